"""Storage pipelines: validation, batched MongoDB upserts with a journal, raw pages in S3 with a spool.

End-to-end tests run real `scrapy crawl news` workers against real servers on loopback ports: Redis (the
frontier), the MongoDB stand-in, SeaweedFS S3 and a small demo site. Outages stop and restart the real
servers on the same port and data folder.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import socket
import time
import urllib.request
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from scrapy.exceptions import DropItem

from crawler.demo.site import reachable
from crawler.devstack.procs import wait_until
from crawler.devstack.services import DemoSiteService
from crawler.items import ArticleItem
from crawler.pipelines.mongodb import MongoWriter, record_for, scrub
from crawler.pipelines.rawstore import RawPage, RawStore, s3_client
from crawler.pipelines.validate import ValidationPipeline, normalize_text
from tests.conftest import WorkerRun, Workers
from tests.httpsite import serve_handler

if TYPE_CHECKING:
    from tests.storage_fixtures import Storage

# The fixtures (servers, per-test storage slice, small demo site) live in their own module.
pytest_plugins = ["tests.storage_fixtures"]

DEPTH = 5


def expected_articles(site: DemoSiteService) -> tuple[str, set[str]]:
    """The first origin's home page and the URLs of its (non-JavaScript) articles a crawl reaches."""
    truth = site.truth()
    home = truth["sites"][0]["home"]
    pages = truth["pages"]
    found = {u for u in reachable(truth, home, DEPTH) if pages[u]["is_article"] and not pages[u]["js_required"]}
    assert len(found) >= 20
    return home, found


def total(runs: list[WorkerRun], key: str) -> int:
    return sum(int(run.stats.get(key, 0)) for run in runs)


def assert_clean(runs: list[WorkerRun], reason: str = "finished") -> None:
    for run in runs:
        assert run.returncode == 0 and run.reason == reason, run.log[-3000:]
        assert run.stats.get("log_count/ERROR", 0) == 0, run.log[-3000:]


def assert_one_document_per_article(storage: Storage, articles: set[str]) -> list[dict[str, Any]]:
    docs = storage.documents()
    urls = [d["canonical_url"] for d in docs]
    assert len(urls) == len(set(urls)), "duplicate documents"
    missing, extra = sorted(articles - set(urls)), sorted(set(urls) - articles)
    assert not missing and not extra, f"missing {missing[:5]}, extra {extra[:5]}"
    return docs


def assert_raw_pages_match_the_site(storage: Storage, docs: list[dict[str, Any]]) -> None:
    """Every article's raw page in S3 equals what the site serves (WARC: one ranged GET per page)."""
    keys = storage.object_keys()
    if all("warc" in doc for doc in docs):
        from tests.warc_checks import assert_segments_valid, read_back

        for doc in docs:
            with urllib.request.urlopen(doc["url"], timeout=10) as reply:
                served = reply.read()
            assert read_back(storage, doc["warc"]) == served, doc["url"]
        assert_segments_valid(storage, {doc["warc"]["key"] for doc in docs})
        return
    for doc in docs:
        assert doc["raw_key"] in keys, doc["canonical_url"]
        with urllib.request.urlopen(doc["url"], timeout=10) as reply:
            served = reply.read()
        assert storage.raw_page(doc["raw_key"]) == served, doc["url"]
        meta = json.loads(storage.s3_client().get_object(
            Bucket=storage.s3.bucket, Key=doc["raw_key"].removesuffix(".html.gz") + ".meta.json"
        )["Body"].read())  # fmt: skip
        assert meta["status"] == 200 and meta["size"] == len(served) and meta["key"] == doc["raw_key"]
        assert "text/html" in meta["headers"]["Content-Type"][0]


def stop_workers(workers: Workers, ids: list[str]) -> list[WorkerRun]:
    """Graceful stop (SIGTERM) once the test saw what it waited for; the workers write their stats."""
    for worker_id in ids:
        workers.stop(worker_id)
    return [workers.wait(worker_id, timeout=60) for worker_id in ids]


# --- end to end -----------------------------------------------------------------------------------------


