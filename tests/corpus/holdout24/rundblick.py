# ruff: noqa: E501, RUF001 (page texts are long literal lines; German quotes „…“ are deliberate)
"""Der Rundblick: a German weekly news magazine's site (Spiegel-like `/politik/deutschland/<slug>-a-<hex>` paths,
`/politik/p2/`, `/thema/<tag>/`, `/impressum/autor-<slug>/`, `/suche/?suchbegriff=`). "Plus" stories show two paragraphs
and a paywall; bylines "Von X und Y"; dpa briefs end with a desk credit ("mxw/dpa"); the Kolumne puts its author box
(photo, name, bio) above the text. Stories carry og:type=article and `article:published_time`; no JSON-LD."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc


class Rundblick(Base):
    origin = "https://www.rundblick.test"
    name = "Der Rundblick"
    prefix = "rb"
    language = "de"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "rb",
            [
                "[data-area=article]",
                "[data-area=teaser]",
                ".rb-header",
                ".rb-plus",
                ".rb-authorbox",
                ".rb-footer",
                "[data-sara-click-el]",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Der Rundblick",
                "mag-home",
                list=["bahn", "grundsteuer", "dpa-stau", "kolumne", "fotos", "dpa-lotto"],
                more="page2",
            )
        )
        add(
            page(
                "politik",
                "/politik/",
                "section",
                "Politik",
                "mag-section-front",
                list=["grundsteuer", "bahn", "dpa-lotto", "kolumne"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/politik/p2/",
                "section",
                "Politik – Seite 2",
                "mag-section-page2",
                list=["kita", "dpa-stau", "fotos"],
                prev="politik",
            )
        )
        add(
            page(
                "tag",
                "/thema/deutsche-bahn/",
                "tag",
                "Deutsche Bahn",
                "mag-topic-page",
                ["Alle Artikel, Hintergründe und Kommentare zum Thema Deutsche Bahn."],
                list=["bahn", "dpa-stau"],
            )
        )
        add(
            page(
                "autor",
                "/impressum/autor-miriam-hofer/",
                "author",
                "Miriam Hofer",
                "mag-author-page",
                [
                    "Redakteurin im Ressort Politik, Schwerpunkt Kommunen, Wohnen und Steuern. Zuvor bei einer Regionalzeitung in Kassel."
                ],
                list=["grundsteuer", "kita"],
            )
        )
        add(
            page(
                "suche",
                "/suche/?suchbegriff=kita",
                "search",
                "Suchergebnisse für „Kita“",
                "mag-search-results",
                list=["interview", "kita"],
            )
        )
        add(
            page(
                "plus",
                "/plus/",
                "product",
                "Rundblick Plus – alle Artikel lesen",
                "mag-plus-subscription",
                [
                    "Mit Rundblick Plus lesen Sie alle Artikel auf rundblick.test und in der App, dazu jeden Freitag das digitale Magazin.",
                    "## Plus Digital",
                    "Die ersten vier Wochen für 1 €, danach 19,99 € monatlich. Jederzeit kündbar.",
                    "## Plus + Print",
                    "Das gedruckte Heft jeden Samstag im Briefkasten und der volle Digitalzugang für 29,99 € monatlich.",
                    "FIG: Das Magazin auf einem Tablet | Das digitale Magazin erscheint freitags ab 18 Uhr.",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz/",
                "policy",
                "Datenschutzerklärung",
                "mag-policy-stand",
                [
                    "Stand: 3. November 2026",
                    "Verantwortlich für die Datenverarbeitung auf dieser Website ist die Rundblick Verlag GmbH & Co. KG, Hamburg.",
                    "## Welche Daten wir verarbeiten",
                    "Wir verarbeiten Nutzungsdaten, um die Website bereitzustellen, Reichweite zu messen und Ihr Plus-Abo zu verwalten. Werbliche Cookies setzen wir nur mit Ihrer Einwilligung.",
                    "## Ihre Rechte",
                    "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch. Wenden Sie sich an unseren Datenschutzbeauftragten.",
                ],
            )
        )
        add(
            page(
                "korrekturen",
                "/korrekturen/",
                "correction",
                "Korrekturen",
                "mag-corrections-page",
                [
                    "Fehler passieren, auch uns. Hier dokumentieren wir Korrekturen an veröffentlichten Artikeln.",
                    "## 1. Dezember 2026",
                    "In einer früheren Fassung des Artikels über die Grundsteuer hieß es, der Hebesatz in Kassel steige auf 690 Prozent. Richtig ist: 620 Prozent. Wir haben die Stelle korrigiert.",
                    "## 24. November 2026",
                    "Im Artikel über die Bahnsanierung war die Strecke Hamburg–Berlin mit 230 Kilometern angegeben. Tatsächlich sind es rund 290 Kilometer.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "subscribe",
                "Die Lage am Morgen – unser Newsletter",
                "mag-newsletter-signup",
                [
                    "Jeden Werktag um 6 Uhr: die wichtigsten Nachrichten des Tages, eingeordnet von unserer Redaktion. Kostenlos, jederzeit abbestellbar.",
                    'RAW:<form class="rb-nl" action="/newsletter/anmelden" method="post"><label>E-Mail-Adresse <input type="email" name="email"></label><button>Kostenlos anmelden</button></form>',
                    "Mit der Anmeldung akzeptieren Sie unsere Datenschutzerklärung.",
                ],
            )
        )
        add(
            story(
                "bahn",
                "/wirtschaft/deutsche-bahn-generalsanierung-warum-die-riedbahn-nur-der-anfang-war-a-3f9c2e1d-7b44-4a0e-9d1f-52c8a6e0b913",
                "Generalsanierung der Bahn: Warum die Riedbahn nur der Anfang war",
                "2026-12-02",
                "2026-12-02T06:00:00+01:00",
                "02.12.2026, 06.00 Uhr",
                ["Anna Keller", "Jonas Brandt"],
                [
                    "Vierzig Strecken in neun Jahren: So lautet der Plan, mit dem die Bahn ihr Netz wieder pünktlich machen will. Nach der Riedbahn zwischen Frankfurt und Mannheim ist nun die Verbindung Hamburg–Berlin an der Reihe – und die Zweifel wachsen.",
                    "Interne Unterlagen, die dem Rundblick vorliegen, zeigen, dass bei mehreren Abschnitten die Kosten um mehr als ein Drittel über der Planung liegen. Ein Manager spricht von einem „Wettlauf gegen die eigene Bauindustrie“.",
                ],
                "mag-plus-paywall-two-authors-und",
                section="Wirtschaft",
                paywall=True,
                dek="Vierzig Strecken, neun Jahre, Milliarden Euro: Die Bahn saniert ihr Netz im Akkord. Interne Papiere zeigen, wo es hakt.",
                rel=["dpa-stau", "grundsteuer"],
            )
        )
        add(
            story(
                "grundsteuer",
                "/politik/deutschland/grundsteuer-2027-was-eigentuemer-und-mieter-jetzt-wissen-muessen-a-8a1d44f0-c2e9-4b37-a5d0-1e6f9b7c2a88",
                "Grundsteuer 2027: Was Eigentümer und Mieter jetzt wissen müssen",
                "2026-12-01",
                "2026-12-01T17:42:00+01:00",
                "01.12.2026, 17.42 Uhr",
                ["Miriam Hofer"],
                [
                    "Viele Städte verschicken in diesen Wochen die neuen Bescheide für 2027 – und nicht wenige Eigentümer erschrecken. Obwohl die Reform „aufkommensneutral“ sein sollte, zahlen manche deutlich mehr als bisher.",
                    "Das liegt vor allem an den Hebesätzen, die jede Gemeinde selbst festlegt. Kassel etwa hebt seinen Satz auf 620 Prozent an, Göttingen senkt ihn leicht.",
                    "## Wer zahlt am Ende?",
                    "Vermieter dürfen die Grundsteuer über die Nebenkosten auf die Mieter umlegen. Für Mieter in Altbauten in guten Lagen kann das zweistellige Beträge im Monat ausmachen.",
                    "## Lohnt sich ein Einspruch?",
                    "Gegen den Bescheid des Finanzamts ist ein Einspruch innerhalb eines Monats möglich. Gegen den Hebesatz der Gemeinde dagegen kaum – er ist eine politische Entscheidung des Stadtrats.",
                    "Der Bund der Steuerzahler rät, die Angaben zur Wohnfläche und zum Baujahr genau zu prüfen. Dort fänden sich die meisten Fehler.",
                    "Einige Länder, darunter Bayern und Hamburg, haben eigene Modelle gewählt. Dort sind die Bescheide einfacher nachzuvollziehen, aber nicht unbedingt günstiger.",
                ],
                "mag-long-story-single-author",
                section="Politik",
                rel=["kita", "kolumne"],
            )
        )
        add(
            story(
                "dpa-stau",
                "/panorama/a7-nach-lkw-unfall-bei-kassel-stundenlang-gesperrt-a-c51e0b7a-33d2-4f18-8e6b-0d9a7f21c4e5",
                "A7 nach Lkw-Unfall bei Kassel stundenlang gesperrt",
                "2026-12-02",
                "2026-12-02T08:14:00+01:00",
                "02.12.2026, 08.14 Uhr",
                [],
                [
                    "Nach einem Unfall mit zwei Lastwagen ist die Autobahn 7 bei Kassel in Richtung Süden am Morgen für mehrere Stunden gesperrt worden. Ein Fahrer wurde schwer verletzt, wie die Polizei mitteilte.",
                    "Der Verkehr staute sich zeitweise auf mehr als 15 Kilometern. Die Bergungsarbeiten sollten bis zum Mittag dauern.",
                    "SIGN: mxw/dpa",
                ],
                "mag-dpa-brief-desk-credit",
                section="Panorama",
                rel=["bahn"],
            )
        )
        add(
            story(
                "dpa-lotto",
                "/panorama/lotto-jackpot-tipper-aus-niedersachsen-gewinnt-38-millionen-euro-a-0e7b2c96-f1a3-4d5e-b8c7-6a2d9e4f1b30",
                "Lotto-Jackpot: Tipper aus Niedersachsen gewinnt 38 Millionen Euro",
                "2026-11-29",
                "2026-11-29T10:05:00+01:00",
                "29.11.2026, 10.05 Uhr",
                [],
                [
                    "Ein Lottospieler aus Niedersachsen hat den Jackpot von rund 38 Millionen Euro geknackt. Er hatte als Einziger die sechs Richtigen und die Superzahl getippt, teilte die Lottogesellschaft mit.",
                    "SIGN: Quelle: dpa",
                ],
                "mag-dpa-brief-one-paragraph",
                section="Panorama",
                rel=["dpa-stau"],
            )
        )
        add(
            story(
                "kolumne",
                "/kultur/kolumne-von-felix-haberland-der-adventskalender-als-geschaeftsmodell-a-6d2f8e13-9b0c-4a71-83e5-f4c1b2a7d960",
                "Der Adventskalender als Geschäftsmodell",
                "2026-12-01",
                "2026-12-01T12:00:00+01:00",
                "01.12.2026, 12.00 Uhr",
                ["Felix Haberland"],
                [
                    "Früher gab es hinter jedem Türchen ein Stück Schokolade, das nach Pappe schmeckte. Heute gibt es Kalender mit Craft-Bier, mit Socken, mit Gesichtsmasken, mit Schrauben. Der Advent ist zur Verkaufsfläche geworden.",
                    "Ich habe in diesem Jahr nachgezählt: Im Drogeriemarkt um die Ecke stehen 31 verschiedene Adventskalender. Der teuerste kostet 149 Euro und enthält vor allem Verpackung.",
                    "Man kann das kulturpessimistisch beklagen. Man kann aber auch feststellen, dass die Menschen offenbar ein Bedürfnis haben, sich die Wartezeit zu strukturieren. Vierundzwanzig kleine Vorfreuden sind besser als eine große Enttäuschung.",
                    "Meine Tochter hat übrigens den Kalender vom letzten Jahr wieder aufgehängt und füllt ihn selbst. Mit Zetteln. Auf einem steht: „Heute keine Hausaufgaben.“ Verhandlungen laufen.",
                ],
                "mag-kolumne-author-box-top",
                section="Kultur",
                authorbox="Felix Haberland schreibt jeden Dienstag über Alltag, Konsum und die kleinen Absurditäten des Familienlebens. Er lebt mit seiner Familie in Leipzig.",
                rel=["grundsteuer"],
            )
        )
        add(
            story(
                "fotos",
                "/panorama/fotostrecke-erster-schnee-im-harz-a-b3c9e5d1-2a6f-4e80-9c7d-15f0a8b4e2c6",
                "Erster Schnee im Harz",
                "2026-11-30",
                "2026-11-30T15:30:00+01:00",
                "30.11.2026, 15.30 Uhr",
                ["Tobias Lindner"],
                [
                    "FIG: Verschneite Fichten am Brocken | Am Brocken fielen über Nacht 20 Zentimeter Neuschnee.",
                    "Über Nacht hat der Winter den Harz erreicht: Am Brocken lagen am Sonntagmorgen 20 Zentimeter Schnee, die ersten Rodler waren schon unterwegs.",
                    "FIG: Kinder mit Schlitten in Braunlage | In Braunlage holten Familien die Schlitten aus dem Keller.",
                ],
                "mag-photo-story-photographer",
                section="Panorama",
                byline_label="Fotos:",
                rel=["dpa-lotto"],
            )
        )
        add(
            story(
                "interview",
                "/politik/deutschland/kita-krise-interview-mit-erzieherin-wir-arbeiten-seit-jahren-am-limit-a-47e1f9b2-8c3d-4a56-b0e7-9d2c6f1a3e85",
                "Kita-Krise: „Wir arbeiten seit Jahren am Limit“",
                "2026-11-28",
                "2026-11-28T09:00:00+01:00",
                "28.11.2026, 09.00 Uhr",
                ["Lena Voss"],
                [
                    "Eine Kitaleiterin aus Bremen über fehlendes Personal, verkürzte Öffnungszeiten und Eltern, die nicht mehr wissen, wohin mit ihren Kindern.",
                    "Q: Frau Albers, wie oft mussten Sie in diesem Herbst die Öffnungszeiten kürzen? || An elf Tagen. Wenn drei von neun Kolleginnen krank sind, bleibt mir nichts anderes übrig.",
                    "Q: Was sagen die Eltern? || Die meisten sind verständnisvoll, aber erschöpft. Viele arbeiten selbst im Schichtdienst, im Krankenhaus, im Supermarkt.",
                    "Q: Was würde am schnellsten helfen? || Eine bezahlte Ausbildung für alle, nicht nur für einige. Und weniger Bürokratie, damit wir Zeit für die Kinder haben.",
                ],
                "mag-qa-only-from-search",
                section="Politik",
                byline_label="Ein Interview von",
                rel=["kita"],
            )
        )
        add(
            story(
                "kita",
                "/politik/deutschland/kitas-in-bremen-jede-dritte-einrichtung-kuerzt-oeffnungszeiten-a-2c7f0d9e-5b1a-4e3c-a8f6-7d0e9b2c4a17",
                "Kitas in Bremen: Jede dritte Einrichtung kürzt Öffnungszeiten",
                "2026-11-28",
                "2026-11-28T08:30:00+01:00",
                "28.11.2026, 08.30 Uhr",
                ["Miriam Hofer"],
                [
                    "In Bremen hat in diesem Herbst jede dritte Kita ihre Öffnungszeiten zeitweise gekürzt. Das geht aus einer Antwort des Senats auf eine Anfrage der Opposition hervor.",
                    "Besonders betroffen sind Stadtteile mit vielen jungen Familien. Der Senat will nun Quereinsteigerinnen schneller anerkennen.",
                ],
                "mag-story-page2",
                section="Politik",
                rel=["grundsteuer"],
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        meta = [
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
        ]
        if doc.is_article:
            meta += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
            if doc.authors:
                meta.append(f'<meta name="author" content="{esc(", ".join(doc.authors))}">')
        nav = " ".join(
            self.a(k, t, "chrome:nav")
            for k, t in [
                ("politik", "Politik"),
                ("tag", "Deutsche Bahn"),
                ("plus", "Plus"),
                ("newsletter", "Newsletter"),
            ]
        )
        foot = " | ".join(
            self.a(k, t, "chrome:footer")
            for k, t in [
                ("datenschutz", "Datenschutz"),
                ("korrekturen", "Korrekturen"),
                ("suche", "Suche"),
                ("plus", "Abo"),
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} - DER RUNDBLICK</title>
{chr(10).join(meta)}
<style>/*PAD*/</style>
</head>
<body>
<header class="rb-header">{self.a("home", "Der Rundblick", "chrome:header", 'class="rb-logo"')} <a href="/konto/">Anmelden</a></header>
<nav class="rb-nav">{nav}</nav>
<main>
{main}
</main>
<footer class="rb-footer"><p>{foot} | <a href="https://www.rundblick.test/impressum/">Impressum</a></p><p>© Rundblick Verlag GmbH &amp; Co. KG</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        plus = '<span class="rb-plus" title="Rundblick Plus">Plus</span> ' if doc.extra.get("paywall") else ""
        box = ""
        if doc.extra.get("authorbox"):
            box = f'<div class="rb-authorbox"><img src="/img/autoren/haberland.jpg" alt=""><p class="rb-kolumne">Kolumne</p><p class="rb-authorname">{esc(doc.authors[0])}</p><p>{esc(doc.extra["authorbox"])}</p></div>'
            byline = ""
        elif doc.authors:
            names = " und ".join(self.a("autor", a, "byline") if a == "Miriam Hofer" else esc(a) for a in doc.authors)
            byline = f'<p class="rb-byline">{doc.extra.get("byline_label", "Von")} {names}</p>'
        else:
            byline = ""
        pay = ""
        if doc.extra.get("paywall"):
            pay = f'<div class="rb-paywall"><p>Sie wollen weiterlesen? Dieser Artikel gehört zu Rundblick Plus.</p><p>{self.a("plus", "Jetzt für 1 € testen", "content")}</p><p>Bereits Abonnent? <a href="/konto/">Anmelden</a></p></div>'
        dek = f'<p class="rb-dek">{esc(doc.dek)}</p>' if doc.dek else ""
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:related')}</li>" for k in doc.extra.get("rel", []))
        return f"""<article data-area="article">
<header><span class="rb-kicker">{plus}{esc(doc.section)}</span>
<h1>{esc(doc.title)}</h1>{dek}
{box}{byline}<time datetime="{doc.iso}">{esc(doc.stamp)}</time></header>
<div data-area="body">
{self.blocks(doc)}
</div>
{pay}
</article>
<section data-area="related"><h2>Mehr zum Thema</h2><ul>{rel}</ul></section>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            plus = '<span class="rb-plus">Plus</span> ' if d.extra.get("paywall") else ""
            items.append(
                f'<div data-area="teaser">{plus}<h2>{self.a(k, d.title, "content")}</h2><p>{esc(self.lede(d))}</p><span>{esc(d.stamp)}</span></div>'
            )
        pager = ""
        if doc.extra.get("more"):
            pager = self.a(doc.extra["more"], "Ältere Artikel", "content")
        if doc.extra.get("prev"):
            pager = self.a(doc.extra["prev"], "Neuere Artikel", "content")
        return f'<section><h1>{esc(doc.title)}</h1>{self.blocks(doc)}\n{"".join(items)}\n<p class="rb-pager">{pager}</p></section>'

    def service_main(self, doc: Doc) -> str:
        return f'<section class="rb-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</section>'
