"""The frontier's Redis I/O never holds the reactor: a Redis that stops answering, a Redis 100 ms away.

Real Redis behind the loopback TCP proxy (crawler/devstack/tcpproxy.py), real in-process workers, a real
loopback site. Components outside the frontier that have Redis clients of their own (heartbeat, control,
progress, robots.txt, proxy pool, parameter learning) are converted separately; with
FRONTIER_IO_ONLY=1 in the environment these tests switch them off, to check the frontier's part alone.
"""

from __future__ import annotations

import os
import sys
import threading
import time
import traceback
from collections import Counter
from typing import Any

import redis

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


class RedisOnReactorProbe:
    """Samples the reactor thread's stack every few ms: where it was found inside redis-py (a round trip)."""

    def __init__(self) -> None:
        self.samples = 0
        self.in_redis: Counter[str] = Counter()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="redis-probe")

    def start(self, reactor_ident: int) -> None:
        self._ident = reactor_ident
        self._thread.start()

    def _run(self) -> None:
        previous: str | None = None
        while not self._stop.is_set():
            frame = sys._current_frames().get(self._ident)
            if frame is not None:
                self.samples += 1
                stack = traceback.extract_stack(frame)
                # A round trip waits at the top of the stack, in redis-py's socket read (or the socket/ssl
                # call just above it). Only the top is looked at: walking another thread's running stack can
                # tear (a frame's caller read after it returned and its slot was reused), which once put a
                # redis-py frame under w3lib's URL quoting, a stack no code path has.
                # A round trip lasts several samples (2 ms apart), a torn read one: a stack counts only when
                # two samples in a row find it (one torn sample put redis-py over Twisted's thread hand-off).
                key = None
                if any("/redis/" in f.filename for f in stack[-3:]):
                    ours = [f"{f.filename.rsplit('/', 1)[-1]}:{f.name}" for f in stack if "/redis/" not in f.filename]
                    key = " <- ".join(reversed(ours[-6:]))
                    if key == previous:
                        self.in_redis[key] += 1
                previous = key
            time.sleep(0.002)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)


def test_the_probe_catches_a_redis_round_trip_on_the_reactor(redis_server: RedisService) -> None:
    # The control for the probe the no-call-on-the-reactor tests rely on: a round trip made on the reactor
    # thread, to a Redis 20 ms away, is found in redis-py.
    with TcpProxy(redis_server.port, delay_ms=20) as proxy:
        client = redis.Redis.from_url(proxy.url)
        probe = RedisOnReactorProbe()
        REACTOR.acquire()
        try:
            probe.start(REACTOR.call(threading.get_ident))
            for _ in range(10):
                REACTOR.call(client.ping)
        finally:
            probe.stop()
            REACTOR.release()
            client.close()
    assert probe.in_redis, f"{probe.samples} samples, none inside redis-py"


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
        probe = RedisOnReactorProbe()
        probe.start(REACTOR.call(threading.get_ident))
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
        probe.stop()
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    counts = fetched(site)
    assert set(counts) == {f"/p/{i}" for i in range(60)}, "every page was fetched"
    refetched = sum(n - 1 for n in counts.values())
    # A page is fetched twice only when its lease expired (a claim whose answer the stall swallowed).
    assert refetched <= run.stats.get("frontier/reclaimed", 0), counts
    # Every fetch was acked: in time, or after its lease ran out during the stall (a stale ack).
    assert run.stats["frontier/acked"] + run.stats.get("frontier/stale_acks", 0) >= 60
    # No Redis call on the reactor thread, through the stall, the recovery and the close.
    assert probe.samples > 100
    assert not probe.in_redis, probe.in_redis.most_common(5)
    assert_frontier_drained(redis_client)


