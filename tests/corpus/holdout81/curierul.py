# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Curierul Zilei: an Adevărul-like Romanian daily on an **Arc XP**-like front end (`fusion-app`, `b-headline`,
`b-byline`, `c-paragraph`, `c-date`, `arcad` ad slots, `Fusion.globalContent` metadata,
`/stiri/actualitate/<slug>-2045678.html`, `/stiri/actualitate/pagina-2/`, `/tags/<slug>/`, `/autor/<slug>/`,
`/cautare/?q=`), Romanian, UTF-8, Bucharest time (+02:00).

Bylines "de Andrei Popescu" with a "Foto:" credit beside; agency stories "Sursa: Agerpres". Dates are printed
"Publicat: 4 decembrie 2026, 11:20" with an "Actualizat:" line. The JSON-LD is Arc's: `NewsArticle` with
`datePublished` in **UTC with milliseconds** ("2026-12-04T22:35:00.000Z" for the Cluj story published at 00:35 on 5 Dec
in Bucharest); the low-emission story's JSON-LD author is a **Person named after the portal**. Kickers "EXCLUSIV" and
"VIDEO" are printed inside the `<h1>` (a `span.c-kicker`). Current pages write **comma-below** letters (ș ț); an
article from 2014 migrated into the new template keeps its **cedilla** letters (ş ţ) and carries the migration's
2022 date as "Actualizat"; a 2010 story is still served by the **legacy archive** (`/arhiva/stire.php?id=`) in
**ISO-8859-2**, declared only in the HTTP header, a table layout without JSON-LD or Open Graph. A removed story's
URL answers with a **soft 404**."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import RO_MONTHS, Base, img_id, iso_utc, page, parts, ro_cedilla, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.curierulzilei.test"
OFF = 2
ARTS = ["zona", "agerpres", "opinie", "cluj", "scoala", "dn1", "urs", "locuinte"]
SEARCH_Q = "zăpadă"
P_TAG = '<p class="c-paragraph">'
AUTHOR_SLUG = {
    "Andrei Popescu": "andrei-popescu",
    "Ioana Dumitrescu": "ioana-dumitrescu",
    "Mihai Ionescu": "mihai-ionescu",
    "Elena Stan": "elena-stan",
    "Radu Matei": "radu-matei",
    "Alina Georgescu": "alina-georgescu",
}


def ro_date(local: str) -> str:
    y, m, d, hm = parts(local)
    return f"{d} {RO_MONTHS[m - 1]} {y}, {hm}"


