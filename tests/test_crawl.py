"""End to end: `scrapy crawl news` workers sharing one Redis frontier crawl the demo site."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import pytest

from crawler import settings
from crawler.demo.site import reachable
from crawler.devstack.services import DemoSiteService, RedisService
from crawler.frontier.canonical import Canonicalizer
from tests.conftest import WorkerRun, Workers

DEPTH_LIMIT = 4


def norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


# Links are fetched as found (tracking parameters included); one page is one canonical URL.
CANON = Canonicalizer(settings.CANONICAL_DROP_PARAMS)


def served_url(request: dict[str, Any]) -> str:
    return CANON(request["origin"] + request["path"])


@dataclass
class Crawl:
    site: DemoSiteService
    truth: dict[str, Any]
    runs: list[WorkerRun]
    redis: Any

    @property
    def items(self) -> list[dict[str, Any]]:
        return [item for run in self.runs for item in run.items]


@pytest.fixture(scope="module")
def two_worker_crawl(tmp_path_factory: pytest.TempPathFactory, redis_server: RedisService) -> Iterator[Crawl]:
    """Both demo origins pushed as start URLs, crawled by two workers at once."""
    client = redis_server.client()
    client.flushall()
    site = DemoSiteService(tmp_path_factory.mktemp("site"))
    site.start()
    pool = Workers(tmp_path_factory.mktemp("workers"), redis_server.url)
    try:
        truth = site.truth()
        for home in (s["home"] for s in truth["sites"]):
            client.lpush("news:start_urls", home)
        runs = pool.run(["w1", "w2"], DEPTH_LIMIT=str(DEPTH_LIMIT), CONCURRENT_REQUESTS="8")
        yield Crawl(site, truth, runs, client)
    finally:
        pool.stop_all()
        site.stop()
        client.close()


def test_every_reachable_page_is_fetched_exactly_once_across_workers(two_worker_crawl: Crawl) -> None:
    crawl = two_worker_crawl
    for run in crawl.runs:
        assert run.returncode == 0, run.log[-3000:]
        assert run.reason == "finished"
        assert run.stats.get("log_count/ERROR", 0) == 0, run.log[-3000:]
    expected: set[str] = set()
    for site in crawl.truth["sites"]:
        expected |= set(reachable(crawl.truth, site["home"], DEPTH_LIMIT))
    requests = [r for r in crawl.site.requests() if urlsplit(r["path"]).path != "/robots.txt"]
    pages = Counter(served_url(r) for r in requests if r["status"] == 200)
    twice = {url: n for url, n in pages.items() if n > 1}
    assert not twice, f"fetched more than once: {sorted(twice)[:10]}"
    assert set(pages) == expected, (
        f"missing {sorted(expected - set(pages))[:10]}, unexpected {sorted(set(pages) - expected)[:10]}"
    )
    # Non-200 answers (redirect, 404s) were also requested once each, and /admin/ never (robots.txt).
    others = Counter(served_url(r) for r in requests if r["status"] != 200)
    assert others and max(others.values()) == 1
    assert not [r for r in requests if r["path"].startswith("/admin")]
    # Both workers did a real share of the work.
    fetched = [run.stats.get("downloader/response_status_count/200", 0) for run in crawl.runs]
    assert sum(fetched) >= len(expected)
    assert min(fetched) >= 0.1 * len(expected), f"per-worker 200 responses: {fetched}"


def test_extracted_metadata_matches_the_truth_file(two_worker_crawl: Crawl) -> None:
    crawl = two_worker_crawl
    pages = crawl.truth["pages"]
    articles = {u: p for u, p in pages.items() if p["is_article"] and not p["js_required"]}
    items = {item["canonical_url"]: item for item in crawl.items}  # fetched as found: url may carry utm_*
    assert len(items) == len(crawl.items), "an article was emitted twice"
    non_articles = [u for u in items if not pages.get(u, {}).get("is_article")]
    assert not non_articles, f"items for non-article pages: {non_articles[:5]}"
    found = [u for u in articles if u in items]
    assert len(found) >= 0.95 * len(articles), f"{len(articles) - len(found)} articles without an item"
    for field, key in (("title", "title"), ("author", "author"), ("published", "date")):
        hits = sum(norm(items[u][field]) == norm(articles[u][key]) for u in found)
        assert hits >= 0.95 * len(articles), f"{field}: {hits}/{len(articles)} match the truth"
    for item in items.values():
        assert item["text"] and item["status"] == 200 and item["worker"] in {"w1", "w2"}
        assert item["canonical_url"] == CANON(item["url"]) and item["language"] == "en"
        assert item["site"] == urlsplit(item["url"]).hostname and item["depth"] >= 1


def test_javascript_only_pages_are_reported_not_extracted(two_worker_crawl: Crawl) -> None:
    crawl = two_worker_crawl
    js_pages = {u for u, p in crawl.truth["pages"].items() if p["js_required"]}
    assert js_pages
    reported = {m.decode() for m in crawl.redis.smembers("news:needs_render")}
    assert reported == js_pages
    assert not js_pages & {item["canonical_url"] for item in crawl.items}
    assert sum(run.stats.get("news/needs_render", 0) for run in crawl.runs) == len(js_pages)


def test_json_start_urls_pass_meta_and_higher_priority_goes_first(
    demo_site: DemoSiteService, redis_client: Any, inprocess_workers: Workers
) -> None:
    truth = demo_site.truth()
    home_a = truth["sites"][0]["home"]
    articles = sorted(u for u, p in truth["pages"].items() if p["is_article"] and u.startswith(home_a))
    low, urgent = articles[:15], articles[15]
    for url in low:
        redis_client.lpush("news:start_urls", json.dumps({"url": url, "meta": {"batch": "low"}}))
    redis_client.lpush(
        "news:start_urls", json.dumps({"url": urgent, "meta": {"batch": "urgent", "n": 1}, "priority": 10})
    )
    [run] = inprocess_workers.run(["solo"], CONCURRENT_REQUESTS="1", DEPTH_LIMIT="1")
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    order = [served_url(r) for r in demo_site.requests() if not r["path"].startswith("/robots.txt")]
    start_urls = set(low) | {urgent}
    first = next(u for u in order if u in start_urls)
    assert first == urgent, f"first start URL fetched was {first}"
    by_url = {item["url"]: item for item in run.items}
    assert by_url[urgent]["start_meta"] == {"batch": "urgent", "n": 1}
    assert all(by_url[u]["start_meta"] == {"batch": "low"} for u in low if u in by_url)
    children = [i for i in run.items if i["depth"] == 1]
    assert children and all(i["start_meta"]["batch"] in {"low", "urgent"} for i in children)


def test_malformed_start_urls_are_kept_aside_and_the_crawl_goes_on(
    demo_site: DemoSiteService, redis_client: Any, inprocess_workers: Workers
) -> None:
    truth = demo_site.truth()
    good = sorted(u for u, p in truth["pages"].items() if p["is_article"] and not p["js_required"])[:2]
    bad: dict[bytes, str] = {
        b"definitely not a url": "bad_url",
        b"ftp://127.0.0.1/file.txt": "bad_scheme",
        b"": "empty",
        b"   ": "empty",
        b"\x00\xff" * (1024 * 1024): "too_large",
        b'{"meta": {"x": 1}, "priority": 3}': "no_url",
        b'{"url": "http://127.0.0.1/", ': "bad_json",
        b'{"url": "mailto:someone@example.com"}': "bad_scheme",
    }
    redis_client.lpush("news:start_urls", good[0])
    for raw in bad:
        redis_client.lpush("news:start_urls", raw)
    redis_client.lpush("news:start_urls", good[1])
    [run] = inprocess_workers.run(["w"], DEPTH_LIMIT="1")
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    records = [json.loads(r) for r in redis_client.lrange("news:start_urls:invalid", 0, -1)]
    assert Counter(r["code"] for r in records) == Counter(bad.values())
    assert all(r["reason"] and r["worker"] == "w" for r in records)
    huge = next(r for r in records if r["code"] == "too_large")
    assert huge["raw_bytes"] == 2 * 1024 * 1024 and huge["raw_truncated"] is True
    assert run.stats["start_urls/invalid"] == len(bad)
    assert run.stats["start_urls/invalid/empty"] == 2
    assert {i["url"] for i in run.items} >= set(good)
    assert run.log.count("Invalid start URL entry kept in news:start_urls:invalid") == len(bad)
    assert redis_client.llen("news:start_urls") == 0
