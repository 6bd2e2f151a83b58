# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotation marks and dashes are deliberate)
"""Emscher-Rundschau: a German regional daily for Gelsenkirchen, Gladbeck and Bottrop in the mould of the Funke papers'
older Escenic front end (`article__header__topline`, `article__header__headline`, `article__header__intro` with a bold
`Gelsenkirchen.` location, `author__name`, `article__body`, `inline-block--teaser`, `infobox`, the `ER+` plus badge,
`/staedte/gelsenkirchen/<slug>-id238914401.html`, `/meinung/`, `/meinung/seite-2/`, `/themen/<slug>/`,
`/autoren/<slug>/`, `/suche/?q=`), German, UTF-8, Berlin time (+01:00).

The **Dachzeile** (topline: "Nachruf", "Kommentar", "Pro & Contra", "Filmkritik", "Gastbeitrag") sits inside the `<h1>`
before the headline and is joined to it in `og:title` and `<title>` ("Nachruf: Helmut Brandt: …"); the label's title is
the headline alone. Dates "10.12.2026, 16:30 Uhr", updates "Aktualisiert: 08.12.2026, 09:30 Uhr"; `NewsArticle`
JSON-LD in +01:00 (the plus stories `isAccessibleForFree: false` though served whole); the dpa obituary has **no
JSON-LD** and the credit "dpa". Bylines: "Von Katrin Vogel", "Ein Kommentar von Jan Meier", "Ein Gastbeitrag von Prof.
Dr. Klaus Weber" (his JSON-LD name carries the titles), the Pro & Contra page two "Von …" lines inside the body. The
film review's rating is only an image's alt text ("4 von 5 Sternen"). The Traueranzeigen page (paid death notices,
one of them for the man of the Nachruf) is not an article; nor is the cinema listing."""

from __future__ import annotations

import json
import zlib
from urllib.parse import quote

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.emscher-rundschau.test"
ARTS = ["nachruf", "kommentar", "procontra", "film", "gast", "dpa", "glosse", "oper"]


def de_stamp(local: str) -> str:
    """'2026-12-10 16:30' -> '10.12.2026, 16:30 Uhr'."""
    day, time = local.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y}, {time} Uhr"


NOTICES = [
    (
        "In stiller Trauer nehmen wir Abschied von",
        "Gerda Kowalski",
        "geb. Sommer",
        "* 2. Mai 1934 † 3. Dezember 2026",
        "In Liebe und Dankbarkeit: Peter und Monika, Sabine und Klaus, Enkel und Urenkel. Die Trauerfeier findet am Dienstag, dem 15. Dezember 2026, um 11 Uhr in der Trauerhalle des Hauptfriedhofs Buer statt.",
        "Gelsenkirchen-Buer",
    ),
    (
        "Glück auf! Du hast uns ein Leben lang den Takt vorgegeben.",
        "Helmut Brandt",
        "",
        "* 14. April 1939 † 6. Dezember 2026",
        "Renate, Claudia und Martina mit Familien. Die Trauerfeier findet am Freitag, dem 18. Dezember 2026, um 10 Uhr in der Propsteikirche St. Urbanus statt. Anstelle von Blumen bitten wir um eine Spende an den Knappenchor Buer.",
        "Gelsenkirchen",
    ),
    (
        "Der Knappenchor Buer trauert um seinen Ehrenvorsitzenden",
        "Helmut Brandt",
        "",
        "Chorleiter 1978–2019",
        "Wir verlieren einen Freund, einen Lehrer und eine Stimme, die uns fehlen wird. Der Vorstand und alle Sängerinnen und Sänger.",
        "Gelsenkirchen",
    ),
    (
        "Plötzlich und unerwartet",
        "Werner Nowak",
        "",
        "* 9. August 1941 † 5. Dezember 2026",
        "In Liebe: deine Ingrid, Thomas und Jana mit Lea und Ben. Die Beisetzung findet im engsten Familienkreis statt.",
        "Gladbeck",
    ),
    (
        "Ein erfülltes Leben ist zu Ende gegangen.",
        "Elisabeth Schäfer",
        "geb. Nolte",
        "* 21. Januar 1929 † 4. Dezember 2026",
        "Wir sind dankbar für die gemeinsame Zeit. Die Familie. Das Seelenamt ist am Montag, dem 14. Dezember 2026, um 9.30 Uhr in St. Lamberti, anschließend die Beerdigung.",
        "Gladbeck",
    ),
    (
        "Du bist nicht mehr da, wo du warst, aber du bist überall, wo wir sind.",
        "Dieter Lewandowski",
        "",
        "* 30. November 1950 † 1. Dezember 2026",
        "Deine Karin, Stefan und Anja mit Familien. Die Urnenbeisetzung findet zu einem späteren Zeitpunkt statt.",
        "Bottrop",
    ),
    (
        "Nach langer Krankheit, doch plötzlich für uns alle",
        "Hannelore Wiesner",
        "geb. Pohl",
        "* 17. März 1937 † 7. Dezember 2026",
        "In stiller Trauer: Jürgen, Petra und Frank mit Familien. Die Trauerfeier findet am Donnerstag, dem 17. Dezember 2026, um 13 Uhr auf dem Westfriedhof Bottrop statt.",
        "Bottrop",
    ),
]


