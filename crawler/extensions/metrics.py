"""Prometheus metrics of one worker on `/metrics`, and its liveness check on `/healthz` (same port).

Served on `METRICS_ADDR`:`METRICS_PORT` (the next free port up to `METRICS_PORT_RANGE` above it is taken
when several workers share a host; the port in use is in the worker's heartbeat). Exposed: every Scrapy
stats counter (pages by status, items, errors, frontier counters...) as `crawler_stat_total`, stats that are
levels rather than counts (`memusage/max`, `frontier/bloom/fill`, ...: `GAUGE_STATS`) as the gauge
`crawler_stat_gauge`, both read at scrape time, the requests this worker holds, a histogram of download
latency, and whether Redis takes this worker's heartbeats (`crawler_redis_up`) and since when
(`crawler_redis_answer_age_seconds`): nothing here waits for Redis, so /metrics answers during an outage.
The shared frontier's sizes are cluster-wide: one exporter serves them for the whole cluster
(crawler/extensions/cluster_metrics.py), not every worker. `/healthz` reports the age of the reactor's
heartbeat (crawler/extensions/health.py; `HEALTH_MAX_STALL`, `HEALTH_STAMP_INTERVAL`). `METRICS_PORT=0`
disables both.

More metrics: add a family to `StatsCollector.collect` (read from stats at scrape time) or a metric object
to `PrometheusMetrics.__init__` (updated from a signal handler).
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Iterator
from fnmatch import fnmatchcase
from typing import Any

from prometheus_client import CollectorRegistry, Gauge, Histogram
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from scrapy import Request, Spider, signals
from scrapy.exceptions import NotConfigured
from scrapy.http import Response

from crawler.extensions.health import HttpEndpoint, ReactorHeartbeat, worker_app
from crawler.frontier.component import Frontier

logger = logging.getLogger(__name__)
LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)
_STATUS = re.compile(r"^downloader/response_status_count/(\d+)$")
# Stats that are levels (set_value/max_value), not counts: a counter type would make rate() and increase()
# read their falls as resets. Shell-style patterns.
GAUGE_STATS = (
    "memusage/*",
    "frontier/bloom/*",
    "proxy/pool_size",
    "proxy/cooling_down",
    "politeness/max_factor",
    "render/browser_*",
    "render/pages_open",
    "render/contexts_open",
    "worker/metrics_port",
    "worker/reactor_lag_max",
    "worker/redis_up",
    "worker/redis_answered_at",
    "elapsed_time_seconds",
    "cluster/*",
)


def is_gauge_stat(name: str) -> bool:
    return any(fnmatchcase(name, pattern) for pattern in GAUGE_STATS)


class StatsCollector:
    """Exposes Scrapy's stats as Prometheus metrics, read when Prometheus scrapes."""

    def __init__(self, stats: Any) -> None:
        self.stats = stats

    def snapshot(self) -> dict[str, Any]:
        for _ in range(3):  # the reactor thread may resize the dict while this thread copies it
            try:
                return dict(self.stats.get_stats())
            except RuntimeError:
                continue
        return {}

    def collect(self) -> Iterator[Any]:
        snapshot = self.snapshot()
        numbers = {k: v for k, v in snapshot.items() if isinstance(v, int | float) and not isinstance(v, bool)}
        pages = CounterMetricFamily("crawler_responses", "Responses received, by HTTP status", labels=["status"])
        for key, value in numbers.items():
            if match := _STATUS.match(key):
                pages.add_metric([match.group(1)], value)
        yield pages
        counters = CounterMetricFamily("crawler_stat", "Scrapy stats counters of this worker", labels=["name"])
        gauges = GaugeMetricFamily("crawler_stat_gauge", "Scrapy stats that are levels, not counts", labels=["name"])
        for key, value in numbers.items():
            (gauges if is_gauge_stat(key) else counters).add_metric([key], value)
        yield counters
        yield gauges
        yield CounterMetricFamily("crawler_items", "Items scraped", value=numbers.get("item_scraped_count", 0))
        errors = numbers.get("news/fetch_errors", 0) + numbers.get("log_count/ERROR", 0)
        yield CounterMetricFamily("crawler_errors", "Failed fetches and logged errors", value=errors)
        yield from self._redis(numbers)
        state = GaugeMetricFamily(
            "crawler_worker_paused", "1 while the worker is paused or held by the control channel"
        )
        state.add_metric([], 1 if snapshot.get("worker/state") in ("paused", "held") else 0)
        yield state

    @staticmethod
    def _redis(numbers: dict[str, Any]) -> Iterator[Any]:
        """Whether this worker's heartbeats reach Redis, and how old its last answer is (read at scrape time,
        from the stats: /metrics never waits for Redis, and the figures of a stall are these two)."""
        if "worker/redis_up" in numbers:
            yield GaugeMetricFamily(
                "crawler_redis_up", "1 if the worker's last heartbeat reached Redis", value=numbers["worker/redis_up"]
            )
        if "worker/redis_answered_at" in numbers:
            age = max(0.0, time.time() - numbers["worker/redis_answered_at"])
            yield GaugeMetricFamily(
                "crawler_redis_answer_age_seconds", "Seconds since Redis last took this worker's heartbeat", value=age
            )


