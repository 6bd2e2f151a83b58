"""A cluster progress line in the worker log every `CLUSTER_PROGRESS_INTERVAL` seconds (0: off).

    Crawled 420 pages (at 36 pages/min) on this worker; cluster: 2.4 pages/s from 4 workers, 1380 left
    (1200 queued, 60 render, 90 delayed, 30 in flight, 0 start URLs), 2 dead letters, ETA 9m35s

Scrapy's own line per minute shows one worker; this one shows the shared frontier and the cluster's rate
(the sum of the live workers' heartbeat rates). The line starts the way Scrapy's LogStats line does
("Crawled N pages (at"), so logparser keeps the latest one as `latest_stat` and ScrapydWeb shows it on the
job's stats page; it lacks the ", scraped N items" part, so logparser's per-job page/item chart ignores it.
The same figures go into the stats (`cluster/*`), which the final stats dump, and so ScrapydWeb, shows.
"""

from __future__ import annotations

import logging
from typing import Any

from redis.exceptions import RedisError
from scrapy import Spider, signals
from scrapy.exceptions import NotConfigured
from twisted.internet import defer, task

from crawler.extensions.cluster import ClusterSnapshot, cluster_keys, read_snapshot
from crawler.opsio import LaneJob, ops_lane, ops_redis_from_settings, settled

logger = logging.getLogger(__name__)


def format_duration(seconds: float | None) -> str:
    if seconds is None:
        return "unknown (no pages/s yet)"
    hours, rest = divmod(round(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}h{minutes:02d}m" if hours else f"{minutes}m{secs:02d}s"


def progress_line(pages: int, pages_per_min: float, snap: ClusterSnapshot) -> str:
    c = snap.counts
    workers = sum(snap.workers.values())
    state = "" if snap.control_state == "running" else f" [{snap.control_state}]"
    return (
        f"Crawled {pages} pages (at {pages_per_min:.0f} pages/min) on this worker; cluster{state}: "
        f"{snap.pages_per_s:.1f} pages/s from {workers} workers, {snap.work_left} left "
        f"({c.get('queued_static', 0)} queued, {c.get('queued_render', 0)} render, {c.get('delayed', 0)} delayed, "
        f"{c.get('in_flight', 0)} in flight, {c.get('start_urls', 0)} start URLs), "
        f"{c.get('dead', 0)} dead letters, ETA {format_duration(snap.eta_seconds())}"
    )


class ClusterProgress:
    def __init__(self, crawler: Any, interval: float) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.interval = interval
        self.dead_after = crawler.settings.getfloat("WORKER_DEAD_AFTER")
        self.start_urls_key = crawler.settings.get("START_URLS_KEY")
        self.server = ops_redis_from_settings(crawler.settings)
        self.job = LaneJob(ops_lane(crawler, "ops"), crawler.stats, "progress")  # cheap, periodic: shared lane
        self.keys: Any = None
        self.last_pages = 0
        self.loop: task.LoopingCall | None = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> ClusterProgress:
        interval = crawler.settings.getfloat("CLUSTER_PROGRESS_INTERVAL")
        if interval <= 0:
            raise NotConfigured
        ext = cls(crawler, interval)
        crawler.signals.connect(ext.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        return ext

    def spider_opened(self, spider: Spider) -> None:
        self.keys = cluster_keys(spider.name, self.start_urls_key, self.crawler.settings.getint("FRONTIER_SHARDS", 1))
        self.loop = task.LoopingCall(self.report)
        self.loop.start(self.interval, now=False)

    async def spider_closed(self, spider: Spider, reason: str) -> None:
        if self.loop is not None and self.loop.running:
            self.loop.stop()
        await settled(self.report(final=True))  # the final figures go into the stats dump (the close waits)

    def report(self, final: bool = False) -> defer.Deferred[Any] | None:
        """Read the cluster's state on the lane; the line and the stats are written on the reactor."""
        return self.job.run(
            read_snapshot, self.server, self.keys, self.dead_after, on_result=self._write, on_error=self._failed,
            force=final,
        )  # fmt: skip

    def _failed(self, exc: RedisError) -> None:
        self.stats.inc_value("progress/redis_errors")
        logger.warning("Cluster progress unavailable (Redis): %s", exc)

    def _write(self, snap: ClusterSnapshot) -> None:
        pages = int(self.stats.get_value("response_received_count", 0))
        per_min = (pages - self.last_pages) * 60.0 / self.interval
        self.last_pages = pages
        eta = snap.eta_seconds()
        for name, value in (
            ("cluster/pages_per_s", snap.pages_per_s),
            ("cluster/workers", sum(snap.workers.values())),
            ("cluster/work_left", snap.work_left),
            ("cluster/queued", snap.counts.get("queued", 0)),
            ("cluster/delayed", snap.counts.get("delayed", 0)),
            ("cluster/dead", snap.counts.get("dead", 0)),
            ("cluster/eta_seconds", -1 if eta is None else round(eta)),
        ):
            self.stats.set_value(name, value)
        logger.info(progress_line(pages, per_min, snap))
