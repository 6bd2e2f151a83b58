# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Romanian quotes „…” are deliberate)
"""Cronica Zilei: a Bucharest news portal, HotNews/Digi24-like on WordPress (`entry-title`, `entry-content`,
`author-date`, `/stiri/politica/<slug>-3012345`, `/stiri/politica?p=2`, `/tag/…`, `/autor/…`, `/cautare?q=`,
`/sondaj/…`, `/video/…`), Romanian, UTF-8. Bylines "de Andrei Popescu" (two names joined by "și"); dates printed
"Vineri, 4 decembrie 2026, 21:40" (Bucharest, +02:00). Diacritics: most stories use the comma-below letters
(ș ț, U+0219/U+021B), three (the CCR, court and debt stories) the legacy cedilla letters (ş ţ, U+015F/U+0163) in their
title and text; author names come from the CMS profile and are always comma-below. Yoast JSON-LD in +02:00, except
the Senate story (UTC: 22:40Z on 3 December = 00:40 on the 4th in Bucharest), the debt brief (none) and the
Bucharest budget story (author: the site, an Organization, while the page prints a person). The live page of the
investiture vote has timestamped written entries (an article, `LiveBlogPosting`); the poll page (a survey widget
with vote counts) and a video page are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["live", "ccr", "condamnare", "audieri", "senat", "analiza", "datorie", "buget"]
SLUG = {
    "Andrei Popescu": "andrei-popescu",
    "Ioana Marinescu": "ioana-marinescu",
    "Mihaela Ștefănescu": "mihaela-stefanescu",
    "Radu Ionescu": "radu-ionescu",
}
CEDILLA = str.maketrans({"ș": "ş", "ț": "ţ", "Ș": "Ş", "Ț": "Ţ"})

LIVE = [
    (
        "21:40",
        "Guvernul Dobrescu a depus jurământul",
        [
            "Membrii noului Cabinet au depus jurământul de învestitură la Palatul Cotroceni, în prezența președintelui Victor Anghel. Mihai Dobrescu a declarat, la ieșire, că prima ședință de guvern va avea loc sâmbătă dimineață, la ora 9:00, și că pe ordinea de zi se află rectificarea bugetară.",
        ],
    ),
    (
        "20:15",
        "",
        [
            "Președintele Victor Anghel a semnat decretele de numire a membrilor Guvernului. Ceremonia de depunere a jurământului este programată la ora 21:00, la Cotroceni.",
        ],
    ),
    (
        "18:52",
        "Rezultatul votului: 251 de voturi „pentru”",
        [
            "Guvernul Dobrescu a primit votul de încredere al Parlamentului. Au votat 441 de parlamentari: 251 „pentru” și 190 „împotrivă”. Era nevoie de cel puțin 233 de voturi.",
            "Hotărârea privind acordarea încrederii Guvernului și aprobarea programului de guvernare a fost adoptată. Aplauze în sală din partea parlamentarilor PRN, ACR și UDP.",
        ],
    ),
    (
        "18:20",
        "",
        [
            "A început votul secret cu bile. Parlamentarii sunt chemați în ordine alfabetică să voteze la urnele amplasate în fața prezidiului. Procedura durează, de regulă, în jur de o jumătate de oră.",
        ],
    ),
    (
        "17:45",
        "Discursul final al lui Dobrescu",
        [
            "Premierul desemnat a răspuns criticilor opoziției, spunând că „nu a venit să împartă funcții, ci să repare bugetul”.",
            "„Nu vă cer un cec în alb. Vă cer trei luni în care să ne judecați după fapte, nu după promisiuni”, a spus Mihai Dobrescu, care a anunțat că își menține propunerea pentru Ministerul Justiției, în ciuda avizului negativ primit joi în comisii.",
        ],
    ),
    (
        "16:30",
        "PMS: „Un guvern al taxelor”",
        [
            "Liderul PMS, Gheorghe Lungu, a anunțat că parlamentarii partidului vor vota împotrivă. „Acest program de guvernare începe cu majorarea TVA și se termină cu înghețarea pensiilor. Este un guvern al taxelor, nu al reformelor”, a declarat Lungu de la tribună.",
        ],
    ),
    (
        "15:05",
        "",
        [
            "Dezbaterile continuă cu intervențiile liderilor de grup. Reprezentantul UDP, Levente Kovács, a confirmat că formațiunea sa va vota „pentru”, după ce în programul de guvernare a fost inclusă finanțarea a trei spitale județene.",
        ],
    ),
    (
        "13:10",
        "",
        [
            "Ședința a fost suspendată pentru o pauză de 30 de minute, la cererea grupului MSR, care a acuzat că nu a primit la timp anexele programului de guvernare.",
        ],
    ),
    (
        "11:00",
        "Dobrescu prezintă programul de guvernare",
        [
            "Premierul desemnat a urcat la tribună. Principalele puncte ale programului: reducerea deficitului bugetar la 5,5% din PIB în 2027, reforma pensiilor speciale, digitalizarea ANAF și un program de investiții de 12 miliarde de lei în spitale regionale.",
        ],
    ),
    (
        "10:05",
        "",
        [
            "Ședința comună a Camerei Deputaților și Senatului a început cu 35 de minute întârziere. Sunt prezenți 438 de parlamentari.",
        ],
    ),
    (
        "09:30",
        "",
        [
            "Bună dimineața! Începem transmisiunea live de la Parlament, unde astăzi se votează învestirea Guvernului condus de Mihai Dobrescu. Ședința comună a celor două Camere este programată la ora 10:00. Pentru învestire este nevoie de votul a cel puțin 233 de deputați și senatori.",
        ],
    ),
]


def live_lines() -> list[str]:
    out: list[str] = []
    for _t, head, paras in LIVE:
        if head:
            out.append("### " + head)
        out.extend(paras)
    return out


class Cronica(Base):
    origin = "https://www.cronicazilei.test"
    name = "Cronica Zilei"
    prefix = "crz"
    language = "ro"
    site_encoding = "utf-8"
    site_content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "crz",
            [
                ".site-header",
                ".entry-title",
                ".entry-content",
                ".author-date",
                ".article-card",
                ".live-entry",
                ".poll-widget",
                ".site-footer",
                ".anpc-badges",
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
                "Cronica Zilei",
                "wp-portal-home",
                list=["live", "analiza", "senat", "audieri", "buget", "ccr", "sondaj", "video"],
            )
        )
        add(
            page(
                "politica",
                "/stiri/politica",
                "section",
                "Politică",
                "wp-category",
                list=["live", "analiza", "senat", "audieri", "datorie"],
                more="politica2",
            )
        )
        add(
            page(
                "politica2",
                "/stiri/politica?p=2",
                "section",
                "Politică",
                "wp-category-page2",
                list=["buget", "condamnare", "ccr"],
                prev="politica",
            )
        )
        add(
            page(
                "tag",
                "/tag/guvernul-dobrescu",
                "tag",
                "Guvernul Dobrescu",
                "wp-tag",
                list=["live", "audieri", "analiza"],
            )
        )
        add(
            page(
                "author",
                "/autor/andrei-popescu",
                "author",
                "Andrei Popescu",
                "wp-author",
                list=["live", "senat"],
                bio="Andrei Popescu este reporter parlamentar. Scrie despre Parlament și despre partide din 2015.",
            )
        )
        add(page("search", "/cautare?q=CCR", "search", "Rezultate căutare: CCR", "wp-search", list=["ccr", "analiza"]))
        add(
            page(
                "sondaj",
                "/sondaj/guvernul-dobrescu-va-rezista-pana-la-alegeri-1184",
                "poll",
                "Sondaj: Credeți că Guvernul Dobrescu va rezista până la alegerile din 2028?",
                "poll-survey-widget",
                [],
            )
        )
        add(
            page(
                "video",
                "/video/mihai-dobrescu-dupa-depunerea-juramantului-3012950",
                "video",
                "VIDEO Mihai Dobrescu, după depunerea jurământului: „Mâine la 9:00 avem ședință de guvern”",
                "video-one-line",
                ["Declarațiile premierului la ieșirea de la Palatul Cotroceni, vineri seara."],
            )
        )
        add(
            page(
                "about",
                "/despre-noi",
                "about",
                "Despre noi",
                "static-page",
                [
                    "Cronica Zilei este o publicație online independentă, lansată în 2004, care acoperă politica, justiția, economia și administrația din România.",
                    "Redacția are sediul în București, pe strada Jules Michelet nr. 18, sector 1.",
                    "Editor-șef: Corina Vasilescu. Contact redacție: redactie@cronicazilei.test. Pentru drept la replică: replica@cronicazilei.test.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/politica-de-confidentialitate",
                "policy",
                "Politica de confidențialitate",
                "static-policy",
                [
                    "Ultima actualizare: 15 octombrie 2026",
                    "Cronica Zilei Media SRL prelucrează datele cu caracter personal ale utilizatorilor în conformitate cu Regulamentul (UE) 2016/679 (GDPR).",
                    "## Ce date colectăm",
                    "- date de identificare furnizate la crearea contului sau la abonarea la newsletter;",
                    "- date de trafic și cookie-uri, în baza consimțământului dumneavoastră;",
                    "- comentariile publicate sub articole, împreună cu numele afișat.",
                    "## Drepturile dumneavoastră",
                    "Aveți dreptul de acces, rectificare, ștergere și opoziție, precum și dreptul de a depune plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal. Ne puteți contacta la dpo@cronicazilei.test.",
                ],
            )
        )

        add(
            story(
                "live",
                "/stiri/politica/live-text-votul-de-investire-a-guvernului-dobrescu-in-parlament-3012876",
                "Votul de învestire a Guvernului Dobrescu în Parlament",
                "2026-12-04",
                "2026-12-04T09:30:00+02:00",
                "Vineri, 4 decembrie 2026, 09:30",
                ["Andrei Popescu", "Ioana Marinescu"],
                live_lines(),
                "live-text-written-entries",
                section="Politică",
                dek="Parlamentul reunit votează vineri învestirea Guvernului condus de Mihai Dobrescu și programul de guvernare. Coaliția PRN-ACR-UDP are, pe hârtie, 254 de parlamentari.",
                updated=("2026-12-04T21:40:00+02:00", "Vineri, 4 decembrie 2026, 21:40"),
                tag=True,
            )
        )
        add(
            story(
                "ccr",
                "/stiri/justitie/ccr-legea-pensiilor-magistratilor-neconstitutionala-3012431",
                "CCR a declarat neconstituțională legea privind pensiile magistraților",
                "2026-12-01",
                "2026-12-01T16:20:00+02:00",
                "Marți, 1 decembrie 2026, 16:20",
                ["Mihaela Ștefănescu"],
                [
                    "Curtea Constituțională a României a admis marți obiecția de neconstituționalitate formulată de Înalta Curte de Casație și Justiție și a constatat că legea privind modificarea regimului pensiilor de serviciu ale magistraților este neconstituțională în ansamblul său.",
                    "Decizia a fost luată cu majoritate de voturi, șase la trei, potrivit unui comunicat al Curții. Motivarea va fi publicată în Monitorul Oficial în termen de 30 de zile.",
                    "Legea, adoptată de Parlament în octombrie, prevedea creșterea treptată a vârstei de pensionare a magistraților de la 60 la 65 de ani și plafonarea pensiei de serviciu la 70% din ultimul salariu net. Măsura făcea parte din angajamentele asumate de România prin Planul Național de Redresare și Reziliență.",
                    "Judecătorii constituționali au reținut, potrivit comunicatului, că legea a fost adoptată fără avizul Consiliului Superior al Magistraturii, obligatoriu în cazul actelor normative care privesc activitatea autorității judecătorești, și că unele dispoziții încalcă principiul securității raporturilor juridice.",
                    "### Ce urmează",
                    "Decizia CCR este definitivă și general obligatorie. Parlamentul va trebui să reia procedura legislativă, după obținerea avizului CSM, dacă dorește să mențină reforma.",
                    "Ministrul interimar al Finanțelor a avertizat, după anunțul deciziei, că România riscă să piardă o tranșă de aproximativ 230 de milioane de euro din PNRR dacă reforma nu este adoptată până la sfârșitul lunii martie.",
                    "Asociațiile magistraților au salutat decizia, considerând că legea „punea în pericol independența justiției”. Liderul PMS, Gheorghe Lungu, a acuzat în schimb că „magistrații și-au judecat propriile pensii” și a cerut o modificare a Constituției care să permită adoptarea reformei.",
                    "Premierul desemnat Mihai Dobrescu a declarat că noul guvern va trimite legea la CSM „în prima săptămână de mandat”.",
                ],
                "court-cedilla-diacritics",
                section="Justiție",
                cedilla=True,
            )
        )
        add(
            story(
                "condamnare",
                "/stiri/justitie/fostul-primar-din-slobozia-condamnat-definitiv-5-ani-inchisoare-luare-de-mita-3012560",
                "Fostul primar din Slobozia, condamnat definitiv la cinci ani de închisoare pentru luare de mită",
                "2026-12-02",
                "2026-12-02T14:05:00+02:00",
                "Miercuri, 2 decembrie 2026, 14:05",
                ["Radu Ionescu"],
                [
                    "Înalta Curte de Casație și Justiție l-a condamnat definitiv, miercuri, pe fostul primar al municipiului Slobozia, Ion Mărgărit, la cinci ani de închisoare cu executare pentru luare de mită și abuz în serviciu, într-un dosar instrumentat de Direcția Națională Anticorupție.",
                    "Potrivit procurorilor DNA, în perioada 2019-2022, Mărgărit a pretins și a primit de la doi oameni de afaceri suma totală de 1,2 milioane de lei, în schimbul atribuirii unor contracte de reabilitare a străzilor și a rețelei de iluminat public. Banii ar fi fost remiși în mai multe tranșe, o parte dintre ei în numerar, într-o parcare din apropierea primăriei.",
                    "Completul de cinci judecători a respins apelul declarat de fostul edil și a menținut pedeapsa stabilită în primă instanță. Instanța a dispus și confiscarea sumei de 1,2 milioane de lei, precum și interzicerea dreptului de a ocupa o funcție publică pe o durată de trei ani după executarea pedepsei.",
                    "### Pedepse cu suspendare pentru cei doi oameni de afaceri",
                    "Cei doi oameni de afaceri care au dat mita, administratori ai unor firme de construcții din județul Ialomița, au primit câte trei ani de închisoare cu suspendare, după ce au recunoscut faptele și au colaborat cu anchetatorii.",
                    "Ion Mărgărit a condus primăria din Slobozia timp de două mandate, între 2016 și 2024. Acesta a susținut pe tot parcursul procesului că este nevinovat și că dosarul are „o motivație politică”.",
                    "Fostul primar urmează să fie încarcerat după ce poliția va pune în executare mandatul emis de instanță.",
                ],
                "court-cedilla-diacritics",
                section="Justiție",
                cedilla=True,
            )
        )
        add(
            story(
                "audieri",
                "/stiri/politica/audierile-ministrilor-propusi-aviz-negativ-justitie-3012702",
                "Audierile miniștrilor propuși: avize favorabile pentru 17 din 18, aviz negativ la Justiție",
                "2026-12-03",
                "2026-12-03T20:10:00+02:00",
                "Joi, 3 decembrie 2026, 20:10",
                ["Ioana Marinescu"],
                [
                    "Comisiile de specialitate ale Parlamentului au încheiat joi seara audierile miniștrilor propuși în Guvernul Dobrescu, iar 17 dintre cei 18 candidați au primit aviz favorabil. Singurul aviz negativ a fost dat candidatului la Ministerul Justiției, Bogdan Sârbu, cu 11 voturi „împotrivă” și 9 „pentru”.",
                    "Avizul comisiilor este consultativ, astfel că premierul desemnat Mihai Dobrescu poate menține propunerea. Acesta a declarat, imediat după vot, că „nu are niciun motiv” să își schimbe opțiunea pentru Justiție.",
                    "„Domnul Sârbu a fost sancționat pentru că a spus lucrurilor pe nume. Îl susțin în continuare și voi cere Parlamentului să voteze Guvernul în forma propusă”, a spus Dobrescu.",
                    "### O audiere tensionată",
                    "Audierea lui Bogdan Sârbu, fost judecător la Curtea de Apel Cluj, a durat aproape patru ore și a fost marcată de schimburi dure de replici cu parlamentarii opoziției. Aceștia l-au întrebat în special despre poziția sa față de [[ccr|decizia CCR privind pensiile magistraților]] și despre intenția declarată de a schimba procedura de numire a procurorilor-șefi.",
                    "„Nu voi fi ministrul magistraților și nici ministrul politicienilor. Voi fi ministrul cetățenilor care așteaptă ani de zile o hotărâre definitivă”, a declarat Sârbu.",
                    "Parlamentarii PMS și MSR au votat împotrivă, dar avizul negativ a fost posibil doar după ce doi membri ai comisiilor, din partea UDP, s-au abținut.",
                    "### Ceilalți miniștri",
                    "Candidata la Ministerul Finanțelor, Cristina Vlad, a primit avizul favorabil cu 28 de voturi „pentru” și 12 „împotrivă”, după ce a prezentat un plan de reducere a deficitului bugetar bazat pe „tăierea cheltuielilor, nu pe creșterea taxelor”. Candidatul la Ministerul Apărării a fost audiat în ședință parțial secretă.",
                    "Votul final asupra întregului Cabinet și a programului de guvernare are loc [[live|vineri, în ședința comună a celor două Camere]]. Coaliția formată din PRN, ACR și UDP are, pe hârtie, 254 de parlamentari.",
                ],
                "wp-news-comma-diacritics",
                section="Politică",
                tag=True,
            )
        )
        add(
            story(
                "senat",
                "/stiri/politica/senatul-a-adoptat-legea-transparentei-lobby-ului-3012790",
                "Senatul a adoptat legea privind transparența lobby-ului, după o dezbatere de 11 ore",
                "2026-12-04",
                "2026-12-03T22:40:00Z",
                "Vineri, 4 decembrie 2026, 00:40",
                ["Andrei Popescu"],
                [
                    "Senatul a adoptat, în noaptea de joi spre vineri, proiectul de lege privind transparența activităților de lobby, cu 78 de voturi „pentru”, 31 „împotrivă” și 12 abțineri. Votul a venit după o dezbatere care a durat peste 11 ore și în care au fost discutate aproape 200 de amendamente.",
                    "Legea înființează un registru public obligatoriu al reprezentanților de interese, administrat de Secretariatul General al Guvernului, și obligă miniștrii, secretarii de stat și parlamentarii să publice lunar întâlnirile avute cu aceștia.",
                    "Nerespectarea obligațiilor de înregistrare se sancționează cu amenzi între 10.000 și 50.000 de lei, iar în caz de recidivă, cu interdicția de a desfășura activități de lobby timp de doi ani.",
                    "În forma adoptată de Senat, legea definește activitatea de lobby drept „orice comunicare directă sau indirectă cu un decident public, făcută în numele unui client sau al unei organizații, cu scopul de a influența elaborarea sau modificarea unui act normativ”. Sunt exceptate de la obligația de înregistrare sindicatele și patronatele care participă la dialogul social instituționalizat, precum și avocații care acordă asistență juridică într-un proces.",
                    "Registrul va putea fi consultat gratuit online. Pentru fiecare reprezentant de interese vor fi afișate clienții, domeniile de interes și bugetul anual alocat activităților de lobby, în tranșe de câte 50.000 de lei.",
                    "Inițiatorii proiectului, senatori ai ACR, au susținut că România este unul dintre puținele state membre ale Uniunii Europene fără o reglementare a lobby-ului și că legea reprezintă un jalon din PNRR.",
                    "Senatorii PMS au criticat faptul că legea nu se aplică și consilierilor locali și județeni, iar MSR a votat împotrivă, susținând că registrul „va fi folosit pentru a stigmatiza organizațiile neguvernamentale incomode”.",
                    "Proiectul merge acum la Camera Deputaților, care este for decizional.",
                ],
                "wp-news-utc-crosses-midnight",
                section="Politică",
            )
        )
        add(
            story(
                "analiza",
                "/stiri/politica/analiza-cinci-dosare-grele-guvernul-dobrescu-primele-100-de-zile-3012901",
                "Cinci dosare grele pe masa Guvernului Dobrescu în primele 100 de zile",
                "2026-12-05",
                "2026-12-05T08:00:00+02:00",
                "Sâmbătă, 5 decembrie 2026, 08:00",
                ["Radu Ionescu"],
                [
                    "Guvernul condus de Mihai Dobrescu a trecut vineri seara de votul Parlamentului cu o majoritate confortabilă, 251 de voturi, cu 18 peste pragul necesar. Dar aritmetica parlamentară este, probabil, cea mai ușoară parte a mandatului care abia începe. Noul Cabinet moștenește un deficit bugetar de peste 7% din PIB, o reformă a pensiilor speciale blocată la Curtea Constituțională și un calendar european care nu mai lasă loc de amânări.",
                    "### 1. Rectificarea bugetară",
                    "Prima ședință de guvern, programată sâmbătă dimineață, are pe ordinea de zi rectificarea bugetară. Ministerul Finanțelor estimează că, fără măsuri suplimentare, deficitul pe 2026 va ajunge la 7,4% din PIB, față de ținta de 6,5% asumată în fața Comisiei Europene. Ministra Cristina Vlad a promis reduceri de cheltuieli, nu taxe noi, dar marja de manevră este mică: peste 85% din cheltuielile bugetare sunt salarii, pensii și asistență socială.",
                    "### 2. Pensiile magistraților",
                    "[[ccr|Decizia CCR de marți]] obligă Guvernul să reia de la zero legea pensiilor de serviciu ale magistraților, de data aceasta cu avizul CSM. Miza este o tranșă de aproximativ 230 de milioane de euro din PNRR. Dobrescu a promis că trimite proiectul la CSM în prima săptămână de mandat, dar calendarul rămâne extrem de strâns până la termenul din martie.",
                    "### 3. Ministrul Justiției",
                    "Menținerea lui Bogdan Sârbu la Justiție, în ciuda [[audieri|avizului negativ din comisii]], a fost primul test al autorității premierului. L-a trecut, dar cu un cost: UDP, partenerul minoritar al coaliției, a transmis că „nu va mai accepta decizii luate peste capul ei”.",
                    "### 4. Fondurile europene",
                    "România mai are de atras aproape 6 miliarde de euro din PNRR, iar o parte dintre jaloane, precum legea lobby-ului, [[senat|adoptată joi noaptea de Senat]], sunt încă în lucru în Parlament. Fiecare lună de întârziere înseamnă bani pierduți definitiv.",
                    "### 5. Coaliția",
                    "În sfârșit, dar poate cel mai important, Dobrescu trebuie să țină împreună o coaliție de trei partide cu agende diferite. PRN vrea reforma pensiilor speciale cât mai repede, ACR insistă pe digitalizare și pe reducerea aparatului administrativ, iar UDP are ca prioritate finanțarea autorităților locale. Alegerile locale parțiale din primăvară vor fi primul test electoral.",
                    "Concluzia: Guvernul Dobrescu are o majoritate solidă pe hârtie, dar foarte puțin timp. Primele 100 de zile vor arăta dacă această majoritate poate produce și decizii, nu doar voturi.",
                ],
                "analysis-numbered-subheads",
                section="Politică",
                kicker="Analiză",
                tag=True,
            )
        )
        add(
            story(
                "datorie",
                "/stiri/economie/datoria-publica-a-urcat-la-58-9-din-pib-3012655",
                "Datoria publică a urcat la 58,9% din PIB la finalul lunii septembrie",
                "2026-12-03",
                None,
                "Joi, 3 decembrie 2026, 11:25",
                [],
                [
                    "Datoria guvernamentală a României a crescut la 58,9% din PIB la sfârșitul lunii septembrie, de la 57,6% la finalul lunii iunie, potrivit datelor publicate joi de Ministerul Finanțelor.",
                    "În valoare absolută, datoria publică a ajuns la 1.131 de miliarde de lei. Datoria externă reprezintă 52% din total.",
                    "Potrivit tratatului de la Maastricht, pragul maxim admis pentru statele membre ale Uniunii Europene este de 60% din PIB.",
                ],
                "brief-no-byline-no-jsonld-cedilla",
                section="Economie",
                cedilla=True,
                nold=True,
                credit="Redacția",
            )
        )
        add(
            story(
                "buget",
                "/stiri/actualitate/consiliul-general-a-aprobat-bugetul-capitalei-pe-2027-3012599",
                "Consiliul General a aprobat bugetul Capitalei pe 2027: 9,8 miliarde de lei",
                "2026-12-02",
                "2026-12-02T19:30:00+02:00",
                "Miercuri, 2 decembrie 2026, 19:30",
                ["Ioana Marinescu"],
                [
                    "Consiliul General al Municipiului București a aprobat miercuri proiectul de buget al Capitalei pentru anul 2027, în valoare de 9,8 miliarde de lei, cu 34 de voturi „pentru” și 20 „împotrivă”.",
                    "Aproape o treime din buget, 3,1 miliarde de lei, este alocată transportului public, inclusiv subvenției pentru Societatea de Transport București și cofinanțării pentru achiziția a 100 de tramvaie noi. Alte 1,4 miliarde de lei sunt destinate reabilitării rețelei de termoficare, una dintre cele mai vechi din Europa.",
                    "Primarul general, Elena Ursu, a declarat că este „un buget de avarie, nu de dezvoltare”, explicând că Primăria Capitalei are datorii istorice de peste 2 miliarde de lei, dintre care o mare parte provin din hotărâri judecătorești definitive.",
                    "„Nu pot să promit bucureștenilor lucruri pe care nu le putem plăti. Prioritatea este ca iarna aceasta să aibă căldură și apă caldă”, a spus Elena Ursu.",
                    "### Critici din partea opoziției",
                    "Consilierii PMS au votat împotrivă, acuzând că bugetul „taie banii pentru spitalele Capitalei” cu 18% față de anul trecut. „Bucureștenii vor plăti mai mult pe abonamentul de transport și vor primi mai puțin”, a declarat liderul grupului PMS din Consiliul General, Sorin Neagu.",
                    "Bugetul include și o majorare a prețului abonamentului lunar integrat de transport de la 80 la 100 de lei, de la 1 februarie. Pensionarii și elevii vor continua să beneficieze de gratuitate.",
                    "Primăria a anunțat că va organiza o dezbatere publică pe tema termoficării în ianuarie, după ce în ultimele trei ierni peste 200.000 de apartamente au rămas fără apă caldă cel puțin o săptămână.",
                ],
                "wp-news-jsonld-author-organization",
                section="Actualitate",
                ld_org=True,
            )
        )
        for d in self.docs.values():
            if d.extra.get("cedilla"):
                d.title = d.title.translate(CEDILLA)
                d.blocks = [tuple(x.translate(CEDILLA) if isinstance(x, str) else x for x in b) for b in d.blocks]

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<link rel="canonical" href="{esc(url)}" />',
            '<meta property="og:locale" content="ro_RO" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            '<meta property="og:site_name" content="Cronica Zilei" />',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article" />')
            out.append(f'<meta property="og:description" content="{esc(doc.dek or self.lede(doc))}" />')
            if doc.iso:
                out.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            if doc.authors:
                out.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}" />')
            if not doc.extra.get("nold"):
                if doc.extra.get("ld_org"):
                    author = {"@type": "Organization", "name": "Cronica Zilei"}
                else:
                    author = [
                        {"@type": "Person", "name": a, "url": f"{self.origin}/autor/{SLUG[a]}"} for a in doc.authors
                    ]
                art = {
                    "@type": "LiveBlogPosting" if doc.key == "live" else "NewsArticle",
                    "@id": url + "#article",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.extra.get("updated", (doc.iso,))[0],
                    "author": author,
                    "publisher": {"@id": self.origin + "/#organization"},
                    "articleSection": [doc.section],
                    "inLanguage": "ro-RO",
                }
                if doc.key == "live":
                    art["coverageStartTime"] = doc.iso
                    art["coverageEndTime"] = "2026-12-04T23:59:00+02:00"
                    art["liveBlogUpdate"] = [
                        {
                            "@type": "BlogPosting",
                            "headline": h or p[0][:90],
                            "datePublished": f"2026-12-04T{t}:00+02:00",
                        }
                        for t, h, p in LIVE[:4]
                    ]
                graph = {
                    "@context": "https://schema.org",
                    "@graph": [
                        art,
                        {"@type": "WebPage", "@id": url, "url": url, "name": doc.title + " - Cronica Zilei"},
                        {
                            "@type": "Organization",
                            "@id": self.origin + "/#organization",
                            "name": "Cronica Zilei",
                            "url": self.origin + "/",
                        },
                    ],
                }
                out.append(
                    f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps(graph, ensure_ascii=False)}</script>'
                )
        else:
            out.append('<meta property="og:type" content="website" />')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "Acasă"), ("politica", "Politică"), ("video", "Video"), ("sondaj", "Sondaje"))
        ) + "".join(
            f'<li class="menu-item"><a href="{h}">{t}</a></li>'
            for h, t in (
                ("/stiri/actualitate", "Actualitate"),
                ("/stiri/justitie", "Justiție"),
                ("/stiri/economie", "Economie"),
                ("/stiri/externe", "Externe"),
                ("/opinii", "Opinii"),
            )
        )
        top = "".join(
            f'<li><span class="rank">{i}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(("live", "analiza", "audieri", "buget"), 1)
            if k != doc.key
        )
        body_class = (
            "single single-post"
            if doc.is_article
            else ("page" if doc.kind in ("about", "policy", "poll", "video") else "archive")
        )
        return f"""<!DOCTYPE html>
