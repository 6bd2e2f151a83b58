# ruff: noqa: E501, RUF001 (page texts are long literal lines; Dutch curly quotes and dashes are deliberate)
"""Polderjournaal: a Dutch public broadcaster's news site (NOS-like, a React front with server-rendered HTML).
Stories at `/artikel/<id>-<slug>`, short "kort nieuws" items at `/nieuws/<id>-<slug>` with no author, a liveblog at
`/liveblog/<id>-<slug>` with fifteen timed entries, video pages at `/video/<id>-<slug>` (one with a full transcript,
one with a one-line description only). Stories carry `NewsArticle` JSON-LD (liveblog: `LiveBlogPosting`); the
video pages carry `VideoObject` only."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

LIVE = [
    (
        "07:02",
        "Goedemorgen. Het KNMI heeft code oranje afgegeven voor Zeeland, Zuid-Holland, Noord-Holland en het Waddengebied. Vanaf 10.00 uur worden windstoten tot 110 kilometer per uur verwacht.",
    ),
    (
        "07:25",
        "ProRail laat weten dat er vanaf 11.00 uur minder treinen rijden tussen Amsterdam, Den Haag en Rotterdam. Reizigers wordt aangeraden hun reis zo mogelijk uit te stellen.",
    ),
    (
        "07:48",
        "De Rijkswaterstaat sluit de Zeelandbrug om 09.30 uur voor al het verkeer. De Haringvlietbrug blijft voorlopig open voor personenauto's.",
    ),
    (
        "08:10",
        "Schiphol verwacht dat tientallen vluchten worden geschrapt. Passagiers moeten de website van hun luchtvaartmaatschappij in de gaten houden.",
    ),
    (
        "08:37",
        "In Den Helder is de veerdienst naar Texel gestaakt. Eilandbewoners die op de vaste wal werken, kunnen volgens de rederij vanmiddag mogelijk niet terug.",
    ),
    ("09:05", "Veel scholen in Zeeland hebben besloten de leerlingen vanmiddag vroeger naar huis te sturen."),
    (
        "09:41",
        "De eerste windstoten van boven de 90 kilometer per uur zijn gemeten op Vlissingen. Op de Westerschelde ligt de scheepvaart grotendeels stil.",
    ),
    (
        "10:14",
        "In Rotterdam is een boom op een tramlijn gevallen. Tram 4 rijdt niet tussen het Centraal Station en Schiedam.",
    ),
    (
        "10:52",
        "De brandweer in Zuid-Holland heeft sinds vanochtend meer dan 120 meldingen gekregen, vooral over losgeslagen dakpannen en omgewaaide bomen.",
    ),
    (
        "11:20",
        "Op de A12 bij Gouda is een vrachtwagen gekanteld. De weg richting Utrecht is dicht, er staat een file van twaalf kilometer.",
    ),
    (
        "11:58",
        "Het KNMI meldt een windstoot van 124 kilometer per uur op Hoek van Holland, de hoogste tot nu toe vandaag.",
    ),
    (
        "12:31",
        "De NS rijdt vanaf nu helemaal geen treinen meer in Zeeland. Tussen Roosendaal en Vlissingen zijn er ook geen bussen.",
    ),
    (
        "13:06",
        "In Haarlem is een fietser gewond geraakt door een vallende tak. Hij is met onbekend letsel naar het ziekenhuis gebracht.",
    ),
    (
        "13:44",
        "Het KNMI verwacht dat de storm na 16.00 uur langzaam afneemt. Code oranje blijft tot 18.00 uur van kracht.",
    ),
    ("14:15", "Dit liveblog sluiten we hier. Morgen houden we u op de hoogte van de opruimwerkzaamheden."),
]


class Polder(Base):
    origin = "https://polderjournaal.test"
    name = "Polderjournaal"
    prefix = "pj"
    language = "nl"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pj",
            [".sc-1x2y3z", ".sc-live-entry", ".sc-article-text", ".sc-teaser", ".sc-video", ".sc-header", ".sc-footer"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Polderjournaal",
                "react-home",
                list=["liveblog", "wonen", "kort-brand", "interview", "video-dijk", "anp-loterij"],
                more="page2",
                video="video-kort",
            )
        )
        add(
            page(
                "binnenland",
                "/binnenland",
                "section",
                "Binnenland",
                "react-section-front",
                list=["wonen", "kort-brand", "kort-fiets", "liveblog"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/binnenland?page=2",
                "section",
                "Binnenland – pagina 2",
                "react-section-page2",
                list=["kort-fiets", "anp-loterij", "interview"],
                prev="binnenland",
            )
        )
        add(page("tag", "/tag/storm", "tag", "Storm", "react-tag-page", list=["analyse", "liveblog", "video-dijk"]))
        add(
            page(
                "zoeken",
                "/zoeken?q=storm",
                "search",
                "Zoekresultaten voor ‘storm’",
                "react-search-results",
                list=["liveblog", "analyse", "video-kort"],
            )
        )
        add(
            page(
                "weer",
                "/weer",
                "weather",
                "Het weer",
                "react-weather-page",
                [
                    "Woensdag: eerst zeer zware windstoten aan de kust, in de middag afnemende wind. Maxima van 8 graden in het noorden tot 11 graden in Zeeland.",
                    "Donderdag: droog en vrij zonnig, weinig wind. 's Nachts kans op lichte vorst in het oosten.",
                    "- Amsterdam: 9° / 4°, windkracht 8",
                    "- Vlissingen: 11° / 6°, windkracht 10",
                    "- Groningen: 8° / 2°, windkracht 7",
                    "Weerbericht door weerkundige Marloes Dekker, bijgewerkt om 06.30 uur.",
                ],
            )
        )
        add(
            page(
                "video-kort",
                "/video/2571290-zo-klonk-de-storm-in-scheveningen",
                "video",
                "Zo klonk de storm in Scheveningen",
                "react-video-one-line",
                ["Harde wind en hoge golven op de boulevard van Scheveningen."],
                video_page=True,
            )
        )
        add(
            page(
                "meestgelezen",
                "/meest-gelezen",
                "mostread",
                "Meest gelezen",
                "react-most-read",
                list=["liveblog", "wonen", "kort-brand", "anp-loterij", "kort-fiets"],
            )
        )
        add(
            page(
                "over",
                "/over-ons",
                "about",
                "Over Polderjournaal",
                "react-about-page",
                [
                    "Polderjournaal is de nieuwsdienst van de publieke omroep. Onze redactie in Hilversum en onze correspondenten in binnen- en buitenland brengen dag en nacht onafhankelijk nieuws.",
                    "We werken volgens de journalistieke code van de publieke omroep. Fouten herstellen we zo snel mogelijk en we vermelden dat onder het artikel.",
                    "Hoofdredacteur: Willemijn Bos. Adjunct-hoofdredacteuren: Rik Hoekstra en Fatima El Idrissi.",
                ],
            )
        )
        add(
            page(
                "vacature",
                "/vacatures/eindredacteur-online",
                "jobs",
                "Vacature: eindredacteur online (32-36 uur)",
                "react-job-ad",
                [
                    "Voor onze online redactie in Hilversum zoeken we een ervaren eindredacteur die ook onder tijdsdruk scherp blijft.",
                    "## Wat ga je doen?",
                    "Je redigeert artikelen van verslaggevers en correspondenten, bewaakt de homepage en begeleidt liveblogs bij groot nieuws.",
                    "## Wat bieden we?",
                    "- Salaris volgens schaal 10 van de cao publieke omroep (maximaal € 5.412 bruto per maand)",
                    "- Een contract voor een jaar, met uitzicht op vast",
                    "Solliciteren kan tot en met 18 december 2026.",
                ],
            )
        )
        add(
            story(
                "liveblog",
                "/liveblog/2571250-storm-trekt-over-nederland-code-oranje-in-vier-provincies",
                "Storm trekt over Nederland, code oranje in vier provincies",
                "2026-12-02",
                "2026-12-02T07:02:00+01:00",
                "2 december 2026, 07:02",
                [],
                [
                    x
                    for t, text in LIVE
                    for x in (
                        f'RAW:<div class="sc-live-entry"><time datetime="2026-12-02T{t}:00+01:00">{t}</time>',
                        text,
                        "RAW:</div>",
                    )
                ],
                "react-liveblog-15-entries",
                section="Binnenland",
                ld_type="LiveBlogPosting",
                rel=["video-dijk", "wonen"],
            )
        )
        add(
            story(
                "kort-brand",
                "/nieuws/2571240-grote-brand-in-loods-bij-veghel-rookmelding-voor-omgeving",
                "Grote brand in loods bij Veghel, rookmelding voor omgeving",
                "2026-12-02",
                "2026-12-02T05:48:00+01:00",
                "2 december 2026, 05:48",
                [],
                [
                    "In een loods op een bedrijventerrein in Veghel woedt sinds vannacht een grote brand. De veiligheidsregio heeft een NL-Alert verstuurd: bewoners in de omgeving moeten ramen en deuren sluiten.",
                    "Er raakte niemand gewond. Wat er in de loods lag opgeslagen, is nog niet bekend.",
                ],
                "react-kort-nieuws-no-author",
                section="Binnenland",
                rel=["kort-fiets"],
            )
        )
        add(
            story(
                "kort-fiets",
                "/nieuws/2571188-fietsenstalling-utrecht-centraal-een-week-deels-dicht",
                "Fietsenstalling Utrecht Centraal een week deels dicht",
                "2026-12-01",
                "2026-12-01T13:20:00+01:00",
                "1 december 2026, 13:20",
                [],
                [
                    "De grootste fietsenstalling ter wereld, onder het Stationsplein in Utrecht, is vanaf maandag een week lang voor een derde gesloten vanwege onderhoud aan de verlichting. Er komen tijdelijke rekken bij de Jaarbeurs."
                ],
                "react-kort-nieuws-one-sentence",
                section="Binnenland",
                rel=["kort-brand"],
            )
        )
        add(
            story(
                "video-dijk",
                "/video/2571266-hoe-sterk-zijn-onze-dijken-de-dijkgraaf-legt-uit",
                "Hoe sterk zijn onze dijken? De dijkgraaf legt uit",
                "2026-12-01",
                "2026-12-01T18:30:00+01:00",
                "1 december 2026, 18:30",
                [],
                [
                    "Bij elke storm komt de vraag terug: houden de dijken het? Wij vroegen het aan dijkgraaf Hans Verburg van het waterschap Scheldestromen.",
                    "“Onze primaire keringen zijn ontworpen op een storm die gemiddeld eens in de vierduizend jaar voorkomt. Een storm als die van morgen is voor de dijk zelf geen probleem.”",
                    "“Waar we wel op letten, zijn de kwetsbare plekken: overgangen naar kunstwerken, sluizen, plekken waar de bekleding is vernieuwd. Daar lopen onze dijkwachten morgen extra rondes.”",
                    "“Wat mensen zelf kunnen doen? Blijf weg van de dijk tijdens de storm. Kijken is verleidelijk, maar golven kunnen verrassend ver komen.”",
                ],
                "react-video-with-transcript",
                section="Binnenland",
                video_page=True,
                dek="Dijkgraaf Hans Verburg over de sterkte van de Zeeuwse dijken tijdens een storm.",
                rel=["liveblog"],
            )
        )
        add(
            story(
                "wonen",
                "/artikel/2571233-starters-vinden-nauwelijks-nog-een-huurhuis-in-middelgrote-steden",
                "Starters vinden nauwelijks nog een huurhuis in middelgrote steden",
                "2026-12-02",
                "2026-12-02T06:00:00+01:00",
                "2 december 2026, 06:00",
                ["Eva Jansen"],
                [
                    "Wie in Zwolle, Amersfoort of Leeuwarden een eerste huurhuis zoekt, staat gemiddeld zes jaar op een wachtlijst. Dat blijkt uit een rondgang van Polderjournaal langs twintig woningcorporaties.",
                    "Vijf jaar geleden was dat nog vier jaar. De wachttijd loopt vooral op doordat er weinig wordt gebouwd en ouderen langer in hun eengezinswoning blijven wonen.",
                    "## ‘Ik woon nog bij mijn ouders’",
                    "Sanne (26) werkt als verpleegkundige in Amersfoort en woont nog op haar oude kinderkamer. “Ik reageer elke week op tien woningen. De laatste keer stond ik op plek 412.”",
                    "Corporaties zeggen dat ze graag meer willen bouwen, maar dat de grond te duur is en de bouwkosten zijn gestegen. “We bouwen wat we kunnen, maar de rekensom klopt vaak niet meer”, zegt een directeur in Zwolle.",
                    "## Middenhuur",
                    "Het kabinet wil dat gemeenten meer middenhuurwoningen laten bouwen. Starters met een middeninkomen vallen nu vaak tussen wal en schip: ze verdienen te veel voor een sociale huurwoning en te weinig voor een koophuis.",
                    "Volgens de branchevereniging van corporaties zijn er tot 2030 jaarlijks minstens 30.000 extra sociale huurwoningen nodig. Vorig jaar werden er ruim 18.000 opgeleverd.",
                ],
                "react-long-story-correspondent",
                section="Binnenland",
                byline_label="Door verslaggever",
                rel=["interview", "kort-fiets"],
            )
        )
        add(
            story(
                "interview",
                "/artikel/2571201-minister-wie-een-huis-achterlaat-moet-verhuizen-makkelijker-maken",
                "Minister: ‘Wie een groot huis achterlaat, moeten we het verhuizen makkelijker maken’",
                "2026-12-01",
                "2026-12-01T20:10:00+01:00",
                "1 december 2026, 20:10",
                ["Eva Jansen", "Pieter de Vries"],
                [
                    "De minister van Volkshuisvesting, Carla Mulder, wil ouderen helpen kleiner te gaan wonen. Een gesprek over doorstroming, belastingen en de grens aan wat de overheid kan.",
                    "Q: Waarom zouden ouderen hun huis verlaten? || Niemand moet, maar veel ouderen willen wel. Ze vinden alleen niets geschikts in hun eigen buurt, en verhuizen is duur.",
                    "Q: Wat gaat u doen? || We schaffen de overdrachtsbelasting af voor wie ouder is dan 65 en naar een kleinere woning gaat. En gemeenten krijgen geld voor seniorenwoningen.",
                    "Q: Is dat genoeg? || Nee. Het is één stap. Zonder extra bouwen lossen we de woningnood niet op.",
                ],
                "react-qa-two-authors-en",
                section="Politiek",
                byline_label="Door",
                rel=["wonen"],
            )
        )
        add(
            story(
                "anp-loterij",
                "/nieuws/2571170-hoofdprijs-oudejaarsloterij-verhoogd-naar-35-miljoen",
                "Hoofdprijs Oudejaarsloterij verhoogd naar 35 miljoen",
                "2026-11-30",
                "2026-11-30T11:40:00+01:00",
                "30 november 2026, 11:40",
                [],
                [
                    "De hoofdprijs van de Oudejaarsloterij gaat dit jaar naar 35 miljoen euro, 5 miljoen meer dan vorig jaar. Dat maakt de organisator bekend.",
                    "De trekking is op 31 december. Loten kosten 20 euro per stuk.",
                    "SIGN: ANP",
                ],
                "react-agency-brief-anp",
                section="Binnenland",
                rel=["kort-brand"],
            )
        )
        add(
            story(
                "analyse",
                "/artikel/2571245-waarom-stormen-in-nederland-vaker-in-december-komen",
                "Waarom de zwaarste stormen in Nederland vaak in december komen",
                "2026-12-01",
                "2026-12-01T16:05:00+01:00",
                "1 december 2026, 16:05",
                ["Pieter de Vries"],
                [
                    "Het is geen toeval dat de storm van woensdag in het begin van de winter valt. Het temperatuurverschil tussen de poolstreek en de subtropen is dan het grootst, en dat voedt de straalstroom.",
                    "Lagedrukgebieden die onder die straalstroom ontstaan, kunnen in korte tijd sterk verdiepen. Meteorologen spreken dan van een ‘bom’.",
                    "Of stormen door klimaatverandering vaker voorkomen, is nog onzeker. Wel stijgt de zeespiegel, waardoor dezelfde storm langs de kust meer schade kan doen.",
                ],
                "react-analysis-only-from-tag-search",
                section="Binnenland",
                byline_label="Door weerredacteur",
                rel=["liveblog"],
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        ld: dict[str, object]
        if doc.extra.get("video_page"):
            ld = {
                "@context": "https://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "uploadDate": doc.iso or "2026-12-02T09:30:00+01:00",
                "description": doc.dek or doc.title,
            }
        elif doc.is_article:
            ld = {
                "@context": "https://schema.org",
                "@type": doc.extra.get("ld_type", "NewsArticle"),
                "headline": doc.title,
                "datePublished": doc.iso,
                "publisher": {"@type": "Organization", "name": self.name},
            }
            if doc.authors:
                ld["author"] = [{"@type": "Person", "name": a} for a in doc.authors]
        else:
            ld = {"@context": "https://schema.org", "@type": "WebPage", "name": doc.title}
        nav = "".join(
            f"<li>{self.a(k, t, 'chrome:nav')}</li>"
            for k, t in [
                ("home", "Nieuws"),
                ("binnenland", "Binnenland"),
                ("tag", "Storm"),
                ("weer", "Weer"),
                ("meestgelezen", "Meest gelezen"),
            ]
        )
        foot = " ".join(
            self.a(k, t, "chrome:footer")
            for k, t in [("over", "Over ons"), ("vacature", "Vacatures"), ("zoeken", "Zoeken")]
        )
        return f"""<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | Polderjournaal</title>
