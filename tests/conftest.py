"""Fixtures: real servers on free loopback ports (Redis+RedisBloom, demo site) and real worker processes."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# A test worker's close spills what Redis did not take (crawler/frontier/spill.py): into a directory of this
# session, set before crawler.settings is imported, never the checkout's .scrapy where a later run replays it.
os.environ.setdefault("FRONTIER_SPILL_DIR", tempfile.mkdtemp(prefix="frontier-spill-"))

import pytest
from scrapy.utils.reactor import install_reactor, is_reactor_installed

from crawler.devstack.procs import set_parent_death_signal
from crawler.devstack.services import REPO, DemoSiteService, RedisService, Service
from crawler.devstack.staticsite import StaticSiteService

Service.die_with_parent = True  # no server outlives the test run, even a killed one

# The reactor a worker runs, installed before any test module imports one (importing a module that does
# `from twisted.internet import reactor` would install Twisted's default): in-process crawls
# (tests/inprocess_workers.py) run on it, and unit tests see the same reactor type as production.
if not is_reactor_installed():
    install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")


class HeldPorts:
    """Loopback ports held until `close`, each bound but not listening: a connection to one is refused.

    `free_port()` is free only at the moment it is read, and other test runs share this machine: a port read
    early (a server started later), one a server gives up for a while (an outage test restarting it on the same
    port) or one that must stay dead may be taken by someone else meanwhile. No other process's free-port pick
    takes a bound port; a server that binds with SO_REUSEADDR (redis-server, the MongoDB stand-in, SeaweedFS)
    still can, as long as this socket does not listen.
    """

    def __init__(self) -> None:
        self._socks: list[socket.socket] = []

    def take(self) -> int:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        self._socks.append(sock)
        return int(sock.getsockname()[1])

    def close(self) -> None:
        for sock in self._socks:
            sock.close()
        self._socks.clear()


@contextlib.contextmanager
def reserved_port() -> Iterator[int]:
    """A loopback port held for the block (see `HeldPorts`)."""
    held = HeldPorts()
    try:
        yield held.take()
    finally:
        held.close()


@pytest.fixture
def held_ports() -> Iterator[HeldPorts]:
    """Ports held for the whole test (see `HeldPorts`): for a server restarted on the same port."""
    held = HeldPorts()
    yield held
    held.close()


@pytest.fixture
def dead_port(held_ports: HeldPorts) -> int:
    """A loopback port nothing listens on for the whole test (see `HeldPorts`)."""
    return held_ports.take()


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisService]:
    service = RedisService(tmp_path_factory.mktemp("redis"))
    service.start()
    yield service
    service.stop()


@pytest.fixture
def redis_client(redis_server: RedisService) -> Iterator[Any]:
    client = redis_server.client()
    client.flushall()
    yield client
    client.close()


class PlainRedisService(RedisService):
    """Redis without the RedisBloom module."""

    def argv(self) -> list[str]:
        args = super().argv()
        at = args.index("--loadmodule")
        return args[:at] + args[at + 2 :]


@pytest.fixture
def plain_redis(tmp_path: Path) -> Iterator[RedisService]:
    service = PlainRedisService(tmp_path / "plain-redis")
    service.start()
    yield service
    service.stop()


@pytest.fixture
def demo_site(tmp_path: Path) -> Iterator[DemoSiteService]:
    """A fresh demo site (two origins) per test, so its access log holds only this test's traffic."""
    service = DemoSiteService(tmp_path / "site")
    service.start()
    yield service
    service.stop()


@pytest.fixture
def static_site(tmp_path: Path) -> Iterator[Any]:
    """Factory: an nginx-served static site of N linked pages, stopped after the test."""
    started: list[StaticSiteService] = []

    def make(pages: int) -> StaticSiteService:
        service = StaticSiteService(tmp_path / f"static-{len(started)}", extra={"pages": pages})
        service.start()
        started.append(service)
        return service

    yield make
    for service in started:
        service.stop()


