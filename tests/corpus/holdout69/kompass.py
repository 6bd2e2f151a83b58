# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""DER KOMPASS: a SPIEGEL-like German news magazine site (Tailwind utility classes, `data-area="body"`,
`data-area="text"`, `data-sara-click-el`, `RichText RichText--iconLinks`, the headline in an **`<h2>`** of two spans
(kicker and title) with no `<h1>` on article pages, `/wirtschaft/<slug>-a-<uuid>`, `/impressum/autor-<uuid>`,
`/thema/<tag>/`, `/politik/p2/`, `/suche/?suchbegriff=`), German, UTF-8, Berlin (+01:00).

Dates are printed "04.12.2026, 18.00 Uhr" in a `<time>` whose `datetime` is "2026-12-04 18:00:00" (no zone); the
JSON-LD is an array with `+01:00` stamps, except the storm story whose JSON-LD is **UTC** (23:35Z on 4 Dec = 00:35 on
**5 Dec**). `<title>` and `og:title` are "Kicker: Headline - DER KOMPASS"; `<meta name="author">` is the site on
every page. Hard cases: the **KOMPASS+ paywall teaser** (only the first paragraph is served, then the offer box;
`isAccessibleForFree: false` with `hasPart` `.paywall`): labelled an article whose body is that one paragraph; the
**Q&A explainer** whose answers are in `<details>`; a **fact box** ("in Zahlen") inside the body of a story credited
only by editor initials and agencies ("kko/dpa/AFP"); "Eine Analyse von …", "Ein Kommentar von …", "Ein Interview
von … und …" and "Aus Hamburg berichtet …" bylines; an interview whose question and answer paragraphs start with
"KOMPASS:" and "Richter:" beside a "Zur Person" box; a data table of heating costs."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

ORIGIN = "https://www.kompass-magazin.test"
ARTS = ["sturm", "fragen", "plus", "interview", "kommentar", "analyse", "reportage", "heizkosten"]
AUTHORS = {
    "Tim Bergmann": "3f6a9c2e-0001-0003-0000-000000021487",
    "Jonas Feldhaus": "8b1d07c4-0001-0003-0000-000000018830",
    "Sabine Krüger": "c42e9a11-0001-0003-0000-000000020117",
    "Carolin Weiß": "51f7b3d0-0001-0003-0000-000000016642",
    "Hanna Ostrowski": "e09c6a57-0001-0003-0000-000000022305",
    "Lena Vogt": "7a3be4f2-0001-0003-0000-000000019954",
    "Markus Hellwig": "d6e1c880-0001-0003-0000-000000014410",
}


def cls(names: str) -> str:
    return f'class="{names}"'


def uuid(key: str) -> str:
    h = f"{rng('kps' + key).randrange(16**32):032x}"
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def de(local: str) -> str:
    """The printed form "04.12.2026, 18.00 Uhr" from "2026-12-04 18:00"."""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y}, {time.replace(':', '.')} Uhr"


def a_path(section: str, slug: str, key: str) -> str:
    return f"/{section}/{slug}-a-{uuid(key)}"


