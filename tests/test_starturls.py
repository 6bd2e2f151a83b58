"""Start-URL entry parsing: valid forms accepted, every malformed form rejected with a reason code."""

from __future__ import annotations

import json
from typing import Any

import pytest
from scrapy.statscollectors import MemoryStatsCollector as StatsCollector

from crawler.frontier.feeder import StartURLFeeder
from crawler.frontier.starturls import InvalidStartEntry, Limits, invalid_record, parse_start_entry
from crawler.middlewares.ssrf import UrlPolicy
from tests.conftest import Workers
from tests.inprocess import project_crawler
from tests.net_fixtures import html_page

pytest_plugins = ["tests.net_fixtures"]

MAX = 16 * 1024


def test_plain_url_is_accepted() -> None:
    entry = parse_start_entry(b"  https://news.example.com/world/  ", MAX)
    assert entry.url == "https://news.example.com/world/"
    assert entry.meta == {} and entry.priority == 0 and entry.dont_filter is False


def test_json_entry_carries_meta_priority_and_dont_filter() -> None:
    raw = json.dumps({"url": "http://a.example/x", "meta": {"k": [1]}, "priority": 7, "dont_filter": True})
    entry = parse_start_entry(raw.encode(), MAX)
    assert (entry.url, entry.meta, entry.priority, entry.dont_filter) == ("http://a.example/x", {"k": [1]}, 7, True)


def test_non_ascii_url_is_made_safe() -> None:
    assert parse_start_entry("http://example.com/straße?q=ü".encode(), MAX).url == (
        "http://example.com/stra%C3%9Fe?q=%C3%BC"
    )


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        (b"", "empty"),
        (b"   \n\t ", "empty"),
        (b"not a url", "bad_url"),
        (b"example.com/no-scheme", "bad_url"),
        (b"ftp://example.com/file", "bad_scheme"),
        (b"javascript:alert(1)", "bad_scheme"),
        (b"file:///etc/passwd", "bad_scheme"),
        (b"http://", "bad_url"),
        (b"http://example.com:99999/", "bad_url"),
        (b"\xff\xfe\x00garbage", "not_utf8"),
        (b"x" * (MAX + 1), "too_large"),
        (b'{"meta": {}}', "no_url"),
        (b'{"url": 5}', "bad_url"),
        (b'{"url": "http://a.example/", "meta": []}', "bad_field"),
        (b'{"url": "http://a.example/", "priority": "high"}', "bad_field"),
        (b'{"url": "http://a.example/", "priority": true}', "bad_field"),
        (b'{"url": "http://a.example/", "priorty": 3}', "bad_field"),
        (b'{"url": "http://a.example/"', "bad_json"),
        (b"[1, 2, 3]", "bad_json"),
        (b"[" * 5_000 + b"]" * 5_000, "bad_json"),
    ],
)
def test_malformed_entries_are_rejected_with_a_code(raw: bytes, code: str) -> None:
    with pytest.raises(InvalidStartEntry) as info:
        parse_start_entry(raw, MAX)
    assert info.value.code == code
    assert info.value.reason


def test_invalid_record_keeps_reason_and_bounded_raw() -> None:
    raw = b"g" * 100_000
    record = json.loads(invalid_record(raw, InvalidStartEntry("too_large", "too big"), "w1", 1024))
    assert record["reason"] == "too big" and record["code"] == "too_large"
    assert record["raw"] == "g" * 1024 and record["raw_truncated"] is True
    assert record["raw_bytes"] == 100_000 and len(record["raw_sha256"]) == 64


LIMITS = Limits(max_depth=5)


def test_crawl_options_become_request_meta_and_the_rest_stays_user_data() -> None:
    raw = {"url": "http://a.example/", "mode": "hub", "revisit": "5m", "render": True,
           "meta": {"depth_limit": 2, "download_maxsize": 0, "proxy": "http://10.0.0.1:3128", "tag": "x"}}  # fmt: skip
    entry = parse_start_entry(json.dumps(raw).encode(), MAX, LIMITS)
    assert entry.options == {"crawl_mode": "hub", "revisit": 300.0, "render": True, "crawl_depth_limit": 2}
    assert entry.meta == {"download_maxsize": 0, "proxy": "http://10.0.0.1:3128", "tag": "x"}


@pytest.mark.parametrize(
    ("value", "seconds"),
    [("30s", 30.0), ("5m", 300.0), ("2h", 7200.0), ("1d", 86400.0), ("1.5m", 90.0), (90, 90.0), (2.5, 2.5),
     (False, False)],
)  # fmt: skip
def test_revisit_accepts_durations_seconds_and_false(value: Any, seconds: Any) -> None:
    entry = parse_start_entry(json.dumps({"url": "http://a.example/", "revisit": value}).encode(), MAX, LIMITS)
    assert entry.options["revisit"] == seconds


