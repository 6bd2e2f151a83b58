# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; German quotes and dashes are deliberate)
"""HarzEcho: a regional news portal for the Harz (Goslar, Wernigerode, Bad Harzburg, Oberharz) built on **vBulletin
3.8** with a vBadvanced-style portal and a home-made news module, German, Berlin time, still online with its forum.
Pages are vBulletin templates (`table.tborder`, `td.tcat`, `td.thead`, `td.alt1`, `div.smallfont`, `span.navbar`
breadcrumbs, `div#post_message_4821`, the "Benutzername/Kennwort" login box, "Alle Zeitangaben in WEZ +1. Es ist jetzt
… Uhr."), linked relatively, with `?id=` URLs: `/artikel.php?id=4821`, the **printable version**
`/druckversion.php?id=4821` (vBulletin's `printthread` look), `/nachrichten.php?seite=2`, `/forum/showthread.php?t=…`,
`/forum/member.php?u=27`, `/forum/tags.php?tag=…`, `/forum/search.php?searchid=…`.

The header and `<meta http-equiv>` both say **ISO-8859-1** while the bytes are **windows-1252** („…“ quotes, en dashes,
a euro sign): Scrapy decodes `cp1252`, as labelled. Story text is `<br />`-separated inside the post-message div.
Titles carry vBulletin **thread prefixes** ("[Wernigerode]", "[Kommentar]") that are not part of the headline; dates
are "15.03.2008, 11:20"; the byline row reads "Autor: …" ("Redaktion", "Pressemitteilung" and "Hannes Müller und
Katrin Vogt" among them); the only machine date is a Dublin Core `<meta name="DC.date">` added by an SEO plugin, in
UTC (the power-cut story posted at 00:10 on 19 Nov is `2010-11-18T23:10:00+00:00`). A forum thread discussing a story,
the forum index, a member profile and a tag page are not articles; the printable version is."""

from __future__ import annotations

import datetime as dt

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "http://www.harzecho.test"
ARTS = ["kaiserpfalz", "kommentar", "busse", "polizei", "strom", "weihnacht", "brocken"]  # newest first; print is extra
KATS = {"Goslar": 2, "Wernigerode": 3, "Bad Harzburg": 4, "Oberharz": 5, "Kommentar": 7}


def de_stamp(local: str) -> str:
    w = dt.datetime.strptime(local, "%Y-%m-%d %H:%M")
    return f"{w:%d.%m.%Y, %H:%M}"


def utc_iso(local: str) -> str:
    """Berlin: +2 from the last Sunday of March to the last Sunday of October, else +1."""
    w = dt.datetime.strptime(local, "%Y-%m-%d %H:%M")
    y = w.year
    mar = dt.datetime(y, 3, 31 - (dt.date(y, 3, 31).weekday() + 1) % 7, 2)
    octo = dt.datetime(y, 10, 31 - (dt.date(y, 10, 31).weekday() + 1) % 7, 3)
    off = 2 if mar <= w < octo else 1
    return f"{w - dt.timedelta(hours=off):%Y-%m-%dT%H:%M:00}+00:00"


