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
Stats: canonical/learned, canonical/relevant, canonical/redis_errors.
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
from twisted.internet import task

from crawler.frontier.canonical import LearnedParams, query_key
from crawler.frontier.component import Frontier
from crawler.frontier.connection import redis_from_settings

logger = logging.getLogger(__name__)


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
        self.server = redis_from_settings(settings)
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

    def _opened(self, spider: Spider) -> None:
        self.refresh()
        frontier = Frontier.of(self.crawler)
        if frontier is not None:  # the worker's one housekeeping loop
            frontier.housekeeping.add("canonical_learning", self.refresh_interval, self.refresh)
        elif self.refresh_interval > 0:
            self._loop = task.LoopingCall(self.refresh)
            self._loop.start(self.refresh_interval, now=False)

    def _closed(self, spider: Spider, reason: str) -> None:
        frontier = Frontier.of(self.crawler)
        if frontier is not None:
            frontier.housekeeping.remove("canonical_learning")
        if self._loop is not None and self._loop.running:
            self._loop.stop()

    def refresh(self) -> None:
        """Load what the cluster has learnt so far."""
        try:
            pipe = self.server.pipeline(transaction=False)
            pipe.hkeys(self.ignored_key)
            pipe.hkeys(self.relevant_key)
            ignored, relevant = pipe.execute()
        except RedisError as exc:
            self.stats.inc_value("canonical/redis_errors")
            logger.warning("Could not load the learnt URL parameters: %s", exc)
            return
        by_host: dict[str, set[str]] = defaultdict(set)
        for field in ignored:
            host, _, param = field.decode("utf-8", "replace").partition("|")
            by_host[host].add(param)
        self._relevant = {tuple(f.decode("utf-8", "replace").partition("|")[::2]) for f in relevant}  # type: ignore[misc]
        for host, param in self._relevant:  # evidence that it matters vetoes the learnt parameter
            by_host.get(host, set()).discard(param)
        self.learned.update(by_host)

    # --- responses -------------------------------------------------------------------------------------

    def process_response(self, request: Request, response: Response, spider: Spider | None = None) -> Response:
        if response.status != 200 or not isinstance(response, TextResponse) or "?" not in response.url:
            return response
        try:
            self.observe(response)
        except RedisError as exc:
            self.stats.inc_value("canonical/redis_errors")
            logger.debug("Could not record URL parameter evidence: %s", exc)
        return response

    def signature(self, response: TextResponse) -> str:
        """What identifies the page: its rel=canonical if it declares one, else its body."""
        href = response.xpath("//link[@rel='canonical']/@href").get()
        if href and href.strip():
            return "c:" + self.canonicalize.base(urljoin(response.url, href.strip()))
        return "b:" + _digest(response.body)

    def observe(self, response: TextResponse) -> None:
        canonical = self.canonicalize.base(response.url)
        parts = urlsplit(canonical)
        host = parts.hostname or ""
        pairs = [pair for pair in parts.query.split("&") if pair]
        keys = sorted({query_key(pair) for pair in pairs} - self.learned.for_host(host))
        if not keys:
            return
        signature = self.signature(response)
        variants = self.variants_prefix + host
        fields = {}
        for key in keys:
            if (host, key) in self._relevant:
                continue
            rest = "&".join(pair for pair in pairs if query_key(pair) != key)
            value = "&".join(pair for pair in pairs if query_key(pair) == key)
            fields[f"{key}|{_digest(urlunsplit(parts._replace(query=rest)))}"] = (key, value)
        if not fields:
            return
        names = list(fields)
        known = self.server.hmget(variants, names)
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
                self.learned.add(host, key)
                self.stats.inc_value("canonical/learned")
                logger.info(
                    "Learnt that the URL parameter %r does not change pages of %s: its variants are fetched once",
                    key, host,
                )  # fmt: skip
            else:
                pipe.hset(self.relevant_key, f"{host}|{key}", str(time.time()))
                self._relevant.add((host, key))
                self.stats.inc_value("canonical/relevant")
        pipe.expire(variants, self.ttl)
        pipe.execute()
