"""The shared request queue in Redis: batch enqueue with atomic de-duplication, claims under leases, acks.

All state changes are Lua scripts (one round trip, atomic). A request is never deleted before the worker
that claimed it acks it; a lease that is not extended or acked in time is reclaimed by any worker.

Requests wait in one queue per politeness domain and class (`s` static, `r` render: only workers with a
browser claim those); a ready set per class says when each domain may next be fetched, so throttled
domains are skipped instead of blocking the others. A domain queue is a ZSET of priority bands (higher
Scrapy priority first), each band a LIST of payloads, FIFO (lib.lua): a queued request costs its payload
and a few bytes, as Redis keeps such lists in listpacks. A request gets an id (`Claimed.id`) when it is
leased (member `<priority key>:<class>|<domain>:<id>`) or delayed (`<priority key>:<id>`, route in the
routes hash); only then is its payload kept in a hash under that id. Delayed retries wait in a delay
queue until they are due; every worker's reclaim loop moves them back. Times in the scripts are the Redis
server's, so the workers' clocks do not matter.

Shards (FRONTIER_SHARDS, crawler/frontier/keys.py): every script runs on one shard, with that shard's
keys and key prefix; a method that concerns several shards makes one script call per shard, sent
together in one pipeline (EVALSHA), so a batch still costs one round trip (per node on a Redis Cluster).
A claim reads the ready-set minimum of every shard first and claims from the ready ones in turn.
"""

from __future__ import annotations

import random
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import resources
from typing import Any

from redis.exceptions import NoScriptError, RedisError

from crawler.frontier.connection import answered
from crawler.frontier.keys import FrontierKeys, ShardKeys

PRIORITY_LIMIT = 10**9 - 1
# How long a probe of the shards' ready sets stays good: a shard that got work meanwhile (it had none) waits
# at most this long for its first claim.
PROBE_TTL_S = 0.5
SEEN, QUEUED, CAPPED = 0, 1, 2  # enqueue outcomes


SCRIPTS = ("enqueue", "claim", "ack", "release", "extend", "reclaim", "promote", "pause", "observe", "migrate",
           "start_claim", "start_reclaim", "start_len", "expire_owner", "adopt", "drop",
           "index_owners", "send_turn")  # fmt: skip
_WITH_LIB = frozenset(
    {
        "enqueue",
        "ack",
        "drop",
        "claim",
        "release",
        "extend",
        "reclaim",
        "promote",
        "pause",
        "send_turn",
        "observe",
        "migrate",
        "adopt",
        "adopt_band",
        "drop_band",
    }
)


def _script(name: str) -> str:
    lua = resources.files("crawler.frontier").joinpath("lua")
    text = lua.joinpath(f"{name}.lua").read_text()
    return lua.joinpath("lib.lua").read_text() + "\n" + text if name in _WITH_LIB else text


def register(server: Any, name: str) -> Any:
    """One of the frontier's Lua scripts (crawler/frontier/lua/<name>.lua), registered with `server`."""
    return server.register_script(_script(name))


def priority_key(priority: int) -> str:
    """Ten digits that sort ascending as priority descends (priority is clamped to ±(10**9 - 1))."""
    clamped = max(-PRIORITY_LIMIT, min(PRIORITY_LIMIT, int(priority)))
    return f"{10**9 - clamped:010d}"


def queue_class(meta: dict[str, Any]) -> str:
    """The queue class of a request: `r` (needs a browser: meta `render`) or `s` (static)."""
    return "r" if meta.get("render") else "s"


def route(cls: str, domain: str) -> str:
    """The route of a domain queue, also its field in the counts hash (queued requests of that queue)."""
    return f"{cls}|{domain}"


def now_ms() -> int:
    return int(time.time() * 1000)


@dataclass(frozen=True)
class Claimed:
    member: str
    payload: bytes
    reclaims: int
    delay_ms: int = 0  # the politeness delay of its domain: such requests should leave at once

    @property
    def id(self) -> str:
        return self.member.rsplit(":", 1)[1]


