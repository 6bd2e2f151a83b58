"""Block rendering, the article-declaring head, the text markup and a small site base (holdout94, copied from
holdout65, itself from holdout35, holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is
body, the `Story` doc whose body includes those table rows). holdout65's Arabic digits and Hijri calendar are dropped;
added for this set: local time to UTC (the sites whose JSON-LD is in UTC), the Ethiopian calendar (the Oromo and
Tigrinya sites print Ethiopian dates on some pages) and Ge'ez numerals (one Tigrinya column prints its date in them)."""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from datetime import date, datetime, timedelta
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
    '## ' h2, '- ' list item, 'Q: q || a' question and answer, 'FIG: alt | caption' (the caption may hold a further
    ' | credit'), 'NOTE: ' a note box, 'SIGN: ' a sign-off line, 'RAW:' raw HTML; anything else a paragraph."""
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
            alt, cap = line[5:].split(" | ", 1)
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


def to_utc(local: str, offset: int, style: str = "Z") -> str:
    """'2026-12-04 00:40' at UTC+offset as a UTC stamp: 'Z' (2026-12-03T21:40:00Z), '+00:00' (Yoast) or 'ms'
    (Ghost, 2026-12-03T21:40:00.000Z)."""
    t = datetime.strptime(local, "%Y-%m-%d %H:%M") - timedelta(hours=offset)
    return t.strftime("%Y-%m-%dT%H:%M:%S") + {"Z": "Z", "+00:00": "+00:00", "ms": ".000Z"}[style]


def local_iso(local: str, offset: int) -> str:
    """'2026-12-04 00:40' at UTC+offset as '2026-12-04T00:40:00+03:00'."""
    return local.replace(" ", "T") + f":00+{offset:02d}:00"


def weekday(day: str) -> int:
    """Monday 0 … Sunday 6 of an ISO day."""
    return date.fromisoformat(day).weekday()


def ethiopian(day: str) -> tuple[int, int, int]:
    """The Ethiopian (Amete Mihret) date of a Gregorian ISO day: (year, month 1-13, day). New year (Meskerem 1) is
    11 September, or 12 September in the Gregorian year before a leap year (valid 1901-2099)."""
    g = date.fromisoformat(day)

    def new_year(y: int) -> date:
        nxt = y + 1
        leap = nxt % 4 == 0 and (nxt % 100 != 0 or nxt % 400 == 0)
        return date(y, 9, 12 if leap else 11)

    start = new_year(g.year)
    year = g.year - 7
    if g < start:
        start, year = new_year(g.year - 1), g.year - 8
    days = (g - start).days
    return year, days // 30 + 1, days % 30 + 1


_GEEZ_ONES = " ፩፪፫፬፭፮፯፰፱"
_GEEZ_TENS = " ፲፳፴፵፶፷፸፹፺"


def geez(n: int) -> str:
    """A number (1-9999) in Ge'ez numerals: 25 ፳፭, 2019 ፳፻፲፱, 100 ፻."""
    assert 0 < n < 10_000
    hi, lo = divmod(n, 100)

    def pair(v: int) -> str:
        return (_GEEZ_TENS[v // 10] + _GEEZ_ONES[v % 10]).replace(" ", "")

    if not hi:
        return pair(lo)
    return ("" if hi == 1 else pair(hi)) + "፻" + pair(lo)
