# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Dutch typographic quotes are deliberate)
"""De Avondpost: a Dutch daily with a magazine's columns and reviews (Volkskrant / NRC-like, a DPG Media-like
front end): `artstyle__header-title`, `artstyle__intro`, `artstyle__byline`, `artstyle__paragraph`,
`artstyle__columnist`, `artstyle__bio`; URLs `/binnenland/<slug>~b3f1a2c4/`, `/binnenland/?pagina=2`,
`/tag/woningmarkt/`, `/auteur/<slug>/`, `/zoeken?query=`. Bylines "Door Sanne de Vries" ("Door Sanne de Vries en
Pieter Jansen"; "ANP" on an agency brief); dates printed "4 december 2026, 21:40" (Europe/Amsterdam, +01:00) while
`<time datetime>` and the `NewsArticle` JSON-LD are in **UTC** (the column's 23:30Z on 4 December is 5 December,
00:30). The opinion piece has no JSON-LD. The column shows the columnist's photo and bio (not body); the op-ed ends
with a writer line (not body). The letters page ("Brieven") is an article; the puzzle page, the podcast page (show
notes) and a soft-404 ("Deze pagina bestaat niet (meer)", served with 200) are not."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["huur", "column", "brieven", "interview", "dijken", "trein", "recensie", "opinie"]
SLUG = {
    "Sanne de Vries": "sanne-de-vries",
    "Pieter Jansen": "pieter-jansen",
    "Herman Koopmans": "herman-koopmans",
    "Thomas Bakker": "thomas-bakker",
    "Eva Smit": "eva-smit",
    "Marloes van Dijk": "marloes-van-dijk",
}
P = '<p class="artstyle__paragraph">'
TAG_CLASS = 'class="artstyle__tag"'


class Avondpost(Base):
    origin = "https://www.avondpost.test"
    name = "De Avondpost"
    prefix = "avp"
    language = "nl"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "avp",
            [
                ".artstyle__header",
                ".artstyle__header-title",
                ".artstyle__intro",
                ".artstyle__byline",
                ".artstyle__paragraph",
                ".artstyle__columnist",
                ".teaser__title",
                ".app-header",
                ".app-footer",
                ".puzzle-grid",
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
                "De Avondpost",
                "dpg-home",
                list=["huur", "column", "dijken", "trein", "recensie", "interview", "opinie", "brieven", "podcast"],
            )
        )
        add(
            page(
                "binnenland",
                "/binnenland/",
                "section",
                "Binnenland",
                "dpg-section",
                list=["huur", "trein", "dijken"],
                more="binnenland2",
            )
        )
        add(
            page(
                "binnenland2",
                "/binnenland/?pagina=2",
                "section",
                "Binnenland",
                "dpg-section-page2",
                list=["opinie", "brieven"],
                older="binnenland",
            )
        )
        add(page("tag", "/tag/woningmarkt/", "tag", "Woningmarkt", "dpg-tag", list=["huur", "brieven"]))
        add(
            page("author", "/auteur/sanne-de-vries/", "author", "Sanne de Vries", "dpg-author", list=["huur", "dijken"])
        )
        add(
            page(
                "search",
                "/zoeken?query=dijken",
                "search",
                "Zoekresultaten voor ‘dijken’",
                "dpg-search",
                list=["dijken", "podcast"],
            )
        )
        add(
            page(
                "puzzel",
                "/puzzels/kruiswoordpuzzel-zaterdag~b4c5d6e7/",
                "puzzle",
                "De zaterdagse kruiswoordpuzzel",
                "puzzle-page",
                [
                    "Elke zaterdag een nieuwe kruiswoordpuzzel van Hans Zwart. Vul de puzzel online in of print hem uit.",
                    'RAW:<div class="puzzle-grid" data-puzzle-id="kw-2026-49" role="grid" aria-label="Kruiswoordpuzzel"><canvas width="600" height="600"></canvas></div><div class="puzzle-clues"><h3>Horizontaal</h3><ol><li>Waterkering langs een rivier (4)</li><li>Winterse lekkernij met krenten (8)</li><li>Hoofdstad van Friesland (10)</li><li>Zij bedient de pont (7)</li></ol><h3>Verticaal</h3><ol><li>Maand van Sinterklaas (8)</li><li>Vervoermiddel op rails (5)</li><li>Gereedschap voor bladeren (4)</li></ol></div><button class="puzzle-check">Controleer</button> <button class="puzzle-print">Print</button>',
                    "De oplossing van vorige week: BLADBLAZER.",
                ],
            )
        )
        add(
            page(
                "podcast",
                "/podcasts/de-avondpost-podcast-waarom-onze-dijken-omhoog-moeten~b5d6e7f8/",
                "podcast",
                "Waarom onze dijken omhoog moeten",
                "podcast-show-notes",
                [
                    "In deze aflevering van De Avondpost Podcast praat presentator Bas Mulder met verslaggever Sanne de Vries over de grootste dijkversterking sinds de Deltawerken. Waarom lopen de waterschappen achter, en wie gaat dat betalen?",
                    "Gast: Sanne de Vries. Presentatie: Bas Mulder. Redactie: Noor Aydin. Montage: Kees Verbeek.",
                    'RAW:<div class="podcast-player" data-episode="412"><audio controls preload="none" src="https://podcast.avondpost.test/afl-412.mp3"></audio><p class="podcast-duration">31 min.</p></div><p class="podcast-subscribe">Luister en abonneer via <a href="https://open.spotify.test/show/avondpost">Spotify</a>, <a href="https://podcasts.apple.test/nl/podcast/avondpost">Apple Podcasts</a> of uw favoriete podcastapp.</p>',
                ],
            )
        )
        add(
            page(
                "notfound",
                "/binnenland/gemeente-amersfoort-schrapt-plan-voor-nieuwe-woonwijk~b0a0b0c0/",
                "error",
                "Deze pagina bestaat niet (meer)",
                "soft-404-status-200",
                [
                    "Het artikel dat u zoekt, is verplaatst of verwijderd. Misschien heeft u een verkeerde link gevolgd, of is de pagina niet meer beschikbaar.",
                    "Probeer het opnieuw via de zoekfunctie of ga terug naar de voorpagina.",
                ],
            )
        )
        add(
            page(
                "over",
                "/over-ons/",
                "about",
                "Over De Avondpost",
                "dpg-static",
                [
                    "De Avondpost is een onafhankelijke krant, opgericht in 1921 in Amsterdam. De redactie telt ruim driehonderd journalisten, in Nederland en in het buitenland.",
                    "De Avondpost hanteert de Code voor de journalistiek van de Raad voor de Journalistiek. Klachten over onze berichtgeving kunt u richten aan de ombudsman via ombudsman@avondpost.test.",
                    "De Avondpost is een uitgave van Avondpost Media B.V., Jacob Bontiusplaats 9, 1018 LL Amsterdam.",
                ],
            )
        )
        add(
            story(
                "huur",
                "/binnenland/utrechtse-huurders-krijgen-hulp-bij-te-hoge-servicekosten~b3f1a2c4/",
                "Utrechtse huurders krijgen hulp bij te hoge servicekosten",
                "2026-12-04",
                "2026-12-04T20:40:00.000Z",
                "4 december 2026, 21:40",
                ["Sanne de Vries"],
                [
                    "Huurders in Utrecht die twijfelen aan de hoogte van hun servicekosten, kunnen vanaf januari terecht bij een nieuw gemeentelijk steunpunt. Daar controleren juristen gratis de jaarlijkse afrekening en helpen ze huurders als dat nodig is met een procedure bij de Huurcommissie. Dat heeft wethouder Wonen Fatima el Amrani donderdagavond aangekondigd.",
                    "Servicekosten zijn de bedragen die huurders naast de kale huur betalen, bijvoorbeeld voor de schoonmaak van trappenhuizen, de verlichting van gemeenschappelijke ruimtes of een huismeester. Verhuurders mogen daarop geen winst maken: ze mogen alleen de werkelijke kosten doorberekenen. In de praktijk gaat dat volgens huurdersorganisaties regelmatig mis.",
                    "‘We zien afrekeningen met posten die er niet thuishoren, zoals het onderhoud van de lift in een ander gebouw of de kosten van een beheerder die nooit langskomt’, zegt Joris Hendriks van de Huurdersvereniging Utrecht. ‘Huurders weten vaak niet dat ze daartegen bezwaar kunnen maken, of ze durven het niet.’",
                    "FIG: Een nieuwbouwcomplex in Utrecht-Leidsche Rijn | Vooral in nieuwbouwcomplexen lopen de servicekosten op. Beeld Jeroen Kok",
                    "Uit cijfers van de Huurcommissie blijkt dat het aantal geschillen over servicekosten in vijf jaar tijd bijna is verdubbeld, tot ruim 4.800 zaken vorig jaar. In ongeveer twee derde van de gevallen krijgt de huurder geheel of gedeeltelijk gelijk. Vooral in nieuwbouwcomplexen van grote beleggers, waar huurders betalen voor voorzieningen als een fitnessruimte of een pakketkluis, lopen de bedragen op.",
                    "Het Utrechtse steunpunt krijgt een budget van 350 duizend euro per jaar en wordt ondergebracht bij het Juridisch Loket. De gemeente verwacht in het eerste jaar zo’n 1.500 huurders te helpen. ‘Het gaat om honderden euro’s per jaar per huishouden’, zei El Amrani. ‘Voor mensen die al moeite hebben om rond te komen, is dat veel geld.’",
                    "Verhuurdersorganisatie IVBN laat in een reactie weten dat de meeste leden ‘zorgvuldig en transparant’ afrekenen, maar dat fouten ‘helaas niet altijd te voorkomen’ zijn. De organisatie zegt open te staan voor overleg met de gemeente.",
                ],
                "news-door-byline-utc-jsonld",
                section="Binnenland",
                dek="De gemeente Utrecht opent een loket voor huurders die vermoeden dat ze te veel servicekosten betalen. Volgens de Huurcommissie is het een groeiend probleem, vooral in nieuwbouwcomplexen.",
                tag=True,
            )
        )
        add(
            story(
                "column",
                "/columns-opinie/de-bladblazer-van-mijn-buurman~b8e9f0a1/",
                "De bladblazer van mijn buurman",
                "2026-12-05",
                "2026-12-04T23:30:00.000Z",
                "5 december 2026, 00:30",
                ["Herman Koopmans"],
                [
                    "Sinds oktober word ik op zaterdagochtend gewekt door de bladblazer van mijn buurman. Om kwart over acht precies, alsof hij er een wekker voor zet. Eerst een aanzwellend gejank, dan een aanhoudend geloei, en dan, als ik net denk dat het voorbij is, nog een laatste ronde langs de schutting. Daarna is het stil en liggen alle bladeren in een keurige hoop bij de container. Tot het de volgende nacht waait.",
                    "Ik heb lang gedacht dat ik hier iets van moest vinden. In mijn straat vinden we namelijk overal iets van. Er is een appgroep voor de buurt, waarin in de herfst vooral over bladeren wordt geklaagd: over bladeren die van andermans bomen in je dakgoot vallen, over bladeren die de gemeente te laat opruimt, en over mensen die hun bladeren op de stoep blazen in plaats van in hun eigen tuin.",
                    "Mijn buurman doet in die groep nooit mee. Hij is 81, woont sinds 1968 in zijn huis en heeft, voor zover ik weet, nog nooit een appgroep van binnen gezien. Zijn tuin is de netste van de straat. Toen zijn vrouw nog leefde, hielp ze hem; nu doet hij het alleen, met de bladblazer die hij drie jaar geleden van zijn kleinzoon kreeg.",
                    "Vorige week zag ik hem na afloop op het muurtje zitten, uitgeput, de bladblazer naast zich. Ik vroeg of het ging. ‘Prima’, zei hij. ‘Het moet alleen wel gebeuren, hè. Anders wordt het een rommeltje.’ Toen vertelde hij dat hij het liefst met de hark werkt, maar dat zijn rug dat niet meer toelaat. De bladblazer was een compromis tussen hem en zijn lichaam.",
                    "Sindsdien hoor ik het gejank op zaterdagochtend anders. Niet als herrie, maar als een man die weigert zich neer te leggen bij een rommeltje. Dat is, als je erover nadenkt, een van de ontroerendste dingen die een mens kan doen.",
                    "Afgelopen zaterdag ben ik om tien over acht naar buiten gegaan met een hark. We hebben samen zijn tuin gedaan, en daarna de mijne. Het duurde twee keer zo lang, en het was een stuk stiller. In de appgroep schreef iemand later dat het ‘opvallend rustig’ was geweest in de straat. Niemand wist waarom. Ik heb het maar zo gelaten.",
                ],
                "column-photo-bio-utc-crosses-midnight",
                section="Columns & Opinie",
                label="Column",
                columnist=True,
            )
        )
        add(
            story(
                "brieven",
                "/columns-opinie/brieven-de-dorpsbibliotheek-de-servicekosten-en-de-nachttrein~b2c3d4e5/",
                "Brieven: de dorpsbibliotheek, de servicekosten en de nachttrein",
                "2026-12-04",
                "2026-12-04T15:00:00.000Z",
                "4 december 2026, 16:00",
                [],
                [
                    'RAW:<div class="artstyle__letters-intro"><p>Elke dag selecteert de redactie een aantal brieven van lezers. Reageren? Stuur uw brief (maximaal 200 woorden) naar <a href="mailto:brieven@avondpost.test">brieven@avondpost.test</a>. Vermeld uw naam en woonplaats; anonieme brieven plaatsen wij niet.</p></div>',
                    "### Bibliotheek is meer dan boeken",
                    "Met verdriet las ik dat de bibliotheek in ons dorp per 1 maart dichtgaat. Voor de gemeente is het een bezuiniging van 80 duizend euro, voor ons dorp verdwijnt de laatste plek waar je zonder iets te kopen kunt binnenlopen. Ouderen lezen er de krant, scholieren maken er hun huiswerk en nieuwkomers krijgen er taalles. Een bibliotheekbus eens per week is daar geen vervanging voor. Ik hoop dat de gemeenteraad nog eens goed nadenkt over wat hier op het spel staat.",
                    "Annelies Wouters, Hellendoorn",
                    "### Servicekosten",
                    "Goed dat de gemeente Utrecht huurders gaat helpen met hun servicekosten ([[huur|Binnenland, 4 december]]). In ons complex betalen we al jaren voor een ‘huismeester’ die we nog nooit hebben gezien. Toen we daar vragen over stelden, kregen we een brief van drie kantjes juridische taal terug. Ik vermoed dat veel huurders dan opgeven. Een loket waar je gewoon met je vraag naartoe kunt, is precies wat nodig is.",
                    "Rachid Bouzid, Utrecht",
                    "### Nachttrein",
                    "Wat jammer dat de nachttrein naar Wenen vanaf volgend jaar nog maar drie keer per week rijdt. Wij namen hem deze zomer met onze twee kinderen en het was het hoogtepunt van de vakantie. Als de politiek wil dat we minder vliegen, moet ze het treinreizen ook aantrekkelijk maken, in plaats van alternatieven te laten verdwijnen.",
                    "Maarten en Ilse de Groot, Nijmegen",
                    "### Dijken",
                    "In uw achtergrondstuk over de dijken ([[dijken|Binnenland, 3 december]]) mis ik één ding: wie gaat dat betalen? De waterschapsbelasting is in onze regio in vijf jaar met bijna 40 procent gestegen. Ik begrijp dat veiligheid voorgaat, maar ik zou graag lezen hoe de kosten eerlijker kunnen worden verdeeld.",
                    "Gerrit Postma, Leeuwarden",
                ],
                "letters-page-signed-letters-no-author",
                section="Columns & Opinie",
                label="Brieven",
                tag=True,
                credit="Brieven",
            )
        )
        add(
            story(
                "interview",
                "/cultuur-media/regisseur-lotte-brouwer-ik-wilde-een-film-over-mensen-die-blijven~b6a7b8c9/",
                "Regisseur Lotte Brouwer: ‘Ik wilde een film over mensen die blijven’",
                "2026-12-03",
                "2026-12-03T10:15:00.000Z",
                "3 december 2026, 11:15",
                ["Thomas Bakker"],
                [
                    "Lotte Brouwer (44) groeide op in een dorp bij Appingedam en woont al twintig jaar in Amsterdam. Toch bleef ze steeds terugkeren naar het noorden. ‘Elke keer dat ik thuis was, hoorde ik nieuwe verhalen over scheuren in muren, over buren die vertrokken, over mensen die wachtten op een brief van een instantie’, zegt ze in een café in Amsterdam-Oost.",
                    "Q: Waarom een film over wachten? || Omdat dat voor mij de kern was van wat ik zag. Iedereen praat over de aardbevingen, maar het ergste was volgens veel mensen niet de schade zelf. Het ergste was het wachten: op een taxateur, op een besluit, op geld. Jaren van je leven die op pauze staan. Daar wilde ik een film over maken.",
                    "Q: De familie in de film weigert te vertrekken, ook als hun huis onveilig wordt verklaard. Begrijpt u dat? || Heel goed. Voor mensen van buiten lijkt het onverstandig, maar zo’n boerderij is vaak al vier of vijf generaties in de familie. Je laat niet alleen een huis achter, je laat je ouders en grootouders achter. De vader in de film zegt op een gegeven moment: ‘Als ik wegga, hebben zij gewonnen.’ Wie ‘zij’ zijn, zegt hij er niet bij. Dat hoeft ook niet.",
                    "Q: U werkte met veel acteurs zonder ervaring. Waarom? || De hoofdrollen worden gespeeld door professionele acteurs, maar bijna alle bijrollen door mensen uit de regio. Ik wilde dat het Gronings klopte, en dat de mensen op de achtergrond niet speelden dat ze zich zorgen maakten. Veel van hen hebben zelf schade gehad. Op de set kwamen soms verhalen los die ik nooit had kunnen schrijven.",
                    "FIG: Lotte Brouwer op een bankje in Amsterdam-Oost | Lotte Brouwer: ‘Het is geen pamflet.’ Beeld Marieke Hoek",
                    "Q: Bent u bang dat de film als politiek statement wordt gezien? || Het is geen pamflet, maar ik zou liegen als ik zei dat de film niets over politiek zegt. Hij gaat over wat er met mensen gebeurt als een overheid jarenlang niet luistert. Maar ik laat vooral een gezin zien, met ruzies en grappen en een verjaardag. Dat leek me sterker dan een betoog.",
                    "Q: Wat hoopt u dat het publiek meeneemt? || Geduld, misschien. Of juist ongeduld. Ik hoop vooral dat mensen na afloop iemand bellen die ze lang niet hebben gesproken. Dat klinkt klein, maar daar gaat de film over: dat je elkaar niet kwijtraakt terwijl je wacht.",
                    "De Wachters draait vanaf donderdag in de bioscoop. Lees ook onze [[recensie|recensie van de film]].",
                ],
                "interview-bold-questions-no-prefix",
                section="Cultuur & Media",
                label="Interview",
                dek="Met De Wachters, over een gezin dat weigert zijn boerderij in Groningen te verlaten, won Lotte Brouwer dit najaar de prijs voor beste film op het Nederlands Film Festival. Donderdag gaat de film in première.",
            )
        )
        add(
            story(
                "dijken",
                "/binnenland/waarom-de-dijken-de-komende-jaren-flink-omhoog-moeten~b1d2e3f4/",
                "Waarom de dijken de komende jaren flink omhoog moeten",
                "2026-12-03",
                "2026-12-03T05:00:00.000Z",
                "3 december 2026, 06:00",
                ["Sanne de Vries", "Pieter Jansen"],
                [
                    "Langs de Lek bij Culemborg staat een rij gele graafmachines stil in de regen. Het werk aan de dijk ligt al drie weken plat, omdat een vergunning voor het kappen van een rij populieren nog niet rond is. ‘Dit is typisch’, zegt projectleider Wouter van Leeuwen van het waterschap. ‘Het technische deel hebben we prima onder controle. Het is al het andere dat tijd kost.’",
                    "De dijk bij Culemborg is een van de ruim 1.500 kilometer aan waterkeringen die volgens het Hoogwaterbeschermingsprogramma vóór 2050 moeten worden versterkt. Sinds 2017 gelden in Nederland strengere normen: dijken moeten niet alleen een bepaalde waterstand kunnen keren, het risico om door een overstroming om het leven te komen moet voor iedere inwoner achter de dijk kleiner zijn dan één op honderdduizend per jaar.",
                    "## Achterstand",
                    "Dat klinkt abstract, maar de gevolgen zijn concreet. Veel dijken zijn volgens de berekeningen te laag, te smal of te zwak in de ondergrond. Vooral een verschijnsel dat ‘piping’ heet, baart zorgen: bij hoogwater stroomt grondwater onder de dijk door en neemt het zand mee, waardoor de dijk van onderen kan worden uitgehold. Tegen piping helpt alleen een bredere dijk of een scherm diep in de grond, en beide zijn duur.",
                    "Uit de laatste voortgangsrapportage blijkt dat de waterschappen achterlopen. Tot nu toe is ongeveer 350 kilometer versterkt. Om in 2050 klaar te zijn, moet het tempo bijna verdubbelen, naar zo’n 75 kilometer per jaar. De kosten worden geraamd op 13 miljard euro, ruim 2 miljard meer dan bij de start van het programma.",
                    'RAW:<aside class="artstyle__related"><span>Lees ook</span><a href="/binnenland/gemeente-amersfoort-schrapt-plan-voor-nieuwe-woonwijk~b0a0b0c0/">Gemeente Amersfoort schrapt plan voor nieuwe woonwijk in de uiterwaarden</a></aside>',
                    "## Wie betaalt?",
                    "Het Rijk betaalt het grootste deel, de waterschappen de rest. Dat laatste merken inwoners in hun belastingaanslag: in sommige regio’s is de waterschapsbelasting de afgelopen jaren met tientallen procenten gestegen. De Unie van Waterschappen pleit daarom voor een grotere bijdrage van het Rijk. ‘Hoogwaterbescherming is een nationale taak’, zegt voorzitter Hanneke Dijkstra. ‘Iemand in Limburg heeft net zo goed belang bij een sterke dijk in Friesland.’",
                    "Ook het klimaat speelt mee. De normen zijn gebaseerd op een zeespiegelstijging die volgens de nieuwste scenario’s van het KNMI aan de lage kant zou kunnen zijn. Waterschappen houden bij nieuwe ontwerpen daarom al rekening met extra ruimte, zodat een dijk later relatief eenvoudig kan worden opgehoogd.",
                    "In Culemborg hopen ze dat de graafmachines volgende week weer kunnen rijden. Van Leeuwen kijkt naar de rivier, die na dagen regen een stuk hoger staat dan normaal. ‘Zolang het water binnen de uiterwaarden blijft, is er niets aan de hand’, zegt hij. ‘Maar we bouwen voor de dag dat dat niet zo is.’",
                    'RAW:<p class="artstyle__podcast-tip">Luister ook naar <a href="/podcasts/de-avondpost-podcast-waarom-onze-dijken-omhoog-moeten~b5d6e7f8/">De Avondpost Podcast over de dijken</a>.</p>',
                ],
                "background-two-authors-subheads",
                section="Binnenland",
                label="Achtergrond",
                dek="Nederland staat voor de grootste dijkversterking sinds de Deltawerken. Waterschappen werken aan honderden kilometers dijk, maar de kosten lopen op en het tempo ligt te laag.",
            )
        )
        add(
            story(
                "trein",
                "/binnenland/treinverkeer-tussen-amsterdam-en-utrecht-weer-op-gang-na-storing~b7f8a9b0/",
                "Treinverkeer tussen Amsterdam en Utrecht weer op gang na storing",
                "2026-12-04",
                "2026-12-04T08:52:00.000Z",
                "4 december 2026, 09:52",
                [],
                [
                    "Tussen Amsterdam Centraal en Utrecht Centraal rijden de treinen weer volgens de dienstregeling. Een storing in het beveiligingssysteem bij Abcoude zorgde vrijdagochtend ruim twee uur lang voor grote vertragingen en uitgevallen treinen, meldt ProRail.",
                    "De storing ontstond rond 07.10 uur, midden in de ochtendspits. Reizigers kregen het advies via Amsterdam Zuid te reizen of extra reistijd in te plannen. Rond 09.30 uur was het probleem verholpen.",
                    "Wat de oorzaak van de storing was, wordt nog onderzocht.",
                ],
                "agency-brief-anp",
                section="Binnenland",
                credit="ANP",
            )
        )
        add(
            story(
                "recensie",
                "/cultuur-media/de-wachters-is-een-ingetogen-familiedrama-dat-lang-blijft-nazinderen~b9c0d1e2/",
                "‘De Wachters’ is een ingetogen familiedrama dat lang blijft nazinderen",
                "2026-12-03",
                "2026-12-03T13:30:00.000Z",
                "3 december 2026, 14:30",
                ["Eva Smit"],
                [
                    "Het eerste shot van De Wachters duurt bijna twee minuten. We zien een boerenerf in Noord-Groningen, een grijze ochtend, een hond die over het erf loopt. Dan, bijna onmerkbaar, schuift een scheur in de muur van de stal langzaam in beeld. Het is een typerend begin voor een film die zijn kracht haalt uit geduld en kleine details.",
                    "Regisseur Lotte Brouwer volgt het gezin Bosma, dat al vijf generaties op dezelfde boerderij woont. Na de zoveelste beving wordt het huis onveilig verklaard en krijgt de familie het advies te vertrekken. Vader Jan (een sterke, zwijgzame Rick Hoekstra) weigert. Moeder Grietje (Anna Zijlstra) twijfelt, en de twee volwassen kinderen hebben elk hun eigen redenen om te blijven of juist weg te willen.",
                    "Brouwer maakt er geen aanklacht van, al is de machteloosheid tegenover instanties voortdurend voelbaar. Telefoongesprekken met een klantenservice, een taxateur die twee keer komt meten en niets belooft, een brief die zoekraakt: het zijn scènes die voor veel Groningers pijnlijk herkenbaar zullen zijn. Maar de film gaat vooral over wat het wachten met een gezin doet.",
                    "Dat werkt het best in de stille momenten. Een verjaardag aan een keukentafel waar niemand over het huis begint, terwijl iedereen eraan denkt. Jan die ’s nachts met een zaklamp langs de muren loopt. De bijrollen, grotendeels gespeeld door bewoners uit de regio, geven de film een echtheid die je zelden ziet.",
                    "Helemaal vlekkeloos is het niet. In het laatste halfuur stapelt Brouwer de dramatische wendingen iets te snel op elkaar, en een zijlijn over de zoon en een vriendin in de stad blijft onderbelicht. Maar het slotbeeld, weer op hetzelfde erf, maakt veel goed. De Wachters is een film die je niet snel vergeet.",
                    'RAW:<div class="artstyle__review-info"><p><strong>De Wachters</strong></p><p>Drama. Regie: Lotte Brouwer. Met Rick Hoekstra, Anna Zijlstra, Sem de Boer. 112 min. Vanaf 3 december in de bioscoop.</p></div>',
                ],
                "film-review-stars",
                section="Cultuur & Media",
                label="Recensie",
                stars=4,
                dek="Lotte Brouwer maakte met haar speelfilm over een Gronings boerengezin een stil en precies portret van machteloosheid.",
            )
        )
        add(
            story(
                "opinie",
                "/columns-opinie/geef-leraren-hun-woensdagmiddag-terug~b0e1f2a3/",
                "Geef leraren hun woensdagmiddag terug",
                "2026-12-02",
                None,
                "2 december 2026, 19:00",
                ["Marloes van Dijk"],
                [
                    "Toen ik twintig jaar geleden voor de klas begon, was de woensdagmiddag heilig. Om half een ging de bel, en de rest van de dag was voor nakijken, lessen voorbereiden en, eerlijk is eerlijk, een kop koffie met collega’s waarbij we bespraken hoe het met leerlingen ging. Die middag was geen luxe. Het was de plek waar het vak werd onderhouden.",
                    "Op mijn school, en op veel andere scholen, bestaat die middag niet meer. Hij is opgeslokt door teamvergaderingen, scholingsbijeenkomsten, ouderavonden en overleg over het nieuwe leerlingvolgsysteem. Het nakijken gebeurt nu ’s avonds aan de keukentafel, als mijn eigen kinderen naar bed zijn.",
                    "Ik klaag niet graag. Ik houd van mijn vak, en ik weet dat het in andere beroepen ook druk is. Maar het lerarentekort is geen natuurverschijnsel. Uit onderzoek van de onderwijsvakbond blijkt dat bijna de helft van de beginnende docenten binnen vijf jaar het onderwijs verlaat. De belangrijkste reden is niet het salaris, maar de werkdruk, en dan vooral het werk buiten de lessen.",
                    "Er wordt veel gesproken over meer geld voor het onderwijs, en dat is nodig. Maar geld alleen lost dit niet op. Wat leraren nodig hebben, is tijd: ononderbroken tijd, zonder vergaderingen, om na te denken over hun lessen en hun leerlingen. Een vaste middag per week zou een eenvoudig begin zijn.",
                    "Schoolbesturen kunnen dat morgen regelen. Het vraagt alleen de moed om te erkennen dat niet elk overleg noodzakelijk is, en dat een docent die goed voorbereid voor de klas staat meer waard is dan een docent die op tijd al zijn formulieren heeft ingevuld.",
                    "Geef ons de woensdagmiddag terug. De leerlingen zullen het merken.",
                    "SIGN: Marloes van Dijk is docent Nederlands aan een middelbare school in Deventer.",
                ],
                "op-ed-writer-line-no-jsonld",
                section="Columns & Opinie",
                label="Opinie",
                nold=True,
                nodoor=True,
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        m = [
            f"<title>{esc('Pagina niet gevonden' if doc.kind == 'error' else doc.title)} | De Avondpost</title>",
            f'<meta name="description" content="{esc(doc.dek or "Nieuws, achtergronden, columns en recensies van De Avondpost.")}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="De Avondpost">',
            '<meta property="og:locale" content="nl_NL">',
        ]
        if doc.kind == "error":
            m.append('<meta name="robots" content="noindex">')
        if doc.is_article:
            if doc.iso:
                m.append(f'<meta property="article:published_time" content="{doc.iso}">')
            m.append(f'<meta property="article:section" content="{esc(doc.section)}">')
            if not doc.extra.get("nold"):
                if doc.authors:
                    authors = [
                        {"@type": "Person", "name": a, "url": f"{self.origin}/auteur/{SLUG[a]}/"} for a in doc.authors
                    ]
                else:
                    authors = [
                        {"@type": "Organization", "name": "ANP" if doc.extra.get("credit") == "ANP" else "De Avondpost"}
                    ]
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "description": doc.dek or doc.title,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": authors,
                    "publisher": {
                        "@type": "Organization",
                        "name": "De Avondpost",
                        "logo": {"@type": "ImageObject", "url": "https://www.avondpost.test/assets/logo-amp.png"},
                    },
                    "isAccessibleForFree": "True",
                    "mainEntityOfPage": self.url(doc.key),
                    "inLanguage": "nl-NL",
                }
                m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(m)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="app-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("binnenland", "Binnenland"),
                ("column", "Columns & Opinie"),
                ("recensie", "Cultuur & Media"),
                ("puzzel", "Puzzels"),
                ("podcast", "Podcasts"),
                ("search", "Zoeken"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="https://static.avondpost.test/assets/css/app.8c1e4b.css">
<link rel="alternate" type="application/rss+xml" title="De Avondpost" href="https://www.avondpost.test/voorpagina/rss.xml">
<style>/*PAD*/</style>
<script>window.__DPG_CONFIG__={{"pageType":"{doc.kind}","section":"{esc(doc.section or "voorpagina")}","paywall":"registration","brand":"avondpost"}};</script>
<script src="https://myprivacy.avondpost.test/consent/sdk.js" async></script>
</head>
<body class="app app--{doc.kind}">
<div id="privacy-gate" class="privacy-gate" role="dialog"><p>De Avondpost en haar partners gebruiken cookies en vergelijkbare technieken om onze website te verbeteren, advertenties en content te personaliseren en om te analyseren hoe onze site wordt gebruikt. Klik op ‘Akkoord’ om hiermee in te stemmen.</p><button class="privacy-gate__accept">Akkoord</button> <a href="https://myprivacy.avondpost.test/instellingen">Instellingen aanpassen</a></div>
<header class="app-header">
<div class="app-header__logo">{self.a("home", "De Avondpost", "nav", 'class="app-header__logo-link" aria-label="De Avondpost voorpagina"')}</div>
<nav class="app-nav" aria-label="Hoofdnavigatie"><ul>{nav}</ul></nav>
<div class="app-header__account"><a href="https://login.avondpost.test/inloggen">Inloggen</a> <a class="app-header__subscribe" href="https://abonnement.avondpost.test/?utm_source=header">Abonneer</a></div>
</header>
<main class="app-main" id="main">
{main}
</main>
<footer class="app-footer">
<div class="app-footer__logo">{self.a("home", "De Avondpost", "footer")}</div>
<ul class="app-footer__links"><li>{self.a("over", "Over De Avondpost", "footer")}</li><li><a href="/colofon/">Colofon</a></li><li><a href="/contact/">Contact</a></li><li><a href="/ombudsman/">Ombudsman</a></li><li><a href="https://www.avondpostmedia.test/privacy">Privacystatement</a></li><li><a href="https://www.avondpostmedia.test/cookies">Cookiebeleid</a></li><li><a href="https://abonnement.avondpost.test/service">Klantenservice</a></li></ul>
<p class="app-footer__copyright">© 2026 Avondpost Media B.V. Alle rechten voorbehouden.</p>
</footer>
<script src="https://static.avondpost.test/assets/js/app.3f9a2d.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        label = doc.extra.get("label") or doc.section
        if doc.authors:
            links = []
            for a in doc.authors:
                if a == "Sanne de Vries":
                    links.append(self.a("author", a, "byline", 'class="artstyle__byline__author"'))
                else:
                    links.append(f'<a class="artstyle__byline__author" href="/auteur/{SLUG[a]}/">{esc(a)}</a>')
            who = ("" if doc.extra.get("nodoor") else "Door ") + " en ".join(links)
        else:
            who = esc(doc.extra.get("credit", ""))
        stars = ""
        if doc.extra.get("stars"):
            n = doc.extra["stars"]
            stars = f'<div class="artstyle__rating" aria-label="{n} van de 5 sterren">{"★" * n}{"☆" * (5 - n)}</div>'
        columnist = ""
        bio = ""
        if doc.extra.get("columnist"):
            columnist = f'<figure class="artstyle__columnist"><img src="https://images.avondpost.test/auteurs/{SLUG[doc.authors[0]]}.png" alt="{esc(doc.authors[0])}" width="160" height="160"><figcaption>{esc(doc.authors[0])}</figcaption></figure>'
            bio = '<div class="artstyle__bio"><p>Herman Koopmans is schrijver en columnist. Hij schreef onder meer de verhalenbundel ‘Achter de heg’. Zijn column verschijnt elke zaterdag in De Avondpost.</p></div>'
        dek = f'<p class="artstyle__intro">{esc(doc.dek)}</p>' if doc.dek else ""
        tag = (
            f'<div class="artstyle__tags">{self.a("tag", "Woningmarkt", "content", TAG_CLASS)} <a class="artstyle__tag" href="/tag/utrecht/">Utrecht</a></div>'
            if doc.extra.get("tag")
            else ""
        )
        rel = "".join(
            f'<li class="teaser teaser--compact"><h3 class="teaser__title">{self.a(k, self.docs[k].title, "related")}</h3></li>'
            for k in ARTS
            if k != doc.key
        )
        comments = (
            '<div class="artstyle__comments"><h3>Reacties</h3><p>Praat mee over dit artikel. <a href="https://login.avondpost.test/inloggen?redirect=reacties">Log in</a> om een reactie te plaatsen.</p></div>'
            if doc.key in ("column", "opinie", "huur")
            else ""
        )
        return f"""<article class="artstyle artstyle--{esc(label.lower().replace(" ", "-").replace("&", "en"))}">
