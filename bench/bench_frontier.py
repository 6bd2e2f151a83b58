"""Frontier benchmark: `python -m bench.bench_frontier [--pages 20000] [--rounds 2] [--redis-latency 1,5]`.

1. Throughput on an nginx-served static site, interleaved in one run: plain Scrapy (memory scheduler),
   vanilla scrapy-redis, this frontier — in two modes: follow links from the home page, and every URL
   pushed as a start URL. Pages/s is measured on the site's access log (first to last fetch), so worker
   start-up and idle-exit detection are not counted for any variant.
2. De-duplication memory per URL at 1M URLs: RedisBloom (default error rate) vs a scrapy-redis SET.
3. Scale-out on a site that answers every request after 100 ms: pages/s with 1, 2 and 4 workers.
4. With `--redis-latency MS[,MS]` (section `latency`): the frontier following links with Redis behind a
   loopback TCP proxy adding MS per round trip (crawler/devstack/tcpproxy.py), as a ratio to Redis on
   loopback, interleaved in one run. Every frontier run also records Redis CPU time per fetched page
   (INFO cpu used_cpu_sys + used_cpu_user, delta over the run, over the pages fetched).

Prints a table and writes bench/results/frontier.json.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from crawler.devstack.procs import free_port, port_open, spawn, stop_pid, wait_until
from crawler.devstack.services import REPO, RedisService
from crawler.devstack.staticsite import StaticSiteService
from crawler.devstack.tcpproxy import TcpProxy

RESULTS = REPO / "bench" / "results"
VARIANTS = {
    "plain": {
        "spider": "bench_plain",
        "settings": {
            "SCHEDULER": "scrapy.core.scheduler.Scheduler",
            "DUPEFILTER_CLASS": "scrapy.dupefilters.RFPDupeFilter",
            "REQUEST_FINGERPRINTER_CLASS": "scrapy.utils.request.RequestFingerprinter",
        },
    },
    "scrapy-redis": {
        "spider": "bench_sr",
        "settings": {
            "SCHEDULER": "scrapy_redis.scheduler.Scheduler",
            "DUPEFILTER_CLASS": "scrapy_redis.dupefilter.RFPDupeFilter",
            "REQUEST_FINGERPRINTER_CLASS": "scrapy.utils.request.RequestFingerprinter",
            "SCHEDULER_PERSIST": "True",
            "MAX_IDLE_TIME_BEFORE_CLOSE": "3",
        },
    },
    "frontier": {"spider": "bench_frontier", "settings": {}},
}
COMMON = {
    "LOG_LEVEL": "WARNING",
    "TELNETCONSOLE_ENABLED": "False",
    "ROBOTSTXT_OBEY": "False",
    "DEPTH_LIMIT": "0",
    "CONCURRENT_REQUESTS": "16",
    "CONCURRENT_REQUESTS_PER_DOMAIN": "16",
}


def worker_env(redis_url: str, extra: dict[str, str] | None = None) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "SPIDER_MODULES": "bench.spiders",
        "REDIS_URL": redis_url,
        "CRAWL_IDLE_TIMEOUT": "3",
        "STORAGE_PIPELINES": "",  # the spiders yield no items; keep MongoDB/S3 out of the measurement
        "SSRF_ALLOWED_NETWORKS": "127.0.0.0/8",
        "POLITENESS_DELAY": "0",
        **(extra or {}),
    }


def run_workers(spider: str, settings: dict[str, str], env: dict[str, str], count: int = 1) -> float:
    """Run `count` workers to the end; returns the CPU seconds (user + system, all threads) they used.

    The CPU time comes from each child's own rusage (os.wait4), so it is the worker's alone whatever else
    runs on the machine: on a loaded 2-core box it is the figure that survives the load, where pages/s
    does not.
    """
    args = [sys.executable, "-m", "scrapy", "crawl", spider]
    for key, value in {**COMMON, **settings}.items():
        args += ["-s", f"{key}={value}"]
    procs = [subprocess.Popen(args, cwd=REPO, env=env, stdin=subprocess.DEVNULL) for _ in range(count)]
    cpu = 0.0
    deadline = time.monotonic() + 1800
    for proc in procs:
        while True:  # os.wait4 has no timeout: poll with WNOHANG
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(f"{spider} worker did not finish in 1800 s")
            time.sleep(0.05)
        proc.returncode = os.waitstatus_to_exitcode(status)
        cpu += usage.ru_utime + usage.ru_stime
        if proc.returncode != 0:
            raise RuntimeError(f"{spider} worker failed with exit code {proc.returncode}")
    return cpu


def rate(requests: list[dict[str, Any]]) -> tuple[int, float]:
    """(distinct pages fetched, distinct pages per second from first to last fetch).

    Distinct pages: a scheduler that fetches a page twice (vanilla scrapy-redis does for start URLs, which
    RedisSpider makes unfiltered) gets no credit for the second fetch.
    """
    pages = [r for r in requests if r["status"] == 200]
    span = max(r["t"] for r in pages) - min(r["t"] for r in pages)
    distinct = len({r.get("path") for r in pages})
    return distinct, distinct / span if span > 0 else float("nan")


def redis_cpu(client: Any) -> float:
    """Seconds of CPU the Redis server used so far (system + user)."""
    info = client.info("cpu")
    return float(info["used_cpu_sys"]) + float(info["used_cpu_user"])


# Redis's own background work during a run: an AOF rewrite forks and rewrites the data set, a delayed fsync
# holds writes up; on 2 shared cores either competes with the worker, so each run records how often they ran.
PERSISTENCE_COUNTERS = ("aof_rewrites", "aof_delayed_fsync", "rdb_saves")


def redis_persistence(client: Any) -> dict[str, int]:
    """Counters of Redis's persistence work so far (INFO persistence and stats; 0 where a version lacks one)."""
    info = {**client.info("persistence"), **client.info("stats")}
    return {name: int(info.get(name, 0)) for name in PERSISTENCE_COUNTERS}


