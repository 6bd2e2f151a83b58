"""The crash-safe frontier end to end: real workers killed, Redis restarted, poison and pickled payloads."""

from __future__ import annotations

import json
import os
import pickle
import random
import re
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from crawler.devstack.procs import set_parent_death_signal, wait_until
from crawler.devstack.services import REPO, DemoSiteService, RedisService
from crawler.devstack.staticsite import StaticSiteService
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import priority_key
from tests.conftest import HeldPorts, Workers, reserved_port

KEYS = FrontierKeys("news", "news:start_urls")
FAST_LEASES = {
    "FRONTIER_LEASE_SECONDS": "3",
    "FRONTIER_RECLAIM_INTERVAL": "0.5",
    "CRAWL_IDLE_TIMEOUT": "2",  # the frontier counts leases and delayed retries as work: no need to wait longer
    "DEPTH_LIMIT": "0",
}


def fetched_pages(site: StaticSiteService) -> Counter[str]:
    return Counter(urlsplit(r["path"]).path for r in site.requests() if r["path"] != "/robots.txt")


def assert_frontier_drained(client: Any, keys: FrontierKeys = KEYS) -> None:
    assert sum(int(v) for v in client.hvals(keys.counts)) == 0
    assert not list(client.scan_iter(match=keys.domain_queue("*", "*")))
    assert client.zcard(keys.leases) == 0
    assert client.zcard(keys.delayed) == 0
    assert client.hlen(keys.payloads) == 0
    assert client.hlen(keys.route) == 0
    assert client.zcard(keys.start_claims) == 0


# Three kill -9s at 15, 35 and 55% of the crawl; the site is big enough that each lands mid-crawl with work
# claimed by every worker (the real multi-process crash test: the others of this file run fewer pages): 180
# pages between kills, a restarted worker's start-up and more, and 400 after the last, more than its victim's
# 6 s leases take to expire. 1,200 pages only lengthened the crawl around the kills.
PAGES_KILLED = 900
REQUEUED = re.compile(r"Reclaimed expired leases: (\d+) requests requeued")
HELD = re.compile(r"The reactor was held for ([\d.]+)s")
FRONTIER_DOWN = "Redis unavailable ("  # the frontier's back-off line (crawler/frontier/component.py)


def test_sigkilled_workers_lose_nothing(redis_client: Any, static_site: Any, workers: Workers) -> None:
    site: StaticSiteService = static_site(PAGES_KILLED)
    seed = int(os.environ.get("KILL_SEED", time.time_ns() % 10_000))
    rng = random.Random(seed)
    redis_client.lpush("news:start_urls", site.origin + "/")
    names = ["w1", "w2", "w3"]
    # Leases extended every 2 s: only a worker held for 4 s or more loses one while alive. Holds from 1 s
    # on are logged, so a lease lost by a live worker can be told from one lost by the frontier.
    leases = {**FAST_LEASES, "FRONTIER_LEASE_SECONDS": "6", "REACTOR_LAG_WARN": "1"}
    for name in names:
        workers.start(name, **leases)
    in_flight_at_kills = 0
    for fraction in (0.15, 0.35, 0.55):
        threshold = int(fraction * PAGES_KILLED)
        wait_until(lambda t=threshold: len(fetched_pages(site)) >= t, 120, f"{threshold} pages fetched")
        time.sleep(rng.uniform(0, 0.5))
        victim = rng.choice(names)
        proc = workers.procs[victim]
        proc.send_signal(signal.SIGSTOP)  # freeze it so its claims can be counted exactly
        owners = redis_client.hvals(KEYS.owners)
        held = sum(1 for owner in owners if owner.decode().startswith(f"{victim}:"))
        in_flight_at_kills += held
        proc.kill()
        proc.wait()
        workers.start(victim, **leases)
    runs = [workers.wait(name, timeout=180) for name in names]
    for run in runs:
        assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
    fetched = fetched_pages(site)
    missing = set(site.paths) - set(fetched)
    assert not missing, f"seed {seed}: {len(missing)} pages never fetched, e.g. {sorted(missing)[:5]}"
    # A page is fetched again only after its lease expired: a killed worker's claims (counted at each kill),
    # or a live worker's on a machine that starved it past its lease. Every reclaim pass of every
    # incarnation, killed ones included, is in the logs (a restarted worker appends to its log).
    logs = [workers.log(name) for name in names]
    requeued = sum(int(n) for log in logs for n in REQUEUED.findall(log))
    lapsed = max(0, requeued - in_flight_at_kills)
    holds = [float(s) for log in logs for s in HELD.findall(log)]
    duplicates = sum(n - 1 for n in fetched.values())
    print(f"\nseed {seed}: {in_flight_at_kills} in flight at the kills, {requeued} requeued, {duplicates} refetched, "
          f"reactor holds {sorted(holds)[-3:]}")  # fmt: skip
    # Leases lost by live workers only when a worker was really held (its lease extensions waited).
    assert not lapsed or holds, f"seed {seed}: {lapsed} leases of live workers expired, no worker was held"
    bound = in_flight_at_kills + lapsed
    assert duplicates <= bound, (
        f"seed {seed}: {duplicates} refetched > {in_flight_at_kills} in flight + {lapsed} lapsed"
    )
    assert_frontier_drained(redis_client)
    # The killed workers' claims came back through reclaims. Counted from every incarnation's log: the final
    # runs' stats miss the reclaims of an incarnation killed later (CI seed 1802: 112 requeued, all of them by
    # incarnations killed afterwards or by a restarted worker, 0 in the final stats).
    if in_flight_at_kills:
        assert requeued > 0, f"seed {seed}: {in_flight_at_kills} claims held by killed workers, none requeued"


