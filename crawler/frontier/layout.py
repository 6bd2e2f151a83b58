"""Moving a frontier into another number of shards (FRONTIER_SHARDS), at worker start.

`{spider}:layout` records how many shards the frontier's data is laid out in (absent: one, the layout of
versions before shards). A starting worker configured for another number moves the data, under the lock
`{spider}:layout:lock` (a TTL it refreshes while it works), so two starting workers never both move it;
the others wait until the layout key says their number. Only domains whose shard changes move:

- politeness and ban-window hashes are copied into the new shard, then deleted in the old one;
- queued requests, delayed retries and leased requests of a moved domain are adopted by the new shard
  (adopt.lua: a new id, the same payload, route, priority and reclaim count; queued again, delayed ones
  keep their due time, leased ones are queued again: their worker is expected to be gone, as changing
  FRONTIER_SHARDS needs every worker stopped) and then removed from the old one (drop.lua). Adoption is
  idempotent (the new shard remembers which old members it took), so a worker that dies half-way leaves
  nothing lost and nothing twice: the next one repeats the batch;
- shared request contexts are copied into every new shard;
- seen filters: a Bloom filter cannot be split by domain. A per-host filter (BLOOM_PER_DOMAIN) moves as it
  is (BF.SCANDUMP / BF.LOADCHUNK). The global filter of an old shard is copied whole into each new shard
  it feeds: every new shard starts with the full old filter, so nothing seen before is fetched again, at
  the price of that filter's memory once per shard. A new shard fed by several old ones (fewer shards than
  before, or numbers without a common factor) can take only one filter: it takes the fullest, and the
  fingerprints of the others are logged as not carried over (those URLs may be fetched once more);
- dead letters of old shards join the global dead-letter list.

Keys of an old shard that is not a shard of the new layout are deleted at the end; what is still in it
then (a payload no queue, lease or delay references) is kept and logged.
"""

from __future__ import annotations

import logging
import math
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from redis.exceptions import ResponseError

from crawler.frontier.keys import FrontierKeys, ShardKeys, member_route
from crawler.frontier.queue import register

logger = logging.getLogger(__name__)

LOCK_MS = 60_000


@dataclass
class Moved:
    """What one layout migration did."""

    old_shards: int
    new_shards: int
    requests: int = 0
    leased: int = 0
    delayed: int = 0
    domains: int = 0
    filters: int = 0
    fingerprints_not_carried: int = 0
    kept_orphans: list[str] = field(default_factory=list)


def _text(value: Any) -> str:
    return value.decode("utf-8", "surrogateescape") if isinstance(value, bytes) else str(value)


def _unsharded_keys_exist(server: Any, keys: FrontierKeys) -> bool:
    one = FrontierKeys(keys.spider, keys.start_urls, 1)
    names = [one.counts, one.payloads, one.leases, one.delayed, one.ready("s"), one.ready("r"), one.legacy_queue]
    return bool(server.exists(*names))  # one slot: every unsharded key has the base tag


def current_layout(server: Any, keys: FrontierKeys) -> int:
    """The number of shards the data of `keys`' frontier is laid out in (1 without a layout key)."""
    raw = server.get(keys.layout)
    return int(raw) if raw else 1


class LayoutLock:
    def __init__(self, server: Any, keys: FrontierKeys) -> None:
        self.server = server
        self.key = keys.layout_lock
        self.token = uuid.uuid4().hex

    def acquire(self) -> bool:
        return bool(self.server.set(self.key, self.token, nx=True, px=LOCK_MS))

    def refresh(self) -> None:
        if _text(self.server.get(self.key) or b"") != self.token:
            raise RuntimeError("lost the frontier layout lock (a migration took longer than its TTL?)")
        self.server.pexpire(self.key, LOCK_MS)

    def release(self) -> None:
        if _text(self.server.get(self.key) or b"") == self.token:
            self.server.delete(self.key)


