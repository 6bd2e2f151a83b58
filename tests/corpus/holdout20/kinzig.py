# ruff: noqa: E501, RUF001
"""Kinzigtal-Bote: a Black Forest local paper (German) on **Drupal 10 with the core Olivero theme**: the page title in
its own `block-page-title-block` outside the node, `<article class="node node--type-article node--view-mode-full">`,
`node__meta` showing the *Drupal account* that posted the node (an online editor's user name or the "dpa-import"
account, never the writer), the writers in a separate `field--name-field-autor` "Von X und Y" field, views fronts
with Drupal's zero-based pager (`/lokales?page=1` is page 2), taxonomy terms at `/thema/…`, core search at
`/search/node?keys=`, a user profile at `/user/7`, `drupal-settings-json`. Metatag writes og tags with the site's
offset (+01:00); its default og:type "article" also lands on the event node. Agency copy ("(dpa)" dateline) has no
writer. The commentary is signed only at the end."""

from __future__ import annotations

import json
import zlib

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc

TAGE = ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."]
NAV = [
    ("lokales", "Lokales"),
    ("/region", "Region"),
    ("/sport", "Sport"),
    ("/kultur", "Kultur"),
    ("/meinung", "Meinung"),
    ("/veranstaltungen", "Veranstaltungen"),
    ("abo", "Abo"),
]


def meta_date(iso: str) -> str:
    from datetime import datetime

    d = datetime.fromisoformat(iso)
    return f"{TAGE[d.weekday()]}, {d:%d.%m.%Y - %H:%M}"


