"""Start-URL intake: entries of the Redis start key into the frontier, claimed until they are queued.

The start key (`redis_key` of the spider, REDIS_START_URLS_KEY or START_URLS_KEY) is a list by default;
with scrapy-redis' REDIS_START_URLS_AS_SET it is a set (`SADD`: each entry once, any order), with
REDIS_START_URLS_AS_ZSET a sorted set (`ZADD key score entry`: highest score first). Each tick moves
batches of `batch_size` entries while the shared queue holds less than two batches this worker could
claim. A batch stays claimed in Redis (a copy under the claim, with the start key's type) until its
requests are queued, so a worker killed in between loses nothing: the claim expires with the lease and
the entries go back as they were. Entries become requests through the spider's
`make_request_from_data`; invalid ones are kept in `<key>:invalid`, already-seen ones are reported in
`<key>:duplicates` (crawler/frontier/feeder.py).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

from redis.exceptions import RedisError
from scrapy import Request
from scrapy.utils.defer import deferred_from_coro, maybe_deferred_to_future
from twisted.python.failure import Failure

from crawler.frontier.component import Frontier
from crawler.frontier.feeder import StartURLFeeder, feeder_guards

logger = logging.getLogger(__name__)

MAX_BATCHES_PER_TICK = 20  # bounded work per tick


def build_feeder(crawler: Any, server: Any, start_key: str) -> StartURLFeeder:
    """The validating feeder for the start key `start_key`, from the crawler's settings."""
    settings = crawler.settings
    return StartURLFeeder(
        server,
        f"{start_key}:invalid",
        stats=crawler.stats,
        worker=str(settings.get("WORKER_ID")),
        max_bytes=settings.getint("START_URL_MAX_BYTES"),
        keep_bytes=settings.getint("START_URLS_INVALID_KEEP_BYTES"),
        **feeder_guards(settings),
    )