def test_crawl_stores_one_document_per_article_and_a_recrawl_upserts(
    small_site: DemoSiteService, redis_client: Any, storage_workers: Workers, storage: Storage
) -> None:
    workers = storage_workers  # no process boundary is tested here: crawlers in this process
    home, articles = expected_articles(small_site)
    redis_client.lpush("news:start_urls", home)
    first = workers.run(["a1", "a2"], **storage.env(S3_RAW_FORMAT="objects"))
    assert_clean(first)
    docs = assert_one_document_per_article(storage, articles)
    assert_raw_pages_match_the_site(storage, docs)
    assert total(first, "mongodb/upserted") == len(articles) and total(first, "mongodb/matched") == 0
    assert total(first, "s3/uploaded") == len(articles)
    items = [item for run in first for item in run.items]
    assert items and all("raw_body" not in i and "raw_headers" not in i and i["raw_key"] for i in items)
    assert {d["raw_key"] for d in docs} == {i["raw_key"] for i in items}
    first_seen = {d["canonical_url"]: (d["first_seen"], d["updated_at"]) for d in docs}

    # Again with a fresh frontier: same documents, updated in place; no page body uploaded twice.
    redis_client.flushall()
    redis_client.lpush("news:start_urls", home)
    second = workers.run(["b1", "b2"], **storage.env(S3_RAW_FORMAT="objects"))
    assert_clean(second)
    docs = assert_one_document_per_article(storage, articles)
    assert total(second, "mongodb/matched") == len(articles) and total(second, "mongodb/upserted") == 0
    assert total(second, "s3/deduplicated") == len(articles) and total(second, "s3/uploaded") == 0
    for doc in docs:
        seen, updated = first_seen[doc["canonical_url"]]
        assert doc["first_seen"] == seen and doc["updated_at"] > updated
    assert len([k for k in storage.object_keys() if k.endswith(".html.gz")]) == len(articles)


# The outage lasts until batches went on being journaled while the crawl went on (more than one batch in the
# journals: after the first, a writer journals without waiting on MongoDB); a fixed length only adds waiting.
# TEST_MONGODB_OUTAGE_SECONDS=20 (the outage) keeps it down at least that long.
MONGODB_OUTAGE = float(os.environ.get("TEST_MONGODB_OUTAGE_SECONDS", "0"))


BATCH = 5


def test_mongodb_outage_mid_crawl_is_journaled_and_replayed(
    small_site: DemoSiteService, redis_client: Any, storage_workers: Workers, storage: Storage
) -> None:
    workers = storage_workers  # no process boundary is tested here: crawlers in this process
    home, articles = expected_articles(small_site)
    redis_client.lpush("news:start_urls", home)
    env = storage.env(
        POLITENESS_DELAY="0.3", CRAWL_IDLE_TIMEOUT="120", MONGODB_OUTAGE_SECONDS="3", MONGODB_BATCH_SIZE=str(BATCH)
    )
    for worker_id in ("m1", "m2"):
        workers.start(worker_id, **env)
    wait_until(lambda: len(storage.documents()) >= 3, 60, "the first documents in MongoDB")
    storage.mongo.stop()
    try:
        down_since = time.monotonic()
        wait_until(lambda: storage.journal_lines() > BATCH, 30, "batches journaled while MongoDB is down")
        time.sleep(max(0.0, MONGODB_OUTAGE - (time.monotonic() - down_since)))  # the rest of the outage itself
    finally:
        storage.mongo.start()
    wait_until(lambda: {d["canonical_url"] for d in storage.documents()} == articles, 90, "every article in MongoDB")
    wait_until(lambda: storage.journal_lines() == 0, 30, "the journals replayed and removed")
    runs = stop_workers(workers, ["m1", "m2"])
    assert_clean(runs, reason="shutdown")
    assert total(runs, "mongodb/journaled") > 0 and total(runs, "mongodb/replayed") > 0
    assert any(run.stats.get("mongodb/replayed", 0) > 0 for run in runs)
    assert_one_document_per_article(storage, articles)
    assert not list(storage.journal_dir.glob("*.jsonl"))


