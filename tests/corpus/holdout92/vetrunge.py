# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Lithuanian quotation marks „…“ are deliberate)
"""Vėtrungė: an LRT-like Lithuanian public broadcaster's news site (`article-block__header`, `title-text`,
`info-block__text`, `article-block__author`, `article-content .text`, `/naujienos/lietuvoje/2/2612345/<slug>`,
`/naujienos/lietuvoje?page=2`, `/tema/<slug>`, `/autorius/<slug>`, `/paieska?q=`, `/orai`, `/tv-programa`,
`/mediateka/irasas/…`), Lithuanian, UTF-8, Vilnius time (+02:00).

Dates are printed "2026 m. gruodžio 4 d. 10:25" (month in the genitive), with "Atnaujinta …" on edited stories.
Credits: "Autorius: Tomas Petrauskas, Vėtrungės radijo Klaipėdos korespondentas" (a role after the name), "Autoriai:
Rūta Jankauskienė ir Ignas Žemaitis" (two names joined by "ir"), "Parengė Justė Mikalauskaitė ir Mantas Vaitkus" on
the live blog, the photographer's credit in the **genitive** beside the byline ("Mindaugo Kairio nuotr."), the agency
"ELTA" and the desk "Vėtrungė.lt"; the author page is headed in the genitive ("Rūtos Jankauskienės straipsniai").
Metadata: every `NewsArticle` JSON-LD is in **UTC** with milliseconds (LRT habit): the budget story's 22:15Z on 3 Dec
is 00:15 on 4 Dec in Vilnius; the opinion's JSON-LD author keeps the academic titles ("doc. dr. Aistė Vaitkutė");
ELTA and the desk are Organizations. The "TIESIOGIAI." kicker of the live blog is part of the `<h1>` text itself;
opinion headlines start with the writer's name ("Aistė Vaitkutė. …"). A removed story answers 200 with "Puslapis
nerastas" (soft 404); the video page, the TV schedule and the weather page are not articles."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, lt_date, page, story, utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.vetrunge.test"
ARTS = ["live", "budget", "fair", "wage", "klaipeda", "elta", "interview", "opinion"]
SEARCH_Q = "biudžetas"
NAV_LINK = 'class="main-nav__link"'


def aid(path: str) -> str:
    """The article id: the seven-digit segment of the path."""
    return next(p for p in path.split("/") if p.isdigit() and len(p) == 7)


def live_entry(time: str, n: int) -> str:
    return f'RAW:<div class="live-feed__item" data-id="{n}"><div class="live-feed__time">{time}</div><div class="live-feed__text">'


class Vetrunge(Base):
    origin = ORIGIN
    name = "Vėtrungė"
    prefix = "vet"
    language = "lt"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vet",
            [
                ".header-main",
                ".main-nav__link",
                ".title-text",
                ".article-content .text p",
                ".article-block__author",
                ".info-block__text",
                ".news-item",
                ".live-feed__item",
                ".tv-table td",
                ".footer-block",
                ".cookie-bar",
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
                "Vėtrungė – naujienos, radijas ir televizija",
                "lrt-like-home",
                list=["live", "budget", "wage", "fair", "klaipeda", "elta", "interview", "opinion"],
                more="lietuvoje",
            )
        )
        add(
            page(
                "lietuvoje",
                "/naujienos/lietuvoje",
                "section",
                "Lietuvoje",
                "section-front",
                list=["live", "budget", "fair", "klaipeda"],
                more="lietuvoje2",
            )
        )
        add(
            page(
                "lietuvoje2",
                "/naujienos/lietuvoje?page=2",
                "section",
                "Lietuvoje",
                "section-front-page2",
                list=["elta", "interview"],
            )
        )
        add(
            page(
                "tag", "/tema/valstybes-biudzetas", "tag", "Valstybės biudžetas", "topic-page", list=["budget", "wage"]
            )
        )
        add(
            page(
                "author",
                "/autorius/ruta-jankauskiene",
                "author",
                "Rūta Jankauskienė",
                "author-page-genitive-heading",
                list=["budget"],
                bio="Vėtrungės naujienų portalo žurnalistė, rašanti apie Seimą, valstybės finansus ir socialinę politiką.",
            )
        )
        add(
            page(
                "search",
                "/paieska?q=" + quote(SEARCH_Q),
                "search",
                f"Paieška: {SEARCH_Q}",
                "search-results",
                list=["budget", "wage"],
            )
        )
        add(
            page(
                "weather",
                "/orai",
                "weather",
                "Orų prognozė",
                "weather-forecast-table",
                [
                    "Šeštadienį, gruodžio 5 d., Lietuvoje vyraus debesuoti orai, vakaruose trumpai pasnigs. Prognozę parengė Lietuvos hidrometeorologijos tarnyba.",
                    "T: Miestas | Naktį | Dieną | Vėjas | Krituliai",
                    "T: Vilnius | −8 °C | −3 °C | PR 3 m/s | be kritulių",
                    "T: Kaunas | −7 °C | −2 °C | PR 4 m/s | be kritulių",
                    "T: Klaipėda | −2 °C | +1 °C | V 9 m/s | sniegas",
                    "T: Šiauliai | −6 °C | −2 °C | PV 5 m/s | trumpai sninga",
                    "T: Panevėžys | −7 °C | −3 °C | P 4 m/s | be kritulių",
                    "T: Utena | −10 °C | −4 °C | P 3 m/s | be kritulių",
                    "Sekmadienį šaltis stiprės, rytuose naktį iki −15 laipsnių. Keliuose vietomis plikledis.",
                ],
            )
        )
        add(
            page(
                "tv",
                "/tv-programa",
                "tv-schedule",
                "TV programa: Vėtrungės televizija",
                "tv-schedule-table",
                [
                    "Šeštadienis, gruodžio 5 d.",
                    "T: Laikas | Laida",
                    "T: 06:00 | Labas rytas, Lietuva",
                    "T: 09:00 | Žinios",
                    "T: 09:15 | Gimtoji žemė",
                    "T: 10:00 | Mūsų miesteliai. Anykščiai",
                    "T: 12:00 | Pasaulio dokumentika. Šiaurės jūros paslaptys",
                    "T: 14:00 | Žinios. Orai",
                    "T: 15:10 | Kino klasika. Ir vėl apie meilę",
                    "T: 18:30 | Panorama",
                    "T: 19:30 | Gyvenimas yra gražus",
                    "T: 21:00 | Savaitės žinios",
                    "T: 22:30 | Kino vakaras. Žiemos sodas",
                    "Programa gali keistis. Visos laidos po transliacijos prieinamos mediatekoje.",
                ],
            )
        )
        add(
            page(
                "video",
                "/mediateka/irasas/2000412345/vakaro-zinios-2026-12-04",
                "video",
                "Vakaro žinios. 2026-12-04 20:30",
                "video-player-one-line",
                ["Vilniaus oro uostas vėl uždarytas, Seimas priėmė biudžetą, Klaipėdoje atkuriamas senas sandėlis."],
            )
        )
        add(
            page(
                "soft404",
                "/naujienos/verslas/4/2598812/vilniaus-oro-uostas-atnaujina-terminala",
                "not-found",
                "Puslapis nerastas",
                "soft-404-200",
                [
                    "Atsiprašome, tokio puslapio nėra. Galbūt jis buvo perkeltas, ištrintas arba nuorodoje yra klaida.",
                    "Grįžkite į pradžią arba pasinaudokite paieška.",
                ],
                recent=["live", "budget", "wage"],
            )
        )
        add(
            page(
                "about",
                "/apie-mus",
                "about",
                "Apie mus",
                "about-broadcaster",
                [
                    "Vėtrungė – visuomeninis transliuotojas, kuriantis radijo ir televizijos laidas bei naujienų portalą. Mūsų tikslas – teikti patikimą, nešališką ir visiems prieinamą informaciją.",
                    "## Redakcija",
                    "- Generalinė direktorė: Jolanta Gudaitė",
                    "- Naujienų tarnybos vadovas: Darius Kavaliauskas",
                    "- Portalo vyriausioji redaktorė: Ugnė Sabaliauskaitė",
                    "## Kontaktai",
                    "S. Konarskio g. 49, Vilnius. Naujienų tarnyba: naujienos@vetrunge.test.",
                ],
            )
        )

        # --- stories --------------------------------------------------------------------------------------------
        add(
            story(
                "live",
                "/naujienos/lietuvoje/2/2612410/tiesiogiai-vilniaus-oro-uostas-vel-uzdarytas-del-balionu",
                "Vilniaus oro uostas vėl uždarytas dėl balionų: atšaukta ir nukreipta dešimtys skrydžių",
                "2026-12-04",
                utc("2026-12-04 17:05", millis=True),
                lt_date("2026-12-04 17:05"),
                ["Justė Mikalauskaitė", "Mantas Vaitkus"],
                [
                    live_entry("22:40", 6),
                    "### Oro uostas vėl atidarytas",
                    "Vilniaus oro uostas vėl priima ir išleidžia orlaivius. Pirmasis lėktuvas po pertraukos nusileido 22 val. 31 min. Keleiviams patariama prieš vykstant į oro uostą pasitikrinti skrydžio būseną.",
                    "Šiuo pranešimu baigiame tiesioginę transliaciją. Ačiū, kad sekėte kartu.",
                    "RAW:</div></div>",
                    live_entry("21:15", 5),
                    "Nacionalinis krizių valdymo centras pranešė, kad per vakarą radarais užfiksuota daugiau kaip 40 oro objektų, judančių iš Baltarusijos pusės. Dalis jų nusileido Vilniaus ir Šalčininkų rajonuose.",
                    "RAW:</div></div>",
                    live_entry("20:05", 4),
                    "### Keleiviai nakvos viešbučiuose",
                    "Aviakompanijos informuoja, kad keleiviams, kurių skrydžiai atšaukti, bus pasiūlyta nakvynė viešbučiuose. Oro uosto terminale išdalyta vandens ir antklodžių.",
                    "FIG: Keleiviai terminale | Keleiviai laukia Vilniaus oro uosto terminale. Justės Mikalauskaitės nuotr.",
                    "RAW:</div></div>",
                    'RAW:<div class="read-also"><span>Taip pat skaitykite:</span> {{a:soft404|Vilniaus oro uostas atnaujina terminalą: kas keisis keleiviams}}</div>',
                    live_entry("19:20", 3),
                    "Į Kauną nukreipti jau septyni lėktuvai, dar du nusileido Rygoje. Lietuvos oro uostai ragina keleivius sekti informaciją oficialioje oro uosto svetainėje.",
                    "RAW:</div></div>",
                    live_entry("18:10", 2),
                    "### Pasieniečiai sustiprino patruliavimą",
                    "Valstybės sienos apsaugos tarnyba pranešė, kad pasienio ruože sustiprintas patruliavimas, o nusileidę balionai bus surinkti ir ištirti.",
                    "RAW:</div></div>",
                    live_entry("17:05", 1),
                    "Labas vakaras. Vilniaus oro uostas dėl oro erdvėje pastebėtų balionų laikinai uždarytas, skrydžiai sustabdyti mažiausiai dviem valandoms. Naujienas sekite šioje tiesioginėje transliacijoje.",
                    "RAW:</div></div>",
                ],
                "live-blog-kicker-in-h1-text",
                section="Lietuvoje",
                kicker="TIESIOGIAI.",
                prepared=True,
                updated=lt_date("2026-12-04 22:40"),
                modified=utc("2026-12-04 22:40", millis=True),
                ld="live",
                local="2026-12-04 17:05",
            )
        )
        add(
            story(
                "budget",
                "/naujienos/lietuvoje/2/2612398/seimas-prieme-kitu-metu-biudzeta-daugiau-lesu-gynybai-ir-pensijoms",
                "Seimas priėmė kitų metų biudžetą: daugiau lėšų gynybai ir pensijoms",
                "2026-12-04",
                utc("2026-12-04 00:15", millis=True),
                lt_date("2026-12-04 00:15"),
                ["Rūta Jankauskienė", "Ignas Žemaitis"],
                [
                    "Seimas ketvirtadienio vėlų vakarą priėmė 2027 metų valstybės biudžetą. Už jį balsavo 75 Seimo nariai, prieš – 41, susilaikė 9.",
                    "Kitų metų biudžeto pajamos sieks 21,4 mlrd. eurų, išlaidos – 23,9 mlrd. eurų. Valdžios sektoriaus deficitas turėtų sudaryti 2,9 proc. bendrojo vidaus produkto.",
                    "Daugiausia papildomų lėšų skiriama krašto apsaugai – jai numatyta 3,5 proc. BVP. Vidutinė senatvės pensija nuo sausio turėtų padidėti apie 8 proc., o minimalioji mėnesinė alga – iki 1 153 eurų.",
                    "## Opozicija: biudžetas per daug optimistinis",
                    "Opozicijos atstovai kritikavo biudžetą dėl, jų teigimu, per daug optimistinių pajamų prognozių. „Šis biudžetas paremtas viltimi, kad ekonomika augs greičiau, nei prognozuoja bet kuri nepriklausoma institucija“, – sakė Seimo narys Linas Adomaitis.",
                    "Finansų ministrė Vaida Jonaitienė atsakė, kad prognozės atitinka Lietuvos banko vertinimus, o prireikus biudžetas bus tikslinamas kitų metų viduryje.",
                    "Biudžetą dar turi pasirašyti prezidentas. Jis įsigalios sausio 1 dieną.",
                ],
                "utc-jsonld-crosses-midnight-two-authors-ir",
                section="Lietuvoje",
                ld="person",
                tagged=True,
                local="2026-12-04 00:15",
            )
        )
        add(
            story(
                "fair",
                "/naujienos/lietuvoje/2/2612377/katedros-aiksteje-atidaroma-kaledu-muge-siemet-daugiau-vietos-amatininkams",
                "Katedros aikštėje atidaroma Kalėdų mugė: šiemet – daugiau vietos amatininkams",
                "2026-12-04",
                utc("2026-12-04 12:30", millis=True),
                lt_date("2026-12-04 12:30"),
                ["Eglė Stankevičiūtė"],
                [
                    "Šeštadienį Vilniaus Katedros aikštėje duris atvers tradicinė Kalėdų mugė. Šiemet joje dirbs 86 prekiautojai – beveik dvigubai daugiau nei pernai, o pusė namelių skirta Lietuvos amatininkams.",
                    "Vilniaus miesto savivaldybės atstovė Lina Grigaitė sakė, kad mugės koncepcija pakeista atsižvelgus į gyventojų pastabas. „Pernai girdėjome, kad mugėje per daug vienodų prekių. Šiemet atrinkome tuos, kurie siūlo tai, ko kitur nenusipirksi“, – teigė ji.",
                    "FIG: Kalėdų eglė Katedros aikštėje | Eglė Katedros aikštėje bus įžiebta šeštadienį. Mindaugo Kairio nuotr.",
                    "## Eglė bus įžiebta šeštadienio vakarą",
                    "Pagrindinė miesto Kalėdų eglė bus įžiebta šeštadienį 18 val. Renginio metu koncertuos jaunimo chorai, o aplink aikštę bus ribojamas eismas.",
                    "Mugė veiks iki sausio 7 dienos kasdien nuo 11 iki 21 valandos. Policija primena, kad šventiniu laikotarpiu senamiestyje bus daugiau patrulių.",
                ],
                "byline-with-genitive-photo-credit",
                section="Lietuvoje",
                photo="Mindaugo Kairio nuotr.",
                ld="person",
                local="2026-12-04 12:30",
            )
        )
        add(
            story(
                "wage",
                "/naujienos/verslas/4/2612360/nuo-sausio-dideja-minimali-alga-kiek-gaus-darbuotojai-i-rankas",
                "Nuo sausio didėja minimali alga: kiek gaus darbuotojai „į rankas“",
                "2026-12-04",
                utc("2026-12-04 08:00", millis=True),
                lt_date("2026-12-04 08:00"),
                [],
                [
                    "Nuo 2027 metų sausio 1 dienos minimalioji mėnesinė alga (MMA) Lietuvoje didės iki 1 153 eurų. Tai 115 eurų daugiau nei šiemet.",
                    "Kartu keičiasi ir neapmokestinamųjų pajamų dydis, todėl „į rankas“ mažiausiai uždirbantys darbuotojai gaus daugiau nei vien dėl MMA padidėjimo.",
                    "Lentelėje – kaip keisis atlyginimas, jei darbuotojas dirba visu etatu:",
                    "T: Rodiklis | 2026 m. | 2027 m.",
                    "T: Minimali alga „ant popieriaus“ | 1 038 € | 1 153 €",
                    "T: Alga „į rankas“ | 812 € | 893 €",
                    "T: Minimalus valandinis atlygis | 6,35 € | 7,05 €",
                    "Pasak Socialinės apsaugos ir darbo ministerijos, MMA gauna apie 120 tūkst. šalies darbuotojų. Daugiausia jų dirba prekybos, apgyvendinimo ir maitinimo sektoriuose.",
                    "Darbdavių organizacijos perspėja, kad didesnės darbo sąnaudos gali paskatinti kainų kilimą paslaugų sektoriuje.",
                ],
                "desk-credit-data-table-updated",
                section="Verslas",
                credit="Vėtrungė.lt",
                updated=lt_date("2026-12-04 15:20"),
                modified=utc("2026-12-04 15:20", millis=True),
                ld="org",
                tagged=True,
                local="2026-12-04 08:00",
            )
        )
        add(
            story(
                "klaipeda",
                "/naujienos/lietuvoje/2/2612389/klaipedos-senamiestyje-atkuriamas-xviii-amziaus-sandelis",
                "Klaipėdos senamiestyje atkuriamas XVIII amžiaus sandėlis: jame įsikurs jūrų istorijos centras",
                "2026-12-04",
                utc("2026-12-04 14:50", millis=True),
                lt_date("2026-12-04 14:50"),
                ["Tomas Petrauskas"],
                [
                    "Klaipėdos senamiestyje prasidėjo vieno seniausių miesto pastatų – XVIII amžiaus fachverkinio sandėlio – tvarkyba. Po rekonstrukcijos čia įsikurs jūrų istorijos centras.",
                    "Pasak Klaipėdos kultūros paveldo skyriaus vedėjo Sauliaus Budrio, pastatas ilgą laiką stovėjo apleistas, o jo stogas buvo įgriuvęs. „Radome originalias ąžuolines sijas, kurias išsaugosime. Tai leis lankytojams pamatyti, kaip sandėliai buvo statomi prieš tris šimtus metų“, – pasakojo jis.",
                    "Darbai kainuos apie 4,8 mln. eurų, didžiąją dalį lėšų skirs Europos Sąjunga. Centras lankytojams turėtų atverti duris 2028 metų vasarą.",
                    "## Gyventojai laukia gyvesnio senamiesčio",
                    "Senamiesčio bendruomenės atstovė Ingrida Mockienė tikisi, kad naujas centras pritrauks daugiau žmonių ir į aplinkines gatves. „Vakarais senamiestis ištuštėja. Tikimės, kad centras taps vieta, kur žmonės norės sugrįžti“, – sakė ji.",
                    "Rekonstrukcijos metu Tiltų gatvės atkarpoje bus ribojamas eismas.",
                ],
                "byline-with-role-after-name",
                section="Lietuvoje",
                role="Vėtrungės radijo Klaipėdos korespondentas",
                ld="person",
                local="2026-12-04 14:50",
            )
        )
        add(
            story(
                "elta",
                "/naujienos/lietuvoje/2/2612351/panevezyje-nuo-sausio-pigs-siluma",
                "Panevėžyje nuo sausio pigs šiluma",
                "2026-12-04",
                utc("2026-12-04 09:40", millis=True),
                lt_date("2026-12-04 09:40"),
                [],
                [
                    "Valstybinė energetikos reguliavimo taryba ketvirtadienį patvirtino naują šilumos kainą Panevėžiui. Nuo sausio ji bus 7 proc. mažesnė nei šiuo metu.",
                    "Pasak šilumos tiekėjo, kaina mažėja dėl pigesnio biokuro ir naujos katilinės, kuri pradėjo veikti rudenį.",
                    "Vidutinio, apie 60 kvadratinių metrų ploto buto gyventojai už šildymą sausį turėtų mokėti apie 6 eurus mažiau nei pernai.",
                ],
                "agency-brief-elta",
                section="Lietuvoje",
                credit="ELTA",
                ld="org-elta",
                local="2026-12-04 09:40",
            )
        )
        add(
            story(
                "interview",
                "/naujienos/mokslas-ir-it/11/2612204/klimatologe-daiva-rimkute-ziemos-be-sniego-lietuvoje-taps-iprastos",
                "Klimatologė Daiva Rimkutė: žiemos be sniego Lietuvoje taps įprastos",
                "2026-12-03",
                utc("2026-12-03 16:00", millis=True),
                lt_date("2026-12-03 16:00"),
                ["Ignas Žemaitis"],
                [
                    "Lapkritis Lietuvoje buvo šilčiausias per visą matavimų istoriją, o sniego daugelyje šalies vietų dar nematyti. Klimatologė Daiva Rimkutė sako, kad prie to teks priprasti.",
                    "Q: Ar šiltas lapkritis – išimtis, ar jau taisyklė? || Vienas šiltas mėnuo dar nieko nereiškia, tačiau žiūrint į pastarųjų trisdešimties metų duomenis tendencija akivaizdi. Vidutinė žiemos temperatūra Lietuvoje pakilo beveik dviem laipsniais, o dienų su sniego danga sumažėjo trečdaliu.",
                    "Q: Ką tai reiškia žemės ūkiui? || Ūkininkams tai ir galimybė, ir rizika. Vegetacijos laikotarpis ilgėja, bet be sniego dangos žiemkenčiai lengviau iššąla, kai staiga užeina šaltis. Be to, šiltesnes žiemas geriau ištveria kenkėjai.",
                    "Q: O žiemos sporto mėgėjams? || Jiems teks keliauti toliau. Slidinėjimo trasos Lietuvoje vis dažniau priklausys nuo dirbtinio sniego, o natūralaus ledo čiuožyklos ant ežerų taps retenybe.",
                    "Q: Ar dar sulauksime tikros žiemos? || Žinoma. Šaltų žiemų bus ir ateityje, tik rečiau. Kaip tik todėl žmonės ir savivaldybės turi būti pasiruošę abiem scenarijams.",
                ],
                "qa-interview-kicker",
                section="Mokslas ir IT",
                kicker="INTERVIU",
                ld="person",
                local="2026-12-03 16:00",
            )
        )
        add(
            story(
                "opinion",
                "/nuomones/3/2612190/aiste-vaitkute-mokytoju-trukumas-ne-tik-atlyginimu-problema",
                "Aistė Vaitkutė. Mokytojų trūkumas – ne tik atlyginimų problema",
                "2026-12-03",
                utc("2026-12-03 09:00", millis=True),
                lt_date("2026-12-03 09:00"),
                ["Aistė Vaitkutė"],
                [
                    "Kiekvieną rugsėjį skaičiuojame, kiek mokyklose trūksta mokytojų. Šiemet – daugiau nei 600 etatų, daugiausia matematikos, fizikos ir informatikos. Ir kiekvieną kartą išgirstame tą patį atsakymą: reikia didinti atlyginimus.",
                    "Atlyginimai svarbūs, ir per pastaruosius penkerius metus jie išties sparčiai augo. Tačiau tyrimai rodo, kad jauni mokytojai mokyklas palieka ne tik dėl pinigų. Jie išeina, nes jaučiasi vieniši, perkrauti popierizmu ir neturi laiko tam, dėl ko atėjo, – mokyti.",
                    "Pirmieji dveji darbo metai yra lemiami. Jei jaunas mokytojas šiuo laikotarpiu neturi patyrusio kolegos, su kuriuo galėtų pasitarti, tikimybė, kad jis po penkerių metų vis dar dirbs mokykloje, sumažėja beveik perpus.",
                    "Todėl siūlau paprastą dalyką: kiekvienam naujam mokytojui – mentorius, kurio darbas būtų apmokamas ir įskaičiuojamas į krūvį. Tai kainuotų daug mažiau nei nuolatinė naujų žmonių paieška.",
                    "Kol mokytojo profesija bus vertinama tik pagal atlyginimo skaičių, trūkumas niekur nedings.",
                ],
                "opinion-name-in-headline-titles-in-byline-disclaimer",
                section="Nuomonės",
                printed="doc. dr. Aistė Vaitkutė",
                bio="Autorė – Vytauto Didžiojo universiteto Švietimo akademijos docentė.",
                ld="person-titled",
                local="2026-12-03 09:00",
            )
        )

    # --- templates -----------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        kicker = doc.extra.get("kicker")
        full = f"{kicker} {doc.title}" if kicker == "TIESIOGIAI." else doc.title
        out = [
            f"<title>{esc(full)} | Vėtrungė</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(full)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Vėtrungė">',
            f'<meta property="og:type" content="{"article" if doc.is_article else ("video.other" if doc.kind == "video" else "website")}">',
            '<meta property="fb:app_id" content="154321987654321">',
        ]
        if doc.kind == "video":
            ld_v = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.blocks[0][1],
                "uploadDate": "2026-12-04T19:05:00.000Z",
                "duration": "PT28M40S",
                "thumbnailUrl": "https://img.vetrunge.test/mediateka/2000412345.jpg",
                "contentUrl": "https://vod.vetrunge.test/2000412345/master.m3u8",
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld_v, ensure_ascii=False)}</script>')
        if not doc.is_article:
            return "\n".join(out)
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        mode = doc.extra["ld"]
        if mode in ("person", "live"):
            author: object = [{"@type": "Person", "name": a} for a in doc.authors]
        elif mode == "person-titled":
            author = [{"@type": "Person", "name": doc.extra["printed"]}]
        elif mode == "org-elta":
            author = [{"@type": "Organization", "name": "ELTA"}]
        else:
            author = [{"@type": "Organization", "name": "Vėtrungė"}]
        ld: dict = {
            "@context": "https://schema.org",
            "@type": "LiveBlogPosting" if mode == "live" else "NewsArticle",
            "headline": full,
            "url": url,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Vėtrungė",
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/img/vetrunge-logo.png"},
            },
            "image": {
                "@type": "ImageObject",
                "url": f"https://img.vetrunge.test/1200x675/{aid(doc.path)}.jpg",
                "width": 1200,
                "height": 675,
            },
            "isAccessibleForFree": True,
        }
        if mode == "live":
            ld["coverageStartTime"] = doc.iso
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        items = []
        for k, t in (
            ("lietuvoje", "Lietuvoje"),
            ("/naujienos/pasaulyje", "Pasaulyje"),
            ("/naujienos/verslas", "Verslas"),
            ("/nuomones", "Nuomonės"),
            ("/naujienos/kultura", "Kultūra"),
            ("/naujienos/sportas", "Sportas"),
            ("/mediateka", "Mediateka"),
            ("tv", "TV programa"),
            ("weather", "Orai"),
        ):
            items.append(f'<li class="main-nav__item">{self.a(k, t, "nav", NAV_LINK)}</li>')
        nav = "".join(items)
        top = "".join(
            f'<li class="news-item news-item--small">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["live", "budget", "wage", "fair", "opinion"]
            if k != doc.key
        )
        return f"""<!DOCTYPE html>
