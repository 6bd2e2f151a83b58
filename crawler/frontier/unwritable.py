"""New requests Redis keeps refusing to queue: kept as dead letters so the frontier's lane goes on.

A flush retries through an outage (the connection is lost, Redis loads, a timeout) for as long as it lasts:
nothing is lost and order is kept. An error Redis *answers* with (a key of the wrong type, a script bug, a
shard out of memory or read-only during a failover) is also retried, but only for FRONTIER_UNWRITABLE_AFTER
seconds: an error that lasts longer will not cure itself, and a flush that retries it forever blocks every
later call of the lane (claims, acks) and the whole worker with it. The requests still unwritten then go to
the dead-letter list (source `unwritable`, the error in `last_error`, a self-contained payload that
`scrapy frontier dlq requeue` puts back once the cause is fixed), with a log line and the stats counter
`frontier/unwritable`. A non-Redis exception (a bug in this worker) parks them at once: before, the batch was
dropped. If the dead-letter list cannot be written either, the flush goes on retrying as before.
"""

from __future__ import annotations

import json
import time

from redis.exceptions import RedisError

from crawler.frontier.connection import answered
from crawler.frontier.deadletter import make_record, url_of
from crawler.frontier.queue import Entry
from crawler.frontier.serialize import self_contained

PARKED = -1  # an entry's flag once it is kept as a dead letter (counted as frontier/unwritable, not enqueued)
SOURCE = "unwritable"


class Refusals:
    """How long the errors Redis answers one flush with have lasted (an outage in between starts it over)."""

    def __init__(self, limit: float) -> None:
        self.limit = limit
        self._since: float | None = None

    def persistent(self, exc: BaseException) -> bool:
        """Record a failed try; True once refusals lasted `limit` seconds (at once for a non-Redis error)."""
        if not isinstance(exc, RedisError):
            return True
        if not answered(exc):  # an outage is retried without end
            self._since = None
            return False
        now = time.monotonic()
        if self._since is None:
            self._since = now
        return now - self._since >= self.limit


def park_records(entries: list[Entry], error: BaseException, worker: str) -> list[str]:
    """Dead-letter records (JSON) for `entries`, each payload self-contained (its context inlined)."""
    records = []
    for entry in entries:
        try:
            payload = self_contained(entry.payload, dict([entry.context]) if entry.context else None)
        except Exception:  # an unreadable payload is kept as it is
            payload = entry.payload
        record = make_record(
            id=entry.fingerprint,
            url=url_of(payload),
            source=SOURCE,
            reason="Redis refused to queue it",
            worker=worker,
            payload=payload,
            attempts=0,
            last_error=f"{type(error).__name__}: {error}",
            domain=entry.domain,
            queue_class=entry.cls,
        )
        records.append(json.dumps(record))
    return records
