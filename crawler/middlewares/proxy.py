"""Proxy pool: rotation over healthy proxies, with health shared by every worker through Redis.

Proxies come from four sources, merged: the `PROXY_LIST` setting (environment `PROXY_LIST`, a comma list),
a file (`PROXY_FILE`, one URL per line, `#` comments), and a Redis set shared by the cluster
(`PROXY_REDIS_KEY`, default `{news}:proxies`; `redis-cli sadd '{news}:proxies' http://user:pass@host:port`),
re-read every `PROXY_REFRESH_INTERVAL` seconds. Only http:// and https:// proxy URLs are accepted; anything
else is logged (redacted) and counted (`proxy/invalid`).

`ProxyPoolMiddleware` (before the user-agent middleware, so agents can stick to a proxy) gives each request
the healthy proxy this worker used least recently, as `meta["proxy"]`; Scrapy's HttpProxyMiddleware turns
its credentials into a `Proxy-Authorization` header. `ProxyHealthMiddleware` (after RetryMiddleware in the
exception/response order, so it sees failures first) records the outcome:

- connection failures, timeouts and ban responses (`PROXY_BAN_CODES`, default 403, 407, 429) put the proxy
  into a cooldown shared by all workers: `PROXY_COOLDOWN_BASE` seconds, doubled with each consecutive
  failure up to `PROXY_COOLDOWN_MAX`. After the cooldown it is tried again; a success resets it.
- a request that failed through a proxy is retried through another one (by RetryMiddleware for
  exceptions, by this middleware for ban responses, at most `PROXY_BAN_RETRY_TIMES` times).
- when every proxy is cooling down, requests go direct if `PROXY_ALLOW_DIRECT`, else they wait for the
  first proxy to come back (at most `PROXY_WAIT_MAX` seconds; then that proxy is tried anyway).

Redis: `{news}:proxy:<id>` (hash: failures, cooldown_until, errors, bans, last_error) and
`{news}:proxies:cooldown` (sorted set id -> cooldown end). Stats, keyed by the redacted id `host:port`:
`proxy/requests/<id>`, `proxy/ok/<id>`, `proxy/failures/<id>`, `proxy/bans/<id>`, `proxy/cooldowns/<id>`,
`proxy/direct`, `proxy/waits`, `proxy/retried`, `proxy/invalid`, `proxy/redis_errors`. Passwords never appear
in logs, stats or the frontier: credentials are stripped from a request once its download is over, so
retries and redirects that go back to Redis carry none.

Redis is never asked on the reactor: the pool is a cache, re-read on the "proxy" lane (crawler/opsio.py)
and replaced on the reactor when the answer comes; the choice of a proxy for a request reads only that
cache. A failure puts the proxy into a local cooldown at once (PROXY_COOLDOWN_BASE) and is recorded in
Redis on the lane, whose answer (the shared cooldown, doubled per consecutive failure) then replaces it; a
success resets the proxy locally at once and in Redis on the lane. While Redis does not answer, the pool
keeps its last known proxies and cooldowns (`proxy/redis_errors`).
"""

from __future__ import annotations

import hashlib
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from redis.exceptions import RedisError
from scrapy import Request, Spider, signals
from scrapy.exceptions import NotConfigured
from scrapy.http import Response
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet import defer, task

from crawler.opsio import LaneJob, ops_lane, ops_redis_from_settings, settled

logger = logging.getLogger(__name__)

MAX_PENDING = 100  # failure and reset writes that may wait for Redis; past that they are only local
# Scrapy's meta keys that carry the proxy (and, for HttpProxyMiddleware, its credentials).
_PROXY_META = ("proxy", "proxy_id", "_auth_proxy", "_scheme_proxy")
# One failure per cooldown: requests already in flight when a proxy dies must not stretch its backoff.
_FAIL_SCRIPT = """
local until_now = tonumber(redis.call('HGET', KEYS[1], 'cooldown_until') or '0')
local now = tonumber(ARGV[3])
redis.call('HINCRBY', KEYS[1], ARGV[5], 1)
redis.call('HSET', KEYS[1], 'last_error', ARGV[4])
if until_now > now then
  return {0, tostring(until_now)}
end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local cooldown = math.min(tonumber(ARGV[2]), tonumber(ARGV[1]) * 2 ^ (failures - 1))
local cooldown_until = now + cooldown
redis.call('HSET', KEYS[1], 'cooldown_until', tostring(cooldown_until))
redis.call('ZADD', KEYS[2], cooldown_until, ARGV[6])
return {failures, tostring(cooldown_until)}
"""


