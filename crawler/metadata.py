"""Structured article metadata declared by the page itself (JSON-LD, OpenGraph/meta tags, microdata).

Publishers' own declarations are more reliable than heuristics over visible text (a byline such as
"By Jane Roe on March 3" is easy to mis-split), so the extractor prefers these values and falls back to
trafilatura's heuristics only where the page declares nothing.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from parsel import Selector

MAX_JSONLD_CHARS = 200_000  # hostile pages can carry huge script blobs; do not parse those
_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


@dataclass(frozen=True)
class Declared:
    title: str | None = None
    author: str | None = None
    date: str | None = None


def jsonld_objects(sel: Selector) -> Iterator[dict[str, Any]]:
    """Every JSON-LD object on the page, `@graph` members included."""
    for blob in sel.xpath('//script[@type="application/ld+json"]/text()').getall():
        if len(blob) > MAX_JSONLD_CHARS:
            continue
        try:
            data = json.loads(blob)
        except (ValueError, RecursionError):
            continue
        stack = [data]
        while stack:
            node = stack.pop()
            if isinstance(node, list):
                stack.extend(node)
            elif isinstance(node, dict):
                yield node
                if isinstance(node.get("@graph"), list):
                    stack.extend(node["@graph"])


def types_of(node: dict[str, Any]) -> set[str]:
    kind = node.get("@type")
    values = kind if isinstance(kind, list) else [kind]
    return {v.rsplit("/", 1)[-1].lower() for v in values if isinstance(v, str)}


def _clean(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    text = " ".join(value.split())
    return text or None


def _names(value: Any) -> list[str]:
    """Author names from a JSON-LD author value: a string, a Person, or a list of those."""
    items = value if isinstance(value, list) else [value]
    names = []
    for item in items:
        name = _clean(item.get("name")) if isinstance(item, dict) else _clean(item)
        if name and not name.startswith(("http://", "https://")):
            names.append(name)
    return names


def iso_date(value: str | None) -> str | None:
    match = _DATE.search(value or "")
    return "-".join(match.groups()) if match else None


def declared_metadata(sel: Selector, article_types: frozenset[str]) -> Declared:
    """Title, author(s) and publication date as the page declares them, or None for each."""
    title = author = date = None
    for node in jsonld_objects(sel):
        if not types_of(node) & article_types:
            continue
        title = title or _clean(node.get("headline"))
        author = author or ", ".join(_names(node.get("author"))) or None
        date = date or iso_date(node.get("datePublished") if isinstance(node.get("datePublished"), str) else None)
    meta = sel.xpath
    title = title or _clean(meta('//meta[@property="og:title"]/@content').get())
    title = title or _clean(" ".join(meta('//*[@itemprop="headline"][1]//text()').getall()))
    if not author:
        for query in (
            '//meta[@name="author"]/@content',
            '//meta[@property="article:author"]/@content',
            '//*[@itemprop="author"]//*[@itemprop="name"]//text()',
            '//*[@itemprop="author"]//text()',
            '//a[@rel="author"]//text()',
        ):
            names = _names(" ".join(meta(query).getall()) if "text()" in query else meta(query).get())
            if names:
                author = names[0]
                break
    date = (
        date
        or iso_date(meta('//meta[@property="article:published_time"]/@content').get())
        or iso_date(meta('//*[@itemprop="datePublished"]/@datetime | //*[@itemprop="datePublished"]/@content').get())
    )
    return Declared(title=title, author=author, date=date)
