# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German typographic quotes and dashes are deliberate)
"""Emscher-Zeitung: a Funke/Madsack-like German regional daily for the northern Ruhr (`/lokales/gelsenkirchen/
article409812345/<slug>.html`, `/lokales/gelsenkirchen/?page=2`, `/themen/…/`, `/autoren/…/`, `/suche/?q=`,
`/trauer/…/`, `/freizeit/veranstaltungen/…/`), German, UTF-8. Stories open with a kicker ("Dachzeile"), the headline
and an intro outside the body; inside `div.article-body` a `<p rel="author">Von …</p>` byline comes first, then the
paragraphs, the first of which starts with the town lead-in "Gelsenkirchen." (part of the text). ">> … +++" teaser
lines and "Auch interessant" boxes sit between paragraphs. "Plus" stories are served whole under a paywall overlay.
Printed dates "04.12.2026, 18:30 Uhr". Metadata: `NewsArticle` JSON-LD in +01:00 on most stories, `isAccessibleForFree`
false with a `hasPart` on Plus; the budget story's JSON-LD is in UTC (23:20Z on 4 Dec = 00:20 on 5 Dec in
Gelsenkirchen); the agency story's author is the Organization "dpa"; the letters page has no JSON-LD."""

from __future__ import annotations

from common import Base, ld_script, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["altstadt", "einbruch", "markt", "haushalt", "kommentar", "tafel", "land", "leser"]
NAV_LINK = 'class="nav__link"'
TOPIC_ATTR = 'data-track-v2-parentlabel="Mehr lesen über"'
NEXT_ATTR = 'class="pagination__next"'
AUTHOR_SLUG = {
    "Anna Schmidt": "anna-schmidt",
    "Jonas Becker": "jonas-becker",
    "Markus Wolff": "markus-wolff",
    "Lisa Hoffmann": "lisa-hoffmann",
}


def stamp(iso: str) -> str:
    """'2026-12-04T18:30:00+01:00' -> '04.12.2026, 18:30 Uhr' (local time as the page prints it)."""
    d, t = iso[:10], iso[11:16]
    return f"{d[8:10]}.{d[5:7]}.{d[:4]}, {t} Uhr"


