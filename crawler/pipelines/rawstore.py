"""Raw page store: every article's page as fetched, in S3 -- WARC segments (default) or one object per page.

`S3_RAW_FORMAT=warc` (default; `crawler/pipelines/warc.py`): pages are appended as WARC/1.1 records to this
worker's open segment, fsynced on local disk (`S3_SPOOL_DIR/<worker>/segments/`, a volume that must outlive
the worker) before `process_item` completes; segments rotate at `S3_WARC_MAX_BYTES` / `S3_WARC_MAX_SECONDS`
and are uploaded whole with a CDXJ index, so S3 sees a few requests per thousand pages. Bodies already
stored (payload digest in the Redis hash `S3_WARC_DEDUP_KEY`) become `revisit` records. The item gets
`warc = {key, offset, length, type, digest[, refers_to]}`: one ranged GET reads the page back.

`S3_RAW_FORMAT=objects` (the former default, for small crawls), layout after `S3_KEY_PREFIX`:

    <spider>/<yyyy>/<mm>/<dd>/<sha256>.html.gz     the response body, gzip (gunzip gives the exact bytes)
    <spider>/<yyyy>/<mm>/<dd>/<sha256>.meta.json   url, status, fetched_at, worker, sha256, size, headers
    <spider>/by-sha256/<sha256[:2]>/<sha256>.json  dedup index: {"key": ..., "meta_key": ...}

The date is the UTC fetch date of the first copy. Dedup across workers and days: before uploading, a
worker reads the body's index object (content-addressed, so every worker looks in the same place); if
it exists, the page is not uploaded again and the item gets the stored key. The index is written last,
so it never points at a body that is not there yet. Each worker also remembers recent hashes
(`S3_DEDUP_CACHE_SIZE`, also the size of the WARC digest cache) so repeats cost no request at all. If S3
fails (retried with backoff for `S3_OUTAGE_SECONDS`), the page is spooled to `S3_SPOOL_DIR/<worker>/` under
its final key and uploaded later (every `S3_UNSPOOL_INTERVAL` s, at start and at close).

Both formats: work runs on `S3_UPLOAD_THREADS` threads, never on the reactor; at most `S3_UPLOAD_THREADS +
S3_QUEUE_SIZE` pages are in the store stage, further items wait in `process_item` (backpressure). An item
completes only when its page is durable (uploaded, or fsynced locally). Folders of dead workers (owner
lock free) are adopted by any worker sharing `S3_SPOOL_DIR`: their spooled pages and segments are uploaded.

Stats: s3/uploaded, s3/deduplicated, s3/spooled, s3/unspooled, s3/errors (failed S3 calls), s3/no_body;
WARC: s3/warc_records, s3/warc_revisits, s3/warc_decoded (no raw capture: decoded body recorded),
s3/segments_uploaded, s3/dedup_errors, s3/dedup_skipped, s3/multipart_aborted (multipart uploads killed
workers left, aborted at start and on adoption).
Settings: S3_ENDPOINT_URL, S3_BUCKET, S3_REGION, S3_ADDRESSING_STYLE, S3_KEY_PREFIX, S3_UPLOAD_THREADS,
S3_QUEUE_SIZE, S3_OUTAGE_SECONDS, S3_RETRY_BACKOFF_MAX, S3_SPOOL_DIR, S3_UNSPOOL_INTERVAL,
S3_DEDUP_CACHE_SIZE, S3_CONNECT_TIMEOUT, S3_READ_TIMEOUT, S3_RAW_FORMAT, S3_WARC_MAX_BYTES,
S3_WARC_MAX_SECONDS, S3_WARC_PART_BYTES, S3_WARC_DEDUP_KEY, S3_WARC_COMPRESS_LEVEL,
S3_WARC_ORPHAN_UPLOAD_SECONDS; credentials come from
boto3's usual sources.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError
from itemadapter import ItemAdapter
from scrapy.exceptions import NotConfigured
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet import defer, reactor, task, threads
from twisted.python.failure import Failure
from twisted.python.threadpool import ThreadPool

from crawler.frontier.connection import redact
from crawler.items import RAW_FIELDS
from crawler.pipelines.localdisk import remove_durably, safe_name, write_durably
from crawler.pipelines.outbox import Backoff, Outbox, until_stored

logger = logging.getLogger(__name__)

_TRANSIENT_CODES = {"SlowDown", "RequestTimeout", "ServiceUnavailable", "InternalError", "Throttling", "503", "500"}
_MISSING_CODES = {"404", "NoSuchKey", "NotFound"}


def s3_client(
    endpoint_url: str | None,
    region: str,
    addressing_style: str = "path",
    connect_timeout: float = 2.0,
    read_timeout: float = 20.0,
    max_pool_connections: int = 10,
) -> Any:
    """A boto3 S3 client for AWS, MinIO or SeaweedFS. Retries are ours (bounded, then spool), not botocore's."""
    import boto3
    from botocore.config import Config

    config = Config(
        s3={"addressing_style": addressing_style},
        retries={"mode": "standard", "total_max_attempts": 1},
        connect_timeout=connect_timeout,
        read_timeout=read_timeout,
        max_pool_connections=max_pool_connections,
    )
    return boto3.client("s3", endpoint_url=endpoint_url or None, region_name=region, config=config)


