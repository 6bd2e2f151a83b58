# ruff: noqa: E501 (page texts and markup are long literal lines)
"""The Northfield Lantern: a college student newspaper built with Hugo (a small hand-made theme, generator meta,
`/posts/<slug>/`, `/posts/page/2/`, `/tags/<tag>/`, `/authors/<slug>/`, `/archives/` grouped by month, a
client-side `/search/` page that is empty without JavaScript), English, **UTF-8 declared only by `<meta
charset>`** (the server sends a bare `text/html`), absolute hrefs. The front matter dates are printed only as text
("Tuesday, December 1, 2026"), with no `<time>`, no og:type and no JSON-LD; the editorial has no date line at all
(only its print-edition note); the housing story prints both its date and an "Updated" date."""

from __future__ import annotations

import re
from typing import Any

from common import Base, page, story
from sitekit import Doc, css_rules, esc, rng

AUTHORS = {"Priya Raman": "priya-raman", "Tom Okafor": "tom-okafor", "Jordan Lee": "jordan-lee", "Hana Kim": "hana-kim"}
LONG = {
    "2026-12-02": "Wednesday, December 2, 2026",
    "2026-12-01": "Tuesday, December 1, 2026",
    "2026-11-30": "Monday, November 30, 2026",
    "2026-11-29": "Sunday, November 29, 2026",
}
SHORT = {
    "2026-12-02": "Dec 2, 2026",
    "2026-12-01": "Dec 1, 2026",
    "2026-11-30": "Nov 30, 2026",
    "2026-11-29": "Nov 29, 2026",
}


