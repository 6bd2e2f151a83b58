"""WARC segments (the default raw format): exact bytes, revisits, ranged read-back, rotation, recovery.

A real worker crawls a site that serves gzip-encoded pages; sink-level tests drive `SegmentWriter` and
`RawStore` directly against SeaweedFS and Redis on loopback ports.
"""

from __future__ import annotations

import gzip
import logging
import os
import subprocess
import sys
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from crawler.devstack.procs import wait_until
from crawler.pipelines.localdisk import OwnerLock
from crawler.pipelines.rawstore import RawStore
from crawler.pipelines.warc import Capture, DigestIndex, GroupCommit, SegmentWriter, name_to_key
from tests.conftest import REPO, Workers
from tests.httpsite import serve_handler
from tests.warc_checks import assert_segments_valid, read_back

if TYPE_CHECKING:
    from tests.storage_fixtures import Storage

pytest_plugins = ["tests.storage_fixtures"]

PARAGRAPH = "The harbour authority published its annual report on Tuesday, with figures on cargo and ferries. "


def article_html(title: str) -> bytes:
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<meta property="og:type" content="article"><meta name="author" content="Sam Reporter">
<meta property="article:published_time" content="2024-05-02T09:00:00Z"></head>
<body><article><h1>{title}</h1><p>By Sam Reporter, 2 May 2024</p>
<p>{PARAGRAPH * 3}</p><p>{PARAGRAPH * 2}</p><p>{PARAGRAPH * 2}</p></article></body></html>""".encode()


# Paths -> (decoded HTML, bytes on the wire). /a and /b serve the same body (a syndicated copy).
HOME = b'<html><body><a href="/a.html">a</a> <a href="/b.html">b</a> <a href="/c.html">c</a></body></html>'
PAGES = {"/a.html": article_html("Harbour report"), "/c.html": article_html("Ferry timetable changes")}
PAGES["/b.html"] = PAGES["/a.html"]
WIRE = {path: gzip.compress(html, mtime=0) for path, html in PAGES.items()}


class GzipHandler(BaseHTTPRequestHandler):
    """Serves articles gzip-encoded (Content-Encoding: gzip), as most news sites do."""

    def do_GET(self) -> None:
        if self.path == "/":
            body, encoded = HOME, False
        elif self.path in WIRE:
            body, encoded = WIRE[self.path], True
        else:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        if encoded:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("X-Served-By", "gzip-site")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def gzip_site() -> Iterator[str]:
    with serve_handler(GzipHandler) as origin:
        yield origin


def test_a_crawl_stores_exact_bytes_in_valid_segments_with_revisits_and_reads_pages_back(
    gzip_site: str, redis_client: Any, storage_workers: Workers, storage: Storage
) -> None:
    redis_client.lpush("news:start_urls", gzip_site + "/")
    [run] = storage_workers.run(["g1"], **storage.env())
    assert run.returncode == 0 and run.stats.get("log_count/ERROR", 0) == 0, run.log[-3000:]
    docs = {d["url"].removeprefix(gzip_site): d for d in storage.documents()}
    assert sorted(docs) == ["/a.html", "/b.html", "/c.html"]
    assert run.stats.get("s3/warc_records") == 3 and run.stats.get("s3/warc_revisits") == 1
    assert not run.stats.get("s3/warc_decoded") and run.stats.get("s3/segments_uploaded") == 1

    # One ranged GET per page returns exactly the bytes on the wire (gzip kept), and decodes to the page.
    for path, doc in docs.items():
        assert "raw_key" not in doc and doc["warc"]["length"] > 0
        assert read_back(storage, doc["warc"]) == WIRE[path]
        assert read_back(storage, doc["warc"], decoded=True) == PAGES[path]
    types = sorted(doc["warc"]["type"] for doc in docs.values())
    assert types == ["response", "response", "revisit"]  # /a and /b: one stored, one revisit
    revisit = next(d["warc"] for d in docs.values() if d["warc"]["type"] == "revisit")
    original = next(d["warc"] for p, d in docs.items() if p in ("/a.html", "/b.html") and d["warc"] != revisit)
    assert revisit["refers_to"] == {k: original[k] for k in ("key", "offset", "length")}

    # Every segment is valid WARC, with a warcinfo record, CDXJ, and request records joined to responses.
    records = assert_segments_valid(storage, {d["warc"]["key"] for d in docs.values()})
    by_id = {headers.get_header("WARC-Record-ID"): (kind, headers) for _, kind, headers, _ in records}
    requests = [h for _, kind, h, _ in records if kind == "request"]
    assert len(requests) == 3
    for headers in requests:
        kind, page = by_id[headers.get_header("WARC-Concurrent-To")]
        assert kind in ("response", "revisit")
        assert page.get_header("WARC-Target-URI") == headers.get_header("WARC-Target-URI")
    revisit_headers = next(h for _, kind, h, _ in records if kind == "revisit")
    assert revisit_headers.get_header("WARC-Profile").endswith("/revisit/identical-payload-digest")
    assert by_id[revisit_headers.get_header("WARC-Refers-To")][0] == "response"

    # The command reads a page back by URL and by article id.
    env = {**os.environ, **storage.env(), "PYTHONPATH": str(REPO), "SCRAPY_SETTINGS_MODULE": "crawler.settings"}
    for ref, flags, expected in [
        (gzip_site + "/c.html", [], PAGES["/c.html"]),
        (str(docs["/b.html"]["_id"]), ["--raw"], WIRE["/b.html"]),
    ]:
        result = subprocess.run([sys.executable, "-m", "scrapy", "rawpage", ref, *flags], cwd=REPO, env=env,
                                capture_output=True, timeout=60)  # fmt: skip
        assert result.returncode == 0, result.stderr[-2000:]
        assert result.stdout == expected


def capture(body: bytes, url: str) -> Capture:
    return Capture(url=url, body=body, headers=[("Content-Type", "text/html")], fetched_at="2024-05-06T07:08:09")


def noise(n: int) -> bytes:
    return os.urandom(n)  # does not compress: segment sizes are predictable


def writer(storage: Storage, folder: Path, worker: str = "w", **kwargs: Any) -> SegmentWriter:
    return SegmentWriter(storage.s3_client(), storage.s3.bucket, folder=folder, worker=worker, spider="news",
                         prefix=storage.prefix, **kwargs)  # fmt: skip


def test_segments_rotate_by_size_and_by_age(storage: Storage, tmp_path: Path) -> None:
    folder = tmp_path / "segments"
    by_size = writer(storage, folder, max_bytes=20_000, max_seconds=3600)
    pointers = [by_size.append(capture(noise(6000), f"http://127.0.0.1/{n}")) for n in range(8)]
    assert len(by_size.ready(folder)) == 2 and len(list(folder.glob("*.open"))) == 1  # 3 pages per segment
    by_size.close()
    assert by_size.upload_ready([folder]) == (3, 0) and not list(folder.iterdir())
    keys = {p.key for p in pointers}
    assert len(keys) == 3 and all(k.startswith(f"{storage.prefix}news/segments/") for k in keys)
    assert len(set(keys) | {writer(storage, tmp_path / "other", max_bytes=20_000)._open().key}) == 4  # no collision

    by_age = writer(storage, folder, max_bytes=10**9, max_seconds=0.5)
    by_age.append(capture(b"<html>old</html>", "http://127.0.0.1/old"))
    assert not by_age.roll_if_due() and not by_age.ready(folder)  # too young
    wait_until(by_age.roll_if_due, 10, "the segment rotated by age")
    later = by_age.append(capture(b"<html>new</html>", "http://127.0.0.1/new"))
    assert len(by_age.ready(folder)) == 1 and later.key not in {name_to_key(p.name) for p in by_age.ready(folder)}
    by_age.close()
    assert by_age.upload_ready([folder]) == (2, 0)
    assert read_back(storage, later.as_dict()) == b"<html>new</html>"


def test_identical_bodies_of_two_workers_are_revisits_of_one_record(
    storage: Storage, tmp_path: Path, redis_client: Any
) -> None:
    one = writer(storage, tmp_path / "one", "one", digests=DigestIndex(redis_client, "test:digests"))
    two = writer(storage, tmp_path / "two", "two", digests=DigestIndex(redis_client, "test:digests"))
    body = b"<html><body>The same story, syndicated</body></html>"
    first = one.append(capture(body, "http://127.0.0.1/a"))
    again = one.append(capture(body, "http://127.0.0.1/b"))
    elsewhere = two.append(capture(body, "http://127.0.0.1/c"))
    other = two.append(capture(body + b" ", "http://127.0.0.1/d"))
    assert [p.type for p in (first, again, elsewhere, other)] == ["response", "revisit", "revisit", "response"]
    origin = {"key": first.key, "offset": first.offset, "length": first.length}
    assert again.refers_to == origin and elsewhere.refers_to == origin
    assert elsewhere.length < first.length + 200  # the body is not stored again (it is 52 bytes here)
    for store in (one, two):
        store.close()
        assert store.upload_ready([store.folder]) == (1, 0)
    for pointer in (first, again, elsewhere):
        assert read_back(storage, pointer.as_dict()) == body
    assert_segments_valid(storage, {first.key, elsewhere.key})


def test_a_segment_left_open_by_a_kill_is_cut_back_and_uploaded_by_the_adopting_worker(
    storage: Storage, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    spool = tmp_path / "spool"
    dead = RawStore(storage.s3_client(), storage.s3.bucket, spool_dir=spool, worker="dead", prefix=storage.prefix)
    killed = writer(storage, dead.spool_dir / "segments", "dead")
    kept = [killed.append(capture(f"<html>page {n}</html>".encode(), f"http://127.0.0.1/{n}")) for n in range(3)]
    [open_file] = list((dead.spool_dir / "segments").glob("*.open"))
    with open(open_file, "ab") as handle:
        handle.write(b"\x1f\x8b\x08\x00 torn")  # killed in the middle of the next record
    # Killed mid-spool too (objects format): a body without its commit record, and a temporary file.
    (dead.spool_dir / "news~x.html.gz.gz").write_bytes(b"torn body")
    (dead.spool_dir / ".news~y.html.gz.json.123.456.tmp").write_bytes(b"{")
    dead.lock.release()  # what the kernel does when the process dies

    alive = RawStore(storage.s3_client(), storage.s3.bucket, spool_dir=spool, worker="alive", prefix=storage.prefix)
    assert alive.unspool() == (0, 0) and alive.folders()[1] == dead.spool_dir
    assert not list(dead.spool_dir.glob("*.gz")) and not list(dead.spool_dir.glob(".*.tmp"))  # torn files gone
    mine = writer(storage, alive.spool_dir / "segments", "alive")
    assert mine.recover(dead.spool_dir / "segments") == 1
    assert mine.upload_ready([f / "segments" for f in alive.folders()]) == (1, 0)
    alive.release_done()
    assert alive.folders() == [alive.spool_dir] and not (spool / "dead.lock").exists()
    for n, pointer in enumerate(kept):
        assert read_back(storage, pointer.as_dict()) == f"<html>page {n}</html>".encode()
    assert_segments_valid(storage, {kept[0].key})

    # A restart of the dead worker's id while another worker uploads its spool says so, not "another live worker".
    spool2 = tmp_path / "spool2"
    adopter = OwnerLock(spool2 / "dead.lock")
    assert adopter.acquire(owner="worker alive, pid 1, which adopted it")
    caplog.clear()
    restarted = RawStore(storage.s3_client(), storage.s3.bucket, spool_dir=spool2, worker="dead")
    assert restarted.spool_dir.name == f"dead-{os.getpid()}"
    assert "being uploaded by worker alive" in caplog.text and "Another live" not in caplog.text
    restarted.close()
    adopter.release()
    alive.close()


class CountingRedis:
    """A real Redis client that counts the commands (and pipelines) sent through it."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.calls: dict[str, int] = {}

    def __getattr__(self, name: str) -> Any:
        method = getattr(self.client, name)

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] = self.calls.get(name, 0) + 1
            return method(*args, **kwargs)

        return counted


