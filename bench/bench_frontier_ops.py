"""Frontier script speed against an earlier version: `python -m bench.bench_frontier_ops [--baseline REV]`.

Runs the queue's Lua scripts of this tree and of git revision `--baseline` (its `crawler/frontier/queue.py`
and `lua/`, read with `git show`) on the same fresh Redis, in interleaved rounds (the order alternates):

- enqueue: `--requests` ordinary-link payloads over `--domains` domains, in batches of 100 (one call each);
- claim + ack: claims of `--claim` requests until the queue is empty, each batch acked once `--inflight`
  later claims were made (a worker holds some requests while it fetches them).

For each: requests/s as the client sees them (Python included), and the Redis CPU time spent in the
scripts per request (`INFO commandstats`, reset before each phase), the number less disturbed by a
loaded machine.

Both get the same payload bytes, so only the storage layout and the scripts differ. Prints the figures
and the ratio this tree / baseline (median of the rounds); writes
bench/results/frontier_ops.json. No politeness delay and no Bloom filter: the scripts' own cost.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections import deque
from pathlib import Path
from types import ModuleType
from typing import Any

from crawler.devstack.services import REPO, RedisService
from crawler.frontier import queue as current
from crawler.frontier.keys import FrontierKeys

RESULTS = REPO / "bench" / "results"
KEYS = FrontierKeys("news", "news:start_urls")
BATCH = 100


def _git_show(rev: str, path: str) -> str:
    return subprocess.run(["git", "show", f"{rev}:{path}"], cwd=REPO, check=True, capture_output=True, text=True).stdout


def load_baseline(rev: str, into: Path) -> ModuleType:
    """The queue module of `rev`, its scripts read from that revision too."""
    names = subprocess.run(
        ["git", "ls-tree", "--name-only", f"{rev}:crawler/frontier/lua"], cwd=REPO, check=True, capture_output=True,
        text=True,
    ).stdout.split()  # fmt: skip
    lua = into / "lua"
    lua.mkdir(parents=True)
    for name in names:
        (lua / name).write_text(_git_show(rev, f"crawler/frontier/lua/{name}"))
    source = into / "baseline_queue.py"
    source.write_text(_git_show(rev, "crawler/frontier/queue.py"))
    spec = importlib.util.spec_from_file_location("baseline_queue", source)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["baseline_queue"] = module
    spec.loader.exec_module(module)

    def script(name: str) -> str:
        text = (lua / f"{name}.lua").read_text()
        return (lua / "lib.lua").read_text() + "\n" + text if name in module._WITH_LIB else text

    module._script = script  # type: ignore[attr-defined]
    return module


def payloads(count: int, domains: int) -> list[tuple[str, str]]:
    """(domain, payload) of ordinary links, as the v3 codec writes them (~95 bytes)."""
    return [
        (f"news-site-{i % domains}.example",
         f"3\tAbCdEfGhIjKl\t/2026/12/01/section/article-{i}-a-typical-slug-of-a-news-page.html\t" '{"e":{"depth":1}}')
        for i in range(count)
    ]  # fmt: skip


def script_usec(client: Any) -> float:
    """Redis CPU time in scripts since the last CONFIG RESETSTAT (INFO commandstats), in microseconds."""
    stats = client.info("commandstats")
    return float(sum(stats.get(f"cmdstat_{cmd}", {}).get("usec", 0) for cmd in ("evalsha", "eval")))


def one_round(
    client: Any, module: ModuleType, items: list[tuple[str, str]], claim: int, inflight: int
) -> dict[str, float]:
    client.flushall()
    queue = module.FrontierQueue(client, KEYS, module.BloomParams(0.001, 1000, 2))
    entries = [module.Entry("", "", 0, payload, domain) for domain, payload in items]
    client.config_resetstat()
    started = time.perf_counter()
    for start in range(0, len(entries), BATCH):
        queue.enqueue(entries[start : start + BATCH])
    enqueue_s = time.perf_counter() - started
    enqueue_us = script_usec(client)
    client.config_resetstat()
    started = time.perf_counter()
    done = 0
    held: deque[list[str]] = deque()
    while batch := queue.claim(claim, 60_000, "bench"):
        held.append([c.member for c in batch])
        done += len(batch)
        if len(held) > inflight:  # a worker acks what it claimed a few batches ago
            queue.ack(held.popleft(), "bench")
    while held:
        queue.ack(held.popleft(), "bench")
    claim_s = time.perf_counter() - started
    claim_us = script_usec(client)
    assert done == len(items), (done, len(items))
    return {
        "enqueue_per_s": len(items) / enqueue_s,
        "claim_ack_per_s": len(items) / claim_s,
        "enqueue_redis_us": enqueue_us / len(items),
        "claim_ack_redis_us": claim_us / len(items),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--baseline", default="377a54a", help="git revision to compare with (before the LIST layout)")
    parser.add_argument("--requests", type=int, default=20_000)
    parser.add_argument("--domains", type=int, default=100)
    parser.add_argument("--claim", type=int, default=32, help="requests per claim")
    parser.add_argument("--inflight", type=int, default=8, help="claims held (not acked yet) at a time")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    items = payloads(args.requests, args.domains)
    runs: dict[str, list[dict[str, float]]] = {"current": [], "baseline": []}
    with tempfile.TemporaryDirectory(prefix="bench-ops-") as tmp:
        variants = {"current": current, "baseline": load_baseline(args.baseline, Path(tmp) / "baseline")}
        redis = RedisService(Path(tmp) / "redis")
        redis.start()
        try:
            client = redis.client()
            client.config_set("appendonly", "no")
            for n in range(args.rounds):
                order = ["current", "baseline"] if n % 2 == 0 else ["baseline", "current"]
                for name in order:
                    runs[name].append(one_round(client, variants[name], items, args.claim, args.inflight))
                    print(f"round {n + 1} {name}: {json.dumps({k: round(v, 2) for k, v in runs[name][-1].items()})}")
            client.flushall()
        finally:
            redis.stop()
    results: dict[str, Any] = {"date": time.strftime("%Y-%m-%d"), "baseline": args.baseline, **vars(args)}
    for op in ("enqueue_per_s", "claim_ack_per_s", "enqueue_redis_us", "claim_ack_redis_us"):
        cur = statistics.median(r[op] for r in runs["current"])
        base = statistics.median(r[op] for r in runs["baseline"])
        results[op] = {"current": round(cur, 2), "baseline": round(base, 2), "ratio": round(cur / base, 2)}
        print(f"{op:20s} current {cur:10.2f}  baseline {base:10.2f}  ratio {cur / base:.2f}")
    results["rounds_raw"] = runs
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "frontier_ops.json").write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
