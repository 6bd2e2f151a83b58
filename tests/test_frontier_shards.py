"""The frontier spread over hash-tag shards (FRONTIER_SHARDS) on a real Redis: one slot per script, claims
across shards, dead letters read together, and the move from the single-slot layout at start."""

from __future__ import annotations

import json
import signal
import time
from typing import Any

import pytest
from redis.cluster import key_slot
from scrapy import Spider

from crawler.devstack.procs import wait_until
from crawler.devstack.staticsite import StaticSiteService
from crawler.frontier import layout
from crawler.frontier.claimable import claimable_work
from crawler.frontier.component import Frontier
from crawler.frontier.deadletter import dead_letters
from crawler.frontier.dupefilter import bloom_info, ensure_bloom
from crawler.frontier.keys import FrontierKeys, member_shard
from crawler.frontier.layout import current_layout, ensure_layout
from crawler.frontier.politeness import PolitenessConfig
from crawler.frontier.queue import BloomParams, ClaimPolicy, Entry, FrontierQueue, priority_key
from tests.conftest import Workers, run_cli
from tests.inprocess import project_crawler
from tests.test_frontier_e2e import fetched_pages

BLOOM = BloomParams(0.001, 10_000, 2)
DOMAINS = [f"site{i}.example" for i in range(40)]


def sharded(shards: int) -> FrontierKeys:
    return FrontierKeys("news", "{news}:start_urls", shards)


def entry(keys: FrontierKeys, domain: str, url: str, priority: int = 0, delay_ms: int = 0, payload: str = "") -> Entry:
    return Entry(keys.bloom(None, domain), f"fp-{url}", priority, payload or url, domain, delay_ms=delay_ms)


def fill(queue: FrontierQueue, per_domain: int = 3, as_json: bool = False) -> set[str]:
    urls = {f"https://{d}/{n}" for d in DOMAINS for n in range(per_domain)}
    flags = queue.enqueue(
        [entry(queue.keys, u.split("/")[2], u, payload=json.dumps({"url": u}) if as_json else "") for u in sorted(urls)]
    )
    assert all(flags)
    return urls


def claim_all(queue: FrontierQueue, token: str = "w", batch: int = 25) -> list[Any]:
    out: list[Any] = []
    while got := queue.claim(batch, 60_000, token):
        out += got
    return out


def test_one_shard_keeps_todays_key_names() -> None:
    one = FrontierKeys("news", "news:start_urls")
    assert one.shard(0).tag == "{news}" and one.payloads == "{news}:payloads"
    assert one.domain_queue("s", "a.example") == "{news}:dq:s:a.example" and one.bloom() == "{news}:bloom"
    assert one.dead_lists == ["{news}:dead"]


def test_each_shard_is_one_slot_and_shards_differ() -> None:
    keys = sharded(16)
    slots = set()
    for shard in keys.all_shards:
        domain = next(d for d in (f"d{i}.example" for i in range(1000)) if keys.shard_of(d) == shard.index)
        names = [*shard.fixed, shard.domain_queue("r", domain), shard.politeness(domain), shard.ban_window(domain),
                 shard.bloom(), shard.bloom("www." + domain), keys.domain_queue("s", domain),
                 keys.politeness(domain), keys.bloom("www." + domain, domain)]  # fmt: skip
        assert len({key_slot(n.encode()) for n in names}) == 1, shard.tag
        slots.add(key_slot(shard.prefix.encode()))
    assert len(slots) == 16
    # Global keys stay in the base tag.
    assert {key_slot(n.encode()) for n in (keys.dead, keys.rejected, keys.start_claims, keys.workers)} == {
        key_slot(b"{news}")
    }