class Emscher(Base):
    origin = "https://www.emscher-zeitung.test"
    name = "Emscher-Zeitung"
    prefix = "emz"
    language = "de"
    content_type = "text/html;charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "emz",
            [
                ".site-header",
                ".article-body",
                ".teaser-card",
                ".paywall-overlay",
                ".kicker",
                ".site-footer",
                ".trauer-card",
                ".event-row",
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
                "Emscher-Zeitung – Nachrichten aus Gelsenkirchen, Bottrop und Gladbeck",
                "funke-home",
                list=["altstadt", "haushalt", "einbruch", "markt", "kommentar", "tafel", "land", "leser"],
                more="ge2",
            )
        )
        add(
            page(
                "ge",
                "/lokales/gelsenkirchen/",
                "section",
                "Lokales Gelsenkirchen",
                "town-section-front",
                list=["haushalt", "einbruch", "altstadt", "kommentar", "leser"],
                more="ge2",
            )
        )
        add(
            page(
                "ge2",
                "/lokales/gelsenkirchen/?page=2",
                "section",
                "Lokales Gelsenkirchen",
                "town-section-page2",
                list=["tafel", "markt", "land"],
            )
        )
        add(page("tag", "/themen/weihnachtsmarkt/", "tag", "Weihnachtsmarkt", "topic-page", list=["markt", "leser"]))
        add(
            page(
                "author",
                "/autoren/anna-schmidt/",
                "author",
                "Anna Schmidt",
                "author-profile",
                list=["altstadt", "markt"],
                bio="Anna Schmidt ist seit 2017 Redakteurin der Lokalredaktion Gelsenkirchen. Sie schreibt über Stadtentwicklung, Handel und alles, was die Altstadt bewegt.",
            )
        )
        add(
            page(
                "search",
                "/suche/?q=Altstadt",
                "search",
                "Suchergebnisse für „Altstadt“",
                "search-results",
                list=["altstadt", "kommentar", "land"],
            )
        )
        add(
            page(
                "trauer",
                "/trauer/gelsenkirchen/",
                "notices",
                "Traueranzeigen Gelsenkirchen",
                "obituary-portal",
            )
        )
        add(
            page(
                "events",
                "/freizeit/veranstaltungen/gelsenkirchen/",
                "events",
                "Veranstaltungen in Gelsenkirchen",
                "events-listing",
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
                    "## Herausgeber",
                    "Emscher Medien GmbH & Co. KG, Ebertstraße 41, 45879 Gelsenkirchen",
                    "Telefon: 0209 170 00-0, E-Mail: redaktion@emscher-zeitung.test",
                    "Registergericht: Amtsgericht Gelsenkirchen, HRA 4711. Umsatzsteuer-Identifikationsnummer: DE 000 111 222",
                    "## Chefredaktion",
                    "Chefredakteurin: Dr. Karin Vogelsang (verantwortlich im Sinne des § 18 Abs. 2 MStV)",
                    "Stellvertretender Chefredakteur: Ralf Oberhausen",
                    "## Lokalredaktion Gelsenkirchen",
                    "Leitung: Markus Wolff. Redaktion: Jonas Becker, Lisa Hoffmann, Anna Schmidt",
                    "Für unverlangt eingesandte Manuskripte und Fotos wird keine Haftung übernommen.",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz/",
                "policy",
                "Datenschutzerklärung",
                "privacy-policy",
                [
                    "Stand: 1. September 2026",
                    "Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. Nachfolgend informieren wir Sie darüber, welche Daten wir beim Besuch unserer Website erheben und wie wir sie verwenden.",
                    "## Verantwortliche Stelle",
                    "Verantwortlich im Sinne der Datenschutz-Grundverordnung ist die Emscher Medien GmbH & Co. KG, Ebertstraße 41, 45879 Gelsenkirchen. Unseren Datenschutzbeauftragten erreichen Sie unter datenschutz@emscher-zeitung.test.",
                    "## Cookies und Reichweitenmessung",
                    "Wir setzen Cookies ein, um unser Angebot nutzerfreundlich zu gestalten und die Reichweite zu messen. Über die Einstellungen im Consent-Banner können Sie Ihre Einwilligung jederzeit widerrufen.",
                    "## Ihre Rechte",
                    "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten sowie ein Beschwerderecht bei der zuständigen Aufsichtsbehörde.",
                ],
            )
        )

        # the stories
        add(
            story(
                "altstadt",
                "/lokales/gelsenkirchen/article409812345/leerstand-in-der-altstadt-was-haendler-jetzt-fordern.html",
                "Leerstand in der Altstadt: Was Händler jetzt von der Stadt fordern",
                "2026-12-04",
                "2026-12-04T18:30:00+01:00",
                stamp("2026-12-04T18:30:00+01:00"),
                ["Anna Schmidt"],
                [
                    "Gelsenkirchen. Wer an einem Dienstagvormittag über die Bahnhofstraße läuft, braucht nicht lange zu zählen: Zwischen dem Neumarkt und dem Heinrich-König-Platz kleben an elf Schaufenstern Zettel mit der Aufschrift „Zu vermieten“. Nach einer Erhebung der Werbegemeinschaft Altstadt stehen inzwischen 43 von 212 Ladenlokalen leer – so viele wie seit Beginn der Zählung im Jahr 2011 nicht.",
                    "„Wir können nicht mehr nur zuschauen“, sagt Petra Kowalczyk, die seit 19 Jahren ein Schreibwarengeschäft an der Bahnhofstraße führt und dem Vorstand der Werbegemeinschaft angehört. Gemeinsam mit 27 weiteren Geschäftsleuten hat sie ein sechsseitiges Papier verfasst, das am Donnerstag an die Oberbürgermeisterin und an alle Ratsfraktionen verschickt wurde.",
                    "Die Leerstandsquote liegt damit bei gut 20 Prozent. Zum Vergleich: In der Innenstadt von Buer sind es nach Angaben der dortigen Interessengemeinschaft knapp neun Prozent.",
                    "### Parken, Sauberkeit, Sicherheit",
                    "Die Forderungen sind nicht neu, aber so deutlich formuliert wie selten. Die Händler verlangen unter anderem eine kostenlose erste Stunde in den städtischen Parkhäusern, eine tägliche Reinigung der Fußgängerzone statt wie bisher dreimal pro Woche und mehr Präsenz des Kommunalen Ordnungsdienstes in den Abendstunden.",
                    "Besonders der Punkt Sicherheit treibt viele um. „Kundinnen sagen mir ganz offen, dass sie nach 18 Uhr nicht mehr in die Stadt kommen“, berichtet Mehmet Arslan, Inhaber eines Optikergeschäfts am Neumarkt. Er habe seine Öffnungszeiten im Winter bereits um eine Stunde verkürzt, weil sich der späte Nachmittag schlicht nicht mehr lohne.",
                    'RAW:<p class="teaser-inline">&gt;&gt; Auch interessant: Gelsenkirchener Kaufhaus-Gebäude: Investor legt neue Pläne vor +++</p>',
                    "Außerdem schlägt die Werbegemeinschaft vor, dass die Stadt leer stehende Lokale für zwei Jahre selbst anmietet und zu vergünstigten Konditionen an Gründerinnen und Gründer weitergibt. Ähnliche Modelle gibt es bereits in Bochum und Recklinghausen.",
                    "### Stadt verweist auf laufende Programme",
                    "Im Rathaus reagiert man zurückhaltend. Ein Stadtsprecher verwies auf Anfrage auf das Förderprogramm „Zukunft Innenstadt“, über das seit 2024 bereits 14 Ladenlokale neu vermietet worden seien. Eine pauschale Gratis-Parkstunde lehne die Verwaltung ab, weil sie die städtische Parkgesellschaft jährlich rund 380.000 Euro kosten würde.",
                    "Über eine häufigere Reinigung werde man mit dem Entsorgungsbetrieb sprechen, hieß es weiter. Konkrete Zusagen gab es nicht.",
                    "Petra Kowalczyk will sich damit nicht zufriedengeben. Die Werbegemeinschaft hat für den 14. Januar zu einer öffentlichen Versammlung ins Hans-Sachs-Haus eingeladen. „Wir wollen, dass die Politik uns zuhört, bevor noch mehr Läden dichtmachen“, sagt sie. „Die Altstadt ist nicht verloren. Aber die Zeit läuft.“",
                ],
                "plus-overlay-town-leadin",
                section="Gelsenkirchen",
                kicker="Innenstadt",
                dek="Jedes fünfte Ladenlokal in der Gelsenkirchener Altstadt steht leer. Die Werbegemeinschaft legt ein Forderungspapier vor – und die Stadt reagiert zurückhaltend.",
                plus=True,
                article_id="409812345",
                read=4,
            )
        )
        add(
            story(
                "einbruch",
                "/lokales/gelsenkirchen/article409823117/einbruch-in-kiosk-in-buer-polizei-sucht-zeugen.html",
                "Einbruch in Kiosk in Buer: Polizei sucht Zeugen",
                "2026-12-05",
                "2026-12-05T07:45:00+01:00",
                stamp("2026-12-05T07:45:00+01:00"),
                [],
                [
                    "Gelsenkirchen. Unbekannte sind in der Nacht zu Samstag in einen Kiosk an der Horster Straße in Buer eingebrochen. Nach Angaben der Polizei hebelten die Täter gegen 3.15 Uhr die Eingangstür auf und erbeuteten Zigaretten, Rubbellose und das Wechselgeld aus der Kasse.",
                    "Ein Anwohner hatte verdächtige Geräusche gehört und den Notruf gewählt. Als die ersten Streifenwagen eintrafen, waren die Täter bereits geflüchtet. Zeugen beobachteten zwei dunkel gekleidete Personen, die zu Fuß in Richtung Buerer Stadtwald liefen.",
                    "Die Höhe des Schadens steht noch nicht fest. Die Polizei bittet Zeugen, die in der Nacht verdächtige Beobachtungen gemacht haben, sich unter der Rufnummer 0209 365-7999 zu melden.",
                ],
                "police-report-desk-brief",
                section="Gelsenkirchen",
                kicker="Polizeibericht",
                desk="Redaktion Gelsenkirchen",
                article_id="409823117",
                read=1,
            )
        )
        add(
            story(
                "markt",
                "/lokales/gelsenkirchen/article409744902/weihnachtsmarkt-in-buer-neue-eisbahn-lockt-tausende-an.html",
                "Weihnachtsmarkt in Buer: Neue Eisbahn lockt Tausende an",
                "2026-12-01",
                "2026-12-01T16:10:00+01:00",
                stamp("2026-12-01T16:10:00+01:00"),
                ["Anna Schmidt", "Jonas Becker"],
                [
                    "Gelsenkirchen. Kaum hatte Bezirksbürgermeister Heinz-Jürgen Lorenz am Freitagabend den Weihnachtsmarkt in Buer offiziell eröffnet, bildete sich vor dem Kassenhäuschen der neuen Eisbahn eine lange Schlange. Rund 8500 Besucherinnen und Besucher zählten die Veranstalter am ersten Wochenende – etwa ein Viertel mehr als im Vorjahr.",
                    "Die 600 Quadratmeter große Eisfläche auf dem Goldbergplatz ist die wichtigste Neuerung in diesem Jahr. Sie besteht nicht aus echtem Eis, sondern aus Kunststoffplatten, die ohne Kühlaggregat auskommen. „Das spart uns im Vergleich zu einer klassischen Eisbahn rund 90 Prozent Energie“, erklärt Marktleiter Frank Wiesmann von der Interessengemeinschaft Buer.",
                    "FIG: Eisbahn auf dem Goldbergplatz | Dicht an dicht: Am Samstagabend drehten Hunderte ihre Runden auf der neuen Eisbahn. Foto: Jonas Becker / Emscher-Zeitung",
                    "Auch bei den Buden hat sich einiges getan. 62 Stände sind in diesem Jahr dabei, darunter erstmals eine Manufaktur aus Gladbeck, die Christbaumschmuck aus gepresstem Zechenkohlestaub anbietet, und ein Stand mit veganen Reibekuchen.",
                    'RAW:<p class="teaser-inline">&gt;&gt; Auch interessant: Die schönsten Weihnachtsmärkte im Revier – unser Überblick +++</p>',
                    "### Glühwein kostet jetzt vier Euro",
                    "Für Gesprächsstoff sorgen allerdings die Preise. Ein Becher Glühwein kostet an den meisten Ständen inzwischen vier Euro, hinzu kommen drei Euro Pfand. „Vor fünf Jahren habe ich hier noch 2,50 Euro bezahlt“, sagt Besucherin Marion Steinbach aus Resse. Die Schausteller verweisen auf gestiegene Kosten für Strom, Personal und Standmiete.",
                    "Marktleiter Wiesmann kann den Ärger verstehen, hält die Preise aber für angemessen. „Verglichen mit Essen oder Düsseldorf sind wir immer noch günstig“, sagt er. Kinder unter zwölf Jahren können die Eisbahn montags kostenlos nutzen.",
                    "### Öffnungszeiten und Anfahrt",
                    "Der Weihnachtsmarkt ist bis zum 23. Dezember zu folgenden Zeiten geöffnet:",
                    "- Montag bis Donnerstag: 11 bis 20 Uhr",
                    "- Freitag und Samstag: 11 bis 22 Uhr",
                    "- Sonntag: 12 bis 20 Uhr",
                    "- Eisbahn: täglich ab 14 Uhr, am Wochenende ab 11 Uhr",
                    "Die Veranstalter empfehlen die Anreise mit Bus und Bahn. Die Straßenbahnlinie 301 hält direkt am Goldbergplatz. Das Parkhaus am Rathaus Buer ist an den Adventssamstagen bis 23 Uhr geöffnet.",
                ],
                "two-authors-list-teaser-lines",
                section="Gelsenkirchen",
                kicker="Advent",
                dek="Zum ersten Mal gibt es auf dem Goldbergplatz eine Eisbahn. Die Schausteller sind nach dem Auftaktwochenende zufrieden – nur die Preise sorgen für Diskussionen.",
                tag=True,
                article_id="409744902",
                read=3,
            )
        )
        add(
            story(
                "haushalt",
                "/lokales/gelsenkirchen/article409829580/nach-marathonsitzung-rat-beschliesst-haushalt-mit-hoeherer-grundsteuer.html",
                "Nach Marathonsitzung: Rat beschließt Haushalt mit höherer Grundsteuer",
                "2026-12-05",
                "2026-12-04T23:20:00Z",
                stamp("2026-12-05T00:20:00+01:00"),
                ["Markus Wolff"],
                [
                    "Gelsenkirchen. Es war kurz vor Mitternacht, als Kämmerer Thomas Reinartz im Ratssaal des Hans-Sachs-Hauses sichtlich erleichtert die Abstimmungsergebnisse notierte. Mit 38 zu 27 Stimmen hat der Rat der Stadt am Freitagabend den Haushalt für das Jahr 2027 verabschiedet. Die Stimmen kamen aus den Reihen von SPD und CDU, die Opposition stimmte geschlossen dagegen.",
                    "Das Zahlenwerk sieht Ausgaben von rund 1,42 Milliarden Euro vor. Dem stehen Erträge von 1,36 Milliarden Euro gegenüber. Das Defizit von 61 Millionen Euro soll zum großen Teil aus der Ausgleichsrücklage gedeckt werden, die damit nahezu aufgebraucht ist.",
                    "### Grundsteuer steigt um 90 Punkte",
                    "Am heftigsten umstritten war die Anhebung des Hebesatzes der Grundsteuer B von 825 auf 915 Prozentpunkte. Für den Eigentümer eines durchschnittlichen Einfamilienhauses bedeutet das nach Berechnungen der Verwaltung Mehrkosten von etwa 85 Euro im Jahr. Da die Grundsteuer auf die Nebenkosten umgelegt werden kann, trifft die Erhöhung auch Mieterinnen und Mieter.",
                    "„Wir haben uns diese Entscheidung nicht leicht gemacht“, sagte der SPD-Fraktionsvorsitzende Dirk Hansmeier. Ohne die Erhöhung drohe der Stadt ein Haushaltssicherungskonzept, das Kürzungen bei Bädern, Bibliotheken und Jugendzentren erzwingen würde. „Das wollen wir den Menschen in dieser Stadt nicht zumuten.“",
                    "Die Opposition sah das anders. Grünen-Ratsfrau Svenja Klatt warf der Mehrheit vor, sich „auf Kosten der Mieter“ Luft zu verschaffen, statt endlich die Strukturen der Verwaltung anzugehen. Die FDP-Gruppe beantragte vergeblich, die Erhöhung auf zwei Jahre zu strecken.",
                    "### Appell an Land und Bund",
                    "Einig waren sich alle Fraktionen in einem Punkt: Ohne Hilfe von außen wird Gelsenkirchen seine Altschulden von mehr als 700 Millionen Euro nicht abbauen können. In einer gemeinsamen Resolution fordert der Rat Land und Bund auf, die seit Jahren angekündigte Altschuldenlösung nicht weiter zu verschieben.",
                    "Der Haushalt muss nun noch von der Bezirksregierung Münster genehmigt werden. Kämmerer Reinartz rechnet mit einer Entscheidung im Februar.",
                ],
                "utc-jsonld-crosses-midnight",
                section="Gelsenkirchen",
                kicker="Stadtfinanzen",
                dek="Mehr als sieben Stunden hat der Rat debattiert. Am Ende steht ein Haushalt mit einem Defizit von 61 Millionen Euro – und eine Steuererhöhung für Hauseigentümer.",
                article_id="409829580",
                read=3,
            )
        )
        add(
            story(
                "kommentar",
                "/lokales/gelsenkirchen/article409815033/die-altstadt-braucht-mut-statt-pop-up-laeden.html",
                "Die Altstadt braucht Mut statt Pop-up-Läden",
                "2026-12-04",
                "2026-12-04T19:05:00+01:00",
                stamp("2026-12-04T19:05:00+01:00"),
                ["Jonas Becker"],
                [
                    "Gelsenkirchen. Man muss der Werbegemeinschaft Altstadt dankbar sein. Ihr [[altstadt|Forderungspapier]] ist kein Jammerbrief, sondern eine nüchterne Bestandsaufnahme – und es stellt die Frage, die sich Politik und Verwaltung seit Jahren nicht ehrlich stellen wollen: Was soll die Gelsenkirchener Innenstadt in zehn Jahren eigentlich sein?",
                    "Die Antwort der Stadt lautet bisher: ein bisschen von allem. Ein Förderprogramm hier, ein Pop-up-Store dort, ein Stadtfest im Sommer. Das ist nicht nichts. Aber es reicht offensichtlich nicht, wenn mehr als 40 Ladenlokale leer stehen und Kundinnen sich abends nicht mehr in die Fußgängerzone trauen.",
                    "Denn eines zeigt die Erhebung der Händler deutlich: Der Leerstand ist kein Naturereignis. Er hat mit Mieten zu tun, die manche Eigentümer lieber nicht senken, mit Parkgebühren, mit Schmutz und mit dem Gefühl, abends nicht mehr sicher zu sein. Vieles davon lässt sich politisch beeinflussen – wenn man es denn will.",
                    "Dabei liegen die Ideen auf dem Tisch. Andere Revierstädte haben vorgemacht, wie man Leerstand gezielt aufkauft, Erdgeschosse in Wohnungen, Praxen oder Werkstätten umwandelt und so wieder Leben in die Straßen bringt. Das kostet Geld, ja. Aber es kostet auch Geld, nichts zu tun – nur taucht diese Rechnung in keinem Haushaltsplan auf.",
                    "Richtig ist auch: Die Händler sind nicht nur Opfer. Wer samstags um 14 Uhr schließt und keinen Onlineshop hat, darf sich über ausbleibende Kundschaft nicht wundern. Eine lebendige Altstadt entsteht nur, wenn alle etwas dazu beitragen.",
                    "Trotzdem liegt der Ball jetzt im Rathaus. Die Versammlung im Januar ist eine Chance. Die Oberbürgermeisterin sollte sie nutzen – nicht mit Verweisen auf laufende Programme, sondern mit einem Plan, der über das nächste Stadtfest hinausreicht.",
                ],
                "opinion-comment",
                section="Gelsenkirchen",
                kicker="Kommentar",
                dek="Die Händler haben ihre Forderungen vorgelegt. Jetzt muss die Stadt zeigen, dass sie mehr kann als Förderprogramme verwalten.",
                opinion=True,
                article_id="409815033",
                read=2,
            )
        )
        add(
            story(
                "tafel",
                "/lokales/gelsenkirchen/article409790216/tafel-chefin-so-viele-menschen-wie-jetzt-hatten-wir-noch-nie.html",
                "Tafel-Chefin: „So viele Menschen wie jetzt hatten wir noch nie“",
                "2026-12-03",
                "2026-12-03T06:00:00+01:00",
                stamp("2026-12-03T06:00:00+01:00"),
                ["Lisa Hoffmann"],
                [
                    "Gelsenkirchen. Jeden Dienstag und Freitag öffnet die Tafel an der Wanner Straße ihre Türen. Inzwischen stehen die Menschen schon eine Stunde vorher Schlange. Gabriele Nowak, Vorsitzende des Vereins, erklärt im Gespräch, warum die Lage so angespannt ist wie nie.",
                    "Q: Frau Nowak, wie viele Menschen versorgt die Tafel derzeit? || Wir haben im Moment rund 2900 registrierte Haushalte. Vor drei Jahren waren es knapp 1800. Dahinter stehen mehr als 6000 Menschen, fast ein Drittel davon Kinder. Das sind Zahlen, die mich wirklich erschrecken.",
                    "Q: Wer kommt zu Ihnen? || Längst nicht mehr nur Menschen, die Bürgergeld beziehen. Wir haben Rentnerinnen, die 40 Jahre gearbeitet haben und mit ihrer Rente nicht mehr über den Monat kommen. Wir haben Familien, in denen beide Eltern arbeiten. Und wir haben viele Studierende. Die Scham ist bei vielen groß, gerade beim ersten Besuch.",
                    "Q: Reichen die Lebensmittel für alle? || Nein, und das ist das eigentliche Problem. Die Supermärkte kalkulieren heute viel genauer, es bleibt weniger übrig. Gleichzeitig kommen mehr Menschen. Wir mussten die Ausgabe deshalb rationieren: Jeder Haushalt kann nur noch einmal pro Woche kommen, früher war es zweimal.",
                    "FIG: Gabriele Nowak in der Ausgabestelle | Gabriele Nowak leitet die Tafel seit 2011. Foto: Lisa Hoffmann / Emscher-Zeitung",
                    "Q: Wie sieht es bei den Ehrenamtlichen aus? || Wir haben 85 Aktive, die meisten sind über 65. Uns fehlen vor allem Fahrerinnen und Fahrer, die morgens die Waren bei den Märkten abholen. Wer einen Führerschein hat und zwei Vormittage im Monat Zeit, ist bei uns herzlich willkommen.",
                    "Q: Zu Weihnachten gibt es wieder eine Sonderaktion. Was ist geplant? || Wir packen gemeinsam mit Schulen und Kirchengemeinden rund 1200 Weihnachtstüten mit haltbaren Lebensmitteln und einer kleinen Überraschung für die Kinder. Wer mitmachen möchte, kann bis zum 18. Dezember Spenden in unserer Ausgabestelle abgeben. Gebraucht werden vor allem Kaffee, Öl, Nudeln und Konserven.",
                    "Q: Was wünschen Sie sich von der Politik? || Dass man uns nicht als selbstverständlich betrachtet. Die Tafeln sind entstanden, um Lebensmittel zu retten, nicht um den Sozialstaat zu ersetzen. Wenn in einem reichen Land Tausende Menschen auf gespendete Lebensmittel angewiesen sind, dann läuft etwas grundsätzlich falsch.",
                ],
                "plus-interview-qa",
                section="Gelsenkirchen",
                kicker="Interview",
                dek="Seit 22 Jahren engagiert sich Gabriele Nowak bei der Gelsenkirchener Tafel. Im Interview spricht sie über lange Schlangen, fehlende Spenden und die Weihnachtsaktion.",
                plus=True,
                article_id="409790216",
                read=4,
            )
        )
        add(
            story(
                "land",
                "/region/article409817764/land-will-innenstaedte-im-revier-mit-50-millionen-euro-staerken.html",
                "Land will Innenstädte im Revier mit 50 Millionen Euro stärken",
                "2026-12-04",
                "2026-12-04T14:22:00+01:00",
                stamp("2026-12-04T14:22:00+01:00"),
                [],
                [
                    "Düsseldorf. Die nordrhein-westfälische Landesregierung will Städten im Ruhrgebiet im Kampf gegen leer stehende Geschäfte stärker unter die Arme greifen. Ein neues Förderprogramm mit einem Volumen von 50 Millionen Euro solle Anfang 2027 starten, kündigte das Bauministerium am Freitag in Düsseldorf an.",
                    "Mit dem Geld können Kommunen unter anderem leer stehende Ladenlokale anmieten und vergünstigt an Existenzgründer weitervermieten. Auch der Umbau von Erdgeschossflächen in Wohnungen, Arztpraxen oder Kitas soll gefördert werden. Die Städte müssen einen Eigenanteil von zehn Prozent tragen.",
                    "Nach Angaben des Ministeriums haben sich die Leerstände in vielen Innenstädten des Ruhrgebiets seit 2019 nahezu verdoppelt. Besonders betroffen seien kleinere Zentren und Stadtteillagen, in denen große Filialisten ihre Standorte aufgegeben hätten.",
                    "Vertreter des Einzelhandels begrüßten das Programm grundsätzlich, mahnten aber schnelle und unbürokratische Verfahren an. „Wenn die Anträge erst nach zwei Jahren bewilligt werden, ist es für viele Geschäfte zu spät“, sagte ein Sprecher des regionalen Handelsverbands. Die Opposition im Landtag nannte die Summe angesichts der Probleme „einen Tropfen auf den heißen Stein“.",
                    "Anträge sollen ab Februar bei den Bezirksregierungen gestellt werden können. Gefördert werden Projekte mit einer Laufzeit von bis zu drei Jahren. Kommunen, die bereits ein Innenstadtkonzept beschlossen haben, sollen nach Angaben des Ministeriums bevorzugt berücksichtigt werden.",
                    "„Innenstädte sind mehr als Einkaufsorte. Sie sind Treffpunkte und die Visitenkarten ihrer Städte“, sagte eine Sprecherin des Ministeriums. Man wolle verhindern, dass ganze Straßenzüge veröden.",
                    "Gelsenkirchen hatte bereits in der Vergangenheit Mittel aus einem ähnlichen Landesprogramm erhalten. Ob und in welcher Höhe die Stadt von dem neuen Topf profitiert, ist noch offen.",
                ],
                "agency-dpa-no-person",
                section="Region",
                kicker="NRW",
                desk="dpa",
                ld_org="dpa",
                article_id="409817764",
                read=2,
            )
        )
        add(
            story(
                "leser",
                "/lokales/gelsenkirchen/article409826401/was-unsere-leser-zum-weihnachtsmarkt-in-buer-sagen.html",
                "Was unsere Leser zum Weihnachtsmarkt in Buer sagen",
                "2026-12-05",
                None,
                stamp("2026-12-05T06:00:00+01:00"),
                [],
                [
                    "Gelsenkirchen. Unser [[markt|Bericht über den Weihnachtsmarkt in Buer]] und die gestiegenen Preise hat viele Reaktionen ausgelöst. Eine Auswahl der Zuschriften:",
                    "### Tradition hat ihren Preis",
                    "Ich gehe seit meiner Kindheit auf den Weihnachtsmarkt in Buer, und natürlich ist dort alles teurer geworden. Aber das gilt doch für jeden Supermarkt auch. Die Schausteller müssen von irgendetwas leben, und die neue Eisbahn ist ein echter Gewinn für die Kinder im Stadtteil. Wer nur auf den Preis schaut, sollte zu Hause bleiben und Glühwein aus dem Tetrapak trinken.",
                    "Klaus Meier, Gelsenkirchen-Buer",
                    "### Für Familien kaum noch bezahlbar",
                    "Wir waren am Samstag mit unseren drei Kindern auf dem Markt. Zweimal Glühwein, dreimal Kinderpunsch, eine Runde Eisbahn und für jeden eine Bratwurst – am Ende waren fast 60 Euro weg. Das können sich viele Familien in dieser Stadt schlicht nicht leisten. Warum gibt es nicht wenigstens einen Familientag mit günstigeren Preisen?",
                    "Sandra Kühn, Gelsenkirchen-Resse",
                    "### Lob für die Eisbahn",
                    "Endlich traut man sich in Buer mal etwas Neues. Die Kunststoffeisbahn ist eine gute Idee, weil sie kaum Energie verbraucht. Ich würde mir wünschen, dass der Markt auch bei der Beleuchtung diesen Weg geht und konsequent auf LED setzt. Und bitte mehr Sitzplätze für Ältere!",
                    "Horst Wienold, Gelsenkirchen-Scholven",
                    "### Wo soll man parken?",
                    "Schöne Eisbahn, schöne Buden – aber wo soll man eigentlich parken? Wir haben am Sonntag eine halbe Stunde lang einen Parkplatz gesucht und sind am Ende unverrichteter Dinge wieder nach Hause gefahren. Nicht jeder kann mit der Straßenbahn kommen, gerade ältere Menschen aus den Randbezirken nicht. Hier muss die Stadt dringend nachbessern, zum Beispiel mit einem Pendelbus.",
                    "Brigitte Sobczak, Gelsenkirchen-Hassel",
                    "NOTE: Leserbriefe geben nicht die Meinung der Redaktion wieder. Die Redaktion behält sich Kürzungen vor. Zuschriften bitte mit vollständiger Anschrift an leserbriefe@emscher-zeitung.test.",
                ],
                "letters-page-no-jsonld",
                section="Gelsenkirchen",
                kicker="Leserbriefe",
                tag=True,
                nold=True,
                article_id="409826401",
                read=2,
            )
        )

    # ------------------------------------------------------------------ templates
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        metas = [
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{self.name}">',
            '<meta property="og:locale" content="de_DE">',
            '<meta name="twitter:card" content="summary_large_image">',
        ]
        if doc.is_article:
            lede = doc.dek or self.lede(doc)
            metas += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.extra.get("kicker", ""))}: {esc(doc.title)}">',
                f'<meta property="og:description" content="{esc(lede)}">',
                f'<meta name="description" content="{esc(lede)}">',
                f'<meta property="og:image" content="https://img.emscher-zeitung.test/img/{doc.extra["article_id"]}/crop/16x9/1200.jpg">',
                f'<meta name="news_keywords" content="{esc(doc.section)}, {esc(doc.extra.get("kicker", ""))}">',
            ]
            if doc.authors:
                metas.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
            else:
                metas.append(f'<meta name="author" content="{esc(doc.extra.get("desk", self.name))}">')
            if doc.iso:
                metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if not doc.extra.get("nold"):
                ld: dict = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "description": lede,
                    "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "image": [f"https://img.emscher-zeitung.test/img/{doc.extra['article_id']}/crop/16x9/1200.jpg"],
                    "publisher": {
                        "@type": "NewsMediaOrganization",
                        "name": self.name,
                        "logo": {"@type": "ImageObject", "url": "https://www.emscher-zeitung.test/assets/logo-ez.png"},
                    },
                    "isAccessibleForFree": not doc.extra.get("plus"),
                    "articleSection": doc.section,
                }
                if doc.authors:
                    ld["author"] = [
                        {"@type": "Person", "name": a, "url": f"{self.origin}/autoren/{AUTHOR_SLUG[a]}/"}
                        for a in doc.authors
                    ]
                else:
                    ld["author"] = {"@type": "Organization", "name": doc.extra.get("ld_org", self.name)}
                if doc.extra.get("plus"):
                    ld["hasPart"] = {
                        "@type": "WebPageElement",
                        "isAccessibleForFree": False,
                        "cssSelector": ".article-body",
                    }
                metas.append(ld_script(ld))
        else:
            metas += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta name="description" content="{esc(doc.title)} – aktuelle Nachrichten, Bilder und Videos der Emscher-Zeitung.">',
            ]
            if doc.kind in ("search",):
                metas.append('<meta name="robots" content="noindex, follow">')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        nav_items = [
            ("home", "Startseite"),
            ("ge", "Gelsenkirchen"),
            ("/lokales/bottrop/", "Bottrop"),
            ("/lokales/gladbeck/", "Gladbeck"),
            ("/sport/lokalsport/", "Lokalsport"),
            ("events", "Freizeit"),
            ("trauer", "Trauer"),
            ("https://abo.emscher-zeitung.test/plus/", "EZ Plus"),
        ]
        nav = "\n".join(f'<li class="nav__item">{self.a(k, t, "nav", NAV_LINK)}</li>' for k, t in nav_items)
        most = "\n".join(
            f'<li class="most-read__item"><span class="most-read__rank">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(
                [k for k in ("haushalt", "altstadt", "einbruch", "markt", "tafel", "land") if k != doc.key][:5], 1
            )
        )
        title = f"{doc.title} | Emscher-Zeitung" if doc.key != "home" else doc.title
        if doc.is_article:
            title = f"{doc.section}: {doc.title} - Emscher-Zeitung"
        page_type = "article" if doc.is_article else doc.kind
        paywall = "plus" if doc.extra.get("plus") else "free"
        body_cls = "page page--article" if doc.is_article else f"page page--{doc.kind}"
        return f"""<!DOCTYPE html>
<html lang="de" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<meta name="robots" content="index, follow, max-image-preview:large">
{self.head(doc)}
<link rel="preconnect" href="https://img.emscher-zeitung.test">
<link rel="stylesheet" href="/assets/css/main.7c3e91a.css">
<link rel="alternate" type="application/rss+xml" title="Emscher-Zeitung Gelsenkirchen" href="/lokales/gelsenkirchen/rss">
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{page_type}","paywall":"{paywall}","ressort":"{esc(doc.section or doc.kind)}","cms":"escenic"}});</script>
<script async src="https://cdn.consent.emscher-zeitung.test/cmp/v2/loader.js"></script>
<style>/*PAD*/</style>
</head>
<body class="{body_cls}">
<a class="skip-link" href="#main">Zum Inhalt springen</a>
<div class="ad ad--superbanner" id="ad-superbanner" data-ad-slot="superbanner"></div>
<header class="site-header">
<div class="site-header__top"><span class="site-header__date">Samstag, 5. Dezember 2026</span> <a class="site-header__login" href="https://login.emscher-zeitung.test/?redirect=/">Anmelden</a> <a class="site-header__abo" href="https://abo.emscher-zeitung.test/plus/">Jetzt abonnieren</a></div>
<div class="site-header__logo">{self.a("home", "Emscher-Zeitung", "nav", 'class="logo" title="Emscher-Zeitung – Startseite"')}</div>
<nav class="nav" aria-label="Hauptnavigation"><ul class="nav__list">
{nav}
</ul>
<form class="nav__search" action="/suche/" method="get"><input type="search" name="q" placeholder="Suchbegriff eingeben" aria-label="Suche"><button type="submit">Suchen</button></form>
{self.a("search", "Suche", "nav", 'class="nav__search-link"')}
</nav>
</header>
<main id="main" class="main">
{main}
</main>
<aside class="most-read" aria-label="Meistgelesen">
<h2 class="most-read__title">Meistgelesen in Gelsenkirchen</h2>
<ol class="most-read__list">
{most}
</ol>
</aside>
<footer class="site-footer">
<div class="site-footer__cols">
<div class="site-footer__col"><h3>Lokales</h3><ul><li>{self.a("ge", "Gelsenkirchen", "footer")}</li><li><a href="/lokales/bottrop/">Bottrop</a></li><li><a href="/lokales/gladbeck/">Gladbeck</a></li><li><a href="/lokales/herten/">Herten</a></li></ul></div>
<div class="site-footer__col"><h3>Service</h3><ul><li>{self.a("trauer", "Traueranzeigen", "footer")}</li><li>{self.a("events", "Veranstaltungen", "footer")}</li><li><a href="/newsletter/">Newsletter</a></li><li><a href="/e-paper/">E-Paper</a></li></ul></div>
<div class="site-footer__col"><h3>Verlag</h3><ul><li>{self.a("impressum", "Impressum", "footer")}</li><li>{self.a("datenschutz", "Datenschutz", "footer")}</li><li><a href="/agb/">AGB</a></li><li><a href="/kontakt/">Kontakt</a></li><li><a href="#" onclick="__cmp('showScreen');return false;">Cookie-Einstellungen</a></li></ul></div>
<div class="site-footer__col"><h3>Folgen Sie uns</h3><ul><li><a href="https://www.facebook.com/emscherzeitung" rel="noopener">Facebook</a></li><li><a href="https://www.instagram.com/emscherzeitung" rel="noopener">Instagram</a></li><li><a href="https://www.whatsapp.com/channel/emscherzeitung" rel="noopener">WhatsApp-Kanal</a></li></ul></div>
</div>
<p class="site-footer__copy">© Emscher Medien GmbH &amp; Co. KG 2026 – Alle Rechte vorbehalten</p>
</footer>
<div id="cmp-banner" class="cmp" role="dialog" aria-label="Datenschutz-Einstellungen" hidden>
<p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren und die Zugriffe auf unsere Website zu analysieren. Mit Klick auf „Alle akzeptieren“ willigen Sie ein. Sie können Ihre Einwilligung jederzeit in den Cookie-Einstellungen widerrufen.</p>
<button class="cmp__accept">Alle akzeptieren</button> <button class="cmp__settings">Einstellungen</button> <a href="/pur-abo/">Werbefrei lesen mit Pur-Abo</a>
</div>
<script src="/assets/js/app.3b8f02.js" defer></script>
<script>var iam_data={{"st":"emz","cp":"{esc(doc.section or doc.kind)}","sv":"ke"}};</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.authors:
            names = [
                self.a("author", a, "byline", 'class="author__link"') if a == "Anna Schmidt" else esc(a)
                for a in doc.authors
            ]
            return f'<p rel="author" class="author">Von {" und ".join(names)}</p>'
        return f'<p rel="author" class="author author--desk">{esc(doc.extra.get("desk", ""))}</p>'

    def story_main(self, doc: Doc) -> str:
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="article-body__figure"><img src="https://img.emscher-zeitung.test/img/{doc.extra["article_id"]}/crop/4x3/800.jpg" alt="{esc(alt)}" loading="lazy"><figcaption class="article-body__caption">{esc(cap)}</figcaption></figure>'
            ),
        )
        if doc.extra.get("plus"):
            # the whole text is served; the overlay is laid over it after the second paragraph
            parts = body.split("\n", 2)
            overlay = """<div class="paywall-overlay" data-nosnippet>
