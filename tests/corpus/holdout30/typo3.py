# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Institut für Küstenökologie Warnemünde (IKW): a German research institute's site on TYPO3 with the news
extension (`/aktuelles/detail/<slug>`, `news news-single`, `news-list-view`, `teaser-text`, `news-text-wrap`,
`news-related-wrap`, `news-backlink-wrap`, `tx_news_pi1[currentPage]=2` paging, `/aktuelles/kategorie/…`,
`/institut/team/…`, indexed-search `/suche?tx_indexedsearch_pi2[search][sword]=`, events at
`/veranstaltungen/detail/<slug>`), German, **windows-1252** (header and `<meta charset>`). Dates are printed
"4. Dezember 2026" and carried in microdata `<time itemprop="datePublished" datetime="2026-12-04">` (missing on
one story); one embargoed release has `article:published_time` 23:01 UTC, which is the next day in Rostock.
Bylines "Von A und B" in the news footer; interviews are credited at the end ("Das Interview führte …"). The
"Pressekontakt" box, "Originalpublikation" and "Wissenschaftlicher Ansprechpartner" boxes are not body; the
teaser text (printed bold above the text) is. Event pages and the events list are not articles; a report about a
past colloquium is."""

from __future__ import annotations

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

MONTHS = [
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

PRESS = '<div class="frame frame-default frame-type-text pressekontakt"><h4>Pressekontakt</h4><p>Katrin Mahler<br>Presse- und Öffentlichkeitsarbeit<br>Tel.: +49 381 555 7120<br><a href="mailto:presse@ikw-warnemuende.test">presse@ikw-warnemuende.test</a></p></div>'

C_BTN_SEARCH = 'class="btn-search"'
C_MORE = 'class="more"'


def german(date: str) -> str:
    y, m, d = date.split("-")
    return f"{int(d)}. {MONTHS[int(m) - 1]} {y}"


class Kueste(Base):
    origin = "https://www.ikw-warnemuende.test"
    name = "Institut für Küstenökologie Warnemünde"
    prefix = "ikw"
    language = "de"
    encoding = "windows-1252"
    content_type = "text/html; charset=windows-1252"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ikw",
            [
                ".news-single",
                ".news-list-view",
                ".news-text-wrap",
                ".teaser-text",
                ".news-related-wrap",
                ".frame-type-text",
                "#main-navigation",
                ".page-footer",
                ".tx-indexedsearch",
                ".event-detail",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Institut für Küstenökologie Warnemünde",
                "typo3-home",
                list=["hering", "schiff", "plastik", "interview", "seegras"],
            )
        )
        add(
            page(
                "news",
                "/aktuelles",
                "section",
                "Aktuelles",
                "typo3-news-list",
                list=["hering", "schiff", "plastik", "interview", "seegras", "foerderung"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/aktuelles?tx_news_pi1%5BcurrentPage%5D=2&cHash=8f2a61c03d9e7b41",
                "section",
                "Aktuelles",
                "typo3-news-list-page2",
                list=["foerderung", "schuelerlabor", "kolloquium"],
                back="news",
            )
        )
        add(
            page(
                "kat",
                "/aktuelles/kategorie/meeresschutz",
                "tag",
                "Meeresschutz",
                "typo3-news-category",
                list=["hering", "plastik", "seegras"],
            )
        )
        add(
            page(
                "person",
                "/institut/team/anna-berger",
                "author",
                "Dr. Anna Berger",
                "typo3-team-person",
                list=["hering", "seegras"],
            )
        )
        add(
            page(
                "search",
                "/suche?tx_indexedsearch_pi2%5Bsearch%5D%5Bsword%5D=Kolloquium",
                "search",
                "Kolloquium",
                "typo3-indexed-search",
                list=["kolloquium", "event"],
            )
        )
        add(page("events", "/veranstaltungen", "events", "Veranstaltungen", "typo3-events-list"))
        add(
            page(
                "event",
                "/veranstaltungen/detail/tag-der-offenen-tuer-2027",
                "event",
                "Tag der offenen Tür 2027",
                "typo3-event-detail",
                [
                    "Einmal im Jahr öffnet das IKW seine Labore, Werkstätten und das Forschungsschiff für alle Interessierten. Besucherinnen und Besucher können bei Führungen durch die Labore Meeresforschung hautnah erleben, Sedimentkerne anfassen und mit Forschenden ins Gespräch kommen.",
                    "Für Kinder gibt es ein Mitmachprogramm im Schülerlabor. Der Eintritt ist frei, eine Anmeldung ist nicht nötig.",
                ],
                when="Samstag, 15. Mai 2027, 10:00 – 16:00 Uhr",
                where="IKW, Seestraße 15, 18119 Rostock-Warnemünde",
            )
        )
        add(
            page(
                "vortrag",
                "/veranstaltungen/detail/abendvortrag-schweinswale-in-der-ostsee",
                "event",
                "Warnemünder Abendvortrag: Schweinswale in der Ostsee",
                "typo3-event-detail-lecture-prose",
                [
                    "Der Schweinswal ist der einzige Wal, der regelmäßig in der Ostsee lebt. Die Population der zentralen Ostsee zählt nach aktuellen Schätzungen nur noch rund 500 Tiere und gilt als vom Aussterben bedroht.",
                    "Dr. Merle Jansen stellt in ihrem Vortrag die Ergebnisse von drei Jahren akustischer Überwachung mit Unterwassermikrofonen vor. Sie erklärt, wo sich die Tiere im Winter aufhalten, welche Rolle Stellnetze und Unterwasserlärm spielen und was jede und jeder Einzelne zum Schutz beitragen kann.",
                    "Im Anschluss besteht Gelegenheit zu Fragen und Diskussion. Die Veranstaltung richtet sich an alle Interessierten; Vorkenntnisse sind nicht erforderlich.",
                ],
                when="Donnerstag, 21. Januar 2027, 19:00 Uhr",
                where="Hörsaal des IKW, Seestraße 15, 18119 Rostock-Warnemünde",
            )
        )
        add(
            page(
                "impressum",
                "/impressum",
                "about",
                "Impressum",
                "typo3-impressum",
                [
                    "Institut für Küstenökologie Warnemünde (IKW)",
                    "Seestraße 15, 18119 Rostock",
                    "Das IKW ist eine außeruniversitäre Forschungseinrichtung und wird gemeinsam vom Bund und vom Land Mecklenburg-Vorpommern finanziert.",
                    "Vertreten durch den Direktor Prof. Dr. Bernd Halvorsen.",
                    "Registergericht: Amtsgericht Rostock, VR 1234",
                    "Verantwortlich für den Inhalt: Katrin Mahler, Presse- und Öffentlichkeitsarbeit.",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz",
                "policy",
                "Datenschutzerklärung",
                "typo3-policy-updated",
                [
                    "Stand: 1. Oktober 2026",
                    "Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, BDSG).",
                    "## Server-Logfiles",
                    "Beim Aufruf unserer Website werden IP-Adresse, Datum und Uhrzeit sowie die aufgerufene Seite für sieben Tage gespeichert.",
                    "## Cookies",
                    "Wir verwenden nur technisch notwendige Cookies. Statistik-Cookies setzen wir nur mit Ihrer Einwilligung.",
                    "## Ihre Rechte",
                    "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten.",
                ],
            )
        )

        def S(
            key: str,
            path: str,
            title: str,
            date: str,
            iso: str | None,
            stamp: str,
            authors: list[str],
            lines: list[str],
            shape: str,
            **extra: str | bool,
        ) -> Doc:
            # the teaser text, printed bold above the text, is the body's first line
            return story(key, path, title, date, iso, stamp, authors, [str(extra["teaser_p"]), *lines], shape, **extra)

        add(
            S(
                "hering",
                "/aktuelles/detail/heringsbestand-in-der-westlichen-ostsee-erholt-sich-langsamer-als-erwartet",
                "Heringsbestand in der westlichen Ostsee erholt sich langsamer als erwartet",
                "2026-12-04",
                "2026-12-03T23:01:00+00:00",
                "4. Dezember 2026",
                ["Anna Berger", "Jonas Wick"],
                [
                    "Trotz des weitgehenden Fangstopps seit 2022 wächst der Heringsbestand der westlichen Ostsee nur langsam. Das zeigt eine neue Studie des IKW, die heute in der Fachzeitschrift „Marine Ecology Progress Series“ erscheint.",
                    "Die Forscherinnen und Forscher haben die Laichgebiete im Greifswalder Bodden über sechs Jahre untersucht. Die Zahl der Larven ist zwar leicht gestiegen, liegt aber immer noch bei weniger als einem Viertel der Werte aus den 1990er-Jahren.",
                    "„Wir hatten gehofft, dass sich der Bestand nach dem Fangstopp schneller erholt“, sagt Studienleiterin Dr. Anna Berger. „Offenbar spielen die steigenden Wassertemperaturen eine größere Rolle als bisher angenommen.“",
                    "## Zu frühes Laichen",
                    "Wärmeres Wasser im Frühjahr führt dazu, dass die Heringe früher laichen. Die Larven schlüpfen dann zu einer Zeit, in der es noch zu wenig Plankton als Nahrung gibt. Viele verhungern in den ersten Tagen.",
                    "Die Studie empfiehlt, den Fangstopp mindestens bis 2030 beizubehalten und die Laichgebiete besser vor Baggerarbeiten zu schützen.",
                    f'RAW:<div class="frame frame-default frame-type-text originalpublikation"><h4>Originalpublikation</h4><p>Berger, A., Wick, J., Sommer, H. (2026): Delayed recovery of western Baltic spring-spawning herring. Mar Ecol Prog Ser 781: 113–129.</p></div>{PRESS}',
                ],
                "typo3-news-two-authors-embargo-utc",
                teaser_p="Sechs Jahre Untersuchungen im Greifswalder Bodden: Der Fangstopp allein reicht nicht aus.",
                cat="Meeresschutz",
                embargo="Sperrfrist: 4. Dezember 2026, 00:01 Uhr",
            )
        )
        add(
            S(
                "schiff",
                "/aktuelles/detail/neues-forschungsschiff-alkor-ii-in-warnemuende-getauft",
                "Neues Forschungsschiff „Alkor II“ in Warnemünde getauft",
                "2026-12-02",
                "2026-12-02T14:30:00+01:00",
                "2. Dezember 2026",
                ["Lukas Brandt"],
                [
                    "Mit einer Flasche Sekt aus Mecklenburg hat die Landesforschungsministerin am Mittwoch das neue Forschungsschiff des IKW getauft. Die „Alkor II“ ist 38 Meter lang und ersetzt das fast 50 Jahre alte Vorgängerschiff.",
                    'RAW:<div class="news-img-wrap"><div class="outer"><div class="mediaelement mediaelement-image"><img src="/fileadmin/_processed_/3/a/csm_alkor2_taufe_8d21f0.jpg" width="750" height="500" alt="Das Forschungsschiff Alkor II am Passagierkai"></div><p class="news-img-caption">Die „Alkor II“ am Passagierkai in Warnemünde. Foto: IKW/Lukas Brandt</p></div></div>',
                    "Das Schiff hat einen diesel-elektrischen Antrieb und kann in Häfen vollständig mit Landstrom betrieben werden. An Bord gibt es vier Labore und Platz für zwölf Wissenschaftlerinnen und Wissenschaftler.",
                    "Der Bau auf der Werft in Wolgast hat 31 Millionen Euro gekostet. Bund und Land haben die Kosten je zur Hälfte getragen.",
                    "Die erste Forschungsfahrt führt im Februar in die Pommersche Bucht, wo das Team den Sauerstoffgehalt am Meeresboden messen wird.",
                ],
                "typo3-news-photo-caption",
                teaser_p="Das 38 Meter lange Schiff ersetzt nach fast 50 Jahren die alte „Alkor“.",
                cat="Institut",
            )
        )
        add(
            S(
                "plastik",
                "/aktuelles/detail/mikroplastik-straende-auf-ruegen-staerker-belastet-als-an-der-nordsee",
                "Mikroplastik: Strände auf Rügen stärker belastet als an der Nordsee",
                "2026-11-30",
                "2026-11-30T10:00:00+01:00",
                "30. November 2026",
                [],
                [
                    "An den Stränden der Insel Rügen finden sich im Schnitt mehr Mikroplastikpartikel als an vergleichbaren Stränden der Nordsee. Das ergab eine Messreihe des IKW an 24 Stränden zwischen Sylt und Usedom.",
                    "Pro Kilogramm Sand fanden die Forschenden an der Ostsee durchschnittlich 212 Partikel, an der Nordsee 148. Am stärksten belastet war der Strand bei Lobbe im Südosten Rügens.",
                    "Ein Grund sei der geringe Wasseraustausch der Ostsee, heißt es in dem Bericht. Partikel, die einmal im Meer sind, bleiben länger im System.",
                    "Die Messungen werden im kommenden Jahr mit Unterstützung von Schulklassen fortgesetzt.",
                ],
                "typo3-news-press-office-no-author",
                teaser_p="Messreihe an 24 Stränden zwischen Sylt und Usedom.",
                cat="Meeresschutz",
                credit="Pressestelle IKW",
            )
        )
        add(
            S(
                "interview",
                "/aktuelles/detail/die-ostsee-ist-ein-fruehwarnsystem-interview-mit-helga-sommer",
                "„Die Ostsee ist ein Frühwarnsystem“ – Interview mit Helga Sommer",
                "2026-11-27",
                "2026-11-27T09:00:00+01:00",
                "27. November 2026",
                ["Jonas Wick"],
                [
                    "Prof. Dr. Helga Sommer leitet seit 2014 die Abteilung Biologische Meereskunde am IKW. Zum Jahresende geht sie in den Ruhestand.",
                    "Q: Frau Sommer, was hat sich in der Ostsee in Ihrer Zeit am Institut am stärksten verändert? || Die Temperatur. Das Oberflächenwasser ist im Sommer heute etwa zwei Grad wärmer als zu Beginn meiner Laufbahn. Das verändert alles, vom Plankton bis zum Dorsch.",
                    "Q: Warum nennen Sie die Ostsee ein Frühwarnsystem? || Weil sie klein, flach und fast abgeschlossen ist. Was hier passiert, passiert in anderen Meeren oft zehn oder zwanzig Jahre später.",
                    "Q: Gibt es auch gute Nachrichten? || Ja. Die Nährstoffeinträge aus der Landwirtschaft sind deutlich gesunken. Das zeigt, dass Politik wirken kann, wenn sie langfristig angelegt ist.",
                    "Q: Was werden Sie vermissen? || Die Ausfahrten. Morgens um fünf an Deck, wenn die Sonne über dem Wasser aufgeht. Das kann kein Büro ersetzen.",
                    "SIGN: Das Interview führte Jonas Wick.",
                ],
                "typo3-news-interview-credit-at-end",
                teaser_p="Die Meeresbiologin geht nach zwölf Jahren als Abteilungsleiterin in den Ruhestand.",
                cat="Institut",
                no_byline=True,
            )
        )
        add(
            S(
                "seegras",
                "/aktuelles/detail/seegraswiesen-speichern-mehr-kohlenstoff-als-gedacht",
                "Seegraswiesen speichern mehr Kohlenstoff als gedacht",
                "2026-11-24",
                "2026-11-24T11:00:00+01:00",
                "24. November 2026",
                ["Anna Berger"],
                [
                    "Seegraswiesen in der Ostsee binden pro Hektar bis zu doppelt so viel Kohlenstoff im Boden wie bisher angenommen. Zu diesem Ergebnis kommt ein Team des IKW nach Bohrungen an 40 Standorten vor der Küste Mecklenburg-Vorpommerns.",
                    "Entscheidend ist der Schlick unter den Pflanzen: Dort wird abgestorbenes Material über Jahrhunderte eingelagert. In den tiefsten Bohrkernen fanden die Forschenden Kohlenstoff, der über 1.500 Jahre alt ist.",
                    "Seit den 1950er-Jahren sind jedoch große Teile der Wiesen verschwunden, vor allem durch Überdüngung. Werden die Wiesen zerstört, kann der gespeicherte Kohlenstoff wieder freigesetzt werden.",
                    "Das IKW startet im Frühjahr ein Pilotprojekt, um Seegras in der Wismarbucht wieder anzusiedeln.",
                ],
                "typo3-news-single-author-contact-boxes",
                teaser_p="Bohrkerne von 40 Standorten zeigen: Der Schlick unter den Wiesen ist ein großer Speicher.",
                cat="Meeresschutz",
                contact=True,
            )
        )
        add(
            S(
                "foerderung",
                "/aktuelles/detail/institut-erhaelt-42-millionen-euro-fuer-projekt-zu-sauerstoffmangel",
                "Institut erhält 4,2 Millionen Euro für Projekt zu Sauerstoffmangel",
                "2026-11-18",
                None,
                "18. November 2026",
                ["Lukas Brandt"],
                [
                    "Das Bundesministerium für Bildung und Forschung fördert ein neues Verbundprojekt des IKW zu sauerstoffarmen Zonen in der Ostsee mit 4,2 Millionen Euro. Das Projekt „BALTOX“ läuft vier Jahre.",
                    "Beteiligt sind neben dem IKW die Universitäten Kiel, Greifswald und Gdańsk. Mit autonomen Messbojen soll erstmals über mehrere Jahre in Echtzeit erfasst werden, wie sich sauerstofffreie Zonen am Meeresboden ausbreiten.",
                    "„Diese Zonen sind tote Zonen für Fische und Muscheln“, sagt Projektkoordinator Dr. Felix Rahn. „Wir wollen verstehen, wann sie entstehen und wie schnell sie wieder verschwinden.“",
                    "Am IKW werden für das Projekt drei Stellen für Promovierende geschaffen.",
                ],
                "typo3-news-date-text-only",
                teaser_p="Verbundprojekt „BALTOX“ mit Partnern aus Kiel, Greifswald und Gdańsk.",
                cat="Forschung",
            )
        )
        add(
            S(
                "schuelerlabor",
                "/aktuelles/detail/schuelerlabor-1000-besucherin-begruesst",
                "Schülerlabor: 1.000. Besucherin begrüßt",
                "2026-11-12",
                "2026-11-12T13:00:00+01:00",
                "12. November 2026",
                [],
                [
                    "Das Schülerlabor „Meer erleben“ des IKW hat in diesem Jahr seine 1.000. Besucherin begrüßt: Die zwölfjährige Lena aus Bad Doberan kam mit ihrer Klasse der Regionalen Schule am Kamp.",
                    "Seit der Eröffnung im Februar haben 43 Schulklassen das Labor besucht. Die Kinder untersuchen dort Wasserproben, bestimmen Muscheln und Schnecken und bauen kleine Messgeräte.",
                    "Für das kommende Jahr sind bereits 50 Termine ausgebucht. Schulen können sich für die Warteliste anmelden.",
                ],
                "typo3-news-short-no-author",
                teaser_p="Seit Februar kamen 43 Schulklassen in das Labor „Meer erleben“.",
                cat="Institut",
            )
        )
        add(
            S(
                "kolloquium",
                "/aktuelles/detail/rueckblick-kolloquium-zu-kuestenschutz-im-klimawandel",
                "Rückblick: Kolloquium zu Küstenschutz im Klimawandel",
                "2026-11-06",
                "2026-11-06T15:00:00+01:00",
                "6. November 2026",
                ["Jonas Wick", "Mira Petersen"],
                [
                    "Rund 120 Fachleute aus Wissenschaft, Verwaltung und Kommunen haben am 4. und 5. November beim Warnemünder Küstenkolloquium über den Schutz der Küste im Klimawandel diskutiert.",
                    "Im Mittelpunkt stand die Frage, wie lange Dünen und Deiche an der Ostseeküste den steigenden Meeresspiegel noch aufhalten können. Dr. Stefan Oldenburg vom Landesamt für Umwelt stellte neue Berechnungen vor, nach denen bis 2100 mit einem Anstieg von bis zu 80 Zentimetern zu rechnen ist.",
                    "Mehrere Bürgermeister aus Küstengemeinden forderten mehr Mitsprache. „Wir müssen vor Ort erklären, warum ein Strand verschwindet“, sagte die Bürgermeisterin von Graal-Müritz.",
                    "Das nächste Kolloquium findet im Herbst 2027 statt.",
                ],
                "typo3-news-event-report-search-only",
                teaser_p="120 Fachleute diskutierten zwei Tage lang in Warnemünde.",
                cat="Veranstaltungen",
            )
        )

    # ---- templates
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        metas = [
            f'<link rel="canonical" href="{esc(self.url(doc.key))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:site_name" content="IKW Warnemünde">',
        ]
        if doc.is_article:
            metas.append(f'<meta name="description" content="{esc(doc.extra["teaser_p"])}">')
            metas.append('<meta property="og:type" content="article">')
            if doc.key == "hering":
                metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
        nav = "".join(
            f"<li>{x}</li>"
            for x in [
                '<a href="/institut">Institut</a>',
                '<a href="/forschung">Forschung</a>',
                a("news", "Aktuelles", "nav"),
                a("events", "Veranstaltungen", "nav"),
                '<a href="/karriere">Karriere</a>',
                '<a href="/en/">English</a>',
            ]
        )
        foot = " | ".join(
            [
                a("impressum", "Impressum", "footer"),
                a("datenschutz", "Datenschutz", "footer"),
                '<a href="/barrierefreiheit">Barrierefreiheit</a>',
                '<a href="/kontakt">Kontakt</a>',
                '<a href="https://bsky.test/profile/ikw">Bluesky</a>',
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="windows-1252">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2026 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>{esc(doc.title)}: IKW Warnemünde</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(metas)}
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5f1d2c7a0b-3e9a.css?1733312000" media="all">
<script src="/typo3temp/assets/compressed/merged-a81c0f2e91-8b77.js?1733312000"></script>
<style>/*PAD*/</style>
</head>
<body id="p{len(doc.path) + 40}" class="page-{doc.kind}">
<div id="cookieconsent" class="cc-window" role="dialog"><p>Wir verwenden Cookies, um unsere Website für Sie zu verbessern. Weitere Informationen finden Sie in unserer Datenschutzerklärung.</p><button class="cc-allow">Alle akzeptieren</button><button class="cc-deny">Nur notwendige</button></div>
<header class="page-header"><a class="logo" href="/"><img src="/typo3conf/ext/ikw_sitepackage/Resources/Public/Images/logo-ikw.svg" alt="IKW – Institut für Küstenökologie Warnemünde"></a><form class="header-search" action="/suche" method="get"><input type="text" name="tx_indexedsearch_pi2[search][sword]" placeholder="Suchbegriff">{a("search", "Suchen", "nav", C_BTN_SEARCH)}</form></header>
<nav id="main-navigation"><ul class="nav-level-1">{nav}</ul></nav>
<div class="breadcrumb-wrap"><ol class="breadcrumb"><li><a href="/">Startseite</a></li><li>{esc(doc.title if not doc.is_article else "Aktuelles")}</li></ol></div>
<main id="content" class="main-content">
<!--TYPO3SEARCH_begin-->
{main}
<!--TYPO3SEARCH_end-->
</main>
<footer class="page-footer"><div class="footer-address"><p>Institut für Küstenökologie Warnemünde<br>Seestraße 15 · 18119 Rostock</p></div><div class="footer-links">{foot}</div><p class="footer-member">Mitglied der Forschungsgemeinschaft Küste und Meer</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        if doc.iso and doc.key != "foerderung":
            date = f'<time itemprop="datePublished" datetime="{doc.date}">{esc(doc.stamp)}</time>'
        else:
            date = f"<span>{esc(doc.stamp)}</span>"
        author = ""
        if doc.authors and not doc.extra.get("no_byline"):
            author = f'<span class="news-list-author" itemprop="author" itemscope="itemscope" itemtype="http://schema.org/Person">Von <span itemprop="name">{esc(" und ".join(doc.authors))}</span></span>'
        elif doc.extra.get("credit"):
            author = f'<span class="news-list-author">{esc(doc.extra["credit"])}</span>'
        embargo = f'<p class="sperrfrist">{esc(doc.extra["embargo"])}</p>' if doc.extra.get("embargo") else ""
        cat = doc.extra["cat"]
        cat_html = (
            self.a("kat", cat, "meta")
            if cat == "Meeresschutz"
            else f'<a href="/aktuelles/kategorie/{cat.lower()}">{esc(cat)}</a>'
        )
        related = [k for k in ("hering", "schiff", "plastik", "interview", "seegras", "foerderung") if k != doc.key][:3]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in related)
        return f"""<div class="news news-single">
