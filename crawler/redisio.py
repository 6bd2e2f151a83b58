"""Blocking Redis calls off the reactor: one ordered lane (a one-thread pool) per concern and crawler.

redis-py's calls block. Made on Scrapy's reactor thread, each round trip stalls every download and parse
of the worker, and a Redis that stops answering freezes the whole worker for a socket timeout per call.
So every component that talks to Redis hands its calls to a lane instead and gets a Deferred that fires
on the reactor thread with the result (or the RedisError):

    lane = RedisIO.of(crawler).lane("heartbeat")
    d = lane.call(server.hset, key, mapping=record)

- A lane runs its calls one after another, in submission order, on its own thread: a flush submitted
  before an ack on the same lane is written before it. Lanes do not wait for each other, so a heartbeat
  is never stuck behind a slow claim.
- `pending` says how many calls a lane has not finished. A periodic task skips its turn while its
  previous call is still unfinished rather than piling calls up behind an unresponsive Redis: `Turns`
  keeps that per task name (the frontier's `submit(task=...)` and the operations components' `LaneJob`).
- The work given to a lane must only touch thread-safe things (redis-py clients and pools are); the
  reactor-side state is updated in the Deferred's callbacks, which run on the reactor thread.
- Each call's CPU on the lane's thread (its Python work and system calls, not its waits) is counted in the
  crawler's stats, per lane and function: `redisio/<lane>/<function>/calls` and `.../cpu_seconds`. The lanes
  hold the GIL while they work, so on a busy worker this is time the reactor waits too.
- Lanes are started on first use and stopped when their crawler's engine stops, or the reactor shuts down
  (Twisted's ThreadPool), so a call stuck on a dead Redis delays the process exit by at most the socket
  timeout. A call that retries until told otherwise must be told by an `on_stop` hook, which runs before
  the stop waits for the calls. A call handed to a stopped lane fails with `LaneStopped` (a RedisError).
"""

from __future__ import annotations

import contextlib
import functools
import threading
import time
from collections.abc import Callable
from typing import Any
from weakref import WeakKeyDictionary

from redis.exceptions import ConnectionError as RedisConnectionError
from twisted.internet import defer, threads
from twisted.python.threadpool import ThreadPool


class LaneStopped(RedisConnectionError):
    """A call handed to a lane after it stopped (its crawler closed): it fails like an unreachable Redis, so
    the caller's outage handling logs and counts it, instead of an exception from Twisted's thread pool."""