<p class="paywall-overlay__title">Weiterlesen mit EZ Plus</p>
<p>Sie haben bereits ein Abo? <a href="https://login.emscher-zeitung.test/">Hier anmelden</a></p>
<p>Jetzt 1 Monat für 0,99 € testen – danach 9,99 € monatlich, jederzeit kündbar.</p>
<a class="paywall-overlay__cta" href="https://abo.emscher-zeitung.test/plus/?source=paywall">Jetzt testen</a>
</div>"""
            body = "\n".join([*parts[:2], overlay, *parts[2:]])
        plus = '<span class="badge badge--plus" title="EZ Plus">Plus</span> ' if doc.extra.get("plus") else ""
        tags = ""
        if doc.extra.get("tag"):
            tags = f'<div class="article-topics"><span>Mehr lesen über</span> {self.a("tag", "Weihnachtsmarkt", "content", TOPIC_ATTR)} <a href="/themen/buer/">Buer</a></div>'
        else:
            tags = f'<div class="article-topics"><span>Mehr lesen über</span> <a href="/themen/{esc(doc.section.lower())}/">{esc(doc.section)}</a></div>'
        rel_keys = [k for k in ARTS if k != doc.key][:4]
        related = "\n".join(
            f'<li class="teaser teaser--small">{self.a(k, self.docs[k].title, "related")}</li>' for k in rel_keys
        )
        opinion_note = (
            '<p class="article-body__disclaimer" data-nosnippet>Kommentare geben die Meinung des Autors wieder.</p>'
            if doc.extra.get("opinion")
            else ""
        )
        comments = (
            '<section class="comments" id="kommentare"><h2>Kommentare</h2><p>Um zu kommentieren, melden Sie sich bitte an.</p><div id="comments-root" data-thread="ez-'
            + doc.extra["article_id"]
            + '"></div></section>'
            if doc.extra.get("plus") or doc.extra.get("opinion")
            else ""
        )
        section_link = (
            self.a("ge", "Gelsenkirchen", "breadcrumb")
            if doc.section == "Gelsenkirchen"
            else '<a href="/region/">Region</a>'
        )
        return f"""<nav class="breadcrumb" aria-label="Brotkrumen">{self.a("home", "Startseite", "breadcrumb")} › {section_link}</nav>
