# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotation marks are deliberate)
"""Amtsblatt Kirchentellinsfurt: the municipal gazette of Kirchentellinsfurt (Landkreis Tübingen) on the
Gemeinde's own **TYPO3** site with the **tx_news** extension in its old RealURL form (`news news-single`, the
headline an `<h3 itemprop="headline">` inside `div.header` under the page's `<h1>` "Amtsblatt", `news-list-date`
with `<time itemprop="datePublished" datetime="2026-12-03">`, `teaser-text`, `news-text-wrap` with
`itemprop="articleBody"`, `/aktuelles/amtsblatt/artikel/<slug>.html`, page 2 as the unmapped
`?tx_news_pi1%5B%40widget_0%5D%5BcurrentPage%5D=2&cHash=…`, indexed_search's `tx_indexedsearch_pi2%5Bsearch%5D%5Bsword%5D`),
German, **declared ISO-8859-1** (header and `<meta>`) but written in **windows-1252** (the „…“ quotation marks, the
en dash and the euro sign are cp1252 bytes), labelled `cp1252` as Scrapy decodes it; Central European time (+01:00).

Microdata only (schema.org `Article`), no JSON-LD, no Open Graph. Dates are "03.12.2026"; each item also names the
print issue ("Amtsblatt Nr. 49/2026 vom 3. Dezember 2026"). The road closure went online on 2 Dec, the day before its
issue. Credits: tx_news's author field says "Hauptamt" (an office) on the council report; club reports end "Text:
Petra Maier" or with the club's board; the public notice is signed "gez. Bernd Haug, Bürgermeister" (an official act,
not a byline), while the mayor's own column is his ("Ihr Bernd Haug"). The waste calendar, the on-call pharmacies,
the events calendar and a soft 404 (an expired news record under an article URL) are not articles."""

from __future__ import annotations

from common import Base, de_long, de_short, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.kirchentellinsfurt.test"
ARTS = ["gemeinderat", "bebauungsplan", "sperrung", "handball", "musikverein", "grusswort", "vorlesetag", "geburtstag"]
ISSUE = {"2026-12-03": 49, "2026-12-02": 49, "2026-11-26": 48}
SOFT404 = "/aktuelles/amtsblatt/artikel/weihnachtsmarkt-2024-programm.html"
LIST2 = (
    "/aktuelles/amtsblatt.html?tx_news_pi1%5B%40widget_0%5D%5BcurrentPage%5D=2&cHash=3b0c5e9a41d7f2c86e15b0a9d4f7c2e1"
)
OLDER = [
    (
        "/aktuelles/amtsblatt/artikel/aus-dem-gemeinderat-sitzung-vom-17-november-2026.html",
        "Aus dem Gemeinderat: Sitzung vom 17. November 2026",
        "2026-11-19",
    ),
    (
        "/aktuelles/amtsblatt/artikel/volkstrauertag-gedenkfeier-am-ehrenmal.html",
        "Volkstrauertag: Gedenkfeier am Ehrenmal",
        "2026-11-19",
    ),
    (
        "/aktuelles/amtsblatt/artikel/laubsammlung-letzte-abholung.html",
        "Laubsammlung: Letzte Abholung am 28. November",
        "2026-11-19",
    ),
    (
        "/aktuelles/amtsblatt/artikel/tsv-tischtennis-saisonbilanz.html",
        "TSV Tischtennis: Zufriedene Bilanz zur Saisonhalbzeit",
        "2026-11-12",
    ),
    (
        "/aktuelles/amtsblatt/artikel/oeffentliche-bekanntmachung-wahl-des-jugendgemeinderats.html",
        "Öffentliche Bekanntmachung: Wahl des Jugendgemeinderats 2027",
        "2026-11-12",
    ),
    (
        "/aktuelles/amtsblatt/artikel/kinderhaus-sonnenschein-laternenlauf.html",
        "Kinderhaus Sonnenschein: Laternenlauf am Baggersee",
        "2026-11-12",
    ),
    ("/aktuelles/amtsblatt/artikel/fundsachen-november.html", "Fundsachen im Bürgerbüro", "2026-11-05"),
    (
        "/aktuelles/amtsblatt/artikel/obst-und-gartenbauverein-schnittkurs.html",
        "Obst- und Gartenbauverein: Schnittkurs für Einsteiger",
        "2026-11-05",
    ),
]


