# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German typographic quotes are deliberate)
"""tagesbild: the news portal of a fictional German public broadcasting network, modelled on tagesschau.de and its
faktenfinder desk (here "faktenprüfer": `seitenkopf__topline`, `seitenkopf__headline--text`, `metatextline`
"Stand: 04.12.2026 21:40 Uhr", `textabsatz`, `meldung__subhead`, `authorline__author`, `teaser-xs`, URLs
`/faktenpruefer/<slug>-100.html`, `/faktenpruefer/index~_page-2.html`, `/thema/…/`, `/suche?searchText=`), German,
UTF-8, Berlin time (+01:00). Bylines "Von Anna Beck, SWM": the member station after the comma is **not** an author
("SWM", "HFR", "MDF" and the desk "tagesbild" are organisations). The bold first paragraph is the lead and is body.
Metadata: `NewsArticle` JSON-LD whose `author` is always the Organization "tagesbild"; a `ClaimReview` block as well on
the three fact-checks (rating "Falsch" / "Irreführend"); the cash check's `datePublished` is in **UTC** (23:20Z on 4
Dec = 00:20 on 5 Dec in Berlin, "Stand: 05.12.2026 00:20 Uhr"); the Leipzig brief has no JSON-LD and no byline; the
live blog's "Stand" (04.12. 00:05) is after midnight while it was published on 3 Dec (JSON-LD `datePublished`, first
entry 20:15 Uhr). The interview's "Das Gespräch führte Jonas Keller, HFR." sign-off is the credit (not body). The
"Nachrichten-Ticker" (time, desk, headline, a sentence; many topics) is not an article (kind `live`)."""

from __future__ import annotations

import json

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

TAGBTN = 'class="tag-btn"'
ARTS = ["briefwahl", "wind", "heizung", "ki", "duell", "trinkwasser", "interview", "bargeld"]
TOPLINE = {
    "briefwahl": "Faktencheck",
    "wind": "Faktencheck Windkraft",
    "heizung": "FAQ",
    "ki": "KI-Fälschungen",
    "duell": "Liveblog",
    "trinkwasser": "Falschmeldung",
    "interview": "Interview",
    "bargeld": "Faktencheck",
}