<article class="article{" article--premium" if doc.extra.get("plus") else ""}" data-article-id="{doc.extra["article_id"]}">
<header class="article__header">
<p class="kicker">{plus}<span class="kicker__text">{esc(doc.extra.get("kicker", ""))}</span></p>
<h1 class="article__headline">{esc(doc.title)}</h1>
{f'<p class="article__intro">{esc(doc.dek)}</p>' if doc.dek else ""}
<div class="article__meta">{f'<time datetime="{doc.iso}">{doc.stamp}</time>' if doc.iso else f"<time>{doc.stamp}</time>"} <span class="article__readtime">Lesedauer: {doc.extra["read"]} Minute{"n" if doc.extra["read"] > 1 else ""}</span></div>
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}" rel="noopener">Teilen</a> <a href="https://wa.me/?text={esc(self.url(doc.key))}" rel="noopener">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">E-Mail</a> <button class="share__bookmark">Merken</button></div>
</header>
<div class="article-body">
{self.byline(doc)}
{body}
{opinion_note}
</div>
{tags}
</article>
<section class="related"><h2 class="related__title">Weitere Nachrichten aus Gelsenkirchen</h2><ul>
{related}
</ul></section>
{comments}"""

    def teaser(self, k: str, zone: str = "content") -> str:
        d = self.docs[k]
        plus = '<span class="badge badge--plus">Plus</span>' if d.extra.get("plus") else ""
        return f"""<article class="teaser-card">