class Amtsblatt(Base):
    origin = ORIGIN
    name = "Gemeinde Kirchentellinsfurt"
    prefix = "ktf"
    language = "de"
    encoding = "cp1252"
    codec = "cp1252"
    content_type = "text/html; charset=iso-8859-1"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ktf",
            [
                "#header",
                "#mainnav li a",
                ".news-single .header h3",
                ".news-text-wrap p",
                ".news-list-date",
                ".news-list-view .article",
                ".csc-default table td",
                ".page-navigation li",
                "#footer",
                "#cookie-hinweis",
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
                "Gemeinde Kirchentellinsfurt",
                "typo3-gemeinde-home",
                list=["grusswort", "gemeinderat", "sperrung", "bebauungsplan", "handball", "musikverein"],
                more="list",
            )
        )
        add(
            page(
                "list",
                "/aktuelles/amtsblatt.html",
                "section",
                "Amtsblatt",
                "tx-news-list",
                list=[
                    "grusswort",
                    "gemeinderat",
                    "bebauungsplan",
                    "handball",
                    "musikverein",
                    "sperrung",
                    "vorlesetag",
                    "geburtstag",
                ],
                more="list2",
            )
        )
        add(page("list2", LIST2, "section", "Amtsblatt", "tx-news-list-page2-widget-param", list=[], older=OLDER))
        add(
            page(
                "tag",
                "/aktuelles/amtsblatt/kategorie/vereinsnachrichten.html",
                "tag",
                "Vereinsnachrichten",
                "tx-news-category",
                list=["handball", "musikverein"],
                older=[OLDER[3], OLDER[7]],
            )
        )
        add(
            page(
                "author",
                "/rathaus/buergermeister.html",
                "author",
                "Bürgermeister Bernd Haug",
                "mayor-page-with-columns",
                list=["grusswort"],
            )
        )
        add(
            page(
                "search",
                "/suche.html?tx_indexedsearch_pi2%5Bsearch%5D%5Bsword%5D=Gemeinderat",
                "search",
                "Suche",
                "indexed-search-results",
                list=["gemeinderat", "bebauungsplan", "grusswort"],
            )
        )
        add(
            page(
                "abfall",
                "/buergerservice/abfallkalender.html",
                "calendar",
                "Abfuhrtermine Dezember 2026",
                "waste-collection-table",
                [
                    "Bitte stellen Sie die Behälter und Säcke am Abfuhrtag bis 6 Uhr gut sichtbar am Straßenrand bereit. Wegen der Feiertage verschieben sich einige Termine.",
                    "T: Datum | Abfuhr | Bezirk",
                    "T: Mo, 07.12.2026 | Restmüll | Bezirk 1 (nördlich der Bahnlinie)",
                    "T: Di, 08.12.2026 | Restmüll | Bezirk 2 (südlich der Bahnlinie)",
                    "T: Mi, 09.12.2026 | Gelber Sack | ganze Gemeinde",
                    "T: Fr, 11.12.2026 | Biomüll | ganze Gemeinde",
                    "T: Mo, 14.12.2026 | Papiertonne | ganze Gemeinde",
                    "T: Fr, 18.12.2026 | Biomüll | ganze Gemeinde",
                    "T: Mo, 21.12.2026 | Restmüll | Bezirk 1 (nördlich der Bahnlinie)",
                    "T: Di, 22.12.2026 | Restmüll | Bezirk 2 (südlich der Bahnlinie)",
                    "T: Mi, 23.12.2026 | Gelber Sack | ganze Gemeinde",
                    "T: Di, 29.12.2026 | Biomüll (statt Fr, 25.12.) | ganze Gemeinde",
                    "Christbäume werden am Samstag, 9. Januar 2027, von der Jugendfeuerwehr eingesammelt. Bitte ohne Schmuck und Lametta bis 8 Uhr bereitlegen.",
                ],
            )
        )
        add(
            page(
                "notdienst",
                "/buergerservice/notdienste.html",
                "service-info",
                "Notdienste",
                "on-call-pharmacies-doctors",
                [
                    "## Ärztlicher Bereitschaftsdienst",
                    "Außerhalb der Sprechzeiten erreichen Sie den ärztlichen Bereitschaftsdienst unter der Telefonnummer 116117. In lebensbedrohlichen Notfällen wählen Sie bitte 112.",
                    "## Apotheken-Notdienst",
                    "T: Datum | Apotheke | Adresse",
                    "T: Sa, 05.12.2026 | Neckar-Apotheke | Hauptstraße 12, Kirchentellinsfurt",
                    "T: So, 06.12.2026 | Apotheke am Markt | Marktplatz 4, Wannweil",
                    "T: Sa, 12.12.2026 | Stadt-Apotheke | Bahnhofstraße 7, Reutlingen-Sondelfingen",
                    "T: So, 13.12.2026 | Neckar-Apotheke | Hauptstraße 12, Kirchentellinsfurt",
                    "Der Notdienst beginnt jeweils um 8.30 Uhr und endet am folgenden Tag um 8.30 Uhr. Alle Angaben ohne Gewähr.",
                    "## Zahnärztlicher Notdienst",
                    "Den diensthabenden Zahnarzt erfahren Sie unter der Rufnummer der Notdienstzentrale der Landeszahnärztekammer.",
                ],
            )
        )
        add(page("events", "/freizeit/veranstaltungen.html", "events", "Veranstaltungskalender", "event-list", []))
        add(
            page(
                "notfound",
                SOFT404,
                "soft-404",
                "Amtsblatt",
                "tx-news-missing-record-200",
                [
                    "Die angeforderte Nachricht wurde nicht gefunden. Möglicherweise ist sie abgelaufen oder wurde entfernt."
                ],
            )
        )

        add(
            story(
                "gemeinderat",
                "/aktuelles/amtsblatt/artikel/aus-dem-gemeinderat-sitzung-vom-1-dezember-2026.html",
                "Aus dem Gemeinderat: Sitzung vom 1. Dezember 2026",
                "2026-12-03",
                "2026-12-03",
                "2026-12-03",
                [],
                [
                    "In seiner öffentlichen Sitzung am Dienstag, 1. Dezember 2026, hat sich der Gemeinderat unter anderem mit dem Haushaltsplan 2027, der Sanierung der Festhalle und der Kinderbetreuung befasst. Bürgermeister Bernd Haug begrüßte neben den Gemeinderätinnen und Gemeinderäten rund 25 Zuhörerinnen und Zuhörer.",
                    "### TOP 1: Fragen der Einwohnerinnen und Einwohner",
                    "Ein Anwohner der Wannweiler Straße erkundigte sich nach der geplanten Vollsperrung im Dezember. Die Verwaltung erläuterte, dass die Arbeiten an der Wasserleitung nicht bis zum Frühjahr verschoben werden können. Eine Umleitung wird ausgeschildert.",
                    "### TOP 2: Einbringung des Haushaltsplans 2027",
                    "Kämmerin Ulrike Brändle stellte den Entwurf des Haushaltsplans 2027 vor. Der Ergebnishaushalt sieht ordentliche Erträge von 21,4 Millionen Euro und ordentliche Aufwendungen von 21,9 Millionen Euro vor. Das Defizit von rund 500.000 Euro soll aus der Ergebnisrücklage gedeckt werden. Größte Investitionen sind die Sanierung der Festhalle mit 2,8 Millionen Euro und der Neubau des Kinderhauses im Gebiet Hofäcker.",
                    "Die Fraktionen werden ihre Stellungnahmen in der Sitzung am 15. Dezember abgeben. Die Verabschiedung des Haushalts ist für den 26. Januar 2027 vorgesehen.",
                    "### TOP 3: Sanierung der Festhalle – Vergabe der Dachdeckerarbeiten",
                    "Der Gemeinderat vergab die Dachdecker- und Klempnerarbeiten an eine Firma aus Reutlingen zum Angebotspreis von 412.380,50 Euro brutto. Der Beschluss fiel einstimmig.",
                    "### TOP 4: Erhöhung der Elternbeiträge in den Kindertageseinrichtungen",
                    "Nach längerer Diskussion beschloss der Gemeinderat, die Elternbeiträge zum 1. September 2027 um 5,5 Prozent zu erhöhen. Damit folgt die Gemeinde der Empfehlung der kommunalen Landesverbände und der Kirchen. Der Beschluss fiel mit 14 Ja-Stimmen bei 3 Gegenstimmen und 1 Enthaltung.",
                    "### TOP 5: Bekanntgaben und Verschiedenes",
                    "Bürgermeister Haug gab bekannt, dass der Weihnachtsmarkt am Samstag, 5. Dezember, wie geplant auf dem Schlossplatz stattfindet. Die nächste öffentliche Sitzung des Gemeinderats findet am Dienstag, 15. Dezember 2026, um 19 Uhr im Sitzungssaal des Rathauses statt.",
                ],
                "council-report-office-author-field",
                section="Aus dem Rathaus",
                teaser_text="Haushaltsentwurf 2027 eingebracht, Dacharbeiten an der Festhalle vergeben, Elternbeiträge steigen.",
                author_field="Hauptamt",
            )
        )
        add(
            story(
                "bebauungsplan",
                "/aktuelles/amtsblatt/artikel/oeffentliche-bekanntmachung-bebauungsplan-wannweiler-weg.html",
                "Öffentliche Bekanntmachung: Bebauungsplan „Wannweiler Weg“ – Frühzeitige Beteiligung der Öffentlichkeit",
                "2026-12-03",
                "2026-12-03",
                "2026-12-03",
                [],
                [
                    "Der Gemeinderat der Gemeinde Kirchentellinsfurt hat am 17. November 2026 in öffentlicher Sitzung beschlossen, für das Gebiet „Wannweiler Weg“ einen Bebauungsplan aufzustellen (§ 2 Abs. 1 Baugesetzbuch).",
                    "### Ziel und Zweck der Planung",
                    "Mit dem Bebauungsplan sollen die planungsrechtlichen Voraussetzungen für ein Wohngebiet mit etwa 60 Wohneinheiten in Einzel-, Doppel- und Mehrfamilienhäusern geschaffen werden. Ein Teil der Fläche ist für geförderten Mietwohnungsbau vorgesehen.",
                    "### Geltungsbereich",
                    "Das Plangebiet liegt am südwestlichen Ortsrand und umfasst die Flurstücke 2310 bis 2318 sowie Teile des Flurstücks 2305. Die genaue Abgrenzung ist dem Lageplan zu entnehmen.",
                    "### Frühzeitige Beteiligung",
                    "Die Öffentlichkeit wird gemäß § 3 Abs. 1 Baugesetzbuch frühzeitig über die allgemeinen Ziele und Zwecke der Planung unterrichtet. Der Vorentwurf des Bebauungsplans mit Begründung liegt in der Zeit vom 14. Dezember 2026 bis einschließlich 22. Januar 2027 im Rathaus, Zimmer 12, während der üblichen Öffnungszeiten öffentlich aus und ist im Internet einsehbar.",
                    "Während dieser Frist kann sich jedermann zu der Planung äußern. Stellungnahmen können schriftlich, zur Niederschrift im Rathaus oder per E-Mail abgegeben werden.",
                    "### Hinweis zum Datenschutz",
                    "Die im Rahmen der Beteiligung abgegebenen Stellungnahmen werden unter Beachtung der Datenschutz-Grundverordnung verarbeitet. Die Datenschutzinformationen liegen mit den Planunterlagen aus.",
                ],
                "public-notice-signed-mayor-not-author",
                section="Amtliche Bekanntmachungen",
                signature=["Kirchentellinsfurt, 26.11.2026", "gez. Bernd Haug", "Bürgermeister"],
                attachment=(
                    "/fileadmin/Dateien/Bekanntmachungen/BPlan_Wannweiler_Weg_Lageplan.pdf",
                    "Lageplan (PDF, 1,2 MB)",
                ),
            )
        )
        add(
            story(
                "sperrung",
                "/aktuelles/amtsblatt/artikel/vollsperrung-der-wannweiler-strasse-vom-7-bis-11-dezember.html",
                "Vollsperrung der Wannweiler Straße vom 7. bis 11. Dezember",
                "2026-12-02",
                "2026-12-02",
                "2026-12-02",
                [],
                [
                    "Wegen der Erneuerung einer Wasserleitung muss die Wannweiler Straße zwischen der Einmündung Hölderlinstraße und dem Ortsausgang von Montag, 7. Dezember, 7 Uhr, bis voraussichtlich Freitag, 11. Dezember 2026, 17 Uhr, voll gesperrt werden.",
                    "Die Umleitung erfolgt in beiden Richtungen über die Bahnhofstraße und die Kreisstraße nach Wannweil und ist ausgeschildert. Die Bushaltestelle „Wannweiler Straße“ wird in dieser Zeit nicht angefahren; eine Ersatzhaltestelle wird in der Bahnhofstraße eingerichtet.",
                    "Anlieger können ihre Grundstücke nach Absprache mit der Baufirma erreichen. Die Müllabfuhr ist sichergestellt; die Behälter werden von der Baufirma an die nächste befahrbare Straße gebracht. Auch der Winterdienst ist während der Sperrung gewährleistet.",
                    "Während der Arbeiten kann es in den angrenzenden Straßen zu kurzen Unterbrechungen der Wasserversorgung kommen. Die betroffenen Haushalte werden vorab informiert.",
                    "Die Gemeindeverwaltung bittet alle Verkehrsteilnehmerinnen und Verkehrsteilnehmer um Verständnis für die Behinderungen.",
                ],
                "road-closure-online-day-before-print",
                section="Aus dem Rathaus",
                author_field="Ordnungsamt",
            )
        )
        add(
            story(
                "handball",
                "/aktuelles/amtsblatt/artikel/tsv-handball-herren-gewinnen-derby-gegen-wannweil.html",
                "TSV Handball: Herren gewinnen Derby gegen Wannweil",
                "2026-12-03",
                "2026-12-03",
                "2026-12-03",
                ["Petra Maier"],
                [
                    "Vor über 300 Zuschauern in der Sporthalle haben unsere Herren am Samstag das Derby gegen den TV Wannweil mit 28:24 (13:12) gewonnen und sind damit auf den dritten Tabellenplatz der Bezirksliga vorgerückt.",
                    "Die erste Halbzeit verlief ausgeglichen, beide Mannschaften leisteten sich zu viele technische Fehler. Nach der Pause stand unsere Abwehr deutlich sicherer, und Torhüter Jonas Weible hielt in der entscheidenden Phase zwei Siebenmeter. Mit einem 5:0-Lauf zwischen der 42. und der 50. Minute war das Spiel entschieden. Bester Werfer war Lukas Rein mit neun Toren.",
                    "## Die weiteren Ergebnisse vom Wochenende",
                    "B: Damen: || TSV Kirchentellinsfurt – HSG Neckartal 22:22",
                    "B: Männliche A-Jugend: || SG Ober-/Unterhausen – TSV Kirchentellinsfurt 25:31",
                    "B: Weibliche B-Jugend: || TSV Kirchentellinsfurt – TSV Pfullingen 18:20",
                    "B: Gemischte E-Jugend: || Spielfest in Metzingen, viel Spaß und tolle Tore",
                    "Am kommenden Samstag spielen die Herren auswärts in Dettingen. Anpfiff ist um 19.30 Uhr. Über Unterstützung freuen wir uns!",
                ],
                "club-report-text-credit-results",
                section="Vereinsnachrichten",
                club="TSV Kirchentellinsfurt 1888 e.V. – Abteilung Handball",
                credit_end="Text: Petra Maier",
            )
        )
        add(
            story(
                "musikverein",
                "/aktuelles/amtsblatt/artikel/musikverein-einladung-zum-jahreskonzert.html",
                "Musikverein: Einladung zum Jahreskonzert",
                "2026-12-03",
                "2026-12-03",
                "2026-12-03",
                [],
                [
                    "Liebe Freunde der Blasmusik, am Samstag, 12. Dezember 2026, laden wir Sie herzlich zu unserem Jahreskonzert in die Festhalle ein. Beginn ist um 19.30 Uhr, Einlass ab 18.45 Uhr.",
                    "Unter der Leitung von Dirigent Martin Höschele erwartet Sie ein abwechslungsreiches Programm von klassischer Marschmusik über Filmmusik bis zu modernen Arrangements. Zum ersten Mal wirkt auch unser Jugendorchester mit, das sich mit drei eigenen Stücken vorstellt.",
                    "Im Rahmen des Konzerts ehren wir langjährige Mitglieder für 10, 25 und 40 Jahre aktives Musizieren.",
                    "Karten zu 12 Euro (ermäßigt 8 Euro) gibt es im Vorverkauf bei der Bäckerei Schäfer und an der Abendkasse. Für Bewirtung in der Pause ist gesorgt.",
                    "Der Erlös des Abends kommt der Jugendausbildung zugute. Wir freuen uns auf Ihren Besuch!",
                ],
                "club-notice-board-signed",
                section="Vereinsnachrichten",
                club="Musikverein Kirchentellinsfurt e.V.",
                credit_end="Der Vorstand",
            )
        )
        add(
            story(
                "grusswort",
                "/aktuelles/amtsblatt/artikel/das-wort-des-buergermeisters-ein-jahr-mit-vielen-baustellen.html",
                "Das Wort des Bürgermeisters: Ein Jahr mit vielen Baustellen",
                "2026-12-03",
                "2026-12-03",
                "2026-12-03",
                ["Bernd Haug"],
                [
                    "Liebe Mitbürgerinnen und Mitbürger,",
                    "wenn ich in diesen Tagen durch unsere Gemeinde gehe, sehe ich an vielen Stellen Bauzäune. Die Festhalle bekommt ein neues Dach, in der Wannweiler Straße wird die Wasserleitung erneuert, und am Hofäcker wächst unser neues Kinderhaus. Ich weiß, dass diese Baustellen manchen von Ihnen Geduld abverlangen. Dafür danke ich Ihnen herzlich.",
                    "Diese Arbeiten sind notwendig, damit Kirchentellinsfurt auch in Zukunft ein guter Ort zum Leben bleibt. Gleichzeitig stehen wir vor finanziellen Herausforderungen: Der Haushaltsentwurf für 2027, den wir am Dienstag im Gemeinderat eingebracht haben, weist ein Defizit aus. Wir werden deshalb sorgfältig abwägen müssen, welche Vorhaben wir in den kommenden Jahren umsetzen können.",
                    "Umso mehr freue ich mich über das, was in unserer Gemeinde ohne Bauzaun gelingt: über unsere Vereine, die mit viel Ehrenamt Sport, Musik und Gemeinschaft ermöglichen, über die Nachbarschaftshilfe und über alle, die sich für andere einsetzen.",
                    "Ich lade Sie herzlich zum Weihnachtsmarkt am Samstag auf dem Schlossplatz ein. Ich freue mich auf viele Begegnungen und Gespräche.",
                ],
                "mayor-column-signed-ihr",
                section="Aus dem Rathaus",
                author_field="Bernd Haug",
                signature=["Ihr", "Bernd Haug", "Bürgermeister"],
            )
        )
        add(
            story(
                "vorlesetag",
                "/aktuelles/amtsblatt/artikel/grundschule-bundesweiter-vorlesetag-mit-lesepaten.html",
                "Grundschule: Bundesweiter Vorlesetag mit Lesepaten",
                "2026-11-26",
                "2026-11-26",
                "2026-11-26",
                ["Sabine Kögel"],
                [
                    "Zum bundesweiten Vorlesetag am 20. November hatte die Grundschule Kirchentellinsfurt in diesem Jahr besonders viele Gäste: 18 Lesepatinnen und Lesepaten aus der Gemeinde lasen in allen Klassen vor, darunter Bürgermeister Bernd Haug, Mitglieder des Seniorenkreises und zwei Spieler der Handballabteilung des TSV.",
                    "Die Kinder lauschten gespannt Geschichten von mutigen Drachen, verschwundenen Katzen und einer Reise zum Mond. In den vierten Klassen stellten die Schülerinnen und Schüler anschließend ihre eigenen Lieblingsbücher vor.",
                    "Zum Abschluss erhielt jede Klasse ein neues Buch für die Klassenbücherei, gespendet vom Förderverein der Schule. Wir danken allen Vorleserinnen und Vorlesern herzlich und freuen uns, dass einige von ihnen künftig regelmäßig als Lesepaten an unsere Schule kommen möchten. Wer sich ebenfalls engagieren möchte, kann sich gerne im Sekretariat melden.",
                ],
                "school-news-text-and-photo-credit",
                section="Schulen und Kindergärten",
                club="Grundschule Kirchentellinsfurt",
                credit_end="Text und Foto: Sabine Kögel",
            )
        )
        add(
            story(
                "geburtstag",
                "/aktuelles/amtsblatt/artikel/anna-rieger-feiert-ihren-100-geburtstag.html",
                "Anna Rieger feiert ihren 100. Geburtstag",
                "2026-11-26",
                "2026-11-26",
                "2026-11-26",
                [],
                [
                    "Ihren 100. Geburtstag feierte Anna Rieger am 21. November im Kreis ihrer Familie. Bürgermeister Bernd Haug überbrachte die Glückwünsche der Gemeinde und ein Präsent, zugleich im Namen des Ministerpräsidenten und des Landrats.",
                    "Anna Rieger wurde 1926 in Kirchentellinsfurt geboren und hat ihr ganzes Leben im Ort verbracht. Jahrzehntelang führte sie mit ihrem Mann einen kleinen Lebensmittelladen in der Hauptstraße, an den sich viele ältere Einwohnerinnen und Einwohner noch gut erinnern.",
                    "Heute lebt die Jubilarin bei ihrer Tochter in der Nähe des Schlossparks. Sie liest täglich die Zeitung und löst am liebsten Kreuzworträtsel. Zu ihrer Familie gehören drei Kinder, sechs Enkel und vier Urenkel.",
                    "Die Gemeinde gratuliert herzlich und wünscht Frau Rieger weiterhin Gesundheit, Zufriedenheit und noch viele schöne Stunden im Kreis ihrer Familie.",
                ],
                "short-birthday-item-uncredited",
                section="Aus dem Rathaus",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        title = (
            f"{doc.title}: Gemeinde Kirchentellinsfurt"
            if doc.is_article
            else f"Gemeinde Kirchentellinsfurt: {doc.title}"
        )
        if doc.key == "home":
            title = "Gemeinde Kirchentellinsfurt: Startseite"
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("/rathaus.html", "Rathaus & Politik"),
                ("/buergerservice.html", "Bürgerservice"),
                ("list", "Amtsblatt"),
                ("/leben-wohnen.html", "Leben & Wohnen"),
                ("/freizeit.html", "Freizeit & Kultur"),
                ("/wirtschaft.html", "Wirtschaft"),
            )
        )
        desc = (
            f'<meta name="description" content="{esc(doc.extra["teaser_text"])}">'
            if doc.extra.get("teaser_text")
            else ""
        )
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2018 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<base href="{ORIGIN}/">
<title>{esc(title)}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
{desc}
<link rel="stylesheet" type="text/css" href="typo3temp/Assets/0f8b4e1c2a.css?1543312345" media="all">
<link rel="stylesheet" type="text/css" href="fileadmin/templates/css/gemeinde.css?1699874512" media="all">
<style type="text/css">/*PAD*/</style>
<script src="fileadmin/templates/js/jquery-1.12.4.min.js" type="text/javascript"></script>
</head>
<body id="p{42 if doc.is_article or doc.kind in ("section", "tag", "soft-404") else 7}">
<div id="cookie-hinweis" class="cookie-hinweis">Diese Website verwendet Cookies. Durch die weitere Nutzung stimmen Sie der Verwendung zu. <a href="/datenschutz.html">Mehr erfahren</a> <a href="#" class="cookie-ok">OK</a></div>
<div id="wrapper">
<div id="header">
<div id="servicenav"><a href="/impressum.html">Impressum</a> | <a href="/datenschutz.html">Datenschutz</a> | <a href="/barrierefreiheit.html">Barrierefreiheit</a> | <a href="/kontakt.html">Kontakt</a></div>
<div id="logo"><a href="/"><img src="fileadmin/templates/img/wappen-kirchentellinsfurt.png" alt="Gemeinde Kirchentellinsfurt" width="80" height="96"></a><span class="logotext">Gemeinde Kirchentellinsfurt</span></div>
<form id="suche" action="/suche.html" method="post"><input type="text" name="tx_indexedsearch_pi2[search][sword]" value="" placeholder="Suchbegriff"><input type="submit" value="Suchen"></form>
</div>
<div id="mainnav"><ul>{nav}</ul></div>
<div id="content">
<div id="col2">
{main}
</div>
<div id="col3">
<div class="csc-default box"><h2>Amtsblatt als PDF</h2><p><a href="/fileadmin/Dateien/Amtsblatt/2026/Amtsblatt_49_2026.pdf">Ausgabe 49/2026 vom 3. Dezember 2026</a></p><p>Redaktionsschluss für die Ausgabe 50/2026 ist Montag, 7. Dezember, 12 Uhr.</p></div>
<div class="csc-default box"><h2>Schnellzugriff</h2><ul><li>{self.a("abfall", "Abfuhrtermine", "aside")}</li><li>{self.a("notdienst", "Notdienste", "aside")}</li><li>{self.a("events", "Veranstaltungen", "aside")}</li><li>{self.a("tag", "Vereinsnachrichten", "aside")}</li></ul></div>
<div class="csc-default box"><h2>Rathaus</h2><p>Öffnungszeiten Bürgerbüro:<br>Mo–Fr 8–12 Uhr<br>Do 14–18 Uhr</p><p>Telefon 07121 5550-0</p></div>
</div>
</div>
<div id="footer"><p>Gemeinde Kirchentellinsfurt · Rathaus · 72138 Kirchentellinsfurt · Telefon 07121 5550-0 · <a href="mailto:info@kirchentellinsfurt.test">info@kirchentellinsfurt.test</a></p><p><a href="/impressum.html">Impressum</a> · <a href="/datenschutz.html">Datenschutzerklärung</a> · {self.a("search", "Suche: Gemeinderat", "footer")}</p></div>
</div>
<script src="fileadmin/templates/js/main.js" type="text/javascript"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        issue = ISSUE[doc.stamp]
        issue_day = "2026-12-03" if issue == 49 else "2026-11-26"
        author = ""
        if doc.extra.get("author_field"):
            author = f'<span class="news-list-author" itemprop="author" itemscope="itemscope" itemtype="http://schema.org/Person">von <span itemprop="name">{esc(doc.extra["author_field"])}</span></span>'
        club = f'<p class="verein"><strong>{esc(doc.extra["club"])}</strong></p>' if doc.extra.get("club") else ""
        teaser = (
            f'<div class="teaser-text" itemprop="description"><p>{esc(doc.extra["teaser_text"])}</p></div>'
            if doc.extra.get("teaser_text")
            else ""
        )
        sig = ""
        if doc.extra.get("signature"):
            sig = '<p class="unterschrift">' + "<br>".join(esc(x) for x in doc.extra["signature"]) + "</p>"
        credit = f'<p class="autor"><em>{esc(doc.extra["credit_end"])}</em></p>' if doc.extra.get("credit_end") else ""
        att = ""
        if doc.extra.get("attachment"):
            p, t = doc.extra["attachment"]
            att = f'<div class="news-related-wrap"><div class="news-related news-related-files"><h4>Zugehörige Dateien</h4><ul><li><span class="news-related-files-link"><a href="{p}" target="_blank">{esc(t)}</a></span></li></ul></div></div>'
        img = ""
        if doc.key in ("handball", "vorlesetag", "geburtstag"):
            img = f'<div class="news-img-wrap"><div class="outer"><div class="mediaelement mediaelement-image"><img src="fileadmin/_processed_/{doc.key}_{abs(len(doc.path)) % 97}.jpg" width="400" height="267" alt=""></div><p class="news-img-caption">Foto: privat</p></div></div>'
        rel = [k for k in ARTS if k != doc.key and self.docs[k].section == doc.section][:3]
        related = ""
        if rel:
            related = (
                '<div class="news-related news-related-news"><h4>Weitere Meldungen</h4><ul>'
                + "".join(
                    f'<li><span class="news-related-news-date">{de_short(self.docs[k].stamp)}</span> {self.a(k, self.docs[k].title, "related")}</li>'
                    for k in rel
                )
                + "</ul></div>"
            )
        return f"""<h1>Amtsblatt</h1>
<div class="news news-single">
<div class="article" itemscope="itemscope" itemtype="http://schema.org/Article">
<div class="header">
<h3 itemprop="headline">{esc(doc.title)}</h3>
</div>
<div class="footer">
<p>
<span class="news-list-date"><time itemprop="datePublished" datetime="{doc.iso}">{de_short(doc.stamp)}</time></span>
<span class="news-list-category">{esc(doc.section)}</span>
{author}
</p>
<p class="ausgabe">Erschienen im Amtsblatt Nr. {issue}/2026 vom {de_long(issue_day)}</p>
</div>
{teaser}
{img}
<div class="news-text-wrap" itemprop="articleBody">
{club}
{self.blocks(doc)}
{sig}
{credit}
</div>
{att}
{related}
<div class="news-backlink-wrap">{self.a("list", "Zurück", "breadcrumb")}</div>
</div>
</div>"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        title_attr = f'title="{esc(d.title)}"'
        return f'<div class="article articletype-0" itemscope="itemscope" itemtype="http://schema.org/Article"><div class="header"><h3>{self.a(k, d.title, "content", title_attr)}</h3></div><div class="teaser-text"><p>{esc(d.extra.get("teaser_text") or self.lede(d))}</p>{self.a(k, "[mehr]", "content", "class=more")}</div><div class="footer"><p><span class="news-list-date"><time datetime="{d.iso}">{de_short(d.stamp)}</time></span> <span class="news-list-category">{esc(d.section)}</span></p></div></div>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.item(k) for k in doc.extra["list"])
        items += "".join(
            f'<div class="article articletype-0"><div class="header"><h3><a href="{p}">{esc(t)}</a></h3></div><div class="footer"><p><span class="news-list-date"><time datetime="{d}">{de_short(d)}</time></span></p></div></div>'
            for p, t, d in doc.extra.get("older", [])
        )
        if doc.key == "home":
            return f"""<h1>Herzlich willkommen in Kirchentellinsfurt</h1>
