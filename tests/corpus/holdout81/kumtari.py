# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Albanian letters and typographic punctuation are deliberate)
"""Kumtari: a Telegrafi/Koha-like Kosovo portal on **WordPress** with the tagDiv **Newspaper** theme and **Yoast SEO**
(`td-post-header`, `entry-title`, `td-post-author-name` with a `td-author-by` "Nga", `td-post-date`,
`td-post-content tagdiv-type`, `td-a-rec` ad slots, the Complianz cookie banner, `/<category>/<postname>/` permalinks,
`/category/lajme/page/2/`, `/tag/<slug>/`, `/author/<login>/`, `/?s=`, a `video` post type), Albanian, UTF-8,
Prishtina time (+01:00).

Bylines "Nga Arta Krasniqi" (two names joined by "dhe"), a "Foto:" credit beside; agency stories "Burimi: ATA";
a desk credit "Nga Redaksia". Dates are printed "4 dhjetor 2026, 14:32" in a `<time>` whose `datetime` is local
(+01:00), with a "Përditësuar:" line on one story; the top bar prints **today's** date. Yoast's `@graph` gives
`datePublished` in **UTC "+00:00"** (the Fushë Kosovë fire, published at 00:20 on 5 Dec, is "2026-12-04T23:20:00+00:00")
and only the WordPress **post author**: the second author of the Brezovica story is missing, the ATA story's author
is the WordPress user "Kumtari" (the portal), the desk brief's is a Person "Redaksia", the opinion's keeps the
honorific "Dr.". The Brezovica photo story's headline starts with "FOTO:" typed into the title itself."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import SQ_MONTHS, Base, img_id, iso_local, iso_utc, page, parts, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://kumtari.test"
OFF = 1
ARTS = ["energji", "ata", "opinion", "zjarr", "brezovica", "sport", "interviste", "aksident"]
SEARCH_Q = "energji"
PAGE_CLS = 'class="page"'
AUTHORS = {
    "Arta Krasniqi": "arta-krasniqi",
    "Driton Berisha": "driton-berisha",
    "Blerim Gashi": "blerimgashi",
    "Gent Morina": "gent-morina",
    "Liridona Shala": "liridona-shala",
}


def sq_date(local: str) -> str:
    y, m, d, hm = parts(local)
    return f"{d} {SQ_MONTHS[m - 1]} {y}, {hm}"


def sq_day(local: str) -> str:
    y, m, d, _ = parts(local)
    return f"{d} {SQ_MONTHS[m - 1]} {y}"


class Kumtari(Base):
    origin = ORIGIN
    name = "Kumtari"
    prefix = "kmt"
    language = "sq"
    content_type = "text/html; charset=UTF-8"
    absolute = True  # WordPress writes absolute URLs

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kmt",
            [
                ".td-header-wrap",
                ".sf-menu > li > a",
                ".td-post-title .entry-title",
                ".td-post-sub-title",
                ".td-post-content p",
                ".td-post-author-name",
                ".td-post-date",
                ".td_block_widget .td-module-title",
                ".td_module_10",
                ".td-a-rec",
                ".td-footer-wrapper",
                ".cmplz-cookiebanner",
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
                "Kumtari – Lajme nga Kosova, Shqipëria dhe bota",
                "wordpress-tagdiv-home",
                list=["zjarr", "energji", "aksident", "brezovica", "ata", "sport", "interviste", "opinion"],
                more="lajme",
            )
        )
        add(
            page(
                "lajme",
                "/category/lajme/",
                "section",
                "Lajme",
                "wordpress-category",
                list=["zjarr", "energji", "aksident", "brezovica", "ata"],
                more="lajme2",
            )
        )
        add(
            page(
                "lajme2",
                "/category/lajme/page/2/",
                "section",
                "Lajme",
                "wordpress-category-page2",
                list=["interviste"],
                older=[
                    (
                        "/lajme/prishtina-rikonstruimi-sheshi-zahir-pajaziti/",
                        "Nis rikonstruimi i sheshit „Zahir Pajaziti“ në Prishtinë",
                        "2026-11-30 12:40",
                    ),
                    (
                        "/lajme/mitrovica-ura-ibrit-hapje/",
                        "Ura mbi Ibër mbetet e mbyllur për vetura",
                        "2026-11-29 16:05",
                    ),
                    (
                        "/lajme/peja-ujesjellesi-reduktime/",
                        "Pejë: reduktime të ujit gjatë fundjavës",
                        "2026-11-28 10:30",
                    ),
                ],
            )
        )
        add(page("tag", "/tag/prishtina/", "tag", "Prishtina", "wordpress-tag", list=["zjarr", "energji", "opinion"]))
        add(page("author", "/author/arta-krasniqi/", "author", "Arta Krasniqi", "wordpress-author", list=["energji", "brezovica"],
                 bio="Gazetare në Kumtari që nga viti 2018. Shkruan për ekonominë, energjinë dhe qeverisjen lokale.",
                 older=[("/ekonomi/zrre-rritja-tarifave-energji/", "ZRRE miraton rritjen e tarifave të energjisë për 12 për qind", "2026-11-26 15:20")]))  # fmt: skip
        add(page("search", "/?s=" + quote(SEARCH_Q), "search", f"Rezultatet e kërkimit për: {SEARCH_Q}", "wordpress-search", list=["energji"],
                 older=[("/ekonomi/zrre-rritja-tarifave-energji/", "ZRRE miraton rritjen e tarifave të energjisë për 12 për qind", "2026-11-26 15:20"),
                        ("/lajme/kosova-marreveshje-energji-shqiperi/", "Kosova dhe Shqipëria rinovojnë marrëveshjen për shkëmbimin e energjisë", "2026-11-10 11:00")]))  # fmt: skip
        add(
            page(
                "moti",
                "/moti/",
                "weather",
                "Parashikimi i motit për Kosovën",
                "wordpress-page-weather-table",
                [
                    "Të shtunën pritet mot me vranësira dhe reshje bore në pjesën më të madhe të vendit, veçanërisht në zonat malore të Sharrit dhe Rugovës. Temperaturat minimale do të lëvizin nga -6 deri në -1 gradë Celsius.",
                    "T: Qyteti | E shtunë | E diel | E hënë",
                    "T: Prishtinë | -4 / 1 °C, borë | -6 / 0 °C, vranët | -7 / 2 °C, me diell",
                    "T: Prizren | -1 / 4 °C, shi dhe borë | -3 / 3 °C, vranët | -4 / 5 °C, me diell",
                    "T: Pejë | -3 / 2 °C, borë | -5 / 1 °C, vranët | -6 / 3 °C, me diell",
                    "T: Gjakovë | -1 / 4 °C, shi | -3 / 3 °C, vranët | -4 / 5 °C, me diell",
                    "T: Mitrovicë | -5 / 0 °C, borë | -7 / -1 °C, vranët | -8 / 1 °C, me diell",
                    "T: Ferizaj | -4 / 1 °C, borë | -6 / 0 °C, vranët | -7 / 2 °C, me diell",
                ],
            )
        )
        add(
            page(
                "video",
                "/video/brezovica-pamje-nga-droni/",
                "video",
                "Brezovica e mbuluar me borë, pamje nga droni",
                "wordpress-video-post-type-one-line",
                local="2026-12-04 12:10",
            )
        )
        add(
            page(
                "rrethnesh",
                "/rreth-nesh/",
                "about",
                "Rreth nesh",
                "wordpress-page-about",
                [
                    "Kumtari është portal i pavarur lajmesh, i themeluar në Prishtinë në vitin 2012. Raportojmë për Kosovën, Shqipërinë, rajonin dhe botën.",
                    "- Botues: Kumtari Media SH.P.K., Rr. Agim Ramadani 15, Prishtinë",
                    "- Kryeredaktor: Valon Hajdari",
                    "- Zëvendëskryeredaktore: Mimoza Bytyqi",
                    "- Redaksia: redaksia@kumtari.test, +383 38 555 120",
                    "- Marketingu: marketing@kumtari.test",
                    "Kumtari i përmbahet Kodit të Mediave të Shkruara të Kosovës. Ankesat për përmbajtjen mund t'i dërgoni në adresën e redaksisë.",
                ],
            )
        )
        add(
            story(
                "energji",
                "/lajme/qeveria-40-milione-euro-subvencionim-rryma-dimer/",
                "Qeveria ndan 40 milionë euro për subvencionimin e rrymës gjatë dimrit",
                "2026-12-04",
                iso_utc("2026-12-04 14:32", OFF, "+00:00"),
                sq_date("2026-12-04 14:32"),
                ["Arta Krasniqi"],
                [
                    "Qeveria e Kosovës miratoi të premten në mbledhjen e saj një pako prej 40 milionë eurosh për subvencionimin e energjisë elektrike për familjet gjatë muajve të dimrit. Masa do të zbatohet nga 1 janari deri më 31 mars 2027.",
                    "Sipas vendimit, familjet që shpenzojnë deri në 800 kilovat-orë në muaj do të paguajnë të njëjtin çmim si vitin e kaluar, ndërsa pjesa e rritjes së tarifës do të mbulohet nga buxheti. Përfitues do të jenë rreth 120 mijë familje.",
                    "„Nuk do të lejojmë që qytetarët të paguajnë çmimin e krizës energjetike në rajon“, tha ministrja e Ekonomisë gjatë mbledhjes.",
                    "## Çfarë ndryshon për konsumatorët",
                    "Zyra e Rregullatorit për Energji kishte miratuar në nëntor një rritje prej 12 për qind të tarifave për konsumatorët shtëpiakë. Pa subvencion, një familje mesatare do të paguante rreth 9 euro më shumë në muaj.",
                    "Për familjet që shpenzojnë mbi kufirin e caktuar, tarifa e re do të zbatohet në tërësi për pjesën e konsumit që e tejkalon atë.",
                    "Opozita e quajti masën „të vonuar dhe të pamjaftueshme“, duke kërkuar investime në prodhimin e energjisë në vend të subvencioneve të përkohshme.",
                    "Përditësim (17:10): KEDS njoftoi se faturat e janarit do ta përfshijnë automatikisht zbritjen, pa pasur nevojë që qytetarët të aplikojnë.",
                ],
                "yoast-utc-updated-line",
                section="Lajme",
                dek="Familjet që shpenzojnë deri në 800 kilovat-orë në muaj do të paguajnë të njëjtin çmim si vitin e kaluar.",
                local="2026-12-04 14:32",
                updated="2026-12-04 17:10",
                foto="Kumtari/Besnik Hoxha",
                caption="Largpërçuesit e energjisë në periferi të Prishtinës",
                tags=["prishtina"],
            )
        )
        add(
            story(
                "ata",
                "/rajon/tirana-nis-punimet-linja-e-pare-e-tramvajit/",
                "Tirana nis punimet për linjën e parë të tramvajit",
                "2026-12-03",
                iso_utc("2026-12-03 11:15", OFF, "+00:00"),
                sq_date("2026-12-03 11:15"),
                [],
                [
                    "Bashkia e Tiranës nisi të enjten punimet për linjën e parë të tramvajit, e cila do të lidhë stacionin e trenit me zonën e Kinostudios, njofton ATA.",
                    "Linja do të ketë një gjatësi prej 7,5 kilometrash dhe 14 stacione. Sipas projektit, tramvaji do të transportojë deri në 4 mijë pasagjerë në orë në secilin drejtim.",
                    "Vlera e investimit arrin në 95 milionë euro, të financuara nga Banka Evropiane për Rindërtim dhe Zhvillim dhe nga buxheti i Bashkisë.",
                    "Punimet pritet të përfundojnë në vitin 2029. Gjatë ndërtimit, qarkullimi në rrugën e Kavajës do të kufizohet në një korsi për secilin drejtim.",
                ],
                "agency-credit-ata-yoast-author-portal",
                section="Rajon",
                local="2026-12-03 11:15",
                source="ATA",
                wp_user="Kumtari",
            )
        )
        add(
            story(
                "opinion",
                "/opinion/ajri-i-prishtines-nuk-pastrohet-me-deklarata/",
                "Ajri i Prishtinës nuk pastrohet me deklarata",
                "2026-12-02",
                iso_utc("2026-12-02 08:00", OFF, "+00:00"),
                sq_date("2026-12-02 08:00"),
                ["Blerim Gashi"],
                [
                    "Çdo dimër e njëjta pamje: mjegulla e rëndë mbi qytet, era e qymyrit në rrugë dhe aplikacionet e cilësisë së ajrit që tregojnë ngjyrën vjollcë. Çdo dimër e njëjta skenë politike: deklarata, takime emergjente dhe premtime se vitin e ardhshëm do të jetë ndryshe.",
                    "Ndotja e ajrit në Prishtinë nuk është mister. Burimet kryesore dihen prej vitesh: termocentralet e Obiliqit, ngrohja me dru dhe qymyr në shtëpitë individuale dhe trafiku me vetura të vjetra me naftë. Matjet tona në universitet tregojnë se në ditët më të këqija ngrohja shtëpiake kontribuon deri në gjysmën e grimcave PM2.5.",
                    "Pra, zgjidhja nuk është vetëm në duart e KEK-ut. Ajo kërkon subvencione për pompat e nxehtësisë dhe izolimin e shtëpive, zgjerim të rrjetit të ngrohjes qendrore dhe transport publik që funksionon. Këto janë investime të shtrenjta dhe të mërzitshme, që nuk sjellin vota brenda një mandati.",
                    "Ndërkohë, fëmijët tanë thithin çdo dimër ajër që Organizata Botërore e Shëndetësisë e konsideron të rrezikshëm. Klinika e pediatrisë mbushet me raste të bronkitit dhe astmës. Këtë çmim e paguajmë të gjithë, vetëm se fatura nuk vjen me postë.",
                    "Nëse duam ajër të pastër, duhet të pranojmë se ai nuk do të vijë me një vendim qeverie në dhjetor. Do të vijë me një plan dhjetëvjeçar, që zbatohet edhe kur mjegulla largohet.",
                    "SIGN: Autori është profesor i shkencave mjedisore në Universitetin e Prishtinës. Qëndrimet e shprehura në këtë shkrim janë të autorit dhe nuk përfaqësojnë domosdoshmërisht qëndrimin e redaksisë.",
                ],
                "opinion-honorific-dr-author-box-tail",
                section="Opinion",
                local="2026-12-02 08:00",
                column=True,
                printed_name="Dr. Blerim Gashi",
                wp_user="Dr. Blerim Gashi",
                tags=["prishtina"],
            )
        )
        add(
            story(
                "zjarr",
                "/lajme/zjarr-ne-nje-depo-ne-fushe-kosove/",
                "Zjarr në një depo në Fushë Kosovë, nuk ka të lënduar",
                "2026-12-05",
                iso_utc("2026-12-05 00:20", OFF, "+00:00"),
                sq_date("2026-12-05 00:20"),
                ["Driton Berisha"],
                [
                    "Një zjarr i madh ka përfshirë natën e së premtes një depo me materiale ndërtimi në Fushë Kosovë. Flakët janë vërejtur pak para mesnatës, ndërsa në vendngjarje kanë dalë tri njësi të zjarrfikësve.",
                    "Policia e Kosovës bëri të ditur se në depo nuk ka pasur punëtorë në momentin kur ka shpërthyer zjarri dhe se nuk ka të lënduar.",
                    "Zjarrfikësit nga Prishtina dhe Fushë Kosova po punojnë që flakët të mos përhapen në objektet përreth. Rruga që lidh Fushë Kosovën me Prishtinën është bllokuar përkohësisht.",
                    "Shkaku i zjarrit ende nuk dihet. Rasti po hetohet.",
                ],
                "after-midnight-yoast-utc-previous-day",
                section="Lajme",
                local="2026-12-05 00:20",
                foto="Lexuesi i Kumtarit",
                caption="Flakët në depon në Fushë Kosovë",
                tags=["prishtina"],
            )
        )
        add(
            story(
                "brezovica",
                "/lajme/foto-bora-e-pare-zbardh-brezovicen/",
                "Bora e parë zbardh Brezovicën, ski-lifti hapet të shtunën",
                "2026-12-04",
                iso_utc("2026-12-04 10:05", OFF, "+00:00"),
                sq_date("2026-12-04 10:05"),
                ["Arta Krasniqi", "Driton Berisha"],
                [
                    "Qendra turistike e Brezovicës është mbuluar nga bora e parë e sezonit. Trashësia e borës në pjesët më të larta të pistave arrin 35 centimetra, ndërsa reshjet pritet të vazhdojnë edhe gjatë fundjavës.",
                    "FIG: Pistat e Brezovicës të mbuluara me borë | Pistat e Brezovicës të premten në mëngjes (Foto: Kumtari/Besnik Hoxha)",
                    "Menaxhmenti i qendrës njoftoi se ski-lifti kryesor do të fillojë punën të shtunën në orën 9:00, nëse moti e lejon. Bileta ditore për të rritur kushton 25 euro, ndërsa për fëmijët deri në 12 vjeç 15 euro.",
                    "FIG: Ski-lifti në Brezovicë | Punëtorët kontrollojnë ski-liftin para hapjes (Foto: Kumtari/Besnik Hoxha)",
                    "Hotelet dhe vilat në Brezovicë thonë se rezervimet për festat e fundvitit janë mbi 70 për qind. Shumica e vizitorëve vijnë nga Kosova, Shqipëria dhe Maqedonia e Veriut, por këtë vit ka më shumë turistë edhe nga diaspora.",
                    "Policia apelon që shoferët që udhëtojnë drejt Brezovicës të kenë goma dimërore dhe zinxhirë, pasi rruga nga Shtërpca është e rrëshqitshme.",
                    "FIG: Rruga për në Brezovicë | Rruga nga Shtërpca drejt qendrës turistike (Foto: Kumtari/Besnik Hoxha)",
                ],
                "foto-marker-typed-in-headline-two-authors-yoast-one",
                section="Lajme",
                local="2026-12-04 10:05",
                marker="FOTO: ",
                foto="Kumtari/Besnik Hoxha",
            )
        )
        add(
            story(
                "sport",
                "/sport/kosova-ne-grup-me-suedine-dhe-greqine-euro-2028/",
                "Kosova në grup me Suedinë dhe Greqinë në kualifikueset për Euro 2028",
                "2026-12-01",
                iso_utc("2026-12-01 21:45", OFF, "+00:00"),
                sq_date("2026-12-01 21:45"),
                ["Gent Morina"],
                [
                    "Përfaqësuesja e Kosovës në futboll do të luajë në Grupin D të kualifikueseve për Kampionatin Evropian 2028, krahas Suedisë, Greqisë, Armenisë dhe Andorrës. Shorti u hodh të martën në Nyon të Zvicrës.",
                    "Trajneri i Kosovës, Arben Kryeziu, tha se grupi është i vështirë, por jo i pamundur. „Kemi lojtarë që luajnë në ligat më të mira evropiane. Nëse jemi të shëndetshëm dhe të përqendruar, mund të luftojmë për vendin e dytë“, deklaroi ai.",
                    "Kosova e nis rrugëtimin në mars me ndeshjen në shtëpi ndaj Armenisë në stadiumin „Fadil Vokrri“ në Prishtinë, ndërsa katër ditë më vonë udhëton në Athinë.",
                    "Dy skuadrat e para të secilit grup kualifikohen drejtpërdrejt në turneun final, që do të mbahet në Angli, Skoci, Uells dhe Irlandë.",
                    "Tifozët kanë reaguar me entuziazëm në rrjetet sociale, veçanërisht për ndeshjen ndaj Greqisë, me të cilën Kosova nuk ka luajtur asnjëherë më parë.",
                ],
                "sport-report",
                section="Sport",
                local="2026-12-01 21:45",
                foto="FFK",
                caption="Përfaqësuesja e Kosovës në stërvitje",
            )
        )
        add(
            story(
                "interviste",
                "/kulture/albana-rexhepi-filmi-im-flet-per-nenat-qe-presin/",
                "Albana Rexhepi: Filmi im flet për nënat që presin",
                "2026-12-02",
                iso_utc("2026-12-02 15:00", OFF, "+00:00"),
                sq_date("2026-12-02 15:00"),
                ["Liridona Shala"],
                [
                    "Filmi i regjisores Albana Rexhepi „Dritarja“ fitoi të shtunën çmimin për filmin më të mirë në festivalin e filmit në Selanik. Folëm me të për historinë e filmit, për aktoret joprofesioniste dhe për kinematografinë kosovare.",
                    "Q: Si lindi ideja për „Dritaren“? || Nga gjyshja ime. Ajo priti njëzet vjet lajme për djalin e saj të zhdukur gjatë luftës. Çdo mbrëmje ulej pranë dritares dhe shikonte rrugën. Kur isha fëmijë nuk e kuptoja, tani e kuptoj shumë mirë.",
                    "Q: Pse zgjodhët aktore joprofesioniste? || Sepse doja fytyra që nuk i kemi parë në ekran. Dy nga aktoret kryesore janë nëna që vetë kanë kaluar nëpër pritje të tillë. Ato nuk luanin, ato kujtonin. Kjo i dha filmit një vërtetësi që nuk mund ta arrija ndryshe.",
                    "Q: Çfarë do të thotë ky çmim për filmin kosovar? || Tregon se historitë tona janë universale. Publiku në Selanik qante në të njëjtat skena si publiku në Prishtinë. Por çmimet nuk mjaftojnë, na duhen më shumë fonde dhe më shumë kinema jashtë kryeqytetit.",
                    "Q: Çfarë po përgatitni tani? || Një film për të rinjtë që largohen dhe për ata që mbeten. Jam ende në fazën e shkrimit, por shpresoj ta xhirojmë në vitin 2028.",
                    "„Dritarja“ do të shfaqet në kinematë e Kosovës nga 18 dhjetori.",
                ],
                "interview-qa-kicker-name-in-title",
                section="Kulturë",
                local="2026-12-02 15:00",
                kicker="Intervistë",
                foto="Kumtari/Besnik Hoxha",
                caption="Regjisorja Albana Rexhepi",
            )
        )
        add(
            story(
                "aksident",
                "/lajme/aksident-ne-magjistralen-prishtine-peje-komoran/",
                "Aksident në magjistralen Prishtinë–Pejë, trafiku devijohet në Komoran",
                "2026-12-04",
                iso_utc("2026-12-04 07:30", OFF, "+00:00"),
                sq_date("2026-12-04 07:30"),
                [],
                [
                    "Një aksident trafiku ka ndodhur këtë mëngjes në magjistralen Prishtinë–Pejë, afër fshatit Komoran. Në aksident janë përfshirë një kamion dhe dy vetura.",
                    "Policia e Kosovës njoftoi se dy persona janë dërguar në Qendrën Klinike Universitare të Kosovës për trajtim mjekësor. Jeta e tyre nuk është në rrezik.",
                    "Trafiku po devijohet përmes rrugëve lokale, ndërsa shoferëve u kërkohet të jenë të kujdesshëm për shkak të rrugës së lagësht.",
                ],
                "desk-credit-redaksia-yoast-person",
                section="Lajme",
                local="2026-12-04 07:30",
                desk="Redaksia",
                wp_user="Redaksia",
            )
        )

    # --- templates -----------------------------------------------------------------------------------------

    def wp_author(self, doc: Doc) -> str:
        return str(doc.extra.get("wp_user") or doc.authors[0])

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        person = self.wp_author(doc)
        pid = f"{ORIGIN}/#/schema/person/{img_id(person):x}a91c"
        modified = iso_utc(doc.extra["updated"], OFF, "+00:00") if doc.extra.get("updated") else doc.iso
        title = doc.extra.get("marker", "") + doc.title
        graph = [
            {
                "@type": "NewsArticle",
                "@id": url + "#article",
                "isPartOf": {"@id": url},
                "author": {"name": person, "@id": pid},
                "headline": title,
                "datePublished": doc.iso,
                "dateModified": modified,
                "mainEntityOfPage": {"@id": url},
                "wordCount": sum(len(b[1].split()) for b in doc.blocks if b[0] == "p"),
                "publisher": {"@id": ORIGIN + "/#organization"},
                "image": {"@id": url + "#primaryimage"},
                "thumbnailUrl": f"{ORIGIN}/wp-content/uploads/2026/12/{img_id(doc.key)}.jpg",
                "articleSection": [doc.section],
                "inLanguage": "sq",
            },
            {
                "@type": "WebPage",
                "@id": url,
                "url": url,
                "name": f"{title} - Kumtari",
                "isPartOf": {"@id": ORIGIN + "/#website"},
                "datePublished": doc.iso,
                "dateModified": modified,
                "inLanguage": "sq",
            },
            {
                "@type": "WebSite",
                "@id": ORIGIN + "/#website",
                "url": ORIGIN + "/",
                "name": "Kumtari",
                "publisher": {"@id": ORIGIN + "/#organization"},
                "inLanguage": "sq",
            },
            {
                "@type": "Organization",
                "@id": ORIGIN + "/#organization",
                "name": "Kumtari",
                "url": ORIGIN + "/",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/wp-content/uploads/2024/02/kumtari-logo.png"},
            },
            {
                "@type": "Person",
                "@id": pid,
                "name": person,
                "url": f"{ORIGIN}/author/{AUTHORS.get(person.replace('Dr. ', ''), quote(person.lower()))}/",
            },
        ]
        return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'

    def video_ld(self, doc: Doc) -> str:
        data = {
            "@context": "https://schema.org",
            "@type": "VideoObject",
            "name": doc.title,
            "description": "Pamje nga droni të qendrës turistike të Brezovicës pas reshjeve të para të borës.",
            "thumbnailUrl": f"{ORIGIN}/wp-content/uploads/2026/12/{img_id(doc.key)}.jpg",
            "uploadDate": iso_utc(doc.extra["local"], OFF, "+00:00"),
            "embedUrl": "https://www.youtube.com/embed/Qm7rT2xLp0c",
            "duration": "PT2M05S",
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = doc.extra.get("marker", "") + doc.title
        desc = (doc.dek or self.lede(doc)) if doc.is_article else doc.title
        head_meta = ""
        if doc.is_article:
            modified = iso_utc(doc.extra["updated"], OFF, "+00:00") if doc.extra.get("updated") else doc.iso
            head_meta = (
                f'<meta property="article:published_time" content="{doc.iso}" />\n'
                f'<meta property="article:modified_time" content="{modified}" />\n'
                f'<meta name="author" content="{esc(self.wp_author(doc))}" />\n'
                f'<meta name="twitter:label1" content="Shkruar nga" />\n<meta name="twitter:data1" content="{esc(self.wp_author(doc))}" />\n'
                f"{self.ld(doc)}\n"
            )
        elif doc.kind == "video":
            head_meta = self.video_ld(doc) + "\n"
        body_class = (
            f"post-template-default single single-post postid-{img_id(doc.key)} single-format-standard td-standard-pack"
            if doc.is_article
            else {
                "home": "home blog",
                "section": "archive category category-lajme",
                "tag": "archive tag tag-prishtina",
                "author": "archive author author-arta-krasniqi",
                "search": "search search-results",
            }.get(doc.kind, f"page-template-default page {doc.kind}")
        )
        menu = "".join(
            f'<li class="menu-item menu-item-type-taxonomy">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Ballina"),
                ("lajme", "Lajme"),
                ("/category/rajon/", "Rajon"),
                ("/category/bota/", "Bota"),
                ("/category/ekonomi/", "Ekonomi"),
                ("/category/opinion/", "Opinion"),
                ("/category/sport/", "Sport"),
                ("/category/kulture/", "Kulturë"),
                ("video", "Video"),
                ("moti", "Moti"),
            )
        )
        most = "".join(
            f'<div class="td_module_6 td_module_wrap"><span class="td-module-number">{i + 1}</span><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].extra.get("marker", "") + self.docs[k].title, "aside")}</h3></div>'
            for i, k in enumerate(["zjarr", "brezovica", "energji", "sport", "aksident"])
        )
        return f"""<!doctype html >
