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

import logging
from collections.abc import Callable
from typing import Any

from redis.exceptions import RedisError
from scrapy import Request
from scrapy.utils.defer import deferred_from_coro

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
    """Moves start-URL batches into the crawler's frontier; `requests_from(raw)` builds their requests."""

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
        self._admitting = False  # a start-URL batch waits for DNS answers

    def tick(self) -> int:
        """Move start-URL batches into the frontier while its shared queue is short; returns entries moved."""
        frontier = Frontier.of(self.crawler)
        engine = self.crawler.engine
        if frontier is None or engine is None or not engine.running:
            return 0
        if self._admitting:
            return 0  # a batch waits for DNS answers
        moved = 0
        try:
            for _ in range(MAX_BATCHES_PER_TICK):
                # Only what this worker can claim counts: a render backlog must not starve light workers.
                if frontier.claimable() >= 2 * self.batch_size:
                    break
                claim_id, raw_entries = frontier.claim_start_urls(self.batch_size)
                if not raw_entries:
                    break
                pairs = [(raw, request) for raw in raw_entries for request in self.requests_from(raw)]
                moved += len(raw_entries)
                if self.feeder.needs_resolving([request for _, request in pairs]):
                    # Host names are resolved off the reactor before the SSRF guard admits the batch; it
                    # stays claimed meanwhile, and the next batch waits for this one.
                    self._admitting = True
                    deferred_from_coro(self._admit(claim_id, pairs))
                    break
                self._queue(frontier, claim_id, [request for _, request in pairs])
        except RedisError as exc:
            self._failed(exc)
        return moved

    def _queue(self, frontier: Frontier, claim_id: str, requests: list[Request]) -> None:
        # Already-seen and repeated start URLs are reported here, not dropped without a word.
        for request in self.feeder.fresh(requests, frontier.seen_before):
            self.crawler.engine.crawl(request)
        frontier.finish_start_urls(claim_id)

    async def _admit(self, claim_id: str, pairs: list[tuple[bytes, Request]]) -> None:
        try:
            kept = await self.feeder.screen(pairs)
            frontier = Frontier.of(self.crawler)
            engine = self.crawler.engine
            if frontier is None or engine is None or not engine.running:
                return  # stopping: the claim expires and the entries go back to the start list
            self._queue(frontier, claim_id, kept)
        except RedisError as exc:
            self._failed(exc)
            return
        except Exception:  # a bug here must not leave the intake stuck: the claim expires, the entries return
            self.crawler.stats.inc_value("start_urls/admit_errors")
            logger.exception("Could not admit a start-URL batch; it goes back to the start list at its lease")
            return
        finally:
            self._admitting = False
        from twisted.internet import reactor  # here: a module-level import would install the default reactor

        reactor.callLater(0, self.tick)  # the batches behind this one

    def _failed(self, exc: RedisError) -> None:
        self.crawler.stats.inc_value("start_urls/redis_errors")
        logger.warning("Could not move start URLs into the frontier (will retry): %s", exc)
