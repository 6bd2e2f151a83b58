# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines in their own scripts)
"""Τα Κύματα της Σύρου: a Greek island weekly on a hand-written PHP CMS (arthro.php?id=, layout tables), windows-1253
declared only in <meta http-equiv>, no metadata at all, headlines not in <h1>, bylines at the end."""

from __future__ import annotations

from common import blocks_html, parse
from sitekit import Doc, Site, css_rules, esc

LOGO = '<img src="/images/logo_kymata.gif" width="400" height="90" border="0">'
PJ = '<p align="justify">'
MONTHS = [
    "Ιανουαρίου",
    "Φεβρουαρίου",
    "Μαρτίου",
    "Απριλίου",
    "Μαΐου",
    "Ιουνίου",
    "Ιουλίου",
    "Αυγούστου",
    "Σεπτεμβρίου",
    "Οκτωβρίου",
    "Νοεμβρίου",
    "Δεκεμβρίου",
]
DAYS = {
    "2026-11-27": "Παρασκευή",
    "2026-11-28": "Σάββατο",
    "2026-11-30": "Δευτέρα",
    "2026-12-01": "Τρίτη",
    "2026-12-02": "Τετάρτη",
}


def gr_date(iso: str) -> str:
    y, m, d = iso.split("-")
    return f"{DAYS[iso]}, {int(d)} {MONTHS[int(m) - 1]} {y}"


