"""The operations components while Redis stops answering: the reactor goes on, and so do they once it answers.

Redis is put behind a loopback TCP proxy (crawler/devstack/tcpproxy.py) whose `stall()` swallows every
packet without a reset, as a dead network link does. A LoopingCall on the reactor measures how late it
runs: a Redis call made on the reactor thread would hold it for a whole socket timeout.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from prometheus_client import CollectorRegistry
from scrapy import Spider
from scrapy.http import HtmlResponse, Request
from scrapy.utils.defer import deferred_from_coro

from crawler.devstack.procs import wait_until
from crawler.devstack.services import RedisService
from crawler.devstack.tcpproxy import TcpProxy
from crawler.extensions.control import ControlChannel
from crawler.extensions.heartbeat import Heartbeat
from crawler.extensions.metrics import StatsCollector
from crawler.extensions.progress import ClusterProgress
from crawler.frontier.component import Frontier
from crawler.frontier.keys import FrontierKeys
from crawler.middlewares.paramlearn import ParamLearningMiddleware
from crawler.middlewares.proxy import ProxyPoolMiddleware
from crawler.redisio import RedisIO
from tests.conftest import HeldPorts
from tests.inprocess import project_crawler
from tests.reactor_io import LagMeter, drained, on_reactor, run  # noqa: F401 - on_reactor is a fixture

pytestmark = pytest.mark.usefixtures("on_reactor")
KEYS = FrontierKeys("news", "news:start_urls")
TIMEOUT = 2.0  # OPS_REDIS_SOCKET_TIMEOUT here: what a blocking call would hold the reactor for
DEAD_AFTER = 4 * TIMEOUT
FAST = {
    "OPS_REDIS_SOCKET_TIMEOUT": TIMEOUT,
    "OPS_REDIS_CONNECT_TIMEOUT": TIMEOUT,
    "HEARTBEAT_INTERVAL": 0.2,
    "WORKER_DEAD_AFTER": 3.0,
    "CONTROL_POLL_INTERVAL": 0.1,
    "CLUSTER_PROGRESS_INTERVAL": 0.2,
    "PROXY_POOL_ENABLED": True,
    "PROXY_LIST": ["http://127.0.0.1:9"],  # never contacted: only the pool's bookkeeping runs here
    "PROXY_REFRESH_INTERVAL": 0.2,
    "PROXY_COOLDOWN_BASE": 60.0,
    "CANONICAL_LEARN_REFRESH": 0.2,
}


@pytest.fixture
def proxy(redis_server: RedisService, redis_client: Any) -> Iterator[TcpProxy]:
    with TcpProxy(redis_server.port) as p:
        yield p
        p.resume()


class Worker:
    """One worker's operations components on a crawler of its own (its own frontier token and lanes)."""

    def __init__(self, worker_id: str, redis_url: str, **settings: Any) -> None:
        self.crawler = project_crawler(REDIS_URL=redis_url, WORKER_ID=worker_id, **{**FAST, **settings})
        self.spider = Spider(name="news")
        self.frontier = Frontier.from_crawler(self.crawler)
        self.frontier.open(self.spider)
        self.heartbeat = Heartbeat.from_crawler(self.crawler)
        self.control = ControlChannel.from_crawler(self.crawler)
        self.progress = ClusterProgress.from_crawler(self.crawler)
        self.proxies = ProxyPoolMiddleware.from_crawler(self.crawler)
        self.learning = ParamLearningMiddleware.from_crawler(self.crawler)

    def open(self) -> None:
        # The frontier's own housekeeping (leases, reclaim) is not the subject here: only the control task
        # runs from its loop, as in a worker.
        for name in ("extend_leases", "reclaim", "report_bloom"):
            self.frontier.housekeeping.remove(name)
        run(self.heartbeat.spider_opened, self.spider)
        run(self.progress.spider_opened, self.spider)
        for opened in (self.control.spider_opened, self.proxies._opened, self.learning._opened):  # coroutines
            run(lambda opened=opened: deferred_from_coro(opened(self.spider)))
        run(self.frontier.housekeeping.start)

    def close(self) -> None:
        run(self.frontier.housekeeping.stop)
        for closed in (self.progress.spider_closed, self.heartbeat.spider_closed):  # coroutines
            run(lambda closed=closed: deferred_from_coro(closed(self.spider, "finished")), timeout=30)
        run(self.control.spider_closed, self.spider, "finished")
        run(self.proxies._closed, self.spider)
        run(self.learning._closed, self.spider, "finished")
        run(RedisIO.of(self.crawler).stop)  # no engine here to stop the lanes with

    def stat(self, name: str) -> Any:
        return self.crawler.stats.get_value(name, 0)


