"""Shared request contexts through a real Redis: written with the enqueue, resolved by any worker's claim."""

from __future__ import annotations

import json
import time
from typing import Any

from scrapy import FormRequest, Request

from crawler.frontier.contexts import RequestCodec
from crawler.frontier.deadletter import dead_letters, full_payload, requeue_dead
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.politeness import PolitenessConfig
from crawler.frontier.queue import BloomParams, ClaimPolicy, Entry, FrontierQueue
from crawler.frontier.serialize import UndecodableRequest, decode_request, encode_request
from crawler.spiders.news import NewsSpider

KEYS = FrontierKeys("news", "news:start_urls")
START = {"site": "example.com", "start_url": "http://example.com/", "start_meta": {"feed": "world"}}


def _queue(codec: RequestCodec, queue: FrontierQueue, spider: NewsSpider, requests: list[Request]) -> None:
    entries = []
    for request in requests:
        payload, ctx = codec.encode(request, spider)
        shared = (ctx.id, ctx.value) if ctx is not None else None
        entries.append(Entry("", "", 0, payload, "example.com", context=shared))
    queue.enqueue(entries)


def test_another_worker_resolves_the_shared_context_once(redis_client: Any) -> None:
    spider = NewsSpider()
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 1000, 2))
    links = [Request(f"http://example.com/{i}", callback=spider.parse, meta={**START, "depth": 1}) for i in range(5)]
    _queue(RequestCodec(redis_client, KEYS.contexts), queue, spider, links)
    assert redis_client.hlen(KEYS.contexts) == 1  # stored once for all five
    reader = RequestCodec(redis_client, KEYS.contexts)  # another worker: nothing cached
    claimed = queue.claim(10, 60_000, "w2")
    decoded = reader.decode_many([c.payload for c in claimed], spider)
    assert [r.meta for r in decoded] == [{**START, "depth": 1}] * 5  # type: ignore[union-attr]
    assert reader.fetched == 1
    again = reader.decode_many([c.payload for c in claimed], spider)
    assert reader.fetched == 1 and len(again) == 5  # from the local cache


def test_old_payloads_in_the_queue_still_decode_and_a_lost_context_is_reported(redis_client: Any) -> None:
    spider = NewsSpider()
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 1000, 2))
    old = encode_request(Request("http://example.com/old", callback=spider.parse, meta=START), spider)
    queue.enqueue([Entry("", "", 5, old, "example.com")])
    _queue(RequestCodec(redis_client, KEYS.contexts), queue, spider, [Request("http://example.com/new", meta=START)])
    redis_client.delete(KEYS.contexts)  # e.g. removed by hand
    claimed = queue.claim(10, 60_000, "w2")
    first, second = RequestCodec(redis_client, KEYS.contexts).decode_many([c.payload for c in claimed], spider)
    assert isinstance(first, Request) and first.meta == START and first.url == "http://example.com/old"
    assert isinstance(second, UndecodableRequest) and "unknown shared context" in str(second)


FIELDS = ("url", "method", "body", "cookies", "meta", "encoding", "priority", "dont_filter", "flags", "cb_kwargs",
          "callback", "errback")  # fmt: skip


def _every_field(spider: NewsSpider) -> Request:
    return FormRequest(
        "http://news.example.com/search?q=1",
        callback=spider.parse,
        errback=spider.on_error,
        method="PUT",
        body=b"\x00\xffbinary",
        headers={"X-Token": "abc", "Accept": ["a", "b"]},
        cookies={"session": "s1"},
        meta={**START, "depth": 2, "raw": b"\x01", "render": True, "crawl_depth_limit": 3},
        encoding="latin-1",
        priority=-7,
        dont_filter=True,
        flags=["retry"],
        cb_kwargs={"section": "world"},
    )


def _same(back: Request | UndecodableRequest, request: Request) -> None:
    assert isinstance(back, FormRequest), back
    assert {f: getattr(back, f) for f in FIELDS} == {f: getattr(request, f) for f in FIELDS}
    assert back.headers.getlist("Accept") == [b"a", b"b"] and back.headers["X-Token"] == b"abc"


def test_a_request_keeps_every_field_queued_claimed_released_reclaimed_and_dead_lettered(redis_client: Any) -> None:
    spider = NewsSpider()
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 1000, 2), ClaimPolicy(classes=("r",)))
    request = _every_field(spider)  # meta render: a render request
    payload, ctx = RequestCodec(redis_client, KEYS.contexts).encode(request, spider)
    assert ctx is not None
    queue.enqueue([Entry("", "", request.priority, payload, "example.com", "r", context=(ctx.id, ctx.value))])

    def claim_one(lease_ms: int = 60_000) -> Any:
        [claimed] = queue.claim(1, lease_ms, "w", idle=True)
        _same(RequestCodec(redis_client, KEYS.contexts).decode_many([claimed.payload], spider)[0], request)
        return claimed

    queue.release([claim_one().member], "w")  # queued, claimed, released
    claim_one(lease_ms=1)
    time.sleep(0.01)
    assert queue.reclaim(max_reclaims=2) == (1, 0)  # leased, its lease expired, reclaimed
    assert claim_one(lease_ms=1).reclaims == 1
    time.sleep(0.01)
    assert queue.reclaim(max_reclaims=2) == (0, 1)  # and dead-lettered
    [record] = dead_letters(redis_client, KEYS)
    assert record["url"] == request.url and record["reclaims"] == 2
    assert json.loads(redis_client.lindex(KEYS.dead, 0))["url"] == request.url  # as reclaim.lua wrote it
    _same(decode_request(full_payload(redis_client, KEYS, record["payload"]) or "", spider), request)
    assert requeue_dead(redis_client, KEYS, PolitenessConfig("domain", 0, {}, 30, 64, 1)) == (1, 0)
    [claimed] = queue.claim(1, 60_000, "w")
    again = RequestCodec(redis_client, KEYS.contexts).decode_many([claimed.payload], spider)[0]
    _same(again, request)  # retry counters aside (none here), the same request
