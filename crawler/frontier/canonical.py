"""URL canonicalization and the request fingerprinter built on it.

Two URLs that name the same page must produce one fingerprint: scheme and host case, default ports,
fragments, query order, tracking parameters (utm_*, gclid, fbclid, ...) and session ids are normalized
away before fingerprinting. The drop list is the `CANONICAL_DROP_PARAMS` setting (fnmatch patterns,
case-insensitive).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from fnmatch import fnmatchcase
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit
from weakref import WeakKeyDictionary

from scrapy import Request
from w3lib.url import canonicalize_url as w3lib_canonicalize

DEFAULT_PORTS = {"http": 80, "https": 443}
# Session ids carried as path parameters: /page;jsessionid=ABC?x=1
_PATH_SESSION = re.compile(r";(?:jsessionid|phpsessid|sid|sessionid)=[^/?#]*", re.IGNORECASE)


class Canonicalizer:
    """Turns URLs into their canonical form; `drop_params` are fnmatch patterns of query keys."""

    def __init__(self, drop_params: Iterable[str] = (), cache_size: int = 65536) -> None:
        self.drop_patterns = tuple(p.lower() for p in drop_params)
        # Pages of one site repeat the same navigation links, and a canonical URL is canonicalized again when
        # it is fingerprinted: canonicalization is the costly part, so answers are cached (two generations,
        # so memory stays bounded) and every canonical form is remembered as canonical.
        self._half = max(1, cache_size // 2)
        self._current: dict[str, str] = {}
        self._previous: dict[str, str] = {}

    def __call__(self, url: str) -> str:
        cached = self._current.get(url) or self._previous.get(url)
        if cached is None:
            cached = self._canonicalize(url)
            if len(self._current) >= self._half:
                self._previous, self._current = self._current, {}
            self._current[url] = cached
            self._current[cached] = cached
        return cached

    def _drop(self, key: str) -> bool:
        key = key.lower()
        return any(fnmatchcase(key, pattern) for pattern in self.drop_patterns)

    def _canonicalize(self, url: str) -> str:
        parts = urlsplit(url.strip())
        scheme = parts.scheme.lower()
        host = (parts.hostname or "").lower().rstrip(".")
        if ":" in host:  # IPv6 literal
            host = f"[{host}]"
        try:
            port = parts.port
        except ValueError:
            port = None
        netloc = host if port in (None, DEFAULT_PORTS.get(scheme)) else f"{host}:{port}"
        if parts.username or parts.password:
            userinfo = parts.username or ""
            if parts.password:
                userinfo += f":{parts.password}"
            netloc = f"{userinfo}@{netloc}"
        path = _PATH_SESSION.sub("", parts.path) or "/"
        query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if not self._drop(k)]
        rebuilt = urlunsplit((scheme, netloc, path, urlencode(query), ""))
        # w3lib sorts the query and normalizes percent-encoding the way Scrapy does.
        return str(w3lib_canonicalize(rebuilt, keep_fragments=False))


class CanonicalRequestFingerprinter:
    """Scrapy request fingerprinter (REQUEST_FINGERPRINTER_CLASS) over canonical URLs."""

    def __init__(self, canonicalizer: Canonicalizer) -> None:
        self.canonicalize = canonicalizer
        self._cache: WeakKeyDictionary[Request, bytes] = WeakKeyDictionary()

    @classmethod
    def from_crawler(cls, crawler: Any) -> CanonicalRequestFingerprinter:
        return cls(Canonicalizer(crawler.settings.getlist("CANONICAL_DROP_PARAMS")))

    def fingerprint(self, request: Request) -> bytes:
        cached = self._cache.get(request)
        if cached is None:
            data = {
                "method": request.method.upper(),
                "url": self.canonicalize(request.url),
                "body": (request.body or b"").hex(),
            }
            cached = hashlib.sha1(json.dumps(data, sort_keys=True).encode()).digest()
            self._cache[request] = cached
        return cached
