"""Moves entries from the start-URL list into the crawl, keeping the bad ones aside.

Entries are popped in batches from the tail of the list (so `LPUSH` order is FIFO). Each entry is
parsed by `crawler.frontier.starturls`; invalid ones are logged with the reason, counted in stats
(`start_urls/invalid`, `start_urls/invalid/<code>`) and pushed to `<key>:invalid` as JSON records.
"""

from __future__ import annotations

import logging
from typing import Any

from crawler.frontier.starturls import InvalidStartEntry, StartEntry, invalid_record, parse_start_entry

logger = logging.getLogger(__name__)


class StartURLFeeder:
    """Pops, validates and hands on start-URL entries from one Redis list."""

    def __init__(
        self,
        server: Any,
        key: str,
        *,
        stats: Any,
        worker: str,
        max_bytes: int,
        keep_bytes: int,
    ) -> None:
        self.server = server
        self.key = key
        self.invalid_key = f"{key}:invalid"
        self.stats = stats
        self.worker = worker
        self.max_bytes = max_bytes
        self.keep_bytes = keep_bytes

    def pending(self) -> int:
        return int(self.server.llen(self.key))

    def pull(self, count: int) -> list[StartEntry]:
        """Pop up to `count` entries; return the valid ones sorted by priority (highest first)."""
        raw_entries = self.server.rpop(self.key, count) or []
        entries: list[StartEntry] = []
        for raw in raw_entries:
            raw_bytes = raw if isinstance(raw, bytes) else str(raw).encode("utf-8", "surrogateescape")
            self.stats.inc_value("start_urls/received")
            try:
                entries.append(parse_start_entry(raw_bytes, self.max_bytes))
            except InvalidStartEntry as error:
                self._keep_invalid(raw_bytes, error)
        self.stats.inc_value("start_urls/valid", len(entries))
        # Stable sort: equal priorities keep their push order.
        return sorted(entries, key=lambda entry: -entry.priority)

    def _keep_invalid(self, raw: bytes, error: InvalidStartEntry) -> None:
        preview = raw[:80].decode("utf-8", "replace")
        logger.warning(
            "Invalid start URL entry kept in %s: %s (%d bytes, starts %r)",
            self.invalid_key, error.reason, len(raw), preview,
        )  # fmt: skip
        self.stats.inc_value("start_urls/invalid")
        self.stats.inc_value(f"start_urls/invalid/{error.code}")
        self.server.lpush(self.invalid_key, invalid_record(raw, error, self.worker, self.keep_bytes))