class Curierul(Base):
    origin = ORIGIN
    name = "Curierul Zilei"
    prefix = "cz"
    language = "ro"
    _writing: Doc | None = None

    # the legacy archive page is written and labelled in ISO-8859-2 (charset in the header only), the rest in UTF-8
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _legacy(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("legacy"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "iso8859-2" if self._legacy else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=ISO-8859-2" if self._legacy else "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        if self._legacy:
            return css_rules(
                "cz-arhiva", ["td.titlu", "td.meniu a", "#continut", ".data", "table.subsol td", ".banner468"], 200
            )
        return css_rules(
            "cz",
            [
                ".b-header-nav-chain",
                ".c-link",
                ".b-headline",
                ".b-subheadline",
                ".b-article-body .c-paragraph",
                ".b-byline",
                ".c-date",
                ".b-top-table-list li",
                ".c-stack",
                ".arcad",
                ".b-footer",
                ".cmp-banner",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Curierul Zilei - Știri de ultimă oră din România și din lume", "arc-home",
                 list=["cluj", "zona", "urs", "agerpres", "locuinte", "opinie"], more="actualitate"))  # fmt: skip
        add(
            page(
                "actualitate",
                "/stiri/actualitate/",
                "section",
                "Actualitate",
                "arc-section-front",
                list=["cluj", "zona", "urs", "agerpres"],
                more="actualitate2",
            )
        )
        add(
            page(
                "actualitate2",
                "/stiri/actualitate/pagina-2/",
                "section",
                "Actualitate",
                "arc-section-page2-path",
                list=["locuinte"],
                older=[
                    (
                        "/stiri/actualitate/metrou-m6-aeroport-licitatie-2044102.html",
                        "Magistrala de metrou spre aeroport: licitația pentru tuneluri, relansată",
                        "2026-11-30 10:15",
                    ),
                    ("gone", "Guvernul amână din nou legea salarizării", "2026-11-29 17:40"),
                    (
                        "/stiri/actualitate/iasi-pod-palas-inchis-2043377.html",
                        "Iași: podul de la Palas se închide pentru reparații",
                        "2026-11-28 12:05",
                    ),
                ],
            )
        )
        add(page("tag", "/tags/bucuresti/", "tag", "București", "arc-tag", list=["zona", "locuinte", "scoala"]))
        add(page("author", "/autor/andrei-popescu/", "author", "Andrei Popescu", "arc-author", list=["zona", "locuinte"],
                 bio="Jurnalist la Curierul Zilei din 2012. Scrie despre administrația locală, transport și piața imobiliară.",
                 older=[("/stiri/actualitate/bucuresti-termoficare-avarii-2041190.html", "Avariile la termoficare lasă fără căldură 400 de blocuri", "2026-11-21 09:30")]))  # fmt: skip
        add(page("search", "/cautare/?q=" + quote(SEARCH_Q), "search", f"Rezultatele căutării pentru: {SEARCH_Q}", "arc-search", list=["dn1"],
                 older=[("/stiri/actualitate/cod-galben-ninsori-munte-2044870.html", "Cod galben de ninsori la munte până duminică", "2026-12-02 14:20"),
                        ("/stiri/actualitate/deszapezire-bucuresti-utilaje-2039810.html", "Câte utilaje are Capitala pentru deszăpezire", "2026-11-12 11:10")]))  # fmt: skip
        add(
            page(
                "horoscop",
                "/horoscop/horoscop-5-decembrie-2026-2045701.html",
                "horoscope",
                "Horoscop 5 decembrie 2026. Ziua în care Săgetătorii primesc o veste bună",
                "daily-horoscope-12-signs",
                [
                    "## Berbec",
                    "Ai chef de schimbări, dar nu e momentul pentru decizii pripite. O discuție cu un prieten vechi te ajută să vezi lucrurile limpede.",
                    "## Taur",
                    "Atenție la cheltuieli: amână o achiziție mare pentru săptămâna viitoare. Seara e potrivită pentru odihnă acasă.",
                    "## Gemeni",
                    "Primești mai multe invitații decât poți onora. Alege compania în care te simți cu adevărat bine.",
                    "## Rac",
                    "Ești mai sensibil decât de obicei și iei personal o remarcă nevinovată. O plimbare în aer liber îți schimbă starea.",
                    "## Leu",
                    "Ideile creative se pun ușor în practică. Dacă te gândești de mult la o schimbare în casă, acum e momentul.",
                    "## Fecioară",
                    "Atenția la detalii te ajută să descoperi o greșeală care ți-ar fi adus multe neplăceri mai târziu.",
                    "## Balanță",
                    "Nu mai poți amâna o decizie. Ascultă părerea partenerului, dar la final bazează-te pe propriul instinct.",
                    "## Scorpion",
                    "Intuiția ta e foarte puternică astăzi. Un telefon neașteptat aduce o veste bună de la serviciu.",
                    "## Săgetător",
                    "O veste bună legată de bani sau de o călătorie îți face ziua mai frumoasă. Împarte bucuria cu cei dragi.",
                    "## Capricorn",
                    "Odihnește-te după o săptămână grea. Nu-ți încărca programul, familia se bucură de o seară liniștită.",
                    "## Vărsător",
                    "Un prieten vine cu o propunere care pare ciudată la prima vedere. Gândește-te bine înainte să refuzi.",
                    "## Pești",
                    "Ești visător și inspirat, ceea ce favorizează activitățile artistice. Nu te baza însă orbește pe promisiunile financiare.",
                ],
                local="2026-12-05 00:05",
            )
        )
        add(
            page(
                "gone",
                "/stiri/politica/guvernul-amana-legea-salarizarii-2044390.html",
                "not-found",
                "Ne pare rău, pagina nu a fost găsită",
                "soft-404-status-200",
                list=["cluj", "zona", "agerpres"],
            )
        )
        add(
            page(
                "despre",
                "/despre-noi/",
                "about",
                "Despre noi",
                "about",
                [
                    "Curierul Zilei este un cotidian online independent, fondat în 2004 la București. Publicăm știri, investigații și opinii despre România și despre lume.",
                    "- Editor: Curierul Media SRL, Str. Academiei nr. 35, București",
                    "- Redactor-șef: Cristina Vasilescu",
                    "- Redactor-șef adjunct: Bogdan Marinescu",
                    "- Contact redacție: redactia@curierulzilei.test",
                    "- Publicitate: publicitate@curierulzilei.test",
                    "Curierul Zilei respectă Codul deontologic al jurnaliștilor. Solicitările privind dreptul la replică se trimit pe adresa redacției.",
                ],
            )
        )
        add(
            story(
                "zona",
                "/stiri/actualitate/zona-emisii-reduse-bucuresti-martie-2045678.html",
                "Bucureștiul introduce din martie zona cu emisii reduse: ce mașini nu vor mai putea intra în centru",
                "2026-12-04",
                iso_utc("2026-12-04 11:20", OFF, "ms"),
                ro_date("2026-12-04 11:20"),
                ["Andrei Popescu"],
                [
                    "Consiliul General al Municipiului București a aprobat joi seară regulamentul zonei cu emisii reduse, care va intra în vigoare la 1 martie 2027. Zona va cuprinde tot perimetrul din interiorul inelului median, de la Piața Victoriei până la Piața Unirii și de la Eroilor până la Obor.",
                    "Din martie, autoturismele cu normă de poluare Euro 3 sau mai veche nu vor mai putea intra în zonă între orele 7:00 și 20:00 în zilele lucrătoare. Din 2029, interdicția se extinde și la motoarele diesel Euro 4.",
                    "Respectarea regulilor va fi verificată de 86 de camere care citesc numerele de înmatriculare. Amenda pentru intrarea neautorizată va fi de 1.000 de lei, iar pentru mașinile înmatriculate în străinătate va fi aplicată după înregistrarea în platforma online.",
                    "## Cine primește derogare",
                    "Locuitorii din zonă care dețin mașini vechi vor primi o derogare de doi ani, dacă se înregistrează până la 31 ianuarie. Excepțiile mai includ autovehiculele persoanelor cu dizabilități, ambulanțele, mașinile de intervenție și vehiculele istorice.",
                    "„Nu vrem să pedepsim pe nimeni, vrem să respire mai bine copiii care merg la școală în centrul orașului”, a declarat directorul Direcției de Mediu din Primăria Capitalei, Sorin Cristea.",
                    "Asociațiile de transportatori au anunțat că vor contesta regulamentul în instanță. Ele susțin că termenul de trei luni este prea scurt pentru înlocuirea flotelor de microbuze.",
                    "Actualizare 18:05: Primăria a anunțat că taxa zilnică de acces pentru mașinile care nu respectă normele va fi de 25 de lei, plătibilă prin SMS sau aplicația oficială.",
                ],
                "jsonld-author-person-named-portal-utc-ms",
                section="Actualitate",
                dek="Mașinile Euro 3 și mai vechi nu vor mai intra în centrul Capitalei în zilele lucrătoare. Amenda va fi de 1.000 de lei.",
                local="2026-12-04 11:20",
                updated="2026-12-04 18:05",
                foto="Curierul Zilei / Vlad Chirea",
                ld="portal-person",
                caption="Trafic pe Bulevardul Magheru",
            )
        )
        add(
            story(
                "agerpres",
                "/stiri/actualitate/salariul-minim-brut-4600-lei-ianuarie-2045512.html",
                "Salariul minim brut crește la 4.600 de lei de la 1 ianuarie 2027",
                "2026-12-03",
                iso_utc("2026-12-03 16:45", OFF, "ms"),
                ro_date("2026-12-03 16:45"),
                [],
                [
                    "Guvernul a aprobat joi, în ședința de guvern, hotărârea privind majorarea salariului minim brut pe țară garantat în plată de la 4.325 la 4.600 de lei, începând cu 1 ianuarie 2027.",
                    "Potrivit ministrului Muncii, creșterea va afecta aproximativ 1,7 milioane de angajați. În mână, salariul minim va ajunge la circa 2.770 de lei, în funcție de deducerea personală.",
                    "Pentru angajații din construcții și agricultură se păstrează salariul minim diferențiat, care urmează să crească la 5.000 de lei brut.",
                    "Patronatele au criticat decizia, afirmând că firmele mici din zonele defavorizate nu își vor permite majorarea, în timp ce sindicatele au cerut o creștere mai mare, la 5.000 de lei pentru toți angajații.",
                ],
                "agency-credit-agerpres",
                section="Economie",
                local="2026-12-03 16:45",
                source="Agerpres",
                ld="agency",
            )
        )
        add(
            story(
                "opinie",
                "/opinii/trenul-care-nu-mai-vine-calea-ferata-2045120.html",
                "Trenul care nu mai vine",
                "2026-12-02",
                iso_utc("2026-12-02 08:00", OFF, "ms"),
                ro_date("2026-12-02 08:00"),
                ["Ioana Dumitrescu"],
                [
                    "În 1989, un tren accelerat făcea între București și Brașov două ore și jumătate. În 2026, cel mai rapid tren face aceeași distanță în două ore și cincizeci de minute. Nu e o glumă și nici o excepție: pe aproape jumătate din rețea, trenurile merg azi mai încet decât acum trei decenii.",
                    "Am auzit în acești ani toate explicațiile. Lipsa banilor, birocrația, licitațiile contestate, constructorii care abandonează șantierele. Toate sunt adevărate. Dar niciuna nu explică de ce o țară care a primit miliarde de euro din fonduri europene pentru transport a ajuns să lege Bucureștiul de Constanța mai bine decât de Cluj.",
                    "Explicația reală este că trenul nu a fost niciodată o prioritate politică. Autostrada se inaugurează cu panglică, cu elicopter, cu fotografii din mașină. O linie ferată modernizată se inaugurează în tăcere, iar beneficiile apar peste zece ani, când ministrul care a semnat contractul nu mai e în funcție.",
                    "Între timp, oamenii care nu au mașină plătesc prețul. Studenții care merg acasă în weekend, pensionarii care ajung la spitalul județean, navetiștii din Ploiești sau Titu. Pentru ei, fiecare oră pierdută pe peron este o taxă ascunsă.",
                    "Nu avem nevoie de trenuri de mare viteză ca în Spania. Avem nevoie ca trenurile să circule cu viteza pentru care a fost proiectată linia și să plece la ora afișată. Este un obiectiv modest. Faptul că pare ambițios spune totul despre cât de jos am coborât ștacheta.",
                    "SIGN: Ioana Dumitrescu este analist de politici publice în domeniul transporturilor. Opiniile exprimate aparțin autorului și nu reprezintă neapărat poziția Curierul Zilei.",
                ],
                "opinion-column-author-box-tail",
                section="Opinii",
                local="2026-12-02 08:00",
                column=True,
                ld="person",
            )
        )
        add(
            story(
                "cluj",
                "/stiri/actualitate/spitalul-judetean-cluj-stenturi-pret-triplu-2045790.html",
                "Spitalul Județean Cluj a plătit de trei ori mai mult pentru aceleași stenturi",
                "2026-12-05",
                iso_utc("2026-12-05 00:35", OFF, "ms"),
                ro_date("2026-12-05 00:35"),
                ["Mihai Ionescu", "Elena Stan"],
                [
                    "Spitalul Clinic Județean de Urgență Cluj a cumpărat în acest an stenturi coronariene cu un preț mediu de 3.900 de lei pe bucată, deși aceleași dispozitive, de la același producător, au fost achiziționate de alte trei spitale universitare cu mai puțin de 1.300 de lei, arată documentele de achiziție obținute de Curierul Zilei.",
                    "Am analizat peste 140 de contracte publicate în Sistemul Electronic de Achiziții Publice între ianuarie și octombrie 2026. Diferența de preț apare în toate cele șapte livrări făcute către spitalul din Cluj de același distribuitor, firma Medicor Distribution SRL.",
                    "## Contract atribuit fără licitație",
                    "Contractele au fost încheiate prin procedura de urgență, justificată în documente prin „riscul iminent de întrerupere a tratamentului pacienților”. Spitalul avea însă, în aceeași perioadă, un acord-cadru în vigoare cu un alt furnizor, la un preț de 1.250 de lei pe stent.",
                    "Întrebat de ce nu a folosit acordul-cadru, purtătorul de cuvânt al spitalului, Adrian Moldovan, a declarat că furnizorul inițial „nu a putut livra la timp dimensiunile cerute de medici”. Spitalul nu a răspuns până la publicarea articolului la întrebarea câte livrări au fost efectiv întârziate.",
                    "Reprezentanții Medicor Distribution au refuzat să comenteze, invocând clauzele de confidențialitate ale contractelor.",
                    "Suma plătită în plus depășește 2,1 milioane de lei, potrivit calculelor noastre. Ministerul Sănătății a anunțat, după ce i-am trimis întrebările, că va trimite o echipă de control la spital săptămâna viitoare.",
                ],
                "kicker-exclusiv-in-h1-utc-crosses-midnight",
                section="Actualitate",
                dek="Documentele obținute de Curierul Zilei arată contracte de urgență cu un singur distribuitor, deși spitalul avea un acord-cadru mai ieftin.",
                local="2026-12-05 00:35",
                kicker="EXCLUSIV",
                foto="Curierul Zilei / Vlad Chirea",
                ld="person",
                caption="Intrarea în Spitalul Clinic Județean de Urgență Cluj",
            )
        )
        add(
            story(
                "scoala",
                "/stiri-educatie-16845123-prima-scoala-bucuresti-panouri-solare-acoperis.htm",
                ro_cedilla("Prima școală din București cu panouri solare pe acoperiș își produce singură curentul"),
                "2014-03-21",
                iso_utc("2014-03-21 10:10", OFF, "ms"),
                ro_date("2014-03-21 10:10"),
                ["Radu Matei"],
                [
                    ro_cedilla(line)
                    for line in [
                        "Școala Gimnazială nr. 79 din sectorul 6 a devenit prima unitate de învățământ din București care își produce singură o parte din energia electrică. Pe acoperișul clădirii au fost montate 120 de panouri fotovoltaice, cu o putere totală de 30 de kilowați.",
                        "Investiția, de aproximativ 220.000 de lei, a fost finanțată de Primăria Sectorului 6 și de o fundație a unei bănci comerciale. Directoarea școlii, Mariana Țurcanu, spune că instalația va acoperi aproape jumătate din consumul anual al școlii.",
                        "„Copiii urmăresc pe un ecran din hol câtă energie produc panourile în fiecare zi. La ora de fizică am început să facem calcule cu datele reale”, a explicat directoarea.",
                        "Primăria Sectorului 6 anunță că, dacă proiectul se dovedește eficient, va monta panouri și pe alte 12 școli până în 2016.",
                        "Specialiștii atrag însă atenția că, fără o legislație care să permită vânzarea surplusului de energie în rețea, astfel de proiecte rămân greu de extins.",
                    ]
                ],
                "migrated-2014-cedilla-letters-migration-update-date",
                section="Educație",
                local="2014-03-21 10:10",
                updated="2022-10-14 09:00",
                ld="person",
                tag_bucuresti=True,
            )
        )
        add(
            story(
                "dn1",
                "/arhiva/stire.php?id=184523",
                ro_cedilla("Zăpada a blocat DN1 între Sinaia și Predeal"),
                "2010-01-27",
                None,
                "27.01.2010, ora 11:40",
                ["Cristian Neagu"],
                [
                    ro_cedilla(line)
                    for line in [
                        "Circulația pe DN1 între Sinaia și Predeal a fost blocată miercuri dimineață, după ce ninsoarea abundentă și viscolul au făcut drumul impracticabil. Sute de mașini au rămas înzăpezite pe Valea Prahovei.",
                        'Potrivit Poliției Rutiere Prahova, un TIR a derapat în zona Azuga și a blocat ambele sensuri de mers. "Utilajele de deszăpezire nu pot ajunge la autovehiculele blocate până nu este îndepărtat camionul", a declarat un reprezentant al poliției.',
                        "Stratul de zăpadă a ajuns la 60 de centimetri la Predeal, iar meteorologii anunță că ninsorile vor continua până joi seară.",
                        "Șoferii care circulă spre Brașov sunt sfătuiți să folosească ruta alternativă prin Pitești și Sibiu sau să amâne călătoria. CFR a suplimentat numărul de vagoane pe trenurile de pe Valea Prahovei.",
                    ]
                ],
                "legacy-archive-iso-8859-2-header-only-cedilla",
                section="Social",
                legacy=True,
            )
        )
        add(
            story(
                "urs",
                "/stiri/actualitate/urs-scara-bloc-brasov-jandarmi-2045330.html",
                "Un urs a intrat în scara unui bloc din Brașov. Jandarmii l-au scos după două ore",
                "2026-12-03",
                iso_utc("2026-12-03 09:30", OFF, "ms"),
                ro_date("2026-12-03 09:30"),
                ["Alina Georgescu"],
                [
                    "Un urs a intrat joi dimineață în scara unui bloc de pe strada Lungă din Brașov, după ce ușa de la intrare rămăsese deschisă. Locatarii au sunat la 112 în jurul orei 6:40, când au văzut animalul pe holul de la parter.",
                    "Jandarmii și echipa de intervenție a primăriei au ajuns în câteva minute și au cerut locatarilor să nu iasă din apartamente. Ursul, un mascul tânăr, a urcat până la etajul al doilea, de unde nu a mai vrut să coboare.",
                    'RAW:<div class="c-video-embed"><iframe src="https://www.youtube.com/embed/Yb4jQ7mN2aE" width="640" height="360" title="Ursul din scara blocului" frameborder="0" allowfullscreen></iframe><p class="c-video-caption">Imagini filmate de un locatar</p></div>',
                    "După aproape două ore, medicul veterinar a reușit să tranchilizeze animalul, care a fost scos din bloc și dus într-o zonă împădurită din afara orașului.",
                    "„E a treia oară luna aceasta când vedem urși pe stradă. Copiii merg la școală pe aici”, a spus o locatară, Maria Olteanu.",
                    "Primăria Brașov a anunțat că va monta încă 40 de containere de gunoi anti-urs în cartierele de la marginea pădurii.",
                ],
                "kicker-video-in-h1-embed",
                section="Actualitate",
                local="2026-12-03 09:30",
                kicker="VIDEO",
                ld="person",
            )
        )
        add(
            story(
                "locuinte",
                "/stiri/economie/preturi-apartamente-noiembrie-cluj-bucuresti-2045001.html",
                "Prețurile apartamentelor au crescut cu 9% într-un an. Clujul rămâne cel mai scump oraș",
                "2026-12-01",
                iso_utc("2026-12-01 13:00", OFF, "ms"),
                ro_date("2026-12-01 13:00"),
                ["Andrei Popescu"],
                [
                    "Prețul mediu cerut pentru apartamentele din marile orașe a crescut în noiembrie cu 9% față de aceeași lună a anului trecut, arată o analiză a anunțurilor publicate pe principalele platforme imobiliare.",
                    "Cluj-Napoca rămâne cel mai scump oraș din țară, cu un preț mediu de peste 3.300 de euro pe metru pătrat. Cele mai mari creșteri au fost însă la Iași și Brașov, unde prețurile au urcat cu peste 11%.",
                    "T: Oraș | Preț mediu (euro/mp) | Variație anuală",
                    "T: Cluj-Napoca | 3.340 | +7,8%",
                    "T: București | 2.290 | +8,9%",
                    "T: Brașov | 2.210 | +11,4%",
                    "T: Iași | 1.820 | +11,9%",
                    "T: Timișoara | 1.790 | +6,5%",
                    "Agenții imobiliari spun că cererea este susținută de creșterea salariilor din IT și din sectorul public, în timp ce oferta de locuințe noi a scăzut din cauza întârzierilor la autorizațiile de construire.",
                    "Analiștii avertizează că dobânzile la creditele ipotecare, care au coborât sub 6%, ar putea accelera creșterea prețurilor în prima parte a anului viitor.",
                ],
                "data-table-in-body",
                section="Economie",
                local="2026-12-01 13:00",
                ld="person",
                foto="Curierul Zilei / Vlad Chirea",
                caption="Ansamblu rezidențial nou în Cluj-Napoca",
            )
        )

    # --- templates -----------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("legacy"):
            self.current = doc.key
            return self.legacy_page(doc)
        return super().render(doc)

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        url = self.url(doc.key)
        if mode == "portal-person":
            author: object = [{"@type": "Person", "name": "Curierul Zilei"}]
        elif mode == "agency":
            author = [{"@type": "Organization", "name": "Agerpres"}]
        else:
            author = [{"@type": "Person", "name": a, "url": f"{ORIGIN}/autor/{AUTHOR_SLUG[a]}/"} for a in doc.authors]
        modified = iso_utc(doc.extra["updated"], OFF, "ms") if doc.extra.get("updated") else doc.iso
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": doc.title,
            "description": doc.dek or self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": modified,
            "image": {
                "@type": "ImageObject",
                "url": f"https://www.curierulzilei.test/resizer/v2/{img_id(doc.key)}.jpg?auth=6c1e&width=1200&height=675",
                "width": 1200,
                "height": 675,
            },
            "author": author,
            "publisher": {
                "@type": "NewsMediaOrganization",
                "name": "Curierul Zilei",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/pf/resources/images/logo-cz.png"},
            },
            "articleSection": doc.section,
            "isAccessibleForFree": True,
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def fusion(self, doc: Doc) -> str:
        gc: dict[str, object] = {
            "_id": f"{img_id(doc.key):X}ZQ3K",
            "type": "story" if doc.is_article else doc.kind,
            "canonical_url": doc.path,
        }
        if doc.is_article:
            gc["headlines"] = {"basic": doc.title}
            gc["display_date"] = doc.iso
            gc["credits"] = {"by": [{"type": "author", "name": a} for a in doc.authors]}
            gc["taxonomy"] = {"primary_section": {"name": doc.section}}
        return (
            '<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{};Fusion.arcSite="curierulzilei";'
            'Fusion.contextPath="/pf";Fusion.mxId="00000000";Fusion.deployment="812";Fusion.globalContent='
            + json.dumps(gc, ensure_ascii=False)
            + ';Fusion.globalContentConfig={"source":"content-api","query":{"website_url":"'
            + doc.path
            + '"}};</script>'
        )

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        desc = (doc.dek or self.lede(doc)) if doc.is_article else doc.title
        og_title = f"{doc.extra['kicker']} {doc.title}" if doc.extra.get("kicker") else doc.title
        art_meta = ""
        if doc.is_article:
            art_meta = f'<meta property="article:published_time" content="{doc.iso}"/>\n<meta property="article:section" content="{esc(doc.section)}"/>\n'
            if doc.authors:
                art_meta += f'<meta name="author" content="{esc(", ".join(doc.authors))}"/>\n'
        menu = "".join(
            f'<li class="c-link">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("actualitate", "Actualitate"),
                ("/stiri/politica/", "Politică"),
                ("/stiri/economie/", "Economie"),
                ("/stiri/externe/", "Externe"),
                ("/sport/", "Sport"),
                ("/opinii/", "Opinii"),
                ("horoscop", "Horoscop"),
            )
        )
        most = "".join(
            f'<li><span class="b-top-table-list__num">{i + 1}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["cluj", "urs", "zona", "agerpres", "locuinte"])
        )
        archive_box = f'<div class="b-archive-box"><h3>Din arhivă</h3><ul><li>{self.a("scoala", self.docs["scoala"].title, "aside")}</li><li>{self.a("dn1", self.docs["dn1"].title, "aside")}</li></ul></div>'
        return f"""<!DOCTYPE html>
<html lang="ro">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>{esc(og_title)} | Curierul Zilei</title>
<meta name="description" content="{esc(desc)}"/>
<link rel="canonical" href="{esc(url)}"/>
<meta property="og:type" content="{"article" if doc.is_article else "website"}"/>
<meta property="og:title" content="{esc(og_title)}"/>
<meta property="og:description" content="{esc(desc)}"/>
<meta property="og:url" content="{esc(url)}"/>
<meta property="og:site_name" content="Curierul Zilei"/>
<meta property="og:locale" content="ro_RO"/>
{art_meta}{self.ld(doc) if doc.is_article else ""}
<link rel="preconnect" href="https://www.curierulzilei.test/resizer"/>
<link rel="stylesheet" href="/pf/resources/styles/curierulzilei/css/main.css?d=812&amp;mxId=00000000"/>
<style>/*PAD*/</style>
<script async src="https://cmp.curierulzilei.test/cmp.min.js"></script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body>
<div id="fusion-app" class="layout-section">
<header class="b-header-nav-chain">
<div class="c-top-bar"><span class="c-today">Sâmbătă, 5 decembrie 2026</span> <span class="c-curs">EUR 4,9765 · USD 4,2810</span> <a href="/newsletter/" class="c-link">Newsletter</a> <a href="/cont/autentificare/" class="c-link">Autentificare</a></div>
<div class="b-header-logo">{self.a("home", "Curierul Zilei", "nav", 'class="c-logo"')}</div>
<nav class="b-header-nav"><ul>{menu}</ul></nav>
<form class="b-search" action="/cautare/" method="get"><input type="search" name="q" placeholder="Caută pe Curierul Zilei"/><button type="submit">Caută</button></form>
</header>
<div class="arcad" id="arcad-billboard" data-ad-name="billboard" data-ad-size="970x250"></div>
<div class="c-stack b-layout">
<main class="b-main">
{main}
</main>
<aside class="b-right-rail">
<div class="b-top-table-list"><h3>Cele mai citite</h3><ol>{most}</ol></div>
<div class="arcad" id="arcad-rail" data-ad-name="rail" data-ad-size="300x600"></div>
{archive_box}
</aside>
</div>
<footer class="b-footer">
<div class="b-footer__links">{self.a("despre", "Despre noi", "footer")} · <a href="/termeni-si-conditii/">Termeni și condiții</a> · <a href="/politica-de-confidentialitate/">Politica de confidențialitate</a> · <a href="/politica-cookies/">Politica cookies</a> · <a href="/contact/">Contact</a> · <a href="/arc/outboundfeeds/rss/">RSS</a></div>
<div class="b-footer__social"><a href="https://www.facebook.com/curierulzilei.test">Facebook</a> <a href="https://www.instagram.com/curierulzilei.test">Instagram</a> <a href="https://www.tiktok.com/@curierulzilei.test">TikTok</a></div>
<p class="b-footer__copy">© 2026 Curierul Media SRL. Toate drepturile rezervate. Reproducerea conținutului este permisă doar cu citarea sursei și link către articolul original.</p>
</footer>
<div class="cmp-banner" id="cmp-banner">Folosim cookie-uri pentru a-ți oferi o experiență mai bună și pentru a afișa reclame relevante. <a href="/politica-cookies/">Află mai multe</a> <button class="cmp-accept">Accept tot</button> <button class="cmp-settings">Setări</button></div>
</div>
{self.fusion(doc)}
<script src="/pf/dist/engine/react.js?d=812&amp;mxId=00000000" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        sec = self.a("actualitate", doc.section, "breadcrumb") if doc.section == "Actualitate" else esc(doc.section)
        kicker = f'<span class="c-kicker">{esc(doc.extra["kicker"])}</span> ' if doc.extra.get("kicker") else ""
        if doc.extra.get("column"):
            a = doc.authors[0]
            byline = f'<div class="b-author-bio-box"><img src="https://www.curierulzilei.test/resizer/v2/autori/{AUTHOR_SLUG[a]}.jpg" alt="{esc(a)}" width="72" height="72"/><div class="b-byline"><span class="c-byline__by">de</span> <a href="/autor/{AUTHOR_SLUG[a]}/">{esc(a)}</a></div><span class="b-author-bio-box__role">Analist</span></div>'
        elif doc.authors:
            names = ", ".join(
                self.a("author", a, "byline")
                if a == "Andrei Popescu"
                else f'<a href="/autor/{AUTHOR_SLUG[a]}/">{esc(a)}</a>'
                for a in doc.authors
            )
            byline = f'<div class="b-byline"><span class="c-byline__by">de</span> {names}</div>'
        else:
            byline = f'<div class="b-byline b-byline--source">Sursa: {esc(doc.extra["source"])}</div>'
        foto = f'<div class="c-photo-credit">Foto: {esc(doc.extra["foto"])}</div>' if doc.extra.get("foto") else ""
        upd = (
            f'<time class="c-date c-date--updated" datetime="{iso_utc(doc.extra["updated"], OFF, "ms")}">Actualizat: {ro_date(doc.extra["updated"])}</time>'
            if doc.extra.get("updated")
            else ""
        )
        dek = f'<h2 class="b-subheadline">{esc(doc.dek)}</h2>' if doc.dek else ""
        fig = ""
        if doc.extra.get("caption"):
            fig = f'<figure class="b-lead-art"><img src="https://www.curierulzilei.test/resizer/v2/{img_id(doc.key)}.jpg?auth=6c1e&amp;width=800" alt="{esc(doc.extra["caption"])}" width="800" height="450"/><figcaption class="c-media-item__caption">{esc(doc.extra["caption"])}</figcaption></figure>'
        tags = '<div class="b-tags"><span>Etichete:</span> '
        if doc.key in ("zona", "locuinte", "scoala"):
            tags += self.a("tag", "București", "tag") + " "
        tags += f'<a href="/tags/{quote(doc.section.lower())}/">{esc(doc.section.lower())}</a></div>'
        related = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in ARTS
            if k != doc.key and not self.docs[k].extra.get("legacy") and k != "scoala"
        )
        return f"""<div class="b-breadcrumb">{self.a("home", "Acasă", "breadcrumb")} / {sec}</div>
<article class="b-article">
<header class="b-article-header">
<h1 class="b-headline">{kicker}{esc(doc.title)}</h1>
{dek}
{byline}
{foto}
<div class="b-date"><time class="c-date" datetime="{doc.iso}">Publicat: {doc.stamp}</time> {upd}</div>
<div class="b-share"><a href="https://www.facebook.com/sharer/sharer.php?u={quote(self.url(doc.key), safe="")}">Distribuie</a> <a href="https://api.whatsapp.com/send?text={quote(self.url(doc.key), safe="")}">WhatsApp</a></div>
</header>
{fig}
<div class="b-article-body">
{self.blocks(doc, p_tag=P_TAG)}
</div>
<div class="arcad" id="arcad-inarticle" data-ad-name="inarticle" data-ad-size="300x250"></div>
{tags}
<div class="b-google-news"><a href="https://news.google.com/publications/curierulzilei">Urmărește Curierul Zilei pe Google News</a></div>
</article>
<section class="b-related"><h3>Citește și</h3><ul>{related}</ul></section>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        kick = f'<span class="c-kicker">{esc(d.extra["kicker"])}</span> ' if d.extra.get("kicker") else ""
        lede = d.dek or self.lede(d)
        return (
            f'<div class="b-card"><img src="https://www.curierulzilei.test/resizer/v2/{img_id(k)}.jpg?width=400" alt="" loading="lazy"/>'
            f'<h2 class="c-heading">{kick}{self.a(k, d.title, "content")}</h2><p class="c-description">{esc(lede)}</p><span class="c-date">{ro_date(d.extra["local"]) if d.extra.get("local") else d.stamp}</span></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="b-card b-card--small"><h2 class="c-heading">{self.a(p, ttl, "content") if p in self.docs else f"<a href={chr(34)}{esc(p)}{chr(34)}>{esc(ttl)}</a>"}</h2><span class="c-date">{ro_date(loc)}</span></div>'
            for p, ttl, loc in doc.extra.get("older", [])
        )
        head = f'<h1 class="b-section-title">{esc(doc.title)}</h1>'
        pager = ""
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="sr-only">{esc(doc.title)}</h1>'
            extra = f'<section class="b-home-services"><h2>Servicii</h2>{self.a("horoscop", "Horoscopul zilei", "content")} · {self.a("tag", "Știri din București", "content")} · {self.a("search", "Căutare: zăpadă", "content")}</section>'
            pager = f'<div class="b-more">{self.a("actualitate", "Toate știrile", "content")}</div>'
        elif doc.key == "actualitate":
            pager = f'<nav class="b-pagination"><span class="is-current">1</span> {self.a("actualitate2", "2", "pagination")} <a href="/stiri/actualitate/pagina-3/">3</a> {self.a("actualitate2", "Următoarea", "pagination")}</nav>'
        elif doc.key == "actualitate2":
            head = f'<h1 class="b-section-title">{esc(doc.title)}</h1><p class="b-page-number">Pagina 2</p>'
            pager = f'<nav class="b-pagination">{self.a("actualitate", "Anterioara", "pagination")} {self.a("actualitate", "1", "pagination")} <span class="is-current">2</span> <a href="/stiri/actualitate/pagina-3/">3</a></nav>'
        elif doc.kind == "tag":
            head = f'<p class="b-tag-label">Etichetă</p><h1 class="b-section-title">{esc(doc.title)}</h1>'
        elif doc.kind == "author":
            head = f'<div class="b-author-profile"><img src="https://www.curierulzilei.test/resizer/v2/autori/andrei-popescu.jpg" alt="{esc(doc.title)}" width="120" height="120"/><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="https://x.com/andreipopescu_cz">@andreipopescu_cz</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="b-section-title">{esc(doc.title)}</h1><form action="/cautare/" method="get"><input type="search" name="q" value="{esc(SEARCH_Q)}"/><button>Caută</button></form><p class="b-results-count">3 rezultate</p>'
        elif doc.kind == "not-found":
            return f'<div class="b-error-page"><p class="b-error-code">Eroare 404</p><h1>{esc(doc.title)}</h1><p>Articolul pe care îl cauți a fost mutat sau nu mai există. Încearcă o căutare sau citește ultimele știri.</p><p>{self.a("home", "Mergi la prima pagină", "content")}</p><div class="b-results-list">{cards}</div></div>'
        return f'<div class="b-results-list">{head}{cards}{older}</div>{extra}{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "horoscope":
            return f'<div class="b-breadcrumb">{self.a("home", "Acasă", "breadcrumb")} / Horoscop</div><article class="b-horoscope"><h1 class="b-headline">{esc(doc.title)}</h1><div class="b-byline">de Astrolog Mira Vlad</div><time class="c-date">Publicat: {ro_date(doc.extra["local"])}</time><div class="b-horoscope-body">\n{self.blocks(doc, p_tag=P_TAG)}\n</div><p><a href="/horoscop/saptamanal/">Horoscop săptămânal</a> · <a href="/horoscop/dragoste/">Horoscop dragoste</a></p></article>'
        return (
            f'<div class="b-static-page"><h1 class="b-section-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
        )

    # the legacy archive: a PHP table layout, ISO-8859-2 declared only in the HTTP header
    def legacy_page(self, doc: Doc) -> str:
        paras = "\n".join(f"<p>{esc(b[1])}</p>" for b in doc.blocks if b[0] == "p")
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<title>{esc(doc.title)} - Curierul Zilei - arhiva</title>
<meta name="keywords" content="stiri, DN1, zapada, Sinaia, Predeal, Valea Prahovei">
<link rel="stylesheet" href="/arhiva/css/stil.css" type="text/css">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/arhiva/js/functii.js"></script>
</head>
<body bgcolor="#FFFFFF" topmargin="0" leftmargin="0">
<table width="980" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="3" class="antet"><a href="/"><img src="/arhiva/img/logo_cz_2008.gif" width="300" height="70" border="0" alt="Curierul Zilei"></a> <span class="arhiva">ARHIVA</span></td></tr>
<tr><td colspan="3" class="banner468"><script type="text/javascript">document.write('<iframe src="/arhiva/reclame/468x60.php" width="468" height="60" frameborder="0" scrolling="no"></iframe>');</script></td></tr>
<tr>
<td width="160" valign="top"><table width="160" border="0">
<tr><td class="meniu">{self.a("home", "Prima pagina", "nav")}</td></tr>
<tr><td class="meniu"><a href="/arhiva/sectiune.php?s=social">Social</a></td></tr>
<tr><td class="meniu"><a href="/arhiva/sectiune.php?s=politic">Politic</a></td></tr>
<tr><td class="meniu"><a href="/arhiva/sectiune.php?s=economic">Economic</a></td></tr>
<tr><td class="meniu"><a href="/arhiva/sectiune.php?s=sport">Sport</a></td></tr>
</table></td>
<td width="640" valign="top">
<table width="620" border="0" cellspacing="0" cellpadding="4">
<tr><td class="sectiune">{esc(doc.section)}</td></tr>
<tr><td class="titlu"><h1>{esc(doc.title)}</h1></td></tr>
<tr><td><span class="autor">Autor: {esc(doc.authors[0])}</span> | <span class="data">{doc.stamp}</span> | Vizualizari: 18734</td></tr>
<tr><td><div id="continut">
{paras}
</div></td></tr>
<tr><td class="unelte"><a href="javascript:window.print()">Printeaza</a> | <a href="/arhiva/trimite.php?id=184523">Trimite unui prieten</a> | <a href="/arhiva/comentarii.php?id=184523">Comentarii (47)</a></td></tr>
</table>
</td>
<td width="180" valign="top" class="dreapta"><b>Sondaj</b><br>Cum ati ajuns la munte de sarbatori?<br><input type="radio" name="sondaj"> Cu masina<br><input type="radio" name="sondaj"> Cu trenul</td>
</tr>
<tr><td colspan="3"><table class="subsol" width="100%"><tr><td><a href="/">Prima pagina</a> | <a href="/arhiva/">Arhiva</a> | <a href="/arhiva/contact.php">Contact</a> | Copyright (c) 2004-2010 Curierul Zilei. Toate drepturile rezervate.</td></tr></table></td></tr>
</table>
</body>
</html>"""
