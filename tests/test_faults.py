"""Faults and hostile input: crash suspects, floods from one page or one domain, liveness across Redis outages."""

from __future__ import annotations

import time
from typing import Any

import pytest
from scrapy.http import HtmlResponse, Request

from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import CAPPED, QUEUED, SEEN, BloomParams, ClaimPolicy, Entry, FrontierQueue
from crawler.spiders.news import NewsSpider
from tests.inprocess import project_crawler

KEYS = FrontierKeys("news", "news:start_urls")
BLOOM = BloomParams(0.001, 10_000, 2)


def _entries(*names: str, cap: int = 0, domain: str = "example.com") -> list[Entry]:
    return [Entry(KEYS.bloom(), f"fp-{n}", 0, n, domain, cap=cap) for n in names]


def _crash(queue: FrontierQueue, count: int, token: str) -> list[bytes]:
    """A worker claims `count` requests and dies: their leases expire and are reclaimed."""
    claimed = queue.claim(count, 1, token, idle=True)
    time.sleep(0.01)
    queue.reclaim(max_reclaims=3)
    return [c.payload for c in claimed]


def test_neighbours_of_one_crash_are_claimed_in_batches_and_poison_still_ends_alone(redis_client: Any) -> None:
    queue = FrontierQueue(redis_client, KEYS, BLOOM, ClaimPolicy(suspect_after=2))
    queue.enqueue(_entries("poison", "a", "b", "c"))
    assert _crash(queue, 4, "w1") == [b"poison", b"a", b"b", b"c"]
    # Reclaimed once: not suspects yet, a busy worker takes them all in one claim.
    again = queue.claim(10, 1, "w2", idle=False)
    assert [c.payload for c in again] == [b"poison", b"a", b"b", b"c"] and all(c.reclaims == 1 for c in again)
    time.sleep(0.01)
    queue.reclaim(max_reclaims=3)  # the second crash with all four in flight
    assert queue.claim(10, 60_000, "busy", idle=False) == [], "suspects never go to a busy worker"
    alone = queue.claim(10, 1, "w3", idle=True)
    assert [(c.payload, c.reclaims) for c in alone] == [(b"poison", 2)]
    time.sleep(0.01)
    assert queue.reclaim(max_reclaims=3) == (0, 1)  # third worker killed: dead-lettered
    survivors = [queue.claim(10, 60_000, f"idle{i}", idle=True) for i in range(3)]
    assert [[c.payload for c in s] for s in survivors] == [[b"a"], [b"b"], [b"c"]]


def test_a_domain_queue_is_capped_and_refused_links_are_not_marked_seen(redis_client: Any) -> None:
    queue = FrontierQueue(redis_client, KEYS, BLOOM)
    assert queue.enqueue_flags(_entries("a", "b", "c", "d", "e", cap=3)) == [QUEUED] * 3 + [CAPPED] * 2
    assert queue.enqueue_flags(_entries("x", cap=3, domain="other.org")) == [QUEUED]
    assert queue.enqueue_flags([Entry("", "", 0, "retry", "example.com")]) == [QUEUED], "uncapped entries pass"
    queue.ack([c.member for c in queue.claim(10, 60_000, "w1")], "w1")
    assert queue.enqueue_flags(_entries("d", "a", cap=3)) == [QUEUED, SEEN]


def _page_with_links(count: int, host: str = "news.example") -> HtmlResponse:
    body = b"<html><body>" + b"".join(b'<a href="/p/%d">%d</a>' % (i, i) for i in range(count)) + b"</body></html>"
    return HtmlResponse(f"http://{host}/", body=body, request=Request(f"http://{host}/"))


@pytest.mark.timeout(60)
def test_a_page_with_a_million_links_yields_a_bounded_number_of_requests() -> None:
    crawler = project_crawler(NewsSpider, CRAWL_MAX_LINKS_PER_PAGE=500, CRAWL_MAX_ANCHORS_PER_PAGE=5000)
    spider = NewsSpider.from_crawler(crawler)
    response = _page_with_links(1_000_000)
    requests = list(spider._follow(response, "news.example"))
    assert len(requests) == 500 and requests[0].url == "http://news.example/p/0"
    assert crawler.stats.get_value("guard/links_capped") == 1
    # Offsite or repeated anchors cost time too: the scan stops at the anchor cap.
    offsite = HtmlResponse("http://other.example/", body=response.body, request=Request("http://other.example/"))
    assert list(spider._follow(offsite, "news.example")) == []
    assert crawler.stats.get_value("news/links/offsite") == 5000
    assert crawler.stats.get_value("guard/anchors_capped") == 1


def test_links_carry_the_start_urls_depth_limit_and_drop_userinfo() -> None:
    crawler = project_crawler(NewsSpider)
    spider = NewsSpider.from_crawler(crawler)
    body = b'<a href="http://u:pw@news.example/a">a</a><a href="/b.jpg">img</a><a href="tel:123">t</a>'
    response = HtmlResponse(
        "http://news.example/", body=body, request=Request("http://news.example/", meta={"crawl_depth_limit": 1})
    )
    [link] = list(spider._follow(response, "news.example"))
    assert link.url == "http://news.example/a" and link.meta["crawl_depth_limit"] == 1
    assert crawler.stats.get_value("news/links/userinfo_stripped") == 1
