"""Cluster-wide politeness signals from responses: Retry-After pauses, ban-spike backoff, Crawl-delay.

The frontier enforces each domain's delay for the whole cluster when requests are claimed
(crawler/frontier/politeness.py, claim.lua); this middleware feeds it what responses say:

- A 429 or 503 with `Retry-After` pauses that domain for every worker for that long (capped at
  RETRY_AFTER_MAX seconds).
- Every response counts in its domain's sliding window (BAN_WINDOW seconds). Ban answers -- a status in
  BAN_HTTP_CODES (403, 429, 503) or a body matching one of the BAN_MARKERS regexes (first
  BAN_MARKER_SCAN_BYTES) -- raise the domain's delay factor for the whole cluster once their share
  reaches BAN_THRESHOLD (with at least BAN_MIN_RESPONSES responses); it relaxes step by step once the
  share is below half the threshold. Counts go to Redis every BAN_FLUSH_INTERVAL seconds (from the frontier's
  housekeeping loop), and those of the last interval when the frontier starts closing.
- robots.txt `Crawl-delay` (for ROBOTSTXT_USER_AGENT) becomes the domain's minimum delay, up to
  POLITENESS_MAX_CRAWL_DELAY.

A response with a ban marker gets `meta["ban_marker"]`, so the retry middleware treats it as a refusal.
Requests this worker already claimed for a domain that is paused (a Retry-After seen here, or by another
worker, learnt at the next flush) are held until the pause ends -- longer than PAUSE_HOLD_MAX seconds,
they go back to the frontier's delay queue instead of holding a download slot.
Stats: politeness/retry_after_pauses, politeness/held, politeness/deferred, politeness/bans,
politeness/ban_markers, politeness/ban_raised, politeness/ban_relaxed, politeness/max_factor,
politeness/crawl_delays, politeness/redis_errors, politeness/counts_dropped_at_close.
"""

from __future__ import annotations

import logging
import re
import time
from collections import defaultdict
from datetime import UTC
from email.utils import parsedate_to_datetime
from typing import Any

from redis.exceptions import RedisError
from scrapy import Request, Spider, signals
from scrapy.exceptions import NotConfigured
from scrapy.http import Response
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.httpobj import urlparse_cached
from twisted.internet import task

from crawler.frontier.component import Frontier
from crawler.frontier.politeness import ban_window_from_settings
from crawler.middlewares.proxy import strip_proxy
from crawler.middlewares.robots import ClusterRobotsTxtMiddleware

logger = logging.getLogger(__name__)


def retry_after_seconds(response: Response, now: float | None = None) -> float | None:
    """Seconds a `Retry-After` header asks for (delta seconds or an HTTP date), or None if absent or bad."""
    raw = response.headers.get(b"Retry-After")
    if not raw:
        return None
    text = raw.decode("latin-1").strip()
    try:
        return max(0.0, float(text))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(text)
        if when.tzinfo is None:  # RFC 9110 dates are GMT
            when = when.replace(tzinfo=UTC)
        stamp = when.timestamp()
    except (TypeError, ValueError, IndexError, OverflowError):  # a hostile header is just ignored
        return None
    return max(0.0, stamp - (time.time() if now is None else now))


def deferred_copy(request: Request, seconds: float) -> Request:
    """A copy of a claimed request for the frontier's delay queue, due in `seconds`: returned from
    `process_request` instead of holding a download slot that long (the original's claim is acked)."""
    later = request.replace(dont_filter=True)
    strip_proxy(later)  # the proxy pool already chose one (with credentials): not for Redis
    later.meta["frontier_delay_ms"] = int(seconds * 1000)
    return later


