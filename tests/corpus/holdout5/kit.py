# ruff: noqa: E501  (HTML templates: long lines are markup)
"""Page builders for the fifth held-out set: a story or a non-article page in a site's chrome, and its label."""

from __future__ import annotations

import hashlib
import json
import sys
from html import escape
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
from chrome import Site, page, related_row, share_bar

HERE = Path(__file__).parent
PAGES: list[tuple[str, bytes, dict[str, Any]]] = []


def ld(obj: Any) -> str:
    return f'<script type="application/ld+json">{json.dumps(obj, ensure_ascii=False)}</script>'


def blocks(paras: list[str], tag: str = "p") -> tuple[str, str]:
    """Render paragraphs ('## ' = subhead, '- ' = list item) and return (html, label text)."""
    html, text, items = [], [], []
    for para in [*paras, "__end__"]:
        if para.startswith("- "):
            items.append(para[2:])
            continue
        if items:
            html.append("<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>")
            text.extend(items)
            items = []
        if para == "__end__":
            break
        if para.startswith("## "):
            html.append(f"<h2>{escape(para[3:])}</h2>")
            text.append(para[3:])
        else:
            html.append(f"<{tag}>{escape(para)}</{tag}>")
            text.append(para)
    return "".join(html), "\n".join(text)


def add(
    name: str,
    site: Site,
    url: str,
    *,
    html_title: str,
    head: str,
    main: str,
    label: dict[str, Any],
    encoding: str = "utf-8",
    content_type: str | None = None,
    charset_in_page: bool = True,
    rail: bool = True,
) -> None:
    """Wrap `main` in the site's chrome and record the page and its label."""
    charset = f'<meta charset="{encoding}">' if charset_in_page else ""
    html = page(site, title=html_title, head=charset + "\n" + head, main=main, page_id=name, with_rail=rail)
    # chrome symbols a legacy charset lacks become character references; the labelled text must encode as is
    data = html.encode(encoding, errors="xmlcharrefreplace")
    full = {
        "file": f"{name}.html", "url": url, "content_type": content_type or "text/html", "encoding": encoding,
        "language": site.lang, "title": None, "authors": [], "date": None, "body": "",
    }  # fmt: skip
    full.update(label)
    for text in [full["title"] or "", full["body"], *full["authors"]]:
        text.encode(encoding)
    PAGES.append((f"{name}.html", data, full))


def story(
    name: str,
    site: Site,
    url: str,
    *,
    headline: str,
    suffix: str,
    byline: str,
    dateline: str,
    paras: list[str],
    authors: list[str],
    date: str | None,
    head: str = "",
    shape: str,
    kind: str = "article",
    lead: str = "",
    after: str = "",
    wrap: str = "article",
    encoding: str = "utf-8",
    content_type: str | None = None,
    charset_in_page: bool = True,
    title: str | None = None,
    body_extra: str = "",
    pre_body: str = "",
) -> None:
    """A story page in the site's template. `wrap` is the element around the story (article, main, div, td)."""
    body_html, body_text = blocks(paras)
    meta = f'<div class="byline">{byline}</div><div class="dateline">{dateline}</div>'
    inner = (
        f'<div class="breadcrumbs"><a href="/">Home</a> &rsaquo; <a href="/news/">{escape(site.name)}</a></div>'
        f'<h1 class="headline">{escape(headline)}</h1>{lead}{meta}{share_bar(site)}'
        f'<figure class="lead-image"><img src="/img/{name}.jpg" alt=""><figcaption>Photo: {escape(site.name)} archive</figcaption></figure>'
        f'{pre_body}<div class="story-body">{body_html}</div>{body_extra}{share_bar(site)}{after}{related_row(site)}'
    )
    if wrap == "article":
        main = f'<main id="content"><article class="story">{inner}</article></main>'
    elif wrap == "main":
        main = f'<main id="content" class="page-main">{inner}</main>'
    else:
        main = f'<div id="content" class="content-area">{inner}</div>'
    add(
        name, site, url, html_title=f"{headline}{suffix}", head=head, main=main, encoding=encoding,
        content_type=content_type, charset_in_page=charset_in_page,
        label={"is_article": True, "kind": kind, "shape": shape, "title": title or headline, "authors": authors, "date": date, "body": body_text},
    )  # fmt: skip


def nonarticle(
    name: str,
    site: Site,
    url: str,
    *,
    html_title: str,
    main: str,
    kind: str,
    shape: str,
    head: str = "",
    encoding: str = "utf-8",
    content_type: str | None = None,
    charset_in_page: bool = True,
    rail: bool = True,
) -> None:
    add(
        name, site, url, html_title=html_title, head=head, main=main, encoding=encoding, content_type=content_type,
        charset_in_page=charset_in_page, rail=rail, label={"is_article": False, "kind": kind, "shape": shape},
    )  # fmt: skip


def og(kind: str, title: str, url: str, site: Site, extra: str = "") -> str:
    return (
        f'<meta property="og:type" content="{kind}"><meta property="og:title" content="{escape(title)}">'
        f'<meta property="og:url" content="{url}"><meta property="og:site_name" content="{escape(site.name)}">'
        f'<link rel="canonical" href="{url}">{extra}'
    )


def teasers(items: list[tuple[str, str, str]], cls: str = "teaser", prefix: str = "/story/") -> str:
    """(headline, dek, date) teasers as a listing."""
    out = []
    for k, (h, dek, d) in enumerate(items):
        slug = hashlib.md5(h.encode()).hexdigest()[:8]
        out.append(
            f'<div class="{cls}"><h3><a href="{prefix}{k}-{slug}">{escape(h)}</a></h3>'
            f'<p class="dek">{escape(dek)}</p><time>{escape(d)}</time></div>'
        )
    return "".join(out)
