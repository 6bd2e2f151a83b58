"""Article detection and extraction on hand-made pages, including hostile ones."""

from __future__ import annotations

import json

from parsel import Selector

from crawler.extraction import article_signals, extract

BODY = " ".join(f"Sentence number {i} of a long and informative story about the harbour." for i in range(40))


def page(head: str = "", body: str = "") -> str:
    return f"<html lang='en'><head><title>Storm hits coast | Gazette</title>{head}</head><body>{body}</body></html>"


def run(html: str, min_chars: int = 250):  # type: ignore[no-untyped-def]
    return extract(html, "http://news.test/2025/01/02/storm.html", Selector(text=html), min_chars)


def test_opengraph_article_is_extracted_with_metadata() -> None:
    html = page(
        '<meta property="og:type" content="article"><meta property="og:title" content="Storm hits coast">'
        '<meta name="author" content="Ada Byrne">'
        '<meta property="article:published_time" content="2025-01-02T08:00:00Z">'
        '<link rel="canonical" href="/2025/01/02/storm.html">',
        f"<article><h1>Storm hits coast</h1><p>{BODY}</p></article>",
    )
    result = run(html)
    assert result.is_article and not result.needs_render
    assert (result.title, result.author, result.date) == ("Storm hits coast", "Ada Byrne", "2025-01-02")
    assert result.canonical_url == "http://news.test/2025/01/02/storm.html"
    assert result.language == "en" and "harbour" in result.text


def test_page_without_article_markup_is_not_an_article() -> None:
    teasers = "".join(f"<li><a href='/a{i}'>Headline {i}</a> {BODY[:200]}</li>" for i in range(20))
    result = run(page('<meta property="og:type" content="website">', f"<ul>{teasers}</ul>"))
    # twenty teasers as list items: the text is a list before any evidence is weighed
    assert not result.is_article and result.reason == "mostly_list"


def test_script_built_article_is_reported_as_needing_render() -> None:
    ld = json.dumps({"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Storm hits coast"})
    html = page(
        f'<script type="application/ld+json">{ld}</script>',
        "<article><h1>Storm hits coast</h1><div id='article-body'></div></article>"
        "<script>document.addEventListener('DOMContentLoaded', () => {})</script>",
    )
    result = run(html)
    assert not result.is_article and result.needs_render
    assert "jsonld" in result.signals


def test_jsonld_graph_and_microdata_signals() -> None:
    graph = json.dumps({"@graph": [{"@type": "WebPage"}, {"@type": ["Thing", "ReportageNewsArticle"]}]})
    sel = Selector(text=page(f'<script type="application/ld+json">{graph}</script>'))
    assert "jsonld" in article_signals(sel)
    micro = Selector(text=page(body='<div itemscope itemtype="https://schema.org/NewsArticle"></div>'))
    assert article_signals(micro) == frozenset({"microdata"})


def test_hostile_markup_never_raises() -> None:
    hostile = [
        "",
        "<html>" + "<div>" * 20_000 + "deep" + "</div>" * 20_000 + "</html>",
        page('<script type="application/ld+json">{"@type": ' + "[" * 5000 + "</script>"),
        page(body="\x00\x01<p>binary junk \ufffd</p>"),
        "<<<>>><!-- unterminated <script>",
    ]
    for html in hostile:
        result = run(html)
        assert result.is_article is False
