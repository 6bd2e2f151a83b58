"""Queue payloads are JSON: requests round-trip, and nothing else is ever executed or trusted."""

from __future__ import annotations

import json
import pickle
from urllib.parse import urlsplit

import pytest
from scrapy import Request, Spider
from scrapy.http import FormRequest
from scrapy.linkextractors import LinkExtractor
from scrapy.spiders import CrawlSpider, Rule, SitemapSpider

from crawler.frontier.serialize import (
    UndecodableRequest,
    decode_request,
    encode_compact,
    encode_request,
    request_dict,
)
from crawler.spiders.news import NewsSpider


class Boom:
    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (print, ("pickle executed",))


@pytest.fixture
def spider() -> NewsSpider:
    return NewsSpider()


def test_request_round_trips_with_bytes_headers_meta_and_callbacks(spider: NewsSpider) -> None:
    request = Request(
        "http://example.com/a?x=1",
        callback=spider.parse,
        errback=spider.on_error,
        method="POST",
        body=b"\x00\xffbinary",
        headers={"X-Token": "abc", "Accept": ["a", "b"]},
        meta={"depth": 2, "start_meta": {"k": [1, 2]}, "raw": b"\x01"},
        priority=7,
        dont_filter=True,
        cb_kwargs={"section": "world"},
    )
    back = decode_request(encode_request(request, spider), spider)
    assert (back.url, back.method, back.body, back.priority, back.dont_filter) == (
        request.url, "POST", b"\x00\xffbinary", 7, True,
    )  # fmt: skip
    assert back.headers.getlist("Accept") == [b"a", b"b"] and back.headers["X-Token"] == b"abc"
    assert back.meta == {"depth": 2, "start_meta": {"k": [1, 2]}, "raw": b"\x01"}
    assert back.callback == spider.parse and back.errback == spider.on_error
    assert back.cb_kwargs == {"section": "world"}


def test_form_requests_keep_their_class(spider: NewsSpider) -> None:
    request = FormRequest("http://example.com/search", formdata={"q": "news"}, callback=spider.parse)
    back = decode_request(encode_request(request, spider), spider)
    assert type(back) is FormRequest and back.body == b"q=news"


def test_unserializable_meta_is_dropped_not_fatal(spider: NewsSpider) -> None:
    request = Request("http://example.com/", meta={"ok": 1, "obj": object()})
    assert decode_request(encode_request(request, spider), spider).meta == {"ok": 1}


