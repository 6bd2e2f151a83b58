"""robots.txt for the whole cluster: fetched once per site per expiry, obeyed by every request.

Replaces Scrapy's RobotsTxtMiddleware (which, in Scrapy 2.19, answers `None` -- allow all -- to every
request that waits on a robots.txt download except the first, so a batch claimed for a new site slips
through). Here:

- The robots.txt of an origin (scheme://host:port) is kept in Redis (`ROBOTSTXT_CACHE_KEY` + origin: a
  hash with the status and body) for ROBOTSTXT_CACHE_TTL seconds. One worker fetches it, holding the lock
  `<key>:lock` (ROBOTSTXT_LOCK_SECONDS); the others wait for the hash (polling every
  ROBOTSTXT_POLL_INTERVAL seconds) instead of fetching it too. A worker that gets the lock reads the hash
  again first: another may have stored it and let the lock go since this worker's first read.
- No request of an origin is released before its rules are known; every request waiting on the same
  lookup gets the same, real answer.
- 2xx: the body is parsed with ROBOTSTXT_PARSER (Protego by default) and matched against
  ROBOTSTXT_USER_AGENT. 4xx: no rules (allow all, RFC 9309). 5xx or no answer: allow all, like Scrapy,
  but only remembered for ROBOTSTXT_ERROR_TTL seconds, so it is asked again soon.
- A disallowed request ends as a refusal (crawler/frontier/refusals.py): logged once per spell, counted
  in `robotstxt/refused` and `refused/robotstxt`, recorded in `{<spider>}:refused`; never a fetch
  failure or a dead letter.
- If Redis is unreachable, a worker fetches robots.txt itself (`robotstxt/redis_errors`): rules stay
  obeyed, only the sharing is lost.
- Redis is asked on the "robots" lane (crawler/opsio.py: a client with OPS_REDIS_SOCKET_TIMEOUT), never on
  the reactor: a request waiting for its origin's rules waits in `process_request` (a coroutine Scrapy
  awaits), the other downloads go on. A Redis that stops answering costs one lookup one timeout; that
  robots.txt, and those of the lookups queued behind it or made in the next CACHE_RETRY_SECONDS, are then
  fetched by the worker itself as above.

Other components read the rules through `ClusterRobotsTxtMiddleware.of(crawler).rules_for(url)` (the
Crawl-delay handling in crawler/middlewares/politeness.py does); Scrapy's `robots_parsed` signal is sent
whenever a worker parses a robots.txt.
Stats: robotstxt/request_count, robotstxt/response_count, robotstxt/response_status_count/<status>,
robotstxt/cache_hits, robotstxt/refused, robotstxt/redis_errors.
"""

from __future__ import annotations

import logging
import time
from typing import Any
from weakref import WeakKeyDictionary

from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError
from scrapy import Request, Spider, signals
from scrapy.exceptions import IgnoreRequest, NotConfigured
from scrapy.http.request import NO_CALLBACK
from scrapy.robotstxt import RobotParser
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.httpobj import urlparse_cached
from scrapy.utils.misc import build_from_crawler, load_object
from twisted.internet import task
from twisted.internet.defer import Deferred

from crawler.frontier.refusals import RefusalLog
from crawler.opsio import ops_lane, ops_redis_from_settings

logger = logging.getLogger(__name__)

# Deletes the lock only if it is still ours (it may have expired and been taken by another worker).
_UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0"

Rules = RobotParser | None  # None: no rules (allow all)
CACHE_RETRY_SECONDS = 5.0  # after the cache failed, lookups skip it this long (each worker fetches itself)


def origin_of(request: Request) -> str:
    parts = urlparse_cached(request)
    return f"{parts.scheme}://{parts.netloc}"


