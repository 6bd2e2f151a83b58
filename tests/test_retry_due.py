"""A retry that waits is due when its wait says, ahead of the rest of its depth; size refusals are final."""

from __future__ import annotations

import time
from typing import Any

from scrapy import Request, Spider
from scrapy.exceptions import DownloadCancelledError
from scrapy.http import Response
from scrapy.utils.test import get_crawler

from crawler import settings
from crawler.devstack.procs import wait_until
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue
from crawler.frontier.refusals import Refused
from crawler.middlewares.retry import TieredRetryMiddleware

KEYS = FrontierKeys("news", "news:start_urls")


class NewsLike(Spider):
    name = "news"


def middleware(redis_url: str) -> TieredRetryMiddleware:
    # Only what the middleware reads: the whole project's settings make a crawler take seconds to build.
    crawler = get_crawler(NewsLike, {"REDIS_URL": redis_url, "RETRY_DUE_PRIORITY": settings.RETRY_DUE_PRIORITY})
    crawler.spider = crawler._create_spider()
    return TieredRetryMiddleware.from_crawler(crawler)


def test_a_retry_after_retry_goes_out_ahead_of_its_depth_once_due(redis_client: Any, redis_server: Any) -> None:
    mw = middleware(redis_server.url)
    request = Request("http://site.test/p/3", priority=-2, meta={"depth": 2})
    response = Response(request.url, status=429, headers={"Retry-After": "1"}, request=request)
    retry = mw.process_response(request, response)
    assert isinstance(retry, Request) and retry.meta["frontier_delay_ms"] == 1000
    assert retry.priority == settings.RETRY_DUE_PRIORITY

    # In the frontier: 200 queued pages of that domain at depth 1 and 2, then the retry with its delay.
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 10_000, 2))
    queue.enqueue([Entry("", f"fp{n}", -1 - n % 2, f"page-{n}", "site.test") for n in range(200)])
    queue.enqueue([Entry("", "fp-retry", retry.priority, "the-retry", "site.test", delay_ms=1000)])
    assert queue.promote() == 0  # not due yet
    started = time.monotonic()
    wait_until(lambda: queue.promote() == 1, 10, "the retry to be due")
    assert time.monotonic() - started >= 0.5
    # Due: it is the next request of its domain, not the 201st.
    [first] = queue.claim(1, 60_000, "w1")
    assert first.payload == b"the-retry"


def test_a_page_refused_for_its_size_is_a_refusal_not_a_dead_letter(redis_client: Any, redis_server: Any) -> None:
    mw = middleware(redis_server.url)
    request = Request("http://site.test/huge")
    try:
        mw.process_exception(request, DownloadCancelledError("larger than download max size"))
    except Refused as refused:
        assert refused.reason == "maxsize"
    else:
        raise AssertionError("not refused")
    assert redis_client.llen(KEYS.refused) == 1 and redis_client.llen(KEYS.dead) == 0
    assert mw.crawler.stats.get_value("refused/maxsize") == 1
