"""Redis key names of one spider's frontier, spread over FRONTIER_SHARDS hash-tag shards.

Global keys (start-URL claims, workers, control, hubs, refusals, rejected payloads, dead letters written
by Python, canonical parameters) carry the spider's base hash tag `{<spider>}`. A domain's state (its
queues, politeness and ban-window hashes, the payloads, routes, leases and owners of its requests,
reclaim counts, delayed retries, per-class counts, the sequence counter and the seen filter) lives in
one shard, chosen by a stable hash of its politeness domain (`shard_of`). Shard `s` has its own hash tag
`{<spider>:s<s>.<n>}` (`shard_tag`), so on a Redis Cluster the shards spread over the nodes while every Lua
script still touches one slot. With one shard (the default) the shard's tag is the base tag and every key keeps the
name it had before shards existed.

The start-URL list keeps its public name (`news:start_urls`); its helper keys are derived from it and
so share its hash tag if it has one: on Redis Cluster set `START_URLS_KEY={news}:start_urls`.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from redis.crc import REDIS_CLUSTER_HASH_SLOTS, key_slot

MAX_SHARDS = 256


def start_urls_key(settings: Any, spider: Any) -> str:
    """The start-URL list of `spider`: its `redis_key`, else REDIS_START_URLS_KEY (scrapy-redis), else
    START_URLS_KEY; `%(name)s` is the spider's name."""
    key = getattr(spider, "redis_key", None) or settings.get("REDIS_START_URLS_KEY") or settings.get("START_URLS_KEY")
    return str(key) % {"name": spider.name}


def shard_of(domain: str, shards: int) -> int:
    """The shard of a politeness domain: CRC-32 of its name modulo `shards` (stable across processes and
    versions, unlike Python's `hash`)."""
    return zlib.crc32(domain.encode("utf-8", "surrogateescape")) % shards if shards > 1 else 0


@lru_cache(maxsize=4096)
def shard_tag(spider: str, index: int, shards: int) -> str:
    """The hash tag of shard `index` of `shards`: `{<spider>:s<index>.<n>}` with the first `n` that puts its
    Redis Cluster slot in the index-th of `shards` equal parts of the slot space. A cluster gives each node
    a contiguous slot range (`redis-cli --cluster create`), so the shards spread over the nodes as evenly
    as their number allows; plain `{<spider>:s<index>}` names would land where CRC16 happens to put them
    (16 of them on 3 nodes: 5, 7 and 4)."""
    low = index * REDIS_CLUSTER_HASH_SLOTS // shards
    high = (index + 1) * REDIS_CLUSTER_HASH_SLOTS // shards
    n = 0
    while not low <= key_slot(f"{spider}:s{index}.{n}".encode()) < high:
        n += 1
    return "{" + f"{spider}:s{index}.{n}" + "}"


def member_route(member: str) -> str | None:
    """The route `<class>|<domain>` a lease member names (`<priority>:<class>|<domain>:<id>`, queue.py),
    or None for members without one (delayed `<priority>:<id>`, leases of earlier versions)."""
    head, sep, _ = member.rpartition(":")
    if not sep:
        return None
    _, sep, middle = head.partition(":")
    return middle if sep and "|" in middle else None


def member_domain(member: str) -> str | None:
    """The politeness domain in a lease member's route, or None for a member without one."""
    route = member_route(member)
    return route.split("|", 1)[1] if route is not None else None


def member_shard(member: str, shards: int) -> int:
    """The shard a lease member belongs to: that of the politeness domain in its route. Members without a
    route only exist unsharded (delayed members stay in their shard's delay queue): shard 0."""
    domain = member_domain(member)
    if domain is None or shards == 1:
        return 0
    return shard_of(domain, shards)


