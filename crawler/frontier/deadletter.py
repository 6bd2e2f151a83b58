"""The one dead-letter record format, written by Python (failed requests) and by reclaim.lua (leases that
expired too often), and read back by `scrapy frontier dlq`.

A dead letter is a JSON object in the Redis list `{<spider>}:dead` (oldest first), schema version 2:

| field              | type          | meaning                                                              |
|--------------------|---------------|----------------------------------------------------------------------|
| `v`                | int           | 2                                                                    |
| `id`               | str           | the record's id (a request id for reclaims)                           |
| `url`              | str           | the request's URL ("(undecodable)" if its payload cannot be read)    |
| `source`           | str           | `retry` (failed for good) or `reclaim` (lease expired too often)     |
| `reason`           | str           | why, for a human                                                     |
| `status`           | int or null   | the last HTTP status, if there was a response                        |
| `attempts`         | int           | fetch attempts (retry) or lease expiries (reclaim)                   |
| `reclaims`         | int           | times its lease expired                                              |
| `first_attempt_at` | float or null | unix time of the first try                                           |
| `last_attempt_at`  | float or null | unix time of the last try                                            |
| `last_error`       | str           | the last error message (or the reason)                               |
| `history`          | list          | the last tries: {"at", "status", "error"}                            |
| `worker`           | str           | the worker (token) that wrote the record                             |
| `last_owner`       | str           | the worker token that held the request last ("" if unknown)          |
| `dead_at`          | float         | unix time the record was written (the Redis server's for reclaims)   |
| `payload`          | str           | the serialized request (what `dlq requeue` rebuilds)                 |
| `context`          | str or null   | the JSON of the shared context `payload` references (reclaims)       |

Records of earlier versions (Python's without `v`/`source`/`reclaims`/`last_owner`, reclaim.lua's with
`member`, `at` and no `url`) are read into the same shape by `read_record`. A reclaim's payload is the
compact queue payload (serialize.py v2 or v3), which references a shared context: reclaim.lua copies
the context into the record (`context`), as the shared one is pruned once no queued request references
it; records written before that have none, and `dead_letters` and `requeue_dead` read the shared one (a
record whose context is gone keeps its payload and goes to the rejected list on requeue).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from crawler.frontier.keys import FrontierKeys
from crawler.frontier.politeness import PolitenessConfig
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue, queue_class
from crawler.frontier.serialize import UndecodableRequest, context_id, parse_payload, self_contained

VERSION = 2
FIELDS = ("v", "id", "url", "source", "reason", "status", "attempts", "reclaims", "first_attempt_at",
          "last_attempt_at", "last_error", "history", "worker", "last_owner", "dead_at", "payload",
          "context")  # fmt: skip
# Meta keys that carry a request's tries so far (`dlq requeue` removes them for a fresh start).
RETRY_META_KEYS = ("retry_times", "retry_delayed", "retry_history", "ban_marker", "frontier_delay_ms",
                   "first_attempt_at", "frontier_reclaims")  # fmt: skip
UNDECODABLE = "(undecodable)"


def url_of(payload: str) -> str:
    try:
        return str(json.loads(payload)["url"])
    except (ValueError, KeyError, TypeError):
        return UNDECODABLE


def make_record(
    *,
    id: str,
    url: str,
    source: str,
    reason: str,
    worker: str,
    payload: str,
    status: int | None = None,
    attempts: int = 1,
    reclaims: int = 0,
    first_attempt_at: float | None = None,
    last_attempt_at: float | None = None,
    last_error: str = "",
    history: list[dict[str, Any]] | None = None,
    last_owner: str = "",
    dead_at: float | None = None,
    context: str | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A dead-letter record with every field of the schema (`extra` fields are kept after them)."""
    record = {
        "v": VERSION, "id": id, "url": url, "source": source, "reason": reason, "status": status,
        "attempts": attempts, "reclaims": reclaims, "first_attempt_at": first_attempt_at,
        "last_attempt_at": last_attempt_at, "last_error": last_error or reason, "history": list(history or []),
        "worker": worker, "last_owner": last_owner, "dead_at": time.time() if dead_at is None else dead_at,
        "payload": payload, "context": context,
    }  # fmt: skip
    record.update({k: v for k, v in extra.items() if k not in record})
    return record


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def read_record(raw: Any) -> dict[str, Any]:
    """Any dead-letter record (this version or an earlier one, Python's or reclaim.lua's) in the schema."""
    try:
        data = json.loads(raw)
    except (ValueError, TypeError):
        data = None
    if not isinstance(data, dict):
        text = _text(raw)[:2000]
        return make_record(id="", url=UNDECODABLE, source="unknown", reason="unreadable dead letter", worker="",
                           payload=text, dead_at=0.0)  # fmt: skip
    payload = str(data.get("payload") or "")
    if data.get("v") == VERSION:
        base = make_record(id="", url=url_of(payload), source="", reason="", worker="", payload=payload, dead_at=0.0)
        return {**base, **data}
    reclaim = "member" in data or ("reclaims" in data and "attempts" not in data)
    reclaims = int(data.get("reclaims") or 0)
    extra = {k: v for k, v in data.items() if k not in FIELDS and k not in ("at", "member")}
    return make_record(
        id=str(data.get("id", "")),
        url=str(data.get("url") or url_of(payload)),
        source="reclaim" if reclaim else "retry",
        reason=str(data.get("reason", "")),
        worker=str(data.get("worker", "")),
        payload=payload,
        status=data.get("status"),
        attempts=int(data.get("attempts") or reclaims or 1),
        reclaims=reclaims,
        first_attempt_at=data.get("first_attempt_at"),
        last_attempt_at=data.get("last_attempt_at"),
        last_error=str(data.get("last_error") or ""),
        history=data.get("history") if isinstance(data.get("history"), list) else [],
        last_owner=str(data.get("last_owner", "")),
        dead_at=float(data.get("dead_at") or data.get("at") or 0.0),
        **extra,
    )


