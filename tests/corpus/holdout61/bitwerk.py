# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Bitwerk: a heise/Golem-like German IT news site (`a-article-header__title`, `a-article-header__lead`,
`a-publish-info`, `creator`, `article-content`, `redakteurskuerzel`, `/news/<Titel-mit-Bindestrichen>-9981234.html`,
`/security/?seite=2`, `/thema/Router`, `/autor/…`, `/suche/?q=`, `/forum/…/thread-<id>/`, `/bestenlisten/…`), German,
UTF-8 (header only; the page has `<meta charset="utf-8">` too). Dates are printed "04.12.2026, 17:25 Uhr" with a
"Lesezeit: 3 Min." line; stories end with an editor's abbreviation "(jk)" inside the last paragraph and an author
box under the text. Metadata: `NewsArticle` JSON-LD in +01:00, a `Review` on the test, a `LiveBlogPosting` on the
live ticker, an `author` Organization ("Bitwerk") on the commentary, the dpa brief credits dpa only, and the
advertorial ("Anzeige", "Ein Beitrag von Nordwolke GmbH") has no JSON-LD and `noindex`. A forum thread and a
"Bestenliste" product list are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["router", "test", "anzeige", "live", "kommentar", "dpa", "hintergrund", "interview"]
AUTHORS = {
    "Jana Krüger": (
        "jk",
        "Jana Krüger ist Redakteurin im Security-Ressort von Bitwerk. Sie schreibt über Sicherheitslücken, Netzwerke und digitale Verwaltung.",
    ),
    "Tobias Brandl": ("tbr", "Tobias Brandl testet bei Bitwerk Notebooks, Tablets und alles, was einen Akku hat."),
    "Miriam Sauer": ("mis", "Miriam Sauer berichtet über Smartphones, Open Source und Netzpolitik."),
    "Henrik Vogt": (
        "hv",
        "Henrik Vogt ist stellvertretender Chefredakteur von Bitwerk und kommentiert regelmäßig digitalpolitische Themen.",
    ),
}
FORUM = (
    "/forum/bitwerk/Kommentare/Kritische-Luecke-in-Fernmark-Routern/Fernwartung-war-bei-mir-ab-Werk-an/thread-7712345/"
)
POSTS = [
    (
        "Netzwerkschrat",
        "04.12.2026 17:41",
        "Fernwartung war bei mir ab Werk an",
        "Gerade nachgeschaut: Bei meiner Netbox 7 Pro war der Fernzugriff aktiviert, obwohl ich ihn nie eingeschaltet habe. Der Provider hat das Gerät vorkonfiguriert verschickt. Wer weiß, wie viele der 38.000 genau so zustande kommen.",
    ),
    (
        "kabelsalat_84",
        "04.12.2026 17:52",
        "Re: Fernwartung war bei mir ab Werk an",
        "Das ist bei Provider-Geräten leider häufig so, die wollen per TR-069 an die Kiste. Das ist aber nicht dasselbe wie die Weboberfläche aus dem Internet. Schau mal unter „Internet > Freigaben“, ob da wirklich HTTPS von außen offen ist.",
    ),
    (
        "Netzwerkschrat",
        "04.12.2026 18:03",
        "Re: Fernwartung war bei mir ab Werk an",
        "Du hast recht, unter Freigaben war HTTPS auf Port 8443 offen. Jetzt ist es aus und das Update ist drauf. Danke!",
    ),
    (
        "Paketfilter",
        "04.12.2026 18:10",
        "Auto-Update hat nicht gegriffen",
        "Auto-Update ist an, aber die Box meldet immer noch 4.2.18 als aktuell. Hat jemand die 4.2.19 schon über die Oberfläche bekommen?",
    ),
    (
        "m.weinreich",
        "04.12.2026 18:26",
        "Re: Auto-Update hat nicht gegriffen",
        "Bei mir kam sie nach dem zweiten Klick auf „Neue Firmware suchen“. Scheint gestaffelt ausgerollt zu werden.",
    ),
    (
        "Alter Hase",
        "04.12.2026 18:49",
        "Netbox 5 – und jetzt?",
        "Meine Netbox 5 läuft seit acht Jahren ohne Probleme. Kein Update mehr, weil „End of Life“. Ich sehe nicht ein, ein funktionierendes Gerät wegzuwerfen.",
    ),
    (
        "kabelsalat_84",
        "04.12.2026 19:02",
        "Re: Netbox 5 – und jetzt?",
        "Wenn die Fernwartung aus ist und du niemandem im LAN misstraust, ist das Risiko überschaubar. Aber jede weitere Lücke bleibt eben auch offen. Irgendwann ist der Austausch fällig.",
    ),
    (
        "Tux im Keller",
        "04.12.2026 19:15",
        "Re: Netbox 5 – und jetzt?",
        "Alternative: OpenWrt, falls das Modell unterstützt wird. Für die 5er gibt es meines Wissens einen Build, DSL geht damit aber nur eingeschränkt.",
    ),
    (
        "Alter Hase",
        "04.12.2026 19:31",
        "Re: Netbox 5 – und jetzt?",
        "DSL brauche ich zum Glück nicht mehr, hängt am Glasfaser-Modem. Dann schaue ich mir OpenWrt mal an.",
    ),
    (
        "sicherheitsluecke",
        "04.12.2026 20:07",
        "CVSS 9,8 für eine Datei-Upload-Prüfung",
        "Es ist jedes Jahr dasselbe: Dateinamen ungeprüft an die Shell übergeben. Das sollte 2026 eigentlich kein Thema mehr sein. Wie wäre es mit einer Haftung der Hersteller für solche Anfängerfehler?",
    ),
    (
        "m.weinreich",
        "04.12.2026 20:22",
        "Re: CVSS 9,8 für eine Datei-Upload-Prüfung",
        "Kommt ja mit dem Cyber Resilience Act, zumindest ein Stück weit. Ob das in der Praxis etwas ändert, wird man sehen.",
    ),
    (
        "Paketfilter",
        "04.12.2026 21:14",
        "Re: Auto-Update hat nicht gegriffen",
        "Nachtrag: Heute Abend kam das Update von selbst. Alles gut.",
    ),
]
BEST = [
    (
        "1",
        "Lumatek Aero 14",
        "gut (1,9)",
        "1199 Euro",
        "Leicht, ausdauernd, sehr gute Tastatur; das Display ist zu dunkel.",
    ),
    (
        "2",
        "Corvex Slate 13",
        "gut (2,0)",
        "1349 Euro",
        "Hervorragendes OLED-Display, dafür kürzere Laufzeit und wenige Anschlüsse.",
    ),
    (
        "3",
        "Hanse Book Air 14",
        "gut (2,1)",
        "999 Euro",
        "Solide Allround-Leistung zum fairen Preis, Gehäuse aus Aluminium.",
    ),
    (
        "4",
        "Velo Ultra 14 G3",
        "gut (2,3)",
        "1599 Euro",
        "Business-Gerät mit LTE und guter Wartbarkeit, aber schwer und teuer.",
    ),
    (
        "5",
        "Nimbra X1 Flip",
        "befriedigend (2,6)",
        "899 Euro",
        "Convertible mit Stift; Leistung und Akku nur Mittelmaß.",
    ),
]


