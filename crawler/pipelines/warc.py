"""WARC/1.1 segments: the default raw format of the raw-page store (`S3_RAW_FORMAT=warc`).

Each worker appends its pages to one open *segment* (warcio; one gzip member per record): a `warcinfo`
record first, then per page a `response` record (status line, headers and body as received; with
`crawler.middlewares.rawcapture` on, the body keeps its Content-Encoding) and a `request` record joined to
it by `WARC-Concurrent-To`. A body whose payload digest is already in the cluster-wide digest index (a Redis
hash, `S3_WARC_DEDUP_KEY`) is written as a `revisit` record (identical-payload-digest profile) pointing at
the original record, not stored again.

Durability: a page counts as stored once its records are written and fsynced to the segment file under
`S3_SPOOL_DIR/<worker>/segments/`, a folder that must outlive the worker (a volume). Pages are written in
group commits (`GroupCommit`): those that arrive while earlier batches are being written go together into
the next one, for one digest lookup, one fsync and one digest update per batch. A segment is closed
(rotated) at `S3_WARC_MAX_BYTES` or after `S3_WARC_MAX_SECONDS`, and at close; closed segments are uploaded
with their CDXJ index (one PUT, or a multipart upload of `S3_WARC_PART_BYTES` parts for large segments) by
the pipeline's background pass, and stay on disk while S3 is down. A segment left open by a kill is cut back
to its last complete record and closed by the next worker that owns or adopts the folder (see `outbox.py`);
multipart uploads that killed workers left are aborted (`abort_orphaned_uploads`).

S3 layout: `<prefix><spider>/segments/<yyyy>/<mm>/<dd>/<stamp>-<worker>-<incarnation>-<seq>.warc.gz` and
the same name with `.cdxj`. The local file name is the key with `/` replaced by `~`, so any worker that
adopts a folder uploads each segment under the key its pointers (in MongoDB) already name.
Every article gets `warc = {key, offset, length, type, digest[, refers_to]}`: one ranged GET of
`offset..offset+length-1` returns one record (see `read_pointer`).
No settings of its own; the pipeline passes them.
"""

from __future__ import annotations

import base64
import contextlib
import gzip
import hashlib
import io
import json
import logging
import os
import re
import secrets
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http import HTTPStatus
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from botocore.exceptions import BotoCoreError, ClientError
from warcio.archiveiterator import ArchiveIterator
from warcio.statusandheaders import StatusAndHeaders
from warcio.timeutils import iso_date_to_timestamp
from warcio.warcwriter import WARCWriter

from crawler.frontier.connection import redact
from crawler.pipelines.localdisk import fsync_dir, remove_durably, safe_name, write_durably
from crawler.pipelines.outbox import until_stored

logger = logging.getLogger(__name__)

OPEN_SUFFIX = ".open"
SEGMENT_SUFFIX = ".warc.gz"
CDXJ_SUFFIX = ".cdxj"
_CDXJ_SPACE = re.compile(r"[;\s]")
# The body is de-chunked by Twisted before anyone sees it: a chunked header would make readers de-chunk again.
_HOP_HEADERS = {"transfer-encoding"}
# Without the raw-capture middleware the body is the decoded one: these headers would describe other bytes.
_DECODED_HEADERS = {"transfer-encoding", "content-encoding", "content-length"}


def sha1_digest(body: bytes) -> str:
    """The conventional WARC payload digest (what warcio writes for response records)."""
    return "sha1:" + base64.b32encode(hashlib.sha1(body).digest()).decode()


@dataclass
class Capture:
    """One fetch: the response as received (and the request as sent, as far as Scrapy knows it)."""

    url: str
    body: bytes
    status: int = 200
    headers: list[tuple[str, str]] = field(default_factory=list)
    protocol: str = "HTTP/1.1"
    method: str = "GET"
    request_headers: list[tuple[str, str]] = field(default_factory=list)
    fetched_at: str = ""
    wire: bool = True  # False: body and headers are the decoded ones Scrapy handed to the spider

    def __post_init__(self) -> None:
        if not self.fetched_at:
            self.fetched_at = datetime.now(UTC).isoformat(timespec="microseconds")
        dropped = _HOP_HEADERS if self.wire else _DECODED_HEADERS
        self.headers = [(k, v) for k, v in self.headers if k.lower() not in dropped]
        if not self.wire:
            self.headers.append(("Content-Length", str(len(self.body))))

    @property
    def digest(self) -> str:
        return sha1_digest(self.body)


