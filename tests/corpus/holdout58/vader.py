# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Swedish dashes and typographic signs are deliberate)
"""Väderinstitutet: an SMHI-like Swedish weather, climate and earth-science site on **Sitevision** (`sv-layout`,
`sv-text-portlet`, `sv-text-portlet-content`, `p.normal`, `h2.subheading`, `p.ingress`, ids `svid10_…`), Swedish,
UTF-8, dates printed "Publicerad 3 december 2026 kl. 10.20" (Stockholm, +01:00). URLs `/nyheter/<slug>-1.<id>`,
`/nyheter?sida=2`, `/kunskapsbanken/tema/stormar`, `/om-oss/medarbetare/<slug>`, `/sok?query=`,
`/vader/prognoser/ortsprognoser/q/Stockholm/2673730`, `/vader/varningar`, `/seismologi/senaste-skalven`.

News are written by meteorologists and seismologists ("Av meteorolog Erik Lund", "Text: seismolog Karin Holm":
the profession is no part of the name). Quirks: the storm **live page** (timestamped written entries, newest
first, each with a heading; credited "Av meteorologerna Erik Lund och Sara Nyström", started 3 Dec) is an article
by the project's live policy, with a `LiveBlogPosting` JSON-LD; the Vättern earthquake story is an old page of the
seismology sub-site in **ISO-8859-1 declared only by the HTTP header** (no `<meta charset>`, HTML 4 tables; Scrapy
decodes it as cp1252); the land-uplift story carries `article:published_time` in **UTC** (23:15Z on 1 Dec =
00:15 on 2 Dec in Stockholm, printed 2 December); the November climate story has no person (the climate unit) and a
station table that is body; the storm story links to the live page inside its text and has a "Senast uppdaterad"
line (not its date). Most pages carry no JSON-LD, only `DC.Date.Created`. The forecast page (a 10-day table), the
warnings page and the list of latest earthquakes (`live-data`) are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["snow", "live", "storm", "island", "landhojning", "november", "skalv", "ishalka"]
AUTHORS = {
    "Erik Lund": "author",
    "Sara Nyström": "/om-oss/medarbetare/sara-nystrom",
    "Karin Holm": "/om-oss/medarbetare/karin-holm",
    "Anna Berg": "/om-oss/medarbetare/anna-berg",
    "Johan Ek": "/om-oss/medarbetare/johan-ek",
}
LEGACY = "skalv"


class Vaderinstitutet(Base):
    origin = "https://www.vaderinstitutet.test"
    name = "Väderinstitutet"
    prefix = "vdi"
    language = "sv"
    _doc = ""

    # one page (the legacy seismology story) is served as ISO-8859-1, declared only in the HTTP header
    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp1252" if self._doc == LEGACY else "utf-8"

    @property
    def codec(self) -> str:
        return "latin-1" if self._doc == LEGACY else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=iso-8859-1" if self._doc == LEGACY else "text/html;charset=UTF-8"

    def file_name(self, doc: Doc) -> str:
        self._doc = doc.key  # the generator names a page before it encodes and labels it
        return f"{self.prefix}-{doc.key}.html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "vdi",
            [
                ".sv-layout",
                ".sv-text-portlet-content",
                "p.normal",
                "h2.subheading",
                ".live-entry",
                ".forecast-table td",
                ".warning-card",
                ".sv-footer",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Väderinstitutet", "sitevision-home", list=ARTS, more="news2"))
        add(
            page(
                "news",
                "/nyheter",
                "section",
                "Nyheter",
                "news-list",
                list=["snow", "live", "storm", "island"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/nyheter?sida=2",
                "section",
                "Nyheter",
                "news-list-page2",
                list=["landhojning", "november", "skalv", "ishalka"],
                prev="news",
            )
        )
        add(
            page(
                "tema",
                "/kunskapsbanken/tema/stormar",
                "tag",
                "Tema: Stormar",
                "tema-list",
                ["Här samlar vi nyheter och kunskap om stormar och hårda vindar i Sverige."],
                list=["live", "storm", "ishalka"],
            )
        )
        add(
            page(
                "author",
                "/om-oss/medarbetare/erik-lund",
                "author",
                "Erik Lund",
                "medarbetare-profile",
                [
                    "Erik Lund är meteorolog på Väderinstitutets prognos- och varningstjänst i Norrköping sedan 2014. Han är specialiserad på stormar och kraftiga lågtryck.",
                ],
                list=["live", "storm"],
            )
        )
        add(
            page(
                "search",
                "/sok?query=jordskalv",
                "search",
                "Sökresultat för ”jordskalv”",
                "sok",
                list=["skalv", "island", "quakes"],
            )
        )
        add(
            page(
                "forecast",
                "/vader/prognoser/ortsprognoser/q/Stockholm/2673730",
                "forecast",
                "Stockholm – 10 dygns prognos",
                "forecast-10-day-table",
                [
                    "T: Dag | Väder | Max | Min | Vind (m/s) | Nederbörd (mm)",
                    "T: Fredag 4 dec | Mulet, lätt regn | 6° | 3° | SV 7 (13) | 1,2",
                    "T: Lördag 5 dec | Växlande molnighet | 5° | 1° | V 5 (10) | 0,0",
                    "T: Söndag 6 dec | Regn och snöblandat regn | 3° | 0° | NV 6 (12) | 4,5",
                    "T: Måndag 7 dec | Halvklart | 2° | −2° | N 3 (6) | 0,0",
                    "T: Tisdag 8 dec | Molnigt | 2° | −1° | NO 3 (5) | 0,2",
                    "T: Onsdag 9 dec | Snöbyar | 1° | −3° | N 4 (8) | 1,8",
                    "T: Torsdag 10 dec | Klart | 0° | −5° | V 2 (4) | 0,0",
                    "T: Fredag 11 dec | Halvklart | 1° | −4° | SV 3 (6) | 0,0",
                    "T: Lördag 12 dec | Mulet | 3° | 0° | S 5 (9) | 0,6",
                    "T: Söndag 13 dec | Regnskurar | 4° | 2° | SV 7 (14) | 3,1",
                ],
                updated="4 december 2026 kl. 10.00",
            )
        )
        add(
            page(
                "warnings",
                "/vader/varningar",
                "warnings",
                "Varningar och meddelanden",
                "warnings-list",
                [],
                items=[
                    (
                        "Gul varning",
                        "Höga flöden",
                        "Västernorrlands län: mindre vattendrag",
                        "Gäller från fredag 4 dec kl. 06.00 till lördag 5 dec kl. 18.00",
                    ),
                    (
                        "Gul varning",
                        "Halka",
                        "Jämtlands län: inlandet",
                        "Gäller från fredag 4 dec kl. 12.00 till fredag 4 dec kl. 22.00",
                    ),
                    (
                        "Gul varning",
                        "Snöfall",
                        "Västerbottens län: fjällen",
                        "Gäller från fredag 4 dec kl. 00.00 till lördag 5 dec kl. 06.00",
                    ),
                    ("Meddelande", "Risk för halka", "Skåne och Blekinge", "Söndag 6 dec"),
                ],
                updated="4 december 2026 kl. 09.45",
            )
        )
        add(
            page(
                "quakes",
                "/seismologi/senaste-skalven",
                "live-data",
                "Senaste jordskalven",
                "quake-list-table",
                [
                    "T: Datum | Tid (svensk tid) | Plats | Magnitud | Djup (km)",
                    "T: 2026-12-04 | 02.13 | Bottenhavet, 40 km O Söderhamn | 1,2 | 16",
                    "T: 2026-12-03 | 21.48 | Vänern, 12 km N Mariestad | 0,8 | 11",
                    "T: 2026-12-02 | 14.05 | Kiruna, gruvområdet | 1,6 | 1",
                    "T: 2026-12-01 | 03.47 | Vättern, 10 km V Gränna | 3,1 | 14",
                    "T: 2026-11-30 | 18.22 | Skåne, 6 km S Höör | 0,9 | 9",
                    "T: 2026-11-29 | 07.51 | Norrbotten, 20 km NV Pajala | 1,4 | 12",
                    "T: 2026-11-28 | 23.10 | Bottenviken, 30 km S Luleå | 1,1 | 18",
                ],
                updated="4 december 2026 kl. 10.05",
            )
        )
        add(
            story(
                "live",
                "/nyheter/stormen-alva-direktrapportering-1.214877",
                "Stormen Alva – följ utvecklingen här",
                "2026-12-03",
                "2026-12-03T18:00:00+01:00",
                "Startade 3 december 2026 kl. 18.00",
                ["Erik Lund", "Sara Nyström"],
                [
                    'RAW:<div class="live-entry"><p class="live-entry__time"><time datetime="2026-12-04T09:40:00+01:00">4 dec 09.40</time></p>',
                    "### Den orange varningen hävs",
                    "Vinden har nu mojnat längs Höga kusten och vi har hävt den orange varningen för Västernorrlands län. En gul varning för höga flöden i mindre vattendrag gäller fortfarande. Vi återkommer med en sammanfattning av stormen senare under dagen.",
                    'RAW:</div><div class="live-entry"><p class="live-entry__time"><time datetime="2026-12-04T07:15:00+01:00">4 dec 07.15</time></p>',
                    "### Tiotusentals utan ström",
                    "Enligt elnätsbolagen är omkring 38 000 kunder i Västernorrland och Jämtland fortfarande utan ström. Flest avbrott finns i Sundsvalls och Härnösands kommuner. Reparatörerna har börjat arbeta, men på många håll ligger träd över ledningarna och det kan dröja till i morgon innan alla har fått tillbaka strömmen.",
                    'RAW:</div><div class="live-entry"><p class="live-entry__time"><time datetime="2026-12-04T05:30:00+01:00">4 dec 05.30</time></p>',
                    "### Orkanbyar vid Gävlebukten",
                    "De kraftigaste vindbyarna under natten uppmättes vid Bönan utanför Gävle med 34 meter per sekund och på Skagsudde med 33 meter per sekund, alltså orkanbyar. I inlandet låg byarna på 20–25 meter per sekund, vilket räcker för att fälla många träd när marken inte är frusen.",
                    'RAW:</div><div class="live-entry"><p class="live-entry__time"><time datetime="2026-12-04T01:10:00+01:00">4 dec 01.10</time></p>',
                    "### Stormens centrum passerar kusten",
                    "Lågtryckets centrum ligger nu strax norr om Sundsvall och rör sig nordost mot Finland. Bakom lågtrycket vrider vinden till nordväst, och det fortsätter att blåsa hårt längs kusten några timmar till. I fjällen övergår regnet till snö.",
                    'RAW:</div><div class="live-entry"><p class="live-entry__time"><time datetime="2026-12-03T22:45:00+01:00">3 dec 22.45</time></p>',
                    "### Höga kusten-bron stängd",
                    "Höga kusten-bron på E4 är nu stängd för all trafik på grund av den hårda vinden. Trafiken leds om via Kramfors, vilket förlänger resan med ungefär en halvtimme. Även flera färjelinjer i skärgården har ställt in kvällens turer.",
                    'RAW:</div><div class="live-entry"><p class="live-entry__time"><time datetime="2026-12-03T20:30:00+01:00">3 dec 20.30</time></p>',
                    "### De första kraftiga byarna",
                    "Nu har de första kraftiga byarna nått kusten. I Hudiksvall har vi mätt byar på 27 meter per sekund. Stormen kommer in så som prognosen visade, och den kraftigaste vinden väntas mellan midnatt och klockan fyra i natt.",
                    'RAW:</div><div class="live-entry"><p class="live-entry__time"><time datetime="2026-12-03T18:00:00+01:00">3 dec 18.00</time></p>',
                    "### Vi följer stormen här",
                    "Välkommen till vår direktrapportering om stormen Alva. Lågtrycket ligger just nu över södra Norge och väntas nå Norrlandskusten under kvällen. En orange varning för mycket hårda vindbyar gäller för kustområdena i Gävleborgs och Västernorrlands län från klockan 20 i kväll till klockan 8 i morgon bitti.",
                    "RAW:</div>",
                ],
                "live-page-written-entries",
                dek="Stormen Alva har dragit in över Norrlandskusten. Här samlar våra meteorologer de senaste uppdateringarna om vind, varningar och störningar.",
                live=True,
                credit="Av meteorologerna",
            )
        )
        add(
            story(
                "storm",
                "/nyheter/orange-varning-stormen-alva-norrlandskusten-1.214802",
                "Orange varning: stormen Alva når Norrlandskusten i kväll",
                "2026-12-03",
                None,
                "Publicerad 3 december 2026 kl. 10.20",
                ["Erik Lund"],
                [
                    "Lågtrycket, som fått namnet Alva, bildades i tisdags söder om Island och har sedan dess fördjupats snabbt på sin väg österut över Nordsjön och södra Norge. Under torsdagskvällen väntas det passera över Mellannorrland och sedan fortsätta ut över Bottniska viken mot Finland.",
                    "Längs kusten kan vindbyarna nå 30 meter per sekund eller mer. Det räcker för att fälla träd, särskilt som marken på många håll ännu inte har frusit och rötterna därför sitter löst. Strömavbrott och störningar i trafiken är sannolika.",
                    "## Här gäller varningarna",
                    "- Orange varning för mycket hårda vindbyar: kustområdena i Gävleborgs och Västernorrlands län, torsdag kl. 20 till fredag kl. 08.",
                    "- Gul varning för hårda vindbyar: inlandet i Gävleborg, Västernorrland och Jämtland samt Västerbottens kust.",
                    "- Gul varning för höga flöden: mindre vattendrag i Västernorrland, fredag och lördag.",
                    "Utöver vinden väntas kraftigt regn, 20–40 millimeter på sina håll, vilket kan ge höga flöden i mindre vattendrag. I fjällen faller nederbörden som snö, och där kan det bli besvärliga förhållanden med snödrev.",
                    "FIG: Prognoskarta med lågtrycket Alva | Prognoskarta för torsdag kväll kl. 22. Lågtryckets centrum ligger över Mellannorrland. Bild: Väderinstitutet",
                    "## Råd inför stormen",
                    "Alla i de berörda områdena bör följa varningarna och undvika onödiga resor under natten. Säkra lösa föremål på balkonger och tomter, ladda mobiltelefonen och ha en ficklampa till hands. Den som har möjlighet bör se till att ha vatten och mat hemma för ett par dygn om strömmen skulle försvinna.",
                    "Alva är säsongens första namngivna oväder i Norden. Namnen delas ut gemensamt av de nordiska vädertjänsterna när ett oväder väntas ge orange eller röd varning.",
                    "Vi följer utvecklingen löpande i vår [[live|direktrapportering om stormen Alva]].",
                ],
                "meteorologist-news-list-updated-line",
                dek="Ett kraftigt lågtryck drar under torsdagskvällen in över södra Norrland. Väderinstitutet har utfärdat orange varning för mycket hårda vindbyar längs kusten i Gävleborg och Västernorrland.",
                updated="Senast uppdaterad 4 december 2026 kl. 08.05",
                credit="Av meteorolog",
                dc="2026-12-03",
            )
        )
        add(
            story(
                "skalv",
                "/seismologi/nyheter/2026/skalv_vattern_20261201.html",
                "Jordskalv med magnituden 3,1 kändes runt Vättern",
                "2026-12-01",
                None,
                "2026-12-01",
                ["Karin Holm"],
                [
                    "Ett jordskalv med magnituden 3,1 inträffade natten till tisdag under Vättern, cirka tio kilometer väster om Gränna. Skalvet registrerades klockan 03.47 av samtliga stationer i det svenska seismiska nätet och kändes av boende på båda sidor om sjön.",
                    "Skalvets läge har beräknats utifrån ankomsttiderna för de seismiska vågorna till ett tjugotal stationer. Osäkerheten i läget är ungefär två kilometer i sidled och något större på djupet. Magnituden kan komma att justeras något när fler data har analyserats.",
                    "Vi har hittills fått in drygt 140 rapporter från allmänheten via vårt webbformulär. De flesta beskriver en kort skakning och ett mullrande ljud, ungefär som när en tung lastbil kör förbi. Några personer i Gränna och Hjo uppger att de vaknade av att fönster och porslin skallrade. Inga skador har rapporterats.",
                    "Skalvet inträffade på ett djup av ungefär 14 kilometer. Vätternsänkan är en av de mer seismiskt aktiva delarna av Sverige, även om aktiviteten är låg jämfört med områden vid plattgränserna. Sjön ligger i en så kallad gravsänka, där jordskorpan har sjunkit ned längs förkastningar som bildades för hundratals miljoner år sedan. Spänningar i berggrunden, bland annat från den pågående landhöjningen efter den senaste istiden, kan än i dag utlösa rörelser längs de gamla sprickorna.",
                    "I Sverige registreras varje år några hundra jordskalv, men de allra flesta är så små att ingen märker dem. Skalv med en magnitud över 3 inträffar i genomsnitt ett par gånger per år och kan då kännas över ett större område.",
                    "Det senaste skalvet av liknande storlek i området inträffade i februari 2019, då ett skalv med magnituden 2,9 kändes i Jönköping och Huskvarna.",
                    'RAW:<p class="info"><b>Har du känt skalvet?</b> Rapportera gärna via vårt <a href="/seismologi/rapportera">formulär</a>. Beskrivningar från allmänheten hjälper oss att kartlägga hur skakningarna har upplevts.</p>',
                ],
                "legacy-latin1-header-only",
                credit="Text: seismolog",
            )
        )
        add(
            story(
                "island",
                "/nyheter/ny-skalvsvarm-grindavik-magma-reykjanes-1.214690",
                "Ny skalvsvärm vid Grindavík – magma samlas åter under Reykjanes",
                "2026-12-02",
                None,
                "Publicerad 2 december 2026 kl. 13.40",
                ["Karin Holm"],
                [
                    "Under natten till onsdag registrerade den isländska vädertjänsten över 800 små jordskalv på Reykjaneshalvön, de flesta mellan Grindavík och berget Þorbjörn. Det största hade magnituden 3,8. Samtidigt visar GPS-mätningar att marken i området har höjt sig med ungefär tre centimeter på en vecka.",
                    "Mönstret är välbekant. Området har under de senaste åren drabbats av en lång rad sprickutbrott, och varje gång har de föregåtts av att magma samlats i en reservoar på fyra till fem kilometers djup, vilket får marken att svälla. När trycket blir tillräckligt stort tar sig magman upp genom en spricka i jordskorpan.",
                    "– Allt tyder på att ett nytt utbrott kan komma inom de närmaste veckorna, men exakt när går inte att säga, säger vulkanologen Hrafnhildur Jónsdóttir vid den isländska vädertjänsten.",
                    "Grindavík, som hade runt 3 700 invånare, är sedan en tid i stort sett tomt. Myndigheterna har byggt höga vallar runt orten och runt det närbelägna geotermiska kraftverket för att leda bort lavan. Den populära badanläggningen Blå lagunen har stängt i förebyggande syfte.",
                    "## Påverkar det flyget?",
                    "Utbrotten på Reykjanes är av en annan typ än de som har stört flyget i Europa tidigare. Sådana askmoln kommer från vulkaner under glaciärer, där mötet mellan magma och is ger explosiva utbrott. På Reykjanes väller lavan i stället ut ur långa sprickor utan större explosioner, och askmolnen blir små. Flygplatsen i Keflavík har hittills varit öppen under alla utbrott.",
                    "Däremot kan gaserna från utbrotten påverka luftkvaliteten på Island. Svaveldioxid kan vid vissa vindar nå huvudstadsområdet kring Reykjavik. Till Sverige når gaserna bara i mycket utspädd form.",
                ],
                "seismologist-news-subhead",
                dek="Hundratals små jordskalv och en mark som sväller: på Reykjaneshalvön på Island tyder allt på att ett nytt utbrott närmar sig.",
                credit="Av seismolog",
                dc="2026-12-02",
            )
        )
        add(
            story(
                "november",
                "/nyheter/november-2026-rekordmild-i-soder-snorik-i-norr-1.214655",
                "November blev rekordmild i södra Sverige – men snörik i norr",
                "2026-12-02",
                None,
                "Publicerad 2 december 2026 kl. 09.00",
                [],
                [
                    "Novembers medeltemperatur låg 3 till 4 grader över det normala i stora delar av Götaland och södra Svealand. I Lund och Karlshamn blev det den mildaste november sedan mätningarna startade för mer än 150 år sedan. Den 14 november uppmättes 16,2 grader i Simrishamn, den högsta temperaturen i landet så sent på året sedan 1968.",
                    "Det milda vädret berodde på att ett högtryck över Centraleuropa under stora delar av månaden styrde in fuktig och mild luft från sydväst. Samma väderläge gav mycket moln och lite sol: i Göteborg uppmättes bara 21 soltimmar under hela månaden.",
                    "I norra Sverige var bilden en annan. Där låg temperaturen nära det normala, men flera lågtryck förde in fuktig luft mot fjällkedjan. I Kiruna och Abisko föll dubbelt så mycket nederbörd som normalt, nästan allt som snö. Vid månadens slut låg det 74 centimeter snö i Riksgränsen.",
                    "Den milda hösten har också märkts i naturen. På flera håll i Skåne och Halland har det rapporterats om blommande maskrosor, och gräsmattor har fortsatt att växa långt in i november. För höstsådden har värmen gett goda förutsättningar, men den blöta marken har samtidigt gjort det svårt att köra ut på åkrarna.",
                    "Så här blev november på några av våra stationer:",
                    "T: Station | Medeltemperatur | Avvikelse från normalt | Nederbörd",
                    "T: Lund | 8,4 °C | +3,6 | 48 mm",
                    "T: Göteborg | 7,6 °C | +3,1 | 112 mm",
                    "T: Stockholm | 5,9 °C | +2,8 | 41 mm",
                    "T: Östersund | 0,2 °C | +1,4 | 39 mm",
                    "T: Kiruna | −6,1 °C | +0,3 | 71 mm",
                    "Hösten som helhet, september till november, blev den näst varmaste som uppmätts i landet. Att milda höstar blir allt vanligare stämmer med hur klimatet väntas förändras när jorden blir varmare.",
                ],
                "climate-summary-table-no-person",
                dek="November 2026 blev den mildaste som uppmätts på flera stationer i Götaland. Samtidigt föll ovanligt mycket snö i norra Lappland.",
                desk="Väderinstitutets klimatenhet",
                dc="2026-12-02",
            )
        )
        add(
            story(
                "ishalka",
                "/nyheter/meteorologbloggen/darfor-blir-det-sa-halt-nar-regnet-fryser-1.214433",
                "Därför blir det så halt när regnet fryser",
                "2026-11-30",
                None,
                "Publicerad 30 november 2026 kl. 15.10",
                ["Sara Nyström"],
                [
                    "Det finns få saker som ställer till så mycket besvär i trafiken som underkylt regn. Vägarna kan på några minuter förvandlas till skridskobanor, och på trottoarerna är det nästan omöjligt att hålla sig på benen. Men vad är det egentligen som händer?",
                    "Underkylt regn är regndroppar som håller en temperatur under noll grader utan att ha frusit till is. Det låter konstigt, men vatten fryser inte automatiskt vid noll grader. Det behövs en liten partikel, en så kallad iskärna, som vattenmolekylerna kan börja bygga iskristaller kring. Saknas sådana kan droppar hålla sig flytande ned till flera minusgrader.",
                    "## Ett varmt lager i luften",
                    "Typiskt uppstår underkylt regn när ett varmt luftlager ligger ovanpå kall luft närmast marken. Det är vanligt när en varmfront närmar sig på vintern. Snön som bildas högt upp i molnen smälter när den faller genom det varma lagret och blir till regn. Närmast marken passerar dropparna sedan ett tunt lager med kall luft. Det är för tunt för att dropparna ska hinna frysa till iskorn, men tillräckligt kallt för att de ska bli underkylda.",
                    "När de underkylda dropparna träffar en kall yta, till exempel en väg, ett träd eller en bil, fryser de på ett ögonblick. Det bildas en glasklar, slät isbeläggning som kallas isbark.",
                    "## Svårt att förutsäga",
                    "För oss meteorologer är underkylt regn en av de svåraste vädertyperna att förutsäga. Skillnaden mellan snö, underkylt regn och vanligt regn kan hänga på några tiondels grader i ett luftlager som bara är några hundra meter tjockt. Vi använder både väderradar, mätningar från väderballonger och temperaturgivare längs vägarna för att hålla koll.",
                    "När vi ser risk för underkylt regn utfärdar vi en gul varning för halka. Ett gott råd är att ta den på allvar även om det ser ut att vara vanligt regn ute. Det är just det som gör ishalkan så förrädisk.",
                ],
                "meteorologist-blog",
                kicker="Meteorologbloggen",
                credit="Av meteorolog",
                dc="2026-11-30",
            )
        )
        add(
            story(
                "snow",
                "/nyheter/forsta-snon-kan-na-skane-pa-sondag-1.214901",
                "Första snön kan nå Skåne på söndag",
                "2026-12-04",
                None,
                "Publicerad 4 december 2026 kl. 11.30",
                ["Anna Berg"],
                [
                    "Efter en ovanligt mild höst kan vintern till slut göra entré även i södra Sverige. Ett lågtryck som passerar över Danmark på söndagen väntas ge nederbörd som i Skåne och Blekinge kan falla som snö, framför allt i de inre delarna.",
                    "Det rör sig sannolikt om några centimeter som inte blir liggande särskilt länge. Men vägarna kan bli hala, och den som ännu inte har bytt till vinterdäck bör göra det före helgen.",
                ],
                "short-brief",
                credit="Av meteorolog",
                dc="2026-12-04",
            )
        )
        add(
            story(
                "landhojning",
                "/nyheter/hoga-kusten-stiger-landhojning-mats-fran-rymden-1.214611",
                "Höga kusten stiger fortfarande – nu mäts landhöjningen från rymden",
                "2026-12-02",
                "2026-12-01T23:15:00Z",
                "Publicerad 2 december 2026 kl. 00.15",
                ["Johan Ek"],
                [
                    "Varje år stiger marken vid Höga kusten med ungefär åtta millimeter. Det låter inte mycket, men sedan inlandsisen smälte bort för omkring 10 000 år sedan har landet här höjt sig med nästan 300 meter, mer än någon annanstans i världen.",
                    "Nu har Väderinstitutet tillsammans med Lantmäteriet börjat mäta landhöjningen med radarsatelliter. Tekniken, som kallas InSAR, jämför radarbilder av samma område som tagits vid olika tillfällen. Skillnaderna avslöjar hur marken har rört sig, ned till några millimeter.",
                    "– Tidigare har vi varit hänvisade till ett par hundra fasta mätpunkter och GPS-stationer. Med satelliterna får vi i stället en heltäckande bild av hela landet, säger Malin Sjöberg, som leder projektet.",
                    "Satelliterna passerar över Sverige ungefär var sjätte dag. Varje passage ger en radarbild med en upplösning på omkring tjugo meter, och genom att jämföra hundratals sådana bilder över flera år går det att räkna ut hur varje liten yta har rört sig. Metoden fungerar bäst på hårda ytor som berghällar, hus och vägar. I skog och på åkrar, där växtligheten förändras mellan passagerna, blir mätningarna osäkrare.",
                    "## Viktigt för havsnivån",
                    "Landhöjningen har stor betydelse för hur havsnivåhöjningen påverkar Sverige. I norra Sverige stiger landet fortfarande snabbare än havet, så där sjunker havsnivån i förhållande till land. I Skåne är det tvärtom: där höjer sig landet knappt alls, och havet vinner sakta terräng.",
                    "Vid Höga kusten innebär landhöjningen att strandlinjen flyttar sig utåt. Gamla fiskelägen som en gång låg vid vattnet ligger i dag en bit upp på land, och hamnar måste då och då muddras för att båtarna ska komma fram.",
                    "De nya mätningarna visar också att marken på några håll rör sig på oväntade sätt. I delar av Stockholm och Göteborg sjunker marken med flera millimeter per år, eftersom leran packas samman under byggnader och vägar. Det är viktig kunskap när kommunerna planerar för framtidens högre havsnivåer.",
                    "Den första heltäckande kartan över markrörelser i Sverige ska publiceras under våren 2027.",
                ],
                "utc-published-time-geodesist",
                dek="Marken vid Höga kusten stiger snabbare än någon annanstans i världen. Nya satellitmätningar visar hur hela Sverige rör sig – och var marken sjunker.",
                credit="Av geodet",
                utc_meta=True,
            )
        )

    # the templates -------------------------------------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        x = doc.extra
        meta = [
            f"<title>{esc(doc.title)} | Väderinstitutet</title>"
            if doc.key != "home"
            else "<title>Väderinstitutet – väder, vatten och klimat</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Väderinstitutet">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if x.get("dc"):
            meta.append(f'<meta name="DC.Date.Created" content="{x["dc"]}">')
        if x.get("utc_meta"):
            meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if x.get("live"):
            ld = {
                "@context": "https://schema.org",
                "@type": "LiveBlogPosting",
                "headline": doc.title,
                "url": self.url(doc.key),
                "datePublished": doc.iso,
                "coverageStartTime": doc.iso,
                "dateModified": "2026-12-04T09:40:00+01:00",
                "author": [{"@type": "Person", "name": a} for a in doc.authors],
                "publisher": {"@type": "GovernmentOrganization", "name": "Väderinstitutet"},
            }
            meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(meta)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.key == LEGACY:
            return self.legacy_frame(doc, main)
        nav = "".join(
            f'<li class="sv-nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("forecast", "Väder"),
                ("warnings", "Varningar"),
                ("/klimat", "Klimat"),
                ("quakes", "Seismologi"),
                ("news", "Nyheter"),
                ("/om-oss", "Om oss"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="sv" class="sv-no-js sv-template-nyhet">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/sitevision/system-resource/c5a1b8e2/css/portlets.css">
<link rel="stylesheet" href="/webdav/files/system/css/vaderinstitutet.css?v=2026-11">
<script>document.documentElement.className=document.documentElement.className.replace('sv-no-js','sv-js');</script>
<style>/*PAD*/</style>
</head>
<body class="sv-responsive">
<div class="sv-layout" id="svid10_4e2a1f7c18d3b5a9e0001">
<header class="sv-vertical sv-layout vi-header" id="svid10_4e2a1f7c18d3b5a9e0002">
<div class="sv-image-portlet vi-logo">{self.a("home", "Väderinstitutet", "nav", 'class="vi-logo__link"')}</div>
<nav class="sv-html-portlet vi-mainnav" aria-label="Huvudmeny"><ul>{nav}</ul></nav>
<form class="sv-searchform-portlet" action="/sok" method="get"><label for="q" class="sv-visually-hidden">Sök</label><input id="q" name="query" type="search" placeholder="Sök ort eller innehåll"><button type="submit">Sök</button></form>
<div class="vi-lang"><a href="/en">English</a> <a href="/lattlast">Lättläst</a> <a href="/teckensprak">Teckenspråk</a></div>
</header>
<div class="sv-layout sv-template-portlet vi-main" id="svid10_4e2a1f7c18d3b5a9e0003">
{main}
</div>
<footer class="sv-vertical sv-layout sv-footer" id="svid10_4e2a1f7c18d3b5a9e0004">
<div class="sv-text-portlet"><div class="sv-text-portlet-content">
<p class="normal"><strong>Väderinstitutet</strong>, Folkborgsvägen 17, 601 76 Norrköping. Telefon 011-000 10 00.</p>
<p class="normal">{self.a("news", "Nyheter", "footer")} · <a href="/om-oss">Om oss</a> · <a href="/om-oss/kontakt">Kontakt</a> · <a href="/om-webbplatsen/kakor">Kakor</a> · <a href="/om-webbplatsen/tillganglighetsredogorelse">Tillgänglighetsredogörelse</a> · <a href="/rss/nyheter.xml">RSS</a></p>
<p class="normal">Följ oss: <a href="https://www.facebook.com/vaderinstitutet">Facebook</a> · <a href="https://www.instagram.com/vaderinstitutet">Instagram</a> · <a href="https://www.linkedin.com/company/vaderinstitutet">LinkedIn</a></p>
</div></div>
</footer>
</div>
<div class="vi-cookie" role="dialog" aria-label="Kakor"><p>Vi använder kakor för att webbplatsen ska fungera och för att förbättra den. Du väljer själv om du godkänner kakor för statistik.</p><button class="vi-cookie__accept">Godkänn alla kakor</button> <button class="vi-cookie__necessary">Bara nödvändiga kakor</button></div>
<script src="/sitevision/system-resource/c5a1b8e2/js/jquery.js"></script>
<script src="/sitevision/system-resource/c5a1b8e2/js/portlets.js"></script>
</body>
</html>"""

    def legacy_frame(self, doc: Doc, main: str) -> str:
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<title>{esc(doc.title)} - Seismologi - Väderinstitutet</title>
<meta name="keywords" content="jordskalv, seismologi, Vättern, Gränna">
<meta name="DC.Date.Created" content="{doc.date}">
<link rel="stylesheet" type="text/css" href="/seismologi/css/seis.css">
<style type="text/css">/*PAD*/</style>
</head>
<body bgcolor="#ffffff" topmargin="0" leftmargin="0">
<table width="100%" border="0" cellpadding="0" cellspacing="0" class="top">
<tr><td width="220">{self.a("home", "Väderinstitutet", "nav")}</td>
<td class="toplinks">{self.a("quakes", "Senaste skalven", "nav")} | <a href="/seismologi/">Seismologi</a> | {self.a("news", "Nyheter", "nav")} | <a href="/seismologi/rapportera">Rapportera ett skalv</a></td></tr>
</table>
<table width="100%" border="0" cellpadding="8" cellspacing="0">
<tr>
<td width="200" valign="top" class="leftmenu">
<p><b>Seismologi</b></p>
<p><a href="/seismologi/om-jordskalv">Om jordskalv</a><br>
<a href="/seismologi/natet">Det seismiska n&auml;tet</a><br>
{self.a("quakes", "Senaste skalven", "nav")}<br>
<a href="/seismologi/nyheter/2026/">Nyhetsarkiv 2026</a><br>
<a href="/seismologi/nyheter/2025/">Nyhetsarkiv 2025</a></p>
</td>
<td valign="top" class="main">
{main}
</td>
</tr>
</table>
<div class="footer">V&auml;derinstitutet - Seismologiska enheten, Uppsala. Sidan underh&aring;lls av seismologiska enheten. <a href="mailto:seismologi@vaderinstitutet.test">seismologi@vaderinstitutet.test</a></div>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        x = doc.extra
        if not doc.authors:
            return f'<p class="vi-byline">Text: {esc(x.get("desk", "Väderinstitutet"))}</p>'
        links = [self.a(AUTHORS[a], a, "byline") for a in doc.authors]
        return f'<p class="vi-byline">{esc(x["credit"])} {" och ".join(links)}</p>'

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        if doc.key == LEGACY:
            return f"""<h1>{esc(doc.title)}</h1>
<p class="datum">{doc.stamp}</p>
<p class="text"><b>Text: seismolog {self.a(AUTHORS["Karin Holm"], "Karin Holm", "byline")}</b></p>
{self.blocks(doc)}
<p class="tillbaka"><a href="/seismologi/nyheter/2026/">&laquo; Tillbaka till nyhetsarkivet</a></p>"""
        kicker = f'<p class="vi-kicker">{esc(x["kicker"])}</p>' if x.get("kicker") else ""
        dek = (
            f'<div class="sv-text-portlet"><div class="sv-text-portlet-content"><p class="ingress">{esc(doc.dek)}</p></div></div>'
            if doc.dek
            else ""
        )
        updated = f'<p class="vi-updated">{esc(x["updated"])}</p>' if x.get("updated") else ""
        if x.get("live"):
            status = '<p class="vi-live-status"><span class="vi-live-badge">Direkt</span> Uppdateras löpande</p>'
        else:
            status = ""
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ARTS if k != doc.key)
        body = self.blocks(doc, p_tag='<p class="normal">')
        body = body.replace("<h2>", '<h2 class="subheading">').replace("<h3>", '<h3 class="subheading">')
        share = f'<div class="sv-html-portlet vi-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Dela på Facebook</a> <a href="https://www.linkedin.com/sharing/share-offsite/?url={esc(self.url(doc.key))}">Dela på LinkedIn</a> <a href="mailto:?subject={esc(doc.title)}">Dela via e-post</a></div>'
        return f"""<div class="sv-layout vi-article" id="svid10_4e2a1f7c18d3b5a9e0010">
<nav class="vi-breadcrumbs" aria-label="Brödsmulor">{self.a("home", "Startsida", "breadcrumb")} / {self.a("news", "Nyheter", "breadcrumb")}</nav>
{kicker}
<div class="sv-text-portlet sv-use-margins"><div class="sv-text-portlet-content"><h1 class="heading">{esc(doc.title)}</h1></div></div>
{dek}
<div class="sv-html-portlet vi-meta">{self.byline(doc)}<p class="vi-date">{doc.stamp}</p>{status}</div>
<div class="sv-text-portlet vi-body"><div class="sv-text-portlet-content">
{body}
</div></div>
{updated}
{share}
<div class="sv-html-portlet vi-related"><h2 class="subheading">Fler nyheter</h2><ul>{related}</ul></div>
</div>"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        if not d.is_article:
            return f'<li class="vi-list-item"><h2 class="vi-list-item__title">{self.a(k, d.title, "content")}</h2></li>'
        date = d.stamp.replace("Publicerad ", "")
        return f'<li class="vi-list-item"><p class="vi-list-item__date">{esc(date)}</p><h2 class="vi-list-item__title">{self.a(k, d.title, "content")}</h2><p class="vi-list-item__text">{esc(self.lede(d))}</p></li>'

    def listing_main(self, doc: Doc) -> str:
        x = doc.extra
        items = "\n".join(self.item(k) for k in x["list"])
        intro = "".join(f'<p class="normal">{esc(b[1])}</p>' for b in doc.blocks if b[0] == "p")
        pager = ""
        if x.get("more") and doc.key != "home":
            pager = f'<nav class="sv-pagination"><span class="current">1</span> {self.a(x["more"], "2", "pagination")} {self.a(x["more"], "Nästa", "pagination")}</nav>'
        if x.get("prev"):
            pager = f'<nav class="sv-pagination">{self.a(x["prev"], "Föregående", "pagination")} {self.a(x["prev"], "1", "pagination")} <span class="current">2</span></nav>'
        head = f'<h1 class="heading">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = f"""<h1 class="sv-visually-hidden">Väderinstitutet</h1>
