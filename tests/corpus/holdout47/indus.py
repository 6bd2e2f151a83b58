# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and pager arrows are deliberate)
"""The Indus Herald: a Karachi English daily modelled on Dawn's markup (`/news/1879123/<slug>`, `/pakistan/2`,
`/trends/<slug>`, `/authors/<id>/<slug>`, `/search?q=`; `story__title`, `story__byline`, `story__time`,
`timestamp--published`, `timestamp--updated`, `story__content`), English, UTF-8. Times are printed "Published December
4, 2026 Updated about 2 hours ago"; `NewsArticle` JSON-LD in +05:00, the IMF story's in **UTC** (20:30Z = 4 Dec
01:30 in Karachi). "Our Correspondent" / "Staff Reporter" bylines credit no person; two reporters are joined by
" | ". Print stories end "Published in The Indus Herald, December 4th, 2026" (not body); the column ends with an
italic "The writer is …" line (not body). The daily cartoon page is not an article."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["smog", "water", "imf", "column", "cricket", "editorial", "senate", "books"]
IDS = {
    "smog": 1879123,
    "water": 1879118,
    "imf": 1879101,
    "column": 1879044,
    "cricket": 1879160,
    "editorial": 1879050,
    "senate": 1879140,
    "books": 1878990,
    "cartoon": 1879200,
}


class Indus(Base):
    origin = "https://www.indusherald.test"
    name = "The Indus Herald"
    prefix = "ihd"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ihd",
            [".story__title", ".story__content", ".story__byline", ".story__time", ".box", ".nav__item",
             ".footer__links", ".timestamp--updated"],
            260,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Indus Herald",
                "dawn-home",
                list=["imf", "smog", "senate", "water", "cricket", "editorial", "column", "cartoon"],
            )
        )
        add(
            page(
                "section",
                "/pakistan",
                "section",
                "Pakistan",
                "dawn-section",
                list=["smog", "water", "senate", "imf"],
                more="section2",
            )
        )
        add(
            page(
                "section2",
                "/pakistan/2",
                "section",
                "Pakistan",
                "dawn-section-page2",
                list=["books", "cricket", "editorial", "column"],
            )
        )
        add(page("tag", "/trends/smog", "tag", "Smog", "dawn-trend", list=["smog", "editorial", "column"]))
        add(
            page(
                "author",
                "/authors/6612/sabina-rashid",
                "author",
                "Sabina Rashid",
                "dawn-author",
                list=["column"],
                bio="Sabina Rashid is an economist and former adviser to the finance ministry.",
            )
        )
        add(page("search", "/search?q=imf", "search", "Search: imf", "dawn-search", list=["imf", "column"]))
        add(
            page(
                "cartoon",
                "/news/1879200/cartoon-4-december-2026",
                "cartoon",
                "Cartoon: 4 December, 2026",
                "daily-cartoon-image",
                alt="Cartoon by Farhan Ali",
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About us",
                "dawn-static",
                [
                    "The Indus Herald was founded in Karachi in 1952 and is published from Karachi, Lahore and Islamabad.",
                    "Letters to the editor may be sent to letters@indusherald.test. For advertising, contact ads@indusherald.test.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy",
                "policy",
                "Privacy policy",
                "dawn-static-policy",
                [
                    "Last revised: June 10, 2026",
                    "This policy describes how The Indus Herald and its affiliates collect and use information when you visit our website or use our apps.",
                    "We use cookies and similar technologies for analytics and advertising. You can withdraw consent at any time from the cookie settings.",
                ],
            )
        )
        add(
            story(
                "smog",
                "/news/1879123/lahore-schools-closed-as-smog-chokes-punjab",
                "Lahore schools closed for a week as smog chokes Punjab",
                "2026-12-04",
                "2026-12-04T10:20:00+05:00",
                "December 4, 2026",
                [],
                [
                    "LAHORE: The Punjab government on Thursday ordered all schools in Lahore, Gujranwala, Faisalabad and Multan divisions to remain closed for a week as the air quality index in the provincial capital crossed 600 for the third consecutive day.",
                    "According to a notification issued by the school education department, private and public schools will remain closed till December 11, while colleges will shift to online classes.",
                    "The Environment Protection Department also banned the burning of crop residue and ordered brick kilns not using zigzag technology to shut down until further orders.",
                    "Doctors at the Mayo Hospital and Services Hospital said the number of patients with respiratory complaints had doubled over the past week.",
                    "The Met Office forecast no rain in the province for the next ten days, saying foggy and smoggy conditions would persist during the night and morning hours.",
                    "Citizens have been advised to wear masks and avoid unnecessary outdoor activities.",
                    "NOTE: Published in The Indus Herald, December 4th, 2026",
                ],
                "our-correspondent-dateline-print",
                section="Pakistan",
                credit="Our Correspondent",
                updated="Updated about 2 hours ago",
                trend=True,
            )
        )
        add(
            story(
                "water",
                "/news/1879118/karachi-areas-without-water-as-k-iv-pipeline-bursts",
                "Karachi areas without water as main pipeline bursts",
                "2026-12-04",
                "2026-12-04T08:05:00+05:00",
                "December 4, 2026",
                [],
                [
                    "KARACHI: Several parts of the city, including Gulshan-i-Iqbal, Nazimabad and North Karachi, faced a severe water shortage on Thursday after a main supply line burst near Dhabeji.",
                    "A spokesperson for the water corporation said repair work was under way and supply would be restored within 48 hours.",
                    "Residents complained that tanker operators had doubled their rates overnight, charging up to Rs8,000 for a 1,000-gallon tanker.",
                    "The corporation said it had set up complaint cells and that water would be supplied free of cost through its hydrants to the affected localities.",
                    "NOTE: Published in The Indus Herald, December 4th, 2026",
                ],
                "staff-reporter-print",
                section="Pakistan",
                credit="Staff Reporter",
                updated="Updated about 4 hours ago",
            )
        )
        add(
            story(
                "imf",
                "/news/1879101/imf-staff-level-agreement-reached-on-second-review",
                "IMF, Pakistan reach staff-level agreement on second review",
                "2026-12-04",
                "2026-12-03T20:30:00Z",
                "December 4, 2026",
                ["Khurram Shahzad"],
                [
                    "ISLAMABAD: Pakistan and the International Monetary Fund have reached a staff-level agreement on the second review of the $7 billion Extended Fund Facility, paving the way for the release of about $1.1bn.",
                    "In a statement issued early on Friday, the IMF mission chief said the authorities had made progress in restoring macroeconomic stability, with inflation falling to single digits and the current account in surplus.",
                    "The agreement is subject to approval by the Fund\u2019s executive board, which is expected to meet in January.",
                    "The mission, however, called for stronger efforts to broaden the tax base, noting that the Federal Board of Revenue had fallen short of its target for the first five months of the fiscal year by Rs340bn.",
                    "It also urged the provinces to raise agricultural income tax collection as agreed under the National Fiscal Pact.",
                    "Finance ministry officials said the government had agreed to avoid any new tax amnesty and to keep power tariffs at cost-recovery levels.",
                    "The rupee and the stock market are expected to react positively to the news when trading opens.",
                ],
                "person-byline-jsonld-utc",
                section="Business",
                updated="Updated about 2 hours ago",
            )
        )
        add(
            story(
                "column",
                "/news/1879044/the-cost-of-cheap-money",
                "The cost of cheap money",
                "2026-12-02",
                "2026-12-02T07:00:00+05:00",
                "December 2, 2026",
                ["Sabina Rashid"],
                [
                    "THE State Bank has cut its policy rate by 900 basis points in eighteen months. Business groups want more, and they want it now. They should be careful what they wish for.",
                    "Our economic history is a series of short booms financed by cheap credit and imports, followed by a balance of payments crisis and another IMF programme. Each time, we tell ourselves that this time is different.",
                    "The current account is in surplus today largely because imports have been held down. As soon as growth picks up, the demand for machinery, fuel and consumer goods will rise, and with it the demand for dollars.",
                    "Lower rates will help the government, which spends more than half its revenue on interest. But unless exports grow faster than imports, cheap money will simply bring the next crisis closer.",
                    "What we need is not a lower interest rate but a higher savings rate, a tax system that does not punish the documented sector, and an exchange rate that is allowed to move.",
                    "None of this is new. What is missing is the political will to see reforms through beyond one programme.",
                    "NOTE: The writer is an economist and a former adviser to the finance ministry.",
                    "NOTE: Published in The Indus Herald, December 2nd, 2026",
                ],
                "column-writer-line-end",
                section="Opinion",
                updated="Updated December 2, 2026 11:40am",
                author_link=True,
            )
        )
        add(
            story(
                "cricket",
                "/news/1879160/pakistan-thrash-sri-lanka-to-level-odi-series",
                "Pakistan thrash Sri Lanka to level ODI series",
                "2026-12-04",
                "2026-12-04T21:40:00+05:00",
                "December 4, 2026",
                ["Umar Farooq"],
                [
                    "RAWALPINDI: Opener Saad Mehmood hit a career-best 142 as Pakistan beat Sri Lanka by 96 runs in the second one-day international at the Pindi Cricket Stadium on Friday to level the three-match series 1-1.",
                    "Put in to bat, Pakistan posted 331-6, with Mehmood sharing a 170-run stand for the second wicket with captain Haris Javed, who made 78.",
                    "Sri Lanka were never in the chase after losing three wickets inside the first ten overs to fast bowler Naveed Khan, who finished with 4-38.",
                    "The deciding match will be played in Lahore on Sunday.",
                ],
                "sports-dateline",
                section="Sport",
                updated="Updated about 1 hour ago",
            )
        )
        add(
            story(
                "editorial",
                "/news/1879050/smog-season-again",
                "Smog season, again",
                "2026-12-03",
                "2026-12-03T06:00:00+05:00",
                "December 3, 2026",
                [],
                [
                    "FOR the fourth year running, Lahore has topped the list of the world\u2019s most polluted cities in the first week of December. Schools are being shut, hospitals are full and flights are delayed. And yet, every winter, the government acts as if the smog has come as a surprise.",
                    "The causes are well known: vehicle emissions, the burning of crop stubble, brick kilns and industrial units that ignore environmental rules. Each of these could be tackled months before the smog season begins.",
                    "The Punjab government deserves credit for converting thousands of brick kilns to cleaner technology and for deploying air quality monitors across the province. But enforcement remains patchy once the headlines fade.",
                    "Farmers need affordable alternatives to burning residue, such as subsidised seeders. Public transport in Lahore must be expanded so that fewer people depend on motorcycles and cars.",
                    "Smog is not a seasonal inconvenience; it is a public health emergency that shortens lives. It demands a plan that runs all year.",
                    "NOTE: Published in The Indus Herald, December 3rd, 2026",
                ],
                "editorial-no-byline",
                section="Editorial",
                credit="",
            )
        )
        add(
            story(
                "senate",
                "/news/1879140/senate-panel-rejects-proposed-tax-on-pensions",
                "Senate panel rejects proposed tax on pensions",
                "2026-12-04",
                "2026-12-04T18:15:00+05:00",
                "December 4, 2026",
                ["Nadia Qureshi", "Tariq Naqvi"],
                [
                    "ISLAMABAD: The Senate Standing Committee on Finance on Thursday unanimously rejected a proposal to tax pensions above Rs1 million a year, saying retired people could not bear more burden.",
                    "Committee chairman Senator Mohsin Aziz Baloch said the proposal, part of the draft Finance (Amendment) Bill, would hit retired government employees who had no other source of income.",
                    "FBR officials told the committee the measure would bring in about Rs12bn and had been discussed with the IMF.",
                    "The committee also asked the FBR to explain why refunds worth Rs90bn owed to exporters had not been paid.",
                    "NOTE: Published in The Indus Herald, December 5th, 2026",
                ],
                "two-authors-pipe",
                section="Pakistan",
                updated="Updated about 3 hours ago",
            )
        )
        add(
            story(
                "books",
                "/news/1878990/peshawar-old-book-market-turns-the-page",
                "In Peshawar\u2019s old book market, a new chapter",
                "2026-12-01",
                "2026-12-01T09:00:00+05:00",
                "December 1, 2026",
                ["Zeenat Afridi"],
                [
                    "PESHAWAR: In a narrow lane off Qissa Khwani Bazaar, Gul Rehman has been selling second-hand books for 41 years. His shop, no wider than a car, holds Urdu poetry, medical textbooks and a shelf of English thrillers.",
                    "\u201cStudents used to queue here before exams. Now they download everything on their phones,\u201d he says, dusting a copy of a chemistry guide.",
                    "But something has changed in the past two years. Young people have started posting photos of the market on social media, and a group of university students now holds a book swap in the lane every Sunday.",
                    "The city administration has also promised to repair the roof over the lane and install lights, after traders complained that the monsoon rains damaged thousands of books in August.",
                    "There were once more than 60 bookshops in the area; today there are 23. Rehman says his son, an engineer, has no interest in taking over the business.",
                    "\u201cWhen I close, this lane will lose its memory,\u201d he says. \u201cUnless these young people keep coming.\u201d",
                    "NOTE: Published in The Indus Herald, December 1st, 2026",
                ],
                "feature-dateline",
                section="Pakistan",
                updated="",
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f'<a class="nav__item" href="{esc(self.href(k))}">{t}</a>' if k in self.docs else "" for k, t in (
            ("home", "Home"), ("section", "Pakistan"), ("imf", "Business"), ("column", "Opinion"), ("cricket", "Sport"), ("cartoon", "Cartoon"), ("search", "Search")))  # fmt: skip
        for k in ("home", "section", "imf", "column", "cricket", "cartoon", "search"):
            self.a(k, k, "nav")  # record the nav links (the anchors above are written directly)
        meta = [f"<title>{esc(doc.title)} - Pakistan - The Indus Herald</title>" if doc.is_article else f"<title>{esc(doc.title)} - The Indus Herald</title>",
                f'<link rel="canonical" href="{esc(self.url(doc.key))}">', f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}">', '<meta property="og:site_name" content="The Indus Herald">']  # fmt: skip
        if doc.is_article:
            meta += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
            ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso,
                  "author": [{"@type": "Person", "name": a} for a in doc.authors] if doc.authors else {"@type": "Organization", "name": "The Indus Herald"},
                  "publisher": {"@type": "Organization", "name": "The Indus Herald", "logo": {"@type": "ImageObject", "url": self.origin + "/_img/logo.png"}},
                  "mainEntityOfPage": {"@type": "WebPage", "@id": self.url(doc.key)}}  # fmt: skip
            meta.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        elif doc.kind == "cartoon":
            meta.append('<meta property="og:type" content="article">')
        latest = "".join(
            f'<article class="story story--small"><h2 class="story__title">{self.a(k, self.docs[k].title, "aside")}</h2></article>'
            for k in ("imf", "smog", "senate")
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{chr(10).join(meta)}
<link rel="stylesheet" href="/_css/main.css?v=2026.11.30">
<style>/*PAD*/</style>
<script>var dawnAds = {{"section": "{esc((doc.section or doc.kind).lower())}", "storyId": "{IDS.get(doc.key, 0)}"}};</script>
</head>
<body class="{"story-page" if doc.is_article else "listing-page"}">
<div class="ad ad--leaderboard">Advertisement</div>
<header class="header"><div class="header__date">Friday, December 4, 2026 | Jamadi-us-Sani 23, 1448</div><div class="logo">{self.a("home", "The Indus Herald", "nav")}</div>
<nav class="nav">{nav}<a class="nav__item" href="https://epaper.indusherald.test/">E-Paper</a></nav></header>
<main class="container">
{main}
</main>
<aside class="sidebar"><div class="box box--latest"><h3 class="box__title">Latest stories</h3>{latest}</div></aside>
<footer class="footer"><div class="footer__links">{self.a("about", "About us", "footer")} | {self.a("privacy", "Privacy policy", "footer")} | <a href="mailto:letters@indusherald.test">Contact</a> | <a href="/feeds/home">RSS</a></div><p>Copyright &copy; 2026, The Indus Herald</p></footer>
<div class="cookie-notice">This website uses cookies to give you the best experience. <button class="cookie-notice__ok">Got it</button></div>
<script src="/_js/main.min.js?v=2026.11.30" defer></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        if doc.authors:
            names = [
                self.a("author", a, "byline")
                if doc.extra.get("author_link")
                else f'<a href="/authors/{7000 + 37 * len(a)}/{a.lower().replace(" ", "-")}">{esc(a)}</a>'
                for a in doc.authors
            ]
            by = " | ".join(names)
        else:
            by = esc(doc.extra.get("credit", ""))
        byline = f'<span class="story__byline">{by}</span>' if by else ""
        upd = (
            f' <span class="timestamp--updated">{esc(doc.extra["updated"])}</span>' if doc.extra.get("updated") else ""
        )
        notes = self.blocks(doc).replace('<div class="note">', "<p><em>").replace("</div>", "</em></p>")
        rel = "".join(
            f'<article class="story story--small"><h2 class="story__title">{self.a(k, self.docs[k].title, "related")}</h2></article>'
            for k in ARTS
            if k != doc.key
        )
        trend = (
            f'<div class="story__trends">{self.a("tag", "Smog", "content")}</div>'
            if doc.extra.get("trend") or doc.key == "editorial"
            else ""
        )
        return f"""<article class="story story--large" data-id="{IDS[doc.key]}">
