"""A thin public face of the running frontier for spiders (start-URL intake, staying alive).

`Frontier.of(crawler)` is None until the frontier scheduler is open. Spiders use these few calls instead
of the scheduler's queue, keys, token and lease time, so the scheduler's internals can change behind it.
"""

from __future__ import annotations

import itertools
from typing import Any

from crawler.frontier.scheduler import FrontierScheduler, frontier_of

_claims = itertools.count(1)


class Frontier:
    def __init__(self, scheduler: FrontierScheduler) -> None:
        assert scheduler.queue is not None
        self._scheduler = scheduler
        self._queue = scheduler.queue

    @classmethod
    def of(cls, crawler: Any) -> Frontier | None:
        scheduler = frontier_of(crawler)
        return cls(scheduler) if scheduler is not None else None

    def claimable(self) -> int:
        """Requests waiting that this worker could claim (render requests only count on render workers)."""
        return self._queue.queued(self._scheduler.classes)

    def claim_start_urls(self, count: int) -> tuple[str, list[bytes]]:
        """Claim up to `count` start-URL entries under a lease: (claim id, raw entries)."""
        claim_id = f"{self._scheduler.token}:{next(_claims)}"
        return claim_id, self._queue.claim_start(claim_id, count, self._scheduler.lease_ms)

    def finish_start_urls(self, claim_id: str) -> None:
        """Queue what was crawled from a start-URL claim, then release the claim (in that order)."""
        self._scheduler.after_flush(lambda: self._queue.finish_start(claim_id))
        self._scheduler.flush()

    def seen_before(self, requests: list[Any]) -> list[bool]:
        """Whether each request is in the seen filter already (never adds; `dont_filter` ones: False)."""
        return self._scheduler.seen_before(requests)

    def busy(self) -> bool:
        """Anything this worker could claim, leased by any worker, delayed, or waiting as start URLs."""
        counts = self._queue.counts()
        queued = {"s": counts["queued_static"], "r": counts["queued_render"]}
        if any(queued[cls] for cls in self._scheduler.classes):
            return True
        return any(counts[k] for k in ("delayed", "in_flight", "start_urls", "start_claims"))
