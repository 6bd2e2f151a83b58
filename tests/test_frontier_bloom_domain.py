"""BLOOM_PER_DOMAIN: each host's seen filter is reserved at BLOOM_DOMAIN_CAPACITY, not at BLOOM_CAPACITY."""

from __future__ import annotations

from typing import Any

import pytest
from scrapy import Request, Spider

from crawler.frontier.component import Frontier
from crawler.redisio import RedisIO
from tests.inprocess import project_crawler
from tests.reactor_io import drained, on_reactor, run  # noqa: F401 - on_reactor is a fixture

pytestmark = pytest.mark.usefixtures("on_reactor")


def bloom_capacity(redis_client: Any, key: str) -> int:
    info = redis_client.execute_command("BF.INFO", key)
    return int(dict(zip(info[::2], info[1::2], strict=True))[b"Capacity"])


@pytest.mark.parametrize("shards", [1, 3])
def test_per_host_filters_are_reserved_at_the_domain_capacity(
    redis_server: Any, redis_client: Any, shards: int
) -> None:
    crawler = project_crawler(
        REDIS_URL=redis_server.url, BLOOM_PER_DOMAIN=True, BLOOM_DOMAIN_CAPACITY=2000, BLOOM_CAPACITY=10_000_000,
        FRONTIER_SHARDS=shards,
    )  # fmt: skip
    spider = Spider(name="news")
    frontier = Frontier.from_crawler(crawler)
    frontier.open(spider)
    try:
        hosts = ["a.example", "b.example", "www.c.example"]

        def queue() -> None:
            for host in hosts:
                assert frontier.enqueue(Request(f"http://{host}/x"))
            frontier.flush()

        run(queue)
        drained(frontier.lane)
        for host in hosts:
            key = frontier.keys.bloom(host, frontier.domain_of(f"http://{host}/"))
            assert bloom_capacity(redis_client, key) == 2000, key
        assert not redis_client.exists(*[shard.bloom() for shard in frontier.keys.all_shards])  # no global filter
    finally:
        run(lambda: frontier.close([]))
        run(RedisIO.of(crawler).stop)
