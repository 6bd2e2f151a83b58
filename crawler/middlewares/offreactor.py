"""Big pages are decoded and parsed on a thread, not on the reactor.

A legal page can be tens of MB (a 20 MB page of a million links takes lxml 1.5 s to parse here, more on a
loaded machine). Parsed on the reactor, that stops every timer of the worker meanwhile: lease extensions,
heartbeats, acks; a lease can expire and the page be processed twice. For a text response of at least
`CRAWL_PARSE_OFF_REACTOR_BYTES` (0: never), this middleware decodes the body and builds the document tree
in Scrapy's thread pool (lxml releases the GIL while it parses) before the response reaches the spider;
the spider then finds both cached on the response (`response.text`, `response.selector`).

Freeing such a document takes a good part of its parse time too (0.2-0.6 s for a million nodes), and
Scrapy's cached selector and the response refer to each other, so it would be freed by the garbage
collector on the reactor. `OffReactorReleaseSpiderMiddleware`, outermost on the spider side, detaches the
document once the callback's output is consumed and frees it on a thread (libxml2 frees without the GIL).

The downloader middleware is last in response order (the lowest number), so only final, decompressed
responses are parsed. Stats: `news/parsed_off_reactor`.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterable, Iterator
from typing import Any

from scrapy import Request, Spider
from scrapy.exceptions import NotConfigured
from scrapy.http import Response, TextResponse
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet import threads

logger = logging.getLogger(__name__)


def _parse(response: TextResponse) -> None:
    _ = response.text
    root = response.selector.root
    del root


def _big(response: Response, min_bytes: int) -> bool:
    return isinstance(response, TextResponse) and len(response.body) >= min_bytes


def _settings_bytes(crawler: Any) -> int:
    min_bytes = crawler.settings.getint("CRAWL_PARSE_OFF_REACTOR_BYTES")
    if min_bytes <= 0:
        raise NotConfigured
    return min_bytes


class OffReactorParseMiddleware:
    def __init__(self, crawler: Any, min_bytes: int) -> None:
        self.stats = crawler.stats
        self.min_bytes = min_bytes

    @classmethod
    def from_crawler(cls, crawler: Any) -> OffReactorParseMiddleware:
        return cls(crawler, _settings_bytes(crawler))

    async def process_response(self, request: Request, response: Response, spider: Spider | None = None) -> Response:
        if _big(response, self.min_bytes):
            try:
                await maybe_deferred_to_future(threads.deferToThread(_parse, response))
            except Exception as exc:  # the spider parses it again and sees the same error in its own handling
                logger.warning("Could not parse %s off the reactor: %s", response.url[:300], exc)
            else:
                self.stats.inc_value("news/parsed_off_reactor")
        return response


class OffReactorReleaseSpiderMiddleware:
    def __init__(self, min_bytes: int) -> None:
        self.min_bytes = min_bytes

    @classmethod
    def from_crawler(cls, crawler: Any) -> OffReactorReleaseSpiderMiddleware:
        return cls(_settings_bytes(crawler))

    def process_spider_output(self, response: Response, result: Iterable[Any]) -> Iterator[Any]:
        yield from result
        self._release(response)

    async def process_spider_output_async(self, response: Response, result: AsyncIterator[Any]) -> AsyncIterator[Any]:
        async for entry in result:
            yield entry
        self._release(response)

    def _release(self, response: Response) -> None:
        if not _big(response, self.min_bytes):
            return
        # No public API drops Scrapy's cached selector; the response itself may live on (retries, logs).
        selector = getattr(response, "_cached_selector", None)
        if selector is None:
            return
        response._cached_selector = None  # type: ignore[attr-defined]
        box = [selector]
        del selector
        from twisted.internet import reactor  # here: a module-level import would install the default reactor

        reactor.callInThread(box.clear)  # the last reference goes on the thread, and the document with it