class Kompass(Base):
    origin = ORIGIN
    name = "DER KOMPASS"
    prefix = "kps"
    language = "de"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kps",
            [
                ".RichText",
                ".RichText--iconLinks",
                ".font-sansUI",
                ".leading-loose",
                "[data-area=body]",
                "[data-area=paywall]",
                ".lg\\:w-8\\/12",
                ".text-primary-base",
                "[data-block-el=articleTeaser]",
                ".OffsetContainer",
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
                "DER KOMPASS – Nachrichten, Hintergründe und Debatten",
                "spiegel-like-home",
                list=["sturm", "fragen", "plus", "interview", "kommentar", "analyse", "reportage", "heizkosten"],
                more="politik",
            )
        )
        add(
            page(
                "politik",
                "/politik/",
                "section",
                "Politik",
                "ressort-front",
                list=["analyse", "kommentar", "interview", "fragen"],
                more="politik2",
            )
        )
        add(
            page(
                "politik2",
                "/politik/p2/",
                "section",
                "Politik",
                "ressort-front-p2",
                list=["plus", "heizkosten", "reportage"],
            )
        )
        add(
            page(
                "tag",
                "/thema/bahnstreik/",
                "tag",
                "Bahnstreik",
                "thema-page",
                list=["fragen", "interview", "kommentar", "sturm"],
            )
        )
        add(
            page(
                "author",
                f"/impressum/autor-{AUTHORS['Tim Bergmann']}",
                "author",
                "Tim Bergmann",
                "autor-page",
                list=["fragen", "interview"],
                bio="Tim Bergmann, Jahrgang 1988, ist Redakteur im Ressort Wirtschaft und schreibt über Verkehr, Energie und Arbeitswelt. Vor seinem Wechsel zum KOMPASS arbeitete er für die »Badische Rundschau«.",
            )
        )
        add(
            page(
                "search",
                "/suche/?suchbegriff=Bahnstreik",
                "search",
                "Suchergebnisse für »Bahnstreik«",
                "suche-results",
                list=["fragen", "kommentar", "interview"],
            )
        )
        add(
            page(
                "schlagzeilen",
                "/schlagzeilen/",
                "section",
                "Schlagzeilen",
                "schlagzeilen-ticker",
                list=["sturm", "fragen", "kommentar", "plus", "analyse", "reportage", "interview", "heizkosten"],
            )
        )
        add(
            page(
                "abo",
                "/abo/kompassplus/",
                "subscribe",
                "KOMPASS+ – alle Artikel lesen",
                "abo-offer",
                [
                    "Lesen Sie alle KOMPASS+-Artikel auf der Website und in der App, dazu die digitale Ausgabe des Magazins jeden Freitag ab 18 Uhr.",
                    "## Ihre Vorteile",
                    "- Zugang zu allen KOMPASS+-Artikeln",
                    "- Das digitale Magazin als E-Paper und in der App",
                    "- Jederzeit kündbar",
                    "## Preise",
                    "Der erste Monat kostet 1 Euro, danach 19,99 Euro monatlich. Für Abonnentinnen und Abonnenten der Printausgabe ist KOMPASS+ inklusive.",
                ],
            )
        )
        add(
            page(
                "impressum",
                "/impressum",
                "about",
                "Impressum",
                "impressum",
                [
                    "KOMPASS Verlag GmbH & Co. KG, Ericusspitze 7, 20457 Hamburg",
                    "Telefon: +49 40 555 0100, E-Mail: redaktion@kompass-magazin.test",
                    "## Chefredaktion",
                    "Dr. Friederike Lahn (V.i.S.d.P.), Arne Kolbe",
                    "## Registergericht",
                    "Amtsgericht Hamburg, HRA 98765. Umsatzsteuer-Identifikationsnummer: DE 999 111 222",
                ],
            )
        )
        add(
            story(
                "plus",
                a_path(
                    "wirtschaft",
                    "immobilienfonds-nordstern-wie-tausende-kleinanleger-ihre-altersvorsorge-verloren",
                    "plus",
                ),
                "Wie Tausende Kleinanleger ihre Altersvorsorge verloren",
                "2026-12-04",
                "2026-12-04T18:00:00+01:00",
                "2026-12-04 18:00",
                ["Jonas Feldhaus", "Sabine Krüger"],
                [
                    "Als Gisela Hartmann im Frühjahr 2019 ihren Bausparvertrag auflöste, tat sie das auf Anraten eines freundlichen Herrn von der Bank. 42.000 Euro, das Ersparte aus drei Jahrzehnten als Schulsekretärin in Lüneburg, steckte sie in einen Fonds, der Wohnungen in Leipzig, Halle und Magdeburg kaufen sollte. Sechs Prozent Rendite im Jahr, »inflationsgeschützt, weil Menschen immer wohnen müssen«, so stand es im Prospekt. Heute ist die Nordstern Wohnwerte GmbH insolvent, und Hartmann, 71, rechnet damit, dass sie von ihrem Geld nichts wiedersieht.",
                ],
                "paywall-teaser-first-paragraph-only",
                section="Wirtschaft",
                kicker="Immobilienfonds Nordstern",
                dek="Ein Hamburger Fondsanbieter versprach sichere Renditen mit Wohnungen in Ostdeutschland. Jetzt ist das Geld von rund 9000 Anlegern weg – und interne Dokumente zeigen, dass die Verantwortlichen früh Bescheid wussten.",
                plus=True,
                caption=(
                    "Wohnblock in Halle-Neustadt: Die Sanierung wurde nie begonnen",
                    "Foto: Jens Schlüter / KOMPASS",
                ),
            )
        )
        add(
            story(
                "fragen",
                a_path("wirtschaft", "bahnstreik-ab-montag-was-pendler-jetzt-wissen-muessen", "fragen"),
                "Was Pendler jetzt wissen müssen",
                "2026-12-05",
                "2026-12-05T07:30:00+01:00",
                "2026-12-05 07:30",
                ["Tim Bergmann"],
                [
                    "Die Lokführergewerkschaft VLG hat für Montag und Dienstag einen 48-stündigen Streik im Personenverkehr angekündigt. Welche Züge fahren noch, bekomme ich mein Geld zurück, und muss ich trotzdem zur Arbeit? Die wichtigsten Fragen und Antworten.",
                    "Q: Wann genau wird gestreikt? || Der Streik im Personenverkehr soll am Montag um 2 Uhr beginnen und am Mittwoch um 2 Uhr enden. Im Güterverkehr beginnt er bereits am Sonntagabend um 18 Uhr. Die Gewerkschaft hat angekündigt, den Streik nicht zu verlängern, schließt weitere Arbeitskämpfe vor Weihnachten aber nicht aus.",
                    "Q: Fahren überhaupt noch Züge? || Die Bahn will einen Notfahrplan anbieten, der etwa ein Fünftel der üblichen Fernzüge umfasst, vor allem auf den Strecken zwischen Berlin, Hamburg, Köln, Frankfurt und München. Im Regionalverkehr ist die Lage je nach Bundesland sehr unterschiedlich. Private Anbieter sind vom Streik nicht betroffen, ihre Züge können aber durch gesperrte Stellwerke ausgebremst werden.",
                    "Q: Bekomme ich mein Geld zurück? || Ja. Wer wegen des Streiks nicht fahren will, kann sein Ticket kostenlos stornieren oder es bis eine Woche nach Streikende flexibel nutzen. Die Zugbindung für Sparpreise ist aufgehoben. Bei Verspätungen ab 60 Minuten gelten die üblichen Entschädigungsregeln: 25 Prozent des Fahrpreises, ab 120 Minuten 50 Prozent.",
                    "Q: Was gilt für das Deutschlandticket? || Inhaber des Deutschlandtickets können alle Nahverkehrszüge nutzen, die fahren, auch die der privaten Anbieter. Einen Anspruch auf Erstattung wegen des Streiks gibt es beim Monatsabo nicht.",
                    "Q: Muss ich trotzdem pünktlich zur Arbeit? || Grundsätzlich ja. Das sogenannte Wegerisiko tragen Arbeitnehmerinnen und Arbeitnehmer. Wer wegen des Streiks zu spät kommt, hat keinen Anspruch auf Bezahlung der ausgefallenen Zeit, eine Abmahnung ist bei einem angekündigten Streik aber nur in Ausnahmefällen zulässig. Viele Arbeitgeber bieten an Streiktagen Homeoffice an, ein Recht darauf gibt es jedoch nicht.",
                    "Q: Worum geht es in dem Tarifkonflikt? || Die VLG fordert 8,5 Prozent mehr Lohn bei einer Laufzeit von zwölf Monaten sowie eine Absenkung der Wochenarbeitszeit für Schichtarbeiter von 38 auf 36 Stunden. Die Bahn bietet 5,2 Prozent in zwei Stufen über 26 Monate. Über die Arbeitszeit will sie erst im kommenden Jahr verhandeln.",
                ],
                "qa-explainer-details-collapsible",
                section="Wirtschaft",
                kicker="Bahnstreik ab Montag",
                dek="Am Montag legt die Lokführergewerkschaft den Bahnverkehr für 48 Stunden lahm. Welche Züge fahren, welche Rechte Fahrgäste haben und was Arbeitnehmer beachten müssen – der Überblick.",
                explainer=True,
            )
        )
        add(
            story(
                "sturm",
                a_path("panorama", "sturmtief-elin-bahn-stellt-fernverkehr-in-norddeutschland-ein", "sturm"),
                "Bahn stellt Fernverkehr in Norddeutschland ein",
                "2026-12-05",
                "2026-12-04T23:35:00Z",
                "2026-12-05 00:35",
                [],
                [
                    "Wegen des Sturmtiefs »Elin« hat die Bahn in der Nacht zu Samstag den Fernverkehr in weiten Teilen Norddeutschlands eingestellt. Betroffen sind vor allem die Strecken von Hamburg nach Berlin, Hannover, Bremen und Kiel sowie die Verbindungen nach Dänemark, teilte das Unternehmen mit.",
                    "An mehreren Stellen stürzten Bäume auf die Gleise, in Schleswig-Holstein wurden Oberleitungen beschädigt. Reisende sollten ihre Fahrt nach Möglichkeit verschieben, hieß es. Bereits gekaufte Tickets behalten ihre Gültigkeit und können bis zu sieben Tage nach Ende der Störung genutzt werden.",
                    "RAW:FACTBOX",
                    "Der Deutsche Wetterdienst warnte an der Nordseeküste vor orkanartigen Böen mit bis zu 115 Kilometern pro Stunde. Auf dem Brocken im Harz wurden am Abend 148 Kilometer pro Stunde gemessen. In Hamburg wurde für die Nacht eine Sturmflut mit einem Wasserstand von 2,40 Metern über dem mittleren Hochwasser erwartet, der Fischmarkt in St. Pauli stand bereits am Abend unter Wasser.",
                    "### Feuerwehr im Dauereinsatz",
                    "In Niedersachsen und Schleswig-Holstein rückten die Feuerwehren bis Mitternacht zu mehr als 1200 Einsätzen aus, meist wegen umgestürzter Bäume und herabfallender Dachziegel. In Bremerhaven wurde ein Mann von einem herabstürzenden Ast getroffen und schwer verletzt.",
                    "Im Laufe des Samstags soll der Sturm nach Osten abziehen. Die Bahn rechnet damit, dass der Fernverkehr ab dem Nachmittag schrittweise wieder aufgenommen werden kann.",
                ],
                "initials-credit-factbox-utc-next-day",
                section="Panorama",
                kicker="Sturmtief »Elin«",
                dek="Umgestürzte Bäume, beschädigte Oberleitungen, eine Sturmflut in Hamburg: Das Sturmtief »Elin« legt den Zugverkehr im Norden lahm. Die Feuerwehren zählen mehr als 1200 Einsätze.",
                initials="kko/dpa/AFP",
                utc_ld=True,
                factbox=(
                    "Sturmtief »Elin« in Zahlen",
                    [
                        "148 km/h: stärkste Böe, gemessen auf dem Brocken",
                        "2,40 Meter: erwarteter Wasserstand über dem mittleren Hochwasser in Hamburg",
                        "1200: Feuerwehreinsätze in Niedersachsen und Schleswig-Holstein bis Mitternacht",
                        "5: Bundesländer mit Unwetterwarnungen",
                    ],
                ),
                caption=("Umgestürzter Baum auf den Gleisen bei Elmshorn", "Foto: Frank Molter / dpa"),
            )
        )
        add(
            story(
                "analyse",
                a_path(
                    "politik/deutschland",
                    "streit-ums-klimageld-warum-die-koalition-sich-schon-wieder-blockiert",
                    "analyse",
                ),
                "Warum die Koalition sich schon wieder blockiert",
                "2026-12-04",
                "2026-12-04T16:12:00+01:00",
                "2026-12-04 16:12",
                ["Carolin Weiß"],
                [
                    "Eigentlich sollte es ein Signal der Geschlossenheit werden. Am Donnerstagabend saßen die Spitzen der Koalition im Kanzleramt zusammen, um sich endlich auf das Klimageld zu einigen, jene Pro-Kopf-Zahlung, mit der die Einnahmen aus dem CO₂-Preis an die Bürgerinnen und Bürger zurückfließen sollen. Nach fünf Stunden gingen sie ohne Ergebnis auseinander.",
                    "Der Streit ist nicht neu, aber er hat sich verschoben. Über das Ob wird kaum noch gestritten, seit der CO₂-Preis im kommenden Jahr auf 65 Euro pro Tonne steigt und die Heizkosten vieler Haushalte spürbar erhöht. Umstritten ist das Wie: eine gleiche Summe für alle, wie sie die kleineren Partner fordern, oder eine nach Einkommen gestaffelte Zahlung, wie sie das Finanzministerium vorschlägt.",
                    "### Ein Auszahlungsweg fehlt noch immer",
                    "Hinzu kommt ein praktisches Problem, das seit Jahren ungelöst ist. Um Geld an alle Bürger zu überweisen, braucht der Staat ihre Kontonummern. Das Bundeszentralamt für Steuern hat zwar begonnen, die Steuer-Identifikationsnummern mit Bankverbindungen zu verknüpfen, doch der Aufbau dauert nach Angaben des Finanzministeriums noch mindestens bis Ende 2027.",
                    "Eine gestaffelte Zahlung würde zudem voraussetzen, dass die Behörden das Einkommen kennen. Für Rentner, Studierende und Menschen ohne Steuererklärung ist das nicht der Fall. Kritiker in der Koalition sprechen deshalb von einem »Bürokratiemonster«.",
                    "### Die Zeit drängt",
                    "Politisch ist der Druck groß. Umfragen zufolge halten zwei Drittel der Deutschen den CO₂-Preis für ungerecht, wenn er nicht zurückgezahlt wird. In den Ländern, in denen im kommenden Jahr gewählt wird, fürchten die Koalitionsparteien die Debatte über steigende Heizkosten.",
                    "Ein neuer Termin ist für die kommende Woche angesetzt. Dass es dann eine Einigung gibt, glaubt in Berlin kaum jemand. Wahrscheinlicher ist ein Kompromiss, der die Entscheidung über die Höhe vertagt und nur den Auszahlungsweg festlegt.",
                ],
                "analysis-byline-eine-analyse-von",
                section="Politik",
                kicker="Streit ums Klimageld",
                dek="Die Koalition hat sich erneut nicht auf das Klimageld einigen können. Dahinter steckt mehr als ein Streit ums Geld.",
                byline_form="Eine Analyse von",
                updated="2026-12-04 19:03",
            )
        )
        add(
            story(
                "interview",
                a_path(
                    "wirtschaft/unternehmen",
                    "bahn-vorstaendin-katrin-richter-wir-haben-die-pendler-zu-lange-vertroestet",
                    "interview",
                ),
                "»Wir haben die Pendler zu lange vertröstet«",
                "2026-12-04",
                "2026-12-04T13:45:00+01:00",
                "2026-12-04 13:45",
                ["Tim Bergmann", "Hanna Ostrowski"],
                [
                    "Katrin Richter ist seit März im Vorstand der Bahn für den Personenverkehr zuständig. Kurz vor dem angekündigten Streik spricht sie über kaputte Weichen, unzufriedene Fahrgäste und die Frage, was sie der Gewerkschaft noch anbieten kann.",
                    "Q: KOMPASS: Frau Richter, am Montag steht der Fernverkehr still. Haben Sie die Gewerkschaft unterschätzt? || Richter: Nein. Wir wussten, dass dieser Tarifkonflikt schwierig wird. Aber ich halte einen Streik mitten in den Verhandlungen für falsch. Wir haben ein Angebot vorgelegt, das deutlich über der Inflation liegt.",
                    "Q: KOMPASS: Die Gewerkschaft sagt, Ihr Angebot sei über 26 Monate gestreckt und damit weniger wert, als es klingt. || Richter: Die Laufzeit ist ein Teil der Verhandlung, darüber kann man reden. Über eine Arbeitszeit von 36 Stunden bei vollem Lohnausgleich dagegen nicht, jedenfalls nicht sofort. Uns fehlen schon heute mehr als 3000 Lokführer.",
                    "Q: KOMPASS: Viele Fahrgäste sind auch ohne Streik frustriert. Nur 62 Prozent der Fernzüge waren im Oktober pünktlich. || Richter: Das ist nicht gut genug, und ich beschönige das nicht. Wir haben die Pendler zu lange vertröstet. Der Grund ist ein Netz, in das über Jahrzehnte zu wenig investiert wurde. Wir sanieren jetzt die wichtigsten Strecken, und das bedeutet zunächst mehr Baustellen.",
                    "Q: KOMPASS: Wann wird es besser? || Richter: Auf den sanierten Korridoren sehen wir schon jetzt weniger Störungen. Für das gesamte Netz wird es aber bis zum Ende des Jahrzehnts dauern. Ich verspreche lieber weniger und halte es dann.",
                ],
                "interview-two-authors-qa-prefixes-person-box",
                section="Wirtschaft",
                kicker="Bahn-Vorständin Katrin Richter",
                dek="Kurz vor dem Streik verteidigt Bahn-Vorständin Katrin Richter das Angebot an die Lokführer – und räumt Fehler bei der Pünktlichkeit ein.",
                byline_form="Ein Interview von",
                person_box=(
                    "Zur Person",
                    "Katrin Richter, 54, ist Bauingenieurin und arbeitet seit 1998 bei der Bahn. Vor ihrem Wechsel in den Vorstand leitete sie die Sparte Regionalverkehr in Nordrhein-Westfalen.",
                ),
            )
        )
        add(
            story(
                "reportage",
                a_path("wirtschaft", "hamburger-hafen-im-sturm-40-schiffe-warten-auf-einfahrt", "reportage"),
                "40 Schiffe warten – und niemand weiß, wie lange noch",
                "2026-12-04",
                "2026-12-04T12:00:00+01:00",
                "2026-12-04 12:00",
                ["Lena Vogt"],
                [
                    "Vom Dach des Lotsenhauses in Övelgönne sieht man an diesem Freitagmorgen nur Grau: den Himmel, die Elbe, die Containerbrücken auf der anderen Seite des Flusses, die stillstehen. Seit Donnerstagabend dürfen keine großen Schiffe mehr in den Hafen einlaufen. In der Deutschen Bucht, vor der Elbmündung, warten nach Angaben der Hafenbehörde 40 Frachter auf die Einfahrt.",
                    "»So etwas hatten wir zuletzt vor sieben Jahren«, sagt Jörn Petersen, der seit 31 Jahren als Lotse arbeitet. Bei Windstärke neun könne man ein 400 Meter langes Containerschiff nicht sicher durch das enge Fahrwasser bringen. »Das Schiff ist dann wie ein Segel. Da hilft auch kein Schlepper mehr.«",
                    "### Die Terminals laufen leer",
                    "Für die Terminals bedeutet der Stillstand Leerlauf. Am Burchardkai stehen die Van Carrier in Reih und Glied, die Schichten für die Nacht wurden abgesagt. Ein Sprecher des Terminalbetreibers sagt, man werde die Verspätungen »über Tage« abarbeiten müssen. Auch die Lastwagen, die sonst Container ins Hinterland bringen, bleiben aus.",
                    "Am Nachmittag soll der Wind nachlassen, dann könnten die ersten Schiffe einlaufen. Petersen glaubt nicht daran. »Der Sturm hat noch nicht mal richtig angefangen«, sagt er und zeigt auf die Wolken, die über Finkenwerder hängen.",
                ],
                "reportage-aus-city-berichtet",
                section="Wirtschaft",
                kicker="Sturm legt Hamburger Hafen lahm",
                dek="Der Sturm hat den Hamburger Hafen zum Stillstand gebracht. Vor der Elbmündung stauen sich die Frachter, an den Terminals ruht die Arbeit. Ein Besuch.",
                byline_form="Aus Hamburg berichtet",
                caption=("Stillstehende Containerbrücken am Burchardkai", "Foto: Lena Vogt / KOMPASS"),
            )
        )
        add(
            story(
                "kommentar",
                a_path(
                    "wirtschaft", "bahnstreik-der-streik-ist-legitim-aber-er-trifft-die-falschen-kommentar", "kommentar"
                ),
                "Der Streik ist legitim – aber er trifft die Falschen",
                "2026-12-05",
                "2026-12-05T10:15:00+01:00",
                "2026-12-05 10:15",
                ["Markus Hellwig"],
                [
                    "Man muss die Lokführer nicht mögen, um ihr Anliegen zu verstehen. Wer nachts, an Wochenenden und an Feiertagen arbeitet, wer seine Familie im Schichtplan unterbringen muss, hat gute Gründe, eine kürzere Arbeitszeit zu fordern. Und eine Gewerkschaft, die dafür streikt, tut nichts anderes als das, wofür es Gewerkschaften gibt.",
                    "Trotzdem ist dieser Streik ein Fehler. Nicht, weil er legitim wäre oder nicht, sondern weil er diejenigen trifft, die am wenigsten dafür können: die Pendlerinnen und Pendler, die seit Jahren mit kaputten Weichen, ausgefallenen Zügen und überfüllten Wagen leben und nun auch noch zwei Tage lang gar nicht zur Arbeit kommen.",
                    "Die Bahn ist an dieser Eskalation nicht unschuldig. Ihr Angebot kam spät, und die Weigerung, über die Arbeitszeit überhaupt zu reden, war ein unnötiger Affront. Aber die Gewerkschaft hätte die Verhandlungen fortsetzen können, statt nach nur zwei Runden den Ausstand auszurufen.",
                    "Am Ende werden sich beide Seiten einigen, wie immer. Die Frage ist nur, wie viel Vertrauen in die Bahn bis dahin noch verloren geht. Viel ist nicht mehr übrig.",
                ],
                "comment-ein-kommentar-von",
                section="Wirtschaft",
                kicker="Bahnstreik",
                dek="Die Lokführer haben gute Gründe für ihre Forderungen. Doch ihr Streik trifft die Falschen – und beschädigt das, was von der Bahn noch übrig ist.",
                byline_form="Ein Kommentar von",
                meinung=True,
            )
        )
        add(
            story(
                "heizkosten",
                a_path(
                    "wirtschaft/verbraucher",
                    "heizkosten-so-stark-steigen-die-abschlaege-fuer-gas-und-fernwaerme",
                    "heizkosten",
                ),
                "So stark steigen die Abschläge für Gas und Fernwärme",
                "2026-12-03",
                "2026-12-03T14:45:00+01:00",
                "2026-12-03 14:45",
                ["Sabine Krüger"],
                [
                    "Zum Jahreswechsel steigt der CO₂-Preis von 55 auf 65 Euro pro Tonne. Für Haushalte, die mit Gas heizen, bedeutet das höhere Abschläge. Doch auch viele Fernwärmekunden müssen mehr zahlen, wie eine Auswertung der Tarife in fünf Großstädten zeigt.",
                    "Für eine Wohnung mit 80 Quadratmetern und einem Verbrauch von 12.000 Kilowattstunden im Jahr ergeben sich nach Berechnungen des Vergleichsportals Heizspiegel folgende Jahreskosten:",
                    "T: Stadt | Gas 2026 | Gas 2027 | Fernwärme 2027",
                    "T: Berlin | 1.392 Euro | 1.468 Euro | 1.610 Euro",
                    "T: Hamburg | 1.356 Euro | 1.431 Euro | 1.702 Euro",
                    "T: München | 1.428 Euro | 1.497 Euro | 1.388 Euro",
                    "T: Köln | 1.374 Euro | 1.449 Euro | 1.545 Euro",
                    "T: Leipzig | 1.318 Euro | 1.392 Euro | 1.476 Euro",
                    "Die Unterschiede bei der Fernwärme erklären sich vor allem durch die Art, wie die Wärme erzeugt wird. Wo noch viel Kohle und Gas verbrannt werden, schlägt der CO₂-Preis stärker durch. In München, wo ein großer Teil aus Geothermie stammt, ist der Anstieg geringer.",
                    "Verbraucherschützer raten, die neuen Abschläge genau zu prüfen. Wer mehr zahlt als nötig, bekommt das Geld zwar mit der Jahresabrechnung zurück, gibt dem Versorger aber einen zinslosen Kredit.",
                ],
                "data-table-heating-costs",
                section="Wirtschaft",
                kicker="Heizkosten",
                dek="Zum 1. Januar steigt der CO₂-Preis. Was das für Mieter und Eigentümer mit Gas- oder Fernwärmeheizung bedeutet – eine Übersicht für fünf Großstädte.",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def full_title(self, doc: Doc) -> str:
        kicker = doc.extra.get("kicker")
        return f"{kicker}: {doc.title}" if kicker else doc.title

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title = self.full_title(doc) if doc.is_article else doc.title
        out = [
            f"<title>{esc(title)} - DER KOMPASS</title>",
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            '<meta name="author" content="DER KOMPASS, Hamburg, Germany">',
            '<meta name="robots" content="index, follow, noarchive, max-snippet:-1, max-image-preview:large, max-video-preview:-1">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:site_name" content="DER KOMPASS">',
            '<meta property="og:locale" content="de_DE">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        out.append(f'<meta name="date" content="{doc.iso}">')
        out.append(f'<meta name="last-modified" content="{self.modified(doc)}">')
        authors = [
            {"@type": "Person", "name": a, "url": f"{ORIGIN}/impressum/autor-{AUTHORS[a]}"} for a in doc.authors
        ] or [{"@type": "Organization", "name": "DER KOMPASS", "url": ORIGIN}]
        ld: dict = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": url,
            "headline": self.full_title(doc),
            "description": doc.dek,
            "datePublished": doc.iso,
            "dateModified": self.modified(doc),
            "author": authors,
            "publisher": {
                "@type": "Organization",
                "name": "DER KOMPASS",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/public/kompass/logo-amp.png",
                    "width": 350,
                    "height": 60,
                },
            },
            "image": {
                "@type": "ImageObject",
                "url": f"https://cdn.kompass-magazin.test/images/{uuid(doc.key + 'img')}_w1280_r1.778_fpx50_fpy50.jpg",
                "width": 1280,
                "height": 720,
            },
            "isAccessibleForFree": not doc.extra.get("plus"),
        }
        if doc.extra.get("plus"):
            ld["isAccessibleForFree"] = "False"
            ld["hasPart"] = {"@type": "WebPageElement", "isAccessibleForFree": "False", "cssSelector": ".paywall"}
        crumbs = {
            "@context": "http://schema.org",
            "@type": "BreadcrumbList",
            "itemListElement": [
                {"@type": "ListItem", "position": 1, "name": "DER KOMPASS", "item": ORIGIN + "/"},
                {
                    "@type": "ListItem",
                    "position": 2,
                    "name": doc.section,
                    "item": f"{ORIGIN}/{doc.path.split('/')[1]}/",
                },
                {"@type": "ListItem", "position": 3, "name": self.full_title(doc)},
            ],
        }
        out.append(f'<script type="application/ld+json">{json.dumps([ld, crumbs], ensure_ascii=False)}</script>')
        return "\n".join(out)

    def modified(self, doc: Doc) -> str:
        if doc.extra.get("updated"):
            return doc.extra["updated"].replace(" ", "T") + ":00+01:00"
        return doc.iso or ""

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="shrink-0">{self.a(k, t, "nav", cls("font-sansUI text-base"))}</li>'
            for k, t in (
                ("schlagzeilen", "Schlagzeilen"),
                ("politik", "Politik"),
                ("/meinung/", "Meinung"),
                ("/wirtschaft/", "Wirtschaft"),
                ("/panorama/", "Panorama"),
                ("/sport/", "Sport"),
                ("/kultur/", "Kultur"),
                ("/netzwelt/", "Netzwelt"),
                ("/wissenschaft/", "Wissenschaft"),
            )
        )
        sara = {
            "page": {
                "type": "article" if doc.is_article else doc.kind,
                "channel": doc.path.split("/")[1] or "home",
                "paid": bool(doc.extra.get("plus")),
            }
        }
        return f"""<!DOCTYPE html>
<html lang="de" data-area="page" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
{self.head(doc)}
<link rel="preload" href="/public/kompass/fonts/KompassSerif-Regular.woff2" as="font" crossorigin>
<link rel="stylesheet" href="/public/kompass/css/app.3b9f0d2e.css">
<style>/*PAD*/</style>
<script>window.SARA={json.dumps(sara)};</script>
<script src="https://cmp.kompass-magazin.test/unified/wrapperMessagingWithoutDetection.js" async></script>
</head>
<body class="bg-white dark:bg-black">
<div id="wrapper" class="relative">
<header data-area="header" class="fixed top-0 left-0 w-full z-50 bg-white">
<div class="flex justify-between items-center h-48 px-16"><button data-area="navigation_toggle" class="font-sansUI text-base">Menü</button><a href="{esc(self.href("home"))}" title="DER KOMPASS" class="block"><svg role="img" aria-labelledby="kps-logo" width="180" height="24"><title id="kps-logo">DER KOMPASS</title><path d="M0 0h180v24H0z"/></svg></a><span class="flex gap-16">{self.a("abo", "KOMPASS+", "nav", 'class="font-sansUI font-bold"')} <a href="https://gruppenkonto.kompass-magazin.test/anmelden.html" class="font-sansUI">Anmelden</a></span></div>
<nav data-area="navigation_bar" aria-label="Hauptnavigation" class="overflow-x-auto"><ul class="flex gap-16">{nav}</ul></nav>
</header>
<div data-area="ad_superbanner" class="ad-container h-90" id="kps_superbanner"></div>
<main id="Inhalt" class="pt-96">
{main}
</main>
<footer data-area="footer" class="bg-shade-lightest font-sansUI text-s px-16 py-32">
<div class="flex flex-wrap gap-16">{self.a("impressum", "Impressum", "footer")} <a href="/datenschutz-kompass">Datenschutz</a> <a href="/nutzungsbedingungen">Nutzungsbedingungen</a> <a href="/cookies">Cookies &amp; Tracking</a> <a href="/kontakt">Kontakt</a> <a href="/hilfe/">Hilfe</a> <a href="/rss/">RSS</a> <a href="/services/newsletter/">Newsletter</a> <a href="https://www.kompass-magazin.test/international/">English Site</a></div>
<p class="mt-16">© DER KOMPASS GmbH &amp; Co. KG</p>
</footer>
<div id="sp_message_container_843201" class="fixed bottom-0 w-full bg-white shadow-lg" role="dialog" aria-label="Datenschutz"><p class="font-sansUI">Lesen Sie den KOMPASS mit Werbung und Tracking kostenlos oder ohne Werbung und ohne Tracking mit dem KOMPASS-Pur-Abo für 4,99 Euro pro Monat. Mit Ihrer Zustimmung verarbeiten wir und unsere 184 Partner personenbezogene Daten auf Ihrem Gerät.</p><button class="font-bold">Akzeptieren und weiter</button> <a href="/abo/pur/">Pur-Abo abschließen</a></div>
</div>
<script src="/public/kompass/js/app.3b9f0d2e.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return ""
        names = [
            self.a("author", a, "byline", 'class="text-black dark:text-shade-lightest border-b border-shade-light"')
            if a == "Tim Bergmann"
            else f'<a href="/impressum/autor-{AUTHORS[a]}" class="text-black dark:text-shade-lightest border-b border-shade-light">{esc(a)}</a>'
            for a in doc.authors
        ]
        form = doc.extra.get("byline_form", "Von")
        return f'<div class="font-sansUI text-primary-darker text-base">{esc(form)} {" und ".join(names)}</div>'

    def explainer_qa(self, q: str, a: str) -> str:
        return f'<details class="my-24 border-b border-shade-light" data-area="faq_item"><summary class="cursor-pointer font-sansUI font-bold text-l py-16"><h3 class="inline">{esc(q)}</h3></summary><div class="RichText RichText--iconLinks lg:w-8/12 md:w-10/12 lg:mx-auto"><p>{self.inline(a)}</p></div></details>'

    def interview_qa(self, q: str, a: str) -> str:
        qp, qt = q.split(": ", 1)
        ap_, at = a.split(": ", 1)
        return f'<div data-area="text" class="RichText RichText--iconLinks lg:w-8/12 md:w-10/12 lg:mx-auto"><p><b>{esc(qp)}: {esc(qt)}</b></p><p><b>{esc(ap_)}:</b> {self.inline(at)}</p></div>'

    def body_html(self, doc: Doc) -> str:
        qa = self.explainer_qa if doc.extra.get("explainer") else self.interview_qa
        html = self.blocks(
            doc,
            p_tag='<div data-sara-click-el="body_element" data-area="text" class="RichText RichText--iconLinks lg:w-8/12 md:w-10/12 lg:mx-auto md:mx-auto lg:px-24 md:px-24 sm:px-16 break-words word-wrap"><p>',
            p_end="</p></div>",
            qa=qa,
        )
        html = html.replace("<h3>", '<h3 class="font-sansUI font-bold text-xl lg:w-8/12 md:w-10/12 lg:mx-auto">')
        html = html.replace(
            '<table class="data">',
            '<div class="overflow-x-auto lg:w-8/12 lg:mx-auto" data-area="table"><table class="data w-full font-sansUI text-s">',
        ).replace(
            "</table>",
            '</table><p class="text-shade-dark text-s">Quelle: Heizspiegel, Berechnungen des KOMPASS</p></div>',
        )
        if doc.extra.get("factbox"):
            head, items = doc.extra["factbox"]
            lis = "".join(f"<li>{esc(i)}</li>" for i in items)
            html = html.replace(
                "FACTBOX",
                f'<aside data-area="factbox" class="bg-shade-lightest lg:w-8/12 lg:mx-auto p-24 my-32"><h3 class="font-sansUI font-bold text-l">{esc(head)}</h3><ul class="list-disc pl-16 font-sansUI">{lis}</ul></aside>',
            )
        if doc.extra.get("person_box"):
            head, text = doc.extra["person_box"]
            html = html.replace(
                '<div data-area="text"',
                f'<aside data-area="infobox" class="bg-shade-lightest lg:w-4/12 float-right p-16 ml-16"><h3 class="font-sansUI font-bold">{esc(head)}</h3><p class="font-sansUI text-s">{esc(text)}</p></aside><div data-area="text"',
                1,
            )
        return html

    def story_main(self, doc: Doc) -> str:
        plus_icon = (
            '<span class="inline-block align-middle mr-4" data-contains-flags="paid"><svg width="24" height="24" viewBox="0 0 24 24" role="img" aria-label="KOMPASS+"><title>KOMPASS+</title><rect width="24" height="24" rx="4"/></svg></span>'
            if doc.extra.get("plus")
            else ""
        )
        meinung = (
            '<span class="block font-sansUI text-s uppercase text-primary-base">Meinung</span>'
            if doc.extra.get("meinung")
            else ""
        )
        when = f'<time datetime="{doc.stamp}:00" class="timeformat">{de(doc.stamp)}</time>'
        if doc.extra.get("updated"):
            when += f' <span class="text-shade-dark">• aktualisiert am {de(doc.extra["updated"])}</span>'
        cap = doc.extra.get("caption")
        media = ""
        if cap:
            media = f'<figure class="relative" data-area="lead_image"><picture><img src="https://cdn.kompass-magazin.test/images/{uuid(doc.key + "img")}_w996_r1.778_fpx50_fpy50.jpg" alt="{esc(cap[0])}" width="996" height="560"></picture><figcaption class="font-sansUI text-shade-darker text-s"><p>{esc(cap[0])}</p><span class="text-shade-dark">{esc(cap[1])}</span></figcaption></figure>'
        body = self.body_html(doc)
        if doc.extra.get("plus"):
            body += (
                '<div data-area="paywall" class="paywall relative" data-component="Paywall"><div class="absolute -top-64 h-64 w-full bg-gradient-to-t from-white"></div>'
                '<div class="bg-shade-lightest p-24 font-sansUI text-center"><p class="text-l font-bold">Jetzt weiterlesen mit KOMPASS+</p>'
                "<p>Sie haben bereits ein Digital-Abonnement? Hier anmelden</p><ul><li>Alle Artikel auf kompass-magazin.test frei zugänglich</li><li>Den KOMPASS als E-Paper und in der App</li><li>Nur 1 € im ersten Monat, danach monatlich kündbar</li></ul>"
                f"{self.a('abo', 'Jetzt für 1 € testen', 'content', cls('bg-primary-base text-white px-24 py-12 rounded'))}</div></div>"
            )
        initials = (
            f'<div data-area="text" class="RichText lg:w-8/12 md:w-10/12 lg:mx-auto"><p class="text-right"><i>{esc(doc.extra["initials"])}</i></p></div>'
            if doc.extra.get("initials")
            else ""
        )
        rel = [k for k in ARTS if k != doc.key][:4]
        more = "".join(
            f'<article data-block-el="articleTeaser" class="py-12">{self.a(k, self.full_title(self.docs[k]), "related", cls("text-black"))}</article>'
            for k in rel
        )
        tag = ""
        if doc.key in ("fragen", "interview", "kommentar"):
            tag = f'<div data-area="topic_pills" class="font-sansUI">Mehr zum Thema: {self.a("tag", "Bahnstreik", "tag", cls("rounded-full border px-12"))} <a href="/thema/deutsche_bahn/" class="rounded-full border px-12">Bahn</a></div>'
        u = quote(self.url(doc.key), safe="")
        section = doc.path.split("/")[1]
        crumb = (
            self.a("politik", "Politik", "breadcrumb")
            if section == "politik"
            else f'<a href="/{section}/">{esc(doc.section)}</a>'
        )
        return f"""<article aria-label="{esc(self.full_title(doc))}" data-area="article" data-sara-article-id="{uuid(doc.key)}">