# --- the dead-letter list ----------------------------------------------------------------------------------


def full_payload(server: Any, keys: FrontierKeys, payload: str, context: Any = None) -> str | None:
    """The self-contained (v1) form of a dead letter's payload, its shared context the record's own
    (`context`) or read from Redis, or None if it cannot be rebuilt."""
    try:
        ref = context_id(parse_payload(payload))
        contexts = {}
        if ref is not None and isinstance(context, str):
            contexts[ref] = context
        elif ref is not None and (value := _context(server, keys, ref)) is not None:
            contexts[ref] = _text(value)
        return self_contained(payload, contexts)
    except UndecodableRequest:
        return None


def _context(server: Any, keys: FrontierKeys, ref: str) -> Any:
    """A shared context by id, from whichever shard holds it (ids are digests: every copy is the same)."""
    if keys.shards == 1:
        return server.hget(keys.contexts, ref)
    pipe = server.pipeline(transaction=False)
    for shard in keys.all_shards:
        pipe.hget(shard.contexts, ref)
    return next((value for value in pipe.execute() if value is not None), None)


def _resolved(server: Any, keys: FrontierKeys, raw: Any) -> dict[str, Any]:
    """`read_record(raw)`, with the URL of a compact payload resolved if the record has none."""
    record = read_record(raw)
    if record["url"] != UNDECODABLE:
        return record
    if (full := full_payload(server, keys, record["payload"], record.get("context"))) is not None:
        record["url"] = url_of(full)
    return record


def dead_letters(server: Any, keys: FrontierKeys) -> list[dict[str, Any]]:
    """Every dead letter (the global list and each shard's, keys.dead_lists), oldest first, in the schema."""
    records = [_resolved(server, keys, raw) for name in keys.dead_lists for raw in server.lrange(name, 0, -1)]
    return records if len(keys.dead_lists) == 1 else sorted(records, key=lambda r: float(r.get("dead_at") or 0))


def take_dead(server: Any, keys: FrontierKeys, match: str, handle: Callable[[Any], None]) -> int:
    """Remove the dead letters whose URL contains `match` (all if empty), passing each to `handle` first.

    Each entry is removed with LREM after it was handled, so a crash in between repeats it, never loses it.
    """
    taken = 0
    for name in keys.dead_lists:
        for raw in server.lrange(name, 0, -1):
            if match and match not in _resolved(server, keys, raw)["url"]:
                continue
            handle(raw)
            server.lrem(name, 1, raw)
            taken += 1
    return taken


def requeue_dead(server: Any, keys: FrontierKeys, politeness: PolitenessConfig, match: str = "") -> tuple[int, int]:
    """Put dead-lettered requests back in their domain queues, unfiltered, with fresh retry counts.

    Returns (requeued, rejected): records whose request cannot be rebuilt go to the rejected list instead.
    """
    queue = FrontierQueue(server, keys, BloomParams(0.001, 0, 0))
    outcome = {"requeued": 0, "rejected": 0}

    def requeue(raw: Any) -> None:
        record = read_record(raw)
        try:
            data = json.loads(full_payload(server, keys, str(record.get("payload") or ""), record.get("context")) or "")
            url = str(data["url"])
        except (ValueError, KeyError, TypeError):
            server.rpush(keys.rejected, raw)  # cannot be rebuilt: kept aside, not dropped
            outcome["rejected"] += 1
            return
        meta = data.get("meta") or {}
        for key in RETRY_META_KEYS:  # a requeued dead letter starts its tries afresh
            meta.pop(key, None)
        data["meta"] = meta
        data["dont_filter"] = True
        entry = Entry(
            "", "", int(data.get("priority") or 0), json.dumps(data), politeness.key_for(url), queue_class(meta)
        )
        queue.enqueue([entry])
        outcome["requeued"] += 1

    take_dead(server, keys, match, requeue)
    return outcome["requeued"], outcome["rejected"]
