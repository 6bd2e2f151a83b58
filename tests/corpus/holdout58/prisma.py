# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotes »…« and dashes are deliberate)
"""Prisma Wissen: a Spektrum-like German science magazine (`content__title`, `content__intro`, `content__body`,
`/news/<slug>/<id>`, `/magazin/<slug>/<id>`, `/kolumne/…`, `/interview/…`, `/rezension/…`, `/fachgebiet/…/`,
`/thema/…/`, `/autor/<slug>/<id>`, `/suche/?q=`), German, UTF-8, dates printed "04.12.2026" (Berlin, +01:00).

Quirks: the permafrost feature has an **"Auf einen Blick"** summary box above the text (not body) and several
subheads; the insect story is **page 1 of 3** ("Seite 1 von 3", links to `?seite=2` and `?seite=3`, which are not
in the set): the label's body is page 1's text; the column **"Die Fortsetzung folgt"** prints no byline at the top
and is **signed at the end "Von Lena Vogt"** (the sign-off is not body), with an author box under it; JSON-LD
`author` is the Organization "Prisma Wissen" on the insect story and the column; the vaccine news carries
`datePublished` in **UTC** (23:30Z on 3 Dec = 00:30 on 4 Dec in Berlin, printed 04.12.2026); the volcano news is
an agency story ("Quelle: dpa/red", no person); the review carries a `Review` JSON-LD and a book data box (not
body); the asteroid brief has no JSON-LD. The quiz and the podcast episode (a two-sentence teaser, a player and
show links, no transcript) are not articles."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["permafrost", "impfstoff", "asteroid", "vulkan", "kolumne", "rezension", "insekten", "interview"]
TEASER_CLS = 'class="teaser__title"'
AUTHORS = {
    "Katharina Brenner": "/autor/katharina-brenner/1187",
    "Jonas Albers": "/autor/jonas-albers/1244",
    "Lena Vogt": "author",
    "Tobias Reinhardt": "/autor/tobias-reinhardt/1262",
    "Miriam Hoffmann": "/autor/miriam-hoffmann/1209",
}


class Prisma(Base):
    origin = "https://www.prisma-wissen.test"
    name = "Prisma Wissen"
    prefix = "pwi"
    language = "de"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pwi",
            [
                ".site-header__nav",
                ".content__title",
                ".content__intro",
                ".content__body p",
                ".content__infobox",
                ".teaser__title",
                ".comments__item",
                ".site-footer",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Prisma Wissen", "magazine-home", list=ARTS, more="section2"))
        add(
            page(
                "section",
                "/fachgebiet/erde-umwelt/",
                "section",
                "Erde & Umwelt",
                "fachgebiet-front",
                list=["permafrost", "asteroid", "vulkan", "insekten"],
                more="section2",
            )
        )
        add(
            page(
                "section2",
                "/fachgebiet/erde-umwelt/?p=2",
                "section",
                "Erde & Umwelt",
                "fachgebiet-page2",
                list=["rezension", "interview"],
                prev="section",
                older=[
                    (
                        "/news/hitzesommer-alpen-gletscher-bilanz/2169870",
                        "Alpengletscher verlieren erneut drei Prozent ihres Volumens",
                        "27.11.2026",
                    ),
                    (
                        "/news/ostsee-sauerstoffmangel-ausgedehnt/2169812",
                        "Sauerstoffarme Zonen in der Ostsee so groß wie nie",
                        "26.11.2026",
                    ),
                    ("/magazin/stadtbaeume-hitze/2169655", "Welche Bäume die Stadt der Zukunft braucht", "24.11.2026"),
                ],
            )
        )
        add(
            page(
                "tag",
                "/thema/klimawandel/",
                "tag",
                "Klimawandel",
                "thema-list",
                ["Alle Artikel, Kolumnen und Interviews zum Thema Klimawandel."],
                list=["permafrost", "interview", "rezension", "insekten"],
            )
        )
        add(
            page(
                "author",
                "/autor/lena-vogt/1301",
                "author",
                "Lena Vogt",
                "autor-profile",
                [
                    "Lena Vogt ist promovierte Mathematikerin und schreibt seit 2019 für Prisma Wissen. In ihrer Kolumne »Die Fortsetzung folgt« erklärt sie alle zwei Wochen ein Rätsel aus der Welt der Zahlen.",
                ],
                list=["kolumne"],
                older=[
                    (
                        "/kolumne/die-fortsetzung-folgt-unendliches-hotel/2169540",
                        "Ein Hotel, in dem immer ein Zimmer frei ist",
                        "19.11.2026",
                    ),
                    (
                        "/kolumne/die-fortsetzung-folgt-geburtstagsparadoxon/2168902",
                        "Warum zwei von 23 Menschen so oft Geburtstag teilen",
                        "05.11.2026",
                    ),
                    ("/kolumne/die-fortsetzung-folgt-kartenmischen/2168311", "Siebenmal mischen genügt", "22.10.2026"),
                ],
            )
        )
        add(
            page(
                "search",
                "/suche/?q=Permafrost",
                "search",
                "Suchergebnisse für »Permafrost«",
                "suche",
                list=["permafrost", "tag"],
            )
        )
        add(
            page(
                "quiz",
                "/quiz/wissensquiz-tiefsee/2171077",
                "quiz",
                "Wissensquiz: Wie gut kennen Sie die Tiefsee?",
                "quiz-page",
                ["Zehn Fragen über das größte und am wenigsten erforschte Ökosystem der Erde. Testen Sie Ihr Wissen!"],
                questions=[
                    (
                        "Wie tief ist die tiefste bekannte Stelle im Ozean ungefähr?",
                        ["4000 Meter", "7500 Meter", "11 000 Meter", "15 000 Meter"],
                    ),
                    (
                        "Ab welcher Tiefe dringt praktisch kein Sonnenlicht mehr ins Meer?",
                        ["etwa 50 Meter", "etwa 200 Meter", "etwa 1000 Meter", "etwa 3000 Meter"],
                    ),
                    (
                        "Welche Tiere leben an heißen Quellen am Meeresboden in großer Zahl?",
                        ["Seepferdchen", "Röhrenwürmer", "Quallen", "Pinguine"],
                    ),
                    (
                        "Wie heißt das Leuchten vieler Tiefseebewohner?",
                        ["Fluoreszenz", "Biolumineszenz", "Phosphoreszenz", "Chemolumineszenz"],
                    ),
                    (
                        "Welcher Anteil des Meeresbodens ist hochauflösend kartiert?",
                        ["etwa ein Viertel", "etwa die Hälfte", "etwa drei Viertel", "fast alles"],
                    ),
                ],
                date="03.12.2026",
            )
        )
        add(
            page(
                "podcast",
                "/podcast/folge-112-korallen-klimaarchiv/2171060",
                "podcast",
                "Folge 112: Was Korallen über das Klima erzählen",
                "podcast-episode-teaser",
                [
                    "Korallen wachsen in Jahresringen, ähnlich wie Bäume. Die Geochemikerin Nele Brandt erklärt im Gespräch mit Tobias Reinhardt, wie sich daraus die Meerestemperaturen der vergangenen Jahrhunderte ablesen lassen.",
                ],
                links=[
                    (
                        "https://www.prisma-wissen.test/news/korallen-temperaturarchiv-karibik/2168755",
                        "Unser Bericht: Korallen verraten Temperaturen der Karibik seit 1600",
                    ),
                    (
                        "https://podcasts.apple.com/de/podcast/prisma-wissen-podcast/id1500000000",
                        "Den Podcast bei Apple Podcasts abonnieren",
                    ),
                    ("https://open.spotify.com/show/0prismawissen", "Den Podcast bei Spotify hören"),
                ],
                date="03.12.2026",
                duration="38:12",
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
                    "Prisma Wissen Verlagsgesellschaft mbH, Friedrichstraße 88, 10117 Berlin",
                    "Geschäftsführung: Carsten Weidlich. Handelsregister: Amtsgericht Berlin-Charlottenburg, HRB 000000.",
                    "Chefredaktion: Dr. Annette Roloff (verantwortlich im Sinne des § 18 Abs. 2 MStV).",
                    "Redaktion: Katharina Brenner, Jonas Albers, Miriam Hoffmann, Tobias Reinhardt; ständige Autorin: Lena Vogt.",
                    "Kontakt: redaktion@prisma-wissen.test, Telefon 030 5550 1200",
                ],
            )
        )
        add(
            story(
                "permafrost",
                "/magazin/permafrost-arktis-boden-taut/2171120",
                "Wenn der Boden taut",
                "2026-12-04",
                "2026-12-04T06:00:00+01:00",
                "04.12.2026",
                ["Katharina Brenner"],
                [
                    "Als Anja Sokolowa im Sommer 2024 an den Rand der Batagaika-Senke trat, hörte sie es zuerst: ein leises Knacken und Rieseln, unterbrochen vom dumpfen Aufschlag eines Erdklumpens, der sich aus der Steilwand gelöst hatte. »Der Krater arbeitet ununterbrochen«, erzählt die Geografin, die am Permafrost-Institut in Jakutsk forscht. Jedes Jahr frisst sich die gewaltige Einbruchsform im Nordosten Sibiriens um bis zu 15 Meter weiter in die Landschaft.",
                    "Was sich hier im Zeitraffer abspielt, geschieht in der gesamten Arktis langsamer und meist unsichtbar: Der Permafrost taut. Als Permafrost bezeichnen Geowissenschaftler Boden, der mindestens zwei Jahre in Folge durchgehend gefroren bleibt. In Sibirien reicht er stellenweise mehr als 1000 Meter tief, in Teilen Alaskas und Kanadas sind es nur wenige Meter. Nur eine dünne Schicht an der Oberfläche, die so genannte Auftauschicht, wird im Sommer weich.",
                    "FIG: Abbruchkante der Batagaika-Senke | Die Abbruchkante der Batagaika-Senke in Jakutien ist an manchen Stellen mehr als 50 Meter hoch. © Anja Sokolowa",
                    "## Ein Speicher für Jahrtausende",
                    "Im gefrorenen Boden lagern die Reste von Pflanzen und Tieren, die dort über Zehntausende von Jahren abgestorben sind. Weil die Kälte den Abbau bremst, hat sich eine enorme Menge Kohlenstoff angesammelt: Schätzungen zufolge rund 1500 Milliarden Tonnen, etwa doppelt so viel, wie derzeit in Form von Kohlendioxid in der Atmosphäre vorhanden ist.",
                    "Taut der Boden, machen sich Mikroorganismen über das organische Material her. Dabei entstehen Kohlendioxid und, wo es nass ist und Sauerstoff fehlt, Methan – ein Treibhausgas, das über 20 Jahre gerechnet mehr als 80-mal so stark wirkt. »Das ist eine Rückkopplung, die sich selbst verstärkt«, sagt der Biogeochemiker Malte Fehrmann vom Institut für Polar- und Meeresforschung in Potsdam. »Mehr Erwärmung bedeutet mehr tauenden Boden, mehr Treibhausgase und damit wieder mehr Erwärmung.«",
                    "Wie stark dieser Effekt ausfällt, ist allerdings umstritten. Nach den Berechnungen, die dem Weltklimarat vorliegen, könnte tauender Permafrost bis 2100 pro Grad globaler Erwärmung zusätzlich zwischen 14 und 175 Milliarden Tonnen Kohlendioxid freisetzen. Die enorme Spanne zeigt, wie wenig über die Prozesse im Untergrund bekannt ist.",
                    "## Messungen in der Tiefe",
                    "Um das zu ändern, betreiben Forschungsgruppen aus mehr als 20 Ländern ein Netz von rund 1800 Bohrlöchern, in denen Temperaturfühler in verschiedenen Tiefen hängen. Die Daten zeigen ein eindeutiges Bild: In den meisten Regionen hat sich der Permafrost in zehn Metern Tiefe seit 2010 um 0,3 bis 0,8 Grad erwärmt, im kalten Permafrost der Hocharktis sogar um mehr als ein Grad.",
                    "Das klingt wenig. Doch gerade in Gebieten, in denen der Boden ohnehin nur knapp unter dem Gefrierpunkt liegt, kann schon eine kleine Erwärmung genügen, damit er dauerhaft auftaut. Auf der Taimyr-Halbinsel und in Teilen Alaskas beobachten Forschende inzwischen Flächen, auf denen die Auftauschicht im Winter nicht mehr vollständig zufriert.",
                    "Fehrmann und sein Team haben in einem Feldexperiment in Nordostgrönland gezeigt, wie schnell sich das auf den Gashaushalt auswirkt. Sie erwärmten kleine Bodenflächen mit durchsichtigen Kammern um durchschnittlich 1,5 Grad. Nach drei Jahren gaben diese Flächen im Herbst fast doppelt so viel Kohlendioxid ab wie die Vergleichsflächen. »Der Herbst und der frühe Winter sind die entscheidende Zeit«, erklärt Fehrmann. »Dann ist der Boden noch warm, die Pflanzen nehmen aber kein CO2 mehr auf.«",
                    "## Die unterschätzte Gefahr: abrupter Zerfall",
                    "Die meisten Klimamodelle beschreiben das Tauen als gleichmäßigen Vorgang, bei dem sich die Auftauschicht Jahr für Jahr um einige Zentimeter vertieft. In der Natur verläuft der Prozess oft ganz anders. Enthält der Boden viel Eis, sackt er beim Tauen ein. Es bilden sich Senken, die sich mit Wasser füllen, so genannte Thermokarstseen, oder ganze Hänge rutschen ab wie in der Batagaika-Senke.",
                    "Solche abrupten Prozesse betreffen nach Schätzungen nur etwa fünf Prozent der Permafrostfläche, könnten aber bis zur Hälfte der zusätzlichen Emissionen verursachen, weil sie tiefe, kohlenstoffreiche Schichten auf einen Schlag freilegen. »Diese Ereignisse sind lokal und schwer vorherzusagen, deshalb fallen sie in den globalen Modellen durch das Raster«, sagt Sokolowa.",
                    "## Straßen, Häuser, Pipelines",
                    "Für die rund fünf Millionen Menschen, die in Permafrostgebieten leben, ist das Tauen schon heute ein handfestes Problem. In Jakutsk stehen viele Wohnblocks auf Betonpfählen, die im gefrorenen Boden verankert sind. Wird er weicher, verlieren sie ihren Halt. Eine Studie schätzt, dass bis 2050 rund 40 Prozent der Gebäude und Leitungen in der russischen Arktis gefährdet sein könnten.",
                    "Auch in Alaska müssen Straßen immer häufiger ausgebessert werden, und mehrere Dörfer an der Küste planen bereits ihren Umzug, weil tauender Boden und stärkere Stürme das Ufer abtragen.",
                    "Dass der Permafrost zu einem Kipppunkt wird, ab dem das Tauen nicht mehr aufzuhalten ist, halten viele Fachleute inzwischen für unwahrscheinlich. Die Freisetzung dürfte eher schleichend verlaufen – dafür aber über Jahrhunderte anhalten. »Was wir heute an Erwärmung zulassen, bezahlen künftige Generationen mit tauendem Boden«, sagt Fehrmann. »Wenn es einmal passiert ist, lässt es sich nicht mehr rückgängig machen.«",
                ],
                "magazine-feature-auf-einen-blick",
                kicker="Permafrost",
                dek="In der Arktis erwärmt sich der dauerhaft gefrorene Untergrund schneller, als Fachleute lange dachten. Was bedeutet das für das Klima – und für die Menschen, die auf ihm leben?",
                glance=[
                    "Rund ein Viertel der Landfläche der Nordhalbkugel ist von Permafrost unterlagert; er speichert etwa doppelt so viel Kohlenstoff, wie heute in der Atmosphäre ist.",
                    "Messungen in Bohrlöchern zeigen, dass sich der Boden in vielen Regionen seit 2010 um mehr als ein halbes Grad erwärmt hat.",
                    "Plötzliche Tauprozesse wie Hangrutschungen und Thermokarstseen fehlen in den meisten Klimamodellen.",
                ],
                readtime=9,
                tag=True,
                comments=[
                    (
                        "Hans-Peter K.",
                        "04.12.2026, 09:14",
                        "Sehr guter Artikel. Mich würde interessieren, ob es auch Messungen aus den Alpen gibt, dort gibt es ja ebenfalls Permafrost.",
                    ),
                    (
                        "Ute_Reimers",
                        "04.12.2026, 11:02",
                        "Die Zahl von 1500 Milliarden Tonnen finde ich erschreckend. Warum hört man davon so wenig in den Nachrichten?",
                    ),
                ],
            )
        )
        add(
            story(
                "insekten",
                "/magazin/insektensterben-was-wir-wirklich-wissen/2170988",
                "Was wir über das Insektensterben wirklich wissen",
                "2026-12-01",
                "2026-12-01T07:00:00+01:00",
                "01.12.2026",
                ["Jonas Albers"],
                [
                    "Es war eine Zahl, die hängen blieb: Um 71 Prozent sei die Masse der Fluginsekten in deutschen Schutzgebieten binnen drei Jahrzehnten zurückgegangen. Ehrenamtliche Insektenkundler hatten die Tiere in 58 Gebieten Jahr für Jahr mit den immer gleichen Fallen gefangen, getrocknet und gewogen. Seitdem ist das Wort »Insektensterben« aus der öffentlichen Debatte nicht mehr wegzudenken.",
                    "Doch die Auswertung hatte Schwächen, auf die Kritiker schnell hinwiesen. Die Fallen standen nicht jedes Jahr an denselben Orten, und über die Ursachen des Rückgangs konnte die Studie nichts sagen. Zudem misst die Biomasse nur das Gesamtgewicht, nicht, welche Arten betroffen sind. Ein Rückgang könnte also auf wenige große Arten zurückgehen, während andere sogar zunehmen.",
                    "Inzwischen liegen weit mehr Daten vor. Eine internationale Arbeitsgruppe um die Ökologin Hanna Wiegand von der Universität Greifswald hat 2025 mehr als 160 Langzeitstudien aus 41 Ländern zusammengeführt. Ihr Ergebnis: Landlebende Insekten nehmen im Mittel um etwa ein Prozent pro Jahr ab, das entspricht einem Verlust von rund einem Viertel in 30 Jahren. Bei im Wasser lebenden Insekten wie Eintags- und Köcherfliegen zeigt sich dagegen eher eine leichte Zunahme – vermutlich, weil sich die Wasserqualität vieler Flüsse seit den 1980er Jahren verbessert hat.",
                    "## Große Unterschiede zwischen Regionen",
                    "Hinter den Durchschnittswerten verbergen sich große Unterschiede. In Mitteleuropa und im Osten Nordamerikas sind die Verluste am stärksten, aus den Tropen gibt es dagegen kaum Langzeitdaten. »Wir wissen am wenigsten über die Regionen, in denen die meisten Insektenarten leben«, sagt Wiegand. Für ganz Afrika flossen gerade einmal vier Studien in die Auswertung ein.",
                    "Auch zwischen Artengruppen unterscheiden sich die Trends. Tagfalter, für die es dank vieler ehrenamtlicher Zählungen besonders gute Daten gibt, sind in Deutschland seit 1990 deutlich seltener geworden; von den rund 180 heimischen Arten gelten mehr als 40 Prozent als gefährdet. Bei Laufkäfern fällt das Bild gemischter aus, bei manchen Schwebfliegen ist der Rückgang dramatisch.",
                    "Ein Befund zieht sich jedoch durch fast alle Studien: Besonders betroffen sind Spezialisten, die auf bestimmte Pflanzen oder Lebensräume angewiesen sind, während anpassungsfähige Allerweltsarten oft stabil bleiben. Die Insektenwelt wird dadurch nicht nur ärmer, sondern auch gleichförmiger.",
                    "Was aber treibt den Rückgang an? Die Fachleute nennen vor allem drei Ursachen, die sich gegenseitig verstärken: die intensive Landwirtschaft, den Verlust von Lebensräumen und den Klimawandel. Um die erste geht es im zweiten Teil dieses Artikels.",
                ],
                "multipage-page1-ld-org",
                kicker="Insektensterben",
                dek="Seit Jahren warnen Forscher vor dem Verschwinden der Insekten. Doch wie belastbar sind die Zahlen? Eine Bestandsaufnahme in drei Teilen.",
                multipage=("Wie die Landwirtschaft Insekten zusetzt", "Was jeder Garten bewirken kann"),
                ld_org=True,
                readtime=14,
                tag=True,
            )
        )
        add(
            story(
                "kolumne",
                "/kolumne/die-fortsetzung-folgt-collatz-vermutung/2171090",
                "Die einfachste Rechenregel, an der Mathematiker scheitern",
                "2026-12-03",
                "2026-12-03T15:00:00+01:00",
                "03.12.2026",
                ["Lena Vogt"],
                [
                    "Nehmen Sie eine beliebige positive ganze Zahl. Ist sie gerade, halbieren Sie sie. Ist sie ungerade, verdreifachen Sie sie und zählen eins dazu. Mit dem Ergebnis verfahren Sie genauso, immer weiter. Beginnen Sie etwa mit der 6, erhalten Sie 3, dann 10, 5, 16, 8, 4, 2 und schließlich 1. Von dort geht es nur noch im Kreis: 4, 2, 1, 4, 2, 1.",
                    "Die Vermutung, dass man auf diese Weise von jeder Startzahl aus irgendwann bei der 1 landet, geht auf den deutschen Mathematiker Lothar Collatz zurück, der sie in den 1930er Jahren formulierte. Bewiesen hat sie bis heute niemand. Ein berühmter Kollege soll einmal gesagt haben, die Mathematik sei für solche Probleme noch nicht bereit.",
                    "Probieren Sie es ruhig einmal mit der 27 aus. Die Folge klettert dann bis auf 9232 und braucht 111 Schritte, bis sie endlich bei der 1 ankommt. Die Nachbarzahl 28 schafft es dagegen in 18 Schritten. Ein Muster ist darin kaum zu erkennen – und genau das macht das Problem so vertrackt.",
                    "## Computer helfen nur bedingt",
                    "Computer haben inzwischen alle Startzahlen bis zu einer Größe von mehr als 20 Stellen überprüft. Jede einzelne Folge endet bei der 1. Doch das ist kein Beweis: In der Zahlentheorie gibt es genügend Beispiele für Aussagen, die für unvorstellbar viele Zahlen gelten und dann doch irgendwann scheitern.",
                    "Zwei Dinge könnten die Vermutung zu Fall bringen. Entweder es gibt eine Startzahl, deren Folge immer weiter wächst, ohne je zurückzukehren. Oder es gibt einen zweiten Kreislauf, der nicht durch die 1 läuft und in dem eine Folge für immer gefangen bliebe. Für beides hat man trotz intensiver Suche keinen Hinweis gefunden.",
                    "Den bislang größten Fortschritt brachte vor einigen Jahren ein Beweis, dass »fast alle« Startzahlen zu Werten führen, die »fast« so klein sind wie gewünscht. Beides steht in Anführungszeichen, weil die Begriffe eine präzise, aber sehr technische Bedeutung haben. Der vollständigen Lösung kommt das Ergebnis nach Einschätzung der meisten Fachleute nicht wirklich nahe.",
                    "## Ein Rätsel über Grundsätzliches",
                    "Warum beschäftigen sich ernsthafte Forscherinnen und Forscher mit einem Problem, das wie eine Knobelaufgabe für den Schulunterricht aussieht? Weil es etwas Grundsätzliches berührt: Wir verstehen erstaunlich wenig darüber, wie sich Multiplikation und Addition gegenseitig beeinflussen. Die Regel mischt beide auf denkbar einfache Weise – und schon entzieht sich das Ergebnis jeder Vorhersage.",
                    "Manche Fachleute vermuten sogar, dass die Vermutung zwar wahr, aber mit den Mitteln der heutigen Mathematik grundsätzlich nicht beweisbar sein könnte. Für eine verwandte, leicht abgewandelte Regel hat man tatsächlich gezeigt, dass sich ihr Verhalten nicht allgemein vorhersagen lässt.",
                    "Mich fasziniert an der Collatz-Folge vor allem, wie schnell man in sie hineingezogen wird. Man rechnet ein paar Beispiele von Hand, dann schreibt man ein kleines Programm, und ehe man sich versieht, ist der Abend vorbei. Falls es Ihnen so geht: Sie sind in bester Gesellschaft. Und falls Sie den Beweis finden – die Fortsetzung folgt.",
                ],
                "column-signed-at-end-ld-org",
                kicker="Die Fortsetzung folgt",
                dek="Halbieren oder verdreifachen und eins addieren: Mehr braucht es nicht für eines der hartnäckigsten Rätsel der Zahlentheorie.",
                column=True,
                ld_org=True,
                readtime=5,
                comments=[
                    (
                        "M. Gerlach",
                        "03.12.2026, 17:45",
                        "Habe es gerade mit 97 probiert – 118 Schritte! Schöne Kolumne, wie immer.",
                    ),
                    (
                        "Zahlenfreund",
                        "03.12.2026, 20:31",
                        "Bei negativen Zahlen gibt es übrigens weitere Kreisläufe, etwa −5, −14, −7, −20, −10, −5.",
                    ),
                    (
                        "Lena Vogt",
                        "04.12.2026, 08:05",
                        "@Zahlenfreund: Stimmt genau, darum ging es im Text bewusst nur um positive Zahlen.",
                    ),
                ],
            )
        )
        add(
            story(
                "impfstoff",
                "/news/borreliose-impfstoff-phase-drei-studie/2171133",
                "Impfstoff gegen Borreliose schützt in großer Studie",
                "2026-12-04",
                "2026-12-03T23:30:00Z",
                "04.12.2026",
                ["Tobias Reinhardt"],
                [
                    "Ein Impfstoff gegen die von Zecken übertragene Lyme-Borreliose hat in einer großen Studie mit rund 14 000 Teilnehmenden in Europa und Nordamerika überzeugt. Wie das Biotechnologieunternehmen Velora Biologics aus Mainz in der Nacht zum Freitag mitteilte, senkte der Kandidat mit der Bezeichnung VB-417 das Risiko einer bestätigten Erkrankung um 71 Prozent.",
                    "Die Teilnehmenden im Alter von 5 bis 65 Jahren lebten in Gebieten, in denen Borreliose häufig vorkommt, darunter in Süddeutschland, Österreich, Schweden und im Nordosten der USA. Sie erhielten drei Impfdosen im Abstand von mehreren Monaten vor Beginn der Zeckensaison sowie eine Auffrischung im folgenden Jahr. In der Impfgruppe erkrankten 18 Menschen an Borreliose, in der Placebogruppe 62.",
                    "Der Impfstoff setzt an einem ungewöhnlichen Punkt an. Er regt die Bildung von Antikörpern gegen ein Oberflächenprotein an, das die Bakterien nur im Darm der Zecke bilden. Saugt eine Zecke Blut von einem geimpften Menschen, gelangen die Antikörper in ihren Darm und töten die Erreger ab, bevor sie überhaupt übertragen werden.",
                    "»Das ist ein wichtiger Schritt, aber noch kein Durchbruch für alle«, sagt die Infektiologin Sabine Korte vom Universitätsklinikum Freiburg, die nicht an der Studie beteiligt war. In Europa kommen mehrere Arten von Borrelien vor; der Impfstoff decke die wichtigsten ab, aber nicht alle. Zudem sei noch nicht ausreichend untersucht, wie lange der Schutz nach der Auffrischung anhält.",
                    "Die Verträglichkeit war nach Angaben des Unternehmens gut. Am häufigsten traten Schmerzen an der Einstichstelle, Müdigkeit und Kopfschmerzen auf. Schwere Nebenwirkungen waren in beiden Gruppen gleich häufig. Die vollständigen Daten sollen Anfang 2027 in einer Fachzeitschrift erscheinen; eine Zulassung in der EU hält das Unternehmen frühestens 2028 für möglich.",
                    "In Deutschland erkranken nach Schätzungen jedes Jahr mehrere zehntausend Menschen an Borreliose. Unbehandelt kann die Infektion Gelenke, Nerven und das Herz schädigen. Einen zugelassenen Impfstoff für Menschen gibt es bislang nicht; ein früheres Präparat war vor mehr als zwanzig Jahren in den USA wegen geringer Nachfrage vom Markt genommen worden.",
                ],
                "news-utc-jsonld",
                kicker="Infektionskrankheiten",
                dek="Ein Impfstoffkandidat senkte das Risiko einer Lyme-Borreliose in einer Phase-III-Studie um mehr als zwei Drittel. Eine Zulassung könnte 2028 folgen.",
                readtime=3,
            )
        )
        add(
            story(
                "vulkan",
                "/news/schwarmbeben-phlegraeische-felder/2171101",
                "Bebenschwarm unter den Phlegräischen Feldern",
                "2026-12-03",
                "2026-12-03T12:40:00+01:00",
                "03.12.2026",
                [],
                [
                    "Im Vulkangebiet der Phlegräischen Felder westlich von Neapel haben Messstationen seit Mittwochabend mehr als 200 Erdbeben registriert. Das stärkste erreichte nach Angaben des italienischen Vulkanobservatoriums eine Magnitude von 3,9 und war in Pozzuoli und in Teilen Neapels deutlich zu spüren. Berichte über Verletzte oder größere Schäden lagen zunächst nicht vor.",
                    "Mehrere hundert Menschen verbrachten die Nacht aus Vorsicht im Freien oder in ihren Autos. Die Stadtverwaltung von Pozzuoli ließ die Schulen am Donnerstag geschlossen, um die Gebäude überprüfen zu lassen.",
                    "Die Phlegräischen Felder sind eine so genannte Caldera, ein riesiger Einsturzkrater, der vor rund 40 000 Jahren bei einem gewaltigen Ausbruch entstanden ist. Seit 2005 hebt sich der Boden im Zentrum der Caldera wieder, in Pozzuoli inzwischen um mehr als einen Meter. Fachleute führen das auf heiße Gase und Flüssigkeiten zurück, die sich in einigen Kilometern Tiefe ansammeln. Dabei entstehen Spannungen im Gestein, die sich in Beben entladen.",
                    "Ein Vulkanausbruch steht nach Einschätzung des Observatoriums nicht unmittelbar bevor. Die Alarmstufe bleibt auf Gelb, der zweiten von vier Stufen. In der Caldera und ihrer Umgebung leben rund eine halbe Million Menschen.",
                    "Die Behörden haben in den vergangenen Monaten die Evakuierungspläne für die Region überarbeitet. Bei einer höheren Alarmstufe sollen zunächst die Bewohner der am stärksten betroffenen Viertel von Pozzuoli in andere Landesteile gebracht werden. Eine große Übung ist für das Frühjahr geplant.",
                ],
                "agency-news-no-person",
                kicker="Vulkanismus",
                dek="Mehr als 200 Erdstöße in 24 Stunden: Im Vulkangebiet westlich von Neapel hebt sich der Boden weiter.",
                source="dpa/red",
                ld_org="dpa",
                readtime=2,
            )
        )
        add(
            story(
                "interview",
                "/interview/moorforscherin-wiedervernaessung/2170950",
                "»Ein nasses Moor ist der beste Klimaschutz, den wir haben«",
                "2026-11-30",
                "2026-11-30T10:00:00+01:00",
                "30.11.2026",
                ["Miriam Hoffmann"],
                [
                    "Rund fünf Prozent der deutschen Treibhausgasemissionen stammen aus trockengelegten Mooren, die meisten davon in Niedersachsen, Mecklenburg-Vorpommern und Brandenburg. Franziska Lehmkuhl leitet an der Hochschule Weser-Ems ein Projekt, das Landwirte bei der Wiedervernässung ihrer Flächen begleitet.",
                    "Q: Frau Lehmkuhl, warum ist ein trockenes Moor ein Klimaproblem? || Ein Moor besteht zum größten Teil aus Torf, also aus Pflanzenresten, die sich über Jahrtausende im Wasser angesammelt haben, ohne zu verrotten. Solange das Moor nass ist, bleibt der Kohlenstoff darin gespeichert. Legt man es trocken, kommt Sauerstoff an den Torf, und Mikroorganismen bauen ihn ab. Dabei entweicht Kohlendioxid, jedes Jahr und über Jahrzehnte. Ein Hektar entwässertes Moor unter Acker setzt jährlich etwa so viel frei wie ein Mittelklassewagen, der 150 000 Kilometer fährt.",
                    "Q: Wie viele solcher Flächen gibt es in Deutschland? || Etwa 1,8 Millionen Hektar, und mehr als 90 Prozent davon sind entwässert, überwiegend für Grünland und Ackerbau. Das meiste wurde im 19. und 20. Jahrhundert trockengelegt, oft mit staatlicher Förderung. Dass wir jetzt den umgekehrten Weg gehen müssen, ist für viele Betriebe schwer zu akzeptieren.",
                    "Q: Was passiert, wenn man eine Fläche wieder vernässt? || Man hebt den Wasserstand an, indem man Gräben verschließt oder Pumpen abstellt. Der Torfabbau stoppt dann fast sofort. In den ersten Jahren kann zwar etwas mehr Methan entstehen, aber langfristig ist die Bilanz eindeutig positiv. Ein wiedervernässtes Moor wächst im besten Fall sogar wieder, allerdings nur um etwa einen Millimeter pro Jahr.",
                    "Q: Warum geht es trotzdem so langsam voran? || Weil auf den Flächen Menschen wirtschaften. Ein Milchviehbetrieb kann auf einer nassen Wiese keine Kühe mehr halten, jedenfalls nicht so wie bisher. Dazu kommt, dass in einem Gebiet oft Dutzende Eigentümer betroffen sind. Wenn einer nicht mitmacht, lässt sich der Wasserstand nicht anheben. Bei uns dauert es im Schnitt sechs bis acht Jahre von der ersten Idee bis zum verschlossenen Graben.",
                    "Q: Was kann man auf nassen Flächen überhaupt anbauen? || Paludikultur nennen wir das, also Landwirtschaft auf nassen Böden. Schilf und Rohrkolben lassen sich zum Beispiel zu Dämmplatten verarbeiten, Torfmoos kann Torf in Blumenerde ersetzen. Technisch funktioniert das, aber es fehlen Abnehmer, Maschinen und verlässliche Preise. Solange ein Landwirt mit Mais mehr verdient, wird er keinen Rohrkolben anbauen.",
                    "Q: Was müsste sich ändern? || Die Betriebe müssen für den Klimaschutz bezahlt werden, den sie leisten, und zwar langfristig, nicht mit Programmen, die nach fünf Jahren auslaufen. Außerdem brauchen wir einfachere Genehmigungsverfahren. Es kann nicht sein, dass ein Wiedervernässungsprojekt genauso aufwendig zu planen ist wie eine Umgehungsstraße.",
                ],
                "interview-qa",
                kicker="Moorschutz",
                dek="Entwässerte Moore setzen in Deutschland jedes Jahr Millionen Tonnen Treibhausgase frei. Die Moorforscherin Franziska Lehmkuhl erklärt, warum die Wiedervernässung so schleppend vorankommt.",
                readtime=6,
                tag=True,
            )
        )
        add(
            story(
                "rezension",
                "/rezension/das-gedaechtnis-der-meere/2170877",
                "Archive am Meeresgrund",
                "2026-12-02",
                "2026-12-02T09:00:00+01:00",
                "02.12.2026",
                ["Miriam Hoffmann"],
                [
                    "Wer an Klimaarchive denkt, hat meist Eisbohrkerne aus Grönland oder der Antarktis vor Augen. Henrik Saarinen lenkt den Blick auf einen weniger bekannten, aber viel älteren Speicher: die Sedimente am Grund der Ozeane. Schicht um Schicht lagern sich dort Schalen winziger Meerestiere, Staub und Vulkanasche ab, an manchen Stellen ohne Unterbrechung über viele Millionen Jahre.",
                    "Der finnische Meeresgeologe, der selbst an mehr als einem Dutzend Bohrexpeditionen teilgenommen hat, erzählt anschaulich, wie Forschende diese Archive lesen. Aus dem Verhältnis von Sauerstoffisotopen in den Kalkschalen lässt sich die Wassertemperatur der Vergangenheit ablesen, aus Staublagen die Stärke früherer Winde. Besonders gelungen sind die Kapitel über das Temperaturmaximum vor 56 Millionen Jahren, als sich die Erde innerhalb weniger tausend Jahre um mehrere Grad erwärmte. Saarinen zeigt, warum dieses Ereignis heute als wichtigster Vergleichsfall für den menschengemachten Klimawandel gilt – und wo der Vergleich hinkt.",
                    "Zwischen den fachlichen Passagen schildert der Autor das Leben an Bord eines Bohrschiffs: Zwölf-Stunden-Schichten, Seekrankheit und die Aufregung, wenn ein Kern mit einer lange gesuchten Schicht an Deck gehievt wird. Diese Abschnitte lockern das Buch auf, geraten stellenweise aber etwas zu ausführlich.",
                    "Schwächer ist der letzte Teil, in dem Saarinen aus der Erdgeschichte politische Schlussfolgerungen ableitet. Hier wiederholt er vieles, was man aus anderen Büchern kennt, und die Argumentation wird kurzatmig. Auch hätte man sich mehr Abbildungen gewünscht; die wenigen Grafiken sind klein und schwarz-weiß gedruckt.",
                    "Insgesamt ist »Das Gedächtnis der Meere« aber eine lohnende Lektüre für alle, die verstehen wollen, woher wir so viel über das Klima vergangener Zeitalter wissen. Vorkenntnisse braucht man nicht, nur etwas Geduld für die Isotopenchemie.",
                ],
                "book-review-databox",
                kicker="Rezension",
                dek="Henrik Saarinen erzählt, wie Bohrkerne vom Ozeanboden die Klimageschichte der Erde offenlegen – meist fesselnd, zum Schluss etwas zu belehrend.",
                book=(
                    "Henrik Saarinen",
                    "Das Gedächtnis der Meere. Was Sedimente über die Geschichte der Erde verraten",
                    "Kranich Verlag, Berlin 2026",
                    "352 S., 26 €",
                    "ISBN 978-3-00-000000-0",
                ),
                readtime=3,
                tag=True,
            )
        )
        add(
            story(
                "asteroid",
                "/news/kleinasteroid-2026-wx4-vorbeiflug/2171140",
                "Kleinasteroid fliegt am Sonntag dicht an der Erde vorbei",
                "2026-12-04",
                None,
                "04.12.2026",
                ["Tobias Reinhardt"],
                [
                    "Ein etwa 20 Meter großer Asteroid wird am Sonntagabend in rund 190 000 Kilometern Entfernung an der Erde vorbeifliegen, also in etwa halber Mondentfernung. Eine Gefahr besteht nicht, teilte die Europäische Weltraumorganisation mit.",
                    "Der Brocken mit der Bezeichnung 2026 WX4 war erst vor neun Tagen von einem Teleskop in Arizona entdeckt worden. Seine größte Annäherung erreicht er gegen 21.40 Uhr mitteleuropäischer Zeit. Mit bloßem Auge ist er nicht zu sehen; wer ein größeres Teleskop besitzt, kann ihn über Südeuropa als schwachen Lichtpunkt verfolgen.",
                    "Objekte dieser Größe fliegen mehrmals im Jahr so nah an der Erde vorbei. Würde ein solcher Asteroid in die Atmosphäre eintreten, würde er größtenteils verglühen.",
                ],
                "news-brief-nold",
                kicker="Astronomie",
                nold=True,
                readtime=1,
            )
        )

    # the templates -------------------------------------------------------------------------------------------
    def author_link(self, name: str, zone: str) -> str:
        return self.a(AUTHORS[name], name, zone, 'class="content__author-link" rel="author"')

    def head(self, doc: Doc) -> str:
        meta = [
            f"<title>{esc(doc.title)} - Prisma Wissen</title>"
            if doc.key != "home"
            else "<title>Prisma Wissen – Das Wissenschaftsmagazin</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) if doc.is_article else doc.title)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(self.url(doc.key))}">',
            '<meta property="og:locale" content="de_DE">',
            '<meta property="og:site_name" content="Prisma Wissen">',
        ]
        x = doc.extra
        if doc.is_article and not x.get("nold"):
            if x.get("ld_org"):
                author = {
                    "@type": "Organization",
                    "name": x["ld_org"] if isinstance(x["ld_org"], str) else "Prisma Wissen",
                }
            else:
                author = {"@type": "Person", "name": doc.authors[0], "url": self.url(AUTHORS[doc.authors[0]])}
            if x.get("book"):
                ld = {
                    "@context": "https://schema.org",
                    "@type": "Review",
                    "name": doc.title,
                    "datePublished": doc.iso,
                    "author": author,
                    "itemReviewed": {
                        "@type": "Book",
                        "name": x["book"][1],
                        "author": {"@type": "Person", "name": x["book"][0]},
                    },
                    "publisher": {"@type": "Organization", "name": "Prisma Wissen"},
                }
            else:
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "description": doc.dek,
                    "datePublished": doc.iso,
                    "dateModified": doc.iso,
                    "author": author,
                    "publisher": {
                        "@type": "Organization",
                        "name": "Prisma Wissen",
                        "logo": {"@type": "ImageObject", "url": f"{self.origin}/static/img/logo-prisma.svg"},
                    },
                    "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)},
                    "isAccessibleForFree": True,
                }
            meta.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(meta)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="site-header__nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("section", "Erde & Umwelt"),
                ("/fachgebiet/medizin/", "Medizin"),
                ("/fachgebiet/physik-astronomie/", "Physik & Astronomie"),
                ("/fachgebiet/mathematik/", "Mathematik"),
                ("podcast", "Podcast"),
                ("quiz", "Quiz"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/static/css/prisma.3a91c2.css">
<link rel="alternate" type="application/rss+xml" title="Prisma Wissen – alle Artikel" href="/feed/rss/">
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({{"pageType":"{"article" if doc.is_article else doc.kind}","contentId":"{doc.path.rstrip("/").rsplit("/", 1)[-1]}"}});</script>
<style>/*PAD*/</style>
</head>
<body class="page page--{doc.kind}">
<header class="site-header">
<div class="site-header__top"><a class="site-header__logo" href="/" title="Startseite">Prisma Wissen</a><span class="site-header__claim">Das Wissenschaftsmagazin</span>
<a class="site-header__abo" href="https://abo.prisma-wissen.test/">Abo</a> <a class="site-header__login" href="https://konto.prisma-wissen.test/login">Anmelden</a></div>
<nav class="site-header__nav" aria-label="Hauptnavigation"><ul>{nav}</ul></nav>
<form class="site-header__search" action="/suche/" method="get"><input type="search" name="q" placeholder="Suche" aria-label="Suchbegriff"><button type="submit">Suchen</button></form>
</header>
<main class="main" id="main">
{main}
</main>
<footer class="site-footer">
<div class="site-footer__newsletter"><p><strong>Der Prisma-Newsletter</strong></p><p>Jeden Freitag die wichtigsten Forschungsnachrichten der Woche – kostenlos in Ihr Postfach.</p><a href="/newsletter/">Jetzt anmelden</a></div>
<ul class="site-footer__links">
<li>{self.a("impressum", "Impressum", "footer")}</li>
<li><a href="/datenschutz/">Datenschutz</a></li>
<li><a href="#" onclick="__cmp('showScreen');return false;">Cookie-Einstellungen</a></li>
<li><a href="/agb/">AGB</a></li>
<li><a href="/kontakt/">Kontakt</a></li>
<li><a href="/feed/rss/">RSS</a></li>
</ul>
<p class="site-footer__copy">© Prisma Wissen Verlagsgesellschaft mbH 2026. Alle Rechte vorbehalten.</p>
</footer>
<div id="cmp-banner" class="cmp" role="dialog" aria-label="Datenschutz-Einstellungen"><p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Inhalte zu personalisieren und die Nutzung unseres Angebots zu analysieren. Mit »Akzeptieren« stimmen Sie dem zu; unter »Einstellungen« können Sie Ihre Auswahl jederzeit ändern.</p><button class="cmp__accept">Akzeptieren</button> <button class="cmp__settings">Einstellungen</button></div>
<script src="/static/js/prisma.5be17d.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        if x.get("column"):
            meta_author = '<span class="content__column-label">Kolumne</span>'
        elif doc.authors:
            meta_author = f'<span class="content__author">von {" und ".join(self.author_link(a, "byline") for a in doc.authors)}</span>'
        else:
            meta_author = ""
        dek = f'<p class="content__intro">{esc(doc.dek)}</p>' if doc.dek else ""
        glance = ""
        if x.get("glance"):
            items = "".join(f"<li>{esc(g)}</li>" for g in x["glance"])
            glance = f'<div class="content__infobox infobox--summary"><h2 class="infobox__title">Auf einen Blick</h2><ol>{items}</ol></div>'
        book = ""
        if x.get("book"):
            b = x["book"]
            book = (
                f'<div class="content__infobox infobox--book"><img src="/static/covers/gedaechtnis-der-meere.jpg" alt="Buchcover">'
                f'<p class="infobox__book-author">{esc(b[0])}</p><p class="infobox__book-title">{esc(b[1])}</p>'
                f"<p>{esc(b[2])}</p><p>{esc(b[3])}</p><p>{esc(b[4])}</p>"
                '<p class="infobox__shop"><a href="https://shop.prisma-wissen.test/buch/978300000000">Im Prisma-Shop kaufen</a></p></div>'
            )
        pager = ""
        if x.get("multipage"):
            p2, p3 = x["multipage"]
            base = doc.path
            pager = (
                f'<nav class="content__pagination" aria-label="Seiten"><p class="content__pagination-label">Seite 1 von 3</p>'
                f'<ol><li class="is-active"><span>1</span></li><li><a href="{base}?seite=2">2</a></li><li><a href="{base}?seite=3">3</a></li></ol>'
                f'<p class="content__pagination-next">Nächste Seite: <a href="{base}?seite=2">{esc(p2)}</a></p>'
                f'<p class="content__pagination-toc">Teil 3: <a href="{base}?seite=3">{esc(p3)}</a></p></nav>'
            )
        sign = ""
        authorbox = ""
        if x.get("column"):
            sign = f'<p class="content__signature">Von {self.author_link("Lena Vogt", "byline")}</p>'
            authorbox = (
                '<div class="content__authorbox"><img src="/static/authors/lena-vogt.jpg" alt="">'
                f'<p class="authorbox__name">{self.author_link("Lena Vogt", "byline")}</p>'
                "<p>Die promovierte Mathematikerin schreibt in ihrer Kolumne »Die Fortsetzung folgt« über Zahlen, Muster und ungelöste Probleme.</p></div>"
            )
        source = f'<p class="content__source">Quelle: {esc(x["source"])}</p>' if x.get("source") else ""
        tags = ""
        if x.get("tag"):
            tags = f'<div class="content__tags"><span>Schlagworte:</span> {self.a("tag", "Klimawandel", "content")} <a href="/thema/arktis/">Arktis</a> <a href="/thema/biodiversitaet/">Biodiversität</a></div>'
        comments = ""
        if x.get("comments"):
            items = "".join(
                f'<li class="comments__item"><p class="comments__meta"><strong>{esc(n)}</strong> <time>{esc(t)}</time></p><p class="comments__text">{esc(c)}</p></li>'
                for n, t, c in x["comments"]
            )
            comments = f'<section class="comments" id="kommentare"><h2 class="comments__title">Leserkommentare ({len(x["comments"])})</h2><ul>{items}</ul><p class="comments__rules">Bitte beachten Sie unsere <a href="/netiquette/">Netiquette</a>. <a href="https://konto.prisma-wissen.test/login">Anmelden</a>, um zu kommentieren.</p></section>'
        fig = None
        related = "".join(
            f'<li class="teaser teaser--small"><span class="teaser__kicker">{esc(self.docs[k].extra.get("kicker", ""))}</span> {self.a(k, self.docs[k].title, "related", TEASER_CLS)}</li>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<article class="content" data-article-id="{doc.path.rsplit("/", 1)[-1]}">
<div class="content__header">
<p class="content__kicker">{esc(x.get("kicker", ""))}</p>
<h1 class="content__title">{esc(doc.title)}</h1>
{dek}
<div class="content__meta">{meta_author} <time class="content__date" datetime="{(doc.iso or "")[:10] or doc.date}">{doc.stamp}</time> <span class="content__readtime">Lesedauer ca. {x.get("readtime", 4)} Minuten</span></div>
</div>
<div class="content__share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Teilen</a> <a href="https://bsky.app/intent/compose?text={esc(self.url(doc.key))}">Bluesky</a> <a href="mailto:?subject={esc(doc.title)}">E-Mail</a> <a href="javascript:window.print()">Drucken</a></div>
{glance}
{book}
<div class="content__body" itemprop="articleBody">
{self.blocks(doc, fig=fig)}
</div>
{sign}
{source}
{pager}
{tags}
{authorbox}
<div class="content__support"><p>Wenn Ihnen unsere Artikel gefallen, unterstützen Sie unseren unabhängigen Wissenschaftsjournalismus mit einem <a href="https://abo.prisma-wissen.test/digital">Digitalabo</a>.</p></div>
{comments}
</article>
<aside class="related"><h2 class="related__title">Das könnte Sie auch interessieren</h2><ul>{related}</ul></aside>"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        if d.is_article:
            kicker = d.extra.get("kicker", "")
            return (
                f'<li class="teaser"><span class="teaser__kicker">{esc(kicker)}</span> <h2 class="teaser__title">{self.a(k, d.title, "content")}</h2>'
                f'<p class="teaser__text">{esc(self.lede(d))}</p><p class="teaser__meta">{d.stamp}</p></li>'
            )
        return f'<li class="teaser"><span class="teaser__kicker">Thema</span> <h2 class="teaser__title">{self.a(k, d.title, "content")}</h2></li>'

    def listing_main(self, doc: Doc) -> str:
        x = doc.extra
        items = "\n".join(self.teaser(k) for k in x["list"])
        for path, title, date in x.get("older", []):
            items += f'\n<li class="teaser"><h2 class="teaser__title"><a href="{path}">{esc(title)}</a></h2><p class="teaser__meta">{date}</p></li>'
        intro = "".join(f'<p class="listing__intro">{esc(b[1])}</p>' for b in doc.blocks if b[0] == "p")
        pager = ""
        if x.get("more") and doc.key != "home":
            pager = f'<nav class="pagination"><span class="pagination__current">1</span> {self.a(x["more"], "2", "pagination")} {self.a(x["more"], "Weiter", "pagination")}</nav>'
        if x.get("prev"):
            pager = f'<nav class="pagination">{self.a(x["prev"], "Zurück", "pagination")} {self.a(x["prev"], "1", "pagination")} <span class="pagination__current">2</span></nav>'
        head = f'<h1 class="listing__title">{esc(doc.title)}</h1>'
        extra = ""
        if doc.key == "home":
            head = '<h1 class="visually-hidden">Prisma Wissen</h1><h2 class="listing__title">Aktuelle Artikel</h2>'
            extra = f"""<section class="home__boxes">