def test_redis_restart_mid_crawl_loses_nothing(tmp_path: Path, static_site: Any, held_ports: HeldPorts) -> None:
    redis = RedisService(tmp_path / "redis", port=held_ports.take())  # held: nobody takes it during the outage
    redis.start()
    pool = Workers(tmp_path / "workers", redis.url)
    (tmp_path / "workers").mkdir()
    try:
        site: StaticSiteService = static_site(220)  # 120 before the restart, 100 after
        client = redis.client()
        client.lpush("news:start_urls", site.origin + "/")
        for name in ("r1", "r2"):
            pool.start(name, CONCURRENT_REQUESTS="4", **FAST_LEASES)
        wait_until(lambda: len(fetched_pages(site)) >= 120, 120, "120 pages fetched")
        redis.stop()  # SIGTERM: Redis writes its AOF and exits
        # The outage lasts until both workers' frontiers saw it (a longer one only lengthens their back-off).
        wait_until(
            lambda: all(FRONTIER_DOWN in pool.log(n) for n in ("r1", "r2")), 60, "both workers to see Redis down"
        )
        redis.start()
        runs = [pool.wait(name, timeout=180) for name in ("r1", "r2")]
        for run in runs:
            assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
        assert set(fetched_pages(site)) == set(site.paths)
        assert sum(run.stats.get("frontier/redis_errors", 0) for run in runs) > 0
        assert_frontier_drained(redis.client())
    finally:
        pool.stop_all()
        redis.stop()


def test_poison_request_ends_in_the_dead_letter_list(redis_client: Any, static_site: Any, workers: Workers) -> None:
    site: StaticSiteService = static_site(50)
    keys = FrontierKeys("poison", "poison:start_urls")
    redis_client.lpush("poison:start_urls", site.origin + "/p/7.html?poison=1")
    redis_client.lpush("poison:start_urls", site.origin + "/p/8.html")
    settings = {**FAST_LEASES, "FRONTIER_LEASE_SECONDS": "1.5", "FRONTIER_MAX_RECLAIMS": "3", "DEPTH_LIMIT": "1"}
    kills = 0
    for attempt in range(8):
        workers.start(f"p{attempt}", spider="poison", **settings)
        run = workers.wait(f"p{attempt}", timeout=60)
        if run.returncode != -signal.SIGKILL:
            break
        kills += 1
    assert kills == 3, "the poison request should be tried exactly FRONTIER_MAX_RECLAIMS times"
    assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
    [record] = [json.loads(r) for r in redis_client.lrange(keys.dead, 0, -1)]
    assert "poison=1" in record["payload"] and record["reclaims"] == 3
    assert "/p/8.html" in fetched_pages(site)
    assert_frontier_drained(redis_client, keys)


