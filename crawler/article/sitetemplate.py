"""What a site's template declares on every page, learnt while crawling and carried along the links.

Some CMSs give every page the story template's structured data: NewsArticle (or og:type=article) with
one fixed `datePublished`, on the home page, the section fronts, the policies and the author pages alike.
On such a page the declaration says nothing, and the page's own evidence (a byline with a date, a story's
address, its text) has to decide. A crawl sees the template before it sees those pages: the home page
and the fronts that link to them are no stories, and the date they declare is the template's.

So a page that is no story, or a site's root, and whose structured data declares a date with a time of day
*marks* that value, unless the structured data describes another page it links to (a front mirroring its
lead story, an ItemList or microdata teasers of its stories: describes_linked_page); the links it yields
carry its marks and those it was reached with (request meta `site_tpl`, at most MAX_MARKS, its own first; it
travels in the shared context of the page's links, so it costs no bytes per queued request). A page reached
with marks whose own structured date is one of them, and that nothing ties to one story (a dated or numbered
address, a person's dated byline under the headline), is judged without its declarations: the date is
rejected like a placeholder and the next source is tried, and its article types, og:type=article and
article:published_time are set aside (evidence `template_declaration`). A story of the same template
declares its own date and is not touched.

Setting: ARTICLE_TEMPLATE_EVIDENCE (default on).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from typing import Any
from urllib.parse import urljoin, urlsplit

from parsel import Selector

from crawler.article.classify import NEWS_TYPES
from crawler.article.signals import ARTICLE_TYPES, OG_ARTICLE_TYPES, PageSignals, meta

TEMPLATE_KEY = "site_tpl"
MAX_MARKS = 3
MAX_MARK_CHARS = 64  # a date as a page writes it; anything longer is not one
# A non-article for these reasons may be a story that could not be read (a paywall, a script-built page):
# its date is its own, not the template's.
NOT_A_MARK = frozenset({"text_too_short", "paywalled", "extraction_error"})


def marks_of(value: Any) -> frozenset[str]:
    """The template marks a request carries (anything unreadable is none)."""
    if not isinstance(value, list | tuple):
        return frozenset()
    return frozenset(v for v in value[:MAX_MARKS] if isinstance(v, str) and 0 < len(v) <= MAX_MARK_CHARS)


def carried(inherited: Any, own: str | None) -> list[str]:
    """The marks a page's links carry: its own first, then those it was reached with (MAX_MARKS at most)."""
    out = [own] if own and len(own) <= MAX_MARK_CHARS else []
    for value in inherited if isinstance(inherited, list | tuple) else ():
        if len(out) >= MAX_MARKS:
            break
        if isinstance(value, str) and 0 < len(value) <= MAX_MARK_CHARS and value not in out:
            out.append(value)
    return out


def own_mark(declared: str | None, *, is_article: bool, reason: str, needs_render: bool, root: bool) -> str | None:
    """The structured date a page marks as its site's template value: a root's, or a non-story's."""
    if not declared:
        return None
    if root:
        return declared
    if is_article or needs_render or reason in NOT_A_MARK:
        return None
    return declared


def without_declarations(signals: PageSignals) -> PageSignals:
    """The page's signals with the template's article declarations set aside."""
    return replace(
        signals,
        declared_types=signals.declared_types - ARTICLE_TYPES - NEWS_TYPES,
        og_type="" if signals.og_type in OG_ARTICLE_TYPES else signals.og_type,
        article_metas=signals.article_metas - {"published_time"},
    )


_DATE_KEYS = ("datePublished", "dateCreated", "uploadDate")
_MICRODATA = (
    '//*[@itemprop="datePublished"]/@datetime | //*[@itemprop="datePublished"]/@content'
    ' | //*[@property="datePublished" or @property="schema:datePublished"]/@content'
)


_ROOT_PATH = re.compile(r"/?(index\.\w+|home|[a-z]{2}(-[a-z]{2})?)?/?", re.I)


def _page(href: Any, base: str) -> str | None:
    """An address as one page (no fragment, no trailing slash), or None for a site's root: a template that
    names the root as every page's address still describes the page it is on."""
    if not isinstance(href, str) or not href.strip():
        return None
    parts = urlsplit(urljoin(base, href.strip()))
    if parts.scheme not in ("http", "https") or (_ROOT_PATH.fullmatch(parts.path) and not parts.query):
        return None
    return f"{parts.netloc.lower()}{parts.path.rstrip('/')}" + (f"?{parts.query}" if parts.query else "")


def _node_address(node: dict[str, Any]) -> Any:
    for key in ("url", "@id", "mainEntityOfPage"):
        value = node.get(key)
        if isinstance(value, dict):
            value = value.get("@id") or value.get("url")
        if isinstance(value, str) and value.strip() and not value.strip().startswith("#"):
            return value
    return None


def describes_linked_page(sel: Selector, nodes: Iterable[dict[str, Any]], url: str, value: str) -> bool:
    """Whether the structured data giving `value` describes another page this page links to, not the page
    itself: a front mirroring its lead story's metadata (its address or its headline), an ItemList of its
    stories, microdata teasers each with its own date. Such a date is that story's, not the template's."""
    own = (_page(url, url) or "").split("?")[0]
    links: set[str] = set()
    anchor_texts: set[str] = set()  # the texts of the links to other pages
    for anchor in sel.xpath("//a[@href]"):
        target = _page(anchor.attrib.get("href"), url)
        # another page, not the root, nor this one with another query (page 2 of a front names page 1)
        if target and target.split("?")[0] != own:
            links.add(target)
            anchor_texts.add(" ".join(" ".join(anchor.xpath(".//text()").getall()).split()).casefold())
    anchor_texts.discard("")
    for node in nodes:
        if not any(isinstance(node.get(k), str) and node[k].strip() == value for k in _DATE_KEYS):
            continue
        address = _page(_node_address(node), url)
        if address and address in links:
            return True
        headline = node.get("headline")
        if isinstance(headline, str) and " ".join(headline.split()).casefold() in anchor_texts:
            return True
    address = _page(meta(sel, "og:url"), url)
    if address and address in links:
        return True
    dates = {v.strip() for v in sel.xpath(_MICRODATA).getall()}
    return value in dates and len(dates) > 1
