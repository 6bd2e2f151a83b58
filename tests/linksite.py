"""Two small, coherent news sites whose CMS template declares every page a NewsArticle (JSON-LD, og:type
article, article:published_time, an author meta), service pages included: the case link evidence is for.

Stories are reached from the fronts' and sections' content with headline anchors (one from a header
ticker, one from a nav entry: "Election 2026" on a signed explainer); service pages, sections and indexes
from the header, nav, utility bar and footer with short anchors. One site is built with semantic markup
(`<header>`, `<nav>`, `<main>`, `<footer>`), the other with class names and a layout table.

`build()` gives the pages with their labels; `write(dir)` writes them as a labelled set with `sites.json`
(tests/corpus/linksite/: `python -m tests.linksite`), for bench_extraction's crawl mode.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

SENTENCES = [
    "The council voted late on Tuesday after a debate that ran for almost four hours.",
    "Residents who packed the public gallery applauded when the final count was read out.",
    "Officials said the work would begin in the spring and take about eighteen months.",
    "The harbour authority has warned for years that the old pier could not carry heavy lorries.",
    "A spokesman for the contractor declined to comment on the cost of the delay.",
    "Figures published by the regional statistics office show the sharpest rise since 2019.",
    "Local traders said the closure of the main road had cut their takings by a third.",
    "The proposal now goes to a second committee, which meets again in January.",
    "Police said two men had been questioned and released pending further inquiries.",
    "The school's head teacher said pupils had been moved to temporary classrooms.",
    "Opposition members accused the mayor of rushing the plan through without a study.",
    "The fire service was called shortly after midnight and had the blaze under control by dawn.",
    "Several families on the estate said they had not been told about the change in advance.",
    "The new timetable adds two early services and removes the last train on Sundays.",
    "Engineers found cracks in three of the bridge's supports during a routine inspection.",
]
SERVICE_SENTENCES = [
    "The newsroom follows a written code that covers accuracy, fairness, sourcing and corrections.",
    "Requests are answered by the standards editor within five working days of being received.",
    "The guide sets out how names, titles, numbers and dates are written across the site.",
    "Material supplied by press officers is checked and attributed before it is published.",
    "Complaints that are upheld lead to a correction or a clarification at the foot of the story.",
    "The service is free and can be cancelled at any time from the link in every email.",
    "Images in the press kit may be used for coverage of the festival with the credit shown.",
    "Comments that contain personal attacks, spam or unlawful material are removed by moderators.",
    "The ombudsman reports twice a year on the complaints received and how they were resolved.",
    "Each edition is sent early in the morning and gathers the main stories of the day.",
    "The listings are updated every week and include free events, markets and concerts.",
    "Offers are provided by local businesses and are checked by the commercial team.",
]
# A notice signed by the editor in the site's name: it speaks to the reader ("we", "our", "you")
NOTICE = [
    "We rely on readers like you to keep our reporting on the harbour free for everyone to read.",
    "Your support pays for our reporters at council meetings, in the courts and on the quays.",
    "If you value our journalism, we ask you to give what you can, once or every month.",
    "We will never put our coverage of the bay behind a paywall, and you can cancel at any time.",
    "Thank you for reading us, for writing to us and for telling us when we get things wrong.",
]
TEMPLATE_DATE = "2024-03-01T09:00:00+00:00"  # the date the CMS puts on every page it did not date itself


@dataclass
class Page:
    path: str
    title: str
    is_article: bool
    kind: str
    paragraphs: list[str] = field(default_factory=list)
    author: str = ""
    date: str = ""  # YYYY-MM-DD
    teasers: list[tuple[str, str]] = field(default_factory=list)  # (path, headline) of a front or section
    html: str = ""


@dataclass
class Site:
    origin: str
    name: str
    pages: dict[str, Page] = field(default_factory=dict)

    def url(self, path: str) -> str:
        return self.origin + path


def _prose(rng: random.Random, pool: list[str], paragraphs: int) -> list[str]:
    return [" ".join(rng.sample(pool, 3)) for _ in range(paragraphs)]


def _head(site: Site, page: Page) -> str:
    # The template: a NewsArticle node, og:type=article and article:published_time on every page, service
    # pages and indexes too; the author meta is the site's own name where no one signs the page.
    published = f"{page.date}T08:30:00+00:00" if page.date else TEMPLATE_DATE
    node = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": page.title,
        "datePublished": published,
        "author": {"@type": "Person" if page.author else "Organization", "name": page.author or site.name},
        "publisher": {"@type": "Organization", "name": site.name},
    }
    return (
        f"<head><meta charset='utf-8'><title>{escape(page.title)} | {escape(site.name)}</title>"
        f"<meta property='og:type' content='article'><meta property='og:title' content='{escape(page.title)}'>"
        f"<meta property='og:site_name' content='{escape(site.name)}'>"
        f"<meta property='article:published_time' content='{published}'>"
        f"<meta name='author' content='{escape(page.author or site.name)}'>"
        f"<script type='application/ld+json'>{json.dumps(node)}</script></head>"
    )


def _body(page: Page) -> str:
    if page.teasers:
        items = "".join(
            f"<div class='teaser'><h2><a href='{p}'>{escape(h)}</a></h2><p>{escape(SENTENCES[i % 15])}</p></div>"
            for i, (p, h) in enumerate(page.teasers)
        )
        return f"<h1>{escape(page.title)}</h1>{items}"
    byline = (
        f"<p class='byline'>By <span class='author'>{escape(page.author)}</span> "
        f"<time datetime='{page.date}T08:30:00+00:00'>{page.date}</time></p>"
        if page.author
        else ""
    )
    paragraphs = "".join(f"<p>{escape(p)}</p>" for p in page.paragraphs)
    return f"<h1>{escape(page.title)}</h1>{byline}{paragraphs}"


def _semantic(site: Site, page: Page, nav: list[tuple[str, str]], foot: list[tuple[str, str]], ticker: str) -> str:
    links = "".join(f"<li><a href='{p}'>{escape(t)}</a></li>" for p, t in nav)
    footer = "".join(f"<li><a href='{p}'>{escape(t)}</a></li>" for p, t in foot)
    tick = site.pages[ticker]
    body = _body(page)
    inner = f"<article>{body}</article>" if not page.teasers else body
    return (
        f"<!doctype html><html lang='en'>{_head(site, page)}<body>"
        f"<header class='site-header'><a class='logo' href='/'>{escape(site.name)}</a>"
        f"<nav aria-label='Sections'><ul>{links}</ul></nav>"
        f"<div class='ticker'>Breaking: <a href='{tick.path}'>{escape(tick.title)}</a></div></header>"
        f"<main>{inner}</main>"
        f"<footer><ul>{footer}</ul><p>&copy; 2026 {escape(site.name)}</p></footer></body></html>"
    )


def _tabled(site: Site, page: Page, utility: list[tuple[str, str]], left: list[tuple[str, str]],
            foot: list[tuple[str, str]]) -> str:  # fmt: skip
    top = " | ".join(f"<a href='{p}'>{escape(t)}</a>" for p, t in utility)
    menu = "<br>".join(f"<a href='{p}'>{escape(t)}</a>" for p, t in left)
    footer = " &middot; ".join(f"<a href='{p}'>{escape(t)}</a>" for p, t in foot)
    return (
        f"<!doctype html><html lang='en'>{_head(site, page)}<body>"
        f"<div id='topbar' class='utility-links'>{top}</div>"
        f"<div class='brand'><a href='/'>{escape(site.name)}</a></div>"
        f"<table width='100%'><tr><td class='leftnav' width='20%'>{menu}</td>"
        f"<td class='story-cell'>{_body(page)}</td></tr></table>"
        f"<div class='site-footer'>{footer}</div></body></html>"
    )


def _add(site: Site, page: Page) -> Page:
    site.pages[page.path] = page
    return page


def _harbour(rng: random.Random, origin: str) -> Site:
    site = Site(origin, "Harbour Gazette")
    stories = [
        (
            "/politics/2026/11/28/council-approves-harbour-wall-repairs",
            "Council approves harbour wall repairs after long debate",
            "Mara Lindqvist",
        ),
        (
            "/politics/2026/11/27/mayor-faces-questions-over-ferry-contract",
            "Mayor faces questions over the ferry contract",
            "Tomas Reyes",
        ),
        (
            "/business/2026/11/26/fish-market-traders-count-cost-of-road-closure",
            "Fish market traders count the cost of the road closure",
            "Aisha Okafor",
        ),
        (
            "/business/2026/11/25/shipyard-wins-order-for-two-new-ferries",
            "Shipyard wins an order for two new ferries",
            "Daniel Moss",
        ),
    ]
    for path, title, author in stories:
        day = "-".join(path.split("/")[2:5])  # the URL's date
        _add(site, Page(path, title, True, "story", _prose(rng, SENTENCES, 5), author, day))
    # A story at an undated slug, signed, reached first from the header's ticker (a long anchor)
    _add(site, Page("/business/harbour-dredging-contract-awarded-to-local-firm",
                    "Harbour dredging contract awarded to a local firm", True, "story",
                    _prose(rng, SENTENCES, 5), "Daniel Moss", "2026-11-29"))  # fmt: skip
    # A signed, dated explainer at a plain address, linked from a nav entry ("Election 2026")
    _add(site, Page("/election-2026", "Election 2026: what is at stake in the race for the council", True,
                    "explainer", _prose(rng, SENTENCES, 6), "Priya Raman", "2026-11-20"))  # fmt: skip
    # A signed, dated notice in the nav ("Support us"): a byline under its headline, but it speaks to the reader
    _add(site, Page("/keep-the-gazette-independent", "Support independent journalism on the harbour", False,
                    "notice", NOTICE, "Joan Hart", "2026-10-01"))  # fmt: skip
    services = [
        ("/morning-briefing", "Morning briefing", "The Morning Briefing and the other emails of the newsroom"),
        ("/reader-questions", "Reader questions", "Your questions about the Gazette, answered"),
        ("/ombudsman", "Ombudsman", "The readers' ombudsman and how complaints are handled"),
        ("/style-guide", "Style guide", "The Harbour Gazette style guide for writers and editors"),
        ("/press-kit", "Press kit", "Press kit for the harbour festival 2026"),
        # (not /community-guidelines: that slug alone now names a service page, and these pages must look like
        # stories but for where they are linked from)
        ("/comment-rules", "Comment rules", "Community guidelines for comments on the Gazette"),
        ("/our-standards", "Our standards", "Editorial standards and the corrections policy"),
    ]
    for path, _, title in services:
        _add(site, Page(path, title, False, "service", _prose(rng, SERVICE_SENTENCES, 5)))
    sections = {"/politics": "Politics", "/business": "Business"}
    for path, title in sections.items():
        teasers = [(p, t) for p, t, _ in stories if p.startswith(path + "/")]
        _add(site, Page(path, title, False, "section", teasers=teasers))
    home = _add(site, Page("/", "Harbour Gazette: news from the harbour and the bay", False, "front",
                           teasers=[(p, t) for p, t, _ in stories]))  # fmt: skip
    nav = [("/", "Home"), ("/politics", "Politics"), ("/business", "Business"), ("/election-2026", "Election 2026"),
           ("/morning-briefing", "Morning briefing"), ("/keep-the-gazette-independent", "Support us")]  # fmt: skip
    foot = [(p, label) for p, label, _ in services if p != "/morning-briefing"]
    for page in site.pages.values():
        page.html = _semantic(site, page, nav, foot, "/business/harbour-dredging-contract-awarded-to-local-firm")
    assert home.html
    return site


def _valley(rng: random.Random, origin: str) -> Site:
    site = Site(origin, "Valley Courier")
    stories = [
        (
            "/story/40211873-flood-barrier-test-closes-river-road",
            "Flood barrier test closes the river road for a day",
            "Hanna Berg",
        ),
        (
            "/story/40211902-new-bus-timetable-adds-early-services",
            "New bus timetable adds early services to the valley",
            "Luis Ortega",
        ),
        (
            "/story/40212011-school-moves-pupils-after-roof-damage",
            "School moves pupils to temporary classrooms after roof damage",
            "Grace Mbeki",
        ),
    ]
    for day, (path, title, author) in enumerate(stories, start=24):
        _add(site, Page(path, title, True, "story", _prose(rng, SENTENCES, 5), author, f"2026-11-{day}"))
    services = [
        ("/subscribe", "Subscribe", "Subscribe to the Valley Courier in print and online"),
        ("/events", "Events", "Events in the valley this month: markets, concerts and talks"),
        ("/deals", "Deals", "Deals and offers from valley businesses"),
        ("/transcripts", "Transcripts", "Transcripts of the Valley Courier podcast"),
        ("/corrections-and-complaints", "Corrections", "How the Courier handles corrections and complaints"),
    ]
    for path, _, title in services:
        _add(site, Page(path, title, False, "service", _prose(rng, SERVICE_SENTENCES, 5)))
    _add(site, Page("/local", "Local news", False, "section", teasers=[(p, t) for p, t, _ in stories]))
    _add(site, Page("/", "Valley Courier", False, "front", teasers=[(p, t) for p, t, _ in stories]))
    utility = [(p, label) for p, label, _ in services[:3]]
    left = [("/", "Front page"), ("/local", "Local"), ("/transcripts", "Transcripts")]
    foot = [("/corrections-and-complaints", "Corrections"), ("/deals", "Deals")]
    for page in site.pages.values():
        page.html = _tabled(site, page, utility, left, foot)
    return site


def build(origins: tuple[str, str] = ("https://www.harbourgazette.test", "https://valleycourier.test")) -> list[Site]:
    rng = random.Random(12)
    return [_harbour(rng, origins[0]), _valley(rng, origins[1])]


def labels(sites: list[Site]) -> list[dict[str, object]]:
    out = []
    for site in sites:
        host = site.origin.split("//", 1)[1]
        for page in site.pages.values():
            name = (host + page.path).replace("/", "_").strip("_") + ".html"
            out.append({
                "file": name, "url": site.url(page.path), "content_type": "text/html; charset=utf-8",
                "encoding": "utf-8", "language": "en", "title": page.title,
                "authors": [page.author] if page.author and page.is_article else [], "date": page.date or None,
                "body": "\n".join(page.paragraphs) if page.is_article else "", "is_article": page.is_article,
                "kind": page.kind, "shape": f"linksite:{page.kind}",
            })  # fmt: skip
    return out


def write(target: Path) -> None:
    sites = build()
    (target / "pages").mkdir(parents=True, exist_ok=True)
    entries = labels(sites)
    by_url = {site.url(p.path): p for site in sites for p in site.pages.values()}
    for entry in entries:
        (target / "pages" / str(entry["file"])).write_text(by_url[str(entry["url"])].html, encoding="utf-8")
    (target / "labels.json").write_text(json.dumps(entries, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    homes = [{"site": s.origin, "home": s.url("/")} for s in sites]
    (target / "sites.json").write_text(json.dumps(homes, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "corpus" / "linksite")