class StartURLIntake:
    """Moves start-URL batches into the crawler's frontier; `requests_from(raw)` builds their requests.

    Every Redis call runs on the frontier's lane: one batch at a time, claim (with the claimable check),
    seen-filter check, then queueing; the requests are built and handed to the engine on the reactor.
    """

    def __init__(
        self,
        crawler: Any,
        feeder: StartURLFeeder,
        requests_from: Callable[[bytes], list[Request]],
        batch_size: int,
    ) -> None:
        self.crawler = crawler
        self.feeder = feeder
        self.requests_from = requests_from
        self.batch_size = max(1, int(batch_size))
        self._active = False  # a round is running (a claim, a seen check, DNS answers, queueing)
        self._holding = False  # a claimed batch is not queued yet (DNS answers, seen check)
        self._left = 0  # batches this round may still move
        self.moved = 0  # entries moved since the worker started
        self._unwritten: dict[str, list[str]] = {}  # duplicate records a write failed on, by key

    @property
    def active(self) -> bool:
        """True while a claimed start-URL batch is on its way into the frontier (a claim still asking does
        not count: the start URLs it may find are in the frontier's counts)."""
        return self._holding

    def tick(self) -> int:
        """Start moving start-URL batches into the frontier while its shared queue is short (at most
        MAX_BATCHES_PER_TICK this round, one after another); returns the entries moved since the last tick
        by the rounds before (0 while a round runs)."""
        if self._active:
            return 0
        moved, self.moved = self.moved, 0
        self._left = MAX_BATCHES_PER_TICK
        self._next_batch()
        return moved

    def _next_batch(self) -> None:
        frontier = Frontier.of(self.crawler)
        engine = self.crawler.engine
        if self._left <= 0 or frontier is None or engine is None or not engine.running or frontier.backing_off:
            self._active = False
            return
        self._left -= 1
        self._active = True
        claim_id = frontier.next_start_claim_id()
        d = frontier.lane.call(self._claim_io, frontier, claim_id)
        d.addCallback(self._claimed, claim_id)
        d.addErrback(self._failed)

    def _claim_io(self, frontier: Frontier, claim_id: str) -> list[bytes]:
        """On the lane: a batch, unless the shared queue already holds two this worker could claim."""
        # Only what this worker can claim counts: a render backlog must not starve light workers.
        if frontier.claimable() >= 2 * self.batch_size:
            return []
        return frontier.claim_start_urls(self.batch_size, claim_id)[1]

    def _claimed(self, raw_entries: list[bytes], claim_id: str) -> Any:
        frontier = Frontier.of(self.crawler)
        if not raw_entries or frontier is None:
            self._active = False
            return None
        self._holding = True
        pairs = [(raw, request) for raw in raw_entries for request in self.requests_from(raw)]
        self.moved += len(raw_entries)
        if self.feeder.needs_resolving([request for _, request in pairs]):
            # Host names are resolved off the reactor before the SSRF guard admits the batch; it stays
            # claimed meanwhile, and the next batch waits for this one.
            return deferred_from_coro(self._admit(claim_id, pairs))
        return self._check_seen(frontier, claim_id, [request for _, request in pairs])

    def _check_seen(self, frontier: Frontier, claim_id: str, requests: list[Request]) -> Any:
        d = frontier.seen_before_async(requests)
        d.addCallback(self._queue, claim_id, requests)
        return d

    def _queue(self, flags: list[bool], claim_id: str, requests: list[Request]) -> None:
        frontier = Frontier.of(self.crawler)
        engine = self.crawler.engine
        self._holding = False
        if frontier is None or engine is None or not engine.running:
            self._active = False
            return  # stopping: the claim expires and the entries go back to the start list
        # Already-seen and repeated start URLs are reported here, not dropped without a word.
        for request in self.feeder.fresh(requests, lambda _: flags, push=self._push_on_lane):
            engine.crawl(request)
        frontier.finish_start_urls(claim_id)
        self._next_batch()

    def _push_on_lane(self, key: str, records: list[str]) -> None:
        """The duplicate start URLs' records, written on the frontier's lane with those an earlier write
        failed on. A RedisError goes to the lane's back-off and the records wait for the next batch's write
        (at most START_URLS_RECORDS_MAX, newest kept); what is still unwritten at close is logged there."""
        frontier = Frontier.of(self.crawler)
        records = self._unwritten.pop(key, []) + records
        if frontier is None or not records:
            return
        frontier.submit(self.feeder.push_records, key, records, failed=lambda exc: self._keep(key, records, exc))

    def _keep(self, key: str, records: list[str], exc: Exception) -> None:
        # Written after: the newest records come last, so a cap keeps the tail.
        kept = records + self._unwritten.get(key, [])
        limit = self.feeder.records_max
        if limit > 0 and len(kept) > limit:
            self._report_unrecorded(key, kept[:-limit], "dropped past START_URLS_RECORDS_MAX")
            kept = kept[-limit:]
        self._unwritten[key] = kept
        self.crawler.stats.inc_value("start_urls/duplicates/record_failures")
        logger.warning("Could not write %d duplicate start-URL records to %s (%s); retried with the next batch",
                       len(records), key, exc)  # fmt: skip

    def close(self) -> None:
        """Report the duplicate records no write took (Redis refused every attempt): counted and logged with
        their URLs (their pages were queued or fetched already; only the report is missing)."""
        for key, records in self._unwritten.items():
            self._report_unrecorded(key, records, "never written")
        self._unwritten.clear()

    def _report_unrecorded(self, key: str, records: list[str], why: str) -> None:
        """Counted and logged with their URLs: the records are gone, the report of them is not."""
        urls = [json.loads(r).get("url", "") for r in records]
        self.crawler.stats.inc_value("start_urls/duplicates/unrecorded", len(records))
        logger.warning("%d duplicate start-URL records were %s (%s): %s", len(records), why, key,
                       " ".join(u[:300] for u in urls))  # fmt: skip

    async def _admit(self, claim_id: str, pairs: list[tuple[bytes, Request]]) -> None:
        try:
            kept = await self.feeder.screen(pairs)
        except Exception:  # a bug here must not leave the intake stuck: the claim expires, the entries return
            self._active = self._holding = False
            self.crawler.stats.inc_value("start_urls/admit_errors")
            logger.exception("Could not admit a start-URL batch; it goes back to the start list at its lease")
            return
        frontier = Frontier.of(self.crawler)
        engine = self.crawler.engine
        if frontier is None or engine is None or not engine.running:
            self._active = self._holding = False
            return  # stopping: the claim expires and the entries go back to the start list
        await maybe_deferred_to_future(self._check_seen(frontier, claim_id, kept))

    def _failed(self, failure: Failure) -> None:
        self._active = self._holding = False
        if failure.check(RedisError):
            self.crawler.stats.inc_value("start_urls/redis_errors")
            logger.warning("Could not move start URLs into the frontier (will retry): %s", failure.value)
            frontier = Frontier.of(self.crawler)
            if frontier is not None:
                frontier.redis_failed(failure.value)
            return
        self.crawler.stats.inc_value("start_urls/admit_errors")
        logger.error(
            "Could not admit a start-URL batch; it goes back to the start list at its lease: %s",
            failure.getTraceback(),
        )
