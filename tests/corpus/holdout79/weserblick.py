# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German typography is deliberate)
"""Weserblick: a Weser-Kurier-like Bremen daily on **SvelteKit** (Svelte 5: hydration markers `<!--[-->`, `<!--]-->`,
`<!--[!-->`, `<!---->` through the markup, scoped classes `svelte-1q8w3rt`, the app inside `<div style="display:
contents">`, the route data as a JS literal in the start script, and every server-side fetch of the Sanity-like CMS kept
in `<script type="application/json" data-sveltekit-fetched>`, its `body` a JSON string holding the story as **Portable
Text** blocks). URLs `/bremen/<slug>-doc7<10 chars>`, `/thema/<tag>`, `/autoren/<slug>`, `/suche?q=`, `/bremen?seite=2`.
German, UTF-8 (the header says only `text/html`; the charset is in `<meta charset>`), Berlin time (+01:00).

Dates are printed "04.12.2026, 23:30 Uhr" and "Aktualisiert: …"; JSON-LD in UTC: the Hemelingen fire published at 00:20
on 5 Dec is 23:20Z on 4 Dec (labelled 5 Dec). The headline is `<h1><span class="kicker">…</span> <span
class="headline">…</span></h1>` (the kicker inside the h1; `<title>` and og:title carry "Kicker: Headline"). The WB+
story is a **paywall stub**: two paragraphs and an offer, the full text in neither the page nor the fetched data. The
Kunsthalle story renders its body only in the browser (a skeleton "Artikel wird geladen …" on the server) and carries
the text in the fetched Portable Text and a `<noscript>` copy. The storm **live ticker** is an article. The error page
of a removed story is a 404 rendered by the app."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from common import Base, blocks_html, js_value, page, portable_text, scoped, sk_fetched, story, to_utc
from sitekit import Doc, css_rules, esc, plain, rng

ORIGIN = "https://www.weserblick.test"
ARTS = ["strassenbahn", "ticker", "kliniken", "dpa", "ueberseestadt", "kommentar", "brand", "kunsthalle"]
S = "svelte-1q8w3rt"  # the layout's scope class
SA = "svelte-7c2kd9e"  # the article's
CS = f'class="{S}"'
CSA = f'class="{SA}"'
CTA = f'class="paywall-cta {SA}"'
CTAG = f'class="tag {SA}"'
API = "https://api.weserblick.test/v1"

OLDER = [
    (
        "/bremen/neue-fahrradbruecke-ueber-die-weser-soll-2029-fertig-sein-doc7p2m4k8r1z",
        "Neue Fahrradbrücke über die Weser soll 2029 fertig sein",
    ),
    ("/bremen/freimarkt-bilanz-vier-millionen-besucher-doc7h5n1c3v9w", "Freimarkt-Bilanz: Vier Millionen Besucher"),
    (
        "/bremen/weihnachtsmarkt-am-schlachte-oeffnet-mit-neuen-buden-doc7t4g8x2b6q",
        "Weihnachtsmarkt an der Schlachte öffnet mit neuen Buden",
    ),
    (
        "/region/delmenhorst-streit-um-hallenbad-geht-weiter-doc7r1k5z9m3d",
        "Delmenhorst: Streit um Hallenbad geht weiter",
    ),
    (
        "/sport/werder-bremen-trainingsauftakt-ohne-drei-stammspieler-doc7f6w2j8n4s",
        "Werder Bremen: Trainingsauftakt ohne drei Stammspieler",
    ),
    (
        "/bremen/bremerhaven-kreuzfahrtterminal-meldet-rekordjahr-doc7y3c7q1h5l",
        "Bremerhaven: Kreuzfahrtterminal meldet Rekordjahr",
    ),
    (
        "/wirtschaft/mercedes-werk-sebaldsbrueck-stellt-auf-zwei-schichten-um-doc7b9d3v6k2p",
        "Mercedes-Werk Sebaldsbrück stellt auf zwei Schichten um",
    ),
    (
        "/bremen/viertel-anwohner-wollen-weniger-parkplaetze-doc7m8s2f4t7a",
        "Viertel: Anwohner wollen weniger Parkplätze",
    ),
    ("/kultur/theater-bremen-verschiebt-premiere-doc7e1x6g9r3u", "Theater Bremen verschiebt Premiere"),
    (
        "/bremen/gruene-welle-auf-der-hochstrasse-doc7n4h8a2c5y",
        "Grüne Welle auf der Hochstraße: Test startet im Januar",
    ),
    ("/region/achim-neues-gewerbegebiet-an-der-a27-doc7u7l3p1w8e", "Achim: Neues Gewerbegebiet an der A27"),
    ("/sport/eisbaeren-bremerhaven-gewinnen-spitzenspiel-doc7k2q9s5d1o", "Eisbären Bremerhaven gewinnen Spitzenspiel"),
]


def uhr(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y}, {time} Uhr"


class Weserblick(Base):
    origin = ORIGIN
    name = "Weserblick"
    prefix = "wbl"
    language = "de"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        sels = [".site-header", ".main-nav a", ".kicker", ".headline", ".article-body p", ".byline", ".teaser",
                ".ad-container", ".site-footer", ".consent-layer", ".ticker-entry"]  # fmt: skip
        return scoped(css_rules("wbl", sels, 260), f".{S}")

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Weserblick", "sveltekit-home-data-teasers",
                 list=["ticker", "brand", "strassenbahn", "kliniken", "ueberseestadt", "kommentar", "kunsthalle", "dpa"], more="bremen"))  # fmt: skip
        add(page("bremen", "/bremen", "section", "Bremen", "section-front", list=["ticker", "brand", "strassenbahn", "ueberseestadt", "kliniken"], more="bremen2"))  # fmt: skip
        add(
            page(
                "bremen2",
                "/bremen?seite=2",
                "section",
                "Bremen",
                "section-front-page2",
                list=["kommentar", "kunsthalle", "dpa"],
            )
        )
        add(page("tag", "/thema/sturm", "tag", "Sturm", "tag-page", list=["ticker", "brand"]))
        add(page("author", "/autoren/jana-behrens", "author", "Jana Behrens", "author-page", list=["strassenbahn", "ueberseestadt", "ticker"],
                 bio="Jana Behrens ist Redakteurin im Lokalressort und schreibt über Verkehr, Stadtentwicklung und die Bremer Bürgerschaft. Sie ist seit 2017 beim Weserblick."))  # fmt: skip
        add(page("search", "/suche?q=Stra%C3%9Fenbahn", "search", "Suchergebnisse für „Straßenbahn“", "search-results", list=["strassenbahn", "ueberseestadt"]))  # fmt: skip
        add(page("pegel", "/service/pegelstaende-weser", "live-data", "Pegelstände an der Weser", "gauge-table",
                 ["Stand: 05.12.2026, 09:00 Uhr",
                  "T: Pegel | Wasserstand | Tendenz",
                  "T: Bremen Große Weserbrücke | 6,12 m | fallend",
                  "T: Vegesack | 5,84 m | fallend",
                  "T: Farge | 5,71 m | gleichbleibend",
                  "T: Bremerhaven Alter Leuchtturm | 7,38 m | fallend",
                  "Die Werte stammen vom Wasserstraßen- und Schifffahrtsamt und werden stündlich aktualisiert. Angaben ohne Gewähr."]))  # fmt: skip
        add(page("impressum", "/impressum", "about", "Impressum", "imprint",
                 ["Weserblick ist ein Angebot der Weserblick Mediengruppe GmbH & Co. KG, Am Wall 140, 28195 Bremen.",
                  "## Redaktion",
                  "Chefredakteurin: Katrin Albers. Stellvertretender Chefredakteur: Lars Petersen. Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Katrin Albers (Anschrift wie oben).",
                  "## Kontakt",
                  "Telefon: 0421 555 0100. E-Mail: redaktion@weserblick.test. Registergericht: Amtsgericht Bremen, HRA 12345."]))  # fmt: skip
        add(page("abo", "/abo", "subscribe", "WB+ – alle Artikel lesen", "subscription-offers",
                 ["Lesen Sie alle Artikel auf weserblick.test, in der App und im E-Paper.",
                  "- WB+ Digital: 4 Wochen für 0,99 €, danach 9,99 € im Monat.",
                  "- WB+ Digital und E-Paper: 19,99 € im Monat.",
                  "- Für Abonnentinnen und Abonnenten der gedruckten Zeitung: 2,00 € im Monat.",
                  "Jederzeit kündbar. Alle Preise inklusive Mehrwertsteuer."]))  # fmt: skip
        add(page("notfound", "/bremen/polizei-sucht-zeugen-nach-unfall-am-stern-doc7z0z0a1b2c", "not-found", "Seite nicht gefunden", "sveltekit-error-page",
                 ["Die aufgerufene Seite existiert nicht oder wurde verschoben.",
                  "Vielleicht finden Sie, was Sie suchen, über die Suche oder auf unserer Startseite."]))  # fmt: skip

        add(story(
            "strassenbahn",
            "/bremen/linie-1-soll-bis-nach-mahndorf-verlaengert-werden-doc7k3m9p2x4q",
            "Linie 1 soll bis nach Mahndorf verlängert werden",
            "2026-12-04", to_utc("2026-12-04 16:45", 1, "%Y-%m-%dT%H:%M:%SZ"), "2026-12-04 16:45", ["Jana Behrens"],
            [
                "Die Straßenbahnlinie 1 soll in einigen Jahren bis nach Mahndorf fahren. Der Senat hat am Freitag die Planungen für eine 2,8 Kilometer lange Verlängerung vom bisherigen Endpunkt in Osterholz bis zum Bahnhof Mahndorf beschlossen.",
                "Die Strecke soll vier neue Haltestellen bekommen, darunter eine am Gewerbegebiet Hansalinie. Die Kosten schätzt die Verkehrsbehörde auf rund 68 Millionen Euro, von denen der Bund einen Großteil übernehmen soll.",
                "„Mit der Verlängerung bekommen mehr als 6000 Menschen einen direkten Anschluss an die Innenstadt“, sagte Verkehrssenatorin Annika Sommer. Zudem entstehe eine Umsteigemöglichkeit zur Regionalbahn nach Verden und Hannover.",
                "## Anwohner fürchten Lärm",
                "Im Beirat Hemelingen ist das Projekt umstritten. Anwohner der Mahndorfer Heerstraße befürchten mehr Lärm und den Wegfall von Parkplätzen. Der Beirat will die Pläne im Januar öffentlich vorstellen lassen.",
                "Die Bremer Straßenbahn AG rechnet damit, dass das Planfeststellungsverfahren 2028 abgeschlossen sein könnte. Baubeginn wäre dann frühestens 2029, die ersten Bahnen könnten Ende 2031 fahren.",
                "Bereits im Bau ist die Verlängerung der Linie 8 nach Stuhr und Weyhe, die im kommenden Herbst in Betrieb gehen soll.",
            ],
            "sveltekit-ssr-portable-text-fetched",
            section="Bremen", kicker="Verkehr", ld="person", doc_id="7k3m9p2x4q",
            tags=[("/thema/strassenbahn", "Straßenbahn"), ("/thema/hemelingen", "Hemelingen")],
        ))  # fmt: skip
        add(story(
            "ticker",
            "/bremen/sturmtief-ulla-liveticker-baeume-umgestuerzt-bahnverkehr-eingeschraenkt-doc7w5r8t1y6n",
            "Sturmtief „Ulla“: Bäume umgestürzt, Bahnverkehr eingeschränkt – der Liveticker",
            "2026-12-04", to_utc("2026-12-04 06:05", 1, "%Y-%m-%dT%H:%M:%SZ"), "2026-12-04 06:05", ["Tobias Krüger", "Jana Behrens"],
            [
                "### Sturm lässt nach",
                "Der Deutsche Wetterdienst hat die Unwetterwarnung für Bremen aufgehoben. In der Nacht sind nur noch einzelne Sturmböen möglich. Damit beenden wir unseren Liveticker für heute – danke fürs Mitlesen.",
                "Die Feuerwehr zieht eine erste Bilanz: Seit dem Morgen ist sie zu 186 Einsätzen ausgerückt, die meisten wegen umgestürzter Bäume und loser Dachziegel. Verletzt wurde nach bisherigen Erkenntnissen niemand.",
                "### Zugverkehr nach Hamburg wieder aufgenommen",
                "Die Bahn meldet, dass die Strecke zwischen Bremen und Hamburg wieder frei ist. Wegen der Verspätungen im ganzen Netz müssen Reisende aber weiter mit Ausfällen rechnen.",
                "Auf dem Osterdeich ist ein Baum auf einen geparkten Transporter gestürzt. Die Straße ist zwischen Sielwall und Lüneburger Straße gesperrt.",
                "### Schulen schließen früher",
                "Die Bildungsbehörde hat angekündigt, dass der Unterricht an allen Bremer Schulen um 11.30 Uhr endet. Eine Notbetreuung wird angeboten.",
                "Am Bremer Flughafen sind bislang 23 Starts und Landungen annulliert worden, vor allem Verbindungen nach München und Frankfurt. Passagiere sollen sich vor der Anreise bei ihrer Fluggesellschaft informieren.",
                "Am Pegel Große Weserbrücke wurde um 9 Uhr ein Wasserstand von 7,10 Metern gemessen. Das Wasserstraßen- und Schifffahrtsamt rechnet mit einer leichten Sturmflut am Mittag. Die aktuellen Werte finden Sie auf unserer Seite zu den [[pegel|Pegelständen]].",
                "Guten Morgen aus der Redaktion! Sturmtief „Ulla“ hat Bremen erreicht, in der Nacht wurden am Flughafen Böen bis 98 Kilometer pro Stunde gemessen. Wir halten Sie hier über die Lage in der Stadt und im Umland auf dem Laufenden.",
            ],
            "live-ticker-entries-newest-first",
            section="Bremen", kicker="Liveticker", ld="live", doc_id="7w5r8t1y6n",
            times=["19:40", "17:15", "14:05", "12:30", "11:02", "10:20", "09:05", "06:05"],
            entry_of=[0, 0, 1, 2, 2, 3, 4, 4, 5, 6, 7],
            updated="2026-12-04 19:40",
            tags=[("tag", "Sturm"), ("/thema/wetter", "Wetter")],
        ))  # fmt: skip
        add(story(
            "kliniken",
            "/bremen/wie-bremens-kliniken-um-pflegekraefte-kaempfen-doc7c8v2b5n9m",
            "Wie Bremens Kliniken um Pflegekräfte kämpfen",
            "2026-12-04", to_utc("2026-12-04 05:00", 1, "%Y-%m-%dT%H:%M:%SZ"), "2026-12-04 05:00", ["Heike Lorenz"],
            [
                "Prämien, Wohnungen, Kita-Plätze: Die Bremer Krankenhäuser überbieten sich gegenseitig, um Pflegekräfte zu gewinnen. Allein im Klinikverbund Gesundheit Nord sind derzeit 240 Stellen unbesetzt.",
                "Eine Intensivpflegerin aus dem Klinikum Mitte erzählt, dass sie im vergangenen Jahr drei Abwerbeangebote bekommen hat – eines davon mit einer Prämie von 8000 Euro. „Man kommt sich vor wie ein Fußballprofi“, sagt sie. Doch die Arbeit auf der Station sei dadurch nicht leichter geworden.",
            ],
            "paywall-stub-full-text-absent",
            section="Bremen", kicker="WB+", ld="paywall", doc_id="7c8v2b5n9m",
            tags=[("/thema/gesundheit", "Gesundheit")],
        ))  # fmt: skip
        add(story(
            "dpa",
            "/bremen/bremerhaven-containerumschlag-bricht-ein-doc7g4j6l8p0r",
            "Bremerhaven: Containerumschlag bricht um zwölf Prozent ein",
            "2026-12-04", to_utc("2026-12-04 13:22", 1, "%Y-%m-%dT%H:%M:%SZ"), "2026-12-04 13:22", [],
            [
                "Der Containerumschlag in Bremerhaven ist in den ersten elf Monaten des Jahres deutlich zurückgegangen. Bis Ende November wurden rund 3,6 Millionen Standardcontainer (TEU) umgeschlagen, zwölf Prozent weniger als im Vorjahreszeitraum, wie die Hafengesellschaft am Freitag mitteilte.",
                "Als Gründe nannte das Unternehmen die schwächere Nachfrage in Europa und die Verlagerung von Liniendiensten nach Rotterdam und Antwerpen. Der Autoumschlag lag dagegen mit 1,4 Millionen Fahrzeugen auf dem Niveau des Vorjahres.",
                "Die Gewerkschaft Verdi forderte den Senat auf, die geplante Vertiefung der Außenweser voranzutreiben. Nur so könne Bremerhaven im Wettbewerb mit den großen Westhäfen bestehen.",
            ],
            "agency-dpa-credit-org-jsonld",
            section="Bremen", kicker="Häfen", ld="dpa", doc_id="7g4j6l8p0r", credit="dpa/lni",
            stale="notfound",
        ))  # fmt: skip
        add(story(
            "ueberseestadt",
            "/bremen/ueberseestadt-1200-neue-wohnungen-am-europahafen-geplant-doc7q2w9e4r7t",
            "Überseestadt: 1200 neue Wohnungen am Europahafen geplant",
            "2026-12-04", to_utc("2026-12-04 10:30", 1, "%Y-%m-%dT%H:%M:%SZ"), "2026-12-04 10:30", ["Jana Behrens", "Tobias Krüger"],
            [
                "Am Europahafen in der Überseestadt sollen in den kommenden sechs Jahren rund 1200 Wohnungen entstehen. Die städtische Wirtschaftsförderung hat am Donnerstagabend den Siegerentwurf für das letzte große Baufeld des Quartiers vorgestellt.",
                "Der Entwurf eines Hamburger Architekturbüros sieht fünf bis zu 14 Geschosse hohe Gebäude um einen begrünten Innenhof vor. Ein Drittel der Wohnungen soll öffentlich gefördert werden, dazu kommen eine Grundschule, zwei Kitas und ein Supermarkt.",
                "## Kritik an fehlenden Parkplätzen",
                "Das Quartier soll weitgehend autofrei werden: Geplant ist eine Quartiersgarage mit 400 Stellplätzen am Rand des Baufelds. Die Handelskammer kritisiert das. Es fehle an Stellplätzen für Pendler und Kundschaft der Gewerbebetriebe.",
                "Bausenatorin Ruth Hagemann verteidigt das Konzept: „Die Überseestadt ist mit Straßenbahn und Bus gut angebunden, und mit der neuen Fähre zum Stephaniviertel wird es noch besser.“",
                "Der Bebauungsplan soll im Frühjahr ausgelegt werden. Baubeginn könnte Ende 2027 sein.",
            ],
            "two-authors-und",
            section="Bremen", kicker="Stadtentwicklung", ld="person", doc_id="7q2w9e4r7t",
            updated="2026-12-04 15:05",
            tags=[("/thema/ueberseestadt", "Überseestadt"), ("/thema/wohnen", "Wohnen")],
        ))  # fmt: skip
        add(story(
            "kommentar",
            "/bremen/kommentar-der-senat-darf-sich-nicht-wegducken-doc7a6s3d8f1g",
            "Der Senat darf sich nicht wegducken",
            "2026-12-04", to_utc("2026-12-04 18:00", 1, "%Y-%m-%dT%H:%M:%SZ"), "2026-12-04 18:00", ["Heike Lorenz"],
            [
                "Dass Krankenhäuser um Personal werben, ist zunächst eine gute Nachricht für die Beschäftigten. Nach Jahren, in denen Pflegekräfte vor allem Überstunden und Dienstpläne voller Lücken erlebt haben, werden sie endlich umworben.",
                "Doch der Wettlauf um Prämien hat eine Kehrseite. Er kostet Geld, das in den Stationen fehlt, und er verschiebt das Problem nur von einem Haus ins nächste. Neue Pflegekräfte entstehen dadurch nicht.",
                "Der Senat als Eigentümer des größten Klinikverbunds darf sich hier nicht wegducken. Er muss dafür sorgen, dass die Häuser gemeinsam ausbilden, statt sich gegenseitig die Fachkräfte abzujagen. Eine gemeinsame Pflegeschule aller Bremer Kliniken wäre ein Anfang.",
                "Und er sollte endlich ernst nehmen, was die Beschäftigten seit Jahren sagen: Es geht nicht nur ums Geld, sondern um verlässliche Dienstpläne und genug Kolleginnen und Kollegen auf der Station.",
            ],
            "commentary-kicker-in-h1",
            section="Meinung", kicker="Kommentar zur Klinikreform", ld="person", doc_id="7a6s3d8f1g",
            label_line="Ein Kommentar von",
        ))  # fmt: skip
        add(story(
            "brand",
            "/bremen/grossbrand-in-lagerhalle-in-hemelingen-doc7n1b4v7c0x",
            "Großbrand in Lagerhalle in Hemelingen – Anwohner sollen Fenster geschlossen halten",
            "2026-12-05", to_utc("2026-12-05 00:20", 1, "%Y-%m-%dT%H:%M:%SZ"), "2026-12-05 00:20", ["Tobias Krüger"],
            [
                "In einer Lagerhalle im Gewerbegebiet Hemelingen ist am späten Freitagabend ein Großbrand ausgebrochen. Die Feuerwehr war mit mehr als 90 Einsatzkräften vor Ort, über dem Stadtteil stand eine weithin sichtbare Rauchsäule.",
                "Das Feuer war gegen 22.40 Uhr in einer Halle an der Funkschneise entdeckt worden, in der nach Angaben der Feuerwehr Kunststoffverpackungen gelagert werden. Menschen wurden nicht verletzt.",
                "Über die Warn-App Nina wurden Anwohner in Hemelingen, Arbergen und Mahndorf aufgefordert, Fenster und Türen geschlossen zu halten und Lüftungs- und Klimaanlagen abzuschalten. Die Messungen hätten bislang keine gefährlichen Werte ergeben, teilte die Feuerwehr mit.",
                "Die Löscharbeiten sollten die ganze Nacht andauern. Zur Brandursache konnte die Polizei noch keine Angaben machen, die Kriminalpolizei hat die Ermittlungen aufgenommen.",
            ],
            "utc-jsonld-previous-day",
            section="Bremen", kicker="Feuerwehr-Einsatz", ld="person", doc_id="7n1b4v7c0x",
            tags=[("/thema/feuerwehr", "Feuerwehr"), ("/thema/hemelingen", "Hemelingen")],
        ))  # fmt: skip
        add(story(
            "kunsthalle",
            "/kultur/kunsthalle-bremen-zeigt-paula-modersohn-becker-und-ihre-freundinnen-doc7x5c9z2v4b",
            "Kunsthalle Bremen zeigt Paula Modersohn-Becker und ihre Freundinnen",
            "2026-12-04", to_utc("2026-12-04 12:00", 1, "%Y-%m-%dT%H:%M:%SZ"), "2026-12-04 12:00", ["Merle Hansen"],
            [
                "Mit mehr als 120 Gemälden, Zeichnungen und Briefen widmet sich die Kunsthalle Bremen ab Samstag den Künstlerinnen im Umfeld von Paula Modersohn-Becker. Die Ausstellung „Freundinnen“ ist bis Ende März zu sehen.",
                "Im Mittelpunkt stehen neben Modersohn-Becker die Bildhauerin Clara Westhoff und die Malerin Ottilie Reylaender, die wie sie um 1900 in Worpswede arbeiteten. Viele der Werke stammen aus Privatbesitz und waren noch nie öffentlich zu sehen.",
                "## Briefe als roter Faden",
                "Die Kuratorin Lene Mahlstedt hat die Schau entlang der Briefe aufgebaut, die sich die Frauen über Jahrzehnte geschrieben haben. „Man merkt, wie sehr sie sich gegenseitig ermutigt haben – in einer Zeit, in der Künstlerinnen kaum ernst genommen wurden“, sagt sie.",
                "Ein eigener Raum zeigt Fotografien aus dem Worpsweder Alltag, die erst vor zwei Jahren auf einem Dachboden in Fischerhude gefunden wurden.",
                "Die Ausstellung ist dienstags bis sonntags von 10 bis 17 Uhr geöffnet, donnerstags bis 21 Uhr. Der Eintritt kostet 14 Euro, ermäßigt 9 Euro.",
            ],
            "client-only-body-noscript-copy-portable-text",
            section="Kultur", kicker="Ausstellung", ld="person", doc_id="7x5c9z2v4b", client_only=True,
            tags=[("/thema/kunsthalle", "Kunsthalle")],
        ))  # fmt: skip

    # --- data ----------------------------------------------------------------------------------------------

    def teaser(self, k: str) -> dict[str, Any]:
        d = self.docs[k]
        return {"_id": f"doc{d.extra['doc_id']}", "kicker": d.kicker, "title": d.title, "slug": d.path,
                "premium": d.extra.get("ld") == "paywall", "publishedAt": to_utc(d.stamp, 1, "%Y-%m-%dT%H:%M:%SZ"),
                "image": {"asset": {"_ref": f"image-{d.extra['doc_id']}-1600x900-jpg"}}}  # fmt: skip

    def fetched(self, doc: Doc) -> tuple[str, Any]:
        if doc.is_article:
            blocks = doc.blocks
            if doc.extra.get("ld") == "paywall":
                art: dict[str, Any] = {"_id": f"doc{doc.extra['doc_id']}", "_type": "article", "title": doc.title, "kicker": doc.kicker,
                                       "premium": True, "bodyAvailable": False, "teaser": portable_text(self, blocks, doc.key), "body": None}  # fmt: skip
            else:
                art = {"_id": f"doc{doc.extra['doc_id']}", "_type": "article", "title": doc.title, "kicker": doc.kicker, "premium": False,
                       "body": portable_text(self, blocks, doc.key)}  # fmt: skip
            art.update({"authors": [{"name": a, "slug": {"current": a.lower().replace(" ", "-").replace("ü", "ue")}} for a in doc.authors],
                        "credit": doc.extra.get("credit"), "publishedAt": to_utc(doc.stamp, 1, "%Y-%m-%dT%H:%M:%SZ"),
                        "updatedAt": to_utc(doc.extra["updated"], 1, "%Y-%m-%dT%H:%M:%SZ") if doc.extra.get("updated") else None,
                        "section": doc.section})  # fmt: skip
            if doc.extra.get("ld") == "live":
                art["body"] = None
                art["entries"] = self.entries_data(doc)
            q = quote(f'*[_type=="article" && _id=="doc{doc.extra["doc_id"]}"][0]{{...,authors[]->}}')
            return f"{API}/query/production?query={q}", {
                "ms": 14,
                "query": f'*[_type=="article" && _id=="doc{doc.extra["doc_id"]}"][0]{{...,authors[]->}}',
                "result": art,
            }
        if "list" in doc.extra:
            items = [self.teaser(k) for k in doc.extra["list"]]
            if doc.kind in ("home", "section"):
                items += [{"_id": f"doc{p.rsplit('-doc', 1)[-1]}", "kicker": None, "title": t, "slug": p, "premium": False,
                           "publishedAt": None, "image": None} for p, t in OLDER[: 12 if doc.kind == "section" else 6]]  # fmt: skip
            return f"{API}/teasers?page={doc.path}", {"ms": 9, "result": items}
        return f"{API}/pages{doc.path}", {"ms": 6, "result": {"title": doc.title, "kind": doc.kind}}

    def entries_data(self, doc: Doc) -> list[dict[str, Any]]:
        entries: list[dict[str, Any]] = []
        for i, b in enumerate(doc.blocks):
            n = doc.extra["entry_of"][i]
            while len(entries) <= n:
                entries.append(
                    {
                        "time": to_utc(f"2026-12-04 {doc.extra['times'][len(entries)]}", 1, "%Y-%m-%dT%H:%M:%SZ"),
                        "title": None,
                        "text": [],
                    }
                )
            if b[0] == "h3":
                entries[n]["title"] = b[1]
            else:
                entries[n]["text"].append(plain(b[1]))
        return entries

    # --- templates -----------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        full = f"{doc.kicker}: {doc.title}" if doc.is_article and doc.kicker and doc.kicker != "WB+" else doc.title
        out = [
            "<!--1a2b3c-->",
            f"<title>{esc(full)} | Weserblick</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else doc.title + " – Nachrichten aus Bremen")}">',
            f'<meta property="og:title" content="{esc(full)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Weserblick">',
            '<meta property="og:locale" content="de_DE">',
            f'<link rel="canonical" href="{esc(url)}">',
        ]
        if doc.kind == "not-found":
            out.append('<meta name="robots" content="noindex">')
        if not doc.is_article:
            return "\n".join(out) + "<!---->"
        mode = doc.extra["ld"]
        iso = doc.iso
        modified = to_utc(doc.extra["updated"], 1, "%Y-%m-%dT%H:%M:%SZ") if doc.extra.get("updated") else iso
        out.append(f'<meta property="article:published_time" content="{iso}">')
        if mode == "dpa":
            author: Any = [{"@type": "Organization", "name": "dpa"}]
        else:
            author = [
                {
                    "@type": "Person",
                    "name": a,
                    "url": f"{ORIGIN}/autoren/{a.lower().replace(' ', '-').replace('ü', 'ue')}",
                }
                for a in doc.authors
            ]
        ld: dict[str, Any] = {"@context": "https://schema.org", "@type": "LiveBlogPosting" if mode == "live" else "NewsArticle",
                              "headline": full, "datePublished": iso, "dateModified": modified, "author": author,
                              "publisher": {"@type": "NewsMediaOrganization", "name": "Weserblick", "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/logo-wb.png"}},
                              "mainEntityOfPage": url, "image": f"https://cdn.weserblick.test/images/{doc.extra['doc_id']}/1600x900.jpg"}  # fmt: skip
        if mode == "paywall":
            ld["isAccessibleForFree"] = False
            ld["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": False, "cssSelector": ".paywall"}
        if mode == "live":
            ld["coverageStartTime"] = iso
            ld["coverageEndTime"] = to_utc("2026-12-04 19:40", 1, "%Y-%m-%dT%H:%M:%SZ")
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out) + "<!---->"

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="{S}">{self.a(k, t, "nav", attrs=CS)}</li>'
            for k, t in (("bremen", "Bremen"), ("/region", "Region"), ("/sport/werder-bremen", "Werder"), ("/wirtschaft", "Wirtschaft"),
                         ("/kultur", "Kultur"), ("/meinung", "Meinung"), ("/service", "Service"))
        )  # fmt: skip
        meist = "".join(
            f'<!--[--><li class="{S}">{self.a(k, self.docs[k].title, "aside", attrs=CS)}</li><!--]-->'
            for k in ["ticker", "brand", "ueberseestadt", "strassenbahn", "kommentar"]
        )
        url, body = self.fetched(doc)
        route = "[section]/[slug]" if doc.is_article or doc.kind == "not-found" else doc.kind
        node = {"home": 2, "section": 3, "tag": 4, "author": 5, "search": 6}.get(doc.kind, 7 if doc.is_article else 8)
        data_nodes: list[Any] = [
            {
                "type": "data",
                "data": {
                    "user": None,
                    "consent": None,
                    "breaking": "Sturmtief „Ulla“: Alle Entwicklungen im Liveticker",
                },
                "uses": {},
            }
        ]
        if doc.kind == "not-found":
            start_opts = f'node_ids: [0, 1], data: {js_value(data_nodes)}, form: null, error: {{message:"Not Found"}}, status: 404'
        else:
            leaf: Any = {
                "type": "data",
                "data": {"route": route, "path": doc.path.split("?")[0], "doc": body["result"]},
                "uses": {"params": ["section", "slug"] if doc.is_article else [], "url": 1},
            }
            data_nodes.append(leaf)
            start_opts = f"node_ids: [0, {node}], data: {js_value(data_nodes)}, form: null, error: null"
        return f"""<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8" />
