"""Crawl scope: which discovered links belong to the site a crawl was started on.

`CRAWL_SCOPE` is "domain" (same registered domain as the start URL, subdomains included, any port),
"host" (same host) or "any"; `CRAWL_ALLOWED_DOMAINS` widens the scope with extra domains. The public
suffix list is tldextract's bundled snapshot: a worker never downloads it at run time.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from functools import lru_cache
from urllib.parse import urlsplit

import tldextract

_EXTRACT = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
SCOPES = ("domain", "host", "any")


def host_of(url: str) -> str:
    return (urlsplit(url).hostname or "").lower().rstrip(".")


@lru_cache(maxsize=65536)
def registered_domain(host: str) -> str:
    """example.co.uk for news.example.co.uk; IP addresses and bare names are their own domain."""
    try:
        ipaddress.ip_address(host.strip("[]"))
        return host
    except ValueError:
        pass
    parts = _EXTRACT(host)
    return parts.top_domain_under_public_suffix or host


def site_key(url: str, scope: str) -> str:
    """The key two URLs must share to be in the same site under `scope`."""
    host = host_of(url)
    return registered_domain(host) if scope == "domain" else host


class Scope:
    """Decides whether a link is in scope for the crawl that found it."""

    def __init__(self, mode: str = "domain", allowed_domains: Iterable[str] = ()) -> None:
        if mode not in SCOPES:
            raise ValueError(f"CRAWL_SCOPE must be one of {SCOPES}, got {mode!r}")
        self.mode = mode
        self.allowed = tuple(d.lower().lstrip(".") for d in allowed_domains)

    def site(self, url: str) -> str:
        return site_key(url, self.mode)

    def allows(self, url: str, site: str) -> bool:
        if self.mode == "any":
            return True
        if self.site(url) == site:
            return True
        host = host_of(url)
        return any(host == d or host.endswith("." + d) for d in self.allowed)
