"""The frontier's Redis operations against a real Redis with RedisBloom: order, dedup, leases, reclaims."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from redis.cluster import key_slot

from crawler.devstack.services import RedisService
from crawler.frontier.dupefilter import RedisBloomMissing, bloom_info, ensure_bloom, estimated_fpr
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BanWindow, BloomParams, ClaimPolicy, Entry, FrontierQueue, priority_key

KEYS = FrontierKeys("news", "news:start_urls")
BLOOM = BloomParams(0.001, 10_000, 2)


@pytest.fixture
def queue(redis_client: Any) -> FrontierQueue:
    return FrontierQueue(redis_client, KEYS, BLOOM)


def push(
    queue: FrontierQueue, *entries: tuple[str, int], bloom: bool = True, domain: str = "example.com"
) -> list[bool]:
    bloom_key = KEYS.bloom() if bloom else ""
    return queue.enqueue([Entry(bloom_key, f"fp-{url}", prio, url, domain) for url, prio in entries])


def test_higher_priority_first_and_fifo_within_a_priority(queue: FrontierQueue) -> None:
    push(queue, ("a", 0), ("b", 0), ("c", 5), ("d", -3), ("e", 5), ("f", 0))
    claimed = queue.claim(10, 60_000, "w1")
    assert [c.payload.decode() for c in claimed] == ["c", "e", "a", "b", "f", "d"]


def test_seen_urls_are_queued_once_unless_unfiltered(queue: FrontierQueue) -> None:
    assert push(queue, ("x", 0), ("y", 0), ("x", 3)) == [True, True, False]
    assert push(queue, ("x", 0), bloom=False) == [True]
    assert queue.counts()["queued"] == 3
    info = bloom_info(queue.server, KEYS.bloom())
    assert info["items"] == 2 and info["capacity"] == 10_000


def test_claims_are_leased_and_acked_only_by_their_owner(queue: FrontierQueue, redis_client: Any) -> None:
    push(queue, ("a", 0), ("b", 0))
    first = queue.claim(1, 60_000, "w1")
    second = queue.claim(5, 60_000, "w2")
    assert len(first) == 1 and len(second) == 1
    assert queue.counts() == {**queue.counts(), "queued": 0, "in_flight": 2}
    assert queue.ack([first[0].member], "w2") == (0, 1)  # not w2's claim
    assert queue.ack([first[0].member], "w1") == (1, 0)
    assert not redis_client.hexists(KEYS.payloads, first[0].id)
    assert queue.counts()["in_flight"] == 1


def test_expired_leases_are_requeued_then_dead_lettered(queue: FrontierQueue, redis_client: Any) -> None:
    push(queue, ("poison", 0))
    for attempt in range(1, 3):
        [claimed] = queue.claim(1, 1, f"w{attempt}")  # a 1 ms lease: the "worker" died at once
        assert claimed.reclaims == attempt - 1
        time.sleep(0.01)
        assert queue.reclaim(max_reclaims=3) == (1, 0)
    [claimed] = queue.claim(1, 1, "w3")
    assert claimed.reclaims == 2
    time.sleep(0.01)
    assert queue.reclaim(max_reclaims=3) == (0, 1)
    counts = queue.counts()
    assert counts["queued"] == counts["in_flight"] == 0 and counts["dead"] == 1
    record = json.loads(redis_client.lindex(KEYS.dead, 0))
    assert record["payload"] == "poison" and record["reclaims"] == 3 and record["last_owner"] == "w3"
    assert "lease expired" in record["reason"]
    assert not redis_client.hlen(KEYS.payloads)


def test_crash_suspects_are_claimed_alone_and_only_by_idle_workers(queue: FrontierQueue) -> None:
    push(queue, ("suspect", 5), ("a", 0), ("b", 0))
    assert len(queue.claim(1, 1, "dead-worker")) == 1
    time.sleep(0.01)
    assert queue.reclaim(max_reclaims=3) == (1, 0)
    busy = queue.claim(10, 60_000, "busy", idle=False)
    assert [c.payload for c in busy] == [b"a", b"b"]
    push(queue, ("c", 0))
    alone = queue.claim(10, 60_000, "idle", idle=True)
    assert [(c.payload, c.reclaims) for c in alone] == [(b"suspect", 1)]
    assert [c.payload for c in queue.claim(10, 60_000, "next")] == [b"c"]


def test_live_leases_are_extended_not_reclaimed(queue: FrontierQueue) -> None:
    push(queue, ("slow", 0))
    [claimed] = queue.claim(1, 200, "w1")
    assert queue.extend([claimed.member], 60_000, "w1") == 1
    assert queue.extend([claimed.member], 60_000, "w2") == 0
    time.sleep(0.3)
    assert queue.reclaim(max_reclaims=3) == (0, 0)


def test_release_returns_unstarted_claims_to_their_place(queue: FrontierQueue) -> None:
    push(queue, ("a", 0), ("b", 0), ("c", 0))
    claimed = queue.claim(2, 60_000, "w1")
    assert queue.release([c.member for c in claimed], "w1") == 2
    again = queue.claim(3, 60_000, "w2")
    assert [c.payload for c in again] == [b"a", b"b", b"c"] and all(c.reclaims == 0 for c in again)


def test_start_url_claims_come_back_in_order_when_their_worker_dies(queue: FrontierQueue, redis_client: Any) -> None:
    for entry in ("u1", "u2", "u3", "u4"):
        redis_client.lpush(KEYS.start_urls, entry)
    assert queue.claim_start("w1:1", 3, lease_ms=1) == [b"u1", b"u2", b"u3"]
    time.sleep(0.01)
    assert queue.reclaim_start() == 3
    assert queue.claim_start("w2:1", 10, lease_ms=60_000) == [b"u1", b"u2", b"u3", b"u4"]
    queue.finish_start("w2:1")
    assert queue.counts()["start_claims"] == 0 and not redis_client.exists(KEYS.start_claim("w2:1"))


def test_all_frontier_keys_share_one_cluster_slot() -> None:
    keys = FrontierKeys("news", "{news}:start_urls")
    names = [keys.domain_queue("s", "example.com"), keys.domain_band("s", "example.com", priority_key(0)),
             keys.ready("r"), keys.politeness("example.com"), keys.route, keys.contexts,
             keys.counts, keys.delayed, keys.ban_window("example.com"),
             keys.payloads, keys.leases, keys.owners, keys.reclaims, keys.seq, keys.dead,
             keys.rejected, keys.bloom(), keys.bloom("example.com"), keys.start_urls, keys.start_invalid,
             keys.start_claims, keys.start_claim("w:1")]  # fmt: skip
    assert len({key_slot(name.encode()) for name in names}) == 1


def test_bloom_false_positive_estimate() -> None:
    assert estimated_fpr(0, 1000, 0.001) == 0.0
    at_capacity = estimated_fpr(1000, 1000, 0.001)
    assert 0.0005 < at_capacity < 0.002
    assert estimated_fpr(100, 1000, 0.001) < at_capacity


def test_missing_redisbloom_fails_with_instructions(plain_redis: RedisService) -> None:
    with pytest.raises(RedisBloomMissing, match="loadmodule"):
        ensure_bloom(plain_redis.client(), "{news}:bloom", 0.01, 1000, 2)


# --- politeness, classes and the delay queue ---------------------------------------------------------


def test_a_throttled_domain_is_skipped_not_waited_for(redis_client: Any) -> None:
    queue = FrontierQueue(redis_client, KEYS, BLOOM, ClaimPolicy(default_delay_ms=0))
    queue.set_domain_delay("slow.example", "base", 1000)
    push(queue, ("s1", 0), ("s2", 0), ("s3", 0), domain="slow.example")
    push(queue, ("f1", 0), ("f2", 0), ("f3", 0), domain="fast.example")
    first = [c.payload for c in queue.claim(10, 60_000, "w1")]
    assert sorted(first) == [b"f1", b"f2", b"f3", b"s1"]  # one request of the throttled domain per delay
    assert queue.claim(10, 60_000, "w2") == []
    assert 800 <= queue.wait_ms <= 1000  # when the slow domain is due again
    assert queue.counts()["queued"] == 2
    time.sleep(queue.wait_ms / 1000 + 0.05)
    assert [c.payload for c in queue.claim(10, 60_000, "w3")] == [b"s2"]


def test_heads_of_ready_domains_are_taken_by_priority(queue: FrontierQueue) -> None:
    push(queue, ("a-low", 0), domain="a.example")
    push(queue, ("b-high", 7), domain="b.example")
    push(queue, ("c-mid", 3), domain="c.example")
    assert [c.payload for c in queue.claim(2, 60_000, "w")] == [b"b-high", b"c-mid"]


def test_a_paused_domain_is_not_claimed_by_anyone_until_the_pause_ends(queue: FrontierQueue) -> None:
    push(queue, ("p1", 0), ("p2", 0), domain="paused.example")
    assert 250 <= queue.pause("paused.example", 300) <= 300
    assert queue.claim(10, 60_000, "w1") == [] and queue.claim(10, 60_000, "w2") == []
    time.sleep(0.35)
    assert [c.payload for c in queue.claim(10, 60_000, "w1")] == [b"p1", b"p2"]


def test_render_requests_go_only_to_render_workers(redis_client: Any) -> None:
    light = FrontierQueue(redis_client, KEYS, BLOOM, ClaimPolicy(classes=("s",)))
    browser = FrontierQueue(redis_client, KEYS, BLOOM, ClaimPolicy(classes=("r", "s")))
    light.enqueue([Entry("", "fp-js", 0, "js-page", "x.example", cls="r"), Entry("", "fp-a", 0, "plain", "x.example")])
    assert light.counts()["queued_render"] == 1
    assert [c.payload for c in light.claim(10, 60_000, "light")] == [b"plain"]
    assert light.claim(10, 60_000, "light") == []
    assert [c.payload for c in browser.claim(10, 60_000, "browser")] == [b"js-page"]


def test_delayed_requests_wait_in_the_delay_queue_until_due(queue: FrontierQueue) -> None:
    queue.enqueue([Entry("", "fp-d", 0, "later", "d.example", delay_ms=300)])
    assert queue.counts()["delayed"] == 1 and queue.counts()["queued"] == 0
    assert queue.promote() == 0 and queue.claim(5, 60_000, "w") == []
    time.sleep(0.35)
    assert queue.promote() == 1
    [claimed] = queue.claim(5, 60_000, "w")
    assert claimed.payload == b"later" and queue.counts()["delayed"] == 0


def test_ban_spike_raises_the_factor_and_healthy_answers_relax_it(queue: FrontierQueue) -> None:
    window = BanWindow(window_ms=60_000, bucket_ms=1000, threshold=0.5, min_responses=10, raise_factor=2.0,
                       max_factor=8.0, relax_divisor=2.0, raise_every_ms=0, relax_every_ms=0)  # fmt: skip
    [few] = queue.observe(window, {"b.example": (5, 5)})
    assert few.change == "" and few.factor == 1.0  # too few answers to judge
    [spike] = queue.observe(window, {"b.example": (10, 8)})
    assert spike.change == "raised" and spike.factor == 2.0 and (spike.bans, spike.responses) == (13, 15)
    assert queue.domain_state("b.example")["factor"] == 2.0
    [again] = queue.observe(window, {"b.example": (0, 0)})
    assert again.change == "raised" and again.factor == 4.0  # still a spike within the window
    [healthy] = queue.observe(window, {"b.example": (200, 0)})
    assert healthy.change == "relaxed" and healthy.factor == 2.0  # one step at a time
    [other] = queue.observe(window, {"ok.example": (50, 1)})
    assert other.change == "" and other.factor == 1.0


def test_every_ready_domain_gets_a_turn_before_one_domain_fills_the_batch(redis_client: Any) -> None:
    queue = FrontierQueue(redis_client, KEYS, BLOOM, ClaimPolicy(default_delay_ms=0))
    queue.set_domain_delay("slow.example", "base", 1000)
    push(queue, *[(f"f{i}", 9) for i in range(10)], domain="fast.example")  # better heads
    push(queue, ("s1", 0), domain="slow.example")
    assert sorted(c.payload for c in queue.claim(2, 60_000, "w")) == [b"f0", b"s1"]


def test_static_and_render_requests_of_a_domain_share_its_turns(redis_client: Any) -> None:
    browser = FrontierQueue(redis_client, KEYS, BLOOM, ClaimPolicy(classes=("r", "s")))
    light = FrontierQueue(redis_client, KEYS, BLOOM, ClaimPolicy(classes=("s",)))
    browser.set_domain_delay("x.example", "base", 1000)
    browser.enqueue([Entry("", "a", 0, "js", "x.example", cls="r"), Entry("", "b", 0, "plain", "x.example")])
    assert len(browser.claim(10, 60_000, "browser")) == 1
    assert light.claim(10, 60_000, "light") == [] and 800 <= light.wait_ms <= 1000


def test_requests_of_the_old_single_queue_are_moved_to_domain_queues(queue: FrontierQueue, redis_client: Any) -> None:
    for seq, url in (("0000000000000001", "http://a.example/1"), ("0000000000000002", "http://b.example/2")):
        redis_client.hset(KEYS.payloads, seq, json.dumps({"v": 1, "url": url}))
        redis_client.zadd(KEYS.legacy_queue, {f"1000000000:{seq}": 0})
    routes = {"http://a.example/1": "s|a.example", "http://b.example/2": "s|b.example"}
    assert queue.migrate_legacy(lambda payload: routes[json.loads(payload)["url"]]) == 2
    assert not redis_client.exists(KEYS.legacy_queue) and queue.counts()["queued"] == 2
    assert sorted(json.loads(c.payload)["url"] for c in queue.claim(5, 60_000, "w")) == sorted(routes)


def test_domain_queues_of_the_previous_version_are_moved_into_bands(redis_client: Any) -> None:
    queue = FrontierQueue(redis_client, KEYS, BLOOM, ClaimPolicy(suspect_after=10))  # no crash suspects here
    # The previous layout: one ZSET member `<prio>:<seq>` per request (score 0), payload and route in hashes
    # under the seq, the reclaim count in the reclaims hash, the class counted; one request leased, one delayed.
    high, low = priority_key(5), priority_key(0)
    dq = KEYS.domain_queue("s", "old.example")
    for seq, prio, payload in (("01", low, "l1"), ("02", high, "h1"), ("03", low, "l2"), ("04", high, "h2")):
        redis_client.hset(KEYS.payloads, f"00000000000000{seq}", payload)
        redis_client.hset(KEYS.route, f"00000000000000{seq}", "s|old.example")
        redis_client.zadd(dq, {f"{prio}:00000000000000{seq}": 0})
    redis_client.hset(KEYS.reclaims, "0000000000000004", 1)
    redis_client.hincrby(KEYS.counts, "s", 4)
    redis_client.zadd(KEYS.ready("s"), {"old.example": 0})
    for seq, payload in (("05", "leased"), ("06", "delayed")):
        redis_client.hset(KEYS.payloads, f"00000000000000{seq}", payload)
        redis_client.hset(KEYS.route, f"00000000000000{seq}", "s|old.example")
    redis_client.zadd(KEYS.leases, {f"{low}:0000000000000005": 0})  # expired: its worker is gone
    redis_client.hset(KEYS.owners, "0000000000000005", "old-worker")
    redis_client.zadd(KEYS.delayed, {f"{low}:0000000000000006": 0})
    redis_client.set(KEYS.seq, 6)
    assert queue.claim(10, 60_000, "early") == []  # a domain not moved yet is left alone
    assert queue.migrate_legacy(lambda payload: "s|_") == 4
    assert queue.counts()["queued"] == 4 and int(redis_client.hget(KEYS.counts, "s|old.example")) == 4
    assert queue.reclaim(max_reclaims=3) == (1, 0) and queue.promote() == 1
    claimed = queue.claim(10, 60_000, "w")
    assert [(c.payload, c.reclaims) for c in claimed] == [
        (b"h1", 0), (b"h2", 1), (b"leased", 1), (b"l1", 0), (b"l2", 0), (b"delayed", 0)
    ]  # fmt: skip
    assert len({c.id for c in claimed}) == 6 and all(int(c.id) > 6 for c in claimed)
    assert redis_client.zcard(dq) == 0 and queue.counts()["queued"] == 0
    assert redis_client.hget(KEYS.counts, "s|old.example") is None


def test_a_queued_request_costs_its_payload_and_a_few_bytes(queue: FrontierQueue, redis_client: Any) -> None:
    payloads = [f"3\tAbCdEfGhIjKl\t/2026/12/01/section/article-{i}-slug.html" for i in range(1000)]
    queue.enqueue([Entry("", "", 0, p, "example.com") for p in payloads])
    assert redis_client.hlen(KEYS.payloads) == 0 and redis_client.hlen(KEYS.route) == 0  # no entry per request
    band = KEYS.domain_band("s", "example.com", priority_key(0))
    assert redis_client.lrange(band, 0, -1) == [p.encode() for p in payloads]
    per_request = int(redis_client.memory_usage(band, samples=0)) / len(payloads)
    # ~3 B per element in a listpack; a ZSET or hash entry per request would cost 60-130 B more.
    assert per_request <= sum(map(len, payloads)) / len(payloads) + 8
    assert int(redis_client.hget(KEYS.counts, "s|example.com")) == 1000


def test_released_and_reclaimed_requests_go_back_in_their_order(queue: FrontierQueue) -> None:
    push(queue, ("a", 0), ("b", 0), ("c", 0), ("d", 0), ("#odd", 0))
    first = queue.claim(3, 60_000, "w1")
    # One call (a worker hands back all it holds at once) restores the order whatever the members' order.
    assert queue.release([first[2].member, first[0].member, first[1].member], "w1") == 3
    assert [c.payload for c in queue.claim(10, 1, "w2")] == [b"a", b"b", b"c", b"d", b"#odd"]
    time.sleep(0.01)
    assert queue.reclaim(max_reclaims=3) == (5, 0)
    again = queue.claim(10, 60_000, "w3", idle=True)
    assert [(c.payload, c.reclaims) for c in again] == [(b"a", 1)]  # a crash suspect, alone


def _script_calls(redis_client: Any) -> int:
    """Commands scripts ran since the last CONFIG RESETSTAT, but for EVALSHA itself (INFO commandstats)."""
    stats = redis_client.info("commandstats")
    return sum(int(v["calls"]) for k, v in stats.items() if k not in ("cmdstat_evalsha", "cmdstat_info"))


def test_expiring_a_dead_worker_touches_only_its_own_leases(redis_client: Any) -> None:
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 10_000, 2))
    queue.enqueue([Entry("", "", 0, f"http://live.example/{i}", f"d{i % 50}.example") for i in range(3000)])
    live = []
    while got := queue.claim(500, 60_000, "live"):
        live += got
    queue.enqueue([Entry("", "", 0, f"http://dead.example/{i}", "dead.example") for i in range(3)])
    dead = queue.claim(10, 60_000, "dead")
    assert len(live) == 3000 and len(dead) == 3
    queue.ack([live[0].member], "live")
    queue.release([live[1].member], "live")
    redis_client.config_resetstat()
    assert queue.expire_owner("dead") == 3
    # A walk of the shard's leases ran one HGET per lease (3,000 here); the dead worker's set has 3.
    assert _script_calls(redis_client) < 50
    assert queue.reclaim(max_reclaims=5) == (3, 0)
    assert not redis_client.exists(KEYS.shard(0).owned("dead"))  # reclaimed: out of its set
    assert redis_client.scard(KEYS.shard(0).owned("live")) == 2998  # acked and released ones left it
    assert queue.expire_owner("live") == 2998 and queue.reclaim(max_reclaims=5, limit=5000) == (2998, 0)


def test_leases_taken_before_the_owner_sets_are_indexed_once(redis_client: Any) -> None:
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 10_000, 2))
    queue.enqueue([Entry("", "", 0, f"http://a.example/{i}", "a.example") for i in range(4)])
    assert len(queue.claim(10, 60_000, "old")) == 4
    redis_client.delete(KEYS.shard(0).owned("old"))  # as an earlier version left them
    assert queue.expire_owner("old") == 0
    assert queue.index_owners() == 4 and queue.index_owners() == 0
    assert queue.expire_owner("old") == 4