class PrometheusMetrics:
    def __init__(self, crawler: Any, port: int) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.addr = settings.get("METRICS_ADDR")
        self.port = port
        self.port_range = settings.getint("METRICS_PORT_RANGE")
        self.max_stall = settings.getfloat("HEALTH_MAX_STALL")
        self.registry = CollectorRegistry()
        self.stats_collector = StatsCollector(crawler.stats)
        self.registry.register(self.stats_collector)
        self.in_flight = Gauge("crawler_in_flight", "Requests this worker holds", registry=self.registry)
        self.in_flight.set_function(self._in_flight)
        self.heartbeat_age = Gauge(
            "crawler_reactor_heartbeat_age_seconds", "Seconds since the crawl loop last ran", registry=self.registry
        )
        self.latency = Histogram(
            "crawler_download_latency_seconds", "Download latency", buckets=LATENCY_BUCKETS, registry=self.registry
        )
        self.heartbeat = ReactorHeartbeat(settings.getfloat("HEALTH_STAMP_INTERVAL"))
        self.heartbeat_age.set_function(self.heartbeat.age)
        self.endpoint: HttpEndpoint | None = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> PrometheusMetrics:
        port = crawler.settings.getint("METRICS_PORT")
        if port <= 0:
            raise NotConfigured
        ext = cls(crawler, port)
        crawler.signals.connect(ext.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        crawler.signals.connect(ext.response_received, signal=signals.response_received)
        return ext

    def _in_flight(self) -> float:
        frontier = Frontier.of(self.crawler)
        return float(frontier.in_flight) if frontier is not None else 0.0

    def _state(self) -> str:
        return str(self.crawler.stats.get_value("worker/state", "running"))

    def spider_opened(self, spider: Spider) -> None:
        self.heartbeat.start()
        app = worker_app(self.registry, self.heartbeat, self.max_stall, self._state)
        for port in range(self.port, self.port + self.port_range + 1):
            try:
                self.endpoint = HttpEndpoint(self.addr, port, app)
            except OSError:
                continue
            self.port = port
            self.crawler.stats.set_value("worker/metrics_port", port)
            logger.info("Prometheus metrics on http://%s:%d/metrics, liveness on /healthz", self.addr, port)
            break
        else:
            logger.error("No free metrics port in %d..%d; metrics disabled", self.port, self.port + self.port_range)

    def spider_closed(self, spider: Spider, reason: str) -> None:
        self.heartbeat.stop()
        if self.endpoint is not None:
            self.endpoint.shutdown()

    def response_received(self, response: Response, request: Request, spider: Spider) -> None:
        latency = request.meta.get("download_latency")
        if isinstance(latency, int | float):
            self.latency.observe(latency)