<html lang="sq">
<head>
<title>{esc(title)} - Kumtari</title>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1" />
<meta name="description" content="{esc(desc)}" />
<link rel="canonical" href="{esc(url)}" />
<meta property="og:locale" content="sq_AL" />
<meta property="og:type" content="{"article" if doc.is_article else "website"}" />
<meta property="og:title" content="{esc(title)} - Kumtari" />
<meta property="og:description" content="{esc(desc)}" />
<meta property="og:url" content="{esc(url)}" />
<meta property="og:site_name" content="Kumtari" />
{head_meta}<link rel='stylesheet' id='td-theme-css' href='{ORIGIN}/wp-content/themes/Newspaper/style.css?ver=12.6.8' type='text/css' media='all' />
<link rel='stylesheet' id='cmplz-general-css' href='{ORIGIN}/wp-content/plugins/complianz-gdpr/assets/css/cookieblocker.min.css?ver=1733212345' type='text/css' media='all' />
<style id="td-theme-inline-css">/*PAD*/</style>
<link rel="https://api.w.org/" href="{ORIGIN}/wp-json/" />
<link rel='shortlink' href='{ORIGIN}/?p={img_id(doc.key)}' />
<meta name="generator" content="WordPress 6.7.1" />
<script type="text/javascript" src="{ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script>var tdBlocksArray=[];var tdLocalCache={{}};var td_ajax_url="{ORIGIN}/wp-admin/admin-ajax.php?td_theme_name=Newspaper&v=12.6.8";</script>
</head>
<body class="{body_class} global-block-template-1 tdb_template td-full-layout" itemscope="itemscope" itemtype="https://schema.org/WebPage">
<div class="td-scroll-up"><i class="td-icon-menu-up"></i></div>
<div id="td-outer-wrap" class="td-theme-wrap">
<div class="td-header-wrap td-header-style-1">
<div class="td-header-top-menu-full td-container-wrap"><div class="td-header-top-menu"><div class="td_data_time">e shtunë, 5 dhjetor 2026</div><ul class="top-header-menu"><li><a href="{ORIGIN}/kontakt/">Kontakt</a></li><li><a href="{ORIGIN}/marketing/">Marketing</a></li></ul></div></div>
<div class="td-banner-wrap-full"><div class="td-header-sp-logo">{self.a("home", "Kumtari", "nav", 'class="td-main-logo"')}</div><div class="td-a-rec td-a-rec-id-header"><div class="td-g-rec td-g-rec-id-header"></div></div></div>
<div class="td-header-menu-wrap-full"><div id="td-header-menu" role="navigation"><ul id="menu-main-menu" class="sf-menu">{menu}</ul>
<div class="td-search-wrapper"><form method="get" class="td-search-form" action="{ORIGIN}/"><input class="td-widget-search-input" type="text" value="" name="s" placeholder="Kërko..."/><input class="wpb_button" type="submit" value="Kërko"/></form></div></div></div>
</div>
<div class="td-main-content-wrap td-container-wrap">
<div class="td-container">
<div class="td-pb-row">
<div class="td-pb-span8 td-main-content" role="main">
{main}
</div>
<div class="td-pb-span4 td-main-sidebar" role="complementary">
<div class="td_block_wrap td_block_popular"><h4 class="block-title"><span>Më të lexuarat</span></h4>{most}</div>
<div class="td-a-rec td-a-rec-id-sidebar"><div class="td-g-rec td-g-rec-id-sidebar"></div></div>
<div class="td_block_wrap td_block_weather"><h4 class="block-title"><span>Moti</span></h4>{self.a("moti", "Prishtinë -4 °C, borë", "aside")}</div>
</div>
</div>
</div>
</div>
<div class="td-footer-wrapper td-container-wrap">
<div class="td-footer-bottom"><ul class="td-footer-menu"><li>{self.a("rrethnesh", "Rreth nesh", "footer")}</li><li><a href="{ORIGIN}/kontakt/">Kontakt</a></li><li><a href="{ORIGIN}/politika-e-privatesise/">Politika e privatësisë</a></li><li><a href="{ORIGIN}/feed/">RSS</a></li></ul>
<div class="td-social"><a href="https://www.facebook.com/kumtari.test">Facebook</a> <a href="https://www.instagram.com/kumtari.test">Instagram</a> <a href="https://www.youtube.com/@kumtaritest">YouTube</a></div></div>
<div class="td-sub-footer-copy">© Kumtari 2026. Të gjitha të drejtat e rezervuara. Ndalohet riprodhimi i përmbajtjes pa lejen e redaksisë.</div>
</div>
</div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin" role="dialog"><div class="cmplz-message"><p>Ne përdorim cookies për të përmirësuar përvojën tuaj dhe për të shfaqur reklama. <a href="{ORIGIN}/politika-e-privatesise/">Mëso më shumë</a></p></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Prano</button><button class="cmplz-btn cmplz-deny">Refuzo</button></div></div></div>
<script type="text/javascript" src="{ORIGIN}/wp-content/themes/Newspaper/js/tagdiv_theme.min.js?ver=12.6.8" id="td-site-min-js"></script>
<script type="text/javascript" src="{ORIGIN}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js?ver=1733212345" id="cmplz-cookiebanner-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            printed = [doc.extra.get("printed_name", a) for a in doc.authors]
            names = " dhe ".join(
                self.a("author", p, "byline")
                if a == "Arta Krasniqi"
                else f'<a href="{ORIGIN}/author/{AUTHORS[a]}/">{esc(p)}</a>'
                for a, p in zip(doc.authors, printed, strict=True)
            )
            who = f'<div class="td-post-author-name"><div class="td-author-by">Nga</div> {names}<div class="td-author-line"> - </div></div>'
        elif doc.extra.get("source"):
            who = f'<div class="td-post-author-name td-post-source"><div class="td-author-by">Burimi:</div> {esc(doc.extra["source"])}<div class="td-author-line"> - </div></div>'
        else:
            who = f'<div class="td-post-author-name"><div class="td-author-by">Nga</div> <a href="{ORIGIN}/author/redaksia/">{esc(doc.extra["desk"])}</a><div class="td-author-line"> - </div></div>'
        foto = (
            f'<div class="td-post-photo-credit">Foto: {esc(doc.extra["foto"])}</div>' if doc.extra.get("foto") else ""
        )
        return who + foto

    def story_main(self, doc: Doc) -> str:
        cat = doc.section
        cat_link = (
            self.a("lajme", cat, "breadcrumb")
            if cat == "Lajme"
            else f'<a href="{ORIGIN}/category/{quote(cat.lower().replace("ë", "e"))}/">{esc(cat)}</a>'
        )
        kicker = f'<div class="td-post-kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        sub = f'<p class="td-post-sub-title">{esc(doc.dek)}</p>' if doc.dek else ""
        upd = (
            f' <span class="td-post-date-updated">Përditësuar: {sq_date(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        author_box = ""
        if doc.extra.get("column"):
            author_box = f'<div class="td-author-name vcard author"><img alt="{esc(doc.extra["printed_name"])}" src="{ORIGIN}/wp-content/uploads/2025/03/blerim-gashi-96x96.jpg" class="avatar avatar-96 photo" height="96" width="96"/><a href="{ORIGIN}/author/blerimgashi/">{esc(doc.extra["printed_name"])}</a><div class="td-author-description">Profesor i shkencave mjedisore</div></div>'
        fig = ""
        if doc.extra.get("caption"):
            fig = f'<div class="td-post-featured-image"><figure><img width="696" height="392" class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{img_id(doc.key)}-696x392.jpg" alt="{esc(doc.extra["caption"])}"/><figcaption class="wp-caption-text">{esc(doc.extra["caption"])}</figcaption></figure></div>'

        def wp_fig(alt: str, cap: str) -> str:
            return f'<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="683" src="{ORIGIN}/wp-content/uploads/2026/12/{img_id(alt)}-1024x683.jpg" alt="{esc(alt)}" class="wp-image-{img_id(alt)}"/><figcaption class="wp-element-caption">{esc(cap)}</figcaption></figure>'

        tags = "".join(
            f"<li>{self.a('tag', 'Prishtina', 'tag')}</li>" for t in doc.extra.get("tags", []) if t == "prishtina"
        )
        if doc.key == "energji":
            tags += f"<li>{self.a('search', 'energji', 'tag')}</li>"
        tags += f'<li><a href="{ORIGIN}/tag/{quote(cat.lower().replace("ë", "e"))}/">{esc(cat)}</a></li>'
        related = "".join(
            f'<div class="td_module_related_posts"><h3 class="entry-title td-module-title">{self.a(k, self.docs[k].extra.get("marker", "") + self.docs[k].title, "related")}</h3></div>'
            for k in ARTS
            if k != doc.key
        )
        local_iso = iso_local(doc.extra["local"], OFF, "11")
        return f"""<article id="post-{img_id(doc.key)}" class="post-{img_id(doc.key)} post type-post status-publish format-standard has-post-thumbnail category-{quote(cat.lower().replace("ë", "e"))}" itemscope itemtype="https://schema.org/Article">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category">{cat_link}</li></ul>
<header class="td-post-title">
{kicker}
<h1 class="entry-title">{esc(doc.extra.get("marker", ""))}{esc(doc.title)}</h1>
{sub}
<div class="td-module-meta-info">
{self.byline(doc)}
<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{local_iso}">{doc.stamp}</time></span>{upd}
<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-{img_id(doc.key)}">3.{img_id(doc.key) % 900 + 100}</span></div>
</div>
</header>
</div>
<div class="td-post-sharing-top"><a class="td-social-sharing-button td-social-facebook" href="https://www.facebook.com/sharer.php?u={quote(self.url(doc.key), safe="")}">Facebook</a> <a class="td-social-sharing-button td-social-whatsapp" href="https://api.whatsapp.com/send?text={quote(self.url(doc.key), safe="")}">WhatsApp</a> <a class="td-social-sharing-button td-social-viber" href="viber://forward?text={quote(self.url(doc.key), safe="")}">Viber</a></div>
<div class="td-post-content tagdiv-type">
{fig}
{self.blocks(doc, fig=wp_fig)}
<div class="td-a-rec td-a-rec-id-content_bottom"><div class="td-g-rec td-g-rec-id-content_bottom"></div></div>
</div>
<footer>
<div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li>{tags}</ul></div>
{author_box}
</footer>
</article>
<div class="td_block_wrap td_block_related_posts"><h4 class="td-related-title"><span>Lajme të ngjashme</span></h4>{related}</div>
<div class="comments" id="comments"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">LINI NJË KOMENT</h3><form action="{ORIGIN}/wp-comments-post.php" method="post" id="commentform" class="comment-form"><textarea placeholder="Komenti:" id="comment" name="comment" cols="45" rows="8"></textarea><input class="" name="author" id="author" placeholder="Emri:*" type="text" value="" size="30"/><input type="submit" name="submit" id="submit" class="submit" value="Posto komentin"/></form></div></div>"""

    def module(self, k: str) -> str:
        d = self.docs[k]
        lede = d.dek or self.lede(d)
        by = d.extra.get("printed_name") or (
            d.authors[0] if d.authors else d.extra.get("desk") or d.extra.get("source", "")
        )
        return (
            f'<div class="td_module_10 td_module_wrap td-animation-stack"><div class="td-module-thumb"><img width="218" height="150" class="entry-thumb" src="{ORIGIN}/wp-content/uploads/2026/12/{img_id(k)}-218x150.jpg" alt="" loading="lazy"/></div>'
            f'<div class="item-details"><h3 class="entry-title td-module-title">{self.a(k, d.extra.get("marker", "") + d.title, "content")}</h3>'
            f'<div class="td-module-meta-info"><span class="td-post-author-name">{esc(by)} <span>-</span> </span><span class="td-post-date"><time class="entry-date updated td-module-date">{sq_day(d.extra["local"])}</time></span></div>'
            f'<div class="td-excerpt">{esc(lede)}</div></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        mods = "".join(self.module(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="td_module_10 td_module_wrap"><div class="item-details"><h3 class="entry-title td-module-title"><a href="{ORIGIN}{esc(p)}">{esc(t)}</a></h3><span class="td-post-date"><time class="entry-date updated td-module-date">{sq_day(loc)}</time></span></div></div>'
            for p, t, loc in doc.extra.get("older", [])
        )
        head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
        pager = ""
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="td-visually-hidden">{esc(doc.title)}</h1>'
            extra = f'<div class="td_block_wrap td_block_video"><h4 class="block-title"><span>Video</span></h4>{self.a("video", self.docs["video"].title, "content")}</div><div class="td_block_wrap"><h4 class="block-title"><span>Tema</span></h4>{self.a("tag", "#Prishtina", "content")} {self.a("search", "#Energjia", "content")} {self.a("author", "Arta Krasniqi", "content")}</div>'
            pager = f'<div class="td-load-more-wrap">{self.a("lajme", "Më shumë lajme", "content")}</div>'
        elif doc.key == "lajme":
            pager = f'<div class="page-nav td-pb-padding-side"><span class="current">1</span>{self.a("lajme2", "2", "pagination", PAGE_CLS)}<a href="{ORIGIN}/category/lajme/page/3/" class="page">3</a>{self.a("lajme2", "Tjetra", "pagination")}<span class="pages">Faqja 1 nga 412</span></div>'
        elif doc.key == "lajme2":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1><span class="td-page-number">Faqja 2</span></div>'
            pager = f'<div class="page-nav td-pb-padding-side">{self.a("lajme", "Para", "pagination")}{self.a("lajme", "1", "pagination", PAGE_CLS)}<span class="current">2</span><a href="{ORIGIN}/category/lajme/page/3/" class="page">3</a><span class="pages">Faqja 2 nga 412</span></div>'
        elif doc.kind == "tag":
            head = f'<div class="td-page-header"><ul class="td-category"><li class="entry-category">Etiketa</li></ul><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div>'
        elif doc.kind == "author":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="author-box-wrap"><img alt="{esc(doc.title)}" src="{ORIGIN}/wp-content/uploads/2024/05/arta-krasniqi-96x96.jpg" class="avatar" height="96" width="96"/><div class="desc"><div class="td-author-counters"><span class="td-author-post-count">1.284 POSTIME</span></div><div class="td-author-description">{esc(doc.extra["bio"])}</div></div></div>'
        elif doc.kind == "search":
            head = f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1><div class="search-page-search-wrap"><form method="get" class="td-search-form-widget" action="{ORIGIN}/"><input class="td-widget-search-input" type="text" value="{esc(SEARCH_Q)}" name="s"/><input class="wpb_button wpb_btn-inverse btn" type="submit" value="Kërko"/></form><div class="td_search_subtitle">Nëse nuk jeni të kënaqur me rezultatet, ju lutem bëni një kërkim tjetër</div></div></div>'
        return f'{head}<div class="td-ss-main-content">{mods}{older}</div>{extra}{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "video":
            return f"""<article class="post type-video status-publish">
<div class="td-post-header"><ul class="td-category"><li class="entry-category"><a href="{ORIGIN}/video/">Video</a></li></ul>
<header class="td-post-title"><h1 class="entry-title">{esc(doc.title)}</h1><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="{iso_local(doc.extra["local"], OFF)}">{sq_date(doc.extra["local"])}</time></span></header></div>
<div class="td-post-content tagdiv-type"><div class="wpb_video_wrapper"><iframe title="Brezovica nga droni" width="696" height="392" src="https://www.youtube.com/embed/Qm7rT2xLp0c?feature=oembed" frameborder="0" allowfullscreen></iframe></div>
<p>Pamje nga droni të qendrës turistike të Brezovicës pas reshjeve të para të borës.</p>
<p>Më shumë: {self.a("brezovica", self.docs["brezovica"].extra["marker"] + self.docs["brezovica"].title, "content")}</p></div>
</article>"""
        if doc.kind == "weather":
            return f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-page-content tagdiv-type"><p class="moti-perditesuar">Përditësuar: e shtunë, 5 dhjetor 2026, 06:00</p>\n{self.blocks(doc)}\n<p class="moti-burimi">Burimi: Instituti Hidrometeorologjik i Kosovës</p></div>'
        return f'<div class="td-page-header"><h1 class="entry-title td-page-title"><span>{esc(doc.title)}</span></h1></div><div class="td-page-content tagdiv-type">\n{self.blocks(doc)}\n</div>'
