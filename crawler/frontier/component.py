"""`Frontier`: the crash-safe shared frontier in Redis as one component, with a small public API.

Built from the settings in `Frontier.from_crawler(crawler)` (the frontier scheduler does it) and found by
every other component with `Frontier.of(crawler)` -- None unless the crawl runs on the frontier and it is
open. Nothing outside this package touches its queue, scripts, codec or buffers; what they need is here:

- requests: `enqueue`, `flush`, `after_flush`, `claim`, `ack_soon`, `release`, `dead_letter`, `refuse`,
  `seen_before`, `owns`, `in_flight`, `release_prefetched`;
- politeness state: `domain_of`, `pause_domain`, `set_crawl_delay`, `observe`, `domain_state`, `send_turns`;
- counts: `counts`, `claimable`, `busy`;
- start URLs: `claim_start_urls`, `finish_start_urls`, `start_urls_waiting` (crawler/frontier/intake.py);
- discovery hubs: `hub_schedule`;
- liveness: `token`, `expire_owner`, `reclaim_now`;
- `housekeeping` (crawler/frontier/housekeeping.py): the one loop every periodic task runs from;
- `guarded(fn)` / `redis_failed(exc)`: the shared back-off while Redis is unreachable;
- `submit(fn, *args, task=, done=, failed=)`: a blocking Redis call on the frontier's lane.

No Redis round trip of a running frontier happens on the reactor thread: every call goes to the ordered
lane `frontier` (lease extension to `frontier-leases`), crawler/redisio.py, and its result comes back on
the reactor (docs/frontier.md). Methods documented as blocking are for the lanes' threads and tools.

Keys: `keys` (crawler/frontier/keys.py) names every Redis key of the spider's frontier.
"""

from __future__ import annotations

import itertools
import json
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol
from weakref import WeakKeyDictionary

from redis.exceptions import BusyLoadingError, RedisError
from redis.exceptions import ConnectionError as RedisConnectionError
from scrapy import Request, Spider
from scrapy.utils.reactor import CallLaterOnce
from twisted.internet import defer
from twisted.python import threadable
from twisted.python.failure import Failure

from crawler.frontier.connection import redact, redis_from_url
from crawler.frontier.contexts import MISSING_CONTEXT, ContextCache, RequestCodec
from crawler.frontier.deadletter import make_record
from crawler.frontier.dupefilter import ensure_bloom, estimated_fpr, frontier_bloom_info
from crawler.frontier.housekeeping import Housekeeping
from crawler.frontier.hubs import HubSchedule, Intervals
from crawler.frontier.keys import FrontierKeys, member_shard, start_urls_key
from crawler.frontier.layout import current_layout, ensure_layout
from crawler.frontier.ownrequests import OwnRequests
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
from crawler.frontier.sendturns import SendTurns
from crawler.frontier.serialize import encode_request
from crawler.frontier.spill import replay_spills, spill_dir, write_spill
from crawler.frontier.unconsumed import UnconsumedClaims
from crawler.frontier.unwritable import PARKED, Refusals, park_records
from crawler.frontier.unwritable import SOURCE as UNWRITABLE
from crawler.redisio import RedisIO, RedisLane, Turns
from crawler.scope import host_of

logger = logging.getLogger(__name__)

START_URL_TYPES = ("list", "set", "zset")
MAX_FLUSHES_PENDING = 2  # flushes on the lane at most; through an outage the buffer waits in memory


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
    own_requests: int  # requests kept to be claimed back without decoding (crawler/frontier/ownrequests.py)
    start_urls_type: str
    redis_timeout: float  # socket timeout of the frontier's own client (0: REDIS_PARAMS' own)
    close_timeout: float  # how long a closing worker tries to write what it holds
    shards: int = 1
    unwritable_after: float = 60.0  # s a flush retries errors Redis answers with before it parks the requests

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
            # Twice the downloader's slots, refilled at half: each claim brings a downloader's worth and another
            # is ready while it is on its way (with one batch of CONCURRENT_REQUESTS the prefetch ran dry).
            claim_batch=settings.getint("FRONTIER_CLAIM_BATCH") or 2 * concurrency,
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
            own_requests=settings.getint("FRONTIER_OWN_REQUESTS"),
            startup_wait=settings.getfloat("FRONTIER_STARTUP_WAIT"),
            start_urls_type=start_urls_type(settings),
            redis_timeout=settings.getfloat("FRONTIER_REDIS_TIMEOUT", 5.0),
            close_timeout=settings.getfloat("FRONTIER_CLOSE_TIMEOUT", 10.0),
            shards=max(1, settings.getint("FRONTIER_SHARDS", 1)),
            unwritable_after=settings.getfloat("FRONTIER_UNWRITABLE_AFTER", 60.0),
        )


class LeaseHolder(Protocol):
    """What holds this worker's claimed requests (the frontier scheduler)."""

    def held_members(self) -> list[str]: ...

    def owns(self, request: Request) -> bool: ...

    def send_turn_domain(self, request: Request) -> str | None: ...

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


class _LockedContextCache(ContextCache):
    """The codec's context cache, shared by encoding (reactor thread) and decoding (the frontier's lane)."""

    def __init__(self, size: int = 4096) -> None:
        super().__init__(size)
        self._lock = threading.Lock()

    def get(self, key: str) -> str | None:
        with self._lock:
            return super().get(key)

    def put(self, key: str, value: str) -> None:
        with self._lock:
            super().put(key, value)


