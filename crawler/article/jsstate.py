"""Articles inside framework state blobs (`__NEXT_DATA__`, `window.__INITIAL_STATE__`, Arc's
`Fusion.globalContent`, Nuxt, Apollo...): the text a browser would render, read without a browser."""

from __future__ import annotations

import contextlib
import html
import json
import re
from dataclasses import dataclass, field
from typing import Any

from parsel import Selector

from crawler.article.flatstate import flight_stories, is_flat, next_flight, unflatten
from crawler.article.jsonld import MAX_JSON_CHARS

_ASSIGN = re.compile(
    r"(?:window\.|self\.)?(__NEXT_DATA__|__NUXT__|__INITIAL_STATE__|__PRELOADED_STATE__|__APOLLO_STATE__|"
    r"__APP_STATE__|__INITIAL_DATA__|__REDUX_STATE__|__remixContext|__reactRouterContext|Fusion\.globalContent|__STATE__)\s*=\s*",
)
_BLOB_IDS = ("__NEXT_DATA__", "__NUXT_DATA__", "__APOLLO_STATE__", "__INITIAL_STATE__", "__FRONTITY_CONNECT_STATE__")
# Angular's server transfer state: `<script id="ng-state" type="application/json">` (Angular 16+), or
# `id="APPID-state"` with the JSON escaped as `&q;` (quote), `&a;`, `&s;`, `&l;`, `&g;` in older versions.
_ANGULAR_STATE = (
    '//script[@type="application/json"][@id="ng-state" or '
    'substring(@id, string-length(@id) - string-length("-state") + 1) = "-state"]'
)
_ANGULAR_ESCAPES = (("&q;", '"'), ("&s;", "'"), ("&l;", "<"), ("&g;", ">"), ("&a;", "&"))
_TITLE_KEYS = ("headline", "title", "name", "heading")
_BODY_KEYS = (
    "articleBody", "body", "content", "content_elements", "blocks", "paragraphs", "text", "bodyHtml", "body_html",
    "html",
)  # fmt: skip
# SvelteKit's server-side fetches, replayed in the page for hydration: `{"status": 200, "body": "<the API's
# JSON, as a string>"}` in `<script type="application/json" data-sveltekit-fetched>`
_SVELTEKIT_FETCHED = '//script[@type="application/json"][@data-sveltekit-fetched]/text()'
# React Router 7 / Remix single fetch: the loader data as a turbo-stream string fed to the page's stream
_TURBO_ENQUEUE = re.compile(r"streamController\.enqueue\(")
# Thai, Lao, Tibetan, Myanmar, Khmer, kana and ideographs: scripts that leave no space between words
_UNSPACED = re.compile(r"[\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff]")
_FLAT = frozenset({"__NUXT_DATA__", "turbo-stream"})
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")
_TAGS = re.compile(r"<[^>]+>")
_BLOCK_END = re.compile(r"(?i)<(?:/p|br\s*/?|/h[1-6]|/li|/div|/blockquote|/figcaption)\s*>")
# Where state blobs name the story's authors: a list of people (objects with a name) or of names.
_AUTHOR_KEYS = ("authors", "author", "byline", "bylines", "credits", "creators", "creator", "writers", "by")
_NAME_KEYS = ("name", "displayName", "display_name", "fullName", "full_name", "byline", "title")
MAX_DEPTH = 40


@dataclass
class StateArticle:
    source: str
    title: str | None
    text: str
    authors: list[str] = field(default_factory=list)  # raw names, cleaned by the caller