class Emscher(Base):
    origin = ORIGIN
    name = "Emscher-Rundschau"
    prefix = "emr"
    language = "de"
    content_type = "text/html;charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "emr",
            [
                ".header__nav",
                ".article__header__topline",
                ".article__header__headline",
                ".article__header__intro",
                ".article__body p",
                ".author__name",
                ".teaser__headline",
                ".infobox",
                ".footer__links",
                ".cmp-container",
            ],
            260,
        )

    def art(
        self,
        key: str,
        path: str,
        topline: str,
        title: str,
        local: str,
        authors: list[str],
        lines: list[str],
        shape: str,
        **extra: object,
    ) -> Doc:
        return story(
            key,
            path,
            title,
            local.split()[0],
            None if extra.get("no_ld") else local.replace(" ", "T") + ":00+01:00",
            de_stamp(local),
            authors,
            lines,
            shape,
            topline=topline,
            local=local,
            **extra,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Emscher-Rundschau",
                "escenic-front",
                list=["nachruf", "kommentar", "procontra", "film", "dpa", "glosse", "gast", "oper"],
                more="meinung",
            )
        )
        add(
            page(
                "meinung",
                "/meinung/",
                "section",
                "Meinung",
                "escenic-section",
                list=["kommentar", "procontra", "glosse"],
                more="meinung2",
            )
        )
        add(page("meinung2", "/meinung/seite-2/", "section", "Meinung", "escenic-section-page2", list=["gast"]))
        add(page("kultur", "/kultur/", "section", "Kultur", "escenic-section", list=["film", "dpa", "oper", "nachruf"]))
        add(
            page(
                "tag",
                "/themen/innenstadt-gelsenkirchen/",
                "tag",
                "Innenstadt Gelsenkirchen",
                "escenic-topic",
                list=["kommentar", "procontra"],
            )
        )
        add(
            page(
                "author",
                "/autoren/mira-hoffmann/",
                "author",
                "Mira Hoffmann",
                "escenic-author",
                list=["film", "oper"],
                bio="Mira Hoffmann schreibt seit 2015 für die Kulturredaktion der Emscher-Rundschau über Theater, Oper und Kino im Revier.",
            )
        )
        add(
            page(
                "search",
                "/suche/?q=Zeche",
                "search",
                "Suchergebnisse für „Zeche“",
                "escenic-search",
                list=["nachruf", "film"],
            )
        )
        add(
            page(
                "trauer",
                "/traueranzeigen/",
                "death-notices",
                "Traueranzeigen aus Gelsenkirchen, Gladbeck und Bottrop",
                "paid-death-notices-grid",
            )
        )
        add(
            page(
                "kino",
                "/kultur/kino/programm/",
                "listings",
                "Kinoprogramm Gelsenkirchen: Filme und Spielzeiten",
                "cinema-listing-table",
                [
                    "Das aktuelle Kinoprogramm für Gelsenkirchen vom 10. bis 16. Dezember 2026. Alle Angaben ohne Gewähr.",
                    "T: Film | Kino | Spielzeiten",
                    "T: [[film|Die letzte Schicht]] | Schauburg-Filmpalast | 15:00, 17:45, 20:30",
                    "T: Die letzte Schicht | Apollo-Kino Buer | 17:30, 20:15",
                    "T: Ein Winter in Lappland | Schauburg-Filmpalast | 14:30, 16:45",
                    "T: Tatort Revier – Der Film | Apollo-Kino Buer | 20:00",
                    "T: Paddington in Peru | Schauburg-Filmpalast | 13:00, 15:15",
                    "T: Die Eiskönigin – Sing-along | Apollo-Kino Buer | 11:00 (So)",
                ],
            )
        )
        add(
            page(
                "impressum",
                "/impressum/",
                "about",
                "Impressum",
                "imprint",
                [
                    "Emscher-Rundschau Verlags-GmbH, Munckelstraße 3, 45879 Gelsenkirchen",
                    "Telefon: 0209 17 00 0, E-Mail: redaktion@emscher-rundschau.test",
                    "Geschäftsführung: Andreas Lütke-Brinkhaus. Registergericht: Amtsgericht Gelsenkirchen, HRB 4711.",
                    "Chefredaktion: Sabine Terhorst (verantwortlich im Sinne des § 18 Abs. 2 MStV), Jan Meier (stellvertretend).",
                    "Die Emscher-Rundschau nimmt nicht an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teil.",
                ],
            )
        )
        add(
            self.art(
                "nachruf",
                "/staedte/gelsenkirchen/nachruf-helmut-brandt-steiger-und-chorleiter-id238914401.html",
                "Nachruf",
                "Helmut Brandt: Der Steiger, der Gelsenkirchen das Singen beibrachte",
                "2026-12-10 16:30",
                ["Katrin Vogel"],
                [
                    "Wer Helmut Brandt einmal dirigieren gesehen hat, vergisst das nicht so schnell. Kein Taktstock, keine großen Gesten, nur diese breiten Hände, die ein halbes Leben lang unter Tage gearbeitet hatten und nun vor 60 Männern in schwarzen Kitteln in der Luft lagen, als wollten sie etwas Zerbrechliches festhalten. „Singen ist wie Streckenvortrieb“, hat er einmal gesagt. „Wenn einer nicht mitzieht, bleibt alles stehen.“",
                    "Helmut Brandt ist am vergangenen Sonntag im Alter von 87 Jahren in Gelsenkirchen gestorben. Mit ihm verliert die Stadt einen Mann, der wie wenige für das stand, was das Ruhrgebiet über das Ende der Zechen hinaus zusammenhält: Verlässlichkeit, Humor und die Überzeugung, dass man gemeinsam mehr schafft als allein.",
                    "Geboren wurde er 1939 in Buer, als Sohn eines Hauers und einer Näherin. Mit 14 fuhr er zum ersten Mal ein, später brachte er es bis zum Steiger. Gesungen hat er schon als Junge im Kirchenchor; in den Knappenchor Buer trat er 1961 ein, weil, wie er sagte, „da das Bier besser war“.",
                    "## Vom Sänger zum Chorleiter",
                    "1978 übernahm er die Leitung des Chores, der damals kurz vor der Auflösung stand. Unter Brandt wuchs er wieder auf über 70 Sänger, trat im Musiktheater im Revier und im Kölner Dom auf und sang 2018 beim Abschied von der letzten Steinkohlenzeche in Bottrop. An diesem Tag, erzählte er später, habe er zum ersten Mal vor seinen Sängern geweint. „Und keiner hat es gemerkt, weil alle selbst geheult haben.“",
                    "RAW:"
                    + '<aside class="inline-block inline-block--teaser"><span class="inline-block__label">Lesen Sie auch</span> <a href="/staedte/gelsenkirchen/knappenchor-buer-feiert-100-jahre-id233401122.html">100 Jahre Knappenchor Buer: Ein Jubiläum mit Gänsehaut</a></aside>',
                    "Auch nach dem Ende seiner Zeit als Chorleiter im Jahr 2019 blieb Brandt dem Chor treu, als Ehrenvorsitzender und als zweiter Bass. Noch im Oktober stand er bei einem Benefizkonzert für die Tafel auf der Bühne.",
                    "## Ein Mann, der zuhörte",
                    "Wer mit ihm sprach, merkte schnell, dass er lieber zuhörte als redete. Junge Sänger förderte er mit Geduld, Streit im Verein schlichtete er mit einem Satz und einer Runde Pils. „Er hat nie verlangt, dass man perfekt singt“, sagt sein Nachfolger Dirk Stoltenberg. „Nur, dass man kommt.“",
                    "Helmut Brandt hinterlässt seine Frau Renate, mit der er 63 Jahre verheiratet war, zwei Töchter und fünf Enkelkinder. Die Trauerfeier findet am Freitag, 18. Dezember, in der Propsteikirche St. Urbanus statt. Der Knappenchor wird singen.",
                ],
                "nachruf-topline-factbox-plus",
                intro="Über 40 Jahre leitete Helmut Brandt den Knappenchor Buer. Nun ist der frühere Steiger mit 87 Jahren gestorben. Ein Nachruf.",
                city="Gelsenkirchen",
                plus=True,
                factbox=(
                    "Helmut Brandt",
                    [
                        "* 14. April 1939 in Gelsenkirchen-Buer",
                        "† 6. Dezember 2026 in Gelsenkirchen",
                        "Steiger, Chorleiter des Knappenchors Buer 1978–2019",
                    ],
                ),
                section="Gelsenkirchen",
            )
        )
        add(
            self.art(
                "kommentar",
                "/meinung/kommentar-autofreie-bahnhofstrasse-gelsenkirchen-id238915532.html",
                "Kommentar",
                "Die Innenstadt braucht Mut, nicht noch ein Gutachten",
                "2026-12-11 06:00",
                ["Jan Meier"],
                [
                    "Es gibt in der Gelsenkirchener Kommunalpolitik eine bewährte Methode, unbequeme Entscheidungen zu vermeiden: Man gibt ein Gutachten in Auftrag. Für die Bahnhofstraße liegen inzwischen drei vor. Alle drei kommen zu einem ähnlichen Ergebnis. Und trotzdem hat der Ausschuss für Stadtentwicklung am Donnerstagabend beschlossen, ein viertes abzuwarten.",
                    "Dabei ist die Lage eindeutig. Die Leerstandsquote in der Fußgängerzone liegt bei fast 20 Prozent, die Passantenzahlen sind seit 2019 um ein Viertel gesunken. Wer am Samstagnachmittag über die Bahnhofstraße geht, sieht Ein-Euro-Läden, Handyshops und Schaufenster, die mit Folie zugeklebt sind. Das liegt nicht an den paar Autos, die am oberen Ende noch zum Parkhaus fahren dürfen. Es liegt daran, dass die Innenstadt seit Jahren keinen Grund mehr bietet, sie zu besuchen.",
                    "Eine komplett autofreie Bahnhofstraße allein wird daran wenig ändern. Aber sie wäre ein Signal, dass die Stadt bereit ist, etwas auszuprobieren. Verbunden mit günstigen Mieten für junge Gründer, mehr Grün, Sitzplätzen ohne Konsumzwang und einem Wochenmarkt, der diesen Namen verdient, könnte sie der Anfang von etwas sein.",
                    "Die Bedenken des Einzelhandelsverbands sind ernst zu nehmen. Lieferverkehr muss möglich bleiben, Menschen mit Behinderung brauchen Zufahrten. Doch das sind lösbare Probleme, andere Städte haben sie längst gelöst. Was sich nicht lösen lässt, ist die Mutlosigkeit eines Rates, der lieber noch ein Jahr wartet, als einmal falsch zu liegen.",
                    "Ein viertes Gutachten kostet rund 80.000 Euro. Das Geld wäre in ein Jahr Probebetrieb besser investiert.",
                ],
                "kommentar-ein-kommentar-von",
                intro="Die Politik vertagt die Entscheidung über eine autofreie Bahnhofstraße erneut. Das ist ein Fehler, meint unser Autor.",
                city="Gelsenkirchen",
                printed="Ein Kommentar von Jan Meier",
                plus=True,
                author_box="Jan Meier leitet die Lokalredaktion Gelsenkirchen und ist stellvertretender Chefredakteur der Emscher-Rundschau.",
                section="Meinung",
            )
        )
        add(
            self.art(
                "procontra",
                "/meinung/pro-und-contra-soll-die-bahnhofstrasse-ganz-autofrei-werden-id238913377.html",
                "Pro & Contra",
                "Soll die Bahnhofstraße ganz autofrei werden?",
                "2026-12-10 18:00",
                ["Anna Schulz", "Tobias Krämer"],
                [
                    "## Pro: Mehr Platz für Menschen",
                    'RAW:<p class="procontra__author"><img src="/img/autoren/anna-schulz-64.jpg" alt="" width="64" height="64"> Von Anna Schulz</p>',
                    "Die Bahnhofstraße ist schon heute eine Fußgängerzone – jedenfalls auf dem Papier. In Wirklichkeit rollen Lieferwagen bis in den Nachmittag, Anwohner suchen Parkplätze, und wer mit dem Kinderwagen unterwegs ist, muss ständig ausweichen. Eine konsequent autofreie Straße wäre ehrlicher.",
                    "Städte wie Gent oder Pontevedra zeigen, dass Innenstädte aufblühen können, wenn man ihnen den Raum zurückgibt. Mehr Bänke, mehr Bäume, mehr Gastronomie draußen: Das lockt Menschen an, nicht ein Parkplatz vor der Tür. Gelsenkirchen hat wenig zu verlieren. Es sollte den Mut haben, es zu versuchen.",
                    "## Contra: Erst Angebote, dann Verbote",
                    'RAW:<p class="procontra__author"><img src="/img/autoren/tobias-kraemer-64.jpg" alt="" width="64" height="64"> Von Tobias Krämer</p>',
                    "Niemand fährt in die Gelsenkirchener Innenstadt, weil er dort so gut parken kann. Aber viele Ältere aus Erle, Resse oder Hassel kommen überhaupt nur noch, weil sie mit dem Auto bis an den Rand der Fußgängerzone gelangen. Wer ihnen diese Möglichkeit nimmt, ohne vorher Bus und Bahn deutlich zu verbessern, treibt sie endgültig in die Einkaufszentren am Stadtrand oder ins Internet.",
                    "Die Straßenbahnlinie 301 fährt abends im 30-Minuten-Takt, manche Buslinien am Wochenende gar nicht. Solange das so bleibt, ist eine autofreie Innenstadt ein Projekt für die, die ohnehin zu Fuß kommen. Erst müssen die Angebote kommen, dann können die Verbote folgen.",
                ],
                "pro-contra-two-short-opposed-oped-one-page",
                intro="Der Rat streitet über eine autofreie Innenstadt. Zwei Redakteure, zwei Meinungen.",
                city="Gelsenkirchen",
                printed="",
                section="Meinung",
            )
        )
        add(
            self.art(
                "film",
                "/kultur/kino/filmkritik-die-letzte-schicht-abschied-vom-pott-id238912290.html",
                "Filmkritik",
                "„Die letzte Schicht“: Ein Abschied vom Pott ohne Kitsch",
                "2026-12-10 12:15",
                ["Mira Hoffmann"],
                [
                    "Der Förderturm steht noch, aber unten ist es schon still. In der ersten Einstellung von „Die letzte Schicht“ fährt die Kamera langsam an einem rostigen Seilrad vorbei, während aus dem Off ein Steigerlied zu hören ist, gesungen von einem einzelnen, etwas brüchigen Bariton. Man ahnt sofort: Dieser Film will nicht erklären, er will erinnern.",
                    "Regisseurin Lena Brückner, selbst Tochter eines Bergmanns aus Bottrop, erzählt von den letzten Wochen einer fiktiven Zeche im Jahr 2018. Im Mittelpunkt steht der Hauer Micha (Jonas Kessler), der mit Anfang vierzig vor der Frage steht, was aus ihm werden soll, wenn es den einzigen Beruf, den er je gelernt hat, nicht mehr gibt. Seine Frau (Aylin Demir) hat längst einen Plan, er nicht.",
                    "Das klingt nach Sozialdrama mit Schwermut-Garantie, doch Brückner vermeidet die Falle. Ihr Film ist oft überraschend komisch, etwa wenn Micha beim Arbeitsamt erfährt, dass seine Qualifikation im System unter „Sonstige“ geführt wird. Die Dialoge sind knapp, der Ruhrpott-Tonfall klingt echt und nie nach Folklore.",
                    "Gedreht wurde unter anderem auf dem Gelände der ehemaligen Zeche Ewald in Herten und in einer Eckkneipe in Gelsenkirchen-Ückendorf, deren Stammgäste als Komparsen mitwirken. Das merkt man: Die Kneipenszenen gehören zu den stärksten des Films.",
                    "Nur im letzten Drittel verliert „Die letzte Schicht“ etwas an Spannung, wenn eine Nebenhandlung um einen Streit in der Familie zu viel Raum bekommt. Das ändert wenig daran, dass hier ein seltener Film über das Ruhrgebiet gelungen ist: einer, der seine Figuren ernst nimmt, ohne sie zu verklären.",
                ],
                "film-review-stars-only-in-img-alt",
                intro="Der Film über die letzte Zeche im Revier kommt in die Kinos. Gedreht wurde auch in Gelsenkirchen. Unsere Kritik.",
                city="Gelsenkirchen",
                stars=4,
                factbox=(
                    "Die letzte Schicht",
                    [
                        "Deutschland 2026, 112 Minuten, FSK ab 12",
                        "Regie: Lena Brückner",
                        "Mit Jonas Kessler, Aylin Demir, Peter Wollny",
                        "Ab Donnerstag im Schauburg-Filmpalast und im Apollo-Kino Buer",
                    ],
                ),
                section="Kultur",
            )
        )
        add(
            self.art(
                "gast",
                "/meinung/gastbeitrag-das-revier-kann-wasserstoff-id238911845.html",
                "Gastbeitrag",
                "Das Revier kann Wasserstoff – wenn man es lässt",
                "2026-12-09 07:30",
                ["Klaus Weber"],
                [
                    "Wenn über die Zukunft des Ruhrgebiets gesprochen wird, fällt früher oder später das Wort Wasserstoff. Meist klingt es wie ein Versprechen, das irgendwann in ferner Zukunft eingelöst werden soll. Dabei hat die Region schon heute, was andere erst mühsam aufbauen müssen: Industrie, die Wasserstoff braucht, Leitungen, die ihn transportieren können, und Fachkräfte, die mit Gasen und Druck umzugehen wissen.",
                    "Allein in Gelsenkirchen, Bottrop und Marl verbrauchen Raffinerien und Chemieparks jedes Jahr große Mengen Wasserstoff, bislang fast ausschließlich aus Erdgas gewonnen. Wer diese Mengen durch grünen Wasserstoff ersetzt, spart Millionen Tonnen CO2 – und sichert Arbeitsplätze, die sonst abwandern würden.",
                    "## Genehmigungen dauern zu lange",
                    "Woran es hakt, ist nicht die Technik. Es sind Genehmigungsverfahren, die für einen Elektrolyseur ebenso lange dauern wie für ein Kraftwerk, und eine Förderpolitik, die alle zwei Jahre ihre Richtung ändert. Ein mittelständisches Unternehmen aus Gladbeck, das ich berate, wartet seit 26 Monaten auf die Genehmigung einer Anlage, die auf einem bestehenden Industriegelände stehen soll.",
                    "Die Landesregierung könnte hier schnell handeln: mit festen Fristen für Behörden, mit einer zentralen Anlaufstelle für Wasserstoffprojekte und mit Förderzusagen, die über eine Legislaturperiode hinaus gelten. Das kostet wenig und bringt viel.",
                    "Das Ruhrgebiet hat schon einmal bewiesen, dass es Energie kann. Es wäre eine bittere Ironie, wenn es diese Chance an der eigenen Bürokratie scheitern ließe.",
                    "RAW:<p><em>Prof. Dr. Klaus Weber lehrt Energiesysteme an der Westfälischen Hochschule in Gelsenkirchen. Der Beitrag gibt seine persönliche Meinung wieder.</em></p>",
                ],
                "gastbeitrag-titles-in-byline-italic-foot",
                intro="Der Strukturwandel braucht neue Industrie. Warum das Ruhrgebiet dafür beste Voraussetzungen hat, erklärt ein Energieforscher.",
                city="Gelsenkirchen",
                printed="Ein Gastbeitrag von Prof. Dr. Klaus Weber",
                ld_name="Prof. Dr. Klaus Weber",
                section="Meinung",
            )
        )
        add(
            self.art(
                "dpa",
                "/kultur/schauspielerin-ilse-marquardt-mit-88-jahren-gestorben-id238916020.html",
                "Trauer",
                "Schauspielerin Ilse Marquardt mit 88 Jahren gestorben",
                "2026-12-11 22:48",
                [],
                [
                    "Die Schauspielerin Ilse Marquardt ist tot. Sie starb bereits am Mittwoch im Alter von 88 Jahren in Berlin, wie ihre Agentur am Freitag mitteilte. Marquardt wurde vor allem durch ihre Rolle als resolute Wirtin in der Vorabendserie „Zum Goldenen Anker“ bekannt, die zwischen 1976 und 1984 in mehr als 100 Folgen lief.",
                    "Geboren 1938 in Essen, stand Marquardt zunächst auf Theaterbühnen in Bochum und Düsseldorf, bevor sie Ende der 1960er-Jahre zum Fernsehen wechselte. Später war sie in zahlreichen Krimiserien zu sehen und spielte bis ins hohe Alter Theater. 2009 wurde sie für ihr Lebenswerk ausgezeichnet.",
                    "Marquardt lebte zuletzt zurückgezogen in Berlin-Charlottenburg. Sie hinterlässt einen Sohn.",
                ],
                "agency-obituary-no-jsonld",
                intro="Sie war das Gesicht zahlreicher Fernsehserien der 70er- und 80er-Jahre. Nun ist Ilse Marquardt gestorben.",
                city="Berlin",
                printed="dpa",
                no_ld=True,
                section="Kultur",
            )
        )
        add(
            self.art(
                "glosse",
                "/staedte/gladbeck/glosse-kalle-und-der-adventskranz-mit-app-id238915001.html",
                "Glosse",
                "Kalle und der Adventskranz mit App",
                "2026-12-12 08:00",
                ["Ute Brinkmann"],
                [
                    "Kalle hat einen neuen Adventskranz. Nicht irgendeinen, sondern einen mit Bluetooth. Die Kerzen sind aus Plastik, flackern in zwölf Farben und lassen sich per App anzünden. „Dat is sicherer“, hat seine Tochter gesagt, als sie ihm das Ding zum Geburtstag schenkte. Kalle hat genickt, wie man eben nickt, wenn die Tochter etwas sagt.",
                    "Am ersten Advent saß er eine halbe Stunde mit dem Handy vor dem Kranz. Erst wollte die App ein Konto, dann ein Passwort mit Sonderzeichen, dann ein Update. „Früher hasse ’n Streichholz genommen, fertig“, sagt Kalle. Als die erste Kerze endlich leuchtete, war sie pink.",
                    "Inzwischen hat Kalle seinen Frieden mit dem Kranz gemacht. Er lässt ihn einfach durchgehend an, in allen Farben gleichzeitig. Die Nachbarn denken, er feiert Karneval. Und neben dem Kranz steht, ganz unauffällig, eine echte Kerze. Mit Streichholzschachtel. Für den Notfall.",
                ],
                "glosse-short-weekend-column",
                intro="Kumpel Kalle hat ein Problem mit der Technik. Eine Glosse.",
                city="Gladbeck",
                section="Gladbeck",
            )
        )
        add(
            self.art(
                "oper",
                "/kultur/tosca-im-musiktheater-im-revier-puccini-als-politthriller-id238913902.html",
                "Premierenkritik",
                "„Tosca“ im Musiktheater im Revier: Puccini als Politthriller",
                "2026-12-07 22:10",
                ["Mira Hoffmann"],
                [
                    "Rom im Juni 1800, so steht es im Libretto. Im Musiktheater im Revier sieht man davon wenig: Regisseur Tomasz Wierzbicki verlegt Puccinis „Tosca“ in ein namenloses Land der Gegenwart, in dem der Polizeichef Scarpia über Überwachungsbildschirme herrscht und die Kirche Sant’Andrea della Valle zum Kulissenlager eines Staatsfernsehens geworden ist.",
                    "Das Konzept geht auf, weil es die Geschichte nicht verbiegt, sondern zuspitzt. Wenn Scarpia im zweiten Akt zwischen Monitoren und Aktenbergen Tosca erpresst, wirkt das beklemmend aktuell, ohne dass die Inszenierung mit dem Zeigefinger winken muss.",
                    "Musikalisch ist der Abend ein Ereignis. Die Sopranistin Elena Varga singt die Titelrolle mit dunkel timbrierter, in der Höhe mühelos aufblühender Stimme; ihr „Vissi d’arte“ wurde mit minutenlangem Szenenapplaus bedacht. Als Cavaradossi überzeugt Marco Bellini mit tenoralem Glanz, wenngleich ihm im ersten Akt die Nervosität anzuhören war. Bariton Henrik Sandvik ist ein Scarpia von eiskalter Eleganz.",
                    "Die Neue Philharmonie Westfalen unter Generalmusikdirektorin Judith Lang spielt mit großer Farbigkeit und lässt die Sänger dennoch nie im Orchesterklang untergehen.",
                    "Am Ende: Jubel, Bravorufe, stehende Ovationen. Wer Karten bekommt, sollte zugreifen.",
                ],
                "premiere-review-updated-next-morning",
                intro="Das Musiktheater im Revier zeigt Puccinis „Tosca“ in einer packenden Neuinszenierung. Das Premierenpublikum jubelte.",
                city="Gelsenkirchen",
                updated="2026-12-08 09:30",
                factbox=(
                    "Weitere Vorstellungen",
                    [
                        "13., 19. und 27. Dezember 2026 sowie 9. Januar 2027",
                        "Karten von 15 bis 54 Euro an der Theaterkasse, Telefon 0209 4097 200",
                    ],
                ),
                section="Kultur",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def og_title(self, doc: Doc) -> str:
        if doc.is_article:
            return f"{doc.extra['topline']}: {doc.title}"
        return doc.title

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        title_tag = (
            f"{self.og_title(doc)} | Emscher-Rundschau"
            if doc.key != "home"
            else "Emscher-Rundschau – Nachrichten aus Gelsenkirchen, Gladbeck und Bottrop"
        )
        desc = (
            f"{doc.extra.get('city', '')}. {doc.extra['intro']}" if doc.is_article else doc.extra.get("bio", doc.title)
        )
        out = [
            f"<title>{esc(title_tag)}</title>",
            f'<meta name="description" content="{esc(desc)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(self.og_title(doc))}">',
            f'<meta property="og:description" content="{esc(desc)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            '<meta property="og:site_name" content="Emscher-Rundschau">',
            '<meta property="og:locale" content="de_DE">',
            '<meta name="twitter:site" content="@emscherrundschau">',
        ]
        if doc.is_article:
            out.append(f'<meta name="date" content="{doc.extra["local"].replace(" ", "T")}:00+01:00">')
            if doc.extra.get("printed") != "dpa" and doc.authors:
                out.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
        if doc.is_article and not doc.extra.get("no_ld"):
            if doc.extra.get("ld_name"):
                author: object = [{"@type": "Person", "name": doc.extra["ld_name"]}]
            else:
                author = [
                    {
                        "@type": "Person",
                        "name": a,
                        "url": f"{ORIGIN}/autoren/{a.lower().replace(' ', '-').replace('ä', 'ae')}/",
                    }
                    for a in doc.authors
                ]
            modified = doc.extra["updated"].replace(" ", "T") + ":00+01:00" if doc.extra.get("updated") else doc.iso
            ld: dict = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": self.og_title(doc),
                "description": doc.extra["intro"],
                "datePublished": doc.iso,
                "dateModified": modified,
                "author": author,
                "publisher": {
                    "@type": "NewsMediaOrganization",
                    "name": "Emscher-Rundschau",
                    "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/img/logo-emscher-rundschau-amp.png"},
                },
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "image": {
                    "@type": "ImageObject",
                    "url": f"https://img.emscher-rundschau.test/img/{doc.path.rsplit('-id', 1)[-1][:9]}/crop/x0-y0/1200w/article.jpg",
                    "width": 1200,
                    "height": 675,
                },
                "articleSection": doc.section,
            }
            if doc.extra.get("plus"):
                ld["isAccessibleForFree"] = False
                ld["hasPart"] = {
                    "@type": "WebPageElement",
                    "isAccessibleForFree": False,
                    "cssSelector": ".article__body--plus",
                }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="header__nav__item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("https://www.emscher-rundschau.test/staedte/gelsenkirchen/", "Gelsenkirchen"),
                ("https://www.emscher-rundschau.test/staedte/gladbeck/", "Gladbeck"),
                ("https://www.emscher-rundschau.test/staedte/bottrop/", "Bottrop"),
                ("meinung", "Meinung"),
                ("kultur", "Kultur"),
                ("https://www.emscher-rundschau.test/sport/schalke/", "Schalke"),
                ("trauer", "Traueranzeigen"),
            )
        )
        meistgelesen = "".join(
            f'<li class="teaser-list__item"><span class="teaser-list__number">{i}</span>{self.a(k, self.docs[k].title, "aside")}</li>'
            for i, k in enumerate(["nachruf", "kommentar", "dpa", "procontra", "film"], 1)
        )
        dl = {
            "event": "pageview",
            "page": {
                "type": "article" if doc.is_article else doc.kind,
                "id": doc.path.rsplit("-id", 1)[-1].split(".")[0] if doc.is_article else doc.key,
                "ressort": doc.section or doc.kind,
                "paid": bool(doc.extra.get("plus")),
            },
        }
        return f"""<!DOCTYPE html>
<html lang="de" class="no-js">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preload" href="/resources/fonts/roboto-slab-700.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/resources/1733478123/css/main.css">
<style>/*PAD*/</style>
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({json.dumps(dl, ensure_ascii=False)});</script>
<script src="https://cmp.emscher-rundschau.test/unified/wrapperMessagingWithoutDetection.js" async></script>
</head>
<body class="page page--{"article" if doc.is_article else doc.kind}">
<div class="cmp-container" id="cmp-container" role="dialog" aria-label="Datenschutz-Einstellungen"><p>Wir verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren und unsere Zugriffe zu analysieren. Mit Klick auf „Akzeptieren“ stimmen Sie der Verarbeitung zu.</p><button class="cmp-accept">Akzeptieren</button> <button class="cmp-settings">Einstellungen</button> <a href="/datenschutz/">Datenschutz</a></div>
<header class="header">
<div class="header__top"><a href="/abo/" class="header__abo">ER+ testen</a> <a href="https://epaper.emscher-rundschau.test/">E-Paper</a> <a href="/login/">Anmelden</a></div>
<a class="header__logo" href="/" title="Emscher-Rundschau"><img src="/img/logo-emscher-rundschau.svg" alt="Emscher-Rundschau" width="260" height="40"></a>
<nav class="header__nav" aria-label="Hauptnavigation"><ul class="header__nav__list">{nav}</ul></nav>
<form class="header__search" action="/suche/" method="get"><input type="search" name="q" placeholder="Suchbegriff"><button type="submit">Suchen</button></form>
</header>
<div class="ad ad--superbanner" id="ad-superbanner" data-ad-slot="superbanner"></div>
<main class="main" id="main">
{main}
<aside class="sidebar"><section class="teaser-list teaser-list--most-read"><h2 class="teaser-list__title">Meistgelesen</h2><ol>{meistgelesen}</ol></section>
<section class="sidebar__box"><h2>Service</h2><ul><li>{self.a("trauer", "Traueranzeigen", "aside")}</li><li>{self.a("kino", "Kinoprogramm", "aside")}</li><li><a href="/wetter/gelsenkirchen/">Wetter</a></li><li><a href="/leserbriefe/">Leserbrief schreiben</a></li></ul></section>
<div class="ad ad--sidebar" id="ad-sky" data-ad-slot="sky"></div></aside>
</main>
<footer class="footer">
<ul class="footer__links"><li>{self.a("impressum", "Impressum", "footer")}</li><li><a href="/datenschutz/">Datenschutz</a></li><li><a href="/agb/">AGB</a></li><li><a href="/kontakt/">Kontakt</a></li><li><a href="/mediadaten/">Mediadaten</a></li><li><a href="/netiquette/">Netiquette</a></li><li><a href="/rss/">RSS</a></li></ul>
<p class="footer__copyright">© Emscher-Rundschau 2026 – Alle Rechte vorbehalten</p>
</footer>
<script src="/resources/1733478123/js/main.js" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        plus = '<span class="article__header__plus" title="ER+ Artikel">ER+</span>' if doc.extra.get("plus") else ""
        byline = doc.extra.get("printed")
        if byline is None:
            byline = "Von " + " und ".join(doc.authors)
        if byline and doc.authors and byline != "dpa":
            who = doc.authors[0]
            inner = esc(byline)
            if who == "Mira Hoffmann":
                link = self.a("author", who, "byline", 'class="author__link"')
                inner = esc(byline[: byline.index(who)]) + link
            byline_html = f'<div class="author"><span class="author__name">{inner}</span></div>'
        elif byline == "dpa":
            byline_html = '<div class="author"><span class="author__name author__name--agency">dpa</span></div>'
        else:
            byline_html = ""
        updated = (
            f' <span class="article__header__updated">Aktualisiert: {de_stamp(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        stars = ""
        if doc.extra.get("stars"):
            n = doc.extra["stars"]
            stars = f'<div class="article__rating"><img src="/img/rating/sterne-{n}-von-5.svg" alt="{n} von 5 Sternen" width="120" height="24" loading="lazy"></div>'
        factbox = ""
        if doc.extra.get("factbox"):
            head, rows = doc.extra["factbox"]
            factbox = f'<aside class="infobox"><h3 class="infobox__title">{esc(head)}</h3><ul>{"".join(f"<li>{esc(r)}</li>" for r in rows)}</ul></aside>'
        author_box = (
            f'<div class="author-box"><img src="/img/autoren/{doc.authors[0].lower().replace(" ", "-")}-128.jpg" alt="{esc(doc.authors[0])}" width="64" height="64"><p>{esc(doc.extra["author_box"])}</p></div>'
            if doc.extra.get("author_box")
            else ""
        )
        body_cls = "article__body article__body--plus" if doc.extra.get("plus") else "article__body"
        tag = ""
        if doc.key in ("kommentar", "procontra"):
            tag = f'<div class="article__topics">Themen: {self.a("tag", "Innenstadt Gelsenkirchen", "tag")} · <a href="/themen/verkehr/">Verkehr</a></div>'
        elif doc.key == "film":
            tag = f'<div class="article__topics">Themen: {self.a("kino", "Kinoprogramm", "tag")} · <a href="/themen/kultur-im-revier/">Kultur im Revier</a></div>'
        elif doc.key == "oper":
            tag = '<div class="article__topics">Themen: <a href="/themen/musiktheater-im-revier/">Musiktheater im Revier</a> · <a href="/themen/kultur-im-revier/">Kultur im Revier</a></div>'
        rel = [k for k in ARTS if k != doc.key][ARTS.index(doc.key) % 5 :][:3]
        link_cls = 'class="teaser__link"'
        teasers = "".join(
            '<article class="teaser">'
            + self.a(
                k,
                self.docs[k].title,
                "related",
                link_cls,
                f'<span class="teaser__topline">{esc(self.docs[k].extra["topline"])}</span><span class="teaser__headline">{esc(self.docs[k].title)}</span>',
            )
            + "</article>"
            for k in rel
        )
        u = quote(self.url(doc.key), safe="")
        return f"""<article class="article" data-article-id="{doc.path.rsplit("-id", 1)[-1].split(".")[0]}">
