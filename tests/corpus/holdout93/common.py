# ruff: noqa: E501, RUF001 (keyword lists are long lines; the inline-span brackets ⟦ ⟧ and the math signs are deliberate)
"""Block rendering, the text markup and a small site base (holdout93, copied from holdout65, itself from holdout35,
holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is body, the `Story` doc whose body
includes those table rows).

Added for this set, whose stories carry math, code and notes:

- inline spans `⟦kind:content⟧` beside the `[[key|anchor]]` links, rendered by the site (`Base.span`) and labelled
  by it (`Base.span_text`): `c` inline code, `e` emphasis, `b` bold, `k` a key, `m` a named formula (the site's
  `formulas`), `fn` a footnote marker (labelled as the site prints it: "1", "[1]", "(1)"), `sn` / `mn` a numbered /
  unnumbered Tufte sidenote inside the paragraph (not body: the paragraph is labelled without it, so a sidenote
  always closes its paragraph);
- blocks: `CODE[lang,opts]:` + newline + the code (body: one line per non-blank code line, stripped), `MATH: name`
  (a display formula: body, labelled as the site's `math_text`), `KEYS: title || item || item` (a key-points box:
  its items are body, its title is not), `CORR: ` (a correction or update note: body), `QUOTE: ` (a quoted passage
  set as a blockquote: body), `PULL: text || attribution` (a pull quote repeating the text: not body), `FIG: alt |
  caption | credit`, `CHART: provider | id | title | source` (an iframe embed with a fallback image), `ASIDE: `
  (a sidenote between paragraphs), `NOTES: a || b` (footnotes / references at the end), `BOX: title || text`
  (a related or info box), `BIO: ` (an author tail), `TOC:` (a long read's contents list, built from the `## `
  subheads): none of these are body;
- a small math tree (`mi`, `mo`, `mn`, `sup`, `sub`, `frac`, `row`) written out as MathML (with or without a TeX
  annotation) and as KaTeX's HTML; its label is its leaves' text in reading order ("x2+y2" for x²+y²), which is
  what the page's text nodes give;
- a tiny syntax highlighter (`highlight`): the tokens of a code line as (class, text) pairs whose texts join back
  into the line, for the sites' Chroma, Prism and highlight.js markup.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable
from typing import Any

from sitekit import Doc, Site, esc, plain

# block kinds: p, h2, h3, ul, ol, qa, table, code, math, keys, corr, quote (body);
# fig, chart, pull, aside, notes, box, bio, toc, note, sign, raw (not body)

_SPAN = re.compile(r"\[\[([^|\]]+)\|([^\]]+)\]\]|⟦(\w+):([^⟧]*)⟧")


class Story(Doc):
    """A doc whose body also holds table rows (a line a row, cells joined by a space), code lines, display formulas,
    key points, corrections and quoted passages; inline spans are labelled by the doc's site."""

    site: Site | None = None

    def text(self, value: str) -> str:
        return self.site.label(value) if isinstance(self.site, Base) else plain(value)

    @property
    def body(self) -> str:
        if not self.is_article:
            return ""
        t = self.text
        lines: list[str] = []
        for block in self.blocks:
            kind = block[0]
            if kind == "table":
                lines.extend(" ".join(t(c) for c in row) for row in block[1])
            elif kind in ("p", "h2", "h3", "corr", "quote"):
                lines.append(t(block[1]))
            elif kind in ("ul", "ol"):
                lines.extend(t(item) for item in block[1])
            elif kind == "keys":
                lines.extend(t(item) for item in block[2])
            elif kind == "qa":
                lines.extend((t(block[1]), t(block[2])))
            elif kind == "code":
                lines.extend(line.strip() for line in block[2] if line.strip())
            elif kind == "math":
                assert isinstance(self.site, Base)
                lines.append(self.site.math_text(block[1], display=True))
        return "\n".join(lines)


# --- math ------------------------------------------------------------------------------------------------------


def mi(x: str) -> tuple[Any, ...]:
    return ("mi", x)