<div class="vi-home-weather"><h2 class="subheading">Vädret just nu</h2><p class="normal">Stockholm 5°, mulet. {self.a("forecast", "Se prognosen för Stockholm", "content")}</p>
<p class="normal">{self.a("warnings", "3 gula varningar gäller i dag", "content")}</p><p class="normal">{self.a("quakes", "Senaste jordskalven", "content")}</p></div>
<h2 class="subheading">Nyheter</h2>"""
            extra = f'<p class="normal">{self.a("news2", "Äldre nyheter", "content")} · {self.a("tema", "Tema: Stormar", "content")} · {self.a("author", "Meteorolog Erik Lund", "content")} · {self.a("search", "Sök: jordskalv", "content")}</p>'
        if doc.kind == "author":
            head = f'<div class="vi-person"><img src="/images/medarbetare/erik-lund.jpg" alt=""><h1 class="heading">{esc(doc.title)}</h1><p class="normal">Meteorolog, prognos- och varningstjänsten</p></div>'
            extra = '<h2 class="subheading">Artiklar av Erik Lund</h2>'
            return f'<div class="sv-layout vi-listing">{head}{intro}{extra}<ul class="vi-list">{items}</ul></div>'
        return f'<div class="sv-layout vi-listing">{head}{intro}<ul class="vi-list">{items}</ul>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        x = doc.extra
        if doc.kind == "warnings":
            cards = "".join(
                f'<div class="warning-card warning-card--{"yellow" if lvl.startswith("Gul") else "info"}"><p class="warning-card__level">{esc(lvl)}</p><h2 class="warning-card__title">{esc(t)}</h2><p class="warning-card__area">{esc(area)}</p><p class="warning-card__time">{esc(when)}</p></div>'
                for lvl, t, area, when in x["items"]
            )
            return f"""<div class="sv-layout vi-warnings">