def summarize(
    results: dict[str, list[float]], worker: dict[str, list[float]], redis: dict[str, list[float]]
) -> dict[str, Any]:
    """Per variant: medians, and the ratios to plain Scrapy round by round (rounds run back to back).

    `ratio_to_plain` (median over median) and `redis_cpu_us_per_page` keep their old meaning; the rest is
    added. `total_cpu_us_per_page` is worker + Redis CPU per page: with the worker, Redis and nginx on 2
    cores it bounds throughput, and unlike pages/s it barely moves with other load on the machine.
    """
    base = statistics.median(results["plain"])
    total = {n: [w + r for w, r in zip(worker[n], redis[n], strict=True)] for n in results}
    base_cpu = statistics.median(total["plain"])
    out: dict[str, Any] = {}
    for name, runs in results.items():
        round_ratios = [v / p for v, p in zip(runs, results["plain"], strict=True)]
        cpu_ratios = [p / v for v, p in zip(total[name], total["plain"], strict=True)]
        out[name] = {
            "pages_per_s": statistics.median(runs),
            "runs": runs,
            "ratio_to_plain": statistics.median(runs) / base,
            "redis_cpu_us_per_page": statistics.median(redis[name]),
            "redis_cpu_us_per_page_runs": redis[name],
            "round_ratios": round_ratios,
            "round_ratio_median": statistics.median(round_ratios),
            "worker_cpu_us_per_page": statistics.median(worker[name]),
            "worker_cpu_us_per_page_runs": worker[name],
            "total_cpu_us_per_page": statistics.median(total[name]),
            "total_cpu_us_per_page_runs": total[name],
            # plain's CPU per page over this variant's: 1.0 = as cheap as plain Scrapy, < 1 = dearer
            "cpu_ratio_to_plain": base_cpu / statistics.median(total[name]),
            "round_cpu_ratios": cpu_ratios,
        }
    return out


