# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Limmattaler Zeitung: a Swiss German regional paper on a Tamedia-like Next.js front (`/<slug>-123456789012`,
`/region?page=2`, `/thema/<slug>`, `/autorinnen-und-autoren/<slug>`, `/suche?q=`, `/newsletter`), Swiss German
(no ß), UTF-8. Dates "04.12.2026, 10:15 Uhr"; CET (+01:00), one story's UTC time is the previous day. "Von A und B"
bylines, an agency story credited "sda/dpa", a live "Ticker", a photo gallery ("Bildstrecke") of captions only and
a newsletter signup page. Metadata: `NewsArticle` JSON-LD on most stories, the ticker as `LiveBlogPosting`, the
gallery page lies with `og:type=article`."""

from __future__ import annotations

import json

from common import Generic, page, story
from sitekit import Doc, css_rules, esc

PHOTOS = [
    (
        "Der Umzug auf der Bahnhofstrasse",
        "Rund 400 Kinder ziehen mit ihren Räbenliechtli über die Bahnhofstrasse in Dietikon.",
    ),
    ("Räben schnitzen im Schulhaus", "Im Schulhaus Fondli wurden am Nachmittag über 300 Räben geschnitzt."),
    ("Kerzen in den Räben", "Die Kerzen werden erst kurz vor dem Umzug angezündet."),
    ("Die Musikgesellschaft", "Die Musikgesellschaft Dietikon begleitet den Umzug."),
    ("Eltern am Strassenrand", "Eltern und Grosseltern säumen den Strassenrand."),
    ("Ankunft auf dem Kirchplatz", "Auf dem Kirchplatz gibt es Punsch und Zopf für alle."),
    ("Eine Räbe mit Stern", "Besonders beliebt sind Sterne und Monde als Motive."),
    ("Der Zug im Dunkeln", "Um 18 Uhr erreicht der Zug den Stadtpark."),
]


class Limmattaler(Generic):
    origin = "https://www.limmattaler.test"
    name = "Limmattaler Zeitung"
    prefix = "lz"
    language = "de"
    lang_attr = "de-CH"
    content_type = "text/html; charset=utf-8"
    title_suffix = " | Limmattaler Zeitung"
    body_class = "ContentPage_root"
    main_class = "ContentPage_main__Lk2"
    story_class = "Article_root__8sT"
    body_wrap = "ArticleBody_root__Zt4"
    nav = [
        ("home", "Startseite"),
        ("region", "Region"),
        ("ticker", "Ticker"),
        ("thema", "Verkehr"),
        ("wetter", "Wetter"),
    ]
    footer_links = [
        ("datenschutz", "Datenschutzerklärung"),
        ("newsletter", "Newsletter"),
        ("suche", "Suche"),
        ("https://www.limmattaler.test/impressum", "Impressum"),
        ("https://abo.limmattaler.test/", "Abo"),
    ]

    def pad_rules(self) -> list[str]:
        return css_rules(
            "lz",
            [
                ".ContentPage_main__Lk2",
                ".ArticleBody_root__Zt4",
                ".Header_nav__Q1",
                ".Teaser_root__T9",
                ".Byline_root__B3",
                ".Ticker_entry__E7",
                ".Gallery_slide__G5",
                ".Footer_root__F2",
            ],
            250,
        )

    def head_meta(self, doc: Doc) -> str:
        out = [
            f'<meta name="description" content="{esc(self.lede(doc))}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
        ]
        if doc.is_article or doc.kind == "gallery":
            out.append('<meta property="og:type" content="article">')
        if doc.is_article and not doc.extra.get("no_ld"):
            ld: dict[str, object] = {
                "@context": "https://schema.org", "@type": doc.extra.get("ld_type", "NewsArticle"), "headline": doc.title,
                "datePublished": doc.iso, "inLanguage": "de-CH",
                "author": [{"@type": "Person", "name": a} for a in doc.authors] or {"@type": "Organization", "name": "sda"},
            }  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def head_scripts(self, doc: Doc) -> str:
        return '<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"publication":"limmattaler"}},"page":"/[...slug]","buildId":"r8Yt3"}</script>'

    def header_html(self, doc: Doc) -> str:
        items = "".join(f"<li>{self.a(k, t, 'chrome:nav')}</li>" for k, t in self.nav)
        return (
            '<div class="ConsentBanner_root">Wir verwenden Cookies und ähnliche Technologien. <button>Akzeptieren</button> <button>Einstellungen</button></div>'
            f'<header class="Header_nav__Q1"><div class="Header_logo">{self.a("home", "Limmattaler Zeitung", "chrome:header")}</div>'
            f'<ul>{items}<li><a href="https://www.limmattaler.test/sport">Sport</a></li></ul><a href="https://abo.limmattaler.test/">Abonnieren</a></header>'
        )

    def byline_html(self, doc: Doc) -> str:
        if not doc.byline:
            return ""
        inner = (
            self.a(doc.extra["author_key"], doc.byline, "content:byline")
            if doc.extra.get("author_key")
            else esc(doc.byline)
        )
        return f'<div class="Byline_root__B3">{inner}</div>'

    def date_html(self, doc: Doc) -> str:
        return f'<div class="Byline_date__D1"><span>Publiziert: {esc(doc.stamp)}</span></div>' if doc.stamp else ""

    def pre_body(self, doc: Doc) -> str:
        return '<div class="ShareBar_root"><button>Teilen</button><button>Merken</button><span>Artikel zum Hören</span></div>'

    def after_body(self, doc: Doc) -> str:
        tags = "".join(self.a(k, t, "content:tags") for k, t in doc.extra.get("tags", []))
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'content:related')}</li>" for k in doc.extra.get("related", [])
        )
        credit = f'<p class="ArticleBody_credit">{esc(doc.extra["credit"])}</p>' if doc.extra.get("credit") else ""
        return (
            credit
            + (f'<div class="Topics_root">{tags}</div>' if tags else "")
            + (f'<aside class="Related_root"><h3>Mehr zum Thema</h3><ul>{rel}</ul></aside>' if rel else "")
            + '<div class="Newsletter_promo">Newsletter «Limmattal am Morgen»: Jetzt abonnieren.</div>'
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind != "gallery":
            return super().service_main(doc)
        slides = "\n".join(
            f'<figure class="Gallery_slide__G5"><img src="/img/raeben-{i}.jpg" alt="{esc(alt)}"><figcaption>{esc(cap)} <span class="credit">Bild: Sandro Wyss</span></figcaption><span class="count">{i + 1}/{len(PHOTOS)}</span></figure>'
            for i, (alt, cap) in enumerate(PHOTOS)
        )
        return f'<section class="Gallery_root"><h1>{esc(doc.title)}</h1><p class="Gallery_date">04.12.2026</p>\n{slides}\n</section>'

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Limmattaler Zeitung",
                "tamedia-home",
                list=["bruecke", "spital", "ticker", "sda", "interview", "kommentar"],
                more="region2",
                more_text="Mehr laden",
                html_title="Limmattaler Zeitung – News aus Dietikon, Schlieren und dem Limmattal",
            )
        )
        add(
            page(
                "region",
                "/region",
                "section",
                "Region",
                "tamedia-section",
                list=["bruecke", "spital", "interview", "kommentar"],
                more="region2",
                more_text="Weitere Artikel",
            )
        )
        add(
            page(
                "region2",
                "/region?page=2",
                "section",
                "Region",
                "tamedia-section-p2",
                list=["schule", "galerie", "bruecke", "markt"],
            )
        )
        add(page("thema", "/thema/verkehr", "tag", "Verkehr", "tamedia-topic", list=["bruecke", "schule", "sda"]))
        add(
            page(
                "autor",
                "/autorinnen-und-autoren/nadja-brunner",
                "author",
                "Nadja Brunner",
                "tamedia-author",
                ["Nadja Brunner ist Redaktorin im Ressort Region und berichtet über Schlieren und Urdorf."],
                list=["bruecke", "schule"],
            )
        )
        add(page("suche", "/suche?q=Spital", "search", "Suche: Spital", "tamedia-search", list=["spital", "kommentar"]))
        add(
            page(
                "galerie",
                "/bildstrecke-raebeliechtli-umzug-in-dietikon-885512033406",
                "gallery",
                "Bildstrecke: Räbeliechtli-Umzug in Dietikon",
                "tamedia-gallery-captions-only",
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter",
                "subscribe",
                "Unsere Newsletter",
                "tamedia-newsletter",
                [
                    "Abonnieren Sie unsere kostenlosen Newsletter und verpassen Sie nichts aus dem Limmattal.",
                    "- Limmattal am Morgen: die wichtigsten Nachrichten, jeden Werktag um 6 Uhr",
                    "- Wochenende: Tipps für Ausflüge, Konzerte und Märkte",
                    'RAW:<form class="NewsletterForm"><input type="email" placeholder="E-Mail-Adresse"><button>Anmelden</button></form>',
                ],
            )
        )
        add(
            page(
                "wetter",
                "/wetter",
                "weather",
                "Wetter im Limmattal",
                "tamedia-weather",
                [
                    "Heute bewölkt mit Aufhellungen am Nachmittag, Höchstwerte um 6 Grad. In der Nacht auf Sonntag Nebel in der Limmatebene.",
                    "T: Tag | Wetter | Min | Max",
                    "T: Samstag | bewölkt | 1 | 6",
                    "T: Sonntag | Nebel, später sonnig | -1 | 5",
                    "T: Montag | Regen | 3 | 8",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutzerklaerung",
                "policy",
                "Datenschutzerklärung",
                "tamedia-policy",
                [
                    "Stand: 1. Oktober 2026",
                    "Die Limmat Medien AG, Zürcherstrasse 39, 8952 Schlieren, ist verantwortlich für die Bearbeitung Ihrer Personendaten auf dieser Website.",
                    "Wir bearbeiten Daten, die Sie uns bei der Registrierung oder beim Abschluss eines Abonnements angeben, sowie Nutzungsdaten.",
                    "Sie haben das Recht auf Auskunft, Berichtigung und Löschung gemäss dem Datenschutzgesetz (DSG).",
                ],
            )
        )
        add(
            story(
                "bruecke",
                "/neue-limmatbruecke-in-schlieren-wird-teurer-774512903318",
                "Neue Limmatbrücke in Schlieren wird um 4 Millionen Franken teurer",
                "2026-12-04",
                "2026-12-04T10:15:00+01:00",
                "04.12.2026, 10:15 Uhr",
                ["Nadja Brunner", "Reto Meier"],
                [
                    "Die neue Fuss- und Velobrücke über die Limmat zwischen Schlieren und Unterengstringen kostet deutlich mehr als geplant. Statt 11,5 Millionen Franken rechnet der Kanton nun mit 15,6 Millionen.",
                    "Grund seien höhere Preise für Stahl und zusätzliche Arbeiten am Ufer, schreibt die Baudirektion in einer Mitteilung vom Freitag.",
                    "FIG: Visualisierung der Brücke | So soll die neue Brücke aussehen. Visualisierung: Kanton Zürich",
                    "## Eröffnung erst 2028",
                    "Auch der Zeitplan verschiebt sich. Die Brücke soll nun im Frühling 2028 eröffnet werden, ein Jahr später als vorgesehen.",
                    "Der Schlieremer Stadtpräsident Markus Bärlocher zeigt sich enttäuscht: «Die Leute warten seit Jahren auf diese Verbindung. Jetzt heisst es wieder warten.»",
                    "Der Kantonsrat muss den Zusatzkredit noch genehmigen.",
                ],
                "von-a-und-b",
                byline="Von Nadja Brunner und Reto Meier",
                author_key="autor",
                tags=[("thema", "Verkehr")],
                related=["schule"],
            )
        )
        add(
            story(
                "spital",
                "/spital-limmattal-schliesst-geburtenabteilung-nicht-774512903355",
                "Spital Limmattal hält an der Geburtenabteilung fest",
                "2026-12-04",
                "2026-12-03T23:40:00Z",
                "04.12.2026, 00:40 Uhr",
                ["Claudia Hug"],
                [
                    "Das Spital Limmattal in Schlieren wird seine Geburtenabteilung nicht schliessen. Das hat der Verwaltungsrat an seiner Sitzung am späten Donnerstagabend entschieden.",
                    "Im Sommer hatte die Spitalleitung eine Schliessung geprüft, weil die Zahl der Geburten seit 2022 um rund 15 Prozent gesunken ist.",
                    "Hebammen und Eltern hatten eine Petition mit über 9000 Unterschriften eingereicht.",
                    "Die Abteilung soll nun enger mit dem Kantonsspital Baden zusammenarbeiten.",
                ],
                "utc-previous-day-zurich",
                byline="Von Claudia Hug",
                related=["kommentar"],
            )
        )
        add(
            story(
                "sda",
                "/sbb-baut-zusaetzliches-gleis-774512903377",
                "SBB baut zusätzliches Gleis zwischen Zürich und Killwangen",
                "2026-12-03",
                "2026-12-03T14:02:00+01:00",
                "03.12.2026, 14:02 Uhr",
                [],
                [
                    "Die SBB wollen zwischen Zürich Altstetten und Killwangen-Spreitenbach ein viertes Gleis bauen. Das Projekt kostet rund 1,2 Milliarden Franken.",
                    "Damit sollen ab 2035 mehr S-Bahnen und Fernverkehrszüge durch das Limmattal fahren können, teilten die SBB am Donnerstag mit.",
                    "Die Bauarbeiten beginnen frühestens 2029.",
                ],
                "agency-sda-dpa",
                credit="sda/dpa",
                tags=[("thema", "Verkehr")],
            )
        )
        add(
            story(
                "ticker",
                "/ticker-fc-dietikon-gegen-fc-baden-774512903390",
                "Ticker: FC Dietikon gegen FC Baden",
                "2026-12-05",
                "2026-12-05T14:30:00+01:00",
                "05.12.2026, 14:30 Uhr",
                ["Luca Frei"],
                [
                    'RAW:<div class="Ticker_entry__E7"><span class="Ticker_time">16:22 Uhr</span></div>',
                    "Schluss in Dietikon! Der FC Dietikon gewinnt das Derby gegen den FC Baden mit 2:1 und springt auf Platz drei.",
                    'RAW:<div class="Ticker_entry__E7"><span class="Ticker_time">16:05 Uhr</span></div>',
                    "Tor für Dietikon! Nach einem Eckball trifft Innenverteidiger Samuel Gashi per Kopf zum 2:1.",
                    'RAW:<div class="Ticker_entry__E7"><span class="Ticker_time">15:31 Uhr</span></div>',
                    "Der Ausgleich: Baden kommt nach einem Konter durch Jonas Ammann zum 1:1.",
                    'RAW:<div class="Ticker_entry__E7"><span class="Ticker_time">14:50 Uhr</span></div>',
                    "Dietikon führt! Mattia Rossi schiesst nach zwölf Minuten aus 18 Metern ins linke Eck.",
                    'RAW:<div class="Ticker_entry__E7"><span class="Ticker_time">14:30 Uhr</span></div>',
                    "Willkommen zum Ticker. Auf dem Fussballplatz Dornau erwarten die Veranstalter rund 1200 Zuschauerinnen und Zuschauer.",
                ],
                "live-ticker",
                byline="Luca Frei",
                ld_type="LiveBlogPosting",
            )
        )
        add(
            story(
                "interview",
                "/interview-mit-der-gemeindepraesidentin-von-urdorf-774512903301",
                "«Wir müssen beim Wohnungsbau schneller werden»",
                "2026-12-02",
                "2026-12-02T17:30:00+01:00",
                "02.12.2026, 17:30 Uhr",
                ["Reto Meier"],
                [
                    "Urdorf wächst, und die Mieten steigen. Gemeindepräsidentin Sabine Gerber über Verdichtung, Parkplätze und den neuen Dorfplatz.",
                    "Q: Frau Gerber, in Urdorf gibt es kaum freie Wohnungen. Was tut die Gemeinde? || Wir haben die Bauordnung angepasst. In der Zentrumszone darf jetzt ein Geschoss höher gebaut werden.",
                    "Q: Viele Anwohner wehren sich gegen höhere Häuser. || Das verstehe ich. Aber wenn wir nicht verdichten, werden junge Familien wegziehen müssen.",
                    "Q: Wann wird der neue Dorfplatz fertig? || Im Sommer 2027, wenn alles nach Plan läuft.",
                ],
                "interview-qa",
                byline="Interview: Reto Meier",
            )
        )
        add(
            story(
                "kommentar",
                "/kommentar-das-spital-braucht-klarheit-774512903360",
                "Kommentar: Das Spital braucht endlich Klarheit",
                "2026-12-04",
                "2026-12-04T18:00:00+01:00",
                "04.12.2026, 18:00 Uhr",
                ["Claudia Hug"],
                [
                    "Der Entscheid des Verwaltungsrats ist richtig. Aber er kommt spät, und er lässt viele Fragen offen.",
                    "Monatelang wussten Hebammen, Ärztinnen und werdende Eltern nicht, ob es die Abteilung im nächsten Jahr noch gibt. Das ist kein Umgang mit dem eigenen Personal.",
                    "Jetzt braucht das Spital einen Plan für die nächsten zehn Jahre, nicht nur für die nächsten zehn Monate.",
                ],
                "comment-kicker-in-title",
                byline="Claudia Hug",
                no_ld=True,
            )
        )
        add(
            story(
                "markt",
                "/weihnachtsmarkt-dietikon-mit-rekord-774512903270",
                "Weihnachtsmarkt in Dietikon: So viele Stände wie noch nie",
                "2026-11-29",
                None,
                "",
                ["Sandro Wyss"],
                [
                    "Am Wochenende findet auf dem Kirchplatz der Dietiker Weihnachtsmarkt statt, mit 86 Ständen so viele wie noch nie.",
                    "Neu gibt es eine Ecke für Kunsthandwerk aus dem Limmattal und einen Kinderchor, der am Sonntag um 16 Uhr auftritt.",
                    'RAW:<p class="ArticleBody_updated">Aktualisiert am 29. November 2026</p>',
                    "Die Organisatoren rechnen mit 10'000 Besucherinnen und Besuchern. Der Markt ist am Samstag von 11 bis 21 Uhr und am Sonntag von 11 bis 18 Uhr geöffnet.",
                ],
                "date-only-as-text-in-body",
                byline="Text und Bilder: Sandro Wyss",
                no_ld=True,
            )
        )
        add(
            story(
                "schule",
                "/schulweg-in-urdorf-wird-sicherer-774512903288",
                "Schulweg in Urdorf wird sicherer: Tempo 30 auf der Birmensdorferstrasse",
                "2026-12-01",
                "2026-12-01T09:00:00+01:00",
                "01.12.2026, 09:00 Uhr",
                ["Nadja Brunner"],
                [
                    "Auf der Birmensdorferstrasse in Urdorf gilt ab Januar Tempo 30. Der Kanton hat das Gesuch der Gemeinde bewilligt.",
                    "Eltern hatten seit Jahren auf die gefährliche Stelle beim Schulhaus Moosmatt hingewiesen.",
                    "Zusätzlich wird ein neuer Fussgängerstreifen mit Mittelinsel gebaut.",
                ],
                "page2-only",
                byline="Von Nadja Brunner",
                author_key="autor",
                tags=[("thema", "Verkehr")],
            )
        )
