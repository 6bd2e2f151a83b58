"""The cluster-wide hub schedule in Redis: which hub is due when, and how each visit went.

A hub (home or section page, feed, sitemap, robots.txt) has a hash `{spider}:hub:<id>` and a next-due
time in the ZSET `{spider}:hubs:due`. `take()` hands each due hub to exactly one worker per turn (the
script pushes its due time back by a hold time first); the worker queues it as an ordinary frontier
request (same claims, leases and per-domain politeness: a worker that dies holding it loses it to the
frontier's lease reclaim) and `report()`s the visit, which sets the next due time. All keys share the spider's hash
tag and every script takes only keys of that slot, so it runs on Redis Cluster; with Redis persistence
(AOF) the schedule survives a restart.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from crawler.frontier.keys import FrontierKeys

ERRORS_KEEP = 1000  # hostile-hub records kept for operators
LAG_KEEP = 5000  # discovery-lag samples kept


def hub_id(url: str) -> str:
    return hashlib.sha1(url.encode("utf-8", "surrogateescape")).hexdigest()[:20]


@dataclass(frozen=True)
class Hub:
    """A hub to register: `first_due_ms` from now; `fixed`: "" adaptive, "once", or an interval in ms."""

    url: str
    kind: str
    site: str
    first_due_ms: int
    interval_ms: int
    fixed: str = ""
    start_url: str = ""
    priority: int = 0

    @property
    def id(self) -> str:
        return hub_id(self.url)


@dataclass(frozen=True)
class DueHub:
    id: str
    turn: int
    url: str
    kind: str
    site: str
    etag: str
    last_modified: str
    signature: str
    start_url: str
    priority: int


@dataclass(frozen=True)
class Visit:
    status: str  # HTTP status, or "unchanged" (same link signature), "error"
    new_links: int
    kind: str
    etag: str = ""
    last_modified: str = ""
    signature: str = ""


@dataclass(frozen=True)
class Intervals:
    min_ms: int
    max_ms: int
    grow: float = 2.0
    shrink: float = 2.0


def _s(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


class HubSchedule:
    """Redis operations on the hub schedule of one spider; each method is one round trip."""

    def __init__(self, server: Any, keys: FrontierKeys, intervals: Intervals, max_per_site: int = 0) -> None:
        self.server = server
        self.keys = keys
        self.intervals = intervals
        self.max_per_site = max_per_site
        lua = resources.files("crawler.frontier").joinpath("lua")
        self._scripts = {
            name: server.register_script(lua.joinpath(f"hub_{name}.lua").read_text())
            for name in ("register", "take", "report")
        }

    def register(self, hubs: list[Hub]) -> list[int]:
        """Add hubs to the schedule; per hub 1 new, 0 known, -1 refused (its site has too many hubs)."""
        if not hubs:
            return []
        k = self.keys
        argv: list[Any] = [k.hub_prefix, self.max_per_site]
        for h in hubs:
            argv += [h.id, h.url, h.kind, h.site, max(0, h.first_due_ms), h.interval_ms, h.fixed, h.start_url,
                     h.priority]  # fmt: skip
        return [int(f) for f in self._scripts["register"](keys=[k.hubs_due, k.hubs_sites], args=argv)]

    def take(self, limit: int, hold_ms: int) -> list[DueHub]:
        """The due hubs (at most `limit`), each held for `hold_ms`: due again then unless reported."""
        rows = self._scripts["take"](keys=[self.keys.hubs_due], args=[self.keys.hub_prefix, limit, hold_ms])
        out = []
        for row in rows:
            f = [_s(v) for v in row]
            out.append(DueHub(f[0], int(f[1]), f[2], f[3], f[4], f[5], f[6], f[7], f[8], int(float(f[9] or 0))))
        return out

    def report(self, id_: str, turn: int | None, visit: Visit) -> tuple[int, int]:
        """Record a visit; returns (ms until the next visit, interval ms): -1 not revisited, -2 stale turn."""
        iv = self.intervals
        args = [self.keys.hub_prefix, id_, "" if turn is None else str(turn), visit.status, visit.new_links,
                visit.etag, visit.last_modified, visit.signature, visit.kind, iv.min_ms, iv.max_ms, iv.grow,
                iv.shrink]  # fmt: skip
        nxt, interval = self._scripts["report"](keys=[self.keys.hubs_due], args=args)
        return int(nxt), int(interval)

    def record_error(self, record: dict[str, Any]) -> None:
        pipe = self.server.pipeline(transaction=False)
        pipe.lpush(self.keys.hubs_errors, json.dumps(record, default=str))
        pipe.ltrim(self.keys.hubs_errors, 0, ERRORS_KEEP - 1)
        pipe.execute()

    def record_lags(self, samples: list[dict[str, Any]]) -> None:
        if not samples:
            return
        pipe = self.server.pipeline(transaction=False)
        pipe.lpush(self.keys.hubs_lag, *[json.dumps(s) for s in samples])
        pipe.ltrim(self.keys.hubs_lag, 0, LAG_KEEP - 1)
        pipe.execute()

    # --- reading (operators) ---------------------------------------------------------------------------

    def get(self, id_: str) -> dict[str, str]:
        return {_s(k): _s(v) for k, v in self.server.hgetall(self.keys.hub(id_)).items()}

    def all(self, limit: int = 1000) -> list[dict[str, str]]:
        """Hubs by next due time (soonest first), plus those not revisited any more."""
        ids = [_s(i) for i in self.server.zrange(self.keys.hubs_due, 0, limit - 1)]
        pipe = self.server.pipeline(transaction=False)
        for id_ in ids:
            pipe.hgetall(self.keys.hub(id_))
        hubs = []
        for id_, raw in zip(ids, pipe.execute(), strict=True):
            if raw:
                hubs.append({"id": id_, **{_s(k): _s(v) for k, v in raw.items()}})
        return hubs

    def due_count(self) -> tuple[int, int]:
        """(hubs in the schedule, hubs due now by the Redis clock)."""
        sec, usec = self.server.time()
        now = sec * 1000 + usec // 1000
        pipe = self.server.pipeline(transaction=False)
        pipe.zcard(self.keys.hubs_due)
        pipe.zcount(self.keys.hubs_due, "-inf", now)
        total, due = pipe.execute()
        return int(total), int(due)

    def lags(self, limit: int = LAG_KEEP) -> list[dict[str, Any]]:
        return [json.loads(x) for x in self.server.lrange(self.keys.hubs_lag, 0, limit - 1)]

    def errors(self, limit: int = 100) -> list[dict[str, Any]]:
        return [json.loads(x) for x in self.server.lrange(self.keys.hubs_errors, 0, limit - 1)]