class ClusterRobotsTxtMiddleware:
    DOWNLOAD_PRIORITY = 1000
    _instances: WeakKeyDictionary[Any, ClusterRobotsTxtMiddleware] = WeakKeyDictionary()

    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        if not settings.getbool("ROBOTSTXT_OBEY"):
            raise NotConfigured
        self.crawler = crawler
        self.stats = crawler.stats
        self.agent: str = settings.get("ROBOTSTXT_USER_AGENT") or settings.get("USER_AGENT")
        self.worker = str(settings.get("WORKER_ID") or "")
        self.key_prefix: str = settings.get("ROBOTSTXT_CACHE_KEY", "robotstxt:")
        self.ttl = settings.getfloat("ROBOTSTXT_CACHE_TTL", 86400.0)
        self.error_ttl = settings.getfloat("ROBOTSTXT_ERROR_TTL", 300.0)
        self.lock_seconds = settings.getfloat("ROBOTSTXT_LOCK_SECONDS", 60.0)
        self.poll = settings.getfloat("ROBOTSTXT_POLL_INTERVAL", 0.1)
        self.parser_class: type[RobotParser] = load_object(settings.get("ROBOTSTXT_PARSER"))
        build_from_crawler(self.parser_class, crawler, b"")  # fails now if the parser's library is missing
        self.server = ops_redis_from_settings(settings)
        self.lane = ops_lane(crawler, "robots")
        self._cache_down_until = 0.0  # monotonic; written on the lane only
        self.refusals = RefusalLog.of(crawler)
        self._rules: dict[str, tuple[Rules, float]] = {}  # origin -> (rules, monotonic expiry)
        self._waiting: dict[str, list[Deferred[Rules]]] = {}  # origin -> requests waiting on its lookup
        self._unlock = self.server.register_script(_UNLOCK)
        ClusterRobotsTxtMiddleware._instances[crawler] = self

    @classmethod
    def from_crawler(cls, crawler: Any) -> ClusterRobotsTxtMiddleware:
        return cls(crawler)

    @classmethod
    def of(cls, crawler: Any) -> ClusterRobotsTxtMiddleware | None:
        """The crawler's robots.txt middleware, None if robots.txt is not obeyed."""
        return cls._instances.get(crawler)

    def rules_for(self, url_or_request: str | Request) -> Rules | bool:
        """Known rules of the request's origin: a RobotParser, None (no rules), or False (not known yet)."""
        request = url_or_request if isinstance(url_or_request, Request) else Request(url_or_request)
        known = self._rules.get(origin_of(request))
        return known[0] if known is not None and known[1] > time.monotonic() else False

    # --- requests --------------------------------------------------------------------------------------

    async def process_request(self, request: Request, spider: Spider | None = None) -> None:
        if request.meta.get("dont_obey_robotstxt") or request.url.startswith(("data:", "file:")):
            return
        rules = await self.rules(request)
        if rules is not None and not rules.allowed(request.url, self.agent):
            self.stats.inc_value("robotstxt/refused")
            raise self.refusals.refuse(request, "robotstxt", "disallowed by robots.txt")

    async def rules(self, request: Request) -> Rules:
        """The rules of the request's origin, fetched or read from Redis first if not known (or expired)."""
        origin = origin_of(request)
        known = self._rules.get(origin)
        if known is not None and known[1] > time.monotonic():
            return known[0]
        waiting = self._waiting.get(origin)
        if waiting is not None:  # another request of this origin is looking them up: same answer for all
            mine: Deferred[Rules] = Deferred()
            waiting.append(mine)
            return await maybe_deferred_to_future(mine)
        self._waiting[origin] = []
        rules: Rules = None
        try:
            rules = await self._lookup(origin, request)
        finally:
            # Whatever happened, nobody is left waiting (an unexpected error means: no rules, as Scrapy).
            for deferred in self._waiting.pop(origin, []):
                deferred.callback(rules)
        return rules

    # --- lookup ----------------------------------------------------------------------------------------

    async def _redis(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        """`fn(*args, **kwargs)` on the robots lane, awaited (the reactor goes on meanwhile)."""
        return await maybe_deferred_to_future(self.lane.call(self._on_lane, fn, *args, **kwargs))

    def _on_lane(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        """On the lane: after a Redis error, the lookups queued behind it fail at once for CACHE_RETRY_SECONDS
        instead of costing a timeout each (a batch of new sites would otherwise wait for them one by one)."""
        if time.monotonic() < self._cache_down_until:
            raise RedisConnectionError("the robots.txt cache did not answer a moment ago")
        try:
            return fn(*args, **kwargs)
        except RedisError:
            self._cache_down_until = time.monotonic() + CACHE_RETRY_SECONDS
            raise

    def _read_entry(self, key: str) -> tuple[dict[bytes, bytes], int]:
        pipe = self.server.pipeline(transaction=False)
        pipe.hgetall(key)
        pipe.pttl(key)
        entry, pttl = pipe.execute()
        return entry, pttl

    def _lock(self, key: str, token: str) -> tuple[bool, dict[bytes, bytes], int]:
        """Take the fetch lock; if taken, read the entry again: a worker that stored it and let the lock go
        between this worker's read and its lock must not have it fetched twice."""
        if not self.server.set(key + ":lock", token, nx=True, px=int(self.lock_seconds * 1000)):
            return False, {}, 0
        entry, pttl = self._read_entry(key)
        return True, entry, pttl

    def _store_entry(self, key: str, status: int, body: bytes) -> None:
        pipe = self.server.pipeline(transaction=True)
        pipe.hset(key, mapping={"status": status, "body": body, "at": time.time()})
        pipe.pexpire(key, int(self._ttl(status) * 1000))
        pipe.execute()

    async def _lookup(self, origin: str, request: Request) -> Rules:
        key = self.key_prefix + origin
        token = f"{self.worker}:{time.time_ns()}"
        while True:
            try:
                entry, pttl = await self._redis(self._read_entry, key)
                if entry:
                    return await self._cached(origin, entry, pttl, request)
                locked, entry, pttl = await self._redis(self._lock, key, token)
                if locked and entry:  # stored (and unlocked) by another worker since the read above
                    await self._unlock_later(key + ":lock", token)
                    return await self._cached(origin, entry, pttl, request)
                if locked:
                    seconds = 0.0
                    try:
                        status, body = await self._fetch(origin)
                        seconds = self._ttl(status)
                        await self._redis(self._store_entry, key, status, body)
                    except RedisError as exc:  # fetched, but not shared: obeyed here, asked again soon
                        self.stats.inc_value("robotstxt/redis_errors")
                        logger.warning("robots.txt of %s not stored in the cache (%s)", origin, exc)
                        seconds = min(seconds, self.error_ttl)
                    finally:
                        await self._unlock_later(key + ":lock", token)
                    return await self._remember(origin, status, body, seconds, request)
            except RedisError as exc:
                self.stats.inc_value("robotstxt/redis_errors")
                logger.warning("robots.txt cache unreachable (%s): fetching %s/robots.txt on this worker", exc, origin)
                status, body = await self._fetch(origin)
                return await self._remember(origin, status, body, self.error_ttl, request)
            # Another worker holds the lock and is fetching it; its lock expires if it dies.
            await self._sleep(self.poll)

    async def _cached(self, origin: str, entry: dict[bytes, bytes], pttl: int, request: Request) -> Rules:
        self.stats.inc_value("robotstxt/cache_hits")
        status = int(entry.get(b"status", b"0"))
        seconds = pttl / 1000 if pttl and pttl > 0 else self._ttl(status)
        return await self._remember(origin, status, entry.get(b"body", b""), seconds, request)

    async def _unlock_later(self, lock: str, token: str) -> None:
        """Release the fetch lock; if Redis does not answer, it expires by itself (ROBOTSTXT_LOCK_SECONDS)."""
        try:
            await self._redis(self._unlock, keys=[lock], args=[token])
        except RedisError as exc:
            self.stats.inc_value("robotstxt/redis_errors")
            logger.debug("robots.txt fetch lock %s not released (it expires): %s", lock, exc)

    def _ttl(self, status: int) -> float:
        return self.ttl if 200 <= status < 500 else self.error_ttl

    async def _fetch(self, origin: str) -> tuple[int, bytes]:
        """(status, body) of `origin`/robots.txt; status 0 if it could not be downloaded."""
        robots = Request(
            f"{origin}/robots.txt", priority=self.DOWNLOAD_PRIORITY, meta={"dont_obey_robotstxt": True},
            callback=NO_CALLBACK,
        )  # fmt: skip
        self.stats.inc_value("robotstxt/request_count")
        try:
            response = await self.crawler.engine.download_async(robots)
        except IgnoreRequest:
            return 0, b""
        except Exception as exc:  # any download error: robots.txt unreachable
            self.stats.inc_value(f"robotstxt/exception_count/{type(exc).__name__}")
            logger.warning("Could not download %s: %s", robots.url, exc)
            return 0, b""
        self.stats.inc_value("robotstxt/response_count")
        self.stats.inc_value(f"robotstxt/response_status_count/{response.status}")
        return response.status, response.body

    async def _remember(self, origin: str, status: int, body: bytes, seconds: float, request: Request) -> Rules:
        rules: Rules = None
        if 200 <= status < 300:
            rules = build_from_crawler(self.parser_class, self.crawler, body)
            await self.crawler.signals.send_catch_log_async(
                signal=signals.robots_parsed, robotparser=rules, request=request
            )
        elif not 400 <= status < 500:
            logger.warning(
                "robots.txt of %s unreachable (status %s): allowed for now, asked again in %.0fs", origin,
                status or "none", seconds,
            )  # fmt: skip
        self._rules[origin] = (rules, time.monotonic() + seconds)
        return rules

    @staticmethod
    async def _sleep(seconds: float) -> None:
        from twisted.internet import reactor  # here: a module-level import would install the default reactor

        await maybe_deferred_to_future(task.deferLater(reactor, seconds, lambda: None))
