"""robots.txt obeyed by the whole cluster: three workers, claim batches of 64, many sites at once.

Every site disallows a section and gets many start URLs at once, some of them disallowed, so each worker
claims several requests of a site whose robots.txt it has not seen yet -- the case where Scrapy's own
middleware lets all but the first through. The sites' own access logs are what the assertions read.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from crawler.devstack.procs import wait_until
from crawler.devstack.services import RedisService
from crawler.frontier.keys import FrontierKeys
from tests.conftest import Workers, run_cli
from tests.politeness_site import TestSite, page_path

KEYS = FrontierKeys("news", "news:start_urls")
ROBOTS = "User-agent: *\nDisallow: /p/2\n"  # /p/2, /p/20.., /p/200..: linked from allowed pages too
RUN = {
    "CRAWL_SCOPE": "host",
    "CRAWL_DEPTH_LIMIT": "0",
    "FRONTIER_CLAIM_BATCH": "64",
    "CRAWL_CONCURRENCY": "64",
    "CRAWL_CONCURRENCY_PER_DOMAIN": "16",
    "CRAWL_IDLE_TIMEOUT": "1.5",  # the frontier counts in-flight work cluster-wide: nothing ends early
}
HOSTS = [f"127.0.0.{n}" for n in range(40, 46)]
PAGES = 40


def disallowed(path: str) -> bool:
    return path.startswith("/p/2")


@pytest.fixture
def robot_sites() -> Iterator[list[TestSite]]:
    sites = [TestSite(host, PAGES, robots=ROBOTS).start() for host in HOSTS]
    yield sites
    for site in sites:
        site.stop()


def reachable() -> tuple[set[str], set[str]]:
    """(allowed pages a crawl must fetch, disallowed pages it must refuse): start URLs plus links of fetched pages."""
    allowed: set[str] = set()
    refused: set[str] = set()
    todo = list(range(0, PAGES, 2))
    while todo:
        n = todo.pop()
        path = page_path(n)
        if path in allowed or path in refused:
            continue
        if disallowed(path):
            refused.add(path)
            continue
        allowed.add(path)
        todo.extend(range(n * 5 + 1, min(PAGES, n * 5 + 6)))  # TestSite's default fanout of 5
    return allowed, refused


def push_all(client: Any, sites: list[TestSite]) -> None:
    # Interleaved, so every claim batch holds requests of several new sites.
    for n in range(0, PAGES, 2):
        client.lpush(KEYS.start_urls, *[site.origin + page_path(n) for site in sites])


def robots_fetches(site: TestSite) -> int:
    with site._lock:
        return sum(1 for hit in site.hits if hit.path == "/robots.txt")


def wipe_frontier_keep_robots(client: Any) -> None:
    """A fresh frontier (queue, seen filter, refusals) with the cluster's robots.txt cache kept."""
    for key in client.scan_iter(match="*"):
        if not key.startswith(b"robotstxt:"):
            client.delete(key)


def test_no_disallowed_url_is_fetched_and_robots_txt_is_fetched_once_per_site_per_expiry(
    redis_client: Any, redis_server: RedisService, robot_sites: list[TestSite], inprocess_workers: Workers
) -> None:
    must_fetch, must_refuse = reachable()
    for run_no in range(3):
        if run_no:
            wipe_frontier_keep_robots(redis_client)
            for site in robot_sites:
                with site._lock:
                    site.hits.clear()
        if run_no == 2:  # the cached robots.txt expires (a real Redis expiry): fetched again, once per site
            keys = [f"robotstxt:{site.origin}" for site in robot_sites]
            for key in keys:
                assert 0 < redis_client.ttl(key) <= 86400
                redis_client.pexpire(key, 1)
            wait_until(lambda k=keys: not redis_client.exists(*k), 5, "the robots.txt cache to expire")
        push_all(redis_client, robot_sites)
        names = [f"r{run_no}a", f"r{run_no}b", f"r{run_no}c"]
        runs = inprocess_workers.run(names, **RUN)
        for run in runs:
            assert run.reason == "finished", run.log[-3000:]
        assert sum(1 for r in runs if r.stats.get("frontier/claimed", 0) > 0) >= 2  # the work was shared
        for site in robot_sites:
            fetched = {hit.path for hit in site.page_hits()}
            assert not {p for p in fetched if disallowed(p)}, f"run {run_no}: {site.host} served disallowed pages"
            assert fetched == must_fetch, f"run {run_no}: {site.host}"
            # Once for the cluster per expiry: run 1 reads the rules from Redis, run 2 after they expired.
            assert robots_fetches(site) == (0 if run_no == 1 else 1), f"run {run_no}: {site.host}"
        refused = [json.loads(raw) for raw in redis_client.lrange(KEYS.refused, 0, -1)]
        expected = {site.origin + p for site in robot_sites for p in must_refuse}
        assert {r["url"] for r in refused} == expected
        assert {r["reason"] for r in refused} == {"robotstxt"}
        assert sum(r.stats.get("robotstxt/refused", 0) for r in runs) == len(refused)
        assert redis_client.llen(KEYS.dead) == 0  # refusals are not dead letters ...
        logs = "".join(r.log for r in runs)
        assert "Fetch failed" not in logs  # ... nor fetch failures
        assert "Refused " in logs and "(robotstxt" in logs
    listed = json.loads(run_cli(redis_server.url, "frontier", "refused", "list", "--json", "--limit", "5").stdout)
    assert listed["total"] == len(must_refuse) * len(robot_sites)
    assert listed["reasons"] == {"robotstxt": listed["total"]}
    assert len(listed["records"]) == 5
