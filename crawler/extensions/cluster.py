"""One read of the cluster's state in Redis: frontier sizes, live workers and their rates, control state.

Shared by the cluster metrics exporter (crawler/extensions/cluster_metrics.py) and the progress line in the
worker log (crawler/extensions/progress.py), so both report the same figures. Reads only through the
frontier's public API (FrontierQueue.counts, bloom_info) and the heartbeat records workers write.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from crawler.frontier.dupefilter import frontier_bloom_info
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BloomParams, FrontierQueue


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


@dataclass
class ClusterSnapshot:
    counts: dict[str, int]
    bloom_fill: float | None
    workers: dict[str, int] = field(default_factory=dict)  # live workers by state
    pages_per_s: float = 0.0  # sum of the live workers' last-minute rates
    control_state: str = "running"

    @property
    def work_left(self) -> int:
        """Requests still to fetch: queued, waiting for a retry, in flight, and start URLs not yet expanded."""
        c = self.counts
        return c.get("queued", 0) + c.get("delayed", 0) + c.get("in_flight", 0) + c.get("start_urls", 0)

    def eta_seconds(self) -> float | None:
        """Time to fetch what is left at the current rate (new links found on the way make it longer)."""
        if self.work_left == 0:
            return 0.0
        return self.work_left / self.pages_per_s if self.pages_per_s > 0 else None


def cluster_keys(spider: str, start_urls_key: str, shards: int = 1) -> FrontierKeys:
    return FrontierKeys(spider, start_urls_key % {"name": spider}, shards)


def read_snapshot(server: Any, keys: FrontierKeys, dead_after: float) -> ClusterSnapshot:
    """Raises RedisError when Redis is unreachable; the callers count and report that."""
    counts = FrontierQueue(server, keys, BloomParams(0.0, 0, 0)).counts()
    info = frontier_bloom_info(server, keys)
    fill = info["items"] / info["capacity"] if info.get("capacity") else None
    now = time.time()
    live = [_text(w) for w, seen in server.zrange(keys.workers, 0, -1, withscores=True) if now - seen <= dead_after]
    workers: dict[str, int] = {}
    rate = 0.0
    if live:
        pipe = server.pipeline(transaction=False)
        for worker_id in live:
            pipe.hmget(keys.worker(worker_id), ["state", "pages_per_s_1m"])
        for state, pages_per_s in pipe.execute():
            if state is None:  # the record expired
                continue
            state_text = _text(state)
            if state_text in ("dead", "stopped"):
                continue
            workers[state_text] = workers.get(state_text, 0) + 1
            rate += float(pages_per_s or 0)
    control = server.get(keys.control_state)
    return ClusterSnapshot(counts, fill, workers, round(rate, 3), _text(control) if control else "running")