def frontier_client(settings: Any, timeout: float) -> Any:
    """The frontier's own Redis client: REDIS_PARAMS with the socket timeout FRONTIER_REDIS_TIMEOUT."""
    params = dict(settings.getdict("REDIS_PARAMS"))
    if timeout > 0:
        params["socket_timeout"] = timeout
        params["socket_connect_timeout"] = min(timeout, float(params.get("socket_connect_timeout") or timeout))
    return redis_from_url(settings.get("REDIS_URL"), params, settings.get("REDIS_SENTINEL_PASSWORD"))


class Frontier:
    _instances: WeakKeyDictionary[Any, Frontier] = WeakKeyDictionary()

    def __init__(self, crawler: Any, config: FrontierConfig | None = None) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.config = config or FrontierConfig.from_settings(crawler.settings)
        # A fresh token per process: a restarted worker with the same id must not ack its past claims.
        self.token = f"{self.config.worker_id}:{time.time_ns()}"
        self.server = frontier_client(crawler.settings, self.config.redis_timeout)
        # Every Redis call of a running frontier goes through this one ordered lane, never the reactor.
        self.lane = RedisIO.of(crawler).lane("frontier")
        # Lease extension has a lane of its own: it needs no order with the rest, and must never wait
        # behind a queue of claims and flushes while leases run out.
        self.lease_lane = RedisIO.of(crawler).lane("frontier-leases")
        # Claims of a worker with work in hand too: they need no order behind the flushes and acks before them
        # (children before their parent's ack is an order of flushes and acks), and waiting behind those left
        # the downloader idle. An empty claim that overtook this worker's own unwritten links is made again
        # once they are written (the scheduler); a worker holding nothing claims on the ordered lane.
        self.claim_lane = RedisIO.of(crawler).lane("frontier-claims")
        self.fingerprinter = crawler.request_fingerprinter
        self.spill_dir = spill_dir(crawler.settings)  # what a close could not write (crawler/frontier/spill.py)
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
        self._finishes: list[str] = []  # start-URL claims to release once the flush before them is written
        self.buffered_total = 0  # requests ever buffered (the scheduler tells what came during a claim)
        self._pending_acks: list[str] = []
        self._capped_domains: set[str] = set()
        self._seen = RecentFingerprints(self.config.local_seen_size)
        self._own = OwnRequests(self.config.own_requests)
        # Batches the acks of one reactor turn into one round trip.
        self._ack_call = CallLaterOnce(self.guarded, self._flush_acks)
        self.send_turns = SendTurns(self)  # throttled domains' requests take their turn again when sent
        self._backoff = 0.0
        self._backoff_until = 0.0
        self._start_claims = itertools.count(1)
        self.wait_ms = -1  # after a claim: ms until the next throttled domain is ready (-1: none waits)
        self.claim_flushed = 0  # after a claim: how many flushes were written when it ran
        self._turns = Turns()  # named lane calls not finished: their next turn is skipped
        self._flushes_pending = 0  # flushes on the lane, not written yet
        self.flushes_submitted = 0  # flushes ever handed to the lane ...
        self._flushes_written = 0  # ... and written (set on the lane's thread once their requests are in Redis)
        self._flush_waiters: list[tuple[int, Callable[[], None]]] = []
        self._writing = 0  # buffered entries and dead letters handed to those flushes
        self._acks_pending = False  # an ack batch on the lane
        self._acking: list[str] = []  # its members: their leases are extended until it is written
        self._closed = False
        self._closing = threading.Event()  # set at close: flushes stop retrying through an outage
        # A lane stopped at reactor shutdown waits for its calls, and the close's timer cannot run then.
        self.lane.on_stop(self._closing.set)
        self._abandoned = False  # lane thread only: a flush gave up at close, so no ack may follow it
        self._busy: bool | None = None  # the last counts read: anything this worker could get
        self._claim_seq = itertools.count(1)
        # Claims the lane made whose answer the reactor has not taken yet: released at close if still here.
        self._unconsumed = UnconsumedClaims()
        self._busy_at = 0.0

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
        return self._queue is not None and not self._closed

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

    # --- Redis I/O off the reactor -----------------------------------------------------------------------

    def submit(
        self,
        fn: Callable[..., Any],
        *args: Any,
        task: str | None = None,
        done: Callable[[Any], Any] | None = None,
        failed: Callable[[RedisError], Any] | None = None,
        lane: RedisLane | None = None,
    ) -> defer.Deferred[Any] | None:
        """Run the blocking Redis call `fn(*args)` on the frontier's lane (or `lane`), after every call
        submitted to it before.

        `done(result)` then runs on the reactor thread. A RedisError goes to the back-off (`redis_failed`)
        and to `failed(exc)`. With a `task` name the call is skipped (None returned) while the previous call
        of that name is still on the lane: a periodic task must not pile calls up behind a silent Redis.
        """
        if task is not None and not self._turns.take(task):
            return None
        d = (lane or self.lane).call(fn, *args)
        if task is not None:
            self._turns.track(task, d)

        def ok(result: Any) -> Any:
            self._recover()
            return done(result) if done is not None else result

        def error(failure: Failure) -> None:
            if failure.check(RedisError):
                self.redis_failed(failure.value)
                if failed is not None:
                    failed(failure.value)
                return None
            return failure  # type: ignore[return-value]

        d.addCallbacks(ok, error)
        d.addErrback(self._io_error, getattr(fn, "__name__", "call"))
        return d

    def _io_error(self, failure: Failure, name: str) -> None:
        self.stats.inc_value("frontier/io_errors")
        logger.error("Frontier Redis call %s failed: %s", name, failure.getTraceback())

    def pending(self, task: str) -> bool:
        """True while the lane call of `task` is not finished."""
        return self._turns.pending(task)

    def _from_lane(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run `fn(*args)` on the reactor thread, from the lane's thread."""
        self.lane.reactor.callFromThread(fn, *args)

    # --- lifecycle -------------------------------------------------------------------------------------

    def open(self, spider: Spider) -> dict[str, int]:
        """Connect to the spider's frontier (waiting for Redis up to FRONTIER_STARTUP_WAIT); returns its counts.

        Blocking on purpose: nothing can be crawled before the frontier is reachable.
        """
        self._spider = spider
        c = self.config
        keys = FrontierKeys(spider.name, start_urls_key(self.crawler.settings, spider), c.shards)
        self._keys = keys
        queue = FrontierQueue(self.server, keys, c.bloom, c.claim_policy, start_type=c.start_urls_type)
        if c.per_domain_bloom:  # each host's own filter, whole in its shard: BLOOM_DOMAIN_CAPACITY, not a share
            queue.bloom = c.domain_bloom
        self._codec = RequestCodec(self.server, keys.shard(0).contexts)
        # Claims are decoded on the frontier lane while enqueues encode elsewhere: a locked cache, shared by the
        # shards' codecs (context ids are digests of their value: one cache serves all).
        self._codec.cache = _LockedContextCache(self._codec.cache.size)
        self._codecs = [self._codec]
        for shard in keys.all_shards[1:]:
            codec = RequestCodec(self.server, shard.contexts)
            codec.cache = self._codec.cache
            self._codecs.append(codec)
        counts = self._wait_for_redis(queue, self.config.startup_wait)
        self._queue = queue
        self._replay_spills()
        self._busy = self._busy_from(counts)
        self._busy_at = time.monotonic()
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
                queue.index_owners()  # leases of earlier versions, so expire_owner finds them
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

    def _replay_spills(self) -> None:
        """Queue what an earlier close on this machine could not write (blocking, at open)."""
        try:
            requests, dead, files = replay_spills(self.spill_dir, self._q, self.config.enqueue_batch)
        except RedisError as exc:
            logger.error("Could not replay the frontier spill files in %s (kept for the next start): %s",
                         self.spill_dir, exc)  # fmt: skip
            return
        if files:
            self.stats.inc_value("frontier/spill_replayed", requests + dead)
            logger.warning(
                "Replayed %d requests and %d dead letters an earlier close could not write, from %d spill files in %s",
                requests, dead, len(files), self.spill_dir,
            )  # fmt: skip

    def _spill(self, entries: list[Entry], dead: list[str]) -> None:
        """On the lane: keep what Redis did not take in a spill file, replayed by the next start: at close, the
        new requests and dead letters not written; or, at any time, dead letters Redis refused for
        FRONTIER_UNWRITABLE_AFTER (`_give_up_rest`)."""
        try:
            path = write_spill(self.spill_dir, self.token, entries, dead)
        except OSError as exc:
            logger.error("Could not write %d requests and %d dead letters to a spill file in %s: %s",
                         len(entries), len(dead), self.spill_dir, exc)  # fmt: skip
            return
        if path is not None:
            self._from_lane(self.stats.inc_value, "frontier/spilled", len(entries) + len(dead))
            logger.error(
                "Redis did not take %d new requests and %d dead letters (at close, or refused for "
                "FRONTIER_UNWRITABLE_AFTER): kept in %s, queued by the next start with FRONTIER_SPILL_DIR=%s",
                len(entries), len(dead), path, self.spill_dir,
            )  # fmt: skip

    def _route_for(self, payload: bytes | None) -> str:
        """ "<class>|<domain>" of a serialized request (a catch-all domain if it cannot be read)."""
        try:
            data = json.loads(payload or b"")
            return f"{queue_class(data.get('meta') or {})}|{self.politeness.key_for(str(data['url']))}"
        except (ValueError, TypeError, KeyError, AttributeError):
            return "s|_"  # the claim rejects it as undecodable and keeps it aside

    def close(self, unstarted: list[str]) -> defer.Deferred[None] | None:
        """Stop housekeeping, write what is buffered and hand `unstarted` claims back, on the lane after
        everything submitted before (bounded by FRONTIER_CLOSE_TIMEOUT); the Deferred fires when done."""
        self.housekeeping.stop()
        self._ack_call.cancel()
        self._own.clear()  # whatever is still queued stays in Redis: its payload is the request
        # The lanes' threads are joined off the reactor: a lease extension stuck on a silent Redis (up to
        # FRONTIER_REDIS_TIMEOUT) must not freeze the reactor at close.
        lease_lane_stopped = self.lease_lane.stop_soon()
        if self._queue is None or self._closed:
            self.claim_lane.stop_soon()
            self.lane.stop_soon()
            return None
        self._closed = True
        batch, dead, acks, finishes = self._buffer, self._dead, self._pending_acks, self._finishes
        self._buffer, self._dead, self._pending_acks, self._finishes = [], [], [], []
        callbacks, self._after_flush = self._after_flush, []
        deadline = time.monotonic() + self.config.close_timeout
        # A flush retrying through an outage gives up at the close deadline (its acks then are not sent).
        stopper = self.lane.reactor.callLater(self.config.close_timeout, self._closing.set)
        # A claim still on its lane: the final writes hand back what it leases, so they wait for it.
        claims_done = threading.Event()
        self.claim_lane.call(claims_done.set)
        d = self.lane.call(self._final_writes, batch, dead, acks, unstarted, deadline, finishes, claims_done)

        def finished(result: Any) -> None:
            if stopper.active():
                stopper.cancel()
            self._closing.set()
            if isinstance(result, Failure):
                logger.error("Could not write the frontier at close: %s", result.getErrorMessage())
                result = (len(batch), len(acks), 0, False)
            unwritten, unacked, released, ok = result
            if ok:
                self._record_close(released, len(acks) - unacked)
                for callback in callbacks:
                    callback()
                if unstarted:
                    logger.info("Handed %d unstarted requests back to the frontier", released)
            else:
                logger.error(
                    "Could not reach Redis at close: %d new requests and %d acks not written; %d claims will be "
                    "reclaimed when their leases expire",
                    unwritten + self._writing, unacked, len(unstarted),
                )  # fmt: skip

        def stop_lanes(result: Any) -> defer.Deferred[Any]:
            # The close is done when the lanes' threads ended (their last calls), as before, but waited for
            # off the reactor.
            lanes = [lease_lane_stopped, self.claim_lane.stop_soon(), self.lane.stop_soon()]
            return defer.DeferredList(lanes).addCallback(lambda _: result)

        d.addBoth(finished)
        d.addBoth(stop_lanes)
        return d

    def _record_close(self, released: int, acked: int) -> None:
        self.stats.inc_value("frontier/released", released)
        self.stats.inc_value("frontier/acked", acked)

    def _final_writes(
        self,
        batch: list[Entry],
        dead: list[str],
        acks: list[str],
        unstarted: list[str],
        deadline: float,
        finishes: list[str],
        claims_done: threading.Event | None = None,
    ) -> tuple[int, int, int, bool]:
        """On the lane, at close: new requests, dead letters, acks, releases; (unwritten, unacked, released, ok)."""
        if claims_done is not None:
            claims_done.wait(max(0.0, deadline - time.monotonic()))
        flags: list[int | None] = [None] * len(batch)  # None: not written yet (a retry sends only those)
        dead_done = not dead
        acked = False
        released = 0
        # Claims answered after the scheduler handed its requests over: nobody will start them.
        unstarted = unstarted + self._unconsumed.drain()
        while True:
            try:
                self._q.enqueue_missing(batch, flags, self.config.enqueue_batch)
                if not dead_done:
                    self._q.dead_letter(dead)
                    dead_done = True
                while finishes and not self._abandoned:
                    self._q.finish_start(finishes[0])
                    finishes.pop(0)
                if not acked and not self._abandoned:
                    self._q.ack(acks, self.token)
                    acked = True
                if unstarted:
                    released = self._q.release(unstarted, self.token)
                return 0, 0 if acked else len(acks), released, True
            except RedisError as exc:
                logger.warning("Redis error while closing the frontier: %s", exc)
                if time.monotonic() + 1.0 > deadline:
                    self._spill([e for e, f in zip(batch, flags, strict=True) if f is None], [] if dead_done else dead)
                    return flags.count(None), 0 if acked else len(acks), 0, False
                time.sleep(1.0)

    # --- requests --------------------------------------------------------------------------------------

    def enqueue(self, request: Request) -> bool:
        """Buffer `request` for the shared queue (de-duplicated there); False if it is not queued."""
        assert self._spider is not None and self._codec is not None
        fp = self.fingerprinter.fingerprint(request)
        bloom_key = ""
        # Most links a page yields were seen before; answering those from a local cache of the fingerprints
        # this worker already sent saves their politeness domain, serialization and the Redis work.
        if not request.dont_filter and self._seen.seen(fp):
            self.stats.inc_value("frontier/duplicates_local")
            return False
        domain = self.politeness.key_for(request.url)
        if not request.dont_filter:
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
        self._own.put(payload.encode() if isinstance(payload, str) else payload, request)
        self.buffered_total += 1
        # A full buffer is written at once unless a flush is still on its way (the next one takes it all).
        if len(self._buffer) >= self.config.enqueue_batch and not self._flushes_pending:
            self.guarded(self.flush)
        return True

    @property
    def has_unwritten(self) -> bool:
        """New requests or dead letters not in Redis yet (buffered, or on their way)."""
        return bool(self._buffer or self._dead or self._flushes_pending)

    @property
    def buffered(self) -> int:
        return len(self._buffer)

    def flush(self, acks: list[str] | None = None) -> defer.Deferred[None] | None:
        """Hand buffered new requests and dead letters to the lane; stats and `after_flush` callbacks follow
        on the reactor once they are written. Through an outage the lane keeps retrying this write (every
        call after it waits), so an ack submitted after it is never written before it.

        `acks` (from `_flush_acks`, which owns them) are acked in the same lane call once the write is done:
        one call instead of two, each a thread hop and GIL takes on a busy worker. None is returned when there
        is nothing to write (or two flushes are on their way): the caller then acks on its own."""
        if self._closed or not (self._buffer or self._dead or self._after_flush or self._finishes):
            return None
        if self._flushes_pending >= MAX_FLUSHES_PENDING:
            return None  # Redis is slow or away: the buffer waits, the next flush takes it all
        batch, dead, callbacks, finishes = self._buffer, self._dead, self._after_flush, self._finishes
        self._buffer, self._dead, self._after_flush, self._finishes = [], [], [], []
        self._flushes_pending += 1
        self.flushes_submitted += 1
        self._writing += len(batch) + len(dead)
        outcome: list[Any] = []  # with acks: the ack's answer (or RedisError), once the write is done
        if acks:
            d = self.lane.call(self._write_then_ack, batch, dead, finishes, acks)

            def split(result: tuple[list[int], Any]) -> list[int]:
                flags, answer = result
                outcome.append(answer)
                return flags

            d.addCallback(split)
        else:
            d = self.lane.call(self._write, batch, dead, finishes)

        def written(flags: list[int]) -> None:
            self._recover()
            self._count_flags(batch, flags)
            if dead:
                self.stats.inc_value("frontier/dead_lettered", len(dead))
            for callback in callbacks:
                callback()

        def settle(result: Any) -> Any:
            self._flushes_pending -= 1
            self._writing -= len(batch) + len(dead)
            self._wake_flush_waiters()
            return result

        d.addBoth(settle)
        d.addCallback(written)
        d.addErrback(self._flush_failed, len(batch), len(dead))
        if acks:  # after the flush's own callbacks, as a separate ack call after it would be
            d.addCallback(lambda _: self._acks_answered(acks, outcome))
        return d

    def _flush_failed(self, failure: Failure, entries: int, dead: int) -> None:
        if self._closing.is_set():
            self.stats.inc_value("frontier/unwritten_at_close", entries + dead)
            logger.error("%d new requests and %d dead letters not written: Redis unreachable at close", entries, dead)
            return
        self._io_error(failure, "flush")

    def _write(self, batch: list[Entry], dead: list[str], finishes: list[str] | None = None) -> list[int]:
        """On the lane: queue `batch` in script calls of FRONTIER_ENQUEUE_BATCH, write `dead`, then release
        the start-URL claims `finishes`, retrying through an outage until done (or the frontier closes: then
        it raises)."""
        # None: not written yet. A retry sends only those, so the shards that answered never queue twice.
        flags: list[int | None] = [None] * len(batch)
        dead_done = not dead
        finishes = list(finishes or [])
        delay = 0.25
        refusals = Refusals(self.config.unwritable_after)
        while True:
            try:
                self._q.enqueue_missing(batch, flags, self.config.enqueue_batch)
                if not dead_done:
                    self._q.dead_letter(dead)
                    dead_done = True
                while finishes:
                    self._q.finish_start(finishes[0])
                    finishes.pop(0)
                self._flushes_written += 1  # a claim starting from now on can find these requests
                return [int(flag) for flag in flags if flag is not None]
            except Exception as exc:
                if self._closing.is_set():
                    self._abandoned = True
                    self._spill([e for e, f in zip(batch, flags, strict=True) if f is None], [] if dead_done else dead)
                    raise
                if isinstance(exc, RedisError):
                    self._from_lane(self.redis_failed, exc)
                if refusals.persistent(exc):
                    if self._park(batch, flags, exc):
                        continue  # the lane goes on: the dead letters and start-URL releases of this flush next
                    if self._give_up_rest(dead if not dead_done else [], finishes, exc):
                        dead_done = True
                        continue
                if not isinstance(exc, RedisError):
                    raise
                self._closing.wait(delay)
                delay = min(5.0, delay * 2)

    def _park(self, batch: list[Entry], flags: list[int | None], error: Exception) -> bool:
        """On the lane: keep the entries not written yet as dead letters (crawler/frontier/unwritable.py);
        False if there are none, or the dead-letter list cannot be written either."""
        todo = [i for i, flag in enumerate(flags) if flag is None]
        if not todo:
            return False
        try:
            self._q.dead_letter(park_records([batch[i] for i in todo], error, self.token))
        except RedisError:
            return False
        for i in todo:
            flags[i] = PARKED
        self._from_lane(self.stats.inc_value, "frontier/unwritable", len(todo))
        logger.error(
            "%d new requests kept in the dead-letter list %s (source %s): Redis refused to queue them for %.0fs: %s",
            len(todo), self.keys.dead, UNWRITABLE, self.config.unwritable_after, error,
        )  # fmt: skip
        return True

    def _give_up_rest(self, dead: list[str], finishes: list[str], error: Exception) -> bool:
        """On the lane: dead letters and start-URL releases Redis keeps refusing go to the spill file (dead
        letters) or are left to their lease (start-URL claims: the reclaim returns them); False if none."""
        if not dead and not finishes:
            return False
        if dead:
            self._spill([], dead)
        if finishes:
            logger.error(
                "%d start-URL claims not released (Redis refused for %.0fs: %s): the reclaim returns them when their "
                "lease expires", len(finishes), self.config.unwritable_after, error,
            )  # fmt: skip
            self._from_lane(self.stats.inc_value, "frontier/start_finishes_given_up", len(finishes))
            finishes.clear()
        return True

    def _count_flags(self, batch: list[Entry], flags: list[int]) -> None:
        added = flags.count(QUEUED)
        capped = [entry.domain for entry, flag in zip(batch, flags, strict=True) if flag == CAPPED]
        delayed = sum(1 for entry, flag in zip(batch, flags, strict=True) if flag == QUEUED and entry.delay_ms)
        self.stats.inc_value("frontier/enqueued", added - delayed)
        self.stats.inc_value("frontier/delayed", delayed)
        self.stats.inc_value("frontier/duplicates", flags.count(SEEN))
        if capped:
            self._domain_capped(capped)

    def when_flushed(self, seq: int, callback: Callable[[], None]) -> None:
        """Run `callback` on the reactor once the first `seq` flushes were written or given up on (at once if
        they were)."""
        self._flush_waiters.append((seq, callback))
        self._wake_flush_waiters()

    def _wake_flush_waiters(self) -> None:
        settled = self.flushes_submitted - self._flushes_pending
        ready = [cb for seq, cb in self._flush_waiters if seq <= settled]
        if ready:
            self._flush_waiters = [(seq, cb) for seq, cb in self._flush_waiters if seq > settled]
            for callback in ready:
                callback()

    def after_flush(self, callback: Callable[[], None]) -> None:
        """Run `callback` (on the reactor) once the requests queued so far are safely in Redis."""
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

    def claim(
        self, count: int, idle: bool, done: Callable[[list[tuple[Claimed, Request]], int], None]
    ) -> defer.Deferred[Any] | None:
        """Claim up to `count` requests under a lease on the claim lane; `done(claimed, wait_ms)` runs on the
        reactor with the decoded requests (undecodable ones are kept aside) and the ms until the next throttled
        domain is ready (-1: none waits); `claim_flushed` then says how many flushes were written when the
        claim ran (it may overtake flushes submitted before it). A RedisError goes to the back-off (`done` is
        not called). Once the frontier is closed nothing is claimed, and a claim answered after the close is
        handed back, not given to `done`."""

        if self._closed:
            return None
        seq = next(self._claim_seq)

        def claimed(result: tuple[list[tuple[Claimed, Request]], list[tuple[Claimed, str]], int, int, int]) -> None:
            out, rejected, wait_ms, total, flushed = result
            if total:
                self.stats.inc_value("frontier/claimed", total)
            for item, reason in rejected:
                logger.error(
                    "Rejected undecodable request payload %s (kept in %s): %s", item.id, self.keys.rejected, reason
                )
                self.stats.inc_value("frontier/rejected")
                if reason.startswith(MISSING_CONTEXT):
                    self.stats.inc_value("frontier/context_missing")
            if self._closed:  # the scheduler handed its requests over: the close hands these back (UnconsumedClaims)
                return
            self._unconsumed.consume(seq)
            self.wait_ms = wait_ms
            self.claim_flushed = flushed
            done(out, wait_ms)

        # A worker holding nothing claims behind its own flushes (what it just found may be all there is);
        # one with work in hand on the claim lane, not queued behind flushes and acks.
        lane = self.lane if idle else self.claim_lane
        return self.submit(self._claim_io, seq, count, idle, task="claim", done=claimed, lane=lane)

    def _claim_io(
        self, seq: int, count: int, idle: bool
    ) -> tuple[list[tuple[Claimed, Request]], list[tuple[Claimed, str]], int, int, int]:
        """On the claim lane: claim, resolve and decode; undecodable payloads are moved aside here too."""
        assert self._codec is not None and self._spider is not None
        queue = self._q
        flushed = self._flushes_written  # read first: what the claim script can see
        items = queue.claim(count, self.lease_ms, self.token, idle=idle)
        wait_ms = queue.wait_ms
        if items and not self._unconsumed.add(seq, [item.member for item in items]):
            # The close's writes took the unconsumed claims before this one answered: nobody will start these.
            self._from_lane(
                self.stats.inc_value, "frontier/released", queue.release([i.member for i in items], self.token)
            )
            return [], [], wait_ms, len(items), flushed
        out: list[tuple[Claimed, Request]] = []
        rejected: list[tuple[Claimed, str]] = []
        if items:
            decoded = self._own_or_decoded(items)
            for item, request in zip(items, decoded, strict=True):
                if isinstance(request, Request):
                    out.append((item, request))
                else:
                    queue.reject(item, self.token, self._reject_record(item, str(request)))
                    rejected.append((item, str(request)))
        return out, rejected, wait_ms, len(items), flushed

    def _own_or_decoded(self, claimed: list[Claimed]) -> list[Any]:
        """Each claim's request: the object this worker queued with that payload, else decoded from it."""
        own = [self._own.take(item.payload) for item in claimed]
        missing = [item for item, request in zip(claimed, own, strict=True) if request is None]
        if len(missing) < len(claimed):
            self._from_lane(self.stats.inc_value, "frontier/claimed_own", len(claimed) - len(missing))
        if not missing:
            return own
        decoded = iter(self._decode(missing))
        return [request if request is not None else next(decoded) for request in own]

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

    def _reject_record(self, item: Claimed, reason: str) -> str:
        # Its shared context goes with it: the ack that finishes the claim may prune the shared copy.
        context = self._codec.context_of(item.payload) if self._codec is not None else None
        return json.dumps(
            {
                "id": item.id,
                "reason": reason,
                "payload": item.payload[:65536].decode("latin-1"),
                "payload_encoding": "latin-1",
                "payload_bytes": len(item.payload),
                "context": context,
                "worker": self.worker_id,
                "at": time.time(),
            }
        )

    def ack_soon(self, member: str) -> None:
        """Ack a finished claim with the next batch (after the requests it produced are written)."""
        self._pending_acks.append(member)
        self._ack_call.schedule(self.config.ack_delay)

    def _flush_acks(self, alone: bool = True) -> None:
        if not self._pending_acks or self._closed:
            return
        if not alone and not (self._buffer or self._dead or self._after_flush or self._finishes):
            return  # nothing to ride with: the ack timer (still scheduled) sends them
        # One ack batch at a time (the next takes everything that came meanwhile), and only behind a flush of
        # everything buffered so far: their children must be written first.
        unflushable = (self._buffer or self._dead) and self._flushes_pending >= MAX_FLUSHES_PENDING
        if self._acks_pending or unflushable:
            self._ack_call.schedule(self.config.ack_delay)
            return
        members, self._pending_acks = self._pending_acks, []
        self._acks_pending = True
        self._acking = members
        # New requests found by these responses are written first, in the same lane call as the acks.
        if self.flush(acks=members) is not None:
            return
        d = self.submit(
            self._ack_io, members, done=lambda result: self._acked(members, result),
            failed=lambda exc: self._not_acked(members),
        )  # fmt: skip
        if d is not None:
            d.addBoth(self._acks_settled)

    def _acked(self, members: list[str], result: tuple[int, int] | None) -> None:
        if result is None:  # a flush before it gave up at close: never ack past unwritten children
            self._not_acked(members)
            return
        count, stale = result
        self.stats.inc_value("frontier/acked", count)
        if stale:
            self.stats.inc_value("frontier/stale_acks", stale)
            logger.warning("%d requests finished after their lease expired (another worker may refetch them)", stale)

    def _not_acked(self, members: list[str]) -> None:
        self._pending_acks = members + self._pending_acks

    def _acks_answered(self, members: list[str], outcome: list[Any]) -> None:
        """On the reactor, after a flush that carried acks: `outcome` holds the ack's answer or RedisError, and
        is empty if the write failed (then nothing was acked)."""
        try:
            if not outcome:
                self._not_acked(members)
            elif isinstance(outcome[0], RedisError):
                self.redis_failed(outcome[0])
                self._not_acked(members)
            else:
                self._acked(members, outcome[0])
        finally:
            self._acks_settled(None)

    def _ack_io(self, members: list[str]) -> tuple[int, int] | None:
        if self._abandoned:
            return None
        return self._q.ack(members, self.token)

    def _write_then_ack(
        self, batch: list[Entry], dead: list[str], finishes: list[str], members: list[str]
    ) -> tuple[list[int], tuple[int, int] | RedisError | None]:
        """On the lane: `_write`, then the acks of requests whose children it wrote (a failed ack is returned,
        not raised: the write is done and its flags count)."""
        flags = self._write(batch, dead, finishes)
        try:
            return flags, self._ack_io(members)
        except RedisError as exc:
            return flags, exc

    def _acks_settled(self, result: Any) -> Any:
        self._acks_pending = False
        self._acking = []
        return result

    @property
    def has_pending_acks(self) -> bool:
        return bool(self._pending_acks) or self._acks_pending

    def write_pending(self, acks_alone: bool = True) -> None:
        """Hand buffered requests and dead letters to the lane, and the acks waiting for them in the same call
        (if an ack batch is still on its way, the requests alone). Not `acks_alone` (a claim's flush): with
        nothing to write, the acks wait for their timer rather than take a lane call of their own now."""
        self._flush_acks(alone=acks_alone)
        self.flush()

    def release(self, members: list[str]) -> int:
        """Hand claimed, unstarted requests back to their domain queues (no reclaim counted), on the lane;
        returns how many were handed over."""
        if not members or not self.is_open:
            return 0
        self.submit(self._q.release, members, self.token, done=lambda n: self.stats.inc_value("frontier/released", n))
        return len(members)

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

    def _seen_pairs(self, requests: list[Request]) -> tuple[list[tuple[str, str]], list[int]]:
        pairs, where = [], []
        for i, request in enumerate(requests):
            if not request.dont_filter:
                host = host_of(request.url) if self.config.per_domain_bloom else None
                bloom = self.keys.bloom(host, self.domain_of(request.url))
                pairs.append((bloom, self.fingerprinter.fingerprint(request).hex()))
                where.append(i)
        return pairs, where

    def _seen_flags(self, count: int, where: list[int], seen: list[bool]) -> list[bool]:
        flags = [False] * count
        for i, was in zip(where, seen, strict=True):
            flags[i] = was
        return flags

    def seen_before(self, requests: list[Request]) -> list[bool]:
        """Whether each request is in the seen filter already (never adds; `dont_filter` ones: False).

        Blocking: for the lane's thread (or tools); the reactor uses `seen_before_async`."""
        pairs, where = self._seen_pairs(requests)
        return self._seen_flags(len(requests), where, self._q.seen(pairs))

    def seen_before_async(self, requests: list[Request]) -> defer.Deferred[list[bool]]:
        """`seen_before` on the lane: a Deferred firing on the reactor with the flags (raises RedisError)."""
        pairs, where = self._seen_pairs(requests)
        d = self.lane.call(self._q.seen, pairs)
        d.addCallback(lambda seen: self._seen_flags(len(requests), where, seen))
        return d

    # --- what this worker holds (asked of the scheduler) -------------------------------------------------

    def owns(self, request: Request) -> bool:
        """True if `request` was claimed from the frontier by this worker and is being worked on."""
        return self._holder is not None and self._holder.owns(request)

    def send_turn_domain(self, request: Request) -> str | None:
        """The throttled domain whose send turn `request` (claimed here) must take before it leaves, once."""
        return self._holder.send_turn_domain(request) if self._holder is not None else None

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

    def pause_domain(
        self, domain: str, seconds: float, done: Callable[[Any], Any] | None = None,
        failed: Callable[[RedisError], Any] | None = None,
    ) -> defer.Deferred[Any] | None:  # fmt: skip
        """No worker claims from `domain` for `seconds` (on the lane)."""
        return self.submit(self._q.pause, domain, int(seconds * 1000), done=done, failed=failed)

    def take_send_turns(
        self, domains: list[str], done: Callable[[list[int]], Any], failed: Callable[[RedisError], Any]
    ) -> defer.Deferred[Any] | None:
        """Take the send turn of each claimed request's domain in `domains` (crawler/frontier/sendturns.py), on
        the claim lane: a request about to leave waits no longer for it than a claim would."""
        return self.submit(self._q.take_send_turns, domains, done=done, failed=failed, lane=self.claim_lane)

    def set_crawl_delay(
        self, domain: str, seconds: float | None, done: Callable[[Any], Any] | None = None,
        failed: Callable[[RedisError], Any] | None = None,
    ) -> defer.Deferred[Any] | None:  # fmt: skip
        """Set (None: clear) the robots.txt Crawl-delay of `domain` for the whole cluster (on the lane)."""
        ms = None if seconds is None else seconds * 1000
        return self.submit(self._q.set_domain_delay, domain, "crawl", ms, done=done, failed=failed)

    def observe(
        self, window: BanWindow, counts: dict[str, tuple[int, int]],
        done: Callable[[list[BanVerdict]], Any] | None = None, failed: Callable[[RedisError], Any] | None = None,
    ) -> defer.Deferred[Any] | None:  # fmt: skip
        """Add (responses, bans) per domain to the shared ban window (on the lane); `done(verdicts)` after.
        Skipped (None) while the previous observation is still on the lane."""
        return self.submit(self._q.observe, window, counts, task="observe", done=done, failed=failed)

    def domain_state(self, domain: str) -> dict[str, float]:
        """Blocking (tools, tests)."""
        return self._q.domain_state(domain)

    # --- counts ----------------------------------------------------------------------------------------

    def counts(self) -> dict[str, int]:
        """Blocking (tools, tests, the lane's thread)."""
        return self._q.counts()

    def claimable(self) -> int:
        """Requests waiting that this worker could claim (render requests only count on render workers).

        Blocking: for the lane's thread; the scheduler keeps a cached value refreshed on the lane."""
        return self._q.queued(self.classes)

    def _busy_from(self, counts: dict[str, int]) -> bool:
        queued = {"s": counts["queued_static"], "r": counts["queued_render"]}
        if any(queued[cls] for cls in self.classes):
            return True
        return any(counts[k] for k in ("delayed", "in_flight", "start_urls", "start_claims"))

    def busy(self) -> bool:
        """Anything this worker could claim, leased by any worker, delayed, or waiting as start URLs.

        Answered from the counts last read on the lane (a fresh read is submitted, skipped while one is
        pending); True while Redis is unreachable or nothing was read yet: the crawl must not end because
        Redis is away."""
        if self.backing_off or self._busy is None:
            self.refresh_busy()
            return True
        busy = self._busy
        self.refresh_busy()
        return busy

    def busy_now(self, done: Callable[[bool], None]) -> None:
        """`done(busy)` on the reactor, from counts read for this call (not the cached answer of `busy`);
        busy while Redis cannot be read or the frontier is closed."""
        if not self.is_open or self.backing_off:
            done(True)
            return

        def read(counts: dict[str, int]) -> None:
            self._busy = self._busy_from(counts)
            self._busy_at = time.monotonic()
            done(self._busy)

        # On the lease lane: an idle worker holds no lease to extend, and the ordered lane carries its claims
        # (a poll there delayed them: measured on the 100 ms Redis test, fewer claims prefetched).
        lane = self.lease_lane
        if self.submit(self._q.counts, task="idle_counts", done=read, failed=lambda exc: done(True), lane=lane) is None:
            done(True)  # the previous read is still on the lane: Redis is slow, the crawl goes on

    def refresh_busy(self) -> None:
        if not self.is_open or self.backing_off:
            return

        def read(counts: dict[str, int]) -> None:
            self._busy = self._busy_from(counts)
            self._busy_at = time.monotonic()

        def unknown(exc: RedisError) -> None:
            self._busy = None

        self.submit(self._q.counts, task="counts", done=read, failed=unknown)

    # --- start URLs ------------------------------------------------------------------------------------

    @property
    def start_urls_type(self) -> str:
        return self.config.start_urls_type

    def next_start_claim_id(self) -> str:
        return f"{self.token}:{next(self._start_claims)}"

    def claim_start_urls(self, count: int, claim_id: str | None = None) -> tuple[str, list[bytes]]:
        """Claim up to `count` start-URL entries under a lease: (claim id, raw entries). Blocking: the lane's."""
        claim_id = claim_id or self.next_start_claim_id()
        return claim_id, self._q.claim_start(claim_id, count, self.lease_ms)

    def finish_start_urls(self, claim_id: str) -> None:
        """Queue what was crawled from a start-URL claim, then release the claim (in that order: the finish
        runs on the lane right after the flush carrying its requests)."""
        self._finishes.append(claim_id)
        self.flush()

    def start_urls_waiting(self) -> int:
        """Blocking (tools, tests)."""
        return self._q.start_len()

    # --- discovery hubs --------------------------------------------------------------------------------

    def hub_schedule(self, intervals: Intervals, max_per_site: int = 0) -> HubSchedule:
        """The cluster-wide hub schedule of this frontier (crawler/frontier/hubs.py); blocking calls, for the
        lane (`submit`)."""
        return HubSchedule(self.server, self.keys, intervals, max_per_site=max_per_site)

    # --- liveness --------------------------------------------------------------------------------------

    def expire_owner(self, token: str) -> int:
        """Expire every lease of a (dead) worker's token, so the next reclaim requeues them.

        Blocking: call it from a lane's thread (the heartbeat's), not the reactor."""
        return self._q.expire_owner(token)

    def reclaim_now(self) -> None:
        """Run a reclaim pass at once (after a dead worker's leases were expired); from any thread."""
        if threadable.isInIOThread():
            self.guarded(self._reclaim)
        else:
            self.lane.reactor.callFromThread(self.guarded, self._reclaim)

    # --- housekeeping tasks ----------------------------------------------------------------------------

    def _extend_leases(self) -> None:
        # Finished requests keep their lease until their ack is written (it may wait behind a flush).
        members = self._holder.held_members() if self._holder is not None else []
        members += self._pending_acks + self._acking
        if members:
            self.submit(self._q.extend, members, self.lease_ms, self.token, task="extend", lane=self.lease_lane)
        self.write_pending()

    def _reclaim(self) -> None:
        self.submit(self._reclaim_io, task="reclaim", done=self._reclaimed)

    def _reclaim_io(self) -> tuple[int, int, int, int]:
        queue = self._q
        requeued, dead = queue.reclaim(self.config.max_reclaims, worker=self.worker_id)
        returned = queue.reclaim_start()
        promoted = queue.promote()
        return requeued, dead, returned, promoted

    def _reclaimed(self, result: tuple[int, int, int, int]) -> None:
        requeued, dead, returned, promoted = result
        if promoted:
            self.stats.inc_value("frontier/promoted", promoted)
            logger.info("%d delayed retries are due: back in their domain queues", promoted)
            self.wake()
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
        self.submit(frontier_bloom_info, self.server, self._keys, task="bloom", done=self._bloom_reported)

    def _bloom_reported(self, info: dict[str, Any] | None) -> None:
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
