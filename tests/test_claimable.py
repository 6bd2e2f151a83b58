"""The autoscaling signal: claimable work, not queue length (real Redis, the frontier's own enqueue)."""

from __future__ import annotations

from typing import Any

import pytest
from prometheus_client import CollectorRegistry

from crawler.extensions.cluster_metrics import AutoscaleConfig, ClusterCollector
from crawler.frontier.claimable import claimable_work
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.politeness import PolitenessConfig
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue

KEYS = FrontierKeys("news", "news:start_urls")
POLITENESS = PolitenessConfig("domain", 1.0, {}, 30.0, 64, 1.0)  # 1 request/s per domain by default
HORIZON = 60.0
PER_WORKER = 10.0  # pages/s one worker fetches


@pytest.fixture
def queue(redis_client: Any) -> FrontierQueue:
    return FrontierQueue(redis_client, KEYS, BloomParams(0.001, 1000, 2))


def fill(queue: FrontierQueue, per_domain: dict[str, int], cls: str = "s") -> None:
    entries = [Entry("", "", 0, f"{d}/{i}", d, cls) for d, n in per_domain.items() for i in range(n)]
    for start in range(0, len(entries), 1000):
        queue.enqueue(entries[start : start + 1000])


def test_two_throttled_domains_with_a_long_queue_ask_for_little(redis_client: Any, queue: FrontierQueue) -> None:
    fill(queue, {"a.example": 5000, "b.example": 5000})
    assert queue.queued() == 10_000
    work = claimable_work(redis_client, KEYS, POLITENESS, "s", HORIZON)
    assert work.domains == 2 and not work.truncated
    assert work.per_second <= 2 * (1 + 1 / HORIZON)  # two domains at 1/s, whatever is queued
    assert work.workers(PER_WORKER) <= 1  # one worker can do it all: KEDA asks for ceil() = 1


def test_many_ready_domains_grow_the_signal(redis_client: Any, queue: FrontierQueue) -> None:
    fill(queue, {f"d{i}.example": 5 for i in range(400)})  # fewer requests in all, far more domains
    work = claimable_work(redis_client, KEYS, POLITENESS, "s", HORIZON)
    assert (work.domains, work.requests) == (400, 2000)
    assert work.workers(PER_WORKER) == pytest.approx(2000 / HORIZON / PER_WORKER)  # 3.3 workers


def test_the_rate_follows_each_domains_delay_and_readiness(redis_client: Any, queue: FrontierQueue) -> None:
    fill(queue, {"fast.example": 1000, "slow.example": 1000, "banned.example": 1000, "later.example": 1000})
    queue.set_domain_delay("fast.example", "base", 0)  # no delay: everything queued is claimable
    queue.set_domain_delay("slow.example", "base", 10_000)  # one per 10 s: 7 within 60 s
    redis_client.hset(KEYS.politeness("banned.example"), "factor", 4)  # 1 s x 4 under a ban: 16
    queue.pause("later.example", 3_600_000)  # Retry-After of an hour: not within the horizon
    work = claimable_work(redis_client, KEYS, POLITENESS, "s", HORIZON)
    assert work.domains == 3
    assert work.requests == pytest.approx(1000 + 7 + 16, abs=2)
    assert claimable_work(redis_client, KEYS, POLITENESS, "r", HORIZON).requests == 0  # render: none queued


def test_a_truncated_read_is_reported(redis_client: Any, queue: FrontierQueue) -> None:
    fill(queue, {f"d{i}.example": 1 for i in range(30)})
    work = claimable_work(redis_client, KEYS, POLITENESS, "s", HORIZON, max_domains=10)
    assert work.truncated and (work.domains, work.requests) == (10, 10)


def test_the_exporter_exports_worker_equivalents_per_class(redis_client: Any, queue: FrontierQueue) -> None:
    fill(queue, {f"d{i}.example": 3 for i in range(200)})
    fill(queue, {"js.example": 500}, cls="r")
    config = AutoscaleConfig(POLITENESS, HORIZON, (("s", PER_WORKER), ("r", 2.0)))
    registry = CollectorRegistry()
    registry.register(ClusterCollector(redis_client, "news", "%(name)s:start_urls", 30.0, config))
    value = registry.get_sample_value
    assert value("crawler_claimable_workers", {"class": "static"}) == pytest.approx(600 / 60 / 10, abs=0.01)
    assert value("crawler_claimable_workers", {"class": "render"}) == pytest.approx(61 / 60 / 2, abs=0.01)
    assert value("crawler_claimable_domains", {"class": "render"}) == 1
    assert value("crawler_frontier", {"part": "queued"}) == 1100  # queue length stays a metric