# The outage lasts until the test saw its effects (articles stored and a segment closed while S3 is down, a
# worker killed mid-segment): in the WARC format nothing waits on S3, so a longer one only makes the test
# slower. TEST_S3_OUTAGE_SECONDS=20 (the outage) keeps it down at least that long.
S3_OUTAGE = float(os.environ.get("TEST_S3_OUTAGE_SECONDS", "0"))


def test_s3_down_and_a_worker_killed_mid_segment_lose_no_page(
    small_site: DemoSiteService, redis_client: Any, workers: Workers, storage_workers: Workers, storage: Storage
) -> None:
    from crawler.pipelines.warc import name_to_key

    home, articles = expected_articles(small_site)
    redis_client.lpush("news:start_urls", home)
    env = storage.env(
        POLITENESS_DELAY="0.3", CRAWL_IDLE_TIMEOUT="4", S3_WARC_MAX_BYTES="40000", S3_WARC_MAX_SECONDS="600",
        FRONTIER_LEASE_SECONDS="5", FRONTIER_RECLAIM_INTERVAL="1",
    )  # fmt: skip
    proc = workers.start("s1", CONCURRENT_REQUESTS="2", **env)
    wait_until(lambda: len(storage.documents()) >= 3, 60, "the first articles")
    segments = storage.spool_dir / "s1" / "segments"
    storage.s3.stop()
    try:
        down_since = time.monotonic()
        before = len(storage.documents())
        # Crawling goes on: pages are durable in local segments, closed ones wait for S3.
        wait_until(lambda: len(storage.documents()) >= before + 3 and any(segments.glob("*.warc.gz")), 30,
                   "articles stored and a segment closed while S3 is down")  # fmt: skip

        def open_key() -> str | None:
            opened = list(segments.glob("*.open"))
            return name_to_key(opened[0].name) if opened else None

        def acked_in_open_segment() -> bool:
            key = open_key()
            return key is not None and any(d.get("warc", {}).get("key") == key for d in storage.documents())

        wait_until(acked_in_open_segment, 30, "an article stored in the open segment")
        killed_in = open_key()
        proc.send_signal(signal.SIGKILL)  # mid-segment, with closed segments not uploaded yet
        proc.wait(timeout=10)
        assert list(segments.glob("*.open")), "the kill left no open segment"
        time.sleep(max(0.0, S3_OUTAGE - (time.monotonic() - down_since)))  # the rest of the outage itself
    finally:
        storage.s3.start()
    # As if it had also been killed while uploading a closed segment in parts: an upload nobody completes.
    client = storage.s3_client()
    cut_short = name_to_key(sorted(segments.glob("*.warc.gz"))[0].name)
    client.create_multipart_upload(Bucket=storage.s3.bucket, Key=cut_short)

    # Another worker (its own WORKER_ID) adopts the dead worker's folder, closes and uploads its segments. It
    # crawls the rest at full speed: s1's delay only made the outage and the kill land mid-crawl. Nothing is
    # killed any more: it runs in this process.
    [run] = storage_workers.run(["s2"], **{**env, "POLITENESS_DELAY": "0"})
    assert_clean([run])
    assert "Adopted the S3 spool s1" in run.log and "Closed segment" in run.log
    assert run.stats.get("s3/segments_uploaded", 0) >= 2
    assert run.stats.get("s3/multipart_aborted") == 1 and "Aborted the multipart upload of" in run.log
    assert not client.list_multipart_uploads(Bucket=storage.s3.bucket, Prefix=storage.prefix).get("Uploads")
    docs = assert_one_document_per_article(storage, articles)
    assert_raw_pages_match_the_site(storage, docs)
    assert killed_in in storage.object_keys()
    assert not [p for p in storage.spool_dir.rglob("*") if p.is_file() and p.suffix != ".lock"], "left in the spool"


