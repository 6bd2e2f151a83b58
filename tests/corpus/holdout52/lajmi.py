# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Lajmi i Ditës: an Albanian portal on **WordPress 6** with a JNews-like news theme (`jeg_post_title`,
`jeg_meta_author`, `jeg_meta_date`, `content-inner`, `jeg_postblock`, `/2026/12/04/<slug>/`,
`/kategoria/aktualitet/`, `/kategoria/aktualitet/page/2/`, `/tag/…/`, `/author/…/`, `/?s=`), Albanian, UTF-8.
Dates "04 Dhjetor 2026, 21:40" (Tirana, +01:00); bylines "Nga: Arben Hoxha". A mix of JSON-LD habits: Yoast
`@graph` in +01:00 on most posts, the Durrës port story in **UTC** (+00:00, 23:15 on 2 Dec = 00:15 on 3 Dec in
Tirana), the earthquake brief by the WordPress user "Redaksia" (a desk account, credited "Burimi: ATA" on the page:
no person), the opinion column with a hand-written `NewsArticle` whose author is the **site** (Organization), the
sports story with **no JSON-LD** at all. The festive-Tirana story is split with `<!--nextpage-->` over **two pages**
(`…/tirana-gati-per-festat/` and `…/2/`, "Faqja 1 2"): each page is labelled an article with its own text. A recipe
post and a podcast episode page are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

PN, NX, PV, PPN = 'class="page_number"', 'class="page_nav next"', 'class="page_nav prev"', 'class="post-page-numbers"'
STORIES = ["festat", "pensione", "porti", "termet", "opinion", "sport"]
AUTHORS = {
    "Arben Hoxha": "arben-hoxha",
    "Elira Shehu": "elira-shehu",
    "Blerina Gjoka": "blerina-gjoka",
    "Dritan Leka": "dritan-leka",
}
OTHER = [
    (
        "2026/12/04",
        "bashkia-tiranes-rruget-e-reja",
        "Bashkia e Tiranës nis punimet për tri rrugë të reja në Kombinat",
        "04 Dhjetor 2026",
    ),
    ("2026/12/04", "vlore-aeroporti-fluturime", "Aeroporti i Vlorës shton fluturime drejt Italisë", "04 Dhjetor 2026"),
    (
        "2026/12/03",
        "shkolla-provimet-matures",
        "Ministria e Arsimit publikon kalendarin e provimeve të maturës",
        "03 Dhjetor 2026",
    ),
    ("2026/12/03", "korce-festivali-birres", "Korça gati për panairin e dimrit", "03 Dhjetor 2026"),
    ("2026/12/02", "shkoder-liqeni-niveli", "Rritet niveli i liqenit të Shkodrës, banorët në alarm", "02 Dhjetor 2026"),
    (
        "2026/12/02",
        "gjirokaster-unesco-restaurim",
        "Gjirokastër: restaurohen pesë banesa karakteristike",
        "02 Dhjetor 2026",
    ),
    (
        "2026/12/01",
        "energjia-tarifat-janar",
        "ERE: tarifat e energjisë mbeten të pandryshuara në janar",
        "01 Dhjetor 2026",
    ),
]

