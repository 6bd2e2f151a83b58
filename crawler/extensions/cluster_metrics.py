"""Cluster-wide Prometheus metrics, exported once for the whole cluster by a small exporter process.

    python -m crawler.extensions.cluster_metrics [--addr 0.0.0.0] [--port 9411] [--spider news]

The shared frontier's sizes are the same whichever worker reads them, and they must not go silent when no
worker runs (a crawl scaled to zero still has dead letters and delayed retries, and KEDA needs the queue
length to scale up from zero): one exporter reads them from Redis at each scrape. Exposed:
`crawler_frontier{part}` (queued, queued_static, queued_render, delayed, in_flight, start_urls, dead, ...),
`crawler_bloom_fill`, `crawler_cluster_workers{state}`, `crawler_cluster_pages_per_second`,
`crawler_control_state{state}`, `crawler_cluster_redis_up`, `crawler_cluster_redis_errors_total`,
`crawler_cluster_read_age_seconds` (since the last complete read of Redis; NaN before the first), and of
continuous discovery `crawler_hubs{part}` (total, due) and `crawler_discovery_lag_seconds{quantile,since}`
(last hour; NaN without samples; crawler/discovery/report.py).

The autoscaling signal (crawler/frontier/claimable.py), per class (`static`, `render`):
`crawler_claimable_workers{class}` (worker-equivalents of the work the politeness rules let the workers
fetch within AUTOSCALE_HORIZON; KEDA scales on it), `crawler_claimable_requests_per_second{class}`,
`crawler_claimable_domains{class}` (domains ready within the horizon) and
`crawler_claimable_truncated{class}` (1: more than AUTOSCALE_MAX_DOMAINS ready, the figures are lower bounds).
Settings: `REDIS_URL`, `CLUSTER_METRICS_ADDR`, `CLUSTER_METRICS_PORT`, `CLUSTER_METRICS_READ_TIMEOUT`,
`WORKER_DEAD_AFTER`, `AUTOSCALE_*`, `POLITENESS_*` (the delays claims apply).

A scrape never waits on Redis for longer than `CLUSTER_METRICS_READ_TIMEOUT`: the read runs on a thread of
its own; one that has not finished by then leaves the scrape with `crawler_cluster_redis_up 0` and no
figures (rather than old ones: KEDA must not scale on a stale queue) while it goes on, and the next scrape
takes its result instead of starting another read behind it.
"""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from typing import Any

from prometheus_client import CollectorRegistry, start_http_server
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from redis.exceptions import RedisError
from scrapy.utils.project import get_project_settings

from crawler.discovery.report import lag_summary
from crawler.extensions.cluster import ClusterSnapshot, cluster_keys, read_snapshot
from crawler.frontier.claimable import ClaimableWork, claimable_work
from crawler.frontier.politeness import PolitenessConfig
from crawler.opsio import ops_redis_from_settings

logger = logging.getLogger(__name__)
CONTROL_STATES = ("running", "paused", "stopped")
CLASSES = {"s": "static", "r": "render"}


@dataclass(frozen=True)
class AutoscaleConfig:
    """How claimable work is turned into worker-equivalents (crawler/frontier/claimable.py)."""

    politeness: PolitenessConfig
    horizon_s: float = 60.0
    pages_per_second: tuple[tuple[str, float], ...] = (("s", 10.0), ("r", 2.0))  # per worker, by class
    max_domains: int = 10_000

    @classmethod
    def from_settings(cls, settings: Any) -> AutoscaleConfig:
        return cls(
            PolitenessConfig.from_settings(settings),
            settings.getfloat("AUTOSCALE_HORIZON"),
            (
                ("s", settings.getfloat("AUTOSCALE_WORKER_PAGES_PER_SECOND")),
                ("r", settings.getfloat("AUTOSCALE_RENDER_PAGES_PER_SECOND")),
            ),
            settings.getint("AUTOSCALE_MAX_DOMAINS"),
        )


