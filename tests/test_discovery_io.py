"""Discovery's Redis work never holds the reactor: the seen-filter check of a hub's links runs on the lane.

Real Redis behind the loopback TCP proxy (crawler/devstack/tcpproxy.py); a sampler thread watches the
reactor thread's stack for redis-py frames (tests/test_frontier_io.py) and a LoopingCall measures how late
the reactor runs (tests/reactor_io.py).
"""

from __future__ import annotations

import inspect
import json
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from redis.exceptions import ConnectionError as RedisConnectionError
from scrapy.http import Request, Response
from scrapy.utils.defer import deferred_from_coro
from twisted.internet import defer

from crawler.devstack.procs import wait_until
from crawler.devstack.services import RedisService
from crawler.devstack.tcpproxy import TcpProxy
from crawler.frontier.component import Frontier
from crawler.frontier.hubs import Hub, hub_id
from crawler.redisio import RedisIO
from crawler.spiders.news import NewsSpider
from tests.inprocess import project_crawler
from tests.inprocess_workers import REACTOR
from tests.reactor_io import LagMeter, drained, on_reactor, run  # noqa: F401 - on_reactor is a fixture
from tests.test_frontier_io import RedisOnReactorProbe

pytest_plugins = ["tests.net_fixtures"]
pytestmark = pytest.mark.usefixtures("on_reactor")
ORIGIN = "http://127.0.0.1:9"  # never fetched: the hub response is built here
FEED = ORIGIN + "/rss.xml"


@pytest.fixture
def proxy(redis_server: RedisService, redis_client: Any) -> Iterator[TcpProxy]:
    with TcpProxy(redis_server.port, delay_ms=0) as p:
        yield p
        p.resume()


class HubWorker:
    """A news spider on an open frontier whose Redis is behind the proxy (no engine: the hub callback is
    called as Scrapy calls it, on the reactor)."""

    def __init__(self, redis_url: str, **settings: Any) -> None:
        self.crawler = project_crawler(
            NewsSpider, REDIS_URL=redis_url, SSRF_ALLOWED_NETWORKS=["127.0.0.0/8"], **settings
        )
        self.spider = NewsSpider.from_crawler(self.crawler)
        self.crawler.spider = self.spider
        self.frontier = Frontier.from_crawler(self.crawler)
        self.frontier.open(self.spider)
        for name in list(self.frontier.housekeeping.names):  # nothing periodic: only the hub's own calls
            self.frontier.housekeeping.remove(name)

    def close(self) -> None:
        run(lambda: self.frontier.close([]), timeout=60)
        run(RedisIO.of(self.crawler).stop)

    def stat(self, name: str) -> Any:
        return self.crawler.stats.get_value(name, 0)


def rss(urls: list[str]) -> bytes:
    now = datetime.now(UTC).strftime("%a, %d %b %Y %H:%M:%S +0000")
    items = "".join(f"<item><title>t</title><link>{u}</link><pubDate>{now}</pubDate></item>" for u in urls)
    return f'<?xml version="1.0"?><rss version="2.0"><channel><title>x</title>{items}</channel></rss>'.encode()


def hub_response(worker: HubWorker, urls: list[str]) -> Response:
    worker.spider.discovery.schedule.register([Hub(FEED, "feed", "127.0.0.1", 0, 1000)])
    (due,) = worker.spider.discovery.schedule.take(10, 60_000)
    return Response(FEED, body=rss(urls), request=worker.spider.discovery.request_for(due))


def start_callback(worker: HubWorker, response: Response) -> Any:
    """Call the spider's callback on the reactor, as Scrapy does; returns the Deferred of its coroutine."""
    box: dict[str, Any] = {}

    def call() -> None:
        result = worker.spider.parse(response)
        # A coroutine is awaited by Scrapy; anything else is iterated there and then, on the reactor.
        box["d"] = deferred_from_coro(result) if inspect.iscoroutine(result) else defer.succeed(list(result))

    run(call)
    return box["d"]


