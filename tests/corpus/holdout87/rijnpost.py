# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Dutch single quotes are deliberate)
"""De Rijnpost: an Arnhem and Nijmegen regional daily in the **DPG Media** mould (`article__title`, `article__intro`,
`article__body`, `article__paragraph`, `article__subheader`, `article__source`, `article__time`, paths
`/arnhem/<slug>~a4c81f2e/`, `/arnhem/?pagina=2`, `/onderwerp/<slug>/`, `/auteur/<slug>/`, `/zoeken/?query=`), Dutch,
UTF-8, Amsterdam time (+01:00 in December).

**Premium** stories (a "PREMIUM" label above the headline) behind a **Piano**-like script (`tp.push(["setAid", …])`):
the parking story ships its whole text, every paragraph after the third carrying `article__paragraph--paywalled`, a
class that a `<style>` block in the head sets to `display:none`, with a "Lees verder met Premium" box between; its
JSON-LD has `isAccessibleForFree: "False"` and a `hasPart` naming that class. The student-housing story ships its
whole text too, all but two paragraphs inside a `max-height` clipped, gradient-masked `article__body--fade` div
(`isAccessibleForFree: false`, no `hasPart`). The free Waal-bridge story's JSON-LD says `isAccessibleForFree: false`
anyway (the CMS default), with no wall in the page. The Christmas-market story has a newsletter sign-up box and a
"Word abonnee" interrupter between paragraphs.

Dates are printed "03-12-26, 18:04" (two-digit year, day first) with "Laatste update: 04-12-26, 08:30" on some;
the JSON-LD is in +01:00 except the night fire's, in **UTC** (23:10Z on 3 Dec = 00:10 on **4 Dec**). Credits: "Sanne de
Vries", "Sanne de Vries en Bram Hendriks", "ANP" (JSON-LD an Organization), "Van onze verslaggever" (JSON-LD a
**Person** of that name), "Door Thijs Verbeek" on the swimming story, which has no JSON-LD, and a column by Ingrid
Bakker with a bio line after the text."""

from __future__ import annotations

import json
import zlib
from typing import Any
from urllib.parse import quote_plus

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.derijnpost.test"
NAME = "De Rijnpost"
ARTS = ["parkeren", "fietsbrug", "kerstmarkt", "gladheid", "brand", "studenten", "column", "zwemmen"]
SEARCH_Q = "Nijmegen"
AUTEURS = {
    "Sanne de Vries": "author",
    "Bram Hendriks": "/auteur/bram-hendriks/",
    "Fleur Janssen": "/auteur/fleur-janssen/",
    "Ingrid Bakker": "/auteur/ingrid-bakker/",
    "Thijs Verbeek": "/auteur/thijs-verbeek/",
}


def nl(local: str) -> str:
    """'2026-12-03 18:04' as printed: '03-12-26, 18:04'."""
    day, hm = local.split()
    y, m, d = day.split("-")
    return f"{d}-{m}-{y[2:]}, {hm}"


def art(
    key: str,
    city: str,
    slug: str,
    title: str,
    local: str,
    ld_iso: str | None,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: Any,
) -> Doc:
    doc = story(
        key,
        f"/{city}/{slug}~a{zlib.crc32(key.encode()):08x}/",
        title,
        local[:10],
        ld_iso,
        nl(local),
        authors,
        lines,
        shape,
        **extra,
    )
    doc.extra["local"] = local
    doc.extra["city"] = city
    return doc


