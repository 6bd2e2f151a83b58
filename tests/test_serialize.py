"""Queue payloads are JSON: requests round-trip, and nothing else is ever executed or trusted."""

from __future__ import annotations

import json
import pickle

import pytest
from scrapy import Request, Spider
from scrapy.http import FormRequest
from scrapy.linkextractors import LinkExtractor
from scrapy.spiders import CrawlSpider, Rule, SitemapSpider

from crawler.frontier.serialize import UndecodableRequest, decode_request, encode_request
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