<html lang="ro-RO">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>{esc(doc.title)} - Cronica Zilei</title>
<meta name="robots" content="index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1" />
{self.head(doc)}
<meta name="generator" content="WordPress 6.6.2" />
<link rel="stylesheet" id="cz-main-css" href="/wp-content/themes/cronica/assets/css/main.css?ver=3.8.1" media="all" />
<link rel="alternate" type="application/rss+xml" title="Cronica Zilei &raquo; Feed" href="/feed" />
<style>/*PAD*/</style>
<script async src="https://cmp.cookie-consent.test/cz/loader.js"></script>
</head>
<body class="{body_class}">
<header class="site-header">
<div class="site-header__bar"><span class="site-header__date">Sâmbătă, 5 decembrie 2026</span> <span class="curs">EUR 4,9712 · USD 4,6981</span> <a href="/newsletter">Newsletter</a></div>
<div class="site-branding">{self.a("home", "Cronica Zilei", "nav", attrs='class="custom-logo-link" rel="home"')}</div>
<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{nav}</ul>
<div class="header-search">{self.a("search", "Caută", "nav", attrs='class="search-toggle"')}</div></nav>
</header>
<div id="content" class="site-content">
<main id="primary" class="site-main">
{main}
</main>
<aside id="secondary" class="widget-area">
<section class="widget widget_top"><h2 class="widget-title">Cele mai citite</h2><ol>{top}</ol></section>
<section class="widget widget_poll"><h2 class="widget-title">Sondajul zilei</h2>{self.a("sondaj", "Va rezista Guvernul Dobrescu până în 2028? Votează", "aside")}</section>
<div class="ad-slot" id="cz_sidebar_300x600"></div>
</aside>
</div>
<footer class="site-footer">
<ul class="footer-menu">
<li>{self.a("about", "Despre noi", "footer")}</li>
<li>{self.a("privacy", "Politica de confidențialitate", "footer")}</li>
<li><a href="/termeni-si-conditii">Termeni și condiții</a></li>
<li><a href="/politica-cookies">Politica cookies</a></li>
<li><a href="mailto:redactie@cronicazilei.test">Contact</a></li>
<li><a href="https://www.facebook.test/cronicazilei">Facebook</a></li>
<li><a href="https://www.youtube.test/@cronicazilei">YouTube</a></li>
</ul>
<div class="anpc-badges"><a href="https://anpc.ro/ce-este-sal/" rel="nofollow">ANPC – SAL</a> <a href="https://ec.europa.eu/consumers/odr" rel="nofollow">SOL</a></div>
<p class="copyright">© 2026 Cronica Zilei Media SRL. Toate drepturile rezervate. Reproducerea integrală sau parțială a materialelor este interzisă fără acordul scris al redacției.</p>
</footer>
<div id="cmp-banner" class="cmp-banner"><p>Folosim cookie-uri și tehnologii similare pentru a personaliza conținutul și reclamele, pentru a oferi funcții de social media și pentru a analiza traficul. Puteți accepta toate cookie-urile sau vă puteți seta preferințele.</p><button class="cmp-accept">Accept</button> <button class="cmp-settings">Setări</button></div>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="/wp-content/themes/cronica/assets/js/main.js?ver=3.8.1" id="cz-main-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<span class="author">{esc(doc.extra.get("credit", ""))}</span>'
        names = []
        for a in doc.authors:
            if a == "Andrei Popescu":
                names.append(self.a("author", a, "byline", attrs='rel="author"'))
            else:
                names.append(f'<a href="/autor/{SLUG[a]}" rel="author">{esc(a)}</a>')
        return f'<span class="author">de {" și ".join(names)}</span>'

    def story_main(self, doc: Doc) -> str:
        if doc.key == "live":
            entries = []
            for t, h, paras in LIVE:
                head = f'<h3 class="live-entry__title">{esc(h)}</h3>' if h else ""
                ps = "".join(f"<p>{self.inline(p)}</p>" for p in paras)
                entries.append(
                    f'<div class="live-entry" id="update-{t.replace(":", "")}"><div class="live-entry__time"><time datetime="2026-12-04T{t}:00+02:00">{t}</time></div>{head}<div class="live-entry__content">{ps}</div></div>'
                )
            body = "\n".join(entries)
            body = f'<div class="live-status"><span class="live-dot"></span> Actualizat: <time>{doc.extra["updated"][1]}</time></div>\n<div class="live-feed">\n{body}\n</div>'
        else:
            body = self.blocks(doc)
        kicker = doc.extra.get("kicker", "")
        badge = '<span class="badge badge--live">LIVE TEXT</span> ' if doc.key == "live" else ""
        kick = f'<span class="badge badge--analiza">{esc(kicker)}</span> ' if kicker else ""
        dek = f'<p class="article-lead">{esc(doc.dek)}</p>' if doc.dek else ""
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="post-tags"><span>Etichete:</span> {self.a("tag", "Guvernul Dobrescu", "content")} <a href="/tag/parlament">Parlament</a> <a href="/tag/coalitia-de-guvernare">coaliția de guvernare</a></div>'
        rel = "".join(
            f'<li class="article-card article-card--small">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<article id="post-{doc.path.rsplit("-", 1)[-1]}" class="post type-post status-publish">
<header class="entry-header">
<div class="entry-category"><a href="/stiri/{doc.path.split("/")[2]}">{esc(doc.section)}</a></div>
{badge}{kick}<h1 class="entry-title">{esc(doc.title)}</h1>
{dek}
<div class="author-date">{self.byline(doc)} <span class="date">{doc.stamp}</span></div>
<div class="share-buttons"><a href="https://www.facebook.test/sharer/sharer.php?u={esc(self.url(doc.key))}" class="share-fb">Distribuie</a> <a href="https://x.test/intent/tweet?url={esc(self.url(doc.key))}" class="share-x">Postează</a> <a href="whatsapp://send?text={esc(self.url(doc.key))}" class="share-wa">WhatsApp</a></div>
</header>
<div class="entry-content">
{body}
</div>
<div class="google-news-follow"><a href="https://news.google.test/publications/CAAqCronica">Urmărește Cronica Zilei pe Google News</a></div>
{tags}
</article>
<section class="related-posts"><h2>Citește și</h2><ul>{rel}</ul></section>
<section id="comments" class="comments-area"><h2 class="comments-title">Comentarii (23)</h2><p>Pentru a comenta trebuie să fiți autentificat. <a href="/wp-login.php">Autentificare</a></p></section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            when = d.stamp if d.is_article else "Vineri, 4 decembrie 2026, 22:10"
            img = f'<img src="/wp-content/uploads/2026/12/{k}-768x432.jpg" alt="" loading="lazy" />' if i < 3 else ""
            badge = '<span class="badge badge--live">LIVE</span> ' if k == "live" else ""
            cards.append(
                f'<article class="article-card">{img}<h2 class="article-card__title">{badge}{self.a(k, d.title, "content")}</h2><span class="article-card__date">{when}</span><p class="article-card__excerpt">{esc(self.lede(d))}</p></article>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "home":
            head = '<h1 class="screen-reader-text">Cronica Zilei</h1>'
        if doc.kind == "author":
            head += f'<div class="author-description">{esc(doc.extra["bio"])}</div>'
        if doc.kind == "search":
            head += '<form role="search" class="search-form" action="/cautare"><input type="search" name="q" value="CCR" /><button>Caută</button></form>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination">{self.a(doc.extra["more"], "Pagina următoare", "pagination")}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="pagination">{self.a(doc.extra["prev"], "Pagina anterioară", "pagination")}</nav>'
        extra = ""
        if doc.kind == "home":
            extra = f'<section class="home-topics"><h2>Subiecte</h2>{self.a("tag", "Guvernul Dobrescu", "content")} · {self.a("author", "Andrei Popescu", "content")} · {self.a("condamnare", "Condamnare definitivă la Slobozia", "content")} · {self.a("datorie", "Datoria publică", "content")} · {self.a("politica", "Toate știrile politice", "content")}</section>'
        return f'<section class="archive-list">{head}\n{"".join(cards)}\n{pager}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "poll":
            opts = [
                ("da", "Da, va rezista tot mandatul", 38, 4212),
                ("nu", "Nu, va cădea înainte de alegeri", 47, 5209),
                ("ns", "Nu știu / Nu răspund", 15, 1663),
            ]
            radios = "".join(
                f'<label class="poll-option"><input type="radio" name="poll_1184" value="{v}" /> {esc(t)}</label>'
                for v, t, _p, _n in opts
            )
            bars = "".join(
                f'<li class="poll-result"><span class="poll-result__label">{esc(t)}</span><span class="poll-result__bar" style="width:{p}%"></span><span class="poll-result__pct">{p}% ({f"{n:,}".replace(",", ".")} voturi)</span></li>'
                for _v, t, p, n in opts
            )
            return f"""<article class="poll-page">
<h1 class="entry-title">{esc(doc.title)}</h1>
<div class="poll-widget" data-poll-id="1184">
<form class="poll-form" action="/wp-admin/admin-ajax.php" method="post"><input type="hidden" name="action" value="cz_poll_vote" />{radios}<button type="submit" class="poll-submit">Votează</button></form>
<ul class="poll-results">{bars}</ul>
<p class="poll-meta">Total: 11.084 voturi · Sondajul se închide pe 11 decembrie 2026. Sondajul nu este reprezentativ statistic.</p>
</div>
<p class="poll-related">Citește și: {self.a("analiza", self.docs["analiza"].title, "related")}</p>
</article>"""
        if doc.kind == "video":
            return f"""<article class="video-page">
<h1 class="entry-title">{esc(doc.title)}</h1>
<span class="date">Vineri, 4 decembrie 2026, 22:10</span>
<div class="video-embed"><iframe src="https://player.cronicazilei.test/embed/3012950" width="800" height="450" allowfullscreen></iframe></div>
<div class="video-description">{self.blocks(doc)}</div>
<p>{self.a("live", "LIVE: " + self.docs["live"].title, "related")}</p>
</article>"""
        return f'<article class="page"><h1 class="entry-title">{esc(doc.title)}</h1>\n<div class="entry-content">\n{self.blocks(doc)}\n</div>\n</article>'
