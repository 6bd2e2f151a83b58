"""Parsing and validation of entries in the start-URL list (`news:start_urls`).

An entry is either a plain URL or a JSON object `{"url": ..., "meta": {...}, "priority": N,
"dont_filter": bool, <crawl options>}`. Anything else raises `InvalidStartEntry` with a short
machine-readable `code` and a human-readable reason; the feeder keeps such entries in `<key>:invalid` with
that reason.

Whoever can push a start URL must not control the worker's safety settings, so an entry may set only the
documented crawl options of `CRAWL_OPTIONS`, each checked against its range, at the top level or inside
`meta` (where `render` used to go):

| option        | request meta key    | allowed values                                                         |
|---------------|---------------------|------------------------------------------------------------------------|
| `priority`    | (request priority)  | integer within ±1,000,000                                              |
| `render`      | `render`            | true / false: fetch with the browser (render workers)                  |
| `depth_limit` | `crawl_depth_limit` | integer 0 .. DEPTH_LIMIT (the configured max): links followed this deep |
| `mode`        | `crawl_mode`        | "hub", "article" or "site"                                             |
| `revisit`     | `revisit`           | "30s", "5m", "2h", "1d", seconds (> 0, at most 365 days), or false     |

Everything else in `meta` is user data: carried beside the request under the one meta key `start_meta`
(and into the items), never read by Scrapy or the middlewares. So `{"meta": {"download_maxsize": 0}}`,
`proxy`, `dont_obey_robotstxt`, `download_timeout` or `depth` change nothing; proxies come only from the
pool. A URL with userinfo (`user:password@`) is crawled without it; the password is never stored or logged.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from w3lib.url import safe_url_string

ALLOWED_SCHEMES = ("http", "https")
MAX_URL_LENGTH = 8192
PRIORITY_BOUND = 1_000_000
MAX_META_NESTING = 20  # deeper user meta is refused (MongoDB would cut it off; BSON limits nesting)
MAX_REVISIT_SECONDS = 365 * 86400
CRAWL_MODES = ("hub", "article", "site")
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$", re.IGNORECASE)
_UNIT_SECONDS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}
# `//user:password@host`: what is replaced in the raw entries kept in `:invalid` and in log lines.
_USERINFO = re.compile(r"(//)[^/?#@\s\"']*@")


class InvalidStartEntry(ValueError):
    """A start-URL entry that cannot be crawled; `code` names the kind of problem for stats."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


@dataclass(frozen=True)
class StartEntry:
    """A valid start URL with the options it was pushed with."""

    url: str
    meta: dict[str, Any] = field(default_factory=dict)  # user data only (request meta `start_meta`)
    priority: int = 0
    dont_filter: bool = False
    options: dict[str, Any] = field(default_factory=dict)  # validated crawl options, by request meta key
    userinfo_stripped: bool = False


@dataclass(frozen=True)
class Limits:
    """The configured bounds crawl options are checked against."""

    max_depth: int = 0  # DEPTH_LIMIT; 0: no configured maximum


def _bad(option: str, expected: str) -> InvalidStartEntry:
    return InvalidStartEntry("bad_field", f"{option!r} must be {expected}")


def _render(value: Any, limits: Limits) -> bool:
    if not isinstance(value, bool):
        raise _bad("render", "true or false")
    return value


def _depth_limit(value: Any, limits: Limits) -> int:
    top = limits.max_depth or 1000
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
        raise _bad("depth_limit", f"an integer from 0 to {top} (DEPTH_LIMIT)")
    return value


def _mode(value: Any, limits: Limits) -> str:
    if value not in CRAWL_MODES:
        raise _bad("mode", " or ".join(repr(m) for m in CRAWL_MODES))
    return str(value)


def parse_duration(value: Any) -> float | None:
    """Seconds of "30s", "5m", "2h", "1d" or a number of seconds; None if it is not a duration."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        seconds = float(value)
    elif isinstance(value, str) and (match := _DURATION.match(value)):
        seconds = float(match.group(1)) * _UNIT_SECONDS[match.group(2).lower()]
    else:
        return None
    return seconds if math.isfinite(seconds) else None


def _revisit(value: Any, limits: Limits) -> float | bool:
    if value is False:
        return False
    seconds = parse_duration(value)
    if seconds is None or not 0 < seconds <= MAX_REVISIT_SECONDS:
        raise _bad("revisit", 'a duration like "5m", "2h", "1d" or seconds (> 0, at most 365 days), or false')
    return seconds


# The documented crawl options: JSON key -> (request meta key, check). See the table in the docstring.
CRAWL_OPTIONS: dict[str, tuple[str, Callable[[Any, Limits], Any]]] = {
    "render": ("render", _render),
    "depth_limit": ("crawl_depth_limit", _depth_limit),
    "mode": ("crawl_mode", _mode),
    "revisit": ("revisit", _revisit),
}
# Options a followed link inherits from the page that linked to it.
CARRIED_OPTIONS = ("crawl_depth_limit",)
JSON_KEYS = frozenset({"url", "meta", "priority", "dont_filter", *CRAWL_OPTIONS})


def carried_options(meta: dict[str, Any]) -> dict[str, Any]:
    """The crawl options of a page's request meta that its links carry on."""
    return {key: meta[key] for key in CARRIED_OPTIONS if key in meta}


def redact_userinfo(text: str) -> str:
    """`text` with the userinfo of any URL in it replaced by `***`."""
    return _USERINFO.sub(r"\1***@", text)


def _nesting(value: Any, limit: int) -> int:
    """How deeply `value` nests (stops counting past `limit`)."""
    depth, level = 0, [value]
    while level and depth <= limit:
        depth += 1
        level = [
            child
            for item in level
            if isinstance(item, dict | list)
            for child in (item.values() if isinstance(item, dict) else item)
            if isinstance(child, dict | list)
        ]
    return depth