<div class="home__box"><h2>Podcast</h2>{self.a("podcast", self.docs["podcast"].title, "content")}</div>
<div class="home__box"><h2>Quiz der Woche</h2>{self.a("quiz", self.docs["quiz"].title, "content")}</div>
<div class="home__box"><h2>Kolumne</h2>{self.a("author", "Alle Kolumnen von Lena Vogt", "content")}</div>
<div class="home__box"><h2>Schwerpunkt</h2>{self.a("tag", "Klimawandel", "content")} · {self.a("section", "Erde & Umwelt", "content")} · {self.a("section2", "Ältere Artikel aus Erde & Umwelt", "content")}</div>
<div class="home__box"><h2>Beliebte Suche</h2>{self.a("search", "Permafrost", "content")}</div>
</section>"""
        if doc.kind == "author":
            head = f'<div class="author-profile"><img src="/static/authors/lena-vogt.jpg" alt=""><h1 class="listing__title">{esc(doc.title)}</h1></div>'
        if doc.kind == "search":
            head += '<form class="search-page__form" action="/suche/"><input type="search" name="q" value="Permafrost"><button>Suchen</button></form><p class="search-page__count">2 Treffer</p>'
        return f'<div class="listing">{head}{intro}<ul class="listing__items">{items}</ul>{pager}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        x = doc.extra
        if doc.kind == "quiz":
            qs = []
            for i, (q, opts) in enumerate(x["questions"], 1):
                radios = "".join(
                    f'<label class="quiz__option"><input type="radio" name="q{i}" value="{j}"> {esc(o)}</label>'
                    for j, o in enumerate(opts)
                )
                qs.append(
                    f'<fieldset class="quiz__question"><legend>Frage {i} von 10: {esc(q)}</legend>{radios}</fieldset>'
                )
            return f"""<div class="quiz" data-quiz-id="2171077">