@dataclass
class Proxy:
    """One proxy of the pool. `url` holds the credentials; only `id` may be logged."""

    url: str
    id: str
    cooldown_until: float = 0.0
    failures: int = 0
    last_used: float = 0.0
    local_until: float = 0.0  # a cooldown this worker started, until Redis has answered for it


def proxy_id(url: str) -> str:
    """The redacted id of a proxy, `host:port`: safe for logs, stats and Redis key names."""
    parts = urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    return f"{parts.hostname}:{port}"


def parse_proxy(raw: str) -> str | None:
    """A usable proxy URL, or None. Never echoes the raw value (it may hold a password)."""
    url = raw.strip()
    if not url or url.startswith("#"):
        return None
    if "://" not in url:
        url = "http://" + url
    try:
        parts = urlsplit(url)
        ok = parts.scheme in ("http", "https") and bool(parts.hostname) and parts.port is not None
    except ValueError:
        ok = False
    return url if ok else ""


class ProxyPool:
    """The proxies this worker knows, their shared health, and the choice of the next one."""

    def __init__(self, crawler: Any, spider_name: str) -> None:
        settings = crawler.settings
        self.stats = crawler.stats
        self.static = list(settings.getlist("PROXY_LIST"))
        self.file = settings.get("PROXY_FILE") or ""
        self.redis_key = (settings.get("PROXY_REDIS_KEY") or "") % {"name": spider_name}
        self.tag = "{" + spider_name + "}"
        self.cooldown_key = f"{self.tag}:proxies:cooldown"
        self.base = settings.getfloat("PROXY_COOLDOWN_BASE")
        self.max = settings.getfloat("PROXY_COOLDOWN_MAX")
        self.allow_direct = settings.getbool("PROXY_ALLOW_DIRECT")
        self.wait_max = settings.getfloat("PROXY_WAIT_MAX")
        self.server = ops_redis_from_settings(settings)
        self._fail = self.server.register_script(_FAIL_SCRIPT)
        self.lane = ops_lane(crawler, "proxy")
        self.reload = LaneJob(self.lane, crawler.stats, "proxy")
        self.proxies: dict[str, Proxy] = {}
        self._invalid_seen: set[str] = set()
        self._all_down_logged = False

    def health_key(self, pid: str) -> str:
        return f"{self.tag}:proxy:{pid}"

    # --- sources --------------------------------------------------------------------------------------

    def _read_sources(self) -> tuple[list[tuple[str, str]], dict[bytes, float], int]:
        """On the lane: the raw entries of every source, the shared cooldowns, and file errors."""
        entries = [(raw, "PROXY_LIST") for raw in self.static]
        file_errors = 0
        if self.file:
            try:
                entries += [(line, self.file) for line in Path(self.file).read_text().splitlines()]
            except OSError as exc:
                file_errors = 1
                logger.warning("Cannot read PROXY_FILE %s: %s", self.file, exc.strerror)
        if self.redis_key:
            members = self.server.smembers(self.redis_key)  # RedisError handled by refresh()
            entries += [(m.decode("utf-8", "replace"), self.redis_key) for m in members]
        cooldowns = dict(self.server.zrangebyscore(self.cooldown_key, time.time(), "+inf", withscores=True))
        return entries, cooldowns, file_errors

    def refresh(self, force: bool = False) -> defer.Deferred[Any] | None:
        """Re-read the sources and the shared cooldowns on the lane (Redis errors: keep the last known state);
        skipped while the previous read is unanswered."""
        return self.reload.run(
            self._read_sources, on_result=self._refreshed, on_error=self._refresh_failed, force=force
        )

    def _refresh_failed(self, exc: Exception) -> None:
        self.stats.inc_value("proxy/redis_errors")
        logger.warning("Proxy pool: Redis unavailable (%s); keeping %d known proxies", type(exc).__name__,
                       len(self.proxies))  # fmt: skip

    def _refreshed(self, result: tuple[list[tuple[str, str]], dict[bytes, float], int]) -> None:
        entries, cooldowns, file_errors = result
        if file_errors:
            self.stats.inc_value("proxy/file_errors")
        urls: dict[str, str] = {}
        for raw, source in entries:
            url = parse_proxy(raw)
            if url is None:
                continue
            if not url:
                digest = hashlib.sha256(raw.encode()).hexdigest()[:12]
                if digest not in self._invalid_seen:  # count each bad entry once, not at every refresh
                    self._invalid_seen.add(digest)
                    self.stats.inc_value("proxy/invalid")
                    logger.warning("Ignored invalid proxy entry from %s (sha256 %s): need http(s)://[user:pass@]host:port",
                                   source, digest)  # fmt: skip
                continue
            pid = proxy_id(url)
            if pid in urls and urls[pid] != url:
                pid = f"{pid}~{hashlib.sha256(url.encode()).hexdigest()[:6]}"  # same host:port, other user
            urls[pid] = url
        known = self.proxies
        self.proxies = {}
        now = time.time()
        for pid, url in urls.items():
            proxy = known.get(pid) or Proxy(url, pid)
            proxy.url = url
            shared = cooldowns.get(pid.encode())
            if shared is not None:  # another worker saw it fail: our next success must reset it for all
                proxy.cooldown_until = float(shared)
                proxy.failures = max(proxy.failures, 1)
            elif proxy.local_until <= now:
                proxy.cooldown_until = 0.0
            # else: a failure seen here is not in Redis yet (its write is on the lane): keep it cooling
            self.proxies[pid] = proxy
        self.stats.set_value("proxy/pool_size", len(self.proxies))
        self.stats.set_value("proxy/cooling_down", sum(1 for p in self.proxies.values() if self._cooling(p)))

    # --- choice ---------------------------------------------------------------------------------------

    @staticmethod
    def _cooling(proxy: Proxy, now: float | None = None) -> bool:
        return proxy.cooldown_until > (time.time() if now is None else now)

    def choose(self) -> tuple[Proxy | None, float]:
        """(proxy, 0) for the healthy proxy used least recently; (soonest back, seconds to wait) if all are
        cooling down; (None, 0) when the pool is empty."""
        if not self.proxies:
            return None, 0.0
        now = time.time()
        healthy = [p for p in self.proxies.values() if not self._cooling(p, now)]
        if healthy:
            if self._all_down_logged:
                logger.info("Proxy pool: %d of %d proxies available again", len(healthy), len(self.proxies))
                self._all_down_logged = False
            proxy = min(healthy, key=lambda p: p.last_used)
            proxy.last_used = time.monotonic()
            return proxy, 0.0
        soonest = min(self.proxies.values(), key=lambda p: p.cooldown_until)
        return soonest, soonest.cooldown_until - now

    def log_all_down(self, action: str, wait: float) -> None:
        if not self._all_down_logged:  # once per outage, not once per request
            self._all_down_logged = True
            logger.warning("Proxy pool: all %d proxies are cooling down (next back in %.1fs); %s",
                           len(self.proxies), wait, action)  # fmt: skip

    # --- health ---------------------------------------------------------------------------------------

    def failed(self, pid: str, reason: str, kind: str) -> defer.Deferred[Any]:
        """Record a failure (`kind` errors or bans): a local cooldown at once, the shared one on the lane."""
        proxy = self.proxies.get(pid)
        self.stats.inc_value(f"proxy/{'bans' if kind == 'bans' else 'failures'}/{pid}")
        now = time.time()
        if proxy is not None and not self._cooling(proxy, now):
            # Chosen no more from now on; Redis's answer sets the real (shared, doubling) cooldown.
            proxy.cooldown_until = proxy.local_until = now + self.base
        if self.lane.pending >= MAX_PENDING:  # Redis is not answering: do not queue writes without end
            d: defer.Deferred[Any] = defer.fail(RedisError("the proxy lane is full: Redis is not answering"))
        else:
            d = self.lane.call(
                self._fail,
                keys=[self.health_key(pid), self.cooldown_key],
                args=[self.base, self.max, now, reason[:200], kind, pid],
            )
        d.addCallbacks(self._failure_recorded, self._failure_not_recorded, callbackArgs=(pid, reason, now),
                       errbackArgs=(pid, reason, now))  # fmt: skip
        return d.addErrback(self._bug)

    def _bug(self, failure: Any) -> None:
        self.stats.inc_value("proxy/errors")
        logger.error("Proxy pool: error handling a Redis reply: %s", failure.getErrorMessage())

    def _failure_not_recorded(self, failure: Any, pid: str, reason: str, now: float) -> None:
        if not failure.check(RedisError):
            failure.raiseException()
        self.stats.inc_value("proxy/redis_errors")
        logger.warning("Proxy pool: could not record the failure of %s in Redis (%s)", pid, failure.type.__name__)
        proxy = self.proxies.get(pid)  # keep the cooldown locally at least
        self._failure_recorded([(proxy.failures + 1 if proxy else 1), now + self.base], pid, reason, now)

    def _failure_recorded(self, reply: Any, pid: str, reason: str, now: float) -> None:
        failures, until = int(reply[0]), float(reply[1])
        proxy = self.proxies.get(pid)
        if proxy is not None:
            provisional = proxy.local_until > 0  # this failure's local cooldown: Redis's answer replaces it
            proxy.local_until = 0.0
            proxy.cooldown_until = until if provisional else max(proxy.cooldown_until, until)
            if failures:
                proxy.failures = failures
        if failures:
            self.stats.inc_value(f"proxy/cooldowns/{pid}")
            self.stats.inc_value("proxy/cooldowns")
            logger.warning("Proxy %s put in cooldown for %.0fs after failure %d (%s)", pid, until - now,
                           failures, reason)  # fmt: skip

    def succeeded(self, pid: str) -> defer.Deferred[Any] | None:
        self.stats.inc_value(f"proxy/ok/{pid}")
        proxy = self.proxies.get(pid)
        if proxy is None or not proxy.failures:
            return None  # healthy already: no Redis write on the hot path
        proxy.failures = 0
        proxy.cooldown_until = proxy.local_until = 0.0
        d = self.lane.call(self._reset, pid)
        d.addCallbacks(lambda _: logger.info("Proxy %s works again: cooldown reset", pid), self._reset_failed,
                       errbackArgs=(pid,))  # fmt: skip
        return d.addErrback(self._bug)

    def _reset(self, pid: str) -> None:
        pipe = self.server.pipeline(transaction=False)
        pipe.hset(self.health_key(pid), "failures", 0)
        pipe.hset(self.health_key(pid), "cooldown_until", 0)
        pipe.zrem(self.cooldown_key, pid)
        pipe.execute()

    def _reset_failed(self, failure: Any, pid: str) -> None:
        if not failure.check(RedisError):
            failure.raiseException()
        self.stats.inc_value("proxy/redis_errors")
        logger.warning("Proxy pool: could not reset %s in Redis (%s)", pid, failure.type.__name__)


