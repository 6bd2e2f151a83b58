# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; German quotation marks and dashes are deliberate)
"""Neckar-Echo: a Heilbronn regional daily on **TYPO3** with the news extension (`news news-single`,
`news-text-wrap`, `news-list-item`, `itemprop` microdata on the article, `/lokales/heilbronn/artikel/<slug>`,
unrouted page 2 `?tx_news_pi1%5BcurrentPage%5D=2&cHash=…`, `/themen/<tag>`, `/autoren/<name>`, ke_search
`/suche?tx_kesearch_pi1%5Bsword%5D=`), German, UTF-8, Central European time (+01:00).

Its alternates: **print views** (`?print=1`: a print style sheet, `window.print()` on load, no navigation, a
"Gedruckt von <URL> am 05.12.2026 um 08:14 Uhr" footer) of two stories and of the pharmacy rota, and a **Google AMP
cache** copy of the flood story (`https://www-neckar--echo-test.cdn.ampproject.test/c/s/www.neckar-echo.test/amp/…`,
`<html ⚡>`, `amp-img`, the boilerplate, the publisher's JSON-LD, links back to the publisher absolutely) whose
canonical page is not in the set: the Christmas market story links to the cache copy from its text (a link pasted
from a phone). The headline `<h1>` holds the kicker (`news-kicker`) before the headline; titles are labelled
without it. Dates "04.12.2026 – 18:30 Uhr"; the microdata `datetime` is the local day; JSON-LD (an SEO extension)
in UTC on four stories, none on the interview; the motorway story's 23:35Z on 4 Dec is 00:35 on 5 Dec. Credits: "Von
Katrin Ebersbach", "Von unserem Redakteur Jörg Wanner", "Text: Sabine Roth | Fotos: Mario Berger" (the
photographer is no author; JSON-LD names the paper), "dpa/lsw" (JSON-LD Organization "dpa"), "Von Tobias Kächele und
Lena Schübel", and the interview's credit at its end only ("Das Gespräch führte Katrin Ebersbach.")."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, alternate, amp_cache_host, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.neckar-echo.test"
HOST = "www.neckar-echo.test"
AMP_HOST = amp_cache_host(HOST)
FLOOD = "/lokales/heilbronn/artikel/neckar-hochwasser-pegel-heilbronn-ueber-vier-meter"
ARTS = ["stadtbahn", "unfall", "weihnachtsmarkt", "amp", "dpa", "interview"]
PAGE2 = "/lokales/heilbronn?tx_news_pi1%5BcurrentPage%5D=2&cHash=5e0b1c7a9d3f4e21a8b6c0d9e7f1a2b3"
PRINTED = "05.12.2026 um 08:14 Uhr"
OLDER = [
    (
        "/lokales/heilbronn/artikel/buga-gelaende-neue-spielplaetze-am-neckarbogen",
        "Neckarbogen",
        "Neue Spielplätze am Neckarbogen",
        "01.12.2026",
    ),
    (
        "/lokales/heilbronn/artikel/stadtbibliothek-verlaengert-oeffnungszeiten",
        "Stadtbibliothek",
        "Länger lesen: Bibliothek öffnet samstags bis 18 Uhr",
        "30.11.2026",
    ),
    (
        "/lokales/landkreis/artikel/weinsberg-bahnuebergang-wird-erneuert",
        "Weinsberg",
        "Bahnübergang an der Öhringer Straße wird erneuert",
        "29.11.2026",
    ),
    (
        "/lokales/heilbronn/artikel/experimenta-rekord-besucherzahl",
        "Experimenta",
        "Science Center meldet Besucherrekord",
        "28.11.2026",
    ),
]


def de_time(stamp: str) -> str:
    """'2026-12-04 18:30' -> '04.12.2026 – 18:30 Uhr'."""
    day, time = stamp.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y} – {time} Uhr"


class NeckarEcho(Base):
    origin = ORIGIN
    name = "Neckar-Echo"
    prefix = "nee"
    language = "de"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nee",
            [
                "#page-header",
                "#mainnav .nav > li > a",
                ".news-single .article h1",
                ".news-kicker",
                ".news-text-wrap p",
                ".news-list-item",
                ".news-related-wrap li",
                ".news-img-caption",
                ".ad-superbanner",
                "#page-footer",
                ".cmp-banner",
                ".article-tools a",
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
                "Neckar-Echo",
                "typo3-home",
                list=["stadtbahn", "unfall", "weihnachtsmarkt", "amp", "interview", "dpa"],
            )
        )
        add(
            page(
                "heilbronn",
                "/lokales/heilbronn",
                "section",
                "Heilbronn",
                "typo3-news-list",
                list=["stadtbahn", "weihnachtsmarkt", "amp", "interview"],
                more="heilbronn2",
            )
        )
        add(page("heilbronn2", PAGE2, "section", "Heilbronn", "typo3-news-list-page2-chash", list=[], older=OLDER))
        add(
            page(
                "tag",
                "/themen/stadtbahn",
                "tag",
                "Stadtbahn",
                "typo3-tag-list",
                list=["stadtbahn", "interview", "soft404"],
            )
        )
        add(
            page(
                "author",
                "/autoren/katrin-ebersbach",
                "author",
                "Katrin Ebersbach",
                "typo3-author-profile",
                list=["stadtbahn", "interview"],
                bio="Katrin Ebersbach ist Redakteurin in der Lokalredaktion Heilbronn und berichtet über Stadtpolitik, Verkehr und Stadtentwicklung. Sie ist seit 2016 beim Neckar-Echo.",
            )
        )
        add(
            page(
                "search",
                "/suche?tx_kesearch_pi1%5Bsword%5D=Stadtbahn",
                "search",
                "Suchergebnisse",
                "ke-search-results",
                list=["stadtbahn", "interview"],
            )
        )
        add(
            page(
                "impressum",
                "/impressum",
                "about",
                "Impressum",
                "typo3-imprint",
                [
                    "Neckar-Echo GmbH & Co. KG, Allee 40, 74072 Heilbronn",
                    "Telefon 07131 4477-0, E-Mail redaktion@neckar-echo.test",
                    "Geschäftsführung: Dr. Matthias Gerstner, Claudia Reinhold",
                    "Registergericht: Amtsgericht Stuttgart, HRA 108 422",
                    "Chefredaktion: Jens Ulrich Haag (verantwortlich im Sinne des § 18 Abs. 2 MStV)",
                    "Umsatzsteuer-Identifikationsnummer: DE 146 220 981",
                    "Die Inhalte dieser Website sind urheberrechtlich geschützt. Eine Verwendung von Texten und Bildern ist ohne Zustimmung des Verlags nicht gestattet.",
                ],
            )
        )
        add(
            page(
                "soft404",
                "/lokales/heilbronn/artikel/kaethchenhaus-umbau-beginnt-im-fruehjahr",
                "soft404",
                "Seite nicht gefunden",
                "typo3-soft404-suggestions",
                [
                    "Die von Ihnen aufgerufene Seite existiert leider nicht (mehr). Möglicherweise wurde der Artikel verschoben oder aus unserem Angebot entfernt.",
                    "Nutzen Sie unsere Suche oder lesen Sie die aktuellen Nachrichten aus Heilbronn und der Region.",
                ],
                teaser="Käthchenhaus: Umbau beginnt im Frühjahr",
            )
        )
        rota = [
            "Notdienst von Samstag, 5. Dezember 2026, 8.30 Uhr, bis Sonntag, 6. Dezember 2026, 8.30 Uhr.",
            "T: Ort | Apotheke | Adresse | Telefon",
            "T: Heilbronn | Kilians-Apotheke | Kaiserstraße 12 | 07131 96 22 10",
            "T: Heilbronn-Böckingen | Apotheke am Ludwigsburger Platz | Ludwigsburger Straße 81 | 07131 48 11 52",
            "T: Neckarsulm | Stadt-Apotheke | Marktstraße 3 | 07132 37 44 0",
            "T: Bad Rappenau | Kur-Apotheke | Salinenstraße 22 | 07264 91 67 0",
            "T: Weinsberg | Weibertreu-Apotheke | Hauptstraße 40 | 07134 52 18 1",
            "T: Eppingen | Fachwerk-Apotheke | Brettener Straße 5 | 07262 61 21 9",
            "Alle Angaben ohne Gewähr. Den aktuellen Notdienst erfahren Sie auch unter der kostenlosen Rufnummer 0800 00 22 833 der Landesapothekerkammer.",
        ]
        add(
            page(
                "notdienst", "/service/notdienste", "service", "Apotheken-Notdienst", "typo3-pharmacy-rota-table", rota
            )
        )
        add(
            page(
                "notdienst_print",
                "/service/notdienste?print=1",
                "service",
                "Apotheken-Notdienst",
                "print-view-pharmacy-rota",
                rota,
                print_of="notdienst",
            )
        )
        add(
            story(
                "stadtbahn",
                "/lokales/heilbronn/artikel/gemeinderat-stimmt-fuer-stadtbahn-verlaengerung-nach-amorbach",
                "Gemeinderat stimmt für Stadtbahn-Verlängerung nach Amorbach",
                "2026-12-04",
                "2026-12-04T17:30:00Z",
                "2026-12-04 18:30",
                ["Katrin Ebersbach"],
                [
                    "Mit 31 zu 9 Stimmen hat der Heilbronner Gemeinderat am Freitagnachmittag in einer Sondersitzung der Verlängerung der Stadtbahn Nord zugestimmt. Die Linie S42 soll künftig vom Neckarsulmer Bahnhof aus über eine 4,8 Kilometer lange Neubaustrecke bis in den Stadtteil Amorbach fahren. Baubeginn ist frühestens im Herbst 2028.",
                    "Die Kosten beziffert die Stadtverwaltung inzwischen auf 186 Millionen Euro, rund 40 Millionen mehr als bei der ersten Machbarkeitsstudie im Jahr 2021. Bund und Land sollen nach dem Gemeindeverkehrsfinanzierungsgesetz bis zu 75 Prozent der förderfähigen Kosten übernehmen. Auf Heilbronn und Neckarsulm entfielen nach heutigem Stand zusammen knapp 38 Millionen Euro.",
                    "„Das ist eine Entscheidung für die nächsten fünfzig Jahre“, sagte Baubürgermeister Stefan Hartlieb in der Sitzung. Die Verlängerung binde rund 9000 Einwohner und mehr als 4000 Arbeitsplätze im angrenzenden Gewerbegebiet an die Schiene an.",
                    "### Kritik an den Kosten",
                    "Die Fraktion der Freien Wähler stimmte geschlossen gegen die Vorlage. Ihr Vorsitzender Gerhard Maier warnte vor weiteren Kostensteigerungen: „Wir beschließen heute ein Projekt, dessen Preis wir in Wahrheit nicht kennen.“ Zudem seien die Folgekosten für den Betrieb noch nicht abschließend geklärt.",
                    "Auch Anwohner der geplanten Trasse entlang der Amorbacher Straße hatten in einer Bürgerversammlung im Oktober Bedenken geäußert. Sie befürchten Lärm und den Wegfall von rund 120 Parkplätzen. Die Stadt sagte zu, den Lärmschutz im Planfeststellungsverfahren gesondert zu prüfen.",
                    "Als Nächstes muss der Neckarsulmer Gemeinderat zustimmen, der am 17. Dezember über das Projekt berät. Danach will die Albtal-Verkehrs-Gesellschaft die Planungen für das Planfeststellungsverfahren ausschreiben.",
                ],
                "typo3-news-kicker-in-h1-microdata-jsonld-utc",
                kicker="Heilbronn",
                section="Heilbronn",
                dek="Nach jahrelanger Debatte ist der Weg frei: Die Stadtbahn Nord soll bis 2031 über Neckarsulm hinaus bis nach Amorbach fahren. Die Kosten sind allerdings deutlich gestiegen.",
                byline="Von Katrin Ebersbach",
                ld="person",
                fig=(
                    "Stadtbahn am Neckarsulmer Bahnhof",
                    "Bisher endet die Stadtbahn Nord am Neckarsulmer Bahnhof. Foto: Archiv/Mario Berger",
                ),
                tags=["Stadtbahn", "Gemeinderat", "Neckarsulm"],
            )
        )
        add(
            alternate(
                "stadtbahn_print",
                self.docs["stadtbahn"],
                self.docs["stadtbahn"].path + "?print=1",
                "print-view-printed-from-footer",
            )
        )
        add(
            story(
                "unfall",
                "/lokales/landkreis/artikel/lkw-unfall-bei-bad-rappenau-a6-stundenlang-gesperrt",
                "Lkw-Unfall bei Bad Rappenau: Autobahn stundenlang voll gesperrt",
                "2026-12-05",
                "2026-12-04T23:35:00Z",
                "2026-12-05 00:35",
                ["Jörg Wanner"],
                [
                    "Nach einem schweren Unfall mit zwei Lastwagen ist die Autobahn 6 zwischen den Anschlussstellen Bad Rappenau und Sinsheim-Steinsfurt in Richtung Mannheim am Freitagabend für mehrere Stunden voll gesperrt worden. Ein 52 Jahre alter Fahrer wurde schwer verletzt und mit einem Rettungshubschrauber in eine Klinik gebracht.",
                    "Nach ersten Erkenntnissen der Polizei war der Mann gegen 18.40 Uhr mit seinem Sattelzug auf das Stauende vor einer Baustelle aufgefahren. Der vorausfahrende Lastwagen wurde durch die Wucht des Aufpralls gegen die Mittelleitplanke geschoben. Dessen Fahrer blieb unverletzt.",
                    "Weil aus einem der Fahrzeuge Diesel auslief, mussten Feuerwehr und Straßenmeisterei die Fahrbahn aufwendig reinigen. Die Feuerwehren aus Bad Rappenau und Sinsheim waren mit rund 40 Einsatzkräften vor Ort.",
                    "Der Verkehr staute sich zeitweise auf mehr als zwölf Kilometern bis zum Weinsberger Kreuz. Auch auf den Umleitungsstrecken durch Bad Rappenau und Obergimpern ging zeitweise nichts mehr.",
                    "Den Sachschaden schätzt die Polizei auf rund 180.000 Euro. Die Fahrbahn wurde kurz nach Mitternacht wieder freigegeben.",
                ],
                "typo3-news-after-midnight-utc-jsonld-updated",
                kicker="A6",
                section="Landkreis",
                dek="Ein Sattelzug ist am Freitagabend auf ein Stauende aufgefahren. Der Fahrer wurde schwer verletzt, der Verkehr staute sich bis zum Weinsberger Kreuz.",
                byline="Von unserem Redakteur Jörg Wanner",
                updated="2026-12-05 07:10",
                modified="2026-12-05T06:10:00Z",
                ld="person",
                tags=["A6", "Polizei", "Bad Rappenau"],
            )
        )
        add(
            story(
                "weihnachtsmarkt",
                "/lokales/heilbronn/artikel/weihnachtsmarkt-mehr-besucher-weniger-umsatz",
                "Mehr Besucher, aber weniger Umsatz",
                "2026-12-04",
                "2026-12-04T13:05:00Z",
                "2026-12-04 14:05",
                ["Sabine Roth"],
                [
                    "Die erste Halbzeit des Heilbronner Weihnachtsmarkts fällt gemischt aus. Zwar zählte die Heilbronn Marketing GmbH bis Donnerstag nach eigenen Angaben rund 410.000 Besucher und damit etwa sieben Prozent mehr als im Vorjahr. Viele Standbetreiber auf dem Kiliansplatz und in der Fußgängerzone berichten aber von sinkenden Umsätzen.",
                    "FIG: Besucher am Kiliansplatz | Voll ist es vor allem abends: Besucher am Kiliansplatz. Foto: Mario Berger",
                    "„Die Leute kommen, schauen, trinken einen Glühwein und gehen wieder“, sagt Helga Brenner, die seit 22 Jahren einen Stand mit Holzspielzeug betreibt. Ihr Umsatz liege bislang gut ein Fünftel unter dem des Vorjahres. Ähnlich äußern sich mehrere Kunsthandwerker.",
                    "Besser läuft es an den Gastronomieständen. Der Glühweinpreis ist in diesem Jahr auf 4,50 Euro gestiegen, dazu kommen drei Euro Pfand für die Tasse. Beschwerden habe es deswegen kaum gegeben, heißt es bei Heilbronn Marketing.",
                    "Wegen des [[amp|Hochwassers am Neckar]] musste die Eisbahn am Bollwerksturm am Donnerstag schließen, weil der Zugang über die Uferpromenade führt. Sie soll am Samstag wieder öffnen, wenn der Pegel weiter sinkt.",
                    "FIG: Holzspielzeug-Stand | Helga Brenner an ihrem Stand mit Holzspielzeug. Foto: Mario Berger",
                    "Der Weihnachtsmarkt ist noch bis zum 22. Dezember täglich von 11 bis 21 Uhr geöffnet, freitags und samstags bis 22 Uhr. An den Adventssonntagen öffnen die Stände erst um 12 Uhr.",
                ],
                "typo3-news-kicker-photographer-credit-jsonld-org",
                kicker="Heilbronner Weihnachtsmarkt",
                section="Heilbronn",
                dek="Zur Halbzeit zieht der Heilbronner Weihnachtsmarkt mehr Menschen an als im Vorjahr. Doch viele Händler klagen: Gekauft wird wenig.",
                byline="Text: Sabine Roth | Fotos: Mario Berger",
                ld="org",
                tags=["Weihnachtsmarkt", "Einzelhandel"],
            )
        )
        flood = story(
            "flood",
            FLOOD,
            "Neckar-Pegel in Heilbronn steigt über vier Meter – Uferwege gesperrt",
            "2026-12-02",
            "2026-12-02T16:45:00+01:00",
            "2026-12-02 16:45",
            ["Tobias Kächele", "Lena Schübel"],
            [
                "Nach tagelangem Regen im Schwarzwald und auf der Schwäbischen Alb ist der Neckar in Heilbronn am Mittwochnachmittag über die Marke von vier Metern gestiegen. Am Pegel Heilbronn wurden um 15 Uhr 4,12 Meter gemessen, normal sind etwa 1,80 Meter.",
                "Die Stadt hat die Uferwege zwischen der Götzenturmbrücke und dem Wilhelmskanal sowie die Tiefgarage am Wollhaus gesperrt. Autofahrer wurden aufgefordert, ihre Fahrzeuge bis zum Abend aus der Garage zu holen.",
                "„Wir rechnen damit, dass der Scheitel in der Nacht zum Donnerstag bei etwa 4,40 Metern erreicht wird“, sagte ein Sprecher der Hochwasservorhersagezentrale Baden-Württemberg. Eine Gefahr für Wohngebiete bestehe bei diesem Wasserstand nicht.",
                "Die Schifffahrt auf dem Neckar ist zwischen Heilbronn und Mannheim bereits seit Dienstag eingestellt. Auch die Personenfähre in Neckarsulm verkehrt bis auf Weiteres nicht.",
                "### Eisbahn am Bollwerksturm geschlossen",
                "Betroffen ist auch der Weihnachtsmarkt: Die Eisbahn am Bollwerksturm bleibt am Donnerstag und Freitag geschlossen, weil der Zugang über die Uferpromenade führt. Die übrigen Stände sind geöffnet.",
                "Update, Donnerstag, 9.20 Uhr: Der Pegel hat in der Nacht mit 4,36 Metern seinen Höchststand erreicht und sinkt seit dem frühen Morgen langsam. Die Sperrungen bleiben vorerst bestehen.",
            ],
            "amp",
            kicker="Hochwasser",
            section="Heilbronn",
            dek="Der Neckar hat in Heilbronn die Vier-Meter-Marke überschritten. Die Stadt sperrt Uferwege und eine Tiefgarage, die Schifffahrt ruht.",
            byline="Von Tobias Kächele und Lena Schübel",
            updated="2026-12-03 09:20",
            modified="2026-12-03T09:20:00+01:00",
            ld="person",
            fig=(
                "Hochwasser am Neckar",
                "Der Neckar am Mittwochnachmittag an der Götzenturmbrücke. Foto: Tobias Kächele",
            ),
        )
        add(
            alternate(
                "amp", flood, f"https://{AMP_HOST}/c/s/{HOST}/amp{FLOOD}", "google-amp-cache-copy-canonical-not-in-set"
            )
        )
        add(
            story(
                "dpa",
                "/nachrichten/baden-wuerttemberg/artikel/land-foerdert-ladesaeulen-an-pendlerparkplaetzen",
                "Land fördert Ladesäulen an Pendlerparkplätzen mit 24 Millionen Euro",
                "2026-12-04",
                "2026-12-04T10:52:00Z",
                "2026-12-04 11:52",
                [],
                [
                    "Stuttgart (dpa/lsw) – Das Land Baden-Württemberg will den Bau von Schnellladesäulen an Pendlerparkplätzen und Park-and-ride-Anlagen mit 24 Millionen Euro fördern. Kommunen und Verkehrsverbünde können ab Februar Anträge stellen, wie das Verkehrsministerium am Freitag in Stuttgart mitteilte.",
                    "Gefördert werden bis zu 60 Prozent der Kosten für Ladepunkte mit einer Leistung von mindestens 50 Kilowatt. Voraussetzung ist, dass die Säulen rund um die Uhr öffentlich zugänglich sind und mit gängigen Karten bezahlt werden können.",
                    "Nach Angaben des Ministeriums gibt es im Land rund 1100 Pendlerparkplätze, aber nur an etwa jedem zehnten eine Ladesäule. Bis 2030 sollen es mindestens 400 sein.",
                    "Der Landkreistag begrüßte das Programm, forderte aber einfachere Antragsverfahren. Kleinere Gemeinden seien mit dem Aufwand oft überfordert.",
                ],
                "typo3-agency-credit-jsonld-org-dpa",
                kicker="Elektromobilität",
                section="Baden-Württemberg",
                byline="dpa/lsw",
                ld="dpa",
            )
        )
        add(
            story(
                "interview",
                "/lokales/heilbronn/artikel/interview-oberbuergermeisterin-vollmer-wohnungsbau",
                "„Wir brauchen mehr Wohnungen, nicht mehr Parkplätze“",
                "2026-12-03",
                None,
                "2026-12-03 19:00",
                ["Katrin Ebersbach"],
                [
                    "Seit knapp zwei Jahren ist Annette Vollmer Oberbürgermeisterin von Heilbronn. Im Gespräch mit unserer Zeitung erklärt sie, wie die Stadt bis 2030 rund 3000 neue Wohnungen schaffen will.",
                    "Q: Frau Vollmer, in Heilbronn fehlen nach Schätzungen der Stadt rund 4000 Wohnungen. Warum geht es beim Bau so langsam voran? || Weil wir zu lange auf Investoren gewartet haben, die dann doch nicht gekommen sind. Die Zinsen sind gestiegen, die Baukosten auch. Deshalb baut die Stadtsiedlung jetzt selbst, allein im kommenden Jahr 420 Wohnungen.",
                    "Q: Sie wollen dafür auch Parkhäuser in der Innenstadt abreißen lassen. Ist das nicht ein Risiko für den Handel? || Das Parkhaus am Wollhaus ist nur zu 40 Prozent ausgelastet, und es ist ein Sanierungsfall. Auf der Fläche können 180 Wohnungen entstehen. Menschen, die in der Innenstadt wohnen, kaufen auch dort ein. Das hilft dem Handel mehr als 300 Stellplätze.",
                    "Q: Am Freitag entscheidet der Gemeinderat über die Stadtbahn nach Amorbach. Rechnen Sie mit einer Mehrheit? || Ich bin zuversichtlich. Die Stadtbahn ist das beste Beispiel dafür, wie Wohnen und Verkehr zusammengehören: Entlang der neuen Strecke können in den nächsten Jahren weitere 800 Wohnungen entstehen.",
                    "Q: Was sagen Sie Menschen, die sich Heilbronn schlicht nicht mehr leisten können? || Dass wir sie ernst nehmen. Ab Januar gilt für alle städtischen Grundstücke eine Quote von 30 Prozent gefördertem Wohnraum. Das ist mehr als in Stuttgart.",
                ],
                "typo3-interview-credit-at-end-no-jsonld",
                kicker="Interview",
                section="Heilbronn",
                dek="Heilbronns Oberbürgermeisterin Annette Vollmer über den Wohnungsmarkt, die Innenstadt und die Frage, warum sie Parkhäuser abreißen lassen will.",
                end_credit="Das Gespräch führte Katrin Ebersbach.",
                person_box="Zur Person: Annette Vollmer (51) ist seit Februar 2025 Oberbürgermeisterin von Heilbronn. Zuvor war die Juristin Erste Bürgermeisterin in Ludwigsburg.",
                ld="none",
                tags=["Wohnungsbau", "Stadtbahn"],
            )
        )
        add(
            alternate(
                "interview_print",
                self.docs["interview"],
                self.docs["interview"].path + "?print=1",
                "print-view-credit-at-end",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("of") or doc.extra.get("print_of"):  # the alternates have templates of their own
            self.current = doc.key
            return self.frame(doc, "")
        return super().render(doc)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("of") == "flood" or doc.key == "amp":
            return self.amp_page(doc)
        if doc.extra.get("of") or doc.extra.get("print_of"):
            return self.print_page(doc)
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>" if k in self.docs else f'<li><a href="{k}">{t}</a></li>'
            for k, t in (
                ("heilbronn", "Heilbronn"),
                ("/lokales/landkreis", "Landkreis"),
                ("/nachrichten/baden-wuerttemberg", "Baden-Württemberg"),
                ("/nachrichten/politik", "Politik"),
                ("/nachrichten/wirtschaft", "Wirtschaft"),
                ("/sport", "Sport"),
                ("/kultur", "Kultur"),
                ("notdienst", "Service"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>"
            for k in ("unfall", "weihnachtsmarkt", "stadtbahn", "interview")
        )
        canon = self.url(doc.key)
        metas = [
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            f'<meta property="og:title" content="{esc((doc.kicker + ": " if doc.kicker else "") + doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(canon)}">',
            '<meta property="og:site_name" content="Neckar-Echo">',
            f'<link rel="canonical" href="{esc(canon)}">',
        ]
        if doc.kind == "soft404":
            metas = ['<meta name="robots" content="noindex,follow">']
        if doc.is_article and doc.extra.get("ld") != "none":
            metas.append(f'<script type="application/ld+json">{json.dumps(self.ld(doc), ensure_ascii=False)}</script>')
        head_title = doc.title if doc.key == "home" else f"{doc.title} - Neckar-Echo"
        if doc.is_article and doc.kicker and doc.kicker != "Interview":
            head_title = f"{doc.kicker}: {doc.title} - Neckar-Echo"
        metas_html = "\n".join(metas)
        return f"""<!DOCTYPE html>
