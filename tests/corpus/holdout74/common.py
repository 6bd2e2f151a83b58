"""Block rendering, the text markup and a small site base (holdout74, copied from holdout65, itself from holdout35,
holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is body, the `Story` doc whose body
includes those table rows). Dropped: holdout65's Arabic digits and Hijri calendar. Added for this set: a `HOOK:`
block (a site-drawn box such as News24's "READ |" links or a live-blog entry head, never body), month and weekday
names in Afrikaans, isiZulu, French and Malagasy, and `check_dates()`, which asserts that each article's machine
time (in whatever offset the page carries it) falls on the labelled local day at the printed local time."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from typing import Any

from sitekit import Doc, Site, esc, plain

# block kinds: p, h2, h3, ul, ol, qa, table (body); fig, note, box, sign, embed, hook (not body)


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
    table_class: str = "",
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
                f'<table class="{table_class or block[2]}">\n<thead>\n<tr>\n{th}\n</tr>\n</thead>\n<tbody>\n{trs}\n'
                "</tbody>\n</table>"
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
        elif kind == "hook":
            out.append(site.hook(block[1], *block[2:]))  # type: ignore[attr-defined]
    return "\n".join(out)


def parse(lines: list[str]) -> list[tuple[Any, ...]]:
    """Site texts as short markup: '### ' h3, 'T: a | b' a table row (the first row of a table is its head),
    '## ' h2, '- ' list item, 'Q: q || a' question and answer, 'FIG: alt | caption', 'NOTE: ' a note box,
    'SIGN: ' a sign-off line, 'RAW:' raw HTML, 'HOOK: name | arg | arg' a box the site draws; anything else a
    paragraph."""
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
        elif line.startswith("HOOK: "):
            out.append(("hook", *[part.strip() for part in line[6:].split(" | ")]))
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
    """An article: its label date, the machine time the page carries (None = none), the local time as
    'YYYY-MM-DD HH:MM' (the templates print it in the site's own words)."""
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

    def hook(self, name: str, *args: str) -> str:  # pragma: no cover - per site
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


# --- dates ------------------------------------------------------------------------------------------------------

AF_MONTHS = ["Januarie", "Februarie", "Maart", "April", "Mei", "Junie", "Julie", "Augustus", "September", "Oktober",
             "November", "Desember"]  # fmt: skip
AF_DAYS = ["Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrydag", "Saterdag", "Sondag"]
# isiZulu month names; the locative after "ngo-4 ku-" drops the initial u- ("kuZibandlela")
ZU_MONTHS = ["uMasingana", "uNhlolanja", "uNdasa", "uMbasa", "uNhlaba", "uNhlangulana", "uNtulikazi", "uNcwaba",
             "uMandulo", "uMfumfu", "uLwezi", "uZibandlela"]  # fmt: skip
ZU_DAYS = ["uMsombuluko", "uLwesibili", "uLwesithathu", "uLwesine", "uLwesihlanu", "uMgqibelo", "iSonto"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]  # fmt: skip
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
MG_MONTHS = ["Janoary", "Febroary", "Martsa", "Aprily", "Mey", "Jona", "Jolay", "Aogositra", "Septambra", "Oktobra",
             "Novambra", "Desambra"]  # fmt: skip
MG_DAYS = ["Alatsinainy", "Talata", "Alarobia", "Alakamisy", "Zoma", "Asabotsy", "Alahady"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]  # fmt: skip
EN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def split_stamp(local: str) -> tuple[int, int, int, int, str]:
    """'2026-12-04 00:45' -> (2026, 12, 4, weekday 0-6, '00:45')."""
    day, _, time = local.partition(" ")
    y, m, d = (int(x) for x in day.split("-"))
    return y, m, d, datetime(y, m, d).weekday(), time


def zu_date(local: str, with_time: bool = False) -> str:
    """isiZulu: 'ngo-4 kuZibandlela 2026' (with ', 08:12' when asked)."""
    y, m, d, _, time = split_stamp(local)
    out = f"ngo-{d} ku{ZU_MONTHS[m - 1][1:]} {y}"
    return f"{out}, {time}" if with_time and time else out


def local_of(iso: str, hours: int) -> str:
    """A machine time in any offset as the local 'YYYY-MM-DD HH:MM' of a fixed-offset zone."""
    t = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return t.astimezone(timezone(timedelta(hours=hours))).strftime("%Y-%m-%d %H:%M")


def check_dates(site: Site, hours: int) -> None:
    """Each article: the label day is the printed local day, and the machine time (if any) is that local time."""
    for doc in site.docs.values():
        if not doc.is_article:
            continue
        assert doc.date and doc.stamp.startswith(doc.date), (doc.key, doc.date, doc.stamp)
        if doc.iso and len(doc.stamp) > 10:
            assert local_of(doc.iso, hours) == doc.stamp, (doc.key, doc.iso, doc.stamp)