def ensure_layout(
    server: Any,
    keys: FrontierKeys,
    domain_of_host: Callable[[str], str],
    wait_s: float = 600.0,
    batch: int = 500,
) -> Moved | None:
    """Bring the frontier into `keys.shards` shards (moving it if its layout differs); None if nothing moved.

    Waits up to `wait_s` while another worker holds the lock, then fails (the frontier must not be used
    half-moved)."""
    deadline = time.monotonic() + wait_s
    waited = False
    while True:
        old = current_layout(server, keys)
        if old == keys.shards:
            return None
        lock = LayoutLock(server, keys)
        if lock.acquire():
            try:
                old = current_layout(server, keys)  # another worker may have finished just now
                if old == keys.shards:
                    return None
                if old == 1 and not _unsharded_keys_exist(server, keys) and not server.exists(keys.layout):
                    server.set(keys.layout, keys.shards)  # a fresh frontier: nothing to move
                    return None
                moved = LayoutMigration(server, keys.spider, keys.start_urls, old, keys.shards, lock,
                                        domain_of_host, batch).run()  # fmt: skip
                server.set(keys.layout, keys.shards)
                return moved
            finally:
                lock.release()
        if time.monotonic() > deadline:
            raise RuntimeError(f"another worker has been moving the frontier into {keys.shards} shards for too long")
        if not waited:  # once: the move of a large frontier takes a while
            logger.info("Waiting for another worker to move the frontier from %d into %d shards", old, keys.shards)
            waited = True
        time.sleep(0.5)


