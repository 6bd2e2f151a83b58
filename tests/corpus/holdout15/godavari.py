# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Godavari Vartha: a Telugu news site built with Hugo and a PaperMod-like theme (post-entry cards with a
covering entry-link, post-meta "date · N నిమిషాలు · authors", /posts/YYYY/MM/slug/, /page/2/, /categories/,
/tags/, /authors/ taxonomies, the theme's breadcrumbs and paginav), UTF-8. Hugo's internal opengraph template
writes og:type=article and article:published_time on every *regular* page: the stories and also the
about, privacy, panchangam and cinema pages (with their own front-matter dates); lists get og:type=website."""

from __future__ import annotations

from common import Base, page, story
from sitekit import Doc, css_rules, esc

MONTHS = ["జనవరి", "ఫిబ్రవరి", "మార్చి", "ఏప్రిల్", "మే", "జూన్", "జులై", "ఆగస్టు", "సెప్టెంబర్", "అక్టోబర్", "నవంబర్", "డిసెంబర్"]
C_ENTRY = 'class="entry-link"'
C_NEXT = 'class="next"'
C_PREV = 'class="prev"'


def te_date(iso: str) -> str:
    return f"{MONTHS[int(iso[5:7]) - 1]} {int(iso[8:10])}, {iso[:4]}"


class Godavari(Base):
    origin = "https://godavarivartha.test"
    name = "గోదావరి వార్త"
    prefix = "gv"
    language = "te"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "gv",
            [
                ".header",
                ".nav",
                ".logo",
                ".main",
                ".post-entry",
                ".entry-header",
                ".entry-content",
                ".post-content",
                ".paginav",
                ".footer",
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
                "గోదావరి వార్త",
                "hugo-home",
                list=["varada", "vartha", "cinema_review", "kolam", "photo", "vyasam"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/page/2/",
                "section",
                "గోదావరి వార్త",
                "hugo-home-page-2",
                list=["grandhalayam", "kolam"],
                prev="home",
            )
        )
        add(
            page(
                "category",
                "/categories/%E0%B0%B0%E0%B0%BE%E0%B0%9C%E0%B0%AE%E0%B0%B9%E0%B1%87%E0%B0%82%E0%B0%A6%E0%B1%8D%E0%B0%B0%E0%B0%B5%E0%B0%B0%E0%B0%82/",
                "section",
                "రాజమహేంద్రవరం",
                "hugo-category",
                list=["varada", "vartha", "kolam", "grandhalayam"],
            )
        )
        add(
            page(
                "tag",
                "/tags/%E0%B0%97%E0%B1%8B%E0%B0%A6%E0%B0%BE%E0%B0%B5%E0%B0%B0%E0%B0%BF/",
                "tag",
                "గోదావరి",
                "hugo-tag",
                list=["varada", "photo"],
            )
        )
        add(
            page(
                "author",
                "/authors/ramesh-varma/",
                "author",
                "రమేష్ వర్మ",
                "hugo-author-taxonomy",
                list=["varada", "kolam", "grandhalayam"],
            )
        )
        add(
            page(
                "panchangam",
                "/panchangam/",
                "almanac",
                "నేటి పంచాంగం",
                "hugo-regular-page-almanac",
                [
                    "RAW:<table><tr><th>తిథి</th><td>శుక్ల ద్వాదశి (రాత్రి 9:14 వరకు)</td></tr><tr><th>నక్షత్రం</th><td>అశ్విని</td></tr><tr><th>రాహుకాలం</th><td>మధ్యాహ్నం 12:00 - 1:30</td></tr><tr><th>సూర్యోదయం</th><td>6:14</td></tr><tr><th>సూర్యాస్తమయం</th><td>5:31</td></tr></table>",
                    "పంచాంగం రాజమహేంద్రవరం ప్రామాణిక సమయం ప్రకారం. ప్రతి రోజూ ఉదయం 5 గంటలకు నవీకరిస్తాం.",
                ],
                fm="2024-01-14T05:00:00+05:30",
            )
        )
        add(
            page(
                "cinema",
                "/cinema-timings/",
                "listings",
                "సినిమా థియేటర్ల సమయాలు",
                "hugo-regular-page-showtimes",
                [
                    "## శ్యామల థియేటర్",
                    "- నదీ తీరం: ఉదయం 11:00, మధ్యాహ్నం 2:30, సాయంత్రం 6:15, రాత్రి 9:45",
                    "## రాధాకృష్ణ మల్టీప్లెక్స్",
                    "- నదీ తీరం: 10:30, 1:45, 5:00, 8:30",
                    "- మూడో అంతస్తు: 12:15, 4:00, 7:45",
                    "- చిన్నారి రాజు (పిల్లల సినిమా): 10:00, 1:00",
                    "సమయాలు థియేటర్ల నుంచి అందినవి. మార్పులుంటే థియేటర్‌కే ఫోన్ చేయండి.",
                ],
                fm="2025-06-20T10:00:00+05:30",
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "మా గురించి",
                "hugo-regular-page-about",
                [
                    "గోదావరి వార్త రాజమహేంద్రవరం నుంచి నడిచే స్వతంత్ర వార్తా వెబ్‌సైట్. ఐదుగురు విలేకరులు, ఇద్దరు ఫోటోగ్రాఫర్లతో 2021లో మొదలైంది.",
                    "## సంపాదక వర్గం",
                    "- సంపాదకుడు: రమేష్ వర్మ",
                    "- ఉప సంపాదకురాలు: సుజాత రెడ్డి",
                    "- ఫోటోలు: కిరణ్ కుమార్",
                    "వార్తలు, సవరణల కోసం editor@godavarivartha.test కు రాయండి.",
                ],
                fm="2023-02-01T09:00:00+05:30",
            )
        )
        add(
            page(
                "privacy",
                "/privacy/",
                "policy",
                "గోప్యతా విధానం",
                "hugo-regular-page-policy",
                [
                    "చివరి నవీకరణ: ఫిబ్రవరి 10, 2026",
                    "ఈ వెబ్‌సైట్ మీ పేరు లేదా ఫోన్ నంబర్ సేకరించదు. సందర్శకుల సంఖ్యను లెక్కించేందుకు కుకీలు లేని గణాంక సాధనాన్ని వాడుతున్నాం.",
                    "## వ్యాఖ్యలు",
                    "వ్యాఖ్యల కోసం బయటి సేవను వాడుతాం. దాని విధానం వేరు.",
                ],
                fm="2026-02-10T12:00:00+05:30",
            )
        )
        add(
            page(
                "prakatanalu",
                "/advertise/",
                "advertise",
                "ప్రకటనల ధరలు",
                "hugo-regular-page-advertise",
                [
                    "RAW:<table><tr><th>స్థానం</th><th>వారానికి</th></tr><tr><td>హోమ్ పేజీ పై బ్యానర్</td><td>₹4,000</td></tr><tr><td>వార్త మధ్యలో</td><td>₹2,500</td></tr><tr><td>వార్తాలేఖ</td><td>₹1,500</td></tr></table>",
                    "ధరలు జీఎస్‌టీ అదనం. ప్రకటనల కోసం ads@godavarivartha.test కు రాయండి.",
                ],
                fm="2025-01-05T11:00:00+05:30",
            )
        )
        add(
            page(
                "samprad",
                "/contact/",
                "contact",
                "సంప్రదించండి",
                "hugo-regular-page-contact",
                [
                    "చిరునామా: 14-2-7, గోదావరి గట్టు రోడ్డు, రాజమహేంద్రవరం (కల్పితం).",
                    "ఫోన్: 0883 000 0000. వాట్సాప్‌లో వార్తా సమాచారం పంపండి: 90000 00000.",
                    'RAW:<form action="https://formspree.test/f/gv" method="POST"><label>పేరు <input name="name"></label><label>సందేశం <textarea name="message"></textarea></label><button type="submit">పంపండి</button></form>',
                ],
                fm="2023-02-01T09:00:00+05:30",
            )
        )
        add(
            story(
                "varada",
                "/posts/2026/12/godavari-varada-hecharika/",
                "గోదావరికి వరద హెచ్చరిక: లంక గ్రామాలు అప్రమత్తం",
                "2026-12-02",
                "2026-12-02T08:30:00+05:30",
                te_date("2026-12-02"),
                ["రమేష్ వర్మ", "సుజాత రెడ్డి"],
                [
                    "ఎగువ ప్రాంతాల్లో కురుస్తున్న వర్షాలతో గోదావరి నీటిమట్టం పెరుగుతోంది. ధవళేశ్వరం బ్యారేజీ వద్ద మొదటి ప్రమాద హెచ్చరిక జారీ చేశారు.",
                    "లంక గ్రామాల ప్రజలను సురక్షిత ప్రాంతాలకు తరలించేందుకు అధికారులు పడవలు సిద్ధం చేశారు. పశువులను ఎత్తైన ప్రాంతాలకు తరలించాలని సూచించారు.",
                    "## పునరావాస కేంద్రాలు",
                    "మండల కేంద్రాల్లో ఆరు పునరావాస కేంద్రాలు ఏర్పాటు చేశారు. అక్కడ భోజనం, మందులు అందుబాటులో ఉంటాయి.",
                    "నీటిమట్టం సాయంత్రానికి మరింత పెరిగే అవకాశం ఉందని నీటిపారుదల శాఖ తెలిపింది.",
                ],
                "hugo-post-two-authors-comma",
            )
        )
        add(
            story(
                "vartha",
                "/posts/2026/12/railway-gate-muta/",
                "రైల్వే గేటు రెండు రోజులు మూసివేత",
                "2026-12-01",
                "2026-12-01T19:00:00+05:30",
                te_date("2026-12-01"),
                [],
                [
                    "మరమ్మతుల కారణంగా కొత్తపేట రైల్వే గేటును గురు, శుక్రవారాల్లో మూసివేస్తున్నారు. వాహనదారులు వంతెన మార్గంలో వెళ్లాలని అధికారులు సూచించారు.",
                ],
                "hugo-post-brief-agency",
                credit="సౌజన్యం: ఆంధ్ర వార్తా సేవ",
            )
        )
        add(
            story(
                "cinema_review",
                "/posts/2026/12/nadi-teeram-samiksha/",
                "సమీక్ష: నది తీరం నెమ్మదిగా సాగే నిజాయితీ కథ",
                "2026-12-01",
                "2026-12-01T12:15:00+05:30",
                te_date("2026-12-01"),
                ["లక్ష్మీ ప్రసన్న"],
                [
                    "NOTE: రేటింగ్: 3/5",
                    "ఒక పడవ నడిపే తండ్రి, పట్నంలో చదివే కూతురు మధ్య జరిగే కథ ఇది. దర్శకుడు గోదావరి ఒడ్డును అందంగా చూపించారు.",
                    "రెండో సగంలో కథ నెమ్మదిస్తుంది. కానీ చివరి పది నిమిషాలు ప్రేక్షకులను కదిలిస్తాయి.",
                    "సంగీతం సాధారణంగా ఉంది. నటీనటులందరూ సహజంగా నటించారు.",
                ],
                "hugo-post-review",
            )
        )
        add(
            story(
                "vyasam",
                "/posts/2026/11/nadi-evari-sommu/",
                "నది ఎవరి సొమ్ము?",
                "2026-11-30",
                "2026-11-30T07:00:00+05:30",
                te_date("2026-11-30"),
                ["వెంకట సుబ్బారావు"],
                [
                    "ఇసుక లారీలు రాత్రంతా తిరుగుతున్నాయి. ఉదయానికి రేవులో కొత్త గుంతలు కనిపిస్తున్నాయి. ఇది ఎవరికీ కనిపించడం లేదా?",
                    "నది మనందరిదీ. ఒకరిద్దరి లాభం కోసం దాని ఒడ్డులను తవ్వేస్తే, వచ్చే వరదకు మూల్యం చెల్లించేది లంక గ్రామాల ప్రజలే.",
                    "గ్రామ సభలకు ఇసుక తవ్వకాలపై నిర్ణయాధికారం ఇవ్వాలి. అప్పుడే నదికి కాపలా దొరుకుతుంది.",
                ],
                "hugo-post-opinion-bio",
                bio="వెంకట సుబ్బారావు విశ్రాంత భూగర్భ శాస్త్ర ఆచార్యులు. ఈ వ్యాసంలోని అభిప్రాయాలు రచయితవి.",
            )
        )
        add(
            story(
                "kolam",
                "/posts/2026/12/cheruvu-puduka-tolagimpu/",
                "కొత్తపేట చెరువులో పూడిక తొలగింపు పనులు",
                "2026-12-01",
                "2026-12-01T10:40:00+05:30",
                te_date("2026-12-01"),
                ["రమేష్ వర్మ"],
                [
                    "కొత్తపేట పెద్ద చెరువులో పూడిక తొలగింపు పనులు మొదలయ్యాయి. ఇరవై ఏళ్ల తర్వాత ఈ పని జరుగుతోంది.",
                    "తొలగించిన మట్టిని రైతులు ఉచితంగా పొలాలకు తీసుకెళ్లవచ్చు. ఇప్పటికే నలభై ట్రాక్టర్లు నమోదయ్యాయి.",
                    "పనులు సంక్రాంతి లోపు పూర్తవుతాయని పంచాయతీ కార్యదర్శి చెప్పారు.",
                ],
                "hugo-post-updated",
                updated=te_date("2026-12-02"),
            )
        )
        add(
            story(
                "photo",
                "/posts/2026/11/karthika-deepalu-photos/",
                "ఫోటోలు: గోదావరిలో కార్తీక దీపాలు",
                "2026-11-29",
                "2026-11-29T21:30:00+05:30",
                te_date("2026-11-29"),
                ["కిరణ్ కుమార్"],
                [
                    "FIG: నదిలో తేలుతున్న దీపాలు | పుష్కర ఘాట్ వద్ద నదిలో వదిలిన దీపాలు.",
                    "FIG: ఘాట్ మెట్లపై భక్తులు | సాయంత్రం నుంచే ఘాట్ మెట్లు కిక్కిరిశాయి.",
                    "కార్తీక పౌర్ణమి సందర్భంగా వేలాది మంది భక్తులు నదిలో దీపాలు వదిలారు.",
                ],
                "hugo-post-photo-story",
            )
        )
        add(
            story(
                "grandhalayam",
                "/posts/2026/11/grandhalayaniki-kotha-bhavanam/",
                "శాఖా గ్రంథాలయానికి కొత్త భవనం",
                "2026-11-27",
                "2026-11-27T16:20:00+05:30",
                te_date("2026-11-27"),
                ["రమేష్ వర్మ"],
                [
                    "అరవై ఏళ్ల పాత శాఖా గ్రంథాలయానికి కొత్త భవనం మంజూరైంది. పాత భవనం పైకప్పు కారుతుండటంతో పుస్తకాలు పాడవుతున్నాయి.",
                    "కొత్త భవనంలో పిల్లల విభాగం, పోటీ పరీక్షలకు చదివేవారికి ప్రత్యేక గది ఉంటాయి.",
                ],
                "hugo-post-only-on-page-2",
            )
        )

    # ---- templates -------------------------------------------------------------------------------
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        regular = doc.is_article or "fm" in doc.extra
        if regular:
            iso = doc.iso or doc.extra["fm"]
            og = f'<meta property="og:type" content="article">\n<meta property="og:url" content="{self.url(doc.key)}"><meta property="article:section" content="{"posts" if doc.is_article else ""}">\n<meta property="article:published_time" content="{iso}">\n<meta property="article:modified_time" content="{iso}">'
        else:
            og = f'<meta property="og:type" content="website">\n<meta property="og:url" content="{self.url(doc.key)}">'
        menu = "".join(
            f"<li>{a(k, t, 'chrome:nav')}</li>"
            for k, t in [
                ("category", "రాజమహేంద్రవరం"),
                ("panchangam", "పంచాంగం"),
                ("cinema", "సినిమా సమయాలు"),
                ("about", "మా గురించి"),
            ]
        )
        title = doc.title if doc.key == "home" else f"{doc.title} | గోదావరి వార్త"
        return f"""<!DOCTYPE html>