class HarzEcho(Base):
    origin = ORIGIN
    name = "HarzEcho"
    prefix = "hze"
    language = "de"
    encoding = "cp1252"
    content_type = "text/html; charset=ISO-8859-1"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hze",
            [
                ".tborder",
                ".tcat",
                ".thead",
                ".alt1",
                ".alt2",
                ".smallfont",
                ".navbar",
                ".vbmenu_control",
                ".bigusername",
                ".fieldset legend",
                ".prefix",
                "#cmps_news td",
            ],
            220,
        )

    def news(
        self,
        key: str,
        num: int,
        title: str,
        local: str,
        authors: list[str],
        credit: str,
        kat: str,
        lines: list[str],
        shape: str,
        **extra,
    ) -> Doc:
        return story(
            key,
            f"/artikel.php?id={num}",
            title,
            local[:10],
            utc_iso(local),
            de_stamp(local),
            authors,
            lines,
            shape,
            section=kat,
            num=num,
            credit=credit,
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
                "HarzEcho",
                "vbadvanced-portal-home",
                list=["kaiserpfalz", "kommentar", "busse", "polizei"],
            )
        )
        add(
            page(
                "nachrichten",
                "/nachrichten.php",
                "section",
                "Nachrichten aus dem Harz",
                "portal-news-list",
                list=["kaiserpfalz", "kommentar", "busse", "polizei"],
                more="nachrichten2",
            )
        )
        add(
            page(
                "nachrichten2",
                "/nachrichten.php?seite=2",
                "section",
                "Nachrichten aus dem Harz",
                "portal-news-list-page2",
                list=["strom", "weihnacht", "brocken"],
            )
        )
        add(
            page(
                "tag",
                "/forum/tags.php?tag=brockenbahn",
                "tag",
                "Themen mit dem Stichwort: brockenbahn",
                "vb38-tag-threads",
                list=["brocken"],
            )
        )
        add(
            page(
                "author",
                "/forum/member.php?u=27",
                "author",
                "Katrin Vogt",
                "vb38-member-profile",
                list=["busse", "brocken"],
            )
        )
        add(
            page(
                "search",
                "/forum/search.php?searchid=1734521",
                "search",
                "Suchergebnisse",
                "vb38-search-results",
                list=["strom"],
            )
        )
        add(
            page(
                "thread",
                "/forum/showthread.php?t=18342",
                "forum",
                "Brockenbahn fährt wieder im Stundentakt",
                "vb38-thread-discussing-story",
                posts=[
                    (
                        "Katrin Vogt",
                        "Redaktion",
                        "02.2004",
                        "Wernigerode",
                        "1.482",
                        "2008-03-15 11:22",
                        "Hier könnt ihr über unseren Artikel diskutieren.",
                    ),
                    (
                        "Brockenwanderer",
                        "Erfahrener Benutzer",
                        "08.2005",
                        "Ilsenburg",
                        "1.204",
                        "2008-03-15 12:04",
                        "Na endlich! Im Winter war das mit vier Zügen am Tag echt ein Krampf. Wir sind im Februar zweimal hochgelaufen, weil der letzte Zug schon weg war.",
                    ),
                    (
                        "Harzer_Roller",
                        "Benutzer",
                        "11.2007",
                        "Goslar",
                        "87",
                        "2008-03-15 13:37",
                        "26 € für Berg- und Talfahrt finde ich schon happig. Für eine Familie mit zwei Kindern ist man da gleich bei fast 80 Euro.",
                    ),
                    (
                        "Brockenwanderer",
                        "Erfahrener Benutzer",
                        "08.2005",
                        "Ilsenburg",
                        "1.205",
                        "2008-03-15 14:02",
                        "@Harzer_Roller: Kinder zahlen doch die Hälfte, steht im Artikel. Und es gibt die Familienkarte, die lohnt sich ab zwei Kindern.",
                    ),
                    (
                        "schierke_fan",
                        "Neuer Benutzer",
                        "03.2008",
                        "",
                        "4",
                        "2008-03-16 09:15",
                        "Weiß jemand, ob die Sonderzüge zu Ostern auch ab Nordhausen fahren?",
                    ),
                    (
                        "Katrin Vogt",
                        "Redaktion",
                        "02.2004",
                        "Wernigerode",
                        "1.483",
                        "2008-03-16 10:40",
                        "@schierke_fan: Laut Bahn fahren die Osterzüge nur ab Wernigerode. Ab Nordhausen bleibt es beim normalen Fahrplan.",
                    ),
                ],
            )
        )
        add(
            page(
                "forum",
                "/forum/index.php",
                "forum-index",
                "HarzEcho-Forum",
                "vb38-forum-index",
                forums=[
                    (
                        "Nachrichten-Diskussionen",
                        "Hier diskutiert ihr über die Artikel auf HarzEcho.",
                        "3.118",
                        "41.902",
                    ),
                    (
                        "Goslar & Umgebung",
                        "Alles rund um Goslar, Bad Harzburg, Langelsheim und Seesen.",
                        "2.406",
                        "35.217",
                    ),
                    ("Wernigerode & Brocken", "Wernigerode, Ilsenburg, Schierke und der Brocken.", "1.987", "27.430"),
                    ("Oberharz", "Clausthal-Zellerfeld, Altenau, St. Andreasberg, Braunlage.", "1.512", "19.876"),
                    ("Wandern & Freizeit", "Touren, Loipen, Ausflugstipps und Einkehr.", "2.840", "38.611"),
                    ("Marktplatz", "Biete, Suche, Tausche – privat, nicht gewerblich.", "4.021", "22.085"),
                    ("Off-Topic", "Alles, was sonst nirgends reinpasst.", "2.458", "56.086"),
                ],
            )
        )
        add(
            page(
                "impressum",
                "/impressum.php",
                "about",
                "Impressum",
                "impressum-tmg",
                [
                    "Angaben gemäß § 5 TMG:",
                    "HarzEcho – Nachrichten & Community aus dem Harz",
                    "Medienbüro Vogt & Albrecht GbR, Rosentorstraße 12, 38640 Goslar",
                    "Vertreten durch: Katrin Vogt, Jens Albrecht",
                    "Telefon: 05321 / 555 48 20 · E-Mail: redaktion@harzecho.test",
                    "Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV: Jens Albrecht (Anschrift wie oben)",
                    "Für die Beiträge im Forum sind die jeweiligen Verfasser verantwortlich. Die Redaktion macht sich die Inhalte der Forenbeiträge nicht zu eigen und entfernt rechtswidrige Inhalte nach Kenntnisnahme unverzüglich.",
                ],
            )
        )
        add(
            page(
                "datenschutz",
                "/datenschutz.php",
                "policy",
                "Datenschutzerklärung",
                "dsgvo-policy",
                [
                    "## 1. Verantwortlicher",
                    "Verantwortlich für die Datenverarbeitung auf dieser Website ist die Medienbüro Vogt & Albrecht GbR, Rosentorstraße 12, 38640 Goslar.",
                    "## 2. Server-Logfiles",
                    "Beim Aufruf unserer Seiten speichert der Webserver automatisch IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite und den verwendeten Browser. Die Daten werden nach sieben Tagen gelöscht.",
                    "## 3. Forum und Benutzerkonto",
                    "Für die Registrierung im Forum benötigen wir einen Benutzernamen und eine E-Mail-Adresse. Beiträge werden mit dem Benutzernamen veröffentlicht. Sie können Ihr Konto jederzeit löschen lassen.",
                    "## 4. Cookies",
                    "Das Forum setzt Cookies, um Sie angemeldet zu halten und gelesene Themen zu markieren. Werbe- und Analysecookies setzen wir nur mit Ihrer Einwilligung.",
                    "## 5. Ihre Rechte",
                    "Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie ein Beschwerderecht bei der Landesbeauftragten für den Datenschutz Niedersachsen.",
                ],
            )
        )
        n = self.news
        brocken_lines = [
            "Gute Nachricht für Wanderer und Ausflügler: Ab dem 1. April fahren die Züge der Brockenbahn wieder im Stundentakt von Wernigerode auf den Brocken. Das hat der Betreiber der Schmalspurbahn am Freitag in Wernigerode mitgeteilt.",
            "Im Winter waren auf der Strecke nur vier Zugpaare am Tag unterwegs. Grund waren Bauarbeiten an der Trasse zwischen Drei Annen Hohne und Schierke, bei denen auf knapp drei Kilometern Schwellen und Schienen erneuert wurden. Die Arbeiten sind nach Angaben der Bahn planmäßig abgeschlossen.",
            "„Wir rechnen in dieser Saison wieder mit mehr als einer Million Fahrgästen“, sagte ein Sprecher. Zu Ostern sollen zusätzlich Sonderzüge mit historischen Wagen eingesetzt werden.",
            "Die Fahrpreise steigen zum Saisonstart leicht. Eine Berg- und Talfahrt ab Wernigerode kostet künftig 26 €, Kinder zahlen die Hälfte. Wer nur bergauf fährt und zu Fuß zurückgeht, zahlt 17 €.",
            "Die Stadt Wernigerode begrüßt die Rückkehr zum Stundentakt. Vor allem die Hotels und Gaststätten in Schierke hätten im Winter unter den eingeschränkten Verbindungen gelitten, sagte eine Sprecherin der Stadtverwaltung.",
            "Der neue Fahrplan ist ab sofort an den Bahnhöfen und im Internet erhältlich.",
        ]
        add(
            n(
                "brocken",
                4821,
                "Brockenbahn fährt wieder im Stundentakt",
                "2008-03-15 11:20",
                ["Katrin Vogt"],
                "Katrin Vogt",
                "Wernigerode",
                brocken_lines,
                "vb-portal-br-separated-thread-prefix",
                prefix="Wernigerode",
                tags=True,
                replies=5,
            )
        )
        add(
            story(
                "druck",
                "/druckversion.php?id=4821",
                "Brockenbahn fährt wieder im Stundentakt",
                "2008-03-15",
                None,
                de_stamp("2008-03-15 11:20"),
                ["Katrin Vogt"],
                brocken_lines,
                "vb-printable-version",
                section="Wernigerode",
                num=4821,
                credit="Katrin Vogt",
                local="2008-03-15 11:20",
                printable=True,
            )
        )
        add(
            n(
                "weihnacht",
                5390,
                "Weihnachtsmarkt öffnet am Mittwoch mit neuem Weihnachtswald",
                "2009-11-23 16:45",
                [],
                "Redaktion",
                "Goslar",
                [
                    "Der Goslarer Weihnachtsmarkt öffnet am Mittwoch um 11 Uhr seine Buden. Bis zum 30. Dezember verwandeln rund 80 Stände den Marktplatz und den Schuhhof in ein Lichtermeer.",
                    "Neu ist in diesem Jahr der Weihnachtswald am Schuhhof: Rund 60 Tannen aus den Harzforsten werden mit Lichterketten geschmückt und bilden einen kleinen Wald mitten in der Altstadt. Dazwischen laden Feuerkörbe und Sitzbänke zum Verweilen ein.",
                    "Die offizielle Eröffnung mit dem Oberbürgermeister und dem Posaunenchor ist um 17 Uhr vor dem Rathaus geplant. An den Adventswochenenden gibt es ein Bühnenprogramm mit Chören und Bands aus der Region.",
                    "Die Öffnungszeiten im Überblick:",
                    "- Montag bis Donnerstag: 11 bis 20 Uhr",
                    "- Freitag und Samstag: 11 bis 21 Uhr",
                    "- Sonntag: 12 bis 20 Uhr",
                    "- Heiligabend: 11 bis 14 Uhr, am 25. und 26. Dezember geschlossen",
                    "Die Stadt weist darauf hin, dass die Parkplätze in der Innenstadt an den Wochenenden schnell belegt sind, und empfiehlt die Park-and-Ride-Plätze am Osterfeld.",
                ],
                "vb-portal-autor-redaktion-list",
                prefix="Goslar",
                replies=2,
            )
        )
        add(
            n(
                "strom",
                5702,
                "Stromausfall legt Bad Harzburg stundenlang lahm",
                "2010-11-19 00:10",
                ["Jens Albrecht"],
                "Jens Albrecht",
                "Bad Harzburg",
                [
                    "Ein Stromausfall hat am Donnerstagabend weite Teile von Bad Harzburg für mehr als drei Stunden lahmgelegt. Betroffen waren nach Angaben des Netzbetreibers rund 9.000 Haushalte in der Kernstadt und in Bündheim.",
                    "Gegen 19.40 Uhr gingen in den Häusern, Geschäften und Straßenlaternen die Lichter aus. Auch die Ampeln an der Bundesstraße fielen aus, die Polizei regelte den Verkehr an den wichtigsten Kreuzungen von Hand.",
                    "Ursache war nach ersten Erkenntnissen ein Kabelschaden in einem Umspannwerk. Techniker konnten die Versorgung schrittweise wiederherstellen; gegen 23 Uhr hatten alle Haushalte wieder Strom.",
                    "Im Klinikum sprang das Notstromaggregat an, der Betrieb lief ohne Einschränkungen weiter. Die Feuerwehr rückte zu mehreren Einsätzen aus, weil Menschen in Aufzügen festsaßen. Verletzt wurde niemand.",
                    "„Es war plötzlich stockdunkel, man hat die Hand vor Augen nicht gesehen“, berichtete eine Anwohnerin aus der Herzog-Wilhelm-Straße. In mehreren Restaurants saßen die Gäste bei Kerzenlicht.",
                ],
                "vb-portal-dc-date-utc-previous-day",
                prefix="Bad Harzburg",
                replies=9,
            )
        )
        add(
            n(
                "polizei",
                6105,
                "Einbruch in Tankstelle – Polizei sucht Zeugen",
                "2011-06-14 10:12",
                [],
                "Pressemitteilung",
                "Goslar",
                [
                    "Goslar (ots) – In der Nacht zu Dienstag sind unbekannte Täter in eine Tankstelle an der Marienburger Straße eingebrochen. Nach bisherigen Erkenntnissen hebelten sie gegen 2.30 Uhr eine Seitentür auf und gelangten so in den Verkaufsraum.",
                    "Die Täter entwendeten Zigaretten und Spirituosen im Wert von mehreren tausend Euro. Außerdem versuchten sie vergeblich, einen Tresor aufzubrechen. Der Sachschaden wird auf etwa 2.500 Euro geschätzt.",
                    "Ein Zeuge hatte gegen 2.45 Uhr zwei dunkel gekleidete Personen beobachtet, die mit einem silbernen Kombi in Richtung Innenstadt davonfuhren.",
                    "Die Polizei bittet Zeugen, die in der Tatnacht verdächtige Beobachtungen gemacht haben, sich unter der Telefonnummer 05321/555-0 zu melden.",
                ],
                "vb-portal-police-press-release-ots",
                prefix="Goslar",
                source="Quelle: Polizeiinspektion Goslar, Pressestelle",
                replies=1,
            )
        )
        add(
            n(
                "busse",
                6620,
                "Landkreis plant neue Buslinien im Oberharz",
                "2012-02-08 09:05",
                ["Hannes Müller", "Katrin Vogt"],
                "Hannes Müller und Katrin Vogt",
                "Oberharz",
                [
                    "Der Landkreis Goslar will das Busangebot im Oberharz deutlich ausbauen. Ein neues Nahverkehrskonzept, das am Dienstag im Kreisausschuss vorgestellt wurde, sieht zwei zusätzliche Linien und einen dichteren Takt an den Wochenenden vor.",
                    "Geplant ist unter anderem eine direkte Verbindung von Clausthal-Zellerfeld über Altenau nach Torfhaus, die vor allem Wanderern und Wintersportlern zugutekommen soll. Bislang müssen Fahrgäste auf dieser Strecke zweimal umsteigen.",
                    "Außerdem soll die Linie zwischen Goslar und Clausthal-Zellerfeld werktags alle 30 Minuten statt wie bisher stündlich fahren. In den Abendstunden will der Kreis Rufbusse einsetzen, die telefonisch bestellt werden können.",
                    "Die Kosten für das neue Angebot beziffert die Kreisverwaltung auf rund 1,2 Millionen Euro pro Jahr. Ein Teil soll durch höhere Fahrgastzahlen gedeckt werden, den Rest müssten Kreis und Gemeinden tragen.",
                    "„Der Oberharz darf nicht abgehängt werden“, sagte der Erste Kreisrat bei der Vorstellung. Gerade ältere Menschen ohne Auto seien auf einen verlässlichen Busverkehr angewiesen.",
                    "Der Kreistag soll im März über das Konzept entscheiden. Die neuen Linien könnten dann zum Fahrplanwechsel im Dezember starten.",
                ],
                "vb-portal-two-authors-und",
                prefix="Oberharz",
                replies=6,
            )
        )
        add(
            n(
                "kommentar",
                6890,
                "Der Harz braucht mehr als Sommergäste",
                "2012-07-30 18:30",
                ["Jens Albrecht"],
                "Jens Albrecht",
                "Kommentar",
                [
                    "Die Zahlen klingen gut: Mehr Übernachtungen als im Vorjahr, volle Parkplätze am Torfhaus, Schlangen an der Seilbahn. Der Sommer im Harz läuft. Doch wer genauer hinsieht, erkennt, dass die Region auf einem Bein steht.",
                    "Denn zwischen November und März sieht es anders aus. Schnee ist im Oberharz längst keine Gewissheit mehr, Skilifte stehen wochenlang still, und viele Pensionen schließen gleich ganz. Wer vom Tourismus lebt, muss in sechs Monaten verdienen, was für zwölf reichen soll.",
                    "Die Antwort darauf kann nicht sein, noch mehr Schneekanonen aufzustellen. Sie muss lauten: Angebote, die auch bei Regen und Nebel funktionieren. Wellness, Kultur, Bergbaugeschichte, gute Gastronomie – all das hat der Harz, aber es wird kaum gemeinsam vermarktet.",
                    "Dazu kommt, dass die Orte noch immer zu oft gegeneinander statt miteinander arbeiten. Jeder Kurort hat seine eigene Tourist-Info, seinen eigenen Prospekt, seine eigene Kampagne. Für Gäste aus Hamburg oder Berlin ist das alles einfach „der Harz“.",
                    "Wenn die Region auch in zehn Jahren noch vom Tourismus leben will, muss sie jetzt umdenken. Der Sommer allein wird es nicht richten.",
                ],
                "vb-portal-comment-prefix-kommentar",
                prefix="Kommentar",
                intro="Ein Kommentar von Jens Albrecht",
                replies=23,
            )
        )
        add(
            n(
                "kaiserpfalz",
                7480,
                "Kaiserpfalz: Sommerprogramm 2013 vorgestellt",
                "2013-04-22 14:00",
                ["Sabine Krüger"],
                "Sabine Krüger",
                "Goslar",
                [
                    "Konzerte im Innenhof, Führungen bei Kerzenschein und ein mittelalterliches Lagerleben: Die Stadt Goslar hat am Montag das Sommerprogramm 2013 an der Kaiserpfalz vorgestellt. Von Mai bis September sind mehr als 40 Veranstaltungen geplant.",
                    "Höhepunkt soll das Open-Air-Konzert am 6. Juli werden, bei dem ein Sinfonieorchester aus der Region Filmmusik spielt. Karten gibt es ab sofort in der Tourist-Information am Markt.",
                    "Die wichtigsten Termine:",
                    "- 18. Mai: Museumsnacht mit Führungen bis Mitternacht",
                    "- 8. und 9. Juni: Mittelalterliches Lagerleben im Pfalzbezirk",
                    "- 6. Juli: Open-Air-Konzert „Filmmusik unter Sternen“",
                    "- 17. August: Kaiserpfalz bei Kerzenschein",
                    "- 7. September: Tag des offenen Denkmals",
                    "Neu im Programm sind Familienführungen, bei denen Kinder in die Rolle von Knappen und Burgfräulein schlüpfen können. Sie finden in den Sommerferien jeden Mittwoch um 11 Uhr statt.",
                    "Die Kaiserpfalz gehört seit 1992 zusammen mit der Altstadt und dem Rammelsberg zum Unesco-Weltkulturerbe und zählt jährlich rund 200.000 Besucher.",
                ],
                "vb-portal-attachment-thumbnails-list",
                prefix="Goslar",
                attachments=["kaiserpfalz_innenhof.jpg", "lagerleben_2012.jpg"],
                replies=3,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def post_html(self, doc: Doc) -> str:
        intro = f"<i>{esc(doc.extra['intro'])}</i><br />\n<br />\n" if doc.extra.get("intro") else ""
        return intro + self.blocks(doc, p_tag="", p_end="<br />\n<br />\n")

    def prefix_html(self, doc: Doc) -> str:
        p = doc.extra.get("prefix")
        return f'<span class="prefix" style="color:#8B0000; font-weight:bold">[{esc(p)}]</span> ' if p else ""

    def story_main(self, doc: Doc) -> str:
        num = doc.extra["num"]
        credit = doc.extra["credit"]
        if credit == "Katrin Vogt":
            who = self.a("author", credit, "byline")
        elif doc.authors == [credit]:
            who = f'<a href="forum/member.php?u={30 + len(credit)}">{esc(credit)}</a>'
        elif doc.authors:
            who = esc(credit)
        else:
            who = f"<em>{esc(credit)}</em>"
        attach = ""
        if doc.extra.get("attachments"):
            thumbs = "".join(
                f'<a href="attachment.php?attachmentid={2810 + i}&amp;d=1366632000" rel="Lightbox_{num}" id="attachment{2810 + i}"><img class="thumbnail" src="attachment.php?attachmentid={2810 + i}&amp;stc=1&amp;thumb=1&amp;d=1366632000" border="0" alt="Klicken Sie auf die Grafik für eine größere Ansicht&nbsp;Name:&nbsp;{a} Hits:&nbsp;{311 + 40 * i} Größe:&nbsp;{48 + 7 * i},2 KB ID:&nbsp;{2810 + i}" /></a>&nbsp;'
                for i, a in enumerate(doc.extra["attachments"])
            )
            attach = f'<div style="padding:6px"><fieldset class="fieldset"><legend>Miniaturansicht angehängter Grafiken</legend>{thumbs}</fieldset></div>'
        source = (
            f'<div class="smallfont" style="margin-top:6px"><em>{esc(doc.extra["source"])}</em></div>'
            if doc.extra.get("source")
            else ""
        )
        thread = (
            self.a("thread", "Diskussion im Forum (5 Antworten)", "related")
            if doc.key == "brocken"
            else f'<a href="forum/showthread.php?t={18342 + (num - 4821) // 3}">Diskussion im Forum ({doc.extra.get("replies", 0)} Antworten)</a>'
        )
        printlink = (
            self.ak("druck", "Druckversion", "content", rel="nofollow")
            if doc.key == "brocken"
            else f'<a href="druckversion.php?id={num}" rel="nofollow">Druckversion</a>'
        )
        tags = ""
        if doc.extra.get("tags"):
            tags = f'<div class="smallfont" style="margin-top:6px">Stichworte: {self.a("tag", "brockenbahn", "tag")}, <a href="forum/tags.php?tag=schierke">schierke</a>, <a href="forum/tags.php?tag=wernigerode">wernigerode</a></div>'
        others = "".join(
            f'<tr><td class="alt{1 + i % 2}"><span class="smallfont">{self.docs[k].stamp[:10]}</span> {self.a(k, self.docs[k].title, "related")}</td></tr>'
            for i, k in enumerate(k for k in ARTS if k != doc.key)
        )
        return f"""<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center" id="cmps_news">
<tr>
	<td class="tcat"><span class="smallfont" style="float:right">{doc.stamp}</span>{esc(doc.section)}</td>
</tr>
<tr>
	<td class="alt1" id="td_post_{num}">
	<!-- icon and title -->
	<div class="smallfont">
		<img class="inlineimg" src="images/icons/icon1.gif" alt="Standard" border="0" />
		<strong>{self.prefix_html(doc)}{esc(doc.title)}</strong>
	</div>
	<hr size="1" style="color:#D1D1E1; background-color:#D1D1E1" />
	<!-- / icon and title -->
	<div class="smallfont" style="margin-bottom:8px">Autor: {who} &middot; Erstellt am {doc.stamp} &middot; {1200 + num % 997} Aufrufe</div>
	<!-- message -->
	<div id="post_message_{num}">{self.post_html(doc)}</div>
	<!-- / message -->
	{source}
	{attach}
	{tags}
	<div class="smallfont" style="text-align:right; margin-top:8px">
		<img src="images/buttons/printer.gif" alt="" border="0" /> {printlink} &middot; <a href="sendmessage.php?do=sendtofriend&amp;id={num}" rel="nofollow">Artikel weiterempfehlen</a> &middot; {thread}
	</div>
	</td>
</tr>
</table>
<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr><td class="thead">Weitere Nachrichten</td></tr>
{others}
</table>"""

    def printable(self, doc: Doc) -> str:
        self.current = doc.key
        kat = doc.section
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />
<meta name="robots" content="noindex,follow" />
<meta name="generator" content="vBulletin 3.8.7" />
<title>HarzEcho - Druckversion - {esc(doc.title)}</title>
<style type="text/css">
<!--
td, p, li, div
{{
	font: 10pt verdana, geneva, lucida, 'lucida grande', arial, helvetica, sans-serif;
}}
.smallfont
{{
	font-size: 11px;
}}
.largefont
{{
	font-size: 13pt;
}}
.tborder
{{
	border: 1px solid #808080;
}}
.thead
{{
	background-color: #EEEEEE;
}}
.page
{{
	background-color: #FFFFFF;
	color: #000000;
}}
/*PAD*/
-->
</style>
</head>
<body class="page">

<table cellpadding="0" cellspacing="0" border="0" width="100%">
<tr valign="bottom">
	<td><a href="{ORIGIN}/"><img src="{ORIGIN}/images/misc/harzecho_logo_print.gif" alt="HarzEcho - Nachrichten &amp; Community aus dem Harz" border="0" /></a></td>
	<td align="right" width="100%">
		<div class="smallfont">{self.record("home", "HarzEcho - Nachrichten & Community aus dem Harz", "breadcrumb")}</div>
		<div class="smallfont"><a href="{ORIGIN}/nachrichten.php?kat={KATS[kat]}">{esc(kat)}</a></div>
		<div class="largefont">{self.record("brocken", doc.title, "breadcrumb", 'accesskey="3"')}</div>
	</td>
</tr>
</table>

<br />

<div style="float:right">{self.record("brocken", "Artikel in der normalen Ansicht anzeigen", "content", 'rel="nofollow"')}</div>

<br />

<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%">
<tr>
	<td class="page">
		<div class="smallfont" style="float:right">{doc.stamp}</div>
		<div>{esc(doc.extra["credit"])}</div>
	</td>
</tr>
<tr>
	<td class="page">
		<div class="smallfont">
			<strong>{self.prefix_html(self.docs["brocken"])}{esc(doc.title)}</strong>
		</div>
		<hr />
		<!-- message -->
		<div>{self.post_html(doc)}</div>
		<!-- / message -->
	</td>
</tr>
</table>
<br />

<br />
<table cellpadding="0" cellspacing="0" border="0" width="100%">
<tr valign="top">
	<td class="smallfont">Alle Zeitangaben in WEZ +1. Es ist jetzt <span class="time">14:27</span> Uhr.</td>
	<td class="smallfont" align="right">Seite 1 von 1</td>
</tr>
</table>

<br />

<div class="smallfont" align="center">
	<!-- Do not remove this copyright notice -->
	Powered by vBulletin&reg; Version 3.8.7<br />Copyright &copy;2000 - 2025, vBulletin Solutions, Inc.
	<!-- Do not remove this copyright notice -->
	<br />&copy; HarzEcho.test 2003-2013 &middot; <a href="{ORIGIN}/impressum.php">Impressum</a>
</div>
<script type="text/javascript">
<!--
window.print();
//-->
</script>
</body>
</html>"""

    def render(self, doc: Doc) -> str:
        if doc.extra.get("printable"):
            return self.printable(doc)
        return super().render(doc)

    def news_item(self, k: str, i: int) -> str:
        d = self.docs[k]
        return f"""<tr><td class="alt{1 + i % 2}">
<div class="smallfont" style="float:right">{d.stamp}</div>
<div><strong>{self.prefix_html(d)}{self.a(k, d.title, "content")}</strong></div>
<div class="smallfont">Autor: {esc(d.extra["credit"])}</div>
<div style="margin-top:4px">{esc(self.lede(d))}</div>
<div class="smallfont" style="text-align:right">{self.a(k, "weiterlesen...", "content")} &middot; {d.extra.get("replies", 0)} Kommentare</div>
</td></tr>"""

    def listing_main(self, doc: Doc) -> str:
        keys = doc.extra["list"]
        if doc.kind in ("home", "section"):
            items = "\n".join(self.news_item(k, i) for i, k in enumerate(keys))
            pager = ""
            if doc.key == "nachrichten":
                pager = f'<div class="pagenav" align="right"><table class="tborder" cellpadding="3" cellspacing="1" border="0"><tr><td class="vbmenu_control" style="font-weight:normal">Seite 1 von 14</td><td class="alt2"><span class="smallfont" title="Zeige Ergebnis 1 bis 4 von 55"><strong>1</strong></span></td><td class="alt1">{self.ak("nachrichten2", "2", "pagination", cls="smallfont", title="Zeige Ergebnis 5 bis 8 von 55")}</td><td class="alt1"><a class="smallfont" href="nachrichten.php?seite=3" title="Zeige Ergebnis 9 bis 12 von 55">3</a></td><td class="alt1">{self.ak("nachrichten2", "&gt;", "pagination", inner="&gt;", cls="smallfont", title="Nächste Seite - Ergebnis 5 bis 8 von 55")}</td><td class="alt1" nowrap="nowrap"><a class="smallfont" href="nachrichten.php?seite=14" title="Letzte Seite - Ergebnis 53 bis 55 von 55">Letzte <strong>&raquo;</strong></a></td></tr></table></div>'
            elif doc.key == "nachrichten2":
                pager = f'<div class="pagenav" align="right"><table class="tborder" cellpadding="3" cellspacing="1" border="0"><tr><td class="vbmenu_control" style="font-weight:normal">Seite 2 von 14</td><td class="alt1">{self.ak("nachrichten", "&lt;", "pagination", inner="&lt;", cls="smallfont", title="Vorherige Seite - Ergebnis 1 bis 4 von 55")}</td><td class="alt1">{self.ak("nachrichten", "1", "pagination", cls="smallfont", title="Zeige Ergebnis 1 bis 4 von 55")}</td><td class="alt2"><span class="smallfont" title="Zeige Ergebnis 5 bis 8 von 55"><strong>2</strong></span></td><td class="alt1"><a class="smallfont" href="nachrichten.php?seite=3" title="Zeige Ergebnis 9 bis 12 von 55">3</a></td><td class="alt1"><a class="smallfont" href="nachrichten.php?seite=3" title="Nächste Seite - Ergebnis 9 bis 12 von 55">&gt;</a></td></tr></table></div>'
            else:
                pager = f'<div class="smallfont" style="text-align:right">{self.a("nachrichten", "Alle Nachrichten »", "content", inner="Alle Nachrichten &raquo;")}</div>'
            head = "Aktuelle Nachrichten" if doc.key == "home" else esc(doc.title)
            extra = ""
            if doc.key == "home":
                latest = "".join(
                    f'<tr><td class="alt{1 + i % 2}"><div class="smallfont">{s}</div>{t}</td></tr>'
                    for i, (t, s) in enumerate(
                        [
                            (
                                self.a("thread", self.docs["thread"].title, "content"),
                                "Nachrichten-Diskussionen &middot; von schierke_fan",
                            ),
                            (
                                '<a href="forum/showthread.php?t=24117">Loipenbericht Torfhaus, Sonnenberg</a>',
                                "Wandern &amp; Freizeit &middot; von Langläufer62",
                            ),
                            (
                                '<a href="forum/showthread.php?t=24120">Suche Mitfahrgelegenheit Goslar–Braunschweig</a>',
                                "Marktplatz &middot; von jule_gs",
                            ),
                            (
                                '<a href="forum/showthread.php?t=24098">Neues Café am Marktplatz – schon jemand da gewesen?</a>',
                                "Goslar &amp; Umgebung &middot; von Kaiserwetter",
                            ),
                        ]
                    )
                )
                extra = f"""<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr><td class="tcat">Neueste Beiträge im {self.a("forum", "Forum", "content")}</td></tr>
{latest}
</table>
<br />
<div class="smallfont">Willkommen bei <strong>HarzEcho</strong> – Nachrichten &amp; Community aus dem Harz. Meistgesucht: {self.a("search", "Stromausfall", "content")} &middot; {self.a("tag", "brockenbahn", "content")}</div>"""
            return f"""<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center" id="cmps_news">
<tr><td class="tcat">{head}</td></tr>
{items}
</table>
{pager}{extra}"""
        if doc.kind == "tag":
            rows = "".join(
                f'<tr><td class="alt1" width="16"><img src="images/statusicon/thread.gif" alt="" /></td><td class="alt1">{self.prefix_html(self.docs[k])}{self.a(k, self.docs[k].title, "content")}<div class="smallfont">HarzEcho Redaktion</div></td><td class="alt2" align="center">{self.docs[k].extra.get("replies", 0)}</td><td class="alt1" align="center">2.418</td></tr>'
                for k in keys
            )
            rows += f'<tr><td class="alt1"><img src="images/statusicon/thread.gif" alt="" /></td><td class="alt1">{self.a("thread", self.docs["thread"].title, "content")}<div class="smallfont">Katrin Vogt</div></td><td class="alt2" align="center">5</td><td class="alt1" align="center">612</td></tr>'
            rows += '<tr><td class="alt1"><img src="images/statusicon/thread.gif" alt="" /></td><td class="alt1"><a href="showthread.php?t=16904">Mit dem Hund im Zug auf den Brocken?</a><div class="smallfont">Bello_WR</div></td><td class="alt2" align="center">11</td><td class="alt1" align="center">1.077</td></tr>'
            return f"""<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr><td class="tcat" colspan="4">{esc(doc.title)}</td></tr>
<tr><td class="thead">&nbsp;</td><td class="thead" width="100%">Thema / Themenstarter</td><td class="thead">Antworten</td><td class="thead">Hits</td></tr>
{rows}
</table>
<div class="smallfont" style="margin-top:6px">Stichwortwolke: <a href="tags.php?tag=goslar">goslar</a> <a href="tags.php?tag=schierke">schierke</a> {self.a("tag", "brockenbahn", "tag")} <a href="tags.php?tag=wandern">wandern</a> <a href="tags.php?tag=winter">winter</a></div>"""
        if doc.kind == "search":
            rows = "".join(
                f'<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="thead"><span class="smallfont" style="float:right">#1</span>{self.docs[k].stamp}</td></tr><tr><td class="alt1"><div class="smallfont">Nachrichten: {esc(self.docs[k].section)}</div><strong>{self.prefix_html(self.docs[k])}{self.a(k, self.docs[k].title, "content")}</strong><div class="smallfont">{esc(self.lede(self.docs[k]))}</div></td></tr></table><br />'
                for k in keys
            )
            return f"""<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="tcat">{esc(doc.title)}</td></tr><tr><td class="alt1 smallfont">Zeige Ergebnis 1 bis 3 von 3 &middot; Suche benötigte 0,04 Sekunden. &middot; Suche: Stichwort(e): <strong>Stromausfall</strong></td></tr></table>
<br />
{rows}
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="thead">14.01.2009, 21:10</td></tr><tr><td class="alt1"><div class="smallfont">Forum: Goslar &amp; Umgebung</div><strong><a href="showthread.php?t=15220">Stromausfall in der Altstadt?</a></strong></td></tr></table><br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="thead">03.08.2007, 17:45</td></tr><tr><td class="alt1"><div class="smallfont">Forum: Off-Topic</div><strong><a href="showthread.php?t=11873">Gewitter – bei euch auch Stromausfall?</a></strong></td></tr></table>"""
        # member profile
        arts = "".join(
            f'<li>{self.a(k, self.docs[k].title, "content")} <span class="smallfont">({self.docs[k].stamp[:10]})</span></li>'
            for k in keys
        )
        return f"""<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr><td class="alt2" width="200" valign="top"><img src="customavatars/avatar27_3.gif" alt="Benutzerbild von Katrin Vogt" border="0" width="100" height="100" /></td>
<td class="alt1" valign="top"><div id="username_box"><h1 class="bigusername">{esc(doc.title)} <img class="inlineimg onlinestatus" src="images/statusicon/user_offline.gif" alt="Katrin Vogt ist offline" border="0" /></h1><h2>Redaktion</h2></div>
<div class="smallfont">Registriert seit: 02.03.2004 &middot; Beiträge: 1.483 &middot; Letzte Aktivität: 29.11.2025 18:02</div></td></tr>
<tr><td class="thead" colspan="2">Über Katrin Vogt</td></tr>
<tr><td class="alt1" colspan="2"><dl class="smallfont"><dt>Biografie</dt><dd>Redakteurin bei HarzEcho seit der Gründung, zuständig für Wernigerode, den Brocken und den Oberharz.</dd><dt>Ort</dt><dd>Wernigerode</dd><dt>Interessen</dt><dd>Wandern, Eisenbahngeschichte, Lokalpolitik</dd></dl></td></tr>
<tr><td class="thead" colspan="2">Artikel von Katrin Vogt</td></tr>
<tr><td class="alt1" colspan="2"><ul>{arts}<li><a href="../artikel.php?id=4790">Schierke: Neue Loipe am Wurmberg freigegeben</a> <span class="smallfont">(28.02.2008)</span></li></ul></td></tr>
<tr><td class="alt2 smallfont" colspan="2"><a href="search.php?do=finduser&amp;u=27">Alle Beiträge von Katrin Vogt finden</a> &middot; <a href="private.php?do=newpm&amp;u=27" rel="nofollow">Private Nachricht senden</a></td></tr>
</table>"""

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "forum":
            posts = []
            for i, (user, title, reg, place, count, when, text) in enumerate(doc.extra["posts"]):
                pid = 98231 + i * 7
                name = (
                    self.ak("author", user, "byline", cls="bigusername")
                    if user == "Katrin Vogt"
                    else f'<a class="bigusername" href="member.php?u={300 + len(user)}">{esc(user)}</a>'
                )
                body = esc(text)
                if i == 0:
                    body += f'<br />\n<br />\n<div style="margin:5px 20px 20px 20px"><div class="smallfont" style="margin-bottom:2px">Zitat:</div><table cellpadding="6" cellspacing="0" border="0" width="100%"><tr><td class="alt2" style="border:1px inset">{esc(self.lede(self.docs["brocken"]))}</td></tr></table></div>Zum Artikel: {self.a("brocken", self.docs["brocken"].title, "content")}'
                sig = "<div>__________________<br />Gruß aus dem Harz!</div>" if user == "Brockenwanderer" else ""
                posts.append(
                    f"""<div id="edit{pid}" style="padding:0px 0px 6px 0px">
<table id="post{pid}" class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">
<tr><td class="thead" style="font-weight:normal"><div class="normal" style="float:right">&nbsp;#<a href="showpost.php?p={pid}&amp;postcount={i + 1}" target="new" rel="nofollow" id="postcount{pid}" name="{i + 1}"><strong>{i + 1}</strong></a> &nbsp;</div><div class="normal"><a name="post{pid}"><img class="inlineimg" src="images/statusicon/post_old.gif" alt="Alt" border="0" /></a> {de_stamp(when)}</div></td></tr>
<tr><td class="alt2" style="padding:0px"><table cellpadding="0" cellspacing="6" border="0" width="100%"><tr><td nowrap="nowrap"><div id="postmenu_{pid}">{name}</div><div class="smallfont">{esc(title)}</div></td><td width="100%">&nbsp;</td><td valign="top" nowrap="nowrap"><div class="smallfont"><div>Registriert seit: {reg}</div>{f"<div>Ort: {esc(place)}</div>" if place else ""}<div>Beiträge: {count}</div></div></td></tr></table></td></tr>
<tr><td class="alt1" id="td_post_{pid}"><div id="post_message_{pid}">{body}</div>{sig}</td></tr>
<tr><td class="alt2" align="right"><a href="newreply.php?do=newreply&amp;p={pid}" rel="nofollow"><img src="images/buttons/quote.gif" alt="Mit Zitat antworten" border="0" /></a></td></tr>
</table></div>"""
                )
            return f"""<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr><td class="tcat">Thema: {self.prefix_html(self.docs["brocken"])}<strong>{esc(doc.title)}</strong></td></tr>
<tr><td class="alt1 smallfont">Forum: Nachrichten-Diskussionen &middot; Stichworte: {self.a("tag", "brockenbahn", "tag")}, <a href="tags.php?tag=schierke">schierke</a></td></tr>
</table>
<br />
<div id="posts">
{"".join(posts)}
</div>
<div class="smallfont"><a href="newreply.php?do=newreply&amp;noquote=1&amp;p=98231" rel="nofollow"><img src="images/buttons/reply.gif" alt="Antwort" border="0" /></a> &middot; {self.a("forum", "Zurück zur Forenübersicht", "breadcrumb")}</div>"""
        if doc.kind == "forum-index":
            last = [self.a("thread", self.docs["thread"].title, "content")] + [
                f'<a href="showthread.php?t={24090 + 7 * i}&amp;goto=newpost">{esc(t)}</a>'
                for i, t in enumerate(
                    [
                        "Neues Café am Marktplatz",
                        "Sperrung B4 bei Torfhaus",
                        "Kino in Clausthal?",
                        "Loipenbericht Torfhaus",
                        "Biete Schneeketten 16 Zoll",
                        "Was hört ihr gerade?",
                    ]
                )
            ]
            who = ["Katrin Vogt", "Kaiserwetter", "Bello_WR", "Bergmann_CLZ", "Langläufer62", "jule_gs", "Harzgeist"]
            rows = "".join(
                f'<tbody><tr align="center"><td class="alt1Active" align="left" id="f{10 + i}"><table cellpadding="0" cellspacing="0" border="0"><tr><td><img src="images/statusicon/forum_old.gif" alt="" border="0" /></td><td><img src="images/misc/spacer.gif" alt="" width="9" height="1" border="0" /></td><td><div><a href="forumdisplay.php?f={10 + i}"><strong>{esc(name)}</strong></a></div><div class="smallfont">{esc(desc)}</div></td></tr></table></td><td class="alt2" nowrap="nowrap"><div class="smallfont" align="left">{last[i]}<div style="white-space:nowrap">von <a href="member.php?u={301 + i}">{esc(who[i])}</a></div></div></td><td class="alt1">{threads}</td><td class="alt2">{posts}</td></tr></tbody>'
                for i, (name, desc, threads, posts) in enumerate(doc.extra["forums"])
            )
            return f"""<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<thead><tr align="center"><td class="thead">&nbsp;</td><td class="thead" width="100%" align="left">{esc(doc.title)}</td><td class="thead" width="175">Letzter Beitrag</td><td class="thead">Themen</td><td class="thead">Beiträge</td></tr></thead>
{rows}
</table>
<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr><td class="thead" colspan="2">Was ist los im HarzEcho-Forum</td></tr>
<tr><td class="tcat" colspan="2">Aktive Benutzer: 37 (3 Mitglieder und 34 Gäste)</td></tr>
<tr><td class="alt1" colspan="2"><div class="smallfont">Brockenwanderer, Kaiserwetter, jule_gs</div></td></tr>
<tr><td class="tcat" colspan="2">Statistik</td></tr>
<tr><td class="alt1" colspan="2"><div class="smallfont">Themen: 18.342, Beiträge: 241.207, Benutzer: 6.812 &middot; Willkommen unserem neuesten Mitglied, Harzgeist</div></td></tr>
</table>"""
        html = self.blocks(doc, head=lambda k, h: f'<div class="smallfont"><strong>{h}</strong></div>')
        return f"""<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr><td class="tcat">{esc(doc.title)}</td></tr>
<tr><td class="alt1">
{html}
</td></tr>
</table>"""

    def frame(self, doc: Doc, main: str) -> str:
        in_forum = doc.path.startswith("/forum/")
        root = "../" if in_forum else ""
        crumbs = [self.ak("home", "HarzEcho", "breadcrumb", accesskey="1")]
        if doc.is_article:
            crumbs.append(self.a("nachrichten", "Nachrichten", "breadcrumb"))
            crumbs.append(f'<a href="{root}nachrichten.php?kat={KATS[doc.section]}">{esc(doc.section)}</a>')
        elif in_forum and doc.key != "forum":
            crumbs.append(self.a("forum", "Forum", "breadcrumb"))
        here = self.prefix_html(doc) + esc(doc.title) if doc.is_article else esc(doc.title)
        navbits = "\n".join(
            f'<span class="navbar">&gt; {c}</span>' if i else f'<span class="navbar">{c}</span>'
            for i, c in enumerate(crumbs)
        )
        nav = "".join(
            f'<td class="vbmenu_control">{x}</td>'
            for x in [
                self.a("home", "Portal", "nav"),
                self.a("nachrichten", "Nachrichten", "nav"),
                f'<a href="{root}nachrichten.php?kat=2">Goslar</a>',
                f'<a href="{root}nachrichten.php?kat=3">Wernigerode</a>',
                f'<a href="{root}nachrichten.php?kat=5">Oberharz</a>',
                self.a("forum", "Forum", "nav"),
                f'<a href="{root}forum/calendar.php">Kalender</a>',
                f'<a href="{root}forum/search.php" accesskey="4" rel="nofollow">Suchen</a>',
                f'<a href="{root}forum/register.php" rel="nofollow">Registrieren</a>',
            ]
        )
        meistgelesen = "".join(
            f'<div class="smallfont" style="margin-bottom:4px">&raquo; {self.a(k, self.docs[k].title, "aside")}</div>'
            for k in ["strom", "kommentar", "brocken", "busse"]
        )
        desc = (
            self.lede(doc)
            if doc.is_article
            else "HarzEcho - Nachrichten und Community aus dem Harz: Goslar, Wernigerode, Bad Harzburg, Oberharz."
        )
        dc = f'<meta name="DC.date" content="{doc.iso}" />\n' if doc.is_article else ""
        title = f"HarzEcho - {doc.title}" if doc.key != "home" else "HarzEcho - Nachrichten & Community aus dem Harz"
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" />
<meta name="generator" content="vBulletin 3.8.7" />
<meta name="keywords" content="Harz, Goslar, Wernigerode, Bad Harzburg, Oberharz, Brocken, Nachrichten, Forum" />
<meta name="description" content="{esc(desc)}" />
{dc}<!-- CSS Stylesheet -->
<style type="text/css" id="vbulletin_css">
/**
* vBulletin 3.8.7 CSS
* Style: 'HarzEcho Blau'; Style ID: 4
*/
body
{{
	background: #E1E4F2;
	color: #000000;
	font: 10pt verdana, geneva, lucida, 'lucida grande', arial, helvetica, sans-serif;
	margin: 5px 10px 10px 10px;
	padding: 0px;
}}
/*PAD*/
</style>
<link rel="stylesheet" type="text/css" href="{root}clientscript/vbulletin_important.css?v=387" />
<script type="text/javascript" src="{root}clientscript/yui/yahoo-dom-event/yahoo-dom-event.js?v=387"></script>
<script type="text/javascript" src="{root}clientscript/yui/connection/connection-min.js?v=387"></script>
<script type="text/javascript">
<!--
var SESSIONURL = "";
var SECURITYTOKEN = "guest";
var IMGDIR_MISC = "images/misc";
var vb_disable_ajax = parseInt("0", 10);
// -->
</script>
<script type="text/javascript" src="{root}clientscript/vbulletin_global.js?v=387"></script>
<script type="text/javascript" src="{root}clientscript/vbulletin_menu.js?v=387"></script>
<title>{esc(title)}</title>
</head>
<body>
<a name="top"></a>
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr>
	<td class="alt1" align="left"><a href="{ORIGIN}/"><img src="{root}images/misc/harzecho_logo.gif" border="0" alt="HarzEcho - Nachrichten &amp; Community aus dem Harz" /></a></td>
	<td class="alt1" align="right" id="header_right_cell"><script type="text/javascript"><!--
google_ad_client = "pub-9120334478120577"; google_ad_slot = "4471093221"; google_ad_width = 468; google_ad_height = 60;
//-->
</script><script type="text/javascript" src="http://pagead2.googlesyndication.com/pagead/show_ads.js"></script></td>
</tr>
</table>
<div class="page" style="width:100%; text-align:left">
<div style="padding:0px 25px 0px 25px" align="left">
<div class="tborder" style="padding:1px; border-top-width:0px">
<table cellpadding="0" cellspacing="0" border="0" width="100%" align="center">
<tr align="center">{nav}</tr>
</table>
</div>
<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">
<tr>
	<td class="alt1" width="100%">
		<table cellpadding="0" cellspacing="0" border="0">
		<tr valign="bottom">
			<td><a href="#" onclick="history.back(1); return false;"><img src="{root}images/misc/navbits_start.gif" alt="Zurück" border="0" /></a></td>
			<td>&nbsp;</td>
			<td width="100%">{navbits}</td>
		</tr>
		<tr>
			<td class="navbar" style="font-size:10pt; padding-top:1px" colspan="3"><img class="inlineimg" src="{root}images/misc/navbits_finallink_ltr.gif" alt="Diese Seite neu laden" border="0" /> <strong>{here}</strong></td>
		</tr>
		</table>
	</td>
	<td class="alt2" nowrap="nowrap" style="padding:0px">
		<form action="{root}forum/login.php?do=login" method="post" onsubmit="md5hash(vb_login_password, vb_login_md5password, vb_login_md5password_utf, 0)">
		<script type="text/javascript" src="{root}clientscript/vbulletin_md5.js?v=387"></script>
		<table cellpadding="0" cellspacing="3" border="0">
		<tr>
			<td class="smallfont" style="white-space: nowrap;"><label for="navbar_username">Benutzername</label></td>
			<td><input type="text" class="bginput" style="font-size: 11px" name="vb_login_username" id="navbar_username" size="10" accesskey="u" tabindex="101" value="Benutzername" onfocus="if (this.value == 'Benutzername') this.value = '';" /></td>
			<td class="smallfont" nowrap="nowrap"><label for="cb_cookieuser_navbar"><input type="checkbox" name="cookieuser" value="1" tabindex="103" id="cb_cookieuser_navbar" accesskey="c" />Angemeldet bleiben?</label></td>
		</tr>
		<tr>
			<td class="smallfont"><label for="navbar_password">Kennwort</label></td>
			<td><input type="password" class="bginput" style="font-size: 11px" name="vb_login_password" id="navbar_password" size="10" tabindex="102" /></td>
			<td><input type="submit" class="button" value="Anmelden" tabindex="104" title="Geben Sie zur Anmeldung Ihren Benutzernamen und Ihr Kennwort in die dafür vorgesehenen Textfelder ein, oder klicken Sie auf die 'Registrieren'-Schaltfläche, um ein neues Benutzerkonto anzulegen." accesskey="s" /></td>
		</tr>
		</table>
		<input type="hidden" name="s" value="" />
		<input type="hidden" name="securitytoken" value="guest" />
		<input type="hidden" name="do" value="login" />
		<input type="hidden" name="vb_login_md5password" />
		<input type="hidden" name="vb_login_md5password_utf" />
		</form>
	</td>
</tr>
</table>
<br />
<table cellpadding="0" cellspacing="0" border="0" width="100%">
<tr valign="top">
<td width="100%">
{main}
</td>
<td width="10">&nbsp;</td>
<td width="200">
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"><tr><td class="tcat">Meistgelesen</td></tr><tr><td class="alt1">{meistgelesen}</td></tr></table>
<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"><tr><td class="tcat">Wetter im Harz</td></tr><tr><td class="alt1 smallfont">Mittwoch, 03.12.2025<br />Goslar: 4 °C, Regen<br />Brocken: -3 °C, Schneefall, Sicht 80 m</td></tr></table>
<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"><tr><td class="tcat">Umfrage</td></tr><tr><td class="alt1 smallfont">Fahren Sie im Winter mit dem Bus in den Oberharz?<br /><input type="radio" name="optionnumber" value="1" /> Ja, regelmäßig<br /><input type="radio" name="optionnumber" value="2" /> Manchmal<br /><input type="radio" name="optionnumber" value="3" /> Nein, nie<br /><input type="submit" class="button" value="Abstimmen" /></td></tr></table>
</td>
</tr>
</table>
<br />
<div class="smallfont" align="center">Alle Zeitangaben in WEZ +1. Es ist jetzt <span class="time">14:27</span> Uhr.</div>
<br />
<table cellpadding="6" cellspacing="0" border="0" width="100%" class="page" align="center">
<tr>
	<td class="tfoot"><select name="styleid" onchange="switch_id(this, 'style')"><optgroup label="Style auswählen"><option value="4" class="" selected="selected">-- HarzEcho Blau</option><option value="5" class="">-- HarzEcho Mobil</option></optgroup></select></td>
	<td class="tfoot" align="right" width="100%"><div class="smallfont"><strong><a href="mailto:redaktion@harzecho.test" rel="nofollow" accesskey="9">Kontakt</a> - {self.a("impressum", "Impressum", "footer")} - {self.a("datenschutz", "Datenschutz", "footer")} - <a href="{root}forum/archive/index.php">Archiv</a> - <a href="#top" onclick="self.scrollTo(0, 0); return false;">Nach oben</a></strong></div></td>
</tr>
</table>
<br />
<div align="center">
	<div class="smallfont" align="center">
	<!-- Do not remove this copyright notice -->
	Powered by vBulletin&reg; Version 3.8.7<br />Copyright &copy;2000 - 2025, vBulletin Solutions, Inc.
	<!-- Do not remove this copyright notice -->
	</div>
	<div class="smallfont" align="center">&copy; HarzEcho.test 2003-2013 &middot; Alle Rechte vorbehalten.</div>
</div>
</div>
</div>
<div id="cookie_hinweis" style="position:fixed;bottom:0;left:0;right:0;background:#3E5C92;color:#fff;padding:8px;font-size:11px;text-align:center">Diese Website verwendet Cookies. Durch die Nutzung der Website stimmen Sie der Verwendung von Cookies zu. {self.ak("datenschutz", "Mehr erfahren", "footer", style="color:#fff")} <a href="#" style="color:#fff" onclick="document.getElementById('cookie_hinweis').style.display='none';return false;">[OK]</a></div>
<script type="text/javascript">
<!--
// Main vBulletin Javascript Initialization
vBulletin_init();
//-->
</script>
</body>
</html>"""