class Kymata(Site):
    origin = "http://www.kymata-syrou.test"
    name = "Τα Κύματα της Σύρου"
    prefix = "ks"
    language = "el"
    encoding = "cp1253"
    content_type = "text/html"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ks",
            ["td.menu", "td.titlos", ".keimeno", ".mikro", "table.plaisio", ".syntaktis", ".dimofili", "td.podi"],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            Doc("home", "/", "home", "Τα Κύματα της Σύρου — Εβδομαδιαία εφημερίδα των Κυκλάδων", shape="php-table-home")
        )
        add(
            Doc(
                "topika",
                "/kathgoria.php?cat=1",
                "section",
                "Τοπικά",
                shape="php-category-list",
                extra={"list": ["nero", "limani", "dimarxos", "neo"], "more": "topika2"},
            )
        )
        add(
            Doc(
                "topika2",
                "/kathgoria.php?cat=1&selida=2",
                "section",
                "Τοπικά — σελίδα 2",
                shape="php-category-page-2",
                extra={"list": ["panigyri", "apergia"]},
            )
        )
        add(
            Doc(
                "politismos",
                "/kathgoria.php?cat=4",
                "section",
                "Πολιτισμός",
                shape="php-category-list",
                extra={"list": ["panigyri"]},
            )
        )
        add(
            Doc(
                "dimofili",
                "/dimofili.php",
                "mostread",
                "Τα πιο δημοφιλή της εβδομάδας",
                shape="most-read-with-counts",
                extra={"list": ["dimarxos", "nero", "apergia"], "counts": True},
            )
        )
        add(
            Doc(
                "search",
                "/anazitisi.php?q=%CE%BD%CE%B5%CF%81%CF%8C",
                "search",
                "Αποτελέσματα αναζήτησης: νερό",
                shape="search-results",
                extra={"list": ["nero", "neo"]},
            )
        )
        add(
            Doc(
                "kideies",
                "/kideies.php",
                "obituaries",
                "Κηδείες και μνημόσυνα",
                shape="obituaries-index-notices",
                extra={"text": KIDEIES},
            )
        )
        add(
            Doc(
                "farmakeia",
                "/efimerevonta.php",
                "pharmacies",
                "Εφημερεύοντα φαρμακεία",
                shape="duty-pharmacies-table",
                extra={"text": FARMAKEIA},
            )
        )
        add(
            Doc(
                "simeioma",
                "/simeioma.php",
                "about",
                "Σημείωμα του εκδότη: 40 χρόνια Κύματα",
                shape="signed-editors-note-about-site",
                extra={"text": SIMEIOMA},
            )
        )
        add(
            Doc(
                "epikoinonia",
                "/epikoinonia.php",
                "contact",
                "Επικοινωνία",
                shape="contact-page",
                extra={"text": EPIKOINONIA},
            )
        )
        add(
            Doc(
                "diafimisi",
                "/diafimisi.php",
                "advertise",
                "Διαφημιστείτε στα Κύματα",
                shape="advertise-rates",
                extra={"text": DIAFIMISI},
            )
        )
        for key, aid, title, authors, credit, date, shape, lines, extra in STORIES:
            add(
                Doc(
                    key,
                    f"/arthro.php?id={aid}",
                    "article",
                    title,
                    is_article=True,
                    authors=authors,
                    byline=credit,
                    date=date,
                    stamp=gr_date(date) if not extra.get("nodate") else "",
                    blocks=parse(lines),
                    shape=shape,
                    extra=extra,
                )
            )

    def header(self) -> str:
        menu = [
            ("home", "Αρχική"),
            ("topika", "Τοπικά"),
            ("politismos", "Πολιτισμός"),
            ("/kathgoria.php?cat=2", "Αθλητικά"),
            ("kideies", "Κηδείες"),
            ("farmakeia", "Φαρμακεία"),
            ("epikoinonia", "Επικοινωνία"),
        ]
        cells = "".join(f'<td class="menu">{self.a(k, t, "chrome:nav")}</td>' for k, t in menu)
        return (
            '<table class="plaisio" width="980" cellpadding="0" cellspacing="0" align="center"><tr><td colspan="2">'
            f"{self.a('home', '', 'chrome:header', '', inner=LOGO)}"
            '<span class="mikro">Εβδομαδιαία εφημερίδα · Ερμούπολη Σύρου · Έτος 40ό</span></td></tr>'
            f'<tr><td colspan="2"><table width="100%"><tr>{cells}</tr></table></td></tr>'
        )

    def side(self) -> str:
        items = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>" for k in ("dimarxos", "nero", "apergia")
        )
        return (
            '<td class="plaino" width="240" valign="top"><div class="dimofili"><b>ΔΗΜΟΦΙΛΗ</b><ol>'
            f"{items}</ol>{self.a('dimofili', 'Όλα τα δημοφιλή »', 'chrome:rail')}</div>"
            f'<form action="/anazitisi.php" method="get"><input type="text" name="q"><input type="submit" value="Αναζήτηση"></form>'
            f'<p class="mikro">{self.a("farmakeia", "Εφημερεύοντα φαρμακεία σήμερα", "chrome:rail")}<br>{self.a("kideies", "Κηδείες", "chrome:rail")}</p></td>'
        )

    def footer(self) -> str:
        links = " · ".join(
            self.a(k, t, "chrome:footer")
            for k, t in (
                ("simeioma", "Ποιοι είμαστε"),
                ("epikoinonia", "Επικοινωνία"),
                ("diafimisi", "Διαφήμιση"),
                ("search", "Αναζήτηση"),
            )
        )
        return f'<tr><td colspan="2" class="podi">{links}<br>© 1986-2026 Τα Κύματα της Σύρου · Υλοποίηση: ΣυροWeb</td></tr></table>'

    def teaser(self, key: str, zone: str = "content") -> str:
        d = self.docs[key]
        lede = f'<br><span class="mikro">{esc(d.extra["lede"])}</span>' if d.extra.get("lede") else ""
        return f'<tr><td class="titlos-mikro">&raquo; {self.a(key, d.title, zone)}{lede}</td></tr>'

    def story(self, doc: Doc) -> str:
        stamp = f'<tr><td class="mikro">{esc(doc.stamp)}</td></tr>' if doc.stamp else ""
        credit = f'<tr><td class="syntaktis"><i>{esc(doc.byline)}</i></td></tr>' if doc.byline else ""
        pager = ""
        if doc.extra.get("pager"):
            pager = f'<tr><td class="mikro">Σελίδα 1 από 2 · {self.a(doc.path + "&p=2", "Επόμενη σελίδα »", "content")}</td></tr>'
        return (
            f'<table width="100%" class="arthro">{stamp}<tr><td class="titlos"><font size="5"><b>{esc(doc.title)}</b></font></td></tr>'
            f'<tr><td class="keimeno">{blocks_html(self, doc.blocks, PJ)}</td></tr>{credit}{pager}'
            f'<tr><td class="mikro">{self.a("javascript:window.print()", "Εκτύπωση", "content")} · Στείλτε το σε φίλο</td></tr></table>'
        )

    def main(self, doc: Doc) -> str:
        if doc.is_article:
            return self.story(doc)
        parts = [f'<table width="100%"><tr><td class="titlos"><b>{esc(doc.title)}</b></td></tr>']
        if doc.kind == "home":
            parts.append('<tr><td class="keimeno">')
            for k in ("dimarxos", "nero", "apergia", "fotografies", "panigyri"):
                d = self.docs[k]
                img = (
                    self.a(
                        k, d.title, "content", "", inner=f'<img src="/foto/{len(d.path)}{k}.jpg" width="120" alt="">'
                    )
                    if d.extra.get("img")
                    else ""
                )
                lede = esc(d.extra.get("lede", ""))
                parts.append(
                    f"<table><tr><td>{img}</td><td><b>{self.a(k, d.title, 'content')}</b><br>{lede}</td></tr></table>"
                )
            parts.append(f"<p>{self.a('simeioma', 'Σημείωμα του εκδότη: 40 χρόνια Κύματα', 'content')}</p></td></tr>")
        if doc.extra.get("text"):
            parts.append(f'<tr><td class="keimeno">{blocks_html(self, parse(doc.extra["text"]))}</td></tr>')
        for i, k in enumerate(doc.extra.get("list", [])):
            parts.append(self.teaser(k))
            if doc.extra.get("counts"):
                parts.append(f'<tr><td class="mikro">{2140 - i * 517} αναγνώσεις</td></tr>')
        if doc.extra.get("more"):
            parts.append(f"<tr><td>{self.a(doc.extra['more'], 'Επόμενη σελίδα »', 'content')}</td></tr>")
        parts.append("</table>")
        return "".join(parts)

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        return (
            '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html><head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=windows-1253">\n'
            f'<title>{esc(doc.title)} - Τα Κύματα της Σύρου</title>\n<style type="text/css">/*PAD*/</style></head>\n'
            f'<body bgcolor="#ffffff" topmargin="0">{self.header()}<tr><td valign="top" width="740">{self.main(doc)}</td>{self.side()}</tr>{self.footer()}</body></html>\n'
        )