def validate_url(url: str) -> str:
    """Return `url` made safe (percent-encoded), or raise InvalidStartEntry (userinfo is kept: see
    `validated_url`)."""
    if not url:
        raise InvalidStartEntry("empty", "empty URL")
    if len(url) > MAX_URL_LENGTH:
        raise InvalidStartEntry("bad_url", f"URL longer than {MAX_URL_LENGTH} characters")
    if any(ch.isspace() for ch in url) or any(ord(ch) < 32 for ch in url):
        raise InvalidStartEntry("bad_url", "not a URL (contains whitespace or control characters)")
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError as exc:
        raise InvalidStartEntry("bad_url", f"not a URL ({exc})") from None
    if not parts.scheme:
        raise InvalidStartEntry("bad_url", "not a URL (no scheme; expected http:// or https://)")
    if parts.scheme.lower() not in ALLOWED_SCHEMES:
        raise InvalidStartEntry("bad_scheme", f"unsupported scheme {parts.scheme[:20]!r} (http/https only)")
    if not parts.hostname:
        raise InvalidStartEntry("bad_url", "not a URL (no host)")
    # Plain ASCII URLs are left to Scrapy's Request, which makes them safe anyway (and costs the same).
    return url if url.isascii() else str(safe_url_string(url))


def validated_url(url: str) -> tuple[str, bool]:
    """`validate_url(url)` without its userinfo (user:password@), and whether it had any."""
    safe = validate_url(url)
    parts = urlsplit(safe)
    if "@" not in parts.netloc:
        return safe, False
    netloc = parts.netloc.rsplit("@", 1)[1]
    stripped = urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
    return validate_url(stripped), True


def _from_json(text: str, limits: Limits) -> StartEntry:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise InvalidStartEntry("bad_json", f"invalid JSON ({str(exc)[:120]})") from None
    if not isinstance(data, dict):
        raise InvalidStartEntry("bad_json", "JSON entry must be an object with a 'url'")
    unknown = sorted(set(data) - JSON_KEYS)
    if unknown:
        raise InvalidStartEntry("bad_field", f"unknown keys {unknown[:5]} (allowed: {sorted(JSON_KEYS)})")
    if "url" not in data:
        raise InvalidStartEntry("no_url", "JSON entry has no 'url'")
    url = data["url"]
    if not isinstance(url, str):
        raise InvalidStartEntry("bad_url", "'url' must be a string")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise InvalidStartEntry("bad_field", "'meta' must be an object")
    if _nesting(meta, MAX_META_NESTING) > MAX_META_NESTING:
        raise InvalidStartEntry("bad_field", f"'meta' nests deeper than {MAX_META_NESTING} levels")
    # Crawl options may sit at the top level or in meta (not both); the rest of meta is user data.
    user_meta = dict(meta)
    given: dict[str, Any] = {}
    for name in ("priority", *CRAWL_OPTIONS):
        if name in data and name in meta:
            raise InvalidStartEntry("bad_field", f"{name!r} given both at the top level and in 'meta'")
        if name in data:
            given[name] = data[name]
        elif name in meta:
            given[name] = user_meta.pop(name)
    priority = given.get("priority", 0)
    if isinstance(priority, bool) or not isinstance(priority, int):
        raise InvalidStartEntry("bad_field", "'priority' must be an integer")
    if abs(priority) > PRIORITY_BOUND:
        raise InvalidStartEntry("bad_field", f"'priority' must be within ±{PRIORITY_BOUND}")
    options = {}
    for name, (meta_key, check) in CRAWL_OPTIONS.items():
        if name in given:
            options[meta_key] = check(given[name], limits)
    dont_filter = data.get("dont_filter", False)
    if not isinstance(dont_filter, bool):
        raise InvalidStartEntry("bad_field", "'dont_filter' must be true or false")
    safe, stripped = validated_url(url.strip())
    return StartEntry(safe, user_meta, priority, dont_filter, options, stripped)


def parse_start_entry(raw: bytes | str, max_bytes: int, limits: Limits | None = None) -> StartEntry:
    """Parse one raw list entry into a StartEntry, or raise InvalidStartEntry."""
    data = raw.encode("utf-8", "surrogateescape") if isinstance(raw, str) else raw
    if len(data) > max_bytes:
        raise InvalidStartEntry("too_large", f"entry of {len(data)} bytes exceeds {max_bytes} bytes")
    try:
        text = data.decode("utf-8").strip()
    except UnicodeDecodeError:
        raise InvalidStartEntry("not_utf8", "entry is not UTF-8 text") from None
    if not text:
        raise InvalidStartEntry("empty", "empty entry")
    if text.startswith(("{", "[")):
        return _from_json(text, limits or Limits())
    safe, stripped = validated_url(text)
    return StartEntry(safe, userinfo_stripped=stripped)


def invalid_record(raw: bytes, error: InvalidStartEntry, worker: str, keep_bytes: int) -> str:
    """JSON record kept in `<key>:invalid`: the reason plus the entry (truncated past `keep_bytes`)."""
    record = {
        "reason": redact_userinfo(error.reason),
        "code": error.code,
        "raw": redact_userinfo(raw[:keep_bytes].decode("utf-8", "replace")),
        "raw_bytes": len(raw),
        "raw_truncated": len(raw) > keep_bytes,
        "raw_sha256": hashlib.sha256(raw).hexdigest(),
        "worker": worker,
        "at": time.time(),
    }
    return json.dumps(record, ensure_ascii=False)