@pytest.mark.parametrize(
    "payload",
    [
        pickle.dumps(Boom()),
        pickle.dumps({"url": "http://example.com/"}),
        b"\x80\x04garbage",
        b"null",
        b'{"url": "http://example.com/"}',
        b'{"v": 1, "url": "http://e.com/", "_class": "subprocess.Popen", "headers": []}',
        b'{"v": 1, "url": "http://e.com/", "callback": "__class__", "headers": []}',
        b'{"v": 1, "url": "http://e.com/", "callback": "no_such_method", "headers": []}',
        b'{"v": 1, "url": "http://e.com/", "headers": {"a": "b"}}',
        b'{"v": 1, "url": "http://e.com/", "headers": [], "body": {"__b64__": "!!!"}}',
    ],
)
def test_anything_else_is_rejected_without_running_it(
    spider: NewsSpider, payload: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(UndecodableRequest):
        decode_request(payload, spider)
    assert "pickle executed" not in capsys.readouterr().out


class RuleSpider(CrawlSpider):
    name = "rules"
    rules = (Rule(LinkExtractor(), callback="parse_item"),)

    def parse_item(self, response: object) -> None:
        return None


class MapSpider(SitemapSpider):
    name = "map"


def test_crawl_and_sitemap_spiders_internal_callbacks_cross_the_queue() -> None:
    rules = RuleSpider()
    request = Request("http://example.com/a", callback=rules._callback, errback=rules._errback, meta={"rule": 0})
    back = decode_request(encode_request(request, rules), rules)
    assert back.callback == rules._callback and back.errback == rules._errback
    sitemap = MapSpider()
    request = Request("http://example.com/sitemap.xml", callback=sitemap._parse_sitemap)
    assert decode_request(encode_request(request, sitemap), sitemap).callback == sitemap._parse_sitemap


@pytest.mark.parametrize(
    ("spider", "name"),
    [
        (RuleSpider(), "_requests_to_follow"),  # private, but not one of CrawlSpider's request callbacks
        (RuleSpider(), "_parse_sitemap"),  # another class's internal callback
        (NewsSpider(), "_callback"),  # not a CrawlSpider
        (NewsSpider(), "_follow"),
    ],
)
def test_other_private_methods_stay_out_of_reach(spider: Spider, name: str) -> None:
    payload = json.dumps({"v": 1, "url": "http://e.com/", "callback": name, "headers": []})
    with pytest.raises(UndecodableRequest, match="not a public method"):
        decode_request(payload, spider)


# --- compact (v3) payloads --------------------------------------------------------------------------


def _link(spider: NewsSpider, **meta: object) -> Request:
    """A request as the news spider queues an ordinary followed link."""
    base = {"site": "127.0.0.1", "start_url": "http://127.0.0.1:8080/", "start_meta": {"feed": "world"}}
    return Request(
        "http://127.0.0.1:8080/news/2026/12/01/some-article-slug.html",
        callback=spider.parse,
        errback=spider.on_error,
        meta={**base, "depth": 2, **meta},
    )


def _compact_round_trip(request: Request, spider: Spider) -> Request:
    payload, context = encode_compact(request, spider)
    contexts = {context.id: context.value} if context is not None else {}
    return decode_request(payload, spider, contexts)


def test_compact_round_trips_every_field_that_differs_from_a_default(spider: NewsSpider) -> None:
    request = Request(
        "http://example.com/a?x=1",
        callback=spider.parse,
        errback=spider.on_error,
        method="PUT",
        body=b"\x00\xffbinary",
        headers={"X-Token": "abc", "Accept": ["a", "b"]},
        cookies={"session": "s1"},
        meta={"depth": 2, "raw": b"\x01", "site": "example.com", "start_url": "http://example.com/",
              "start_meta": {"k": [1, 2], "b": b"\x02"}, "render": True, "crawl_depth_limit": 1,
              "crawl_mode": "site", "retry_times": 1},
        encoding="latin-1",
        priority=-7,
        dont_filter=True,
        flags=["retry"],
        cb_kwargs={"section": "world"},
    )  # fmt: skip
    back = _compact_round_trip(request, spider)
    fields = ("url", "method", "body", "cookies", "meta", "encoding", "priority", "dont_filter", "flags", "cb_kwargs")
    assert {f: getattr(back, f) for f in fields} == {f: getattr(request, f) for f in fields}
    assert back.headers.getlist("Accept") == [b"a", b"b"] and back.headers["X-Token"] == b"abc"
    assert back.callback == spider.parse and back.errback == spider.on_error


def test_compact_leaves_defaults_out_and_keeps_the_class(spider: NewsSpider) -> None:
    payload, context = encode_compact(Request("http://example.com/"), spider)
    assert context is not None and json.loads(context.value) == {"o": "http://example.com"}
    assert payload == f"3\t{context.id}\t/"  # nothing but the path: every other field is a default
    back = decode_request(payload, spider, {context.id: context.value})
    assert back.to_dict() == Request("http://example.com/").to_dict()
    form = FormRequest("http://example.com/search", formdata={"q": "news"}, callback=spider.parse)
    back = _compact_round_trip(form, spider)
    assert type(back) is FormRequest and back.body == b"q=news" and back.method == "POST"


def test_urls_without_a_plain_origin_are_stored_whole(spider: NewsSpider) -> None:
    for url in ("http://example.com", "http://user@example.com/a"):
        payload, context = encode_compact(Request(url, callback=spider.parse), spider)
        assert url in payload and context is not None and "o" not in json.loads(context.value)
        assert decode_request(payload, spider, {context.id: context.value}).url == Request(url).url


def test_shared_meta_is_stored_once_and_resolved(spider: NewsSpider) -> None:
    one, ctx_one = encode_compact(_link(spider), spider)
    two, ctx_two = encode_compact(_link(spider, depth=3), spider)
    assert ctx_one == ctx_two and ctx_one is not None  # one context for every link of a start URL
    assert "start_url" not in one and "feed" not in one and "127.0.0.1" not in one and "parse" not in one
    assert json.loads(ctx_one.value) == {
        "o": "http://127.0.0.1:8080", "c": "parse", "r": "on_error",
        "e": {"site": "127.0.0.1", "start_url": "http://127.0.0.1:8080/", "start_meta": {"feed": "world"}},
    }  # fmt: skip
    back = decode_request(two, spider, {ctx_one.id: ctx_one.value})
    assert back.meta == _link(spider, depth=3).meta and back.url == _link(spider).url
    assert back.callback == spider.parse and back.errback == spider.on_error
    other = encode_compact(_link(spider, start_meta={"feed": "sport"}), spider)[1]
    assert other is not None and other.id != ctx_one.id
    no_errback = encode_compact(_link(spider).replace(errback=None), spider)
    assert no_errback[1] is not None and no_errback[1].id != ctx_one.id
    assert decode_request(no_errback[0], spider, {no_errback[1].id: no_errback[1].value}).errback is None


def test_start_requests_of_one_site_share_a_context(spider: NewsSpider) -> None:
    meta = {"site": "example.com", "start_meta": {}}
    a = Request("http://example.com/a", meta={**meta, "start_url": "http://example.com/a"})
    b = Request("http://example.com/b", meta={**meta, "start_url": "http://example.com/b"})
    (pa, ca), (pb, cb) = encode_compact(a, spider), encode_compact(b, spider)
    assert ca == cb and ca is not None
    assert pa.split("\t")[2] == "/a" and "start_url" not in pa  # the URL once
    assert decode_request(pb, spider, {cb.id: cb.value}).meta == b.meta


def test_a_payload_whose_context_is_missing_is_rejected(spider: NewsSpider) -> None:
    payload, _ = encode_compact(_link(spider), spider)
    with pytest.raises(UndecodableRequest, match="unknown shared context"):
        decode_request(payload, spider, {})


@pytest.mark.parametrize("payload", ["3\t", "3\tbad id!\t/a", "3\tabc\t/a\t[1]", "3\tabc\t/a\t{bad", "3\t\t/relative"])
def test_broken_compact_payloads_are_rejected(spider: NewsSpider, payload: str) -> None:
    with pytest.raises(UndecodableRequest):
        decode_request(payload, spider, {"abc": '{"c": "parse"}'})


def test_old_format_payloads_still_decode(spider: NewsSpider) -> None:
    # Written by the previous versions, as found in a queue at upgrade: v1 (every field spelled out) and
    # v2 (JSON with short keys and a context of the shared meta only).
    old = (
        '{"url":"http://127.0.0.1:8080/page/1.html","callback":"parse","errback":"on_error","headers":[],'
        '"body":{"__b64__":""},"cookies":{},"meta":{"site":"127.0.0.1","start_url":"http://127.0.0.1:8080/",'
        '"start_meta":{},"depth":1},"encoding":"utf-8","flags":[],"cb_kwargs":{},"dont_filter":false,'
        '"method":"GET","priority":0,"v":1}'
    )
    back = decode_request(old, spider)
    assert back.url == "http://127.0.0.1:8080/page/1.html" and back.callback == spider.parse
    assert back.meta == {"site": "127.0.0.1", "start_url": "http://127.0.0.1:8080/", "start_meta": {}, "depth": 1}
    assert decode_request(encode_request(_link(spider), spider), spider).meta == _link(spider).meta
    v2 = (
        '{"v":2,"u":"http://127.0.0.1:8080/page/1.html?x=1","c":"parse","r":"on_error","h":[[{"__b64__":"WC1B"},'
        '[{"__b64__":"Yg=="}]]],"e":{"depth":1,"raw":{"__b64__":"AQ=="}},"p":-1,"x":"YVqcuOKC_ufD"}'
    )
    v2_context = '{"site":"127.0.0.1","start_meta":{"feed":"world"},"start_url":"http://127.0.0.1:8080/"}'
    back = decode_request(v2, spider, {"YVqcuOKC_ufD": v2_context})
    assert (back.url, back.priority, back.headers["X-A"]) == ("http://127.0.0.1:8080/page/1.html?x=1", -1, b"b")
    assert back.callback == spider.parse and back.errback == spider.on_error
    assert back.meta == {"depth": 1, "raw": b"\x01", "site": "127.0.0.1", "start_url": "http://127.0.0.1:8080/",
                         "start_meta": {"feed": "world"}}  # fmt: skip


# An ordinary link: its URL's path plus at most this much (v2 added ~80 bytes to the whole URL, v1 ~330).
LINK_OVERHEAD_BOUND = 40


def test_an_ordinary_link_payload_is_small(spider: NewsSpider) -> None:
    request = _link(spider)
    bound = len(urlsplit(request.url).path) + LINK_OVERHEAD_BOUND
    assert len(encode_compact(request, spider)[0].encode()) <= bound
    assert len(encode_request(request, spider).encode()) > bound  # the bound fails on the old format


def test_the_fast_callback_lookup_matches_scrapys(spider: NewsSpider) -> None:
    rules = RuleSpider()
    for owner, request in (
        (spider, Request("http://e.com/", callback=spider.parse, errback=spider.on_error)),
        (rules, Request("http://e.com/", callback=rules._callback, errback=rules._errback)),
        (spider, FormRequest("http://e.com/", formdata={"q": "x"}, callback=spider.parse)),
    ):
        assert request_dict(request, owner) == request.to_dict(spider=owner)
    with pytest.raises(ValueError, match="not an instance method"):
        encode_compact(Request("http://e.com/", callback=lambda r: None), spider)


def test_the_via_tag_of_a_followed_link_costs_a_few_bytes_and_round_trips(spider: NewsSpider) -> None:
    # where the link sat (crawler/linkzone.py): absent, nothing is stored; present, its key and two characters
    plain, tagged = _link(spider), _link(spider, via="c2")
    without = encode_compact(plain, spider)[0]
    assert "via" not in without
    grown = len(encode_compact(tagged, spider)[0].encode()) - len(without.encode())
    assert grown == len(',"via":"c2"')
    assert _compact_round_trip(tagged, spider).meta["via"] == "c2"
    assert "via" not in _compact_round_trip(plain, spider).meta
