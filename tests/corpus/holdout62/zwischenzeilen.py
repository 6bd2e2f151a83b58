# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotation marks are deliberate)
"""Zwischenzeilen: a German publication on a **Medium**-like platform (`https://medium.test/zwischenzeilen/<slug>-<12 hex>`,
writers at `/@handle`, platform tags at `/tag/<tag>`, publication tabs `/zwischenzeilen/tagged/<tag>`, monthly
archives `/zwischenzeilen/archive/2026/12`, responses at `/p/<id>/responses/show`, search `/search?q=`). The markup is
Medium's: generated class names (`pw-post-title`, `pw-post-body-paragraph` followed by runs of two-letter classes),
paragraph ids, `data-testid="storyTitle"`, `authorName`, `storyReadTime` ("6 Min. Lesezeit"), `storyPublishDate`
("4. Dez. 2026"), clap and response counts, a "Member-only story" badge on member stories (served whole here, with
`isAccessibleForFree: "False"` and a `.meteredContent` selector in the JSON-LD), "Geschrieben von" writer boxes, and
`window.__APOLLO_STATE__`. German, UTF-8. `NewsArticle` JSON-LD and `article:published_time` in **UTC** with
milliseconds; Berlin is UTC+1 in December, so the night-bus story (00:35 on 3 Dec) is stamped 23:35Z on 2 Dec.
The translated story names its translator in an italic first paragraph; the translator is not an author."""

from __future__ import annotations

import json
import zlib

from common import Base, bare, blocks_html, page, story
from sitekit import Doc, css_rules, esc, rng

ARTS = ["kurz", "wohnen", "utc", "member", "essay", "translation", "interview", "liste"]
WRITERS = {
    "Lena Hartmann": (
        "lenahartmann",
        "Herausgeberin von Zwischenzeilen. Schreibt über Wohnen, Städte und die Leute, die darin leben. Leipzig.",
        "2,4K",
    ),
    "Aylin Demir": ("aylindemir", "Konsum, Klima, Alltag. Manchmal Zahlen, meistens Selbstversuche.", "896"),
    "Tobias Brandauer": ("tbrandauer", "Reporter. Nachtschichten, Verkehr, Arbeit.", "1,1K"),
    "Katrin Vogelsang": (
        "katrinvogelsang",
        "Arbeitssoziologin und Kolumnistin. Über Arbeit und was sie mit uns macht.",
        "3,7K",
    ),
    "Sofía Ramírez Ortega": (
        "sofiaramirezortega",
        "Urbanista en Medellín. Escribo sobre ciudad, movilidad y barrios.",
        "5,2K",
    ),
}
MON = {"11": "Nov.", "12": "Dez."}


def shown(date: str) -> str:
    y, m, d = date.split("-")
    return f"{int(d)}. {MON[m]} {y}"


def gen(seed: str, n: int) -> str:
    """Medium's generated class names: a run of short lowercase tokens, stable per seed."""
    r = rng("zwz-cls-" + seed)
    letters = "abcdefghijklmnopqrstuvwxyz"
    return " ".join(r.choice(letters[8:]) + r.choice(letters) for _ in range(n))


def pid(seed: str) -> str:
    return f"{zlib.crc32(seed.encode()) & 0xFFFF:04x}"