<meta property="og:title" content="{esc(doc.title)}">
<link rel="canonical" href="{esc(self.url(doc.key))}">
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
<style>/*PAD*/</style>
</head>
<body>
<div id="__app">
<header class="sc-header">{self.a("home", "Polderjournaal", "chrome:header", 'class="sc-logo"')}<nav><ul>{nav}</ul></nav></header>
<main class="sc-1x2y3z">
{main}
</main>
<footer class="sc-footer">{foot} <a href="https://omroep.test/privacy">Privacy</a> <a href="/rss">RSS</a></footer>
</div>
<script src="/_next/static/chunks/main-7f3a.js" defer></script>
</body>
</html>
"""

    def player(self, doc: Doc) -> str:
        return f'<div class="sc-video"><div class="sc-player" data-stream="/streams/{doc.path.split("/")[2].split("-")[0]}.m3u8"><button>Afspelen</button><span>2:14</span></div></div>'

    def story_main(self, doc: Doc) -> str:
        byline = ""
        if doc.authors:
            byline = f'<p class="sc-byline">{doc.extra.get("byline_label", "Door")} {" en ".join(esc(a) for a in doc.authors)}</p>'
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in doc.extra.get("rel", []))
        top = self.player(doc) if doc.extra.get("video_page") else ""
        dek = f'<p class="sc-video-desc">{esc(doc.dek)}</p>' if doc.dek else ""
        transcript = (
            '<h2 class="sc-transcript-title">Uitgeschreven tekst van de video</h2>'
            if doc.extra.get("video_page")
            else ""
        )
        live = '<p class="sc-live-label">Liveblog – dit liveblog is gesloten</p>' if doc.key == "liveblog" else ""
        return f"""<article>
{top}<p class="sc-section">{esc(doc.section)}</p>
<h1>{esc(doc.title)}</h1>{live}{dek}
{byline}<p class="sc-time"><time datetime="{doc.iso}">{esc(doc.stamp)}</time></p>
{transcript}<div class="sc-article-text">
{self.blocks(doc)}
</div>
</article>
<aside><h2>Meer over dit onderwerp</h2><ul>{rel}</ul></aside>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"], 1):
            d = self.docs[k]
            num = f'<span class="sc-rank">{i}</span>' if doc.kind == "mostread" else ""
            items.append(
                f'<li class="sc-teaser">{num}{self.a(k, d.title, "content")}<span>{esc(d.stamp or d.title)}</span></li>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = self.a(doc.extra["more"], "Meer nieuws", "content")
        if doc.extra.get("prev"):
            pager = self.a(doc.extra["prev"], "Vorige pagina", "content")
        video = ""
        if doc.extra.get("video"):
            video = f'<section class="sc-video-strip"><h2>Video</h2>{self.a(doc.extra["video"], self.docs[doc.extra["video"]].title, "content")}</section>'
        return f"<section><h1>{esc(doc.title)}</h1>\n<ul>{''.join(items)}</ul>\n{video}<p>{pager}</p></section>"

    def service_main(self, doc: Doc) -> str:
        top = self.player(doc) if doc.extra.get("video_page") else ""
        return f"<section>{top}<h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<p>{self.a('home', 'Naar de voorpagina', 'content')}</p></section>"
