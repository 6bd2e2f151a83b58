"""Final refusals: requests this crawler decides not to fetch (robots.txt, size, scope, SSRF guard, ...).

A refusal is not a failure: retrying or requeueing it would only be refused again, so it is never a dead
letter. Every refusal ends in three places:

- a log line, once per reason per *spell* (the first refusal of a reason is logged; later ones are counted
  and summed up in one line when REFUSALS_LOG_INTERVAL seconds have passed since the last line);
- the stats: `refused/<reason>` (and whatever counter the refusing component keeps itself);
- a record in the Redis list `{<spider>}:refused` (newest first, trimmed to REFUSALS_KEEP entries), one JSON
  format for every reason: {"url", "reason", "detail", "spider", "worker", "at"}. `scrapy frontier refused
  list` shows them.

Components refuse a request with `RefusalLog.of(crawler).refuse(request, reason, detail)`, which returns the
`Refused` exception (an IgnoreRequest) to raise.
"""

from __future__ import annotations

import json
import logging
import time
from typing import Any
from weakref import WeakKeyDictionary

from redis.exceptions import RedisError
from scrapy import Request
from scrapy.exceptions import IgnoreRequest

from crawler.frontier.connection import redis_from_settings
from crawler.frontier.keys import FrontierKeys

logger = logging.getLogger(__name__)


class Refused(IgnoreRequest):
    """A request this crawler deliberately does not fetch; recorded, never retried or dead-lettered."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"refused ({reason}){': ' + detail if detail else ''}")
        self.reason = reason
        self.detail = detail


def refusal_record(url: str, reason: str, detail: str, spider: str, worker: str) -> dict[str, Any]:
    """The one record format of a refusal (Redis list `{<spider>}:refused`)."""
    return {"url": url, "reason": reason, "detail": detail, "spider": spider, "worker": worker, "at": time.time()}


class RefusalLog:
    """Logs, counts and records refusals for one crawler (shared by every component of that crawler)."""

    _instances: WeakKeyDictionary[Any, RefusalLog] = WeakKeyDictionary()

    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.worker = str(settings.get("WORKER_ID") or "")
        self.keep = settings.getint("REFUSALS_KEEP", 100_000)
        self.links_keep = settings.getint("REFUSALS_LINKS_KEEP", 1_000)
        self._links_kept = 0
        self.interval = settings.getfloat("REFUSALS_LOG_INTERVAL", 60.0)
        self._server: Any = None
        # reason -> [time of the last log line, refusals since then]
        self._spells: dict[str, list[float]] = {}

    @classmethod
    def of(cls, crawler: Any) -> RefusalLog:
        log = cls._instances.get(crawler)
        if log is None:
            log = cls._instances[crawler] = cls(crawler)
        return log

    @property
    def server(self) -> Any:
        if self._server is None:
            self._server = redis_from_settings(self.crawler.settings)
        return self._server

    def key(self) -> str:
        spider = self.crawler.spider
        return FrontierKeys(spider.name if spider is not None else "news", "").refused

    def refuse(self, request: Request, reason: str, detail: str = "") -> Refused:
        """Record the refusal of `request` and return the exception that ends it."""
        stats = self.crawler.stats
        stats.inc_value("refused")
        stats.inc_value(f"refused/{reason}")
        self._log(reason, request.url, detail)
        self._keep([(request.url, reason, detail)])
        return Refused(reason, detail)

    def keep_links(self, refused: list[tuple[str, str, str]]) -> None:
        """Keep records of links refused where they were found (url, reason, detail): never requested, so they
        are not counted as refused requests; their own counters and log line are the link reader's.

        At most REFUSALS_LINKS_KEEP link records per worker run, so that pages built to flood the list do
        not push the refused requests out of it; none while the frontier waits out a Redis outage (this
        runs on the reactor, and the counters still say it)."""
        if not refused:
            return
        from crawler.frontier.component import Frontier  # here: the component imports this module

        frontier = Frontier.of(self.crawler)
        room = self.links_keep - self._links_kept
        if room <= 0 or (frontier is not None and frontier.backing_off):
            self.crawler.stats.inc_value("refused/link_records_skipped", len(refused))
            return
        if len(refused) > room:
            self.crawler.stats.inc_value("refused/link_records_skipped", len(refused) - room)
        self._links_kept += min(room, len(refused))
        self._keep(refused[:room])

    def _keep(self, refused: list[tuple[str, str, str]]) -> None:
        spider = getattr(self.crawler.spider, "name", "")
        records = [
            json.dumps(refusal_record(url, reason, detail, spider, self.worker)) for url, reason, detail in refused
        ]
        first = refused[0]

        def failed(exc: RedisError) -> None:
            # The log line and the counter still say it; the record is what an outage costs.
            self.crawler.stats.inc_value("refused/redis_errors")
            logger.warning("Could not record the refusal of %s (%s) in Redis: %s", first[0], first[1], exc)

        from crawler.frontier.component import Frontier  # here: the component imports this module

        frontier = Frontier.of(self.crawler)
        if frontier is not None:  # on the frontier's lane: no round trip on the reactor
            frontier.submit(self._write, records, failed=failed)
            return
        try:
            self._write(records)
        except RedisError as exc:
            failed(exc)

    def _write(self, records: list[str]) -> None:
        pipe = self.server.pipeline(transaction=False)
        pipe.lpush(self.key(), *records)
        pipe.ltrim(self.key(), 0, self.keep - 1)
        pipe.execute()

    def _log(self, reason: str, url: str, detail: str) -> None:
        now = time.monotonic()
        spell = self._spells.get(reason)
        if spell is None:
            self._spells[reason] = [now, 0]
            logger.info(
                "Refused %s (%s%s); further refusals for this reason are summed up every %.0fs, all are kept in "
                "%s", url, reason, f": {detail}" if detail else "", self.interval, self.key(),
            )  # fmt: skip
            return
        spell[1] += 1
        if now - spell[0] >= self.interval:
            count, seconds = int(spell[1]), now - spell[0]
            logger.info("Refused %d more requests (%s) in the last %.0fs, e.g. %s", count, reason, seconds, url)
            spell[0], spell[1] = now, 0
