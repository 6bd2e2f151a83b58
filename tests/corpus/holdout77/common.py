"""Block rendering, the text markup and a small site base (holdout77, copied from holdout65, itself from holdout35,
holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is body, the `Story` doc whose body
includes those table rows). Added for this set: `**bold**` inline markup (a "Pregunta:" / "Hỏi:" / "문:" lead in a
Q&A column, rendered `<strong>`, plain in the label), per-site renderers for figures and Q&A blocks, `nfd()` (a
Vietnamese text pasted in decomposed form) and the month names the five sites print."""

from __future__ import annotations

import re
import unicodedata
import zlib
from collections.abc import Callable
from typing import Any

from sitekit import Doc, Site, esc, plain

# block kinds: p, h2, h3, ul, ol, qa, table (body); fig, note, box, sign, embed (not body)

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def txt(text: str) -> str:
    """The text a reader sees: inline links reduced to their anchor, bold markers dropped."""
    return _BOLD.sub(lambda m: m.group(1), plain(text))


def nfd(text: str) -> str:
    """The decomposed form (base letter + combining marks), as text pasted from some Vietnamese keyboards arrives."""
    return unicodedata.normalize("NFD", text)


class Story(Doc):
    """A doc whose body also holds table rows (a line a row, cells joined by a space): a data story's table is body."""

    @property
    def body(self) -> str:
        if not self.is_article:
            return ""
        lines: list[str] = []
        for block in self.blocks:
            if block[0] == "table":
                lines.extend(" ".join(txt(c) for c in row) for row in block[1])
            elif block[0] in ("p", "h2", "h3"):
                lines.append(txt(block[1]))
            elif block[0] in ("ul", "ol"):
                lines.extend(txt(item) for item in block[1])
            elif block[0] == "qa":
                lines.extend((txt(block[1]), txt(block[2])))
        return "\n".join(lines)


def blocks_html(
    site: Site,
    blocks: list[tuple[Any, ...]],
    p_tag: str = "<p>",
    p_end: str = "</p>",
    fig: Callable[[str, str], str] | None = None,
    qa: Callable[[str, str], str] | None = None,
    table_class: str = "",
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
        elif kind == "table":
            head, *rows = block[1]
            th = "\n".join(f"<th>{site.inline(c, zone)}</th>" for c in head)
            trs = "\n".join(
                "<tr>\n" + "\n".join(f"<td>{site.inline(c, zone)}</td>" for c in row) + "\n</tr>" for row in rows
            )
            cls = table_class or block[2]
            out.append(
                f'<table class="{cls}">\n<thead>\n<tr>\n{th}\n</tr>\n</thead>\n<tbody>\n{trs}\n</tbody>\n</table>'
            )
        elif kind == "qa":
            if qa:
                out.append(qa(site.inline(block[1], zone), site.inline(block[2], zone)))
            else:
                out.append(
                    f"<p><strong>{site.inline(block[1], zone)}</strong></p>{p_tag}{site.inline(block[2], zone)}{p_end}"
                )
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


def parse(lines: list[str]) -> list[tuple[Any, ...]]:
    """Site texts as short markup: '### ' h3, 'T: a | b' a table row (the first row of a table is its head),
    '## ' h2, '- ' list item, '# ' ordered-list item, 'Q: q || a' question and answer, 'FIG: alt | caption',
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
        elif line.startswith("# "):
            if out and out[-1][0] == "ol":
                out[-1][1].append(line[2:])
            else:
                out.append(("ol", [line[2:]]))
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

    def inline(self, text: str, zone: str = "content") -> str:
        # "**bold**" around the link markup: split on the bold markers, render each piece, wrap the odd ones
        parts = text.split("**")
        if len(parts) == 1:
            return super().inline(text, zone)
        return "".join(
            f"<strong>{super(Base, self).inline(p, zone)}</strong>" if i % 2 else super(Base, self).inline(p, zone)
            for i, p in enumerate(parts)
        )

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

    def lede(self, doc: Doc, n: int = 150) -> str:
        if doc.dek:
            return doc.dek
        for b in doc.blocks:
            if b[0] == "p":
                t = txt(b[1])
                if len(t) < n + 10:
                    return t
                cut = t[:n]
                return (cut.rsplit(" ", 1)[0] if " " in cut[n // 2 :] else cut) + " …"
        return ""


MESES = [
    "enero", "febrero", "marzo", "abril", "mayo", "junio",
    "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
]  # fmt: skip
MWA = [
    "janvye", "fevriye", "mas", "avril", "me", "jen",
    "jiyè", "out", "septanm", "oktòb", "novanm", "desanm",
]  # fmt: skip
EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def split_local(local: str) -> tuple[int, int, int, str]:
    """'2026-12-04 21:40' -> (2026, 12, 4, '21:40')."""
    day, _, time = local.partition(" ")
    y, m, d = (int(x) for x in day.split("-"))
    return y, m, d, time
