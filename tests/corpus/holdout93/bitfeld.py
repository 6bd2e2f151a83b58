# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotes and dashes are deliberate)
"""Bitfeld: a heise-like German tech news site (`a-article-header__label` kicker above
`a-article-header__title`, `a-article-header__lead`, `article-content`, `creator` "Von <Name>", the editor's initials
in `span.redakteurskuerzel` at the end of the last paragraph, `/news/<Titel-in-Worten>-10123456.html`,
`/newsticker/?seite=2`, `/thema/…`, `/autor/…`, `/suche/?q=`), German, Berlin time (+01:00 in November), UTF-8;
the **2009 archive** story is served as `text/html; charset=iso-8859-1` but written in windows-1252 („…“ quotes in
0x84/0x93), which is what Scrapy decodes it with: labelled `cp1252`.

Dates print "11.11.2026, 09:30 Uhr" in a `<time>` whose `datetime` carries +01:00, and `NewsArticle` JSON-LD with
+01:00 too, except the AI Act story: published at 00:20 on 11 Nov, its JSON-LD says 23:20Z on 10 Nov (labelled 11
Nov). The restic how-to was updated two days later ("aktualisiert am"), its JSON-LD `datePublished` the first day.
Credits: "Von Jana Weber", "Von Lars Petersen und Ulrike Kranz" (two authors), a **dpa** story with no person (`[]`,
JSON-LD author the agency), the comment's JSON-LD author the site though a person signs it, the archive story credited
only by initials "(jk)" (`[]`, no JSON-LD). The initials ("(jaw)"; "(mho)" on the AI Act story, an editor's, not the
author's; "(dpa)") stay in the last paragraph's body line as printed; they are not authors. The kicker ("Quantencomputer") is not part of the title label.

Body: the "Das Wichtigste in Kürze" box is body (its items), code in `pre.a-code` is body (a line per code line),
the benchmark table is body; captions with "(Bild: …)" credits, the Datawrapper embed (its `<noscript>` fallback
image and "Quelle:" line) and the test's pro/contra box are not."""

from __future__ import annotations

import json
import re
import zlib
from typing import Any

from common import Base, blocks_html, iso_local, page, story, utc
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.bitfeld.test"
ARTS = ["quanten", "linux", "ki", "glasfaser", "orbit", "restic", "kommentar", "archiv"]
PEOPLE = {
    "Jana Weber": ("Jana-Weber-4781203", "jaw"),
    "Kai Brennecke": ("Kai-Brennecke-4781377", "kbr"),
    "Miriam Osterkamp": ("Miriam-Osterkamp-4781410", "mos"),
    "Lars Petersen": ("Lars-Petersen-4781533", "lpe"),
    "Ulrike Kranz": ("Ulrike-Kranz-4781601", "ukr"),
    "Hendrik Vogt": ("Hendrik-Vogt-4781688", "hvo"),
}
EDITORS = {"mho": "Martin Hofer", "jk": "Jens Kötter"}
OLD = [
    ("/news/Chipfertigung-TSMC-meldet-Rekordumsatz-10098812.html", "Chipfertigung: TSMC meldet Rekordumsatz"),
    ("/news/Windows-11-Update-bricht-Druckerfreigaben-10098540.html", "Windows 11: Update bricht Druckerfreigaben"),
    (
        "/news/Mobilfunk-5G-Standalone-jetzt-in-allen-Netzen-10098233.html",
        "Mobilfunk: 5G Standalone jetzt in allen Netzen",
    ),
    (
        "/news/Open-Source-Foerderfonds-vergibt-zwei-Millionen-Euro-10097921.html",
        "Open-Source-Förderfonds vergibt zwei Millionen Euro",
    ),
    ("/news/Bundesamt-warnt-vor-Luecke-in-VPN-Gateways-10097654.html", "Bundesamt warnt vor Lücke in VPN-Gateways"),
]


NAVLINK = 'class="main-nav__link"'


def de_stamp(local: str) -> str:
    day, hm = local.split()
    y, m, d = day.split("-")
    return f"{d}.{m}.{y}, {hm} Uhr"


