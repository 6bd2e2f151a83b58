"""Races and partial failures of the frontier's lane I/O that lose or repeat requests, on a real Redis.

The frontier runs in process, its Redis calls on its lane and their answers on the session's reactor, as in
a worker. Where a failure needs one of two possible interleavings of the lane thread and the reactor, the
test makes that one happen by holding the lane on an event the reactor sets (never by sleeping).
"""

from __future__ import annotations

import threading
from typing import Any

import pytest
from scrapy import Request

from crawler.devstack.procs import wait_until
from crawler.devstack.tcpproxy import TcpProxy
from crawler.frontier.component import Frontier
from crawler.frontier.queue import priority_key
from crawler.redisio import RedisIO
from crawler.spiders.news import NewsSpider
from tests.inprocess import project_crawler
from tests.reactor_io import on_reactor, run  # noqa: F401 - on_reactor is a fixture

pytestmark = pytest.mark.usefixtures("on_reactor")


def open_frontier(redis_url: str, **settings: Any) -> Frontier:
    # No housekeeping turn during the test: only the calls the test makes reach Redis.
    crawler = project_crawler(NewsSpider, REDIS_URL=redis_url, FRONTIER_HOUSEKEEPING_INTERVAL=3600.0, **settings)
    spider = NewsSpider.from_crawler(crawler)
    crawler.spider = spider
    frontier = Frontier.from_crawler(crawler)
    frontier.open(spider)
    return frontier


def close(frontier: Frontier) -> None:
    """Close as the engine does (a flush still retrying gives up at FRONTIER_CLOSE_TIMEOUT), then stop the lanes."""
    run(lambda: frontier.close([]))
    run(RedisIO.of(frontier.crawler).stop)


def queued_in_band(redis_client: Any, frontier: Frontier, url: str) -> int:
    domain = frontier.domain_of(url)
    return int(redis_client.llen(frontier.keys.domain_band("s", domain, priority_key(0))))


def domains_in_two_shards(frontier: Frontier) -> tuple[str, str]:
    by_shard: dict[int, str] = {}
    for n in range(100):
        url = f"http://site{n}.example/"
        by_shard.setdefault(frontier.keys.shard_of(frontier.domain_of(url)), url)
        if len(by_shard) == 2:
            return by_shard[0], by_shard[1]
    raise AssertionError("no two shards found")


def test_a_flush_that_fails_on_one_shard_does_not_queue_the_other_shards_requests_twice(
    redis_server: Any, redis_client: Any
) -> None:
    frontier = open_frontier(redis_server.url, FRONTIER_SHARDS=2, FRONTIER_CLOSE_TIMEOUT=2.0)
    try:
        healthy, failing = domains_in_two_shards(frontier)
        # One shard refuses the write (here a key of the wrong type; on a Redis Cluster, e.g. one node out of
        # memory or failing over); the other answers.
        band = frontier.keys.domain_band("s", frontier.domain_of(failing), priority_key(0))
        redis_client.set(band, "not a list")
        # Unfiltered requests (retries, redirects, start URLs): no seen filter stops a second copy.
        run(lambda: [frontier.enqueue(Request(url + "page", dont_filter=True)) for url in (healthy, failing)])
        run(lambda: frontier.flush() and None)
        wait_until(lambda: frontier.stats.get_value("frontier/redis_errors", 0) >= 3, 30, "three failed tries")
        redis_client.delete(band)  # the shard answers again: the flush goes through
        wait_until(lambda: not run(lambda: frontier.has_unwritten), 30, "the flush written")
        assert queued_in_band(redis_client, frontier, failing) == 1
        assert queued_in_band(redis_client, frontier, healthy) == 1
    finally:
        close(frontier)


def test_a_claim_answered_while_the_frontier_closes_is_handed_back(redis_server: Any, redis_client: Any) -> None:
    frontier = open_frontier(redis_server.url)
    try:
        urls = [f"http://closing.example/{n}" for n in range(3)]
        run(lambda: [frontier.enqueue(Request(url)) for url in urls] and frontier.flush())
        answered = threading.Event()
        final_writes = frontier._final_writes

        def claimed(items: list[Any], wait_ms: int) -> None:
            # What the scheduler does with a claim that answers after its close (FrontierScheduler._claimed):
            # the prefetch was handed back, so these go back too.
            frontier.release([item.member for item, _ in items])

        def final_writes_after_the_answer(*args: Any) -> Any:
            # The interleaving under test: the reactor takes the claim's answer before the lane, which runs
            # the close's writes right after the claim, has read the unconsumed claims.
            answered.wait(10)
            return final_writes(*args)

        frontier._final_writes = final_writes_after_the_answer  # type: ignore[method-assign]

        def claim_then_close() -> Any:
            d = frontier.claim(len(urls), True, claimed)  # on the lane; the close's writes come after it
            assert d is not None
            d.addBoth(lambda result: answered.set() or result)  # the reactor has taken the answer
            return frontier.close([])

        run(claim_then_close)
        assert answered.is_set()
        # Handed back at close: queued again, nothing left leased to a worker that is gone.
        assert redis_client.zcard(frontier.keys.leases) == 0
        assert queued_in_band(redis_client, frontier, urls[0]) == len(urls)
    finally:
        close(frontier)


def test_stopping_the_lane_at_reactor_shutdown_does_not_wait_for_a_flush_retrying_through_an_outage(
    redis_server: Any,
) -> None:
    with TcpProxy(redis_server.port) as proxy:
        frontier = open_frontier(proxy.url, FRONTIER_REDIS_TIMEOUT=0.5, FRONTIER_CLOSE_TIMEOUT=2.0)
        try:
            run(lambda: frontier.enqueue(Request("http://outage.example/a")) and None)
            proxy.stall()
            run(lambda: frontier.flush() and None)
            wait_until(lambda: frontier.stats.get_value("frontier/redis_errors", 0) >= 1, 30, "a failed write")
            # What Twisted's shutdown trigger does (RedisLane stop "during" shutdown, on the reactor thread), as
            # after a second SIGINT/SIGTERM: bounded by the socket timeout, as crawler/redisio.py promises.
            run(frontier.lane.stop, timeout=3.0)
        finally:
            proxy.resume()  # a reactor still held by the stop is let go once the flush goes through
            wait_until(lambda: not run(lambda: frontier.has_unwritten), 30, "the flush written")
            close(frontier)


def test_the_close_does_not_hold_the_reactor_while_a_lease_extension_is_stuck(
    redis_server: Any, redis_client: Any
) -> None:
    frontier = open_frontier(redis_server.url)
    stuck = threading.Event()
    release = threading.Event()

    def extension_on_a_silent_redis() -> None:
        stuck.set()
        release.wait(30)  # what a lease extension does while Redis swallows its packets

    try:
        run(lambda: frontier.lease_lane.call(extension_on_a_silent_redis) and None)
        assert stuck.wait(10)
        box: dict[str, Any] = {}
        # The close returns, and the reactor answers, while the lease lane's thread is still in its call (the
        # close used to join that thread on the reactor, for as long as the call took).
        run(lambda: box.__setitem__("close", frontier.close([])), timeout=5)
        assert run(lambda: "answered", timeout=5) == "answered"
        assert not release.is_set()
        closed: list[Any] = []
        run(lambda: box["close"].addBoth(closed.append) and None)
        release.set()
        wait_until(lambda: closed == [None], 30, "the close to finish once the stuck call ended")
    finally:
        release.set()
        run(RedisIO.of(frontier.crawler).stop)
