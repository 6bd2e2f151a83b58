"""Three tiers of retry: at once, later through the frontier's delay queue, then the dead-letter queue.

1. Immediate: network errors (RETRY_EXCEPTIONS) and RETRY_HTTP_CODES (5xx, 408, ...) are retried at once,
   up to RETRY_TIMES, through the shared frontier, so the domain's politeness still applies. A 429/503
   with `Retry-After` waits that long first.
2. Delayed: then the request waits RETRY_DELAY seconds (doubled for each further delayed try, never less
   than `Retry-After`) in the frontier's delay queue, which every worker serves, up to
   RETRY_DELAYED_TIMES times. Refusals (RETRY_BAN_CODES: 403, 429 without Retry-After; pages with a ban
   marker) skip tier 1: hammering a site that refuses us makes it worse.
3. Dead letter: after the last try the request goes to `{spider}:dead` with URL, reason, status,
   attempts, timestamps, last error and its history; `scrapy frontier dlq list|requeue|purge` works it.

A retry that waits (Retry-After, tier 2) is due when its wait is over, not after the rest of its depth:
it goes back with priority RETRY_DUE_PRIORITY, ahead of its domain's other queued requests.
A response refused for its size (DOWNLOAD_MAXSIZE) is not a failure: fetching it again gives the same
answer, so it ends as a refusal record (crawler/frontier/refusals.py), never a dead letter.

Replaces Scrapy's RetryMiddleware and reads the same settings (RETRY_ENABLED, RETRY_TIMES,
RETRY_HTTP_CODES, RETRY_EXCEPTIONS, RETRY_PRIORITY_ADJUST) and meta keys (dont_retry, max_retry_times).
Without the frontier scheduler only tier 1 exists. A response the HTTP client cannot parse (an invalid or
conflicting Content-Length, a malformed status line) is answered the same way on every try: it is not
retried but dead-lettered at once (`retry/not_retried_deterministic`). Stats: retry/count,
retry/reason_count/*, retry/delayed, retry/dead_lettered, retry/max_reached.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from scrapy import Request, Spider
from scrapy.downloadermiddlewares.retry import get_retry_request
from scrapy.exceptions import DownloadCancelledError, IgnoreRequest, NotConfigured
from scrapy.http import Response
from scrapy.utils.misc import load_object
from scrapy.utils.response import response_status_message
from twisted.web._newclient import ParseError, ResponseFailed

from crawler.frontier.component import Frontier
from crawler.frontier.deadletter import RETRY_META_KEYS
from crawler.frontier.refusals import RefusalLog
from crawler.middlewares.politeness import retry_after_seconds

logger = logging.getLogger(__name__)

HISTORY_KEEP = 10  # attempts remembered per request (the first ones are dropped)
__all__ = ["RETRY_META_KEYS", "TieredRetryMiddleware"]


def deterministic_protocol_error(exception: Exception) -> str | None:
    """What is wrong with a response the client could not parse (same answer every try), else None.

    Twisted reports them inside ResponseFailed (which Scrapy wraps in DownloadFailedError): ValueError for
    Content-Length problems, ParseError for a bad status line or header. Data loss and dropped connections
    are left to the retries.
    """
    seen: BaseException | None = exception
    for _ in range(5):  # Scrapy wraps it: DownloadFailedError from ResponseFailed
        if seen is None or isinstance(seen, ResponseFailed):
            break
        seen = seen.__cause__
    if not isinstance(seen, ResponseFailed):
        return None
    for reason in getattr(seen, "reasons", []):
        if reason.check(ValueError, ParseError):
            return f"invalid response: {reason.getErrorMessage()}"[:300]
    return None


def with_this_try(meta: dict[str, Any], status: int | None, error: str | None) -> list[dict[str, Any]]:
    """The request's history of tries, this one included (the last HISTORY_KEEP)."""
    # Cut to the millisecond, never rounded up: a try must not look later than the dead-lettering after it.
    entry = {"at": int(time.time() * 1000) / 1000, "status": status, "error": error}
    return [*meta.get("retry_history", []), entry][-HISTORY_KEEP:]


