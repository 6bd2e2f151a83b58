"""Block rendering, the article-declaring head, the text markup and a small site base (holdout62, copied from
holdout35, itself from holdout28 and holdout19; holdout35 added `### ` h3 lines, `T: a | b | c` table rows whose text
is body, and the `Story` doc whose body includes those table rows).

Added for holdout62: `> ` quote lines (a blockquote whose text is body), `# ` numbered-list items, inline `**bold**`
and `__italic__` marks (the page prints <strong>/<em>, the label keeps the bare text), and a `wrap` argument to
`blocks_html` so a site can give each block kind its own markup (Medium's generated classes, an e-mail's table
cells, Blogger's <br> paragraphs)."""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable
from typing import Any

from sitekit import Doc, Site, esc, plain

# block kinds: p, h2, h3, ul, ol, qa, table, quote (body); fig, note, box, sign, embed (not body)

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITAL = re.compile(r"__(.+?)__")


def bare(text: str) -> str:
    """The text a reader sees: links reduced to their anchor, bold and italic marks dropped."""
    return _ITAL.sub(r"\1", _BOLD.sub(r"\1", plain(text)))


def marks(html_text: str) -> str:
    """Turn the marks left in escaped inline HTML into <strong>/<em>."""
    return _ITAL.sub(r"<em>\1</em>", _BOLD.sub(r"<strong>\1</strong>", html_text))


class Story(Doc):
    """A doc whose body also holds table rows (a line a row, cells joined by a space): a data story's table is body."""

    @property
    def body(self) -> str:
        if not self.is_article:
            return ""
        lines: list[str] = []
        for block in self.blocks:
            if block[0] == "table":
                lines.extend(" ".join(bare(c) for c in row) for row in block[1])
            elif block[0] in ("p", "h2", "h3", "quote"):
                lines.append(bare(block[1]))
            elif block[0] in ("ul", "ol"):
                lines.extend(bare(item) for item in block[1])
            elif block[0] == "qa":
                lines.extend((bare(block[1]), bare(block[2])))
        return "\n".join(lines)


def blocks_html(
    site: Site,
    blocks: list[tuple[Any, ...]],
    p_tag: str = "<p>",
    p_end: str = "</p>",
    fig: Callable[[str, str], str] | None = None,
    zone: str = "content",
    wrap: dict[str, Callable[..., str]] | None = None,
) -> str:
    """Blocks as HTML; `wrap` maps a block kind to a function of its inner HTML (lists: of the items' HTML;
    qa: of question and answer; table: of the rows' cells) giving the site's own markup."""
    wrap = wrap or {}
    out: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind == "p":
            inner = site.inline(block[1], zone)
            out.append(wrap["p"](inner) if "p" in wrap else f"{p_tag}{inner}{p_end}")
        elif kind in ("h2", "h3"):
            inner = site.inline(block[1], zone)
            out.append(wrap[kind](inner) if kind in wrap else f"<{kind}>{inner}</{kind}>")
        elif kind == "quote":
            inner = site.inline(block[1], zone)
            out.append(wrap["quote"](inner) if "quote" in wrap else f"<blockquote><p>{inner}</p></blockquote>")
        elif kind in ("ul", "ol"):
            items = [site.inline(i, zone) for i in block[1]]
            if kind in wrap:
                out.append(wrap[kind](items))
            else:
                out.append(f"<{kind}>" + "".join(f"<li>{i}</li>" for i in items) + f"</{kind}>")
        elif kind == "table":
            rows = [[site.inline(c, zone) for c in row] for row in block[1]]
            if "table" in wrap:
                out.append(wrap["table"](rows))
                continue
            head, *body_rows = rows
            th = "\n".join(f"<th>{c}</th>" for c in head)
            trs = "\n".join("<tr>\n" + "\n".join(f"<td>{c}</td>" for c in row) + "\n</tr>" for row in body_rows)
            out.append(
                f'<table class="{block[2]}">\n<thead>\n<tr>\n{th}\n</tr>\n</thead>\n<tbody>\n{trs}\n</tbody>\n</table>'
            )
        elif kind == "qa":
            q, a = site.inline(block[1], zone), site.inline(block[2], zone)
            out.append(wrap["qa"](q, a) if "qa" in wrap else f"<p><strong>{q}</strong></p>{p_tag}{a}{p_end}")
        elif kind == "fig":
            if fig:
                out.append(fig(block[1], block[2]))
            else:
                out.append(
                    f'<figure><img src="/img/{zlib.crc32(block[1].encode()) % 99991}.jpg" alt="{esc(block[1])}">'
                    f"<figcaption>{esc(block[2])}</figcaption></figure>"
                )
        elif kind == "note":
            inner = site.inline(block[1], zone)
            out.append(wrap["note"](inner) if "note" in wrap else f'<div class="note">{inner}</div>')
        elif kind == "box":
            out.append(block[1])  # raw HTML
        elif kind == "sign":
            inner = site.inline(block[1], zone)
            out.append(wrap["sign"](inner) if "sign" in wrap else f'<p class="signoff">{inner}</p>')
        elif kind == "embed":
            out.append(block[1])
    return "\n".join(out)


