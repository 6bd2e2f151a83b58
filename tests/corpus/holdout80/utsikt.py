# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Swedish typography is deliberate)
"""Utsikt: a Swedish weekly news magazine on a **Labrador CMS**-like system (`articleHeader`, `headline t54`,
`subtitle`, `bodytext column large-12`, `factbox`, `data-lab-id`, `window.Dac`, `/<section>/<slug>/<id>` paths,
`/tag/<tag>`, `/skribent/<slug>`, `/sok?query=`, `/kultur?page=2`, `/nummer/2026-49`), Swedish, Stockholm time
(+01:00). The pages are written in **windows-1252** and served as `text/html; charset=iso-8859-1` (the meta says
`iso-8859-1` too): typographic quotes and dashes are cp1252 bytes, and Scrapy decodes the page as `cp1252`, which
is the label.

Dates are printed "Publicerad 3 december 2026 kl. 06.00" and "Uppdaterad 5 december 2026 kl. 10.05"; `NewsArticle`
JSON-LD in **UTC**: the Inlandsbanan reportage went up at 00.40 on 5 Dec in Stockholm, 23:40Z on 4 Dec in its
JSON-LD (labelled 5 Dec). The product test's headline begins with a "Test:" span inside the `<h1>` (part of the
title), its score box, plus/minus lists and spec sheet are not body, and its JSON-LD is a `Review` of a `Product`.
Credits: "Text: Anna Lindqvist Foto: Erik Sjöberg" (the photographer is not an author); "Intervju: Sofia Berg";
"Text och foto: Johan Nyström"; "Lina Ahmadi och Per Gustafsson" (two authors); "TT" (agency, no JSON-LD). The
interview's answers follow the interviewee's name in bold; the portrait's fact box (the subject's name, age, home)
is not body."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, img_id, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.utsikt.test"
ARTS = ["inland", "review", "interview", "books", "skolor", "orgel", "kronika", "tt"]
MANADER = [
    "januari",
    "februari",
    "mars",
    "april",
    "maj",
    "juni",
    "juli",
    "augusti",
    "september",
    "oktober",
    "november",
    "december",
]


def sv(local: str) -> str:
    """'2026-12-03 06:00' -> '3 december 2026 kl. 06.00'."""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{int(d)} {MANADER[int(m) - 1]} {y} kl. {time.replace(':', '.')}"


OLDER = [
    (
        "Därför läser vi deckare i mörkret",
        "/kultur/darfor-laser-vi-deckare-i-morkret/513877",
        "Vintern är högsäsong för spänning – och forskarna vet varför.",
        "27 november 2026",
    ),
    (
        "Operan i Malmö firar 80 år med nyuppsättning",
        "/kultur/operan-i-malmo-firar-80-ar-med-nyuppsattning/513702",
        "Jubileumssäsongen inleds med en ny Carmen.",
        "21 november 2026",
    ),
    (
        "Vinylen säljer mer än cd för första gången sedan 1988",
        "/kultur/vinylen-saljer-mer-an-cd/513511",
        "Skivbolagen räknar med fortsatt ökning.",
        "14 november 2026",
    ),
]
GONE = (
    "Årets julklapp 2019: så valdes den",
    "/nyheter/arets-julklapp-2019-sa-valdes-den/402231",
    "Handelns utredningsinstitut om vinnaren och de andra kandidaterna.",
    "25 november 2019",
)


class Utsikt(Base):
    origin = ORIGIN
    name = "Utsikt"
    prefix = "uts"
    language = "sv"
    encoding = "cp1252"
    codec = "cp1252"
    content_type = "text/html; charset=iso-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "uts",
            [
                ".pageHeader",
                ".mainMenu li",
                ".articleHeader .headline",
                ".bodytext p",
                ".factbox",
                ".scorebox",
                ".teaser .headline",
                ".mostRead li",
                ".pageFooter",
                ".cmp-banner",
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
                "Utsikt",
                "labrador-front",
                list=["inland", "skolor", "review", "interview", "books", "orgel", "kronika", "tt"],
            )
        )
        add(
            page(
                "kultur",
                "/kultur",
                "section",
                "Kultur",
                "labrador-section",
                list=["interview", "books", "tt", "orgel", OLDER[0]],
                more="kultur2",
            )
        )
        add(
            page(
                "kultur2",
                "/kultur?page=2",
                "section",
                "Kultur",
                "labrador-section-page2",
                list=[
                    OLDER[1],
                    OLDER[2],
                    (
                        "Dramaten visar Strindberg i ny tolkning",
                        "/kultur/dramaten-visar-strindberg-i-ny-tolkning/513390",
                        "Fröken Julie flyttar till ett modernt kontor.",
                        "10 november 2026",
                    ),
                    (
                        "Stora skillnader i hur kommunerna satsar på bibliotek",
                        "/kultur/stora-skillnader-bibliotek/513244",
                        "Ny kartläggning visar att var tredje kommun minskat öppettiderna.",
                        "6 november 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "tag", "/tag/bocker", "tag", "Böcker", "labrador-tag", list=["books", "interview", "tt", OLDER[0], GONE]
            )
        )
        add(
            page(
                "author",
                "/skribent/anna-lindqvist",
                "author",
                "Anna Lindqvist",
                "labrador-author",
                list=[
                    "review",
                    (
                        "Test: Tre hörlurar med brusreducering under 2 000 kronor",
                        "/teknik/test-tre-horlurar-med-brusreducering/513655",
                        "Dyrast är inte alltid bäst.",
                        "19 november 2026",
                    ),
                    (
                        "Så mycket ström drar dina apparater i standby",
                        "/teknik/sa-mycket-strom-drar-dina-apparater-i-standby/513120",
                        "Vi mätte tio vanliga prylar.",
                        "3 november 2026",
                    ),
                ],
                bio="Anna Lindqvist är teknikreporter på Utsikt och testar hemelektronik, mobiler och appar.",
            )
        )
        add(
            page(
                "search",
                "/sok?query=bok",
                "search",
                "Sökresultat för ”bok”",
                "labrador-search",
                list=["books", "interview", OLDER[0], GONE],
            )
        )
        add(
            page(
                "issue",
                "/nummer/2026-49",
                "issue",
                "Utsikt nr 49 2026",
                "issue-contents",
                list=[],
                toc=[
                    ("Reportage", ["inland", "orgel"]),
                    ("Samtal", ["interview"]),
                    ("Samhälle", ["skolor"]),
                    ("Kultur", ["books"]),
                    ("Teknik", ["review"]),
                    ("Krönika", ["kronika"]),
                ],
            )
        )
        add(
            page(
                "prenumerera",
                "/prenumerera",
                "subscribe",
                "Prenumerera på Utsikt",
                "subscription-offers",
                [
                    "Få Utsikt i brevlådan varje torsdag och läs allt på sajten och i appen.",
                    "## Papper + digitalt",
                    "139 kronor i månaden. Tidningen varje vecka, alla artiklar på utsikt.test, e-tidningen och arkivet sedan 1995.",
                    "## Digitalt",
                    "79 kronor i månaden. De första två månaderna kostar 1 krona. Ingen bindningstid.",
                    "## Ge bort Utsikt",
                    "Ett halvår av Utsikt som julklapp för 599 kronor. Vi skickar ett presentkort att skriva ut.",
                    "Frågor om din prenumeration? Ring kundtjänst på 08-123 456 00, vardagar 8–17.",
                ],
            )
        )
        add(
            page(
                "missing",
                GONE[1],
                "error",
                "Sidan kunde inte hittas",
                "soft-404-labrador",
                [
                    "Vi hittar tyvärr inte sidan du letar efter. Den kan ha tagits bort eller flyttats. Prova att söka eller gå till startsidan."
                ],
            )
        )
        add(
            story(
                "review",
                "/teknik/test-nordljus-aurora-x2-ljudet-imponerar-men-appen-sviker/514233",
                "Test: Nordljus Aurora X2 – ljudet imponerar men appen sviker",
                "2026-12-03",
                "2026-12-03T05:00:00Z",
                "2026-12-03 06:00",
                ["Anna Lindqvist"],
                [
                    "Nordljus är ett litet svenskt ljudföretag från Göteborg som på kort tid har gjort sig ett namn med snygga högtalare till rimliga priser. Aurora X2 är bolagets nya flaggskepp: en bärbar Bluetooth-högtalare i aluminium och ull som ska låta stort utan att ta stor plats. Vi har använt den i tre veckor, hemma, på kontoret och på en blåsig brygga.",
                    "## Ljudet",
                    "Det första man märker är basen. För en högtalare som väger drygt ett kilo är den djup och kontrollerad, utan det dånande och lite grumliga ljud som många konkurrenter bjuder på. Röster låter naturliga och diskanten är tydlig utan att bli vass, även på hög volym. I ett vardagsrum fyller Aurora X2 lätt ut rummet, och utomhus räcker den gott till en middag för åtta personer.",
                    "Stereoläget, där två högtalare kopplas ihop, fungerar bra, men det är värt att notera att det kräver två exemplar och därmed dubbla priset.",
                    "## Appen",
                    "Här kommer smolket i bägaren. Nordljus app, som behövs för att justera ljudbilden och uppdatera programvaran, är långsam och tappade under testperioden upprepade gånger kontakten med högtalaren. Den första uppdateringen tog över tjugo minuter och misslyckades två gånger innan den gick igenom. Företaget säger till Utsikt att en ny version av appen ska släppas i januari.",
                    "## Batteriet",
                    "Nordljus utlovar 20 timmars batteritid. I vårt test, på måttlig volym, höll den i 18 timmar och 40 minuter, vilket är bra. Laddningen sker via usb-c och tar knappt tre timmar från tomt till fullt. Högtalaren klarar också att ladda en mobiltelefon i nödfall.",
                    "## Slutsats",
                    "Aurora X2 är en av de bäst låtande högtalarna i sin storlek som vi har testat. Om Nordljus lyckas rätta till appen är den ett självklart köp. Som det ser ut nu får den nöja sig med en stark fyra.",
                ],
                "product-review-test-prefix-score-box-pros-cons",
                section="Teknik",
                kicker="Test",
                dek="Den svenska högtalaren låter större än den ser ut. Men appen gör oss gråhåriga.",
                ld="review",
                bylines=[("Text:", "Anna Lindqvist"), ("Foto:", "Erik Sjöberg")],
                score=("4", "5"),
                plus=["Djup och kontrollerad bas", "Naturliga röster", "Lång batteritid", "Snygg och tålig design"],
                minus=["Långsam och instabil app", "Dyr för stereopar", "Ingen Wi-Fi"],
                facts=[
                    ("Pris", "2 995 kronor"),
                    ("Vikt", "1,1 kilo"),
                    ("Batteritid", "upp till 20 timmar"),
                    ("Anslutning", "Bluetooth 5.3, usb-c"),
                    ("Vattentålighet", "IP67"),
                ],
            )
        )
        add(
            story(
                "interview",
                "/kultur/maja-ekstrom-jag-skriver-for-att-forsta-vad-jag-tycker/514098",
                "Maja Ekström: ”Jag skriver för att förstå vad jag tycker”",
                "2026-12-01",
                "2026-12-01T08:00:00Z",
                "2026-12-01 09:00",
                ["Sofia Berg"],
                [
                    "Maja Ekström debuterade för tjugo år sedan med en diktsamling som sålde i 300 exemplar. I dag är hon en av landets mest lästa författare, och hennes nya roman ”Ljuset över Norrström” toppar försäljningslistorna. Vi träffade henne i hennes arbetsrum på Söder.",
                    "QS: Din nya roman utspelar sig under en enda vinter i Stockholm. Varför just vintern? || Maja Ekström: || Vintern är den årstid då människor inte kan gömma sig. Det blir mörkt klockan tre, alla är hemma, alla är trötta. Det är då sanningarna kommer fram. Jag ville skriva om en familj som inte längre kan undvika varandra.",
                    "QS: Du har sagt att du inte planerar dina böcker. Hur vet du vart de ska ta vägen? || Maja Ekström: || Jag vet inte. Det är hela poängen. Jag skriver för att förstå vad jag tycker. Om jag visste hur det skulle sluta skulle jag bli uttråkad, och då skulle läsaren också bli det.",
                    "QS: Hur ser en vanlig arbetsdag ut? || Maja Ekström: || Jag går upp klockan sex och skriver till lunch. Efter lunch läser jag, promenerar eller svarar på mejl. Jag skriver aldrig på kvällen. Det jag skriver på kvällen måste jag ändå stryka dagen efter.",
                    "QS: Många av dina romaner handlar om syskon. Varför återkommer du till det? || Maja Ekström: || Syskon är de enda som minns samma barndom som du, men de minns den alltid annorlunda. Det är en outtömlig källa till konflikt och till ömhet. Jag har tre bröder, så jag har mycket material.",
                    "QS: Vad läser du själv just nu? || Maja Ekström: || Jag läser om Kerstin Ekman. Varje vinter läser jag om någon av hennes böcker. Hon påminner mig om att man kan skriva om små platser och ändå säga något om hela världen.",
                ],
                "interview-qa-name-before-answers",
                section="Kultur",
                kicker="Intervju",
                dek="Hon planerar aldrig sina romaner och skriver aldrig på kvällen. Maja Ekström om vintern, syskon och konsten att inte veta.",
                ld="person",
                bylines=[("Intervju:", "Sofia Berg"), ("Foto:", "Erik Sjöberg")],
            )
        )
        add(
            story(
                "inland",
                "/reportage/inlandsbanan-i-vinterljus/514301",
                "Inlandsbanan i vinterljus – 1 300 kilometer genom det tysta Sverige",
                "2026-12-05",
                "2026-12-04T23:40:00Z",
                "2026-12-05 00:40",
                ["Johan Nyström"],
                [
                    "Tåget lämnar Östersund en grå morgon i november med elva passagerare ombord. Lokföraren Gunnar Persson har kört sträckan i tjugotvå år och vet var renarna brukar stå på spåret. ”Man saktar in vid Ulriksfors”, säger han. ”De har ingen brådska, och det ska inte vi heller ha.”",
                    "Inlandsbanan sträcker sig från Kristinehamn i Värmland till Gällivare i Lappland, genom skogar, myrar och samhällen som för länge sedan förlorade sina tågstationer. I dag trafikeras den mest av godståg och, på sommaren, av turister. Men sedan förra året går ett vintertåg två gånger i veckan mellan Östersund och Gällivare, och det blir allt populärare.",
                    "## Ett tåg som väntar",
                    "Resan tar två dagar med en övernattning i Arvidsjaur. Tåget stannar där någon vill kliva av, vid små plattformar som ibland bara är en skylt och en snöskottad fläck. I Vilhelmina går en kvinna med sparkstötting av, i Sorsele stiger två skolbarn på med sina skidor.",
                    "”Det här är ingen turistattraktion för oss”, säger Elsa Marklund, som reser till sin syster i Jokkmokk. ”Det är det enda sättet att ta sig fram utan bil när vägarna är dåliga. Jag hoppas att de fortsätter köra det.”",
                    "## Ljuset som försvinner",
                    "Norr om polcirkeln blir dagarna korta. När tåget passerar Jokkmokk vid halv tre på eftermiddagen är himlen redan rosa och blå. Snön ligger orörd längs spåret, och i vagnen blir det tyst. Några passagerare somnar, andra sitter med pannan mot rutan.",
                    "Framtiden för vintertåget är inte säkrad. Regionerna längs banan har delat på kostnaden under en försöksperiod som löper ut nästa år. Beslut om fortsättning väntas i vår.",
                    "I Gällivare, vid slutstationen, kliver Gunnar Persson ner från loket och tittar upp mot himlen, där norrskenet just har börjat röra sig. ”Det är därför jag kör den här sträckan”, säger han. ”Inte för norrskenet. För tystnaden.”",
                ],
                "text-och-foto-utc-previous-day",
                section="Reportage",
                kicker="Reportage",
                dek="Vintertåget på Inlandsbanan tar två dagar från Östersund till Gällivare. Vi åkte med.",
                ld="person",
                bylines=[("Text och foto:", "Johan Nyström")],
            )
        )
        add(
            story(
                "books",
                "/kultur/sju-bocker-att-ge-bort-i-jul/514188",
                "Sju böcker att ge bort i jul – kritikerns val",
                "2026-12-04",
                "2026-12-04T07:00:00Z",
                "2026-12-04 08:00",
                ["Karin Holm"],
                [
                    "Det är lätt att gå vilse bland höstens utgivning. Här är sju böcker som passar olika läsare under granen, från den stora romanen till den lilla diktsamlingen.",
                    "### 1. ”Vinterhamnen” av Lena Ahl",
                    "En mörk och vacker roman om en fyrvaktarfamilj på Gotland under 1940-talet. För den som vill sjunka in i en bok under hela jullovet.",
                    "### 2. ”Ljuset över Norrström” av Maja Ekström",
                    "Årets mest omtalade roman om tre syskon och en vinter som förändrar allt. Rolig, sorglig och omöjlig att lägga ifrån sig.",
                    "### 3. ”Svampar i norr” av Tomas Hedberg",
                    "En rikt illustrerad handbok som gör svamprikets mysterier begripliga. Perfekt för den nyfikna plockaren.",
                    "### 4. ”Små timmar” av Ida Rask",
                    "Korta dikter om nätter, barn och sömnlöshet. En liten bok som rymmer mycket.",
                    "### 5. ”Kartan och landet” av Olof Bergman",
                    "En essäsamling om hur kartor har format vår bild av Sverige. Lärd men aldrig tung.",
                    "### 6. ”Mormors kök” av Hanna Lund",
                    "Recept och minnen från en uppväxt i Tornedalen. En kokbok att läsa lika mycket som att laga mat ur.",
                    "### 7. ”Pojken som räknade stjärnor” av Ahmed Yusuf",
                    "En bilderbok för de yngsta om en pojke som flyttar till Kiruna och upptäcker den svenska vinterhimlen.",
                ],
                "numbered-listicle-h3-items",
                section="Kultur",
                kicker="Julklappstips",
                dek="Från den stora romanen till den lilla diktsamlingen. Utsikts kritiker tipsar.",
                ld="person",
                bylines=[("Av", "Karin Holm")],
            )
        )
        add(
            story(
                "kronika",
                "/asikt/darfor-saknar-jag-telefonkatalogen/514120",
                "Därför saknar jag telefonkatalogen",
                "2026-12-02",
                "2026-12-02T06:30:00Z",
                "2026-12-02 07:30",
                ["Erik Wallin"],
                [
                    "När jag var liten låg telefonkatalogen i hallen, på en hylla under telefonen. Den var tjock och tung och luktade papper, och jag kunde bläddra i den i timmar. Där fanns alla. Grannarna, lärarna, tandläkaren, den konstiga mannen på hörnet som alltid hälsade. Alla hade ett nummer och en adress, och alla gick att hitta.",
                    "I dag finns ingen telefonkatalog. Numren finns i våra mobiler, sorterade efter vilka vi redan känner. Vi behöver aldrig leta efter någon vi inte vet vem det är. Det är praktiskt, men jag tror att vi har förlorat något.",
                    "Telefonkatalogen var en sorts bild av samhället. Den påminde om att man bodde på en plats tillsammans med andra, många andra, som man inte hade valt. Den gjorde grannskapet synligt.",
                    "Jag vill inte ha tillbaka den. Men jag skulle vilja att vi hittade nya sätt att påminna oss om att vi hör ihop, även med dem vars nummer vi inte har.",
                    "SIGN: Erik Wallin är författare och krönikör i Utsikt.",
                ],
                "column-photo-byline-author-tail",
                section="Åsikt",
                kicker="Krönika",
                ld="person",
                bylines=[("", "Erik Wallin")],
                byline_photo=True,
            )
        )
        add(
            story(
                "skolor",
                "/nyheter/rekordmanga-soker-sig-till-folkhogskolorna/514215",
                "Rekordmånga söker sig till folkhögskolorna",
                "2026-12-04",
                "2026-12-04T13:30:00Z",
                "2026-12-04 14:30",
                ["Lina Ahmadi", "Per Gustafsson"],
                [
                    "Antalet sökande till landets folkhögskolor har aldrig varit högre. Inför vårterminen har över 48 000 personer sökt till de allmänna kurserna, en ökning med 15 procent jämfört med förra året, enligt Folkbildningsrådet.",
                    "Det är framför allt unga vuxna utan fullständiga gymnasiebetyg som söker sig till folkhögskolorna, men också allt fler personer över 40 som vill byta yrke.",
                    "”Vi ser en tydlig trend där folkhögskolan blir en andra chans för många”, säger Maria Eklund, rektor på en folkhögskola i Dalarna. ”Här får man tid och stöd på ett annat sätt än i den vanliga skolan.”",
                    "## Platserna räcker inte",
                    "Men ökningen skapar problem. Många skolor har inte möjlighet att ta emot alla som söker, och väntelistorna växer. Folkbildningsrådet efterlyser mer pengar från staten för att kunna utöka antalet platser.",
                    "Regeringen har i budgeten för nästa år avsatt 200 miljoner kronor extra till folkbildningen, men enligt rådet räcker det inte för att möta efterfrågan.",
                    "”Det är glädjande att så många vill studera, men det är ett misslyckande om de inte får plats”, säger Anders Holmqvist, kanslichef på Folkbildningsrådet.",
                ],
                "two-authors-och-updated-next-day",
                section="Nyheter",
                kicker="Utbildning",
                dek="Över 48 000 har sökt till vårterminen. Men platserna räcker inte till alla.",
                ld="person",
                bylines=[("", "Lina Ahmadi och Per Gustafsson")],
                updated="2026-12-05 10:05",
                modified="2026-12-05T09:05:00Z",
            )
        )
        add(
            story(
                "tt",
                "/kultur/kulturradet-fordelar-40-miljoner-till-lasframjande/514221",
                "Kulturrådet fördelar 40 miljoner till läsfrämjande",
                "2026-12-04",
                None,
                "2026-12-04 16:48",
                [],
                [
                    "Kulturrådet fördelar 40 miljoner kronor till 112 projekt som ska få fler barn och unga att läsa, meddelar myndigheten.",
                    "Pengarna går bland annat till bokcirklar på fritidsgårdar, författarbesök i skolor och läsombud i glesbygd. Störst andel av stödet går till projekt i Norrbotten och Västernorrland.",
                    "Enligt Kulturrådet har läsningen bland barn mellan 9 och 14 år minskat stadigt det senaste decenniet.",
                ],
                "agency-brief-no-jsonld",
                section="Kultur",
                kicker="Kultur",
                ld="none",
                bylines=[("", "TT")],
            )
        )
        add(
            story(
                "orgel",
                "/reportage/hon-ger-gamla-orglar-nytt-liv/513990",
                "Hon ger gamla orglar nytt liv",
                "2026-11-28",
                "2026-11-28T09:00:00Z",
                "2026-11-28 10:00",
                ["Mikael Strand"],
                [
                    "I en gammal snickeriverkstad utanför Uppsala står en orgel från 1780-talet isärplockad i tusentals delar. Pipor i tenn och trä ligger sorterade på långa bord, och på väggen hänger en ritning som är nästan lika gammal som instrumentet. Ingrid Sjöberg lyfter försiktigt en liten träpipa och blåser i den. Tonen är ren och lite hes.",
                    "”Den har inte låtit på femtio år”, säger hon. ”Nu ska den få sjunga igen.”",
                    "Ingrid Sjöberg är en av få orgelbyggare i Sverige som specialiserat sig på restaurering av historiska instrument. Orgeln i verkstaden kommer från en kyrka i Hälsingland och ska tillbaka dit till påsk, efter ett och ett halvt års arbete.",
                    "## Ett yrke som försvinner",
                    "Hon kom in i yrket av en slump. Som ung organist fick hon hjälpa till när kyrkans orgel skulle renoveras och fastnade för hantverket. Efter en utbildning i Tyskland och tio år som lärling startade hon egen verkstad.",
                    "I dag är efterfrågan större än hon kan möta. Många kyrkor har gamla orglar som behöver omfattande reparationer, men det finns för få som kan göra jobbet. ”Vi är kanske tio personer i hela landet som arbetar med det här på heltid”, säger hon. ”Och de flesta av oss är över femtio.”",
                    "Hon har två lärlingar i verkstaden och hoppas att de ska ta över en dag. Men hon är inte orolig. ”Orglarna har väntat i flera hundra år”, säger hon. ”De kan vänta lite till.”",
                ],
                "portrait-factbox-with-subject-name",
                section="Reportage",
                kicker="Porträtt",
                dek="Ingrid Sjöberg är en av få i Sverige som restaurerar historiska kyrkorglar. Efterfrågan är större än någonsin.",
                ld="person",
                bylines=[("Text:", "Mikael Strand"), ("Foto:", "Erik Sjöberg")],
                facts=[
                    ("Namn", "Ingrid Sjöberg"),
                    ("Ålder", "58 år"),
                    ("Bor", "Uppsala"),
                    ("Gör", "Orgelbyggare med egen verkstad sedan 2001"),
                    ("Aktuell", "Restaurerar en orgel från 1780-talet åt en kyrka i Hälsingland"),
                ],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)} | Utsikt</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Utsikt">',
            '<meta property="og:locale" content="sv_SE">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if not doc.is_article or doc.extra["ld"] == "none":
            return "\n".join(out)
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        people = [{"@type": "Person", "name": a} for a in doc.authors]
        if doc.extra["ld"] == "review":
            score, best = doc.extra["score"]
            ld: dict = {
                "@context": "https://schema.org",
                "@type": "Review",
                "name": doc.title,
                "url": url,
                "datePublished": doc.iso,
                "author": people[0],
                "publisher": {"@type": "Organization", "name": "Utsikt"},
                "itemReviewed": {
                    "@type": "Product",
                    "name": "Nordljus Aurora X2",
                    "brand": {"@type": "Brand", "name": "Nordljus"},
                    "offers": {"@type": "Offer", "price": "2995", "priceCurrency": "SEK"},
                },
                "reviewRating": {"@type": "Rating", "ratingValue": score, "bestRating": best, "worstRating": "1"},
                "positiveNotes": {
                    "@type": "ItemList",
                    "itemListElement": [
                        {"@type": "ListItem", "position": i, "name": p} for i, p in enumerate(doc.extra["plus"], 1)
                    ],
                },
                "negativeNotes": {
                    "@type": "ItemList",
                    "itemListElement": [
                        {"@type": "ListItem", "position": i, "name": p} for i, p in enumerate(doc.extra["minus"], 1)
                    ],
                },
            }
        else:
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": doc.dek or self.lede(doc),
                "url": url,
                "mainEntityOfPage": url,
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "author": people,
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": "Utsikt",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/view-resources/utsikt/public/logo.png"},
                },
                "image": [
                    f"{ORIGIN}/images/{doc.path.rsplit('/', 1)[-1]}.jpg?imageId={doc.path.rsplit('/', 1)[-1]}&width=1200"
                ],
                "articleSection": doc.section,
            }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("https://www.utsikt.test/nyheter", "Nyheter"),
                ("https://www.utsikt.test/reportage", "Reportage"),
                ("kultur", "Kultur"),
                ("https://www.utsikt.test/teknik", "Teknik"),
                ("https://www.utsikt.test/asikt", "Åsikt"),
                ("issue", "Tidningen"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ["inland", "review", "skolor", "interview", "orgel"]
        )
        section = doc.path.split("/")[1] if doc.is_article else doc.kind
        dac = {
            "page": {
                "id": doc.path.rsplit("/", 1)[-1] if doc.is_article else doc.key,
                "type": "article" if doc.is_article else "front",
                "section": section,
            }
        }
        return f"""<!DOCTYPE html>
