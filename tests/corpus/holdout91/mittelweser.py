# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; German quotes and dashes are deliberate)
"""Mittelweser-Bote: a German regional daily in Nienburg (Weser) on an **Ippen Digital**-like CMS (`id-Story`,
`id-StoryElement-headline` with the kicker as a span **inside the `<h1>`**, `id-StoryElement-leadText`,
`id-StoryElement-paragraph`, `id-StoryElement-crosshead`, `id-Story-authors`, `id-DateTime`, "Stand: 09.02.2027, 18:40
Uhr" (the **last-modified** time, the only date printed), `/lokales/nienburg/<slug>-92876543.html`,
`/lokales/nienburg/seite-2/`, `/meinung/leserbriefe/`, `/suche/?q=`), German, UTF-8, Berlin (+01:00), `NewsArticle`
JSON-LD in +01:00 except the night fire in Hoya, whose JSON-LD is **UTC** (23:40Z on 9 Feb = 00:40 on 10 Feb).

The **reader community**: the "Leserblog" is an old **WordPress Twenty Ten** install in `/leserblog/`, served with
`Content-Type: text/html; charset=ISO-8859-1` (and the same `<meta http-equiv>`) but written with windows-1252 bytes
(„…“ and – are 0x84/0x93/0x96): its five pages are labelled `cp1252`, the encoding Scrapy and browsers decode them
with. Readers' blog posts are articles (a reader's text published under their name); the pseudonymous
"WeserWanderer" gives `authors: []`. **Leserbriefe** are articles: a single letter signed at the end ("Gerda Pohl,
Liebenau"), a letter with a "Von Dr. Klaus Behrens, Nienburg" header, and a **compilation** of four letters under one
headline (authors: the four signatories). The **comments page** of the wind-farm story (the story's URL with
`?view=kommentare`, its canonical the story, its JSON-LD the story's `NewsArticle` copied from the template) is not an
article: its text is readers' comments, some removed by the moderators. The editorial "Kommentar" (an opinion piece by
the editor-in-chief, not a reader comment) and the staff's "In eigener Sache" announcement about comment moderation
(credited "Die Redaktion") are articles.

Credits: "Von Anna Meyer und Lukas Brandt" (two), "Von Jens Koch (mit dpa)" (one; JSON-LD adds an Organization dpa),
"dpa" alone (none), "Die Redaktion" (none). The lead text (`leadText`) is a standfirst, not body, as in earlier sets."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

from common import Base, Post, blocks_html, iso_local, iso_utc, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.mittelweser-bote.test"
TZ = 1
MONATE = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]
NEWS = ["d_wind", "d_fire", "d_kita", "d_bahn", "d_dpa", "d_kommentar", "d_eigen"]
LETTERS = ["d_brief1", "d_briefe", "d_brief2"]
BLOGS = ["lb_winter", "lb_laden", "lb_rad"]
BUTTON = 'class="id-Button"'
WIND_PATH = "/lokales/nienburg/windpark-liebenau-rat-stimmt-fuer-zwoelf-neue-windraeder-92876543.html"


def stand(local: str) -> str:
    d, t = local.split()
    y, m, dd = d.split("-")
    return f"{dd}.{m}.{y}, {t} Uhr"


def wp_de(local: str) -> str:
    d, _t = local.split()
    y, m, dd = d.split("-")
    return f"{int(dd)}. {MONATE[int(m) - 1]} {y}"


class MittelweserBote(Base):
    origin = ORIGIN
    name = "Mittelweser-Bote"
    prefix = "mwb"
    language = "de"
    _writing: Doc | None = None

    # the Leserblog pages are written (and labelled) in windows-1252 under an ISO-8859-1 header, the rest in UTF-8
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _blog(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("blog"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp1252" if self._blog else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=ISO-8859-1" if self._blog else "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        if self._blog:
            return css_rules(
                "mwb-blog",
                [
                    "#header",
                    "#access .menu li",
                    "#content .entry-title",
                    ".entry-meta",
                    ".entry-content p",
                    "#comments .commentlist li",
                    "#primary .widget-area",
                    "#colophon",
                    "#site-info",
                ],
                220,
            )
        return css_rules(
            "mwb",
            [
                ".id-SiteHeader",
                ".id-Navigation-item",
                ".id-StoryElement-headline",
                ".id-StoryElement-leadText",
                ".id-StoryElement-paragraph",
                ".id-Story-authors",
                ".id-Teaser-el",
                ".id-Comments-item",
                ".id-AdContainer",
                ".id-SiteFooter",
                "#sp_message_container",
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
                "Mittelweser-Bote",
                "ippen-home",
                list=["d_fire", "d_wind", "d_kommentar", "d_kita", "d_bahn", "d_dpa", "d_briefe", "lb_winter"],
            )
        )
        add(
            page(
                "lokales",
                "/lokales/nienburg/",
                "section",
                "Nienburg",
                "ippen-section",
                list=["d_fire", "d_wind", "d_kita", "d_bahn"],
                more="lokales2",
            )
        )
        add(
            page(
                "lokales2",
                "/lokales/nienburg/seite-2/",
                "section",
                "Nienburg",
                "ippen-section-page2",
                list=[],
                older=[
                    (
                        "/lokales/nienburg/marklohe-neue-ortsumgehung-frühestens-2031-92869012.html",
                        "Ortsumgehung",
                        "Marklohe: Neue Ortsumgehung frühestens 2031",
                        "05.02.2027",
                    ),
                    (
                        "/lokales/nienburg/nienburg-wochenmarkt-zieht-wegen-bauarbeiten-um-92868455.html",
                        "Innenstadt",
                        "Wochenmarkt zieht wegen Bauarbeiten um",
                        "05.02.2027",
                    ),
                    (
                        "/lokales/nienburg/steyerberg-grundschule-bekommt-mensa-92867710.html",
                        "Steyerberg",
                        "Grundschule bekommt endlich eine Mensa",
                        "04.02.2027",
                    ),
                    (
                        "/lokales/nienburg/rehburg-loccum-kloster-sucht-ehrenamtliche-92866903.html",
                        "Rehburg-Loccum",
                        "Kloster sucht Ehrenamtliche für Führungen",
                        "04.02.2027",
                    ),
                    (
                        "/lokales/nienburg/nienburg-spargelbauern-fürchten-mindestlohn-folgen-92866120.html",
                        "Landwirtschaft",
                        "Spargelbauern fürchten Folgen des Mindestlohns",
                        "03.02.2027",
                    ),
                    (
                        "/lokales/nienburg/uchte-feuerwehr-bekommt-neues-löschfahrzeug-92865301.html",
                        "Uchte",
                        "Feuerwehr bekommt neues Löschfahrzeug",
                        "03.02.2027",
                    ),
                    (
                        "/lokales/nienburg/nienburg-kreistag-beschliesst-haushalt-2027-92864488.html",
                        "Kreistag",
                        "Haushalt 2027 beschlossen: Kreis macht neue Schulden",
                        "02.02.2027",
                    ),
                    (
                        "/lokales/nienburg/liebenau-bürgerinitiative-sammelt-unterschriften-92863570.html",
                        "Windpark Liebenau",
                        "Bürgerinitiative sammelt 1200 Unterschriften",
                        "01.02.2027",
                    ),
                ],
            )
        )
        add(page("briefe", "/meinung/leserbriefe/", "section", "Leserbriefe", "ippen-letters-overview", list=LETTERS))
        add(
            page(
                "search",
                "/suche/?q=Windpark",
                "search",
                "Suchergebnisse für „Windpark“",
                "ippen-search",
                list=["d_wind", "d_kommentar", "d_briefe", "d_brief1"],
            )
        )
        add(
            page(
                "comments",
                WIND_PATH + "?view=kommentare",
                "comments",
                "Kommentare zum Artikel: Rat stimmt für zwölf neue Windräder",
                "ippen-comments-page-canonical-story-jsonld",
                story_key="d_wind",
                comments=[
                    Post(
                        "Weserländer",
                        "2027-02-09 18:21",
                        ["Endlich! Jahrelang wurde nur geredet. Wer Strom will, muss auch sehen, wo er herkommt."],
                        42,
                    ),
                    Post(
                        "H. Brinkmann",
                        "2027-02-09 18:34",
                        [
                            "Zwölf Anlagen mit 250 Metern Höhe, 900 Meter vom nächsten Haus. Fragen Sie mal die Anwohner in Bühren, ob sie das gut finden."
                        ],
                        38,
                    ),
                    Post(
                        "Weserländer",
                        "2027-02-09 18:40",
                        [
                            "@H. Brinkmann 900 Meter sind mehr als der gesetzliche Mindestabstand. Und die Gemeinde bekommt jedes Jahr Geld dafür."
                        ],
                        17,
                        flags={"reply": True},
                    ),
                    Post(
                        "Liebenauerin",
                        "2027-02-09 18:52",
                        [
                            "Dieser Kommentar wurde wegen eines Verstoßes gegen unsere Netiquette entfernt. – Die Redaktion"
                        ],
                        0,
                        flags={"removed": True},
                    ),
                    Post(
                        "Kalle_NI",
                        "2027-02-09 19:05",
                        [
                            "Was mich stört: Die Bürgerbeteiligung mit den 20 Prozent klingt gut, aber wer kann sich denn Anteile leisten? Am Ende verdienen wieder die, die eh Geld haben."
                        ],
                        29,
                    ),
                    Post(
                        "Redaktion",
                        "2027-02-09 19:12",
                        [
                            "@Kalle_NI Laut Betreiber sollen Anteile ab 500 Euro zu haben sein. Die genauen Bedingungen sollen im Frühjahr vorgestellt werden. Wir bleiben dran. – Anna Meyer, Redaktion"
                        ],
                        25,
                        flags={"reply": True, "staff": True},
                    ),
                    Post(
                        "Gerd aus Hoya",
                        "2027-02-09 19:40",
                        [
                            "Hoffentlich denkt auch jemand an die Rotmilane. Bei uns am Deich sieht man sie jeden Sommer."
                        ],
                        11,
                    ),
                    Post(
                        "Nienburger69",
                        "2027-02-09 20:02",
                        [
                            "Dieser Kommentar wurde wegen eines Verstoßes gegen unsere Netiquette entfernt. – Die Redaktion"
                        ],
                        0,
                        flags={"removed": True},
                    ),
                    Post(
                        "Sonnenblume",
                        "2027-02-09 20:15",
                        ["Ich finde es gut. Meine Kinder sollen nicht fragen müssen, warum wir nichts getan haben."],
                        33,
                    ),
                    Post(
                        "H. Brinkmann",
                        "2027-02-09 20:31",
                        ["@Sonnenblume Niemand ist gegen Klimaschutz. Es geht um den Standort."],
                        14,
                        flags={"reply": True},
                    ),
                    Post(
                        "Bürger_Liebenau",
                        "2027-02-09 21:48",
                        [
                            "Die Abstimmung war 14 zu 11. Knapper geht es kaum. Ein Bürgerentscheid wäre der ehrlichere Weg gewesen."
                        ],
                        21,
                    ),
                    Post(
                        "Weserländer",
                        "2027-02-10 07:12",
                        ["Guter Kommentar von Frau Rehberg heute. Mehr Mut, genau."],
                        9,
                    ),
                ],
            )
        )
        # --- the Leserblog (old WordPress, windows-1252) -----------------------------------------------------------
        add(
            page(
                "blogfront",
                "/leserblog/",
                "section",
                "Leserblog",
                "wp-twentyten-blog-front-cp1252",
                list=BLOGS,
                blog=True,
            )
        )
        add(
            page(
                "blogger",
                "/leserblog/author/heinz-wuebbe/",
                "author",
                "Heinz Wübbe",
                "wp-twentyten-author-archive-cp1252",
                list=["lb_winter"],
                blog=True,
            )
        )
        add(
            story(
                "lb_winter",
                "/leserblog/2027/02/09/mein-winter-an-der-weser-notizen-vom-deich/",
                "Mein Winter an der Weser: Notizen vom Deich",
                "2027-02-09",
                iso_local("2027-02-09 14:12", TZ),
                "2027-02-09 14:12",
                ["Heinz Wübbe"],
                [
                    "Seit ich vor drei Jahren in Rente gegangen bin, gehe ich jeden Morgen auf den Deich zwischen Nienburg und Drakenburg. Im Winter ist es dort am schönsten, auch wenn das kaum jemand glauben will.",
                    "Die Weser führt in diesen Wochen viel Wasser. Die Wiesen hinter dem Sommerdeich stehen unter Wasser, und auf den Flächen sammeln sich Hunderte Gänse. Blässgänse vor allem, dazwischen ein paar Singschwäne, die aus Skandinavien gekommen sind. Morgens, wenn sie auffliegen, ist das ein Lärm „wie auf dem Hauptbahnhof“, sagt meine Frau immer.",
                    "Letzte Woche lag für zwei Tage Schnee. Da war ich ganz allein unterwegs, nur ein Reh stand am Waldrand bei Holtorf und schaute mich an, als ob ich hier nichts zu suchen hätte.",
                    "Was mich ärgert, ist der Müll. Nach jedem Hochwasser hängen Plastiktüten in den Weiden, und am Ufer liegen Flaschen, die irgendwo flussaufwärts jemand weggeworfen hat. Ich nehme jetzt immer eine Tüte mit. Vielleicht machen das ja noch mehr Leute.",
                    "Im März kommen die Kiebitze zurück. Darauf freue ich mich schon. Wenn es so weit ist, schreibe ich hier wieder.",
                ],
                "wp-twentyten-reader-blog-cp1252",
                blog=True,
                comments=[
                    (
                        "Marlies Ohlendorf",
                        "2027-02-09 16:30",
                        "Schön geschrieben, Herr Wübbe. Die Gänse bei Drakenburg sind wirklich ein Erlebnis.",
                    ),
                    ("Jürgen P.", "2027-02-09 19:02", "Danke für die Idee mit der Tüte. Mache ich ab sofort auch."),
                ],
            )
        )
        add(
            story(
                "lb_laden",
                "/leserblog/2027/02/07/warum-unser-dorfladen-in-wietzen-ueberleben-muss/",
                "Warum unser Dorfladen in Wietzen überleben muss",
                "2027-02-07",
                iso_local("2027-02-07 20:45", TZ),
                "2027-02-07 20:45",
                ["Marlies Ohlendorf"],
                [
                    "Vor sechs Jahren haben wir in Wietzen den Dorfladen als Genossenschaft wieder aufgemacht. 180 Mitglieder haben damals je 250 Euro eingezahlt. Heute steht „unser Laden“, wie ihn alle nennen, wieder auf der Kippe, und ich möchte erklären, warum das nicht egal ist.",
                    "Der Laden ist mehr als ein Geschäft. Für viele Ältere im Dorf ist er der einzige Ort, an dem sie noch andere Menschen treffen. Dienstags gibt es Kaffee und Kuchen, und unsere Verkäuferin weiß, wer heute noch nicht da war und ob man mal nachfragen sollte.",
                    "Das Problem sind die Kosten. Strom und Miete sind gestiegen, und viele kaufen unter der Woche im Supermarkt in Marklohe, weil sie sowieso zur Arbeit fahren. Uns fehlen im Monat etwa 1.500 Euro.",
                    "Wir haben jetzt einen Lieferdienst für die Dörfer ringsum angefangen und suchen neue Mitglieder. Wer helfen möchte, kann sich im Laden melden oder einfach mal vorbeikommen und dort einkaufen.",
                    "Ein Dorf ohne Laden ist ein Dorf, in dem man nur noch schläft. Das wollen wir nicht.",
                ],
                "wp-twentyten-reader-blog-cp1252",
                blog=True,
                comments=[
                    ("Heinz Wübbe", "2027-02-08 09:15", "Ich komme am Dienstag zum Kaffee und bringe meine Frau mit.")
                ],
            )
        )
        add(
            story(
                "lb_rad",
                "/leserblog/2027/02/06/mit-dem-rad-von-nienburg-nach-verden-tipps-fuer-einsteiger/",
                "Mit dem Rad von Nienburg nach Verden – Tipps für Einsteiger",
                "2027-02-06",
                iso_local("2027-02-06 11:30", TZ),
                "2027-02-06 11:30",
                [],
                [
                    "Die Strecke auf dem Weser-Radweg von Nienburg nach Verden ist etwa 45 Kilometer lang und fast völlig flach. Sie ist ideal für alle, die zum ersten Mal eine längere Tour fahren wollen. Hier meine Tipps nach vielen Fahrten.",
                    "- Früh losfahren: Am Nachmittag kommt der Wind oft von vorn, und der Abschnitt hinter Hoya ist sehr offen.",
                    "- In Hoya Pause machen: Am Marktplatz gibt es ein Café mit guten Kuchen, und die Fähre ist nicht weit.",
                    "- Auf die Umleitung bei Dörverden achten: Der Deichweg ist dort bis zum Sommer gesperrt.",
                    "- Zurück mit dem Zug: Von Verden fährt stündlich ein Zug nach Nienburg, Fahrräder kann man mitnehmen.",
                    "Wer es gemütlich angeht, braucht mit Pausen etwa vier Stunden. Viel Spaß auf dem Rad!",
                ],
                "wp-twentyten-pseudonym-blog-cp1252",
                blog=True,
                pseudonym="WeserWanderer",
                comments=[],
            )
        )
        # --- the newspaper's own stories -------------------------------------------------------------------------
        add(
            story(
                "d_wind",
                WIND_PATH,
                "Rat stimmt für zwölf neue Windräder",
                "2027-02-09",
                iso_local("2027-02-09 17:55", TZ),
                "2027-02-09 18:40",
                ["Anna Meyer"],
                [
                    "Nach monatelangem Streit hat der Gemeinderat Liebenau am Dienstagabend den Weg für einen der größten Windparks im Landkreis Nienburg frei gemacht. Mit 14 zu 11 Stimmen beschloss der Rat den Bebauungsplan für zwölf Anlagen zwischen Liebenau und Bühren.",
                    "Die Windräder sollen jeweils bis zu 250 Meter hoch werden und zusammen etwa 80 Megawatt leisten. Das reicht rechnerisch für rund 60.000 Haushalte. Betreiber ist ein Zusammenschluss aus den Stadtwerken Nienburg und einem Projektentwickler aus Oldenburg.",
                    "## Anwohner kündigen Widerstand an",
                    "Vor dem Rathaus hatten sich vor der Sitzung rund 150 Menschen versammelt, Befürworter und Gegner. Die Bürgerinitiative „Gegenwind Liebenau“ kündigte an, gegen den Beschluss zu klagen. Ihr Sprecher Dieter Kluge sagte, der Abstand von 900 Metern zu den nächsten Häusern in Bühren sei „viel zu gering“.",
                    "Bürgermeisterin Petra Sander verteidigte die Entscheidung. „Wir haben die Planung zweimal geändert und zwei Anlagen gestrichen, um den Abstand zu vergrößern“, sagte sie. Die Gemeinde erhalte künftig jährlich rund 240.000 Euro aus dem Betrieb.",
                    "## Bürger sollen sich beteiligen können",
                    "Als Zugeständnis an die Kritiker sollen Einwohnerinnen und Einwohner bis zu 20 Prozent der Anteile an der Betreibergesellschaft erwerben können. Die Bedingungen will der Betreiber im Frühjahr vorstellen.",
                    "Der Baubeginn ist für 2028 geplant. Zuvor muss der Landkreis die Anlagen noch nach dem Bundes-Immissionsschutzgesetz genehmigen.",
                ],
                "ippen-story-kicker-in-h1-stand-modified-comments-teaser",
                kicker="Windpark Liebenau",
                dek="Knappe Mehrheit im Gemeinderat: Zwischen Liebenau und Bühren sollen zwölf Windräder entstehen. Eine Bürgerinitiative will klagen.",
                section="Nienburg",
                modified=iso_local("2027-02-09 18:40", TZ),
                sid="92876543",
                comments_teaser=True,
            )
        )
        add(
            story(
                "d_fire",
                "/lokales/nienburg/hoya-grossbrand-in-lagerhalle-feuerwehr-die-ganze-nacht-im-einsatz-92876802.html",
                "Großbrand in Lagerhalle: Feuerwehr die ganze Nacht im Einsatz",
                "2027-02-10",
                iso_utc("2027-02-10 00:40", TZ),
                "2027-02-10 06:15",
                ["Lukas Brandt"],
                [
                    "Ein Großbrand in einer Lagerhalle im Gewerbegebiet Hoya-Süd hat in der Nacht zu Mittwoch mehr als 120 Feuerwehrleute beschäftigt. Verletzt wurde nach ersten Angaben niemand.",
                    "Das Feuer war gegen 23.15 Uhr in der Halle eines Landmaschinenhändlers an der Bücker Straße ausgebrochen. Als die ersten Einsatzkräfte eintrafen, stand das Dach bereits in Flammen. Feuerwehren aus Hoya, Hoyerhagen, Bücken und Eystrup waren im Einsatz.",
                    "Wegen der starken Rauchentwicklung wurden die Anwohner über die Warn-App aufgefordert, Fenster und Türen geschlossen zu halten. Die Bücker Straße blieb bis zum Morgen gesperrt.",
                    "Gegen 5 Uhr meldete die Feuerwehr, der Brand sei unter Kontrolle. Die Nachlöscharbeiten dauern an. Den Schaden schätzt die Polizei auf mindestens 1,5 Millionen Euro. Die Brandursache ist noch unklar, ein Brandermittler soll am Mittwoch mit der Untersuchung beginnen.",
                ],
                "ippen-story-utc-jsonld-after-midnight",
                kicker="Hoya",
                dek="In Hoya brennt eine Halle mit Landmaschinen nieder. Anwohner sollen Fenster und Türen geschlossen halten.",
                section="Nienburg",
                modified=iso_utc("2027-02-10 06:15", TZ),
                sid="92876802",
                utc=True,
            )
        )
        add(
            story(
                "d_kita",
                "/lokales/nienburg/kita-gebuehren-nienburg-schafft-den-geschwisterbeitrag-ab-92876105.html",
                "Nienburg schafft den Geschwisterbeitrag ab",
                "2027-02-08",
                iso_local("2027-02-08 11:30", TZ),
                "2027-02-08 11:30",
                ["Anna Meyer", "Lukas Brandt"],
                [
                    "Familien mit mehreren Kindern in der Krippe oder im Hort zahlen in Nienburg ab August weniger. Der Verwaltungsausschuss der Stadt hat am Montag beschlossen, den Beitrag für das zweite und jedes weitere Kind zu streichen.",
                    "Bisher zahlten Eltern für ein zweites Kind die Hälfte des regulären Beitrags, der je nach Einkommen zwischen 90 und 380 Euro im Monat liegt. Betroffen sind nach Angaben der Stadt etwa 340 Familien.",
                    "Die Stadt rechnet mit Mindereinnahmen von rund 410.000 Euro im Jahr. Bürgermeister Thomas Hagen sprach von „einer Investition in die Zukunft der Stadt“. Die CDU-Fraktion stimmte dagegen und verwies auf die angespannte Haushaltslage.",
                    "Der Stadtrat muss die Änderung der Gebührensatzung noch formell beschließen. Das gilt als sicher.",
                ],
                "ippen-story-two-authors",
                kicker="Kita-Gebühren",
                dek="Ab August zahlen Familien für das zweite Kind in Krippe oder Hort nichts mehr. Die Stadt verzichtet auf 410.000 Euro im Jahr.",
                section="Nienburg",
                sid="92876105",
            )
        )
        add(
            story(
                "d_bahn",
                "/lokales/nienburg/bahnstrecke-nienburg-minden-wochenlang-ersatzverkehr-was-pendler-wissen-muessen-92875930.html",
                "Wochenlang Ersatzverkehr: Was Pendler jetzt wissen müssen",
                "2027-02-08",
                iso_local("2027-02-08 16:20", TZ),
                "2027-02-08 16:20",
                ["Jens Koch"],
                [
                    "Pendler zwischen Nienburg und Minden müssen sich auf eine lange Geduldsprobe einstellen: Von Anfang März bis Mitte April fahren auf der Strecke keine Züge. Die Deutsche Bahn erneuert in dieser Zeit Gleise, Weichen und zwei Brücken.",
                    "## Busse statt Züge",
                    "Zwischen Nienburg und Minden fahren Ersatzbusse, die an allen Bahnhöfen halten. Die Fahrzeit verlängert sich nach Angaben der Bahn um bis zu 45 Minuten. Fahrräder können in den Bussen nicht mitgenommen werden.",
                    "Die Regionalexpress-Züge aus Bremen enden in Nienburg. Reisende nach Hannover sind nicht betroffen.",
                    "## Kritik vom Fahrgastverband",
                    "Der Fahrgastverband Pro Bahn kritisierte die lange Sperrung. Die Arbeiten hätten auch in mehreren kürzeren Abschnitten erledigt werden können, sagte ein Sprecher der Deutschen Presse-Agentur. Die Bahn verweist darauf, dass eine Vollsperrung die Bauzeit insgesamt verkürze.",
                    "Zeitkarten gelten auch in den Ersatzbussen. Der aktuelle Fahrplan ist im Internet und an den Bahnhöfen ausgehängt.",
                ],
                "ippen-story-author-mit-dpa",
                kicker="Bahnstrecke Nienburg–Minden",
                dek="Von März an fahren zwischen Nienburg und Minden sechs Wochen lang Busse statt Züge. Der Fahrgastverband ist verärgert.",
                section="Nienburg",
                sid="92875930",
                mit_dpa=True,
            )
        )
        add(
            story(
                "d_dpa",
                "/niedersachsen/land-gibt-400-millionen-euro-mehr-fuer-schulsanierungen-92876210.html",
                "Land gibt 400 Millionen Euro mehr für Schulsanierungen",
                "2027-02-09",
                iso_local("2027-02-09 14:02", TZ),
                "2027-02-09 14:02",
                [],
                [
                    "Niedersachsen stellt den Kommunen in den kommenden vier Jahren zusätzlich 400 Millionen Euro für die Sanierung von Schulgebäuden zur Verfügung. Das hat das Kabinett in Hannover am Dienstag beschlossen.",
                    "Das Geld soll vor allem in Dächer, Heizungen und Toiletten fließen. Nach einer Umfrage des Städtetags liegt der Sanierungsbedarf an den Schulen im Land bei mehr als vier Milliarden Euro.",
                    "Die kommunalen Spitzenverbände begrüßten den Beschluss, nannten die Summe aber unzureichend. Die Opposition im Landtag sprach von einem „Tropfen auf den heißen Stein“.",
                ],
                "ippen-agency-dpa-only",
                kicker="Landespolitik",
                dek="",
                section="Niedersachsen",
                sid="92876210",
                credit="dpa",
            )
        )
        add(
            story(
                "d_kommentar",
                "/meinung/kommentare/windpark-liebenau-mehr-mut-im-rathaus-92876690.html",
                "Der Windpark braucht mehr Mut im Rathaus",
                "2027-02-09",
                iso_local("2027-02-09 19:30", TZ),
                "2027-02-09 19:30",
                ["Sabine Rehberg"],
                [
                    "Vierzehn zu elf. Knapper hätte die Entscheidung im Liebenauer Gemeinderat kaum ausfallen können. Und doch war es die richtige.",
                    "Wer in diesen Wochen mit Menschen in Liebenau und Bühren spricht, hört viel Sorge und wenig Zuversicht. Das liegt nicht an den Windrädern allein. Es liegt daran, dass die Gemeinde das Projekt jahrelang verwaltet statt erklärt hat.",
                    "Die Bürgerinnen und Bürger haben aus der Zeitung erfahren, wo die Anlagen stehen sollen, nicht aus dem Rathaus. Die Beteiligung an den Erträgen kam erst, als der Protest laut wurde. So entsteht kein Vertrauen.",
                    "Jetzt hat der Rat entschieden. Die Bürgermeisterin muss diese Entscheidung nun vertreten, offen und vor Ort, auch bei denen, die dagegen sind. Mehr Mut, weniger Mauern: Davon hängt ab, ob der Windpark ein Gewinn für das Dorf wird oder ein Riss, der bleibt.",
                ],
                "ippen-editorial-kommentar",
                kicker="Kommentar",
                dek="",
                section="Meinung",
                sid="92876690",
                role="Chefredakteurin",
                kommentar=True,
            )
        )
        add(
            story(
                "d_eigen",
                "/service/in-eigener-sache/so-moderieren-wir-kuenftig-unsere-kommentarspalten-92870011.html",
                "So moderieren wir künftig unsere Kommentarspalten",
                "2027-02-05",
                iso_local("2027-02-05 10:00", TZ),
                "2027-02-05 10:00",
                [],
                [
                    "Liebe Leserinnen und Leser, die Kommentare unter unseren Artikeln sind uns wichtig. Sie ergänzen unsere Berichterstattung, weisen uns auf Fehler hin und zeigen, was die Menschen in der Region bewegt. Damit das so bleibt, ändern wir ab dem 8. Februar einige Regeln.",
                    "## Was sich ändert",
                    "Kommentieren können künftig nur noch registrierte Nutzerinnen und Nutzer mit bestätigter E-Mail-Adresse. Kommentare werden weiterhin vor der Veröffentlichung nicht geprüft, aber unser Team schaut rund um die Uhr auf gemeldete Beiträge.",
                    "Beiträge, die beleidigen, Falschbehauptungen über Personen enthalten oder zu Gewalt aufrufen, löschen wir. An ihrer Stelle erscheint ein Hinweis, damit nachvollziehbar bleibt, dass dort ein Kommentar stand.",
                    "## Warum wir das tun",
                    "In den vergangenen Monaten hat die Zahl gelöschter Kommentare deutlich zugenommen, besonders bei Themen wie Windkraft und Migration. Wir wollen eine offene Debatte, aber keine, in der sich die Lautesten durchsetzen.",
                    "Unsere vollständige Netiquette finden Sie auf unserer Serviceseite. Fragen und Anregungen schicken Sie gern an community@mittelweser-bote.test.",
                ],
                "ippen-staff-announcement-desk-credit",
                kicker="In eigener Sache",
                dek="",
                section="Service",
                sid="92870011",
                credit="Die Redaktion",
            )
        )
        add(
            story(
                "d_brief1",
                "/meinung/leserbriefe/leserbrief-windraeder-gehoeren-nicht-vor-unsere-haustuer-92876901.html",
                "Windräder gehören nicht vor unsere Haustür",
                "2027-02-10",
                iso_local("2027-02-10 08:00", TZ),
                "2027-02-10 08:00",
                ["Gerda Pohl"],
                [
                    "NOTE: Zum Artikel „Rat stimmt für zwölf neue Windräder“:",
                    "Ich wohne seit 42 Jahren in Bühren. Niemand hat uns gefragt, ob wir zwölf Windräder mit 250 Metern Höhe vor dem Wohnzimmerfenster haben wollen. 900 Meter sind auf dem Papier viel. Wer einmal neben einer solchen Anlage gestanden hat, weiß, dass das nicht stimmt.",
                    "Ich bin nicht gegen erneuerbare Energien. Wir haben selbst eine Solaranlage auf dem Dach. Aber warum müssen die Anlagen ausgerechnet dort stehen, wo Menschen wohnen, und nicht an der Autobahn oder im Gewerbegebiet?",
                    "Die Gemeinde spricht von 240.000 Euro im Jahr. Was ist unser Haus dann noch wert? Das hat uns bisher niemand beantwortet.",
                    "SIGN: Gerda Pohl, Liebenau",
                ],
                "ippen-single-letter-signed-at-end",
                kicker="Leserbrief",
                dek="",
                section="Leserbriefe",
                sid="92876901",
                letter=True,
            )
        )
        add(
            story(
                "d_brief2",
                "/meinung/leserbriefe/leserbrief-zu-kita-gebuehren-ein-ueberfaelliger-schritt-92876320.html",
                "Ein überfälliger Schritt für Familien",
                "2027-02-09",
                iso_local("2027-02-09 08:00", TZ),
                "2027-02-09 08:00",
                ["Klaus Behrens"],
                [
                    "Als Kinderarzt in Nienburg erlebe ich jeden Tag, wie sehr Familien mit mehreren Kindern rechnen müssen. Die Abschaffung des Geschwisterbeitrags ist deshalb ein überfälliger Schritt.",
                    "Andere Kommunen im Landkreis haben das längst getan. Dass die Stadt jetzt folgt, ist gut. Noch besser wäre es, wenn auch die Beiträge für das erste Kind für Familien mit kleinem Einkommen sinken würden.",
                    "Wer junge Familien in der Stadt halten will, muss mehr tun als Baugebiete ausweisen.",
                ],
                "ippen-letter-header-von-name-ort",
                kicker="Leserbrief zu „Kita-Gebühren“",
                dek="",
                section="Leserbriefe",
                sid="92876320",
                letter=True,
                letter_head="Von Dr. Klaus Behrens, Nienburg",
            )
        )
        add(
            story(
                "d_briefe",
                "/meinung/leserbriefe/leserbriefe-zum-windpark-endlich-bewegt-sich-etwas-92876955.html",
                "„Endlich bewegt sich etwas“ – Stimmen zum Windpark Liebenau",
                "2027-02-10",
                iso_local("2027-02-10 07:30", TZ),
                "2027-02-10 07:30",
                ["Hartmut Lindemann", "Renate Schäfer", "Ole Freese", "Ingrid Marquardt"],
                [
                    "### Endlich bewegt sich etwas",
                    "Seit zehn Jahren wird in Liebenau über Windkraft geredet. Jetzt hat der Rat endlich entschieden. Ich bin froh, dass meine Enkel in einer Gemeinde aufwachsen, die ihren Beitrag leistet.",
                    "SIGN: Hartmut Lindemann, Steyerberg",
                    "### Die Anwohner wurden übergangen",
                    "Die Gemeinde hat die Bürger in Bühren viel zu spät informiert. Eine Bürgerversammlung, nachdem alles entschieden ist, ist keine Beteiligung.",
                    "SIGN: Renate Schäfer, Liebenau",
                    "### Anteile auch für Mieter",
                    "Die Beteiligung an den Erträgen ist eine gute Idee. Aber sie muss so gestaltet sein, dass auch Mieter und Menschen mit kleinem Einkommen mitmachen können, nicht nur Hausbesitzer.",
                    "SIGN: Ole Freese, Nienburg",
                    "### Was ist mit den Vögeln?",
                    "Im Gebiet zwischen Liebenau und Bühren brüten Rotmilane. Ich erwarte, dass der Landkreis das im Genehmigungsverfahren sehr genau prüft.",
                    "SIGN: Ingrid Marquardt, Binnen",
                ],
                "ippen-letters-compilation-four-signatories",
                kicker="Leserbriefe",
                dek="Zur Entscheidung des Liebenauer Gemeinderats über den Windpark erreichten uns zahlreiche Zuschriften. Eine Auswahl.",
                section="Leserbriefe",
                sid="92876955",
                letter=True,
                compilation=True,
            )
        )

    # --- templates: the main CMS -----------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.extra.get("blog"):
            return self.blog_frame(doc, self.blog_main(doc))
        if doc.is_article:
            main = self.story_main(doc)
        elif doc.kind == "comments":
            main = self.comments_main(doc)
        else:
            main = self.listing_main(doc)
        return self.frame(doc, main)

    def byline_text(self, doc: Doc) -> str:
        x = doc.extra
        if x.get("credit"):
            return f'<div class="id-Story-authors"><span class="id-Story-authors-prefix"></span><span class="id-Story-authors-agency">{esc(x["credit"])}</span></div>'
        if x.get("letter"):
            if x.get("letter_head"):
                return f'<div class="id-Story-authors id-Story-authors--letter">{esc(x["letter_head"])}</div>'
            return ""
        links = [
            f'<a class="id-Story-authors-link" href="/autoren/{quote(a.lower().replace(" ", "-"))}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        names = " und ".join(links)
        if x.get("kommentar"):
            return f'<div class="id-Story-authors id-Story-authors--opinion"><img src="https://www.mittelweser-bote.test/autoren/sabine-rehberg.jpg" alt="" width="64" height="64"><span>Ein Kommentar von {names}</span><span class="id-Story-authors-role">{esc(x["role"])}</span></div>'
        suffix = ' <span class="id-Story-authors-agency">(mit dpa)</span>' if x.get("mit_dpa") else ""
        return f'<div class="id-Story-authors"><span class="id-Story-authors-prefix">Von </span>{names}{suffix}</div>'

    def story_ld(self, doc: Doc) -> dict[str, Any]:
        x = doc.extra
        url = self.url(doc.key)
        if x.get("credit") == "dpa":
            author: list[dict[str, str]] = [{"@type": "Organization", "name": "dpa"}]
        elif x.get("credit") or x.get("letter"):
            author = [{"@type": "Organization", "name": "Mittelweser-Bote"}]
        else:
            author = [
                {"@type": "Person", "name": a, "url": f"{ORIGIN}/autoren/{a.lower().replace(' ', '-')}/"}
                for a in doc.authors
            ]
            if x.get("mit_dpa"):
                author.append({"@type": "Organization", "name": "dpa"})
        return {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": f"{x['kicker']}: {doc.title}",
            "description": doc.dek or self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": x.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": "Mittelweser-Bote",
                "logo": {
                    "@type": "ImageObject",
                    "url": f"{ORIGIN}/img/logo-mwb-600x60.png",
                    "width": 600,
                    "height": 60,
                },
            },
            "image": {
                "@type": "ImageObject",
                "url": f"{ORIGIN}/bilder/2027/02/{x['sid']}-1200.jpg",
                "width": 1200,
                "height": 675,
            },
            "isAccessibleForFree": True,
            "articleSection": doc.section,
        }

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        canonical = self.url("d_wind") if doc.kind == "comments" else url
        src = self.docs[doc.extra["story_key"]] if doc.kind == "comments" else doc
        if src.is_article:
            og_title = f"{src.extra['kicker']}: {src.title}"
            title = f"{og_title} | Mittelweser-Bote"
            if doc.kind == "comments":
                title = f"Kommentare: {og_title} | Mittelweser-Bote"
        else:
            title = (
                "Mittelweser-Bote – Nachrichten aus Nienburg und der Region"
                if doc.key == "home"
                else f"{doc.title} | Mittelweser-Bote"
            )
            og_title = doc.title
        metas = [
            f'<link rel="canonical" href="{esc(canonical)}">',
            f'<meta property="og:type" content="{"article" if src.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(og_title)}">',
            f'<meta property="og:url" content="{esc(canonical)}">',
            '<meta property="og:site_name" content="Mittelweser-Bote">',
            '<meta property="og:locale" content="de_DE">',
        ]
        ld = ""
        if src.is_article:
            metas.append(f'<meta name="description" content="{esc(src.dek or self.lede(src))}">')
            metas.append(f'<meta property="article:published_time" content="{src.iso}">')
            metas.append(f'<meta property="article:modified_time" content="{src.extra.get("modified", src.iso)}">')
            ld = f'<script type="application/ld+json">{json.dumps(self.story_ld(src), ensure_ascii=False)}</script>'
        nav = "".join(
            f'<li class="id-Navigation-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("lokales", "Nienburg"),
                ("/lokales/hoya/", "Hoya"),
                ("/lokales/stolzenau/", "Stolzenau"),
                ("/niedersachsen/", "Niedersachsen"),
                ("/sport/", "Sport"),
                ("/meinung/", "Meinung"),
                ("briefe", "Leserbriefe"),
                ("blogfront", "Leserblog"),
                ("/service/", "Service"),
            )
        )
        meistgelesen = "".join(
            f'<li class="id-Teaser-el">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in ["d_fire", "d_wind", "d_kita", "d_bahn", "d_briefe"]
        )
        data_layer = {
            "pageType": "article" if doc.is_article else doc.kind,
            "section": src.section or doc.title,
            "articleId": src.extra.get("sid", ""),
            "paywall": "free",
            "cmsVersion": "id-2027.06.1",
        }
        return f"""<!DOCTYPE html>
