"""Refuses requests that could reach anything but a public web server (SSRF guard).

A crawler fed from a shared queue must not become a tool for reaching internal services (cloud metadata at
169.254.169.254, admin panels on 10.x, the worker's own localhost) or the worker's own files. A request is
refused with IgnoreRequest, logged and counted (`guard/ssrf_refused`, and `guard/ssrf_refused/<reason>`)
when

- its scheme is not http or https (`file:`, `ftp:`, `data:`, `s3:` ...: reason `scheme`),
- it has no host (`http://:8080/`, `http:///etc/passwd`: reason `no_host`),
- its host is, or resolves to, a non-public address (reason `address`), or
- its proxy (`meta["proxy"]`) is not an http(s) URL with a host (reason `proxy`).

Host names are resolved with the reactor's (cached) resolver before the request goes out. Settings:
`SSRF_GUARD_ENABLED`, `SSRF_ALLOWED_NETWORKS` (CIDRs that are allowed anyway, e.g. 127.0.0.0/8 for the local
demo and tests), `SSRF_ALLOWED_HOSTS` (host names allowed anyway). Proxies come from the operator's pool
(crawler/middlewares/proxy.py), so their addresses are not resolved here; start-URL JSON cannot set one.
Known limit: a name that resolves differently at connect time (DNS rebinding) is not caught here; run
workers in a network that cannot reach internal services.
"""

from __future__ import annotations

import ipaddress
import logging
import re
import socket
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request, Spider
from scrapy.exceptions import NotConfigured
from scrapy.utils.defer import maybe_deferred_to_future

from crawler.frontier.refusals import RefusalLog, Refused

logger = logging.getLogger(__name__)
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
FETCH_SCHEMES = frozenset({"http", "https"})
_LEGACY_IPV4 = re.compile(r"^(0x[0-9a-f]+|[0-9]+)(\.(0x[0-9a-f]+|[0-9]+)){0,3}$")


def is_public(address: IPAddress) -> bool:
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped:
        address = address.ipv4_mapped
    return address.is_global and not address.is_multicast


def host_of(url: str) -> str:
    """The lower-cased host of `url` without a trailing dot ('' when there is none or it does not parse)."""
    try:
        return (urlsplit(url).hostname or "").lower().rstrip(".")
    except ValueError:
        return ""


def ip_literal(host: str) -> IPAddress | None:
    """The address `host` spells, including the legacy IPv4 forms resolvers accept (2130706433, 0x7f.1)."""
    try:
        return ipaddress.ip_address(host.strip("[]").split("%", 1)[0])
    except ValueError:
        pass
    if _LEGACY_IPV4.match(host):
        try:
            return ipaddress.IPv4Address(socket.inet_aton(host))
        except OSError:
            return None
    return None