def throughput(
    pages: int,
    rounds: int,
    work: Path,
    modes: tuple[str, ...] = ("follow", "start-urls"),
    variants: tuple[str, ...] = tuple(VARIANTS),
) -> dict[str, Any]:
    site = StaticSiteService(work / "site", extra={"pages": pages})
    redis = RedisService(work / "redis")
    site.start()
    redis.start()
    client = redis.client()
    urls = [site.origin + p for p in site.paths]
    start_file = work / "start-urls.txt"
    out: dict[str, Any] = {}
    try:
        for mode in modes:
            start_file.write_text("\n".join(urls if mode == "start-urls" else [site.origin + "/"]))
            results: dict[str, list[float]] = {v: [] for v in variants}
            cpu: dict[str, list[float]] = {v: [] for v in variants}
            worker: dict[str, list[float]] = {v: [] for v in variants}
            background: dict[str, list[dict[str, int]]] = {v: [] for v in variants}
            names = list(variants)
            for round_no in range(rounds):
                # Interleaved, so drift hits every variant alike, and in an order rotated each round, so that
                # no variant always runs right after the same one (on the Redis the one before filled).
                order = names[round_no % len(names) :] + names[: round_no % len(names)]
                for name in order:
                    variant = VARIANTS[name]
                    client.flushall()
                    site.access_log.write_text("")
                    key = f"{variant['spider']}:start_urls"
                    if name != "plain":
                        seeds = urls if mode == "start-urls" else [site.origin + "/"]
                        for i in range(0, len(seeds), 1000):
                            client.lpush(key, *seeds[i : i + 1000])
                    env = worker_env(redis.url, {"BENCH_START_FILE": str(start_file)})
                    cpu_before, persistence_before = redis_cpu(client), redis_persistence(client)
                    worker_cpu = run_workers(variant["spider"], variant["settings"], env)
                    persistence = {k: v - persistence_before[k] for k, v in redis_persistence(client).items()}
                    background[name].append(persistence)
                    fetched, per_s = rate(site.requests())
                    if fetched < pages:
                        raise RuntimeError(f"{name}/{mode}: fetched only {fetched} of {pages} pages")
                    results[name].append(per_s)
                    cpu[name].append((redis_cpu(client) - cpu_before) / fetched * 1e6)
                    worker[name].append(worker_cpu / fetched * 1e6)
                    print(
                        f"  [{mode} round {round_no + 1}] {name:13s} {fetched} pages, {per_s:8.1f} pages/s, "
                        f"worker CPU {worker[name][-1]:7.1f} us/page, Redis CPU {cpu[name][-1]:6.1f} us/page, "
                        f"total {worker[name][-1] + cpu[name][-1]:7.1f} us/page; Redis background work "
                        + ", ".join(f"{k} {v}" for k, v in persistence.items()),
                        flush=True,
                    )
            out[mode] = summarize(results, worker, cpu)
            for name, runs in background.items():
                out[mode][name]["redis_background_runs"] = runs
            for name, figures in out[mode].items():
                rounds_text = ", ".join(f"{r:.2f}x" for r in figures["round_ratios"])
                print(
                    f"  [{mode}] {name:13s} median {figures['pages_per_s']:7.1f} pages/s "
                    f"({figures['ratio_to_plain']:.2f}x; rounds {rounds_text}; "
                    f"median of rounds {figures['round_ratio_median']:.2f}x), total CPU "
                    f"{figures['total_cpu_us_per_page']:.0f} us/page ({figures['cpu_ratio_to_plain']:.2f}x plain)",
                    flush=True,
                )
    finally:
        redis.stop()
        site.stop()
    return out


