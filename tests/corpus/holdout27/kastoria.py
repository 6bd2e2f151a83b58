# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Greek letters are letters)
"""Η Φωνή της Καστοριάς: a hand-written table-layout portal from the 2000s (FrontPage generator meta, no doctype,
uppercase tags, `<FONT>`, a 780-pixel `<TABLE>` frame with a left menu and a right column, inline styles, relative
hrefs), Greek, **ISO-8859-7 declared only in a `<META HTTP-EQUIV>`** (the header is a bare `text/html`).
Dynamic stories at `/news.php?id=4711` (paragraphs opened by `<P>` never closed), static archive stories at
`/arxeio/2026/12/01/eid1.htm` (paragraphs separated only by `<BR><BR>`), one brief that is bare text in a `<TD>`.
No machine-readable date anywhere; the header prints the day the page was served ("Τετάρτη 2 Δεκεμβρίου 2026")
on every page, also above older stories; two archive stories carry their date only in the URL."""

from __future__ import annotations

from typing import Any

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

TODAY = "Τετάρτη 2 Δεκεμβρίου 2026"


class Kastoria(Base):
    origin = "http://www.fonikastorias.test"
    name = "Η Φωνή της Καστοριάς"
    prefix = "fk"
    language = "el"
    encoding = "iso-8859-7"
    content_type = "text/html"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules("fk", ["TD.menu", "TD.main", "A.titlos", ".mikro", "TABLE.plaisio", "FONT.hm", ".deksia"], 260)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Η Φωνή της Καστοριάς",
                "table-portal-home",
                list=["limni", "gouna", "fotos", "eid3", "athlitika_story", "synenteuxi"],
            )
        )
        add(
            page(
                "topika",
                "/news.php?cat=1",
                "section",
                "ΤΟΠΙΚΑ",
                "table-portal-news-php-category",
                list=["limni", "gouna", "eid1", "synenteuxi"],
                more="topika2",
            )
        )
        add(
            page(
                "topika2",
                "/news.php?cat=1&page=2",
                "section",
                "ΤΟΠΙΚΑ - σελίδα 2",
                "table-portal-category-page2",
                list=["eid2"],
                prev="topika",
                old=[
                    ("Νέο ωράριο στα ΚΕΠ του Δήμου", "/news.php?id=4698", "26/11/2026"),
                    ("Κλειστός ο δρόμος προς Μαυροχώρι λόγω έργων", "/news.php?id=4695", "25/11/2026"),
                    ("Εθελοντική αιμοδοσία στο Μαυροχώρι", "/news.php?id=4690", "23/11/2026"),
                ],
            )
        )
        add(
            page(
                "athlitika",
                "/news.php?cat=3",
                "section",
                "ΑΘΛΗΤΙΚΑ",
                "table-portal-category-one-item",
                list=["athlitika_story"],
                old=[("Ήττα για τον Ορεστιάδα στο μπάσκετ", "/news.php?id=4688", "22/11/2026")],
            )
        )
        add(
            page(
                "arx12",
                "/arxeio/2026/12/index.htm",
                "archive",
                "ΑΡΧΕΙΟ - Δεκέμβριος 2026",
                "static-archive-month-index",
                list=["eid3", "eid1"],
            )
        )
        add(
            page(
                "arx11",
                "/arxeio/2026/11/index.htm",
                "archive",
                "ΑΡΧΕΙΟ - Νοέμβριος 2026",
                "static-archive-month-index-older",
                list=["eid2"],
                old=[
                    ("Ξεκίνησε η συγκομιδή των μήλων στο Άργος Ορεστικό", "/arxeio/2026/11/24/eid1.htm", "24/11/2026"),
                    ("Συναυλία της Φιλαρμονικής για τα 90 χρόνια", "/arxeio/2026/11/20/eid2.htm", "20/11/2026"),
                ],
            )
        )
        add(
            page(
                "guestbook",
                "/guestbook.php",
                "guestbook",
                "ΒΙΒΛΙΟ ΕΠΙΣΚΕΠΤΩΝ",
                "guestbook-entries-with-dates",
                entries=[
                    (
                        "Κώστας Μ.",
                        "Μελβούρνη",
                        "01/12/2026 22:41",
                        "Χαιρετίσματα σε όλους τους Καστοριανούς από την Αυστραλία! Διαβάζω τη Φωνή κάθε μέρα, μου θυμίζει τη λίμνη και τα παιδικά μου χρόνια. Μπράβο σας.",
                    ),
                    (
                        "Maria Papa",
                        "Toronto",
                        "30/11/2026 18:05",
                        "Kalispera apo ton Kanada. Mporeite na valete perissoteres fotografies apo to Dispilio?",
                    ),
                    (
                        "Γιώργος",
                        "Θεσσαλονίκη",
                        "28/11/2026 09:12",
                        "Το σάιτ ανοίγει πολύ αργά από το κινητό, δείτε το λίγο. Κατά τα άλλα εξαιρετική δουλειά.",
                    ),
                    (
                        "Ελένη Τ.",
                        "Καστοριά",
                        "27/11/2026 13:30",
                        "Ευχαριστούμε για την κάλυψη της εκδήλωσης του Λυκείου. Τα παιδιά χάρηκαν πολύ που είδαν τις φωτογραφίες τους.",
                    ),
                    (
                        "Anonymous",
                        "",
                        "26/11/2026 02:11",
                        "Πότε θα ανοίξει ξανά το κολυμβητήριο; Κανείς δεν ξέρει τίποτα.",
                    ),
                ],
            )
        )
        add(
            page(
                "links",
                "/links.htm",
                "links",
                "ΧΡΗΣΙΜΟΙ ΣΥΝΔΕΣΜΟΙ",
                "partner-links-list",
                partners=[
                    ("Δήμος Καστοριάς", "http://www.kastoria.gov.test/"),
                    ("Περιφέρεια Δυτικής Μακεδονίας", "http://www.pdm.gov.test/"),
                    ("Ραδιόφωνο Λίμνη FM 99,4", "http://www.limnifm.test/"),
                    ("Εφημερίδα Ορεστιάς (Άργος Ορεστικό)", "http://www.orestias-news.test/"),
                    ("Σύλλογος Γουνοποιών Καστοριάς", "http://www.furkastoria.test/"),
                    ("Καιρός στην Καστοριά", "http://www.kairos-kastoria.test/"),
                    ("ΚΤΕΛ Καστοριάς - δρομολόγια", "http://www.ktelkastorias.test/dromologia.htm"),
                    ("Μουσείο Βυζαντινής Τέχνης", "http://www.byzmuseum-kast.test/"),
                ],
            )
        )
        add(
            page(
                "photos",
                "/photos/index.htm",
                "gallery",
                "ΦΩΤΟΓΡΑΦΙΕΣ",
                "photo-album-index",
                list=["fotos"],
                albums=[
                    ("Η λίμνη παγωμένη - Ιανουάριος 2025", "/photos/limni2025/index.htm", 48),
                    ("Ραγκουτσάρια 2026", "/photos/ragoutsaria2026/index.htm", 112),
                    ("Παρέλαση 28ης Οκτωβρίου", "/photos/parelasi2026/index.htm", 36),
                    ("Βυζαντινές εκκλησίες", "/photos/ekklisies/index.htm", 64),
                ],
            )
        )
        add(
            page(
                "epikoinonia",
                "/epikoinonia.htm",
                "contact",
                "ΕΠΙΚΟΙΝΩΝΙΑ",
                "contact-formmail",
                [
                    "Για δελτία τύπου, αγγελίες και παρατηρήσεις για την ιστοσελίδα στείλτε μας μήνυμα με τη φόρμα ή με e-mail.",
                    "Τα γραφεία μας βρίσκονται στην οδό Μητροπόλεως 41, 2ος όροφος. Τηλ. 24670 2XXXX, ώρες 9:00-14:00.",
                ],
            )
        )

        add(
            story(
                "limni",
                "/news.php?id=4711",
                "Σε επιφυλακή ο Δήμος για τη στάθμη της λίμνης",
                "2026-12-02",
                None,
                "Τετάρτη, 2 Δεκεμβρίου 2026",
                ["Νίκος Παπαδόπουλος"],
                [
                    "Σε έκτακτη σύσκεψη συνεδρίασε χθες το απόγευμα η Επιτροπή Πολιτικής Προστασίας του Δήμου Καστοριάς, μετά την άνοδο της στάθμης της λίμνης Ορεστιάδας κατά 38 εκατοστά μέσα σε δέκα ημέρες.",
                    "Σύμφωνα με τον αντιδήμαρχο Τεχνικών Υπηρεσιών Στέλιο Μαργαρίτη, το νερό έφτασε σε ορισμένα σημεία του παραλίμνιου δρόμου στην περιοχή της Ντολτσό και οι υπηρεσίες τοποθέτησαν σακιά με άμμο.",
                    "## Τι ζητούν οι κάτοικοι",
                    "Οι κάτοικοι της παραλίμνιας ζώνης ζητούν να καθαριστεί άμεσα η τάφρος στο Φαλίτσι, από όπου η λίμνη απορρέει προς τον Αλιάκμονα. «Κάθε χρόνο τα ίδια λέμε και κανείς δεν κάνει τίποτα», δήλωσε ο πρόεδρος του συλλόγου κατοίκων Απόστολος Ζιώγας.",
                    "Ο Δήμος ανακοίνωσε ότι συνεργείο θα ξεκινήσει τον καθαρισμό της τάφρου τη Δευτέρα και ότι η κατάσταση παρακολουθείται καθημερινά.",
                ],
                "news-php-unclosed-p-byline-reportaz",
                byline="Ρεπορτάζ: Νίκος Παπαδόπουλος",
            )
        )
        add(
            story(
                "gouna",
                "/news.php?id=4712",
                "Έκθεση γούνας: 1.200 επισκέπτες από 30 χώρες",
                "2026-12-01",
                None,
                "Τρίτη, 1 Δεκεμβρίου 2026",
                [],
                [
                    "Περισσότεροι από 1.200 εμπορικοί επισκέπτες από 30 χώρες αναμένονται στη Διεθνή Έκθεση Γούνας που ανοίγει την Παρασκευή στο εκθεσιακό κέντρο της Καστοριάς.",
                    "Οι διοργανωτές αναφέρουν ότι φέτος θα συμμετάσχουν 146 εκθέτες, οι περισσότεροι από την περιοχή της Καστοριάς και της Σιάτιστας. Αυξημένο είναι το ενδιαφέρον από την Τουρκία και το Καζακστάν.",
                    "Η έκθεση θα διαρκέσει τέσσερις ημέρες και η είσοδος για το κοινό θα επιτρέπεται μόνο την Κυριακή.",
                    "NOTE: Πηγή: Ειδησεογραφικό Πρακτορείο Βορείου Ελλάδος (ΕΠΒΕ)",
                ],
                "news-php-agency-credit-no-author",
            )
        )
        add(
            story(
                "eid3",
                "/arxeio/2026/12/02/eid3.htm",
                "Διακοπή νερού στο Κεφαλάρι",
                "2026-12-02",
                None,
                "",
                [],
                [
                    "Διακοπή υδροδότησης θα γίνει σήμερα από τις 10:00 έως τις 14:00 σε όλο το Κεφαλάρι λόγω βλάβης στον κεντρικό αγωγό, ανακοίνωσε η ΔΕΥΑ Καστοριάς.",
                ],
                "static-brief-bare-text-in-td-date-only-in-url",
                bare=True,
            )
        )
        add(
            story(
                "eid1",
                "/arxeio/2026/12/01/eid1.htm",
                "Ανοίγει ξανά το σπήλαιο του Δράκου μετά τις εργασίες",
                "2026-12-01",
                None,
                "01/12/2026",
                ["Μαρία Αθανασίου"],
                [
                    "Μετά από δεκαοκτώ μήνες εργασιών ανοίγει ξανά για το κοινό το σπήλαιο του Δράκου στη χερσόνησο της Καστοριάς.",
                    "Οι εργασίες περιλάμβαναν νέο φωτισμό με λάμπες LED, μεταλλικούς διαδρόμους και σύστημα παρακολούθησης της υγρασίας. Το κόστος ανήλθε σε 640.000 ευρώ από ευρωπαϊκά προγράμματα.",
                    "Το σπήλαιο θα είναι ανοιχτό από Τετάρτη έως Κυριακή, 10:00 με 16:00, και το εισιτήριο κοστίζει 6 ευρώ. Για τους μαθητές των σχολείων του νομού η είσοδος είναι δωρεάν.",
                    "Στο σπήλαιο έχουν βρεθεί οστά αρκούδας των σπηλαίων και θα εκτεθούν σε ειδική αίθουσα από την άνοιξη.",
                ],
                "static-br-br-paragraphs-printed-date-dd-mm",
                byline="της Μαρίας Αθανασίου|Μαρία Αθανασίου",
            )
        )
        add(
            story(
                "eid2",
                "/arxeio/2026/11/30/eid2.htm",
                "Γνώμη: Η πόλη χρειάζεται ποδηλατόδρομο, όχι άλλα πάρκινγκ",
                "2026-11-30",
                None,
                "",
                ["Θανάσης Ρίζος"],
                [
                    "Κάθε φορά που ο Δήμος ανακοινώνει νέο έργο, είναι ένας ακόμα χώρος στάθμευσης. Η Καστοριά όμως είναι μια μικρή πόλη, όπου όλα απέχουν δέκα λεπτά με τα πόδια.",
                    "Ο γύρος της λίμνης είναι ίσως ο ωραιότερος ποδηλατικός δρόμος της Ελλάδας, αλλά σήμερα ο ποδηλάτης μοιράζεται το στενό οδόστρωμα με φορτηγά και τουριστικά λεωφορεία.",
                    "Προτείνω να γίνει πρώτα ένας ασφαλής ποδηλατόδρομος από την πλατεία Ομονοίας μέχρι το Μαυροχώρι. Δεν χρειάζονται εκατομμύρια, χρειάζεται απόφαση.",
                    "SIGN: Θανάσης Ρίζος, συνταξιούχος δάσκαλος",
                ],
                "static-opinion-signed-at-end-date-only-in-url",
                sign_only=True,
            )
        )
        add(
            story(
                "fotos",
                "/news.php?id=4715",
                "Τα πρώτα χιόνια στο Βίτσι (φωτογραφίες)",
                "2026-12-02",
                None,
                "Τετάρτη, 2 Δεκεμβρίου 2026",
                ["Γιάννης Τσολάκης"],
                [
                    "FIG: Χιονισμένα έλατα στο χιονοδρομικό Βιτσίου | Το χιονοδρομικό κέντρο Βιτσίου σήμερα το πρωί",
                    "FIG: Εκχιονιστικό στο δρόμο προς Βαρικό | Το εκχιονιστικό της Περιφέρειας στο δρόμο προς Βαρικό",
                    "Τα πρώτα χιόνια του χειμώνα έπεσαν τη νύχτα στο Βίτσι, όπου το στρώμα έφτασε τα 15 εκατοστά.",
                ],
                "news-php-photo-story-photographer-author",
                byline="Φωτογραφίες: Γιάννης Τσολάκης",
            )
        )
        add(
            story(
                "synenteuxi",
                "/news.php?id=4709",
                "Ο νέος διευθυντής του Νοσοκομείου μιλά στη Φωνή",
                "2026-11-29",
                None,
                "Κυριακή, 29 Νοεμβρίου 2026",
                ["Ελένη Καραγιάννη"],
                [
                    "Ο καρδιολόγος Δημήτρης Βλάχος ανέλαβε πριν από έναν μήνα τη διοίκηση του Γενικού Νοσοκομείου Καστοριάς. Μιλήσαμε μαζί του για τις ελλείψεις και τα σχέδιά του.",
                    "Q: Ποιο είναι το μεγαλύτερο πρόβλημα σήμερα; || Οι γιατροί. Έχουμε 14 κενές θέσεις και οι προκηρύξεις μένουν άγονες. Ένας νέος γιατρός δεν έρχεται εύκολα σε μια μικρή πόλη.",
                    "Q: Τι μπορεί να κάνει ο Δήμος; || Να βοηθήσει με στέγη. Έχουμε ζητήσει δύο διαμερίσματα για γιατρούς που θα έρθουν από άλλη πόλη.",
                    "Q: Και τα ασθενοφόρα; || Από τον Ιανουάριο θα έχουμε δύο καινούργια ασθενοφόρα, δωρεά ενός ομογενή από την Αμερική.",
                ],
                "news-php-qa-bold-questions-interviewer-author",
                byline="Συνέντευξη: Ελένη Καραγιάννη",
            )
        )
        add(
            story(
                "athlitika_story",
                "/news.php?id=4713",
                "Νίκη-ανάσα για την Καστοριά, 2-1 τον Αστέρα",
                "2026-11-30",
                None,
                "Δευτέρα 30/11/2026",
                ["Παύλος Κύρου"],
                [
                    "Με δύο γκολ στο δεύτερο ημίχρονο η Καστοριά πήρε μια πολύ σημαντική νίκη με 2-1 απέναντι στον Αστέρα Αμαλιάδας στο γήπεδο της Μαυροπηγής.",
                    "Οι φιλοξενούμενοι προηγήθηκαν στο 31ο λεπτό με πέναλτι. Στην επανάληψη ο Καρανίκας ισοφάρισε με κεφαλιά και ο νεαρός Σιδηρόπουλος έδωσε τη νίκη στο 84ο λεπτό.",
                    "Με τη νίκη αυτή η ομάδα ανεβαίνει στην 9η θέση με 14 βαθμούς.",
                ],
                "news-php-sport-date-dd-mm-yyyy-text",
                byline="του Παύλου Κύρου|Παύλος Κύρου",
            )
        )

    # ---- templates ----
    def a(self, key: str, text: str, zone: str, attrs: str = "", inner: str | None = None) -> str:
        html = super().a(key, text, zone, attrs, inner)  # hand-written: uppercase tags
        return "<A HREF=" + html[len("<a href=") : -len("</a>")] + "</A>"

    def old_blocks(self, doc: Doc, style: str) -> str:
        out: list[str] = []
        for b in doc.blocks:
            k = b[0]
            if k == "p":
                t = self.inline(b[1])
                out.append(f"<P>{t}\n" if style == "p" else f"{t}<BR><BR>\n")
            elif k == "h2":
                out.append(
                    f'<P><FONT SIZE="3" COLOR="#990000"><B>{esc(b[1])}</B></FONT>\n'
                    if style == "p"
                    else f"<B>{esc(b[1])}</B><BR>\n"
                )
            elif k == "qa":
                out.append(f"<P><B>{esc(b[1])}</B><BR>\n{self.inline(b[2])}\n")
            elif k == "fig":
                n = rng(b[1]).randrange(100, 999)
                out.append(
                    f'<TABLE BORDER="0" CELLPADDING="2" CELLSPACING="0" ALIGN="center"><TR><TD><A HREF="javascript:popup(\'/photos/vitsi/{n}_big.jpg\')"><IMG SRC="/photos/vitsi/{n}.jpg" WIDTH="400" HEIGHT="300" BORDER="1" ALT="{esc(b[1])}"></A></TD></TR><TR><TD ALIGN="center"><FONT SIZE="1" COLOR="#666666">{esc(b[2])}</FONT></TD></TR></TABLE><BR>\n'
                )
            elif k == "note":
                out.append(f'<FONT SIZE="1"><I>{esc(b[1])}</I></FONT><BR>\n')
            elif k == "sign":
                out.append(f'<DIV ALIGN="right"><I>{esc(b[1])}</I></DIV>\n')
        return "".join(out)

    def story_main(self, doc: Doc) -> str:
        static = doc.path.startswith("/arxeio/")
        head = f'<FONT FACE="Arial, Helvetica" SIZE="4" COLOR="#003366"><B>{esc(doc.title)}</B></FONT><BR>\n'
        if doc.stamp:
            head += f'<FONT SIZE="1" COLOR="#808080">{esc(doc.stamp)}</FONT><BR>\n'
        by = doc.byline.split("|")[0]
        byl = f'<FONT SIZE="2"><I>{esc(by)}</I></FONT><BR>\n' if by and "Φωτογραφίες" not in by else ""
        if "|" in doc.byline:  # the genitive byline prints the name as the caption of the author's photo too
            name = doc.byline.split("|")[1]
            byl = (
                f'<TABLE ALIGN="right" BORDER="0"><TR><TD ALIGN="center"><IMG SRC="/img/syntaktes/{rng(name).randrange(10, 99)}.jpg" WIDTH="60" HEIGHT="70" ALT=""><BR><FONT SIZE="1">{esc(name)}</FONT></TD></TR></TABLE>\n'
                + byl
            )
        if doc.extra.get("bare"):
            body = "".join(self.inline(b[1]) for b in doc.blocks if b[0] == "p")
            return f'{head}<BR>\n<TABLE WIDTH="100%" BORDER="0" CELLPADDING="4"><TR><TD BGCOLOR="#F5F5F5">{body}</TD></TR></TABLE>\n{self.back(doc)}'
        if "Φωτογραφίες" in doc.byline:
            byl = f'<FONT SIZE="1">{esc(doc.byline)}</FONT><BR><BR>\n'
        text = self.old_blocks(doc, "br" if static else "p")
        font = '<FONT FACE="Verdana, Arial" SIZE="2">' if static else '<FONT FACE="Tahoma" SIZE="2">'
        return f"{head}{byl}<BR>\n{font}\n{text}</FONT>\n{self.back(doc)}"

    def back(self, doc: Doc) -> str:
        up = (
            "arx12"
            if doc.path.startswith("/arxeio/2026/12")
            else ("arx11" if doc.path.startswith("/arxeio/") else "topika")
        )
        return (
            f'<BR><HR SIZE="1" NOSHADE COLOR="#CCCCCC">\n<FONT SIZE="1"><A HREF="javascript:history.back()">&lt;&lt; Πίσω</A> | '
            f'{self.a(up, "Όλα τα νέα", "chrome:related")} | <A HREF="javascript:window.print()">Εκτύπωση</A> | '
            f'<A HREF="mailto:?subject={esc(doc.title)}">Στείλτε το σε φίλο</A></FONT>'
        )

    def row(self, e: Any, lede: bool = True) -> str:
        if isinstance(e, Doc):
            link = self.a(e.key, e.title, "content", attrs='CLASS="titlos"')
            when = e.stamp or e.path.split("/")[4] + "/" + e.path.split("/")[3] + "/" + e.path.split("/")[2]
            text = f'<BR><FONT SIZE="1">{esc(self.lede(e))}</FONT>' if lede and self.lede(e) else ""
        else:
            link = f'<A HREF="{esc(e[1].lstrip("/") if not self.docs[self.current].path.startswith("/arxeio/") else "../../../" + e[1].lstrip("/"))}" CLASS="titlos">{esc(e[0])}</A>'
            when, text = e[-1], ""
        return f'<TR><TD VALIGN="top" WIDTH="12"><IMG SRC="/img/bullet.gif" WIDTH="7" HEIGHT="7"></TD><TD><FONT FACE="Verdana" SIZE="2"><B>{link}</B></FONT> <FONT SIZE="1" COLOR="#808080">({esc(when)})</FONT>{text}</TD></TR>\n'

    def listing_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            ft = esc(self.docs["fotos"].title)
            img = f'<IMG SRC="/photos/vitsi/thumb.jpg" WIDTH="160" HEIGHT="120" BORDER="0" ALT="{ft}"><BR>{ft}'
            cells = [
                f'<TD ALIGN="center" VALIGN="top" WIDTH="50%">{self.a("fotos", self.docs["fotos"].title, "content", inner=img)}<BR><FONT SIZE="1">2 φωτογραφίες</FONT></TD>'
            ]
            for t, p, n in doc.extra["albums"]:
                cells.append(
                    f'<TD ALIGN="center" VALIGN="top" WIDTH="50%"><A HREF="{p.replace("/photos/", "")}"><IMG SRC="{p.replace("index.htm", "thumb.jpg")}" WIDTH="160" HEIGHT="120" BORDER="0" ALT="{esc(t)}"><BR>{esc(t)}</A><BR><FONT SIZE="1">{n} φωτογραφίες</FONT></TD>'
                )
            rows = "".join("<TR>" + "".join(cells[i : i + 2]) + "</TR>\n" for i in range(0, len(cells), 2))
            return f'<FONT FACE="Arial" SIZE="4" COLOR="#003366"><B>{esc(doc.title)}</B></FONT><BR><BR>\n<FONT SIZE="2">Επιλέξτε άλμπουμ. Για μεγέθυνση κάντε κλικ στη φωτογραφία.</FONT><BR><BR>\n<TABLE WIDTH="100%" BORDER="0" CELLPADDING="6">\n{rows}</TABLE>'
        ents = [self.docs[k] for k in doc.extra["list"]] + list(doc.extra.get("old", []))
        rows = "".join(self.row(e, doc.key != "arx11") for e in ents)
        pager = ""
        if doc.extra.get("more"):
            pager = f'<P ALIGN="center"><FONT SIZE="2">Σελίδα: <B>1</B> {self.a(doc.extra["more"], "2", "chrome:pager")} {self.a(doc.extra["more"], "Επόμενη &gt;&gt;", "chrome:pager", inner="Επόμενη &gt;&gt;")}</FONT>'
        if doc.extra.get("prev"):
            pager = f'<P ALIGN="center"><FONT SIZE="2">Σελίδα: {self.a(doc.extra["prev"], "1", "chrome:pager")} <B>2</B></FONT>'
        months = ""
        if doc.kind == "archive":
            months = f'<P><FONT SIZE="2">Μήνες: {self.a("arx12", "Δεκέμβριος 2026", "content")} | {self.a("arx11", "Νοέμβριος 2026", "content")} | <A HREF="../10/index.htm">Οκτώβριος 2026</A></FONT>'
        if doc.key == "home":
            lead = self.docs["limni"]
            top = (
                f'<TABLE WIDTH="100%" BORDER="0" CELLPADDING="4" BGCOLOR="#FFF8DC"><TR><TD><IMG SRC="/img/limni_small.jpg" WIDTH="120" HEIGHT="90" ALIGN="left" HSPACE="6" ALT="">'
                f'<FONT FACE="Arial" SIZE="3"><B>{self.a("limni", lead.title, "content")}</B></FONT><BR><FONT SIZE="2">{esc(self.lede(lead))}</FONT> '
                f"{self.a('limni', 'περισσότερα...', 'content', inner='<FONT SIZE=' + chr(34) + '1' + chr(34) + '>περισσότερα...</FONT>')}</TD></TR></TABLE><BR>\n"
            )
            return f'{top}<FONT FACE="Arial" SIZE="3" COLOR="#990000"><B>ΤΕΛΕΥΤΑΙΑ ΝΕΑ</B></FONT><HR SIZE="1" NOSHADE>\n<TABLE WIDTH="100%" BORDER="0" CELLPADDING="3">\n{rows}</TABLE>\n<P ALIGN="right"><FONT SIZE="1">{self.a("arx12", "Αρχείο ειδήσεων &gt;&gt;", "content", inner="Αρχείο ειδήσεων &gt;&gt;")}</FONT>'
        return f'<FONT FACE="Arial" SIZE="4" COLOR="#003366"><B>{esc(doc.title)}</B></FONT><HR SIZE="1" NOSHADE>\n{months}<TABLE WIDTH="100%" BORDER="0" CELLPADDING="3">\n{rows}</TABLE>\n{pager}'

    def service_main(self, doc: Doc) -> str:
        title = f'<FONT FACE="Arial" SIZE="4" COLOR="#003366"><B>{esc(doc.title)}</B></FONT><HR SIZE="1" NOSHADE>\n'
        if doc.kind == "guestbook":
            ents = "".join(
                f'<TABLE WIDTH="100%" BORDER="0" CELLPADDING="4" CELLSPACING="0" STYLE="border:1px solid #cccccc; margin-bottom:8px"><TR BGCOLOR="#E6EEF5"><TD><FONT SIZE="2"><B>{esc(n)}</B>{" - " + esc(w) if w else ""}</FONT></TD><TD ALIGN="right"><FONT SIZE="1">{t}</FONT></TD></TR><TR><TD COLSPAN="2"><FONT SIZE="2">{esc(m)}</FONT></TD></TR></TABLE>\n'
                for n, w, t, m in doc.extra["entries"]
            )
            form = (
                '<FORM ACTION="/guestbook.php?action=add" METHOD="POST"><TABLE BORDER="0"><TR><TD><FONT SIZE="2">Όνομα:</FONT></TD><TD><INPUT TYPE="text" NAME="onoma" SIZE="30"></TD></TR>'
                '<TR><TD><FONT SIZE="2">Πόλη:</FONT></TD><TD><INPUT TYPE="text" NAME="poli" SIZE="30"></TD></TR><TR><TD VALIGN="top"><FONT SIZE="2">Μήνυμα:</FONT></TD><TD><TEXTAREA NAME="minima" ROWS="5" COLS="40"></TEXTAREA></TD></TR>'
                '<TR><TD></TD><TD><INPUT TYPE="submit" VALUE="Καταχώρηση"> <INPUT TYPE="reset" VALUE="Καθαρισμός"></TD></TR></TABLE></FORM>'
            )
            return f'{title}<FONT SIZE="2">Αφήστε ένα μήνυμα στο βιβλίο επισκεπτών μας! Τα μηνύματα εμφανίζονται μετά από έγκριση.</FONT><BR><BR>\n{form}<BR>\n<FONT SIZE="2"><B>Μηνύματα 1-5 από 2.318</B></FONT><BR><BR>\n{ents}<P ALIGN="center"><FONT SIZE="2"><A HREF="guestbook.php?p=2">Επόμενα &gt;&gt;</A></FONT>'
        if doc.kind == "links":
            items = "".join(f'<LI><A HREF="{u}" TARGET="_blank">{esc(t)}</A>\n' for t, u in doc.extra["partners"])
            return f'{title}<FONT SIZE="2">Ιστοσελίδες φίλων και συνεργατών της Φωνής. Για ανταλλαγή συνδέσμων επικοινωνήστε με τον webmaster.</FONT><BR>\n<UL TYPE="square">\n{items}</UL>\n<CENTER><A HREF="http://www.limnifm.test/"><IMG SRC="/banners/limnifm_468x60.gif" WIDTH="468" HEIGHT="60" BORDER="0" ALT="Λίμνη FM"></A></CENTER>'
        text = "".join(f"<P>{self.inline(b[1])}\n" for b in doc.blocks if b[0] == "p")
        form = (
            '<FORM ACTION="/cgi-bin/formmail.pl" METHOD="POST"><INPUT TYPE="hidden" NAME="recipient" VALUE="info@fonikastorias.test"><INPUT TYPE="hidden" NAME="subject" VALUE="Μήνυμα από την ιστοσελίδα">'
            '<TABLE BORDER="0" CELLPADDING="3"><TR><TD><FONT SIZE="2">Ονοματεπώνυμο:</FONT></TD><TD><INPUT TYPE="text" NAME="realname" SIZE="35"></TD></TR><TR><TD><FONT SIZE="2">E-mail:</FONT></TD><TD><INPUT TYPE="text" NAME="email" SIZE="35"></TD></TR>'
            '<TR><TD VALIGN="top"><FONT SIZE="2">Μήνυμα:</FONT></TD><TD><TEXTAREA NAME="message" ROWS="8" COLS="40"></TEXTAREA></TD></TR><TR><TD></TD><TD><INPUT TYPE="submit" VALUE="Αποστολή"></TD></TR></TABLE></FORM>'
        )
        return f'{title}<FONT FACE="Verdana" SIZE="2">{text}<P>E-mail: <A HREF="mailto:info@fonikastorias.test">info@fonikastorias.test</A>\n</FONT>{form}'

    def frame(self, doc: Doc, main: str) -> str:
        menu = "".join(
            f'<IMG SRC="/img/bullet.gif" WIDTH="7" HEIGHT="7"> {self.a(k, t, "chrome:nav", attrs="CLASS=" + chr(34) + "menu" + chr(34))}<BR>\n'
            for k, t in [
                ("home", "ΑΡΧΙΚΗ"),
                ("topika", "ΤΟΠΙΚΑ"),
                ("athlitika", "ΑΘΛΗΤΙΚΑ"),
                ("arx12", "ΑΡΧΕΙΟ"),
                ("photos", "ΦΩΤΟΓΡΑΦΙΕΣ"),
                ("guestbook", "ΒΙΒΛΙΟ ΕΠΙΣΚΕΠΤΩΝ"),
                ("links", "ΣΥΝΔΕΣΜΟΙ"),
                ("epikoinonia", "ΕΠΙΚΟΙΝΩΝΙΑ"),
            ]
        )
        counter = 1_200_000 + rng(doc.key).randrange(0, 90_000)
        latest = "".join(
            f'<FONT SIZE="1">&#149; {self.a(k, self.docs[k].title, "chrome:rail")}</FONT><BR>\n'
            for k in ["limni", "gouna", "fotos"]
        )
        kw = "Καστοριά, ειδήσεις, λίμνη, Ορεστιάδα, γούνα, Άργος Ορεστικό"
        return f"""<HTML>
<HEAD>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=iso-8859-7">
<TITLE>Η ΦΩΝΗ ΤΗΣ ΚΑΣΤΟΡΙΑΣ - {esc(doc.title)}</TITLE>
<META NAME="keywords" CONTENT="{kw}">
<META NAME="description" CONTENT="Ειδήσεις από την Καστοριά και τη Δυτική Μακεδονία">
<META NAME="GENERATOR" CONTENT="Microsoft FrontPage 5.0">
<META NAME="ProgId" CONTENT="FrontPage.Editor.Document">
<STYLE TYPE="text/css">
<!--
A:link {{color:#003399; text-decoration:none}}
A:visited {{color:#663399; text-decoration:none}}
A:hover {{color:#CC0000; text-decoration:underline}}
/*PAD*/
-->
</STYLE>
<SCRIPT LANGUAGE="JavaScript">
<!--
function popup(u) {{ window.open(u,'foto','width=660,height=500,scrollbars=no'); }}
function MM_swapImgRestore() {{ var i,x,a=document.MM_sr; for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++) x.src=x.oSrc; }}
//-->
</SCRIPT>
</HEAD>
<BODY BGCOLOR="#FFFFFF" TEXT="#000000" LINK="#003399" VLINK="#663399" LEFTMARGIN="0" TOPMARGIN="0" MARGINWIDTH="0" MARGINHEIGHT="0">
<CENTER>
<TABLE WIDTH="780" BORDER="0" CELLPADDING="0" CELLSPACING="0" CLASS="plaisio">
<TR><TD COLSPAN="3" BGCOLOR="#003366" HEIGHT="80">{self.a("home", "Η Φωνή της Καστοριάς", "chrome:header", inner='<IMG SRC="/img/logo.gif" WIDTH="400" HEIGHT="80" BORDER="0" ALT="Η Φωνή της Καστοριάς">')}</TD></TR>
<TR><TD COLSPAN="3" BGCOLOR="#CCCCCC" HEIGHT="18"><FONT FACE="Verdana" SIZE="1">&nbsp;<B>{TODAY}</B> &nbsp;|&nbsp; Ηλεκτρονική έκδοση από το 2001</FONT></TD></TR>
<TR>
<TD WIDTH="150" VALIGN="top" BGCOLOR="#E6EEF5" CLASS="menu" STYLE="padding:8px">
<FONT FACE="Verdana" SIZE="2"><B>ΜΕΝΟΥ</B></FONT><BR><BR>
<FONT FACE="Verdana" SIZE="1">
{menu}</FONT>
<BR><BR><FONT SIZE="1"><B>Αναζήτηση</B></FONT><BR>
<FORM ACTION="/search.php" METHOD="GET"><INPUT TYPE="text" NAME="q" SIZE="12"> <INPUT TYPE="submit" VALUE="OK"></FORM>
<A HREF="http://www.kairos-kastoria.test/"><IMG SRC="/banners/kairos_130.gif" WIDTH="130" HEIGHT="90" BORDER="0" ALT="Ο καιρός"></A>
</TD>
<TD WIDTH="480" VALIGN="top" CLASS="main" STYLE="padding:10px">
{main}
</TD>
<TD WIDTH="150" VALIGN="top" BGCOLOR="#F0F0F0" CLASS="deksia" STYLE="padding:6px">
<FONT FACE="Verdana" SIZE="1" COLOR="#990000"><B>ΠΡΟΣΦΑΤΑ</B></FONT><BR>
{latest}<BR>
<FONT SIZE="1"><B>ΦΑΡΜΑΚΕΙΑ</B><BR>Εφημερεύει: Παπαγεωργίου, Μητροπόλεως 12</FONT><BR><BR>
<A HREF="http://www.furkastoria.test/"><IMG SRC="/banners/fur_120x240.gif" WIDTH="120" HEIGHT="240" BORDER="0" ALT="Fur"></A><BR><BR>
<FONT SIZE="1">Επισκέπτες:<BR><IMG SRC="/cgi-bin/counter.cgi?df=foni.dat" ALT="{counter}" WIDTH="90" HEIGHT="20"></FONT>
</TD>
</TR>
<TR><TD COLSPAN="3" BGCOLOR="#003366" ALIGN="center" HEIGHT="30"><FONT FACE="Verdana" SIZE="1" COLOR="#FFFFFF">&copy; 2001-2026 Η Φωνή της Καστοριάς - Μητροπόλεως 41, Καστοριά | {self.a("epikoinonia", "Επικοινωνία", "chrome:footer")} | {self.a("links", "Σύνδεσμοι", "chrome:footer")} | Βέλτιστη εμφάνιση σε 800x600, Internet Explorer 6 | <A HREF="mailto:webmaster@fonikastorias.test">webmaster</A></FONT></TD></TR>
</TABLE>
</CENTER>
</BODY>
</HTML>
"""