@dataclass
class Pointer:
    """Where one page's record is: one ranged GET of `key` at `offset` for `length` bytes."""

    key: str
    offset: int
    length: int
    type: str  # "response" or "revisit"
    digest: str
    refers_to: dict[str, Any] | None = None  # for a revisit: the original record's pointer

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "key": self.key, "offset": self.offset, "length": self.length, "type": self.type, "digest": self.digest
        }  # fmt: skip
        if self.refers_to:
            out["refers_to"] = self.refers_to
        return out


class DigestIndex:
    """Cluster-wide payload digests already stored: a Redis hash digest -> original record, plus a local LRU.

    Redis errors never fail a store: the page is then written in full (counted as `errors`). After an error
    the index asks Redis again only `retry_after` seconds later (meanwhile the local cache answers, and each
    lookup or record it skips is counted in `skipped`), so a Redis that does not answer costs the group
    commit one timeout, not one per batch.
    """

    def __init__(self, server: Any, key: str, cache_size: int = 100_000, retry_after: float = 5.0) -> None:
        self.server = server
        self.key = key
        self.cache_size = max(0, cache_size)
        self.retry_after = retry_after
        self._cache: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()
        self._down_until = 0.0  # monotonic
        self.errors = 0
        self.skipped = 0

    def _skipping(self) -> bool:
        if time.monotonic() < self._down_until:
            self.skipped += 1
            return True
        return False

    def get_many(self, digests: list[str]) -> dict[str, dict[str, Any]]:
        """The originals of those `digests` already stored: one HMGET for all that the local cache lacks."""
        found: dict[str, dict[str, Any]] = {}
        missing: list[str] = []
        with self._lock:
            for digest in dict.fromkeys(digests):
                hit = self._cache.get(digest)
                if hit is None:
                    missing.append(digest)
                else:
                    self._cache.move_to_end(digest)
                    found[digest] = hit
        if not missing or self._skipping():
            return found
        try:
            replies = self.server.hmget(self.key, missing)
        except Exception as exc:  # any Redis failure: store the pages in full rather than wait or fail
            self._failed(exc)
            return found
        for digest, raw in zip(missing, replies, strict=True):
            if raw is None:
                continue
            try:
                original = json.loads(raw)
            except ValueError:
                continue  # damaged entry: the page is stored in full, which rewrites nothing but costs space
            if isinstance(original, dict):
                self._remember(digest, original)
                found[digest] = original
        return found

    def add_many(self, originals: dict[str, dict[str, Any]]) -> None:
        """Record first durable copies, one pipelined round trip of HSETNX (a copy stored meanwhile by
        another worker stays the original)."""
        if not originals:
            return
        if not self._skipping():
            try:
                pipe = self.server.pipeline(transaction=False)
                for digest, original in originals.items():
                    pipe.hsetnx(self.key, digest, json.dumps(original, sort_keys=True))
                pipe.execute()
            except Exception as exc:
                self._failed(exc)
        for digest, original in originals.items():
            self._remember(digest, original)

    def get(self, digest: str) -> dict[str, Any] | None:
        return self.get_many([digest]).get(digest)

    def add(self, digest: str, original: dict[str, Any]) -> None:
        self.add_many({digest: original})

    def _remember(self, digest: str, original: dict[str, Any]) -> None:
        if self.cache_size <= 0:
            return
        with self._lock:
            self._cache[digest] = original
            if len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)

    def _failed(self, exc: Exception) -> None:
        self._down_until = time.monotonic() + self.retry_after
        self.errors += 1
        if self.errors == 1 or self.errors % 1000 == 0:
            logger.warning("Digest index unavailable (%s): pages are stored in full", redact(str(exc))[:200])


