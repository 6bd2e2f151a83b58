"""Where a followed link sat (page chrome or content) and its anchor's length: crawler/linkzone.py, links.py."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from scrapy import Request
from scrapy.http import HtmlResponse
from scrapy.statscollectors import MemoryStatsCollector
from scrapy.utils.test import get_crawler

from crawler import settings
from crawler.extraction import Extraction, ExtractOptions, extract
from crawler.frontier.canonical import Canonicalizer
from crawler.items import ArticleItem
from crawler.links import PageLinks
from crawler.linkzone import ReachedBy, ZoneCache, anchor_words, reached_by
from crawler.scope import Scope
from crawler.spiders.news import NewsSpider
from tests import linksite

ORIGIN = "https://www.example-news.test"


def page_links() -> PageLinks:
    crawler = get_crawler(settings_dict={k: getattr(settings, k) for k in dir(settings) if k.isupper()})
    crawler.stats = MemoryStatsCollector(crawler)
    return PageLinks.from_crawler(crawler, Scope("domain", []), Canonicalizer(settings.CANONICAL_DROP_PARAMS))


def vias(body: str) -> dict[str, str]:
    """path -> via tag of every link followed from a page with `body`."""
    response = HtmlResponse(f"{ORIGIN}/", body=f"<html><body>{body}</body></html>".encode(), encoding="utf-8")
    return {url.removeprefix(ORIGIN): via for url, via in page_links().links(response, "www.example-news.test")}


CHROME_MARKUPS = {
    "semantic header": '<header><a href="/about">About us</a></header>',
    "semantic nav": '<div><nav><ul><li><a href="/about">About us</a></li></ul></nav></div>',
    "semantic footer": '<footer><p><a href="/about">About us</a></p></footer>',
    "role navigation": '<div role="navigation"><a href="/about">About us</a></div>',
    "role banner": '<div role="banner"><span><a href="/about">About us</a></span></div>',
    "role contentinfo": '<div role="contentinfo"><a href="/about">About us</a></div>',
    "role menubar": '<ul role="menubar"><li role="none"><a href="/about">About us</a></li></ul>',
    "class main-nav": '<div class="main-nav"><a href="/about">About us</a></div>',
    "class site-footer__links": '<div class="site-footer__links"><a href="/about">About us</a></div>',
    "id masthead": '<div id="masthead"><div class="x"><a href="/about">About us</a></div></div>',
    "class breadcrumb": '<ol class="breadcrumb"><li><a href="/about">About us</a></li></ol>',
    "class off-canvas": '<div class="js off-canvas is-closed"><a href="/about">About us</a></div>',
    "class mega-menu": '<div class="mega-menu"><a href="/about">About us</a></div>',
    "class utility-bar": '<div class="c-utility-bar"><a href="/about">About us</a></div>',
    "class topbar": '<div class="topbar"><a href="/about">About us</a></div>',
    "camelCase id": '<div id="mainNav"><a href="/about">About us</a></div>',
    "abbreviated id": '<div id="ftr"><a href="/about">About us</a></div>',
    "class site-head": '<div class="site-head"><a href="/about">About us</a></div>',
    "WordPress colophon": '<div id="colophon" class="site-info"><a href="/about">About us</a></div>',
    "link's own class": '<div><a class="navLink" href="/about">About us</a></div>',
    "table layout": (
        '<table><tr><td class="leftnav"><a href="/about">About us</a></td>'
        '<td><p><a href="/story">A story</a></p></td></tr></table>'
    ),
}


@pytest.mark.parametrize("name", sorted(CHROME_MARKUPS))
def test_chrome_links_are_recognised_on_varied_markups(name: str) -> None:
    assert vias(CHROME_MARKUPS[name])["/about"] == "c2"


def test_content_links_and_the_main_landmark() -> None:
    body = (
        '<div class="wrapper"><div class="content"><a href="/a">A plain link in the page body</a></div></div>'
        '<main><div class="menu"><a href="/b">Chicken soup</a></div></main>'  # a restaurant's menu in <main>
        '<article><header><a href="/c">Jane Doe</a></header></article>'  # the story's own header
        '<div role="main"><nav class="pager"><a href="/d">Next</a></nav></div>'
        '<table><tr><td><a href="/e">Story in a layout table</a></td></tr></table>'
        '<div class="navy-theme"><a href="/f">Blue</a></div>'  # a colour, not a nav
    )
    assert vias(body) == {"/a": "n7", "/b": "n2", "/c": "n2", "/d": "n1", "/e": "n5", "/f": "n1"}


def test_chrome_below_content_landmark_is_content_but_above_it_chrome() -> None:
    # <main> inside a chrome wrapper is still content; a nav around <main> does not make its links chrome
    body = '<div class="nav-wrap"><main><a href="/m">Mayor wins</a></main><a href="/x">Contact</a></div>'
    assert vias(body) == {"/m": "n2", "/x": "c1"}


def test_anchor_words_fall_back_to_alt_then_title_and_are_capped() -> None:
    body = (
        '<nav><a href="/1"><img src="x.png" alt="Site logo home"></a>'
        '<a href="/2" title="Search the site"><svg></svg></a>'
        '<a href="/3" aria-label="Open menu"></a>'
        '<a href="/4">Ticker: Storm knocks out power to thousands across the valley overnight</a>'
        '<a href="/5">お問い合わせ</a></nav>'
    )
    assert vias(body) == {"/1": "c3", "/2": "c3", "/3": "c2", "/4": "c9", "/5": "c3"}


def test_one_walk_per_element_is_cached() -> None:
    response = HtmlResponse(
        f"{ORIGIN}/",
        body=b"<html><body><nav><ul>" + b"".join(b'<li><a href="/%d">x</a></li>' % i for i in range(50)) + b"</ul>"
        b"</nav></body></html>",
    )
    zones = ZoneCache()
    anchors: list[Any] = list(response.selector.root.iter("a"))
    assert all(reached_by(a, zones) == ReachedBy(True, 1) for a in anchors)
    # body, nav, ul and one li per link: each element answered once
    assert len(zones._zones) == 3 + 1 + 50
    assert anchor_words(anchors[0]) == 1


@pytest.mark.parametrize(
    ("value", "expected"),
    [("c3", ReachedBy(True, 3)), ("n12", ReachedBy(False, 12)), (None, None), ("x3", None), ("c", None), (3, None)],
)
def test_via_tag_round_trip(value: Any, expected: ReachedBy | None) -> None:
    assert ReachedBy.parse(value) == expected
    if expected is not None and expected.words <= 9:
        assert expected.tag == value


def test_menu_entry_is_a_short_chrome_link() -> None:
    assert ReachedBy(True, 4).menu_entry
    assert not ReachedBy(True, 5).menu_entry
    assert not ReachedBy(False, 2).menu_entry


# --- the decision ------------------------------------------------------------------------------------

SITES = {site.url(path): page for site in linksite.build() for path, page in site.pages.items()}


def extracted(path: str, via: str | None, origin: str = "https://www.harbourgazette.test") -> Extraction:
    html = SITES[origin + path].html
    response = HtmlResponse(origin + path, body=html.encode(), encoding="utf-8")
    return extract(response.text, response.url, response.selector, reached_by=via)


@pytest.mark.parametrize("path", ["/reader-questions", "/ombudsman", "/morning-briefing", "/press-kit"])
def test_a_service_page_of_the_lying_template_reached_by_a_menu_entry_is_refused(path: str) -> None:
    today = extracted(path, None)  # no link evidence: today's result, the template's declaration wins
    assert today.is_article and today.reason == "declared_article"
    assert "reached_by" not in today.classification
    refused = extracted(path, "c1" if " " not in path else "c2")
    assert not refused.is_article
    assert refused.reason == "menu_entry"
    assert "via_menu_entry" in refused.classification["evidence"]
    assert refused.classification["reached_by"].startswith("c")


def test_a_signed_notice_that_speaks_to_the_reader_reached_by_a_menu_entry_is_refused() -> None:
    # "Support us" in the nav: the editor's byline and a date under the headline, in the site's voice
    assert extracted("/keep-the-gazette-independent", None).is_article  # today: a signed column, whatever links to it
    result = extracted("/keep-the-gazette-independent", "c2")
    assert not result.is_article and result.reason == "menu_entry"
    # from content it stays a column (an editor's letter)
    assert extracted("/keep-the-gazette-independent", "n3").is_article


def test_long_chrome_anchors_and_content_links_stay_ordinary_evidence() -> None:
    for via in ("c5", "c9", "n1", "n7", "bogus"):
        result = extracted("/reader-questions", via)
        assert result.is_article and result.reason == "declared_article", via


@pytest.mark.parametrize(
    ("path", "origin"),
    [
        ("/election-2026", "https://www.harbourgazette.test"),  # a signed explainer at a plain address
        ("/business/harbour-dredging-contract-awarded-to-local-firm", "https://www.harbourgazette.test"),
        ("/politics/2026/11/28/council-approves-harbour-wall-repairs", "https://www.harbourgazette.test"),
        ("/story/40211873-flood-barrier-test-closes-river-road", "https://valleycourier.test"),  # an id URL
    ],
)
def test_a_story_reached_by_a_menu_entry_is_still_taken(path: str, origin: str) -> None:
    result = extracted(path, "c2", origin)
    assert result.is_article, result.classification
    assert "via_menu_entry" in result.classification["evidence"]


def test_an_unsigned_story_at_a_plain_address_needs_more_than_a_menu_entry() -> None:
    # the explainer without its byline: nothing but the template ties it to a story
    page = SITES["https://www.harbourgazette.test/election-2026"]
    html = re.sub(r"<p class='byline'>.*?</p>", "", page.html)
    response = HtmlResponse("https://www.harbourgazette.test/election-2026", body=html.encode(), encoding="utf-8")
    assert extract(response.text, response.url, response.selector).is_article
    result = extract(response.text, response.url, response.selector, reached_by="c2")
    assert not result.is_article and result.reason == "menu_entry"


def test_the_crawl_mode_bench_gives_each_page_the_link_of_its_first_discovery(tmp_path: Path) -> None:
    from bench.bench_extraction_crawl import run

    linksite.write(tmp_path / "linksite")
    results = run(tmp_path / "linksite", ExtractOptions(), out=tmp_path / "out.json")
    via = results["via"]
    assert via["www.harbourgazette.test_reader-questions.html"] == "c2"  # the footer
    assert via["www.harbourgazette.test_election-2026.html"] == "c2"  # the nav, before the front's content
    assert via["valleycourier.test_story_40211873-flood-barrier-test-closes-river-road.html"].startswith("n")
    assert results["unreached"] == [] and len(results["homes"]) == 2
    assert results["without_links"]["confusion"]["fp"] == 13
    assert results["with_links"]["confusion"] == {"tp": 9, "tn": 18}
    assert json.loads((tmp_path / "out.json").read_text())["decisions_changed"]


# --- the spider --------------------------------------------------------------------------------------


@pytest.fixture
def spider() -> NewsSpider:
    values = {k: getattr(settings, k) for k in dir(settings) if k.isupper()}
    values["REDIS_URL"] = "redis://127.0.0.1:9/0"  # never contacted: these pages need no rendering
    return NewsSpider.from_crawler(get_crawler(NewsSpider, settings_dict=values))


def _site_response(path: str, **meta: Any) -> HtmlResponse:
    url = "https://www.harbourgazette.test" + path
    request = Request(url, meta={"site": "www.harbourgazette.test", "depth": 1, **meta})
    return HtmlResponse(url, body=SITES[url].html.encode(), request=request, encoding="utf-8")


def test_the_spider_reads_via_from_request_meta_and_follows_with_it(spider: NewsSpider) -> None:
    spider.crawler.stats.open_spider()
    out = list(spider.parse(_site_response("/reader-questions", via="c1")))
    assert not [o for o in out if isinstance(o, ArticleItem)]
    assert spider.crawler.stats.get_value("news/not_article/menu_entry") == 1
    followed = {r.url.split(".test", 1)[1]: r.meta["via"] for r in out if isinstance(r, Request)}
    assert followed["/reader-questions"] == "c2" and followed["/election-2026"] == "c2"
    [item] = [o for o in spider.parse(_site_response("/election-2026", via="c2")) if isinstance(o, ArticleItem)]
    assert item["classification"]["reached_by"] == "c2"


def test_link_evidence_can_be_turned_off() -> None:
    values = {k: getattr(settings, k) for k in dir(settings) if k.isupper()}
    values.update(REDIS_URL="redis://127.0.0.1:9/0", ARTICLE_LINK_EVIDENCE=False)
    spider = NewsSpider.from_crawler(get_crawler(NewsSpider, settings_dict=values))
    spider.crawler.stats.open_spider()
    list(spider.parse(_site_response("/reader-questions", via="c1")))
    # the menu-linked page is judged as if no link had reached it
    assert not spider.crawler.stats.get_value("news/not_article/menu_entry")


def test_a_page_queued_again_for_rendering_keeps_its_link_evidence(spider: NewsSpider) -> None:
    assert spider._render_request(_site_response("/reader-questions", via="c1")).meta["via"] == "c1"
    assert "via" not in spider._render_request(_site_response("/reader-questions")).meta


def test_a_tag_pages_intro_on_the_story_template_is_no_article() -> None:
    # holdout8's first run: a tag page reached from a story's tag list (a content link) with the template's
    # NewsArticle, og:type=article and publication time over an intro of several paragraphs, under a heading
    # that is not its title; with the heading equal to the title the page is still taken (not covered)
    site = linksite.build()[0]
    page = linksite.Page(
        "/tag/harbour-works/", "Harbour works", False, "tag", linksite._prose(random.Random(3), linksite.SENTENCES, 5)
    )
    # the heading names the index ("Topic: Harbour works"), the title is the tag's name
    body = linksite._body(page).replace("<h1>Harbour works", "<h1>Topic: Harbour works")
    html = f"<!doctype html><html lang='en'>{linksite._head(site, page)}<body><main>{body}</main>"
    html += "".join(f"<h3><a href='/x/{i}'>Teaser {i}</a></h3>" for i in range(3)) + "</body></html>"
    url = site.url(page.path)
    response = HtmlResponse(url, body=html.encode(), encoding="utf-8")
    result = extract(response.text, url, response.selector, reached_by="n2")
    assert not result.is_article and result.reason == "listing_url_unsigned", result.classification
