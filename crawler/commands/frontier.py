"""`scrapy frontier status|workers|hubs|push|purge|dlq|refused`: look at and manage the shared frontier.

scrapy frontier status [--json] [--no-domains]
scrapy frontier workers [--json]
scrapy frontier hubs [--json] [--limit N] [--match TEXT]
scrapy frontier push URL... [--priority N] [--render]
scrapy frontier purge --yes [--keep-seen]
scrapy frontier dlq list|requeue|purge [--limit N] [--match TEXT] [--yes]
scrapy frontier refused list|purge [--limit N] [--match TEXT] [--yes]

Dead letters are requests that failed for good: after the immediate and the delayed retries, or after
their lease expired FRONTIER_MAX_RECLAIMS times; one record format for both (crawler/frontier/deadletter.py),
records of earlier versions are read too. `requeue` puts them back (unfiltered, with fresh retry
counts) in their domain queue; `--match` limits list/requeue/purge to URLs containing TEXT.

Refusals are requests this crawler decided not to fetch (robots.txt, size, scope, SSRF guard): final,
never retried; `refused list` shows them newest first with their reason and a count per reason.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from typing import Any

from crawler.cli import FrontierCommand, usage
from crawler.discovery.report import format_hubs, format_lag, hub_rows, lag_summary
from crawler.frontier.component import start_urls_type
from crawler.frontier.deadletter import dead_letters, requeue_dead, take_dead
from crawler.frontier.dupefilter import estimated_fpr, frontier_bloom_info
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.layout import current_layout
from crawler.frontier.politeness import PolitenessConfig
from crawler.frontier.queue import BloomParams, FrontierQueue, route
from crawler.frontier.starturls import InvalidStartEntry, validate_url

__all__ = ["Command", "dead_letters", "refusals", "requeue_dead", "take_dead"]


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def queued_per_domain(server: Any, keys: FrontierKeys) -> dict[str, int]:
    """Queued requests per politeness domain (both classes, every shard), from the domain queues' sizes."""
    counts: Counter[str] = Counter()
    for cls in ("s", "r"):
        domains = [_text(d) for shard in keys.all_shards for d in server.zrange(shard.ready(cls), 0, -1)]
        pipe = server.pipeline(transaction=False)
        for domain in domains:
            pipe.hget(keys.for_domain(domain).counts, route(cls, domain))  # its queued requests (lib.lua)
        for domain, n in zip(domains, pipe.execute(), strict=True):
            if n:
                counts[domain] += int(n)
    return dict(counts)


def throttled_domains(server: Any, keys: FrontierKeys, limit: int = 1000) -> dict[str, dict[str, float]]:
    """Domains whose delay a ban spike raised or that a Retry-After paused (scans the politeness keys)."""
    now_ms = time.time() * 1000
    found: dict[str, dict[str, float]] = {}
    for shard in keys.all_shards:
        for key in server.scan_iter(match=shard.politeness("*"), count=500):
            state = {_text(k): float(v) for k, v in server.hgetall(key).items()}
            paused = state.get("pause_until", 0) - now_ms
            if state.get("factor", 1) > 1 or paused > 0:
                domain = _text(key)[len(shard.politeness("")) :]
                found[domain] = {"factor": state.get("factor", 1.0), "paused_for_s": round(max(0.0, paused) / 1000, 1)}
                if len(found) >= limit:
                    return found
    return found


def worker_records(server: Any, keys: FrontierKeys, dead_after: float) -> list[dict[str, Any]]:
    now = time.time()
    records = []
    for raw_id, last_seen in server.zrange(keys.workers, 0, -1, withscores=True):
        worker_id = _text(raw_id)
        record: dict[str, Any] = {_text(k): _text(v) for k, v in server.hgetall(keys.worker(worker_id)).items()}
        record.setdefault("id", worker_id)
        record["last_seen"] = float(last_seen)
        record["silent_for"] = round(now - float(last_seen), 1)
        if record.get("state") not in ("stopped", "dead") and now - float(last_seen) > dead_after:
            record["state"] = "dead"
        for field in ("pages", "items", "errors", "in_flight", "pid", "metrics_port"):
            if field in record:
                record[field] = int(float(record[field]))
        if "pages_per_s_1m" in record:
            record["pages_per_s_1m"] = float(record["pages_per_s_1m"])
        records.append(record)
    return records