@dataclass(frozen=True)
class Entry:
    """A request to queue: where it goes (class, politeness domain), when (delay) and its dedup key."""

    bloom_key: str  # "" = do not de-duplicate
    fingerprint: str
    priority: int
    payload: str
    domain: str
    cls: str = "s"
    delay_ms: int = 0
    cap: int = 0  # > 0: refused if its domain queue holds this many already (new links only)
    context: tuple[str, str] | None = None  # (id, JSON) of the shared context its payload references


@dataclass(frozen=True)
class ClaimPolicy:
    """How a worker claims: its classes (preferred first) and the cluster's politeness defaults."""

    classes: tuple[str, ...] = ("s",)
    default_delay_ms: int = 0
    ban_floor_ms: int = 1000
    scan: int = 64
    suspect_after: int = 1  # reclaims that make a request a crash suspect (claimed alone)


@dataclass(frozen=True)
class BanWindow:
    """Ban-spike detection parameters (see observe.lua)."""

    window_ms: int
    bucket_ms: int
    threshold: float
    min_responses: int
    raise_factor: float
    max_factor: float
    relax_divisor: float
    raise_every_ms: int
    relax_every_ms: int


@dataclass(frozen=True)
class BanVerdict:
    domain: str
    factor: float
    change: str  # "raised", "relaxed" or ""
    bans: int
    responses: int
    paused_ms: int = 0  # how long its Retry-After pause still lasts