@dataclass(frozen=True)
class ShardKeys:
    """The keys of one shard: `tag` is its hash tag, `index` its number."""

    tag: str
    index: int = 0
    sharded: bool = False  # False: the one shard of an unsharded frontier (two-part members)

    def _k(self, name: str) -> str:
        return f"{self.tag}:{name}"

    @property
    def prefix(self) -> str:
        """Prefix of the per-domain keys the Lua scripts build themselves (same hash tag, same slot)."""
        return f"{self.tag}:"

    def domain_queue(self, cls: str, domain: str) -> str:
        """ZSET of the priority bands of one domain's queued requests of one class (`s` static, `r`
        render): member = priority key (queue.py), score its value, so the best band comes first."""
        return self._k(f"dq:{cls}:{domain}")

    def domain_band(self, cls: str, domain: str, priority_key: str) -> str:
        """LIST of one domain's queued requests of one class and priority, oldest first (the payloads)."""
        return self._k(f"dq:{cls}:{domain}/{priority_key}")

    def ready(self, cls: str) -> str:
        """ZSET domain -> the time (ms) it may next be fetched, for domains with queued requests."""
        return self._k(f"ready:{cls}")

    def politeness(self, domain: str) -> str:
        """HASH of one domain's politeness state: base, crawl, factor, next, pause_until, ban_at (ms)."""
        return self._k(f"pol:{domain}")

    def ban_window(self, domain: str) -> str:
        """HASH of one domain's response counts per time bucket (the ban-spike window)."""
        return self._k(f"ban:{domain}")

    @property
    def route(self) -> str:
        """HASH request id -> "<class>|<domain>": where a released or reclaimed request goes back to."""
        return self._k("route")

    @property
    def contexts(self) -> str:
        """HASH context id -> JSON: per-crawl meta shared by many queued requests (contexts.py); per shard,
        as the enqueue script writes them with the requests that reference them."""
        return self._k("ctx")

    @property
    def context_refs(self) -> str:
        """HASH context id -> requests of this shard (queued, delayed, leased) that reference it, kept by the
        scripts (lib.lua): the last one's ack prunes the context."""
        return self._k("ctx:refs")

    @property
    def context_counted(self) -> str:
        """SET of the contexts a counting enqueue created (lib.lua): only these are pruned, as contexts written
        by earlier versions may be referenced uncounted."""
        return self._k("ctx:counted")

    @property
    def counts(self) -> str:
        """HASH class -> number of queued requests (kept by the scripts; summing the queues is slow)."""
        return self._k("counts")

    @property
    def delayed(self) -> str:
        """ZSET member -> due time (ms): delayed retries that every worker's reclaim loop requeues."""
        return self._k("delayed")

    @property
    def payloads(self) -> str:
        return self._k("payloads")

    @property
    def leases(self) -> str:
        return self._k("leases")

    @property
    def owners(self) -> str:
        return self._k("owners")

    @property
    def reclaims(self) -> str:
        return self._k("reclaims")

    def owned(self, token: str) -> str:
        """SET of the lease members `token` holds (claim.lua adds; ack, release, reclaim, drop remove), so
        expiring a dead worker's leases touches only those (expire_owner.lua)."""
        return self._k(f"owned:{token}")

    @property
    def owners_indexed(self) -> str:
        """Set once the leases taken before the `owned` sets existed were indexed (index_owners.lua)."""
        return self._k("owners:indexed")

    @property
    def seq(self) -> str:
        return self._k("seq")

    @property
    def dead(self) -> str:
        """LIST of the dead letters reclaim.lua writes for this shard's requests (read with the global one)."""
        return self._k("dead")

    def bloom(self, host: str | None = None) -> str:
        """The seen filter of this shard (BLOOM_PER_DOMAIN: of one host of a domain of this shard)."""
        return self._k("bloom") if host is None else self._k(f"bloom:{host}")

    @property
    def migrated(self) -> str:
        """HASH old shard tag + member -> new member, while a layout migration moves requests here."""
        return self._k("migrated")

    @property
    def fixed(self) -> list[str]:
        """The fixed (not per-domain) keys of this shard."""
        return [self.route, self.contexts, self.context_refs, self.context_counted, self.counts, self.delayed,
                self.payloads, self.leases, self.owners, self.owners_indexed, self.reclaims, self.seq, self.dead,
                self.ready("s"), self.ready("r"), self.migrated]  # fmt: skip