class Lantern(Base):
    origin = "https://northfieldlantern.test"
    name = "The Northfield Lantern"
    prefix = "nl"
    language = "en"
    content_type = "text/html"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "nl", [".site-header", ".post", ".post-meta", ".summary", ".pagination", ".site-footer", ".tags a"], 260
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Northfield Lantern",
                "hugo-home-summaries",
                list=["tuition", "snow", "housing", "latebus", "library", "editorial"],
                more="posts2",
            )
        )
        add(
            page(
                "posts",
                "/posts/",
                "section",
                "Posts",
                "hugo-section-list",
                list=["tuition", "snow", "housing", "latebus", "library", "editorial"],
                more="posts2",
            )
        )
        add(
            page(
                "posts2",
                "/posts/page/2/",
                "section",
                "Posts",
                "hugo-section-page-2",
                list=["dean", "hawks"],
                prev="posts",
                old=[
                    ("Student senate votes to fund a campus food pantry", "/posts/senate-food-pantry/", "Nov 24, 2026"),
                    ("Theater department stages a winter Shakespeare", "/posts/winter-shakespeare/", "Nov 20, 2026"),
                ],
            )
        )
        add(
            page(
                "tag_campus",
                "/tags/campus/",
                "tag",
                "Campus",
                "hugo-taxonomy-term",
                list=["tuition", "housing", "library", "dean"],
            )
        )
        add(page("tag_sports", "/tags/sports/", "tag", "Sports", "hugo-taxonomy-term-one", list=["hawks"]))
        add(
            page(
                "author",
                "/authors/priya-raman/",
                "author",
                "Priya Raman",
                "hugo-author-term-with-bio",
                [
                    "Priya Raman is a senior majoring in economics and the news editor of the Lantern. She covers the board of trustees, tuition and student government. Before joining the paper she interned at the Northfield News.",
                ],
                list=["tuition", "housing"],
            )
        )
        add(page("search", "/search/", "search", "Search", "hugo-client-side-search-empty"))
        add(
            page(
                "archives",
                "/archives/",
                "archive",
                "Archives",
                "hugo-archives-by-month",
                list=["tuition", "snow", "housing", "latebus", "library", "editorial", "dean", "hawks"],
            )
        )
        add(
            page(
                "about",
                "/about/",
                "about",
                "About the Lantern",
                "hugo-about-masthead",
                [
                    "The Northfield Lantern is the independent student newspaper of Harmon College. It has published since 1921 and comes out in print every Thursday during the academic year, online every weekday.",
                    "## Masthead",
                    "- Editor-in-chief: Alicia Moreno",
                    "- News editor: Priya Raman",
                    "- Sports editor: Jordan Lee",
                    "- Photo editor: Hana Kim",
                    "- Faculty adviser: Prof. Daniel Whitcomb",
                    "The Lantern is funded by student activity fees and advertising. Editorial decisions are made by student editors alone.",
                ],
            )
        )
        add(
            page(
                "letters",
                "/letters/",
                "policy",
                "Letters and submissions policy",
                "hugo-policy-page",
                [
                    "We welcome letters to the editor from students, staff, faculty and Northfield residents. Letters should be under 400 words and must include your name and your connection to the college.",
                    "We do not publish anonymous letters. We may edit letters for length, grammar and clarity, and we will contact you before publishing.",
                    "Guest opinion columns of up to 800 words can be pitched to the opinion editor. Send submissions by Monday at 5 p.m. for the Thursday print edition.",
                    "Last updated August 28, 2026.",
                ],
            )
        )

        add(
            story(
                "tuition",
                "/posts/board-approves-tuition-increase/",
                "Board approves 4.8% tuition increase for next fall",
                "2026-12-02",
                None,
                LONG["2026-12-02"],
                ["Priya Raman", "Tom Okafor"],
                [
                    "The Harmon College Board of Trustees voted 11-2 on Tuesday to raise tuition by 4.8 percent for the 2027-28 academic year, bringing the sticker price to $61,340 before room and board.",
                    "The increase is the largest in six years. Vice President for Finance Gregory Stahl told trustees the college faces higher health insurance costs and a deficit in the dining budget.",
                    "## Students push back",
                    'About forty students gathered outside the Weitz Center during the meeting, holding signs that read "Affordable Harmon." Student Senate President Kayla Osei said the board had not consulted students.',
                    '"We found out from an email at 4 p.m. that the vote was happening," Osei said. "That\'s not transparency."',
                    "Stahl said financial aid will grow by 6 percent, so most students on aid will not pay more. The college will hold an open forum on Dec. 9 in the chapel.",
                ],
                "hugo-two-authors-and-date-text-only",
                tags=["campus", "trustees"],
                minutes=4,
            )
        )
        add(
            story(
                "library",
                "/posts/library-hours-finals-week/",
                "Library to stay open 24 hours during finals",
                "2026-12-01",
                None,
                SHORT["2026-12-01"],
                [],
                [
                    "Gould Library will stay open around the clock from Dec. 10 to Dec. 17. Free coffee will be served after midnight in the lobby.",
                ],
                "hugo-brief-no-byline",
                tags=["campus", "briefs"],
                minutes=1,
            )
        )
        add(
            story(
                "editorial",
                "/posts/editorial-dining-hall-hours/",
                "Editorial: Cutting dining hall hours hurts students who work",
                "2026-11-30",
                None,
                "",
                [],
                [
                    "Starting next term, Burton Dining Hall will close at 7:30 p.m. instead of 9 p.m. The college says few students eat late and the change will save $140,000 a year.",
                    "But the students who eat late are often the ones who work evening shifts on campus or in town to pay for school. For them, the change means paying for food off campus or skipping dinner.",
                    "We ask the dining office to keep one hall open until 9 p.m., or at least to offer a take-out option that students can pick up after their shifts.",
                    "SIGN: The Lantern Editorial Board",
                    "NOTE: This editorial appeared in the Nov. 30, 2026 print edition.",
                ],
                "hugo-editorial-board-no-date-line-date-in-print-note",
                tags=["opinion"],
                minutes=2,
                opinion=True,
            )
        )
        add(
            story(
                "dean",
                "/posts/qa-new-dean-of-students/",
                "Q&A: New dean of students on mental health and parking",
                "2026-11-30",
                None,
                LONG["2026-11-30"],
                ["Tom Okafor"],
                [
                    "Renata Alvarez became Harmon's dean of students in October after eleven years at a university in Iowa. She sat down with the Lantern last week.",
                    "Q: What surprised you most about Harmon? || How much students care about each other. But also how tired everyone is by week eight.",
                    "Q: Counseling wait times are about three weeks. Is that acceptable? || No. We are hiring two more counselors and starting drop-in hours in January.",
                    "Q: And parking? || I knew you would ask. The north lot will reopen after construction, which adds 120 spaces.",
                ],
                "hugo-qa-interviewer-author",
                tags=["campus"],
                minutes=3,
            )
        )
        add(
            story(
                "latebus",
                "/posts/opinion-bring-back-the-late-bus/",
                "Opinion: Bring back the late bus",
                "2026-12-01",
                None,
                LONG["2026-12-01"],
                ["Marcus Bell"],
                [
                    "Until last spring a shuttle ran from campus to downtown Northfield until 1 a.m. on weekends. The college cut it to save money. Since then I have watched friends walk along Highway 19 in the dark because they could not afford a ride.",
                    "The shuttle cost about $38,000 a year. That is less than the college spent on the new sign at the main entrance.",
                    "Students will go downtown whether there is a bus or not. The question is whether they get home safely.",
                    "SIGN: Marcus Bell is a junior studying history.",
                ],
                "hugo-opinion-name-only-in-closing-bio",
                tags=["opinion"],
                minutes=2,
                opinion=True,
            )
        )
        add(
            story(
                "hawks",
                "/posts/hawks-fall-in-conference-semifinal/",
                "Hawks fall in conference semifinal on late goal",
                "2026-11-29",
                None,
                SHORT["2026-11-29"],
                ["Jordan Lee"],
                [
                    "The Harmon women's soccer team's season ended Saturday with a 2-1 loss to St. Olaf in the conference semifinal, on a goal in the 87th minute.",
                    "Junior forward Emma Lindqvist scored for the Hawks in the first half. St. Olaf tied it early in the second half and won it on a corner kick.",
                    "The Hawks finish 13-5-2, their best record since 2014. Coach Brenda Hollis said the team loses only two seniors.",
                ],
                "hugo-sports-short-date",
                tags=["sports"],
                minutes=2,
            )
        )
        add(
            story(
                "snow",
                "/posts/photos-first-snow-on-the-quad/",
                "Photos: First snow on the quad",
                "2026-12-02",
                None,
                LONG["2026-12-02"],
                ["Hana Kim"],
                [
                    "FIG: Students throwing snowballs on the Bald Spot | A snowball fight on the Bald Spot on Wednesday morning.",
                    "FIG: Snow on the roof of Skinner Chapel | Skinner Chapel after the first snow of the season.",
                    "About three inches of snow fell overnight, and students were out on the quad before their 8 a.m. classes.",
                ],
                "hugo-photo-essay-photographer-author",
                tags=["photos"],
                minutes=1,
                photo=True,
            )
        )
        add(
            story(
                "housing",
                "/posts/housing-lottery-changes/",
                "Housing lottery will favor seniors, ResLife says",
                "2026-12-01",
                None,
                LONG["2026-12-01"],
                ["Priya Raman"],
                [
                    "The Office of Residential Life will change the spring housing lottery so that rising seniors pick first, followed by juniors and then sophomores, Director Mark Feeney said Monday.",
                    'Until now all students drew random numbers, and some seniors ended up in first-year dorms. "We heard a lot of frustration last year," Feeney said.',
                    "Sophomores will get a guaranteed spot in one of the new townhouses on Division Street, which open in August with 96 beds.",
                    "NOTE: Updated Dec. 2, 2026: An earlier version of this story gave the wrong number of beds in the townhouses. There are 96, not 69.",
                ],
                "hugo-story-with-updated-note",
                tags=["campus"],
                minutes=3,
            )
        )

    # ---- templates ----
    def by(self, d: Doc) -> str:
        if not d.authors or d.extra.get("opinion"):
            return ""
        if d.extra.get("photo"):
            return (
                "Photos by " + self.a("author", d.authors[0], "byline")
                if d.authors[0] == "Priya Raman"
                else f'Photos by <a href="{self.origin}/authors/{AUTHORS[d.authors[0]]}/">{esc(d.authors[0])}</a>'
            )
        names = [
            self.a("author", n, "byline")
            if n == "Priya Raman"
            else f'<a href="{self.origin}/authors/{AUTHORS[n]}/">{esc(n)}</a>'
            for n in d.authors
        ]
        return "By " + " and ".join(names)

    def meta_line(self, d: Doc) -> str:
        parts = [p for p in (esc(d.stamp), self.by(d), f"{d.extra['minutes']} min read") if p]
        return " · ".join(parts)

    def story_main(self, doc: Doc) -> str:
        body = self.blocks(doc, fig=self.fig)
        body = re.sub(r'<p class="signoff">(.*?)</p>', r'<p class="signoff"><em>\1</em></p>', body)
        body = re.sub(r'<div class="note">(.*?)</div>', r'<p class="note"><em>\1</em></p>', body)
        tags = " ".join(self.tag_link(t) for t in doc.extra["tags"])
        order = [k for k, d in self.docs.items() if d.is_article]
        i = order.index(doc.key)
        nav = []
        if i > 0:
            prev = self.docs[order[i - 1]]
            nav.append(
                self.a(prev.key, prev.title, "chrome:related", attrs='class="prev"', inner=f"← {esc(prev.title)}")
            )
        if i + 1 < len(order):
            nav.append(
                self.a(order[i + 1], f"{self.docs[order[i + 1]].title} →", "chrome:related", attrs='class="next"')
            )
        kicker = '<p class="kicker">Opinion</p>' if doc.extra.get("opinion") else ""
        return f"""<article class="post">
<header class="post-header">
{kicker}<h1 class="post-title">{esc(doc.title)}</h1>
<p class="post-meta">{self.meta_line(doc)}</p>
</header>
<div class="post-content">
{body}
</div>
<footer class="post-footer">
<ul class="tags">{tags}</ul>
<p class="share">Share: <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> · <a href="mailto:?subject={esc(doc.title)}&amp;body={esc(self.url(doc.key))}">Email</a></p>
<nav class="post-nav">{" ".join(nav)}</nav>
</footer>
</article>"""

    def fig(self, alt: str, cap: str) -> str:
        n = rng(alt).getrandbits(32)
        return f'<figure><img src="{self.origin}/images/2026/12/snow-{n:08x}.jpg" alt="{esc(alt)}" loading="lazy"><figcaption>{esc(cap)}</figcaption></figure>'

    def tag_link(self, t: str) -> str:
        key = {"campus": "tag_campus", "sports": "tag_sports"}.get(t)
        if key:
            return f"<li>{self.a(key, '#' + t, 'tags')}</li>"
        return f'<li><a href="{self.origin}/tags/{t}/">#{t}</a></li>'

    def summary(self, e: Any) -> str:
        if isinstance(e, Doc):
            date = SHORT.get(e.date or "", "") if e.stamp else ""
            more = self.a(e.key, "Read more →", "content", attrs='class="more"')
            return f'<article class="summary"><h2>{self.a(e.key, e.title, "content")}</h2><p class="post-meta">{" · ".join(p for p in (date, self.by(e)) if p)}</p><p>{esc(self.lede(e))}</p>{more}</article>'
        return f'<article class="summary"><h2><a href="{self.origin}{e[1]}">{esc(e[0])}</a></h2><p class="post-meta">{e[2]}</p></article>'

    def listing_main(self, doc: Doc) -> str:
        ents = [self.docs[k] for k in doc.extra["list"]] + list(doc.extra.get("old", []))
        if doc.kind == "archive":
            groups: dict[str, list[str]] = {}
            for e in ents:
                month = "December 2026" if (e.date or "").startswith("2026-12") else "November 2026"
                groups.setdefault(month, []).append(
                    f'<li><span class="date">{SHORT[e.date or ""][:6].rstrip(",")}</span> {self.a(e.key, e.title, "content")}</li>'
                )
            body = "".join(f'<h2>{m}</h2><ul class="archive-list">{"".join(v)}</ul>' for m, v in groups.items())
            return f'<h1 class="page-title">{esc(doc.title)}</h1>\n{body}\n<p>Older posts: <a href="{self.origin}/archives/2026/10/">October 2026</a> · <a href="{self.origin}/archives/2026/09/">September 2026</a></p>'
        head = ""
        if doc.kind == "tag":
            head = f'<h1 class="page-title">Tagged: {esc(doc.title)}</h1>'
        elif doc.kind == "author":
            head = f'<h1 class="page-title">{esc(doc.title)}</h1><div class="author-bio"><img src="{self.origin}/images/staff/priya.jpg" alt="{esc(doc.title)}" width="96">{self.blocks(doc)}</div><h2>Stories by {esc(doc.title)}</h2>'
        elif doc.key == "home":
            head = '<section class="hero"><p class="tagline">Independent student news from Harmon College since 1921</p></section>'
        else:
            head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        items = "\n".join(self.summary(e) for e in ents)
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="pagination"><span class="current">1</span> {self.a(doc.extra["more"], "2", "chrome:pager")} {self.a(doc.extra["more"], "Older posts »", "chrome:pager")}</nav>'
        elif doc.extra.get("prev"):
            pag = f'<nav class="pagination">{self.a(doc.extra["prev"], "« Newer posts", "chrome:pager")} {self.a(doc.extra["prev"], "1", "chrome:pager")} <span class="current">2</span></nav>'
        return f'{head}\n<div class="post-list">\n{items}\n</div>\n{pag}'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "search":
            return f"""<h1 class="page-title">{esc(doc.title)}</h1>
<form id="search-form" action="{self.origin}/search/" method="get"><input id="search-query" name="q" type="search" placeholder="Search the Lantern…" autocomplete="off"><button type="submit">Search</button></form>
<div id="search-results"></div>
<noscript><p>Search needs JavaScript. You can also browse the {self.a("archives", "archives", "content")} or the {self.a("tag_campus", "campus tag", "content")}.</p></noscript>
<script src="{self.origin}/js/fuse.min.js"></script>
<script>fetch('{self.origin}/index.json').then(r => r.json()).then(data => {{ const fuse = new Fuse(data, {{keys: ['title', 'summary', 'tags'], threshold: 0.3}}); const q = new URLSearchParams(location.search).get('q'); if (q) {{ document.getElementById('search-query').value = q; document.getElementById('search-results').innerHTML = fuse.search(q).map(r => `<article class="summary"><h2><a href="${{r.item.permalink}}">${{r.item.title}}</a></h2><p>${{r.item.summary}}</p></article>`).join(''); }} }});</script>"""
        extra = ""
        if doc.key == "letters":
            extra = '<form class="letter-form" action="https://formspree.test/f/xlantern" method="post"><label>Name <input name="name" required></label><label>Class year or role <input name="role"></label><label>Email <input type="email" name="email" required></label><label>Letter <textarea name="letter" rows="10"></textarea></label><button type="submit">Send letter</button></form>'
        return f'<article class="page"><h1 class="page-title">{esc(doc.title)}</h1>\n<div class="page-content">\n{self.blocks(doc)}\n</div>\n{extra}</article>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        title = self.name if doc.key == "home" else f"{doc.title} | {self.name}"
        desc = (
            esc(self.lede(doc))
            if doc.is_article
            else "The independent student newspaper of Harmon College, Northfield, Minnesota."
        )
        nav = "".join(
            f"<li>{self.a(k, t, 'chrome:nav')}</li>"
            for k, t in [
                ("posts", "News"),
                ("tag_sports", "Sports"),
                ("archives", "Archives"),
                ("about", "About"),
                ("search", "Search"),
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="en-us">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Hugo 0.139.3">
<title>{esc(title)}</title>
<meta name="description" content="{desc}">
<link rel="canonical" href="{esc(url)}">
<link rel="alternate" type="application/rss+xml" href="{self.origin}/index.xml" title="The Northfield Lantern">
<link rel="stylesheet" href="{self.origin}/css/main.min.{rng(doc.key).getrandbits(40):010x}.css">
<style>
/*PAD*/
</style>
</head>
<body class="{"home" if doc.key == "home" else ("single" if doc.is_article else "list")}">
<header class="site-header">
<div class="wrap">
{self.a("home", self.name, "chrome:header", attrs='class="site-title"')}
<p class="site-description">Student news from Harmon College · Northfield, Minn.</p>
<nav class="site-nav"><ul>{nav}</ul></nav>
</div>
</header>
<main class="wrap">
{main}
</main>
<footer class="site-footer">
<div class="wrap">
<p>© 2026 The Northfield Lantern · {self.a("about", "About", "chrome:footer")} · {self.a("letters", "Letters policy", "chrome:footer")} · {self.a("author", "Priya Raman", "chrome:footer", inner="News editor")} · <a href="{self.origin}/index.xml">RSS</a> · <a href="https://instagram.test/northfieldlantern">Instagram</a></p>
<p class="built">Built with <a href="https://gohugo.io/">Hugo</a> and a lot of coffee.</p>
</div>
</footer>
</body>
</html>
"""