def test_pickled_payload_is_rejected_not_executed(
    redis_client: Any, demo_site: DemoSiteService, inprocess_workers: Workers, tmp_path: Path
) -> None:
    marker = tmp_path / "pwned"

    class Exploit:
        def __reduce__(self):  # type: ignore[no-untyped-def]
            return (os.system, (f"touch {marker}",))

    evil = pickle.dumps(Exploit())
    # Planted the way enqueue.lua queues a request (lib.lua's push), in a domain queue of its own.
    prio = priority_key(100)
    # And a compact payload whose shared context is gone (contexts.py): rejected, counted, never a crash.
    orphan = b"3\tnoSuchCtx00\t/lost"
    redis_client.rpush(KEYS.domain_band("s", "evil.example", prio), evil, orphan)
    redis_client.zadd(KEYS.domain_queue("s", "evil.example"), {prio: int(prio)})
    redis_client.hincrby(KEYS.counts, "s", 2)
    redis_client.hincrby(KEYS.counts, "s|evil.example", 2)
    redis_client.zadd(KEYS.ready("s"), {"evil.example": 0})
    good = demo_site.truth()["sites"][0]["home"] + "about/"
    redis_client.lpush("news:start_urls", good)
    [run] = inprocess_workers.run(["w"], DEPTH_LIMIT="1")
    assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
    assert not marker.exists()
    record, lost = [json.loads(r) for r in redis_client.lrange(KEYS.rejected, 0, -1)]
    assert record["payload"].encode("latin-1") == evil and "not a JSON request" in record["reason"]
    assert lost["payload"].encode("latin-1") == orphan and "unknown shared context" in lost["reason"]
    assert run.stats["frontier/rejected"] == 2 and run.stats["frontier/context_missing"] == 1
    assert any(r["path"] == "/about/" for r in demo_site.requests())
    assert_frontier_drained(redis_client)


def test_url_variants_are_fetched_once(
    redis_client: Any, demo_site: DemoSiteService, inprocess_workers: Workers
) -> None:
    home = demo_site.truth()["sites"][0]["home"]
    variants = [
        f"{home}about/?b=2&a=1",
        f"{home}about/?a=1&b=2#team",
        f"{home}about/?a=1&utm_source=news&b=2&utm_medium=email",
        f"{home}about/?gclid=XYZ&a=1&b=2&fbclid=abc",
        f"{home}about/?a=1&b=2&sessionid=77&PHPSESSID=9",
        f"{home.upper().replace('HTTP://', 'http://')}about/?a=1&b=2",
    ]
    for url in variants:
        redis_client.lpush("news:start_urls", url)
    [run] = inprocess_workers.run(["w"], DEPTH_LIMIT="1", CRAWL_SCOPE="host")
    assert run.returncode == 0, run.log[-2000:]
    paths = [r["path"] for r in demo_site.requests()]
    # Fetched once, as one of the variants was pushed (URLs are fetched as found, de-duplicated canonically).
    assert len([p for p in paths if p.startswith("/about/?")]) == 1, paths
    assert not [p for p in paths if any(t in p.lower() for t in ("utm_", "gclid", "fbclid", "sessid", "sessionid"))]
    # Start URLs repeated in one batch are reported by the feeder before they reach the frontier.
    duplicates = sum(run.stats.get(k, 0) for k in ("frontier/duplicates", "frontier/duplicates_local",
                                                      "start_urls/duplicates"))  # fmt: skip
    assert duplicates == len(variants) - 1


