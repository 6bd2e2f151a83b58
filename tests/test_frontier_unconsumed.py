"""Claims not delivered when the frontier closes are handed back exactly once, whichever lane runs first."""

from __future__ import annotations

from typing import Any

import pytest
from scrapy import Request

from crawler.frontier.unconsumed import UnconsumedClaims
from tests import test_frontier_review as review
from tests.reactor_io import on_reactor, run  # noqa: F401 - on_reactor is a fixture


def test_the_close_drains_undelivered_claims_and_refuses_later_ones() -> None:
    claims = UnconsumedClaims()
    assert claims.add(1, ["a", "b"]) and claims.add(2, ["c"])
    claims.consume(1)  # delivered to the scheduler: not the close's to hand back
    assert claims.drain() == ["c"]
    assert not claims.add(3, ["d"]), "a claim answering after the drain must hand its members back itself"
    assert claims.drain() == [] and len(claims) == 0


@pytest.mark.usefixtures("on_reactor")
def test_a_claim_answering_on_its_lane_after_the_close_hands_its_requests_back(
    redis_server: Any, redis_client: Any
) -> None:
    frontier = review.open_frontier(redis_server.url)
    try:
        urls = [f"http://late{n}.example/" for n in range(3)]  # one claim takes one per domain
        run(lambda: [frontier.enqueue(Request(url)) for url in urls] and frontier.flush())
        run(lambda: frontier.close([]))  # the close's writes have drained the unconsumed claims
        assert run(lambda: frontier.claim(len(urls), True, lambda items, wait_ms: None)) is None, "closed: no claim"
        # What a claim submitted before the close does when it runs on a lane of its own, after the close's writes.
        out, rejected, _, total, _ = frontier._claim_io(1, len(urls), True)
        assert total == len(urls) and out == [] and rejected == []
        assert redis_client.zcard(frontier.keys.leases) == 0
        assert [review.queued_in_band(redis_client, frontier, url) for url in urls] == [1, 1, 1]
    finally:
        review.close(frontier)
