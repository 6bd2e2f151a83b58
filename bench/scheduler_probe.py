"""How well a worker's scheduler keeps its downloader busy: a Scrapy extension for the frontier benchmark.

`python -m bench.profile_worker VARIANT --probe` adds it to the worker (or `-s EXTENSIONS=...` by hand). On
the reactor it samples every `SCHEDULER_PROBE_INTERVAL` seconds (0.01) the downloader's active requests and
the scheduler's length; with the frontier's scheduler it also times each claim from its submission to its
answer on the reactor. At close it prints, for the crawl window only (first response to the last new one, so
the idle exit is left out):

- the mean number of active downloads and the share of samples with the scheduler empty: a scheduler that
  cannot keep up leaves downloader slots free that plain Scrapy's fills;
- the main (reactor) thread's time on the CPU, waiting for a CPU and asleep (in the event loop's wait or
  for the GIL), per page, from /proc/thread-self/schedstat (Linux);
- the claims' round trips (10th, 50th, 90th percentile) and how many requests the scheduler held when each
  claim answered;
- the cyclic garbage collector's collections and time per page, by generation (`gc.callbacks`), and the
  objects it tracks at close: a worker that keeps more objects alive pays more per full collection for the
  same calls.

Samples run on the reactor, between its callbacks, so they see the state the engine itself sees when it
asks for requests.
"""

from __future__ import annotations

import gc
import statistics
import time
from typing import Any

from scrapy import signals
from twisted.internet import task


def _schedstat() -> tuple[float, float]:
    """(seconds on a CPU, seconds runnable but waiting for one) of the calling thread so far."""
    try:
        with open("/proc/thread-self/schedstat") as fh:
            oncpu, waiting, _ = fh.read().split()
    except OSError:
        return 0.0, 0.0
    return int(oncpu) / 1e9, int(waiting) / 1e9


class SchedulerProbe:
    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler
        self.interval = crawler.settings.getfloat("SCHEDULER_PROBE_INTERVAL", 0.01)
        # (time, pages received, active downloads, scheduler length, main thread on CPU, waiting for a CPU)
        self.samples: list[tuple[float, int, int, int, float, float]] = []
        self.claims: list[tuple[float, int]] = []  # round trip, requests held when it answered
        self.loop: task.LoopingCall | None = None
        self.gc_runs = [0, 0, 0]  # collections by generation
        self.gc_seconds = [0.0, 0.0, 0.0]
        self._gc_start = 0.0
        gc.callbacks.append(self._gc)
        crawler.signals.connect(self.opened, signals.spider_opened)
        crawler.signals.connect(self.closed, signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Any) -> SchedulerProbe:
        return cls(crawler)

    def opened(self, spider: Any) -> None:
        scheduler = self.crawler.engine._slot.scheduler
        frontier = getattr(scheduler, "frontier", None)
        if frontier is not None:
            self._time_claims(scheduler, frontier)
        self.loop = task.LoopingCall(self.sample)
        self.loop.start(self.interval)

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_start = time.thread_time()
        else:
            self.gc_runs[info["generation"]] += 1
            self.gc_seconds[info["generation"]] += time.thread_time() - self._gc_start

    def _time_claims(self, scheduler: Any, frontier: Any) -> None:
        claim = frontier.claim

        def timed(count: int, idle: bool, claimed: Any) -> Any:
            start = time.monotonic()

            def answered(*args: Any) -> None:
                self.claims.append((time.monotonic() - start, len(scheduler)))
                claimed(*args)

            return claim(count, idle, answered)

        frontier.claim = timed

    def sample(self) -> None:
        engine = self.crawler.engine
        pages = self.crawler.stats.get_value("response_received_count", 0)
        oncpu, waiting = _schedstat()
        scheduler = engine._slot.scheduler
        self.samples.append((time.monotonic(), pages, len(engine.downloader.active), len(scheduler), oncpu, waiting))

    def closed(self, spider: Any) -> None:
        if self.loop is not None and self.loop.running:
            self.loop.stop()
        pages_seen = [s[1] for s in self.samples]
        if not pages_seen or not pages_seen[-1]:
            print("scheduler probe: no page received")
            return
        first = next(i for i, s in enumerate(self.samples) if s[1] > 0)
        last = pages_seen.index(pages_seen[-1])
        window = self.samples[first : last + 1]
        if len(window) < 2:
            print("scheduler probe: crawl window too short")
            return
        (t0, p0, *_, cpu0, wait0), (t1, p1, *_, cpu1, wait1) = window[0], window[-1]
        span, pages = t1 - t0, max(1, p1 - p0)
        active = statistics.fmean(s[2] for s in window)
        empty = sum(1 for s in window if s[3] == 0) / len(window)
        # The start (one level of links at a time) and the drain at the end are ramps; the middle is the steady state.
        middle = window[len(window) // 10 : len(window) * 9 // 10] or window
        empty_middle = sum(1 for s in middle if s[3] == 0) / len(middle)
        active_middle = statistics.fmean(s[2] for s in middle)
        oncpu, waiting = cpu1 - cpu0, wait1 - wait0
        asleep = max(0.0, span - oncpu - waiting)
        print(
            f"scheduler probe, crawl window {span:.1f} s, {pages} pages: mean active downloads {active:.2f} "
            f"(of {self.crawler.settings.getint('CONCURRENT_REQUESTS')}), scheduler empty in {empty:.1%} of "
            f"{len(window)} samples (middle 80% of the window: {active_middle:.2f} active, empty in "
            f"{empty_middle:.1%}); "
            f"main thread per page: on CPU {oncpu / pages * 1e6:.0f} us, waiting for a "
            f"CPU {waiting / pages * 1e6:.0f} us, asleep {asleep / pages * 1e6:.0f} us"
        )
        gc.callbacks.remove(self._gc)
        print(
            "scheduler probe: garbage collections per 1,000 pages (gen 0/1/2) "
            + " / ".join(f"{n / pages * 1000:.1f}" for n in self.gc_runs)
            + ", us per page "
            + " / ".join(f"{t / pages * 1e6:.0f}" for t in self.gc_seconds)
            + f", {len(gc.get_objects())} objects tracked at close"
        )
        if self.claims:
            trips = sorted(trip for trip, _ in self.claims)
            held = sorted(left for _, left in self.claims)

            def pct(values: list[Any], q: float) -> Any:
                return values[min(len(values) - 1, int(len(values) * q))]

            print(
                f"scheduler probe: {len(trips)} claims, round trip to the reactor p10/p50/p90 "
                f"{pct(trips, 0.1) * 1000:.1f} / {pct(trips, 0.5) * 1000:.1f} / {pct(trips, 0.9) * 1000:.1f} ms; "
                f"requests held as they answered p10/p50/p90 {pct(held, 0.1)} / {pct(held, 0.5)} / {pct(held, 0.9)}"
            )
