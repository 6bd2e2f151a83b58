"""Turns raw start-URL entries into StartEntry objects, keeping the bad ones aside.

Each entry is parsed by `crawler.frontier.starturls`; invalid ones are logged with the reason, counted in
stats (`start_urls/invalid`, `start_urls/invalid/<code>`) and pushed to `<key>:invalid` as JSON records.
"""

from __future__ import annotations

import logging
from typing import Any

from crawler.frontier.starturls import InvalidStartEntry, StartEntry, invalid_record, parse_start_entry

logger = logging.getLogger(__name__)


class StartURLFeeder:
    """Validates start-URL entries; the invalid ones go to `invalid_key` with their reason."""

    def __init__(
        self, server: Any, invalid_key: str, *, stats: Any, worker: str, max_bytes: int, keep_bytes: int
    ) -> None:
        self.server = server
        self.invalid_key = invalid_key
        self.stats = stats
        self.worker = worker
        self.max_bytes = max_bytes
        self.keep_bytes = keep_bytes

    def parse(self, raw_entries: list[bytes]) -> list[StartEntry]:
        """Valid entries sorted by priority (highest first, push order within a priority)."""
        entries: list[StartEntry] = []
        for raw in raw_entries:
            self.stats.inc_value("start_urls/received")
            try:
                entries.append(parse_start_entry(raw, self.max_bytes))
            except InvalidStartEntry as error:
                self._keep_invalid(raw, error)
        self.stats.inc_value("start_urls/valid", len(entries))
        return sorted(entries, key=lambda entry: -entry.priority)

    def reject(self, raw: bytes, error: InvalidStartEntry) -> None:
        """Keep an entry a spider could not turn into requests (its own `make_request_from_data` failed)."""
        self.stats.inc_value("start_urls/received")
        self._keep_invalid(raw, error)

    def _keep_invalid(self, raw: bytes, error: InvalidStartEntry) -> None:
        preview = raw[:80].decode("utf-8", "replace")
        logger.warning(
            "Invalid start URL entry kept in %s: %s (%d bytes, starts %r)",
            self.invalid_key, error.reason, len(raw), preview,
        )  # fmt: skip
        self.stats.inc_value("start_urls/invalid")
        self.stats.inc_value(f"start_urls/invalid/{error.code}")
        self.server.lpush(self.invalid_key, invalid_record(raw, error, self.worker, self.keep_bytes))
