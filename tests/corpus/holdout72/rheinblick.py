# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Rheinblick: a regional daily for Cologne and the Rhineland on an old German publishing system (`_arid,1098811.html`
URLs, `/region/koeln/seite-2/`, `/thema/hochwasser/`, `/autor/anna-schulte/`, `/suche/?q=`), German, Berlin time
(CET, +01:00), served as **windows-1252 bytes under a `charset=ISO-8859-1` header** (and the same in `<meta
http-equiv>`): the „“ quotes, dashes and the euro sign are cp1252-only, so the page is labelled `cp1252`, which is
what Scrapy decodes an ISO-8859-1 declaration with.

The story is a `<section role="article" class="artikel">`; there is no `<article>` anywhere. Paragraphs are `<div
class="para">` (no `<p>` in the screen copy); the headline `<h1>` holds the kicker ("Dachzeile") and the headline in
two spans, so its text runs together ("Hochwasser am RheinPegel in Köln…"); `og:title` and `<title>` join them with a
colon. The commentary's text is one `<div>` of runs separated by `<br><br>`; the cathedral story carries a
**print-only copy** of itself (`<div class="print-only">` with `<p>`s, hidden by a screen media query); the Manheim
feature is **paginated** ("Seite 1 von 3", `<link rel="next">`, "Nächste Seite", a table of contents of its three
pages) and only its first page is in the set.