class Segment:
    """One open segment file: unbuffered appends, and a group-committed fsync."""

    def __init__(self, path: Path, key: str) -> None:
        self.path = path
        self.key = key
        self.handle = open(path, "ab", buffering=0)  # noqa: SIM115 (held open for the segment's life)
        self.size = path.stat().st_size
        self.synced = self.size
        self.opened_at = time.monotonic()
        self.sync_lock = threading.Lock()
        self.closed = False
        self.cdxj: list[str] = []  # index lines of the records written by this process

    def write(self, blob: bytes) -> tuple[int, int]:
        offset = self.size
        view = memoryview(blob)
        while view:
            written = self.handle.write(view)
            view = view[written:]
        self.size += len(blob)
        return offset, self.size

    def sync(self, upto: int) -> None:
        """Make the file durable at least up to byte `upto`; one fsync serves every writer waiting for it."""
        with self.sync_lock:
            if self.synced >= upto or self.closed:
                return
            target = self.size
            os.fsync(self.handle.fileno())
            self.synced = target

    def close(self) -> None:
        with self.sync_lock:
            if not self.closed:
                os.fsync(self.handle.fileno())
                self.synced = self.size
                self.handle.close()
                self.closed = True


def key_to_name(key: str) -> str:
    return key.replace("/", "~")


def name_to_key(name: str) -> str:
    return name.removesuffix(OPEN_SUFFIX).replace("~", "/")