<div class="story__category">{esc(doc.section)}</div>
<h2 class="story__title"><a class="story__link" href="{esc(self.href(doc.key))}">{esc(doc.title)}</a></h2>
<div class="story__meta">{byline}<span class="story__time">Published <span class="timestamp--published">{doc.stamp}</span>{upd}</span></div>
<div class="story__share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">Twitter</a> <a href="whatsapp://send?text={esc(self.url(doc.key))}">WhatsApp</a> <a href="#comments">Comments</a></div>
<figure class="media"><img src="/primary/2026/12/{IDS[doc.key]}.jpg" alt=""><figcaption class="media__caption">&mdash; File photo</figcaption></figure>
<div class="story__content overflow-hidden text-4 sm:text-4.5 pt-1 mt-1">
{notes}
</div>
{trend}
</article>
<div class="box box--related"><h3 class="box__title">Read more</h3>{rel}</div>
<div id="comments" class="comments"><h3>Comments (0)</h3><p>Comments are closed on this story.</p></div>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            exc = esc(self.lede(d)) if d.is_article else "Cartoon by Farhan Ali"
            by = (" | ".join(d.authors) if d.authors else d.extra.get("credit", "")) if d.is_article else ""
            items.append(
                f'<article class="story"><h2 class="story__title">{self.a(k, d.title, "content")}</h2><span class="story__byline">{esc(by)}</span><span class="timestamp--published">{d.stamp or "December 4, 2026"}</span><div class="story__excerpt">{exc}</div></article>'
            )
        head = f'<h1 class="page-title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<p class="author__bio">{esc(doc.extra["bio"])}</p>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<nav class="pagination">{self.a(doc.extra["more"], "Next", "pagination")}</nav>'
        elif doc.key == "section2":
            pag = f'<nav class="pagination">{self.a("section", "Previous", "pagination")} <a href="/pakistan/3">Next</a></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="box"><h3 class="box__title">Trending</h3>{self.a("tag", "Smog", "content")} · {self.a("author", "Sabina Rashid", "content")} · {self.a("books", self.docs["books"].title, "content")} · {self.a("section", "More from Pakistan", "content")}</div>'
        return f'<section class="listing">{head}{"".join(items)}{pag}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "cartoon":
            return f'<article class="story story--cartoon"><h2 class="story__title">{esc(doc.title)}</h2><span class="timestamp--published">December 4, 2026</span><figure class="media media--cartoon"><img src="/primary/2026/12/cartoon-04-12-2026.jpg" alt="{esc(doc.extra["alt"])}"><figcaption class="media__caption">{esc(doc.extra["alt"])}</figcaption></figure><p><a href="/cartoons">More cartoons</a> · {self.a("editorial", "Today’s editorial", "content")}</p></article>'
        return f'<div class="static-page"><h1 class="page-title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
