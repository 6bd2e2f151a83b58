# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotes and guillemets are deliberate)
"""DER RUNDBLICK: a German weekly news magazine (Spiegel-like): the headline is an `<h2>` in `header[data-area=intro]`
with a kicker span before it (og:title is "Kicker: Headline"), `data-area="body"` / `text_block` / `RichText`,
`data-area="author_bio"`, `data-area="paywall"`; URLs `/politik/deutschland/<slug>-a-<uuid>`, `/politik/p2/`,
`/thema/deutsche_bahn/`, `/impressum/autor-<uuid>`, `/suche/?suchbegriff=`. Bylines "Von Anna Beck und Jonas Roth"
and "Ein Interview von Jonas Roth"; dates printed "04.12.2026, 18.30 Uhr" with a `<time datetime="2026-12-04
18:30:00">` (no zone); `meta name="date"` and `NewsArticle` JSON-LD in +01:00 mostly, the morning briefing in UTC,
the column in UTC crossing midnight (23:45Z on the 2nd = 3 December, 0.45 Uhr in Berlin); the agency brief has no
JSON-LD; the business story's JSON-LD author is the magazine. The **Kultur section** (its front and two stories) is
served as `text/html; charset=windows-1252` with no charset in the page (header only). A RUNDBLICK+ story shows its
intro and two paragraphs, then a subscribe box (`isAccessibleForFree: false`). The weekly quiz is not an article."""

from __future__ import annotations

import json

from common import Base, PerPageCharset, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["bahn", "plus", "wald", "lage", "roman", "kolumne", "waerme", "sturm"]
CP = {"charset": "cp1252", "ctype": "text/html; charset=windows-1252"}
AUTHOR_URL = {
    "Anna Beck": "/impressum/autor-7c1d2e3f-0001-0003-0000-000000004711",
    "Jonas Roth": "/impressum/autor-0a9b8c7d-0001-0003-0000-000000005230",
    "Lena Hartmann": "/impressum/autor-3e4f5a6b-0001-0003-0000-000000006102",
    "Martin Kessler": "/impressum/autor-9d8c7b6a-0001-0003-0000-000000003318",
    "Sophie Lindner": "/impressum/autor-1f2e3d4c-0001-0003-0000-000000007425",
    "Felix Brandt": "/impressum/autor-5b6a7c8d-0001-0003-0000-000000002287",
    "Tobias Engel": "/impressum/autor-8e7f6a5b-0001-0003-0000-000000006650",
}
BIO = {
    "Anna Beck": "Anna Beck ist Korrespondentin im Hauptstadtbüro und berichtet über Verkehrs- und Infrastrukturpolitik.",
    "Jonas Roth": "Jonas Roth ist Redakteur im Ressort Wissenschaft und schreibt über Klima, Wald und Landwirtschaft.",
    "Lena Hartmann": "Lena Hartmann ist Redakteurin im Ressort Wirtschaft und beobachtet die Finanzbranche.",
    "Martin Kessler": "Martin Kessler ist stellvertretender Chefredakteur und schreibt »Die Lage am Morgen«.",
    "Sophie Lindner": "Sophie Lindner ist Literaturkritikerin im Ressort Kultur.",
    "Felix Brandt": "Felix Brandt ist Kulturredakteur beim RUNDBLICK. In seiner Kolumne »Zwischentöne« schreibt er jeden Donnerstag über Alltagskultur.",
    "Tobias Engel": "Tobias Engel ist Wirtschaftsreporter im Büro Düsseldorf.",
}


