"""Block rendering, the text markup and a small site base (holdout88, copied from holdout65, itself from holdout35,
holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is body, the `Story` doc whose body
includes those table rows). Added for this set, whose pages are alternate renderings of news stories served from
other hosts than the publisher's (web archives, an AMP cache): docs whose `path` is an absolute URL on another host
(`Base.url` / `Base.href` keep it as it is, and pages on such a host link back to the publisher absolutely), the
Wayback-like link rewriting of an archived page (`wayback_rewrite`, `wb_stamp`) and the AMP cache host name of a
publisher's domain (`amp_cache_host`). Removed: holdout65's Arabic digits and Hijri calendar."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from typing import Any
from urllib.parse import urljoin, urlsplit

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
    q_tag: tuple[str, str] = ("<p><strong>", "</strong></p>"),
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
            out.append(f"{q_tag[0]}{esc(block[1])}{q_tag[1]}{p_tag}{site.inline(block[2], zone)}{p_end}")
        elif kind == "fig":
            if fig:
                out.append(fig(block[1], block[2]))
            else:
                out.append(
                    f'<figure><img src="/img/{sum(block[1].encode()) % 9973}.jpg" alt="{esc(block[1])}">'
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
    return sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] in ("p", "qa"))


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
        kicker=extra.pop("kicker", ""),
        teaser=extra.pop("teaser", ""),
        image=extra.pop("image", ""),
        byline=extra.pop("byline", ""),
        extra=extra,
    )


def alternate(key: str, of: Doc, path: str, shape: str, **extra: Any) -> Doc:
    """Another rendering of a story (print view, AMP cache copy, reader mode, archive snapshot): the canonical story's
    labels (title, authors, date, body) under its own URL; `extra['of']` names the story it renders."""
    return Story(
        key,
        path,
        "article",
        of.title,
        is_article=True,
        authors=list(of.authors),
        date=of.date,
        iso=of.iso,
        stamp=of.stamp,
        blocks=of.blocks,
        shape=shape,
        section=of.section,
        dek=of.dek,
        kicker=of.kicker,
        teaser=of.teaser,
        image=of.image,
        byline=of.byline,
        extra={**of.extra, "of": of.key, **extra},
    )


def page(key: str, path: str, kind: str, title: str, shape: str, lines: list[str] | None = None, **extra: Any) -> Doc:
    """A non-article: a listing (extra list=[keys], more=page-2 key) or a service page (lines as blocks)."""
    return Story(key, path, kind, title, blocks=parse(lines or []), shape=shape, extra=extra)


def is_abs(path: str) -> bool:
    return path.startswith(("http://", "https://"))


class Base(Site):
    """Dispatch: stories to story_main, listings (extra 'list') to listing_main, the rest to service_main. A doc whose
    path is an absolute URL lives on another host (an archive, an AMP cache): its URL is that path, and the pages of
    such a host link to the publisher's pages by absolute URL."""

    def url(self, key_or_path: str) -> str:
        path = self.docs[key_or_path].path if key_or_path in self.docs else key_or_path
        return path if is_abs(path) else self.origin + path

    def href(self, key_or_path: str) -> str:
        path = self.docs[key_or_path].path if key_or_path in self.docs else key_or_path
        if is_abs(path):
            here = self.docs[self.current].path if self.current in self.docs else ""
            if is_abs(here) and urlsplit(here).netloc == urlsplit(path).netloc:
                s = urlsplit(path)  # same foreign host: root-relative, as that host writes its own links
                return s.path + (f"?{s.query}" if s.query else "")
            return path
        if self.current in self.docs and is_abs(self.docs[self.current].path):
            return self.origin + path
        return super().href(key_or_path)

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

    def quiet(self, render: Callable[[], str]) -> str:
        """Render without recording links: what an archive rewrites no longer points at the labelled pages."""
        mark = len(self.links)
        out = render()
        del self.links[mark:]
        return out


_ATTR = re.compile(r"""\b(href|src)=(["'])(.*?)\2""")


def wayback_rewrite(html: str, page_url: str, stamp: str, prefix: str = "") -> str:
    """Every href and src of an archived page rewritten to the archive's replay URL of that capture,
    `{prefix}/web/{stamp}/{absolute URL}` (images `im_`, scripts `js_`, style sheets `cs_`), as a Wayback-like
    replay serves it; fragments, mailto:, tel:, javascript: and data: are left alone."""

    def sub(m: re.Match[str]) -> str:
        attr, quote, value = m.group(1), m.group(2), m.group(3)
        raw = value.replace("&amp;", "&")
        if not raw or raw.startswith(("#", "mailto:", "tel:", "javascript:", "data:")):
            return m.group(0)
        target = urljoin(page_url, raw)
        if not target.startswith(("http://", "https://")):
            return m.group(0)
        flag = ""
        if attr == "src":
            flag = "js_" if target.split("?")[0].endswith(".js") else "im_"
        elif target.split("?")[0].endswith(".css"):
            flag = "cs_"
        return f"{attr}={quote}{esc(f'{prefix}/web/{stamp}{flag}/{target}')}{quote}"

    return _ATTR.sub(sub, html)


def wb_stamp(stamp: str, fmt: str = "%H:%M:%S %b %d, %Y") -> str:
    """A 14-digit capture stamp as the archive prints it."""
    return datetime.strptime(stamp, "%Y%m%d%H%M%S").strftime(fmt)


def amp_cache_host(host: str, cache: str = "cdn.ampproject.test") -> str:
    """The AMP cache's subdomain for a publisher's host: '-' doubled, '.' turned into '-'."""
    return host.replace("-", "--").replace(".", "-") + "." + cache
