"""What a closing worker cannot write to Redis is kept in a spill file and queued by the next start."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from scrapy import Request

from crawler.devstack.procs import wait_until
from crawler.devstack.tcpproxy import TcpProxy
from crawler.frontier.deadletter import dead_letters
from crawler.frontier.queue import BloomParams, FrontierQueue
from tests import test_frontier_review as review
from tests.reactor_io import on_reactor, run  # noqa: F401 - on_reactor is a fixture

pytestmark = pytest.mark.usefixtures("on_reactor")


def test_requests_and_dead_letters_unwritten_at_close_are_spilled_and_replayed_by_the_next_start(
    redis_server: Any, redis_client: Any, tmp_path: Path
) -> None:
    spill = tmp_path / "spill"
    with TcpProxy(redis_server.port) as proxy:
        frontier = review.open_frontier(
            proxy.url, FRONTIER_REDIS_TIMEOUT=0.5, FRONTIER_CLOSE_TIMEOUT=1.5, FRONTIER_SPILL_DIR=str(spill)
        )
        try:
            proxy.stall()
            urls = [f"http://spill{n}.example/page" for n in range(3)]  # three domains: one claim takes all

            def hold() -> None:
                for url in urls:
                    frontier.enqueue(Request(url))
                frontier.dead_letter(Request("http://spill.example/dead"), {"reason": "gave up"})

            run(hold)
            review.close(frontier)  # Redis never answers before FRONTIER_CLOSE_TIMEOUT
        finally:
            proxy.resume()
    [path] = list(spill.glob("spill-*.jsonl"))
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert sorted(line["kind"] for line in lines) == ["dead", "entry", "entry", "entry"]
    assert frontier.stats.get_value("frontier/spilled") == 4
    assert sum(review.queued_in_band(redis_client, frontier, url) for url in urls) == 0, "nothing reached Redis"

    nxt = review.open_frontier(redis_server.url, FRONTIER_SPILL_DIR=str(spill))
    try:
        assert [review.queued_in_band(redis_client, nxt, url) for url in urls] == [1, 1, 1]
        [record] = dead_letters(redis_client, nxt.keys)
        assert record["url"] == "http://spill.example/dead"
        assert nxt.stats.get_value("frontier/spill_replayed") == 4
        assert not list(spill.glob("spill-*")), "a replayed file is deleted"
        # The replayed requests claim and decode as the originals (their shared context travelled with them).
        got: list[str] = []
        run(lambda: nxt.claim(10, True, lambda items, wait: got.extend(r.url for _, r in items)) and None)
        wait_until(lambda: len(got) == 3, 30, "the replayed requests claimed")
        assert sorted(got) == urls
    finally:
        review.close(nxt)


def test_dead_letters_redis_keeps_refusing_go_to_the_spill_file_and_the_lane_goes_on(
    redis_server: Any, redis_client: Any, tmp_path: Path
) -> None:
    spill = tmp_path / "spill"
    frontier = review.open_frontier(redis_server.url, FRONTIER_UNWRITABLE_AFTER=0.5, FRONTIER_SPILL_DIR=str(spill))
    try:
        redis_client.set(frontier.keys.dead, "not a list")  # every dead-letter write is refused (WRONGTYPE)
        run(lambda: frontier.dead_letter(Request("http://refused.example/dead"), {"reason": "gave up"}))
        run(lambda: frontier.flush() and None)
        wait_until(lambda: not run(lambda: frontier.has_unwritten), 30, "the flush given up on its dead letter")
        [path] = list(spill.glob("spill-*.jsonl"))
        assert "http://refused.example/dead" in path.read_text()
        assert frontier.stats.get_value("frontier/spilled") == 1
        # The lane is not blocked: a later flush is written.
        run(lambda: frontier.enqueue(Request("http://refused.example/next")) and frontier.flush() and None)
        wait_until(lambda: not run(lambda: frontier.has_unwritten), 30, "the next flush written")
        assert review.queued_in_band(redis_client, frontier, "http://refused.example/next") == 1
    finally:
        redis_client.delete(frontier.keys.dead)
        review.close(frontier)


def test_each_test_worker_spills_into_its_own_directory_of_its_test(tmp_path: Path) -> None:
    # A spill file left by one test's worker must not be replayed by a later test's worker (one directory for
    # the whole session let a close's leftovers reappear in another test's frontier).
    from tests.conftest import Workers
    from tests.inprocess_workers import InProcessWorkers

    first, second = Workers(tmp_path / "a", "redis://unused"), InProcessWorkers(tmp_path / "b", "redis://unused")
    dirs = [pool.env(worker, {})["FRONTIER_SPILL_DIR"] for pool in (first, second) for worker in ("w1", "w2")]
    assert len(set(dirs)) == 4
    assert all(Path(d).is_relative_to(tmp_path) for d in dirs)


def test_a_start_url_release_redis_keeps_refusing_is_left_to_its_lease_and_the_lane_goes_on(
    redis_server: Any, redis_client: Any
) -> None:
    frontier = review.open_frontier(redis_server.url, FRONTIER_UNWRITABLE_AFTER=0.5)
    keys = frontier.keys
    redis_client.rpush(keys.start_urls, "http://start.example/")
    claim_id, entries = frontier.claim_start_urls(10)  # blocking: from this thread, not the reactor
    assert entries == [b"http://start.example/"]
    try:
        # The release (DEL of the claim's copy and ZREM from the claims, one MULTI) is refused for good:
        # the ACL denies ZREM, so the whole transaction is discarded and nothing of the claim is lost.
        redis_client.execute_command("ACL", "SETUSER", "default", "-zrem")
        run(lambda: frontier.finish_start_urls(claim_id))
        wait_until(
            lambda: frontier.stats.get_value("frontier/start_finishes_given_up") == 1, 30, "the release given up"
        )
        assert redis_client.lrange(keys.start_claim(claim_id), 0, -1) == entries
        assert redis_client.zscore(keys.start_claims, claim_id) is not None
        # The lane is not blocked: a later flush is written.
        run(lambda: frontier.enqueue(Request("http://start.example/next")) and frontier.flush() and None)
        wait_until(lambda: not run(lambda: frontier.has_unwritten), 30, "the next flush written")
        assert review.queued_in_band(redis_client, frontier, "http://start.example/next") == 1
    finally:
        redis_client.execute_command("ACL", "SETUSER", "default", "+@all")
    # Its lease runs out (here: now), and the reclaim returns the entry to the start URLs.
    redis_client.zadd(keys.start_claims, {claim_id: 0})
    try:
        assert FrontierQueue(redis_client, keys, BloomParams(0.001, 1000, 2)).reclaim_start() == 1
        assert redis_client.lrange(keys.start_urls, 0, -1) == entries
    finally:
        review.close(frontier)
