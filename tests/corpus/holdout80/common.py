"""Block rendering, the text markup and a small site base (holdout80, copied from holdout65, itself from holdout35,
holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is body, the `Story` doc whose body
includes those table rows). The Arabic digit and Hijri helpers of holdout65 are dropped. Added for this set's
magazine formats:

- `QS: question || speaker || answer`: an interview turn whose answer is printed after the interviewee's name
  (body: the question, then "speaker answer" as the reader reads it);
- `DROP: text`: a paragraph whose first letter sits in its own drop-cap span (body: the whole paragraph);
- `PULL: text`: a pull quote repeated from the text (not body);
- `FN: text`: a footnote (consecutive lines make one list; body, one line a note, without its number);
- `CAP: alt | caption | credit`: a photo-essay picture whose caption is the text (body: the caption; the credit is not);
- `# text`: an ordered-list item (recipe steps; body);
- `SIGN: `, `NOTE: `, `FIG: alt | caption`, `RAW:` as before (not body).

A site passes `custom={kind: renderer}` to `blocks_html` to write a kind in its own publishing system's markup."""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable
from typing import Any

from sitekit import Doc, Site, esc, plain

# block kinds: p, drop, h2, h3, ul, ol, qa, qas, fn, cap, table (body); fig, pull, note, box, sign, embed (not body)

# "[^2]" at the end of a paragraph: a footnote reference (rendered by the site as a superscript; not in the body line)
FNREF = re.compile(r"\[\^(\d+)\]")


def unref(text: str) -> str:
    return FNREF.sub("", text)


def body_lines(block: tuple[Any, ...]) -> list[str]:
    kind = block[0]
    if kind in ("p", "drop", "h2", "h3"):
        return [unref(plain(block[1]))]
    if kind in ("ul", "ol", "fn"):
        return [plain(i) for i in block[1]]
    if kind == "qa":
        return [plain(block[1]), plain(block[2])]
    if kind == "qas":
        return [plain(block[1]), f"{plain(block[2])} {plain(block[3])}"]
    if kind == "cap":
        return [plain(block[2])]
    if kind == "table":
        return [" ".join(plain(c) for c in row) for row in block[1]]
    return []


class Story(Doc):
    """A doc whose body is read off its blocks (tables a line a row, cells joined by a space; captions of a photo
    essay; footnotes)."""

    @property
    def body(self) -> str:
        if not self.is_article:
            return ""
        return "\n".join(line for block in self.blocks for line in body_lines(block))


