# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""NFK: an NRK-like Norwegian public broadcaster. A React front end rendered on the server (`<div id="app"
data-reactroot>`, a JSON hydration block `#__nfk_state__`, `kur-room` teasers on fronts), URLs
`/<region or desk>/<slug>-1.<id>` with `_` for a colon in the slug ("uvaeret-ingrid_-stengte-…"), `/emne/…`,
`/kontakt/<name>-1.<id>` author pages, `/sok/?q=`, `/nyheter/?side=2`, a `/direkte/…` live page. Bokmål (`nb`), one
story in Nynorsk (`lang="nn"`), UTF-8. Stories print "Publisert 04.12.2026, kl. 07.42" and "Oppdatert …"; bylines
are linked names with a role under each ("Journalist", "Politisk kommentator", "Fotograf", "Grafikk"): only the
writers are authors. `NewsArticle` JSON-LD in +01:00, except the Tromsø fire (UTC, 23:20Z = 4 Dec 00:20 in Oslo),
the lighthouse feature (none: the dates only in the hydration data and the printed line) and the NTB brief
(author an Organization). The live page (timestamped entries, each with a heading and Kari Solberg's name) is an
article under the project's policy for live pages with entries (relabelled after the set was merged): body the
entries' headings and text without their times, author Kari Solberg (no byline over the page: the entries'
author), date the day its `LiveBlogPosting` coverage starts (4 Dec, 05:30 in Oslo); it keeps its own template
(`live_main`, `is_live`) and page bytes."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["storm", "ferje", "strom", "brann", "kommentar", "fyr", "ntb", "sport"]
PROFILE = {
    "Kari Solberg": "author",
    "Eirik Nygård": "/kontakt/eirik-nygard-1.13877120",
    "Marte Lie": "/kontakt/marte-lie-1.15120944",
    "Solveig Hauge": "/kontakt/solveig-hauge-1.12004581",
    "Inga Marja Sara": "/kontakt/inga-marja-sara-1.14880213",
    "Fredrik Aasen": "/kontakt/fredrik-aasen-1.11290433",
    "Håkon Brekke": "/kontakt/hakon-brekke-1.13002219",
    "Ola Berntsen": "/kontakt/ola-berntsen-1.14777010",
    "Per Ove Tangen": "/kontakt/per-ove-tangen-1.12866501",
}
WRITERS = ("Journalist", "Politisk kommentator")
TITLE_CLS = 'class="kur-room__title"'
NAME_CLS = 'class="author__name"'
HOME_LABEL = 'aria-label="NFK forsiden"'


def is_live(doc: Doc) -> bool:
    """The live page: an article (entries), printed by its own template with a page's head and state."""
    return bool(doc.extra.get("live"))


def page_kind(doc: Doc) -> str:
    """The page type the templates print (`nfk-page--…`, the state's `type`, `pageType`): "live" for the live page."""
    return "live" if is_live(doc) else doc.kind