def words(doc: Doc) -> int:
    return sum(len(bare(b[1]).split()) for b in doc.blocks if b[0] in ("p", "quote", "h2", "h3"))


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


def parse(lines: list[str]) -> list[tuple[Any, ...]]:
    """Site texts as short markup: '### ' h3, 'T: a | b' a table row (the first row of a table is its head),
    '## ' h2, '- ' list item, '# ' numbered-list item, '> ' quote (body), 'Q: q || a' question and answer,
    'FIG: alt | caption', 'NOTE: ' a note box, 'SIGN: ' a sign-off line, 'RAW:' raw HTML; anything else a
    paragraph."""
    out: list[tuple[Any, ...]] = []
    for line in lines:
        if line.startswith("### "):
            out.append(("h3", line[4:]))
        elif line.startswith("T: "):
            row = [c.strip() for c in line[3:].split(" | ")]
            if out and out[-1][0] == "table":
                out[-1][1].append(row)
            else:
                out.append(("table", [row], "data"))
        elif line.startswith("## "):
            out.append(("h2", line[3:]))
        elif line.startswith("> "):
            out.append(("quote", line[2:]))
        elif line.startswith("# "):
            if out and out[-1][0] == "ol":
                out[-1][1].append(line[2:])
            else:
                out.append(("ol", [line[2:]]))
        elif line.startswith("- "):
            if out and out[-1][0] == "ul":
                out[-1][1].append(line[2:])
            else:
                out.append(("ul", [line[2:]]))
        elif line.startswith("Q: "):
            q, a = line[3:].split(" || ")
            out.append(("qa", q, a))
        elif line.startswith("FIG: "):
            alt, cap = line[5:].split(" | ")
            out.append(("fig", alt, cap))
        elif line.startswith("NOTE: "):
            out.append(("note", line[6:]))
        elif line.startswith("SIGN: "):
            out.append(("sign", line[6:]))
        elif line.startswith("RAW:"):
            out.append(("box", line[4:]))
        else:
            out.append(("p", line))
    return out


def story(
    key: str,
    path: str,
    title: str,
    date: str,
    iso: str | None,
    stamp: str,
    authors: list[str],
    lines: list[str],
    shape: str,
    **extra: Any,
) -> Doc:
    """An article: its label date, the ISO time the page carries (None = none), the date as printed ("" = none)."""
    return Story(
        key,
        path,
        "article",
        title,
        is_article=True,
        authors=authors,
        date=date,
        iso=iso,
        stamp=stamp,
        blocks=parse(lines),
        shape=shape,
        section=extra.pop("section", ""),
        dek=extra.pop("dek", ""),
        teaser=extra.pop("teaser", ""),
        image=extra.pop("image", ""),
        byline=extra.pop("byline", ""),
        extra=extra,
    )


def page(key: str, path: str, kind: str, title: str, shape: str, lines: list[str] | None = None, **extra: Any) -> Doc:
    """A non-article: a listing (extra list=[keys], more=page-2 key) or a service page (lines as blocks)."""
    return Story(key, path, kind, title, blocks=parse(lines or []), shape=shape, extra=extra)


class Base(Site):
    """Dispatch: stories to story_main, listings (extra 'list') to listing_main, the rest to service_main."""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.is_article or doc.extra.get("story_template"):
            main = self.story_main(doc)
        elif "list" in doc.extra:
            main = self.listing_main(doc)
        else:
            main = self.service_main(doc)
        return self.frame(doc, main)

    def blocks(self, doc: Doc, **kw: Any) -> str:
        return blocks_html(self, doc.blocks, **kw)

    def inline(self, text: str, zone: str = "content") -> str:
        return marks(super().inline(text, zone))

    def a(self, key: str, text: str, zone: str, attrs: str = "", inner: str | None = None, cls: str = "") -> str:
        """A link as sitekit writes it; `cls` adds a class attribute."""
        if cls:
            attrs = f'{attrs} class="{cls}"' if attrs else f'class="{cls}"'
        return super().a(key, text, zone, attrs, inner)

    def frame(self, doc: Doc, main: str) -> str:  # pragma: no cover - per site
        raise NotImplementedError

    def story_main(self, doc: Doc) -> str:  # pragma: no cover - per site
        raise NotImplementedError

    def listing_main(self, doc: Doc) -> str:  # pragma: no cover - per site
        raise NotImplementedError

    def service_main(self, doc: Doc) -> str:  # pragma: no cover - per site
        raise NotImplementedError

    def teaser_text(self, doc: Doc) -> str:
        return doc.teaser or doc.title

    def lede(self, doc: Doc) -> str:
        if doc.dek:
            return doc.dek
        for b in doc.blocks:
            if b[0] == "p":
                t = bare(b[1])
                return t if len(t) < 160 else t[:150].rsplit(" ", 1)[0] + " …"
        return ""
