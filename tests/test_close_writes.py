"""The last interval's politeness counts and discovery lag samples are written when the frontier closes.

Scrapy closes the scheduler (so the frontier) before it sends `spider_closed`: a write left to a
`spider_closed` handler finds no frontier. These run on a real Redis, the components in process, the calls on
the session's reactor in Scrapy's close order.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError
from scrapy import Request
from scrapy.http import HtmlResponse

from crawler.devstack.services import RedisService
from crawler.devstack.tcpproxy import TcpProxy
from crawler.frontier.component import Frontier
from crawler.middlewares.politeness import PolitenessMiddleware
from crawler.redisio import RedisIO
from crawler.spiders.news import NewsSpider
from tests.inprocess import project_crawler
from tests.reactor_io import on_reactor, run  # noqa: F401 - on_reactor is a fixture

pytestmark = pytest.mark.usefixtures("on_reactor")


class ClosingWorker:
    def __init__(self, redis_url: str, **settings: Any) -> None:
        # No periodic flush during the test: only the close can write the counts.
        self.crawler = project_crawler(NewsSpider, REDIS_URL=redis_url, BAN_FLUSH_INTERVAL=3600.0, **settings)
        self.spider = NewsSpider.from_crawler(self.crawler)
        self.crawler.spider = self.spider
        self.frontier = Frontier.from_crawler(self.crawler)
        self.frontier.open(self.spider)
        self.politeness = PolitenessMiddleware.from_crawler(self.crawler)
        # The spider_opened handlers of the two components (the crawler's other extensions are not the subject).
        run(self.politeness._opened, self.spider)
        run(self.spider.discovery._opened, self.spider)

    def respond(self, url: str, status: int, count: int) -> None:
        request = Request(url)
        response = HtmlResponse(url, status=status, body=b"<html><body>x</body></html>", request=request)
        run(lambda: [self.politeness.process_response(request, response) for _ in range(count)])

    def close(self) -> None:
        """As the engine does: the scheduler's close (the frontier's), then the spider_closed handlers."""
        run(lambda: self.frontier.close([]), timeout=60)
        run(self.politeness._closed, self.spider, "finished")
        run(self.spider.discovery._closed, self.spider, "finished")
        run(RedisIO.of(self.crawler).stop)

    def stat(self, name: str) -> Any:
        return self.crawler.stats.get_value(name, 0)


def window_counts(redis_client: Any, frontier: Frontier, domain: str) -> tuple[int, int]:
    fields = {k.decode(): int(v) for k, v in redis_client.hgetall(frontier.keys.ban_window(domain)).items()}
    return sum(v for k, v in fields.items() if k[0] == "t"), sum(v for k, v in fields.items() if k[0] == "b")


def test_the_last_ban_window_counts_and_lag_samples_are_written_at_close(
    redis_server: RedisService, redis_client: Any
) -> None:
    worker = ClosingWorker(redis_server.url)
    worker.respond("http://ban.example/a", 403, 3)
    worker.respond("http://ban.example/b", 200, 2)
    # An article found on a hub was stored: its discovery lag sample waits for the next flush.
    url = "http://ban.example/article"
    found = HtmlResponse(url, body=b"x", request=Request(url, meta={"discovered_at": time.time() - 2}))
    run(worker.spider.discovery._item_scraped, {}, found, worker.spider)
    worker.close()
    assert window_counts(redis_client, worker.frontier, "ban.example") == (5, 3)
    assert [b"http://ban.example/article" in x for x in redis_client.lrange(worker.frontier.keys.hubs_lag, 0, -1)] == [
        True
    ]
    assert worker.stat("politeness/counts_dropped_at_close") == 0 and worker.stat("discovery/lags_dropped") == 0


def test_counts_that_cannot_be_written_at_close_are_logged_and_counted(
    redis_server: RedisService, redis_client: Any, caplog: pytest.LogCaptureFixture
) -> None:
    worker = ClosingWorker(redis_server.url)
    worker.respond("http://away.example/a", 403, 4)
    # Redis just failed: the close writes requests and acks first, and does not wait for these counts.
    run(worker.frontier.redis_failed, RedisConnectionError("gone"))
    worker.close()
    assert window_counts(redis_client, worker.frontier, "away.example") == (0, 0)
    assert worker.stat("politeness/counts_dropped_at_close") == 4
    assert "Ban-window counts of 4 responses not written at close: Redis is unreachable" in caplog.text


def test_the_final_flush_to_a_stalled_redis_keeps_the_close_within_its_timeout(
    redis_server: RedisService, redis_client: Any
) -> None:
    with TcpProxy(redis_server.port, delay_ms=0) as proxy:
        worker = ClosingWorker(proxy.url, FRONTIER_CLOSE_TIMEOUT=2.0, FRONTIER_REDIS_TIMEOUT=1.0)
        worker.respond("http://stalled.example/a", 403, 3)
        proxy.stall()
        started = time.monotonic()
        try:
            worker.close()
        finally:
            proxy.resume()
        took = time.monotonic() - started
    # The ban-window update on the lane before the close's own writes fails at its socket timeout; the close
    # still ends within FRONTIER_CLOSE_TIMEOUT (plus that one timeout at most), and the counts are reported.
    assert took < 2.0 + 1.0 + 1.0, took
    assert worker.stat("politeness/redis_errors") == 1 and worker.stat("politeness/counts_dropped_at_close") == 3
