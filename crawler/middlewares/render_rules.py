"""Which requests need a browser: sets `meta["render"] = True` before a request reaches the frontier.

A request is rendered when its own meta asks for it (`{"render": true}` in a start URL's JSON meta: that
page, not the links found on it) or when a settings rule matches its URL: `RENDER_DOMAINS` (a host and
its subdomains) or `RENDER_URL_PATTERNS` (regular expressions, searched in the URL). The frontier keeps
such requests in its render queue, which only workers with `RENDER_ENABLED` claim (see
crawler/middlewares/render.py).

`RenderRulesMiddleware` is a spider middleware (start requests and followed links); the news spider applies
the same `RenderRules` to the start URLs it feeds straight to the frontier. A bad pattern is logged and
counted (`render/rules/invalid`) and ignored. Stats: `render/rules/matched`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator, Iterable
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request

logger = logging.getLogger(__name__)


class RenderRules:
    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.domains = [d.lower().strip(".") for d in settings.getlist("RENDER_DOMAINS") if d.strip(".")]
        self.patterns: list[re.Pattern[str]] = []
        self.invalid = 0
        for pattern in settings.getlist("RENDER_URL_PATTERNS"):
            try:
                self.patterns.append(re.compile(pattern))
            except re.error as exc:
                self.invalid += 1
                logger.error("Ignored invalid RENDER_URL_PATTERNS entry %r: %s", pattern, exc)

    def wants(self, request: Request) -> bool:
        meta = request.meta
        if meta.get("render"):
            return True
        host = (urlsplit(request.url).hostname or "").lower()
        if any(host == d or host.endswith("." + d) for d in self.domains):
            return True
        return any(p.search(request.url) for p in self.patterns)

    def mark(self, request: Request) -> Request:
        """Set `meta["render"]` if a rule asks for it (counted once per request)."""
        if not request.meta.get("render") and self.wants(request):
            request.meta["render"] = True
            stats = getattr(self.crawler, "stats", None)
            if stats is not None:
                stats.inc_value("render/rules/matched")
        return request


class RenderRulesMiddleware:
    """Spider middleware applying `RenderRules` to start requests and followed links."""

    def __init__(self, crawler: Any) -> None:
        self.rules = RenderRules(crawler)
        if self.rules.invalid:
            crawler.stats.inc_value("render/rules/invalid", self.rules.invalid)

    @classmethod
    def from_crawler(cls, crawler: Any) -> RenderRulesMiddleware:
        return cls(crawler)

    async def process_start(self, start: AsyncIterator[Any]) -> AsyncIterator[Any]:
        async for item_or_request in start:
            yield self.rules.mark(item_or_request) if isinstance(item_or_request, Request) else item_or_request

    def process_spider_output(self, response: Any, result: Iterable[Any], spider: Any = None) -> Iterable[Any]:
        for item_or_request in result:
            yield self.rules.mark(item_or_request) if isinstance(item_or_request, Request) else item_or_request

    async def process_spider_output_async(
        self, response: Any, result: AsyncIterator[Any], spider: Any = None
    ) -> AsyncIterator[Any]:
        async for item_or_request in result:
            yield self.rules.mark(item_or_request) if isinstance(item_or_request, Request) else item_or_request