@dataclass
class WorkerRun:
    """One finished `scrapy crawl news` process."""

    worker_id: str
    returncode: int
    stats: dict[str, Any]
    reason: str
    items: list[dict[str, Any]] = field(default_factory=list)
    log: str = ""


class Workers:
    """Starts `scrapy crawl news` worker processes against the test Redis and collects their output."""

    def __init__(self, base: Path, redis_url: str) -> None:
        self.base = base
        self.redis_url = redis_url
        self.procs: dict[str, subprocess.Popen[bytes]] = {}

    def env(self, worker_id: str, extra: dict[str, str]) -> dict[str, str]:
        env = {
            **os.environ,
            "PYTHONPATH": str(REPO),
            "SPIDER_MODULES": "crawler.spiders,tests.spiders",
            "SCRAPY_SETTINGS_MODULE": "crawler.settings",
            "REDIS_URL": self.redis_url,
            "WORKER_ID": worker_id,
            # A worker ends 1 s after the cluster has nothing left (nothing queued, leased, delayed or waiting as a
            # start URL, the frontier's own test): a longer wait only adds to every run. Tests that push work later set
            # their own.
            "CRAWL_IDLE_TIMEOUT": "1",
            "START_URLS_POLL_INTERVAL": "0.2",
            "ITEMS_FEED": str(self.base / "items-%(worker_id)s.jsonl"),
            "STATS_FILE": str(self.base / "stats-%(worker_id)s.json"),
            "LOG_LEVEL": "INFO",
            "STORAGE_PIPELINES": "",
            "SSRF_ALLOWED_NETWORKS": "127.0.0.0/8",  # the test sites live on loopback
            "POLITENESS_DELAY": "0",  # local test sites: politeness tests set their own delays
            "RETRY_DELAY": "1",  # delayed retries (403s, exhausted 5xx) come back in a second, not 5 min
            # Plain start URLs are hubs in production (revisited, one level followed); the frontier tests
            # crawl whole sites recursively. Discovery tests pass "hub".
            "DISCOVERY_START_MODE": "site",
            # Each worker its own spill directory (as each production worker has its own disk): a close that spills
            # is replayed only by a restart of that worker in the same test, never by another test's worker.
            "FRONTIER_SPILL_DIR": str(self.base / f"spill-{worker_id}"),
        }
        env.update(extra)
        return env

    def start(self, worker_id: str, spider: str = "news", **extra: str) -> subprocess.Popen[bytes]:
        log = open(self.base / f"{worker_id}.log", "ab")  # noqa: SIM115 - the child owns it
        proc = subprocess.Popen(
            # `scrapy crawl` with a short engine heartbeat: idle workers exit at their timeout (tests/worker.py).
            [sys.executable, "-m", "tests.worker", "crawl", spider, "-s", "TELNETCONSOLE_ENABLED=False"],
            cwd=REPO,
            env=self.env(worker_id, extra),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            preexec_fn=set_parent_death_signal,  # a killed test run takes its workers with it
        )
        log.close()
        self.procs[worker_id] = proc
        return proc

    def stop(self, worker_id: str) -> None:
        """A graceful stop, as `kill -TERM` (close reason "shutdown"); `wait` for its run."""
        self.procs[worker_id].send_signal(signal.SIGTERM)

    def wait(self, worker_id: str, timeout: float = 240) -> WorkerRun:
        proc = self.procs[worker_id]
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            pytest.fail(f"worker {worker_id} did not finish in {timeout}s; log:\n{self.log(worker_id)[-3000:]}")
        return self.collect(worker_id, proc.returncode)

    def collect(self, worker_id: str, returncode: int) -> WorkerRun:
        """The finished worker's stats, close reason and items, from the files it wrote."""
        stats_path = self.base / f"stats-{worker_id}.json"
        payload = json.loads(stats_path.read_text()) if stats_path.exists() else {"stats": {}, "reason": ""}
        items_path = self.base / f"items-{worker_id}.jsonl"
        items = [json.loads(x) for x in items_path.read_text().splitlines()] if items_path.exists() else []
        return WorkerRun(worker_id, returncode, payload["stats"], payload["reason"], items, self.log(worker_id))

    def log(self, worker_id: str) -> str:
        path = self.base / f"{worker_id}.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def run(self, worker_ids: list[str], timeout: float = 240, spider: str = "news", **extra: str) -> list[WorkerRun]:
        for worker_id in worker_ids:
            self.start(worker_id, spider, **extra)
        deadline = time.monotonic() + timeout
        return [self.wait(w, max(1.0, deadline - time.monotonic())) for w in worker_ids]

    def stop_all(self) -> None:
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def run_cli(redis_url: str, *args: str, check: bool = True, process: bool = False) -> subprocess.CompletedProcess[str]:
    """Run a `scrapy` operator command (frontier, control) against `redis_url`.

    By default in this process: the command's own class, options and exit status, with the project settings a
    `scrapy` process with this environment reads, and its output captured; without the second or two (ten on a
    loaded machine) a `scrapy` process takes to start. `process=True` runs the real `python -m scrapy`: the
    tests of each command's entry point (command discovery, a process's exit status) use that.
    """
    result = _run_cli_process(redis_url, args) if process else _run_cli_here(redis_url, args)
    if check and result.returncode != 0:
        raise AssertionError(f"scrapy {' '.join(args)} failed ({result.returncode}):\n{result.stderr[-2000:]}")
    return result


