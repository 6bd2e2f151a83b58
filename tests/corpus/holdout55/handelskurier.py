# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotation marks „…“ are deliberate)
"""Der Handelskurier: a German business daily modelled on Handelsblatt's Angular front end (custom elements
`app-story-header`, `app-storyline-paragraph`, `app-authors`, `app-story-date`, a "HK+" premium badge and an
`app-paywall` box, `/unternehmen/industrie/<slug>/100186523.html`, `/themen/wasserstoff/`, `/autoren/katrin-weber/`),
German, UTF-8, except the **Finanzen** section (its front, the "Börse live" ticker and two stories), an older
template in **windows-1252 declared only by `<meta http-equiv>`** (the header says plain `text/html`). Dates are
printed "04.12.2026 - 17:35 Uhr"; bylines "Von Katrin Weber" / "Von Katrin Weber und Jens Hoffmann". JSON-LD
`NewsArticle` in +01:00, except the hydrogen story (**UTC** 23:20Z = 5 Dec 00:20 in Germany) and the Kettler story
(none). The HK+ story shows its lead and two paragraphs, then the paywall: an article whose body is what is shown."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["stahl", "mittelstand", "interview", "dax", "bund", "kommentar", "wasserstoff", "kettler"]
A_TEASER = 'class="c-teaser__link"'
A_AUTHOR = 'class="c-authors__link"'
A_CTA = 'class="c-paywall__cta"'
CP = {"encoding": "cp1252", "content_type": "text/html"}
AUTHOR_INFO = {
    "Katrin Weber": ("katrin-weber", "Korrespondentin in Düsseldorf, berichtet über Stahl, Chemie und Energie."),
    "Jens Hoffmann": ("jens-hoffmann", "Redakteur im Ressort Unternehmen, zuständig für Mittelstand und Maschinenbau."),
    "Lena Schubert": ("lena-schubert", "Redakteurin im Ressort Unternehmen."),
    "Markus Lehmann": ("markus-lehmann", "Finanzredakteur in Frankfurt, schreibt über Aktien- und Anleihemärkte."),
    "Sabine Albrecht": ("sabine-albrecht", "Korrespondentin im Hauptstadtbüro Berlin."),
}


class Handelskurier(Base):
    origin = "https://www.handelskurier.test"
    name = "Handelskurier"
    prefix = "hkr"
    language = "de"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hkr",
            [
                "app-story-header",
                "app-storyline-paragraph",
                ".c-headline",
                ".c-lead-text",
                "app-teaser",
                ".vhb-footer",
                "app-paywall",
                ".ticker-entry",
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
                "Handelskurier – Nachrichten aus Wirtschaft, Finanzen, Politik und Unternehmen",
                "daily-home",
                list=["stahl", "mittelstand", "wasserstoff", "dax", "interview", "kommentar", "kettler"],
                more="unternehmen",
            )
        )
        add(
            page(
                "unternehmen",
                "/unternehmen/",
                "section",
                "Unternehmen",
                "daily-section",
                list=["stahl", "mittelstand", "wasserstoff", "interview"],
                more="unternehmen2",
            )
        )
        add(
            page(
                "unternehmen2",
                "/unternehmen/?page=2",
                "section",
                "Unternehmen",
                "daily-section-page2",
                list=["kettler", "kommentar"],
            )
        )
        add(
            page(
                "finanzen",
                "/finanzen/",
                "section",
                "Finanzen",
                "legacy-section-cp1252-meta-only",
                list=["dax", "bund"],
                **CP,
            )
        )
        add(
            page(
                "ticker",
                "/finanzen/maerkte/marktberichte/dax-aktuell-boerse-live/100012345.html",
                "ticker",
                "Dax aktuell: Börse live – Kurse und Nachrichten im Ticker",
                "boerse-live-ticker-cp1252",
                [
                    "T: Index | Stand | Veränderung | Zeit",
                    "T: Dax | 24.318,42 | +0,91 % | 17:35",
                    "T: MDax | 30.112,07 | +0,58 % | 17:35",
                    "T: TecDax | 3.904,66 | +1,42 % | 17:35",
                    "T: Euro Stoxx 50 | 5.871,30 | +0,74 % | 17:50",
                    "T: Dow Jones | 47.206,55 | +0,42 % | 22:01",
                    "T: Euro/Dollar | 1,1642 | +0,21 % | 22:58",
                ],
                **CP,
            )
        )
        add(page("tag", "/themen/wasserstoff/", "tag", "Wasserstoff", "topic-page", list=["wasserstoff", "stahl"]))
        add(
            page(
                "author",
                "/autoren/katrin-weber/",
                "author",
                "Katrin Weber",
                "author-page",
                list=["stahl", "wasserstoff"],
            )
        )
        add(
            page(
                "search",
                "/suche/?query=Insolvenz",
                "search",
                "Suchergebnisse für „Insolvenz“",
                "search-page",
                list=["kettler"],
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
                    "Handelskurier GmbH, Toulouser Allee 27, 40211 Düsseldorf",
                    "Telefon: +49 (0)211 555 0100, E-Mail: redaktion@handelskurier.test",
                    "## Geschäftsführung",
                    "Dr. Bettina Krüger (Vorsitzende), Oliver Strack",
                    "## Chefredaktion",
                    "Frank Wiesner (Chefredakteur), Miriam Hollstein (Stellvertreterin)",
                    "Registergericht: Amtsgericht Düsseldorf, HRB 00000. Umsatzsteuer-Identifikationsnummer: DE000000000.",
                    "Verantwortlich für den redaktionellen Inhalt im Sinne von § 18 Abs. 2 MStV: Frank Wiesner, Anschrift wie oben.",
                ],
            )
        )
        add(
            page(
                "abo",
                "/abo/",
                "subscribe",
                "Handelskurier+ – Wählen Sie Ihr Abo",
                "subscription-offers",
                [
                    "Unabhängiger Wirtschaftsjournalismus, exklusive Analysen und alle HK+-Artikel auf allen Geräten.",
                    "## HK+ Digital",
                    "4 Wochen für 1 €, danach 34,99 € monatlich. Jederzeit kündbar.",
                    "## HK+ Premium",
                    "Alle Inhalte von HK+ Digital plus E-Paper, Morning Briefing und Zugang zu Veranstaltungen. 4 Wochen für 1 €, danach 59,99 € monatlich.",
                    "## Für Studierende",
                    "HK+ Digital für 9,99 € monatlich mit gültigem Studierendennachweis.",
                ],
            )
        )
        add(
            story(
                "stahl",
                "/unternehmen/industrie/stahlkonzern-rheinstahl-streicht-2400-stellen-in-duisburg-und-bochum/100186523.html",
                "Rheinstahl streicht 2400 Stellen in Duisburg und Bochum",
                "2026-12-04",
                "2026-12-04T17:35:00+01:00",
                "04.12.2026 - 17:35 Uhr",
                ["Katrin Weber"],
                [
                    "Der Stahlhersteller Rheinstahl will bis Ende 2028 rund 2400 Arbeitsplätze in Deutschland abbauen. Betroffen sind vor allem die Standorte Duisburg und Bochum, wie das Unternehmen am Freitag nach einer Sitzung des Aufsichtsrats mitteilte. Insgesamt beschäftigt Rheinstahl hierzulande gut 14.000 Menschen.",
                    "Vorstandschef Thomas Brückner begründete den Schritt mit der schwachen Nachfrage aus der Autoindustrie, anhaltend hohen Energiepreisen und dem Druck durch Billigimporte aus Asien. „Wir können unsere Kapazitäten nicht länger auf eine Nachfrage ausrichten, die so nicht zurückkommen wird“, sagte Brückner in einer Telefonkonferenz mit Journalisten.",
                    "FIG: Hochofen in Duisburg | Hochofen von Rheinstahl in Duisburg: Der Konzern leidet unter Billigimporten. Foto: Imago",
                    "Der Abbau soll nach Angaben des Konzerns möglichst sozialverträglich erfolgen, etwa über Altersteilzeit und Abfindungsprogramme. Betriebsbedingte Kündigungen schließt das Management allerdings nicht mehr aus. Eine entsprechende Beschäftigungsgarantie läuft im März 2027 aus.",
                    "## IG Metall kündigt Widerstand an",
                    "Die Gewerkschaft reagierte empört. „Das ist ein Schlag ins Gesicht der Beschäftigten, die in den vergangenen Jahren bereits auf Lohnbestandteile verzichtet haben“, sagte Bezirksleiterin Andrea Kowalski. Die IG Metall will in der kommenden Woche zu Protestkundgebungen vor den Werkstoren aufrufen.",
                    "Auch die Landesregierung in Düsseldorf zeigte sich besorgt. Ein Sprecher des Wirtschaftsministeriums sagte, man stehe in engem Austausch mit dem Unternehmen und erwarte, dass die Umstellung auf klimafreundlichen Stahl nicht infrage gestellt werde. Rheinstahl hatte für den Bau einer Direktreduktionsanlage in Duisburg Fördermittel von Bund und Land in Höhe von 1,3 Milliarden Euro zugesagt bekommen.",
                    'RAW:<app-newsletter-box class="c-newsletter"><p class="c-newsletter__title">Morning Briefing</p><p>Der Newsletter für den Start in den Tag: die wichtigsten Wirtschaftsnachrichten, jeden Morgen um sechs Uhr.</p><a href="https://www.handelskurier.test/newsletter/morning-briefing/">Jetzt kostenlos abonnieren</a></app-newsletter-box>',
                    "## Sparprogramm soll 450 Millionen Euro bringen",
                    "Brückner betonte, das Projekt werde fortgeführt, allerdings langsamer als geplant. Die Inbetriebnahme der Anlage verschiebt sich nach Unternehmensangaben um rund ein Jahr auf 2029. Insgesamt soll das Sparprogramm die Kosten ab 2028 um jährlich 450 Millionen Euro senken.",
                    "Im abgelaufenen Geschäftsjahr, das Ende September endete, war der Umsatz von Rheinstahl um neun Prozent auf 11,2 Milliarden Euro gesunken. Unter dem Strich stand ein Verlust von 380 Millionen Euro nach einem kleinen Gewinn im Vorjahr.",
                    "An der Börse kam die Nachricht gut an: Die Rheinstahl-Aktie legte im nachbörslichen Handel um mehr als vier Prozent zu. Analysten hatten seit Längerem auf tiefere Einschnitte gedrängt. „Der Schritt war überfällig“, urteilte Branchenexperte Felix Amann von der Privatbank Lindemann & Co.",
                ],
                "news-single-byline-subheads",
                section="Industrie",
                kicker="Stahlindustrie",
                dek="Der Stahlkonzern reagiert auf Billigimporte und hohe Energiepreise. Die IG Metall kündigt Widerstand an, das Land NRW ist besorgt.",
                more="Mehr: Wie Billigstahl aus Asien die europäischen Hersteller unter Druck setzt",
                tag=True,
            )
        )
        add(
            story(
                "mittelstand",
                "/unternehmen/mittelstand/familienunternehmen-die-stille-abwanderung-des-mittelstands/100186102.html",
                "Die stille Abwanderung des Mittelstands",
                "2026-12-04",
                "2026-12-04T06:00:00+01:00",
                "04.12.2026 - 06:00 Uhr",
                ["Jens Hoffmann", "Lena Schubert"],
                [
                    "Als Martina Vogt vor drei Jahren die Führung des Armaturenherstellers Vogt & Söhne im sauerländischen Attendorn übernahm, stand für sie fest: Das Unternehmen bleibt, wo es seit 1921 ist. Heute steht die neue Fertigungshalle des Familienbetriebs nicht in Attendorn, sondern im tschechischen Pilsen. „Die Entscheidung ist mir nicht leichtgefallen“, sagt Vogt. „Aber bei den Energie- und Personalkosten hatten wir keine Wahl.“",
                    "Vogt ist mit ihrer Entscheidung nicht allein. Nach einer Umfrage des Instituts für Mittelstandsökonomie unter 1200 Familienunternehmen, die dem Handelskurier exklusiv vorliegt, plant fast jeder dritte Betrieb, in den nächsten fünf Jahren überwiegend im Ausland zu investieren. Vor drei Jahren war es noch jeder fünfte.",
                ],
                "premium-paywall-lead-two-paragraphs",
                section="Mittelstand",
                kicker="Familienunternehmen",
                dek="Immer mehr mittelständische Betriebe verlagern Produktion und Investitionen ins Ausland. Eine exklusive Umfrage zeigt das Ausmaß – und was die Unternehmer von der Politik fordern.",
                premium=True,
            )
        )
        add(
            story(
                "interview",
                "/unternehmen/mittelstand/kessler-chef-michael-brandt-wir-investieren-gerade-jetzt/100185870.html",
                "Kessler-Chef Brandt: „Wir investieren gerade jetzt“",
                "2026-12-03",
                "2026-12-03T14:12:00+01:00",
                "03.12.2026 - 14:12 Uhr",
                ["Jens Hoffmann"],
                [
                    "Der Pumpenhersteller Kessler aus Frankenthal wächst gegen den Trend. Vorstandschef Michael Brandt spricht über Chancen in der Krise, den Standort Deutschland und darüber, warum er nicht an einen Börsengang denkt.",
                    "Q: Herr Brandt, die deutsche Industrie steckt in der Rezession, und Kessler meldet Rekordaufträge. Wie passt das zusammen? || Wir haben das Glück, in Märkten unterwegs zu sein, die strukturell wachsen. Wasseraufbereitung, Fernwärme, Rechenzentren – überall dort werden Pumpen gebraucht, und zwar effiziente. Unser Auftragseingang lag in den ersten drei Quartalen zwölf Prozent über dem Vorjahr. Das heißt aber nicht, dass wir die Schwäche der Industrie nicht spüren. Im klassischen Maschinenbaugeschäft sind die Bestellungen deutlich zurückgegangen.",
                    "Q: Sie haben gerade angekündigt, 80 Millionen Euro in ein neues Werk in Frankenthal zu investieren. Viele Ihrer Wettbewerber gehen lieber nach Osteuropa. Warum Sie nicht? || Weil unsere wichtigsten Mitarbeiter hier sind. Wir bauen hochkomplexe Anlagen, da kommt es auf Erfahrung an, die man nicht einfach verlagern kann. Natürlich haben wir gerechnet, und die Lohnkosten in Polen oder Tschechien sind niedriger. Aber wenn man Qualität, Produktivität und die Nähe zur Entwicklung einbezieht, schneidet Frankenthal gar nicht schlecht ab.",
                    "FIG: Michael Brandt | Kessler-Chef Michael Brandt: „Die Familie hat sich klar bekannt.“ Foto: Kessler AG",
                    "Q: Was müsste die Politik tun, damit mehr Unternehmen so entscheiden? || Das Wichtigste wären schnellere Genehmigungen. Wir haben für die neue Halle fast zwei Jahre auf die Baugenehmigung gewartet. In dieser Zeit hätten wir in Tschechien das Werk schon gebaut und in Betrieb genommen. Außerdem brauchen wir verlässliche Energiepreise. Niemand investiert gern, wenn er nicht weiß, was der Strom in drei Jahren kostet.",
                    "Q: Die Bundesregierung hat einen Industriestrompreis beschlossen. Hilft Ihnen das? || Uns direkt kaum, weil wir nicht zu den energieintensiven Branchen zählen. Ich halte es auch für den falschen Weg, einzelne Branchen zu subventionieren. Besser wäre es, Netzentgelte und Stromsteuer für alle zu senken.",
                    "Q: Kessler gehört vollständig der Gründerfamilie. Ist ein Börsengang für Sie ein Thema? || Nein. Die Familie hat sich klar dazu bekannt, das Unternehmen unabhängig zu halten. Wir finanzieren unser Wachstum aus eigener Kraft, die Eigenkapitalquote liegt bei über 50 Prozent. Das gibt uns die Freiheit, langfristig zu denken – gerade in Zeiten wie diesen.",
                ],
                "interview-bold-questions",
                section="Mittelstand",
                kicker="Interview",
                dek="Der Pumpenhersteller baut ein neues Werk in der Pfalz statt in Tschechien. Der Vorstandschef erklärt, warum – und was er von der Politik erwartet.",
                more="Mehr: Maschinenbauer rechnen 2027 mit weiterem Produktionsrückgang",
            )
        )
        add(
            story(
                "dax",
                "/finanzen/maerkte/marktberichte/dax-schliesst-mit-gewinnen-chipwerte-gefragt/100186611.html",
                "Dax schließt mit Gewinnen – Chipwerte gefragt",
                "2026-12-04",
                "2026-12-04T18:02:00+01:00",
                "04.12.2026 - 18:02 Uhr",
                ["Markus Lehmann"],
                [
                    "Der deutsche Aktienmarkt hat am Freitag zugelegt. Der Leitindex Dax schloss 0,9 Prozent höher bei 24.318 Punkten. Auf Wochensicht ergibt sich damit ein Plus von 1,7 Prozent. Der MDax der mittelgroßen Werte gewann 0,6 Prozent auf 30.112 Zähler.",
                    "Rückenwind kam am Nachmittag aus den USA. Dort fiel der Lohnanstieg im November geringer aus als erwartet, was die Hoffnung auf weitere Zinssenkungen der US-Notenbank Fed nährte. „Die Daten sind genau das, was die Märkte sehen wollten: ein robuster Arbeitsmarkt ohne neuen Inflationsdruck“, sagte Kapitalmarktstratege Jonas Frey von der Nordbank.",
                    "Gefragt waren vor allem Technologiewerte. Die Halbleiterhersteller Sorvant und Elmtech legten jeweils mehr als drei Prozent zu, nachdem der US-Konzern Alverra am Vorabend starke Zahlen vorgelegt und seine Prognose angehoben hatte. Auch der Softwarekonzern Brixon gehörte mit einem Plus von 2,4 Prozent zu den Gewinnern im Dax.",
                    "Zu den Verlierern zählten Versorger und Immobilienwerte. Die Papiere des Energiekonzerns Nordwerk gaben 1,8 Prozent nach, nachdem ein Analyst seine Kaufempfehlung zurückgezogen hatte.",
                    "Unter den Einzelwerten fiel zudem der Sportartikelhersteller Kranich auf, dessen Aktie nach einer Hochstufung durch die Schweizer Bank Helvea um 2,9 Prozent zulegte. Die Analysten trauen dem Unternehmen nach dem Abbau der Lagerbestände wieder steigende Margen zu.",
                    "Im nachbörslichen Handel legten [[stahl|Rheinstahl-Aktien]] um mehr als vier Prozent zu, nachdem der Konzern den Abbau von 2400 Stellen angekündigt hatte.",
                    "Am Anleihemarkt gaben die Renditen nach. Die Rendite zehnjähriger Bundesanleihen fiel auf [[bund|den tiefsten Stand seit drei Monaten]]. Der Euro stieg auf 1,1642 Dollar. Der Preis für ein Barrel der Nordseesorte Brent lag bei 71,52 Dollar.",
                    "In der kommenden Woche richtet sich der Blick auf die US-Inflationsdaten am Mittwoch. Für den deutschen Markt sind zudem die Auftragseingänge der Industrie am Montag von Bedeutung.",
                ],
                "market-report-cp1252",
                section="Marktberichte",
                kicker="Börse Frankfurt",
                dek="Schwächere US-Lohndaten nähren die Hoffnung auf Zinssenkungen. Halbleiteraktien profitieren von starken Zahlen aus den USA.",
                **CP,
            )
        )
        add(
            story(
                "bund",
                "/finanzen/maerkte/anleihen/rendite-zehnjaehriger-bundesanleihen-faellt-auf-dreimonatstief/100186580.html",
                "Rendite zehnjähriger Bundesanleihen fällt auf Dreimonatstief",
                "2026-12-04",
                "2026-12-04T15:48:00+01:00",
                "04.12.2026 - 15:48 Uhr",
                [],
                [
                    "Die Rendite zehnjähriger Bundesanleihen ist am Freitag auf den tiefsten Stand seit drei Monaten gefallen. Sie sank am Nachmittag um sechs Basispunkte auf 2,41 Prozent.",
                    "Auslöser waren schwächer als erwartet ausgefallene Lohndaten aus den USA. Diese stützen die Erwartung, dass die US-Notenbank ihre Geldpolitik im kommenden Jahr weiter lockert.",
                    "Auch die Rendite zweijähriger Bundesschatzanweisungen gab nach und fiel auf 1,93 Prozent. Händler verwiesen zudem auf die Sitzung der Europäischen Zentralbank in zwei Wochen, von der keine Zinsänderung erwartet wird.",
                ],
                "agency-brief-cp1252",
                section="Anleihen",
                kicker="Anleihen",
                credit="dpa-AFX",
                **CP,
            )
        )
        add(
            story(
                "kommentar",
                "/meinung/kommentare/kommentar-die-schuldenbremse-braucht-ein-update-keinen-abriss/100185991.html",
                "Die Schuldenbremse braucht ein Update, keinen Abriss",
                "2026-12-03",
                "2026-12-03T20:15:00+01:00",
                "03.12.2026 - 20:15 Uhr",
                ["Sabine Albrecht"],
                [
                    "Kaum ein Instrument der deutschen Finanzpolitik ist so umstritten wie die Schuldenbremse. Für die einen ist sie der Garant solider Staatsfinanzen, für die anderen eine Investitionsbremse, die das Land kaputtspart. Beide Seiten haben ein Stück weit recht – und genau deshalb führt die aktuelle Debatte in die Irre.",
                    "Am Mittwoch hat die Expertenkommission der Bundesregierung ihren Abschlussbericht vorgelegt. Die Empfehlung: Die Regel soll im Kern erhalten bleiben, aber Nettoinvestitionen in Infrastruktur, Bildung und Verteidigung sollen bis zu einer Grenze von 0,5 Prozent der Wirtschaftsleistung ausgenommen werden. Kaum war der Bericht veröffentlicht, überschlugen sich die Reaktionen. Die einen sprachen von einem Dammbruch, die anderen von einem halbherzigen Kompromiss.",
                    "Dabei ist der Vorschlag vernünftiger als sein Ruf. Die Schuldenbremse in ihrer heutigen Form unterscheidet nicht zwischen Ausgaben, die den Wohlstand von morgen sichern, und solchen, die nur den Konsum von heute finanzieren. Wer eine marode Brücke saniert, schafft einen Wert, der Jahrzehnte hält. Wer Subventionen verteilt, tut das nicht. Eine Regel, die beides gleich behandelt, setzt falsche Anreize.",
                    "Zugleich ist die Sorge der Kritiker berechtigt. Der Begriff der Investition ist dehnbar, und die Politik hat in der Vergangenheit bewiesen, wie kreativ sie bei der Umgehung von Haushaltsregeln sein kann. Sondervermögen, die an der Schuldenbremse vorbei finanziert werden, sind dafür das beste Beispiel.",
                    "Hinzu kommt: Die Zinslast des Bundes ist in den vergangenen Jahren deutlich gestiegen. Jeder zusätzliche Kredit muss auch in Zukunft bedient werden. Wer heute mehr Spielraum fordert, muss deshalb auch sagen, wie er die Ausgaben an anderer Stelle begrenzen will – etwa bei Subventionen, die ihren Zweck längst erfüllt haben.",
                    "Entscheidend ist deshalb die Ausgestaltung. Eine Ausnahme für Investitionen kann nur funktionieren, wenn sie eng definiert ist und von einer unabhängigen Stelle überwacht wird, etwa vom Stabilitätsrat oder vom Bundesrechnungshof. Und sie braucht eine Obergrenze, die nicht bei der nächsten Haushaltskrise wieder infrage gestellt wird.",
                    "Die Bundesregierung sollte den Bericht als Chance begreifen. Ein ehrliches Update der Schuldenbremse wäre ein Signal an Investoren und Unternehmen, dass Deutschland seine Infrastruktur ernst nimmt, ohne die Haushaltsdisziplin aufzugeben. Ein Abriss dagegen würde das Vertrauen in die deutsche Finanzpolitik beschädigen, das über Jahrzehnte aufgebaut wurde.",
                ],
                "commentary-reader-comments",
                section="Kommentare",
                kicker="Kommentar",
                dek="Die Expertenkommission schlägt eine Ausnahme für Investitionen vor. Das ist vernünftiger als sein Ruf – wenn die Regeln eng gefasst werden.",
                more="Mehr: Expertenkommission empfiehlt Ausnahmen für Investitionen",
                comments=True,
            )
        )
        add(
            story(
                "wasserstoff",
                "/unternehmen/energie/wasserstoffnetz-netzbetreiber-fordern-milliardengarantie-vom-bund/100186650.html",
                "Wasserstoffnetz: Netzbetreiber fordern Milliardengarantie vom Bund",
                "2026-12-05",
                "2026-12-04T23:20:00Z",
                "05.12.2026 - 00:20 Uhr",
                ["Katrin Weber", "Jens Hoffmann"],
                [
                    "Die Betreiber des geplanten deutschen Wasserstoff-Kernnetzes verlangen vom Bund zusätzliche finanzielle Absicherungen. In einem Schreiben an das Bundeswirtschaftsministerium, das dem Handelskurier vorliegt, warnen die Unternehmen, ohne Nachbesserungen sei der Zeitplan für den Netzausbau nicht zu halten.",
                    "Konkret fordern die Netzbetreiber eine staatliche Garantie über bis zu acht Milliarden Euro für den Fall, dass die Nachfrage nach Wasserstoff langsamer wächst als erwartet. Bislang sieht das sogenannte Amortisationskonto vor, dass die Betreiber einen Teil des Risikos selbst tragen. „Die Annahmen, auf denen das Finanzierungsmodell beruht, sind von der Realität überholt worden“, heißt es in dem Brief.",
                    "## Industrie zögert mit der Umstellung",
                    "Hintergrund ist die schleppende Nachfrage aus der Industrie. Mehrere Stahl- und Chemieunternehmen haben ihre Pläne zur Umstellung auf Wasserstoff zuletzt verschoben oder verkleinert. Erst am Freitag hatte [[stahl|der Stahlkonzern Rheinstahl]] angekündigt, die Inbetriebnahme seiner Direktreduktionsanlage in Duisburg um ein Jahr zu verschieben.",
                    "Das Kernnetz soll bis 2032 rund 9000 Kilometer Leitungen umfassen und die großen Industriezentren mit Importterminals an der Küste und mit Elektrolyseuren verbinden. Etwa 60 Prozent der Strecke sollen aus umgewidmeten Erdgasleitungen bestehen. Die Investitionskosten werden auf knapp 19 Milliarden Euro geschätzt.",
                    "Im Wirtschaftsministerium zeigt man sich bislang zurückhaltend. Eine Sprecherin sagte auf Anfrage, man prüfe das Schreiben und stehe im Dialog mit den Unternehmen. Grundsätzlich habe sich das Finanzierungsmodell bewährt.",
                    "## Kritik aus der Opposition",
                    "Kritik kommt aus der Opposition. „Es kann nicht sein, dass private Netzbetreiber die Gewinne einstreichen und die Risiken beim Steuerzahler abladen“, sagte der energiepolitische Sprecher einer Oppositionsfraktion, Ralf Hensel.",
                    "Die Netzbetreiber verweisen dagegen auf andere europäische Länder. In den Niederlanden und in Dänemark trage der Staat einen deutlich größeren Teil des Risikos. Ohne vergleichbare Bedingungen werde es schwer, privates Kapital für den Ausbau zu gewinnen.",
                    "Branchenkenner halten eine Einigung dennoch für wahrscheinlich. „Der Bund hat sich politisch so stark auf das Kernnetz festgelegt, dass er es sich kaum leisten kann, das Projekt scheitern zu lassen“, sagt die Energieökonomin Claudia Reinhardt von einem Forschungsinstitut in Essen.",
                ],
                "two-authors-utc-after-midnight",
                section="Energie",
                kicker="Energiewende",
                dek="Die Nachfrage nach Wasserstoff wächst langsamer als erhofft. Jetzt wollen die Betreiber des Kernnetzes den Staat stärker in die Pflicht nehmen.",
                exclusive=True,
                tag=True,
            )
        )
        add(
            story(
                "kettler",
                "/unternehmen/industrie/autozulieferer-kettler-stellt-insolvenzantrag/100185402.html",
                "Autozulieferer Kettler stellt Insolvenzantrag",
                "2026-12-02",
                None,
                "02.12.2026 - 11:48 Uhr",
                ["Jens Hoffmann"],
                [
                    "Der Autozulieferer Kettler Automotive hat beim Amtsgericht Schweinfurt einen Antrag auf Eröffnung eines Insolvenzverfahrens in Eigenverwaltung gestellt. Das teilte das Unternehmen am Mittwoch mit. Betroffen sind rund 3100 Beschäftigte an vier Standorten in Deutschland.",
                    "Kettler stellt unter anderem Lenkungskomponenten und Fahrwerksteile für mehrere große Autohersteller her. Der Umsatz lag zuletzt bei rund 780 Millionen Euro. Das Unternehmen leidet nach eigenen Angaben unter dem Rückgang der Produktionszahlen in Europa und den hohen Kosten für die Umstellung auf Komponenten für Elektroautos.",
                    "„Wir haben in den vergangenen Monaten intensiv nach einer außergerichtlichen Lösung gesucht“, sagte Geschäftsführer Stefan Reuß. „Die Eigenverwaltung gibt uns nun die Möglichkeit, das Unternehmen unter dem Schutz des Insolvenzrechts neu aufzustellen.“ Der Geschäftsbetrieb laufe uneingeschränkt weiter, Löhne und Gehälter seien über das Insolvenzgeld für drei Monate gesichert.",
                    "Als Sachwalter bestellte das Gericht den Nürnberger Rechtsanwalt Peter Gehring.",
                    "Nach Informationen des Handelskuriers hatte Kettler zuletzt vergeblich mit seinen Banken über eine Verlängerung von Kreditlinien in Höhe von rund 150 Millionen Euro verhandelt. Ein Investorenprozess soll in den kommenden Wochen starten; erste Interessenten hätten sich bereits gemeldet, hieß es aus Unternehmenskreisen.",
                    "Kettler ist nicht der erste Zulieferer, der in diesem Jahr in Schieflage gerät. Nach Zahlen der Beratungsgesellschaft Falkenried & Partner haben seit Januar 41 Autozulieferer in Deutschland Insolvenz angemeldet, so viele wie seit 2009 nicht mehr. Branchenvertreter rechnen mit weiteren Fällen, da die Autohersteller ihre Produktion zurückfahren und Kosten auf die Lieferanten abwälzen.",
                    "Die IG Metall forderte die Kunden von Kettler auf, das Unternehmen in der Sanierung zu unterstützen. „Die Hersteller dürfen ihre Lieferanten jetzt nicht fallen lassen“, sagte ein Gewerkschaftssprecher.",
                    "Für die Region Schweinfurt ist die Insolvenz ein weiterer Rückschlag. Die Stadt gilt als eines der Zentren der deutschen Zulieferindustrie, mehrere Betriebe haben dort in den vergangenen zwei Jahren bereits Stellen abgebaut. Die Stadtverwaltung kündigte an, gemeinsam mit der Industrie- und Handelskammer einen runden Tisch einzuberufen.",
                ],
                "news-no-jsonld",
                section="Industrie",
                kicker="Autoindustrie",
                dek="Der Schweinfurter Lenkungsspezialist beantragt ein Verfahren in Eigenverwaltung. Rund 3100 Beschäftigte sind betroffen.",
                nold=True,
            )
        )

    # ---------------------------------------------------------------- templates
    def frame(self, doc: Doc, main: str) -> str:
        legacy = self.doc_encoding(doc) == "cp1252"
        charset = (
            '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'
            if legacy
            else '<meta charset="utf-8">'
        )
        meta = [
            f"<title>{esc(doc.title)} | Handelskurier</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article:
            meta += [
                f'<meta name="description" content="{esc(doc.dek)}">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:description" content="{esc(doc.dek)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
                '<meta property="og:site_name" content="Handelskurier">',
                '<meta property="og:locale" content="de_DE">',
            ]
            if doc.iso:
                meta.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if doc.extra.get("premium"):
                meta.append('<meta name="hk-paid-content" content="true">')
            if not doc.extra.get("nold"):
                ld: dict[str, object] = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "description": doc.dek,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "author": [{"@type": "Person", "name": a} for a in doc.authors]
                    or [{"@type": "Organization", "name": doc.extra.get("credit", "Handelskurier")}],
                    "publisher": {
                        "@type": "Organization",
                        "name": "Handelskurier",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/images/logo-hk.png"},
                    },
                    "inLanguage": "de-DE",
                }
                if doc.extra.get("premium"):
                    ld["isAccessibleForFree"] = False
                    ld["hasPart"] = {
                        "@type": "WebPageElement",
                        "isAccessibleForFree": False,
                        "cssSelector": ".paywalled-content",
                    }
                meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            meta += [
                '<meta property="og:type" content="website">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
            ]
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("unternehmen", "Unternehmen"),
                ("finanzen", "Finanzen"),
                ("ticker", "Börse live"),
                ("tag", "Wasserstoff"),
                ("abo", "HK+"),
            )
        )
        body_class = "legacy-template" if legacy else "app-root"
        head_scripts = (
            '<script type="text/javascript" src="/static/legacy/js/hk-legacy.min.js"></script>'
            if legacy
            else '<script src="/assets/runtime.7f3c1a.js" type="module"></script><script src="/assets/main.a81e44.js" type="module"></script>'
        )
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
{charset}
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<meta name="robots" content="index, follow, max-image-preview:large">
<link rel="alternate" type="application/rss+xml" title="Handelskurier Schlagzeilen" href="/contentexport/feed/schlagzeilen">
{head_scripts}
<style>/*PAD*/</style>
</head>
<body class="{body_class}">
<div id="cmp-banner" class="cmp-container" role="dialog" aria-label="Einwilligung"><p>Wir verwenden Cookies und ähnliche Technologien, um Inhalte zu personalisieren, Werbung auszuspielen und Zugriffe zu analysieren. Mit „Zustimmen“ willigen Sie in die Verarbeitung ein; Ihre Einwilligung können Sie jederzeit widerrufen.</p><button class="cmp-accept">Zustimmen</button> <button class="cmp-settings">Einstellungen</button> <a href="{esc(self.href("abo"))}">Werbefrei mit HK+</a></div>
<app-header class="vhb-header">
<div class="vhb-header__logo">{self.a("home", "Handelskurier", "nav", 'aria-label="Zur Startseite"', '<svg class="hk-logo" viewBox="0 0 200 32"><title>Handelskurier</title><rect width="200" height="32"/></svg>')}</div>
<nav class="vhb-navigation"><ul>{nav}<li><a href="/politik/">Politik</a></li><li><a href="/technik/">Technik</a></li><li><a href="/karriere/">Karriere</a></li></ul></nav>
<div class="vhb-header__actions"><a href="{esc(self.href("search"))}" class="vhb-search">Suche</a> <a href="https://login.handelskurier.test/" class="vhb-login">Anmelden</a> {self.a("abo", "Abo testen", "nav", 'class="vhb-cta"')}</div>
</app-header>
<app-ticker-bar class="vhb-ticker"><span>Dax 24.318 +0,91 %</span> <span>MDax 30.112 +0,58 %</span> <span>Euro/Dollar 1,1642</span> <span>Brent 71,52 $</span></app-ticker-bar>
<main class="vhb-main">
{main}
</main>
<footer class="vhb-footer">
<div class="vhb-footer__columns"><ul><li>{self.a("unternehmen", "Unternehmen", "footer")}</li><li>{self.a("finanzen", "Finanzen", "footer")}</li><li>{self.a("ticker", "Börse live", "footer")}</li><li><a href="/meinung/">Meinung</a></li></ul>
<ul><li>{self.a("impressum", "Impressum", "footer")}</li><li><a href="/datenschutz/">Datenschutz</a></li><li><a href="/agb/">AGB</a></li><li><a href="/kontakt/">Kontakt</a></li><li>{self.a("abo", "Abo-Angebote", "footer")}</li></ul></div>
<p class="vhb-footer__copyright">© Handelskurier GmbH 2026. Alle Rechte vorbehalten. Nutzungsrechte erwerben? Kursdaten: Börsenplätze, Zeitverzögerung mindestens 15 Minuten.</p>
</footer>
<script>window.hkTracking={{"pageType":"{"article" if doc.is_article else doc.kind}","paid":{"true" if doc.extra.get("premium") else "false"},"ressort":"{esc(doc.section or doc.title)}"}};</script>
</body>
</html>"""

    def authors_html(self, doc: Doc) -> str:
        if not doc.authors:
            return f'<app-authors class="c-authors">Quelle: {esc(doc.extra.get("credit", ""))}</app-authors>'
        links = [
            self.a("author", a, "byline", A_AUTHOR)
            if a == "Katrin Weber"
            else f'<a class="c-authors__link" href="/autoren/{AUTHOR_INFO[a][0]}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        return f'<app-authors class="c-authors">Von {" und ".join(links)}</app-authors>'

    def story_main(self, doc: Doc) -> str:
        def fig(alt: str, cap: str) -> str:
            return f'<app-storyline-image><figure class="c-figure"><img src="/images/{doc.key}/100186/16-9/768.jpg" alt="{esc(alt)}" loading="lazy"><figcaption class="c-figure__caption">{esc(cap)}</figcaption></figure></app-storyline-image>'

        body = self.blocks(
            doc,
            p_tag='<app-storyline-paragraph><p class="c-paragraph">',
            p_end="</p></app-storyline-paragraph>",
            fig=fig,
        )
        body = body.replace(
            "<p><strong>", '<app-storyline-paragraph><p class="c-paragraph c-paragraph--question"><strong>'
        ).replace("</strong></p>", "</strong></p></app-storyline-paragraph>")
        badges = ""
        if doc.extra.get("premium"):
            badges += '<span class="c-premium-badge" aria-label="Handelskurier Plus">HK+</span>'
        if doc.extra.get("exclusive"):
            badges += '<span class="c-exclusive-badge">Exklusiv</span>'
        paywall = ""
        if doc.extra.get("premium"):
            paywall = f"""<app-paywall class="paywalled-content c-paywall"><div class="c-paywall__fade"></div><p class="c-paywall__eyebrow">Exklusiv für Abonnenten</p><h3 class="c-paywall__headline">Lesen Sie jetzt weiter</h3><p>Mit HK+ erhalten Sie Zugriff auf alle Artikel, Analysen und das E-Paper.</p><ul class="c-paywall__usp"><li>Exklusive Recherchen aus der Wirtschaft</li><li>Morning Briefing und Newsletter</li><li>Jederzeit kündbar</li></ul>{self.a("abo", "4 Wochen für 1 € testen", "content", A_CTA)}<p class="c-paywall__login">Bereits Abonnent? <a href="https://login.handelskurier.test/?redirect={esc(doc.path)}">Anmelden</a></p></app-paywall>"""
        more = f'<p class="c-more">{esc(doc.extra["more"])}</p>' if doc.extra.get("more") else ""
        author_boxes = "".join(
            f'<div class="c-author-box"><img src="/images/autoren/{AUTHOR_INFO[a][0]}.jpg" alt="{esc(a)}" width="64"><p class="c-author-box__name">{esc(a)}</p><p class="c-author-box__bio">{esc(AUTHOR_INFO[a][1])}</p></div>'
            for a in doc.authors
        )
        tags = (
            f'<app-story-topics class="c-topics"><span>Themen:</span> {self.a("tag", "Wasserstoff", "content")} <a href="/themen/energiewende/">Energiewende</a></app-story-topics>'
            if doc.extra.get("tag")
            else ""
        )
        comments = ""
        if doc.extra.get("comments"):
            comments = """<section class="c-comments" id="kommentare"><h2>Kommentare (3)</h2>
<div class="c-comment"><p class="c-comment__author">Hanseat_1974 · vor 2 Stunden</p><p>Endlich mal ein differenzierter Beitrag. Eine eng gefasste Ausnahme für Investitionen halte ich für überfällig.</p></div>
<div class="c-comment"><p class="c-comment__author">K. Brenner · vor 3 Stunden</p><p>Wer definiert denn, was eine Investition ist? Genau da fängt das Problem an.</p></div>
<div class="c-comment"><p class="c-comment__author">Mittelständler aus Ulm · vor 5 Stunden</p><p>Solange die Verwaltung Jahre für jede Genehmigung braucht, hilft auch mehr Geld nicht.</p></div>
<p class="c-comments__note">Die Kommentarfunktion ist nur für Abonnenten verfügbar. Bitte beachten Sie unsere Netiquette.</p></section>"""
        related = "".join(
            f'<app-teaser class="c-teaser c-teaser--small"><span class="c-teaser__kicker">{esc(self.docs[k].extra.get("kicker", ""))}</span>{self.a(k, self.docs[k].title, "related", A_TEASER)}</app-teaser>'
            for k in [k for k in ARTS if k != doc.key][:4]
        )
        section_link = self.a(
            "finanzen" if self.doc_encoding(doc) == "cp1252" else "unternehmen",
            "Finanzen" if self.doc_encoding(doc) == "cp1252" else "Unternehmen",
            "nav",
        )
        return f"""<article class="vhb-article">
<app-breadcrumb class="c-breadcrumb">{self.a("home", "Startseite", "nav")} › {section_link} › <span>{esc(doc.section)}</span></app-breadcrumb>
<app-story-header class="c-story-header">
<div class="c-badges">{badges}</div>
<app-header-content-kicker class="c-kicker">{esc(doc.extra.get("kicker", ""))}</app-header-content-kicker>
<h1 class="c-headline">{esc(doc.title)}</h1>
<app-header-content-lead-text class="c-lead-text">{esc(doc.dek)}</app-header-content-lead-text>
<div class="c-story-meta">{self.authors_html(doc)}<app-story-date class="c-date"><time{f' datetime="{doc.iso}"' if doc.iso else ""}>{doc.stamp}</time></app-story-date></div>
<div class="c-story-tools"><button class="c-tool c-tool--audio">Artikel anhören</button> <button class="c-tool c-tool--bookmark">Merken</button> <button class="c-tool c-tool--share">Teilen</button> <button class="c-tool c-tool--print" onclick="window.print()">Drucken</button></div>
</app-story-header>
<app-storyline-elements class="c-storyline">
{body}
</app-storyline-elements>
{paywall}
{more}
{tags}
<div class="c-author-boxes">{author_boxes}</div>
<div class="c-share"><a href="https://www.linkedin.com/shareArticle?url={esc(self.url(doc.key))}">LinkedIn</a> <a href="https://www.xing.com/spi/shares/new?url={esc(self.url(doc.key))}">Xing</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="mailto:?subject={esc(doc.title)}">E-Mail</a></div>
</article>
{comments}
<section class="c-related"><h2>Das könnte Sie auch interessieren</h2>{related}</section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            plus = '<span class="c-premium-badge">HK+</span>' if d.extra.get("premium") else ""
            who = ", ".join(d.authors) if d.authors else d.extra.get("credit", "")
            img = f'<img src="/images/{k}/teaser/16-9/400.jpg" alt="" loading="lazy">' if i < 3 else ""
            items.append(
                f'<app-teaser class="c-teaser">{img}{plus}<span class="c-teaser__kicker">{esc(d.extra.get("kicker", ""))}</span><h3 class="c-teaser__headline">{self.a(k, d.title, "content")}</h3><p class="c-teaser__lead">{esc(d.dek or self.lede(d))}</p><p class="c-teaser__meta">{esc(who)} · {d.stamp}</p></app-teaser>'
            )
        head = f'<h1 class="c-page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="c-author-profile"><img src="/images/autoren/katrin-weber.jpg" alt="Katrin Weber" width="120"><p>{esc(AUTHOR_INFO["Katrin Weber"][1])}</p><p>Katrin Weber ist seit 2014 beim Handelskurier. Zuvor arbeitete sie für eine Nachrichtenagentur in Brüssel.</p><a href="mailto:k.weber@handelskurier.test">E-Mail an Katrin Weber</a></div><h2>Artikel von Katrin Weber</h2>'
        if doc.kind == "tag":
            head += '<p class="c-topic-intro">Alle Nachrichten, Analysen und Hintergründe zum Thema Wasserstoff: Netzausbau, Elektrolyse, Importe und die Umstellung der Industrie.</p>'
        if doc.kind == "search":
            head += '<form class="c-search" action="/suche/"><input name="query" value="Insolvenz"><button>Suchen</button></form><p class="c-search__count">1 Treffer</p>'
        pager = ""
        if doc.extra.get("more") and doc.kind != "home":
            pager = f'<nav class="c-pagination"><span class="is-active">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Weitere Artikel", "pagination")}</nav>'
        if doc.key == "unternehmen2":
            pager = f'<nav class="c-pagination">{self.a("unternehmen", "Zurück", "pagination")} {self.a("unternehmen", "1", "pagination")} <span class="is-active">2</span></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="c-home-boxes"><div>{self.a("ticker", "Dax aktuell: Börse live", "content")}</div><div>{self.a("finanzen", "Finanzen", "content")}: {self.a("bund", self.docs["bund"].title, "content")}</div><div>{self.a("author", "Katrin Weber", "content")} · {self.a("tag", "Thema Wasserstoff", "content")} · {self.a("search", "Suche", "content")}</div></section>'
        if doc.key == "finanzen":
            extra = f'<div class="legacy-box">{self.a("ticker", "Börse live: Alle Kurse im Ticker", "content")}</div>'
        return f'<div class="vhb-listing">{head}{extra}<div class="c-teaser-list">{"".join(items)}</div>{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "ticker":
            entries = [
                ("17:45", "Dax schließt 0,9 Prozent fester bei 24.318 Punkten. Wochenplus 1,7 Prozent."),
                ("17:38", "Rheinstahl kündigt Abbau von 2400 Stellen an – Aktie nachbörslich fester."),
                ("16:12", "Sorvant und Elmtech weiter gefragt, TecDax steigt um 1,4 Prozent."),
                ("14:31", "US-Arbeitsmarkt: 168.000 neue Stellen im November, Stundenlöhne +0,2 Prozent."),
                ("12:05", "Dax im Mittagshandel kaum verändert, Anleger warten auf US-Daten."),
                ("09:02", "Dax eröffnet 0,2 Prozent höher bei 24.150 Punkten."),
            ]
            ticker = "".join(
                f'<li class="ticker-entry"><time>{t}</time> <span>{esc(x)}</span></li>' for t, x in entries
            )
            flops = "<tr><th>Gewinner</th><th>%</th><th>Verlierer</th><th>%</th></tr><tr><td>Sorvant</td><td>+3,6</td><td>Nordwerk</td><td>-1,8</td></tr><tr><td>Elmtech</td><td>+3,2</td><td>Immovest</td><td>-1,1</td></tr><tr><td>Brixon</td><td>+2,4</td><td>Raab Versicherung</td><td>-0,6</td></tr>"
            return f"""<div class="legacy-ticker">
<h1 class="c-page-title">{esc(doc.title)}</h1>
<p class="ticker-updated">Zuletzt aktualisiert: 04.12.2026, 17:45 Uhr · Seite wird automatisch aktualisiert</p>
<div class="ticker-quotes">{self.blocks(doc)}</div>
<table class="ticker-topflop">{flops}</table>
<h2>Live-Ticker</h2><ul class="ticker-list">{ticker}</ul>
<p>Marktbericht: {self.a("dax", self.docs["dax"].title, "content")}</p>
<p class="ticker-disclaimer">Kurse mindestens 15 Minuten zeitverzögert. Alle Angaben ohne Gewähr.</p>
</div>"""
        return f'<div class="vhb-static"><h1 class="c-page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