def page(url: str, text: str) -> HtmlResponse:
    return HtmlResponse(url, body=f"<html><body><p>{text}</p></body></html>".encode(), request=Request(url))


def last_seen(redis_client: Any, worker_id: str) -> float:
    return float(redis_client.hget(KEYS.worker(worker_id), "last_seen") or 0)


def test_a_stalled_redis_holds_no_operations_component_on_the_reactor_and_they_carry_on_after(
    proxy: TcpProxy, redis_server: RedisService, redis_client: Any
) -> None:
    # A stall of a few timeouts, shorter than WORKER_DEAD_AFTER.
    cut = Worker("cut", proxy.url, WORKER_DEAD_AFTER=DEAD_AFTER)  # its Redis will stop answering
    peer = Worker("peer", redis_server.url, WORKER_DEAD_AFTER=DEAD_AFTER)  # the cluster, still reaching Redis
    cut.open()
    peer.open()
    try:
        wait_until(lambda: cut.stat("cluster/workers") == 2 and peer.stat("cluster/workers") == 2, 20, "both beating")
        # The peer may judge the silent once Redis answered it for WORKER_DEAD_AFTER.
        time.sleep(DEAD_AFTER)
        meter = LagMeter()
        meter.start()
        proxy.stall()
        stalled_at = time.monotonic()
        seen_before = last_seen(redis_client, "cut")
        # Work for every component while nothing answers: a failure to record, new evidence, a command.
        pending = run(lambda: [cut.proxies.pool.failed("127.0.0.1:9", "TimeoutError", "errors")])[0]
        assert run(lambda: cut.proxies.pool.choose()) == (
            cut.proxies.pool.proxies["127.0.0.1:9"],
            pytest.approx(60, abs=2),
        )
        run(lambda: cut.learning.process_response(Request("http://a.test/x?v=1"), page("http://a.test/x?v=1", "x")))
        assert not pending.called  # the failure is recorded in Redis on the lane, later
        wait_until(
            lambda: all(
                cut.stat(f"{name}/redis_errors") >= 1
                for name in ("heartbeat", "proxy", "control", "progress")
            ),
            4 * TIMEOUT, "a call of every component to time out",
        )  # fmt: skip
        stalled_for = time.monotonic() - stalled_at
        proxy.resume()
        worst = meter.stop()
        # Beats and the other components' calls waited a whole timeout each; the reactor did not.
        assert TIMEOUT <= stalled_for < DEAD_AFTER - 1 and meter.ticks > stalled_for / meter.interval / 2
        assert worst < TIMEOUT / 4, f"the reactor was held {worst:.2f}s while Redis did not answer"
        assert cut.stat("worker/redis_up") == 0
        # The worker's /metrics says so, without asking Redis.
        registry = CollectorRegistry()
        registry.register(StatsCollector(cut.crawler.stats))
        metrics = scrape(registry)
        assert metrics["crawler_redis_up{}"] == 0 and metrics["crawler_redis_answer_age_seconds{}"] >= TIMEOUT
        # Redis answers again: every component carries on.
        wait_until(lambda: last_seen(redis_client, "cut") > seen_before, 10, "the cut worker to beat again")
        wait_until(lambda: cut.stat("worker/redis_up") == 1, 10, "the heartbeat to see Redis up")
        # The failure seen during the stall stayed local (counted); the next one is shared again.
        run(lambda: cut.proxies.pool.failed("127.0.0.1:9", "TimeoutError", "errors"))
        assert redis_client.zscore("{news}:proxies:cooldown", "127.0.0.1:9") > time.time() + 30
        # URL-parameter evidence: what timed out is counted; the next response's is recorded again.
        drained(cut.learning.evidence)
        assert cut.stat("canonical/redis_errors") >= 1
        run(lambda: cut.learning.process_response(Request("http://a.test/x?v=2"), page("http://a.test/x?v=2", "x")))
        drained(cut.learning.evidence)
        assert redis_client.hlen(cut.learning.variants_prefix + "a.test") == 1

        # Pub/sub keeps nothing for a subscriber that is not there yet (the cut worker resubscribes on
        # its next poll; persistent commands are covered by the state keys), so publish until it reads.
        def read_again() -> bool:
            redis_client.publish(KEYS.control_channel, "not json")
            return cut.stat("control/malformed") >= 1

        wait_until(read_again, 10, "the control channel to be read again", interval=0.3)
        cut.crawler.stats.set_value("cluster/workers", -1)
        wait_until(lambda: cut.stat("cluster/workers") == 2, 10, "the progress line to read the cluster again")
        # Shorter than WORKER_DEAD_AFTER: nobody was declared dead for it.
        time.sleep(1.0)
        assert peer.stat("heartbeat/dead_workers") == 0 and cut.stat("heartbeat/declared_dead") == 0
        assert redis_client.hget(KEYS.worker("cut"), "state") == b"running"
    finally:
        proxy.resume()
        cut.close()
        peer.close()