FESTAT_1 = [
    "Kryeqyteti është gati të presë festat e fundvitit me një program të pasur, që nis më 15 dhjetor dhe zgjat deri më 7 janar. Bashkia e Tiranës prezantoi të enjten programin e plotë, i cili përfshin koncerte, tregje festive dhe aktivitete për fëmijë në disa zona të qytetit.",
    "Qendra e festimeve do të jetë, si çdo vit, Sheshi Skënderbej, ku do të vendoset një bredh dekorativ 25 metra i lartë dhe rreth 60 kasolle druri me produkte artizanale, ëmbëlsira tradicionale dhe verë të nxehtë.",
    "„Duam që festat të jenë për të gjithë, jo vetëm për qendrën. Këtë vit aktivitetet do të shtrihen edhe në Kombinat, në Laprakë dhe te Liqeni Artificial”, deklaroi nënkryetarja e Bashkisë, Ilda Mema.",
    "FIG: Sheshi Skënderbej | Sheshi Skënderbej gjatë festave të vitit të kaluar. Foto: Lajmi i Ditës",
    "## Koncerti i natës së Vitit të Ri",
    "Nata e Vitit të Ri do të festohet me një koncert të madh në shesh, ku do të performojnë disa nga këngëtarët më të njohur shqiptarë, si dhe orkestra simfonike e Radiotelevizionit. Në mesnatë do të ketë një shfaqje me drita dhe fishekzjarrë, që do të zgjasë rreth dhjetë minuta.",
    "Bashkia ka njoftuar se për shkak të koncertit qarkullimi i automjeteve në bulevardin „Dëshmorët e Kombit” dhe në rrugët përreth sheshit do të ndalohet nga ora 18:00 e datës 31 dhjetor deri në orën 03:00 të mëngjesit të 1 janarit.",
    "Transporti publik do të funksionojë me orar të zgjatur. Autobusët e linjave kryesore do të qarkullojnë deri në orën 02:00, ndërsa bashkia do të vërë në dispozicion edhe autobusë shtesë drejt lagjeve periferike.",
    "Sipas bashkisë, buxheti i përgjithshëm i festave arrin në 95 milionë lekë, një pjesë e të cilit mbulohet nga sponsorë privatë.",
]
FESTAT_2 = [
    "Një nga risitë e këtij viti është „Fshati i Babadimrit” në Parkun e Madh, ku fëmijët do të mund të takojnë Babadimrin, të marrin pjesë në punëtori krijuese dhe të shijojnë shfaqje me kukulla. Hyrja do të jetë falas çdo ditë nga ora 10:00 deri në 20:00.",
    "Pranë Piramidës do të ngrihet një pistë patinazhi në akull, me sipërfaqe 800 metra katrorë, e hapur deri në fund të janarit. Bileta do të kushtojë 300 lekë për të rriturit dhe 150 lekë për fëmijët.",
    "## Tregu festiv dhe prodhuesit vendas",
    "Tregu festiv do të ketë edhe këtë vit një pavijon të veçantë për prodhuesit nga zonat rurale. Fermerë dhe artizanë nga Dibra, Korça, Gjirokastra dhe Shkodra do të ofrojnë mjaltë, djathë, reçel, punime në dru dhe qilima të punuar me dorë.",
    "„Për ne ky është rasti më i mirë i vitit për të shitur produktet tona. Vitin e kaluar shitëm gjithë mjaltin brenda dy javësh”, tregoi Sokol Dervishi, bletar nga Peshkopia.",
    "Bizneset në qendër të qytetit shpresojnë që festat të sjellin më shumë klientë. Sipas Dhomës së Tregtisë, gjatë dhjetorit të vitit të kaluar shitjet në dyqanet e qendrës u rritën me rreth 30 për qind.",
    "Bashkia u bën thirrje qytetarëve që gjatë festave të përdorin transportin publik dhe të respektojnë udhëzimet e policisë bashkiake. Programi i plotë i aktiviteteve gjendet në faqen zyrtare të bashkisë dhe në aplikacionin „Tirana ime”.",
]


