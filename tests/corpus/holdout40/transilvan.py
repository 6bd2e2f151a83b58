# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Romanian letters and typographic quotes are deliberate)
"""Ziarul Transilvan: a Cluj regional paper on **WordPress 6** with the JNews theme (`jeg_post_title`,
`jeg_meta_author`, `jeg_meta_date`, `content-inner`, `jeg_post_tags`, `/%category%/%postname%/` permalinks,
`/category/actualitate/page/2/`, `/tag/…/`, `/author/…/`, `/?s=`), Romanian, UTF-8, with comma-below ș/ț everywhere
but in one story pasted from a county-council press release, which prints the **legacy cedilla** letters ş/ţ (title
and body). Dates are printed "4 decembrie 2026, 09:15"; bylines "de Andrei Popescu" (lowercase "de"), two authors
joined by "și", "de Redacția" for desk posts. Romania is on **EET, +02:00**; Yoast writes `datePublished` and
`article:published_time` in **UTC** ("+00:00") on every post, so the night fire story (01:20 on 4 Dec in Cluj) carries
"2026-12-03T23:20:00+00:00"; the motorway story has no Yoast graph at all; the agency brief's Yoast `author` is the
WordPress user "Redacția" as a Person. The daily horoscope and the photo gallery are posts in the same template,
dated and with an `Article` graph, but are not articles."""

from __future__ import annotations

import json

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["buget", "noapte", "agerpres", "cedilla", "opinie", "interviu", "salina", "autostrada"]
SITE = "Ziarul Transilvan"
CEDILLA = str.maketrans("șțȘȚ", "şţŞŢ")
CATEGORIES = {
    "Actualitate": "actualitate",
    "Administrație": "administratie",
    "Opinii": "opinii",
    "Cultură": "cultura",
    "Turism": "turism",
    "Horoscop": "horoscop",
    "Foto": "foto",
}
AUTHORS = {
    "Andrei Popescu": "andrei-popescu",
    "Ioana Munteanu": "ioana-munteanu",
    "Radu Ionescu": "radu-ionescu",
    "Mihai Pop": "mihai-pop",
    "Redacția": "redactia",
}
COMMENTS = {
    "buget": [
        ("Mircea D.", "4 decembrie 2026, 10:02", "Tot metroul ăsta. Până îl termină, ne mutăm toți în Florești."),
        (
            "clujeanca",
            "4 decembrie 2026, 10:47",
            "Foarte bine că se fac școlile din Sopor, acolo s-au mutat mii de familii și nu e nicio școală.",
        ),
        (
            "Ionuț",
            "4 decembrie 2026, 11:30",
            "Locuințe sociale pentru profesori ar fi cea mai bună investiție. Are dreptate consilierul.",
        ),
    ],
    "opinie": [
        (
            "Adriana M.",
            "3 decembrie 2026, 09:14",
            "Exact așa e. Eu sunt asistentă la Spitalul de Urgență și fac naveta zilnic din Gherla.",
        ),
        (
            "Vlad",
            "3 decembrie 2026, 12:55",
            "Piața reglează prețurile. Nu e treaba primăriei să construiască apartamente.",
        ),
    ],
    "autostrada": [("Sorin", "1 decembrie 2026, 15:20", "În sfârșit! Am așteptat ani de zile să scăpăm de Gârbău.")],
}


