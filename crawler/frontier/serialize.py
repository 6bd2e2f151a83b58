"""Request (de)serialization for the shared queue: JSON, never pickle.

A shared Redis must not be a code-execution path, so requests are stored as JSON built from Scrapy's
`Request.to_dict()`, with bytes tagged as base64. Decoding is strict: anything that is not such a JSON
document (a pickle, garbage, an unknown request class, a callback that is not a public spider method or one
of the few internal callbacks of Scrapy's CrawlSpider and SitemapSpider)
raises `UndecodableRequest` and the caller keeps the payload aside instead of running it.

Three versions of the format decode:

- v1 (`encode_request`): every field of `Request.to_dict()`, self-contained; dead letters written by
  Python use it (the `scrapy frontier dlq` commands edit it).
- v2 (the queue of the previous version): JSON with only the fields that differ from a default request,
  under one-letter keys (`_SHORT`), and the per-crawl meta moved into a shared context stored once
  (`crawler/frontier/contexts.py`), referenced by a 12-character digest `x`.
- v3 (`encode_compact`, the queue): `3<TAB><context id><TAB><URL>[<TAB><JSON of the other fields>]`. The
  shared context now also holds what every link of one page repeats: the URL's origin (`scheme://host`),
  callback and errback names and the per-crawl meta (`SHARED_META`); the URL is stored relative to the
  origin (`/path?query`), and the JSON part (v2's short keys, defaults left out) is absent when nothing
  else differs from a default request. An ordinary link is its path plus ~35 bytes (v2: the URL plus
  ~80, v1: the URL plus ~330). Request URLs never contain a tab (Scrapy removes them); a URL that did
  would be stored in the JSON part instead.
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scrapy import Request, Spider
from scrapy.http import FormRequest, JsonRequest
from scrapy.spiders import CrawlSpider, SitemapSpider
from scrapy.utils.request import request_from_dict

logger = logging.getLogger(__name__)

FORMAT_VERSION = 1  # the self-contained format of `encode_request`
COMPACT_V2 = 2  # read only: payloads queued by the previous version
COMPACT_VERSION = 3
# Per-crawl meta: the same on every request of one start URL, so stored once per crawl (contexts.py).
# v2 shared the first three; v3 also the crawl options a start entry gives all its links.
SHARED_META_V2 = ("start_url", "start_meta", "site")
# `site_tpl` (crawler/article/sitetemplate.py) is the same on every link of one page.
SHARED_META = (*SHARED_META_V2, "crawl_depth_limit", "crawl_mode", "render", "site_tpl")
_SEP = "\t"
_V3 = "3" + _SEP
_CONTEXT_ID = re.compile(r"[A-Za-z0-9_-]{0,32}")
_SHORT = {
    "url": "u", "method": "m", "headers": "h", "body": "b", "cookies": "k", "meta": "e", "encoding": "n",
    "priority": "p", "dont_filter": "f", "callback": "c", "errback": "r", "flags": "l", "cb_kwargs": "a",
    "_class": "y",
}  # fmt: skip
_LONG = {short: long for long, short in _SHORT.items()}
# What `Request.to_dict()` gives for a field left at its default (headers as the list encode writes).
_DEFAULTS: dict[str, Any] = {
    "method": "GET", "headers": [], "body": b"", "cookies": {}, "meta": {}, "encoding": "utf-8", "priority": 0,
    "dont_filter": False, "callback": None, "errback": None, "flags": [], "cb_kwargs": {},
}  # fmt: skip
# Only these classes may be named in a payload: a class path from Redis must not import arbitrary code.
ALLOWED_CLASSES: dict[str, type[Request]] = {
    "scrapy.http.request.Request": Request,
    "scrapy.http.request.form.FormRequest": FormRequest,
    "scrapy.http.request.json_request.JsonRequest": JsonRequest,
}
_BYTES = "__b64__"


class UndecodableRequest(ValueError):
    """A queue payload that is not a valid serialized request."""


def _default(value: Any) -> Any:
    if isinstance(value, bytes):
        return {_BYTES: base64.b64encode(value).decode("ascii")}
    if isinstance(value, tuple | set | frozenset):
        return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON-serializable")


def _bytes_hook(obj: dict[str, Any]) -> Any:
    if len(obj) == 1 and _BYTES in obj:
        return base64.b64decode(obj[_BYTES], validate=True)
    return obj


# One decoder for every payload and context: `json.loads` with an object_hook builds a new JSONDecoder per
# call, which was a tenth of the cost of decoding a claimed request (the scanner's memo only interns keys,
# so sharing it between the lanes' threads is harmless).
_JSON = json.JSONDecoder(object_hook=_bytes_hook)


def _jsonable_meta(meta: dict[str, Any], url: str) -> dict[str, Any]:
    """Meta values that survive JSON; others are dropped with a warning (they cannot cross machines)."""
    kept: dict[str, Any] = {}
    for key, value in meta.items():
        try:
            json.dumps(value, default=_default)
        except (TypeError, ValueError):
            logger.warning("Request meta %r of %s is not JSON-serializable; not stored in the frontier", key, url)
            continue
        kept[key] = value
    return kept


def _dumps(data: dict[str, Any], meta_key: str, url: str) -> str:
    try:
        return json.dumps(data, default=_default, separators=(",", ":"))
    except (TypeError, ValueError):  # rare: something in meta cannot cross machines
        data[meta_key] = _jsonable_meta(data.get(meta_key) or {}, url)
        return json.dumps(data, default=_default, separators=(",", ":"))


def _method_name(spider: Spider, func: Any) -> str | None:
    """The name of the spider method `func` is, if found by its own name (else None)."""
    name = getattr(func, "__name__", None)
    own = getattr(func, "__func__", None)
    bound = getattr(spider, name, None) if isinstance(name, str) else None
    return name if own is not None and getattr(bound, "__func__", None) is own else None


def request_dict(request: Request, spider: Spider) -> dict[str, Any]:
    """`request.to_dict(spider=spider)`, faster for the usual callbacks.

    Scrapy finds a callback's name with `inspect.getmembers()` on the spider, twice per request: most of
    the cost of queueing a link. A bound method of the spider found under its own name needs no search;
    anything else goes through Scrapy's own lookup (which raises ValueError if it is not a method).
    """
    names: dict[str, Any] = {}
    for attr in ("callback", "errback"):
        func = getattr(request, attr)
        if callable(func):
            name = _method_name(spider, func)
            if name is None:
                return request.to_dict(spider=spider)
            func = name
        names[attr] = func
    data: dict[str, Any] = {"url": request.url, **names, "headers": dict(request.headers)}
    for attr in request.attributes:
        data.setdefault(attr, getattr(request, attr))
    if type(request) is not Request:
        data["_class"] = type(request).__module__ + "." + type(request).__name__
    return data


def encode_request(request: Request, spider: Spider) -> str:
    """The self-contained v1 payload: every field, no shared context."""
    data = request_dict(request, spider)
    data["headers"] = [[k, v] for k, v in data["headers"].items()]
    data["v"] = FORMAT_VERSION
    return _dumps(data, "meta", request.url)


@dataclass(frozen=True)
class Context:
    """Shared part of queued requests: `id` (a digest of `value`) and its JSON `value`."""

    id: str
    value: str


_KNOWN: dict[str, Context] = {}  # repr of a shared part -> its context: most links repeat a few of them
_KNOWN_MAX = 4096


def _context_of(value: dict[str, Any]) -> Context:
    """The context of a shared part (raises TypeError/ValueError if it is not JSON-serializable).

    Looked up by `repr` first: for the JSON types of meta, equal reprs mean equal JSON, and the JSON and
    digest are most of the cost of encoding a link.
    """
    key = repr(value)
    context = _KNOWN.get(key)
    if context is None:
        text = json.dumps(value, default=_default, separators=(",", ":"), sort_keys=True)
        digest = hashlib.blake2b(text.encode(), digest_size=9).digest()
        context = Context(base64.urlsafe_b64encode(digest).decode("ascii"), text)
        if len(_KNOWN) >= _KNOWN_MAX:
            _KNOWN.clear()
        _KNOWN[key] = context
    return context


def _split_origin(url: str) -> tuple[str, str]:
    """(`scheme://host[:port]`, the rest from its first `/`), or ("", url) if it has no such form.

    The origin goes into a context, which lives as long as the frontier: only plain origins qualify, so
    odd URLs cannot multiply contexts beyond one per host.
    """
    start = url.find("://")
    slash = url.find("/", start + 3) if start > 0 else -1
    if slash < 0 or any(c in url[:slash] for c in "?#@\\"):
        return "", url
    return url[:slash], url[slash:]


def encode_compact(request: Request, spider: Spider) -> tuple[str, Context | None]:
    """The v3 payload (see the module docstring) and the shared context it references, if any."""
    data = request_dict(request, spider)
    data["headers"] = [[k, v] for k, v in data["headers"].items()]
    url = data.pop("url")
    meta = dict(data.get("meta") or {})
    shared: dict[str, Any] = {}
    rest: dict[str, Any] = {}
    if meta.get("start_url") == url:  # a start request: its own URL is not part of the shared context
        del meta["start_url"]
        rest["s"] = 1
    common = {key: meta[key] for key in SHARED_META if key in meta}
    for attr, short in (("callback", "c"), ("errback", "r")):
        if isinstance(data.get(attr), str):
            shared[short] = data.pop(attr)
    origin, path = _split_origin(url)
    if origin and _SEP not in path:
        shared["o"], url = origin, path
    context = None
    if common:
        try:
            context = _context_of({**shared, "e": common})
        except (TypeError, ValueError):
            pass  # stays inline, where unserializable values are dropped one by one
        else:
            for key in common:
                del meta[key]
    if context is None and shared:
        context = _context_of(shared)
    data["meta"] = meta
    for key, value in data.items():
        if key in _DEFAULTS and value == _DEFAULTS[key] and type(value) is type(_DEFAULTS[key]):
            continue
        rest[_SHORT.get(key, key)] = value
    if _SEP in url:
        rest["u"], url = url, ""
    head = _V3 + (context.id if context is not None else "") + _SEP + url
    return (head + _SEP + _dumps(rest, "e", request.url) if rest else head), context


# The private callbacks Scrapy's generic spiders put on their own requests (rule links, sitemaps): allowed
# for spiders of that class only, and only these names -- other private methods stay out of reach.
INTERNAL_CALLBACKS: dict[type[Spider], frozenset[str]] = {
    CrawlSpider: frozenset({"_callback", "_errback", "_parse"}),
    SitemapSpider: frozenset({"_parse_sitemap"}),
}


def _internal(spider: Spider, name: str) -> bool:
    return any(isinstance(spider, cls) and name in names for cls, names in INTERNAL_CALLBACKS.items())


def _check_method(spider: Spider, name: Any, what: str) -> None:
    if name is None:
        return
    if not isinstance(name, str) or not name.isidentifier():
        raise UndecodableRequest(f"{what} {name!r} is not a method name")
    if name.startswith("_") and not _internal(spider, name):
        raise UndecodableRequest(f"{what} {name!r} is not a public method name")
    if not callable(getattr(spider, name, None)):
        raise UndecodableRequest(f"{what} {name!r} is not a method of spider {spider.name!r}")


def _parse_v3(text: str) -> dict[str, Any]:
    """A v3 payload as a v2-like document: {"v": 3, "x": context id, "u": URL or path, other short keys}."""
    parts = text.split(_SEP, 3)
    if len(parts) < 3 or not _CONTEXT_ID.fullmatch(parts[1]):
        raise UndecodableRequest("not a serialized request of this format")
    data: dict[str, Any] = {}
    if len(parts) == 4:
        data = _JSON.decode(parts[3])
        if not isinstance(data, dict):
            raise UndecodableRequest("not a serialized request of this format")
    if parts[2]:
        data["u"] = parts[2]
    data["v"] = COMPACT_VERSION
    if parts[1]:
        data["x"] = parts[1]
    return data


def parse_payload(payload: bytes | str) -> dict[str, Any]:
    """The document of a payload (not yet checked), or UndecodableRequest."""
    try:
        text = payload.decode("utf-8") if isinstance(payload, bytes) else payload
        if text.startswith(_V3):
            return _parse_v3(text)
        data = _JSON.decode(text)
    except UndecodableRequest:
        raise
    except (UnicodeDecodeError, RecursionError) as exc:
        raise UndecodableRequest(f"not a JSON request ({type(exc).__name__})") from None
    except (ValueError, TypeError) as exc:  # includes bad base64 in a bytes field
        raise UndecodableRequest(f"not a JSON request ({type(exc).__name__}: {str(exc)[:80]})") from None
    if not isinstance(data, dict):
        raise UndecodableRequest("not a serialized request of this format")
    return data


def payload_url(payload: bytes | str, contexts: Mapping[str, str] | None = None) -> str:
    """The URL of a queued payload of any format, without building the request (for listings).

    A v3 payload's URL is relative to the origin in its context: `contexts` (id -> JSON) must have it.
    """
    data = parse_payload(payload)
    compact = data.get("v") in (COMPACT_V2, COMPACT_VERSION)
    url = _expand(data, contexts)["url"] if compact else data.get("url")
    if not isinstance(url, str):
        raise UndecodableRequest("not a serialized request of this format")
    return url


def context_id(data: dict[str, Any]) -> str | None:
    """The shared context a parsed v2 or v3 payload references, if any."""
    ref = data.get("x") if data.get("v") in (COMPACT_V2, COMPACT_VERSION) else None
    return ref if isinstance(ref, str) else None


def self_contained(payload: bytes | str, contexts: Mapping[str, str] | None = None) -> str:
    """A payload of any version as a v1 payload (every field spelled out, no context), for dead letters.

    Raises UndecodableRequest if it cannot be read or references a context not in `contexts`.
    """
    data = parse_payload(payload)
    if data.get("v") in (COMPACT_V2, COMPACT_VERSION):
        full = _expand(data, contexts)
        full["v"] = FORMAT_VERSION
        return _dumps(full, "meta", full["url"])
    if not isinstance(data.get("url"), str):  # v1 (or a hand-written record without a version)
        raise UndecodableRequest("not a serialized request of this format")
    return payload.decode("utf-8") if isinstance(payload, bytes) else payload


def decode_request(payload: bytes | str, spider: Spider, contexts: Mapping[str, str] | None = None) -> Request:
    """Rebuild a request from `payload`, or raise UndecodableRequest without running anything from it.

    `contexts` maps context ids to their JSON values, for v2 payloads that reference one.
    """
    return build_request(parse_payload(payload), spider, contexts)


def _shared(ref: Any, contexts: Mapping[str, str] | None) -> dict[str, Any]:
    value = contexts.get(ref) if contexts is not None and isinstance(ref, str) else None
    if value is None:
        raise UndecodableRequest(f"unknown shared context {str(ref)[:20]!r}")
    try:
        shared = _JSON.decode(value)
    except (ValueError, TypeError, RecursionError):
        raise UndecodableRequest(f"unreadable shared context {ref!r}") from None
    if not isinstance(shared, dict):
        raise UndecodableRequest(f"unreadable shared context {ref!r}")
    return shared


def _expand(data: dict[str, Any], contexts: Mapping[str, str] | None) -> dict[str, Any]:
    """A v2 or v3 document as the v1 fields it stands for, shared context merged back."""
    full = {_LONG.get(key, key): value for key, value in data.items() if key not in ("v", "x", "s")}
    meta = full.get("meta", {})
    if not isinstance(meta, dict) or not isinstance(full.get("url"), str):
        raise UndecodableRequest("not a serialized request of this format")
    ref = data.get("x")
    shared = _shared(ref, contexts) if ref is not None else {}
    if data.get("v") == COMPACT_VERSION:  # v3 context: {"o": origin, "c"/"r": callback/errback, "e": meta}
        common, origin = shared.get("e", {}), shared.get("o", "")
        if not isinstance(common, dict) or not isinstance(origin, str):
            raise UndecodableRequest(f"unreadable shared context {ref!r}")
        if full["url"].startswith("/"):
            if not origin:
                raise UndecodableRequest("a relative URL without an origin")
            full["url"] = origin + full["url"]
        for short, attr in (("c", "callback"), ("r", "errback")):
            if short in shared:
                full.setdefault(attr, shared[short])
        shared = common
    meta = {**meta, **shared}
    if data.get("s") == 1:
        meta["start_url"] = full["url"]
    full["meta"] = meta
    full.setdefault("headers", [])
    return full


def build_request(data: dict[str, Any], spider: Spider, contexts: Mapping[str, str] | None = None) -> Request:
    """Rebuild a request from a parsed payload (v1, v2 or v3), or raise UndecodableRequest."""
    if data.get("v") in (COMPACT_V2, COMPACT_VERSION):
        data = _expand(data, contexts)
    elif data.get("v") == FORMAT_VERSION and isinstance(data.get("url"), str):
        data = dict(data)
        data.pop("v", None)
    else:
        raise UndecodableRequest("not a serialized request of this format")
    cls_path = data.pop("_class", None)
    if cls_path is not None and cls_path not in ALLOWED_CLASSES:
        raise UndecodableRequest(f"request class {str(cls_path)[:100]!r} is not allowed")
    _check_method(spider, data.get("callback"), "callback")
    _check_method(spider, data.get("errback"), "errback")
    headers = data.get("headers") or []
    if not isinstance(headers, list) or not all(isinstance(h, list) and len(h) == 2 for h in headers):
        raise UndecodableRequest("bad headers")
    data["headers"] = {k: v for k, v in headers}
    if not isinstance(data.get("meta", {}), dict):
        raise UndecodableRequest("bad meta")
    if cls_path is not None:
        data["_class"] = cls_path
    try:
        return request_from_dict(data, spider=spider)
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise UndecodableRequest(f"cannot rebuild request ({exc})") from None