class Lajmi(Base):
    origin = "https://www.lajmiidites.test"
    name = "Lajmi i Ditës"
    prefix = "lid"
    language = "sq"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lid",
            [
                ".jeg_header",
                ".jeg_post_title",
                ".content-inner",
                ".jeg_postblock_5",
                ".jeg_authorbox",
                ".jeg_footer",
                ".page-links",
                ".wprm-recipe",
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
                "Lajmi i Ditës",
                "wp-jnews-home",
                list=["festat", "pensione", "termet", "porti", "sport", "opinion", "receta", "podcast"],
                others=[0, 1, 2],
            )
        )
        add(
            page(
                "aktualitet",
                "/kategoria/aktualitet/",
                "section",
                "Aktualitet",
                "wp-category",
                list=["festat", "termet", "pensione"],
                others=[0, 1, 2],
                more="aktualitet2",
            )
        )
        add(
            page(
                "aktualitet2",
                "/kategoria/aktualitet/page/2/",
                "section",
                "Aktualitet",
                "wp-category-page2",
                list=["porti"],
                others=[3, 4, 5, 6],
            )
        )
        add(page("tag", "/tag/tirana/", "tag", "Tirana", "wp-tag", list=["festat", "pensione"], others=[0]))
        add(
            page(
                "author",
                "/author/arben-hoxha/",
                "author",
                "Arben Hoxha",
                "wp-author-archive",
                list=["festat", "porti"],
                others=[1],
            )
        )
        add(
            page(
                "search",
                "/?s=pensione",
                "search",
                "Rezultatet e kërkimit për: pensione",
                "wp-search",
                list=["pensione"],
                others=[6],
            )
        )
        add(
            page(
                "about",
                "/rreth-nesh/",
                "about",
                "Rreth nesh",
                "wp-page-about",
                [
                    "Lajmi i Ditës është një portal informativ i pavarur, i themeluar në vitin 2014 në Tiranë. Misioni ynë është t'u ofrojmë lexuesve lajme të sakta, të verifikuara dhe të paanshme nga Shqipëria, rajoni dhe bota.",
                    "## Redaksia",
                    "- Kryeredaktor: Gentian Mullaj",
                    "- Zëvendëskryeredaktore: Elira Shehu",
                    "- Redaktor i sportit: Dritan Leka",
                    "Adresa: Rruga e Kavajës 58, Tiranë. E-mail: redaksia@lajmiidites.test",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/politika-e-privatesise/",
                "policy",
                "Politika e privatësisë",
                "wp-page-policy",
                [
                    "Përditësuar më: 10 Shtator 2026",
                    "Ky portal përdor cookies për të matur numrin e vizitorëve dhe për të shfaqur reklama. Duke vazhduar lundrimin, ju pranoni përdorimin e tyre.",
                    "## Të dhënat personale",
                    "Të dhënat që na jepni kur regjistroheni në buletinin tonë përdoren vetëm për dërgimin e lajmeve dhe nuk u jepen palëve të treta. Mund të kërkoni fshirjen e tyre në çdo kohë duke na shkruar në privacy@lajmiidites.test.",
                ],
            )
        )
        add(
            page(
                "receta",
                "/2026/12/03/receta-tave-kosi-si-te-gjyshja/",
                "recipe",
                "Receta e javës: Tavë kosi si te gjyshja",
                "wp-recipe-card",
                [
                    "Tava e kosit është ndër gatimet më të dashura të kuzhinës shqiptare. Ja si ta përgatisni në shtëpi.",
                    "## Përbërësit (për 4 persona)",
                    "- 1 kg mish qengji",
                    "- 50 g gjalpë",
                    "- 1 kg kos",
                    "- 3 vezë",
                    "- 2 lugë gjelle miell",
                    "- kripë, piper, rigon",
                    "## Përgatitja",
                    "- Piqeni mishin me gjalpë dhe pak ujë në furrë për rreth një orë.",
                    "- Skuqni miellin në gjalpë, hiqeni nga zjarri dhe përzieni me kosin dhe vezët.",
                    "- Hidheni përzierjen mbi mish dhe piqeni në 200 gradë për 30 minuta, derisa të marrë ngjyrë të artë.",
                ],
                stamp="03 Dhjetor 2026, 12:00",
                recipe=True,
            )
        )
        add(
            page(
                "podcast",
                "/podcast/episodi-48-qirate-ne-tirane/",
                "audio",
                "Podcast | Episodi 48: Çfarë po ndodh me qiratë në Tiranë?",
                "podcast-episode-player",
                [
                    "Në episodin e kësaj jave flasim me dy studentë dhe një agjent imobiliar për rritjen e qirave në kryeqytet. Kohëzgjatja: 34 minuta."
                ],
                stamp="02 Dhjetor 2026, 18:00",
            )
        )
        for key, path, lines, shape, pg in (
            ("festat", "/2026/12/04/tirana-gati-per-festat/", FESTAT_1, "wp-multipage-post-page1", 1),
            ("festat2", "/2026/12/04/tirana-gati-per-festat/2/", FESTAT_2, "wp-multipage-post-page2", 2),
        ):
            add(
                story(
                    key,
                    path,
                    "Tirana gati për festat: çfarë pritet në Sheshin Skënderbej",
                    "2026-12-04",
                    "2026-12-04T09:40:00+01:00",
                    "04 Dhjetor 2026, 09:40",
                    ["Arben Hoxha"],
                    lines,
                    shape,
                    section="Aktualitet",
                    pg=pg,
                    ld="yoast",
                    tags=True,
                )
            )
        add(
            story(
                "pensione",
                "/2026/12/03/qeveria-miraton-rritjen-e-pensioneve/",
                "Qeveria miraton rritjen e pensioneve nga janari",
                "2026-12-03",
                "2026-12-03T16:20:00+01:00",
                "03 Dhjetor 2026, 16:20",
                ["Elira Shehu"],
                [
                    "Këshilli i Ministrave miratoi të mërkurën vendimin për rritjen e pensioneve me 6 për qind, duke filluar nga 1 janari i vitit 2027. Rritjen do ta përfitojnë rreth 700 mijë pensionistë në qytet dhe në fshat.",
                    "Sipas Ministrisë së Financave, pensioni minimal urban do të shkojë në 16 500 lekë në muaj, ndërsa ai rural në 10 200 lekë. Kostoja e masës për buxhetin e shtetit vlerësohet në rreth 14 miliardë lekë në vit.",
                    "„Kjo rritje është më e larta e pesë viteve të fundit dhe e tejkalon inflacionin e pritshëm. Pensionistët do ta shohin ndryshimin që me pagesën e janarit”, tha ministrja e Financave, Anila Dervishi, gjatë një konference për shtyp.",
                    "## Bonus para festave",
                    "Përveç rritjes, qeveria vendosi që pensionistët me të ardhura të ulëta të përfitojnë një bonus prej 5 000 lekësh para festave të fundvitit. Pagesa do të kryhet automatikisht, pa pasur nevojë për aplikim, deri më 20 dhjetor.",
                    "Shoqatat e pensionistëve e mirëpritën vendimin, por kujtojnë se çmimet e ushqimeve dhe të energjisë janë rritur më shpejt se pensionet. „Me 16 mijë lekë në muaj nuk mund të jetosh në Tiranë, ku vetëm qiraja kushton më shumë”, tha kryetari i Shoqatës së Pensionistëve, Petrit Kola.",
                    "Ekonomistët vlerësojnë se rritja është e përballueshme për buxhetin, por paralajmërojnë se sistemi i pensioneve mbetet në deficit për shkak të numrit të ulët të kontribuuesve. Sipas të dhënave zyrtare, për çdo pensionist ka vetëm rreth 1,3 punonjës që paguajnë kontribute.",
                    "Ministria e Financave njoftoi se në vitin 2027 do të nisë edhe reforma e sistemit të pensioneve, e cila synon të nxisë kursimet vullnetare dhe të rrisë numrin e kontribuuesve.",
                ],
                "wp-post-yoast",
                section="Aktualitet",
                ld="yoast",
                tags=True,
            )
        )
        add(
            story(
                "porti",
                "/2026/12/03/porti-turistik-i-durresit-2028/",
                "Porti turistik i Durrësit do të përfundojë në vitin 2028",
                "2026-12-03",
                "2026-12-02T23:15:00+00:00",
                "03 Dhjetor 2026, 00:15",
                ["Arben Hoxha"],
                [
                    "Punimet për portin e ri turistik të Durrësit po ecin sipas afatit dhe vepra pritet të përfundojë në verën e vitit 2028, njoftoi mbrëmë, pas një inspektimi në kantier, drejtori i Autoritetit Portual, Erion Shkurti.",
                    "Porti, i cili po ndërtohet në zonën e ish-kantierit detar, do të ketë 850 vendankorime për jahte dhe anije turistike, si dhe një terminal të ri për anijet e lundrimit turistik. Investimi arrin në rreth 180 milionë euro dhe financohet nga një konsorcium privat.",
                    "„Durrësi do të bëhet porta kryesore e turizmit detar në Adriatik. Vetëm terminali i ri do të mund të presë deri në 300 mijë pasagjerë në vit”, tha Shkurti.",
                    "Krahas portit, projekti parashikon ndërtimin e një promenade të re bregdetare, hoteleve, restoranteve dhe hapësirave publike. Autoritetet premtojnë se të paktën 40 për qind e sipërfaqes do të jetë e hapur për publikun.",
                    "Banorët e lagjeve përreth shprehin shqetësim për trafikun dhe ndotjen gjatë punimeve. „Kamionët kalojnë ditë e natë. Pluhuri hyn në shtëpi dhe fëmijët nuk mund të luajnë jashtë”, tha për gazetën tonë Mimoza Çela, banore e lagjes nr. 1.",
                    "Drejtoria e Portit thotë se nga fillimi i vitit të ardhshëm kamionët do të kalojnë në një rrugë alternative dhe se zona e kantierit spërkatet rregullisht me ujë për të ulur pluhurin.",
                    "Bashkia e Durrësit vlerëson se porti do të krijojë rreth 2 000 vende pune të përhershme dhe do ta zgjasë sezonin turistik përtej muajve të verës.",
                ],
                "wp-post-yoast-utc",
                section="Ekonomi",
                ld="yoast",
            )
        )
        add(
            story(
                "termet",
                "/2026/12/04/termet-ne-elbasan/",
                "Tërmet 3.8 ballë në Elbasan, nuk raportohen dëme",
                "2026-12-04",
                "2026-12-04T11:58:00+01:00",
                "04 Dhjetor 2026, 11:58",
                [],
                [
                    "Një tërmet me magnitudë 3.8 ballë u regjistrua sot në orën 11:42 në zonën e Elbasanit, njoftoi Instituti i Gjeoshkencave. Epiqendra ishte rreth 8 kilometra në juglindje të qytetit, në thellësi 10 kilometra.",
                    "Lëkundja u ndie nga banorët e Elbasanit, Cërrikut dhe Gramshit. Sipas Prefekturës, deri tani nuk janë raportuar dëme në banesa apo të lënduar.",
                ],
                "brief-agency-desk-user",
                section="Aktualitet",
                ld="yoast",
                wp_user="Redaksia",
                credit="Burimi: ATA",
            )
        )
        add(
            story(
                "opinion",
                "/2026/12/02/pse-femijet-tane-nuk-lexojne-me/",
                "Pse fëmijët tanë nuk lexojnë më",
                "2026-12-02",
                "2026-12-02T08:30:00+01:00",
                "02 Dhjetor 2026, 08:30",
                ["Blerina Gjoka"],
                [
                    "Para disa javësh pyeta nxënësit e një klase të tetë në Tiranë se cilin libër kishin lexuar së fundmi jashtë programit shkollor. Nga njëzet e gjashtë nxënës, vetëm katër dinin të më përgjigjeshin. Të tjerët buzëqeshën me siklet, ndërsa njëri tha me sinqeritet se librin e fundit e kishte lexuar „në klasë të pestë, për detyrë”.",
                    "Nuk dua të fajësoj fëmijët. Ata rriten në një botë ku telefoni ofron argëtim të menjëhershëm dhe pa përpjekje, ndërsa libri kërkon durim dhe vëmendje. Por pyetja që duhet të bëjmë ne të rriturit është: çfarë po bëjmë për t'i ndihmuar që ta zbulojnë kënaqësinë e leximit?",
                    "Përgjigjja, fatkeqësisht, është: shumë pak. Shumica e shkollave nuk kanë bibliotekë funksionale, e kur e kanë, librat janë të vjetër dhe të zgjedhur pa kujdes. Mësuesit, të ngarkuar me programe të rënda dhe me dokumentacion, rrallë gjejnë kohë për orë leximi të lirë.",
                    "Në familje situata nuk është më e mirë. Sipas një studimi të fundit, më shumë se gjysma e familjeve shqiptare kanë në shtëpi më pak se dhjetë libra. Fëmijët që nuk i shohin prindërit të lexojnë, rrallë bëhen vetë lexues.",
                    "Ka zgjidhje dhe ato nuk janë të shtrenjta. Njëzet minuta lexim i lirë çdo ditë në shkollë, biblioteka klasash me libra të zgjedhur nga vetë nxënësit, takime me shkrimtarë, klube leximi në bibliotekat e qyteteve. Vende si Finlanda dhe Estonia e kanë bërë leximin pjesë të përditshmërisë dhe rezultatet duken në çdo vlerësim ndërkombëtar.",
                    "Leximi nuk është luks, as hobi për pak veta. Është aftësia mbi të cilën ndërtohet gjithçka tjetër: të kuptuarit, mendimi kritik, empatia. Një shoqëri që nuk lexon është një shoqëri që manipulohet më lehtë. Ja pse kjo çështje nuk duhet t'u lihet vetëm mësuesve të letërsisë.",
                ],
                "opinion-jsonld-org-author",
                section="Opinion",
                ld="org",
                kicker="Opinion",
                bio="Blerina Gjoka është mësuese e letërsisë dhe autore e dy librave për fëmijë.",
            )
        )
        add(
            story(
                "sport",
                "/2026/12/04/kombetarja-meson-kundershtaret/",
                "Kombëtarja mëson kundërshtarët në kualifikueset për Europianin 2028",
                "2026-12-04",
                None,
                "04 Dhjetor 2026, 19:25",
                ["Dritan Leka"],
                [
                    "Kombëtarja shqiptare e futbollit do të përballet me Kroacinë, Austrinë, Finlandën dhe Maltën në grupin D të kualifikueseve për Kampionatin Europian 2028, u vendos sot në shortin e zhvilluar në Nyon të Zvicrës.",
                    "Skuadra kuqezi do ta nisë rrugëtimin më 25 mars me ndeshjen në shtëpi kundër Finlandës, ndërsa takimin e parë me Kroacinë, favoriten e grupit, do ta luajë në Zagreb në qershor.",
                    "„Është një grup i vështirë, por i balancuar. Kroacia është favorite, por me Austrinë dhe Finlandën mund të luajmë për vendin e dytë. Kemi një skuadër të re dhe të uritur”, deklaroi pas shortit trajneri i Kombëtares, Ervin Hasani.",
                    "Dy skuadrat e para të secilit grup kualifikohen drejtpërdrejt në turneun përfundimtar, ndërsa skuadrat e treta me renditjen më të mirë do të luajnë në play-off.",
                    "Shqipëria ka marrë pjesë në dy nga tre kampionatet e fundit europiane dhe tifozët shpresojnë që edhe këtë herë skuadra të jetë e pranishme në turneun përfundimtar.",
                    "Federata Shqiptare e Futbollit njoftoi se biletat për ndeshjen e parë në „Arena Kombëtare” do të dalin në shitje në fillim të shkurtit. Çmimet do të variojnë nga 1 000 deri në 5 000 lekë.",
                    "Para nisjes së kualifikueseve, Kombëtarja do të zhvillojë një grumbullim në Antalia në janar, ku do të luajë dy ndeshje miqësore.",
                ],
                "wp-post-no-jsonld",
                section="Sport",
                ld=None,
            )
        )

    # ---- templates -----------------------------------------------------------------------------------------
    def ld_for(self, doc: Doc) -> str:
        kind = doc.extra.get("ld")
        if not doc.is_article and not doc.extra.get("recipe"):
            graph = [
                {
                    "@type": "CollectionPage" if "list" in doc.extra else "WebPage",
                    "@id": self.url(doc.key),
                    "url": self.url(doc.key),
                    "name": doc.title,
                    "inLanguage": "sq",
                },
                {"@type": "WebSite", "@id": f"{self.origin}/#website", "name": "Lajmi i Ditës"},
            ]
            return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
        if doc.extra.get("recipe"):
            ld = {
                "@context": "https://schema.org",
                "@type": "Recipe",
                "name": doc.title,
                "author": {"@type": "Person", "name": "Lajmi i Ditës"},
                "datePublished": "2026-12-03T12:00:00+01:00",
                "recipeYield": "4",
                "recipeIngredient": [i for b in doc.blocks if b[0] == "ul" for i in b[1]][:6],
            }
            return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
        if kind == "yoast":
            person = doc.extra.get("wp_user") or doc.authors[0]
            graph = [
                {
                    "@type": "NewsArticle",
                    "@id": self.url(doc.key) + "#article",
                    "isPartOf": {"@id": self.url(doc.key)},
                    "author": {"name": person, "@id": f"{self.origin}/#/schema/person/{len(person) * 7919}"},
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "articleSection": [doc.section],
                    "inLanguage": "sq",
                },
                {
                    "@type": "WebPage",
                    "@id": self.url(doc.key),
                    "url": self.url(doc.key),
                    "name": f"{doc.title} - Lajmi i Ditës",
                    "datePublished": doc.iso,
                },
                {"@type": "Person", "@id": f"{self.origin}/#/schema/person/{len(person) * 7919}", "name": person},
            ]
            return f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
        if kind == "org":
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": {"@type": "Organization", "name": "Lajmi i Ditës"},
                "publisher": {"@type": "Organization", "name": "Lajmi i Ditës"},
            }
            return f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
        return ""

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Ballina"),
                ("aktualitet", "Aktualitet"),
                ("/kategoria/politike/", "Politikë"),
                ("/kategoria/ekonomi/", "Ekonomi"),
                ("/kategoria/sport/", "Sport"),
                ("/kategoria/opinion/", "Opinion"),
                ("/kategoria/kuzhina/", "Kuzhina"),
                ("/podcast/", "Podcast"),
            )
        )
        meta = [
            f"<title>{esc(doc.title)} - Lajmi i Ditës</title>"
            if doc.kind != "home"
            else "<title>Lajmi i Ditës - Lajmet e fundit nga Shqipëria dhe bota</title>"
        ]
        if doc.kind != "search":
            meta.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}" />')
        else:
            meta.append('<meta name="robots" content="noindex, follow" />')
        meta.append(
            f'<meta property="og:locale" content="sq_AL" />\n<meta property="og:type" content="{"article" if doc.is_article or doc.extra.get("recipe") else "website"}" />\n<meta property="og:title" content="{esc(doc.title)}" />\n<meta property="og:site_name" content="Lajmi i Ditës" />'
        )
        if doc.is_article and doc.iso:
            meta.append(f'<meta property="article:published_time" content="{doc.iso}" />')
        if doc.is_article and doc.authors:
            meta.append(f'<meta name="author" content="{esc(doc.authors[0])}" />')
        if doc.extra.get("pg") == 1:
            meta.append(f'<link rel="next" href="{self.url("festat2")}" />')
        if doc.extra.get("pg") == 2:
            meta.append(f'<link rel="prev" href="{self.url("festat")}" />')
        meta.append(self.ld_for(doc))
        body_cls = (
            "post-template-default single single-post single-format-standard"
            if doc.is_article or doc.extra.get("recipe")
            else ("home blog" if doc.kind == "home" else "archive")
        )
        popular = "".join(
            f'<div class="jeg_post jeg_pl_sm"><h3 class="jeg_post_title">{self.a(k, self.docs[k].title, "aside")}</h3></div>'
            for k in ("festat", "pensione", "sport", "porti")
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="sq">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
{chr(10).join(m for m in meta if m)}
<meta name="generator" content="WordPress 6.6.2" />
<link rel="stylesheet" id="jnews-frontend-css" href="/wp-content/themes/jnews/assets/dist/frontend.min.css?ver=11.6.3" media="all" />
<link rel="alternate" type="application/rss+xml" title="Lajmi i Ditës &raquo; Feed" href="{self.origin}/feed/" />
<link rel="https://api.w.org/" href="{self.origin}/wp-json/" />
<style>/*PAD*/</style>
</head>
<body class="{body_cls} jeg_toggle_light jnews">
<div class="jeg_ad jeg_ad_top jnews_header_top_ads"></div>
<div class="jeg_header normal"><div class="jeg_topbar"><span class="jeg_top_date">E premte, 4 Dhjetor 2026</span> <a href="https://www.facebook.com/lajmiidites">Facebook</a> <a href="https://www.instagram.com/lajmiidites">Instagram</a></div>
<div class="jeg_midbar"><div class="jeg_logo">{self.a("home", "Lajmi i Ditës", "nav")}</div></div>
<div class="jeg_bottombar"><ul class="jeg_menu jeg_main_menu">{nav}</ul><form action="/" method="get" class="jeg_search_form"><input name="s" class="jeg_search_input" placeholder="Kërko..." type="text"></form></div></div>
<div class="jeg_main">
{main}
<div class="jeg_sidebar"><div class="widget widget_jnews_module_block"><div class="jeg_block_heading"><h3 class="jeg_block_title">Më të lexuarat</h3></div>{popular}</div>
<div class="widget widget_mc4wp_form_widget"><h3>Abonohu</h3><p>Merrni lajmet kryesore çdo mëngjes në e-mail.</p><input type="email" name="EMAIL"><button>Abonohu</button></div></div>
</div>
<div class="jeg_footer"><div class="jeg_footer_primary"><ul class="jeg_menu_footer"><li>{self.a("about", "Rreth nesh", "footer")}</li><li>{self.a("privacy", "Politika e privatësisë", "footer")}</li><li><a href="/kontakt/">Kontakt</a></li><li><a href="/reklama/">Reklama</a></li><li><a href="/feed/">RSS</a></li></ul>
<p class="copyright">© 2026 Lajmi i Ditës. Të gjitha të drejtat të rezervuara. Ndalohet riprodhimi pa lejen e redaksisë.</p></div></div>
<div id="cookie-notice" class="cn-notice-container">Ne përdorim cookies për t'ju ofruar përvojën më të mirë në faqen tonë. <a href="#" id="cn-accept-cookie" class="cn-button">Pranoj</a> {self.a("privacy", "Politika e privatësisë", "footer")}</div>
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="/wp-content/themes/jnews/assets/dist/frontend.min.js?ver=11.6.3" id="jnews-frontend-js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            a = doc.authors[0]
            byline = f'<div class="jeg_meta_author"><span class="meta_text">Nga:</span> {self.a("author" if a == "Arben Hoxha" else f"/author/{AUTHORS[a]}/", a, "byline")}</div>'
        else:
            byline = f'<div class="jeg_meta_author">{esc(doc.extra.get("credit", ""))}</div>'
        kicker = f'<div class="jeg_post_category"><span>{esc(doc.extra.get("kicker") or doc.section)}</span></div>'
        pagelinks = ""
        if doc.extra.get("pg"):
            one = (
                self.a("festat", "1", "pagination", PPN)
                if doc.extra["pg"] == 2
                else '<span class="post-page-numbers current">1</span>'
            )
            two = (
                self.a("festat2", "2", "pagination", PPN)
                if doc.extra["pg"] == 1
                else '<span class="post-page-numbers current">2</span>'
            )
            nxt = (
                f" {self.a('festat2', 'Faqja tjetër »', 'pagination')}"
                if doc.extra["pg"] == 1
                else f" {self.a('festat', '« Faqja e mëparshme', 'pagination')}"
            )
            pagelinks = f'<div class="page-links"><span class="page-links-title">Faqja:</span> {one} {two}{nxt}</div>'
        bio = ""
        if doc.extra.get("bio"):
            bio = f'<div class="jeg_authorbox"><div class="jeg_author_content"><h3 class="jeg_author_name">{esc(doc.authors[0])}</h3><p class="jeg_author_desc">{esc(doc.extra["bio"])}</p></div></div>'
        tags = ""
        if doc.extra.get("tags"):
            tags = f'<div class="jeg_post_tags"><span>Tags:</span> {self.a("tag", "Tirana", "content")} <a href="/tag/festat/" rel="tag">festat</a></div>'
        related = "".join(
            f'<div class="jeg_post"><h3 class="jeg_post_title">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in STORIES
            if k != doc.key and not (doc.key == "festat2" and k == "festat")
        )
        comments_count = {"festat": 4, "festat2": 4, "pensione": 11, "opinion": 7}.get(doc.key, 0)
        return f"""<div class="jeg_main_content"><div class="jeg_inner_content">
<div class="jeg_breadcrumbs"><span>{self.a("home", "Ballina", "nav")}</span> » <span>{esc(doc.section)}</span></div>
<div class="entry-header">{kicker}
<h1 class="jeg_post_title">{esc(doc.title)}</h1>
<div class="jeg_meta_container"><div class="jeg_post_meta jeg_post_meta_1">{byline}<div class="jeg_meta_date"><a href="{esc(self.href(doc.key))}">{doc.stamp}</a></div><div class="jeg_meta_comment"><a href="#comments">{comments_count} komente</a></div></div></div></div>
<div class="jeg_share_top_container"><div class="jeg_share_button"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" class="jeg_btn-facebook">Shpërndaje</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}" class="jeg_btn-twitter">Tweet</a> <a href="whatsapp://send?text={esc(self.url(doc.key))}" class="jeg_btn-whatsapp">WhatsApp</a></div></div>
<div class="entry-content no-share"><div class="content-inner">
{self.blocks(doc)}
{pagelinks}
</div></div>
{tags}
{bio}
<div class="jnews_related_post_container"><div class="jeg_block_heading"><h3 class="jeg_block_title">Lajme të ngjashme</h3></div>{related}</div>
<div id="comments" class="jeg_comments"><h3 class="comments-title">{comments_count} komente</h3><div id="respond" class="comment-respond"><h3>Lini një koment</h3><form action="/wp-comments-post.php" method="post" id="commentform"><textarea name="comment"></textarea><input name="author" placeholder="Emri"><input name="email" placeholder="Email"><input type="submit" value="Dërgo komentin"></form></div></div>
</div></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            stamp = d.stamp or d.extra.get("stamp", "")
            items.append(
                f'<article class="jeg_post jeg_pl_lg_2"><div class="jeg_postblock_content"><h3 class="jeg_post_title">{self.a(k, d.title, "content")}</h3><div class="jeg_post_meta"><div class="jeg_meta_date">{esc(stamp)}</div></div><div class="jeg_post_excerpt"><p>{esc(self.lede(d))}</p></div></div></article>'
            )
        for i in doc.extra.get("others", []):
            day, slug, head, t = OTHER[i]
            items.append(
                f'<article class="jeg_post jeg_pl_md_2"><h3 class="jeg_post_title"><a href="/{day}/{slug}/">{esc(head)}</a></h3><div class="jeg_meta_date">{t}</div></article>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="jeg_navigation jeg_pagination"><span class="page_number active">1</span> {self.a(doc.extra["more"], "2", "pagination", PN)} <a class="page_number" href="/kategoria/aktualitet/page/3/">3</a> {self.a(doc.extra["more"], "Tjetra »", "pagination", NX)}</div>'
        elif doc.key == "aktualitet2":
            pager = f'<div class="jeg_navigation jeg_pagination">{self.a("aktualitet", "« Para", "pagination", PV)} {self.a("aktualitet", "1", "pagination", PN)} <span class="page_number active">2</span></div>'
        extra = ""
        if doc.kind == "home":
            extra = f'<div class="jeg_trending">Në trend: {self.a("tag", "#Tirana", "content")} {self.a("author", "Arben Hoxha", "content")} {self.a("search", "pensione", "content")}</div>'
        if doc.kind == "author":
            extra = '<div class="jeg_author_wrap"><p class="jeg_author_desc">Arben Hoxha është gazetar i rubrikës Aktualitet, mbulon Tiranën dhe Durrësin.</p></div>'
        head = {"tag": "Etiketa: ", "author": "Autori: "}.get(doc.kind, "")
        return f'<div class="jeg_main_content"><div class="jeg_archive_header"><h1 class="jeg_archive_title">{esc(head)}{esc(doc.title)}</h1></div>{extra}<div class="jeg_postblock_5 jeg_postblock">{"".join(items)}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.extra.get("recipe"):
            return f'<div class="jeg_main_content"><h1 class="jeg_post_title">{esc(doc.title)}</h1><div class="jeg_meta_date">{doc.extra["stamp"]}</div><div class="content-inner"><div class="wprm-recipe-container"><div class="wprm-recipe">\n{self.blocks(doc)}\n<div class="wprm-recipe-meta">Koha e përgatitjes: 20 min · Koha e gatimit: 1 orë 30 min · Porcione: 4</div></div></div></div><div class="jnews_related_post_container">{self.a("home", "Kthehu në ballinë", "content")}</div></div>'
        if doc.kind == "audio":
            return f'<div class="jeg_main_content"><h1 class="jeg_post_title">{esc(doc.title)}</h1><div class="jeg_meta_date">{doc.extra["stamp"]}</div><div class="podcast-player"><audio controls preload="none" src="https://media.lajmiidites.test/podcast/ep48.mp3"></audio></div><p class="podcast-summary">{esc(doc.blocks[0][1])}</p><div class="podcast-links"><a href="https://open.spotify.test/show/lajmi">Spotify</a> <a href="https://podcasts.apple.test/lajmi">Apple Podcasts</a></div></div>'
        return f'<div class="jeg_main_content"><div class="entry-header"><h1 class="jeg_post_title">{esc(doc.title)}</h1></div><div class="content-inner">\n{self.blocks(doc)}\n</div></div>'
