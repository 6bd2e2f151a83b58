"""The Frontier component in-process: its housekeeping loop, the one dead-letter format, start-URL key types."""

from __future__ import annotations

import json
from typing import Any

import pytest
from scrapy import Request, Spider
from scrapy.settings import Settings

from crawler.devstack.procs import wait_until
from crawler.frontier.component import Frontier, start_urls_type
from crawler.frontier.deadletter import FIELDS, dead_letters, read_record
from crawler.frontier.housekeeping import Housekeeping
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue
from crawler.frontier.serialize import encode_request
from tests.conftest import run_cli
from tests.inprocess import project_crawler
from tests.inprocess_workers import REACTOR

KEYS = FrontierKeys("news", "news:start_urls")
BLOOM = BloomParams(0.001, 10_000, 2)


def open_frontier(redis_url: str, **settings: Any) -> Frontier:
    crawler = project_crawler(REDIS_URL=redis_url, **settings)
    frontier = Frontier.from_crawler(crawler)
    frontier.open(Spider(name="news"))
    return frontier


# --- housekeeping ------------------------------------------------------------------------------------------


def test_one_loop_runs_each_task_at_its_own_interval_and_a_failing_task_stops_no_other() -> None:
    now = [0.0]
    runs: list[str] = []
    stats: dict[str, int] = {}

    class Stats:
        def inc_value(self, key: str, count: int = 1) -> None:
            stats[key] = stats.get(key, 0) + count

    def broken() -> None:
        runs.append("broken")
        raise ValueError("boom")

    loop = Housekeeping(0.05, lambda fn: fn(), Stats(), clock=lambda: now[0])
    loop.add("fast", 1.0, lambda: runs.append("fast"))
    loop.add("slow", 3.0, lambda: runs.append("slow"))
    loop.add("broken", 2.0, broken)
    loop.add("off", 0.0, lambda: runs.append("off"))  # an interval of 0: never run
    for step in range(1, 61):  # six seconds in ticks of 0.1 s
        now[0] = step / 10
        loop.run_due()
    assert runs.count("fast") == 6 and runs.count("slow") == 2 and runs.count("broken") == 3
    assert "off" not in runs and "off" not in loop.names
    assert stats == {"frontier/housekeeping_errors": 3}


def test_the_frontier_registers_its_periodic_work_in_its_one_housekeeping_loop(redis_server: Any) -> None:
    frontier = open_frontier(redis_server.url, FRONTIER_RECLAIM_INTERVAL=2.0, FRONTIER_BLOOM_REPORT_INTERVAL=7.0)
    assert Frontier.of(frontier.crawler) is frontier
    assert {"extend_leases", "reclaim", "report_bloom"} <= set(frontier.housekeeping.names)
    assert frontier.housekeeping._tasks["reclaim"].interval == 2.0
    assert frontier.housekeeping._tasks["report_bloom"].interval == 7.0


# --- dead letters -------------------------------------------------------------------------------------------


def test_python_and_lua_write_the_same_dead_letter_fields(redis_client: Any, redis_server: Any) -> None:
    frontier = open_frontier(redis_server.url, FRONTIER_MAX_RECLAIMS=1, WORKER_ID="w-py")
    request = Request("http://a.example/failed", meta={"retry_times": 2})
    frontier.dead_letter(request, {"reason": "Connection refused", "status": None, "attempts": 3,
                                   "first_attempt_at": 1.0, "last_attempt_at": 2.0, "last_error": "refused",
                                   "history": [{"at": 2.0, "status": None, "error": "refused"}]})  # fmt: skip
    REACTOR.acquire()  # the flush runs on the frontier's Redis lane and reports back on the reactor
    try:
        REACTOR.call(frontier.flush)
    finally:
        REACTOR.release()
    # A lease that expires once (FRONTIER_MAX_RECLAIMS=1) is dead-lettered by reclaim.lua.
    queue = FrontierQueue(redis_client, KEYS, BLOOM)
    payload = encode_request(Request("http://b.example/hung"), Spider(name="news"))
    queue.enqueue([Entry("", "", 0, payload, "b.example")])
    [claimed] = queue.claim(1, 1, "dead-worker:1")
    wait_until(lambda: queue.reclaim(1, worker="w-lua") == (0, 1), 5, "the 1 ms lease to expire")
    python_raw, lua_raw = redis_client.lrange(KEYS.dead, 0, -1)
    python, lua = json.loads(python_raw), json.loads(lua_raw)
    assert set(python) == set(lua) == set(FIELDS)
    assert python["v"] == lua["v"] == 2
    assert (python["source"], python["url"], python["worker"], python["attempts"]) == (
        "retry", "http://a.example/failed", "w-py", 3,
    )  # fmt: skip
    assert python["last_owner"] == frontier.token and python["history"][0]["error"] == "refused"
    assert (lua["source"], lua["url"], lua["worker"], lua["last_owner"]) == (
        "reclaim", "http://b.example/hung", "w-lua", "dead-worker:1",
    )  # fmt: skip
    assert lua["attempts"] == lua["reclaims"] == 1 and lua["history"] == [] and lua["status"] is None
    assert lua["payload"] == payload and lua["id"] == claimed.id