<html lang="te" dir="auto">
<head><meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<meta name="robots" content="index, follow">
<title>{esc(title)}</title>
<meta name="description" content="{esc(self.lede(doc)) if doc.is_article else "రాజమహేంద్రవరం, గోదావరి జిల్లాల వార్తలు"}">
<meta name="generator" content="Hugo 0.139.0">
<link rel="canonical" href="{self.url(doc.key)}">
<link crossorigin="anonymous" href="/assets/css/stylesheet.8f1d2c.css" rel="preload stylesheet" as="style">
<meta property="og:title" content="{esc(doc.title)}">
{og}
<style>/*PAD*/</style>
</head>
<body class="{"list" if not regular else ""}" id="top">
<header class="header">
<nav class="nav">
<div class="logo">{a("home", "గోదావరి వార్త", "chrome:header", 'accesskey="h" title="గోదావరి వార్త (Alt + H)"')}</div>
<ul id="menu">{menu}</ul>
</nav>
</header>
<main class="main">
{main}
</main>
<footer class="footer">
<span>&copy; 2026 {a("home", "గోదావరి వార్త", "chrome:footer")}</span> · {a("privacy", "గోప్యత", "chrome:footer")} · {a("prakatanalu", "ప్రకటనలు", "chrome:footer")} · {a("samprad", "సంప్రదించండి", "chrome:footer")} · <a href="/index.xml">RSS</a> ·
<span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github.com/" rel="noopener" target="_blank">PaperMod</a></span>
</footer>
<a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" accesskey="g">↑</a>
<script>document.getElementById("top-link").onclick=function(){{window.scrollTo({{top:0,behavior:"smooth"}})}};</script>
</body>
</html>
"""

    def authors_html(self, doc: Doc) -> str:
        return ", ".join(self.a("author", n, "byline") if n == "రమేష్ వర్మ" else esc(n) for n in doc.authors)

    def story_main(self, doc: Doc) -> str:
        a = self.a
        meta = [f'<span title="{doc.iso}">{esc(doc.stamp)}</span>', f"{max(1, len(doc.body) // 400)} నిమిషాలు"]
        if doc.extra.get("updated"):
            meta.append(f"నవీకరణ: {esc(doc.extra['updated'])}")
        if doc.authors:
            meta.append(self.authors_html(doc))
        tail = []
        if doc.extra.get("credit"):
            tail.append(f"<p><em>{esc(doc.extra['credit'])}</em></p>")
        if doc.extra.get("bio"):
            tail.append(f"<hr><p><em>{esc(doc.extra['bio'])}</em></p>")
        order = ["varada", "kolam", "photo", "vyasam", "cinema_review", "vartha"]
        i = order.index(doc.key) if doc.key in order else 0
        prev_k, next_k = order[(i + 1) % len(order)], order[i - 1]
        tags = f'<ul class="post-tags"><li>{a("tag", "గోదావరి", "tags")}</li><li>{a("category", "రాజమహేంద్రవరం", "tags")}</li></ul>'
        return f"""<article class="post-single">
