"""Turns raw start-URL entries into StartEntry objects, keeping the bad ones aside and reporting repeats.

Each entry is parsed by `crawler.frontier.starturls`. Refused entries (invalid, or a URL the SSRF guard
would refuse anyway: not http/https, no host, a non-public literal address or local name, or a host name
that resolves to a non-public address, resolved without holding the reactor; code `ssrf`) are
logged with the reason, counted (`start_urls/invalid`, `start_urls/invalid/<code>`) and pushed to
`<key>:invalid` as JSON records; they never reach the seen filter, so a corrected push of the same URL is
crawled. A start URL already in the seen filter (or repeated within one batch) is not queued again: it is
counted (`start_urls/duplicates`, `start_urls/duplicates/<reason>`), kept in `<key>:duplicates`, and
logged once per reason per spell (the first one, then the total when a batch comes without it). Both lists
keep the newest `START_URLS_RECORDS_MAX` records. Userinfo is stripped from start URLs
(`start_urls/userinfo_stripped`); passwords never reach a log line or a record.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from typing import Any

from crawler.frontier.starturls import (
    InvalidStartEntry,
    Limits,
    StartEntry,
    invalid_record,
    parse_start_entry,
    redact_userinfo,
)
from crawler.middlewares.ssrf import UrlPolicy

logger = logging.getLogger(__name__)


def feeder_guards(settings: Any) -> dict[str, Any]:
    """The feeder's bounds and SSRF policy from the settings (keyword arguments of StartURLFeeder)."""
    policy = None
    if settings.getbool("SSRF_GUARD_ENABLED"):
        policy = UrlPolicy(settings.getlist("SSRF_ALLOWED_NETWORKS"), settings.getlist("SSRF_ALLOWED_HOSTS"))
    return {
        "limits": Limits(max_depth=settings.getint("DEPTH_LIMIT")),
        "policy": policy,
        "records_max": settings.getint("START_URLS_RECORDS_MAX"),
    }


