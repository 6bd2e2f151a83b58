"""Helpers for tests of components whose Redis work runs on lanes: the session's reactor, and its lag.

`on_reactor` is a fixture that lets the session's reactor thread (tests/inprocess_workers.py) run for the
test; `run(fn, ...)` calls `fn` on it and returns its result once a returned Deferred has fired.
`LagMeter` is a LoopingCall on the reactor that records how late it ran: the measure of whether anything
held the reactor (a blocking Redis call would hold it for a socket timeout).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from twisted.internet import task

from crawler.redisio import RedisLane
from tests.inprocess_workers import REACTOR


@pytest.fixture
def on_reactor() -> Iterator[None]:
    REACTOR.acquire()
    try:
        yield
    finally:
        REACTOR.release()


def run(fn: Callable[..., Any], *args: Any, timeout: float = 60) -> Any:
    return REACTOR.call(fn, *args, timeout=timeout)


def drained(*lanes: RedisLane, timeout: float = 60) -> None:
    """Wait until every call submitted to `lanes` so far has finished and its callbacks ran."""
    for lane in lanes:
        run(lambda lane=lane: lane.call(lambda: None), timeout=timeout)


class LagMeter:
    """A LoopingCall every `interval` s on the reactor; `worst` is the longest it came late (seconds)."""

    def __init__(self, interval: float = 0.02) -> None:
        self.interval = interval
        self.worst = 0.0
        self.ticks = 0
        self._last = 0.0
        self._loop: task.LoopingCall | None = None

    def _tick(self) -> None:
        now = time.monotonic()
        if self.ticks:
            self.worst = max(self.worst, now - self._last - self.interval)
        self._last = now
        self.ticks += 1

    def start(self) -> None:
        def begin() -> None:
            self._loop = task.LoopingCall(self._tick)
            self._loop.start(self.interval, now=True)

        run(begin)

    def stop(self) -> float:
        def end() -> None:
            if self._loop is not None and self._loop.running:
                self._loop.stop()

        run(end)
        return self.worst