class ClusterCollector:
    """Reads the cluster's state from Redis when Prometheus scrapes (no loop, nothing stale)."""

    def __init__(
        self,
        server: Any,
        spider: str,
        start_urls_key: str,
        dead_after: float,
        autoscale: AutoscaleConfig | None = None,
        shards: int = 1,
        read_timeout: float = 5.0,
    ) -> None:
        self.server = server
        self.keys = cluster_keys(spider, start_urls_key, shards)
        self.dead_after = dead_after
        self.autoscale = autoscale
        self.read_timeout = read_timeout
        self.redis_errors = 0
        self.read_errors = 0  # reads that failed on data, not on Redis
        self.lock = threading.Lock()  # Prometheus may scrape from two threads at once
        self._reader = ThreadPoolExecutor(1, thread_name_prefix="cluster-metrics-read")
        self._reading: Future[Any] | None = None
        self._last_read: float | None = None  # monotonic time of the last complete read

    def _claimable(self) -> list[tuple[ClaimableWork, float]]:
        a = self.autoscale
        if a is None:
            return []
        return [
            (claimable_work(self.server, self.keys, a.politeness, cls, a.horizon_s, a.max_domains), rate)
            for cls, rate in a.pages_per_second
        ]

    def describe(self) -> list[Any]:
        return []  # registering must not read Redis (it may not be up yet)

    def _read(self) -> tuple[ClusterSnapshot, list[tuple[ClaimableWork, float]], dict[str, Any] | None]:
        """On the reader thread: everything a scrape shows (RedisError: Redis unreachable)."""
        snapshot = read_snapshot(self.server, self.keys, self.dead_after)
        claimable = self._claimable()
        try:
            lag = lag_summary(self.server, self.keys, limit=1000)
        except RedisError as exc:
            logger.warning("Cluster metrics: could not read the hub schedule: %s", exc)
            lag = None
        return snapshot, claimable, lag

    def read(self) -> tuple[ClusterSnapshot, list[tuple[ClaimableWork, float]], dict[str, Any] | None] | None:
        """The cluster's state, waiting at most `read_timeout` for Redis; None if it could not be read."""
        with self.lock:
            if self._reading is None:
                self._reading = self._reader.submit(self._read)
            reading = self._reading
            try:
                result = reading.result(timeout=self.read_timeout)
            except FutureTimeout:
                self.redis_errors += 1
                logger.warning(
                    "Cluster metrics: Redis did not answer within %.1fs (the read goes on)", self.read_timeout
                )
                return None
            except RedisError as exc:
                self._reading = None
                self.redis_errors += 1
                logger.warning("Cluster metrics: Redis unavailable: %s", exc)
                return None
            except Exception:
                # Data the reader cannot use (a malformed worker record...): this scrape shows no figures, and
                # the next one reads afresh (a failed read kept would fail every scrape until a restart).
                self._reading = None
                self.read_errors += 1
                logger.exception("Cluster metrics: could not read the cluster's state")
                return None
            self._reading = None
            self._last_read = time.monotonic()
            return result

    def collect(self) -> Iterator[Any]:
        result = self.read()
        age = float("nan") if self._last_read is None else time.monotonic() - self._last_read
        yield GaugeMetricFamily(
            "crawler_cluster_redis_up", "1 if the exporter could read Redis", value=int(result is not None)
        )
        yield CounterMetricFamily(
            "crawler_cluster_redis_errors", "Failed reads of Redis by the exporter", value=self.redis_errors
        )
        yield CounterMetricFamily(
            "crawler_cluster_read_errors",
            "Reads of Redis the exporter could not use (bad data)",
            value=self.read_errors,
        )
        yield GaugeMetricFamily(
            "crawler_cluster_read_age_seconds", "Seconds since the exporter last read Redis completely", value=age
        )
        if result is None:
            return  # no figures rather than wrong ones
        snapshot, claimable, lag = result
        frontier = GaugeMetricFamily("crawler_frontier", "Shared frontier sizes", labels=["part"])
        for part, value in snapshot.counts.items():
            frontier.add_metric([part], value)
        yield frontier
        if snapshot.bloom_fill is not None:
            yield GaugeMetricFamily(
                "crawler_bloom_fill", "Fill of the RedisBloom filter (0..1)", value=snapshot.bloom_fill
            )
        workers = GaugeMetricFamily("crawler_cluster_workers", "Live workers by state", labels=["state"])
        for state in sorted({"running", "paused", *snapshot.workers}):
            workers.add_metric([state], snapshot.workers.get(state, 0))
        yield workers
        yield GaugeMetricFamily(
            "crawler_cluster_pages_per_second", "Pages/s of all live workers (last minute)", value=snapshot.pages_per_s
        )
        control = GaugeMetricFamily(
            "crawler_control_state", "Cluster control state (1 for the current one)", labels=["state"]
        )
        for state in CONTROL_STATES:
            control.add_metric([state], int(snapshot.control_state == state))
        yield control
        if claimable:
            yield from _claimable_metrics(claimable)
        if lag is not None:
            yield from _discovery_metrics(lag)


