# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German typography is deliberate)
"""Einfach informiert: a German news service in **Leichte Sprache** on **TYPO3 12** with EXT:news (`news news-single`,
tx_news microdata `itemprop="headline"` / `itemprop="articleBody"`, `news-list-date`, `frame frame-default
frame-type-text`, `ce-bodytext`, `/nachrichten/artikel/<slug>`, the list's page 2 as
`?tx_news_pi1%5BcurrentPage%5D=2&cHash=…`, `/nachrichten/schlagwort/<tag>`, indexed_search
`/suche?tx_indexedsearch_pi2%5Bsearch%5D%5Bsword%5D=…`), German, Berlin time (+01:00 in December).

Leichte Sprache: **one sentence per line** (some stories a `<p>` per sentence, some one `<p>` with `<br>` between
sentences), hyphenated compounds ("Bundes-Tag", "Mindest-Lohn"), one story with the **Mediopunkt**
("Renten·versicherung"), **word boxes** ("Schweres Wort") beside the text, an audio player ("Nachricht anhören") on
every story, a "Prüf-Gruppe" note. Labels: one line per sentence as printed, word boxes not body.

Metadata: tx_news microdata dates are the local day; EXT:schema-like `NewsArticle` JSON-LD: the storm story's time is
**UTC** (23:30Z on 4 Dec = 00:30 on **5 Dec** in Berlin), the hospital story's author is the service (Organization)
though two reporters are printed, the football story has no JSON-LD, the Christmas-market story was updated the next
day. Credits: "Text: Anna Schubert", "Von Leonie Brandt", "Text: Leonie Brandt und Jonas Petersen", "Text: Jonas
Petersen. Übersetzung in Leichte Sprache: Büro für Leichte Sprache Bremen" (the office is not an author), the desk
"Redaktion Einfach informiert"."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.einfach-informiert.test"
NAME = "Einfach informiert"
ARTS = ["lohn", "sturm", "rente", "wahl", "markt", "klinik", "fussball", "ticket"]
CHASH = "5d1f0c3a9b7e2d4f6a8c0e1b3d5f7a9c"
TAGES = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]


def de_date(local: str) -> str:
    day = local.split()[0]
    y, m, d = day.split("-")
    return f"{d}.{m}.{y}"


class EinfachInformiert(Base):
    origin = ORIGIN
    name = NAME
    prefix = "efi"
    language = "de"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "efi",
            [
                ".navbar-mainnavigation .nav-link",
                ".news-single .header h1",
                ".news-text-wrap p",
                ".woerter-box",
                ".news-list-date",
                ".audio-player",
                ".breadcrumb-item",
                ".frame-type-text .ce-bodytext",
                ".footer-section a",
                ".cookie-hinweis",
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
                "Nachrichten in Leichter Sprache",
                "typo3-home",
                list=["lohn", "sturm", "rente", "wahl", "markt"],
            )
        )
        add(
            page(
                "news",
                "/nachrichten",
                "section",
                "Nachrichten",
                "tx-news-list",
                list=["sturm", "lohn", "rente", "wahl", "klinik", "fussball"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                f"/nachrichten?tx_news_pi1%5BcurrentPage%5D=2&cHash={CHASH}",
                "section",
                "Nachrichten",
                "tx-news-list-page2-chash",
                list=["markt", "ticket"],
            )
        )
        add(
            page(
                "tag",
                "/nachrichten/schlagwort/geld",
                "tag",
                "Schlag-Wort: Geld",
                "tx-news-tag",
                list=["lohn", "rente", "ticket"],
            )
        )
        add(page("author", "/redaktion/anna-schubert", "author", "Anna Schubert", "typo3-team-member", list=["lohn"]))
        add(
            page(
                "search",
                "/suche?tx_indexedsearch_pi2%5Baction%5D=search&tx_indexedsearch_pi2%5Bcontroller%5D=Search&tx_indexedsearch_pi2%5Bsearch%5D%5Bsword%5D=Rente",
                "search",
                "Such-Ergebnisse für: Rente",
                "indexed-search-results",
                list=["rente", "lohn"],
            )
        )
        add(
            page(
                "woerter",
                "/woerter-buch/b",
                "glossary",
                "Wörter-Buch: B",
                "typo3-glossary-letter",
                [
                    "Q: Behörde || Eine Behörde ist ein Amt. Zum Beispiel das Bürger-Amt oder das Finanz-Amt. Dort arbeiten Menschen für den Staat.",
                    "Q: Bundes-Land || Deutschland hat 16 Bundes-Länder. Zum Beispiel Bayern, Bremen oder Sachsen. Jedes Bundes-Land hat eine eigene Regierung.",
                    "Q: Bundes-Rat || Im Bundes-Rat sind Politiker aus allen Bundes-Ländern. Der Bundes-Rat arbeitet bei vielen Gesetzen mit.",
                    "Q: Bundes-Tag || Der Bundes-Tag ist das Parlament von Deutschland. Die Menschen im Bundes-Tag heißen: Abgeordnete. Sie machen die Gesetze.",
                    "Q: Bürger-Geld || Bürger-Geld ist Geld vom Staat. Menschen bekommen Bürger-Geld, wenn sie keine Arbeit haben. Oder wenn sie zu wenig Geld verdienen.",
                    "Q: Bürgerschaft || So heißt das Parlament in Bremen und in Hamburg.",
                ],
            )
        )
        add(
            page(
                "hoeren",
                "/hoeren/die-woche-in-leichter-sprache-folge-48",
                "audio",
                "Die Woche in Leichter Sprache: Folge 48",
                "typo3-audio-episode",
                local="2026-12-04 16:00",
            )
        )
        add(
            page(
                "lehrer",
                "/fuer-lehr-kraefte",
                "teacher-guide",
                "Für Lehr-Kräfte",
                "typo3-teachers-page",
                [
                    "Unsere Nachrichten in Leichter Sprache eignen sich für den Unterricht in Förderschulen, in Integrations- und Sprachkursen (ab Niveau A2) und in der Grundschule.",
                    "## So können Sie die Nachrichten nutzen",
                    "- Lesen Sie eine Nachricht gemeinsam und klären Sie die Wörter aus den Wörter-Boxen.",
                    "- Hören Sie die Nachricht als Audio und lesen Sie dabei mit.",
                    "- Vergleichen Sie die Nachricht mit einem Text in Alltags-Sprache zum gleichen Thema.",
                    "## Arbeits-Blätter",
                    "Zu jeder Folge unseres Wochen-Rückblicks gibt es ein Arbeits-Blatt mit Fragen zum Text. Die Arbeits-Blätter können Sie kostenlos herunterladen und kopieren.",
                    "Alle Texte werden von einer Prüf-Gruppe gelesen. In der Prüf-Gruppe sind Menschen mit Lern-Schwierigkeiten. Sie sagen uns, ob ein Text leicht genug ist.",
                ],
            )
        )
        add(
            page(
                "gone",
                "/nachrichten/artikel/heiz-kosten-zuschuss",
                "error",
                "Seite nicht gefunden",
                "typo3-soft-404",
                [
                    "Diese Seite gibt es nicht mehr.",
                    "Vielleicht ist die Nachricht schon alt.",
                    "Oder die Adresse ist falsch.",
                ],
            )
        )
        add(
            story(
                "lohn",
                "/nachrichten/artikel/der-mindest-lohn-steigt",
                "Der Mindest-Lohn steigt",
                "2026-12-04",
                "2026-12-04T10:15:00+01:00",
                "04.12.2026",
                ["Anna Schubert"],
                [
                    "Im Januar steigt der Mindest-Lohn.",
                    "Dann gibt es mindestens 14 Euro und 60 Cent für eine Stunde Arbeit.",
                    "Bisher sind es 13 Euro und 90 Cent.",
                    "## Was ist der Mindest-Lohn?",
                    "Der Mindest-Lohn ist der kleinste Lohn für eine Stunde Arbeit.",
                    "Kein Arbeit-Geber darf weniger bezahlen.",
                    "Das steht in einem Gesetz.",
                    "## Wer bekommt mehr Geld?",
                    "Fast 6 Millionen Menschen in Deutschland bekommen den Mindest-Lohn.",
                    "Zum Beispiel Menschen, die in einem Restaurant arbeiten.",
                    "Oder Menschen, die Häuser putzen.",
                    "Sie bekommen ab Januar mehr Geld.",
                    "Manche Firmen sagen: Das ist zu teuer für uns.",
                    "Die Gewerkschaften sagen: Das ist gut. Das Leben ist teurer geworden.",
                ],
                "tx-news-sentence-per-p-word-boxes",
                section="Geld",
                style="p",
                credit="Text: Anna Schubert",
                ld="person",
                local="2026-12-04 10:15",
                boxes=[
                    (
                        "Arbeit-Geber",
                        "Ein Arbeit-Geber ist eine Firma oder ein Mensch. Bei einem Arbeit-Geber arbeiten andere Menschen. Sie bekommen dafür Geld.",
                    ),
                    (
                        "Gewerkschaft",
                        "Eine Gewerkschaft ist eine Gruppe von Arbeit-Nehmern. Die Gewerkschaft setzt sich für gute Arbeit und guten Lohn ein.",
                    ),
                ],
                tags=["Geld", "Arbeit"],
            )
        )
        add(
            story(
                "sturm",
                "/nachrichten/artikel/sturm-im-norden",
                "Starker Sturm im Norden",
                "2026-12-05",
                "2026-12-04T23:30:00+00:00",
                "05.12.2026",
                [],
                [
                    "In der Nacht gab es einen starken Sturm im Norden von Deutschland.",
                    "Der Sturm heißt: Ylva.",
                    "An der Nord-See war der Wind besonders stark.",
                    "Viele Bäume sind umgefallen.",
                    "Einige Straßen sind gesperrt.",
                    "Auch viele Züge fahren nicht.",
                    "Die Deutsche Bahn sagt: Bitte fahren Sie heute nicht mit dem Zug nach Hamburg.",
                    "Die Feuer-Wehr hat in der Nacht viel gearbeitet.",
                    "Niemand wurde schwer verletzt.",
                    "Der Wetter-Dienst sagt: Am Nachmittag wird der Wind schwächer.",
                ],
                "tx-news-br-lines-utc-jsonld-after-midnight",
                section="Wetter",
                style="br",
                credit="Redaktion Einfach informiert",
                ld="org",
                local="2026-12-05 00:30",
                boxes=[
                    (
                        "Wetter-Dienst",
                        "Der Deutsche Wetter-Dienst sagt, wie das Wetter wird. Er warnt vor Sturm, Gewitter und Glätte.",
                    )
                ],
                tags=["Wetter"],
            )
        )
        add(
            story(
                "rente",
                "/nachrichten/artikel/die-rente-steigt-im-sommer",
                "Die Rente steigt im Sommer",
                "2026-12-03",
                "2026-12-03T14:00:00+01:00",
                "03.12.2026",
                [],
                [
                    "Die Rente ist Geld für alte Menschen.",
                    "Sie bekommen die Rente, wenn sie nicht mehr arbeiten.",
                    "Im Juli 2027 soll die Rente steigen.",
                    "Das sagt die Renten·versicherung.",
                    "Die Rente steigt wahrscheinlich um 3 Prozent.",
                    "Das bedeutet zum Beispiel:",
                    "- Frau Meier bekommt jetzt 1.000 Euro Rente im Monat.",
                    "- Ab Juli bekommt sie ungefähr 1.030 Euro.",
                    "- Das sind 30 Euro mehr im Monat.",
                    "Genau wissen wir das erst im Frühling.",
                    "Dann entscheidet die Bundes·regierung.",
                ],
                "tx-news-mediopunkt-list",
                section="Geld",
                style="p",
                ld="org",
                local="2026-12-03 14:00",
                updated="04.12.2026, 09:20 Uhr",
                boxes=[("Renten·versicherung", "Die Renten·versicherung ist eine Behörde. Sie zahlt die Rente aus.")],
                tags=["Geld", "Rente"],
            )
        )
        add(
            story(
                "wahl",
                "/nachrichten/artikel/so-funktioniert-die-wahl-in-bremen",
                "So funktioniert die Wahl in Bremen",
                "2026-12-02",
                "2026-12-02T11:00:00+01:00",
                "02.12.2026",
                ["Jonas Petersen"],
                [
                    "Im Mai 2027 ist in Bremen eine Wahl.",
                    "Die Menschen in Bremen wählen die Bürgerschaft.",
                    "Die Bürgerschaft ist das Parlament von Bremen.",
                    "## Wer darf wählen?",
                    "Alle Menschen ab 16 Jahren dürfen wählen.",
                    "Sie müssen in Bremen wohnen.",
                    "Und sie müssen einen deutschen Pass haben.",
                    "## Wie wählt man?",
                    "Jeder Mensch hat 5 Stimmen.",
                    "Man kann alle 5 Stimmen einer Partei geben.",
                    "Man kann die Stimmen aber auch verteilen.",
                    "Zum Beispiel: 2 Stimmen für eine Partei und 3 Stimmen für eine Person.",
                    "## Wo bekomme ich Hilfe?",
                    "Es gibt ein Heft zur Wahl in Leichter Sprache.",
                    "Sie können das Heft im Internet lesen.",
                    "Oder Sie holen es im Rat-Haus.",
                ],
                "tx-news-h2-questions-translator-credit",
                section="Politik",
                style="p",
                credit="Text: Jonas Petersen. Übersetzung in Leichte Sprache: Büro für Leichte Sprache Bremen",
                ld="person",
                local="2026-12-02 11:00",
                boxes=[
                    (
                        "Parlament",
                        "Im Parlament sind Politiker. Die Menschen haben sie gewählt. Das Parlament macht die Gesetze.",
                    )
                ],
                tags=["Politik", "Wahl"],
            )
        )
        add(
            story(
                "markt",
                "/nachrichten/artikel/weihnachts-maerkte-haben-geoeffnet",
                "Die Weihnachts-Märkte haben geöffnet",
                "2026-11-30",
                "2026-11-30T17:10:00+00:00",
                "30.11.2026",
                [],
                [
                    "In vielen Städten haben die Weihnachts-Märkte geöffnet.",
                    "Zum Beispiel in Nürnberg, in Dresden und in Köln.",
                    "Auf einem Weihnachts-Markt gibt es viele kleine Hütten.",
                    "Dort kann man Essen kaufen.",
                    "Oder Geschenke.",
                    "Viele Menschen trinken dort Glüh-Wein.",
                    "Glüh-Wein ist warmer Wein mit Gewürzen.",
                    "Für Kinder gibt es Kinder-Punsch ohne Alkohol.",
                    "Die Polizei sagt: Passen Sie gut auf Ihre Tasche auf.",
                    "Auf Weihnachts-Märkten gibt es oft Taschen-Diebe.",
                    "Die meisten Weihnachts-Märkte sind bis zum 23. Dezember offen.",
                ],
                "tx-news-br-lines-updated-next-day",
                section="Leben",
                style="br",
                ld="org",
                local="2026-11-30 18:10",
                updated="01.12.2026, 09:00 Uhr",
                modified="2026-12-01T08:00:00+00:00",
                tags=["Leben"],
                gone=True,
            )
        )
        add(
            story(
                "klinik",
                "/nachrichten/artikel/neue-regeln-fuer-kranken-haeuser",
                "Neue Regeln für Kranken-Häuser",
                "2026-12-01",
                "2026-12-01T09:30:00+01:00",
                "01.12.2026",
                ["Leonie Brandt", "Jonas Petersen"],
                [
                    "In Deutschland gibt es neue Regeln für Kranken-Häuser.",
                    "Der Bundes-Tag hat die Regeln im Jahr 2024 beschlossen.",
                    "Jetzt werden die Regeln nach und nach umgesetzt.",
                    "## Was ändert sich?",
                    "Nicht jedes Kranken-Haus soll alles machen.",
                    "Schwere Operationen gibt es nur noch in bestimmten Kranken-Häusern.",
                    "Dort arbeiten Ärzte und Ärztinnen mit viel Erfahrung.",
                    "Das soll besser für die Patienten sein.",
                    "## Was bedeutet das für mich?",
                    "Manche Menschen müssen dann weiter fahren.",
                    "Zum Beispiel für eine Operation am Herzen.",
                    "Für einen Notfall gibt es aber weiter Kranken-Häuser in der Nähe.",
                    "Im Notfall rufen Sie die Nummer 112 an.",
                ],
                "tx-news-two-authors-jsonld-org",
                section="Gesundheit",
                style="p",
                credit="Text: Leonie Brandt und Jonas Petersen",
                ld="org",
                local="2026-12-01 09:30",
                boxes=[("Bundes-Tag", "Der Bundes-Tag ist das Parlament von Deutschland. Er macht die Gesetze.")],
                tags=["Gesundheit"],
            )
        )
        add(
            story(
                "fussball",
                "/nachrichten/artikel/deutschland-gewinnt-gegen-frankreich",
                "Deutschland gewinnt gegen Frankreich",
                "2026-12-02",
                None,
                "02.12.2026",
                [],
                [
                    "Die Fußball-Frauen von Deutschland haben ein wichtiges Spiel gewonnen.",
                    "Sie haben gegen Frankreich gespielt.",
                    "Das Spiel war am Dienstag-Abend in Köln.",
                    "Deutschland hat 2 zu 1 gewonnen.",
                    "Beide Tore hat Lea Hoffmann geschossen.",
                    "40.000 Menschen haben im Stadion zugeschaut.",
                    "Im Jahr 2027 ist die Welt-Meisterschaft in Brasilien.",
                    "Die Trainerin sagt: Wir sind auf einem guten Weg.",
                ],
                "tx-news-no-jsonld-photo-caption",
                section="Sport",
                style="p",
                local="2026-12-02 08:00",
                photo=("Fußball-Spielerinnen jubeln", "Die deutschen Spielerinnen freuen sich über das Tor. Foto: dpa"),
                tags=["Sport"],
            )
        )
        add(
            story(
                "ticket",
                "/nachrichten/artikel/das-deutschland-ticket-wird-teurer",
                "Das Deutschland-Ticket wird teurer",
                "2026-11-27",
                "2026-11-27T12:00:00+01:00",
                "27.11.2026",
                ["Leonie Brandt"],
                [
                    "Mit dem Deutschland-Ticket kann man in ganz Deutschland Bus und Bahn fahren.",
                    "Aber nicht mit dem ICE oder dem IC.",
                    "Das Ticket gilt immer einen Monat.",
                    "Im Januar wird das Ticket wieder teurer.",
                    "So viel kostet das Ticket im Monat:",
                    "T: Jahr | Preis im Monat",
                    "T: 2023 | 49 Euro",
                    "T: 2025 | 58 Euro",
                    "T: 2026 | 63 Euro",
                    "T: ab 2027 | 67 Euro",
                    "Die Verkehrs-Minister von den Bundes-Ländern haben das beschlossen.",
                    "Sie sagen: Bus und Bahn kosten immer mehr Geld.",
                    "Viele Menschen finden das nicht gut.",
                ],
                "tx-news-table-von-credit",
                section="Geld",
                style="p",
                credit="Von Leonie Brandt",
                ld="person",
                local="2026-11-27 12:00",
                tags=["Geld", "Verkehr"],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ld(self, doc: Doc) -> str:
        mode = doc.extra.get("ld")
        if not mode:
            return ""
        url = self.url(doc.key)
        author: object = (
            {"@type": "Organization", "name": NAME, "url": ORIGIN + "/"}
            if mode == "org"
            else [{"@type": "Person", "name": a} for a in doc.authors]
        )
        data = {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": doc.title,
            "description": self.lede(doc),
            "url": url,
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "author": author,
            "publisher": {
                "@type": "Organization",
                "name": NAME,
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/fileadmin/einfach/logo.png"},
            },
            "inLanguage": "de-DE",
            "isAccessibleForFree": True,
            "audience": {"@type": "Audience", "audienceType": "Menschen mit Lern-Schwierigkeiten"},
        }
        return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        nav = "".join(
            '<li class="nav-item">' + self.a(k, t, "nav", 'class="nav-link"') + "</li>"
            for k, t in (
                ("home", "Start"),
                ("news", "Nachrichten"),
                ("hoeren", "Zum Hören"),
                ("woerter", "Wörter-Buch"),
                ("lehrer", "Für Lehr-Kräfte"),
            )
        )
        crumbs = f'<li class="breadcrumb-item">{self.a("home", "Start", "breadcrumb")}</li>'
        if doc.is_article or doc.key == "news2":
            crumbs += f'<li class="breadcrumb-item">{self.a("news", "Nachrichten", "breadcrumb")}</li>'
        if doc.key != "home":
            crumbs += f'<li class="breadcrumb-item active" aria-current="page"><span>{esc(doc.title)}</span></li>'
        pid = 40 + list(self.docs).index(doc.key)
        return f"""<!DOCTYPE html>
