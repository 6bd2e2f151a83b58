# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Steirische Rundschau: a Kleine Zeitung/Krone-like Austrian regional paper (`/steiermark/graz/18812345/<slug>`,
`/steiermark/graz/?seite=2`, `/themen/<thema>/`, `/autoren/<name>/`, `/suche/?q=`, `article-header`,
`article-lead`, `article-byline`, `article-body`), Austrian German, UTF-8 (header and `<meta charset>`), except the
**Obersteiermark edition**, still served by the old CMS (`/s/obersteiermark/…/index.do`): its front and two stories
are **ISO-8859-15 declared only in the Content-Type header** (no meta charset; "€" is byte 0xA4, typographic quotes
are character references), with no JSON-LD and only a `<meta name="date" content="04.12.2026">`. Bylines read
"Von Maria Huber | 14.30 Uhr, 04. Dezember 2026" (Vienna time, +01:00 in December), two authors joined by "und".
JSON-LD quirks: the tram story's author is the paper (`Organization`); the fire story's `datePublished` is in
**UTC** (23:45Z on 4 Dec = 00.45 Uhr on 5 Dec); the editorial is an `OpinionNewsArticle`. The three-sentence
police brief ("Polizeibericht") starts with the dateline "Leoben. –" inside its paragraph and is an article. The
events calendar, the Leserbriefe page (four readers' letters), the podcast episode page (player and show notes)
and the Impressum are not articles."""

from __future__ import annotations

from common import Base, ld, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["advent", "bim", "brand", "leitartikel", "interview", "oper", "erzberg", "polizei"]
LEGACY = {"ober", "erzberg", "polizei"}
UTF8 = "text/html; charset=utf-8"
LATIN9 = "text/html; charset=ISO-8859-15"
SLUG = {
    "Maria Huber": "maria-huber",
    "Stefan Leitner": "stefan-leitner",
    "Hubert Krainer": "hubert-krainer",
    "Eva Maurer": "eva-maurer",
    "Johann Pichler": "johann-pichler",
}
EVENTS = [
    ("Sa., 05.12.", "10.00–20.00 Uhr", "Adventmarkt am Hauptplatz", "Hauptplatz, Graz", "Märkte"),
    ("Sa., 05.12.", "16.00 Uhr", "Krampuslauf Graz", "Herrengasse – Hauptplatz", "Brauchtum"),
    ("Sa., 05.12.", "19.30 Uhr", "Die Fledermaus", "Oper Graz", "Bühne"),
    ("So., 06.12.", "11.00 Uhr", "Nikolausfeier für Kinder", "Stadtpark-Pavillon", "Familie"),
    ("So., 06.12.", "18.00 Uhr", "Adventkonzert des Grazer Domchors", "Dom zu Graz", "Musik"),
    ("Mo., 07.12.", "19.00 Uhr", "Lesung: Steirische Wintergeschichten", "Stadtbibliothek Zanklhof", "Literatur"),
    ("Di., 08.12.", "10.00–19.00 Uhr", "Kunsthandwerksmarkt im Joanneumsviertel", "Joanneumsviertel", "Märkte"),
    ("Di., 08.12.", "20.00 Uhr", "Kabarett: Gerti Wallner – „Alles Advent“", "Orpheum", "Kabarett"),
    ("Mi., 09.12.", "18.30 Uhr", "Eisstockschießen für Firmen", "Eislaufplatz Karmeliterplatz", "Sport"),
    ("Do., 10.12.", "19.30 Uhr", "Jazz im Advent: Trio Novak", "Stockwerk Jazzclub", "Musik"),
]


class Rundschau(Base):
    origin = "https://www.steirische-rundschau.test"
    name = "Steirische Rundschau"
    prefix = "srd"
    language = "de"

    # The Obersteiermark edition comes from the old CMS in ISO-8859-15. sitebuild.write_set asks for a page's file
    # name first, then for the codec, renders the page and labels it with content_type and encoding: the page in
    # hand is remembered in file_name so that those three answer for it.
    def file_name(self, doc: Doc) -> str:
        self.current = doc.key
        return super().file_name(doc)

    @property
    def legacy(self) -> bool:
        return self.current in LEGACY

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return LATIN9 if self.legacy else UTF8

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "iso8859-15" if self.legacy else "utf-8"

    @property
    def codec(self) -> str:
        return self.encoding

    def pad_rules(self) -> list[str]:
        return css_rules(
            "srd",
            [
                ".header-main",
                ".article-header",
                ".article-lead",
                ".article-body",
                ".article-byline",
                ".teaser",
                ".footer-main",
                ".event-list",
                ".letter",
                ".podcast-player",
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
                "Steirische Rundschau",
                "regional-home",
                list=["advent", "brand", "bim", "leitartikel", "interview", "oper", "erzberg", "polizei"],
                more="graz2",
            )
        )
        add(
            page(
                "graz",
                "/steiermark/graz/",
                "section",
                "Graz",
                "regional-section",
                list=["advent", "brand", "bim", "oper"],
                more="graz2",
            )
        )
        add(
            page(
                "graz2",
                "/steiermark/graz/?seite=2",
                "section",
                "Graz",
                "regional-section-page2",
                list=["leitartikel", "interview", "podcast", "letters"],
                prev="graz",
            )
        )
        add(
            page(
                "ober",
                "/s/obersteiermark/index.do",
                "section",
                "Obersteiermark",
                "legacy-cms-section-latin9",
                list=["erzberg", "polizei"],
            )
        )
        add(
            page(
                "tag",
                "/themen/christkindlmarkt/",
                "tag",
                "Christkindlmarkt",
                "topic-page",
                list=["advent", "leitartikel", "podcast"],
            )
        )
        add(
            page(
                "author",
                "/autoren/maria-huber/",
                "author",
                "Maria Huber",
                "author-page",
                list=["advent", "bim", "podcast"],
                bio="Maria Huber ist Redakteurin im Graz-Ressort und beschäftigt sich vor allem mit Stadtpolitik, Verkehr und Wohnen. Sie moderiert den Podcast „Steiermark-Talk“.",
            )
        )
        add(
            page(
                "search",
                "/suche/?q=Advent",
                "search",
                "Suchergebnisse für „Advent“",
                "search-results",
                list=["advent", "leitartikel", "podcast"],
            )
        )
        add(page("events", "/veranstaltungen/graz/", "events", "Veranstaltungen in Graz", "events-calendar"))
        add(
            page(
                "letters",
                "/meinung/leserbriefe/18812600/leserbriefe-vom-5-dezember-2026",
                "letters",
                "Leserbriefe vom 5. Dezember 2026",
                "readers-letters-page",
                stamp="05.00 Uhr, 05. Dezember 2026",
            )
        )
        add(
            page(
                "podcast",
                "/podcast/steiermark-talk/18811900/folge-48-wie-viel-advent-vertraegt-die-altstadt",
                "podcast",
                "Steiermark-Talk, Folge 48: Wie viel Advent verträgt die Grazer Altstadt?",
                "podcast-player-shownotes",
                stamp="06.00 Uhr, 04. Dezember 2026",
            )
        )
        add(
            page(
                "impressum",
                "/impressum/",
                "about",
                "Impressum und Offenlegung",
                "impressum-mediengesetz",
                [
                    "## Medieninhaber und Herausgeber",
                    "Steirische Rundschau Verlags GmbH & Co KG, Gadollaplatz 1, 8010 Graz. Firmenbuchnummer FN 123456a, Landesgericht für ZRS Graz. UID: ATU12345678.",
                    "## Redaktion",
                    "Chefredakteur: Hubert Krainer. Stellvertretende Chefredakteurin: Eva Maurer. Ressortleitung Graz: Maria Huber.",
                    "Kontakt: redaktion@steirische-rundschau.test, Telefon +43 316 000 000.",
                    "## Offenlegung gemäß § 25 Mediengesetz",
                    "Die Steirische Rundschau ist eine unabhängige regionale Tageszeitung. Sie bekennt sich zu einer freien, demokratischen Gesellschaft und zu den Grundsätzen des Ehrenkodex für die österreichische Presse.",
                    "Die Steirische Rundschau Verlags GmbH & Co KG steht zu 100 Prozent im Eigentum der Murtal Medien Privatstiftung.",
                ],
            )
        )

        add(
            story(
                "advent",
                "/steiermark/graz/18812345/christkindlmaerkte-ziehen-zwischenbilanz-mehr-besucher-weniger-umsatz",
                "Christkindlmärkte ziehen Zwischenbilanz: Mehr Besucher, aber weniger Umsatz pro Kopf",
                "2026-12-04",
                "2026-12-04T14:30:00+01:00",
                "14.30 Uhr, 04. Dezember 2026",
                ["Maria Huber"],
                [
                    "Der Andrang auf die Grazer Adventmärkte ist heuer so groß wie nie: Rund 310.000 Besucherinnen und Besucher zählte Graz Tourismus allein am ersten Adventwochenende auf den 14 Märkten in der Innenstadt, um knapp zwölf Prozent mehr als im Vorjahr.",
                    "Die Freude der Standler hält sich dennoch in Grenzen. „Die Leute kommen, schauen, trinken einen Punsch und gehen wieder“, sagt Gerhard Lindner, der seit 22 Jahren am Hauptplatz Holzspielzeug verkauft. Der Umsatz pro Besucher sei spürbar gesunken, vor allem bei Geschenkartikeln.",
                    "## Punsch um knapp sechs Euro",
                    "Eine Umfrage der Wirtschaftskammer unter 85 Standbetreibern bestätigt den Eindruck: Zwei Drittel melden gleich hohe oder niedrigere Umsätze als im Vorjahr, obwohl deutlich mehr Menschen unterwegs sind. Gut verkauft werden vor allem Getränke und warme Speisen. Das Häferl Punsch kostet heuer im Schnitt 5,90 Euro, der Glühwein 5,50 Euro.",
                    "„Viele Familien überlegen sich genau, wofür sie ihr Geld ausgeben“, sagt Handelsobfrau Sabine Rauch. „Da bleibt es oft beim Kletzenbrot oder bei einem Sackerl gebrannter Mandeln.“",
                    "BOX: auchinteressant",
                    "Besonders gefragt sind heuer die kleineren Märkte abseits des Zentrums. Am Lendplatz und im Innenhof des Landhauses berichten die Betreiber von vollen Wochenenden und guten Geschäften, vor allem mit regionalem Kunsthandwerk. „Die Leute suchen das Besondere und nicht den zehnten Stand mit Lebkuchenherzen“, sagt die Keramikerin Johanna Strohmaier, die heuer erstmals im Landhaushof verkauft.",
                    "Für Ärger sorgt auch der Andrang selbst. Anrainer in der Herrengasse und am Franziskanerplatz klagen über Lärm bis spät in die Nacht und über Müll in den Hauseingängen. Bei der Stadt sind seit der Markteröffnung 46 Beschwerden eingegangen.",
                    "## Stadt prüft neue Öffnungszeiten",
                    "Tourismusstadtrat Markus Reiter kündigt an, nach den Feiertagen gemeinsam mit den Betreibern über Änderungen zu sprechen. Denkbar seien etwa ein früheres Ende des Ausschanks um 21 Uhr an Wochentagen und zusätzliche Reinigungsdurchgänge am Abend.",
                    "„Wir wollen, dass der Advent in Graz gemütlich bleibt, für die Gäste genauso wie für die Menschen, die hier wohnen“, sagt Reiter. Ein generelles Verbot von Punschständen in der Altstadt, wie es zuletzt mehrere Anrainer gefordert haben, schließt er aus.",
                    "Die Märkte haben noch bis 24. Dezember geöffnet, einige Stände am Hauptplatz und am Glockenspielplatz bleiben bis 6. Jänner.",
                ],
                "regional-news-subheads",
                section="Graz",
                dek="Nach dem ersten Adventwochenende sind die Grazer Standler mit dem Andrang zufrieden, mit den Einnahmen weniger. Die Stadt denkt über neue Öffnungszeiten nach.",
                caption="Dichtes Gedränge am Hauptplatz am ersten Adventsamstag. © Jürgen Fuchs",
                themen=["Christkindlmarkt", "Graz", "Handel"],
            )
        )
        add(
            story(
                "bim",
                "/steiermark/graz/18811877/strassenbahn-nach-puntigam-bau-der-linie-8-startet-im-maerz",
                "Straßenbahn nach Puntigam: Bau der neuen Linie 8 startet im März",
                "2026-12-04",
                "2026-12-04T09:20:00+01:00",
                "09.20 Uhr, 04. Dezember 2026",
                ["Maria Huber", "Stefan Leitner"],
                [
                    "Nach jahrelangen Planungen ist es fix: Im März beginnen die Bauarbeiten für die neue Straßenbahnlinie 8, die ab Ende 2029 vom Griesplatz über die Triester Straße bis nach Puntigam fahren soll. Das haben Stadt und Holding Graz am Donnerstag bei einer Pressekonferenz bekannt gegeben.",
                    "Die 4,6 Kilometer lange Strecke soll rund 210 Millionen Euro kosten, wovon der Bund knapp die Hälfte übernimmt. Geplant sind zehn Haltestellen und ein Takt von sechs Minuten in der Hauptverkehrszeit.",
                    "„Der Süden von Graz ist in den vergangenen zwanzig Jahren stark gewachsen, die Öffis sind nicht mitgewachsen“, sagte Verkehrsstadträtin Andrea Pölzl. Die Buslinien 32 und 34 seien schon heute zu Stoßzeiten überlastet.",
                    "## Sperren am Griesplatz",
                    "Für Autofahrer bedeutet der Baustart vor allem eines: Geduld. Der Griesplatz wird ab März in zwei Etappen umgebaut, die Durchfahrt Richtung Karlauer Straße ist voraussichtlich bis Oktober nur einspurig möglich. Die Holding rät, die Umfahrung über den Lazarettgürtel zu nutzen.",
                    "Wirtschaftstreibende am Griesplatz blicken mit gemischten Gefühlen auf die kommenden Monate. „Langfristig ist die Bim gut für uns, kurzfristig wird es hart“, sagt Ayşe Demir, die seit zwölf Jahren ein Lebensmittelgeschäft am Platz betreibt. Die Stadt verspricht einen Härtefonds für betroffene Betriebe, Details sollen im Jänner folgen.",
                    "BOX: auchinteressant",
                    "Kritik kommt von der Opposition. Die Kosten seien seit der ersten Schätzung 2022 um fast 40 Prozent gestiegen, rechnet Gemeinderat Thomas Wallner vor. Die Stadt verweist auf die allgemeine Teuerung im Bausektor.",
                    "Die Pläne für die Linie 8 liegen ab Montag im Amtshaus in der Europaallee zur Einsicht auf. Eine Informationsveranstaltung für Anrainer findet am 14. Jänner im Volkshaus statt.",
                ],
                "two-authors-org-author-jsonld",
                section="Graz",
                dek="Die neue Linie soll ab Ende 2029 vom Griesplatz bis Puntigam fahren. Autofahrer müssen sich auf monatelange Sperren einstellen.",
                caption="So soll die Haltestelle Triester Straße aussehen. © Holding Graz/Visualisierung",
                themen=["Verkehr", "Graz", "Öffis"],
                ld="org",
            )
        )
        add(
            story(
                "brand",
                "/steiermark/graz-umgebung/18812480/grossbrand-in-lagerhalle-in-kalsdorf-120-feuerwehrleute-im-einsatz",
                "Großbrand in Lagerhalle in Kalsdorf: 120 Feuerwehrleute im Einsatz",
                "2026-12-05",
                "2026-12-04T23:45:00Z",
                "00.45 Uhr, 05. Dezember 2026",
                ["Stefan Leitner"],
                [
                    "Ein Großbrand in einer Lagerhalle im Gewerbegebiet von Kalsdorf bei Graz hat am späten Freitagabend mehr als 120 Feuerwehrleute in Atem gehalten. Verletzt wurde nach ersten Informationen niemand.",
                    "Das Feuer war gegen 21.30 Uhr in der Halle eines Logistikunternehmens ausgebrochen, in der unter anderem Verpackungsmaterial und Kartonagen gelagert wurden. Ein Mitarbeiter eines benachbarten Betriebs hatte den Rauch bemerkt und Alarm geschlagen.",
                    "Beim Eintreffen der ersten Kräfte stand die rund 2.000 Quadratmeter große Halle bereits in Vollbrand. „Die Rauchsäule war kilometerweit zu sehen“, sagte Einsatzleiter Karl Wurzinger von der Freiwilligen Feuerwehr Kalsdorf. Insgesamt standen elf Feuerwehren aus dem Bezirk Graz-Umgebung im Einsatz.",
                    "Die Bevölkerung in Kalsdorf, Feldkirchen und Werndorf wurde über die Warn-App aufgefordert, Fenster und Türen geschlossen zu halten. Die Pyhrnautobahn war im Bereich der Anschlussstelle Kalsdorf wegen der starken Rauchentwicklung kurzzeitig gesperrt.",
                    "Gegen Mitternacht hatten die Einsatzkräfte den Brand unter Kontrolle, ein Übergreifen auf zwei angrenzende Gebäude konnte verhindert werden. Die Nachlöscharbeiten dürften bis in die Morgenstunden dauern.",
                    "Für die Feuerwehrleute war der Einsatz auch wegen der Kälte eine Herausforderung. Bei Temperaturen um minus vier Grad froren Schläuche und Armaturen an, das Löschwasser verwandelte die Zufahrtsstraße in eine Eisfläche. Der Straßenerhaltungsdienst musste mehrmals streuen.",
                    "Das betroffene Unternehmen beschäftigt am Standort Kalsdorf rund 60 Mitarbeiterinnen und Mitarbeiter. Wie es für sie weitergeht, war in der Nacht noch unklar. Geschäftsführer Peter Url kündigte an, sich am Samstag mit der Belegschaft zu treffen.",
                    "Die Brandursache ist noch unklar. Ermittler des Landeskriminalamts sollen am Samstag mit der Untersuchung beginnen. Den Sachschaden schätzt die Feuerwehr auf mehrere Millionen Euro.",
                ],
                "night-news-utc-jsonld-next-day",
                section="Graz-Umgebung",
                dek="Die Halle eines Logistikunternehmens stand in Vollbrand, die Rauchsäule war kilometerweit zu sehen. Verletzt wurde niemand.",
                caption="Die Halle stand beim Eintreffen der Feuerwehr bereits in Vollbrand. © FF Kalsdorf",
                themen=["Feuerwehr", "Graz-Umgebung"],
                updated="07.30 Uhr, 05. Dezember 2026",
                modified="2026-12-05T06:30:00Z",
            )
        )
        add(
            story(
                "leitartikel",
                "/meinung/leitartikel/18812510/der-advent-gehoert-nicht-nur-den-touristen",
                "Der Advent gehört nicht nur den Touristen",
                "2026-12-04",
                "2026-12-04T19:00:00+01:00",
                "19.00 Uhr, 04. Dezember 2026",
                ["Hubert Krainer"],
                [
                    "Es gibt Zahlen, über die sich eine Stadt freuen darf. 310.000 Menschen auf den Grazer Adventmärkten an einem einzigen Wochenende gehören dazu. Sie zeigen, dass Graz längst mehr ist als ein Geheimtipp zwischen Wien und der Adria, und sie bringen Geld in Hotels, Gasthäuser und Geschäfte.",
                    "Es gibt aber auch Zahlen, die nachdenklich machen sollten. Zwei Drittel der Standler verdienen nicht mehr als im Vorjahr. Und 46 Beschwerden von Anrainern in vier Tagen sind kein Zufall, sondern ein Signal.",
                    "Wer an einem Samstagabend durch die Herrengasse geht, versteht, warum. Zwischen Punschstand, Bluetooth-Box und Reisegruppe bleibt vom „stillen Advent“ nicht viel übrig. Die Altstadt, die wir so gern als Wohnzimmer der Steiermark bezeichnen, wird in diesen Wochen zur Partymeile.",
                    "Das ist kein Grund, den Advent abzusagen. Aber es ist ein Grund, ihn neu zu denken. Warum nicht die Märkte stärker auf die Bezirke verteilen, auf Lend, Gries oder St. Leonhard, wo Platz ist und wo sich die Wirte über Gäste freuen würden? Warum nicht die Ausschankzeiten an Wochentagen verkürzen und dafür am Sonntagvormittag mehr Programm für Familien bieten?",
                    "Die Stadt hat angekündigt, nach den Feiertagen mit den Betreibern zu reden. Das ist gut. Sie sollte dabei aber auch jene an den Tisch holen, die in der Innenstadt wohnen und die in diesen Wochen nicht schlafen können.",
                    "Denn ein Christkindlmarkt ist kein Freizeitpark. Er lebt davon, dass er zu einer Stadt gehört, in der Menschen wohnen. Wenn die das Gefühl bekommen, dass der Advent nur noch für die anderen stattfindet, hat Graz mehr verloren als ein paar ruhige Nächte.",
                ],
                "editorial-opinion-jsonld",
                section="Leitartikel",
                dek="Die Rekordzahlen auf den Adventmärkten sind erfreulich. Doch die Stadt sollte auch an jene denken, die dort wohnen.",
                caption="Hubert Krainer ist Chefredakteur der Steirischen Rundschau.",
                themen=["Christkindlmarkt", "Meinung"],
                ld="opinion",
            )
        )
        add(
            story(
                "interview",
                "/sport/wintersport/18810954/lea-gruber-ich-habe-keine-angst-mehr-vor-dem-fliegen",
                "Lea Gruber: „Ich habe keine Angst mehr vor dem Fliegen“",
                "2026-12-03",
                "2026-12-03T18:00:00+01:00",
                "18.00 Uhr, 03. Dezember 2026",
                ["Stefan Leitner"],
                [
                    "Vor einem Jahr riss sich Lea Gruber bei einem Trainingssprung in Planica das Kreuzband. Am Wochenende feiert die 24-jährige Skispringerin aus Murau in Lillehammer ihr Weltcup-Comeback. Ein Gespräch über lange Reha-Monate, Zweifel und den Moment, in dem die Lust am Fliegen zurückkam.",
                    "Q: Frau Gruber, wie geht es dem Knie? || Gut, ehrlich gesagt besser als vor der Verletzung. Ich habe in der Reha Muskeln entdeckt, von denen ich nicht wusste, dass es sie gibt. Die Ärzte sind zufrieden, und ich bin es auch.",
                    "Q: Wie war der erste Sprung nach der Verletzung? || Ich bin im August in Villach auf der kleinen Schanze gestanden und habe gezittert wie bei meinem allerersten Sprung mit zehn. Mein Trainer hat gesagt: „Du musst gar nichts, du darfst.“ Das hat geholfen. Nach der Landung habe ich geweint, vor Erleichterung.",
                    "Q: Gab es Momente, in denen Sie ans Aufhören gedacht haben? || Ja, im Februar. Da ist eine Freundin von mir Weltmeisterin geworden, und ich bin mit Krücken vor dem Fernseher gesessen. Ich habe mich gefragt, ob ich mir das alles noch einmal antun will. Meine Mama hat dann gemeint, ich soll die Entscheidung nicht im Winter treffen, sondern im Sommer. Im Sommer war die Antwort klar.",
                    "Q: Haben Sie Angst vor einem Rückfall? || Am Anfang schon. Mittlerweile nicht mehr. Ich habe mit einer Sportpsychologin gearbeitet, und sie hat mir beigebracht, die Angst nicht wegzudrücken, sondern sie mitzunehmen. Sie sitzt quasi auf dem Balken neben mir, aber sie springt nicht mit.",
                    "Q: Was ist Ihr Ziel für diesen Winter? || Ich will wieder regelmäßig in die Punkteränge springen und mich im Team festsetzen. Alles andere wäre ein Bonus. Wer zu viel will, macht Fehler, und Fehler kann ich mir gerade nicht leisten.",
                    "Q: Und langfristig? || Die Olympischen Spiele 2030. Da will ich nicht nur dabei sein, da will ich um eine Medaille mitspringen.",
                ],
                "qa-interview-plus",
                section="Wintersport",
                dek="Ein Jahr nach ihrem Kreuzbandriss kehrt die Murauerin in den Weltcup zurück. Ein Gespräch über Zweifel, Reha und die Angst auf dem Balken.",
                caption="Lea Gruber beim Training in Villach im Herbst. © GEPA pictures",
                themen=["Skispringen", "Murau"],
                plus=True,
            )
        )
        add(
            story(
                "oper",
                "/kultur/18810612/die-fledermaus-an-der-oper-graz-ein-fest-mit-kleinen-schwaechen",
                "„Die Fledermaus“ an der Oper Graz: Ein Fest mit kleinen Schwächen",
                "2026-12-02",
                "2026-12-02T22:10:00+01:00",
                "22.10 Uhr, 02. Dezember 2026",
                ["Eva Maurer"],
                [
                    "Es gibt Werke, die eine Regie eigentlich nicht falsch machen kann, und es gibt „Die Fledermaus“. Kaum eine Operette ist so oft gespielt, so oft modernisiert und so oft totinszeniert worden. Umso erfreulicher, dass die neue Grazer Produktion, die am Mittwochabend Premiere feierte, über weite Strecken einfach Freude macht.",
                    "Regisseurin Clara Stadlober verlegt die Handlung in das Wien der frühen 1960er-Jahre. Eisenstein ist ein eitler Fabrikant mit Cabrio, Rosalinde eine gelangweilte Gattin im Petticoat, und der Ball beim Prinzen Orlofsky wird zur Cocktailparty in einer Villa am Stadtrand. Das funktioniert erstaunlich gut, weil Stadlober den Witz des Librettos ernst nimmt und nicht mit eigenen Pointen zuschüttet.",
                    "Musikalisch ist der Abend ein Vergnügen. Dirigent Jonas Hölzl nimmt die Ouvertüre zügig, fast übermütig, und das Grazer Philharmonische Orchester folgt ihm mit sichtlichem Spaß. In den Walzerpassagen hätte man sich gelegentlich etwas mehr Wiener Schmäh im Rubato gewünscht, aber das ist Geschmackssache.",
                    "Das Ensemble überzeugt fast durchwegs. Anna Kogler singt die Rosalinde mit strahlender Höhe und bringt den Csárdás im zweiten Akt mit einer Mischung aus Glamour und Selbstironie, die zu Recht bejubelt wurde. Markus Fellner ist ein herrlich aufgeblasener Eisenstein, stimmlich nicht immer ganz sicher, darstellerisch aber ein Ereignis. Als Adele stiehlt die junge Sopranistin Mira Haidinger mit ihrem „Mein Herr Marquis“ allen die Show.",
                    "Schwächen zeigt die Produktion im dritten Akt. Die Gefängnisszene, traditionell die Bühne für den Frosch, zieht sich, und die aktuellen Anspielungen auf die Grazer Lokalpolitik zünden nur zum Teil. Auch die Idee, den Chor im zweiten Akt als Partygäste mit Handys auftreten zu lassen, wirkt im Kontext der 1960er-Jahre etwas beliebig.",
                    "Das Publikum ließ sich davon nicht stören: Am Ende gab es minutenlangen Applaus und Bravorufe für Kogler, Haidinger und das Dirigat. Wer in der Adventzeit einen leichten, gut gemachten Opernabend sucht, ist hier richtig.",
                    "Weitere Vorstellungen bis 28. Februar, Karten an der Tageskasse und online.",
                ],
                "review-updated-stamp",
                section="Kultur",
                dek="Clara Stadlober verlegt die Operette in die 1960er-Jahre. Das Ergebnis ist vergnüglich, im dritten Akt aber zu lang.",
                caption="Anna Kogler als Rosalinde und Markus Fellner als Eisenstein. © Werner Kmetitsch",
                themen=["Oper Graz", "Kultur"],
                updated="09.15 Uhr, 03. Dezember 2026",
                modified="2026-12-03T09:15:00+01:00",
            )
        )
        add(
            story(
                "erzberg",
                "/s/obersteiermark/leoben/4891234/index.do",
                "Erzberg: Neue Aussichtsplattform um 1,8 Millionen € eröffnet",
                "2026-12-04",
                None,
                "11.05 Uhr, 04. Dezember 2026",
                ["Johann Pichler"],
                [
                    "Hoch über dem Eisenerzer Becken ist am Donnerstag die neue Aussichtsplattform am Steirischen Erzberg eröffnet worden. Die Stahlkonstruktion ragt auf 1.280 Metern Seehöhe rund zwölf Meter über die oberste Abbauetage hinaus und bietet einen freien Blick auf den Tagbau, den Leopoldsteiner See und die Gipfel der Eisenerzer Alpen.",
                    "Errichtet wurde die Plattform von der Erzberg Erlebnis GmbH gemeinsam mit der Gemeinde. Die Kosten von rund 1,8 Millionen € teilen sich das Land Steiermark, die Stadtgemeinde Eisenerz und ein EU-Förderprogramm für den ländlichen Raum.",
                    "„Der Erzberg ist unser Wahrzeichen, aber viele Besucher haben ihn bisher nur von unten gesehen“, sagte Bürgermeisterin Christa Hollerer bei der Eröffnung. Man erhoffe sich vor allem im Sommer zusätzliche Tagesgäste, die dann auch in der Stadt einkehren.",
                    "Erreichbar ist die Plattform mit dem Erzberg-Shuttle, der Besucher schon bisher durch den Tagbau bringt, oder zu Fuß über einen neu angelegten, 2,4 Kilometer langen Wanderweg vom Präbichl aus. Der Eintritt ist im Ticket für die Erlebnistour enthalten, wer nur zur Plattform wandert, zahlt 4 €.",
                    "Nicht alle sind begeistert. Die Ortsgruppe Eisenerz des Alpenvereins kritisiert, dass für den Wanderweg ein Stück Lärchenwald gerodet wurde. „Man hätte den bestehenden Steig ausbauen können“, sagt Obmann Werner Stöckl. Die Betreiber verweisen auf Ersatzpflanzungen von 400 Bäumen im kommenden Frühjahr.",
                    "Für Eisenerz ist das Projekt Teil einer größeren Strategie. Die Stadt hat seit den 1950er-Jahren mehr als zwei Drittel ihrer Einwohner verloren und setzt seit Jahren verstärkt auf den Tourismus. Neben den Führungen durch den Tagbau und das Schaubergwerk locken vor allem der Leopoldsteiner See und das Skigebiet am Präbichl jährlich zehntausende Gäste an.",
                    "Im Winter ist die Plattform nur an Wochenenden und bei guter Witterung geöffnet. Ab April gelten die regulären Öffnungszeiten von 9 bis 17 Uhr.",
                ],
                "legacy-cms-latin9-header-only",
                section="Obersteiermark",
                dek="Die Stahlkonstruktion ragt zwölf Meter über die oberste Etage des Tagbaus hinaus. Kritik kommt vom Alpenverein.",
                caption="Die neue Plattform auf 1.280 Metern Seehöhe. © Johann Pichler",
            )
        )
        add(
            story(
                "polizei",
                "/s/obersteiermark/leoben/4891301/index.do",
                "Einbrecher in Leobener Trafik auf frischer Tat ertappt",
                "2026-12-05",
                None,
                "06.15 Uhr, 05. Dezember 2026",
                [],
                [
                    "Leoben. – Ein 27-jähriger Mann ist in der Nacht auf Samstag in eine Trafik in der Leobener Innenstadt eingebrochen und dabei von einer Polizeistreife auf frischer Tat ertappt worden. Der Verdächtige hatte laut Polizei bereits Zigaretten und Rubbellose im Wert von rund 1.400 € in einen Rucksack gepackt, als die Beamten gegen 2.30 Uhr die eingeschlagene Auslagenscheibe bemerkten. Er wurde festgenommen und in die Justizanstalt Leoben eingeliefert.",
                ],
                "polizeibericht-three-sentences-dateline-latin9",
                section="Obersteiermark",
                kicker="Polizeibericht",
            )
        )

    # ------------------------------------------------------------------ boxes (never body)
    def box_auchinteressant(self) -> str:
        picks = [k for k in ("leitartikel", "podcast", "events") if k != self.current][:2]
        items = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in picks)
        return (
            f'<aside class="article-related-inline"><h4>Das könnte Sie auch interessieren</h4><ul>{items}</ul></aside>'
        )

    # ------------------------------------------------------------------ frame
    def nav(self) -> str:
        return "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("graz", "Graz"),
                ("ober", "Obersteiermark"),
                ("/steiermark/suedsteiermark/", "Südsteiermark"),
                ("/politik/", "Politik"),
                ("/wirtschaft/", "Wirtschaft"),
                ("/sport/", "Sport"),
                ("/kultur/", "Kultur"),
                ("events", "Veranstaltungen"),
                ("podcast", "Podcasts"),
                ("letters", "Leserbriefe"),
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        if doc.key in LEGACY:
            return self.legacy_frame(doc, main)
        url = self.url(doc.key)
        x = doc.extra
        heads = [
            '<meta charset="utf-8">',
            "<title>"
            + (
                f"{esc(doc.title)} | Steirische Rundschau"
                if doc.key != "home"
                else "Steirische Rundschau | Nachrichten aus Graz und der Steiermark"
            )
            + "</title>",
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta name="description" content="{esc(doc.dek or doc.title)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Steirische Rundschau">',
            '<meta property="og:locale" content="de_AT">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if doc.is_article:
            heads.append(f'<meta property="article:published_time" content="{doc.iso}">')
            if x.get("modified"):
                heads.append(f'<meta property="article:modified_time" content="{x["modified"]}">')
            author = [{"@type": "Person", "name": a, "url": f"{self.origin}/autoren/{SLUG[a]}/"} for a in doc.authors]
            data = {
                "@context": "https://schema.org",
                "@type": "OpinionNewsArticle" if x.get("ld") == "opinion" else "NewsArticle",
                "headline": doc.title,
                "description": doc.dek,
                "mainEntityOfPage": url,
                "datePublished": doc.iso,
                "dateModified": x.get("modified", doc.iso),
                "author": {"@type": "Organization", "name": "Steirische Rundschau"} if x.get("ld") == "org" else author,
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": "Steirische Rundschau",
                    "logo": {"@type": "ImageObject", "url": f"{self.origin}/assets/logo-sr.png"},
                },
                "isAccessibleForFree": not x.get("plus"),
                "inLanguage": "de-AT",
            }
            heads.append(ld(data))
        heads.append(
            f'<script>window.srData = {{"pageType":"{"article" if doc.is_article else doc.kind}","ressort":"{esc(doc.section or "home")}","plus":{"true" if x.get("plus") else "false"}}};</script>'
        )
        return f"""<!DOCTYPE html>
<html lang="de-AT">
<head>
{chr(10).join(heads)}
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/css/main.4a7e21.css">
<style>/*PAD*/</style>
<script src="https://cmp.steirische-rundschau.test/cmp.js" async></script>
</head>
<body class="{"page-article" if doc.is_article else "page-" + doc.kind}">
<header class="header-main">
<div class="header-top"><span class="header-date">Samstag, 5. Dezember 2026</span> <a href="https://abo.steirische-rundschau.test/">Abo</a> <a href="https://epaper.steirische-rundschau.test/">E-Paper</a> <a href="https://login.steirische-rundschau.test/">Anmelden</a></div>
<div class="header-logo">{self.a("home", "Steirische Rundschau", "nav")}</div>
<nav class="header-nav"><ul>{self.nav()}</ul></nav>
<form class="header-search" action="/suche/" method="get"><input name="q" placeholder="Suchbegriff"><button>Suchen</button></form>
</header>
<main class="content-main">
{main}
</main>
<aside class="sidebar"><section class="most-read"><h3>Meistgelesen</h3><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("brand", "advent", "bim"))}<li><a href="/sport/fussball/18812233/sturm-graz-holt-spaeten-ausgleich">Späte Punkte: Ausgleich in der Nachspielzeit</a></li></ol></section>
<section class="newsletter-teaser"><h3>Newsletter „Graz am Morgen“</h3><p>Die wichtigsten Nachrichten aus Graz jeden Morgen um 6 Uhr in Ihrem Postfach.</p><a href="https://newsletter.steirische-rundschau.test/graz">Jetzt anmelden</a></section></aside>
<footer class="footer-main">
<ul class="footer-links"><li>{self.a("impressum", "Impressum", "footer")}</li><li><a href="/datenschutz/">Datenschutz</a></li><li><a href="/agb/">AGB</a></li><li><a href="/kontakt/">Kontakt</a></li><li><a href="https://abo.steirische-rundschau.test/">Abo &amp; Service</a></li><li>{self.a("events", "Veranstaltungskalender", "footer")}</li><li><a href="/rss/">RSS</a></li></ul>
<p class="footer-copyright">© 2026 Steirische Rundschau Verlags GmbH &amp; Co KG. Alle Rechte vorbehalten.</p>
</footer>
<div class="cmp-banner" role="dialog"><p>Wir verwenden Cookies und ähnliche Technologien, um Inhalte zu personalisieren, Werbung anzuzeigen und die Zugriffe auf unsere Website zu analysieren. Mit „Alle akzeptieren“ stimmen Sie der Verarbeitung zu.</p><button>Alle akzeptieren</button> <button>Einstellungen</button> <a href="https://abo.steirische-rundschau.test/pur">Pur-Abo: ohne Werbung lesen</a></div>
<script src="/assets/js/main.4a7e21.js" defer></script>
</body>
</html>"""

    def legacy_frame(self, doc: Doc, main: str) -> str:
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="de">
<head>
<title>{esc(doc.title)} - Obersteiermark - Steirische Rundschau</title>
<meta name="description" content="{esc(doc.dek or doc.title)}">
<meta name="keywords" content="Obersteiermark, Leoben, Eisenerz, Bruck, Nachrichten">
{'<meta name="date" content="04.12.2026">' if doc.key == "erzberg" else ""}
<link rel="canonical" href="{esc(self.url(doc.key))}">
<link rel="stylesheet" type="text/css" href="/s/static/css/ober_2011.css">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/s/static/js/jquery-1.4.2.min.js"></script>
</head>
<body id="obersteiermark">
<!-- CMS: rundschau-legacy 4.2 / Ausgabe Obersteiermark -->
<div id="kopf"><div id="logo">{self.a("home", "Steirische Rundschau", "nav")}</div><div id="ausgabe">Ausgabe Obersteiermark</div></div>
<div id="navi"><ul>{self.nav()}</ul></div>
<div id="inhalt">
{main}
</div>
<div id="fuss">{self.a("impressum", "Impressum", "footer")} | <a href="/datenschutz/">Datenschutz</a> | <a href="/kontakt/">Kontakt</a> | {self.a("ober", "Obersteiermark", "footer")} | © 2026 Steirische Rundschau</div>
<script type="text/javascript">var _sr_ivw = "obersteiermark/{doc.key}";</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        names = []
        for a in doc.authors:
            names.append(
                self.a("author", a, "byline") if a == "Maria Huber" else self.a(f"/autoren/{SLUG[a]}/", a, "byline")
            )
        who = f"Von {' und '.join(names)} | " if names else ""
        upd = (
            f' | <span class="article-updated">Aktualisiert: {doc.extra["updated"]}</span>'
            if doc.extra.get("updated")
            else ""
        )
        if doc.key in LEGACY:
            return f'<div class="autor">{who}{doc.stamp}</div>'
        return f'<div class="article-byline">{who}<time datetime="{doc.iso or ""}">{doc.stamp}</time>{upd}</div>'

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        if doc.key in LEGACY:
            more = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
                for k in ("erzberg", "polizei", "advent")
                if k != doc.key
            )
            kicker = f'<div class="dachzeile">{esc(x.get("kicker", doc.section))}</div>'
            lead = f'<p class="vorspann"><b>{esc(doc.dek)}</b></p>' if doc.dek else ""
            fig = (
                f'<div class="bild"><img src="/s/bilder/{doc.key}_400.jpg" width="400" alt=""><div class="bildtext">{esc(x["caption"])}</div></div>'
                if x.get("caption")
                else ""
            )
            return f"""<div class="artikel">
{kicker}
<h1 class="titel">{esc(doc.title)}</h1>
{self.byline(doc)}
{fig}
{lead}
<div class="text">
{self.blocks(doc)}
</div>
<div class="artikel_tools"><a href="javascript:window.print()">Drucken</a> | <a href="mailto:?subject={esc(doc.title)}">Senden</a> | <a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Facebook</a></div>
<div class="weitere"><b>Weitere Artikel</b><ul>{more}</ul></div>
</div>"""
        themen = "".join(
            f"<li>{self.a('tag', t, 'content') if t == 'Christkindlmarkt' else self.a('/themen/' + t.lower().replace(' ', '-').replace('ö', 'oe') + '/', t, 'content')}</li>"
            for t in x.get("themen", [])
        )
        plus = '<span class="plus-badge" title="Plus-Artikel">Plus</span> ' if x.get("plus") else ""
        more = "".join(
            f'<li class="teaser teaser--small">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<article class="article">
<header class="article-header">
<div class="article-kicker">{plus}{self.a("graz", doc.section, "breadcrumb") if doc.section == "Graz" else esc(doc.section)}</div>
<h1 class="article-title">{esc(doc.title)}</h1>
<p class="article-lead">{esc(doc.dek)}</p>
{self.byline(doc)}
</header>
<div class="article-share"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}">Teilen</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="mailto:?subject={esc(doc.title)}">E-Mail</a> <button class="bookmark">Merken</button></div>
<figure class="article-image"><img src="/images/{doc.key}-1200.jpg" alt="{esc(doc.title)}"><figcaption>{esc(x.get("caption", ""))}</figcaption></figure>
<div class="article-body">
{self.blocks(doc)}
</div>
<div class="article-themen"><h3>Mehr zum Thema</h3><ul>{themen}</ul></div>
<section class="article-comments"><h3>Kommentare</h3><p>Diskutieren Sie mit! Bitte beachten Sie unsere Netiquette. Um einen Kommentar zu verfassen, müssen Sie angemeldet sein.</p><a href="https://login.steirische-rundschau.test/">Anmelden</a></section>
</article>
<section class="more-articles"><h3>Weitere Artikel</h3><ul>{more}</ul></section>"""

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        stamp = d.stamp or d.extra.get("stamp", "")
        if self.current in LEGACY:
            return f'<div class="meldung"><span class="zeit">{stamp}</span> <span class="dach">{esc(d.extra.get("kicker", d.section))}</span><h2>{self.a(key, d.title, "content")}</h2><p>{esc(d.dek or self.lede(d))}</p></div>'
        return f'<div class="teaser"><span class="teaser-kicker">{esc(d.section or "Service")}</span><h2 class="teaser-title">{self.a(key, d.title, "content")}</h2><p class="teaser-lead">{esc(d.dek or self.lede(d))}</p><span class="teaser-time">{stamp}</span></div>'

    def listing_main(self, doc: Doc) -> str:
        x = doc.extra
        teasers = "\n".join(self.teaser(k) for k in x["list"])
        if doc.key in LEGACY:
            return f'<h1 class="rubrik">{esc(doc.title)}</h1>\n<p class="rubrik_info">Nachrichten aus Leoben, Bruck an der Mur, Eisenerz und dem Murtal</p>\n{teasers}\n<p class="archiv"><a href="/s/obersteiermark/archiv.do">Archiv</a></p>'
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="visually-hidden">Steirische Rundschau</h1>'
        if doc.kind == "author":
            head += f'<div class="author-profile"><img src="/images/autoren/maria-huber.jpg" alt="Maria Huber"><p>{esc(x["bio"])}</p><a href="mailto:maria.huber@steirische-rundschau.test">E-Mail an Maria Huber</a></div>'
        pager = ""
        if x.get("more"):
            pager = f'<nav class="pagination"><span>1</span> {self.a(x["more"], "2", "pagination")} {self.a(x["more"], "Weiter", "pagination")}</nav>'
        if x.get("prev"):
            pager = f'<nav class="pagination">{self.a(x["prev"], "Zurück", "pagination")} <span>2</span> <a href="/steiermark/graz/?seite=3">3</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = (
                f'<section class="service-box"><h2>Service</h2><ul><li>{self.a("events", "Veranstaltungen in Graz", "content")}</li><li>{self.a("letters", "Leserbriefe", "content")}</li>'
                f"<li>{self.a('podcast', 'Podcast: Steiermark-Talk', 'content')}</li><li>{self.a('tag', 'Thema: Christkindlmarkt', 'content')}</li><li>{self.a('author', 'Maria Huber', 'content')}</li>"
                f"<li>{self.a('search', 'Suche', 'content')}</li><li>{self.a('graz', 'Alle Nachrichten aus Graz', 'content')}</li></ul></section>"
            )
        return f'<section class="section-list">{head}\n{teasers}\n{pager}\n{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        x = doc.extra
        if doc.kind == "events":
            rows = "\n".join(
                f'<li class="event"><span class="event-date">{d}</span> <span class="event-time">{t}</span> <h3 class="event-title">{self.a("oper", n, "content") if n == "Die Fledermaus" else esc(n)}</h3><span class="event-venue">{esc(v)}</span> <span class="event-category">{esc(c)}</span></li>'
                for d, t, n, v, c in EVENTS
            )
            return f"""<section class="events">
<h1 class="page-title">{esc(doc.title)}</h1>
<form class="event-filter" action="/veranstaltungen/graz/" method="get"><label>Datum <input type="date" name="von" value="2026-12-05"></label><label>Kategorie <select name="kategorie"><option>Alle</option><option>Märkte</option><option>Musik</option><option>Bühne</option><option>Familie</option><option>Sport</option></select></label><label>Ort <input name="ort" value="Graz"></label><button>Filtern</button></form>
<ul class="event-list">
{rows}
</ul>
<p class="event-note">Alle Angaben ohne Gewähr. Veranstalter können Termine kostenlos <a href="/veranstaltungen/eintragen/">eintragen</a>. Rund um den Advent: {self.a("advent", "Zwischenbilanz der Christkindlmärkte", "content")}.</p>
</section>"""
        if doc.kind == "letters":
            letters = [
                (
                    "Mehr Ruhe in der Altstadt",
                    "Ich wohne seit 31 Jahren in der Sporgasse und habe den Advent immer geliebt. Seit einigen Jahren aber ist an Schlaf vor Mitternacht nicht mehr zu denken. Punsch ja, aber bitte mit Maß und Ziel.",
                    "Gertraud Pammer, Graz",
                    "advent",
                ),
                (
                    "Bim-Ausbau längst überfällig",
                    "Endlich bewegt sich etwas im Süden! Wer jeden Tag mit dem 34er im Stau steht, weiß, wie dringend die neue Linie ist. Ein paar Monate Baustelle am Griesplatz sind dafür ein kleiner Preis.",
                    "Ing. Robert Fasching, Puntigam",
                    "bim",
                ),
                (
                    "Zum Leitartikel „Der Advent gehört nicht nur den Touristen“",
                    "Danke für diese klaren Worte. Die Idee, Märkte auch in den Bezirken zu veranstalten, sollte die Stadt unbedingt aufgreifen. In Lend gäbe es genug Platz.",
                    "Mag. Elisabeth Url, Graz-Lend",
                    "leitartikel",
                ),
                (
                    "Ein Abend zum Genießen",
                    "Wir waren bei der Premiere der „Fledermaus“ und haben uns selten so gut unterhalten. Dass der dritte Akt etwas lang ist, gehört bei dieser Operette fast schon zur Tradition. Bitte mehr davon!",
                    "Franz und Hilde Kogler, Weiz",
                    "oper",
                ),
            ]
            items = "\n".join(
                f'<div class="letter"><h2 class="letter-title">{esc(t)}</h2><p>{esc(b)}</p><p class="letter-signature">{esc(s)}</p><p class="letter-ref">Bezug: {self.a(k, self.docs[k].title, "content")}</p></div>'
                for t, b, s, k in letters
            )
            return f"""<section class="letters">
<div class="article-kicker">Meinung</div>
<h1 class="page-title">{esc(doc.title)}</h1>
<p class="letters-date">{x["stamp"]}</p>
<p class="letters-intro">Leserbriefe geben die Meinung der Einsender wieder. Die Redaktion behält sich Kürzungen vor. Schreiben Sie uns an leserbriefe@steirische-rundschau.test (mit vollem Namen und Wohnort).</p>
{items}
</section>"""
        if doc.kind == "podcast":
            return f"""<section class="podcast">
<div class="article-kicker">Podcast</div>
<h1 class="page-title">{esc(doc.title)}</h1>
<p class="podcast-meta">{x["stamp"]} · Dauer 34:12 · Moderation: {self.a("author", "Maria Huber", "byline")}</p>
<div class="podcast-player"><iframe title="Steiermark-Talk Folge 48" src="https://player.podcastwerk.test/embed/steiermark-talk/48?theme=sr" width="100%" height="190" frameborder="0" loading="lazy"></iframe></div>
<div class="podcast-shownotes">
<h2>Shownotes</h2>
<p>Rekordandrang auf den Adventmärkten, Beschwerden der Anrainer: Wie viel Advent verträgt die Grazer Altstadt? Zu Gast sind Tourismusstadtrat Markus Reiter und Anrainerin Gertraud Pammer.</p>
<ul><li>00:00 Intro</li><li>02:15 Die Zahlen vom ersten Adventwochenende</li><li>11:40 Lärm, Müll und Punsch: die Sicht der Anrainer</li><li>22:05 Was die Stadt ändern will</li><li>31:30 Unser Tipp für einen ruhigen Adventspaziergang</li></ul>
<p>Zum Nachlesen: {self.a("advent", self.docs["advent"].title, "content")}</p>
<p>Den Steiermark-Talk gibt es jeden Freitag auf allen gängigen Podcast-Plattformen: <a href="https://podcasts.apple.test/at/podcast/steiermark-talk/id1600000000">Apple Podcasts</a> · <a href="https://open.spotify.test/show/0abc123">Spotify</a> · <a href="/podcast/steiermark-talk/rss.xml">RSS-Feed</a></p>
</div>
</section>"""
        return f'<article class="static-page"><h1 class="page-title">{esc(doc.title)}</h1><div class="article-body">\n{self.blocks(doc)}\n</div></article>'