def test_worker_killed_after_journaling_loses_nothing(
    small_site: DemoSiteService, redis_client: Any, workers: Workers, storage_workers: Workers, storage: Storage
) -> None:
    home, articles = expected_articles(small_site)
    redis_client.lpush("news:start_urls", home)
    env = storage.env(
        MONGODB_OUTAGE_SECONDS="2",
        MONGODB_BATCH_SIZE="3",
        FRONTIER_LEASE_SECONDS="5",
        FRONTIER_RECLAIM_INTERVAL="1",
        CRAWL_IDLE_TIMEOUT="3",
    )
    storage.mongo.stop()
    try:
        # Few requests in flight at the kill: reclaimed requests are retried one at a time (crash suspects).
        proc = workers.start("k1", POLITENESS_DELAY="0.2", CONCURRENT_REQUESTS="2", **env)
        journal = storage.journal_dir / "k1.jsonl"
        wait_until(lambda: journal.exists() and journal.stat().st_size > 0, 60, "a journaled batch")
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        journaled = journal.read_bytes().count(b"\n")
        assert journaled > 0
    finally:
        storage.mongo.start()
    assert storage.documents() == []
    [run] = storage_workers.run(["k1"], **env)  # same WORKER_ID, same journal folder; in this process
    assert_clean([run])
    assert run.stats.get("mongodb/replayed", 0) >= journaled
    assert "Replayed" in run.log
    assert not journal.exists()
    docs = assert_one_document_per_article(storage, articles)
    assert_raw_pages_match_the_site(storage, docs)


