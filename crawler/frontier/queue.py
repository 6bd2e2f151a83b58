"""The shared request queue in Redis: batch enqueue with atomic de-duplication, claims under leases, acks.

All state changes are Lua scripts (one round trip, atomic). A request is never deleted before the worker
that claimed it acks it; a lease that is not extended or acked in time is reclaimed by any worker.

Queue members are `<priority key>:<sequence>` with equal scores, so Redis orders them lexicographically:
higher Scrapy priority first, FIFO within one priority.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from importlib import resources
from typing import Any

from crawler.frontier.keys import FrontierKeys

PRIORITY_LIMIT = 10**9 - 1


def _script(name: str) -> str:
    return resources.files("crawler.frontier").joinpath("lua", f"{name}.lua").read_text()


def priority_key(priority: int) -> str:
    """Ten digits that sort ascending as priority descends (priority is clamped to ±(10**9 - 1))."""
    clamped = max(-PRIORITY_LIMIT, min(PRIORITY_LIMIT, int(priority)))
    return f"{10**9 - clamped:010d}"


def now_ms() -> int:
    return int(time.time() * 1000)


@dataclass(frozen=True)
class Claimed:
    member: str
    payload: bytes
    reclaims: int

    @property
    def id(self) -> str:
        return self.member.rsplit(":", 1)[1]


@dataclass(frozen=True)
class BloomParams:
    error_rate: float
    capacity: int
    expansion: int


class FrontierQueue:
    """Redis operations on one spider's frontier; every method is one round trip."""

    def __init__(self, server: Any, keys: FrontierKeys, bloom: BloomParams) -> None:
        self.server = server
        self.keys = keys
        self.bloom = bloom
        self._scripts = {
            name: server.register_script(_script(name))
            for name in (
                "enqueue",
                "claim",
                "ack",
                "release",
                "extend",
                "reclaim",
                "start_claim",
                "start_reclaim",
                "expire_owner",
            )
        }

    # --- requests ---------------------------------------------------------------------------------------

    def enqueue(self, entries: list[tuple[str, str, int, str]]) -> list[bool]:
        """Queue (bloom_key or "", fingerprint, priority, payload) entries; True where newly queued."""
        if not entries:
            return []
        k = self.keys
        argv: list[Any] = [self.bloom.error_rate, self.bloom.capacity, self.bloom.expansion]
        for bloom_key, fp, priority, payload in entries:
            argv += [bloom_key, fp, priority_key(priority), payload]
        flags = self._scripts["enqueue"](keys=[k.queue, k.payloads, k.seq], args=argv)
        return [bool(int(f)) for f in flags]

    def claim(self, count: int, lease_ms: int, token: str, idle: bool = True) -> list[Claimed]:
        """Claim up to `count` requests; crash suspects only come alone and only to an `idle` worker."""
        k = self.keys
        flat = self._scripts["claim"](
            keys=[k.queue, k.leases, k.payloads, k.owners, k.reclaims],
            args=[now_ms(), lease_ms, count, token, "1" if idle else "0"],
        )
        return [Claimed(_str(flat[i]), _bytes(flat[i + 1]), int(flat[i + 2])) for i in range(0, len(flat), 3)]

    def ack(self, members: list[str], token: str) -> tuple[int, int]:
        if not members:
            return (0, 0)
        k = self.keys
        acked, stale = self._scripts["ack"](keys=[k.leases, k.payloads, k.owners, k.reclaims], args=[token, *members])
        return int(acked), int(stale)

    def release(self, members: list[str], token: str) -> int:
        if not members:
            return 0
        k = self.keys
        return int(self._scripts["release"](keys=[k.queue, k.leases, k.owners], args=[token, *members]))

    def extend(self, members: list[str], lease_ms: int, token: str) -> int:
        if not members:
            return 0
        k = self.keys
        deadline = now_ms() + lease_ms
        return int(self._scripts["extend"](keys=[k.leases, k.owners], args=[token, deadline, *members]))

    def reclaim(self, max_reclaims: int, limit: int = 200) -> tuple[int, int]:
        """Requeue expired leases; returns (requeued, dead-lettered)."""
        k = self.keys
        requeued, dead = self._scripts["reclaim"](
            keys=[k.leases, k.queue, k.payloads, k.owners, k.reclaims, k.dead],
            args=[now_ms(), limit, max_reclaims],
        )
        return int(requeued), int(dead)

    def expire_owner(self, token: str) -> int:
        """Expire all leases of a dead worker's token so the next reclaim requeues them."""
        return int(self._scripts["expire_owner"](keys=[self.keys.leases, self.keys.owners], args=[token]))

    def reject(self, claimed: Claimed, token: str, record: str) -> None:
        """Keep an undecodable payload aside in the rejected list (`record` says why) and finish its claim."""
        self.server.rpush(self.keys.rejected, record)
        self.ack([claimed.member], token)

    # --- start URLs ------------------------------------------------------------------------------------

    def claim_start(self, claim_id: str, count: int, lease_ms: int) -> list[bytes]:
        k = self.keys
        items = self._scripts["start_claim"](
            keys=[k.start_urls, k.start_claims, k.start_claim(claim_id)],
            args=[claim_id, count, now_ms() + lease_ms],
        )
        return [_bytes(item) for item in items]

    def finish_start(self, claim_id: str) -> None:
        pipe = self.server.pipeline(transaction=True)
        pipe.delete(self.keys.start_claim(claim_id))
        pipe.zrem(self.keys.start_claims, claim_id)
        pipe.execute()

    def reclaim_start(self) -> int:
        k = self.keys
        return int(
            self._scripts["start_reclaim"](keys=[k.start_urls, k.start_claims], args=[now_ms(), k.start_claim_prefix])
        )

    # --- reading -----------------------------------------------------------------------------------------

    def counts(self) -> dict[str, int]:
        k = self.keys
        pipe = self.server.pipeline(transaction=False)
        pipe.zcard(k.queue)
        pipe.zcard(k.leases)
        pipe.llen(k.start_urls)
        pipe.zcard(k.start_claims)
        pipe.llen(k.dead)
        pipe.llen(k.rejected)
        queued, leased, start, start_claims, dead, rejected = pipe.execute()
        return {
            "queued": int(queued),
            "in_flight": int(leased),
            "start_urls": int(start),
            "start_claims": int(start_claims),
            "dead": int(dead),
            "rejected": int(rejected),
        }


def _str(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _bytes(value: Any) -> bytes:
    return value if isinstance(value, bytes) else str(value).encode("utf-8", "surrogateescape")