class Tagesbild(Base):
    origin = "https://www.tagesbild.test"
    name = "tagesbild"
    prefix = "tgb"
    language = "de"
    content_type = "text/html;charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tgb",
            [
                ".seitenkopf",
                ".seitenkopf__headline",
                ".metatextline",
                ".textabsatz",
                ".meldung__subhead",
                ".authorline",
                ".teaser-xs",
                ".ticker__item",
                ".footer",
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
                "tagesbild – Nachrichten und Faktenchecks",
                "broadcaster-home",
                list=["bargeld", "briefwahl", "ki", "trinkwasser", "duell", "wind", "heizung", "interview"],
                more="fp2",
            )
        )
        add(
            page(
                "fp",
                "/faktenpruefer/index.html",
                "section",
                "faktenprüfer",
                "desk-front",
                list=["bargeld", "briefwahl", "ki", "trinkwasser"],
                more="fp2",
            )
        )
        add(
            page(
                "fp2",
                "/faktenpruefer/index~_page-2.html",
                "section",
                "faktenprüfer",
                "desk-front-page2",
                list=["duell", "wind", "heizung", "interview"],
            )
        )
        add(
            page(
                "ticker",
                "/nachrichtenticker-100.html",
                "live",
                "Nachrichten-Ticker",
                "news-ticker-headlines",
                list=["bargeld", "briefwahl", "ki", "trinkwasser"],
            )
        )
        add(
            page(
                "tag",
                "/thema/desinformation/",
                "tag",
                "Desinformation",
                "topic-tag",
                list=["briefwahl", "ki", "trinkwasser", "interview", "bargeld"],
            )
        )
        add(
            page(
                "author",
                "/autoren/anna-beck-101.html",
                "author",
                "Anna Beck",
                "author-profile",
                list=["briefwahl", "duell"],
                bio="Anna Beck ist Redakteurin im faktenprüfer-Team der SWM. Sie recherchiert zu Desinformation rund um Wahlen und zu manipulierten Bildern.",
            )
        )
        add(
            page(
                "search",
                "/suche?searchText=bargeld",
                "search",
                "Suchergebnisse für „bargeld“",
                "search",
                list=["bargeld"],
            )
        )
        add(
            page(
                "about",
                "/faktenpruefer/ueber-den-faktenpruefer-100.html",
                "about",
                "Über den faktenprüfer",
                "desk-about",
                [
                    "Der faktenprüfer ist das Rechercheteam von tagesbild für Falschmeldungen, Gerüchte und manipulierte Inhalte. Redakteurinnen und Redakteure aus allen Landesrundfunkanstalten arbeiten dafür gemeinsam.",
                    "## Wie wir arbeiten",
                    "Wir überprüfen Behauptungen, die sich stark verbreiten und für die öffentliche Debatte relevant sind. Wir fragen bei den Urhebern nach, werten Originalquellen aus und holen die Einschätzung unabhängiger Fachleute ein. Unsere Quellen legen wir offen.",
                    "## Unsere Bewertungen",
                    "- Richtig: Die Behauptung ist zutreffend.",
                    "- Teilweise falsch: Die Behauptung enthält richtige und falsche Elemente.",
                    "- Irreführend: Die Behauptung ist nicht völlig falsch, erweckt aber einen falschen Eindruck.",
                    "- Falsch: Die Behauptung ist nicht zutreffend.",
                    "Hinweise auf mögliche Falschmeldungen nehmen wir unter faktenpruefer@tagesbild.test entgegen.",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz-100.html",
                "policy",
                "Datenschutzerklärung",
                "privacy-policy",
                [
                    "Stand: 1. Oktober 2026",
                    "Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Nachfolgend informieren wir Sie gemäß Art. 13 der Datenschutz-Grundverordnung (DSGVO) über die Verarbeitung Ihrer Daten bei der Nutzung von tagesbild.",
                    "## Verantwortliche Stelle",
                    "Verantwortlich für die Datenverarbeitung ist der federführende Sender des Senderverbunds. Die Kontaktdaten der oder des Datenschutzbeauftragten finden Sie im Impressum.",
                    "## Reichweitenmessung",
                    "Wir messen die Nutzung unseres Angebots mit einem datenschutzfreundlichen Verfahren ohne Cookies von Drittanbietern. Die Daten werden ausschließlich anonymisiert ausgewertet.",
                    "## Ihre Rechte",
                    "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde.",
                ],
            )
        )
        add(
            story(
                "briefwahl",
                "/faktenpruefer/briefwahl-video-mannheim-100.html",
                "Video zeigt keine vernichteten Briefwahlstimmen",
                "2026-12-04",
                "2026-12-04T21:40:00+01:00",
                "Stand: 04.12.2026 21:40 Uhr",
                ["Anna Beck"],
                [
                    "In sozialen Netzwerken verbreitet sich ein Video, das angeblich zeigt, wie vor der Oberbürgermeisterwahl in Mannheim Briefwahlstimmen vernichtet werden. Tatsächlich ist der Clip mehr als zwei Jahre alt und zeigt die reguläre Entsorgung alter Wahlunterlagen.",
                    "Das Video ist nur 24 Sekunden lang, doch es wurde innerhalb von drei Tagen mehr als 400.000 Mal angesehen. Zu sehen sind Kartons voller Umschläge, die von einem Gabelstapler in einen Container gekippt werden. Darüber steht in großen Buchstaben: „Mannheim: Briefwahlstimmen landen im Müll – so wird die OB-Wahl manipuliert!“ Verbreitet wurde der Clip zunächst auf TikTok, später auch auf X und in mehreren Telegram-Kanälen.",
                    "Die Oberbürgermeisterwahl in Mannheim findet am 13. Dezember statt, die Briefwahl läuft seit Mitte November.",
                    "## Aufnahmen stammen aus dem Jahr 2024",
                    "Eine Rückwärtssuche mit Einzelbildern aus dem Video führt zu einem längeren Clip, der bereits im Juli 2024 auf dem Instagram-Kanal eines Entsorgungsunternehmens aus der Region veröffentlicht wurde. Darin erklärt ein Mitarbeiter, dass der Betrieb im Auftrag mehrerer Kommunen Wahlunterlagen vernichtet, deren Aufbewahrungsfrist abgelaufen ist. Die Kartons, der Container und die Halle sind in beiden Videos identisch.",
                    "Das Unternehmen bestätigte auf Anfrage des faktenprüfers, dass die Aufnahmen aus dem Sommer 2024 stammen. „Es handelte sich um Stimmzettel und Wahlbriefumschläge der Kommunalwahl 2019, die wir nach Ablauf der gesetzlichen Fristen datenschutzgerecht entsorgt haben“, sagte eine Sprecherin. Mit der aktuellen Wahl hätten die Aufnahmen nichts zu tun.",
                    "## Was mit Briefwahlunterlagen tatsächlich passiert",
                    "Auch die Stadt Mannheim weist die Vorwürfe zurück. Briefwahlunterlagen würden bis zum Wahltag ungeöffnet in einem gesicherten Raum des Wahlamts gelagert, erklärte ein Sprecher. Erst am Wahlsonntag würden die Wahlbriefe von ehrenamtlichen Wahlhelferinnen und Wahlhelfern in öffentlicher Sitzung geöffnet und ausgezählt. Jede Bürgerin und jeder Bürger könne dabei zusehen.",
                    "Nach der Wahl müssen die Stimmzettel verpackt und versiegelt aufbewahrt werden, bis feststeht, dass die Wahl nicht mehr angefochten werden kann. Erst danach dürfen sie vernichtet werden.",
                    "## Ähnliche Videos bei früheren Wahlen",
                    "Es ist nicht das erste Mal, dass Aufnahmen von der regulären Vernichtung alter Wahlunterlagen als Beleg für angeblichen Wahlbetrug verbreitet werden. Vor der Bundestagswahl 2025 kursierten ähnliche Clips, die ebenfalls aus Entsorgungsbetrieben stammten. Der Kommunikationswissenschaftler Felix Brandt spricht von einem wiederkehrenden Muster: „Bilder, die eindeutig wirken, aber ohne Kontext gezeigt werden, sind besonders wirksam, weil sie ein Misstrauen bestätigen, das schon vorhanden ist.“",
                    "Wer Zweifel an der Durchführung einer Wahl hat, kann sich an das örtliche Wahlamt wenden oder die öffentliche Auszählung im eigenen Wahlbezirk beobachten.",
                ],
                "factcheck-claimreview-station-byline",
                section="faktenprüfer",
                station="SWM",
                claim="Video zeigt, wie in Mannheim Briefwahlstimmen für die OB-Wahl vernichtet werden.",
                rating="Falsch",
                claim_author="TikTok-Nutzer",
            )
        )
        add(
            story(
                "wind",
                "/faktenpruefer/windraeder-voegel-zahl-100.html",
                "Töten Windräder jedes Jahr Millionen Vögel?",
                "2026-12-03",
                "2026-12-03T16:25:00+01:00",
                "Stand: 03.12.2026 16:25 Uhr",
                ["Jonas Keller", "Mira Sommer"],
                [
                    "Eine Grafik, die in sozialen Netzwerken geteilt wird, behauptet, Windräder töteten in Deutschland jedes Jahr zwölf Millionen Vögel. Die Zahl beruht auf einer falsch gelesenen Studie – und lässt den Vergleich mit anderen Todesursachen außen vor.",
                    "„Zwölf Millionen tote Vögel pro Jahr – das ist der Preis der Energiewende“: So steht es auf einer Grafik, die seit Ende November vor allem auf Facebook hunderttausendfach geteilt wurde. Darunter ist das Foto eines Windparks zu sehen, davor ein toter Greifvogel.",
                    "## Woher stammt die Zahl?",
                    "Als Quelle nennt die Grafik eine Studie eines Instituts für Vogelforschung aus dem Jahr 2023. Diese Studie gibt es tatsächlich. Sie schätzt jedoch, dass an den rund 28.000 Windenergieanlagen an Land in Deutschland jährlich zwischen 100.000 und 250.000 Vögel verunglücken. Die Zahl von zwölf Millionen findet sich in der Studie an anderer Stelle: Sie bezieht sich auf Vögel, die jedes Jahr an Stromleitungen sterben.",
                    "Der Leiter der Studie, der Ornithologe Martin Fehr, bestätigte auf Anfrage, dass die Grafik die Zahlen verwechsle. „Die zwölf Millionen haben mit Windrädern nichts zu tun“, sagte er.",
                    "## Andere Ursachen sind deutlich häufiger",
                    "Auch im Vergleich mit anderen Todesursachen ist die Zahl der an Windrädern verunglückten Vögel gering. Nach Schätzungen, die in der Studie zusammengefasst werden, sterben in Deutschland jedes Jahr:",
                    "- rund 100 Millionen Vögel durch Kollisionen mit Glasscheiben,",
                    "- rund 70 Millionen Vögel im Straßenverkehr,",
                    "- bis zu 60 Millionen Vögel durch Hauskatzen.",
                    "## Für einzelne Arten ist das Risiko dennoch real",
                    "Das bedeutet allerdings nicht, dass Windräder für Vögel keine Rolle spielen. Für einige Greifvogelarten wie den Rotmilan, der häufig in der Nähe von Windparks nach Nahrung sucht, ist das Kollisionsrisiko vergleichsweise hoch. Deshalb müssen bei der Planung neuer Anlagen Brutplätze berücksichtigt und Abstände eingehalten werden; in manchen Gebieten werden Windräder zur Brutzeit tagsüber abgeschaltet.",
                    "Naturschutzverbände kritisieren, dass diese Regeln mit der Beschleunigung des Ausbaus gelockert wurden. Die Grafik aus den sozialen Netzwerken stellt die Größenordnung des Problems aber falsch dar.",
                ],
                "factcheck-two-authors-misleading",
                section="faktenprüfer",
                station="HFR",
                claim="Windräder töten in Deutschland jedes Jahr zwölf Millionen Vögel.",
                rating="Irreführend",
                claim_author="Facebook-Nutzer",
            )
        )
        add(
            story(
                "heizung",
                "/wirtschaft/verbraucher/heizen-2027-faq-100.html",
                "Was sich 2027 beim Heizen für Mieter und Eigentümer ändert",
                "2026-12-02",
                "2026-12-02T11:03:00+01:00",
                "Stand: 02.12.2026 11:03 Uhr",
                ["Lea Hoffmann"],
                [
                    "Zum Jahreswechsel ändert sich der CO2-Preis, neue Förderregeln treten in Kraft, und viele Kommunen legen ihre Wärmepläne vor. Was bedeutet das für Mieter und Eigentümer? Die wichtigsten Fragen und Antworten.",
                    "## Wie stark steigt der CO2-Preis?",
                    "Ab dem 1. Januar 2027 sollen die Preise für CO2-Zertifikate für Heizen und Verkehr nach derzeitigem Stand nicht mehr staatlich festgelegt, sondern im europäischen Emissionshandel gebildet werden. Wie hoch sie sein werden, ist deshalb schwer vorherzusagen. Fachleute rechnen mit einem Preis zwischen 60 und 90 Euro pro Tonne; 2026 lag der Preis in Deutschland noch in einem Korridor von 55 bis 65 Euro.",
                    "## Was bedeutet das für die Heizkosten?",
                    "Für einen Haushalt in einem Einfamilienhaus mit Gasheizung und einem Verbrauch von 20.000 Kilowattstunden im Jahr bedeutet jeder Anstieg um zehn Euro pro Tonne Mehrkosten von rund 40 Euro im Jahr. Bei Ölheizungen fällt der Aufschlag etwas höher aus. Steigt der Preis auf 80 Euro, müssten Gaskunden also mit etwa 80 bis 100 Euro zusätzlich im Jahr rechnen.",
                    "## Müssen Mieter den CO2-Preis allein zahlen?",
                    "Nein. Seit 2023 wird der CO2-Preis zwischen Mietern und Vermietern aufgeteilt. Je schlechter ein Gebäude gedämmt ist, desto größer ist der Anteil, den der Vermieter übernehmen muss – bei besonders ineffizienten Häusern bis zu 95 Prozent. Die Aufteilung muss in der Heizkostenabrechnung ausgewiesen werden.",
                    "## Muss ich meine Gasheizung austauschen?",
                    "Nein. Bestehende Heizungen dürfen weiter betrieben und auch repariert werden. Wer eine neue Heizung einbaut, muss allerdings je nach Wohnort unterschiedliche Regeln beachten. Entscheidend ist, ob die eigene Kommune bereits einen Wärmeplan beschlossen hat. In Großstädten mit mehr als 100.000 Einwohnern mussten diese Pläne bis Mitte 2026 vorliegen, in kleineren Gemeinden haben sie bis Mitte 2028 Zeit.",
                    "## Was steht in einem Wärmeplan?",
                    "Der kommunale Wärmeplan legt fest, in welchen Straßen künftig ein Fernwärmenetz geplant ist und wo Hausbesitzer eher auf eigene Lösungen wie Wärmepumpen setzen sollten. Viele Städte haben ihre Pläne inzwischen online veröffentlicht. Wer wissen will, was für die eigene Adresse gilt, findet die Karten meist auf der Internetseite der Stadt.",
                    "## Welche Förderung gibt es 2027?",
                    "Der Einbau einer Wärmepumpe oder der Anschluss an ein Wärmenetz wird weiterhin mit einem Grundzuschuss von 30 Prozent gefördert. Haushalte mit einem zu versteuernden Jahreseinkommen unter 40.000 Euro erhalten zusätzlich einen Einkommensbonus von 30 Prozent. Die förderfähigen Kosten bleiben für Einfamilienhäuser auf 30.000 Euro begrenzt.",
                    "## Was sollten Verbraucher jetzt tun?",
                    "Verbraucherschützer raten, die Heizkostenabrechnung genau zu prüfen und Rücklagen für steigende Kosten zu bilden. Wer ohnehin über eine neue Heizung nachdenkt, sollte vor einer Entscheidung den Wärmeplan der eigenen Kommune abwarten und eine unabhängige Energieberatung in Anspruch nehmen. Viele Verbraucherzentralen bieten diese kostenlos oder gegen eine geringe Gebühr an.",
                ],
                "explainer-faq-question-headings",
                section="Wirtschaft",
                station="tagesbild",
            )
        )
        add(
            story(
                "ki",
                "/faktenpruefer/ki-video-halle-oberbuergermeisterin-100.html",
                "Wie ein KI-Video der Hallenser Oberbürgermeisterin viral ging",
                "2026-12-04",
                "2026-12-04T14:12:00+01:00",
                "Stand: 04.12.2026 14:12 Uhr",
                ["Tim Wagner"],
                [
                    "Ein gefälschtes Video zeigt die Oberbürgermeisterin von Halle angeblich bei einer Rede über eine drastische Steuererhöhung. Die Spur führt zu einem Netzwerk neuer Accounts, die seit Wochen ähnliche Inhalte verbreiten.",
                    "Das Video beginnt mit einer vertrauten Szene: Die Oberbürgermeisterin von Halle (Saale), Sabine Krull, steht im Ratssaal am Rednerpult. Dann sagt sie Sätze, die sie nie gesagt hat: Die Stadt werde ab Januar die Grundsteuer verdoppeln, um neue Unterkünfte zu finanzieren. Innerhalb von zwei Tagen wurde der Clip auf TikTok und Facebook mehr als 600.000 Mal abgerufen.",
                    "## Stimme und Lippen passen nicht zusammen",
                    "Eine Analyse des faktenprüfers zeigt: Das Video basiert auf einer echten Aufnahme aus einer Stadtratssitzung vom 22. Oktober, die auf dem YouTube-Kanal der Stadt veröffentlicht wurde. In der Originalaufnahme spricht Krull über die Sanierung von Schulgebäuden. Die Tonspur des viralen Clips wurde offenbar mit einem KI-Programm erzeugt, das Stimmen anhand weniger Minuten Audiomaterial nachahmen kann.",
                    "Bei genauem Hinsehen sind Unstimmigkeiten zu erkennen: Die Lippenbewegungen passen an mehreren Stellen nicht zum Gesprochenen, und bei einer Kopfbewegung verschwimmt kurz der Rand des Gesichts. Zwei Erkennungsprogramme stuften die Tonspur als mit hoher Wahrscheinlichkeit künstlich erzeugt ein.",
                    "Die Stadt Halle erstattete Anzeige gegen Unbekannt. „Die Grundsteuer wird nicht verdoppelt, und es gibt keinen entsprechenden Beschluss“, erklärte ein Sprecher.",
                    "## Ein Netzwerk aus neuen Accounts",
                    "Zuerst verbreitet wurde das Video von einem TikTok-Account, der erst im September angelegt wurde. Der faktenprüfer hat gemeinsam mit Forschenden eines Berliner Instituts für digitale Öffentlichkeit die Verbreitung nachvollzogen. Demnach teilten innerhalb der ersten Stunde 37 Accounts das Video, die auffallend ähnliche Merkmale aufweisen: Sie wurden in den vergangenen drei Monaten angelegt, posten fast ausschließlich zu lokalpolitischen Themen in Ostdeutschland und verwenden Profilbilder, die offenbar ebenfalls mit KI erzeugt wurden.",
                    "Wer hinter dem Netzwerk steht, ist unklar. „Wir sehen eine neue Qualität: Die Fälschungen zielen nicht mehr nur auf Bundespolitiker, sondern auf Kommunalpolitikerinnen, die kaum Ressourcen haben, um sich zu wehren“, sagt die Forscherin Johanna Lenz.",
                    "## Plattformen reagieren langsam",
                    "TikTok entfernte das Video nach einem Hinweis des faktenprüfers, auf Facebook war es am Freitagmittag weiterhin abrufbar. Nach dem europäischen Digital Services Act sind große Plattformen verpflichtet, gegen Desinformation vorzugehen, die Wahlen oder die öffentliche Sicherheit gefährdet. Wie konsequent sie das tun, ist umstritten.",
                ],
                "analysis-no-claimreview",
                section="faktenprüfer",
                station="MDF",
            )
        )
        add(
            story(
                "duell",
                "/faktenpruefer/liveblog-tv-duell-mannheim-100.html",
                "Faktencheck zum TV-Duell der Mannheimer OB-Kandidaten",
                "2026-12-03",
                "2026-12-03T20:05:00+01:00",
                "Stand: 04.12.2026 00:05 Uhr",
                ["Anna Beck", "Jonas Keller"],
                [
                    "Amtsinhaber Stefan Kühn und Herausforderin Melanie Graf sind zehn Tage vor der Oberbürgermeisterwahl in Mannheim im TV-Duell aufeinandergetroffen. Der faktenprüfer hat ausgewählte Aussagen live überprüft.",
                    "### 00:05 Uhr",
                    "Damit beenden wir unseren Liveblog. Insgesamt haben wir vier Aussagen der Kandidaten überprüft. Die meisten waren im Kern korrekt, zwei waren falsch oder irreführend. Vielen Dank fürs Mitlesen!",
                    "### 21:41 Uhr",
                    "Graf: „Mannheim hat die höchsten Mieten in Baden-Württemberg.“ Das stimmt nicht. Laut dem aktuellen Mietspiegel liegen die Angebotsmieten in Stuttgart, Heidelberg und Freiburg deutlich höher. Mannheim liegt mit durchschnittlich 10,90 Euro pro Quadratmeter im Mittelfeld der Großstädte im Land.",
                    "### 21:24 Uhr",
                    "Kühn: „Wir haben in meiner Amtszeit 2.400 neue Kitaplätze geschaffen.“ Das ist weitgehend richtig. Nach Angaben der Stadt sind seit 2019 rund 2.350 Plätze entstanden. Allerdings fehlen nach Berechnungen des Jugendamts weiterhin etwa 1.100 Plätze, vor allem für Kinder unter drei Jahren.",
                    "### 21:02 Uhr",
                    "Die Moderatorin fragt beide Kandidaten nach dem Video über angeblich vernichtete Briefwahlstimmen, das seit Tagen im Netz kursiert. Beide distanzieren sich davon. Wir haben das Video überprüft: Es zeigt die reguläre Entsorgung alter Wahlunterlagen aus dem Jahr 2024 und hat mit der aktuellen Wahl nichts zu tun. Mehr dazu: [[briefwahl|Video zeigt keine vernichteten Briefwahlstimmen]].",
                    "### 20:38 Uhr",
                    "Graf: „Die Kriminalität in der Innenstadt hat sich verdoppelt.“ Das ist irreführend. Die polizeiliche Kriminalstatistik weist für den Innenstadtbezirk im Jahr 2025 rund acht Prozent mehr Straftaten aus als im Vorjahr. Verdoppelt hat sich lediglich die Zahl der angezeigten Fahrraddiebstähle, die aber nur einen kleinen Teil aller Delikte ausmachen.",
                    "### 20:21 Uhr",
                    "Kühn: „Die Stadt hat keine neuen Schulden gemacht.“ Das stimmt für den Kernhaushalt: Seit 2022 hat Mannheim dort keine neuen Kredite aufgenommen. Die städtischen Gesellschaften, etwa für Wohnungsbau und Verkehr, haben ihre Schulden im gleichen Zeitraum allerdings um rund 180 Millionen Euro erhöht.",
                    "### 20:05 Uhr",
                    "Herzlich willkommen zu unserem Liveblog. Um 20:15 Uhr beginnt im Dritten Programm das TV-Duell zwischen Stefan Kühn und Melanie Graf. Wir überprüfen hier ausgewählte Aussagen der beiden Kandidaten.",
                ],
                "liveblog-stand-after-midnight",
                section="faktenprüfer",
                station="SWM / HFR",
                modified="2026-12-04T00:05:00+01:00",
            )
        )
        add(
            story(
                "trinkwasser",
                "/faktenpruefer/trinkwasser-leipzig-sprachnachricht-100.html",
                "Keine Warnung vor verseuchtem Trinkwasser in Leipzig",
                "2026-12-04",
                None,
                "Stand: 04.12.2026 09:12 Uhr",
                [],
                [
                    "Eine angebliche Warnung des Leipziger Wasserversorgers macht in Messengerdiensten die Runde. Das Unternehmen stellt klar: Die Nachricht ist gefälscht, das Trinkwasser ist einwandfrei.",
                    "Seit Mittwochabend wird in WhatsApp-Gruppen und auf Telegram eine Sprachnachricht verbreitet, in der eine Frau behauptet, in mehreren Leipziger Stadtteilen seien „Keime im Trinkwasser“ gefunden worden. Man solle das Wasser auf keinen Fall trinken und die Nachricht an alle Bekannten weiterleiten.",
                    "Der Wasserversorger weist das zurück. Es gebe keine Verunreinigung, alle Proben der vergangenen Wochen seien unauffällig gewesen, teilte das Unternehmen mit. Im Fall einer tatsächlichen Gefährdung würden die Behörden über die Warn-App NINA, das Radio und die Internetseite der Stadt informieren – nicht über anonyme Sprachnachrichten.",
                    "Auch das Gesundheitsamt der Stadt bestätigte, dass keine Warnung vorliegt. Es bittet darum, die Nachricht nicht weiterzuleiten.",
                    "Ähnliche Sprachnachrichten waren in den vergangenen Monaten bereits in Dresden und Chemnitz aufgetaucht. Der Text war dabei fast identisch, nur die Namen der Stadtteile wurden ausgetauscht.",
                ],
                "short-brief-no-byline-no-jsonld",
                section="faktenprüfer",
                nold=True,
            )
        )
        add(
            story(
                "interview",
                "/faktenpruefer/interview-albers-desinformation-100.html",
                "„Desinformation wirkt vor allem über Gefühle“",
                "2026-12-02",
                "2026-12-02T17:30:00+01:00",
                "Stand: 02.12.2026 17:30 Uhr",
                ["Jonas Keller"],
                [
                    "Warum verbreiten sich Falschinformationen so schnell – und was hilft dagegen? Die Kommunikationspsychologin Katrin Albers erforscht, wie Menschen auf Faktenchecks reagieren.",
                    "Q: tagesbild: Frau Albers, warum glauben Menschen Falschinformationen, obwohl sie oft leicht zu widerlegen sind? || Katrin Albers: Weil es selten um die Information selbst geht. Falschmeldungen sind erfolgreich, wenn sie ein Gefühl ansprechen, das ohnehin da ist – Wut, Angst, das Empfinden, ungerecht behandelt zu werden. Die Fakten sind dann zweitrangig. Wer das Gefühl teilt, prüft die Quelle nicht mehr so genau.",
                    "Q: tagesbild: Wirken Faktenchecks überhaupt? || Albers: Ja, aber anders, als viele denken. Studien zeigen, dass Korrekturen den Glauben an eine Falschbehauptung im Durchschnitt deutlich verringern – auch bei Menschen, die politisch anders denken. Die Befürchtung, dass Faktenchecks Falschinformationen eher verstärken, hat sich in neueren Untersuchungen kaum bestätigt. Das Problem ist eher die Reichweite: Die Korrektur erreicht oft nur einen Bruchteil der Menschen, die die Falschmeldung gesehen haben.",
                    "Q: tagesbild: Was macht einen guten Faktencheck aus? || Albers: Er sollte nicht die Falschbehauptung in den Mittelpunkt stellen, sondern die richtige Information. Und er sollte erklären, warum etwas falsch ist, also zum Beispiel zeigen, woher ein Video tatsächlich stammt. Menschen merken sich Geschichten besser als einzelne Zahlen.",
                    "Q: tagesbild: Welche Rolle spielt künstliche Intelligenz? || Albers: Sie senkt die Kosten für Fälschungen dramatisch. Vor fünf Jahren brauchte man für ein überzeugendes gefälschtes Video Fachleute und viel Zeit, heute reichen ein Laptop und ein paar Minuten. Gleichzeitig beobachten wir einen Nebeneffekt: Weil alle wissen, dass Videos gefälscht sein können, werden auch echte Aufnahmen häufiger als Fälschung abgetan.",
                    "Q: tagesbild: Was kann jeder Einzelne tun? || Albers: Innehalten, bevor man etwas teilt. Das klingt banal, ist aber wirksam. Schon die Frage „Woher stammt das eigentlich?“ senkt die Wahrscheinlichkeit, dass man eine Falschmeldung weiterleitet. Und man sollte mit Angehörigen, die Falsches teilen, im Gespräch bleiben. Belehrungen helfen selten, Nachfragen oft.",
                    "SIGN: Das Gespräch führte Jonas Keller, HFR.",
                ],
                "interview-qa-signoff-credit",
                section="faktenprüfer",
            )
        )
        add(
            story(
                "bargeld",
                "/faktenpruefer/bargeld-abschaffung-2027-100.html",
                "Nein, Bargeld wird 2027 nicht abgeschafft",
                "2026-12-05",
                "2026-12-04T23:20:00Z",
                "Stand: 05.12.2026 00:20 Uhr",
                ["Mira Sommer"],
                [
                    "In Kettenbriefen und Videos heißt es, die EU werde Bargeld ab Januar 2027 abschaffen und durch den digitalen Euro ersetzen. Das ist falsch. Eine neue Obergrenze für Barzahlungen gibt es allerdings tatsächlich.",
                    "„Ab dem 1. Januar 2027 ist Bargeld in der EU Geschichte – hebt euer Geld ab, solange ihr noch könnt!“ Mit solchen Sätzen werben derzeit zahlreiche Videos auf TikTok und YouTube. Einige davon wurden mehr als eine Million Mal abgerufen. Als Beleg wird meist auf ein EU-Gesetz verwiesen, das angeblich das Ende des Bargelds besiegelt.",
                    "## Was tatsächlich beschlossen wurde",
                    "Gemeint ist offenbar die EU-Verordnung zur Bekämpfung der Geldwäsche, die 2024 verabschiedet wurde. Sie sieht vor, dass gewerbliche Händler ab Juli 2027 keine Barzahlungen von 10.000 Euro und mehr annehmen dürfen. Zahlungen zwischen Privatpersonen sind davon nicht betroffen. Für die allermeisten Alltagsgeschäfte ändert sich also nichts.",
                    "Von einer Abschaffung des Bargelds ist in der Verordnung keine Rede. Im Gegenteil: Die EU-Kommission hat einen Gesetzesvorschlag vorgelegt, der den Status von Euro-Bargeld als gesetzliches Zahlungsmittel ausdrücklich stärken soll. Händler sollen Bargeld demnach grundsätzlich annehmen müssen.",
                    "## Digitaler Euro soll Bargeld ergänzen",
                    "Auch der digitale Euro, an dem die Europäische Zentralbank arbeitet, soll Bargeld nicht ersetzen. Die EZB betont, dass es sich um eine Ergänzung handelt. Ob und wann der digitale Euro eingeführt wird, ist zudem noch offen; Fachleute rechnen frühestens ab 2029 damit.",
                    "„Es gibt keinerlei Pläne, Bargeld abzuschaffen“, sagte eine Sprecherin der Bundesbank auf Anfrage. Banknoten und Münzen würden weiterhin gedruckt und geprägt.",
                    "## Warum die Behauptung verfängt",
                    "Dass die Behauptung verfängt, liegt auch daran, dass Bargeld im Alltag tatsächlich an Bedeutung verliert. Nach Erhebungen der Bundesbank wurde 2025 nur noch knapp die Hälfte aller Einkäufe an der Ladenkasse bar bezahlt. Zudem schließen Banken Filialen und Geldautomaten, vor allem in ländlichen Regionen. Aus einer schleichenden Entwicklung wird in den Videos ein fester Stichtag.",
                ],
                "factcheck-utc-next-day-berlin",
                section="faktenprüfer",
                station="HFR",
                claim="Die EU schafft Bargeld zum 1. Januar 2027 ab.",
                rating="Falsch",
                claim_author="YouTube- und TikTok-Videos",
            )
        )

    # ------------------------------------------------------------------ templates
    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="navigation__item">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "Startseite"), ("fp", "faktenprüfer"), ("ticker", "Nachrichten-Ticker"))
        )
        nav += '<li class="navigation__item"><a href="/inland/">Inland</a></li><li class="navigation__item"><a href="/ausland/">Ausland</a></li><li class="navigation__item"><a href="/wirtschaft/">Wirtschaft</a></li><li class="navigation__item"><a href="/wissen/">Wissen</a></li>'
        heads = [
            f"<title>{esc(doc.title)} | tagesbild</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="tagesbild">',
            '<meta name="twitter:site" content="@tagesbild">',
        ]
        if doc.is_article:
            heads.append('<meta property="og:type" content="article">')
            if doc.iso:
                heads.append(f'<meta name="date" content="{doc.iso}">')
            if not doc.extra.get("nold"):
                lds = [
                    {
                        "@context": "http://schema.org",
                        "@type": "NewsArticle",
                        "mainEntityOfPage": self.url(doc.key),
                        "headline": doc.title,
                        "datePublished": doc.iso,
                        "dateModified": doc.extra.get("modified", doc.iso),
                        "author": {"@type": "Organization", "name": "tagesbild"},
                        "publisher": {
                            "@type": "Organization",
                            "name": "tagesbild",
                            "logo": {"@type": "ImageObject", "url": f"{self.origin}/resources/assets/image/logo.png"},
                        },
                        "description": doc.teaser or doc.title,
                    }
                ]
                if doc.extra.get("rating"):
                    lds.append(
                        {
                            "@context": "https://schema.org",
                            "@type": "ClaimReview",
                            "url": self.url(doc.key),
                            "datePublished": doc.iso,
                            "claimReviewed": doc.extra["claim"],
                            "author": {"@type": "Organization", "name": "tagesbild faktenprüfer"},
                            "itemReviewed": {
                                "@type": "Claim",
                                "author": {"@type": "Organization", "name": doc.extra["claim_author"]},
                            },
                            "reviewRating": {
                                "@type": "Rating",
                                "ratingValue": 1 if doc.extra["rating"] == "Falsch" else 2,
                                "bestRating": 5,
                                "worstRating": 1,
                                "alternateName": doc.extra["rating"],
                            },
                        }
                    )
                heads.extend(
                    f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>' for ld in lds
                )
        else:
            heads.append('<meta property="og:type" content="website">')
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(heads)}
<link rel="stylesheet" href="/resources/assets/css/main.bundle.css?v=20261130">
<style>/*PAD*/</style>
<script>var atiConfig = {{"site":"tagesbild","level2":"{esc(doc.section or doc.kind)}"}};</script>
</head>
<body class="{"story" if doc.is_article else "index"}">
<a class="skiplink" href="#content">Zum Inhalt springen</a>
<div class="privacy-banner" role="dialog"><p>Wir verwenden ein datenschutzfreundliches Verfahren zur Reichweitenmessung. Eingebettete Inhalte externer Anbieter laden wir erst nach Ihrer Zustimmung.</p><a href="/datenschutz-100.html#einstellungen">Einstellungen</a> <button>Verstanden</button></div>
<header class="header">
<div class="header__logo">{self.a("home", "tagesbild", "nav", attrs='class="logo" title="Zur Startseite"')}</div>
<nav class="navigation" aria-label="Hauptnavigation"><ul class="navigation__list">{nav}</ul></nav>
<form class="header__search" action="/suche"><input type="search" name="searchText" placeholder="Suche"></form>
</header>
<main id="content" class="content">
{main}
</main>
<footer class="footer">
<ul class="footer__links"><li><a href="/impressum-100.html">Impressum</a></li><li>{self.a("datenschutz", "Datenschutz", "footer")}</li><li><a href="/barrierefreiheit-100.html">Barrierefreiheit</a></li><li>{self.a("about", "Über den faktenprüfer", "footer")}</li><li>{self.a("search", "Suche", "footer")}</li><li><a href="/kontakt-100.html">Kontakt</a></li></ul>
<div class="footer__social"><a href="https://www.instagram.com/tagesbild/">Instagram</a> <a href="https://www.tiktok.com/@tagesbild">TikTok</a> <a href="https://www.youtube.com/@tagesbild">YouTube</a> <a href="https://mastodon.social/@tagesbild">Mastodon</a></div>
<p class="footer__copyright">© tagesbild – ein Angebot des Senderverbunds von SWM, HFR, MDF und NRB</p>
</footer>
<script src="/resources/assets/js/main.bundle.js?v=20261130" defer></script>
</body>
</html>"""

    def authorline(self, doc: Doc) -> str:
        if not doc.authors or doc.key == "interview":
            return ""
        st = doc.extra.get("station", "")
        if doc.key == "duell":
            return f'<div class="authorline"><span class="authorline__author">Von {self.a("author", "Anna Beck", "byline")}, SWM, und Jonas Keller, HFR</span></div>'
        names = [self.a("author", a, "byline") if a == "Anna Beck" else esc(a) for a in doc.authors]
        return f'<div class="authorline"><span class="authorline__author">Von {" und ".join(names)}, {esc(st)}</span></div>'

    def story_main(self, doc: Doc) -> str:
        lead = doc.blocks[0][1]
        rest = blocks_html(
            self, doc.blocks[1:], p_tag='<p class="textabsatz m-ten m-offset-one l-eight l-offset-two columns twelve">'
        )
        rest = rest.replace(
            "<h2>", '<h2 class="meldung__subhead columns twelve m-ten m-offset-one l-eight l-offset-two">'
        )
        if doc.key == "duell":
            rest = rest.replace("<h3>", '<h3 class="liveblog__datetime">')
        verdict = ""
        if doc.extra.get("rating"):
            verdict = f'<div class="infobox factcheck-box"><span class="infobox__label">Behauptung</span><p class="infobox__claim">{esc(doc.extra["claim"])}</p><span class="infobox__label">Bewertung</span><p class="infobox__rating">{esc(doc.extra["rating"])}</p></div>'
        more = [k for k in ARTS if k != doc.key][:3]
        teasers = "".join(
            f'<div class="teaser-xs"><span class="teaser-xs__topline">{esc(TOPLINE[k])}</span><span class="teaser-xs__headline">{self.a(k, self.docs[k].title, "related")}</span><span class="teaser-xs__date">{self.docs[k].stamp[7:]}</span></div>'
            for k in more
        )
        tags = (
            f'<div class="taglist"><span class="taglist__title">Mehr zu diesem Thema:</span> {self.a("tag", "Desinformation", "content", attrs=TAGBTN)}</div>'
            if doc.section == "faktenprüfer"
            else ""
        )
        program = (
            '<p class="meldung__sendungshinweis">Über dieses Thema berichtete die tagesbild-Sendung am 04. Dezember 2026 um 20:00 Uhr.</p>'
            if doc.key in ("briefwahl", "ki", "bargeld")
            else ""
        )
        return f"""<article class="container content-wrapper__group">