<p class="content__kicker">Quiz</p>
<h1 class="content__title">{esc(doc.title)}</h1>
<p class="quiz__date">{x["date"]}</p>
{self.blocks(doc)}
<form class="quiz__form" action="/quiz/auswertung" method="post">
{"".join(qs)}
<button type="submit" class="quiz__submit">Auswerten</button>
</form>
<p class="quiz__more">Weitere Fragen werden nach dem Auswerten geladen. Mehr Quizze: <a href="/quiz/">Quiz-Übersicht</a></p>
</div>"""
        if doc.kind == "podcast":
            links = "".join(f'<li><a href="{esc(u)}">{esc(t)}</a></li>' for u, t in x["links"])
            return f"""<div class="podcast-episode">
<p class="content__kicker">Prisma-Podcast</p>
<h1 class="content__title">{esc(doc.title)}</h1>
<p class="podcast-episode__meta"><time>{x["date"]}</time> · Dauer {x["duration"]}</p>
<div class="podcast-episode__teaser">{self.blocks(doc)}</div>
<div class="podcast-player" data-src="https://media.prisma-wissen.test/podcast/pw-112.mp3"><audio controls preload="none" src="https://media.prisma-wissen.test/podcast/pw-112.mp3"></audio><p><a href="https://media.prisma-wissen.test/podcast/pw-112.mp3" download>Folge herunterladen (MP3, 36 MB)</a></p></div>
<h2>Links zur Folge</h2>
<ul class="podcast-episode__links">{links}</ul>
<p>Alle Folgen: <a href="/podcast/">Prisma-Podcast</a></p>
</div>"""
        return f'<div class="static-page"><h1 class="content__title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
