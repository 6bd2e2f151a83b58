"""Parsing and validation of entries in the start-URL list (`news:start_urls`).

An entry is either a plain URL or a JSON object `{"url": ..., "meta": {...}, "priority": N,
"dont_filter": bool}`. Anything else raises `InvalidStartEntry` with a short machine-readable `code`
and a human-readable reason; the feeder keeps such entries in `<key>:invalid` with that reason.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from w3lib.url import safe_url_string

ALLOWED_SCHEMES = ("http", "https")
JSON_KEYS = frozenset({"url", "meta", "priority", "dont_filter"})
MAX_URL_LENGTH = 8192
PRIORITY_BOUND = 1_000_000


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
    meta: dict[str, Any] = field(default_factory=dict)
    priority: int = 0
    dont_filter: bool = False


def validate_url(url: str) -> str:
    """Return `url` made safe (percent-encoded), or raise InvalidStartEntry."""
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


def _from_json(text: str) -> StartEntry:
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
    priority = data.get("priority", 0)
    if isinstance(priority, bool) or not isinstance(priority, int):
        raise InvalidStartEntry("bad_field", "'priority' must be an integer")
    if abs(priority) > PRIORITY_BOUND:
        raise InvalidStartEntry("bad_field", f"'priority' must be within ±{PRIORITY_BOUND}")
    dont_filter = data.get("dont_filter", False)
    if not isinstance(dont_filter, bool):
        raise InvalidStartEntry("bad_field", "'dont_filter' must be true or false")
    return StartEntry(validate_url(url.strip()), meta, priority, dont_filter)


def parse_start_entry(raw: bytes | str, max_bytes: int) -> StartEntry:
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
        return _from_json(text)
    return StartEntry(validate_url(text))


def invalid_record(raw: bytes, error: InvalidStartEntry, worker: str, keep_bytes: int) -> str:
    """JSON record kept in `<key>:invalid`: the reason plus the entry (truncated past `keep_bytes`)."""
    record = {
        "reason": error.reason,
        "code": error.code,
        "raw": raw[:keep_bytes].decode("utf-8", "replace"),
        "raw_bytes": len(raw),
        "raw_truncated": len(raw) > keep_bytes,
        "raw_sha256": hashlib.sha256(raw).hexdigest(),
        "worker": worker,
        "at": time.time(),
    }
    return json.dumps(record, ensure_ascii=False)