<div class="seitenkopf">
<div class="seitenkopf__title">
<h1 class="seitenkopf__headline"><span class="seitenkopf__topline">{esc(TOPLINE[doc.key])}</span> <span class="seitenkopf__headline--text">{esc(doc.title)}</span></h1>
<p class="metatextline">{doc.stamp}</p>
</div>
</div>
<p class="textabsatz m-ten m-offset-one l-eight l-offset-two columns twelve"><strong>{self.inline(lead)}</strong></p>
{self.authorline(doc)}
{verdict}
{rest}
{program}
<div class="sharing"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">E-Mail</a> <button class="sharing__copy">Link kopieren</button></div>
{tags}
<div class="related-box"><h2 class="related-box__title">Mehr zum Thema</h2>{teasers}</div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "ticker":
            items = [
                (
                    "23:12",
                    "Ausland",
                    "Erdbeben der Stärke 5,8 vor der Küste Chiles",
                    "Die Behörden gaben keine Tsunami-Warnung heraus; Berichte über Schäden lagen zunächst nicht vor.",
                    None,
                ),
                (
                    "22:47",
                    "Inland",
                    "Streckensperrung zwischen Hannover und Göttingen",
                    "Nach einem Oberleitungsschaden kommt es im Fernverkehr bis in die Nacht zu Verspätungen.",
                    None,
                ),
                (
                    "21:40",
                    "faktenprüfer",
                    "",
                    "Ein angebliches Video aus Mannheim stammt aus dem Jahr 2024.",
                    "briefwahl",
                ),
                (
                    "20:58",
                    "Wirtschaft",
                    "Tarifeinigung im Einzelhandel",
                    "Die Beschäftigten erhalten in zwei Stufen insgesamt 5,8 Prozent mehr Lohn.",
                    None,
                ),
                (
                    "20:15",
                    "Inland",
                    "Bundesrat billigt Reform der Pflegeversicherung",
                    "Die Länderkammer stimmte dem Gesetz mit breiter Mehrheit zu.",
                    None,
                ),
                (
                    "19:31",
                    "Wetter",
                    "Glättewarnung für weite Teile Bayerns",
                    "Der Wetterdienst warnt vor gefrierendem Regen in der Nacht.",
                    None,
                ),
                ("14:12", "faktenprüfer", "", "Ein Netzwerk neuer Accounts verbreitete den gefälschten Clip.", "ki"),
                (
                    "11:20",
                    "Sport",
                    "Biathlon: Staffel auf Rang drei",
                    "Die deutschen Männer verpassten den Sieg in Hochfilzen nur knapp.",
                    None,
                ),
                (
                    "09:12",
                    "faktenprüfer",
                    "",
                    "Der Wasserversorger stellt klar: Die Sprachnachricht ist gefälscht.",
                    "trinkwasser",
                ),
                ("00:20", "faktenprüfer", "", "Eine Obergrenze für Barzahlungen gibt es aber tatsächlich.", "bargeld"),
            ]
            lis = []
            for t, ress, head, sent, key in items:
                h = self.a(key, self.docs[key].title, "content") if key else esc(head)
                lis.append(
                    f'<li class="ticker__item"><span class="ticker__time">{t} Uhr</span> <span class="ticker__ressort">{esc(ress)}</span> <span class="ticker__headline">{h}</span> <span class="ticker__text">{esc(sent)}</span></li>'
                )
            return f'<section class="ticker"><h1 class="ticker__title">{esc(doc.title)}</h1><p class="ticker__date">Freitag, 4. Dezember 2026 – die Meldungen des Tages im Überblick</p><ul class="ticker__list">{"".join(lis)}</ul><button class="ticker__more">Ältere Meldungen laden</button></section>'
        teasers = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            teasers.append(
                f'<div class="teaser"><div class="teaser__content"><span class="teaser__topline">{esc(TOPLINE[k])}</span><h3 class="teaser__headline">{self.a(k, d.title, "content")}</h3><p class="teaser__shorttext">{esc(self.lede(d))}</p><span class="teaser__date">{d.stamp[7:]}</span></div></div>'
            )
        head = f'<h1 class="headline-big">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="author-profile"><p>{esc(doc.extra["bio"])}</p></div>'
        if doc.kind == "search":
            head += '<p class="search__count">1 Treffer in Meldungen</p>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="paginierung">{self.a(doc.extra["more"], "Weitere Meldungen", "pagination")}</nav>'
        if doc.key == "fp2":
            pag = f'<nav class="paginierung">{self.a("fp", "Zurück", "pagination")} <span>Seite 2</span> <a href="/faktenpruefer/index~_page-3.html">Weiter</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="themenleiste"><h2>Themen</h2><p>{self.a("tag", "Desinformation", "content")} · {self.a("ticker", "Nachrichten-Ticker", "content")} · {self.a("fp", "faktenprüfer", "content")} · {self.a("author", "Anna Beck", "content")}</p></section>'
        return f'<section class="teaserliste">{head}{"".join(teasers)}{pag}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        return f'<article class="container content-wrapper__group"><h1 class="seitenkopf__headline"><span class="seitenkopf__headline--text">{esc(doc.title)}</span></h1>\n{self.blocks(doc)}\n</article>'
