"""Shared request contexts through a real Redis: written with the enqueue, resolved by any worker's claim."""

from __future__ import annotations

import json
import time
from typing import Any

from scrapy import FormRequest, Request

from crawler.frontier.contexts import RequestCodec
from crawler.frontier.deadletter import dead_letters, full_payload, requeue_dead
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.layout import ensure_layout
from crawler.frontier.politeness import PolitenessConfig
from crawler.frontier.queue import BloomParams, ClaimPolicy, Entry, FrontierQueue, priority_key
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
    assert redis_client.hlen(KEYS.contexts) == 0  # pruned: the record carries its own copy
    _same(decode_request(full_payload(redis_client, KEYS, record["payload"], record["context"]) or "", spider), request)
    assert requeue_dead(redis_client, KEYS, PolitenessConfig("domain", 0, {}, 30, 64, 1)) == (1, 0)
    [claimed] = queue.claim(1, 60_000, "w")
    again = RequestCodec(redis_client, KEYS.contexts).decode_many([claimed.payload], spider)[0]
    _same(again, request)  # retry counters aside (none here), the same request


def _site_links(spider: NewsSpider, sites: int, pages: int) -> list[Request]:
    """`pages` links on each of `sites` hosts, each host its own start URL: one context per host."""
    return [
        Request(f"http://site{s}.example.com/p{p}", callback=spider.parse,
                meta={"start_url": f"http://site{s}.example.com/", "site": f"site{s}.example.com", "depth": 1})
        for s in range(sites) for p in range(pages)
    ]  # fmt: skip


def test_a_long_crawl_leaves_no_context_behind_and_none_is_lost_while_referenced(redis_client: Any) -> None:
    spider = NewsSpider()
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 10_000, 2))
    codec = RequestCodec(redis_client, KEYS.contexts)
    # A crawl that never stops: wave after wave of new hosts, each crawled, acked and gone.
    for wave in range(5):
        links = _site_links(spider, 20, 5)
        links = [r.replace(url=r.url.replace("site", f"w{wave}site"), meta={**r.meta, "site": f"w{wave}"})
                 for r in links]  # fmt: skip
        _queue(codec, queue, spider, links)
        assert redis_client.hlen(KEYS.contexts) == 20
        while claimed := queue.claim(50, 60_000, "w"):
            fresh = RequestCodec(redis_client, KEYS.contexts)  # another worker: nothing cached
            assert all(isinstance(r, Request) for r in fresh.decode_many([c.payload for c in claimed], spider))
            queue.ack([c.member for c in claimed], "w")
    assert redis_client.hlen(KEYS.contexts) == 0  # before the reference counts: 100, one per host ever seen
    assert redis_client.hlen(KEYS.context_refs) == 0

    # While anything references a context (queued, delayed, leased), it stays.
    first, second, third, fourth = _site_links(spider, 1, 4)
    payloads = [codec.encode(r, spider) for r in (first, second, third, fourth)]
    ctx = payloads[0][1]
    assert ctx is not None and all(c is not None and c.id == ctx.id for _, c in payloads)
    shared = (ctx.id, ctx.value)
    queue.enqueue(
        [
            Entry("", "", 0, payloads[0][0], "site0.example.com", context=shared),
            Entry("", "", 0, payloads[1][0], "site0.example.com", context=shared),
            Entry("", "", 0, payloads[2][0], "site0.example.com", delay_ms=3_600_000, context=shared),
        ]
    )
    [a, b] = queue.claim(2, 60_000, "w")  # fmt: skip
    queue.ack([a.member], "w")
    assert redis_client.hexists(KEYS.contexts, ctx.id)  # b leased, the third delayed
    queue.release([b.member], "w")
    [b] = queue.claim(2, 60_000, "w")
    queue.ack([b.member], "w")
    assert redis_client.hexists(KEYS.contexts, ctx.id)  # the delayed retry still references it
    assert queue.expire_owner("nobody") == 0
    queue.enqueue([Entry("", "", 0, payloads[3][0], "site0.example.com", context=shared)])
    [d] = queue.claim(2, 60_000, "w")
    assert isinstance(RequestCodec(redis_client, KEYS.contexts).decode_many([d.payload], spider)[0], Request)


