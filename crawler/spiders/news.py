"""The `news` spider: start URLs from Redis, in-scope link following, trafilatura extraction.

Start URLs come from the Redis list `START_URLS_KEY` (default `news:start_urls`) as plain URLs or JSON
(`{"url": ..., "meta": {...}, "priority": N}`) and are pulled in batches whenever the shared queue runs
low, not only when the worker is idle. Requests go through the shared Redis scheduler, so any number of
`scrapy crawl news` workers share one frontier. A worker exits once the frontier has been empty for
`CRAWL_IDLE_TIMEOUT` seconds (0, the production default, waits for more work).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime
from functools import cached_property
from typing import Any

import scrapy
from redis.exceptions import RedisError
from scrapy import signals
from scrapy.exceptions import DontCloseSpider
from scrapy.http import Response, TextResponse
from scrapy.linkextractors import LinkExtractor
from twisted.internet import task
from twisted.python.failure import Failure

from crawler.discovery.hubs import Discovery
from crawler.extraction import ExtractOptions, extract
from crawler.frontier.canonical import Canonicalizer
from crawler.frontier.connection import redis_from_settings
from crawler.frontier.feeder import StartURLFeeder
from crawler.frontier.scheduler import frontier_of
from crawler.frontier.starturls import StartEntry
from crawler.items import ArticleItem
from crawler.middlewares.render_rules import RenderRules
from crawler.scope import Scope


class NewsSpider(scrapy.Spider):
    name = "news"

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> NewsSpider:
        spider: NewsSpider = super().from_crawler(crawler, *args, **kwargs)
        spider._setup(crawler)
        return spider

    def _setup(self, crawler: Any) -> None:
        settings = crawler.settings
        self.worker_id: str = settings.get("WORKER_ID")
        self.server = redis_from_settings(settings)
        self.start_key = settings.get("START_URLS_KEY") % {"name": self.name}
        self.needs_render_key = settings.get("NEEDS_RENDER_KEY") % {"name": self.name}
        self.batch_size = settings.getint("START_URLS_BATCH_SIZE")
        self.poll_interval = settings.getfloat("START_URLS_POLL_INTERVAL")
        self.idle_timeout = settings.getfloat("CRAWL_IDLE_TIMEOUT")
        self.min_chars = settings.getint("ARTICLE_MIN_CHARS")
        self.scope = Scope(settings.get("CRAWL_SCOPE"), settings.getlist("CRAWL_ALLOWED_DOMAINS"))
        self.canonicalize = Canonicalizer(settings.getlist("CANONICAL_DROP_PARAMS"))
        self.links = LinkExtractor(unique=True, strip=True)
        # Start URLs go straight to the frontier, past the spider middlewares: apply the render rules here too.
        self.render_rules = RenderRules(crawler)
        self.auto_escalate = settings.getbool("RENDER_AUTO_ESCALATE")
        self._claims = itertools.count(1)
        self.discovery = Discovery(self)  # hubs: feeds, sitemaps and pages revisited on a schedule
        self._idle_since: float | None = None
        self._poller: task.LoopingCall | None = None
        crawler.signals.connect(self._on_idle, signal=signals.spider_idle)
        crawler.signals.connect(self._on_opened, signal=signals.spider_opened)
        crawler.signals.connect(self._on_closed, signal=signals.spider_closed)

    # --- start URLs -----------------------------------------------------------------------------------

    @cached_property
    def feeder(self) -> StartURLFeeder:
        # Built on first use: the crawler's stats collector does not exist yet in from_crawler().
        settings = self.crawler.settings
        return StartURLFeeder(
            self.server,
            f"{self.start_key}:invalid",
            stats=self.crawler.stats,
            worker=self.worker_id,
            max_bytes=settings.getint("START_URL_MAX_BYTES"),
            keep_bytes=settings.getint("START_URLS_INVALID_KEEP_BYTES"),
        )

    async def start(self) -> AsyncIterator[Any]:
        self._feed()
        return
        yield  # an async generator that yields nothing: start URLs go straight to the frontier

    def _request_for(self, entry: StartEntry) -> scrapy.Request:
        meta = {
            **entry.meta,
            "start_url": entry.url,
            "site": self.scope.site(entry.url),
            "start_meta": entry.meta,
        }
        request = scrapy.Request(
            self.canonicalize(entry.url),
            callback=self.parse,
            errback=self.on_error,
            meta=meta,
            priority=entry.priority,
            dont_filter=entry.dont_filter,
        )
        return self.render_rules.mark(request)

    def _feed(self) -> int:
        """Move start-URL batches into the frontier while its shared queue is short of a batch.

        Each batch stays claimed in Redis until its requests are safely queued, so a worker killed
        in between loses nothing: the claim expires and the entries go back to the start list.
        """
        frontier = frontier_of(self.crawler)
        engine = self.crawler.engine
        if frontier is None or engine is None or not engine.running:
            return 0
        queue = frontier.queue
        assert queue is not None
        moved = 0
        try:
            for _ in range(20):  # bounded work per tick
                # Only what this worker can claim counts: a render backlog must not starve light workers.
                if queue.queued(frontier.classes) >= 2 * self.batch_size:
                    break
                claim_id = f"{frontier.token}:{next(self._claims)}"
                raw_entries = queue.claim_start(claim_id, self.batch_size, frontier.lease_ms)
                if not raw_entries:
                    break
                for entry in self.feeder.parse(raw_entries):
                    engine.crawl(self._request_for(entry))
                frontier.after_flush(lambda cid=claim_id: queue.finish_start(cid))
                frontier.flush()
                moved += len(raw_entries)
        except RedisError as exc:
            self.crawler.stats.inc_value("start_urls/redis_errors")
            self.logger.warning("Could not move start URLs into the frontier (will retry): %s", exc)
        return moved

    def _on_opened(self, spider: scrapy.Spider) -> None:
        if spider is self and self.poll_interval > 0:
            self._poller = task.LoopingCall(self._feed)
            self._poller.start(self.poll_interval, now=False)

    def _on_closed(self, spider: scrapy.Spider, reason: str) -> None:
        if self._poller is not None and self._poller.running:
            self._poller.stop()

    def _frontier_busy(self) -> bool:
        """Anything this worker could claim, leased by any worker, delayed, or waiting as start URLs.

        Render requests only count on a worker that renders: a light worker may leave them to others.
        """
        frontier = frontier_of(self.crawler)
        if frontier is None:
            return bool(self.server.llen(self.start_key))
        counts = frontier.queue.counts()
        queued = {"s": counts["queued_static"], "r": counts["queued_render"]}
        if any(queued[cls] for cls in frontier.classes):
            return True
        return any(counts[k] for k in ("delayed", "in_flight", "start_urls", "start_claims"))

    def _on_idle(self, spider: scrapy.Spider) -> None:
        """Keep the worker alive while the frontier has work or until the idle timeout passes."""
        if spider is not self:
            return
        try:
            busy = self._feed() > 0 or self._frontier_busy()
        except RedisError:
            busy = True  # unknown during an outage: never exit because Redis is down
        now = time.monotonic()
        if busy:
            self._idle_since = None
            raise DontCloseSpider
        if self._idle_since is None:
            self._idle_since = now
        if self.idle_timeout <= 0 or now - self._idle_since < self.idle_timeout:
            raise DontCloseSpider
        self.logger.info("Frontier empty for %.1fs (CRAWL_IDLE_TIMEOUT): closing", now - self._idle_since)

    # --- pages ----------------------------------------------------------------------------------------

    def parse(self, response: Response, **kwargs: Any) -> Iterator[Any]:
        if (hub := self.discovery.handle(response)) is not None:  # feeds, sitemaps, hub pages
            yield from hub
            return
        stats = self.crawler.stats
        if not isinstance(response, TextResponse):
            stats.inc_value("news/non_html")
            return
        site = response.meta.get("site") or self.scope.site(response.url)
        if response.meta.get("crawl_mode") != "article":  # an article is fetched, nothing followed
            yield from self._follow(response, site)
        result = extract(
            response.text,
            response.url,
            response.selector,
            options=self.extract_options,
            content_language=(response.headers.get("Content-Language") or b"").decode("latin-1") or None,
        )
        for note in result.notes:
            stats.inc_value(f"news/metadata/{note}")
        if result.is_article:
            stats.inc_value("news/articles")
            stats.inc_value(f"news/article/{result.reason}")
            yield ArticleItem(
                url=response.url,
                canonical_url=self.canonicalize(result.canonical_url or response.url),
                title=result.title,
                author=result.author,
                authors=result.authors,
                published=result.date,
                published_at=result.published_at,
                text=result.text,
                language=result.language,
                classification=result.classification,
                site=site,
                fetched_at=datetime.now(UTC).isoformat(timespec="seconds"),
                status=response.status,
                depth=response.meta.get("depth", 0),
                worker=self.worker_id,
                start_meta=response.meta.get("start_meta") or {},
                # For the raw-store pipeline, which removes them: the page as fetched, kept out of feeds/MongoDB.
                raw_body=response.body,
                raw_headers={
                    key.decode("latin-1"): [value.decode("latin-1") for value in values]
                    for key, values in response.headers.items()
                },
            )
        elif result.needs_render:
            self._report_needs_render(response, result.reason)
        else:
            stats.inc_value("news/not_article")
            stats.inc_value(f"news/not_article/{result.reason}")
            yield from self.discovery.not_article(response)

    @cached_property
    def extract_options(self) -> ExtractOptions:
        settings = self.crawler.settings
        return ExtractOptions(
            min_chars=self.min_chars,
            favor_precision=settings.getbool("EXTRACT_FAVOR_PRECISION", True),
            favor_recall=settings.getbool("EXTRACT_FAVOR_RECALL"),
            include_tables=settings.getbool("EXTRACT_INCLUDE_TABLES", True),
            recall_fallback=settings.getbool("EXTRACT_RECALL_FALLBACK", True),
        )

    def _follow(self, response: TextResponse, site: str) -> Iterator[scrapy.Request]:
        stats = self.crawler.stats
        for link in self.links.extract_links(response):
            url = self.canonicalize(link.url)
            if not self.scope.allows(url, site):
                stats.inc_value("news/links/offsite")
                continue
            stats.inc_value("news/links/followed")
            yield response.follow(
                url,
                callback=self.parse,
                errback=self.on_error,
                meta={
                    "site": site,
                    "start_url": response.meta.get("start_url"),
                    "start_meta": response.meta.get("start_meta") or {},
                },
            )

    def _report_needs_render(self, response: TextResponse, reason: str) -> None:
        """Article markup without article text: the page builds its content with JavaScript."""
        self.crawler.stats.inc_value("news/needs_render")
        self.logger.info("Page needs JavaScript rendering (%s): %s", reason, response.url)
        try:
            self.server.sadd(self.needs_render_key, response.url)
        except RedisError as exc:
            self.logger.warning("Could not record %s in %s: %s", response.url, self.needs_render_key, exc)
        meta = response.meta
        if self.auto_escalate and not meta.get("render") and not meta.get("render_escalated"):
            self._escalate(response)

    def _escalate(self, response: TextResponse) -> None:
        """Queue the page once more as a render request, for a render worker.

        Straight to the engine, not yielded: the depth middleware would count it as a link one level deeper.
        dont_filter: the page is in the seen filter already. `render_escalated`: never escalated twice.
        """
        meta = response.meta
        request = scrapy.Request(
            response.request.url if response.request is not None else response.url,
            callback=self.parse,
            errback=self.on_error,
            priority=response.request.priority if response.request is not None else 0,
            dont_filter=True,
            meta={
                "site": meta.get("site"),
                "start_url": meta.get("start_url"),
                "start_meta": meta.get("start_meta") or {},
                "depth": meta.get("depth", 0),
                "render": True,
                "render_escalated": True,
            },
        )
        self.crawler.engine.crawl(request)
        self.crawler.stats.inc_value("render/escalated")
        self.logger.info("Queued %s again as a render request", request.url)

    def on_error(self, failure: Failure) -> None:
        request = getattr(failure, "request", None)
        self.crawler.stats.inc_value("news/fetch_errors")
        self.crawler.stats.inc_value(f"news/fetch_errors/{failure.type.__name__}")
        url = getattr(request, "url", "?")
        self.logger.warning("Fetch failed for %s: %s", url, failure.getErrorMessage())
        self.discovery.on_error(failure)  # a failed hub is rescheduled (its interval grows)