def mo(x: str) -> tuple[Any, ...]:
    return ("mo", x)


def mn(x: str) -> tuple[Any, ...]:
    return ("mn", x)


def row(*nodes: tuple[Any, ...]) -> tuple[Any, ...]:
    return ("mrow", list(nodes))


def sup(base: tuple[Any, ...], exp: tuple[Any, ...]) -> tuple[Any, ...]:
    return ("msup", base, exp)


def sub(base: tuple[Any, ...], low: tuple[Any, ...]) -> tuple[Any, ...]:
    return ("msub", base, low)


def frac(num: tuple[Any, ...], den: tuple[Any, ...]) -> tuple[Any, ...]:
    return ("mfrac", num, den)


def math_leaves(node: tuple[Any, ...]) -> str:
    """The text nodes of a formula in document order: what an HTML-to-text pass reads."""
    kind = node[0]
    if kind in ("mi", "mo", "mn"):
        return node[1]
    if kind == "mrow":
        return "".join(math_leaves(n) for n in node[1])
    return "".join(math_leaves(n) for n in node[1:])


def mathml(node: tuple[Any, ...]) -> str:
    kind = node[0]
    if kind in ("mi", "mo", "mn"):
        variant = ' mathvariant="normal"' if kind == "mi" and len(node[1]) > 1 else ""
        return f"<{kind}{variant}>{esc(node[1])}</{kind}>"
    if kind == "mrow":
        return "<mrow>" + "".join(mathml(n) for n in node[1]) + "</mrow>"
    return f"<{kind}>" + "".join(mathml(n) for n in node[1:]) + f"</{kind}>"


def math_element(node: tuple[Any, ...], tex: str, display: bool = False, annotation: bool = False) -> str:
    """A `<math>` element; with `annotation` the TeX source rides along in `<semantics>` (as KaTeX writes it)."""
    inner = mathml(node)
    if annotation:
        inner = f'<semantics>{inner}<annotation encoding="application/x-tex">{esc(tex)}</annotation></semantics>'
    disp = ' display="block"' if display else ""
    alt = "" if annotation else f' alttext="{esc(tex)}"'
    return f'<math xmlns="http://www.w3.org/1998/Math/MathML"{disp}{alt}>{inner}</math>'


_RELS = {"=", "≈", "<", ">", "≤", "≥", "∼", "∝", "→"}
_BINS = {"+", "−", "×", "·", "/"}


def katex_html(node: tuple[Any, ...], small: bool = False) -> str:
    kind = node[0]
    t = " mtight" if small else ""
    if kind == "mi":
        if len(node[1]) > 1:
            return f'<span class="mop{t}">{esc(node[1])}</span>'
        return f'<span class="mord mathnormal{t}">{esc(node[1])}</span>'
    if kind == "mn":
        return f'<span class="mord{t}">{esc(node[1])}</span>'
    if kind == "mo":
        if node[1] in _RELS:
            sp = '<span class="mspace" style="margin-right:0.2778em;"></span>'
            return f'{sp}<span class="mrel{t}">{esc(node[1])}</span>{sp}'
        if node[1] in _BINS and not small:
            sp = '<span class="mspace" style="margin-right:0.2222em;"></span>'
            return f'{sp}<span class="mbin">{esc(node[1])}</span>{sp}'
        return f'<span class="mord{t}">{esc(node[1])}</span>'
    if kind == "mrow":
        return "".join(katex_html(n, small) for n in node[1])
    if kind in ("msup", "msub"):
        top = "-3.063em" if kind == "msup" else "-2.55em"
        script = katex_html(node[2], True)
        return (
            f'<span class="mord">{katex_html(node[1], small)}<span class="msupsub"><span class="vlist-t">'
            f'<span class="vlist-r"><span class="vlist" style="height:0.8141em;"><span style="top:{top};'
            f'margin-right:0.05em;"><span class="pstrut" style="height:2.7em;"></span><span class="sizing '
            f'reset-size6 size3 mtight">{script}</span></span></span></span></span></span></span>'
        )
    raise ValueError(kind)  # fractions are written as MathML only


