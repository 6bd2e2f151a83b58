"""`python -m crawler.demo.run`: the demo crawl on the embedded local stack, with a summary.

Starts the local stack (Redis+RedisBloom, MongoDB stand-in, SeaweedFS S3, demo site), pushes the demo
site's home pages into `news:start_urls` (crawled recursively, `mode: site`), runs several `scrapy crawl
news` workers that share the Redis frontier until it has been empty for a few seconds, then prints —
read back from MongoDB, S3 and Redis — what was fetched and stored, how the work was split between
workers, how extraction compares with the site's truth file, and where the output is.

With `--live SECONDS` (default 60) a live news site (crawler/demo/live.py) publishes an article every
`--live-every` seconds meanwhile; its home page is pushed as a hub, the workers run for that long and
the summary tells how many of the articles published after the first pass were found, and how fast.
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

from crawler.demo.live import LiveSite, serve
from crawler.devstack import __main__ as devstack
from crawler.devstack.services import REPO, DemoSiteService, RedisService
from crawler.frontier.deadletter import dead_letters
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.layout import current_layout


def _norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def run_workers(
    count: int, env: dict[str, str], out: Path, timeout: float, stop_after: float = 0.0, busy: Any = None
) -> list[subprocess.Popen[bytes]]:
    procs = []
    for i in range(1, count + 1):
        worker_id = f"worker-{i}"
        worker_env = {
            **os.environ,
            **env,
            "WORKER_ID": worker_id,
            "STATS_FILE": str(out / "stats" / "%(worker_id)s.json"),
            "LOG_FILE": str(out / "logs" / f"{worker_id}.log"),
        }
        (out / "logs").mkdir(parents=True, exist_ok=True)
        cmd = [sys.executable, "-m", "scrapy", "crawl", "news"]
        procs.append(subprocess.Popen(cmd, cwd=REPO, env=worker_env, stdin=subprocess.DEVNULL))
        print(f"  started {worker_id} (pid {procs[-1].pid}): {' '.join(cmd[2:])}")
    if stop_after > 0:
        # Hubs keep the workers running: stop them (gracefully) once the live run is over and the rest of
        # the crawl is done.
        started = time.monotonic()
        while time.monotonic() - started < stop_after or (busy is not None and busy()):
            if time.monotonic() - started > timeout:
                break
            time.sleep(1.0)
        for proc in procs:
            proc.terminate()
    deadline = time.monotonic() + timeout
    for proc in procs:
        proc.wait(timeout=max(1.0, deadline - time.monotonic()))
    return procs


def stores(env: dict[str, str]) -> tuple[Any, Any, str]:
    """The demo's MongoDB collection and S3 client/bucket, from the local stack's settings."""
    import boto3
    import pymongo
    from botocore.config import Config

    mongo = pymongo.MongoClient(env["MONGODB_URI"], serverSelectionTimeoutMS=5000)
    collection = mongo[os.environ.get("MONGODB_DATABASE", "news")][os.environ.get("MONGODB_COLLECTION", "articles")]
    s3 = boto3.client(
        "s3",
        endpoint_url=env["S3_ENDPOINT_URL"],
        aws_access_key_id=env["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=env["AWS_SECRET_ACCESS_KEY"],
        region_name="us-east-1",
        config=Config(s3={"addressing_style": "path"}),
    )
    return collection, s3, env["S3_BUCKET"]


def s3_keys(s3: Any, bucket: str) -> set[str]:
    keys: set[str] = set()
    for page in s3.get_paginator("list_objects_v2").paginate(Bucket=bucket):
        keys.update(obj["Key"] for obj in page.get("Contents", []))
    return keys


def reset_stores(collection: Any, s3: Any, bucket: str) -> None:
    """A fresh demo each run: the demo site's ports (so its URLs) change from run to run."""
    collection.delete_many({})
    for key in s3_keys(s3, bucket):
        s3.delete_object(Bucket=bucket, Key=key)


def laid_out_keys(redis: Any) -> FrontierKeys:
    """The news spider's frontier keys in the number of shards its data is laid out in."""
    keys = FrontierKeys("news", "news:start_urls")
    return FrontierKeys("news", "news:start_urls", current_layout(redis, keys))


