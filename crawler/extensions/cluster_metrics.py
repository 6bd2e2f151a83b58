"""Cluster-wide Prometheus metrics, exported once for the whole cluster by a small exporter process.

    python -m crawler.extensions.cluster_metrics [--addr 0.0.0.0] [--port 9411] [--spider news]

The shared frontier's sizes are the same whichever worker reads them, and they must not go silent when no
worker runs (a crawl scaled to zero still has dead letters and delayed retries, and KEDA needs the queue
length to scale up from zero): one exporter reads them from Redis at each scrape. Exposed:
`crawler_frontier{part}` (queued, queued_static, queued_render, delayed, in_flight, start_urls, dead, ...),
`crawler_bloom_fill`, `crawler_cluster_workers{state}`, `crawler_cluster_pages_per_second`,
`crawler_control_state{state}`, `crawler_cluster_redis_up`, `crawler_cluster_redis_errors_total`, and of
continuous discovery `crawler_hubs{part}` (total, due) and `crawler_discovery_lag_seconds{quantile,since}`
(last hour; NaN without samples; crawler/discovery/report.py).
Settings: `REDIS_URL`, `CLUSTER_METRICS_ADDR`, `CLUSTER_METRICS_PORT`, `WORKER_DEAD_AFTER`.
"""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading
from collections.abc import Iterator
from typing import Any

from prometheus_client import CollectorRegistry, start_http_server
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from redis.exceptions import RedisError
from scrapy.utils.project import get_project_settings

from crawler.discovery.report import lag_summary
from crawler.extensions.cluster import cluster_keys, read_snapshot
from crawler.frontier.connection import redis_from_settings

logger = logging.getLogger(__name__)
CONTROL_STATES = ("running", "paused", "stopped")


class ClusterCollector:
    """Reads the cluster's state from Redis when Prometheus scrapes (no loop, nothing stale)."""

    def __init__(self, server: Any, spider: str, start_urls_key: str, dead_after: float) -> None:
        self.server = server
        self.keys = cluster_keys(spider, start_urls_key)
        self.dead_after = dead_after
        self.redis_errors = 0
        self.lock = threading.Lock()  # Prometheus may scrape from two threads at once

    def describe(self) -> list[Any]:
        return []  # registering must not read Redis (it may not be up yet)

    def collect(self) -> Iterator[Any]:
        with self.lock:
            try:
                snapshot = read_snapshot(self.server, self.keys, self.dead_after)
            except RedisError as exc:
                self.redis_errors += 1
                logger.warning("Cluster metrics: Redis unavailable: %s", exc)
                snapshot = None
            errors = self.redis_errors
        yield GaugeMetricFamily(
            "crawler_cluster_redis_up", "1 if the exporter could read Redis", value=int(snapshot is not None)
        )
        yield CounterMetricFamily("crawler_cluster_redis_errors", "Failed reads of Redis by the exporter", value=errors)
        if snapshot is None:
            return  # no figures rather than wrong ones
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
        yield from self._discovery()

    def _discovery(self) -> Iterator[Any]:
        try:
            lag = lag_summary(self.server, self.keys, limit=1000)
        except RedisError as exc:
            logger.warning("Cluster metrics: could not read the hub schedule: %s", exc)
            return
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
        redis_from_settings(settings),
        args.spider,
        settings.get("START_URLS_KEY"),
        settings.getfloat("WORKER_DEAD_AFTER"),
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