def katex(node: tuple[Any, ...], tex: str, display: bool = True) -> str:
    """KaTeX's default `htmlAndMathml` output: a hidden MathML copy (with the TeX annotation), then the HTML."""
    html = (
        '<span class="katex"><span class="katex-mathml">'
        + math_element(node, tex, display=display, annotation=True)
        + '</span><span class="katex-html" aria-hidden="true"><span class="base"><span class="strut" '
        + 'style="height:1.0641em;vertical-align:-0.25em;"></span>'
        + katex_html(node)
        + "</span></span></span>"
    )
    return f'<span class="katex-display">{html}</span>' if display else html


# --- code ------------------------------------------------------------------------------------------------------

KEYWORDS = {
    "rust": "as async await break const continue crate else enum fn for if impl in let loop match mod move mut pub return self Self static struct trait type unsafe use where while dyn Some None Ok Err",
    "python": "and as assert async await break class continue def elif else except finally for from if import in is lambda None not or pass raise return True False try while with yield",
    "go": "break case chan const continue default defer else for func go if import interface map package range return select struct switch type var nil",
    "sql": "SELECT FROM WHERE AND OR CREATE TABLE INDEX ON INSERT INTO VALUES UPDATE SET DELETE JOIN LEFT GROUP BY ORDER LIMIT AS WITH EXPLAIN ANALYZE USING NOT NULL PRIMARY KEY BIGINT TEXT INT DESC",
    "js": "const let var function return if else for while new class import from export default async await typeof of",
    "yaml": "true false null",
    "toml": "true false",
    "bash": "if then fi for do done in export sudo echo cd",
    "c": "int char void return if else for while struct static const unsigned long size_t sizeof",
}
COMMENT = {"python": "#", "yaml": "#", "toml": "#", "bash": "#", "sql": "--"}
_TOK = re.compile(
    r'(?P<s>"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\')|(?P<n>\b\d[\d_.]*\b)|(?P<w>[A-Za-z_][A-Za-z0-9_]*)'
    r"|(?P<sp>\s+)|(?P<o>.)"
)


def highlight(lang: str, line: str) -> list[tuple[str, str]]:
    """(class, text) tokens of one code line; classes are Pygments' short names ('' = plain text)."""
    if lang == "console":
        if line.startswith("$ "):
            return [("gp", "$ "), *highlight("bash", line[2:])]
        return [("go", line)] if line else []
    if lang == "diff":
        cls = {"+": "gi", "-": "gd", "@": "gu"}.get(line[:1], "")
        return [(cls, line)] if line else []
    if lang == "text":
        return [("", line)] if line else []
    mark = COMMENT.get(lang, "//")
    code, comment = line, ""
    # a comment marker outside a string starts the comment
    quote = ""
    for i, ch in enumerate(line):
        if quote:
            if ch == quote and line[i - 1] != "\\":
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif line.startswith(mark, i):
            code, comment = line[:i], line[i:]
            break
    words = set(KEYWORDS.get(lang, "").split())
    out: list[tuple[str, str]] = []
    prev_word = ""
    for m in _TOK.finditer(code):
        text = m.group(0)
        if m.lastgroup == "s":
            out.append(("s2" if text.startswith('"') else "s1", text))
        elif m.lastgroup == "n":
            out.append(("mi", text))
        elif m.lastgroup == "w":
            if text in words:
                out.append(("k", text))
            elif prev_word in ("fn", "def", "func", "function"):
                out.append(("nf", text))
            elif code[m.end() : m.end() + 1] == "(":
                out.append(("nf" if lang in ("python", "js") else "n", text))
            else:
                out.append(("n", text))
            prev_word = text
            continue
        elif m.lastgroup == "sp":
            out.append(("", text))
            continue
        else:
            out.append(("o" if text in "=+-*/<>!&|%^~:" else "p", text))
        prev_word = ""
    if comment:
        out.append(("c1", comment))
    # merge neighbours of one class
    merged: list[tuple[str, str]] = []
    for cls, text in out:
        if merged and merged[-1][0] == cls:
            merged[-1] = (cls, merged[-1][1] + text)
        else:
            merged.append((cls, text))
    return merged


