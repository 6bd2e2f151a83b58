"""The frontier's Redis I/O never holds the reactor: a Redis that stops answering, a Redis 100 ms away.

Real Redis behind the loopback TCP proxy (crawler/devstack/tcpproxy.py), real in-process workers, a real
loopback site. Components outside the frontier that have Redis clients of their own (heartbeat, control,
progress, robots.txt, proxy pool, parameter learning) are converted separately; with
FRONTIER_IO_ONLY=1 in the environment these tests switch them off, to check the frontier's part alone.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from typing import Any

from twisted.internet import task

from crawler.devstack.procs import wait_until
from crawler.devstack.services import RedisService
from crawler.devstack.tcpproxy import TcpProxy
from tests.conftest import Workers
from tests.inprocess_workers import REACTOR
from tests.net_fixtures import html_page
from tests.test_frontier_e2e import assert_frontier_drained

pytest_plugins = ["tests.net_fixtures"]

# Components with Redis clients of their own, off when only the frontier's part is checked.
OTHERS_OFF = {
    "HEARTBEAT_ENABLED": "false",
    "CONTROL_ENABLED": "false",
    "CLUSTER_PROGRESS_INTERVAL": "0",
    "ROBOTSTXT_OBEY": "false",
    "PROXY_POOL_ENABLED": "false",
    "CANONICAL_LEARN": "false",
}
ONLY_FRONTIER = OTHERS_OFF if os.environ.get("FRONTIER_IO_ONLY") == "1" else {}


def slow_site(local_site: Any, pages: int, seconds: float) -> Any:
    def route(path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
        if path.startswith("/p/"):
            time.sleep(seconds)  # a slow origin: the worker holds downloads in progress
            return 200, {}, html_page(f"Page {path}", f"page {path}")
        return 404, {}, b""

    site = local_site(route)
    return site, [f"{site.origin}/p/{i}" for i in range(pages)]


def fetched(site: Any) -> Counter[str]:
    return Counter(r["path"] for r in site.requests() if r["path"].startswith("/p/"))


class LatenessProbe:
    """A 10 ms looping call on the reactor: how late its calls came, in total and at most."""

    def __init__(self) -> None:
        self.total = 0.0
        self.worst = 0.0
        self._last = 0.0
        self._loop: task.LoopingCall | None = None

    def start(self) -> None:
        self._last = time.monotonic()
        self._loop = task.LoopingCall(self._tick)
        self._loop.start(0.01, now=False)

    def _tick(self) -> None:
        now = time.monotonic()
        late = max(0.0, now - self._last - 0.01)
        self.total += late
        self.worst = max(self.worst, late)
        self._last = now

    def stop(self) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()


def test_a_worker_whose_redis_stops_answering_keeps_downloading_and_loses_nothing(
    redis_server: RedisService, redis_client: Any, local_site: Any, inprocess_workers: Workers
) -> None:
    site, urls = slow_site(local_site, 60, 0.15)
    redis_client.lpush("news:start_urls", *urls)
    timeout = 2.0
    with TcpProxy(redis_server.port, delay_ms=0) as proxy:
        crawler = inprocess_workers.start(
            "stalled",
            REDIS_URL=proxy.url,
            DEPTH_LIMIT="0",
            CONCURRENT_REQUESTS="4",
            FRONTIER_CLAIM_BATCH="12",
            FRONTIER_REDIS_TIMEOUT=str(timeout),
            REDIS_SOCKET_TIMEOUT=str(timeout),
            FRONTIER_LEASE_SECONDS="6",  # a claim whose answer the stall swallowed comes back soon
            FRONTIER_RECLAIM_INTERVAL="0.5",
            REACTOR_LAG_INTERVAL="0.1",
            **ONLY_FRONTIER,
        )
        wait_until(lambda: len(fetched(site)) >= 8, 60, "the first pages")
        proxy.stall()
        stalled_at = len(site.requests())
        responses = crawler.stats.get_value("response_received_count", 0)
        # What the worker holds is still downloaded while Redis answers nothing.
        wait_until(lambda: len(site.requests()) >= stalled_at + 4, 20, "downloads while Redis is stalled")
        # ... and its stats go on being recorded (the collector LogStats and /metrics read).
        wait_until(
            lambda: crawler.stats.get_value("response_received_count", 0) >= responses + 4, 10, "stats while stalled"
        )
        # The reactor answers at once (a blocking Redis call would hold it for the socket timeout) ...
        for _ in range(5):
            started = time.monotonic()
            REACTOR.call(lambda: None, timeout=30)
            assert time.monotonic() - started < timeout, "the reactor was held while Redis was stalled"
            time.sleep(0.2)
        # Long enough for calls to time out and the back-off to start.
        wait_until(lambda: crawler.stats.get_value("frontier/redis_errors", 0) > 0, 30, "the frontier to notice")
        assert REACTOR.call(lambda: crawler.engine.running), "the crawl must not end while Redis is away"
        proxy.resume()
        run = inprocess_workers.wait("stalled", timeout=180)
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    counts = fetched(site)
    assert set(counts) == {f"/p/{i}" for i in range(60)}, "every page was fetched"
    refetched = sum(n - 1 for n in counts.values())
    # A page is fetched twice only when its lease expired (a claim whose answer the stall swallowed).
    assert refetched <= run.stats.get("frontier/reclaimed", 0), counts
    assert run.stats["frontier/acked"] >= 60
    assert run.stats["worker/reactor_lag_max"] < timeout, run.stats["worker/reactor_lag_max"]
    assert_frontier_drained(redis_client)


def test_claims_are_prefetched_so_a_redis_100_ms_away_does_not_hold_the_reactor(
    redis_server: RedisService, redis_client: Any, local_site: Any, inprocess_workers: Workers
) -> None:
    pages, delay_ms = 40, 100
    site, urls = slow_site(local_site, pages, 0.05)
    redis_client.lpush("news:start_urls", *urls)
    probe = LatenessProbe()
    REACTOR.acquire()  # the probe is stopped on the reactor after the run
    try:
        with TcpProxy(redis_server.port, delay_ms=delay_ms) as proxy:
            crawler = inprocess_workers.start(
                "far", REDIS_URL=proxy.url, DEPTH_LIMIT="0", CONCURRENT_REQUESTS="4", **ONLY_FRONTIER
            )
            wait_until(lambda: REACTOR.call(lambda: bool(crawler.engine and crawler.engine.running)), 60, "the engine")
            REACTOR.call(probe.start)
            run = inprocess_workers.wait("far", timeout=180)
        REACTOR.call(probe.stop)
    finally:
        REACTOR.release()
    assert run.reason == "finished", run.log[-3000:]
    assert len(fetched(site)) == pages
    # Each claim is one 100 ms round trip; claimed while downloads ran, it overlaps them.
    claims, prefetched = run.stats["frontier/claims"], run.stats.get("frontier/claims_prefetched", 0)
    assert prefetched >= claims // 2, (prefetched, claims)
    # Blocking calls would hold the reactor for every claim, flush, ack and poll: far more than a third of
    # a round trip per page in all.
    assert probe.total < pages * delay_ms / 1000 / 3, probe.total