def test_a_hub_page_checked_while_redis_is_stalled_holds_no_reactor_and_counts_its_new_links_right(
    proxy: TcpProxy, redis_client: Any
) -> None:
    worker = HubWorker(proxy.url, FRONTIER_REDIS_TIMEOUT=10.0)
    urls = [f"{ORIGIN}/a/{i}.html" for i in range(6)]
    try:
        # Two of the feed's articles were queued before: the visit must bring the four others, and count 4.
        def queue_two() -> None:
            for url in urls[:2]:
                assert worker.frontier.enqueue(Request(url, callback=worker.spider.parse))
            worker.frontier.flush()

        run(queue_two)
        drained(worker.frontier.lane)
        response = hub_response(worker, urls)
        probe = RedisOnReactorProbe()
        probe.start(REACTOR.call(threading.get_ident))
        meter = LagMeter()
        meter.start()
        proxy.stall()
        d = start_callback(worker, response)
        # Redis answers nothing: the callback waits on the lane, the reactor goes on.
        for _ in range(5):
            started = time.monotonic()
            run(lambda: None)
            assert time.monotonic() - started < 0.5, "the reactor was held by the hub's seen-filter check"
            time.sleep(0.2)
        assert not run(lambda: d.called), "the check cannot have been answered while Redis is stalled"
        proxy.resume()
        requests = run(lambda: d, timeout=30)
        worst = meter.stop()
        probe.stop()
        assert sorted(r.url for r in requests) == urls[2:]  # none lost, none seen before
        assert all(r.meta["crawl_mode"] == "article" and r.meta["hub_parent"] == hub_id(FEED) for r in requests)
        assert worker.stat("discovery/new_links") == 4 and worker.stat("discovery/seen_check_failed") == 0
        drained(worker.frontier.lane)  # the visit's report went to the lane after the check
        assert worker.spider.discovery.schedule.get(hub_id(FEED))["last_new"] == "4"
        assert worst < 0.5, f"the reactor came {worst:.2f}s late"
        assert probe.samples > 100
        assert not probe.in_redis, probe.in_redis.most_common(5)
    finally:
        proxy.resume()
        worker.close()


def test_a_seen_check_redis_does_not_answer_counts_the_links_as_new_and_loses_none(
    proxy: TcpProxy, redis_client: Any
) -> None:
    timeout = 1.0
    worker = HubWorker(proxy.url, FRONTIER_REDIS_TIMEOUT=timeout)
    urls = [f"{ORIGIN}/b/{i}.html" for i in range(3)]
    try:
        response = hub_response(worker, urls)
        proxy.stall()
        d = start_callback(worker, response)
        started = time.monotonic()
        run(lambda: None)
        assert time.monotonic() - started < 0.5, "the reactor was held by the hub's seen-filter check"
        # The lane's call times out: every link counts as new (the enqueue script de-duplicates them).
        requests = run(lambda: d, timeout=30)
        assert sorted(r.url for r in requests) == urls
        assert worker.stat("discovery/seen_check_failed") == 1 and worker.stat("discovery/new_links") == 3

        # While the frontier backs off, the check is not even tried: the visit is answered at once.
        def visit_while_backing_off() -> Any:
            worker.frontier.redis_failed(RedisConnectionError("stalled"))
            return deferred_from_coro(worker.spider.parse(Response(FEED, body=rss(urls), request=response.request)))

        assert sorted(r.url for r in run(visit_while_backing_off, timeout=5)) == urls
        assert worker.stat("discovery/seen_check_skipped") == 1
    finally:
        proxy.resume()
        worker.close()


# --- a whole crawl: no Redis call on the reactor thread --------------------------------------------------

STORY = "<p>" + "The council met on Tuesday to discuss the proposal, which divided residents. " * 12 + "</p>"
JS_ONLY = (
    '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "NewsArticle", '
    '"headline": "Storm"}</script>'
)


