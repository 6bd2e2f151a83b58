"""JSON-LD read the way browsers and search engines tolerate it, not the way `json.loads` demands.

Publishers' blobs carry raw control characters in strings, `//` and `/* */` comments, trailing commas,
HTML comment or CDATA wrappers. Each fix is tried only when the strict parse fails.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

MAX_JSON_CHARS = 500_000  # hostile pages can carry huge script blobs; do not parse those
MAX_NODES = 2_000
_WRAPPERS = re.compile(r"^\s*(?:<!--|<!\[CDATA\[|//\s*<!\[CDATA\[)|(?:-->|\]\]>|//\s*\]\]>)\s*$")
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")


def strip_comments(text: str) -> str:
    """Remove `//` and `/* */` comments outside string literals."""
    out: list[str] = []
    i, n = 0, len(text)
    in_string = False
    while i < n:
        ch = text[i]
        if in_string:
            out.append(ch)
            if ch == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 1
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
            out.append(ch)
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
            continue
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def loads_lenient(blob: str) -> Any:
    """Parse one JSON-LD blob; None when nothing sensible can be read from it."""
    if not blob or len(blob) > MAX_JSON_CHARS:
        return None
    text = _WRAPPERS.sub("", blob.strip())
    attempts = (
        lambda t: t,
        strip_comments,
        lambda t: _TRAILING_COMMA.sub(r"\1", strip_comments(t)),
    )
    for fix in attempts:
        try:
            # strict=False: raw control characters (newlines, tabs) inside strings are accepted.
            return json.loads(fix(text), strict=False)
        except (ValueError, RecursionError):
            continue
    return _first_value(text)


def _first_value(text: str) -> Any:
    """Several concatenated objects or trailing junk: take what decodes from the start."""
    try:
        value, _ = json.JSONDecoder(strict=False).raw_decode(_TRAILING_COMMA.sub(r"\1", strip_comments(text)))
    except (ValueError, RecursionError):
        return None
    return value


def iter_nodes(data: Any) -> Iterator[dict[str, Any]]:
    """Every object of a parsed blob: arrays, `@graph` members and nested `mainEntity`/`mainEntityOfPage`."""
    stack = [data]
    seen = 0
    while stack and seen < MAX_NODES:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(reversed(node))
        elif isinstance(node, dict):
            seen += 1
            yield node
            for key in ("@graph", "mainEntity", "mainEntityOfPage", "hasPart", "itemListElement", "item"):
                child = node.get(key)
                if isinstance(child, list | dict):
                    stack.append(child)


def jsonld_nodes(blobs: Iterable[str]) -> list[dict[str, Any]]:
    nodes: list[dict[str, Any]] = []
    for blob in blobs:
        nodes.extend(iter_nodes(loads_lenient(blob)))
    return nodes


def types_of(node: dict[str, Any]) -> set[str]:
    """Lower-cased local type names: "https://schema.org/NewsArticle" and "NewsArticle" are the same."""
    kind = node.get("@type")
    values = kind if isinstance(kind, list) else [kind]
    return {v.strip().rstrip("/").rsplit("/", 1)[-1].rsplit(":", 1)[-1].lower() for v in values if isinstance(v, str)}
