"""Acks ride in the same lane call as the flush before them: one thread hop per tick, children still first."""

from __future__ import annotations

from typing import Any

from scrapy import Request, Spider

from crawler.frontier.component import Frontier
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue
from crawler.frontier.scheduler import FrontierScheduler
from crawler.frontier.serialize import encode_request
from tests.inprocess import project_crawler
from tests.inprocess_workers import REACTOR

KEYS = FrontierKeys("news", "news:start_urls")
BLOOM = BloomParams(0.001, 10_000, 2)


def open_frontier(redis_url: str, **settings: Any) -> Frontier:
    crawler = project_crawler(REDIS_URL=redis_url, **settings)
    frontier = Frontier.from_crawler(crawler)
    frontier.open(Spider(name="news"))
    return frontier


def lane_calls(frontier: Frontier) -> dict[str, int]:
    prefix = "redisio/frontier/"
    return {
        key[len(prefix) : -len("/calls")]: value
        for key, value in frontier.stats.get_stats().items()
        if key.startswith(prefix) and key.endswith("/calls")
    }


def claim_parents(redis_client: Any, frontier: Frontier, count: int) -> list[str]:
    queue = FrontierQueue(redis_client, KEYS, BLOOM)
    spider = Spider(name="news")
    entries = [Entry("", "", 0, encode_request(Request(f"http://a.example/p{i}"), spider), "a.example")
               for i in range(count)]  # fmt: skip
    queue.enqueue(entries)
    return [item.member for item in queue.claim(count, 60_000, frontier.token)]


def run_tick(frontier: Frontier, tick: Any) -> None:
    """`tick` on the reactor, then wait until every frontier lane call it made has answered on the reactor."""
    REACTOR.acquire()
    try:
        REACTOR.call(tick)
        REACTOR.call(lambda: frontier.lane.call(lambda: None))  # ordered lane: the calls before it are done
    finally:
        REACTOR.release()


def test_a_tick_s_acks_go_in_the_same_lane_call_as_the_flush_of_their_children(
    redis_client: Any, redis_server: Any
) -> None:
    frontier = open_frontier(redis_server.url)
    parents = claim_parents(redis_client, frontier, 2)
    before = lane_calls(frontier)

    def tick() -> None:
        for i, member in enumerate(parents):
            frontier.enqueue(Request(f"http://a.example/child{i}"))
            frontier.ack_soon(member)
        frontier.write_pending()

    run_tick(frontier, tick)
    calls = lane_calls(frontier)
    made = {name: calls[name] - before.get(name, 0) for name in calls if calls[name] != before.get(name, 0)}
    made.pop("<lambda>", None)
    assert made == {"_write_then_ack": 1}, made
    # The children are queued and the parents acked: no lease left, two requests waiting.
    assert redis_client.zcard(KEYS.shard(0).leases) == 0
    assert frontier.counts()["queued"] == 2
    assert frontier.stats.get_value("frontier/acked") == 2
    assert frontier.stats.get_value("frontier/enqueued") == 2
    assert not frontier.has_pending_acks


def test_acks_with_nothing_to_flush_go_alone_and_an_ack_batch_on_its_way_holds_the_next(
    redis_client: Any, redis_server: Any
) -> None:
    frontier = open_frontier(redis_server.url)
    first, second = claim_parents(redis_client, frontier, 2)
    before = lane_calls(frontier)

    def tick() -> None:
        frontier.ack_soon(first)
        frontier.write_pending()  # nothing buffered: the ack alone
        frontier.enqueue(Request("http://a.example/late-child"))
        frontier.ack_soon(second)
        frontier.write_pending()  # the first ack batch is on its way: the child alone, its parent waits

    run_tick(frontier, tick)
    calls = lane_calls(frontier)
    made = {name: calls[name] - before.get(name, 0) for name in calls if calls[name] != before.get(name, 0)}
    made.pop("<lambda>", None)
    assert made == {"_ack_io": 1, "_write": 1}, made
    assert frontier.has_pending_acks  # the second ack waits for the next tick
    run_tick(frontier, frontier.write_pending)
    assert redis_client.zcard(KEYS.shard(0).leases) == 0
    assert frontier.stats.get_value("frontier/acked") == 2


def test_a_claim_s_flush_carries_the_acks_waiting_for_it(redis_client: Any, redis_server: Any) -> None:
    # A long ack delay: without the claim carrying them, the ack would wait for its timer.
    crawler = project_crawler(REDIS_URL=redis_server.url, FRONTIER_ACK_DELAY=30)
    scheduler = FrontierScheduler.from_crawler(crawler)
    frontier = scheduler.frontier
    frontier.open(Spider(name="news"))
    [parent] = claim_parents(redis_client, frontier, 1)
    done = Request("http://a.example/p0")
    scheduler._inflight = {done: parent}
    before = lane_calls(frontier)

    def tick() -> None:
        frontier.enqueue(Request("http://a.example/child"))
        scheduler._request_done(done)
        scheduler._claim()  # holding nothing now: an idle claim, on the ordered lane behind the flush

    run_tick(frontier, tick)
    calls = lane_calls(frontier)
    made = {name: calls[name] - before.get(name, 0) for name in calls if calls[name] != before.get(name, 0)}
    made.pop("<lambda>", None)
    assert made == {"_write_then_ack": 1, "_claim_io": 1}, made
    assert frontier.stats.get_value("frontier/acked") == 1 and not frontier.has_pending_acks
    assert [request.url for _, request in scheduler._prefetch] == ["http://a.example/child"]


def test_a_claim_with_nothing_to_write_leaves_the_acks_to_their_timer(redis_client: Any, redis_server: Any) -> None:
    # An ack call of its own at each claim would add calls: the ack timer (here 30 s) sends them.
    crawler = project_crawler(REDIS_URL=redis_server.url, FRONTIER_ACK_DELAY=30)
    scheduler = FrontierScheduler.from_crawler(crawler)
    frontier = scheduler.frontier
    frontier.open(Spider(name="news"))
    [parent] = claim_parents(redis_client, frontier, 1)
    done = Request("http://a.example/p0")
    scheduler._inflight = {done: parent}
    before = lane_calls(frontier)

    def tick() -> None:
        scheduler._request_done(done)
        scheduler._claim()

    run_tick(frontier, tick)
    calls = lane_calls(frontier)
    made = {name: calls[name] - before.get(name, 0) for name in calls if calls[name] != before.get(name, 0)}
    made.pop("<lambda>", None)
    assert made == {"_claim_io": 1}, made
    assert frontier.has_pending_acks and not frontier.stats.get_value("frontier/acked")