def blocks_html(
    site: Site,
    blocks: list[tuple[Any, ...]],
    p_tag: str = "<p>",
    p_end: str = "</p>",
    fig: Callable[[str, str], str] | None = None,
    zone: str = "content",
    custom: dict[str, Callable[[tuple[Any, ...]], str]] | None = None,
) -> str:
    out: list[str] = []
    custom = custom or {}
    for block in blocks:
        kind = block[0]
        if kind in custom:
            out.append(custom[kind](block))
        elif kind == "p":
            out.append(f"{p_tag}{site.inline(block[1], zone)}{p_end}")
        elif kind == "drop":
            text = block[1]
            out.append(f'{p_tag}<span class="dropcap">{esc(text[0])}</span>{site.inline(text[1:], zone)}{p_end}')
        elif kind in ("h2", "h3"):
            out.append(f"<{kind}>{site.inline(block[1], zone)}</{kind}>")
        elif kind in ("ul", "ol"):
            items = "".join(f"<li>{site.inline(i, zone)}</li>" for i in block[1])
            out.append(f"<{kind}>{items}</{kind}>")
        elif kind == "fn":
            items = "".join(f'<li id="fn{n}">{site.inline(i, zone)}</li>' for n, i in enumerate(block[1], 1))
            out.append(f'<ol class="footnotes">{items}</ol>')
        elif kind == "table":
            head, *rows = block[1]
            th = "\n".join(f"<th>{site.inline(c, zone)}</th>" for c in head)
            trs = "\n".join(
                "<tr>\n" + "\n".join(f"<td>{site.inline(c, zone)}</td>" for c in row) + "\n</tr>" for row in rows
            )
            out.append(
                f'<table class="{block[2]}">\n<thead>\n<tr>\n{th}\n</tr>\n</thead>\n<tbody>\n{trs}\n</tbody>\n</table>'
            )
        elif kind == "qa":
            out.append(f"<p><strong>{esc(block[1])}</strong></p>{p_tag}{site.inline(block[2], zone)}{p_end}")
        elif kind == "qas":
            out.append(
                f"<p><strong>{esc(block[1])}</strong></p>{p_tag}<strong>{esc(block[2])}</strong> "
                f"{site.inline(block[3], zone)}{p_end}"
            )
        elif kind == "pull":
            out.append(f'<blockquote class="pullquote"><p>{esc(block[1])}</p></blockquote>')
        elif kind in ("fig", "cap"):
            if fig:
                out.append(fig(block[1], block[2]))
            else:
                credit = f' <span class="credit">{esc(block[3])}</span>' if kind == "cap" else ""
                out.append(
                    f'<figure><img src="/img/{zlib.crc32(block[1].encode()) % 99991}.jpg" alt="{esc(block[1])}">'
                    f"<figcaption>{esc(block[2])}{credit}</figcaption></figure>"
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


def img_id(text: str) -> int:
    return zlib.crc32(text.encode()) % 99991


def parse(lines: list[str]) -> list[tuple[Any, ...]]:
    """Site texts as short markup: '### ' h3, '## ' h2, 'T: a | b' a table row (the first row of a table is its
    head), '- ' list item, '# ' ordered-list item, 'Q: q || a', 'QS: q || speaker || a', 'FIG: alt | caption',
    'CAP: alt | caption | credit', 'PULL: ', 'FN: ', 'DROP: ', 'NOTE: ', 'SIGN: ', 'RAW:'; anything else a
    paragraph."""
    out: list[tuple[Any, ...]] = []

    def grow(kind: str, item: str) -> None:
        if out and out[-1][0] == kind:
            out[-1][1].append(item)
        else:
            out.append((kind, [item]))

    for line in lines:
        if line.startswith("### "):
            out.append(("h3", line[4:]))
        elif line.startswith("## "):
            out.append(("h2", line[3:]))
        elif line.startswith("T: "):
            row = [c.strip() for c in line[3:].split(" | ")]
            if out and out[-1][0] == "table":
                out[-1][1].append(row)
            else:
                out.append(("table", [row], "data"))
        elif line.startswith("- "):
            grow("ul", line[2:])
        elif line.startswith("# "):
            grow("ol", line[2:])
        elif line.startswith("FN: "):
            grow("fn", line[4:])
        elif line.startswith("Q: "):
            q, a = line[3:].split(" || ")
            out.append(("qa", q, a))
        elif line.startswith("QS: "):
            q, who, a = line[4:].split(" || ")
            out.append(("qas", q, who, a))
        elif line.startswith("FIG: "):
            alt, cap = line[5:].split(" | ")
            out.append(("fig", alt, cap))
        elif line.startswith("CAP: "):
            alt, cap, credit = line[5:].split(" | ")
            out.append(("cap", alt, cap, credit))
        elif line.startswith("PULL: "):
            out.append(("pull", line[6:]))
        elif line.startswith("DROP: "):
            out.append(("drop", line[6:]))
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
    """A non-article: a listing (extra list=[keys or (title, path, dek, date) tuples], more=page-2 key) or a
    service page (lines as blocks)."""
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
            if b[0] in ("p", "drop"):
                t = unref(plain(b[1]))
                return t if len(t) < 160 else t[:150].rsplit(" ", 1)[0] + " …"
        return ""

    def entries(self, doc: Doc) -> list[tuple[str | None, str, str, str, str]]:
        """The listing's entries as (key or None, title, path, dek, stamp): labelled docs by key, older unlabelled
        items as (title, path, dek, stamp) tuples."""
        out: list[tuple[str | None, str, str, str, str]] = []
        for item in doc.extra["list"]:
            if isinstance(item, str):
                d = self.docs[item]
                out.append((item, self.teaser_text(d), d.path, self.lede(d), d.stamp))
            else:
                out.append((None, *item))
        return out

    def link(self, key: str | None, title: str, path: str, zone: str, attrs: str = "") -> str:
        """A link to a listing entry; an unlabelled entry whose path is a labelled page's (a soft 404) is recorded."""
        if key is None:
            key = next((k for k, d in self.docs.items() if d.path == path), path)
        return self.a(key, title, zone, attrs)
