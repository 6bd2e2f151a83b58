"""Guards on what a worker fetches: response size, redirects, URL length and depth, each refusal logged and
counted under `guard/` (the SSRF guard, crawler/middlewares/ssrf.py, counts `guard/ssrf_refused`).

Scrapy enforces these limits; these subclasses of its middlewares add the log line or the counter it lacks:

- `MaxSizeGuardMiddleware` (downloader): a response larger than `DOWNLOAD_MAXSIZE` (`DOWNLOAD_MAXSIZE`)
  is cancelled by Scrapy's download handler, which logs a warning; counted as `guard/maxsize_refused`.
- `DecompressionGuardMiddleware` (downloader, replaces HttpCompressionMiddleware): a compressed body that
  decompresses past `DOWNLOAD_MAXSIZE` (a gzip bomb) is refused by Scrapy with a warning; counted as
  `guard/decompressed_size_refused`.
- `RedirectGuardMiddleware` (downloader, replaces RedirectMiddleware): a chain longer than
  `REDIRECT_MAX_TIMES` (`REDIRECT_MAX_TIMES`) is refused with a warning (Scrapy logs it at DEBUG
  only) and counted as `guard/redirects_refused`.
- `UrlLengthGuardMiddleware` (spider, replaces UrlLengthMiddleware): links longer than `URLLENGTH_LIMIT`
  (`URLLENGTH_LIMIT`); Scrapy logs each one; also counted as `guard/url_length_refused`.
- `DepthGuardMiddleware` (spider, replaces DepthMiddleware): links deeper than `DEPTH_LIMIT`
  (`DEPTH_LIMIT`); Scrapy logs only the first at DEBUG: logged at INFO (the first, then a total
  when the spider closes) and counted as `guard/depth_refused`. A start URL's `depth_limit` crawl option
  (request meta `crawl_depth_limit`, at most DEPTH_LIMIT) lowers the limit for the links of that crawl.

The size limits are Scrapy's settings only: request meta that would change them cannot come from a start
URL (crawler/frontier/starturls.py keeps user meta under `start_meta`).
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy import Request, Spider, signals
from scrapy.downloadermiddlewares.httpcompression import HttpCompressionMiddleware
from scrapy.downloadermiddlewares.redirect import RedirectMiddleware
from scrapy.exceptions import DownloadCancelledError, IgnoreRequest
from scrapy.http import Response
from scrapy.spidermiddlewares.depth import DepthMiddleware
from scrapy.spidermiddlewares.urllength import UrlLengthMiddleware

from crawler.frontier.refusals import RefusalLog

logger = logging.getLogger(__name__)


class MaxSizeGuardMiddleware:
    def __init__(self, crawler: Any) -> None:
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler: Any) -> MaxSizeGuardMiddleware:
        return cls(crawler)

    def process_exception(self, request: Request, exception: Exception, spider: Spider | None = None) -> None:
        # The handler cancels with this error for the size limits only (its own warning names the sizes).
        if isinstance(exception, DownloadCancelledError):
            self.stats.inc_value("guard/maxsize_refused")
        return None


class DecompressionGuardMiddleware(HttpCompressionMiddleware):
    def process_response(self, request: Request, response: Response, spider: Spider | None = None) -> Any:
        try:
            return super().process_response(request, response)
        except IgnoreRequest as exc:
            # Scrapy's own warning names the sizes.
            if "during decompression" in str(exc) and self.stats is not None:
                self.stats.inc_value("guard/decompressed_size_refused")
            raise


class RedirectGuardMiddleware(RedirectMiddleware):
    def process_response(self, request: Request, response: Response, spider: Spider | None = None) -> Any:
        try:
            return super().process_response(request, response)
        except IgnoreRequest as exc:
            if "max redirections" in str(exc):
                self.crawler.stats.inc_value("guard/redirects_refused")
                chain = " -> ".join([*request.meta.get("redirect_urls", []), request.url])
                detail = f"more than {self.max_redirect_times} redirects (REDIRECT_MAX_TIMES) after {chain}"
                raise RefusalLog.of(self.crawler).refuse(request, "redirects", detail[:1000]) from None
            raise


class UrlLengthGuardMiddleware(UrlLengthMiddleware):
    def get_processed_request(self, request: Request, response: Response | None) -> Request | None:
        result = super().get_processed_request(request, response)
        if result is None:
            self.crawler.stats.inc_value("guard/url_length_refused")
        return result


class DepthGuardMiddleware(DepthMiddleware):
    refused: int = 0

    @classmethod
    def from_crawler(cls, crawler: Any) -> DepthGuardMiddleware:
        middleware: DepthGuardMiddleware = super().from_crawler(crawler)
        middleware.refused = 0
        crawler.signals.connect(middleware._closed, signal=signals.spider_closed)
        return middleware

    def get_processed_request(self, request: Request, response: Response | None) -> Request | None:
        result = super().get_processed_request(request, response)
        if result is not None and response is not None:
            limit = response.meta.get("crawl_depth_limit")
            if isinstance(limit, int) and result.meta.get("depth", 0) > limit:
                result = None  # the start URL's own depth_limit (never above DEPTH_LIMIT)
        if result is None and response is not None:
            self.refused += 1
            self.stats.inc_value("guard/depth_refused")
            if self.refused == 1:  # one line per link would flood the log at the crawl's edge
                logger.info("Ignoring links deeper than DEPTH_LIMIT=%d, e.g. %s (total at close)", self.maxdepth,
                            request.url)  # fmt: skip
        return result

    def _closed(self, spider: Spider) -> None:
        if self.refused:
            logger.info("Ignored %d links deeper than DEPTH_LIMIT=%d", self.refused, self.maxdepth)
