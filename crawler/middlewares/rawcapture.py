"""Keep each response as received for the WARC raw store: the body before HttpCompressionMiddleware decodes it.

`RawCaptureDownloaderMiddleware` sits between the downloader and Scrapy's HttpCompressionMiddleware (590)
in response order (priority 595), so it sees the body with its Content-Encoding and the headers as parsed
by Twisted; it also notes the request headers as finally sent (every request middleware has run by then).
The capture is kept beside the request object (a weak mapping, so it never enters request meta, the
frontier or a retry copy). `RawCaptureSpiderMiddleware` then replaces the `raw_body`/`raw_headers` the
spider put on an item with that capture and adds `raw_request`; the raw-store pipeline writes them to WARC.
What still differs from the wire: Twisted has removed chunked transfer coding, header names are in Scrapy's
normalized case, and the reason phrase is the standard one for the status.
No settings (enabled through DOWNLOADER_MIDDLEWARES / SPIDER_MIDDLEWARES).
"""

from __future__ import annotations

import weakref
from collections.abc import AsyncIterator, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from scrapy import Request
from scrapy.http import Response

from crawler.items import ArticleItem


@dataclass
class WireResponse:
    body: bytes
    headers: dict[str, list[str]]
    protocol: str
    method: str
    request_headers: dict[str, list[str]]


_captures: weakref.WeakKeyDictionary[Request, WireResponse] = weakref.WeakKeyDictionary()


def _plain(headers: Any) -> dict[str, list[str]]:
    return {key.decode("latin-1"): [value.decode("latin-1") for value in values] for key, values in headers.items()}


class RawCaptureDownloaderMiddleware:
    def process_response(self, request: Request, response: Response) -> Response:
        _captures[request] = WireResponse(
            body=response.body,
            headers=_plain(response.headers),
            protocol=getattr(response, "protocol", None) or "HTTP/1.1",
            method=request.method,
            request_headers=_plain(request.headers),
        )
        return response


class RawCaptureSpiderMiddleware:
    def process_spider_output(self, response: Response, result: Iterable[Any]) -> Iterator[Any]:
        for entry in result:
            yield self._with_wire(response, entry)

    async def process_spider_output_async(self, response: Response, result: AsyncIterator[Any]) -> AsyncIterator[Any]:
        async for entry in result:
            yield self._with_wire(response, entry)

    @staticmethod
    def _with_wire(response: Response, entry: Any) -> Any:
        if not isinstance(entry, ArticleItem) or entry.get("raw_body") is None:
            return entry
        wire = _captures.get(response.request) if response.request is not None else None
        if wire is None:
            return entry  # e.g. a rendered page: the pipeline records the decoded body and says so
        entry["raw_body"] = wire.body
        entry["raw_headers"] = wire.headers
        entry["raw_request"] = {"method": wire.method, "headers": wire.request_headers, "protocol": wire.protocol}
        return entry
