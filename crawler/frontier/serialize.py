"""Request (de)serialization for the shared queue: JSON, never pickle.

A shared Redis must not be a code-execution path, so requests are stored as JSON built from Scrapy's
`Request.to_dict()`, with bytes tagged as base64. Decoding is strict: anything that is not such a JSON
document (a pickle, garbage, an unknown request class, a callback that is not a public spider method or one
of the few internal callbacks of Scrapy's CrawlSpider and SitemapSpider)
raises `UndecodableRequest` and the caller keeps the payload aside instead of running it.
"""

from __future__ import annotations

import base64
import json
import logging
from typing import Any

from scrapy import Request, Spider
from scrapy.http import FormRequest, JsonRequest
from scrapy.spiders import CrawlSpider, SitemapSpider
from scrapy.utils.request import request_from_dict

logger = logging.getLogger(__name__)

FORMAT_VERSION = 1
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


def encode_request(request: Request, spider: Spider) -> str:
    data = request.to_dict(spider=spider)
    data["headers"] = [[k, v] for k, v in data["headers"].items()]
    data["v"] = FORMAT_VERSION
    try:
        return json.dumps(data, default=_default, separators=(",", ":"))
    except (TypeError, ValueError):  # rare: something in meta cannot cross machines
        data["meta"] = _jsonable_meta(data.get("meta") or {}, request.url)
        return json.dumps(data, default=_default, separators=(",", ":"))


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


def decode_request(payload: bytes | str, spider: Spider) -> Request:
    """Rebuild a request from `payload`, or raise UndecodableRequest without running anything from it."""
    try:
        text = payload.decode("utf-8") if isinstance(payload, bytes) else payload
        data = json.loads(text, object_hook=_bytes_hook)
    except (UnicodeDecodeError, RecursionError) as exc:
        raise UndecodableRequest(f"not a JSON request ({type(exc).__name__})") from None
    except (ValueError, TypeError) as exc:  # includes bad base64 in a bytes field
        raise UndecodableRequest(f"not a JSON request ({type(exc).__name__}: {str(exc)[:80]})") from None
    if not isinstance(data, dict) or data.get("v") != FORMAT_VERSION or not isinstance(data.get("url"), str):
        raise UndecodableRequest("not a serialized request of this format")
    cls_path = data.pop("_class", None)
    if cls_path is not None and cls_path not in ALLOWED_CLASSES:
        raise UndecodableRequest(f"request class {str(cls_path)[:100]!r} is not allowed")
    _check_method(spider, data.get("callback"), "callback")
    _check_method(spider, data.get("errback"), "errback")
    data.pop("v", None)
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
