"""Shared request contexts through a real Redis: written with the enqueue, resolved by any worker's claim."""

from __future__ import annotations

from typing import Any

from scrapy import Request

from crawler.frontier.contexts import RequestCodec
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue
from crawler.frontier.serialize import UndecodableRequest, encode_request
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
