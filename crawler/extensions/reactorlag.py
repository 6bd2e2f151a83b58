"""How long the reactor was held: a looping call that measures how late it runs.

Everything a worker does on time — lease extensions, heartbeats, acks — waits while a callback holds the
reactor; held longer than FRONTIER_LEASE_EXTEND_INTERVAL, leases can expire under a live worker. Every
`REACTOR_LAG_INTERVAL` seconds (0: off) this extension records how late its call came: the longest in
`worker/reactor_lag_max` (seconds), and a warning when a lag reaches `REACTOR_LAG_WARN` seconds
(`worker/reactor_lag_warnings`).
"""

from __future__ import annotations

import logging
import time
from typing import Any

from scrapy import Spider, signals
from scrapy.exceptions import NotConfigured
from twisted.internet import task

logger = logging.getLogger(__name__)


class ReactorLag:
    def __init__(self, crawler: Any, interval: float, warn: float) -> None:
        self.stats = crawler.stats
        self.interval = interval
        self.warn = warn
        self.worst = 0.0
        self._last = 0.0
        self._loop: task.LoopingCall | None = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> ReactorLag:
        settings = crawler.settings
        interval = settings.getfloat("REACTOR_LAG_INTERVAL")
        if interval <= 0:
            raise NotConfigured
        ext = cls(crawler, interval, settings.getfloat("REACTOR_LAG_WARN"))
        crawler.signals.connect(ext.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        return ext

    def spider_opened(self, spider: Spider) -> None:
        self._last = time.monotonic()
        self._loop = task.LoopingCall(self.tick)
        self._loop.start(self.interval, now=False)

    def spider_closed(self, spider: Spider, reason: str) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()

    def tick(self) -> None:
        now = time.monotonic()
        lag = max(0.0, now - self._last - self.interval)
        self._last = now
        if lag > self.worst:
            self.worst = lag
            self.stats.set_value("worker/reactor_lag_max", round(lag, 3))
        if self.warn > 0 and lag >= self.warn:
            self.stats.inc_value("worker/reactor_lag_warnings")
            logger.warning("The reactor was held for %.1fs (timers, lease extensions and heartbeats waited)", lag)
