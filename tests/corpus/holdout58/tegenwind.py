# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Dutch typographic quotes are deliberate)
"""Tegenwind: a Follow the Money / De Correspondent-like Dutch member-funded climate and environment newsroom
(`/artikelen/<slug>`, `/dossiers/klimaat?pagina=2`, `/onderwerpen/<slug>`, `/auteurs/<slug>`, `/zoeken?q=`,
`/data/klimaatdashboard`, `/lid-worden`), Dutch, UTF-8, dates printed "4 december 2026" (Amsterdam, +01:00),
bylines "Door Sanne de Vries en Pieter Bakker".

Quirks: the long reads carry **footnotes** — a superscript number at the end of a paragraph and a "Noten" list
under the text (neither is body); the members-only offshore-grid story serves its headline, byline, date and
**three paragraphs** before "Word lid om verder te lezen" (an article: its body is those three paragraphs), while
the Groningen story serves only a **one-sentence intro** before the wall (not an article, `subscribe`); the heat-
pump story ends with a "Correctie" note (not body); the short court brief is credited "Door onze redactie" (no
person); the explainer has no JSON-LD; the others carry `NewsArticle` JSON-LD in +01:00 with
`isAccessibleForFree` false and a `hasPart` on the locked story. The climate dashboard (charts, a table and two
short paragraphs of framing, "Laatst bijgewerkt") is a data page, not an article. Member comments ("Bijdragen")
under two stories."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["kort", "deltanorm", "paywall", "warmtepomp", "stikstof", "co2heffing", "column", "interview"]
AUTHORS = {
    "Sanne de Vries": "author",
    "Pieter Bakker": "/auteurs/pieter-bakker",
    "Femke Jansen": "/auteurs/femke-jansen",
    "Joris Smit": "/auteurs/joris-smit",
}
BUTTON = 'class="button button--primary"'
CARD = 'class="card__title"'


class Tegenwind(Base):
    origin = "https://www.tegenwind.test"
    name = "Tegenwind"
    prefix = "tgw"
    language = "nl"
    content_type = "text/html; charset=utf-8"
    fn_html = '<sup class="footnote-ref"><a href="#noot-{n}" id="ref-{n}" aria-label="Noot {n}">{n}</a></sup>'

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tgw",
            [
                ".site-header__nav",
                ".article-header__title",
                ".article-body p",
                ".footnotes li",
                ".paywall",
                ".card__title",
                ".contributions__item",
                ".site-footer",
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
                "Tegenwind",
                "member-newsroom-home",
                list=[*ARTS, "teaser", "data"],
                more="dossier2",
            )
        )
        add(
            page(
                "dossier",
                "/dossiers/klimaat",
                "section",
                "Dossier Klimaat",
                "dossier-front",
                [
                    "Hoe verandert het klimaat Nederland, en wie betaalt de rekening? Onze journalisten volgen het geld achter de energietransitie."
                ],
                list=["kort", "deltanorm", "paywall", "warmtepomp", "teaser"],
                more="dossier2",
            )
        )
        add(
            page(
                "dossier2",
                "/dossiers/klimaat?pagina=2",
                "section",
                "Dossier Klimaat",
                "dossier-page2",
                list=["stikstof", "co2heffing", "column", "interview"],
                prev="dossier",
            )
        )
        add(
            page(
                "tag",
                "/onderwerpen/energietransitie",
                "tag",
                "Energietransitie",
                "onderwerp-list",
                list=["paywall", "warmtepomp", "co2heffing", "kort"],
            )
        )
        add(
            page(
                "author",
                "/auteurs/sanne-de-vries",
                "author",
                "Sanne de Vries",
                "auteur-profile",
                [
                    "Sanne de Vries is klimaatjournalist bij Tegenwind. Ze schrijft over water, de zeespiegel en klimaatadaptatie. Eerder werkte ze als wetenschapsredacteur bij een regionale krant in Zeeland.",
                ],
                list=["deltanorm", "interview"],
            )
        )
        add(
            page(
                "search",
                "/zoeken?q=stikstof",
                "search",
                "Zoekresultaten voor ‘stikstof’",
                "zoeken",
                list=["stikstof", "co2heffing"],
            )
        )
        add(
            page(
                "data",
                "/data/klimaatdashboard",
                "data",
                "Klimaatdashboard: hoe staat Nederland ervoor?",
                "data-dashboard-charts",
                [
                    "Haalt Nederland zijn klimaatdoelen? Op deze pagina volgen we elke maand de belangrijkste cijfers: de uitstoot van broeikasgassen, het aandeel duurzame stroom en de voortgang in de gebouwde omgeving.",
                    "De cijfers komen van het CBS, het Planbureau voor de Leefomgeving en de netbeheerders. Voor de uitstoot van het lopende jaar gebruiken we de kwartaalramingen van het CBS.",
                ],
                updated="1 december 2026",
                charts=[
                    (
                        "Uitstoot broeikasgassen (megaton CO2-equivalent)",
                        [("1990", 226), ("2015", 196), ("2020", 164), ("2024", 146), ("2025", 141), ("2026*", 137)],
                    ),
                    (
                        "Aandeel duurzame elektriciteit (procent)",
                        [("2015", 11), ("2020", 26), ("2023", 48), ("2024", 52), ("2025", 56), ("2026*", 59)],
                    ),
                    (
                        "Verkochte warmtepompen (duizenden)",
                        [("2020", 54), ("2022", 97), ("2023", 156), ("2024", 119), ("2025", 128), ("2026*", 135)],
                    ),
                ],
            )
        )
        add(
            page(
                "teaser",
                "/artikelen/groningen-gas-op-rekening-niet",
                "subscribe",
                "Het gas onder Groningen is op, de rekening nog lang niet",
                "paywall-teaser-only",
                ["Zes jaar na het sluiten van de gaskraan zijn nog altijd duizenden schademeldingen niet afgehandeld."],
                stamp_shown="1 december 2026",
            )
        )
        add(
            page(
                "lid",
                "/lid-worden",
                "subscribe",
                "Word lid van Tegenwind",
                "membership-plans",
                [
                    "Tegenwind is onafhankelijk en advertentievrij. Onze onderzoeksjournalistiek wordt volledig betaald door ruim 38.000 leden.",
                    "T: Lidmaatschap | Prijs | Wat je krijgt",
                    "T: Maand | € 10 per maand | Alle artikelen, nieuwsbrieven en bijdragen onder artikelen",
                    "T: Jaar | € 99 per jaar | Alles van het maandlidmaatschap, plus vijf cadeauartikelen per maand",
                    "T: Steunlid | vanaf € 150 per jaar | Alles van het jaarlidmaatschap, plus een uitnodiging voor de jaarlijkse ledenavond",
                    "Studenten krijgen 50 procent korting. Opzeggen kan altijd, per maand.",
                ],
            )
        )
        add(
            page(
                "about",
                "/over-ons",
                "about",
                "Over Tegenwind",
                "about-page",
                [
                    "Tegenwind is in 2019 opgericht door een groep onderzoeksjournalisten die vonden dat het klimaatdebat te veel over idealen en te weinig over geld en macht ging.",
                    "We volgen de miljarden van de energietransitie: wie verdient eraan, wie betaalt, en wie heeft er invloed op. We nemen geen advertenties en geen geld van bedrijven of overheden.",
                    "## Redactie",
                    "Hoofdredacteur: Willemijn Bosch. Redactie: Sanne de Vries, Pieter Bakker, Femke Jansen, Lotte Mulder. Columnist: Joris Smit.",
                    "## Contact",
                    "Tegenwind, Sarphatistraat 120, 1018 GV Amsterdam. Tips kunnen veilig en anoniem via tips@tegenwind.test.",
                ],
            )
        )
        add(
            story(
                "deltanorm",
                "/artikelen/stille-strijd-nieuwe-deltanorm",
                "Hoe hoog mag het water komen? De stille strijd om de nieuwe Deltanorm",
                "2026-12-04",
                "2026-12-04T06:30:00+01:00",
                "4 december 2026",
                ["Sanne de Vries", "Pieter Bakker"],
                [
                    "Op een dinsdagochtend in oktober zaten in een vergaderzaal van het ministerie van Infrastructuur en Waterstaat in Den Haag zo’n dertig mensen bij elkaar: ambtenaren, waterschapsbestuurders, ingenieurs en twee klimaatwetenschappers. Op het scherm stond één grafiek, met een lijn die na 2100 steil omhoog liep. ‘Iedereen keek ernaar en niemand zei iets,’ vertelt een van de aanwezigen. ‘Het was alsof we allemaal tegelijk beseften dat de plannen die we maken misschien niet genoeg zijn.’",
                    "De bijeenkomst was onderdeel van een traject dat buiten een kleine kring nauwelijks aandacht krijgt, maar dat voor Nederland van levensbelang is: de herziening van de waterveiligheidsnormen. Die normen leggen vast hoe groot de kans mag zijn dat een dijk bezwijkt. Voor de dijken rond Rotterdam is dat nu bijvoorbeeld eens in de 10.000 jaar, voor een rivierdijk in het oosten van het land soms eens in de 300 jaar.{{1}}",
                    "Tegenwind sprak de afgelopen maanden met ruim twintig betrokkenen en kreeg inzage in interne stukken. Daaruit blijkt dat er binnen het ministerie grote onenigheid bestaat over de vraag met welke zeespiegelstijging de nieuwe normen moeten rekenen.",
                    "## Twee scenario’s, twee werelden",
                    "De kern van het conflict is een keuze tussen twee scenario’s. In het gematigde scenario, waar het ministerie tot nu toe van uitgaat, stijgt de zee voor de Nederlandse kust tot 2100 met ongeveer 60 centimeter. In het hoge scenario, dat rekening houdt met het snel afbrokkelen van de ijskappen op Antarctica, kan dat oplopen tot twee meter of meer.{{2}}",
                    "Het verschil lijkt technisch, maar de gevolgen zijn enorm. Als het hoge scenario de basis wordt, moeten honderden kilometers dijk in de komende dertig jaar opnieuw worden versterkt, en moet worden nagedacht over vragen die politiek nu nog onbespreekbaar zijn: kunnen we nog bouwen in de diepste polders? Hoe lang houden de Maeslantkering en de andere stormvloedkeringen het vol?",
                    "‘Niemand wil de boodschapper zijn,’ zegt een hoge ambtenaar die anoniem wil blijven omdat hij niet met de pers mag spreken. ‘Als je het hoge scenario serieus neemt, zeg je eigenlijk dat het huidige Deltaprogramma niet volstaat. Dat is voor een minister geen aantrekkelijk verhaal.’",
                    "FIG: Dijkversterking bij Gorinchem | Aan de Waaldijk bij Gorinchem wordt sinds vorig jaar gewerkt. Beeld: Tegenwind",
                    "## De rekensom van de waterschappen",
                    "De waterschappen, die de dijken onderhouden, kijken met zorg naar de discussie. Zij betalen een deel van de versterkingen uit hun eigen begroting, en dus uiteindelijk via de waterschapsbelasting van burgers. Volgens een interne berekening van de Unie van Waterschappen, die Tegenwind heeft ingezien, zouden de kosten voor dijkversterking bij het hoge scenario tot 2075 met 18 tot 25 miljard euro stijgen.{{3}}",
                    "‘Wij willen graag veilige dijken, maar we willen ook weten waar we aan toe zijn,’ zegt Marjolein Veldkamp, dijkgraaf van een waterschap in het rivierengebied. ‘Nu bouwen we een dijk voor vijftig jaar en horen we halverwege dat hij misschien al na twintig jaar te laag is.’",
                    "Veldkamp pleit voor wat ingenieurs ‘adaptief bouwen’ noemen: dijken zo ontwerpen dat ze later relatief eenvoudig kunnen worden opgehoogd, bijvoorbeeld door er nu al ruimte voor te reserveren. Dat is duurder bij de aanleg, maar goedkoper op de lange termijn.",
                    "## Wetenschap in de wachtkamer",
                    "Klimaatwetenschappers die bij het traject betrokken zijn, voelen zich soms gebruikt. ‘We worden uitgenodigd om te vertellen wat we weten, en dan wordt er vooral gekeken naar het getal dat het beste uitkomt,’ zegt oceanograaf Tim Hovens, die aan een Nederlandse universiteit onderzoek doet naar de Antarctische ijskap.{{4}}",
                    "Hovens benadrukt dat het hoge scenario niet het meest waarschijnlijke is. ‘Maar als je het over een land onder zeeniveau hebt, moet je niet alleen naar het waarschijnlijke kijken. Je verzekert je huis ook niet alleen tegen een brand die waarschijnlijk is.’",
                    "Het ministerie laat in een reactie weten dat ‘alle relevante wetenschappelijke inzichten worden meegewogen’ en dat de nieuwe normen in 2028 aan de Tweede Kamer worden voorgelegd. Op vragen over de interne discussie wilde een woordvoerder niet ingaan.",
                    "Intussen loopt de tijd. Een grote dijkversterking kost van eerste plan tot oplevering al snel vijftien jaar. Wat nu wordt besloten, bepaalt hoe de kust eruitziet in 2050 – en of Nederland dan nog de ruimte heeft om bij te sturen.{{5}}",
                ],
                "longread-footnotes-two-authors",
                dek="Achter gesloten deuren wordt besloten hoe veilig Nederland moet zijn tegen de zee. De uitkomst bepaalt waar de komende decennia miljarden naartoe gaan – en wie er later voor opdraait.",
                notes=[
                    "De normen zijn vastgelegd in de Waterwet en worden sinds 2017 uitgedrukt als overstromingskans per dijktraject.",
                    "Het hoge scenario is gebaseerd op de projecties met ‘lage waarschijnlijkheid, grote impact’ van het internationale klimaatpanel.",
                    "De berekening is een interne verkenning uit juni 2026 en is volgens de Unie nadrukkelijk ‘indicatief’.",
                    "Hovens maakt deel uit van de wetenschappelijke adviesgroep van het traject. Hij sprak op persoonlijke titel.",
                    "Het huidige Hoogwaterbeschermingsprogramma loopt tot 2050 en omvat ongeveer 1500 kilometer dijk.",
                ],
                readtime=9,
                contributions=[
                    (
                        "Gerrit van Dam",
                        "ingenieur waterbouw",
                        "Goed stuk. Adaptief bouwen klinkt logisch, maar in de praktijk ontbreekt vaak de ruimte naast de dijk, zeker in het rivierengebied waar huizen tot aan de teen staan.",
                    ),
                    (
                        "Ilse Hoekstra",
                        "lid sinds 2021",
                        "Ik mis in het verhaal de vraag of we niet ook moeten nadenken over terugtrekken uit de laagste polders. Wordt dat ergens besproken?",
                    ),
                    (
                        "Sanne de Vries",
                        "auteur",
                        "@Ilse: Ja, maar alleen in de wandelgangen. We komen daar in een vervolgstuk op terug.",
                    ),
                ],
            )
        )
        add(
            story(
                "stikstof",
                "/artikelen/uitkoopregeling-veehouders-natuur",
                "De uitkoopregeling voor veehouders kost miljarden, maar de natuur merkt er weinig van",
                "2026-12-02",
                "2026-12-02T07:00:00+01:00",
                "2 december 2026",
                ["Pieter Bakker"],
                [
                    "Het erf van de voormalige varkenshouderij aan de rand van Barneveld ligt er verlaten bij. De stallen staan leeg, de voersilo’s zijn weggehaald. Twee jaar geleden verkocht de eigenaar zijn bedrijf en zijn productierechten aan de provincie Gelderland, voor een bedrag dat hij liever niet noemt. ‘Het was een goed aanbod,’ zegt hij. ‘Mijn kinderen wilden het bedrijf toch niet overnemen.’",
                    "Zijn bedrijf is een van de ruim vijfhonderd veehouderijen die sinds 2023 zijn opgekocht via de landelijke beëindigingsregelingen. Het doel: de uitstoot van stikstof verminderen, zodat beschermde natuurgebieden zich kunnen herstellen. Daar is tot nu toe ruim 2,1 miljard euro aan uitgegeven.{{1}}",
                    "Maar levert dat geld ook iets op voor de natuur? Tegenwind legde de locaties van de opgekochte bedrijven naast de kaart van Natura 2000-gebieden waar de stikstofneerslag het hoogst is. Uit die analyse blijkt dat slechts 23 procent van de opgekochte bedrijven binnen vijf kilometer van zo’n overbelast gebied ligt.",
                    "## Wie zich meldt, wordt gekocht",
                    "De verklaring is eenvoudig: de regelingen zijn vrijwillig. Elke veehouder die aan de voorwaarden voldoet, kan zich aanmelden, ongeacht waar zijn bedrijf staat. In de praktijk melden zich vooral boeren die toch al wilden stoppen, bijvoorbeeld omdat ze geen opvolger hebben.",
                    "‘Je koopt op deze manier vooral bedrijven uit die over vijf jaar ook zonder geld zouden zijn gestopt,’ zegt landbouweconoom Evelien Dijkhuis. ‘Dat is dure stikstofreductie, en ze komt niet terecht waar de natuur haar het hardst nodig heeft.’{{2}}",
                    "Het ministerie erkent dat de regelingen ‘niet overal even gericht’ werken, maar wijst erop dat elke vermindering van de uitstoot bijdraagt aan het totaal. Stikstof waait immers tientallen kilometers ver.",
                    "## Gerichter kan, maar het is lastiger",
                    "Provincies die gerichter willen werken, lopen tegen grenzen aan. Gedwongen uitkoop is juridisch mogelijk, maar politiek zeer gevoelig. Bovendien vragen veehouders in de buurt van natuurgebieden, die weten dat zij het meest gewild zijn, vaak hogere bedragen.",
                    "In Overijssel probeerde de provincie vorig jaar bedrijven rond de Engbertsdijksvenen met een extra premie te verleiden. Van de 41 benaderde veehouders gingen er zeven op het aanbod in.{{3}}",
                    "Dijkhuis pleit voor een combinatie: gerichte aankoop waar het echt nodig is, en elders normen voor de uitstoot per bedrijf, zodat boeren zelf kunnen kiezen hoe ze die halen. ‘Nu betalen we vooral voor de afbouw van de sector, zonder dat we weten of de natuur er beter van wordt.’",
                ],
                "longread-footnotes-analysis",
                dek="De overheid kocht de afgelopen drie jaar ruim vijfhonderd veehouderijen op. Een analyse van Tegenwind laat zien dat slechts een klein deel in de buurt van kwetsbare natuur ligt.",
                notes=[
                    "Het gaat om de Landelijke beëindigingsregeling veehouderijlocaties en de variant voor piekbelasters, samen met provinciale regelingen.",
                    "Dijkhuis werkt als onderzoeker bij een landbouwkundig adviesbureau dat eerder in opdracht van het ministerie de regelingen evalueerde.",
                    "Cijfers van de provincie Overijssel, opgevraagd door Tegenwind.",
                ],
                readtime=6,
            )
        )
        add(
            story(
                "paywall",
                "/artikelen/kabel-naar-zee-netbeheerder-gat-40-miljard",
                "Wie betaalt de kabel naar zee? Netbeheerder zit met een gat van 40 miljard",
                "2026-12-03",
                "2026-12-03T06:30:00+01:00",
                "3 december 2026",
                ["Femke Jansen"],
                [
                    "Het was een zin die bijna onopgemerkt bleef in het jaarverslag van Hoogspanningsnet Nederland: ‘De kosten van het programma Wind op Zee worden opnieuw geraamd.’ Wat daarachter schuilgaat, is een van de grootste kostenoverschrijdingen in de geschiedenis van de Nederlandse energievoorziening.",
                    "Volgens interne documenten die Tegenwind heeft ingezien, rekent de netbeheerder inmiddels met een tekort van ruim 40 miljard euro voor de aansluiting van de windparken die tot 2040 op de Noordzee moeten verschijnen. Stalen platforms, zeekabels en converterstations zijn sinds 2021 fors duurder geworden, en er zijn wereldwijd te weinig fabrieken om alles op tijd te leveren.",
                    "Dat tekort verdwijnt niet vanzelf. Het wordt, zo blijkt uit de stukken, grotendeels doorberekend in de nettarieven die elk huishouden via de energierekening betaalt. Volgens een van de interne scenario’s kunnen die tarieven daardoor tot 2035 met ruim 300 euro per jaar stijgen.",
                ],
                "members-only-cut-after-intro",
                dek="De aansluiting van nieuwe windparken op zee wordt veel duurder dan gepland. Interne stukken laten zien dat de rekening uiteindelijk bij huishoudens terechtkomt.",
                locked=True,
                readtime=11,
            )
        )
        add(
            story(
                "column",
                "/artikelen/column-vliegschaamte-treinfrustratie",
                "Ik heb mijn vliegschaamte ingeruild voor iets ergers: treinfrustratie",
                "2026-12-01",
                "2026-12-01T07:00:00+01:00",
                "1 december 2026",
                ["Joris Smit"],
                [
                    "Drie jaar geleden besloot ik niet meer te vliegen binnen Europa. Ik was er best trots op. Op verjaardagen vertelde ik er net iets te vaak over, en als iemand vroeg hoe ik in Barcelona was gekomen, zei ik met een bescheiden glimlach: ‘Gewoon, met de trein.’",
                    "Inmiddels zeg ik dat niet meer met een glimlach. Vorige maand reisde ik voor mijn werk naar Marseille. Het vliegtuig had me twee uur gekost. De trein deed er, na een gemiste aansluiting in Brussel, een storing bij Lyon en een nacht in een hotel naast het station van Valence, ruim 21 uur over.",
                    "Ik wil hier geen klaagzang houden over het spoor. De conducteurs waren vriendelijk, het landschap was prachtig, en in de restauratiewagen had ik een van de beste gesprekken van het jaar met een gepensioneerde Franse wijnboer. Maar het punt is: ik kan me dit permitteren. Ik heb een werkgever die het niet erg vindt dat ik een extra dag onderweg ben, en ik heb geen kinderen die om half vier uit school komen.",
                    "Voor veel mensen is de trein geen realistisch alternatief, en dat ligt niet aan een gebrek aan idealisme. Een retourtje Amsterdam–Marseille met de trein kost al snel drie keer zoveel als een vliegticket. Kaartjes voor verschillende vervoerders moet je apart boeken, en als je een aansluiting mist, sta je vaak met lege handen.",
                    "Dat is geen natuurwet. Het is het gevolg van keuzes. Kerosine is in Europa nog altijd vrijgesteld van belasting, terwijl de treinreiziger via de prijs van zijn kaartje meebetaalt aan het onderhoud van het spoor. Europese spoorbedrijven werken nauwelijks samen, en wie een doorgaande reis wil boeken, moet zelf zijn weg vinden op vier verschillende websites.",
                    "Ik merk dat mijn vliegschaamte langzaam plaatsmaakt voor iets anders: boosheid. Niet op de mensen die nog wel vliegen, maar op een systeem dat van de duurzame keuze een luxeproduct maakt. Individuele keuzes zijn belangrijk, maar ze worden pas een beweging als ze makkelijk worden.",
                    "Ik ga volgend jaar weer met de trein naar Marseille. Ik neem alleen een dag extra vrij, een goed boek en een gezonde dosis geduld mee. En mijn reisverslag stuur ik naar de Europese Commissie.",
                ],
                "column-kicker",
                kicker="Column",
                readtime=4,
                contributions=[
                    (
                        "Marleen K.",
                        "lid sinds 2023",
                        "Herkenbaar! Vorig jaar naar Wenen: heen 14 uur, terug 19 uur. Toch zou ik het weer doen.",
                    ),
                    (
                        "Bas Verweij",
                        "lid sinds 2020",
                        "De kerosinebelasting is inderdaad de kern. Zolang die er niet is, blijft de trein altijd de duurdere keuze.",
                    ),
                ],
            )
        )
        add(
            story(
                "interview",
                "/artikelen/anouk-verhoeven-steden-niet-gebouwd-voor-hitte",
                "Hitte-onderzoeker Anouk Verhoeven: ‘Onze steden zijn niet gebouwd voor veertig graden’",
                "2026-11-30",
                "2026-11-30T08:00:00+01:00",
                "30 november 2026",
                ["Sanne de Vries"],
                [
                    "De zomer van 2026 was de warmste ooit gemeten in Nederland. In Rotterdam en Maastricht werd het meerdere dagen warmer dan 38 graden, en het aantal sterfgevallen lag in twee weken ruim 900 hoger dan normaal. Anouk Verhoeven onderzoekt aan de universiteit in Delft hoe steden koeler kunnen worden. Ze is kritisch over het tempo waarin dat gebeurt.",
                    "Q: Was deze zomer een uitzondering? || Nee, het was een voorproefje. Wat we dit jaar hebben meegemaakt, wordt rond 2050 een gewone warme zomer. Het KNMI rekent ermee dat het aantal tropische dagen in het binnenland ongeveer verdubbelt. In de steden komt daar nog een paar graden bij, omdat steen en asfalt de warmte vasthouden.",
                    "Q: Hoe groot is dat verschil tussen stad en platteland? || Op een warme zomeravond kan het in het centrum van een stad zes tot acht graden warmer zijn dan in het omliggende land. Overdag valt het verschil mee, maar ’s nachts koelt de stad nauwelijks af. En juist die warme nachten zijn gevaarlijk, vooral voor ouderen en mensen met hart- en longproblemen.",
                    "Q: Wat werkt het best om een stad koeler te maken? || Bomen, bomen en nog eens bomen. Een volwassen boom met een brede kroon kan de gevoelstemperatuur eronder met tien graden verlagen. Daarnaast helpt water, en het vervangen van tegels door groen. Maar een boom die je nu plant, geeft pas over twintig jaar echt schaduw. Daarom moeten we nu beginnen.",
                    "Q: Gebeurt dat niet al? || Op papier wel. Bijna elke gemeente heeft een hitteplan. Maar als je kijkt wat er feitelijk gebeurt, valt het tegen. Bij de herinrichting van een straat gaat de ruimte voor bomen vaak alsnog naar parkeerplaatsen, of naar kabels en leidingen in de grond. Bomen staan dan helemaal onderaan de lijst.",
                    "Q: Veel mensen kochten deze zomer een airco. Is dat de oplossing? || Ik begrijp het, maar het is geen oplossing voor iedereen. Een airco kost geld en stroom, en hij blaast de warmte naar buiten, waardoor het op straat nog warmer wordt. Veel belangrijker is dat woningen goed worden ontworpen: buitenzonwering, goede ventilatie, isolatie die ook in de zomer werkt. Een woning zonder zonwering op het zuiden is in een hittegolf gewoon een oven.",
                    "Q: Wie is daarvoor verantwoordelijk? || Iedereen een beetje, en daardoor niemand. De bouwregels stellen nauwelijks eisen aan oververhitting in bestaande woningen. Woningcorporaties willen wel, maar hebben ook andere prioriteiten. Ik zou willen dat we hitte net zo serieus nemen als overstromingen. Daar hebben we normen voor, en die zijn streng. Voor hitte hebben we vooral goede bedoelingen.",
                ],
                "interview-qa",
                readtime=6,
            )
        )
        add(
            story(
                "kort",
                "/artikelen/raad-van-state-vergunning-datacenter-emmeloord",
                "Rechter: provincie moet vergunning voor datacenter bij Emmeloord opnieuw beoordelen",
                "2026-12-04",
                "2026-12-04T11:20:00+01:00",
                "4 december 2026",
                [],
                [
                    "De provincie Flevoland moet de natuurvergunning voor een groot datacenter bij Emmeloord opnieuw beoordelen. Dat heeft de Raad van State vrijdag bepaald. Volgens de hoogste bestuursrechter heeft de provincie onvoldoende onderzocht wat de bouw en het gebruik van koelwater betekenen voor de nabijgelegen natuur.",
                    "Het datacenter van het Amerikaanse bedrijf Nordvault zou bij volle capaciteit evenveel stroom verbruiken als zo’n 400.000 huishoudens. Natuurorganisaties en omwonenden hadden bezwaar gemaakt tegen de vergunning.",
                    "De provincie laat weten de uitspraak te bestuderen. Nordvault wilde niet reageren. De bouw, die volgend jaar zou beginnen, loopt door de uitspraak naar verwachting minstens een jaar vertraging op.",
                ],
                "brief-desk-credit",
                kicker="Kort",
                desk="Door onze redactie",
                readtime=1,
            )
        )
        add(
            story(
                "warmtepomp",
                "/artikelen/warmtepompsubsidie-hoge-inkomens",
                "Warmtepompsubsidie komt vooral terecht bij huishoudens met een hoog inkomen",
                "2026-12-03",
                "2026-12-03T07:00:00+01:00",
                "3 december 2026",
                ["Pieter Bakker", "Femke Jansen"],
                [
                    "Van de ruim 1,1 miljard euro die de overheid sinds 2021 uitgaf aan subsidies voor warmtepompen, ging bijna de helft naar de twintig procent huishoudens met de hoogste inkomens. Dat blijkt uit een analyse van Tegenwind op basis van cijfers van het Centraal Bureau voor de Statistiek.",
                    "Huishoudens in de laagste inkomensgroep ontvingen in dezelfde periode nog geen vijf procent van het subsidiebedrag. Dat is niet verrassend: zij wonen vaker in een huurwoning, waar ze zelf niet over de verwarming beslissen, en hebben minder geld om de rest van de investering voor te schieten.",
                    "‘De subsidie dekt ongeveer een derde van de kosten,’ legt energie-econoom Ruben Kwakman uit. ‘Wie de andere twee derde niet op de bank heeft staan, doet niet mee. Zo wordt een klimaatmaatregel onbedoeld een regeling voor de middenklasse en hoger.’",
                    "## Koplopers in de villawijk",
                    "De verschillen zijn ook op de kaart te zien. In gemeenten als Wassenaar, Bloemendaal en Laren werden per duizend woningen vier tot vijf keer zoveel subsidieaanvragen gedaan als in Kerkrade, Pekela of Rotterdam-Zuid.",
                    "Dat is niet alleen een kwestie van eerlijkheid. Huishoudens met lage inkomens wonen vaker in slecht geïsoleerde woningen en geven een groter deel van hun inkomen uit aan energie. Juist daar zou verduurzaming het meeste opleveren, voor het klimaat en voor de portemonnee.",
                    "## Wat er anders kan",
                    "Het kabinet wil vanaf 2027 een hogere subsidie geven aan huishoudens met een laag inkomen, en een renteloze lening voor het resterende bedrag. Volgens Kwakman is dat een stap in de goede richting, maar niet genoeg. ‘Het grootste probleem zit in de huursector. Zolang verhuurders de kosten maken en huurders de lagere energierekening krijgen, gebeurt er te weinig.’",
                    "Woningcorporaties hebben inmiddels afspraken gemaakt om hun slechtst geïsoleerde woningen voor 2030 aan te pakken. Voor particuliere verhuurders bestaan zulke afspraken niet.",
                ],
                "analysis-correction-note",
                dek="Huishoudens met een laag inkomen ontvingen nog geen vijf procent van het geld. ‘Zo wordt een klimaatmaatregel een regeling voor de middenklasse.’",
                correction="Correctie 4 december 2026: In een eerdere versie van dit artikel stond dat de subsidie ongeveer de helft van de kosten dekt. Dat is ongeveer een derde. Dit is aangepast.",
                readtime=5,
            )
        )
        add(
            story(
                "co2heffing",
                "/artikelen/vijf-vragen-co2-heffing-industrie",
                "Vijf vragen over de CO2-heffing voor de industrie",
                "2026-12-02",
                None,
                "2 december 2026",
                ["Femke Jansen"],
                [
                    "Het kabinet wil de nationale CO2-heffing voor de zware industrie versoepelen. Milieuorganisaties spreken van een ‘cadeau aan de vervuilers’, werkgevers van een ‘noodzakelijke stap om banen te behouden’. Wat is er aan de hand? Vijf vragen en antwoorden.",
                    "## 1. Wat is de CO2-heffing?",
                    "Sinds 2021 betalen grote industriële bedrijven in Nederland een nationale belasting over hun uitstoot van broeikasgassen, bovenop het Europese emissiehandelssysteem. Bedrijven krijgen een bepaalde hoeveelheid vrijgestelde uitstoot; over alles daarboven betalen ze een tarief dat elk jaar stijgt. Het idee is dat investeren in schonere productie voor bedrijven steeds aantrekkelijker wordt.",
                    "## 2. Wat wil het kabinet veranderen?",
                    "Het tarief zou in 2030 oplopen tot ruim 200 euro per ton CO2. Het kabinet wil die stijging afzwakken en de vrijgestelde hoeveelheid uitstoot minder snel laten dalen. In de praktijk betekent dat dat de heffing de meeste bedrijven de komende jaren weinig tot niets kost.",
                    "## 3. Waarom?",
                    "De industrie klaagt al jaren dat ze door hoge energieprijzen en strenge regels terrein verliest op bedrijven in Duitsland, België en de Verenigde Staten. Enkele grote chemiebedrijven in Zeeland en Limburg hebben de afgelopen twee jaar productielijnen gesloten. Het kabinet wil voorkomen dat nog meer fabrieken vertrekken.",
                    "## 4. Wat betekent dit voor het klimaat?",
                    "Volgens een doorrekening van het Planbureau voor de Leefomgeving stoot de industrie door de versoepeling in 2030 naar schatting 2 tot 4 megaton meer uit dan met de oorspronkelijke heffing. Ter vergelijking: de totale Nederlandse uitstoot was vorig jaar ongeveer 140 megaton. De kans dat Nederland zijn klimaatdoel voor 2030 haalt, wordt daarmee kleiner.",
                    "## 5. Wat gebeurt er nu?",
                    "Het wetsvoorstel wordt begin volgend jaar in de Tweede Kamer behandeld. Een meerderheid is niet zeker: twee coalitiepartijen willen alleen instemmen als bedrijven die van de versoepeling profiteren bindende afspraken maken over investeringen in verduurzaming. Zulke maatwerkafspraken lopen al met een tiental grote uitstoters, maar staan tot nu toe vooral op papier.",
                ],
                "explainer-numbered-questions-nold",
                kicker="Uitleg",
                nold=True,
                readtime=4,
            )
        )

    # the templates -------------------------------------------------------------------------------------------
    def author_link(self, name: str, zone: str) -> str:
        return self.a(AUTHORS[name], name, zone, 'class="byline__author"')

    def byline(self, names: list[str]) -> str:
        links = [self.author_link(n, "byline") for n in names]
        joined = links[0] if len(links) == 1 else ", ".join(links[:-1]) + " en " + links[-1]
        return f"Door {joined}"

    def head(self, doc: Doc) -> str:
        x = doc.extra
        meta = [
            f"<title>{esc(doc.title)} | Tegenwind</title>"
            if doc.key != "home"
            else "<title>Tegenwind – onderzoeksjournalistiek over klimaat en geld</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc))}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.key == "teaser" else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Tegenwind">',
            '<meta property="og:locale" content="nl_NL">',
        ]
        if doc.is_article and not x.get("nold"):
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "datePublished": doc.iso,
                "author": [{"@type": "Person", "name": a} for a in doc.authors]
                or {"@type": "Organization", "name": "Tegenwind"},
                "publisher": {"@type": "Organization", "name": "Tegenwind"},
                "isAccessibleForFree": not x.get("locked"),
            }
            if x.get("locked"):
                ld["hasPart"] = {
                    "@type": "WebPageElement",
                    "isAccessibleForFree": False,
                    "cssSelector": ".article-body--locked",
                }
            meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(meta)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="site-header__nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (("dossier", "Klimaat"), ("tag", "Energietransitie"), ("data", "Data"), ("about", "Over ons"))
        )
        return f"""<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/assets/app-7d41e0.css">