<a class="teaser-card__image" href="{esc(self.href(k))}" tabindex="-1" aria-hidden="true"><img src="https://img.emscher-zeitung.test/img/{d.extra["article_id"]}/crop/16x9/400.jpg" alt="" loading="lazy"></a>
<p class="kicker">{plus}<span class="kicker__text">{esc(d.extra.get("kicker", ""))}</span></p>
<h3 class="teaser-card__title">{self.a(k, d.title, zone)}</h3>
<p class="teaser-card__text">{esc(d.dek or self.lede(d))}</p>
<time class="teaser-card__time">{d.stamp}</time>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.teaser(k) for k in doc.extra["list"])
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = (
                '<h1 class="visually-hidden">Emscher-Zeitung – Nachrichten aus Gelsenkirchen, Bottrop und Gladbeck</h1>'
            )
            extra = f"""<section class="home-box"><h2>Service</h2><ul>
<li>{self.a("events", "Was ist los in Gelsenkirchen? Alle Termine", "content")}</li>
<li>{self.a("trauer", "Traueranzeigen aus Gelsenkirchen", "content")}</li>
<li>{self.a("tag", "Alles zum Thema Weihnachtsmarkt", "content")}</li>
<li>{self.a("author", "Anna Schmidt: Texte aus der Altstadt", "content")}</li>
<li>{self.a("ge", "Alle Nachrichten aus Gelsenkirchen", "content")}</li>
</ul></section>"""
        elif doc.kind == "author":
            head = f'<header class="author-profile"><img src="https://img.emscher-zeitung.test/autoren/anna-schmidt.jpg" alt="Anna Schmidt" class="author-profile__img"><h1 class="page-title">{esc(doc.title)}</h1><p class="author-profile__role">Redakteurin, Lokalredaktion Gelsenkirchen</p><p class="author-profile__bio">{esc(doc.extra["bio"])}</p><p><a href="mailto:anna.schmidt@emscher-zeitung.test">E-Mail an Anna Schmidt</a></p></header><h2>Artikel von Anna Schmidt</h2>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/suche/" class="search-form"><input type="search" name="q" value="Altstadt"><button>Suchen</button></form><p class="search-count">{len(doc.extra["list"])} Treffer, sortiert nach Relevanz</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="page-title">Thema: {esc(doc.title)}</h1><p class="topic-intro">Alle Artikel, Bilder und Videos zum Thema Weihnachtsmarkt.</p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination" aria-label="Seiten"><span class="pagination__current">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Weitere Artikel laden", "pagination", NEXT_ATTR)}</nav>'
        elif doc.key == "ge2":
            pager = f'<nav class="pagination" aria-label="Seiten">{self.a("ge", "1", "pagination")} <span class="pagination__current">2</span></nav>'
        return f"""<div class="listing listing--{doc.kind}">
{head}
<div class="teaser-grid">
{cards}
</div>
{pager}
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "notices":
            rows = [
                ("Hildegard Brinkmann", "geb. Sauer", "* 12. März 1934", "† 28. November 2026", "Gelsenkirchen-Buer"),
                ("Werner Kolbe", "", "* 3. Juli 1941", "† 29. November 2026", "Gelsenkirchen-Erle"),
                ("Ursula Piontek", "geb. Lehmann", "* 19. Januar 1938", "† 30. November 2026", "Gelsenkirchen-Horst"),
                ("Dieter Schwarzkopf", "", "* 8. Oktober 1950", "† 30. November 2026", "Gelsenkirchen-Schalke"),
                ("Erika Wojciechowski", "geb. Hahn", "* 24. Mai 1929", "† 1. Dezember 2026", "Gelsenkirchen-Resse"),
                ("Günter Hülsmann", "", "* 2. Februar 1945", "† 1. Dezember 2026", "Gelsenkirchen-Beckhausen"),
                ("Margret Terhorst", "geb. Vogt", "* 15. August 1936", "† 2. Dezember 2026", "Gelsenkirchen-Ückendorf"),
                ("Heinz-Peter Rosenbaum", "", "* 11. April 1948", "† 2. Dezember 2026", "Gelsenkirchen-Hassel"),
                (
                    "Elfriede Schmitz",
                    "geb. Nowak",
                    "* 6. Dezember 1931",
                    "† 3. Dezember 2026",
                    "Gelsenkirchen-Rotthausen",
                ),
                ("Karl-Heinz Dombrowski", "", "* 27. September 1939", "† 3. Dezember 2026", "Gelsenkirchen-Bismarck"),
            ]
            cards = "\n".join(
                f'<div class="trauer-card"><a href="https://trauer.emscher-zeitung.test/traueranzeige/{esc(n.lower().replace(" ", "-"))}" class="trauer-card__link"><span class="trauer-card__name">{esc(n)}</span> <span class="trauer-card__birthname">{esc(b)}</span><span class="trauer-card__dates">{esc(born)} {esc(died)}</span><span class="trauer-card__place">{esc(place)}</span></a><a class="trauer-card__candle" href="https://trauer.emscher-zeitung.test/kerze-anzuenden/">Kerze anzünden</a></div>'
                for n, b, born, died, place in rows
            )
            return f"""<div class="trauer-portal">
