"""`Frontier`: the crash-safe shared frontier in Redis as one component, with a small public API.

Built from the settings in `Frontier.from_crawler(crawler)` (the frontier scheduler does it) and found by
every other component with `Frontier.of(crawler)` -- None unless the crawl runs on the frontier and it is
open. Nothing outside this package touches its queue, scripts, codec or buffers; what they need is here:

- requests: `enqueue`, `flush`, `after_flush`, `claim`, `ack_soon`, `release`, `dead_letter`, `refuse`,
  `seen_before`, `owns`, `in_flight`, `release_prefetched`;
- politeness state: `domain_of`, `pause_domain`, `set_crawl_delay`, `observe`, `domain_state`;
- counts: `counts`, `claimable`, `busy`;
- start URLs: `claim_start_urls`, `finish_start_urls`, `start_urls_waiting` (crawler/frontier/intake.py);
- discovery hubs: `hub_schedule`;
- liveness: `token`, `expire_owner`, `reclaim_now`;
- `housekeeping` (crawler/frontier/housekeeping.py): the one loop every periodic task runs from;
- `guarded(fn)` / `redis_failed(exc)`: the shared back-off while Redis is unreachable.

Keys: `keys` (crawler/frontier/keys.py) names every Redis key of the spider's frontier.
"""

from __future__ import annotations

import itertools
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol
from weakref import WeakKeyDictionary

from redis.exceptions import BusyLoadingError, RedisError
from redis.exceptions import ConnectionError as RedisConnectionError
from scrapy import Request, Spider
from scrapy.utils.reactor import CallLaterOnce

from crawler.frontier.connection import redact, redis_from_settings
from crawler.frontier.contexts import RequestCodec
from crawler.frontier.deadletter import make_record
from crawler.frontier.dupefilter import ensure_bloom, estimated_fpr, frontier_bloom_info
from crawler.frontier.housekeeping import Housekeeping
from crawler.frontier.hubs import HubSchedule, Intervals
from crawler.frontier.keys import FrontierKeys, member_shard, start_urls_key
from crawler.frontier.layout import current_layout, ensure_layout
from crawler.frontier.politeness import PolitenessConfig
from crawler.frontier.queue import (
    CAPPED,
    QUEUED,
    SEEN,
    BanVerdict,
    BanWindow,
    BloomParams,
    Claimed,
    ClaimPolicy,
    Entry,
    FrontierQueue,
    queue_class,
)
from crawler.frontier.refusals import RefusalLog, Refused
from crawler.frontier.serialize import encode_request
from crawler.scope import host_of

logger = logging.getLogger(__name__)

START_URL_TYPES = ("list", "set", "zset")


def start_urls_type(settings: Any) -> str:
    """The Redis type of the start-URL key: REDIS_START_URLS_AS_SET / _AS_ZSET (scrapy-redis), else list."""
    as_set, as_zset = settings.getbool("REDIS_START_URLS_AS_SET"), settings.getbool("REDIS_START_URLS_AS_ZSET")
    if as_set and as_zset:
        raise ValueError("REDIS_START_URLS_AS_SET and REDIS_START_URLS_AS_ZSET are both set: choose one")
    return "zset" if as_zset else "set" if as_set else "list"


