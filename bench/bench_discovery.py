"""Discovery benchmark: `python -m bench.bench_discovery [--duration 90] [--every 3] [--workers 2]`.

On the live demo site (crawler/demo/live.py), which publishes an article every `--every` seconds for the
first half of the run and nothing in the second half (news comes in bursts), two ways of finding new
articles are compared, each with `--workers` workers sharing one Redis:

- `discovery`: this crawler's hubs (home page pushed once; feeds, sitemaps and sections found from it),
  revisited on the adaptive schedule between `--min-interval` and `--max-interval`, conditional GETs.
- `cron`: what a scrapy-redis user does today: a cron job re-pushes the start URLs (home and the section
  pages, unfiltered) every `--min-interval` seconds (the same latency target) and the spider follows their
  links one level (the seen filter keeps articles to one fetch); discovery off.

Measured on the site's request log: discovery latency (publication to fetch of each article published
during the run) p50/p95, and hub requests (every request that is not an article) per new article.
Prints a table and writes bench/results/discovery.json.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from crawler.demo.live import SECTIONS, LiveSite, serve
from crawler.devstack.services import REPO, RedisService
from crawler.discovery.report import percentile

RESULTS = REPO / "bench" / "results"


def worker_env(redis_url: str, extra: dict[str, str]) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "REDIS_URL": redis_url,
        "CRAWL_IDLE_TIMEOUT": "0",
        "STORAGE_PIPELINES": "",
        "SSRF_ALLOWED_NETWORKS": "127.0.0.0/8",
        "POLITENESS_DELAY": "0",
        "LOG_LEVEL": "WARNING",
        "METRICS_PORT": "0",
        **extra,
    }


def run(variant: str, args: argparse.Namespace, work: Path) -> dict[str, Any]:
    published_for = args.duration / 2
    site = LiveSite(every=args.every, initial=10, limit=10 + int(published_for / args.every))
    server = serve(site)
    redis = RedisService(work / f"redis-{variant}")
    redis.start()
    client = redis.client()
    try:
        extra = {"DISCOVERY_MIN_INTERVAL": str(args.min_interval), "DISCOVERY_MAX_INTERVAL": str(args.max_interval)}
        starts = [site.origin + "/"]
        if variant == "cron":
            extra.update({"DISCOVERY_ENABLED": "false", "DEPTH_LIMIT": "1"})
            starts += [f"{site.origin}/section/{s}/" for s in SECTIONS]
        else:
            extra["DISCOVERY_START_MODE"] = "hub"
        env = worker_env(redis.url, extra)
        cmd = [sys.executable, "-m", "scrapy", "crawl", "news", "-s", "TELNETCONSOLE_ENABLED=False"]
        procs = [
            subprocess.Popen(cmd, cwd=REPO, env={**env, "WORKER_ID": f"{variant}-{i}"}, stdin=subprocess.DEVNULL)
            for i in range(args.workers)
        ]
        started = time.time()
        next_push = started
        while time.time() - started < args.duration:
            if variant == "cron" and time.time() >= next_push:
                client.lpush("news:start_urls", *[json.dumps({"url": u, "dont_filter": True}) for u in starts])
                next_push += args.min_interval
            elif variant == "discovery" and next_push == started:
                client.lpush("news:start_urls", starts[0])
                next_push = float("inf")
            time.sleep(0.1)
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(timeout=60)
    finally:
        server.shutdown()
        client.close()
        redis.stop()
    log = site.requests()
    new = [a for a in site.articles() if a["n"] >= site.initial]
    first_fetch: dict[str, float] = {}
    for r in log:
        if r["path"].startswith("/a/") and r["status"] == 200:
            first_fetch.setdefault(r["path"], r["at"])
    latency = [first_fetch[a["path"]] - a["published"] for a in new if a["path"] in first_fetch]
    hub_requests = [r for r in log if not r["path"].startswith("/a/")]
    return {
        "new_articles": len(new),
        "found": len(latency),
        "latency_p50_s": percentile(latency, 0.5),
        "latency_p95_s": percentile(latency, 0.95),
        "hub_requests": len(hub_requests),
        "hub_requests_per_new_article": round(len(hub_requests) / max(1, len(latency)), 2),
        "answered_304": sum(1 for r in hub_requests if r["status"] == 304),
        "article_fetches": sum(1 for r in log if r["path"].startswith("/a/")),
    }


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_discovery", description=__doc__)
    parser.add_argument("--duration", type=float, default=90.0)
    parser.add_argument("--every", type=float, default=3.0, help="seconds between articles while publishing")
    parser.add_argument("--min-interval", type=float, default=5.0)
    parser.add_argument("--max-interval", type=float, default=40.0)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-discovery-") as tmp:
        results = {variant: run(variant, args, Path(tmp)) for variant in ("discovery", "cron")}
    print(f"\n{'variant':10s} {'found':>9s} {'p50 s':>6s} {'p95 s':>6s} {'hub req':>8s} {'per article':>11s} "
          f"{'304s':>5s} {'article fetches':>15s}")  # fmt: skip
    for name, r in results.items():
        print(f"{name:10s} {r['found']:4d}/{r['new_articles']:<4d} {r['latency_p50_s'] or 0:6.1f} "
              f"{r['latency_p95_s'] or 0:6.1f} {r['hub_requests']:8d} {r['hub_requests_per_new_article']:11.2f} "
              f"{r['answered_304']:5d} {r['article_fetches']:15d}")  # fmt: skip
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "discovery.json").write_text(json.dumps({"args": vars(args), "results": results}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