class PolitenessMiddleware:
    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.stats = crawler.stats
        self.window = ban_window_from_settings(settings)
        self.ban_codes = {int(c) for c in settings.getlist("BAN_HTTP_CODES")}
        self.markers = [re.compile(p.encode(), re.IGNORECASE) for p in settings.getlist("BAN_MARKERS")]
        self.marker_scan = settings.getint("BAN_MARKER_SCAN_BYTES", 65536)
        self.retry_after_max = settings.getfloat("RETRY_AFTER_MAX", 3600.0)
        self.flush_interval = settings.getfloat("BAN_FLUSH_INTERVAL", 1.0)
        self.max_crawl_delay = settings.getfloat("POLITENESS_MAX_CRAWL_DELAY", 30.0)
        self.robots_agent = settings.get("ROBOTSTXT_USER_AGENT") or settings.get("USER_AGENT")
        self._counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        self._robots_done: set[str] = set()
        self._max_factor = 1.0
        self._paused: dict[str, float] = {}  # domain -> time.time() its pause ends, as far as we know
        self.hold_max = settings.getfloat("PAUSE_HOLD_MAX", 2.0)

    @classmethod
    def from_crawler(cls, crawler: Any) -> PolitenessMiddleware:
        if not crawler.settings.getbool("POLITENESS_ENABLED", True):
            raise NotConfigured
        mw = cls(crawler)
        crawler.signals.connect(mw._opened, signal=signals.spider_opened)
        crawler.signals.connect(mw._closed, signal=signals.spider_closed)
        return mw

    def _opened(self, spider: Spider) -> None:
        frontier = Frontier.of(self.crawler)
        if frontier is not None:  # without the frontier there is no shared window to flush to
            frontier.housekeeping.add("ban_window", self.flush_interval, self.flush)
            # The last interval's counts: written when the frontier starts closing, on its lane before the
            # close's own writes (spider_closed comes after the frontier closed).
            frontier.housekeeping.at_stop("ban_window", self._final_flush)

    def _closed(self, spider: Spider, reason: str) -> None:
        if self._counts:  # the final flush could not take them (see _final_flush)
            self._dropped(sum(c[0] for c in self._counts.values()), "the frontier was closed")

    def _final_flush(self) -> None:
        frontier = Frontier.of(self.crawler)
        if frontier is None or not self._counts:
            return
        if frontier.backing_off or frontier.pending("observe"):
            # Redis is away or slow: the close's writes of requests and acks matter more than these counts.
            reason = "Redis is unreachable" if frontier.backing_off else "the previous update is still on its way"
            self._dropped(sum(c[0] for c in self._counts.values()), reason)
            return
        self.flush()

    def _dropped(self, responses: int, reason: str) -> None:
        self.stats.inc_value("politeness/counts_dropped_at_close", responses)
        logger.warning("Ban-window counts of %d responses not written at close: %s", responses, reason)
        self._counts.clear()

    # --- requests ----------------------------------------------------------------------------------------

    async def process_request(self, request: Request, spider: Spider | None = None) -> Request | None:
        if not self._paused:
            return None
        frontier = Frontier.of(self.crawler)
        if frontier is None:
            return None
        domain = frontier.domain_of(request.url)
        wait = self._paused.get(domain, 0.0) - time.time()
        if wait <= 0:
            self._paused.pop(domain, None)
            return None
        if wait > self.hold_max and frontier.owns(request):
            self.stats.inc_value("politeness/deferred")
            return deferred_copy(request, wait)
        self.stats.inc_value("politeness/held")
        from twisted.internet import reactor  # here: a module-level import would install the default reactor

        await maybe_deferred_to_future(task.deferLater(reactor, wait, lambda: None))
        return None

    # --- responses ---------------------------------------------------------------------------------------

    def process_response(self, request: Request, response: Response, spider: Spider | None = None) -> Response:
        frontier = Frontier.of(self.crawler)
        if frontier is None:
            return response
        domain = frontier.domain_of(request.url)
        request.meta.pop("ban_marker", None)  # a retried copy carries the verdict on an earlier answer
        banned = response.status in self.ban_codes
        if not banned and self.markers and response.status < 300:
            head = response.body[: self.marker_scan]
            for marker in self.markers:
                if marker.search(head):
                    banned = True
                    request.meta["ban_marker"] = marker.pattern.decode()
                    self.stats.inc_value("politeness/ban_markers")
                    break
        counts = self._counts[domain]
        counts[0] += 1
        if banned:
            counts[1] += 1
            self.stats.inc_value("politeness/bans")
        if response.status in (429, 503):
            self._pause_for_retry_after(frontier, domain, response)
        self._learn_crawl_delay(frontier, request, domain)
        return response

    def _pause_for_retry_after(self, frontier: Frontier, domain: str, response: Response) -> None:
        seconds = retry_after_seconds(response)
        if seconds is None or seconds <= 0:
            return
        seconds = min(seconds, self.retry_after_max)
        self._paused[domain] = max(self._paused.get(domain, 0.0), time.time() + seconds)
        status = response.status

        def paused(_: Any) -> None:
            self.stats.inc_value("politeness/retry_after_pauses")
            logger.warning(
                "%s answered %d with Retry-After %.0fs: no worker fetches from it before then", domain, status, seconds
            )

        def failed(exc: RedisError) -> None:
            self.stats.inc_value("politeness/redis_errors")
            logger.warning("Could not pause %s for Retry-After (%s); local retries still wait for it", domain, exc)

        frontier.pause_domain(domain, seconds, done=paused, failed=failed)  # on the frontier's lane

    def _learn_crawl_delay(self, frontier: Frontier, request: Request, domain: str) -> None:
        netloc = urlparse_cached(request).netloc
        if netloc in self._robots_done:
            return
        parser = self._robots_parser(request)
        if parser is False:
            return  # robots.txt not parsed yet: look again with the next response
        self._robots_done.add(netloc)
        delay = parser.crawl_delay(self.robots_agent) if parser is not None else None
        if not delay:
            return
        capped = min(float(delay), self.max_crawl_delay)

        def recorded(_: Any) -> None:
            self.stats.inc_value("politeness/crawl_delays")
            logger.info(
                "robots.txt of %s asks for Crawl-delay %.1fs: honoured cluster-wide (%.1fs)", netloc, delay, capped
            )

        def failed(exc: RedisError) -> None:
            self._robots_done.discard(netloc)  # tried again with the next response
            self.stats.inc_value("politeness/redis_errors")
            logger.warning("Could not record the Crawl-delay of %s: %s", domain, exc)

        frontier.set_crawl_delay(domain, capped, done=recorded, failed=failed)  # on the frontier's lane

    def _robots_parser(self, request: Request) -> Any:
        """The parsed robots.txt of the request's site, None if there is none, False if not known yet."""
        robots = ClusterRobotsTxtMiddleware.of(self.crawler)
        if robots is None:
            return None  # robots.txt is not obeyed: no Crawl-delay to honour
        return robots.rules_for(request)

    # --- shared window -----------------------------------------------------------------------------------

    def flush(self) -> None:
        """Send the response counts of the last interval to the shared ban window (on the frontier's lane;
        skipped while the last one is on its way) and act on the verdicts when they come back."""
        frontier = Frontier.of(self.crawler)
        if frontier is None or not self._counts or frontier.pending("observe"):
            return
        counts = {domain: (c[0], c[1]) for domain, c in self._counts.items()}
        self._counts.clear()

        def failed(exc: RedisError) -> None:
            self.stats.inc_value("politeness/redis_errors")
            logger.warning("Could not update the ban window (%s); counts kept for the next try", exc)
            for domain, (total, bad) in counts.items():
                self._counts[domain][0] += total
                self._counts[domain][1] += bad

        frontier.observe(self.window, counts, done=self._verdicts, failed=failed)

    def _verdicts(self, verdicts: list[Any]) -> None:
        seconds = self.window.window_ms / 1000
        for v in verdicts:
            if v.paused_ms > 0:  # paused by any worker: hold what this one already claimed for it
                self._paused[v.domain] = max(self._paused.get(v.domain, 0.0), time.time() + v.paused_ms / 1000)
            if v.change == "raised":
                self.stats.inc_value("politeness/ban_raised")
                logger.warning(
                    "Ban spike on %s: %d of %d responses in the last %.0fs were refusals; its delay is now x%g "
                    "for the whole cluster", v.domain, v.bans, v.responses, seconds, v.factor,
                )  # fmt: skip
            elif v.change == "relaxed":
                self.stats.inc_value("politeness/ban_relaxed")
                logger.info("%s answers normally again; its delay factor relaxes to x%g", v.domain, v.factor)
            if v.factor > self._max_factor:
                self._max_factor = v.factor
                self.stats.set_value("politeness/max_factor", v.factor)