PARAGRAPH = "The regional council approved the new river plan on Monday after a long debate about funding. "
TWIN_ARTICLE = f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Same story everywhere</title>
<meta property="og:type" content="article"><meta name="author" content="Jo Writer">
<meta property="article:published_time" content="2024-05-01T10:00:00Z"></head>
<body><article><h1>Same story everywhere</h1><p>By Jo Writer, 1 May 2024</p>
<p>{PARAGRAPH * 3}</p><p>{PARAGRAPH * 2}</p><p>{PARAGRAPH * 2}</p></article></body></html>""".encode()


class TwinHandler(BaseHTTPRequestHandler):
    """A home page linking to two URLs that serve byte-identical articles (syndication, print views)."""

    def do_GET(self) -> None:
        if self.path == "/":
            body, status = b'<html><body><a href="/a.html">a</a> <a href="/b.html">b</a></body></html>', 200
        elif self.path in ("/a.html", "/b.html"):
            body, status = TWIN_ARTICLE, 200
        else:
            body, status = b"not found", 404
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def twin_site() -> Iterator[str]:
    with serve_handler(TwinHandler) as origin:
        yield origin


def test_two_pages_with_identical_bodies_make_one_s3_object(
    twin_site: str, redis_client: Any, storage_workers: Workers, storage: Storage
) -> None:
    redis_client.lpush("news:start_urls", twin_site + "/")
    [run] = storage_workers.run(["t1"], **storage.env(S3_RAW_FORMAT="objects"))
    assert_clean([run])
    docs = storage.documents()
    assert sorted(d["url"] for d in docs) == [twin_site + "/a.html", twin_site + "/b.html"]
    assert docs[0]["raw_key"] == docs[1]["raw_key"]
    assert [k for k in storage.object_keys() if k.endswith(".html.gz")] == [docs[0]["raw_key"]]
    assert storage.raw_page(docs[0]["raw_key"]) == TWIN_ARTICLE
    assert (run.stats.get("s3/uploaded"), run.stats.get("s3/deduplicated")) == (1, 1)


# --- sink level -----------------------------------------------------------------------------------------


def page(body: bytes, url: str, worker: str = "w", fetched_at: str = "2024-05-06T07:08:09+00:00") -> RawPage:
    return RawPage(body=body, url=url, spider="news", worker=worker, status=200, fetched_at=fetched_at)


def test_identical_bodies_make_one_s3_object_across_workers_and_days(storage: Storage, tmp_path: Path) -> None:
    client = storage.s3_client()
    one = RawStore(client, storage.s3.bucket, spool_dir=tmp_path / "spool", worker="one", prefix=storage.prefix)
    two = RawStore(client, storage.s3.bucket, spool_dir=tmp_path / "spool", worker="two", prefix=storage.prefix)
    body = b"<html><body>The same story, syndicated\n</body></html>"
    first = one.store(page(body, "http://127.0.0.1/a"))
    again = one.store(page(body, "http://127.0.0.1/b"))
    elsewhere = two.store(page(body, "http://127.0.0.1/c", "two", "2024-07-01T00:00:00+00:00"))
    other = one.store(page(body + b" ", "http://127.0.0.1/d"))
    assert first.outcome == "uploaded" and first.key.endswith(f"news/2024/05/06/{page(body, '').sha256}.html.gz")
    assert (again.outcome, again.key) == ("deduplicated", first.key)
    assert (elsewhere.outcome, elsewhere.key) == ("deduplicated", first.key)
    assert other.outcome == "uploaded" and other.key != first.key
    bodies = sorted(k for k in storage.object_keys() if k.endswith(".html.gz"))
    assert bodies == sorted([first.key, other.key])
    assert storage.raw_page(first.key) == body
    one.close()
    two.close()


def test_s3_down_pages_are_spooled_then_uploaded_by_the_next_start(
    storage: Storage, tmp_path: Path, dead_port: int
) -> None:
    dead = s3_client(f"http://127.0.0.1:{dead_port}", "us-east-1", connect_timeout=0.5)
    spool = tmp_path / "spool"
    down = RawStore(dead, storage.s3.bucket, spool_dir=spool, worker="w", prefix=storage.prefix, outage_seconds=0.5)
    bodies = [f"<html>page {n}</html>".encode() for n in range(3)]
    results = [down.store(page(b, f"http://127.0.0.1/{n}")) for n, b in enumerate(bodies)]
    assert [r.outcome for r in results] == ["spooled"] * 3 and results[0].errors > 0
    assert down.down and down.spooled() == 3
    assert down.unspool() == (0, 1)  # still unreachable: nothing removed
    down.close()  # the worker stops; its spool stays on disk

    up = RawStore(storage.s3_client(), storage.s3.bucket, spool_dir=spool, worker="w", prefix=storage.prefix)
    assert up.unspool() == (3, 0) and up.spooled() == 0
    for result, body in zip(results, bodies, strict=True):
        assert storage.raw_page(result.key) == body
    assert up.store(page(bodies[0], "http://127.0.0.1/again")).outcome == "deduplicated"
    up.close()


def test_mongodb_writer_journals_when_down_and_replays_idempotently(
    storage: Storage, tmp_path: Path, caplog: pytest.LogCaptureFixture, dead_port: int
) -> None:
    caplog.set_level(logging.DEBUG)
    journal = tmp_path / "journal"
    secret_uri = f"mongodb://crawler:hunter2-secret@127.0.0.1:{dead_port}/"
    item = {"url": "http://127.0.0.1/x", "canonical_url": "http://127.0.0.1/x", "title": "T", "text": "body"}
    down = MongoWriter(secret_uri, storage.database, "articles", journal_dir=journal, worker="w/1",
                       outage_seconds=1.0, server_selection_timeout=0.1)  # fmt: skip
    outcome = down.write([record_for(item), record_for({**item, "title": "T2"})])
    assert outcome.journaled == 2 and outcome.retried > 0 and down.journal_pending
    # While the journal has entries, later batches queue behind them (order kept), without waiting.
    started = time.monotonic()
    assert down.write([record_for({**item, "title": "T3"})]).journaled == 1
    assert time.monotonic() - started < 0.5
    down.close()
    assert "hunter2-secret" not in caplog.text and "hunter2-secret" not in scrub(f"at {secret_uri}", secret_uri)
    path = journal / "w_1.jsonl"
    with open(path, "ab") as handle:
        handle.write(b'{"set": {"canonical_url": "http://127.0.0.1/torn"')  # killed mid-append

    up = MongoWriter(storage.mongo.uri, storage.database, "articles", journal_dir=journal, worker="w/1")
    result = up.replay()
    assert (result.replayed, result.journal_corrupt) == (3, 1) and not path.exists()
    [doc] = storage.documents()
    assert doc["title"] == "T3"  # replayed in order: the last version wins
    assert up.write([record_for({**item, "title": "T4"})]).matched == 1
    assert len(storage.documents()) == 1
    up.close()


def test_a_dead_workers_journal_is_adopted_by_another_worker(storage: Storage, tmp_path: Path) -> None:
    journal = tmp_path / "journal"
    journal.mkdir()
    record = record_for({"canonical_url": "http://127.0.0.1/orphan", "title": "O", "text": "t"})
    from bson import json_util

    (journal / "gone-1234.jsonl").write_bytes(json_util.dumps(record).encode() + b"\n")
    writer = MongoWriter(storage.mongo.uri, storage.database, "articles", journal_dir=journal, worker="other")
    assert writer.has_backlog()
    assert writer.replay().replayed == 1
    assert [d["canonical_url"] for d in storage.documents()] == ["http://127.0.0.1/orphan"]
    assert not (journal / "gone-1234.jsonl").exists()
    writer.close()


def test_a_worker_that_cannot_reach_mongodb_does_not_block(tmp_path: Path) -> None:
    with socket.socket() as sock:  # a port that accepts nothing
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        writer = MongoWriter(f"mongodb://127.0.0.1:{port}/", "db", "c", journal_dir=tmp_path, worker="w",
                             outage_seconds=0.3, server_selection_timeout=0.1)  # fmt: skip
        started = time.monotonic()
        assert writer.write([record_for({"canonical_url": "http://127.0.0.1/", "title": "t"})]).journaled == 1
        assert time.monotonic() - started < 3
        writer.close()


# --- validation -----------------------------------------------------------------------------------------


class Stats:
    def __init__(self) -> None:
        self.values: dict[str, int] = {}

    def inc_value(self, key: str, count: int = 1) -> None:
        self.values[key] = self.values.get(key, 0) + count


def article(**fields: Any) -> ArticleItem:
    base = {
        "url": "http://127.0.0.1:8000/a.html",
        "canonical_url": "http://127.0.0.1:8000/a.html",
        "title": "A title",
        "author": "A. Writer",
        "text": "Some article text that is long enough to count.",
    }
    return ArticleItem(**{**base, **fields})


def test_validation_normalizes_whitespace() -> None:
    stats = Stats()
    item = ValidationPipeline(stats).process_item(
        article(
            title="  Breaking:\n\tnews\u00a0today \u200b ",
            author="\n Jane   Doe ",
            text="  First   paragraph\r\nstill first.\n\n\n\n  Second\u2003paragraph.  \n",
        )
    )
    assert item["title"] == "Breaking: news today"
    assert item["author"] == "Jane Doe"
    assert item["text"] == "First paragraph\nstill first.\n\nSecond paragraph."
    assert stats.values == {"validation/passed": 1}
    assert normalize_text("a\n \n \nb") == "a\n\nb"


@pytest.mark.parametrize(
    ("item", "reason"),
    [
        (article(title=None), "missing_title"),
        (article(text=""), "missing_text"),
        (ArticleItem(url="http://127.0.0.1/", title="t", text="text " * 10), "missing_canonical_url"),
        (article(text="   \n\t  \u200b "), "empty_text"),
        (article(text="... --- !!! ??? ... ,,, ;;; ..."), "empty_text"),
        (article(title=" \n "), "empty_title"),
        (article(title=["a", "list"]), "bad_type_title"),
        (article(url="ftp://127.0.0.1/a"), "bad_url"),
        (article(canonical_url="not a url"), "bad_canonical_url"),
        ("just a string", "not_an_item"),
    ],
)
def test_validation_drops_empty_or_incomplete_items_with_a_counted_reason(item: Any, reason: str) -> None:
    stats = Stats()
    with pytest.raises(DropItem, match=reason):
        ValidationPipeline(stats).process_item(item)
    assert stats.values == {"validation/dropped": 1, f"validation/dropped/{reason}": 1}


def test_a_dropped_item_never_puts_the_page_body_in_the_log() -> None:
    item = article(text="", raw_body=b"<html>" + b"x" * 100_000, raw_headers={"A": ["b"]})
    assert "xxxx" not in repr(article(raw_body=b"x" * 100))
    with pytest.raises(DropItem):
        ValidationPipeline(Stats()).process_item(item)
    assert "raw_body" not in item and len(repr(item)) < 1000