<html lang="de" class="id-Html">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
{chr(10).join(metas)}
{ld}
<meta name="robots" content="index, follow, max-image-preview:large">
<link rel="preload" href="/assets/fonts/mwb-serif.woff2" as="font" crossorigin>
<link rel="stylesheet" href="/assets/css/id-main.3f9a1c.css">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({json.dumps(data_layer)});</script>
<script src="https://cdn.privacy-mgmt.test/unified/wrapperMessagingWithoutDetection.js" async></script>
</head>
<body class="id-Body id-Body--{doc.kind}">
<div id="sp_message_container" class="id-Consent" role="dialog"><p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren und die Zugriffe auf unsere Website zu analysieren.</p><button>Zustimmen</button> <button>Einstellungen</button></div>
<header class="id-SiteHeader">
<div class="id-SiteHeader-top"><span class="id-SiteHeader-date">Mittwoch, 10. Februar 2027</span> <a href="/epaper/">E-Paper</a> <a href="/abo/">Abo</a> <a href="/anmelden/">Anmelden</a></div>
<a class="id-SiteHeader-logo" href="/" title="Mittelweser-Bote"><img src="/img/logo-mwb.svg" alt="Mittelweser-Bote" width="260" height="40"></a>
<nav class="id-Navigation"><ul class="id-Navigation-list">{nav}</ul><form class="id-Search" action="/suche/" method="get"><input type="search" name="q" placeholder="Suchbegriff"><button>Suchen</button></form></nav>
</header>
<div class="id-AdContainer id-AdContainer--superbanner" data-ad="superbanner"></div>
<main class="id-Main">
{main}
<aside class="id-Sidebar"><section class="id-Teaser-list"><h2>Meistgelesen</h2><ol>{meistgelesen}</ol></section>
<section class="id-Community"><h2>Leserforum</h2><p>{self.a("briefe", "Leserbriefe", "aside")} · {self.a("blogfront", "Leserblog", "aside")} · <a href="/service/netiquette/">Netiquette</a></p></section>
<div class="id-AdContainer id-AdContainer--mrec" data-ad="mrec"></div></aside>
</main>
<footer class="id-SiteFooter"><nav><a href="/service/impressum/">Impressum</a> · <a href="/service/datenschutz/">Datenschutz</a> · <a href="/service/agb/">AGB</a> · <a href="/service/netiquette/">Netiquette</a> · <a href="/service/kontakt/">Kontakt</a> · <a href="/service/leserbrief-schreiben/">Leserbrief schreiben</a> · <a href="#" onclick="window._sp_.loadPrivacyManagerModal(512344);return false;">Cookie-Einstellungen</a></nav>
<p>© Mittelweser-Bote GmbH & Co. KG, Nienburg 2027</p></footer>
<script src="/assets/js/id-main.3f9a1c.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        x = doc.extra
        dek = f'<p class="id-StoryElement-leadText">{esc(doc.dek)}</p>' if doc.dek else ""
        content = (
            blocks_html(self, doc.blocks, p_tag='<p class="id-StoryElement-paragraph">')
            .replace("<h2>", '<h2 class="id-StoryElement-crosshead">')
            .replace("<h3>", '<h3 class="id-StoryElement-crosshead id-StoryElement-crosshead--letter">')
            .replace('<p class="signoff">', '<p class="id-StoryElement-paragraph id-StoryElement-signature">')
        )
        note = ""
        if x.get("letter"):
            note = '<p class="id-StoryElement-infoBox">Leserbriefe geben die Meinung ihrer Verfasser wieder, nicht die der Redaktion. Die Redaktion behält sich Kürzungen vor. Anonyme Zuschriften veröffentlichen wir nicht.</p>'
        comments = ""
        if x.get("comments_teaser"):
            c = self.docs["comments"].extra["comments"]
            items = "".join(
                f'<li class="id-Comments-item"><span class="id-Comments-user">{esc(p.user)}</span> <time>{stand(p.time)}</time><p>{esc(p.lines[0])}</p></li>'
                for p in (c[0], c[1], c[4])
            )
            comments = f'<section class="id-Comments id-Comments--teaser"><h2>Kommentare (87)</h2><ul>{items}</ul>{self.a("comments", "Alle 87 Kommentare anzeigen", "comments", BUTTON)}</section>'
        topics = ""
        if doc.key in ("d_wind", "d_kommentar", "d_briefe", "d_brief1"):
            topics = f'<div class="id-Story-topics">Themen: {self.a("search", "Windpark", "tag")} · <a href="/lokales/liebenau/">Liebenau</a> · <a href="/thema/energiewende/">Energiewende</a></div>'
        related_keys = [
            k for k in ["d_kommentar", "d_briefe", "d_brief1", "d_wind", "d_fire", "d_kita"] if k != doc.key
        ][:3]
        related = "".join(
            f'<li class="id-Teaser-el"><span class="id-Teaser-kicker">{esc(self.docs[k].extra["kicker"])}</span> {self.a(k, self.docs[k].title, "related")}</li>'
            for k in related_keys
        )
        section_link = (
            self.a("lokales", doc.section, "breadcrumb")
            if doc.section == "Nienburg"
            else (
                self.a("briefe", doc.section, "breadcrumb")
                if doc.section == "Leserbriefe"
                else f'<a href="/{doc.section.lower()}/">{esc(doc.section)}</a>'
            )
        )
        u = quote(self.url(doc.key), safe="")
        fig = ""
        if not x.get("letter") and not x.get("kommentar"):
            fig = f'<figure class="id-StoryElement-image"><img src="/bilder/2027/02/{x["sid"]}-1200.jpg" alt="" width="1200" height="675"><figcaption class="id-StoryElement-image-caption">Symbolbild.</figcaption><span class="id-StoryElement-image-credit">© {"dpa" if x.get("credit") == "dpa" else "Mittelweser-Bote"}</span></figure>'
        return f"""<article class="id-Story id-Story--{doc.shape.split("-")[1]}" data-id="{x["sid"]}">
<nav class="id-Breadcrumb"><a href="/">Startseite</a> › {section_link}</nav>
<div class="id-Story-timestamp"><time class="id-DateTime-default" datetime="{x.get("modified", doc.iso)}">Stand: {stand(doc.stamp)}</time></div>
<h1 class="id-StoryElement-headline"><span class="id-StoryElement-headline-kicker">{esc(x["kicker"])}</span> <span class="id-StoryElement-headline-text">{esc(doc.title)}</span></h1>
{dek}
{self.byline_text(doc)}
<div class="id-Story-share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}">Facebook</a> <a href="https://wa.me/?text={u}">WhatsApp</a> <a href="mailto:?body={u}">E-Mail</a></div>
{fig}
<div class="id-Story-body">
{note}
{content}
<div class="id-AdContainer id-AdContainer--inArticle" data-ad="inarticle"></div>
</div>
{topics}
{comments}
<section class="id-Story-related"><h2>Mehr zum Thema</h2><ul>{related}</ul></section>
</article>"""

    def comments_main(self, doc: Doc) -> str:
        d = self.docs["d_wind"]
        items = []
        for p in doc.extra["comments"]:
            cls = "id-Comments-item"
            if p.flags.get("reply"):
                cls += " id-Comments-item--reply"
            if p.flags.get("removed"):
                cls += " id-Comments-item--removed"
            badge = ' <span class="id-Comments-badge">Redaktion</span>' if p.flags.get("staff") else ""
            likes = f'<span class="id-Comments-likes">{p.score} gefällt das</span>' if p.score else ""
            items.append(
                f'<li class="{cls}"><div class="id-Comments-head"><span class="id-Comments-user">{esc(p.user)}</span>{badge} <time datetime="{iso_local(p.time, TZ)}">{stand(p.time)}</time></div><p class="id-Comments-text">{esc(p.lines[0])}</p><div class="id-Comments-actions">{likes} <button>Antworten</button> <button>Melden</button></div></li>'
            )
        return f"""<section class="id-Comments id-Comments--page">
<nav class="id-Breadcrumb"><a href="/">Startseite</a> › {self.a("lokales", "Nienburg", "breadcrumb")} › Kommentare</nav>
<h1 class="id-Comments-headline">{esc(doc.title)}</h1>
<p class="id-Comments-backlink">{self.a("d_wind", "Zurück zum Artikel", "content")} · Stand des Artikels: {stand(d.stamp)}</p>
<p class="id-Comments-note">Die Kommentarfunktion wird moderiert. Bitte beachten Sie unsere <a href="/service/netiquette/">Netiquette</a>. Warum wir manche Kommentare entfernen, erklären wir {self.a("d_eigen", "hier", "content")}.</p>
<div class="id-Comments-sort">87 Kommentare · Sortieren nach: <span class="is-active">Neueste zuerst</span> <a href="?view=kommentare&amp;sort=beliebt">Beliebteste</a></div>
<ol class="id-Comments-list">{"".join(items)}</ol>
<div class="id-Comments-more"><a href="?view=kommentare&amp;seite=2" class="id-Button">Weitere Kommentare laden</a></div>
<div class="id-Comments-form"><p>Um zu kommentieren, müssen Sie <a href="/anmelden/">angemeldet</a> sein.</p></div>
</section>"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        if d.extra.get("blog"):
            by = ", ".join(d.authors) or d.extra.get("pseudonym", "")
            return f'<li class="id-Teaser-el id-Teaser-el--community"><span class="id-Teaser-kicker">Leserblog</span> {self.a(k, d.title, "content")} <span class="id-Teaser-author">von {esc(by)}</span></li>'
        by = ", ".join(d.authors) or d.extra.get("credit", "")
        return f'<li class="id-Teaser-el"><img src="/bilder/2027/02/{d.extra["sid"]}-400.jpg" alt="" width="200" height="112" loading="lazy"><span class="id-Teaser-kicker">{esc(d.extra["kicker"])}</span> <h3 class="id-Teaser-title">{self.a(k, d.title, "content")}</h3><p class="id-Teaser-text">{esc(d.dek or self.lede(d))}</p><span class="id-Teaser-meta">{esc(by)} · {stand(d.stamp)}</span></li>'

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.teaser(k) for k in doc.extra["list"])
        older = "".join(
            f'<li class="id-Teaser-el"><span class="id-Teaser-kicker">{esc(kick)}</span> <h3 class="id-Teaser-title"><a href="{h}">{esc(t)}</a></h3><span class="id-Teaser-meta">{day}</span></li>'
            for h, kick, t, day in doc.extra.get("older", [])
        )
        if doc.key == "home":
            head = '<h1 class="id-visually-hidden">Mittelweser-Bote</h1>'
        elif doc.kind == "search":
            head = f'<h1 class="id-Search-headline">{esc(doc.title)}</h1><form action="/suche/" class="id-Search id-Search--page"><input type="search" name="q" value="Windpark"><button>Suchen</button></form><p class="id-Search-count">38 Treffer</p>'
        elif doc.key == "briefe":
            head = f'<h1 class="id-Section-headline">{esc(doc.title)}</h1><p class="id-Section-intro">Ihre Meinung ist uns wichtig. Schreiben Sie uns an leserbriefe@mittelweser-bote.test oder nutzen Sie unser <a href="/service/leserbrief-schreiben/">Formular</a>. Bitte geben Sie Ihren vollständigen Namen und Ihren Wohnort an.</p>'
        else:
            head = f'<h1 class="id-Section-headline">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "lokales":
            pager = f'<nav class="id-Pagination">{self.a("lokales2", "Weitere Artikel", "pagination", BUTTON)} <span>Seite 1</span> {self.a("lokales2", "2", "pagination")} <a href="/lokales/nienburg/seite-3/">3</a></nav>'
        elif doc.key == "lokales2":
            pager = f'<nav class="id-Pagination">{self.a("lokales", "1", "pagination")} <span>Seite 2</span> <a href="/lokales/nienburg/seite-3/">3</a> <a href="/lokales/nienburg/seite-3/" class="id-Button">Weitere Artikel</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<section class="id-Community"><h2>Aus der Community</h2><ul>{"".join(self.teaser(k) for k in ["lb_laden", "lb_rad"])}<li>{self.a("comments", "Diskussion: 87 Kommentare zum Windpark Liebenau", "content")}</li><li>{self.a("d_eigen", "In eigener Sache: So moderieren wir künftig unsere Kommentarspalten", "content")}</li><li>{self.a("d_brief2", "Leserbrief: Ein überfälliger Schritt für Familien", "content")}</li></ul></section>'
        return f'<section class="id-Section id-Section--{doc.kind}">{head}<ul class="id-Teaser-list">{items}{older}</ul>{extra}{pager}</section>'

    # --- templates: the Leserblog (WordPress Twenty Ten, windows-1252) ---------------------------------------------

    def blog_frame(self, doc: Doc, main: str) -> str:
        title = (
            f"{doc.title} | Leserblog – Mittelweser-Bote"
            if doc.key != "blogfront"
            else "Leserblog – Mittelweser-Bote | Leser schreiben für Leser"
        )
        recent = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in BLOGS)
        return f"""<!DOCTYPE html>