<html lang="de-DE">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2026 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->

<title>{esc(head_title)}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
{metas_html}
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-8c1f02b9e4d0c7a1f3e6b5d2a9c8e7f1-min.css.gzip?1764835200" media="all">
<link rel="stylesheet" href="/typo3conf/ext/neckarecho_sitepackage/Resources/Public/Css/print.css?1764835200" media="print">
<style>/*PAD*/</style>
<script src="/typo3conf/ext/neckarecho_sitepackage/Resources/Public/JavaScript/consent.js?1764835200"></script>
</head>
<body id="p{7 + len(doc.key)}" class="page-{doc.kind}">
<div class="cmp-banner" id="cmp-root" role="dialog" aria-label="Datenschutz-Einstellungen"><p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um unser Angebot zu finanzieren und zu verbessern. Mit „Alle akzeptieren“ stimmen Sie der Verarbeitung zu; Ihre Auswahl können Sie jederzeit unter „Privatsphäre“ ändern.</p><button class="cmp-accept">Alle akzeptieren</button> <button class="cmp-settings">Einstellungen</button> <a href="/datenschutz">Datenschutzerklärung</a></div>
<header id="page-header">
<div class="topbar"><span class="date">Samstag, 5. Dezember 2026</span> <a href="https://epaper.neckar-echo.test/">E-Paper</a> <a href="/abo">Abo</a> <a href="/login">Anmelden</a></div>
{self.a("home", "Neckar-Echo", "nav", 'class="brand"', inner='<img src="/typo3conf/ext/neckarecho_sitepackage/Resources/Public/Images/logo-neckar-echo.svg" alt="Neckar-Echo" width="240" height="40">')}
<nav id="mainnav"><ul class="nav">{nav}</ul><form class="nav-search" action="/suche" method="get"><input type="text" name="tx_kesearch_pi1[sword]" placeholder="Suchbegriff"><button>Suchen</button></form></nav>
</header>
<div class="ad ad-superbanner" id="oms_gpt_superbanner" data-ad-slot="superbanner"></div>
<main id="content"><div class="container"><div class="row">
<div class="col-md-8">
<!--TYPO3SEARCH_begin-->
{main}
<!--TYPO3SEARCH_end-->
</div>
<aside class="col-md-4 sidebar">
<div class="ad ad-rectangle" id="oms_gpt_rectangle"></div>
<div class="box box-mostread"><h3>Meistgelesen</h3><ol>{most}</ol></div>
<div class="box box-services"><h3>Service</h3><ul><li>{self.a("notdienst", "Apotheken-Notdienst", "aside")}</li><li><a href="/service/wetter">Wetter</a></li><li><a href="/service/traueranzeigen">Traueranzeigen</a></li><li><a href="/service/veranstaltungen">Veranstaltungen</a></li></ul></div>
</aside>
</div></div></main>
<footer id="page-footer">
<ul class="footer-links"><li>{self.a("impressum", "Impressum", "footer")}</li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/agb">AGB</a></li><li><a href="/kontakt">Kontakt</a></li><li><a href="/mediadaten">Mediadaten</a></li><li><a href="/rss">RSS</a></li><li><a href="#" onclick="window.cmp.open();return false;">Privatsphäre</a></li></ul>
<p class="copyright">© 2026 Neckar-Echo GmbH &amp; Co. KG</p>
</footer>
<script src="/typo3temp/assets/compressed/merged-2d4f1e0c8b7a6d5c4e3f2a1b0c9d8e7f-min.js.gzip?1764835200"></script>
</body>
</html>"""

    def ld(self, doc: Doc) -> dict:
        mode = doc.extra.get("ld")
        if mode == "person":
            author: object = [{"@type": "Person", "name": a} for a in doc.authors]
        elif mode == "dpa":
            author = {"@type": "Organization", "name": "dpa"}
        else:
            author = {"@type": "Organization", "name": "Neckar-Echo", "url": ORIGIN + "/"}
        canon = ORIGIN + (FLOOD if doc.extra.get("of") == "flood" else doc.path.split("?")[0])
        ld = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": f"{doc.kicker}: {doc.title}" if doc.kicker else doc.title,
            "description": doc.dek,
            "mainEntityOfPage": canon,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Neckar-Echo",
                "logo": {
                    "@type": "ImageObject",
                    "url": ORIGIN + "/typo3conf/ext/neckarecho_sitepackage/Resources/Public/Images/logo-amp.png",
                },
            },
            "isAccessibleForFree": True,
        }
        if not doc.dek:
            del ld["description"]
        return ld

    def figure(self, alt: str, cap: str, amp: bool = False) -> str:
        src = f"/fileadmin/_processed_/{sum(alt.encode()) % 97:02x}/csm_{quote(alt.replace(' ', '-'))}_{sum(cap.encode()) % 9973:04d}.jpg"
        if amp:
            return f'<figure class="amp-figure"><amp-img src="/i/s/{HOST}{src}" width="800" height="533" layout="responsive" alt="{esc(alt)}"></amp-img><figcaption>{esc(cap)}</figcaption></figure>'
        return f'<div class="news-img-wrap"><figure class="image"><img src="{src}" width="800" height="533" alt="{esc(alt)}" loading="lazy"><figcaption class="news-img-caption">{esc(cap)}</figcaption></figure></div>'

    def headline(self, doc: Doc) -> str:
        kicker = f'<span class="news-kicker">{esc(doc.kicker)}</span> ' if doc.kicker else ""
        return f'<h1 itemprop="headline">{kicker}<span class="news-title">{esc(doc.title)}</span></h1>'

    def meta_line(self, doc: Doc) -> str:
        day = doc.stamp.split()[0]
        updated = (
            f' <span class="news-updated">Aktualisiert: {de_time(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        by = ""
        if doc.byline:
            # each credited name marked up as a microdata Person (linked to the author page where there is one)
            html = esc(doc.byline)
            for a in doc.authors:
                name = self.a("author", a, "byline") if a == "Katrin Ebersbach" else esc(a)
                html = html.replace(
                    esc(a),
                    f'<span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">{name}</span></span>',
                    1,
                )
            by = f'<div class="news-author">{html}</div>'
        return f'<div class="news-list-date"><time itemprop="datePublished" datetime="{day}">{de_time(doc.stamp)}</time>{updated}</div>\n{by}'

    def body_html(self, doc: Doc, amp: bool = False) -> str:
        return self.blocks(doc, fig=lambda a, c: self.figure(a, c, amp))

    def story_main(self, doc: Doc) -> str:
        fig = self.figure(*doc.extra["fig"]) if doc.extra.get("fig") else ""
        lead = f'<div class="lead" itemprop="description"><p>{esc(doc.dek)}</p></div>' if doc.dek else ""
        person = (
            f'<div class="news-infobox"><p>{esc(doc.extra["person_box"])}</p></div>'
            if doc.extra.get("person_box")
            else ""
        )
        end = (
            f'<p class="news-author-end"><em>{esc(doc.extra["end_credit"])}</em></p>'
            if doc.extra.get("end_credit")
            else ""
        )
        related_keys = [k for k in ARTS if k != doc.key and k != "amp"][:3]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in related_keys)
        if doc.key == "stadtbahn":
            rel += f"<li>{self.a('soft404', self.docs['soft404'].extra['teaser'], 'related')}</li>"
        tags = "".join(
            f"<li>{self.a('tag', t, 'tag')}</li>"
            if t == "Stadtbahn"
            else f'<li><a href="/themen/{t.lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace(" ", "-")}">{esc(t)}</a></li>'
            for t in doc.extra.get("tags", [])
        )
        section_key = "heilbronn" if doc.section == "Heilbronn" else None
        back = (
            self.a(section_key, "Zurück zur Übersicht", "breadcrumb")
            if section_key
            else '<a href="/lokales/landkreis">Zurück zur Übersicht</a>'
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<div class="news news-single">
<div class="article" itemscope="itemscope" itemtype="http://schema.org/Article">
<div class="breadcrumb">{self.a("home", "Startseite", "breadcrumb")} › {self.a(section_key, doc.section, "breadcrumb") if section_key else esc(doc.section)}</div>
<div class="header">
{self.headline(doc)}
</div>
{self.meta_line(doc)}
{lead}
{fig}
<div class="news-text-wrap" itemprop="articleBody">
{self.body_html(doc)}
</div>
{end}
{person}
<div class="article-tools">{self.print_link(doc)} <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">E-Mail</a> <a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://wa.me/?text={u}">WhatsApp</a></div>
<div class="news-tags">Schlagworte: <ul>{tags}</ul></div>
<div class="news-related-wrap"><h4>Das könnte Sie auch interessieren</h4><ul>{rel}</ul></div>
<div class="news-backlink-wrap">{back}</div>
</div>
</div>"""

    def print_link(self, doc: Doc) -> str:
        attrs = 'rel="nofollow" class="print-link"'
        if f"{doc.key}_print" in self.docs:
            return self.a(f"{doc.key}_print", "Drucken", "content", attrs)
        return f'<a href="{esc(self.href(doc.key))}?print=1" {attrs}>Drucken</a>'

    def list_item(self, k: str) -> str:
        d = self.docs[k]
        if d.kind == "soft404":
            return f'<div class="news-list-item"><span class="news-kicker">Käthchenhaus</span> <h3>{self.a(k, "Umbau beginnt im Frühjahr", "content")}</h3><time>18.11.2026</time></div>'
        if k == "amp":  # listings link the flood story's canonical page (not in the set)
            return f'<div class="news-list-item"><span class="news-kicker">{esc(d.kicker)}</span> <h3><a href="{FLOOD}">{esc(d.title)}</a></h3><p class="teaser-text">{esc(d.dek)}</p><time datetime="2026-12-02">02.12.2026</time></div>'
        return f'<div class="news-list-item"><span class="news-kicker">{esc(d.kicker)}</span> <h3>{self.a(k, d.title, "content")}</h3><p class="teaser-text">{esc(self.lede(d))}</p><time datetime="{d.stamp.split()[0]}">{de_time(d.stamp).split(" – ")[0]}</time></div>'

    def listing_main(self, doc: Doc) -> str:
        items = [self.list_item(k) for k in doc.extra["list"]]
        for path, kicker, title, day in doc.extra.get("older", []):
            items.append(
                f'<div class="news-list-item"><span class="news-kicker">{esc(kicker)}</span> <h3><a href="{path}">{esc(title)}</a></h3><time>{day}</time></div>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="visually-hidden">Neckar-Echo</h1><div class="home-ticker">Aktuell: Neckar-Pegel sinkt – Sperrungen bleiben · Weihnachtsmarkt bis 22. Dezember</div>'
        elif doc.kind == "author":
            head = f'<div class="author-profile"><img src="/fileadmin/autoren/katrin-ebersbach.jpg" alt="Katrin Ebersbach" width="120" height="120"><h1>{esc(doc.title)}</h1><p class="author-role">Redakteurin Lokales</p><p>{esc(doc.extra["bio"])}</p><a href="mailto:k.ebersbach@neckar-echo.test">E-Mail schreiben</a></div><h2>Artikel von Katrin Ebersbach</h2>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form class="tx-kesearch-pi1" action="/suche" method="get"><input type="text" name="tx_kesearch_pi1[sword]" value="Stadtbahn"><button>Finden</button></form><p class="result-number">2 Ergebnisse für „Stadtbahn“</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="page-title">Thema: {esc(doc.title)}</h1><p class="topic-intro">Alle Artikel zur Stadtbahn in Heilbronn und der Region.</p>'
        pager = ""
        if doc.key == "heilbronn":
            pager = f'<ul class="f3-widget-paginator"><li class="current">1</li><li>{self.a("heilbronn2", "2", "pagination")}</li><li><a href="/lokales/heilbronn?tx_news_pi1%5BcurrentPage%5D=3&amp;cHash=0d7e2b9c1a8f3e6d5c4b7a2e9f0d1c8b">3</a></li><li class="next">{self.a("heilbronn2", "Weiter", "pagination")}</li></ul>'
        elif doc.key == "heilbronn2":
            pager = f'<ul class="f3-widget-paginator"><li class="previous">{self.a("heilbronn", "Zurück", "pagination")}</li><li>{self.a("heilbronn", "1", "pagination")}</li><li class="current">2</li><li><a href="/lokales/heilbronn?tx_news_pi1%5BcurrentPage%5D=3&amp;cHash=0d7e2b9c1a8f3e6d5c4b7a2e9f0d1c8b">3</a></li></ul>'
        elif doc.key == "home":
            pager = f'<div class="more-link">{self.a("heilbronn", "Mehr aus Heilbronn", "content")} · {self.a("search", "Alles zur Stadtbahn", "content")}</div>'
        return (
            f'<div class="news news-list-view">{head}<div class="news-list">\n'
            + "\n".join(items)
            + f"\n</div>{pager}</div>"
        )

    def service_main(self, doc: Doc) -> str:
        body = self.blocks(doc)
        if doc.kind == "soft404":
            more = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>"
                for k in ("stadtbahn", "unfall", "weihnachtsmarkt")
            )
            return f'<div class="frame frame-type-text error-page"><h1>{esc(doc.title)}</h1>\n{body}\n<form action="/suche" method="get"><input type="text" name="tx_kesearch_pi1[sword]"><button>Suchen</button></form><h3>Aktuelle Nachrichten</h3><ul>{more}</ul></div>'
        tools = ""
        if doc.key == "notdienst":
            nofollow = 'rel="nofollow"'
            tools = f'<div class="article-tools">{self.a("notdienst_print", "Notdienstplan drucken", "content", nofollow)}</div>'
        return f'<div class="frame frame-type-text"><h1>{esc(doc.title)}</h1>\n{body}\n{tools}</div>'

    # --- alternates ----------------------------------------------------------------------------------------------

    def print_page(self, doc: Doc) -> str:
        of = doc.extra.get("of") or doc.extra.get("print_of")
        canon = self.url(of)
        if doc.is_article:
            fig = self.figure(*doc.extra["fig"]) if doc.extra.get("fig") else ""
            lead = f'<p class="lead">{esc(doc.dek)}</p>' if doc.dek else ""
            end = (
                f'<p class="news-author-end"><em>{esc(doc.extra["end_credit"])}</em></p>'
                if doc.extra.get("end_credit")
                else ""
            )
            person = (
                f'<div class="news-infobox"><p>{esc(doc.extra["person_box"])}</p></div>'
                if doc.extra.get("person_box")
                else ""
            )
            content = f"""<div class="news news-single print">
<div class="article">
{self.headline(doc)}
{self.meta_line(doc)}
{lead}
{fig}
<div class="news-text-wrap">
{self.body_html(doc)}
</div>
{end}
{person}
</div>
</div>"""
            title = (f"{doc.kicker}: " if doc.kicker and doc.kicker != "Interview" else "") + doc.title
        else:
            content = f'<div class="frame frame-type-text print"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
            title = doc.title
        return f"""<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
-->
<title>{esc(title)} - Neckar-Echo - Druckversion</title>
<meta name="robots" content="noindex,follow">
<link rel="canonical" href="{esc(canon)}">
<link rel="stylesheet" href="/typo3conf/ext/neckarecho_sitepackage/Resources/Public/Css/print.css?1764835200" media="all">
<style media="print">@page{{size:A4;margin:18mm 16mm 20mm}}.no-print{{display:none!important}}a[href]::after{{content:""}}</style>
<style>/*PAD*/</style>
</head>
<body class="print-view" onload="window.print()">
<div class="print-header">
<img src="/typo3conf/ext/neckarecho_sitepackage/Resources/Public/Images/logo-neckar-echo-print.png" alt="Neckar-Echo" width="220" height="36">
<div class="no-print print-actions"><a href="javascript:window.print()">Drucken</a> | {self.a(of, "Zurück zur Originalseite", "content")}</div>
</div>
{content}
<div class="print-footer">
<p>Gedruckt von {esc(canon)} am {PRINTED}</p>
<p>© Neckar-Echo GmbH &amp; Co. KG 2026. Alle Rechte vorbehalten. Vervielfältigung nur mit Genehmigung der Neckar-Echo GmbH &amp; Co. KG.</p>
</div>
</body>
</html>"""

    def amp_page(self, doc: Doc) -> str:
        canon = ORIGIN + FLOOD
        ld = json.dumps(self.ld(doc), ensure_ascii=False)
        rt = "/rtv/012611201839000"
        u = quote(canon, safe="")
        side = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>" if k in self.docs else f'<li><a href="{ORIGIN}{k}">{t}</a></li>'
            for k, t in (
                ("home", "Startseite"),
                ("heilbronn", "Heilbronn"),
                ("/lokales/landkreis", "Landkreis"),
                ("/nachrichten/baden-wuerttemberg", "Baden-Württemberg"),
                ("/sport", "Sport"),
                ("notdienst", "Apotheken-Notdienst"),
            )
        )
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ("weihnachtsmarkt", "stadtbahn", "unfall")
        )
        return f"""<!doctype html>
<html ⚡ lang="de">
<head>
<meta charset="utf-8">
<script async src="{rt}/v0.js"></script>
<script async custom-element="amp-analytics" src="{rt}/v0/amp-analytics-0.1.js"></script>
<script async custom-element="amp-ad" src="{rt}/v0/amp-ad-0.1.js"></script>
<script async custom-element="amp-sidebar" src="{rt}/v0/amp-sidebar-0.1.js"></script>
<script async custom-element="amp-social-share" src="{rt}/v0/amp-social-share-0.1.js"></script>
<link rel="canonical" href="{canon}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<title>{esc(doc.kicker)}: {esc(doc.title)} - Neckar-Echo</title>
<script type="application/ld+json">{ld}</script>
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@-webkit-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@-moz-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@-ms-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@-o-keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}}</style></noscript>
<style amp-custom>/*PAD*/</style>
</head>
<body>
<amp-analytics type="googleanalytics" id="ga"><script type="application/json">{{"vars":{{"account":"G-NEE2026"}},"triggers":{{"trackPageview":{{"on":"visible","request":"pageview"}}}}}}</script></amp-analytics>
<amp-analytics config="https://ivw.neckar-echo.test/amp-config.json" data-credentials="include"></amp-analytics>
<header class="amp-header">
<button class="burger" on="tap:sidebar.toggle" aria-label="Menü">☰</button>
{self.a("home", "Neckar-Echo", "nav", 'class="amp-logo"', inner=f'<amp-img src="/i/s/{HOST}/typo3conf/ext/neckarecho_sitepackage/Resources/Public/Images/logo-neckar-echo.png" width="180" height="30" alt="Neckar-Echo"></amp-img>')}
</header>
<amp-sidebar id="sidebar" layout="nodisplay" side="left"><ul class="amp-nav">{side}</ul></amp-sidebar>
<main>
<article class="amp-article news-single">
<div class="amp-kicker">{esc(doc.kicker)}</div>
<h1 class="amp-title">{esc(doc.title)}</h1>
<p class="amp-lead">{esc(doc.dek)}</p>
<div class="amp-meta"><span class="amp-author">{esc(doc.byline)}</span> · <time datetime="{doc.iso}">{de_time(doc.stamp)}</time> · <span class="amp-updated">Aktualisiert: {de_time(doc.extra["updated"])}</span></div>
{self.figure(*doc.extra["fig"], amp=True)}
<amp-ad width="300" height="250" type="doubleclick" data-slot="/2218/neckarecho/amp/heilbronn" data-multi-size-validation="false"></amp-ad>
<div class="amp-body">
{self.body_html(doc, amp=True)}
</div>
<div class="amp-share"><amp-social-share type="whatsapp" data-param-text="{esc(doc.title)} {u}"></amp-social-share><amp-social-share type="facebook" data-param-app_id="1440221"></amp-social-share><amp-social-share type="email"></amp-social-share></div>
<p class="amp-full"><a href="{canon}">Zur vollständigen Seite</a></p>
<div class="amp-related"><h3>Mehr aus Heilbronn</h3><ul>{rel}</ul></div>
</article>
</main>
<footer class="amp-footer"><ul><li>{self.a("impressum", "Impressum", "footer")}</li><li><a href="{ORIGIN}/datenschutz">Datenschutz</a></li><li><a href="{ORIGIN}/abo">Abo</a></li></ul><p>© 2026 Neckar-Echo GmbH &amp; Co. KG</p></footer>
</body>
</html>"""
