"""Frontier operations per second on one Redis node and on a 3-node Redis Cluster with shards:
`python -m bench.bench_frontier_shards [--seconds 5] [--rounds 2] [--clients 4] [--shards 16]`.

Each client process loops over the frontier's own calls (crawler/frontier/queue.py) the way a worker
makes them: enqueue the 50 new links of a page (de-duplicated in the seen filter; 80% on the page's own
site, the rest on any of 2,000 sites), claim a batch of 32, ack what it claimed. Operations = requests
enqueued + claimed + acked. Configurations, run interleaved round by round on fresh servers so machine
load hits them alike:

- `single-1`: one Redis node, FRONTIER_SHARDS=1 (today's single-slot layout);
- `single-N`: one Redis node, N shards (what shards cost where they cannot help);
- `cluster-N`: a 3-node Redis Cluster on loopback, N shards.

Redis CPU per operation is the servers' `used_cpu_user + used_cpu_sys` (INFO cpu, all nodes) over the run;
for the cluster, each node's share of it shows whether the script load spreads.
Prints ratios to `single-1` and writes bench/results/frontier_shards.json. Everything runs on this machine:
the 3 cluster nodes share its cores with the clients, so the cluster figure is not a scale-out figure of
separate machines; it shows what the sharded layout costs or gains per operation.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from crawler.devstack.services import LOOPBACK, REPO, RedisService
from crawler.frontier.connection import redis_from_url
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue

RESULTS = REPO / "bench" / "results"
BLOOM = BloomParams(0.001, 1_000_000, 2)
DOMAINS = 2000
ENQUEUE, CLAIM = 50, 32


def _entries(keys: FrontierKeys, rng: random.Random, tag: str, start: int, count: int) -> list[Entry]:
    """The links of one page: four in five on the page's own site, the rest anywhere."""
    out = []
    site = rng.randrange(DOMAINS)
    for i in range(start, start + count):
        domain = f"news-site-{site if rng.random() < 0.8 else rng.randrange(DOMAINS)}.example"
        url = f"https://www.{domain}/2026/12/01/{tag}-{i}.html"
        payload = json.dumps({"url": url, "meta": {"depth": 1}})
        out.append(Entry(keys.bloom(None, domain), f"{tag}-{i}", 0, payload, domain))
    return out


def client(url: str, shards: int, seconds: float, tag: str, barrier: Any, out: Any) -> None:
    server = redis_from_url(url)
    keys = FrontierKeys("news", "{news}:start_urls", shards)
    queue = FrontierQueue(server, keys, BLOOM)
    rng = random.Random(tag)
    n = ops = 0
    barrier.wait()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        batch = _entries(keys, rng, tag, n, ENQUEUE)
        n += ENQUEUE
        ops += sum(queue.enqueue(batch))
        claimed = queue.claim(CLAIM, 60_000, tag)
        ops += len(claimed)
        if claimed:
            ops += queue.ack([c.member for c in claimed], tag)[0]
    out.put(ops)


def redis_cpu(urls: list[str]) -> list[float]:
    """CPU seconds each server used so far (user + sys)."""
    out = []
    for url in urls:
        info = redis_from_url(url).info("cpu")
        out.append(float(info["used_cpu_user"]) + float(info["used_cpu_sys"]))
    return out


def run_once(url: str, node_urls: list[str], shards: int, seconds: float, clients: int) -> dict[str, float]:
    server = redis_from_url(url)
    keys = FrontierKeys("news", "{news}:start_urls", shards)
    FrontierQueue(server, keys, BLOOM).enqueue(_entries(keys, random.Random(0), "pre", 0, 5000))  # work to claim
    ctx = multiprocessing.get_context("spawn")
    barrier, out = ctx.Barrier(clients + 1), ctx.Queue()
    procs = [ctx.Process(target=client, args=(url, shards, seconds, f"c{i}", barrier, out)) for i in range(clients)]
    for proc in procs:
        proc.start()
    barrier.wait()
    cpu0, t0 = redis_cpu(node_urls), time.monotonic()
    ops = sum(out.get(timeout=seconds + 120) for _ in procs)
    elapsed = time.monotonic() - t0
    per_node = [b - a for a, b in zip(cpu0, redis_cpu(node_urls), strict=True)]
    for proc in procs:
        proc.join()
    cpu = sum(per_node)
    return {"ops": ops, "seconds": elapsed, "ops_per_s": ops / elapsed, "redis_cpu_us_per_op": cpu / ops * 1e6,
            "node_cpu_share": [round(c / cpu, 3) for c in per_node]}  # fmt: skip


def flush(node_urls: list[str]) -> None:
    for url in node_urls:
        redis_from_url(url).flushall()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--shards", type=int, default=16)
    args = parser.parse_args()
    from tests.test_redis_connections import redis_cluster  # the test suite's real 3-node cluster

    base = Path(tempfile.mkdtemp(prefix="bench-ops-"))
    single = RedisService(base / "single")
    single.start()
    results: dict[str, list[dict[str, float]]] = {}
    try:
        with redis_cluster(base / "cluster") as cluster_url:
            single_url = f"redis://{LOOPBACK}:{single.port}/0"
            nodes = [f"redis://{a}/0" for a in cluster_url.split("://", 1)[1].rstrip("/").split(",")]
            configs = [
                ("single-1", single_url, [single_url], 1),
                (f"single-{args.shards}", single_url, [single_url], args.shards),
                (f"cluster-{args.shards}", cluster_url, nodes, args.shards),
            ]
            for round_no in range(args.rounds):
                for name, url, node_urls, shards in configs:
                    flush(node_urls)
                    result = run_once(url, node_urls, shards, args.seconds, args.clients)
                    results.setdefault(name, []).append(result)
                    shares = "/".join(f"{share:.0%}" for share in result["node_cpu_share"])
                    print(f"round {round_no + 1} {name:12s} {result['ops_per_s']:9.0f} ops/s "
                          f"{result['redis_cpu_us_per_op']:6.1f} us Redis CPU/op  node CPU {shares}",
                          flush=True)  # fmt: skip
    finally:
        single.stop()
    median = {name: statistics.median(r["ops_per_s"] for r in runs) for name, runs in results.items()}
    cpu = {name: statistics.median(r["redis_cpu_us_per_op"] for r in runs) for name, runs in results.items()}
    print("\nmedian over rounds (ratio to single-1):")
    for name in results:
        print(f"  {name:12s} {median[name]:9.0f} ops/s  {median[name] / median['single-1']:5.2f}x   "
              f"{cpu[name]:6.1f} us Redis CPU/op  {cpu[name] / cpu['single-1']:5.2f}x")  # fmt: skip
    RESULTS.mkdir(exist_ok=True)
    note = "loaded machine: 2 cores shared by the clients and every Redis node"
    record = {"date": time.strftime("%Y-%m-%d"), "args": vars(args), "runs": results, "median_ops_per_s": median,
              "median_redis_cpu_us_per_op": cpu, "note": note}  # fmt: skip
    (RESULTS / "frontier_shards.json").write_text(json.dumps(record, indent=2) + "\n")


if __name__ == "__main__":
    main()