def test_a_worker_cut_off_longer_than_worker_dead_after_is_declared_dead_and_beats_back_to_life(
    proxy: TcpProxy, redis_server: RedisService, redis_client: Any
) -> None:
    cut = Worker("cut", proxy.url)
    peer = Worker("peer", redis_server.url)
    # A request the cut worker holds under its lease: its peers must hand it back for others to fetch.
    assert run(cut.frontier.enqueue, Request("http://a.test/held"))
    run(cut.frontier.flush)
    claimed: list[Any] = []
    run(lambda: cut.frontier.claim(1, True, lambda out, wait_ms: claimed.extend(out)))
    assert len(claimed) == 1
    assert redis_client.zcard(KEYS.leases) == 1 and cut.frontier.counts()["queued"] == 0
    cut.open()
    peer.open()
    try:
        wait_until(lambda: last_seen(redis_client, "cut") > 0, 10, "the cut worker's first beat")
        time.sleep(FAST["WORKER_DEAD_AFTER"])
        proxy.stall()
        wait_until(lambda: peer.stat("heartbeat/dead_workers") == 1, 20, "the peer to declare the cut worker dead")
        assert redis_client.hget(KEYS.worker("cut"), "state") == b"dead"
        # Its lease was expired and reclaimed at once: the request is queued again, nothing is lost.
        wait_until(lambda: peer.frontier.counts()["queued"] == 1, 10, "the held request to be queued again")
        assert redis_client.zcard(KEYS.leases) == 0
        proxy.resume()
        wait_until(lambda: redis_client.hget(KEYS.worker("cut"), "state") == b"running", 10, "it to beat as running")
        # A beat written during the stall may land after the verdict (the proxy delivers what it held, as TCP
        # would), so the verdict is repeated here as a peer's write: the worker sees and reports it.
        before = cut.stat("heartbeat/declared_dead")
        redis_client.hset(KEYS.worker("cut"), "state", "dead")
        wait_until(lambda: cut.stat("heartbeat/declared_dead") == before + 1, 10, "the cut worker to report it")
        assert redis_client.hget(KEYS.worker("cut"), "state") == b"running"
    finally:
        proxy.resume()
        cut.close()
        peer.close()


