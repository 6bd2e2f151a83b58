"""Operations: heartbeats, the control channel, frontier commands and Prometheus metrics, on real workers."""

from __future__ import annotations

import json
import re
import signal
import time
import urllib.request
from collections import Counter
from typing import Any
from urllib.parse import urlsplit

from prometheus_client.parser import text_string_to_metric_families

from crawler.devstack.procs import wait_until
from crawler.devstack.services import REPO, RedisService
from crawler.devstack.staticsite import StaticSiteService
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue
from tests.conftest import HeldPorts, Workers, run_cli

KEYS = FrontierKeys("news", "news:start_urls")
OPS = {"DEPTH_LIMIT": "0", "CRAWL_IDLE_TIMEOUT": "2", "HEARTBEAT_INTERVAL": "0.5", "METRICS_PORT": "0"}
SLOW = {**OPS, "CONCURRENT_REQUESTS": "1", "POLITENESS_DELAY": "0.05"}


def served(site: StaticSiteService) -> int:
    return sum(1 for r in site.requests() if r["path"] != "/robots.txt")


def workers_json(redis: RedisService) -> dict[str, dict[str, Any]]:
    out = run_cli(redis.url, "frontier", "workers", "--json").stdout
    return {w["id"]: w for w in json.loads(out)}


def test_pause_resume_stop_across_workers(
    redis_server: RedisService, redis_client: Any, static_site: Any, inprocess_workers: Workers
) -> None:
    site: StaticSiteService = static_site(250)
    redis_client.lpush("news:start_urls", site.origin + "/")
    for name in ("a", "b"):
        inprocess_workers.start(name, **SLOW)
    wait_until(lambda: served(site) >= 60, 60, "the crawl to get going")
    run_cli(redis_server.url, "control", "pause", process=True)  # the real `scrapy control` entry point
    paused_at = time.time()
    wait_until(
        lambda: all(workers_json(redis_server).get(n, {}).get("state") == "paused" for n in ("a", "b")),
        10, "both inprocess_workers to report paused",
    )  # fmt: skip
    # Both report paused: anything sent a second after that (a download in flight at the pause may end then)
    # is a fetch the pause let through. On a loaded machine the report can come later than 2 s after the command.
    cutoff = max(paused_at + 2, time.time() + 1)
    # A worker that joins during the pause obeys the persistent state.
    inprocess_workers.start("late", **SLOW)
    wait_until(lambda: "-> paused (from state key)" in inprocess_workers.log("late"), 30, "the late worker to pause")
    # The observation window: nothing may be fetched in it (a worker not paused fetches 10-20 pages a second).
    time.sleep(2)
    late_requests = [r for r in site.requests() if r["t"] > cutoff and r["path"] != "/robots.txt"]
    assert not late_requests, f"{len(late_requests)} requests sent after both workers were paused"
    before = served(site)
    run_cli(redis_server.url, "control", "resume")
    wait_until(lambda: served(site) > before + 20, 30, "fetching to resume")
    run_cli(redis_server.url, "control", "stop")
    runs = [inprocess_workers.wait(n, timeout=60) for n in ("a", "b", "late")]
    assert all(r.reason == "control_stop" and r.returncode == 0 for r in runs), [r.reason for r in runs]
    assert redis_client.zcard(KEYS.leases) == 0 and int(redis_client.hget(KEYS.counts, "s") or 0) > 0
    # Nothing was lost: a new worker (after clearing the stop) finishes the crawl without refetching.
    run_cli(redis_server.url, "control", "resume")
    [last] = inprocess_workers.run(["finisher"], **OPS)
    assert last.reason == "finished"
    fetched = Counter(urlsplit(r["path"]).path for r in site.requests() if r["path"] != "/robots.txt")
    assert set(fetched) == set(site.paths) and max(fetched.values()) == 1


