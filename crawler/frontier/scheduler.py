"""FrontierScheduler: Scrapy scheduler over the crash-safe shared frontier in Redis.

- Enqueue: requests are serialized as JSON (never pickle), fingerprinted on canonical URLs and queued in
  batches by one Lua script that does the RedisBloom check-and-add and the push atomically, into the queue
  of their politeness domain (crawler/frontier/politeness.py) and class: requests with meta `render`
  wait for workers with `RENDER_ENABLED`. A request with meta `frontier_delay_ms` goes to the delay queue.
- Claim: `next_request()` claims a batch from the domains whose cluster-wide delay has passed, each under
  a lease of `FRONTIER_LEASE_SECONDS`; leases of requests still in progress are extended every
  `FRONTIER_LEASE_EXTEND_INTERVAL` seconds.
- Ack: a claim is acked only once the engine is completely done with the request — its callback output
  (items through the pipelines, new requests into this scheduler) was handed on, or it finally failed. New
  requests are flushed to Redis before the ack.
- Reclaim: every worker requeues expired leases of dead workers; after `FRONTIER_MAX_RECLAIMS` the request
  goes to the dead-letter list `{spider}:dead`. The same loop moves due delayed retries back.
  `dead_letter()` adds a request that failed for good (crawler/middlewares/retry.py). Payloads that do
  not decode are kept in `{spider}:rejected`.
- Outages: a Redis error never kills the worker; it backs off, keeps new requests and acks in memory and
  carries on when Redis is back. A graceful stop hands prefetched, unstarted requests back at once.

Stats: frontier/enqueued, frontier/delayed, frontier/duplicates, frontier/claimed, frontier/acked,
frontier/released, frontier/reclaimed, frontier/promoted, frontier/dead, frontier/dead_lettered,
frontier/rejected, frontier/redis_errors, frontier/bloom/*.
"""

from __future__ import annotations

import json
import logging
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from redis.exceptions import BusyLoadingError, RedisError
from redis.exceptions import ConnectionError as RedisConnectionError
from scrapy import Request, Spider
from scrapy.core.scheduler import BaseScheduler
from scrapy.utils.reactor import CallLaterOnce
from twisted.internet import task

from crawler.frontier.connection import redact, redis_from_settings
from crawler.frontier.contexts import RequestCodec
from crawler.frontier.dupefilter import bloom_info, ensure_bloom, estimated_fpr
from crawler.frontier.keys import FrontierKeys, start_urls_key
from crawler.frontier.politeness import PolitenessConfig
from crawler.frontier.queue import (
    CAPPED,
    QUEUED,
    SEEN,
    BloomParams,
    Claimed,
    ClaimPolicy,
    Entry,
    FrontierQueue,
    queue_class,
)
from crawler.frontier.serialize import encode_request
from crawler.scope import host_of

logger = logging.getLogger(__name__)


class _TrackingSet(set):  # type: ignore[type-arg]
    """The engine's in-progress set, reporting each request the engine is finished with."""

    def __init__(self, items: set[Any], on_remove: Callable[[Any], None]) -> None:
        super().__init__(items)
        self._on_remove = on_remove

    def remove(self, item: Any) -> None:
        super().remove(item)
        self._on_remove(item)


def as_frontier(scheduler: Any) -> FrontierScheduler | None:
    """`scheduler` if it is a FrontierScheduler, else None.

    `isinstance()` cannot tell: Scrapy's scheduler metaclass makes it duck-typed, true for any scheduler.
    """
    return scheduler if FrontierScheduler in type(scheduler).__mro__ else None


def frontier_of(crawler: Any) -> FrontierScheduler | None:
    """The crawler's frontier scheduler once it is open (its queue exists), else None."""
    engine = crawler.engine
    frontier = as_frontier(engine.scheduler) if engine is not None else None
    return frontier if frontier is not None and frontier.queue is not None else None


