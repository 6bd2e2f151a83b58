"""A worker claims back the request objects it queued itself, as Scrapy's own scheduler hands them back; every
other claim is decoded from the payload in Redis, which stays the truth (crawler/frontier/ownrequests.py)."""

from __future__ import annotations

from typing import Any

import pytest
from scrapy import Request

from crawler.devstack.procs import wait_until
from crawler.frontier.component import Frontier
from crawler.frontier.ownrequests import OwnRequests
from tests import test_frontier_review as review
from tests.reactor_io import on_reactor, run  # noqa: F401 - on_reactor is a fixture

pytestmark = pytest.mark.usefixtures("on_reactor")


def queue_and_claim(queuer: Frontier, claimer: Frontier, urls: list[str]) -> tuple[list[Request], list[Request]]:
    """(the requests `queuer` queued, the ones `claimer` got for them)."""
    # A tuple in meta comes back a list through JSON: it tells an object kept from one decoded.
    sent = [Request(url, meta={"depth": 1, "mark": ("a", 1)}) for url in urls]
    run(lambda: [queuer.enqueue(r) for r in sent] and queuer.flush() and None)
    wait_until(lambda: not run(lambda: queuer.has_unwritten), 30, "the requests written")
    got: list[Request] = []
    run(lambda: claimer.claim(len(urls), True, lambda items, wait: got.extend(r for _, r in items)) and None)
    wait_until(lambda: len(got) == len(urls), 30, "the requests claimed")
    return sent, sorted(got, key=lambda r: r.url)


def test_a_worker_claims_back_the_objects_it_queued_and_another_worker_decodes_them(redis_server: Any) -> None:
    mine = review.open_frontier(redis_server.url, WORKER_ID="mine")
    other = review.open_frontier(redis_server.url, WORKER_ID="other")
    try:
        urls = [f"http://own{n}.example/page" for n in range(3)]  # three domains: one claim takes all
        sent, got = queue_and_claim(mine, mine, urls)
        assert all(a is b for a, b in zip(sent, got, strict=True))
        assert mine.stats.get_value("frontier/claimed_own") == 3

        urls = [f"http://theirs{n}.example/page" for n in range(3)]
        sent, got = queue_and_claim(mine, other, urls)
        assert [r.url for r in got] == urls and not any(a is b for a, b in zip(sent, got, strict=True))
        assert [r.meta["mark"] for r in got] == [["a", 1]] * 3  # rebuilt from the payload
        assert other.stats.get_value("frontier/claimed_own") is None
    finally:
        review.close(mine)
        review.close(other)


def test_with_none_kept_every_claim_is_decoded(redis_server: Any) -> None:
    frontier = review.open_frontier(redis_server.url, FRONTIER_OWN_REQUESTS=0)
    try:
        sent, got = queue_and_claim(frontier, frontier, [f"http://off{n}.example/page" for n in range(2)])
        assert [r.url for r in got] == [r.url for r in sent] and not any(a is b for a, b in zip(sent, got, strict=True))
    finally:
        review.close(frontier)


def test_the_oldest_kept_request_makes_room_and_each_is_taken_once() -> None:
    own = OwnRequests(2)
    first, second, third = (Request(f"http://a.example/{n}") for n in range(3))
    own.put(b"1", first)
    own.put(b"2", second)
    own.put(b"3", third)  # another worker claimed the first, maybe: it goes
    assert own.take(b"1") is None and own.take(b"2") is second and own.take(b"2") is None
    assert len(own) == 1