@dataclass(frozen=True)
class BloomParams:
    error_rate: float
    capacity: int
    expansion: int

    def per_shard(self, shards: int) -> BloomParams:
        """The parameters of one of `shards` filters: each holds its shard's share of the URLs (a scalable
        filter grows by `expansion` if its shard gets more), so shards do not multiply the reserved memory."""
        return BloomParams(self.error_rate, max(1, -(-self.capacity // shards)), self.expansion)


class FrontierQueue:
    """Redis operations on one spider's frontier; every method is one round trip per shard it touches
    (the shards' calls of one method share a pipeline)."""

    def __init__(
        self,
        server: Any,
        keys: FrontierKeys,
        bloom: BloomParams,
        policy: ClaimPolicy | None = None,
        start_type: str = "list",
    ) -> None:
        self.server = server
        self.keys = keys
        self.bloom = bloom.per_shard(keys.shards)  # what the enqueue script reserves a missing filter with
        self.policy = policy or ClaimPolicy()
        self.start_type = start_type  # the start key's Redis type: list, set or zset
        self.wait_ms = -1  # after a claim: ms until the next throttled domain is ready (-1: none waits)
        self._texts = {name: _script(name) for name in SCRIPTS}
        self._scripts = {name: server.register_script(text) for name, text in self._texts.items()}
        # Claims start at a different shard each time (and per worker), so no shard is always served last.
        self._cursor = random.randrange(keys.shards)
        self._clock_offset_ms: float | None = None  # Redis server clock minus this machine's
        self._clock_at = 0.0
        self._turn: list[int] = []  # shards with ready domains, in claim order (from the last probe)
        self._soonest_ms = float("inf")  # when the first shard the last probe saw throttled is due
        self._probe_expires = 0.0

    def _queue_keys(self, shard: ShardKeys) -> list[str]:
        """The fixed keys every script that queues requests writes: counts and the ready sets."""
        return [shard.counts, shard.ready("s"), shard.ready("r")]

    def _context_keys(self, shard: ShardKeys) -> list[str]:
        """The keys a script that removes requests needs to prune their shared contexts (lib.lua)."""
        return [shard.contexts, shard.context_refs, shard.context_counted]

    def _run(self, name: str, calls: list[tuple[list[str], list[Any]]], partial: bool = False) -> list[Any]:
        """Run script `name` once per (keys, args); several calls go in one pipeline (EVALSHA; loaded
        first if the server lost its script cache). Each call's keys belong to one shard.

        The first error a call answered is raised, unless `partial`: then each call's result or exception is
        in its place, so a caller can retry only the calls that failed (the others' writes are done). A lost
        connection raises either way (which calls ran is unknown)."""
        script = self._scripts[name]
        if len(calls) == 1:  # the common case (one shard): one EVALSHA, no pipeline to build
            keys, args = calls[0]
            try:
                return [script(keys=keys, args=args)]
            except RedisError as exc:  # answered: in its place when partial, as a pipeline leaves it
                if not partial or not answered(exc):
                    raise
                return [exc]
        if not calls:
            return []
        results: list[Any] = [None] * len(calls)
        todo = list(range(len(calls)))
        for attempt in (1, 2):
            pipe = self.server.pipeline(transaction=False)
            for i in todo:
                keys, args = calls[i]
                # execute_command: redis-py's cluster pipeline refuses its evalsha method, not the command
                # (each call's keys share a slot, so it goes to that slot's node).
                pipe.execute_command("EVALSHA", script.sha, len(keys), *keys, *args)
            for i, result in zip(todo, pipe.execute(raise_on_error=False), strict=True):
                results[i] = result
            # A node that lost its script cache ran none of its calls: load it everywhere, run only those.
            todo = [i for i in todo if isinstance(results[i], NoScriptError)]
            if not todo or attempt == 2:
                break
            self.server.script_load(self._texts[name])
        if partial:
            return results
        for result in results:
            if isinstance(result, Exception):
                raise result
        return results

    def _by_shard(self, items: Iterable[Any], shard_of: Callable[[Any], int]) -> dict[int, list[Any]]:
        groups: dict[int, list[Any]] = defaultdict(list)
        for item in items:
            groups[shard_of(item)].append(item)
        return groups

    # --- requests ---------------------------------------------------------------------------------------

    def enqueue(self, entries: list[Entry]) -> list[bool]:
        """Queue entries (de-duplicated where they have a bloom key); True where newly queued."""
        return [flag == QUEUED for flag in self.enqueue_flags(entries)]

    def enqueue_flags(self, entries: list[Entry]) -> list[int]:
        """Queue entries; per entry QUEUED, SEEN (de-duplicated) or CAPPED (its domain queue is full)."""
        flags, error = self.enqueue_some(entries)
        if error is not None:
            raise error
        return [int(flag) for flag in flags if flag is not None]

    def enqueue_some(self, entries: list[Entry]) -> tuple[list[int | None], Exception | None]:
        """Queue entries, one script call per shard; (flags, the first error). A shard whose call failed left
        its entries' flags None and wrote none of them; the other shards' entries are queued."""
        if not entries:
            return [], None
        groups = self._by_shard(range(len(entries)), lambda i: self.keys.shard_of(entries[i].domain))
        calls = [self._enqueue_call(index, [entries[i] for i in positions]) for index, positions in groups.items()]
        flags: list[int | None] = [None] * len(entries)
        error: Exception | None = None
        for positions, result in zip(groups.values(), self._run("enqueue", calls, partial=True), strict=True):
            if isinstance(result, Exception):
                error = error or result
                continue
            for i, flag in zip(positions, result, strict=True):
                flags[i] = int(flag)
        return flags, error

    def enqueue_missing(self, entries: list[Entry], flags: list[int | None], size: int) -> None:
        """Queue the entries whose flag is None, `size` at a time, filling in their flags; raises the first
        error once every chunk was tried (the failed entries keep None: a retry sends only those)."""
        todo = [i for i, flag in enumerate(flags) if flag is None]
        error: Exception | None = None
        for start in range(0, len(todo), max(1, size)):
            chunk = todo[start : start + max(1, size)]
            answered, failed = self.enqueue_some([entries[i] for i in chunk])
            for i, flag in zip(chunk, answered, strict=True):
                if flag is not None:
                    flags[i] = flag
            error = error or failed
        if error is not None:
            raise error

    def _enqueue_call(self, index: int, batch: list[Entry]) -> tuple[list[str], list[Any]]:
        """The enqueue script's keys and argv for `batch`, all of shard `index`."""
        shard = self.keys.shard(index)
        contexts = dict(e.context for e in batch if e.context is not None)
        argv: list[Any] = [self.bloom.error_rate, self.bloom.capacity, self.bloom.expansion, shard.prefix,
                           len(contexts)]  # fmt: skip
        for item in contexts.items():
            argv += item
        for e in batch:
            argv += [e.bloom_key, e.fingerprint, priority_key(e.priority), e.payload, e.cls,
                     e.domain, e.delay_ms, e.cap]  # fmt: skip
        keys = [shard.payloads, shard.seq, shard.route, shard.delayed, shard.contexts, *self._queue_keys(shard),
                shard.context_refs, shard.context_counted]  # fmt: skip
        return keys, argv

    def seen(self, pairs: list[tuple[str, str]]) -> list[bool]:
        """Whether each (bloom key, fingerprint) is in its seen filter already (one round trip, adds nothing)."""
        if not pairs:
            return []
        pipe = self.server.pipeline(transaction=False)
        for bloom_key, fingerprint in pairs:
            pipe.execute_command("BF.EXISTS", bloom_key, fingerprint)
        return [bool(int(flag)) for flag in pipe.execute()]

    def claim(self, count: int, lease_ms: int, token: str, idle: bool = True) -> list[Claimed]:
        """Claim up to `count` requests from ready domains; crash suspects (reclaimed `policy.suspect_after`
        times) only come alone, to an `idle` worker.

        With shards: one claim script per shard with ready domains, in turn, until the batch is full. Which
        shards have ready domains comes from a probe of every shard's ready set (`_ready_shards`), kept for
        PROBE_TTL_S or until a shard it saw throttled is due: a shard that fills a batch goes to the back of
        the turn, one that comes back short leaves it until the next probe. So a steady crawl claims in one
        round trip, and a probe costs one more. Afterwards `wait_ms` says how long until the next throttled
        domain is ready (-1: none waits).
        """
        if self.keys.shards == 1:
            claimed, self.wait_ms = self._claim_shard(self.keys.shard(0), count, lease_ms, token, idle)
            return claimed
        out: list[Claimed] = []
        wait, probed, tried = -1, False, set()
        now = self._server_now_ms()
        if time.monotonic() > self._probe_expires or now >= self._soonest_ms:
            self._turn = []  # stale: a throttled shard is due, or shards may have work it never saw
        while len(out) < count:
            if not self._turn:
                if probed:
                    break
                self._probe()
                probed = True
                self._turn = [i for i in self._turn if i not in tried]
                if not self._turn:
                    break
            index = self._turn[0]
            tried.add(index)
            got, shard_wait = self._claim_shard(self.keys.shard(index), count - len(out), lease_ms, token,
                                                idle and not out)  # fmt: skip
            out += got
            wait = _sooner(wait, shard_wait)
            if len(out) < count:
                self._turn.pop(0)  # nothing more ready there for now
            else:
                self._turn.append(self._turn.pop(0))  # the next claim starts at another shard
            if len(got) == 1 and got[0].reclaims >= self.policy.suspect_after:
                break  # a crash suspect: it goes alone
        if self._soonest_ms < float("inf"):
            wait = _sooner(wait, max(1, int(self._soonest_ms - now)))
        self.wait_ms = wait
        return out

    def _claim_shard(
        self, shard: ShardKeys, count: int, lease_ms: int, token: str, idle: bool
    ) -> tuple[list[Claimed], int]:
        p = self.policy
        [(flat, wait)] = self._run("claim", [(
            [shard.leases, shard.payloads, shard.owners, shard.reclaims, shard.route, shard.seq,
             *self._queue_keys(shard), shard.owned(token)],
            [lease_ms, count, token, "1" if idle else "0", shard.prefix, p.default_delay_ms, p.ban_floor_ms, p.scan,
             p.suspect_after, *p.classes],
        )])  # fmt: skip
        claimed = [
            Claimed(_str(flat[i]), _bytes(flat[i + 1]), int(flat[i + 2]), int(flat[i + 3]))
            for i in range(0, len(flat), 4)
        ]
        return claimed, int(wait)

    def _server_now_ms(self) -> float:
        """The Redis server's clock (what the ready sets hold), from an offset read once a minute."""
        if self._clock_offset_ms is None or time.monotonic() - self._clock_at > 60:
            before = time.time()
            sec, usec = self.server.time()
            self._clock_offset_ms = sec * 1000 + usec / 1000 - (before + time.time()) * 500
            self._clock_at = time.monotonic()
        return time.time() * 1000 + self._clock_offset_ms

    def _probe(self) -> None:
        """Find the shards with a domain ready now for one of the policy's classes (into the turn, from a
        rotating start) and when the first of the others is due (server ms). One round trip."""
        classes = self.policy.classes
        pipe = self.server.pipeline(transaction=False)
        for shard in self.keys.all_shards:
            for cls in classes:
                pipe.zrange(shard.ready(cls), 0, 0, withscores=True)
        replies = pipe.execute()
        now = self._server_now_ms()
        n = self.keys.shards
        start = self._cursor
        self._cursor = (self._cursor + 1) % n
        ready, soonest_ms = [], float("inf")
        for offset in range(n):
            index = (start + offset) % n
            heads = [replies[index * len(classes) + c] for c in range(len(classes))]
            soonest = min((float(head[0][1]) for head in heads if head), default=None)
            if soonest is None:
                continue
            if soonest <= now:
                ready.append(index)
            else:
                soonest_ms = min(soonest_ms, soonest)
        self._turn = ready
        self._soonest_ms = soonest_ms
        self._probe_expires = time.monotonic() + PROBE_TTL_S

    def _member_calls(self, members: list[str], make: Callable[[ShardKeys, list[str]], tuple[list[str], list[Any]]]):
        groups = self._by_shard(members, lambda m: self.keys.for_member(m).index)
        return [make(self.keys.shard(index), group) for index, group in groups.items()]

    def ack(self, members: list[str], token: str) -> tuple[int, int]:
        if not members:
            return (0, 0)
        calls = self._member_calls(
            members,
            lambda s, group: (
                [s.leases, s.payloads, s.owners, s.reclaims, s.route, *self._context_keys(s), s.owned(token)],
                [token, *group],
            ),
        )
        results = self._run("ack", calls)
        return sum(int(r[0]) for r in results), sum(int(r[1]) for r in results)

    def release(self, members: list[str], token: str) -> int:
        if not members:
            return 0
        calls = self._member_calls(
            members,
            lambda s, group: (
                [s.leases, s.owners, s.route, s.payloads, s.reclaims, *self._queue_keys(s), s.owned(token)],
                [token, s.prefix, *group],
            ),
        )
        return sum(int(r) for r in self._run("release", calls))

    def extend(self, members: list[str], lease_ms: int, token: str) -> int:
        if not members:
            return 0
        calls = self._member_calls(members, lambda s, group: ([s.leases, s.owners], [token, lease_ms, *group]))
        return sum(int(r) for r in self._run("extend", calls))

    def reclaim(self, max_reclaims: int, limit: int = 200, worker: str = "") -> tuple[int, int]:
        """Requeue expired leases; returns (requeued, dead-lettered). `worker` goes into dead-letter records.

        Each shard's reclaim writes its dead letters into that shard's dead list (keys.dead_lists)."""
        calls = [
            ([s.leases, s.payloads, s.owners, s.reclaims, s.dead, s.route, s.contexts, *self._queue_keys(s),
              s.context_refs, s.context_counted],
             [s.prefix, limit, max_reclaims, worker])
            for s in self.keys.all_shards
        ]  # fmt: skip
        results = self._run("reclaim", calls)
        return sum(int(r[0]) for r in results), sum(int(r[1]) for r in results)

    def promote(self, limit: int = 500) -> int:
        """Move delayed retries that are due back into their domain queues; returns how many."""
        calls = [
            ([s.delayed, s.route, s.payloads, s.reclaims, *self._queue_keys(s)], [s.prefix, limit])
            for s in self.keys.all_shards
        ]
        return sum(int(r) for r in self._run("promote", calls))

    def expire_owner(self, token: str) -> int:
        """Expire all leases of a dead worker's token so the next reclaim requeues them."""
        calls = [([s.leases, s.owners, s.owned(token)], [token]) for s in self.keys.all_shards]
        return sum(int(r) for r in self._run("expire_owner", calls))

    def index_owners(self) -> int:
        """Index the leases taken before the owners' lease sets existed (once per shard; index_owners.lua);
        returns how many were indexed."""
        calls = [([s.leases, s.owners, s.owners_indexed], [s.prefix]) for s in self.keys.all_shards]
        return sum(int(r) for r in self._run("index_owners", calls))

    def reject(self, claimed: Claimed, token: str, record: str) -> None:
        """Keep an undecodable payload aside in the rejected list (`record` says why) and finish its claim."""
        self.server.rpush(self.keys.rejected, record)
        self.ack([claimed.member], token)

    def dead_letter(self, records: list[str]) -> None:
        """Append dead-letter records (JSON) to the (global) dead-letter list."""
        if records:
            self.server.rpush(self.keys.dead, *records)

    # --- politeness ------------------------------------------------------------------------------------

    def pause(self, domain: str, ms: int) -> int:
        """No claim of `domain` for `ms` (cluster-wide); returns ms until it is ready again."""
        s = self.keys.for_domain(domain)
        keys = [s.politeness(domain), s.ready("s"), s.ready("r")]
        [left] = self._run("pause", [(keys, [s.prefix, domain, max(0, int(ms))])])
        return int(left)

    def take_send_turns(self, domains: list[str]) -> list[int]:
        """Take a send turn for each entry of `domains` (one per claimed request about to be sent, so a domain
        may come twice; send_turn.lua): 0 where it may go now (the turn is taken), else ms to wait before
        asking again. One script call per shard."""
        p = self.policy
        groups = self._by_shard(range(len(domains)), lambda i: self.keys.shard_of(domains[i]))
        calls = []
        for index, positions in groups.items():
            s = self.keys.shard(index)
            argv = [s.prefix, p.default_delay_ms, p.ban_floor_ms, *(domains[i] for i in positions)]
            calls.append(([s.ready("s"), s.ready("r")], argv))
        waits = [0] * len(domains)
        for positions, result in zip(groups.values(), self._run("send_turn", calls), strict=True):
            for i, wait in zip(positions, result, strict=True):
                waits[i] = int(wait)
        return waits

    def set_domain_delay(self, domain: str, field: str, ms: float | None) -> None:
        """Set (or with None clear) a domain's `base` delay or its robots.txt `crawl` delay, in ms."""
        key = self.keys.politeness(domain)
        if ms is None:
            self.server.hdel(key, field)
        else:
            self.server.hset(key, field, round(ms, 3))

    def observe(self, window: BanWindow, counts: dict[str, tuple[int, int]]) -> list[BanVerdict]:
        """Add (responses, bans) per domain to the ban window; returns each domain's factor and change."""
        if not counts:
            return []
        w = window
        groups = self._by_shard(counts, self.keys.shard_of)
        calls = []
        for index, domains in groups.items():
            s = self.keys.shard(index)
            argv: list[Any] = [s.prefix, w.window_ms, w.bucket_ms, w.threshold, w.min_responses, w.raise_factor,
                               w.max_factor, w.relax_divisor, w.raise_every_ms, w.relax_every_ms]  # fmt: skip
            for domain in domains:
                argv += [domain, *counts[domain]]
            calls.append(([s.route], argv))  # the key routes the call on Redis Cluster
        flat = [x for result in self._run("observe", calls) for x in result]
        return [
            BanVerdict(
                _str(flat[i]), float(flat[i + 1]), _str(flat[i + 2]), int(flat[i + 3]), int(flat[i + 4]),
                int(float(flat[i + 5])),
            )
            for i in range(0, len(flat), 6)
        ]  # fmt: skip

    def migrate_legacy(self, route_for: Callable[[bytes | None], str], batch: int = 500) -> int:
        """Move the requests of earlier layouts into the domain queues' bands; returns how many.

        The single queue of the first versions: `route_for(payload)` gives "<class>|<domain>", and requests
        leased from it get a route too, so a release or reclaim puts them in the right domain queue. The
        domain queues of the previous version (ZSETs of `<prio>:<seq>` members, payloads in the payloads
        hash) are found through the ready sets, which hold every domain with queued requests.
        Only for the unsharded layout (the old layouts' requests live there); a sharded frontier moves them
        with crawler/frontier/layout.py.
        """
        k = self.keys
        moved = 0
        while members := self.server.zrange(k.legacy_queue, 0, batch - 1):
            payloads = self.server.hmget(k.payloads, [_str(m).rsplit(":", 1)[1] for m in members])
            args: list[Any] = [k.prefix, "0"]
            for member, payload in zip(members, payloads, strict=True):
                args += [member, route_for(payload)]
            moved += self._migrate(k.legacy_queue, args)
        leased = [_str(m) for m in self.server.zrange(k.leases, 0, -1)]
        ids = [m.rsplit(":", 1)[1] for m in leased if m.count(":") == 1]  # `<prio>:<route>:<id>` name their route
        if ids:
            routes = self.server.hmget(k.route, ids)
            missing = [i for i, r in zip(ids, routes, strict=True) if r is None]
            for start in range(0, len(missing), batch):
                chunk = missing[start : start + batch]
                pipe = self.server.pipeline(transaction=False)
                for id_, payload in zip(chunk, self.server.hmget(k.payloads, chunk), strict=True):
                    pipe.hsetnx(k.route, id_, route_for(payload))
                pipe.execute()
        return moved + self._migrate_domain_queues(batch)

    def _migrate(self, old: str, args: list[Any]) -> int:
        keys = [old, self.keys.route, self.keys.payloads, self.keys.reclaims, *self._queue_keys(self.keys.shard(0))]
        return int(self._scripts["migrate"](keys=keys, args=args))

    def _migrate_domain_queues(self, batch: int) -> int:
        """Move the members of previous-version domain queues (score 0; bands score at least 1)."""
        k = self.keys
        moved = 0
        for cls in ("s", "r"):
            domains = [_str(d) for d in self.server.zrange(k.ready(cls), 0, -1)]
            for start in range(0, len(domains), batch):
                chunk = domains[start : start + batch]
                pipe = self.server.pipeline(transaction=False)
                for domain in chunk:
                    pipe.zrangebyscore(k.domain_queue(cls, domain), 0, 0, start=0, num=1)
                old = [d for d, head in zip(chunk, pipe.execute(), strict=True) if head]
                for domain in old:
                    dq = k.domain_queue(cls, domain)
                    while members := self.server.zrangebyscore(dq, 0, 0, start=0, num=batch):
                        args: list[Any] = [k.prefix, "1"]
                        for member in members:
                            args += [member, route(cls, domain)]
                        moved += self._migrate(dq, args)
        return moved

    def held_payloads(self) -> list[bytes]:
        """Every payload the frontier holds: queued (in the bands), delayed and leased.

        Reads all of it (SCAN over the bands): for tools and tests on small frontiers, not for a worker.
        """
        held: list[bytes] = []
        for shard in self.keys.all_shards:
            held += [_bytes(p) for p in self.server.hvals(shard.payloads)]
            for band in self.server.scan_iter(match=shard.domain_queue("*", "*"), count=1000, _type="list"):
                held += [unpack_element(_bytes(el))[0] for el in self.server.lrange(band, 0, -1)]
        return held

    def domain_state(self, domain: str) -> dict[str, float]:
        raw = self.server.hgetall(self.keys.politeness(domain))
        return {_str(k): float(v) for k, v in raw.items()}

    # --- start URLs ------------------------------------------------------------------------------------

    def claim_start(self, claim_id: str, count: int, lease_ms: int) -> list[bytes]:
        k = self.keys
        items = self._scripts["start_claim"](
            keys=[k.start_urls, k.start_claims, k.start_claim(claim_id)],
            args=[claim_id, count, now_ms() + lease_ms, self.start_type],
        )
        return [_bytes(item) for item in items]

    def finish_start(self, claim_id: str) -> None:
        pipe = self.server.pipeline(transaction=True)
        pipe.delete(self.keys.start_claim(claim_id))
        pipe.zrem(self.keys.start_claims, claim_id)
        pipe.execute()

    def start_len(self) -> int:
        """Start-URL entries waiting (not claimed), whatever the start key's type (one round trip of its
        own: Redis Cluster refuses scripts inside pipelines)."""
        return int(self._scripts["start_len"](keys=[self.keys.start_urls]))

    def reclaim_start(self) -> int:
        k = self.keys
        return int(
            self._scripts["start_reclaim"](keys=[k.start_urls, k.start_claims], args=[now_ms(), k.start_claim_prefix])
        )

    # --- reading -----------------------------------------------------------------------------------------

    def queued(self, classes: tuple[str, ...] = ("s", "r")) -> int:
        """Requests waiting in the domain queues of `classes` (ready or throttled; not delayed)."""
        if self.keys.shards == 1:
            return sum(int(v or 0) for v in self.server.hmget(self.keys.counts, list(classes)))
        pipe = self.server.pipeline(transaction=False)
        for shard in self.keys.all_shards:
            pipe.hmget(shard.counts, list(classes))
        return sum(int(v or 0) for reply in pipe.execute() for v in reply)

    def counts(self) -> dict[str, int]:
        """The frontier's counts, summed over its shards (one pipeline, plus the start-URL count)."""
        k = self.keys
        shards = k.all_shards
        pipe = self.server.pipeline(transaction=False)
        for shard in shards:
            pipe.hmget(shard.counts, ["s", "r"])
            pipe.zcard(shard.leases)
            pipe.zcard(shard.delayed)
        for name in k.dead_lists:
            pipe.llen(name)
        pipe.zcard(k.start_claims)
        pipe.llen(k.rejected)
        replies = pipe.execute()
        per_shard, rest = replies[: 3 * len(shards)], replies[3 * len(shards) :]
        static = sum(int(r[0] or 0) for r in per_shard[0::3])
        render = sum(int(r[1] or 0) for r in per_shard[0::3])
        dead = sum(int(n) for n in rest[: len(k.dead_lists)])
        start_claims, rejected = rest[len(k.dead_lists) :]
        start = self.start_len()
        return {
            "queued": static + render,
            "queued_static": static,  # what light workers (no browser) can claim
            "queued_render": render,
            "delayed": sum(int(n) for n in per_shard[2::3]),
            "in_flight": sum(int(n) for n in per_shard[1::3]),
            "start_urls": int(start),
            "start_claims": int(start_claims),
            "dead": dead,
            "rejected": int(rejected),
        }


def _sooner(a: int, b: int) -> int:
    """The sooner of two waits in ms, where -1 means none."""
    return b if a < 0 else a if b < 0 else min(a, b)


def unpack_element(element: bytes) -> tuple[bytes, int]:
    """(payload, reclaims) of a queued element (lib.lua: an optional `#<reclaims>#` header)."""
    if element[:1] == b"#":
        close = element.find(b"#", 1)
        if close > 0 and element[1:close].isdigit():
            return element[close + 1 :], int(element[1:close])
    return element, 0


def _str(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _bytes(value: Any) -> bytes:
    return value if isinstance(value, bytes) else str(value).encode("utf-8", "surrogateescape")