@dataclass(frozen=True)
class FrontierKeys:
    spider: str
    start_urls: str
    shards: int = 1

    def __post_init__(self) -> None:
        if not 1 <= self.shards <= MAX_SHARDS:
            raise ValueError(f"FRONTIER_SHARDS must be between 1 and {MAX_SHARDS}, not {self.shards}")

    @property
    def tag(self) -> str:
        """The base hash tag: global keys, and every key of an unsharded frontier."""
        return "{" + self.spider + "}"

    def _k(self, name: str) -> str:
        return f"{self.tag}:{name}"

    # --- shards ------------------------------------------------------------------------------------------

    def shard(self, index: int) -> ShardKeys:
        if self.shards == 1:
            return ShardKeys(self.tag)
        return ShardKeys(shard_tag(self.spider, index, self.shards), index, sharded=True)

    @property
    def all_shards(self) -> list[ShardKeys]:
        return [self.shard(i) for i in range(self.shards)]

    def shard_of(self, domain: str) -> int:
        return shard_of(domain, self.shards)

    def for_domain(self, domain: str) -> ShardKeys:
        return self.shard(self.shard_of(domain))

    def for_member(self, member: str) -> ShardKeys:
        return self.shard(member_shard(member, self.shards))

    def _single(self) -> ShardKeys:
        """The one shard, for the names that only exist once in an unsharded frontier."""
        if self.shards != 1:
            raise ValueError("this key exists once per shard with FRONTIER_SHARDS > 1: use keys.shard(i)")
        return self.shard(0)

    # --- per-domain keys, in the domain's shard ------------------------------------------------------------

    def domain_queue(self, cls: str, domain: str) -> str:
        return self.for_domain(domain).domain_queue(cls, domain)

    def domain_band(self, cls: str, domain: str, priority_key: str) -> str:
        return self.for_domain(domain).domain_band(cls, domain, priority_key)

    def politeness(self, domain: str) -> str:
        return self.for_domain(domain).politeness(domain)

    def ban_window(self, domain: str) -> str:
        return self.for_domain(domain).ban_window(domain)

    def bloom(self, host: str | None = None, domain: str | None = None) -> str:
        """The seen filter of requests of politeness `domain` (BLOOM_PER_DOMAIN: of `host`, a host of
        `domain`); it lives in the domain's shard. Unsharded, `domain` does not matter."""
        shard = self.shard(self.shard_of(domain) if domain is not None and self.shards > 1 else 0)
        return shard.bloom(host)

    # --- per-shard keys of an unsharded frontier (with shards: keys.shard(i).<name>) --------------------

    @property
    def prefix(self) -> str:
        return self._single().prefix

    def ready(self, cls: str) -> str:
        return self._single().ready(cls)

    @property
    def route(self) -> str:
        return self._single().route

    @property
    def contexts(self) -> str:
        return self._single().contexts

    @property
    def context_refs(self) -> str:
        return self._single().context_refs

    @property
    def context_counted(self) -> str:
        return self._single().context_counted

    @property
    def counts(self) -> str:
        return self._single().counts

    @property
    def delayed(self) -> str:
        return self._single().delayed

    @property
    def payloads(self) -> str:
        return self._single().payloads

    @property
    def leases(self) -> str:
        return self._single().leases

    @property
    def owners(self) -> str:
        return self._single().owners

    @property
    def reclaims(self) -> str:
        return self._single().reclaims

    @property
    def seq(self) -> str:
        return self._single().seq

    # --- global keys (base tag) -------------------------------------------------------------------------

    @property
    def layout(self) -> str:
        """STRING: the number of shards the frontier's data is laid out in (absent: 1, or nothing yet)."""
        return self._k("layout")

    @property
    def layout_lock(self) -> str:
        """STRING with a TTL: held by the worker moving the frontier into another number of shards."""
        return self._k("layout:lock")

    @property
    def legacy_queue(self) -> str:
        """The single queue of versions before per-domain queues; migrated at worker start."""
        return self._k("queue")

    @property
    def dead(self) -> str:
        """LIST of dead letters written by the workers (failed for good); reclaim.lua writes those of
        expired leases into each shard's own list (`dead_lists` names them all; one list unsharded)."""
        return self._k("dead")

    @property
    def dead_lists(self) -> list[str]:
        """Every dead-letter list: the global one, then each shard's (the same one list unsharded)."""
        return list(dict.fromkeys([self.dead] + [s.dead for s in self.all_shards]))

    @property
    def rejected(self) -> str:
        return self._k("rejected")

    @property
    def refused(self) -> str:
        """LIST of refusal records (robots.txt, size, scope, SSRF): final, never retried (refusals.py)."""
        return self._k("refused")

    @property
    def workers(self) -> str:
        """ZSET worker id -> last heartbeat (unix seconds); dead workers stay until pruned."""
        return self._k("workers")

    def worker(self, worker_id: str) -> str:
        """HASH of one worker's heartbeat, with a TTL."""
        return self._k(f"worker:{worker_id}")

    @property
    def control_channel(self) -> str:
        return self._k("control")

    @property
    def control_state(self) -> str:
        """Persistent cluster-wide command (paused/stopped); absent means running."""
        return self._k("control:state")

    def control_worker_state(self, worker_id: str) -> str:
        return self._k(f"control:worker:{worker_id}")

    # --- discovery hubs (crawler/frontier/hubs.py) ---

    @property
    def hubs_due(self) -> str:
        """ZSET hub id -> next due time (ms, Redis server clock)."""
        return self._k("hubs:due")

    def hub(self, hub_id: str) -> str:
        """HASH of one hub: url, kind, interval, validators, last status, visit counts."""
        return self._k(f"hub:{hub_id}")

    @property
    def hub_prefix(self) -> str:
        return self._k("hub:")

    @property
    def hubs_sites(self) -> str:
        """HASH site -> number of hubs registered for it (bounded by DISCOVERY_MAX_HUBS_PER_SITE)."""
        return self._k("hubs:sites")

    @property
    def hubs_errors(self) -> str:
        """LIST of JSON records of hostile or unreadable hub responses (capped)."""
        return self._k("hubs:errors")

    @property
    def hubs_lag(self) -> str:
        """LIST of recent discovery lags, JSON (capped): first sighting / publication to stored article."""
        return self._k("hubs:lag")

    @property
    def start_invalid(self) -> str:
        return f"{self.start_urls}:invalid"

    @property
    def start_claims(self) -> str:
        return f"{self.start_urls}:claims"

    @property
    def start_claim_prefix(self) -> str:
        return f"{self.start_urls}:claim:"

    def start_claim(self, claim_id: str) -> str:
        return self.start_claim_prefix + claim_id
