# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotes and dashes are deliberate)
"""Elbe-Anzeiger: a Dresden regional daily on a **Spiegel**-like custom CMS (`data-area="body"`, `data-area="text_block"`,
`data-area="paywall"`, kicker and headline as two `<span>`s inside the `<h1>`, article paths
`/sachsen/dresden/<slug>-a-<uuid>`, section page 2 `/sachsen/p2/`, `/thema/<slug>/`, `/impressum/autor-<uuid>`,
`/suche/?suchbegriff=`), German, UTF-8, Berlin time (+01:00 in December).

**EA+** is a **hard paywall**: the two EA+ stories show the standfirst and one or two paragraphs, the second faded,
then the offer box; the whole text is sent only as the JSON-LD `articleBody` (the site writes `articleBody` on every
story). The rent story's JSON-LD has `isAccessibleForFree: false` and a `hasPart` whose `cssSelector`
(`.article-body--paid`) matches nothing in the page; the chip-plant story's has the string `"False"` and no `hasPart`.
The stollen interview carries the EA+ badge but is unlocked for everyone ("kostenlos freigeschaltet",
`isAccessibleForFree: true`, whole text in the page). The EA+ badge and the kicker sit in the `<h1>` before the
headline; `<title>` and `og:title` are "Kicker: Headline". A newsletter box and an EA+ "Lesen Sie auch" interrupter
sit between paragraphs of two free stories. A plenigo-like script (`plenigoConfig`) carries the paywall state.

Dates are printed "03.12.2026, 18.02 Uhr" (dots in the time) in a `<time>` whose `datetime` is local time without an
offset ("2026-12-03 18:02:00"); the JSON-LD is in +01:00 except the chip-plant story's, in **UTC** (23:30Z on 3 Dec
is 00:30 on **4 Dec** in Dresden). The Striezelmarkt story's JSON-LD `datePublished` is its **update** time (4 Dec)
while the page prints first publication on 3 Dec. Credits: "Von Katrin Mehnert", "Von Jonas Wilde und Katrin
Mehnert", "Von Lea Brandt, Dresden" (a city after the name), "Ein Kommentar von Dr. Ulrike Sanden" (honorific), "Ein
Interview von Jonas Wilde", "EA-Sportredaktion" (desk; JSON-LD author an Organization of that name), and a strike
story credited only by the abbreviation line "jw/dpa" at its end. The Elbe-level story has no JSON-LD."""

from __future__ import annotations

import json
import uuid
from typing import Any
from urllib.parse import quote, quote_plus

from common import Base, ld_body, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.elbe-anzeiger.test"
NAME = "Elbe-Anzeiger"
ARTS = ["mieten", "chip", "stollen", "streik", "kommentar", "striezel", "handball", "pegel"]
SEARCH_Q = "Chipfabrik"
AUTHORS = {
    "Katrin Mehnert": "author",
    "Jonas Wilde": "/impressum/autor-5e0b7c3a-91d2-4f6e-8a47-2c1d9b3e6f05",
    "Lea Brandt": "/impressum/autor-b3a81f6d-07c4-4d2e-9f53-8e6a2b1c4d97",
    "Ulrike Sanden": "/impressum/autor-1f7e9c2b-6a3d-48b5-a0e1-d94c7b2a5e38",
}


def uid(key: str) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, ORIGIN + "/" + key))


def de(local: str) -> str:
    """'2026-12-03 18:02' as printed: '03.12.2026, 18.02 Uhr'."""
    day, hm = local.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y}, {hm.replace(':', '.')} Uhr"


def art(
    key: str,
    slug: str,
    kicker: str,
    title: str,
    local: str,
    ld_iso: str | None,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: Any,
) -> Doc:
    section = extra.pop("section_path", "/sachsen/dresden/")
    doc = story(
        key, f"{section}{slug}-a-{uid(key)}", title, local[:10], ld_iso, de(local), authors, lines, shape, **extra
    )
    doc.kicker = kicker
    doc.extra["local"] = local
    return doc


