"""Page model, inline-link markup, link recording and size padding shared by the five sites' templates."""

from __future__ import annotations

import hashlib
import html
import posixpath
import random
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

# "[[key|anchor]]" in a paragraph is a link to another page of the site (or an absolute URL)
_INLINE = re.compile(r"\[\[([^|\]]+)\|([^\]]+)\]\]")


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def plain(text: str) -> str:
    """The text a reader sees: inline links reduced to their anchor."""
    return _INLINE.sub(lambda m: m.group(2), text)


def rng(name: str) -> random.Random:
    # seeded by a name, not by run: two runs give the same bytes
    return random.Random(int(hashlib.sha256(name.encode()).hexdigest()[:12], 16))


@dataclass
class Doc:
    key: str
    path: str
    kind: str
    title: str
    is_article: bool = False
    authors: list[str] = field(default_factory=list)
    byline: str = ""
    date: str | None = None  # the label's publication day
    stamp: str = ""  # the date as the page prints it ("" = none)
    iso: str | None = None  # the machine-readable time the page carries, if any
    section: str = ""
    dek: str = ""
    kicker: str = ""
    teaser: str = ""  # the headline as fronts print it (defaults to the title)
    image: str = ""  # teaser image alt text (an image-only teaser when set and asked)
    blocks: list[tuple[Any, ...]] = field(default_factory=list)
    shape: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def body(self) -> str:
        lines: list[str] = []
        for block in self.blocks:
            kind = block[0]
            if kind in ("p", "h2", "h3"):
                lines.append(plain(block[1]))
            elif kind in ("ul", "ol"):
                lines.extend(plain(item) for item in block[1])
            elif kind == "qa":
                lines.extend((plain(block[1]), plain(block[2])))
        return "\n".join(lines) if self.is_article else ""


@dataclass
class Link:
    source: str
    target: str
    zone: str
    anchor: str


class Site:
    """A site: its origin, pages, and the links its templates write (each with its zone)."""

    origin: str = ""
    name: str = ""
    language: str = "en"
    encoding: str = "utf-8"
    content_type: str = "text/html"
    relative: bool = False  # hrefs relative to the page rather than root-relative / absolute
    absolute: bool = False

    def __init__(self) -> None:
        self.docs: dict[str, Doc] = {}
        self.links: list[Link] = []
        self.current = ""

    def relabel(self, doc: Doc) -> dict[str, Any]:
        """Label fields that replace what the doc gives, written into labels.json only (the page's bytes stay as
        built): how a set corrects a label after it was merged without touching the page it measures."""
        return {}

    def add(self, doc: Doc) -> Doc:
        assert doc.key not in self.docs, doc.key
        self.docs[doc.key] = doc
        return doc

    def url(self, key_or_path: str) -> str:
        path = self.docs[key_or_path].path if key_or_path in self.docs else key_or_path
        return self.origin + path

    def href(self, key_or_path: str) -> str:
        if key_or_path.startswith(("http://", "https://", "mailto:", "#", "tel:")):
            return key_or_path
        path = self.docs[key_or_path].path if key_or_path in self.docs else key_or_path
        if self.absolute:
            return self.origin + path
        if self.relative and self.current:
            here = self.docs[self.current].path
            base = posixpath.dirname(urlsplit(here).path) or "/"
            target = urlsplit(path)
            rel = posixpath.relpath(target.path, base)
            if target.path.endswith("/") and rel != ".":
                rel += "/"
            return rel + (f"?{target.query}" if target.query else "")
        return path

    def a(self, key: str, text: str, zone: str, attrs: str = "", inner: str | None = None) -> str:
        """A link; `inner` is raw HTML (an image) when the anchor is not text."""
        if key in self.docs:
            self.links.append(Link(self.current, key, zone, text))
        extra = f" {attrs}" if attrs else ""
        return f'<a href="{esc(self.href(key))}"{extra}>{inner if inner is not None else esc(text)}</a>'

    def inline(self, text: str, zone: str = "content") -> str:
        out, last = [], 0
        for m in _INLINE.finditer(text):
            out.append(esc(text[last : m.start()]))
            out.append(self.a(m.group(1), m.group(2), zone))
            last = m.end()
        out.append(esc(text[last:]))
        return "".join(out)

    # the templates
    def render(self, doc: Doc) -> str:  # pragma: no cover - per site
        raise NotImplementedError

    def build(self) -> None:  # pragma: no cover - per site
        raise NotImplementedError

    def file_name(self, doc: Doc) -> str:
        return f"{self.prefix}-{doc.key}.html"

    prefix = ""


def pad_to(page: str, name: str, encoding: str, rules: list[str], marker: str = "/*PAD*/") -> str:
    """Fill the CSS marker with the site's rules until the page weighs its seeded 15.5-23 KB."""
    r = rng(name)
    target = 15_500 + r.randrange(0, 7_500)
    size = len(page.replace(marker, "").encode(encoding, "xmlcharrefreplace"))
    chunks: list[str] = []
    i = 0
    while size < target:
        rule = rules[i % len(rules)]
        if i >= len(rules):
            rule = rule.replace("{", f".v{i // len(rules)}{{", 1) if "{" in rule else rule
        chunks.append(rule)
        size += len(rule) + 1
        i += 1
    return page.replace(marker, "\n".join(chunks))


def css_rules(seed: str, selectors: list[str], n: int) -> list[str]:
    r = rng(seed)
    props = [
        "margin:0 auto", "padding:{a}px {b}px", "font-size:{c}px", "line-height:1.{a}", "color:#{h}",
        "background:#{h}", "border-bottom:1px solid #{h}", "display:flex", "gap:{a}px", "max-width:{m}px",
        "font-weight:{w}", "letter-spacing:.0{a}em", "text-transform:uppercase",
        "grid-template-columns:repeat({g},1fr)",
        "transition:opacity .{a}s ease", "border-radius:{a}px", "box-shadow:0 1px {a}px rgba(0,0,0,.{b})",
    ]  # fmt: skip
    out = []
    for i in range(n):
        sel = selectors[i % len(selectors)]
        chosen = r.sample(props, r.randrange(2, 6))
        body = ";".join(
            p.format(a=r.randrange(1, 9), b=r.randrange(1, 9), c=r.randrange(11, 34),
                     h=f"{r.randrange(0, 0xFFFFFF):06x}", m=r.choice((640, 720, 960, 1180, 1280)),
                     w=r.choice((400, 500, 600, 700)), g=r.randrange(2, 5))
            for p in chosen
        )  # fmt: skip
        media = r.random() < 0.15
        rule = f"{sel}{{{body}}}"
        out.append(f"@media (min-width:{r.choice((600, 900, 1200))}px){{{rule}}}" if media else rule)
    return out