def state_blobs(sel: Selector) -> list[tuple[str, Any]]:
    """(name, parsed JSON) of every framework state blob on the page."""
    blobs: list[tuple[str, Any]] = []
    for blob_id in _BLOB_IDS:
        for raw in sel.xpath(f'//script[@id="{blob_id}"]/text()').getall():
            if len(raw) <= MAX_JSON_CHARS:
                try:
                    blobs.append((blob_id, json.loads(raw, strict=False)))
                except (ValueError, RecursionError):
                    continue
    for raw in sel.xpath(_SVELTEKIT_FETCHED).getall():
        if len(raw) <= MAX_JSON_CHARS:
            with contextlib.suppress(ValueError, RecursionError, TypeError):
                fetched = json.loads(raw, strict=False)
                if not isinstance(fetched, dict):
                    continue  # not a replayed response: a list or a scalar would fail the whole page
                body = fetched.get("body")
                blobs.append(("sveltekit", json.loads(body, strict=False) if isinstance(body, str) else body))
    for script in sel.xpath(_ANGULAR_STATE):
        raw = script.xpath("text()").get() or ""
        if raw.lstrip().startswith("{&q;"):
            for escaped, char in _ANGULAR_ESCAPES:
                raw = raw.replace(escaped, char)
        if len(raw) <= MAX_JSON_CHARS:
            with contextlib.suppress(ValueError, RecursionError):
                blobs.append(("ng-state", json.loads(raw, strict=False)))
    scripts = sel.xpath("//script[not(@src)][not(@type) or contains(@type, 'javascript')]/text()").getall()
    for script in scripts:
        if len(script) > MAX_JSON_CHARS:
            continue
        for match in _ASSIGN.finditer(script):
            try:
                value, _ = json.JSONDecoder(strict=False).raw_decode(script, match.end())
            except (ValueError, RecursionError):
                continue
            blobs.append((match.group(1), value))
        for match in _TURBO_ENQUEUE.finditer(script):
            with contextlib.suppress(ValueError, RecursionError, TypeError):
                chunk, _ = json.JSONDecoder(strict=False).raw_decode(script, match.end())
                blobs.append(("turbo-stream", json.loads(chunk.split("\n", 1)[0], strict=False)))
    flight = next_flight(scripts, MAX_JSON_CHARS)
    if flight is not None:
        blobs.append(("next-flight", flight))
        blobs.extend(("next-flight", story) for story in flight_stories(flight))
    # devalue (Nuxt 3) and turbo-stream payloads are flat arrays of indices: read back into trees
    return [(name, unflatten(data) if name in _FLAT and is_flat(data) else data) for name, data in blobs]


def _text_of(value: Any, depth: int = 0) -> str:
    """Readable text of a body value: a string (maybe HTML), a list of strings or of typed blocks."""
    if depth > MAX_DEPTH:
        return ""
    if isinstance(value, str):
        if "<" not in value:  # plain text: its blank lines part its paragraphs
            return "\n".join(" ".join(part.split()) for part in _PARAGRAPH_BREAK.split(value) if part.strip())
        # an HTML body: its paragraphs stay lines (the classifier counts paragraphs)
        lines = html.unescape(_TAGS.sub(" ", _BLOCK_END.sub("\n", value))).split("\n")
        return "\n".join(" ".join(line.split()) for line in lines if line.strip())
    if isinstance(value, list):
        parts = [_text_of(v, depth + 1) for v in value]
        return "\n".join(p for p in parts if p)
    if isinstance(value, dict):
        kind = str(value.get("type") or value.get("_type") or value.get("__typename") or "").lower()
        if kind and any(k in kind for k in ("image", "video", "ad", "embed", "related", "promo", "newsletter")):
            return ""
        for key in ("content", "text", "html", "value", "children", "body", "paragraphs", "items"):
            if key in value:
                return _text_of(value[key], depth + 1)
    return ""


def _names(value: Any, depth: int = 0) -> list[str]:
    """Names in an author value: "Jane Roe", ["Jane Roe"], [{"name": "Jane Roe"}], {"by": [...]}."""
    if depth > 4:
        return []
    if isinstance(value, str):
        return [value] if value.strip() else []
    if isinstance(value, list):
        return [name for item in value for name in _names(item, depth + 1)]
    if isinstance(value, dict):
        for key in _NAME_KEYS:
            if isinstance(value.get(key), str) and value[key].strip():
                return [value[key]]
        for key in _AUTHOR_KEYS:  # Arc: credits.by[].name
            if key in value:
                return _names(value[key], depth + 1)
    return []


def _authors(node: dict[str, Any]) -> list[str]:
    for key in _AUTHOR_KEYS:
        if key in node:
            names = _names(node[key])
            if names:
                return names
    return []


def _walk(node: Any, depth: int = 0) -> Any:
    if depth > MAX_DEPTH:
        return
    if isinstance(node, dict):
        yield node
        for value in node.values():
            if isinstance(value, dict | list):
                yield from _walk(value, depth + 1)
    elif isinstance(node, list):
        for value in node:
            if isinstance(value, dict | list):
                yield from _walk(value, depth + 1)


def _prose(text: str) -> bool:
    """Words, not a token or an id: twenty spaces, or a hundred letters of a script written without them."""
    return text.count(" ") >= 20 or len(_UNSPACED.findall(text)) >= 100


def article_from_state(blobs: list[tuple[str, Any]], min_chars: int) -> StateArticle | None:
    """The longest story-like object (a title next to a body of at least `min_chars`) in the page's state blobs
    (`state_blobs`)."""
    best: StateArticle | None = None
    for name, data in blobs:
        for node in _walk(data):
            body_key = next((k for k in _BODY_KEYS if k in node), None)
            title = next((node[k] for k in _TITLE_KEYS if isinstance(node.get(k), str) and node[k].strip()), None)
            if body_key is None or title is None:
                continue
            text = _text_of(node[body_key])
            if len(text) >= min_chars and _prose(text) and (best is None or len(text) > len(best.text)):
                best = StateArticle(source=name, title=" ".join(title.split()), text=text, authors=_authors(node))
    return best