def summarize(out: Path, truth: dict[str, Any], redis: Any, collection: Any, s3: Any, bucket: str) -> dict[str, Any]:
    """The figures of the run, read back from where the output is: MongoDB, S3, Redis, worker stats."""
    stats = [json.loads(p.read_text()) for p in sorted((out / "stats").glob("*.json"))]
    docs = list(collection.find({}, {"text": 0, "_id": 0}))
    stored = s3_keys(s3, bucket)
    pages = truth["pages"]
    articles = {u: p for u, p in pages.items() if p["is_article"] and not p["js_required"]}
    # Links are fetched as found (a teaser link may carry ?utm_*): match a document by its canonical URL too.
    by_url = {url: doc for doc in docs for url in (doc.get("canonical_url"), doc["url"]) if url}
    matched: Counter[str] = Counter()
    for url, page in articles.items():
        doc = by_url.get(url)
        if doc:
            matched["found"] += 1
            matched["title"] += _norm(doc.get("title")) == _norm(page["title"])
            matched["author"] += _norm(doc.get("author")) == _norm(page["author"])
            matched["date"] += doc.get("published") == page["date"]
    per_worker = Counter(doc.get("worker") for doc in docs)
    return {
        "workers": {
            s["worker_id"]: {
                "pages": s["stats"].get("response_received_count", 0),
                "articles": per_worker.get(s["worker_id"], 0),
                "failed": s["stats"].get("news/fetch_errors", 0),
                "reason": s["reason"],
            }
            for s in stats
        },
        "pages_fetched": sum(s["stats"].get("response_received_count", 0) for s in stats),
        "articles": len(docs),
        "articles_in_truth": len(articles),
        "matched": dict(matched),
        # WARC segments (the default raw format) hold many pages each; the objects format one page per object.
        "raw_pages_in_s3": len([k for k in stored if k.endswith((".html.gz", ".warc.gz"))]),
        "articles_with_raw_page": sum(
            1 for d in docs if d.get("raw_key") in stored or (d.get("warc") or {}).get("key") in stored
        ),
        "needs_render": sorted(m.decode() for m in redis.smembers("news:needs_render")),
        "invalid_start_urls": redis.llen("news:start_urls:invalid"),
        # Every dead-letter list: the workers' global one and, on a sharded frontier, each shard's own.
        "dead_letters": [r["url"] for r in dead_letters(redis, laid_out_keys(redis))],
    }


def summarize_live(live: LiveSite, redis: Any, collection: Any) -> dict[str, Any]:
    """Articles the live site published after the first pass: how many were stored, and how fast."""
    from crawler.discovery.report import percentile

    later = [a for a in live.articles() if a["n"] >= live.initial]
    urls = {a["url"]: a for a in later}
    stored = {d["url"] for d in collection.find({"url": {"$in": list(urls)}}, {"url": 1})}
    lags = [json.loads(x) for x in redis.lrange("{news}:hubs:lag", 0, -1)]
    latency = [s["stored"] - urls[s["url"]]["published"] for s in lags if s["url"] in urls]
    conditional = [r for r in live.requests() if r["conditional"]]
    return {
        "published_after_first_pass": len(later),
        "found": len(stored),
        "latency_p50_s": percentile(latency, 0.5),
        "latency_p95_s": percentile(latency, 0.95),
        "hub_requests": sum(1 for r in live.requests() if not r["path"].startswith("/a/")),
        "conditional_requests": len(conditional),
        "answered_304": sum(1 for r in conditional if r["status"] == 304),
    }


