# ruff: noqa: RUF001, RUF002 (Tifinagh's Latin transcription letters are deliberate)
"""Block rendering, the article-declaring head, the text markup and a small site base (holdout84, copied from
holdout65, itself from holdout35, holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is
body, the `Story` doc whose body includes those table rows, Arabic-Indic digits and the tabular Hijri date). Added for
this set: a Latin-to-Tifinagh transliteration (`tfng()`, the IRCAM correspondence, so the Tamazight texts can be
written and reviewed in Latin letters and printed in Tifinagh), the agrarian Amazigh (Julian-based) date the Kabyle
pages print beside the Gregorian one, the Maghreb month names, and a local-to-UTC helper for the JSON-LD stamps."""

from __future__ import annotations

import json
import re
import zlib
from collections.abc import Callable
from datetime import datetime, timedelta
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


AR_DIGITS = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669")
FA_DIGITS = str.maketrans("0123456789", "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9")


def ar_digits(text: str) -> str:
    """Western digits as Arabic-Indic (U+0660-0669)."""
    return text.translate(AR_DIGITS)


def fa_digits(text: str) -> str:
    """Western digits as Extended Arabic-Indic (U+06F0-06F9), the Persian forms some Kurdish CMSs print."""
    return text.translate(FA_DIGITS)


def _jdn(y: int, m: int, d: int) -> int:
    a = (14 - m) // 12
    yy, mm = y + 4800 - a, m + 12 * a - 3
    return d + (153 * mm + 2) // 5 + 365 * yy + yy // 4 - yy // 100 + yy // 400 - 32045


def _islamic_jdn(y: int, m: int, d: int) -> int:
    return d + (59 * (m - 1) + 1) // 2 + (y - 1) * 354 + (3 + 11 * y) // 30 + 1948439


def hijri(y: int, m: int, d: int) -> tuple[int, int, int]:
    """The tabular (arithmetical) Islamic date of a Gregorian day: (year, month, day)."""
    jd = _jdn(y, m, d)
    hy = (30 * (jd - 1948440) + 10646) // 10631
    hm = min(12, -(-(jd - 29 - _islamic_jdn(hy, 1, 1)) * 2 // 59) + 1)
    hd = jd - _islamic_jdn(hy, hm, 1) + 1
    return hy, hm, hd


# --- added for holdout84 ----------------------------------------------------------------------------------------

MONTHS_MA = ["يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر", "نونبر", "دجنبر"]
MONTHS_TN = ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
MONTHS_AR = [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
]
MONTHS_MR = [
    "يناير",
    "فبراير",
    "مارس",
    "إبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغشت",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "دجمبر",
]
MONTHS_FR = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
HMONTHS = [
    "محرم",
    "صفر",
    "ربيع الأول",
    "ربيع الآخر",
    "جمادى الأولى",
    "جمادى الآخرة",
    "رجب",
    "شعبان",
    "رمضان",
    "شوال",
    "ذو القعدة",
    "ذو الحجة",
]
DAYS_AR = ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"]  # Monday first, as date.weekday()
DAYS_FR = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]


def weekday(day: str) -> int:
    """'2026-12-04' -> 4 (Friday; Monday is 0)."""
    return datetime.strptime(day, "%Y-%m-%d").weekday()


def utc(local: str, offset_hours: int, z: bool = False) -> str:
    """'2026-12-04 00:20' at UTC+offset as a UTC stamp ('2026-12-03T23:20:00+00:00', or '...Z')."""
    t = datetime.strptime(local, "%Y-%m-%d %H:%M") - timedelta(hours=offset_hours)
    return t.strftime("%Y-%m-%dT%H:%M:%S") + ("Z" if z else "+00:00")


def local_iso(local: str, offset: str) -> str:
    """'2026-12-04 14:32' and '+01:00' -> '2026-12-04T14:32:00+01:00'."""
    return local.replace(" ", "T") + ":00" + offset


_TFNG = {
    "a": "\u2d30", "b": "\u2d31", "g": "\u2d33", "d": "\u2d37", "ḍ": "\u2d39", "e": "\u2d3b", "f": "\u2d3c",
    "k": "\u2d3d", "h": "\u2d40", "ḥ": "\u2d43", "ɛ": "\u2d44", "x": "\u2d45", "q": "\u2d47", "i": "\u2d49",
    "j": "\u2d4a", "l": "\u2d4d", "m": "\u2d4e", "n": "\u2d4f", "u": "\u2d53", "r": "\u2d54", "ṛ": "\u2d55",
    "ɣ": "\u2d56", "s": "\u2d59", "ṣ": "\u2d5a", "c": "\u2d5b", "t": "\u2d5c", "ṭ": "\u2d5f", "w": "\u2d61",
    "y": "\u2d62", "z": "\u2d63", "ẓ": "\u2d65", "ʷ": "\u2d6f", "ǧ": "\u2d35",
}  # fmt: skip
_KEEP = re.compile(r"(\[\[[^|\]]+\||\{[^}]*\})")  # a link key "[[key|" and "{verbatim}" are not transliterated


def tfng(text: str) -> str:
    """IRCAM Latin transcription to Tifinagh ("tamaziɣt" -> "ⵜⴰⵎⴰⵣⵉⵖⵜ"); "{…}" stays as written (acronyms, Latin
    names), braces dropped; "[[key|" link keys are kept; digits and punctuation are shared by both scripts."""
    out = []
    for part in _KEEP.split(text):
        if part.startswith("[["):
            out.append(part)
        elif part.startswith("{"):
            out.append(part[1:-1])
        else:
            chars = []
            for ch in part:
                low = ch.lower()
                assert not (low.isalpha() and low not in _TFNG), (ch, text)
                chars.append(_TFNG.get(low, ch))
            out.append("".join(chars))
    return "".join(out)


_PREFIXES = ("### ", "## ", "- ", "SIGN: ", "NOTE: ")


def tf_lines(lines: list[str]) -> list[str]:
    """tfng() over a story's markup lines, leaving the markup itself ("## ", "FIG: a | b", "Q: q || a") alone."""
    out = []
    for line in lines:
        if line.startswith("RAW:"):
            out.append(line)
        elif line.startswith("FIG: "):
            alt, cap = line[5:].split(" | ")
            out.append(f"FIG: {tfng(alt)} | {tfng(cap)}")
        elif line.startswith("Q: "):
            q, a = line[3:].split(" || ")
            out.append(f"Q: {tfng(q)} || {tfng(a)}")
        else:
            pre = next((p for p in _PREFIXES if line.startswith(p)), "")
            out.append(pre + tfng(line[len(pre) :]))
    return out


def julian(y: int, m: int, d: int) -> tuple[int, int, int]:
    """The Julian-calendar date of a Gregorian day (the agrarian Amazigh calendar counts its months on it)."""
    c = _jdn(y, m, d) + 32082
    dd = (4 * c + 3) // 1461
    e = c - 1461 * dd // 4
    mm = (5 * e + 2) // 153
    return dd - 4800 + mm // 10, mm + 3 - 12 * (mm // 10), e - (153 * mm + 2) // 5 + 1


def amazigh(y: int, m: int, d: int) -> tuple[int, int, int]:
    """The agrarian Amazigh date: (Amazigh year = Julian year + 950, month, day); Yennayer 1 is 14 January."""
    jy, jm, jd = julian(y, m, d)
    return jy + 950, jm, jd


def pct(text: str, encoding: str = "utf-8") -> str:
    """Percent-encode a path segment or query value as the site's software does (UTF-8, or the page's charset)."""
    from urllib.parse import quote

    return quote(text.encode(encoding), safe="-")