@dataclass(frozen=True)
class FrontierConfig:
    """Every setting the frontier reads, read once."""

    worker_id: str
    redis_url: str  # redacted: for log lines
    lease_ms: int
    extend_interval: float
    reclaim_interval: float
    poll_interval: float
    bloom_report_interval: float
    housekeeping_interval: float
    max_reclaims: int
    claim_batch: int
    enqueue_batch: int
    max_queued_per_domain: int
    ack_delay: float
    per_domain_bloom: bool
    bloom: BloomParams
    domain_bloom: BloomParams
    politeness: PolitenessConfig
    claim_policy: ClaimPolicy
    max_held: int
    local_seen_size: int
    startup_wait: float
    start_urls_type: str
    shards: int = 1

    @property
    def classes(self) -> tuple[str, ...]:
        return self.claim_policy.classes

    @classmethod
    def from_settings(cls, settings: Any) -> FrontierConfig:
        lease_ms = int(settings.getfloat("FRONTIER_LEASE_SECONDS") * 1000)
        max_reclaims = settings.getint("FRONTIER_MAX_RECLAIMS")
        bloom = BloomParams(
            settings.getfloat("BLOOM_ERROR_RATE"), settings.getint("BLOOM_CAPACITY"), settings.getint("BLOOM_EXPANSION")
        )
        politeness = PolitenessConfig.from_settings(settings)
        concurrency = settings.getint("CONCURRENT_REQUESTS")
        return cls(
            worker_id=str(settings.get("WORKER_ID")),
            redis_url=redact(settings.get("REDIS_URL")),
            lease_ms=lease_ms,
            extend_interval=settings.getfloat("FRONTIER_LEASE_EXTEND_INTERVAL") or lease_ms / 3000,
            reclaim_interval=settings.getfloat("FRONTIER_RECLAIM_INTERVAL"),
            poll_interval=settings.getfloat("FRONTIER_POLL_INTERVAL"),
            bloom_report_interval=settings.getfloat("FRONTIER_BLOOM_REPORT_INTERVAL", 10.0),
            housekeeping_interval=settings.getfloat("FRONTIER_HOUSEKEEPING_INTERVAL", 0.05),
            max_reclaims=max_reclaims,
            claim_batch=settings.getint("FRONTIER_CLAIM_BATCH") or concurrency,
            enqueue_batch=settings.getint("FRONTIER_ENQUEUE_BATCH"),
            max_queued_per_domain=settings.getint("FRONTIER_MAX_QUEUED_PER_DOMAIN"),
            ack_delay=settings.getfloat("FRONTIER_ACK_DELAY"),
            per_domain_bloom=settings.getbool("BLOOM_PER_DOMAIN"),
            bloom=bloom,
            domain_bloom=BloomParams(bloom.error_rate, settings.getint("BLOOM_DOMAIN_CAPACITY"), bloom.expansion),
            politeness=politeness,
            claim_policy=ClaimPolicy(
                # Render-capable workers take render requests first: nobody else can.
                classes=("r", "s") if settings.getbool("RENDER_ENABLED") else ("s",),
                default_delay_ms=int(politeness.delay * 1000),
                ban_floor_ms=int(politeness.ban_floor * 1000),
                scan=politeness.scan,
                # The last try before the dead-letter queue is always alone: only a request that killed
                # workers by itself is dead-lettered, never an innocent neighbour of several crashes.
                suspect_after=max(1, min(settings.getint("FRONTIER_SUSPECT_AFTER"), max_reclaims - 1)),
            ),
            max_held=settings.getint("FRONTIER_MAX_HELD") or 16 * concurrency,
            local_seen_size=settings.getint("FRONTIER_LOCAL_SEEN_SIZE"),
            startup_wait=settings.getfloat("FRONTIER_STARTUP_WAIT"),
            start_urls_type=start_urls_type(settings),
            shards=max(1, settings.getint("FRONTIER_SHARDS", 1)),
        )


class LeaseHolder(Protocol):
    """What holds this worker's claimed requests (the frontier scheduler)."""

    def held_members(self) -> list[str]: ...

    def owns(self, request: Request) -> bool: ...

    @property
    def in_flight(self) -> int: ...

    def release_prefetched(self) -> int: ...

    def wake(self, delay: float = 0.0) -> None: ...


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