class RedisLane:
    """One thread running blocking calls in order; results come back as Deferreds on the reactor."""

    def __init__(self, name: str, reactor: Any = None, stats: Any = None) -> None:
        if reactor is None:
            from twisted.internet import reactor as default_reactor

            reactor = default_reactor
        self.name = name
        self.reactor = reactor
        self.stats = stats  # Scrapy stats for the per-function call counts and CPU (None: not counted)
        self.pool = ThreadPool(minthreads=1, maxthreads=1, name=f"redis-{name}")
        # Daemon threads: a crawler that is never closed (a tool, a test, a crash in start-up) must not keep
        # the process alive; a closing crawler waits for its lanes' last calls itself.
        self.pool.threadFactory = functools.partial(threading.Thread, daemon=True)
        self.pending = 0
        self.stopped = False
        self._trigger: Any = None
        self._on_stop: list[Callable[[], Any]] = []

    def _ensure_started(self) -> None:
        if not self.pool.started:
            self.pool.start()
            self._trigger = self.reactor.addSystemEventTrigger("during", "shutdown", self.stop)

    def call(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> defer.Deferred[Any]:
        """Run `fn(*args, **kwargs)` on the lane's thread; the Deferred fires on the reactor thread (with
        LaneStopped, a RedisError, once the lane stopped: a stopped ThreadPool cannot be started again)."""
        if self.stopped:
            return defer.fail(
                LaneStopped(f"the Redis lane {self.name!r} is stopped: {getattr(fn, '__name__', fn)} not run")
            )
        self._ensure_started()
        self.pending += 1
        cpu = [0.0]

        def timed() -> Any:
            start = time.thread_time()
            try:
                return fn(*args, **kwargs)
            finally:
                cpu[0] = time.thread_time() - start

        d = threads.deferToThreadPool(self.reactor, self.pool, timed)

        def done(result: Any) -> Any:
            self.pending -= 1
            if self.stats is not None:  # on the reactor, after the call: `cpu` is set
                prefix = f"redisio/{self.name}/{getattr(fn, '__name__', 'call')}"
                self.stats.inc_value(prefix + "/calls")
                self.stats.inc_value(prefix + "/cpu_seconds", cpu[0])
            return result

        d.addBoth(done)
        return d

    @property
    def idle(self) -> bool:
        return self.pending == 0

    def on_stop(self, fn: Callable[[], Any]) -> None:
        """Run `fn` (on the stopping thread) when the lane stops, before it waits for its calls: the way to tell
        a call that retries until told otherwise (a flush through an outage) to give up, as the reactor cannot
        run a timer for it while it waits here at shutdown."""
        self._on_stop.append(fn)

    def stop(self) -> None:
        """Stop the thread once the calls it has are done (a stuck call: up to its socket timeout)."""
        if self._stopping():
            self.pool.stop()

    def stop_soon(self) -> defer.Deferred[None]:
        """Stop as `stop` does without waiting on the calling (reactor) thread: the lane's thread is joined
        on a thread of its own; the Deferred fires on the reactor once it ended."""
        if not self._stopping():
            return defer.succeed(None)
        d: defer.Deferred[None] = defer.Deferred()

        def join() -> None:
            self.pool.stop()
            self.reactor.callFromThread(d.callback, None)

        threading.Thread(target=join, name=f"redis-{self.name}-stop", daemon=True).start()
        return d

    def _stopping(self) -> bool:
        """Run the stop hooks and mark the lane stopped; True if its thread ran and must be joined."""
        hooks, self._on_stop = self._on_stop, []
        for fn in hooks:
            fn()
        if self._trigger is not None:
            with contextlib.suppress(ValueError):  # the trigger is the one running now
                self.reactor.removeSystemEventTrigger(self._trigger)
            self._trigger = None
        if not self.pool.started or self.stopped:
            return False
        self.stopped = True  # a ThreadPool that ran cannot run again (one never started still can)
        return True


class Turns:
    """Periodic lane calls by name: a call whose previous one of the same name is unfinished skips its turn."""

    def __init__(self, on_skip: Callable[[str], Any] | None = None) -> None:
        self._pending: set[str] = set()
        self._on_skip = on_skip

    def pending(self, name: str) -> bool:
        """True while a call of `name` is unfinished."""
        return name in self._pending

    def take(self, name: str, force: bool = False) -> bool:
        """Start a turn of `name`: False (the turn is skipped) while its previous call is unfinished, unless
        `force` (a final write); True otherwise, and `name` is pending until `track`'s Deferred fires."""
        if name in self._pending and not force:
            if self._on_skip is not None:
                self._on_skip(name)
            return False
        self._pending.add(name)
        return True

    def track(self, name: str, d: defer.Deferred[Any]) -> defer.Deferred[Any]:
        """`name` stays pending until `d` fires, with whatever result."""

        def finished(result: Any) -> Any:
            self._pending.discard(name)
            return result

        return d.addBoth(finished)


class RedisIO:
    """The Redis lanes of one crawler (several crawlers share a reactor in the in-process tests)."""

    _instances: WeakKeyDictionary[Any, RedisIO] = WeakKeyDictionary()

    def __init__(self, reactor: Any = None, stats: Any = None) -> None:
        self.reactor = reactor
        self.stats = stats
        self._lanes: dict[str, RedisLane] = {}

    @classmethod
    def of(cls, crawler: Any) -> RedisIO:
        io = cls._instances.get(crawler)
        if io is None:
            io = cls._instances[crawler] = cls(stats=getattr(crawler, "stats", None))
            signals = getattr(crawler, "signals", None)
            if signals is not None:  # a crawler's lanes end with its engine (several crawlers share a reactor)
                from scrapy import signals as scrapy_signals

                signals.connect(io.stop, signal=scrapy_signals.engine_stopped, weak=False)
        return io

    def lane(self, name: str) -> RedisLane:
        lane = self._lanes.get(name)
        if lane is None:
            lane = self._lanes[name] = RedisLane(name, self.reactor, self.stats)
        return lane

    def stop(self) -> None:
        for lane in self._lanes.values():
            lane.stop()
        self._lanes.clear()