class Bitwerk(Base):
    origin = "https://www.bitwerk.test"
    name = "Bitwerk"
    prefix = "btw"
    language = "de"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "btw",
            [
                ".a-header__navigation",
                ".a-article-header",
                ".article-content",
                ".a-publish-info",
                ".article-author-box",
                ".a-teaser",
                ".a-footer",
                ".liveticker__entry",
                ".forum-posting",
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
                "Bitwerk",
                "heise-like-home",
                list=["router", "live", "test", "kommentar", "dpa", "hintergrund", "interview", "anzeige"],
            )
        )
        add(
            page(
                "security",
                "/security/",
                "section",
                "Security",
                "ressort-front",
                list=["router", "hintergrund", "kommentar"],
                more="security2",
            )
        )
        add(
            page(
                "security2",
                "/security/?seite=2",
                "section",
                "Security",
                "ressort-page2",
                list=["dpa", "interview"],
                prev="security",
            )
        )
        add(page("tag", "/thema/Router", "tag", "Thema: Router", "thema-page", list=["router", "dpa"]))
        add(
            page(
                "author",
                "/autor/Jana-Krueger-4711823",
                "author",
                "Jana Krüger",
                "autor-page",
                list=["router", "hintergrund"],
            )
        )
        add(
            page("search", "/suche/?q=Fernmark", "search", "Suche", "search-results", list=["router"], query="Fernmark")
        )
        add(page("forum", FORUM, "forum", "Fernwartung war bei mir ab Werk an", "forum-thread-posts"))
        add(
            page(
                "best",
                "/bestenlisten/Die-besten-Ultrabooks-im-Dezember-2026-9981280.html",
                "product-list",
                "Bestenliste: Die besten Ultrabooks im Dezember 2026",
                "bestenliste-ranking",
                [
                    "Unsere Bestenliste führt die fünf am besten bewerteten Ultrabooks aus den Tests der letzten zwölf Monate. Preise sind tagesaktuelle Bestpreise ab, Stand 4. Dezember 2026.",
                ],
            )
        )
        add(
            page(
                "impressum",
                "/impressum.html",
                "about",
                "Impressum",
                "impressum",
                [
                    "Bitwerk ist ein Angebot der Bitwerk Medien GmbH, Hafenstraße 12, 30159 Hannover.",
                    "Geschäftsführung: Ingrid Albers, Ralf Steinmetz. Chefredaktion: Clara Benninghoff (V.i.S.d.P.)",
                    "Registergericht: Amtsgericht Hannover, HRB 000000. Umsatzsteuer-ID: DE000000000",
                    "Kontakt zur Redaktion: redaktion@bitwerk.test, Telefon 0511 000000-0",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz.html",
                "policy",
                "Datenschutzerklärung",
                "privacy-policy",
                [
                    "Stand: 1. Oktober 2026",
                    "## 1. Verantwortlicher",
                    "Verantwortlich für die Datenverarbeitung auf dieser Website ist die Bitwerk Medien GmbH, Hafenstraße 12, 30159 Hannover.",
                    "## 2. Zugriffsdaten",
                    "Beim Aufruf unserer Seiten speichern wir IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite und den verwendeten Browser für höchstens sieben Tage, um die Sicherheit des Angebots zu gewährleisten.",
                    "## 3. Cookies und Einwilligung",
                    "Für Reichweitenmessung und personalisierte Werbung setzen wir Cookies nur mit Ihrer Einwilligung ein. Sie können Ihre Einwilligung jederzeit über den Link „Datenschutz-Einstellungen“ im Fußbereich widerrufen.",
                    "## 4. Ihre Rechte",
                    "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Datenübertragbarkeit. Wenden Sie sich dazu an datenschutz@bitwerk.test.",
                ],
            )
        )
        add(
            story(
                "router",
                "/news/Kritische-Luecke-in-Fernmark-Routern-Angreifer-koennen-Geraete-uebernehmen-9981234.html",
                "Kritische Lücke in Fernmark-Routern: Angreifer können Geräte übernehmen",
                "2026-12-04",
                "2026-12-04T17:25:00+01:00",
                "04.12.2026, 17:25 Uhr",
                ["Jana Krüger"],
                [
                    "Der Hersteller Fernmark hat für zwölf Router- und Mesh-Modelle Firmware-Updates veröffentlicht, die eine als kritisch eingestufte Sicherheitslücke schließen. Über die Schwachstelle mit der Kennung CVE-2026-48113 können Angreifer ohne Anmeldung beliebige Befehle auf den Geräten ausführen, sofern die Weboberfläche aus dem Internet erreichbar ist. Der CVSS-Wert liegt bei 9,8 von 10.",
                    "Entdeckt hat die Lücke der Sicherheitsforscher Lukas Hennig vom Bochumer Beratungsunternehmen Ostwall Security. Nach seinen Angaben prüft die Weboberfläche einen Parameter beim Hochladen von Konfigurationsdateien nicht ausreichend. Ein präparierter Dateiname genügt, um Shell-Befehle mit Root-Rechten auszuführen.",
                    "## Fernzugriff ist das Problem",
                    "Standardmäßig ist die Weboberfläche der betroffenen Geräte nur aus dem lokalen Netz erreichbar. Wer jedoch die Fernwartung aktiviert hat, etwa um den Router von unterwegs zu verwalten, macht sie aus dem Internet zugänglich. Eine Suche über einen einschlägigen Scan-Dienst ergab am Freitagnachmittag rund 38.000 erreichbare Geräte, knapp ein Drittel davon in Deutschland.",
                    "Aber auch ohne Fernzugriff ist das Risiko nicht gebannt: Wer bereits Zugang zum lokalen Netz hat, etwa über ein kompromittiertes Smart-Home-Gerät oder ein offenes Gast-WLAN, kann die Lücke ebenfalls ausnutzen.",
                    "## Diese Modelle sind betroffen",
                    "Betroffen sind laut Sicherheitshinweis des Herstellers unter anderem die folgenden Geräte:",
                    "- Fernmark Netbox 7 und 7 Pro (Firmware bis 4.2.18)",
                    "- Fernmark Netbox 6 LTE (bis 3.9.40)",
                    "- Fernmark Mesh 3000 und Mesh 3000 Plus (bis 2.1.7)",
                    "- Fernmark Fibre 1 (bis 1.4.2)",
                    "Die bereinigten Versionen tragen die Nummern 4.2.19, 3.9.41, 2.1.8 beziehungsweise 1.4.3. Geräte mit aktivierter Auto-Update-Funktion sollen die neue Firmware in den kommenden Tagen automatisch erhalten. Fernmark empfiehlt dennoch, die Aktualisierung über das Menü „System > Update“ manuell anzustoßen.",
                    "NOTE: Lesen Sie auch: [[hintergrund|NIS2 in Kommunen: Was Städte und Gemeinden jetzt tun müssen]]",
                    "Hinweise auf Angriffe in freier Wildbahn lagen dem Hersteller nach eigenen Angaben bislang nicht vor. Hennig geht allerdings davon aus, dass sich das schnell ändert: Der fehlerhafte Code sei mit wenig Aufwand zu finden, sobald man die alte und die neue Firmware vergleiche. Wer die Fernwartung nicht benötigt, sollte sie grundsätzlich deaktivieren.",
                    "Für Geräte, deren Unterstützung bereits ausgelaufen ist, etwa die Netbox 5, stellt Fernmark kein Update mehr bereit. Besitzer solcher Router sollten über einen Austausch nachdenken.",
                ],
                "news-kuerzel-author-box",
                section="Security",
                dek="Eine Schwachstelle in der Weboberfläche mehrerer Fernmark-Modelle erlaubt das Einschleusen von Befehlen. Ein Update ist verfügbar – Nutzer sollten es zügig einspielen.",
                read=3,
                forum=87,
                topics=["Router", "Sicherheitslücken", "Fernmark"],
            )
        )
        add(
            story(
                "test",
                "/tests/Lumatek-Aero-14-im-Test-Leichtes-Notebook-mit-Ausdauer-9981240.html",
                "Lumatek Aero 14 im Test: Leichtes Notebook mit Ausdauer",
                "2026-12-03",
                "2026-12-03T10:00:00+01:00",
                "03.12.2026, 10:00 Uhr",
                ["Tobias Brandl"],
                [
                    "Lumatek ist hierzulande vor allem für günstige Monitore bekannt. Mit dem Aero 14 wagt sich der Hersteller nun an ein Notebook der Oberklasse, das gegen etablierte Ultrabooks antreten soll. Unser Testgerät mit 32 GByte Arbeitsspeicher und 1 TByte SSD kostet 1449 Euro; die Einstiegsvariante mit 16 GByte und halb so großer SSD ist für 1199 Euro zu haben.",
                    "## Gehäuse und Tastatur",
                    "Das Gehäuse aus einer Magnesiumlegierung wiegt 1,04 Kilogramm und ist an der dicksten Stelle 14 Millimeter flach. Trotz des geringen Gewichts wirkt es stabil; nur der Deckel lässt sich etwas stärker verwinden als bei der Konkurrenz. Links sitzen zwei USB-C-Buchsen mit Thunderbolt 4, rechts eine USB-A-Buchse und ein Kartenleser für microSD.",
                    "FIG: Lumatek Aero 14 aufgeklappt | Das Aero 14 wiegt knapp über ein Kilogramm. (Bild: Tobias Brandl / Bitwerk)",
                    "Die Tastatur hat einen für diese Geräteklasse ordentlichen Hub von 1,3 Millimetern und einen klaren Druckpunkt. Vielschreiber dürften sich schnell eingewöhnen. Das Touchpad aus Glas ist mit 13 mal 8 Zentimetern großzügig bemessen und reagiert präzise.",
                    "## Leistung",
                    "Im Inneren arbeitet ein Achtkern-Prozessor der aktuellen Mobilgeneration mit einer Leistungsaufnahme von maximal 28 Watt. Im Cinebench-Multicore-Test erreichte das Aero 14 rund 11.200 Punkte und liegt damit auf dem Niveau vergleichbar teurer Geräte. Bei Dauerlast drosselt der Prozessor allerdings nach etwa zehn Minuten spürbar, dann läuft der einzige Lüfter hörbar an. Im Büroalltag mit Browser, Office und Videokonferenzen blieb er dagegen fast immer still.",
                    "Die integrierte Grafikeinheit reicht für Bildbearbeitung und ältere Spiele in reduzierter Auflösung. Für aktuelle 3D-Titel ist das Notebook nicht gedacht.",
                    "## Display",
                    "Beim Bildschirm hat Lumatek gespart. Das 14-Zoll-Panel löst mit 1920 × 1200 Pixeln auf und erreicht im Test eine maximale Helligkeit von 310 cd/m². Für Innenräume genügt das, im Freien oder am Fenster wird es aber schnell schwer ablesbar. Der Farbraum deckt sRGB nur zu 91 Prozent ab. Ein höher auflösendes Panel bietet Lumatek bislang nicht an.",
                    "## Laufzeit",
                    "Die größte Stärke des Aero 14 ist der Akku. Mit 70 Wattstunden hielt das Notebook im WLAN-Test bei mittlerer Helligkeit 16 Stunden und 40 Minuten durch, beim Abspielen eines Videos sogar knapp 19 Stunden. Das mitgelieferte 65-Watt-Netzteil lädt den Akku in einer Stunde auf 80 Prozent.",
                    "## Software und Lautstärke",
                    "Lumatek liefert das Aero 14 mit Windows 11 Home aus, Pro kostet 80 Euro Aufpreis. Vorinstalliert sind neben den üblichen Treibern nur ein Steuerprogramm für Lüfterprofile und Akkuschonung sowie eine Testversion eines Virenscanners, die sich problemlos entfernen lässt. Im Profil „Leise“ begrenzt das Notebook die Prozessorleistung auf 15 Watt; dann blieb der Lüfter in unseren Messungen selbst beim Kompilieren größerer Projekte unter 28 dB(A).",
                    "Auch die Wartung hat Lumatek bedacht: Die Bodenplatte ist mit sieben normalen Kreuzschlitzschrauben befestigt, SSD und WLAN-Modul lassen sich tauschen. Der Arbeitsspeicher ist dagegen verlötet – wer mehr als 16 GByte braucht, muss gleich zur teureren Variante greifen.",
                    "## Fazit",
                    "Das Lumatek Aero 14 ist ein gelungener Einstand: leicht, ausdauernd, mit guter Tastatur und genügend Leistung für den Arbeitsalltag. Wer viel unterwegs ist, bekommt für das Geld ein sehr gutes Gesamtpaket. Das lichtschwache Display ist der einzige echte Schwachpunkt – wer oft im Freien arbeitet, sollte sich die Konkurrenz ansehen.",
                    "## Testergebnis",
                    "T: Kriterium | Bewertung",
                    "T: Gehäuse und Verarbeitung | gut",
                    "T: Tastatur und Touchpad | sehr gut",
                    "T: Display | befriedigend",
                    "T: Leistung | gut",
                    "T: Akkulaufzeit | sehr gut",
                    "T: Ausstattung | gut",
                    "T: Gesamtnote | gut (1,9)",
                ],
                "test-review-score-table",
                section="Tests",
                dek="Knapp ein Kilo, im Alltag fast lautlos und fast 17 Stunden Laufzeit: Das Aero 14 überzeugt als Reisebegleiter. Beim Display spart Lumatek aber an der falschen Stelle.",
                read=6,
                forum=52,
                topics=["Notebooks", "Tests"],
                review=True,
            )
        )
        add(
            story(
                "anzeige",
                "/anzeige/Souveraene-Cloud-Warum-der-Mittelstand-jetzt-umdenkt-9981270.html",
                "Souveräne Cloud: Warum der Mittelstand jetzt umdenkt",
                "2026-12-02",
                None,
                "02.12.2026, 09:00 Uhr",
                [],
                [
                    "Lange galt die Public Cloud für viele mittelständische Unternehmen als Selbstläufer: flexibel, schnell verfügbar, günstig im Einstieg. Inzwischen wächst jedoch die Zahl der Firmen, die genauer hinschauen, wo ihre Daten liegen und wer im Zweifel darauf zugreifen kann.",
                    "Nach einer Umfrage unter 400 IT-Verantwortlichen, die Nordwolke im Herbst in Auftrag gegeben hat, halten 68 Prozent der befragten Mittelständler die Datensouveränität inzwischen für ein wichtiges oder sehr wichtiges Kriterium bei der Wahl eines Cloud-Anbieters. Vor drei Jahren waren es noch 41 Prozent.",
                    "## Regulierung als Treiber",
                    "Ein wesentlicher Grund sind neue Vorgaben. Mit der Umsetzung der NIS2-Richtlinie müssen deutlich mehr Unternehmen als bisher nachweisen, dass sie ihre IT-Lieferkette im Griff haben. Dazu gehört auch die Frage, ob ein Cloud-Anbieter außereuropäischem Recht unterliegt und ob Behörden dort Zugriff auf Daten verlangen können.",
                    "„Viele unserer Kunden kommen nicht wegen der Technik zu uns, sondern wegen der Verträge“, sagt Anja Rosenthal, Geschäftsführerin der Nordwolke GmbH. „Sie wollen einen Ansprechpartner in Deutschland, einen Gerichtsstand in Deutschland und Rechenzentren, die sie notfalls besichtigen können.“",
                    "## Kein Entweder-oder",
                    "Souveränität bedeutet dabei nicht zwingend den vollständigen Abschied von den großen Plattformen. Viele Unternehmen setzen auf hybride Modelle: Sensible Daten wie Personal- und Kundendaten liegen bei einem europäischen Anbieter, während weniger kritische Anwendungen weiterhin in der Public Cloud laufen.",
                    "Wichtig ist dabei, von Anfang an auf offene Standards zu achten. Wer seine Anwendungen in Containern betreibt und auf proprietäre Dienste verzichtet, kann später leichter umziehen – in beide Richtungen.",
                    "## Der Einstieg",
                    "Nordwolke betreibt zwei Rechenzentren in Frankfurt am Main und Nürnberg, die nach ISO 27001 und dem C5-Katalog des BSI zertifiziert sind. Mittelständische Kunden können mit einem kostenlosen Architektur-Workshop beginnen, in dem Fachleute gemeinsam mit der IT-Abteilung prüfen, welche Anwendungen sich für einen Umzug eignen.",
                ],
                "anzeige-advertorial-company",
                section="Anzeige",
                dek="Datenschutz, Regulierung und Abhängigkeiten: Immer mehr mittelständische Unternehmen fragen, wo ihre Daten eigentlich liegen.",
                read=3,
                sponsor="Nordwolke GmbH",
            )
        )
        add(
            story(
                "live",
                "/news/Liveticker-Pixelon-stellt-Nova-9-und-Nova-9-Pro-vor-9981260.html",
                "Liveticker: Pixelon stellt Nova 9 und Nova 9 Pro vor",
                "2026-12-03",
                "2026-12-03T18:45:00+01:00",
                "03.12.2026, 18:45 Uhr",
                ["Miriam Sauer", "Henrik Vogt"],
                [
                    "E: 20:41 | Fazit | Damit endet unser Liveticker. Unser erstes Fazit: Das Nova 9 ist vor allem bei Akku und Software-Support ein großer Schritt, die Preise sind aber erneut gestiegen. Einen ausführlichen Test liefern wir nach, sobald uns ein Gerät vorliegt. Danke fürs Mitlesen!",
                    "E: 20:32 | Preise und Verfügbarkeit | Das Nova 9 kostet mit 256 GByte Speicher 999 Euro, das Nova 9 Pro startet bei 1299 Euro. Vorbestellungen sind ab sofort möglich, ausgeliefert wird ab dem 11. Dezember. // Im Vorjahr lagen die Einstiegspreise noch bei 899 und 1199 Euro.",
                    "E: 20:18 | Sieben Jahre Updates | Pixelon verspricht für beide Modelle sieben Jahre lang Android- und Sicherheitsupdates. Bislang waren es fünf Jahre.",
                    "E: 20:05 |  | Jetzt geht es um die KI-Funktionen. Der neue Assistent soll Telefonate in Echtzeit übersetzen können, und zwar vollständig auf dem Gerät. Deutsch ist zum Start dabei, weitere Sprachen sollen 2027 folgen.",
                    "E: 19:51 | Größerer Akku | Der Akku wächst beim Nova 9 auf 5100 mAh, beim Pro auf 5400 mAh. Pixelon spricht von bis zu zwei Tagen Laufzeit. Kabelloses Laden klappt jetzt mit 25 Watt.",
                    "E: 19:38 | Die Kamera | Die Hauptkamera hat einen neuen 1-Zoll-Sensor mit 50 Megapixeln. Das Pro bekommt zusätzlich ein Periskop-Teleobjektiv mit fünffachem optischem Zoom. Auf der Bühne zeigt Pixelon Nachtaufnahmen, die beeindruckend aussehen – wie immer gilt: Wir warten auf eigene Messungen.",
                    "E: 19:22 | Das Design | Pixelon-Chef Daniel Haas zeigt das Nova 9. Der Rahmen besteht nun aus Titan, die Rückseite aus mattem Glas. Das Display misst 6,3 Zoll, beim Pro-Modell 6,7 Zoll. Beide sollen bis zu 3000 cd/m² hell werden.",
                    "E: 19:03 |  | Es geht los! Die Keynote beginnt pünktlich in Berlin. Im Saal sitzen rund 600 Gäste, vor allem Händler und Presse.",
                    "E: 18:45 |  | Guten Abend und willkommen zu unserem Liveticker. In einer Viertelstunde stellt Pixelon in Berlin seine neuen Smartphones vor. Wir berichten live und ordnen die Neuheiten für Sie ein.",
                ],
                "liveticker-entries-newest-first",
                section="Mobiles",
                dek="Pixelon zeigt in Berlin seine neuen Smartphones. Wir waren live dabei – alle Neuheiten, Preise und ersten Eindrücke zum Nachlesen.",
                read=4,
                forum=134,
                topics=["Smartphones", "Pixelon"],
                live=True,
            )
        )
        add(
            story(
                "kommentar",
                "/meinung/Kommentar-Die-Chatkontrolle-kommt-durch-die-Hintertuer-9981251.html",
                "Kommentar: Die Chatkontrolle kommt durch die Hintertür",
                "2026-12-04",
                "2026-12-04T08:30:00+01:00",
                "04.12.2026, 08:30 Uhr",
                ["Henrik Vogt"],
                [
                    "Man muss den Verhandlern in Brüssel eines lassen: Sie sind hartnäckig. Nachdem die verpflichtende Durchsuchung privater Nachrichten in den vergangenen Jahren mehrfach am Widerstand einzelner Mitgliedstaaten gescheitert ist, liegt nun ein Kompromissvorschlag auf dem Tisch, der das Wort „verpflichtend“ gar nicht mehr enthält. Das macht ihn nicht besser.",
                    "Im Kern sollen Anbieter von Messengern künftig „freiwillig“ Inhalte scannen dürfen, um Darstellungen von Kindesmissbrauch zu erkennen. Gleichzeitig werden sie verpflichtet, das Risiko ihres Dienstes zu bewerten und „angemessene Minderungsmaßnahmen“ zu ergreifen. Wer nicht scannt, muss begründen, warum nicht – und riskiert, dass die Aufsicht die Maßnahmen für unzureichend hält.",
                    "## Freiwillig ist nicht freiwillig",
                    "Wie freiwillig eine Maßnahme ist, deren Unterlassen man rechtfertigen muss, kann sich jeder selbst ausrechnen. Für große Anbieter mit Rechtsabteilungen und Milliardenumsätzen ist der Weg des geringsten Widerstands klar: Sie werden scannen. Für kleine Anbieter und Open-Source-Projekte, die sich keinen jahrelangen Streit mit Behörden leisten können, gilt das erst recht.",
                    "Technisch hat sich an den Einwänden nichts geändert. Ende-zu-Ende-Verschlüsselung und das Durchsuchen von Inhalten vertragen sich nicht. Jedes Verfahren, das Nachrichten vor der Verschlüsselung auf dem Gerät prüft, ist eine Hintertür – egal, wie man sie nennt. Und jede Hintertür, die für einen guten Zweck gebaut wird, steht auch für andere offen.",
                    "## Das eigentliche Problem bleibt ungelöst",
                    "Niemand bestreitet, dass der Schutz von Kindern vor sexualisierter Gewalt eine der wichtigsten Aufgaben von Polizei und Politik ist. Doch Ermittler klagen seit Jahren vor allem über fehlendes Personal, überlastete Staatsanwaltschaften und schleppende Löschungen bekannter Inhalte. Darauf liefert der Vorschlag keine Antwort.",
                    "Stattdessen wird eine Infrastruktur geschaffen, die sich nach ihrer Einführung kaum wieder abbauen lässt. Wer heute akzeptiert, dass private Kommunikation anlasslos durchsucht wird, wird morgen kaum noch überzeugend erklären können, warum das nicht auch für Terrorismus, organisierte Kriminalität oder Urheberrechtsverletzungen gelten soll.",
                    "Die Bundesregierung hat sich bislang gegen das Scannen verschlüsselter Kommunikation ausgesprochen. Sie sollte dabei bleiben – auch dann, wenn jetzt „freiwillig“ auf dem Etikett steht.",
                ],
                "kommentar-jsonld-author-organization",
                section="Security",
                dek="Der neue Kompromiss zur Chatkontrolle verzichtet auf das Wort „verpflichtend“. An der Sache ändert das nichts, meint Henrik Vogt.",
                read=3,
                forum=412,
                topics=["Chatkontrolle", "Verschlüsselung"],
                ld_org=True,
            )
        )
        add(
            story(
                "dpa",
                "/news/Bundesnetzagentur-Glasfaser-fuer-48-Prozent-der-Haushalte-verfuegbar-9981262.html",
                "Bundesnetzagentur: Glasfaser für 48 Prozent der Haushalte verfügbar",
                "2026-12-04",
                "2026-12-04T13:10:00+01:00",
                "04.12.2026, 13:10 Uhr",
                [],
                [
                    "Fast jeder zweite Haushalt in Deutschland kann inzwischen einen Glasfaseranschluss buchen. Wie aus dem am Freitag veröffentlichten Jahresbericht der Bundesnetzagentur hervorgeht, lag die Versorgungsquote Mitte 2026 bei 48 Prozent, ein Jahr zuvor waren es 39 Prozent.",
                    "Tatsächlich genutzt wird die Technik aber deutlich seltener. Nur knapp 29 Prozent der Haushalte, die einen Anschluss buchen könnten, haben das auch getan. Die Behörde führt das unter anderem auf die höheren Preise im Vergleich zu DSL-Tarifen zurück.",
                    "Es gibt weiterhin große regionale Unterschiede: Während in Schleswig-Holstein mehr als 70 Prozent der Haushalte versorgt sind, liegt die Quote in mehreren Flächenländern unter 40 Prozent. Die Bundesregierung strebt eine flächendeckende Versorgung bis 2030 an.",
                ],
                "agency-brief-dpa-no-person",
                section="IT",
                dek="Die Versorgung wächst, die Nachfrage hinkt hinterher: Nur gut jeder vierte mögliche Kunde nutzt einen Glasfaseranschluss.",
                read=1,
                forum=63,
                topics=["Glasfaser", "Router"],
                agency="dpa",
            )
        )
        add(
            story(
                "hintergrund",
                "/hintergrund/NIS2-in-Kommunen-Was-Staedte-und-Gemeinden-jetzt-tun-muessen-9981190.html",
                "NIS2 in Kommunen: Was Städte und Gemeinden jetzt tun müssen",
                "2026-12-01",
                "2026-12-01T06:30:00+01:00",
                "01.12.2026, 06:30 Uhr",
                ["Jana Krüger", "Tobias Brandl"],
                [
                    "Seit das NIS2-Umsetzungsgesetz im Herbst in Kraft getreten ist, herrscht in vielen Rathäusern Unsicherheit. Die Richtlinie der EU soll die Cybersicherheit in wichtigen Sektoren verbessern und erweitert den Kreis der regulierten Einrichtungen erheblich. Doch ob und wie Kommunen darunter fallen, ist nicht auf den ersten Blick zu erkennen.",
                    "## Wer betroffen ist",
                    "Die Kommunalverwaltung selbst hat der Bundesgesetzgeber weitgehend ausgenommen; hier sind die Länder zuständig, die eigene Regelungen treffen müssen. Betroffen sind Kommunen aber häufig über ihre Betriebe: Stadtwerke, Wasserversorger, Abwasserbetriebe und kommunale Krankenhäuser fallen ab einer bestimmten Größe unter die neuen Pflichten.",
                    "„Viele Bürgermeister glauben, das Thema gehe sie nichts an“, sagt Karin Oltmanns, die beim Städte- und Gemeindebund Nord den Arbeitskreis Digitalisierung leitet. „Dabei hängt an den Stadtwerken oft die gesamte IT der Verwaltung.“ In vielen kleineren Städten betreiben die Stadtwerke das Rechenzentrum, über das auch Bürgerbüro und Kämmerei laufen.",
                    "## Die wichtigsten Pflichten",
                    "Für Einrichtungen, die unter das Gesetz fallen, gelten unter anderem diese Anforderungen:",
                    "- Registrierung beim Bundesamt für Sicherheit in der Informationstechnik innerhalb von drei Monaten",
                    "- ein dokumentiertes Risikomanagement mit technischen und organisatorischen Maßnahmen",
                    "- Meldung erheblicher Sicherheitsvorfälle binnen 24 Stunden, ein ausführlicher Bericht nach 72 Stunden",
                    "- Schulungspflichten für die Geschäftsleitung, die persönlich für die Umsetzung haftet",
                    "Gerade der letzte Punkt sorgt für Unruhe. Geschäftsführer kommunaler Betriebe können bei Verstößen persönlich in Anspruch genommen werden. Die Bußgelder reichen bei besonders wichtigen Einrichtungen bis zu zehn Millionen Euro oder zwei Prozent des weltweiten Jahresumsatzes.",
                    "## Fehlendes Personal",
                    "Das größte Hindernis ist nach Einschätzung von Fachleuten nicht das Geld, sondern das Personal. Eine Umfrage unter 212 Kommunen in Niedersachsen ergab, dass fast die Hälfte keinen eigenen Informationssicherheitsbeauftragten hat. Wo es einen gibt, nimmt er die Aufgabe häufig neben seiner eigentlichen Tätigkeit wahr.",
                    "Einige Landkreise gehen deshalb dazu über, Sicherheitsbeauftragte gemeinsam für mehrere Gemeinden zu beschäftigen. Im Landkreis Diepholz etwa teilen sich 15 Kommunen ein Team aus vier Fachleuten, das Notfallpläne erstellt, Schulungen organisiert und bei Vorfällen als erste Anlaufstelle dient.",
                    "## Was jetzt zu tun ist",
                    "Wer noch nicht angefangen hat, sollte zunächst prüfen, welche kommunalen Betriebe unter die Schwellenwerte fallen. Das BSI bietet dafür eine Online-Betroffenheitsprüfung an. Im zweiten Schritt geht es darum, Verantwortlichkeiten festzulegen und einen Notfallplan zu erstellen, der auch den Fall eines vollständigen IT-Ausfalls abdeckt.",
                    "Dass ein solcher Fall kein theoretisches Szenario ist, haben mehrere Ransomware-Angriffe auf Kommunalverwaltungen in den vergangenen Jahren gezeigt. Betroffene Städte waren teils monatelang nur eingeschränkt arbeitsfähig.",
                ],
                "hintergrund-two-authors-list",
                section="Security",
                dek="Stadtwerke, Wasserversorger, Kliniken: Über ihre Betriebe sind viele Kommunen von der neuen Cybersicherheitsregulierung betroffen. Ein Überblick.",
                read=6,
                forum=41,
                topics=["NIS2", "Verwaltung"],
            )
        )
        add(
            story(
                "interview",
                "/news/Interview-Open-Source-ist-keine-Geschaeftsidee-sondern-eine-Haltung-9981215.html",
                "„Open Source ist keine Geschäftsidee, sondern eine Haltung“",
                "2026-12-02",
                "2026-12-02T11:00:00+01:00",
                "02.12.2026, 11:00 Uhr",
                ["Miriam Sauer"],
                [
                    "Die Stiftung Offene Werkzeuge finanziert seit 2021 die Wartung wichtiger Open-Source-Bibliotheken, auf die sich Behörden und Unternehmen verlassen. Ihre Vorsitzende Helga Baumgartner erklärt, warum das Geld trotzdem knapp bleibt und was die Politik tun sollte.",
                    "Q: Frau Baumgartner, Ihre Stiftung hat im vergangenen Jahr 4,8 Millionen Euro an Projekte vergeben. Ist das viel oder wenig? || Gemessen an dem, was nötig wäre, ist es wenig. Wir haben über 300 Anträge bekommen und konnten 41 fördern. Dabei geht es oft um Bibliotheken, die in Millionen von Anwendungen stecken und von zwei oder drei Freiwilligen in ihrer Freizeit gepflegt werden.",
                    "Q: Warum zahlen die Unternehmen nicht, die diese Software nutzen? || Einige tun es, und das ist auch gut so. Aber die meisten wissen schlicht nicht, welche Komponenten in ihren Produkten stecken. Erst seit Regelwerke wie der Cyber Resilience Act eine Softwarestückliste verlangen, schauen viele überhaupt genauer hin.",
                    "Q: Der Cyber Resilience Act nimmt nicht-kommerzielle Open-Source-Projekte von den Pflichten aus. Reicht das? || Die Ausnahme war wichtig, sonst hätten viele Entwickler ihre Projekte eingestellt. Aber sie löst das Grundproblem nicht: Wartung ist unsichtbare Arbeit. Niemand bekommt Applaus dafür, dass eine Bibliothek seit zehn Jahren zuverlässig funktioniert.",
                    "Q: Was fordern Sie von der Politik? || Einen festen Anteil an den Digitalbudgets für die Pflege der Software, auf die der Staat selbst angewiesen ist. Wenn eine Verwaltung eine Open-Source-Lösung einführt, sollte ein Teil der gesparten Lizenzkosten zurück in die Projekte fließen. Das wäre kein Almosen, sondern Vorsorge.",
                    "Q: Viele Firmen werben mit Open Source, ändern dann aber die Lizenz, sobald das Produkt erfolgreich ist. Wie sehen Sie das? || Mit Sorge. Open Source ist keine Geschäftsidee, sondern eine Haltung: Man teilt, damit andere darauf aufbauen können. Wer die Lizenz wechselt, sobald andere davon profitieren, hat das Prinzip nicht verstanden. Ich verstehe den wirtschaftlichen Druck, aber das Vertrauen ist dann schnell weg.",
                    "Q: Zum Schluss: Was würden Sie einem jungen Entwickler raten, der ein eigenes Projekt veröffentlichen will? || Sich früh Mitstreiter zu suchen. Die meisten Projekte scheitern nicht an der Technik, sondern daran, dass eine Person alles allein macht und irgendwann nicht mehr kann.",
                ],
                "interview-qa-kuerzel",
                section="Open Source",
                dek="Die Vorsitzende der Stiftung Offene Werkzeuge über unsichtbare Wartungsarbeit, den Cyber Resilience Act und Lizenzwechsel.",
                read=4,
                forum=96,
                topics=["Open Source"],
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        out = [
            f"<title>{esc(doc.title)} | Bitwerk</title>"
            if doc.key != "home"
            else "<title>Bitwerk – News und Tests aus der IT-Welt</title>",
            f'<meta name="description" content="{esc(doc.dek or "Aktuelle Nachrichten, Tests und Hintergründe aus IT, Security und Netzpolitik.")}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="Bitwerk">',
            '<meta property="og:locale" content="de_DE">',
        ]
        if not doc.is_article:
            out.append('<meta property="og:type" content="website">')
            return "\n".join(out)
        out.append('<meta property="og:type" content="article">')
        if doc.extra.get("sponsor"):
            out.append('<meta name="robots" content="noindex, follow">')
            return "\n".join(out)
        out.append(f'<meta name="date" content="{doc.iso}">')
        out.append(f'<meta name="keywords" content="{esc(", ".join(doc.extra.get("topics", [])))}">')
        if doc.extra.get("ld_org"):
            author: object = {"@type": "Organization", "name": "Bitwerk"}
        elif doc.extra.get("agency"):
            author = {"@type": "Organization", "name": doc.extra["agency"]}
        else:
            author = [{"@type": "Person", "name": a} for a in doc.authors]
        ld: dict[str, object] = {
            "@context": "https://schema.org",
            "@type": "LiveBlogPosting" if doc.extra.get("live") else "NewsArticle",
            "headline": doc.title,
            "description": doc.dek,
            "mainEntityOfPage": self.url(doc.key),
            "datePublished": doc.iso,
            "dateModified": doc.iso if not doc.extra.get("live") else "2026-12-03T20:41:00+01:00",
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Bitwerk",
                "logo": {"@type": "ImageObject", "url": "https://www.bitwerk.test/icons/bitwerk-logo.svg"},
            },
            "image": [f"https://www.bitwerk.test/imgs/18/4/{doc.path[-12:-5]}.jpg"],
            "inLanguage": "de",
        }
        if doc.extra.get("live"):
            ld["coverageStartTime"] = doc.iso
            ld["coverageEndTime"] = "2026-12-03T20:41:00+01:00"
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if doc.extra.get("review"):
            review = {
                "@context": "https://schema.org",
                "@type": "Review",
                "itemReviewed": {"@type": "Product", "name": "Lumatek Aero 14", "brand": "Lumatek"},
                "reviewRating": {"@type": "Rating", "ratingValue": "1.9", "bestRating": "1", "worstRating": "6"},
                "author": {"@type": "Person", "name": "Tobias Brandl"},
                "datePublished": doc.iso,
            }
            out.append(f'<script type="application/ld+json">{json.dumps(review, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="a-nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "News"),
                ("security", "Security"),
                ("/tests/", "Tests"),
                ("/mobiles/", "Mobiles"),
                ("/netzpolitik/", "Netzpolitik"),
                ("best", "Bestenlisten"),
                ("/forum/bitwerk/", "Forum"),
            )
        )
        top = "".join(
            f'<li class="a-teaser-list__item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ("router", "live", "kommentar")
        )
        return f"""<!DOCTYPE html>
<html lang="de" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/assets/bitwerk/css/main.b81c2f.css">
<link rel="alternate" type="application/atom+xml" title="Bitwerk News" href="/rss/news-atom.xml">
<style>/*PAD*/</style>
<script>window._sp_queue = []; window._sp_ = {{config: {{accountId: 1432, baseEndpoint: "https://cmp.bitwerk.test", propertyHref: "https://www.bitwerk.test"}}}};</script>
<script async src="https://cmp.bitwerk.test/unified/wrapperMessagingWithoutDetection.js"></script>
</head>
<body class="{"article-page" if doc.is_article else "overview-page"}">
<div id="sp_message_container" class="consent-layer"><p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren und die Nutzung unseres Angebots zu analysieren. Sie können Bitwerk auch ohne Werbetracking nutzen: mit <a href="/bitwerk-pur/">Bitwerk pur</a>.</p><button>Zustimmen</button> <a href="/bitwerk-pur/">Bitwerk pur abonnieren</a></div>
<header class="a-header">
<div class="a-header__brand">{self.a("home", "Bitwerk", "nav", inner='<svg class="a-logo" role="img" aria-label="Bitwerk"><use href="/icons/sprite.svg#bitwerk"></use></svg>')}</div>
<nav class="a-header__navigation"><ul class="a-nav">{nav}</ul></nav>
<div class="a-header__tools"><form action="/suche/" class="a-search"><input type="search" name="q" placeholder="Suchen"><span class="a-search__trending">Gerade gesucht: {self.a("search", "Fernmark", "nav")}, <a href="/suche/?q=Nova+9">Nova 9</a></span></form> <a href="/sso/login/">Anmelden</a> <a href="/bitwerk-plus/">Bitwerk+ testen</a></div>
</header>
<div class="ad ad--superbanner" data-ad-slot="superbanner"></div>
<main id="content" class="a-layout">
<div class="a-layout__main">
{main}
</div>
<aside class="a-layout__sidebar">
<section class="a-teaser-list"><h2 class="a-teaser-list__title">Meistgelesen</h2><ol>{top}</ol></section>
<section class="a-teaser-list"><h2 class="a-teaser-list__title">Bestenlisten</h2><ul><li>{self.a("best", "Die besten Ultrabooks im Dezember 2026", "aside")}</li><li><a href="/bestenlisten/Die-besten-Mesh-Systeme-9981044.html">Die besten Mesh-Systeme</a></li></ul></section>
<div class="ad ad--skyscraper" data-ad-slot="sky"></div>
</aside>
</main>
<footer class="a-footer">
<ul class="a-footer__links"><li>{self.a("impressum", "Impressum", "footer")}</li><li>{self.a("datenschutz", "Datenschutz", "footer")}</li><li><a href="/kontakt.html">Kontakt</a></li><li><a href="/mediadaten/">Mediadaten</a></li><li><a href="/newsletter/">Newsletter</a></li><li><a href="/rss/">RSS</a></li><li><a href="#" onclick="window._sp_.gdpr.loadPrivacyManagerModal(551234);return false;">Datenschutz-Einstellungen</a></li></ul>
<p class="a-footer__copyright">© 2026 Bitwerk Medien GmbH &amp; Co. KG</p>
</footer>
<script src="/assets/bitwerk/js/main.b81c2f.js" defer></script>
<script>window.bwAnalytics = {{"pageType": "{"artikel" if doc.is_article else doc.kind}", "ressort": "{esc(doc.section)}", "contentId": "{doc.key}"}};</script>
</body>
</html>"""

    def live_entry(self, block: tuple) -> str:
        head = f'<h3 class="liveticker__headline">{esc(block[2])}</h3>' if block[2] else ""
        paras = "".join(f"<p>{self.inline(t)}</p>" for t in block[3])
        return f'<div class="liveticker__entry"><time class="liveticker__time" datetime="2026-12-03T{block[1]}:00+01:00">{block[1]} Uhr</time>{head}{paras}</div>'

    def story_main(self, doc: Doc) -> str:
        sponsor = doc.extra.get("sponsor")
        if sponsor:
            creator = f'<div class="creator creator--sponsor">Ein Beitrag von {esc(sponsor)}</div>'
        elif doc.authors:
            names = [self.a("author", a, "byline") if a == "Jana Krüger" else esc(a) for a in doc.authors]
            creator = f'<div class="creator"><ul class="creator__names"><li>Von {" und ".join(names)}</li></ul></div>'
        else:
            creator = ""
        label = (
            '<span class="a-article-header__label a-article-header__label--ad">Anzeige</span>'
            if sponsor
            else f'<span class="a-article-header__label">{esc(doc.section)}</span>'
        )
        if doc.extra.get("live"):
            label += ' <span class="a-article-header__label a-article-header__label--live">Liveticker beendet</span>'
        publish = f'<div class="a-publish-info">{creator}<time class="a-publish-info__datetime" datetime="{doc.iso or ""}">{doc.stamp}</time> <span class="a-publish-info__reading-time">Lesezeit: {doc.extra["read"]} Min.</span></div>'
        service = ""
        if doc.extra.get("forum"):
            service = f'<div class="a-article-header__service"><a href="/bitwerk-plus/verschenken/">Artikel verschenken</a> <a href="https://getpocket.com/save?url={esc(self.url(doc.key))}">In Pocket speichern</a> <a href="{FORUM if doc.key == "router" else "/forum/bitwerk/Kommentare/"}" class="a-article-header__comments">{doc.extra["forum"]} Kommentare</a></div>'
        body = self.blocks(doc, fig=self.fig, live=self.live_entry)
        if doc.extra.get("live"):
            body = f'<div class="liveticker" data-refresh="30"><button class="liveticker__refresh">Aktualisieren</button><p class="liveticker__order">Neueste Einträge oben</p>\n{body}\n</div>'
        if doc.authors:
            sig = AUTHORS[doc.authors[0]][0]
            kuerzel = f' <span class="redakteurskuerzel">(<a class="redakteurskuerzel__link" href="mailto:{sig}@bitwerk.test" title="{esc(doc.authors[0])}">{sig}</a>)</span>'
        elif doc.extra.get("agency"):
            kuerzel = f' <span class="redakteurskuerzel">({doc.extra["agency"]})</span>'
        else:
            kuerzel = ""
        if kuerzel:
            i = body.rfind("</p>")
            body = body[:i] + kuerzel + body[i:]
        topics = ""
        if doc.extra.get("topics"):
            links = [
                self.a("tag", t, "content") if t == "Router" else f'<a href="/thema/{esc(t)}">{esc(t)}</a>'
                for t in doc.extra["topics"]
            ]
            topics = f'<div class="article-footer__topics">Mehr zum Thema: {", ".join(links)}</div>'
        boxes = "".join(
            f'<div class="article-author-box"><img class="article-author-box__image" src="/imgs/autoren/{AUTHORS[a][0]}.jpg" alt=""><p class="article-author-box__name">{esc(a)}</p><p class="article-author-box__bio">{esc(AUTHORS[a][1])}</p></div>'
            for a in doc.authors
        )
        disclaimer = (
            f'<div class="article-footer__ad-disclaimer">Dieser Beitrag wurde von {esc(sponsor)} erstellt. Für den Inhalt ist der Auftraggeber verantwortlich; die Bitwerk-Redaktion war an der Erstellung nicht beteiligt.</div>'
            if sponsor
            else ""
        )
        comments = ""
        if doc.extra.get("forum"):
            href = "forum" if doc.key == "router" else "/forum/bitwerk/Kommentare/"
            label_c = f"Kommentare lesen ({doc.extra['forum']} Beiträge)"
            comments = f'<div class="article-footer__comments">{self.a(href, label_c, "content")}</div>'
        more = "".join(
            f'<article class="a-teaser a-teaser--small"><h3 class="a-teaser__title">{self.a(k, self.docs[k].title, "related")}</h3></article>'
            for k in [k for k in ARTS if k not in (doc.key, "anzeige")][:4]
        )
        return f"""<article class="article" data-article-type="{"advertorial" if sponsor else "news"}">
<header class="a-article-header">
<div class="a-article-header__labels">{label}</div>
<h1 class="a-article-header__title">{esc(doc.title)}</h1>
<p class="a-article-header__lead">{esc(doc.dek)}</p>
<figure class="a-article-header__image"><img src="https://www.bitwerk.test/imgs/18/4/{doc.path[-12:-5]}.jpg" alt="" width="1200" height="675"><figcaption>(Bild: {"Nordwolke" if sponsor else "Bitwerk"})</figcaption></figure>
{publish}
{service}
</header>
<div class="article-layout__content article-content">
{body}
</div>
<footer class="article-footer">
{disclaimer}
{topics}
{boxes}
{comments}
</footer>
</article>
<section class="a-related"><h2>Das könnte Sie auch interessieren</h2>{more}</section>"""

    def fig(self, alt: str, cap: str) -> str:
        return f'<figure class="a-inline-image"><img src="/imgs/18/4/9981240-2.jpg" alt="{esc(alt)}"><figcaption class="a-caption">{esc(cap)}</figcaption></figure>'

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        ad = '<span class="a-teaser__label">Anzeige</span>' if d.extra.get("sponsor") else ""
        return f"""<article class="a-teaser">{ad}<a class="a-teaser__link" href="{esc(self.href(k))}"><img src="https://www.bitwerk.test/imgs/18/4/{d.path[-12:-5]}.jpg?w=360" alt="" loading="lazy"></a>
<h3 class="a-teaser__title">{self.a(k, d.title, "content")}</h3><p class="a-teaser__synopsis">{esc(d.dek)}</p><footer class="a-teaser__meta"><span>{esc(d.section)}</span> <time>{d.stamp}</time></footer></article>"""

    def listing_main(self, doc: Doc) -> str:
        teasers = "\n".join(self.teaser(k) for k in doc.extra["list"])
        head = f'<h1 class="a-page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = '<h1 class="visually-hidden">Bitwerk</h1>'
            extra = f'<section class="a-topic-bar"><h2>Top-Themen</h2>{self.a("tag", "Router", "content")} · <a href="/thema/Chatkontrolle">Chatkontrolle</a> · <a href="/thema/NIS2">NIS2</a> · {self.a("best", "Bestenliste Ultrabooks", "content")} · {self.a("forum", "Forum: Fernwartung ab Werk an?", "content")}</section><section class="a-authors-bar">Unsere Security-Redaktion: {self.a("author", "Jana Krüger", "content")}</section>'
        elif doc.kind == "author":
            head = f'<div class="a-author-profile"><h1 class="a-page-title">{esc(doc.title)}</h1><p>Redakteurin Security · Kürzel: jk</p><p>{esc(AUTHORS["Jana Krüger"][1])}</p><a href="mailto:jk@bitwerk.test">E-Mail</a> · <a href="https://mastodon.social/@jkrueger_bw">Mastodon</a></div><h2>Artikel von Jana Krüger</h2>'
        elif doc.kind == "search":
            head = f'<h1 class="a-page-title">Suche</h1><form action="/suche/"><input name="q" value="{esc(doc.extra["query"])}"><button>Suchen</button></form><p class="a-search__count">1 Treffer für „{esc(doc.extra["query"])}“</p><div class="a-search__filters"><a href="/suche/?q=Fernmark&amp;typ=news">News</a> <a href="/suche/?q=Fernmark&amp;typ=forum">Forum</a></div>'
        elif doc.kind == "tag":
            head = f'<h1 class="a-page-title">{esc(doc.title)}</h1><p class="a-topic-intro">Alle Artikel, Tests und Sicherheitshinweise zu Routern, Mesh-Systemen und Heimnetzen.</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="a-pagination"><span class="a-pagination__current">1</span> {self.a(doc.extra["more"], "2", "pagination")} <a href="/security/?seite=3">3</a> {self.a(doc.extra["more"], "Weiter", "pagination")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav class="a-pagination">{self.a(doc.extra["prev"], "Zurück", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span class="a-pagination__current">2</span> <a href="/security/?seite=3">3</a></nav>'
        return f'<div class="a-overview">{head}\n<div class="a-teaser-stream">\n{teasers}\n</div>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "forum":
            posts = "\n".join(
                f'<li class="forum-posting" id="posting_{40001 + i}"><div class="forum-posting__header"><span class="forum-posting__author">{esc(u)}</span> <time class="forum-posting__date">{t}</time></div><h3 class="forum-posting__title">{esc(title)}</h3><div class="forum-posting__text"><p>{esc(text)}</p></div><div class="forum-posting__actions"><a href="#reply">Antworten</a> <a href="#vote">Bewerten</a> <a href="#report">Melden</a></div></li>'
                for i, (u, t, title, text) in enumerate(POSTS)
            )
            return f"""<div class="forum">
<nav class="forum-breadcrumb"><a href="/forum/bitwerk/">Forum</a> › <a href="/forum/bitwerk/Kommentare/">Kommentare</a> › {self.a("router", "Kritische Lücke in Fernmark-Routern: Angreifer können Geräte übernehmen", "breadcrumb")}</nav>
<h1 class="forum-thread__title">{esc(doc.title)}</h1>
<p class="forum-thread__meta">Thread mit {len(POSTS)} Beiträgen · {self.a("router", "Zum Artikel", "content")}</p>
<ul class="forum-thread">
{posts}
</ul>
<div class="forum-reply"><a href="/sso/login/?forward=forum">Anmelden, um zu antworten</a></div>
</div>"""
        if doc.kind == "product-list":
            rows = "\n".join(
                f"<tr><td>{r}</td><td>{self.a('test', m, 'content') if m == 'Lumatek Aero 14' else esc(m)}</td><td>{esc(n)}</td><td>{esc(p)}</td></tr>"
                for r, m, n, p, _ in BEST
            )
            cards = "\n".join(
                f'<div class="best-card"><span class="best-card__rank">Platz {r}</span><h3>{esc(m)}</h3><p>{esc(t)}</p><a class="best-card__price" href="https://preisvergleich.bitwerk.test/?q={esc(m.replace(" ", "+"))}" rel="sponsored">ab {esc(p)}</a></div>'
                for r, m, n, p, t in BEST
            )
            return f"""<div class="bestenliste"><h1 class="a-page-title">{esc(doc.title)}</h1><p class="bestenliste__updated">Aktualisiert am 04.12.2026</p>
{self.blocks(doc)}
<table class="bestenliste__table"><thead><tr><th>Platz</th><th>Modell</th><th>Note</th><th>Preis ab</th></tr></thead><tbody>
{rows}
</tbody></table>
{cards}
<p class="bestenliste__disclosure">Bei Käufen über die mit „ab“ gekennzeichneten Links erhalten wir gegebenenfalls eine Provision.</p></div>"""
        return f'<div class="a-static-page"><h1 class="a-page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