class Kinzig(Base):
    origin = "https://www.kinzigtal-bote.test"
    name = "Kinzigtal-Bote"
    prefix = "kb"
    language = "de"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kb",
            [
                ".site-header__inner",
                ".primary-nav__menu-link",
                ".node__meta",
                ".text-content",
                ".views-row",
                ".site-footer",
                ".pager__item",
                ".field--name-field-autor",
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
                "Kinzigtal-Bote",
                "drupal-olivero-frontpage-view",
                list=["bruecke", "interview", "bilder", "dpa-kurz", "kurz"],
                nid=1,
            )
        )
        add(
            page(
                "lokales",
                "/lokales",
                "section",
                "Lokales",
                "drupal-views-section",
                list=["bruecke", "interview", "bilder", "kurz"],
                more="lokales2",
                nid=2,
            )
        )
        add(
            page(
                "lokales2",
                "/lokales?page=1",
                "section",
                "Lokales",
                "drupal-views-page2-zero-based",
                list=["kommentar", "kurz", "interview"],
                prev="lokales",
                nid=2,
            )
        )
        add(
            page(
                "thema",
                "/thema/verkehr",
                "tag",
                "Verkehr",
                "drupal-taxonomy-term",
                list=["bruecke", "dpa-lang", "dpa-kurz"],
                nid=3,
            )
        )
        add(
            page(
                "user",
                "/user/7",
                "author",
                "Martina Hoferer",
                "drupal-user-profile",
                [
                    "Martina Hoferer ist Redakteurin in der Lokalredaktion Haslach und schreibt vor allem über Verkehr, Gemeinderäte und das Vereinsleben im mittleren Kinzigtal. Sie ist in Hausach aufgewachsen und seit 2014 beim Kinzigtal-Boten.",
                ],
                list=["bruecke"],
                nid=4,
            )
        )
        add(
            page(
                "suche",
                "/search/node?keys=Bahn",
                "search",
                "Suche",
                "drupal-core-search",
                list=["dpa-lang", "bruecke"],
                query="Bahn",
                nid=5,
            )
        )
        add(
            page(
                "konzert",
                "/veranstaltungen/adventskonzert-musikverein-haslach",
                "events",
                "Adventskonzert des Musikvereins Haslach",
                "drupal-event-node-og-article",
                [
                    "Zum 40. Mal lädt der Musikverein Haslach am dritten Adventssonntag zu seinem Adventskonzert in die Stadtkirche St. Arbogast ein. Unter der Leitung von Dirigentin Sabine Wälde spielen rund 55 Musikerinnen und Musiker ein Programm, das von barocken Choralbearbeitungen über Filmmusik bis zu einem eigens für das Jubiläum komponierten Stück reicht.",
                    "Das Jubiläumswerk „Kinzigtaler Winter“ stammt aus der Feder des Hausacher Komponisten Felix Armbruster, der selbst zwanzig Jahre lang im Verein Trompete gespielt hat. Es beschreibt in vier Sätzen einen Wintertag im Tal, vom ersten Licht über dem Brandenkopf bis zum Glockenläuten am Abend. Armbruster wird bei der Uraufführung anwesend sein.",
                    "Erstmals wirkt auch die Jugendkapelle mit, die sich nach der Corona-Pause neu gegründet hat und inzwischen wieder 24 Mitglieder zählt. Gemeinsam mit dem Hauptorchester spielt sie zum Abschluss das traditionelle „Tochter Zion“, bei dem das Publikum zum Mitsingen eingeladen ist.",
                    "Der Eintritt ist frei, um Spenden für die Jugendarbeit wird gebeten. Die Kirche ist beheizt, Plätze können nicht reserviert werden; der Verein empfiehlt, rechtzeitig zu kommen. Im Anschluss bewirtet der Förderverein auf dem Kirchplatz mit Glühwein, Kinderpunsch und Gebäck.",
                ],
                when="So., 13.12.2026, 17:00 Uhr",
                where="Stadtkirche St. Arbogast, Haslach im Kinzigtal",
                nid=6,
                node_type="veranstaltung",
            )
        )
        add(
            page(
                "stelle",
                "/stellenangebote/zusteller-hausach",
                "jobs",
                "Zeitungszusteller (m/w/d) in Hausach gesucht",
                "drupal-job-node",
                [
                    "Für die Zustellung des Kinzigtal-Boten in Hausach (Bezirke Hauptstraße, Einbach und Dorf) suchen wir ab sofort zuverlässige Zustellerinnen und Zusteller.",
                    "## Ihre Aufgaben",
                    "- Zustellung der Tageszeitung von Montag bis Samstag bis spätestens 6:00 Uhr",
                    "- Gelegentliche Verteilung von Beilagen und Anzeigenblättern",
                    "## Wir bieten",
                    "- Eine Vergütung nach Stückzahl, mindestens den gesetzlichen Mindestlohn",
                    "- Einen Zuschlag für Sonn- und Feiertage sowie bei Schnee",
                    "- Einen Minijob oder eine Teilzeitstelle, auch für Schülerinnen und Schüler ab 15 Jahren und für Rentnerinnen und Rentner",
                    "Interesse? Melden Sie sich beim Vertrieb unter 07832 9190-40 oder per E-Mail an vertrieb@kinzigtal-bote.test.",
                ],
                nid=7,
                node_type="stelle",
            )
        )
        add(
            page(
                "impressum",
                "/impressum",
                "about",
                "Impressum",
                "drupal-basic-page-staff",
                [
                    "Kinzigtal-Bote – Tageszeitung für das mittlere Kinzigtal",
                    "Herausgeber: Kinzigtal Medien GmbH & Co. KG, Hauptstraße 41, 77716 Haslach im Kinzigtal",
                    "Geschäftsführung: Dr. Ulrike Faißt",
                    "## Redaktion",
                    "- Chefredaktion: Thomas Ketterer (verantwortlich im Sinne des Presserechts)",
                    "- Lokalredaktion Haslach: Martina Hoferer, Jonas Brucker",
                    "- Lokalredaktion Wolfach/Hausach: Lea Schwarz",
                    "- Online: Katrin Schuler",
                    "- Fotografie: Peter Kienzler",
                    "Telefon Redaktion: 07832 9190-20, E-Mail: redaktion@kinzigtal-bote.test",
                    "Registergericht: Amtsgericht Freiburg, HRA 700123. Umsatzsteuer-ID: DE 123 456 789.",
                    "Teile der überregionalen Berichterstattung stammen von der Deutschen Presse-Agentur (dpa).",
                ],
                nid=8,
                node_type="page",
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz",
                "policy",
                "Datenschutzerklärung",
                "drupal-basic-page-policy",
                [
                    "Stand: 3. März 2026",
                    "Der Schutz Ihrer persönlichen Daten ist uns wichtig. Nachfolgend informieren wir Sie darüber, welche Daten wir beim Besuch unserer Website und bei der Nutzung unserer Angebote erheben und wie wir sie verwenden.",
                    "## Verantwortliche Stelle",
                    "Verantwortlich ist die Kinzigtal Medien GmbH & Co. KG, Hauptstraße 41, 77716 Haslach im Kinzigtal. Unseren Datenschutzbeauftragten erreichen Sie unter datenschutz@kinzigtal-bote.test.",
                    "## Server-Logdateien",
                    "Bei jedem Aufruf speichert unser Server die IP-Adresse in gekürzter Form, Datum und Uhrzeit, die aufgerufene Seite und den verwendeten Browser. Die Daten werden nach sieben Tagen gelöscht.",
                    "## Abonnement und E-Paper",
                    "Für den Abschluss eines Abonnements verarbeiten wir Name, Anschrift, Bankverbindung und E-Mail-Adresse auf Grundlage von Art. 6 Abs. 1 lit. b DSGVO. Die Daten werden nach Ende der gesetzlichen Aufbewahrungsfristen gelöscht.",
                    "## Ihre Rechte",
                    "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie das Recht auf Datenübertragbarkeit und auf Beschwerde bei der Aufsichtsbehörde.",
                ],
                nid=9,
                node_type="page",
            )
        )
        add(
            page(
                "abo",
                "/abo",
                "product",
                "Der Kinzigtal-Bote im Abo",
                "drupal-subscription-page-photos",
                [
                    "FIG: Eine Zeitung liegt auf einem Frühstückstisch neben einer Tasse Kaffee | Die gedruckte Ausgabe: montags bis samstags im Briefkasten.",
                    "FIG: Ein Tablet zeigt die E-Paper-Ausgabe des Kinzigtal-Boten | Das E-Paper: schon ab 22 Uhr am Vorabend.",
                    "Wählen Sie das Angebot, das zu Ihnen passt. Alle Abos sind nach der Mindestlaufzeit monatlich kündbar.",
                    "- Print-Abo: 42,90 € im Monat, inklusive E-Paper",
                    "- E-Paper-Abo: 24,90 € im Monat",
                    "- Digital-Abo (alle Artikel auf kinzigtal-bote.test): 9,90 € im Monat, der erste Monat kostenlos",
                    "- Studierende und Auszubildende erhalten 50 Prozent Rabatt.",
                ],
                nid=10,
                node_type="page",
            )
        )

        add(
            story(
                "bruecke",
                "/lokales/hausach/kinzigbruecke-bleibt-bis-ostern-gesperrt",
                "Kinzigbrücke in Hausach bleibt bis Ostern gesperrt",
                "2026-12-02",
                "2026-12-02T09:15:00+01:00",
                meta_date("2026-12-02T09:15:00+01:00"),
                ["Martina Hoferer", "Jonas Brucker"],
                [
                    "Die Kinzigbrücke zwischen der Hausacher Innenstadt und dem Bahnhof bleibt länger gesperrt als geplant. Wie die Stadtverwaltung am Dienstagabend im Gemeinderat mitteilte, haben Gutachter an zwei Pfeilern weitere Schäden festgestellt. Mit einer Freigabe für den Autoverkehr rechnet die Stadt nun frühestens kurz vor Ostern.",
                    "Ursprünglich sollte die 1962 gebaute Brücke Mitte Dezember wieder befahrbar sein. Seit Anfang September wird sie saniert, Fußgänger und Radfahrer können eine provisorische Behelfsbrücke nutzen. Autos müssen über die Umgehungsstraße fahren, was für viele Pendler einen Umweg von bis zu zehn Minuten bedeutet.",
                    "## Mehrkosten von rund 400.000 Euro",
                    "„Wir haben beim Abtragen des alten Belags Korrosion an der Bewehrung gefunden, die so vorher nicht zu sehen war“, sagte Stadtbaumeister Achim Lehmann. Die zusätzlichen Arbeiten kosten nach einer ersten Schätzung rund 400.000 Euro. Die Stadt hofft, dass das Land einen Teil davon übernimmt.",
                    "Im Gemeinderat stieß die Nachricht auf Unmut. Stadtrat Bernd Armbruster (Freie Wähler) fragte, warum die Schäden nicht bei der Voruntersuchung entdeckt worden seien. Lehmann verwies darauf, dass eine vollständige Untersuchung nur bei gesperrter Brücke möglich gewesen sei.",
                    "## Händler spüren die Sperrung",
                    "Besonders betroffen sind die Geschäfte in der Bahnhofstraße. „Seit September haben wir ein Drittel weniger Kundschaft“, sagte Bäckermeisterin Claudia Schmieder. Der Gewerbeverein fordert nun, dass die Stadt zumindest Kurzzeitparkplätze auf der Innenstadtseite einrichtet. Bürgermeister Wolfgang Haas sagte zu, den Vorschlag bis zur nächsten Sitzung prüfen zu lassen.",
                    "Die Behelfsbrücke für Fußgänger bleibt während der gesamten Bauzeit geöffnet. Ab Januar soll sie nachts beleuchtet werden.",
                ],
                "drupal-article-von-x-und-y",
                section="Lokales",
                account="mhoferer",
                uid=7,
                tags=["thema"],
            )
        )
        add(
            story(
                "dpa-kurz",
                "/region/land-foerdert-ladesaeulen-kleinstaedten",
                "Land fördert Ladesäulen in Kleinstädten",
                "2026-12-01",
                "2026-12-01T14:32:00+01:00",
                meta_date("2026-12-01T14:32:00+01:00"),
                [],
                [
                    "Stuttgart (dpa/lsw) - Das Land will in Gemeinden mit weniger als 20.000 Einwohnern den Bau von öffentlichen Ladesäulen für Elektroautos mit bis zu 80 Prozent der Kosten fördern. Anträge können nach Angaben des Verkehrsministeriums vom 1. Februar an gestellt werden.",
                ],
                "drupal-dpa-brief-no-author",
                section="Region",
                account="dpa-import",
                uid=3,
                tags=["thema"],
                credit="dpa",
            )
        )
        add(
            story(
                "dpa-lang",
                "/region/schwarzwaldbahn-bauarbeiten-verschoben",
                "Schwarzwaldbahn: Bauarbeiten zwischen Hausach und Triberg verschoben",
                "2026-11-30",
                "2026-11-30T16:05:00+01:00",
                meta_date("2026-11-30T16:05:00+01:00"),
                [],
                [
                    "Freiburg (dpa/lsw) - Die für Januar geplanten Bauarbeiten an der Schwarzwaldbahn zwischen Hausach und Triberg werden um ein Jahr verschoben. Grund seien fehlende Kapazitäten bei den Baufirmen, teilte die Bahn am Montag in Freiburg mit.",
                    "Ursprünglich sollte die Strecke von Mitte Januar an für sechs Wochen voll gesperrt werden, um mehrere Tunnel zu sanieren. Pendler und Schüler hätten in dieser Zeit auf Ersatzbusse umsteigen müssen. Die Arbeiten sollen nun im Januar 2028 stattfinden.",
                    "Der Landkreis begrüßte die Verschiebung grundsätzlich, kritisierte aber die kurzfristige Information. Man habe bereits Busunternehmen für den Ersatzverkehr gebunden, sagte ein Sprecher des Landratsamts.",
                    "Die Schwarzwaldbahn verbindet Offenburg mit Konstanz und gilt als eine der landschaftlich reizvollsten Bahnstrecken Deutschlands. Werktags nutzen sie nach Angaben des Landes rund 25.000 Fahrgäste.",
                ],
                "drupal-dpa-agency-story-no-author",
                section="Region",
                account="dpa-import",
                uid=3,
                tags=["thema"],
                credit="dpa",
            )
        )
        add(
            story(
                "kommentar",
                "/meinung/kommentar-eine-bruecke-ist-kein-luxus",
                "Kommentar: Eine Brücke ist kein Luxus",
                "2026-12-02",
                "2026-12-02T17:40:00+01:00",
                meta_date("2026-12-02T17:40:00+01:00"),
                ["Jonas Brucker"],
                [
                    "Dass eine Brücke aus dem Jahr 1962 bei der Sanierung Überraschungen bereithält, ist keine Überraschung. Überraschend ist allenfalls, wie schlecht die Stadt darauf vorbereitet war.",
                    "Seit Jahren ist bekannt, dass die Kinzigbrücke in schlechtem Zustand ist. Schon 2019 hatte ein Prüfbericht Schäden am Beton festgestellt. Passiert ist danach wenig – bis die Sanierung nicht mehr aufzuschieben war. Wer so lange wartet, darf sich über höhere Kosten und längere Bauzeiten nicht wundern.",
                    "Die Leidtragenden sind die Menschen, die jeden Tag über diese Brücke mussten: Pendler, Schulkinder, ältere Menschen auf dem Weg zum Arzt, und die Händler in der Bahnhofstraße, denen die Kundschaft wegbleibt. Für sie ist jede weitere Woche Sperrung ein echtes Problem.",
                    "Der Gemeinderat sollte jetzt zweierlei tun: den Händlern schnell und unbürokratisch helfen, etwa mit Parkplätzen und einer Werbeaktion. Und endlich eine Liste aller städtischen Brücken und Stützmauern aufstellen, die in den nächsten zehn Jahren saniert werden müssen – mit Kosten und Zeitplan. Damit aus der nächsten Überraschung keine neue Sperrung wird.",
                    "SIGN: Jonas Brucker",
                ],
                "drupal-kommentar-signed-at-end",
                section="Meinung",
                account="kschuler",
                uid=9,
                signed=True,
            )
        )
        add(
            story(
                "interview",
                "/lokales/wolfach/interview-feuerwehr-junge-leute-ehrenamt",
                "„Wir brauchen junge Leute im Ehrenamt“",
                "2026-12-01",
                "2026-12-01T06:00:00+01:00",
                meta_date("2026-12-01T06:00:00+01:00"),
                ["Lea Schwarz"],
                [
                    "Seit 25 Jahren ist Rainer Dold bei der Freiwilligen Feuerwehr Wolfach, seit sechs Jahren als Kommandant. Zum Jahresende gibt er das Amt ab. Ein Gespräch über Nachwuchssorgen, nächtliche Einsätze und das Hochwasser von 2024.",
                    "Q: Herr Dold, wie viele Einsätze hatte Ihre Wehr in diesem Jahr? || Bis heute 212. Das sind fast doppelt so viele wie vor zehn Jahren. Viele davon sind technische Hilfeleistungen, umgestürzte Bäume, Wasser im Keller, Unfälle auf der B 294.",
                    "Q: Woran liegt das? || Am Wetter, ganz klar. Starkregen und Sturm haben zugenommen. Und am Verkehr. Aber auch daran, dass wir öfter gerufen werden, wenn früher der Nachbar geholfen hätte.",
                    "Q: Finden Sie genug Nachwuchs? || Tagsüber ist das unser größtes Problem. Die meisten unserer 68 Aktiven arbeiten nicht in Wolfach. Wenn um zehn Uhr morgens der Alarm geht, haben wir manchmal Mühe, ein Fahrzeug voll zu besetzen. Deshalb werben wir gezielt in den Betrieben am Ort.",
                    "Q: Was war Ihr schwerster Einsatz? || Das Hochwasser im Juni 2024. Drei Tage fast ohne Schlaf, und trotzdem war es auch eine schöne Erfahrung, weil das ganze Tal zusammengehalten hat.",
                    "Q: Was geben Sie Ihrem Nachfolger mit? || Dass man das nicht allein schafft. Eine Feuerwehr ist nur so gut wie ihre Kameradschaft.",
                ],
                "drupal-interview-qa",
                section="Lokales",
                account="lschwarz",
                uid=8,
            )
        )
        add(
            story(
                "bilder",
                "/lokales/bildergalerie-erster-schnee-brandenkopf",
                "Bildergalerie: Erster Schnee auf dem Brandenkopf",
                "2026-11-29",
                "2026-11-29T11:20:00+01:00",
                meta_date("2026-11-29T11:20:00+01:00"),
                ["Peter Kienzler"],
                [
                    "Über Nacht hat es auf den Höhen über dem Kinzigtal zum ersten Mal in diesem Winter geschneit, auf dem Brandenkopf lagen am Sonntagmorgen rund zehn Zentimeter.",
                    "FIG: Verschneite Tannen vor dem Aussichtsturm auf dem Brandenkopf | Der Aussichtsturm auf dem Brandenkopf am Sonntagmorgen. Foto: Peter Kienzler",
                    "FIG: Zwei Kinder ziehen einen Schlitten einen verschneiten Weg hinauf | Die ersten Schlittenfahrer waren schon früh unterwegs. Foto: Peter Kienzler",
                ],
                "drupal-photo-gallery-photographer",
                section="Lokales",
                account="kschuler",
                uid=9,
                photo=True,
            )
        )
        add(
            story(
                "kurz",
                "/lokales/wolfach/rathaus-am-freitag-geschlossen",
                "Wolfach: Rathaus am Freitag geschlossen",
                "2026-12-02",
                "2026-12-02T11:05:00+01:00",
                meta_date("2026-12-02T11:05:00+01:00"),
                [],
                [
                    "Wegen einer Personalversammlung bleibt das Wolfacher Rathaus am Freitag, 4. Dezember, ganztägig geschlossen; das Standesamt ist für Notfälle telefonisch erreichbar.",
                ],
                "drupal-brief-no-author",
                section="Lokales",
                account="kschuler",
                uid=9,
            )
        )

    # ------------------------------------------------------------------ templates
    def fig(self, alt: str, cap: str) -> str:
        n = zlib.crc32(alt.encode()) % 9000
        credit = ""
        if " Foto: " in cap:
            cap, credit = cap.split(" Foto: ")
        cred = f' <span class="bild-credit">Foto: {esc(credit)}</span>' if credit else ""
        return (
            f'<figure class="caption caption-img"><img loading="lazy" src="/sites/default/files/styles/wide/public/2026-11/bild-{n}.jpg?itok={n:x}ab" width="1200" height="800" alt="{esc(alt)}" />'
            f"<figcaption>{esc(cap)}{cred}</figcaption></figure>"
        )

    def node_meta(self, doc: Doc) -> str:
        acct = doc.extra["account"]
        uid = doc.extra["uid"]
        target = "user" if uid == 7 else f"/user/{uid}"
        link = self.a(
            target,
            acct,
            "byline",
            attrs=f'title="Benutzerprofil anzeigen." lang="" about="/user/{uid}" typeof="schema:Person" property="schema:name" datatype="" class="username"',
        )
        return (
            '<div class="node__meta"><div class="node__author-image"><img loading="lazy" src="/core/themes/olivero/images/avatar.png" width="50" height="50" alt="" /></div>'
            f'<span><span class="field field--name-uid field--type-entity-reference field--label-hidden">{link}</span></span>'
            f' <span class="node__meta-date">{doc.stamp}</span></div>'
        )

    def story_main(self, doc: Doc) -> str:
        autor = ""
        if doc.authors and not doc.extra.get("signed"):
            label = "Fotos: " if doc.extra.get("photo") else "Von "
            autor = f'<div class="field field--name-field-autor field--type-string field--label-hidden field__item">{label}{esc(" und ".join(doc.authors))}</div>'
        body = blocks_html(self, doc.blocks, fig=self.fig)
        tags = ""
        if doc.extra.get("tags"):
            tags = (
                '<div class="field field--name-field-tags field--type-entity-reference field--label-above clearfix"><h3 class="field__label">Schlagwörter</h3><ul class="links field__items">'
                + "".join(
                    f"<li>{self.a(t, self.docs[t].title, 'tags', attrs=HREFLANG)}</li>" for t in doc.extra["tags"]
                )
                + "</ul></div>"
            )
        credit = (
            f'<div class="field field--name-field-quelle field--type-string field--label-inline clearfix"><div class="field__label">Quelle</div><div class="field__item">{esc(doc.extra["credit"])}</div></div>'
            if doc.extra.get("credit")
            else ""
        )
        return (
            f'<article data-history-node-id="{self.nid(doc)}" class="node node--type-article node--promoted node--view-mode-full">'
            f'<header class="">{self.node_meta(doc)}</header><div class="node__content">{autor}'
            f'<div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">{body}</div>'
            f"{credit}{tags}"
            '<section class="field field--name-comment field--type-comment field--label-above comment-wrapper"><h2 class="comments__title">Kommentare</h2><p>Melden Sie sich an, um Kommentare zu schreiben.</p></section>'
            "</div></article>"
        )

    def nid(self, doc: Doc) -> int:
        return 18000 + zlib.crc32(doc.key.encode()) % 900

    def teaser(self, key: str) -> str:
        d = self.docs[key]
        summary = self.lede(d)
        return (
            f'<div class="views-row"><article data-history-node-id="{self.nid(d)}" class="node node--type-article node--promoted node--view-mode-teaser">'
            f'<header class=""><h2 class="node__title">{self.a(key, d.title, "content", attrs=BOOKMARK)}</h2>'
            f'<div class="node__meta"><span class="node__meta-date">{d.stamp}</span></div></header>'
            f'<div class="node__content"><div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>{esc(summary)}</p></div>'
            f'<ul class="links inline"><li class="node-readmore">{self.a(key, "Weiterlesen", "content", attrs=READMORE)}</li></ul></div></article></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        if doc.kind == "search":
            res = "".join(
                f'<li><h3 class="search-result__title">{self.a(k, self.docs[k].title, "content")}</h3><div class="search-result__snippet-info">'
                f'<p class="search-result__snippet">… {esc(self.lede(self.docs[k])[:120])} …</p><p class="search-result__info">{esc(self.docs[k].extra["account"])} - {self.docs[k].stamp}</p></div></li>'
                for k in keys
            )
            return (
                '<form class="search-form" action="/search/node" method="get" accept-charset="UTF-8"><div class="form-item"><label for="edit-keys">Suchbegriffe eingeben</label>'
                f'<input type="search" id="edit-keys" name="keys" value="{esc(doc.extra["query"])}" size="30" maxlength="255" class="form-search" /></div>'
                '<input type="submit" id="edit-submit" value="Suche" class="button js-form-submit form-submit" /></form>'
                f'<h2>Suchergebnisse</h2><ol class="search-results node_search-results">{res}</ol>'
            )
        intro = ""
        if doc.kind == "author":
            intro = (
                '<article class="profile"><div class="field field--name-user-picture field--type-image field--label-hidden field__item"><img loading="lazy" src="/sites/default/files/pictures/2024-02/hoferer.jpg" width="200" height="200" alt="Profilbild von mhoferer" /></div>'
                f'<div class="field field--name-field-vollstaendiger-name field--type-string field--label-hidden field__item">{esc(doc.title)}</div>'
                f'<div class="field field--name-field-ueber-mich field--type-text-long field--label-above"><div class="field__label">Über mich</div><div class="field__item">{blocks_html(self, doc.blocks)}</div></div>'
                '<div class="field field--name-member-for field--label-inline"><div class="field__label">Mitglied seit</div><div class="field__item">11 Jahre 3 Monate</div></div></article>'
                "<h2>Artikel von Martina Hoferer</h2>"
            )
        elif doc.kind == "tag":
            intro = '<div class="field field--name-description field--type-text-long field--label-hidden field__item"><p>Straßen, Schiene, Busse und Radwege im Kinzigtal.</p></div>'
        rows = "".join(self.teaser(k) for k in keys)
        pager = ""
        if doc.extra.get("more"):
            pager = (
                '<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Seitennummerierung</h4><ul class="pager__items js-pager__items">'
                '<li class="pager__item pager__item--active"><span class="visually-hidden">Aktuelle Seite</span>1</li>'
                f'<li class="pager__item">{self.a(doc.extra["more"], "2", "content", attrs=PAGE2)}</li>'
                '<li class="pager__item"><a href="?page=2" title="Gehe zu Seite 3">3</a></li>'
                f'<li class="pager__item pager__item--next">{self.a(doc.extra["more"], "Nächste Seite", "content", attrs=NEXT)}</li></ul></nav>'
            )
        elif doc.extra.get("prev"):
            pager = (
                '<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><ul class="pager__items js-pager__items">'
                f'<li class="pager__item pager__item--first">{self.a(doc.extra["prev"], "Erste Seite", "content", attrs=FIRST)}</li>'
                f'<li class="pager__item">{self.a(doc.extra["prev"], "1", "content", attrs=PAGE1)}</li>'
                '<li class="pager__item pager__item--active"><span class="visually-hidden">Aktuelle Seite</span>2</li>'
                '<li class="pager__item"><a href="?page=2" title="Gehe zu Seite 3">3</a></li></ul></nav>'
            )
        extra = ""
        if doc.kind == "home":
            extra = (
                '<div class="block block-views block-views-blockveranstaltungen-block-1"><h2 class="block__title">Veranstaltungen</h2><div class="views-row">'
                f"{self.a('konzert', 'Adventskonzert des Musikvereins Haslach', 'content')} – So., 13.12., 17 Uhr</div></div>"
                f'<div class="block block-block-content"><h2 class="block__title">Mehr aus dem Kinzigtal</h2><p>{self.a("lokales", "Alle Lokalnachrichten", "content")}</p></div>'
            )
        return f'{intro}<div class="views-element-container"><div class="view view-{doc.key} view-display-id-page_1 js-view-dom-id-{zlib.crc32(doc.key.encode()):x}"><div class="view-content">{rows}</div>{pager}</div></div>{extra}'

    def service_main(self, doc: Doc) -> str:
        ntype = doc.extra.get("node_type", "page")
        fields = ""
        if doc.kind == "events":
            fields = (
                f'<div class="field field--name-field-termin field--type-datetime field--label-inline clearfix"><div class="field__label">Termin</div><div class="field__item"><time datetime="2026-12-13T16:00:00Z">{esc(doc.extra["when"])}</time></div></div>'
                f'<div class="field field--name-field-ort field--type-string field--label-inline clearfix"><div class="field__label">Ort</div><div class="field__item">{esc(doc.extra["where"])}</div></div>'
                '<div class="field field--name-field-eintritt field--type-string field--label-inline clearfix"><div class="field__label">Eintritt</div><div class="field__item">frei</div></div>'
            )
        meta = ""
        if ntype in ("veranstaltung", "stelle"):
            meta = f'<div class="node__meta"><span><span class="field field--name-uid"><a href="/user/9" class="username">kschuler</a></span></span> <span class="node__meta-date">{"Fr., 20.11.2026 - 10:12" if ntype == "veranstaltung" else "Mo., 23.11.2026 - 08:30"}</span></div>'
        return (
            f'<article data-history-node-id="{self.nid(doc)}" class="node node--type-{ntype} node--view-mode-full"><header class="">{meta}</header><div class="node__content">{fields}'
            f'<div class="text-content clearfix field field--name-body field--type-text-with-summary field--label-hidden field__item">{blocks_html(self, doc.blocks, fig=self.fig)}</div></div></article>'
        )

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = (
            f"{doc.title} | Kinzigtal-Bote" if doc.key != "home" else "Kinzigtal-Bote | Nachrichten aus dem Kinzigtal"
        )
        heads = [
            '<meta charset="utf-8" />',
            f'<meta name="description" content="{esc(self.lede(doc) or doc.title)}" />',
            f'<link rel="canonical" href="{url}" />',
        ]
        og_type = {
            "home": "website",
            "section": "website",
            "tag": "website",
            "author": "profile",
            "search": "website",
        }.get(doc.kind, "article")
        if doc.kind in ("about", "policy", "product"):
            og_type = "website"
        heads += [
            '<meta property="og:site_name" content="Kinzigtal-Bote" />',
            f'<meta property="og:type" content="{og_type}" />',
            f'<meta property="og:url" content="{url}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
        ]
        if doc.is_article:
            heads.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            heads.append(f'<meta property="article:section" content="{esc(doc.section)}" />')
        elif doc.kind == "events":
            heads.append('<meta property="article:published_time" content="2026-11-20T10:12:00+01:00" />')
        heads += [
            '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />',
            '<meta name="MobileOptimized" content="width" />',
            '<meta name="HandheldFriendly" content="true" />',
            '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
            '<link rel="icon" href="/core/themes/olivero/favicon.ico" type="image/vnd.microsoft.icon" />',
            f"<title>{esc(title)}</title>",
            '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3vT8kAqL0bX2eEo9Yc4hW1.css?delta=0&amp;language=de&amp;theme=olivero&amp;include=eJxdjEEOwjAMBD-UxE9CbrIUS5HdxFFVfs_" />',
            "<style>/*PAD*/</style>",
        ]
        current = (
            f"node/{self.nid(doc)}"
            if doc.kind not in ("home", "section", "tag", "search", "author")
            else doc.path.strip("/").split("?")[0]
        )
        settings = {
            "path": {
                "baseUrl": "/",
                "pathPrefix": "",
                "currentPath": current or "node",
                "currentPathIsAdmin": False,
                "isFront": doc.key == "home",
                "currentLanguage": "de",
            },
            "pluralDelimiter": "\u0003",
            "suppressDeprecationErrors": True,
            "ajaxPageState": {
                "libraries": "eJxdjEEOwjAMBD-UxE9CbrIUS5HdxFFVfs_core/drupal.ajax,olivero/global-styling",
                "theme": "olivero",
                "theme_token": None,
            },
            "user": {"uid": 0, "permissionsHash": f"{zlib.crc32(b'kb'):08x}c0ffee"},
        }
        heads.append(
            f'<script type="application/json" data-drupal-selector="drupal-settings-json">{json.dumps(settings).replace("/", chr(92) + "/")}</script>'
        )
        menu = "".join(
            f'<li class="primary-nav__menu-item primary-nav__menu-item--link primary-nav__menu-item--level-1">{self.a(k, t, "chrome:nav", attrs=NAVA)}</li>'
            for k, t in NAV
        )
        crumbs = ""
        if doc.key != "home":
            items = [
                f'<li class="breadcrumb__item">{self.a("home", "Startseite", "chrome:breadcrumb", attrs=CRUMB)}</li>'
            ]
            if doc.is_article:
                sec = "lokales" if doc.section == "Lokales" else f"/{doc.section.lower()}"
                items.append(
                    f'<li class="breadcrumb__item">{self.a(sec, doc.section, "chrome:breadcrumb", attrs=CRUMB)}</li>'
                )
            crumbs = (
                '<div class="region region--breadcrumb grid-full layout--pass--content-medium"><div id="block-olivero-breadcrumbs" class="block block-system block-system-breadcrumb-block">'
                '<nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Pfad</h2><div class="breadcrumb__content"><ol class="breadcrumb__list">'
                + "".join(items)
                + "</ol></div></nav></div></div>"
            )
        h1 = (
            ""
            if doc.key == "home"
            else (
                '<div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title">'
                f'<span class="field field--name-title field--type-string field--label-hidden">{esc(doc.title)}</span></h1></div>'
            )
        )
        if doc.key == "home":
            h1 = '<div id="block-olivero-page-title" class="block block-core block-page-title-block"><h1 class="title page-title visually-hidden">Kinzigtal-Bote</h1></div>'
        sidebar = [k for k in ("bruecke", "interview", "bilder") if k != doc.key]
        side = (
            '<div class="region region--sidebar"><div class="block block-views block-views-blockmeistgelesen-block-1"><h2 class="block__title">Meistgelesen</h2><div class="item-list"><ul>'
            + "".join(f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in sidebar)
            + f'</ul></div></div><div class="block block-block-content"><h2 class="block__title">Suche</h2><p>Beliebt: {self.a("suche", "Bahn", "chrome:rail")}, <a href="/search/node?keys=Weihnachtsmarkt">Weihnachtsmarkt</a></p></div></div>'
        )
        footer_links = [
            ("impressum", "Impressum"),
            ("datenschutz", "Datenschutz"),
            ("/agb", "AGB"),
            ("abo", "Abo-Service"),
            ("stelle", "Zusteller gesucht"),
            ("/kontakt", "Kontakt"),
            ("/rss.xml", "RSS-Feed"),
        ]
        footer = (
            '<footer class="site-footer"><div class="site-footer__inner container"><div class="region region--footer-top grid-full"><nav role="navigation" aria-labelledby="block-olivero-footer-menu" id="block-olivero-footer" class="block block-menu navigation menu--footer">'
            '<h2 class="visually-hidden block__title" id="block-olivero-footer-menu">Fußzeile</h2><ul class="menu">'
            + "".join(f'<li class="menu__item">{self.a(k, t, "chrome:footer")}</li>' for k, t in footer_links)
            + '</ul></nav></div><div class="region region--footer-bottom grid-full"><div id="block-olivero-powered" class="block block-system block-system-powered-by-block"><span>Unterstützt von <a href="https://www.drupal.org">Drupal</a></span></div>'
            "<p>© 2026 Kinzigtal Medien GmbH &amp; Co. KG</p></div></div></footer>"
        )
        node_cls = (
            "page-node-type-article"
            if doc.is_article
            else ("path-frontpage" if doc.key == "home" else f"path-{doc.kind}")
        )
        return (
            '<!DOCTYPE html>\n<html lang="de" dir="ltr" style="--color--primary-hue:202;--color--primary-saturation:79%;--color--primary-lightness:50">\n<head>\n'
            + "\n".join(heads)
            + f'\n</head>\n<body class="{"path-node " if doc.is_article else ""}{node_cls}">\n'
            + '<a href="#main-content" class="visually-hidden focusable skip-link">Direkt zum Inhalt</a>\n'
            + '<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div id="page-wrapper" class="page-wrapper"><div id="page">\n'
            + '<header id="header" class="site-header" data-drupal-selector="site-header" role="banner"><div class="site-header__fixable" data-drupal-selector="site-header-fixable">'
            + '<div class="site-header__initial"><button class="sticky-header-toggle" data-drupal-selector="sticky-header-toggle" role="switch" aria-controls="site-header__inner" aria-label="Sticky header" aria-checked="false"><span class="sticky-header-toggle__icon"><span></span><span></span><span></span></span></button></div>'
            + '<div id="site-header__inner" class="site-header__inner" data-drupal-selector="site-header-inner"><div class="container site-header__inner__container">'
            + '<div id="block-olivero-site-branding" class="site-branding block block-system block-system-branding-block"><div class="site-branding__inner">'
            + self.a(
                "home",
                "Startseite",
                "chrome:header",
                attrs=LOGO_A,
                inner='<img src="/sites/default/files/kinzigtal-bote-logo.svg" alt="Startseite" fetchpriority="high" />',
            )
            + f'<div class="site-branding__text"><div class="site-branding__name">{self.a("home", "Kinzigtal-Bote", "chrome:header", attrs=HOME_A)}</div><div class="site-branding__slogan">Die Tageszeitung für das mittlere Kinzigtal</div></div></div></div>'
            + '<div class="header-nav-overlay" data-drupal-selector="header-nav-overlay"></div><div id="header-nav" class="header-nav" data-drupal-selector="header-nav">'
            + '<div class="search-block-form block block-search-narrow" data-drupal-selector="search-block-form" id="block-olivero-search-form-narrow" role="search"><div class="content"><form action="/search/node" method="get" accept-charset="UTF-8"><input title="Geben Sie die Begriffe ein, nach denen Sie suchen." placeholder="Suche nach Stichwort oder Satz." type="search" name="keys" value="" size="15" maxlength="128" class="form-search" /><input type="submit" value="Suche" class="button js-form-submit form-submit" /></form></div></div>'
            + '<nav role="navigation" aria-labelledby="block-olivero-main-menu-menu" id="block-olivero-main-menu" class="primary-nav block block-menu navigation menu--main"><h2 class="visually-hidden block__title" id="block-olivero-main-menu-menu">Hauptnavigation</h2>'
            + f'<ul class="menu primary-nav__menu primary-nav__menu--level-1" data-drupal-selector="primary-nav-menu--level-1">{menu}</ul></nav></div></div></div></div></header>\n'
            + '<div id="main-wrapper" class="layout-main-wrapper layout-container"><div id="main" class="layout-main"><div class="main-content"><a id="main-content" tabindex="-1"></a>\n'
            + crumbs
            + '<div class="main-content__container container"><div class="region region--content-above grid-full layout--pass--content-medium">'
            + h1
            + '</div><div class="sidebar-grid grid-full"><main role="main" class="site-main"><div class="region region--content grid-full layout--pass--content-medium" id="content"><div id="block-olivero-content" class="block block-system block-system-main-block">\n'
            + main
            + "\n</div></div></main>"
            + side
            + "</div></div></div></div></div>\n"
            + footer
            + "\n</div></div></div>\n"
            + '<script src="/sites/default/files/js/js_8pQe1xKv2o.js?scope=footer&amp;delta=0&amp;language=de&amp;theme=olivero&amp;include=eJxdjEEOwjAMBD-UxE9CbrIUS5HdxFFVfs_"></script>\n'
            + "</body>\n</html>\n"
        )


HREFLANG = 'hreflang="de"'
BOOKMARK = 'rel="bookmark"'
READMORE = 'hreflang="de" class="node-readmore__link"'
PAGE2 = 'title="Gehe zu Seite 2"'
PAGE1 = 'title="Gehe zu Seite 1"'
NEXT = 'title="Zur nächsten Seite" rel="next"'
FIRST = 'title="Zur ersten Seite"'
NAVA = 'class="primary-nav__menu-link primary-nav__menu-link--link primary-nav__menu-link--level-1"'
CRUMB = 'class="breadcrumb__link"'
LOGO_A = 'rel="home" class="site-branding__logo"'
HOME_A = 'title="Startseite" rel="home"'
