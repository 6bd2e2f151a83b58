# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Weltfunk: a DW-like German international broadcaster (`/de/<slug>/a-70312345`, `/audio-…`, `/de/themen/s-9077`
as home, `/s-…` sections with `?page=2`, `/t-…` topic pages, `/person-…` author pages, `/de/suche/?…`), German with
one Spanish page (`/es/…/a-…`, the Spanish version of the forest story; `hreflang` alternates both ways), UTF-8.
Dates printed "04.12.2026" (no time); `NewsArticle` JSON-LD with `datePublished` in **UTC** (the machine-building
story, 23:30Z on 3 Dec, is 4 Dec 00:30 in Bonn). Two templates: the newer one with the authors above the text, the
older one with a "smallList" fact box (Datum / Autorin/Autor / Permalink) and credit lines under the text
("Autorin: Anna Beck (mit dpa, afp)", "Redaktion: Jens Möller" = editor, not author). An audio feature with its full
manuscript is an article; a daily podcast episode with a one-line description is not."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["nordbahn", "maschinen", "kommentar", "interview", "wald", "kneipe", "beben"]
ORG = {
    "@type": "Organization",
    "name": "Weltfunk",
    "logo": {"@type": "ImageObject", "url": "https://static.weltfunk.test/image/logo.png"},
}


