"""Shared request contexts: what many queued requests repeat, stored once in Redis.

Every link of one page repeats the start URL, start meta, site and crawl options, its callback and errback
names and, mostly, the URL's origin (`scheme://host`); the compact payload (serialize.py, v3) only names a
digest of them. The contexts live in one hash `{spider}:ctx` (id -> JSON), written by the enqueue script
in the same call as the requests that reference them, so a queued request never points at a context that
is not there. A claim resolves them through a local cache; only ids this worker has not seen cost a round
trip. One entry per distinct context (about one per start URL and host).

Contexts are pruned when no request of their shard references them any more: the scripts count the
references in `{spider}:ctx:refs` (lib.lua: the enqueue and adopt scripts add, ack, drop and a reclaim's
dead letter remove, moves within the shard keep them), and the one that removes the last deletes the
context in the same atomic call, so a queued, delayed or leased request never loses its own. A dead
letter written by reclaim.lua carries a copy of its context, a spilled request has its context beside it
in the spill file, and a rejected payload's record gets the copy this worker's cache holds. Only contexts
an enqueue of this version created are pruned (`{spider}:ctx:counted`): those written by earlier
versions, before the upgrade or by old workers still running during it, may be referenced uncounted and
stay. A payload whose context is missing anyway is rejected like any undecodable one (kept in the
rejected list, an ERROR line, `frontier/rejected` and `frontier/context_missing`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

from scrapy import Request, Spider

from crawler.frontier.serialize import (
    Context,
    UndecodableRequest,
    build_request,
    context_id,
    encode_compact,
    parse_payload,
)


class ContextCache:
    """Context id -> JSON value, least recently used dropped beyond `size`."""

    def __init__(self, size: int = 4096) -> None:
        self.size = max(1, size)
        self._items: OrderedDict[str, str] = OrderedDict()

    def get(self, key: str) -> str | None:
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: str, value: str) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)


MISSING_CONTEXT = "unknown shared context"  # how serialize.py words an UndecodableRequest for a lost context


class RequestCodec:
    """Encodes requests for the queue (compact, with contexts) and decodes claimed payloads in batches."""

    def __init__(self, server: Any, key: str, cache_size: int = 4096) -> None:
        self.server = server
        self.key = key
        self.cache = ContextCache(cache_size)
        self.fetched = 0  # contexts read from Redis (cache misses that were found)

    def encode(self, request: Request, spider: Spider) -> tuple[str, Context | None]:
        payload, context = encode_compact(request, spider)
        if context is not None:
            self.cache.put(context.id, context.value)  # its own requests decode without a round trip
        return payload, context

    def context_of(self, payload: bytes) -> str | None:
        """The cached value of the context `payload` references, if it names one this worker holds."""
        try:
            ref = context_id(parse_payload(payload))
        except UndecodableRequest:
            return None
        return self.cache.get(ref) if ref else None

    def resolve(self, ids: Iterable[str]) -> dict[str, str]:
        """The values of `ids` (one HMGET for those not cached; raises RedisError); unknown ids left out."""
        found: dict[str, str] = {}
        missing: list[str] = []
        for ref in dict.fromkeys(ids):
            value = self.cache.get(ref)
            if value is None:
                missing.append(ref)
            else:
                found[ref] = value
        if missing:
            for ref, raw in zip(missing, self.server.hmget(self.key, missing), strict=True):
                if raw is not None:
                    value = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
                    self.cache.put(ref, value)
                    found[ref] = value
                    self.fetched += 1
        return found

    def decode_many(self, payloads: list[bytes], spider: Spider) -> list[Request | UndecodableRequest]:
        """Each payload's request, or the UndecodableRequest saying why not (raises RedisError)."""
        parsed: list[dict[str, Any] | UndecodableRequest] = []
        for payload in payloads:
            try:
                parsed.append(parse_payload(payload))
            except UndecodableRequest as exc:
                parsed.append(exc)
        refs = [ref for data in parsed if isinstance(data, dict) and (ref := context_id(data))]
        contexts = self.resolve(refs) if refs else {}
        out: list[Request | UndecodableRequest] = []
        for data in parsed:
            if isinstance(data, UndecodableRequest):
                out.append(data)
                continue
            try:
                out.append(build_request(data, spider, contexts))
            except UndecodableRequest as exc:
                out.append(exc)
        return out
