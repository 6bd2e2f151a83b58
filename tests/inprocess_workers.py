"""Several crawlers in the test process, on one reactor: multi-worker tests without a process per worker.

`InProcessWorkers` has the API of `tests.conftest.Workers` (start, wait, run, log, stop_all) and gives the
same `WorkerRun` results, read from the same stats and items files. Each crawler is configured exactly
like a `scrapy crawl` worker: crawler/settings.py is evaluated with that worker's environment (so the
environment names and the settings derived from them are the ones a worker process sees), and each has
its own WORKER_ID and so its own frontier token, leases and heartbeat. What it cannot show is what needs
an operating-system process: kill -9, SIGSTOP, SIGINT, a worker's memory or its listening sockets, and what
a library reads from the environment itself rather than from settings (boto3's AWS_* credentials: tests that
store to S3); those tests keep `workers`.

The reactor runs in a daemon thread for the rest of the session, parked (blocked, running nothing)
between runs, so timers that in-process unit tests leave behind never fire while another test runs.
"""

from __future__ import annotations

import logging
import os
import runpy
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from scrapy.crawler import Crawler, CrawlerRunner
from scrapy.settings import Settings

from tests.conftest import WorkerRun, Workers
from tests.worker import quicken_engine_heartbeat

ASYNCIO_REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"
_env_lock = threading.Lock()
_SETTINGS_FILE = str(Path(__file__).resolve().parents[1] / "crawler" / "settings.py")


def worker_settings(env: dict[str, str]) -> dict[str, Any]:
    """crawler/settings.py as a worker process with environment `env` reads it (evaluated afresh)."""
    with _env_lock:
        saved = dict(os.environ)
        os.environ.clear()
        os.environ.update(env)
        try:
            namespace = runpy.run_path(_SETTINGS_FILE, run_name="worker_settings")
        finally:
            os.environ.clear()
            os.environ.update(saved)
    return {name: value for name, value in namespace.items() if name.isupper()}


