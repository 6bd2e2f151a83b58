# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Dnevni puls: an Index.hr-like Croatian portal (`/vijesti/clanak/<slug>/<id>.aspx`, `/vijesti`,
`/vijesti?stranica=2`, `/galerija/<slug>/<id>.aspx`, `/tag/<slug>`, `/autori/<slug>`, `/trazi?upit=`), UTF-8 with
`<meta charset>` and the header. Dates "4.12.2026. u 09:15" (Zagreb, +01:00); bylines "Piše: Ana Horvat" (two names
joined by "i"); an agency credit "Izvor: Hina" with no person. Metadata: `NewsArticle` JSON-LD in +01:00 on most
stories, the flu story in **UTC** (23:20Z = 4 Dec 00:20 in Zagreb), the football story with the **site as author**
(an Organization) while a person is printed. The **Magazin** section still runs on the **old ASP template**
(`/magazin/default.asp`, `/magazin/clanak.asp?id=…`, tables and `<font>`), served in **windows-1250 declared by the
HTTP header only** (no `<meta charset>`), no JSON-LD, dates "četvrtak, 3.12.2026. 16:40". A photo gallery (captions
only) is not an article."""

from __future__ import annotations

import json

from common import Base, PerPageCharset, page, story
from sitekit import Doc, css_rules, esc

STORIES = ["luka", "tramvaj", "nekretnine", "potres", "komentar", "hajduk", "gripa"]
OLD = {"encoding": "cp1250", "content_type": "text/html; charset=windows-1250"}
AUTHORS = {
    "Ana Horvat": "ana-horvat",
    "Ivan Kovačević": "ivan-kovacevic",
    "Marija Babić": "marija-babic",
    "Tomislav Jurić": "tomislav-juric",
    "Goran Marić": "goran-maric",
    "Luka Perić": "luka-peric",
    "Petra Šimić": "petra-simic",
    "Sanja Vuković": "sanja-vukovic",
}
OTHER = [
    (
        "vijesti",
        "rijeka-novi-autobusni-kolodvor",
        2612401,
        "Rijeka dobiva novi autobusni kolodvor na Žabici",
        "4.12.2026. u 10:02",
    ),
    (
        "vijesti",
        "dubrovnik-ogranicenje-kruzera",
        2612377,
        "Dubrovnik od iduće godine ograničava broj kruzera na dva dnevno",
        "4.12.2026. u 08:41",
    ),
    (
        "vijesti",
        "osijek-most-drava-obnova",
        2612350,
        "Pješački most na Dravi zatvoren zbog obnove do ožujka",
        "3.12.2026. u 21:10",
    ),
    (
        "vijesti",
        "skole-zimski-praznici-datumi",
        2612318,
        "Poznati datumi zimskih praznika: učenici na odmor od 23. prosinca",
        "3.12.2026. u 17:35",
    ),
    (
        "vijesti",
        "hzzo-dopunsko-osiguranje",
        2612290,
        "HZZO: dopunsko osiguranje od siječnja ne poskupljuje",
        "3.12.2026. u 13:20",
    ),
    ("sport", "vaterpolisti-jadran-pobjeda", 2612275, "Vaterpolisti Jadrana slavili u Barceloni", "3.12.2026. u 22:45"),
    (
        "vijesti",
        "zadar-zracna-luka-rekord",
        2612233,
        "Zračna luka Zadar oborila rekord po broju putnika",
        "2.12.2026. u 15:00",
    ),
    (
        "vijesti",
        "pula-arena-obnova-natjecaj",
        2612207,
        "Raspisan natječaj za obnovu podzemnih prostorija pulske Arene",
        "2.12.2026. u 11:25",
    ),
    (
        "vijesti",
        "slavonija-poplave-sanacija",
        2612180,
        "Država za sanaciju nasipa u Slavoniji izdvaja 22 milijuna eura",
        "1.12.2026. u 19:40",
    ),
]
OLD_OTHER = [
    (88390, "Zimske čizme: što nositi ove sezone", "2.12.2026. 11:05"),
    (88377, "Pet izleta za adventski vikend u kontinentalnoj Hrvatskoj", "1.12.2026. 14:30"),
    (88351, "Sarmu kuhajte dan ranije: savjeti naših baka", "30.11.2026. 09:15"),
    (88340, "Kako preživjeti blagdanski shopping bez stresa", "28.11.2026. 17:50"),
]


class Puls(PerPageCharset, Base):
    origin = "https://www.dnevnipuls.test"
    name = "Dnevni puls"
    prefix = "dpu"
    language = "hr"
    default_encoding = "utf-8"
    default_content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dpu",
            [
                ".main-menu",
                ".article-title-holder",
                ".text.vijesti-text",
                ".first-news-holder",
                ".gallery-holder",
                ".footer-nav",
                ".related-news",
                "td.old-text",
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
                "Dnevni puls",
                "index-like-home",
                list=["luka", "gripa", "tramvaj", "nekretnine", "potres", "komentar", "hajduk", "galerija"],
                others=[0, 1, 2, 3, 5],
            )
        )
        add(
            page(
                "vijesti",
                "/vijesti",
                "section",
                "Vijesti",
                "section-front",
                list=["luka", "gripa", "tramvaj", "potres"],
                others=[0, 1, 2, 3],
                more="vijesti2",
            )
        )
        add(
            page(
                "vijesti2",
                "/vijesti?stranica=2",
                "section",
                "Vijesti",
                "section-page2",
                list=["nekretnine"],
                others=[4, 6, 7, 8],
            )
        )
        add(
            page(
                "magazin",
                "/magazin/default.asp",
                "section",
                "Magazin",
                "old-asp-section-cp1250",
                list=["pekara"],
                old=True,
                **OLD,
            )
        )
        add(page("tag", "/tag/split", "tag", "Split", "tag-page", list=["luka", "hajduk", "nekretnine"]))
        add(page("author", "/autori/ana-horvat", "author", "Ana Horvat", "author-page", list=["luka"], others=[1, 7]))
        add(
            page(
                "search",
                "/trazi?upit=gripa",
                "search",
                "Rezultati pretraživanja za: gripa",
                "search-results",
                list=["gripa"],
                others=[4],
            )
        )
        add(
            page(
                "impressum",
                "/impressum",
                "about",
                "Impressum",
                "impressum",
                [
                    "Dnevni puls je informativni portal u vlasništvu tvrtke Puls mediji d.o.o., Savska cesta 41, 10000 Zagreb. OIB: 00000000000.",
                    "## Uredništvo",
                    "- Glavni urednik: Krešimir Bošnjak",
                    "- Zamjenica glavnog urednika: Ana Horvat",
                    "- Urednik sporta: Luka Perić",
                    "- Urednica Magazina: Sanja Vuković",
                    "Kontakt: redakcija@dnevnipuls.test, telefon 01 0000 000. Za dojave nam pišite na dojave@dnevnipuls.test ili na WhatsApp broj objavljen u aplikaciji.",
                    "Portal je upisan u Upisnik pružatelja elektroničkih publikacija Agencije za elektroničke medije.",
                ],
            )
        )
        add(
            page(
                "uvjeti",
                "/uvjeti-koristenja",
                "policy",
                "Uvjeti korištenja",
                "policy-terms",
                [
                    "Zadnja izmjena: 15. listopada 2026.",
                    "Sadržaj portala Dnevni puls zaštićen je autorskim pravom. Prenošenje tekstova dopušteno je isključivo uz navođenje izvora i poveznicu na izvorni članak, a fotografija samo uz pisano dopuštenje.",
                    "## Komentari",
                    "Korisnici su odgovorni za sadržaj svojih komentara. Uredništvo zadržava pravo brisanja komentara koji sadrže uvrede, govor mržnje ili oglašavanje te blokiranja korisnika koji krše pravila.",
                    "## Kolačići i privatnost",
                    "Portal koristi kolačiće za mjerenje posjećenosti i prikaz oglasa. Postavke privole možete promijeniti u bilo kojem trenutku putem poveznice Postavke kolačića u podnožju stranice.",
                ],
            )
        )
        add(
            page(
                "galerija",
                "/galerija/advent-zagreb-otvoren/2612366.aspx",
                "gallery",
                "FOTO Advent u Zagrebu otvoren: pogledajte prizore s Trga bana Jelačića",
                "photo-gallery-captions",
                [
                    "FIG: Adventski vijenac na Trgu | Paljenjem prve svijeće na adventskom vijencu u subotu je službeno otvoren Advent u Zagrebu",
                    "FIG: Kućice na Zrinjevcu | Na Zrinjevcu je ove godine postavljeno 80 drvenih kućica",
                    "FIG: Klizalište na Tomislavcu | Klizalište na Trgu kralja Tomislava radi svaki dan od 10 do 22 sata",
                    "FIG: Fritule i kuhano vino | Kuhano vino ove godine stoji od 4 do 5 eura",
                    "FIG: Zbor na pozornici | Dječji zbor otvorio je program na glavnoj pozornici",
                    "FIG: Šetnja Strossmayerovim šetalištem | Na Strossmayerovom šetalištu ponovno su svjetleći ukrasi i štandovi s rukotvorinama",
                ],
                stamp="4.12.2026. u 18:30",
            )
        )
        add(
            story(
                "luka",
                "/vijesti/clanak/split-dobiva-novi-trajektni-terminal/2612388.aspx",
                "Split dobiva novi trajektni terminal, radovi počinju u ožujku",
                "2026-12-04",
                "2026-12-04T09:15:00+01:00",
                "4.12.2026. u 09:15",
                ["Ana Horvat"],
                [
                    "Lučka uprava Split potpisala je u četvrtak ugovor o izgradnji novog trajektnog terminala na Gatu svetog Duje, vrijedan 38 milijuna eura. Radovi bi trebali početi u ožujku, a završetak se očekuje prije turističke sezone 2028. godine.",
                    "Novi terminal imat će šest vezova za trajekte, natkriveno čekalište za 1500 putnika i zasebne trake za ukrcaj osobnih vozila i kamiona. Time bi se, tvrde u Lučkoj upravi, trebale smanjiti ljetne gužve u gradskoj luci, kroz koju u vrhu sezone dnevno prođe i više od 40.000 putnika.",
                    "„Ljeti imamo kolone automobila koje se protežu sve do Poljičke ceste, a putnici satima čekaju na suncu bez ikakve zaštite. Novi terminal to će riješiti jednom zauvijek”, rekao je ravnatelj Lučke uprave Split Josip Bilić.",
                    "FIG: Gradska luka Split | Trajektna luka u Splitu u vrhu sezone (Foto: Dnevni puls)",
                    "## Promet kroz centar ostaje problem",
                    "Gradske vlasti pozdravljaju projekt, ali upozoravaju da novi terminal neće riješiti problem prometa na prilazu luci. Svi automobili koji idu na trajekte i dalje će prolaziti Ulicom domovinskog rata i pored autobusnog kolodvora.",
                    "„Bez nove prometnice od Stobreča do luke teško je očekivati velike promjene. Luka će biti moderna, ali će se u nju i dalje ulaziti kroz isto usko grlo”, upozorio je pročelnik za promet Marin Tomić.",
                    "Prema planu, dio radova izvodit će se noću kako bi se što manje ometao promet prema otocima. Tijekom zime trajekti za Brač, Hvar i Šoltu isplovljavat će s privremenih vezova u istočnom dijelu luke, o čemu će putnici biti pravodobno obaviješteni.",
                    "Projekt se s 85 posto financira iz europskih fondova, a ostatak osiguravaju država i Lučka uprava. Na natječaj su se javile četiri tvrtke, a posao je dobila zajednica ponuditelja predvođena splitskom tvrtkom Jadran gradnja.",
                    "Otočani su vijest dočekali s olakšanjem, ali i sa skepsom. „O novom terminalu slušamo već deset godina. Vjerovat ćemo kad se ukrcamo”, kazala je Vesna Radić iz Supetra, koja na posao u Split putuje svaki dan.",
                ],
                "story-jsonld",
                section="Vijesti",
                tags=True,
            )
        )
        add(
            story(
                "tramvaj",
                "/vijesti/clanak/zet-novi-vozni-red-tramvaji/2612342.aspx",
                "Zagrebački tramvaji od siječnja voze po novom voznom redu",
                "2026-12-03",
                "2026-12-03T16:05:00+01:00",
                "3.12.2026. u 16:05",
                ["Ivan Kovačević"],
                [
                    "Zagrebački električni tramvaj od 7. siječnja uvodi novi vozni red kojim se ukida linija 8 te mijenjaju trase linija 4 i 14, objavio je u srijedu ZET. Promjene su, navode, posljedica radova na obnovi pruge u Savskoj cesti, koji će trajati do kraja svibnja.",
                    "Umjesto linije 8 putnicima će na raspolaganju biti pojačana linija 5, koja će u jutarnjim satima prometovati svakih šest minuta. Linija 4 vozit će preko Glavnog kolodvora do Dubrave, dok će linija 14 skraćeno prometovati do Zapruđa.",
                    "„Svjesni smo da će promjene zahtijevati prilagodbu, ali obnova pruge u Savskoj više se nije mogla odgađati. Tračnice su stare više od trideset godina”, izjavila je predsjednica Uprave ZET-a Ivana Lovrić.",
                    "## Autobusi umjesto tramvaja",
                    "Na dionici od Vodnikove do Studentskog centra, gdje tramvaji neće prometovati, uvodi se zamjenski autobusni prijevoz. Autobusi će voziti svakih deset minuta, a noću svakih pola sata.",
                    "Udruga Sindikat biciklista upozorila je da bi radovi mogli dodatno otežati ionako tešku situaciju za bicikliste u tom dijelu grada te zatražila privremenu biciklističku stazu uz gradilište.",
                    "Putnici su na društvenim mrežama najviše komentirali ukidanje linije 8, kojom se dnevno preveze oko 12.000 ljudi. Iz ZET-a poručuju da je riječ o privremenoj mjeri i da će se linija vratiti nakon završetka radova.",
                    "Grad Zagreb u obnovu tramvajske infrastrukture u idućih pet godina planira uložiti 180 milijuna eura. Nakon Savske na red dolaze Vlaška ulica i Maksimirska cesta, gdje su tračnice u jednako lošem stanju.",
                    "Novi vozni red bit će dostupan na stajalištima i u mobilnoj aplikaciji ZET-a od ponedjeljka, a informacije se mogu dobiti i na besplatnom broju telefona.",
                ],
                "story-jsonld",
                section="Vijesti",
            )
        )
        add(
            story(
                "nekretnine",
                "/vijesti/clanak/cijene-stanova-na-obali-porasle/2612244.aspx",
                "Cijene stanova na obali u godinu dana porasle 12 posto",
                "2026-12-02",
                "2026-12-02T12:30:00+01:00",
                "2.12.2026. u 12:30",
                ["Marija Babić", "Tomislav Jurić"],
                [
                    "Prosječna cijena kvadratnog metra stana na hrvatskoj obali u trećem je tromjesečju dosegnula 3940 eura, što je 12 posto više nego godinu ranije, pokazuju podaci Državnog zavoda za statistiku objavljeni u utorak.",
                    "Najskuplji su i dalje Dubrovnik i Opatija, no najbrži rast zabilježen je u Zadru i Šibeniku, gdje su cijene u godinu dana skočile za gotovo petinu. U Zagrebu je kvadratni metar u prosjeku stajao 3120 eura, osam posto više nego lani.",
                    "T: Grad | 3. tromjesečje 2025. (€/m²) | 3. tromjesečje 2026. (€/m²) | Promjena",
                    "T: Dubrovnik | 5820 | 6350 | +9,1 %",
                    "T: Opatija | 4310 | 4790 | +11,1 %",
                    "T: Split | 3960 | 4420 | +11,6 %",
                    "T: Zadar | 3050 | 3640 | +19,3 %",
                    "T: Šibenik | 2710 | 3210 | +18,5 %",
                    "T: Zagreb | 2890 | 3120 | +8,0 %",
                    "Stručnjaci rast pripisuju ponajprije potražnji stranih kupaca i ulagača koji stanove kupuju radi turističkog najma. Prema podacima agencija za nekretnine, gotovo svaki treći stan na obali kupi strani državljanin, najčešće iz Njemačke, Austrije i Slovenije.",
                    "„Domaći kupci, posebno mlade obitelji, sve teže mogu konkurirati. Za stan od 60 kvadrata u Splitu danas treba izdvojiti više od 260.000 eura, što je uz prosječnu plaću nedostižno”, kaže analitičarka tržišta nekretnina Martina Kos.",
                    "## Porez na kuće za odmor",
                    "Vlada je od ove godine povećala porez na nekretnine koje se ne koriste za stanovanje, ali zasad nema znakova da je to usporilo rast cijena. Ministarstvo graditeljstva najavljuje novi program priuštivog stanovanja, u sklopu kojeg bi gradovi trebali dobiti državna zemljišta za gradnju stanova za najam.",
                    "Agenti za nekretnine ne očekuju pad cijena ni iduće godine. „Ponuda je mala, gradi se sporo, a potražnja ne jenjava. Moguće je tek da rast bude nešto blaži”, ističe vlasnik zadarske agencije Dalmacija Dom Ante Šarić.",
                ],
                "two-authors-data-table",
                section="Vijesti",
                tags=True,
            )
        )
        add(
            story(
                "potres",
                "/vijesti/clanak/potres-kod-sinja/2612361.aspx",
                "Potres magnitude 3,4 po Richteru kod Sinja",
                "2026-12-04",
                "2026-12-04T07:10:00+01:00",
                "4.12.2026. u 07:10",
                [],
                [
                    "Potres magnitude 3,4 po Richteru zatresao je u četvrtak u 6.52 sati područje Sinja, objavila je Seizmološka služba. Epicentar je bio desetak kilometara sjeveroistočno od grada, na dubini od 12 kilometara.",
                    "Potres se osjetio u Sinju, Trilju i Vrlici, a prema dosadašnjim informacijama nije bilo ni ozlijeđenih ni veće materijalne štete. Građani su na stranicama Seizmološke službe prijavili da ih je probudilo zveckanje posuđa i podrhtavanje prozora.",
                ],
                "brief-agency-hina",
                section="Vijesti",
                credit="Izvor: Hina",
                ld_org="Hina",
            )
        )
        add(
            story(
                "komentar",
                "/vijesti/clanak/zasto-mladi-i-dalje-odlaze/2612299.aspx",
                "Zašto mladi i dalje odlaze, iako plaće rastu",
                "2026-12-03",
                "2026-12-03T08:00:00+01:00",
                "3.12.2026. u 08:00",
                ["Goran Marić"],
                [
                    "Svake godine u ovo doba izlaze nove brojke o iseljavanju i svake godine slušamo isto objašnjenje: plaće su preniske, pa mladi odlaze tamo gdje se više zarađuje. To je tek djelomično točno. Plaće u Hrvatskoj posljednjih su godina rasle brže nego u većini europskih zemalja, a mladi i dalje pakiraju kofere.",
                    "Ovih sam dana razgovarao s nekoliko bivših studenata koji su otišli u Irsku, Nizozemsku i Austriju. Nitko od njih nije kao glavni razlog naveo plaću. Govorili su o nečem drugom: o osjećaju da se ovdje ništa ne može promijeniti, da se posao dobiva preko veze i da je stan u gradu u kojem rade nedostižan san.",
                    "Jedna od njih, inženjerka koja danas radi u Eindhovenu, rekla mi je rečenicu koju ne mogu zaboraviti: „Tamo mi nitko nije rekao da moram nekoga poznavati da bih napredovala. Ovdje su me na to stalno podsjećali.”",
                    "Problem, dakle, nije samo ekonomski. Riječ je o povjerenju u institucije, u pravila koja vrijede za sve i u budućnost koju možeš planirati. Država može podizati plaće i uvoditi porezne olakšice za mlade, ali dok god mladi ljudi vjeruju da uspjeh ovisi o stranačkoj iskaznici, a ne o znanju, odlazit će.",
                    "Tu je i stanovanje. Mlada obitelj u Zagrebu, Splitu ili Rijeci danas može birati između najma koji pojede pola plaće i kredita na trideset godina za stan koji cijenom nimalo ne zaostaje za onima u Beču. U takvim uvjetima odlazak ne izgleda kao bijeg, nego kao racionalna odluka.",
                    "Ima i dobrih vijesti. Sve je više onih koji se vraćaju, posebno iz Irske i Njemačke, i sve je više tvrtki koje nude uvjete usporedive s onima u inozemstvu. No povratnici se uglavnom vraćaju u nekoliko najvećih gradova, dok Slavonija i Lika i dalje gube stanovnike.",
                    "Ako želimo zadržati mlade, moramo im ponuditi više od plaće. Moramo im ponuditi državu u kojoj se pravila poštuju, stan koji mogu priuštiti i osjećaj da njihov glas nešto vrijedi. To je teži posao od povećanja plaća, ali drugog puta nema.",
                ],
                "opinion-comment",
                section="Komentari",
                kicker="Komentar",
                ld_type="OpinionNewsArticle",
            )
        )
        add(
            story(
                "hajduk",
                "/sport/clanak/hajduk-svladao-rijeku-na-poljudu/2612310.aspx",
                "Hajduk na Poljudu svladao Rijeku i preuzeo vrh ljestvice",
                "2026-12-02",
                "2026-12-02T22:55:00+01:00",
                "2.12.2026. u 22:55",
                ["Luka Perić"],
                [
                    "Nogometaši Hajduka pobijedili su u srijedu navečer na Poljudu Rijeku 2:1 u derbiju 17. kola SuperSport HNL-a i preuzeli vodstvo na ljestvici, bod ispred Dinama, koji je dan ranije remizirao u Osijeku.",
                    "Pred gotovo 30.000 gledatelja domaćin je poveo već u 12. minuti, kada je mladi napadač Roko Grgić glavom zabio nakon ubačaja Ivana Pavića iz kornera. Rijeka je izjednačila početkom drugog poluvremena golom Davora Šimunića iz kaznenog udarca.",
                    "Pobjedu Hajduku donio je u 78. minuti kapetan Mate Jurišić, koji je s dvadesetak metara pogodio gornji desni kut vrata riječkog vratara.",
                    "„Ovo je pobjeda za navijače. Rijeka je odigrala odličnu utakmicu i nije nam bilo lako, ali momci su pokazali karakter. Ovo je tek polovica sezone, ništa još nije gotovo”, rekao je trener Hajduka Nikola Vuković nakon utakmice.",
                    "## Crveni karton u završnici",
                    "Završnica je protekla u nervozi. Riječki branič Filip Barišić isključen je u 88. minuti nakon drugog žutog kartona, a sudac je nakon utakmice teren napustio pod zaštitom redara. Trener Rijeke Tomislav Brkić nije krio nezadovoljstvo suđenjem.",
                    "„Ne želim tražiti opravdanja, ali neke su odluke bile vrlo čudne. Razgovarat ćemo o tome s Komisijom za suđenje”, kazao je Brkić.",
                    "Hajduk u sljedećem kolu gostuje kod Varaždina, dok Rijeka na Rujevici dočekuje Lokomotivu.",
                ],
                "sport-jsonld-org-author",
                section="Sport",
                tags=True,
                ld_org="Dnevni puls",
            )
        )
        add(
            story(
                "gripa",
                "/vijesti/clanak/sezona-gripe-pocela-ranije/2612359.aspx",
                "Sezona gripe počela ranije: u tjedan dana više od 4000 oboljelih",
                "2026-12-04",
                "2026-12-03T23:20:00Z",
                "4.12.2026. u 00:20",
                ["Petra Šimić"],
                [
                    "Hrvatski zavod za javno zdravstvo u proteklih je tjedan dana zabilježio 4127 prijava oboljenja od gripe, gotovo dvostruko više nego tjedan ranije. Epidemiolozi upozoravaju da je sezona gripe počela ranije nego prethodnih godina.",
                    "Najviše oboljelih prijavljeno je u Gradu Zagrebu, Splitsko-dalmatinskoj i Osječko-baranjskoj županiji. Većinu slučajeva uzrokuje virus tipa A, a među oboljelima najviše je djece školske dobi.",
                    "„Očekujemo da će vrhunac sezone biti krajem prosinca ili početkom siječnja, dakle u vrijeme blagdana, kada se obitelji okupljaju. Zato je sada pravi trenutak za cijepljenje”, poručila je epidemiologinja HZJZ-a Lana Jurković.",
                    "## Cjepiva još ima",
                    "Cjepivo protiv gripe besplatno je za osobe starije od 65 godina, kronične bolesnike, trudnice i zdravstvene djelatnike, a ostali ga mogu dobiti po cijeni od 12 eura. Dosad se cijepilo oko 410.000 ljudi, nešto manje nego lani.",
                    "U pojedinim domovima zdravlja cjepiva je ponestalo, no iz HZJZ-a tvrde da će nove količine biti raspoređene do kraja sljedećeg tjedna.",
                    "Liječnici obiteljske medicine upozoravaju da su im čekaonice već pune. Savjetuju da oboljeli s blažim simptomima ostanu kod kuće, odmaraju se i uzimaju dovoljno tekućine, a liječniku se jave telefonom ako temperatura traje dulje od tri dana.",
                    "Nekoliko bolnica već je uvelo ograničenja posjeta, među njima KBC Split i Opća bolnica Zadar.",
                ],
                "story-utc-jsonld",
                section="Vijesti",
            )
        )
        add(
            story(
                "pekara",
                "/magazin/clanak.asp?id=88412",
                "Najstarija varaždinska pekara slavi sto godina",
                "2026-12-03",
                None,
                "četvrtak, 3.12.2026. 16:40",
                ["Sanja Vuković"],
                [
                    "Kad je Ivan Golub 1926. godine otvorio malu pekaru u Ulici Augusta Cesarca, u Varaždinu je radilo dvadesetak pekara. Danas je njegova jedina preostala od onih s početka stoljeća, a u njoj kruh i dalje peče njegov praunuk Dario.",
                    "Pekara Golub ovih dana slavi stoti rođendan. Tim povodom obitelj je pripremila izložbu starih fotografija i alata, a mušterije cijeli prosinac mogu kušati kruh pečen po recepturi iz dvadesetih godina prošlog stoljeća.",
                    "„Prabaka je zapisivala recepte u bilježnicu koju i danas čuvamo. Neke smo morali prilagoditi jer današnje brašno nije isto kao nekad, ali okus smo, mislim, uspjeli sačuvati”, priča Dario Golub dok iz krušne peći vadi vruće pogače.",
                    "Najpoznatiji proizvod pekare i dalje je varaždinski klipić, koji se ovdje peče svako jutro od četiri sata. Dnevno ih se proda više od dvije tisuće, a mnogi kupci dolaze čak iz Čakovca i Koprivnice.",
                    "Pekara je preživjela Drugi svjetski rat, nacionalizaciju i dolazak velikih trgovačkih lanaca. Pedesetih je godina bila dio gradskog poduzeća, a obitelj ju je ponovno preuzela tek 1991.",
                    "„Otac je tada imao dva izbora: prodati lokal ili krenuti ispočetka. Izabrao je ovo drugo i nikad nije požalio, iako je radio po šesnaest sati dnevno”, kaže Dario.",
                    "Danas pekara zapošljava dvanaest ljudi, a u vrijeme blagdana i dvostruko više. Unatoč ponudama, obitelj ne planira širenje na druge gradove.",
                    "„Mi smo mala pekara i takvi želimo ostati. Kad bismo otvorili deset poslovnica, kruh više ne bi bio isti”, zaključuje Golub.",
                ],
                "old-asp-template-cp1250",
                section="Magazin",
                old=True,
                **OLD,
            )
        )

    # ---- templates -----------------------------------------------------------------------------------------
    def render(self, doc: Doc) -> str:
        if doc.extra.get("old"):
            self.current = doc.key
            return self.old_frame(doc)
        return super().render(doc)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("vijesti", "Vijesti"),
                ("/sport", "Sport"),
                ("/mame", "Mame"),
                ("magazin", "Magazin"),
                ("/auto", "Auto"),
                ("/lifestyle", "Lifestyle"),
                ("/zivot", "Život"),
                ("/shopping", "Shopping"),
            )
        )
        meta = [
            f"<title>{esc(doc.title)} - Dnevni puls</title>"
            if doc.kind != "home"
            else "<title>Dnevni puls - najnovije vijesti iz Hrvatske i svijeta</title>"
        ]
        meta.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}">')
        meta.append(
            f'<meta name="description" content="{esc(self.lede(doc) or "Najnovije vijesti iz Hrvatske i svijeta.")}">'
        )
        if doc.is_article or doc.kind == "gallery":
            meta += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                '<meta property="og:site_name" content="Dnevni puls">',
                f'<meta property="og:image" content="https://ip.dnevnipuls.test/images2/1200x630/{doc.path.rsplit("/", 1)[-1].split(".")[0]}.jpg">',
            ]
        if doc.is_article:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
            if doc.extra.get("ld_org"):
                author = [{"@type": "Organization", "name": doc.extra["ld_org"]}]
            ld = {
                "@context": "http://schema.org",
                "@type": doc.extra.get("ld_type", "NewsArticle"),
                "headline": doc.title,
                "url": self.url(doc.key),
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": author,
                "publisher": {
                    "@type": "Organization",
                    "name": "Dnevni puls",
                    "logo": {"@type": "ImageObject", "url": "https://www.dnevnipuls.test/Content/img/logo.png"},
                },
                "articleSection": doc.section,
                "isAccessibleForFree": True,
            }
            meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        trending = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("gripa", "luka", "hajduk", "nekretnine")
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="hr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{chr(10).join(meta)}
<link rel="stylesheet" href="/Content/css/main.min.css?v=20261128">
<link rel="alternate" type="application/rss+xml" href="/rss">
<script>var _pulsAds={{section:"{esc(doc.section or doc.kind)}",pageType:"{"article" if doc.is_article else doc.kind}"}};</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-DPULS01"></script>
<style>/*PAD*/</style>
</head>
<body class="{"article-page" if doc.is_article else doc.kind + "-page"}">
<div id="didomi-notice" class="cookie-consent"><p>Mi i naši partneri koristimo kolačiće i slične tehnologije za prikaz personaliziranih oglasa i mjerenje posjećenosti. <button>Slažem se</button> <button>Postavke</button></p></div>
<header class="main-header"><div class="logo-holder">{self.a("home", "Dnevni puls", "nav")}</div>
<ul class="main-menu">{nav}</ul>
<div class="header-tools"><form action="/trazi" class="search-holder"><input type="text" name="upit" placeholder="Pretraži"></form><a href="/prijava" class="login">Prijava</a></div></header>
<div class="main-container">
{main}
<div class="sidebar"><div class="most-read"><h3 class="sidebar-title">Najčitanije</h3><ol>{trending}</ol></div>
<div class="banner-holder" id="dpuls_desktop_sidebar_1"></div>
<div class="newsletter-box"><h4>Newsletter</h4><p>Prijavite se i svako jutro primite najvažnije vijesti dana.</p><input type="email" placeholder="Vaša e-mail adresa"><button>Prijavi se</button></div></div>
</div>
<footer class="main-footer"><ul class="footer-nav"><li>{self.a("impressum", "Impressum", "footer")}</li><li>{self.a("uvjeti", "Uvjeti korištenja", "footer")}</li><li><a href="/oglasavanje">Oglašavanje</a></li><li><a href="/kontakt">Kontakt</a></li><li><a href="#" class="cookie-settings">Postavke kolačića</a></li></ul>
<div class="social"><a href="https://www.facebook.com/dnevnipuls">Facebook</a> <a href="https://www.instagram.com/dnevnipuls">Instagram</a> <a href="https://www.tiktok.com/@dnevnipuls">TikTok</a></div>
<p>Copyright © 2026 Puls mediji d.o.o. Sva prava pridržana.</p></footer>
<script src="/Scripts/bundle.min.js?v=20261128" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            names = " i ".join(
                self.a("author" if a == "Ana Horvat" else f"/autori/{AUTHORS[a]}", a, "byline") for a in doc.authors
            )
            byline = f'<div class="author-holder">Piše: {names}</div>'
        else:
            byline = f'<div class="author-holder source">{esc(doc.extra.get("credit", ""))}</div>'
        kicker = f'<span class="article-kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        tags = ""
        if doc.extra.get("tags"):
            tags = f'<div class="article-tags">{self.a("tag", "Split", "content")} <a href="/tag/hrvatska">Hrvatska</a> <a href="/tag/{doc.section.lower()}">{esc(doc.section)}</a></div>'
        related = "".join(
            f'<div class="related-item">{self.a(k, self.docs[k].title, "related")}</div>'
            for k in STORIES
            if k != doc.key
        )
        return f"""<div class="left-part"><article class="article-holder">
