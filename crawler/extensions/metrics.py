"""Prometheus metrics of one worker on `/metrics` (prometheus-client).

Served on `METRICS_ADDR`:`METRICS_PORT` (the next free port up to `METRICS_PORT_RANGE` above it is taken
when several workers share a host; the port in use is in the worker's heartbeat). Exposed: every Scrapy
stats counter (pages by status, items, errors, frontier counters...) read at scrape time, in-flight
requests, frontier queue depths and Bloom fill (refreshed every few seconds), the hub schedule and the
cluster's discovery lag (crawler/discovery/report.py), and a histogram of download latency.
`METRICS_PORT=0` disables it.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from typing import Any

from prometheus_client import CollectorRegistry, Gauge, Histogram, start_http_server
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily
from redis.exceptions import RedisError
from scrapy import Request, Spider, signals
from scrapy.exceptions import NotConfigured
from scrapy.http import Response
from twisted.internet import task

from crawler.discovery.report import lag_summary
from crawler.frontier.scheduler import frontier_of

logger = logging.getLogger(__name__)
LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)
_STATUS = re.compile(r"^downloader/response_status_count/(\d+)$")


class StatsCollector:
    """Exposes Scrapy's stats as Prometheus metrics, read when Prometheus scrapes."""

    def __init__(self, stats: Any) -> None:
        self.stats = stats

    def collect(self) -> Iterator[Any]:
        for _ in range(3):  # the reactor thread may resize the dict while this thread copies it
            try:
                snapshot = dict(self.stats.get_stats())
                break
            except RuntimeError:
                continue
        else:
            return
        pages = CounterMetricFamily("crawler_responses", "Responses received, by HTTP status", labels=["status"])
        for key, value in snapshot.items():
            if (match := _STATUS.match(key)) and isinstance(value, int | float):
                pages.add_metric([match.group(1)], value)
        yield pages
        stats = CounterMetricFamily("crawler_stat", "Scrapy stats counters of this worker", labels=["name"])
        for key, value in snapshot.items():
            if isinstance(value, int | float) and not isinstance(value, bool):
                stats.add_metric([key], value)
        yield stats
        yield CounterMetricFamily("crawler_items", "Items scraped", value=snapshot.get("item_scraped_count", 0))
        errors = snapshot.get("news/fetch_errors", 0) + snapshot.get("log_count/ERROR", 0)
        yield CounterMetricFamily("crawler_errors", "Failed fetches and logged errors", value=errors)
        state = GaugeMetricFamily("crawler_worker_paused", "1 while the worker is paused by the control channel")
        state.add_metric([], 1 if snapshot.get("worker/state") == "paused" else 0)
        yield state


class PrometheusMetrics:
    def __init__(self, crawler: Any, port: int) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.addr = settings.get("METRICS_ADDR")
        self.port = port
        self.port_range = settings.getint("METRICS_PORT_RANGE")
        self.registry = CollectorRegistry()
        self.registry.register(StatsCollector(crawler.stats))
        self.in_flight = Gauge("crawler_in_flight", "Requests this worker holds", registry=self.registry)
        self.queue = Gauge("crawler_frontier", "Shared frontier sizes", ["part"], registry=self.registry)
        self.bloom_fill = Gauge("crawler_bloom_fill", "Fill of the RedisBloom filter (0..1)", registry=self.registry)
        self.hubs = Gauge("crawler_hubs", "Hubs in the discovery schedule", ["part"], registry=self.registry)
        self.discovery_lag = Gauge(
            "crawler_discovery_lag_seconds", "Discovery lag of the last hour's articles (cluster-wide)",
            ["quantile", "since"], registry=self.registry,
        )  # fmt: skip
        self.latency = Histogram(
            "crawler_download_latency_seconds", "Download latency", buckets=LATENCY_BUCKETS, registry=self.registry
        )
        self.loop: task.LoopingCall | None = None
        self.server: Any = None

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

    def spider_opened(self, spider: Spider) -> None:
        for port in range(self.port, self.port + self.port_range + 1):
            try:
                self.server, _thread = start_http_server(port, addr=self.addr, registry=self.registry)
            except OSError:
                continue
            self.port = port
            self.crawler.stats.set_value("worker/metrics_port", port)
            logger.info("Prometheus metrics on http://%s:%d/metrics", self.addr, port)
            break
        else:
            logger.error("No free metrics port in %d..%d; metrics disabled", self.port, self.port + self.port_range)
            return
        self.loop = task.LoopingCall(self.refresh)
        self.loop.start(5.0, now=True)

    def spider_closed(self, spider: Spider, reason: str) -> None:
        if self.loop is not None and self.loop.running:
            self.loop.stop()
        if self.server is not None:
            self.server.shutdown()

    def response_received(self, response: Response, request: Request, spider: Spider) -> None:
        latency = request.meta.get("download_latency")
        if isinstance(latency, int | float):
            self.latency.observe(latency)

    def refresh(self) -> None:
        scheduler = frontier_of(self.crawler)
        if scheduler is None:
            return
        self.in_flight.set(scheduler.in_flight)
        try:
            for part, value in scheduler.queue.counts().items():
                self.queue.labels(part).set(value)
            lag = lag_summary(scheduler.server, scheduler.keys, limit=500)  # every worker reads it: keep it small
        except RedisError:
            return
        self.hubs.labels("total").set(lag["hubs"])
        self.hubs.labels("due").set(lag["hubs_due"])
        for since in ("found", "published"):
            for q in ("p50", "p95"):
                value = lag[f"lag_{since}_{q}_s"]
                self.discovery_lag.labels(q, since).set(float("nan") if value is None else value)  # NaN: no samples
        fill = self.crawler.stats.get_value("frontier/bloom/fill")
        if isinstance(fill, int | float):
            self.bloom_fill.set(fill)
