"""Dead letters on a sharded frontier: reclaim writes each into its shard's own list, the workers' failed
requests go to the global list, and every reader (the CLI, the metrics exporter, the progress line, requeue
and purge) reads and clears them all."""

from __future__ import annotations

import json
import re
from typing import Any

from prometheus_client import CollectorRegistry, generate_latest

from crawler.demo.run import laid_out_keys
from crawler.extensions.cluster import cluster_keys, read_snapshot
from crawler.extensions.cluster_metrics import ClusterCollector
from crawler.extensions.progress import progress_line
from crawler.frontier.deadletter import dead_letters
from crawler.frontier.keys import FrontierKeys, member_shard
from crawler.frontier.layout import ensure_layout
from crawler.frontier.queue import BloomParams, ClaimPolicy, Entry, FrontierQueue
from tests.conftest import run_cli

SHARDS = 4
BLOOM = BloomParams(0.001, 10_000, 2)
DOMAINS = [f"dl{i}.example" for i in range(16)]


def sharded_with_dead_letters(redis_client: Any) -> tuple[FrontierKeys, FrontierQueue, set[str]]:
    """16 domains' requests whose worker died (reclaimed straight into their shards' dead lists), and two
    requests a worker dead-lettered itself (the global list)."""
    keys = FrontierKeys("news", "{news}:start_urls", SHARDS)
    ensure_layout(redis_client, keys, lambda host: host)  # as a starting worker does: the layout is recorded
    queue = FrontierQueue(redis_client, keys, BLOOM, ClaimPolicy(suspect_after=5))
    urls = {f"https://{d}/{n}" for d in DOMAINS for n in range(2)}
    entries = [Entry(keys.bloom(None, u.split("/")[2]), f"fp-{u}", 0, json.dumps({"url": u}), u.split("/")[2])
               for u in sorted(urls)]  # fmt: skip
    assert all(queue.enqueue(entries))
    claimed = []
    while got := queue.claim(50, 60_000, "dying"):
        claimed += got
    assert len(claimed) == len(urls) and len({member_shard(c.member, SHARDS) for c in claimed}) == SHARDS
    queue.expire_owner("dying")
    queue.reclaim(max_reclaims=1)
    failed = [f"https://failed.example/{n}" for n in range(2)]
    queue.dead_letter([json.dumps({"v": 2, "url": u, "payload": json.dumps({"url": u}), "dead_at": 1}) for u in failed])
    assert all(redis_client.llen(name) for name in keys.dead_lists)  # the global list and each shard's
    return keys, queue, urls | set(failed)


def test_every_reader_counts_lists_and_clears_the_dead_letters_of_every_shard(
    redis_server: Any, redis_client: Any
) -> None:
    keys, queue, urls = sharded_with_dead_letters(redis_client)
    total = len(urls)
    shard_opt = ["-s", f"FRONTIER_SHARDS={SHARDS}"]
    # The counts every reader shows: status, the exporter KEDA and the alerts read, the progress line.
    assert queue.counts()["dead"] == total
    status = json.loads(run_cli(redis_server.url, "frontier", "status", "--json", *shard_opt).stdout)
    assert status["dead"] == total
    registry = CollectorRegistry()
    registry.register(ClusterCollector(redis_client, "news", "%(name)s:start_urls", 30.0, shards=SHARDS))
    metric = re.search(r'^crawler_frontier\{part="dead"\} (\S+)$', generate_latest(registry).decode(), re.M)
    assert metric and float(metric.group(1)) == total
    snapshot = read_snapshot(redis_client, cluster_keys("news", "%(name)s:start_urls", SHARDS), 30.0)
    assert f"{total} dead letters" in progress_line(0, 0.0, snapshot)
    # The records: every list, oldest first.
    assert {r["url"] for r in dead_letters(redis_client, keys)} == urls
    # The demo's summary reads them in the layout Redis records, whatever its own settings say.
    assert {r["url"] for r in dead_letters(redis_client, laid_out_keys(redis_client))} == urls
    listed = run_cli(redis_server.url, "frontier", "dlq", "list", "--limit", "100", *shard_opt).stdout
    assert listed.startswith(f"{total} dead letters")
    # A command run with another FRONTIER_SHARDS than the workers' says so: it cannot see every shard.
    blind = run_cli(redis_server.url, "frontier", "dlq", "list")
    assert f"laid out in {SHARDS} shards but FRONTIER_SHARDS is 1 here" in blind.stderr
    assert "laid out in" not in run_cli(redis_server.url, "frontier", "dlq", "list", *shard_opt).stderr
    # A purge by match takes them from whichever list holds them, and only them.
    purged = json.loads(
        run_cli(
            redis_server.url, "frontier", "dlq", "purge", "--yes", "--match", "dl3.example", "--json", *shard_opt
        ).stdout
    )
    assert purged == {"purged": 2} and queue.counts()["dead"] == total - 2
    # Requeue: every other one is queued again, in its domain's shard, and claimable.
    moved = json.loads(run_cli(redis_server.url, "frontier", "dlq", "requeue", "--json", *shard_opt).stdout)
    assert moved == {"requeued": total - 2, "rejected": 0}
    assert queue.counts()["dead"] == 0 and not any(redis_client.llen(name) for name in keys.dead_lists)
    again = []
    while got := queue.claim(50, 60_000, "fresh"):
        again += got
    assert {json.loads(c.payload)["url"] for c in again} == urls - {f"https://dl3.example/{n}" for n in range(2)}