KIDEIES = [
    "Η εφημερίδα δημοσιεύει δωρεάν τις αγγελίες κηδειών και μνημοσύνων που μας αποστέλλουν οι οικογένειες.",
    "- Ελένη Βαφειάδου, 88 ετών. Η κηδεία την Πέμπτη 3 Δεκεμβρίου, ώρα 11:00, Ιερός Ναός Αγίου Νικολάου.",
    "- Γεώργιος Μαρκέζης, 76 ετών. Η κηδεία την Τετάρτη 2 Δεκεμβρίου, ώρα 15:00, Κοιμητήριο Ερμούπολης.",
    "- Μνημόσυνο 40 ημερών: Αντώνιος Ρούσσος, Κυριακή 6 Δεκεμβρίου, Ιερός Ναός Κοιμήσεως της Θεοτόκου.",
    "Αγγελίες στο τηλέφωνο 22810 00000 έως την Τρίτη το μεσημέρι.",
]
FARMAKEIA = [
    "Τα φαρμακεία που εφημερεύουν σήμερα στην Ερμούπολη και στα χωριά του νησιού:",
    "- 08:00–14:00: Φαρμακείο Κ. Λαγού, Πλατεία Μιαούλη 4",
    "- 14:00–21:00: Φαρμακείο Μ. Σαρρή, Οδός Χίου 12",
    "- 21:00–08:00 (διανυκτερεύον): Φαρμακείο Α. Δεκαβάλλα, Οδός Πρωίου 33",
    "- Άνω Σύρος: Φαρμακείο Ι. Φρέρη, 09:00–13:00",
    "Το πρόγραμμα ενημερώνεται καθημερινά από τον Φαρμακευτικό Σύλλογο.",
]
SIMEIOMA = [
    "Σαράντα χρόνια συμπληρώνει φέτος η εφημερίδα μας. Το πρώτο φύλλο κυκλοφόρησε τον Νοέμβριο του 1986, τυπωμένο σε ένα μικρό τυπογραφείο στη Βαπόρια.",
    "Από τότε άλλαξαν πολλά: το χαρτί έγινε οθόνη, η εβδομαδιαία έκδοση απέκτησε ιστοσελίδα, και οι αναγνώστες μας βρίσκονται πλέον και στην Αθήνα, στη Μελβούρνη και στο Μόντρεαλ.",
    "Δεν άλλαξε όμως ο σκοπός μας: να γράφουμε για το νησί με ακρίβεια και σεβασμό. Ευχαριστούμε όσους μας στηρίζουν με τη συνδρομή και τις αγγελίες τους.",
    "SIGN: Νίκος Χαλκιάς, εκδότης",
]
EPIKOINONIA = [
    "Τα Κύματα της Σύρου, Οδός Ευαγγελιστρίας 18, 84100 Ερμούπολη.",
    "Τηλέφωνο: 22810 00000 · Fax: 22810 00001 · E-mail: grafeio@kymata-syrou.test",
    "Ώρες γραφείου: Δευτέρα έως Παρασκευή, 09:00–14:00.",
    "Για συνδρομές εσωτερικού και εξωτερικού επικοινωνήστε με το λογιστήριο.",
]
DIAFIMISI = [
    "Τιμοκατάλογος καταχωρήσεων για το 2026 (χωρίς ΦΠΑ):",
    "- Ολοσέλιδη καταχώρηση: 320 ευρώ",
    "- Μισή σελίδα: 180 ευρώ",
    "- Banner στην ιστοσελίδα, ένας μήνας: 90 ευρώ",
    "- Μικρές αγγελίες: 5 ευρώ ανά 20 λέξεις",
    "Για προσφορές ετήσιας συνεργασίας, επικοινωνήστε με το γραφείο.",
]