<header class="post-header">
<div class="breadcrumbs">{a("home", "హోమ్", "chrome:breadcrumb")}&nbsp;»&nbsp;<a href="/posts/">Posts</a></div>
<h1 class="post-title entry-hint-parent">{esc(doc.title)}</h1>
<div class="post-meta">{"&nbsp;·&nbsp;".join(meta)}</div>
</header>
<div class="post-content">
{self.blocks(doc)}
{"".join(tail)}
</div>
<footer class="post-footer">
{tags}
<nav class="paginav">{a(prev_k, self.docs[prev_k].title, "chrome:related", C_PREV, '<span class="title">« మునుపటి</span><br><span>' + esc(self.docs[prev_k].title) + "</span>")}{a(next_k, self.docs[next_k].title, "chrome:related", C_NEXT, '<span class="title">తర్వాత »</span><br><span>' + esc(self.docs[next_k].title) + "</span>")}</nav>
</footer>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        out = []
        if doc.key != "home":
            out.append(
                f'<header class="page-header"><div class="breadcrumbs">{self.a("home", "హోమ్", "chrome:breadcrumb")}</div><h1>{esc(doc.title)}</h1></header>'
            )
        else:
            out.append(
                '<article class="first-entry home-info"><header class="entry-header"><h1>గోదావరి వార్త</h1></header><div class="entry-content">రాజమహేంద్రవరం, కోనసీమ, గోదావరి లంకల నుంచి రోజువారీ వార్తలు.</div></article>'
            )
        for k in doc.extra["list"]:
            d = self.docs[k]
            byl = f"&nbsp;·&nbsp;{esc(', '.join(d.authors))}" if d.authors else ""
            out.append(
                f'<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">{esc(d.title)}</h2></header><div class="entry-content"><p>{esc(self.lede(d))}</p></div><footer class="entry-footer"><span title="{d.iso}">{esc(d.stamp)}</span>{byl}</footer>{self.a(k, d.title, "content", C_ENTRY, "")}</article>'
            )
        if doc.extra.get("more"):
            out.append(
                f'<footer class="page-footer"><nav class="pagination">{self.a(doc.extra["more"], "తర్వాతి పేజీ »", "content", C_NEXT)}</nav></footer>'
            )
        if doc.extra.get("prev"):
            out.append(
                f'<footer class="page-footer"><nav class="pagination">{self.a(doc.extra["prev"], "« మునుపటి పేజీ", "content", C_PREV)}</nav></footer>'
            )
        return "\n".join(out)

    def service_main(self, doc: Doc) -> str:
        return f"""<article class="post-single"><header class="post-header"><div class="breadcrumbs">{self.a("home", "హోమ్", "chrome:breadcrumb")}</div><h1 class="post-title">{esc(doc.title)}</h1></header>
<div class="post-content">{self.blocks(doc)}</div></article>"""