def test_killed_worker_is_reported_dead_and_its_requests_return(
    redis_server: RedisService, redis_client: Any, static_site: Any, workers: Workers
) -> None:
    site: StaticSiteService = static_site(150)  # 50 pages before the kill, 100 for the survivor after it
    redis_client.lpush("news:start_urls", site.origin + "/")
    # Leases far longer than the test: only the dead-worker detection can free the victim's claims.
    settings = {**OPS, "WORKER_DEAD_AFTER": "3", "FRONTIER_LEASE_SECONDS": "600", "CRAWL_IDLE_TIMEOUT": "3"}
    victim = workers.start("victim", **{**settings, **SLOW, "CONCURRENT_REQUESTS": "4"})
    workers.start("survivor", **settings)
    wait_until(lambda: "victim" in workers_json(redis_server), 30, "the victim's heartbeat")
    wait_until(lambda: served(site) >= 50, 60, "the crawl to get going")
    token = redis_client.hget(KEYS.worker("victim"), "token").decode()

    def stopped_holding() -> bool:
        # Stopped at a moment it holds claims: between two claims a worker can hold none (the survivor takes
        # the rest), so a stop that finds none lets it go on and tries again.
        victim.send_signal(signal.SIGSTOP)
        if any(v.decode() == token for v in redis_client.hgetall(KEYS.owners).values()):
            return True
        victim.send_signal(signal.SIGCONT)
        return False

    wait_until(stopped_holding, 60, "the victim stopped while holding claims")
    held = [k for k, v in redis_client.hgetall(KEYS.owners).items() if v.decode() == token]
    assert held, "the victim should hold claims when killed"
    victim.kill()
    killed_at = time.monotonic()
    wait_until(lambda: workers_json(redis_server)["victim"]["state"] == "dead", 15, "victim reported dead")
    wait_until(
        lambda: not [v for v in redis_client.hvals(KEYS.owners) if v.decode() == token], 15, "its claims to return"
    )
    assert time.monotonic() - killed_at < 3 + 10  # threshold plus a heartbeat and a reclaim pass
    run = workers.wait("survivor", timeout=180)
    assert run.reason == "finished" and run.stats.get("heartbeat/dead_workers", 0) >= 1
    fetched = {urlsplit(r["path"]).path for r in site.requests()}
    assert set(site.paths) <= fetched


def test_metrics_endpoint_counts_rise_during_a_crawl(
    redis_client: Any, static_site: Any, workers: Workers, held_ports: HeldPorts
) -> None:
    site: StaticSiteService = static_site(1500)
    redis_client.lpush("news:start_urls", site.origin + "/")
    port = held_ports.take()
    workers.start("m", **{**SLOW, "METRICS_PORT": str(port)})

    def scrape() -> dict[str, float]:
        text = urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read().decode()
        values: dict[str, float] = {}
        for family in text_string_to_metric_families(text):
            for sample in family.samples:
                label = ",".join(f"{k}={v}" for k, v in sorted(sample.labels.items()))
                values[f"{sample.name}{{{label}}}"] = sample.value
        return values

    wait_until(lambda: scrape().get("crawler_responses_total{status=200}", 0) > 5, 60, "metrics with responses")
    first = scrape()
    wait_until(
        lambda: scrape()["crawler_responses_total{status=200}"] > first["crawler_responses_total{status=200}"] + 20,
        60, "the response counter to rise",
    )  # fmt: skip
    second = scrape()
    assert second["crawler_download_latency_seconds_count{}"] > first["crawler_download_latency_seconds_count{}"]
    assert "crawler_in_flight{}" in second and "crawler_reactor_heartbeat_age_seconds{}" in second
    assert second["crawler_stat_total{name=frontier/claimed}"] >= first["crawler_stat_total{name=frontier/claimed}"]
    # Levels are gauges, not counters (rate() would read their falls as counter resets).
    assert "crawler_stat_gauge{name=memusage/max}" in second and "crawler_stat_total{name=memusage/max}" not in second
    assert not [name for name in second if name.startswith("crawler_stat_total{name=frontier/bloom/")]
    # The shared frontier's sizes come from the cluster exporter only, not from every worker.
    assert not [name for name in second if name.startswith("crawler_frontier")]
    # Every metric the shipped Grafana dashboard plots is one a worker or the cluster exporter exposes.
    dashboard = (REPO / "deploy" / "grafana" / "news-crawler-dashboard.json").read_text()
    exporter = (REPO / "crawler" / "extensions" / "cluster_metrics.py").read_text()
    exposed = {name.split("{")[0] for name in second} | {"up"}
    exposed |= set(re.findall(r'MetricFamily\(\s*"(crawler_\w+)"', exporter))
    plotted = set(re.findall(r"\b(crawler_[a-z_]+|up)\b", dashboard))
    assert plotted and plotted <= exposed, plotted - exposed
    workers.procs["m"].send_signal(signal.SIGINT)
    workers.wait("m", timeout=60)