<html lang="de-DE" dir="ltr">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2026 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>{esc(doc.title)} | {NAME}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "Nachrichten in Leichter Sprache. Jeden Tag neu. Zum Lesen und zum Hören.")}">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:type" content="{"article" if doc.is_article else "website"}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:site_name" content="{NAME}">
<meta property="og:image" content="{ORIGIN}/fileadmin/_processed_/og-einfach.png">
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4f2a8c1e7b9d3a5c6e0f1b2d3c4a5e6f-min.css?1764840000" media="all">
<style>/*PAD*/</style>
<link rel="canonical" href="{esc(url)}">
<link rel="alternate" hreflang="de-DE" href="{esc(url)}">
{self.ld(doc) if doc.is_article else ""}
</head>
<body id="p{pid}" class="page-{pid} pagelevel-{1 if doc.key == "home" else 2} language-0 backendlayout-default layout-default">
<a class="visually-hidden-focusable skip-link" href="#page-content">Zum Inhalt springen</a>
<div class="body-bg">
<header class="navbar navbar-mainnavigation navbar-expand-lg">
<div class="container">
<a class="navbar-brand" href="{self.href("home")}" title="Startseite"><img class="navbar-brand-logo-normal" src="{ORIGIN}/fileadmin/einfach/logo.svg" alt="{NAME} – Nachrichten in Leichter Sprache" height="52" width="210"></a>
<nav id="mainnavigation" class="collapse navbar-collapse"><ul class="navbar-nav">{nav}</ul></nav>
<div class="service-nav"><a href="{ORIGIN}/alltagssprache/" lang="de">Alltags-Sprache</a> <button class="btn-font-size" type="button">Schrift größer</button> <button class="btn-vorlesen" type="button">Vorlesen</button>
<form class="search-form" action="/suche" method="post"><label for="sword">Suchen</label><input type="search" id="sword" name="tx_indexedsearch_pi2[search][sword]"><button type="submit">Los</button></form></div>
</div>
</header>
<nav class="breadcrumb-section" aria-label="Brotkrumen-Navigation"><div class="container"><ol class="breadcrumb">{crumbs}</ol></div></nav>
<div id="page-content" class="section section-default">
<main class="container main-content">
{main}
</main>
<aside class="container sidebar">
<div class="frame frame-default frame-type-menu_pages"><h3>Meist gelesen</h3><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["sturm", "lohn", "markt", "ticket"])}</ul></div>
<div class="frame frame-default frame-type-text"><h3>Schlag-Wörter</h3><p>{self.a("tag", "Geld", "aside")} · <a href="/nachrichten/schlagwort/politik">Politik</a> · <a href="/nachrichten/schlagwort/wetter">Wetter</a> · <a href="/nachrichten/schlagwort/sport">Sport</a></p></div>
</aside>
</div>
<footer class="section footer-section">
<div class="container">
<ul class="footer-links"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Daten-Schutz</a></li><li><a href="/barriere-freiheit">Erklärung zur Barriere-Freiheit</a></li><li>{self.a("lehrer", "Für Lehr-Kräfte", "footer")}</li><li>{self.a("author", "Redaktion", "footer")}</li><li><a href="{ORIGIN}/rss.xml">RSS</a></li></ul>
<p>Die Texte sind in Leichter Sprache. Das Siegel für Leichte Sprache ist vom Netzwerk Leichte Sprache.</p>
<p class="copyright">© 2026 {NAME} gGmbH</p>
</div>
</footer>
</div>
<div class="cookie-hinweis" id="cookie-hinweis" role="dialog" aria-label="Cookies"><p>Wir benutzen Cookies. Cookies sind kleine Dateien. Sie helfen uns, die Internet-Seite besser zu machen.</p><button type="button" class="btn btn-primary">Einverstanden</button> <a href="/datenschutz">Mehr lesen</a></div>
<script src="/typo3temp/assets/compressed/merged-9c8b7a6d5e4f3a2b1c0d-min.js?1764840000"></script>
</body>
</html>"""

    def body_html(self, doc: Doc) -> str:
        if doc.extra.get("style") != "br":
            return blocks_html(self, doc.blocks)
        # one <p> per run of sentences, <br> between them (the RTE's habit)
        out: list[str] = []
        run: list[str] = []
        for b in [*doc.blocks, ("end",)]:
            if b[0] == "p":
                run.append(self.inline(b[1]))
                continue
            if run:
                out.append("<p>" + "<br>\n".join(run) + "</p>")
                run = []
            if b[0] != "end":
                out.append(blocks_html(self, [b]))
        return "\n".join(out)

    def story_main(self, doc: Doc) -> str:
        t = doc.extra["local"].split()[1]
        when = f'<span class="news-list-date"><time itemprop="datePublished" datetime="{doc.extra["local"].split()[0]}">{doc.stamp}</time>, {t} Uhr</span>'
        updated = (
            f'<span class="news-updated">Aktualisiert am: {esc(doc.extra["updated"])}</span>'
            if doc.extra.get("updated")
            else ""
        )
        credit = ""
        if doc.extra.get("credit"):
            if doc.authors:
                credit = f'<p class="news-author" itemprop="author" itemscope itemtype="http://schema.org/Person">{esc(doc.extra["credit"])}</p>'
            else:
                credit = f'<p class="news-author">{esc(doc.extra["credit"])}</p>'
        boxes = "".join(
            f'<aside class="woerter-box"><p class="woerter-box-titel">Schweres Wort:</p><h3>{esc(w)}</h3><p>{esc(e)}</p><p>{self.a("woerter", "Mehr Wörter im Wörter-Buch", "content")}</p></aside>'
            for w, e in doc.extra.get("boxes", [])
        )
        photo = ""
        if doc.extra.get("photo"):
            alt, cap = doc.extra["photo"]
            photo = f'<div class="news-img-wrap"><figure><img src="/fileadmin/_processed_/a/3/csm_fussball_frauen_0f3e2a1b.jpg" alt="{esc(alt)}" width="800" height="450"><figcaption class="news-img-caption">{esc(cap)}</figcaption></figure></div>'
        tags = " ".join(
            self.a("tag", t, "tag") if t == "Geld" else f'<a href="/nachrichten/schlagwort/{t.lower()}">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        related = [k for k in ARTS if k != doc.key][:3]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in related)
        if doc.extra.get("gone"):
            rel += f"<li>{self.a('gone', 'Zuschuss für die Heiz-Kosten', 'related')}</li>"
        audio_id = 4800 + ARTS.index(doc.key)
        return f"""<div class="news news-single">