<html lang="sv-SE">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/view-resources/utsikt/public/css/main.css?v=4.2.118">
<style>/*PAD*/</style>
<script>window.Dac = window.Dac || {{}}; Dac.clientData = {json.dumps(dac)};</script>
<script src="/view-resources/baseview/public/common/baseview/Lab.js?v=4.2.118" defer></script>
</head>
<body class="{"article-page" if doc.is_article else "front-page"} section-{section}" data-lab-page-id="{dac["page"]["id"]}">
<div class="cmp-banner" role="dialog"><p>Vi använder kakor (cookies) för att webbplatsen ska fungera, för statistik och för att visa annonser som är relevanta för dig.</p><button class="cmp-accept">Godkänn alla</button> <button class="cmp-settings">Inställningar</button></div>
<div class="adunit adunit--top" id="utsikt-topscroll"></div>
<header class="pageHeader">
<div class="pageHeader__top"><span class="pageHeader__date">lördag 5 december 2026</span> {self.a("prenumerera", "Prenumerera", "nav", 'class="button button--subscribe"')} <a href="https://konto.utsikt.test/logga-in" class="button">Logga in</a></div>
<a href="/" class="logo"><img src="/view-resources/utsikt/public/logo.svg" alt="Utsikt" width="160" height="40"></a>
<nav class="mainMenu"><ul>{menu}</ul><a href="/sok" class="search-link">Sök</a></nav>
</header>
<main class="pageContent row">
{main}
<aside class="column large-4 sidebar"><div class="mostRead"><h3>Mest läst</h3><ol>{most}</ol></div><div class="adunit adunit--side" id="utsikt-side"></div><div class="issuePromo">{self.a("issue", "Läs nya numret", "aside")}</div></aside>
</main>
<footer class="pageFooter">
<p><strong>Utsikt</strong> – Box 3120, 103 62 Stockholm. Telefon 08-123 456 00.</p>
<p>Chefredaktör och ansvarig utgivare: Helena Forsberg</p>
<ul class="footerLinks"><li><a href="https://www.utsikt.test/om-oss">Om oss</a></li><li><a href="https://www.utsikt.test/kontakt">Kontakta redaktionen</a></li><li>{self.a("prenumerera", "Prenumerera", "footer")}</li><li><a href="https://www.utsikt.test/integritetspolicy">Integritetspolicy</a></li><li><a href="https://www.utsikt.test/cookies">Cookies</a></li><li><a href="https://www.utsikt.test/rss">RSS</a></li></ul>
<p class="copyright">Copyright © Utsikt 2026</p>
</footer>
<script src="/view-resources/utsikt/public/js/main.js?v=4.2.118" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        parts = []
        for label, name in doc.extra["bylines"]:
            if name == "Anna Lindqvist":
                shown = self.a("author", name, "byline", 'class="byline__name"')
            elif name in doc.authors:
                shown = f'<a class="byline__name" href="/skribent/{name.lower().replace(" ", "-").replace("ö", "o").replace("å", "a").replace("ä", "a")}">{esc(name)}</a>'
            else:
                shown = f'<span class="byline__name">{esc(name)}</span>'
            lab = f'<span class="byline__label">{esc(label)}</span> ' if label else ""
            photo = ""
            if doc.extra.get("byline_photo"):
                photo = f'<img class="byline__image" src="/images/skribenter/{name.lower().replace(" ", "-")}.jpg" alt="" width="64" height="64">'
            parts.append(f'<div class="byline">{photo}{lab}{shown}</div>')
        return f'<div class="bylines">{"".join(parts)}</div>'

    def custom(self) -> dict:
        return {
            "qas": lambda b: (
                f'<p class="question"><strong>{esc(b[1])}</strong></p><p><strong>{esc(b[2])}</strong> {self.inline(b[3])}</p>'
            ),
            "h2": lambda b: f'<h2 class="bodytext__subtitle">{esc(b[1])}</h2>',
            "h3": lambda b: f'<h3 class="bodytext__listitem">{esc(b[1])}</h3>',
            "sign": lambda b: f'<p class="author-info"><em>{esc(b[1])}</em></p>',
        }

    def story_main(self, doc: Doc) -> str:
        dates = f'<span class="dateline dateline--published">Publicerad <time datetime="{doc.iso or doc.stamp.replace(" ", "T") + ":00+01:00"}">{sv(doc.stamp)}</time></span>'
        if doc.extra.get("updated"):
            dates += f' <span class="dateline dateline--updated">Uppdaterad <time datetime="{doc.extra["modified"]}">{sv(doc.extra["updated"])}</time></span>'
        title = esc(doc.title)
        if doc.key == "review":
            title = '<span class="headline-prefix">Test:</span> ' + esc(doc.title[len("Test: ") :])
        score = ""
        if doc.extra.get("score"):
            s, best = doc.extra["score"]
            plus = "".join(f"<li>{esc(p)}</li>" for p in doc.extra["plus"])
            minus = "".join(f"<li>{esc(p)}</li>" for p in doc.extra["minus"])
            score = f'<div class="scorebox"><div class="scorebox__grade"><span class="scorebox__label">Betyg</span> <span class="scorebox__value">{s}/{best}</span></div><div class="scorebox__plus"><h4>Plus</h4><ul>{plus}</ul></div><div class="scorebox__minus"><h4>Minus</h4><ul>{minus}</ul></div></div>'
        facts = ""
        if doc.extra.get("facts"):
            rows = "".join(f"<li><strong>{esc(k)}:</strong> {esc(v)}</li>" for k, v in doc.extra["facts"])
            facts = f'<div class="factbox column"><h3 class="factbox__title">Fakta</h3><ul>{rows}</ul></div>'
        tags = []
        if doc.key in ("books", "interview", "tt"):
            tags.append(self.a("tag", "Böcker", "tag", 'class="tag"'))
        tags += [
            f'<a class="tag" href="/tag/{t.lower()}">{t}</a>'
            for t in {
                "review": ["Hemelektronik", "Test"],
                "inland": ["Tåg", "Norrland"],
                "skolor": ["Utbildning"],
                "orgel": ["Musik", "Hantverk"],
                "kronika": ["Krönika"],
            }.get(doc.key, ["Litteratur"])
        ]
        rel = [k for k in ARTS if k != doc.key][:4]
        hl = 'class="headline"'
        also = "".join(
            f'<li class="teaser teaser--small"><span class="kicker">{esc(self.docs[k].kicker)}</span> {self.a(k, self.docs[k].title, "related", hl)}</li>'
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        sec_key = "kultur" if doc.path.startswith("/kultur/") else f"https://www.utsikt.test/{doc.path.split('/')[1]}"
        body_extra = f"{score}{facts}" if doc.key != "orgel" else ""
        mid_facts = facts if doc.key == "orgel" else ""
        blocks = self.blocks(doc, custom=self.custom())
        if mid_facts:
            first, rest = blocks.split("\n", 1)
            blocks = f"{first}\n{mid_facts}\n{rest}"
        return f"""<article class="column large-8 small-12 articleContainer" data-lab-id="{doc.path.rsplit("/", 1)[-1]}">
<div class="articleHeader column">
<p class="articleHeader__kicker">{self.a(sec_key, doc.kicker, "breadcrumb")}</p>
<h1 class="headline t54 tm30 font-weight-bold">{title}</h1>
{f'<p class="subtitle t22">{esc(doc.dek)}</p>' if doc.dek else ""}
<div class="meta">{self.byline(doc)}<div class="dates">{dates}</div></div>
<div class="social-share"><a href="https://www.facebook.com/sharer.php?u={u}">Dela på Facebook</a> <a href="https://twitter.com/share?url={u}">Dela på X</a> <a href="mailto:?subject={quote(doc.title.encode("utf-8"))}&amp;body={u}">Mejla</a></div>
</div>
<figure class="image column"><img src="{ORIGIN}/images/{doc.path.rsplit("/", 1)[-1]}.jpg?imageId={img_id(doc.title)}&amp;width=960" alt="" width="960" height="540"><figcaption class="caption">Foto: {esc(dict(doc.extra["bylines"]).get("Foto:", "Utsikt"))}</figcaption></figure>
<div class="bodytext column large-12 small-12 medium-12">
{blocks}
</div>
{body_extra}
<div class="tags column">{" ".join(tags)}</div>
<div class="relatedArticles column"><h3>Läs också</h3><ul>{also}</ul></div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "issue":
            groups = []
            for label, keys in doc.extra["toc"]:
                items = "".join(
                    f'<li>{self.a(k, self.docs[k].title, "content")} <span class="toc__byline">{esc(" och ".join(self.docs[k].authors))}</span></li>'
                    for k in keys
                )
                groups.append(f'<div class="toc__group"><h2>{esc(label)}</h2><ul>{items}</ul></div>')
            return f"""<section class="column large-8 issuePage">
<div class="issuePage__header"><img src="/images/nummer/2026-49-omslag.jpg" alt="Omslaget till Utsikt nr 49" width="260" height="340"><h1>{esc(doc.title)}</h1><p>Ute torsdag 3 december. På omslaget: Inlandsbanan i vinterljus.</p><p><a href="https://etidning.utsikt.test/2026-49">Läs e-tidningen</a> · {self.a("prenumerera", "Prenumerera", "content")}</p></div>
<div class="toc">{"".join(groups)}</div>
<p class="issuePage__nav"><a href="/nummer/2026-48">Föregående nummer</a> · <a href="/nummer">Alla nummer</a></p>
</section>"""
        items = []
        for key, title, path, dek, stamp in self.entries(doc):
            date = sv(stamp).split(" kl.")[0] if key else stamp
            kicker = f'<span class="kicker">{esc(self.docs[key].kicker)}</span> ' if key else ""
            items.append(
                f'<article class="teaser column"><a href="{esc(self.href(path))}" class="teaser__image" tabindex="-1"><img src="{ORIGIN}/images/{path.rsplit("/", 1)[-1]}.jpg?width=480" alt="" loading="lazy"></a><h2 class="headline">{kicker}{self.link(key, title, path, "content")}</h2><p class="subtitle">{esc(dek)}</p><span class="teaser__date">{esc(date)}</span></article>'
            )
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="authorPage"><img src="/images/skribenter/anna-lindqvist.jpg" alt="Anna Lindqvist" width="120" height="120"><h1 class="section-title">{esc(doc.title)}</h1><p class="authorPage__role">Teknikreporter</p><p>{esc(doc.extra["bio"])}</p><a href="mailto:anna.lindqvist@utsikt.test">anna.lindqvist@utsikt.test</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="section-title">{esc(doc.title)}</h1><form action="/sok" class="searchForm"><input type="search" name="query" value="bok"><button>Sök</button></form><p class="searchForm__hits">{len(items)} träffar</p>'
        elif doc.kind == "tag":
            head = f'<p class="section-label">Ämne</p><h1 class="section-title">{esc(doc.title)}</h1>'
        elif doc.kind == "home":
            head = f'<h1 class="visually-hidden">Utsikt – nyhetsmagasinet</h1><div class="front-issue">{self.a("issue", "Nya numret: Inlandsbanan i vinterljus", "content")}</div>'
        pager = ""
        if doc.key == "kultur":
            pager = f'<div class="pagination"><span class="current">1</span> {self.a("kultur2", "2", "pagination")} <a href="/kultur?page=3">3</a> {self.a("kultur2", "Nästa sida", "pagination")}</div>'
        elif doc.key == "kultur2":
            pager = f'<div class="pagination">{self.a("kultur", "Föregående sida", "pagination")} {self.a("kultur", "1", "pagination")} <span class="current">2</span> <a href="/kultur?page=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<p class="front-more">{self.a("kultur", "Mer kultur", "content")} · {self.a("tag", "Böcker", "content")} · {self.a("search", "Sök i arkivet", "content")}</p>'
        return f'<section class="column large-8 frontPage frontPage--{doc.kind}">{head}\n<div class="row">{"".join(items)}</div>\n{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "error":
            links = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["inland", "skolor", "review"]
            )
            return f'<section class="column large-8 errorPage"><h1>{esc(doc.title)}</h1>{html}<form action="/sok"><input type="search" name="query"><button>Sök</button></form><h2>Läs i stället</h2><ul>{links}</ul></section>'
        return f'<section class="column large-8 subscriptionPage"><h1>{esc(doc.title)}</h1>{html}<div class="offers"><a class="button" href="https://kund.utsikt.test/kop/papper-digital">Välj papper + digitalt</a> <a class="button" href="https://kund.utsikt.test/kop/digital">Välj digitalt</a></div></section>'
