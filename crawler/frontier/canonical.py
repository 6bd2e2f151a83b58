"""URL canonicalization and the request fingerprinter built on it.

Two URLs that name the same page must produce one fingerprint: scheme and host case, default ports,
fragments, query order, tracking parameters (utm_*, gclid, fbclid, ...) and session ids are normalized
away before fingerprinting. The drop list is the `CANONICAL_DROP_PARAMS` setting (fnmatch patterns,
case-insensitive). Links are fetched as found; only the fingerprint uses the canonical form.

The query is filtered as raw `key=value` pairs and then handed to w3lib, so the bytes of a value are
kept as they were: `?q=caf%E9` and `?q=caf%E8` (Latin-1) stay two URLs.

Per site, parameters learnt not to change the page (`LearnedParams`, filled by
crawler/middlewares/paramlearn.py: two URLs differing only by that parameter had the same rel=canonical or
the same content) are dropped too, so `?ref=` variants of one page are fetched once.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from fnmatch import fnmatchcase
from typing import Any
from urllib.parse import unquote, urlsplit, urlunsplit
from weakref import WeakKeyDictionary

from scrapy import Request
from w3lib.url import canonicalize_url as w3lib_canonicalize

DEFAULT_PORTS = {"http": 80, "https": 443}
# Session ids carried as path parameters: /page;jsessionid=ABC?x=1
_PATH_SESSION = re.compile(r";(?:jsessionid|phpsessid|sid|sessionid)=[^/?#]*", re.IGNORECASE)


def query_key(pair: str) -> str:
    """The decoded name of a raw `key=value` query pair (for matching only; the pair itself is kept)."""
    return unquote(pair.partition("=")[0].replace("+", " "), errors="replace")


class LearnedParams:
    """Query parameters that do not change the page, per host (learnt by the cluster, shared in Redis)."""

    def __init__(self) -> None:
        self._by_host: dict[str, frozenset[str]] = {}

    def update(self, by_host: dict[str, set[str]]) -> None:
        self._by_host = {host: frozenset(params) for host, params in by_host.items()}

    def add(self, host: str, param: str) -> None:
        self._by_host[host] = self._by_host.get(host, frozenset()) | {param}

    def for_host(self, host: str) -> frozenset[str]:
        return self._by_host.get(host, frozenset())

    def __bool__(self) -> bool:
        return bool(self._by_host)

    def strip(self, canonical: str) -> str:
        """`canonical` without the parameters learnt for its host (its query is already sorted)."""
        parts = urlsplit(canonical)
        params = self._by_host.get(parts.hostname or "")
        if not params or not parts.query:
            return canonical
        kept = [pair for pair in parts.query.split("&") if query_key(pair) not in params]
        return urlunsplit(parts._replace(query="&".join(kept)))


class Canonicalizer:
    """Turns URLs into their canonical form; `drop_params` are fnmatch patterns of query keys."""

    def __init__(
        self, drop_params: Iterable[str] = (), cache_size: int = 65536, learned: LearnedParams | None = None
    ) -> None:
        self.drop_patterns = tuple(p.lower() for p in drop_params)
        self.learned = learned
        # Pages of one site repeat the same navigation links, and a canonical URL is canonicalized again when
        # it is fingerprinted: canonicalization is the costly part, so answers are cached (two generations,
        # so memory stays bounded) and every canonical form is remembered as canonical.
        self._half = max(1, cache_size // 2)
        self._current: dict[str, str] = {}
        self._previous: dict[str, str] = {}

    def __call__(self, url: str) -> str:
        canonical = self.base(url)
        return self.learned.strip(canonical) if self.learned else canonical

    def base(self, url: str) -> str:
        """The canonical form without the learnt parameters."""
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
        # Raw pairs, never decoded and re-encoded: the bytes of the values are w3lib's to normalize.
        query = [pair for pair in parts.query.split("&") if pair and not self._drop(query_key(pair))]
        rebuilt = urlunsplit((scheme, netloc, path, "&".join(query), ""))
        # w3lib sorts the query and normalizes percent-encoding the way Scrapy does.
        return str(w3lib_canonicalize(rebuilt, keep_fragments=False))


class CanonicalRequestFingerprinter:
    """Scrapy request fingerprinter (REQUEST_FINGERPRINTER_CLASS) over canonical URLs."""

    def __init__(self, canonicalizer: Canonicalizer) -> None:
        self.canonicalize = canonicalizer
        self.learned = canonicalizer.learned
        self._cache: WeakKeyDictionary[Request, bytes] = WeakKeyDictionary()

    @classmethod
    def from_crawler(cls, crawler: Any) -> CanonicalRequestFingerprinter:
        return cls(Canonicalizer(crawler.settings.getlist("CANONICAL_DROP_PARAMS"), learned=LearnedParams()))

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