class Weltfunk(Base):
    origin = "https://www.weltfunk.test"
    name = "Weltfunk"
    prefix = "wfk"
    language = "de"
    content_type = "text/html;charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "wfk",
            [
                ".sc-jXbUNg",
                ".rich-text",
                ".author-details",
                ".publication-date",
                ".smallList",
                ".teaser-wrap",
                ".footer-nav",
                ".cookie-layer",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/de/themen/s-9077",
                "home",
                "Nachrichten und Analysen aus Deutschland und der Welt",
                "dw-like-home",
                list=["nordbahn", "maschinen", "wald", "kommentar", "beben", "interview", "kneipe", "podcast"],
            )
        )
        add(
            page(
                "section",
                "/de/deutschland/s-1432",
                "section",
                "Deutschland",
                "section-front",
                list=["nordbahn", "wald", "kneipe", "maschinen"],
                more="section2",
            )
        )
        add(
            page(
                "section2",
                "/de/deutschland/s-1432?page=2",
                "section",
                "Deutschland",
                "section-front-page2",
                list=["interview", "kommentar", "beben"],
            )
        )
        add(
            page(
                "topic",
                "/de/klimawandel/t-18752134",
                "tag",
                "Klimawandel",
                "topic-page",
                list=["wald", "kommentar", "interview"],
            )
        )
        add(
            page(
                "author",
                "/de/anna-beck/person-41230987",
                "author",
                "Anna Beck",
                "person-page",
                list=["nordbahn", "wald"],
            )
        )
        add(
            page(
                "search",
                "/de/suche/?languageCode=de&item=Warnstreik&searchNavigationId=9077",
                "search",
                "Suche",
                "search-results",
                list=["nordbahn", "maschinen"],
            )
        )
        add(
            page(
                "podcast",
                "/de/wirtschaft-kompakt-vom-4-dezember-2026/audio-70311245",
                "audio",
                "Wirtschaft kompakt vom 4. Dezember 2026",
                "podcast-episode-one-line",
                [
                    "Exportflaute im Maschinenbau, neue Zahlen vom Arbeitsmarkt und ein Warnstreik im Norden: die Wirtschaftsnachrichten des Tages in sechs Minuten."
                ],
            )
        )
        add(
            page(
                "impressum",
                "/de/impressum/a-3170491",
                "about",
                "Impressum",
                "impressum",
                [
                    "Weltfunk ist der Auslandssender der Bundesrepublik Deutschland und eine Anstalt des öffentlichen Rechts. Er wird aus Steuermitteln des Bundes finanziert.",
                    "Anschrift: Weltfunk, Kurt-Schumacher-Straße 3, 53113 Bonn. Hauptstadtstudio: Voltastraße 6, 13355 Berlin.",
                    "Vertreten durch die Intendantin Dr. Renate Vogt. Verantwortlich für den Inhalt: die Chefredaktion.",
                    "Umsatzsteuer-Identifikationsnummer: DE 000 111 222",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/de/newsletter/s-32810",
                "subscribe",
                "Newsletter abonnieren",
                "newsletter-signup",
                [
                    "Der Weltfunk-Newsletter bringt Ihnen jeden Morgen die wichtigsten Nachrichten aus Deutschland und der Welt ins Postfach.",
                    "Die Anmeldung ist kostenlos. Sie können den Newsletter jederzeit wieder abbestellen. Hinweise zum Datenschutz finden Sie in unserer Datenschutzerklärung.",
                ],
            )
        )

        add(
            story(
                "nordbahn",
                "/de/warnstreik-bei-der-nordbahn-pendler-muessen-umplanen/a-70312345",
                "Warnstreik bei der Nordbahn: Pendler müssen umplanen",
                "2026-12-04",
                "2026-12-04T08:40:00.000Z",
                "04.12.2026",
                ["Anna Beck"],
                [
                    "Die Gewerkschaft Schienenpersonal (GSP) hat die Beschäftigten der Nordbahn zu einem 24-stündigen Warnstreik aufgerufen. Der Ausstand soll in der Nacht zum Montag um 2 Uhr beginnen, wie die Gewerkschaft in Hamburg mitteilte.",
                    "Betroffen sind die Regionalzüge und S-Bahnen der Nordbahn Verkehrsgesellschaft in Hamburg, Bremen und weiten Teilen Niedersachsens. Nach Angaben des Unternehmens nutzen an einem normalen Werktag rund 210.000 Fahrgäste die Linien.",
                    "Die Gewerkschaft fordert für die rund 3400 Beschäftigten eine Lohnerhöhung von 550 Euro im Monat bei einer Laufzeit von zwölf Monaten sowie eine Absenkung der Wochenarbeitszeit für Schichtarbeiter von 38 auf 35 Stunden. Die Nordbahn hatte in der zweiten Verhandlungsrunde vier Prozent mehr Geld in zwei Stufen und eine Laufzeit von 26 Monaten angeboten.",
                    "## \u201eDas Angebot ist eine Provokation\u201c",
                    "\u201eWer nach zwei Jahren mit Rekordinflation ein solches Angebot vorlegt, will offensichtlich keine Einigung\u201c, sagte GSP-Verhandlungsführer Holger Brandes. Die Beschäftigten hätten seit Monaten Überstunden geleistet, weil Personal fehle. Ein Streik sei das letzte Mittel, aber die Arbeitgeberseite lasse der Gewerkschaft keine Wahl.",
                    "Die Nordbahn kritisierte den Streikaufruf als unverhältnismäßig. Personalvorständin Kerstin Albers sprach von einem \u201eStreik auf dem Rücken der Fahrgäste\u201c. Man sei bereit, das Angebot nachzubessern, habe aber für die kommende Woche ohnehin einen neuen Verhandlungstermin vorgeschlagen.",
                    "## Notfahrplan angekündigt",
                    "Das Unternehmen will einen Notfahrplan anbieten, kann aber nach eigenen Angaben nur etwa jeden dritten Zug fahren lassen. Fahrgäste sollten sich vor Reiseantritt in der App oder auf der Internetseite informieren. Bereits gekaufte Fahrkarten für Montag können bis zum kommenden Sonntag flexibel genutzt werden.",
                    "Der Fernverkehr ist von dem Ausstand nicht direkt betroffen. Allerdings rechnet der Verkehrsverbund mit vollen Zügen und Bussen sowie mit zusätzlichem Autoverkehr auf den Einfallstraßen nach Hamburg und Bremen.",
                    "Der Fahrgastverband Pro Schiene Nord appellierte an beide Seiten, schnell an den Verhandlungstisch zurückzukehren. Pendler aus dem Umland seien auf die Züge angewiesen, viele hätten keine Alternative.",
                    "Es ist bereits der zweite Warnstreik in diesem Tarifkonflikt. Im November hatte die GSP den Verkehr für acht Stunden bestreikt.",
                ],
                "old-template-smalllist-credit-lines",
                section="Deutschland",
                dek="Die Gewerkschaft GSP ruft zu einem 24-stündigen Ausstand auf. In Hamburg, Bremen und Niedersachsen fallen am Montag die meisten Regionalzüge aus.",
                credits=["Autorin: Anna Beck (mit dpa, afp)", "Redaktion: Jens Möller"],
                old=True,
                topics=["Bahn", "Streik"],
            )
        )
        add(
            story(
                "maschinen",
                "/de/exportflaute-trifft-maschinenbauer-im-suedwesten/a-70311987",
                "Exportflaute trifft Maschinenbauer im Südwesten",
                "2026-12-04",
                "2026-12-03T23:30:00.000Z",
                "04.12.2026",
                ["Lukas Hartmann"],
                [
                    "Die Auftragsbücher werden dünner: Baden-Württembergs Maschinenbauer haben im dritten Quartal deutlich weniger Bestellungen aus dem Ausland erhalten. Vor allem aus China und den USA kommen weniger Aufträge.",
                    "Nach Zahlen des Branchenverbands Maschinenbau Südwest gingen die Auslandsbestellungen zwischen Juli und September im Vergleich zum Vorjahreszeitraum um neun Prozent zurück. Die Inlandsaufträge sanken um drei Prozent. Die Branche beschäftigt im Südwesten rund 330.000 Menschen und gilt als Rückgrat der Industrie im Land.",
                    "\u201eWir spüren die Zurückhaltung unserer Kunden sehr deutlich\u201c, sagt Verbandsgeschäftsführerin Miriam Eckert. Viele Unternehmen in China investierten wegen der schwachen Konjunktur kaum noch in neue Anlagen, in den USA bremsten die Zölle auf europäische Industriegüter das Geschäft.",
                    "## Kurzarbeit in ersten Betrieben",
                    "In einigen Betrieben hat die Flaute bereits Folgen für die Beschäftigten. Der Werkzeugmaschinenhersteller Brenner & Kohl aus Tuttlingen hat für zwei seiner drei Werke Kurzarbeit angemeldet. Betroffen sind rund 600 Mitarbeiter. Auch ein Zulieferer für Verpackungsanlagen aus dem Raum Heilbronn hat angekündigt, befristete Verträge nicht zu verlängern.",
                    "Die IG Metall warnt davor, jetzt Fachkräfte zu entlassen. \u201eWer heute Leute vor die Tür setzt, findet sie im nächsten Aufschwung nicht wieder\u201c, sagt Bezirksleiter Frank Seidel. Die Gewerkschaft fordert, das Kurzarbeitergeld über den Sommer hinaus zu verlängern.",
                    "## Hoffnung auf Indien und Südostasien",
                    "Nicht alle Märkte schwächeln. Die Bestellungen aus Indien legten um zwölf Prozent zu, auch aus Vietnam und Indonesien kamen mehr Aufträge. Diese Märkte könnten die Einbußen in China aber bei Weitem nicht ausgleichen, heißt es beim Verband.",
                    "Für das kommende Jahr rechnet der Verband mit einem Produktionsrückgang von zwei Prozent. Erst in der zweiten Jahreshälfte 2027 sei eine Erholung möglich, sofern sich der Handelsstreit mit den USA entspanne.",
                    "Wirtschaftsministerin Katrin Zeller kündigte an, die Exportförderung des Landes aufzustocken. Kleine und mittlere Unternehmen sollen leichter an Messeauftritte und Markterkundungsreisen in Asien kommen.",
                ],
                "new-template-utc-previous-day",
                section="Wirtschaft",
                dek="Weniger Bestellungen aus China und den USA: Die Maschinenbauer in Baden-Württemberg spüren die schwache Weltkonjunktur. Erste Betriebe melden Kurzarbeit an.",
                topics=["Maschinenbau", "Baden-Württemberg"],
            )
        )
        add(
            story(
                "kommentar",
                "/de/meinung-europa-darf-bei-der-klimafinanzierung-nicht-kneifen/a-70310422",
                "Meinung: Europa darf bei der Klimafinanzierung nicht kneifen",
                "2026-12-03",
                "2026-12-03T14:05:00.000Z",
                "03.12.2026",
                ["Sabine Ott"],
                [
                    "Die Klimakonferenz ist vorbei, und wieder einmal hört man aus Brüssel und Berlin vor allem eines: Man habe getan, was möglich war. Das ist zu wenig.",
                    "Die ärmsten Länder der Welt haben zum Klimawandel kaum etwas beigetragen. Sie leiden aber am stärksten unter Dürren, Stürmen und steigendem Meeresspiegel. Das ist keine neue Erkenntnis, sondern seit Jahrzehnten Konsens in der Wissenschaft und in der Diplomatie. Trotzdem sind die reichen Staaten ihre Zusagen immer wieder schuldig geblieben.",
                    "Die versprochenen hundert Milliarden Dollar pro Jahr wurden erst mit Jahren Verspätung erreicht, und auch das nur mit kreativer Buchführung. Kredite wurden als Hilfe verbucht, bestehende Entwicklungsgelder umetikettiert. Wer in Dhaka oder Nairobi verhandelt, weiß das sehr genau.",
                    "## Glaubwürdigkeit ist eine Währung",
                    "Gerade Europa kann sich diesen Vertrauensverlust nicht leisten. Die EU will Partner für ihre Energiewende gewinnen, sie braucht grünen Wasserstoff aus Afrika und Rohstoffe aus Südamerika. Wer dort als verlässlich gelten will, muss liefern, und zwar nicht nur Absichtserklärungen.",
                    "Es stimmt: Die Haushalte sind angespannt, in Deutschland wie in vielen anderen Mitgliedstaaten. Aber Klimafinanzierung ist keine Wohltätigkeit. Jeder Euro, der heute in Deiche, Frühwarnsysteme und dürreresistente Landwirtschaft fließt, spart später ein Vielfaches an Nothilfe und verhindert Fluchtbewegungen, über die Europa dann wieder erbittert streitet.",
                    "## Neue Quellen erschließen",
                    "Es gibt zudem Geldquellen, die bisher kaum genutzt werden. Eine Abgabe auf Flugtickets in der ersten Klasse und auf Privatjets, eine Mindeststeuer für den internationalen Schiffsverkehr, die Einnahmen aus dem europäischen Emissionshandel: All das könnte Milliarden bringen, ohne die nationalen Haushalte zu belasten.",
                    "Die Bundesregierung sollte hier vorangehen, statt auf die anderen zu warten. Deutschland hat bei der Klimadiplomatie lange eine Vorreiterrolle beansprucht. Jetzt wäre der Moment, sie auch auszufüllen.",
                    "Europa darf nicht kneifen. Sonst werden die nächsten Verhandlungen noch zäher, und die Rechnung bezahlen am Ende alle.",
                ],
                "opinion-new-template",
                section="Meinung",
                dek="Die reichen Staaten haben ihre Versprechen an den Globalen Süden zu oft gebrochen. Europa muss jetzt liefern, meint Sabine Ott.",
                topics=["Klimawandel", "EU"],
            )
        )
        add(
            story(
                "interview",
                "/de/duerre-in-brandenburg-die-anpassung-kommt-zu-langsam/a-70309810",
                "Dürre in Brandenburg: \u201eDie Anpassung kommt zu langsam\u201c",
                "2026-12-02",
                "2026-12-02T10:20:00.000Z",
                "02.12.2026",
                ["Martin Kühn"],
                [
                    "Brandenburg gehört zu den trockensten Regionen Deutschlands. Der Hydrologe Jonas Pfeiffer erforscht, wie sich der Wasserhaushalt der Region verändert, und warnt vor sinkenden Grundwasserspiegeln.",
                    "Q: Weltfunk: Herr Pfeiffer, der Herbst war verhältnismäßig nass. Ist die Dürre in Brandenburg damit vorbei? || Jonas Pfeiffer: Leider nein. Ein paar nasse Wochen füllen die oberen Bodenschichten auf, aber nicht das Grundwasser. In vielen Messstellen liegen die Pegel heute einen halben bis einen Meter unter dem Niveau von 2010. Um das auszugleichen, bräuchten wir mehrere überdurchschnittlich feuchte Winter hintereinander.",
                    "Q: Woran liegt das? || Zum einen regnet es im Sommer weniger, und wenn, dann oft als Starkregen, der oberflächlich abfließt. Zum anderen verdunstet bei höheren Temperaturen mehr Wasser. Und wir haben über Jahrzehnte die Landschaft entwässert: Gräben, begradigte Flüsse, trockengelegte Moore. Das Wasser wird so schnell wie möglich aus der Fläche geleitet, statt es zu halten.",
                    "Q: Was müsste sich ändern? || Wir müssen vom Entwässern zum Wasserhalten kommen. Das heißt: Gräben mit Staus versehen, Moore wiedervernässen, Flussauen zurückgewinnen. Das klingt einfach, betrifft aber Tausende Eigentümer und Landwirte, die ihre Flächen nutzen wollen. Dafür braucht es Geld und vor allem Zeit für Gespräche vor Ort.",
                    "Q: Passiert das schon? || In Ansätzen. Es gibt gute Pilotprojekte, etwa im Spreewald und an der Nuthe. Aber das Tempo reicht nicht. Die Anpassung kommt langsamer als der Klimawandel selbst. Wenn wir so weitermachen, laufen wir der Entwicklung hinterher.",
                    "Q: Welche Rolle spielen neue Industrieansiedlungen mit hohem Wasserbedarf? || Sie verschärfen die Konkurrenz ums Wasser, das ist unbestreitbar. Ich halte es aber für falsch, die Debatte nur daran festzumachen. Die Landwirtschaft und die Trinkwasserversorgung der wachsenden Berliner Vororte brauchen weit mehr Wasser. Wir müssen über alle Nutzungen gemeinsam reden.",
                    "Q: Was kann jeder Einzelne tun? || Regenwasser auf dem eigenen Grundstück versickern lassen, statt es in die Kanalisation zu leiten. Keine Rasensprenger in der Mittagshitze. Das klingt nach wenig, aber in der Summe macht es einen Unterschied.",
                    "NOTE: Das Interview wurde aus Gründen der Länge und Klarheit redigiert.",
                ],
                "interview-qa-conducted-by",
                section="Deutschland",
                dek="Der Hydrologe Jonas Pfeiffer über sinkende Grundwasserspiegel, entwässerte Moore und die Frage, wer in Zukunft wie viel Wasser bekommt.",
                credits=["Das Gespräch führte Martin Kühn."],
                topics=["Klimawandel", "Brandenburg"],
            )
        )
        add(
            story(
                "wald",
                "/de/waldzustandsbericht-nur-jeder-fuenfte-baum-ist-gesund/a-70312346",
                "Waldzustandsbericht: Nur jeder fünfte Baum ist gesund",
                "2026-12-04",
                "2026-12-04T11:15:00.000Z",
                "04.12.2026",
                ["Anna Beck", "Tobias Lenz"],
                [
                    "Dem deutschen Wald geht es weiter schlecht. Nach dem neuen Waldzustandsbericht der Bundesregierung sind nur noch 20 Prozent der Bäume ohne sichtbare Schäden an der Krone. Vor zehn Jahren waren es noch fast 30 Prozent.",
                    "Besonders stark betroffen sind Fichten und Buchen. Bei der Fichte weisen vier von fünf Bäumen deutliche Schäden auf; viele abgestorbene Bestände wurden in den vergangenen Jahren bereits gefällt. Auch die Eiche, lange als robust geltend, zeigt zunehmend Schäden.",
                    "Wie der Bericht zeigt, hat sich die Lage in den Mittelgebirgen besonders verschärft. Im Harz, im Sauerland und im Thüringer Wald sind ganze Hänge kahl, wo noch vor wenigen Jahren dichte Fichtenwälder standen. Dort setzen die Förster inzwischen vielerorts auf Naturverjüngung: Birken, Ebereschen und Buchen sollen von selbst nachwachsen, statt dass sofort neue Setzlinge gepflanzt werden.",
                    "Als Hauptursachen nennt der Bericht die Folgen der Dürrejahre, Hitze und den Befall durch Borkenkäfer. \u201eDer Wald ist in einem Dauerstress, von dem er sich nicht mehr erholt\u201c, sagte Bundeslandwirtschaftsministerin Petra Hollmann bei der Vorstellung des Berichts in Berlin.",
                    "## Umbau zu Mischwäldern",
                    "Die Bundesregierung will den Umbau zu klimaresistenten Mischwäldern weiter fördern. In den kommenden vier Jahren sollen dafür 900 Millionen Euro bereitstehen. Waldbesitzer erhalten Geld, wenn sie auf Kahlschläge verzichten, alte Bäume stehen lassen und standortgerechte Arten pflanzen.",
                    "Forstwissenschaftler warnen allerdings vor zu hohen Erwartungen. „Ein Wald, den wir heute pflanzen, muss mit dem Klima von 2080 zurechtkommen. Welche Baumarten das können, wissen wir nur zum Teil“, sagt die Göttinger Forstökologin Ulrike Sander. Auf Versuchsflächen werden deshalb auch Arten aus Südeuropa getestet, etwa die Esskastanie und die Zerreiche.",
                    "Umweltverbände begrüßten die Förderung, kritisierten aber, dass sie nicht an strengere Auflagen gebunden sei. Der Deutsche Waldbund forderte, Nadelholz-Monokulturen nicht mehr zu fördern. Die Waldbesitzerverbände wiederum warnten vor zu viel Bürokratie.",
                    "Rund ein Drittel der Fläche Deutschlands ist mit Wald bedeckt. Etwa die Hälfte davon gehört privaten Eigentümern, viele davon besitzen nur wenige Hektar.",
                ],
                "new-template-two-authors-hreflang",
                section="Deutschland",
                dek="Dürre, Hitze und Borkenkäfer setzen dem Wald zu. Der neue Bericht der Bundesregierung zeigt so viele kranke Bäume wie nie zuvor seit Beginn der Erhebungen.",
                alt="wald_es",
                topics=["Klimawandel", "Wald"],
            )
        )
        add(
            story(
                "wald_es",
                "/es/informe-forestal-solo-uno-de-cada-cinco-arboles-esta-sano-en-alemania/a-70312390",
                "Informe forestal: solo uno de cada cinco árboles está sano en Alemania",
                "2026-12-04",
                "2026-12-04T13:02:00.000Z",
                "04.12.2026",
                [],
                [
                    "Los bosques alemanes siguen enfermos. Según el nuevo informe sobre el estado de los bosques presentado por el Gobierno federal, solo el 20 por ciento de los árboles no presenta daños visibles en la copa. Hace diez años, la proporción era de casi el 30 por ciento.",
                    "Las especies más afectadas son la pícea y el haya. En el caso de la pícea, cuatro de cada cinco ejemplares muestran daños evidentes, y muchas masas forestales muertas ya han sido taladas en los últimos años. También el roble, considerado durante mucho tiempo una especie resistente, muestra cada vez más daños.",
                    "El informe señala como causas principales las secuelas de los años de sequía, el calor y las plagas de escarabajos de la corteza. \u201cEl bosque vive en un estrés permanente del que ya no se recupera\u201d, afirmó la ministra federal de Agricultura, Petra Hollmann, durante la presentación del informe en Berlín.",
                    "## Hacia bosques mixtos",
                    "El Gobierno quiere seguir fomentando la transformación hacia bosques mixtos más resistentes al cambio climático. En los próximos cuatro años destinará a ello 900 millones de euros. Los propietarios recibirán ayudas si renuncian a las talas a matarrasa, conservan árboles viejos y plantan especies adaptadas a cada terreno.",
                    "Las organizaciones ecologistas celebraron las ayudas, pero criticaron que no estén vinculadas a requisitos más estrictos. Los propietarios forestales, por su parte, advirtieron contra un exceso de burocracia.",
                    "Alrededor de un tercio de la superficie de Alemania está cubierta de bosque. Aproximadamente la mitad pertenece a propietarios privados, muchos de los cuales poseen solo unas pocas hectáreas.",
                ],
                "spanish-version-initials-only",
                section="Alemania",
                lang="es",
                dek="La sequía, el calor y los escarabajos de la corteza dañan los bosques. El nuevo informe del Gobierno alemán registra la mayor proporción de árboles enfermos desde que comenzaron las mediciones.",
                alt="wald",
                credits=["(ab/tl/dpa/efe)"],
                topics=["Cambio climático", "Alemania"],
            )
        )
        add(
            story(
                "kneipe",
                "/de/wie-ein-dorf-in-brandenburg-seine-kneipe-rettet/audio-70311502",
                "Wie ein Dorf in Brandenburg seine Kneipe rettet",
                "2026-12-03",
                "2026-12-03T16:45:00.000Z",
                "03.12.2026",
                ["Katrin Wolf"],
                [
                    "Freitagabend in Kleinow, einem Dorf mit 380 Einwohnern in der Prignitz. Im \u201eGrünen Baum\u201c ist jeder Tisch besetzt. Am Tresen zapft Bernd Scholz Bier, in der Küche brät seine Nachbarin Schnitzel. Bezahlt wird keiner von beiden.",
                    "Vor zwei Jahren stand die Dorfkneipe vor dem Aus. Der letzte Wirt ging in Rente, einen Nachfolger gab es nicht. \u201eDa haben wir gesagt: Wenn die Kneipe zumacht, ist das Dorf tot\u201c, erzählt Scholz. \u201eDann gibt es keinen Ort mehr, wo man sich trifft.\u201c",
                    "Die Kleinower gründeten eine Genossenschaft. 140 Mitglieder kauften Anteile zu je 250 Euro, dazu kam ein Zuschuss aus einem Förderprogramm des Landes. Mit dem Geld wurde das Haus gekauft und die Küche erneuert. Heute öffnet der \u201eGrüne Baum\u201c an drei Abenden in der Woche, betrieben von Ehrenamtlichen, die sich in einem Dienstplan eintragen.",
                    "Auf die Frage, warum sie mitmacht, muss Rentnerin Gisela Brandt nicht lange überlegen: \u201eIch wohne allein. Hier sehe ich jede Woche Leute, mit denen ich sonst nie reden würde. Das ist besser als jedes Fernsehprogramm.\u201c",
                    "Genossenschaftskneipen gibt es inzwischen in vielen ländlichen Regionen Deutschlands, vor allem im Osten und in Bayern. Nach Schätzungen des Genossenschaftsverbands sind es bundesweit mehr als 200. Dabei geht es nicht nur um Bier: Im \u201eGrünen Baum\u201c finden auch Sitzungen des Ortsbeirats statt, Geburtstagsfeiern und einmal im Monat ein Reparaturcafé.",
                    "Leicht ist der Betrieb nicht. Die Energiekosten sind gestiegen, und die Ehrenamtlichen werden älter. \u201eWir brauchen dringend Jüngere\u201c, sagt Scholz. Einige Zugezogene aus Berlin, die in Kleinow Häuser gekauft haben, stehen inzwischen auch hinter dem Tresen.",
                    "Um kurz vor Mitternacht wird es ruhiger. Scholz spült die letzten Gläser und trägt den Kassenstand in ein Heft ein. Ein Gewinn bleibt am Ende des Jahres kaum. \u201eDarum geht es auch nicht\u201c, sagt er. \u201eEs geht darum, dass hier das Licht an ist.\u201c",
                ],
                "audio-feature-with-manuscript",
                section="Deutschland",
                dek="Als der Wirt in Rente ging, gründeten die Einwohner von Kleinow eine Genossenschaft. Jetzt zapfen sie selbst. Eine Reportage zum Hören und Nachlesen.",
                audio=True,
                credits=["Reporterin: Katrin Wolf", "Redaktion: Jens Möller"],
                topics=["Ländlicher Raum", "Brandenburg"],
            )
        )
        add(
            story(
                "beben",
                "/de/erdbeben-der-staerke-51-erschuettert-westtuerkei/a-70312101",
                "Erdbeben der Stärke 5,1 erschüttert Westtürkei",
                "2026-12-04",
                "2026-12-04T06:12:00.000Z",
                "04.12.2026",
                [],
                [
                    "Ein Erdbeben der Stärke 5,1 hat am frühen Morgen die westtürkische Provinz Manisa erschüttert. Das Zentrum des Bebens lag nach Angaben der Katastrophenschutzbehörde in etwa zehn Kilometern Tiefe nahe der Kleinstadt Sındırgı.",
                    "Die Erschütterungen waren auch in Izmir und Istanbul zu spüren. Berichte über Todesopfer gab es zunächst nicht. Mehrere ältere Gebäude wurden beschädigt, Menschen verbrachten die Nacht aus Angst vor Nachbeben im Freien.",
                    "Die Türkei liegt auf mehreren aktiven Verwerfungslinien und wird häufig von Erdbeben heimgesucht.",
                ],
                "brief-agency-initials",
                section="Welt",
                credits=["mak/se (dpa, rtr, afp)"],
                old=True,
                topics=["Türkei", "Erdbeben"],
            )
        )

    # ---- templates

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        lang = doc.extra.get("lang", "de")
        metas = [
            f"<title>{esc(doc.title)} – Weltfunk – {'Nachrichten und Analysen aus Deutschland und der Welt' if lang == 'de' else 'Noticias y análisis desde Alemania y el mundo'}</title>",
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Weltfunk">',
            f'<meta property="og:locale" content="{"de_DE" if lang == "de" else "es_ES"}">',
            '<meta name="twitter:site" content="@weltfunk_news">',
        ]
        if doc.is_article:
            metas.append(f'<meta property="og:type" content="{"article"}">')
            metas.append(f'<link rel="alternate" hreflang="{lang}" href="{esc(url)}">')
            if doc.extra.get("alt"):
                other = self.docs[doc.extra["alt"]]
                metas.append(
                    f'<link rel="alternate" hreflang="{other.extra.get("lang", "de")}" href="{esc(self.url(other.key))}">'
                )
            metas.append(
                '<link rel="alternate" hreflang="x-default" href="https://www.weltfunk.test/en/top-stories/s-9097">'
            )
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "description": self.lede(doc),
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "inLanguage": lang,
                "publisher": ORG,
                "isAccessibleForFree": True,
            }
            if doc.authors:
                ld["author"] = [{"@type": "Person", "name": a} for a in doc.authors]
            else:
                ld["author"] = ORG
            if doc.extra.get("audio"):
                ld["associatedMedia"] = {
                    "@type": "AudioObject",
                    "duration": "PT7M42S",
                    "contentUrl": "https://radiodownloads.weltfunk.test/Events/weltfunk/de/2026/kleinow.mp3",
                }
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "audio":
            metas.append('<meta property="og:type" content="music.song">')
            metas.append(
                '<meta property="og:audio" content="https://radiodownloads.weltfunk.test/Events/weltfunk/de/2026/wirtschaft-kompakt-20261204.mp3">'
            )
        else:
            metas.append('<meta property="og:type" content="website">')
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        lang = doc.extra.get("lang", "de")
        if lang == "de":
            nav = "".join(
                f"<li>{self.a(k, t, 'nav')}</li>" if k in self.docs else f'<li><a href="{k}">{t}</a></li>'
                for k, t in (
                    ("home", "Themen"),
                    ("section", "Deutschland"),
                    ("/de/europa/s-1433", "Europa"),
                    ("/de/welt/s-1434", "Welt"),
                    ("/de/wirtschaft/s-1503", "Wirtschaft"),
                    ("topic", "Klimawandel"),
                    ("/de/kultur/s-1441", "Kultur"),
                    ("/de/sport/s-12283", "Sport"),
                )
            )
            search = self.a("search", "Suche", "nav", 'class="search-toggle" aria-label="Suche"')
            foot = f"""<ul class="footer-nav"><li>{self.a("impressum", "Impressum", "footer")}</li><li><a href="/de/datenschutzerklaerung/a-58713489">Datenschutz</a></li><li><a href="/de/barrierefreiheit/a-64713291">Barrierefreiheit</a></li><li>{self.a("newsletter", "Newsletter", "footer")}</li><li>{self.a("podcast", "Podcasts", "footer")}</li><li><a href="https://www.weltfunk.test/de/karriere/s-3008">Karriere</a></li><li><a href="https://akademie.weltfunk.test/de/">Weltfunk Akademie</a></li></ul>
<p>© 2026 Weltfunk</p>"""
            cookie = '<div class="cookie-layer" role="dialog"><p>Wir verwenden Cookies, um unser Angebot für Sie zu verbessern. Mehr Informationen dazu finden Sie in unserer Datenschutzerklärung.</p><button>Alle Cookies akzeptieren</button><button>Einstellungen</button></div>'
        else:
            nav = f'<li><a href="/es/actualidad/s-30684">Actualidad</a></li><li><a href="/es/alemania/s-30687">Alemania</a></li><li><a href="/es/europa/s-30685">Europa</a></li><li><a href="/es/américa-latina/s-30688">América Latina</a></li><li>{self.a("home", "Deutsch", "nav")}</li>'
            search = '<a href="/es/buscar/?languageCode=es" class="search-toggle" aria-label="Buscar">Buscar</a>'
            foot = f'<ul class="footer-nav"><li>{self.a("impressum", "Aviso legal", "footer")}</li><li><a href="/es/protección-de-datos/a-58722123">Protección de datos</a></li><li><a href="/es/boletín/s-32813">Boletín</a></li></ul><p>© 2026 Weltfunk</p>'
            cookie = '<div class="cookie-layer" role="dialog"><p>Usamos cookies para mejorar nuestra oferta. Encontrará más información en nuestra política de privacidad.</p><button>Aceptar todas</button><button>Configuración</button></div>'
        langs = "".join(
            f'<li><a href="{h}" lang="{c}">{t}</a></li>'
            for c, h, t in (
                ("en", "/en/", "English"),
                ("es", "/es/", "Español"),
                ("ar", "/ar/", "عربي"),
                ("pt-br", "/pt-br/", "Português do Brasil"),
                ("ru", "/ru/", "Русский"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="{lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="https://static.weltfunk.test/css/main.9f2c71.css">
<style>/*PAD*/</style>
<script>window.__APP_CONFIG__={{"env":"prod","contentLang":"{lang}","navigationId":{"9077" if lang == "de" else "30684"}}};</script>
</head>
<body class="sc-jXbUNg">
<div id="root">
<header class="sc-jXbUNg header"><a href="#content" class="skip-link">{"Zum Inhalt springen" if lang == "de" else "Ir al contenido"}</a>
<div class="logo">{self.a("home", "Weltfunk", "nav", 'aria-label="Weltfunk Startseite"', '<svg role="img"><title>Weltfunk</title><use href="#logo"></use></svg>')}</div>
<nav class="main-nav"><ul>{nav}</ul></nav>{search}
<nav class="language-nav" aria-label="Sprachen"><ul>{langs}</ul></nav>
</header>
<main id="content">
{main}
</main>
<footer class="sc-jXbUNg footer">{foot}</footer>
{cookie}
</div>
<script src="https://static.weltfunk.test/js/runtime.4b1d0f.js" defer></script>
<script src="https://static.weltfunk.test/js/main.7c9e33.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        lang = doc.extra.get("lang", "de")
        topics = doc.extra.get("topics", [])
        credits = "".join(f'<p class="credit"><em>{esc(c)}</em></p>' for c in doc.extra.get("credits", []))
        body = self.blocks(doc)
        audio = ""
        if doc.extra.get("audio"):
            audio = '<div class="audio-player" data-duration="07:42"><button aria-label="Audio abspielen">Abspielen</button><span class="duration">07:42</span><a href="https://radiodownloads.weltfunk.test/Events/weltfunk/de/2026/kleinow.mp3" download>MP3 herunterladen</a></div><h2 class="manuscript-title">Manuskript zum Nachlesen</h2>'
        if doc.extra.get("old"):
            topiclinks = ", ".join(
                self.a("topic", t, "tags")
                if t == "Klimawandel"
                else f'<a href="/de/{t.lower()}/t-{len(t) * 1000003}">{esc(t)}</a>'
                for t in topics
            )
            facts = f"""<ul class="smallList">
<li><strong>Datum</strong> {doc.stamp}</li>
<li><strong>Autorin/Autor</strong> {self.a("author", doc.authors[0], "byline") if doc.authors and doc.authors[0] == "Anna Beck" else (esc(", ".join(doc.authors)) or "Weltfunk")}</li>
<li><strong>Themenseiten</strong> {topiclinks}</li>
<li><strong>Schlagwörter</strong> {esc(", ".join(topics))}</li>
<li><strong>Feedback</strong> <a href="/de/feedback/a-3048">Feedback: Schreiben Sie uns!</a></li>
<li><strong>Permalink</strong> https://p.weltfunk.test/p/4Xz{doc.key[:3].upper()}</li>
</ul>"""
            return f"""<div class="col3 article-old">
<article>
<h1>{esc(doc.title)}</h1>
<p class="intro">{esc(doc.dek)}</p>
<div class="picBox full"><img src="/image/{len(doc.title) * 3137}_401.jpg" alt=""><p>Symbolbild (Archiv)</p></div>
<div class="longText">
{body}
{credits}
</div>
</article>
</div>
<div class="col1 dim">{facts}</div>
{self.related(doc)}"""
        people = " | ".join(
            self.a("author", a, "byline") if a == "Anna Beck" else f'<span class="author-name">{esc(a)}</span>'
            for a in doc.authors
        )
        alt = ""
        if doc.extra.get("alt"):
            other = self.docs[doc.extra["alt"]]
            label = "Este artículo en alemán" if lang == "es" else "Diesen Artikel gibt es auch auf Spanisch"
            attr = 'hreflang="' + other.extra.get("lang", "de") + '"'
            alt = f'<div class="article-languages">{self.a(other.key, label, "content", attr)}</div>'
        share = '<div class="share-buttons"><a href="https://www.facebook.com/sharer/sharer.php">Facebook</a><a href="https://x.com/intent/post">X</a><a href="https://api.whatsapp.com/send">WhatsApp</a><a href="mailto:?subject=Weltfunk">E-Mail</a></div>'
        tagrow = " ".join(
            self.a("topic", t, "tags")
            if t == "Klimawandel"
            else f'<a href="/{lang}/{t.lower().replace(" ", "-")}/t-{len(t) * 1000003}" class="tag">{esc(t)}</a>'
            for t in topics
        )
        return f"""<article class="sc-jXbUNg article-page">
<header class="sc-jXbUNg">
<span class="kicker">{esc(doc.section)}</span>
<h1 class="sc-jXbUNg">{esc(doc.title)}</h1>
<div class="author-details">{people}</div>
<span class="publication-date"><time datetime="{doc.iso}">{doc.stamp}</time></span>
<p class="teaser-text">{esc(doc.dek)}</p>
{alt}
</header>
{audio}
<figure class="sc-jXbUNg"><img src="/image/{len(doc.title) * 3137}_804.jpg" alt=""><figcaption>{"Foto" if lang == "de" else "Imagen"}: picture-alliance/Weltfunk</figcaption></figure>
<div class="rich-text">
{body}
{credits}
</div>
{share}
<div class="tags">{tagrow}</div>
</article>
{self.related(doc)}"""

    def related(self, doc: Doc) -> str:
        lang = doc.extra.get("lang", "de")
        if lang == "es":
            return '<section class="teaser-wrap"><h2>Más información</h2><ul><li><a href="/es/alemania-sequía-récord/a-70201133">Alemania registra su verano más seco</a></li><li><a href="/es/cambio-climático/t-19016743">Cambio climático</a></li></ul></section>'
        items = "".join(
            f'<li class="teaser-wrap">{self.a(k, self.docs[k].title, "related")}<span class="date">{self.docs[k].stamp}</span></li>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<section class="teaser-wrap related"><h2>Mehr zum Thema</h2><ul>{items}</ul></section>
<section class="teaser-wrap"><h2>Audios und Videos zum Thema</h2><ul><li>{self.a("podcast", "Wirtschaft kompakt vom 4. Dezember 2026", "related")}</li><li><a href="/de/nordsee-sturmflut-was-kommt-auf-die-kuesten-zu/video-70288877">Sturmflut an der Nordsee: Was kommt auf die Küsten zu?</a></li></ul></section>"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        lab = "Audio" if d.kind == "audio" or d.extra.get("audio") else d.section
        stamp = d.stamp or "04.12.2026"
        return f'<div class="teaser-wrap"><span class="kicker">{esc(lab)}</span><h3>{self.a(k, d.title, "content")}</h3><p>{esc(self.lede(d))}</p><span class="date">{stamp}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        teasers = "\n".join(self.teaser(k) for k in doc.extra["list"])
        top = f'<h1 class="sc-jXbUNg">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            top += '<p class="person-bio">Anna Beck ist Redakteurin im Ressort Deutschland und berichtet über Verkehr, Umwelt und Norddeutschland. Zuvor arbeitete sie für Radio Bremen.</p><a href="https://x.test/annabeck">@annabeck</a>'
        elif doc.kind == "search":
            top += '<form action="/de/suche/"><input type="search" name="item" value="Warnstreik"><button>Suchen</button></form><p>2 Ergebnisse für „Warnstreik“</p>'
        elif doc.kind == "tag":
            top += "<p>Dürren, Hitzewellen, Überschwemmungen: Der Klimawandel verändert die Welt. Hintergründe, Analysen und Meinungen.</p>"
        pager = ""
        if doc.key == "section":
            pager = f'<nav class="pagination">{self.a("section2", "Weitere Inhalte laden", "pagination")}</nav>'
        elif doc.key == "section2":
            pager = f'<nav class="pagination">{self.a("section", "Zurück", "pagination")}</nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="teaser-wrap"><h2>Mehr entdecken</h2><ul><li>{self.a("topic", "Klimawandel", "content")}</li><li>{self.a("author", "Anna Beck", "content")}</li><li>{self.a("wald_es", "Informe forestal (en español)", "content")}</li><li>{self.a("section", "Deutschland", "content")}</li></ul></section>'
        return f'<div class="sc-jXbUNg listing">{top}\n{teasers}\n{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "audio":
            return f"""<article class="sc-jXbUNg audio-page">
<span class="kicker">Podcast</span>
<h1 class="sc-jXbUNg">{esc(doc.title)}</h1>
<div class="audio-player" data-duration="06:03"><button aria-label="Audio abspielen">Abspielen</button><span class="duration">06:03</span><a href="https://radiodownloads.weltfunk.test/Events/weltfunk/de/2026/wirtschaft-kompakt-20261204.mp3" download>MP3 herunterladen</a></div>
<span class="publication-date"><time datetime="2026-12-04T16:00:00.000Z">04.12.2026</time></span>
{self.blocks(doc, p_tag='<p class="teaser-text">')}
<div class="podcast-links"><a href="https://rss.weltfunk.test/xml/podcast_wirtschaft-kompakt">RSS</a> <a href="https://podcasts.apple.test/de/podcast/wirtschaft-kompakt/id1234">Apple Podcasts</a> <a href="https://open.spotify.test/show/wk">Spotify</a></div>
<section class="teaser-wrap"><h2>Zum Thema</h2><ul><li>{self.a("maschinen", self.docs["maschinen"].title, "related")}</li><li>{self.a("nordbahn", self.docs["nordbahn"].title, "related")}</li></ul></section>
</article>"""
        return f'<div class="sc-jXbUNg static-page"><h1 class="sc-jXbUNg">{esc(doc.title)}</h1>\n<div class="rich-text">{self.blocks(doc)}</div>\n</div>'