class Elbe(Base):
    origin = ORIGIN
    name = NAME
    prefix = "ela"
    language = "de"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ela",
            [
                "header[data-area=navigation]",
                ".nav-main a",
                ".article-title .headline",
                "[data-area=text_block] p",
                ".author-line",
                ".plus-badge",
                "[data-area=paywall]",
                ".teaser-list article",
                ".footer",
                ".newsletter-box",
                ".ad-container",
            ],
            280,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "spiegel-like-home",
                list=["chip", "kommentar", "streik", "mieten", "striezel", "stollen", "handball", "pegel"],
            )
        )
        add(
            page(
                "sachsen",
                "/sachsen/",
                "section",
                "Sachsen",
                "section-front",
                list=["chip", "streik", "mieten", "striezel"],
            )
        )
        add(
            page(
                "sachsen2",
                "/sachsen/p2/",
                "section",
                "Sachsen",
                "section-front-page2",
                list=["stollen", "handball", "pegel", "kommentar"],
            )
        )
        add(
            page(
                "thema",
                "/thema/wohnungsmarkt/",
                "tag",
                "Wohnungsmarkt",
                "thema-page-with-dead-link",
                list=["mieten", "striezel"],
            )
        )
        add(
            page(
                "author",
                "/impressum/autor-8c4f2a61-3d9e-4b7a-b5c2-71e0d6f9a3b4",
                "author",
                "Katrin Mehnert",
                "autorenseite",
                list=["mieten", "chip"],
                bio="Katrin Mehnert, Jahrgang 1984, berichtet seit 2015 für den Elbe-Anzeiger über Stadtentwicklung, Wohnen und die Wirtschaft in Dresden. Zuvor war sie Volontärin in Chemnitz.",
            )
        )
        add(
            page(
                "search",
                "/suche/?suchbegriff=" + quote_plus(SEARCH_Q),
                "search",
                f"Suchergebnisse für »{SEARCH_Q}«",
                "suche",
                list=["chip", "kommentar"],
            )
        )
        add(
            page(
                "abo",
                "/abo/",
                "subscribe",
                "EA+ – Alle Artikel lesen",
                "abo-angebote",
                [
                    "Mit EA+ lesen Sie alle Recherchen, Reportagen und Analysen aus Dresden und Sachsen, auf der Website und in der App.",
                    "## EA+ Digital",
                    "Die ersten 4 Wochen für 1 €, danach 9,99 € monatlich. Jederzeit kündbar.",
                    "## EA+ und E-Paper",
                    "Die digitale Zeitung am Vorabend ab 21 Uhr und alle EA+-Artikel für 24,90 € monatlich.",
                    "Alle Preise inklusive Mehrwertsteuer. Sie können Ihr Abonnement jederzeit zum Ende des Abrechnungszeitraums kündigen.",
                ],
            )
        )
        add(
            page(
                "login",
                "/konto/anmelden",
                "login",
                "Anmelden",
                "konto-login",
                ["Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an."],
            )
        )
        add(
            page(
                "soft404",
                "/sachsen/dresden/wohnungsmarkt-dresden-neue-mietpreisbremse-a-" + uid("old-404"),
                "soft-404",
                "Diese Seite gibt es leider nicht (mehr)",
                "soft-404-at-article-url",
                list=["chip", "streik", "stollen"],
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
                    "Elbe-Anzeiger GmbH & Co. KG, Ostra-Allee 18, 01067 Dresden",
                    "Telefon: 0351 555 0100, E-Mail: redaktion@elbe-anzeiger.test",
                    "## Chefredaktion",
                    "Martina Kühn (verantwortlich im Sinne des § 18 Abs. 2 MStV), Stellvertreter: Olaf Prietzel",
                    "## Geschäftsführung",
                    "Dr. Bernd Saalfeld, Registergericht: Amtsgericht Dresden, HRA 12345, USt-IdNr.: DE 123456789",
                ],
            )
        )

        add(
            art(
                "mieten",
                "leerstand-und-steigende-mieten-in-dresden",
                "Wohnungsmarkt",
                "Tausende Wohnungen stehen leer – und trotzdem steigen die Mieten",
                "2026-12-03 18:02",
                "2026-12-03T18:02:00+01:00",
                ["Katrin Mehnert"],
                [
                    "Wer in der Dresdner Neustadt eine Zweizimmerwohnung sucht, braucht Geduld und Glück. Auf eine Anzeige für 62 Quadratmeter an der Louisenstraße meldeten sich im Oktober innerhalb von zwei Tagen mehr als 300 Interessenten, die Kaltmiete lag bei 11,80 Euro pro Quadratmeter. Fünf Kilometer weiter westlich, in Gorbitz, hängen an manchen Hauseingängen Schilder mit der Aufschrift »Wohnung frei – sofort beziehbar«.",
                    "Beide Beobachtungen passen zu einer Auswertung von rund 41.000 Wohnungsanzeigen und Daten des Statistischen Landesamts, die der Elbe-Anzeiger vorgenommen hat. Demnach standen in Dresden Ende 2025 etwa 9400 Wohnungen leer, rund 3,1 Prozent des Bestands. Zugleich stiegen die Angebotsmieten im Stadtgebiet seit 2020 um durchschnittlich 24 Prozent.",
                ],
                "hard-paywall-teaser-full-text-only-in-jsonld-haspart-matches-nothing",
                dek="In Gorbitz und Prohlis stehen Plattenbauten halb leer, in der Neustadt findet kaum jemand eine bezahlbare Wohnung. Eine Datenauswertung zeigt, wie gespalten der Dresdner Wohnungsmarkt ist.",
                plus=True,
                paid=True,
                has_part=".article-body--paid",
                full=[
                    "Der Leerstand konzentriert sich auf wenige Stadtteile. In Gorbitz-Nord und Prohlis-Süd ist mehr als jede zehnte Wohnung unbewohnt, in der Äußeren Neustadt, in Striesen und in Plauen liegt die Quote unter einem Prozent. Fachleute sprechen in solchen Fällen von einem gespaltenen Markt: Das Angebot ist da, aber nicht dort, wo die Nachfrage ist.",
                    "## Große Wohnungen stehen leer, kleine sind zu teuer",
                    "Hinzu kommt, dass viele der leeren Wohnungen nicht zu den Suchenden passen. Gut die Hälfte hat mehr als drei Zimmer und liegt in Häusern ohne Aufzug, während vor allem Studierende, Alleinlebende und ältere Menschen kleine, barrierearme Wohnungen suchen. Deren Zahl ist in den vergangenen zehn Jahren kaum gewachsen.",
                    "»Der Markt ist nicht angespannt oder entspannt, er ist beides zugleich«, sagt Sabine Wendler, die beim Mieterverein die Beratung leitet. In ihre Sprechstunden kämen zunehmend Menschen, die nach einer Mieterhöhung umziehen wollten, aber nichts Bezahlbares in ihrem Viertel fänden. »Nach Gorbitz will dann trotzdem kaum jemand, weil dort die Kita fehlt oder der Weg zur Arbeit eine Stunde dauert.«",
                    "Die großen Vermieter verweisen auf steigende Kosten. Sanierungen nach den neuen Energiestandards seien ohne höhere Mieten nicht zu finanzieren, heißt es bei einer Wohnungsgenossenschaft im Dresdner Osten. Leere Wohnungen würden oft bewusst nicht neu vermietet, weil sie in den kommenden Jahren zusammengelegt oder umgebaut werden sollen.",
                    "## Stadt setzt auf Umbau statt Neubau",
                    "Die Stadtverwaltung will nun gegensteuern. Ein Förderprogramm soll ab dem kommenden Jahr den Umbau großer Wohnungen in kleinere Einheiten unterstützen, zunächst mit zwei Millionen Euro pro Jahr. Außerdem prüft die Stadt, ob sie in Gorbitz weitere Flächen für Schulen und Kitas ausweisen kann, um das Viertel für Familien attraktiver zu machen.",
                    "Ob das reicht, ist offen. Der Stadtrat wird sich im Januar mit dem Programm befassen.",
                ],
            )
        )
        add(
            art(
                "chip",
                "chipfabrik-im-dresdner-norden-verschiebt-produktionsstart",
                "Halbleiterindustrie",
                "Chipfabrik im Dresdner Norden verschiebt Produktionsstart um ein Jahr",
                "2026-12-04 00:30",
                "2026-12-03T23:30:00Z",
                ["Jonas Wilde", "Katrin Mehnert"],
                [
                    "Der geplante Produktionsstart des neuen Halbleiterwerks im Dresdner Norden verschiebt sich um mindestens ein Jahr. Das teilte der Betreiber Norvance Semiconductors am späten Donnerstagabend mit. Statt Ende 2027 sollen die ersten Chips nun erst Anfang 2029 produziert werden.",
                ],
                "hard-paywall-one-paragraph-jsonld-string-false-no-haspart-utc-next-day",
                section_path="/wirtschaft/",
                dek="Der Bau des neuen Werks in Klotzsche verzögert sich, die ersten Chips sollen nun erst 2029 vom Band laufen. Für Zulieferer und die Stadt ist das ein Rückschlag.",
                plus=True,
                paid=True,
                free_flag="False",
                full=[
                    "Als Grund nannte das Unternehmen Verzögerungen bei der Lieferung von Reinraumtechnik und eine schwächere Nachfrage nach Chips für die Autoindustrie. Man halte an der Investition von rund 4,8 Milliarden Euro fest, hieß es in einer Mitteilung. An den geplanten 1200 Arbeitsplätzen ändere sich nichts.",
                    "Die Stadt hatte für das Werk eine neue Wasserleitung aus dem Elbtal und eine Erweiterung des Umspannwerks in Klotzsche geplant. Beide Projekte sind bereits im Bau. Ein Sprecher der Stadt sagte, man werde die Zeitpläne nun mit dem Unternehmen abstimmen.",
                    "## Zulieferer hatten bereits eingestellt",
                    "Für mehrere kleinere Betriebe in der Region kommt die Nachricht zur Unzeit. Ein Hersteller von Reinraumkleidung aus Radeberg hatte im Sommer 25 neue Beschäftigte eingestellt, um das Werk von Beginn an beliefern zu können. »Wir müssen jetzt sehen, wie wir die Zeit überbrücken«, sagte der Geschäftsführer.",
                    "Ein Sprecher des sächsischen Wirtschaftsministeriums sprach von einer »Verschiebung, keiner Absage«. Die staatliche Förderung von knapp einer Milliarde Euro sei an Meilensteine gebunden und werde erst ausgezahlt, wenn diese erreicht seien.",
                    "In der Branche war zuletzt über eine Verzögerung spekuliert worden, nachdem Norvance im Herbst auch den Bau eines Werks in Ostasien gestreckt hatte.",
                ],
            )
        )
        add(
            art(
                "stollen",
                "stollenbaecker-frank-herzog-im-interview",
                "Stollenbäcker im Interview",
                "»Ein echter Stollen braucht drei Wochen Ruhe«",
                "2026-12-02 11:40",
                "2026-12-02T11:40:00+01:00",
                ["Jonas Wilde"],
                [
                    "Q: Herr Herzog, wann haben Sie in diesem Jahr den ersten Stollen gebacken? || Mitte Oktober. Viele Kunden wundern sich darüber, aber ein guter Stollen muss ruhen. Drei Wochen mindestens, besser vier. Erst dann haben sich die Aromen von Butter, Rosinen und Gewürzen richtig verbunden.",
                    "Q: Die Butter ist in diesem Jahr deutlich teurer geworden. Was bedeutet das für Sie? || Für einen Dresdner Christstollen gilt auf 100 Kilogramm Mehl mindestens 50 Kilogramm Butter. Da gibt es keinen Spielraum. Wir haben den Preis für den Kilostollen um 2,50 Euro erhöht, und trotzdem verdienen wir weniger als im vergangenen Jahr.",
                    "Q: Im Supermarkt gibt es Stollen schon für fünf Euro. Wie kann das sein? || Das sind keine Dresdner Christstollen, auch wenn sie so ähnlich aussehen. Da ist Margarine drin oder deutlich weniger Butter, oft auch Aroma statt echter Vanille. Ich will das nicht schlechtreden, aber man sollte wissen, was man kauft.",
                    "Q: Verraten Sie uns Ihr Geheimnis? || Es gibt keins, jedenfalls kein großes. Gute Zutaten, Zeit und Geduld. Und die Rosinen müssen über Nacht in Rum eingelegt werden, nicht nur eine Stunde.",
                    "Q: Wie viele Stollen backen Sie bis Weihnachten? || Etwa 4000. Ein Drittel davon geht per Post in die ganze Welt, nach Kanada, nach Australien, einmal sogar nach Feuerland.",
                    "Q: Und essen Sie selbst noch Stollen? || Jeden Tag ein Stück, zum Frühstück. Das ist Qualitätskontrolle.",
                ],
                "plus-badge-unlocked-free-interview-qa",
                byline_prefix="Ein Interview von",
                dek="Bäckermeister Frank Herzog backt seit 38 Jahren Dresdner Christstollen. Ein Gespräch über Butterpreise, Rosinen und die Frage, warum Supermarktstollen so billig sind.",
                plus=True,
                unlocked=True,
            )
        )
        add(
            art(
                "streik",
                "warnstreik-dvb-strassenbahnen-und-busse-stehen-still",
                "ÖPNV",
                "Warnstreik: Straßenbahnen und Busse in Dresden stehen am Montag still",
                "2026-12-04 13:25",
                "2026-12-04T13:25:00+01:00",
                [],
                [
                    "Fahrgäste in Dresden müssen sich am Montag auf massive Einschränkungen im Nahverkehr einstellen. Die Gewerkschaft Verdi hat die Beschäftigten der Dresdner Verkehrsbetriebe zu einem ganztägigen Warnstreik aufgerufen. Von Betriebsbeginn bis Dienstag, 3 Uhr, sollen weder Straßenbahnen noch Busse fahren.",
                    "Hintergrund sind die festgefahrenen Tarifverhandlungen für die rund 1900 Beschäftigten. Verdi fordert unter anderem 350 Euro mehr im Monat und zusätzliche Entlastungstage für Fahrerinnen und Fahrer im Schichtdienst. Die Arbeitgeberseite hat bislang eine Erhöhung in zwei Stufen um insgesamt 5,5 Prozent angeboten.",
                    "SLOT: newsletter",
                    "»Wir bedauern die Folgen für die Fahrgäste, aber nach drei ergebnislosen Runden sehen wir keinen anderen Weg«, sagte ein Verdi-Sprecher. Die Verkehrsbetriebe nannten den Streik »unverhältnismäßig« und verwiesen auf die für kommende Woche vereinbarte vierte Verhandlungsrunde.",
                    "Nicht betroffen sind die S-Bahnen und Regionalzüge. Die Verkehrsbetriebe empfehlen, auf das Fahrrad umzusteigen oder Fahrgemeinschaften zu bilden. Schulen wurden gebeten, bei Verspätungen Nachsicht zu zeigen.",
                ],
                "free-newsletter-box-mid-text-abbreviation-credit-only",
                dek="Verdi ruft die Beschäftigten der Verkehrsbetriebe zu einem ganztägigen Warnstreik auf. S-Bahnen fahren.",
                abbr="jw/dpa",
                ld_org="Elbe-Anzeiger",
            )
        )
        add(
            art(
                "kommentar",
                "chipfabrik-verzoegerung-kommentar",
                "Chipfabrik-Verzögerung",
                "Dresden hat zu früh gejubelt",
                "2026-12-04 17:45",
                "2026-12-04T17:45:00+01:00",
                ["Ulrike Sanden"],
                [
                    "Als im vergangenen Jahr der Grundstein für die neue Chipfabrik in Klotzsche gelegt wurde, war in Dresden von einem »Jahrhundertprojekt« die Rede. Politiker aller Parteien ließen sich mit Schutzhelm fotografieren, die Stadt versprach Wasser, Strom und Straßen in Rekordzeit. Nun [[chip|verschiebt der Betreiber den Produktionsstart]] um ein Jahr, und der Jubel wirkt voreilig.",
                    "Das ist kein Grund zur Panik. Große Industrieprojekte verzögern sich fast immer, und die Halbleiterbranche lebt seit jeher in Zyklen. Aber es ist ein Grund, genauer hinzusehen, welche Risiken die Stadt selbst eingegangen ist.",
                    "Dresden hat Millionen in Leitungen und Umspannwerke investiert, bevor auch nur eine Maschine im Reinraum stand. Das war politisch gewollt und wirtschaftlich vermutlich richtig. Doch die Stadt sollte nun offenlegen, was die Verzögerung sie kostet und wer dafür aufkommt.",
                    "Vor allem aber sollte sie die kleinen Zulieferer nicht vergessen, die im Vertrauen auf den Zeitplan eingestellt und investiert haben. Für sie ist ein Jahr eine lange Zeit. Für ein Weltunternehmen ist es eine Fußnote.",
                ],
                "commentary-honorific-opinion-type",
                dek="Die Verzögerung der Chipfabrik ist kein Drama. Aber sie zeigt, wie viel Risiko die Stadt übernommen hat, bevor die erste Maschine lief.",
                section_path="/wirtschaft/",
                byline_prefix="Ein Kommentar von",
                byline_names="Dr. Ulrike Sanden",
                ld_type="OpinionNewsArticle",
            )
        )
        add(
            art(
                "striezel",
                "striezelmarkt-haendler-klagen-ueber-weniger-besucher",
                "Striezelmarkt",
                "Händler klagen über weniger Besucher – die Stadt verweist aufs Wetter",
                "2026-12-03 10:10",
                "2026-12-04T09:15:00+01:00",
                ["Lea Brandt"],
                [
                    "Auf dem Dresdner Striezelmarkt ist es in diesem Jahr ruhiger als sonst. Mehrere Händler berichten nach der ersten Woche von deutlich weniger Kundschaft, vor allem an den Nachmittagen unter der Woche. »So leer war es an einem Mittwoch um vier Uhr noch nie«, sagt eine Händlerin, die seit 22 Jahren Holzspielzeug aus dem Erzgebirge verkauft.",
                    "Die Stadt als Veranstalterin widerspricht dem Eindruck nur teilweise. Die Besucherzahlen lägen nach ersten Zählungen etwa zehn Prozent unter dem Vorjahr, sagte eine Sprecherin. Das sei aber vor allem auf den Dauerregen der vergangenen Tage zurückzuführen. »Am Wochenende war der Altmarkt so voll wie immer.«",
                    "SLOT: plus",
                    "Einige Händler sehen andere Gründe. Die Standmieten seien in diesem Jahr erneut gestiegen, viele hätten deshalb ihre Preise erhöht. Ein Glühwein kostet auf dem Striezelmarkt inzwischen meist 4,50 Euro, dazu kommt das Pfand für den Becher.",
                    "## Pyramidenfest am Samstag",
                    "Für das kommende Wochenende rechnet die Stadt wieder mit großem Andrang. Am Samstag wird auf dem Altmarkt das Pyramidenfest gefeiert, am Sonntag öffnen die Geschäfte in der Innenstadt zusätzlich von 12 bis 18 Uhr.",
                    "Der Striezelmarkt ist noch bis zum 24. Dezember täglich von 10 bis 21 Uhr geöffnet, an Heiligabend bis 14 Uhr.",
                ],
                "updated-next-day-jsonld-published-is-update-plus-interrupter",
                dek="Nach der ersten Woche berichten Händler von leeren Gassen zwischen den Buden. Die Stadt nennt erste Zahlen und macht den Dauerregen verantwortlich.",
                byline_names="Lea Brandt, Dresden",
                updated="2026-12-04 09:15",
                update_note="Aktualisiert: Die Angaben der Stadt zu den Besucherzahlen wurden ergänzt.",
            )
        )
        add(
            art(
                "handball",
                "sg-elbtal-gewinnt-derby-gegen-pirna",
                "Handball",
                "SG Elbtal gewinnt Derby gegen Pirna mit der Schlusssirene",
                "2026-12-02 21:50",
                "2026-12-02T21:50:00+01:00",
                [],
                [
                    "Die Handballer der SG Elbtal Dresden haben das Sachsenderby gegen den HSV Pirna mit 29:28 (14:15) gewonnen. Den entscheidenden Treffer erzielte Rückraumspieler Tim Kaltofen mit der Schlusssirene per Siebenmeter.",
                    "Vor 2850 Zuschauern in der Ballsportarena lagen die Gastgeber lange zurück, zwischenzeitlich mit vier Toren. Erst eine Umstellung auf eine offensive 3:2:1-Abwehr brachte die Wende. »Wir haben in der zweiten Halbzeit endlich die Zweikämpfe angenommen«, sagte Trainer Sven Oelschlägel.",
                    "Bester Werfer der Partie war Pirnas Linksaußen Marek Nowak mit neun Treffern. Bei Elbtal überzeugte Torhüter Paul Strobel, der in der Schlussphase drei freie Würfe parierte.",
                    "Mit dem Sieg rückt die SG auf den vierten Tabellenplatz vor. Am Sonntag tritt die Mannschaft beim Spitzenreiter in Aue an.",
                ],
                "desk-credit-ld-org-of-desk",
                dek="Tim Kaltofen verwandelt den letzten Siebenmeter, die SG springt auf Platz vier.",
                section_path="/sport/",
                desk="EA-Sportredaktion",
                ld_org="EA-Sportredaktion",
            )
        )
        add(
            art(
                "pegel",
                "elbpegel-dresden-steigt-ueber-vier-meter",
                "Hochwasser",
                "Elbpegel in Dresden steigt über vier Meter – Alarmstufe 1 möglich",
                "2026-12-01 16:20",
                None,
                ["Jonas Wilde"],
                [
                    "Nach tagelangem Regen in Tschechien steigt die Elbe in Dresden deutlich an. Am Dienstagnachmittag zeigte der Pegel an der Augustusbrücke 3,86 Meter, normal sind knapp zwei Meter. Das Landeshochwasserzentrum rechnet damit, dass am Mittwoch die Vier-Meter-Marke überschritten wird.",
                    "Ab einem Wasserstand von vier Metern gilt in Dresden die Alarmstufe 1. Sie bedeutet vor allem verstärkte Kontrollen, größere Schäden sind nicht zu erwarten. Die Elbwiesen am Terrassenufer und in Johannstadt dürften aber teilweise überflutet werden.",
                    "Die Stadt hat die Fahrradwege direkt am Fluss bereits gesperrt. Anwohner in tief gelegenen Straßen in Laubegast und Kleinzschachwitz sollten Keller und Garagen vorsorglich räumen, rät das Umweltamt. Wie beim [[soft404|Hochwasser im vergangenen Winter]] seien Sandsäcke an den Feuerwachen erhältlich.",
                    "Die Dampfer der Sächsischen Dampfschiffahrt bleiben bis auf Weiteres an den Anlegestellen.",
                ],
                "no-jsonld",
                dek="Nach starkem Regen in Tschechien führt die Elbe Hochwasser. Die Stadt sperrt Radwege am Ufer.",
                ld=False,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def author_href(self, name: str) -> str:
        return AUTHORS.get(name, "/impressum/autor-" + uid(name))

    def ld(self, doc: Doc) -> dict[str, Any] | None:
        if not doc.is_article or not doc.extra.get("ld", True):
            return None
        url = self.url(doc.key)
        if doc.extra.get("ld_org"):
            author: Any = {"@type": "Organization", "name": doc.extra["ld_org"]}
        else:
            author = [
                {
                    "@type": "Person",
                    "name": a,
                    "url": ORIGIN + (self.docs[h].path if (h := self.author_href(a)) in self.docs else h),
                }
                for a in doc.authors
            ]
        lines = [
            ("Q: " + b[1] + " || " + b[2]) if b[0] == "qa" else ("## " + b[1] if b[0] == "h2" else b[1])
            for b in doc.blocks
            if b[0] in ("p", "h2", "qa")
        ]
        body = ld_body(lines + doc.extra.get("full", []))
        ld: dict[str, Any] = {
            "@context": "https://schema.org",
            "@type": doc.extra.get("ld_type", "NewsArticle"),
            "mainEntityOfPage": url,
            "url": url,
            "headline": f"{doc.kicker}: {doc.title}",
            "description": doc.dek,
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": NAME,
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/public/ea/images/logos/ea-logo-600x60.png"},
            },
            "articleBody": body,
            "isAccessibleForFree": doc.extra.get("free_flag", not doc.extra.get("paid")),
        }
        if doc.extra.get("has_part"):
            ld["hasPart"] = {
                "@type": "WebPageElement",
                "isAccessibleForFree": False,
                "cssSelector": doc.extra["has_part"],
            }
        return ld

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        full_title = f"{doc.kicker}: {doc.title}" if doc.kicker else doc.title
        metas = [
            f"<title>{esc(full_title)} - {NAME}</title>",
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(full_title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:site_name" content="{NAME}">',
            '<meta property="og:locale" content="de_DE">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if doc.is_article:
            metas.append(f'<meta name="date" content="{doc.extra["local"].replace(" ", "T")}:00+01:00">')
            metas.append(
                f'<meta name="author" content="{esc(", ".join(doc.authors) or doc.extra.get("desk") or NAME)}">'
            )
            metas.append(f'<meta name="news_keywords" content="{esc(doc.kicker)}, Dresden, Sachsen">')
            ld = self.ld(doc)
            if ld:
                crumbs = {
                    "@context": "https://schema.org",
                    "@type": "BreadcrumbList",
                    "itemListElement": [
                        {"@type": "ListItem", "position": 1, "name": NAME, "item": ORIGIN + "/"},
                        {"@type": "ListItem", "position": 2, "name": "Sachsen", "item": ORIGIN + "/sachsen/"},
                    ],
                }
                metas.append(
                    f'<script type="application/ld+json">{json.dumps([ld, crumbs], ensure_ascii=False)}</script>'
                )
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("sachsen", "Sachsen"),
                ("/sachsen/dresden/", "Dresden"),
                ("/wirtschaft/", "Wirtschaft"),
                ("/kultur/", "Kultur"),
                ("/sport/", "Sport"),
                ("/plus/", "EA+"),
                ("https://epaper.elbe-anzeiger.test/", "E-Paper"),
            )
        )
        plenigo = json.dumps(
            {
                "companyId": "EA2017",
                "paywall": "hard" if doc.extra.get("paid") else "none",
                "contentId": uid(doc.key)[:8],
                "isPaid": bool(doc.extra.get("paid")),
            }
        )
        return f"""<!DOCTYPE html>
<html lang="de" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/public/ea/css/main.7f3c1a.css">
<style>/*PAD*/</style>
<script>window._sp_queue=[];window._sp_={{config:{{accountId:1583,baseEndpoint:"https://cmp.elbe-anzeiger.test",propertyHref:"https://www.elbe-anzeiger.test"}}}};</script>
<script src="https://cmp.elbe-anzeiger.test/unified/wrapperMessagingWithoutDetection.js" async></script>
<script>window.plenigoConfig={plenigo};</script>
<script src="https://static.plenigo.test/static_resources/javascript/EA2017/plenigo_sdk.min.js" data-disable-redirect="true" async></script>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{"article" if doc.is_article else doc.kind}","paid":{str(bool(doc.extra.get("paid"))).lower()}}});</script>
</head>
<body class="{"article-page" if doc.is_article else doc.kind + "-page"}">
<div id="wrapper">
<header data-area="navigation" class="header">
<div class="header-top"><button class="menu-button" aria-label="Menü öffnen">Menü</button>
<a href="/" class="logo" title="{NAME}"><svg width="180" height="32" aria-label="{NAME}" role="img"><use href="#ea-logo"></use></svg></a>
<div class="header-account">{self.a("abo", "Abonnement", "nav", 'class="button button--plus"')} {self.a("login", "Anmelden", "nav", 'class="login-link"')}</div></div>
<nav class="nav-main" aria-label="Ressorts"><ul>{nav}</ul></nav>
<div class="trending-bar"><span>Meistgesucht:</span> {self.a("search", "Chipfabrik", "nav")} {self.a("thema", "Wohnungsmarkt", "nav")} <a href="/thema/striezelmarkt/">Striezelmarkt</a> <a href="/thema/dynamo-dresden/">Dynamo</a></div>
</header>
<div class="ad-container ad-container--superbanner" id="superbanner" data-ad-position="superbanner"></div>
<main id="main-content" class="main">
{main}
</main>
<div class="ad-container ad-container--sky" id="sky" data-ad-position="sky"></div>
<footer class="footer">
<ul class="footer-links"><li>{self.a("impressum", "Impressum", "footer")}</li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/nutzungsbedingungen">Nutzungsbedingungen</a></li><li><a href="/kontakt">Kontakt</a></li><li><a href="/privacy-center" class="sp-privacy-manager">Privatsphäre</a></li><li>{self.a("abo", "Abo-Angebote", "footer")}</li><li><a href="/konto/kuendigen" class="cancel-button">Verträge hier kündigen</a></li></ul>
<p class="footer-copyright">© {NAME} 2026 – Alle Rechte vorbehalten. Vervielfältigung nur mit Genehmigung.</p>
</footer>
</div>
<noscript><div class="noscript-hint">Bitte aktivieren Sie JavaScript, um alle Funktionen des {NAME} nutzen zu können.</div></noscript>
<script src="/public/ea/js/main.7f3c1a.js" defer></script>
</body>
</html>"""

    def plus_badge(self) -> str:
        return '<span class="plus-badge" title="EA+ – exklusiv für Abonnenten"><span class="plus-badge__text">EA+</span></span>'

    def author_line(self, doc: Doc) -> str:
        if doc.extra.get("desk"):
            return f'<div class="author-line">{esc(doc.extra["desk"])}</div>'
        if not doc.authors:
            return ""
        prefix = doc.extra.get("byline_prefix", "Von")
        if doc.extra.get("byline_names"):
            text = esc(doc.extra["byline_names"])
            for a in doc.authors:
                text = text.replace(esc(a), self.a(self.author_href(a), a, "byline", 'class="author-link"'), 1)
        else:
            text = " und ".join(self.a(self.author_href(a), a, "byline", 'class="author-link"') for a in doc.authors)
        return f'<div class="author-line">{prefix} {text}</div>'

    def slot(self, name: str) -> str:
        if name == "newsletter":
            return (
                '<div class="newsletter-box" data-area="newsletter"><p class="newsletter-box__title">Newsletter »Elbe am Morgen«</p>'
                "<p>Jeden Werktag um 6 Uhr: die wichtigsten Nachrichten aus Dresden und der Region, ausgewählt von unserer Redaktion.</p>"
                '<form action="/newsletter/anmelden" method="post"><input type="email" name="email" placeholder="Ihre E-Mail-Adresse"><button type="submit">Kostenlos abonnieren</button></form></div>'
            )
        if name == "plus":
            d = self.docs["mieten"]
            return f'<aside class="related-inline" data-area="related_articles"><p class="related-inline__head">Lesen Sie auch</p><p>{self.plus_badge()} <span class="kicker">{esc(d.kicker)}:</span> {self.a("mieten", d.title, "content")}</p></aside>'
        raise KeyError(name)

    def paywall(self, doc: Doc) -> str:
        return (
            '<div class="paywall" data-area="paywall" data-target-id="paywall">'
            f'<p class="paywall__head">{self.plus_badge()} Weiterlesen mit EA+</p>'
            "<p>Exklusive Recherchen, Reportagen und Analysen aus Dresden und Sachsen.</p>"
            "<ul><li>Alle EA+-Artikel auf elbe-anzeiger.test und in der App</li><li>Das E-Paper am Vorabend</li><li>Jederzeit kündbar</li></ul>"
            + self.a("abo", "Jetzt 4 Wochen für 1 € testen", "content", 'class="button button--plus"')
            + f"<p>Sie haben bereits ein Abo? {self.a('login', 'Hier anmelden', 'content')}</p></div>"
        )

    def story_main(self, doc: Doc) -> str:
        badge = self.plus_badge() + " " if doc.extra.get("plus") else ""
        title = f'<h1 class="article-title">\n<span class="kicker">{badge}{esc(doc.kicker)}</span>\n<span class="headline">{esc(doc.title)}</span>\n</h1>'
        local = doc.extra["local"]
        dates = f'<time datetime="{local}:00" class="timeformat">{doc.stamp}</time>'
        if doc.extra.get("updated"):
            dates += f' <span class="updated">Aktualisiert: <time datetime="{doc.extra["updated"]}:00">{de(doc.extra["updated"])}</time></span>'
        intro = (
            f'<div class="leading-loose article-intro" data-area="intro_text">{esc(doc.dek)}</div>' if doc.dek else ""
        )
        unlocked = (
            '<p class="unlock-hint">Dieser EA+-Artikel ist für Sie kostenlos freigeschaltet.</p>'
            if doc.extra.get("unlocked")
            else ""
        )
        text_blocks = []
        paid = doc.extra.get("paid")
        for i, b in enumerate(doc.blocks):
            html_block = self.blocks_of([b])
            if b[0] in ("p", "qa"):
                fade = " text-block--fade" if paid and i == len(doc.blocks) - 1 else ""
                html_block = f'<div data-area="text_block" class="text-block{fade}">{html_block}</div>'
            text_blocks.append(html_block)
        body = "\n".join(text_blocks)
        tail = ""
        if doc.extra.get("abbr"):
            tail = f'<p class="author-abbr">{esc(doc.extra["abbr"])}</p>'
        if doc.extra.get("update_note"):
            tail += f'<p class="update-note"><em>{esc(doc.extra["update_note"])}</em></p>'
        wall = self.paywall(doc) if paid else ""
        share = quote_plus(self.url(doc.key))
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<article class="teaser"><p class="teaser__kicker">{self.plus_badge() + " " if self.docs[k].extra.get("plus") else ""}{esc(self.docs[k].kicker)}</p><h3>{self.a(k, self.docs[k].title, "related")}</h3></article>'
            for k in rel
        )
        return f"""<article data-area="article" data-sara-article-id="{uid(doc.key)}" class="article{" article--plus" if doc.extra.get("plus") else ""}">
<header data-area="intro" class="article-header">
{title}
{intro}
{self.author_line(doc)}
<div class="article-meta">{dates}</div>
<div class="share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={share}">Facebook</a> <a href="https://wa.me/?text={share}">WhatsApp</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={share}">E-Mail</a> <button class="bookmark">Merken</button></div>
</header>
{unlocked}
<section class="article-body" data-area="body">
{body}
{tail}
</section>
{wall}
<section class="more-articles" data-area="related_articles"><h2>Mehr aus dem Elbe-Anzeiger</h2>{related}</section>
</article>"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        badge = self.plus_badge() + " " if d.extra.get("plus") else ""
        credit = ", ".join(d.authors) or d.extra.get("desk", "")
        return (
            f'<article class="teaser" data-sara-article-id="{uid(k)}"><a href="{esc(self.href(k))}" class="teaser__image" tabindex="-1" aria-hidden="true"><img src="/images/{uid(k)[:8]}_w300.jpg" alt="" width="300" height="169" loading="lazy"></a>'
            f'<h2 class="teaser__title"><span class="teaser__kicker">{badge}{esc(d.kicker)}</span> {self.a(k, d.title, "content")}</h2>'
            f'<p class="teaser__text">{esc(d.dek or self.lede(d))}</p><footer class="teaser__meta">{esc(credit)} <time>{d.stamp}</time></footer></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        rows = "\n".join(self.teaser(k) for k in doc.extra["list"])
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        more = ""
        if doc.key == "home":
            head = f'<h1 class="sr-only">{NAME} – Nachrichten aus Dresden und Sachsen</h1><h2 class="block-title">Top-Themen</h2>'
            more = f'<section class="home-more"><h2>{self.a("sachsen", "Mehr aus Sachsen", "content")}</h2><p>{self.a("thema", "Alles zum Thema Wohnungsmarkt", "content")} · {self.a("author", "Artikel von Katrin Mehnert", "content")}</p></section>'
        elif doc.key == "sachsen":
            older = self.a("sachsen2", "Ältere Artikel", "pagination", 'rel="next"')
            more = f'<nav class="pagination"><span class="current">1</span> {self.a("sachsen2", "2", "pagination")} <a href="/sachsen/p3/">3</a> {older}</nav>'
        elif doc.key == "sachsen2":
            newer = self.a("sachsen", "Neuere Artikel", "pagination", 'rel="prev"')
            more = f'<nav class="pagination">{newer} {self.a("sachsen", "1", "pagination")} <span class="current">2</span> <a href="/sachsen/p3/">3</a></nav>'
        elif doc.kind == "tag":
            head = f'<h1 class="page-title">Thema: {esc(doc.title)}</h1><p class="page-intro">Mieten, Leerstand, Neubau: alle Artikel zum Wohnungsmarkt in Dresden und Sachsen.</p>'
            rows += f'\n<article class="teaser"><h2 class="teaser__title"><span class="teaser__kicker">Mietpreisbremse</span> {self.a("soft404", "Was die neue Mietpreisbremse für Dresdner Mieter bedeutet", "content")}</h2><footer class="teaser__meta"><time>14.01.2026, 08.00 Uhr</time></footer></article>'
        elif doc.kind == "author":
            head = f'<div class="author-profile"><img src="/images/autoren/katrin-mehnert.jpg" alt="Katrin Mehnert" width="120" height="120"><h1 class="page-title">{esc(doc.title)}</h1><p class="author-profile__role">Redakteurin Dresden</p><p>{esc(doc.extra["bio"])}</p><p><a href="mailto:katrin.mehnert@elbe-anzeiger.test">E-Mail an Katrin Mehnert</a></p></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><form action="/suche/" class="search-form"><input name="suchbegriff" value="{esc(SEARCH_Q)}"><button>Suchen</button></form><p class="search-count">2 Treffer</p>'
        elif doc.kind == "soft-404":
            head = f'<div class="error-page"><h1 class="page-title">{esc(doc.title)}</h1><p>Der Artikel, den Sie aufrufen wollten, ist nicht mehr verfügbar oder die Adresse hat sich geändert. Vielleicht finden Sie hier, was Sie suchen:</p><form action="/suche/" class="search-form"><input name="suchbegriff"><button>Suchen</button></form><p>Oder zurück zur {self.a("home", "Startseite", "content")}.</p></div><h2 class="block-title">Meistgelesen</h2>'
        return f'<section class="teaser-list teaser-list--{doc.kind}">{head}\n{rows}\n{more}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "login":
            return (
                f'<section class="account-page"><h1 class="page-title">{esc(doc.title)}</h1>{self.blocks(doc)}'
                '<form action="/konto/anmelden" method="post" class="login-form"><label>E-Mail-Adresse<input type="email" name="email"></label><label>Passwort<input type="password" name="password"></label><button type="submit">Anmelden</button></form>'
                f'<p><a href="/konto/passwort-vergessen">Passwort vergessen?</a></p><p>Noch kein Konto? {self.a("abo", "Jetzt EA+ testen", "content")}</p></section>'
            )
        if doc.kind == "subscribe":
            return (
                f'<section class="offer-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n'
                '<div class="offer-buttons"><a class="button button--plus" href="https://abo.elbe-anzeiger.test/checkout?offer=digital-1euro">EA+ Digital testen</a> <a class="button" href="https://abo.elbe-anzeiger.test/checkout?offer=epaper">EA+ und E-Paper bestellen</a></div>'
                f"<p>Bereits Abonnent? {self.a('login', 'Anmelden', 'content')}</p></section>"
            )
        return (
            f'<section class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
        )
