"""The cyclic garbage collector, tuned for a long-running worker.

A worker imports Scrapy, Twisted, trafilatura, lxml and the project before its first request: over a
hundred thousand objects that live as long as the process. CPython's full collection walks every tracked
object, so each one re-examines all of them, and a busy worker spends several percent of its reactor
thread there (measured with `python -m bench.profile_worker VARIANT --probe`). Two settings:

- `GC_FREEZE_AT_START` (default true): `gc.freeze()` once the spider is open, so the start-up objects move
  to the permanent generation and later collections skip them (what CPython's docs suggest for servers
  that fork workers, and as useful for one long process). Objects frozen are never collected: only what
  exists at spider open is frozen, and cycles created later are collected as before.
- `GC_THRESHOLD` ("" = CPython's default, 700,10,10): `gc.set_threshold(*values)`. A larger first value
  lets more short-lived objects die before a young collection examines them; memory held by cyclic
  garbage grows with it.

Stats: `gc/frozen_objects` (objects frozen at open), `gc/collections_gen2` and `gc/seconds` (time in all
collections of the reactor thread and any other, whole run).
"""

from __future__ import annotations

import gc
import logging
import time
from typing import Any

from scrapy import Spider, signals
from scrapy.exceptions import NotConfigured

logger = logging.getLogger(__name__)


class GCTune:
    def __init__(self, crawler: Any, freeze: bool, threshold: tuple[int, ...]) -> None:
        self.stats = crawler.stats
        self.freeze = freeze
        self.threshold = threshold
        self._previous_threshold = gc.get_threshold()
        self._started = 0.0
        self._seconds = 0.0
        self._full = 0

    @classmethod
    def from_crawler(cls, crawler: Any) -> GCTune:
        settings = crawler.settings
        freeze = settings.getbool("GC_FREEZE_AT_START", True)
        raw = settings.get("GC_THRESHOLD") or ""
        values = raw if isinstance(raw, list | tuple) else [v for v in str(raw).replace(" ", "").split(",") if v]
        try:
            threshold = tuple(int(v) for v in values)
        except ValueError:
            logger.error("GC_THRESHOLD %r is not a list of whole numbers: CPython's default kept", raw)
            threshold = ()
        if not freeze and not threshold:
            raise NotConfigured
        ext = cls(crawler, freeze, threshold)
        crawler.signals.connect(ext.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        return ext

    def spider_opened(self, spider: Spider) -> None:
        if self.threshold:
            gc.set_threshold(*self.threshold)
        if self.freeze:
            gc.collect()  # what start-up left as garbage is freed, not frozen for the process's life
            gc.freeze()
            self.stats.set_value("gc/frozen_objects", gc.get_freeze_count())
        gc.callbacks.append(self._timed)

    def spider_closed(self, spider: Spider, reason: str) -> None:
        if self._timed in gc.callbacks:
            gc.callbacks.remove(self._timed)
        self.stats.set_value("gc/collections_gen2", self._full)
        self.stats.set_value("gc/seconds", round(self._seconds, 3))
        if self.freeze:
            gc.unfreeze()  # several crawlers share a process in tests: the next one freezes what it finds
        if self.threshold:
            gc.set_threshold(*self._previous_threshold)

    def _timed(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            return
        self._seconds += time.perf_counter() - self._started
        if info.get("generation") == 2:
            self._full += 1