class Command(FrontierCommand):
    def syntax(self) -> str:
        return "status|workers|hubs|push|purge|dlq|refused [options]"

    def short_desc(self) -> str:
        return "Inspect and manage the shared Redis frontier"

    def long_desc(self) -> str:
        return str(__doc__)

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument("--priority", type=int, default=0, help="push: priority of the URLs")
        parser.add_argument("--render", action="store_true", help="push: render the pages with a browser")
        parser.add_argument("--yes", action="store_true", help="purge: confirm deleting frontier data")
        parser.add_argument("--keep-seen", action="store_true", help="purge: keep the seen-URL filter")
        parser.add_argument("--no-domains", action="store_true", help="status: skip the per-domain count")
        parser.add_argument("--limit", type=int, default=20, help="dlq list, hubs: entries to show")
        parser.add_argument("--match", default="", help="dlq, hubs: only entries whose URL contains this text")

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if not args:
            raise usage("expected a subcommand: status, workers, hubs, push, purge, dlq, refused")
        server, keys = self.connect(opts)
        handler = getattr(self, f"do_{args[0]}", None)
        if handler is None:
            raise usage(f"unknown subcommand {args[0]!r}")
        warn_on_other_layout(server, keys)
        handler(server, keys, args[1:], opts)

    # --- subcommands ---------------------------------------------------------------------------------

    def do_status(self, server: Any, keys: FrontierKeys, args: list[str], opts: argparse.Namespace) -> None:
        assert self.settings is not None
        bloom = BloomParams(self.settings.getfloat("BLOOM_ERROR_RATE"), 0, 0)
        counts = FrontierQueue(server, keys, bloom).counts()
        info = frontier_bloom_info(server, keys)
        workers = worker_records(server, keys, self.settings.getfloat("WORKER_DEAD_AFTER"))
        alive = [w for w in workers if w.get("state") not in ("dead", "stopped")]
        status = {
            **counts,
            "invalid_start_urls": int(server.llen(keys.start_invalid)),
            "refused": int(server.llen(keys.refused)),
            "seen_urls": int(info.get("items", 0)),
            "bloom_capacity": int(info.get("capacity", 0)),
            "bloom_fill": round(info["items"] / info["capacity"], 6) if info.get("capacity") else 0.0,
            "bloom_est_fpr": estimated_fpr(
                info.get("items", 0), info.get("capacity", 0), bloom.error_rate, info.get("filters", 1)
            ),
            "workers_alive": len(alive),
            "workers_dead": sum(1 for w in workers if w.get("state") == "dead"),
            "pages_per_s_1m": round(sum(float(w.get("pages_per_s_1m", 0)) for w in alive), 3),
            "control": _text(server.get(keys.control_state) or b"running"),
            "shard_tags": [shard.tag for shard in keys.all_shards],
            "discovery": lag_summary(server, keys),
        }
        if not opts.no_domains:
            status["queued_per_domain"] = queued_per_domain(server, keys)
            status["throttled_domains"] = throttled_domains(server, keys)
        lines = [f"frontier of spider {opts.spider!r} ({status['control']})"]
        for key in ("queued", "queued_render", "delayed", "in_flight", "dead", "rejected", "start_urls", "start_claims",
                    "invalid_start_urls", "refused", "seen_urls"):  # fmt: skip
            lines.append(f"  {key:20s} {status[key]}")
        lines.append(
            f"  {'bloom fill':20s} {status['bloom_fill']:.4%} (est. false positives {status['bloom_est_fpr']:.2e})"
        )
        lines.append(f"  {'workers':20s} {status['workers_alive']} alive, {status['workers_dead']} dead")
        lines.append(f"  {'pages/s (1 min)':20s} {status['pages_per_s_1m']}")
        lines += format_lag(status["discovery"])
        for host, n in sorted(status.get("queued_per_domain", {}).items(), key=lambda kv: -kv[1])[:20]:
            lines.append(f"    {host:30s} {n}")
        for host, state in list(status.get("throttled_domains", {}).items())[:20]:
            lines.append(f"    throttled {host:20s} delay x{state['factor']:g}, paused {state['paused_for_s']}s")
        self.emit(opts, status, "\n".join(lines))

    def do_workers(self, server: Any, keys: FrontierKeys, args: list[str], opts: argparse.Namespace) -> None:
        assert self.settings is not None
        records = worker_records(server, keys, self.settings.getfloat("WORKER_DEAD_AFTER"))
        lines = [f"{'worker':24s} {'state':9s} {'host':16s} {'pid':>7s} {'pages':>7s} {'items':>6s} "
                 f"{'errors':>6s} {'in flight':>9s} {'pages/s':>8s} {'silent':>7s}"]  # fmt: skip
        for r in records:
            lines.append(
                f"{r['id']:24s} {r.get('state', '?'):9s} {r.get('host', '?'):16s} {r.get('pid', 0):7d} "
                f"{r.get('pages', 0):7d} {r.get('items', 0):6d} {r.get('errors', 0):6d} {r.get('in_flight', 0):9d} "
                f"{r.get('pages_per_s_1m', 0.0):8.2f} {r['silent_for']:6.0f}s"
            )
        self.emit(opts, records, "\n".join(lines))

    def do_hubs(self, server: Any, keys: FrontierKeys, args: list[str], opts: argparse.Namespace) -> None:
        rows = [r for r in hub_rows(server, keys) if opts.match in r["url"]][: max(1, opts.limit)]
        self.emit(opts, rows, format_hubs(rows))

    def do_push(self, server: Any, keys: FrontierKeys, args: list[str], opts: argparse.Namespace) -> None:
        if not args:
            raise usage("push needs at least one URL")
        entries = []
        for url in args:
            try:
                validate_url(url)
            except InvalidStartEntry as exc:
                raise usage(f"{url!r}: {exc.reason}") from None
            entry: dict[str, Any] = {"url": url, "priority": opts.priority}
            if opts.render:
                entry["meta"] = {"render": True}
            entries.append(json.dumps(entry))
        kind = start_urls_type(self.settings)
        if kind == "set":
            server.sadd(keys.start_urls, *entries)
        elif kind == "zset":  # scrapy-redis' sorted start key: the score is the priority
            server.zadd(keys.start_urls, {entry: opts.priority for entry in entries})
        else:
            server.lpush(keys.start_urls, *entries)
        self.emit(
            opts, {"pushed": len(entries), "key": keys.start_urls}, f"pushed {len(entries)} URL(s) to {keys.start_urls}"
        )

    def do_purge(self, server: Any, keys: FrontierKeys, args: list[str], opts: argparse.Namespace) -> None:
        if not opts.yes:
            raise usage(
                "purge deletes the queue, in-flight claims and start URLs of the spider (stop its workers "
                "first): add --yes"
            )
        names = [keys.legacy_queue, keys.start_urls, keys.start_claims]
        names += [_text(k) for k in server.scan_iter(match=keys.start_claim_prefix + "*")]
        for shard in keys.all_shards:
            names += [shard.payloads, shard.leases, shard.owners, shard.reclaims, shard.route, shard.counts,
                      shard.contexts, shard.context_refs, shard.context_counted, shard.owners_indexed, shard.delayed,
                      shard.ready("s"), shard.ready("r")]  # fmt: skip
            names += [_text(k) for k in server.scan_iter(match=shard.prefix + "owned:*")]
            names += [_text(k) for k in server.scan_iter(match=shard.domain_queue("*", "*"))]
            if not opts.keep_seen:
                names += [shard.bloom()] + [_text(k) for k in server.scan_iter(match=shard.bloom("*"))]
        # One key per call: on Redis Cluster a multi-key DEL must stay in one slot.
        deleted = sum(int(server.delete(name)) for name in names)
        self.emit(opts, {"deleted_keys": deleted}, f"purged {deleted} keys of spider {opts.spider!r}")

    def do_dlq(self, server: Any, keys: FrontierKeys, args: list[str], opts: argparse.Namespace) -> None:
        action = args[0] if args else "list"
        if action == "list":
            records = [r for r in dead_letters(server, keys) if opts.match in r["url"]]
            total = sum(int(server.llen(name)) for name in keys.dead_lists)
            lines = [f"{total} dead letters" + (f", {len(records)} matching" if opts.match else "")]
            for r in records[: opts.limit]:
                lines.append(
                    f"  {r['url']}  source={r['source']} attempts={r['attempts']} status={r['status']} "
                    f"reason={r['reason']} last_error={str(r['last_error'])[:80]!r}"
                )
            self.emit(opts, records[: opts.limit], "\n".join(lines))
        elif action == "requeue":
            assert self.settings is not None
            moved, rejected = requeue_dead(server, keys, PolitenessConfig.from_settings(self.settings), opts.match)
            text = f"requeued {moved} dead letters"
            if rejected:
                text += f"; {rejected} could not be rebuilt and were moved to {keys.rejected}"
            self.emit(opts, {"requeued": moved, "rejected": rejected}, text)
        elif action == "purge":
            if not opts.yes:
                raise usage("dlq purge deletes dead letters: add --yes")
            count = take_dead(server, keys, opts.match, lambda raw: None)
            self.emit(opts, {"purged": count}, f"purged {count} dead letters")
        else:
            raise usage("dlq expects list, requeue or purge")

    def do_refused(self, server: Any, keys: FrontierKeys, args: list[str], opts: argparse.Namespace) -> None:
        action = args[0] if args else "list"
        if action == "list":
            records = [r for r in refusals(server, keys) if opts.match in str(r.get("url", ""))]
            reasons = Counter(str(r.get("reason")) for r in records)
            total = server.llen(keys.refused)
            lines = [f"{total} refused requests" + (f", {len(records)} matching" if opts.match else "")]
            lines += [f"  {reason:20s} {n}" for reason, n in reasons.most_common()]
            for r in records[: opts.limit]:
                lines.append(f"  {r.get('url')}  reason={r.get('reason')} detail={str(r.get('detail', ''))[:80]!r}")
            data = {"total": total, "reasons": dict(reasons), "records": records[: opts.limit]}
            self.emit(opts, data, "\n".join(lines))
        elif action == "purge":
            if not opts.yes:
                raise usage("refused purge deletes the refusal records: add --yes")
            count = int(server.llen(keys.refused))
            server.delete(keys.refused)
            self.emit(opts, {"purged": count}, f"purged {count} refusal records")
        else:
            raise usage("refused expects list or purge")


def warn_on_other_layout(server: Any, keys: FrontierKeys) -> None:
    """A command with another FRONTIER_SHARDS than the workers' reads (and clears) only part of the frontier:
    the shards it does not know, with their queues and dead letters, are invisible to it."""
    if server.get(keys.layout) is None:
        return  # nothing recorded yet (a fresh frontier, or one from before shards)
    laid_out = current_layout(server, keys)
    if laid_out != keys.shards:
        print(
            f"warning: the frontier of spider {keys.spider!r} is laid out in {laid_out} shards but FRONTIER_SHARDS "
            f"is {keys.shards} here: queues and dead letters of the other shards are not read; pass "
            f"-s FRONTIER_SHARDS={laid_out} (the workers' value)",
            file=sys.stderr,
        )


def refusals(server: Any, keys: FrontierKeys) -> list[dict[str, Any]]:
    """Refusal records, newest first (crawler/frontier/refusals.py writes them)."""
    found = []
    for raw in server.lrange(keys.refused, 0, -1):
        try:
            record = json.loads(raw)
        except ValueError:
            record = None
        found.append(record if isinstance(record, dict) else {"reason": "unreadable record", "url": _text(raw)[:2000]})
    return found