<nav class="breadcrumb" aria-label="Brotkrumen"><a href="/">Startseite</a> › {self.a("meinung", "Meinung", "breadcrumb") if doc.section == "Meinung" else (self.a("kultur", "Kultur", "breadcrumb") if doc.section == "Kultur" else f'<a href="/staedte/{doc.section.lower()}/">{esc(doc.section)}</a>')}</nav>
<header class="article__header">
<h1 class="article__header__title"><span class="article__header__topline">{plus}{esc(doc.extra["topline"])}</span> <span class="article__header__headline">{esc(doc.title)}</span></h1>
<div class="article__header__meta">{byline_html}<time class="article__header__date" datetime="{doc.extra["local"].replace(" ", "T")}:00+01:00">{esc(doc.stamp)}</time>{updated}</div>
<p class="article__header__intro"><strong class="article__header__intro__location">{esc(doc.extra["city"])}.</strong> {esc(doc.extra["intro"])}</p>
</header>
<figure class="article__image"><img src="https://img.emscher-rundschau.test/img/{doc.key}/crop/x0-y0/980w/article.jpg" alt="" width="980" height="551"><figcaption>Foto: Emscher-Rundschau / Archiv</figcaption></figure>
{stars}
<div class="share"><a href="https://www.facebook.com/sharer/sharer.php?u={u}" rel="noopener">Facebook</a> <a href="https://api.whatsapp.com/send?text={u}" rel="noopener">WhatsApp</a> <a href="mailto:?subject={quote(doc.title)}&amp;body={u}">E-Mail</a></div>
<div class="{body_cls}">
{self.blocks(doc)}
</div>
{factbox}
{author_box}
{tag}
<section class="article__related"><h2>Mehr zum Thema</h2>{teasers}</section>
<div class="article__comments-closed">Die Kommentarfunktion für diesen Artikel ist geschlossen.</div>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            items.append(
                f'<article class="teaser teaser--list"><figure class="teaser__image"><img src="https://img.emscher-rundschau.test/img/{k}/crop/x0-y0/320w/teaser.jpg" alt="" loading="lazy"></figure><div class="teaser__text"><span class="teaser__topline">{"ER+ " if d.extra.get("plus") else ""}{esc(d.extra["topline"])}</span><h2 class="teaser__headline">{self.a(k, d.title, "content")}</h2><p class="teaser__intro">{esc(d.extra["intro"])}</p><time class="teaser__date">{esc(d.stamp)}</time></div></article>'
            )
        head = f'<h1 class="section__title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head = f'<div class="author-profile"><img src="/img/autoren/mira-hoffmann-128.jpg" alt="Mira Hoffmann" width="128" height="128"><h1 class="section__title">{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><a href="mailto:mira.hoffmann@emscher-rundschau.test">E-Mail an Mira Hoffmann</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="section__title">{esc(doc.title)}</h1><form action="/suche/"><input name="q" value="Zeche"><button>Suchen</button></form><p class="search__count">{len(items) + 146} Treffer</p>'
        pager = ""
        if doc.key == "meinung":
            pager = f'<nav class="pagination"><span class="pagination__current">1</span> {self.a("meinung2", "2", "pagination")} <a href="/meinung/seite-3/">3</a> {self.a("meinung2", "Weiter", "pagination")}</nav>'
        elif doc.key == "meinung2":
            pager = f'<nav class="pagination">{self.a("meinung", "Zurück", "pagination")} {self.a("meinung", "1", "pagination")} <span class="pagination__current">2</span> <a href="/meinung/seite-3/">3</a></nav>'
            items += [
                f'<article class="teaser teaser--list"><div class="teaser__text"><span class="teaser__topline">{esc(t)}</span><h2 class="teaser__headline"><a href="{h}">{esc(x)}</a></h2></div></article>'
                for t, h, x in (
                    (
                        "Kommentar",
                        "/meinung/kommentar-weihnachtsmarkt-buer-id238901234.html",
                        "Der Weihnachtsmarkt in Buer zeigt, wie es geht",
                    ),
                    (
                        "Leserbriefe",
                        "/meinung/leserbriefe-zur-sparkassen-fusion-id238899876.html",
                        "Leserbriefe zur Sparkassen-Fusion: „Wer fragt eigentlich die Kunden?“",
                    ),
                )
            ]
        elif doc.key == "home":
            pager = f'<div class="front__more">{self.a("meinung", "Alle Meinungsbeiträge", "content")} · {self.a("kultur", "Mehr aus der Kultur", "content")} · {self.a("search", "Alles zum Thema Zeche", "content")}</div>'
        return f'<section class="section section--{doc.kind}">{head}<div class="teaser-list">{"".join(items)}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "death-notices":
            cards = []
            for i, (lead, name, born, dates, text, town) in enumerate(NOTICES):
                link = ""
                born_html = f'<p class="obituary-card__born">{esc(born)}</p>' if born else ""
                if i == 1:
                    link = f'<p class="obituary-card__link">{self.a("nachruf", "Nachruf: Helmut Brandt, der Steiger, der Gelsenkirchen das Singen beibrachte", "content")}</p>'
                cards.append(
                    f'<div class="obituary-card" data-notice-id="{zlib.crc32((name + dates).encode()) % 9000000 + 1000000}"><p class="obituary-card__lead">{esc(lead)}</p><h2 class="obituary-card__name">{esc(name)}</h2>{born_html}<p class="obituary-card__dates">{esc(dates)}</p><p class="obituary-card__text">{esc(text)}</p><p class="obituary-card__town">{esc(town)} · erschienen am 09.12.2026</p><a class="obituary-card__candle" href="/traueranzeigen/kerze-anzuenden/?id={i + 1}">Kerze anzünden</a> <a href="/traueranzeigen/kondolieren/?id={i + 1}">Kondolieren</a>{link}</div>'
                )
            return f'<section class="section section--obituaries"><h1 class="section__title">{esc(doc.title)}</h1><p class="section__intro">Hier finden Sie die aktuellen Traueranzeigen aus Ihrer Region. Eine Anzeige aufgeben können Sie online oder in unseren Kundencentern.</p><form class="obituary-search" action="/traueranzeigen/suche/"><input name="name" placeholder="Name"><select name="ort"><option>Alle Orte</option><option>Gelsenkirchen</option><option>Gladbeck</option><option>Bottrop</option></select><button>Suchen</button></form><div class="obituary-grid">{"".join(cards)}</div><a class="button" href="/traueranzeigen/aufgeben/">Traueranzeige aufgeben</a></section>'
        return f'<section class="section section--{doc.kind}"><h1 class="section__title">{esc(doc.title)}</h1><div class="article__body">{self.blocks(doc)}</div></section>'
