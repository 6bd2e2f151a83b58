"""Refuses requests to private, loopback, link-local and other non-public addresses (SSRF guard).

A crawler fed from a shared queue must not become a tool for reaching internal services (cloud metadata at
169.254.169.254, admin panels on 10.x, the worker's own localhost). Host names are resolved with the
reactor's (cached) resolver before the request goes out; if any address is not public, the request is
refused with IgnoreRequest, logged and counted (`guard/ssrf_refused`). Settings: `SSRF_GUARD_ENABLED`,
`SSRF_ALLOWED_NETWORKS` (CIDRs that are allowed anyway, e.g. 127.0.0.0/8 for the local demo and tests),
`SSRF_ALLOWED_HOSTS` (host names allowed anyway). Known limit: a name that resolves differently at connect
time (DNS rebinding) is not caught here; run workers in a network that cannot reach internal services.
"""

from __future__ import annotations

import ipaddress
import logging
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request, Spider
from scrapy.exceptions import NotConfigured
from scrapy.utils.defer import maybe_deferred_to_future

from crawler.frontier.refusals import RefusalLog

logger = logging.getLogger(__name__)
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


def is_public(address: IPAddress) -> bool:
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped:
        address = address.ipv4_mapped
    return address.is_global and not address.is_multicast


class SSRFGuardMiddleware:
    def __init__(self, crawler: Any, allowed_networks: list[str], allowed_hosts: list[str]) -> None:
        self.crawler = crawler
        self.allowed_networks = [ipaddress.ip_network(n, strict=False) for n in allowed_networks]
        self.allowed_hosts = {h.lower().rstrip(".") for h in allowed_hosts}

    @classmethod
    def from_crawler(cls, crawler: Any) -> SSRFGuardMiddleware:
        settings = crawler.settings
        if not settings.getbool("SSRF_GUARD_ENABLED"):
            raise NotConfigured
        return cls(crawler, settings.getlist("SSRF_ALLOWED_NETWORKS"), settings.getlist("SSRF_ALLOWED_HOSTS"))

    def _allowed(self, address: IPAddress) -> bool:
        return is_public(address) or any(address in network for network in self.allowed_networks)

    async def _addresses(self, host: str) -> list[IPAddress]:
        try:
            return [ipaddress.ip_address(host.strip("[]"))]
        except ValueError:
            pass
        from twisted.internet import reactor

        # Scrapy's caching resolver: the download that follows reuses this answer.
        resolved = await maybe_deferred_to_future(reactor.resolve(host))  # type: ignore[attr-defined]
        return [ipaddress.ip_address(resolved)]

    async def process_request(self, request: Request, spider: Spider | None = None) -> None:
        host = (urlsplit(request.url).hostname or "").lower().rstrip(".")
        if not host or host in self.allowed_hosts:
            return
        try:
            addresses = await self._addresses(host)
        except Exception:
            return  # unresolvable: the download fails with a DNS error of its own
        refused = [a for a in addresses if not self._allowed(a)]
        if refused:
            self.crawler.stats.inc_value("guard/ssrf_refused")
            # A final refusal: logged once per spell, counted, recorded in {<spider>}:refused.
            raise RefusalLog.of(self.crawler).refuse(
                request, "ssrf", f"{host} resolves to non-public address {refused[0]}"
            )