def test_graceful_stop_hands_back_unstarted_requests(
    redis_client: Any, static_site: Any, workers: Workers, inprocess_workers: Workers
) -> None:
    site: StaticSiteService = static_site(150)  # 60 before the stop, the rest after
    redis_client.lpush("news:start_urls", site.origin + "/")
    # Nobody is killed here, so the leases need not be short: a 3 s lease lapsed under a worker held by a
    # loaded machine, and its pages were refetched (24 seen). A stop that kept its claims still fails below.
    settings = {**FAST_LEASES, "FRONTIER_LEASE_SECONDS": "60"}
    proc = workers.start("g1", CONCURRENT_REQUESTS="2", FRONTIER_CLAIM_BATCH="8", **settings)
    wait_until(lambda: len(fetched_pages(site)) >= 60, 60, "60 pages fetched")
    proc.send_signal(signal.SIGINT)
    first = workers.wait("g1", timeout=60)
    assert first.reason == "shutdown"
    assert redis_client.zcard(KEYS.leases) == 0, "a stopped worker must not hold claims"
    assert int(redis_client.hget(KEYS.counts, "s") or 0) > 0
    [second] = inprocess_workers.run(["g2"], **settings)  # takes no signal: needs no process
    assert second.reason == "finished"
    assert set(fetched_pages(site)) == set(site.paths)
    assert sum(n - 1 for n in fetched_pages(site).values()) == 0


def test_worker_refuses_to_start_without_redisbloom(plain_redis: RedisService, tmp_path: Path) -> None:
    pool = Workers(tmp_path, plain_redis.url)
    [run] = pool.run(["nobloom"], timeout=60)
    assert run.returncode != 0
    assert "RedisBloom is not loaded" in run.log and "--loadmodule" in run.log


def test_worker_started_before_redis_waits_for_it(tmp_path: Path, static_site: Any) -> None:
    site: StaticSiteService = static_site(20)
    # The port is held (refusing connections) until Redis binds it: read with free_port() and left free while
    # the worker starts, another test run's server could take it.
    with reserved_port() as port:
        pool = Workers(tmp_path, f"redis://127.0.0.1:{port}/0")
        redis = RedisService(tmp_path / "late-redis", port=port)
        try:
            pool.start("early", **FAST_LEASES)
            wait_until(lambda: "Redis unavailable" in pool.log("early"), 60, "the worker to report Redis down")
            redis.start()
        except BaseException:
            pool.stop_all()
            raise
    try:
        redis.client().lpush("news:start_urls", site.origin + "/")
        run = pool.wait("early", timeout=120)
        assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
        assert set(fetched_pages(site)) == set(site.paths)
    finally:
        pool.stop_all()
        redis.stop()


def test_an_idle_worker_closes_soon_after_its_idle_timeout_on_scrapys_own_heartbeat(
    redis_client: Any, static_site: Any, workers: Workers, tmp_path: Path
) -> None:
    """Plain `scrapy crawl` (Scrapy's 5 s engine heartbeat, not tests/worker.py's): the spider polls its
    idleness itself, so the worker closes within about a second of CRAWL_IDLE_TIMEOUT after its last page,
    not on a heartbeat 5-10 s later."""
    site = static_site(4)
    timeout = 1.0
    redis_client.lpush("news:start_urls", site.origin + "/")
    env = workers.env("idle", {"CRAWL_IDLE_TIMEOUT": str(timeout)})
    log = tmp_path / "idle.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "scrapy", "crawl", "news", "-s", "TELNETCONSOLE_ENABLED=False"],
            cwd=REPO, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
            preexec_fn=set_parent_death_signal,
        )  # fmt: skip
    try:
        wait_until(lambda: set(fetched_pages(site)) >= set(site.paths), 60, "every page fetched", interval=0.02)
        done_at = time.monotonic()
        wait_until(lambda: "Closing spider (finished)" in log.read_text(errors="replace"), 30, "the close", 0.02)
        closed_after = time.monotonic() - done_at
        assert proc.wait(timeout=30) == 0, log.read_text(errors="replace")[-3000:]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    # The last page's ack and the counts read behind it take a moment; the old close came at timeout + 5 s
    # or later (the heartbeat after a heartbeat).
    assert closed_after < timeout + 3, closed_after
    assert "idle timeout" in log.read_text(errors="replace")
