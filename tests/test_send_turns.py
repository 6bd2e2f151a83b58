"""Send turns (send_turn.lua, crawler/frontier/sendturns.py): a claimed request of a throttled domain takes the
domain's turn again when it is sent, against a real Redis. The end-to-end check, two workers of which one holds
its requests between claim and send, is in tests/test_politeness.py."""

from __future__ import annotations

from typing import Any

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError
from twisted.internet import defer

from crawler.devstack.procs import wait_until
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BloomParams, ClaimPolicy, Entry, FrontierQueue
from crawler.frontier.sendturns import SendTurns
from tests.reactor_io import on_reactor, run  # noqa: F401 - on_reactor is a fixture

KEYS = FrontierKeys("news", "news:start_urls")
BLOOM = BloomParams(0.001, 10_000, 2)


def throttled(redis_client: Any, delay_ms: int, *urls: str, domain: str = "t.example") -> FrontierQueue:
    queue = FrontierQueue(redis_client, KEYS, BLOOM, ClaimPolicy(default_delay_ms=0))
    queue.set_domain_delay(domain, "base", delay_ms)
    queue.enqueue([Entry("", f"fp-{u}", 0, u, domain) for u in urls])
    return queue


def test_a_request_claimed_before_the_last_send_waits_for_the_turn_after_it(redis_client: Any) -> None:
    queue = throttled(redis_client, 300, "a", "b")
    [late] = queue.claim(1, 60_000, "w1")  # w1 claims its turn, then its downloader keeps the request
    assert late.delay_ms == 300
    got: list[Any] = []
    wait_until(lambda: got.extend(queue.claim(1, 60_000, "w2")) or got, 5, "the domain's next turn")
    assert [c.payload for c in got] == [b"b"]
    assert queue.take_send_turns(["t.example"]) == [0]  # w2 sends its request at once
    # w1's request, claimed a turn earlier, now comes to be sent: it waits a delay after w2's send.
    [wait] = queue.take_send_turns(["t.example"])
    assert 200 < wait <= 300, wait


def test_turns_follow_the_sends(redis_client: Any) -> None:
    queue = throttled(redis_client, 400, "a", "b")
    assert len(queue.claim(5, 60_000, "w1")) == 1  # one request per turn
    assert queue.take_send_turns(["t.example"]) == [0]
    state = queue.domain_state("t.example")
    # The next claim turn is counted from the send, in the ready set the claims read too.
    assert state["next"] >= state["sent"] + 400
    assert redis_client.zscore(KEYS.ready("s"), "t.example") == state["next"]
    assert queue.claim(5, 60_000, "w2") == [] and 300 < queue.wait_ms <= 400


def test_two_requests_of_a_domain_sent_together_get_one_turn(redis_client: Any) -> None:
    queue = throttled(redis_client, 500)
    first, second = queue.take_send_turns(["t.example", "t.example"])
    assert first == 0 and 400 < second <= 500


def test_a_domain_without_delay_goes_at_once_and_records_nothing(redis_client: Any) -> None:
    queue = throttled(redis_client, 0)
    assert queue.take_send_turns(["t.example", "t.example", "free.example"]) == [0, 0, 0]
    assert "sent" not in queue.domain_state("t.example") and queue.domain_state("free.example") == {}


def test_a_paused_domain_holds_requests_claimed_before_the_pause(redis_client: Any) -> None:
    queue = throttled(redis_client, 100, "a")
    assert len(queue.claim(1, 60_000, "w1")) == 1
    queue.pause("t.example", 5000)  # a Retry-After seen by any worker
    [wait] = queue.take_send_turns(["t.example"])
    assert 4000 < wait <= 5000


def test_domains_of_several_shards_are_answered_in_place(redis_client: Any) -> None:
    keys = FrontierKeys("news", "{news}:start_urls", 3)
    queue = FrontierQueue(redis_client, keys, BLOOM, ClaimPolicy(default_delay_ms=1000))
    domains = [f"site{i}.example" for i in range(12)]
    assert len({keys.shard_of(d) for d in domains}) == 3
    asked = [*domains, domains[0]]
    waits = queue.take_send_turns(asked)
    assert waits[:-1] == [0] * 12 and 900 < waits[-1] <= 1000  # site0 twice: its second ask waits
    for domain in domains:  # each domain's state is in its own shard's keys
        assert redis_client.hexists(keys.for_domain(domain).politeness(domain), "sent")


class _Frontier:
    """The frontier's side of SendTurns over a real Redis: each batch is one call to the real script."""

    def __init__(self, queue: FrontierQueue) -> None:
        self.queue = queue
        self.is_open, self.backing_off, self.broken = True, False, False
        self.batches: list[list[str]] = []

    def take_send_turns(self, domains: list[str], done: Any, failed: Any) -> defer.Deferred[Any]:
        self.batches.append(domains)
        if self.broken:
            failed(RedisConnectionError("refused"))
            return defer.succeed(None)
        done(self.queue.take_send_turns(domains))
        return defer.succeed(None)


@pytest.mark.usefixtures("on_reactor")
def test_asks_of_one_reactor_turn_go_in_one_call_and_an_outage_lets_requests_go(redis_client: Any) -> None:
    frontier = _Frontier(throttled(redis_client, 1000, domain="a.example"))
    turns = SendTurns(frontier)

    def ask(*domains: str) -> defer.Deferred[list[Any]]:
        return defer.gatherResults([turns.take(d) for d in domains])

    first = run(ask, "a.example", "b.example", "a.example")
    assert first[:2] == [0, 0] and first[2] > 900 and frontier.batches == [["a.example", "b.example", "a.example"]]
    frontier.broken = True  # Redis refuses: the claim's turn stands, the request goes (None: not checked)
    assert run(ask, "a.example") == [None]
    frontier.broken, frontier.backing_off = False, True  # backing off: Redis is not even asked
    assert run(ask, "a.example") == [None] and len(frontier.batches) == 2