def test_contexts_written_by_earlier_versions_are_never_pruned(redis_client: Any) -> None:
    spider = NewsSpider()
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 1000, 2))
    codec = RequestCodec(redis_client, KEYS.contexts)
    [old, new] = _site_links(spider, 1, 2)
    payload, ctx = codec.encode(old, spider)
    assert ctx is not None
    # A request queued by an earlier version: its context written, its reference not counted.
    redis_client.hset(KEYS.contexts, ctx.id, ctx.value)
    redis_client.rpush(KEYS.domain_band("s", "site0.example.com", priority_key(0)), payload)
    redis_client.zadd(KEYS.domain_queue("s", "site0.example.com"), {priority_key(0): int(priority_key(0))})
    redis_client.hincrby(KEYS.counts, "s", 1)
    redis_client.hincrby(KEYS.counts, "s|site0.example.com", 1)
    redis_client.zadd(KEYS.ready("s"), {"site0.example.com": 0})
    _queue(codec, queue, spider, [new])  # this version's request under the same context: counted
    claimed = queue.claim(10, 60_000, "w")
    [done] = [c for c in claimed if b"/p1\t" in c.payload]
    [left] = [c for c in claimed if b"/p0\t" in c.payload]
    queue.ack([done.member], "w")
    assert redis_client.hexists(KEYS.contexts, ctx.id)  # the old request's reference was never counted
    assert isinstance(RequestCodec(redis_client, KEYS.contexts).decode_many([left.payload], spider)[0], Request)


def test_a_context_none_of_whose_requests_was_queued_is_not_kept(redis_client: Any) -> None:
    spider = NewsSpider()
    queue = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 1000, 2))
    codec = RequestCodec(redis_client, KEYS.contexts)
    [link] = _site_links(spider, 1, 1)
    payload, ctx = codec.encode(link, spider)
    assert ctx is not None
    entry = Entry(KEYS.bloom(), "fp-1", 0, payload, "site0.example.com", context=(ctx.id, ctx.value))
    assert queue.enqueue([entry]) == [True]
    [claimed] = queue.claim(10, 60_000, "w")
    queue.ack([claimed.member], "w")
    assert queue.enqueue([entry]) == [False]  # seen before: nothing queued with it
    assert redis_client.hlen(KEYS.contexts) == 0 and redis_client.scard(KEYS.context_counted) == 0


def test_a_move_into_shards_carries_the_references_and_the_last_ack_prunes(redis_client: Any) -> None:
    spider = NewsSpider()
    old = FrontierQueue(redis_client, KEYS, BloomParams(0.001, 1000, 2))
    codec = RequestCodec(redis_client, KEYS.contexts)
    links = _site_links(spider, 8, 4)
    entries = []
    for i, request in enumerate(links):
        payload, ctx = codec.encode(request, spider)
        assert ctx is not None
        domain = request.url.split("/")[2]
        entries.append(
            Entry("", "", 0, payload, domain, delay_ms=3_600_000 * (i % 4 == 0), context=(ctx.id, ctx.value))
        )
    old.enqueue(entries)
    leased = old.claim(5, 60_000, "gone")  # a worker that stopped for the move: queued again in its new shard
    assert len(leased) == 5 and redis_client.hlen(KEYS.contexts) == 8
    sharded = FrontierKeys("news", "news:start_urls", 3)
    moved = ensure_layout(redis_client, sharded, lambda host: host)
    assert moved is not None and moved.requests + moved.leased + moved.delayed == len(links)
    queue = FrontierQueue(redis_client, sharded, BloomParams(0.001, 1000, 2))
    for shard in sharded.all_shards:  # the delayed retries, due now
        members = redis_client.zrange(shard.delayed, 0, -1)
        if members:
            redis_client.zadd(shard.delayed, dict.fromkeys(members, 0))
    assert queue.promote() == len(links) // 4
    claimed = []
    while got := queue.claim(50, 60_000, "w"):
        claimed += got
    assert len(claimed) == len(links)
    for item in claimed:  # each decodes from its own shard's contexts
        shard = sharded.for_member(item.member)
        [request] = RequestCodec(redis_client, shard.contexts).decode_many([item.payload], spider)
        assert isinstance(request, Request), request
    queue.ack([c.member for c in claimed], "w")
    assert sum(redis_client.hlen(s.contexts) for s in sharded.all_shards) == 0
    assert sum(redis_client.hlen(s.context_refs) for s in sharded.all_shards) == 0