def is_transient(exc: Exception) -> bool:
    """Network errors, timeouts, 5xx and throttling; 4xx (auth, missing bucket) are configuration errors."""
    if isinstance(exc, BotoCoreError):
        return True
    if isinstance(exc, ClientError):
        status = int(exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode") or 0)
        return status >= 500 or str(exc.response.get("Error", {}).get("Code")) in _TRANSIENT_CODES
    return False


def _is_missing(exc: ClientError) -> bool:
    return str(exc.response.get("Error", {}).get("Code")) in _MISSING_CODES


class S3Unavailable(Exception):
    """S3 could not be used within the outage bound (or refused the request for good)."""

    def __init__(self, message: str, errors: int, permanent: bool = False) -> None:
        super().__init__(message)
        self.errors = errors
        self.permanent = permanent  # refused (4xx), not an outage


@dataclass
class RawPage:
    """One fetched page and what is known about the fetch."""

    body: bytes
    url: str
    spider: str
    worker: str
    status: int | None = None
    fetched_at: str = ""
    headers: dict[str, list[str]] = field(default_factory=dict)
    sha256: str = ""

    def __post_init__(self) -> None:
        if not self.sha256:
            self.sha256 = hashlib.sha256(self.body).hexdigest()
        if not self.fetched_at:
            self.fetched_at = datetime.now(UTC).isoformat(timespec="seconds")

    @property
    def day(self) -> datetime:
        try:
            when = datetime.fromisoformat(self.fetched_at)
        except ValueError:
            return datetime.now(UTC)
        return when.astimezone(UTC) if when.tzinfo else when

    def metadata(self, key: str) -> dict[str, Any]:
        return {
            "key": key,
            "url": self.url,
            "status": self.status,
            "fetched_at": self.fetched_at,
            "worker": self.worker,
            "spider": self.spider,
            "sha256": self.sha256,
            "size": len(self.body),
            "compression": "gzip",
            "headers": self.headers,
        }


@dataclass
class Stored:
    """Where a page went: its key and "uploaded", "deduplicated" or "spooled"; `errors` failed S3 calls."""

    key: str
    outcome: str
    errors: int = 0


def plain_headers(headers: Any) -> dict[str, list[str]]:
    """Headers as {name: [values]} of strings, whatever shape they came in (bad input never fails a store)."""
    if not isinstance(headers, dict):
        return {}
    out: dict[str, list[str]] = {}
    for name, values in headers.items():
        values = values if isinstance(values, list | tuple) else [values]
        out[_text(name)] = [_text(v) for v in values]
    return out


def _text(value: Any) -> str:
    return value.decode("latin-1") if isinstance(value, bytes) else str(value)


def meta_key_for(body_key: str) -> str:
    return body_key.removesuffix(".html.gz") + ".meta.json"


class RawStore:
    """Synchronous, thread-safe raw page store: dedup lookup, upload, spool, unspool.

    Used from the pipeline's upload threads, and directly by tests and the benchmark.
    """

    def __init__(
        self,
        client: Any,
        bucket: str,
        *,
        spool_dir: Path,
        worker: str,
        prefix: str = "",
        outage_seconds: float = 10.0,
        backoff_max: float = 2.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.client = client
        self.bucket = bucket
        self.prefix = prefix
        self.outage_seconds = outage_seconds
        self.backoff_max = max(0.05, backoff_max)
        self.sleep = sleep
        # True after S3 failed past the bound: pages then spool at once until an unspool pass gets through.
        self.down = False
        self.spool_root = spool_dir
        self.worker = worker
        # This worker's folder <spool>/<worker>/ (pages and WARC segments) and the dead workers' it adopts.
        self.outbox = Outbox(spool_dir, worker, what="S3 spool", emptied="uploaded")
        self.spool_dir = self.outbox.path
        self.spool_dir.mkdir(parents=True, exist_ok=True)
        clean_torn(self.spool_dir)

    @property
    def lock(self) -> Any:
        return self.outbox.lock

    # --- keys -----------------------------------------------------------------------------------------

    def body_key(self, page: RawPage) -> str:
        day = page.day
        return f"{self.prefix}{safe_name(page.spider)}/{day:%Y/%m/%d}/{page.sha256}.html.gz"

    def index_key(self, page: RawPage) -> str:
        return f"{self.prefix}{safe_name(page.spider)}/by-sha256/{page.sha256[:2]}/{page.sha256}.json"

    # --- storing --------------------------------------------------------------------------------------

    def store(self, page: RawPage) -> Stored:
        """Upload `page` unless already stored; spool it to local disk if S3 cannot take it."""
        if self.down:
            return self.spool(page)
        try:
            return self._with_retry(lambda: self._upload(page))
        except S3Unavailable as exc:
            if not self.down:
                logger.warning("S3 unavailable (%s): spooling raw pages to %s", exc, self.spool_dir)
            self.down = True
            stored = self.spool(page)
            stored.errors += exc.errors
            return stored

    def lookup(self, page: RawPage) -> str | None:
        """The key under which this body is already stored (by anyone, any day), or None."""
        try:
            reply = self.client.get_object(Bucket=self.bucket, Key=self.index_key(page))
        except ClientError as exc:
            if _is_missing(exc):
                return None
            raise
        try:
            key = json.loads(reply["Body"].read())["key"]
        except (ValueError, KeyError, TypeError):
            return None  # a damaged index entry: store the body again, which rewrites it
        return str(key)

    def _upload(self, page: RawPage) -> Stored:
        existing = self.lookup(page)
        if existing:
            return Stored(existing, "deduplicated")
        key = self.body_key(page)
        self._put_page(page.metadata(key), gzip.compress(page.body, mtime=0), self.index_key(page), check_index=False)
        return Stored(key, "uploaded")

    def _put_page(self, meta: dict[str, Any], gz: bytes, index_key: str, check_index: bool) -> None:
        key = meta["key"]
        self.client.put_object(
            Bucket=self.bucket, Key=key, Body=gz, ContentType="application/gzip", Metadata={"sha256": meta["sha256"]}
        )
        self.client.put_object(
            Bucket=self.bucket,
            Key=meta_key_for(key),
            Body=json.dumps(meta, ensure_ascii=False, sort_keys=True).encode(),
            ContentType="application/json",
        )
        # The index goes last: whoever finds it finds the body too. A spooled page keeps its own key
        # (its item already points there), so it never replaces an index entry made in the meantime.
        if check_index:
            try:
                self.client.head_object(Bucket=self.bucket, Key=index_key)
                return
            except ClientError as exc:
                if not _is_missing(exc):
                    raise
        index = {"key": key, "meta_key": meta_key_for(key), "sha256": meta["sha256"]}
        self.client.put_object(
            Bucket=self.bucket, Key=index_key, Body=json.dumps(index).encode(), ContentType="application/json"
        )

    def _with_retry(self, call: Callable[[], Stored], seconds: float | None = None) -> Stored:
        backoff = Backoff.for_seconds(self.outage_seconds if seconds is None else seconds, self.backoff_max, self.sleep)
        errors = 0
        while True:
            try:
                stored = call()
                stored.errors += errors
                return stored
            except (BotoCoreError, ClientError) as exc:
                errors += 1
                message = redact(f"{type(exc).__name__}: {exc}")[:300]
                if not is_transient(exc):
                    logger.error("S3 refused a request (%s): check S3_BUCKET, the endpoint and credentials", message)
                    raise S3Unavailable(message, errors, permanent=True) from None
                if not backoff.pause():
                    raise S3Unavailable(message, errors) from None

    # --- spool ----------------------------------------------------------------------------------------

    def _spool_paths(self, folder: Path, key: str) -> tuple[Path, Path]:
        name = key.replace("/", "~")
        return folder / f"{name}.gz", folder / f"{name}.json"

    def spool(self, page: RawPage) -> Stored:
        """Keep the page on local disk under its final key (the item is told that key now)."""
        key = self.body_key(page)
        gz_path, meta_path = self._spool_paths(self.spool_dir, key)
        record = {"meta": page.metadata(key), "index_key": self.index_key(page)}
        body = gzip.compress(page.body, mtime=0)

        def write() -> Stored:
            write_durably(gz_path, body)
            write_durably(meta_path, json.dumps(record, ensure_ascii=False).encode())  # commit record
            return Stored(key, "spooled")

        return until_stored(write, f"Cannot spool a raw page to {self.spool_dir}", self.backoff_max, self.sleep)

    def spooled(self) -> int:
        return sum(1 for _ in self.spool_dir.glob("*.json"))

    def _adopt_orphans(self) -> None:
        # A folder counts by its lock file: once emptied, an adopted folder's lock is removed (see below).
        folders = [lock.with_suffix("") for lock in sorted(self.spool_root.glob("*.lock"))]
        for folder in self.outbox.adopt(f for f in folders if f.is_dir()):
            clean_torn(folder)  # the dead owner may have been killed mid-spool
            logger.info("Adopted the S3 spool %s of a stopped worker", folder.name)

    def folders(self) -> list[Path]:
        """This worker's spool folder and the adopted ones (each may hold spooled pages and WARC segments)."""
        return self.outbox.entries()

    def release_done(self) -> None:
        """Give back adopted folders that hold nothing more to upload."""
        for folder in list(self.outbox.adopted):
            if not any(folder.glob("*.json")) and not any((folder / "segments").glob("*.warc.gz*")):
                self.outbox.give_back(folder)

    def has_backlog(self) -> bool:
        self._adopt_orphans()
        return any(next(folder.glob("*.json"), None) for folder in self.folders())

    def unspool(self) -> tuple[int, int]:
        """Upload spooled pages (ours and adopted ones), removing each once stored: (uploaded, errors)."""
        uploaded = errors = 0
        if not self.has_backlog():
            self.down = False if self.down and self.reachable() else self.down
            return 0, 0
        if not self.reachable():
            return 0, 1
        for folder in [*self.outbox.adopted, self.spool_dir]:
            for meta_path in sorted(folder.glob("*.json")):
                gz_path = meta_path.with_suffix(".gz")
                try:
                    record = json.loads(meta_path.read_bytes())
                    gz = gz_path.read_bytes()
                except (OSError, ValueError) as exc:
                    logger.error("Unreadable spooled page %s (%s); left in place", meta_path, exc)
                    continue
                try:
                    stored = self._with_retry(
                        lambda r=record, g=gz: self._unspool_one(r, g), seconds=min(self.outage_seconds, 5.0)
                    )
                except S3Unavailable as exc:
                    errors += exc.errors
                    if exc.permanent:
                        continue  # refused for this entry: keep it (logged), do not hold back the others
                    logger.warning("S3 unavailable again while unspooling (%s)", exc)
                    return uploaded, errors
                errors += stored.errors
                remove_durably(meta_path, gz_path)
                uploaded += 1
        self.release_done()
        if uploaded:
            logger.info("Uploaded %d spooled raw pages to S3", uploaded)
        self.down = False
        return uploaded, errors

    def _unspool_one(self, record: dict[str, Any], gz: bytes) -> Stored:
        self._put_page(record["meta"], gz, record["index_key"], check_index=True)
        return Stored(record["meta"]["key"], "unspooled")

    def reachable(self) -> bool:
        try:
            self.client.head_bucket(Bucket=self.bucket)
            return True
        except (BotoCoreError, ClientError):
            return False

    def close(self) -> None:
        self.outbox.close()


def clean_torn(folder: Path) -> None:
    """Remove what a kill mid-spool leaves: bodies without their commit record, and temporary files.

    Neither was ever reported durable, so their requests were never acked and are crawled again.
    """
    torn = [p for p in folder.glob("*.gz") if not p.with_suffix(".json").exists()]
    torn += list(folder.glob(".*.tmp"))
    if torn:
        logger.info("Removing %d torn spool files in %s (never reported stored)", len(torn), folder)
        remove_durably(*torn)


class RawStorePipeline:
    """Scrapy side of the raw store: WARC segments or per-page objects, bounded store stage, timers, stats."""

    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.stats = crawler.stats
        self.bucket: str = settings.get("S3_BUCKET")
        if not self.bucket:
            raise NotConfigured("S3_BUCKET is empty")
        self.endpoint: str = settings.get("S3_ENDPOINT_URL") or ""
        self.region: str = settings.get("S3_REGION") or "us-east-1"
        self.addressing_style: str = settings.get("S3_ADDRESSING_STYLE", "path")
        self.threads = max(1, settings.getint("S3_UPLOAD_THREADS", 4))
        self.queue_size = max(0, settings.getint("S3_QUEUE_SIZE", 32))
        self.unspool_interval = max(0.1, settings.getfloat("S3_UNSPOOL_INTERVAL", 5.0))
        self.cache_size = max(0, settings.getint("S3_DEDUP_CACHE_SIZE", 100_000))
        self.connect_timeout = settings.getfloat("S3_CONNECT_TIMEOUT", 2.0)
        self.read_timeout = settings.getfloat("S3_READ_TIMEOUT", 20.0)
        self.worker: str = settings.get("WORKER_ID") or "worker"
        self.store_kwargs = {
            "spool_dir": Path(settings.get("S3_SPOOL_DIR", "var/storage/s3-spool")).resolve(),
            "worker": self.worker,
            "prefix": settings.get("S3_KEY_PREFIX", ""),
            "outage_seconds": settings.getfloat("S3_OUTAGE_SECONDS", 10.0),
            "backoff_max": settings.getfloat("S3_RETRY_BACKOFF_MAX", 2.0),
        }
        self.format: str = (settings.get("S3_RAW_FORMAT") or "warc").lower()
        if self.format == "gzip":  # the former name of the per-page layout
            self.format = "objects"
        if self.format not in ("warc", "objects"):
            raise ValueError(f"S3_RAW_FORMAT must be warc or objects, got {self.format!r}")
        self.store: RawStore | None = None
        self.segments: Any = None  # crawler.pipelines.warc.SegmentWriter in the warc format
        self.committer: Any = None  # crawler.pipelines.warc.GroupCommit feeding it
        self._pool: ThreadPool | None = None
        self._unspool_pool: ThreadPool | None = None
        self._slots = defer.DeferredSemaphore(self.threads + self.queue_size)
        self._known: OrderedDict[str, str] = OrderedDict()  # sha256 -> key, most recent last
        self._waiting: dict[str, list[defer.Deferred[str | None]]] = {}  # identical bodies in flight
        self._inflight: set[defer.Deferred[Any]] = set()
        self._unspool_queued = False
        self._loop: task.LoopingCall | None = None
        self.orphan_upload_seconds = max(0.0, settings.getfloat("S3_WARC_ORPHAN_UPLOAD_SECONDS", 3600.0))
        self._swept: set[Path] | None = None  # folders held at the last orphaned-upload sweep (None: not yet)

    @classmethod
    def from_crawler(cls, crawler: Any) -> RawStorePipeline:
        return cls(crawler)

    @property
    def spider_name(self) -> str:
        spider = getattr(self.crawler, "spider", None)
        return getattr(spider, "name", None) or "spider"

    def open_spider(self) -> None:
        client = s3_client(
            self.endpoint, self.region, self.addressing_style, self.connect_timeout, self.read_timeout,
            max_pool_connections=self.threads + 2,
        )  # fmt: skip
        self.store = RawStore(client, self.bucket, **self.store_kwargs)  # type: ignore[arg-type]
        self._pool = ThreadPool(minthreads=1, maxthreads=self.threads, name="s3-upload")
        self._unspool_pool = ThreadPool(minthreads=1, maxthreads=1, name="s3-unspool")
        self._pool.start()
        self._unspool_pool.start()
        reactor.addSystemEventTrigger("after", "shutdown", self._stop_pools)
        if self.format == "warc":
            from crawler.pipelines.warc import GroupCommit

            self.segments = self._segment_writer(client)
            self.committer = GroupCommit(self.segments, self.threads, retry_delay=self.store.backoff_max)
        logger.info(
            "Raw page store: s3 %s bucket %s, format %s, %d threads, queue %d, spool %s",
            redact(self.endpoint or "(AWS)"), self.bucket, self.format, self.threads, self.queue_size,
            self.store.spool_dir,
        )  # fmt: skip
        # First pass at once: pages and segments a previous run (or a dead worker) left on disk.
        self._loop = task.LoopingCall(self._maybe_unspool)
        self._loop.start(self.unspool_interval, now=True)

    def _segment_writer(self, client: Any) -> Any:
        from crawler.opsio import ops_redis_from_settings
        from crawler.pipelines.warc import DigestIndex, SegmentWriter

        assert self.store is not None
        settings = self.crawler.settings
        key = settings.get("S3_WARC_DEDUP_KEY", "{%(name)s}:raw:digests") % {"name": self.spider_name}
        # Short timeouts (it runs on the group commit's threads, never on the reactor): a Redis that does
        # not answer holds a commit one OPS_REDIS_SOCKET_TIMEOUT, then pages are stored in full for a while.
        digests = DigestIndex(ops_redis_from_settings(settings), key, self.cache_size)
        return SegmentWriter(
            client, self.bucket, folder=self.store.spool_dir / "segments", worker=self.store.spool_dir.name,
            spider=self.spider_name, prefix=self.store.prefix,
            max_bytes=settings.getint("S3_WARC_MAX_BYTES", 1024**3),
            max_seconds=settings.getfloat("S3_WARC_MAX_SECONDS", 600.0),
            part_bytes=settings.getint("S3_WARC_PART_BYTES", 64 * 1024**2), digests=digests,
            compress_level=settings.getint("S3_WARC_COMPRESS_LEVEL", 3),
        )  # fmt: skip

    async def process_item(self, item: Any) -> Any:
        adapter = ItemAdapter(item)
        body = adapter.pop("raw_body", None)
        headers = adapter.pop("raw_headers", None)
        request = adapter.pop("raw_request", None)
        for name in RAW_FIELDS:
            adapter.pop(name, None)
        if body is None:
            self.stats.inc_value("s3/no_body")
            return item
        if isinstance(body, str):
            body = body.encode("utf-8")
        if not isinstance(body, bytes | bytearray | memoryview):
            self.stats.inc_value("s3/no_body")
            logger.warning("Raw body of %s is a %s, not bytes: not stored", adapter.get("url"), type(body).__name__)
            return item
        status = adapter.get("status") if isinstance(adapter.get("status"), int) else None
        if self.segments is not None:
            pointer = await self._store_warc(adapter, bytes(body), status, headers, request)
            if pointer is not None:
                adapter["warc"] = pointer
            return item
        page = RawPage(
            body=bytes(body),
            url=str(adapter.get("url") or ""),
            spider=self.spider_name,
            worker=str(adapter.get("worker") or self.worker),
            status=status,
            fetched_at=str(adapter.get("fetched_at") or ""),
            headers=plain_headers(headers),
        )
        key = await self._store(page)
        if key is not None:
            adapter["raw_key"] = key
        return item

    # --- WARC segments --------------------------------------------------------------------------------

    async def _store_warc(
        self, adapter: ItemAdapter, body: bytes, status: int | None, headers: Any, request: Any
    ) -> dict[str, Any] | None:
        from crawler.pipelines.warc import Capture

        request = request if isinstance(request, dict) else None
        capture = Capture(
            url=str(adapter.get("url") or ""),
            body=body,
            status=status or 200,
            headers=_pairs(plain_headers(headers)),
            protocol=str((request or {}).get("protocol") or "HTTP/1.1"),
            method=str((request or {}).get("method") or "GET"),
            request_headers=_pairs(plain_headers((request or {}).get("headers"))),
            fetched_at=str(adapter.get("fetched_at") or ""),
            wire=request is not None,
        )
        errors_before = self.segments.digests.errors if self.segments.digests is not None else 0
        skipped_before = self.segments.digests.skipped if self.segments.digests is not None else 0
        try:
            pointer = await self._committed(capture)
        except Exception as exc:  # a bug, not an outage (S3 is not involved here): keep the item, report loudly
            self.stats.inc_value("s3/errors")
            logger.error("Raw page of %s not stored: %s", capture.url, redact(f"{type(exc).__name__}: {exc}"))
            return None
        self.stats.inc_value("s3/warc_records")
        if pointer.type == "revisit":
            self.stats.inc_value("s3/warc_revisits")
        if not capture.wire:
            self.stats.inc_value("s3/warc_decoded")
        if self.segments.digests is not None and self.segments.digests.errors > errors_before:
            self.stats.inc_value("s3/dedup_errors", self.segments.digests.errors - errors_before)
        if self.segments.digests is not None and self.segments.digests.skipped > skipped_before:
            self.stats.inc_value("s3/dedup_skipped", self.segments.digests.skipped - skipped_before)
        return pointer.as_dict()

    async def _committed(self, capture: Any) -> Any:
        """The page's durable pointer, written in a group commit with the pages queued beside it."""
        await maybe_deferred_to_future(self._slots.acquire())
        try:
            d: defer.Deferred[Any] = defer.Deferred()
            self._inflight.add(d)
            future = self.committer.submit(capture)
            future.add_done_callback(lambda f: reactor.callFromThread(_fire, d, f))
            try:
                return await maybe_deferred_to_future(d)
            finally:
                self._inflight.discard(d)
        finally:
            self._slots.release()

    # --- per-page objects -----------------------------------------------------------------------------

    async def _store(self, page: RawPage) -> str | None:
        sha = page.sha256
        known = self._known.get(sha)
        if known is not None:
            self._known.move_to_end(sha)
            self.stats.inc_value("s3/deduplicated")
            return known
        if sha in self._waiting:
            # The same body is being stored right now: share its result instead of a second upload.
            waiter: defer.Deferred[str | None] = defer.Deferred()
            self._waiting[sha].append(waiter)
            key = await maybe_deferred_to_future(waiter)
            if key is not None:
                self.stats.inc_value("s3/deduplicated")
            return key
        self._waiting[sha] = []
        key = None
        try:
            stored = await self._in_upload_stage(self._put, page)
            key = stored.key
            self.stats.inc_value(f"s3/{stored.outcome}")
            if stored.errors:
                self.stats.inc_value("s3/errors", stored.errors)
            self._remember(sha, key)
        except Exception as exc:  # a bug, not an outage (outages spool): keep the item, report loudly
            self.stats.inc_value("s3/errors")
            logger.error("Raw page of %s not stored: %s", page.url, redact(f"{type(exc).__name__}: {exc}"))
        finally:
            for waiter in self._waiting.pop(sha, []):
                waiter.callback(key)
        return key

    async def _in_upload_stage(self, func: Callable[..., Any], *args: Any) -> Any:
        """Run `func` on a store thread, waiting for a slot first (backpressure: a bounded stage)."""
        await maybe_deferred_to_future(self._slots.acquire())
        try:
            return await maybe_deferred_to_future(self._run(self._pool, func, *args))
        finally:
            self._slots.release()

    def _put(self, page: RawPage) -> Stored:
        assert self.store is not None
        return self.store.store(page)

    def _remember(self, sha: str, key: str) -> None:
        if self.cache_size <= 0:
            return
        self._known[sha] = key
        if len(self._known) > self.cache_size:
            self._known.popitem(last=False)

    # --- background: spooled pages and closed segments to S3 ------------------------------------------

    def _run(self, pool: ThreadPool | None, func: Callable[..., Any], *args: Any) -> defer.Deferred[Any]:
        assert pool is not None
        d: defer.Deferred[Any] = threads.deferToThreadPool(reactor, pool, func, *args)
        self._inflight.add(d)

        def forget(result: Any) -> Any:
            self._inflight.discard(d)
            return result

        return d.addBoth(forget)

    def _maybe_unspool(self) -> None:
        if self._unspool_queued or self.store is None:
            return
        self._unspool_queued = True
        d = self._run(self._unspool_pool, self._unspool)

        def done(result: Any) -> None:
            self._unspool_queued = False
            if isinstance(result, Failure):
                self.stats.inc_value("s3/errors")
                logger.error("Uploading spooled raw pages failed: %s", redact(result.getErrorMessage()))
                return
            for key, value in result.items():
                if value:
                    self.stats.inc_value(key, value)

        d.addBoth(done)

    def _unspool(self) -> dict[str, int]:
        assert self.store is not None
        uploaded, errors = self.store.unspool()
        counts = {"s3/unspooled": uploaded, "s3/errors": errors}
        if self.segments is not None:
            for folder in self.store.folders()[1:]:  # adopted: close what their dead owner left open
                self.segments.recover(folder / "segments")
            self.segments.roll_if_due()
            folders = [folder / "segments" for folder in self.store.folders()]
            if self._swept is None or not set(folders) <= self._swept:
                # At start and after each adoption: the multipart uploads killed workers left behind.
                aborted, failed = self.segments.abort_orphaned_uploads(folders, self.orphan_upload_seconds)
                counts["s3/multipart_aborted"] = aborted
                counts["s3/errors"] += failed
                if not failed:
                    self._swept = set(folders)
            if any(self.segments.ready(folder) for folder in folders if folder.is_dir()):
                if self.store.reachable():
                    done, failed = self.segments.upload_ready(folders)
                    counts["s3/segments_uploaded"] = done
                    counts["s3/errors"] += failed
                else:
                    counts["s3/errors"] += 1
            self.store.release_done()
        return counts

    async def close_spider(self) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        if self.store is None:
            return
        while self._inflight:
            await maybe_deferred_to_future(defer.DeferredList(list(self._inflight), consumeErrors=True))
        if self.committer is not None:
            self.committer.close()
        if self.segments is not None:
            self.segments.close()
        # Last chance to upload; otherwise the next start (or another worker) does it.
        self._unspool_queued = False
        self._maybe_unspool()
        while self._inflight:
            await maybe_deferred_to_future(defer.DeferredList(list(self._inflight), consumeErrors=True))
        if self.store.spooled():
            logger.warning("%d raw pages stay spooled in %s for the next start", self.store.spooled(),
                           self.store.spool_dir)  # fmt: skip
        if self.segments is not None and self.segments.ready(self.segments.folder):
            logger.warning("%d WARC segments stay in %s for the next start", len(self.segments.ready(
                self.segments.folder)), self.segments.folder)  # fmt: skip
        self.store.close()
        self._stop_pools()

    def _stop_pools(self) -> None:
        for pool in (self._pool, self._unspool_pool):
            if pool is not None and pool.started:
                pool.stop()


def _fire(d: defer.Deferred[Any], future: Any) -> None:
    exc = future.exception()
    if exc is not None:
        d.errback(Failure(exc))
    else:
        d.callback(future.result())


def _pairs(headers: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(name, value) for name, values in headers.items() for value in values]
