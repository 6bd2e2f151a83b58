# ruff: noqa: E501 (the CMS documents and serialisers are written as one-line dict literals)
"""Block rendering, the text markup and a small site base (holdout79, copied from holdout65, itself from holdout35,
holdout28 and holdout19: `### ` h3 lines, `T: a | b | c` table rows whose text is body, the `Story` doc whose body
includes those table rows). Changed for this set: `blocks_html` takes an `attr` written into every opening tag (the
scoped-style attributes of Vue, Angular, Svelte and Astro: `data-v-…`, `_ngcontent-…`, `data-astro-cid-…`) and a
`sep` written between blocks (Svelte's `<!---->` hydration markers, React's nothing). Added: the state serialisers of
the five frameworks as their servers write them (Nuxt 2's devalue function-call payload, Angular's TransferState with
`&q;` escapes, Remix's `__remixContext` JSON, Astro's island `props`, SvelteKit's `data-sveltekit-fetched` response),
the rich-text documents of two headless CMSs (Sanity's Portable Text, Contentful's rich text) built from the same
blocks, and `to_utc()` for the UTC stamps."""

from __future__ import annotations

import datetime as dt
import json
import re
import zlib
from collections.abc import Callable
from typing import Any

from sitekit import _INLINE, Doc, Site, esc, plain, rng

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
    attr: str = "",
    fig: Callable[[str, str], str] | None = None,
    zone: str = "content",
    sep: str = "\n",
    p_class: str = "",
) -> str:
    """The blocks as HTML; `attr` (with its leading space) goes into every opening tag."""
    pc = f' class="{p_class}"' if p_class else ""
    out: list[str] = []
    for block in blocks:
        kind = block[0]
        if kind == "p":
            out.append(f"<p{attr}{pc}>{site.inline(block[1], zone)}</p>")
        elif kind in ("h2", "h3"):
            out.append(f"<{kind}{attr}>{site.inline(block[1], zone)}</{kind}>")
        elif kind in ("ul", "ol"):
            items = "".join(f"<li{attr}>{site.inline(i, zone)}</li>" for i in block[1])
            out.append(f"<{kind}{attr}>{items}</{kind}>")
        elif kind == "table":
            head, *rows = block[1]
            th = "\n".join(f"<th{attr}>{site.inline(c, zone)}</th>" for c in head)
            trs = "\n".join(
                f"<tr{attr}>\n" + "\n".join(f"<td{attr}>{site.inline(c, zone)}</td>" for c in row) + "\n</tr>"
                for row in rows
            )
            out.append(
                f'<table{attr} class="{block[2]}">\n<thead{attr}><tr{attr}>{th}</tr></thead>\n<tbody{attr}>\n{trs}\n</tbody>\n</table>'
            )
        elif kind == "qa":
            out.append(
                f"<p{attr}{pc}><strong{attr}>{esc(block[1])}</strong></p>{sep}<p{attr}{pc}>{site.inline(block[2], zone)}</p>"
            )
        elif kind == "fig":
            if fig:
                out.append(fig(block[1], block[2]))
            else:
                out.append(
                    f'<figure{attr}><img{attr} src="/img/{zlib.crc32(block[1].encode()) % 99991}.jpg" alt="{esc(block[1])}">'
                    f"<figcaption{attr}>{esc(block[2])}</figcaption></figure>"
                )
        elif kind == "note":
            out.append(f'<div{attr} class="note">{site.inline(block[1], zone)}</div>')
        elif kind in ("box", "embed"):
            out.append(block[1])  # raw HTML
        elif kind == "sign":
            out.append(f'<p{attr} class="signoff">{site.inline(block[1], zone)}</p>')
    return sep.join(out)


def words(doc: Doc) -> int:
    return sum(len(plain(b[1]).split()) for b in doc.blocks if b[0] == "p")


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


def scoped(rules: list[str], scope: str) -> list[str]:
    """Scoped-style rules: the framework's attribute or class appended to each selector (inside @media too)."""
    out = []
    for rule in rules:
        at = rule.index("{") + 1 if rule.startswith("@media") else 0
        i = rule.index("{", at)
        out.append(rule[:i] + scope + rule[i:])
    return out