class Nfk(Base):
    origin = "https://www.nfk.test"
    name = "NFK"
    prefix = "nfk"
    language = "nb"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nfk",
            [
                ".nfk-masthead",
                ".kur-room",
                ".kur-room__title",
                ".article-header",
                ".article-body",
                ".authors .author__role",
                ".nfk-footer",
                ".live-entry",
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
                "NFK – Nyheter, TV og radio",
                "react-front-kur-rooms",
                list=["storm", "live", "strom", "brann", "kommentar", "fyr", "sport", "ntb", "ferje"],
                more="nyheter",
            )
        )
        add(
            page(
                "nyheter",
                "/nyheter/",
                "section",
                "Siste nytt",
                "desk-front",
                list=["storm", "strom", "brann", "ntb", "kommentar"],
                more="nyheter2",
            )
        )
        add(
            page(
                "nyheter2",
                "/nyheter/?side=2",
                "section",
                "Siste nytt",
                "desk-front-page2",
                list=["fyr", "sport", "ferje"],
                prev="nyheter",
            )
        )
        add(
            page(
                "vestland",
                "/vestland/",
                "section",
                "NFK Vestland",
                "region-front",
                list=["storm", "ferje", "fyr"],
            )
        )
        add(page("emne", "/emne/ekstremvaer", "tag", "Ekstremvær", "emne-page", list=["storm", "live", "brann"]))
        add(
            page(
                "author",
                "/kontakt/kari-solberg-1.14210388",
                "author",
                "Kari Solberg",
                "journalist-profile",
                list=["storm"],
                bio="Kari Solberg er journalist i NFK Vestland og dekker vær, samferdsel og beredskap. Hun har jobbet i NFK siden 2014.",
            )
        )
        add(
            page(
                "sok", "/sok/?q=ferje", "search", "Søkeresultater for «ferje»", "search-results", list=["ferje", "ntb"]
            )
        )
        # the live page: an article (the project's policy for live pages with entries), rendered by live_main; body
        # each entry's heading and text in page order (newest first) without its time; author the entries' author
        # (no byline over the page); date the day the coverage starts (LiveBlogPosting coverageStartTime, Oslo)
        entries = [
            (
                "11.32",
                "E39 åpnet igjen ved Skei",
                "Statens vegvesen melder at E39 er åpnet for trafikk mellom Lavik og Skei. Det er fortsatt kolonnekjøring forbi Vassenden på grunn av trær i veibanen.",
            ),
            (
                "11.05",
                "Strømmen tilbake for 6000 kunder",
                "Vestnett opplyser at rundt 6000 kunder i Førde og Naustdal har fått strømmen tilbake. Over 17.000 er fortsatt uten.",
            ),
            (
                "10.41",
                "Ferjesamband fortsatt innstilt",
                "Sambandene Lavik–Oppedal og Halhjem–Sandvikvåg er fortsatt innstilt. Neste vurdering gjøres klokken 13.",
            ),
            (
                "10.12",
                "Takplater på avveie i Bergen",
                "Bergen brannvesen har hatt over 60 oppdrag siden midnatt. De fleste gjelder løse takplater, trampoliner og veltede stillaser.",
            ),
            (
                "09.47",
                "Skolene i Sunnfjord holder stengt",
                "Sunnfjord kommune minner om at alle skoler og barnehager er stengt i dag. Foreldre bes holde barna innendørs.",
            ),
            (
                "08.30",
                "Rødt farevarsel forlenget",
                "Meteorologisk institutt har forlenget det røde farevarselet for kyststrøkene fra Stad til Sotra til klokken 16.",
            ),
        ]
        add(
            story(
                "live",
                "/direkte/ekstremvaeret-ingrid-1.17204411",
                "Ekstremværet «Ingrid» – følg utviklingen her",
                "2026-12-04",
                None,
                "",
                ["Kari Solberg"],
                [line for _, h, x in entries for line in (f"## {h}", x)],
                "liveblog-entries",
                entries=entries,
                live=True,
            )
        )
        add(
            page(
                "about",
                "/informasjon/om-nfk-1.10001122",
                "about",
                "Om NFK",
                "info-page",
                [
                    "NFK er en allmennkringkaster eid av staten og finansiert over statsbudsjettet. Vi lager nyheter, TV, radio og podkaster for hele landet fra tolv distriktskontorer.",
                    "NFK skal være uavhengig av politiske, kommersielle og andre interesser. Ansvarlig redaktør er kringkastingssjef Anne Lise Rød.",
                    "## Kontakt oss",
                    "Sentralbord: 23 00 00 00. Tips til nyhetsdesken kan sendes til tips@nfk.test eller på SMS til 2030.",
                ],
            )
        )
        add(
            page(
                "personvern",
                "/informasjon/personvern-1.10001130",
                "policy",
                "Personvernerklæring for NFK",
                "policy-updated",
                [
                    "Sist oppdatert 12.09.2026",
                    "NFK behandler personopplysninger når du bruker nettsidene og appene våre, for eksempel når du logger inn med NFK-bruker eller samtykker til anbefalinger.",
                    "Vi bruker informasjonskapsler for å måle bruk og for å huske innstillingene dine. Du kan når som helst endre samtykket ditt under «Innstillinger for informasjonskapsler».",
                    "Har du spørsmål om personvern, kan du kontakte personvernombudet på personvern@nfk.test.",
                ],
            )
        )
        add(
            story(
                "storm",
                "/vestland/uvaeret-ingrid_-stengte-veier-og-tusenvis-uten-strom-1.17203981",
                "Uværet «Ingrid»: Stengte veier og tusenvis uten strøm",
                "2026-12-04",
                "2026-12-04T07:42:13+01:00",
                "04.12.2026, kl. 07.42",
                ["Kari Solberg", "Eirik Nygård"],
                [
                    "LEAD: Ekstremværet «Ingrid» har slått ut strømmen for over 23.000 kunder på Vestlandet. Flere fjelloverganger er stengt, og politiet ber folk holde seg innendørs.",
                    "Natt til fredag traff uværet kysten med vindkast på opptil 41 meter i sekundet. Det kraftigste vindkastet ble målt på Kråkenes like før klokken fire, opplyser Meteorologisk institutt.",
                    "Klokken 10 var over 23.000 strømkunder i Vestland uten strøm, ifølge nettselskapet Vestnett. Verst er situasjonen i Sunnfjord og Nordfjord, der flere høyspentlinjer er skadet av trær som har blåst over ende.",
                    "FIG: Et tre ligger over fylkesveien | Et tre har blåst over fylkesvei 5 ved Førde natt til fredag. Foto: Håkon Brekke / NFK",
                    "– Vi har alle tilgjengelige mannskaper ute, men vi kan ikke sende folk opp i master før vinden har løyet, sier driftssjef Randi Flatebø i Vestnett til NFK.",
                    "Hun regner med at de fleste får strømmen tilbake i løpet av kvelden, men at enkelte hytteområder kan bli uten strøm til over helgen.",
                    "## Flere veier stengt",
                    "Statens vegvesen har stengt E39 mellom Lavik og Skei, i tillegg til riksvei 15 over Strynefjellet og fylkesvei 55 over Sognefjellet. Flere ferjesamband er innstilt.",
                    "SEE: ferje | LES OGSÅ: Ferja gjekk på grunn ved Sandvikvåg – alle passasjerane er i land",
                    "– Det er ikke forsvarlig å kjøre over fjellet nå. Vi åpner igjen så snart vinden gir seg og vi har fått ryddet veibanen, sier trafikkoperatør Lars Eide ved vegtrafikksentralen.",
                    "I Bergen har brannvesenet rykket ut til over 60 oppdrag siden midnatt, de fleste til løse takplater og trampoliner som har blåst av gårde. Ingen personer er meldt skadet.",
                    "## Skoler holder stengt",
                    "Sunnfjord kommune og Kinn kommune sendte torsdag kveld ut melding til foreldre om at skoler og barnehager holder stengt fredag.",
                    "– Vi vil ikke at barn skal være ute på skoleveien i dette været. Sikkerheten går foran, sier kommunedirektør Tor Inge Vassbotn i Sunnfjord.",
                    "Meteorologisk institutt har sendt ut rødt farevarsel for kyststrøkene fra Stad til Sotra fram til fredag ettermiddag. Vinden ventes å avta utover kvelden, men det kan komme nye kraftige byger med sludd i indre strøk.",
                    "Du kan følge utviklingen i [[live|vår direktesending]].",
                ],
                "lead-two-journalists-photographer",
                section="Vestland",
                crew=[("Kari Solberg", "Journalist"), ("Eirik Nygård", "Journalist"), ("Håkon Brekke", "Fotograf")],
                updated=("2026-12-04T11:05:40+01:00", "04.12.2026, kl. 11.05"),
                ld="person",
                emne=True,
                article_id="1.17203981",
            )
        )
        add(
            story(
                "ferje",
                "/vestland/ferja-gjekk-pa-grunn-ved-sandvikvag-1.17203512",
                "Ferja gjekk på grunn ved Sandvikvåg – alle passasjerane er i land",
                "2026-12-03",
                "2026-12-03T17:46:02+01:00",
                "03.12.2026, kl. 17.46",
                ["Solveig Hauge"],
                [
                    "LEAD: Ei ferje med 38 passasjerar og elleve bilar om bord gjekk på grunn ved Sandvikvåg torsdag ettermiddag. Ingen vart skadde.",
                    "Det var like etter klokka 17 at «MF Fjordglimt» rende på grunn då ho skulle leggje til kai i Sandvikvåg i Fitjar. Hovudredningssentralen på Sola fekk melding om hendinga klokka 17.08.",
                    "– Ferja står fast på grunna, men det er ikkje registrert lekkasje. Alle om bord er i god behald, seier redningsleiar Gunnar Tveit til NFK.",
                    "Passasjerane vart henta av ei redningsskøyte og ein båt frå brannvesenet og sette i land på kaia. Bilane måtte stå att om bord.",
                    "FIG: Ferja ligg på grunna | «MF Fjordglimt» ligg på grunna like ved ferjekaia. Foto: Privat",
                    "## Sterk vind",
                    "Ifølgje ferjeselskapet var det sterk vind frå sørvest då ulukka skjedde. Kommunikasjonssjef Lene Myklebust i Fjordferje seier at selskapet no skal gå gjennom kva som har skjedd.",
                    "– Vi tek dette på største alvor. No er det viktigast at alle har kome seg trygt i land, og at vi får ferja av grunna utan skade på miljøet, seier ho.",
                    "Kystverket har sendt eit fartøy til staden for å overvake situasjonen. Det er ikkje observert oljeutslepp.",
                    "Ein av passasjerane, Astrid Hovland frå Bergen, fortel at det kom eit kraftig smell då ferja trefte grunna.",
                    "– Alle vart kasta framover, og fleire mista kaffikoppane sine. Mannskapet var flinke og roa oss ned med ein gong, men det var ei skremmande oppleving, seier ho.",
                    "Ho ventar no på å få att bilen sin, som framleis står om bord.",
                    "Sambandet Halhjem–Sandvikvåg er innstilt inntil vidare. Ferjeselskapet set opp ein erstatningsbåt for passasjerar utan bil frå fredag morgon.",
                    "Politiet har oppretta sak, og Statens havarikommisjon er varsla. Det er tredje gongen på to år at ei ferje går på grunn i dette området.",
                ],
                "nynorsk-story-lang-nn",
                section="Vestland",
                lang="nn",
                crew=[("Solveig Hauge", "Journalist")],
                updated=("2026-12-03T21:10:00+01:00", "03.12.2026, kl. 21.10"),
                ld="person",
                article_id="1.17203512",
            )
        )
        add(
            story(
                "strom",
                "/norge/stromprisen-i-sor-norge-kan-bli-den-hoyeste-pa-to-ar-1.17202877",
                "Strømprisen i Sør-Norge kan bli den høyeste på to år",
                "2026-12-04",
                "2026-12-04T06:30:00+01:00",
                "04.12.2026, kl. 06.30",
                ["Eirik Nygård", "Marte Lie"],
                [
                    "LEAD: Kaldt vær, lite vind og lave magasiner kan gi de høyeste strømprisene i Sør-Norge siden vinteren 2024, advarer analytikere.",
                    "Fredag koster strømmen i gjennomsnitt 1,84 kroner per kilowattime i prisområde NO2, som dekker Sørlandet og deler av Vestlandet. Det er nesten dobbelt så mye som på samme tid i fjor.",
                    "– Vi ser en kombinasjon av kulde i hele Nord-Europa, svak vindkraftproduksjon i Tyskland og Danmark og fyllingsgrader i magasinene som ligger under normalen. Det trekker prisene opp, sier analytiker Siri Holm i Kraftinnsikt.",
                    "Ifølge NVE er fyllingsgraden i vannmagasinene i Sør-Norge nå 71,2 prosent. Normalen for uken er 79 prosent.",
                    "## Dette betyr det for deg",
                    "En husstand som bruker 2000 kilowattimer i desember, vil med dagens priser få en strømregning på rundt 2900 kroner etter strømstøtte. Slik er prisene fredag i de fem prisområdene:",
                    "- NO1 Østlandet: 1,71 kroner per kWh",
                    "- NO2 Sørvest-Norge: 1,84 kroner per kWh",
                    "- NO3 Midt-Norge: 0,62 kroner per kWh",
                    "- NO4 Nord-Norge: 0,21 kroner per kWh",
                    "- NO5 Vest-Norge: 1,66 kroner per kWh",
                    "Prisene er oppgitt uten nettleie og avgifter.",
                    "FIG: Grafikk over strømpriser | Strømprisen varierer kraftig mellom nord og sør. Grafikk: Ola Berntsen / NFK",
                    "## Strømstøtten tar toppen",
                    "Strømstøtten dekker 90 prosent av prisen over 75 øre per kilowattime, beregnet time for time.",
                    "– For de fleste husholdninger vil støtten ta toppen av prisen, men mange vil likevel merke en tydelig økning fra november, sier Holm.",
                    "Forbrukerrådet oppfordrer folk til å sjekke avtalen sin. Fagdirektør Jostein Aamodt mener mange fortsatt betaler for mye i påslag.",
                    "– Det er store forskjeller mellom selskapene. Bytter du fra en dyr til en billig spotprisavtale, kan du spare flere hundre kroner i måneden, sier han.",
                    "## Kan snu raskt",
                    "Analytikerne understreker at prisene kan falle like raskt som de har steget. Meteorologene venter mildere vær og mer nedbør fra midten av neste uke.",
                    "– Kommer det et lavtrykk inn fra Atlanteren med mye regn og vind, kan prisene halveres på få dager. Men akkurat nå peker alt oppover, sier Holm.",
                ],
                "list-in-body-graphics-credit",
                section="Norge",
                crew=[("Eirik Nygård", "Journalist"), ("Marte Lie", "Journalist"), ("Ola Berntsen", "Grafikk")],
                updated=("2026-12-04T09:48:00+01:00", "04.12.2026, kl. 09.48"),
                ld="person",
                article_id="1.17202877",
            )
        )
        add(
            story(
                "brann",
                "/tromsogfinnmark/brann-i-bolighus-i-tromso-1.17203340",
                "Brann i bolighus i Tromsø – to personer sendt til sykehus",
                "2026-12-04",
                "2026-12-03T23:20:11Z",
                "04.12.2026, kl. 00.20",
                ["Inga Marja Sara"],
                [
                    "LEAD: To personer ble fraktet til UNN etter en brann i en enebolig på Kvaløya natt til fredag.",
                    "Nødetatene fikk melding om brannen klokken 23.58. Da de første mannskapene kom fram, sto det kraftig røyk ut fra andre etasje.",
                    "– Beboerne hadde selv kommet seg ut da vi ankom. To av dem ble kjørt til Universitetssykehuset Nord-Norge med mistanke om røykskader, sier operasjonsleder Kjetil Strand i Troms politidistrikt.",
                    "Brannvesenet fikk raskt kontroll, men huset er sterkt skadet. Naboer ble evakuert i en times tid på grunn av røykutviklingen.",
                    "Politiet vil ikke si noe om skadene til de to som ble sendt til sykehuset, men opplyser at begge var ved bevissthet da de ble fraktet fra stedet.",
                    "Ifølge politiet er det ingenting som tyder på at brannen er påsatt. En branntekniker skal undersøke huset i løpet av fredagen.",
                    "– Det var minus 14 grader, og vi fikk problemer med frosne slanger. Det gjorde slukkearbeidet tyngre, sier vaktleder Hilde Johnsen i Tromsø brann og redning.",
                    "Røde Kors stilte med varmebuss for de evakuerte naboene.",
                    "Naboen Geir Pedersen var en av de første som oppdaget brannen.",
                    "– Jeg våknet av at det luktet røyk, og så flammer i vinduet på andre siden av veien. Jeg ringte 110 og løp over for å banke på døra, men da var de allerede ute, sier han.",
                    "Det er den tredje boligbrannen i Tromsø på en uke. Brannvesenet minner om at det er viktig å sjekke røykvarsleren nå i adventstiden, når mange bruker levende lys.",
                ],
                "utc-jsonld-crosses-midnight",
                section="Troms og Finnmark",
                crew=[("Inga Marja Sara", "Journalist")],
                updated=("2026-12-04T05:55:40Z", "04.12.2026, kl. 06.55"),
                ld="person",
                emne=True,
                article_id="1.17203340",
            )
        )
        add(
            story(
                "kommentar",
                "/norge/kommentar_-budsjettforliket-er-en-seier-for-ingen-1.17202455",
                "Budsjettforliket er en seier for ingen",
                "2026-12-03",
                "2026-12-03T21:30:00+01:00",
                "03.12.2026, kl. 21.30",
                ["Fredrik Aasen"],
                [
                    "LEAD: Regjeringen fikk budsjettet sitt, men prisen var høy. Etter ukens forhandlinger står ingen av partiene igjen som vinnere.",
                    "Det var en sliten finansminister som kunne presentere budsjettforliket i vandrehallen på Stortinget torsdag kveld. Etter nesten tre uker med forhandlinger, brutte møter og gjensidige anklager var enigheten endelig på plass.",
                    "Men forliket bærer preg av å være et kompromiss som alle kan leve med, og som ingen kan være fornøyd med.",
                    "Regjeringen måtte gi etter på flere av sine viktigste saker. Kuttet i barnetrygden er skrotet, og økningen i elavgiften er halvert. Samtidig har samarbeidspartiene fått gjennomslag for mer penger til kommunene og til lokalsykehusene.",
                    "## Dyr seier",
                    "For samarbeidspartiene kan det se ut som en seier. De har fått penger til saker velgerne bryr seg om, og de kan reise hjem til jul med noe å vise fram.",
                    "Likevel er det grunn til å spørre hva de egentlig har oppnådd. Pengene kommer i stor grad fra økt bruk av oljepenger og fra kutt i poster som få legger merke til i dag, men som vil svi om noen år. Forskning, vedlikehold av veier og bistand er blant postene som får mindre.",
                    "Dette er en klassisk budsjettmanøver: Man kjøper seg fred i dag og sender regningen videre.",
                    "## Svekket regjering",
                    "Den største taperen er likevel regjeringen selv. Statsministeren gikk inn i høsten med et budsjett som skulle vise handlekraft og ansvarlighet. Det han sitter igjen med, er et budsjett som i stor grad er skrevet av andre.",
                    "Forhandlingene har også vist hvor skjørt samarbeidet på Stortinget er. Flere ganger var partene nær ved å bryte, og i forrige uke truet ett av partiene åpent med å felle regjeringen.",
                    "Det blir ikke glemt. Neste år er det kommune- og fylkestingsvalg, og alle partiene vil trenge å markere seg. Da blir det enda vanskeligere å finne fram til kompromisser.",
                    "## Velgerne ser på",
                    "Meningsmålingene den siste måneden har vist at velgerne er lite imponert over det politiske spillet. Både regjeringspartiene og samarbeidspartiene har falt, mens partiene på fløyene vokser.",
                    "Det bør bekymre alle som satt rundt forhandlingsbordet denne uken. Et budsjett handler om penger, men også om tillit. Og tillit er en ressurs som er lettere å bruke opp enn å bygge opp igjen.",
                    "Budsjettet skal etter planen vedtas i Stortinget 14. desember.",
                ],
                "comment-kicker-commentator-role",
                section="Norge",
                kicker="KOMMENTAR",
                crew=[("Fredrik Aasen", "Politisk kommentator")],
                ld="person",
                article_id="1.17202455",
            )
        )
        add(
            story(
                "fyr",
                "/vestland/den-siste-fyrvokteren-1.17199820",
                "Den siste fyrvokteren",
                "2026-12-02",
                None,
                "02.12.2026, kl. 06.00",
                ["Solveig Hauge"],
                [
                    "LEAD: I 41 år har Arne Kvalheim passet lyset på Skarvøy. Til nyttår legger Kystverket ned den siste faste vaktordningen på fyret, og han må flytte i land.",
                    "Arne Kvalheim står i vinduet i tårnet og ser utover havet. Det blåser en frisk kuling fra sørvest, og bølgene slår inn over skjærene nedenfor.",
                    "– Dette er den beste utsikten i Norge. Jeg har sett den hver dag i over førti år, og jeg blir aldri lei, sier han.",
                    "Kvalheim er 67 år og har vært fyrvokter på Skarvøy fyr utenfor Florø siden 1985. Da han begynte, bodde det tre familier på øya. Nå er han alene med katten Frøya.",
                    "FIG: Arne Kvalheim i lyktehuset | Arne Kvalheim har passet Skarvøy fyr siden 1985. Foto: Håkon Brekke / NFK",
                    "## Fra parafin til satellitt",
                    "Da Kvalheim kom til Skarvøy som 26-åring, var fyrlykten fortsatt avhengig av menneskehender. Han skulle pusse linsene og føre logg over vær og skipstrafikk hver tredje time, døgnet rundt.",
                    "– Det var et hardt liv, men et godt liv. Vi var en liten familie her ute. Barna gikk på skole i Florø og kom hjem i helgene med postbåten, forteller han.",
                    "Lykten ble elektrifisert i 1991 og helautomatisert i 2004. Siden har Kvalheim vært ansatt som vaktmester og observatør. Han melder vær til Meteorologisk institutt, holder bygningene ved like og passer på at ingenting går galt.",
                    "– Folk tror at en fyrvokter bare sitter og ser på havet. Men det er alltid noe som skal fikses. Salt og vind tar alt, sier han og peker på et vindu der malingen allerede flasser.",
                    "## En tid er forbi",
                    "Kystverket har bestemt at vaktordningen på Skarvøy skal avvikles fra 1. januar. Værobservasjonene blir automatiske, og vedlikeholdet skal gjøres av et mannskap som kommer ut med båt to ganger i året.",
                    "– Vi har stor respekt for den jobben Arne har gjort. Men teknologien gjør at vi ikke lenger trenger fast bemanning, og vi må bruke pengene der de gir mest sikkerhet, sier regiondirektør Marit Holsen i Kystverket Vest.",
                    "Kvalheim sier han forstår avgjørelsen, men det er tydelig at den gjør vondt.",
                    "– Jeg visste at dagen ville komme. Jeg trodde bare ikke at det skulle bli så tungt, sier han stille.",
                    "## Vil bevare fyret",
                    "I Florø har en gruppe frivillige startet et arbeid for å gjøre Skarvøy fyr til overnattingssted og museum. Foreningen Skarvøy fyrs venner har allerede over 400 medlemmer.",
                    "– Fyret er en del av historien vår. Hvis ingen bor her, forfaller det raskt. Vi vil at folk skal kunne komme hit og oppleve det Arne har opplevd, sier leder Bente Rognaldsen.",
                    "Kystverket er positive til ideen og har sagt at de vil vurdere å leie ut bygningene. Men for Kvalheim er det uansett slutt.",
                    "Han har kjøpt en leilighet i sentrum av Florø, med utsikt mot havet. Der skal han bo sammen med katten.",
                    "– Jeg kommer til å savne stillheten. Og stormene, faktisk. Det er noe spesielt med å sitte her inne når det blåser som verst, og vite at lyset der oppe hjelper noen der ute, sier han.",
                    "Før vi drar, tar han oss med opp den smale trappen til lyktehuset en siste gang. Han stryker hånden over rekkverket av messing.",
                    "– 41 år. Det er et langt liv, sier han.",
                ],
                "feature-no-jsonld-photographer-role",
                section="Vestland",
                crew=[("Solveig Hauge", "Journalist"), ("Håkon Brekke", "Fotograf")],
                ld="",
                article_id="1.17199820",
            )
        )
        add(
            story(
                "ntb",
                "/nyheter/kystskip-fikk-motorstans-utenfor-bodo-1.17203777",
                "Kystskip fikk motorstans utenfor Bodø",
                "2026-12-04",
                "2026-12-04T08:05:00+01:00",
                "04.12.2026, kl. 08.05",
                [],
                [
                    "Et skip i kystruten med 212 passasjerer og 61 mannskaper om bord fikk motorstans like utenfor Bodø torsdag kveld.",
                    "Skipet drev en stund i sterk vind før mannskapet fikk startet en av motorene igjen. Hovedredningssentralen sendte redningsskøyte og slepebåt til området for sikkerhets skyld.",
                    "– Det har ikke vært fare for liv og helse på noe tidspunkt, sier redningsleder Tone Vik til NTB.",
                    "Skipet la til kai i Bodø ved midnatt. Passasjerene fikk overnatte om bord, og rederiet vil undersøke årsaken til motorstansen fredag.",
                ],
                "agency-brief-ntb-org-author",
                section="Nyheter",
                crew=[("NTB", "")],
                ld="org",
                article_id="1.17203777",
            )
        )
        add(
            story(
                "sport",
                "/sport/moe-aas-vant-overlegent-pa-beitostolen-1.17202990",
                "Moe Aas vant overlegent på Beitostølen",
                "2026-12-03",
                "2026-12-03T15:12:00+01:00",
                "03.12.2026, kl. 15.12",
                ["Marte Lie"],
                [
                    "LEAD: Ingrid Moe Aas knuste konkurrentene på 10 kilometer fri teknikk i sesongens første norgescuprenn. – Jeg er overrasket selv, sa 22-åringen.",
                    "Moe Aas fra Lillehammer Skiklub gikk ut som nummer 34 og hadde beste tid ved alle passeringer. I mål var hun 38,4 sekunder foran Synne Tveiten fra Gjøvik, mens Astrid Lunde fra Steinkjer tok tredjeplassen.",
                    "– Jeg hadde gode ski og kjente meg sterk i bakkene. At det skulle bli så stor margin, hadde jeg ikke trodd, sa Moe Aas til NFK etter målgang.",
                    "Resultatet gjør henne aktuell for verdenscuplaget som skal til Davos neste uke. Landslagstrener Kjetil Bakken var på plass på Beitostølen og fulgte rennet tett.",
                    "– Det var et sterkt løp. Hun har tatt et stort steg siden i fjor, og hun er absolutt en kandidat, sa Bakken.",
                    "Moe Aas har slitt med skader de to siste sesongene og var ikke tatt ut på noe landslag før denne vinteren. Hun har trent med et regionalt lag i Innlandet og jobbet deltid som lærervikar ved siden av skisatsingen.",
                    "– Det har vært noen tunge år, men jeg har aldri sluttet å tro på at jeg skulle komme tilbake. I dag fikk jeg betalt for all jobben, sa hun.",
                    "## Tøffe forhold",
                    "Det snødde tett gjennom hele rennet, og sporene ble tyngre for de siste løperne. Flere av favorittene, som startet sent, klaget over forholdene.",
                    "– Det var som å gå i sirup på slutten. Men sånn er det, forholdene er like for alle som starter i samme periode, sa Tveiten.",
                    "På herresiden vant Magnus Rønning fra Byåsen 15 kilometer fri teknikk, 6,2 sekunder foran klubbkamerat Eivind Solli.",
                    "Lørdag går løperne sprint i klassisk stil.",
                ],
                "sport-photographer-credit",
                section="Sport",
                crew=[("Marte Lie", "Journalist"), ("Per Ove Tangen", "Fotograf")],
                ld="person",
                article_id="1.17202990",
            )
        )
        for d in self.docs.values():
            if d.is_article and not is_live(d):
                assert d.authors == [n for n, r in d.extra["crew"] if r in WRITERS], d.key

    # -- templates --------------------------------------------------------------------------------------------------

    def state(self, doc: Doc) -> str:
        if doc.is_article and not is_live(doc):
            data = {
                "type": "article",
                "id": doc.extra["article_id"],
                "title": doc.title,
                "section": doc.section,
                "language": doc.extra.get("lang", "nb"),
                "published": doc.iso or f"{doc.date}T{doc.stamp[-5:].replace('.', ':')}:00+01:00",
                "modified": (doc.extra.get("updated") or (doc.iso, ""))[0],
                "contributors": [{"name": n, "role": r} for n, r in doc.extra["crew"]],
                "isLive": False,
            }
        else:
            data = {"type": page_kind(doc), "title": doc.title, "isLive": is_live(doc)}
        state = {"page": data, "config": {"env": "prod", "release": "front-2026.48.3", "consentVersion": 7}}
        return json.dumps(state, ensure_ascii=False).replace("</", "<\\/")

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nfk-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Forsiden"),
                ("nyheter", "Siste nytt"),
                ("vestland", "Vestland"),
                ("/sport/", "Sport"),
                ("/kultur/", "Kultur"),
                ("live", "Direkte"),
            )
        )
        lang = doc.extra.get("lang", "nb")
        story_head = doc.is_article and not is_live(doc)  # the live page keeps a page's head
        head = [
            f"<title>{esc(doc.title)} – NFK</title>" if doc.key != "home" else f"<title>{esc(doc.title)}</title>",
            f'<meta name="description" content="{esc((self.lede(doc) if not is_live(doc) else "") or "Nyheter, TV og radio fra hele landet.")}">',
            '<meta property="og:site_name" content="NFK">',
            f'<meta property="og:type" content="{"article" if story_head else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            f'<meta property="og:image" content="https://gfx.nfk.test/{zlib.crc32(doc.key.encode()):08x}/1200x630.jpg">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@nfknyheter">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            '<link rel="alternate" type="application/rss+xml" title="NFK – Toppsaker" href="/toppsaker.rss">',
        ]
        if doc.is_article and doc.extra.get("ld"):
            mod = doc.extra.get("updated")
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "description": self.lede(doc),
                "inLanguage": lang,
                "datePublished": doc.iso,
                "dateModified": mod[0] if mod else doc.iso,
                "mainEntityOfPage": self.url(doc.key),
                "author": (
                    [{"@type": "Person", "name": n, "jobTitle": r} for n, r in doc.extra["crew"] if r in WRITERS]
                    if doc.extra["ld"] == "person"
                    else {"@type": "Organization", "name": "NTB"}
                ),
                "publisher": {
                    "@type": "Organization",
                    "name": "NFK",
                    "logo": {"@type": "ImageObject", "url": "https://www.nfk.test/static/logo-nfk-600.png"},
                },
            }
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if is_live(doc):
            ld = {
                "@context": "https://schema.org",
                "@type": "LiveBlogPosting",
                "headline": doc.title,
                "coverageStartTime": "2026-12-04T05:30:00+01:00",
                "coverageEndTime": "2026-12-05T18:00:00+01:00",
                "url": self.url(doc.key),
            }
            head.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        footer_links = " ".join(
            f"<li>{x}</li>"
            for x in (
                self.a("about", "Om NFK", "footer"),
                self.a("personvern", "Personvern", "footer"),
                '<a href="/informasjon/informasjonskapsler-1.10001131">Informasjonskapsler</a>',
                '<a href="mailto:tips@nfk.test">Tips oss</a>',
                '<a href="/toppsaker.rss">RSS</a>',
                '<a href="https://tv.nfk.test/">NFK TV</a>',
                '<a href="https://radio.nfk.test/">NFK Radio</a>',
            )
        )
        return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(head)}