<div class="article" itemscope="itemscope" itemtype="http://schema.org/Article">
<div class="header">
<p class="news-category">{esc(doc.section)}</p>
<h1 itemprop="headline">{esc(doc.title)}</h1>
</div>
<div class="footer">
<p>{when} {updated}</p>
</div>
<div class="audio-player"><p>Nachricht anhören</p><audio controls preload="none"><source src="/fileadmin/einfach/audio/2026/{audio_id}.mp3" type="audio/mpeg"></audio><a href="/fileadmin/einfach/audio/2026/{audio_id}.mp3" download>Audio herunterladen (MP3)</a></div>
{photo}
<div class="news-text-wrap" itemprop="articleBody">
{self.body_html(doc)}
</div>
{credit}
<p class="pruef-hinweis"><img src="/fileadmin/einfach/siegel-leichte-sprache.png" alt="" width="40" height="40"> Geprüft von der Prüf-Gruppe Leichte Sprache.</p>
<div class="woerter-boxen">{boxes}</div>
<div class="news-related-wrap"><div class="news-related news-related-news"><h4>Mehr zum Thema</h4><ul>{rel}</ul></div></div>
<div class="news-tags">Schlag-Wörter: {tags}</div>
<div class="news-backlink-wrap">{self.a("news", "Zurück zu allen Nachrichten", "content")}</div>
</div>
</div>"""

    def teaser(self, k: str) -> str:
        d = self.docs[k]
        title = d.title.replace("Kranken-Häuser", "Kranken-&shy;Häuser")
        return (
            f'<div class="article articletype-0" itemscope="itemscope" itemtype="http://schema.org/Article"><div class="news-img-wrap"><img src="/fileadmin/_processed_/t/{k}.jpg" alt="" width="320" height="180" loading="lazy"></div>'
            '<div class="header"><h3>'
            + self.a(k, d.title, "content", 'itemprop="url"', inner=f'<span itemprop="headline">{title}</span>')
            + "</h3></div>"
            f'<div class="footer"><p><span class="news-list-date"><time datetime="{d.extra["local"].split()[0]}">{d.stamp}</time></span> <span class="news-list-category">{esc(d.section)}</span></p></div>'
            f'<div class="teaser-text" itemprop="description"><p>{esc(self.lede(d))}</p></div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        items = "".join(self.teaser(k) for k in doc.extra["list"])
        head = f'<div class="frame frame-default frame-type-header"><h1>{esc(doc.title)}</h1></div>'
        pager, extra = "", ""
        if doc.key == "home":
            head = f'<div class="frame frame-default frame-type-text"><h1>{esc(doc.title)}</h1><div class="ce-bodytext"><p>Hier finden Sie jeden Tag neue Nachrichten.<br>Die Nachrichten sind in Leichter Sprache.<br>Sie können die Nachrichten lesen und hören.</p></div></div>'
            extra = (
                f'<div class="frame frame-default frame-type-text"><h2>Zum Hören</h2><p>{self.a("hoeren", self.docs["hoeren"].title, "content")}</p></div>'
                f'<div class="frame frame-default frame-type-text"><h2>Alle Nachrichten</h2><p>{self.a("news", "Hier finden Sie alle Nachrichten", "content")}</p><p>{self.a("search", "Suchen Sie eine Nachricht zur Rente?", "content")}</p></div>'
            )
        elif doc.key == "news":
            pager = f'<nav class="page-navigation"><ul class="f3-widget-paginator"><li class="current">1</li><li>{self.a("news2", "2", "pagination")}</li><li><a href="/nachrichten?tx_news_pi1%5BcurrentPage%5D=3&amp;cHash=0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d">3</a></li><li class="next">{self.a("news2", "Nächste Seite", "pagination")}</li></ul></nav>'
        elif doc.key == "news2":
            pager = f'<nav class="page-navigation"><ul class="f3-widget-paginator"><li class="previous">{self.a("news", "Vorherige Seite", "pagination")}</li><li>{self.a("news", "1", "pagination")}</li><li class="current">2</li><li><a href="/nachrichten?tx_news_pi1%5BcurrentPage%5D=3&amp;cHash=0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d">3</a></li></ul></nav>'
            extra = '<div class="article articletype-0"><div class="header"><h3><a href="/nachrichten/artikel/neue-brief-marken">Neue Brief-Marken</a></h3></div></div><div class="article articletype-0"><div class="header"><h3><a href="/nachrichten/artikel/der-winter-kommt">Der Winter kommt</a></h3></div></div>'
        elif doc.kind == "author":
            head = f'<div class="frame frame-default frame-type-textpic"><h1>{esc(doc.title)}</h1><div class="ce-textpic ce-left ce-intext"><figure class="image"><img src="/fileadmin/einfach/team/anna-schubert.jpg" alt="Anna Schubert" width="200" height="200"></figure><div class="ce-bodytext"><p>Anna Schubert schreibt Nachrichten in Leichter Sprache.<br>Sie arbeitet seit 2019 bei uns.<br>Ihre Themen sind: Arbeit und Geld.</p></div></div></div><h2>Nachrichten von Anna Schubert</h2>'
        elif doc.kind == "search":
            head = f'<div class="tx-indexedsearch"><h1>{esc(doc.title)}</h1><form action="/suche" method="post"><input type="search" name="tx_indexedsearch_pi2[search][sword]" value="Rente"><button type="submit">Suchen</button></form><p class="tx-indexedsearch-browsebox">Zeige Ergebnisse 1 bis {len(doc.extra["list"])} von {len(doc.extra["list"])}</p></div>'
        elif doc.kind == "tag":
            head = f'<div class="frame frame-default frame-type-header"><h1>{esc(doc.title)}</h1><p>Hier finden Sie alle Nachrichten zum Thema Geld.</p></div>'
        return f'<div class="news news-list-view">{head}<div class="news-list">{items}</div>{extra}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "audio":
            return f"""<div class="frame frame-default frame-type-audio">