def test_dlq_reads_and_requeues_records_of_the_earlier_formats(redis_client: Any, redis_server: Any) -> None:
    spider = Spider(name="news")
    old_python = {"id": "t:1", "url": "http://a.example/1", "worker": "w1", "dead_at": 100.0, "reason": "HTTP 500",
                  "status": 500, "attempts": 4, "first_attempt_at": 90.0, "last_attempt_at": 99.0,
                  "last_error": "500 Internal Server Error", "history": [],
                  "payload": encode_request(Request("http://a.example/1"), spider)}  # fmt: skip
    old_lua = {"id": "0000000000000007", "member": "0999999999:0000000000000007", "reclaims": 3,
               "last_owner": "w2:5", "at": 200.5, "reason": "lease expired 3 times: the worker holding it died or hung",
               "payload": encode_request(Request("http://b.example/2"), spider)}  # fmt: skip
    redis_client.rpush(KEYS.dead, json.dumps(old_python), json.dumps(old_lua), b"\xffnot json")
    first, second, broken = dead_letters(redis_client, KEYS)
    assert all(set(FIELDS) <= set(r) for r in (first, second, broken))
    assert (first["source"], first["url"], first["attempts"], first["dead_at"]) == (
        "retry",
        "http://a.example/1",
        4,
        100.0,
    )
    assert (second["source"], second["url"], second["attempts"], second["reclaims"]) == (
        "reclaim", "http://b.example/2", 3, 3,
    )  # fmt: skip
    assert second["last_owner"] == "w2:5" and second["dead_at"] == 200.5
    assert broken["reason"] == "unreadable dead letter" and read_record(b"[1]")["url"] == "(undecodable)"

    listed = json.loads(run_cli(redis_server.url, "frontier", "dlq", "list", "--json").stdout)
    assert [(r["url"], r["source"]) for r in listed] == [
        ("http://a.example/1", "retry"), ("http://b.example/2", "reclaim"), ("(undecodable)", "unknown"),
    ]  # fmt: skip
    out = json.loads(run_cli(redis_server.url, "frontier", "dlq", "requeue", "--json").stdout)
    assert out == {"requeued": 2, "rejected": 1}
    queue = FrontierQueue(redis_client, KEYS, BLOOM)
    assert queue.counts()["queued"] == 2 and redis_client.llen(KEYS.dead) == 0


# --- start-URL key types (scrapy-redis' REDIS_START_URLS_AS_SET / _AS_ZSET) -------------------------------


def test_the_start_key_type_follows_the_scrapy_redis_switches() -> None:
    assert start_urls_type(Settings()) == "list"
    assert start_urls_type(Settings({"REDIS_START_URLS_AS_SET": True})) == "set"
    assert start_urls_type(Settings({"REDIS_START_URLS_AS_ZSET": "True"})) == "zset"
    with pytest.raises(ValueError, match="both set"):
        start_urls_type(Settings({"REDIS_START_URLS_AS_SET": True, "REDIS_START_URLS_AS_ZSET": True}))


def test_a_sorted_start_key_gives_its_highest_scores_first_and_a_dead_claim_returns_them_scored(
    redis_client: Any,
) -> None:
    queue = FrontierQueue(redis_client, KEYS, BLOOM, start_type="zset")
    redis_client.zadd(
        KEYS.start_urls, {"http://a.example/low": 1, "http://a.example/high": 9, "http://a.example/mid": 5}
    )
    assert queue.start_len() == 3 and queue.counts()["start_urls"] == 3
    assert queue.claim_start("w:1", 2, -10_000) == [b"http://a.example/high", b"http://a.example/mid"]
    assert queue.start_len() == 1
    assert queue.reclaim_start() == 2  # the claim's lease was already over: its worker died
    scored = redis_client.zrange(KEYS.start_urls, 0, -1, withscores=True)
    assert scored == [(b"http://a.example/low", 1.0), (b"http://a.example/mid", 5.0), (b"http://a.example/high", 9.0)]
    assert queue.claim_start("w:2", 5, 60_000)[0] == b"http://a.example/high"
    queue.finish_start("w:2")
    assert queue.counts()["start_claims"] == 0 and queue.start_len() == 0


def test_a_set_start_key_is_claimed_and_a_dead_claim_returns_its_members(redis_client: Any) -> None:
    queue = FrontierQueue(redis_client, KEYS, BLOOM, start_type="set")
    urls = {f"http://a.example/{n}".encode() for n in range(5)}
    redis_client.sadd(KEYS.start_urls, *urls)
    # Readers that do not know the setting (cluster metrics, `scrapy frontier status`) count it too.
    assert FrontierQueue(redis_client, KEYS, BLOOM).counts()["start_urls"] == 5
    first = queue.claim_start("w:1", 3, -10_000)
    assert len(first) == 3 and set(first) <= urls and queue.start_len() == 2
    assert queue.reclaim_start() == 3
    assert set(redis_client.smembers(KEYS.start_urls)) == urls
    assert queue.claim_start("w:2", 0, 60_000) == []  # nothing claimed: no empty claim is left behind
    assert queue.counts()["start_claims"] == 0