def scrape(registry: Any) -> dict[str, float]:
    from prometheus_client import generate_latest
    from prometheus_client.parser import text_string_to_metric_families

    values = {}
    for family in text_string_to_metric_families(generate_latest(registry).decode()):
        for sample in family.samples:
            label = ",".join(f"{k}={v}" for k, v in sorted(sample.labels.items()))
            values[f"{sample.name}{{{label}}}"] = sample.value
    return values


def test_the_cluster_exporter_answers_within_its_read_timeout_while_redis_is_stalled(
    proxy: TcpProxy, redis_client: Any
) -> None:
    import redis
    from redis.backoff import NoBackoff
    from redis.retry import Retry

    from crawler.extensions.cluster_metrics import ClusterCollector

    redis_client.lpush("news:start_urls", "http://a.test/")
    client = redis.Redis(port=proxy.port, socket_timeout=30, retry=Retry(NoBackoff(), 0))  # longer than a scrape
    registry = CollectorRegistry()
    registry.register(ClusterCollector(client, "news", "%(name)s:start_urls", 30.0, read_timeout=1.0))
    up = scrape(registry)
    assert up["crawler_cluster_redis_up{}"] == 1 and up["crawler_frontier{part=start_urls}"] == 1
    proxy.stall()
    for _ in range(2):  # the second scrape does not queue a read behind the stuck one
        started = time.monotonic()
        stalled = scrape(registry)
        assert time.monotonic() - started < 1.0 + 1.0
        assert stalled["crawler_cluster_redis_up{}"] == 0
        assert not [name for name in stalled if name.startswith("crawler_frontier")]  # no figures, not old ones
    assert stalled["crawler_cluster_redis_errors_total{}"] == 2 and stalled["crawler_cluster_read_age_seconds{}"] >= 2
    proxy.resume()
    wait_until(lambda: scrape(registry)["crawler_cluster_redis_up{}"] == 1, 10, "the exporter to read Redis again")
    assert scrape(registry)["crawler_cluster_read_age_seconds{}"] < 1.0


