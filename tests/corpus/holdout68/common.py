"""Block rendering, the text markup and a small site base (holdout68, copied from holdout65, itself from holdout35,
holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is body, the `Story` doc whose body
includes those table rows). Added for this set, whose five sites run older publishing systems: `blocks_html` takes
per-site formatters for subheads, question-and-answer pairs and tables (`<b>` subheads inside `<font>`, bold questions
followed by `<br />`, `border="1"` tables pasted from Word), and `Base.record()` writes a link with an absolute href
while still recording it (the vBulletin portal's logo link to its home)."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any

from sitekit import Doc, Link, Site, esc, plain

# block kinds: p, h2, h3, ul, ol, qa, table (body); fig, note, box, sign, embed (not body)


class Story(Doc):
    """A doc whose body also holds table rows (a line a row, cells joined by a space): a data story's table is body."""

    @property
    def body(self) -> str:
        if not self.is_article:
            return ""
        lines: list[str] = []
        for block in self.blocks:
            if block[0] == "table":
                lines.extend(" ".join(plain(c) for c in row) for row in block[1])
            elif block[0] in ("p", "h2", "h3"):
                lines.append(plain(block[1]))
            elif block[0] in ("ul", "ol"):
                lines.extend(plain(item) for item in block[1])
            elif block[0] == "qa":
                lines.extend((plain(block[1]), plain(block[2])))
        return "\n".join(lines)


def default_table(site: Site, rows: list[list[str]], cls: str, zone: str) -> str:
    head, *rest = rows
    th = "\n".join(f"<th>{site.inline(c, zone)}</th>" for c in head)
    trs = "\n".join("<tr>\n" + "\n".join(f"<td>{site.inline(c, zone)}</td>" for c in row) + "\n</tr>" for row in rest)
    return f'<table class="{cls}">\n<thead>\n<tr>\n{th}\n</tr>\n</thead>\n<tbody>\n{trs}\n</tbody>\n</table>'


def blocks_html(
    site: Site,
    blocks: list[tuple[Any, ...]],
    p_tag: str = "<p>",
    p_end: str = "</p>",
    fig: Callable[[str, str], str] | None = None,
    zone: str = "content",
    head: Callable[[str, str], str] | None = None,
    qa: Callable[[str, str], str] | None = None,
    table: Callable[[list[list[str]], str], str] | None = None,
    li: tuple[str, str] | None = None,
) -> str:
    """The blocks as HTML; `head(kind, html)`, `qa(question_html, answer_html)` and `table(rows, cls)` override the
    default markup of subheads, interview pairs and tables; `li` gives the (open, close) of list items written as
    lines (`("&bull; ", "<br />")`) instead of `<ul>`."""
    out: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind == "p":
            out.append(f"{p_tag}{site.inline(block[1], zone)}{p_end}")
        elif kind in ("h2", "h3"):
            inner = site.inline(block[1], zone)
            out.append(head(kind, inner) if head else f"<{kind}>{inner}</{kind}>")
        elif kind in ("ul", "ol"):
            if li:
                out.append("".join(f"{li[0]}{site.inline(i, zone)}{li[1]}" for i in block[1]))
            else:
                items = "".join(f"<li>{site.inline(i, zone)}</li>" for i in block[1])
                out.append(f"<{kind}>{items}</{kind}>")
        elif kind == "table":
            out.append(table(block[1], block[2]) if table else default_table(site, block[1], block[2], zone))
        elif kind == "qa":
            q, a = esc(block[1]), site.inline(block[2], zone)
            out.append(qa(q, a) if qa else f"<p><strong>{q}</strong></p>{p_tag}{a}{p_end}")
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


def parse(lines: list[str]) -> list[tuple[Any, ...]]:
    """Site texts as short markup: '### ' h3, 'T: a | b' a table row (the first row of a table is its head),
    '## ' h2, '- ' list item, 'Q: q || a' question and answer, 'FIG: alt | caption',
    'NOTE: ' a note box, 'SIGN: ' a sign-off line, 'RAW:' raw HTML; anything else a paragraph."""
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
        kicker=extra.pop("kicker", ""),
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

    def ak(self, key: str, text: str, zone: str, inner: str | None = None, **attrs: str) -> str:
        """`a()` with its attributes as keywords (`cls` for `class`)."""
        spec = " ".join(f'{"class" if k == "cls" else k}="{esc(v)}"' for k, v in attrs.items())
        return self.a(key, text, zone, spec, inner)

    def record(self, key: str, text: str, zone: str, attrs: str = "") -> str:
        """A link to a labelled page written with its absolute URL whatever the site's href style, still recorded."""
        self.links.append(Link(self.current, key, zone, text))
        extra = f" {attrs}" if attrs else ""
        return f'<a href="{esc(self.url(key))}"{extra}>{esc(text)}</a>'

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
                t = plain(b[1])
                return t if len(t) < 160 else t[:150].rsplit(" ", 1)[0] + " …"
        return ""