def strip_proxy(request: Request) -> None:
    """Remove the proxy and its credentials from a finished request, so copies of it (retries, redirects)
    that go back to the shared frontier carry no secret and get a fresh proxy from the pool."""
    for key in _PROXY_META:
        request.meta.pop(key, None)
    if b"Proxy-Authorization" in request.headers:
        del request.headers[b"Proxy-Authorization"]


class ProxyPoolMiddleware:
    """Assigns a proxy from the pool to each request (downloader middleware, before user agents)."""

    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.refresh_interval = crawler.settings.getfloat("PROXY_REFRESH_INTERVAL")
        self.render_enabled = crawler.settings.getbool("RENDER_ENABLED")
        self.pool: ProxyPool | None = None
        self._loop: task.LoopingCall | None = None
        crawler.signals.connect(self._opened, signal=signals.spider_opened)
        crawler.signals.connect(self._closed, signal=signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Any) -> ProxyPoolMiddleware:
        if not crawler.settings.getbool("PROXY_POOL_ENABLED"):
            raise NotConfigured
        return cls(crawler)

    async def _opened(self, spider: Spider) -> None:
        pool = self.pool = ProxyPool(self.crawler, spider.name)
        self.crawler.proxy_pool = pool  # for ProxyHealthMiddleware
        await settled(pool.refresh(force=True))  # the engine awaits this: the first requests get proxies
        if pool.proxies:
            logger.info("Proxy pool: %d proxies (%s)", len(pool.proxies), ", ".join(sorted(pool.proxies)))
        if self.refresh_interval > 0:
            self._loop = task.LoopingCall(pool.refresh)
            self._loop.start(self.refresh_interval, now=False)

    def _closed(self, spider: Spider) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()

    async def process_request(self, request: Request, spider: Spider | None = None) -> None:
        pool = self.pool
        if pool is None or request.meta.get("playwright") or (self.render_enabled and request.meta.get("render")):
            return  # the browser does its own networking: meta["proxy"] would not be used
        if "proxy" in request.meta and "proxy_id" not in request.meta and not request.meta.get("proxy_direct"):
            return  # chosen on purpose by the spider (None: go direct)
        proxy, wait = pool.choose()
        if proxy is not None and wait > 0:
            if pool.allow_direct:
                pool.log_all_down("going direct (PROXY_ALLOW_DIRECT)", wait)
                self.stats.inc_value("proxy/direct")
                request.meta.pop("proxy_id", None)
                request.meta.update(proxy=None, proxy_direct=True)  # a retry asks the pool again
                return
            pool.log_all_down(f"requests wait up to {pool.wait_max:.0f}s", wait)
            self.stats.inc_value("proxy/waits")
            from twisted.internet import reactor

            await maybe_deferred_to_future(task.deferLater(reactor, min(wait, pool.wait_max), lambda: None))
            proxy, _ = pool.choose()  # the soonest back, or one another worker has reset meanwhile
        if proxy is None:
            return  # no proxies configured: direct
        request.meta.pop("proxy_direct", None)
        request.meta["proxy"] = proxy.url
        request.meta["proxy_id"] = proxy.id
        self.stats.inc_value(f"proxy/requests/{proxy.id}")