def _discovery_metrics(lag: dict[str, Any]) -> Iterator[Any]:
    hubs = GaugeMetricFamily("crawler_hubs", "Hubs in the discovery schedule", labels=["part"])
    hubs.add_metric(["total"], lag["hubs"])
    hubs.add_metric(["due"], lag["hubs_due"])
    yield hubs
    family = GaugeMetricFamily(
        "crawler_discovery_lag_seconds", "Discovery lag of the last hour's articles", labels=["quantile", "since"]
    )
    for since in ("found", "published"):
        for q in ("p50", "p95"):
            value = lag[f"lag_{since}_{q}_s"]
            family.add_metric([q, since], float("nan") if value is None else value)  # NaN: no samples
    yield family


def _claimable_metrics(claimable: list[tuple[ClaimableWork, float]]) -> Iterator[Any]:
    families = {
        "workers": GaugeMetricFamily(
            "crawler_claimable_workers",
            "Workers the claimable work keeps busy: claimable requests/s over one worker's pages/s",
            labels=["class"],
        ),
        "rate": GaugeMetricFamily(
            "crawler_claimable_requests_per_second",
            "Requests/s the politeness rules let the workers fetch (ready domains, within the horizon)",
            labels=["class"],
        ),
        "domains": GaugeMetricFamily(
            "crawler_claimable_domains", "Domains with queued requests ready within the horizon", labels=["class"]
        ),
        "truncated": GaugeMetricFamily(
            "crawler_claimable_truncated",
            "1 if more domains were ready than AUTOSCALE_MAX_DOMAINS (figures are lower bounds)",
            labels=["class"],
        ),
    }
    for work, pages_per_second in claimable:
        label = [CLASSES[work.cls]]
        families["workers"].add_metric(label, round(work.workers(pages_per_second), 3))
        families["rate"].add_metric(label, round(work.per_second, 3))
        families["domains"].add_metric(label, work.domains)
        families["truncated"].add_metric(label, int(work.truncated))
    yield from families.values()


def main(argv: list[str] | None = None) -> int:
    settings = get_project_settings()
    parser = argparse.ArgumentParser(prog="python -m crawler.extensions.cluster_metrics", description=__doc__)
    parser.add_argument("--addr", default=settings.get("CLUSTER_METRICS_ADDR"))
    parser.add_argument("--port", type=int, default=settings.getint("CLUSTER_METRICS_PORT"))
    parser.add_argument("--spider", default="news")
    args = parser.parse_args(argv)
    logging.basicConfig(level=settings.get("LOG_LEVEL"), format="%(asctime)s [%(name)s] %(levelname)s: %(message)s")
    registry = CollectorRegistry()
    collector = ClusterCollector(
        ops_redis_from_settings(settings),  # short timeouts: a stalled Redis frees the reader soon
        args.spider,
        settings.get("START_URLS_KEY"),
        settings.getfloat("WORKER_DEAD_AFTER"),
        AutoscaleConfig.from_settings(settings),
        shards=settings.getint("FRONTIER_SHARDS", 1),
        read_timeout=settings.getfloat("CLUSTER_METRICS_READ_TIMEOUT"),
    )
    registry.register(collector)
    server, _thread = start_http_server(args.port, addr=args.addr, registry=registry)
    logger.info("Cluster metrics of spider %s on http://%s:%d/metrics", args.spider, args.addr, args.port)
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    stop.wait()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
