"""Operating workers: liveness from the crawl loop, the ports a worker opens, a stop that holds under the
Kubernetes manifests' settings, the cluster metrics exporter, the progress line and the memory limit."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
import yaml
from prometheus_client.parser import text_string_to_metric_families

from crawler.devstack.procs import set_parent_death_signal, wait_until
from crawler.devstack.services import REPO, RedisService
from crawler.devstack.staticsite import StaticSiteService
from crawler.extensions.memlimit import container_memory_limit_mb, memusage_limit_mb
from crawler.frontier.keys import FrontierKeys
from tests.conftest import HeldPorts, Workers, run_cli

KEYS = FrontierKeys("news", "news:start_urls")
BASE = {"DEPTH_LIMIT": "0", "HEARTBEAT_INTERVAL": "0.5", "CONCURRENT_REQUESTS": "1"}


def get(url: str, timeout: float = 5) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def served(site: StaticSiteService) -> int:
    return sum(1 for r in site.requests() if r["path"] != "/robots.txt")


def worker_state(redis_client: Any, worker_id: str) -> str | None:
    state = redis_client.hget(KEYS.worker(worker_id), "state")
    return state.decode() if state else None


def test_healthz_fails_within_its_bound_when_the_reactor_is_blocked(
    tmp_path: Path, static_site: Any, held_ports: HeldPorts
) -> None:
    """A callback stuck in blocking code holds the reactor (Redis no longer can: its calls run on lanes):
    /metrics, served from its own thread, still answers 200; /healthz turns 503 within HEALTH_MAX_STALL plus a
    probe, and recovers once the reactor runs again."""
    redis = RedisService(tmp_path / "redis")
    redis.start()
    workers = Workers(tmp_path, redis.url)
    try:
        site: StaticSiteService = static_site(200)
        redis.client().lpush("stall:start_urls", site.origin + "/")
        port, max_stall, hold = held_ports.take(), 2.0, 10.0
        workers.start(
            "h", spider="stall", **BASE, METRICS_PORT=str(port), HEALTH_MAX_STALL=str(max_stall),
            HEALTH_STAMP_INTERVAL="0.2", CRAWL_IDLE_TIMEOUT="0", POLITENESS_DELAY="0.2",
        )  # fmt: skip
        base = f"http://127.0.0.1:{port}"
        wait_until(lambda: get(base + "/healthz")[0] == 200, 60, "the worker's /healthz")
        status, body = get(base + "/healthz")
        assert json.loads(body)["ok"] is True and json.loads(body)["reactor_age_s"] < max_stall
        wait_until(lambda: served(site) >= 3, 30, "the crawl to get going")
        redis.client().lpush("stall:start_urls", f"{site.origin}/?stall={hold}")
        stalling = [r for r in site.requests() if "stall=" in r["path"]]
        wait_until(lambda: stalling or stalling.extend(r for r in site.requests() if "stall=" in r["path"]), 30,
                   "the blocking page to be fetched")  # fmt: skip
        # The block begins as its response is parsed, right after the fetch nginx logged.
        blocked_at = time.monotonic() - (time.time() - float(stalling[0]["t"]))
        wait_until(lambda: get(base + "/healthz")[0] == 503, max_stall + 10, "/healthz to fail")
        failed_at = time.monotonic()
        assert failed_at - blocked_at < max_stall + 10
        assert get(base + "/metrics")[0] == 200  # what the old probe saw: a stuck worker answering 200
        status, body = get(base + "/healthz")
        assert status == 503 and json.loads(body)["reactor_age_s"] > max_stall
        wait_until(lambda: get(base + "/healthz")[0] == 200, hold + 30, "/healthz to recover")
        # It failed at most one stall bound (plus probe slack) after the block began, and recovered with it.
        assert time.monotonic() - failed_at < hold
        assert get(base + "/nothing-here")[0] == 404
    finally:
        workers.stop_all()
        redis.stop()


def listening_ports(pid: int) -> set[int]:
    """TCP ports the process listens on (any address), from /proc: its socket inodes in the LISTEN state."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[8:-1])
    ports = set()
    for table in ("tcp", "tcp6"):
        for line in Path(f"/proc/{pid}/net/{table}").read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] == "0A" and fields[9] in inodes:  # 0A: LISTEN
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports


def test_a_worker_listens_only_on_its_metrics_port(
    redis_client: Any, static_site: Any, workers: Workers, held_ports: HeldPorts
) -> None:
    """Default settings (no TELNETCONSOLE_ENABLED/REMOTE_CONTROL_ENABLED overrides): one listening port."""
    site: StaticSiteService = static_site(100)
    redis_client.lpush("news:start_urls", site.origin + "/")
    port = held_ports.take()
    env = {**BASE, "METRICS_PORT": str(port), "CRAWL_IDLE_TIMEOUT": "0", "POLITENESS_DELAY": "0.2"}
    log = open(workers.base / "ports.log", "ab")  # noqa: SIM115 - the child owns it
    proc = subprocess.Popen(  # without the fixture's -s TELNETCONSOLE_ENABLED=False: the shipped defaults
        [sys.executable, "-m", "scrapy", "crawl", "news"], cwd=REPO, env=workers.env("ports", env),
        stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, preexec_fn=set_parent_death_signal,
    )  # fmt: skip
    log.close()
    workers.procs["ports"] = proc
    wait_until(lambda: get(f"http://127.0.0.1:{port}/healthz")[0] == 200, 60, "the worker to open")
    wait_until(lambda: served(site) >= 3, 30, "the crawl to get going")
    assert listening_ports(proc.pid) == {port}
    text = (workers.base / "ports.log").read_text()
    assert "remote control" not in text.lower() or "ERROR" not in text, text[-2000:]
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=60)


def configmap() -> dict[str, str]:
    [document] = [d for d in yaml.safe_load_all((REPO / "deploy" / "k8s" / "configmap.yaml").read_text()) if d]
    return dict(document["data"])


def test_a_stopped_crawl_stays_stopped_with_the_kubernetes_settings(
    redis_server: RedisService, redis_client: Any, static_site: Any, workers: Workers
) -> None:
    """With the ConfigMap's CONTROL_STOP_MODE and CRAWL_IDLE_TIMEOUT, `scrapy control stop` drains the workers
    and leaves them up, claiming nothing: no exit, so the Deployment has nothing to restart, and a pod started
    during the stop holds too. `resume` carries on; SIGTERM (the scale-down KEDA then does) exits cleanly."""
    shipped = configmap()
    assert shipped["CONTROL_STOP_MODE"] == "hold"
    k8s = {k: shipped[k] for k in ("CONTROL_STOP_MODE", "CRAWL_IDLE_TIMEOUT")}
    site: StaticSiteService = static_site(600)
    redis_client.lpush("news:start_urls", site.origin + "/")
    settings = {**BASE, **k8s, "POLITENESS_DELAY": "0.05", "CLUSTER_PROGRESS_INTERVAL": "0.5", "METRICS_PORT": "0"}
    first = workers.start("a", **settings)
    wait_until(lambda: served(site) >= 20, 60, "the crawl to get going")
    run_cli(redis_server.url, "control", "stop")
    stopped_at = time.time()
    wait_until(lambda: worker_state(redis_client, "a") == "held", 10, "the worker to hold")
    late = workers.start("late", **settings)
    wait_until(lambda: "-> held (from state key)" in workers.log("late"), 30, "the late worker to hold")
    with pytest.raises(subprocess.TimeoutExpired):  # the observation window: neither may exit
        first.wait(timeout=4)
    assert late.poll() is None and first.poll() is None
    fetched_late = [r for r in site.requests() if r["t"] > stopped_at + 2 and r["path"] != "/robots.txt"]
    assert not fetched_late, f"{len(fetched_late)} requests sent more than 2 s after stop"
    assert redis_client.zcard(KEYS.leases) == 0  # drained: every claim acked or handed back
    assert "cluster [stopped]:" in workers.log("a")  # the progress line says so
    before = served(site)
    run_cli(redis_server.url, "control", "resume")
    wait_until(lambda: served(site) > before + 10, 30, "fetching to resume")
    for name in ("a", "late"):
        workers.procs[name].send_signal(signal.SIGTERM)
    runs = [workers.wait(name, timeout=60) for name in ("a", "late")]
    assert all(r.returncode == 0 and r.reason == "shutdown" for r in runs), [(r.returncode, r.reason) for r in runs]
    assert runs[0].stats["cluster/work_left"] >= 0 and "cluster/pages_per_s" in runs[0].stats