<link rel="preload" href="/static/fonts/nfk-sans-regular.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/static/css/main.8c1d2e4a.css">
<style>/*PAD*/</style>
</head>
<body class="nfk-page nfk-page--{page_kind(doc)}">
<div id="app" data-reactroot="">
<a class="skip-link" href="#innhold">Hopp til innhold</a>
<header class="nfk-masthead" role="banner">
<div class="nfk-masthead__logo">{self.a("home", "NFK", "nav", HOME_LABEL)}</div>
<nav class="nfk-nav" aria-label="Hovedmeny"><ul class="nfk-nav__list">{nav}</ul></nav>
<form class="nfk-search" action="/sok/" method="get" role="search"><label for="q" class="visually-hidden">Søk i NFK</label><input id="q" name="q" type="search" placeholder="Søk"><button type="submit">Søk</button></form>
<a class="nfk-login" href="https://innlogging.nfk.test/logginn?redirect=%2F">Logg inn</a>
</header>
<main id="innhold" class="nfk-main">
{main}
</main>
<footer class="nfk-footer" role="contentinfo">
<div class="nfk-footer__logo">NFK</div>
<ul class="nfk-footer__links">{footer_links}</ul>
<p class="nfk-footer__editor">Ansvarlig redaktør: Anne Lise Rød · Nyhetsredaktør: Tom Erik Vang</p>
<p>NFK er ansvarlig for innholdet på disse sidene. Vi følger Vær Varsom-plakatens regler for god presseskikk.</p>
<p>© NFK 2026</p>
</footer>
</div>
<div class="nfk-consent" role="dialog" aria-labelledby="consent-title"><h2 id="consent-title">Vi bruker informasjonskapsler</h2><p>Vi bruker informasjonskapsler for å gi deg en bedre opplevelse, måle bruk og tilpasse anbefalinger.</p><button class="nfk-consent__accept">Godta alle</button> <button class="nfk-consent__settings">Tilpass</button></div>
<script id="__nfk_state__" type="application/json">{self.state(doc)}</script>
<script src="/static/js/runtime.0b7f3a.js" defer></script>
<script src="/static/js/client.3f9a2c71.js" defer></script>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"pageType":"{page_kind(doc)}","section":"{esc(doc.section)}"}});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        items = []
        for n, r in doc.extra["crew"]:
            if n == "NTB":
                items.append('<li class="author author--agency"><span class="author__name">NTB</span></li>')
                continue
            target = PROFILE[n]
            items.append(
                f'<li class="author"><span class="author__avatar" aria-hidden="true"></span>{self.a(target, n, "byline", NAME_CLS)} <span class="author__role">{esc(r)}</span></li>'
            )
        return f'<ul class="authors" aria-label="Laget av">{"".join(items)}</ul>'

    def story_main(self, doc: Doc) -> str:
        if is_live(doc):
            return self.live_main(doc)
        pub = f'<span class="article-date datePublished">Publisert <time datetime="{doc.iso or ""}">{doc.stamp}</time></span>'
        if doc.iso is None:
            pub = f'<span class="article-date datePublished">Publisert <time>{doc.stamp}</time></span>'
        upd = ""
        if doc.extra.get("updated"):
            iso, txt = doc.extra["updated"]
            upd = f' <span class="article-date dateModified">Oppdatert <time datetime="{iso}">{txt}</time></span>'
        kicker = f'<div class="article-kicker">{esc(doc.extra["kicker"])}</div>' if doc.extra.get("kicker") else ""
        emne = (
            f'<div class="article-topics"><span>Emne:</span> {self.a("emne", "Ekstremvær", "content")}</div>'
            if doc.extra.get("emne")
            else ""
        )
        more = "".join(
            f'<li class="kur-room kur-room--small">{self.a(k, self.docs[k].title, "related", TITLE_CLS)}</li>'
            for k in [k for k in ARTS if k != doc.key][:5]
        )
        return f"""<article class="article article--{doc.shape}" data-id="{doc.extra["article_id"]}" itemscope itemtype="http://schema.org/NewsArticle">
<header class="article-header">
{kicker}<h1 class="title article-title" itemprop="headline">{esc(doc.title)}</h1>
<div class="article-lead" itemprop="description">{self.lead_html(doc, "<p>")}</div>
<div class="byline">{self.byline(doc)}<div class="article-dates">{pub}{upd}</div></div>
<div class="article-share"><span>Del</span> <a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://x.com/intent/post?url={esc(self.url(doc.key))}">X</a> <a href="mailto:?subject={esc(doc.title)}">E-post</a> <button class="copy-link">Kopier lenke</button></div>
</header>
<div class="article-body text-body" itemprop="articleBody">
{self.blocks(doc)}
</div>
<footer class="article-footer">
{emne}
<div class="article-tips"><h2>Har du tips om denne saken?</h2><p>Send oss en e-post på <a href="mailto:tips@nfk.test">tips@nfk.test</a> eller ring 2030.</p></div>
</footer>
</article>
<section class="more-from" aria-label="Mer fra NFK"><h2>Mer fra NFK</h2><ul>{more}</ul></section>"""

    def see_html(self, key: str, text: str) -> str:
        return f'<aside class="article-related-inline"><span class="label">Les også</span> {self.a(key, text.removeprefix("LES OGSÅ: "), "related")}</aside>'

    def teaser(self, k: str, big: bool = False) -> str:
        d = self.docs[k]
        label = ""
        if is_live(d):
            label = '<span class="kur-room__live">DIREKTE</span> '
        elif d.extra.get("kicker"):
            label = f'<span class="kur-room__kicker">{esc(d.extra["kicker"])}</span> '
        lede = f'<p class="kur-room__lead">{esc(self.lede(d))}</p>' if big and d.is_article and not is_live(d) else ""
        stamp = f'<span class="kur-room__time">{d.stamp}</span>' if d.stamp else ""
        return f'<div class="kur-room{" kur-room--large" if big else ""}">{label}{self.a(k, d.title, "content", TITLE_CLS)}{lede}{stamp}</div>'

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        rooms = "\n".join(self.teaser(k, big=i < 2) for i, k in enumerate(keys))
        nav = ""
        if doc.extra.get("more") and doc.key == "nyheter":
            nav = f'<div class="pagination">{self.a(doc.extra["more"], "Vis flere saker", "pagination")}</div>'
        if doc.extra.get("prev"):
            nav = f'<div class="pagination">{self.a(doc.extra["prev"], "Nyeste saker", "pagination")}</div>'
        head = f'<h1 class="front-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="visually-hidden">NFK – Nyheter, TV og radio</h1>'
            extra = (
                f'<section class="front-strip"><h2>Aktuelt</h2><ul><li>{self.a("emne", "Ekstremvær", "content")}</li><li>{self.a("nyheter", "Siste nytt", "content")}</li>'
                f'<li>{self.a("sok", "Mest søkt: ferje", "content")}</li><li><a href="https://tv.nfk.test/direkte/nfk1">Se NFK1 direkte</a></li></ul></section>'
                '<section class="front-strip"><h2>Populært i NFK TV</h2><ul><li><a href="https://tv.nfk.test/serie/fjellfolk">Fjellfolk</a></li><li><a href="https://tv.nfk.test/serie/dagsrevyen">Dagsrevyen</a></li></ul></section>'
            )
        if doc.kind == "author":
            head = f'<div class="profile"><h1>{esc(doc.title)}</h1><p class="profile__role">Journalist, NFK Vestland</p><p class="profile__bio">{esc(doc.extra["bio"])}</p><p><a href="mailto:kari.solberg@nfk.test">kari.solberg@nfk.test</a></p></div><h2>Siste saker</h2>'
            rooms += '\n<div class="kur-room"><a class="kur-room__title" href="/vestland/ras-stengte-fylkesvei-60-1.17180033">Ras stengte fylkesvei 60</a></div>'
        if doc.kind == "search":
            head = f'<h1 class="front-title">{esc(doc.title)}</h1><form action="/sok/" role="search"><input name="q" value="ferje"></form><p class="search-count">{len(keys) + 2} treff for «ferje»</p>'
            rooms += '\n<div class="kur-room"><a class="kur-room__title" href="/vestland/ny-elferje-pa-plass-1.17001234">Ny elferje på plass i Hardanger</a></div><div class="kur-room"><a class="kur-room__title" href="/nordland/ferjekaos-i-lofoten-1.16988012">Ferjekaos i Lofoten</a></div>'
        if doc.kind == "tag":
            head = f'<h1 class="front-title">{esc(doc.title)}</h1><p class="emne-desc">Alle saker om storm, flom, ras og annet farlig vær.</p>'
        return (
            f'<div class="front front--{doc.kind}">{head}\n<div class="kur-grid">\n{rooms}\n</div>\n{nav}{extra}</div>'
        )

    def live_main(self, doc: Doc) -> str:
        entries = "\n".join(
            f'<article class="live-entry" id="entry-{i}"><header><time class="live-entry__time">{t}</time> <span class="live-entry__author">Kari Solberg</span></header><h2 class="live-entry__title">{esc(h)}</h2><p>{esc(x)}</p></article>'
            for i, (t, h, x) in enumerate(doc.extra["entries"])
        )
        return f"""<div class="live">
<div class="live__badge">DIREKTE</div>
<h1 class="live__title">{esc(doc.title)}</h1>
<p class="live__intro">Uværet «Ingrid» skaper store problemer på Vestlandet. Her oppdaterer vi fortløpende.</p>
<p class="live__related">Les hele saken: {self.a("storm", self.docs["storm"].title, "content")}</p>
<div class="live__feed">
{entries}
</div>
<button class="live__more">Vis eldre oppdateringer</button>
</div>"""

    def service_main(self, doc: Doc) -> str:
        return f'<div class="info-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