Dates print "10.12.2026, 06:15 Uhr" and "Aktualisiert: 10.12.2026, 09:40 Uhr"; `NewsArticle` JSON-LD in +01:00,
except the night fire (published 00:20 on 10 Dec, JSON-LD `2026-12-09T23:20:00Z`). The Christmas-market brief has
no JSON-LD, no time, and is signed only with the initials "(mb)". Credits: "Von Anna Schulte", "Von Jan Becker und
Lea Hoffmann", "Von unserer Redakteurin Miriam Yilmaz", "Ein Kommentar von Dr. Thomas Krämer", "dpa" (JSON-LD
Person "dpa"), and an interview credited only by its closing line "Das Gespräch führte Lea Hoffmann." (JSON-LD
author the paper). A sixth Cologne story is linked from the fronts but served as a **consent wall** ("Zustimmen und
weiter" or a Pur subscription) with none of its text."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import DE_DAYS, DE_MONTHS, Base, page, para_blocks, story, weekday, ymd
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.rheinblick.test"
ARTS = ["nacht", "pegel", "dpa", "kommentar", "interview", "dom", "markt", "dorf"]


def stamp(local: str) -> str:
    """'2026-12-10 06:15' -> '10.12.2026, 06:15 Uhr'; a bare day -> '08.12.2026'."""
    y, m, d = ymd(local)
    day = f"{d:02d}.{m:02d}.{y}"
    return f"{day}, {local.split()[1]} Uhr" if " " in local else day


def iso_local(local: str) -> str:
    day, time = local.split()
    return f"{day}T{time}:00+01:00"


class Rheinblick(Base):
    origin = ORIGIN
    name = "Rheinblick"
    prefix = "rhb"
    language = "de"
    encoding = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "rhb",
            [
                "#kopf",
                "#navigation li",
                ".artikel .dachzeile",
                ".artikel .titel",
                ".artikel .para",
                ".artikel .autor",
                ".teaser",
                ".randspalte",
                "#fuss",
                ".anzeige",
                ".lesetipp",
                ".seitennavigation",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Rheinblick", "portal-home", list=ARTS, more="koeln"))
        add(
            page(
                "koeln",
                "/region/koeln/",
                "section",
                "Köln",
                "ressort-front",
                list=["nacht", "pegel", "interview", "markt"],
                more="koeln2",
            )
        )
        add(
            page(
                "koeln2",
                "/region/koeln/seite-2/",
                "section",
                "Köln",
                "ressort-front-page2",
                list=["dom", "consent"],
                older=[
                    (
                        "/region/koeln/ehrenfeld-buergerhaus-sanierung-_arid,1098655.html",
                        "Bürgerhaus Ehrenfeld: Sanierung wird teurer als geplant",
                    ),
                    (
                        "/region/koeln/kvb-linie-13-ersatzverkehr-_arid,1098631.html",
                        "KVB: Ersatzverkehr auf der Linie 13 bis Ende Januar",
                    ),
                    (
                        "/region/koeln/zoo-elefantenbaby-name-_arid,1098607.html",
                        "Kölner Zoo: Elefantenbaby heißt jetzt Kira",
                    ),
                ],
            )
        )
        add(page("tag", "/thema/hochwasser/", "tag", "Hochwasser", "thema-page", list=["pegel", "kommentar"]))
        add(
            page(
                "author",
                "/autor/anna-schulte/",
                "author",
                "Anna Schulte",
                "autor-page",
                list=["pegel"],
                bio="Anna Schulte ist Redakteurin im Lokalressort Köln und schreibt vor allem über Umwelt, Verkehr und Stadtentwicklung. Sie arbeitet seit 2015 für Rheinblick.",
                older=[
                    (
                        "/region/koeln/rheinufer-tunnel-sanierung-_arid,1097420.html",
                        "Rheinufertunnel: Sanierung beginnt im Sommer",
                    ),
                    (
                        "/region/koeln/baumschutzsatzung-rat-_arid,1096998.html",
                        "Rat beschließt strengere Baumschutzsatzung",
                    ),
                ],
            )
        )
        add(
            page(
                "search",
                "/suche/?q=Rhein",
                "search",
                "Suchergebnisse für „Rhein“",
                "suche-results",
                list=["pegel", "kommentar", "dorf"],
            )
        )
        add(
            page(
                "consent",
                "/region/koeln/neue-rheinbruecke-varianten-_arid,1098800.html",
                "consent-wall",
                "Willkommen bei Rheinblick",
                "pur-abo-consent-wall-instead-of-story",
            )
        )
        add(
            page(
                "impressum",
                "/impressum/",
                "about",
                "Impressum",
                "impressum",
                [
                    "Rheinblick ist ein Angebot der Rheinblick Medien GmbH & Co. KG.",
                    "## Anschrift",
                    "Rheinblick Medien GmbH & Co. KG, Breite Straße 70, 50667 Köln. Telefon: 0221 555 0100, E-Mail: redaktion@rheinblick.test",
                    "## Vertretungsberechtigte Geschäftsführung",
                    "Dr. Clemens Vahrenholt, Birte Nowak",
                    "## Redaktion",
                    "Chefredakteurin: Judith Adenauer-Kraus. Stellvertretender Chefredakteur: Markus Pohl. Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Judith Adenauer-Kraus (Anschrift wie oben).",
                    "## Registergericht",
                    "Amtsgericht Köln, HRA 31234. Umsatzsteuer-Identifikationsnummer: DE 123 456 789.",
                    "Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit. Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "newsletter",
                "Newsletter abonnieren",
                "newsletter-signup-form",
                newsletters=[
                    ("Köln am Morgen", "Die wichtigsten Nachrichten aus Köln, montags bis samstags um 6 Uhr."),
                    ("Rhein-Erft kompakt", "Jeden Freitag das Wichtigste aus den Städten im Rhein-Erft-Kreis."),
                    ("Sport-Update", "Ergebnisse, Hintergründe und Termine aus dem regionalen Sport, jeden Montag."),
                    ("Ausgehtipps", "Konzerte, Märkte und Ausstellungen fürs Wochenende, donnerstags um 15 Uhr."),
                ],
            )
        )
        add(
            story(
                "nacht",
                "/region/koeln/grossbrand-lagerhalle-porz-lind-feuerwehr-_arid,1098823.html",
                "Lagerhalle brennt nieder – Anwohner sollen Fenster geschlossen halten",
                "2026-12-10",
                "2026-12-09T23:20:00Z",
                "2026-12-10 00:20",
                ["Jan Becker", "Lea Hoffmann"],
                [
                    "Bei einem Großbrand in einer Lagerhalle im Kölner Stadtteil Porz-Lind ist in der Nacht zu Donnerstag ein Schaden in Millionenhöhe entstanden. Verletzt wurde nach ersten Erkenntnissen niemand.",
                    "Das Feuer war gegen 22.30 Uhr in der Halle eines Getränkehändlers an der Frankfurter Straße ausgebrochen. Als die ersten Einsatzkräfte eintrafen, stand das Gebäude bereits in Vollbrand. Eine dichte Rauchwolke zog über die Stadtteile Porz und Wahn.",
                    "Die Feuerwehr war mit rund 120 Kräften im Einsatz. „Wir konnten ein Übergreifen der Flammen auf die benachbarte Halle verhindern“, sagte ein Sprecher der Feuerwehr in der Nacht. Das Dach der Lagerhalle stürzte gegen Mitternacht ein.",
                    "Über die Warn-App Nina wurden Anwohnerinnen und Anwohner aufgefordert, Fenster und Türen geschlossen zu halten und Lüftungsanlagen abzuschalten. Messungen der Feuerwehr ergaben nach ihren Angaben keine gesundheitsgefährdenden Werte.",
                    "## Ermittlungen zur Brandursache",
                    "Die Frankfurter Straße blieb zwischen Lind und Wahn bis in den Donnerstagmorgen gesperrt. Die Polizei hat die Ermittlungen zur Brandursache aufgenommen. Ein Brandsachverständiger soll die Halle untersuchen, sobald die Nachlöscharbeiten abgeschlossen sind.",
                    "Die Feuerwehr rechnet damit, dass diese Arbeiten noch bis zum Nachmittag dauern. Im Berufsverkehr kam es deshalb auch auf der A59 zu Staus.",
                ],
                "two-authors-und-utc-previous-day",
                section="Köln",
                kicker="Feuer in Porz",
                dek="120 Einsatzkräfte kämpfen in Porz-Lind gegen die Flammen. Die Frankfurter Straße ist gesperrt.",
                byline="Von Jan Becker und Lea Hoffmann",
                updated="2026-12-10 07:05",
                ld="utc",
            )
        )
        add(
            story(
                "pegel",
                "/region/koeln/hochwasser-pegel-koeln-altstadt-ufer-gesperrt-_arid,1098811.html",
                "Pegel in Köln steigt auf 7,40 Meter – Stadt sperrt das Rheinufer in der Altstadt",
                "2026-12-10",
                "2026-12-10T06:15:00+01:00",
                "2026-12-10 06:15",
                ["Anna Schulte"],
                [
                    "Der Rhein steigt in Köln weiter: Am Donnerstagmorgen zeigte der Pegel an der Altstadt 7,40 Meter an, knapp einen Meter mehr als am Dienstag. Die Stadt hat deshalb das Rheinufer zwischen Hohenzollernbrücke und Deutzer Brücke für Fußgänger und Radfahrer gesperrt.",
                    "Nach Angaben der Hochwasserschutzzentrale der Stadtentwässerungsbetriebe (StEB) wird der Wasserstand bis Freitagabend voraussichtlich auf rund 8,20 Meter steigen. Grund sind anhaltende Regenfälle im Einzugsgebiet von Mosel und Main sowie die Schneeschmelze im Schwarzwald.",
                    "„Wir sind gut vorbereitet und haben die mobilen Wände in Rodenkirchen bereits aufgebaut“, sagte eine Sprecherin der StEB. Ab einem Pegel von 8,30 Metern werde zusätzlich die Schutzwand am Leystapel geschlossen.",
                    "FIG: Rheinufer in der Altstadt | Das Rheinufer unterhalb der Altstadt am Mittwochabend. Foto: Rheinblick/Anna Schulte",
                    "## Schifffahrt droht ein Stopp",
                    "Für die Binnenschifffahrt wird es eng: Ab der Hochwassermarke II bei 8,30 Metern muss der Schiffsverkehr auf dem Rhein in Köln eingestellt werden. Eine Reederei hat ihre Fahrten zum Weihnachtsmarkt-Schiff bereits für Freitag abgesagt.",
                    'RAW:<div class="lesetipp"><span class="lesetipp-label">Lesen Sie auch</span> <a href="/meinung/kommentar-hochwasserschutz-haushalt-_arid,1098814.html">Kommentar: Hochwasserschutz darf nicht vom Kassenstand abhängen</a></div>',
                    "Anwohnerinnen und Anwohner in Rodenkirchen und Porz-Zündorf sollen Keller und Tiefgaragen im Blick behalten. Die Stadt rät, Wertgegenstände aus gefährdeten Räumen zu bringen und Autos nicht in Ufernähe abzustellen.",
                    "Ein Ende des Anstiegs ist laut Deutschem Wetterdienst erst am Wochenende in Sicht, wenn kältere Luft die Niederschläge in Schnee übergehen lässt. Mehr zum Thema finden Sie auf unserer [[tag|Themenseite Hochwasser]].",
                ],
                "div-para-section-role-article-kicker-in-h1",
                section="Köln",
                kicker="Hochwasser am Rhein",
                dek="Die Hochwasserschutzzentrale rechnet bis Freitag mit weiter steigenden Wasserständen. Die Schifffahrt könnte eingestellt werden.",
                byline="Von Anna Schulte",
                updated="2026-12-10 09:40",
                ld="local",
            )
        )
        add(
            story(
                "dpa",
                "/nrw/zugausfaelle-koeln-duesseldorf-oberleitung-_arid,1098817.html",
                "Zugausfälle zwischen Köln und Düsseldorf nach Oberleitungsschaden",
                "2026-12-10",
                "2026-12-10T07:02:00+01:00",
                "2026-12-10 07:02",
                [],
                [
                    "Köln/Düsseldorf (dpa/lnw) – Wegen eines Oberleitungsschadens bei Leverkusen müssen sich Bahnreisende zwischen Köln und Düsseldorf am Donnerstag auf Ausfälle und Verspätungen einstellen.",
                    "Betroffen seien unter anderem die Linien RE1, RE5 und S6, teilte die Deutsche Bahn mit. Fernzüge würden über Wuppertal umgeleitet, was die Fahrzeit um etwa 30 Minuten verlängere.",
                    "Die Reparatur solle bis zum Nachmittag dauern. Die Ursache des Schadens war zunächst unklar.",
                ],
                "agency-brief-dateline-jsonld-person-dpa",
                section="NRW",
                kicker="Bahnverkehr",
                byline="dpa",
                ld="dpa",
            )
        )
        add(
            story(
                "kommentar",
                "/meinung/kommentar-hochwasserschutz-haushalt-_arid,1098814.html",
                "Hochwasserschutz darf nicht vom Kassenstand abhängen",
                "2026-12-10",
                "2026-12-10T05:30:00+01:00",
                "2026-12-10 05:30",
                ["Thomas Krämer"],
                [
                    "Wieder steigt der Rhein, wieder werden in Rodenkirchen die mobilen Wände aufgebaut, wieder sperrt die Stadt das Ufer. Man könnte meinen, Köln habe sich an das Hochwasser gewöhnt. Das wäre ein gefährlicher Irrtum.",
                    "Denn die Anlagen, die die Stadt seit den Neunzigerjahren gebaut hat, sind auf einen Wasserstand von 11,30 Metern ausgelegt. Was passiert, wenn das Wasser höher steigt, hat 2021 die Ahr gezeigt. Dass die Stadt die geplante Erhöhung der Schutzwand in Porz nun erneut verschieben will, weil im Haushalt das Geld fehlt, ist deshalb schwer zu verstehen.",
                    "Natürlich muss auch Köln sparen. Aber Hochwasserschutz ist keine freiwillige Leistung wie ein neues Stadtteilfest. Er ist eine Pflicht gegenüber den Menschen, die am Fluss leben – und eine Investition, die sich im Ernstfall um ein Vielfaches auszahlt.",
                    "Der Rat sollte die Verschiebung im Januar stoppen. Es wäre ein Zeichen, dass die Stadt aus den vergangenen Jahren gelernt hat.",
                ],
                "commentary-br-runs-honorific",
                section="Meinung",
                kicker="Kommentar",
                byline="Ein Kommentar von Dr. Thomas Krämer",
                brbr=True,
                tail="Dr. Thomas Krämer leitet das Lokalressort Köln von Rheinblick.",
                ld="opinion",
            )
        )
        add(
            story(
                "interview",
                "/region/koeln/interview-radverkehr-deutzer-bruecke-_arid,1098779.html",
                "„Auf den Brücken ist für Radfahrer einfach kein Platz“",
                "2026-12-09",
                "2026-12-09T16:45:00+01:00",
                "2026-12-09 16:45",
                ["Lea Hoffmann"],
                [
                    "Seit Jahren streiten Stadt und Verbände über den Radverkehr auf den Kölner Rheinbrücken. Jetzt hat die Verwaltung ein Konzept für die Deutzer Brücke vorgelegt. Die Verkehrsplanerin Sabine Oberhausen hat es sich angesehen.",
                    "Q: Frau Oberhausen, wie gefährlich ist die Deutzer Brücke für Radfahrer? || Sie ist vor allem eng. Auf der Nordseite teilen sich Fußgänger und Radfahrer einen Weg, der an manchen Stellen nur 2,50 Meter breit ist. In der Rushhour fahren dort pro Stunde mehr als 1000 Radfahrende. Dass es nicht häufiger kracht, liegt an der Rücksicht der Leute, nicht an der Planung.",
                    "Q: Die Stadt will nun eine Autospur in einen Radweg umwandeln. Reicht das? || Es ist ein richtiger Schritt. Aber wenn der neue Radweg an beiden Enden der Brücke im Nichts endet, ist wenig gewonnen. Entscheidend sind die Anschlüsse am Heumarkt und in Deutz.",
                    "Q: Autofahrer befürchten mehr Staus. || Die Erfahrung aus anderen Städten zeigt, dass sich der Verkehr nach einigen Wochen neu verteilt. Natürlich wird es am Anfang ruckeln. Aber wir reden über eine Spur von sechs.",
                    "Q: Was würden Sie der Stadt raten? || Nicht noch fünf Jahre planen. Lieber jetzt mit einer provisorischen Lösung anfangen, messen, was passiert, und dann nachbessern.",
                    "SIGN: Das Gespräch führte Lea Hoffmann.",
                ],
                "interview-credit-only-in-closing-line",
                section="Köln",
                kicker="Interview",
                ld="site",
            )
        )
        add(
            story(
                "dom",
                "/region/koeln/koelner-dom-geruest-nordturm-abbau-_arid,1098756.html",
                "Nach 14 Jahren: Gerüst am Nordturm des Kölner Doms kommt ab",
                "2026-12-08",
                "2026-12-08T14:20:00+01:00",
                "2026-12-08 14:20",
                ["Jan Becker"],
                [
                    "Es gehört seit so langer Zeit zum Kölner Dom, dass viele es gar nicht mehr wahrnehmen: das Gerüst am Nordturm. Nach 14 Jahren soll es nun bis zum Frühjahr abgebaut werden, wie die Dombauhütte am Dienstag mitteilte.",
                    "In den vergangenen Jahren haben Steinmetze an der Nordseite des Turms mehr als 300 verwitterte Steine ersetzt. Besonders aufwendig war die Sanierung von Kreuzblumen und Fialen in rund 60 Metern Höhe, die teilweise komplett neu gefertigt werden mussten.",
                    "„Für uns ist das ein besonderer Moment“, sagte Dombaumeisterin Katrin Lenz. „Viele junge Kölnerinnen und Kölner haben den Nordturm noch nie ohne Gerüst gesehen.“",
                    "Der Abbau beginnt im Januar und soll rund zehn Wochen dauern. Die Einzelteile werden mit einem Kran auf die Domplatte gehoben und abtransportiert. Der Dom bleibt in dieser Zeit geöffnet, einzelne Bereiche der Domplatte werden aber zeitweise gesperrt.",
                    "Ganz ohne Gerüst wird der Dom allerdings auch danach nicht sein. An der Südseite und am Chor gehen die Arbeiten weiter – nach Einschätzung der Dombauhütte wird das so bleiben, solange es den Dom gibt.",
                ],
                "print-only-duplicate-copy",
                section="Köln",
                kicker="Kölner Dom",
                dek="Die Dombauhütte hat mehr als 300 Steine ersetzt. Im Januar beginnt der Abbau.",
                byline="Von Jan Becker",
                print_copy=True,
                ld="local",
            )
        )
        add(
            story(
                "markt",
                "/region/koeln/weihnachtsmarkt-heumarkt-oeffnungszeiten-_arid,1098741.html",
                "Weihnachtsmarkt auf dem Heumarkt öffnet an den Adventswochenenden länger",
                "2026-12-08",
                None,
                "2026-12-08",
                [],
                [
                    "Der Weihnachtsmarkt auf dem Heumarkt hat an den kommenden beiden Adventswochenenden länger geöffnet. Freitags und samstags schließen die Buden erst um 23 Uhr statt um 22 Uhr, wie der Veranstalter am Montag mitteilte.",
                    "Grund sei die große Nachfrage, vor allem von Besuchergruppen aus den Niederlanden und Belgien. Die Stadt habe der Verlängerung zugestimmt, die Eisbahn bleibe aber wie bisher bis 22 Uhr geöffnet.",
                    "Die KVB will an den beiden Wochenenden zusätzliche Bahnen auf den Linien 1 und 9 einsetzen.",
                ],
                "initials-only-no-jsonld-no-time",
                section="Köln",
                kicker="Weihnachtsmarkt",
                kuerzel="(mb)",
                ld="none",
            )
        )
        add(
            story(
                "dorf",
                "/region/rhein-erft/manheim-dorf-tagebau-zukunft-_arid,1098702.html",
                "Das Dorf, das der Bagger verschont hat",
                "2026-12-09",
                "2026-12-09T18:00:00+01:00",
                "2026-12-09 18:00",
                ["Miriam Yilmaz"],
                [
                    "Die Kirche steht noch, die Bushaltestelle auch. Auf dem Ortsschild an der Landstraße steht „Manheim“, doch wer an einem Vormittag im Dezember durch die Straßen des Kerpener Ortsteils läuft, begegnet kaum einem Menschen. Die meisten Häuser sind leer, viele Fenster mit Spanplatten verschlossen.",
                    "Jahrzehntelang war klar, was mit Manheim passieren sollte: Der Tagebau Hambach sollte sich bis an den Ortsrand fressen, die Menschen sollten umziehen. Die meisten taten das auch, in das neue Manheim wenige Kilometer weiter. Dann kam der Kohleausstieg – und mit ihm die Frage, was aus dem alten Dorf werden soll.",
                    "## Einer der Letzten",
                    "Hubert Lammers ist einer der Letzten. Der 78-Jährige wohnt noch immer in dem Haus, das sein Vater 1952 gebaut hat. „Ich habe den Vertrag mit dem Konzern nie unterschrieben“, sagt er. „Und jetzt sieht es so aus, als hätte ich recht gehabt.“",
                    "Nach dem Willen der Landesregierung wird Manheim nicht mehr abgebaggert. Doch was bleibt, ist ein Dorf ohne Dorfleben: Der Bäcker hat 2019 geschlossen, die Grundschule schon früher, die Kneipe am Kirchplatz ist seit Jahren zu.",
                    "Die Stadt Kerpen hat im Frühjahr einen Wettbewerb ausgeschrieben. Architekturbüros und Stadtplaner sollen Ideen entwickeln, wie die leeren Häuser wieder genutzt werden könnten – als Wohnungen, Ateliers oder Ferienhäuser am künftigen Tagebausee.",
                ],
                "paginated-page-1-of-3-rel-next",
                section="Rhein-Erft",
                kicker="Rheinisches Revier",
                dek="Manheim sollte dem Tagebau Hambach weichen. Jetzt bleibt es stehen – fast ohne Einwohner. Ein Besuch.",
                byline="Von unserer Redakteurin Miriam Yilmaz",
                pages=["Ein Dorf ohne Menschen", "Die Rückkehrer", "Was der See bringt"],
                ld="local",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        full = f"{doc.extra['kicker']}: {doc.title}" if doc.extra.get("kicker") else doc.title
        out = [
            f"<title>{esc(full)} | Rheinblick</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(full)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Rheinblick">',
            '<meta property="og:locale" content="de_DE">',
        ]
        if doc.extra.get("pages"):
            out.append(f'<link rel="next" href="{esc(url)}?seite=2">')
        mode = doc.extra.get("ld", "")
        if not doc.is_article or mode == "none":
            return "\n".join(out)
        out.append(f'<meta property="article:published_time" content="{doc.iso}">')
        if mode in ("local", "utc"):
            author: list = [
                {"@type": "Person", "name": a, "url": f"{ORIGIN}/autor/{a.lower().replace(' ', '-')}/"}
                for a in doc.authors
            ]
        elif mode == "dpa":
            author = [{"@type": "Person", "name": "dpa"}]
        elif mode == "opinion":
            author = [{"@type": "Person", "name": "Dr. Thomas Krämer"}]
        else:
            author = [{"@type": "Organization", "name": "Rheinblick"}]
        modified = doc.iso
        if doc.extra.get("updated"):
            modified = iso_local(doc.extra["updated"]) if mode != "utc" else "2026-12-10T06:05:00Z"
        ld = {
            "@context": "https://schema.org",
            "@type": "OpinionNewsArticle" if mode == "opinion" else "NewsArticle",
            "headline": full,
            "description": doc.dek,
            "datePublished": doc.iso,
            "dateModified": modified,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Rheinblick",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/img/rheinblick-logo.png"},
            },
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "isAccessibleForFree": True,
        }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.kind == "consent-wall":
            return self.consent_wall(doc)
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("koeln", "Köln"),
                ("/region/rhein-erft/", "Rhein-Erft"),
                ("/nrw/", "NRW"),
                ("/politik/", "Politik"),
                ("/wirtschaft/", "Wirtschaft"),
                ("/sport/", "Sport"),
                ("/kultur/", "Kultur"),
                ("/meinung/", "Meinung"),
            )
        )
        meistgelesen = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["nacht", "pegel", "dom", "markt", "dorf"]
        )
        day = DE_DAYS[weekday("2026-12-10")]
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="de" xml:lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
{self.head(doc)}
<link rel="stylesheet" type="text/css" href="/css/rb_2019.css?v=417" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript">var rbConfig = {{"ressort": "{esc(doc.section or "startseite")}", "seitentyp": "{doc.kind}", "ivw": "rb_{doc.kind}"}};</script>
<script type="text/javascript" src="/js/jquery-1.12.4.min.js"></script>
<script type="text/javascript" src="https://cdn.privacy-mgmt.test/wrapperMessagingWithoutDetection.js"></script>
</head>
<body class="{doc.kind}">
<div id="sp_message_container_1042"></div>
<div id="seite">
<div id="topleiste"><span class="datum-heute">{day}, 10. {DE_MONTHS[11]} 2026</span> <a href="/epaper/">E-Paper</a> <a href="/abo/">Abo</a> <a href="/login/">Anmelden</a></div>
<div id="kopf"><a href="/" class="logo"><img src="/img/rheinblick-logo.gif" alt="Rheinblick – Die Zeitung für Köln und das Rheinland" width="320" height="58" /></a>
<form action="/suche/" method="get" class="suchform"><input type="text" name="q" value="" /><input type="submit" value="Suchen" /></form></div>
<div id="navigation"><ul>{nav}</ul></div>
<div class="anzeige" id="ad-superbanner"><span class="anzeige-label">Anzeige</span></div>
<div id="inhalt">
<div id="hauptspalte">
{main}
</div>
<div class="randspalte" id="randspalte">
<div class="kasten meistgelesen"><h3>Meistgelesen</h3><ol>{meistgelesen}</ol></div>
<div class="anzeige" id="ad-rectangle"><span class="anzeige-label">Anzeige</span></div>
<div class="kasten"><h3>Newsletter</h3>{self.a("newsletter", "Köln am Morgen – jetzt kostenlos abonnieren", "aside")}</div>
</div>
</div>
<div id="fuss">
<ul class="fusslinks"><li>{self.a("impressum", "Impressum", "footer")}</li><li><a href="/datenschutz/">Datenschutz</a></li><li><a href="/agb/">AGB</a></li><li><a href="/kontakt/">Kontakt</a></li><li><a href="/mediadaten/">Mediadaten</a></li><li><a href="javascript:window._sp_.gdpr.loadPrivacyManagerModal(1042)">Cookie-Einstellungen</a></li><li>{self.a("newsletter", "Newsletter", "footer")}</li></ul>
<div class="copyright">© Rheinblick Medien GmbH &amp; Co. KG 2026</div>
</div>
</div>
<script type="text/javascript" src="/js/rb_main.js?v=417"></script>
<script type="text/javascript">var _ivw = {{"st": "rheinbl", "cp": "{doc.kind}"}};</script>
</body>
</html>"""

    def consent_wall(self, doc: Doc) -> str:
        vendors = ", ".join(
            (
                "Google Advertising Products",
                "Meta Platforms",
                "Amazon Advertising",
                "Xandr",
                "The Trade Desk",
                "Criteo",
                "Outbrain",
                "Taboola",
                "INFOnline",
                "Adform",
                "Seedtag",
                "Ströer SSP",
            )
        )
        purposes = "".join(
            f"<li><strong>{esc(t)}</strong> {esc(x)}</li>"
            for t, x in (
                (
                    "Informationen auf einem Gerät speichern und/oder abrufen.",
                    "Cookies, Gerätekennungen oder andere Informationen können auf Ihrem Gerät gespeichert oder abgerufen werden.",
                ),
                (
                    "Personalisierte Werbung und Inhalte, Messung von Werbeleistung und der Performance von Inhalten.",
                    "Werbung und Inhalte können auf Grundlage Ihres Profils personalisiert werden.",
                ),
                (
                    "Genaue Standortdaten und Identifikation durch Gerätescans.",
                    "Mit Ihrer Zustimmung können wir genaue Standortdaten verwenden.",
                ),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Rheinblick</title>
<style>/*PAD*/</style>
<script src="https://cdn.privacy-mgmt.test/wrapperMessagingWithoutDetection.js"></script>
</head>
<body class="consent-wall">
<div class="cw-container" role="dialog" aria-modal="true" aria-labelledby="cw-title">
<div class="cw-logo"><img src="/img/rheinblick-logo.gif" alt="Rheinblick" width="200" height="36"></div>
<h1 id="cw-title">{esc(doc.title)}</h1>
<div class="cw-intro">Lesen Sie Rheinblick wie gewohnt mit Werbung und Tracking. Damit unterstützen Sie unabhängigen Lokaljournalismus in Köln und der Region.</div>
<div class="cw-option"><h2>Mit Werbung lesen</h2><div>Wir und unsere 142 Partner verarbeiten personenbezogene Daten, etwa Ihre IP-Adresse und Ihr Nutzungsverhalten, um Werbung und Inhalte zu personalisieren und deren Reichweite zu messen.</div><button class="cw-accept">Zustimmen und weiter</button></div>
<div class="cw-option"><h2>Rheinblick Pur</h2><div>Ohne Werbung und ohne Tracking für 2,99 € im Monat. Jederzeit kündbar.</div><a class="cw-pur" href="/abo/pur/?ref=consentwall">Jetzt Pur-Abo abschließen</a><div>Bereits Pur-Abonnent? <a href="/login/?ref=consentwall">Hier anmelden</a></div></div>
<details class="cw-details"><summary>Details und Zwecke</summary><ul>{purposes}</ul><div class="cw-vendors">Partner: {esc(vendors)} und weitere.</div></details>
<div class="cw-links"><a href="/datenschutz/">Datenschutzerklärung</a> · {self.a("impressum", "Impressum", "footer")} · <a href="javascript:window._sp_.gdpr.loadPrivacyManagerModal(1042)">Einstellungen</a></div>
</div>
<script>window._sp_queue = []; window._sp_ = {{config: {{accountId: 1042, baseEndpoint: "https://cdn.privacy-mgmt.test", propertyHref: "{ORIGIN}"}}}};</script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        kicker = doc.extra.get("kicker", "")
        h1 = f'<h1 class="artikel-titel"><span class="dachzeile">{esc(kicker)}</span><span class="titel">{esc(doc.title)}</span></h1>'
        if doc.byline:
            if doc.authors and doc.authors[0] == "Anna Schulte":
                who = doc.byline.replace("Anna Schulte", self.a("author", "Anna Schulte", "byline"))
            else:
                who = esc(doc.byline)
            autor = f'<div class="autor">{who}</div>'
        else:
            autor = ""
        dt = (
            f'<time datetime="{doc.iso}">{stamp(doc.stamp)}</time>'
            if doc.iso
            else f'<span class="datum-text">{stamp(doc.stamp)}</span>'
        )
        upd = (
            f' <span class="aktualisiert">Aktualisiert: {stamp(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        dek = f'<div class="vorspann">{esc(doc.dek)}</div>' if doc.dek else ""

        def para(inner: str, n: int) -> str:
            return f'<div class="para">{inner}</div>'

        def head(kind: str, inner: str) -> str:
            return f'<h3 class="zwischentitel">{inner}</h3>'

        def qa(q: str, a: str) -> str:
            return f'<div class="para frage"><strong>{q}</strong></div>\n<div class="para antwort">{a}</div>'

        def fig(alt: str, cap: str) -> str:
            return f'<div class="bild"><img src="/img/artikel/{len(alt) * 131}_w640.jpg" alt="{esc(alt)}" width="640" height="360" /><div class="bildunterschrift">{esc(cap)}</div></div>'

        parts = para_blocks(self, doc.blocks, para, head=head, qa=qa, fig=fig)
        if doc.extra.get("kuerzel"):
            parts[-1] = parts[-1].replace("</div>", f' <span class="kuerzel">{esc(doc.extra["kuerzel"])}</span></div>')
        if doc.extra.get("brbr"):
            text = "<br><br>\n".join(self.inline(b[1]) for b in doc.blocks if b[0] == "p")
            body = f'<div class="artikeltext kommentar">{text}</div>'
        else:
            if len(parts) > 3:
                parts.insert(
                    2, '<div class="anzeige inread" id="ad-inread"><span class="anzeige-label">Anzeige</span></div>'
                )
            body = '<div class="artikeltext">\n' + "\n".join(parts) + "\n</div>"
        tail = ""
        if doc.extra.get("tail"):
            tail = f'<div class="autorenkasten"><img src="/img/autoren/tk.jpg" alt="" width="60" height="60" /><div class="autor-info">{esc(doc.extra["tail"])}</div></div>'
        pages = ""
        if doc.extra.get("pages"):
            url = self.url(doc.key)
            toc = " · ".join(
                f"Seite {i + 1}: {esc(t)}"
                if i == 0
                else f'<a href="{esc(doc.path)}?seite={i + 1}">Seite {i + 1}: {esc(t)}</a>'
                for i, t in enumerate(doc.extra["pages"])
            )
            pages = (
                f'<div class="seitennavigation"><div class="seite-von">Seite 1 von 3</div>'
                f'<span class="aktiv">1</span> <a href="{esc(doc.path)}?seite=2">2</a> <a href="{esc(doc.path)}?seite=3">3</a> '
                f'<a href="{esc(doc.path)}?seite=2" rel="next" class="weiter">Nächste Seite</a>'
                f'<div class="inhalt-artikel">Inhalt: {toc}</div><a href="{esc(url)}?seite=all" class="eine-seite">Artikel auf einer Seite lesen</a></div>'
            )
        printed = ""
        if doc.extra.get("print_copy"):
            paras = "\n".join(f"<p>{self.inline(b[1], 'print')}</p>" for b in doc.blocks if b[0] == "p")
            printed = (
                '<style type="text/css">@media screen{.print-only{display:none}}@media print{#kopf,#navigation,#randspalte,#fuss,.anzeige,.artikel-werkzeuge{display:none}}</style>\n'
                f'<div class="print-only" aria-hidden="true"><div class="print-kopf">Rheinblick · www.rheinblick.test</div><h2>{esc(doc.title)}</h2>'
                f'<div class="print-meta">{esc(doc.byline)} · {stamp(doc.stamp)}</div>\n{paras}\n<div class="print-url">Quelle: {esc(self.url(doc.key))}</div></div>'
            )
        u = quote(self.url(doc.key), safe="")
        tags = ""
        if doc.key in ("pegel", "kommentar"):
            tags = f'<div class="themen">Themen: {self.a("tag", "Hochwasser", "tag")} <a href="/thema/rhein/">Rhein</a> <a href="/thema/stadtentwaesserung/">Stadtentwässerung</a></div>'
        rel = [k for k in ARTS if k != doc.key][:3]
        mehr = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel)
        ressort = (
            self.a("koeln", doc.section, "breadcrumb")
            if doc.section == "Köln"
            else f'<a href="{doc.path.rsplit("/", 1)[0]}/">{esc(doc.section)}</a>'
        )
        return f"""<div class="brotkrumen">{self.a("home", "Startseite", "breadcrumb")} › {ressort}</div>