@pytest.mark.parametrize(
    "fields",
    [
        {"revisit": "soon"}, {"revisit": 0}, {"revisit": -5}, {"revisit": True}, {"revisit": "400d"},
        {"mode": "crawl"}, {"mode": 1}, {"render": "yes"}, {"depth_limit": 6}, {"depth_limit": -1},
        {"depth_limit": True}, {"meta": {"priority": "high"}}, {"priority": 1, "meta": {"priority": 2}},
        {"meta": {"mode": "everything"}},
    ],
)  # fmt: skip
def test_crawl_options_out_of_range_are_rejected(fields: dict[str, Any]) -> None:
    with pytest.raises(InvalidStartEntry) as info:
        parse_start_entry(json.dumps({"url": "http://a.example/", **fields}).encode(), MAX, LIMITS)
    assert info.value.code == "bad_field"


def test_deeply_nested_user_meta_is_rejected_not_truncated() -> None:
    meta: dict[str, Any] = {}
    node = meta
    for _ in range(25):
        node["k"] = {}
        node = node["k"]
    with pytest.raises(InvalidStartEntry, match="nests deeper than 20"):
        parse_start_entry(json.dumps({"url": "http://a.example/", "meta": meta}).encode(), MAX)


def test_userinfo_is_stripped_and_never_kept() -> None:
    entry = parse_start_entry(b"https://alice:s3cr3t@news.example.com/a?b=1", MAX)
    assert entry.url == "https://news.example.com/a?b=1" and entry.userinfo_stripped
    raw = b'{"url": "https://alice:s3cr3t@news.example.com/", "priority": "x"}'
    with pytest.raises(InvalidStartEntry) as info:
        parse_start_entry(raw, MAX)
    record = invalid_record(raw, info.value, "w1", 1024)
    assert "s3cr3t" not in record and "alice" not in record and "***@news.example.com" in record


def test_feeder_refuses_what_the_ssrf_guard_would_refuse(redis_client: Any, caplog: Any) -> None:
    stats = StatsCollector(project_crawler())
    feeder = StartURLFeeder(redis_client, "news:start_urls:invalid", stats=stats, worker="w1", max_bytes=MAX,
                            keep_bytes=1024, policy=UrlPolicy(), records_max=3)  # fmt: skip
    raw = [b"http://127.0.0.1:8080/", b"http://localhost/", b"http://[fd00::1]/", b"http://10.1/",
           b"https://bob:hunter2@news.example.com/x", b"https://news.example.com/"]  # fmt: skip
    entries = feeder.parse(raw)
    assert [e.url for e in entries] == ["https://news.example.com/x", "https://news.example.com/"]
    assert stats.get_value("start_urls/invalid/ssrf") == 4 and stats.get_value("start_urls/userinfo_stripped") == 1
    assert redis_client.llen("news:start_urls:invalid") == 3, "bounded by START_URLS_RECORDS_MAX"
    assert "hunter2" not in caplog.text and "bob" not in caplog.text


def test_already_seen_start_url_is_reported_and_refused_ones_stay_unseen(
    redis_client: Any, inprocess_workers: Workers, local_site: Any
) -> None:
    site = local_site(lambda path, headers: (200, {}, html_page("Page", path)), host="127.0.0.2")
    other = local_site(lambda path, headers: (200, {}, html_page("Other", path)), host="127.0.0.1")
    redis_client.lpush("news:start_urls", site.origin + "/a", other.origin + "/c")
    [first] = inprocess_workers.run(
        ["first"], SSRF_ALLOWED_NETWORKS="127.0.0.2/32", DEPTH_LIMIT="0", CRAWL_IDLE_TIMEOUT="1"
    )
    assert first.stats["start_urls/invalid/ssrf"] == 1 and not other.requests()
    # Again, with the refused address now allowed: it was never marked seen, so it is queued this time.
    redis_client.lpush(
        "news:start_urls", site.origin + "/a", site.origin + "/b", site.origin + "/b", other.origin + "/c"
    )
    [second] = inprocess_workers.run(
        ["second"], SSRF_ALLOWED_NETWORKS="127.0.0.0/8", DEPTH_LIMIT="0", CRAWL_IDLE_TIMEOUT="1"
    )
    assert second.returncode == 0, second.log[-3000:]
    stats = second.stats
    assert stats["start_urls/duplicates"] == 2
    assert stats["start_urls/duplicates/seen"] == 1 and stats["start_urls/duplicates/repeated"] == 1
    assert stats["frontier/enqueued"] == 2  # /b and the formerly refused URL
    assert "/c" in [r["path"] for r in other.requests()]
    records = [json.loads(r) for r in redis_client.lrange("news:start_urls:duplicates", 0, -1)]
    assert sorted((r["url"], r["reason"]) for r in records) == [
        (site.origin + "/a", "seen"), (site.origin + "/b", "repeated"),
    ]  # fmt: skip
    assert second.log.count("not queued: already in the seen filter") == 1
    assert [r["path"] for r in site.requests()].count("/a") == 1