class LayoutMigration:
    def __init__(
        self,
        server: Any,
        spider: str,
        start_urls: str,
        old: int,
        new: int,
        lock: LayoutLock,
        domain_of_host: Callable[[str], str],
        batch: int = 500,
    ) -> None:
        self.server = server
        self.old = FrontierKeys(spider, start_urls, old)
        self.new = FrontierKeys(spider, start_urls, new)
        self.lock = lock
        self.domain_of_host = domain_of_host
        self.batch = batch
        self.adopt, self.drop = register(server, "adopt"), register(server, "drop")
        self.adopt_band, self.drop_band = register(server, "adopt_band"), register(server, "drop_band")
        self.new_tags = {s.tag for s in self.new.all_shards}
        self.moved = Moved(old, new)

    def run(self) -> Moved:
        logger.warning("Moving the frontier of %r from %d into %d shards", self.new.spider, self.old.shards,
                       self.new.shards)  # fmt: skip
        for old in self.old.all_shards:
            self._contexts(old)
            self._domain_hashes(old)
            self._requests(old)
        self._filters()
        for old in self.old.all_shards:
            self._dead_letters(old)
        for shard in self.new.all_shards:
            self._prune_copies(shard)
        for shard in [*self.new.all_shards, *self.old.all_shards]:
            self.server.delete(shard.migrated)
        for old in self.old.all_shards:
            self._delete_old(old)
        m = self.moved
        logger.warning(
            "Moved the frontier into %d shards: %d queued, %d delayed and %d leased requests (queued again) of %d "
            "domains, %d seen filters copied", m.new_shards, m.requests, m.delayed, m.leased, m.domains, m.filters,
        )  # fmt: skip
        return m

    def _target(self, domain: str) -> ShardKeys:
        return self.new.for_domain(domain)

    def _moves(self, old: ShardKeys, domain: str) -> bool:
        return self._target(domain).tag != old.tag

    def _scan(self, pattern: str, type_: str | None = None) -> list[str]:
        return [_text(k) for k in self.server.scan_iter(match=pattern, count=1000, _type=type_)]

    def _contexts(self, old: ShardKeys) -> None:
        # The adopted requests count their references in the new shard (adopt*.lua); a counted context stays
        # counted there (the others may be referenced uncounted: never pruned).
        counted = {_text(m) for m in self.server.smembers(old.context_counted)}
        for target in self.new.all_shards:
            if target.tag == old.tag:
                continue
            for chunk in _chunks(list(self.server.hscan_iter(old.contexts)), self.batch):
                pipe = self.server.pipeline(transaction=False)
                for ctx_id, value in chunk:
                    pipe.hsetnx(target.contexts, ctx_id, value)
                    if _text(ctx_id) in counted:
                        pipe.sadd(target.context_counted, ctx_id)
                pipe.execute()

    def _domain_hashes(self, old: ShardKeys) -> None:
        for kind in ("pol", "ban"):
            head = old.prefix + kind + ":"
            for name in self._scan(head + "*"):
                domain = name[len(head) :]
                if not self._moves(old, domain):
                    continue
                target = self._target(domain)
                new_name = target.politeness(domain) if kind == "pol" else target.ban_window(domain)
                state = self.server.hgetall(name)
                ttl = self.server.pttl(name)
                if state:
                    self.server.hset(new_name, mapping=state)
                    if ttl > 0:
                        self.server.pexpire(new_name, ttl)
                self.server.delete(name)

    def _requests(self, old: ShardKeys) -> None:
        domains: set[tuple[str, str]] = set()
        for cls in ("s", "r"):
            head = old.prefix + f"dq:{cls}:"
            domains |= {(cls, _text(d)) for d in self.server.zrange(old.ready(cls), 0, -1)}
            # Domain queues (ZSETs of bands) only: the bands' LISTs are named `<queue>/<priority>`.
            domains |= {(cls, name[len(head) :]) for name in self._scan(head + "*", "zset")}
        moved_domains = set()
        for cls, domain in sorted(domains):
            if not self._moves(old, domain):
                continue
            for priority in [_text(p) for p in self.server.zrange(old.domain_queue(cls, domain), 0, -1)]:
                moved = self._move_band(old, cls, domain, priority)
                self.moved.requests += moved
                if moved:
                    moved_domains.add(domain)
        self.moved.domains += len(moved_domains)
        for source, key in (("delayed", old.delayed), ("leased", old.leases)):
            start = 0
            while rows := self.server.zrange(key, start, start + self.batch - 1, withscores=True):
                members = [_text(m) for m, _ in rows]
                stored = self.server.hmget(old.route, [m.rsplit(":", 1)[1] for m in members])
                moving = []
                for (member, score), route in zip(zip(members, [s for _, s in rows], strict=True), stored,
                                                  strict=True):  # fmt: skip
                    # A lease names its route (queue.py); delayed members and older leases have it stored.
                    cls, _, domain = (member_route(member) or (_text(route) if route else "s|_")).partition("|")
                    if self._moves(old, domain):
                        due = max(1, int(score)) if source == "delayed" else 0
                        moving.append((member, cls, domain, due))
                if moving:
                    count = self._move(old, moving)
                    setattr(self.moved, source, getattr(self.moved, source) + count)
                start += len(rows) - len(moving)  # moved members left the set; the others stay in front

    def _move_band(self, old: ShardKeys, cls: str, domain: str, priority: str) -> int:
        """Move one priority band of a domain into its new shard, a batch at a time (adopt_band.lua, then
        drop_band.lua trims what was adopted); returns the requests moved."""
        t = self._target(domain)
        band = old.domain_band(cls, domain, priority)
        origin = f"{old.tag}|{band}"
        moved = 0
        route = f"{cls}|{domain}"
        while elements := self.server.lrange(band, 0, self.batch - 1):
            self.lock.refresh()
            trimmed = int(self.server.hget(old.migrated, f"trim|{band}") or 0)
            keys = [t.migrated, t.counts, t.ready("s"), t.ready("r"), t.context_refs]
            moved += int(self.adopt_band(keys=keys, args=[t.prefix, origin, trimmed, route, priority, *elements]))
            self.drop_band(keys=[old.counts, old.migrated, old.contexts, old.context_refs, old.context_counted],
                           args=[old.prefix, route, priority, len(elements)])  # fmt: skip
        return moved

    def _move(self, old: ShardKeys, rows: list[tuple[str, str, str, int]]) -> int:
        """Adopt delayed and leased `rows` (member, class, domain, due ms or 0) into their new shards, then
        drop them here."""
        self.lock.refresh()
        ids = [member.rsplit(":", 1)[1] for member, *_ in rows]
        payloads = self.server.hmget(old.payloads, ids)
        reclaims = self.server.hmget(old.reclaims, ids)
        by_target: dict[int, list[Any]] = {}
        for (member, cls, domain, due), payload, count in zip(rows, payloads, reclaims, strict=True):
            if payload is None:
                continue  # an orphan without payload: nothing to fetch (claim.lua drops these too)
            target = self._target(domain)
            priority = member.split(":", 1)[0]
            args = by_target.setdefault(target.index, [target.prefix, old.tag])
            args += [member, priority, payload, f"{cls}|{domain}", int(count or 0), due]
        for index, args in by_target.items():  # one target per call: each script stays in one slot
            t = self.new.shard(index)
            keys = [t.payloads, t.seq, t.route, t.delayed, t.reclaims, t.migrated, t.counts, t.ready("s"), t.ready("r"),
                    t.context_refs]  # fmt: skip
            self.adopt(keys=keys, args=args)
        self.drop(keys=[old.payloads, old.route, old.reclaims, old.owners, old.leases, old.delayed, old.contexts,
                        old.context_refs, old.context_counted],
                  args=[old.prefix, *(member for member, *_ in rows)])  # fmt: skip
        return sum(1 for p in payloads if p is not None)

    def _filters(self) -> None:
        """Per-host filters move whole; each new shard gets the global filter of the fullest old shard that
        feeds it (see the module docstring)."""
        for old in self.old.all_shards:
            head = old.prefix + "bloom:"
            for name in self._scan(head + "*"):
                host = name[len(head) :]
                if host.endswith(":loading"):
                    continue
                target = self._target(self.domain_of_host(host)).bloom(host)
                if target != name:
                    self._copy_filter(name, target)
                    self.server.delete(name)
                    self.moved.filters += 1
        common = math.gcd(self.old.shards, self.new.shards)
        for t in self.new.all_shards:
            target = t.bloom()
            feeders = [o.bloom() for o in self.old.all_shards if o.index % common == t.index % common]
            present = {name: n for name in feeders if name != target and (n := _bloom_items(self.server, name))}
            if self.server.exists(target):
                kept = target  # the same shard in both layouts keeps its own filter
            elif present:
                kept = max(present, key=lambda name: present[name])
                self._copy_filter(kept, target)
                self.moved.filters += 1
            else:
                continue
            lost = sum(n for name, n in present.items() if name != kept)
            if lost:
                self.moved.fingerprints_not_carried += lost
                logger.warning(
                    "Shard %s is fed by several old shards; only the seen filter of %s was carried over: %d "
                    "fingerprints of the others are not (those URLs may be fetched once more)", t.tag, kept, lost,
                )  # fmt: skip

    def _copy_filter(self, source: str, target: str) -> None:
        """BF.SCANDUMP / BF.LOADCHUNK into a temporary key of the target's slot, renamed when complete, so a
        copy interrupted half-way is never taken for a filter."""
        self.lock.refresh()
        loading = target + ":loading"
        self.server.delete(loading)
        cursor = 0
        while True:
            cursor, chunk = self.server.execute_command("BF.SCANDUMP", source, cursor)
            if int(cursor) == 0:
                break
            self.server.execute_command("BF.LOADCHUNK", loading, cursor, chunk)
        self.server.rename(loading, target)

    def _prune_copies(self, shard: ShardKeys) -> None:
        """Delete the copied counted contexts no request of `shard` references (every shard got every context,
        and only a referenced one is ever pruned by the scripts). Safe here: the move holds the layout lock
        and no worker runs. Uncounted ones stay: dead letters of earlier versions may need them."""
        counted = {_text(m) for m in self.server.smembers(shard.context_counted)}
        for chunk in _chunks([_text(k) for k in self.server.hkeys(shard.contexts)], self.batch):
            unused = [c for c, n in zip(chunk, self.server.hmget(shard.context_refs, chunk), strict=True)
                      if n is None and c in counted]  # fmt: skip
            if unused:
                self.server.hdel(shard.contexts, *unused)
                self.server.srem(shard.context_counted, *unused)

    def _dead_letters(self, old: ShardKeys) -> None:
        if old.dead in self.new.dead_lists:
            return
        while records := self.server.lrange(old.dead, 0, self.batch - 1):
            # Not atomic across slots: a crash between the two calls repeats a record, never loses one.
            self.server.rpush(self.new.dead, *records)
            self.server.ltrim(old.dead, len(records), -1)

    def _delete_old(self, old: ShardKeys) -> None:
        if old.tag in self.new_tags:
            return
        left = self.server.hlen(old.payloads)
        if left:
            self.moved.kept_orphans.append(old.payloads)
            logger.warning("%d payloads in %s belong to no queue, lease or delay; kept", left, old.payloads)
        names = [old.route, old.contexts, old.context_refs, old.context_counted, old.counts, old.delayed, old.leases,
                 old.owners, old.reclaims, old.seq, old.ready("s"), old.ready("r"), old.bloom()]  # fmt: skip
        if not left:
            names.append(old.payloads)
        names += [old.owners_indexed, *self._scan(old.prefix + "owned:*")]
        names = [n for n in names if n not in self.new.dead_lists]
        for name in names:
            self.server.delete(name)


def _bloom_items(server: Any, key: str) -> int | None:
    try:
        raw = server.execute_command("BF.INFO", key, "ITEMS")
    except ResponseError:
        return None
    return int(raw[0] if isinstance(raw, list) else raw)


def _chunks(items: list[Any], size: int) -> list[list[Any]]:
    return [items[i : i + size] for i in range(0, len(items), size)]