<section role="article" class="artikel" data-id="{doc.path.rsplit(",", 1)[-1].split(".")[0]}">
<div class="artikel-kopf">
{h1}
{dek}
<div class="artikel-meta">{autor}<div class="datum">{dt}{upd}</div></div>
<div class="artikel-werkzeuge"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Teilen</a> <a href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">E-Mail</a> <a href="javascript:window.print()">Drucken</a></div>
</div>
<div class="artikel-bild"><img src="/img/artikel/{doc.path.rsplit(",", 1)[-1].split(".")[0]}_w960.jpg" alt="" width="960" height="540" /><div class="bildquelle">Foto: Rheinblick</div></div>
{body}
{tail}
{pages}
{tags}
</section>
{printed}
<div class="mehr-zum-thema"><h3>Mehr aus der Region</h3><ul>{mehr}</ul></div>
<div class="anzeige" id="ad-content"><span class="anzeige-label">Anzeige</span></div>
<div class="kommentare-hinweis">Die Kommentarfunktion ist für diesen Artikel deaktiviert.</div>"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        if k == "consent":
            inner = '<span class="dachzeile">Verkehr</span><span class="titel">Neue Rheinbrücke: Stadt stellt drei Varianten vor</span>'
            return f'<div class="teaser">{self.a(k, "Neue Rheinbrücke: Stadt stellt drei Varianten vor", "content", inner=inner)}<div class="teasertext">Zwischen Niehl und Mülheim soll eine neue Brücke entstehen. Die Kosten sind hoch.</div></div>'
        inner = (
            f'<span class="dachzeile">{esc(d.extra.get("kicker", ""))}</span><span class="titel">{esc(d.title)}</span>'
        )
        return (
            f'<div class="teaser"><img src="/img/artikel/{d.path.rsplit(",", 1)[-1].split(".")[0]}_w320.jpg" alt="" width="320" height="180" />'
            f'{self.a(k, d.title, "content", inner=inner)}<div class="teasertext">{esc(d.dek or self.lede(d))}</div><span class="teaser-datum">{stamp(d.stamp)}</span></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        teasers = "".join(self.teaser(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="teaser teaser-klein"><a href="{h}"><span class="titel">{esc(t)}</span></a></div>'
            for h, t in doc.extra.get("older", [])
        )
        head = f'<h1 class="ressort-titel">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="unsichtbar">Rheinblick</h1><div class="aufmacher-label">Aktuelle Nachrichten aus Köln und der Region</div>'
        elif doc.kind == "author":
            head = f'<div class="autorenprofil"><img src="/img/autoren/anna-schulte.jpg" alt="Anna Schulte" width="120" height="120" /><h1>{esc(doc.title)}</h1><div class="autor-bio">{esc(doc.extra["bio"])}</div><a href="mailto:anna.schulte@rheinblick.test">E-Mail an Anna Schulte</a></div>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/suche/" method="get"><input type="text" name="q" value="Rhein" /><input type="submit" value="Suchen" /></form><div class="treffer">23 Treffer, sortiert nach Datum</div>'
        elif doc.kind == "tag":
            head = f'<h1 class="thema-titel">Thema: {esc(doc.title)}</h1><div class="thema-text">Alle Artikel, Bilder und Videos zum Hochwasser an Rhein, Sieg und Erft.</div>'
        pager = ""
        if doc.key == "koeln":
            pager = f'<div class="blaettern"><span class="aktiv">1</span> {self.a("koeln2", "2", "pagination")} <a href="/region/koeln/seite-3/">3</a> {self.a("koeln2", "Weiter", "pagination")}</div>'
        elif doc.key == "koeln2":
            pager = f'<div class="blaettern">{self.a("koeln", "Zurück", "pagination")} {self.a("koeln", "1", "pagination")} <span class="aktiv">2</span> <a href="/region/koeln/seite-3/">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="mehr-links">{self.a("koeln", "Mehr aus Köln", "content")} · {self.a("search", "Alle Artikel zum Rhein", "content")} · {self.a("consent", "Neue Rheinbrücke: die drei Varianten im Überblick", "content")}</div>'
        elif doc.kind == "search":
            pager = '<div class="blaettern"><span class="aktiv">1</span> <a href="/suche/?q=Rhein&amp;seite=2">2</a> <a href="/suche/?q=Rhein&amp;seite=3">3</a></div>'
        return f'<div class="ressort {doc.kind}">{head}<div class="teaserliste">{teasers}{older}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "newsletter":
            boxes = "".join(
                f'<div class="nl-box"><label><input type="checkbox" name="nl" value="{i}" /> <strong>{esc(n)}</strong></label><div class="nl-text">{esc(t)}</div></div>'
                for i, (n, t) in enumerate(doc.extra["newsletters"])
            )
            return (
                f'<div class="service newsletter"><h1>{esc(doc.title)}</h1><div class="nl-intro">Wählen Sie aus, welche Newsletter Sie erhalten möchten. Die Anmeldung ist kostenlos und kann jederzeit widerrufen werden.</div>'
                f'<form action="/newsletter/anmelden/" method="post">{boxes}<input type="email" name="email" placeholder="Ihre E-Mail-Adresse" /><input type="submit" value="Jetzt anmelden" /></form>'
                '<div class="nl-hinweis">Mit der Anmeldung stimmen Sie der Verarbeitung Ihrer Daten gemäß unserer <a href="/datenschutz/">Datenschutzerklärung</a> zu.</div></div>'
            )
        html = "\n".join(
            para_blocks(
                self, doc.blocks, lambda h, n: f'<div class="para">{h}</div>', head=lambda k, h: f"<h2>{h}</h2>"
            )
        )
        return f'<div class="service {doc.kind}"><h1>{esc(doc.title)}</h1>\n{html}\n</div>'
