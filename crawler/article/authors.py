# ruff: noqa: RUF001  (non-ASCII dashes and punctuation are what the pages contain)
"""Author names as a clean list: no "By", no site names, no roles or dates, several authors split."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from parsel import Selector

from crawler.article.jsonld import types_of
from crawler.article.signals import meta

_PREFIX = re.compile(
    r"^\s*(?:(?:written|posted|reported|text|words|story|photos?)\s+)?(?:by|von|par|por|di|door|av|af|de)\s*[:\-]?\s+",
    re.I,
)
_SPLIT = re.compile(r"\s*(?:,|;|\||/|&|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b|\bwith\b)\s*", re.I)
_TAIL = re.compile(
    r"\s*(?:[-–—|,]\s*)?\b(?:staff (?:writer|reporter)|senior (?:writer|editor|reporter|correspondent)|"
    r"correspondent|contributor|columnist|reporter|editor|special to .*|for .*|updated .*|published .*)$",
    re.I,
)
_DATEISH = re.compile(
    r"\d{4}|\d{1,2}:\d{2}|\b(?:am|pm|ago|updated|published)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    r"[a-z]*\.?\s+\d{1,2}\b|^\d{1,2}\s+[a-z]+$",
    re.I,
)
_GENERIC = {"staff", "admin", "editor", "editors", "newsroom", "news desk", "the editors", "web desk", "desk", "team"}
MAX_AUTHORS = 8


def _within(part: str, whole: str) -> bool:
    """`part` as whole words of `whole`: "news" is in "news desk", not in "andrews newsome"."""
    return re.search(rf"(?<!\w){re.escape(part)}(?!\w)", whole) is not None


def clean_authors(values: Iterable[str], site_names: Iterable[str] = ()) -> list[str]:
    """Split, clean and deduplicate author strings, dropping the site's own names and non-names."""
    sites = {s.casefold().strip() for s in site_names if s and s.strip()}
    out: list[str] = []
    seen: set[str] = set()
    for value in values:
        if not isinstance(value, str):
            continue
        text = " ".join(value.split())
        if text.startswith(("http://", "https://", "www.")) or re.fullmatch(r"\S+@\S+", text):
            continue  # a profile URL or an address, not a name
        text = _PREFIX.sub("", text)
        for part in _SPLIT.split(text):
            name = _TAIL.sub("", _PREFIX.sub("", part)).strip(" .:-–—()[]\"'")
            key = name.casefold()
            if (
                not name
                or key in seen
                or key in sites
                or key in _GENERIC
                or any(_within(s, key) or _within(key, s) for s in sites if len(s) > 3)
                or name.startswith(("http://", "https://", "@"))
                or "@" in name
                or _DATEISH.search(name)
                or len(name) > 60
                or len(name.split()) > 5
                or not any(ch.isalpha() for ch in name)
            ):
                continue
            seen.add(key)
            out.append(name)
            if len(out) >= MAX_AUTHORS:
                return out
    return out


def _jsonld_names(value: Any) -> list[str]:
    items = value if isinstance(value, list) else [value]
    names = []
    for item in items:
        if isinstance(item, dict):
            if types_of(item) & {"organization", "newsmediaorganization", "corporation"}:
                continue
            name = item.get("name")
            if isinstance(name, str):
                names.append(name)
        elif isinstance(item, str):
            names.append(item)
    return names


def author_candidates(sel: Selector, article_nodes: Iterable[dict]) -> list[list[str]]:
    """Groups of raw author strings, most trusted source first; the first group that cleans up wins."""
    groups: list[list[str]] = []
    for node in article_nodes:
        names = _jsonld_names(node.get("author")) or _jsonld_names(node.get("creator"))
        if names:
            groups.append(names)
            break
    label = (meta(sel, "twitter:label1") or "").casefold()
    if label.startswith(("written by", "author")) and meta(sel, "twitter:data1"):
        groups.append([meta(sel, "twitter:data1") or ""])
    parsely = sel.xpath('//meta[@name="parsely-author"]/@content').getall()
    if parsely:
        groups.append(parsely)
    for keys in (("author", "byl", "dc.creator", "dcterms.creator", "sailthru.author", "article:author"),):
        value = meta(sel, *keys)
        if value:
            groups.append([value])
    for xpath in (
        '//*[@itemprop="author"]//*[@itemprop="name"]/@content | //*[@itemprop="author"]//*[@itemprop="name"]//text()',
        '//*[@itemprop="author"]/@content',
        '//*[@itemprop="author"][not(.//*[@itemprop="name"])]',
        '//*[@rel="author"]',
        '//*[contains(@class, "byline") or contains(@class, "author-name") or contains(@class, "contributor")]'
        '//a[contains(@href, "author") or contains(@href, "/people/") or contains(@href, "/staff/")]',
        '//*[contains(@class, "byline") and not(.//*[contains(@class, "byline")])]',
        '//*[contains(@class, "article-author") or contains(@class, "post-author") or contains(@class, "author-name")'
        ' or contains(@class, "byline-names") or contains(@class, "authors")][not(.//*[contains(@class, "author")])]',
        # No markup at all: a short line that starts with "By".
        "(//*[self::p or self::div or self::span or self::b or self::strong or self::em]"
        '[starts-with(normalize-space(.), "By ")][string-length(normalize-space(.)) < 120])[last()]',
    ):
        nodes = sel.xpath(xpath)
        texts = [n if isinstance(n, str) else " ".join(n.xpath(".//text()").getall()) for n in nodes.getall()]
        texts = [" ".join(Selector(text=t).xpath("//text()").getall()) if "<" in t else t for t in texts]
        if any(t.strip() for t in texts):
            groups.append([t for t in texts if t.strip()][:MAX_AUTHORS])
    return groups


def authors_of(
    sel: Selector, article_nodes: Iterable[dict], site_names: Iterable[str], fallback: str | None = None
) -> list[str]:
    names = list(site_names)
    found: list[str] = []
    for group in author_candidates(sel, article_nodes):
        cleaned = clean_authors(_byline_names(group), names)
        if not found:
            found = cleaned
        elif cleaned and len(cleaned) > len(found) and {n.casefold() for n in found} <= {n.casefold() for n in cleaned}:
            # Structured data often names only the first of several authors the byline lists.
            found = cleaned
    if found:
        return found
    return clean_authors([fallback], names) if fallback else []


def _byline_names(group: list[str]) -> list[str]:
    """A byline such as "By Jane Roe | March 3, 2024" or "By Jane Roe on March 3": keep the name part."""
    out = []
    for text in group:
        text = re.split(r"\s+(?:on|am|le|el|il)\s+(?=\w+\s+\d|\d)|\s[|·•—–]\s|\s+-\s+(?=\w+\s+\d)", text, maxsplit=1)[0]
        out.append(text)
    return out
