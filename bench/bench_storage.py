"""Storage benchmark: `python -m bench.bench_storage [--items 5000] [--pages 400] [--rounds 3]`.

1. MongoDB: items/s into one server (the local stand-in, started fresh for each round on a loopback port) with the
   pipeline's writer (`MongoWriter.write`, batched unordered upserts, `--batch` items per batch) vs one
   `insert_one` per item, and vs one `update_one(upsert=True)` per item (same semantics as the pipeline,
   unbatched). Same documents (~3 KB of text each), same write concern (the pipeline default, majority).
2. S3 (SeaweedFS, started here): raw pages/s through `RawStore.store` (existence check + gzip + 3 PUTs)
   on the pipeline's upload thread pool (`--threads`) vs inline, one page after another (what uploading on
   the reactor thread would give), with the per-page latency inline (how long a reactor would be blocked).
3. Raw format (`--only raw`): pages/s and S3 requests per 1,000 pages of the default WARC segments
   (the pipeline's path: `GroupCommit` on `--threads` threads feeding `SegmentWriter.append_many`, at most
   `--threads` + `--queue` pages in the store stage as in the pipeline; per batch one digest lookup and
   one update in Redis and one fsync; then the segment and its CDXJ uploaded, inside the timed interval)
   against the per-page objects (`RawStore.store`: index lookup + 3 PUTs). `--warc-levels 3,6` adds a
   WARC variant per extra gzip level. S3 requests are counted on the client (botocore `before-send`), so
   retries and multipart parts count too.

Rounds alternate the variants so drift on a shared machine hits all of them. Prints a table and writes
bench/results/storage.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from crawler.devstack.services import REPO, MongoService, RedisService, S3Service
from crawler.pipelines.mongodb import MongoWriter, parse_write_concern, record_for
from crawler.pipelines.rawstore import RawPage, RawStore
from crawler.pipelines.warc import Capture, DigestIndex, GroupCommit, SegmentWriter

RESULTS = REPO / "bench" / "results"
DEFAULT_LEVEL = SegmentWriter.__init__.__kwdefaults__["compress_level"]  # the pipeline's default too
WORDS = ["the", "of", "council", "said", "minister", "report", "market", "river", "season", "court", "vote"]


def article(n: int, rng: random.Random, run: str) -> dict[str, Any]:
    url = f"http://127.0.0.1/{run}/2024/01/01/story-{n}.html"
    text = " ".join(rng.choice(WORDS) for _ in range(520))  # ~3 KB, a short article
    return {
        "url": url,
        "canonical_url": url,
        "title": f"Story {n}",
        "author": "A. Writer",
        "published": "2024-01-01",
        "text": text,
        "language": "en",
        "site": "127.0.0.1",
        "fetched_at": "2024-01-01T00:00:00+00:00",
        "status": 200,
        "depth": 1,
        "worker": "bench",
        "start_meta": {},
    }


def rotated(names: list[str], round_no: int) -> list[str]:
    """Variant order for a round: each variant goes first in turn, so drift during a round hits all alike."""
    shift = round_no % len(names)
    return names[shift:] + names[:shift]


def bench_mongodb(items: int, batch: int, rounds: int, work: Path) -> dict[str, Any]:
    rng = random.Random(1)
    concern = parse_write_concern("majority", False)
    runs: dict[str, list[float]] = {"batched_upserts": [], "insert_one": [], "update_one_upsert": []}
    for round_no in range(rounds):
        # A fresh server per round: the stand-in's speed depends on what it stored before.
        mongo = MongoService(work / f"mongodb-{round_no}")
        mongo.start()
        try:
            for variant in rotated(list(runs), round_no):
                runs[variant].append(mongo_run(mongo, variant, items, batch, concern, rng, work, round_no))
        finally:
            mongo.stop()
    medians = {variant: statistics.median(values) for variant, values in runs.items()}
    return {
        "items": items,
        "batch_size": batch,
        "write_concern": "majority",
        "items_per_s": medians,
        "runs": runs,
        "ratio_batched_vs_insert_one": medians["batched_upserts"] / medians["insert_one"],
        "ratio_batched_vs_update_one": medians["batched_upserts"] / medians["update_one_upsert"],
    }


def mongo_run(
    mongo: MongoService, variant: str, items: int, batch: int, concern: Any, rng: random.Random, work: Path, n: int
) -> float:
    """Items/s of one variant writing `items` fresh documents into its own collection."""
    run = f"{variant}-{n}"
    docs = [article(i, rng, run) for i in range(items)]
    writer = MongoWriter(mongo.uri, "bench", run, journal_dir=work / "journal", worker=run,
                         write_concern=concern, batch_size=batch)  # fmt: skip
    writer.ensure_index()
    collection = writer.collection
    started = time.perf_counter()
    if variant == "batched_upserts":
        for at in range(0, items, batch):
            outcome = writer.write([record_for(d) for d in docs[at : at + batch]])
            assert outcome.journaled == 0, "MongoDB became unavailable during the benchmark"
    elif variant == "insert_one":
        for doc in docs:
            collection.insert_one(dict(doc))
    else:
        for doc in docs:
            record = record_for(doc)
            collection.update_one(
                {"canonical_url": doc["canonical_url"]},
                {"$set": record["set"], "$setOnInsert": {"first_seen": record["first_seen"]}},
                upsert=True,
            )
    elapsed = time.perf_counter() - started
    assert collection.count_documents({}) == items
    print(f"  [mongodb] round {n + 1} {variant:18s} {items / elapsed:8.0f} items/s", flush=True)
    writer.close()
    return items / elapsed


def html_page(n: int, rng: random.Random, run: str, size: int) -> bytes:
    words = " ".join(rng.choice(WORDS) for _ in range(size // 6))
    return f"<!doctype html><html><head><title>{run} {n}</title></head><body><p>{words}</p></body></html>".encode()


def bench_s3(s3: S3Service, pages: int, threads: int, rounds: int, size: int, work: Path) -> dict[str, Any]:
    rng = random.Random(2)
    runs: dict[str, list[float]] = {"thread_pool": [], "inline": []}
    latencies: list[float] = []
    for round_no in range(rounds):
        for variant in rotated(list(runs), round_no):
            run = f"{variant}-{round_no}"
            store = RawStore(s3.client(), s3.bucket, spool_dir=work / "spool", worker=run, prefix=f"bench/{run}/")
            batch = [
                RawPage(html_page(n, rng, run, size), f"http://127.0.0.1/{run}/{n}", "news", "bench", 200)
                for n in range(pages)
            ]
            started = time.perf_counter()
            if variant == "inline":
                for page in batch:
                    t0 = time.perf_counter()
                    stored = store.store(page)
                    latencies.append(time.perf_counter() - t0)
                    assert stored.outcome == "uploaded", stored
            else:
                with ThreadPoolExecutor(max_workers=threads) as pool:
                    outcomes = list(pool.map(store.store, batch))
                assert all(s.outcome == "uploaded" for s in outcomes)
            elapsed = time.perf_counter() - started
            runs[variant].append(pages / elapsed)
            print(f"  [s3] round {round_no + 1} {variant:12s} {pages / elapsed:8.1f} pages/s", flush=True)
            store.close()
    medians = {variant: statistics.median(values) for variant, values in runs.items()}
    latencies.sort()
    return {
        "pages": pages,
        "page_bytes": size,
        "threads": threads,
        "pages_per_s": medians,
        "runs": runs,
        "ratio_thread_pool_vs_inline": medians["thread_pool"] / medians["inline"],
        "inline_latency_ms": {
            "p50": 1000 * latencies[len(latencies) // 2],
            "p95": 1000 * latencies[int(len(latencies) * 0.95)],
        },
    }


class RequestCounter:
    """Counts the HTTP requests an S3 client sends (every attempt, every multipart part)."""

    def __init__(self, client: Any) -> None:
        self.count = 0
        client.meta.events.register("before-send.s3", self._sent)

    def _sent(self, **kwargs: Any) -> None:
        self.count += 1


def warc_run(
    s3: S3Service,
    client: Any,
    redis_url: str,
    run: str,
    bodies: list[bytes],
    threads: int,
    queue: int,
    level: int,
    work: Path,
) -> int:
    """Store `bodies` as the pipeline does in the WARC format; returns the number of batches (fsyncs)."""
    import redis

    digests = DigestIndex(redis.Redis.from_url(redis_url), f"bench:{run}")
    writer = SegmentWriter(client, s3.bucket, folder=work / run, worker=run, spider="news", prefix=f"bench/{run}/",
                           digests=digests, compress_level=level)  # fmt: skip
    captures = [Capture(f"http://127.0.0.1/{run}/{n}", b, headers=[("Content-Type", "text/html")])
                for n, b in enumerate(bodies)]  # fmt: skip
    committer = GroupCommit(writer, threads)
    slots = threading.BoundedSemaphore(threads + queue)  # the pipeline's bounded store stage (backpressure)
    futures = []
    for capture in captures:
        slots.acquire()
        future = committer.submit(capture)
        future.add_done_callback(lambda _: slots.release())
        futures.append(future)
    pointers = [future.result() for future in futures]
    committer.close()
    writer.close()
    uploaded, errors = writer.upload_ready([writer.folder])
    assert errors == 0 and uploaded >= 1 and all(p.type == "response" for p in pointers)
    return committer.batches


def bench_raw(
    s3: S3Service,
    redis_url: str,
    pages: int,
    warc_pages: int,
    threads: int,
    queue: int,
    rounds: int,
    size: int,
    levels: list[int],
    work: Path,
) -> dict[str, Any]:
    rng = random.Random(3)
    # "warc" runs at the pipeline's default gzip level; "warc_level<N>" at the extra levels asked for.
    variants = {"warc": DEFAULT_LEVEL, **{f"warc_level{n}": n for n in levels if n != DEFAULT_LEVEL}}
    names = [*variants, "objects"]
    runs: dict[str, list[float]] = {name: [] for name in names}
    requests: dict[str, list[float]] = {name: [] for name in names}
    # Client CPU per page: unlike pages/s, hardly moved by other load on a shared machine (servers excluded).
    cpu: dict[str, list[float]] = {name: [] for name in names}
    batches: dict[str, list[int]] = {name: [] for name in variants}
    segment_bytes: dict[str, list[int]] = {name: [] for name in variants}
    for round_no in range(rounds):
        for variant in rotated(names, round_no):
            run = f"raw-{variant}-{round_no}"
            client = s3.client()
            counter = RequestCounter(client)
            count = warc_pages if variant in variants else pages
            bodies = [html_page(n, rng, run, size) for n in range(count)]
            started, cpu_started = time.perf_counter(), time.process_time()
            if variant in variants:
                batches[variant].append(
                    warc_run(s3, client, redis_url, run, bodies, threads, queue, variants[variant], work)
                )
            else:
                store = RawStore(client, s3.bucket, spool_dir=work / "spool", worker=run, prefix=f"bench/{run}/")
                batch = [RawPage(b, f"http://127.0.0.1/{run}/{n}", "news", "bench", 200) for n, b in enumerate(bodies)]
                with ThreadPoolExecutor(max_workers=threads) as pool:
                    outcomes = list(pool.map(store.store, batch))
                assert all(o.outcome == "uploaded" for o in outcomes)
                store.close()
            elapsed = time.perf_counter() - started
            sent = counter.count  # before the listing below, which only the benchmark makes
            if variant in variants:
                listing = client.list_objects_v2(Bucket=s3.bucket, Prefix=f"bench/{run}/")
                segment_bytes[variant].append(sum(o["Size"] for o in listing.get("Contents", [])
                                                  if o["Key"].endswith(".warc.gz")))  # fmt: skip
            cpu[variant].append(1000 * (time.process_time() - cpu_started) / count)
            runs[variant].append(count / elapsed)
            requests[variant].append(1000 * sent / count)
            print(f"  [raw] round {round_no + 1} {variant:12s} {count / elapsed:8.1f} pages/s, "
                  f"{1000 * sent / count:7.1f} S3 requests per 1000 pages, "
                  f"{cpu[variant][-1]:5.2f} client CPU ms/page", flush=True)  # fmt: skip
    medians = {variant: statistics.median(values) for variant, values in runs.items()}
    per_1000 = {variant: statistics.median(values) for variant, values in requests.items()}
    return {
        "pages": {"warc": warc_pages, "objects": pages},
        "page_bytes": size,
        "threads": threads,
        "queue": queue,
        "gzip_levels": variants,
        "pages_per_s": medians,
        "s3_requests_per_1000_pages": per_1000,
        "runs": runs,
        "requests_runs": requests,
        "client_cpu_ms_per_page": {variant: statistics.median(values) for variant, values in cpu.items()},
        "cpu_runs": cpu,
        "batches_per_round": batches,
        "segment_bytes_per_page": {
            name: statistics.median(values) / warc_pages for name, values in segment_bytes.items()
        },
        "load_average_at_end": os.getloadavg()[0],
        "ratio_warc_vs_objects": medians["warc"] / medians["objects"],
        "ratios_vs_objects": {name: medians[name] / medians["objects"] for name in variants},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--items", type=int, default=5000, help="MongoDB documents per variant and round")
    parser.add_argument("--batch", type=int, default=100, help="MONGODB_BATCH_SIZE for the batched writer")
    parser.add_argument("--pages", type=int, default=400, help="raw pages per variant and round")
    parser.add_argument("--page-bytes", type=int, default=30_000, help="size of a raw page")
    parser.add_argument("--threads", type=int, default=4, help="S3_UPLOAD_THREADS")
    parser.add_argument("--queue", type=int, default=32, help="S3_QUEUE_SIZE (WARC: pages waiting for a batch)")
    parser.add_argument("--warc-levels", default="", help="extra S3_WARC_COMPRESS_LEVEL variants, e.g. 6,9")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--warc-pages", type=int, default=4000, help="raw pages per WARC round (--only raw)")
    parser.add_argument("--only", default="mongodb,s3,raw")
    args = parser.parse_args()
    RESULTS.mkdir(parents=True, exist_ok=True)
    results: dict[str, Any] = {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version()},
        "date": time.strftime("%Y-%m-%d"),
        "note": "client and servers share this machine; the MongoDB server is the local stand-in (secantusdb)",
    }
    with tempfile.TemporaryDirectory(prefix="bench-storage-") as tmp:
        work = Path(tmp)
        if "mongodb" in args.only:
            print(f"MongoDB: {args.items} items, batches of {args.batch}, {args.rounds} rounds")
            results["mongodb"] = bench_mongodb(args.items, args.batch, args.rounds, work)
        if "s3" in args.only:
            s3 = S3Service(work / "s3")
            s3.start()
            try:
                print(f"S3: {args.pages} pages of {args.page_bytes} B, {args.threads} threads, {args.rounds} rounds")
                results["s3"] = bench_s3(s3, args.pages, args.threads, args.rounds, args.page_bytes, work)
            finally:
                s3.stop()
        if "raw" in args.only:
            s3 = S3Service(work / "s3-raw")
            redis_service = RedisService(work / "redis")
            s3.start()
            redis_service.start()
            try:
                print(f"Raw format: WARC {args.warc_pages} / objects {args.pages} pages of {args.page_bytes} B")
                levels = [int(n) for n in args.warc_levels.split(",") if n.strip()]
                results["raw"] = bench_raw(s3, redis_service.url, args.pages, args.warc_pages, args.threads,
                                           args.queue, args.rounds, args.page_bytes, levels, work)  # fmt: skip
            finally:
                redis_service.stop()
                s3.stop()
    path = RESULTS / "storage.json"
    if path.exists():  # a partial run (--only) keeps the other sections' last figures
        results = {**json.loads(path.read_text()), **results}
    path.write_text(json.dumps(results, indent=2))
    print(json.dumps({k: v for k, v in results.items() if k in ("mongodb", "s3", "raw")}, indent=2))
    if "mongodb" in results:
        m = results["mongodb"]
        print(f"MongoDB batched upserts: {m['items_per_s']['batched_upserts']:.0f} items/s, "
              f"{m['ratio_batched_vs_insert_one']:.1f}x insert_one, "
              f"{m['ratio_batched_vs_update_one']:.1f}x update_one")  # fmt: skip
    if "s3" in results:
        s = results["s3"]
        print(f"S3 thread pool: {s['pages_per_s']['thread_pool']:.1f} pages/s, "
              f"{s['ratio_thread_pool_vs_inline']:.1f}x inline")  # fmt: skip
    if "raw" in results:
        r = results["raw"]
        print(f"Raw: WARC {r['pages_per_s']['warc']:.0f} pages/s ({r['ratio_warc_vs_objects']:.1f}x objects), "
              f"{r['s3_requests_per_1000_pages']['warc']:.1f} vs {r['s3_requests_per_1000_pages']['objects']:.0f} "
              "S3 requests per 1000 pages")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
