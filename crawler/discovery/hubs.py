"""Continuous discovery on the worker side: due hubs into the frontier, hub responses into article links.

`Discovery` is built by the spider and hooked into its `parse()`:

- Every `DISCOVERY_POLL_INTERVAL` seconds it takes the due hubs from the cluster-wide schedule
  (crawler/frontier/hubs.py) and queues each as a frontier request (`dont_filter`, conditional on its
  stored ETag / Last-Modified), so hubs share the claims, leases and per-domain politeness of all requests.
- `handle(response)` answers hub responses: a 304 is "unchanged"; otherwise the body is read by content
  (crawler/discovery/parsers.py) as a feed, sitemap (index), robots.txt or HTML page. Article links in
  scope, not older than `DISCOVERY_MAX_AGE` (unless `DISCOVERY_BACKFILL`), not seen before (the frontier's
  Bloom filter), newest first, at most `DISCOVERY_MAX_LINKS_PER_VISIT`, are the visit's article requests
  (fetched once, nothing followed). Feeds (`<link rel="alternate">`), child sitemaps and robots.txt
  `Sitemap:` lines become hubs themselves (at most `DISCOVERY_MAX_HUBS_PER_SITE` per site). The visit is
  reported to the schedule, which sets the next due time (adaptive interval).
- The seen-filter check runs on the frontier's lane: `handle` then returns a coroutine that Scrapy awaits
  (a coroutine callback result), so the reactor never waits for Redis; without a frontier (a plain Scrapy
  scheduler, tools) it returns the list at once. The check is needed, not left to the enqueue script's
  own: a visit queues at most DISCOVERY_MAX_LINKS_PER_VISIT links that are new (of a 50,000-URL sitemap,
  the newest unseen ones, not the first ones listed), and the number of new links sets the hub's next
  interval. While Redis is away (the frontier backs off, or the check takes longer than twice
  FRONTIER_REDIS_TIMEOUT) the links count as new: the enqueue script still de-duplicates them, so nothing
  is lost or fetched twice (`discovery/seen_check_skipped`, `discovery/seen_check_failed`).
- Start URLs are hubs unless their entry says otherwise (`mode`: "hub", "article", "site";
  `DISCOVERY_START_MODE` for plain entries); a page fetched as an article from a page hub that turns out
  to be a listing (a section page) becomes a hub too.

Stats: discovery/hubs_taken, discovery/visits, discovery/visits/<status>, discovery/new_links,
discovery/hubs_registered, discovery/hubs_refused, discovery/skipped_old, discovery/offsite,
discovery/truncated, discovery/absurd_dates, discovery/errors/<code>, discovery/stale_reports,
discovery/seen_check_skipped, discovery/seen_check_failed, discovery/lags_dropped.

A hub body of DISCOVERY_PARSE_OFF_REACTOR_BYTES or more (or gzip) is parsed and its links filtered on a
thread: a 50,000-URL sitemap would hold the reactor, and every download of the worker, for most of a second.
"""

from __future__ import annotations

import hashlib
import inspect
import logging
import math
import re
import time
from collections.abc import Callable, Coroutine, Generator, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import islice
from typing import Any
from urllib.parse import urljoin

import scrapy
from redis.exceptions import RedisError
from scrapy import signals
from scrapy.http import Response, TextResponse
from scrapy.linkextractors import LinkExtractor
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.response import get_base_url
from twisted.internet import defer, threads

from crawler.discovery.parsers import HubError, HubPage, Link, feed_links, parse_hub, sniff
from crawler.frontier.component import Frontier
from crawler.frontier.hubs import DueHub, Hub, HubSchedule, Intervals, Visit, hub_id
from crawler.frontier.keys import FrontierKeys
from crawler.linkzone import VIA_KEY
from crawler.scope import host_of

logger = logging.getLogger(__name__)

MODES = ("hub", "article", "site")
# The seen-filter check of a visit, chunk by chunk: yields links to check, is sent their flags, returns the
# unseen ones.
SeenCheck = Generator[list[Link], list[bool], list[Link]]
VisitResult = list[Any] | Coroutine[Any, Any, list[Any]]
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$")
_UNIT = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_revisit(value: Any) -> float | bool | None:
    """A start entry's `revisit`: seconds (number or "90s"/"5m"/"2h"/"1d"), False (never), None (adaptive)."""
    if value is None or value is True:
        return None
    if value is False:
        return False
    if isinstance(value, int | float) and value > 0:
        return float(value)
    if isinstance(value, str):
        if value.strip().lower() in {"false", "no", "never", "0"}:
            return False
        if m := _DURATION.match(value.lower()):
            return float(m.group(1)) * _UNIT[m.group(2)]
    raise ValueError(f"revisit must be seconds, a duration like '5m', or false; got {value!r}")