class Rundblick(PerPageCharset, Base):
    origin = "https://www.rundblick.test"
    name = "DER RUNDBLICK"
    prefix = "rbl"
    language = "de"
    default_encoding = "utf-8"
    default_ctype = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "rbl",
            [
                "[data-area=intro]",
                "[data-area=body]",
                ".RichText",
                ".font-sansUI",
                "[data-area=paywall]",
                "[data-area=related_articles]",
                ".teaser-sm",
                "[data-area=footer]",
                ".quiz-question",
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
                "DER RUNDBLICK",
                "spiegel-like-home",
                list=["lage", "bahn", "plus", "sturm", "wald", "waerme", "roman", "kolumne", "quiz"],
            )
        )
        add(
            page(
                "politik",
                "/politik/",
                "section",
                "Politik",
                "ressort-front",
                list=["lage", "bahn", "sturm"],
                more="politik2",
            )
        )
        add(
            page(
                "politik2",
                "/politik/p2/",
                "section",
                "Politik",
                "ressort-front-page2",
                list=["plus", "wald", "waerme"],
                older="politik",
            )
        )
        add(
            page(
                "kultur",
                "/kultur/",
                "section",
                "Kultur",
                "ressort-front-cp1252-header-only",
                list=["roman", "kolumne"],
                **CP,
            )
        )
        add(page("thema", "/thema/deutsche_bahn/", "tag", "Deutsche Bahn", "thema-page", list=["bahn", "lage"]))
        add(page("author", AUTHOR_URL["Anna Beck"], "author", "Anna Beck", "autorenseite", list=["bahn"]))
        add(
            page(
                "search",
                "/suche/?suchbegriff=Wald",
                "search",
                "Suchergebnisse für »Wald«",
                "suche",
                list=["wald", "kolumne"],
            )
        )
        add(
            page(
                "quiz",
                "/quiz/wochenquiz-kw-49-2026-testen-sie-ihr-wissen-a-6f5e4d3c-2b1a-4c9d-8e7f-0a1b2c3d4e5f",
                "quiz",
                "Das Wochenquiz: Wie gut kennen Sie sich mit den Nachrichten aus?",
                "quiz-page",
                [
                    "Haushaltsstreit, Bahnbrücken und ein Sturmtief: Testen Sie Ihr Wissen über die Nachrichten der Woche. Zehn Fragen, drei Antworten, eine ist richtig.",
                    'RAW:<ol class="quiz-questions"><li class="quiz-question"><p class="quiz-q">Wie viele Eisenbahnbrücken gelten laut Verkehrsministerium als dringend sanierungsbedürftig?</p><ul class="quiz-answers"><li><button>rund 400</button></li><li><button>mehr als 1100</button></li><li><button>etwa 5000</button></li></ul></li><li class="quiz-question"><p class="quiz-q">Welche Baumart ist vom Waldsterben am stärksten betroffen?</p><ul class="quiz-answers"><li><button>Eiche</button></li><li><button>Buche</button></li><li><button>Fichte</button></li></ul></li><li class="quiz-question"><p class="quiz-q">Wie heißt das Sturmtief, das am Wochenende die Nordsee erreicht?</p><ul class="quiz-answers"><li><button>Xenia</button></li><li><button>Ylva</button></li><li><button>Zora</button></li></ul></li><li class="quiz-question"><p class="quiz-q">Was stellt ein Landmaschinenbauer aus Rahden inzwischen her?</p><ul class="quiz-answers"><li><button>Wärmepumpen</button></li><li><button>Solarmodule</button></li><li><button>E-Bikes</button></li></ul></li></ol><p class="quiz-progress">Frage 1 von 10</p><button class="quiz-next">Weiter</button>',
                    "Das Quiz erscheint jeden Freitag. Ihr Ergebnis wird nicht gespeichert.",
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
                    "DER RUNDBLICK erscheint wöchentlich in Hamburg. Herausgeber: Rundblick-Verlag GmbH & Co. KG, Ericusspitze 7, 20457 Hamburg.",
                    "Chefredaktion: Claudia Wendt (V.i.S.d.P.). Stellvertretende Chefredaktion: Martin Kessler, Petra Olbrich.",
                    "Registergericht Hamburg, HRA 00000. Umsatzsteuer-Identifikationsnummer: DE 000000000.",
                    "Kontakt: leserbriefe@rundblick.test, Telefon 040 000000-0.",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz",
                "policy",
                "Datenschutzerklärung",
                "datenschutz",
                [
                    "Stand: 1. Oktober 2026",
                    "Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Im Folgenden informieren wir Sie darüber, welche Daten wir beim Besuch unserer Website erheben und wofür wir sie verwenden.",
                    "Verantwortlich im Sinne der Datenschutz-Grundverordnung ist die Rundblick-Verlag GmbH & Co. KG. Unseren Datenschutzbeauftragten erreichen Sie unter datenschutz@rundblick.test.",
                    "Sie haben jederzeit das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten sowie das Recht, Ihre Einwilligung zu widerrufen.",
                ],
            )
        )
        add(
            story(
                "bahn",
                "/politik/deutschland/bahnbruecken-bund-plant-milliardenfonds-fuer-sanierung-a-4e1f9c2a-7b3d-4a10-9c55-1d2e3f4a5b6c",
                "Bund will Sanierung mit Milliardenfonds beschleunigen",
                "2026-12-04",
                "2026-12-04T18:30:00+01:00",
                "04.12.2026, 18.30 Uhr",
                ["Anna Beck", "Jonas Roth"],
                [
                    "Die Zahl steht auf Seite sieben eines internen Papiers, und sie ist unangenehm: 1143 Eisenbahnbrücken in Deutschland sind nach Einschätzung des Bundesverkehrsministeriums in einem so schlechten Zustand, dass sie in den kommenden zehn Jahren ersetzt werden müssen. Bisher schafft die zuständige Netzgesellschaft etwa 80 Brücken pro Jahr. In diesem Tempo, so rechnen die Fachleute des Ministeriums selbst vor, wäre man erst Mitte der 2030er-Jahre fertig – wenn bis dahin keine weiteren Bauwerke hinzukommen.",
                    "Das soll sich nun ändern. Nach Informationen des RUNDBLICK will der Bund einen eigenen Brückenfonds auflegen, der über zehn Jahre mit insgesamt 18 Milliarden Euro ausgestattet werden soll. Das Geld soll nicht wie bisher jährlich im Haushalt verhandelt werden, sondern überjährig zur Verfügung stehen. Ziel sei es, die Zahl der erneuerten Brücken bis 2029 auf 160 pro Jahr zu verdoppeln, heißt es in dem Papier, das dem RUNDBLICK vorliegt.",
                    "»Wir können uns nicht länger leisten, dass Baustellen an der Haushaltslage scheitern«, sagte ein hoher Beamter des Ministeriums. Die Unsicherheit über die Finanzierung sei einer der Hauptgründe dafür, dass Planungen immer wieder gestoppt würden. Bauunternehmen hielten sich mit Investitionen in Personal und Maschinen zurück, solange sie nicht wüssten, ob im nächsten Jahr noch Aufträge kommen.",
                    "FIG: Eine Eisenbahnbrücke aus Stahl mit Rostspuren | Sanierungsfall Eisenbahnbrücke: Viele Bauwerke stammen aus der Zeit vor dem Zweiten Weltkrieg. Foto: Karsten Wolf / RUNDBLICK",
                    "## Skepsis in den Ländern",
                    "In den Ländern stößt der Plan grundsätzlich auf Zustimmung, im Detail aber auf Skepsis. Mehrere Verkehrsministerien verweisen darauf, dass nicht allein das Geld fehle. Für jede Brücke brauche es Planer, Genehmigungen und vor allem Sperrpausen, in denen die Strecke nicht befahren werde. »Ein Fonds baut keine einzige Brücke, wenn wir keine Zeitfenster auf der Schiene haben«, sagt Kerstin Möller, Staatssekretärin im Verkehrsministerium eines ostdeutschen Landes.",
                    "Tatsächlich ist das Netz vielerorts so ausgelastet, dass Streckensperrungen Jahre im Voraus angemeldet werden müssen. Für den Güterverkehr bedeuten sie Umwege von teils mehreren Hundert Kilometern. Die Netzgesellschaft will deshalb künftig stärker auf sogenannte Korridorsanierungen setzen, bei denen ganze Abschnitte für mehrere Monate gesperrt und in einem Zug erneuert werden.",
                    'RAW:<div data-area="related_articles" class="inline-teaser"><span class="font-sansUI">Mehr zum Thema</span><a href="/wirtschaft/unternehmen/generalsanierung-riedbahn-bilanz-a-0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f">Generalsanierung der Riedbahn: Was die erste Bilanz zeigt</a></div>',
                    "Auch die Bauindustrie meldet Bedenken an. Der Hauptverband der Bauwirtschaft begrüßt zwar die längerfristige Finanzierung, warnt aber vor einem Engpass bei Fachkräften. Schon heute seien Ingenieurbüros für Brückenbau auf Monate ausgebucht. »Wenn alle gleichzeitig bestellen, steigen vor allem die Preise«, sagt ein Verbandssprecher.",
                    "Im Haushaltsausschuss des Bundestags soll der Fonds im Januar beraten werden. Ob er in der geplanten Höhe kommt, ist offen. In der Koalition wird bereits darüber gestritten, aus welchen Mitteln er gespeist werden soll, die Opposition spricht von einem »Schattenhaushalt«. Sicher ist nur: Die Brücken werden nicht jünger.",
                ],
                "two-author-byline-von-und",
                section="Politik",
                kicker="Marode Bahnbrücken",
                dek="Mehr als 1000 Eisenbahnbrücken in Deutschland gelten als dringend sanierungsbedürftig. Ein neuer Fonds soll das Tempo verdoppeln – doch Länder und Bauwirtschaft zweifeln, ob das Geld überhaupt verbaut werden kann.",
                thema=True,
            )
        )
        add(
            story(
                "plus",
                "/wirtschaft/unternehmen/volksbank-haseluenne-der-mann-der-die-sparkassen-das-fuerchten-lehrt-a-8b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e",
                "Der Mann, der die Sparkassen das Fürchten lehrt",
                "2026-12-03",
                "2026-12-03T13:02:00+01:00",
                "03.12.2026, 13.02 Uhr",
                ["Lena Hartmann"],
                [
                    "Die Filiale der Volksbank Haselünne sieht aus wie Hunderte andere Bankfilialen in Deutschland: ein Geldautomat, ein Kontoauszugsdrucker, ein Schalter mit Glasscheibe, an der Wand ein Plakat für Bausparverträge. Nichts deutet darauf hin, dass hier eines der erfolgreichsten Digitalprojekte der deutschen Bankenbranche entstanden ist. »Wir haben das bewusst so gelassen«, sagt Daniel Osterkamp und lacht. »Unsere älteren Kunden sollen nicht das Gefühl haben, dass sich hier alles ändert.«",
                    "Osterkamp, 38 Jahre alt, ist seit vier Jahren Vorstand der kleinen Genossenschaftsbank. Als er anfing, verlor das Institut jedes Jahr mehrere Hundert Kunden an Direktbanken und Smartphone-Anbieter. Heute gewinnt es jeden Monat Tausende hinzu, die meisten von ihnen jünger als 30, viele aus Großstädten, die Haselünne nicht einmal auf der Landkarte finden würden.",
                ],
                "paywall-plus-intro-two-paragraphs-subscribe-box",
                section="Wirtschaft",
                kicker="Genossenschaftsbanken",
                dek="Mit einer App, die kaum jemand kannte, hat Daniel Osterkamp eine kleine Volksbank im Emsland zum Geheimtipp für junge Kunden gemacht. Jetzt wollen Dutzende Institute sein Modell kopieren – und die Konkurrenz wird nervös.",
                paywall=True,
            )
        )
        add(
            story(
                "wald",
                "/wissenschaft/natur/waldzustandsbericht-forstwissenschaftlerin-henrike-vogt-im-interview-a-2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a",
                "»Wir haben den Wald zu lange als Holzfabrik behandelt«",
                "2026-12-02",
                "2026-12-02T10:05:00+01:00",
                "02.12.2026, 10.05 Uhr",
                ["Jonas Roth"],
                [
                    "Am Dienstag hat das Bundeslandwirtschaftsministerium den jährlichen Waldzustandsbericht vorgelegt. Demnach weisen vier von fünf Bäumen sichtbare Schäden an ihren Kronen auf, bei der Fichte sind es mehr als 90 Prozent. Über die Ursachen und mögliche Auswege hat der RUNDBLICK mit der Forstwissenschaftlerin Henrike Vogt gesprochen.",
                    'RAW:<div class="box-zur-person" data-area="info_box"><span class="font-sansUI">Zur Person</span><p>Henrike Vogt, Jahrgang 1974, leitet die Abteilung Waldökologie an einer forstlichen Versuchsanstalt in Südwestdeutschland. Sie erforscht seit mehr als zwanzig Jahren, wie sich Trockenheit und Hitze auf heimische Baumarten auswirken.</p></div>',
                    "Q: RUNDBLICK: Frau Vogt, der Waldzustandsbericht ist erneut verheerend ausgefallen. Hat Sie das überrascht? || Vogt: Leider nein. Wir sehen seit 2018 im Grunde jedes Jahr dasselbe Bild. Die Dürresommer haben den Bäumen so stark zugesetzt, dass sie sich auch in feuchteren Jahren nicht mehr richtig erholen. Ein Baum, der einmal große Teile seiner Feinwurzeln verloren hat, braucht Jahre, um das auszugleichen – wenn er es überhaupt schafft.",
                    "Q: RUNDBLICK: Am schlimmsten betroffen ist die Fichte. Ist sie in Deutschland noch zu retten? || Vogt: In den tieferen Lagen nicht, da müssen wir ehrlich sein. Die Fichte ist ein Baum der Berge und des Nordens. Wir haben sie im 19. und 20. Jahrhundert überall gepflanzt, weil sie schnell wächst und gutes Bauholz liefert. Das war wirtschaftlich verständlich, aber ökologisch ein Fehler. Wir haben den Wald zu lange als Holzfabrik behandelt.",
                    "Q: RUNDBLICK: Was sollte stattdessen wachsen? || Vogt: Es gibt nicht die eine Wunderbaumart, auch wenn das manche gern hätten. Wir empfehlen Mischwälder mit vielen verschiedenen Arten: Eiche, Buche, wo sie noch gut wächst, Hainbuche, Linde, Ahorn, dazu in Maßen auch Arten aus wärmeren Regionen wie die Esskastanie oder die Atlaszeder. Je vielfältiger ein Wald ist, desto eher überlebt er, wenn eine Art ausfällt.",
                    "Q: RUNDBLICK: Viele Waldbesitzer setzen auf Pflanzungen. Reicht das? || Vogt: Pflanzen ist teuer und oft wenig erfolgreich. In trockenen Jahren vertrocknet bis zur Hälfte der Setzlinge. Viel wichtiger ist die natürliche Verjüngung, also junge Bäume, die von selbst aus Samen aufwachsen. Die sind von Anfang an an den Standort angepasst. Das Problem ist, dass sie vielerorts von Rehen und Hirschen abgefressen werden, bevor sie eine Chance haben.",
                    "Q: RUNDBLICK: Sie fordern also mehr Jagd? || Vogt: Ich fordere, dass wir die Wildbestände an das anpassen, was der Wald verträgt. Das klingt nüchtern, ist aber in manchen Regionen ein hochemotionales Thema. Ohne eine konsequente Jagd werden wir den Umbau nicht schaffen, das zeigen alle Versuchsflächen, die wir haben.",
                    "Q: RUNDBLICK: Und was kann die Politik tun? || Vogt: Sie muss vor allem verlässlich sein. Waldumbau ist ein Projekt über Jahrzehnte, Förderprogramme laufen aber oft nur ein paar Jahre und ändern ständig ihre Bedingungen. Kleine Privatwaldbesitzer, denen fast die Hälfte des Waldes gehört, brauchen Beratung und langfristige Planungssicherheit. Sonst passiert auf ihren Flächen einfach gar nichts.",
                ],
                "interview-bold-questions",
                section="Wissenschaft",
                kicker="Waldzustandsbericht",
                dek="Nur noch jeder fünfte Baum in Deutschland ist gesund. Die Forstwissenschaftlerin Henrike Vogt erklärt, warum Aufforsten allein nicht reicht – und was Waldbesitzer jetzt tun sollten.",
                interview=True,
            )
        )
        add(
            story(
                "lage",
                "/politik/deutschland/die-lage-am-morgen-haushalt-bruessel-frost-a-5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f",
                "Streit ums Geld, Strompreise in Brüssel, der erste Frost",
                "2026-12-04",
                "2026-12-04T04:58:00+00:00",
                "04.12.2026, 5.58 Uhr",
                ["Martin Kessler"],
                [
                    "Guten Morgen, liebe Leserinnen und Leser,",
                    "heute geht es um einen Haushalt, der noch immer nicht steht, um einen EU-Gipfel, bei dem es ausnahmsweise um Strompreise geht, und um den Winter, der sich pünktlich zum Wochenende ankündigt.",
                    "### Der Haushalt hängt",
                    "Eigentlich sollte der Bundeshaushalt für das kommende Jahr in der nächsten Woche im Bundestag verabschiedet werden. Doch in der Nacht ist die Bereinigungssitzung des Haushaltsausschusses erneut vertagt worden. Streitpunkt ist wieder einmal die Frage, wie eine Lücke von rund zwölf Milliarden Euro geschlossen werden soll. Die einen wollen Subventionen kürzen, die anderen die Schuldenregeln großzügiger auslegen. Auch der geplante [[bahn|Brückenfonds für die Bahn]] hängt an dieser Frage.",
                    "Meine Kolleginnen und Kollegen aus dem Hauptstadtbüro berichten, die Stimmung in der Koalition sei so schlecht wie seit Monaten nicht. Ein Abgeordneter sagte mir gestern Abend am Telefon, man habe »noch genau eine Sitzung, um sich nicht vollends zu blamieren«. Die findet nun am Montag statt.",
                    "### Strompreise in Brüssel",
                    "In Brüssel treffen sich heute die Energieministerinnen und Energieminister der EU. Auf der Tagesordnung steht ein Vorschlag der Kommission, der die Netzentgelte in Europa angleichen soll. Für deutsche Haushalte könnte das mittelfristig sinkende Strompreise bedeuten – für Industriebetriebe in Süddeutschland allerdings steigende. Mit einer Einigung rechnet in Brüssel niemand, wohl aber mit einem ersten Kräftemessen.",
                    "### Der erste Frost",
                    "Und dann noch das Wetter: Der Deutsche Wetterdienst erwartet für das Wochenende verbreitet Nachtfrost, in den Mittelgebirgen auch Schnee, an der Küste droht ein [[sturm|Sturmtief]]. Wer noch Sommerreifen am Auto hat, sollte sich beeilen. Die Werkstätten sind nach Auskunft des Kfz-Gewerbes in vielen Regionen bereits bis Mitte Dezember ausgebucht.",
                    "### Gewinnerin des Tages",
                    "… ist die Stadtbibliothek im sächsischen Freiberg. Sie hat gestern ein Buch zurückerhalten, das im Jahr 1974 ausgeliehen worden war – mit einem Entschuldigungsbrief und einem Zwanzigeuroschein für die Mahngebühren. Die Bibliothek hat beschlossen, auf die Gebühren zu verzichten, und spendet das Geld der Leseförderung.",
                    "Ich wünsche Ihnen einen guten Start in den Freitag.",
                    "SIGN: Herzlich, Ihr Martin Kessler",
                    'RAW:<div class="newsletter-box" data-area="newsletter"><p class="font-sansUI">»Die Lage am Morgen« als Newsletter</p><p>Jeden Werktag gegen sechs Uhr im Postfach: die wichtigsten Themen des Tages, eingeordnet von der Chefredaktion.</p><a href="https://www.rundblick.test/newsletter/die-lage/">Jetzt kostenlos bestellen</a></div>',
                ],
                "briefing-newsletter-utc",
                section="Politik",
                kicker="Die Lage am Morgen",
                dek="Was heute wichtig ist – und was Sie wissen müssen.",
                thema=True,
            )
        )
        add(
            story(
                "roman",
                "/kultur/literatur/katrin-albers-die-faehrfrau-rezension-a-7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b",
                "Ein Buch wie ein langer Winter",
                "2026-12-01",
                "2026-12-01T17:45:00+01:00",
                "01.12.2026, 17.45 Uhr",
                ["Sophie Lindner"],
                [
                    "Es gibt Romane, die einen mit dem ersten Satz packen, und es gibt Romane, die sich Zeit lassen. »Die Fährfrau« gehört eindeutig zur zweiten Sorte. Katrin Albers, 1979 in Magdeburg geboren und bislang vor allem als Erzählerin bekannt, beginnt ihren ersten Roman mit einer halben Seite über den Nebel auf der Elbe. Erst dann taucht ihre Heldin auf: Margit Lenz, Anfang sechzig, seit fast dreißig Jahren Fährfrau in einem kleinen Ort zwischen Wittenberge und Dömitz.",
                    "Die Fähre ist ein flacher Kahn an einem Seil, sie fährt, wenn jemand klingelt, und im Winter klingelt selten jemand. Margit hat die Fähre nach der Wende übernommen, als alle anderen in den Westen gingen, und sie ist geblieben, als die Schule schloss, der Konsum und schließlich die Kneipe. Jetzt soll auch die Fähre eingestellt werden, weil der Landkreis sparen muss. Margit soll in den Vorruhestand gehen und eine Wohnung in der Kreisstadt bekommen.",
                    "Was daraus folgt, ist kein Drama, sondern eine Art Bestandsaufnahme. Albers begleitet ihre Figur durch einen Winter, in dem sie Briefe an die Behörden schreibt, Besuch von ihrer erwachsenen Tochter bekommt und mit einem jungen Mann aus Hamburg, der im Dorf ein Ferienhaus renoviert, eine zögerliche Freundschaft beginnt. Das alles erzählt Albers in kurzen, präzisen Sätzen, die nie mehr behaupten, als sie zeigen.",
                    "Stark ist das Buch immer dann, wenn es bei der Arbeit bleibt: beim Ölen der Winde, beim Eis, das sich am Ufer bildet, bei den wenigen Fahrgästen, die Margit alle beim Namen kennt. In diesen Passagen entsteht ein Bild ländlicher Verlassenheit, das ohne Klage auskommt und gerade deshalb berührt.",
                    "Schwächer wird der Roman im letzten Drittel. Albers führt eine Familiengeschichte um einen verschwundenen Bruder ein, die vieles erklären soll, was vorher gar keiner Erklärung bedurfte. Das Finale auf dem Hochwasser der Elbe wirkt, als habe die Autorin ihrer eigenen Stille nicht ganz getraut.",
                    "Trotzdem: »Die Fährfrau« ist ein bemerkenswertes Debüt, ein Buch über das Bleiben in einer Zeit, in der alle vom Gehen reden. Man sollte es langsam lesen, am besten an einem Abend, an dem draußen Nebel liegt.",
                    'RAW:<div class="book-info" data-area="info_box"><p><strong>Katrin Albers: »Die Fährfrau«</strong><br>Roman. Verlag Hagedorn &amp; Söhne; 288 Seiten; 24 Euro.</p><a rel="sponsored" href="https://buch.rundblick.test/9783000000000">Buch bei unserem Partner bestellen</a></div>',
                ],
                "book-review-cp1252",
                section="Kultur",
                kicker="Roman »Die Fährfrau«",
                dek="Katrin Albers erzählt von einer Frau, die an der Elbe eine Fähre betreibt und nicht weggehen will. Ein stilles, genaues Buch, das am Ende etwas zu viel will.",
                **CP,
            )
        )
        add(
            story(
                "kolumne",
                "/kultur/weihnachtsmaerkte-warum-wir-sie-lieben-obwohl-sie-nerven-kolumne-a-9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
                "Warum wir Weihnachtsmärkte lieben, obwohl sie uns nerven",
                "2026-12-03",
                "2026-12-02T23:45:00Z",
                "03.12.2026, 0.45 Uhr",
                ["Felix Brandt"],
                [
                    "Es ist jedes Jahr dasselbe. Ende November beschließe ich, in diesem Jahr nicht auf den Weihnachtsmarkt zu gehen. Zu voll, zu teuer, zu viel Schlager aus zu kleinen Lautsprechern. Der Glühwein kostet inzwischen fünf Euro, der Becher noch einmal drei Euro Pfand, und die Bratwurst schmeckt wie vor zwanzig Jahren, nur dass sie doppelt so viel kostet. Und dann, spätestens in der zweiten Dezemberwoche, stehe ich doch wieder da.",
                    "Ich glaube, es liegt nicht am Glühwein. Es liegt daran, dass der Weihnachtsmarkt einer der letzten Orte ist, an denen sich eine Stadt noch als Ganzes begegnet. Die Büroangestellten in ihren Funktionsjacken, die Rentnerinnen mit ihren Einkaufstaschen, die Jugendlichen, die sich eine Portion Pommes teilen, die Familie aus dem Nachbardorf, die einmal im Jahr in die Stadt kommt – sie alle stehen für ein paar Stunden am selben Stehtisch und frieren gemeinsam.",
                    "In einer Gesellschaft, die sich immer feiner in Milieus und Blasen sortiert, ist das keine Kleinigkeit. Soziologen sprechen von »dritten Orten«: Räumen jenseits von Wohnung und Arbeitsplatz, an denen Menschen sich zwanglos treffen. Früher waren das die Kneipe, der Marktplatz, der Sportverein. Viele dieser Orte sind verschwunden oder haben sich zurückgezogen. Der Weihnachtsmarkt ist geblieben, wenn auch nur für vier Wochen im Jahr.",
                    "Natürlich ist er auch Kommerz. Natürlich wird hier vor allem verkauft, und die »Handwerkskunst« an manchen Ständen stammt erkennbar aus derselben Fabrik. Aber das war, ehrlich gesagt, schon immer so. Schon im Mittelalter waren die Märkte vor Weihnachten in erster Linie Gelegenheiten zum Geschäftemachen. Das Gemeinschaftsgefühl kam gewissermaßen als Nebenprodukt.",
                    "Vielleicht ist das die eigentliche Pointe: Wir brauchen einen Vorwand, um uns zu begegnen. Niemand würde sich an einem Dezemberabend freiwillig zwei Stunden in die Kälte stellen, um mit Fremden zu reden. Aber mit einem heißen Getränk in der Hand und Lichterketten über dem Kopf tun wir es fast von selbst.",
                    "Ich werde also auch in diesem Jahr wieder hingehen. Ich werde mich über die Preise ärgern, über die Musik und über die Menschenmassen. Und ich werde, wie jedes Jahr, länger bleiben, als ich wollte.",
                ],
                "column-cp1252-utc-crosses-midnight",
                section="Kultur",
                kicker="Kolumne »Zwischentöne«",
                dek="Zu teuer, zu voll, zu laut – und trotzdem stehen wir jedes Jahr wieder mit einem Becher Glühwein zwischen den Buden. Ein Erklärungsversuch.",
                column=True,
                **CP,
            )
        )
        add(
            story(
                "waerme",
                "/wirtschaft/unternehmen/waermepumpen-landmaschinenbauer-brinkmann-rahden-a-1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                "Warum ein Landmaschinenbauer jetzt Wärmepumpen baut",
                "2026-12-02",
                "2026-12-02T16:20:00+01:00",
                "02.12.2026, 16.20 Uhr",
                ["Tobias Engel"],
                [
                    "Auf dem Hof der Firma Brinkmann in Rahden stehen noch immer ein paar Güllefässer, grün lackiert, mit dem Firmenlogo auf der Seite. Sie sind Überbleibsel aus einer anderen Zeit. In der großen Halle dahinter montieren 140 Beschäftigte heute etwas ganz anderes: Wärmepumpen für Mehrfamilienhäuser, Schulen und Gewerbebetriebe. »Vor fünf Jahren hätte ich jeden für verrückt erklärt, der mir das vorhergesagt hätte«, sagt Geschäftsführerin Ulrike Brinkmann.",
                    "Das 1952 gegründete Unternehmen baute jahrzehntelang Technik für die Landwirtschaft, vor allem für Schweinehalter. Als die Zahl der Betriebe in der Region immer weiter sank und die Investitionen der Landwirte einbrachen, geriet auch Brinkmann in Schwierigkeiten. 2021 schrieb die Firma erstmals rote Zahlen, einem Drittel der Belegschaft drohte die Entlassung.",
                    "Die Rettung kam aus der eigenen Werkstatt. Ein Ingenieur des Unternehmens hatte für einen Kunden eine Wärmerückgewinnung aus Stallluft entwickelt – im Kern eine Wärmepumpe. Brinkmann erkannte, dass das Know-how für Kompressoren, Wärmetauscher und robuste Steuerungstechnik im Haus vorhanden war. Innerhalb von zwei Jahren stellte die Firma ihre Produktion um.",
                    "## Große Geräte, kleine Stückzahlen",
                    "Statt mit den großen Herstellern auf dem Massenmarkt für Einfamilienhäuser zu konkurrieren, konzentriert sich Brinkmann auf große Anlagen mit bis zu 400 Kilowatt Leistung, die oft individuell angepasst werden müssen. »Das haben wir bei den Landwirten gelernt: Kein Stall ist wie der andere«, sagt Brinkmann. Der Umsatz liegt inzwischen bei 62 Millionen Euro, mehr als doppelt so viel wie vor der Umstellung.",
                    "Ganz ohne Risiken ist das neue Geschäft nicht. Die Nachfrage nach Wärmepumpen schwankt stark mit den staatlichen Förderprogrammen, und nach dem Einbruch des Marktes im vergangenen Jahr sind die Lager vieler Hersteller voll. Auch chinesische Anbieter drängen zunehmend in das Segment der Großanlagen. Brinkmann setzt deshalb auf Service- und Wartungsverträge, die inzwischen ein Fünftel des Umsatzes ausmachen.",
                    "Der Branchenverband sieht in dem Fall kein Einzelbeispiel. Nach seinen Angaben haben in den vergangenen drei Jahren mehr als 40 mittelständische Maschinenbauer Komponenten oder komplette Anlagen für die Wärmewende in ihr Programm aufgenommen. Für eine Region wie Ostwestfalen, in der der Maschinenbau traditionell eine große Rolle spielt, könne das ein wichtiger Baustein sein, um Arbeitsplätze zu halten.",
                    "Die Güllefässer auf dem Hof will Ulrike Brinkmann übrigens behalten. »Die erinnern uns daran, wo wir herkommen«, sagt sie. »Und daran, dass sich alles ändern kann.«",
                ],
                "business-feature-jsonld-author-organization",
                section="Wirtschaft",
                kicker="Energiewende im Mittelstand",
                dek="Die Agrarkrise hat einen Familienbetrieb in Ostwestfalen fast ruiniert. Gerettet hat ihn ein Produkt, mit dem vor fünf Jahren niemand gerechnet hätte.",
                ld_org=True,
            )
        )
        add(
            story(
                "sturm",
                "/panorama/sturmtief-ylva-orkanboeen-an-der-nordsee-faehren-fallen-aus-a-3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
                "Orkanböen an der Nordsee erwartet – Fähren zu den Inseln fallen aus",
                "2026-12-04",
                None,
                "04.12.2026, 14.12 Uhr",
                [],
                [
                    "Das Sturmtief »Ylva« wird am Samstag nach Angaben des Deutschen Wetterdienstes schwere Sturm- und Orkanböen an die deutsche Nordseeküste bringen. Auf den Inseln und an der Küste seien Windgeschwindigkeiten von bis zu 120 Kilometern pro Stunde möglich, teilte der DWD am Freitag mit.",
                    "Mehrere Reedereien kündigten an, ihre Verbindungen zu den Ost- und Nordfriesischen Inseln am Samstag ganz oder teilweise einzustellen. Reisende sollten sich vor der Abfahrt informieren. Für den Abend wird an der Nordseeküste zudem eine Sturmflut erwartet, das Wasser soll etwa eineinhalb Meter höher steigen als beim mittleren Hochwasser.",
                    "Im Binnenland rechnen die Meteorologen mit stürmischen Böen und kräftigem Regen. Zum Sonntag soll sich die Lage beruhigen.",
                    "SIGN: kry/dpa",
                ],
                "agency-brief-no-jsonld-initials-signoff",
                section="Panorama",
                kicker="Sturmtief »Ylva«",
                nold=True,
            )
        )

    # ---- templates -------------------------------------------------------------------------------------------

    def is_cp(self, doc: Doc) -> bool:
        return doc.extra.get("charset") == "cp1252"

    def head(self, doc: Doc) -> str:
        og_title = f"{doc.extra['kicker']}: {doc.title}" if doc.extra.get("kicker") else doc.title
        m = [
            "" if self.is_cp(doc) else '<meta charset="utf-8">',
            f"<title>{esc(doc.title)} - DER RUNDBLICK</title>",
            f'<meta name="description" content="{esc(doc.dek or "Nachrichten, Hintergründe und Debatten aus Politik, Wirtschaft, Kultur und Wissenschaft.")}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            '<meta name="robots" content="index, follow, noarchive, max-snippet:-1, max-image-preview:large">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:site_name" content="DER RUNDBLICK">',
            '<meta property="og:locale" content="de_DE">',
        ]
        if doc.is_article:
            local = f"{doc.date}T{doc.stamp.split(', ')[1].replace(' Uhr', '').replace('.', ':').zfill(5)}:00+01:00"
            m.append(f'<meta name="date" content="{local}">')
            m.append(f'<meta name="last-modified" content="{local}">')
            m.append(f'<meta name="author" content="{esc(", ".join(doc.authors) or "DER RUNDBLICK")}">')
            if not doc.extra.get("nold"):
                authors = (
                    [{"@type": "Organization", "name": "DER RUNDBLICK"}]
                    if doc.extra.get("ld_org")
                    else [{"@type": "Person", "name": a, "url": self.origin + AUTHOR_URL[a]} for a in doc.authors]
                )
                ld = {
                    "@context": "http://schema.org",
                    "@type": "NewsArticle",
                    "mainEntityOfPage": self.url(doc.key),
                    "headline": og_title,
                    "description": doc.dek,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": authors,
                    "publisher": {
                        "@type": "Organization",
                        "name": "DER RUNDBLICK",
                        "logo": {
                            "@type": "ImageObject",
                            "url": "https://cdn.rundblick.test/public/rundblick/logo-amp.png",
                        },
                    },
                    "isAccessibleForFree": not doc.extra.get("paywall"),
                }
                if doc.extra.get("paywall"):
                    ld["hasPart"] = {
                        "@type": "WebPageElement",
                        "isAccessibleForFree": False,
                        "cssSelector": ".paywall-content",
                    }
                m.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(x for x in m if x)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f"<li>{self.a(k, t, 'nav', 'class=' + chr(34) + 'text-primary-base' + chr(34))}</li>"
            for k, t in (
                ("politik", "Politik"),
                ("kultur", "Kultur"),
                ("thema", "Deutsche Bahn"),
                ("quiz", "Quiz"),
                ("search", "Suche"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="de" class="no-js">
<head>
{self.head(doc)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="https://cdn.rundblick.test/public/rundblick/css/main-9a1f3c.css">
<link rel="alternate" type="application/rss+xml" title="DER RUNDBLICK - Schlagzeilen" href="https://www.rundblick.test/schlagzeilen/index.rss">
<style>/*PAD*/</style>
<script>window.dataLayer=[{{"pageType":"{doc.kind}","ressort":"{esc(doc.section or "home")}","paid":{"true" if doc.extra.get("paywall") else "false"}}}];</script>
<script src="https://cdn.rundblick.test/public/rundblick/js/sourcepoint-cmp.js" async></script>
</head>
<body class="bg-white dark:bg-black">
<div id="sp_message_container" class="consent-layer"><p>Wir verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren und unsere Zugriffe zu analysieren. Mit einem Klick auf »Akzeptieren und weiter« stimmen Sie zu. Alternativ können Sie unser Angebot werbefrei im Pur-Abo nutzen.</p><button>Akzeptieren und weiter</button> <a href="https://www.rundblick.test/abo/pur/">Zum Pur-Abo</a></div>
<header id="header" data-area="header" class="relative">
<div class="font-sansUI">{self.a("home", "DER RUNDBLICK", "nav", 'class="logo" aria-label="Zur Startseite"')}</div>
<nav data-area="navigation"><ul class="flex">{nav}<li><a href="/wirtschaft/">Wirtschaft</a></li><li><a href="/wissenschaft/">Wissenschaft</a></li><li><a href="/panorama/">Panorama</a></li></ul></nav>
<div class="font-sansUI"><a href="https://gruppenkonto.rundblick.test/anmelden">Anmelden</a> <a href="https://abo.rundblick.test/?b=RB_HEADER" class="btn-plus">Abonnieren</a></div>
</header>
<main id="Inhalt" class="relative">
{main}
</main>
<footer data-area="footer" class="font-sansUI">
<div>{self.a("home", "DER RUNDBLICK", "footer")}</div>
<ul><li>{self.a("impressum", "Impressum", "footer")}</li><li>{self.a("datenschutz", "Datenschutz", "footer")}</li><li><a href="/nutzungsbedingungen">Nutzungsbedingungen</a></li><li><a href="/kontakt">Kontakt</a></li><li><a href="https://abo.rundblick.test/kuendigen/">Verträge hier kündigen</a></li><li><a href="javascript:window._sp_.gdpr.loadPrivacyManagerModal()">Datenschutz-Einstellungen</a></li></ul>
<p>© DER RUNDBLICK GmbH &amp; Co. KG · Alle Rechte vorbehalten</p>
</footer>
<script src="https://cdn.rundblick.test/public/rundblick/js/main-5d2e7a.js" defer></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors:
            return ""
        links = []
        for a in doc.authors:
            if a == "Anna Beck":
                links.append(self.a("author", a, "byline", 'class="border-b"'))
            else:
                links.append(f'<a href="{AUTHOR_URL[a]}" class="border-b">{esc(a)}</a>')
        pre = (
            "Ein Interview von "
            if doc.extra.get("interview")
            else ("Eine Kolumne von " if doc.extra.get("column") else "Von ")
        )
        return f'<div class="font-sansUI font-bold text-base" data-area="authors">{pre}{" und ".join(links)}</div>'

    def story_main(self, doc: Doc) -> str:
        plus = (
            '<span class="rb-plus-badge" aria-label="RUNDBLICK+"><svg width="20" height="20" aria-hidden="true"><use href="#rb-plus"></use></svg></span> '
            if doc.extra.get("paywall")
            else ""
        )
        dek = (
            f'<div class="RichText RichText--iconLinks lg:w-8/12 md:text-xl" data-area="intro_text">{esc(doc.dek)}</div>'
            if doc.dek
            else ""
        )
        local_dt = f"{doc.date} {doc.stamp.split(', ')[1].replace(' Uhr', '').replace('.', ':').zfill(5)}:00"
        body = "\n".join(
            f'<div data-area="text_block"><div class="RichText RichText--iconLinks lg:w-8/12 md:w-10/12">{chunk}</div></div>'
            for chunk in [self.blocks(doc)]
        )
        paywall = ""
        if doc.extra.get("paywall"):
            paywall = f"""<div data-area="paywall" data-component="Paywall" class="paywall-content">
<p class="font-sansUI font-bold">Jetzt weiterlesen mit RUNDBLICK+</p>
<ul><li>Zugang zu allen RUNDBLICK+-Artikeln auf der Website und in der App</li><li>Die digitale Ausgabe des Magazins jeden Freitag ab 13 Uhr</li><li>Jederzeit kündbar</li></ul>
<p class="price">Einen Monat für 1 €, danach 19,99 € pro Monat</p>
<a class="btn-plus" href="https://abo.rundblick.test/plus/?b=RB_PAYWALL&amp;targeturl={esc(self.url(doc.key))}">Jetzt für 1 € testen</a>
<p class="font-sansUI">Sie sind bereits Abonnentin oder Abonnent? <a href="https://gruppenkonto.rundblick.test/anmelden">Hier anmelden</a></p>
{self.a("politik", "Zurück zur Übersicht", "content")}
</div>"""
        bios = "".join(
            f'<div data-area="author_bio" class="font-sansUI"><p>{esc(BIO[a])}</p></div>' for a in doc.authors
        )
        thema = (
            f'<div data-area="topic_pills"><span>Mehr zum Thema</span> {self.a("thema", "Deutsche Bahn", "content")} <a href="/thema/haushalt/">Bundeshaushalt</a></div>'
            if doc.extra.get("thema")
            else ""
        )
        rel = "".join(
            f'<li class="teaser-sm"><span class="text-primary-base">{esc(self.docs[k].extra.get("kicker", ""))}</span> {self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key
        )
        forum = (
            ""
            if doc.extra.get("paywall")
            else '<div data-area="forum" class="font-sansUI"><h3>Diskutieren Sie mit</h3><p>Die Kommentarfunktion ist für Abonnentinnen und Abonnenten geöffnet.</p><a href="https://gruppenkonto.rundblick.test/anmelden?targetUrl=forum">Anmelden und kommentieren</a></div>'
        )
        return f"""<article aria-label="{esc(doc.title)}" data-sara-article-id="{doc.path[-36:]}" data-area="article">
<header data-area="intro" class="lg:mt-32">
<h2 class="font-brandUI font-extrabold lg:text-6xl"><span class="block text-primary-base font-sansUI font-bold text-base mb-12">{plus}{esc(doc.extra.get("kicker", ""))}</span><span class="align-middle">{esc(doc.title)}</span></h2>
{dek}
{self.byline(doc)}
<div class="font-sansUI text-shade-dark"><time datetime="{local_dt}" class="timeformat">{esc(doc.stamp)}</time></div>
<div data-area="share_bar"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://x.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="mailto:?subject={esc(doc.title)}">E-Mail</a> <button>Merken</button></div>
</header>
<section class="relative" data-area="body">
{body}
{paywall}
</section>
{bios if not doc.extra.get("paywall") else ""}
{thema}
</article>
<section data-area="related_articles"><h3 class="font-sansUI">Mehr aus dem RUNDBLICK</h3><ul>{rel}</ul></section>
{forum}"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            plus = '<span class="rb-plus-badge">R+</span> ' if d.extra.get("paywall") else ""
            who = f'<span class="font-sansUI">Von {esc(" und ".join(d.authors))}</span>' if d.authors else ""
            items.append(
                f'<article class="teaser-sm" aria-label="{esc(d.title)}"><h2><span class="text-primary-base">{plus}{esc(d.extra.get("kicker", "Quiz"))}</span> {self.a(k, d.title, "content")}</h2><p class="RichText">{esc(d.dek or self.lede(d))}</p>{who} <span class="font-sansUI">{esc(d.stamp)}</span></article>'
            )
        head = f'<h1 class="font-brandUI">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="author-header"><img src="https://cdn.rundblick.test/images/autoren/anna-beck.jpg" alt="Anna Beck"><h1 class="font-brandUI">{esc(doc.title)}</h1><p>{esc(BIO["Anna Beck"])} Zuvor arbeitete sie für Tageszeitungen in Leipzig und Hannover.</p><a href="mailto:anna.beck@rundblick.test">E-Mail an Anna Beck</a></div>'
        if doc.kind == "search":
            head = f'<form action="/suche/" method="get"><input type="search" name="suchbegriff" value="Wald"><button>Suchen</button></form><h1 class="font-brandUI">{esc(doc.title)}</h1><p>2 Treffer</p>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<div class="pagination font-sansUI">{self.a(doc.extra["more"], "Mehr Artikel", "pagination")}</div>'
        if doc.extra.get("older"):
            pag = f'<div class="pagination font-sansUI">{self.a(doc.extra["older"], "Zurück", "pagination")} <span>Seite 2</span></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="home-boxes"><h2>Ressorts</h2><ul><li>{self.a("politik", "Politik", "content")}</li><li>{self.a("kultur", "Kultur", "content")}</li><li>{self.a("thema", "Thema Deutsche Bahn", "content")}</li><li>{self.a("author", "Anna Beck", "content")}</li></ul></section>'
        return f'<div class="ressort-page" data-area="block">{head}<div class="teaser-list">{"".join(items)}</div>{pag}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "quiz":
            return f'<article data-area="article" class="quiz-page"><header data-area="intro"><h2 class="font-brandUI"><span class="block text-primary-base">Wochenquiz</span><span class="align-middle">{esc(doc.title)}</span></h2></header><section data-area="body" class="quiz">{self.blocks(doc)}</section><p>{self.a("home", "Zur Startseite", "content")}</p></article>'
        return f'<div class="static-page RichText"><h1 class="font-brandUI">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