class Rijnpost(Base):
    origin = ORIGIN
    name = NAME
    prefix = "rjp"
    language = "nl"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "rjp",
            [
                ".site-header",
                ".site-nav__item a",
                ".article__title",
                ".article__paragraph",
                ".article__source",
                ".label--premium",
                ".piano-inline",
                ".teaser",
                ".site-footer",
                ".newsletter-block",
                ".ad--container",
            ],
            280,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "dpg-like-home",
                list=["brand", "gladheid", "parkeren", "kerstmarkt", "column", "studenten", "fietsbrug", "zwemmen"],
            )
        )
        add(
            page(
                "arnhem",
                "/arnhem/",
                "section",
                "Arnhem",
                "regio-front",
                list=["gladheid", "kerstmarkt", "parkeren", "column"],
            )
        )
        add(
            page(
                "arnhem2",
                "/arnhem/?pagina=2",
                "section",
                "Arnhem",
                "regio-front-page2",
                list=["zwemmen", "studenten", "fietsbrug", "brand"],
            )
        )
        add(
            page(
                "onderwerp",
                "/onderwerp/parkeren/",
                "tag",
                "Parkeren",
                "onderwerp-page-with-dead-link",
                list=["parkeren", "column"],
            )
        )
        add(
            page(
                "author",
                "/auteur/sanne-de-vries/",
                "author",
                "Sanne de Vries",
                "auteur-page",
                list=["parkeren", "studenten"],
                bio="Sanne de Vries is verslaggever voor Arnhem en Nijmegen. Ze schrijft over wonen, verkeer en de gemeentepolitiek.",
            )
        )
        add(
            page(
                "search",
                "/zoeken/?query=" + quote_plus(SEARCH_Q),
                "search",
                f"Zoekresultaten voor ‘{SEARCH_Q}’",
                "zoeken",
                list=["brand", "studenten", "fietsbrug"],
            )
        )
        add(
            page(
                "abonnement",
                "/abonnement/",
                "subscribe",
                "Word abonnee van De Rijnpost",
                "abonnement-aanbod",
                [
                    "Lees al het nieuws uit Arnhem, Nijmegen en de regio, inclusief alle Premium-artikelen.",
                    "## Digitaal",
                    "De eerste drie maanden voor 1 euro per week, daarna 4,49 euro per week. Onbeperkt toegang tot de website, de app en de digitale krant.",
                    "## Papier + Digitaal",
                    "De krant op zaterdag in de brievenbus en alles van Digitaal: 7,99 euro per week.",
                    "Je abonnement is maandelijks opzegbaar.",
                ],
            )
        )
        add(
            page(
                "inloggen",
                "/inloggen/",
                "login",
                "Inloggen",
                "login-form",
                ["Log in met je e-mailadres om verder te lezen."],
            )
        )
        add(
            page(
                "soft404",
                "/nijmegen/brand-in-leegstaand-pand-aan-de-groenestraat~a5d2e8c1/",
                "soft-404",
                "Oeps! Deze pagina bestaat niet (meer)",
                "soft-404-at-article-url",
                list=["brand", "gladheid", "kerstmarkt"],
            )
        )
        add(
            page(
                "privacy",
                "/privacy/",
                "policy",
                "Privacyverklaring",
                "privacyverklaring",
                [
                    "Laatst gewijzigd: 1 oktober 2026",
                    "De Rijnpost hecht veel waarde aan je privacy. In deze verklaring lees je welke persoonsgegevens we verzamelen, waarom we dat doen en welke rechten je hebt.",
                    "## Welke gegevens verzamelen we?",
                    "Als je een abonnement neemt, bewaren we je naam, adres, e-mailadres en betaalgegevens. Als je onze website bezoekt, gebruiken we cookies om het gebruik van de site te meten en om advertenties te tonen.",
                    "## Je rechten",
                    "Je hebt het recht om je gegevens in te zien, te laten corrigeren of te laten verwijderen. Stuur daarvoor een e-mail naar privacy@derijnpost.test.",
                ],
            )
        )

        add(
            art(
                "parkeren",
                "arnhem",
                "parkeren-in-arnhemse-binnenstad-vanaf-maart-bijna-een-euro-per-uur-duurder",
                "Parkeren in Arnhemse binnenstad vanaf maart bijna een euro per uur duurder",
                "2026-12-03 18:04",
                "2026-12-03T18:04:00+01:00",
                ["Sanne de Vries"],
                [
                    "Wie vanaf maart zijn auto in de Arnhemse binnenstad parkeert, betaalt daarvoor fors meer. Het uurtarief op straat gaat van 4,20 naar 5,10 euro, blijkt uit voorstellen die het college van burgemeester en wethouders donderdag naar de gemeenteraad heeft gestuurd. Ook de tarieven in de parkeergarages Musiskwartier en Rijnboog stijgen, met gemiddeld 60 cent per uur.",
                    "Volgens wethouder Erik Vos (Mobiliteit) is de verhoging nodig om de binnenstad ‘leefbaarder’ te maken. ‘We willen dat mensen vaker met de fiets, de bus of de trein naar de stad komen. Wie toch met de auto komt, vragen we een eerlijke prijs te betalen voor de ruimte die hij inneemt.’",
                    "De gemeente verwacht met de hogere tarieven jaarlijks ongeveer 2,4 miljoen euro extra op te halen. Dat geld gaat volgens het college naar betere fietsenstallingen en een proef met gratis pendelbussen vanaf de transferia aan de rand van de stad.",
                    "### Ondernemers boos",
                    "Bij de ondernemers in de binnenstad valt het voorstel slecht. ‘Dit is de derde verhoging in vier jaar’, zegt Marieke Jansen van de Arnhemse ondernemersvereniging. ‘Mensen uit de dorpen rond Arnhem komen nu eenmaal met de auto. Als parkeren hier duurder is dan in Nijmegen of in de winkelcentra aan de rand van de stad, gaan ze daar naartoe.’",
                    "Volgens Jansen is het aantal bezoekers in de binnenstad nog altijd niet terug op het niveau van voor de coronacrisis. ‘Er staan nu al panden leeg in de Ketelstraat en op de Jansbinnensingel. Dit helpt niet.’",
                    "Het college wijst erop dat Arnhem met de nieuwe tarieven nog altijd goedkoper is dan Utrecht en Amsterdam. Bovendien blijft parkeren op zondag tot 13.00 uur gratis.",
                    "### Bewoners betalen ook meer",
                    "Ook bewoners van de binnenstad gaan meer betalen. Een parkeervergunning kost vanaf volgend jaar 168 euro per jaar, nu is dat 132 euro. Voor een tweede vergunning stijgt de prijs naar 420 euro.",
                    "De gemeenteraad bespreekt de voorstellen in januari. Een meerderheid van de coalitiepartijen heeft al laten weten in te stemmen.",
                ],
                "premium-full-text-hidden-by-head-css-class-haspart-string-false",
                dek="Het gemeentebestuur wil met de hogere tarieven de binnenstad autoluwer maken. Ondernemers vrezen dat bezoekers uitwijken naar winkelcentra aan de rand van de stad.",
                premium="css",
                wall_after=3,
                free_flag="False",
                has_part=".article__paragraph--paywalled",
                updated="2026-12-04 08:30",
                modified="2026-12-04T08:30:00+01:00",
                tag=True,
            )
        )
        add(
            art(
                "fietsbrug",
                "nijmegen",
                "nieuwe-fietsbrug-over-de-waal-bij-nijmegen-gaat-pas-in-2029-open",
                "Nieuwe fietsbrug over de Waal bij Nijmegen gaat pas in 2029 open",
                "2026-12-02 15:30",
                "2026-12-02T15:30:00+01:00",
                ["Bram Hendriks"],
                [
                    "De nieuwe fietsbrug over de Waal tussen Nijmegen-West en Lent gaat ruim een jaar later open dan gepland. Bij proefboringen voor de pijlers in de rivierbedding is een zachtere bodemlaag aangetroffen dan verwacht, waardoor de fundering opnieuw moet worden ontworpen.",
                    "Dat heeft de provincie Gelderland woensdag laten weten. De brug zou eind 2027 klaar zijn, maar de eerste fietsers kunnen er nu pas in het voorjaar van 2029 overheen.",
                    "De vertraging kost ook geld. De totale kosten stijgen van 58 naar 72 miljoen euro. Provincie, Rijk en de gemeenten Nijmegen en Lingewaard moeten nog afspreken wie het verschil betaalt.",
                    "Fietsers tussen Lent en het centrum van Nijmegen zijn tot die tijd aangewezen op de Waalbrug en De Oversteek. Vooral in de spits is het daar druk. De Fietsersbond Nijmegen noemt de vertraging ‘een flinke tegenvaller’.",
                    "Volgens de provincie blijft het ontwerp van de brug zelf ongewijzigd. De overspanning van 280 meter wordt de langste fietsbrug van Nederland.",
                ],
                "free-story-jsonld-says-not-free",
                dek="Bij proefboringen werd een zachtere bodem gevonden dan verwacht. De kosten stijgen met 14 miljoen euro.",
                free_flag=False,
            )
        )
        add(
            art(
                "kerstmarkt",
                "arnhem",
                "arnhemse-kerstmarkt-verhuist-naar-de-rijnkade",
                "Arnhemse kerstmarkt verhuist naar de Rijnkade: ‘Eindelijk ruimte’",
                "2026-12-04 10:15",
                "2026-12-04T10:15:00+01:00",
                ["Fleur Janssen"],
                [
                    "De Arnhemse kerstmarkt staat dit jaar voor het eerst niet in de binnenstad, maar langs de Rijnkade. Vanaf vrijdag 11 december staan er ruim 120 kramen tussen de John Frostbrug en de Nelson Mandelabrug.",
                    "Volgens de organisatie was de verhuizing nodig omdat de markt te groot was geworden voor de smalle straten rond de Korenmarkt. ‘Vorig jaar stonden mensen op zaterdagmiddag gewoon stil. Dat was niet gezellig en ook niet veilig’, zegt organisator Joost Meijer.",
                    "SLOT: newsletter",
                    "Op de kade is ruimte voor een ijsbaan, een reuzenrad en een podium waar elke avond koren en bandjes optreden. Ook komen er meer zitplekken en overdekte terrassen, zodat bezoekers niet in de regen hoeven te staan.",
                    "Niet iedereen is blij met de verhuizing. Sommige winkeliers in de binnenstad vrezen dat ze klanten mislopen. De organisatie heeft daarom een ‘kerstroute’ uitgezet van de kade via de Rijnstraat naar de Korenmarkt, met verlichting en muziek.",
                    "SLOT: abonnee",
                    "De kerstmarkt is tot en met 23 december dagelijks geopend van 11.00 tot 21.00 uur. De toegang is gratis.",
                ],
                "free-newsletter-box-and-word-abonnee-interrupter",
                dek="Met ruim 120 kramen, een ijsbaan en een reuzenrad moet de markt aan het water meer ruimte bieden. Winkeliers in het centrum zijn niet allemaal blij.",
            )
        )
        add(
            art(
                "gladheid",
                "binnenland",
                "knmi-waarschuwt-voor-gladheid-code-geel-in-gelderland",
                "KNMI waarschuwt voor gladheid in het oosten, code geel in Gelderland en Overijssel",
                "2026-12-04 06:40",
                "2026-12-04T06:40:00+01:00",
                [],
                [
                    "Het KNMI heeft voor vrijdagavond en de nacht naar zaterdag code geel afgegeven voor Gelderland en Overijssel vanwege gladheid. Na regen of natte sneeuw kan het op veel plaatsen gaan vriezen.",
                    "Vooral op fietspaden, bruggen en viaducten kan het spekglad worden. Weggebruikers wordt aangeraden rekening te houden met langere reistijden.",
                    "Rijkswaterstaat zet extra strooiwagens in op de snelwegen in het oosten van het land. Ook de provincies en gemeenten strooien vanaf vrijdagmiddag.",
                    "In de rest van het land blijft het zaterdag koud, met maxima rond het vriespunt. Pas in de loop van volgende week wordt het weer iets zachter.",
                ],
                "agency-credit-ld-org",
                byline="ANP",
                ld_org="ANP",
            )
        )
        add(
            art(
                "brand",
                "nijmegen",
                "brand-in-leegstaand-kantoorpand-in-nijmegen-omwonenden-moeten-ramen-dichthouden",
                "Brand in leegstaand kantoorpand in Nijmegen, omwonenden moeten ramen dichthouden",
                "2026-12-04 00:10",
                "2026-12-03T23:10:00Z",
                [],
                [
                    "In een leegstaand kantoorpand aan de Graafseweg in Nijmegen is donderdagavond een grote brand uitgebroken. De brandweer schaalde op naar middelbrand en rukte met vijf voertuigen uit. Er raakte niemand gewond.",
                    "Door de brand kwam veel rook vrij. Omwonenden kregen via NL-Alert het advies ramen en deuren te sluiten en ventilatiesystemen uit te zetten. De Graafseweg was enkele uren afgesloten voor verkeer.",
                    "Het pand staat al ruim twee jaar leeg. Buurtbewoners zeggen dat er de laatste tijd vaker mensen naar binnen gingen. Eerder dit jaar [[soft404|brandde het ook in een leegstaand pand aan de Groenestraat]].",
                    "De politie doet onderzoek naar de oorzaak van de brand. Volgens de brandweer is het gebouw zo zwaar beschadigd dat het waarschijnlijk gesloopt moet worden.",
                ],
                "desk-credit-ld-person-desk-utc-previous-day",
                byline="Van onze verslaggever",
                ld_person="Van onze verslaggever",
                updated="2026-12-04 07:20",
                modified="2026-12-04T06:20:00Z",
            )
        )
        add(
            art(
                "studenten",
                "nijmegen",
                "nijmegen-wil-3000-extra-studentenkamers-maar-in-heyendaal-groeit-het-verzet",
                "Nijmegen wil 3000 extra studentenkamers, maar in Heyendaal groeit het verzet",
                "2026-12-02 06:00",
                "2026-12-02T06:00:00+01:00",
                ["Sanne de Vries", "Bram Hendriks"],
                [
                    "Nijmegen wil de komende vijf jaar 3000 studentenkamers bijbouwen, het grootste deel op en rond de campus in Heyendaal. Dat staat in een woonplan dat het college deze week presenteerde. De stad kampt al jaren met een tekort: volgens de gemeente staan ruim 4000 studenten op een wachtlijst.",
                    "Maar bij bewoners van de wijk groeit het verzet. Zij vrezen meer drukte, overlast en het verdwijnen van groen. ‘We zijn niet tegen studenten’, zegt Hans van Leeuwen van de bewonersvereniging. ‘Maar 3000 kamers in één wijk, dat is een dorp erbij.’",
                    "### Torens van twintig verdiepingen",
                    "Het plan gaat uit van drie woontorens van maximaal twintig verdiepingen langs de Heyendaalseweg, op de plek van een parkeerterrein en twee oude universiteitsgebouwen. Daarnaast wil de gemeente kleinere complexen bouwen bij het station Heyendaal.",
                    "Wethouder Lisa Brouwer (Wonen) begrijpt de zorgen, maar ziet weinig alternatieven. ‘Als we studenten niet op de campus huisvesten, trekken ze naar de gewone wijken en drijven ze daar de huren op. Dat is voor niemand goed.’",
                    "De universiteit en de hogeschool steunen het plan. Zij zien het kamertekort als een van de redenen dat buitenlandse studenten voor andere steden kiezen.",
                    "Bewoners kunnen tot eind januari reageren op het woonplan. De gemeenteraad neemt in het voorjaar een besluit.",
                ],
                "premium-full-text-in-max-height-clipped-fade-div",
                dek="Het college wil de komende vijf jaar flink bijbouwen op de campus. Buurtbewoners vrezen overlast en het verdwijnen van groen.",
                premium="fade",
                wall_after=2,
            )
        )
        add(
            art(
                "column",
                "arnhem",
                "column-ik-heb-mijn-auto-verkocht-en-ik-mis-hem-geen-dag",
                "Ik heb mijn auto verkocht, en ik mis hem geen dag",
                "2026-12-04 07:00",
                "2026-12-04T07:00:00+01:00",
                ["Ingrid Bakker"],
                [
                    "Drie maanden geleden heb ik mijn auto verkocht. Een grijze stationwagen, twaalf jaar oud, met een deuk in de achterklep waarvan niemand in ons gezin wil toegeven wie hem veroorzaakt heeft. Ik dacht dat ik hem zou missen. Dat valt reuze mee.",
                    "De boodschappen doe ik nu met de fiets en een grote tas. Naar mijn moeder in Velp neem ik de bus, die vaker rijdt dan ik dacht. En als ik echt een auto nodig heb, huur ik er een van de buurvrouw via zo’n deelapp. Twee keer in drie maanden.",
                    "Het grootste verschil is niet eens het geld, al scheelt dat ook. Het is dat ik de stad anders zie. Ik kom door straten waar ik vroeger alleen doorheen reed, ik groet mensen, ik ontdek winkeltjes waarvan ik niet wist dat ze bestonden.",
                    "Nu de gemeente het parkeren in de binnenstad weer duurder wil maken, hoor ik om me heen veel gemopper. Dat begrijp ik. Niet iedereen kan zonder auto, en het openbaar vervoer naar de dorpen is vaak belabberd.",
                    "Maar wie kan, zou het eens moeten proberen. Een maand zonder auto. Ik beloof niets, behalve dat u Arnhem op een nieuwe manier leert kennen.",
                ],
                "column-kicker-bio-line-after-text",
                dek="Sinds columnist Ingrid Bakker geen auto meer heeft, ziet ze haar stad anders.",
                column=True,
                bio="Ingrid Bakker schrijft elke vrijdag over het leven in Arnhem.",
                tag=True,
            )
        )
        add(
            art(
                "zwemmen",
                "arnhem",
                "zwemvereniging-de-rijnvissen-viert-honderdste-verjaardag-met-zwemmarathon",
                "Zwemvereniging De Rijnvissen viert honderdste verjaardag met zwemmarathon van 24 uur",
                "2026-12-01 19:45",
                None,
                ["Thijs Verbeek"],
                [
                    "Zwemvereniging De Rijnvissen bestaat honderd jaar, en dat viert de club met een zwemmarathon van 24 uur in zwembad Valkenhuizen. Van zaterdagmiddag 12.00 uur tot zondagmiddag 12.00 uur is er steeds minstens één Rijnvis in het water.",
                    "De club werd in 1926 opgericht door een groep jongeren die in de zomer in de Rijn zwom. Pas in de jaren vijftig verhuisde de vereniging naar een overdekt bad. Tegenwoordig telt De Rijnvissen ruim 600 leden, van kinderen die hun diploma halen tot masterszwemmers van boven de tachtig.",
                    "Het oudste lid, de 91-jarige Gerrit Willemsen, zwemt zondagochtend het eerste uur. ‘Ik zwem nog drie keer per week. Een uurtje lukt wel’, zegt hij.",
                    "Met de marathon haalt de club geld op voor zwemlessen voor kinderen uit gezinnen die dat zelf niet kunnen betalen. Bezoekers zijn welkom op de tribune.",
                ],
                "no-jsonld-door-byline",
                byline="Door Thijs Verbeek",
                dek="Van zaterdag- tot zondagmiddag is er steeds een clublid in het water van Valkenhuizen.",
                ld=False,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def auteur(self, name: str) -> str:
        return AUTEURS.get(name, "/auteur/" + name.lower().replace(" ", "-") + "/")

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title)} | {doc.extra['city'].capitalize() + ' | ' if doc.is_article else ''}derijnpost.test</title>",
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{NAME}">',
            '<meta property="og:locale" content="nl_NL">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if not doc.is_article or not doc.extra.get("ld", True):
            if doc.is_article:
                metas.append(
                    f'<meta property="article:published_time" content="{doc.extra["local"].replace(" ", "T")}:00+01:00">'
                )
            return "\n".join(metas)
        if doc.extra.get("ld_org"):
            author: Any = [{"@type": "Organization", "name": doc.extra["ld_org"]}]
        elif doc.extra.get("ld_person"):
            author = [{"@type": "Person", "name": doc.extra["ld_person"]}]
        else:
            author = [
                {
                    "@type": "Person",
                    "name": a,
                    "url": ORIGIN + (self.docs[h].path if (h := self.auteur(a)) in self.docs else h),
                }
                for a in doc.authors
            ]
        ld: dict[str, Any] = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "description": doc.dek,
            "url": url,
            "mainEntityOfPage": url,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": NAME,
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/static/img/logo-rijnpost.png"},
            },
            "isAccessibleForFree": doc.extra.get("free_flag", not doc.extra.get("premium")),
        }
        if doc.extra.get("has_part"):
            ld["hasPart"] = {
                "@type": "WebPageElement",
                "isAccessibleForFree": "False",
                "cssSelector": doc.extra["has_part"],
            }
        metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
        metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="site-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("arnhem", "Arnhem"),
                ("/nijmegen/", "Nijmegen"),
                ("/ede/", "Ede"),
                ("/regio/", "Regio"),
                ("/sport/", "Sport"),
                ("/binnenland/", "Binnenland"),
                ("/buitenland/", "Buitenland"),
            )
        )
        premium = bool(doc.extra.get("premium"))
        tags = json.dumps(["premium" if premium else "free", doc.extra.get("city", doc.kind)])
        return f"""<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/static/css/rijnpost.4f2a9c.css">
<style id="paywall-critical">.article__paragraph--paywalled{{display:none}}.article__body--fade{{position:relative}}.piano-inline{{margin:24px 0}}</style>
<style>/*PAD*/</style>
<script>tp=window.tp||[];tp.push(["setAid","RjPst82kQ1"]);tp.push(["setSandbox",false]);tp.push(["setTags",{tags}]);tp.push(["setZone","regio"]);tp.push(["init",function(){{tp.experience.init()}}]);</script>
<script src="https://cdn.tinypass.com/api/tinypass.min.js" async></script>
<script>window.fjs={{"page":{{"type":"{"article" if doc.is_article else doc.kind}","premium":{str(premium).lower()}}}}};</script>
</head>
<body class="{"page-article" if doc.is_article else "page-" + doc.kind}">
<div class="site">
<header class="site-header" data-fjs-header>
<div class="site-header__top"><button class="site-header__menu" aria-label="Menu openen">Menu</button>
<a class="site-header__logo" href="/"><img src="/static/img/logo-rijnpost.svg" alt="{NAME}" width="190" height="32"></a>
<div class="site-header__account">{self.a("abonnement", "Abonneren", "nav", 'class="button button--subscribe"')} {self.a("inloggen", "Inloggen", "nav", 'class="site-header__login"')}</div></div>
<nav class="site-nav" aria-label="Hoofdmenu"><ul class="site-nav__list">{nav}</ul></nav>
<div class="site-header__trending">{self.a("search", "Nijmegen", "nav")} {self.a("onderwerp", "Parkeren", "nav")} <a href="/onderwerp/vitesse/">Vitesse</a> <a href="/onderwerp/nec/">NEC</a></div>
</header>
<div class="ad--container ad--container--top" id="ad-top" data-ad-position="top"></div>
<main class="site-main" id="main">
{main}
</main>
<footer class="site-footer">
<ul class="site-footer__links"><li><a href="/contact/">Contact</a></li><li><a href="/colofon/">Colofon</a></li><li>{self.a("privacy", "Privacyverklaring", "footer")}</li><li><a href="/cookieverklaring/">Cookieverklaring</a></li><li><a href="/algemene-voorwaarden/">Algemene voorwaarden</a></li><li>{self.a("abonnement", "Abonnement", "footer")}</li><li><a href="/tip-de-redactie/">Tip de redactie</a></li></ul>
<p class="site-footer__copyright">© 2026 {NAME}. Alle rechten voorbehouden.</p>
</footer>
</div>
<div class="cookie-notice" role="dialog" aria-label="Cookies"><p>{NAME} gebruikt cookies en vergelijkbare technieken om de website goed te laten werken, het gebruik te meten en advertenties en content op jou af te stemmen. Lees meer in onze <a href="/cookieverklaring/">cookieverklaring</a>.</p><button class="cookie-notice__accept">Akkoord</button> <button class="cookie-notice__settings">Instellingen</button></div>
<script src="/static/js/rijnpost.4f2a9c.js" defer></script>
</body>
</html>"""

    def source(self, doc: Doc) -> str:
        if doc.byline:
            text = esc(doc.byline)
            for a in doc.authors:
                text = text.replace(esc(a), self.a(self.auteur(a), a, "byline", 'class="author"'), 1)
            return f'<span class="article__source">{text}</span>'
        names = " en ".join(self.a(self.auteur(a), a, "byline", 'class="author"') for a in doc.authors)
        return f'<span class="article__source">{names}</span>'

    def slot(self, name: str) -> str:
        if name == "newsletter":
            return (
                '<div class="newsletter-block"><p class="newsletter-block__title">Ontvang elke ochtend het nieuws uit Arnhem</p>'
                "<p>Schrijf je in voor onze gratis nieuwsbrief en mis niets uit je eigen stad.</p>"
                '<form action="/nieuwsbrieven/aanmelden/" method="post"><input type="email" name="email" placeholder="Je e-mailadres"><button type="submit">Aanmelden</button></form></div>'
            )
        if name == "abonnee":
            return f'<aside class="inline-promo"><p><strong>Word abonnee</strong> en lees onbeperkt al het nieuws uit jouw regio. {self.a("abonnement", "Nu 3 maanden voor 1 euro per week", "content")}.</p></aside>'
        raise KeyError(name)

    def piano_box(self) -> str:
        return (
            '<div class="piano-inline" id="piano-inline-premium"><p class="piano-inline__title"><span class="label label--premium">PREMIUM</span> Lees verder met Premium</p>'
            "<p>Dit artikel is exclusief voor abonnees. Lees onbeperkt alle artikelen, nu 3 maanden voor 1 euro per week.</p>"
            + self.a("abonnement", "Word abonnee", "content", 'class="button button--subscribe"')
            + f"<p>Ben je al abonnee? {self.a('inloggen', 'Log in', 'content')}</p></div>"
        )

    def story_main(self, doc: Doc) -> str:
        kw: dict[str, Any] = {"p_tag": '<p class="article__paragraph">'}
        mode = doc.extra.get("premium")
        blocks = [("h3c", b[1]) if b[0] == "h3" else b for b in doc.blocks]
        if mode == "css":
            cut = self.cut(doc)
            after = self.render_blocks(
                blocks[cut:], {"p_tag": '<p class="article__paragraph article__paragraph--paywalled">'}, hidden=True
            )
            body = self.render_blocks(blocks[:cut], kw) + "\n" + self.piano_box() + "\n" + after
        elif mode == "fade":
            cut = self.cut(doc)
            body = (
                self.render_blocks(blocks[:cut], kw)
                + '\n<div class="article__body--fade" style="max-height:120px;overflow:hidden;-webkit-mask-image:linear-gradient(to bottom,#000 20%,transparent);mask-image:linear-gradient(to bottom,#000 20%,transparent)">\n'
                + self.render_blocks(blocks[cut:], kw)
                + "\n</div>\n"
                + self.piano_box()
            )
        else:
            body = self.render_blocks(blocks, kw)
            if doc.extra.get("bio"):
                body += (
                    f'\n<p class="article__paragraph article__paragraph--italic"><em>{esc(doc.extra["bio"])}</em></p>'
                )
        label = '<span class="label label--premium" aria-label="Premium artikel">PREMIUM</span>' if mode else ""
        if doc.extra.get("column"):
            label = '<span class="label label--column">Column</span>'
        update = (
            f' <span class="article__update">Laatste update: {nl(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        photo = (
            f'<img class="article__author-photo" src="/static/img/auteurs/{doc.authors[0].lower().replace(" ", "-")}.jpg" alt="" width="48" height="48">'
            if doc.extra.get("column")
            else ""
        )
        tags = ""
        if doc.extra.get("tag"):
            tag_link = self.a("onderwerp", "Parkeren", "tag", 'class="tag"')
            tags = f'<div class="article__tags">{tag_link} <a class="tag" href="/onderwerp/binnenstad-arnhem/">Binnenstad Arnhem</a></div>'
        share = quote_plus(self.url(doc.key))
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<li class="teaser teaser--list">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel
        )
        city = doc.extra["city"]
        crumb = (
            self.a("arnhem", "Arnhem", "breadcrumb")
            if city == "arnhem"
            else f'<a href="/{city}/">{esc(city.capitalize())}</a>'
        )
        return f"""<article class="article{" article--premium" if mode else ""}" data-fjs-article-id="{zlib.crc32(doc.key.encode()):08x}">
<header class="article__header">
<div class="article__breadcrumb">{crumb}</div>
{label}
<h1 class="article__title">{esc(doc.title)}</h1>
<p class="article__intro">{esc(doc.dek)}</p>
<div class="article__meta">{photo}{self.source(doc)} <time class="article__time" datetime="{doc.extra["local"].replace(" ", "T")}:00+01:00">{doc.stamp}</time>{update}</div>
<div class="article__share"><a href="https://www.facebook.com/sharer/sharer.php?u={share}">Deel op Facebook</a> <a href="https://wa.me/?text={share}">Deel via WhatsApp</a> <a href="https://x.com/intent/tweet?url={share}">Deel op X</a></div>
</header>
<section class="article__body" data-fjs-body>
{body}
</section>
{tags}
<section class="article__related"><h2>Meer nieuws</h2><ul>{related}</ul></section>
</article>
<aside class="sidebar"><div class="ad--container ad--container--sidebar" id="ad-sidebar" data-ad-position="rectangle"></div></aside>"""

    def render_blocks(self, blocks: list[tuple[Any, ...]], kw: dict[str, Any], hidden: bool = False) -> str:
        out = []
        extra = " article__paragraph--paywalled" if hidden else ""
        for b in blocks:
            if b[0] == "h3c":
                out.append(f'<h3 class="article__subheader{extra}">{self.inline(b[1])}</h3>')
            else:
                out.append(self.blocks_of([b], **kw))
        return "\n".join(out)

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        label = '<span class="label label--premium">PREMIUM</span> ' if d.extra.get("premium") else ""
        return (
            f'<article class="teaser"><a class="teaser__link" href="{esc(self.href(k))}" tabindex="-1" aria-hidden="true"><img class="teaser__image" src="/static/img/teasers/{zlib.crc32(k.encode()):08x}.jpg" alt="" width="320" height="180" loading="lazy"></a>'
            f'<h2 class="teaser__title">{label}{self.a(k, d.title, "content")}</h2><p class="teaser__intro">{esc(d.dek or self.lede(d))}</p><time class="teaser__time">{d.stamp}</time></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        rows = "\n".join(self.teaser(k) for k in doc.extra["list"])
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        more = ""
        if doc.key == "home":
            head = f'<h1 class="visually-hidden">{NAME}</h1><h2 class="block-title">Het laatste nieuws</h2>'
            more = f'<section class="home-more">{self.a("arnhem", "Meer nieuws uit Arnhem", "content")} · {self.a("onderwerp", "Alles over parkeren", "content")} · {self.a("author", "Artikelen van Sanne de Vries", "content")}</section>'
        elif doc.key == "arnhem":
            more = (
                '<nav class="pagination">'
                + self.a("arnhem2", "Meer artikelen", "pagination", 'class="pagination__more"')
                + "</nav>"
            )
        elif doc.key == "arnhem2":
            prev = self.a("arnhem", "Vorige", "pagination", 'class="pagination__prev"')
            more = f'<nav class="pagination">{prev} <a class="pagination__more" href="/arnhem/?pagina=3">Meer artikelen</a></nav>'
        elif doc.kind == "tag":
            rows += f'\n<article class="teaser"><h2 class="teaser__title">{self.a("soft404", "Opnieuw brand in leegstaand pand aan de Groenestraat", "content")}</h2><time class="teaser__time">14-08-26, 22:31</time></article>'
        elif doc.kind == "author":
            head = f'<div class="author-header"><img src="/static/img/auteurs/sanne-de-vries.jpg" alt="" width="96" height="96"><h1 class="page-title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/zoeken/" class="search-form"><input name="query" value="{esc(SEARCH_Q)}"><button>Zoeken</button></form><p class="search-count">3 resultaten</p>'
        elif doc.kind == "soft-404":
            head = f'<div class="error-page"><h1 class="page-title">{esc(doc.title)}</h1><p>Het artikel dat je zoekt is verplaatst of verwijderd. Probeer het via de zoekfunctie of ga terug naar de {self.a("home", "homepage", "content")}.</p></div><h2 class="block-title">Meest gelezen</h2>'
        return f'<section class="listing listing--{doc.kind}">{head}\n{rows}\n{more}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "login":
            return (
                f'<section class="login-page"><h1 class="page-title">{esc(doc.title)}</h1>{self.blocks(doc)}'
                '<form action="/inloggen/" method="post" class="login-form"><label>E-mailadres<input type="email" name="email"></label><label>Wachtwoord<input type="password" name="password"></label><button type="submit">Inloggen</button></form>'
                f'<p><a href="/wachtwoord-vergeten/">Wachtwoord vergeten?</a></p><p>Nog geen abonnee? {self.a("abonnement", "Bekijk de abonnementen", "content")}</p></section>'
            )
        if doc.kind == "subscribe":
            return (
                f'<section class="subscribe-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n'
                '<div class="offers"><a class="button button--subscribe" href="https://abonnement.derijnpost.test/bestellen/?aanbod=digitaal">Kies Digitaal</a> <a class="button" href="https://abonnement.derijnpost.test/bestellen/?aanbod=papier-digitaal">Kies Papier + Digitaal</a></div>'
                f"<p>Al abonnee? {self.a('inloggen', 'Log in', 'content')}</p></section>"
            )
        return (
            f'<section class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
        )