def test_status_json_matches_redis(redis_server: RedisService, redis_client: Any) -> None:
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 10_000, 2))

    def payload(url: str) -> str:
        return json.dumps({"v": 1, "url": url})

    entries = [Entry(KEYS.bloom(), f"fp{i}", 0, payload(f"http://a.example/{i}"), "a.example") for i in range(5)]
    entries += [Entry(KEYS.bloom(), f"fq{i}", 3, payload(f"http://b.example/{i}"), "b.example") for i in range(3)]
    entries += [Entry(KEYS.bloom(), "fp0", 0, payload("http://a.example/0"), "a.example")]  # a duplicate
    queue.enqueue(entries)
    claimed = queue.claim(2, 60_000, "w:1")  # one turn per domain: the best heads of b.example and a.example
    queue.claim(1, 1, "w:2")  # a lease that expires at once...
    time.sleep(0.01)
    queue.reclaim(max_reclaims=1)  # ...and is dead-lettered
    redis_client.lpush("news:start_urls", "http://c.example/", "http://d.example/")
    redis_client.lpush("news:start_urls:invalid", "{}", "{}", "{}")
    status = json.loads(run_cli(redis_server.url, "frontier", "status", "--json", process=True).stdout)
    assert len(claimed) == 2
    assert status["queued"] == 5 and status["in_flight"] == 2 and status["dead"] == 1 and status["delayed"] == 0
    assert status["queued_per_domain"] == {"a.example": 4, "b.example": 1}  # two in flight, one dead
    assert status["start_urls"] == 2 and status["invalid_start_urls"] == 3
    assert status["seen_urls"] == 8 and status["bloom_capacity"] == 10_000
    assert status["bloom_fill"] == 0.0008
    human = run_cli(redis_server.url, "frontier", "status").stdout
    assert "queued" in human and "a.example" in human


def test_push_purge_and_dlq_commands(redis_server: RedisService, redis_client: Any) -> None:
    run_cli(
        redis_server.url, "frontier", "push", "http://a.example/x", "http://a.example/y", "--priority", "5", "--render"
    )
    entries = [json.loads(e) for e in redis_client.lrange("news:start_urls", 0, -1)]
    assert {e["url"] for e in entries} == {"http://a.example/x", "http://a.example/y"}
    assert all(e["priority"] == 5 and e["meta"] == {"render": True} for e in entries)
    bad = run_cli(redis_server.url, "frontier", "push", "ftp://nope/", check=False, process=True)  # exit status
    assert bad.returncode != 0 and "unsupported scheme" in bad.stderr
    refused = run_cli(redis_server.url, "frontier", "purge", check=False)
    assert refused.returncode != 0 and redis_client.llen("news:start_urls") == 2
    run_cli(redis_server.url, "frontier", "purge", "--yes")
    assert redis_client.llen("news:start_urls") == 0
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 1000, 2))
    queue.enqueue([Entry(KEYS.bloom(), "fp", 0, json.dumps({"v": 1, "url": "http://a.example/dead"}), "a.example")])
    queue.claim(1, 1, "w:1")
    time.sleep(0.01)
    queue.reclaim(max_reclaims=1)
    listing = json.loads(run_cli(redis_server.url, "frontier", "dlq", "list", "--json").stdout)
    assert len(listing) == 1 and "lease expired" in listing[0]["reason"]
    run_cli(redis_server.url, "frontier", "dlq", "requeue")
    assert redis_client.llen(KEYS.dead) == 0 and queue.counts()["queued"] == 1
    assert json.loads(queue.claim(1, 1000, "w:2")[0].payload)["url"] == "http://a.example/dead"