def test_a_batch_of_pages_costs_one_fsync_one_lookup_and_one_update(
    storage: Storage, tmp_path: Path, redis_client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = CountingRedis(redis_client)
    batcher = writer(storage, tmp_path / "segments", digests=DigestIndex(server, "test:batch"))
    batcher.append(capture(b"<html>opens the segment</html>", "http://127.0.0.1/first"))
    server.calls.clear()
    fsyncs: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (fsyncs.append(fd), real_fsync(fd))[1])
    same = b"<html><body>One syndicated story, twice in the batch</body></html>"
    bodies = [f"<html>page {n}</html>".encode() for n in range(18)]
    bodies[4:4] = [same]
    bodies[12:12] = [same]
    pointers = batcher.append_many([capture(b, f"http://127.0.0.1/{n}") for n, b in enumerate(bodies)])
    assert len(fsyncs) == 1  # the records of all 20 pages are made durable together
    assert server.calls == {"hmget": 1, "pipeline": 1}  # one digest lookup, one pipelined update
    assert [p.type for p in pointers].count("revisit") == 1 and pointers[12].type == "revisit"
    assert pointers[12].refers_to == {"key": pointers[4].key, "offset": pointers[4].offset,
                                      "length": pointers[4].length}  # fmt: skip
    monkeypatch.undo()
    again = batcher.append(capture(same, "http://127.0.0.1/later"))  # recorded in Redis by that batch
    assert again.type == "revisit" and again.refers_to == pointers[12].refers_to
    batcher.close()
    assert batcher.upload_ready([batcher.folder]) == (1, 0)
    for pointer, body in zip(pointers, bodies, strict=True):
        assert read_back(storage, pointer.as_dict()) == body
    assert_segments_valid(storage, {pointers[0].key})