# --- times ---------------------------------------------------------------------------------------------------------


def to_utc(local: str, offset_hours: int, fmt: str = "%Y-%m-%dT%H:%M:%S.000Z") -> str:
    """'2026-12-04 21:40' at UTC+offset_hours as a UTC stamp."""
    t = dt.datetime.strptime(local, "%Y-%m-%d %H:%M") - dt.timedelta(hours=offset_hours)
    return t.strftime(fmt)


def with_offset(local: str, offset: str) -> str:
    """'2026-12-04 21:40' and '-03:00' as '2026-12-04T21:40:00-03:00'."""
    return local.replace(" ", "T") + ":00" + offset


# --- the body as the CMSs and state blobs hold it --------------------------------------------------------------


def html_string(site: Site, blocks: list[tuple[Any, ...]], body_only: bool = False) -> str:
    """The blocks as the CMS's HTML field (hrefs resolved, no links recorded: this is data, not a rendered link)."""

    def link(text: str) -> str:
        out, last = [], 0
        for m in _INLINE.finditer(text):
            out.append(esc(text[last : m.start()]).replace("&#x27;", "'"))
            out.append(
                f'<a href="{esc(site.url(m.group(1)) if m.group(1) in site.docs else m.group(1))}">{esc(m.group(2))}</a>'
            )
            last = m.end()
        out.append(esc(text[last:]).replace("&#x27;", "'"))
        return "".join(out)

    parts: list[str] = []
    for b in blocks:
        if b[0] == "p":
            parts.append(f"<p>{link(b[1])}</p>")
        elif b[0] in ("h2", "h3"):
            parts.append(f"<{b[0]}>{link(b[1])}</{b[0]}>")
        elif b[0] in ("ul", "ol"):
            parts.append(f"<{b[0]}>" + "".join(f"<li>{link(i)}</li>" for i in b[1]) + f"</{b[0]}>")
        elif b[0] == "qa":
            parts.append(f"<p><strong>{esc(b[1])}</strong></p><p>{link(b[2])}</p>")
        elif b[0] == "table":
            parts.append(
                "<table>"
                + "".join("<tr>" + "".join(f"<td>{link(c)}</td>" for c in row) + "</tr>" for row in b[1])
                + "</table>"
            )
        elif b[0] == "fig" and not body_only:
            parts.append(
                f'<figure><img src="/img/{zlib.crc32(b[1].encode()) % 99991}.jpg" alt="{esc(b[1])}"><figcaption>{esc(b[2])}</figcaption></figure>'
            )
    return "".join(parts)


