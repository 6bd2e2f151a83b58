"""Spiders on the shared frontier: `RedisMixin` and the scrapy-redis style base classes built on it.

    from crawler.frontier.spider import RedisSpider, RedisCrawlSpider, RedisSitemapSpider

    class MySpider(RedisSpider):
        name = "myspider"
        redis_key = "myspider:start_urls"       # default: REDIS_START_URLS_KEY / START_URLS_KEY

        def parse(self, response):
            yield {"url": response.url, "title": response.css("title::text").get()}

`redis-cli lpush myspider:start_urls https://example.com/` (or JSON `{"url": ..., "meta": {...},
"priority": N, "dont_filter": bool}`), then `scrapy crawl myspider` on every worker.

What the mixin does, for any `Spider`, `CrawlSpider` or `SitemapSpider`:

- Start URLs are moved from the Redis list `redis_key` into the frontier in batches of
  `redis_batch_size` whenever the shared queue runs short (every START_URLS_POLL_INTERVAL seconds and
  when the worker idles). A batch stays claimed in Redis until its requests are queued, so a worker
  killed in between loses nothing (scrapy-redis pops them, and a crash loses them).
- Each entry goes through `make_request_from_data(data: bytes)`, as in scrapy-redis; override it to build
  your own requests (return a Request, an iterable of them, or None). The default validates the entry
  (plain URL or JSON), keeps a bad one in `<redis_key>:invalid` with its reason, and builds the request
  with `request_from_entry(entry)`, which subclasses may override too.
- The worker stays alive while the frontier has work anywhere in the cluster, and closes after
  `max_idle_time` seconds with nothing to do (0: never).

scrapy-redis settings understood: REDIS_URL, REDIS_START_URLS_KEY, REDIS_START_URLS_BATCH_SIZE,
REDIS_START_URLS_AS_SET (the start key is a set), REDIS_START_URLS_AS_ZSET (a sorted set, highest score
first), REDIS_ENCODING, MAX_IDLE_TIME_BEFORE_CLOSE. SCHEDULER_PERSIST is always true here (a worker that
stops must not clear a frontier other workers share): logged when set otherwise. The intake itself is
crawler/frontier/intake.py.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Iterable
from functools import cached_property
from typing import Any

import scrapy
from scrapy import signals
from scrapy.exceptions import DontCloseSpider
from scrapy.spiders import CrawlSpider, SitemapSpider
from scrapy.utils.defer import deferred_from_coro

from crawler.frontier.component import Frontier, start_urls_type
from crawler.frontier.connection import redis_from_settings
from crawler.frontier.feeder import StartURLFeeder
from crawler.frontier.intake import StartURLIntake, build_feeder
from crawler.frontier.keys import start_urls_key
from crawler.frontier.starturls import InvalidStartEntry, StartEntry


class RedisMixin:
    """Start URLs from Redis into the shared frontier, and the stay-alive logic; mix in before a Spider."""

    redis_key: str | None = None
    redis_batch_size: int | None = None
    redis_encoding: str | None = None
    max_idle_time: float | None = None

    # Provided by scrapy.Spider.
    name: str
    crawler: Any
    logger: Any

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> Any:
        spider = super().from_crawler(crawler, *args, **kwargs)  # type: ignore[misc]
        spider.setup_redis(crawler)
        return spider

    def setup_redis(self, crawler: Any) -> None:
        settings = crawler.settings
        self.worker_id: str = settings.get("WORKER_ID")
        self.server = redis_from_settings(settings)
        self.redis_key = start_urls_key(settings, self)
        self.start_key = self.redis_key
        if self.redis_batch_size is None:
            self.redis_batch_size = settings.getint(
                "REDIS_START_URLS_BATCH_SIZE", settings.getint("START_URLS_BATCH_SIZE", 200)
            )
        self.redis_batch_size = int(self.redis_batch_size)
        self.redis_encoding = self.redis_encoding or settings.get("REDIS_ENCODING") or "utf-8"
        if self.max_idle_time is None:
            # Two names for one setting (ours, scrapy-redis'): the one set with the higher priority (-s,
            # custom_settings) wins; at equal priority, CRAWL_IDLE_TIMEOUT.
            ours, theirs = "CRAWL_IDLE_TIMEOUT", "MAX_IDLE_TIME_BEFORE_CLOSE"
            name = theirs if (settings.getpriority(theirs) or -1) > (settings.getpriority(ours) or -1) else ours
            self.max_idle_time = settings.getfloat(name)
        self.poll_interval = settings.getfloat("START_URLS_POLL_INTERVAL", 1.0)
        if not settings.getbool("SCHEDULER_PERSIST", True):
            self.logger.warning("SCHEDULER_PERSIST=False ignored: the shared frontier is kept when a worker stops")
        self.start_urls_type = start_urls_type(settings)  # fails early if both scrapy-redis switches are set
        self._idle_since: float | None = None
        self._idle_call: Any = None  # the next idle poll (_watch_idle)
        crawler.signals.connect(self._on_idle, signal=signals.spider_idle)
        crawler.signals.connect(self._on_opened, signal=signals.spider_opened)
        crawler.signals.connect(self._on_closed, signal=signals.spider_closed)

    # --- start URLs -----------------------------------------------------------------------------------

    @cached_property
    def feeder(self) -> StartURLFeeder:
        # Built on first use: the crawler's stats collector does not exist yet in from_crawler().
        # No asserts here: inspect.getmembers() (Scrapy's callback lookup) reads every property and only
        # tolerates AttributeError, which a spider that is not set up yet raises here (no `server`).
        return build_feeder(self.crawler, self.server, str(self.redis_key))

    @cached_property
    def intake(self) -> StartURLIntake:
        return StartURLIntake(self.crawler, self.feeder, self._requests_from, int(self.redis_batch_size or 1))

    async def start(self) -> AsyncIterator[Any]:
        self.schedule_next_requests()
        return
        yield  # an async generator that yields nothing: start URLs go straight to the frontier

    def make_request_from_data(self, data: bytes) -> scrapy.Request | Iterable[scrapy.Request] | None:
        """The request(s) for one start-URL list entry (scrapy-redis' hook); None if the entry is bad."""
        entries = self.feeder.parse([data])
        return self.request_from_entry(entries[0]) if entries else None

    def request_from_entry(self, entry: StartEntry) -> scrapy.Request:
        """The request for a validated start entry: the spider's default callback, the entry's options."""
        return scrapy.Request(entry.url, meta=dict(entry.meta), priority=entry.priority, dont_filter=entry.dont_filter)

    def _requests_from(self, data: bytes) -> list[scrapy.Request]:
        try:
            made = self.make_request_from_data(data)
        except Exception as exc:  # a subclass's hook failed on this entry: keep the entry, not the worker
            self.feeder.reject(data, InvalidStartEntry("make_request_error", f"{type(exc).__name__}: {exc}"[:300]))
            return []
        if made is None:
            return []
        if isinstance(made, scrapy.Request):
            return [made]
        return [r for r in made if isinstance(r, scrapy.Request)]

    def schedule_next_requests(self) -> int:
        """Move start-URL batches into the frontier while its shared queue is short of a batch
        (crawler/frontier/intake.py); returns the number of entries moved."""
        return self.intake.tick()

    def _on_opened(self, spider: scrapy.Spider) -> None:
        if spider is not self:
            return
        frontier = Frontier.of(self.crawler)
        if frontier is None:
            self.logger.error("%s needs SCHEDULER=crawler.frontier.scheduler.FrontierScheduler", type(self).__name__)
            return
        frontier.housekeeping.add("start_urls", self.poll_interval, self.schedule_next_requests)

    def _on_closed(self, spider: scrapy.Spider, reason: str) -> None:
        frontier = Frontier.of(self.crawler)
        if frontier is not None:
            frontier.housekeeping.remove("start_urls")
        if "intake" in self.__dict__:  # built on first use (cached_property): nothing to report otherwise
            self.intake.close()

    # --- staying alive --------------------------------------------------------------------------------

    def _frontier_busy(self) -> bool:
        """Work anywhere in the cluster this worker might get (see Frontier.busy: from the counts the
        frontier's lane last read, never a round trip here; True while Redis cannot be read)."""
        frontier = Frontier.of(self.crawler)
        if frontier is None:
            return False  # not on the frontier scheduler (logged at open): nothing to wait for
        return self.intake.active or frontier.busy()

    def _on_idle(self, spider: scrapy.Spider) -> None:
        """Keep the worker alive while the frontier has work or until the idle timeout passes."""
        if spider is not self:
            return
        busy = self.schedule_next_requests() > 0 or self._frontier_busy()
        now = time.monotonic()
        timeout = float(self.max_idle_time or 0)
        if timeout > 0:
            self._watch_idle(timeout)
        if busy:
            self._idle_since = None
            raise DontCloseSpider
        if self._idle_since is None:
            self._idle_since = now
        if timeout <= 0 or now - self._idle_since < timeout:
            raise DontCloseSpider
        self.logger.info("Frontier empty for %.1fs (idle timeout): closing", now - self._idle_since)

    # Scrapy sends spider_idle again only on its engine heartbeat (5 s), and Frontier.busy() answers from the
    # counts read one call earlier: an idle timeout alone would close 5-10 s late. So while the engine is
    # idle, the spider re-reads the counts itself every IDLE_POLL_S (at most) and closes at the timeout.
    IDLE_POLL_S = 0.5

    def _watch_idle(self, timeout: float) -> None:
        """Poll the idleness of the engine and the frontier until the engine works again or it closes."""
        if self._idle_call is not None and self._idle_call.active():
            return
        from twisted.internet import reactor  # the running one: importing it at module level would install one

        poll = max(0.05, min(self.IDLE_POLL_S, timeout / 4))
        left = timeout - (time.monotonic() - self._idle_since) if self._idle_since is not None else poll
        self._idle_call = reactor.callLater(max(0.0, min(poll, left)), self._idle_poll, timeout)

    def _idle_poll(self, timeout: float) -> None:
        engine = self.crawler.engine
        frontier = Frontier.of(self.crawler)
        if frontier is None or not _engine_idle(engine):
            return  # working again (its next idle signal watches again), or closing
        if frontier.has_unwritten or frontier.has_pending_acks:
            self._watch_idle(timeout)  # its own writes are on their way: counts read now would not show them
            return

        def answered(busy: bool) -> None:
            now = time.monotonic()
            if busy or self.intake.active or self.schedule_next_requests() > 0:
                self._idle_since = None
            elif self._idle_since is None:
                self._idle_since = now
            elif now - self._idle_since >= timeout and _engine_idle(engine):
                self.logger.info("Frontier empty for %.1fs (idle timeout): closing", now - self._idle_since)
                deferred_from_coro(engine.close_spider_async(reason="finished"))
                return
            self._watch_idle(timeout)

        frontier.busy_now(answered)


def _engine_idle(engine: Any) -> bool:
    """Whether the engine runs and has nothing to download, schedule or process."""
    try:
        return bool(engine is not None and engine.running and engine.spider_is_idle())
    except RuntimeError:  # no slot: the spider is closed
        return False


class RedisSpider(RedisMixin, scrapy.Spider):
    """A Spider fed from the Redis list `redis_key`, on the shared frontier (scrapy-redis' RedisSpider)."""


class RedisCrawlSpider(RedisMixin, CrawlSpider):
    """A CrawlSpider on the shared frontier; start URLs are parsed like CrawlSpider's own (rules apply)."""


class RedisSitemapSpider(RedisMixin, SitemapSpider):
    """A SitemapSpider on the shared frontier: the Redis entries are sitemap (or robots.txt) URLs."""

    def request_from_entry(self, entry: StartEntry) -> scrapy.Request:
        request = super().request_from_entry(entry)
        return request.replace(callback=self._parse_sitemap)