def test_claims_are_prefetched_so_a_redis_100_ms_away_does_not_hold_the_reactor(
    redis_server: RedisService, redis_client: Any, local_site: Any, inprocess_workers: Workers
) -> None:
    pages, delay_ms = 40, 100
    # 0.2 s a page, 4 at a time: the crawl lasts 2 s or more, so the probe's 2 ms samples run into the
    # hundreds even on a loaded machine (at 0.05 s, with the worker closing 1 s after its last page, a
    # loaded run sampled only 53 times).
    site, urls = slow_site(local_site, pages, 0.2)
    redis_client.lpush("news:start_urls", *urls)
    probe = RedisOnReactorProbe()
    with TcpProxy(redis_server.port, delay_ms=delay_ms) as proxy:
        inprocess_workers.start("far", REDIS_URL=proxy.url, DEPTH_LIMIT="0", CONCURRENT_REQUESTS="4", **ONLY_FRONTIER)
        # From the first download on (opening the frontier blocks on purpose: nothing runs yet).
        wait_until(lambda: len(fetched(site)) >= 1, 60, "the first download")
        probe.start(REACTOR.call(threading.get_ident))
        run = inprocess_workers.wait("far", timeout=180)
        probe.stop()
    assert run.reason == "finished", run.log[-3000:]
    assert len(fetched(site)) == pages
    # Each claim is one 100 ms round trip; claimed while downloads ran, it overlaps them.
    claims, prefetched = run.stats["frontier/claims"], run.stats.get("frontier/claims_prefetched", 0)
    assert prefetched >= claims // 2, (prefetched, claims)
    # Never a Redis round trip on the reactor thread: at 100 ms each, one would be caught many times over.
    assert probe.samples > 100
    assert not probe.in_redis, probe.in_redis.most_common(5)


def test_links_a_worker_queues_after_an_empty_claim_are_claimed_without_waiting_for_a_poll(
    redis_server: RedisService,
) -> None:
    """An empty claim pauses the claims (an empty queue is not polled in a loop), but links the worker queues
    itself end the pause: the next request the engine asks for claims them at once. Before, the worker sat
    idle until the next poll (FRONTIER_POLL_INTERVAL) at every such turn: at a crawl's start, once per level."""
    from scrapy import Request, Spider

    from crawler.frontier.component import Frontier
    from crawler.frontier.scheduler import FrontierScheduler
    from tests.inprocess import project_crawler

    redis.Redis.from_url(redis_server.url).flushall()
    crawler = project_crawler(REDIS_URL=redis_server.url, FRONTIER_POLL_INTERVAL=60)
    frontier = Frontier.from_crawler(crawler)
    frontier.open(Spider(name="news"))
    scheduler = FrontierScheduler(crawler, frontier)
    wakes: list[float] = []
    # The engine's only part the scheduler uses here: the call that has it ask for the next request.
    slot = type("Slot", (), {"nextcall": type("Call", (), {"schedule": staticmethod(wakes.append)})()})()
    crawler.engine = type("Engine", (), {"_slot": slot})()
    claims = lambda: crawler.stats.get_value("frontier/claims", 0)  # noqa: E731
    REACTOR.acquire()
    try:
        assert REACTOR.call(scheduler.next_request) is None  # nothing queued: the claim comes back empty
        wait_until(lambda: REACTOR.call(lambda: not scheduler._claiming), 10, "the empty claim to answer")
        assert claims() == 1
        woken = len(wakes)
        REACTOR.call(scheduler.enqueue_request, Request("http://a.example/found"))
        assert len(wakes) > woken, "the engine is not told that there is work"
        REACTOR.call(scheduler.next_request)
        assert claims() == 2, "the worker's own new link waits for a poll"
        wait_until(lambda: REACTOR.call(lambda: len(scheduler._prefetch)) == 1, 10, "the link to be claimed")
    finally:
        REACTOR.call(frontier.close, [])
        REACTOR.release()


def crawled_once(redis_client: Any, local_site: Any, inprocess_workers: Workers, pages: int) -> tuple[Any, list[str]]:
    """A site of `pages` pages, all crawled once as start URLs: pushing them again makes every one a duplicate."""
    site, urls = slow_site(local_site, pages, 0.0)
    redis_client.lpush("news:start_urls", *urls)
    [first] = inprocess_workers.run(["first"], DEPTH_LIMIT="0", **ONLY_FRONTIER)
    assert first.reason == "finished" and len(fetched(site)) == pages, first.log[-3000:]
    return site, urls


