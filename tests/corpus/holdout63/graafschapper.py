# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Dutch typography is deliberate)
"""De Graafschapper: a DPG/NDC-like Dutch regional daily for the Achterhoek (`/doetinchem/<slug>~a7c41e2b/`,
`/doetinchem/?page=2`, `/tag/…/`, `/auteur/…~p4821/`, `/zoeken?query=`, `/verkeer/`, `/sport/regio/uitslagen/`),
Dutch, UTF-8. The page prints **relative dates** as seen on Saturday 5 December 2026 around noon ("5 uur geleden",
"Gisteren, 21:40", "3 dec., 22:58") and "Bewerkt" lines; the full date is only in the metadata
(`article:published_time`, `<time datetime>`, JSON-LD) and it is **UTC** there ("2026-12-04T20:40:00.000Z" for
21:40 in Doetinchem; the Winterswijk crash at 23:15Z on 3 Dec is 00:15 on 4 Dec local). Premium stories carry a lock
label and are served whole with a subscription block after the text. The 112 briefs are two sentences; the traffic
page (a live table of jams) and the amateur football results are data pages, not articles."""

from __future__ import annotations

from common import Base, ld_script, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["schuurbrand", "botsing", "zorgboerderij", "begroting", "column", "brouwerij", "voetbal", "wegen"]
SLUG = {
    "Sanne de Vries": "sanne-de-vries~p4821",
    "Erik Lammers": "erik-lammers~p3307",
    "Thijs Wolters": "thijs-wolters~p5160",
    "Marleen Oosterhof": "marleen-oosterhof~p2294",
    "Bart Heijink": "bart-heijink~p3982",
}


def T(text: str) -> list[str]:
    return [ln.strip() for ln in text.strip().splitlines() if ln.strip()]