<link rel="icon" href="/favicon.png" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<link href="/_app/immutable/assets/0.B7kQx2Lp.css" rel="stylesheet">
<link href="/_app/immutable/assets/{node}.Dm3fW9aZ.css" rel="stylesheet">
<link rel="modulepreload" href="/_app/immutable/entry/start.CqT1v8Xe.js">
<link rel="modulepreload" href="/_app/immutable/chunks/entry.BwPz4K0s.js">
<link rel="modulepreload" href="/_app/immutable/entry/app.Hk7yN2rD.js">
<link rel="modulepreload" href="/_app/immutable/nodes/0.Ch4sE8uQ.js">
<link rel="modulepreload" href="/_app/immutable/nodes/{node}.Tz6bM1pV.js">
<style>/*PAD*/</style>
{self.head(doc)}
<script async src="https://cdn.consentmanager.test/delivery/autoblocking/wb123.js" data-cmp-host="c.delivery.consentmanager.test"></script>
</head>
<body data-sveltekit-preload-data="hover">
<div style="display: contents"><!--[--><!--[--><!----><div class="page {S}">
<div class="ad-container ad-superbanner {S}" id="ad-superbanner" data-ad-size="728x90"></div>
<header class="site-header {S}"><div class="top-bar {S}"><span class="{S}">Samstag, 5. Dezember 2026</span> <a class="{S}" href="/service/wetter">Bremen 6 °C</a> {self.a("abo", "WB+ abonnieren", "nav", attrs=f'class="abo-button {S}"')} <a class="{S}" href="/login">Anmelden</a></div>
<a class="logo {S}" href="/" aria-label="Weserblick Startseite"><img class="{S}" src="/logo-wb.svg" alt="Weserblick" width="200" height="40"></a>
<nav class="main-nav {S}"><ul class="{S}">{nav}</ul><a class="search-link {S}" href="/suche" aria-label="Suche">Suche</a></nav></header>
<!--[--><div class="breaking {S}"><strong class="{S}">Eilmeldung</strong> {self.a("ticker", "Sturmtief „Ulla“: Alle Entwicklungen im Liveticker", "nav", attrs=CS)}</div><!--]-->
<main class="{S}"><!--[-->{main}<!--]--></main>
<aside class="sidebar {S}"><section class="most-read {S}"><h2 class="{S}">Meistgelesen</h2><ol class="{S}"><!--[-->{meist}<!--]--></ol></section>
<div class="ad-container ad-mrec {S}" id="ad-mrec-1" data-ad-size="300x250"></div>
<section class="topics {S}"><h2 class="{S}">Themen</h2>{self.a("tag", "Sturm", "aside", attrs=CS)} · {self.a("search", "Straßenbahn", "aside", attrs=CS)} · <a class="{S}" href="/thema/werder-bremen">Werder Bremen</a> · {self.a("pegel", "Pegelstände", "aside", attrs=CS)}</section></aside>
<footer class="site-footer {S}"><nav class="{S}">{self.a("impressum", "Impressum", "footer", attrs=CS)} · <a class="{S}" href="/datenschutz">Datenschutz</a> · <a class="{S}" href="/agb">AGB</a> · {self.a("abo", "Abo-Angebote", "footer", attrs=CS)} · <a class="{S}" href="/kontakt">Kontakt</a> · <a class="{S}" href="/feed/rss">RSS</a> · <a class="{S}" href="#" onclick="__cmp('showScreen')">Datenschutz-Einstellungen</a></nav>
<p class="{S}">© 2026 Weserblick Mediengruppe GmbH &amp; Co. KG</p></footer>
<div class="consent-layer {S}" role="dialog" aria-label="Einwilligung"><p class="{S}">Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren und Zugriffe zu analysieren. <a class="{S}" href="/datenschutz">Mehr erfahren</a></p><button class="{S}">Alle akzeptieren</button> <button class="{S}">Einstellungen</button></div>
</div><!----><!--]--> <!--[!--><!--]--><!--]-->
{sk_fetched(body, url)}
<script>
{{
__sveltekit_1m4xq7k = {{ base: new URL(".", location).pathname.slice(0, -1) }};
const element = document.currentScript.parentElement;
Promise.all([import("./_app/immutable/entry/start.CqT1v8Xe.js"), import("./_app/immutable/entry/app.Hk7yN2rD.js")]).then(([kit, app]) => {{
kit.start(app, element, {{ {start_opts} }});
}});
}}
</script>
</div>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'<p class="byline {SA}">Quelle: <!---->{esc(doc.extra["credit"])}</p>'
        names = []
        for a in doc.authors:
            slug = a.lower().replace(" ", "-").replace("ü", "ue")
            names.append(
                self.a("author", a, "byline", attrs=CSA)
                if a == "Jana Behrens"
                else f'<a class="{SA}" href="/autoren/{slug}">{esc(a)}</a>'
            )
        joined = "<!----> und <!---->".join(names)
        lead = doc.extra.get("label_line", "Von")
        return f'<p class="byline {SA}">{lead} <!--[-->{joined}<!--]--></p>'

    def pt_html(self, doc: Doc, blocks: list[tuple[Any, ...]]) -> str:
        def fig(alt: str, cap: str) -> str:
            return f'<figure class="{SA}"><img class="{SA}" src="https://cdn.weserblick.test/images/{doc.extra["doc_id"]}/{len(alt)}.jpg" alt="{esc(alt)}"><figcaption class="{SA}">{esc(cap)}</figcaption></figure>'

        return "<!--[-->" + blocks_html(self, blocks, attr="", fig=fig, sep="<!---->\n") + "<!--]-->"

    def story_main(self, doc: Doc) -> str:
        mode = doc.extra["ld"]
        if mode == "live":
            body = self.ticker_html(doc)
        elif mode == "paywall":
            body = (self.pt_html(doc, doc.blocks) + f'\n<div class="paywall {SA}"><p class="paywall-title {SA}">Sie möchten weiterlesen?</p><p class="{SA}">Mit WB+ lesen Sie alle Artikel auf weserblick.test und in der App.</p>'
                    f'<p class="{SA}"><strong class="{SA}">4 Wochen für 0,99 €</strong>, danach 9,99 € im Monat, jederzeit kündbar.</p>{self.a("abo", "Jetzt WB+ testen", "content", attrs=CTA)} <a class="{SA}" href="/login?redirect={quote(doc.path)}">Bereits Abonnent? Anmelden</a></div>')  # fmt: skip
        elif doc.extra.get("client_only"):
            body = (f'<!--[!--><div class="skeleton {SA}" aria-busy="true"><div class="skeleton-line {SA}"></div><div class="skeleton-line {SA}"></div><div class="skeleton-line short {SA}"></div><p class="loading {SA}">Artikel wird geladen …</p></div><!--]-->\n'
                    f'<noscript><div class="article-body-static">{blocks_html(self, doc.blocks)}</div></noscript>')  # fmt: skip
        else:
            body = self.pt_html(doc, doc.blocks)
        premium = f'<span class="premium-badge {SA}">WB+</span>' if mode == "paywall" else ""
        kicker = doc.kicker if mode != "paywall" else doc.section
        updated = (
            f'<!--[--><span class="updated {SA}">Aktualisiert: {uhr(doc.extra["updated"])}</span><!--]-->'
            if doc.extra.get("updated")
            else "<!--[!--><!--]-->"
        )
        tags = "".join(f"<!--[-->{self.a(k, t, 'tag', attrs=CTAG)}<!--]-->" for k, t in doc.extra.get("tags", []))
        rel = [k for k in ARTS if k != doc.key]
        r = rng("wbl-rel" + doc.key)
        r.shuffle(rel)
        related = "".join(
            f'<!--[--><li class="teaser {SA}">{self.a(k, self.docs[k].title, "related", attrs=CSA)}</li><!--]-->'
            for k in rel[:3]
        )
        if doc.extra.get("stale"):
            related += f'<!--[--><li class="teaser {SA}">{self.a(doc.extra["stale"], "Polizei sucht Zeugen nach Unfall am Stern", "related", attrs=CSA)}</li><!--]-->'
        u = quote(self.url(doc.key), safe="")
        section = doc.path.split("/")[1]
        crumb = (
            self.a("bremen", doc.section, "breadcrumb", attrs=CSA)
            if section == "bremen"
            else f'<a class="{SA}" href="/{section}">{esc(doc.section)}</a>'
        )
        return f"""<article class="article {SA}" data-doc-id="doc{doc.extra["doc_id"]}">
<nav class="breadcrumb {SA}"><a class="{SA}" href="/">Startseite</a> › {crumb}</nav>
<header class="article-header {SA}">{premium}
<h1 class="{SA}"><span class="kicker {SA}">{esc(kicker)}</span> <span class="headline {SA}">{esc(doc.title)}</span></h1>
{self.byline(doc)}
<p class="dateline {SA}"><time class="{SA}" datetime="{doc.iso}">{uhr(doc.stamp)}</time> {updated}</p>
<div class="share {SA}"><a class="{SA}" href="https://www.facebook.com/sharer/sharer.php?u={u}">Teilen</a> <a class="{SA}" href="https://api.whatsapp.com/send?text={u}">WhatsApp</a> <a class="{SA}" href="mailto:?subject={quote(doc.title)}&amp;body={u}">E-Mail</a></div></header>
<figure class="lead-image {SA}"><img class="{SA}" src="https://cdn.weserblick.test/images/{doc.extra["doc_id"]}/1600x900.jpg" alt="" width="1600" height="900"><figcaption class="{SA}">Foto: Weserblick</figcaption></figure>
<div class="article-body {SA}">{body}</div>
<div class="ad-container ad-inarticle {SA}" id="ad-inarticle-1"></div>
<div class="tags {SA}"><!--[-->{tags}<!--]--></div>
<section class="related {SA}"><h2 class="{SA}">Mehr zum Thema</h2><ul class="{SA}"><!--[-->{related}<!--]--></ul></section>
</article>"""

    def ticker_html(self, doc: Doc) -> str:
        entries: list[list[tuple[Any, ...]]] = []
        for i, b in enumerate(doc.blocks):
            n = doc.extra["entry_of"][i]
            while len(entries) <= n:
                entries.append([])
            entries[n].append(b)
        out = []
        for n, blocks in enumerate(entries):
            t = doc.extra["times"][n]
            out.append(f'<!--[--><div class="ticker-entry {SA}" id="entry-{len(entries) - n}"><time class="ticker-time {SA}" datetime="{to_utc("2026-12-04 " + t, 1, "%Y-%m-%dT%H:%M:%SZ")}">{t} Uhr</time>'
                       f'{blocks_html(self, blocks, sep="<!---->")}</div><!--]-->')  # fmt: skip
        return f'<p class="ticker-intro {SA}"><span class="live-dot {SA}"></span> Live – zuletzt aktualisiert um 19:40 Uhr</p><div class="ticker {SA}"><!--[-->{"".join(out)}<!--]--></div>'

    def listing_main(self, doc: Doc) -> str:
        cards = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            plus = f'<span class="premium-badge {S}">WB+</span> ' if d.extra.get("ld") == "paywall" else "<!---->"
            cards.append(f'<!--[--><article class="teaser {S}"><img class="{S}" src="https://cdn.weserblick.test/images/{d.extra["doc_id"]}/400x225.jpg" alt="" loading="lazy"><p class="kicker {S}">{plus}{esc(d.kicker)}</p>'
                         f'<h2 class="{S}">{self.a(k, d.title, "content", attrs=CS)}</h2><p class="teaser-text {S}">{esc(self.lede(d))}</p><time class="{S}">{uhr(d.stamp)}</time></article><!--]-->')  # fmt: skip
        older = ""
        if doc.kind in ("home", "section"):
            older = (
                f'<section class="more {S}"><h2 class="{S}">Weitere Nachrichten</h2><ul class="{S}"><!--[-->'
                + "".join(
                    f'<!--[--><li class="{S}"><a class="{S}" href="{p}">{esc(t)}</a></li><!--]-->' for p, t in OLDER[:7]
                )
                + "<!--]--></ul></section>"
            )
        head = f'<h1 class="{S}">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = f'<h1 class="visually-hidden {S}">Weserblick – Nachrichten aus Bremen und der Region</h1>'
        elif doc.kind == "author":
            head = f'<div class="author-profile {S}"><img class="{S}" src="https://cdn.weserblick.test/autoren/jana-behrens.jpg" alt="" width="120" height="120"><h1 class="{S}">{esc(doc.title)}</h1><p class="{S}">Redakteurin Lokales</p><p class="{S}">{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="{S}">{esc(doc.title)}</h1><form class="{S}" action="/suche"><input class="{S}" name="q" value="Straßenbahn"><button class="{S}">Suchen</button></form><p class="{S}">{len(cards)} Treffer</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="{S}">Thema: {esc(doc.title)}</h1>'
        pager = "<!--[!--><!--]-->"
        if doc.key == "bremen":
            pager = f'<nav class="pagination {S}"><span class="{S}">1</span> {self.a("bremen2", "2", "pagination", attrs=CS)} {self.a("bremen2", "Nächste Seite", "pagination", attrs=CS)}</nav>'
        elif doc.key == "bremen2":
            pager = f'<nav class="pagination {S}">{self.a("bremen", "Vorherige Seite", "pagination", attrs=CS)} {self.a("bremen", "1", "pagination", attrs=CS)} <span class="{S}">2</span> <a class="{S}" href="/bremen?seite=3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<p class="more-link {S}">{self.a("bremen", "Alle Nachrichten aus Bremen", "content", attrs=CS)} · {self.a("pegel", "Pegelstände", "content", attrs=CS)}</p>'
        return f'<section class="listing {doc.kind} {S}">{head}<div class="teasers {S}"><!--[-->{"".join(cards)}<!--]--></div>{older}{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = blocks_html(self, doc.blocks, sep="<!---->\n")
        extra = ""
        if doc.kind == "live-data":
            extra = f'<p class="{S}">{self.a("ticker", "Zum Sturm-Liveticker", "content", attrs=CS)}</p>'
        elif doc.kind == "not-found":
            return (f'<section class="error-page {S}"><p class="error-code {S}">404</p><h1 class="{S}">{esc(doc.title)}</h1>{html}'
                    f'<p class="{S}">{self.a("home", "Zur Startseite", "content", attrs=CS)} · {self.a("search", "Zur Suche", "content", attrs=CS)}</p></section>')  # fmt: skip
        return f'<section class="static-page {doc.kind} {S}"><h1 class="{S}">{esc(doc.title)}</h1>\n{html}\n{extra}</section>'