def spans(tokens: list[tuple[str, str]], fmt: Callable[[str, str], str]) -> str:
    return "".join(fmt(c, t) if c else esc(t) for c, t in tokens)


# --- blocks ----------------------------------------------------------------------------------------------------


def default_fig(alt: str, caption: str, credit: str) -> str:
    cred = f' <span class="credit">{esc(credit)}</span>' if credit else ""
    return (
        f'<figure><img src="/img/{zlib.crc32(alt.encode()) % 99991}.jpg" alt="{esc(alt)}">'
        f"<figcaption>{esc(caption)}{cred}</figcaption></figure>"
    )


def blocks_html(site: Base, blocks: list[tuple[Any, ...]], zone: str = "content") -> str:
    """Each block through the site's hook (`site.block`), falling back to plain HTML."""
    out: list[str] = []
    for block in blocks:
        custom = site.block(block, zone)
        if custom is not None:
            out.append(custom)
            continue
        kind = block[0]
        if kind == "p":
            out.append(f"<p>{site.inline(block[1], zone)}</p>")
        elif kind in ("h2", "h3"):
            out.append(f'<{kind} id="{site.anchor(block[1])}">{site.inline(block[1], zone)}</{kind}>')
        elif kind in ("ul", "ol"):
            items = "".join(f"<li>{site.inline(i, zone)}</li>" for i in block[1])
            out.append(f"<{kind}>{items}</{kind}>")
        elif kind == "table":
            head, *rows = block[1]
            th = "\n".join(f"<th>{site.inline(c, zone)}</th>" for c in head)
            trs = "\n".join(
                "<tr>\n" + "\n".join(f"<td>{site.inline(c, zone)}</td>" for c in r) + "\n</tr>" for r in rows
            )
            out.append(f'<table class="{block[2]}">\n<thead><tr>{th}</tr></thead>\n<tbody>\n{trs}\n</tbody>\n</table>')
        elif kind == "qa":
            out.append(f"<p><strong>{site.inline(block[1], zone)}</strong></p>\n<p>{site.inline(block[2], zone)}</p>")
        elif kind == "code":
            out.append(f'<pre><code class="language-{block[1]}">' + esc("\n".join(block[2])) + "</code></pre>")
        elif kind == "math":
            out.append(f"<p>{site.math_html(block[1], display=True)}</p>")
        elif kind == "keys":
            items = "".join(f"<li>{site.inline(i, zone)}</li>" for i in block[2])
            out.append(f'<div class="key-points"><h2>{esc(block[1])}</h2><ul>{items}</ul></div>')
        elif kind == "corr":
            out.append(f'<p class="correction"><em>{site.inline(block[1], zone)}</em></p>')
        elif kind == "quote":
            out.append(f"<blockquote><p>{site.inline(block[1], zone)}</p></blockquote>")
        elif kind == "pull":
            cite = f"<cite>{esc(block[2])}</cite>" if block[2] else ""
            out.append(f'<blockquote class="pullquote"><p>{esc(block[1])}</p>{cite}</blockquote>')
        elif kind == "fig":
            out.append(default_fig(block[1], block[2], block[3]))
        elif kind == "chart":
            out.append(site.chart(block[1], block[2], block[3], block[4]))
        elif kind == "aside":
            out.append(f'<aside class="sidenote">{site.inline(block[1], zone)}</aside>')
        elif kind == "notes":
            items = "".join(f'<li id="note-{i}">{site.inline(n, zone)}</li>' for i, n in enumerate(block[1], 1))
            out.append(f'<ol class="notes">{items}</ol>')
        elif kind == "box":
            out.append(f'<div class="box"><strong>{esc(block[1])}</strong> {site.inline(block[2], zone)}</div>')
        elif kind == "bio":
            out.append(f'<p class="author-bio"><em>{site.inline(block[1], zone)}</em></p>')
        elif kind == "toc":
            heads = [b[1] for b in blocks if b[0] == "h2"]
            items = "".join(f'<li><a href="#{site.anchor(h)}">{esc(site.label(h))}</a></li>' for h in heads)
            out.append(f'<nav class="toc"><p class="toc-title">Contents</p><ol>{items}</ol></nav>')
        elif kind == "note":
            out.append(f'<div class="note">{site.inline(block[1], zone)}</div>')
        elif kind == "sign":
            out.append(f'<p class="signoff">{site.inline(block[1], zone)}</p>')
        elif kind == "raw":
            out.append(block[1])
    return "\n".join(out)