class SegmentWriter:
    """Appends page records to this worker's open segment, rotates by size/age, recovers, uploads. Thread-safe."""

    def __init__(
        self,
        client: Any,
        bucket: str,
        *,
        folder: Path,
        worker: str,
        spider: str,
        prefix: str = "",
        max_bytes: int = 1024**3,
        max_seconds: float = 3600.0,
        part_bytes: int = 64 * 1024**2,
        digests: DigestIndex | None = None,
        compress_level: int = 3,
    ) -> None:
        self.client = client
        self.bucket = bucket
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)
        self.worker = safe_name(worker)
        self.spider = safe_name(spider)
        self.prefix = prefix
        self.max_bytes = max(4096, max_bytes)
        self.max_seconds = max(0.1, max_seconds)
        self.part_bytes = max(5 * 1024**2, part_bytes)  # S3's smallest multipart part
        self.digests = digests
        self.compress_level = min(9, max(1, compress_level))
        # Names never collide: worker id + this process's incarnation (start time, pid, random) + sequence.
        self.incarnation = f"{datetime.now(UTC):%Y%m%d%H%M%S}{os.getpid()}{secrets.token_hex(2)}"
        self._seq = 0
        self._lock = threading.Lock()
        self._current: Segment | None = None
        self._pending: dict[str, threading.Event] = {}  # digests being written now
        self._pending_lock = threading.Lock()
        self.records = 0
        self.revisits = 0
        self.uploaded = 0
        self.recover(self.folder)

    # --- writing --------------------------------------------------------------------------------------

    def append(self, capture: Capture) -> Pointer:
        """Write the page's records and fsync them; the returned pointer is durable."""
        return self.append_many([capture])[0]

    def append_many(self, captures: list[Capture]) -> list[Pointer]:
        """Write the pages' records with one fsync, one digest lookup and one digest update for them all.

        Every returned pointer is durable. A body met earlier in the same batch becomes a revisit of that
        record (one fsync makes both durable, the original first). A body that another thread is writing
        right now is written once that thread's batch is durable, as its revisit.
        """
        digests = [capture.digest for capture in captures]
        pointers: list[Pointer | None] = [None] * len(captures)
        if self.digests is None:
            self._write_batch(captures, digests, list(range(len(captures))), pointers)
            return pointers  # type: ignore[return-value]
        mine: dict[str, threading.Event] = {}
        busy: dict[int, threading.Event] = {}
        now: list[int] = []
        with self._pending_lock:
            for n, digest in enumerate(digests):
                other = None if digest in mine else self._pending.get(digest)
                if other is not None:
                    busy[n] = other
                    continue
                if digest not in mine:
                    mine[digest] = self._pending[digest] = threading.Event()
                now.append(n)
        try:
            self._write_batch(captures, digests, now, pointers)
        finally:
            with self._pending_lock:
                for digest, event in mine.items():
                    self._pending.pop(digest, None)
                    event.set()
        if busy:
            # Waited for with none of our own digests claimed, so two threads never wait for each other.
            for event in set(busy.values()):
                event.wait(timeout=60)
            for n, pointer in zip(busy, self.append_many([captures[n] for n in busy]), strict=True):
                pointers[n] = pointer
        return pointers  # type: ignore[return-value]

    def _write_batch(
        self, captures: list[Capture], digests: list[str], todo: list[int], pointers: list[Pointer | None]
    ) -> None:
        """Write the pages `todo` of `captures`, fsync once, then record their new digests; fills `pointers`."""
        if not todo:
            return
        stored = self.digests.get_many([digests[n] for n in todo]) if self.digests is not None else {}
        # digest -> (page of this batch holding the original record, what a revisit of it names)
        firsts: dict[str, tuple[int, dict[str, Any]]] = {}
        built: list[tuple[int, str, dict[str, Any] | None, bytes, bytes, Callable[[int, str], str]]] = []
        for n in todo:  # records are built (and compressed) outside the lock: appenders run in parallel
            capture, digest = captures[n], digests[n]
            original = stored.get(digest) or (firsts[digest][1] if digest in firsts else None)
            response_id = _record_id()
            blob_first, blob_rest = self._records(capture, digest, original, response_id)
            built.append((n, response_id, original, blob_first, blob_rest,
                          cdxj_line(capture, digest, original is not None, len(blob_first))))  # fmt: skip
            if original is None and self.digests is not None:
                firsts[digest] = (n, {"uri": capture.url, "date": _warc_date(capture.fetched_at), "id": response_id})
        offsets: dict[int, int] = {}
        with self._lock:
            segment = self._open()
            start = segment.size
            try:
                for n, _, _, blob_first, blob_rest, _ in built:
                    offsets[n], _ = segment.write(blob_first)
                    segment.write(blob_rest)
            except OSError:
                # Disk full or failing: cut the half-written batch off, so later records stay readable. The
                # batch is retried whole by the caller (none of its pages was reported durable).
                with contextlib.suppress(OSError):
                    os.ftruncate(segment.handle.fileno(), start)
                segment.size = start
                raise
            end = segment.size
            name = segment.key.rsplit("/", 1)[-1]
            for n, _, original, _, _, index_line in built:
                self.records += 1
                self.revisits += original is not None
                segment.cdxj.append(index_line(offsets[n], name))
            # Rotation only between batches: a segment ends at most one batch past S3_WARC_MAX_BYTES.
            if segment.size >= self.max_bytes:
                self._rotate()
        segment.sync(end)  # one fsync for the whole batch (and for other threads' batches written meanwhile)
        new: dict[str, dict[str, Any]] = {}
        for n, response_id, original, blob_first, _, _ in built:
            capture, digest = captures[n], digests[n]
            kind = "revisit" if original is not None else "response"
            pointer = Pointer(segment.key, offsets[n], len(blob_first), kind, digest)
            if original is not None:
                source = pointers[firsts[digest][0]] if digest not in stored else None  # met earlier in the batch
                refers = source.as_dict() if source is not None else original
                pointer.refers_to = {k: refers[k] for k in ("key", "offset", "length") if k in refers}
            elif self.digests is not None:
                # Only once durable: a revisit must never point at a record that could still be lost.
                new[digest] = {
                    "key": segment.key, "offset": offsets[n], "length": len(blob_first), "uri": capture.url,
                    "date": _warc_date(capture.fetched_at), "id": response_id,
                }  # fmt: skip
            pointers[n] = pointer
        if self.digests is not None:
            self.digests.add_many(new)

    def _records(
        self, capture: Capture, digest: str, original: dict[str, Any] | None, response_id: str
    ) -> tuple[bytes, bytes]:
        status = capture.status or 200
        try:
            reason = HTTPStatus(status).phrase
        except ValueError:
            reason = ""
        http_headers = StatusAndHeaders(f"{status} {reason}".strip(), capture.headers, capture.protocol or "HTTP/1.1")
        warc_date = _warc_date(capture.fetched_at)
        first, rest = io.BytesIO(), io.BytesIO()
        writer = WARCWriter(first, gzip=False, warc_version="1.1")  # compressed below, one gzip member each
        if original is None:
            record = writer.create_warc_record(
                # With the length given, warcio neither buffers the body in a temporary file nor digests it again.
                capture.url, "response", payload=io.BytesIO(capture.body), length=len(capture.body),
                http_headers=http_headers,
                warc_headers_dict={"WARC-Date": warc_date, "WARC-Record-ID": response_id,
                                   "WARC-Payload-Digest": digest},
            )  # fmt: skip
        else:
            record = writer.create_revisit_record(
                capture.url, digest, str(original.get("uri") or ""), str(original.get("date") or ""),
                http_headers=http_headers,
                warc_headers_dict={"WARC-Date": warc_date, "WARC-Record-ID": response_id},
            )  # fmt: skip
            if original.get("id"):
                record.rec_headers.add_header("WARC-Refers-To", str(original["id"]))
        writer.write_record(record)
        parts = urlsplit(capture.url)
        target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        request_headers = list(capture.request_headers)
        if not any(k.lower() == "host" for k, _ in request_headers):
            request_headers.insert(0, ("Host", parts.netloc))
        request = writer.create_warc_record(
            capture.url, "request", payload=io.BytesIO(b""), length=0,
            http_headers=StatusAndHeaders(f"{capture.method} {target} HTTP/1.1", request_headers,
                                          is_http_request=True),
            warc_headers_dict={"WARC-Date": warc_date, "WARC-Concurrent-To": response_id},
        )  # fmt: skip
        WARCWriter(rest, gzip=False, warc_version="1.1").write_record(request)
        # warcio compresses at level 9: about 3x slower than zlib's default 6 for 2-3% smaller records.
        return (gzip.compress(first.getvalue(), self.compress_level, mtime=0),
                gzip.compress(rest.getvalue(), self.compress_level, mtime=0))  # fmt: skip

    def _open(self) -> Segment:
        if self._current is not None:
            return self._current
        self._seq += 1
        now = datetime.now(UTC)
        name = f"{now:%Y%m%d%H%M%S}-{self.worker}-{self.incarnation}-{self._seq:05d}{SEGMENT_SUFFIX}"
        key = f"{self.prefix}{self.spider}/segments/{now:%Y/%m/%d}/{name}"
        path = self.folder / (key_to_name(key) + OPEN_SUFFIX)
        info = io.BytesIO()
        writer = WARCWriter(info, gzip=True, warc_version="1.1")
        writer.write_record(writer.create_warcinfo_record(name, {
            "software": "newscrawler (Scrapy, warcio)", "format": "WARC File Format 1.1",
            "conformsTo": "https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/",
            "isPartOf": self.spider, "operator-worker": self.worker,
        }))  # fmt: skip
        with open(path, "wb") as handle:
            handle.write(info.getvalue())
            handle.flush()
            os.fsync(handle.fileno())
        fsync_dir(self.folder)
        self._current = Segment(path, key)
        return self._current

    def _rotate(self) -> None:
        segment, self._current = self._current, None
        if segment is None:
            return
        segment.close()
        closed = segment.path.with_name(segment.path.name.removesuffix(OPEN_SUFFIX))
        # The index as written (re-reading a 1 GiB segment to index it would cost far more); atomic, so a
        # torn index never exists -- without one, the upload indexes the segment itself.
        write_durably(closed.with_name(closed.name + CDXJ_SUFFIX), "".join(sorted(segment.cdxj)).encode())
        segment.path.rename(closed)
        fsync_dir(self.folder)

    def roll_if_due(self) -> bool:
        with self._lock:
            if self._current is not None and time.monotonic() - self._current.opened_at >= self.max_seconds:
                self._rotate()
                return True
        return False

    # --- recovery -------------------------------------------------------------------------------------

    def recover(self, folder: Path) -> int:
        """Close segments a dead process left open in `folder`: cut each back to its last complete record."""
        count = 0
        for path in sorted(folder.glob(f"*{OPEN_SUFFIX}")):
            if self._current is not None and path == self._current.path:
                continue
            good = 0
            try:
                with open(path, "rb") as handle:
                    records = ArchiveIterator(handle)
                    for record in records:
                        record.content_stream().read()
                        good = records.get_record_offset() + records.get_record_length()
            except Exception as exc:  # a torn gzip member at the end: never acked, everything before is kept
                logger.info("Segment %s ends with a partial record (%s); truncating", path.name, exc)
            if good == 0:
                remove_durably(path)
                continue
            os.truncate(path, good)
            path.rename(path.with_name(path.name.removesuffix(OPEN_SUFFIX)))
            fsync_dir(folder)
            logger.info("Closed segment %s left open by a stopped worker (%d bytes kept)", path.name, good)
            count += 1
        return count

    # --- uploading ------------------------------------------------------------------------------------

    def ready(self, folder: Path) -> list[Path]:
        return sorted(folder.glob(f"*{SEGMENT_SUFFIX}"))

    def abort_orphaned_uploads(self, folders: list[Path], older_than: float) -> tuple[int, int]:
        """Abort the multipart uploads of this spider's segments that killed workers left: (aborted, errors).

        An upload is orphaned when its segment lies in one of `folders` -- this worker's and the ones it
        adopted, whose owners are dead; only this thread uploads them, and each is uploaded again whole from
        its file -- or when it was started more than `older_than` seconds ago (say, a worker whose volume
        is gone). Aborting frees the parts at once; the bucket's AbortIncompleteMultipartUpload lifecycle
        rule stays the backstop for anything this misses.
        """
        ours = {
            name_to_key(path.name)
            for folder in folders
            if folder.is_dir()
            for path in folder.iterdir()
            if path.name.endswith((SEGMENT_SUFFIX, SEGMENT_SUFFIX + OPEN_SUFFIX))
        }
        prefix = f"{self.prefix}{self.spider}/segments/"
        now = datetime.now(UTC)
        aborted = 0
        try:
            for page in self.client.get_paginator("list_multipart_uploads").paginate(Bucket=self.bucket, Prefix=prefix):
                for upload in page.get("Uploads", []):
                    key, started = upload["Key"], upload.get("Initiated")
                    age = (now - started).total_seconds() if isinstance(started, datetime) else 0.0
                    if key not in ours and age <= older_than:
                        continue  # possibly a live worker's upload in progress
                    try:
                        self.client.abort_multipart_upload(Bucket=self.bucket, Key=key, UploadId=upload["UploadId"])
                    except ClientError as exc:
                        if str(exc.response.get("Error", {}).get("Code")) != "NoSuchUpload":  # gone meanwhile
                            raise
                        continue
                    aborted += 1
                    logger.info("Aborted the multipart upload of %s left by a stopped worker (started %.0f s ago)",
                                key, age)  # fmt: skip
        except (BotoCoreError, ClientError) as exc:
            logger.warning("Listing or aborting orphaned multipart uploads failed (%s); will retry",
                           redact(str(exc))[:200])  # fmt: skip
            return aborted, 1
        return aborted, 0

    def upload_ready(self, folders: list[Path]) -> tuple[int, int]:
        """Upload closed segments (and their CDXJ) of `folders`, removing each once stored: (uploaded, errors)."""
        from boto3.s3.transfer import TransferConfig

        config = TransferConfig(multipart_threshold=self.part_bytes, multipart_chunksize=self.part_bytes,
                                max_concurrency=1, use_threads=False)  # fmt: skip
        done = 0
        for folder in folders:
            for path in self.ready(folder):
                key = name_to_key(path.name)
                sidecar = path.with_name(path.name + CDXJ_SUFFIX)
                try:
                    index = sidecar.read_bytes() if sidecar.exists() else cdxj_for(path, key.rsplit("/", 1)[-1])
                    self.client.upload_file(str(path), self.bucket, key, Config=config,
                                            ExtraArgs={"ContentType": "application/warc"})  # fmt: skip
                    self.client.put_object(Bucket=self.bucket, Key=key.removesuffix(SEGMENT_SUFFIX) + CDXJ_SUFFIX,
                                           Body=index, ContentType="text/plain")  # fmt: skip
                except (BotoCoreError, ClientError) as exc:
                    logger.warning("Segment upload of %s failed (%s); will retry", path.name, redact(str(exc))[:200])
                    return done, 1
                except Exception as exc:  # an unreadable segment: keep it for a person, go on with the others
                    logger.error("Segment %s cannot be indexed (%s); left in place", path, exc)
                    continue
                remove_durably(path, sidecar)
                done += 1
        self.uploaded += done
        return done, 0

    def close(self) -> None:
        with self._lock:
            self._rotate()