def extras_route(origin: list[str]) -> Any:
    """A site of everything but hubs: bans, a Retry-After, a flaky page, a JavaScript-only article, URL
    variants that teach a parameter, a robots.txt Crawl-delay and a path it disallows."""
    tries: dict[str, int] = {}

    def route(path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
        tries[path] = tries.get(path, 0) + 1
        base = origin[0]
        if path == "/robots.txt":
            return 200, {"Content-Type": "text/plain"}, b"User-agent: *\nCrawl-delay: 0.05\nDisallow: /private/\n"
        if path == "/":
            links = [f"/p/{i}.html" for i in range(6)] + ["/ban/1", "/ban/2", "/busy", "/flaky", "/js.html"]
            links += ["/story.html?ref=a", "/story.html?ref=b", "/private/x.html"]
            body = "".join(f'<a href="{x}">link {x}</a> ' for x in links)
            return 200, {}, f"<html><body><h1>Extras</h1>{body}</body></html>".encode()
        if path.startswith("/ban/"):
            return 403, {}, b"<html><body>Access denied</body></html>"
        if path == "/busy" and tries[path] == 1:
            return 429, {"Retry-After": "1"}, b"<html><body>slow down</body></html>"
        if path == "/flaky" and tries[path] == 1:
            return 503, {}, b"<html><body>try again</body></html>"
        if path == "/js.html":
            body = f"<html><head>{JS_ONLY}</head><body><article><h1>Storm</h1><div id='app'></div></article>"
            return 200, {}, (body + "<script>render()</script></body></html>").encode()
        if path.startswith("/story.html"):
            canonical = f'<link rel="canonical" href="{base}/story.html">'
            return 200, {}, f"<html><head>{canonical}</head><body><h1>Story</h1>{STORY}</body></html>".encode()
        title = path.strip("/").replace("/", " ")
        return 200, {}, f"<html><head><title>{title}</title></head><body><h1>{title}</h1>{STORY}</body></html>".encode()

    return route


def test_a_whole_crawl_with_hubs_bans_retries_render_flags_and_learning_makes_no_redis_call_on_the_reactor(
    redis_server: RedisService, redis_client: Any, local_site: Any, inprocess_workers: Any
) -> None:
    from crawler.demo.live import LiveSite, serve

    live = LiveSite(every=3600, initial=8, t0=time.time() + 86400)  # 8 articles, nothing new during the run
    server = serve(live)
    origin: list[str] = []
    extras = local_site(extras_route(origin))
    origin.append(extras.origin)
    redis_client.lpush(
        "news:start_urls",
        json.dumps({"url": live.origin + "/", "meta": {"mode": "hub"}}),
        json.dumps({"url": extras.origin + "/", "meta": {"mode": "site"}}),
    )
    probe = RedisOnReactorProbe()
    # Every round trip 20 ms: a Redis call made on the reactor thread is caught by the sampler many times.
    with TcpProxy(redis_server.port, delay_ms=20) as proxy:
        try:
            inprocess_workers.start(
                "probed",
                REDIS_URL=proxy.url,
                DEPTH_LIMIT="1",
                RETRY_DELAY="0.5",
                DISCOVERY_POLL_INTERVAL="0.2",
                DISCOVERY_MIN_INTERVAL="1",
                DISCOVERY_MAX_INTERVAL="600",
                BAN_FLUSH_INTERVAL="0.2",
                BAN_MIN_RESPONSES="2",
                CANONICAL_LEARN_REFRESH="0.2",
                DISCOVERY_SECTION_MIN_LINKS="2",  # the live site's section pages (2 articles each) become hubs
                CRAWL_IDLE_TIMEOUT="4",
                REACTOR_LAG_INTERVAL="0.1",
            )
            wait_until(lambda: len(live.requests()) + len(extras.requests()) >= 1, 60, "the first download")
            probe.start(REACTOR.call(threading.get_ident))
            run_ = inprocess_workers.wait("probed", timeout=240)
        finally:
            probe.stop()
            server.shutdown()
    assert run_.reason == "finished", run_.log[-3000:]
    stats = run_.stats
    # Everything the crawl was meant to exercise happened ...
    paths = {r["path"] for r in live.log}
    assert {"/rss.xml", "/atom.xml", "/robots.txt", "/news-sitemap.xml"} <= paths, paths
    assert stats.get("discovery/visits", 0) >= 5 and stats.get("discovery/new_links", 0) >= 8
    assert stats.get("discovery/sections_found", 0) == 4  # a listing found as an article: its first visit
    assert {f"/a/{n}.html" for n in range(8)} <= paths  # every article of the hubs, once found new
    assert stats.get("politeness/bans", 0) >= 2 and stats.get("politeness/retry_after_pauses", 0) == 1
    assert stats.get("politeness/crawl_delays", 0) >= 1 and stats.get("frontier/dead_lettered", 0) >= 1
    assert stats.get("news/needs_render", 0) == 1 and redis_client.sismember(
        "news:needs_render", extras.origin + "/js.html"
    )
    assert stats.get("retry/count", 0) >= 2 and stats.get("retry/delayed", 0) >= 2, stats  # 503, 429; 403s
    assert stats.get("canonical/learned", 0) == 1, stats  # ?ref= of /story.html
    assert stats.get("refused/robotstxt", 0) == 1 and redis_client.llen("{news}:refused") == 1, stats
    # ... and the reactor thread was never found inside redis-py.
    assert probe.samples > 200
    assert not probe.in_redis, probe.in_redis.most_common(8)