<nav data-area="breadcrumb" class="font-sansUI text-s">{self.a("home", "DER KOMPASS", "breadcrumb")} › {crumb}</nav>
<header data-area="intro" class="lg:w-8/12 md:w-10/12 lg:mx-auto">
{meinung}
<h2 class="font-brandUI font-extrabold lg:text-6xl md:text-5xl sm:text-3xl leading-tight">
<span class="block text-primary-base dark:text-dm-primary-base font-sansUI font-bold text-xl mb-12">{plus_icon}<span class="hyphens-auto">{esc(doc.extra.get("kicker", ""))}</span></span>
<span class="align-middle">{esc(doc.title)}</span>
</h2>
<div class="RichText RichText--iconLinks leading-loose lg:text-xl md:text-xl sm:text-l font-bold my-24">{esc(doc.dek)}</div>
{self.byline(doc)}
<div class="font-sansUI text-shade-dark text-s mt-8">{when}</div>
<div class="flex gap-8 mt-16" data-area="share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" aria-label="Auf Facebook teilen">Facebook</a> <a href="https://x.com/intent/post?url={u}" aria-label="Auf X teilen">X</a> <a href="mailto:?body={u}" aria-label="Per E-Mail teilen">E-Mail</a> <button data-area="bookmark">Merken</button></div>
</header>
{media}
<section class="relative" data-area="body">
{body}
{initials}
</section>
{tag}
<div data-area="ad_contentbanner" class="ad-container" id="kps_contentbanner"></div>
<section data-area="related_articles" class="lg:w-8/12 lg:mx-auto"><h2 class="font-sansUI font-bold">Mehr lesen über</h2>{more}</section>
</article>"""

    def teaser(self, k: str, with_time: bool = False) -> str:
        d = self.docs[k]
        plus = (
            '<span class="inline-block" data-contains-flags="paid" title="KOMPASS+">+</span> '
            if d.extra.get("plus")
            else ""
        )
        t = (
            f'<span class="font-sansUI text-shade-dark text-s">{d.stamp[-5:].replace(":", ".")}</span> '
            if with_time
            else ""
        )
        link = self.a(k, d.title, "content", 'class="text-black"')
        return f'<article data-block-el="articleTeaser" class="py-16 border-b border-shade-lighter">{t}<h2 class="leading-tight"><span class="block font-sansUI text-primary-base text-base">{plus}{esc(d.extra.get("kicker", ""))}</span><span class="align-middle">{link}</span></h2><p class="font-serifUI text-base">{esc(d.dek)}</p><footer class="font-sansUI text-s text-shade-dark">{de(d.stamp)}{" • " + ", ".join(d.authors) if d.authors else ""}</footer></article>'

    def listing_main(self, doc: Doc) -> str:
        ticker = doc.key == "schlagzeilen"
        items = "".join(self.teaser(k, ticker) for k in doc.extra["list"])
        head = f'<h1 class="font-brandUI text-4xl">{esc(doc.title)}</h1>'
        if doc.kind == "home":
            head = f'<h1 class="sr-only">{esc(doc.title)}</h1><div class="font-sansUI text-s">Samstag, 05.12.2026</div><div data-area="topic_bar" class="font-sansUI">{self.a("tag", "Bahnstreik", "content")} · <a href="/thema/sturmtief/">Sturmtief</a> · <a href="/thema/klimageld/">Klimageld</a> · {self.a("schlagzeilen", "Alle Schlagzeilen", "content")}</div>'
        elif doc.kind == "author":
            head = f'<div data-area="author_bio" class="flex gap-16"><img src="https://cdn.kompass-magazin.test/images/autor-{AUTHORS["Tim Bergmann"]}.jpg" alt="Tim Bergmann" width="120" height="120"><div><h1 class="font-brandUI text-3xl">{esc(doc.title)}</h1><p class="font-sansUI">Redakteur Wirtschaft</p><p>{esc(doc.extra["bio"])}</p><a href="mailto:tim.bergmann@kompass-magazin.test">E-Mail</a></div></div><h2 class="font-sansUI font-bold">Artikel von Tim Bergmann</h2>'
        elif doc.kind == "search":
            head = f'<h1 class="font-brandUI text-3xl">{esc(doc.title)}</h1><form action="/suche/" class="flex"><input name="suchbegriff" value="Bahnstreik"><button>Suchen</button></form><p class="font-sansUI">{len(doc.extra["list"])} Treffer</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="font-brandUI text-4xl">{esc(doc.title)}</h1><p class="font-sansUI">Alle Artikel und Hintergründe zum Thema Bahnstreik</p><p>{self.a("search", "Im Archiv suchen", "content")}</p>'
        elif ticker:
            head = '<h1 class="font-brandUI text-4xl">Schlagzeilen</h1><p class="font-sansUI">Die neuesten Artikel im Überblick</p>'
        pager = ""
        if doc.key == "politik":
            pager = f'<nav data-area="pagination" class="font-sansUI">{self.a("politik2", "Ältere Artikel", "pagination")}</nav>'
        elif doc.key == "politik2":
            pager = f'<nav data-area="pagination" class="font-sansUI">{self.a("politik", "Neuere Artikel", "pagination")} <a href="/politik/p3/">Ältere Artikel</a></nav>'
        elif doc.kind == "home":
            pager = f'<nav class="font-sansUI">{self.a("politik", "Mehr aus Politik", "content")}</nav>'
        return f'<section data-area="{doc.kind}" class="lg:w-8/12 lg:mx-auto">{head}<div data-area="article_list">{items}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc, p_tag='<p class="font-serifUI">')
        cta = f"<p>{self.a('abo', 'Jetzt für 1 € testen', 'content')}</p>" if doc.kind == "subscribe" else ""
        return f'<section data-area="static" class="lg:w-8/12 lg:mx-auto"><h1 class="font-brandUI text-4xl">{esc(doc.title)}</h1>{html}{cta}</section>'