def print_summary(summary: dict[str, Any], out: Path, env_hint: dict[str, str]) -> None:
    total = summary["pages_fetched"] or 1
    print("\n=== demo crawl summary ===")
    print(f"pages fetched : {summary['pages_fetched']}")
    print(f"articles      : {summary['articles']} documents in MongoDB "
          f"(truth file lists {summary['articles_in_truth']} static articles)")  # fmt: skip
    print(f"raw pages     : {summary['raw_pages_in_s3']} objects (WARC segments or pages) in S3; "
          f"{summary['articles_with_raw_page']} articles point to theirs")  # fmt: skip
    for worker, w in summary["workers"].items():
        share = 100.0 * w["pages"] / total
        print(f"  {worker:10s} pages={w['pages']:5d} ({share:4.1f}%) articles={w['articles']:4d} "
              f"failed={w['failed']} exit={w['reason']}")  # fmt: skip
    n = summary["articles_in_truth"] or 1
    m = summary["matched"]
    print(
        "vs truth      : "
        + ", ".join(f"{k} {100.0 * m.get(k, 0) / n:.1f}%" for k in ("found", "title", "author", "date"))
    )
    print(f"need JS render: {len(summary['needs_render'])} pages (listed in Redis set news:needs_render)")
    print(f"dead letters  : {len(summary['dead_letters'])} (failed after every retry tier: scrapy frontier dlq list)")
    if live := summary.get("live"):
        p50, p95 = live["latency_p50_s"], live["latency_p95_s"]
        lat = "-" if p50 is None else f"p50 {p50:.1f}s, p95 {p95:.1f}s from publication to stored"
        print(f"live site     : {live['found']}/{live['published_after_first_pass']} articles published after the "
              f"first pass found; latency {lat}")  # fmt: skip
        print(f"                {live['hub_requests']} hub requests, {live['conditional_requests']} conditional, "
              f"{live['answered_304']} answered 304 (scrapy frontier hubs)")  # fmt: skip
    print(f"output        : MongoDB {env_hint['MONGODB_URI']} db news, collection articles; "
          f"S3 {env_hint['S3_ENDPOINT_URL']} bucket {env_hint['S3_BUCKET']}")  # fmt: skip
    print(f"                {out / 'stats'} (per-worker stats), {out / 'logs'} (worker logs), {out / 'summary.json'}")
    print("failed        = fetches that ended in an HTTP error, e.g. the demo site's deliberate broken links")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crawler.demo.run", description=__doc__)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--stack-dir", type=Path, default=devstack.DEFAULT_DIR)
    parser.add_argument("--out", type=Path, default=REPO / "var" / "demo")
    parser.add_argument("--idle-timeout", type=float, default=5.0)
    parser.add_argument("--timeout", type=float, default=900.0)
    parser.add_argument("--keep-stack", action="store_true", help="leave the local stack running afterwards")
    parser.add_argument("--live", type=float, default=60.0, help="seconds of live publishing (0: no live site)")
    parser.add_argument("--live-every", type=float, default=5.0, help="seconds between live articles")
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
        for pattern in ("news:*", "{news}:hub*"):
            for key in redis.scan_iter(pattern):
                redis.delete(key)  # a fresh demo each run
        for sub in ("stats", "logs"):
            for old in (out / sub).glob("*"):
                old.unlink()
        env = {**devstack.stack_env(stack_dir), "CRAWL_IDLE_TIMEOUT": str(args.idle_timeout)}
        collection, s3, bucket = stores(env)
        reset_stores(collection, s3, bucket)
        truth = site.truth()
        for entry in truth["sites"]:
            meta = {"source": "demo", "mode": "site"}  # the whole site, recursively, once
            redis.lpush("news:start_urls", json.dumps({"url": entry["home"], "meta": meta}))
            print(f"pushed start URL {entry['home']} ({entry['name']})")
        # Publishing stops a minimum revisit interval (and a few seconds) before the workers do, so every
        # article it published had its chance to be found.
        grace = float(env.get("DISCOVERY_MIN_INTERVAL") or max(2.0, args.live_every)) + 5
        published = max(1, int((args.live - grace) / args.live_every))
        live = LiveSite(every=args.live_every, initial=20, limit=20 + published) if args.live > 0 else None
        live_server = serve(live) if live is not None else None
        if live is not None:
            redis.lpush("news:start_urls", json.dumps({"url": live.origin + "/", "meta": {"source": "live"}}))
            print(f"pushed live hub {live.origin}/ ({published} new articles, one every {args.live_every:g}s)")
            env["CRAWL_IDLE_TIMEOUT"] = "0"  # the workers wait for the hubs; stopped after --live seconds
            env.setdefault("DISCOVERY_MIN_INTERVAL", str(max(2.0, args.live_every)))
            env.setdefault("DISCOVERY_MAX_INTERVAL", str(max(8.0, 4 * args.live_every)))
        env["PYTHONPATH"] = str(REPO)
        env["SSRF_ALLOWED_NETWORKS"] = "127.0.0.0/8"  # the demo site is on loopback: refused by default
        env.setdefault("POLITENESS_DELAY", "0")  # our own local site: no need to be gentle
        env.setdefault("RETRY_DELAY", "2")  # its 403 and 5xx pages reach the dead-letter queue in seconds
        env["MONGODB_JOURNAL_DIR"] = str(out / "journal")
        env["S3_SPOOL_DIR"] = str(out / "spool")
        print(f"running {args.workers} workers sharing the frontier in Redis ({redis_service.url}) ...")

        def busy() -> bool:  # anything queued, in flight or waiting as start URLs
            queued = sum(int(n or 0) for n in redis.hmget("{news}:counts", ["s", "r"]))
            return bool(queued or redis.zcard("{news}:leases") or redis.llen("news:start_urls"))

        run_workers(args.workers, env, out, args.timeout, stop_after=args.live, busy=busy)
        summary = summarize(out, truth, redis, collection, s3, bucket)
        if live is not None and live_server is not None:
            summary["live"] = summarize_live(live, redis, collection)
            live_server.shutdown()
        (out / "summary.json").write_text(json.dumps(summary, indent=2))
        print_summary(summary, out, env)
    finally:
        if args.keep_stack:
            print(f"\nlocal stack still running: . {stack_dir / 'env.sh'}; stop it with ./run.sh stack-down")
        else:
            devstack.down(stack_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