class Transilvan(Base):
    origin = "https://www.ziarultransilvan.test"
    name = SITE
    prefix = "ztr"
    language = "ro"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ztr",
            [
                ".jeg_header",
                ".jeg_main_menu",
                ".jeg_post_title",
                ".jeg_meta_author",
                ".content-inner",
                ".jeg_postblock_5",
                ".jeg_footer",
                ".jeg_share_button",
                "#cookie-notice",
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
                "Ziarul Transilvan – Știri din Cluj și Transilvania",
                "jnews-home",
                list=["agerpres", "buget", "noapte", "cedilla", "opinie", "salina", "interviu", "autostrada"],
            )
        )
        add(
            page(
                "category",
                "/category/actualitate/",
                "section",
                "Actualitate",
                "wp-category",
                list=["agerpres", "buget", "noapte", "cedilla"],
                more="category2",
            )
        )
        add(
            page(
                "category2",
                "/category/actualitate/page/2/",
                "section",
                "Actualitate",
                "wp-category-page2",
                list=["salina", "autostrada"],
                prev="category",
            )
        )
        add(page("tag", "/tag/cluj-napoca/", "tag", "Cluj-Napoca", "wp-tag", list=["buget", "noapte", "opinie"]))
        add(
            page(
                "author",
                "/author/andrei-popescu/",
                "author",
                "Andrei Popescu",
                "wp-author-archive",
                list=["buget", "noapte", "salina"],
                bio="Andrei Popescu scrie despre administrația locală și despre infrastructura Clujului. Lucrează în redacția Ziarului Transilvan din 2017.",
            )
        )
        add(page("search", "/?s=salina", "search", "Rezultatele căutării pentru: salina", "wp-search", list=["salina"]))
        add(
            page(
                "about",
                "/despre-noi/",
                "about",
                "Despre noi",
                "wp-page-about",
                [
                    "Ziarul Transilvan este un cotidian regional independent, fondat la Cluj-Napoca în 1998 și prezent online din 2006.",
                    "Redacția: str. Memorandumului nr. 00, Cluj-Napoca. E-mail: redactie@ziarultransilvan.test. Telefon: 0264 000 000.",
                    "Director editorial: Corina Vlad. Redactor-șef: Bogdan Sălăjan.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/politica-de-confidentialitate/",
                "policy",
                "Politica de confidențialitate",
                "wp-page-policy",
                [
                    "Ultima actualizare: 1 septembrie 2026",
                    "Ziarul Transilvan SRL prelucrează datele cu caracter personal ale vizitatorilor în conformitate cu Regulamentul (UE) 2016/679 (GDPR).",
                    "## Ce date colectăm",
                    "Colectăm adresa de e-mail și numele celor care lasă comentarii, precum și date despre navigare prin intermediul cookie-urilor.",
                    "## Drepturile dumneavoastră",
                    "Aveți dreptul de acces, rectificare, ștergere și portabilitate a datelor. Ne puteți scrie la dpo@ziarultransilvan.test.",
                ],
            )
        )
        signs = [
            (
                "Berbec",
                "O veste bună de la un prieten vechi îți schimbă planurile pentru weekend. Nu amâna discuțiile importante.",
            ),
            (
                "Taur",
                "Ziua e potrivită pentru cumpărături mari, dar citește cu atenție contractele înainte să semnezi.",
            ),
            ("Gemeni", "Colegii îți cer ajutorul într-un proiect dificil. Răbdarea ta va fi apreciată."),
            ("Rac", "Te preocupă sănătatea unei rude. O vizită scurtă face mai mult decât zece telefoane."),
            ("Leu", "Primești o propunere neașteptată la locul de muncă. Cere timp de gândire."),
            ("Fecioară", "Ordinea din casă îți aduce liniște. Seara e bună pentru o carte și un ceai."),
            ("Balanță", "O neînțelegere cu partenerul se lămurește dacă vorbești deschis."),
            ("Scorpion", "Finanțele arată mai bine decât te așteptai. Nu te grăbi totuși să cheltuiești."),
            ("Săgetător", "Ai chef de drum. O excursie scurtă la munte îți încarcă bateriile."),
            ("Capricorn", "Șeful îți observă efortul. Nu te sfii să ceri ce ți se cuvine."),
            ("Vărsător", "O idee creativă prinde contur. Notează-ți-o înainte s-o uiți."),
            ("Pești", "Ziua îți aduce o întâlnire plăcută. Lasă loc surprizelor."),
        ]
        lines = ["Iată ce le rezervă astrele nativilor din fiecare zodie în ziua de vineri, 4 decembrie 2026."]
        for name, text in signs:
            lines += [f"### {name}", text]
        add(
            page(
                "horoscop",
                "/horoscop/horoscop-4-decembrie-2026/",
                "horoscope",
                "Horoscop 4 decembrie 2026. Berbecii primesc o veste bună",
                "wp-post-daily-horoscope",
                lines,
                story_template=True,
                stamp="4 decembrie 2026, 06:00",
                iso="2026-12-04T04:00:00+00:00",
                by=["Redacția"],
                section="Horoscop",
            )
        )
        add(
            page(
                "galerie",
                "/foto/galerie-foto-targul-de-craciun-cluj-2026/",
                "gallery",
                "GALERIE FOTO. Târgul de Crăciun din Piața Unirii s-a deschis",
                "wp-post-photo-gallery",
                [
                    "Târgul de Crăciun din Piața Unirii s-a deschis joi seară. Imagini de la eveniment:",
                    "FIG: Bradul din Piața Unirii | Bradul de 22 de metri a fost aprins la ora 18:00. Foto: Dan Bodea",
                    "FIG: Căsuțele târgului | Peste 90 de căsuțe din lemn găzduiesc producători locali. Foto: Dan Bodea",
                    "FIG: Patinoarul | Patinoarul din fața Catedralei Sfântul Mihail este deschis zilnic până la ora 22:00. Foto: Dan Bodea",
                    "FIG: Corul de copii | Corul de copii al Liceului de Muzică a deschis programul artistic. Foto: Dan Bodea",
                    "FIG: Vin fiert | Vinul fiert costă anul acesta 15 lei paharul. Foto: Dan Bodea",
                    "FIG: Roata panoramică | Roata panoramică funcționează pentru prima dată în Piața Unirii. Foto: Dan Bodea",
                ],
                story_template=True,
                stamp="3 decembrie 2026, 21:30",
                iso="2026-12-03T19:30:00+00:00",
                by=["Andrei Popescu"],
                section="Foto",
            )
        )

        add(
            story(
                "buget",
                "/actualitate/primaria-cluj-napoca-buget-record-2027/",
                "Primăria Cluj-Napoca propune un buget record de 2,9 miliarde de lei pentru 2027",
                "2026-12-04",
                "2026-12-04T07:15:00+00:00",
                "4 decembrie 2026, 09:15",
                ["Andrei Popescu"],
                [
                    "Primăria Cluj-Napoca a publicat joi proiectul de buget pentru anul viitor, care prevede venituri de 2,9 miliarde de lei, cu aproape 11% mai mult decât în 2026. Aproape jumătate din sumă, 1,38 miliarde de lei, este destinată investițiilor.",
                    "Potrivit documentului, cea mai mare parte a banilor pentru investiții va merge în transport și infrastructură. Municipalitatea mizează pe fonduri europene nerambursabile pentru aproximativ 40% din proiecte, restul urmând să fie acoperit din venituri proprii și dintr-un împrumut de 300 de milioane de lei.",
                    "Principalele investiții propuse pentru 2027:",
                    "- continuarea lucrărilor la metroul ușor, cu 410 milioane de lei;",
                    "- modernizarea a 24 de străzi din cartierele Mănăștur, Gheorgheni și Someșeni;",
                    "- construcția a două școli noi în cartierul Sopor;",
                    "- extinderea rețelei de piste pentru biciclete cu încă 18 kilometri;",
                    "- reabilitarea termică a 35 de blocuri de locuințe.",
                    "„Este un buget construit pe proiecte care sunt deja în execuție. Nu ne propunem să începem lucruri noi pe care nu le putem termina, ci să finalizăm ce am promis”, a declarat viceprimarul Dan Morar.",
                    "Opoziția din Consiliul Local critică însă ponderea mare a cheltuielilor cu personalul și cu evenimentele culturale. Consilierul local Vlad Sârbu susține că orașul ar trebui să aloce mai mulți bani pentru locuințe sociale, în condițiile în care lista de așteptare numără peste 2.100 de familii.",
                    "„Cluj-Napoca are cel mai scump metru pătrat din țară după București. Dacă nu construim locuințe pentru tineri și pentru profesori, orașul își va pierde exact oamenii de care are nevoie”, a spus Sârbu.",
                    'RAW:<div class="jeg_post_related_inline"><strong>Citește și:</strong> <a href="/actualitate/metroul-usor-cluj-licitatie-statii/">Metroul ușor din Cluj: a fost semnat contractul pentru primele nouă stații</a></div>',
                    "Proiectul de buget poate fi consultat pe site-ul primăriei până pe 18 decembrie, iar clujenii pot trimite propuneri și observații prin e-mail sau direct la Centrul de Informare pentru Cetățeni. Dezbaterea publică va avea loc pe 15 decembrie, în sala de sticlă a Primăriei.",
                    "Bugetul urmează să fie votat de Consiliul Local la începutul lunii ianuarie, după adoptarea bugetului de stat.",
                ],
                "jnews-post-list-inline-related",
                section="Actualitate",
                tags=True,
            )
        )
        cedilla_lines = [
            line.translate(CEDILLA)
            for line in [
                "Consilierii județeni au aprobat miercuri, în ședință extraordinară, cofinanțarea pentru modernizarea drumului județean 107R, care leagă comuna Băișoara de stațiunea Muntele Băișorii. Valoarea totală a proiectului este de 86 de milioane de lei.",
                "Lucrările presupun lărgirea carosabilului la 7 metri, construirea a trei poduri noi și a unui sistem de rigole pentru scurgerea apei pe o lungime de 14 kilometri. Drumul este în prezent într-o stare avansată de degradare, iar iarna accesul spre stațiune este adesea îngreunat.",
                "„Muntele Băișorii este una dintre puținele stațiuni de schi din județ și merită un drum ca lumea. Turiștii, dar și localnicii, așteaptă acest proiect de peste zece ani”, a declarat președintele Consiliului Județean, Ștefan Moldovan.",
                "Proiectul este finanțat în proporție de 85% prin Programul Regional Nord-Vest, restul fiind asigurat din bugetul județului. Licitația pentru execuție ar urma să fie lansată în februarie, iar lucrările ar putea începe în vara anului viitor.",
                "Primarul comunei Băișoara, Teodor Crișan, spune că asfaltarea drumului ar putea aduce noi investiții în zonă. „Avem deja cereri pentru construirea a două pensiuni și a unei pârtii noi. Fără drum, nimeni nu vrea să riște”, a explicat acesta.",
                "Tot în ședința de miercuri, consilierii au aprobat și rectificarea bugetului județean, prin care s-au alocat 4,5 milioane de lei pentru deszăpezire și 2 milioane de lei pentru spitalele aflate în subordinea Consiliului Județean.",
                "Consilierii opoziției au votat și ei pentru proiect, dar au cerut ca lucrările să fie urmărite mai atent decât în cazul drumului spre Beliș, finalizat cu doi ani de întârziere.",
            ]
        ]
        add(
            story(
                "cedilla",
                "/administratie/consiliul-judetean-cluj-finantare-drum-baisoara/",
                "Consiliul Județean Cluj a aprobat finanțarea pentru drumul spre Băișoara".translate(CEDILLA),
                "2026-12-03",
                "2026-12-03T14:20:00+00:00",
                "3 decembrie 2026, 16:20",
                ["Ioana Munteanu"],
                cedilla_lines,
                "legacy-cedilla-letters",
                section="Administrație",
            )
        )
        add(
            story(
                "noapte",
                "/actualitate/incendiu-bloc-manastur-locatari-evacuati/",
                "Incendiu într-un bloc din Mănăștur. Patruzeci de locatari, evacuați în miez de noapte",
                "2026-12-04",
                "2026-12-03T23:20:00+00:00",
                "4 decembrie 2026, 01:20",
                ["Andrei Popescu"],
                [
                    "Un incendiu a izbucnit joi noaptea, în jurul orei 23:40, într-un apartament de la etajul patru al unui bloc de pe strada Primăverii din cartierul clujean Mănăștur. Patruzeci de locatari au fost evacuați, iar doi dintre ei au primit îngrijiri medicale la fața locului.",
                    "Potrivit Inspectoratului pentru Situații de Urgență Cluj, la fața locului au intervenit patru autospeciale de stingere și o autoscară, precum și un echipaj SMURD. Flăcările au fost lichidate în aproximativ 40 de minute.",
                    "FIG: Pompieri la blocul din Mănăștur | Pompierii au intervenit cu patru autospeciale. Foto: ISU Cluj",
                    "„Proprietarul apartamentului nu era acasă în momentul izbucnirii incendiului. Vecinii au sesizat fumul și au sunat la 112. Din primele cercetări, cauza probabilă este un scurtcircuit la un aparat electric lăsat în priză”, a declarat purtătoarea de cuvânt a ISU Cluj, Cristina Pop.",
                    "Cei doi locatari care au inhalat fum, o femeie de 72 de ani și nepotul ei de 9 ani, nu au avut nevoie de transport la spital.",
                    "Locatarii spun că în bloc au mai fost probleme cu instalația electrică. „Siguranțele săreau des în ultima vreme, mai ales seara, când toată lumea pornea caloriferele electrice”, a povestit un vecin de la etajul trei.",
                    "Apartamentul a ars în totalitate, iar două locuințe învecinate au fost afectate de fum. Locatarii evacuați s-au putut întoarce acasă după ora 01:00, după ce pompierii au ventilat casa scării.",
                    "ISU Cluj reamintește că în sezonul rece numărul incendiilor provocate de aparatele de încălzire și de instalațiile electrice supraîncărcate crește semnificativ. Doar în noiembrie, pompierii clujeni au intervenit la 47 de incendii la locuințe.",
                ],
                "yoast-utc-crosses-midnight",
                section="Actualitate",
                tags=True,
            )
        )
        add(
            story(
                "agerpres",
                "/actualitate/cod-galben-ninsori-apuseni/",
                "Cod galben de ninsori în Munții Apuseni până sâmbătă dimineață",
                "2026-12-04",
                "2026-12-04T10:40:00+00:00",
                "4 decembrie 2026, 12:40",
                [],
                [
                    "Administrația Națională de Meteorologie a emis vineri o avertizare cod galben de ninsori abundente și viscol pentru zona montană a județelor Cluj, Alba și Bihor, valabilă până sâmbătă la ora 10:00.",
                    "Potrivit meteorologilor, stratul de zăpadă nou depus va avea între 20 și 35 de centimetri, iar la altitudini de peste 1.400 de metri vântul va atinge la rafală 70–90 km/h. Salvamont Cluj recomandă turiștilor să amâne drumețiile pe creste.",
                    "SIGN: Sursa: Agerpres",
                ],
                "agency-brief-desk-user",
                section="Actualitate",
                by=["Redacția"],
            )
        )
        add(
            story(
                "opinie",
                "/opinii/orasul-care-se-sufoca-in-propriul-succes/",
                "Orașul care se sufocă în propriul succes",
                "2026-12-03",
                "2026-12-03T06:00:00+00:00",
                "3 decembrie 2026, 08:00",
                ["Radu Ionescu"],
                [
                    "Cluj-Napoca apare an de an în topurile celor mai bune orașe din țară pentru a trăi. Are universități bune, salarii peste medie, festivaluri care aduc sute de mii de turiști și o comunitate IT invidiată de restul țării. Și totuși, tot mai mulți dintre prietenii mei se mută. Nu la București, nu în străinătate, ci în Florești, Apahida sau chiar la Turda.",
                    "Motivul e simplu: orașul a devenit prea scump pentru oamenii care îl fac să funcționeze. Un profesor debutant câștigă în jur de 3.500 de lei net. Chiria pentru o garsonieră în Gheorgheni a trecut de 2.500 de lei. Un asistent medical, un șofer de autobuz sau un bibliotecar fac același calcul și ajung la aceeași concluzie.",
                    "Problema nu e nouă, dar se agravează. În ultimii cinci ani, prețul mediu al unui apartament nou a crescut cu peste 60%, în timp ce salariile din sectorul public au crescut cu mai puțin de 30%. Iar autoritățile au preferat să vorbească despre succesul orașului, nu despre costurile lui.",
                    "Consecințele se văd deja în trafic. Zeci de mii de oameni care lucrează în Cluj locuiesc în comunele din jur și vin zilnic cu mașina, pentru că transportul metropolitan nu ține pasul. Dimineața, drumul de la Florești până în centru durează uneori mai mult de o oră pentru zece kilometri.",
                    "Soluțiile există și au fost testate în alte orașe europene. Viena construiește de un secol locuințe sociale de calitate, în care trăiesc oameni din toate categoriile de venit. Lyon și Bordeaux au creat autorități metropolitane de transport care planifică împreună orașul și comunele din jur. Nimic din toate acestea nu e imposibil la Cluj.",
                    "Ce lipsește e voința de a recunoaște că un oraș de succes nu înseamnă doar un oraș scump. Dacă nu vom construi locuințe accesibile și un transport metropolitan care să funcționeze, Clujul va rămâne un oraș frumos, dar doar pentru cei care și-l permit.",
                    "Iar un oraș în care profesorii, medicii și șoferii nu își mai permit să locuiască nu mai este, de fapt, un oraș de succes.",
                ],
                "opinion-author-box-disclaimer",
                section="Opinii",
                tags=True,
                bio="Radu Ionescu este sociolog urban și colaborator al Ziarului Transilvan.",
            )
        )
        add(
            story(
                "interviu",
                "/cultura/interviu-dirijorul-tudor-rusu-publicul-tanar/",
                "Dirijorul Tudor Rusu: „Publicul tânăr vine la concert dacă îl chemi acolo unde este”",
                "2026-12-02",
                "2026-12-02T09:00:00+00:00",
                "2 decembrie 2026, 11:00",
                ["Ioana Munteanu"],
                [
                    "Tudor Rusu, dirijorul principal al Filarmonicii Ardealului, a mutat în acest an o parte dintre concerte în fabrici dezafectate, curți de școli și pe terasa unui mall. Am stat de vorbă cu el despre public, bani și despre ce înseamnă muzica clasică în 2026.",
                    "Q: De ce ați ieșit din sala de concerte? || Pentru că sala noastră are 800 de locuri, iar media de vârstă a abonaților era de 61 de ani. Nu e nimic rău în asta, publicul acesta ne-a ținut în viață. Dar dacă nu facem nimic, peste zece ani nu vom mai avea pentru cine cânta.",
                    "Q: Și a funcționat? || Mai bine decât ne așteptam. La concertul din fosta fabrică de bere au venit aproape 1.500 de oameni, majoritatea sub 35 de ani. Mulți dintre ei nu mai fuseseră niciodată la un concert simfonic. Câțiva și-au cumpărat apoi abonament la stagiunea din sală.",
                    "Q: Nu vă temeți că muzica își pierde din valoare într-un astfel de spațiu? || Acustica nu e perfectă, e adevărat. Dar Mozart și Haydn au cântat în saloane, în grădini, în biserici. Ideea că muzica clasică trebuie ascultată doar în costum, în tăcere absolută, e destul de nouă. Noi nu schimbăm muzica, schimbăm doar locul.",
                    "FIG: Tudor Rusu | Tudor Rusu la repetiții, în sala Filarmonicii. Foto: arhiva personală",
                    "Q: Cât costă un astfel de concert? || Cam de două ori mai mult decât unul în sală, din cauza sonorizării și a logisticii. Jumătate din costuri le-au acoperit sponsorii, restul a venit din bilete. Biletele au costat 30 de lei, mai puțin decât o pizza.",
                    "Q: Ce urmează? || În primăvară vrem să facem un turneu prin orașele mici din județ: Dej, Gherla, Huedin, Câmpia Turzii. Acolo nu a mai ajuns o orchestră simfonică de zeci de ani. Copiii de acolo merită să audă o orchestră live măcar o dată.",
                ],
                "interview-qa",
                section="Cultură",
            )
        )
        add(
            story(
                "salina",
                "/turism/salina-turda-un-milion-de-vizitatori/",
                "Salina Turda a depășit pentru prima dată un milion de vizitatori într-un an",
                "2026-12-02",
                "2026-12-02T13:30:00+00:00",
                "2 decembrie 2026, 15:30",
                ["Andrei Popescu", "Ioana Munteanu"],
                [
                    "Salina Turda a primit în acest an peste un milion de vizitatori, pentru prima dată în istoria sa. Pragul a fost depășit luni, cu aproape o lună înainte de finalul anului, au anunțat reprezentanții obiectivului turistic.",
                    "Vizitatorul cu numărul un milion a fost o familie din Iași, care a primit abonamente gratuite pe viață și un pachet de weekend la Turda. Anul trecut, salina înregistrase 872.000 de vizitatori.",
                    "Conducerea salinei estimează că anul se va încheia cu aproximativ 1,1 milioane de vizitatori.",
                    "„Creșterea vine mai ales din turismul străin. Aproape 40% dintre vizitatori au venit din afara țării, în special din Ungaria, Israel, Germania și Polonia. Zborurile noi de pe Aeroportul Cluj ne-au ajutat foarte mult”, a explicat directorul salinei, Cosmin Hațegan.",
                    "Succesul aduce însă și probleme. În weekendurile de vară, la intrarea în salină s-au format cozi de până la două ore, iar parcarea de pe Aleea Durgăului a fost neîncăpătoare. Localnicii s-au plâns de traficul din zona Băile Sărate.",
                    "Pentru anul viitor, conducerea salinei pregătește un sistem de rezervare online cu intervale orare și o nouă parcare cu 400 de locuri. Totodată, va fi deschisă o a doua intrare, prin galeria Franz Joseph, pentru a reduce aglomerația.",
                    "Salina Turda, exploatată încă din perioada medievală, a fost redeschisă ca obiectiv turistic în 1992 și modernizată între 2008 și 2010. În prezent, în interiorul ei funcționează un amfiteatru, o roată panoramică, un teren de minigolf și un lac subteran pe care se poate merge cu barca.",
                    "Biletul de intrare costă 60 de lei pentru adulți și 30 de lei pentru copii și pensionari.",
                ],
                "two-authors-si",
                section="Turism",
            )
        )
        add(
            story(
                "autostrada",
                "/actualitate/autostrada-transilvania-nadaselu-mihaiesti-deschidere/",
                "Se deschide circulația pe încă 12 kilometri din Autostrada Transilvania",
                "2026-12-01",
                None,
                "1 decembrie 2026, 14:00",
                ["Mihai Pop"],
                [
                    "Circulația pe tronsonul Nădășelu–Mihăiești al Autostrăzii Transilvania se deschide marți, 1 decembrie, de la ora 16:00, a anunțat Compania Națională de Administrare a Infrastructurii Rutiere. Tronsonul are 12 kilometri și include un nod rutier la Gârbău.",
                    "Odată cu deschiderea noului sector, șoferii care circulă între Cluj-Napoca și Zalău vor putea evita traversarea localităților Gârbău și Nădășelu, unde traficul greu a fost o problemă constantă în ultimii ani.",
                    "## Ce trebuie să știe șoferii",
                    "- viteza maximă pe tronson va fi temporar limitată la 100 km/h, până la finalizarea marcajelor definitive;",
                    "- accesul în autostradă se face prin nodurile rutiere de la Nădășelu și Gârbău;",
                    "- nu există încă stații de alimentare sau parcări de servicii pe acest sector;",
                    "- în zilele cu ninsoare, tronsonul va fi deszăpezit de echipele CNAIR din Cluj.",
                    "Constructorul, asocierea Drumuri Nord-Vest și Viaduct Construct, a avut de recuperat întârzieri de aproape opt luni cauzate de alunecările de teren din zona Mihăiești. Pentru stabilizarea versanților au fost necesare lucrări suplimentare de 46 de milioane de lei.",
                    "Pentru locuitorii din Gârbău, deschiderea tronsonului vine ca o ușurare. „Pe aici treceau zilnic sute de camioane, la doi metri de casele oamenilor. Copiii nu puteau merge singuri la școală”, a declarat primarul comunei, Ioan Bonțe.",
                    "Următorul tronson, Mihăiești–Zimbor, ar urma să fie finalizat în vara anului viitor. După deschiderea acestuia, legătura rapidă dintre Cluj-Napoca și Zalău va fi aproape completă.",
                ],
                "no-yoast-graph-list",
                section="Actualitate",
                nold=True,
            )
        )

    # ------------------------------------------------------------------ templates

    def byline(self, names: list[str]) -> str:
        links = [
            self.a("author", n, "byline") if n == "Andrei Popescu" else f'<a href="/author/{AUTHORS[n]}/">{esc(n)}</a>'
            for n in names
        ]
        return " și ".join(links)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "Acasă"), ("category", "Actualitate"), ("horoscop", "Horoscop"), ("galerie", "Foto"))
        )
        nav += '<li class="menu-item"><a href="/category/administratie/">Administrație</a></li><li class="menu-item"><a href="/category/opinii/">Opinii</a></li><li class="menu-item"><a href="/category/cultura/">Cultură</a></li><li class="menu-item"><a href="/category/sport/">Sport</a></li>'
        post = doc.is_article or doc.extra.get("story_template")
        head = [
            '<meta charset="UTF-8">',
            f"<title>{esc(doc.title)} - {SITE}</title>",
            '<meta name="robots" content="index, follow, max-image-preview:large">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            '<meta property="og:locale" content="ro_RO">',
            f'<meta property="og:type" content="{"article" if post else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            f'<meta property="og:site_name" content="{SITE}">',
        ]
        iso = doc.iso or doc.extra.get("iso")
        if post and iso and not doc.extra.get("nold"):
            names = doc.authors or doc.extra.get("by", [])
            head.append(f'<meta property="article:published_time" content="{iso}">')
            head.append(f'<meta name="author" content="{esc(", ".join(names))}">')
            graph = [
                {"@type": "Article", "@id": self.url(doc.key) + "#article", "isPartOf": {"@id": self.url(doc.key)},
                 "author": {"name": names[0], "@id": f"{self.origin}/#/schema/person/{AUTHORS[names[0]]}"},
                 "headline": doc.title, "datePublished": iso, "dateModified": iso,
                 "publisher": {"@id": self.origin + "/#organization"}, "articleSection": [doc.section or doc.extra.get("section", "")],
                 "inLanguage": "ro-RO"},
                {"@type": "WebPage", "@id": self.url(doc.key), "url": self.url(doc.key), "name": f"{doc.title} - {SITE}",
                 "datePublished": iso, "inLanguage": "ro-RO"},
                {"@type": "Organization", "@id": self.origin + "/#organization", "name": SITE, "url": self.origin + "/"},
                {"@type": "Person", "@id": f"{self.origin}/#/schema/person/{AUTHORS[names[0]]}", "name": names[0],
                 "url": f"{self.origin}/author/{AUTHORS[names[0]]}/"},
            ]  # fmt: skip
            head.append(
                '<script type="application/ld+json" class="yoast-schema-graph">'
                + json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)
                + "</script>"
            )
        recent = "".join(
            f'<div class="jeg_post jeg_pl_sm"><h3 class="jeg_post_title">{self.a(k, self.docs[k].title, "aside")}</h3></div>'
            for k in ("agerpres", "buget", "noapte", "salina")
            if k != doc.key
        )
        body_cls = f"single single-post postid-{len(doc.path) * 97}" if post else "archive"
        return f"""<!DOCTYPE html>
<html lang="ro-RO">
<head>
{chr(10).join(head)}
<meta name="generator" content="WordPress 6.6.2">
<link rel="stylesheet" id="jnews-frontend-css" href="/wp-content/themes/jnews/assets/dist/frontend.min.css?ver=11.6.4" type="text/css" media="all">
<link rel="alternate" type="application/rss+xml" title="{SITE} &raquo; Flux" href="/feed/">
<style>/*PAD*/</style>
</head>
<body class="{body_cls} jeg_single_tpl_1 jnews">
<div class="jeg_viewport">
<div class="jeg_header normal"><div class="jeg_topbar"><span class="jeg_top_date">vineri, 4 decembrie 2026</span> <a href="https://www.facebook.com/ziarultransilvan">Facebook</a> <a href="https://www.instagram.com/ziarultransilvan">Instagram</a></div>
<div class="jeg_logo">{self.a("home", SITE, "nav")}</div>
<nav class="jeg_main_menu_wrapper"><ul class="jeg_main_menu sf-menu">{nav}</ul></nav>
<div class="jeg_search_wrapper"><form action="/" method="get" class="jeg_search_form"><input name="s" class="jeg_search_input" placeholder="Caută..."></form></div></div>
<div class="jeg_main">
<div class="jeg_container"><div class="jeg_content">
{main}
</div>
<div class="jeg_sidebar"><div class="widget widget_jnews_module_block_21"><h3 class="jeg_block_title"><span>Ultimele știri</span></h3>{recent}</div>
<div class="widget"><h3 class="jeg_block_title"><span>Utile</span></h3><p>{self.a("horoscop", "Horoscopul zilei", "aside")}</p><p>{self.a("galerie", "Galerie foto: Târgul de Crăciun", "aside")}</p><p>{self.a("search", "Caută în arhivă", "aside")}</p></div></div>
</div></div>
<div class="jeg_footer"><div class="jeg_footer_primary">{self.a("about", "Despre noi", "footer")} | {self.a("privacy", "Politica de confidențialitate", "footer")} | <a href="/termeni-si-conditii/">Termeni și condiții</a> | <a href="/contact/">Contact</a> | <a href="https://anpc.ro/">ANPC</a></div>
<p class="copyright">© 2026 Ziarul Transilvan. Toate drepturile rezervate. Reproducerea materialelor este permisă doar cu citarea sursei și link către articolul original.</p></div>
</div>
<div id="cookie-notice" class="cn-bottom"><span id="cn-notice-text">Folosim cookie-uri pentru a-ți oferi cea mai bună experiență pe site-ul nostru.</span> <a href="#" id="cn-accept-cookie" class="cn-button">Sunt de acord</a> {self.a("privacy", "Politica de confidențialitate", "footer", 'class="cn-privacy-policy-link"')}</div>
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="/wp-content/themes/jnews/assets/dist/frontend.min.js?ver=11.6.4" id="jnews-frontend-js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        names = doc.authors or doc.extra.get("by", [])
        section = doc.section or doc.extra.get("section", "")
        stamp = doc.stamp or doc.extra.get("stamp", "")
        cat = CATEGORIES[section]
        bio = (
            f'<div class="jeg_authorbox"><div class="jeg_author_content"><h3 class="jeg_author_name"><a href="/author/{AUTHORS[names[0]]}/">{esc(names[0])}</a></h3><p class="jeg_author_desc">{esc(doc.extra["bio"])}</p></div></div>'
            '<p class="disclaimer"><em>Opiniile exprimate în această rubrică aparțin autorilor și nu reflectă neapărat poziția redacției.</em></p>'
            if doc.extra.get("bio")
            else ""
        )
        city = self.a("tag", "Cluj-Napoca", "content", 'rel="tag"') + " " if doc.extra.get("tags") else ""
        tags = f'<div class="jeg_post_tags"><span>Etichete:</span> {city}<a href="/tag/{cat}/" rel="tag">{esc(section)}</a></div>'
        comments = COMMENTS.get(doc.key, [])
        if comments:
            items = "".join(
                f'<li class="comment"><div class="comment-body"><div class="comment-author vcard"><cite class="fn">{esc(who)}</cite></div><div class="comment-meta">{when}</div><p>{esc(text)}</p></div></li>'
                for who, when, text in comments
            )
            comments_html = f'<div id="comments" class="jeg_comments"><h3 class="comments-title">{len(comments)} comentarii</h3><ol class="commentlist">{items}</ol>'
        else:
            comments_html = '<div id="comments" class="jeg_comments"><h3 class="comments-title">Niciun comentariu</h3>'
        comments_html += '<div id="respond" class="comment-respond"><h3 class="comment-reply-title">Lasă un comentariu</h3><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea><input name="author" placeholder="Nume"><input name="email" placeholder="E-mail"><input type="submit" value="Publică comentariul"></form></div></div>'
        related = "".join(
            f'<div class="jeg_post jeg_pl_md_2"><h3 class="jeg_post_title">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<div class="jeg_inner_content">
<div class="entry-header">
<div class="jeg_post_category"><span><a href="/category/{cat}/" class="category-{cat}">{esc(section)}</a></span></div>
<h1 class="jeg_post_title">{esc(doc.title)}</h1>
<div class="jeg_meta_container"><div class="jeg_post_meta jeg_post_meta_1"><div class="meta_left">
<div class="jeg_meta_author"><span class="meta_text">de</span> {self.byline(names)}</div>
<div class="jeg_meta_date"><a href="{esc(self.href(doc.key))}">{stamp}</a></div>
<div class="jeg_meta_comment"><a href="#comments"><i class="fa fa-comment-o"></i> {len(comments)}</a></div>
</div></div></div>
</div>
<div class="jeg_share_top_container"><div class="jeg_share_button"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" class="jeg_btn-facebook">Distribuie pe Facebook</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}" class="jeg_btn-whatsapp">WhatsApp</a></div></div>
<div class="entry-content no-share"><div class="content-inner">
{blocks_html(self, doc.blocks, fig=self.fig)}
</div></div>
{tags}
{bio}
<div class="jnews_related_post_container"><div class="jeg_postblock_5"><h3 class="jeg_block_title"><span>Articole similare</span></h3>{related}</div></div>
{comments_html}
</div>"""

    def fig(self, alt: str, caption: str) -> str:
        slug = "".join(c for c in alt.lower() if c.isascii() and c.isalnum())[:24]
        return f'<figure class="wp-block-image size-large"><img decoding="async" src="/wp-content/uploads/2026/12/{slug}-1024x683.jpg" alt="{esc(alt)}"><figcaption class="wp-element-caption">{esc(caption)}</figcaption></figure>'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<article class="jeg_post jeg_pl_lg_2"><div class="jeg_postblock_content"><h3 class="jeg_post_title">{self.a(k, d.title, "content")}</h3>'
                f'<div class="jeg_post_meta"><div class="jeg_meta_author"><span class="by">de</span> {esc(" și ".join(d.authors) or "Redacția")}</div><div class="jeg_meta_date">{d.stamp}</div></div>'
                f'<div class="jeg_post_excerpt"><p>{esc(self.lede(d))}</p></div></div></article>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = (
                '<div class="jeg_navigation jeg_pagination"><span class="page_number active">1</span>'
                + self.a(doc.extra["more"], "2", "pagination", 'class="page_number"')
                + ' <a class="page_nav next" href="/category/actualitate/page/2/">Înainte</a></div>'
            )
        if doc.extra.get("prev"):
            pager = (
                '<div class="jeg_navigation jeg_pagination">'
                + self.a(doc.extra["prev"], "Înapoi", "pagination", 'class="page_nav prev"')
                + ' <span class="page_number active">2</span> <a class="page_number" href="/category/actualitate/page/3/">3</a></div>'
            )
        head = f'<div class="jeg_archive_header"><h1 class="jeg_archive_title">{esc(doc.title)}</h1></div>'
        if doc.kind == "author":
            head = f'<div class="jeg_authorpage"><h1 class="jeg_author_name">{esc(doc.title)}</h1><p class="jeg_author_desc">{esc(doc.extra["bio"])}</p></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="jeg_block_heading">{self.a("tag", "#Cluj-Napoca", "content")} {self.a("horoscop", "Horoscop", "content")} {self.a("author", "Andrei Popescu", "content")}</div>'
        return f'<div class="jeg_archive_content">{head}<div class="jeg_posts jeg_load_more_flag">{"".join(items)}</div>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        return f'<div class="jeg_inner_content"><div class="entry-header"><h1 class="jeg_post_title">{esc(doc.title)}</h1></div><div class="entry-content"><div class="content-inner">\n{self.blocks(doc)}\n</div></div></div>'
