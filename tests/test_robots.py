"""robots.txt obeyed by the whole cluster: three workers, claim batches of 64, several sites, 12 runs.

Every site disallows a section and gets many start URLs at once, some of them disallowed, so each worker
claims several requests of a site whose robots.txt it has not seen yet -- the case where Scrapy's own
middleware lets all but the first through. The sites' own access logs are what the assertions read.
The workers are crawlers in one process on one reactor (tests/robots_rounds.py), each with its own
frontier token and robots.txt middleware, so a run takes seconds, not a process start-up each.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from crawler.devstack.services import REPO, RedisService
from crawler.frontier.keys import FrontierKeys
from tests.conftest import run_cli
from tests.politeness_site import page_path

KEYS = FrontierKeys("news", "news:start_urls")
ROBOTS = "User-agent: *\nDisallow: /p/1\n"  # /p/1, /p/10../p/19: start URLs and linked from allowed pages
RUN = {
    "CRAWL_SCOPE": "host",
    "DEPTH_LIMIT": "0",
    "FRONTIER_CLAIM_BATCH": "64",
    "CONCURRENT_REQUESTS": "64",
    "CONCURRENT_REQUESTS_PER_DOMAIN": "16",
    "CRAWL_IDLE_TIMEOUT": "0",  # the harness stops the crawlers once the shared frontier is empty
    "START_URLS_BATCH_SIZE": "8",  # every worker moves start URLs of every site: all meet unknown rules
    "START_URLS_POLL_INTERVAL": "0.2",  # as test workers: the default 1 s was up to 1 s of each round before a claim
}
HOSTS = [f"127.0.0.{n}" for n in range(40, 44)]
PAGES = 20  # small sites: a run is cheap, and most start URLs of a claim batch are of sites without rules yet
# Every run checks every guarantee; runs differ in which worker's claims meet the unknown rules first. Rules
# are fetched in three runs (the first and one after each expiry) and read from the cache in the nine others.
RUNS = 12
EXPIRE_RUNS = (4, 8)  # the cached robots.txt expires before these runs: fetched again, once per site


def disallowed(path: str) -> bool:
    return path.startswith("/p/1")


def reachable() -> tuple[set[str], set[str]]:
    """(allowed pages a crawl must fetch, disallowed pages it must refuse): start URLs plus links of fetched pages."""
    allowed: set[str] = set()
    refused: set[str] = set()
    todo = list(range(0, PAGES, 2))
    while todo:
        n = todo.pop()
        path = page_path(n)
        if path in allowed or path in refused:
            continue
        if disallowed(path):
            refused.add(path)
            continue
        allowed.add(path)
        todo.extend(range(n * 5 + 1, min(PAGES, n * 5 + 6)))  # TestSite's default fanout of 5
    return allowed, refused


def run_rounds(tmp_path: Path, redis_url: str) -> list[dict[str, Any]]:
    config = {
        "redis_url": redis_url,
        "rounds": RUNS,
        "expire_rounds": list(EXPIRE_RUNS),
        "workers": 3,
        "hosts": HOSTS,
        "pages": PAGES,
        "robots": ROBOTS,
        "start_pages": list(range(0, PAGES, 2)),
        "round_timeout": 60,
        "env": RUN,
        "log_file": str(tmp_path / "rounds.log"),
    }
    (tmp_path / "config.json").write_text(json.dumps(config))
    report = tmp_path / "report.json"
    done = subprocess.run(
        [sys.executable, "-m", "tests.robots_rounds", str(tmp_path / "config.json"), str(report)],
        cwd=REPO, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    log = (tmp_path / "rounds.log").read_text(errors="replace") if (tmp_path / "rounds.log").exists() else ""
    assert done.returncode == 0 and report.exists(), done.stderr[-3000:] + log[-3000:]
    rounds: list[dict[str, Any]] = json.loads(report.read_text())
    for r in rounds:
        r["log"] = log
    return rounds


def test_no_disallowed_url_is_fetched_and_robots_txt_is_fetched_once_per_site_per_expiry(
    redis_client: Any, redis_server: RedisService, tmp_path: Path
) -> None:
    must_fetch, must_refuse = reachable()
    rounds = run_rounds(tmp_path, redis_server.url)
    assert len(rounds) == RUNS
    origins = [f"http://{host}:" for host in HOSTS]
    for r in rounds:
        n = r["round"]
        assert not r["timed_out"] and r["reasons"] == ["shutdown"] * 3, f"run {n}: {r['reasons']}"
        assert sum(s.get("frontier/claimed", 0) for s in r["stats"]) >= 64, f"run {n}: batches were claimed"
        assert len(r["served"]) == len(HOSTS) and all(any(o.startswith(p) for p in origins) for o in r["served"])
        for origin, served in r["served"].items():
            assert not [p for p in served if disallowed(p)], f"run {n}: {origin} served disallowed pages"
            assert set(served) == must_fetch, f"run {n}: {origin}"
            assert len(served) == len(set(served)), f"run {n}: {origin} served a page twice"
        # Once for the cluster per expiry: the first run and the runs after an expiry fetch it, once per site.
        fetches = 1 if n == 0 or n in EXPIRE_RUNS else 0
        assert set(r["robots_fetches"].values()) == {fetches}, f"run {n}: {r['robots_fetches']}"
        expected = {origin + p for origin in r["served"] for p in must_refuse}
        assert {x["url"] for x in r["refused"]} == expected, f"run {n}"
        assert {x["reason"] for x in r["refused"]} == {"robotstxt"}
        assert sum(s.get("robotstxt/refused", 0) for s in r["stats"]) == len(r["refused"])
        assert r["dead"] == 0, f"run {n}: refusals are not dead letters"
    # Several workers met unknown rules in the same round in some runs (a claim of 64 can take a whole small
    # round when one worker's flush is answered first, so not in every run: 13 of 20 runs were shared when
    # measured). Two shared runs are the race this test is about; fewer means the setup no longer makes it.
    shared = [r for r in rounds if sum(1 for s in r["stats"] if s.get("frontier/claimed", 0) > 0) >= 2]
    print(f"\nthe work was shared in {len(shared)} of {RUNS} runs; seconds per run {[r['seconds'] for r in rounds]}")
    assert len(shared) >= 2, f"the work was shared in only {len(shared)} of {RUNS} runs"
    log = rounds[0]["log"]
    assert "Fetch failed" not in log  # refusals are not fetch failures either
    assert "Refused " in log and "(robotstxt" in log
    listed = json.loads(run_cli(redis_server.url, "frontier", "refused", "list", "--json", "--limit", "5").stdout)
    assert listed["total"] == len(must_refuse) * len(HOSTS)
    assert listed["reasons"] == {"robotstxt": listed["total"]}
    assert len(listed["records"]) == 5


def test_a_worker_that_takes_the_fetch_lock_after_another_stored_the_rules_uses_them(
    redis_client: Any, redis_server: RedisService
) -> None:
    """The window the runs above can hit: this worker read no entry, then another worker stored it and
    let the lock go, then this worker took the lock. Taking the lock reads the entry again."""
    from crawler.middlewares.robots import ClusterRobotsTxtMiddleware
    from tests.inprocess import project_crawler

    mw = ClusterRobotsTxtMiddleware(project_crawler(REDIS_URL=redis_server.url))
    key = mw.key_prefix + "http://a.test"
    assert mw._lock(key, "me") == (True, {}, -2)  # nobody stored it: this worker fetches
    redis_client.delete(key + ":lock")
    redis_client.hset(key, mapping={"status": 200, "body": ROBOTS})  # the other worker's fetch, then unlock
    redis_client.pexpire(key, 60_000)
    locked, entry, pttl = mw._lock(key, "me")
    assert locked and entry[b"body"] == ROBOTS.encode() and 0 < pttl <= 60_000