class GroupCommit:
    """Feeds a `SegmentWriter` in batches: the pages that arrive while earlier batches are being written
    go together into the next one (one digest lookup, one fsync, one digest update per batch).

    `threads` batches are written at once, so the compression of one overlaps the fsync of another. A
    page's future completes only once its records are durable. Under light traffic a batch is one page
    and nothing waits for company; batches grow with the load, up to `max_batch` pages.
    """

    def __init__(self, writer: SegmentWriter, threads: int = 4, max_batch: int = 64, retry_delay: float = 2.0) -> None:
        self.writer = writer
        self.max_batch = max(1, max_batch)
        self.retry_delay = retry_delay
        self._queue: deque[tuple[Capture, Future[Pointer]]] = deque()
        self._ready = threading.Condition()
        self._closing = False
        self.batches = 0
        self._threads = [
            threading.Thread(target=self._work, name=f"warc-append-{n}", daemon=True) for n in range(max(1, threads))
        ]
        for thread in self._threads:
            thread.start()

    def submit(self, capture: Capture) -> Future[Pointer]:
        future: Future[Pointer] = Future()
        with self._ready:
            if self._closing:
                raise RuntimeError("GroupCommit is closed")
            self._queue.append((capture, future))
            self._ready.notify()
        return future

    def _work(self) -> None:
        while True:
            with self._ready:
                while not self._queue and not self._closing:
                    self._ready.wait()
                if not self._queue:
                    return
                batch = [self._queue.popleft() for _ in range(min(len(self._queue), self.max_batch))]
            self.batches += 1
            captures = [capture for capture, _ in batch]
            try:
                pointers = self._append(captures)
            except Exception as exc:  # a bug, not an outage: each page's caller reports it
                for _, future in batch:
                    future.set_exception(exc)
                continue
            for (_, future), pointer in zip(batch, pointers, strict=True):
                future.set_result(pointer)

    def _append(self, captures: list[Capture]) -> list[Pointer]:
        failing = f"Cannot write a WARC segment in {self.writer.folder}"
        return until_stored(lambda: self.writer.append_many(captures), failing, self.retry_delay)

    def close(self) -> None:
        """Write what is queued, then stop the threads."""
        with self._ready:
            self._closing = True
            self._ready.notify_all()
        for thread in self._threads:
            if thread is not threading.current_thread():
                thread.join()