class Zwischenzeilen(Base):
    origin = "https://medium.test"
    name = "Zwischenzeilen"
    prefix = "zwz"
    language = "de"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "zwz",
            [
                ".a",
                ".ab",
                ".bf",
                ".ch",
                ".gn",
                ".pw-post-body-paragraph",
                ".pw-multi-vote-count",
                ".speechify-ignore",
                ".nt",
                ".ou",
            ],
            300,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/zwischenzeilen",
                "home",
                "Zwischenzeilen",
                "medium-publication-home",
                list=["kurz", "wohnen", "utc", "member", "essay", "translation"],
            )
        )
        add(
            page(
                "archive",
                "/zwischenzeilen/archive/2026/12",
                "archive",
                "Archiv: Dezember 2026",
                "medium-publication-archive-month",
                list=["kurz", "wohnen", "utc", "member"],
                more="archive2",
            )
        )
        add(
            page(
                "archive2",
                "/zwischenzeilen/archive/2026/11",
                "archive",
                "Archiv: November 2026",
                "medium-publication-archive-previous-month",
                list=["essay", "translation", "interview", "liste"],
            )
        )
        add(
            page(
                "stadt",
                "/zwischenzeilen/tagged/stadt",
                "section",
                "Stadt",
                "medium-publication-tagged-tab",
                list=["wohnen", "utc", "translation", "interview", "kurz"],
            )
        )
        add(
            page(
                "tag",
                "/tag/klimawandel",
                "tag",
                "Klimawandel",
                "medium-platform-tag",
                list=["interview", "liste", "member"],
            )
        )
        add(
            page(
                "profile",
                "/@lenahartmann",
                "author",
                "Lena Hartmann",
                "medium-writer-profile",
                list=["wohnen", "interview"],
            )
        )
        add(
            page(
                "search",
                "/search?q=Stadt",
                "search",
                "Ergebnisse für Stadt",
                "medium-search",
                list=["wohnen", "translation", "interview", "kurz"],
            )
        )
        add(
            page(
                "responses",
                "/p/3f9a2c1b7e4d/responses/show",
                "comments",
                "Antworten (23)",
                "medium-responses-page",
                post="wohnen",
            )
        )
        add(
            page(
                "about",
                "/zwischenzeilen/about",
                "about",
                "Über Zwischenzeilen",
                "medium-publication-about",
                [
                    "Zwischenzeilen ist eine unabhängige Publikation für Essays, Reportagen und Gespräche über das Leben in der Stadt: Wohnen, Arbeiten, Unterwegssein, Klima. Wir veröffentlichen zwei- bis dreimal pro Woche.",
                    "Wir suchen Texte, die genau hinschauen: Selbstversuche mit Zahlen, Reportagen aus dem Alltag, Gespräche mit Menschen, die etwas wissen. Keine Listen mit Lifehacks, keine Pressemitteilungen.",
                    "Du möchtest für uns schreiben? Schick uns einen kurzen Themenvorschlag und zwei Arbeitsproben an redaktion@zwischenzeilen.test. Wir antworten auf jede Einsendung, auch wenn es manchmal zwei Wochen dauert.",
                ],
            )
        )
        add(
            page(
                "impressum",
                "/zwischenzeilen/impressum-5c0e9d2a7b14",
                "policy",
                "Impressum",
                "medium-post-template-impressum",
                [
                    "Zwischenzeilen ist eine Publikation auf Medium.",
                    "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Lena Hartmann, Lindenauer Markt 12, 04177 Leipzig.",
                    "Kontakt: redaktion@zwischenzeilen.test",
                    "Die Texte geben die Meinung der jeweiligen Autorinnen und Autoren wieder. Für die Inhalte verlinkter Seiten sind ausschließlich deren Betreiber verantwortlich.",
                ],
                story_template=True,
                author="Lena Hartmann",
                stamp="12. Jan. 2024",
                minutes=1,
            )
        )
        add(
            story(
                "wohnen",
                "/zwischenzeilen/warum-in-leipzig-ploetzlich-alle-genossenschaften-gruenden-3f9a2c1b7e4d",
                "Warum in Leipzig plötzlich alle Genossenschaften gründen",
                "2026-12-04",
                "2026-12-04T08:12:33.120Z",
                shown("2026-12-04"),
                ["Lena Hartmann"],
                [
                    "Als Miriam und Felix Kroll im Frühjahr 2024 zum ersten Mal durch das Haus in der Eisenbahnstraße gingen, roch es nach Schimmel und Taubendreck. Die Fenster im Treppenhaus waren mit Spanplatten vernagelt, im Hof stand ein ausgebranntes Moped. „Wir haben uns angeschaut und gedacht: Das ist es“, erzählt Felix Kroll. Zweieinhalb Jahre später wohnen in dem Gründerzeitbau 23 Menschen, und das Haus gehört ihnen. Genauer gesagt: einer Genossenschaft, die sie selbst gegründet haben.",
                    "Die Krolls sind keine Ausnahme. In Leipzig sind seit 2020 mindestens 41 neue Wohnungsgenossenschaften ins Register eingetragen worden, mehr als in jeder anderen ostdeutschen Stadt. Die meisten sind klein, oft nur ein Haus mit zehn bis dreißig Wohnungen. Zusammen besitzen sie inzwischen rund 1.100 Wohnungen.",
                    "## Eine alte Idee, neu entdeckt",
                    "Genossenschaften sind in Deutschland nichts Neues. Die ersten entstanden Mitte des 19. Jahrhunderts als Antwort auf die Wohnungsnot in den Industriestädten, und in Leipzig prägen die großen Traditionsgenossenschaften bis heute ganze Stadtteile. Neu ist, wer sie jetzt gründet: vor allem Menschen zwischen 25 und 40, die in der Stadt bleiben wollen, sich aber keine Eigentumswohnung leisten können und dem Mietmarkt nicht mehr trauen.",
                    "„Die Leute wollen nicht spekulieren, sie wollen Sicherheit“, sagt Annegret Pohl, die beim Netzwerk Leipziger Freiheit neue Wohnprojekte berät. „Eine Genossenschaft kann ihnen niemand kündigen, und die Miete steigt nur, wenn die Kosten steigen.“ In den Häusern, die Pohl betreut, liegt die Nettokaltmiete im Schnitt bei 7,40 Euro pro Quadratmeter, deutlich unter dem, was bei Neuvermietungen in denselben Vierteln verlangt wird.",
                    "FIG: Gründerzeithaus mit vernagelten Fenstern | Das Haus in der Eisenbahnstraße vor der Sanierung. Foto: Felix Kroll",
                    "## Das Geld kommt von den Bewohnern – und von der Stadt",
                    "Der Haken ist das Eigenkapital. Wer in eine der jungen Genossenschaften einzieht, muss Anteile zeichnen, meist zwischen 15.000 und 40.000 Euro pro Wohnung. Für viele ist das nur mit Hilfe von Familie oder Freunden möglich. Manche Projekte arbeiten deshalb mit Direktkrediten, also privaten Darlehen von Unterstützerinnen und Unterstützern, die oft nur ein oder zwei Prozent Zinsen bekommen.",
                    "Seit 2023 hilft auch die Stadt. Leipzig vergibt einige ihrer eigenen Grundstücke nicht mehr an den Meistbietenden, sondern im Erbbaurecht an die Projekte mit dem besten Konzept. Bisher sind so elf Grundstücke an Genossenschaften gegangen. „Das ist der wichtigste Hebel, den eine Kommune hat“, sagt Stadträtin Dorothea Lenz, die das Programm mit angestoßen hat.",
                    "## Nicht alle sind begeistert",
                    "Kritik kommt ausgerechnet von den alten Genossenschaften. Einige Vorstände halten die neuen Projekte für zu klein, um professionell verwaltet zu werden, und befürchten, dass sie bei der ersten großen Reparatur in Schwierigkeiten geraten. Auch Mieterverbände sehen das Modell zwiespältig: Es helfe denen, die Eigenkapital mitbringen, aber nicht denjenigen, die am dringendsten eine Wohnung suchen.",
                    "Felix Kroll kennt diese Einwände. „Natürlich lösen wir nicht die Wohnungsfrage“, sagt er. „Aber wir haben ein Haus vor dem Verfall und vor Spekulanten gerettet. Das ist nicht nichts.“ Im Erdgeschoss soll im kommenden Frühjahr ein Nachbarschaftscafé eröffnen. Die Genossenschaft sucht noch jemanden, der es betreibt.",
                ],
                "medium-story-subtitle-figure",
                dek="Steigende Mieten, leere Altbauten und eine alte Idee: Wie junge Wohnprojekte den Immobilienmarkt der Stadt verändern.",
                mid="3f9a2c1b7e4d",
                minutes=7,
                claps="1,2K",
                responses=23,
                tags=["Wohnen", "Leipzig", "Genossenschaft", "Stadt"],
            )
        )
        add(
            story(
                "member",
                "/zwischenzeilen/ich-habe-ein-jahr-lang-nichts-neues-gekauft-b81d0e6a44c2",
                "Ich habe ein Jahr lang nichts Neues gekauft. Eine Bilanz.",
                "2026-12-02",
                "2026-12-02T06:30:05.771Z",
                shown("2026-12-02"),
                ["Aylin Demir"],
                [
                    "Am 1. Dezember 2025 habe ich mir eine Regel gegeben: Ein Jahr lang kaufe ich nichts Neues, was nicht gegessen, getrunken oder verbraucht wird. Ausgenommen waren Lebensmittel, Medikamente, Hygieneartikel und Reparaturen. Alles andere musste gebraucht sein, geliehen, getauscht oder eben: nicht gekauft.",
                    "Ich hatte damals das Gefühl, dass meine Wohnung voller Dinge ist, die ich nicht brauche, und dass ich trotzdem ständig etwas bestelle. Mein Onlinebanking gab mir recht: 2025 hatte ich rund 3.400 Euro für Kleidung, Haushaltskram und Technik ausgegeben. Vieles davon hätte ich nicht einmal aufzählen können.",
                    "## Die ersten drei Monate waren die schwersten",
                    "Im Januar ging mein Wasserkocher kaputt. Ich habe zwei Wochen lang Wasser im Topf gekocht, bevor ich auf einem Nachbarschaftsportal einen für fünf Euro gefunden habe. Im Februar wollte ich unbedingt eine neue Winterjacke, obwohl meine alte noch völlig in Ordnung war. Ich hatte die Jacke drei Tage lang in einem Tab offen und habe ihn dann geschlossen. Das Gefühl kam nicht wieder.",
                    "Das war vielleicht die wichtigste Erkenntnis: Das Verlangen nach einer Sache hält selten länger als ein paar Tage, wenn man es nicht sofort befriedigt. Ich habe mir angewöhnt, alles, was ich kaufen wollte, auf eine Liste zu schreiben. Am Ende des Jahres standen 61 Dinge darauf. Bei 48 davon wusste ich im Dezember nicht mehr, warum ich sie haben wollte.",
                    "## Was ich wirklich vermisst habe",
                    "Bücher. Ich lese viel, und gebrauchte Bücher sind zwar leicht zu bekommen, aber nicht die, die gerade erschienen sind. Ich habe die Stadtbibliothek wiederentdeckt, was schön war, und mich bei drei Neuerscheinungen fast ein halbes Jahr auf die Warteliste setzen lassen, was weniger schön war.",
                    "Und Schuhe. Gebrauchte Kleidung zu finden ist einfach, gebrauchte Laufschuhe in Größe 41, die nicht völlig durchgelaufen sind, nicht. Im August habe ich die Regel gebrochen und ein Paar neu gekauft. Ich bereue es nicht.",
                    "## Was es gebracht hat",
                    "Ich habe in diesem Jahr etwa 2.700 Euro weniger ausgegeben als im Jahr davor. Ich habe zwei Regale, einen Schreibtischstuhl und ein Fahrrad gebraucht gekauft und mehr Zeit damit verbracht, Dinge zu reparieren, als in den zehn Jahren davor. Meine Nachbarin hat mir beigebracht, wie man eine Nähmaschine einfädelt.",
                    "Weitermachen werde ich trotzdem nicht, jedenfalls nicht mit dieser strengen Regel. Sie hat mir gezeigt, wie viel ich aus Gewohnheit kaufe, aber sie hat mich auch an Stellen eingeschränkt, an denen es niemandem genutzt hat. Ab jetzt gilt: Bei allem, was mehr als 30 Euro kostet, warte ich zwei Wochen. Wenn ich es dann noch will, kaufe ich es. Gebraucht, wenn es geht.",
                ],
                "medium-member-only-story-served-whole",
                dek="Keine Kleidung, keine Elektronik, keine Möbel. Was ich vermisst habe, was nicht – und warum ich trotzdem nicht weitermache.",
                mid="b81d0e6a44c2",
                minutes=6,
                claps="3,4K",
                responses=61,
                tags=["Konsum", "Nachhaltigkeit", "Klimawandel", "Selbstversuch"],
                member=True,
            )
        )
        add(
            story(
                "translation",
                "/zwischenzeilen/was-medellin-aus-seinen-seilbahnen-gelernt-hat-0c7e3a9f12d5",
                "Was Medellín aus seinen Seilbahnen gelernt hat",
                "2026-11-29",
                "2026-11-29T09:00:41.016Z",
                shown("2026-11-29"),
                ["Sofía Ramírez Ortega"],
                [
                    "NOTE: Übersetzt aus dem Spanischen von Jonas Berger. Der Text erschien zuerst in der Publikation „Ciudad Abierta“.",
                    "Wer zum ersten Mal mit der Metrocable über die Hänge von Santo Domingo Savio schwebt, versteht sofort, warum diese Seilbahn weltweit zum Symbol geworden ist. Unter der Gondel ziehen Dächer aus Wellblech und Ziegel vorbei, Wäsche auf den Terrassen, Kinder, die Drachen steigen lassen. In zwölf Minuten ist man unten an der Metrostation Acevedo. Früher dauerte derselbe Weg mit Bus und zu Fuß mehr als eine Stunde.",
                    "Ich bin in diesem Viertel aufgewachsen, und ich arbeite seit fünfzehn Jahren als Stadtplanerin in Medellín. Deshalb möchte ich die Geschichte der Seilbahnen etwas anders erzählen als die Reportagen, die meist darüber geschrieben werden.",
                    "## Es ging nie nur um Transport",
                    "Die erste Linie, die 2004 eröffnet wurde, war Teil eines viel größeren Programms. Gleichzeitig mit den Stationen entstanden Bibliotheken, Schulen, Sportplätze und beleuchtete Treppen. Die Seilbahn war das sichtbarste Projekt, aber nicht unbedingt das wichtigste. Viele Menschen in den Vierteln sagen bis heute, dass die Bibliothek ihr Leben stärker verändert hat als die Gondel.",
                    "Das ist die erste Lektion, und sie wird außerhalb Kolumbiens oft übersehen: Eine Seilbahn allein verändert ein Viertel nicht. Sie verbindet es. Was dann passiert, hängt davon ab, was sonst noch gebaut wird.",
                    "## Die Fehler",
                    "Nicht alles hat funktioniert. Die Linie zum Parque Arví, die Ausflügler in ein Naherholungsgebiet bringen sollte, ist an Wochentagen fast leer. Die Linie H in Villa Sierra wurde so spät eröffnet, dass viele Anwohner schon weggezogen waren. Und in einigen Vierteln sind die Mieten nach der Eröffnung so stark gestiegen, dass genau die Familien verdrängt wurden, für die die Bahn gebaut worden war.",
                    "Wir haben in Medellín zu lange geglaubt, dass eine gute Verkehrsverbindung automatisch allen hilft. Heute wissen wir, dass man Verdrängung von Anfang an mitdenken muss: mit Mietregeln, mit öffentlichem Wohnungsbau, mit Beteiligung.",
                    "## Und Europa?",
                    "In den letzten Jahren haben mich Delegationen aus Paris, Toulouse, Wuppertal und Bonn besucht. Alle wollten wissen, ob eine Seilbahn auch bei ihnen funktionieren würde. Meine Antwort ist immer dieselbe: Fragen Sie nicht, ob die Technik passt. Fragen Sie, welches Problem Sie lösen wollen und für wen.",
                    "In Medellín war das Problem eindeutig: Hunderttausende Menschen lebten an steilen Hängen, ohne vernünftige Verbindung in die Stadt. In vielen europäischen Städten ist die Lage komplizierter. Eine Seilbahn kann dort sinnvoll sein, aber sie ist kein Zaubertrick. Sie ist ein Verkehrsmittel. Und wie jedes Verkehrsmittel ist sie nur so gut wie die Stadt, die sie umgibt.",
                ],
                "medium-translated-story-translator-line",
                dek="Vor gut zwanzig Jahren eröffnete die erste Metrocable-Linie. Eine Stadtplanerin aus Medellín über Erfolge, Fehler und die Frage, was europäische Städte davon lernen können.",
                mid="0c7e3a9f12d5",
                minutes=6,
                claps="870",
                responses=12,
                tags=["Stadtplanung", "Medellín", "Mobilität", "Stadt"],
            )
        )
        add(
            story(
                "utc",
                "/zwischenzeilen/die-nachtbusse-von-hamburg-9e44b7c0d1a8",
                "Die Nachtbusse von Hamburg und die Menschen, die sie fahren",
                "2026-12-03",
                "2026-12-02T23:35:12.408Z",
                shown("2026-12-03"),
                ["Tobias Brandauer"],
                [
                    "Um 0:48 Uhr steigt Jörg Wendland in den Bus, den er in den nächsten sechs Stunden nicht verlassen wird, abgesehen von zwei kurzen Pausen an der Endhaltestelle. Er fährt seit 19 Jahren für die Hamburger Hochbahn, seit elf Jahren fast nur nachts. „Nachts sind die Leute ehrlicher“, sagt er, während er den Spiegel einstellt. „Tagsüber sind alle gestresst. Nachts sind sie müde, betrunken oder traurig. Damit kann ich umgehen.“",
                    "Die Linie 600 ist eine der ältesten Nachtbuslinien der Stadt. Sie verbindet den Rathausmarkt mit Bergedorf im Osten Hamburgs und fährt in den Nächten von Montag bis Donnerstag alle halbe Stunde, am Wochenende alle zwanzig Minuten. In einer normalen Nacht nutzen sie rund 1.800 Fahrgäste.",
                    "## Wer nachts Bus fährt",
                    "Die meisten von ihnen kommen nicht aus Clubs. Es sind Reinigungskräfte, die um zwei Uhr in Büros anfangen, Pflegekräfte nach der Spätschicht, Köche, Lagerarbeiter, Taxifahrer auf dem Heimweg. Eine Erhebung der Hochbahn aus dem vergangenen Jahr ergab, dass unter der Woche etwa 60 Prozent der Fahrgäste in den Nachtbussen zur Arbeit oder von der Arbeit fahren.",
                    "Gegen halb zwei steigt an der Haltestelle Hammer Kirche eine Frau mit einem Rollkoffer ein. Sie heißt Danuta, sagt sie, und putzt in einem Hotel am Flughafen. Sie fährt diese Strecke viermal pro Woche und kennt Jörg Wendland beim Vornamen. „Wenn er Urlaub hat, merke ich das sofort“, sagt sie. „Die anderen fahren schneller.“",
                    "## Ein Beruf, den kaum jemand machen will",
                    "Die Hochbahn sucht seit Jahren Fahrerinnen und Fahrer, für die Nachtschichten ist es besonders schwierig. Es gibt Zuschläge, aber der Rhythmus zermürbt. Wendland sagt, er habe sich nach zwei Jahren daran gewöhnt, tagsüber zu schlafen. Seine Frau nicht. „Wir frühstücken zusammen, wenn sie zur Arbeit geht und ich ins Bett. Das ist unser Abendessen.“",
                    "Um 3:20 Uhr, an der Endhaltestelle in Bergedorf, raucht er eine Zigarette und schaut auf die leeren Straßen. Dann fährt er zurück in die Stadt. Der Bus ist jetzt fast leer, nur ein junger Mann schläft in der letzten Reihe. Wendland weckt ihn am Hauptbahnhof, ganz vorsichtig.",
                ],
                "medium-story-utc-previous-day",
                dek="Eine Nacht auf der Linie 600, zwischen Rathausmarkt und Bergedorf.",
                mid="9e44b7c0d1a8",
                minutes=5,
                claps="642",
                responses=9,
                tags=["Hamburg", "Arbeit", "Nahverkehr", "Stadt"],
            )
        )
        add(
            story(
                "essay",
                "/zwischenzeilen/wir-muessen-aufhoeren-homeoffice-als-privileg-zu-behandeln-5d2f81ab6e09",
                "Wir müssen aufhören, Homeoffice als Privileg zu behandeln",
                "2026-11-30",
                "2026-11-30T10:00:19.532Z",
                shown("2026-11-30"),
                ["Katrin Vogelsang"],
                [
                    "Es vergeht kaum eine Woche, in der nicht ein großes Unternehmen verkündet, dass seine Beschäftigten wieder öfter ins Büro kommen sollen. Drei Tage, vier Tage, manchmal fünf. Begründet wird das fast immer mit denselben Worten: Zusammenarbeit, Unternehmenskultur, Innovation. Wer widerspricht, gilt schnell als bequem.",
                    "Ich halte diese Debatte für unehrlich, und zwar aus einem einfachen Grund: Die Zahlen geben sie nicht her. Die meisten Studien der letzten Jahre zeigen, dass hybride Arbeit die Produktivität nicht senkt, in manchen Fällen sogar erhöht. Was sinkt, ist die Fluktuation. Wer flexibel arbeiten kann, kündigt seltener.",
                    "Eine Leserin, Projektleiterin in einem Versicherungskonzern, schrieb mir nach meinem letzten Text zu diesem Thema:",
                    "> Wir haben in der Pandemie nicht weniger gearbeitet, sondern anders. Drei Jahre lang hat das niemanden gestört. Jetzt soll es plötzlich ein Problem gewesen sein.",
                    "Genau das ist der Punkt. Homeoffice war nie ein Geschenk der Arbeitgeber. Es war eine Notlösung, die sich bewährt hat, und zwar für beide Seiten. Unternehmen haben Büroflächen eingespart, Beschäftigte Pendelzeit. Wer das jetzt zurückdrehen will, sollte wenigstens ehrlich sagen, warum.",
                    "## Es geht um Sichtbarkeit",
                    "Ich habe in den vergangenen Monaten mit gut zwanzig Führungskräften über das Thema gesprochen, anonym, weil kaum jemand öffentlich darüber reden will. Fast alle gaben zu, dass es ihnen weniger um Ergebnisse geht als um ein Gefühl. Sie wollen sehen, dass gearbeitet wird. Sie wollen den Flurfunk hören. Sie vermissen, offen gesagt, ihre eigene Bedeutung.",
                    "Das ist menschlich und verständlich. Aber es ist keine Grundlage für eine Personalpolitik, die Millionen Menschen betrifft, von denen viele Kinder betreuen, Angehörige pflegen oder schlicht eine Stunde pro Strecke im Regionalzug sitzen.",
                    "## Was es stattdessen bräuchte",
                    "Ich plädiere nicht dafür, Büros abzuschaffen. Es gibt gute Gründe, sich zu treffen: zum Einarbeiten, für schwierige Gespräche, für Projekte, die Nähe brauchen. Aber diese Gründe sollten bestimmen, wann jemand ins Büro kommt, nicht eine pauschale Quote, die in einer Vorstandssitzung festgelegt wurde.",
                    "Und wir sollten aufhören, von Homeoffice als Privileg zu sprechen. Ein Privileg ist etwas, das man sich verdient oder das einem gewährt wird. Mobiles Arbeiten ist eine Arbeitsform. Sie hat Vor- und Nachteile, und über die sollten wir reden: sachlich, mit Zahlen und ohne den Verdacht, dass wer zu Hause arbeitet, eigentlich gar nicht arbeitet.",
                ],
                "medium-essay-blockquote",
                dek="Die Rückkehr ins Büro wird als Normalisierung verkauft. Dabei geht es um Kontrolle, nicht um Produktivität.",
                mid="5d2f81ab6e09",
                minutes=5,
                claps="5,8K",
                responses=144,
                tags=["Arbeit", "Homeoffice", "Gesellschaft"],
            )
        )
        add(
            story(
                "kurz",
                "/zwischenzeilen/berlin-testet-tempo-30-auf-der-sonnenallee-71aa0c5e9b3f",
                "Berlin testet Tempo 30 auf der Sonnenallee",
                "2026-12-04",
                "2026-12-04T15:40:02.300Z",
                shown("2026-12-04"),
                ["Tobias Brandauer"],
                [
                    "Auf der Sonnenallee in Neukölln gilt ab dem 15. Januar zwischen Hermannplatz und Wildenbruchstraße Tempo 30, rund um die Uhr. Das hat die Senatsverwaltung für Mobilität am Donnerstag mitgeteilt. Der Versuch ist zunächst auf ein Jahr befristet.",
                    "Begründet wird die Maßnahme mit der Luftqualität und der Zahl der Unfälle: Auf dem 1,4 Kilometer langen Abschnitt wurden im vergangenen Jahr 212 Unfälle registriert, 19 davon mit Schwerverletzten. Die Stickstoffdioxidwerte lagen an der Messstelle Sonnenallee 2025 knapp unter dem Grenzwert.",
                    "Der ADAC Berlin-Brandenburg kritisierte den Versuch als „Symbolpolitik“, die Bezirksbürgermeisterin begrüßte ihn. Die Busse der Linie M41 sollen trotz der Geschwindigkeitsbegrenzung ihren Takt halten.",
                ],
                "medium-short-story-2-min",
                mid="71aa0c5e9b3f",
                minutes=2,
                claps="118",
                responses=4,
                tags=["Berlin", "Verkehr", "Stadt"],
            )
        )
        add(
            story(
                "interview",
                "/zwischenzeilen/ein-baum-ersetzt-keine-klimaanlage-aber-er-hilft-2b6d9f0e8c71",
                "„Ein Baum ersetzt keine Klimaanlage, aber er hilft“ – ein Gespräch mit der Stadtklimatologin Miriam Oswald",
                "2026-11-26",
                "2026-11-26T08:00:55.870Z",
                shown("2026-11-26"),
                ["Lena Hartmann"],
                [
                    "Miriam Oswald forscht am Institut für Meteorologie der Universität Kassel darüber, wie sich Städte im Sommer aufheizen und was man dagegen tun kann. Im vergangenen Jahr hat sie mit ihrem Team die Hitzeinseln von 14 deutschen Großstädten kartiert. Wir haben mit ihr über die Ergebnisse gesprochen.",
                    "Q: Frau Oswald, wie viel heißer ist es in einer Innenstadt als im Umland? || In einer heißen Sommernacht können es acht bis zehn Grad sein. Tagsüber ist der Unterschied kleiner, aber nachts kühlen versiegelte Flächen kaum ab, weil Beton und Asphalt die Wärme speichern und langsam wieder abgeben. Das ist für die Gesundheit das eigentliche Problem: Wer nachts nicht unter 25 Grad kommt, schläft schlecht, und das summiert sich über eine Hitzewelle.",
                    "Q: Welche Stadt hat Sie bei Ihrer Kartierung am meisten überrascht? || Positiv überrascht hat mich Freiburg, weil dort Frischluftschneisen seit Jahrzehnten in der Planung berücksichtigt werden. Negativ vielleicht Mannheim. Die Quadrate in der Innenstadt sind dicht bebaut und kaum begrünt, und die Rheinebene ist ohnehin eine der wärmsten Gegenden Deutschlands.",
                    "Q: Was hilft am meisten? || Schatten und Wasser. Bäume sind am wirksamsten, weil sie beides leisten: Sie werfen Schatten und verdunsten Wasser. Unter einer großen Linde kann die gefühlte Temperatur um zehn Grad niedriger sein als auf einem offenen Platz daneben. Ein Baum ersetzt keine Klimaanlage, aber er hilft, und er braucht keinen Strom.",
                    "Q: Warum dauert der Umbau so lange? || Weil unter jeder Straße Leitungen liegen, weil jeder Baum Platz braucht, der heute Parkplatz ist, und weil die Zuständigkeiten verstreut sind. Für den Baum ist das Grünflächenamt zuständig, für die Straße das Tiefbauamt, für die Leitungen die Stadtwerke. Das ist kein böser Wille, aber es macht jedes Projekt langsam.",
                    "Q: Was können Menschen tun, die in einer heißen Dachwohnung leben? || Tagsüber abdunkeln, am besten von außen, und nachts querlüften. Und sich um die Nachbarn kümmern, besonders um ältere Menschen. Die meisten Hitzetoten sterben nicht auf der Straße, sondern allein in ihrer Wohnung.",
                ],
                "medium-interview-bold-questions",
                dek="Die Stadtklimatologin über Hitzesommer, versiegelte Plätze und die Frage, warum Städte so langsam umbauen.",
                mid="2b6d9f0e8c71",
                minutes=5,
                claps="1,9K",
                responses=31,
                tags=["Klimawandel", "Stadtklima", "Hitze", "Stadt"],
            )
        )
        add(
            story(
                "liste",
                "/zwischenzeilen/fuenf-dinge-ueber-balkonkraftwerke-e0f3c6a2b915",
                "Fünf Dinge, die ich über Balkonkraftwerke gern früher gewusst hätte",
                "2026-11-24",
                "2026-11-24T17:00:08.044Z",
                shown("2026-11-24"),
                ["Aylin Demir"],
                [
                    "Vor einem Jahr habe ich zwei Solarmodule an mein Balkongeländer geschraubt. 800 Watt, ein Wechselrichter, ein Stecker. Ich war, ehrlich gesagt, ziemlich stolz. Inzwischen bin ich etwas klüger. Hier sind fünf Dinge, die ich gern vorher gewusst hätte.",
                    "# **Die Ausrichtung ist wichtiger als die Leistung.** Mein Balkon zeigt nach Südwesten, aber das Nachbarhaus wirft ab drei Uhr nachmittags Schatten. Im ersten Jahr haben meine Module 540 Kilowattstunden erzeugt, etwa zwei Drittel dessen, was der Rechner im Internet versprochen hatte.",
                    "# **Der Vermieter muss gefragt werden, darf aber kaum noch Nein sagen.** Seit der Gesetzesänderung 2024 gelten Balkonkraftwerke als privilegierte Maßnahme. Mein Vermieter wollte trotzdem eine Versicherungsbestätigung und eine Zeichnung der Befestigung. Das hat sechs Wochen gedauert.",
                    "# **Man verbraucht den Strom nicht automatisch selbst.** Tagsüber bin ich meistens im Büro. Am Anfang ist ein großer Teil meines Stroms deshalb ungenutzt ins Netz geflossen. Seit ich die Waschmaschine mit Zeitvorwahl laufen lasse, hat sich das deutlich verbessert.",
                    "# **Die Ersparnis ist real, aber bescheiden.** Bei meinem Strompreis von 34 Cent pro Kilowattstunde spare ich etwa 130 Euro im Jahr. Die Anlage hat 520 Euro gekostet. Sie hat sich also nach etwa vier Jahren bezahlt gemacht, wenn nichts kaputtgeht.",
                    "# **Die Überraschung: Es verändert, wie man über Strom denkt.** Ich schaue jeden Abend in die App, wie viel meine Module produziert haben. Ich weiß jetzt, wie viel Strom ein Föhn braucht und wie wenig ein Laptop. Das hat mehr an meinem Verbrauch geändert als jeder Ratgeber.",
                    "Würde ich es wieder machen? Ja, sofort. Aber ich würde vorher einen Nachmittag lang beobachten, wo der Schatten hinfällt.",
                ],
                "medium-numbered-list-story",
                dek="Seit einem Jahr produziere ich auf meinem Balkon Strom. Eine Bilanz mit Zahlen, Ärger und einer Überraschung.",
                mid="e0f3c6a2b915",
                minutes=4,
                claps="2,1K",
                responses=47,
                tags=["Energie", "Klimawandel", "Solar"],
            )
        )

    # ------------------------------------------------------------------ chrome
    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        head = []
        if doc.is_article:
            a = doc.authors[0]
            handle = WRITERS[a][0]
            title = f"{doc.title} | by {a} | Zwischenzeilen | Medium"
            head += [
                f'<meta data-rh="true" name="description" content="{esc(doc.dek or self.lede(doc))}">',
                f'<meta data-rh="true" property="og:type" content="article"><meta data-rh="true" property="og:title" content="{esc(doc.title)}">',
                f'<meta data-rh="true" property="og:url" content="{esc(url)}"><meta data-rh="true" property="og:site_name" content="Medium">',
                f'<meta data-rh="true" property="article:published_time" content="{doc.iso}">',
                f'<meta data-rh="true" name="author" content="{esc(a)}"><meta data-rh="true" property="article:author" content="{self.origin}/@{handle}">',
                f'<meta data-rh="true" name="twitter:label1" content="Reading time"><meta data-rh="true" name="twitter:data1" content="{doc.extra["minutes"]} min read">',
                '<meta data-rh="true" name="robots" content="index,noarchive,follow,max-image-preview:large">',
                f'<link data-rh="true" rel="author" href="{self.origin}/@{handle}">',
            ]
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "image": [f"https://miro.medium.test/v2/resize:fit:1200/1*{doc.extra['mid']}.jpeg"],
                "url": url,
                "dateCreated": doc.iso,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "headline": doc.title,
                "name": doc.title,
                "description": doc.dek or self.lede(doc),
                "identifier": doc.extra["mid"],
                "author": {"@type": "Person", "name": a, "url": f"{self.origin}/@{handle}"},
                "creator": [a],
                "publisher": {
                    "@type": "Organization",
                    "name": "Zwischenzeilen",
                    "url": f"{self.origin}/zwischenzeilen",
                    "logo": {
                        "@type": "ImageObject",
                        "width": 272,
                        "height": 60,
                        "url": "https://miro.medium.test/v2/resize:fit:544/1*zwz-logo.png",
                    },
                },
                "mainEntityOfPage": url,
                "isAccessibleForFree": "False" if doc.extra.get("member") else "True",
            }
            if doc.extra.get("member"):
                ld["hasPart"] = {
                    "@type": "WebPageElement",
                    "isAccessibleForFree": "False",
                    "cssSelector": ".meteredContent",
                }
            head.append(
                f'<script data-rh="true" type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>'
            )
        else:
            title = (
                f"{doc.title} – Medium"
                if doc.key in ("profile", "search", "tag", "responses")
                else f"{doc.title} – Zwischenzeilen"
            )
            head += [
                '<meta data-rh="true" name="description" content="Essays, Reportagen und Gespräche über das Leben in der Stadt.">',
                f'<meta data-rh="true" property="og:type" content="{"profile" if doc.kind == "author" else "website"}"><meta data-rh="true" property="og:title" content="{esc(doc.title)}">',
                f'<meta data-rh="true" property="og:url" content="{esc(url)}"><meta data-rh="true" property="og:site_name" content="Medium">',
            ]
            if doc.kind in ("search", "comments"):
                head.append('<meta data-rh="true" name="robots" content="noindex,follow,max-image-preview:large">')
        apollo = {
            "ROOT_QUERY": {
                "viewer": None,
                "variantFlags": [
                    {"name": "enable_lite_post_page", "valueType": {"__typename": "VariantFlagBoolean", "value": True}}
                ],
            },
            "Collection:7d1c0a9e2b44": {
                "id": "7d1c0a9e2b44",
                "name": "Zwischenzeilen",
                "slug": "zwischenzeilen",
                "domain": None,
                "subscriberCount": 4821,
            },
        }
        if doc.is_article:
            apollo[f"Post:{doc.extra['mid']}"] = {
                "id": doc.extra["mid"],
                "title": doc.title,
                "firstPublishedAt": 0,
                "isLocked": bool(doc.extra.get("member")),
                "readingTime": doc.extra["minutes"] + 0.21,
                "clapCount": doc.extra["claps"],
                "postResponses": {"count": doc.extra["responses"]},
            }
        return f"""<!doctype html><html lang="de"><head><title>{esc(title)}</title><meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1,maximum-scale=1"><meta name="theme-color" content="#000000"><meta property="og:site_name" content="Medium"><meta property="al:ios:app_name" content="Medium"><meta property="al:ios:app_store_id" content="828256236"><link rel="search" type="application/opensearchdescription+xml" title="Medium" href="/osd.xml">
<link rel="icon" href="https://miro.medium.test/v2/1*m-R_BkNf1Qjr1YbyOIJY2w.png">
{chr(10).join(head)}
<link data-rh="true" rel="canonical" href="{esc(url)}">
<style type="text/css" data-fela-rehydration="550" data-fela-type="STATIC">html{{box-sizing:border-box;-webkit-text-size-adjust:100%}}*, *:before, *:after{{box-sizing:inherit}}body{{margin:0;padding:0;text-rendering:optimizeLegibility;-webkit-font-smoothing:antialiased;color:rgba(0,0,0,0.8);position:relative;min-height:100vh}}</style><style type="text/css" data-fela-rehydration="550" data-fela-type="RULE">/*PAD*/</style></head>
<body><div id="root"><div class="a b c"><div class="d e f g h i j k"></div><div class="l c">
<div class="{gen("nav", 6)}"><div class="ab q {gen("navin", 3)}"><a href="{self.origin}/" aria-label="Medium-Startseite" class="{gen("logo", 4)}">Medium</a>
<div class="ab q"><a href="{self.origin}/search" class="{gen("s", 3)}">Suchen</a> <a href="{self.origin}/new-story" class="{gen("w", 3)}">Schreiben</a> <a href="{self.origin}/m/signin?operation=register&amp;redirect={esc(url)}" class="{gen("r", 4)}">Registrieren</a> <a href="{self.origin}/m/signin?operation=login&amp;redirect={esc(url)}" class="{gen("l", 4)}">Anmelden</a></div></div></div>
<div class="{gen("pubnav", 5)}"><div class="ab q">{self.a("home", "Zwischenzeilen", "nav", cls=gen("pubname", 4))} <nav class="ab">{self.a("home", "Startseite", "nav", cls="af ag")} {self.a("stadt", "Stadt", "nav", cls="af ag")} <a href="{self.origin}/zwischenzeilen/tagged/arbeit" class="af ag">Arbeit</a> <a href="{self.origin}/zwischenzeilen/tagged/klima" class="af ag">Klima</a> {self.a("archive", "Archiv", "nav", cls="af ag")} {self.a("about", "Über uns", "nav", cls="af ag")}</nav></div></div>
{main}
<div class="{gen("foot", 5)}"><div class="ab q {gen("footin", 3)}"><a href="https://help.medium.test/hc/de" class="af ag">Hilfe</a> <a href="https://medium.test/statuspage" class="af ag">Status</a> {self.a("impressum", "Impressum", "footer", cls="af ag")} <a href="{self.origin}/about?autoplay=1" class="af ag">Über</a> <a href="{self.origin}/jobs-at-medium/work-at-medium" class="af ag">Karriere</a> <a href="https://policy.medium.test/medium-privacy-policy-f03bf92035c9" class="af ag">Datenschutz</a> <a href="https://policy.medium.test/medium-terms-of-service-9db0094a1e0f" class="af ag">Nutzungsbedingungen</a> <a href="https://speechify.test/medium" class="af ag">Text-to-Speech</a></div></div>
</div></div></div>
<script>window.__BUILD_ID__="main-20261203-183512-9f1c2e7a40"</script><script>window.__GRAPHQL_URI__ = "https://medium.test/_/graphql"</script><script>window.__PRELOADED_STATE__ = {{"algolia":{{}},"cache":{{"experimentGroupSet":true,"reason":"","group":"enabled","tags":["group-edgeCachePosts","post-{doc.extra.get("mid", "none")}"]}},"client":{{"hydrated":false,"isUs":false,"isNativeMedium":false,"isSafariMobile":false,"isSafari":false,"isFirefox":false,"routingEntity":{{"type":"COLLECTION","id":"7d1c0a9e2b44","explicit":true}}}},"config":{{"nodeEnv":"production","version":"main-20261203-183512-9f1c2e7a40","target":"production","productName":"Medium"}}}}</script><script>window.__APOLLO_STATE__ = {json.dumps(apollo, ensure_ascii=False)}</script><script src="https://cdn-client.medium.test/lite/static/js/manifest.2c1d9f0e.js"></script><script src="https://cdn-client.medium.test/lite/static/js/main.8a7f3b21.js"></script></body></html>"""

    def p_wrap(self, doc_key: str):
        counter = {"n": 0}

        def nxt() -> str:
            counter["n"] += 1
            return pid(f"{doc_key}-{counter['n']}")

        pcls = "pw-post-body-paragraph " + gen("p", 24) + " fj bk"
        hcls = gen("h", 16)

        def p(inner: str) -> str:
            return f'<p id="{nxt()}" class="{pcls}" data-selectable-paragraph="">{inner}</p>'

        def h(inner: str) -> str:
            return f'<h2 id="{nxt()}" class="{hcls} bf py pz qa gu" data-selectable-paragraph="">{inner}</h2>'

        def ol(items: list[str]) -> str:
            lis = "".join(
                f'<li id="{nxt()}" class="{pcls} qm qn qo bk" data-selectable-paragraph="">{i}</li>' for i in items
            )
            return f'<ol class="">{lis}</ol>'

        def quote(inner: str) -> str:
            return f'<blockquote class="{gen("bq", 3)}"><p id="{nxt()}" class="{pcls} qb qc" data-selectable-paragraph="">{inner}</p></blockquote>'

        def qa(q: str, a: str) -> str:
            return p(f'<strong class="ov gv">{q}</strong>') + p(a)

        def note(inner: str) -> str:
            return f'<p id="{nxt()}" class="{pcls}" data-selectable-paragraph=""><em class="ql">{inner}</em></p>'

        return {"p": p, "h2": h, "h3": h, "ol": ol, "quote": quote, "qa": qa, "note": note}

    def fig(self, alt: str, cap: str) -> str:
        credit = cap.rsplit("Foto: ", 1)
        caption = (
            f'{esc(credit[0])}Foto: <a href="https://unsplash.test/@fkroll" class="af ox" rel="noopener ugc nofollow" target="_blank">{esc(credit[1])}</a>'
            if len(credit) == 2
            else esc(cap)
        )
        return (
            f'<figure class="{gen("fig", 7)} paragraph-image"><div role="button" tabindex="0" class="{gen("figb", 5)}"><div class="{gen("figc", 3)}"><picture>'
            f'<source srcset="https://miro.medium.test/v2/resize:fit:640/format:webp/1*{zlib.crc32(alt.encode()):x}.jpeg 640w, https://miro.medium.test/v2/resize:fit:1400/format:webp/1*{zlib.crc32(alt.encode()):x}.jpeg 1400w" sizes="(min-resolution: 4dppx) and (max-width: 700px) 50vw, 700px" type="image/webp">'
            f'<img alt="{esc(alt)}" class="bh ls ns c" width="700" height="467" loading="eager" role="presentation"></picture></div></div>'
            f'<figcaption class="{gen("cap", 9)}" data-selectable-paragraph="">{caption}</figcaption></figure>'
        )

    def clapbar(self, doc: Doc) -> str:
        resp = (
            self.a("responses", str(doc.extra["responses"]), "comments", cls="pw-responses-count lr ls")
            if doc.key == "wohnen"
            else f'<span class="pw-responses-count lr ls">{doc.extra["responses"]}</span>'
        )
        return (
            f'<div class="{gen("bar", 6)}"><div class="ab q"><div class="pw-multi-vote-icon fj {gen("clap", 4)}"><button data-testid="headerClapButton" aria-label="clap" class="{gen("cb", 4)}"><svg width="24" height="24" viewBox="0 0 24 24" aria-label="clap"><path fill-rule="evenodd" d="M11.37.828 12 3.282l.63-2.454z"></path></svg></button></div>'
            f'<div class="pw-multi-vote-count l {gen("cc", 4)}"><p class="bf b dv z du"><span class="lh">{doc.extra["claps"]}</span></p></div></div>'
            f'<div class="ab q"><button class="af ag ah ai aj ak" aria-label="responses"><svg width="24" height="24" viewBox="0 0 24 24" class="lq"><path d="M18.006 16.803c1.533-1.456 2.234-3.325 2.234-5.321"></path></svg><p class="bf b dv z du">{resp}</p></button></div>'
            f'<div class="ab q {gen("act", 3)}"><button aria-label="Zur Leseliste hinzufügen" class="af ag">Speichern</button> <button data-testid="audioPlayButton" class="af ag">Anhören</button> <button aria-label="Teilen" class="af ag">Teilen</button></div></div>'
        )

    def story_main(self, doc: Doc) -> str:
        if doc.kind == "policy":
            author = doc.extra["author"]
            minutes, stamp = doc.extra["minutes"], doc.extra["stamp"]
        else:
            author = doc.authors[0]
            minutes, stamp = doc.extra["minutes"], doc.stamp
        handle, bio, followers = WRITERS[author]
        name_link = (
            self.a(
                "profile",
                author,
                "byline",
                attrs='data-testid="authorName" rel="noopener follow"',
                cls="af ag ah ai aj ak al am an ao ap aq ar as at",
            )
            if author == "Lena Hartmann"
            else f'<a class="af ag ah ai aj ak al am an ao ap aq ar as at" data-testid="authorName" rel="noopener follow" href="{self.origin}/@{handle}?source=post_page---byline--{doc.extra.get("mid", "")}---">{esc(author)}</a>'
        )
        badge = (
            f'<div class="{gen("badge", 4)}"><div class="ab q"><svg width="16" height="16" viewBox="0 0 64 64" fill="none"><path fill="#FFC017" d="m39.637 40.831-5.771 15.871"></path></svg><p class="bf b bg z du"><span>Member-only story</span></p></div></div>'
            if doc.extra.get("member")
            else ""
        )
        sub = (
            f'<div><h2 id="{pid(doc.key + "-sub")}" class="pw-subtitle-paragraph {gen("sub", 22)}" data-selectable-paragraph="">{esc(doc.dek)}</h2></div>'
            if doc.dek
            else ""
        )
        body = blocks_html(self, doc.blocks, fig=self.fig, wrap=self.p_wrap(doc.key))
        metered = ' class="meteredContent"' if doc.extra.get("member") else ""
        tags = ""
        if doc.is_article:
            tags = "".join(
                (
                    self.a("tag", t, "tags", cls="oy fj cw oz gg")
                    if t == "Klimawandel"
                    else self.a("stadt", t, "tags", cls="oy fj cw oz gg")
                    if t == "Stadt"
                    else f'<a href="{self.origin}/tag/{t.lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("í", "i").replace("é", "e")}?source=post_page-----{doc.extra["mid"]}---" rel="noopener follow"><div class="oy fj cw oz gg">{esc(t)}</div></a>'
                )
                for t in doc.extra["tags"]
            )
            tags = f'<div class="ou ov ab hv"><div class="ow ox ab">{tags}</div></div>'
        written = (
            f'<div class="{gen("wb", 5)}"><div class="ab"><img alt="{esc(author)}" class="l ep by dd de cx" src="https://miro.medium.test/v2/resize:fill:96:96/1*{handle}.jpeg" width="48" height="48"></div>'
            f'<h2 class="bf fr ny nz oa ob oc od oe bk"><span>Geschrieben von {esc(author)}</span></h2><p class="bf b dv z du">{followers} Follower · {"Herausgeberin von" if author == "Lena Hartmann" else "Schreibt für"} {self.a("home", "Zwischenzeilen", "aside", cls="af ag")}</p>'
            f'<p class="bf b dv z du">{esc(bio)}</p><button class="bf b bg z ps">Folgen</button></div>'
        )
        if not doc.is_article:
            return f"""<article><div class="l"><section><div class="{gen("story", 5)}"><div class="ab ca"><div class="ch bg fw fx fy fz">
<div><h1 id="{pid(doc.key)}" class="pw-post-title {gen("t", 20)}" data-testid="storyTitle" data-selectable-paragraph="">{esc(doc.title)}</h1></div>
<div class="speechify-ignore ab cp"><div class="ab q">{name_link}<span class="hm">·</span><span data-testid="storyReadTime">{minutes} Min. Lesezeit</span><span class="hm">·</span><span data-testid="storyPublishDate">{stamp}</span></div></div>
{body}
</div></div></div></section></div></article>
{written}"""
        responses_box = (
            f'<div class="{gen("resp", 5)}"><h2 class="bf fr">Antworten ({doc.extra["responses"]})</h2><div class="ab"><textarea placeholder="Was denkst du?"></textarea></div>'
            + (
                f'<div class="{gen("r1", 4)}"><p class="bf b"><a href="{self.origin}/@jensmoeller">Jens Möller</a> · 4. Dez. 2026</p><p class="bf b dv">Spannend. Wir sind in Dresden gerade dabei, etwas Ähnliches zu gründen – die Sache mit dem Erbbaurecht ist der Knackpunkt.</p></div>'
                f'<div class="{gen("r2", 4)}"><p class="bf b"><a href="{self.origin}/@ute.s">Ute Schramm</a> · 4. Dez. 2026</p><p class="bf b dv">Schöner Text, aber 40.000 Euro Anteil sind für die meisten Menschen in Leipzig nicht „sozial“.</p></div>'
                f"{self.a('responses', 'Alle Antworten ansehen', 'comments', cls='af ag ps')}"
                if doc.key == "wohnen"
                else f'<a class="af ag ps" href="{self.origin}/p/{doc.extra["mid"]}/responses/show">Alle Antworten ansehen</a>'
            )
            + "</div>"
        )
        more = "".join(
            f'<div class="{gen("more" + k, 4)}"><h2 class="bf">{self.a(k, self.docs[k].title, "related", cls="af ag")}</h2><p class="bf b dv z du">{esc(self.docs[k].authors[0])} · {self.docs[k].extra["minutes"]} Min. Lesezeit · {self.docs[k].stamp}</p></div>'
            for k in [x for x in ARTS if x != doc.key][:4]
        )
        return f"""<article><div class="l"><div class="l"><section><div><div class="fr fs ft fu fv"></div><div class="gn go gp gq gr"><div class="ab ca"><div class="ch bg fw fx fy fz">
{badge}
<div><h1 id="{pid(doc.key)}" class="pw-post-title {gen("t", 20)}" data-testid="storyTitle" data-selectable-paragraph="">{esc(doc.title)}</h1></div>
{sub}
<div class="speechify-ignore ab cp"><div class="{gen("by", 4)}"><div class="ab q"><a rel="noopener follow" href="{self.origin}/@{handle}?source=post_page---byline--{doc.extra["mid"]}---"><div class="l eb"><img alt="{esc(author)}" class="l ep by dd de cx" src="https://miro.medium.test/v2/resize:fill:88:88/1*{handle}.jpeg" width="44" height="44" loading="lazy" data-testid="authorPhoto"></div></a>
<div class="ab q"><div class="ab q"><span class="bf b bg z bk">{name_link}</span><span class="hm">·</span><p class="bf b bg z bk"><span><a class="af ag ah ai aj ak al am an ao ap aq ar as at" href="{self.origin}/m/signin?actionUrl=follow&amp;source=post_page---byline--{doc.extra["mid"]}---">Folgen</a></span></p></div>
<div class="ab q"><span class="bf b bg z du">Veröffentlicht in </span>{self.a("home", "Zwischenzeilen", "byline", attrs='data-testid="publicationName"', cls="af ag ah ai aj ak al am")}<span class="hm">·</span><span data-testid="storyReadTime">{minutes} Min. Lesezeit</span><span class="hm">·</span><span data-testid="storyPublishDate">{stamp}</span></div></div></div></div></div>
{self.clapbar(doc)}
</div></div></div>
<div class="ch bg fw fx fy fz"><div{metered}>
{body}
</div></div>
</div></section></div></div></article>
{tags}
{self.clapbar(doc)}
{written}
{responses_box}
<div class="{gen("morefrom", 5)}"><h2 class="bf">Mehr von {esc(author)} und Zwischenzeilen</h2>{more}</div>
<div class="{gen("rec", 5)}"><h2 class="bf">Empfohlen von Medium</h2><div><a href="{self.origin}/@k.weiss/die-stille-revolution-der-lastenraeder-88a1d2c3e4f5?source=read_next_recirc" class="af ag">Die stille Revolution der Lastenräder</a></div><div><a href="{self.origin}/@dataviz.lea/mieten-in-20-grafiken-0c1d2e3f4a5b?source=read_next_recirc" class="af ag">Mieten in 20 Grafiken</a></div></div>"""

    def item(self, key: str, zone: str = "content") -> str:
        d = self.docs[key]
        star = '<span class="ab" aria-label="Member-only story">★</span> ' if d.extra.get("member") else ""
        return (
            f'<div class="{gen("it" + key, 4)}"><article><div class="ab q"><p class="bf b du">{esc(d.authors[0])} in Zwischenzeilen</p></div>'
            f'<h2 class="bf fr">{star}{self.a(key, d.title, zone, cls="af ag")}</h2>'
            f'<h3 class="bf b du">{esc(d.dek or self.lede(d))}</h3>'
            f'<div class="ab q"><span>{d.stamp}</span><span class="hm">·</span><span>{d.extra["minutes"]} Min. Lesezeit</span><span class="hm">·</span><span class="pw-multi-vote-count">{d.extra["claps"]}</span> <span>{d.extra["responses"]}</span></div></article></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.item(k) for k in doc.extra["list"])
        if doc.key == "home":
            top = (
                f'<div class="{gen("pubhead", 5)}"><h1 class="bf">Zwischenzeilen</h1><p class="bf b dv">Essays, Reportagen und Gespräche über das Leben in der Stadt.</p><p class="bf b du">4,8K Follower · Herausgegeben von {self.a("profile", "Lena Hartmann", "content", cls="af ag")}</p><button class="ps">Folgen</button></div>'
                f'<div class="{gen("pubtabs", 4)}"><h2 class="bf">Neueste Storys</h2></div>'
            )
            tail = f'<div class="ab q">{self.a("archive", "Alle Storys im Archiv", "content", cls="af ag")} · {self.a("tag", "Klimawandel", "content", cls="af ag")} · {self.a("search", "Mehr über Stadt", "content", cls="af ag")}</div>'
        elif doc.kind == "archive":
            other = "archive2" if doc.key == "archive" else "archive"
            label = "November 2026" if doc.key == "archive" else "Dezember 2026"
            top = f'<div class="{gen("archhead", 4)}"><h1 class="bf">{esc(doc.title)}</h1><div class="ab q"><span>2026:</span> <a href="{self.origin}/zwischenzeilen/archive/2026/10">Okt.</a> {self.a("archive2", "Nov.", "pagination", cls="af ag")} {self.a("archive", "Dez.", "pagination", cls="af ag")}</div></div>'
            tail = f'<div class="ab q">{self.a(other, label, "pagination", cls="af ag")}</div>'
        elif doc.kind == "author":
            top = (
                f'<div class="{gen("profhead", 5)}"><img alt="Lena Hartmann" src="https://miro.medium.test/v2/resize:fill:176:176/1*lenahartmann.jpeg" width="88" height="88"><h1 class="bf">Lena Hartmann</h1>'
                f'<p class="bf b du">2,4K Follower</p><p class="bf b dv">{esc(WRITERS["Lena Hartmann"][1])}</p><button class="ps">Folgen</button></div>'
                f'<div class="{gen("proftabs", 3)}"><span class="af">Startseite</span> <a href="{self.origin}/@lenahartmann/lists">Listen</a> <a href="{self.origin}/@lenahartmann/about">Über</a></div>'
            )
            tail = f'<div class="ab"><p class="bf b du">Herausgeberin von {self.a("home", "Zwischenzeilen", "content", cls="af ag")}</p></div>'
        elif doc.kind == "tag":
            top = f'<div class="{gen("taghead", 4)}"><h1 class="bf">Klimawandel</h1><p class="bf b du">Thema · 312K Follower · 48K Storys</p><button class="ps">Folgen</button></div><div class="ab q"><a href="{self.origin}/tag/klimaschutz">Klimaschutz</a> <a href="{self.origin}/tag/energie">Energie</a> <a href="{self.origin}/tag/nachhaltigkeit">Nachhaltigkeit</a></div>'
            tail = ""
        elif doc.kind == "search":
            top = f'<div class="{gen("srch", 4)}"><h1 class="bf"><span class="du">Ergebnisse für</span> Stadt</h1><div class="ab q"><span class="af">Storys</span> <a href="{self.origin}/search/people?q=Stadt">Personen</a> <a href="{self.origin}/search/publications?q=Stadt">Publikationen</a> <a href="{self.origin}/search/tags?q=Stadt">Themen</a></div></div>'
            tail = ""
        else:
            top = f'<div class="{gen("tabhead", 4)}"><h1 class="bf">{esc(doc.title)}</h1><p class="bf b du">Storys aus Zwischenzeilen über Wohnen, Verkehr und Stadtplanung.</p></div>'
            tail = f'<div class="ab q">{self.a("archive", "Archiv", "content", cls="af ag")}</div>'
        return f'<main class="{gen("main" + doc.key, 4)}"><div class="ab ca"><div class="ch bg">{top}<div class="{gen("feed", 3)}">{items}</div>{tail}</div></div></main>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "comments":
            post = self.docs[doc.extra["post"]]
            resp = [
                (
                    "Jens Möller",
                    "4. Dez. 2026",
                    "Spannend. Wir sind in Dresden gerade dabei, etwas Ähnliches zu gründen – die Sache mit dem Erbbaurecht ist der Knackpunkt.",
                    31,
                ),
                (
                    "Ute Schramm",
                    "4. Dez. 2026",
                    "Schöner Text, aber 40.000 Euro Anteil sind für die meisten Menschen in Leipzig nicht „sozial“. Das sollte man deutlicher sagen.",
                    54,
                ),
                (
                    "Lena Hartmann",
                    "4. Dez. 2026",
                    "Da hast du recht, Ute. Ich plane einen zweiten Teil genau dazu: Wer kann sich das leisten, und was machen die Projekte, die Solidarfonds haben?",
                    22,
                ),
                (
                    "Björn K.",
                    "5. Dez. 2026",
                    "Ich wohne seit sechs Jahren in einer kleinen Genossenschaft in Plagwitz. Die Verwaltung ist wirklich Arbeit, das unterschätzen viele. Aber ich würde nie zurück.",
                    40,
                ),
                (
                    "Marlene Otte",
                    "5. Dez. 2026",
                    "Gibt es eine Liste der Grundstücke, die die Stadt im Erbbaurecht vergeben hat?",
                    7,
                ),
                (
                    "Paul Reinholz",
                    "5. Dez. 2026",
                    "Die Kritik der Traditionsgenossenschaften finde ich ehrlich gesagt etwas scheinheilig. Die haben selbst mal genauso klein angefangen.",
                    18,
                ),
                (
                    "Selin A.",
                    "6. Dez. 2026",
                    "Danke für den Text. Direktkredite haben wir auch vergeben, das fühlt sich besser an als jedes Sparbuch.",
                    12,
                ),
            ]
            rows = "".join(
                f'<div class="{gen("resp" + str(i), 4)}"><div class="ab q"><a href="{self.origin}/@{n.lower().replace(" ", "").replace(".", "")}" class="af ag">{esc(n)}</a><span class="hm">·</span><span>{d}</span></div><p class="bf b dv">{esc(t)}</p><div class="ab q"><span class="pw-multi-vote-count">{c}</span> <button class="af">Antworten</button></div></div>'
                for i, (n, d, t, c) in enumerate(resp)
            )
            return f"""<main class="{gen("respmain", 4)}"><div class="ab ca"><div class="ch bg"><div class="{gen("resphead", 3)}"><p class="bf b du">Antworten auf</p><h2 class="bf">{self.a("wohnen", post.title, "content", cls="af ag")}</h2></div>
<h1 class="bf fr">{esc(doc.title)}</h1><div class="ab"><textarea placeholder="Was denkst du?"></textarea><button class="ps">Antworten</button></div>
<div class="ab q"><span>Sortieren: Relevanteste</span></div><div class="{gen("resplist", 3)}">{rows}</div></div></div></main>"""
        body = "".join(f'<p class="bf b dv">{self.inline(b[1])}</p>' for b in doc.blocks)
        return f"""<main class="{gen("about", 4)}"><div class="ab ca"><div class="ch bg"><h1 class="bf fr">{esc(doc.title)}</h1>{body}
<div class="ab q"><p class="bf b du">Herausgeberin: {self.a("profile", "Lena Hartmann", "content", cls="af ag")}</p></div>
<div class="ab q"><a href="mailto:redaktion@zwischenzeilen.test" class="af ag">Kontakt</a> · <a href="{self.origin}/zwischenzeilen/followers" class="af ag">4,8K Follower</a></div></div></div></main>"""

    def lede(self, doc: Doc) -> str:
        for b in doc.blocks:
            if b[0] == "p":
                t = bare(b[1])
                return t if len(t) < 160 else t[:150].rsplit(" ", 1)[0] + " …"
        return ""
