# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Karoo Ledger: a South African independent news site on Ghost 5 (Casper-like theme: `gh-head`, `gh-canvas`,
`gh-content`, `post-template`, `/<slug>/`, `/tag/<slug>/`, `/tag/<slug>/page/2/`, `/author/<slug>/`, a members-only
post with the `gh-post-upgrade-cta`, sodo-search, portal), English (South Africa), UTF-8. Ghost writes its
`Article` JSON-LD and `article:published_time` in UTC (SAST is +02:00: 22:30Z on 3 Dec is 4 Dec in Gqeberha);
one post has two authors, an opinion post is published by the "Ledger Desk" staff account and signed at the end,
an events page (a Ghost page) lists events with prose."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

PCL = 'class="post-card-content-link"'
OLDER = 'class="older-posts"'
NEWER = 'class="newer-posts"'
AUTHORS = {
    "Sipho Ndlovu": "sipho",
    "Anika van Wyk": "anika",
    "Ledger Desk": "desk",
    "Lerato Mahlangu": "lerato",
}


class Karoo(Base):
    origin = "https://karooledger.test"
    name = "The Karoo Ledger"
    prefix = "kl"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kl",
            [
                ".gh-head",
                ".gh-canvas",
                ".gh-content",
                ".gh-article-meta",
                ".post-card",
                ".gh-post-upgrade-cta",
                ".kg-card",
                ".gh-foot",
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
                "The Karoo Ledger",
                "ghost-home",
                list=["drought", "members", "rail", "council", "opinion", "wool", "qa", "clinic"],
                more="page2",
            )
        )
        add(
            page(
                "page2",
                "/page/2/",
                "section",
                "The Karoo Ledger",
                "ghost-home-page-2",
                list=["clinic", "qa", "wool"],
                more=None,
            )
        )
        add(
            page(
                "politics",
                "/tag/politics/",
                "section",
                "Politics",
                "ghost-tag-primary",
                list=["council", "members", "rail", "opinion"],
                more="politics2",
                desc="Municipal and provincial politics in the Karoo and the Eastern Cape.",
            )
        )
        add(
            page(
                "politics2",
                "/tag/politics/page/2/",
                "section",
                "Politics",
                "ghost-tag-page-2",
                list=["qa", "clinic"],
                more=None,
                desc="Municipal and provincial politics in the Karoo and the Eastern Cape.",
            )
        )
        add(
            page(
                "tag",
                "/tag/water/",
                "tag",
                "Water",
                "ghost-tag",
                list=["drought", "opinion", "council"],
                more=None,
                desc="Dams, boreholes and the long drought.",
            )
        )
        add(
            page(
                "author",
                "/author/sipho/",
                "author",
                "Sipho Ndlovu",
                "ghost-author",
                list=["drought", "rail", "council", "wool"],
                more=None,
                bio="Senior reporter. Covers local government, water and farming from Graaff-Reinet. Tips: sipho@karooledger.test",
                loc="Graaff-Reinet",
            )
        )
        add(
            page(
                "events",
                "/events/",
                "events",
                "Karoo events this December",
                "ghost-page-events",
                [
                    "Our pick of what is on in the Karoo over the holidays. Send your event to events@karooledger.test by Wednesday noon.",
                    "## Graaff-Reinet",
                    "- 12 December, 10:00 – Christmas market at the Dutch Reformed Church hall. Crafts, rusks and boerewors rolls. Free entry.",
                    "- 16 December, 18:00 – Carols by candlelight in Church Street. Bring a blanket.",
                    "## Nieu-Bethesda",
                    "- 19 December, 20:00 – Stargazing evening at the Owl House. R80, booking essential.",
                    "## Cradock",
                    "- 27 December, 07:00 – Karoo Canoe Marathon on the Great Fish River, 22 km. Entries close 20 December.",
                    "Times and prices are supplied by the organisers and may change.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy/",
                "policy",
                "Privacy policy",
                "ghost-page",
                [
                    "Updated 2 November 2026",
                    "The Karoo Ledger NPC respects your privacy and processes personal information in line with the Protection of Personal Information Act (POPIA).",
                    "## What we collect",
                    "When you sign up as a member we store your name, email address and the newsletters you choose. Payments are handled by Stripe; we never see your card number.",
                    "## Cookies",
                    "We use a small number of cookies to keep you signed in and to count visits with Plausible, which does not track you across sites.",
                    "## Contact",
                    "Our information officer is reachable at privacy@karooledger.test.",
                ],
            )
        )
        add(
            page(
                "membership",
                "/membership/",
                "subscribe",
                "Support independent news in the Karoo",
                "ghost-page-membership",
                [
                    "The Karoo Ledger is a non-profit newsroom with four reporters covering nine towns. Members pay for our reporting.",
                    "- Free: our weekly newsletter and most stories.",
                    "- Member, R60 a month: every story, including members-only investigations, and the monthly briefing with the editor.",
                    "- Patron, R600 a year: all of the above and your name on our supporters page.",
                    "You can cancel at any time from your account page.",
                ],
            )
        )
        add(
            story(
                "drought",
                "/graaff-reinet-dam-drops-below-ten-percent/",
                "Graaff-Reinet dam drops below ten percent",
                "2026-12-04",
                "2026-12-03T22:30:00.000Z",
                "4 Dec 2026",
                ["Sipho Ndlovu"],
                [
                    "The Nqweba Dam outside Graaff-Reinet was at 9.6% of capacity on Thursday, its lowest level since the drought of 2019, the Department of Water and Sanitation said in its weekly report.",
                    "The dam supplies about a third of the town's water. The rest comes from 38 boreholes, of which six are out of order because of vandalism and broken pumps.",
                    "FIG: Nqweba Dam from the Valley of Desolation road | The exposed bed of the Nqweba Dam on Wednesday. Photo: Sipho Ndlovu",
                    "Dr Beyers Naudé Local Municipality has asked residents to keep use under 50 litres a person a day. Water will be cut in the higher parts of town from 22:00 to 05:00.",
                    '"We are carting water to the clinic and the hospital on some days," municipal spokesperson Thembeka Jacobs said. "We need rain, and we need the boreholes fixed."',
                    "The South African Weather Service expects below-normal rain in the Karoo until February.",
                ],
                "utc-crosses-local-day",
                tag="water",
            )
        )
        add(
            story(
                "members",
                "/inside-the-tender-for-the-new-water-pipeline/",
                "Inside the R84-million tender for a pipeline that was never built",
                "2026-12-02",
                "2026-12-02T06:00:00.000Z",
                "2 Dec 2026",
                ["Lerato Mahlangu"],
                [
                    "In March 2023 the municipality signed a contract worth R84 million for a 31-kilometre pipeline from the Orange-Fish tunnel to Graaff-Reinet. Nearly four years later not one metre of pipe has been laid.",
                    'Documents seen by The Karoo Ledger show the contractor, a company registered in Gqeberha only six weeks before the tender closed, was paid R19.2 million in advance for "site establishment".',
                    "The company's sole director, who did not answer calls or emails, also owns a guest house and a car-wash in Kariega.",
                ],
                "members-only-paywall",
                tag="politics",
                paywall=True,
            )
        )
        add(
            story(
                "rail",
                "/passenger-trains-could-return-to-the-karoo-line/",
                "Passenger trains could return to the Karoo line",
                "2026-12-03",
                "2026-12-03T08:15:00.000Z",
                "3 Dec 2026",
                ["Sipho Ndlovu", "Anika van Wyk"],
                [
                    "Prasa will test whether passenger trains can run again between Port Elizabeth and Cradock, the agency told Parliament's transport committee on Tuesday.",
                    "The line has had no passenger service since 2009. Freight trains still use parts of it to carry manganese to the Port of Ngqura.",
                    "A study by Stellenbosch University found that a weekly train could carry about 400 people each way, most of them workers and students going home for weekends.",
                    '"People here pay R450 for a taxi to Gqeberha. A train ticket would be a third of that," said Cradock councillor Mzwandile Bota.',
                    "Prasa said a decision would be made by the middle of 2027.",
                ],
                "two-authors",
                tag="politics",
            )
        )
        add(
            story(
                "council",
                "/council-votes-to-sell-the-old-power-station/",
                "Council votes to sell the old power station",
                "2026-12-01",
                "2026-12-01T15:40:00.000Z",
                "1 Dec 2026",
                ["Sipho Ndlovu"],
                [
                    "The Dr Beyers Naudé council voted 14 to 9 on Monday to sell the old power station on Caledon Street to a developer who wants to turn it into flats and a brewery.",
                    "The building, from 1926, has stood empty for eleven years. The buyer, Sundays River Property Holdings, offered R3.1 million.",
                    'Opposition councillors said the sale should have gone to public auction. "We do not know if this is the best price," said DA caucus leader Annelie Botha.',
                    "The municipal manager said the process followed the Municipal Asset Transfer Regulations and that two other offers were lower.",
                ],
                "plain",
                tag="politics",
            )
        )
        add(
            story(
                "opinion",
                "/opinion-a-town-cannot-live-on-boreholes-alone/",
                "Opinion: A town cannot live on boreholes alone",
                "2026-11-30",
                "2026-11-30T05:00:00.000Z",
                "30 Nov 2026",
                ["Thandiwe Mokoena"],
                [
                    "Every dry year the answer is the same: drill more boreholes. Graaff-Reinet now has 38 of them, and the water table under the town has dropped by almost eight metres in ten years.",
                    "Groundwater is not a tank that fills itself. It is recharged by the same rain that fills the dam, and when the rain does not come, both run dry together.",
                    "What the town needs is less glamorous: fix the leaks that lose 40% of treated water, meter every house, and reuse treated wastewater for the golf course and parks.",
                    "None of this needs a new tender. It needs a plumber, a budget and a council that reads its own water reports.",
                ],
                "opinion-signed-at-end",
                tag="water",
                sign="Thandiwe Mokoena is a hydrologist and lives in Graaff-Reinet.",
                ghost_author="Ledger Desk",
            )
        )
        add(
            story(
                "wool",
                "/wool-prices-lift-karoo-farmers-after-hard-year/",
                "Wool prices lift Karoo farmers after hard year",
                "2026-11-28",
                "2026-11-28T10:20:00.000Z",
                "28 Nov 2026",
                ["Sipho Ndlovu"],
                [
                    "Merino wool sold for an average of R182 a kilogram at the Gqeberha auction this week, 11% more than a year ago, Cape Wools said.",
                    "Farmers around Aberdeen and Murraysburg said the better price would help them pay for feed after two dry winters.",
                    '"We sold half the flock last year. This price means we can keep the rest," said farmer Johan Pienaar.',
                    "Most of the wool is bought by exporters who send it to China and Italy.",
                ],
                "plain",
                tag="farming",
            )
        )
        add(
            story(
                "qa",
                "/we-want-doctors-who-stay-a-conversation-with-dr-noma-qwabe/",
                "\u2018We want doctors who stay\u2019: a conversation with Dr Noma Qwabe",
                "2026-11-27",
                "2026-11-27T07:00:00.000Z",
                "27 Nov 2026",
                ["Anika van Wyk"],
                [
                    "Dr Noma Qwabe has run the district hospital in Graaff-Reinet for six years. Anika van Wyk asked her why rural hospitals cannot keep their doctors.",
                    "Q: How many doctors should the hospital have? || Eleven. We have six, and two of them are community service doctors who leave in January.",
                    "Q: Why do they leave? || Housing, schools for their children, and the feeling that they are alone here. The money is not the main reason.",
                    "Q: What would help? || A rural allowance that grows every year you stay, and houses for staff on the hospital grounds.",
                ],
                "qa-interview",
                tag="health",
            )
        )
        add(
            story(
                "clinic",
                "/mobile-clinic-to-visit-farms-near-aberdeen/",
                "Mobile clinic to visit farms near Aberdeen",
                "2026-11-26",
                None,
                "26 Nov 2026",
                ["Lerato Mahlangu"],
                [
                    "A mobile clinic will visit 14 farms around Aberdeen every second Tuesday from December, the Eastern Cape health department said.",
                    "The clinic will offer immunisation, HIV testing, family planning and chronic medicine. Farm workers now travel up to 60 km to the nearest clinic.",
                    "The service is paid for by a grant from the Karoo Development Foundation.",
                ],
                "no-metadata-short",
                tag="health",
            )
        )

    def head(self, doc: Doc) -> str:
        parts = [
            f"<title>{esc(doc.title)}</title>",
            f'<link rel="canonical" href="{self.url(doc.key)}">',
            '<meta name="generator" content="Ghost 5.96">',
            '<link rel="alternate" type="application/rss+xml" title="The Karoo Ledger" href="https://karooledger.test/rss/">',
        ]
        if doc.is_article and doc.iso:
            ga = doc.extra.get("ghost_author") or doc.authors[0]
            parts += [
                '<meta property="og:site_name" content="The Karoo Ledger">',
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:description" content="{esc(self.lede(doc))}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta property="article:tag" content="{esc(doc.extra["tag"].title())}">',
                f'<meta name="twitter:label1" content="Written by"><meta name="twitter:data1" content="{esc(ga)}">',
            ]
            ld = {
                "@context": "https://schema.org",
                "@type": "Article",
                "publisher": {"@type": "Organization", "name": "The Karoo Ledger", "url": self.origin + "/"},
                "author": {"@type": "Person", "name": ga, "url": f"{self.origin}/author/{AUTHORS.get(ga, 'x')}/"},
                "headline": doc.title,
                "url": self.url(doc.key),
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "mainEntityOfPage": self.url(doc.key),
            }
            if len(doc.authors) > 1:
                ld["author"] = [{"@type": "Person", "name": n} for n in doc.authors]  # type: ignore[assignment]
            parts.append(f'<script type="application/ld+json">\n{json.dumps(ld, indent=4)}\n</script>')
        elif not doc.is_article:
            parts.append('<meta property="og:type" content="website">')
        return "\n    ".join(parts)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        cls = (
            "post-template"
            if doc.is_article
            else (
                "tag-template"
                if doc.kind in ("tag", "section") and doc.key not in ("page2",)
                else (
                    "author-template"
                    if doc.kind == "author"
                    else ("home-template" if doc.kind == "home" else "page-template")
                )
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    {self.head(doc)}
    <link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=4b7e1c0d9a">
    <style>/*PAD*/</style>
    <script defer src="https://cdn.jsdelivr.test/ghost/portal@~2.44/umd/portal.min.js" data-i18n="true" data-ghost="https://karooledger.test/" data-key="9f1a0c" data-api="https://karooledger.test/ghost/api/content/" crossorigin="anonymous"></script>
    <script defer src="https://cdn.jsdelivr.test/ghost/sodo-search@~1.5/umd/sodo-search.min.js" data-key="9f1a0c" data-styles="https://cdn.jsdelivr.test/ghost/sodo-search@~1.5/umd/main.css" data-sodo-search="https://karooledger.test/" crossorigin="anonymous"></script>
</head>
<body class="{cls} is-head-left-logo has-cover">
<div class="viewport">
    <header id="gh-head" class="gh-head outer">
        <div class="gh-head-inner inner">
            <div class="gh-head-brand">{a("home", "The Karoo Ledger", "header", 'class="gh-head-logo"')}
                <button class="gh-search gh-icon-btn" aria-label="Search this site" data-ghost-search>Search</button></div>
            <nav class="gh-head-menu"><ul class="nav">
                <li class="nav-home">{a("home", "Home", "nav")}</li><li class="nav-politics">{a("politics", "Politics", "nav")}</li><li class="nav-water">{a("tag", "Water", "nav")}</li><li class="nav-events">{a("events", "Events", "nav")}</li><li class="nav-support">{a("membership", "Support us", "nav")}</li>
            </ul></nav>
            <div class="gh-head-actions"><a href="#/portal/signin" data-portal="signin" class="gh-head-link">Sign in</a> <a href="#/portal/signup" data-portal="signup" class="gh-head-button">Subscribe</a></div>
        </div>
    </header>
    <div class="site-content">
{main}
    </div>
    <footer class="site-footer outer"><div class="inner">
        <section class="copyright">{a("home", "The Karoo Ledger", "footer")} © 2026</section>
        <nav class="site-footer-nav"><ul class="nav"><li>{a("privacy", "Privacy", "footer")}</li><li>{a("membership", "Membership", "footer")}</li><li>{a("author", "Sipho Ndlovu", "footer")}</li><li><a href="https://karooledger.test/rss/">RSS</a></li><li><a href="https://ghost.test/" target="_blank" rel="noopener">Powered by Ghost</a></li></ul></nav>
    </div></footer>
</div>
<script src="/assets/built/casper.js?v=4b7e1c0d9a"></script>
<script>window.addEventListener('load', function () {{ document.querySelectorAll('.kg-gallery-image img').forEach(function (i) {{ i.loading = 'lazy'; }}); }});</script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        names = doc.authors if not doc.extra.get("ghost_author") else [doc.extra["ghost_author"]]
        links = ", ".join(
            self.a("author", n, "byline")
            if n == "Sipho Ndlovu"
            else f'<a href="/author/{AUTHORS.get(n, "x")}/">{esc(n)}</a>'
            for n in names
        )
        return f"""<div class="article-byline">
                <section class="article-byline-content">
                    <ul class="author-list">{"".join(f'<li class="author-list-item"><a href="/author/{AUTHORS.get(n, "x")}/" class="author-avatar author-profile-image"><img src="/content/images/size/w100/2026/01/{AUTHORS.get(n, "x")}.jpg" alt="{esc(n)}"></a></li>' for n in names)}</ul>
                    <div class="article-byline-meta">
                        <h4 class="author-name">{links}</h4>
                        <div class="byline-meta-content"><time class="byline-meta-date" datetime="{(doc.iso or "")[:10] or "2026-11-26"}">{esc(doc.stamp)}</time><span class="byline-reading-time"><span class="bull">•</span> 3 min read</span></div>
                    </div>
                </section>
            </div>"""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        tag = doc.extra["tag"]
        tagkey = {"water": "tag", "politics": "politics"}.get(tag)
        taglink = (
            a(tagkey, tag.title(), "tags", 'class="article-tag"')
            if tagkey
            else f'<a href="/tag/{tag}/" class="article-tag">{tag.title()}</a>'
        )
        body = self.blocks(
            doc,
            fig=lambda alt, cap: (
                f'<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images/2026/12/dam.jpg" class="kg-image" alt="{esc(alt)}" loading="lazy" width="2000" height="1333"><figcaption>{esc(cap)}</figcaption></figure>'
            ),
        )
        if doc.extra.get("sign"):
            body += f"\n<hr>\n<p><em>{esc(doc.extra['sign'])}</em></p>"
        if doc.extra.get("paywall"):
            body += """
<aside class="gh-post-upgrade-cta">
    <div class="gh-post-upgrade-cta-content" style="background-color: #b5442c">
        <h2>This post is for paying subscribers only</h2>
        <a class="gh-btn" data-portal="signup" href="#/portal/signup" style="color:#b5442c">Subscribe now</a>
        <p><small>Already have an account? <a data-portal="signin" href="#/portal/signin">Sign in</a></small></p>
    </div>
</aside>"""
        more = "".join(
            f'<article class="post-card post">{a(k, self.docs[k].title, "related", PCL)}<div class="post-card-excerpt">{esc(self.lede(self.docs[k]))}</div></article>'
            for k in ("drought", "rail", "council", "wool")
            if k != doc.key
        )
        return f"""<main id="site-main" class="site-main">
    <article class="article post tag-{tag} {"post-access-paid" if doc.extra.get("paywall") else ""}">
        <header class="article-header gh-canvas">
            <div class="article-tag post-card-tags"><span class="post-card-primary-tag">{taglink}</span>{'<span class="post-card-featured">Members</span>' if doc.extra.get("paywall") else ""}</div>
            <h1 class="article-title">{esc(doc.title)}</h1>
            <p class="article-excerpt">{esc(self.lede(doc)) if doc.key in ("rail", "members") else ""}</p>
            {self.byline(doc)}
        </header>
        <section class="gh-content gh-canvas">
{body}
        </section>
    </article>
</main>
<section class="footer-cta outer"><div class="inner"><h2 class="footer-cta-title">Sign up for The Karoo Ledger</h2><a class="footer-cta-button" href="#/portal" data-portal>Enter your email <span>Subscribe</span></a></div></section>
<aside class="read-more-wrap outer"><div class="read-more inner"><h3>Read more</h3>{more}</div></aside>"""

    def card(self, key: str) -> str:
        d = self.docs[key]
        return f'<article class="post-card post tag-{d.extra["tag"]}">\n  {self.a(key, d.title, "content", PCL)}\n  <div class="post-card-excerpt">{esc(self.lede(d))}</div>\n  <footer class="post-card-meta"><time class="post-card-meta-date">{esc(d.stamp)}</time></footer>\n</article>'

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        head = ""
        if doc.kind in ("tag", "section") and doc.key != "page2":
            head = f'<section class="post-card post-card-large"><h1 class="post-card-title">{esc(doc.title)}</h1><div class="post-card-excerpt">{esc(doc.extra["desc"])}</div></section>'
        elif doc.kind == "author":
            head = f'<section class="post-card post-card-large author-card"><img class="author-profile-pic" src="/content/images/size/w150/2026/01/sipho.jpg" alt="{esc(doc.title)}"><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p><div class="author-profile-meta"><span class="author-profile-location">{esc(doc.extra["loc"])}</span></div></section>'
        elif doc.kind == "home":
            head = f'<div class="site-header-content"><h1 class="site-title">The Karoo Ledger</h1><h2 class="site-description">Independent news for the Karoo heartland</h2></div><div class="home-extra">{self.a("events", "What’s on this December", "content")} · {self.a("page2", "Older stories", "content")} · {self.a("politics2", "More politics", "content")}</div>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="pagination"><span class="page-number">Page 1 of 2</span> {self.a(doc.extra["more"], "Older Posts →", "pager", OLDER)}</nav>'
        elif doc.key in ("page2", "politics2"):
            back = "home" if doc.key == "page2" else "politics"
            pag = f'<nav class="pagination">{self.a(back, "← Newer Posts", "pager", NEWER)} <span class="page-number">Page 2 of 2</span></nav>'
        return f'<main id="site-main" class="site-main outer"><div class="inner posts">{head}<div class="post-feed">\n{cards}\n</div>{pag}</div></main>'

    def service_main(self, doc: Doc) -> str:
        return f'<main id="site-main" class="site-main"><article class="article page"><header class="article-header gh-canvas"><h1 class="article-title">{esc(doc.title)}</h1></header><section class="gh-content gh-canvas">{self.blocks(doc)}</section></article></main>'
