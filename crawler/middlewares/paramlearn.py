"""Learns, per site and for the whole cluster, which query parameters do not change the page.

Two fetched URLs of one host that differ only by the value of one parameter (`/a?ref=x`, `/a?ref=y`) and
declare the same `rel=canonical` -- or, without one, have the same body -- show that this parameter does
not matter there. Once seen, the parameter is dropped from that host's fingerprints for every worker
(crawler/frontier/canonical.py, `LearnedParams`), so further variants are recognised as seen and not
fetched. Two such URLs with different pages mark the parameter as relevant for that host for good: it is
then never learnt (`?page=2` and `?page=3` stay two pages).

Redis (spider hash tag): `{<spider>}:canon:variants:<host>` (hash, evidence; expires after
CANONICAL_LEARN_TTL seconds without news), `{<spider>}:canon:ignored` and `{<spider>}:canon:relevant`
(hashes `<host>|<param>`). Every worker reloads the learnt parameters every CANONICAL_LEARN_REFRESH seconds.
Settings: CANONICAL_LEARN (on), CANONICAL_LEARN_TTL, CANONICAL_LEARN_REFRESH.
Stats: canonical/learned, canonical/relevant, canonical/redis_errors, canonical/evidence_dropped.

Redis is read and written off the reactor (crawler/opsio.py): the reload on the shared "ops" lane, the
evidence of each response, in the order the responses came, on the "paramlearn" lane; what was learnt is
applied on the reactor. While Redis does not answer, at most MAX_PENDING responses' evidence waits;
beyond that it is dropped (counted in `canonical/evidence_dropped`, one warning per spell): evidence only
speeds learning up, pages are fetched and stored as usual.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections import defaultdict
from typing import Any
from urllib.parse import urljoin, urlsplit, urlunsplit

from redis.exceptions import RedisError
from scrapy import Request, Spider, signals
from scrapy.exceptions import NotConfigured
from scrapy.http import Response, TextResponse
from twisted.internet import defer, task

from crawler.frontier.canonical import LearnedParams, query_key
from crawler.frontier.component import Frontier
from crawler.opsio import LaneJob, ops_lane, ops_redis_from_settings, settled

logger = logging.getLogger(__name__)
MAX_PENDING = 1000  # responses whose evidence may wait for Redis


def _digest(text: str | bytes) -> str:
    return hashlib.sha1(text.encode() if isinstance(text, str) else text).hexdigest()[:20]


class ParamLearningMiddleware:
    def __init__(self, crawler: Any, learned: LearnedParams) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.stats = crawler.stats
        self.learned = learned
        self.canonicalize = crawler.request_fingerprinter.canonicalize
        self.ttl = settings.getint("CANONICAL_LEARN_TTL", 86400)
        self.refresh_interval = settings.getfloat("CANONICAL_LEARN_REFRESH", 5.0)
        self.server = ops_redis_from_settings(settings)
        self.reload = LaneJob(ops_lane(crawler, "ops"), crawler.stats, "canonical")
        self.evidence = ops_lane(crawler, "paramlearn")
        self._dropping = False
        tag = "{" + str(crawler.spidercls.name) + "}"
        self.ignored_key = f"{tag}:canon:ignored"
        self.relevant_key = f"{tag}:canon:relevant"
        self.variants_prefix = f"{tag}:canon:variants:"
        self._relevant: set[tuple[str, str]] = set()
        self._loop: task.LoopingCall | None = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> ParamLearningMiddleware:
        learned = getattr(crawler.request_fingerprinter, "learned", None)
        if not crawler.settings.getbool("CANONICAL_LEARN", True) or not isinstance(learned, LearnedParams):
            raise NotConfigured
        mw = cls(crawler, learned)
        crawler.signals.connect(mw._opened, signal=signals.spider_opened)
        crawler.signals.connect(mw._closed, signal=signals.spider_closed)
        return mw

    async def _opened(self, spider: Spider) -> None:
        frontier = Frontier.of(self.crawler)
        if frontier is not None:  # the worker's one housekeeping loop
            frontier.housekeeping.add("canonical_learning", self.refresh_interval, self.refresh)
        elif self.refresh_interval > 0:
            self._loop = task.LoopingCall(self.refresh)
            self._loop.start(self.refresh_interval, now=False)
        await settled(self.refresh())  # what the cluster learnt is known before the first request

    def _closed(self, spider: Spider, reason: str) -> None:
        frontier = Frontier.of(self.crawler)
        if frontier is not None:
            frontier.housekeeping.remove("canonical_learning")
        if self._loop is not None and self._loop.running:
            self._loop.stop()

    def refresh(self) -> defer.Deferred[Any] | None:
        """Load what the cluster has learnt so far (read on the lane, applied on the reactor)."""
        return self.reload.run(self._read_learnt, on_result=self._apply_learnt, on_error=self._redis_failed)

    def _read_learnt(self) -> tuple[list[bytes], list[bytes]]:
        pipe = self.server.pipeline(transaction=False)
        pipe.hkeys(self.ignored_key)
        pipe.hkeys(self.relevant_key)
        ignored, relevant = pipe.execute()
        return ignored, relevant

    def _redis_failed(self, exc: Exception) -> None:
        self.stats.inc_value("canonical/redis_errors")
        logger.warning("Could not load the learnt URL parameters: %s", exc)

    def _apply_learnt(self, result: tuple[list[bytes], list[bytes]]) -> None:
        ignored, relevant = result
        by_host: dict[str, set[str]] = defaultdict(set)
        for field in ignored:
            host, _, param = field.decode("utf-8", "replace").partition("|")
            by_host[host].add(param)
        self._relevant |= {tuple(f.decode("utf-8", "replace").partition("|")[::2]) for f in relevant}  # type: ignore[misc]
        for host, param in self._relevant:  # evidence that it matters vetoes the learnt parameter
            by_host.get(host, set()).discard(param)
        self.learned.update(by_host)

    # --- responses -------------------------------------------------------------------------------------

    def process_response(self, request: Request, response: Response, spider: Spider | None = None) -> Response:
        if response.status == 200 and isinstance(response, TextResponse) and "?" in response.url:
            self.observe(response)
        return response

    def signature(self, response: TextResponse) -> str:
        """What identifies the page: its rel=canonical if it declares one, else its body."""
        href = response.xpath("//link[@rel='canonical']/@href").get()
        if href and href.strip():
            return "c:" + self.canonicalize.base(urljoin(response.url, href.strip()))
        return "b:" + _digest(response.body)

    def observe(self, response: TextResponse) -> defer.Deferred[Any] | None:
        """Compare the response with the variants seen of its URL (Redis on the evidence lane); the
        Deferred fires once what it taught is applied (None: nothing to compare, or dropped)."""
        canonical = self.canonicalize.base(response.url)
        parts = urlsplit(canonical)
        host = parts.hostname or ""
        pairs = [pair for pair in parts.query.split("&") if pair]
        keys = sorted({query_key(pair) for pair in pairs} - self.learned.for_host(host))
        if not keys:
            return None
        fields = {}
        for key in keys:
            if (host, key) in self._relevant:
                continue
            rest = "&".join(pair for pair in pairs if query_key(pair) != key)
            value = "&".join(pair for pair in pairs if query_key(pair) == key)
            fields[f"{key}|{_digest(urlunsplit(parts._replace(query=rest)))}"] = (key, value)
        if not fields:
            return None
        if self.evidence.pending >= MAX_PENDING:
            self.stats.inc_value("canonical/evidence_dropped")
            if not self._dropping:
                self._dropping = True
                logger.warning("Redis is not answering: URL parameter evidence is dropped until it does")
            return None
        signature = self.signature(response)
        d = self.evidence.call(self._record, host, signature, fields)
        d.addCallbacks(self._learnt, self._evidence_failed)
        return d

    def _record(self, host: str, signature: str, fields: dict[str, tuple[str, str]]) -> list[tuple[str, str, str]]:
        """On the lane: compare with the variants seen, write the verdicts; (host, "learned"|"relevant", key)."""
        variants = self.variants_prefix + host
        names = list(fields)
        known = self.server.hmget(variants, names)
        verdicts: list[tuple[str, str, str]] = []
        pipe = self.server.pipeline(transaction=False)
        for name, seen in zip(names, known, strict=True):
            key, value = fields[name]
            if seen is None:
                pipe.hsetnx(variants, name, f"{value}\t{signature}")
                continue
            seen_value, _, seen_signature = seen.decode("utf-8", "replace").partition("\t")
            if seen_value == value:
                continue  # the same URL again: no evidence
            if seen_signature == signature:
                pipe.hset(self.ignored_key, f"{host}|{key}", str(time.time()))
                verdicts.append((host, "learned", key))
            else:
                pipe.hset(self.relevant_key, f"{host}|{key}", str(time.time()))
                verdicts.append((host, "relevant", key))
        pipe.expire(variants, self.ttl)
        pipe.execute()
        return verdicts

    def _learnt(self, verdicts: list[tuple[str, str, str]]) -> None:
        self._dropping = False
        for host, kind, key in verdicts:
            if kind == "learned":
                self.learned.add(host, key)
                self.stats.inc_value("canonical/learned")
                logger.info(
                    "Learnt that the URL parameter %r does not change pages of %s: its variants are fetched once",
                    key, host,
                )  # fmt: skip
            else:
                self._relevant.add((host, key))
                self.stats.inc_value("canonical/relevant")

    def _evidence_failed(self, failure: Any) -> None:
        if not failure.check(RedisError):
            self.stats.inc_value("canonical/errors")
            logger.error("URL parameter evidence not recorded: %s", failure.getErrorMessage())
            return
        self.stats.inc_value("canonical/redis_errors")
        logger.debug("Could not record URL parameter evidence: %s", failure.value)
