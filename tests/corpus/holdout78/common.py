# ruff: noqa: E501, RUF001 (month-name tables are long literal lines; full-width digits are deliberate)
"""Block rendering, the article-declaring head, the text markup and a small site base (holdout78, copied from
holdout65, itself from holdout35, holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is
body, the `Story` doc whose body includes those table rows, Arabic-Indic digits and the tabular Hijri date). Added for
this set: a per-page charset in `Base` (a doc's `extra` may name the `encoding` it is labelled with, the `codec` it is
written in and its `ctype`), Thai, Devanagari and full-width digits, and the calendars the five sites print: the
Buddhist era, Bikram Sambat (the month lengths of 2082-2083 as published calendars give them), the Japanese eras, the
Minguo (ROC) year, the Ethiopian calendar and the Chinese lunar month and day for the weeks the set covers."""

from __future__ import annotations

import json
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
    """Dispatch: stories to story_main, listings (extra 'list') to listing_main, the rest to service_main. The
    charset follows the page being written (`file_name` is asked first): a doc's extra `encoding` (the label),
    `codec` (what the bytes are written in, default the label) and `ctype` (the Content-Type header)."""

    page_encoding = "utf-8"
    page_ctype = "text/html; charset=utf-8"
    _writing: Doc | None = None

    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    def _extra(self, name: str) -> str | None:
        return self._writing.extra.get(name) if self._writing is not None else None

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._extra("encoding") or self.page_encoding

    @property
    def codec(self) -> str:
        return self._extra("codec") or self.encoding

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return self._extra("ctype") or self.page_ctype

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


TH_DIGITS = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")
DEVA_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
FW_DIGITS = str.maketrans("0123456789:/", "０１２３４５６７８９：／")


def th_digits(text: str) -> str:
    """Western digits as Thai digits (U+0E50-0E59)."""
    return text.translate(TH_DIGITS)


def deva(text: str) -> str:
    """Western digits as Devanagari digits (U+0966-096F)."""
    return text.translate(DEVA_DIGITS)


def fw(text: str) -> str:
    """Western digits (and : /) as full-width forms, as Japanese print headers set them."""
    return text.translate(FW_DIGITS)


def weekday(y: int, m: int, d: int) -> int:
    """0 = Monday … 6 = Sunday."""
    return (_jdn(y, m, d)) % 7


# --- Thai: the Buddhist era (BE = CE + 543) --------------------------------------------------------------------
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]  # fmt: skip
TH_MON = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]  # fmt: skip
TH_DAYS = ["จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์", "อาทิตย์"]


def thai_short(iso_local: str) -> str:
    """'2026-12-04 10:25' -> '4 ธ.ค. 2569 - 10:25 น.' (no time when none is given)."""
    day, _, time = iso_local.partition(" ")
    y, m, d = (int(x) for x in day.split("-"))
    out = f"{d} {TH_MON[m - 1]} {y + 543}"
    return f"{out} - {time} น." if time else out


def thai_long(y: int, m: int, d: int) -> str:
    """'วันศุกร์ที่ 4 ธันวาคม พ.ศ. 2569'."""
    return f"วัน{TH_DAYS[weekday(y, m, d)]}ที่ {d} {TH_MONTHS[m - 1]} พ.ศ. {y + 543}"


# --- Nepal: Bikram Sambat ----------------------------------------------------------------------------------------
# month lengths as the published calendars give them; 1 Baisakh 2082 = 14 April 2025, 1 Baisakh 2083 = 14 April 2026
BS_YEARS = {
    2082: (_jdn(2025, 4, 14), [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 30, 30]),
    2083: (_jdn(2026, 4, 14), [31, 31, 32, 31, 31, 30, 30, 30, 29, 30, 30, 30]),
}
BS_MONTHS = ["बैशाख", "जेठ", "असार", "साउन", "भदौ", "असोज", "कात्तिक", "मंसिर", "पुस", "माघ", "फागुन", "चैत"]
NE_DAYS = ["सोमबार", "मंगलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार", "आइतबार"]


def bs(y: int, m: int, d: int) -> tuple[int, int, int]:
    """The Bikram Sambat (year, month, day) of a Gregorian day in BS 2082-2083."""
    jd = _jdn(y, m, d)
    for year, (start, lengths) in sorted(BS_YEARS.items(), reverse=True):
        if jd >= start:
            n = jd - start
            for month, length in enumerate(lengths, 1):
                if n < length:
                    return year, month, n + 1
                n -= length
    raise ValueError((y, m, d))


def bs_to_ad(y: int, m: int, d: int) -> tuple[int, int, int]:
    start, lengths = BS_YEARS[y]
    return _from_jdn(start + sum(lengths[: m - 1]) + d - 1)


def _from_jdn(jd: int) -> tuple[int, int, int]:
    a = jd + 32044
    b = (4 * a + 3) // 146097
    c = a - 146097 * b // 4
    d = (4 * c + 3) // 1461
    e = c - 1461 * d // 4
    m = (5 * e + 2) // 153
    return 100 * b + d - 4800 + m // 10, m + 3 - 12 * (m // 10), e - (153 * m + 2) // 5 + 1


def nepali(iso_local: str, order: str = "ymd") -> str:
    """'2026-12-04 09:15' -> '२०८३ मंसिर १९ गते शुक्रबार ०९:१५' (order 'ymd'), 'मंसिर १९, २०८३' (order 'mdy')."""
    day, _, time = iso_local.partition(" ")
    y, m, d = (int(x) for x in day.split("-"))
    by, bm, bd = bs(y, m, d)
    if order == "mdy":
        return deva(f"{BS_MONTHS[bm - 1]} {bd}, {by}")
    out = f"{by} {BS_MONTHS[bm - 1]} {bd} गते {NE_DAYS[weekday(y, m, d)]}"
    return deva(f"{out} {time}" if time else out)


