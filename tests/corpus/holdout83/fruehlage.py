# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotation marks and dashes are deliberate)
"""Die Frühlage: the **web edition of a German morning newsletter** on **Ghost 5** (the Source theme: `gh-article`,
`gh-article-title`, `gh-article-excerpt`, `gh-article-author-name`, `gh-article-meta-date`, `gh-content`, Koenig cards
`kg-bookmark-card` / `kg-callout-card` / `kg-button-card`, `gh-post-upgrade-cta`; `/<slug>/`, `/page/2/`,
`/tag/<slug>/`, `/author/<slug>/`, a search route `/suche/?q=`), German, UTF-8, Berlin (+01:00).

Most issues are **digests**: a greeting, short items under `<h2>`s with links out, link-preview bookmark cards, an
"Anzeige" sponsor callout, a "Was wir gelesen haben" list, a sign-off. One issue is a **single guest essay** whose Ghost
author is the desk account "Frühlage-Redaktion" while a line at the top names the writer ("Ein Gastbeitrag von Dr.
Miriam Okafor"). One is a **members-only** issue whose page carries only a three-paragraph preview and the upgrade box.
One issue also exists as Ghost's **email view** at `/email/<uuid>/` (the newsletter's table layout with inline styles,
"Im Browser ansehen", served `text/html` with the charset only in `<meta http-equiv>`). The theme prints "4. Dez.
2026" and `<time datetime="2026-12-04">`; the `Article` JSON-LD is in **UTC** (`.000Z`), so the Saturday issue sent
at 00:30 on 5 Dec is 23:30Z on 4 Dec there (labelled 5 Dec); Ghost's JSON-LD names only the **primary** author of the
two."""

from __future__ import annotations

import json

from common import Base, blocks_html, page, story, utc
from sitekit import Doc, css_rules, esc

A_CLASS_GH_ARTICLE_EMAIL_LINK = 'class="gh-article-email-link"'
A_CLASS_GH_ARTICLE_TAG = 'class="gh-article-tag"'
A_CLASS_GH_BTN_DATA_PORTAL_SIGNUP_STYLE_COLOR_D_F = 'class="gh-btn" data-portal="signup" style="color:#d94f30"'
A_CLASS_GH_BUTTON = 'class="gh-button"'
A_CLASS_GH_CARD_LINK = 'class="gh-card-link"'
A_CLASS_KG_BTN_KG_BTN_ACCENT = 'class="kg-btn kg-btn-accent"'
A_CLASS_NEWER_POSTS = 'class="newer-posts"'
A_CLASS_OLDER_POSTS = 'class="older-posts"'
ORIGIN = "https://fruehlage.test"
TZ = 1
MONATE = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."]
ARTS = ["sa5", "fr4", "do3", "essay", "mi2", "plus", "di1", "interview"]
PLUS_BADGE = '<span class="gh-card-access">Plus</span>'
AUTHORS = {"Lena Hartmann": "lena", "Jonas Brandt": "jonas", "Frühlage-Redaktion": "redaktion"}


def ghost_date(local: str) -> str:
    y, m, d = local.split()[0].split("-")
    return f"{int(d)}. {MONATE[int(m) - 1]} {y}"


def bookmark(url: str, title: str, desc: str, publisher: str) -> str:
    """A Koenig bookmark card: the link preview Ghost builds from the target's metadata (not the issue's text)."""
    return (
        f'RAW:<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="{esc(url)}"><div class="kg-bookmark-content">'
        f'<div class="kg-bookmark-title">{esc(title)}</div><div class="kg-bookmark-description">{esc(desc)}</div>'
        f'<div class="kg-bookmark-metadata"><img class="kg-bookmark-icon" src="{esc(url.split("/", 3)[0] + "//" + url.split("/", 3)[2])}/favicon.ico" alt="">'
        f'<span class="kg-bookmark-author">{esc(publisher)}</span></div></div><div class="kg-bookmark-thumbnail"><img src="{esc(url.split("/", 3)[0] + "//" + url.split("/", 3)[2])}/og.jpg" alt=""></div></a></figure>'
    )


def sponsor(text: str) -> str:
    return f'RAW:<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-emoji">📣</div><div class="kg-callout-text"><strong>Anzeige</strong> · {esc(text)}</div></div>'


FR4 = [
    "Guten Morgen,",
    "heute fährt in Berlin vieles nicht, das Wohngeldamt kommt nicht hinterher, und in der Ostsee hat sich ein Wal verirrt, der dort nicht hingehört. Der Überblick in sieben Minuten.",
    "## Warnstreik: Was heute fährt – und was nicht",
    "Die Gewerkschaft hat die Beschäftigten der S-Bahn für heute von 3 bis 15 Uhr zum Warnstreik aufgerufen. Nach Angaben des Unternehmens soll auf den Linien S1, S3 und S5 ein Notfahrplan im 40-Minuten-Takt gelten, alle anderen Linien fallen weitgehend aus. U-Bahn, Tram und Busse fahren normal, dürften aber deutlich voller sein als sonst.",
    "Wer kann, sollte heute von zu Hause arbeiten oder aufs Rad ausweichen. Die [[https://www.berliner-abendblatt.test/verkehr/warnstreik-s-bahn-notfahrplan|Übersicht über den Notfahrplan]] wird laufend aktualisiert.",
    bookmark(
        "https://www.berliner-abendblatt.test/verkehr/warnstreik-s-bahn-notfahrplan",
        "Warnstreik bei der S-Bahn: Der Notfahrplan im Überblick",
        "Welche Linien fahren, welche nicht – und wie lange der Streik dauern soll.",
        "Berliner Abendblatt",
    ),
    "## Wohngeld: 90.000 Anträge im Stau",
    "In den Berliner Bezirken warten derzeit rund 90.000 Haushalte auf eine Entscheidung über ihren Wohngeldantrag, viele davon seit mehr als drei Monaten. Das geht aus einer Antwort des Senats auf eine parlamentarische Anfrage hervor, über die der [[https://www.rbb-nachrichten.test/wohngeld-antraege-stau-bezirke|Regionalsender zuerst berichtet hat]].",
    "Besonders lang sind die Wartezeiten in Neukölln und Marzahn-Hellersdorf. Die Bezirke verweisen auf fehlendes Personal und eine Software, die nach dem letzten Update wochenlang nur eingeschränkt lief. Wer dringend Geld braucht, kann einen Vorschuss beantragen – das wissen aber offenbar die wenigsten.",
    sponsor(
        "Diese Ausgabe wird unterstützt von Kiezkasse, dem Girokonto der Berliner Genossenschaftsbank. Jetzt ohne Kontoführungsgebühr im ersten Jahr."
    ),
    "## Ein Wal in der Ostsee",
    "Vor Rügen ist seit Mittwoch ein junger Buckelwal zu beobachten. Meeresbiologen gehen davon aus, dass das Tier sich aus dem Nordatlantik in die Ostsee verirrt hat. Das Meeresmuseum bittet Bootsführer, mindestens 100 Meter Abstand zu halten.",
    "## Zahl des Tages",
    "17,4 Prozent – so viel teurer ist ein Glühwein auf den Berliner Weihnachtsmärkten in diesem Jahr im Schnitt als vor drei Jahren, hat eine Verbraucherorganisation ausgerechnet. Der günstigste Becher kostet 3,50 Euro, der teuerste 7 Euro.",
    "## Was wir gelesen haben",
    "- Warum in Leipzig plötzlich alle wieder Straßenbahn fahren – eine [[https://www.mitteldeutsche-rundschau.test/leipzig/strassenbahn-fahrgastrekord|Reportage aus der Linie 11]].",
    "- Die unterschätzte Rolle der Hausmeister in der Energiekrise: ein [[https://www.wochenblick-wirtschaft.test/hausmeister-heizung-energie|kluger Essay]].",
    "- Und zum Wochenende: 24 Fragen an eine Berliner Bäckerin, die um 2 Uhr nachts aufsteht.",
    "SIGN: Einen guten Start ins Wochenende wünscht Ihnen Lena Hartmann",
]


