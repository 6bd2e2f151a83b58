"""Many cheap robots.txt rounds: several crawlers in one process, on one reactor, share one frontier.

Each crawler has its own Frontier (its own lease token and robots.txt middleware), so to the cluster they
are separate workers; only the process is shared, which makes a round cost a second instead of three
worker start-ups. Run as `python -m tests.robots_rounds CONFIG.json REPORT.json` (tests/test_robots.py
does): the config names Redis, the rounds and the sites; the loopback sites are served from this process
and their access logs are read per round. The report holds, per round, what each site served and what
the crawlers counted; the test asserts on it.

A round ends when the shared frontier is empty (nothing queued, leased, delayed or waiting as a start
URL) twice in a row, 100 ms apart: every claim is acked only after the requests it produced are in
Redis, so an empty frontier means the crawl is done. The crawlers are then stopped gracefully.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import Any

CRAWLER_ENV = {
    "SCRAPY_SETTINGS_MODULE": "crawler.settings",
    "SPIDER_MODULES": "crawler.spiders",
    "STORAGE_PIPELINES": "",
    "SSRF_ALLOWED_NETWORKS": "127.0.0.0/8",
    "POLITENESS_DELAY": "0",
    "DISCOVERY_START_MODE": "site",
    "METRICS_PORT": "0",
    "LOG_LEVEL": "INFO",
}


def main(config_path: str, report_path: str) -> None:
    config = json.loads(Path(config_path).read_text())
    os.environ.update(CRAWLER_ENV)
    os.environ["REDIS_URL"] = config["redis_url"]
    os.environ.update(config.get("env", {}))

    from scrapy.utils.reactor import install_reactor

    install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")
    from scrapy import signals
    from scrapy.crawler import CrawlerRunner
    from scrapy.utils.project import get_project_settings
    from twisted.internet import defer, reactor, task

    from crawler.frontier.keys import FrontierKeys
    from crawler.frontier.queue import BloomParams, FrontierQueue
    from crawler.spiders.news import NewsSpider
    from tests.politeness_site import TestSite, page_path

    handler = logging.FileHandler(config["log_file"])
    handler.setFormatter(logging.Formatter("%(asctime)s [%(name)s] %(levelname)s: %(message)s"))
    logging.root.addHandler(handler)
    logging.root.setLevel(logging.INFO)
    settings = get_project_settings()
    settings.set("TELNETCONSOLE_ENABLED", False)
    settings.setdict(config.get("settings", {}), priority="cmdline")
    redis = __import__("redis").Redis.from_url(config["redis_url"])
    keys = FrontierKeys("news", "news:start_urls")
    queue = FrontierQueue(redis, keys, BloomParams(0.001, 0, 0))
    sites = [TestSite(host, config["pages"], robots=config["robots"]).start() for host in config["hosts"]]
    report: list[dict[str, Any]] = []

    def empty() -> bool:
        counts = queue.counts()
        return not any(counts[k] for k in ("queued", "delayed", "in_flight", "start_urls", "start_claims"))

    @defer.inlineCallbacks
    def rounds() -> Any:
        for round_no in range(config["rounds"]):
            for key in redis.scan_iter(match="*"):  # a fresh frontier; the cluster's robots.txt cache stays
                if not key.startswith(b"robotstxt:"):
                    redis.delete(key)
            expired = round_no in config["expire_rounds"]
            if expired:  # a real Redis expiry of every site's cached robots.txt
                for site in sites:
                    redis.pexpire(f"robotstxt:{site.origin}", 1)
                while any(redis.exists(f"robotstxt:{site.origin}") for site in sites):
                    yield task.deferLater(reactor, 0.01, lambda: None)
            for site in sites:
                with site._lock:
                    site.hits.clear()
            crawlers, runs, opened = [], [], []
            for w in range(config["workers"]):
                worker_settings = settings.copy()
                worker_settings.set("WORKER_ID", f"r{round_no}w{w}", priority="cmdline")
                runner = CrawlerRunner(worker_settings)
                crawler = runner.create_crawler(NewsSpider)
                is_open: defer.Deferred[None] = defer.Deferred()
                crawler.signals.connect(lambda d=is_open: d.callback(None), signal=signals.spider_opened, weak=False)
                opened.append(is_open)
                runs.append(runner.crawl(crawler))
                crawlers.append(crawler)
            done = defer.DeferredList(runs)
            # The start URLs go in once every worker is open, so all of them race for the same batches (a
            # worker that starts first would otherwise claim a whole small round alone).
            yield defer.DeferredList(opened)
            # Interleaved, so every claim batch holds requests of several sites nobody has the rules of yet.
            for n in config["start_pages"]:
                redis.lpush(keys.start_urls, *[site.origin + page_path(n) for site in sites])
            started = time.monotonic()
            quiet = 0
            while quiet < 2 and time.monotonic() - started < config["round_timeout"]:
                yield task.deferLater(reactor, 0.1, lambda: None)
                quiet = quiet + 1 if time.monotonic() - started > 0.5 and empty() else 0
            timed_out = quiet < 2
            yield defer.DeferredList([c.stop() for c in crawlers])
            yield done
            stats = [c.stats.get_stats() for c in crawlers]
            report.append(
                {
                    "round": round_no,
                    "expired": expired,
                    "timed_out": timed_out,
                    "seconds": round(time.monotonic() - started, 2),
                    "served": {site.origin: sorted(h.path for h in site.page_hits()) for site in sites},
                    "robots_fetches": {
                        site.origin: sum(1 for h in site.hits if h.path == "/robots.txt") for site in sites
                    },
                    "refused": [json.loads(r) for r in redis.lrange(keys.refused, 0, -1)],
                    "dead": redis.llen(keys.dead),
                    "stats": [{k: v for k, v in s.items() if isinstance(v, int | float)} for s in stats],
                    "reasons": [s.get("finish_reason") for s in stats],
                }
            )

    def finish(result: Any) -> Any:
        Path(report_path).write_text(json.dumps(report, default=str))
        for site in sites:
            site.stop()
        reactor.stop()
        return result

    def failed(failure: Any) -> None:
        sys.stderr.write(failure.getTraceback())
        os._exit(1)

    reactor.callWhenRunning(lambda: rounds().addBoth(finish).addErrback(failed))
    reactor.run()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
