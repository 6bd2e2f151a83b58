"""One housekeeping loop per worker: every periodic frontier task runs from it, each at its own interval.

The loop ticks every FRONTIER_HOUSEKEEPING_INTERVAL seconds and runs the tasks that are due: lease
extension (FRONTIER_LEASE_EXTEND_INTERVAL), reclaim of expired leases and due delayed retries
(FRONTIER_RECLAIM_INTERVAL), the queue poll that wakes the engine (FRONTIER_POLL_INTERVAL), the Bloom
filter report (FRONTIER_BLOOM_REPORT_INTERVAL), start-URL intake (START_URLS_POLL_INTERVAL), the ban-window
flush (BAN_FLUSH_INTERVAL), the hub schedule (DISCOVERY_POLL_INTERVAL), the control channel
(CONTROL_POLL_INTERVAL) and the reload of learnt URL parameters (CANONICAL_LEARN_REFRESH). A task with an
interval of 0 or less is not run. Liveness stays on loops of its own: the heartbeat (HEARTBEAT_INTERVAL)
and the reactor stamp behind /healthz must not wait behind a slow Redis call of another task.
Tasks run one after another in the reactor thread; the frontier's own only submit their Redis calls to
its lane (crawler/frontier/component.py, docs/frontier.md) and skip a turn while the last call is pending.
One that fails is logged and counted (`frontier/housekeeping_errors`) and runs again at its next turn, so it
cannot stop the others.

`at_stop(name, fn)` registers a last write that runs once when the loop stops, at the start of the frontier's
close (`Frontier.close`): the frontier is still open then, so what `fn` submits goes to the lane before the
close's own writes and is bounded by the same close. The ban-window counts and the discovery lag samples of
the last interval are written this way; a `spider_closed` handler would come after the frontier closed.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from twisted.internet import task

logger = logging.getLogger(__name__)


@dataclass
class _Task:
    name: str
    interval: float
    fn: Callable[[], Any]
    due: float


class Housekeeping:
    """Runs registered tasks at their intervals from one LoopingCall (`tick` seconds apart)."""

    def __init__(
        self,
        tick: float,
        run: Callable[[Callable[[], Any]], Any],
        stats: Any = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.tick = max(0.01, tick)
        self.clock = clock
        self._run = run  # wraps each call (the frontier's Redis back-off)
        self.stats = stats
        self._tasks: dict[str, _Task] = {}
        self._final: dict[str, Callable[[], Any]] = {}
        self._loop: task.LoopingCall | None = None

    def add(self, name: str, interval: float, fn: Callable[[], Any]) -> None:
        """Run `fn` every `interval` seconds (first after one interval); replaces a task of that name."""
        if interval <= 0:
            self._tasks.pop(name, None)
            return
        self._tasks[name] = _Task(name, interval, fn, self.clock() + interval)

    def remove(self, name: str) -> None:
        self._tasks.pop(name, None)

    def at_stop(self, name: str, fn: Callable[[], Any]) -> None:
        """Run `fn` once when the loop stops (replaces a final call of that name)."""
        self._final[name] = fn

    @property
    def names(self) -> list[str]:
        return list(self._tasks)

    @property
    def running(self) -> bool:
        return self._loop is not None and self._loop.running

    def start(self) -> None:
        if not self.running:
            self._loop = task.LoopingCall(self.run_due)
            self._loop.start(self.tick, now=False)

    def stop(self) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        self._loop = None
        final, self._final = self._final, {}
        for name, fn in final.items():
            # Not behind the Redis back-off: each final call decides what to do while Redis is away.
            try:
                fn()
            except Exception:
                if self.stats is not None:
                    self.stats.inc_value("frontier/housekeeping_errors")
                logger.exception("Final housekeeping call %s failed", name)

    def run_due(self) -> None:
        now = self.clock()
        for item in list(self._tasks.values()):
            if now < item.due:
                continue
            # The next turn counts from now: a slow round does not make the task run twice in a row.
            item.due = now + item.interval
            try:
                self._run(item.fn)
            except Exception:
                if self.stats is not None:
                    self.stats.inc_value("frontier/housekeeping_errors")
                logger.exception("Housekeeping task %s failed; it runs again in %.1fs", item.name, item.interval)

    def run_now(self, name: str) -> None:
        """Run one task at once (and restart its interval)."""
        item = self._tasks.get(name)
        if item is not None:
            item.due = self.clock() + item.interval
            self._run(item.fn)
