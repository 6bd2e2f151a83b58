"""State payloads that are not plain JSON trees: the flattened arrays of devalue (Nuxt 3's `__NUXT_DATA__`)
and turbo-stream (Remix / React Router single fetch), and the React Server Components stream of Next.js's App
Router (`self.__next_f.push(...)`). Each is read back into ordinary dicts and lists, so the story finder in
`jsstate` walks them like any other blob."""

from __future__ import annotations

import html
import json
import re
from typing import Any

from crawler.article.authors import byline_authors

MAX_NODES = 200_000  # a payload bigger than this is not worth walking for one story
_TURBO_KEY = re.compile(r"_\d+")
# devalue's and turbo-stream's wrappers around one value (Nuxt's reactive refs, dates, promises...)
_WRAPPERS = frozenset(
    {"Reactive", "ShallowReactive", "Ref", "ShallowRef", "EmptyRef", "EmptyShallowRef", "NuxtError", "Island",
     "Date", "BigInt", "URL", "RegExp", "Object", "P", "D", "Z", "U"}
)  # fmt: skip
_PUSH = re.compile(r"self\.__next_f\.push\(")
_ROW = re.compile(rb"([0-9a-f]{1,8}):")
_VOID = object()
_UNRESOLVED = re.compile(r"\$\S*")


def is_flat(data: Any) -> bool:
    """A devalue/turbo-stream array: its first entry is the root, a container of indices into the array."""
    if not isinstance(data, list) or len(data) < 2 or len(data) > MAX_NODES:
        return False
    root = data[0]
    if isinstance(root, dict):
        return bool(root) and all(isinstance(v, int) for v in root.values())
    if isinstance(root, list):
        return bool(root) and (isinstance(root[0], str) or all(isinstance(v, int) for v in root))
    return False


def unflatten(data: list[Any], max_depth: int = 60) -> Any:
    """The value a devalue or turbo-stream array encodes. Cycles and unknown tags read as None."""
    done: dict[int, Any] = {}

    def value(index: Any, depth: int) -> Any:
        if not isinstance(index, int) or index < 0 or index >= len(data) or depth > max_depth:
            return None  # negative indices are undefined, null, NaN, infinities
        if index in done:
            return None if done[index] is _VOID else done[index]
        done[index] = _VOID  # a cycle reads as None
        raw = data[index]
        result: Any = raw
        if isinstance(raw, dict):
            if raw and all(_TURBO_KEY.fullmatch(k) for k in raw):  # turbo-stream: {"_<key index>": value index}
                result = {str(value(int(k[1:]), depth + 1)): value(v, depth + 1) for k, v in raw.items()}
            else:
                result = {k: value(v, depth + 1) for k, v in raw.items()}
        elif isinstance(raw, list):
            if raw and isinstance(raw[0], str):
                tag = raw[0]
                if tag in ("Set", "Map"):
                    result = [value(v, depth + 1) for v in raw[1:]]
                elif tag == "null":  # an object without prototype: key, value, key, value...
                    result = {str(raw[i]): value(raw[i + 1], depth + 1) for i in range(1, len(raw) - 1, 2)}
                elif tag in ("Date", "D", "BigInt", "URL", "RegExp") and len(raw) > 1:
                    result = raw[1]
                elif tag in _WRAPPERS and len(raw) > 1:
                    result = value(raw[1], depth + 1)
                else:
                    result = None
            else:
                result = [value(v, depth + 1) for v in raw]
        done[index] = result
        return result

    return value(0, 0)


def next_flight(scripts: list[str], max_chars: int) -> Any:
    """The rows of a Next.js App Router page's RSC stream, with `$<id>` references resolved: a list of the
    row values (React elements are `["$", tag, key, props]` lists), or None when the page has no stream."""
    chunks: list[str] = []
    for script in scripts:
        for match in _PUSH.finditer(script):
            try:
                pushed, _ = json.JSONDecoder(strict=False).raw_decode(script, match.end())
            except (ValueError, RecursionError):
                continue
            if isinstance(pushed, list) and len(pushed) > 1 and pushed[0] == 1 and isinstance(pushed[1], str):
                chunks.append(pushed[1])
    stream = "".join(chunks)
    if not stream or len(stream) > max_chars:
        return None
    rows = _rows(stream.encode("utf-8"))
    if not rows:
        return None
    done: dict[str, Any] = {}
    budget = [MAX_NODES]  # a stream that references rows many times over is not worth walking past this
    return [_resolve(v, rows, done, budget, 0) for v in rows.values()]