<div class="csc-default"><p>Kirchentellinsfurt liegt zwischen Tübingen und Reutlingen am Neckar. Hier finden Sie Informationen aus dem Rathaus, das Amtsblatt, Bürgerservice und Veranstaltungen.</p></div>
<div class="csc-default"><h2>Aktuelles aus dem Amtsblatt</h2><div class="news"><div class="news-list-view">{items}</div></div><p>{self.a("list", "Alle Meldungen", "content")}</p></div>
<div class="csc-default"><h2>Bürgerservice</h2><ul><li>{self.a("abfall", "Abfuhrtermine Dezember", "content")}</li><li>{self.a("notdienst", "Apotheken-Notdienst", "content")}</li><li>{self.a("events", "Weihnachtsmarkt und weitere Veranstaltungen", "content")}</li><li>{self.a("author", "Ihr Bürgermeister", "content")}</li></ul></div>"""
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "tag":
            head = f'<h1>Amtsblatt</h1><h2 class="kategorie">Kategorie: {esc(doc.title)}</h2>'
        elif doc.kind == "search":
            head = '<h1>Suche</h1><div class="tx-indexedsearch-searchbox"><form method="post" action="/suche.html"><input class="tx-indexedsearch-searchbox-sword" type="text" name="tx_indexedsearch_pi2[search][sword]" value="Gemeinderat"><input type="submit" value="Suchen"></form></div><div class="tx-indexedsearch-info-sword"><p>Suche nach „Gemeinderat“</p></div><p class="tx-indexedsearch-browsebox">Zeige Ergebnisse 1 bis 3 von insgesamt 3</p>'
        elif doc.kind == "author":
            head = '<h1>Bürgermeister</h1><div class="csc-default"><img src="fileadmin/Bilder/Rathaus/buergermeister-haug.jpg" alt="Bürgermeister Bernd Haug" width="200" height="260"><h2>Bürgermeister Bernd Haug</h2><p>Bernd Haug ist seit 2019 Bürgermeister der Gemeinde Kirchentellinsfurt. Der Diplom-Verwaltungswirt (FH) war zuvor Hauptamtsleiter in Pliezhausen. Er ist verheiratet und hat zwei Kinder.</p><p>Sprechstunde nach Vereinbarung, Telefon 07121 5550-10.</p></div><h2>Das Wort des Bürgermeisters</h2>'
        pager = ""
        if doc.key == "list":
            pager = f'<div class="page-navigation"><p>Seite 1 von 6.</p><ul class="f3-widget-paginator"><li class="current">1</li><li>{self.a("list2", "2", "pagination")}</li><li><a href="/aktuelles/amtsblatt.html?tx_news_pi1%5B%40widget_0%5D%5BcurrentPage%5D=3&amp;cHash=9e1a2b7c44d05f3e8a6b1c2d3e4f5a6b">3</a></li><li class="next">{self.a("list2", "nächste >", "pagination")}</li></ul></div>'
        elif doc.key == "list2":
            pager = f'<div class="page-navigation"><p>Seite 2 von 6.</p><ul class="f3-widget-paginator"><li class="previous">{self.a("list", "< vorherige", "pagination")}</li><li>{self.a("list", "1", "pagination")}</li><li class="current">2</li><li><a href="/aktuelles/amtsblatt.html?tx_news_pi1%5B%40widget_0%5D%5BcurrentPage%5D=3&amp;cHash=9e1a2b7c44d05f3e8a6b1c2d3e4f5a6b">3</a></li></ul></div>'
        return f'{head}<div class="news"><div class="news-list-view">{items}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "events":
            rows = [
                ("Sa, 05.12.2026", "14–20 Uhr", "Weihnachtsmarkt auf dem Schlossplatz", "Gemeinde und Vereine"),
                ("So, 06.12.2026", "15 Uhr", "Nikolausfeier für Kinder", "Kinderhaus Sonnenschein"),
                ("Mi, 09.12.2026", "14.30 Uhr", "Seniorennachmittag mit Adventsfeier", "Seniorenkreis"),
                (
                    "Sa, 12.12.2026",
                    "19.30 Uhr",
                    "Jahreskonzert in der Festhalle",
                    "Musikverein Kirchentellinsfurt e.V.",
                ),
                ("Di, 15.12.2026", "19 Uhr", "Öffentliche Sitzung des Gemeinderats", "Gemeinde"),
                ("So, 20.12.2026", "17 Uhr", "Adventssingen in der Martinskirche", "Ev. Kirchengemeinde"),
            ]
            items = "".join(
                f"<tr><td>{esc(d)}</td><td>{esc(t)}</td><td>{esc(w)}</td><td>{esc(v)}</td></tr>" for d, t, w, v in rows
            )
            return f'<h1>{esc(doc.title)}</h1><div class="csc-default"><p>Veranstaltungen für den Veranstaltungskalender melden Sie bitte bis Montag, 12 Uhr, an das Hauptamt.</p><table class="contenttable"><thead><tr><th>Datum</th><th>Uhrzeit</th><th>Veranstaltung</th><th>Veranstalter</th></tr></thead><tbody>{items}</tbody></table><p>Siehe auch: {self.a("musikverein", "Einladung zum Jahreskonzert", "content")}</p><p class="rueckblick">Rückblick: {self.a(SOFT404, "Programm des Weihnachtsmarkts 2024", "content")}</p></div>'
        html = self.blocks(doc, table_class="contenttable")
        if doc.kind == "soft-404":
            return f'<h1>{esc(doc.title)}</h1><div class="news news-single"><p class="news-notfound">{esc(doc.blocks[0][1])}</p><div class="news-backlink-wrap">{self.a("list", "Zurück", "breadcrumb")}</div></div>'
        return f'<h1>{esc(doc.title)}</h1><div class="csc-default">{html}</div><p class="stand">Stand: 01.12.2026</p>'
