"""Canonical URLs: bytes kept, links fetched as found, and per-site parameters learnt by the cluster."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from scrapy import Request, Spider
from scrapy.http import HtmlResponse
from scrapy.utils.test import get_crawler

from crawler import settings
from crawler.frontier.canonical import Canonicalizer, LearnedParams
from crawler.frontier.starturls import StartEntry
from crawler.middlewares.paramlearn import ParamLearningMiddleware
from crawler.redisio import RedisIO
from crawler.spiders.news import NewsSpider
from tests.reactor_io import drained, on_reactor, run  # noqa: F401 - on_reactor is a fixture

pytestmark = pytest.mark.usefixtures("on_reactor")  # the middleware's Redis work runs on lanes
canon = Canonicalizer(settings.CANONICAL_DROP_PARAMS)
PROJECT = {name: getattr(settings, name) for name in dir(settings) if name.isupper()}


def test_non_utf8_bytes_are_kept_so_distinct_pages_stay_distinct() -> None:
    assert canon("http://e.com/s?q=caf%E9") == "http://e.com/s?q=caf%E9"
    assert canon("http://e.com/s?q=caf%E9") != canon("http://e.com/s?q=caf%E8")
    # Dropping a tracking parameter leaves the other raw pairs untouched.
    assert canon("http://e.com/s?utm_source=x&q=caf%E9&a=%FF") == "http://e.com/s?a=%FF&q=caf%E9"
    assert canon("http://e.com/s?utm%5Fsource=x&q=1") == "http://e.com/s?q=1"  # encoded names match too


def test_start_urls_and_links_are_fetched_as_found() -> None:
    spider = NewsSpider.from_crawler(get_crawler(NewsSpider, PROJECT))
    found = "http://Example.com/a?utm_source=tw&b=2&a=1"
    assert spider._request_for(StartEntry(found)).url == "http://example.com/a?utm_source=tw&b=2&a=1"
    body = f'<html><body><a href="{found}">x</a></body></html>'.encode()
    page = HtmlResponse("http://example.com/", body=body, request=Request("http://example.com/"))
    links = [r.url for r in spider._follow(page, "example.com")]
    assert links == ["http://example.com/a?utm_source=tw&b=2&a=1"]


def test_learnt_parameters_are_dropped_only_on_their_host() -> None:
    learned = LearnedParams()
    learned.add("e.com", "ref")
    learning = Canonicalizer(settings.CANONICAL_DROP_PARAMS, learned=learned)
    assert learning("http://e.com/a?ref=x&id=1") == "http://e.com/a?id=1"
    assert learning("http://other.com/a?ref=x&id=1") == "http://other.com/a?id=1&ref=x"


class LearnSpider(Spider):
    name = "learn"


@pytest.fixture
def crawler(redis_client: Any, redis_server: Any) -> Iterator[Any]:
    crawler = get_crawler(
        LearnSpider,
        {
            "REDIS_URL": redis_server.url,
            "REQUEST_FINGERPRINTER_CLASS": "crawler.frontier.canonical.CanonicalRequestFingerprinter",
            "CANONICAL_DROP_PARAMS": settings.CANONICAL_DROP_PARAMS,
        },
    )
    yield crawler
    run(RedisIO.of(crawler).stop)  # no engine here to stop the lanes with


def page(url: str, text: str, canonical: str | None = None) -> HtmlResponse:
    link = f'<link rel="canonical" href="{canonical}">' if canonical else ""
    body = f"<html><head>{link}</head><body><p>{text}</p></body></html>".encode()
    return HtmlResponse(url, body=body, request=Request(url))


def seen(mw: ParamLearningMiddleware, response: HtmlResponse) -> None:
    """The response passes through at once; its evidence is recorded on the lane (waited for here)."""
    assert response.request is not None
    assert run(lambda: mw.process_response(response.request, response)) is response
    drained(mw.evidence)


def test_a_parameter_whose_variants_declare_one_canonical_is_learnt_for_the_cluster(crawler: Any) -> None:
    fingerprint = crawler.request_fingerprinter.fingerprint
    worker_a = ParamLearningMiddleware.from_crawler(crawler)
    before = fingerprint(Request("http://news.test/story/9?ref=home"))
    assert before != fingerprint(Request("http://news.test/story/9"))
    seen(worker_a, page("http://news.test/story/1?ref=home", "v1", "/story/1"))
    seen(worker_a, page("http://news.test/story/1?ref=related", "v2", "/story/1"))
    # Learnt: every ?ref= variant of every page of that host is one page now.
    assert fingerprint(Request("http://news.test/story/9?ref=x")) == fingerprint(Request("http://news.test/story/9"))
    assert crawler.stats.get_value("canonical/learned") == 1
    # Another worker gets it from Redis.
    other = get_crawler(LearnSpider, dict(crawler.settings))
    run(ParamLearningMiddleware.from_crawler(other).refresh)
    assert other.request_fingerprinter.fingerprint(Request("http://news.test/a?ref=y&id=3")) == (
        other.request_fingerprinter.fingerprint(Request("http://news.test/a?id=3"))
    )
    # Only on that host.
    assert fingerprint(Request("http://else.test/a?ref=1")) != fingerprint(Request("http://else.test/a"))


def test_same_content_teaches_it_too_but_different_pages_mark_a_parameter_relevant(crawler: Any) -> None:
    fingerprint = crawler.request_fingerprinter.fingerprint
    mw = ParamLearningMiddleware.from_crawler(crawler)
    seen(mw, page("http://news.test/a?src=1&id=5", "same body"))
    seen(mw, page("http://news.test/a?src=2&id=5", "same body"))
    assert fingerprint(Request("http://news.test/b?src=9")) == fingerprint(Request("http://news.test/b"))
    # ?page=2 and ?page=3 are different pages: never learnt, even if a later pair looks alike.
    seen(mw, page("http://news.test/list?page=2", "items 11-20"))
    seen(mw, page("http://news.test/list?page=3", "items 21-30"))
    seen(mw, page("http://news.test/other?page=2", "empty"))
    seen(mw, page("http://news.test/other?page=3", "empty"))
    run(mw.refresh)
    assert fingerprint(Request("http://news.test/list?page=4")) != fingerprint(Request("http://news.test/list"))
    assert crawler.stats.get_value("canonical/relevant") == 1