def scrape(port: int) -> dict[str, float]:
    text = get(f"http://127.0.0.1:{port}/metrics")[1]
    values = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            label = ",".join(f"{k}={v}" for k, v in sorted(sample.labels.items()))
            values[f"{sample.name}{{{label}}}"] = sample.value
    return values


def test_the_cluster_exporter_reports_the_frontier_with_no_worker_running(
    tmp_path: Path, redis_server: RedisService, redis_client: Any, held_ports: HeldPorts
) -> None:
    redis_client.lpush("news:start_urls", "http://a.example/", "http://b.example/")
    redis_client.lpush(KEYS.dead, json.dumps({"url": "http://a.example/x", "reason": "test"}))
    port = held_ports.take()
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "REDIS_URL": redis_server.url,
        "SCRAPY_SETTINGS_MODULE": "crawler.settings",
    }
    log = open(tmp_path / "exporter.log", "ab")  # noqa: SIM115 - the child owns it
    proc = subprocess.Popen(
        [sys.executable, "-m", "crawler.extensions.cluster_metrics", "--port", str(port)], cwd=REPO, env=env,
        stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, preexec_fn=set_parent_death_signal,
    )  # fmt: skip
    log.close()
    try:
        wait_until(lambda: "crawler_frontier{part=start_urls}" in scrape(port), 30, "the exporter")
        values = scrape(port)
        assert values["crawler_frontier{part=start_urls}"] == 2 and values["crawler_frontier{part=dead}"] == 1
        assert values["crawler_cluster_redis_up{}"] == 1 and values["crawler_control_state{state=running}"] == 1
        assert values["crawler_cluster_workers{state=running}"] == 0
        run_cli(redis_server.url, "control", "stop")
        assert scrape(port)["crawler_control_state{state=stopped}"] == 1
        run_cli(redis_server.url, "control", "resume")
        # Every metric the shipped alerts and KEDA triggers read from the exporter is one it serves.
        exported = {name.split("{")[0] for name in values}
        for name in ("crawler_frontier", "crawler_bloom_fill", "crawler_control_state", "crawler_cluster_redis_up"):
            assert name in exported or name == "crawler_bloom_fill", name
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=10)
    assert proc.returncode == 0


def test_memusage_limit_follows_the_container_limit(tmp_path: Path) -> None:
    v2 = tmp_path / "v2"
    v2.mkdir()
    (v2 / "memory.max").write_text("1073741824\n")
    assert container_memory_limit_mb({}, v2) == 1024
    (v2 / "memory.max").write_text("max\n")
    assert container_memory_limit_mb({}, v2) is None
    v1 = tmp_path / "v1" / "memory"
    v1.mkdir(parents=True)
    (v1 / "memory.limit_in_bytes").write_text("536870912\n")
    assert container_memory_limit_mb({}, tmp_path / "v1") == 512
    (v1 / "memory.limit_in_bytes").write_text("9223372036854771712\n")  # v1's "no limit"
    assert container_memory_limit_mb({}, tmp_path / "v1") is None
    # The Downward API variable wins over the cgroup.
    assert container_memory_limit_mb({"CONTAINER_MEMORY_LIMIT_MB": "2048"}, v2) == 2048
    assert memusage_limit_mb(0, 0.85, 1024) == 870 and memusage_limit_mb(300, 0.85, 1024) == 300
    assert memusage_limit_mb(0, 0.85, None) == 0