class Fruehlage(Base):
    origin = ORIGIN
    name = "Die Frühlage"
    prefix = "fl"
    language = "de"

    def __init__(self) -> None:
        super().__init__()
        self._writing: Doc | None = None

    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def content_type(self) -> str:  # type: ignore[override]
        # Ghost's email view is served without a charset in the header (the template declares it in a meta tag)
        return (
            "text/html"
            if self._writing is not None and self._writing.extra.get("email")
            else "text/html; charset=utf-8"
        )

    def pad_rules(self) -> list[str]:
        return css_rules(
            "fl",
            [
                ".gh-head",
                ".gh-head-menu .nav li",
                ".gh-article-title",
                ".gh-content > p",
                ".gh-article-meta",
                ".kg-bookmark-card",
                ".kg-callout-card",
                ".gh-card",
                ".gh-foot",
                ".gh-post-upgrade-cta",
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
                "Die Frühlage",
                "ghost-home-post-feed",
                list=["sa5", "fr4", "do3", "essay", "mi2"],
                more="page2",
            )
        )
        add(page("page2", "/page/2/", "section", "Die Frühlage", "ghost-home-page2", list=["plus", "di1", "interview"]))
        add(
            page(
                "tag",
                "/tag/morgenlage/",
                "tag",
                "Morgenlage",
                "ghost-tag-archive",
                list=["sa5", "fr4", "do3", "mi2", "di1"],
                desc="Die werktägliche Ausgabe: was heute wichtig ist, in sieben Minuten.",
            )
        )
        add(
            page(
                "tag2",
                "/tag/verkehr/",
                "tag",
                "Verkehr",
                "ghost-tag-archive",
                list=["essay", "interview", "fr4"],
                desc="Bahn, Bus, Rad und Straße: unsere Texte zur Verkehrswende.",
            )
        )
        add(
            page(
                "author",
                "/author/lena/",
                "author",
                "Lena Hartmann",
                "ghost-author-archive",
                list=["sa5", "fr4", "mi2", "plus"],
                bio="Lena Hartmann schreibt die Frühlage seit der ersten Ausgabe 2021. Vorher war sie Landespolitik-Korrespondentin in Potsdam.",
            )
        )
        add(
            page(
                "search",
                "/suche/?q=Bahn",
                "search",
                "Suchergebnisse für „Bahn“",
                "custom-search-route",
                list=["essay", "interview", "fr4", "sa5"],
            )
        )
        add(
            page(
                "subscribe",
                "/abonnieren/",
                "subscribe",
                "Die Frühlage abonnieren",
                "ghost-signup-page-tiers",
                [
                    "Jeden Werktag um 6 Uhr: was in Berlin, Brandenburg und im Bund wichtig ist, sortiert und erklärt in sieben Minuten. Kostenlos, werbefinanziert und jederzeit kündbar.",
                    "T: Mitgliedschaft | Preis | Das ist drin",
                    "T: Kostenlos | 0 € | Die Morgenlage von Montag bis Freitag",
                    "T: Frühlage Plus | 6 € im Monat | Zusätzlich die Plus-Ausgaben, das Archiv und die Wochenendausgabe ohne Anzeigen",
                    "T: Förderer | 12 € im Monat | Alles aus Plus und eine Einladung zu unseren Leserabenden",
                    "Sie können Ihr Abonnement jederzeit mit einem Klick am Ende jeder E-Mail beenden.",
                ],
            )
        )
        add(
            page(
                "impressum",
                "/impressum/",
                "about",
                "Impressum",
                "impressum-tmg",
                [
                    "Die Frühlage ist ein Angebot der Frühlage Medien UG (haftungsbeschränkt).",
                    "Anschrift: Frühlage Medien UG (haftungsbeschränkt), Oranienstraße 000, 10997 Berlin",
                    "Vertreten durch die Geschäftsführerin Lena Hartmann. Registergericht: Amtsgericht Charlottenburg, HRB 000000 B.",
                    "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Lena Hartmann (Anschrift wie oben).",
                    "Kontakt: post@fruehlage.test",
                    "Anzeigen in der Frühlage sind als solche gekennzeichnet. Die Redaktion entscheidet unabhängig von Anzeigenkunden über ihre Inhalte.",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz/",
                "policy",
                "Datenschutzerklärung",
                "privacy-policy-dsgvo",
                [
                    "Stand: 1. Oktober 2026",
                    "Wir verarbeiten Ihre personenbezogenen Daten nur, soweit dies für den Versand der Frühlage und den Betrieb dieser Website erforderlich ist.",
                    "## Newsletter",
                    "Für den Versand speichern wir Ihre E-Mail-Adresse und, falls angegeben, Ihren Namen. Wir messen, ob eine Ausgabe geöffnet und welche Links angeklickt wurden, um die Frühlage zu verbessern. Sie können dieser Messung in Ihren Kontoeinstellungen widersprechen.",
                    "## Ihre Rechte",
                    "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Datenübertragbarkeit. Wenden Sie sich dazu an datenschutz@fruehlage.test.",
                ],
            )
        )

        add(
            story(
                "fr4",
                "/warnstreik-wohngeld-stau-ein-wal-in-der-ostsee/",
                "Warnstreik bei der S-Bahn, Wohngeld-Stau, ein Wal in der Ostsee",
                "2026-12-04",
                utc("2026-12-04 06:00", TZ, "ms"),
                "2026-12-04 06:00",
                ["Lena Hartmann"],
                FR4,
                "newsletter-digest-bookmark-cards-sponsor",
                dek="Was heute wichtig ist – in sieben Minuten.",
                tag="Morgenlage",
                uuid="3b7e2c1a-5d0f-4c8e-9a61-0f2d7b4e8c15",
                email_key="fr4_email",
                minutes=7,
            )
        )
        add(
            story(
                "fr4_email",
                "/email/3b7e2c1a-5d0f-4c8e-9a61-0f2d7b4e8c15/",
                "Warnstreik bei der S-Bahn, Wohngeld-Stau, ein Wal in der Ostsee",
                "2026-12-04",
                None,
                "2026-12-04 06:00",
                ["Lena Hartmann"],
                FR4,
                "newsletter-email-view-table-layout",
                dek="Was heute wichtig ist – in sieben Minuten.",
                tag="Morgenlage",
                email=True,
                web="fr4",
            )
        )
        add(
            story(
                "sa5",
                "/wochenendausgabe-der-streik-ist-vorbei-die-debatte-nicht/",
                "Wochenendausgabe: Der Streik ist vorbei, die Debatte nicht",
                "2026-12-05",
                utc("2026-12-05 00:30", TZ, "ms"),
                "2026-12-05 00:30",
                ["Lena Hartmann", "Jonas Brandt"],
                [
                    "Guten Morgen und willkommen zum Wochenende,",
                    "der Warnstreik ist seit gestern Nachmittag vorbei, die S-Bahn fährt wieder nach Plan – und trotzdem war es eine Woche, über die man reden muss. Wir haben heute ausnahmsweise zu zweit geschrieben.",
                    "## Was vom Streik bleibt",
                    "Zwölf Stunden ohne S-Bahn haben gezeigt, wie dünn das Netz an manchen Stellen ist. Auf der Ringbahn standen Fahrgäste am Freitagmorgen teils eine Stunde an den Bussteigen, in Spandau und Köpenick fuhren Ersatzbusse gar nicht erst los, weil Fahrer fehlten.",
                    "Die Verhandlungen sollen am Dienstag weitergehen. Beide Seiten liegen beim Lohn nicht mehr weit auseinander, streiten aber über die Arbeitszeit im Schichtdienst. Ein weiterer Warnstreik vor Weihnachten ist nach [[https://www.berliner-abendblatt.test/verkehr/s-bahn-tarifstreit-naechste-runde|Einschätzung von Beobachtern]] nicht ausgeschlossen.",
                    "## Die Debatte über das Deutschlandticket",
                    "Parallel dazu wird in den Ländern wieder über den Preis des Deutschlandtickets gestritten. Mehrere Verkehrsminister wollen eine weitere Erhöhung zum Sommer, andere warnen, dass dann vor allem Pendlerinnen mit langen Wegen aussteigen würden. Eine Entscheidung soll im Januar fallen.",
                    "## Und sonst",
                    "- Der Buckelwal vor Rügen ist am Freitag Richtung Osten weitergezogen. Das Meeresmuseum hofft, dass er den Weg zurück in die Nordsee findet.",
                    "- In Potsdam hat der Weihnachtsmarkt am Holländischen Viertel wegen Sturmwarnung am Freitagabend früher geschlossen.",
                    "- Die Wohngeldstellen in Neukölln öffnen ab Montag auch samstags, um den Rückstau abzuarbeiten.",
                    "## Zum Lesen am Wochenende",
                    "Unsere Leseempfehlung ist diesmal ein langer Text über eine Grundschule in Cottbus, die den Unterricht um eine Stunde nach hinten verlegt hat – und was seitdem mit den Noten passiert ist. [[https://www.lausitzer-tagblatt.test/cottbus/grundschule-spaeter-unterrichtsbeginn|Hier entlang]].",
                    "SIGN: Schönes Wochenende! Lena Hartmann und Jonas Brandt",
                ],
                "weekend-issue-two-authors-utc-previous-day",
                dek="Die Woche in fünf Minuten – und ein Lesetipp für den Sonntag.",
                tag="Morgenlage",
                minutes=5,
            )
        )
        add(
            story(
                "do3",
                "/haushaltswoche-glasfaser-pleite-berlins-neue-baeume/",
                "Haushaltswoche, Glasfaser-Pleite, Berlins neue Bäume",
                "2026-12-03",
                utc("2026-12-03 06:00", TZ, "ms"),
                "2026-12-03 06:00",
                ["Jonas Brandt"],
                [
                    "Guten Morgen,",
                    "heute geht es um sehr viel Geld, um ein Loch in der Straße und um 4.000 junge Bäume. Los geht’s.",
                    "## Haushalt: Der Bund streicht bei den Ländern",
                    "Im Haushaltsausschuss des Bundestags beginnt heute die sogenannte Bereinigungssitzung, in der traditionell bis tief in die Nacht verhandelt wird. Auf dem Tisch liegen Kürzungen bei den Zuschüssen für den Regionalverkehr, die vor allem ostdeutsche Länder treffen würden. Brandenburg rechnet mit einem Minus von rund 60 Millionen Euro im kommenden Jahr.",
                    "Ob die Kürzungen so kommen, ist offen. Die Koalitionsfraktionen hatten sich am Dienstagabend [[https://www.hauptstadt-depesche.test/politik/haushalt-bereinigungssitzung-regionalverkehr|noch nicht geeinigt]].",
                    bookmark(
                        "https://www.hauptstadt-depesche.test/politik/haushalt-bereinigungssitzung-regionalverkehr",
                        "Bereinigungssitzung: Wo der Bund noch sparen will",
                        "Regionalverkehr, Städtebau, Kulturförderung – die Liste der Streichkandidaten.",
                        "Hauptstadt-Depesche",
                    ),
                    "## Glasfaser: Baufirma insolvent, Straßen offen",
                    "In mehreren Orten im Landkreis Oder-Spree liegen seit Wochen Gräben offen, weil die Firma, die dort Glasfaser verlegen sollte, Insolvenz angemeldet hat. Betroffen sind nach Angaben des Landkreises rund 2.300 Haushalte. Der Netzbetreiber sucht einen neuen Auftragnehmer und hat zugesagt, die Gräben bis Weihnachten wenigstens provisorisch zu schließen.",
                    "## 4.000 neue Straßenbäume",
                    "Berlin pflanzt in diesem Herbst rund 4.000 neue Straßenbäume, so viele wie seit zehn Jahren nicht. Gesetzt wird vor allem auf Arten, die Hitze und Trockenheit besser vertragen, etwa Zerr-Eiche und Silber-Linde. Wo in Ihrem Bezirk gepflanzt wird, zeigt eine Karte der Senatsverwaltung.",
                    sponsor(
                        "Die Frühlage Plus: Jeden Dienstag eine ausführliche Analyse zur Landespolitik. Jetzt vier Wochen kostenlos testen."
                    ),
                    "## Was wir gelesen haben",
                    "- Wie ein Dorf in der Uckermark seine Windräder selbst betreibt – und was es mit dem Geld macht.",
                    "- Ein Porträt der letzten Fährfrau an der Oder, [[https://www.oderland-kurier.test/faehre-oder-letzte-faehrfrau|sehr schön fotografiert]].",
                    "SIGN: Bis morgen, Jonas Brandt",
                ],
                "newsletter-digest-thursday",
                dek="Was heute wichtig ist – in sieben Minuten.",
                tag="Morgenlage",
                minutes=6,
            )
        )
        add(
            story(
                "essay",
                "/essay-der-nachtzug-rechnet-sich-nur-nicht-in-unseren-tabellen/",
                "Essay: Der Nachtzug rechnet sich – nur nicht in unseren Tabellen",
                "2026-12-02",
                utc("2026-12-02 18:00", TZ, "ms"),
                "2026-12-02 18:00",
                ["Miriam Okafor"],
                [
                    'RAW:<p class="essay-byline"><em>Ein Gastbeitrag von Dr. Miriam Okafor</em></p>',
                    "Wer in diesem Winter einen Nachtzug von Berlin nach Paris, Stockholm oder Budapest buchen will, braucht Geduld und Glück. Die Verbindungen sind oft Wochen im Voraus ausgebucht, die Preise für ein Abteil liegen über denen eines Flugs, und trotzdem ist die Nachfrage größer als das Angebot. Das ist bemerkenswert, denn offiziell gilt der Nachtzug als Verlustgeschäft.",
                    "Dass beides zugleich stimmen kann, liegt an der Art, wie wir rechnen. Ein Nachtzug wird betriebswirtschaftlich bewertet wie jeder andere Zug: Kosten pro Zugkilometer gegen Erlöse pro Fahrgast. In dieser Rechnung schneidet er schlecht ab. Die Wagen sind teuer, sie fahren nur einmal pro Nacht, und ein Schlafwagen fasst ein Drittel der Fahrgäste eines Großraumwagens.",
                    "## Was in der Tabelle fehlt",
                    "Was in dieser Tabelle nicht vorkommt, ist all das, was ein Nachtzug ersetzt: den Flug, das Hotel, den verlorenen Arbeitstag. Wer abends in Berlin einsteigt und morgens in Paris aussteigt, spart nicht nur CO₂, sondern auch eine Übernachtung. Für die Reisenden ist das ein Teil des Preises, für den Betreiber taucht es nirgends auf.",
                    "Auch die Infrastruktur wird falsch bewertet. Nachts sind viele Strecken fast leer. Ein Nachtzug nutzt Kapazität, die ohnehin da ist und sonst ungenutzt bliebe. Die Trassenpreise, die er dafür zahlt, orientieren sich trotzdem an den Tageszügen.",
                    "## Eine andere Rechnung",
                    "Würden wir Nachtzüge so rechnen, wie wir Straßen oder Flughäfen rechnen – als Teil eines Verkehrssystems, dessen Nutzen über die Ticketerlöse hinausgeht –, sähe das Ergebnis anders aus. Einige Länder tun das bereits: Sie bestellen Nachtzüge wie Regionalzüge und zahlen den Betreibern einen Zuschuss pro Fahrt.",
                    "Deutschland hat das bisher abgelehnt, mit dem Argument, der Fernverkehr müsse sich selbst tragen. Das ist eine politische Entscheidung, keine ökonomische Wahrheit. Und sie führt dazu, dass ausgerechnet das Verkehrsmittel, nach dem die Nachfrage am stärksten wächst, am wenigsten Unterstützung bekommt.",
                    "Die Frage ist nicht, ob sich der Nachtzug rechnet. Die Frage ist, was wir bereit sind, in die Rechnung aufzunehmen.",
                    "SIGN: Dr. Miriam Okafor forscht an einer Berliner Hochschule zu Verkehrsökonomie und Bahnpolitik. Gastbeiträge geben nicht unbedingt die Meinung der Redaktion wieder.",
                ],
                "single-essay-issue-guest-author-desk-account",
                dek="Eine Ausgabe, ein Thema: Warum wir die Bahn falsch bewerten.",
                tag="Essay",
                ghost_authors=["Frühlage-Redaktion"],
                minutes=5,
            )
        )
        add(
            story(
                "mi2",
                "/bahn-fahrplan-mietspiegel-museum-ohne-eintritt/",
                "Neuer Fahrplan, neuer Mietspiegel, ein Museum ohne Eintritt",
                "2026-12-02",
                utc("2026-12-02 06:00", TZ, "ms"),
                "2026-12-02 06:00",
                ["Lena Hartmann"],
                [
                    "Guten Morgen,",
                    "in eineinhalb Wochen gilt der neue Bahnfahrplan, der neue Mietspiegel ist da, und ein Museum macht die Türen auf – gratis.",
                    "## Fahrplanwechsel: Mehr Züge nach Hamburg",
                    "Mit dem Fahrplanwechsel am 13. Dezember fahren zwischen Berlin und Hamburg tagsüber Züge im Halbstundentakt. Auf der Strecke nach Dresden fallen dagegen zwei Verbindungen am frühen Morgen weg. Die [[https://www.bahn-blog.test/fahrplanwechsel-2027-ueberblick|wichtigsten Änderungen im Überblick]].",
                    "## Mietspiegel: Plus 5,4 Prozent",
                    "Der neue Berliner Mietspiegel weist eine durchschnittliche ortsübliche Vergleichsmiete von 8,12 Euro pro Quadratmeter aus, 5,4 Prozent mehr als vor zwei Jahren. Mietervereine kritisieren, dass Wohnungen mit Neuvertragsmieten weiterhin nur zum Teil einfließen. Vermieterverbände halten den Anstieg dagegen für zu niedrig angesetzt.",
                    "## Ein Museum ohne Eintritt",
                    "Das Stadtmuseum verzichtet ab Januar ein Jahr lang auf Eintritt in seine Dauerausstellung. Der Versuch soll zeigen, ob mehr Berlinerinnen und Berliner kommen, wenn es nichts kostet – und wer.",
                    "## Was wir gelesen haben",
                    "- Wie Brandenburg seine Dorfkneipen retten will: mit Geld für Genossenschaften.",
                    "- Warum die Ampeln in Hannover jetzt schneller für Radfahrer grün werden.",
                    "SIGN: Bis morgen! Lena Hartmann",
                ],
                "newsletter-digest-short",
                dek="Was heute wichtig ist – in sieben Minuten.",
                tag="Morgenlage",
                minutes=4,
            )
        )
        add(
            story(
                "plus",
                "/fruehlage-plus-was-kommunen-aus-dem-haushaltsloch-lernen-koennen/",
                "Frühlage Plus: Was Kommunen aus dem Haushaltsloch lernen können",
                "2026-12-01",
                utc("2026-12-01 12:00", TZ, "ms"),
                "2026-12-01 12:00",
                ["Lena Hartmann"],
                [
                    "Als der Kämmerer von Eberswalde im Frühjahr vor den Stadtrat trat, hatte er eine Tabelle mitgebracht, auf der fast alles rot war. Der Stadt fehlten für das laufende Jahr knapp neun Millionen Euro, und die Prognose für die nächsten drei Jahre sah nicht besser aus.",
                    "Eberswalde ist kein Einzelfall. Nach Zahlen des Statistischen Landesamts haben mehr als die Hälfte der Brandenburger Kommunen im vergangenen Jahr ein Defizit ausgewiesen, so viele wie seit 2010 nicht. Steigende Sozialausgaben, höhere Personalkosten und sinkende Zuweisungen vom Land treffen zusammen.",
                    "Einige Städte haben darauf reagiert, indem sie Schwimmbäder schließen oder Bibliotheken seltener öffnen. Andere versuchen etwas anderes. Für diese Plus-Ausgabe haben wir mit Bürgermeisterinnen, Kämmerern und Stadträten in vier Kommunen gesprochen, die ihr Haushaltsloch verkleinert haben, ohne das Freibad zu opfern.",
                ],
                "members-only-preview-upgrade-cta",
                dek="Vier Städte, vier Strategien – und was andere davon übernehmen können.",
                tag="Frühlage Plus",
                paid=True,
                minutes=12,
            )
        )
        add(
            story(
                "di1",
                "/klimageld-kita-warnstreik-gluehwein-preise/",
                "Klimageld, Kita-Warnstreik, Glühwein-Preise",
                "2026-12-01",
                utc("2026-12-01 06:00", TZ, "ms"),
                "2026-12-01 06:00",
                ["Jonas Brandt"],
                [
                    "Guten Morgen,",
                    "ein kurzer Überblick heute, denn in den Kitas wird gestreikt – und bei uns im Team auch ein bisschen gefehlt.",
                    "## Klimageld: Ein Modell, zwei Lesarten",
                    "Das Finanzministerium hat ein Konzept vorgelegt, wie ein Klimageld technisch ausgezahlt werden könnte: über die Steuer-ID, einmal im Jahr, pro Kopf. Offen bleibt, wann und in welcher Höhe. Umweltverbände [[https://www.klima-monitor.test/klimageld-konzept-reaktionen|sprechen von einem Durchbruch]], die Opposition von einem Papier ohne Geld.",
                    "## Kitas: Warnstreik in Brandenburg",
                    "In mehreren Brandenburger Städten bleiben heute kommunale Kitas geschlossen oder bieten nur eine Notbetreuung an. Eltern sollten sich bei ihrer Einrichtung erkundigen.",
                    "## Zahl des Tages",
                    "3,50 Euro – so viel kostet der günstigste Glühwein auf einem Berliner Weihnachtsmarkt in diesem Jahr. Wo, verraten wir am Freitag.",
                    "SIGN: Bis morgen, Jonas Brandt",
                ],
                "newsletter-digest-brief",
                dek="Was heute wichtig ist – in sieben Minuten.",
                tag="Morgenlage",
                minutes=3,
            )
        )
        add(
            story(
                "interview",
                "/sonderausgabe-die-puenktlichkeit-ist-nicht-das-problem/",
                "Sonderausgabe: „Die Pünktlichkeit ist nicht das Problem“",
                "2026-11-30",
                utc("2026-11-30 07:00", TZ, "ms"),
                "2026-11-30 07:00",
                ["Jonas Brandt"],
                [
                    "Vor dem Fahrplanwechsel haben wir mit der Verkehrsforscherin Katrin Wolff über verspätete Züge, marode Brücken und die Frage gesprochen, warum die Bahn trotzdem mehr Fahrgäste hat als je zuvor. Das Gespräch wurde gekürzt und redigiert.",
                    "Q: Frau Wolff, die Bahn war in diesem Jahr so unpünktlich wie lange nicht. Warum fahren trotzdem so viele Menschen mit? || Weil die Alternative für viele nicht besser ist. Wer in einer Großstadt wohnt und in eine andere fährt, steht mit dem Auto im Stau und sucht danach einen Parkplatz. Die Leute ärgern sich über Verspätungen, aber sie steigen nicht aus.",
                    "Q: Dann ist die Pünktlichkeit gar nicht so wichtig? || Sie ist wichtig, aber sie ist ein Symptom. Das eigentliche Problem ist, dass das Netz an vielen Stellen zu voll und zu alt ist. Wenn auf einer Strecke ein Zug liegen bleibt, gibt es keine Ausweichmöglichkeit. Dann stauen sich alle anderen dahinter.",
                    "Q: Was müsste zuerst passieren? || Die Knoten. Köln, Hamburg, Frankfurt – wenn es dort hakt, spürt man das im ganzen Land. Jeder Euro, der in diese Knoten fließt, bringt mehr als ein neuer Streckenabschnitt irgendwo auf dem Land.",
                    "Q: Und was können Fahrgäste tun, bis es so weit ist? || Mehr Puffer einplanen, ehrlich gesagt. Und die Fahrgastrechte nutzen: Wer sich Verspätungen erstatten lässt, sorgt auch dafür, dass sie in der Statistik sichtbar bleiben.",
                ],
                "interview-special-issue-qa",
                dek="Eine Sonderausgabe vor dem Fahrplanwechsel: das Gespräch mit der Verkehrsforscherin Katrin Wolff.",
                tag="Verkehr",
                minutes=6,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("email"):
            self.current = doc.key
            return self.email_page(doc)
        return super().render(doc)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f"<title>{esc(doc.title)}</title>" if doc.kind != "home" else "<title>Die Frühlage</title>",
            f'<link rel="canonical" href="{esc(url)}">',
            '<meta name="referrer" content="no-referrer-when-downgrade">',
            '<meta property="og:site_name" content="Die Frühlage">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:description" content="{esc(doc.dek or "Der Morgen-Newsletter für Berlin und Brandenburg.")}">',
            f'<meta property="og:url" content="{esc(url)}">',
        ]
        if doc.key == "home":
            out.append(f'<link rel="next" href="{ORIGIN}/page/2/">')
        if not doc.is_article:
            ld = {
                "@context": "https://schema.org",
                "@type": "WebSite",
                "publisher": {"@type": "Organization", "name": "Die Frühlage", "url": ORIGIN + "/"},
                "url": url,
                "name": doc.title,
                "mainEntityOfPage": url,
            }
            if doc.kind == "author":
                ld = {
                    "@context": "https://schema.org",
                    "@type": "Person",
                    "sameAs": ["https://x.com/lenahartmann_test"],
                    "name": doc.title,
                    "url": url,
                    "mainEntityOfPage": url,
                    "description": doc.extra["bio"],
                }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
            out.append('<meta name="generator" content="Ghost 5.96">')
            return "\n".join(out)
        names = doc.extra.get("ghost_authors", doc.authors)
        primary = names[0]
        out += [
            f'<meta property="article:published_time" content="{doc.iso}">',
            f'<meta property="article:modified_time" content="{doc.iso}">',
            f'<meta property="article:tag" content="{esc(doc.extra["tag"])}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:label1" content="Written by">',
            f'<meta name="twitter:data1" content="{esc(primary)}">',
            '<meta name="twitter:label2" content="Filed under">',
            f'<meta name="twitter:data2" content="{esc(doc.extra["tag"])}">',
        ]
        ld = {
            "@context": "https://schema.org",
            "@type": "Article",
            "publisher": {
                "@type": "Organization",
                "name": "Die Frühlage",
                "url": ORIGIN + "/",
                "logo": {"@type": "ImageObject", "url": ORIGIN + "/content/images/2024/02/fruehlage-logo.png"},
            },
            "author": {"@type": "Person", "name": primary, "url": f"{ORIGIN}/author/{AUTHORS[primary]}/", "sameAs": []},
            "headline": doc.title,
            "url": url,
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "keywords": doc.extra["tag"],
            "description": doc.dek,
            "mainEntityOfPage": url,
        }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        out.append('<meta name="generator" content="Ghost 5.96">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="nav-{k}">{self.a(k, t, "nav")}</li>'
            for k, t in (("home", "Start"), ("tag", "Morgenlage"), ("tag2", "Verkehr"), ("impressum", "Über uns"))
        )
        return f"""<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="stylesheet" type="text/css" href="{ORIGIN}/assets/built/screen.css?v=8e4b1f0a2c">
<style>/*PAD*/</style>
<script defer src="https://cdn.jsdelivr.test/ghost/portal@~2.45/umd/portal.min.js" data-i18n="true" data-ghost="{ORIGIN}/" data-key="a1b2c3d4e5f60718293a4b5c6d" data-api="{ORIGIN}/ghost/api/content/" crossorigin="anonymous"></script>
<script defer src="https://cdn.jsdelivr.test/ghost/sodo-search@~1.5/umd/sodo-search.min.js" data-key="a1b2c3d4e5f60718293a4b5c6d" data-styles="https://cdn.jsdelivr.test/ghost/sodo-search@~1.5/umd/main.css" data-sodo-search="{ORIGIN}/" data-locale="de" crossorigin="anonymous"></script>
</head>
<body class="{"post-template tag-" + doc.extra.get("tag", "").lower().replace(" ", "-") if doc.is_article else doc.kind + "-template"} has-sans-title has-serif-body">
<div class="gh-site">
<header id="gh-navigation" class="gh-navigation is-left-logo gh-outer">
<div class="gh-navigation-inner gh-inner">
<div class="gh-navigation-brand"><a class="gh-navigation-logo is-title" href="/">Die Frühlage</a><button class="gh-search gh-icon-button" aria-label="Suche" data-ghost-search>Suche</button></div>
<nav class="gh-navigation-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-navigation-actions"><div class="gh-navigation-members"><a href="#/portal/signin" data-portal="signin">Anmelden</a> {self.a("subscribe", "Abonnieren", "nav", 'class="gh-button" data-portal="signup"')}</div></div>
</div>
</header>
<main class="gh-main">
{main}
</main>
<footer class="gh-footer has-accent-color gh-outer">
<div class="gh-footer-inner gh-inner">
<div class="gh-footer-bar"><span class="gh-footer-logo is-title">Die Frühlage</span><nav class="gh-footer-menu"><ul class="nav"><li>{self.a("impressum", "Impressum", "footer")}</li><li>{self.a("datenschutz", "Datenschutz", "footer")}</li><li><a href="{ORIGIN}/rss/">RSS</a></li><li>{self.a("search", "Archiv durchsuchen", "footer")}</li></ul></nav><div class="gh-footer-copyright">Powered by <a href="https://ghost.org/" target="_blank" rel="noopener">Ghost</a></div></div>
<div class="gh-footer-signup"><h2 class="gh-footer-signup-header is-title">Die Frühlage</h2><p class="gh-footer-signup-subhead is-body">Jeden Werktag um 6 Uhr in Ihrem Postfach. Kostenlos.</p><form data-members-form="signup"><input data-members-email type="email" placeholder="Ihre E-Mail-Adresse" required><button type="submit">Abonnieren</button></form></div>
</div>
</footer>
</div>
<div class="consent-bar" role="dialog" aria-label="Datenschutz">Wir verwenden nur technisch notwendige Cookies und eine datensparsame Reichweitenmessung ohne Cookies. {self.a("datenschutz", "Mehr erfahren", "footer")} <button class="consent-ok">Verstanden</button></div>
<script src="{ORIGIN}/assets/built/source.js?v=8e4b1f0a2c"></script>
</body>
</html>"""

    def content_html(self, doc: Doc) -> str:
        blocks = [("box", f'<p class="signoff">{esc(b[1])}</p>') if b[0] == "sign" else b for b in doc.blocks]
        return blocks_html(self, blocks)

    def story_main(self, doc: Doc) -> str:
        names = doc.extra.get("ghost_authors", doc.authors)
        author_links = ", ".join(
            self.a("author", n, "byline") if n == "Lena Hartmann" else f'<a href="/author/{AUTHORS[n]}/">{esc(n)}</a>'
            for n in names
        )
        images = "".join(
            f'<a href="/author/{AUTHORS[n]}/" class="gh-article-author-image"><img class="author-profile-image" src="{ORIGIN}/content/images/size/w160/2024/02/{AUTHORS[n]}.jpg" alt="{esc(n)}"></a>'
            for n in names
        )
        tag = doc.extra["tag"]
        tag_link = (
            self.a("tag", tag, "breadcrumb", A_CLASS_GH_ARTICLE_TAG)
            if tag == "Morgenlage"
            else self.a("tag2", tag, "breadcrumb", A_CLASS_GH_ARTICLE_TAG)
            if tag == "Verkehr"
            else f'<a class="gh-article-tag" href="/tag/{tag.lower().replace(" ", "-").replace("ü", "ue")}/">{esc(tag)}</a>'
        )
        content = self.content_html(doc)
        if doc.extra.get("paid"):
            content += f'\n<aside class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content" style="background-color: #d94f30"><h2>Dieser Beitrag ist nur für zahlende Mitglieder</h2><p>Werden Sie Mitglied bei Frühlage Plus, um den vollständigen Text und alle Plus-Ausgaben zu lesen.</p>{self.a("subscribe", "Jetzt Plus-Mitglied werden", "content", A_CLASS_GH_BTN_DATA_PORTAL_SIGNUP_STYLE_COLOR_D_F)}<p><small>Schon Mitglied? <a href="#/portal/signin" data-portal="signin" style="color:#ffffff">Anmelden</a></small></p></div></aside>'
        else:
            content += f'\n<div class="kg-card kg-button-card kg-align-center">{self.a("subscribe", "Die Frühlage abonnieren", "content", A_CLASS_KG_BTN_KG_BTN_ACCENT)}</div>'
        email_link = (
            f' <span class="bull">·</span> {self.a(doc.extra["email_key"], "E-Mail-Ansicht", "content", A_CLASS_GH_ARTICLE_EMAIL_LINK)}'
            if doc.extra.get("email_key")
            else ""
        )
        rel = [k for k in ARTS if k != doc.key][:3]
        cards = "".join(self.card(k) for k in rel)
        return f"""<article class="gh-article post tag-{tag.lower().replace(" ", "-")}{" post-access-paid" if doc.extra.get("paid") else ""}">
<header class="gh-article-header gh-canvas">
{tag_link}
<h1 class="gh-article-title is-title">{esc(doc.title)}</h1>
<p class="gh-article-excerpt is-body">{esc(doc.dek)}</p>
<div class="gh-article-meta">
<div class="gh-article-author-image instapaper_ignore">{images}</div>
<div class="gh-article-meta-wrapper">
<h4 class="gh-article-author-name">{author_links}</h4>
<div class="gh-article-meta-content"><time class="gh-article-meta-date" datetime="{doc.stamp.split()[0]}">{ghost_date(doc.stamp)}</time><span class="gh-article-meta-length"><span class="bull">—</span> {doc.extra.get("minutes", 5)} Min. Lesezeit</span>{email_link}</div>
</div>
</div>
</header>
<section class="gh-content gh-canvas is-body{" drop-cap" if doc.key == "essay" else ""}">
{content}
</section>
</article>
<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><h2 class="gh-container-title">Weiterlesen</h2><div class="gh-feed">{cards}</div></div></section>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        names = d.extra.get("ghost_authors", d.authors)
        inner = f'<figure class="gh-card-image"><img src="{ORIGIN}/content/images/size/w600/2026/12/{k}.jpg" alt="{esc(d.title)}" loading="lazy"></figure><div class="gh-card-wrapper"><p class="gh-card-tag">{esc(d.extra["tag"])}</p><h3 class="gh-card-title is-title">{esc(d.title)}</h3><p class="gh-card-excerpt is-body">{esc(d.dek)}</p><footer class="gh-card-meta"><span class="gh-card-author">{esc(", ".join(names))}</span><time class="gh-card-date" datetime="{d.stamp.split()[0]}">{ghost_date(d.stamp)}</time>{PLUS_BADGE if d.extra.get("paid") else ""}</footer></div>'
        return f'<article class="gh-card post{" post-access-paid" if d.extra.get("paid") else ""}">{self.a(k, d.title, "content", A_CLASS_GH_CARD_LINK, inner=inner)}</article>'

    def email_page(self, doc: Doc) -> str:
        web = self.docs[doc.extra["web"]]
        web_url = self.url(web.key)
        p_style = 'style="margin: 0 0 1.5em 0; line-height: 1.6em; font-size: 17px;"'
        h_style = 'style="margin-top: 0; font-family: -apple-system, BlinkMacSystemFont, sans-serif; line-height: 1.11em; font-weight: 700; text-rendering: optimizeLegibility; margin: 1.5em 0 0.5em 0; font-size: 26px;"'
        rows = []
        for b in doc.blocks:
            if b[0] == "p":
                rows.append(f"<p {p_style}>{self.inline(b[1])}</p>")
            elif b[0] == "h2":
                rows.append(f"<h2 {h_style}>{self.inline(b[1])}</h2>")
            elif b[0] == "ul":
                items = "".join(
                    f'<li style="margin: 0.5em 0; padding-left: 0.3em; line-height: 1.6em;">{self.inline(i)}</li>'
                    for i in b[1]
                )
                rows.append(
                    f'<ul style="margin: 0 0 1.5em 0; line-height: 1.6em; padding-left: 1.3em; font-size: 17px;">{items}</ul>'
                )
            elif b[0] == "sign":
                rows.append(f"<p {p_style}><em>{esc(b[1])}</em></p>")
            elif b[0] == "box" and "kg-bookmark-card" in b[1]:
                title = b[1].split('kg-bookmark-title">', 1)[1].split("<", 1)[0]
                desc = b[1].split('kg-bookmark-description">', 1)[1].split("<", 1)[0]
                href = b[1].split('href="', 1)[1].split('"', 1)[0]
                rows.append(
                    f'<div class="kg-card kg-bookmark-card" style="margin: 0 0 1.5em; padding: 0; width: 100%; background: #ffffff;"><a class="kg-bookmark-container" href="{href}" style="display: flex; min-height: 148px; color: #15212A; text-decoration: none; border-radius: 3px; border: 1px solid #e5eff5;"><div class="kg-bookmark-content" style="padding: 20px;"><div class="kg-bookmark-title" style="font-size: 15px; font-weight: 600;">{title}</div><div class="kg-bookmark-description" style="font-size: 13px; color: #738a94;">{desc}</div></div></a></div>'
                )
            elif b[0] == "box" and "kg-callout-card" in b[1]:
                text = b[1].split('kg-callout-text">', 1)[1].rsplit("</div></div>", 1)[0]
                rows.append(
                    f'<div class="kg-card kg-callout-card kg-callout-card-grey" style="margin: 0 0 1.5em 0; padding: 20px 28px; border-radius: 3px; background: #f1f3f4;"><div class="kg-callout-text" style="font-size: 15px; line-height: 1.5em;">{text}</div></div>'
                )
        content = "\n".join(rows)
        self.current = doc.key
        view_online = self.a(
            "fr4",
            "Im Browser ansehen",
            "content",
            'class="view-online-link" style="color: #15212A; text-decoration: underline;"',
        )
        return f"""<!doctype html>
<html>
<head>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>{esc(doc.title)}</title>
<meta name="robots" content="noindex">
<style>/*PAD*/</style>
</head>
<body style="background-color: #ffffff; font-family: Georgia, serif; -webkit-font-smoothing: antialiased; font-size: 18px; line-height: 1.4; margin: 0; padding: 0; -ms-text-size-adjust: 100%; -webkit-text-size-adjust: 100%; color: #15212A;">
<span class="preheader" style="color: transparent; display: none; height: 0; max-height: 0; max-width: 0; opacity: 0; overflow: hidden; mso-hide: all; visibility: hidden; width: 0;">{esc(doc.dek)}</span>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" class="body" width="100%" style="border-collapse: separate; mso-table-lspace: 0pt; mso-table-rspace: 0pt; background-color: #ffffff; width: 100%;">
<tr><td style="font-size: 18px; vertical-align: top;">&nbsp;</td>
<td class="container" style="font-size: 18px; vertical-align: top; display: block; max-width: 600px; padding: 10px; width: 600px; margin: 0 auto;">
<div class="content" style="box-sizing: border-box; display: block; margin: 0 auto; max-width: 600px;">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" class="main" style="border-collapse: separate; background: #ffffff; border-radius: 3px; width: 100%;">
<tr><td class="wrapper" style="font-size: 18px; vertical-align: top; box-sizing: border-box; padding: 0 20px;">
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="border-collapse: separate; width: 100%;">
<tr><td class="site-info-bordered" width="100%" align="center" style="font-size: 18px; vertical-align: top; padding-top: 32px; padding-bottom: 32px; border-bottom: 1px solid #e0e7eb;"><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td class="site-url" style="font-size: 16px; font-weight: 700; text-transform: uppercase; text-align: center;"><div style="width: 100% !important;">{self.a("home", "Die Frühlage", "nav", 'class="site-title" style="text-decoration: none; color: #15212A;"')}</div></td></tr></table></td></tr>
<tr><td class="post-title" style="vertical-align: top; padding-bottom: 12px; font-size: 36px; line-height: 1.1em; font-weight: 700; text-align: left; padding-top: 40px;"><a href="{esc(web_url)}" class="post-title-link" style="color: #15212A; display: block; text-decoration: none;">{esc(doc.title)}</a></td></tr>
<tr><td style="font-size: 18px; vertical-align: top;"><table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" class="post-meta-wrapper" style="border-collapse: separate; width: 100%; padding-bottom: 32px;"><tr><td height="20" class="post-meta" style="vertical-align: top; color: #7C8B9A; font-size: 13px; font-weight: 400; text-align: left; padding: 0;">Von {esc(", ".join(doc.authors))} <span style="color:#7C8B9A">•</span> {ghost_date(doc.stamp)} <span style="color:#7C8B9A">•</span> {view_online}</td></tr></table></td></tr>
<tr><td class="post-content-row" style="font-size: 18px; vertical-align: top;"><div class="post-content" style="max-width: 600px !important; font-family: Georgia, serif; font-size: 17px; line-height: 1.5em; color: #15212A; padding-bottom: 20px; border-bottom: 1px solid #e0e7eb;">
{content}
</div></td></tr>
</table></td></tr>
<tr><td class="wrapper" align="center" style="font-size: 18px; vertical-align: top; box-sizing: border-box; padding: 0 20px;"><table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="border-collapse: separate; padding-top: 40px; padding-bottom: 30px;">
<tr><td class="footer" style="vertical-align: top; color: #7C8B9A; font-size: 13px; text-align: center; padding-bottom: 10px;">Gefällt Ihnen die Frühlage? {self.a("subscribe", "Leiten Sie sie weiter", "footer", 'style="color: #7C8B9A; text-decoration: underline;"')}.</td></tr>
<tr><td class="footer" style="vertical-align: top; color: #7C8B9A; font-size: 13px; text-align: center; padding-bottom: 10px;">Die Frühlage © 2026 – <a href="{ORIGIN}/unsubscribe/?uuid=%%{{uuid}}%%&amp;key=%%{{key}}%%" style="color: #7C8B9A; text-decoration: underline;">Abmelden</a> · {self.a("impressum", "Impressum", "footer", 'style="color: #7C8B9A;"')}</td></tr>
<tr><td class="footer-powered" style="vertical-align: top; text-align: center; padding-top: 70px; padding-bottom: 40px;"><a href="https://ghost.org/"><img src="https://static.ghost.org/v4.0.0/images/powered.png" border="0" width="142" height="30" class="gh-powered" alt="Powered by Ghost" style="border: none; max-width: 100%; width: 142px; height: 30px;"></a></td></tr>
</table></td></tr>
</table>
</div>
</td>
<td style="font-size: 18px; vertical-align: top;">&nbsp;</td></tr>
</table>
</body>
</html>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        if doc.kind == "home":
            head = f'<section class="gh-header is-classic has-image gh-outer"><div class="gh-header-inner gh-inner"><div class="gh-header-content"><h1 class="gh-header-title is-title">Der Morgen-Newsletter für Berlin und Brandenburg</h1><p class="gh-header-description is-body">Jeden Werktag um 6 Uhr: was heute wichtig ist, in sieben Minuten.</p>{self.a("subscribe", "Kostenlos abonnieren", "content", A_CLASS_GH_BUTTON)}</div></div></section>'
        elif doc.key == "page2":
            head = '<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><h1 class="gh-article-title is-title">Ältere Ausgaben</h1><p class="gh-article-excerpt is-body">Seite 2</p></div></section>'
        elif doc.kind == "author":
            head = f'<section class="gh-archive has-image gh-outer"><div class="gh-archive-inner gh-inner"><div class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">{esc(doc.extra["bio"])}</p><div class="gh-author-meta"><span class="gh-author-location">Berlin</span> <a href="https://x.com/lenahartmann_test" class="gh-author-social-link">X</a></div></div><img class="gh-article-image" src="{ORIGIN}/content/images/size/w320/2024/02/lena.jpg" alt="{esc(doc.title)}"></div></section>'
        elif doc.kind == "search":
            head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><form action="/suche/" method="get"><input type="search" name="q" value="Bahn"><button>Suchen</button></form><p class="gh-article-excerpt is-body">{len(doc.extra["list"])} Ausgaben gefunden</p></div></section>'
        else:
            head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">{esc(doc.extra.get("desc", ""))}</p></div></section>'
        pager = ""
        if doc.key == "home":
            pager = f'<nav class="gh-pagination" role="navigation"><span class="gh-pagination-page">Seite 1 von 38</span> {self.a("page2", "Ältere Ausgaben →", "pagination", A_CLASS_OLDER_POSTS)}</nav>'
        elif doc.key == "page2":
            pager = f'<nav class="gh-pagination" role="navigation">{self.a("home", "← Neuere Ausgaben", "pagination", A_CLASS_NEWER_POSTS)} <span class="gh-pagination-page">Seite 2 von 38</span> <a class="older-posts" href="/page/3/">Ältere Ausgaben →</a></nav>'
        return f'{head}<section class="gh-container is-list gh-outer"><div class="gh-container-inner gh-inner"><div class="gh-feed">{cards}</div>{pager}</div></section>'

    def service_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks)
        extra = ""
        if doc.kind == "subscribe":
            extra = '<div class="gh-signup-form"><form data-members-form="signup"><input data-members-name type="text" placeholder="Ihr Name"><input data-members-email type="email" placeholder="Ihre E-Mail-Adresse" required><button type="submit" class="gh-button">Kostenlos abonnieren</button></form><p><a href="#/portal/signup" data-portal="signup">Plus-Mitglied werden</a></p></div>'
        return f'<article class="gh-article page"><header class="gh-article-header gh-canvas"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1></header><section class="gh-content gh-canvas is-body">{body}{extra}</section></article>'