<html dir="ltr" lang="de-DE">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />
<title>{esc(title)}</title>
<link rel="profile" href="http://gmpg.org/xfn/11" />
<link rel="stylesheet" type="text/css" media="all" href="/leserblog/wp-content/themes/twentyten/style.css" />
<style type="text/css">/*PAD*/</style>
<link rel="pingback" href="/leserblog/xmlrpc.php" />
<link rel="alternate" type="application/rss+xml" title="Leserblog &raquo; Feed" href="/leserblog/feed/" />
<meta name="generator" content="WordPress 3.9.2" />
</head>
<body class="{"single single-post" if doc.is_article else ("archive author" if doc.kind == "author" else "home blog")}">
<div id="wrapper" class="hfeed">
<div id="header"><div id="masthead"><div id="branding" role="banner">
<{"h1" if doc.key == "blogfront" else "div"} id="site-title"><span>{self.a("blogfront", "Leserblog", "nav", 'title="Leserblog" rel="home"')}</span></{"h1" if doc.key == "blogfront" else "div"}>
<div id="site-description">Leser schreiben für Leser – ein Angebot des Mittelweser-Boten</div>
<img src="/leserblog/wp-content/uploads/2012/05/header-weser.jpg" width="940" height="198" alt="" />
</div>
<div id="access" role="navigation"><div class="menu"><ul><li>{self.a("blogfront", "Startseite", "nav")}</li><li><a href="/leserblog/mitmachen/">Mitmachen</a></li><li><a href="/leserblog/regeln/">Regeln</a></li><li><a href="/">Zum Mittelweser-Boten</a></li></ul></div></div>
</div></div>
<div id="main">
<div id="container"><div id="content" role="main">
{main}
</div></div>
<div id="primary" class="widget-area" role="complementary"><ul class="xoxo">
<li id="search-2" class="widget-container widget_search"><form role="search" method="get" id="searchform" action="/leserblog/"><div><label class="screen-reader-text" for="s">Suche nach:</label><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Suche" /></div></form></li>
<li id="recent-posts-2" class="widget-container widget_recent_entries"><h3 class="widget-title">Neueste Beiträge</h3><ul>{recent}</ul></li>
<li id="text-3" class="widget-container widget_text"><h3 class="widget-title">Über den Leserblog</h3><div class="textwidget">Im Leserblog schreiben Leserinnen und Leser über ihren Ort, ihre Vereine und ihre Erlebnisse. Die Beiträge werden von der Redaktion vor der Veröffentlichung gelesen, aber nicht redigiert. {self.a("blogger", "Beiträge von Heinz Wübbe", "aside")}</div></li>
<li id="archives-2" class="widget-container widget_archive"><h3 class="widget-title">Archiv</h3><ul><li><a href="/leserblog/2027/02/">Februar 2027</a></li><li><a href="/leserblog/2027/01/">Januar 2027</a></li><li><a href="/leserblog/2026/12/">Dezember 2026</a></li></ul></li>
</ul></div>
</div>
<div id="footer" role="contentinfo"><div id="colophon"><div id="site-info"><a href="/leserblog/" rel="home">Leserblog</a> · <a href="/service/impressum/">Impressum</a> · <a href="/service/datenschutz/">Datenschutz</a></div><div id="site-generator"><a href="http://wordpress.org/" title="Semantic Personal Publishing Platform">Stolz präsentiert von WordPress.</a></div></div></div>
</div>
<script type="text/javascript" src="/leserblog/wp-includes/js/comment-reply.min.js?ver=3.9.2"></script>
</body>
</html>"""

    def blog_post(self, doc: Doc, full: bool) -> str:
        x = doc.extra
        who = doc.authors[0] if doc.authors else x["pseudonym"]
        slug = "heinz-wuebbe" if who == "Heinz Wübbe" else quote(who.lower().replace(" ", "-").replace("ü", "ue"))
        author = (
            self.a("blogger", who, "byline", 'class="url fn n" title="Alle Artikel von Heinz Wübbe anzeigen"')
            if who == "Heinz Wübbe"
            else f'<a class="url fn n" href="/leserblog/author/{slug}/" title="Alle Artikel von {esc(who)} anzeigen">{esc(who)}</a>'
        )
        title = esc(doc.title) if full else self.a(doc.key, doc.title, "content", 'rel="bookmark"')
        htag = "h1" if full else "h2"
        body = (
            blocks_html(self, doc.blocks)
            if full
            else f"<p>{esc(self.lede(doc))} {self.a(doc.key, 'Weiterlesen →', 'content', 'class=more-link')}</p>"
        )
        comments = ""
        if full:
            items = "".join(
                f'<li class="comment even thread-even depth-1"><div class="comment-author vcard"><cite class="fn">{esc(n)}</cite> <span class="says">sagt:</span></div><div class="comment-meta commentmetadata">{wp_de(t)} um {t.split()[1]}</div><div class="comment-body"><p>{esc(c)}</p></div></li>'
                for n, t, c in x["comments"]
            )
            n = len(x["comments"])
            comments = f'<div class="entry-utility">Dieser Beitrag wurde unter <a href="/leserblog/category/aus-der-region/" rel="category tag">Aus der Region</a> veröffentlicht.</div><p class="disclaimer"><em>Die Beiträge im Leserblog geben nicht die Meinung der Redaktion wieder.</em></p><div id="comments"><h3 id="comments-title">{n if n else "Keine"} Antwort{"en" if n != 1 else ""} auf <em>{esc(doc.title)}</em></h3><ol class="commentlist">{items}</ol><div id="respond"><h3 id="reply-title">Hinterlasse eine Antwort</h3><p>Du musst <a href="/leserblog/wp-login.php">angemeldet</a> sein, um einen Kommentar abzugeben.</p></div></div>'
        return f"""<div id="post-{x.get("wp_id", abs(hash_str(doc.key)) % 90000 + 10000)}" class="post type-post status-publish format-standard hentry category-aus-der-region">
