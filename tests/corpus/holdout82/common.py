"""Block rendering, the article-declaring head, the text markup and a small site base (holdout82, copied from
holdout65, itself from holdout35, holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is
body, the `Story` doc whose body includes those table rows). Added for this set: Khmer, Myanmar and Lao digits (the
Cambodian, Burmese and Lao sites print dates and figures with them), a Unicode-to-Zawgyi re-encoder (the Burmese
site's 2016 archive page is typed in the Zawgyi font encoding, in Myanmar-block code points, and served as UTF-8) and
the Malay and Indonesian month names."""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable
from typing import Any

from sitekit import Doc, Site, esc, plain

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


KM_DIGITS = str.maketrans("0123456789", "".join(chr(0x17E0 + i) for i in range(10)))
MY_DIGITS = str.maketrans("0123456789", "".join(chr(0x1040 + i) for i in range(10)))
LO_DIGITS = str.maketrans("0123456789", "".join(chr(0x0ED0 + i) for i in range(10)))


def km_digits(text: str) -> str:
    """Western digits as Khmer digits (U+17E0-17E9)."""
    return text.translate(KM_DIGITS)


def my_digits(text: str) -> str:
    """Western digits as Myanmar digits (U+1040-1049)."""
    return text.translate(MY_DIGITS)


def lo_digits(text: str) -> str:
    """Western digits as Lao digits (U+0ED0-0ED9)."""
    return text.translate(LO_DIGITS)


# Unicode to Zawgyi: Zawgyi-One keeps the Myanmar block's code points but types in visual order (the vowel sign E
# and the medial RA before the consonant) and reassigns the medials and the asat: U+103A asat is typed U+1039,
# medial YA U+103B is U+103A, medial RA U+103C is U+103B (U+107E beside a wide consonant, U+107F/U+1080 under an
# upper vowel), WA U+103D is U+103C, HA U+103E is U+103D; a stacked consonant (virama + consonant) is one precomposed
# code point (U+1060-1085); U comes in its long-legged U+1033/U+1034 under RA or a stack, the dot below after U as
# U+1094/U+1095, and NYA U+1009 typed as U+1025.
_ZG_STACK = {
    "\u1000": "\u1060", "\u1001": "\u1061", "\u1002": "\u1062", "\u1003": "\u1063", "\u1005": "\u1065",
    "\u1006": "\u1066", "\u1007": "\u1068", "\u1008": "\u1069", "\u100b": "\u106c", "\u100c": "\u106d",
    "\u100f": "\u1070", "\u1010": "\u1071", "\u1011": "\u1073", "\u1012": "\u1075", "\u1013": "\u1076",
    "\u1014": "\u1077", "\u1015": "\u1078", "\u1016": "\u1079", "\u1017": "\u107a", "\u1018": "\u107b",
    "\u1019": "\u107c", "\u101c": "\u1085",
}  # fmt: skip
_ZG_WIDE = set("\u1000\u1003\u1006\u100f\u1010\u1011\u1018\u101a\u101c\u101e\u101f\u1021")
_ZG_MARKS = {"\u103a": "\u1039", "\u103b": "\u103a", "\u103d": "\u103c", "\u103e": "\u103d"}
_MY_CLUSTER = re.compile("([\u1000-\u102a\u103f\u104e])((?:\u1039[\u1000-\u1021]|[\u102b-\u103e])*)")


def _zg_cluster(m: re.Match[str]) -> str:
    base, marks = m.group(1), m.group(2)
    has_e, has_ra = "\u1031" in marks, "\u103c" in marks
    marks = marks.replace("\u1031", "").replace("\u103c", "")
    stacked = "\u1039" in marks
    marks = re.sub("\u1039([\u1000-\u1021])", lambda s: _ZG_STACK[s.group(1)], marks)
    marks = marks.replace("\u102b\u103a", "\u105a").replace("\u103d\u103e", "\u108a")
    marks = marks.replace("\u103e\u102f", "\u1088").replace("\u103e\u1030", "\u1089")
    if has_ra or stacked:
        marks = marks.replace("\u102f", "\u1033").replace("\u1030", "\u1034")
    marks = re.sub("([\u1033\u1034])\u1037", "\\1\u1095", marks)
    marks = re.sub("([\u102f\u1030])\u1037", "\\1\u1094", marks)
    marks = "".join(_ZG_MARKS.get(c, c) for c in marks)
    wide, upper = base in _ZG_WIDE, any(c in marks for c in "\u102d\u102e\u1032\u1036")
    ra = ("\u1080" if wide else "\u107f") if upper else ("\u107e" if wide else "\u103b")
    ra = ra if has_ra else ""
    base = "\u1025" if base == "\u1009" else base  # Zawgyi typists use U+1025 for both NYA forms
    return ("\u1031" if has_e else "") + ra + base + marks


def zawgyi(text: str) -> str:
    """Burmese in Unicode as a Zawgyi-One typist stores it (no kinzi in the texts given to it)."""
    assert "\u1004\u103a\u1039" not in text, "kinzi is not handled"
    return _MY_CLUSTER.sub(_zg_cluster, text)


MS_MONTHS = ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober", "November",
             "Disember"]  # fmt: skip
ID_MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"]