<html lang="lt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
{self.head(doc)}
<link rel="stylesheet" href="/build/main.9c1d7e4.css">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{"article" if doc.is_article else doc.kind}","section":"{esc(doc.section or "")}"}});</script>
</head>
<body>
<div class="cookie-bar" id="cookie-bar">Šioje svetainėje naudojame slapukus, kad pagerintume naršymo patirtį. <a href="/slapukai">Daugiau informacijos</a> <button>Sutinku</button></div>
<header class="header-main">
<div class="header-main__top"><a class="logo" href="/">Vėtrungė</a> <a class="header-main__live" href="/tiesiogiai/vetrunge-tv">Tiesiogiai TV</a> <a class="header-main__live" href="/tiesiogiai/vetrunge-radijas">Tiesiogiai radijas</a> {self.a("weather", "Vilnius −3 °C", "nav")}</div>
<nav class="main-nav"><ul>{nav}</ul><form action="/paieska" class="main-nav__search"><input name="q" placeholder="Ieškoti"><button>Ieškoti</button></form></nav>
</header>
<div class="banner-block" data-banner="top_970x250"></div>
<div class="container">
<main class="col-main">
{main}
</main>
<aside class="col-side">
<div class="side-block"><h3 class="side-block__title">Populiariausi</h3><ul>{top}</ul></div>
<div class="side-block"><h3 class="side-block__title">Temos</h3>{self.a("tag", "Valstybės biudžetas", "aside")} · <a href="/tema/oro-uostas">Oro uostas</a> · {self.a("search", "Paieška: biudžetas", "aside")}</div>
<div class="side-block side-block--video"><h3 class="side-block__title">Vaizdo įrašai</h3>{self.a("video", "Vakaro žinios. 2026-12-04 20:30", "aside")}</div>
</aside>
</div>
<footer class="footer-block">
<div class="footer-block__links">{self.a("about", "Apie mus", "footer")} · <a href="/kontaktai">Kontaktai</a> · <a href="/privatumo-politika">Privatumo politika</a> · <a href="/slapukai">Slapukai</a> · <a href="/rss">RSS</a> · <a href="https://www.vetrunge.test/english">In English</a> · <a href="https://www.vetrunge.test/ru">На русском</a></div>
<p>© 2026 Vėtrungė. Visos teisės saugomos. Naudojant medžiagą būtina nuoroda į šaltinį.</p>
</footer>
<script src="/build/main.9c1d7e4.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        photo = (
            f' <span class="article-block__photo">{esc(doc.extra["photo"])}</span>' if doc.extra.get("photo") else ""
        )
        if doc.extra.get("credit"):
            return f'<div class="article-block__author">{esc(doc.extra["credit"])}</div>'
        if doc.extra.get("printed"):
            return f'<div class="article-block__author opinion-author"><img src="https://img.vetrunge.test/autoriai/aiste-vaitkute.jpg" alt="" width="64" height="64"> <span class="opinion-author__name">{esc(doc.extra["printed"])}</span></div>'

        def link(a: str) -> str:
            if a == "Rūta Jankauskienė":
                return self.a("author", a, "byline")
            slug = a.lower().translate(str.maketrans("ąčęėįšųūž", "aceeisuuz")).replace(" ", "-")
            return f'<a href="/autorius/{slug}">{esc(a)}</a>'

        names = " ir ".join(link(a) for a in doc.authors)
        role = f", {esc(doc.extra['role'])}" if doc.extra.get("role") else ""
        label = "Autoriai:" if len(doc.authors) > 1 else "Autorius:"
        if doc.extra.get("prepared"):
            label = "Parengė"
        return f'<div class="article-block__author">{label} {names}{role}{photo}</div>'

    def story_main(self, doc: Doc) -> str:
        kicker = doc.extra.get("kicker")
        if kicker == "TIESIOGIAI.":
            h1 = f'<h1 class="title-text">{esc(kicker)} {esc(doc.title)}</h1>'  # the kicker is part of the heading text
        elif kicker:
            h1 = f'<span class="article-block__badge">{esc(kicker)}</span><h1 class="title-text">{esc(doc.title)}</h1>'
        else:
            h1 = f'<h1 class="title-text">{esc(doc.title)}</h1>'
        updated = (
            f' <span class="info-block__updated">Atnaujinta {doc.extra["updated"]}</span>'
            if doc.extra.get("updated")
            else ""
        )
        body = self.blocks(doc)
        tail = ""
        if doc.extra.get("bio"):
            tail = f'<p class="article-content__bio"><em>{esc(doc.extra["bio"])}</em></p><p class="article-content__disclaimer">Autorės nuomonė nebūtinai sutampa su redakcijos pozicija.</p>'
        tags = ""
        if doc.extra.get("tagged"):
            tags = f'<div class="article-tags">{self.a("tag", "Valstybės biudžetas", "tag")} <a href="/tema/seimas">Seimas</a> <a href="/tema/mokesciai">Mokesčiai</a></div>'
        part = doc.path.split("/")[1:3]
        section = (
            self.a("lietuvoje", doc.section, "breadcrumb")
            if part == ["naujienos", "lietuvoje"]
            else f'<a href="/{"/".join(part) if part[0] == "naujienos" else part[0]}">{esc(doc.section)}</a>'
        )
        others = [k for k in ARTS if k != doc.key][:4]
        rel = "".join(f'<div class="news-item">{self.a(k, self.docs[k].title, "related")}</div>' for k in others)
        live = '<div class="live-feed">' if doc.extra.get("ld") == "live" else '<div class="text">'
        u = quote(self.url(doc.key), safe="")
        return f"""<div class="article-block" data-article-id="{aid(doc.path)}">
<div class="article-block__header">
<div class="article-block__category">{section}</div>
{h1}
<div class="info-block"><span class="info-block__text">{doc.stamp}</span>{updated}</div>
{self.byline(doc)}
<div class="share-block"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Dalintis</a> <a href="https://x.com/intent/post?url={u}">X</a> <button class="share-block__copy">Kopijuoti nuorodą</button></div>
</div>
<div class="media-block"><img src="https://img.vetrunge.test/1200x675/{aid(doc.path)}.jpg" alt="{esc(doc.title)}" width="1200" height="675"></div>
<div class="article-content">
{live}
{body}
</div>
{tail}
</div>
{tags}
<div class="article-block__footer"><a href="/naujienu-prenumerata">Prenumeruokite naujienlaiškį</a></div>
</div>
<section class="related-block"><h3>Taip pat skaitykite</h3>{rel}</section>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(
            f'<div class="news-item"><img src="https://img.vetrunge.test/382x215/{aid(self.docs[k].path)}.jpg" alt="" loading="lazy">'
            f'<h3 class="news-item__title">{self.a(k, ("TIESIOGIAI. " if self.docs[k].extra.get("kicker") == "TIESIOGIAI." else "") + self.docs[k].title, "content")}</h3>'
            f'<span class="news-item__date">{lt_date(self.docs[k].extra["local"])}</span></div>'
            for k in doc.extra["list"]
        )
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "author":
            head = f'<div class="author-info"><img src="https://img.vetrunge.test/autoriai/ruta-jankauskiene.jpg" alt="" width="120" height="120"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div><h2 class="section-title">Rūtos Jankauskienės straipsniai</h2>'
            extra = '<div class="news-item"><a href="/naujienos/lietuvoje/2/2609921/seimas-pritare-pensiju-kaupimo-pataisoms">Seimas pritarė pensijų kaupimo pataisoms</a><span class="news-item__date">2026 m. lapkričio 26 d. 18:12</span></div>'
        elif doc.kind == "search":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><form action="/paieska"><input name="q" value="{esc(SEARCH_Q)}"><button>Ieškoti</button></form><p>Rasta rezultatų: 2</p>'
        elif doc.key == "home":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1>'
            extra = f'<section class="home-media"><h2>Mediateka</h2>{self.a("video", "Vakaro žinios. 2026-12-04 20:30", "content")} · {self.a("tv", "Šiandien per televiziją", "content")}</section>'
        pager = ""
        if doc.key == "lietuvoje":
            pager = f'<div class="pagination"><span class="active">1</span> {self.a("lietuvoje2", "2", "pagination")} <a href="/naujienos/lietuvoje?page=3">3</a> {self.a("lietuvoje2", "Daugiau naujienų", "pagination")}</div>'
        elif doc.key == "lietuvoje2":
            pager = f'<div class="pagination">{self.a("lietuvoje", "1", "pagination")} <span class="active">2</span> <a href="/naujienos/lietuvoje?page=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("lietuvoje", "Visos naujienos iš Lietuvos", "content")}</div>'
        return f'<section class="news-list news-list--{doc.kind}">{head}<div class="news-list__items">{cards}</div>{extra}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            recent = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in doc.extra["recent"])
            return f'<section class="error-page"><div class="error-page__code">404</div><h1>{esc(doc.title)}</h1>\n{html}\n<p>{self.a("home", "Grįžti į pradžią", "content")}</p><h2>Naujausios naujienos</h2><ul>{recent}</ul></section>'
        if doc.kind == "video":
            return f'<section class="media-page"><div class="media-player" data-src="https://vod.vetrunge.test/2000412345/master.m3u8"><video poster="https://img.vetrunge.test/mediateka/2000412345.jpg" controls></video></div><h1>{esc(doc.title)}</h1>\n{html}\n<div class="media-page__meta">Trukmė 28:40 · Vėtrungės televizija</div></section>'
        if doc.kind == "tv-schedule":
            return f'<section class="tv-program"><h1>{esc(doc.title)}</h1><div class="tv-table">\n{html}\n</div><p><a href="/tv-programa/vetrunge-plius">Vėtrungė Plius</a> · <a href="/tv-programa/radijas">Radijo programa</a></p></section>'
        if doc.kind == "weather":
            return f'<section class="weather-page"><h1>{esc(doc.title)}</h1>\n{html}\n<p class="weather-page__source">Šaltinis: LHMT</p></section>'
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>\n{html}\n</section>'