STORIES = [
    (
        "nero",
        2231,
        "Νέα μονάδα αφαλάτωσης στη Φοινικα μέχρι το καλοκαίρι",
        ["Μαρία Σιγάλα"],
        "Μαρία Σιγάλα",
        "2026-12-01",
        "byline-at-end",
        [
            "Μέχρι τον Ιούνιο αναμένεται να λειτουργήσει η νέα μονάδα αφαλάτωσης στη Φοινικα, σύμφωνα με όσα ανακοίνωσε η ΔΕΥΑ Σύρου στη συνεδρίαση του δημοτικού συμβουλίου.",
            "Η μονάδα θα παράγει 1.200 κυβικά μέτρα νερού την ημέρα και θα καλύψει τις ανάγκες των νότιων οικισμών, όπου κάθε καλοκαίρι σημειώνονται διακοπές υδροδότησης.",
            "Το έργο κοστίζει 1,9 εκατομμύρια ευρώ και χρηματοδοτείται κατά το μεγαλύτερο μέρος από ευρωπαϊκά κονδύλια. Οι εργασίες καθυστέρησαν λόγω ενστάσεων στον διαγωνισμό.",
            "Κάτοικοι της περιοχής ζήτησαν να ενημερωθούν για τη διαχείριση της άλμης. Η ΔΕΥΑ απάντησε ότι η διάθεση θα γίνεται σε βάθος 30 μέτρων, μακριά από την ακτή.",
            "Στη συνεδρίαση, ο επικεφαλής της αντιπολίτευσης ρώτησε γιατί το έργο δεν περιλαμβάνει φωτοβολταϊκό σταθμό, ώστε να μειωθεί το κόστος ενέργειας. Ο πρόεδρος της ΔΕΥΑ απάντησε ότι η μελέτη για τον σταθμό βρίσκεται σε εξέλιξη και θα κατατεθεί την άνοιξη.",
            "Σήμερα οι νότιοι οικισμοί υδροδοτούνται από γεωτρήσεις και από υδροφόρα πλοία τους μήνες αιχμής. Το κόστος της μεταφοράς νερού με πλοίο ξεπέρασε πέρσι τις 400.000 ευρώ.",
            "## Τι θα γίνει μέχρι τότε",
            "Μέχρι την ολοκλήρωση του έργου, η ΔΕΥΑ θα τοποθετήσει δύο νέες δεξαμενές στη Βάρη και στο Μέγα Γιαλό, ώστε να αποφευχθούν οι διακοπές του περασμένου Αυγούστου.",
            "Για το ίδιο θέμα διαβάστε και [[neo|τι αλλάζει στους λογαριασμούς νερού]].",
        ],
        {"lede": "Τι ανακοίνωσε η ΔΕΥΑ στο δημοτικό συμβούλιο.", "img": True},
    ),
    (
        "neo",
        2233,
        "Τι αλλάζει στους λογαριασμούς νερού από τον Ιανουάριο",
        ["Μαρία Σιγάλα", "Πέτρος Ρήγας"],
        "Μαρία Σιγάλα, Πέτρος Ρήγας",
        "2026-12-02",
        "only-from-story-text-and-search-two-authors",
        [
            "Νέο τιμολόγιο νερού εφαρμόζεται από την 1η Ιανουαρίου στη Σύρο, με χαμηλότερη χρέωση για τα πρώτα 10 κυβικά και αυξημένη για τις μεγάλες καταναλώσεις.",
            "Οι πολύτεκνες οικογένειες και οι δικαιούχοι του κοινωνικού τιμολογίου θα έχουν έκπτωση 50%. Η αίτηση γίνεται στα γραφεία της ΔΕΥΑ μέχρι τέλος Ιανουαρίου.",
            "Για τις ξενοδοχειακές μονάδες η χρέωση αυξάνεται κατά 12%. Ο Σύλλογος Ξενοδόχων ζήτησε συνάντηση με τη διοίκηση.",
        ],
        {},
    ),
    (
        "dimarxos",
        2228,
        "Ο δήμαρχος για το λιμάνι, το νερό και τον χειμώνα",
        ["Πέτρος Ρήγας"],
        "Συνέντευξη: Πέτρος Ρήγας",
        "2026-11-30",
        "qa-interview-credit-at-end",
        [
            "Με τον δήμαρχο Σύρου-Ερμούπολης συζητήσαμε για τα έργα του χειμώνα και τα προβλήματα που άφησε πίσω της η τουριστική περίοδος.",
            "Q: Κύριε δήμαρχε, πότε θα τελειώσουν τα έργα στο λιμάνι; || Ο εργολάβος μάς έχει δώσει ως ημερομηνία τον Μάρτιο. Θα πιέσουμε ώστε οι προβλήτες να είναι έτοιμοι πριν από το Πάσχα.",
            "Q: Το καλοκαίρι είχαμε ξανά διακοπές νερού. Τι θα αλλάξει; || Η νέα αφαλάτωση στη Φοινικα είναι η απάντηση. Ταυτόχρονα αντικαθιστούμε έξι χιλιόμετρα παλιού δικτύου.",
            "Q: Οι νέοι φεύγουν από το νησί τον χειμώνα. Τι μπορεί να κάνει ο δήμος; || Δεν έχουμε όλα τα εργαλεία. Μπορούμε όμως να στηρίξουμε τη στέγαση και να φέρουμε σχολές στο νησί.",
        ],
        {"lede": "Συνέντευξη για τα έργα του χειμώνα.", "img": True},
    ),
    (
        "apergia",
        2234,
        "Δεμένα τα πλοία την Πέμπτη λόγω απεργίας",
        [],
        "ΑΠΕ-ΜΠΕ",
        "2026-12-02",
        "agency-brief",
        [
            "Δεμένα στα λιμάνια θα παραμείνουν τα πλοία την Πέμπτη, λόγω 24ωρης απεργίας της ναυτικής ομοσπονδίας.",
            "Τα δρομολόγια προς και από τη Σύρο θα αποκατασταθούν την Παρασκευή το πρωί. Οι επιβάτες μπορούν να αλλάξουν τα εισιτήριά τους χωρίς χρέωση.",
        ],
        {"lede": "24ωρη απεργία της ναυτικής ομοσπονδίας."},
    ),
    (
        "fotografies",
        2229,
        "Η Ερμούπολη στα χιόνια του 1987, μέσα από το αρχείο μας",
        [],
        "",
        "2026-11-28",
        "photo-story-unsigned-date-only-in-issue-line",
        [
            "Με αφορμή τα 40 χρόνια της εφημερίδας, ανοίγουμε το φωτογραφικό μας αρχείο. Ο χιονιάς του Μαρτίου 1987 έμεινε στη μνήμη όλων.",
            "FIG: Η πλατεία Μιαούλη χιονισμένη | Η πλατεία Μιαούλη το πρωί της 8ης Μαρτίου 1987.",
            "FIG: Παιδιά στα σκαλιά της Άνω Σύρου | Παιδιά παίζουν στα σκαλιά της Άνω Σύρου. Οι δρόμοι έκλεισαν για τρεις ημέρες.",
            "FIG: Το λιμάνι με πάγο | Ψαράδικα καΐκια δεμένα στο λιμάνι, με πάγο στα σχοινιά.",
            "Αν έχετε φωτογραφίες από εκείνες τις ημέρες, στείλτε τις στην εφημερίδα.",
            "SIGN: Από το φύλλο του Σαββάτου 28 Νοεμβρίου 2026",
        ],
        {"lede": "Φωτογραφίες από το αρχείο της εφημερίδας.", "img": True, "nodate": True},
    ),
    (
        "limani",
        2225,
        "Μεγάλη έρευνα: Τα ναυπηγεία της Σύρου μετά την επαναλειτουργία",
        ["Δέσποινα Καλαμαρά"],
        "Δέσποινα Καλαμαρά",
        "2026-11-27",
        "paginated-story-page-1",
        [
            "Δύο χρόνια μετά την επαναλειτουργία τους, τα ναυπηγεία του Νεωρίου απασχολούν ξανά πάνω από 400 εργαζόμενους. Επισκεφθήκαμε τις δεξαμενές και μιλήσαμε με τεχνίτες, μηχανικούς και τη διοίκηση.",
            "## Οι παλιοί επιστρέφουν",
            "Ο Γιάννης, 58 ετών, δούλεψε στα ναυπηγεία από τα 19 του. Όταν έκλεισαν, βρέθηκε άνεργος για πέντε χρόνια. «Επέστρεψα την πρώτη μέρα που άνοιξαν οι πύλες», λέει.",
            "Πολλοί από τους παλιούς τεχνίτες διδάσκουν τώρα στους νέους. Η εταιρεία λειτουργεί σχολή μαθητείας με 30 θέσεις τον χρόνο.",
            "## Οι παραγγελίες",
            "Τη φετινή χρονιά επισκευάστηκαν 62 πλοία, κυρίως επιβατηγά της ακτοπλοΐας. Η διοίκηση στοχεύει και σε κρουαζιερόπλοια, κάτι που απαιτεί μεγαλύτερη δεξαμενή.",
            "Η νέα πλωτή δεξαμενή, που αναμένεται από την Κροατία, θα μπορεί να σηκώσει πλοία έως 30.000 τόνων. Η μεταφορά της υπολογίζεται για τον Απρίλιο, αν το επιτρέψει ο καιρός.",
            "## Η πόλη γύρω από το Νεώριο",
            "Η επαναλειτουργία άλλαξε και τη ζωή στα γύρω στενά. Τα καφενεία της Βαπόριας ανοίγουν ξανά στις έξι το πρωί, και τα μικρά μηχανουργεία της περιοχής έχουν δουλειά όλο τον χρόνο.",
            "Δεν λείπουν όμως τα προβλήματα. Οι κάτοικοι παραπονιούνται για τον θόρυβο τις νυχτερινές ώρες και για τη σκόνη από τις αμμοβολές. Ο δήμος ζήτησε από την εταιρεία να τοποθετήσει ηχοπετάσματα.",
            "Η διοίκηση απαντά ότι οι εργασίες αμμοβολής γίνονται πλέον μόνο σε κλειστό χώρο και ότι έχει προγραμματιστεί συνάντηση με τον σύλλογο κατοίκων.",
        ],
        {"pager": True},
    ),
    (
        "panigyri",
        2230,
        "Φεστιβάλ Αιγαίου: τρεις παραστάσεις στο Απόλλων τον Δεκέμβριο",
        ["Ηλίας Ζαχαρίου"],
        "Ηλίας Ζαχαρίου",
        "2026-11-30",
        "culture-story-event-date-in-text",
        [
            "Τρεις παραστάσεις όπερας θα φιλοξενήσει το θέατρο Απόλλων τον Δεκέμβριο, στο πλαίσιο της χειμερινής εκδοχής του Φεστιβάλ Αιγαίου.",
            "Η πρώτη παράσταση δίνεται το Σάββατο 12 Δεκεμβρίου. Τα εισιτήρια διατίθενται στο ταμείο του θεάτρου και κοστίζουν από 10 έως 25 ευρώ.",
            "Οι μαθητές των σχολείων του νησιού θα παρακολουθήσουν δωρεάν τη γενική δοκιμή.",
        ],
        {"lede": "Όπερα στο ιστορικό θέατρο της Ερμούπολης."},
    ),
]
