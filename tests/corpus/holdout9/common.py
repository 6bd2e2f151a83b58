"""Block rendering and the lying templates' head declarations, shared by the five sites of the ninth set."""

from __future__ import annotations

import json
from typing import Any

from sitekit import Doc, Site, esc, plain


def blocks_html(site: Site, blocks: list[tuple[Any, ...]], cls: dict[str, str] | None = None) -> str:
    """The page's blocks. p/h2/h3/ul/ol/qa are the text (the label's body when an article); the others are
    not: figures with captions, tables, embeds, notes, signatures, promos and raw markup."""
    c = cls or {}

    def k(name: str) -> str:
        return f' class="{c[name]}"' if name in c else ""

    out: list[str] = []
    for b in blocks:
        kind = b[0]
        if kind == "p":
            out.append(f"<p{k('p')}>{site.inline(b[1])}</p>")
        elif kind in ("h2", "h3"):
            out.append(f"<{kind}{k(kind)}>{site.inline(b[1])}</{kind}>")
        elif kind in ("ul", "ol"):
            items = "".join(f"<li>{site.inline(i)}</li>" for i in b[1])
            out.append(f"<{kind}{k(kind)}>{items}</{kind}>")
        elif kind == "qa":
            out.append(f"<p{k('q')}><strong>{site.inline(b[1])}</strong></p><p{k('p')}>{site.inline(b[2])}</p>")
        elif kind == "fig":  # (fig, src, alt, caption)
            img = c.get("img", "img")
            if img == "amp-img":
                tag = (
                    f'<amp-img src="{esc(b[1])}" alt="{esc(b[2])}" width="1200" height="800" '
                    'layout="responsive"></amp-img>'
                )
            else:
                tag = f'<img src="{esc(b[1])}" alt="{esc(b[2])}" width="1200" height="800" loading="lazy">'
            out.append(f"<figure{k('fig')}>{tag}<figcaption>{esc(b[3])}</figcaption></figure>")
        elif kind == "table":  # (table, caption, header, rows)
            head = "".join(f"<th>{esc(h)}</th>" for h in b[2])
            rows = "".join("<tr>" + "".join(f"<td>{esc(str(v))}</td>" for v in r) + "</tr>" for r in b[3])
            cap = f"<caption>{esc(b[1])}</caption>" if b[1] else ""
            out.append(f"<table{k('table')}>{cap}<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>")
        elif kind == "note":
            out.append(f"<div{k('note')}>{site.inline(b[1])}</div>")
        elif kind == "sig":
            out.append(f"<p{k('sig')}><em>{esc(b[1])}</em></p>")
        elif kind == "raw":
            out.append(b[1])
    return "\n".join(out)


def lying_head(
    site: Site, doc: Doc, *, ld_type: str, fixed_date: str, fixed_author: str, publisher: str, image: str, locale: str
) -> str:
    """og:type=article, an article JSON-LD, article:published_time and an author meta on every page: the
    CMS's story template does not know what a page is."""
    iso = doc.iso or fixed_date
    author = doc.extra.get("tpl_author") or (doc.authors[0] if doc.authors else fixed_author)
    kind = "Person" if doc.authors or doc.extra.get("tpl_person") else "Organization"
    desc = doc.dek or plain(doc.blocks[0][1])[:150] if doc.blocks and doc.blocks[0][0] == "p" else doc.dek
    ld = {
        "@context": "https://schema.org", "@type": ld_type, "headline": doc.title,
        "datePublished": iso, "dateModified": doc.extra.get("modified", iso),
        "author": [{"@type": kind, "name": author}],
        "publisher": {"@type": "Organization", "name": publisher, "logo": {"@type": "ImageObject", "url": image}},
        "mainEntityOfPage": {"@type": "WebPage", "@id": site.url(doc.key)},
        "image": [image], "description": desc or doc.title,
    }  # fmt: skip
    return "\n".join([
        '<meta property="og:type" content="article">',
        f'<meta property="og:title" content="{esc(doc.title)}">',
        f'<meta property="og:url" content="{esc(site.url(doc.key))}">',
        f'<meta property="og:locale" content="{locale}">',
        f'<meta property="og:image" content="{esc(image)}">',
        f'<meta property="article:published_time" content="{iso}">',
        f'<meta property="article:section" content="{esc(doc.section or "General")}">',
        f'<meta name="author" content="{esc(author)}">',
        f'<meta name="description" content="{esc(desc or doc.title)}">',
        '<script type="application/ld+json">' + json.dumps(ld, ensure_ascii=False) + "</script>",
    ])  # fmt: skip