class Bitfeld(Base):
    origin = ORIGIN
    name = "Bitfeld"
    prefix = "btf"
    language = "de"

    def __init__(self) -> None:
        super().__init__()
        self._writing: Doc | None = None

    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _archive(self) -> bool:
        return self._writing is not None and self._writing.key == "archiv"

    @property
    def codec(self) -> str:
        return "cp1252" if self._archive else "utf-8"

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp1252" if self._archive else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html; charset=iso-8859-1" if self._archive else "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "btf",
            [
                ".header-bar",
                ".main-nav__item",
                ".a-article-header__title",
                ".article-content p",
                ".creator",
                ".a-box--keypoints",
                ".a-code",
                ".a-caption__source",
                ".footer",
                "#sp_message_container",
            ],
            290,
        )

    def block(self, block: tuple[Any, ...], zone: str) -> str | None:
        kind = block[0]
        m = re.search(r" \(([a-z]{2,3})\)$", block[1]) if kind == "p" else None
        if m and m.group(1) != "dpa":  # the editor's initials close the last paragraph, linked to a mail address
            who = next((n for n, (_, ini) in PEOPLE.items() if ini == m.group(1)), EDITORS.get(m.group(1), ""))
            kuerzel = f'<span class="redakteurskuerzel">(<a class="redakteurskuerzel__link" href="mailto:{m.group(1)}@bitfeld.test" title="{esc(who)}">{m.group(1)}</a>)</span>'
            return f"<p>{self.inline(block[1][: m.start()], zone)} {kuerzel}</p>"
        if kind == "code":
            lang = {"console": "Shell", "yaml": "YAML", "text": "Text", "bash": "Bash", "toml": "TOML"}.get(
                block[1], block[1]
            )
            return f'<div class="a-code-wrapper"><span class="a-code__language">{lang}</span><pre class="a-code"><code>{esc(chr(10).join(block[2]))}</code></pre><button class="a-code__copy" type="button" data-copy>Kopieren</button></div>'
        if kind == "keys":
            items = "".join(f"<li>{self.inline(i, zone)}</li>" for i in block[2])
            return f'<section class="a-box a-box--keypoints"><h2 class="a-box__title">{esc(block[1])}</h2><ul>{items}</ul></section>'
        if kind == "fig":
            return f'<figure class="a-inline-image a-u-inline"><div class="a-inline-image__wrapper"><img src="https://heise.cloudimg.test/v7/_www-bitfeld-test_/imgs/18/4/7/{zlib.crc32(block[1].encode()) % 999999}.jpg?width=1200" alt="{esc(block[1])}" width="1200" height="675" loading="lazy"></div><figcaption class="a-caption"><p class="a-caption__text">{esc(block[2])}</p><p class="a-caption__source">{esc(block[3])}</p></figcaption></figure>'
        if kind == "box":
            return f'<aside class="a-pros-cons"><h3>{esc(block[1])}</h3><p>{self.inline(block[2], zone)}</p></aside>'
        if kind in ("h2", "h3"):
            return f'<{kind} class="a-headline" id="nav_{self.anchor(block[1])[:24]}">{self.inline(block[1], zone)}</{kind}>'
        return None

    def chart(self, provider: str, ident: str, title: str, source: str) -> str:
        return (
            f'<div class="a-embed a-embed--datawrapper"><iframe title="{esc(title)}" aria-label="Säulendiagramm" id="datawrapper-chart-{ident}" src="https://datawrapper.dwcdn.net/{ident}/3/" scrolling="no" frameborder="0" style="width: 0; min-width: 100% !important; border: none;" height="412" data-external="1"></iframe>'
            '<script type="text/javascript">!function(){"use strict";window.addEventListener("message",(function(a){if(void 0!==a.data["datawrapper-height"]){var e=document.querySelectorAll("iframe");for(var t in a.data["datawrapper-height"])for(var r=0;r<e.length;r++)if(e[r].contentWindow===a.source){var i=a.data["datawrapper-height"][t]+"px";e[r].style.height=i}}}))}();</script>'
            f'<noscript><img src="https://datawrapper.dwcdn.net/{ident}/full.png" alt="{esc(title)}"></noscript>'
            f'<p class="a-embed__source">{esc(source)}</p></div>'
        )

    # --- pages ---------------------------------------------------------------------------------------------

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Bitfeld",
                "heise-like-home",
                list=["ki", "kommentar", "linux", "quanten", "glasfaser", "orbit", "restic"],
            )
        )
        add(
            page(
                "ticker",
                "/newsticker/",
                "section",
                "Newsticker",
                "newsticker",
                list=["ki", "linux", "kommentar", "quanten", "glasfaser"],
                more="ticker2",
            )
        )
        add(
            page(
                "ticker2",
                "/newsticker/?seite=2",
                "section",
                "Newsticker",
                "newsticker-page2",
                list=["orbit", "restic"],
                old=OLD,
            )
        )
        add(
            page(
                "thema",
                "/thema/Quantencomputer",
                "tag",
                "Quantencomputer",
                "thema-page",
                list=["quanten"],
                old=OLD[:0],
                older=[
                    (
                        "/news/Quantencomputer-IBM-zeigt-Chip-mit-1500-Qubits-10071234.html",
                        "Quantencomputer: Chip mit 1500 Qubits vorgestellt",
                    ),
                    (
                        "/news/Post-Quanten-Kryptografie-BSI-gibt-Empfehlungen-10065512.html",
                        "Post-Quanten-Kryptografie: BSI gibt neue Empfehlungen",
                    ),
                    (
                        "/news/Quantensensoren-sollen-Bodenschaetze-aufspueren-10061120.html",
                        "Quantensensoren sollen Bodenschätze aufspüren",
                    ),
                ],
            )
        )
        add(
            page(
                "autor",
                "/autor/Jana-Weber-4781203",
                "author",
                "Jana Weber",
                "autor-page",
                list=["quanten"],
                bio="Jana Weber ist Redakteurin im Ressort Wissenschaft und schreibt über Quantentechnik, Raumfahrt und Physik. Sie hat in Göttingen Physik studiert.",
            )
        )
        add(
            page(
                "suche",
                "/suche/?q=Glasfaser&sort_by=date",
                "search",
                "Suchergebnisse für „Glasfaser“",
                "search-results",
                list=["glasfaser"],
                older=[
                    (
                        "/news/Glasfaserausbau-Telekom-und-EWE-gruenden-Gemeinschaftsunternehmen-10090011.html",
                        "Glasfaserausbau: Gemeinschaftsunternehmen für den Nordwesten",
                    ),
                    (
                        "/news/Gigabitfoerderung-Bund-stockt-Mittel-auf-10084420.html",
                        "Gigabitförderung: Bund stockt Mittel auf",
                    ),
                ],
            )
        )
        add(
            page(
                "notfound",
                "/news/Mondlandung-Apollo-Archiv-im-Netz-150811.html",
                "not-found",
                "Seite nicht gefunden",
                "heise-soft-404",
                [
                    "Die angeforderte Seite existiert leider nicht mehr oder wurde verschoben. Vielleicht finden Sie das Gesuchte über unsere Suche oder auf der Startseite."
                ],
            )
        )
        add(
            page(
                "impressum",
                "/impressum.html",
                "about",
                "Impressum",
                "imprint",
                [
                    "Bitfeld Medien GmbH & Co. KG",
                    "Karl-Wiechert-Allee 10, 30625 Hannover",
                    "Telefon: +49 511 5352-0, E-Mail: redaktion@bitfeld.test",
                    "## Verantwortlich für den redaktionellen Inhalt",
                    "Dr. Sabine Holtkamp (Chefredakteurin)",
                    "## Registergericht",
                    "Amtsgericht Hannover, HRA 26709. Persönlich haftende Gesellschafterin: Bitfeld Verwaltungs GmbH, Amtsgericht Hannover, HRB 60405. Umsatzsteuer-ID: DE 813999999.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/anmeldung.html",
                "subscribe",
                "Bitfeld-Newsletter abonnieren",
                "newsletter",
                [
                    "Die wichtigsten IT-Nachrichten des Tages, jeden Werktag um 7 Uhr in Ihrem Postfach. Kostenlos und jederzeit kündbar.",
                    "- Bitfeld Daily: Top-News des Tages",
                    "- Bitfeld Security: Warnungen und Patches",
                    "- Bitfeld Developer: Neues aus der Softwareentwicklung",
                ],
            )
        )

        add(
            story(
                "quanten",
                "/news/Fehlerkorrektur-Logisches-Qubit-haelt-eine-Stunde-10123456.html",
                "Logisches Qubit hält erstmals eine Stunde lang",
                "2026-11-11",
                iso_local("2026-11-11 09:30", "+01:00"),
                "2026-11-11 09:30",
                ["Jana Weber"],
                [
                    "KEYS: Das Wichtigste in Kürze || Ein Team aus Innsbruck und Delft hat ein logisches Qubit aus 49 Ionen eine Stunde lang fehlerfrei gehalten. || Die Fehlerrate sank mit jeder zusätzlichen Korrekturrunde, statt zu steigen. || Für nützliche Quantenrechner wären Tausende solcher Qubits nötig.",
                    "Quantenbits sind notorisch empfindlich: Schon winzige Störungen durch Wärme oder elektromagnetische Felder zerstören die gespeicherte Information nach Sekundenbruchteilen. Forschende der Universität Innsbruck und der TU Delft berichten nun in der Fachzeitschrift Nature, dass sie ein sogenanntes logisches Qubit eine Stunde lang stabil gehalten haben – rund hundertmal länger als bisher.",
                    "Ein logisches Qubit verteilt die Information auf viele physikalische Qubits. Fortlaufende Messungen an Hilfsqubits verraten, ob und wo ein Fehler aufgetreten ist, ohne die eigentliche Information auszulesen. Das Team nutzte 49 gefangene Kalzium-Ionen in einer Paul-Falle und führte in der Stunde rund 3,6 Millionen Korrekturrunden durch.",
                    "FIG: Ionenfalle im Labor | Die Ionenfalle der Innsbrucker Gruppe: Die 49 Ionen schweben in einer Reihe über dem goldfarbenen Chip und werden mit Laserpulsen gesteuert. | (Bild: Universität Innsbruck / C. Lackner)",
                    "## Unter der Schwelle",
                    "Entscheidend ist, dass die Fehlerkorrektur mehr Fehler beseitigt, als sie durch die zusätzlichen Operationen selbst einführt. Fachleute sprechen davon, unter der Schwelle zu arbeiten. Google hatte das 2024 für supraleitende Qubits gezeigt, allerdings nur für wenige Mikrosekunden.",
                    "„Uns hat überrascht, wie stabil das System über so lange Zeit lief“, sagt Projektleiterin Verena Kofler. Die größte Herausforderung sei gewesen, die Laser über die gesamte Messdauer präzise auf die Ionen ausgerichtet zu halten.",
                    "Bis zu einem nützlichen Quantenrechner ist es dennoch weit. Für Algorithmen, die etwa Moleküle für die Medikamentenentwicklung simulieren, wären Tausende logischer Qubits nötig, die zudem miteinander rechnen müssen. Die Ionenfallen-Technik gilt als besonders präzise, aber auch als langsam und schwer zu skalieren. (jaw)",
                ],
                "heise-kicker-keypoints-initials",
                section="Wissenschaft",
                kicker="Quantencomputer",
                dek="Ein Team aus Innsbruck und Delft hält ein fehlerkorrigiertes Qubit erstmals eine Stunde lang. Das ist ein wichtiger Schritt, aber noch kein Durchbruch.",
                thema=True,
            )
        )
        add(
            story(
                "linux",
                "/news/Linux-6-22-freigegeben-Neuer-Scheduler-Modus-und-Rust-Treiber-fuer-NVMe-10124012.html",
                "Linux 6.22 freigegeben: Neuer Scheduler-Modus und Rust-Treiber für NVMe",
                "2026-11-09",
                iso_local("2026-11-09 08:15", "+01:00"),
                "2026-11-09 08:15",
                ["Kai Brennecke"],
                [
                    "Linus Torvalds hat am Sonntagabend Linux 6.22 veröffentlicht. Die neue Kernel-Version bringt einen zusätzlichen Modus für den Scheduler, der interaktive Anwendungen bevorzugt, und den ersten in Rust geschriebenen Treiber für NVMe-SSDs, der für den produktiven Einsatz gedacht ist.",
                    "## Scheduler für den Desktop",
                    "Der 2023 eingeführte Scheduler EEVDF erhält mit 6.22 einen Modus namens „latency-nice“, über den Anwendungen angeben können, wie wichtig ihnen kurze Reaktionszeiten sind. Desktop-Umgebungen sollen so etwa Fenster-Compositor und Audio-Server bevorzugen können, ohne dafür Echtzeit-Prioritäten zu benötigen. Welcher Modus aktiv ist, lässt sich über Sysfs abfragen:",
                    "CODE[console]:\n$ cat /sys/kernel/debug/sched/features | tr ' ' '\\n' | grep LATENCY\nLATENCY_NICE\n$ uname -r\n6.22.0-1-generic",
                    "## Rust im Speicherpfad",
                    "Der neue Treiber ⟦c:rnvme⟧ ersetzt den bisherigen C-Treiber nicht, sondern steht als Alternative bereit. In Benchmarks der Entwickler erreicht er bei zufälligen Lesezugriffen 97 bis 102 Prozent der Leistung des C-Treibers. Aktivieren lässt er sich über eine Kernel-Option:",
                    "CODE[text]:\nCONFIG_BLK_DEV_RNVME=m\nCONFIG_RUST=y",
                    "## Weitere Neuerungen",
                    "- Das Dateisystem Bcachefs, das in 6.18 aus dem Hauptzweig entfernt worden war, bleibt draußen; ein externes Modul wird weiter gepflegt.",
                    "- Btrfs kann RAID-5- und RAID-6-Verbünde nun mit einem Journal absichern, das Datenverlust nach Stromausfällen verhindern soll.",
                    "- Für ARM-Notebooks mit Snapdragon-X2-Prozessoren kommen Treiber für Grafik und Energieverwaltung hinzu.",
                    "Die Entwicklung von Linux 6.23 beginnt mit dem zweiwöchigen Merge Window; die Freigabe ist für Mitte Januar zu erwarten. Ein ausführlicher Überblick über alle Neuerungen folgt in der Kernel-Log-Serie. (kbr)",
                ],
                "heise-kernel-code-list",
                section="Software",
                kicker="Kernel",
                dek="Anwendungen können dem Scheduler jetzt mitteilen, wie dringend sie es haben. Außerdem wird Rust im Kernel erwachsen.",
            )
        )
        add(
            story(
                "ki",
                "/news/KI-Verordnung-EU-Kommission-verschiebt-Pflichten-fuer-Hochrisiko-KI-10124377.html",
                "EU-Kommission will Pflichten für Hochrisiko-KI um ein Jahr verschieben",
                "2026-11-11",
                utc("2026-11-11 00:20", 1) + "Z",
                "2026-11-11 00:20",
                ["Miriam Osterkamp"],
                [
                    "KEYS: Das Wichtigste in Kürze || Die Pflichten für Hochrisiko-KI-Systeme sollen erst ab August 2028 gelten statt ab August 2027. || Begründet wird das mit fehlenden technischen Normen. || Verbraucherschützer kritisieren den Aufschub, Industrieverbände begrüßen ihn.",
                    "Die EU-Kommission will zentrale Vorgaben der KI-Verordnung später in Kraft setzen als geplant. Nach einem Entwurf, den die Brüsseler Behörde in der Nacht zum Mittwoch vorgelegt hat, sollen die Pflichten für sogenannte Hochrisiko-KI-Systeme erst ab August 2028 gelten. Bisher war August 2027 vorgesehen.",
                    "Als Hochrisiko gelten etwa KI-Systeme, die über Kredite, Bewerbungen oder den Zugang zu Sozialleistungen mitentscheiden. Ihre Anbieter müssen ein Risikomanagement nachweisen, Trainingsdaten dokumentieren und menschliche Aufsicht sicherstellen.",
                    "Die Kommission begründet den Aufschub damit, dass die europäischen Normungsorganisationen CEN und CENELEC die technischen Standards, auf die sich die Verordnung stützt, nicht rechtzeitig fertigstellen. Ohne diese Normen wüssten Unternehmen nicht, wie sie die Anforderungen konkret erfüllen sollen.",
                    "## Kritik von Verbraucherschützern",
                    "Der Verbraucherzentrale Bundesverband kritisierte den Vorschlag. „Die Kommission knickt vor der Industrie ein“, sagte eine Sprecherin. Gerade bei Entscheidungen über Kredite und Jobs seien verbindliche Regeln dringend nötig. Der Branchenverband Bitkom begrüßte dagegen die zusätzliche Zeit.",
                    "Der Entwurf muss noch vom Europäischen Parlament und vom Rat angenommen werden. Weil die ursprüngliche Frist näher rückt, will die Kommission ein beschleunigtes Verfahren nutzen. (mho)",
                ],
                "heise-utc-jsonld-previous-day-keypoints",
                section="Politik",
                kicker="KI-Verordnung",
                dek="Die strengen Regeln für riskante KI-Anwendungen sollen später greifen. Brüssel verweist auf fehlende Normen.",
            )
        )
        add(
            story(
                "glasfaser",
                "/news/Glasfaser-Nur-jeder-dritte-Anschluss-wird-genutzt-10124190.html",
                "Glasfaser: Nur jeder dritte verfügbare Anschluss wird genutzt",
                "2026-11-10",
                iso_local("2026-11-10 14:05", "+01:00"),
                "2026-11-10 14:05",
                [],
                [
                    "In Deutschland können inzwischen rund 24 Millionen Haushalte und Unternehmen einen Glasfaseranschluss buchen, doch nur etwa jeder dritte davon wird tatsächlich genutzt. Das geht aus dem Jahresbericht der Bundesnetzagentur hervor, den die Behörde am Dienstag in Bonn vorstellte.",
                    "CHART: datawrapper | Xq7Lm | Glasfaseranschlüsse in Deutschland 2020 bis 2026 (in Millionen) | Quelle: Bundesnetzagentur, Jahresbericht 2026",
                    "Die sogenannte Take-up-Rate lag Mitte 2026 bei 34 Prozent. Viele Kunden blieben bei ihren DSL- oder Kabelverträgen, weil diese günstiger seien und für ihre Bedürfnisse ausreichten, hieß es. Netzbetreiber hatten zuletzt versucht, mit Wechselprämien und niedrigen Einstiegspreisen gegenzusteuern.",
                    "Behördenpräsident Klaus Müller sprach von einem „Henne-Ei-Problem“: Ohne Nachfrage lohne sich der Ausbau für die Unternehmen weniger, ohne flächendeckenden Ausbau fehle die Nachfrage. Er regte an, Kupfernetze in gut versorgten Gebieten schneller abzuschalten.",
                    "Die Bundesregierung hat sich zum Ziel gesetzt, bis 2030 alle Haushalte mit Glasfaser zu versorgen. Nach Einschätzung der Bundesnetzagentur ist das ohne deutlich mehr Tempo kaum zu schaffen. (dpa)",
                ],
                "heise-dpa-datawrapper",
                section="Netze",
                kicker="Breitband",
                credit="dpa",
            )
        )
        add(
            story(
                "orbit",
                "/tests/Einplatinenrechner-Orbit-Board-5-im-Test-10122904.html",
                "Einplatinenrechner Orbit Board 5 im Test: Doppelt so schnell, doppelt so durstig",
                "2026-11-10",
                iso_local("2026-11-10 06:00", "+01:00"),
                "2026-11-10 06:00",
                ["Lars Petersen", "Ulrike Kranz"],
                [
                    "Der Orbit Board 5 soll dort weitermachen, wo sein Vorgänger aufgehört hat: als günstiger Bastelrechner, der aber auch als kleiner Server oder Desktop-Ersatz taugt. Mit acht ARM-Kernen und bis zu 16 GByte Arbeitsspeicher ist er tatsächlich deutlich schneller geworden – allerdings zieht er auch spürbar mehr Strom.",
                    "## Leistung",
                    "In unseren Benchmarks liegt das neue Board bei Single-Thread-Aufgaben rund 70 Prozent vor dem Vorgänger, bei Multi-Thread-Lasten profitiert es zusätzlich von den doppelt so vielen Kernen.",
                    "T: Benchmark | Orbit Board 4 | Orbit Board 5 | Veränderung",
                    "T: Geekbench 6 Single-Core | 812 | 1384 | +70 %",
                    "T: Geekbench 6 Multi-Core | 1720 | 4105 | +139 %",
                    "T: Kernel kompilieren (Minuten) | 41,5 | 17,2 | −59 %",
                    "T: Leistungsaufnahme unter Last (Watt) | 7,1 | 13,8 | +94 %",
                    "FIG: Platine des Orbit Board 5 | Die Platine des Orbit Board 5 ist so groß wie die des Vorgängers; neu sind der PCIe-Steckplatz am Rand und der größere Kühlkörper. | (Bild: Bitfeld / Lars Petersen)",
                    "## Strom und Kühlung",
                    "Ohne aktive Kühlung drosselt der Prozessor unter Dauerlast schon nach gut einer Minute. Mit dem offiziellen Lüfteraufsatz blieb die Taktfrequenz in unserem einstündigen Stresstest stabil, der Lüfter war dabei aber aus einem Meter Entfernung deutlich hörbar. Das neue Netzteil liefert 30 Watt; ältere USB-Netzteile reichen nicht mehr aus.",
                    "## Fazit",
                    "Wer bisher an die Grenzen des Vorgängers gestoßen ist, bekommt mit dem Orbit Board 5 einen kräftigen Leistungssprung. Für stromsparende Dauerläufer wie Sensorknoten oder Pi-hole-Filter bleibt das alte Board aber die bessere Wahl. (lpe)",
                    "BOX: Orbit Board 5 || Pro: hohe Leistung, PCIe-Steckplatz, gute Linux-Unterstützung. Contra: hohe Leistungsaufnahme, ohne Lüfter Drosselung, neues Netzteil nötig. Preis: 89 Euro (8 GByte), 119 Euro (16 GByte).",
                ],
                "heise-test-two-authors-table-proscons",
                section="Tests",
                kicker="Einplatinenrechner",
            )
        )
        add(
            story(
                "restic",
                "/ratgeber/Backups-verschluesseln-mit-restic-und-eigenem-S3-Speicher-10121766.html",
                "So verschlüsseln Sie Backups mit restic und einem eigenen S3-Speicher",
                "2026-11-09",
                iso_local("2026-11-09 17:00", "+01:00"),
                "2026-11-09 17:00",
                ["Ulrike Kranz"],
                [
                    "Backups gehören nicht auf dieselbe Festplatte wie die Originaldaten und am besten auch nicht ins selbe Gebäude. Mit dem Open-Source-Programm restic und einem S3-kompatiblen Speicher, etwa bei einem Hoster oder auf einem eigenen MinIO-Server, lassen sich verschlüsselte Sicherungen mit wenig Aufwand automatisieren.",
                    "## Repository anlegen",
                    "Restic verschlüsselt alle Daten auf dem Client, bevor sie den Rechner verlassen. Der Speicheranbieter sieht nur verschlüsselte Blöcke. Zunächst legen Sie die Zugangsdaten als Umgebungsvariablen fest und initialisieren das Repository:",
                    'CODE[console]:\n$ export AWS_ACCESS_KEY_ID="backup-user"\n$ export AWS_SECRET_ACCESS_KEY="geheim"\n$ export RESTIC_REPOSITORY="s3:https://s3.example.net/backups/laptop"\n$ restic init\nenter password for new repository:\ncreated restic repository 3f5a9c21d4 at s3:https://s3.example.net/backups/laptop',
                    "Das Passwort sollten Sie unbedingt an einem zweiten Ort aufbewahren, etwa in einem Passwortmanager. Ohne es sind die Sicherungen unbrauchbar.",
                    "## Sichern und aufräumen",
                    "1. Starten Sie die erste Sicherung mit ⟦c:restic backup ~/Dokumente ~/Bilder⟧. Spätere Läufe übertragen nur noch geänderte Blöcke.",
                    "2. Legen Sie mit ⟦c:restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune⟧ fest, welche Stände aufbewahrt werden.",
                    "3. Prüfen Sie regelmäßig mit ⟦c:restic check⟧, ob das Repository intakt ist.",
                    "Für die Automatisierung eignet sich ein systemd-Timer, der die Sicherung täglich anstößt:",
                    "CODE[text]:\n[Timer]\nOnCalendar=daily\nPersistent=true\nRandomizedDelaySec=30m\n\n[Install]\nWantedBy=timers.target",
                    "Mit ⟦c:Persistent=true⟧ holt systemd eine verpasste Sicherung nach, wenn der Rechner zur geplanten Zeit ausgeschaltet war.",
                    "## Wiederherstellen testen",
                    "Ein Backup ist erst dann eines, wenn die Wiederherstellung funktioniert. Spielen Sie deshalb gelegentlich einzelne Dateien mit ⟦c:restic restore latest --target /tmp/test --include ~/Dokumente/Steuer⟧ zurück und vergleichen Sie sie mit den Originalen. (ukr)",
                ],
                "heise-ratgeber-code-steps-updated",
                section="Ratgeber",
                kicker="Praxis",
                updated="2026-11-11 10:05",
            )
        )
        add(
            story(
                "kommentar",
                "/meinung/Kommentar-Die-Cloud-Souveraenitaet-der-EU-ist-ein-Etikettenschwindel-10124260.html",
                "Die Cloud-Souveränität der EU ist ein Etikettenschwindel",
                "2026-11-10",
                iso_local("2026-11-10 16:30", "+01:00"),
                "2026-11-10 16:30",
                ["Hendrik Vogt"],
                [
                    "Wenn in Brüssel von digitaler Souveränität die Rede ist, klingt das nach einem großen Plan: europäische Rechenzentren, europäische Regeln, europäische Kontrolle über die eigenen Daten. Das neue Zertifizierungsschema für Cloud-Dienste, auf das sich die Mitgliedstaaten am Montag geeinigt haben, zeigt, wie wenig davon übrig bleibt.",
                    "Die höchste Sicherheitsstufe sollte ursprünglich nur Anbieter erreichen, die nicht dem Zugriff außereuropäischer Behörden unterliegen. Diese Bedingung ist im Kompromiss verschwunden. Nun genügt es, wenn die Daten in der EU gespeichert werden und ein europäisches Tochterunternehmen den Betrieb übernimmt.",
                    "PULL: Ein Rechenzentrum in Frankfurt macht einen Dienst nicht souverän, wenn die Schlüssel anderswo liegen.",
                    "Das klingt nach Detail, ist aber der Kern der Sache. Ein Rechenzentrum in Frankfurt macht einen Dienst nicht souverän, wenn die Schlüssel anderswo liegen und ein Gericht in einem Drittstaat die Herausgabe anordnen kann. Genau diese Frage hatten Datenschutzbehörden über Jahre aufgeworfen.",
                    "Man kann den Kompromiss pragmatisch finden. Europäische Anbieter decken nur einen kleinen Teil des Marktes ab, und viele Verwaltungen und Unternehmen sind längst auf die großen US-Plattformen angewiesen. Dann sollte man aber auch so ehrlich sein, das Ergebnis nicht Souveränität zu nennen. (hvo)",
                ],
                "heise-comment-ld-org",
                section="Meinung",
                kicker="Kommentar",
            )
        )
        add(
            story(
                "archiv",
                "/newsticker/meldung/Apollo-11-NASA-veroeffentlicht-restaurierte-Videos-der-Mondlandung-150815.html",
                "Apollo 11: NASA veröffentlicht restaurierte Videos der Mondlandung",
                "2009-07-17",
                None,
                "2009-07-17 10:42",
                [],
                [
                    "Pünktlich zum 40. Jahrestag der ersten bemannten Mondlandung hat die US-Raumfahrtbehörde NASA am Donnerstag restaurierte Fernsehaufnahmen der Apollo-11-Mission veröffentlicht. Die Bilder seien deutlich schärfer und kontrastreicher als die bisher bekannten Fassungen, teilte die Behörde in Washington mit.",
                    "Die Originalaufzeichnungen im sogenannten Slow-Scan-Format gelten seit Jahren als verschollen. Für die Restaurierung griffen die Techniker deshalb auf die besten verfügbaren Kopien zurück, darunter Bänder des Fernsehsenders CBS und Aufnahmen aus dem australischen Archiv, und bearbeiteten sie digital.",
                    "Die Suche nach den Originalbändern habe man nach drei Jahren eingestellt, sagte ein NASA-Sprecher. Vermutlich seien die Bänder in den 1980er-Jahren gelöscht und wiederverwendet worden, als die Behörde unter Magnetbandmangel litt. „Wir hätten sie gerne gefunden, aber die restaurierten Bilder zeigen alles, was damals zu sehen war“, sagte der Projektleiter.",
                    "Ein erster Teil der Aufnahmen, darunter Neil Armstrongs erste Schritte auf dem Mond, ist auf der Website der NASA abrufbar. Die vollständige Restaurierung soll im September folgen. (jk)",
                ],
                "heise-2009-archive-iso-8859-1-cp1252",
                section="Wissenschaft",
                credit="(jk)",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.key == "glasfaser":
            author: Any = [{"@type": "Organization", "name": "dpa"}]
        elif doc.key == "kommentar":
            author = {"@type": "Organization", "name": "Bitfeld", "url": f"{ORIGIN}/"}
        else:
            author = [{"@type": "Person", "name": a, "url": f"{ORIGIN}/autor/{PEOPLE[a][0]}"} for a in doc.authors]
        modified = iso_local(doc.extra["updated"], "+01:00") if doc.extra.get("updated") else doc.iso
        ld = {
            "@context": "https://schema.org", "@type": "NewsArticle", "mainEntityOfPage": {"@type": "WebPage", "@id": url},
            "headline": f"{doc.kicker}: {doc.title}" if doc.kicker else doc.title, "description": doc.dek or self.lede(doc),
            "image": {"@type": "ImageObject", "url": f"https://heise.cloudimg.test/v7/_www-bitfeld-test_/imgs/18/4/7/{zlib.crc32(doc.key.encode()) % 999999}.jpg", "width": 1200, "height": 675},
            "datePublished": doc.iso, "dateModified": modified, "author": author,
            "publisher": {"@type": "Organization", "name": "Bitfeld", "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/icons/bitfeld-logo.png", "width": 600, "height": 60}},
            "isAccessibleForFree": True, "articleSection": doc.section, "inLanguage": "de-DE",
        }  # fmt: skip
        return json.dumps(ld, ensure_ascii=False)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        t = f"{doc.kicker}: {doc.title}" if doc.kicker else doc.title
        title = {"home": "Bitfeld – IT-News, Tests und Hintergründe"}.get(doc.key, f"{t} | Bitfeld")
        out = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(doc.dek or (self.lede(doc) if doc.is_article else "Aktuelle Nachrichten aus IT, Wissenschaft und Netzpolitik."))}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:title" content="{esc(t)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Bitfeld">',
            '<meta property="og:locale" content="de_DE">',
        ]
        if doc.is_article:
            out.append(f'<meta name="date" content="{doc.iso}">')
            out.append(f'<meta property="article:published_time" content="{doc.iso}">')
            out.append(
                f'<meta name="author" content="{esc(", ".join(doc.authors) or doc.extra.get("credit", "Bitfeld"))}">'
            )
            out.append(f'<script type="application/ld+json">{self.ld(doc)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        self.current = doc.key
        if doc.key == "archiv":
            return self.archive_frame(doc, main)
        items = []
        for k, t in (
            ("ticker", "News"),
            ("/tests/", "Tests"),
            ("/ratgeber/", "Ratgeber"),
            ("/hintergrund/", "Hintergrund"),
            ("/security/", "Security"),
            ("/developer/", "Developer"),
            ("/plus/", "Bitfeld+"),
        ):
            items.append(self.a(k, t, "nav", NAVLINK))
        nav = "".join(f'<li class="main-nav__item">{i}</li>' for i in items)
        top = "".join(
            f"<li>{self.a(k, (self.docs[k].kicker + ': ' if self.docs[k].kicker else '') + self.docs[k].title, 'aside')}</li>"
            for k in ("ki", "orbit", "quanten", "restic")
        )
        return f"""<!DOCTYPE html>
<html lang="de" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" href="/assets/bitfeld/generic/css/main.7c2e1f.css">
<style>/*PAD*/</style>
<script>window.__SP_CONFIG={{accountId:1912,baseEndpoint:"https://consent.bitfeld.test",propertyHref:"https://www.bitfeld.test"}};</script>
<script src="https://consent.bitfeld.test/unified/wrapperMessagingWithoutDetection.js" async></script>
</head>
<body class="{"article-page" if doc.is_article else "overview-page"}">
<div id="sp_message_container" class="consent-layer" role="dialog" aria-label="Datenschutzhinweis"><p class="consent-layer__title">Wir brauchen Ihre Zustimmung</p><p class="consent-layer__text">Wir und unsere Partner verarbeiten personenbezogene Daten, etwa Ihre IP-Adresse, und speichern Informationen auf Ihrem Gerät, um Inhalte und Anzeigen zu personalisieren und die Nutzung zu messen. Sie können Ihre Einwilligung jederzeit widerrufen.</p><button class="consent-layer__accept">Zustimmen</button> <a class="consent-layer__pur" href="/plus/pur-abo/">Ohne Werbung lesen mit Bitfeld Pur</a></div>
<header class="header-bar">
<a class="header-bar__logo" href="/" title="Bitfeld Startseite"><svg width="120" height="32" aria-hidden="true"><use href="#logo-bitfeld"></use></svg><span class="visually-hidden">Bitfeld</span></a>
<nav class="main-nav" aria-label="Hauptnavigation"><ul class="main-nav__list">{nav}</ul></nav>
<div class="header-bar__tools"><form class="header-search" action="/suche/" method="get"><input type="search" name="q" placeholder="Suchen" aria-label="Suchbegriff"><button type="submit">Suchen</button></form> <a href="/sso/login/" class="header-bar__login">Anmelden</a> {self.a("newsletter", "Newsletter", "nav")}</div>
</header>
<div class="ad-container ad-container--leaderboard"><div id="bitfeld_ad_leaderboard" class="ad-slot" data-ad-slot="/6514/bitfeld/{doc.section.lower() if doc.section else "home"}/leaderboard"></div></div>
<main id="content" class="page-content">
{main}
</main>
<aside class="sidebar">
<section class="a-teaser-list"><h2>Meistgelesen</h2><ol>{top}</ol></section>
<section class="a-archive-box"><h2>Aus dem Archiv</h2><p>{self.a("archiv", "Apollo 11: NASA veröffentlicht restaurierte Videos der Mondlandung", "aside")} (2009)</p></section>
<section class="a-topic-list"><h2>Themen</h2>{self.a("thema", "Quantencomputer", "aside")} · <a href="/thema/KI">KI</a> · <a href="/thema/Linux">Linux</a> · {self.a("suche", "Glasfaser", "aside")}</section>
<div class="ad-slot ad-slot--sky" data-ad-slot="/6514/bitfeld/sky"></div>
</aside>
<footer class="footer">
<nav class="footer__nav"><a href="/kontakt/">Kontakt</a> · {self.a("impressum", "Impressum", "footer")} · <a href="/datenschutz/">Datenschutzerklärung</a> · <a href="/nutzungsbedingungen/">Nutzungsbedingungen</a> · <a href="/mediadaten/">Mediadaten</a> · <a href="/rss/news.rdf">RSS</a> · <a href="#" onclick="window._sp_.gdpr.loadPrivacyManagerModal(98765)">Cookies &amp; Tracking</a></nav>
<p class="footer__copyright">© 2026 Bitfeld Medien GmbH &amp; Co. KG</p>
</footer>
<script src="/assets/bitfeld/generic/js/main.7c2e1f.js" defer></script>
</body>
</html>"""

    def archive_frame(self, doc: Doc, main: str) -> str:
        return f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>Bitfeld online - 17.07.09 - {esc(doc.title)}</title>
<meta name="date" content="2009-07-17T10:42:00+02:00">
<meta name="description" content="{esc(self.lede(doc))}">
<link rel="stylesheet" type="text/css" href="/stil/bitfeld2007.css">
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="/js/ivw.js"></script>
</head>
<body>
<div id="container">
<div id="kopf"><a href="/"><img src="/icons/bitfeld_logo_2007.gif" alt="Bitfeld online" width="200" height="48" border="0"></a>
<div id="navi_top"><a href="/newsticker/">News</a> | <a href="/ct/">c't</a> | <a href="/ix/">iX</a> | <a href="/security/">Security</a> | <a href="/foren/">Foren</a> | <a href="/preisvergleich/">Preisvergleich</a></div></div>
<div id="bannerzone"><script type="text/javascript">document.write('<scr'+'ipt src="http://ad.bitfeld.test/adj/news;sz=728x90;ord='+Math.random()+'"></scr'+'ipt>');</script></div>
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr>
<td id="linke_spalte" valign="top" width="160"><ul class="navi_links"><li><a href="/newsticker/">Newsticker</a></li><li><a href="/newsticker/archiv/">Archiv</a></li><li><a href="/newsticker/foren/">Foren</a></li></ul></td>
<td id="mitte" valign="top">
{main}
</td></tr></table>
<div id="fuss"><a href="/impressum.html">Impressum</a> | <a href="/kontakt/">Kontakt</a> | <a href="/mediadaten/">Mediadaten</a> | Copyright &copy; 2009 Bitfeld Zeitschriften Verlag</div>
</div>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.key == "archiv":
            return f"""<div class="meldung_wrapper">
<h1>{esc(doc.title)}</h1>
<p class="datum">{doc.stamp[8:10]}.{doc.stamp[5:7]}.{doc.stamp[:4]} {doc.stamp[11:]}</p>
<div class="meldung_anrisstext"><p><strong>{self.inline(doc.blocks[0][1])}</strong></p></div>
{blocks_html(self, doc.blocks[1:])}
<p class="permalink">URL dieses Artikels:<br>{esc(self.url(doc.key))}</p>
<div class="meldung_links"><p><b>Links in diesem Artikel:</b></p><ul><li>[1] <a href="http://www.nasa.gov/multimedia/hd/apollo11.html">http://www.nasa.gov/multimedia/hd/apollo11.html</a></li><li>{self.a("notfound", "Mondlandung: Das Apollo-Archiv im Netz", "related")}</li></ul></div>
<p class="meldung_forum"><a href="/foren/S-Restaurierte-Mondlandung/forum-163452/list/">Kommentare lesen (214 Beiträge)</a></p>
</div>"""
        if doc.authors:
            links = [
                self.a("autor", a, "byline")
                if a == "Jana Weber"
                else f'<a href="{ORIGIN}/autor/{PEOPLE[a][0]}">{esc(a)}</a>'
                for a in doc.authors
            ]
            creator = "Von " + " und ".join(links)
        else:
            creator = esc(doc.extra.get("credit", ""))
        updated = ""
        if doc.extra.get("updated"):
            updated = f' <span class="a-publish-info__updated">aktualisiert am <time datetime="{iso_local(doc.extra["updated"], "+01:00")}">{de_stamp(doc.extra["updated"])}</time></span>'
        minutes = max(1, round(sum(len(self.label(b[1]).split()) for b in doc.blocks if b[0] == "p") / 180))
        photo = ""
        if doc.key == "kommentar":
            photo = '<img class="creator__image" src="https://heise.cloudimg.test/v7/_www-bitfeld-test_/autoren/hvo.jpg?width=96" alt="" width="48" height="48">'
        kicker = f'<p class="a-article-header__label">{esc(doc.kicker)}</p>' if doc.kicker else ""
        lead = f'<p class="a-article-header__lead">{esc(doc.dek)}</p>' if doc.dek else ""
        more = [k for k in ARTS if k not in (doc.key, "archiv")][:3]
        mehr = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in more)
        thema = ""
        if doc.extra.get("thema"):
            thema = f'<p class="article-footer__topic">Mehr zum Thema: {self.a("thema", "Quantencomputer", "tag")}</p>'
        return f"""<article class="article" data-article-type="{"test" if doc.key == "orbit" else "news"}" data-component="Article">
<header class="a-article-header">
{kicker}
<h1 class="a-article-header__title">{esc(doc.title)}</h1>
{lead}
<div class="a-article-header__publish-info"><time datetime="{doc.iso}" class="a-datetime">{de_stamp(doc.stamp)}</time>{updated} <span class="a-article-header__read-time">Lesezeit: {minutes} Min.</span></div>
<div class="creator">{photo}<ul class="creator__names"><li class="creator__name">{creator}</li></ul></div>
<div class="a-article-header__actions"><a href="/forum/{doc.path.rsplit("-", 1)[-1].replace(".html", "")}/" class="comments-link">Kommentare lesen</a> <button class="bookmark" type="button">Merken</button> <a href="mailto:?subject={esc(doc.title)}" class="share">Teilen</a></div>
</header>
<figure class="aufmacherbild"><img src="https://heise.cloudimg.test/v7/_www-bitfeld-test_/imgs/18/4/7/{zlib.crc32(doc.key.encode()) % 999999}.jpg?width=1200" alt="" width="1200" height="675"><figcaption class="a-caption"><p class="a-caption__source">(Bild: Bitfeld)</p></figcaption></figure>
<div class="article-content">
{self.blocks(doc)}
</div>
<footer class="article-footer">
{thema}
<section class="article-footer__more"><h2>Mehr aus dem Newsticker</h2><ul>{mehr}</ul></section>
<div class="ad-slot ad-slot--content" data-ad-slot="/6514/bitfeld/content"></div>
</footer>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            kick = f'<span class="a-article-teaser__kicker">{esc(d.kicker)}</span> ' if d.kicker else ""
            items.append(
                f'<article class="a-article-teaser"><a-img class="a-article-teaser__image"><img src="https://heise.cloudimg.test/v7/_www-bitfeld-test_/imgs/18/4/7/{zlib.crc32(k.encode()) % 999999}.jpg?width=320" alt="" loading="lazy" width="320" height="180"></a-img>'
                f'<header>{kick}<h3 class="a-article-teaser__title">{self.a(k, d.title, "content")}</h3></header><p class="a-article-teaser__synopsis">{esc(d.dek or self.lede(d))}</p><footer><time datetime="{d.iso or ""}">{de_stamp(d.stamp)}</time></footer></article>'
            )
        for path, title in doc.extra.get("old", []) + doc.extra.get("older", []):
            items.append(
                f'<article class="a-article-teaser"><header><h3 class="a-article-teaser__title"><a href="{ORIGIN}{path}">{esc(title)}</a></h3></header></article>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head = f'<div class="author-profile"><img src="https://heise.cloudimg.test/v7/_www-bitfeld-test_/autoren/jaw.jpg?width=192" alt="Jana Weber" width="96" height="96"><h1>{esc(doc.title)}</h1><p class="author-profile__role">Redakteurin Wissenschaft · Kürzel: jaw</p><p>{esc(doc.extra["bio"])}</p><a href="mailto:jaw@bitfeld.test">E-Mail</a></div>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="/suche/" method="get"><input type="search" name="q" value="Glasfaser"><select name="sort_by"><option value="date" selected>Datum</option><option value="relevance">Relevanz</option></select><button type="submit">Suchen</button></form><p class="search-count">3 Treffer</p>'
        elif doc.kind == "tag":
            head = f'<h1>Thema: {esc(doc.title)}</h1><p class="topic-intro">Alle Meldungen, Tests und Hintergründe zu Quantencomputern, Quantenkryptografie und Quantensensorik.</p>'
        elif doc.key == "home":
            head = '<h1 class="visually-hidden">Bitfeld</h1><div class="a-stage-label">Top-Themen</div>'
        pager = ""
        if doc.key == "ticker":
            pager = f'<nav class="a-pagination"><span class="a-pagination__current">1</span> {self.a("ticker2", "2", "pagination")} <a href="/newsticker/?seite=3">3</a> {self.a("ticker2", "Weiter", "pagination")}</nav>'
        elif doc.key == "ticker2":
            pager = f'<nav class="a-pagination">{self.a("ticker", "Zurück", "pagination")} {self.a("ticker", "1", "pagination")} <span class="a-pagination__current">2</span> <a href="/newsticker/?seite=3">3</a></nav>'
        elif doc.key == "home":
            pager = f'<p class="more-link">{self.a("ticker", "Alle Meldungen im Newsticker", "content")}</p>'
        return f'<section class="a-article-list a-article-list--{doc.kind}">{head}<div class="a-article-list__items">{"".join(items)}</div>{pager}</section>'

    def service_main(self, doc: Doc) -> str:
        html = self.blocks(doc)
        if doc.kind == "not-found":
            return f'<section class="error-page"><h1>{esc(doc.title)}</h1><p class="error-page__code">Fehler 404</p>{html}<p>{self.a("home", "Zur Startseite", "content")} · {self.a("ticker", "Zum Newsticker", "content")}</p><form action="/suche/" method="get"><input type="search" name="q"><button>Suchen</button></form></section>'
        if doc.kind == "subscribe":
            html += '<form class="newsletter-form" action="/newsletter/anmeldung/" method="post"><input type="email" name="email" placeholder="E-Mail-Adresse" required><label><input type="checkbox" name="daily" checked> Bitfeld Daily</label><button type="submit">Jetzt anmelden</button></form>'
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>{html}</section>'