def latency(pages: int, rounds: int, work: Path, delays_ms: list[float]) -> dict[str, Any]:
    """The frontier following links with Redis on loopback and behind the delaying proxy, interleaved."""
    site = StaticSiteService(work / "site-latency", extra={"pages": pages})
    redis = RedisService(work / "redis-latency")
    site.start()
    redis.start()
    client = redis.client()
    start_file = work / "start-latency.txt"
    start_file.write_text(site.origin + "/")
    names = ["loopback"] + [f"{d:g}ms" for d in delays_ms]
    results: dict[str, list[float]] = {n: [] for n in names}
    cpu: dict[str, list[float]] = {n: [] for n in names}
    try:
        for round_no in range(rounds):
            for name, delay in zip(names, [None, *delays_ms], strict=True):  # interleaved
                client.flushall()
                site.access_log.write_text("")
                client.lpush("bench_frontier:start_urls", site.origin + "/")
                proxy = TcpProxy(redis.port, delay_ms=delay) if delay is not None else None
                try:
                    url = proxy.url if proxy is not None else redis.url
                    cpu_before = redis_cpu(client)
                    run_workers("bench_frontier", {}, worker_env(url, {"BENCH_START_FILE": str(start_file)}))
                finally:
                    if proxy is not None:
                        proxy.close()
                fetched, per_s = rate(site.requests())
                if fetched < pages:
                    raise RuntimeError(f"latency {name}: fetched only {fetched} of {pages} pages")
                results[name].append(per_s)
                cpu[name].append((redis_cpu(client) - cpu_before) / fetched * 1e6)
                print(
                    f"  [Redis latency round {round_no + 1}] {name:9s} {fetched} pages, {per_s:8.1f} pages/s, "
                    f"Redis CPU {cpu[name][-1]:6.1f} us/page",
                    flush=True,
                )
    finally:
        redis.stop()
        site.stop()
    base = statistics.median(results["loopback"])
    return {
        "pages": pages,
        "mode": "follow",
        **{
            name: {
                "pages_per_s": statistics.median(v),
                "runs": v,
                "ratio_to_loopback": statistics.median(v) / base,
                "redis_cpu_us_per_page": statistics.median(cpu[name]),
            }
            for name, v in results.items()
        },
    }


def dedup_memory(urls: int, work: Path, error_rate: float = 0.001) -> dict[str, Any]:
    redis = RedisService(work / "redis-mem")
    redis.start()
    try:
        client = redis.client()
        client.execute_command("BF.RESERVE", "{b}:bloom", error_rate, urls, "EXPANSION", 2)
        base = client.info("memory")["used_memory"]
        batch = 10_000
        for start in range(0, urls, batch):
            fps = [hashlib.sha1(f"http://example.com/{i}".encode()).hexdigest() for i in range(start, start + batch)]
            pipe = client.pipeline(transaction=False)
            pipe.execute_command("BF.MADD", "{b}:bloom", *fps)
            pipe.sadd("sr:dupefilter", *fps)
            pipe.execute()
        bloom_bytes = int(client.memory_usage("{b}:bloom", samples=0))
        set_bytes = int(client.memory_usage("sr:dupefilter", samples=0))
        total = client.info("memory")["used_memory"] - base
    finally:
        redis.stop()
    return {
        "urls": urls,
        "error_rate": error_rate,
        "redisbloom_bytes_per_url": bloom_bytes / urls,
        "scrapy_redis_set_bytes_per_url": set_bytes / urls,
        "ratio": set_bytes / bloom_bytes,
        "used_memory_delta_bytes": total,
    }