class UrlPolicy:
    """The checks that need no DNS: scheme, host, literal addresses and names that are always local.

    Shared by the downloader middleware, the start-URL feeder and the browser's request filter.
    """

    LOCAL_NAMES = ("localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback")

    def __init__(self, allowed_networks: Iterable[str] = (), allowed_hosts: Iterable[str] = ()) -> None:
        self.allowed_networks = [ipaddress.ip_network(n, strict=False) for n in allowed_networks]
        self.allowed_hosts = {h.lower().rstrip(".") for h in allowed_hosts}

    def allowed_address(self, address: IPAddress) -> bool:
        return is_public(address) or any(address in network for network in self.allowed_networks)

    def static_refusal(self, url: str, schemes: frozenset[str] = FETCH_SCHEMES) -> tuple[str, str] | None:
        """(reason code, message) if `url` is refused without resolving its host, else None."""
        try:
            parts = urlsplit(url)
            host = (parts.hostname or "").lower().rstrip(".")
        except ValueError:
            return "no_host", "unparsable URL"
        scheme = parts.scheme.lower()
        if scheme not in schemes:
            return "scheme", f"scheme {scheme[:20]!r} is not fetched (only {', '.join(sorted(schemes))})"
        if not host:
            return "no_host", "URL without a host"
        if host in self.allowed_hosts:
            return None
        address = ip_literal(host)
        if address is not None and not self.allowed_address(address):
            return "address", f"non-public address {address} for {host}"
        # Local names resolve to loopback whatever DNS says: refused unless loopback is allow-listed.
        local = address is None and (host in self.LOCAL_NAMES or host.endswith(".localhost"))
        if local and not self.allowed_address(ipaddress.ip_address("127.0.0.1")):
            return "address", f"non-public address 127.0.0.1 for {host}"
        return None

    def needs_resolving(self, url: str) -> str | None:
        """The host name to resolve for `url` (None for literal addresses and allow-listed names)."""
        host = host_of(url)
        if not host or host in self.allowed_hosts or ip_literal(host) is not None:
            return None
        return host

    async def resolved_refusals(self, hosts: Iterable[str]) -> dict[str, tuple[str, str]]:
        """(reason code, message) for each of `hosts` that resolves to a non-public address.

        All are resolved at once with the reactor's resolver (Scrapy's caching TWISTED_DNS_RESOLVER, getaddrinfo on a
        thread), so the reactor never waits, and the download that follows reuses the answer. A host that
        does not resolve is not refused here: its download fails with a DNS error of its own.
        """
        from twisted.internet import defer, reactor

        names = sorted(set(hosts))
        if not names:
            return {}

        def lookup(host: str) -> Any:
            return reactor.resolve(host).addErrback(lambda _failure: None)  # type: ignore[attr-defined]

        answers = await maybe_deferred_to_future(defer.gatherResults([lookup(h) for h in names]))
        refusals: dict[str, tuple[str, str]] = {}
        for host, answer in zip(names, answers, strict=True):
            if answer is None:
                continue
            address = ipaddress.ip_address(answer)
            if not self.allowed_address(address):
                refusals[host] = ("address", f"{host} resolves to non-public address {address}")
        return refusals


def _is_proxy_url(proxy: str) -> bool:
    # Proxies are the operator's own (often on a private network): only their form is checked.
    try:
        parts = urlsplit(proxy if "://" in proxy else "http://" + proxy)
        return parts.scheme.lower() in FETCH_SCHEMES and bool(parts.hostname)
    except ValueError:
        return False


class SSRFGuardMiddleware:
    def __init__(self, crawler: Any, allowed_networks: list[str], allowed_hosts: list[str]) -> None:
        self.crawler = crawler
        self.policy = UrlPolicy(allowed_networks, allowed_hosts)

    @classmethod
    def from_crawler(cls, crawler: Any) -> SSRFGuardMiddleware:
        settings = crawler.settings
        if not settings.getbool("SSRF_GUARD_ENABLED"):
            raise NotConfigured
        return cls(crawler, settings.getlist("SSRF_ALLOWED_NETWORKS"), settings.getlist("SSRF_ALLOWED_HOSTS"))

    def _refuse(self, request: Request, code: str, message: str) -> Refused:
        stats = self.crawler.stats
        stats.inc_value("guard/ssrf_refused")
        stats.inc_value(f"guard/ssrf_refused/{code}")
        # A final refusal: logged once per spell, counted, recorded in {<spider>}:refused.
        return RefusalLog.of(self.crawler).refuse(request, "ssrf", f"{code}: {message}")

    async def process_request(self, request: Request, spider: Spider | None = None) -> None:
        refusal = self.policy.static_refusal(request.url)
        if refusal is None and request.meta.get("proxy") and not _is_proxy_url(str(request.meta["proxy"])):
            refusal = ("proxy", "proxy is not an http(s) URL with a host")
        if refusal is not None:
            raise self._refuse(request, *refusal)
        host = self.policy.needs_resolving(request.url)
        if host is None:
            return
        refusal = (await self.policy.resolved_refusals([host])).get(host)
        if refusal is not None:
            raise self._refuse(request, *refusal)