<link rel="alternate" type="application/rss+xml" title="Tegenwind" href="/rss">
<script defer data-domain="tegenwind.test" src="https://plausible.io/js/script.js"></script>
<style>/*PAD*/</style>
</head>
<body class="{"article-page" if doc.is_article else "page"} page--{doc.kind}">
<header class="site-header">
<a class="site-header__logo" href="/" aria-label="Tegenwind, naar de voorpagina">Tegenwind</a>
<nav class="site-header__nav"><ul>{nav}</ul></nav>
<div class="site-header__actions">{self.a("lid", "Word lid", "nav", 'class="button button--primary"')} <a href="/inloggen" class="button">Inloggen</a> <a href="/zoeken" aria-label="Zoeken">Zoeken</a></div>
</header>
<main id="inhoud">
{main}
</main>
<footer class="site-footer">
<div class="site-footer__newsletter"><p><strong>Ontvang de Tegenwind-nieuwsbrief</strong></p><p>Elke vrijdag onze nieuwste onderzoeken in je inbox.</p><form action="/nieuwsbrief" method="post"><input type="email" name="email" placeholder="je@emailadres.nl"><button>Aanmelden</button></form></div>
<ul class="site-footer__links">
<li>{self.a("about", "Over Tegenwind", "footer")}</li>
<li>{self.a("lid", "Lid worden", "footer")}</li>
<li><a href="/privacy">Privacy en cookies</a></li>
<li><a href="/algemene-voorwaarden">Algemene voorwaarden</a></li>
<li><a href="mailto:tips@tegenwind.test">Tips</a></li>
<li><a href="https://mastodon.social/@tegenwind">Mastodon</a></li>
</ul>
<p class="site-footer__copy">© 2026 Stichting Tegenwind. Onafhankelijk en advertentievrij.</p>
</footer>
<div class="cookie-notice" role="dialog"><p>Tegenwind gebruikt alleen functionele cookies en privacyvriendelijke statistieken. We volgen je niet.</p><button>Oké</button></div>
<script src="/assets/app-7d41e0.js" defer></script>
</body>
</html>"""

    def paywall_box(self, first: str) -> str:
        return (
            f'<div class="paywall"><h2 class="paywall__title">{first}</h2>'
            "<p>Tegenwind is onafhankelijk en advertentievrij. Onze onderzoeken worden mogelijk gemaakt door onze leden. Word lid vanaf € 10 per maand en lees alle verhalen.</p>"
            f'<p>{self.a("lid", "Word lid", "content", BUTTON)} <a href="/inloggen?terug={{path}}">Al lid? Log in</a></p></div>'
        )

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        byline = esc(x["desk"]) if x.get("desk") else self.byline(doc.authors)
        kicker = (
            f'<p class="article-header__kicker">{esc(x["kicker"])}</p>'
            if x.get("kicker")
            else self.a("dossier", "Dossier Klimaat", "breadcrumb", 'class="article-header__dossier"')
        )
        dek = f'<p class="article-header__intro">{esc(doc.dek)}</p>' if doc.dek else ""
        notes = ""
        if x.get("notes"):
            items = "".join(
                f'<li id="noot-{i}">{esc(n)} <a href="#ref-{i}" aria-label="Terug naar de tekst">↩</a></li>'
                for i, n in enumerate(x["notes"], 1)
            )
            notes = f'<section class="footnotes" aria-label="Noten"><h2 class="footnotes__title">Noten</h2><ol>{items}</ol></section>'
        wall = ""
        body_cls = "article-body"
        if x.get("locked"):
            wall = self.paywall_box("Word lid om verder te lezen").replace("{path}", doc.path)
            body_cls = "article-body article-body--locked"
        correction = f'<p class="article-correction"><em>{esc(x["correction"])}</em></p>' if x.get("correction") else ""
        contrib = ""
        if x.get("contributions"):
            items = "".join(
                f'<li class="contributions__item"><p class="contributions__author"><strong>{esc(n)}</strong> <span>{esc(r)}</span></p><p>{esc(t)}</p></li>'
                for n, r, t in x["contributions"]
            )
            contrib = f'<section class="contributions"><h2>Bijdragen ({len(x["contributions"])})</h2><p>Leden kunnen hier hun kennis en ervaring delen.</p><ul>{items}</ul></section>'
        related = "".join(
            f'<li class="card card--small">{self.a(k, self.docs[k].title, "related", CARD)}</li>'
            for k in ARTS
            if k != doc.key
        )
        gift = (
            ""
            if x.get("locked")
            else '<div class="article-actions"><button class="gift">Cadeau geven</button> <a href="https://wa.me/?text=">Deel via WhatsApp</a> <a href="https://www.linkedin.com/sharing/share-offsite/">LinkedIn</a> <a href="mailto:?subject=Tegenwind">Mail</a></div>'
        )
        return f"""<article class="article" data-article-id="{doc.path.rsplit("/", 1)[-1]}">