def words(doc: Doc) -> int:
    return sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p")


def parse(lines: list[str]) -> list[tuple[Any, ...]]:
    """Site texts as short markup (see the module docstring); '## ' h2, '### ' h3, '- ' list item, '1. ' ordered
    item, 'T: a | b' a table row (the first row of a table is its head), 'Q: q || a', 'NOTE: ', 'SIGN: ', 'RAW:';
    anything else a paragraph."""
    out: list[tuple[Any, ...]] = []
    for line in lines:
        if line.startswith("CODE["):
            head, _, code = line.partition("\n")
            lang, *opts = head[5 : head.index("]")].split(",")
            out.append(("code", lang, code.rstrip("\n").split("\n"), set(opts)))
        elif line.startswith("### "):
            out.append(("h3", line[4:]))
        elif line.startswith("## "):
            out.append(("h2", line[3:]))
        elif line.startswith("T: "):
            cells = [c.strip() for c in line[3:].split(" | ")]
            if out and out[-1][0] == "table":
                out[-1][1].append(cells)
            else:
                out.append(("table", [cells], "data"))
        elif line.startswith("- "):
            if out and out[-1][0] == "ul":
                out[-1][1].append(line[2:])
            else:
                out.append(("ul", [line[2:]]))
        elif re.match(r"\d+\. ", line):
            item = line.split(". ", 1)[1]
            if out and out[-1][0] == "ol":
                out[-1][1].append(item)
            else:
                out.append(("ol", [item]))
        elif line.startswith("Q: "):
            q, a = line[3:].split(" || ")
            out.append(("qa", q, a))
        elif line.startswith("MATH: "):
            out.append(("math", line[6:]))
        elif line.startswith("KEYS: "):
            title, *items = line[6:].split(" || ")
            out.append(("keys", title, items))
        elif line.startswith("CORR: "):
            out.append(("corr", line[6:]))
        elif line.startswith("QUOTE: "):
            out.append(("quote", line[7:]))
        elif line.startswith("PULL: "):
            text, _, who = line[6:].partition(" || ")
            out.append(("pull", text, who))
        elif line.startswith("FIG: "):
            alt, cap, *credit = line[5:].split(" | ")
            out.append(("fig", alt, cap, credit[0] if credit else ""))
        elif line.startswith("CHART: "):
            provider, ident, title, source = line[7:].split(" | ")
            out.append(("chart", provider, ident, title, source))
        elif line.startswith("ASIDE: "):
            out.append(("aside", line[7:]))
        elif line.startswith("NOTES: "):
            out.append(("notes", line[7:].split(" || ")))
        elif line.startswith("BOX: "):
            title, text = line[5:].split(" || ")
            out.append(("box", title, text))
        elif line.startswith("BIO: "):
            out.append(("bio", line[5:]))
        elif line == "TOC:":
            out.append(("toc",))
        elif line.startswith("NOTE: "):
            out.append(("note", line[6:]))
        elif line.startswith("SIGN: "):
            out.append(("sign", line[6:]))
        elif line.startswith("RAW:"):
            out.append(("raw", line[4:]))
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
    """Dispatch: stories to story_main, listings (extra 'list') to listing_main, the rest to service_main; inline
    spans and formulas rendered and labelled by the site."""

    formulas: dict[str, tuple[str, tuple[Any, ...] | None]] = {}  # name -> (TeX, math tree or None)

    def add(self, doc: Doc) -> Doc:
        doc.site = self  # type: ignore[attr-defined]
        return super().add(doc)

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.is_article or doc.extra.get("story_template"):
            main = self.story_main(doc)
        elif "list" in doc.extra:
            main = self.listing_main(doc)
        else:
            main = self.service_main(doc)
        return self.frame(doc, main)

    # inline markup
    def inline(self, text: str, zone: str = "content") -> str:
        out, last = [], 0
        for m in _SPAN.finditer(text):
            out.append(esc(text[last : m.start()]))
            if m.group(1):
                out.append(self.a(m.group(1), m.group(2), zone))
            else:
                out.append(self.span(m.group(3), m.group(4)))
            last = m.end()
        out.append(esc(text[last:]))
        return "".join(out)

    def label(self, text: str) -> str:
        return _SPAN.sub(lambda m: m.group(2) if m.group(1) else self.span_text(m.group(3), m.group(4)), text)

    def span(self, kind: str, content: str) -> str:
        if kind == "c":
            return f"<code>{esc(content)}</code>"
        if kind == "e":
            return f"<em>{esc(content)}</em>"
        if kind == "b":
            return f"<strong>{esc(content)}</strong>"
        if kind == "k":
            return f"<kbd>{esc(content)}</kbd>"
        if kind == "m":
            return self.math_html(content)
        if kind == "fn":
            return f'<sup><a href="#note-{content}" id="ref-{content}">{esc(self.fn_text(content))}</a></sup>'
        if kind in ("sn", "mn"):
            return f'<span class="sidenote">{esc(content)}</span>'
        raise ValueError(kind)

    def span_text(self, kind: str, content: str) -> str:
        if kind in ("c", "e", "b", "k"):
            return content
        if kind == "m":
            return self.math_text(content)
        if kind == "fn":
            return self.fn_text(content)
        if kind in ("sn", "mn"):
            return ""
        raise ValueError(kind)

    def fn_text(self, n: str) -> str:
        return n

    def math_html(self, name: str, display: bool = False) -> str:
        tex, node = self.formulas[name]
        assert node is not None, name
        return math_element(node, tex, display=display)

    def math_text(self, name: str, display: bool = False) -> str:
        _tex, node = self.formulas[name]
        assert node is not None, name
        return math_leaves(node)

    def anchor(self, heading: str) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.label(heading).lower()).strip("-")[:48]

    def chart(self, provider: str, ident: str, title: str, source: str) -> str:
        return f'<figure class="embed"><iframe title="{esc(title)}" src="{esc(ident)}"></iframe><figcaption>{esc(source)}</figcaption></figure>'

    def block(self, block: tuple[Any, ...], zone: str) -> str | None:
        """A site's own markup for a block kind, or None for the default."""
        return None

    def blocks(self, doc: Doc, zone: str = "content") -> str:
        return blocks_html(self, doc.blocks, zone)

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
                t = self.label(b[1])
                return t if len(t) < 160 else t[:150].rsplit(" ", 1)[0] + " …"
        return ""


# --- time ------------------------------------------------------------------------------------------------------


def utc(local: str, offset_hours: float) -> str:
    """'YYYY-MM-DD HH:MM' at a UTC offset as an ISO UTC time 'YYYY-MM-DDTHH:MM:00' (no zone suffix)."""
    from datetime import datetime, timedelta

    t = datetime.strptime(local, "%Y-%m-%d %H:%M") - timedelta(hours=offset_hours)
    return t.strftime("%Y-%m-%dT%H:%M:00")


def iso_local(local: str, offset: str) -> str:
    """'YYYY-MM-DD HH:MM' and '+01:00' as '2026-11-11T09:30:00+01:00'."""
    return local.replace(" ", "T") + ":00" + offset