<{htag} class="entry-title">{title}</{htag}>
<div class="entry-meta"><span class="meta-prep meta-prep-author">Veröffentlicht am</span> <a href="{self.href(doc.key)}" title="{doc.stamp.split()[1]}" rel="bookmark"><abbr class="published" title="{doc.iso}"><span class="entry-date">{wp_de(doc.stamp)}</span></abbr></a> <span class="meta-sep">von</span> <span class="author vcard">{author}</span></div>
<div class="entry-content">
{body}
</div>
{comments}
</div>"""

    def blog_main(self, doc: Doc) -> str:
        if doc.is_article:
            nav = f'<div id="nav-below" class="navigation"><div class="nav-previous">{self.a("blogfront", "← Zur Übersicht", "pagination")}</div></div>'
            return self.blog_post(doc, full=True) + nav
        posts = "".join(self.blog_post(self.docs[k], full=False) for k in doc.extra["list"])
        head = ""
        if doc.kind == "author":
            head = f'<h1 class="page-title author">Archiv des Autors: <span class="vcard">{esc(doc.title)}</span></h1><div id="entry-author-info"><div id="author-avatar"><img alt="" src="/leserblog/wp-content/uploads/avatars/heinz-wuebbe-60x60.jpg" class="avatar" height="60" width="60" /></div><div id="author-description"><h2>Über {esc(doc.title)}</h2>Rentner, Hobby-Ornithologe und seit 2014 Leserblogger. Schreibt über die Weser, die Vögel und das Leben in Drakenburg.</div></div>'
            posts += '<div class="post"><h2 class="entry-title"><a href="/leserblog/2027/01/18/kraniche-ueber-der-weseraue/">Kraniche über der Weseraue</a></h2></div><div class="post"><h2 class="entry-title"><a href="/leserblog/2026/12/27/hochwasser-zwischen-den-jahren/">Hochwasser zwischen den Jahren</a></h2></div>'
        nav = '<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/leserblog/page/2/"><span class="meta-nav">←</span> Ältere Beiträge</a></div></div>'
        return head + posts + nav


def hash_str(s: str) -> int:
    """A stable number for a string (post ids): not Python's salted hash()."""
    h = 7
    for ch in s:
        h = (h * 31 + ord(ch)) % 1_000_003
    return h
