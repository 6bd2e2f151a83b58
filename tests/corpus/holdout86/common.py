# ruff: noqa: RUF001, RUF002 (Hebrew letters, geresh and gershayim in the calendar tables and docstrings are deliberate)
"""Block rendering, the article-declaring head, the text markup and a small site base (holdout86, copied from
holdout65, itself from holdout35, holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is
body, the `Story` doc whose body includes those table rows, Arabic-Indic digits and the tabular Hijri date). Added for
this set, the faith press's own calendars: the Hebrew calendar (`hebrew()`, and `hebrew_date_he()` in Hebrew letters,
"כ״ג בכסלו תשפ״ז"), the Julian calendar (`julian()`, the Russian Church's "old style"), the Nanakshahi calendar
(`nanakshahi()`, fixed solar months from Chet 1 = 14 March) and Gurmukhi digits (`gu_digits()`)."""

from __future__ import annotations

import json
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


def attr(name: str, value: str) -> str:
    """An HTML attribute for `Site.a()` (keeps backslash-free quoting inside f-strings)."""
    return f'{name}="{value}"'


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


GU_DIGITS = str.maketrans("0123456789", "\u0a66\u0a67\u0a68\u0a69\u0a6a\u0a6b\u0a6c\u0a6d\u0a6e\u0a6f")


def gu_digits(text: str) -> str:
    """Western digits as Gurmukhi digits (U+0A66-0A6F), as some Punjabi pages print dates."""
    return text.translate(GU_DIGITS)


def julian(y: int, m: int, d: int) -> tuple[int, int, int]:
    """The Julian ("old style") date of a Gregorian day."""
    c = _jdn(y, m, d) + 32082
    dd = (4 * c + 3) // 1461
    e = c - 1461 * dd // 4
    mm = (5 * e + 2) // 153
    return dd - 4800 + mm // 10, mm + 3 - 12 * (mm // 10), e - (153 * mm + 2) // 5 + 1


# the Hebrew calendar: months numbered from Nisan (1) as in the Torah, the year starting in Tishrei (7)
HEBREW_MONTHS = ["Nisan", "Iyar", "Sivan", "Tammuz", "Av", "Elul", "Tishrei", "Cheshvan", "Kislev", "Tevet",
                 "Shevat", "Adar", "Adar II"]  # fmt: skip
HEBREW_MONTHS_HE = ["ניסן", "אייר", "סיוון", "תמוז", "אב", "אלול", "תשרי", "חשוון", "כסלו", "טבת", "שבט", "אדר",
                    "אדר ב׳"]  # fmt: skip


def _hebrew_leap(year: int) -> bool:
    return (7 * year + 1) % 19 < 7


def _hebrew_elapsed(year: int) -> int:
    months = (235 * year - 234) // 19
    parts = 12084 + 13753 * months
    day = months * 29 + parts // 25920
    return day + 1 if (3 * (day + 1)) % 7 < 3 else day


def _hebrew_new_year(year: int) -> int:
    """The JDN of 1 Tishrei."""
    last, now, nxt = _hebrew_elapsed(year - 1), _hebrew_elapsed(year), _hebrew_elapsed(year + 1)
    delay = 2 if nxt - now == 356 else 1 if now - last == 382 else 0
    return 347998 + now + delay


def _hebrew_month_days(year: int, month: int) -> int:
    length = _hebrew_new_year(year + 1) - _hebrew_new_year(year)
    if month in (2, 4, 6, 10, 13) or (month == 12 and not _hebrew_leap(year)):
        return 29
    if month == 8:
        return 30 if length % 10 == 5 else 29
    if month == 9:
        return 29 if length % 10 == 3 else 30
    return 30


def hebrew(y: int, m: int, d: int) -> tuple[int, int, int]:
    """The Hebrew date (year, month from Nisan = 1, day) of a Gregorian day (the daytime date: the Hebrew day that
    began at the sunset before)."""
    jd = _jdn(y, m, d)
    year = y + 3761 if jd >= _hebrew_new_year(y + 3761) else y + 3760
    order = [7, 8, 9, 10, 11, 12, *([13] if _hebrew_leap(year) else []), 1, 2, 3, 4, 5, 6]
    day = jd - _hebrew_new_year(year)
    for month in order:
        n = _hebrew_month_days(year, month)
        if day < n:
            return year, month, day + 1
        day -= n
    raise ValueError((y, m, d))


_GEMATRIA = [(400, "ת"), (300, "ש"), (200, "ר"), (100, "ק"), (90, "צ"), (80, "פ"), (70, "ע"), (60, "ס"), (50, "נ"),
             (40, "מ"), (30, "ל"), (20, "כ"), (10, "י"), (9, "ט"), (8, "ח"), (7, "ז"), (6, "ו"), (5, "ה"), (4, "ד"),
             (3, "ג"), (2, "ב"), (1, "א")]  # fmt: skip


def gematria(n: int) -> str:
    """A number in Hebrew letters with geresh / gershayim (15 and 16 as ט״ו and ט״ז)."""
    letters = ""
    n %= 1000
    while n:
        if n % 100 in (15, 16):
            letters += "ט" + ("ו" if n % 100 == 15 else "ז")
            n -= n % 100
            continue
        for value, letter in _GEMATRIA:
            if value <= n:
                letters += letter
                n -= value
                break
    return letters + "׳" if len(letters) == 1 else letters[:-1] + "״" + letters[-1]


def hebrew_date_he(y: int, m: int, d: int) -> str:
    """ "כ״ג בכסלו תשפ״ז": the Hebrew date in Hebrew letters."""
    hy, hm, hd = hebrew(y, m, d)
    return f"{gematria(hd)} ב{HEBREW_MONTHS_HE[hm - 1]} {gematria(hy)}"


def hebrew_date_en(y: int, m: int, d: int) -> str:
    """ "23 Kislev 5787"."""
    hy, hm, hd = hebrew(y, m, d)
    return f"{hd} {HEBREW_MONTHS[hm - 1]} {hy}"


NANAKSHAHI_MONTHS = ["Chet", "Vaisakh", "Jeth", "Harh", "Sawan", "Bhadon", "Assu", "Katak", "Maghar", "Poh", "Magh",
                     "Phagan"]  # fmt: skip
NANAKSHAHI_MONTHS_PA = ["ਚੇਤ", "ਵੈਸਾਖ", "ਜੇਠ", "ਹਾੜ", "ਸਾਵਣ", "ਭਾਦੋਂ", "ਅੱਸੂ", "ਕੱਤਕ", "ਮੱਘਰ", "ਪੋਹ", "ਮਾਘ", "ਫੱਗਣ"]
# the first day of each month, (Gregorian month, day): Chet 1 = 14 March ... Phagan 1 = 12 February
_NANAKSHAHI_STARTS = [(3, 14), (4, 14), (5, 15), (6, 15), (7, 16), (8, 16), (9, 15), (10, 15), (11, 14), (12, 14),
                      (1, 13), (2, 12)]  # fmt: skip


def nanakshahi(y: int, m: int, d: int) -> tuple[int, int, int]:
    """The (original, 2003) Nanakshahi date: (year, month from Chet = 1, day); year 1 began in 1469."""
    year = y - 1468 if (m, d) >= (3, 14) else y - 1469
    jd = _jdn(y, m, d)
    best = None
    for i, (sm, sd) in enumerate(_NANAKSHAHI_STARTS):
        sy = year + 1468 if i < 10 else year + 1469
        start = _jdn(sy, sm, sd)
        if start <= jd:
            best = (i + 1, jd - start + 1)
    assert best is not None
    return year, best[0], best[1]