class TieredRetryMiddleware:
    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.stats = crawler.stats
        self.max_retry_times = settings.getint("RETRY_TIMES")
        self.retry_codes = {int(c) for c in settings.getlist("RETRY_HTTP_CODES")}
        self.ban_codes = {int(c) for c in settings.getlist("RETRY_BAN_CODES")}
        self.priority_adjust = settings.getint("RETRY_PRIORITY_ADJUST")
        self.exceptions = tuple(
            load_object(e) if isinstance(e, str) else e for e in settings.getlist("RETRY_EXCEPTIONS")
        )
        self.delay = settings.getfloat("RETRY_DELAY", 300.0)
        self.max_delayed = settings.getint("RETRY_DELAYED_TIMES", 1)
        self.retry_after_max = settings.getfloat("RETRY_AFTER_MAX", 3600.0)
        self.due_priority = settings.getint("RETRY_DUE_PRIORITY", 100_000_000)

    @classmethod
    def from_crawler(cls, crawler: Any) -> TieredRetryMiddleware:
        if not crawler.settings.getbool("RETRY_ENABLED"):
            raise NotConfigured
        return cls(crawler)

    def process_request(self, request: Request, spider: Spider | None = None) -> None:
        request.meta.setdefault("first_attempt_at", time.time())
        request.meta.pop("ban_marker", None)  # set again by the politeness middleware if this answer has one

    def process_response(
        self, request: Request, response: Response, spider: Spider | None = None
    ) -> Request | Response:
        if request.meta.get("dont_retry", False):
            return response
        marker = request.meta.get("ban_marker")
        refused = response.status in self.ban_codes or bool(marker)
        if response.status not in self.retry_codes and not refused:
            return response
        reason = f"ban marker {marker!r}" if marker else response_status_message(response.status)
        retry_after = retry_after_seconds(response) if response.status in (429, 503) else None
        if retry_after is not None:
            retry_after = min(retry_after, self.retry_after_max)
        return self._retry(request, reason, status=response.status, refused=refused, retry_after=retry_after) or (
            response
        )

    def process_exception(self, request: Request, exception: Exception, spider: Spider | None = None) -> Request | None:
        if isinstance(exception, IgnoreRequest) or request.meta.get("dont_retry", False):
            return None  # a deliberate refusal (robots.txt, guards): logged and counted where it was made
        if isinstance(exception, DownloadCancelledError):  # the size limits: the same answer every time
            frontier = Frontier.of(self.crawler)
            detail = str(exception)[:300]
            if frontier is not None:
                raise frontier.refuse(request, "maxsize", detail)
            raise RefusalLog.of(self.crawler).refuse(request, "maxsize", detail)
        error = f"{type(exception).__name__}: {exception}"[:500]
        invalid = deterministic_protocol_error(exception)
        if invalid is not None:
            self.stats.inc_value("retry/not_retried_deterministic")
            error = invalid
        elif isinstance(exception, self.exceptions):
            return self._retry(request, type(exception).__name__, error=error)
        # Not worth retrying, but never dropped silently: a frontier request is kept as a dead letter.
        frontier = Frontier.of(self.crawler)
        if frontier is not None and frontier.owns(request):
            reason = f"not retried: {invalid or type(exception).__name__}"
            self._dead_letter(frontier, request, reason, None, error, with_this_try(request.meta, None, error))
        return None

    def _retry(
        self,
        request: Request,
        reason: str,
        *,
        status: int | None = None,
        error: str | None = None,
        refused: bool = False,
        retry_after: float | None = None,
    ) -> Request | None:
        meta = request.meta
        immediate = int(meta.get("retry_times", 0))
        delayed = int(meta.get("retry_delayed", 0))
        max_immediate = int(meta.get("max_retry_times", self.max_retry_times))
        history = with_this_try(meta, status, error)
        spider = self.crawler.spider
        # Tier 1, unless the site refuses us (Retry-After excepted: it says when to come back) or a
        # delayed try already failed.
        if (not refused or retry_after is not None) and delayed == 0 and immediate < max_immediate:
            new = get_retry_request(
                request, spider=spider, reason=reason, max_retry_times=max_immediate,
                priority_adjust=meta.get("priority_adjust", self.priority_adjust),
            )  # fmt: skip
            if new is not None:
                new.meta["retry_history"] = history
                if retry_after:
                    new.meta["frontier_delay_ms"] = int(retry_after * 1000)
                    new.priority = max(new.priority, self.due_priority)  # due then, not after its depth
                return new
        frontier = Frontier.of(self.crawler)
        if frontier is None or not frontier.owns(request):
            # Not a frontier request (robots.txt and other direct downloads): only tier 1 exists for it.
            self.stats.inc_value("retry/max_reached")
            logger.error("Gave up retrying %s after %d tries: %s", request.url, immediate + 1, reason)
            return None
        if delayed < self.max_delayed:
            wait = max(self.delay * 2**delayed, retry_after or 0.0)
            new = request.copy()
            new.dont_filter = True
            new.meta["retry_delayed"] = delayed + 1
            new.meta["retry_history"] = history
            new.meta["frontier_delay_ms"] = int(wait * 1000)
            new.priority = max(new.priority, self.due_priority)  # due when the wait is over
            self.stats.inc_value("retry/delayed")
            self.stats.inc_value(f"retry/reason_count/{reason}")
            logger.info(
                "Retrying %s in %.0fs (delayed try %d of %d): %s", request.url, wait, delayed + 1, self.max_delayed,
                reason,
            )  # fmt: skip
            return new
        attempts = self._dead_letter(frontier, request, reason, status, error, history)
        raise IgnoreRequest(f"dead-lettered after {attempts} tries: {reason}")

    def _dead_letter(
        self,
        frontier: Frontier,
        request: Request,
        reason: str,
        status: int | None,
        error: str | None,
        history: list[dict[str, Any]],
    ) -> int:
        meta = request.meta
        attempts = 1 + int(meta.get("retry_times", 0)) + int(meta.get("retry_delayed", 0))
        frontier.dead_letter(
            request,
            {
                "reason": reason,
                "status": status,
                "attempts": attempts,
                "first_attempt_at": meta.get("first_attempt_at"),
                "last_attempt_at": history[-1]["at"],
                "last_error": error or reason,
                "history": history,
            },
        )
        self.stats.inc_value("retry/dead_lettered")
        logger.warning(
            "Dead-lettered %s after %d tries (%s): kept in %s for `scrapy frontier dlq`", request.url, attempts,
            reason, frontier.keys.dead,
        )  # fmt: skip
        return attempts