class ProxyHealthMiddleware:
    """Records each proxied download's outcome in the pool (downloader middleware, after RetryMiddleware)."""

    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.ban_codes = {int(c) for c in crawler.settings.getlist("PROXY_BAN_CODES")}
        self.ban_retries = crawler.settings.getint("PROXY_BAN_RETRY_TIMES")

    @classmethod
    def from_crawler(cls, crawler: Any) -> ProxyHealthMiddleware:
        if not crawler.settings.getbool("PROXY_POOL_ENABLED"):
            raise NotConfigured
        return cls(crawler)

    @property
    def pool(self) -> ProxyPool | None:
        return getattr(self.crawler, "proxy_pool", None)

    def process_response(self, request: Request, response: Response, spider: Spider | None = None) -> Any:
        pid = request.meta.get("proxy_id")
        pool = self.pool
        # Credentials go whatever their source (the pool, or HTTP(S)_PROXY in the environment): copies of
        # this request (retries, redirects) are written to the shared frontier.
        strip_proxy(request)
        if not pid or pool is None:
            return response
        if response.status not in self.ban_codes:
            pool.succeeded(pid)
            return response
        if response.status == 429 or b"Retry-After" in response.headers:
            # A rate limit is the site's word about its own pace: the politeness middleware pauses the
            # domain and the retry tiers wait; cooling proxies down for it would only drain the pool.
            return response
        pool.failed(pid, f"HTTP {response.status}", "bans")
        # A ban belongs to the proxy, not the page: try the page through another proxy. Its own counter,
        # so proxy bans do not use up the page's immediate retries (RETRY_TIMES) or the other way round.
        tries = int(request.meta.get("proxy_ban_retries", 0))
        if tries >= self.ban_retries:
            self.stats.inc_value("proxy/retry/max_reached")
            return response
        retry = request.copy()
        retry.meta["proxy_ban_retries"] = tries + 1
        retry.dont_filter = True
        self.stats.inc_value("proxy/retry/count")
        self.stats.inc_value(f"proxy/retry/reason_count/proxy_ban_{response.status}")
        self.stats.inc_value("proxy/retried")
        return retry

    def process_exception(self, request: Request, exception: Exception, spider: Spider | None = None) -> None:
        pid = request.meta.get("proxy_id")
        pool = self.pool
        strip_proxy(request)  # the retry middleware's copy then gets another proxy, and no credentials
        if not pid or pool is None:
            return None
        pool.failed(pid, type(exception).__name__, "errors")
        return None