class PagesSpider(Spider):
    """Fetches the given pages, one item each (the stock scheduler: the frontier is not involved)."""

    name = "pages"

    def __init__(self, urls: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls

    async def start(self) -> Any:
        for url in self.urls:
            yield Request(url)

    def parse(self, response: Any) -> Any:
        yield {"url": response.url}


def start_crawl(redis_url: str, urls: list[str], timeout: float = TIMEOUT, **env: str) -> tuple[Any, Any]:
    """A worker crawl of `urls` on the session's reactor with the stock scheduler (the frontier, whose own
    Redis calls are not the subject here, is not involved): (crawler, Deferred of the crawl)."""
    from scrapy.crawler import CrawlerRunner
    from scrapy.settings import Settings

    from tests.inprocess_workers import ASYNCIO_REACTOR, worker_settings
    from tests.worker import quicken_engine_heartbeat

    base = {
        "REDIS_URL": redis_url, "WORKER_ID": "cut", "LOG_LEVEL": "INFO", "STORAGE_PIPELINES": "",
        "SSRF_ALLOWED_NETWORKS": "127.0.0.0/8", "METRICS_PORT": "0",
    }  # fmt: skip
    settings = Settings()
    settings.setdict(worker_settings({**base, **env}), priority="project")
    settings.setdict(
        {
            "TELNETCONSOLE_ENABLED": False, "MEMUSAGE_ENABLED": False, "TWISTED_REACTOR": ASYNCIO_REACTOR,
            "SCHEDULER": "scrapy.core.scheduler.Scheduler", "DUPEFILTER_CLASS": "scrapy.dupefilters.RFPDupeFilter",
            "CONCURRENT_REQUESTS": 1, "DOWNLOAD_DELAY": 0.02, "DOWNLOAD_DELAY_JITTER": 0,
            "OPS_REDIS_SOCKET_TIMEOUT": timeout, "OPS_REDIS_CONNECT_TIMEOUT": timeout,
            "CONTROL_POLL_INTERVAL": 0.1, "CLUSTER_PROGRESS_INTERVAL": 0.2, "CANONICAL_LEARN_REFRESH": 0.2,
            "REACTOR_LAG_INTERVAL": 0.02, "LOGSTATS_INTERVAL": 0.5,
        },
        priority="cmdline",
    )  # fmt: skip
    box: dict[str, Any] = {}
    quicken_engine_heartbeat()  # an idle crawl ends at once, not at Scrapy's next 5 s check

    def crawl() -> None:
        runner = CrawlerRunner(settings)
        box["crawler"] = crawler = runner.create_crawler(PagesSpider)
        box["done"] = runner.crawl(crawler, urls=urls)

    run(crawl)
    return box["crawler"], box["done"]


def test_a_crawl_goes_on_while_redis_is_stalled_and_obeys_control_once_it_answers(
    proxy: TcpProxy, redis_server: RedisService, redis_client: Any, static_site: Any, held_ports: HeldPorts
) -> None:
    """robots.txt, the control channel, URL-parameter learning and the progress line of a crawl whose Redis
    stops answering before it starts: pages are fetched, stats and /metrics go on, and once Redis answers a
    `stop` command ends the crawl."""
    import urllib.request

    from crawler.extensions.control import send_command

    site = static_site(400)
    port = held_ports.take()
    proxy.stall()
    # A longer socket timeout than the other tests': a blocking call would hold the reactor 4 s, far from the
    # 1.18 and 1.21 s that the reactor's lag reached under a loaded fresh-clone run with 2 s (all threads of the
    # test process, its sites and proxy among them, share one GIL there).
    timeout = 2 * TIMEOUT
    urls = [site.origin + path for path in site.paths]
    crawler, done = start_crawl(proxy.url, urls, timeout=timeout, METRICS_PORT=str(port))

    def stat(name: str) -> Any:
        return crawler.stats.get_value(name, 0)

    def scrape_port() -> dict[str, float]:
        from prometheus_client.parser import text_string_to_metric_families

        text = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=2).read().decode()
        return {s.name: s.value for f in text_string_to_metric_families(text) for s in f.samples if not s.labels}

    wait_until(lambda: stat("response_received_count") >= 50, 30, "pages fetched while Redis does not answer")
    assert scrape_port()["crawler_items_total"] >= 1  # /metrics answers during the stall
    fetched_stalled = stat("response_received_count")
    assert stat("robotstxt/redis_errors") >= 1 and stat("control/redis_errors") >= 1
    proxy.resume()
    send_command(redis_client, FrontierKeys("pages", "pages:start_urls"), "stop")
    wait_until(lambda: done.called, 30, "the crawl to stop on the command")
    assert crawler.stats.get_value("finish_reason") == "control_stop", (
        stat("response_received_count"),
        stat("elapsed_time_seconds"),
        stat("control/stopping"),
    )
    assert fetched_stalled < stat("response_received_count") < len(site.paths)  # it went on, then stopped
    assert [r["path"] for r in site.requests()].count("/robots.txt") == 1  # fetched itself, once
    assert stat("worker/reactor_lag_max") < timeout / 2  # a blocking call would hold it for `timeout` or more