class RecentFingerprints:
    """A bounded set of recently sent fingerprints (two generations, so memory stays under `size`)."""

    def __init__(self, size: int) -> None:
        self.half = max(1, size // 2)
        self.current: set[bytes] = set()
        self.previous: set[bytes] = set()

    def seen(self, fp: bytes) -> bool:
        """True if `fp` was recorded recently; records it otherwise."""
        if fp in self.current or fp in self.previous:
            return True
        if len(self.current) >= self.half:
            self.previous, self.current = self.current, set()
        self.current.add(fp)
        return False


class FrontierScheduler(BaseScheduler):
    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.stats = crawler.stats
        self.worker_id: str = settings.get("WORKER_ID")
        # A fresh token per process: a restarted worker with the same id must not ack its past claims.
        self.token = f"{self.worker_id}:{time.time_ns()}"
        self.server = redis_from_settings(settings)
        self.redis_url = redact(settings.get("REDIS_URL"))
        self.lease_ms = int(settings.getfloat("FRONTIER_LEASE_SECONDS") * 1000)
        self.extend_interval = settings.getfloat("FRONTIER_LEASE_EXTEND_INTERVAL") or self.lease_ms / 3000
        self.reclaim_interval = settings.getfloat("FRONTIER_RECLAIM_INTERVAL")
        self.max_reclaims = settings.getint("FRONTIER_MAX_RECLAIMS")
        self.claim_batch = settings.getint("FRONTIER_CLAIM_BATCH") or settings.getint("CONCURRENT_REQUESTS")
        self.enqueue_batch = settings.getint("FRONTIER_ENQUEUE_BATCH")
        self.max_queued_per_domain = settings.getint("FRONTIER_MAX_QUEUED_PER_DOMAIN")
        self._capped_domains: set[str] = set()
        self.poll_interval = settings.getfloat("FRONTIER_POLL_INTERVAL")
        self.ack_delay = settings.getfloat("FRONTIER_ACK_DELAY")
        self.per_domain_bloom = settings.getbool("BLOOM_PER_DOMAIN")
        self.bloom = BloomParams(
            settings.getfloat("BLOOM_ERROR_RATE"), settings.getint("BLOOM_CAPACITY"), settings.getint("BLOOM_EXPANSION")
        )
        self.domain_bloom = BloomParams(
            self.bloom.error_rate, settings.getint("BLOOM_DOMAIN_CAPACITY"), self.bloom.expansion
        )
        self.politeness = PolitenessConfig.from_settings(settings)
        # Render-capable workers take render requests first: nobody else can.
        self.classes: tuple[str, ...] = ("r", "s") if settings.getbool("RENDER_ENABLED") else ("s",)
        self.claim_policy = ClaimPolicy(
            classes=self.classes,
            default_delay_ms=int(self.politeness.delay * 1000),
            ban_floor_ms=int(self.politeness.ban_floor * 1000),
            scan=self.politeness.scan,
            # The last try before the dead-letter queue is always alone: only a request that killed
            # workers by itself is dead-lettered, never an innocent neighbour of several crashes.
            suspect_after=max(1, min(settings.getint("FRONTIER_SUSPECT_AFTER"), self.max_reclaims - 1)),
        )
        self.max_held = settings.getint("FRONTIER_MAX_HELD") or 16 * settings.getint("CONCURRENT_REQUESTS")
        self._held_full = False
        self.fingerprinter = crawler.request_fingerprinter
        self.spider: Spider | None = None
        self.keys: FrontierKeys | None = None
        self.queue: FrontierQueue | None = None
        self.codec: RequestCodec | None = None
        self._buffer: list[Entry] = []
        self._dead: list[str] = []  # dead-letter records waiting to be written (before their acks)
        self._after_flush: list[Callable[[], None]] = []
        self._prefetch: deque[tuple[Claimed, Request]] = deque()
        self._urgent = 0  # prefetched requests of throttled domains, kept at the front in claim order
        self._inflight: dict[Request, str] = {}
        self._pending_acks: list[str] = []
        self._seen = RecentFingerprints(settings.getint("FRONTIER_LOCAL_SEEN_SIZE"))
        self._suspect: str | None = None  # a reclaimed request in progress: claim nothing else meanwhile
        # Batches the acks of one reactor turn into one round trip.
        self._ack_call = CallLaterOnce(self._guarded, self._flush_acks)
        self._remote_len = 0
        self._remote_len_at = 0.0
        self._empty_until = 0.0
        self._next_ready_at = float("inf")  # when the next throttled domain is due: claim then
        self._backoff = 0.0
        self._backoff_until = 0.0
        self._loops: list[task.LoopingCall] = []

    @classmethod
    def from_crawler(cls, crawler: Any) -> FrontierScheduler:
        return cls(crawler)

    # --- lifecycle -------------------------------------------------------------------------------------

    def open(self, spider: Spider) -> None:
        self.spider = spider
        settings = self.crawler.settings
        self.keys = FrontierKeys(spider.name, start_urls_key(settings, spider))
        self.queue = FrontierQueue(self.server, self.keys, self.bloom, self.claim_policy)
        self.codec = RequestCodec(self.server, self.keys.contexts)
        counts = self._wait_for_redis(settings.getfloat("FRONTIER_STARTUP_WAIT"))
        self._install_completion_hook()
        logger.info(
            "Frontier at %s: %d queued, %d delayed, %d in flight, %d start URLs waiting, %d dead letters",
            self.redis_url, counts["queued"], counts["delayed"], counts["in_flight"], counts["start_urls"],
            counts["dead"],
        )  # fmt: skip
        if counts["queued_render"] and "r" not in self.classes:
            logger.info(
                "%d requests wait for a browser; this worker does not render (RENDER_ENABLED=false)",
                counts["queued_render"],
            )
        for interval, fn in (
            (self.extend_interval, self._extend_leases),
            (self.reclaim_interval, self._reclaim),
            (self.poll_interval, self._poll),
            (10.0, self._report_bloom),
        ):
            if interval > 0:
                loop = task.LoopingCall(self._guarded, fn)
                loop.start(interval, now=False)
                self._loops.append(loop)

    def _wait_for_redis(self, limit: float) -> dict[str, int]:
        """Reserve the Bloom filter and read the frontier, waiting up to `limit` s for Redis to come up.

        Blocking is deliberate: nothing can be crawled before the frontier is reachable. A missing
        RedisBloom module fails at once with instructions.
        """
        assert self.queue is not None and self.keys is not None
        deadline = time.monotonic() + limit
        delay = 0.25
        while True:
            try:
                if not self.per_domain_bloom:
                    ensure_bloom(
                        self.server, self.keys.bloom(), self.bloom.error_rate, self.bloom.capacity, self.bloom.expansion
                    )
                # Per-domain delays live in Redis so every worker's claims honour them.
                for domain, delay in self.politeness.overrides.items():
                    self.queue.set_domain_delay(domain, "base", delay * 1000)
                if self.server.exists(self.keys.legacy_queue):
                    moved = self.queue.migrate_legacy(self._route_for)
                    logger.info("Moved %d requests from the single queue of earlier versions to domain queues", moved)
                return self.queue.counts()
            except (RedisConnectionError, BusyLoadingError) as exc:
                self.stats.inc_value("frontier/redis_errors")
                if time.monotonic() + delay > deadline:
                    raise RuntimeError(f"Redis at {self.redis_url} unreachable for {limit:.0f}s: {exc}") from exc
                logger.warning("Redis unavailable at start (%s); retrying in %.1fs", exc, delay)
                time.sleep(delay)
                delay = min(5.0, delay * 2)

    def _route_for(self, payload: bytes | None) -> str:
        """ "<class>|<domain>" of a serialized request (a catch-all domain if it cannot be read)."""
        try:
            data = json.loads(payload or b"")
            return f"{queue_class(data.get('meta') or {})}|{self.politeness.key_for(str(data['url']))}"
        except (ValueError, TypeError, KeyError, AttributeError):
            return "s|_"  # the claim rejects it as undecodable and keeps it aside

    def _install_completion_hook(self) -> None:
        engine = self.crawler.engine
        slot = getattr(engine, "_slot", None)
        if slot is None or not isinstance(getattr(slot, "inprogress", None), set):
            raise RuntimeError("FrontierScheduler needs Scrapy's engine slot (Scrapy 2.19.x); acks would be lost")
        slot.inprogress = _TrackingSet(slot.inprogress, self._request_done)

    def close(self, reason: str) -> None:
        for loop in self._loops:
            if loop.running:
                loop.stop()
        self._ack_call.cancel()
        # Unfinished requests (prefetched, or still in progress at a forced stop) go back at once.
        unstarted = [claimed.member for claimed, _ in self._prefetch] + list(self._inflight.values())
        self._prefetch.clear()
        self._urgent = 0
        self._inflight.clear()
        for attempt in range(3):
            try:
                self._write_pending()
                released = self.queue.release(unstarted, self.token) if self.queue else 0
                self.stats.inc_value("frontier/released", released)
                if unstarted:
                    logger.info("Handed %d unstarted requests back to the frontier", released)
                return
            except RedisError as exc:
                logger.warning("Redis error while closing the frontier (try %d/3): %s", attempt + 1, exc)
                time.sleep(1.0)
        logger.error(
            "Could not reach Redis at close: %d new requests and %d acks not written; %d claims will be "
            "reclaimed when their leases expire",
            len(self._buffer), len(self._pending_acks), len(unstarted),
        )  # fmt: skip

    # --- Scrapy scheduler interface -------------------------------------------------------------------

    def has_pending_requests(self) -> bool:
        if self._prefetch or self._buffer or self._dead:
            return True
        now = time.monotonic()
        if now - self._remote_len_at > 0.5 and now >= self._backoff_until:
            try:
                self._remote_len = self.queue.queued(self.classes) if self.queue else 0
                self._remote_len_at = now
            except RedisError as exc:
                self._redis_failed(exc)
                return True  # unknown: do not let the engine think the crawl is over
        return self._remote_len > 0

    def enqueue_request(self, request: Request) -> bool:
        assert self.spider is not None
        fp = self.fingerprinter.fingerprint(request)
        bloom_key = ""
        if not request.dont_filter:
            # Most links a page yields were seen before; answering those from a local cache of the
            # fingerprints this worker already sent saves their serialization and the Redis work.
            if self._seen.seen(fp):
                self.stats.inc_value("frontier/duplicates_local")
                return False
            bloom_key = self.keys.bloom(host_of(request.url) if self.per_domain_bloom else None)  # type: ignore[union-attr]
        # A delayed retry (crawler/middlewares/retry.py) waits in the delay queue; once due it is a
        # normal request again, so the marker is not kept.
        delay_ms = int(request.meta.pop("frontier_delay_ms", 0) or 0)
        try:
            payload, context = self.codec.encode(request, self.spider)  # type: ignore[union-attr]
        except ValueError as exc:  # callback not a spider method: cannot cross machines
            logger.error("Cannot queue %s: %s", request.url, exc)
            self.stats.inc_value("frontier/unserializable")
            return False
        domain = self.politeness.key_for(request.url)
        cls = queue_class(request.meta)
        # The domain cap is for new links only: retries, redirects, reclaims and start URLs are never refused.
        meta = request.meta
        is_link = meta.get("depth", 0) > 0 and not request.dont_filter and "redirect_times" not in meta
        cap = self.max_queued_per_domain if is_link else 0
        shared = (context.id, context.value) if context is not None else None
        self._buffer.append(
            Entry(bloom_key, fp.hex(), request.priority, payload, domain, cls, max(0, delay_ms), cap, shared)
        )
        if len(self._buffer) >= self.enqueue_batch:
            self._guarded(self.flush)
        return True

    def next_request(self) -> Request | None:
        now = time.monotonic()
        if now < self._backoff_until or self._holds_too_many():
            return None
        try:
            # Refill before the prefetch runs dry: a throttled domain's turn comes every few hundred ms
            # and is lost if every worker is still working through a long batch of other domains.
            # Never more than one batch prefetched: requests held here are turns taken from other workers.
            room = len(self._prefetch) < self.claim_batch
            refill = room and (len(self._prefetch) <= self.claim_batch // 2 or now >= self._next_ready_at)
            if refill and now >= self._empty_until and self._suspect is None:
                self.flush()  # this worker's own new requests must be claimable too
                self._claim()
        except RedisError as exc:
            self._redis_failed(exc)
            return None
        if not self._prefetch:
            return None
        claimed, request = self._prefetch.popleft()
        self._urgent = max(0, self._urgent - 1)
        self._inflight[request] = claimed.member
        return request

    def _holds_too_many(self) -> bool:
        """True while this worker holds FRONTIER_MAX_HELD leases (a stalled sink): it claims nothing more."""
        full = len(self._inflight) >= self.max_held
        if full and not self._held_full:
            self.stats.inc_value("frontier/held_max_reached")
            logger.warning(
                "Holding %d requests in progress (FRONTIER_MAX_HELD): no new claims until some finish",
                len(self._inflight),
            )
        self._held_full = full
        return full

    def owns(self, request: Request) -> bool:
        """True if `request` was claimed from the frontier by this worker and is being worked on."""
        return request in self._inflight

    @property
    def in_flight(self) -> int:
        """Requests this worker holds: being downloaded or processed, plus prefetched ones."""
        return len(self._inflight) + len(self._prefetch)

    def release_prefetched(self) -> int:
        """Hand prefetched, unstarted requests back to the shared queue (pause, stop)."""
        members = [claimed.member for claimed, _ in self._prefetch]
        self._prefetch.clear()
        self._urgent = 0
        released = self.queue.release(members, self.token) if members and self.queue else 0
        self.stats.inc_value("frontier/released", released)
        return released

    def __len__(self) -> int:
        return len(self._prefetch) + len(self._buffer)

    # --- internals -------------------------------------------------------------------------------------

    def flush(self) -> None:
        """Write buffered new requests and dead letters to Redis (raises RedisError, keeping them buffered)."""
        if self._buffer:
            batch = self._buffer
            flags = self.queue.enqueue_flags(batch)  # type: ignore[union-attr]
            self._buffer = self._buffer[len(batch) :]
            added = flags.count(QUEUED)
            capped = [entry.domain for entry, flag in zip(batch, flags, strict=True) if flag == CAPPED]
            delayed = sum(1 for entry, flag in zip(batch, flags, strict=True) if flag == QUEUED and entry.delay_ms)
            self.stats.inc_value("frontier/enqueued", added - delayed)
            self.stats.inc_value("frontier/delayed", delayed)
            self.stats.inc_value("frontier/duplicates", flags.count(SEEN))
            if capped:
                self._domain_capped(capped)
            self._recover()
        if self._dead:
            records = self._dead
            self.queue.dead_letter(records)  # type: ignore[union-attr]
            self._dead = self._dead[len(records) :]
            self.stats.inc_value("frontier/dead_lettered", len(records))
        callbacks, self._after_flush = self._after_flush, []
        for callback in callbacks:
            callback()

    def dead_letter(self, request: Request, record: dict[str, Any]) -> None:
        """Keep a request that failed for good in the dead-letter queue, with `record` saying why.

        Written with the next flush, before the request's own ack, so it cannot be lost in between.
        """
        try:
            payload = encode_request(request, self.spider)  # type: ignore[arg-type]
        except ValueError as exc:
            payload = ""
            record = {**record, "payload_error": str(exc)}
        full = {
            "id": f"{self.token}:{time.time_ns()}",
            "url": request.url,
            "worker": self.worker_id,
            "dead_at": time.time(),
            **record,
            "payload": payload,
        }
        self._dead.append(json.dumps(full, default=str))

    def _domain_capped(self, domains: list[str]) -> None:
        self.stats.inc_value("guard/domain_queue_capped", len(domains))
        fresh = set(domains) - self._capped_domains
        self._capped_domains |= fresh
        for domain in sorted(fresh)[:10]:  # once per domain and worker run: a full domain refuses thousands
            logger.warning(
                "Domain %s has %d requests queued (FRONTIER_MAX_QUEUED_PER_DOMAIN): new links refused, counted "
                "as guard/domain_queue_capped", domain, self.max_queued_per_domain,
            )  # fmt: skip

    def seen_before(self, requests: list[Request]) -> list[bool]:
        """Whether each request is in the seen filter already (never adds; `dont_filter` ones: False)."""
        assert self.keys is not None and self.queue is not None
        pairs, where = [], []
        for i, request in enumerate(requests):
            if not request.dont_filter:
                bloom = self.keys.bloom(host_of(request.url) if self.per_domain_bloom else None)
                pairs.append((bloom, self.fingerprinter.fingerprint(request).hex()))
                where.append(i)
        flags = [False] * len(requests)
        for i, seen in zip(where, self.queue.seen(pairs), strict=True):
            flags[i] = seen
        return flags

    def after_flush(self, callback: Callable[[], None]) -> None:
        """Run `callback` once the requests queued so far are safely in Redis."""
        self._after_flush.append(callback)

    def _claim(self) -> None:
        # Claim a batch even when few slots are free: one round trip feeds several downloads. The batch
        # is leased like any claim, and handed back at once on a graceful stop.
        count = self.claim_batch - len(self._prefetch)
        idle = not self._inflight and not self._prefetch
        claimed = self.queue.claim(count, self.lease_ms, self.token, idle=idle)  # type: ignore[union-attr]
        self._recover()
        wait_ms = self.queue.wait_ms  # type: ignore[union-attr]
        now = time.monotonic()
        self._next_ready_at = now + wait_ms / 1000 if wait_ms >= 0 else float("inf")
        if not claimed:
            # Do not hammer an empty queue; when only throttled domains wait, look again when one is due
            # (and wake the engine then: on its own it would only ask at the next poll).
            wait = min(1.0, max(0.005, wait_ms / 1000)) if wait_ms >= 0 else 0.1
            self._empty_until = now + wait
            slot = getattr(self.crawler.engine, "_slot", None)
            if slot is not None and wait_ms >= 0:
                slot.nextcall.schedule(wait)
            return
        self.stats.inc_value("frontier/claimed", len(claimed))
        decoded = self.codec.decode_many([item.payload for item in claimed], self.spider)  # type: ignore[union-attr,arg-type]
        for item, request in zip(claimed, decoded, strict=True):
            if not isinstance(request, Request):
                self._reject(item, str(request))
                continue
            if item.reclaims:
                request.meta["frontier_reclaims"] = item.reclaims
                self.stats.inc_value("frontier/reclaimed_claimed")
            if item.reclaims >= self.claim_policy.suspect_after:
                self._suspect = item.member
                self.stats.inc_value("frontier/suspects_claimed")
                logger.info("Claimed %s alone: its lease expired %d times before", request.url, item.reclaims)
            if item.delay_ms:
                # Its domain's turn was taken for it now: it goes out before any unthrottled request, or
                # its slot would pass while it waits (and requests bunch up); first come, first out.
                self._prefetch.insert(self._urgent, (item, request))
                self._urgent += 1
            else:
                self._prefetch.append((item, request))

    def _reject(self, item: Claimed, reason: str) -> None:
        logger.error("Rejected undecodable request payload %s (kept in %s): %s", item.id, self.keys.rejected, reason)  # type: ignore[union-attr]
        self.stats.inc_value("frontier/rejected")
        record = json.dumps(
            {
                "id": item.id,
                "reason": reason,
                "payload": item.payload[:65536].decode("latin-1"),
                "payload_encoding": "latin-1",
                "payload_bytes": len(item.payload),
                "worker": self.worker_id,
                "at": time.time(),
            }
        )
        self.queue.reject(item, self.token, record)  # type: ignore[union-attr]

    def _request_done(self, request: Any) -> None:
        member = self._inflight.pop(request, None)
        if member is None:
            return  # not ours (robots.txt and other engine.download() requests)
        if member == self._suspect:
            self._suspect = None
        self._pending_acks.append(member)
        self._ack_call.schedule(self.ack_delay)

    def _flush_acks(self) -> None:
        if not self._pending_acks:
            return
        self.flush()  # new requests found by these responses must be in Redis before their parents go
        members = self._pending_acks
        acked, stale = self.queue.ack(members, self.token)  # type: ignore[union-attr]
        self._pending_acks = self._pending_acks[len(members) :]
        self.stats.inc_value("frontier/acked", acked)
        if stale:
            self.stats.inc_value("frontier/stale_acks", stale)
            logger.warning("%d requests finished after their lease expired (another worker may refetch them)", stale)

    def _write_pending(self) -> None:
        """Write buffered requests and dead letters, then the acks waiting for them (raises RedisError)."""
        self.flush()
        self._flush_acks()

    def _extend_leases(self) -> None:
        members = [claimed.member for claimed, _ in self._prefetch] + list(self._inflight.values())
        if members:
            self.queue.extend(members, self.lease_ms, self.token)  # type: ignore[union-attr]
        self._write_pending()

    def _reclaim(self) -> None:
        requeued, dead = self.queue.reclaim(self.max_reclaims)  # type: ignore[union-attr]
        returned = self.queue.reclaim_start()  # type: ignore[union-attr]
        promoted = self.queue.promote()  # type: ignore[union-attr]
        if promoted:
            self.stats.inc_value("frontier/promoted", promoted)
            logger.info("%d delayed retries are due: back in their domain queues", promoted)
        if requeued or dead or returned:
            self.stats.inc_value("frontier/reclaimed", requeued)
            self.stats.inc_value("frontier/dead", dead)
            self.stats.inc_value("frontier/start_reclaimed", returned)
            logger.warning(
                "Reclaimed expired leases: %d requests requeued, %d dead-lettered, %d start URLs returned",
                requeued, dead, returned,
            )  # fmt: skip

    def reclaim_now(self) -> None:
        """Run a reclaim pass at once (after a dead worker's leases were expired)."""
        self._guarded(self._reclaim)

    def _poll(self) -> None:
        """Wake the engine when there is shared work (on its own it looks only every 5 s)."""
        if self._pending_acks or self._buffer or self._dead:
            self._write_pending()
        if not self._prefetch:
            self._remote_len = self.queue.queued(self.classes)  # type: ignore[union-attr]
            self._remote_len_at = time.monotonic()
        slot = getattr(self.crawler.engine, "_slot", None)
        if slot is not None and (self._prefetch or self._remote_len):
            slot.nextcall.schedule()

    def _report_bloom(self) -> None:
        if self.per_domain_bloom or self.keys is None:
            return
        info = bloom_info(self.server, self.keys.bloom())
        if not info:
            return
        fill = info["items"] / info["capacity"] if info["capacity"] else 0.0
        self.stats.set_value("frontier/bloom/items", info["items"])
        self.stats.set_value("frontier/bloom/capacity", info["capacity"])
        self.stats.set_value("frontier/bloom/bytes", info["bytes"])
        self.stats.set_value("frontier/bloom/fill", round(fill, 6))
        fpr = estimated_fpr(info["items"], info["capacity"], self.bloom.error_rate, info["filters"])
        self.stats.set_value("frontier/bloom/est_fpr", fpr)

    def _guarded(self, fn: Callable[[], None]) -> None:
        if time.monotonic() < self._backoff_until:
            return
        try:
            fn()
        except RedisError as exc:
            self._redis_failed(exc)

    def _redis_failed(self, exc: RedisError) -> None:
        self.stats.inc_value("frontier/redis_errors")
        self._backoff = min(10.0, max(0.25, self._backoff * 2))
        self._backoff_until = time.monotonic() + self._backoff
        level = logging.WARNING if isinstance(exc, RedisConnectionError) else logging.ERROR
        logger.log(
            level,
            "Redis unavailable (%s); retrying in %.1fs",
            type(exc).__name__ + ": " + str(exc)[:200],
            self._backoff,
        )

    def _recover(self) -> None:
        if self._backoff:
            logger.info("Redis reachable again")
        self._backoff = 0.0
        self._backoff_until = 0.0