def cdxj_for(path: Path, filename: str) -> bytes:
    """The CDXJ index of one segment (cdxj-indexer: SURT, timestamp, JSON with offset/length/digest/status)."""
    import warnings

    with warnings.catch_warnings():  # its AMF dependency imports the deprecated pkg_resources
        warnings.simplefilter("ignore", UserWarning)
        from cdxj_indexer.main import CDXJIndexer

    out = io.StringIO()
    with open(path, "rb") as handle:
        CDXJIndexer(output=out, inputs=[handle], filename=filename, sort=True).process_all()
    return out.getvalue().encode()


def cdxj_line(capture: Capture, digest: str, revisit: bool, length: int) -> Callable[[int, str], str]:
    """The CDXJ line of one record, as cdxj-indexer writes it, once its offset and file name are known."""
    import surt

    mime = "warc/revisit" if revisit else ""
    if not revisit:
        content_type = next((v for k, v in capture.headers if k.lower() == "content-type"), "")
        mime = _CDXJ_SPACE.split(content_type, 1)[0].strip()
    try:
        key = surt.surt(capture.url)
    except Exception:  # an odd URL must not fail a store; its line sorts by the URL itself
        key = capture.url
    head = f"{key} {iso_date_to_timestamp(_warc_date(capture.fetched_at))} "
    entry = {"url": capture.url, "mime": mime, "status": str(capture.status or 200), "digest": digest,
             "length": str(length)}  # fmt: skip

    def line(offset: int, filename: str) -> str:
        return head + json.dumps({**entry, "offset": str(offset), "filename": filename}) + "\n"

    return line


def read_pointer(client: Any, bucket: str, pointer: dict[str, Any], decoded: bool = False) -> tuple[Any, bytes]:
    """One ranged GET: the record at `pointer` and its payload, as stored or (`decoded`) Content-Encoding removed."""
    start = int(pointer["offset"])
    end = start + int(pointer["length"]) - 1
    data = client.get_object(Bucket=bucket, Key=pointer["key"], Range=f"bytes={start}-{end}")["Body"].read()
    record = next(iter(ArchiveIterator(io.BytesIO(data))))
    return record, (record.content_stream() if decoded else record.raw_stream).read()


def _record_id() -> str:
    import uuid

    return f"<urn:uuid:{uuid.uuid4()}>"


def _warc_date(fetched_at: str) -> str:
    try:
        when = datetime.fromisoformat(fetched_at)
        when = when.astimezone(UTC) if when.tzinfo else when.replace(tzinfo=UTC)
    except ValueError:
        when = datetime.now(UTC)
    return when.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
