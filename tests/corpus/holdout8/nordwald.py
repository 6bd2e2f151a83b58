"""Nordwald-Kurier: German, windows-1252 declared only in the HTTP header, div soup with German class
names, an off-canvas <div id="menu"> with a mega-menu, breadcrumbs, a "Meistgelesen" rail, absolute
hrefs. Its CMS writes og:type=article, NewsArticle JSON-LD, article:published_time and an author meta on
every page."""

# ruff: noqa: E501, RUF001  (the pages' texts and markup are data: one paragraph or element a line)

from __future__ import annotations

import json

from sitekit import Doc, Site, css_rules, esc

TEMPLATE_DATE = "2025-06-01T00:00:00+02:00"


class Nordwald(Site):
    origin = "https://www.nordwald-kurier.test"
    name = "Nordwald-Kurier"
    prefix = "nk"
    language = "de"
    encoding = "windows-1252"
    content_type = "text/html; charset=windows-1252"
    absolute = True

    def build(self) -> None:
        add = self.add
        add(
            Doc(
                "home",
                "/",
                "home",
                "Nordwald-Kurier",
                shape="home-front-lying-template",
                extra={"html_title": "Nordwald-Kurier – Nachrichten aus dem Nordwald"},
            )
        )
        add(Doc("region", "/region/", "section", "Region", shape="section-front-lying-template"))
        add(Doc("wirtschaft", "/wirtschaft/", "section", "Wirtschaft", shape="section-front-lying-template"))
        add(Doc("kultur", "/kultur/", "section", "Kultur", shape="section-front-lying-template"))
        add(
            Doc(
                "thema-windpark",
                "/thema/windpark-hoher-kamm/",
                "topic",
                "Windpark Hoher Kamm",
                shape="topic-page-intro-and-list",
            )
        )
        add(
            Doc(
                "windpark",
                "/region/windpark-hoher-kamm-genehmigt-a-48213.html",
                "article",
                "Landkreis genehmigt Windpark auf dem Hohen Kamm",
                True,
                ["Jana Vogt"],
                "Von Jana Vogt",
                "2026-12-01",
                "01.12.2026, 17:42 Uhr",
                "2026-12-01T17:42:00+01:00",
                "region",
                dek="Sieben Anlagen dürfen gebaut werden – die Bürgerinitiative kündigt eine Klage an.",
                kicker="Energie",
                image="Windräder über bewaldeten Hügeln im Abendlicht",
                shape="story-id-url-body-link-to-other-story",
                blocks=[
                    (
                        "p",
                        "Nach mehr als vier Jahren Planung hat das Landratsamt den Windpark auf dem Hohen Kamm genehmigt. Die Betreibergesellschaft darf sieben Anlagen mit einer Gesamthöhe von je 246 Metern errichten.",
                    ),
                    (
                        "p",
                        "Die Anlagen sollen zusammen rund 95 Millionen Kilowattstunden Strom im Jahr erzeugen, genug für etwa 27.000 Haushalte. Baubeginn ist nach Angaben des Betreibers im Frühjahr 2027.",
                    ),
                    (
                        "p",
                        "Landrat Michael Kessler sprach von einer „sorgfältig abgewogenen Entscheidung“. Die Auflagen zum Schutz des Schwarzstorchs seien strenger als im ersten Entwurf: Zwischen April und August müssen die Rotoren tagsüber bei geringem Wind stillstehen.",
                    ),
                    ("h2", "Bürgerinitiative will klagen"),
                    (
                        "p",
                        "Die Bürgerinitiative „Freier Kamm“ kündigte noch am Abend an, gegen die Genehmigung vorzugehen. Ihre Sprecherin Renate Fuchs kritisierte vor allem die Zufahrtswege, für die nach ihren Worten rund vier Hektar Wald gerodet werden müssen.",
                    ),
                    (
                        "p",
                        "Die Gemeinden Altenrode und Birkach sollen über eine Bürgerbeteiligung an den Erträgen beteiligt werden. Anwohner können ab Januar Anteile zeichnen. Auch der [[schulweg|neue Schulweg nach Birkach]] war zuletzt Thema im Gemeinderat.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "feuerwehr",
                "/region/kurz-gemeldet-scheunenbrand-a-48220.html",
                "article",
                "Scheunenbrand in Tannwald: Feuerwehr verhindert Übergreifen auf Wohnhaus",
                True,
                [],
                "",
                "2026-12-01",
                "01.12.2026, 08:10 Uhr",
                "2026-12-01T08:10:00+01:00",
                "region",
                kicker="Kurz gemeldet",
                teaser="Scheunenbrand in Tannwald",
                shape="brief-unsigned-three-sentences",
                blocks=[
                    (
                        "p",
                        "In Tannwald ist in der Nacht zum Dienstag eine Scheune mit Heuballen vollständig niedergebrannt.",
                    ),
                    (
                        "p",
                        "Rund 60 Einsatzkräfte aus drei Ortswehren verhinderten, dass die Flammen auf das angrenzende Wohnhaus übergriffen. Verletzt wurde niemand.",
                    ),
                    ("p", "Die Polizei schätzt den Schaden auf etwa 150.000 Euro, die Brandursache ist noch unklar."),
                ],
            )
        )
        add(
            Doc(
                "brauerei",
                "/wirtschaft/brauerei-moosbach-investiert-a-48199.html",
                "article",
                "Brauerei Moosbach investiert zwölf Millionen Euro in neues Sudhaus",
                True,
                ["Lukas Brandt", "Aylin Demir"],
                "Von Lukas Brandt und Aylin Demir",
                "2026-11-30",
                "30.11.2026, 11:25 Uhr",
                "2026-11-30T11:25:00+01:00",
                "wirtschaft",
                kicker="Mittelstand",
                teaser="Zwölf Millionen für ein neues Sudhaus",
                image="Kupferne Braukessel in einer alten Brauhalle",
                shape="story-two-authors-und",
                blocks=[
                    (
                        "p",
                        "Die Familienbrauerei Moosbach baut ein neues Sudhaus und investiert dafür rund zwölf Millionen Euro – die größte Investition in ihrer 160-jährigen Geschichte.",
                    ),
                    (
                        "p",
                        "Das alte Sudhaus aus dem Jahr 1968 verbrauche zu viel Energie, sagte Geschäftsführerin Katrin Moosbach. Die neue Anlage soll den Gasverbrauch um etwa 40 Prozent senken und Abwärme an das Nahwärmenetz der Stadt abgeben.",
                    ),
                    (
                        "p",
                        "Die Brauerei beschäftigt 84 Menschen. Neue Stellen sollen durch den Umbau nicht entstehen, aber auch keine wegfallen. Während der Bauzeit wird ein Teil des Biers bei einer Partnerbrauerei in Franken gebraut.",
                    ),
                    (
                        "p",
                        "Der Stadtrat hatte dem Bauantrag im Oktober einstimmig zugestimmt. Die Bauarbeiten beginnen im Februar und sollen bis zum Herbst 2027 abgeschlossen sein.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "dirigentin",
                "/kultur/interview-dirigentin-lea-sommer-a-48177.html",
                "article",
                "„Ein Orchester ist kein Museum“ – Dirigentin Lea Sommer im Gespräch",
                True,
                ["Paul Hartmann"],
                "Das Gespräch führte Paul Hartmann.",
                "2026-11-29",
                "29.11.2026",
                "2026-11-29T09:00:00+01:00",
                "kultur",
                kicker="Interview",
                teaser="Dirigentin Lea Sommer: „Ein Orchester ist kein Museum“",
                shape="qa-interview-interviewer-credit-at-end",
                blocks=[
                    (
                        "p",
                        "Seit September leitet Lea Sommer die Nordwald-Philharmonie. Vor ihrem ersten Sinfoniekonzert spricht sie über leere Plätze, neue Musik und das Publikum von morgen.",
                    ),
                    (
                        "qa",
                        "Frau Sommer, Ihr erstes Programm beginnt mit einem Stück, das im Sommer noch gar nicht fertig war. Mutig?",
                        "Eher selbstverständlich. Ein Orchester ist kein Museum. Wenn wir nur spielen, was vor hundertfünfzig Jahren geschrieben wurde, erzählen wir dem Publikum, dass die Musik vorbei ist.",
                    ),
                    (
                        "qa",
                        "Die Auslastung lag zuletzt bei 71 Prozent. Was wollen Sie ändern?",
                        "Wir gehen raus. Im Frühjahr spielen wir in Turnhallen und Werkshallen in den Dörfern, bei freiem Eintritt. Wer uns dort hört, kommt vielleicht auch einmal in die Stadthalle.",
                    ),
                    (
                        "qa",
                        "Und die Abonnenten, die vor allem Beethoven hören wollen?",
                        "Die bekommen Beethoven, versprochen. Aber vielleicht mit einem Stück davor, das sie nicht kennen. Die meisten sind neugieriger, als man ihnen zutraut.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "kommentar",
                "/meinung/kommentar-busfahrplan-a-48205.html",
                "article",
                "Der neue Busfahrplan lässt die Dörfer im Stich",
                True,
                ["Sabine Roth"],
                "Ein Kommentar von Sabine Roth",
                "2026-11-30",
                "30.11.2026",
                "2026-11-30T18:00:00+01:00",
                "meinung",
                kicker="Kommentar",
                teaser="Kommentar: Der Fahrplan lässt die Dörfer im Stich",
                shape="opinion-comment-ein-kommentar-von",
                blocks=[
                    (
                        "p",
                        "Auf dem Papier klingt es gut: Der neue Fahrplan des Verkehrsverbunds bringt im Stadtgebiet einen Zehn-Minuten-Takt. Wer aber in Birkach, Tannwald oder Oberhain wohnt, wartet künftig bis zu zwei Stunden auf den nächsten Bus.",
                    ),
                    (
                        "p",
                        "Gerade dort leben viele Ältere, die nicht mehr Auto fahren, und Jugendliche, die es noch nicht dürfen. Für sie ist der Bus keine Alternative, sondern die einzige Verbindung zum Arzt, zur Schule und zum Bahnhof.",
                    ),
                    (
                        "p",
                        "Der Verkehrsverbund verweist auf Rufbusse, die man eine Stunde vorher bestellen kann. Das ist besser als nichts. Ein verlässlicher Takt ist es nicht.",
                    ),
                    (
                        "p",
                        "Der Kreistag sollte den Fahrplan im Januar nicht einfach abnicken. Ein Stundentakt auf den drei Hauptlinien würde nach Berechnungen des Verbunds knapp 400.000 Euro im Jahr kosten. Das ist viel Geld – aber weniger, als die Dörfer verlieren, wenn junge Familien wegziehen.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "schulweg",
                "/region/neuer-schulweg-birkach-a-48190.html",
                "article",
                "Birkach bekommt einen beleuchteten Schulweg",
                True,
                ["Jana Vogt"],
                "Von Jana Vogt",
                "2026-11-27",
                "27.11.2026, 15:03 Uhr",
                "2026-11-27T15:03:00+01:00",
                "region",
                shape="story-only-linked-from-another-story-body",
                blocks=[
                    (
                        "p",
                        "Die rund 80 Kinder aus Birkach, die zur Grundschule nach Altenrode laufen, bekommen einen eigenen Weg. Der Gemeinderat hat am Donnerstag den Bau eines 1,2 Kilometer langen, beleuchteten Fußwegs entlang der Kreisstraße beschlossen.",
                    ),
                    (
                        "p",
                        "Bisher müssen die Kinder auf dem schmalen Bankett laufen, wo Autos mit bis zu 70 km/h vorbeifahren. Eltern hatten im Frühjahr mehr als 600 Unterschriften für einen sicheren Weg gesammelt.",
                    ),
                    (
                        "p",
                        "Der Weg kostet etwa 540.000 Euro, von denen das Land 60 Prozent übernimmt. Er soll bis zum Beginn des nächsten Schuljahres fertig sein.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "wochenmarkt",
                "/wirtschaft/wochenmarkt-zieht-um-a-48222.html",
                "article",
                "Wochenmarkt zieht während der Sanierung des Marktplatzes für zwei Jahre auf den Kirchplatz um",
                True,
                ["Lukas Brandt"],
                "Von Lukas Brandt",
                "2026-12-01",
                "01.12.2026, 12:30 Uhr",
                "2026-12-01T12:30:00+01:00",
                "wirtschaft",
                shape="story-linked-only-from-rail-and-menu-teaser",
                blocks=[
                    (
                        "p",
                        "Der Wochenmarkt verlässt ab Februar den Marktplatz. Während der Platz saniert wird, stehen die rund 30 Stände dienstags und samstags auf dem Kirchplatz.",
                    ),
                    (
                        "p",
                        "Die Händler hatten sich zunächst gegen den Umzug gewehrt, weil sie weniger Laufkundschaft befürchten. Die Stadt hat nun zugesagt, die Standgebühren für die Dauer der Bauarbeiten um ein Drittel zu senken.",
                    ),
                    (
                        "p",
                        "Die Sanierung des Marktplatzes mit neuen Leitungen, Bäumen und einem Brunnen soll rund 3,8 Millionen Euro kosten und im Herbst 2028 abgeschlossen sein.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "ausstellung",
                "/kultur/fotoausstellung-haende-a-48160.html",
                "article",
                "Hände, die arbeiten: Fotoausstellung im Kornhaus",
                True,
                ["Mira Kowalski"],
                "Text und Fotos: Mira Kowalski",
                "2026-11-28",
                "28.11.2026",
                "2026-11-28T10:00:00+01:00",
                "kultur",
                kicker="Bilderstrecke",
                image="Schwarzweißfoto: die Hände eines Schmieds am Amboss",
                shape="photo-led-story-long-captions-text-und-fotos",
                blocks=[
                    (
                        "fig",
                        "haende-1.jpg",
                        "Hände eines Schmieds",
                        "Der Schmied Otto Lenz, 81, an seinem Amboss in Oberhain. Er arbeitet noch an drei Tagen in der Woche in der Werkstatt, die schon sein Großvater führte. Die Fotografin begleitete ihn über ein ganzes Jahr.",
                    ),
                    (
                        "p",
                        "Im Kornhaus sind ab Samstag 48 Schwarzweißfotografien von Händen zu sehen: von Schmieden, Pflegerinnen, Bäckern und Waldarbeitern aus dem Nordwald.",
                    ),
                    (
                        "fig",
                        "haende-2.jpg",
                        "Hände einer Pflegerin",
                        "Die Hände der Pflegerin Dana Keller nach einer Nachtschicht im Kreiskrankenhaus. Keller bat darum, nur ihre Hände zu zeigen, nicht ihr Gesicht.",
                    ),
                    (
                        "p",
                        "Die Ausstellung ist bis zum 31. Januar dienstags bis sonntags von 11 bis 18 Uhr geöffnet. Der Eintritt ist frei.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "hochwasser",
                "/region/hochwasser-bilanz-a-48230.html",
                "article",
                "Ein Jahr nach dem Hochwasser: Viele Keller sind noch feucht",
                True,
                ["Tobias Wendt"],
                "Von Tobias Wendt",
                "2026-12-02",
                "02.12.2026, 06:00 Uhr",
                "2026-12-02T06:00:00+01:00",
                "region",
                kicker="Bilanz",
                teaser="Ein Jahr nach dem Hochwasser",
                shape="story-ends-with-corrections-policy-link",
                blocks=[
                    (
                        "p",
                        "Vor einem Jahr trat die Wiesach über die Ufer und überflutete in Altenrode und Mühlbach mehr als 300 Keller. Viele Betroffene kämpfen bis heute mit den Folgen.",
                    ),
                    (
                        "p",
                        "Von den 2,4 Millionen Euro, die das Land als Soforthilfe zugesagt hatte, sind nach Angaben des Landratsamts bisher 1,7 Millionen ausgezahlt. Rund 40 Anträge werden noch geprüft.",
                    ),
                    (
                        "p",
                        "Die Gemeinde Mühlbach hat inzwischen zwei Rückhaltebecken geplant. Baubeginn soll frühestens 2028 sein, weil noch Grundstücke erworben werden müssen.",
                    ),
                    (
                        "p",
                        "„Wir haben die Wände dreimal trocknen lassen, und trotzdem riecht es“, sagt Anwohnerin Helga Brenner. Sie wünscht sich eine Beratungsstelle, die nicht nur Formulare erklärt.",
                    ),
                    (
                        "p",
                        "In einer früheren Fassung dieses Artikels war die Zahl der Rückhaltebecken falsch angegeben. Wie wir mit Fehlern umgehen, steht in unseren [[korrekturen|Grundsätzen für Korrekturen]].",
                    ),
                ],
            )
        )
        add(
            Doc(
                "radweg",
                "/region/radweg-wiesachtal-a-48235.html",
                "article",
                "Radweg durchs Wiesachtal: Lückenschluss bis 2028",
                True,
                ["Tobias Wendt"],
                "Von Tobias Wendt",
                "2026-12-02",
                "02.12.2026, 09:15 Uhr",
                "2026-12-02T09:15:00+01:00",
                "region",
                teaser="Lückenschluss im Wiesachtal",
                shape="story-with-list",
                blocks=[
                    (
                        "p",
                        "Der Radweg durch das Wiesachtal soll bis 2028 durchgehend befahrbar sein. Das hat der Kreistag am Montagabend beschlossen.",
                    ),
                    (
                        "p",
                        "Bisher endet der Weg an drei Stellen abrupt an der Bundesstraße. Geschlossen werden sollen:",
                    ),
                    (
                        "ul",
                        [
                            "die Lücke zwischen Mühlbach und der Papierfabrik (2,1 Kilometer),",
                            "der Abschnitt am Steinbruch bei Oberhain (800 Meter),",
                            "die Querung der Bahnlinie vor Altenrode mit einer neuen Brücke.",
                        ],
                    ),
                    (
                        "p",
                        "Die Kosten werden auf 6,5 Millionen Euro geschätzt. Der ADFC begrüßte den Beschluss, forderte aber eine Beleuchtung am Steinbruch.",
                    ),
                ],
            )
        )
        # non-articles
        add(
            Doc(
                "impressum",
                "/impressum/",
                "imprint",
                "Impressum",
                stamp="Stand: 1. Juni 2025",
                shape="imprint-lying-template",
                blocks=[
                    ("p", "Nordwald-Kurier GmbH & Co. KG, Bahnhofstraße 14, 98765 Altenrode."),
                    ("p", "Geschäftsführung: Dr. Heike Lorenz. Registergericht Altenrode, HRA 4412."),
                    ("h2", "Redaktion"),
                    (
                        "p",
                        "Chefredakteur: Martin Albers (verantwortlich im Sinne des Presserechts). Stellvertretende Chefredakteurin: Jana Vogt.",
                    ),
                    ("h2", "Kontakt"),
                    ("p", "Telefon 0123 45 67-0, E-Mail redaktion@nordwald-kurier.test."),
                ],
            )
        )
        add(
            Doc(
                "kontakt",
                "/kontakt/",
                "contact",
                "Kontakt",
                shape="contact-lying-template",
                blocks=[
                    (
                        "p",
                        "Sie haben eine Neuigkeit, einen Hinweis oder eine Frage zu einem Artikel? Die Redaktion ist montags bis freitags von 9 bis 20 Uhr erreichbar.",
                    ),
                    ("h2", "Leserservice"),
                    (
                        "p",
                        "Fragen zu Ihrem Abonnement, zur Zustellung oder zum E-Paper beantwortet der Leserservice unter 0123 45 67-100.",
                    ),
                    ("h2", "Lokalredaktionen"),
                    ("p", "Altenrode, Bahnhofstraße 14 – Mühlbach, Marktgasse 3 – Oberhain, Lindenweg 9."),
                ],
            )
        )
        add(
            Doc(
                "datenschutz",
                "/datenschutz/",
                "policy",
                "Datenschutzerklärung und Cookie-Hinweise",
                stamp="Zuletzt aktualisiert am 3. März 2026",
                shape="privacy-cookie-policy-lying-template",
                blocks=[
                    (
                        "p",
                        "Der Schutz Ihrer persönlichen Daten ist uns wichtig. Im Folgenden informieren wir Sie darüber, welche Daten wir beim Besuch unserer Website erheben und wofür wir sie verwenden.",
                    ),
                    ("h2", "Welche Daten wir erheben"),
                    (
                        "p",
                        "Beim Aufruf unserer Seiten speichert unser Server die IP-Adresse in gekürzter Form, Datum und Uhrzeit, die aufgerufene Seite und den verwendeten Browser.",
                    ),
                    ("h2", "Cookies"),
                    (
                        "p",
                        "Wir setzen technisch notwendige Cookies ein, um Ihr Login zu speichern. Cookies für Reichweitenmessung und Werbung setzen wir nur mit Ihrer Einwilligung, die Sie jederzeit widerrufen können.",
                    ),
                    ("h2", "Ihre Rechte"),
                    (
                        "p",
                        "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung. Wenden Sie sich dazu an datenschutz@nordwald-kurier.test.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "newsletter",
                "/newsletter/",
                "newsletter",
                "Newsletter: Der Nordwald am Morgen",
                shape="newsletter-signup-lying-template",
                blocks=[
                    (
                        "p",
                        "Jeden Morgen um 6 Uhr die wichtigsten Nachrichten aus der Region – ausgewählt von unserer Redaktion. Kostenlos und jederzeit abbestellbar.",
                    ),
                    ("h2", "Was Sie erwartet"),
                    ("p", "Fünf Nachrichten, ein Termin für den Tag und das Wetter für den Nordwald."),
                    ("form", "Jetzt anmelden"),
                ],
            )
        )
        add(
            Doc(
                "mediadaten",
                "/mediadaten/",
                "advertise",
                "Mediadaten 2027",
                shape="media-kit-lying-template",
                blocks=[
                    (
                        "p",
                        "Der Nordwald-Kurier erreicht täglich rund 52.000 Leserinnen und Leser in gedruckter Form und mehr als 400.000 Nutzer im Monat online.",
                    ),
                    ("h2", "Anzeigenpreise"),
                    (
                        "p",
                        "Der Millimeterpreis im Lokalteil beträgt 2,10 Euro. Online-Banner gibt es ab 15 Euro pro tausend Einblendungen.",
                    ),
                    ("h2", "Ansprechpartner"),
                    ("p", "Anzeigenleitung: Frank Weiß, anzeigen@nordwald-kurier.test."),
                ],
            )
        )
        add(
            Doc(
                "korrekturen",
                "/korrekturen/",
                "policy",
                "Grundsätze für Korrekturen",
                byline="Die Chefredaktion",
                stamp="Stand: 3. März 2026",
                shape="corrections-policy-signed-chefredaktion",
                blocks=[
                    (
                        "p",
                        "Auch uns unterlaufen Fehler. Wenn das passiert, korrigieren wir sie schnell und machen die Korrektur kenntlich.",
                    ),
                    ("h2", "Wie wir korrigieren"),
                    (
                        "p",
                        "Sachliche Fehler in Online-Artikeln berichtigen wir im Text und fügen am Ende einen Hinweis an, was geändert wurde. In der gedruckten Ausgabe erscheinen Korrekturen auf Seite 2.",
                    ),
                    ("h2", "Wie Sie uns auf Fehler hinweisen"),
                    (
                        "p",
                        "Schreiben Sie an korrektur@nordwald-kurier.test. Jeder Hinweis wird von einem Mitglied der Chefredaktion gelesen.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "veranstaltungen",
                "/veranstaltungen/",
                "events",
                "Veranstaltungen im Nordwald",
                shape="events-calendar-lying-template",
                blocks=[
                    (
                        "event",
                        "Do, 3. Dezember, 19 Uhr",
                        "Lesung: Winter im Wald",
                        "Stadtbücherei Altenrode",
                        "Eintritt frei, Anmeldung erbeten.",
                    ),
                    (
                        "event",
                        "Fr, 4. Dezember, 16 Uhr",
                        "Eröffnung Weihnachtsmarkt",
                        "Kirchplatz Mühlbach",
                        "Mit dem Posaunenchor.",
                    ),
                    (
                        "event",
                        "Sa, 5. Dezember, 11 Uhr",
                        "Ausstellung „Hände, die arbeiten“",
                        "Kornhaus",
                        "Bis 31. Januar, Eintritt frei.",
                    ),
                    (
                        "event",
                        "So, 6. Dezember, 17 Uhr",
                        "Sinfoniekonzert",
                        "Stadthalle",
                        "Nordwald-Philharmonie, Leitung Lea Sommer.",
                    ),
                    (
                        "event",
                        "Di, 8. Dezember, 18 Uhr",
                        "Kreistagssitzung",
                        "Landratsamt",
                        "Öffentlich; Thema unter anderem der Busfahrplan.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "podcast",
                "/podcast/",
                "podcast",
                "Nordwald-Podcast „Frisch vom Kamm“",
                shape="podcast-landing-episodes",
                blocks=[
                    (
                        "p",
                        "Jeden Freitag sprechen Jana Vogt und Tobias Wendt über die Themen der Woche. Zu hören hier und überall, wo es Podcasts gibt.",
                    ),
                    ("episode", "Folge 112: Windräder auf dem Kamm – wer gewinnt, wer verliert?", "38 Min."),
                    ("episode", "Folge 111: Ein Jahr nach dem Hochwasser", "42 Min."),
                    ("episode", "Folge 110: Warum der Bus nicht mehr kommt", "35 Min."),
                ],
            )
        )

    # --- the template ---------------------------------------------------------------------------------

    menu = {
        "Region": ["Altenrode", "Mühlbach", "Oberhain", "Birkach", "Tannwald", "Blaulicht"],
        "Wirtschaft": ["Unternehmen", "Handwerk", "Landwirtschaft", "Immobilien", "Jobs"],
        "Kultur": ["Konzerte", "Theater", "Ausstellungen", "Bücher", "Kino"],
        "Sport": ["Fußball", "Handball", "Wintersport", "Laufen", "Ergebnisse"],
        "Service": ["Wetter", "Verkehr", "Apotheken", "Traueranzeigen", "Veranstaltungen"],
    }

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        iso = doc.iso or TEMPLATE_DATE
        names = doc.authors or (["Die Chefredaktion"] if doc.byline == "Die Chefredaktion" else [])
        author = [{"@type": "Person", "name": n} for n in names] or [
            {"@type": "Organization", "name": "Nordwald-Kurier Redaktion"}
        ]
        ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": iso,
              "dateModified": iso, "author": author, "isAccessibleForFree": True,
              "publisher": {"@type": "NewsMediaOrganization", "name": "Nordwald-Kurier"}, "mainEntityOfPage": {"@id": url}}  # fmt: skip
        meta_author = ", ".join(names) or "Nordwald-Kurier Redaktion"
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
<title>{esc(doc.extra.get("html_title", doc.title + " | Nordwald-Kurier"))}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="canonical" href="{esc(url)}">
<meta name="description" content="{esc(doc.dek or "Aktuelle Nachrichten aus Altenrode, Mühlbach und dem Nordwald.")}">
<meta name="author" content="{esc(meta_author)}">
<meta property="og:type" content="article">
<meta property="og:locale" content="de_DE">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="article:published_time" content="{iso}">
<meta property="article:modified_time" content="{iso}">
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
<style>/*PAD*/</style>
<script>var nkConfig={{"ressort":"{esc(doc.section or "start")}","seitentyp":"artikel","werbung":true,"abo":"freemium"}};</script>
</head>
"""

    def header(self, doc: Doc) -> str:
        a = self.a
        cols = []
        for head, subs in self.menu.items():
            key = head.lower() if head.lower() in self.docs else f"/{head.lower()}/"
            slugs = [
                (f"/{head.lower()}/" + sub.lower().replace("ü", "ue").replace("ß", "ss") + "/", sub) for sub in subs
            ]
            links = "".join(f'<li class="mega-punkt">{a(path, sub, "chrome:menu")}</li>' for path, sub in slugs)
            promo = ""
            if head == "Wirtschaft":
                promo = f'<div class="mega-anreisser">{a("wochenmarkt", self.docs["wochenmarkt"].title, "chrome:menu")}</div>'
            cols.append(
                f'<div class="mega-spalte"><div class="mega-titel">{a(key, head, "chrome:menu")}</div><ul>{links}</ul>{promo}</div>'
            )
        return f"""<body>
<div class="seitenrahmen">
<div class="kopfbereich">
<div class="kopf-oben"><div class="datum">Mittwoch, 2. Dezember 2026</div>
<div class="nutzer-links"><a href="https://abo.nordwald-kurier.test/login" class="anmelden">Anmelden</a> <a href="https://abo.nordwald-kurier.test/" class="abo-knopf">Abo testen</a> <a href="https://epaper.nordwald-kurier.test/">E-Paper</a></div></div>
<div class="kopf-mitte"><div class="burger" data-ziel="menu" role="button" aria-label="Menü öffnen"><span></span><span></span><span></span></div>
<div class="logo">{a("home", "Nordwald-Kurier", "chrome:header", "", '<img src="/bilder/nk-logo.svg" alt="Nordwald-Kurier">')}</div>
<div class="suchfeld"><form action="/suche/"><input name="q" placeholder="Suchen"></form></div></div>
<div class="ressortleiste">{a("home", "Startseite", "chrome:nav")} {a("region", "Region", "chrome:nav")} {a("wirtschaft", "Wirtschaft", "chrome:nav")} {a("kultur", "Kultur", "chrome:nav")} {a("/sport/", "Sport", "chrome:nav")} {a("/meinung/", "Meinung", "chrome:nav")} {a("podcast", "Podcast", "chrome:nav")}</div>
</div>
<div id="menu" class="seitenmenue" aria-hidden="true"><div class="menue-kopf">Menü <span class="schliessen">×</span></div>
<div class="mega">{"".join(cols)}</div>
<div class="menue-fuss">{a("newsletter", "Newsletter", "chrome:menu")} {a("podcast", "Podcast", "chrome:menu")} {a("veranstaltungen", "Veranstaltungen", "chrome:menu")}</div></div>
"""

    def rail(self) -> str:
        a = self.a
        keys = ("wochenmarkt", "hochwasser", "kommentar", "windpark", "brauerei")
        items = "".join(
            f'<div class="meistgelesen-eintrag"><span class="platz">{i}</span>{a(k, self.docs[k].title, "chrome:rail")}</div>'
            for i, k in enumerate(keys, 1)
        )
        return f"""<div class="seitenleiste"><div class="kasten meistgelesen"><div class="kasten-titel">Meistgelesen</div>{items}</div>
<div class="werbeplatz" id="sky-1" data-format="skyscraper">Anzeige</div>
<div class="kasten nl-kasten"><div class="kasten-titel">Der Nordwald am Morgen</div><div>Die Nachrichten des Tages, jeden Morgen um 6 Uhr.</div>{a("newsletter", "Zum Newsletter", "chrome:rail")}</div></div>
"""

    def footer(self) -> str:
        a = self.a
        cols = [
            ("Verlag", [("impressum", "Impressum"), ("kontakt", "Kontakt"), ("mediadaten", "Mediadaten"), ("/karriere/", "Karriere")]),
            ("Rechtliches", [("datenschutz", "Datenschutz"), ("/agb/", "AGB"), ("korrekturen", "Korrekturen"), ("#cmp", "Cookie-Einstellungen")]),
            ("Angebote", [("newsletter", "Newsletter"), ("podcast", "Podcast"), ("veranstaltungen", "Veranstaltungen"), ("https://epaper.nordwald-kurier.test/", "E-Paper")]),
        ]  # fmt: skip
        html_cols = "".join(
            f'<div class="fuss-spalte"><div class="fuss-titel">{esc(h)}</div>'
            + "".join(f'<div class="fuss-link">{a(k, t, "chrome:footer")}</div>' for k, t in links)
            + "</div>"
            for h, links in cols
        )
        return f"""<div class="fussleiste"><div class="fuss-spalten">{html_cols}</div>
<div class="fuss-unten">© 2026 Nordwald-Kurier GmbH &amp; Co. KG · Alle Rechte vorbehalten</div></div>
</div>
<div class="cmp-banner" id="cmp" style="display:none"><div>Wir nutzen Cookies und ähnliche Technologien. Mit „Akzeptieren“ stimmen Sie der Nutzung zu.</div><button>Akzeptieren</button><button>Einstellungen</button></div>
<script src="/js/nk.min.js?v=77" async></script>
</body>
</html>
"""

    def crumbs(self, doc: Doc) -> str:
        trail = [self.a("home", "Startseite", "chrome:breadcrumb")]
        if doc.section in self.docs:
            trail.append(self.a(doc.section, self.docs[doc.section].title, "chrome:breadcrumb"))
        elif doc.section:
            trail.append(self.a(f"/{doc.section}/", doc.section.title(), "chrome:breadcrumb"))
        return (
            '<div class="brotkrumen">'
            + " › ".join(trail)
            + f" › <span>{esc(doc.title if not doc.is_article else doc.kicker or 'Artikel')}</span></div>"
        )

    def blocks(self, doc: Doc) -> str:
        out = []
        for n, b in enumerate(doc.blocks):
            k = b[0]
            if k == "p":
                out.append(f'<div class="absatz">{self.inline(b[1])}</div>')
            elif k in ("h2", "h3"):
                out.append(f'<div class="zwischentitel">{esc(b[1])}</div>')
            elif k in ("ul", "ol"):
                out.append(
                    '<div class="aufzaehlung">'
                    + "".join(f'<div class="aufz-punkt">• {self.inline(i)}</div>' for i in b[1])
                    + "</div>"
                )
            elif k == "qa":
                out.append(f'<div class="absatz frage"><b>{esc(b[1])}</b></div><div class="absatz">{esc(b[2])}</div>')
            elif k == "fig":
                out.append(
                    f'<div class="bild"><img src="/bilder/{b[1]}" alt="{esc(b[2])}"><div class="bildunterschrift">{esc(b[3])}</div><div class="bildquelle">Foto: Mira Kowalski</div></div>'
                )
            elif k == "event":
                out.append(
                    f'<div class="termin"><div class="termin-zeit">{esc(b[1])}</div><div class="termin-titel">{esc(b[2])}</div><div class="termin-ort">{esc(b[3])}</div><div class="termin-text">{esc(b[4])}</div></div>'
                )
            elif k == "episode":
                out.append(
                    f'<div class="folge"><div class="folge-titel">{esc(b[1])}</div><div class="folge-dauer">{esc(b[2])}</div><audio controls preload="none" src="/podcast/audio/folge-{112 - n + 1}.mp3"></audio></div>'
                )
            elif k == "form":
                out.append(
                    f'<div class="formular"><form action="/newsletter/anmelden" method="post"><input type="email" name="email" placeholder="Ihre E-Mail-Adresse"><button>{esc(b[1])}</button></form></div>'
                )
        return "\n".join(out)

    def teaser(self, key: str, style: str = "text") -> str:
        d = self.docs[key]
        a = self.a
        if style == "image":
            img = f'<img src="/bilder/{key}-q.jpg" alt="{esc(d.image)}">'
            return f'<div class="anreisser bild-anreisser">{a(key, d.image, "content", "", img)}</div>'
        dach = f'<div class="dachzeile">{esc(d.kicker)}</div>' if d.kicker else ""
        head = d.title if style == "long" else (d.teaser or d.title)
        dek = f'<div class="vorspann">{esc(d.dek)}</div>' if style == "long" and d.dek else ""
        return f'<div class="anreisser">{dach}<div class="anreisser-titel">{a(key, head, "content")}</div>{dek}<div class="anreisser-zeit">{esc(d.stamp)}</div></div>'

    def main(self, doc: Doc) -> str:
        a = self.a
        if doc.is_article:
            if doc.key == "dirigentin":
                byline, tail = "", f'<div class="absatz autorenzeile"><i>{esc(doc.byline)}</i></div>'
            else:
                byline, tail = (f'<div class="autor">{esc(doc.byline)}</div>' if doc.byline else ""), ""
            dach = f'<div class="dachzeile">{esc(doc.kicker)}</div>' if doc.kicker else ""
            dek = f'<div class="vorspann">{esc(doc.dek)}</div>' if doc.dek else ""
            weiter = [
                k
                for k, d in self.docs.items()
                if d.is_article and d.section == doc.section and k not in (doc.key, "schulweg", "wochenmarkt")
            ][:3]
            rel = "".join(
                f'<div class="mehr-eintrag">{a(k, self.docs[k].teaser or self.docs[k].title, "chrome:related")}</div>'
                for k in weiter
            )
            return f"""<div class="inhalt-rahmen"><div class="hauptspalte">
{self.crumbs(doc)}
<div class="artikel">
<div class="artikel-kopf">{dach}<h1 class="artikel-titel">{esc(doc.title)}</h1>{dek}
<div class="artikel-meta">{byline}<div class="zeitstempel">{esc(doc.stamp)}</div></div></div>
<div class="teilen"><a href="https://wa.example.test/send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="mailto:?body={esc(self.url(doc.key))}">E-Mail</a></div>
<div class="artikel-text">
{self.blocks(doc)}
{tail}</div>
<div class="mehr-zum-thema"><div class="kasten-titel">Mehr zum Thema</div>{rel}</div>
</div></div>
{self.rail()}</div>
"""
        if doc.kind in ("home", "section", "topic"):
            return self.listing(doc)
        sig = f'<div class="unterschrift">{esc(doc.byline)}</div>' if doc.byline else ""
        stamp = f'<div class="stand">{esc(doc.stamp)}</div>' if doc.stamp else ""
        return f"""<div class="inhalt-rahmen"><div class="hauptspalte">
{self.crumbs(doc)}
<div class="artikel service-seite"><h1 class="artikel-titel">{esc(doc.title)}</h1>{stamp}
<div class="artikel-text">{self.blocks(doc)}</div>{sig}</div></div>
{self.rail()}</div>
"""

    def listing(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "home":
            body = (
                '<div class="aufmacher">' + self.teaser("windpark", "long") + self.teaser("windpark", "image") + "</div>"
                + '<div class="block-titel">Aktuell</div><div class="anreisser-raster">'
                + "".join(self.teaser(k, s) for k, s in (("hochwasser", "long"), ("radweg", "text"), ("feuerwehr", "text"),
                                                          ("brauerei", "image"), ("brauerei", "text"), ("kommentar", "text")))
                + "</div>"
                + f'<div class="aktion"><div class="aktion-titel">Der Nordwald am Morgen</div><div>Jeden Morgen die wichtigsten Nachrichten. {a("newsletter", "Hier kostenlos anmelden", "content")}</div></div>'
                + '<div class="block-titel">Kultur</div><div class="anreisser-raster">' + self.teaser("dirigentin", "text") + self.teaser("ausstellung", "image") + "</div>"
                + f'<div class="aktion"><div class="aktion-titel">Frisch vom Kamm</div><div>Der Podcast zur Woche: {a("podcast", "Folge 112 jetzt hören", "content")}</div></div>'
            )  # fmt: skip
            return f'<div class="inhalt-rahmen"><div class="hauptspalte startseite">{body}</div>\n{self.rail()}</div>\n'
        if doc.kind == "topic":
            keys = ("windpark", "kommentar")
            return f"""<div class="inhalt-rahmen"><div class="hauptspalte thema">{self.crumbs(doc)}
<h1 class="artikel-titel">Thema: {esc(doc.title)}</h1><div class="thema-text">Alle Artikel zum geplanten Windpark zwischen Altenrode und Birkach.</div>
<div class="anreisser-liste">{"".join(self.teaser(k, "long") for k in keys)}</div></div>
{self.rail()}</div>
"""
        keys = [
            k
            for k, d in self.docs.items()
            if d.is_article and d.section == doc.key and k not in ("schulweg", "wochenmarkt")
        ]
        extra = self.teaser("thema-windpark", "text") if doc.key == "region" else ""
        return f"""<div class="inhalt-rahmen"><div class="hauptspalte ressort">{self.crumbs(Doc("x", "", "", "", section=""))}
<h1 class="ressort-titel">{esc(doc.title)}</h1>
<div class="anreisser-liste">{"".join(self.teaser(k, "long") for k in keys)}{extra}</div>
<div class="blaettern"><a href="{self.origin}{doc.path}seite-2/">Weitere Artikel</a></div></div>
{self.rail()}</div>
"""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        return self.head(doc) + self.header(doc) + self.main(doc) + self.footer()

    def pad_rules(self) -> list[str]:
        sels = [".kopfbereich", ".kopf-oben", ".nutzer-links a", ".burger span", ".seitenmenue", ".mega-spalte", ".mega-punkt a",
                ".ressortleiste a", ".brotkrumen", ".artikel-titel", ".dachzeile", ".vorspann", ".absatz", ".zwischentitel",
                ".anreisser", ".anreisser-titel a", ".seitenleiste", ".meistgelesen-eintrag", ".fussleiste", ".fuss-link a"]  # fmt: skip
        return css_rules("nordwald", sels, 400)