<header class="article-header">
{kicker}
<h1 class="article-header__title">{esc(doc.title)}</h1>
{dek}
<div class="article-header__meta"><span class="byline">{byline}</span> <time datetime="{doc.date}">{doc.stamp}</time> <span class="article-header__readtime">leestijd {x.get("readtime", 5)} minuten</span></div>
</header>
<div class="{body_cls}">
{self.blocks(doc)}
</div>
{wall}
{correction}
{notes}
{gift}
{contrib}
</article>
<aside class="read-more"><h2>Lees ook</h2><ul>{related}</ul></aside>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        if d.is_article:
            who = d.extra.get("desk") or "Door " + " en ".join(d.authors)
            lock = ' <span class="card__lock" title="Alleen voor leden">Leden</span>' if d.extra.get("locked") else ""
            return f'<li class="card"><h2 class="card__title">{self.a(k, d.title, "content")}</h2><p class="card__intro">{esc(self.lede(d))}</p><p class="card__meta">{esc(who)} · {d.stamp}{lock}</p></li>'
        if k == "teaser":
            return f'<li class="card"><h2 class="card__title">{self.a(k, d.title, "content")}</h2><p class="card__intro">{esc(d.blocks[0][1])}</p><p class="card__meta">Door Pieter Bakker · 1 december 2026 <span class="card__lock">Leden</span></p></li>'
        return f'<li class="card card--data"><h2 class="card__title">{self.a(k, d.title, "content")}</h2><p class="card__meta">Data · elke maand bijgewerkt</p></li>'

    def listing_main(self, doc: Doc) -> str:
        x = doc.extra
        cards = "\n".join(self.card(k) for k in x["list"])
        intro = "".join(f'<p class="listing__intro">{esc(b[1])}</p>' for b in doc.blocks if b[0] == "p")
        pager = ""
        if x.get("more") and doc.key != "home":
            pager = f'<nav class="pagination">{self.a(x["more"], "Oudere verhalen", "pagination")}</nav>'
        if x.get("prev"):
            pager = f'<nav class="pagination">{self.a(x["prev"], "Nieuwere verhalen", "pagination")}</nav>'
        head = f'<h1 class="listing__title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="visually-hidden">Tegenwind</h1><h2 class="listing__title">Nieuwste verhalen</h2>'
            extra = f"""<section class="home-extra"><h2>Ontdek</h2><ul>
<li>{self.a("dossier", "Dossier Klimaat", "content")}</li>
<li>{self.a("dossier2", "Meer uit het dossier Klimaat", "content")}</li>
<li>{self.a("author", "Alle verhalen van Sanne de Vries", "content")}</li>
<li>{self.a("search", "Zoeken: stikstof", "content")}</li>
</ul></section>"""
        if doc.kind == "author":
            head = f'<div class="auteur"><img src="/media/auteurs/sanne-de-vries.jpg" alt=""><h1 class="listing__title">{esc(doc.title)}</h1><p>Klimaatjournalist</p><p><a href="mailto:sanne@tegenwind.test">sanne@tegenwind.test</a> · <a href="https://bsky.app/profile/sannedevries.bsky.social">Bluesky</a></p></div>'
        return f'<div class="listing">{head}{intro}<ul class="listing__cards">{cards}</ul>{pager}{extra}</div>'

    def chart(self, title: str, series: list[tuple[str, int]]) -> str:
        top = max(v for _, v in series)
        bars = "".join(
            f'<g><rect x="{20 + i * 60}" y="{200 - v * 180 // top}" width="40" height="{v * 180 // top}"></rect><text x="{40 + i * 60}" y="218" text-anchor="middle">{esc(lbl)}</text></g>'
            for i, (lbl, v) in enumerate(series)
        )
        rows = "".join(f"<tr><td>{esc(lbl)}</td><td>{v}</td></tr>" for lbl, v in series)
        return (
            f'<figure class="chart"><figcaption class="chart__title">{esc(title)}</figcaption>'
            f'<svg viewBox="0 0 400 230" role="img" aria-label="{esc(title)}">{bars}</svg>'
            f'<table class="chart__data visually-hidden"><thead><tr><th>Jaar</th><th>Waarde</th></tr></thead><tbody>{rows}</tbody></table></figure>'
        )

    def service_main(self, doc: Doc) -> str:
        x = doc.extra
        if doc.kind == "data":
            charts = "\n".join(self.chart(t, s) for t, s in x["charts"])
            return f"""<div class="data-page">
<p class="article-header__kicker">Data</p>
<h1 class="article-header__title">{esc(doc.title)}</h1>
<p class="data-page__updated">Laatst bijgewerkt: {x["updated"]}</p>
<div class="data-page__intro">{self.blocks(doc)}</div>
{charts}
<p class="data-page__note">* Raming op basis van de eerste drie kwartalen. Bronnen: CBS, PBL, netbeheerders. <a href="/data/klimaatdashboard.csv">Download de data (CSV)</a></p>
<p>Lees ook: {self.a("co2heffing", self.docs["co2heffing"].title, "content")}</p>
</div>"""
        if doc.key == "teaser":
            wall = self.paywall_box("Dit verhaal is alleen voor leden").replace("{path}", doc.path)
            return f"""<article class="article article--locked">
<header class="article-header">
{self.a("dossier", "Dossier Klimaat", "breadcrumb", 'class="article-header__dossier"')}
<h1 class="article-header__title">{esc(doc.title)}</h1>
<p class="article-header__intro">{esc(doc.blocks[0][1])}</p>
<div class="article-header__meta"><span class="byline">Door {self.author_link("Pieter Bakker", "byline")}</span> <time datetime="2026-12-01">{x["stamp_shown"]}</time> <span class="article-header__readtime">leestijd 14 minuten</span></div>
</header>
<div class="article-body article-body--locked"></div>
{wall}
</article>"""
        return f'<div class="static-page"><h1 class="listing__title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