def _run_cli_process(redis_url: str, args: tuple[str, ...]) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "REDIS_URL": redis_url, "SCRAPY_SETTINGS_MODULE": "crawler.settings"}
    return subprocess.run(
        [sys.executable, "-m", "scrapy", *args], cwd=REPO, env=env, capture_output=True, text=True, timeout=60
    )


def _run_cli_here(redis_url: str, args: tuple[str, ...]) -> subprocess.CompletedProcess[str]:
    """What `scrapy.cmdline.execute` does for one of the project's commands, in this process."""
    from scrapy.exceptions import UsageError
    from scrapy.settings import Settings

    from tests.inprocess_workers import worker_settings

    name, *argv = args
    command = importlib.import_module(f"crawler.commands.{name}").Command()
    settings = Settings()
    settings.setdict(worker_settings({**os.environ, "REDIS_URL": redis_url}), priority="project")
    settings.setdict(command.default_settings, priority="command")
    command.settings = settings
    parser = argparse.ArgumentParser(prog=f"scrapy {name}", conflict_handler="resolve")
    command.add_options(parser)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            opts, rest = parser.parse_known_args(argv)
            command.process_options(rest, opts)
            command.run(rest, opts)
            code = command.exitcode
        except UsageError as exc:  # scrapy prints the message and exits with 2
            err.write(f"{parser.prog}: error: {exc}\n")
            code = 2
        except SystemExit as exc:  # argparse's own errors
            code = exc.code if isinstance(exc.code, int) else 1
    return subprocess.CompletedProcess(["scrapy", *args], code, out.getvalue(), err.getvalue())


@pytest.fixture
def workers(tmp_path: Path, redis_server: RedisService) -> Iterator[Workers]:
    base = tmp_path / "workers"
    base.mkdir()
    pool = Workers(base, redis_server.url)
    yield pool
    pool.stop_all()


@pytest.fixture
def inprocess_workers(tmp_path: Path, redis_server: RedisService) -> Iterator[Workers]:
    """Like `workers`, but the workers are crawlers in this process on one reactor (tests/inprocess_workers.py):
    no process start-up per worker. Tests that kill, stop or signal a worker, or measure its process, use
    `workers`."""
    from tests.inprocess_workers import InProcessWorkers

    base = tmp_path / "inprocess-workers"
    base.mkdir()
    pool = InProcessWorkers(base, redis_server.url)
    yield pool
    pool.stop_all()
