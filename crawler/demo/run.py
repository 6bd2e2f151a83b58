"""`python -m crawler.demo.run`: the demo crawl on the embedded local stack, with a summary.

Starts the local stack (Redis+RedisBloom, MongoDB stand-in, SeaweedFS S3, demo site), pushes the demo
site's home pages into `news:start_urls`, runs several `scrapy crawl news` workers that share the Redis
frontier until it has been empty for a few seconds, then prints what was fetched, how the work was split
between workers, how extraction compares with the site's truth file, and where the output is.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from crawler.devstack import __main__ as devstack
from crawler.devstack.services import REPO, DemoSiteService, RedisService


def _norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def run_workers(count: int, env: dict[str, str], out: Path, timeout: float) -> list[subprocess.Popen[bytes]]:
    procs = []
    for i in range(1, count + 1):
        worker_id = f"worker-{i}"
        worker_env = {
            **os.environ,
            **env,
            "WORKER_ID": worker_id,
            "ITEMS_FEED": str(out / "items" / "%(worker_id)s.jsonl"),
            "STATS_FILE": str(out / "stats" / "%(worker_id)s.json"),
            "LOG_FILE": str(out / "logs" / f"{worker_id}.log"),
        }
        (out / "logs").mkdir(parents=True, exist_ok=True)
        cmd = [sys.executable, "-m", "scrapy", "crawl", "news"]
        procs.append(subprocess.Popen(cmd, cwd=REPO, env=worker_env, stdin=subprocess.DEVNULL))
        print(f"  started {worker_id} (pid {procs[-1].pid}): {' '.join(cmd[2:])}")
    deadline = time.monotonic() + timeout
    for proc in procs:
        proc.wait(timeout=max(1.0, deadline - time.monotonic()))
    return procs


def summarize(out: Path, truth: dict[str, Any], redis: Any) -> dict[str, Any]:
    stats = [json.loads(p.read_text()) for p in sorted((out / "stats").glob("*.json"))]
    items = [json.loads(line) for p in sorted((out / "items").glob("*.jsonl")) for line in p.read_text().splitlines()]
    pages = truth["pages"]
    articles = {u: p for u, p in pages.items() if p["is_article"] and not p["js_required"]}
    by_url = {item["url"]: item for item in items}
    matched = Counter()
    for url, page in articles.items():
        item = by_url.get(url)
        if item:
            matched["found"] += 1
            matched["title"] += _norm(item["title"]) == _norm(page["title"])
            matched["author"] += _norm(item["author"]) == _norm(page["author"])
            matched["date"] += item["published"] == page["date"]
    return {
        "workers": {
            s["worker_id"]: {
                "pages": s["stats"].get("response_received_count", 0),
                "articles": s["stats"].get("item_scraped_count", 0),
                "errors": s["stats"].get("news/fetch_errors", 0),
                "reason": s["reason"],
            }
            for s in stats
        },
        "pages_fetched": sum(s["stats"].get("response_received_count", 0) for s in stats),
        "articles": len(items),
        "articles_in_truth": len(articles),
        "matched": dict(matched),
        "needs_render": sorted(m.decode() for m in redis.smembers("news:needs_render")),
        "invalid_start_urls": redis.llen("news:start_urls:invalid"),
    }


def print_summary(summary: dict[str, Any], out: Path) -> None:
    total = summary["pages_fetched"] or 1
    print("\n=== demo crawl summary ===")
    print(f"pages fetched : {summary['pages_fetched']}")
    print(f"articles      : {summary['articles']} (truth file lists {summary['articles_in_truth']} static articles)")
    for worker, w in summary["workers"].items():
        share = 100.0 * w["pages"] / total
        print(f"  {worker:10s} pages={w['pages']:5d} ({share:4.1f}%) articles={w['articles']:4d} "
              f"errors={w['errors']} exit={w['reason']}")  # fmt: skip
    n = summary["articles_in_truth"] or 1
    m = summary["matched"]
    print(
        "vs truth      : "
        + ", ".join(f"{k} {100.0 * m.get(k, 0) / n:.1f}%" for k in ("found", "title", "author", "date"))
    )
    print(f"need JS render: {len(summary['needs_render'])} pages (listed in Redis set news:needs_render)")
    print(f"output        : {out / 'items'}/*.jsonl (articles), {out / 'stats'} (per-worker stats), "
          f"{out / 'logs'} (worker logs), {out / 'summary.json'}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crawler.demo.run", description=__doc__)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--stack-dir", type=Path, default=devstack.DEFAULT_DIR)
    parser.add_argument("--out", type=Path, default=REPO / "var" / "demo")
    parser.add_argument("--idle-timeout", type=float, default=5.0)
    parser.add_argument("--timeout", type=float, default=900.0)
    parser.add_argument("--keep-stack", action="store_true", help="leave the local stack running afterwards")
    args = parser.parse_args(argv)
    out: Path = args.out.resolve()
    stack_dir: Path = args.stack_dir.resolve()
    print(f"starting the local stack in {stack_dir} ...")
    services = devstack.up(stack_dir)
    try:
        redis_service = services["redis"]
        site = services["demo-site"]
        assert isinstance(redis_service, RedisService) and isinstance(site, DemoSiteService)
        redis = redis_service.client()
        for key in redis.scan_iter("news:*"):
            redis.delete(key)  # a fresh demo each run
        for sub in ("items", "stats", "logs"):
            for old in (out / sub).glob("*"):
                old.unlink()
        truth = site.truth()
        for entry in truth["sites"]:
            redis.lpush("news:start_urls", json.dumps({"url": entry["home"], "meta": {"source": "demo"}}))
            print(f"pushed start URL {entry['home']} ({entry['name']})")
        env = {**devstack.stack_env(stack_dir), "CRAWL_IDLE_TIMEOUT": str(args.idle_timeout)}
        env["PYTHONPATH"] = str(REPO)
        print(f"running {args.workers} workers sharing the frontier in Redis ({redis_service.url}) ...")
        run_workers(args.workers, env, out, args.timeout)
        summary = summarize(out, truth, redis)
        (out / "summary.json").write_text(json.dumps(summary, indent=2))
        print_summary(summary, out)
    finally:
        if args.keep_stack:
            print(f"\nlocal stack still running: . {stack_dir / 'env.sh'}; stop it with ./run.sh stack-down")
        else:
            devstack.down(stack_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