<div class="article-title-holder"><span class="category-name">{esc(doc.section)}</span>{kicker}
<h1 class="vijesti-title title">{esc(doc.title)}</h1></div>
<div class="article-info-holder flex">{byline}<div class="date-holder"><span class="time">{doc.stamp}</span></div></div>
<div class="social-share"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Podijeli</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="#komentari">Komentari</a></div>
<div class="text vijesti-text" id="__body">
{self.blocks(doc)}
</div>
<div class="tip-holder">Imate li vijest, fotografiju ili video? Javite nam se na dojave@dnevnipuls.test.</div>
{tags}
</article>
<div class="related-news"><h3>Pročitajte još</h3>{related}</div>
<div class="comments-holder" id="komentari"><h3>Komentari</h3><p>Za komentiranje se morate prijaviti. <a href="/prijava">Prijava</a> | <a href="/registracija">Registracija</a></p></div></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            cls = "first-news-holder" if i == 0 and doc.kind in ("home", "section") else "grid-item"
            stamp = d.stamp or d.extra.get("stamp", "")
            items.append(
                f'<div class="{cls}"><span class="category-name">{esc(d.section or "Galerija")}</span><h2 class="title">{self.a(k, self.teaser_text(d), "content")}</h2><span class="time">{esc(stamp)}</span><p class="summary">{esc(self.lede(d)) if d.is_article else ""}</p></div>'
            )
        for i in doc.extra.get("others", []):
            sec, slug, nid, head, t = OTHER[i]
            items.append(
                f'<div class="grid-item small"><h3 class="title"><a href="/{sec}/clanak/{slug}/{nid}.aspx">{esc(head)}</a></h3><span class="time">{t}</span></div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="pagination"><span class="active">1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/vijesti?stranica=3">3</a> {self.a(doc.extra["more"], "Sljedeća", "pagination")}</div>'
        elif doc.key == "vijesti2":
            pager = f'<div class="pagination">{self.a("vijesti", "Prethodna", "pagination")} {self.a("vijesti", "1", "pagination")} <span class="active">2</span> <a href="/vijesti?stranica=3">3</a></div>'
        extra = ""
        if doc.kind == "home":
            extra = f'<div class="topics-holder"><span>Teme:</span> {self.a("tag", "Split", "content")} <a href="/tag/advent">Advent</a> <a href="/tag/hnl">HNL</a> {self.a("author", "Ana Horvat", "content")} {self.a("search", "Gripa", "content")}</div>'
        if doc.kind == "author":
            extra = '<div class="author-profile"><p>Ana Horvat zamjenica je glavnog urednika i pokriva teme iz Dalmacije.</p></div>'
        head = {"tag": "Tag: "}.get(doc.kind, "")
        return f'<div class="left-part listing-{doc.kind}"><h1 class="main-title">{esc(head)}{esc(doc.title)}</h1>{extra}{"".join(items)}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            figs = "".join(
                f'<div class="gallery-item"><img src="https://ip.dnevnipuls.test/images2/gallery/2612366/{i}.jpg" alt="{esc(b[1])}"><p class="gallery-caption">{esc(b[2])}</p><span class="photo-credit">Foto: Dnevni puls/Marko Lovrić</span></div>'
                for i, b in enumerate(doc.blocks, 1)
            )
            return f'<div class="left-part"><div class="gallery-holder"><span class="category-name">Galerija</span><h1 class="title">{esc(doc.title)}</h1><span class="time">{doc.extra["stamp"]}</span><span class="gallery-count">{len(doc.blocks)} fotografija</span>{figs}</div><div class="related-news">{self.a("home", "Natrag na naslovnicu", "content")}</div></div>'
        return f'<div class="left-part static-page"><h1 class="main-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'

    # ---- the old Magazin template (windows-1250 by header only) ----------------------------------------------
    def old_frame(self, doc: Doc) -> str:
        if doc.is_article:
            body = "\n".join(
                f'<p class="old-text">{self.inline(b[1])}</p>' if b[0] == "p" else f"<b>{esc(b[1])}</b>"
                for b in doc.blocks
            )
            main = f"""<td class="old-text" valign="top" width="620">
<font class="rubrika">MAGAZIN</font><br>
<h1 class="naslov">{esc(doc.title)}</h1>
<font class="autor">Piše: {esc(doc.authors[0])}</font> | <font class="datum">{doc.stamp}</font><br><br>
<img src="/magazin/slike/88412_1.jpg" width="600" height="400" alt="Pekara Golub"><br><font class="potpis">Pekara Golub u Ulici Augusta Cesarca (Foto: Sanja Vuković)</font><br><br>
{body}
<br><br><a href="/magazin/ispis.asp?id=88412">Ispiši članak</a> | <a href="mailto:?subject=Dnevni%20puls">Pošalji prijatelju</a>
<br><br><b>Još iz Magazina:</b><br>{"".join(f'<a href="/magazin/clanak.asp?id={i}">{esc(h)}</a><br>' for i, h, _ in OLD_OTHER)}
</td>"""
        else:
            rows = "".join(
                f'<tr><td class="old-text"><font class="datum">{self.docs[k].stamp}</font><br><b>{self.a(k, self.docs[k].title, "content")}</b><br>{esc(self.lede(self.docs[k]))}</td></tr>'
                for k in doc.extra["list"]
            )
            rows += "".join(
                f'<tr><td class="old-text"><font class="datum">{t}</font><br><b><a href="/magazin/clanak.asp?id={i}">{esc(h)}</a></b></td></tr>'
                for i, h, t in OLD_OTHER
            )
            main = f'<td class="old-text" valign="top" width="620"><h1 class="naslov">Magazin</h1><table width="100%" cellpadding="6">{rows}</table><br><a href="/magazin/default.asp?str=2">Starije »</a></td>'
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<title>{esc(doc.title)} :: Magazin :: Dnevni puls</title>
<meta name="keywords" content="magazin, lifestyle, Dnevni puls">
<link rel="stylesheet" href="/magazin/stil.css" type="text/css">
<style>/*PAD*/</style>
<script language="JavaScript" src="/magazin/js/funkcije.js"></script>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0">
<table width="980" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2" class="zaglavlje">{self.a("home", "Dnevni puls", "nav")} :: {self.a("magazin", "Magazin", "nav")} :: {self.a("vijesti", "Vijesti", "nav")} :: <a href="/sport">Sport</a></td></tr>
<tr>
{main}
<td valign="top" width="300" class="desno"><b>Najnovije na portalu</b><br>{"".join(f"{self.a(k, self.docs[k].title, 'aside')}<br>" for k in ("luka", "gripa", "tramvaj"))}<br><b>Magazin</b><br><a href="/magazin/rubrika.asp?id=3">Moda</a><br><a href="/magazin/rubrika.asp?id=5">Putovanja</a><br><a href="/magazin/rubrika.asp?id=7">Kuhinja</a></td>
</tr>
<tr><td colspan="2" class="podnozje"><font size="1">© 2004-2026 Puls mediji d.o.o. | {self.a("impressum", "Impressum", "footer")} | {self.a("uvjeti", "Uvjeti korištenja", "footer")}</font></td></tr>
</table>
</body>
</html>"""