def _spans(site: Site, text: str, key: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    r = rng(key + text[:40])
    children: list[dict[str, Any]] = []
    defs: list[dict[str, Any]] = []
    last = 0
    for m in _INLINE.finditer(text):
        if m.start() > last:
            children.append(
                {"_type": "span", "_key": f"{r.randrange(16**12):012x}", "marks": [], "text": text[last : m.start()]}
            )
        mk = f"{r.randrange(16**12):012x}"
        href = site.url(m.group(1)) if m.group(1) in site.docs else m.group(1)
        defs.append({"_type": "link", "_key": mk, "href": href})
        children.append({"_type": "span", "_key": f"{r.randrange(16**12):012x}", "marks": [mk], "text": m.group(2)})
        last = m.end()
    if last < len(text) or not children:
        children.append({"_type": "span", "_key": f"{r.randrange(16**12):012x}", "marks": [], "text": text[last:]})
    return children, defs


def portable_text(site: Site, blocks: list[tuple[Any, ...]], seed: str) -> list[dict[str, Any]]:
    """Sanity's Portable Text: a block a paragraph or heading, a block a list item (listItem/level), image objects."""
    r = rng("pt" + seed)
    out: list[dict[str, Any]] = []
    for b in blocks:
        if b[0] in ("p", "h2", "h3"):
            children, defs = _spans(site, b[1], seed)
            out.append({"_key": f"{r.randrange(16**12):012x}", "_type": "block", "children": children,
                        "markDefs": defs, "style": "normal" if b[0] == "p" else b[0]})  # fmt: skip
        elif b[0] in ("ul", "ol"):
            for item in b[1]:
                children, defs = _spans(site, item, seed)
                out.append({"_key": f"{r.randrange(16**12):012x}", "_type": "block", "children": children,
                            "level": 1, "listItem": "bullet" if b[0] == "ul" else "number", "markDefs": defs,
                            "style": "normal"})  # fmt: skip
        elif b[0] == "qa":
            for text, mark in ((b[1], ["strong"]), (b[2], [])):
                children, defs = _spans(site, text, seed)
                for c in children:
                    c["marks"] = c["marks"] + mark
                out.append({"_key": f"{r.randrange(16**12):012x}", "_type": "block", "children": children,
                            "markDefs": defs, "style": "normal"})  # fmt: skip
        elif b[0] == "fig":
            out.append({"_key": f"{r.randrange(16**12):012x}", "_type": "image", "alt": b[1], "caption": b[2],
                        "asset": {"_ref": f"image-{r.randrange(16**40):040x}-1600x900-jpg", "_type": "reference"}})  # fmt: skip
    return out


def _cf_inline(site: Site, text: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    last = 0
    for m in _INLINE.finditer(text):
        if m.start() > last:
            out.append({"nodeType": "text", "value": text[last : m.start()], "marks": [], "data": {}})
        href = site.url(m.group(1)) if m.group(1) in site.docs else m.group(1)
        out.append({"nodeType": "hyperlink", "data": {"uri": href},
                    "content": [{"nodeType": "text", "value": m.group(2), "marks": [], "data": {}}]})  # fmt: skip
        last = m.end()
    out.append({"nodeType": "text", "value": text[last:], "marks": [], "data": {}})
    return out


def contentful_doc(site: Site, blocks: list[tuple[Any, ...]], seed: str) -> dict[str, Any]:
    """Contentful's rich-text document: paragraph / heading-2 / unordered-list nodes, embedded entries for figures."""
    r = rng("cf" + seed)
    content: list[dict[str, Any]] = []
    for b in blocks:
        if b[0] == "p":
            content.append({"nodeType": "paragraph", "data": {}, "content": _cf_inline(site, b[1])})
        elif b[0] in ("h2", "h3"):
            content.append({"nodeType": f"heading-{b[0][1]}", "data": {}, "content": _cf_inline(site, b[1])})
        elif b[0] in ("ul", "ol"):
            items = [{"nodeType": "list-item", "data": {},
                      "content": [{"nodeType": "paragraph", "data": {}, "content": _cf_inline(site, i)}]} for i in b[1]]  # fmt: skip
            content.append(
                {"nodeType": "unordered-list" if b[0] == "ul" else "ordered-list", "data": {}, "content": items}
            )
        elif b[0] == "qa":
            content.append({"nodeType": "paragraph", "data": {},
                            "content": [{"nodeType": "text", "value": b[1], "marks": [{"type": "bold"}], "data": {}}]})  # fmt: skip
            content.append({"nodeType": "paragraph", "data": {}, "content": _cf_inline(site, b[2])})
        elif b[0] == "fig":
            content.append({"nodeType": "embedded-asset-block", "content": [],
                            "data": {"target": {"sys": {"id": "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(22)),
                                                        "type": "Link", "linkType": "Asset"}}}})  # fmt: skip
        elif b[0] == "box":
            content.append({"nodeType": "embedded-entry-block", "content": [],
                            "data": {"target": {"sys": {"id": f"{r.randrange(16**22):022x}", "type": "Link", "linkType": "Entry"}}}})  # fmt: skip
    return {"nodeType": "document", "data": {}, "content": content}


# --- the frameworks' serialisers -------------------------------------------------------------------------------

_IDENT = re.compile(r"^[_$a-zA-Z][_$a-zA-Z0-9]*$")
_JS_ESC = {"<": "\\u003C", ">": "\\u003E", "/": "\\u002F", "\u2028": "\\u2028", "\u2029": "\\u2029"}
_NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$"
_RESERVED = {"do", "if", "in", "for", "int", "let", "new", "try", "var", "byte", "case", "char", "else", "enum", "goto", "long", "this", "void", "with"}  # fmt: skip


def js_string(s: str) -> str:
    """devalue's stringifyString: JSON escapes plus <, >, / and the line separators as \\u escapes."""
    out = json.dumps(s, ensure_ascii=False)
    return "".join(_JS_ESC.get(ch, ch) for ch in out)


def _prim_key(v: Any) -> tuple[str, Any] | None:
    if v is None or isinstance(v, bool):
        return ("lit", v)
    if isinstance(v, (int, float)):
        return ("num", v)
    if isinstance(v, str):
        return ("str", v)
    return None


def _prim(v: Any) -> str:
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, (int, float)):
        return json.dumps(v)
    return js_string(v)


def _name(n: int) -> str:
    name = ""
    while True:
        name = _NAME_CHARS[n % len(_NAME_CHARS)] + name
        n = n // len(_NAME_CHARS) - 1
        if n < 0:
            break
    return name + "_" if name in _RESERVED else name


def js_value(v: Any, names: dict[tuple[str, Any], str] | None = None) -> str:
    """A JS literal with unquoted keys where they are identifiers (devalue's safeKey); repeated primitives by name."""
    names = names or {}
    k = _prim_key(v)
    if k is not None:
        return names.get(k) or _prim(v)
    if isinstance(v, dict):
        return (
            "{"
            + ",".join(f"{key if _IDENT.match(key) else js_string(key)}:{js_value(x, names)}" for key, x in v.items())
            + "}"
        )
    if isinstance(v, list):
        return "[" + ",".join(js_value(x, names) for x in v) + "]"
    raise TypeError(v)


def nuxt_payload(state: dict[str, Any]) -> str:
    """Nuxt 2's `window.__NUXT__=(function(a,b,…){return {…}}(…))`: devalue hoists every primitive seen twice or more
    into a parameter, the most frequent first."""
    counts: dict[tuple[str, Any], int] = {}

    def walk(v: Any) -> None:
        k = _prim_key(v)
        if k is not None:
            counts[k] = counts.get(k, 0) + 1
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(state)
    repeated = sorted((k for k, n in counts.items() if n > 1), key=lambda k: -counts[k])  # stable: ties by first seen
    names = {k: _name(i) for i, k in enumerate(repeated)}
    body = js_value(state, names)
    params = ",".join(names[k] for k in repeated)
    args = ",".join(_prim(k[1]) for k in repeated)
    return f"window.__NUXT__=(function({params}){{return {body}}}({args}));"


def ng_state(state: dict[str, Any]) -> str:
    """Angular (<=15) TransferState: JSON with &, ", ', <, > as &a; &q; &s; &l; &g;."""
    text = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
    table = {"&": "&a;", '"': "&q;", "'": "&s;", "<": "&l;", ">": "&g;"}
    return "".join(table.get(ch, ch) for ch in text)


def remix_json(state: dict[str, Any]) -> str:
    """Remix's escapeHtml over JSON.stringify: &, <, > and the line separators as \\u escapes."""
    text = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
    table = {"&": "\\u0026", "<": "\\u003c", ">": "\\u003e", "\u2028": "\\u2028", "\u2029": "\\u2029"}
    return "".join(table.get(ch, ch) for ch in text)


def _astro(v: Any) -> Any:
    if isinstance(v, list):
        return [1, [_astro(x) for x in v]]
    if isinstance(v, dict):
        return [0, {k: _astro(x) for k, x in v.items()}]
    return [0, v]


def astro_props(props: dict[str, Any]) -> str:
    """An `<astro-island>`'s props attribute: every value as [type, value] (0 plain, 1 array), JSON, HTML-escaped."""
    text = json.dumps({k: _astro(v) for k, v in props.items()}, ensure_ascii=False, separators=(",", ":"))
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("'", "&#39;")
        .replace('"', "&quot;")
    )


def sk_fetched(body: Any, url: str) -> str:
    """SvelteKit's record of a server-side fetch: the response, its body a JSON string inside JSON."""
    inner = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    outer = json.dumps(
        {
            "status": 200,
            "statusText": "",
            "headers": {"content-type": "application/json; charset=utf-8"},
            "body": inner,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    ).replace("<", "\\u003C")
    h = zlib.crc32(url.encode())
    return f'<script type="application/json" data-sveltekit-fetched data-url="{esc(url)}" data-hash="{h:x}">{outer}</script>'