class Graafschapper(Base):
    origin = "https://www.degraafschapper.test"
    name = "De Graafschapper"
    prefix = "dgs"
    language = "nl"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dgs",
            [
                ".app-header",
                ".article__title",
                ".article__paragraph",
                ".teaser",
                ".premium-label",
                ".app-footer",
                ".traffic-table",
                ".results-table",
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
                "De Graafschapper | Nieuws uit de Achterhoek en Liemers",
                "dpg-home",
                list=[
                    "schuurbrand",
                    "zorgboerderij",
                    "voetbal",
                    "column",
                    "wegen",
                    "botsing",
                    "begroting",
                    "brouwerij",
                ],
                more="dtc2",
            )
        )
        add(
            page(
                "dtc",
                "/doetinchem/",
                "section",
                "Doetinchem",
                "town-section",
                list=["voetbal", "begroting", "schuurbrand", "column"],
                more="dtc2",
            )
        )
        add(
            page(
                "dtc2",
                "/doetinchem/?page=2",
                "section",
                "Doetinchem",
                "town-section-page2",
                list=["brouwerij", "zorgboerderij"],
            )
        )
        add(page("tag", "/tag/112-achterhoek/", "tag", "112 Achterhoek", "tag-page", list=["schuurbrand", "botsing"]))
        add(
            page(
                "author",
                "/auteur/sanne-de-vries~p4821/",
                "author",
                "Sanne de Vries",
                "author-page",
                list=["zorgboerderij", "brouwerij"],
            )
        )
        add(
            page(
                "search",
                "/zoeken?query=zwembad",
                "search",
                "Zoekresultaten voor ‘zwembad’",
                "search-results",
                list=["begroting"],
            )
        )
        add(
            page(
                "verkeer",
                "/verkeer/",
                "live-data",
                "Verkeersinformatie Achterhoek: files en afsluitingen",
                "live-traffic-table",
            )
        )
        add(
            page(
                "uitslagen",
                "/sport/regio/uitslagen/",
                "results",
                "Uitslagen amateurvoetbal Achterhoek",
                "regional-results-table",
            )
        )
        add(
            page(
                "privacy",
                "/privacy/",
                "policy",
                "Privacyverklaring",
                "privacy-policy",
                T("""
                Laatst gewijzigd op 1 oktober 2026
                Graafschap Media B.V. hecht veel waarde aan de bescherming van je persoonsgegevens. In deze privacyverklaring lees je welke gegevens we verzamelen wanneer je onze website en apps gebruikt, en waarom.
                ## Welke gegevens verwerken we?
                We verwerken gegevens die je zelf aan ons geeft, bijvoorbeeld bij het afsluiten van een abonnement of het aanmaken van een account, en gegevens over je gebruik van onze website, zoals je IP-adres en de pagina's die je bezoekt.
                ## Cookies
                We gebruiken functionele, analytische en advertentiecookies. Voor cookies die niet strikt noodzakelijk zijn, vragen we vooraf om je toestemming. Je kunt je keuze altijd wijzigen via de cookie-instellingen onderaan elke pagina.
                ## Jouw rechten
                Je hebt het recht om je gegevens in te zien, te laten corrigeren of te laten verwijderen. Stuur daarvoor een e-mail naar privacy@degraafschapper.test.
                """),
            )
        )

        # stories (seen on Saturday 5 December 2026, about 12:30)
        add(
            story(
                "schuurbrand",
                "/wehl/schuurbrand-in-wehl-brandweer-voorkomt-overslaan-naar-woning~a3b8d410/",
                "Schuurbrand in Wehl, brandweer voorkomt overslaan naar woning",
                "2026-12-05",
                "2026-12-05T06:10:00.000Z",
                "5 uur geleden",
                [],
                T("""
                Bij een uitslaande brand in een schuur aan de Doetinchemseweg in Wehl is zaterdagochtend vroeg veel schade ontstaan.
                De brandweer wist te voorkomen dat het vuur oversloeg naar de naastgelegen woning; de bewoners konden op tijd naar buiten.
                """),
                "112-two-sentence-brief-desk",
                section="112",
                label="112",
                source="Redactie",
                tag=True,
                town="Wehl",
            )
        )
        add(
            story(
                "botsing",
                "/winterswijk/automobilist-gewond-na-botsing-met-boom-in-winterswijk~a9e1c722/",
                "Automobilist gewond na botsing met boom in Winterswijk",
                "2026-12-04",
                "2026-12-03T23:15:00.000Z",
                "Gisteren, 00:15",
                ["Erik Lammers"],
                T("""
                Een 23-jarige automobilist uit Winterswijk is in de nacht van donderdag op vrijdag gewond geraakt bij een eenzijdig ongeval op de Misterweg.
                Hij werd met een ambulance naar het ziekenhuis in Enschede gebracht; de politie onderzoekt hoe het ongeluk kon gebeuren.
                """),
                "112-brief-utc-crosses-midnight",
                section="112",
                label="112",
                tag=True,
                town="Winterswijk",
            )
        )
        add(
            story(
                "zorgboerderij",
                "/lichtenvoorde/van-120-koeien-naar-zorgboerderij-hoe-gerrit-wassink-zijn-bedrijf-omgooit~a5f0b3c8/",
                "Van 120 koeien naar zorgboerderij: hoe Gerrit Wassink zijn bedrijf in Lichtenvoorde omgooit",
                "2026-12-04",
                "2026-12-04T20:40:00.000Z",
                "Gisteren, 21:40",
                ["Sanne de Vries"],
                T("""
                Het is stil in de ligboxenstal aan de rand van Lichtenvoorde. Waar tot vorige maand 120 melkkoeien stonden, liggen nu alleen nog wat balen stro. Gerrit Wassink (52) loopt er met zijn handen in zijn zakken doorheen. ‘Het went nog steeds niet’, zegt hij. ‘Elke ochtend om half zes word ik wakker en denk ik: ik moet melken.’
                Op 12 november vertrok de laatste vrachtwagen met koeien van het erf. Daarmee kwam een einde aan bijna een eeuw melkveehouderij door de familie Wassink. Zijn opa begon in 1931 met zes koeien, zijn vader breidde uit, en Gerrit bouwde in 2008 de grote stal die nu leegstaat.
                ## Stikstof en opvolging
                De beslissing om te stoppen groeide langzaam. Het bedrijf ligt op nog geen twee kilometer van een Natura 2000-gebied, en de onzekerheid over de stikstofregels hing al jaren als een donkere wolk boven het erf. ‘Ik wist nooit of ik over vijf jaar nog mocht boeren zoals ik nu boerde’, zegt Wassink. ‘Investeren werd onmogelijk.’
                Daarbij kwam de vraag van de opvolging. Zoon Luuk (24) studeerde bedrijfskunde en werkt in Arnhem, dochter Femke (21) zit in de zorg. ‘Ze hebben allebei gezegd dat ze de koeien niet wilden overnemen. Dat moet je respecteren.’
                Toen de provincie vorig jaar een uitkoopregeling openstelde voor bedrijven in de buurt van kwetsbare natuur, hakte het gezin de knoop door. Hoeveel de provincie betaalt, wil Wassink niet zeggen. ‘Genoeg om opnieuw te beginnen. Niet genoeg om rijk van te worden.’
                FIG: Gerrit Wassink in de lege stal | Gerrit Wassink in de lege ligboxenstal. © Sanne de Vries
                ## Eieren rapen en hout kloven
                Dat nieuwe begin heeft veel met Femke te maken. Zij werkt als begeleider bij een instelling voor mensen met een verstandelijke beperking en zag hoe cliënten opbloeiden als ze buiten aan het werk waren. ‘Ze zei: pap, jij hebt alles wat zo’n plek nodig heeft. Ruimte, dieren en geduld.’
                Vanaf maart moeten er op het erf dagelijks zo’n twintig deelnemers aan de slag kunnen. Ze gaan kippen verzorgen, een moestuin onderhouden, hout kloven en helpen in een kleine boerderijwinkel. In de oude jongveestal komt een kantine met een keuken, waar samen wordt gekookt en gegeten.
                Wassink volgde het afgelopen jaar een opleiding tot begeleider in de zorglandbouw. ‘In het begin zat ik daar tussen al die jonge meiden van twintig’, lacht hij. ‘Maar ik heb er veel geleerd. Over hoe je met mensen omgaat, en eerlijk gezegd ook over mezelf.’
                ## Buren positief
                De gemeente Oost Gelre heeft de benodigde vergunningen inmiddels verleend. Bezwaren kwamen er niet, zegt Wassink. ‘De buren zijn juist blij dat hier iets gebeurt. Ze waren bang dat er een leeg erf zou komen, of een loods voor opslag.’
                Landelijk gaat het om ruim 1400 zorgboerderijen, en dat aantal groeit. In de Achterhoek kwamen er de afgelopen vijf jaar zeker vijftien bij, veel van hen op voormalige melkveebedrijven. De vraag is groot: bij de meeste zorgboerderijen in de regio staan wachtlijsten.
                Helemaal afscheid van het boerenleven neemt Wassink niet. Hij houdt twintig hectare grasland, waar straks een paar pinken en schapen lopen. ‘Een boerderij zonder dieren, dat kan ik niet. Maar het hoeft niet meer zo groot. Ik wil weer tijd hebben om te kijken hoe het gras groeit.’
                """),
                "premium-lock-relative-date-edited",
                section="Lichtenvoorde",
                dek="Na drie generaties melkvee verkoopt Gerrit Wassink zijn koeien. Op het erf in Lichtenvoorde komen straks dagelijks twintig mensen met een beperking werken. ‘Ik wilde niet wachten tot de keuze voor mij gemaakt werd.’",
                premium=True,
                edited="Gisteren, 22:05",
                edited_iso="2026-12-04T21:05:00.000Z",
                town="Lichtenvoorde",
            )
        )
        add(
            story(
                "begroting",
                "/doetinchem/doetinchem-verhoogt-ozb-met-6-procent-zwembad-blijft-toch-open~a7c41e2b/",
                "Doetinchem verhoogt ozb met 6 procent, zwembad blijft toch open",
                "2026-12-03",
                "2026-12-03T21:58:00.000Z",
                "3 dec., 22:58",
                ["Thijs Wolters"],
                T("""
                Na een debat van ruim vijf uur stemde een ruime meerderheid van de raad in met de begroting. Alleen twee oppositiepartijen stemden tegen. Het sluitstuk van de avond was een amendement waarmee het zwembad buiten de bezuinigingen blijft.
                Het college wilde aanvankelijk 400.000 euro per jaar besparen door het buitenbad te sluiten en de openingstijden van het binnenbad in te korten. Dat leidde de afgelopen weken tot felle protesten. Een petitie tegen de plannen werd ruim 6000 keer ondertekend, en zwemverenigingen en scholen trokken aan de bel.
                ‘We hebben goed geluisterd naar de inwoners’, zei wethouder financiën Ingrid Stoltenborg. ‘Het zwembad is meer dan een gebouw. Het is de plek waar onze kinderen leren zwemmen en waar ouderen blijven bewegen.’
                RAW:<aside class="article__related"><p class="article__related-title">Lees ook</p><a href="/doetinchem/petitie-voor-behoud-zwembad-ruim-6000-keer-getekend~a2d9e611/">Petitie voor behoud zwembad ruim 6000 keer getekend</a></aside>
                ## Ozb fors omhoog
                Dat goede nieuws heeft wel een prijs. De onroerendezaakbelasting (ozb) voor woningen gaat met 6 procent omhoog, ruim boven de inflatie. Voor een huis met een gemiddelde WOZ-waarde van 345.000 euro betekent dat een stijging van ongeveer 24 euro per jaar. Ook de afvalstoffenheffing stijgt, met 18 euro per huishouden.
                Volgens het college is de verhoging onvermijdelijk. Doetinchem krijgt vanaf 2027 minder geld van het Rijk, terwijl de kosten voor jeugdzorg en de Wmo blijven stijgen. Zonder extra inkomsten zou de gemeente volgend jaar een tekort van bijna 5 miljoen euro hebben.
                De oppositie vindt dat de rekening te eenzijdig bij de inwoners wordt gelegd. ‘Eerst besluiten we de lasten te verhogen, en pas daarna gaan we kijken waar de gemeente zelf kan besparen. Dat is de verkeerde volgorde’, zei een raadslid van een van de tegenstemmende partijen.
                De raad nam ook een motie aan waarin het college wordt gevraagd om in het voorjaar met een plan te komen om de eigen organisatie efficiënter te maken. Daarin moet onder meer worden gekeken naar het aantal externe adviseurs, waaraan de gemeente vorig jaar ruim 3 miljoen euro uitgaf.
                De nieuwe tarieven gaan in op 1 januari. Inwoners ontvangen de aanslag eind februari.
                """),
                "council-news-edited-line",
                section="Doetinchem",
                dek="De gemeenteraad van Doetinchem heeft donderdagavond de begroting voor 2027 aangenomen. Huiseigenaren gaan meer betalen, maar een omstreden bezuiniging op het zwembad is van tafel.",
                edited="4 dec., 07:12",
                edited_iso="2026-12-04T06:12:00.000Z",
                town="Doetinchem",
            )
        )
        add(
            story(
                "column",
                "/bredevoort/ik-zweer-het-elk-jaar-af-en-toch-sta-ik-weer-op-de-kerstmarkt~a1c6f094/",
                "Ik zweer het elk jaar af, en toch sta ik weer op de kerstmarkt",
                "2026-12-04",
                "2026-12-04T16:00:00.000Z",
                "Gisteren, 17:00",
                ["Marleen Oosterhof"],
                T("""
                Elk jaar in januari neem ik het me plechtig voor: dit was de laatste keer. Nooit meer schuifelen tussen de kraampjes, nooit meer lauwe glühwein uit een plastic beker, nooit meer een kerstbal kopen die ik thuis nergens kwijt kan. En elk jaar in december sta ik er gewoon weer.
                Dit weekend is het weer zover. De kerstmarkt in Bredevoort, het boekenstadje waar ik al twintig jaar woon, trekt volgens de organisatie zo’n 25.000 bezoekers. Dat is ruim zestien keer het aantal inwoners. Wie op zaterdagmiddag door de smalle straatjes probeert te lopen, weet precies hoe dat voelt.
                Mijn buurvrouw vertrekt dat weekend standaard naar haar zus in Zwolle. ‘Ik kan er niet meer tegen’, zegt ze. ‘Al die mensen die bij mij door het raam naar binnen kijken.’ Ik begrijp haar. Vorig jaar stond er een man in mijn voortuin die vroeg of mijn bankje te koop was.
                En toch. Als ’s avonds de lichtjes aangaan en het koor bij de kerk begint te zingen, gebeurt er iets met me. Dan zie ik de oude mannen van de oudheidkamer, die al weken bezig zijn met hun kraam vol ansichtkaarten. De kinderen van de basisschool, die zelfgemaakte kerststukjes verkopen voor het schoolreisje. De boekhandelaren die, net als elk jaar, volhouden dat het een boekenmarkt is en geen kerstmarkt.
                Dat is het eigenlijke wonder van zo’n markt. Niet de glühwein of de kerstballen, maar het feit dat een heel dorp een weekend lang samen iets neerzet. Voor de bezoekers, maar eigenlijk vooral voor zichzelf.
                Dus ja, ik sta er zaterdag weer. Met een plastic beker, tussen de mensen, op zoek naar een kerstbal die ik niet nodig heb. En in januari zweer ik het weer af.
                NOTE: Marleen Oosterhof schrijft elke vrijdag een column over het leven in de Achterhoek.
                """),
                "weekly-column",
                section="Bredevoort",
                label="Column",
                town="Bredevoort",
            )
        )
        add(
            story(
                "brouwerij",
                "/eibergen/femke-hulshof-34-neemt-familiebrouwerij-over-mijn-opa-vond-bier-niks-voor-meisjes~a8d2e5f7/",
                "Femke Hulshof (34) neemt familiebrouwerij over: ‘Mijn opa vond bier niks voor meisjes’",
                "2026-12-02",
                "2026-12-02T05:00:00.000Z",
                "2 dec., 06:00",
                ["Sanne de Vries"],
                T("""
                In de oude brouwzaal in het centrum van Eibergen ruikt het naar gekookt graan. Femke Hulshof schenkt twee glazen van het nieuwe winterbier in, donker als koffie. Per 1 januari neemt ze de brouwerij over van haar vader Hennie, die na 38 jaar een stap terug doet.
                Q: Was het altijd de bedoeling dat u de brouwerij zou overnemen? || Helemaal niet. Mijn opa vond bier niks voor meisjes, dat zei hij letterlijk. Ik mocht in de zomervakantie wel flessen etiketteren, maar in de brouwzaal kwam ik niet. Ik ben dus eerst iets heel anders gaan doen: ik heb voedingsmiddelentechnologie gestudeerd en daarna zes jaar bij een grote zuivelfabrikant gewerkt.
                Q: Wat veranderde er? || Mijn vader vroeg me vijf jaar geleden of ik wilde helpen met een nieuw recept. Dat werd ons eerste seizoensbier, en het sloeg aan. Toen ben ik steeds vaker komen helpen, en op een dag realiseerde ik me dat ik nergens anders meer wilde zijn.
                Q: En uw opa? || Die heeft het helaas niet meer meegemaakt. Maar op zijn negentigste verjaardag heeft hij nog een glas van mijn eerste bier gedronken. Hij zei niets, maar hij heeft het wel helemaal leeggedronken. Dat was voor hem een groot compliment.
                Q: Wat gaat u anders doen dan uw vader? || We blijven een kleine brouwerij, met een vaste kern van vijf bieren. Maar ik wil meer experimenteren met lokale ingrediënten. We werken nu samen met een hopteler in Neede en met boeren die oude graanrassen verbouwen. En we gaan de oude mouterij verbouwen tot proeflokaal, zodat mensen kunnen zien hoe het bier gemaakt wordt.
                Q: De markt voor speciaalbier is overvol. Hoe onderscheidt u zich? || Door te blijven wie we zijn. Er zijn honderden nieuwe brouwerijen bijgekomen, en veel daarvan maken prachtig bier. Maar wij hebben iets wat zij niet hebben: honderd jaar geschiedenis in één dorp. Mensen in Eibergen drinken ons bier op verjaardagen, bruiloften en begrafenissen. Die band moet je koesteren.
                Q: Hoe is het om als vrouw in deze wereld te werken? || Het wordt beter, maar het is nog steeds een mannenwereld. Op beurzen gebeurt het nog regelmatig dat mensen mijn vader aanspreken terwijl ik het bier heb gemaakt. Dan zegt hij tegenwoordig meteen: ‘Daar moet je haar voor hebben.’
                """),
                "premium-interview-qa",
                section="Eibergen",
                dek="Na vier generaties mannen staat er voor het eerst een vrouw aan het hoofd van de familiebrouwerij in Eibergen. Een gesprek over traditie, hop en het gelijk van opa.",
                premium=True,
                label="Interview",
                town="Eibergen",
            )
        )
        add(
            story(
                "voetbal",
                "/sport/regio/achterhoekse-boys-pakt-in-blessuretijd-een-punt-tegen-koploper~a4b7c9d1/",
                "Achterhoekse Boys pakt in blessuretijd een punt tegen koploper",
                "2026-12-04",
                "2026-12-04T21:30:00.000Z",
                "Gisteren, 22:30",
                ["Bart Heijink"],
                T("""
                Achterhoekse Boys heeft vrijdagavond in het inhaalduel tegen koploper FC Berkelstreek op het allerlaatste moment een punt gepakt. Invaller Joris ter Haar maakte in de vierde minuut van de blessuretijd de 2-2, tot grote vreugde van de ruim zevenhonderd toeschouwers op het eigen sportpark in Doetinchem.
                Lange tijd leek de thuisploeg op een nederlaag af te stevenen. Berkelstreek was in de eerste helft de betere ploeg en kwam na twintig minuten verdiend op voorsprong via spits Mike Lubbers, die een voorzet van rechts binnenkopte.
                Na rust kwam Achterhoekse Boys beter in het spel. Aanvoerder Daan Kremers schoot na een uur de gelijkmaker binnen, maar tien minuten later zette Lubbers de bezoekers opnieuw op voorsprong met zijn tweede treffer van de avond, een fraai schot in de verre hoek.
                Trainer Ronald Besselink bracht daarop met Ter Haar een extra aanvaller. Die keuze pakte goed uit. In de slotfase drong de thuisploeg massaal aan, en na een scrimmage in het strafschopgebied schoot de negentienjarige invaller de bal van dichtbij binnen.
                ‘Dit voelt als een overwinning’, zei Besselink na afloop. ‘We waren in de eerste helft te afwachtend, maar de jongens hebben karakter getoond. Tegen de koploper, die bijna alles wint, is een punt een prima resultaat.’
                Ook zijn collega Erwin Nijhof van FC Berkelstreek kon met de uitslag leven, al baalde hij van de late tegentreffer. ‘Als je zo lang voor staat, wil je het ook over de streep trekken. Maar we hebben vandaag niet slim genoeg gespeeld. Dat is een leermoment.’
                Door het gelijkspel blijft Achterhoekse Boys op de zesde plaats staan. FC Berkelstreek heeft nog altijd vijf punten voorsprong op de nummer twee. Volgende week speelt Achterhoekse Boys uit in Winterswijk.
                """),
                "match-report",
                section="Sport regio",
                label="Amateurvoetbal",
                town="Doetinchem",
                results=True,
            )
        )
        add(
            story(
                "wegen",
                "/binnenland/rijk-trekt-extra-geld-uit-voor-veiliger-regionale-wegen-in-oost-nederland~a6e3f2a5/",
                "Rijk trekt extra geld uit voor veiliger regionale wegen in Oost-Nederland",
                "2026-12-04",
                "2026-12-04T13:05:00.000Z",
                "Gisteren, 14:05",
                [],
                T("""
                Het kabinet trekt de komende vier jaar 180 miljoen euro extra uit om gevaarlijke provinciale en regionale wegen veiliger te maken. Een groot deel van het geld gaat naar Oost-Nederland, waar relatief veel dodelijke ongelukken gebeuren op wegen buiten de bebouwde kom.
                Dat heeft het ministerie van Infrastructuur en Waterstaat vrijdag bekendgemaakt. Provincies en gemeenten kunnen het geld aanvragen voor onder meer het aanleggen van middengeleiders, het verbreden van bermen en het weghalen van bomen die te dicht langs de weg staan.
                Volgens cijfers van het ministerie vielen vorig jaar ruim 650 verkeersdoden in Nederland, van wie bijna de helft op provinciale en gemeentelijke wegen buiten de bebouwde kom. Gelderland en Overijssel behoren tot de provincies met de meeste slachtoffers op dit soort wegen.
                Organisaties voor verkeersveiligheid reageren positief, maar noemen het bedrag bescheiden. ‘Dit is een goede eerste stap, maar de achterstand in het onderhoud van regionale wegen is veel groter’, zegt een woordvoerder. Volgens hen is minstens het dubbele nodig.
                Het geld komt bovenop de bedragen die eerder al waren gereserveerd voor grote rijkswegen. Gemeenten en provincies moeten zelf een kwart van de kosten betalen. De eerste aanvragen kunnen vanaf april worden ingediend; in het najaar wordt bekend welke projecten geld krijgen.
                De provincie Gelderland laat weten blij te zijn met het extra geld. Een woordvoerder noemt onder meer de N18 en de N319 als wegen in de Achterhoek waar snel maatregelen nodig zijn.
                """),
                "agency-anp-no-person",
                section="Binnenland",
                source="ANP",
                ld_org="ANP",
            )
        )

    # ------------------------------------------------------------------ templates
    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        data: dict = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "url": url,
            "mainEntityOfPage": url,
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("edited_iso", doc.iso),
            "image": {
                "@type": "ImageObject",
                "url": f"https://images.degraafschapper.test/{doc.path.split('~')[-1].strip('/')}/1200x675.jpg",
            },
            "publisher": {
                "@type": "Organization",
                "name": self.name,
                "logo": {"@type": "ImageObject", "url": f"{self.origin}/assets/logo-dgs.png"},
            },
            "isAccessibleForFree": not doc.extra.get("premium"),
        }
        if doc.dek:
            data["description"] = doc.dek
        if doc.authors:
            data["author"] = [
                {"@type": "Person", "name": a, "url": f"{self.origin}/auteur/{SLUG[a]}/"} for a in doc.authors
            ]
        else:
            data["author"] = {"@type": "Organization", "name": doc.extra.get("ld_org", self.name)}
        if doc.extra.get("premium"):
            data["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".article__body"}
        return ld_script(data)

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            head = f"""<meta property="og:type" content="article">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:description" content="{esc(doc.dek or self.lede(doc))}">
<meta name="description" content="{esc(doc.dek or self.lede(doc))}">
<meta property="article:published_time" content="{doc.iso}">
<meta property="article:modified_time" content="{doc.extra.get("edited_iso", doc.iso)}">
<meta property="article:section" content="{esc(doc.section)}">
{self.ld(doc)}"""
            title = f"{doc.title} | {doc.section} | De Graafschapper"
        else:
            head = f"""<meta property="og:type" content="website">
<meta property="og:title" content="{esc(doc.title)}">
<meta name="description" content="{esc(doc.title)}: het laatste nieuws van De Graafschapper.">"""
            title = doc.title if doc.key == "home" else f"{doc.title} | De Graafschapper"
        if doc.kind in ("live-data",):
            head += '\n<meta http-equiv="refresh" content="120">'
        items = [
            ("home", "Home"),
            ("dtc", "Doetinchem"),
            ("/winterswijk/", "Winterswijk"),
            ("/oost-gelre/", "Oost Gelre"),
            ("tag", "112"),
            ("/sport/regio/", "Sport"),
            ("verkeer", "Verkeer"),
            ("uitslagen", "Uitslagen"),
        ]
        nav = "".join(f'<li class="app-nav__item">{self.a(k, t, "nav")}</li>' for k, t in items)
        latest = "".join(
            f'<li class="latest__item"><span class="latest__time">{self.docs[k].stamp}</span> {self.a(k, self.docs[k].title, "aside")}</li>'
            for k in [k for k in ("schuurbrand", "voetbal", "zorgboerderij", "column", "wegen") if k != doc.key][:4]
        )
        return f"""<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<title>{esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<link rel="canonical" href="{esc(url)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="De Graafschapper">
<meta property="og:locale" content="nl_NL">
{head}
<link rel="stylesheet" href="/assets/styles/app.4f1e8c.css">
<link rel="preload" href="/assets/fonts/dgs-serif.woff2" as="font" type="font/woff2" crossorigin>
<script>window.__DPG_PAGE__={{"type":"{"article" if doc.is_article else doc.kind}","section":"{esc(doc.section or doc.kind)}","premium":{"true" if doc.extra.get("premium") else "false"}}};</script>
<script src="https://myprivacy.degraafschapper.test/consent.js" async></script>
<style>/*PAD*/</style>
</head>
<body class="app {"app--article" if doc.is_article else "app--index"}">
<header class="app-header">
<div class="app-header__bar">{self.a("home", "De Graafschapper", "nav", 'class="app-header__logo"')} <a class="app-header__subscribe" href="https://abonnement.degraafschapper.test/">Abonneren</a> <a class="app-header__login" href="https://login.degraafschapper.test/">Inloggen</a></div>
<nav class="app-nav" aria-label="Hoofdnavigatie"><ul>{nav}</ul></nav>
<form class="app-header__search" action="/zoeken" method="get"><input type="search" name="query" placeholder="Zoeken"><button>Zoek</button></form>
</header>
<main class="app-main">
{main}
</main>
<aside class="latest" aria-label="Net binnen"><h2 class="latest__title">Net binnen</h2><ul>{latest}</ul></aside>
<footer class="app-footer">
<ul class="app-footer__links"><li><a href="/colofon/">Colofon</a></li><li><a href="/contact/">Contact</a></li><li><a href="/tip-de-redactie/">Tip de redactie</a></li><li>{self.a("privacy", "Privacy", "footer")}</li><li><a href="/cookiebeleid/">Cookiebeleid</a></li><li><a href="#" data-cookie-settings>Cookie-instellingen</a></li><li>{self.a("search", "Zoeken", "footer")}</li></ul>
<p class="app-footer__copy">© 2026 Graafschap Media B.V. Alle rechten voorbehouden.</p>
</footer>
<div class="consent-wall" id="consent" hidden><p>De Graafschapper vraagt je toestemming voor het gebruik van cookies en vergelijkbare technieken, zodat we je een goede ervaring kunnen bieden, advertenties kunnen tonen en kunnen meten hoe onze site wordt gebruikt.</p><button>Akkoord</button> <button>Instellingen</button></div>
<script src="/assets/scripts/app.4f1e8c.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            who = " en ".join(
                self.a("author", a, "byline", 'class="article__author"')
                if a == "Sanne de Vries"
                else f'<a class="article__author" href="/auteur/{SLUG[a]}/">{esc(a)}</a>'
                for a in doc.authors
            )
        else:
            who = f'<span class="article__source">{esc(doc.extra.get("source", ""))}</span>'
        edited = (
            f' <span class="article__time article__time--edited">Bewerkt: <time datetime="{doc.extra["edited_iso"]}">{doc.extra["edited"]}</time></span>'
            if doc.extra.get("edited")
            else ""
        )
        label = ""
        if doc.extra.get("premium"):
            label = '<span class="premium-label"><svg class="icon icon--lock" aria-hidden="true" viewBox="0 0 16 16"><path d="M4 7V5a4 4 0 118 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 10-4 0v2z"/></svg><span class="premium-label__text">Premium</span></span> '
        if doc.extra.get("label"):
            label += f'<span class="article__label">{esc(doc.extra["label"])}</span>'
        body = self.blocks(
            doc,
            p_tag='<p class="article__paragraph">',
            fig=lambda alt, cap: (
                f'<figure class="article__figure"><img src="https://images.degraafschapper.test/{doc.path.split("~")[-1].strip("/")}/inline.jpg" alt="{esc(alt)}" loading="lazy"><figcaption class="article__caption">{esc(cap)}</figcaption></figure>'
            ),
        )
        paywall = ""
        if doc.extra.get("premium"):
            paywall = """<div class="paywall-block" data-nosnippet>
<p class="paywall-block__title">Dit is een Premium-artikel</p>
<p>Lees onbeperkt alle artikelen van De Graafschapper. De eerste maand voor € 1, daarna € 14,95 per maand, maandelijks opzegbaar.</p>
<a class="button" href="https://abonnement.degraafschapper.test/premium?ref=paywall">Word abonnee</a> <a href="https://login.degraafschapper.test/">Al abonnee? Log in</a>
</div>"""
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="article__tags">{self.a("tag", "112 Achterhoek", "content")} <a href="/tag/{esc(doc.extra["town"].lower())}/">{esc(doc.extra["town"])}</a></div>'
        elif doc.extra.get("town"):
            tags = f'<div class="article__tags"><a href="/tag/{esc(doc.extra["town"].lower())}/">{esc(doc.extra["town"])}</a></div>'
        results = (
            f'<p class="article__more">{self.a("uitslagen", "Alle uitslagen uit de regio", "content")}</p>'
            if doc.extra.get("results")
            else ""
        )
        related = "".join(
            f'<li class="teaser teaser--compact">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        reactions = (
            ""
            if doc.extra.get("label") == "112"
            else '<section class="reactions"><h2>Reacties</h2><p>Reageren op artikelen kan alleen met een account. <a href="https://login.degraafschapper.test/">Log in</a></p></section>'
        )
        return f"""<article class="article{" article--premium" if doc.extra.get("premium") else ""}">
<header class="article__header">
<p class="article__labels">{label}</p>
<h1 class="article__title">{esc(doc.title)}</h1>
<div class="article__meta">{who} <time class="article__time" datetime="{doc.iso}">{doc.stamp}</time>{edited}</div>
{f'<p class="article__intro">{esc(doc.dek)}</p>' if doc.dek else ""}
</header>
<div class="article__share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Delen</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a> <button class="article__save">Bewaren</button></div>
<div class="article__body">
{body}
</div>
{paywall}
{results}
{tags}
</article>
<section class="related"><h2>Meer nieuws uit de regio</h2><ul>{related}</ul></section>
{reactions}"""

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            lock = '<span class="premium-label premium-label--small">Premium</span> ' if d.extra.get("premium") else ""
            lab = f'<span class="teaser__label">{esc(d.extra["label"])}</span> ' if d.extra.get("label") else ""
            cards.append(
                f'<article class="teaser"><a class="teaser__link" href="{esc(self.href(k))}" tabindex="-1"><img src="https://images.degraafschapper.test/{d.path.split("~")[-1].strip("/")}/400x225.jpg" alt="" loading="lazy"></a><p class="teaser__meta">{lock}{lab}<span class="teaser__time">{d.stamp}</span></p><h2 class="teaser__title">{self.a(k, d.title, "content")}</h2><p class="teaser__intro">{esc(d.dek or self.lede(d))}</p></article>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = f'<h1 class="visually-hidden">{esc(doc.title)}</h1>'
            extra = f'<section class="home-services"><h2>Service</h2><ul><li>{self.a("verkeer", "Live verkeersinformatie", "content")}</li><li>{self.a("uitslagen", "Uitslagen amateurvoetbal", "content")}</li><li>{self.a("tag", "Alle 112-berichten", "content")}</li><li>{self.a("author", "Verhalen van Sanne de Vries", "content")}</li><li>{self.a("dtc", "Nieuws uit Doetinchem", "content")}</li></ul></section>'
        elif doc.kind == "author":
            head = f'<header class="author-header"><img src="https://images.degraafschapper.test/auteurs/sanne-de-vries.jpg" alt=""><h1 class="page-title">{esc(doc.title)}</h1><p>Verslaggever in Oost Gelre en Berkelland. Schrijft over landbouw, zorg en mensen met een bijzonder verhaal.</p></header>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/zoeken" class="search-form"><input name="query" value="zwembad"><button>Zoek</button></form><p class="search-form__count">1 resultaat</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination">{self.a(doc.extra["more"], "Meer laden", "pagination")}</nav>'
        elif doc.key == "dtc2":
            pager = f'<nav class="pagination">{self.a("dtc", "Vorige pagina", "pagination")}</nav>'
        return f'<div class="index index--{doc.kind}">\n{head}\n' + "\n".join(cards) + f"\n{pager}\n{extra}\n</div>"

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "live-data":
            jams = [
                ("A18", "Varsseveld → Zevenaar", "Tussen knooppunt Oud-Dijk en Didam", "Ongeval", "+ 12 min", "4 km"),
                ("N18", "Enschede → Varsseveld", "Bij Groenlo", "Wegwerkzaamheden", "+ 6 min", "2 km"),
                ("N317", "Doetinchem → Dieren", "Tussen Laag-Keppel en Doesburg", "Drukte", "+ 4 min", "1 km"),
                ("N319", "Winterswijk → Groenlo", "Bij Meddo", "Pechgeval", "+ 3 min", "< 1 km"),
            ]
            rows = "\n".join(
                f'<tr><td class="traffic-table__road"><span class="road road--{r[0].lower()}">{r[0]}</span></td><td>{esc(r[1])}</td><td>{esc(r[2])}</td><td>{r[3]}</td><td>{esc(r[4])}</td><td>{esc(r[5])}</td></tr>'
                for r in jams
            )
            works = [
                ("A12", "Arnhem → Oberhausen", "Afrit Duiven dicht", "ma 7 dec 21:00 – di 8 dec 05:00"),
                ("N315", "Zelhem → Ruurlo", "Weg dicht, omleiding via Halle", "t/m vr 18 dec"),
                ("N330", "Lichtenvoorde → Zieuwent", "Eén rijstrook beschikbaar", "t/m vr 11 dec"),
            ]
            work_rows = "\n".join(
                f"<tr><td>{w[0]}</td><td>{esc(w[1])}</td><td>{esc(w[2])}</td><td>{esc(w[3])}</td></tr>" for w in works
            )
            return f"""<div class="traffic">
<h1 class="page-title">{esc(doc.title)}</h1>
<p class="traffic__update"><span class="live-dot"></span> Live · laatste update 12:24 · 4 files, totaal 7 km</p>
<table class="traffic-table"><thead><tr><th>Weg</th><th>Richting</th><th>Locatie</th><th>Oorzaak</th><th>Vertraging</th><th>Lengte</th></tr></thead><tbody>
{rows}
</tbody></table>
<h2>Werkzaamheden</h2>
<table class="traffic-table traffic-table--works"><thead><tr><th>Weg</th><th>Richting</th><th>Situatie</th><th>Wanneer</th></tr></thead><tbody>
{work_rows}
</tbody></table>
<p class="traffic__source">Bron: verkeersgegevens NDW, ververst elke twee minuten.</p>
</div>"""
        if doc.kind == "results":
            groups = [
                ("Vierde divisie (vrijdag)", [("Achterhoekse Boys", "2-2", "FC Berkelstreek")]),
                (
                    "Eerste klasse",
                    [
                        ("SV Grolse Boys", "1-0", "VV Zelhem"),
                        ("DVC Lichtenvoorde", "3-3", "SC Eibergen"),
                        ("VV Ruurlo", "0-2", "FC Winterswijk"),
                    ],
                ),
                (
                    "Tweede klasse",
                    [
                        ("SV Gendringen", "4-1", "VV Doesburg"),
                        ("SC Varsseveld", "1-1", "RKSV Zieuwent"),
                        ("VV Hengelo G", "2-0", "SV Vorden"),
                    ],
                ),
                (
                    "Derde klasse",
                    [
                        ("SV Wehl", "0-0", "VV Keijenburg"),
                        ("VV Aalten", "5-2", "SV Bredevoort"),
                        ("SV Neede", "2-3", "VV Rekken"),
                    ],
                ),
            ]
            blocks = []
            for name, games in groups:
                rows = "".join(
                    f'<tr><td class="home">{esc(h)}</td><td class="score">{s}</td><td class="away">{esc(a)}</td></tr>'
                    for h, s, a in games
                )
                blocks.append(
                    f'<h2 class="results__class">{esc(name)}</h2><table class="results-table"><tbody>{rows}</tbody></table>'
                )
            return f"""<div class="results">
<h1 class="page-title">{esc(doc.title)}</h1>
<p class="results__date">Vrijdag 4 december (inhaalduel) en zaterdag 28 november 2026 · {self.a("voetbal", "Verslag: Achterhoekse Boys - FC Berkelstreek", "content")}</p>
{"".join(blocks)}
<p class="results__note">Uitslag van je club niet juist of ontbreekt er een wedstrijd? Mail naar sport@degraafschapper.test.</p>
</div>"""
        return f'<div class="static-page">\n<h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