<h1 class="heading">{esc(doc.title)}</h1>
<p class="vi-updated">Uppdaterad {x["updated"]}</p>
<div class="vi-warnings__map"><img src="/vader/varningar/karta.png" alt="Karta över Sverige med aktuella varningar"></div>
<div class="vi-warnings__filters"><button>Alla</button> <button>Vind</button> <button>Nederbörd</button> <button>Halka</button> <button>Höga flöden</button> <button>Brandrisk</button></div>
{cards}
<p class="normal"><a href="/vader/varningar/om-varningar">Om varningar</a> · <a href="/vader/varningar/prenumerera">Få varningar i appen</a> · {self.a("storm", "Nyhet: stormen Alva", "content")}</p>
</div>"""
        if doc.kind in ("forecast", "live-data"):
            table = self.blocks(doc).replace('<table class="data">', '<table class="forecast-table">')
            extra = ""
            if doc.kind == "forecast":
                extra = '<div class="vi-forecast__tabs"><button>Timme för timme</button> <button class="active">10 dygn</button> <button>Graf</button></div><p class="normal">Soluppgång 08.34 · Solnedgång 14.49</p>'
            else:
                extra = f'<p class="normal"><a href="/seismologi/om-jordskalv">Om jordskalv</a> · {self.a("skalv", "Skalvet i Vättern 1 december", "content")}</p>'
            return f"""<div class="sv-layout vi-data">
<h1 class="heading">{esc(doc.title)}</h1>
<p class="vi-updated">Uppdaterad {x["updated"]}</p>
{extra}
{table}
<p class="normal">Data kan laddas ned via vårt <a href="https://opendata.vaderinstitutet.test/">öppna API</a>.</p>
</div>"""
        return f'<div class="sv-layout"><h1 class="heading">{esc(doc.title)}</h1>\n{self.blocks(doc, p_tag=chr(60) + "p class=" + chr(34) + "normal" + chr(34) + ">")}\n</div>'