def test_a_worker_over_its_container_memory_limit_stops_cleanly(
    redis_client: Any, static_site: Any, workers: Workers
) -> None:
    """A container limit below what the process uses: Scrapy's MemoryUsage closes the spider (reason
    memusage_exceeded), claims go back to the frontier, the process exits by itself instead of being OOM-killed."""
    site: StaticSiteService = static_site(300)
    redis_client.lpush("news:start_urls", site.origin + "/")
    workers.start(
        "mem", **BASE, CONTAINER_MEMORY_LIMIT_MB="40", MEMUSAGE_CHECK_INTERVAL_SECONDS="0.5", METRICS_PORT="0",
        CRAWL_IDLE_TIMEOUT="0", POLITENESS_DELAY="0.05",
    )  # fmt: skip
    run = workers.wait("mem", timeout=90)
    assert run.reason == "memusage_exceeded", run.log[-2000:]
    assert run.stats["memusage/limit_reached"] == 1
    assert redis_client.zcard(KEYS.leases) == 0


def test_stack_down_stops_logparser_after_scrapyd_died(tmp_path: Path) -> None:
    """`./run.sh stack-down` (devstack down) when scrapyd had crashed: its logparser is stopped too."""
    from crawler.devstack.__main__ import down, load, up
    from crawler.devstack.procs import pid_alive

    base = tmp_path / "stack"
    services = up(base, ("scrapyd",))
    node = services["scrapyd"]
    logparser = int(node.extra["logparser_pid"])
    assert pid_alive(logparser)
    os.kill(node.pid, signal.SIGKILL)
    wait_until(lambda: not load(base)["scrapyd"].alive(), 10, "scrapyd to die")
    down(base)
    wait_until(lambda: not pid_alive(logparser), 10, "logparser to stop")


def test_the_cluster_exporter_reports_redis_down_instead_of_stale_figures(
    tmp_path: Path, held_ports: HeldPorts
) -> None:
    redis = RedisService(tmp_path / "redis")
    redis.start()
    port = held_ports.take()
    env = {**os.environ, "PYTHONPATH": str(REPO), "REDIS_URL": redis.url, "SCRAPY_SETTINGS_MODULE": "crawler.settings"}
    env["REDIS_SOCKET_TIMEOUT"] = env["REDIS_CONNECT_TIMEOUT"] = "1"
    log = open(tmp_path / "exporter.log", "ab")  # noqa: SIM115 - the child owns it
    proc = subprocess.Popen(
        [sys.executable, "-m", "crawler.extensions.cluster_metrics", "--port", str(port)], cwd=REPO, env=env,
        stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, preexec_fn=set_parent_death_signal,
    )  # fmt: skip
    log.close()
    try:
        wait_until(lambda: scrape(port).get("crawler_cluster_redis_up{}") == 1, 30, "the exporter")
        redis.stop()
        values = scrape(port)
        assert values["crawler_cluster_redis_up{}"] == 0 and values["crawler_cluster_redis_errors_total{}"] >= 1
        assert not [name for name in values if name.startswith("crawler_frontier")]  # no figures, not old ones
        assert "Redis unavailable" in (tmp_path / "exporter.log").read_text()
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=10)
        redis.stop()


def test_progress_line_reads_as_logparser_expects() -> None:
    import re

    from crawler.extensions.cluster import ClusterSnapshot
    from crawler.extensions.progress import progress_line

    counts = {
        "queued": 1260,
        "queued_static": 1200,
        "queued_render": 60,
        "delayed": 90,
        "in_flight": 30,
        "start_urls": 0,
    }
    snap = ClusterSnapshot({**counts, "dead": 2}, 0.1, {"running": 4}, 2.4)
    line = progress_line(420, 36, snap)
    assert snap.work_left == 1380 and line.endswith("2 dead letters, ETA 9m35s")
    assert "cluster: 2.4 pages/s from 4 workers, 1380 left" in line
    # logparser's latest_stat pattern matches it; its pages/items chart pattern (", scraped N items") does not.
    assert re.match(r"Crawled[ ]\d+[ ]pages[ ]\(at", line) and ", scraped " not in line
    idle = ClusterSnapshot({"queued": 5}, None, {}, 0.0, "stopped")
    assert "cluster [stopped]" in progress_line(0, 0, idle) and "ETA unknown" in progress_line(0, 0, idle)
