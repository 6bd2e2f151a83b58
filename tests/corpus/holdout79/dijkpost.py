# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Dutch typography is deliberate)
"""De Dijkpost: a PZC-like Zeeland regional on **Astro** (static pages with trailing-slash URLs, scoped
`data-astro-cid-…` attributes, interactive parts as `<astro-island>` elements whose `props` attribute holds the data as
HTML-escaped JSON in Astro's `[type, value]` encoding, the island bootstrap script inline). URLs
`/regio/<town>/<slug>~a7f3c2e1/`, `/regio/2/` for page 2, `/tag/<tag>/`, `/auteur/<slug>/`, `/zoeken/?q=`. Dutch,
UTF-8, Amsterdam time (+01:00).

Dates are printed "4 dec. 2026 om 08:12" and "Bijgewerkt 5 dec. 2026 om 10:03"; the `NewsArticle` JSON-LD carries
**local times without an offset** ("2026-12-04T08:12:00") on most stories, +01:00 on the column and UTC on the fishing
boat story (00:30 on 5 Dec = 23:30Z on 4 Dec, labelled 5 Dec). Bylines "Door Sanne de Wit", "Door Redactie", "ANP";
the column's kicker is in `<title>` and og:title ("Column | …"). The tunnel **live blog** is an island rendered on
the server (`ssr`, `client="load"`) whose props repeat every entry. The salt-water story is a **client-only** island
(a metered paywall): the server writes no article text in the page flow, only the island with its body slot inside a
`<template data-astro-template>`."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from common import Base, astro_props, blocks_html, html_string, page, scoped, story, to_utc
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://www.dijkpost.test"
ARTS = ["veerboot", "tunnel", "zout", "anp", "scholen", "column", "kotter", "mossel"]
C = " data-astro-cid-j7pv25f6"  # Layout.astro
CA = " data-astro-cid-b2x6uqk4"  # Article.astro
NAV_ATTR = 'class="nav-link"' + C
MAANDEN = ["jan.", "feb.", "mrt.", "apr.", "mei", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."]

OLDER = [
    ("/regio/goes/nieuwe-rondweg-goes-oost-later-klaar~a1b2c3d4/", "Nieuwe rondweg Goes-Oost een jaar later klaar"),
    (
        "/regio/vlissingen/boulevard-krijgt-nieuwe-strandpaviljoens~a9c8e7f6/",
        "Boulevard Vlissingen krijgt drie nieuwe strandpaviljoens",
    ),
    ("/regio/zierikzee/havenkade-opgeknapt~b3d5f7a9/", "Havenkade Zierikzee na twee jaar opgeknapt"),
    ("/regio/terneuzen/sluis-drukker-dan-ooit~c4e6a8b0/", "Nieuwe zeesluis Terneuzen drukker dan ooit"),
    ("/sport/vitesse-22-wint-derby~d5f7b9c1/", "Vitesse '22 wint derby tegen Goes"),
    ("/regio/middelburg/abdij-open-voor-publiek~e6a8c0d2/", "Abdijtoren weer open voor publiek"),
    ("/regio/hulst/vestingwallen-worden-hersteld~f7b9d1e3/", "Vestingwallen Hulst worden hersteld"),
    (
        "/regio/domburg/strandhuisjes-blijven-winter-staan~a8c0e2f4/",
        "Strandhuisjes Domburg mogen hele winter blijven staan",
    ),
]


def wanneer(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{int(d)} {MAANDEN[int(m) - 1]} {y} om {time}"


ISLAND_JS = (
    '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event("astro:load"));})();'
    ";(()=>{var A=Object.defineProperty;var g=(i,o,a)=>o in i?A(i,o,{enumerable:!0,configurable:!0,writable:!0,value:a}):i[o]=a;"
    'var d=(i,o,a)=>g(i,typeof o!="symbol"?o+"":o,a);{let i={0:t=>m(t),1:t=>a(t),2:t=>new RegExp(t),3:t=>new Date(t),4:t=>new Map(a(t)),5:t=>new Set(a(t))},'
    'o=t=>{let[l,e]=t;return l in i?i[l](e):void 0},a=t=>t.map(o),m=t=>typeof t!="object"||t===null?t:Object.fromEntries(Object.entries(t).map(([l,e])=>[l,o(e)]));'
    'class y extends HTMLElement{constructor(){super(...arguments);d(this,"Component");d(this,"hydrator");}}'
    'customElements.get("astro-island")||customElements.define("astro-island",y)}})();'
)


class Dijkpost(Base):
    origin = ORIGIN
    name = "De Dijkpost"
    prefix = "dkp"
    language = "nl"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        sels = [".site-header", ".nav-link", ".article-title", ".article-body p", ".byline", ".card", ".ad",
                ".site-footer", ".cookiebar", ".liveblog-item", ".intro"]  # fmt: skip
        return scoped(css_rules("dkp", sels, 260), "[data-astro-cid-j7pv25f6]")

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "De Dijkpost", "astro-home-islands",
                 list=["tunnel", "kotter", "veerboot", "scholen", "zout", "mossel", "column", "anp"], more="regio"))  # fmt: skip
        add(page("regio", "/regio/", "section", "Regio", "section-front", list=["tunnel", "kotter", "veerboot", "scholen"], more="regio2"))  # fmt: skip
        add(page("regio2", "/regio/2/", "section", "Regio", "section-front-page2", list=["zout", "mossel", "anp"]))
        add(
            page(
                "tag", "/tag/westerschelde/", "tag", "Westerschelde", "tag-page", list=["tunnel", "veerboot", "kotter"]
            )
        )
        add(page("author", "/auteur/sanne-de-wit/", "author", "Sanne de Wit", "author-page", list=["veerboot", "scholen"],
                 bio="Sanne de Wit is verslaggever voor Walcheren en schrijft over bestuur, verkeer en onderwijs. Ze werkt sinds 2015 voor De Dijkpost."))  # fmt: skip
        add(page("search", "/zoeken/?q=veerboot", "search", "Zoekresultaten voor ‘veerboot’", "search-island-results", list=["veerboot", "tunnel"]))  # fmt: skip
        add(page("getij", "/service/getijden/vlissingen/", "live-data", "Getijden Vlissingen", "tide-table",
                 ["Hoog- en laagwater voor zaterdag 5 december 2026 (tijden in MET).",
                  "T: Getij | Tijd | Hoogte (cm NAP)",
                  "T: Laagwater | 02:41 | -182",
                  "T: Hoogwater | 08:57 | 214",
                  "T: Laagwater | 15:03 | -176",
                  "T: Hoogwater | 21:18 | 221",
                  "Bron: Rijkswaterstaat. De voorspelde waterstanden kunnen door wind en luchtdruk afwijken."]))  # fmt: skip
        add(page("colofon", "/colofon/", "about", "Colofon", "colophon",
                 ["De Dijkpost is een uitgave van Dijkpost Media B.V., Lange Delft 44, 4331 AN Middelburg.",
                  "## Redactie",
                  "Hoofdredacteur: Peter Kodde. Chef nieuwsdienst: Anouk Verburg. Tips voor de redactie: tips@dijkpost.test of 0118 555 200.",
                  "## Correcties",
                  "Ziet u een fout in een artikel? Laat het ons weten via correcties@dijkpost.test. Correcties worden onder het artikel vermeld."]))  # fmt: skip
        add(page("familie", "/familieberichten/", "notices", "Familieberichten", "death-notices-list",
                 ["Overlijdensberichten en advertenties uit Zeeland, geplaatst via De Dijkpost.",
                  "- Johanna Cornelia Boone-Verhage, Zierikzee, 91 jaar",
                  "- Adriaan Minderhoud, Goes, 78 jaar",
                  "- Maria Louisa de Kraker, Hulst, 84 jaar",
                  "- Pieter Jan Sinke, Middelburg, 69 jaar",
                  "Wilt u een advertentie plaatsen? Neem contact op met onze advertentieafdeling."]))  # fmt: skip

        add(story(
            "veerboot",
            "/regio/vlissingen/fietsvoetveer-vlissingen-breskens-vaart-vanaf-januari-vaker~a7f3c2e1/",
            "Fietsvoetveer Vlissingen-Breskens vaart vanaf januari vaker",
            "2026-12-04", "2026-12-04T08:12:00", "2026-12-04 08:12", ["Sanne de Wit"],
            [
                "Het fietsvoetveer tussen Vlissingen en Breskens gaat vanaf 4 januari in de winter elk halfuur varen in plaats van elk uur. Dat heeft de provincie Zeeland donderdag besloten na klachten van forenzen en scholieren.",
                "Vooral in de ochtendspits was het veer de afgelopen maanden regelmatig vol. Fietsers moesten dan een uur wachten op de volgende boot. „Ik heb drie keer mijn eerste les gemist”, zegt Noor Bakker (17), die dagelijks van Breskens naar het Scalda in Vlissingen reist.",
                "## Extra boot uit de reserve",
                "Voor de extra afvaarten zet de provincie de reserveboot Prins Willem-Alexander in, die nu vooral in de zomer wordt gebruikt. De kosten bedragen ongeveer 1,4 miljoen euro per jaar.",
                "Gedeputeerde Harm Brouwer (Mobiliteit) noemt het veer „de belangrijkste openbaarvervoerverbinding tussen Walcheren en Zeeuws-Vlaanderen”. Volgens hem stijgt het aantal reizigers al drie jaar op rij.",
                "De reizigersvereniging is blij met het besluit, maar wil ook dat het veer ’s avonds langer gaat varen. De laatste boot vertrekt nu om 21.15 uur uit Vlissingen.",
            ],
            "astro-static-naive-local-jsonld",
            section="Vlissingen", kicker="Vervoer", byline="Door Sanne de Wit", ld="naive", aid="a7f3c2e1",
            dek="Forenzen en scholieren bleven in de spits regelmatig achter op de kade.",
            tags=[("tag", "Westerschelde"), ("/tag/openbaar-vervoer/", "Openbaar vervoer")],
        ))  # fmt: skip
        add(story(
            "tunnel",
            "/regio/borssele/live-westerscheldetunnel-dicht-na-brand-in-vrachtwagen~b8e4d3f2/",
            "Westerscheldetunnel dicht na brand in vrachtwagen: lange files bij Goes en Terneuzen",
            "2026-12-04", "2026-12-04T06:48:00", "2026-12-04 06:48", ["Joris Verhulst"],
            [
                "### Tunnel weer open",
                "De Westerscheldetunnel is sinds 14.10 uur weer in beide richtingen open. Rijkswaterstaat heeft de schade aan het wegdek en de verlichting voorlopig hersteld. Hiermee sluiten we dit liveblog.",
                "De bergingsmaatschappij heeft de uitgebrande vrachtwagen uit de tunnel gesleept. Inspecteurs controleren nu of het beton door de hitte is beschadigd.",
                "### Chauffeur licht gewond",
                "De chauffeur van de vrachtwagen is met lichte brandwonden naar het ziekenhuis in Goes gebracht. Hij wist de cabine op tijd te verlaten en kon via een vluchtdeur naar de andere tunnelbuis lopen.",
                "Het verkeer richting Zeeuws-Vlaanderen wordt omgeleid via Antwerpen. Reken op minstens anderhalf uur extra reistijd. Het fietsvoetveer vanuit Vlissingen vaart extra afvaarten.",
                "Goedemorgen. De Westerscheldetunnel is sinds 06.30 uur in beide richtingen dicht na een brand in een vrachtwagen in de zuidelijke buis, ter hoogte van Borssele. In dit liveblog houden we je op de hoogte.",
            ],
            "astro-island-liveblog-ssr-props-repeat",
            section="Borssele", kicker="Live", byline="Door Joris Verhulst", ld="live", aid="b8e4d3f2",
            dek="Een vrachtwagen vloog in de vroege ochtend in brand in de zuidelijke tunnelbuis.",
            times=["14:12", "12:40", "10:05", "08:20", "06:48"], entry_of=[0, 0, 1, 2, 2, 3, 4],
            updated="2026-12-04 14:12",
            tags=[("tag", "Westerschelde"), ("/tag/verkeer/", "Verkeer")],
        ))  # fmt: skip
        add(story(
            "zout",
            "/regio/zeeuws-vlaanderen/boeren-in-zeeuws-vlaanderen-vrezen-voor-zout-water~c9f5e4a3/",
            "Boeren in Zeeuws-Vlaanderen vrezen voor zout water op hun akkers",
            "2026-12-04", "2026-12-04T17:30:00", "2026-12-04 17:30", ["Lotte Kodde"],
            [
                "Steeds meer akkerbouwers in Zeeuws-Vlaanderen hebben last van zout grondwater. Na de droge zomer meten boeren in de polders rond Hulst en Axel zoutgehaltes die een paar jaar geleden nog ondenkbaar waren.",
                "„Vroeger hadden we dat alleen vlak achter de dijk, nu zie ik het ook op percelen een kilometer landinwaarts”, zegt akkerbouwer Jan de Putter uit Kloosterzande. Zijn aardappelen bleven dit jaar op twee percelen klein.",
                "## Zoetwater uit de Schelde",
                "Het waterschap onderzoekt of zoetwater uit het kanaal Gent-Terneuzen via nieuwe leidingen naar de polders kan worden gebracht. Een proef bij Walsoorden loopt sinds het voorjaar.",
                "Volgens onderzoekers van de Hogeschool Zeeland is de verzilting een gevolg van de zeespiegelstijging, de bodemdaling en drogere zomers. Ze adviseren boeren om over te stappen op gewassen die beter tegen zout kunnen, zoals bepaalde soorten gerst en zeekraal.",
                "De Zeeuwse Landbouw Organisatie wil dat de provincie een zoetwaterplan opstelt voor heel Zeeuws-Vlaanderen. Gedeputeerde Staten zeggen dat plan in het voorjaar te presenteren.",
            ],
            "astro-client-only-island-body-in-template",
            section="Zeeuws-Vlaanderen", kicker="Landbouw", byline="Door Lotte Kodde", ld="naive", aid="c9f5e4a3",
            dek="Na de droge zomer meten akkerbouwers zoutgehaltes die een paar jaar geleden ondenkbaar waren.",
            client_only=True,
        ))  # fmt: skip
        add(story(
            "anp",
            "/regio/vlissingen/marine-oefent-volgende-week-op-de-noordzee-voor-kust-walcheren~d1a6f5b4/",
            "Marine oefent volgende week op de Noordzee voor de kust van Walcheren",
            "2026-12-04", "2026-12-04T11:02:00", "2026-12-04 11:02", [],
            [
                "De Koninklijke Marine houdt van 8 tot en met 11 december een oefening op de Noordzee voor de kust van Walcheren. Daarbij worden ook explosieven tot ontploffing gebracht, meldt het ministerie van Defensie.",
                "Inwoners van Westkapelle, Domburg en Zoutelande kunnen de knallen horen. Scheepvaart moet tijdens de oefening een afgesloten gebied mijden.",
                "De oefening maakt deel uit van een NAVO-training voor het opruimen van zeemijnen, waaraan ook schepen uit België en Duitsland deelnemen.",
            ],
            "agency-brief-anp",
            section="Vlissingen", kicker="Defensie", byline="ANP", ld="anp", aid="d1a6f5b4",
            dek="Inwoners van Westkapelle, Domburg en Zoutelande kunnen knallen horen.",
        ))  # fmt: skip
        add(story(
            "scholen",
            "/regio/middelburg/middelburg-wil-twee-basisscholen-samenvoegen~e2b7a6c5/",
            "Middelburg wil twee basisscholen in Dauwendaele samenvoegen",
            "2026-12-04", "2026-12-04T15:45:00", "2026-12-04 15:45", ["Sanne de Wit", "Joris Verhulst"],
            [
                "De gemeente Middelburg wil de basisscholen De Kleine Prins en De Zeester in de wijk Dauwendaele samenvoegen in één nieuw gebouw. Beide scholen hebben te maken met een dalend aantal leerlingen en verouderde gebouwen.",
                "Het nieuwe kindcentrum moet in 2029 klaar zijn en komt op de plek van het oude sportveld aan de Bosschaartlaan. Behalve de school krijgen ook de kinderopvang en het consultatiebureau er een plek.",
                "Ouders reageren verdeeld. „De school van mijn kinderen verdwijnt, dat doet pijn”, zegt Fatima el Amrani, moeder van twee leerlingen van De Zeester. Anderen zijn blij met een modern gebouw.",
                "De gemeenteraad praat op 14 december over het plan. Wethouder Ilse Dekker (Onderwijs) verwacht dat een meerderheid instemt.",
            ],
            "two-authors-en",
            section="Middelburg", kicker="Onderwijs", byline="Door Sanne de Wit en Joris Verhulst", ld="naive", aid="e2b7a6c5",
            dek="Beide scholen kampen met een dalend aantal leerlingen en verouderde gebouwen.",
            updated="2026-12-05 10:03",
        ))  # fmt: skip
        add(story(
            "column",
            "/opinie/column-de-zee-neemt-wat-ze-wil~f3c8b7d6/",
            "De zee neemt wat ze wil",
            "2026-12-04", "2026-12-04T06:00:00+01:00", "2026-12-04 06:00", ["Marjolein Boone"],
            [
                "Op de dijk bij Westkapelle staat een bankje waar ik al twintig jaar ga zitten als ik iets moet overdenken. Deze week was het bankje weg. Een medewerker van het waterschap vertelde me dat het bij de laatste storm door de golven was meegenomen.",
                "Ik moest er om lachen, en toen werd ik stil. Een bankje van beton en hout, met bouten in de dijk vastgezet. Weg. De zee vraagt niet of iets belangrijk voor je is.",
                "Wie in Zeeland opgroeit, kent de verhalen van 1953. Mijn oma vertelde ze aan de keukentafel, altijd op dezelfde toon, alsof het iets was wat je nu eenmaal moest weten. Ik begreep pas later dat het geen verhalen waren, maar waarschuwingen.",
                "Het waterschap plaatst volgend jaar een nieuw bankje, iets verder landinwaarts. Ik ga er zeker zitten. Maar ik zal af en toe ook naar de plek kijken waar het oude stond.",
            ],
            "column-kicker-in-title-bio-tail",
            section="Opinie", kicker="Column", byline="Marjolein Boone", ld="offset", aid="f3c8b7d6",
            dek="Een bankje op de dijk bij Westkapelle verdween in de storm.",
            tail="Marjolein Boone is schrijver en woont in Zierikzee. Haar column verschijnt elke vrijdag.",
        ))  # fmt: skip
        add(story(
            "kotter",
            "/regio/schouwen-duiveland/vissersboot-vast-op-zandbank-bij-neeltje-jans-bemanning-gered~a4d9c8e7/",
            "Vissersboot vast op zandbank bij Neeltje Jans, bemanning gered",
            "2026-12-05", to_utc("2026-12-05 00:30", 1, "%Y-%m-%dT%H:%M:%SZ"), "2026-12-05 00:30", [],
            [
                "Een vissersboot uit Yerseke is vrijdagavond vastgelopen op een zandbank in de Oosterschelde bij Neeltje Jans. De vier bemanningsleden zijn door de KNRM van boord gehaald, meldt de kustwacht.",
                "De boot liep rond 22.30 uur vast, vlak na het passeren van de stormvloedkering. Door de harde wind en het afgaande tij kwam het schip scheef te liggen. Reddingboten uit Neeltje Jans en Burghsluis rukten uit.",
                "De bemanningsleden zijn onderkoeld maar niet gewond naar de wal gebracht. Bij het volgende hoogwater, zaterdagochtend, wordt geprobeerd de boot los te trekken.",
            ],
            "utc-jsonld-desk-credit",
            section="Schouwen-Duiveland", kicker="Oosterschelde", byline="Door Redactie", ld="utc-org", aid="a4d9c8e7",
            dek="De vier bemanningsleden zijn door de KNRM van boord gehaald.",
            tags=[("/tag/oosterschelde/", "Oosterschelde"), ("tag", "Westerschelde")],
        ))  # fmt: skip
        add(story(
            "mossel",
            "/regio/yerseke/mosselkweker-het-water-wordt-warmer-en-dat-merken-we-elk-jaar~b5e1d9f8/",
            "Mosselkweker: ‘Het water wordt warmer, en dat merken we elk jaar’",
            "2026-12-04", "2026-12-04T19:00:00", "2026-12-04 19:00", ["Lotte Kodde"],
            [
                "Het mosselseizoen is halverwege. Kweker Arjen Padmos (52) uit Yerseke vist al dertig jaar op de Oosterschelde, net als zijn vader en grootvader. We spraken hem op de kade, tussen twee reizen door.",
                "Q: Hoe is het seizoen tot nu toe? || Goed, eerlijk gezegd. De mosselen zijn vol en de prijs is behoorlijk. Maar we hebben wel minder gevangen dan vorig jaar, omdat er in het voorjaar te weinig mosselzaad was.",
                "Q: Waar komt dat door? || Het water wordt warmer, en dat merken we elk jaar. Warm water betekent meer ziektes en meer zeesterren, en die eten het zaad op. Vroeger hadden we daar hooguit eens in de tien jaar last van.",
                "Q: Wat doen jullie eraan? || We werken met mosselzaadinvanginstallaties, een soort touwen in het water waar het zaad zich aan hecht. Dat helpt, maar het kost veel geld.",
                "Q: Wil uw zoon het bedrijf overnemen? || Hij zegt van wel. Ik heb hem gezegd dat hij eerst maar eens een winter moet meemaken op het water. Dan weet hij wat hij kiest.",
            ],
            "interview-bold-questions",
            section="Yerseke", kicker="Interview", byline="Door Lotte Kodde", ld="naive", aid="b5e1d9f8",
            dek="Arjen Padmos vist al dertig jaar op de Oosterschelde, net als zijn vader en grootvader.",
            tags=[("/tag/oosterschelde/", "Oosterschelde"), ("/tag/visserij/", "Visserij")],
        ))  # fmt: skip

    # --- islands -------------------------------------------------------------------------------------------

    def island(
        self, name: str, uid: str, props: dict[str, Any], inner: str, client: str = "visible", ssr: bool = True
    ) -> str:
        opts = esc(json.dumps({"name": name, "value": True if client != "only" else "preact"}, separators=(",", ":")))
        ssr_attr = " ssr" if ssr else ""
        h = rng("dkp-isl" + name + uid).randrange(16**8)
        return (f'<astro-island uid="{uid}" prefix="r{h % 9}" component-url="/_astro/{name}.{h:08x}.js" component-export="default" '
                f'renderer-url="/_astro/client.BIGLHmRd.js" props="{astro_props(props)}"{ssr_attr} client="{client}" opts="{opts}" await-children>{inner}<!--astro:end--></astro-island>')  # fmt: skip

    def entries(self, doc: Doc) -> list[list[tuple[Any, ...]]]:
        out: list[list[tuple[Any, ...]]] = []
        for i, b in enumerate(doc.blocks):
            n = doc.extra["entry_of"][i]
            while len(out) <= n:
                out.append([])
            out[n].append(b)
        return out

    # --- templates -----------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        shown = (
            f"{doc.kicker} | {doc.byline}: {doc.title}"
            if doc.key == "column"
            else (f"LIVE | {doc.title}" if doc.key == "tunnel" else doc.title)
        )
        out = [
            f"<title>{esc(shown)} | De Dijkpost</title>",
            f'<meta name="description" content="{esc(doc.dek if doc.is_article else doc.title + " – nieuws uit Zeeland")}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(shown)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:locale" content="nl_NL">',
            '<meta property="og:site_name" content="De Dijkpost">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        mode = doc.extra["ld"]
        if mode == "anp":
            author: Any = {"@type": "Organization", "name": "ANP"}
        elif mode == "utc-org":
            author = {"@type": "Organization", "name": "De Dijkpost"}
        else:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
        ld: dict[str, Any] = {"@context": "https://schema.org", "@type": "LiveBlogPosting" if mode == "live" else ("OpinionNewsArticle" if doc.key == "column" else "NewsArticle"),
                              "headline": shown, "description": doc.dek, "datePublished": doc.iso,
                              "dateModified": (doc.extra["updated"].replace(" ", "T") + ":00") if doc.extra.get("updated") else doc.iso,
                              "author": author, "publisher": {"@type": "Organization", "name": "De Dijkpost", "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/logo.png"}},
                              "image": f"{ORIGIN}/_astro/{doc.extra['aid']}.webp", "isAccessibleForFree": not doc.extra.get("client_only")}  # fmt: skip
        if mode == "live":
            ld["coverageStartTime"] = doc.iso
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li{C}>{self.a(k, t, "nav", attrs=NAV_ATTR)}</li>'
            for k, t in (("regio", "Regio"), ("/regio/walcheren/", "Walcheren"), ("/regio/zeeuws-vlaanderen/", "Zeeuws-Vlaanderen"),
                         ("/regio/schouwen-duiveland/", "Schouwen-Duiveland"), ("/sport/", "Sport"), ("/opinie/", "Opinie"), ("familie", "Familieberichten"))
        )  # fmt: skip
        meest = "".join(
            f"<li{C}>{self.a(k, self.docs[k].title, 'aside', attrs=C.strip())}</li>"
            for k in ["tunnel", "kotter", "zout", "veerboot", "mossel"]
        )
        search_props = {"placeholder": "Zoek in De Dijkpost", "endpoint": "/pagefind/", "lang": "nl"}
        return f"""<!DOCTYPE html><html lang="nl"{C}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="generator" content="Astro v4.16.18">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
{self.head(doc)}
<link rel="stylesheet" href="/_astro/index.Cq0bQq6n.css">
<style>/*PAD*/</style>
<script type="module" src="/_astro/hoisted.D7bRk2xA.js"></script>
<script>{ISLAND_JS}</script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-DIJK26"></script></head>
<body{C}>
<a href="#main" class="skip-link"{C}>Naar de inhoud</a>
<header class="site-header"{C}>
<div class="topbar"{C}><span{C}>zaterdag 5 december 2026</span> <a href="/weer/"{C}>Middelburg 7°</a> {self.a("getij", "Getijden", "nav", attrs=C.strip())} <a href="/abonneren/" class="btn-abo"{C}>Abonneren</a> <a href="/inloggen/"{C}>Inloggen</a></div>
<a href="/" class="logo"{C}><img src="/logo-dijkpost.svg" alt="De Dijkpost" width="190" height="38"{C}></a>
<nav{C}><ul{C}>{nav}</ul></nav>
{self.island("SearchBox", "Z1hT4k", search_props, f'<form action="/zoeken/" role="search"><input type="search" name="q" placeholder="{esc(search_props["placeholder"])}"><button>Zoeken</button></form>', client="idle")}
</header>
<div class="ad ad-billboard" id="ad-billboard"{C}></div>
<main id="main"{C}>
{main}
</main>
<aside class="sidebar"{C}><section class="meest-gelezen"{C}><h2{C}>Meest gelezen</h2><ol{C}>{meest}</ol></section>
<div class="ad ad-rectangle" id="ad-rectangle-1"{C}></div>
<section class="tags"{C}><h2{C}>Populaire onderwerpen</h2>{self.a("tag", "Westerschelde", "aside", attrs=C.strip())} · {self.a("search", "Veerboot", "aside", attrs=C.strip())} · <a href="/tag/oosterschelde/"{C}>Oosterschelde</a> · <a href="/tag/stikstof/"{C}>Stikstof</a></section></aside>
<footer class="site-footer"{C}><nav{C}>{self.a("colofon", "Colofon", "footer", attrs=C.strip())} · <a href="/privacy/"{C}>Privacy</a> · <a href="/cookies/"{C}>Cookies</a> · <a href="/contact/"{C}>Contact</a> · <a href="/tips/"{C}>Tip de redactie</a> · {self.a("familie", "Familieberichten", "footer", attrs=C.strip())} · <a href="/rss.xml"{C}>RSS</a></nav>
<p{C}>© 2026 Dijkpost Media B.V. – De Dijkpost, het nieuws van Zeeland</p></footer>
<div class="cookiebar" id="cookiebar" hidden{C}><p{C}>De Dijkpost gebruikt cookies om de site te verbeteren en advertenties te tonen die bij je passen. <a href="/cookies/"{C}>Lees meer</a></p><button{C}>Akkoord</button> <button{C}>Instellen</button></div>
<script>document.getElementById("cookiebar").hidden=!!localStorage.getItem("consent")</script>
</body></html>"""

    def story_main(self, doc: Doc) -> str:
        def fig(alt: str, cap: str) -> str:
            return f'<figure{CA}><img src="/_astro/{doc.extra["aid"]}-{len(alt)}.webp" alt="{esc(alt)}" loading="lazy"{CA}><figcaption{CA}>{esc(cap)}</figcaption></figure>'

        mode = doc.extra["ld"]
        if mode == "live":
            items = []
            data = []
            for n, blocks in enumerate(self.entries(doc)):
                t = doc.extra["times"][n]
                items.append(
                    f'<li class="liveblog-item" id="post-{5 - n}"{CA}><time datetime="2026-12-04T{t}:00"{CA}>{t}</time>{blocks_html(self, blocks, attr=CA, fig=fig)}</li>'
                )
                data.append({"id": f"post-{5 - n}", "time": f"2026-12-04T{t}:00", "title": next((b[1] for b in blocks if b[0] == "h3"), None),
                             "html": html_string(self, [b for b in blocks if b[0] != "h3"])})  # fmt: skip
            inner = f'<ol class="liveblog"{CA}>{"".join(items)}</ol>'
            body = self.island(
                "LiveBlog",
                "Z2aQx8",
                {"liveblogId": doc.extra["aid"], "pollInterval": 30000, "entries": data},
                inner,
                client="load",
            )
        elif doc.extra.get("client_only"):
            slot = f'<div class="article-body"{CA}>{blocks_html(self, doc.blocks, attr=CA, fig=fig)}</div>'
            body = self.island("MeteredBody", "Z3kPw1", {"articleId": doc.extra["aid"], "meter": {"limit": 3, "product": "dijkpost-plus"}, "premium": True},
                               f"<template data-astro-template>{slot}</template>", client="only", ssr=False)  # fmt: skip
        else:
            body = f'<div class="article-body"{CA}>{blocks_html(self, doc.blocks, attr=CA, fig=fig)}</div>'
        if doc.key == "column":
            byline = f'<div class="columnist"{CA}><img src="/_astro/marjolein-boone.webp" alt="Marjolein Boone" width="80" height="80"{CA}><p class="byline"{CA}>{esc(doc.byline)}</p></div>'
        elif doc.authors:
            parts = []
            for a in doc.authors:
                parts.append(
                    self.a("author", a, "byline", attrs=CA.strip())
                    if a == "Sanne de Wit"
                    else f'<a href="/auteur/{a.lower().replace(" ", "-")}/"{CA}>{esc(a)}</a>'
                )
            byline = f'<p class="byline"{CA}>Door {" en ".join(parts)}</p>'
        else:
            byline = f'<p class="byline"{CA}>{esc(doc.byline)}</p>'
        updated = (
            f' <span class="updated"{CA}>Bijgewerkt {wanneer(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        live = f'<span class="live-label"{CA}>LIVE</span> ' if mode == "live" else ""
        tail = f'<p class="column-bio"{CA}><em{CA}>{esc(doc.extra["tail"])}</em></p>' if doc.extra.get("tail") else ""
        tags = " ".join(self.a(k, t, "tag", attrs=CA.strip()) for k, t in doc.extra.get("tags", []))
        rel = [k for k in ARTS if k != doc.key]
        r = rng("dkp-rel" + doc.key)
        r.shuffle(rel)
        related_props = {
            "items": [
                {"title": self.docs[k].title, "href": self.docs[k].path, "kicker": self.docs[k].kicker} for k in rel[:4]
            ]
        }
        related_inner = (
            f'<section class="related"{CA}><h2{CA}>Lees ook</h2><ul{CA}>'
            + "".join(f"<li{CA}>{self.a(k, self.docs[k].title, 'related', attrs=CA.strip())}</li>" for k in rel[:4])
            + "</ul></section>"
        )
        u = quote(self.url(doc.key), safe="")
        share = self.island("ShareBar", "Z4mRt9", {"url": self.url(doc.key), "title": doc.title},
                            f'<div class="share"{CA}><a href="https://www.facebook.com/sharer/sharer.php?u={u}"{CA}>Facebook</a> <a href="https://wa.me/?text={u}"{CA}>WhatsApp</a> <a href="https://x.com/intent/tweet?url={u}"{CA}>X</a></div>', client="visible")  # fmt: skip
        return f"""<article class="article"{CA}>
