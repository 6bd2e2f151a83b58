# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Greek letters and typographic quotes are deliberate)
"""Θεσσαλική Ενημέρωση: a Larissa regional paper on **WordPress 6** (a Newspaper-like theme: `td-post-title`,
`td-post-content`, `td-module-meta-info`, `/2026/12/04/<greek-slug>/`, `/category/topika/`, `/page/2/`, `/tag/…/`,
`/author/…/`, `/?s=`), Greek, UTF-8, Yoast `@graph` JSON-LD with `datePublished` in +02:00 on most posts. Dates are
printed "04/12/2026 - 10:15"; bylines are printed in the **genitive** ("Της Μαρίας Παπαδοπούλου", "Του Γιώργου
Νικολάου"); the author box under the post gives the nominative. A sports results page (a table of scores with a
two-line intro) is not an article."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["water", "feta", "hospital", "lake", "olive", "strike", "interview", "press"]
GEN = {
    "Μαρία Παπαδοπούλου": "Της Μαρίας Παπαδοπούλου",
    "Γιώργος Νικολάου": "Του Γιώργου Νικολάου",
    "Ελένη Καραγιάννη": "Της Ελένης Καραγιάννη",
}
BIO = {
    "Μαρία Παπαδοπούλου": "Η Μαρία Παπαδοπούλου καλύπτει την τοπική αυτοδιοίκηση της Λάρισας από το 2015.",
    "Γιώργος Νικολάου": "Ο Γιώργος Νικολάου γράφει για την οικονομία και τον αγροτικό τομέα της Θεσσαλίας.",
    "Ελένη Καραγιάννη": "Η Ελένη Καραγιάννη είναι συντάκτρια του ρεπορτάζ υγείας.",
}


class Thessalia(Base):
    origin = "https://www.thessaliki-enimerosi.test"
    name = "Θεσσαλική Ενημέρωση"
    prefix = "thn"
    language = "el"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "thn",
            [
                ".td-header-wrap",
                ".td-post-title",
                ".td-post-content",
                ".td_module_10",
                ".td-author-box",
                ".td-footer-wrapper",
                ".wp-block-table",
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
                "Θεσσαλική Ενημέρωση",
                "wp-newspaper-home",
                list=["water", "feta", "hospital", "lake", "olive", "strike", "results"],
                more="local2",
            )
        )
        add(
            page(
                "local",
                "/category/topika/",
                "section",
                "Τοπικά",
                "wp-category",
                list=["water", "lake", "strike"],
                more="local2",
            )
        )
        add(
            page(
                "local2",
                "/category/topika/page/2/",
                "section",
                "Τοπικά",
                "wp-category-page2",
                list=["hospital", "feta", "olive", "interview", "press"],
            )
        )
        add(page("tag", "/tag/dimos-larisaion/", "tag", "Δήμος Λαρισαίων", "wp-tag", list=["water", "strike"]))
        add(
            page(
                "author",
                "/author/mpapadopoulou/",
                "author",
                "Μαρία Παπαδοπούλου",
                "wp-author-archive",
                list=["water", "lake"],
            )
        )
        add(page("search", "/?s=φέτα", "search", "Αποτελέσματα αναζήτησης για: φέτα", "wp-search", list=["feta"]))
        add(
            page(
                "results",
                "/2026/12/04/apotelesmata-football-league-13i-agonistiki/",
                "results",
                "Τα αποτελέσματα της 13ης αγωνιστικής στη Football League",
                "sports-results-table-wp-post",
                [
                    "Με τη νίκη της ΑΕΛ συνεχίστηκε η 13η αγωνιστική. Αναλυτικά τα αποτελέσματα:",
                    "T: Γηπεδούχος | Σκορ | Φιλοξενούμενος",
                    "T: ΑΕΛ | 2-0 | Νίκη Βόλου",
                    "T: Αναγέννηση Καρδίτσας | 1-1 | Ηρακλής",
                    "T: Τρίκαλα | 0-1 | Μακεδονικός",
                    "T: Ολυμπιακός Βόλου | 3-2 | Αιγάλεω",
                    "Η βαθμολογία θα ανακοινωθεί μετά την ολοκλήρωση της αγωνιστικής.",
                ],
            )
        )
        add(
            page(
                "about",
                "/poioi-eimaste/",
                "about",
                "Ποιοι είμαστε",
                "about-page",
                [
                    "Η Θεσσαλική Ενημέρωση κυκλοφορεί από το 1976 στη Λάρισα και από το 2009 και στο διαδίκτυο.",
                    "Διεύθυνση: Παπαναστασίου 42, 41222 Λάρισα. Τηλ. 2410 000 000",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/politiki-aporritou/",
                "policy",
                "Πολιτική απορρήτου",
                "policy-updated",
                [
                    "Τελευταία ενημέρωση: 15/09/2026",
                    "Ο ιστότοπος χρησιμοποιεί cookies σύμφωνα με τον Γενικό Κανονισμό Προστασίας Δεδομένων (ΓΚΠΔ).",
                    "Μπορείτε να ασκήσετε τα δικαιώματά σας επικοινωνώντας στο privacy@thessaliki-enimerosi.test.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletter/",
                "subscribe",
                "Εγγραφή στο newsletter",
                "newsletter-signup",
                [
                    "Λάβετε κάθε πρωί στο email σας τις σημαντικότερες ειδήσεις της Θεσσαλίας.",
                    "Η εγγραφή είναι δωρεάν και μπορείτε να διαγραφείτε όποτε θέλετε.",
                ],
            )
        )
        add(
            story(
                "water",
                "/2026/12/04/diakopi-nerou-kentro-larisas/",
                "Διακοπή νερού την Παρασκευή στο κέντρο της Λάρισας",
                "2026-12-04",
                "2026-12-04T10:15:00+02:00",
                "04/12/2026 - 10:15",
                ["Μαρία Παπαδοπούλου"],
                [
                    "Διακοπή υδροδότησης θα πραγματοποιηθεί την Παρασκευή από τις 9 το πρωί έως τις 3 το μεσημέρι σε περιοχές του κέντρου της Λάρισας, λόγω εργασιών στο δίκτυο.",
                    "Σύμφωνα με τη ΔΕΥΑΛ, οι εργασίες αφορούν την αντικατάσταση παλαιού αγωγού στην οδό Κύπρου.",
                    "Οι περιοχές που επηρεάζονται είναι:",
                    "- Οδός Κύπρου από Παπαναστασίου έως Ρούσβελτ",
                    "- Πλατεία Ταχυδρομείου",
                    "- Οδός Ασκληπιού",
                    "Η επιχείρηση ζητά την κατανόηση των καταναλωτών.",
                ],
                "genitive-byline-list",
                section="Τοπικά",
                tag=True,
            )
        )
        add(
            story(
                "feta",
                "/2026/12/03/exagoges-fetas-rekor/",
                "Ρεκόρ εξαγωγών φέτας από τις θεσσαλικές μονάδες",
                "2026-12-03",
                "2026-12-03T13:40:00+02:00",
                "03/12/2026 - 13:40",
                ["Γιώργος Νικολάου"],
                [
                    "Σε επίπεδα ρεκόρ κινούνται οι εξαγωγές φέτας από τις τυροκομικές μονάδες της Θεσσαλίας, με αύξηση 14% στο δεκάμηνο.",
                    "Όπως ανέφερε ο πρόεδρος του Συνδέσμου Τυροκόμων, Δημήτρης Αλεξίου, οι κύριες αγορές είναι η Γερμανία, η Γαλλία και οι ΗΠΑ.",
                    'RAW:<blockquote class="td_quote">«Η ζήτηση για γνήσια φέτα ΠΟΠ δεν ήταν ποτέ τόσο μεγάλη»</blockquote>',
                    "Οι κτηνοτρόφοι πάντως επισημαίνουν ότι η τιμή του γάλακτος δεν ακολούθησε την άνοδο.",
                    "Τον Ιανουάριο αναμένεται σύσκεψη με το υπουργείο για τις τιμές παραγωγού.",
                ],
                "masculine-genitive-byline",
                section="Οικονομία",
            )
        )
        add(
            story(
                "hospital",
                "/2026/12/02/nea-mona-gpn-larisas/",
                "Νέα μονάδα εντατικής θεραπείας στο Πανεπιστημιακό Νοσοκομείο",
                "2026-12-03",
                "2026-12-02T23:10:00Z",
                "03/12/2026 - 01:10",
                ["Ελένη Καραγιάννη", "Μαρία Παπαδοπούλου"],
                [
                    "Σε λειτουργία τίθεται από τη Δευτέρα η νέα μονάδα εντατικής θεραπείας του Πανεπιστημιακού Γενικού Νοσοκομείου Λάρισας, με δώδεκα κλίνες.",
                    "Η μονάδα χρηματοδοτήθηκε από το Ταμείο Ανάκαμψης με 4,2 εκατ. ευρώ.",
                    "FIG: ΜΕΘ | Η νέα ΜΕΘ του νοσοκομείου (φωτ. αρχείου)",
                    "Ο διοικητής του νοσοκομείου δήλωσε ότι έχουν ήδη προσληφθεί 30 νοσηλευτές.",
                    "Η Πανελλήνια Ομοσπονδία Εργαζομένων στα Δημόσια Νοσοκομεία ζητά περισσότερες προσλήψεις.",
                ],
                "utc-crosses-day-slug-previous-day",
                section="Υγεία",
            )
        )
        add(
            story(
                "lake",
                "/2026/12/04/limni-karlas-poulia/",
                "Χιλιάδες αποδημητικά πουλιά στη λίμνη Κάρλα",
                "2026-12-04",
                None,
                "04/12/2026 - 08:30",
                ["Μαρία Παπαδοπούλου"],
                [
                    "Χιλιάδες αποδημητικά πουλιά, ανάμεσά τους αργυροπελεκάνοι και φλαμίνγκο, έχουν κατακλύσει τη λίμνη Κάρλα τις τελευταίες ημέρες.",
                    "Ο Φορέας Διαχείρισης της περιοχής οργανώνει ξεναγήσεις κάθε Σάββατο.",
                    "Οι επισκέπτες καλούνται να κρατούν απόσταση από τα πουλιά και να μη χρησιμοποιούν drones.",
                    "NOTE: Διαβάστε επίσης: Ξεκινούν τα έργα στην περιοχή του Στεφανοβίκειου",
                    "Φέτος καταγράφηκαν για πρώτη φορά πάνω από 2.000 φλαμίνγκο.",
                ],
                "no-jsonld-genitive-byline",
                section="Περιβάλλον",
                nold=True,
            )
        )
        add(
            story(
                "olive",
                "/2026/12/01/elaiolado-timi-paragogou/",
                "Πέφτει η τιμή παραγωγού στο ελαιόλαδο",
                "2026-12-01",
                "2026-12-01T17:20:00+02:00",
                "01/12/2026 - 17:20",
                [],
                [
                    "Πτωτικά κινείται η τιμή παραγωγού στο ελαιόλαδο, καθώς η φετινή παραγωγή αναμένεται αυξημένη κατά 30%.",
                    "Σύμφωνα με τους ελαιοπαραγωγούς της Αγιάς, η τιμή έχει υποχωρήσει στα 6,20 ευρώ το κιλό.",
                    "Οι συνεταιρισμοί ζητούν μέτρα στήριξης από το υπουργείο.",
                ],
                "agency-credit-ape",
                section="Οικονομία",
                credit="ΑΠΕ-ΜΠΕ",
            )
        )
        add(
            story(
                "strike",
                "/2026/12/04/apergia-dimotikon-ypallilon/",
                "Στάση εργασίας των δημοτικών υπαλλήλων την Τρίτη",
                "2026-12-04",
                "2026-12-04T12:05:00+02:00",
                "04/12/2026 - 12:05",
                [],
                [
                    "Στάση εργασίας από τις 11 το πρωί έως τις 2 το μεσημέρι κήρυξε ο Σύλλογος Εργαζομένων του Δήμου Λαρισαίων για την Τρίτη.",
                    "Οι εργαζόμενοι ζητούν προσλήψεις μόνιμου προσωπικού στην καθαριότητα.",
                    "Κατά τη διάρκεια της στάσης δεν θα λειτουργήσουν τα ΚΕΠ του δήμου.",
                    "SIGN: Σύνταξη: thessaliki-enimerosi.test",
                ],
                "desk-signoff-no-author",
                section="Τοπικά",
                tag=True,
            )
        )
        add(
            story(
                "interview",
                "/2026/12/03/synenteuxi-dimarchou-larisas/",
                "Ο δήμαρχος Λαρισαίων για τα έργα του 2027",
                "2026-12-03",
                "2026-12-03T19:30:00+02:00",
                "03/12/2026 - 19:30",
                ["Γιώργος Νικολάου"],
                [
                    "Για τα μεγάλα έργα της επόμενης χρονιάς μίλησε ο δήμαρχος Λαρισαίων.",
                    "Q: Πότε θα ολοκληρωθεί η ανάπλαση του Πηνειού; || Ο στόχος είναι να παραδοθεί το πρώτο τμήμα τον Ιούνιο.",
                    "Q: Τι θα γίνει με τη στάθμευση στο κέντρο; || Ετοιμάζουμε δύο νέους υπόγειους σταθμούς με 600 θέσεις.",
                ],
                "interview-accusative-credit",
                section="Τοπικά",
                interviewer=True,
            )
        )
        add(
            story(
                "press",
                "/2026/12/02/deltio-typou-perifereias-xionia/",
                "Σε επιφυλακή η Περιφέρεια για τα χιόνια",
                "2026-12-02",
                "2026-12-02T11:45:00+02:00",
                "02/12/2026 - 11:45",
                [],
                [
                    "Σε επιφυλακή βρίσκονται οι υπηρεσίες της Περιφέρειας Θεσσαλίας ενόψει της επιδείνωσης του καιρού.",
                    "Εκχιονιστικά μηχανήματα έχουν τοποθετηθεί σε Ελασσόνα, Αγιά και Φάρσαλα.",
                    "Οι πολίτες καλούνται να αποφεύγουν τις άσκοπες μετακινήσεις.",
                ],
                "press-release-no-author",
                section="Τοπικά",
                credit="Δελτίο Τύπου",
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="menu-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Αρχική"),
                ("local", "Τοπικά"),
                ("results", "Αθλητικά"),
                ("newsletter", "Newsletter"),
                ("search", "Αναζήτηση"),
            )
        )
        meta = [
            f"<title>{esc(doc.title)} - Θεσσαλική Ενημέρωση</title>",
            f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
        ]
        if doc.is_article or doc.kind == "results":
            meta.append('<meta property="og:type" content="article" />')
        if doc.is_article and not doc.extra.get("nold"):
            graph = [
                {"@type": "WebPage", "@id": self.url(doc.key), "name": doc.title},
                {
                    "@type": "Article",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "author": {"name": doc.authors[0] if doc.authors else "admin"},
                },
            ]
            if doc.authors:
                graph.append({"@type": "Person", "name": doc.authors[0]})
            meta.append(
                f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False)}</script>'
            )
        return f"""<!DOCTYPE html>
