"""Any spider on the shared frontier: CrawlSpider, SitemapSpider and scrapy-redis style spiders, several
workers each, their items stored in MongoDB (a collection per spider: they are not articles)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pymongo
import pytest

from crawler.devstack.services import MongoService
from tests.conftest import Workers
from tests.politeness_site import TestSite

pytest_plugins = ["tests.storage_fixtures"]

PAGES = 25


class SitemapSite(TestSite):
    """A TestSite that also serves /sitemap.xml listing every page."""

    def _answer(self, path: str, seen: int) -> tuple[int, dict[str, str], bytes]:
        if path == "/sitemap.xml":
            urls = "".join(f"<url><loc>{self.origin}{p}</loc></url>" for p in sorted(self.paths))
            body = f'<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{urls}</urlset>'
            return 200, {"Content-Type": "application/xml"}, body.encode()
        return super()._answer(path, seen)


@pytest.fixture
def site() -> Iterator[SitemapSite]:
    started = SitemapSite("127.0.0.50", PAGES).start()
    yield started
    started.stop()


def stored(mongo: MongoService, database: str, collection: str) -> list[dict[str, Any]]:
    client: Any = pymongo.MongoClient(mongo.uri, serverSelectionTimeoutMS=5000)
    try:
        return list(client[database][collection].find({}, {"_id": 0}))
    finally:
        client.close()


@pytest.mark.parametrize(
    ("spider", "key", "entry"),
    [
        ("gen_crawl", "gen_crawl:start_urls", "/"),
        ("gen_sitemap", "gen_sitemap:start_urls", "/sitemap.xml"),
        ("gen_scrapy_redis", "legacy:start_urls", '{"url": "%s/", "job": "j1"}'),
        ("gen_redis", "legacy:start_urls", '{"url": "%s/", "job": "j1"}'),
    ],
)
def test_a_spider_on_the_frontier_crawls_with_several_workers_and_its_items_are_stored(
    spider: str, key: str, entry: str, redis_client: Any, site: SitemapSite, inprocess_workers: Workers,
    mongo_server: MongoService, tmp_path: Path,
) -> None:  # fmt: skip
    redis_client.lpush(key, entry % site.origin if "%s" in entry else site.origin + entry)
    database = f"spiders_{spider}"
    env = {
        **mongo_server.env(),
        "STORAGE_PIPELINES": "mongodb",
        "MONGODB_DATABASE": database,
        "MONGODB_JOURNAL_DIR": str(tmp_path / "journal"),
        "MONGODB_FLUSH_INTERVAL": "0.2",
        "CRAWL_SCOPE": "host",
        "FRONTIER_CLAIM_BATCH": "2",
        "CONCURRENT_REQUESTS": "2",
        "MAX_IDLE_TIME_BEFORE_CLOSE": "3",  # scrapy-redis' own name for the idle timeout
        "ITEMS_FEED": "",  # stored in MongoDB; a scrapy-redis spider has no worker_id for the feed path
    }
    runs = inprocess_workers.run(["g1", "g2"], spider=spider, **env)
    for run in runs:
        assert run.reason == "finished", run.log[-3000:]
        assert "Rejected undecodable" not in run.log and "needs SCHEDULER" not in run.log
    # Both workers ran on one frontier; small claim batches let them share it (not guaranteed on 25 pages).
    assert sum(r.stats.get("frontier/claimed", 0) for r in runs) >= PAGES
    docs = stored(mongo_server, database, f"{spider}_items")
    urls = [d["url"] for d in docs]
    assert sorted(urls) == sorted(site.origin + p for p in site.paths)  # every page, stored once
    assert all(d["title"].startswith("Page ") for d in docs)
    assert stored(mongo_server, database, "articles") == []  # not articles: not in the article collection
    assert sum(r.stats.get("validation/other_items", 0) for r in runs) == len(docs)
    if spider == "gen_sitemap":
        assert {d["item_type"] for d in docs} == {"PageItem"}
    if "redis" in spider:
        assert {d["job"] for d in docs} == {"j1"}  # the meta built by make_request_from_data
    fetched = [h.path for h in site.page_hits()]
    assert len(fetched) == len(set(fetched))  # the shared frontier fetched each page once
    assert redis_client.llen(f"{{{spider}}}:dead") == 0


@pytest.mark.parametrize("switch", ["REDIS_START_URLS_AS_SET", "REDIS_START_URLS_AS_ZSET"])
def test_start_urls_are_read_from_a_set_or_a_sorted_set_as_scrapy_redis_does(
    switch: str, redis_client: Any, site: SitemapSite, inprocess_workers: Workers
) -> None:
    entries = [json.dumps({"url": site.origin + path, "job": "j2"}) for path in ("/", "/p/1", "/p/2")]
    if switch.endswith("ZSET"):
        redis_client.zadd("legacy:start_urls", {entry: n for n, entry in enumerate(entries)})
    else:
        redis_client.sadd("legacy:start_urls", *entries)
    env = {switch: "true", "CRAWL_SCOPE": "host", "ITEMS_FEED": ""}
    [run] = inprocess_workers.run(["s1"], spider="gen_redis", **env)
    assert run.reason == "finished", run.log[-3000:]
    assert "not supported" not in run.log and "WRONGTYPE" not in run.log
    fetched = [h.path for h in site.page_hits()]
    assert sorted(fetched) == sorted(site.paths)  # the whole site, each page once
    assert run.stats["item_scraped_count"] == PAGES
    assert not redis_client.exists("legacy:start_urls", "legacy:start_urls:claims")