<h1>{esc(doc.title)}</h1>
<p class="news-list-date"><time datetime="2026-12-04">04.12.2026</time> · 12 Minuten</p>
<div class="audio-player audio-player-large"><audio controls preload="none"><source src="/fileadmin/einfach/podcast/woche-48.mp3" type="audio/mpeg"></audio></div>
<p>Die wichtigsten Nachrichten der Woche zum Hören.</p>
<p><a href="/fileadmin/einfach/podcast/woche-48.mp3" download>Folge herunterladen (MP3, 11 MB)</a> · <a href="/fileadmin/einfach/podcast/arbeitsblatt-48.pdf">Arbeits-Blatt zur Folge (PDF)</a> · <a href="{ORIGIN}/podcast.xml">Podcast abonnieren</a></p>
<h2>In dieser Folge</h2>
<ul><li>{self.a("lohn", self.docs["lohn"].title, "content")}</li><li>{self.a("rente", self.docs["rente"].title, "content")}</li><li>{self.a("wahl", self.docs["wahl"].title, "content")}</li></ul>
</div>"""
        if doc.kind == "glossary":
            letters = " ".join(
                f'<a href="/woerter-buch/{c.lower()}">{c}</a>' if c != "B" else "<strong>B</strong>"
                for c in "ABCDEFGHIJKLMNOPRSTUVWZ"
            )
            entries = "".join(
                f'<div class="glossar-eintrag" id="{quote(b[1])}"><h2>{esc(b[1])}</h2><p>{esc(b[2])}</p></div>'
                for b in doc.blocks
            )
            return f'<div class="frame frame-default frame-type-list"><h1>{esc(doc.title)}</h1><p class="abc-nav">{letters}</p><p>Hier erklären wir schwere Wörter.</p>{entries}</div>'
        if doc.kind == "error":
            lines = "<br>\n".join(esc(plain(b[1])) for b in doc.blocks)
            return f'<div class="frame frame-default frame-type-text error-404"><h1>{esc(doc.title)}</h1><div class="ce-bodytext"><p>{lines}</p><p>{self.a("home", "Zur Start-Seite", "content")} · {self.a("search", "Zur Suche", "content")}</p></div></div>'
        return f'<div class="frame frame-default frame-type-text"><h1>{esc(doc.title)}</h1><div class="ce-bodytext">{blocks_html(self, doc.blocks)}</div><p>{self.a("hoeren", "Zum Wochen-Rückblick zum Hören", "content")}</p></div>'
