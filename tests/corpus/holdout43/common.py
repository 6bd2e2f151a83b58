"""Block rendering, the text markup and a small site base (holdout43, from holdout35's `common.py`, itself from
holdout28 and holdout19).

Added for this set:
- `text()` turns a triple-quoted block into lines (one block a line), so the page texts need no quote escaping;
- `X: name | arg` lines: a site-specific box (a "read also" list, a promo, a video embed, a pull quote...) that the
  site renders through its `box()` method, with its links recorded; never body;
- per-page encoding and Content-Type: a page whose doc carries `enc` / `codec` / `ctype` in `extra` is written and
  labelled with those (`Base.file_name` tells the site which page is being written, as `sitebuild.write_set` asks
  for the file name before it asks for the codec);
- time helpers: a local wall-clock time to ISO (local offset or UTC), weekday and month names.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

from sitekit import Doc, Site, esc, plain

# block kinds: p, h2, h3, ul, ol, qa, table (body); fig, note, box, sign, embed, x (not body)


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


def text(block: str) -> list[str]:
    """A triple-quoted block of page text: one markup line a line, blank lines ignored."""
    return [line.strip() for line in block.strip().split("\n") if line.strip()]


def parse(lines: list[str]) -> list[tuple[Any, ...]]:
    """Site texts as short markup: '### ' h3, 'T: a | b' a table row (the first row of a table is its head),
    '## ' h2, '- ' list item, '# ' numbered item, 'Q: q || a' question and answer, 'FIG: alt | caption',
    'NOTE: ' a note box, 'SIGN: ' a sign-off line, 'RAW:' raw HTML, 'X: name | arg' a site box; else a paragraph."""
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
            alt, cap = line[5:].split(" | ", 1)
            out.append(("fig", alt, cap))
        elif line.startswith("NOTE: "):
            out.append(("note", line[6:]))
        elif line.startswith("SIGN: "):
            out.append(("sign", line[6:]))
        elif line.startswith("RAW:"):
            out.append(("box", line[4:]))
        elif line.startswith("X: "):
            name, _, arg = line[3:].partition("|")
            out.append(("x", name.strip(), arg.strip()))
        else:
            out.append(("p", line))
    return out


def blocks_html(
    site: Site,
    blocks: list[tuple[Any, ...]],
    p: str = "<p>{}</p>",
    h: str = "<{tag}>{}</{tag}>",
    ul: str = "<{tag}>{}</{tag}>",
    li: str = "<li>{}</li>",
    qa: str = "<p><strong>{q}</strong></p><p>{a}</p>",
    table: str = "data",
    fig: Callable[[str, str], str] | None = None,
    x: Callable[[str, str], str] | None = None,
    zone: str = "content",
) -> str:
    out: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind == "p":
            out.append(p.format(site.inline(block[1], zone)))
        elif kind in ("h2", "h3"):
            out.append(h.format(site.inline(block[1], zone), tag=kind))
        elif kind in ("ul", "ol"):
            items = "".join(li.format(site.inline(i, zone)) for i in block[1])
            out.append(ul.format(items, tag=kind))
        elif kind == "table":
            head, *rows = block[1]
            th = "\n".join(f"<th>{site.inline(c, zone)}</th>" for c in head)
            trs = "\n".join(
                "<tr>\n" + "\n".join(f"<td>{site.inline(c, zone)}</td>" for c in row) + "\n</tr>" for row in rows
            )
            out.append(
                f'<table class="{table}">\n<thead>\n<tr>\n{th}\n</tr>\n</thead>\n<tbody>\n{trs}\n</tbody>\n</table>'
            )
        elif kind == "qa":
            out.append(qa.format(q=esc(block[1]), a=site.inline(block[2], zone)))
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
        elif kind in ("box", "embed"):
            out.append(block[1])  # raw HTML
        elif kind == "sign":
            out.append(f'<p class="signoff">{site.inline(block[1], zone)}</p>')
        elif kind == "x":
            out.append(x(block[1], block[2]) if x else "")
    return "\n".join(out)


def img(seed: str, host: str = "", ext: str = "jpg") -> str:
    """A stable image path for an alt text or a key."""
    return f"{host}/{zlib.crc32(seed.encode()) % 999983:06d}.{ext}"


# time: the publisher's wall clock, written "YYYY-MM-DD HH:MM"
def local(when: str, offset_h: int) -> datetime:
    return datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=timezone(timedelta(hours=offset_h)))


def iso_local(when: str, offset_h: int, ms: bool = False) -> str:
    dt = local(when, offset_h)
    s = dt.strftime("%Y-%m-%dT%H:%M:%S") + (".000" if ms else "")
    return s + dt.strftime("%z")[:3] + ":" + dt.strftime("%z")[3:]


def iso_utc(when: str, offset_h: int, ms: bool = False) -> str:
    dt = local(when, offset_h).astimezone(UTC)
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + (".000Z" if ms else "Z")


def hours_ago(when: str, now: str) -> int:
    delta = datetime.strptime(now, "%Y-%m-%d %H:%M") - datetime.strptime(when, "%Y-%m-%d %H:%M")
    return int(delta.total_seconds() // 3600)


WEEKDAYS = {
    "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "ca": ["dilluns", "dimarts", "dimecres", "dijous", "divendres", "dissabte", "diumenge"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
}
MONTHS = {
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "ca": ["gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre", "novembre",
           "desembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
           "novembre", "dicembre"],
}  # fmt: skip


def weekday(when: str, lang: str) -> str:
    return WEEKDAYS[lang][datetime.strptime(when[:10], "%Y-%m-%d").weekday()]


def month(when: str, lang: str) -> str:
    return MONTHS[lang][int(when[5:7]) - 1]


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
    """Dispatch: stories to story_main, listings (extra 'list') to listing_main, the rest to service_main.
    Per-page charset: `extra` keys `enc` (the label: the codec Scrapy decodes with), `codec` (the bytes written),
    `ctype` (the Content-Type header)."""

    page_encoding = "utf-8"
    page_ctype = "text/html; charset=utf-8"

    def file_name(self, doc: Doc) -> str:
        self.current = doc.key  # write_set asks for the name first, then for the codec of the same page
        return f"{self.prefix}-{doc.key}.html"

    def _here(self, key: str, default: str) -> str:
        doc = self.docs.get(self.current)
        return doc.extra.get(key, default) if doc is not None else default

    @property  # type: ignore[override]
    def encoding(self) -> str:
        return self._here("enc", self.page_encoding)

    @property  # type: ignore[override]
    def content_type(self) -> str:
        return self._here("ctype", self.page_ctype)

    @property
    def codec(self) -> str:
        return self._here("codec", self._here("enc", self.page_encoding))

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        if doc.is_article or doc.extra.get("story_template"):
            main = self.story_main(doc)
        elif "list" in doc.extra:
            main = self.listing_main(doc)
        else:
            main = self.service_main(doc)
        return self.frame(doc, main)

    def box(self, name: str, arg: str) -> str:  # pragma: no cover - per site
        raise NotImplementedError(name)

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


EXTRA_N = {"home": 6, "section": 4}


def extras(key: str, kind: str, pool: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Unlabelled stories of the same site (url path, headline, section) a listing also shows: a rotation of the
    site's pool, seeded by the page key, so fronts are not only the labelled stories."""
    n = EXTRA_N.get(kind, 0)
    start = zlib.crc32(key.encode()) % len(pool)
    return [pool[(start + i) % len(pool)] for i in range(n)]
