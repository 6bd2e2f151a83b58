# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and pager arrows are deliberate)
"""The Delta Star: a Dhaka English portal on **Drupal 10**, modelled on the Daily Star's markup
(`/news/bangladesh/news/<slug>-3712345`, `/news/bangladesh?page=1` as the **second** page (Drupal counts from 0),
`/tags/<slug>`, `/author/<slug>`, `/search?t=`, `/most-read`, `/photo/news/<slug>-<id>`; `node--type-article`,
`field--name-body`, `views-row`, `data-drupal-selector`, a `drupal-settings-json` blob), English, UTF-8. Dates are
printed "Fri Dec 4, 2026 09:15 AM" and "Last update on: …"; schema.org metatag JSON-LD in +06:00 on most stories,
the Gazipur brief's in **UTC** (20:10Z = 4 Dec 02:10 in Dhaka), none on the RMG story. "Star Online Report", "Star
Business Report" and "Our Correspondent" credit no person. The photo story (a two-sentence intro and six captioned
pictures) is a gallery, not an article."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["dengue", "metro", "rmg", "rohingya", "oped", "cricket", "fire", "interview"]


class DeltaStar(Base):
    origin = "https://www.thedeltastar.test"
    name = "The Delta Star"
    prefix = "tds"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tds",
            [".node--type-article", ".field--name-body", ".views-row", ".byline", ".date", ".block-most-read",
             ".region-footer", ".card", ".photo-item"],
            260,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        bd = "/news/bangladesh/news/"
        add(
            page(
                "home",
                "/",
                "home",
                "The Delta Star",
                "drupal-home",
                list=["dengue", "metro", "rmg", "photo", "rohingya", "cricket", "oped", "fire"],
            )
        )
        add(
            page(
                "section",
                "/news/bangladesh",
                "section",
                "Bangladesh",
                "drupal-section",
                list=["dengue", "metro", "fire", "rohingya"],
                more="section2",
            )
        )
        add(
            page(
                "section2",
                "/news/bangladesh?page=1",
                "section",
                "Bangladesh",
                "drupal-section-page1-zero-based",
                list=["interview", "oped", "rmg", "cricket"],
            )
        )
        add(
            page(
                "tag",
                "/tags/dhaka-metro-rail",
                "tag",
                "Dhaka Metro Rail",
                "drupal-taxonomy-term",
                list=["metro", "interview"],
            )
        )
        add(
            page(
                "author",
                "/author/rashidul-hasan",
                "author",
                "Rashidul Hasan",
                "drupal-author",
                list=["metro", "interview"],
                bio="Rashidul Hasan is a senior reporter at The Delta Star. He covers transport and urban development.",
            )
        )
        add(
            page(
                "search",
                "/search?t=dengue",
                "search",
                "Search results: dengue",
                "drupal-search",
                list=["dengue", "oped"],
            )
        )
        add(
            page(
                "mostread",
                "/most-read",
                "section",
                "Most Read",
                "most-read-ranked-list",
                list=["dengue", "cricket", "metro", "fire", "rohingya", "rmg"],
                ranked=True,
            )
        )
        add(
            page(
                "photo",
                "/photo/news/scenes-from-a-foggy-winter-morning-in-dhaka-3712420",
                "gallery",
                "In Pictures: A foggy winter morning in Dhaka",
                "photo-story-intro-captions",
                intro="Dense fog blanketed the capital and much of the country\u2019s north this morning, slowing traffic on roads and rivers. Our photographers captured the city as it woke up.",
                pics=[
                    "Rickshaws make their way through thick fog on Manik Mia Avenue around 7:00am.",
                    "Ferries wait at Sadarghat as river traffic is suspended until visibility improves.",
                    "Commuters warm themselves around a fire near Kamalapur railway station.",
                    "A metro train emerges from the fog near the Agargaon station.",
                    "Vendors sell hot tea and bhapa pitha on a footpath in Mirpur.",
                    "Street children sleep under blankets on the floor of a shopping arcade in Gulistan.",
                ],
            )
        )
        add(
            page(
                "about",
                "/about-us",
                "about",
                "About Us",
                "drupal-basic-page",
                [
                    "The Delta Star is an English-language news portal published from Dhaka since 2001.",
                    "Our newsroom operates around the clock with correspondents in all 64 districts.",
                    "Address: 64-65 Kazi Nazrul Islam Avenue, Dhaka 1215. Email: newsroom@thedeltastar.test",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "Privacy Policy",
                "drupal-basic-page-policy",
                [
                    "Effective from: January 1, 2026",
                    "We respect your privacy. This policy explains what personal information we collect when you use The Delta Star and how we use it.",
                    "Third-party advertisers may use cookies to show you relevant ads. You can opt out through your browser settings.",
                ],
            )
        )
        add(
            story(
                "dengue",
                bd + "dengue-deaths-cross-400-3712345",
                "Dengue deaths cross 400 as December cases stay high",
                "2026-12-04",
                "2026-12-04T09:15:00+06:00",
                "Fri Dec 4, 2026 09:15 AM",
                [],
                [
                    "Four more people died of dengue in the 24 hours till 8:00am today, taking this year\u2019s death toll to 403, according to the Directorate General of Health Services (DGHS).",
                    "During the same period, 612 patients were hospitalised with the mosquito-borne disease, 241 of them in Dhaka.",
                    "So far this year, 87,950 dengue patients have been hospitalised across the country, the DGHS said in a press release.",
                    "Health experts said the number of cases in December was unusually high, as intermittent rain in November had created new breeding grounds for Aedes mosquitoes.",
                    "Entomologist Prof Kabirul Bashar urged city corporations to continue larvicide drives through the winter. \u201cWe cannot relax just because the monsoon is over,\u201d he said.",
                    "Last year, 575 people died of dengue, the second-highest toll on record.",
                ],
                "star-online-report-no-person",
                section="Bangladesh",
                credit="Star Online Report",
                updated="Fri Dec 4, 2026 11:30 AM",
            )
        )
        add(
            story(
                "metro",
                bd + "metro-rail-to-run-till-midnight-from-january-3712300",
                "Metro rail to run till midnight from January",
                "2026-12-03",
                "2026-12-03T19:40:00+06:00",
                "Thu Dec 3, 2026 07:40 PM",
                ["Rashidul Hasan"],
                [
                    "Dhaka\u2019s MRT Line-6 will operate until midnight from January 1, two hours later than the current schedule, the Dhaka Mass Transit Company Limited (DMTCL) announced today.",
                    "Trains will run every ten minutes between 10:00pm and midnight, DMTCL Managing Director Abdul Mannan Sarker told The Delta Star.",
                    "The metro rail currently carries around 420,000 passengers a day between Uttara and Motijheel. The Kamalapur extension is expected to open in the second half of next year.",
                    "Passengers have long demanded longer hours, saying the last trains are packed with office workers and shoppers.",
                    "\u201cMany of us leave office after 9:00pm. Then we have to take a bus or rickshaw, which takes more than an hour,\u201d said Sharmin Akter, a bank employee who travels from Mirpur to Motijheel.",
                    "The DMTCL said additional staff had been recruited for the extended hours. The fare will remain unchanged.",
                    "Work on MRT Line-1, the underground line connecting the airport to Kamalapur, is 38 percent complete, officials said.",
                ],
                "person-byline-tag",
                section="Bangladesh",
                updated="Thu Dec 3, 2026 09:02 PM",
                tag=True,
            )
        )
        add(
            story(
                "rmg",
                "/business/economy/news/rmg-exports-rise-11pc-in-november-3712288",
                "RMG exports rise 11pc in November",
                "2026-12-03",
                None,
                "Thu Dec 3, 2026 05:20 PM",
                [],
                [
                    "Bangladesh\u2019s garment exports rose 11.2 percent year-on-year to $4.21 billion in November, driven by strong orders from the European Union ahead of the holiday season.",
                    "According to data from the Export Promotion Bureau, knitwear shipments grew faster than woven garments.",
                    "Overall exports in the first five months of the fiscal year stood at $20.6 billion, up 8.4 percent.",
                    "Exporters, however, warned that gas shortages in Gazipur and Narayanganj factories were hurting production.",
                    "A table of monthly figures:",
                    "T: Month | Exports ($bn) | Growth",
                    "T: September | 3.62 | 6.1%",
                    "T: October | 3.98 | 9.4%",
                    "T: November | 4.21 | 11.2%",
                ],
                "business-report-table-no-jsonld",
                section="Business",
                credit="Star Business Report",
                updated="",
                nold=True,
            )
        )
        add(
            story(
                "rohingya",
                "/news/bangladesh/news/rohingya-food-rations-cut-again-3712260",
                "Rohingya food rations to be cut again as funding dries up",
                "2026-12-02",
                "2026-12-02T16:30:00+06:00",
                "Wed Dec 2, 2026 04:30 PM",
                ["Tahmina Akter", "Sohel Parvez"],
                [
                    "The monthly food assistance for more than a million Rohingya refugees in Cox\u2019s Bazar will be cut to $8 per person from January, the World Food Programme said, citing a shortfall in donor funding.",
                    "The rations were raised to $12 earlier this year after cuts in 2023 led to a sharp rise in malnutrition in the camps.",
                    "Mohammad Rafiq, a community leader in Kutupalong camp, said families were already skipping meals. \u201cWith eight dollars, a family cannot buy enough rice and lentils for a month,\u201d he said.",
                    "The refugee relief and repatriation commissioner said the government would urge donors to fill the gap at a meeting in Geneva next month.",
                    "Aid agencies warned that cuts could push more young refugees to attempt dangerous boat journeys to Malaysia and Indonesia.",
                ],
                "two-authors-and",
                section="Bangladesh",
                updated="Wed Dec 2, 2026 06:12 PM",
            )
        )
        add(
            story(
                "oped",
                "/opinion/views/news/we-must-rethink-how-we-fight-dengue-3712150",
                "We must rethink how we fight dengue",
                "2026-12-01",
                "2026-12-01T08:00:00+06:00",
                "Tue Dec 1, 2026 08:00 AM",
                ["Farhana Karim"],
                [
                    "For a quarter of a century, Bangladesh has fought dengue the same way: fogging machines in the evening, a few awareness rallies, and appeals to citizens to clean their rooftops. The results speak for themselves.",
                    "The disease is no longer seasonal. Cases now appear in every month and in every district. Hospitals outside Dhaka, which rarely saw dengue ten years ago, are filling up with patients.",
                    "### Data, not drives",
                    "City corporations still measure their work by the number of drives conducted. They should measure it by the density of Aedes larvae in each ward, surveyed every week and published online.",
                    "### Treat it as a national programme",
                    "Malaria was brought under control because it had a dedicated national programme with its own budget and staff. Dengue deserves the same.",
                    "Finally, we must invest in research. Vaccines are being tested in several countries; Bangladesh should be part of those trials.",
                    "NOTE: Dr Farhana Karim is professor of public health at Dhaka University.",
                ],
                "oped-honorific-bio-note",
                section="Views",
                byline_text="Dr Farhana Karim",
                updated="",
            )
        )
        add(
            story(
                "cricket",
                "/sports/cricket/news/tigers-clinch-series-with-thrilling-win-3712390",
                "Tigers clinch series with thrilling one-wicket win",
                "2026-12-04",
                "2026-12-04T20:45:00+06:00",
                "Fri Dec 4, 2026 08:45 PM",
                ["Mazhar Uddin"],
                [
                    "Tail-ender Rakibul Islam hit the winning boundary with two balls to spare as Bangladesh beat Zimbabwe by one wicket in the third ODI in Chattogram today to clinch the series 2-1.",
                    "Chasing 268, the hosts were reduced to 201 for seven before Mahidul Hasan\u2019s 54 off 49 balls revived the innings.",
                    "Pacer Shoriful Alam had earlier taken four for 41 to restrict Zimbabwe after their openers added 98.",
                    "Captain Najmul Hossain praised the lower order. \u201cThis is a win that shows the character of the team,\u201d he said.",
                ],
                "sports-person-byline",
                section="Sports",
                updated="Fri Dec 4, 2026 10:10 PM",
            )
        )
        add(
            story(
                "fire",
                bd + "gazipur-factory-fire-doused-after-5-hours-3712330",
                "Gazipur factory fire doused after 5 hours",
                "2026-12-04",
                "2026-12-03T20:10:00Z",
                "Fri Dec 4, 2026 02:10 AM",
                [],
                [
                    "A fire that broke out at a knitting factory in Gazipur\u2019s Konabari area was brought under control after five hours.",
                    "Fourteen firefighting units worked to douse the flames. No casualties were reported as the factory was closed for the night, said the fire service\u2019s Gazipur deputy director.",
                    "The cause of the fire could not be known immediately.",
                ],
                "correspondent-brief-utc",
                section="Bangladesh",
                credit="Our Correspondent, Gazipur",
                updated="",
            )
        )
        add(
            story(
                "interview",
                "/news/bangladesh/news/a-city-that-works-for-pedestrians-3712210",
                "\u2018Dhaka can still become a city for pedestrians\u2019",
                "2026-12-02",
                "2026-12-02T10:30:00+06:00",
                "Wed Dec 2, 2026 10:30 AM",
                ["Rashidul Hasan"],
                [
                    "Urban planner Adil Mahmud, who led a recent study on walkability in Dhaka, speaks to The Delta Star about footpaths, the metro and the future of the capital.",
                    "Q: How walkable is Dhaka today? || Very little. Our survey of 120 kilometres of main roads found that only a third of footpaths were usable. The rest were broken, occupied by vendors or blocked by construction material.",
                    "Q: Has the metro rail changed anything? || It has, around the stations. People now walk to the metro, so the pressure to fix footpaths has grown. But the last-mile connection is still very poor.",
                    "Q: What should the city corporations do first? || Clear the footpaths near schools, hospitals and stations, and keep them clear. It does not need big money, it needs enforcement and coordination.",
                    "Q: Are you optimistic? || Yes. Young people are demanding better public spaces, and that is how change begins.",
                ],
                "qa-interview-tag",
                section="Bangladesh",
                updated="",
                tag=True,
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f'<li class="menu-item">{self.a(k, t, "nav")}</li>' for k, t in (
            ("home", "Home"), ("section", "Bangladesh"), ("rmg", "Business"), ("oped", "Opinion"), ("cricket", "Sports"), ("photo", "Photos"), ("mostread", "Most Read")))  # fmt: skip
        meta = [f"<title>{esc(doc.title)} | The Delta Star</title>", f'<link rel="canonical" href="{esc(self.url(doc.key))}" />',
                f'<meta property="og:title" content="{esc(doc.title)}" />', '<meta property="og:site_name" content="The Delta Star" />']  # fmt: skip
        if doc.is_article:
            meta += [
                '<meta property="og:type" content="article" />',
                f'<meta name="description" content="{esc(self.lede(doc))}" />',
            ]
            if doc.iso:
                meta.append(f'<meta property="article:published_time" content="{doc.iso}" />')
            if not doc.extra.get("nold"):
                ld = {"@context": "https://schema.org", "@graph": [{"@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso, "dateModified": doc.iso,
                      "author": {"@type": "Person", "name": ", ".join(doc.authors)} if doc.authors else {"@type": "Organization", "name": doc.extra.get("credit", "The Delta Star")},
                      "publisher": {"@type": "Organization", "name": "The Delta Star"}, "mainEntityOfPage": self.url(doc.key)}]}  # fmt: skip
                meta.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        else:
            meta.append('<meta property="og:type" content="website" />')
        settings = json.dumps(
            {
                "path": {
                    "baseUrl": "/",
                    "currentPath": "node/" + (doc.path.rsplit("-", 1)[-1] if doc.is_article else doc.kind),
                    "currentLanguage": "en",
                },
                "ajaxPageState": {"theme": "deltastar", "libraries": "core/drupal,deltastar/global"},
            }
        )
        most = "".join(
            f'<div class="views-row"><span class="number">{i}</span>{self.a(k, self.docs[k].title, "aside")}</div>'
            for i, k in enumerate(("dengue", "cricket", "metro"), 1)
        )
        return f"""<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
{chr(10).join(meta)}
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xy7a2Kq.css?delta=0&amp;language=en&amp;theme=deltastar" />
<style>/*PAD*/</style>
</head>
<body class="path-{"node" if doc.is_article else esc(doc.kind)}">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header class="header"><div class="header-top"><span class="date">Friday, December 4, 2026</span> <a href="https://epaper.thedeltastar.test/">E-paper</a> <a href="https://bangla.thedeltastar.test/">Bangla</a></div>
<div class="logo">{self.a("home", "The Delta Star", "nav")}</div>
<nav role="navigation" aria-labelledby="block-mainnavigation-menu" id="block-mainnavigation"><ul class="menu">{nav}</ul></nav></header>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="region region-content">
{main}
</div>
</main>
<aside class="region region-sidebar"><div class="block block-views block-most-read"><h2 class="block-title">Most Viewed</h2>{most}</div></aside>
<footer class="region region-footer"><ul class="menu">{"".join(f"<li>{x}</li>" for x in (self.a("about", "About Us", "footer"), self.a("privacy", "Privacy Policy", "footer"), self.a("mostread", "Most Read", "footer"), '<a href="/rss.xml">RSS</a>', '<a href="mailto:ads@thedeltastar.test">Advertisement</a>'))}</ul><p>&copy; 2026 thedeltastar.test. All Rights Reserved</p></footer>
<div id="sliding-popup" class="sliding-popup-bottom"><div class="eu-cookie-compliance-message">We use cookies on this site to enhance your user experience. By clicking any link on this page you are giving your consent for us to set cookies.</div><button type="button" class="agree-button eu-cookie-compliance-default-button">OK, I agree</button></div>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{settings}</script>
<script src="/sites/default/files/js/js_Pq3mZ1.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=deltastar"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("byline_text"):
            return f'<div class="byline">{esc(doc.extra["byline_text"])}</div>'
        if not doc.authors:
            return f'<div class="byline">{esc(doc.extra.get("credit", ""))}</div>'
        names = [
            self.a("author", a, "byline")
            if a == "Rashidul Hasan"
            else f'<a href="/author/{a.lower().replace(" ", "-")}">{esc(a)}</a>'
            for a in doc.authors
        ]
        return f'<div class="byline">{" and ".join(names)}</div>'

    def story_main(self, doc: Doc) -> str:
        upd = f'<div class="date">Last update on: {doc.extra["updated"]}</div>' if doc.extra.get("updated") else ""
        rel = "".join(
            f'<div class="card"><h3 class="title">{self.a(k, self.docs[k].title, "related")}</h3></div>'
            for k in ARTS
            if k != doc.key
        )
        tags = (
            f'<div class="tags">{self.a("tag", "Dhaka Metro Rail", "content")} <a href="/tags/dhaka-traffic">Dhaka traffic</a></div>'
            if doc.extra.get("tag")
            else '<div class="tags"><a href="/tags/bangladesh">Bangladesh</a></div>'
        )
        body = self.blocks(doc).replace('<div class="note">', '<p class="bio"><em>').replace("</div>", "</em></p>")
        return f"""<article role="article" class="node node--type-article node--view-mode-full">
<div class="breadcrumb"><a href="{esc(self.href("home"))}">Home</a> / <span>{esc(doc.section)}</span></div>
<h1 class="fw-700 e-mb-16 article-title">{esc(doc.title)}</h1>
<div class="author-info">{self.byline(doc)}<div class="date">{doc.stamp}</div>{upd}</div>
<div class="social-share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">X</a> <a href="https://www.linkedin.com/shareArticle?url={esc(self.url(doc.key))}">LinkedIn</a> <a href="mailto:?body={esc(self.url(doc.key))}">Email</a></div>
<div class="section-media"><img src="/sites/default/files/styles/big_202/public/images/2026/12/04/{doc.key}.jpg" alt="" /><span class="caption">Photo: Star</span></div>
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{body}
</div>
{tags}
<div class="google-news-follow"><a href="https://news.google.com/publications/deltastar">Follow The Delta Star on Google News</a></div>
</article>
<div class="block-related"><h2 class="block-title">Related news</h2>{rel}</div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for i, k in enumerate(doc.extra["list"], 1):
            d = self.docs[k]
            num = f'<span class="number">{i}</span>' if doc.extra.get("ranked") else ""
            stamp = d.stamp or "Fri Dec 4, 2026 07:30 AM"
            exc = (
                ""
                if doc.extra.get("ranked")
                else f'<p class="intro">{esc(self.lede(d) if d.is_article else d.extra.get("intro", ""))}</p>'
            )
            rows.append(
                f'<div class="views-row">{num}<div class="card"><h3 class="title">{self.a(k, d.title, "content")}</h3>{exc}<div class="card-info"><span class="date">{stamp}</span></div></div></div>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<div class="author-bio">{esc(doc.extra["bio"])}</div>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="pager"><ul class="pager__items js-pager__items"><li class="pager__item is-active">1</li><li class="pager__item">{self.a(doc.extra["more"], "2", "pagination")}</li><li class="pager__item pager__item--next">{self.a(doc.extra["more"], "Next ›", "pagination")}</li></ul></nav>'
        elif doc.key == "section2":
            pag = f'<nav class="pager"><ul class="pager__items"><li class="pager__item">{self.a("section", "‹ Previous", "pagination")}</li><li class="pager__item is-active">2</li><li class="pager__item"><a href="/news/bangladesh?page=2">3</a></li></ul></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="block"><h2 class="block-title">Topics</h2>{self.a("tag", "Dhaka Metro Rail", "content")} · {self.a("author", "Rashidul Hasan", "content")} · {self.a("interview", self.docs["interview"].title, "content")} · {self.a("section", "More Bangladesh news", "content")} · Trending: {self.a("search", "dengue", "content")}</div>'
        return f'<div class="view view-content">{head}{"".join(rows)}{pag}{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            pics = "".join(
                f'<div class="photo-item"><img src="/sites/default/files/styles/very_big_1/public/images/2026/12/04/fog-{i}.jpg" alt="" /><p class="photo-caption">{esc(c)}</p><span class="photo-credit">Photo: Prabir Das</span></div>'
                for i, c in enumerate(doc.extra["pics"], 1)
            )
            return f'<article class="node node--type-photo-gallery"><h1 class="article-title">{esc(doc.title)}</h1><div class="author-info"><div class="byline">Star Online Report</div><div class="date">Fri Dec 4, 2026 10:00 AM</div></div><div class="field--name-field-intro"><p>{esc(doc.extra["intro"])}</p></div><div class="photo-gallery">{pics}</div><p>{self.a("dengue", self.docs["dengue"].title, "related")}</p></article>'
        return f'<div class="node node--type-page"><h1 class="page-title">{esc(doc.title)}</h1><div class="field--name-body">\n{self.blocks(doc)}\n</div></div>'