class Frontier:
    _instances: WeakKeyDictionary[Any, Frontier] = WeakKeyDictionary()

    def __init__(self, crawler: Any, config: FrontierConfig | None = None) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.config = config or FrontierConfig.from_settings(crawler.settings)
        # A fresh token per process: a restarted worker with the same id must not ack its past claims.
        self.token = f"{self.config.worker_id}:{time.time_ns()}"
        self.server = redis_from_settings(crawler.settings)
        self.fingerprinter = crawler.request_fingerprinter
        self.housekeeping = Housekeeping(self.config.housekeeping_interval, self.guarded, self.stats)
        self._spider: Spider | None = None
        self._keys: FrontierKeys | None = None
        self._queue: FrontierQueue | None = None
        self._codec: RequestCodec | None = None
        self._codecs: list[RequestCodec] = []  # one per shard (its contexts hash), sharing one cache
        self._holder: LeaseHolder | None = None
        self._buffer: list[Entry] = []
        self._dead: list[str] = []  # dead-letter records waiting to be written (before their acks)
        self._after_flush: list[Callable[[], None]] = []
        self._pending_acks: list[str] = []
        self._capped_domains: set[str] = set()
        self._seen = RecentFingerprints(self.config.local_seen_size)
        # Batches the acks of one reactor turn into one round trip.
        self._ack_call = CallLaterOnce(self.guarded, self._flush_acks)
        self._backoff = 0.0
        self._backoff_until = 0.0
        self._start_claims = itertools.count(1)
        self.wait_ms = -1  # after a claim: ms until the next throttled domain is ready (-1: none waits)

    @classmethod
    def from_crawler(cls, crawler: Any) -> Frontier:
        frontier = cls(crawler)
        cls._instances[crawler] = frontier
        return frontier

    @classmethod
    def of(cls, crawler: Any) -> Frontier | None:
        """The crawler's frontier once it is open, else None (not on the frontier scheduler, or not yet)."""
        frontier = cls._instances.get(crawler)
        return frontier if frontier is not None and frontier.is_open else None

    # --- read-only state ---------------------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self._queue is not None

    @property
    def keys(self) -> FrontierKeys:
        if self._keys is None:
            raise RuntimeError("the frontier is not open")
        return self._keys

    @property
    def worker_id(self) -> str:
        return self.config.worker_id

    @property
    def lease_ms(self) -> int:
        return self.config.lease_ms

    @property
    def classes(self) -> tuple[str, ...]:
        return self.config.classes

    @property
    def politeness(self) -> PolitenessConfig:
        return self.config.politeness

    @property
    def _q(self) -> FrontierQueue:
        if self._queue is None:
            raise RuntimeError("the frontier is not open")
        return self._queue

    # --- lifecycle -------------------------------------------------------------------------------------

    def open(self, spider: Spider) -> dict[str, int]:
        """Connect to the spider's frontier (waiting for Redis up to FRONTIER_STARTUP_WAIT); returns its counts."""
        self._spider = spider
        c = self.config
        keys = FrontierKeys(spider.name, start_urls_key(self.crawler.settings, spider), c.shards)
        self._keys = keys
        queue = FrontierQueue(self.server, keys, c.bloom, c.claim_policy, start_type=c.start_urls_type)
        self._codec = RequestCodec(self.server, keys.shard(0).contexts)
        self._codecs = [self._codec]
        for shard in keys.all_shards[1:]:
            codec = RequestCodec(self.server, shard.contexts)
            codec.cache = self._codec.cache  # context ids are digests of their value: one cache serves all
            self._codecs.append(codec)
        counts = self._wait_for_redis(queue, self.config.startup_wait)
        self._queue = queue
        self.housekeeping.add("extend_leases", c.extend_interval, self._extend_leases)
        self.housekeeping.add("reclaim", c.reclaim_interval, self._reclaim)
        self.housekeeping.add("report_bloom", c.bloom_report_interval, self._report_bloom)
        logger.info(
            "Frontier at %s: %d queued, %d delayed, %d in flight, %d start URLs waiting, %d dead letters",
            c.redis_url, counts["queued"], counts["delayed"], counts["in_flight"], counts["start_urls"], counts["dead"],
        )  # fmt: skip
        if counts["queued_render"] and "r" not in self.classes:
            logger.info(
                "%d requests wait for a browser; this worker does not render (RENDER_ENABLED=false)",
                counts["queued_render"],
            )
        return counts

    def attach(self, holder: LeaseHolder) -> None:
        """Set what holds this worker's claims (its leases are extended, `owns` and `in_flight` ask it)."""
        self._holder = holder

    def _wait_for_redis(self, queue: FrontierQueue, limit: float) -> dict[str, int]:
        """Reserve the Bloom filter and read the frontier, waiting up to `limit` s for Redis to come up.

        Blocking is deliberate: nothing can be crawled before the frontier is reachable. A missing
        RedisBloom module fails at once with instructions.
        """
        keys, bloom = queue.keys, self.config.bloom
        deadline = time.monotonic() + limit
        delay = 0.25
        while True:
            try:
                if current_layout(self.server, keys) == 1:
                    # Requests queued by earlier versions (the single queue, or one ZSET entry per request)
                    # live in the unsharded layout: into its bands first, then (with shards) ensure_layout
                    # moves them on.
                    legacy = (
                        queue
                        if keys.shards == 1
                        else FrontierQueue(self.server, FrontierKeys(keys.spider, keys.start_urls), bloom)
                    )
                    moved = legacy.migrate_legacy(self._route_for)
                    if moved:
                        logger.info("Moved %d requests queued by an earlier version into the domain queues", moved)
                # Before any filter is reserved: a moved frontier brings its seen filters along.
                ensure_layout(self.server, keys, lambda host: self.politeness.key_for(f"http://{host}/"))
                if not self.config.per_domain_bloom:
                    share = bloom.per_shard(keys.shards)
                    for shard in keys.all_shards:
                        ensure_bloom(self.server, shard.bloom(), share.error_rate, share.capacity, share.expansion)
                # Per-domain delays live in Redis so every worker's claims honour them.
                for domain, seconds in self.politeness.overrides.items():
                    queue.set_domain_delay(domain, "base", seconds * 1000)
                return queue.counts()
            except (RedisConnectionError, BusyLoadingError) as exc:
                self.stats.inc_value("frontier/redis_errors")
                if time.monotonic() + delay > deadline:
                    url = self.config.redis_url
                    raise RuntimeError(f"Redis at {url} unreachable for {limit:.0f}s: {exc}") from exc
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

    def close(self, unstarted: list[str]) -> None:
        """Stop housekeeping, write what is buffered and hand `unstarted` claims back (retrying briefly)."""
        self.housekeeping.stop()
        self._ack_call.cancel()
        if not self.is_open:
            return  # it never connected: nothing was claimed or buffered
        for attempt in range(3):
            try:
                self.write_pending()
                released = self.release(unstarted)
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

    # --- requests --------------------------------------------------------------------------------------

    def enqueue(self, request: Request) -> bool:
        """Buffer `request` for the shared queue (de-duplicated there); False if it is not queued."""
        assert self._spider is not None and self._codec is not None
        fp = self.fingerprinter.fingerprint(request)
        bloom_key = ""
        domain = self.politeness.key_for(request.url)
        if not request.dont_filter:
            # Most links a page yields were seen before; answering those from a local cache of the
            # fingerprints this worker already sent saves their serialization and the Redis work.
            if self._seen.seen(fp):
                self.stats.inc_value("frontier/duplicates_local")
                return False
            # The filter of the request's shard: the enqueue script of that shard checks and adds to it.
            bloom_key = self.keys.bloom(host_of(request.url) if self.config.per_domain_bloom else None, domain)
        # A delayed retry (crawler/middlewares/retry.py) waits in the delay queue; once due it is a
        # normal request again, so the marker is not kept.
        delay_ms = int(request.meta.pop("frontier_delay_ms", 0) or 0)
        try:
            payload, context = self._codec.encode(request, self._spider)
        except ValueError as exc:  # callback not a spider method: cannot cross machines
            logger.error("Cannot queue %s: %s", request.url, exc)
            self.stats.inc_value("frontier/unserializable")
            return False
        cls = queue_class(request.meta)
        # The domain cap is for new links only: retries, redirects, reclaims and start URLs are never refused.
        meta = request.meta
        is_link = meta.get("depth", 0) > 0 and not request.dont_filter and "redirect_times" not in meta
        cap = self.config.max_queued_per_domain if is_link else 0
        shared = (context.id, context.value) if context is not None else None
        self._buffer.append(
            Entry(bloom_key, fp.hex(), request.priority, payload, domain, cls, max(0, delay_ms), cap, shared)
        )
        if len(self._buffer) >= self.config.enqueue_batch:
            self.guarded(self.flush)
        return True

    @property
    def has_unwritten(self) -> bool:
        """New requests or dead letters not in Redis yet."""
        return bool(self._buffer or self._dead)

    @property
    def buffered(self) -> int:
        return len(self._buffer)

    def flush(self) -> None:
        """Write buffered new requests and dead letters to Redis (raises RedisError, keeping them buffered)."""
        if self._buffer:
            queue = self._q
            batch = self._buffer
            flags = queue.enqueue_flags(batch)
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
            self._q.dead_letter(records)
            self._dead = self._dead[len(records) :]
            self.stats.inc_value("frontier/dead_lettered", len(records))
        callbacks, self._after_flush = self._after_flush, []
        for callback in callbacks:
            callback()

    def after_flush(self, callback: Callable[[], None]) -> None:
        """Run `callback` once the requests queued so far are safely in Redis."""
        self._after_flush.append(callback)

    def _domain_capped(self, domains: list[str]) -> None:
        self.stats.inc_value("guard/domain_queue_capped", len(domains))
        fresh = set(domains) - self._capped_domains
        self._capped_domains |= fresh
        for domain in sorted(fresh)[:10]:  # once per domain and worker run: a full domain refuses thousands
            logger.warning(
                "Domain %s has %d requests queued (FRONTIER_MAX_QUEUED_PER_DOMAIN): new links refused, counted "
                "as guard/domain_queue_capped", domain, self.config.max_queued_per_domain,
            )  # fmt: skip

    def claim(self, count: int, idle: bool) -> list[tuple[Claimed, Request]]:
        """Claim up to `count` requests under a lease (raises RedisError); undecodable ones are kept aside.

        Afterwards `wait_ms` says how long until the next throttled domain is ready (-1: none waits).
        """
        assert self._codec is not None and self._spider is not None
        queue = self._q
        claimed = queue.claim(count, self.lease_ms, self.token, idle=idle)
        self._recover()
        self.wait_ms = queue.wait_ms
        if not claimed:
            return []
        self.stats.inc_value("frontier/claimed", len(claimed))
        out: list[tuple[Claimed, Request]] = []
        decoded = self._decode(claimed)
        for item, request in zip(claimed, decoded, strict=True):
            if isinstance(request, Request):
                out.append((item, request))
            else:
                self._reject(item, str(request))
        return out

    def _decode(self, claimed: list[Claimed]) -> list[Any]:
        """Decode claimed payloads, each with the codec of its shard (whose contexts it references)."""
        assert self._spider is not None
        if len(self._codecs) == 1:
            return self._codecs[0].decode_many([item.payload for item in claimed], self._spider)
        out: list[Any] = [None] * len(claimed)
        groups: dict[int, list[int]] = {}
        for i, item in enumerate(claimed):
            groups.setdefault(member_shard(item.member, self.keys.shards), []).append(i)
        for shard, positions in groups.items():
            decoded = self._codecs[shard].decode_many([claimed[i].payload for i in positions], self._spider)
            for i, request in zip(positions, decoded, strict=True):
                out[i] = request
        return out

    def _reject(self, item: Claimed, reason: str) -> None:
        logger.error("Rejected undecodable request payload %s (kept in %s): %s", item.id, self.keys.rejected, reason)
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
        self._q.reject(item, self.token, record)

    def ack_soon(self, member: str) -> None:
        """Ack a finished claim with the next batch (after the requests it produced are written)."""
        self._pending_acks.append(member)
        self._ack_call.schedule(self.config.ack_delay)

    def _flush_acks(self) -> None:
        if not self._pending_acks:
            return
        self.flush()  # new requests found by these responses must be in Redis before their parents go
        members = self._pending_acks
        acked, stale = self._q.ack(members, self.token)
        self._pending_acks = self._pending_acks[len(members) :]
        self.stats.inc_value("frontier/acked", acked)
        if stale:
            self.stats.inc_value("frontier/stale_acks", stale)
            logger.warning("%d requests finished after their lease expired (another worker may refetch them)", stale)

    @property
    def has_pending_acks(self) -> bool:
        return bool(self._pending_acks)

    def write_pending(self) -> None:
        """Write buffered requests and dead letters, then the acks waiting for them (raises RedisError)."""
        self.flush()
        self._flush_acks()

    def release(self, members: list[str]) -> int:
        """Hand claimed, unstarted requests back to their domain queues (no reclaim counted)."""
        released = self._q.release(members, self.token) if members else 0
        self.stats.inc_value("frontier/released", released)
        return released

    def dead_letter(self, request: Request, record: dict[str, Any]) -> None:
        """Keep a request that failed for good in the dead-letter list, with `record` saying why (fields of
        crawler/frontier/deadletter.py: reason, status, attempts, first/last_attempt_at, last_error, history).

        Written with the next flush, before the request's own ack, so it cannot be lost in between.
        """
        assert self._spider is not None
        try:
            payload = encode_request(request, self._spider)
        except ValueError as exc:
            payload = ""
            record = {**record, "payload_error": str(exc)}
        full = make_record(
            id=f"{self.token}:{time.time_ns()}",
            url=request.url,
            source="retry",
            worker=self.worker_id,
            last_owner=self.token,
            payload=payload,
            reclaims=int(request.meta.get("frontier_reclaims", 0)),
            **record,
        )
        self._dead.append(json.dumps(full, default=str))

    def refuse(self, request: Request, reason: str, detail: str = "") -> Refused:
        """Record a final refusal of `request` (crawler/frontier/refusals.py); returns the exception to raise."""
        return RefusalLog.of(self.crawler).refuse(request, reason, detail)

    def seen_before(self, requests: list[Request]) -> list[bool]:
        """Whether each request is in the seen filter already (never adds; `dont_filter` ones: False)."""
        pairs, where = [], []
        for i, request in enumerate(requests):
            if not request.dont_filter:
                host = host_of(request.url) if self.config.per_domain_bloom else None
                bloom = self.keys.bloom(host, self.domain_of(request.url))
                pairs.append((bloom, self.fingerprinter.fingerprint(request).hex()))
                where.append(i)
        flags = [False] * len(requests)
        for i, seen in zip(where, self._q.seen(pairs), strict=True):
            flags[i] = seen
        return flags

    # --- what this worker holds (asked of the scheduler) -------------------------------------------------

    def owns(self, request: Request) -> bool:
        """True if `request` was claimed from the frontier by this worker and is being worked on."""
        return self._holder is not None and self._holder.owns(request)

    @property
    def in_flight(self) -> int:
        """Requests this worker holds: being downloaded or processed, plus prefetched ones."""
        return self._holder.in_flight if self._holder is not None else 0

    def release_prefetched(self) -> int:
        """Hand prefetched, unstarted requests back to the shared queue (pause, stop)."""
        return self._holder.release_prefetched() if self._holder is not None else 0

    def wake(self, delay: float = 0.0) -> None:
        """Ask the engine for the next request now (or in `delay` s): new work was queued."""
        if self._holder is not None:
            self._holder.wake(delay)

    # --- politeness ------------------------------------------------------------------------------------

    def domain_of(self, url: str) -> str:
        """The politeness domain of `url` (POLITENESS_KEY: registered domain or host)."""
        return self.politeness.key_for(url)

    def pause_domain(self, domain: str, seconds: float) -> None:
        """No worker claims from `domain` for `seconds` (raises RedisError)."""
        self._q.pause(domain, int(seconds * 1000))

    def set_crawl_delay(self, domain: str, seconds: float | None) -> None:
        """Set (None: clear) the robots.txt Crawl-delay of `domain` for the whole cluster."""
        self._q.set_domain_delay(domain, "crawl", None if seconds is None else seconds * 1000)

    def observe(self, window: BanWindow, counts: dict[str, tuple[int, int]]) -> list[BanVerdict]:
        """Add (responses, bans) per domain to the shared ban window; returns each domain's verdict."""
        return self._q.observe(window, counts)

    def domain_state(self, domain: str) -> dict[str, float]:
        return self._q.domain_state(domain)

    # --- counts ----------------------------------------------------------------------------------------

    def counts(self) -> dict[str, int]:
        return self._q.counts()

    def claimable(self) -> int:
        """Requests waiting that this worker could claim (render requests only count on render workers)."""
        return self._q.queued(self.classes)

    def busy(self) -> bool:
        """Anything this worker could claim, leased by any worker, delayed, or waiting as start URLs."""
        counts = self.counts()
        queued = {"s": counts["queued_static"], "r": counts["queued_render"]}
        if any(queued[cls] for cls in self.classes):
            return True
        return any(counts[k] for k in ("delayed", "in_flight", "start_urls", "start_claims"))

    # --- start URLs ------------------------------------------------------------------------------------

    @property
    def start_urls_type(self) -> str:
        return self.config.start_urls_type

    def claim_start_urls(self, count: int) -> tuple[str, list[bytes]]:
        """Claim up to `count` start-URL entries under a lease: (claim id, raw entries)."""
        claim_id = f"{self.token}:{next(self._start_claims)}"
        return claim_id, self._q.claim_start(claim_id, count, self.lease_ms)

    def finish_start_urls(self, claim_id: str) -> None:
        """Queue what was crawled from a start-URL claim, then release the claim (in that order)."""
        self.after_flush(lambda: self._q.finish_start(claim_id))
        self.flush()

    def start_urls_waiting(self) -> int:
        return self._q.start_len()

    # --- discovery hubs --------------------------------------------------------------------------------

    def hub_schedule(self, intervals: Intervals, max_per_site: int = 0) -> HubSchedule:
        """The cluster-wide hub schedule of this frontier (crawler/frontier/hubs.py)."""
        return HubSchedule(self.server, self.keys, intervals, max_per_site=max_per_site)

    # --- liveness --------------------------------------------------------------------------------------

    def expire_owner(self, token: str) -> int:
        """Expire every lease of a (dead) worker's token, so the next reclaim requeues them."""
        return self._q.expire_owner(token)

    def reclaim_now(self) -> None:
        """Run a reclaim pass at once (after a dead worker's leases were expired)."""
        self.guarded(self._reclaim)

    # --- housekeeping tasks ----------------------------------------------------------------------------

    def _extend_leases(self) -> None:
        members = self._holder.held_members() if self._holder is not None else []
        if members:
            self._q.extend(members, self.lease_ms, self.token)
        self.write_pending()

    def _reclaim(self) -> None:
        queue = self._q
        requeued, dead = queue.reclaim(self.config.max_reclaims, worker=self.worker_id)
        returned = queue.reclaim_start()
        promoted = queue.promote()
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

    def _report_bloom(self) -> None:
        if self.config.per_domain_bloom or self._keys is None:
            return
        # Shards' filters summed: the estimate then treats them as one filter of their total size.
        info = frontier_bloom_info(self.server, self._keys)
        if not info:
            return
        fill = info["items"] / info["capacity"] if info["capacity"] else 0.0
        self.stats.set_value("frontier/bloom/items", info["items"])
        self.stats.set_value("frontier/bloom/capacity", info["capacity"])
        self.stats.set_value("frontier/bloom/bytes", info["bytes"])
        self.stats.set_value("frontier/bloom/fill", round(fill, 6))
        fpr = estimated_fpr(info["items"], info["capacity"], self.config.bloom.error_rate, info["filters"])
        self.stats.set_value("frontier/bloom/est_fpr", fpr)

    # --- Redis outages ---------------------------------------------------------------------------------

    @property
    def backing_off(self) -> bool:
        """True while Redis calls are suspended after an error."""
        return time.monotonic() < self._backoff_until

    def guarded(self, fn: Callable[[], Any]) -> None:
        """Run `fn` unless backing off; a RedisError it raises starts (or lengthens) the back-off."""
        if self.backing_off:
            return
        try:
            fn()
        except RedisError as exc:
            self.redis_failed(exc)

    def redis_failed(self, exc: RedisError) -> None:
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
