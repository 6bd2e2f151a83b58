"""Requests Redis keeps refusing to queue go to the dead-letter list, so the frontier's lane is not blocked."""

from __future__ import annotations

from typing import Any

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError
from scrapy import Request

from crawler.devstack.procs import wait_until
from crawler.frontier.deadletter import dead_letters, requeue_dead
from crawler.frontier.unwritable import Refusals
from tests import test_frontier_review as review
from tests.reactor_io import on_reactor, run  # noqa: F401 - on_reactor is a fixture


def test_only_errors_redis_answers_for_the_whole_limit_are_persistent() -> None:
    refusals = Refusals(0.0)
    assert not refusals.persistent(RedisConnectionError("gone")), "an outage is retried without end"
    assert refusals.persistent(ResponseError("WRONGTYPE"))
    assert Refusals(3600.0).persistent(TypeError("a bug")), "a non-Redis error parks at once"
    slow = Refusals(3600.0)
    assert not slow.persistent(ResponseError("OOM")), "a refusal is retried until the limit"


@pytest.mark.usefixtures("on_reactor")
def test_a_shard_that_keeps_refusing_a_flush_parks_its_requests_and_the_lane_goes_on(
    redis_server: Any, redis_client: Any
) -> None:
    frontier = review.open_frontier(redis_server.url, FRONTIER_SHARDS=2, FRONTIER_UNWRITABLE_AFTER=0.5)
    try:
        healthy, failing = review.domains_in_two_shards(frontier)
        band = frontier.keys.domain_band("s", frontier.domain_of(failing), review.priority_key(0))
        redis_client.set(band, "not a list")  # a key of the wrong type: every try of that shard fails
        run(lambda: [frontier.enqueue(Request(url + "page", dont_filter=True)) for url in (healthy, failing)])
        run(lambda: frontier.flush() and None)
        wait_until(lambda: not run(lambda: frontier.has_unwritten), 30, "the flush given up on the refused shard")
        assert frontier.stats.get_value("frontier/unwritable") == 1
        assert frontier.stats.get_value("frontier/redis_errors", 0) >= 2, "retried before it was parked"
        assert review.queued_in_band(redis_client, frontier, healthy) == 1
        [record] = dead_letters(redis_client, frontier.keys)
        assert record["source"] == "unwritable"
        assert record["url"] == failing + "page"
        assert "WRONGTYPE" in record["last_error"]
        # The lane is not blocked: a later flush is written.
        run(lambda: frontier.enqueue(Request(healthy + "next")) and frontier.flush() and None)
        wait_until(lambda: not run(lambda: frontier.has_unwritten), 30, "the next flush written")
        assert review.queued_in_band(redis_client, frontier, healthy) == 2
        # Once the cause is fixed, the operator's requeue puts the parked request back in its queue.
        redis_client.delete(band)
        assert requeue_dead(redis_client, frontier.keys, frontier.politeness) == (1, 0)
        assert review.queued_in_band(redis_client, frontier, failing) == 1
    finally:
        review.close(frontier)
