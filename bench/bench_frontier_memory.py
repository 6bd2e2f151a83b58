"""Redis memory per queued request: `python -m bench.bench_frontier_memory [--requests 1000000]`.

Queues the same ordinary links (news-spider meta: site, start URL, start meta, depth) three ways into a
fresh Redis and reads `INFO memory` before and after, plus `MEMORY USAGE` of every key, per structure:

- `compact`: this frontier's queue format (v3 payloads, shared contexts, payloads in per-domain LISTs),
  through the real enqueue script;
- `v1`: the same frontier with the first payload format (every field spelled out);
- `scrapy-redis`: vanilla scrapy-redis's priority queue (a ZSET of pickled `Request.to_dict()`), pushed as
  its `PriorityQueue.push` does (the same bytes), pipelined and with this project's faster equivalent of
  `to_dict()` to save time.

The seen filter is left out of all three (RedisBloom costs ~1.8 B per URL, see bench_frontier's dedup
memory). Prints a table and writes bench/results/frontier_memory.json (`--out`).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from scrapy import Request, Spider

from crawler.devstack.services import REPO, RedisService
from crawler.frontier.contexts import RequestCodec
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue, unpack_element
from crawler.frontier.serialize import encode_request, request_dict

RESULTS = REPO / "bench" / "results"
KEYS = FrontierKeys("news", "news:start_urls")
BATCH = 1000


class NewsLike(Spider):
    name = "news"

    def parse(self, response: Any) -> None:
        return None

    def on_error(self, failure: Any) -> None:
        return None


VIAS = ("n9", "n8", "n9", "n7", "n9", "c2", "n6", "n9", "c1", "n9")  # mostly headline links of a front's content


def links(
    spider: NewsLike, count: int, domains: int, starts: int, depth_priority: int = 0, via: bool = True
) -> Iterator[Request]:
    """Ordinary followed links as the news spider yields them (depth set as DepthMiddleware does, and with
    `depth_priority` its priority too: the project's DEPTH_PRIORITY is 1; `via`, where the link sat,
    crawler/linkzone.py)."""
    for i in range(count):
        d = i % domains
        host = f"www.news-site-{d}.example"
        yield Request(
            f"https://{host}/2026/12/01/section/article-{i}-a-typical-slug-of-a-news-page.html",
            callback=spider.parse,
            errback=spider.on_error,
            priority=-depth_priority * (1 + i % 3),
            meta={
                "site": host,
                "start_url": f"https://{host}/section-{i % starts}/",
                "start_meta": {},
                "depth": 1 + i % 3,
                **({"via": VIAS[i % len(VIAS)]} if via else {}),
            },
        )


def frontier_fill(client: Any, spider: NewsLike, requests: Iterator[Request], compact: bool) -> None:
    queue = FrontierQueue(client, KEYS, BloomParams(0.001, 1000, 2))
    codec = RequestCodec(client, KEYS.contexts)
    batch: list[Entry] = []
    for request in requests:
        host = request.meta["site"]
        if compact:
            payload, ctx = codec.encode(request, spider)
            shared = (ctx.id, ctx.value) if ctx is not None else None
        else:
            payload, shared = encode_request(request, spider), None
        batch.append(Entry("", "", request.priority, payload, host, context=shared))
        if len(batch) >= BATCH:
            queue.enqueue(batch)
            batch = []
    queue.enqueue(batch)


def scrapy_redis_fill(client: Any, spider: NewsLike, requests: Iterator[Request]) -> None:
    from scrapy_redis import picklecompat
    from scrapy_redis.queue import PriorityQueue

    queue = PriorityQueue(client, spider, "news:requests", serializer=picklecompat)
    pipe = client.pipeline(transaction=False)
    for n, request in enumerate(requests, 1):
        pipe.execute_command("ZADD", queue.key, -request.priority, picklecompat.dumps(request_dict(request, spider)))
        if n % BATCH == 0:
            pipe.execute()
    pipe.execute()


def structure_of(key: str) -> str:
    """A key's structure name: the per-domain keys grouped (`dq:s:*` the domain queues' band index,
    `dq:s:*/*` their bands, `pol:*`)."""
    name = key.split(":", 1)[1] if key.startswith("{") else key
    if name.startswith("dq:"):
        return ":".join(name.split(":")[:2]) + (":*/*" if "/" in name else ":*")
    return name.split(":")[0] + (":*" if ":" in name else "")


def measure(
    client: Any, fill: Callable[[], None], count: int, sample_payload: Callable[[], bytes | None]
) -> dict[str, Any]:
    client.flushall()
    before = int(client.info("memory")["used_memory"])
    started = time.monotonic()
    fill()
    seconds = time.monotonic() - started
    after = int(client.info("memory")["used_memory"])
    per_structure: dict[str, int] = defaultdict(int)
    for raw in client.scan_iter(count=1000):
        key = raw.decode()
        per_structure[structure_of(key)] += int(client.memory_usage(key, samples=0) or 0)
    payload = sample_payload()
    return {
        "requests": count,
        "bytes_per_request": (after - before) / count,
        "used_memory_delta": after - before,
        "keys_bytes_per_request": {k: round(v / count, 1) for k, v in sorted(per_structure.items())},
        "payload_bytes": len(payload) if payload is not None else None,
        "fill_seconds": round(seconds, 1),
    }


def frontier_sample(client: Any) -> bytes | None:
    """One queued payload (the requests are in the domain queues' bands, lib.lua)."""
    for key in client.scan_iter(match=KEYS.domain_queue("*", "*"), count=1000, _type="list"):
        return unpack_element(client.lindex(key, 0))[0]
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=1_000_000)
    parser.add_argument("--domains", type=int, default=100, help="politeness domains the links spread over")
    parser.add_argument("--starts", type=int, default=20, help="start URLs per domain (distinct contexts)")
    parser.add_argument("--only", default="compact,v1,scrapy-redis")
    parser.add_argument("--out", default="frontier_memory.json", help="results file in bench/results")
    parser.add_argument(
        "--depth-priority", type=int, default=0, help="priority -N per depth level (3 levels: 3 bands per domain)"
    )
    parser.add_argument("--no-via", action="store_true", help="links without their via meta (before link zones)")
    args = parser.parse_args()
    spider = NewsLike()
    n, domains, starts, dp = args.requests, args.domains, args.starts, args.depth_priority
    via = not args.no_via
    results: dict[str, Any] = {
        "date": time.strftime("%Y-%m-%d"), "domains": domains, "start_urls": starts, "depth_priority": dp,
        "via": via,
    }  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="bench-mem-") as tmp:
        redis = RedisService(Path(tmp) / "redis")
        redis.start()
        try:
            client = redis.client()
            client.config_set("appendonly", "no")  # memory, not disk, is measured
            variants: dict[str, tuple[Callable[[], None], Callable[[], bytes | None]]] = {
                "compact": (
                    lambda: frontier_fill(client, spider, links(spider, n, domains, starts, dp, via), True),
                    lambda: frontier_sample(client),
                ),
                "v1": (
                    lambda: frontier_fill(client, spider, links(spider, n, domains, starts, dp, via), False),
                    lambda: frontier_sample(client),
                ),
                "scrapy-redis": (
                    lambda: scrapy_redis_fill(client, spider, links(spider, n, domains, starts, dp, via)),
                    lambda: (client.zrange("news:requests", 0, 0) or [None])[0],
                ),
            }
            for name in args.only.split(","):
                fill, sample = variants[name]
                print(f"{name}: queueing {n} requests over {domains} domains", flush=True)
                results[name] = measure(client, fill, n, sample)
                print(json.dumps(results[name], indent=2), flush=True)
            client.flushall()
        finally:
            redis.stop()
    if "compact" in results:
        for other in ("v1", "scrapy-redis"):
            if other in results:
                ratio = results[other]["bytes_per_request"] / results["compact"]["bytes_per_request"]
                results[f"compact_vs_{other}"] = round(ratio, 2)
    print(f"{'variant':<14}{'B/request':>10}{'payload B':>10}")
    for name in args.only.split(","):
        r = results[name]
        print(f"{name:<14}{r['bytes_per_request']:>10.0f}{r['payload_bytes'] or 0:>10}")
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / args.out).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