def test_shard_slots_spread_evenly_over_the_slot_space() -> None:
    for shards in (2, 3, 16, 256):
        slots = [key_slot(s.prefix.encode()) for s in sharded(shards).all_shards]
        assert [slot * shards // 16384 for slot in slots] == list(range(shards))
    # A 3-node cluster's default slot ranges then hold 6, 5 and 5 of 16 shards.
    per_node = [0, 0, 0]
    for slot in (key_slot(s.prefix.encode()) for s in sharded(16).all_shards):
        per_node[0 if slot <= 5460 else 1 if slot <= 10922 else 2] += 1
    assert sorted(per_node) == [5, 5, 6]
    with pytest.raises(ValueError, match="between 1 and 256"):
        FrontierKeys("news", "", 257)


def test_requests_of_many_domains_spread_over_shards_and_come_back_once(redis_client: Any) -> None:
    keys = sharded(4)
    queue = FrontierQueue(redis_client, keys, BLOOM)
    urls = fill(queue)
    assert len({keys.shard_of(d) for d in DOMAINS}) == 4
    for shard in keys.all_shards:  # every domain's requests sit in its own shard only
        mine = [d for d in DOMAINS if keys.shard_of(d) == shard.index]
        assert int(redis_client.hget(shard.counts, "s") or 0) == 3 * len(mine)
        assert all(redis_client.llen(shard.domain_band("s", d, priority_key(0))) == 3 for d in mine)
    assert queue.counts()["queued"] == len(urls) and queue.queued(("s",)) == len(urls)
    assert not any(queue.enqueue([entry(keys, u.split("/")[2], u) for u in sorted(urls)]))  # seen per shard
    # Each shard's filter holds its share of the URLs: the shards together reserve what one filter did.
    assert {bloom_info(redis_client, s.bloom())["capacity"] for s in keys.all_shards} == {BLOOM.capacity // 4}
    claimed = claim_all(queue)
    assert sorted(c.payload.decode() for c in claimed) == sorted(urls)
    assert {member_shard(c.member, 4) for c in claimed} == {0, 1, 2, 3}
    assert all(member_shard(c.member, 4) == keys.shard_of(c.payload.decode().split("/")[2]) for c in claimed)
    assert queue.counts()["in_flight"] == len(urls)
    half = len(claimed) // 2
    assert queue.extend([c.member for c in claimed], 60_000, "w") == len(claimed)
    assert queue.release([c.member for c in claimed[:half]], "w") == half
    assert queue.ack([c.member for c in claimed[half:]], "w") == (len(claimed) - half, 0)
    again = claim_all(queue, "w2")
    assert sorted(c.payload for c in again) == sorted(c.payload for c in claimed[:half])
    assert queue.ack([c.member for c in again], "w2") == (half, 0)
    assert queue.counts() == {**queue.counts(), "queued": 0, "in_flight": 0}


def test_priority_order_holds_within_a_domain_of_a_shard(redis_client: Any) -> None:
    keys = sharded(8)
    queue = FrontierQueue(redis_client, keys, BLOOM)
    queue.enqueue([entry(keys, "one.example", u, p) for u, p in (("a", 0), ("b", 0), ("c", 5), ("d", -3), ("e", 5))])
    assert [c.payload.decode() for c in queue.claim(10, 60_000, "w")] == ["c", "e", "a", "b", "d"]


def test_reclaims_dead_letters_and_delays_per_shard_are_read_together(redis_client: Any) -> None:
    keys = sharded(4)
    queue = FrontierQueue(redis_client, keys, BLOOM, ClaimPolicy(suspect_after=5))
    queue.enqueue([entry(keys, d, f"https://{d}/x") for d in DOMAINS[:8]])
    queue.enqueue([entry(keys, "late.example", "https://late.example/r", delay_ms=1)])
    assert queue.counts()["delayed"] == 1
    time.sleep(0.01)
    assert queue.promote() == 1
    for _ in range(2):
        assert len(claim_all(queue, "dying")) == 9
        assert queue.expire_owner("dying") == 9
        queue.reclaim(max_reclaims=2)
    assert queue.counts()["dead"] == 9 and queue.counts()["queued"] == 0
    queue.dead_letter(['{"v": 2, "url": "https://retry.example/", "payload": "", "dead_at": 1}'])
    records = dead_letters(redis_client, keys)
    assert len(records) == 10 and records[0]["url"] == "https://retry.example/"  # oldest first, all lists
    assert sum(int(redis_client.llen(name)) > 0 for name in keys.dead_lists) >= 3


def test_ready_probe_waits_for_the_soonest_throttled_shard(redis_client: Any) -> None:
    keys = sharded(4)
    queue = FrontierQueue(redis_client, keys, BLOOM, ClaimPolicy(default_delay_ms=60_000))
    queue.enqueue([entry(keys, d, f"https://{d}/{n}") for d in DOMAINS[:6] for n in range(2)])
    first = queue.claim(50, 60_000, "w")
    assert len(first) == 6  # one per domain: each then waits its delay
    assert queue.claim(50, 60_000, "w") == [] and 50_000 < queue.wait_ms <= 60_001


def unsharded_frontier_with_work(redis_client: Any) -> tuple[FrontierQueue, set[str], set[str], set[str]]:
    """An unsharded frontier with queued, leased (by a worker that is gone) and delayed requests."""
    old = FrontierQueue(redis_client, FrontierKeys("news", "{news}:start_urls"), BLOOM)
    ensure_bloom(redis_client, old.keys.bloom(), BLOOM.error_rate, BLOOM.capacity, BLOOM.expansion)
    urls = fill(old)
    old.set_domain_delay("quiet.example", "base", 1234)  # politeness state of a domain with nothing queued
    leased = {c.payload.decode() for c in old.claim(30, 60_000, "gone")}
    delayed = {f"https://{d}/retry" for d in DOMAINS[:5]}
    old.enqueue([entry(old.keys, u.split("/")[2], u, delay_ms=600_000) for u in sorted(delayed)])
    return old, urls, leased, delayed


def test_move_from_the_single_slot_layout_loses_and_repeats_nothing(redis_client: Any) -> None:
    old, urls, leased, delayed = unsharded_frontier_with_work(redis_client)
    assert len(leased) == 30
    keys = sharded(4)
    moved = ensure_layout(redis_client, keys, lambda host: host)
    assert moved is not None and moved.leased == 30 and moved.delayed == 5
    assert moved.requests + moved.leased == len(urls) and moved.filters == 4
    assert current_layout(redis_client, keys) == 4 and ensure_layout(redis_client, keys, lambda h: h) is None
    assert not redis_client.exists(old.keys.payloads, old.keys.leases, old.keys.counts, old.keys.bloom())
    assert not list(redis_client.scan_iter(match="{news}:dq:*"))
    queue = FrontierQueue(redis_client, keys, BLOOM)
    counts = queue.counts()
    assert counts["queued"] == len(urls) and counts["delayed"] == 5 and counts["in_flight"] == 0
    claimed = claim_all(queue)
    assert sorted(c.payload.decode() for c in claimed) == sorted(urls)  # the leased ones queued again, once
    assert queue.ack([c.member for c in claimed], "w") == (len(urls), 0)
    # Every shard got the whole old filter: what was seen stays seen, in the shard its domain now uses.
    assert not any(queue.enqueue([entry(keys, u.split("/")[2], u) for u in sorted(urls | delayed)]))
    assert queue.domain_state("quiet.example")["base"] == 1234
    # The old worker's late ack finds nothing: the request is no longer its.
    assert old.ack(["0999999999:0000000000000001"], "gone") == (0, 1)


def test_a_move_that_dies_between_adopting_and_trimming_a_band_repeats_without_duplicates(
    redis_client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, urls, leased, _delayed = unsharded_frontier_with_work(redis_client)
    old.expire_owner("gone")
    assert old.reclaim(max_reclaims=5) == (len(leased), 0)  # queued again, each with one reclaim (`#1#`)
    real = layout.register
    trims = {"n": 0}

    def dying_register(server: Any, name: str) -> Any:
        script = real(server, name)
        if name != "drop_band":
            return script

        def drop_band(**kwargs: Any) -> Any:
            trims["n"] += 1
            if trims["n"] == 7:  # the worker dies after the new shard adopted this batch, before the trim
                raise ConnectionError("worker died")
            return script(**kwargs)

        return drop_band

    monkeypatch.setattr(layout, "register", dying_register)
    keys = sharded(4)
    with pytest.raises(ConnectionError):
        ensure_layout(redis_client, keys, lambda host: host, batch=2)
    assert current_layout(redis_client, keys) == 1
    monkeypatch.setattr(layout, "register", real)
    assert ensure_layout(redis_client, keys, lambda host: host, batch=2) is not None
    queue = FrontierQueue(redis_client, keys, BLOOM)
    assert queue.counts()["queued"] == len(urls)
    claimed = claim_all(queue)
    assert sorted(c.payload.decode() for c in claimed) == sorted(urls)  # none lost, none twice
    assert {c.payload.decode() for c in claimed if c.reclaims == 1} == leased  # reclaim counts moved along


def test_a_sharded_worker_takes_over_requests_queued_by_versions_before_the_band_layout(
    redis_client: Any, redis_server: Any
) -> None:
    """The single queue of the first versions and the per-request domain ZSETs before the band layout, in
    the single-slot layout: a worker started with FRONTIER_SHARDS=4 brings them into bands, then moves them."""
    one = FrontierKeys("news", "news:start_urls")
    urls = [f"https://site{i}.example/old-{i}" for i in range(8)]
    for i, url in enumerate(urls[:4]):  # the single queue: routes from the payloads
        redis_client.hset(one.payloads, f"{i:016d}", json.dumps({"v": 1, "url": url}))
        redis_client.zadd(one.legacy_queue, {f"{priority_key(0)}:{i:016d}": 0})
    for i, url in enumerate(urls[4:], start=4):  # previous domain queues: one member per request, score 0
        domain = url.split("/")[2]
        redis_client.hset(one.payloads, f"{i:016d}", json.dumps({"v": 1, "url": url}))
        redis_client.hset(one.route, f"{i:016d}", f"s|{domain}")
        redis_client.zadd(one.domain_queue("s", domain), {f"{priority_key(0)}:{i:016d}": 0})
        redis_client.zadd(one.ready("s"), {domain: 0})
        redis_client.hincrby(one.counts, "s", 1)
    redis_client.set(one.seq, len(urls))
    crawler = project_crawler(REDIS_URL=redis_server.url, FRONTIER_SHARDS="4")
    Frontier.from_crawler(crawler).open(Spider(name="news"))
    keys = FrontierKeys("news", "news:start_urls", 4)
    assert current_layout(redis_client, keys) == 4
    assert not redis_client.exists(one.legacy_queue, one.payloads, one.counts)
    queue = FrontierQueue(redis_client, keys, BLOOM)
    claimed = claim_all(queue)
    assert sorted(json.loads(c.payload)["url"] for c in claimed) == sorted(urls)


def test_move_between_shard_counts_and_back(redis_client: Any) -> None:
    _old, urls, _leased, _delayed = unsharded_frontier_with_work(redis_client)
    not_carried = {}
    for shards in (4, 2, 3, 1):
        keys = sharded(shards)
        moved = ensure_layout(redis_client, keys, lambda host: host)
        assert moved is not None
        not_carried[shards] = moved.fingerprints_not_carried
        queue = FrontierQueue(redis_client, keys, BLOOM)
        assert queue.counts()["queued"] == len(urls) and queue.counts()["delayed"] == 5, shards
    # Growing from one shard carries every fingerprint; shrinking 4 -> 2 merges two filters into one shard,
    # which a Bloom filter cannot do: the move says how many fingerprints it could not carry.
    assert not_carried[4] == 0 and not_carried[2] > 0
    claimed = claim_all(queue)
    assert sorted(c.payload.decode() for c in claimed) == sorted(urls)
    unsharded = FrontierKeys("news", "{news}:start_urls")
    assert all(redis_client.zscore(unsharded.leases, c.member) is not None for c in claimed)  # today's keys again


def test_a_second_worker_does_not_move_what_another_is_moving(redis_client: Any) -> None:
    _old, urls, _leased, _delayed = unsharded_frontier_with_work(redis_client)
    keys = sharded(4)
    redis_client.set(keys.layout_lock, "another-worker", px=60_000)  # a worker moving it right now
    with pytest.raises(RuntimeError, match="moving the frontier"):
        ensure_layout(redis_client, keys, lambda host: host, wait_s=0)
    before = FrontierQueue(redis_client, FrontierKeys("news", "{news}:start_urls"), BLOOM).counts()
    assert current_layout(redis_client, keys) == 1 and before["queued"] + before["in_flight"] == len(urls)
    redis_client.delete(keys.layout_lock)  # it finished or died (its lock expired)
    ensure_layout(redis_client, keys, lambda host: host, wait_s=0)
    assert FrontierQueue(redis_client, keys, BLOOM).counts()["queued"] == len(urls)


def test_operator_commands_read_and_clear_every_shard(redis_client: Any, redis_server: Any) -> None:
    keys = sharded(4)
    queue = FrontierQueue(redis_client, keys, BLOOM, ClaimPolicy(suspect_after=5))
    urls = fill(queue, per_domain=2, as_json=True)
    doomed = [c for _ in range(4) for c in queue.claim(3, 60_000, "dying")]  # claims rotate over shards
    assert len({member_shard(c.member, 4) for c in doomed}) > 1
    queue.expire_owner("dying")
    queue.reclaim(max_reclaims=1)  # straight to the dead letters of their shards
    shard_opt = ["-s", "FRONTIER_SHARDS=4"]
    status = json.loads(run_cli(redis_server.url, "frontier", "status", "--json", *shard_opt).stdout)
    assert status["queued"] == len(urls) - 12 and status["dead"] == 12 and status["seen_urls"] == len(urls)
    assert status["shard_tags"] == [s.tag for s in keys.all_shards]
    assert sum(status["queued_per_domain"].values()) == len(urls) - 12
    listed = json.loads(
        run_cli(redis_server.url, "frontier", "dlq", "list", "--json", "--limit", "100", *shard_opt).stdout
    )
    assert sorted(r["payload"] for r in listed) == sorted(c.payload.decode() for c in doomed)
    run_cli(redis_server.url, "frontier", "dlq", "requeue", *shard_opt)
    assert queue.counts()["queued"] == len(urls) and queue.counts()["dead"] == 0
    run_cli(redis_server.url, "frontier", "purge", "--yes", *shard_opt)
    left = [k.decode() for k in redis_client.scan_iter(match="{news:s*}:*")]
    assert not [k for k in left if any(part in k for part in (":dq:", ":payloads", ":leases", ":ready:", ":bloom"))]


def test_a_killed_single_slot_crawl_is_finished_by_sharded_workers(
    redis_client: Any, static_site: Any, workers: Workers, inprocess_workers: Workers
) -> None:
    """A worker of today's layout is killed mid-crawl with requests queued and leased; a worker started with
    FRONTIER_SHARDS=4 moves them and finishes: every page fetched, refetched at most what the dead one held."""
    site: StaticSiteService = static_site(400)
    redis_client.lpush("news:start_urls", site.origin + "/")
    base = {"DEPTH_LIMIT": "0", "CRAWL_IDLE_TIMEOUT": "4", "FRONTIER_RECLAIM_INTERVAL": "0.5"}
    proc = workers.start("old", **base)
    wait_until(lambda: len(fetched_pages(site)) >= 80, 120, "80 pages fetched")
    proc.send_signal(signal.SIGSTOP)  # freeze it so its claims can be counted exactly
    old = FrontierKeys("news", "news:start_urls")
    held = sum(1 for owner in redis_client.hvals(old.owners) if owner.decode().startswith("old:"))
    queued = int(redis_client.hget(old.counts, "s") or 0)
    proc.kill()
    proc.wait()
    assert held and queued, (held, queued)
    [run] = inprocess_workers.run(["new"], FRONTIER_SHARDS="4", **base)  # killed is only the old one
    assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
    assert "Moved the frontier into 4 shards" in run.log
    fetched = fetched_pages(site)
    assert not set(site.paths) - set(fetched)
    assert sum(n - 1 for n in fetched.values()) <= held
    keys = FrontierKeys("news", "news:start_urls", 4)
    assert current_layout(redis_client, keys) == 4
    assert not redis_client.exists(old.payloads, old.leases, old.counts, old.route)
    counts = FrontierQueue(redis_client, keys, BLOOM).counts()
    assert counts["queued"] == counts["in_flight"] == counts["delayed"] == 0
    assert not any(redis_client.hlen(s.payloads) for s in keys.all_shards)


def test_shard_calls_survive_a_flushed_script_cache_without_running_twice(redis_client: Any) -> None:
    keys = sharded(4)
    queue = FrontierQueue(redis_client, keys, BLOOM)
    fill(queue, per_domain=1)
    redis_client.script_flush()  # a restarted or failed-over Redis has no scripts loaded
    unfiltered = [Entry("", f"u{d}", 0, f"again-{d}", d) for d in DOMAINS]
    assert all(queue.enqueue(unfiltered))  # one pipeline over every shard, reloaded once
    assert queue.counts()["queued"] == 2 * len(DOMAINS)  # each call ran exactly once


def test_claimable_work_sums_every_shard(redis_client: Any) -> None:
    keys = sharded(4)
    queue = FrontierQueue(redis_client, keys, BLOOM)
    queue.enqueue([Entry("", "", 0, f"{d}/{i}", d) for d in DOMAINS[:12] for i in range(100)])
    assert len({keys.shard_of(d) for d in DOMAINS[:12]}) == 4
    throttled = PolitenessConfig("domain", 1.0, {}, 30.0, 64, 1.0)  # 1 request/s per domain
    work = claimable_work(redis_client, keys, throttled, "s", 60.0)
    assert work.domains == 12 and 12 * 60 <= work.requests <= 12 * 61  # each domain at 1/s, all shards
    capped = claimable_work(redis_client, keys, throttled, "s", 60.0, max_domains=5)
    assert capped.truncated and capped.domains == 5