def test_pages_arriving_while_a_batch_is_written_go_together_into_the_next(storage: Storage, tmp_path: Path) -> None:
    segments = writer(storage, tmp_path / "segments")
    committer = GroupCommit(segments, threads=1, max_batch=64)
    with segments._lock:  # the first batch is held at the segment, as if its disk were slow
        futures = [committer.submit(capture(f"<html>page {n}</html>".encode(), f"http://127.0.0.1/{n}"))
                   for n in range(40)]  # fmt: skip
        assert not any(f.done() for f in futures)  # none is reported stored before its fsync
    pointers = [f.result(timeout=30) for f in futures]
    assert committer.batches <= 2  # the first page (or none), then everything that queued behind it
    committer.close()
    segments.close()
    assert segments.upload_ready([segments.folder]) == (1, 0)
    assert [read_back(storage, p.as_dict()) for p in pointers] == [f"<html>page {n}</html>".encode() for n in range(40)]


def test_multipart_uploads_left_by_a_killed_worker_are_aborted_by_the_adopting_worker(
    storage: Storage, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    client = storage.s3_client()
    bucket = storage.s3.bucket
    spool = tmp_path / "spool"
    dead = RawStore(client, bucket, spool_dir=spool, worker="dead", prefix=storage.prefix)
    killed = writer(storage, dead.spool_dir / "segments", "dead")
    kept = killed.append(capture(b"<html>acked before the kill</html>", "http://127.0.0.1/kept"))
    killed.close()
    [segment] = killed.ready(killed.folder)
    # Killed while uploading that segment in parts: the upload was created and one 5 MiB part sent.
    cut_short = client.create_multipart_upload(Bucket=bucket, Key=kept.key)["UploadId"]
    client.upload_part(Bucket=bucket, Key=kept.key, UploadId=cut_short, PartNumber=1, Body=b"x" * 5 * 1024**2)
    # Another worker's upload of its own segment, just started: not ours to touch while it is young.
    elsewhere = f"{storage.prefix}news/segments/2024/05/06/20240506070809-live-1-00001.warc.gz"
    live = client.create_multipart_upload(Bucket=bucket, Key=elsewhere)["UploadId"]
    dead.lock.release()  # what the kernel does when the process dies

    def uploads() -> set[str]:
        listing = client.list_multipart_uploads(Bucket=bucket, Prefix=storage.prefix)
        return {u["UploadId"] for u in listing.get("Uploads", [])}

    assert uploads() == {cut_short, live}
    alive = RawStore(client, bucket, spool_dir=spool, worker="alive", prefix=storage.prefix)
    alive.unspool()  # adopts the dead worker's folder
    mine = writer(storage, alive.spool_dir / "segments", "alive")
    folders = [folder / "segments" for folder in alive.folders()]
    assert mine.abort_orphaned_uploads(folders, older_than=3600) == (1, 0)
    assert uploads() == {live} and "Aborted the multipart upload of" in caplog.text
    assert mine.upload_ready(folders) == (1, 0) and not segment.exists()
    assert read_back(storage, kept.as_dict()) == b"<html>acked before the kill</html>"
    # Past the age bound, an upload under the prefix is an orphan whoever started it (e.g. a lost volume).
    assert mine.abort_orphaned_uploads(folders, older_than=0) == (1, 0) and uploads() == set()
    alive.close()
