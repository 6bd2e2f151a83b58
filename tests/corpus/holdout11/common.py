"""Block rendering, the article-declaring head and service-page text shared by the five sites' templates."""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from typing import Any

from sitekit import Doc, Site, esc, plain

# block kinds: p, h2, h3, ul, ol, qa (body); fig, note, box, sign, embed (not body)


def blocks_html(
    site: Site,
    blocks: list[tuple[Any, ...]],
    p_tag: str = "<p>",
    p_end: str = "</p>",
    fig: Callable[[str, str], str] | None = None,
    zone: str = "content",
) -> str:
    out: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind == "p":
            out.append(f"{p_tag}{site.inline(block[1], zone)}{p_end}")
        elif kind in ("h2", "h3"):
            out.append(f"<{kind}>{site.inline(block[1], zone)}</{kind}>")
        elif kind in ("ul", "ol"):
            items = "".join(f"<li>{site.inline(i, zone)}</li>" for i in block[1])
            out.append(f"<{kind}>{items}</{kind}>")
        elif kind == "qa":
            out.append(f"<p><strong>{esc(block[1])}</strong></p>{p_tag}{site.inline(block[2], zone)}{p_end}")
        elif kind == "fig":
            if fig:
                out.append(fig(block[1], block[2]))
            else:
                out.append(
                    f'<figure><img src="/img/{zlib.crc32(block[1].encode()) % 99991}.jpg" alt="{esc(block[1])}">'
                    f"<figcaption>{esc(block[2])}</figcaption></figure>"
                )
        elif kind == "note":
            out.append(f'<div class="note">{site.inline(block[1], zone)}</div>')
        elif kind == "box":
            out.append(block[1])  # raw HTML
        elif kind == "sign":
            out.append(f'<p class="signoff">{site.inline(block[1], zone)}</p>')
        elif kind == "embed":
            out.append(block[1])
    return "\n".join(out)


def words(doc: Doc) -> int:
    return sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p")


def lying_head(
    site: Site,
    doc: Doc,
    ld_type: str,
    fixed: str,
    org: str,
    canonical: str | None = None,
    image: str = "",
    extra_ld: dict[str, Any] | None = None,
) -> str:
    """og:type=article, an article JSON-LD, article:published_time and an author meta on every page."""
    iso = doc.iso or (fixed if not doc.is_article else None)
    author = ", ".join(doc.authors) if doc.authors else doc.extra.get("ld_author", org)
    ld: dict[str, Any] = {
        "@context": "https://schema.org", "@type": ld_type, "headline": doc.title,
        "mainEntityOfPage": site.url(doc.key),
        "author": [{"@type": "Person" if doc.authors or doc.extra.get("ld_person") else "Organization",
                    "name": author}],
        "publisher": {"@type": "Organization", "name": site.name},
    }  # fmt: skip
    if iso:
        ld["datePublished"] = iso
        ld["dateModified"] = iso
    if image:
        ld["image"] = [image]
    if extra_ld:
        ld.update(extra_ld)
    metas = [
        '<meta property="og:type" content="article">',
        f'<meta property="og:title" content="{esc(doc.title)}">',
        f'<meta property="og:url" content="{esc(canonical or site.url(doc.key))}">',
        f'<meta property="og:site_name" content="{esc(site.name)}">',
        f'<meta name="author" content="{esc(author)}">',
    ]
    if iso:
        metas.append(f'<meta property="article:published_time" content="{iso}">')
    if doc.section:
        metas.append(f'<meta property="article:section" content="{esc(doc.section)}">')
    metas.append(f'<link rel="canonical" href="{esc(canonical or site.url(doc.key))}">')
    metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
    return "\n".join(metas)


def service_html(site: Site, texts: list[str], h: str = "h2") -> str:
    """Service-page text: "## " lines are sub-headings, "- " lines list items, the rest paragraphs."""
    out: list[str] = []
    items: list[str] = []
    for t in [*texts, ""]:
        if t.startswith("- "):
            items.append(f"<li>{site.inline(t[2:])}</li>")
            continue
        if items:
            out.append("<ul>" + "".join(items) + "</ul>")
            items = []
        if not t:
            continue
        if t.startswith("## "):
            out.append(f"<{h}>{esc(t[3:])}</{h}>")
        else:
            out.append(f"<p>{site.inline(t)}</p>")
    return "\n".join(out)
