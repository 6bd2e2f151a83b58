"""Start-URL entry parsing: valid forms accepted, every malformed form rejected with a reason code."""

from __future__ import annotations

import json

import pytest

from crawler.frontier.starturls import InvalidStartEntry, invalid_record, parse_start_entry

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