<header class="artstyle__header">
<div class="artstyle__labels"><span class="artstyle__label">{esc(label)}</span></div>
{columnist}
<h1 class="artstyle__header-title">{esc(doc.title)}</h1>
{stars}
{dek}
<div class="artstyle__byline"><span class="artstyle__byline__authors">{who}</span> <time class="artstyle__byline__datetime" datetime="{doc.iso or "2026-12-02T18:00:00.000Z"}">{esc(doc.stamp)}</time></div>
<div class="artstyle__share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Delen op Facebook</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}">Delen via WhatsApp</a> <button class="artstyle__share-gift">Cadeau geven</button></div>
</header>
<div class="artstyle__main">
{self.blocks(doc, p_tag=P)}
</div>
{bio}
{tag}
{comments}
</article>
<aside class="related"><h2>Meer van De Avondpost</h2><ul>{rel}</ul></aside>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            label = d.extra.get("label") or ("Podcast" if d.kind == "podcast" else d.section)
            who = f'<span class="teaser__byline">{esc(" en ".join(d.authors))}</span>' if d.authors else ""
            items.append(
                f'<article class="teaser"><span class="teaser__label">{esc(label)}</span><h3 class="teaser__title">{self.a(k, d.title, "content")}</h3><p class="teaser__intro">{esc(d.dek or self.lede(d))}</p>{who} <time class="teaser__time">{esc(d.stamp or "4 december 2026")}</time></article>'
            )
        head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="author-page"><img src="https://images.avondpost.test/auteurs/sanne-de-vries.png" alt="Sanne de Vries"><h1 class="section-title">{esc(doc.title)}</h1><p>Sanne de Vries is verslaggever binnenland en schrijft over wonen, water en ruimtelijke ordening.</p><a href="mailto:s.devries@avondpost.test">s.devries@avondpost.test</a></div>'
        if doc.kind == "search":
            head = f'<form class="search-form" action="/zoeken"><input type="search" name="query" value="dijken"><button>Zoeken</button></form><h1 class="section-title">{esc(doc.title)}</h1>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="pagination">{self.a(doc.extra["more"], "Meer artikelen", "pagination")}</nav>'
        if doc.extra.get("older"):
            pag = f'<nav class="pagination">{self.a(doc.extra["older"], "Vorige", "pagination")} <span>Pagina 2</span></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="home-more"><h2>Meer</h2><ul><li>{self.a("binnenland", "Binnenland", "content")}</li><li>{self.a("tag", "Woningmarkt", "content")}</li><li>{self.a("puzzel", "Puzzels", "content")}</li><li>{self.a("author", "Sanne de Vries", "content")}</li></ul></section>'
        return f'<div class="section-page">{head}<div class="teaser-list">{"".join(items)}</div>{pag}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "error":
            return f'<div class="error-page"><p class="error-page__code">Oeps!</p><h1 class="section-title">{esc(doc.title)}</h1>\n{self.blocks(doc, p_tag=P)}\n<p>{self.a("home", "Naar de voorpagina", "content")} · {self.a("search", "Zoeken", "content")}</p></div>'
        if doc.kind == "podcast":
            return f'<article class="podcast-episode"><span class="artstyle__label">De Avondpost Podcast</span><h1 class="artstyle__header-title">{esc(doc.title)}</h1><time datetime="2026-12-03T04:00:00.000Z">3 december 2026</time>\n{self.blocks(doc, p_tag=P)}\n<p>{self.a("dijken", "Lees het achtergrondverhaal", "content")}</p></article>'
        if doc.kind == "puzzle":
            return f'<div class="puzzle-page"><h1 class="section-title">{esc(doc.title)}</h1>\n{self.blocks(doc, p_tag=P)}\n<p><a href="/puzzels/">Alle puzzels</a> · <a href="/puzzels/sudoku/">Sudoku</a> · <a href="/puzzels/woordzoeker/">Woordzoeker</a></p></div>'
        return f'<div class="static-page"><h1 class="section-title">{esc(doc.title)}</h1>\n{self.blocks(doc, p_tag=P)}\n</div>'