def test_robots_txt_lookups_of_many_new_sites_cost_one_timeout_while_redis_is_stalled(
    proxy: TcpProxy, redis_client: Any
) -> None:
    """The lookups queued behind the one that timed out fail at once: every site's robots.txt is fetched by
    the worker itself within about one timeout, not one timeout after another, before any of its pages.

    The sites disallow nothing: a refusal is recorded in Redis by the frontier's RefusalLog, on the reactor
    (crawler/frontier/refusals.py, not converted here)."""
    from tests.politeness_site import TestSite, page_path

    sites = [TestSite(f"127.0.0.{60 + n}", 10).start() for n in range(4)]
    try:
        urls = [site.origin + page_path(n) for n in range(10) for site in sites]  # interleaved: all sites at once
        proxy.stall()
        crawler, done = start_crawl(proxy.url, urls, CONCURRENT_REQUESTS="16")
        wait_until(lambda: all(s.fetched() == s.paths for s in sites), 30, "every page, Redis still stalled")
        # The close waits out the lanes' calls still stuck on the stalled Redis, without holding the reactor.
        meter = LagMeter()
        meter.start()
        wait_until(lambda: done.called, 30, "the crawl to finish")
        assert meter.stop() < TIMEOUT / 2
        robots = sorted(h.at for site in sites for h in site.hits if h.path == "/robots.txt")
        assert len(robots) == len(sites)  # once per site
        assert robots[-1] - robots[0] < TIMEOUT, f"robots.txt fetches spread over {robots[-1] - robots[0]:.1f}s"
        for site in sites:
            assert site.hits[0].path == "/robots.txt"  # its rules were known before any page was sent
            assert site.fetched() == site.paths
        assert crawler.stats.get_value("robotstxt/redis_errors") == len(sites)
    finally:
        proxy.resume()
        for site in sites:
            site.stop()


def test_the_warc_digest_index_costs_one_timeout_while_redis_is_stalled_then_asks_again(proxy: TcpProxy) -> None:
    """On the group commit's threads (never the reactor): one lookup waits a timeout, the next ones in the
    retry window answer from the local cache at once (pages are stored in full), then Redis is asked again."""
    import redis
    from redis.backoff import NoBackoff
    from redis.retry import Retry

    from crawler.pipelines.warc import DigestIndex

    client = redis.Redis(port=proxy.port, socket_timeout=TIMEOUT, retry=Retry(NoBackoff(), 0))
    index = DigestIndex(client, "test:digests", retry_after=1.0)
    index.add_many({"known": {"uri": "http://a.test/"}})
    proxy.stall()
    started = time.monotonic()
    assert index.get_many(["new-1"]) == {} and index.errors == 1
    assert time.monotonic() - started >= TIMEOUT
    started = time.monotonic()
    assert index.get_many(["known", "new-2"]) == {"known": {"uri": "http://a.test/"}}  # the local cache answers
    index.add_many({"new-2": {"uri": "http://a.test/2"}})
    assert time.monotonic() - started < TIMEOUT / 4 and index.skipped == 2 and index.errors == 1
    proxy.resume()
    time.sleep(1.0)  # the retry window of this index
    index.add_many({"new-3": {"uri": "http://a.test/3"}})
    assert index.errors == 1 and client.hexists("test:digests", "new-3")


def test_the_cluster_exporter_recovers_from_a_read_that_fails_on_bad_data(redis_client: Any) -> None:
    from crawler.extensions.cluster_metrics import ClusterCollector
    from crawler.frontier.keys import FrontierKeys

    keys = FrontierKeys("news", "news:start_urls")
    redis_client.lpush("news:start_urls", "http://a.test/")
    # A live worker whose record the exporter cannot read (another version, or edited by hand).
    redis_client.zadd(keys.workers, {"w1": time.time()})
    redis_client.hset(keys.worker("w1"), mapping={"state": "running", "pages_per_s_1m": "fast"})
    registry = CollectorRegistry()
    registry.register(ClusterCollector(redis_client, "news", "%(name)s:start_urls", 30.0))
    bad = scrape(registry)
    assert bad["crawler_cluster_redis_up{}"] == 0 and bad["crawler_cluster_read_errors_total{}"] == 1
    assert not [name for name in bad if name.startswith("crawler_frontier")]
    redis_client.hset(keys.worker("w1"), "pages_per_s_1m", "2.5")
    good = scrape(registry)  # the failed read is not kept: this scrape reads afresh
    assert good["crawler_cluster_redis_up{}"] == 1 and good["crawler_frontier{part=start_urls}"] == 1
    assert good["crawler_cluster_pages_per_second{}"] == 2.5 and good["crawler_cluster_read_errors_total{}"] == 1