# --- Japan: era years ---------------------------------------------------------------------------------------------
JA_DAYS = "月火水木金土日"


def wareki(y: int, m: int, d: int, full_width: bool = True) -> str:
    """'令和８年１２月４日' (full-width digits; 元年 for the first year of an era)."""
    if (y, m, d) >= (2019, 5, 1):
        era, n = "令和", y - 2018
    else:
        era, n = "平成", y - 1988
    year = "元" if n == 1 else str(n)
    out = f"{era}{year}年{m}月{d}日"
    return fw(out) if full_width else out


# --- Taiwan: the Minguo (ROC) year = CE - 1911 ------------------------------------------------------------------------
ZH_DAYS = "一二三四五六日"


def minguo(y: int, m: int, d: int) -> str:
    return f"民國{y - 1911}年{m}月{d}日"


def roc_slash(iso_local: str) -> str:
    """'2026-12-04 10:25' -> '115/12/04 10:25'."""
    day, _, time = iso_local.partition(" ")
    y, m, d = day.split("-")
    out = f"{int(y) - 1911}/{m}/{d}"
    return f"{out} {time}" if time else out


# --- the Chinese lunar month and day (Japan's 旧暦 agrees for these weeks): month starts from the new moons ---------------
LUNAR_MONTH_STARTS = [
    (_jdn(2011, 3, 5), 2),
    (_jdn(2026, 10, 10), 9),
    (_jdn(2026, 11, 9), 10),
    (_jdn(2026, 12, 9), 11),
    (_jdn(2027, 1, 8), 12),
]
ZH_NUM = "〇一二三四五六七八九十"
ZH_MONTHS = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"]


def lunar(y: int, m: int, d: int) -> tuple[int, int]:
    jd = _jdn(y, m, d)
    start, month = max((s, mo) for s, mo in LUNAR_MONTH_STARTS if s <= jd)
    assert jd - start < 30, (y, m, d)
    return month, jd - start + 1


def lunar_zh(y: int, m: int, d: int) -> str:
    """'十月廿六'."""
    month, day = lunar(y, m, d)
    if day <= 10:
        name = "初" + ZH_NUM[day]
    elif day < 20:
        name = "十" + ZH_NUM[day - 10]
    elif day == 20:
        name = "二十"
    elif day < 30:
        name = "廿" + ZH_NUM[day - 20]
    else:
        name = "三十"
    return f"{ZH_MONTHS[month - 1]}月{name}"


ROKUYO = ["大安", "赤口", "先勝", "友引", "先負", "仏滅"]


def rokuyo(y: int, m: int, d: int) -> str:
    month, day = lunar(y, m, d)
    return ROKUYO[(month + day) % 6]


# --- Ethiopia: the Ethiopian calendar (13 months, the year from 11/12 September) --------------------------------------
ET_MONTHS = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ", "ነሐሴ", "ጳጉሜን"]  # fmt: skip
ET_MONTHS_EN = ["Meskerem", "Tikimt", "Hidar", "Tahsas", "Tir", "Yekatit", "Megabit", "Miyazya", "Ginbot", "Sene", "Hamle", "Nehase", "Pagume"]  # fmt: skip
AM_DAYS = ["ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "እሑድ"]
AM_GREG = ["ጃንዩወሪ", "ፌብሩወሪ", "ማርች", "ኤፕሪል", "ሜይ", "ጁን", "ጁላይ", "ኦገስት", "ሴፕቴምበር", "ኦክቶበር", "ኖቬምበር", "ዲሴምበር"]  # fmt: skip


def _et_jdn(y: int, m: int, d: int) -> int:
    return 1724220 + 365 * (y - 1) + y // 4 + 30 * (m - 1) + d


def ethiopian(y: int, m: int, d: int) -> tuple[int, int, int]:
    """The Ethiopian (year, month, day) of a Gregorian day."""
    jd = _jdn(y, m, d)
    ey = y - 7 if jd >= _et_jdn(y - 7, 1, 1) else y - 8
    n = jd - _et_jdn(ey, 1, 1)
    return ey, n // 30 + 1, n % 30 + 1


def et_am(y: int, m: int, d: int) -> str:
    """'ኅዳር 25 ቀን 2019 ዓ.ም.'."""
    ey, em, ed = ethiopian(y, m, d)
    return f"{ET_MONTHS[em - 1]} {ed} ቀን {ey} ዓ.ም."


def et_en(y: int, m: int, d: int) -> str:
    """'Hidar 25, 2019 E.C.'."""
    ey, em, ed = ethiopian(y, m, d)
    return f"{ET_MONTHS_EN[em - 1]} {ed}, {ey} E.C."


def utc(local: str, offset_minutes: int, z: str = "Z") -> str:
    """A local 'YYYY-MM-DD HH:MM' at UTC+offset as a UTC ISO time ('…Z' or '…+00:00')."""
    t = datetime.strptime(local, "%Y-%m-%d %H:%M") - timedelta(minutes=offset_minutes)
    return t.strftime("%Y-%m-%dT%H:%M:%S") + z


def local_iso(local: str, offset: str) -> str:
    """'2026-12-04 10:25', '+07:00' -> '2026-12-04T10:25:00+07:00'."""
    return local.replace(" ", "T") + ":00" + offset