@dataclass
class _Visit:
    """A hub response read up to its seen-filter check."""

    response: Response
    id_: str
    turn: int | None
    kind: str
    etag: str
    last_modified: str
    signature: str
    now: datetime
    articles: list[Link]


@dataclass
class _Parsed:
    """A hub body read off the reactor: the page (or why it was refused) and, for feeds and sitemaps, its
    links already filtered (`_fresh_links`)."""

    now: datetime
    site: str
    page: HubPage | HubError
    fresh: tuple[list[Link], int, int] | None


def _base_url(response: Response) -> str:
    """What the response's links are relative to, as `response.urljoin` resolves them."""
    return get_base_url(response) if isinstance(response, TextResponse) else response.url


def _drive(steps: SeenCheck, check: Callable[[list[Link]], list[bool]]) -> list[Link]:
    try:
        batch = next(steps)
        while True:
            batch = steps.send(check(batch))
    except StopIteration as stop:
        return list(stop.value)


class Discovery:
    def __init__(self, spider: Any) -> None:
        crawler = spider.crawler
        s = crawler.settings
        self.spider = spider
        self.crawler = crawler
        self.enabled = s.getbool("DISCOVERY_ENABLED")
        self.default_mode = s.get("DISCOVERY_START_MODE")
        if self.default_mode not in MODES:
            raise ValueError(f"DISCOVERY_START_MODE must be one of {MODES}, got {self.default_mode!r}")
        self.intervals = Intervals(
            int(s.getfloat("DISCOVERY_MIN_INTERVAL") * 1000),
            int(s.getfloat("DISCOVERY_MAX_INTERVAL") * 1000),
            s.getfloat("DISCOVERY_INTERVAL_GROW"),
            s.getfloat("DISCOVERY_INTERVAL_SHRINK"),
        )
        self.archive_ms = int(s.getfloat("DISCOVERY_ARCHIVE_INTERVAL") * 1000)
        self.max_age = s.getfloat("DISCOVERY_MAX_AGE")
        self.backfill = s.getbool("DISCOVERY_BACKFILL")
        self.max_links = s.getint("DISCOVERY_MAX_LINKS_PER_VISIT")
        self.max_entries = s.getint("DISCOVERY_MAX_ENTRIES")
        self.max_child_hubs = s.getint("DISCOVERY_MAX_CHILD_HUBS")
        self.max_bytes = s.getint("DISCOVERY_MAX_BYTES")
        self.off_reactor_bytes = s.getint("DISCOVERY_PARSE_OFF_REACTOR_BYTES")
        self.section_min_links = s.getint("DISCOVERY_SECTION_MIN_LINKS")
        self.robots = s.getbool("DISCOVERY_ROBOTS_SITEMAPS")
        self.poll_interval = s.getfloat("DISCOVERY_POLL_INTERVAL")
        self.take_batch = s.getint("DISCOVERY_TAKE_BATCH")
        self.hub_priority = s.getint("DISCOVERY_HUB_PRIORITY")
        self.article_priority = s.getint("DISCOVERY_ARTICLE_PRIORITY")
        # A taken hub's request is in the frontier under the normal lease: a dead worker's hub comes back
        # through the frontier's reclaim within the lease. The schedule holds the hub for two leases, so a
        # slow hub response does not hand out a second turn, and a worker that died before its request
        # reached Redis delays the hub by two leases at most.
        self.hold_ms = 2 * int(s.getfloat("FRONTIER_LEASE_SECONDS") * 1000)
        self.per_domain_bloom = s.getbool("BLOOM_PER_DOMAIN")
        # The check waits behind the lane's calls before it (a claim, a flush): two socket timeouts at most.
        redis_timeout = s.getfloat("FRONTIER_REDIS_TIMEOUT", 5.0) or s.getfloat("REDIS_SOCKET_TIMEOUT", 10.0)
        self.seen_timeout = max(1.0, 2 * redis_timeout)
        self._on_frontier = False  # the crawl runs on the frontier (set when the spider opens)
        self.keys = FrontierKeys(spider.name, s.get("START_URLS_KEY") % {"name": spider.name})
        self.schedule = HubSchedule(
            spider.server, self.keys, self.intervals, max_per_site=s.getint("DISCOVERY_MAX_HUBS_PER_SITE")
        )
        self.links = LinkExtractor(unique=True, strip=True)
        self._lags: list[dict[str, Any]] = []
        crawler.signals.connect(self._opened, signal=signals.spider_opened)
        crawler.signals.connect(self._closed, signal=signals.spider_closed)
        crawler.signals.connect(self._item_scraped, signal=signals.item_scraped)

    @property
    def stats(self) -> Any:
        return self.crawler.stats

    # --- the schedule loop ----------------------------------------------------------------------------

    def _opened(self, spider: scrapy.Spider) -> None:
        if spider is not self.spider:
            return
        frontier = Frontier.of(self.crawler)
        if frontier is None:
            return
        self._on_frontier = True
        # The last lag samples: written when the frontier starts closing, on its lane before the close's own
        # writes (spider_closed comes after the frontier closed).
        frontier.housekeeping.at_stop("hub_lags", self._flush_lags)
        if self.enabled and self.poll_interval > 0:  # the hub schedule lives in the frontier; its loop asks it
            frontier.housekeeping.add("hubs", self.poll_interval, self.tick)

    def _closed(self, spider: scrapy.Spider, reason: str) -> None:
        frontier = Frontier.of(self.crawler)
        if frontier is not None:
            frontier.housekeeping.remove("hubs")
        self._flush_lags()

    def tick(self) -> None:
        """Take the due hubs on the frontier's lane (skipped while the last take is on its way) and queue
        them when the answer comes."""
        engine = self.crawler.engine
        frontier = Frontier.of(self.crawler)
        if engine is None or not engine.running or frontier is None:
            return
        self._flush_lags()

        def failed(exc: RedisError) -> None:
            self.stats.inc_value("discovery/redis_errors")
            logger.warning("Could not read the hub schedule (will retry): %s", exc)

        frontier.submit(self.schedule.take, self.take_batch, self.hold_ms, task="hubs", done=self._taken, failed=failed)

    def _taken(self, due: list[DueHub]) -> None:
        engine = self.crawler.engine
        frontier = Frontier.of(self.crawler)
        if engine is None or not engine.running or frontier is None:
            return  # stopping: the taken hubs are due again after their hold time
        for hub in due:
            engine.crawl(self.request_for(hub))
        if due:
            self.stats.inc_value("discovery/hubs_taken", len(due))
            frontier.wake()  # claim them now, not at the next engine poll

    def _redis(self, fn: Any, *args: Any, failed: Any, done: Any = None) -> None:
        """A schedule write: on the frontier's lane when there is one (never a round trip on the reactor)."""
        frontier = Frontier.of(self.crawler)
        if frontier is not None:
            frontier.submit(fn, *args, done=done, failed=failed)
            return
        if self._on_frontier:  # the frontier has closed: its lane is gone, and the reactor must not wait
            failed(RedisError("the frontier is closed"))
            return
        try:
            result = fn(*args)
        except RedisError as exc:
            failed(exc)
            return
        if done is not None:
            done(result)

    def request_for(self, hub: DueHub) -> scrapy.Request:
        headers = {}
        if hub.etag:
            headers["If-None-Match"] = hub.etag
        if hub.last_modified:
            headers["If-Modified-Since"] = hub.last_modified
        return scrapy.Request(
            hub.url,
            callback=self.spider.parse,
            errback=self.spider.on_error,
            headers=headers,
            priority=self.hub_priority + hub.priority,
            dont_filter=True,
            meta={
                "hub_id": hub.id,
                "hub_turn": hub.turn,
                "hub_kind": hub.kind,
                "hub_signature": hub.signature,
                "site": hub.site,
                "start_url": hub.start_url or hub.url,
                "depth": 0,
                "crawl_mode": "hub",
                # Hub errors are the hub's to count (its interval grows), not a retry storm.
                "handle_httpstatus_all": True,
            },
        )

    # --- responses --------------------------------------------------------------------------------------

    def mode_of(self, response: Response) -> str:
        meta = response.meta
        if "hub_id" in meta:
            return "hub"
        start_meta = meta.get("start_meta") or {}
        mode = meta.get("crawl_mode") or start_meta.get("mode")
        if mode in MODES:
            return str(mode)
        if meta.get("depth", 0) == 0 and meta.get("start_url"):
            return self.default_mode  # a start URL without a mode
        return "site"

    def handle(self, response: Response) -> VisitResult | None:
        """Article requests for a hub response (None: not a hub, the spider reads it as a page): a list, or a
        coroutine returning it once the seen filter answered on the frontier's lane (Scrapy awaits it)."""
        if not self.enabled:
            return None
        mode = self.mode_of(response)
        response.meta["crawl_mode"] = mode  # the spider follows no links of "article" pages
        if mode != "hub":
            return None
        return self._visit(response)

    def may_be_section(self, response: Response) -> bool:
        """A page fetched as an article from a page hub: if it is no article, `not_article` may read it as a
        listing (and its answer may then be a coroutine)."""
        meta = response.meta
        return self.enabled and meta.get("crawl_mode") == "article" and meta.get("hub_parent_kind") == "page"

    def not_article(self, response: Response) -> VisitResult:
        """A page fetched as an article from a page hub that is no article: a listing becomes a hub too.

        A list, or (only if `may_be_section`) a coroutine returning it, as `handle`."""
        if not self.may_be_section(response) or not isinstance(response, TextResponse):
            return []
        site = response.meta.get("site") or self.spider.scope.site(response.url)
        links = [url for url in self._page_urls(response) if self.spider.scope.allows(url, site)]
        if len(links) < self.section_min_links:
            return []
        self.stats.inc_value("discovery/sections_found")
        return self._visit(response, first_kind="page")

    def _visit(self, response: Response, first_kind: str | None = None) -> VisitResult:
        frontier = Frontier.of(self.crawler)
        if frontier is not None and self._off_reactor(response):
            return self._visit_off_reactor(frontier, response, first_kind)
        visit = self._read_visit(response, first_kind)
        return [] if visit is None else self._checked(frontier, visit)

    def _checked(self, frontier: Frontier | None, visit: _Visit) -> VisitResult:
        """The visit's article requests once its links are checked against the seen filter: on the frontier's
        lane (a coroutine), or at once without a frontier or links."""
        steps = self._unseen(visit.articles, self.max_links)
        if frontier is None or not visit.articles:
            return self._finish(visit, _drive(steps, self._seen_flags_direct))
        return self._finish_on_lane(frontier, visit, steps)

    def _off_reactor(self, response: Response) -> bool:
        # Only large bodies are worth the thread hop (a gzip one may inflate 50-fold); a 304 or an error page
        # is not read at all.
        body = response.body
        if not 200 <= response.status < 300 or self.off_reactor_bytes <= 0:
            return False
        return len(body) >= self.off_reactor_bytes or body[:2] == b"\x1f\x8b"

    async def _visit_off_reactor(self, frontier: Frontier, response: Response, first_kind: str | None) -> list[Any]:
        """A large hub body (a 50,000-URL sitemap) parsed and its links filtered on a thread: the reactor goes
        on downloading meanwhile (lxml parses without the GIL; the rest yields it every few ms)."""
        site = response.meta.get("site") or self.spider.scope.site(response.url)
        now = datetime.now(UTC)
        parsed = await maybe_deferred_to_future(
            threads.deferToThread(self._parse_and_filter, response.body, response.url, _base_url(response), site, now)
        )
        visit = self._read_visit(response, first_kind, parsed)
        if visit is None:
            return []
        result = self._checked(frontier, visit)
        return await result if inspect.iscoroutine(result) else result

    def _parse_and_filter(self, body: bytes, url: str, base: str, site: str, now: datetime) -> _Parsed:
        """On a thread: pure work on its arguments only (no stats, no Redis, no response object)."""
        try:
            page = parse_hub(body, url, max_bytes=self.max_bytes, max_entries=self.max_entries)
        except HubError as exc:
            return _Parsed(now, site, exc, None)
        fresh = None if page.kind == "page" else self._fresh_links(page.articles, base, site, now)
        return _Parsed(now, site, page, fresh)

    async def _finish_on_lane(self, frontier: Frontier, visit: _Visit, steps: SeenCheck) -> list[Any]:
        """The check and the visit's report in one call on the frontier's lane, submitted with the response:
        a take of the hub's next turn, submitted later, cannot come between them (as when the report was
        submitted from the callback itself). The reactor goes on meanwhile."""
        if frontier.backing_off:  # Redis is known to be away: do not hold the visit for it
            self.stats.inc_value("discovery/seen_check_skipped")
            return self._finish(visit, _drive(steps, lambda batch: [False] * len(batch)))
        from twisted.internet import reactor  # here: a module-level import would install the default reactor

        answered: defer.Deferred[list[Link]] = defer.Deferred()

        def done(result: tuple[list[Link], RedisError | None, Any]) -> None:
            fresh, check_error, report = result
            error = check_error or (report if isinstance(report, RedisError) else None)
            if error is not None:
                frontier.redis_failed(error)  # the back-off, as for any frontier call
            self._reported(visit.id_, report)
            if answered.called:  # it timed out: counted then, the links were answered as new
                return
            if check_error is not None:
                self._check_failed(len(visit.articles), check_error)
            answered.callback(fresh)

        frontier.submit(self._check_and_report_io, frontier, visit, steps, done=done)
        answered.addTimeout(self.seen_timeout, reactor)
        try:
            fresh = await maybe_deferred_to_future(answered)
        except defer.TimeoutError as exc:
            # The lane still reports the visit, with the right count, when it gets through.
            self._check_failed(len(visit.articles), exc)
            fresh = _drive(self._unseen(visit.articles, self.max_links), lambda batch: [False] * len(batch))
        return self._finish(visit, fresh, report=False)

    def _check_and_report_io(
        self, frontier: Frontier, visit: _Visit, steps: SeenCheck
    ) -> tuple[list[Link], RedisError | None, Any]:
        """On the frontier's lane: the seen flags chunk by chunk, then the report; (fresh, check error, report
        result or its RedisError). A failed check counts the links as new (the enqueue de-duplicates them).

        Canonical forms and fingerprints are computed here, off the reactor, so a 50,000-URL sitemap costs
        the reactor nothing for them; the canonicalizer's and fingerprinter's caches it shares with the reactor
        see only single dict reads and writes (atomic under the GIL): a race loses a cache entry, never an
        answer."""
        error: RedisError | None = None

        def check(batch: list[Link]) -> list[bool]:
            nonlocal error
            if error is None:
                try:
                    return frontier.seen_before([scrapy.Request(x.url) for x in batch])
                except RedisError as exc:
                    error = exc
            return [False] * len(batch)

        fresh = _drive(steps, check)
        try:
            report: Any = self.schedule.report(visit.id_, visit.turn, self._visit_record(visit, fresh))
        except RedisError as exc:
            report = exc
        return fresh, error, report

    def _check_failed(self, links: int, exc: Exception) -> None:
        self.stats.inc_value("discovery/seen_check_failed")
        logger.warning(
            "Could not check %d hub links against the seen filter (%s): all count as new, the frontier "
            "de-duplicates them when they are queued", links, str(exc) or type(exc).__name__,
        )  # fmt: skip

    def _read_visit(self, response: Response, first_kind: str | None, parsed: _Parsed | None = None) -> _Visit | None:
        """Everything of a visit up to the seen-filter check; None if the visit ends here (reported). `parsed`:
        the body already read off the reactor."""
        meta = response.meta
        url = response.url
        id_ = meta.get("hub_id")
        turn = meta.get("hub_turn")
        site = parsed.site if parsed else meta.get("site") or self.spider.scope.site(url)
        now = parsed.now if parsed else datetime.now(UTC)
        if id_ is None:
            # First visit of a start URL (or a section page): it joins the schedule with this response.
            id_ = hub_id(url)
            turn = None
            self._register_self(response, site, first_kind)
        etag = response.headers.get("ETag", b"").decode("latin-1")
        last_modified = response.headers.get("Last-Modified", b"").decode("latin-1")
        known_kind = meta.get("hub_kind") or first_kind or "page"
        self.stats.inc_value("discovery/visits")
        self.stats.inc_value(f"discovery/visits/{response.status}")
        if response.status == 304:
            self._report(id_, turn, Visit("304", 0, known_kind))
            return None
        if response.status >= 400:
            self._hostile(response, "http_error", f"HTTP {response.status}")
            self._report(id_, turn, Visit("error", 0, known_kind))
            return None
        try:
            page = self._read(response, parsed.page if parsed else None)
        except HubError as exc:
            self._hostile(response, exc.code, str(exc))
            self._report(id_, turn, Visit("error", 0, known_kind))
            return None
        if known_kind in {"feed", "sitemap", "sitemapindex"} and page.kind == "page":
            self._hostile(response, "not_a_feed", f"registered as {known_kind}, content is an HTML page")
        if page.broken:
            self._hostile(response, "broken", f"malformed {page.kind}, read what was readable")
        self.stats.inc_value("discovery/truncated", page.truncated)
        self.stats.inc_value("discovery/absurd_dates", page.absurd_dates)
        if page.truncated:
            logger.info("Hub %s lists more than %d entries: %d left out", url, self.max_entries, page.truncated)
        self._register_children(response, page, site, id_, now)
        articles = self._articles(response, page, site, now, parsed.fresh if parsed else None)
        signature = hashlib.sha1("\n".join(sorted(a.url for a in articles)).encode()).hexdigest()[:20]
        if not (etag or last_modified) and signature == meta.get("hub_signature"):
            self._report(id_, turn, Visit("unchanged", 0, page.kind, signature=signature))
            return None
        return _Visit(response, id_, turn, page.kind, etag, last_modified, signature, now, articles)

    def _finish(self, visit: _Visit, fresh: list[Link], report: bool = True) -> list[Any]:
        """The article requests of a visit, its new links counted (and reported to the schedule)."""
        requests = [self._article_request(visit.response, x, visit.kind, visit.id_, visit.now) for x in fresh]
        self.stats.inc_value("discovery/new_links", len(fresh))
        if report:
            self._report(visit.id_, visit.turn, self._visit_record(visit, fresh))
        return requests

    def _visit_record(self, visit: _Visit, fresh: list[Link]) -> Visit:
        status = str(visit.response.status)
        return Visit(status, len(fresh), visit.kind, visit.etag, visit.last_modified, visit.signature)

    def _read(self, response: Response, parsed: HubPage | HubError | None = None) -> HubPage:
        if isinstance(parsed, HubError):
            raise parsed
        page = parsed or parse_hub(response.body, response.url, max_bytes=self.max_bytes, max_entries=self.max_entries)
        if page.kind != "page":
            return page
        if not isinstance(response, TextResponse):
            raise HubError("not_text", "neither a feed, a sitemap nor an HTML page")
        page.articles = [Link(url, via=via) for url, via in islice(self._page_links(response), self.max_entries)]
        page.hubs = [Link(response.urljoin(href)) for href in feed_links(response.selector)]
        return page

    def _page_urls(self, response: TextResponse) -> Iterator[str]:
        return (url for url, _ in self._page_links(response, zoned=False))

    def _page_links(self, response: TextResponse, zoned: bool = True) -> Iterator[tuple[str, str]]:
        # Bounded (CRAWL_MAX_ANCHORS_PER_PAGE): a hub page of a million links must not hold the reactor.
        page_links = getattr(self.spider, "page_links", None)
        if page_links is not None:
            return page_links.absolute_links(response, zoned)
        return ((link.url, "") for link in self.links.extract_links(response))

    def _articles(
        self, response: Response, page: HubPage, site: str, now: datetime, fresh: tuple[list[Link], int, int] | None
    ) -> list[Link]:
        """In-scope, fresh enough, newest first (undated ones after, in page order); not canonical yet."""
        if fresh is None:
            fresh = self._fresh_links(page.articles, _base_url(response), site, now)
        links, offsite, old = fresh
        if offsite:
            self.stats.inc_value("discovery/offsite", offsite)
        if old:
            self.stats.inc_value("discovery/skipped_old", old)
        return links

    def _fresh_links(self, links: list[Link], base: str, site: str, now: datetime) -> tuple[list[Link], int, int]:
        """(links kept, off-site ones, too old ones); pure, so it can run off the reactor."""
        scope = self.spider.scope
        out: dict[str, Link] = {}
        offsite = old = 0
        # Scope depends on the host only: one answer per netloc, not a URL parse per link (50,000 of them).
        allowed: dict[str, bool] = {}
        for link in links:
            url = link.url if link.url.startswith(("http://", "https://")) else urljoin(base, link.url)
            if not url.startswith(("http://", "https://")):
                continue
            netloc = url.split("/", 3)[2]
            ok = allowed.get(netloc)
            if ok is None:
                ok = allowed[netloc] = scope.allows(url, site)
            if not ok:
                offsite += 1
                continue
            too_old = link.published is not None and (now - link.published).total_seconds() > self.max_age
            if too_old and not self.backfill and self.max_age > 0:
                old += 1
                continue
            out.setdefault(url, Link(url, link.published, link.title, link.via))
        dated = sorted((x for x in out.values() if x.published), key=lambda x: x.published, reverse=True)  # type: ignore[arg-type, return-value]
        return dated + [x for x in out.values() if x.published is None], offsite, old

    def _unseen(self, links: list[Link], limit: int) -> SeenCheck:
        """Up to `limit` links (canonical) the frontier's Bloom filter has not seen, in order.

        Checked in chunks, so a 50,000-URL sitemap costs only as much work as the links one visit queues: each
        chunk is yielded, its seen flags are sent back (`_drive`; on the frontier's lane in `_check_and_report_io`).
        """
        canon = self.spider.canonicalize
        out: list[Link] = []
        done: set[str] = set()
        chunk = max(100, min(limit, 1000))
        for start in range(0, len(links), chunk):
            batch = []
            for link in links[start : start + chunk]:
                url = canon(link.url)
                if url not in done:
                    done.add(url)
                    batch.append(Link(url, link.published, link.title, link.via))
            flags = (yield batch) if batch else []
            out += [x for x, was in zip(batch, flags, strict=True) if not was]
            if len(out) >= limit:
                break
        return out[:limit]

    def _seen_flags_direct(self, links: list[Link]) -> list[bool]:
        """Without a frontier (a plain Scrapy scheduler, tools): the filters read directly (blocking)."""
        seen = [False] * len(links)
        fingerprinter = self.crawler.request_fingerprinter
        groups: dict[str, list[int]] = {}
        fps = [fingerprinter.fingerprint(scrapy.Request(x.url)).hex() for x in links]
        for i, link in enumerate(links):
            groups.setdefault(self.keys.bloom(host_of(link.url) if self.per_domain_bloom else None), []).append(i)
        pipe = self.spider.server.pipeline(transaction=False)
        for key, idx in groups.items():
            pipe.execute_command("BF.MEXISTS", key, *[fps[i] for i in idx])
        try:
            for idx, flags in zip(groups.values(), pipe.execute(raise_on_error=False), strict=True):
                if isinstance(flags, Exception):
                    continue  # no filter yet: nothing seen
                for i, flag in zip(idx, flags, strict=True):
                    seen[i] = bool(flag)
        except RedisError as exc:
            logger.warning("Could not check hub links against the seen filter: %s", exc)
        return seen

    def _article_request(self, response: Response, link: Link, kind: str, id_: str, now: datetime) -> scrapy.Request:
        meta = response.meta
        priority = self.article_priority
        if link.published is not None:
            # Newer first: one step less per doubling of the entry's age in minutes.
            age_min = max(0.0, (now - link.published).total_seconds() / 60)
            priority += max(0, 20 - int(math.log2(1 + age_min)))
        return scrapy.Request(
            link.url,
            callback=self.spider.parse,
            errback=self.spider.on_error,
            priority=priority,
            meta={
                "crawl_mode": "article",
                "site": meta.get("site") or self.spider.scope.site(response.url),
                "start_url": meta.get("start_url") or response.url,
                "start_meta": meta.get("start_meta") or {},
                "hub_parent": id_,
                "hub_parent_kind": kind,
                "discovered_at": time.time(),
                "published": link.published.isoformat() if link.published else None,
                # a page hub's link: where it sat (crawler/linkzone.py), for the classifier
                **({VIA_KEY: link.via} if link.via else {}),
            },
        )

    def on_error(self, failure: Any) -> None:
        """A hub request that failed for good (network errors after the retries, refused by a middleware)."""
        request = getattr(failure, "request", None)
        meta = getattr(request, "meta", None) or {}
        if not self.enabled or "hub_id" not in meta:
            return
        self.stats.inc_value("discovery/visits/failed")
        self._report(meta["hub_id"], meta.get("hub_turn"), Visit("error", 0, meta.get("hub_kind") or "page"))

    # --- registration -----------------------------------------------------------------------------------

    def _fixed_for(self, meta: dict[str, Any]) -> str:
        start_meta = meta.get("start_meta") or {}
        raw = meta["revisit"] if "revisit" in meta else start_meta.get("revisit")
        try:
            revisit = parse_revisit(raw)
        except ValueError as exc:
            logger.warning("Start URL %s: %s; using the adaptive interval", meta.get("start_url"), exc)
            self.stats.inc_value("discovery/bad_revisit")
            return ""
        if revisit is False:
            return "once"
        return "" if revisit is None else str(int(revisit * 1000))

    def _register_self(self, response: Response, site: str, first_kind: str | None) -> None:
        kind = first_kind or sniff(response.body[:4096], response.url)
        hubs = [
            Hub(response.url, kind, site, self.intervals.min_ms, self.intervals.min_ms, self._fixed_for(response.meta),
                response.meta.get("start_url") or response.url)
        ]  # fmt: skip
        if self.robots and first_kind is None:
            robots = response.urljoin("/robots.txt")
            hubs.append(Hub(robots, "robots", site, 0, self.intervals.max_ms, start_url=response.url))
        self._register(hubs, response.url)

    def _register_children(self, response: Response, page: HubPage, site: str, parent: str, now: datetime) -> None:
        scope = self.spider.scope
        hubs: list[Hub] = []
        for link in page.hubs:
            url = self.spider.canonicalize(response.urljoin(link.url))
            if hub_id(url) == parent:
                self._hostile(response, "self_listing", "lists itself")
                continue
            if not url.startswith(("http://", "https://")) or not scope.allows(url, site):
                self.stats.inc_value("discovery/offsite")
                continue
            archive = link.published is not None and (now - link.published).total_seconds() > self.max_age > 0
            kind = "feed" if page.kind == "page" else "sitemap"
            if archive and not self.backfill:
                # An archive sitemap lists only old articles: looked at rarely.
                hubs.append(Hub(url, kind, site, self.archive_ms, self.archive_ms, start_url=response.url))
            else:
                hubs.append(Hub(url, kind, site, 0, self.intervals.min_ms, start_url=response.url))
        # Newest child sitemaps first; the rest wait for later visits of the index.
        hubs.sort(key=lambda h: h.first_due_ms)
        if len(hubs) > self.max_child_hubs:
            self.stats.inc_value("discovery/child_hubs_truncated", len(hubs) - self.max_child_hubs)
        self._register(hubs[: self.max_child_hubs], response.url)

    def _register(self, hubs: list[Hub], source: str) -> None:
        if not hubs:
            return

        def failed(exc: RedisError) -> None:
            self.stats.inc_value("discovery/redis_errors")
            logger.warning("Could not register hubs found on %s: %s", source, exc)

        self._redis(
            self.schedule.register, hubs, done=lambda flags: self._registered(hubs, flags, source), failed=failed
        )

    def _registered(self, hubs: list[Hub], flags: list[int], source: str) -> None:
        for hub, flag in zip(hubs, flags, strict=True):
            if flag == 1:
                self.stats.inc_value("discovery/hubs_registered")
                self.stats.inc_value(f"discovery/hubs_registered/{hub.kind}")
                logger.info("New %s hub %s (found on %s)", hub.kind, hub.url, source)
            elif flag == -1:
                self.stats.inc_value("discovery/hubs_refused")
                logger.warning("Hub %s refused: its site %s has DISCOVERY_MAX_HUBS_PER_SITE hubs", hub.url, hub.site)

    def _report(self, id_: str, turn: int | None, visit: Visit) -> None:
        self._redis(
            self.schedule.report, id_, turn, visit, done=lambda result: self._reported(id_, result),
            failed=lambda exc: self._reported(id_, exc),
        )  # fmt: skip

    def _reported(self, id_: str, result: tuple[int, int] | RedisError) -> None:
        if isinstance(result, RedisError):
            # The hub comes back when its lease passes.
            self.stats.inc_value("discovery/redis_errors")
            logger.warning("Could not report hub visit %s: %s", id_, result)
        elif result[0] == -2:
            self.stats.inc_value("discovery/stale_reports")

    def _hostile(self, response: Response, code: str, reason: str) -> None:
        self.stats.inc_value(f"discovery/errors/{code}")
        logger.warning("Hub %s: %s (%s)", response.url, reason, code)
        record = {"url": response.url, "code": code, "reason": reason, "status": response.status,
                  "bytes": len(response.body), "worker": self.spider.worker_id, "at": time.time()}  # fmt: skip
        url = response.url

        def failed(exc: RedisError) -> None:
            logger.warning("Could not keep the hub error record of %s: %s", url, exc)

        self._redis(self.schedule.record_error, record, failed=failed)

    # --- discovery lag ------------------------------------------------------------------------------------

    def _item_scraped(self, item: Any, response: Response, spider: scrapy.Spider) -> None:
        meta = getattr(response, "meta", None) or {}
        found = meta.get("discovered_at")
        if not found:
            return
        now = time.time()
        sample: dict[str, Any] = {"url": response.url, "found": round(found, 3), "stored": round(now, 3)}
        sample["lag"] = round(now - found, 3)
        if meta.get("published"):
            published = datetime.fromisoformat(meta["published"]).timestamp()
            sample["published_lag"] = round(now - published, 3)
        self._lags.append(sample)
        self.stats.inc_value("discovery/articles_stored")

    def _flush_lags(self) -> None:
        if not self._lags:
            return
        samples, self._lags = self._lags, []

        def failed(exc: RedisError) -> None:
            if self._on_frontier and Frontier.of(self.crawler) is None:  # closed: no later flush will come
                self.stats.inc_value("discovery/lags_dropped", len(samples))
                logger.warning("%d discovery lag samples not written at close: %s", len(samples), exc)
                return
            self._lags = samples[-1000:] + self._lags

        self._redis(self.schedule.record_lags, samples, failed=failed)