<div class="article" itemscope="itemscope" itemtype="http://schema.org/Article">
{embargo}
<div class="header"><h1 itemprop="headline">{esc(doc.title)}</h1></div>
<div class="footer"><p><span class="news-list-date">{date}</span> <span class="news-list-category">{cat_html}</span> {author}</p></div>
<div class="teaser-text" itemprop="description"><p><strong>{esc(doc.extra["teaser_p"])}</strong></p></div>
<div class="news-text-wrap" itemprop="articleBody">
{blocks_html(self, doc.blocks[1:])}
</div>
{self.contact_box() if doc.extra.get("contact") else ""}
<div class="social-share"><a href="https://www.facebook.test/sharer/sharer.php?u={esc(self.url(doc.key))}">Teilen</a> <a href="mailto:?subject={esc(doc.title)}">E-Mail</a> <a href="javascript:window.print()">Drucken</a></div>
<div class="news-related-wrap"><div class="news-related news-related-news"><h4>Weitere Meldungen</h4><ul>{rel}</ul></div></div>
<div class="news-backlink-wrap">{self.a("news", "Zurück zur Übersicht", "breadcrumb")}</div>
</div>
</div>"""

    def contact_box(self) -> str:
        person = self.a("person", "Dr. Anna Berger", "content")
        return f'<div class="frame frame-default frame-type-text ansprechpartner"><h4>Wissenschaftliche Ansprechpartnerin</h4><p>{person}, Tel.: +49 381 555 7241</p></div>{PRESS}'

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            if not d.is_article:
                items.append(
                    f'<div class="article articletype-0"><div class="header"><h3>{self.a(k, d.title, "content")}</h3></div><div class="teaser-text"><p>{esc(d.extra["when"])}</p></div></div>'
                )
                continue
            t = f'<time datetime="{d.date}">{d.date[8:10]}.{d.date[5:7]}.{d.date[:4]}</time>'
            items.append(
                f'<div class="article articletype-0" itemscope="itemscope" itemtype="http://schema.org/Article"><div class="news-img-wrap"><img src="/fileadmin/_processed_/teaser/{k}.jpg" width="280" height="187" alt=""></div><div class="header"><h3>{self.a(k, d.title, "content")}</h3></div><div class="footer"><p><span class="news-list-date">{t}</span></p></div><div class="teaser-text"><p>{esc(d.extra["teaser_p"])}</p></div>{self.a(k, "Weiterlesen", "content", C_MORE)}</div>'
            )
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head = f'<div class="team-person"><img src="/fileadmin/team/berger.jpg" alt="Dr. Anna Berger"><h1>{esc(doc.title)}</h1><p>Wissenschaftliche Mitarbeiterin, Abteilung Biologische Meereskunde</p><p>Arbeitsgebiete: Fischbestände der westlichen Ostsee, Laichgebiete, Seegraswiesen</p><p>Tel.: +49 381 555 7241</p></div><h2>Meldungen mit Anna Berger</h2>'
        if doc.kind == "search":
            head = f'<div class="tx-indexedsearch"><h1>Suche</h1><p class="tx-indexedsearch-browsebox">Ergebnisse 1 bis {len(items)} von {len(items)} für „{esc(doc.title)}“</p></div>'
        if doc.key == "home":
            head = f'<div class="hero"><h1>{esc(doc.title)}</h1><p>Wir erforschen die Ökosysteme der Ostseeküste – von den Bodden bis zur offenen See.</p></div><h2>Aktuelles</h2>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<ul class="f3-widget-paginator"><li class="current">1</li><li>{self.a(doc.extra["more"], "2", "pager")}</li><li class="next">{self.a(doc.extra["more"], "Nächste", "pager")}</li></ul>'
        if doc.extra.get("back"):
            pager = f'<ul class="f3-widget-paginator"><li class="previous">{self.a(doc.extra["back"], "Vorherige", "pager")}</li><li>{self.a(doc.extra["back"], "1", "pager")}</li><li class="current">2</li></ul>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="frame frame-type-text home-events"><h2>Veranstaltungen</h2><p>{self.a("event", "15. Mai 2027: Tag der offenen Tür", "content")}</p>{self.a("events", "Alle Veranstaltungen", "content")}</div>'
        return f'<div class="news"><div class="news-list-view">{head}{"".join(items)}{pager}</div></div>{extra}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "events":
            ev = [
                ("event", "15. Mai 2027", "Tag der offenen Tür 2027"),
                ("vortrag", "21. Januar 2027", "Warnemünder Abendvortrag: Schweinswale in der Ostsee"),
                (None, "4. März 2027", "Kolloquium: Sauerstoffmangel am Meeresboden"),
                (None, "18. April 2027", "Girls' Day im Schülerlabor"),
            ]
            lis = "".join(
                f'<div class="event-item"><p class="event-date">{d}</p><h3>{self.a(k or f"/veranstaltungen/detail/{i}", t, "content")}</h3></div>'
                for i, (k, d, t) in enumerate(ev)
            )
            return f'<div class="tx-events event-list"><h1>{esc(doc.title)}</h1><p>Vorträge, Kolloquien und Führungen am IKW. Alle Veranstaltungen sind öffentlich, sofern nicht anders angegeben.</p>{lis}</div>'
        if doc.kind == "event":
            return f'<div class="tx-events event-detail"><h1>{esc(doc.title)}</h1><dl class="event-meta"><dt>Termin</dt><dd>{esc(doc.extra["when"])}</dd><dt>Ort</dt><dd>{esc(doc.extra["where"])}</dd><dt>Eintritt</dt><dd>frei</dd></dl><div class="event-description">{self.blocks(doc)}</div><p><a href="/veranstaltungen/ical/{doc.path.rsplit("/", 1)[-1]}.ics">Termin in Kalender übernehmen</a></p>{self.a("events", "Alle Veranstaltungen", "related")}</div>'
        return f'<div class="frame frame-default frame-type-text"><h1>{esc(doc.title)}</h1>{self.blocks(doc)}</div>'