class StartURLFeeder:
    """Validates start-URL entries; the invalid ones go to `invalid_key` with their reason."""

    def __init__(
        self,
        server: Any,
        invalid_key: str,
        *,
        stats: Any,
        worker: str,
        max_bytes: int,
        keep_bytes: int,
        limits: Limits | None = None,
        policy: UrlPolicy | None = None,
        duplicates_key: str | None = None,
        records_max: int = 10_000,
    ) -> None:
        self.server = server
        self.invalid_key = invalid_key
        self.duplicates_key = duplicates_key or invalid_key.rsplit(":", 1)[0] + ":duplicates"
        self.stats = stats
        self.worker = worker
        self.max_bytes = max_bytes
        self.keep_bytes = keep_bytes
        self.limits = limits or Limits()
        self.policy = policy
        self.records_max = records_max
        self._spells: dict[str, int] = {}  # duplicate reason -> how many in the current spell

    def parse(self, raw_entries: list[bytes]) -> list[StartEntry]:
        """Valid entries sorted by priority (highest first, push order within a priority)."""
        entries: list[StartEntry] = []
        for raw in raw_entries:
            self.stats.inc_value("start_urls/received")
            try:
                entry = parse_start_entry(raw, self.max_bytes, self.limits)
                refusal = self.policy.static_refusal(entry.url) if self.policy is not None else None
                if refusal is not None:
                    raise InvalidStartEntry("ssrf", f"refused by the SSRF guard: {refusal[1]}")
            except InvalidStartEntry as error:
                self._keep_invalid(raw, error)
                continue
            if entry.userinfo_stripped:
                self.stats.inc_value("start_urls/userinfo_stripped")
                logger.info("Start URL %s: userinfo (user:password@) removed; it is never stored", entry.url)
            entries.append(entry)
        self.stats.inc_value("start_urls/valid", len(entries))
        return sorted(entries, key=lambda entry: -entry.priority)

    def needs_resolving(self, requests: list[Any]) -> bool:
        """True if a host of `requests` must be resolved before the SSRF guard can admit them."""
        return self.policy is not None and any(self.policy.needs_resolving(r.url) for r in requests)

    async def screen(self, pairs: list[tuple[bytes, Any]]) -> list[Any]:
        """The requests of (raw entry, request) pairs whose host does not resolve to a non-public address.

        The others are kept in `:invalid` (code `ssrf`) before they reach the seen filter, like the
        refusals that need no DNS; names are resolved without holding the reactor.
        """
        if self.policy is None:
            return [request for _, request in pairs]
        hosts = {host for _, request in pairs if (host := self.policy.needs_resolving(request.url))}
        refusals = await self.policy.resolved_refusals(hosts)
        kept: list[Any] = []
        for raw, request in pairs:
            refusal = refusals.get(self.policy.needs_resolving(request.url) or "")
            if refusal is None:
                kept.append(request)
                continue
            self.stats.inc_value("start_urls/valid", -1)  # counted valid by parse(); invalid after all
            self._keep_invalid(raw, InvalidStartEntry("ssrf", f"refused by the SSRF guard: {refusal[1]}"))
        return kept

    def reject(self, raw: bytes, error: InvalidStartEntry) -> None:
        """Keep an entry a spider could not turn into requests (its own `make_request_from_data` failed)."""
        self.stats.inc_value("start_urls/received")
        self._keep_invalid(raw, error)

    def fresh(
        self,
        requests: list[Any],
        seen_before: Callable[[list[Any]], list[bool]],
        push: Callable[[str, list[str]], Any] | None = None,
    ) -> list[Any]:
        """The requests to queue: those not seen before (`dont_filter` ones always); reports the others.

        Their records go to the duplicates list in one write for the batch, through `push(key, records)`
        (the intake hands it to the frontier's Redis lane: a start list whose URLs the crawl already found
        has thousands of them, and a round trip each on the reactor thread held every download); without
        `push`, written here with `push_records`."""
        flags = seen_before(requests)
        out: list[Any] = []
        batch: set[str] = set()
        reasons: dict[str, int] = {}
        records: list[str] = []
        for request, seen in zip(requests, flags, strict=True):
            reason = ""
            if not request.dont_filter:
                if seen:
                    reason = "seen"
                elif request.url in batch:
                    reason = "repeated"
                batch.add(request.url)
            if reason:
                reasons[reason] = reasons.get(reason, 0) + 1
                records.append(self._keep_duplicate(request, reason))
            else:
                out.append(request)
        self._end_spells(reasons)
        if records:
            (push or self.push_records)(self.duplicates_key, records)
        return out

    def _keep_duplicate(self, request: Any, reason: str) -> str:
        """Count and (once a spell) log a duplicate start URL; returns its record for the duplicates list."""
        self.stats.inc_value("start_urls/duplicates")
        self.stats.inc_value(f"start_urls/duplicates/{reason}")
        if reason not in self._spells:
            why = "already in the seen filter" if reason == "seen" else "repeated in one batch"
            logger.info(
                "Start URL %s not queued: %s (kept in %s; further ones are counted, start_urls/duplicates)",
                request.url[:300], why, self.duplicates_key,
            )  # fmt: skip
        self._spells[reason] = self._spells.get(reason, 0) + 1
        record = {"url": request.url, "reason": reason, "priority": request.priority, "worker": self.worker,
                  "at": time.time()}  # fmt: skip
        return json.dumps(record, ensure_ascii=False)

    def _end_spells(self, current: dict[str, int]) -> None:
        for reason in [r for r in self._spells if r not in current]:
            count = self._spells.pop(reason)
            if count > 1:
                logger.info("%d start URLs in a row were not queued (%s); see %s", count, reason, self.duplicates_key)

    def _keep_invalid(self, raw: bytes, error: InvalidStartEntry) -> None:
        preview = redact_userinfo(raw[:80].decode("utf-8", "replace"))
        logger.warning(
            "Invalid start URL entry kept in %s: %s (%d bytes, starts %r)",
            self.invalid_key, redact_userinfo(error.reason), len(raw), preview,
        )  # fmt: skip
        self.stats.inc_value("start_urls/invalid")
        self.stats.inc_value(f"start_urls/invalid/{error.code}")
        self._push(self.invalid_key, invalid_record(raw, error, self.worker, self.keep_bytes))

    def _push(self, key: str, record: str) -> None:
        self.push_records(key, [record])

    def push_records(self, key: str, records: list[str]) -> None:
        """Blocking: `records` onto the list `key` in one round trip, the last one first (as one LPUSH each)."""
        pipe = self.server.pipeline(transaction=False)
        pipe.lpush(key, *records)
        if self.records_max > 0:
            pipe.ltrim(key, 0, self.records_max - 1)  # newest first; the oldest records go
        pipe.execute()