<h1 class="page-title">{esc(doc.title)}</h1>
<p class="trauer-portal__intro">Hier finden Sie die aktuellen Traueranzeigen aus der Emscher-Zeitung. Zünden Sie eine Kerze an oder schreiben Sie einen Eintrag ins Kondolenzbuch.</p>
<form class="trauer-search" action="https://trauer.emscher-zeitung.test/suche/"><label>Name <input name="name"></label><label>Ort <select name="ort"><option>Gelsenkirchen</option><option>Bottrop</option><option>Gladbeck</option></select></label><button>Anzeigen suchen</button></form>
<div class="trauer-list">
{cards}
</div>
<p class="trauer-portal__cta"><a href="https://trauer.emscher-zeitung.test/anzeige-aufgeben/">Traueranzeige aufgeben</a> · <a href="https://trauer.emscher-zeitung.test/bestatter/">Bestatter in Ihrer Nähe</a> · <a href="https://trauer.emscher-zeitung.test/ratgeber/">Ratgeber Trauerfall</a></p>
</div>"""
        if doc.kind == "events":
            events = [
                ("Sa, 05.12.", "11:00", "Weihnachtsmarkt Buer mit Eisbahn", "Goldbergplatz, Buer", "Markt"),
                ("Sa, 05.12.", "19:30", "„Der Nussknacker“ – Ballett", "Musiktheater im Revier", "Bühne"),
                ("So, 06.12.", "11:00", "Nikolausmarkt im Schloss Horst", "Schloss Horst", "Markt"),
                ("So, 06.12.", "15:00", "Adventskonzert des Bergmannschors", "Propsteikirche St. Urbanus", "Konzert"),
                (
                    "Mo, 07.12.",
                    "18:00",
                    "Vortrag: Zechensiedlungen im Wandel",
                    "Stadtbibliothek, Ebertstraße",
                    "Vortrag",
                ),
                ("Di, 08.12.", "20:00", "Kabarett: „Pott mit Deckel“", "Kaue Gelsenkirchen", "Kabarett"),
                ("Mi, 09.12.", "16:00", "Lesestunde für Kinder ab 4", "Stadtteilbibliothek Buer", "Kinder"),
                ("Do, 10.12.", "19:00", "Jazz im Foyer: Ruhrtrio", "Hans-Sachs-Haus", "Konzert"),
                ("Fr, 11.12.", "18:30", "Lichterfahrt mit dem Fahrrad", "Start: Nordsternpark", "Freizeit"),
                ("Sa, 12.12.", "10:00", "Repair-Café", "Evangelisches Gemeindehaus Erle", "Freizeit"),
                ("Sa, 12.12.", "20:00", "Weihnachts-Gala der Tanzschule", "Emscher-Lippe-Halle", "Bühne"),
            ]
            rows = "\n".join(
                f'<tr class="event-row"><td class="event-row__date">{d}</td><td class="event-row__time">{t} Uhr</td><td class="event-row__title"><a href="/freizeit/veranstaltungen/gelsenkirchen/termin-{i}/">{esc(title)}</a></td><td class="event-row__place">{esc(place)}</td><td class="event-row__cat">{cat}</td></tr>'
                for i, (d, t, title, place, cat) in enumerate(events, 7001)
            )
            return f"""<div class="events">
<h1 class="page-title">{esc(doc.title)}</h1>
<form class="events-filter" action="/freizeit/veranstaltungen/gelsenkirchen/"><label>Datum <input type="date" name="von" value="2026-12-05"></label><label>Kategorie <select name="kat"><option>Alle</option><option>Konzert</option><option>Bühne</option><option>Markt</option><option>Kinder</option></select></label><button>Filtern</button></form>
<table class="events-table"><thead><tr><th>Datum</th><th>Uhrzeit</th><th>Veranstaltung</th><th>Ort</th><th>Kategorie</th></tr></thead><tbody>
{rows}
</tbody></table>
<p class="events__hint">Alle Angaben ohne Gewähr. Sie möchten eine Veranstaltung eintragen? <a href="/freizeit/veranstaltung-melden/">Termin melden</a></p>
</div>"""
        return f"""<div class="static-page">
<h1 class="page-title">{esc(doc.title)}</h1>
{self.blocks(doc)}
</div>"""