<p class="kicker"{CA}>{live}{esc(doc.kicker)} · <a href="{self.section_path(doc)}"{CA}>{esc(doc.section)}</a></p>
<h1 class="article-title"{CA}>{esc(doc.title)}</h1>
<p class="intro"{CA}>{esc(doc.dek)}</p>
{byline}
<p class="meta"{CA}><time datetime="{doc.iso}"{CA}>{wanneer(doc.stamp)}</time>{updated}</p>
{share}
<figure class="hero"{CA}><img src="/_astro/{doc.extra["aid"]}.webp" alt="" width="1280" height="720" fetchpriority="high"{CA}><figcaption{CA}>Foto: De Dijkpost</figcaption></figure>
{body}
{tail}
<p class="tags"{CA}>{tags}</p>
<div class="ad ad-native" id="ad-native-1"{CA}></div>
{self.island("RelatedArticles", "Z5cVb2", related_props, related_inner)}
</article>"""

    def section_path(self, doc: Doc) -> str:
        parts = doc.path.split("/")
        return f"/regio/{parts[2]}/" if parts[1] == "regio" else f"/{parts[1]}/"

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            cards.append(f'<article class="card"{C}><img src="/_astro/{d.extra["aid"]}-thumb.webp" alt="" loading="lazy" width="320" height="180"{C}><p class="card-kicker"{C}>{esc(d.kicker)}</p>'
                         f'<h2{C}>{self.a(k, d.title, "content", attrs=C.strip())}</h2><p{C}>{esc(d.dek)}</p><time{C}>{wanneer(d.stamp)}</time></article>')  # fmt: skip
        older = ""
        if doc.kind in ("home", "section"):
            older = (
                f'<section class="ouder"{C}><h2{C}>Eerder</h2><ul{C}>'
                + "".join(f'<li{C}><a href="{p}"{C}>{esc(t)}</a></li>' for p, t in OLDER)
                + "</ul></section>"
            )
        head = f"<h1{C}>{esc(doc.title)}</h1>"
        if doc.key == "home":
            head = f'<h1 class="sr-only"{C}>De Dijkpost – nieuws uit Zeeland</h1>'
        elif doc.kind == "author":
            head = f'<div class="auteur"{C}><img src="/_astro/sanne-de-wit.webp" alt="" width="96" height="96"{C}><h1{C}>{esc(doc.title)}</h1><p{C}>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "tag":
            head = f"<h1{C}>Alles over {esc(doc.title)}</h1>"
        grid = f'<div class="grid"{C}>{"".join(cards)}</div>'
        if doc.kind == "search":
            results = [
                {"url": self.docs[k].path, "meta": {"title": self.docs[k].title}, "excerpt": self.docs[k].dek}
                for k in doc.extra["list"]
            ]
            grid = self.island(
                "SearchResults",
                "Z6sRq0",
                {"query": "veerboot", "results": results},
                f"<p{C}>{len(cards)} resultaten voor ‘veerboot’</p>{grid}",
                client="load",
            )
        pager = ""
        if doc.key == "regio":
            pager = f'<nav class="pagination"{C}><span{C}>1</span> {self.a("regio2", "2", "pagination", attrs=C.strip())} {self.a("regio2", "Volgende", "pagination", attrs=C.strip())}</nav>'
        elif doc.key == "regio2":
            pager = f'<nav class="pagination"{C}>{self.a("regio", "Vorige", "pagination", attrs=C.strip())} {self.a("regio", "1", "pagination", attrs=C.strip())} <span{C}>2</span> <a href="/regio/3/"{C}>3</a></nav>'
        elif doc.key == "home":
            pager = f'<p class="meer"{C}>{self.a("regio", "Meer regionieuws", "content", attrs=C.strip())} · {self.a("getij", "Getijden", "content", attrs=C.strip())} · {self.a("familie", "Familieberichten", "content", attrs=C.strip())}</p>'
        return f'<section class="listing {doc.kind}"{C}>{head}{grid}{older}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = blocks_html(self, doc.blocks, attr=C)
        extra = ""
        if doc.kind == "live-data":
            extra = (
                f"<p{C}>{self.a('tunnel', 'Lees ook: ' + self.docs['tunnel'].title, 'content', attrs=C.strip())}</p>"
            )
        return f'<section class="page {doc.kind}"{C}><h1{C}>{esc(doc.title)}</h1>\n{html}\n{extra}</section>'