def _rows(data: bytes) -> dict[str, Any]:
    rows: dict[str, Any] = {}
    pos = 0
    while pos < len(data):
        match = _ROW.match(data, pos)
        if match is None:  # not a row start: skip to the next line
            nl = data.find(b"\n", pos)
            pos = len(data) if nl < 0 else nl + 1
            continue
        row_id, pos = match.group(1).decode(), match.end()
        if data[pos : pos + 1] == b"T":  # a text row: T<hex byte length>,<text> with no line end
            comma = data.find(b",", pos)
            try:
                size = int(data[pos + 1 : comma], 16)
            except ValueError:
                size = -1
            if comma > 0 and size >= 0:
                rows[row_id] = data[comma + 1 : comma + 1 + size].decode("utf-8", "replace")
                pos = comma + 1 + size
                continue
        nl = data.find(b"\n", pos)
        end = len(data) if nl < 0 else nl
        line = data[pos:end].lstrip(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ")  # I[...] imports, HL[...] hints, E{...}
        pos = end + 1
        try:
            rows[row_id] = json.loads(line)
        except (ValueError, RecursionError):
            continue
    return rows


def _resolve(value: Any, rows: dict[str, Any], done: dict[str, Any], budget: list[int], depth: int) -> Any:
    """`value` with its `$<id>` references replaced by their rows, each row resolved once. The budget counts the
    nodes of the tree as walkers will see it (a row referenced twice counts twice), so a chain of rows that each
    reference the next one twice stops at MAX_NODES instead of growing exponentially."""
    if depth > 60 or budget[0] < 0:
        return None
    if isinstance(value, str) and value.startswith("$") and len(value) > 1:
        if value.startswith("$$"):
            return value[1:]
        ref = value[1:].lstrip("L@")  # $5 a row, $L5 a lazy component, $@5 a promise
        if ref not in rows:
            return value
        if ref not in done:
            done[ref] = (None, 0)  # a cycle reads as nothing
            before = budget[0]
            resolved = _resolve(rows[ref], rows, done, budget, depth + 1)
            done[ref] = (resolved, before - budget[0])
            return resolved
        resolved, size = done[ref]
        budget[0] -= size
        return resolved if budget[0] >= 0 else None
    budget[0] -= 1
    if isinstance(value, list):
        return [_resolve(v, rows, done, budget, depth + 1) for v in value]
    if isinstance(value, dict):
        return {k: _resolve(v, rows, done, budget, depth + 1) for k, v in value.items()}
    return value


_PARAGRAPH_CHARS = 120
_BLOCKS = frozenset({"p", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "figcaption", "pre", "td", "th"})
_SKIP = frozenset({"script", "style", "nav", "header", "footer", "aside", "form", "button", "svg", "noscript"})


def _element(node: list[Any]) -> bool:
    """A React element, `["$", tag, key, props]`; a component's tag is a resolved import, not a string."""
    return len(node) >= 4 and node[0] == "$" and isinstance(node[3], dict) and isinstance(node[1], str | list)


def _tag(node: list[Any]) -> str:
    return node[1] if isinstance(node[1], str) else ""


def flight_stories(rows: list[Any]) -> list[dict[str, Any]]:
    """Server-rendered story trees in a flight stream, as {"headline", "bodyHtml"} nodes: each `<article>`
    element (or `<main>` when there is none) with an `<h1>`, its block elements as HTML paragraphs."""
    found: dict[str, list[Any]] = {"article": [], "main": []}

    def find(node: Any, depth: int) -> None:
        if depth > 80:
            return
        if isinstance(node, list):
            if _element(node):
                if _tag(node) in found:
                    found[_tag(node)].append(node)
                find(node[3].get("children"), depth + 1)
            else:
                for item in node:
                    find(item, depth + 1)

    find(rows, 0)
    stories = []
    for element in found["article"] or found["main"]:
        title: list[str] = []
        blocks: list[str] = []
        _collect(element[3].get("children"), title, blocks, 0)
        if title and blocks:
            # the short lines over the story's first paragraph are its byline and dateline, not its text
            first = next((i for i, b in enumerate(blocks) if len(b) >= _PARAGRAPH_CHARS), 0)
            story = {"headline": title[0], "bodyHtml": "".join(f"<p>{b}</p>" for b in blocks[first:])}
            stories.append({**story, "authors": byline_authors(blocks[:first])})
    return stories


_HTML_PROPS = ("bodyHtml", "body_html", "html", "body", "content", "contentHtml", "articleBody")
_HTML_BLOCK = re.compile(r"(?is)<(p|h[2-6]|li|blockquote)\b[^>]*>(.*?)</\1\s*>")
_HTML_TAG = re.compile(r"<[^>]+>")


def _html_blocks(value: str) -> list[str]:
    """The paragraphs of an HTML string, escaped again for the `bodyHtml` the story node is given."""
    blocks = []
    for match in _HTML_BLOCK.finditer(value):
        text = " ".join(html.unescape(_HTML_TAG.sub(" ", match.group(2))).split())
        if text:
            blocks.append(text.replace("&", "&amp;").replace("<", "&lt;"))
    return blocks


def _text(node: Any, depth: int) -> str:
    if depth > 80:
        return ""
    if isinstance(node, str):
        return "" if _UNRESOLVED.fullmatch(node) else node  # a literal "$" is written "$$" in the stream
    if isinstance(node, int | float) and not isinstance(node, bool):
        return str(node)
    if isinstance(node, list):
        if _element(node):
            return "" if _tag(node) in _SKIP else _text(node[3].get("children"), depth + 1)
        return "".join(_text(item, depth + 1) for item in node)
    return ""


def _collect(node: Any, title: list[str], blocks: list[str], depth: int) -> None:
    if depth > 80 or not isinstance(node, list):
        return
    if _element(node):
        tag = _tag(node)
        if tag in _SKIP:
            return
        props = node[3]
        inner = props.get("dangerouslySetInnerHTML")
        html_props = [inner.get("__html")] if isinstance(inner, dict) else []
        if not tag:  # a client component: its story body comes as an HTML prop ("bodyHtml", "content")
            html_props += [props.get(key) for key in _HTML_PROPS]
        html_blocks = [b for value in html_props if isinstance(value, str) for b in _html_blocks(value)]
        if html_blocks:
            blocks.extend(html_blocks)
        elif tag == "h1":
            title.append(" ".join(_text(node, depth).split()))
        elif tag in _BLOCKS:
            text = " ".join(_text(node, depth).split())
            if text:
                blocks.append(text.replace("&", "&amp;").replace("<", "&lt;"))
        else:
            _collect(node[3].get("children"), title, blocks, depth + 1)
        return
    for item in node:
        _collect(item, title, blocks, depth + 1)
