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
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any

from crawler.frontier.keys import FrontierKeys

PRIORITY_LIMIT = 10**9 - 1
SEEN, QUEUED, CAPPED = 0, 1, 2  # enqueue outcomes


_WITH_LIB = frozenset({"enqueue", "claim", "release", "extend", "reclaim", "promote", "pause", "observe", "migrate"})


def _script(name: str) -> str:
    lua = resources.files("crawler.frontier").joinpath("lua")
    text = lua.joinpath(f"{name}.lua").read_text()
    return lua.joinpath("lib.lua").read_text() + "\n" + text if name in _WITH_LIB else text


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


class FrontierQueue:
    """Redis operations on one spider's frontier; every method is one round trip."""

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
        self.bloom = bloom
        self.policy = policy or ClaimPolicy()
        self.start_type = start_type  # the start key's Redis type: list, set or zset
        self.wait_ms = -1  # after a claim: ms until the next throttled domain is ready (-1: none waits)
        self._scripts = {
            name: server.register_script(_script(name))
            for name in (
                "enqueue",
                "claim",
                "ack",
                "release",
                "extend",
                "reclaim",
                "promote",
                "pause",
                "observe",
                "migrate",
                "start_claim",
                "start_reclaim",
                "start_len",
                "expire_owner",
            )
        }

    @property
    def _queue_keys(self) -> list[str]:
        """The fixed keys every script that queues requests writes: counts and the ready sets."""
        return [self.keys.counts, self.keys.ready("s"), self.keys.ready("r")]

    # --- requests ---------------------------------------------------------------------------------------

    def enqueue(self, entries: list[Entry]) -> list[bool]:
        """Queue entries (de-duplicated where they have a bloom key); True where newly queued."""
        return [flag == QUEUED for flag in self.enqueue_flags(entries)]

    def enqueue_flags(self, entries: list[Entry]) -> list[int]:
        """Queue entries; per entry QUEUED, SEEN (de-duplicated) or CAPPED (its domain queue is full)."""
        if not entries:
            return []
        k = self.keys
        contexts = dict(e.context for e in entries if e.context is not None)
        argv: list[Any] = [self.bloom.error_rate, self.bloom.capacity, self.bloom.expansion, k.prefix, len(contexts)]
        for item in contexts.items():
            argv += item
        for e in entries:
            argv += [e.bloom_key, e.fingerprint, priority_key(e.priority), e.payload, e.cls, e.domain, e.delay_ms,
                     e.cap]  # fmt: skip
        keys = [k.payloads, k.seq, k.route, k.delayed, k.contexts, *self._queue_keys]
        flags = self._scripts["enqueue"](keys=keys, args=argv)
        return [int(f) for f in flags]

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

        Afterwards `wait_ms` says how long until the next throttled domain is ready (-1: none waits).
        """
        k, p = self.keys, self.policy
        flat, wait = self._scripts["claim"](
            keys=[k.leases, k.payloads, k.owners, k.reclaims, k.route, k.seq, *self._queue_keys],
            args=[lease_ms, count, token, "1" if idle else "0", k.prefix, p.default_delay_ms, p.ban_floor_ms, p.scan,
                  p.suspect_after, *p.classes],
        )  # fmt: skip
        self.wait_ms = int(wait)
        return [
            Claimed(_str(flat[i]), _bytes(flat[i + 1]), int(flat[i + 2]), int(flat[i + 3]))
            for i in range(0, len(flat), 4)
        ]

    def ack(self, members: list[str], token: str) -> tuple[int, int]:
        if not members:
            return (0, 0)
        k = self.keys
        acked, stale = self._scripts["ack"](
            keys=[k.leases, k.payloads, k.owners, k.reclaims, k.route], args=[token, *members]
        )
        return int(acked), int(stale)

    def release(self, members: list[str], token: str) -> int:
        if not members:
            return 0
        k = self.keys
        keys = [k.leases, k.owners, k.route, k.payloads, k.reclaims, *self._queue_keys]
        return int(self._scripts["release"](keys=keys, args=[token, k.prefix, *members]))

    def extend(self, members: list[str], lease_ms: int, token: str) -> int:
        if not members:
            return 0
        k = self.keys
        return int(self._scripts["extend"](keys=[k.leases, k.owners], args=[token, lease_ms, *members]))

    def reclaim(self, max_reclaims: int, limit: int = 200, worker: str = "") -> tuple[int, int]:
        """Requeue expired leases; returns (requeued, dead-lettered). `worker` goes into dead-letter records."""
        k = self.keys
        requeued, dead = self._scripts["reclaim"](
            keys=[k.leases, k.payloads, k.owners, k.reclaims, k.dead, k.route, k.contexts, *self._queue_keys],
            args=[k.prefix, limit, max_reclaims, worker],
        )
        return int(requeued), int(dead)

    def promote(self, limit: int = 500) -> int:
        """Move delayed retries that are due back into their domain queues; returns how many."""
        k = self.keys
        keys = [k.delayed, k.route, k.payloads, k.reclaims, *self._queue_keys]
        return int(self._scripts["promote"](keys=keys, args=[k.prefix, limit]))

    def expire_owner(self, token: str) -> int:
        """Expire all leases of a dead worker's token so the next reclaim requeues them."""
        return int(self._scripts["expire_owner"](keys=[self.keys.leases, self.keys.owners], args=[token]))

    def reject(self, claimed: Claimed, token: str, record: str) -> None:
        """Keep an undecodable payload aside in the rejected list (`record` says why) and finish its claim."""
        self.server.rpush(self.keys.rejected, record)
        self.ack([claimed.member], token)

    def dead_letter(self, records: list[str]) -> None:
        """Append dead-letter records (JSON) to the dead-letter list."""
        if records:
            self.server.rpush(self.keys.dead, *records)

    # --- politeness ------------------------------------------------------------------------------------

    def pause(self, domain: str, ms: int) -> int:
        """No claim of `domain` for `ms` (cluster-wide); returns ms until it is ready again."""
        # The key only routes the call on Redis Cluster (every frontier key shares one slot).
        keys = [self.keys.politeness(domain), self.keys.ready("s"), self.keys.ready("r")]
        return int(self._scripts["pause"](keys=keys, args=[self.keys.prefix, domain, max(0, int(ms))]))

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
        argv: list[Any] = [self.keys.prefix, w.window_ms, w.bucket_ms, w.threshold, w.min_responses,
                           w.raise_factor, w.max_factor, w.relax_divisor, w.raise_every_ms,
                           w.relax_every_ms]  # fmt: skip
        for domain, (total, bad) in counts.items():
            argv += [domain, total, bad]
        flat = self._scripts["observe"](keys=[self.keys.route], args=argv)  # the key routes on Redis Cluster
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
        keys = [old, self.keys.route, self.keys.payloads, self.keys.reclaims, *self._queue_keys]
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
        held = [_bytes(p) for p in self.server.hvals(self.keys.payloads)]
        for band in self.server.scan_iter(match=self.keys.domain_queue("*", "*"), count=1000, _type="list"):
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
        return sum(int(v or 0) for v in self.server.hmget(self.keys.counts, list(classes)))

    def counts(self) -> dict[str, int]:
        k = self.keys
        pipe = self.server.pipeline(transaction=False)
        pipe.hmget(k.counts, ["s", "r"])
        pipe.zcard(k.leases)
        pipe.zcard(k.start_claims)
        pipe.llen(k.dead)
        pipe.llen(k.rejected)
        pipe.zcard(k.delayed)
        (static, render), leased, start_claims, dead, rejected, delayed = pipe.execute()
        start = self.start_len()
        return {
            "queued": int(static or 0) + int(render or 0),
            "queued_static": int(static or 0),  # what light workers (no browser) can claim
            "queued_render": int(render or 0),
            "delayed": int(delayed),
            "in_flight": int(leased),
            "start_urls": int(start),
            "start_claims": int(start_claims),
            "dead": int(dead),
            "rejected": int(rejected),
        }


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