<html lang="el">
<head>
<meta charset="UTF-8" />
{chr(10).join(meta)}
<meta name="generator" content="WordPress 6.6.2" />
<link rel="stylesheet" id="td-theme-css" href="/wp-content/themes/Newspaper/style.css?ver=12.6" type="text/css" media="all" />
<style>/*PAD*/</style>
</head>
<body class="{"post-template-default single single-post" if doc.is_article else "archive"} td-standard-pack">
<div class="td-header-wrap"><div class="td-logo">{self.a("home", "Θεσσαλική Ενημέρωση", "nav")}</div><ul id="menu-main" class="sf-menu">{nav}</ul></div>
<div class="td-main-content-wrap">
{main}
<div class="td-pb-span4 td-main-sidebar"><aside class="widget"><h4 class="block-title">Δημοφιλή</h4>{"".join(f"<p>{self.a(k, self.docs[k].title, 'aside')}</p>" for k in ("water", "hospital", "feta"))}</aside></div>
</div>
<div class="td-footer-wrapper">{self.a("about", "Ποιοι είμαστε", "footer")} · {self.a("privacy", "Πολιτική απορρήτου", "footer")} · {self.a("newsletter", "Newsletter", "footer")} · <a href="/feed/">RSS</a><p>© 2026 Θεσσαλική Ενημέρωση. Με την επιφύλαξη παντός δικαιώματος.</p></div>
<div id="cookie-law-info-bar">Χρησιμοποιούμε cookies για να σας προσφέρουμε την καλύτερη εμπειρία. <a role="button">ΑΠΟΔΟΧΗ</a></div>
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            gens = [GEN[a] for a in doc.authors]
            if doc.extra.get("interviewer"):
                gens = ["Συνέντευξη στον Γιώργο Νικολάου"]
            byline = f'<div class="td-post-author-name">{esc(gens[0])}{" και " + esc(gens[1].lower()[:1] + gens[1][1:]) if len(gens) > 1 else ""}</div>'
            boxes = "".join(
                f'<div class="td-author-box"><div class="td-author-name">{self.a("author", a, "byline") if a == "Μαρία Παπαδοπούλου" else esc(a)}</div><div class="td-author-description">{esc(BIO[a])}</div></div>'
                for a in doc.authors
            )
        else:
            byline = f'<div class="td-post-author-name">{esc(doc.extra.get("credit", ""))}</div>'
            boxes = ""
        tags = (
            f'<ul class="td-tags"><li><span>ΕΤΙΚΕΤΕΣ</span></li><li>{self.a("tag", "Δήμος Λαρισαίων", "content")}</li></ul>'
            if doc.extra.get("tag")
            else ""
        )
        rel = "".join(
            f'<div class="td_module_related_posts">{self.a(k, self.docs[k].title, "related")}</div>'
            for k in ARTS
            if k != doc.key
        )
        return f"""<article class="post type-post status-publish format-standard">
<div class="td-post-header">
<ul class="td-category"><li class="entry-category">{esc(doc.section)}</li></ul>
<header class="td-post-title"><h1 class="entry-title">{esc(doc.title)}</h1>
<div class="td-module-meta-info">{byline}<span class="td-post-date"><time class="entry-date updated td-module-date">{doc.stamp}</time></span></div>
</header></div>
<div class="td-post-sharing-top"><a href="https://www.facebook.com/sharer.php">Facebook</a> <a href="https://twitter.com/intent/tweet">Twitter</a> <a href="viber://forward?text=">Viber</a></div>
<div class="td-post-content tagdiv-type">
{self.blocks(doc)}
<div class="td-a-rec td-a-rec-id-content_bottom">ΔΙΑΦΗΜΙΣΗ</div>
</div>
<footer>{tags}{boxes}</footer>
</article>
<div class="td_block_related_posts"><h4>ΣΧΕΤΙΚΑ ΑΡΘΡΑ</h4>{rel}</div>
<div id="comments" class="comments"><h4>Αφήστε ένα σχόλιο</h4><form action="/wp-comments-post.php"><textarea name="comment"></textarea></form></div>"""

    def listing_main(self, doc: Doc) -> str:
        mods = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            mods.append(
                f'<div class="td_module_10 td_module_wrap"><h3 class="entry-title td-module-title">{self.a(k, d.title, "content")}</h3><div class="td-module-meta-info"><span class="td-post-date">{d.stamp}</span></div><div class="td-excerpt">{esc(self.lede(d))}</div></div>'
            )
        more = (
            f'<div class="page-nav td-pb-padding-side">{self.a(doc.extra["more"], "Επόμενη", "pagination")}</div>'
            if doc.extra.get("more")
            else ""
        )
        if doc.key == "local2":
            more = f'<div class="page-nav">{self.a("local", "Προηγούμενη", "pagination")}</div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="td-block-span12">{self.a("tag", "Δήμος Λαρισαίων", "content")} {self.a("author", "Μαρία Παπαδοπούλου", "content")}</div>'
        return f'<div class="td-ss-main-content"><h1 class="entry-title td-page-title">{esc(doc.title)}</h1>{"".join(mods)}{more}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "results":
            return f'<article class="post type-post"><header class="td-post-title"><h1 class="entry-title">{esc(doc.title)}</h1><time class="entry-date">04/12/2026 - 21:55</time></header><div class="td-post-content">\n{self.blocks(doc)}\n</div></article>'
        return f'<div class="td-page-content"><h1 class="entry-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