def scale_out(pages: int, latency_ms: int, worker_counts: list[int], work: Path) -> dict[str, Any]:
    port = free_port()
    log = work / "slowsite-access.log"
    server = spawn([sys.executable, "-m", "bench.slowsite", str(port), str(pages), str(latency_ms), str(log)],
                   work / "slowsite.log", env={"PYTHONPATH": str(REPO)}, cwd=REPO)  # fmt: skip
    redis = RedisService(work / "redis-scale")
    redis.start()
    out: dict[str, Any] = {"pages": pages, "latency_ms": latency_ms, "concurrency_per_worker": 8}
    try:
        wait_until(lambda: port_open("127.0.0.1", port), 10, "slow site")
        client = redis.client()
        single = None
        for count in worker_counts:
            client.flushall()
            client.lpush("bench_frontier:start_urls", f"http://127.0.0.1:{port}/")
            env = worker_env(redis.url)
            log.write_text("")
            run_workers("bench_frontier", {"CONCURRENT_REQUESTS": "8", "CONCURRENT_REQUESTS_PER_DOMAIN": "64",
                                           "CRAWL_IDLE_TIMEOUT": "2"}, env, count)  # fmt: skip
            fetched, per_s = rate([
                {"t": float(t), "status": 200 if ok == "1" else 404, "path": path}
                for t, ok, path in (line.split() for line in log.read_text().splitlines())
            ])  # fmt: skip
            if fetched < pages:
                raise RuntimeError(f"scale-out with {count} workers fetched only {fetched} of {pages} pages")
            single = single or per_s
            out[str(count)] = {"pages_per_s": per_s, "efficiency": per_s / (single * count)}
            print(
                f"  [scale-out] {count} workers: {per_s:7.1f} pages/s ({per_s / (single * count):.0%} of linear)",
                flush=True,
            )
    finally:
        redis.stop()
        stop_pid(server.pid)
    return out


def _variants(text: str) -> tuple[str, ...]:
    names = [v.strip() for v in text.split(",") if v.strip()]
    unknown = set(names) - set(VARIANTS)
    if unknown:
        raise SystemExit(f"unknown variants {sorted(unknown)}; known: {', '.join(VARIANTS)}")
    # plain Scrapy is what every ratio is to
    return tuple(["plain", *(n for n in names if n != "plain")])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pages", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--dedup-urls", type=int, default=1_000_000)
    parser.add_argument("--scale-pages", type=int, default=3000)
    parser.add_argument("--only", default="throughput,memory,scaleout")
    parser.add_argument("--modes", default="follow,start-urls", help="throughput modes to run")
    parser.add_argument(
        "--variants",
        default=",".join(VARIANTS),
        help="throughput variants (plain always): plain,frontier halves a run's time for more rounds of the pair",
    )
    parser.add_argument(
        "--redis-latency", default="", help="MS[,MS]: also run the frontier with Redis this far away (e.g. 1,5)"
    )
    args = parser.parse_args()
    RESULTS.mkdir(parents=True, exist_ok=True)
    results: dict[str, Any] = {"machine": {"cpus": os.cpu_count()}, "date": time.strftime("%Y-%m-%d")}
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        work = Path(tmp)
        if "throughput" in args.only:
            print(f"throughput on {args.pages} static pages (nginx), {args.rounds} interleaved rounds")
            modes = tuple(args.modes.split(","))
            results["throughput"] = {
                **results.get("throughput", {}),
                **throughput(args.pages, args.rounds, work, modes, _variants(args.variants)),
            }
        if args.redis_latency:
            delays = [float(x) for x in args.redis_latency.split(",") if x.strip()]
            print(f"Redis latency {delays} ms on {args.pages} static pages, {args.rounds} interleaved rounds")
            results["latency"] = latency(args.pages, args.rounds, work, delays)
        if "memory" in args.only:
            print(f"dedup memory at {args.dedup_urls} URLs")
            results["dedup_memory"] = dedup_memory(args.dedup_urls, work)
        if "scaleout" in args.only:
            print("scale-out on a 100 ms site")
            results["scale_out"] = scale_out(args.scale_pages, 100, [1, 2, 4], work)
    path = RESULTS / "frontier.json"
    previous = json.loads(path.read_text()) if path.exists() else {}
    if "throughput" in results:  # a run of some modes keeps the figures of the others
        results["throughput"] = {**previous.get("throughput", {}), **results["throughput"]}
    # Figures replaced by this run are kept, with the date of the run they came from: the README quotes them.
    history = previous.setdefault("history", [])
    for section in ("throughput", "latency", "dedup_memory", "scale_out"):
        if section in results and section in previous:
            history.append({"date": previous.get("date"), "section": section, "figures": previous[section]})
    path.write_text(json.dumps({**previous, **results}, indent=2))
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
