# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes are deliberate)
"""Nordsee-Rundschau: a regional paper on a Funke/Newsroom-like system (`/region/article406871234/<slug>.html`,
`/region/seite-2/`, `/themen/…/`, `/autoren/…/`, `/suche/?q=`), German, UTF-8. Traps: "Plus" stories (the shown
part is the body, the paywall box is not), dpa credits ("dpa/lni" = no author), "Von A" / "Von A und B" bylines,
a storm-tide ticker with timestamped entries, a story whose JSON-LD has a `//` comment and one whose JSON-LD has
raw control characters (both are still the only NewsArticle metadata), a UTC time that is the next day in
Germany, "Auch interessant" boxes inside the body, a commentary."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

AUCH = 'RAW:<aside class="article__related-inline"><span class="article__related-label">Auch interessant</span><ul><li><a href="/region/article406860011/faehre-nach-helgoland-faellt-aus.html">Fähre nach Helgoland fällt bis Montag aus</a></li><li><a href="/region/article406858822/neue-buslinie-im-landkreis.html">Neue Buslinie im Landkreis Cuxhaven</a></li></ul></aside>'


class Nordsee(Base):
    origin = "https://www.nordsee-rundschau.test"
    name = "Nordsee-Rundschau"
    prefix = "nsr"
    language = "de"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nsr",
            [
                ".site-header",
                ".article__header",
                ".article__body",
                ".article__byline",
                ".teaser",
                ".ticker__entry",
                ".paywall",
                ".site-footer",
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
                "Nordsee-Rundschau",
                "funke-home",
                list=["ticker", "hafen", "klinik", "dpa", "kommentar", "schule", "interview", "windpark"],
                more="reg2",
            )
        )
        add(
            page(
                "region",
                "/region/",
                "section",
                "Region",
                "funke-section",
                list=["hafen", "klinik", "dpa", "schule", "ticker"],
                more="reg2",
            )
        )
        add(
            page(
                "reg2",
                "/region/seite-2/",
                "section",
                "Region",
                "funke-section-page2",
                list=["interview", "windpark", "kommentar"],
            )
        )
        add(page("thema", "/themen/sturmflut/", "tag", "Sturmflut", "funke-thema", list=["ticker", "dpa"]))
        add(
            page(
                "autor",
                "/autoren/hauke-petersen/",
                "author",
                "Hauke Petersen",
                "funke-author",
                list=["hafen", "kommentar"],
                bio="Hauke Petersen ist Redakteur in der Lokalredaktion Cuxhaven und schreibt über Hafen, Schifffahrt und Kommunalpolitik.",
            )
        )
        add(page("suche", "/suche/?q=Hafen", "search", "Suche", "funke-search", list=["hafen", "windpark", "region"]))
        add(
            page(
                "impressum",
                "/impressum/",
                "about",
                "Impressum",
                "funke-impressum",
                [
                    "Nordsee-Rundschau ist ein Angebot der Nordsee Medien GmbH & Co. KG, Kaemmererplatz 4, 27472 Cuxhaven.",
                    "Geschäftsführung: Birte Claussen, Ole Harms. Registergericht Tostedt, HRA 203117.",
                    "## Redaktion",
                    "Chefredakteurin: Kerstin Vohs. Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Kerstin Vohs (Anschrift wie oben).",
                    "Die Nordsee-Rundschau erscheint montags bis samstags und online rund um die Uhr.",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz/",
                "policy",
                "Datenschutzerklärung",
                "funke-policy",
                [
                    "Stand: 14. Oktober 2026",
                    "Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Nachfolgend informieren wir Sie darüber, welche Daten wir bei der Nutzung unseres Angebots erheben und wie wir sie verwenden.",
                    "## Verantwortliche Stelle",
                    "Verantwortlich im Sinne der Datenschutz-Grundverordnung ist die Nordsee Medien GmbH & Co. KG.",
                    "## Cookies und Reichweitenmessung",
                    "Wir setzen Cookies ein, um unser Angebot nutzerfreundlich zu gestalten. Für die Reichweitenmessung nutzen wir pseudonyme Verfahren. Ihre Einwilligung können Sie jederzeit über den Link „Privatsphäre“ im Fußbereich widerrufen.",
                ],
            )
        )
        add(
            page(
                "abo",
                "/plus/",
                "subscribe",
                "Nordsee-Rundschau Plus",
                "funke-abo",
                [
                    "Alle Plus-Artikel lesen – 4 Wochen für 0,99 €, danach 9,99 € im Monat.",
                    "- Alle Plus-Artikel auf nordsee-rundschau.test",
                    "- Die App mit Push-Nachrichten aus Ihrem Ort",
                    "- Jederzeit monatlich kündbar",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "newsletter",
                "Newsletter",
                "funke-newsletter",
                [
                    "Der Morgen an der Küste: Jeden Morgen um 6 Uhr die wichtigsten Nachrichten aus Cuxhaven und dem Umland.",
                    "Blaulicht-Newsletter: Polizei- und Feuerwehrmeldungen am Abend.",
                ],
            )
        )
        add(
            story(
                "hafen",
                "/region/article406871234/hafen-cuxhaven-neuer-liegeplatz-kostet-doppelt-so-viel.html",
                "Hafen Cuxhaven: Neuer Liegeplatz kostet doppelt so viel",
                "2026-12-04",
                "2026-12-04T06:00:00+01:00",
                "04.12.2026, 06:00 Uhr",
                ["Hauke Petersen"],
                [
                    "Der geplante Liegeplatz 5 für Offshore-Schiffe im Cuxhavener Hafen wird deutlich teurer als gedacht. Statt 112 Millionen Euro rechnet das Land inzwischen mit 231 Millionen Euro, wie aus einer Vorlage für den Wirtschaftsausschuss des Landtags hervorgeht.",
                    "Als Gründe nennt das Wirtschaftsministerium gestiegene Baupreise und den schwierigen Untergrund. Bei Probebohrungen im Sommer seien Schlickschichten gefunden worden, die tiefer reichen als erwartet.",
                    "„Wir halten an dem Projekt fest“, sagte ein Sprecher des Ministeriums. Ohne den neuen Liegeplatz könne der Hafen die geplanten Windparks in der Nordsee nicht versorgen.",
                ],
                "paywall-plus",
                section="Region",
                plus=True,
            )
        )
        add(
            story(
                "dpa",
                "/region/article406871301/sturmflut-an-der-nordseekueste-erwartet.html",
                "Sturmflut an der Nordseeküste erwartet",
                "2026-12-04",
                "2026-12-04T09:41:00+01:00",
                "04.12.2026, 09:41 Uhr",
                [],
                [
                    "An der niedersächsischen Nordseeküste wird für Freitagabend eine Sturmflut erwartet. Das Wasser könne 1,5 bis 2 Meter höher als das mittlere Hochwasser auflaufen, teilte das Bundesamt für Seeschifffahrt und Hydrographie in Hamburg mit.",
                    "Betroffen seien vor allem die Küste zwischen Emden und Cuxhaven sowie die Weser. Die Fähren zu mehreren Ostfriesischen Inseln fallen am Freitag aus.",
                    "Der Deutsche Wetterdienst warnte zudem vor Sturmböen mit bis zu 100 Kilometern pro Stunde.",
                ],
                "agency-brief",
                section="Region",
                byline="dpa/lni",
                ld_comment=True,
            )
        )
        add(
            story(
                "ticker",
                "/region/article406871380/sturmflut-ticker-wasserstand-in-cuxhaven-steigt.html",
                "Sturmflut-Ticker: Wasserstand in Cuxhaven steigt",
                "2026-12-04",
                "2026-12-04T15:00:00+01:00",
                "04.12.2026, 15:00 Uhr",
                ["Merle Jansen", "Timo Brandt"],
                [
                    "Im Ticker halten wir Sie über die Sturmflut an der Küste auf dem Laufenden.",
                    "## Deichverteidigung in Otterndorf alarmiert",
                    "Die Deichverteidigung in Otterndorf ist in Bereitschaft versetzt worden. Rund 60 Helferinnen und Helfer kontrollieren die Deiche an der Medem.",
                    "## Strandhaus Döse geräumt",
                    "Die Polizei hat das Strandhaus in Döse vorsorglich geräumt. Die Promenade ist bis Sonnabend gesperrt.",
                    "## Pegel Cuxhaven: 1,60 Meter über Normal",
                    "Um 17.30 Uhr lag der Pegel in Cuxhaven bei 1,60 Metern über dem mittleren Hochwasser. Der Scheitel wird gegen 19 Uhr erwartet.",
                ],
                "live-ticker",
                section="Region",
                ticker=["19:12 Uhr", "18:05 Uhr", "17:34 Uhr"],
            )
        )
        add(
            story(
                "klinik",
                "/region/article406871199/klinik-in-otterndorf-schliesst-geburtsstation.html",
                "Klinik in Otterndorf schließt Geburtsstation",
                "2026-12-04",
                "2026-12-03T23:15:00Z",
                "04.12.2026, 00:15 Uhr",
                ["Merle Jansen", "Hauke Petersen"],
                [
                    "Die Geburtsstation im Krankenhaus Otterndorf wird zum 31. März geschlossen. Das hat der Aufsichtsrat der Kliniken im Landkreis am Donnerstagabend beschlossen.",
                    "Schwangere müssen dann nach Cuxhaven oder Stade fahren. Im vergangenen Jahr kamen in Otterndorf 312 Kinder zur Welt.",
                    AUCH,
                    "Die Hebammen kritisieren die Entscheidung scharf. „Für Frauen aus Hadeln werden die Wege viel zu lang“, sagte Sprecherin Antje Wöhlke.",
                    "Der Landrat kündigte an, einen Hebammen-Stützpunkt in Otterndorf zu erhalten.",
                ],
                "utc-crossing",
                section="Region",
                ld_ctrl=True,
            )
        )
        add(
            story(
                "kommentar",
                "/meinung/article406871410/kommentar-die-kueste-braucht-ehrliche-zahlen.html",
                "Kommentar: Die Küste braucht ehrliche Zahlen",
                "2026-12-04",
                "2026-12-04T17:30:00+01:00",
                "04.12.2026, 17:30 Uhr",
                ["Hauke Petersen"],
                [
                    "Mehr als doppelt so teuer: Die Kosten für den neuen Liegeplatz im Hafen sind keine Überraschung. Wer vor drei Jahren genau hingeschaut hat, wusste, dass die Zahlen geschönt waren.",
                    "Das Land hat den Bau damals mit einer Rechnung beschlossen, die auf Preisen von 2021 beruhte. Dass der Untergrund schwierig ist, war seit den ersten Gutachten bekannt.",
                    "Richtig ist trotzdem, an dem Projekt festzuhalten. Ohne den Liegeplatz verliert Cuxhaven den Anschluss an die Offshore-Branche. Aber die Politik sollte künftig ehrlich rechnen.",
                ],
                "opinion",
                section="Meinung",
                plus=True,
                full_plus=True,
            )
        )
        add(
            story(
                "interview",
                "/region/article406870955/neue-buergermeisterin-ich-will-die-innenstadt-zurueck.html",
                "Neue Bürgermeisterin: „Ich will die Innenstadt zurück“",
                "2026-12-03",
                "2026-12-03T12:00:00+01:00",
                "03.12.2026, 12:00 Uhr",
                ["Timo Brandt"],
                [
                    "Seit November ist Wiebke Carstens Bürgermeisterin von Otterndorf. Ein Gespräch über Leerstand, Tourismus und den Deich.",
                    "Q: Frau Carstens, was haben Sie als Erstes gemacht? || Ich bin durch die Innenstadt gegangen und habe die leeren Schaufenster gezählt. Es sind 14. Das ist zu viel für eine Stadt unserer Größe.",
                    "Q: Was wollen Sie dagegen tun? || Wir wollen Ladenflächen für ein Jahr mietfrei an Gründer vergeben. Die Stadt übernimmt die Miete, die Eigentümer bekommen eine Garantie.",
                    "Q: Und der Tourismus? || Der ist unsere Stärke. Aber wir brauchen mehr Betten in der Nebensaison und eine bessere Busanbindung zum Bahnhof.",
                ],
                "interview",
                section="Region",
            )
        )
        add(
            story(
                "schule",
                "/region/article406870820/grundschule-altenbruch-bekommt-neubau.html",
                "Grundschule Altenbruch bekommt Neubau",
                "2026-12-02",
                "2026-12-02T14:20:00+01:00",
                "02.12.2026, 14:20 Uhr",
                ["Timo Brandt"],
                [
                    "Die Grundschule in Altenbruch wird neu gebaut. Der Rat der Stadt Cuxhaven hat am Dienstagabend einstimmig 9,4 Millionen Euro für das Projekt freigegeben.",
                    "Das alte Gebäude aus den 1960er-Jahren ist seit Jahren marode. Im Winter mussten Klassen mehrfach wegen defekter Heizung nach Hause geschickt werden.",
                    "Der Neubau soll im Sommer 2028 bezogen werden. Während der Bauzeit lernen die Kinder in Containern auf dem Sportplatz.",
                ],
                "plain-news",
                section="Region",
                ld=False,
            )
        )
        add(
            story(
                "windpark",
                "/wirtschaft/article406870701/windpark-nordergruende-betreiber-streicht-120-stellen.html",
                "Windpark-Zulieferer streicht 120 Stellen in Cuxhaven",
                "2026-12-02",
                "2026-12-02T11:05:00+01:00",
                "02.12.2026, 11:05 Uhr",
                ["Ole Reents"],
                [
                    "Der Turmhersteller Nordwind Steel will an seinem Standort in Cuxhaven 120 von 480 Stellen abbauen. Das teilte das Unternehmen am Mittwoch mit.",
                    "Als Grund nennt Nordwind Steel fehlende Aufträge. Mehrere Windparks in der Nordsee seien verschoben worden.",
                    "Die IG Metall kündigte Widerstand an. „Das ist ein Schlag für die ganze Region“, sagte Bevollmächtigter Jens Mahnke.",
                ],
                "plain-news",
                section="Wirtschaft",
                byline_foot=True,
            )
        )

    def head(self, doc: Doc) -> str:
        out = [
            f'<link rel="canonical" href="{self.url(doc.key)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:site_name" content="Nordsee-Rundschau">',
        ]
        if not doc.is_article:
            out.append('<meta property="og:type" content="website">')
            return "\n".join(out)
        out.append('<meta property="og:type" content="article">')
        if doc.extra.get("ld") is False:
            return "\n".join(out)
        author = (
            ",\n    ".join(json.dumps({"@type": "Person", "name": a}, ensure_ascii=False) for a in doc.authors)
            or '{"@type": "Organization", "name": "dpa"}'
        )
        typ = "LiveBlogPosting" if doc.extra.get("ticker") else "NewsArticle"
        free = "false" if doc.extra.get("plus") else "true"
        headline = json.dumps(doc.title, ensure_ascii=False)
        desc = json.dumps(self.lede(doc), ensure_ascii=False)
        if doc.extra.get("ld_ctrl"):
            desc = desc[:40] + "\n\t" + desc[40:]  # raw newline and tab inside the string
            headline = headline[:-1] + "\x0b" + '"'
        comment = "\n  // TODO: dateModified aus CMS übernehmen\n" if doc.extra.get("ld_comment") else "\n"
        ld = f"""{{
  "@context": "https://schema.org",
  "@type": "{typ}",
  "headline": {headline},
  "description": {desc},
  "datePublished": "{doc.iso}",{comment}  "isAccessibleForFree": {free},
  "author": [
    {author}
  ],
  "publisher": {{"@type": "Organization", "name": "Nordsee-Rundschau"}},
  "mainEntityOfPage": "{self.url(doc.key)}"
}}"""
        out.append(f'<script type="application/ld+json">{ld}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = " ".join(
            self.a(k, t, "nav", 'class="nav__link"')
            for k, t in [
                ("home", "Startseite"),
                ("region", "Region"),
                ("/wirtschaft/", "Wirtschaft"),
                ("/sport/", "Sport"),
                ("thema", "Sturmflut"),
                ("abo", "Plus"),
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | Nordsee-Rundschau</title>
<meta name="robots" content="max-image-preview:large">
{self.head(doc)}
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"{doc.kind}","articleId":"{doc.path.split("/article")[-1][:9] if doc.is_article else ""}","paywall":"{"plus" if doc.extra.get("plus") else "free"}"}});</script>
<script src="https://cdn.nordsee-rundschau.test/assets/main.3f9a2c.js" defer></script>
<style>/*PAD*/</style>
</head>
<body class="page page--{doc.kind}">
<div class="cmp-container" id="sp_message_container">Wir brauchen Ihre Zustimmung. Wir und unsere Partner verwenden Cookies. <button>Alle akzeptieren</button></div>
<header class="site-header"><a class="site-header__logo" href="/">Nordsee-Rundschau</a>
<nav class="nav">{nav}</nav>
<div class="site-header__tools">{self.a("suche", "Suche", "header")} <a href="https://login.nordsee-rundschau.test/">Anmelden</a> {self.a("abo", "Abo", "header")}</div></header>
<main class="site-main">
{main}
</main>
<footer class="site-footer"><ul><li>{self.a("impressum", "Impressum", "footer")}</li><li>{self.a("datenschutz", "Datenschutz", "footer")}</li><li>{self.a("newsletter", "Newsletter", "footer")}</li><li>{self.a("abo", "Abo", "footer")}</li><li><a href="/agb/">AGB</a></li><li><a href="/kontakt/">Kontakt</a></li></ul>
<p>© Nordsee Medien GmbH & Co. KG 2026</p></footer>
</body>
</html>
"""

    def story_main(self, doc: Doc) -> str:
        plus = '<span class="article__plus-badge" title="Plus">Plus</span>' if doc.extra.get("plus") else ""
        if doc.byline:
            by = f'<p class="article__source">{esc(doc.byline)}</p>'
        else:
            names = [self.a("autor", a, "byline") if a == "Hauke Petersen" else esc(a) for a in doc.authors]
            by = f'<p class="article__author">Von {" und ".join(names)}</p>'
        foot = ""
        if doc.extra.get("byline_foot"):
            foot, by = by, ""
        tick = doc.extra.get("ticker")
        if tick:
            intro = f'<p class="article__intro">{esc(doc.blocks[0][1])}</p>'
            entries = []
            rest = doc.blocks[1:]
            for i in range(0, len(rest), 2):
                entries.append(
                    f'<div class="ticker__entry"><time class="ticker__time">{tick[i // 2]}</time><h2 class="ticker__headline">{esc(rest[i][1])}</h2><p>{esc(rest[i + 1][1])}</p></div>'
                )
            body = intro + '\n<div class="ticker">' + "\n".join(entries) + "</div>"
        else:
            body = self.blocks(
                doc,
                fig=lambda alt, cap: (
                    f'<figure class="article__figure"><img src="/img/{doc.key}-2.jpg" alt="{esc(alt)}"><figcaption class="article__caption">{esc(cap)}</figcaption></figure>'
                ),
            )
        pay = ""
        if doc.extra.get("plus"):
            pay = '<div class="paywall"><p class="paywall__headline">Weiterlesen mit Plus</p><p>Sie haben Zugriff auf alle Plus-Artikel für 0,99 € im ersten Monat.</p><a href="/plus/">Jetzt testen</a><p>Bereits Abonnent? <a href="https://login.nordsee-rundschau.test/">Anmelden</a></p></div>'
        teasers = " ".join(self.a(k, self.docs[k].title, "related") for k in ("dpa", "hafen") if k != doc.key)
        return f"""<article class="article">
<header class="article__header"><div class="article__kicker">{plus}<span>{esc(doc.section)}</span></div>
<h1 class="article__headline">{esc(doc.title)}</h1>
{by}<time class="article__date" datetime="{doc.iso or ""}">{esc(doc.stamp)}</time></header>
<figure class="article__lead-image"><img src="/img/{doc.key}.jpg" alt=""><figcaption>Foto: Nordsee-Rundschau / Archiv</figcaption></figure>
<div class="article__body">
{body}
</div>
{foot}
{pay}
<div class="article__share"><a href="https://www.facebook.com/sharer.php?u={self.url(doc.key)}">Teilen</a> <a href="mailto:?subject={esc(doc.title)}">E-Mail</a></div>
<section class="article__more"><h2>Mehr aus der Region</h2>{teasers}</section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            badge = '<span class="teaser__plus">Plus</span>' if d.extra.get("plus") else ""
            link = self.a(k, d.title, "content", 'class="teaser__link"')
            items.append(
                f'<article class="teaser">{badge}{link}<p class="teaser__text">{esc(self.lede(d))}</p></article>'
            )
        more = (
            f'<div class="pagination">{self.a(doc.extra["more"], "Weitere Artikel", "pagination")}</div>'
            if doc.extra.get("more")
            else ""
        )
        extra = f'<p class="author-bio">{esc(doc.extra["bio"])}</p>' if doc.kind == "author" else ""
        if doc.kind == "search":
            extra = '<form class="search" action="/suche/"><input name="q" value="Hafen"></form><p>3 Treffer für „Hafen“</p>'
        return f'<section class="list"><h1>{esc(doc.title)}</h1>{extra}\n' + "\n".join(items) + f"\n{more}</section>"

    def service_main(self, doc: Doc) -> str:
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>\n{self.blocks(doc)}</section>'