def test_start_urls_already_seen_are_reported_without_a_round_trip_on_the_reactor(
    redis_server: RedisService, redis_client: Any, local_site: Any, inprocess_workers: Workers
) -> None:
    # A start list of pages the crawl already found: every entry is a duplicate, each with a record in the
    # duplicates list. Written one round trip each on the reactor thread, they held every download (and
    # through a Redis 20 ms away, 200 of them held it for 4 s); now one write per batch, on the lane.
    pages = 200
    site, urls = crawled_once(redis_client, local_site, inprocess_workers, pages)
    redis_client.lpush("news:start_urls", *urls)
    probe = RedisOnReactorProbe()
    with TcpProxy(redis_server.port, delay_ms=20) as proxy:
        inprocess_workers.start("again", REDIS_URL=proxy.url, DEPTH_LIMIT="0", **ONLY_FRONTIER)
        # From the open on (opening the frontier blocks on purpose: nothing runs yet).
        wait_until(lambda: "Frontier at " in inprocess_workers.log("again"), 60, "the frontier to open")
        probe.start(REACTOR.call(threading.get_ident))
        run = inprocess_workers.wait("again", timeout=180)
        probe.stop()
    assert run.reason == "finished", run.log[-3000:]
    assert run.stats["start_urls/duplicates/seen"] == pages and len(fetched(site)) == pages
    records = redis_client.lrange("news:start_urls:duplicates", 0, -1)
    assert len(records) == pages  # the first run had none
    assert probe.samples > 100
    assert not probe.in_redis, probe.in_redis.most_common(5)


def test_duplicate_records_redis_refuses_are_retried_then_reported_at_close(
    redis_client: Any, local_site: Any, inprocess_workers: Workers
) -> None:
    # Every write of the duplicates list fails (WRONGTYPE: a RedisError like any refusal). The records wait for
    # the next batch's write; what no write took is counted and logged with its URLs at close, not dropped.
    pages = 30
    _site, urls = crawled_once(redis_client, local_site, inprocess_workers, pages)
    redis_client.set("news:start_urls:duplicates", "not a list")
    redis_client.lpush("news:start_urls", *urls)
    [run] = inprocess_workers.run(["again"], DEPTH_LIMIT="0", START_URLS_BATCH_SIZE="10", **ONLY_FRONTIER)
    assert run.reason == "finished", run.log[-3000:]
    assert run.stats["start_urls/duplicates/seen"] == pages
    assert run.stats["start_urls/duplicates/record_failures"] >= 1
    assert run.stats["start_urls/duplicates/unrecorded"] == pages
    assert "duplicate start-URL records were never written" in run.log and urls[-1] in run.log
    assert redis_client.get("news:start_urls:duplicates") == b"not a list"


def test_duplicate_records_past_the_cap_are_logged_with_their_urls(
    redis_client: Any, local_site: Any, inprocess_workers: Workers
) -> None:
    # The records waiting for a write are capped (START_URLS_RECORDS_MAX): those the cap drops are counted and
    # logged with their URLs when dropped, the rest at close, so every duplicate URL is named somewhere.
    pages = 30
    _site, urls = crawled_once(redis_client, local_site, inprocess_workers, pages)
    redis_client.set("news:start_urls:duplicates", "not a list")
    redis_client.lpush("news:start_urls", *urls)
    [run] = inprocess_workers.run(
        ["again"], DEPTH_LIMIT="0", START_URLS_BATCH_SIZE="10", START_URLS_RECORDS_MAX="5", **ONLY_FRONTIER
    )
    assert run.reason == "finished", run.log[-3000:]
    assert run.stats["start_urls/duplicates/unrecorded"] == pages
    assert "dropped past START_URLS_RECORDS_MAX" in run.log
    assert all(url in run.log for url in urls)