class ReactorThread:
    """The session's Twisted reactor, run in a daemon thread; work is handed to it with `call`."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._resume = threading.Event()
        self._lock = threading.Lock()
        self._users = 0

    def reactor(self) -> Any:
        from scrapy.utils.reactor import is_asyncio_reactor_installed
        from twisted.internet import reactor

        if not is_asyncio_reactor_installed():
            pytest.fail("in-process crawls need the asyncio reactor (installed by tests/conftest.py at import)")
        return reactor

    def acquire(self) -> None:
        """Let the reactor run (started on first use) until as many `release` calls."""
        with self._lock:
            reactor = self.reactor()
            if self._thread is None:
                started = threading.Event()
                reactor.callWhenRunning(started.set)
                self._thread = threading.Thread(
                    target=reactor.run, kwargs={"installSignalHandlers": False}, name="reactor", daemon=True
                )
                self._thread.start()
                if not started.wait(30):
                    pytest.fail("the reactor thread did not start")
            elif self._users == 0:
                self._resume.set()
            self._users += 1

    def release(self) -> None:
        with self._lock:
            self._users -= 1
            if self._users == 0:
                self._resume.clear()
                self.reactor().callFromThread(self._resume.wait)  # parked until the next acquire

    def call(self, fn: Callable[..., Any], *args: Any, timeout: float = 60) -> Any:
        """Run `fn(*args)` in the reactor thread and return its result (a Deferred's result once it fires)."""
        from twisted.internet.defer import maybeDeferred

        done = threading.Event()
        box: dict[str, Any] = {}

        def run() -> None:
            d = maybeDeferred(fn, *args)
            d.addCallbacks(lambda r: box.__setitem__("result", r), lambda f: box.__setitem__("failure", f))
            d.addBoth(lambda _: done.set())

        self.reactor().callFromThread(run)
        if not done.wait(timeout):
            raise TimeoutError(f"{getattr(fn, '__name__', fn)} did not finish in {timeout}s in the reactor thread")
        if "failure" in box:
            box["failure"].raiseException()
        return box.get("result")


REACTOR = ReactorThread()


def _stop(crawler: Crawler) -> Any:
    """`crawler.stop_async()` as a Deferred, for `ReactorThread.call` (Crawler.stop() is deprecated)."""
    from scrapy.utils.defer import deferred_from_coro

    return deferred_from_coro(crawler.stop_async())


class _LogCapture(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []
        self.setFormatter(logging.Formatter("%(asctime)s [%(name)s] %(levelname)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.lines.append(self.format(record))
        except Exception:
            self.lines.append(f"[{record.name}] {record.levelname}: {record.msg!r}")


class InProcessWorkers(Workers):
    """`Workers` whose workers are crawlers in this process, all on the session's reactor.

    Start workers with `start`/`run` as with `Workers`; the reactor runs from the first start until every
    started worker was waited for. `log()` is the log of the whole run (all crawlers share the process's
    logging), so a line in it may come from any worker of the run.
    """

    def __init__(self, base: Path, redis_url: str) -> None:
        super().__init__(base, redis_url)
        self.crawlers: dict[str, Crawler] = {}
        self._done: dict[str, threading.Event] = {}
        self._failed: dict[str, str] = {}
        self._capture = _LogCapture()
        self._running = False
        self._root_level = logging.root.level
        # Settings one worker gets on top of its environment's (what no environment name sets, e.g. a test's
        # own downloader middleware), at `scrapy crawl -s` priority.
        self.overrides: dict[str, dict[str, Any]] = {}

    def env(self, worker_id: str, extra: dict[str, str]) -> dict[str, str]:
        # A process's own things stay off: no metrics listener per crawler, and MEMUSAGE would measure the
        # test process, not a worker.
        return super().env(worker_id, {"METRICS_PORT": "0", **extra})

    def _begin(self) -> None:
        if not self._running:
            REACTOR.acquire()
            self._running = True
            self._root_level = logging.root.level
            logging.root.setLevel(logging.INFO)  # the INFO lines a worker's log has
            logging.root.addHandler(self._capture)

    def _end(self, force: bool = False) -> None:
        if self._running and (force or all(e.is_set() for e in self._done.values())):
            logging.root.removeHandler(self._capture)
            logging.root.setLevel(self._root_level)
            self._running = False
            REACTOR.release()

    def start(self, worker_id: str, spider: str = "news", **extra: str) -> Crawler:  # type: ignore[override]
        values = worker_settings(self.env(worker_id, extra))
        settings = Settings()
        settings.setdict(values, priority="project")
        settings.setdict(
            {"TELNETCONSOLE_ENABLED": False, "MEMUSAGE_ENABLED": False, "TWISTED_REACTOR": ASYNCIO_REACTOR},
            priority="cmdline",
        )
        settings.setdict(self.overrides.get(worker_id, {}), priority="cmdline")
        done = threading.Event()
        self._done[worker_id] = done
        quicken_engine_heartbeat()
        self._begin()

        def crawl() -> None:
            runner = CrawlerRunner(settings)
            crawler = runner.create_crawler(spider)
            self.crawlers[worker_id] = crawler
            d = runner.crawl(crawler)

            def failed(failure: Any) -> None:
                self._failed[worker_id] = failure.getTraceback()
                logging.getLogger(__name__).error("worker %s failed: %s", worker_id, failure.getErrorMessage())

            d.addErrback(failed)
            d.addBoth(lambda _: done.set())

        try:
            REACTOR.call(crawl)
        except BaseException:
            done.set()  # it never started (an unknown spider, bad settings): nothing to wait for
            self._end()
            raise
        return self.crawlers[worker_id]

    def stop(self, worker_id: str) -> None:
        """A graceful stop, what a worker process does on SIGTERM (close reason "shutdown")."""
        REACTOR.call(_stop, self.crawlers[worker_id])

    def wait(self, worker_id: str, timeout: float = 240) -> WorkerRun:
        done = self._done[worker_id]
        if not done.wait(timeout):
            REACTOR.call(lambda: self.crawlers[worker_id].stop())
            done.wait(30)
            self._end()
            pytest.fail(f"worker {worker_id} did not finish in {timeout}s; log:\n{self.log(worker_id)[-3000:]}")
        self._end()
        run = self.collect(worker_id, 1 if worker_id in self._failed else 0)
        if worker_id in self._failed:
            run.log += "\n" + self._failed[worker_id]
        return run

    def log(self, worker_id: str) -> str:
        return "\n".join(self._capture.lines)

    def stop_all(self) -> None:
        running = [w for w, e in self._done.items() if not e.is_set()]
        if running:
            for worker_id in running:
                REACTOR.call(lambda w=worker_id: self.crawlers[w].stop() if w in self.crawlers else None)
            for worker_id in running:
                self._done[worker_id].wait(30)
        self._end(force=True)  # a crawler that did not stop keeps running, but this pool lets go
