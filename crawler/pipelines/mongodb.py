"""MongoDB sink: batched unordered upserts keyed on `canonical_url`, with a local journal for outages.

- Every item becomes `UpdateOne({"canonical_url": u}, {"$set": doc, "$setOnInsert": {"first_seen": t}},
  upsert=True)`, so a re-crawl updates the document and never duplicates it (unique index on
  `canonical_url`, created by the writer before its first write).
- Items are buffered and flushed as one unordered `bulk_write` when `MONGODB_BATCH_SIZE` items are waiting,
  every `MONGODB_FLUSH_INTERVAL` seconds and at close. Writes run on one dedicated writer thread, never on
  the reactor, so a slow MongoDB never blocks crawling; one thread also keeps this worker's writes in order.
- `process_item` completes only when its item is durable: acknowledged by MongoDB with
  `MONGODB_WRITE_CONCERN`/`MONGODB_WRITE_JOURNAL`, or appended and fsynced to the local journal. The frontier
  acks a request only after its items went through the pipelines, so a crash never loses an acked item.
- Transient errors are retried with exponential backoff (up to `MONGODB_RETRY_BACKOFF_MAX` s between tries).
  If MongoDB is still unusable after `MONGODB_OUTAGE_SECONDS`, the batch goes to the journal
  `MONGODB_JOURNAL_DIR/<worker>.jsonl` (MongoDB extended JSON lines). While the journal is not empty, new
  batches are appended to it too (no waiting, and the worker's order is kept); every
  `MONGODB_REPLAY_INTERVAL` seconds, at start and at close, the journal is replayed in order once MongoDB
  answers, then removed. Replays are upserts, hence idempotent: a replay cut short is simply redone.
- Journals of dead workers (their owner lock is free: see `outbox`) are adopted and replayed by any
  worker using the same folder, so a worker restarted with a new WORKER_ID loses nothing either.
- Documents MongoDB refuses for good (not an outage: e.g. a failed validation rule) are kept in
  `<worker>.rejected.jsonl` next to the journal, never retried automatically.

Stats: mongodb/written, mongodb/upserted, mongodb/matched, mongodb/retried, mongodb/journaled,
mongodb/replayed, mongodb/rejected, mongodb/journal_corrupt, mongodb/errors.
Settings: MONGODB_URI, MONGODB_DATABASE, MONGODB_COLLECTION, MONGODB_BATCH_SIZE, MONGODB_FLUSH_INTERVAL,
MONGODB_WRITE_CONCERN, MONGODB_WRITE_JOURNAL, MONGODB_OUTAGE_SECONDS, MONGODB_RETRY_BACKOFF_MAX,
MONGODB_JOURNAL_DIR, MONGODB_REPLAY_INTERVAL, MONGODB_SERVER_SELECTION_TIMEOUT, MONGODB_CONNECT_TIMEOUT,
MONGODB_SOCKET_TIMEOUT, MONGODB_MAX_DOCUMENT_BYTES.
"""

from __future__ import annotations

import hashlib
import logging
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import bson
from bson import json_util
from itemadapter import ItemAdapter
from pymongo import MongoClient, UpdateOne
from pymongo.errors import (
    BulkWriteError,
    DocumentTooLarge,
    InvalidDocument,
    OperationFailure,
    PyMongoError,
)
from pymongo.write_concern import WriteConcern
from scrapy.exceptions import DropItem, NotConfigured
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet import defer, reactor, task, threads
from twisted.python.failure import Failure
from twisted.python.threadpool import ThreadPool

from crawler.frontier.connection import redact
from crawler.items import RAW_FIELDS, ArticleItem
from crawler.pipelines.localdisk import append_durably, remove_durably
from crawler.pipelines.outbox import Backoff, Outbox, until_stored

logger = logging.getLogger(__name__)

DUPLICATE_KEY = 11000
# Retrying a duplicate-key error on an upsert is right (two upserts of one new URL raced; the retry
# matches), but a document that keeps failing that way collides on some other unique index.
MAX_DUPLICATE_RETRIES = 5
_JSON_OPTIONS = json_util.JSONOptions(json_mode=json_util.JSONMode.RELAXED, tz_aware=True, tzinfo=UTC)


class MongoUnavailable(Exception):
    """MongoDB could not be written to within the outage bound; `outcome` has what was done until then."""

    def __init__(self, message: str, outcome: Outcome) -> None:
        super().__init__(message)
        self.outcome = outcome


def scrub(text: str, uri: str) -> str:
    """`text` (an error message, a URI) with the URI's credentials removed, safe for logs."""
    text = redact(text)
    password = urlsplit(uri).password if "@" in uri else None
    if password:
        for secret in {password, unquote(password)}:
            text = text.replace(secret, "***")
    return text


def plain(value: Any, depth: int = 0) -> Any:
    """A BSON- and JSON-safe copy of an item value: str keys, lists, scalars; anything else as str."""
    if value is None or isinstance(value, bool | str | datetime):
        return value
    if isinstance(value, int):
        return value if -(2**63) <= value < 2**63 else str(value)
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if depth > 20:
        return str(value)  # deeper nesting is never article data; BSON limits nesting anyway
    if isinstance(value, dict):
        return {str(k).replace("\x00", ""): plain(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [plain(v, depth + 1) for v in value]
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return str(value)


def record_for(item: Any, now: datetime | None = None, key: str = "canonical_url") -> dict[str, Any]:
    """The journal record (and upsert) for one item: the `$set` document and the `first_seen` time.

    Articles are keyed on `canonical_url`; other items (key "item_key") on a hash of their content, so a
    page processed twice (a redelivered request) stores its item once.
    """
    adapter = ItemAdapter(item)
    doc = {name: plain(value) for name, value in adapter.items() if name not in RAW_FIELDS}
    if key == "item_key":
        doc["item_type"] = type(item).__name__
        doc["item_key"] = hashlib.sha256(json_util.dumps(doc, sort_keys=True).encode()).hexdigest()
    if not isinstance(doc.get(key), str) or not doc[key]:
        raise ValueError(f"item has no {key}")
    now = now or datetime.now(UTC)
    doc["updated_at"] = now
    record = {"set": doc, "first_seen": now}
    if key != "canonical_url":
        record["key"] = key  # journal records of articles keep their old shape
    return record


def upsert_for(record: dict[str, Any]) -> UpdateOne:
    doc = record["set"]
    key = record.get("key", "canonical_url")
    return UpdateOne(
        {key: doc[key]},
        {"$set": doc, "$setOnInsert": {"first_seen": record["first_seen"]}},
        upsert=True,
    )


def parse_write_concern(w: str, journal: bool, timeout_ms: int = 0) -> WriteConcern:
    """MONGODB_WRITE_CONCERN: a number of nodes ("1", "0" = unacknowledged) or a tag such as "majority"."""
    w = w.strip() or "majority"
    value: int | str = int(w) if w.isdigit() else w
    kwargs: dict[str, Any] = {"w": value}
    if journal and value != 0:
        kwargs["j"] = True
    if timeout_ms > 0 and value != 0:
        kwargs["wtimeout"] = timeout_ms
    return WriteConcern(**kwargs)


@dataclass
class Outcome:
    """What one writer task did; added to the stats on the reactor thread."""

    written: int = 0
    upserted: int = 0
    matched: int = 0
    retried: int = 0
    journaled: int = 0
    replayed: int = 0
    rejected: int = 0
    journal_corrupt: int = 0
    errors: int = 0

    def add(self, other: Outcome) -> Outcome:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))
        return self

    def stats(self) -> Iterator[tuple[str, int]]:
        for f in fields(self):
            value = getattr(self, f.name)
            if value:
                yield f"mongodb/{f.name}", value


class MongoWriter:
    """Synchronous writer (one thread at a time): bulk upserts with retries, journal, replay.

    Used by the pipeline's writer thread, and directly by tests and the benchmark.
    """

    def __init__(
        self,
        uri: str,
        database: str,
        collection: str,
        *,
        journal_dir: Path,
        worker: str,
        write_concern: WriteConcern | None = None,
        batch_size: int = 100,
        outage_seconds: float = 10.0,
        backoff_max: float = 2.0,
        server_selection_timeout: float = 2.0,
        connect_timeout: float = 2.0,
        socket_timeout: float = 30.0,
        sleep: Callable[[float], None] = time.sleep,
        key_field: str = "canonical_url",
    ) -> None:
        self.uri = uri
        self.key_field = key_field
        self.safe_uri = scrub(uri, uri)
        self.batch_size = max(1, batch_size)
        self.outage_seconds = outage_seconds
        self.backoff_max = max(0.05, backoff_max)
        self.sleep = sleep
        # Short per-attempt timeouts: the retry loop, not one stuck call, decides when to journal.
        self.client: MongoClient[dict[str, Any]] = MongoClient(
            uri,
            serverSelectionTimeoutMS=int(server_selection_timeout * 1000),
            connectTimeoutMS=int(connect_timeout * 1000),
            socketTimeoutMS=int(socket_timeout * 1000),
            appname="newscrawler",
            connect=False,
        )
        self.collection = self.client[database].get_collection(
            collection, write_concern=write_concern or WriteConcern(w="majority")
        )
        self.acknowledged = self.collection.write_concern.acknowledged
        self.journal_dir = journal_dir
        # This worker's journal <dir>/<worker>.jsonl, and the dead workers' journals it adopts.
        self.outbox = Outbox(journal_dir, worker, suffix=".jsonl", what="MongoDB journal", emptied="replayed")
        self.journal_path = self.outbox.path
        self.rejected_path = journal_dir / f"{self.outbox.name}.rejected.jsonl"
        self.index_ready = False

    @property
    def lock(self) -> Any:
        return self.outbox.lock

    # --- state ----------------------------------------------------------------------------------------

    @property
    def journal_pending(self) -> bool:
        """True while this worker has journaled items not yet replayed (new batches then go there too)."""
        try:
            return self.journal_path.stat().st_size > 0
        except FileNotFoundError:
            return False

    def has_backlog(self) -> bool:
        """Anything to replay: our journal or a dead worker's."""
        return self.journal_pending or bool(self.outbox.adopted) or bool(self._orphans())

    def close(self) -> None:
        self.outbox.close(remove_lock=not self.journal_pending)
        self.client.close()

    # --- writing --------------------------------------------------------------------------------------

    def ensure_index(self) -> None:
        """The unique index on canonical_url, before any write (the upserts rely on it to never duplicate)."""
        if self.index_ready:
            return
        try:
            self.collection.create_index(self.key_field, unique=True, name=f"{self.key_field}_unique")
        except OperationFailure as exc:
            if exc.code == DUPLICATE_KEY:
                # Existing duplicates (written without this index) block it: say so, keep writing.
                logger.error("Cannot create the unique index on %s: %s", self.key_field, scrub(str(exc), self.uri))
                self.index_ready = True
                return
            raise
        self.index_ready = True

    def write(self, records: list[dict[str, Any]]) -> Outcome:
        """Write one batch durably: to MongoDB (retrying within the outage bound), else to the journal."""
        outcome = Outcome()
        if self.journal_pending:
            # Keep this worker's order: nothing may overtake what is already waiting in the journal.
            return outcome.add(self.append_journal(records))
        try:
            outcome.add(self._write_with_retry(records, time.monotonic() + self.outage_seconds))
            outcome.written += len(records) - outcome.rejected
        except MongoUnavailable as exc:
            outcome.add(exc.outcome)
            logger.warning(
                "MongoDB unavailable for %.1fs (%s): journaling %d items to %s",
                self.outage_seconds, exc, len(records), self.journal_path,
            )  # fmt: skip
            outcome.add(self.append_journal(records))
        return outcome

    def append_journal(self, records: list[dict[str, Any]]) -> Outcome:
        lines = [json_util.dumps(r, json_options=_JSON_OPTIONS).encode() + b"\n" for r in records]
        failing = f"Cannot append to the MongoDB journal {self.journal_path}"
        until_stored(lambda: append_durably(self.journal_path, lines), failing, self.backoff_max, self.sleep)
        return Outcome(journaled=len(records))

    def _write_with_retry(self, records: list[dict[str, Any]], deadline: float) -> Outcome:
        """Unordered bulk upserts; retries what failed transiently until `deadline`, then MongoUnavailable."""
        outcome = Outcome()
        pending = list(records)
        backoff = Backoff(deadline, self.backoff_max, self.sleep)
        duplicate_tries = 0
        while pending:
            try:
                self.ensure_index()
                result = self.collection.bulk_write([upsert_for(r) for r in pending], ordered=False)
                if self.acknowledged:
                    outcome.upserted += result.upserted_count
                    outcome.matched += result.matched_count
                return outcome
            except BulkWriteError as exc:
                details = exc.details or {}
                outcome.upserted += int(details.get("nUpserted", 0))
                outcome.matched += int(details.get("nMatched", 0))
                retry, rejected, duplicate = self._triage(pending, details, outcome)
                duplicate_tries = duplicate_tries + 1 if duplicate else 0
                if duplicate_tries > MAX_DUPLICATE_RETRIES:
                    outcome.add(self._reject([pending[i] for i in retry], "duplicate key on another unique index"))
                    return outcome
                if details.get("writeConcernErrors"):
                    # Applied but not confirmed at the requested write concern: redo all (idempotent).
                    retry = [i for i in range(len(pending)) if i not in rejected]
                elif duplicate and len(retry) == len(details.get("writeErrors", [])):
                    pending = [pending[i] for i in retry]
                    continue  # only lost upsert races: the retry matches at once, no backoff needed
                pending = [pending[i] for i in retry]
                if not pending:
                    return outcome
                error: Exception = exc
            except (InvalidDocument, DocumentTooLarge) as exc:
                # Client-side, caused by one document: write them one by one to isolate it.
                return outcome.add(self._write_each(pending, deadline, exc))
            except PyMongoError as exc:
                # Network, election, shutdown, timeouts, even auth: not caused by the documents, so wait
                # within the bound and journal after it; the data is never given up.
                error = exc
            outcome.errors += 1
            logger.debug("MongoDB write failed (%s); retrying in %.2fs", type(error).__name__, backoff.delay)
            if not backoff.pause():
                raise MongoUnavailable(scrub(f"{type(error).__name__}: {error}", self.uri)[:300], outcome)
            outcome.retried += 1
        return outcome

    def _triage(
        self, pending: list[dict[str, Any]], details: dict[str, Any], outcome: Outcome
    ) -> tuple[list[int], set[int], bool]:
        """Sort the write errors of a bulk write: indexes to retry, indexes rejected for good, any duplicate."""
        retry: list[int] = []
        rejected: set[int] = set()
        duplicate = False
        for error in details.get("writeErrors", []):
            index, code = int(error["index"]), error.get("code")
            if code == DUPLICATE_KEY:
                duplicate = True
                retry.append(index)
            elif code in _TRANSIENT_CODES:
                retry.append(index)
            else:
                rejected.add(index)
                outcome.add(self._reject([pending[index]], f"code {code}: {str(error.get('errmsg', ''))[:200]}"))
        return sorted(retry), rejected, duplicate

    def _write_each(self, records: list[dict[str, Any]], deadline: float, cause: Exception) -> Outcome:
        outcome = Outcome()
        for record in records:
            try:
                bson.encode(record["set"])
            except (InvalidDocument, DocumentTooLarge, OverflowError) as exc:
                outcome.add(self._reject([record], f"{type(exc).__name__}: {exc}"[:200]))
                continue
            outcome.add(self._write_with_retry([record], deadline))
        logger.debug("Batch isolated after %s", type(cause).__name__)
        return outcome

    def _reject(self, records: list[dict[str, Any]], reason: str) -> Outcome:
        """Keep documents MongoDB refuses for good aside (not an outage, so never retried)."""
        lines = []
        for record in records:
            lines.append(json_util.dumps({"reason": reason, **record}, json_options=_JSON_OPTIONS).encode() + b"\n")
            key = record["set"].get(record.get("key", "canonical_url"))
            logger.error("MongoDB rejected %s (%s); kept in %s", key, reason, self.rejected_path)
        try:
            append_durably(self.rejected_path, lines)
        except OSError as exc:
            logger.error("Cannot write %s: %s", self.rejected_path, exc)
        return Outcome(rejected=len(records))

    # --- replay ---------------------------------------------------------------------------------------

    def reachable(self) -> bool:
        try:
            self.client.admin.command("ping")
            return True
        except PyMongoError:
            return False

    def _orphans(self) -> list[Path]:
        """Journals of other workers in our folder that no live process owns (now adopted)."""
        journals = sorted(self.journal_dir.glob("*.jsonl"))
        return self.outbox.adopt(p for p in journals if not p.name.endswith(".rejected.jsonl"))

    def replay(self) -> Outcome:
        """Replay adopted orphan journals, then ours, in order; each file is removed only once fully written."""
        outcome = Outcome()
        self._orphans()
        if not (self.journal_pending or self.outbox.adopted) or not self.reachable():
            return outcome
        try:
            for path in list(self.outbox.adopted):
                self._replay_file(path, outcome)
                self.outbox.give_back(path)
            if self.journal_pending:
                self._replay_file(self.journal_path, outcome)
        except MongoUnavailable as exc:
            outcome.add(exc.outcome)
            logger.warning("MongoDB journal replay interrupted (%s); will retry", exc)
        return outcome

    def _replay_file(self, path: Path, outcome: Outcome) -> None:
        """Write every record of `path` (adding to `outcome`), then remove the file."""
        batch: list[dict[str, Any]] = []
        started, replayed_before = time.monotonic(), outcome.replayed

        def write_batch() -> None:
            result = self._write_with_retry(batch, time.monotonic() + self.outage_seconds)
            outcome.add(result)
            outcome.replayed += len(batch) - result.rejected
            batch.clear()

        with open(path, "rb") as handle:
            for line in handle:
                if not line.endswith(b"\n"):
                    # A torn last line (killed mid-append): its items were never reported durable, so
                    # their requests were never acked and will be fetched again.
                    outcome.journal_corrupt += 1
                    continue
                try:
                    record = json_util.loads(line, json_options=_JSON_OPTIONS)
                    doc = record.get("set") if isinstance(record, dict) else None
                    if not isinstance(doc, dict) or not isinstance(doc.get(record.get("key", "canonical_url")), str):
                        raise ValueError("not a journal record")
                except Exception as exc:  # any undecodable line is corrupt; the rest of the file still counts
                    outcome.journal_corrupt += 1
                    logger.warning("Skipping a corrupt line of %s: %s", path, str(exc)[:200])
                    continue
                batch.append(record)
                if len(batch) >= self.batch_size:
                    write_batch()
        if batch:
            write_batch()
        remove_durably(path)
        logger.info(
            "Replayed %d journaled items from %s into MongoDB in %.1fs",
            outcome.replayed - replayed_before, path.name, time.monotonic() - started,
        )  # fmt: skip


_TRANSIENT_CODES = {6, 7, 50, 64, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436}


class MongoPipeline:
    """Scrapy side of the sink: buffering, timers, the writer thread and stats (see the module docstring).

    Stores articles (`ArticleItem`) only; other items pass on to `ItemsMongoPipeline`.
    """

    key_field = "canonical_url"

    def wants(self, item: Any) -> bool:
        return isinstance(item, ArticleItem)

    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.stats = crawler.stats
        self.uri: str = settings.get("MONGODB_URI")
        if not self.uri:
            raise NotConfigured("MONGODB_URI is empty")
        self.database = settings.get("MONGODB_DATABASE")
        self.collection = settings.get("MONGODB_COLLECTION")
        self.batch_size = max(1, settings.getint("MONGODB_BATCH_SIZE", 100))
        self.flush_interval = max(0.05, settings.getfloat("MONGODB_FLUSH_INTERVAL", 1.0))
        self.replay_interval = max(0.1, settings.getfloat("MONGODB_REPLAY_INTERVAL", 5.0))
        self.max_document_bytes = settings.getint("MONGODB_MAX_DOCUMENT_BYTES", 15 * 1024 * 1024)
        self.worker: str = settings.get("WORKER_ID") or "worker"
        self.writer_kwargs = {
            "journal_dir": Path(settings.get("MONGODB_JOURNAL_DIR", "var/storage/mongodb-journal")).resolve(),
            "worker": self.worker,
            "write_concern": parse_write_concern(
                str(settings.get("MONGODB_WRITE_CONCERN", "majority")),
                settings.getbool("MONGODB_WRITE_JOURNAL", False),
                int(settings.getfloat("MONGODB_WRITE_TIMEOUT", 0) * 1000),
            ),
            "batch_size": self.batch_size,
            "outage_seconds": settings.getfloat("MONGODB_OUTAGE_SECONDS", 10.0),
            "backoff_max": settings.getfloat("MONGODB_RETRY_BACKOFF_MAX", 2.0),
            "server_selection_timeout": settings.getfloat("MONGODB_SERVER_SELECTION_TIMEOUT", 2.0),
            "connect_timeout": settings.getfloat("MONGODB_CONNECT_TIMEOUT", 2.0),
            "socket_timeout": settings.getfloat("MONGODB_SOCKET_TIMEOUT", 30.0),
        }
        self.writer: MongoWriter | None = None
        self._pool: ThreadPool | None = None
        self._buffer: list[tuple[dict[str, Any], defer.Deferred[None]]] = []
        self._inflight: set[defer.Deferred[Any]] = set()
        self._replay_queued = False
        self._loops: list[task.LoopingCall] = []

    @classmethod
    def from_crawler(cls, crawler: Any) -> MongoPipeline:
        return cls(crawler)

    def open_spider(self) -> None:
        try:
            self.writer = MongoWriter(
                self.uri,
                self.database,
                self.collection,
                key_field=self.key_field,
                **self.writer_kwargs,  # type: ignore[arg-type]
            )
        except PyMongoError as exc:  # a malformed URI: fail the start, without echoing its password
            raise ValueError(f"MONGODB_URI {scrub(self.uri, self.uri)}: {scrub(str(exc), self.uri)}") from None
        self._pool = ThreadPool(minthreads=1, maxthreads=1, name="mongodb-writer")
        self._pool.start()
        reactor.addSystemEventTrigger("after", "shutdown", self._stop_pool)
        logger.info(
            "MongoDB sink: %s %s.%s, batches of %d, journal %s",
            self.writer.safe_uri, self.database, self.collection, self.batch_size, self.writer.journal_path,
        )  # fmt: skip
        # First writer task, ahead of any write: the unique index, then whatever a previous run journaled.
        self._submit(self._start_writer)
        flusher = task.LoopingCall(self._flush)
        flusher.start(self.flush_interval, now=False)
        replayer = task.LoopingCall(self._maybe_replay)
        replayer.start(self.replay_interval, now=False)
        self._loops = [flusher, replayer]

    def _start_writer(self) -> Outcome:
        assert self.writer is not None
        try:
            self.writer.ensure_index()
        except PyMongoError as exc:
            logger.warning("MongoDB not reachable at start (%s); writes will retry", scrub(str(exc), self.uri)[:200])
        return self.writer.replay()

    async def process_item(self, item: Any) -> Any:
        if not self.wants(item):
            return item
        try:
            record = record_for(item, key=self.key_field)
            size = len(bson.encode(record["set"]))
        except (ValueError, InvalidDocument, OverflowError) as exc:
            self.stats.inc_value("mongodb/rejected")
            raise DropItem(f"not storable in MongoDB: {exc}") from None
        if size > self.max_document_bytes:
            self.stats.inc_value("mongodb/rejected")
            raise DropItem(f"document of {size} bytes is larger than MONGODB_MAX_DOCUMENT_BYTES")
        for name in RAW_FIELDS:  # never stored in MongoDB; free them now and keep them out of feeds
            ItemAdapter(item).pop(name, None)
        done: defer.Deferred[None] = defer.Deferred()
        self._buffer.append((record, done))
        if len(self._buffer) >= self.batch_size:
            self._flush()
        # Completes only when the item is in MongoDB or fsynced in the journal: only then may the frontier
        # ack the request that produced it.
        await maybe_deferred_to_future(done)
        return item

    def _flush(self) -> None:
        if not self._buffer:
            return
        batch, self._buffer = self._buffer, []
        records = [record for record, _ in batch]
        assert self.writer is not None
        d = self._submit(self.writer.write, records)

        def fire(_: Any) -> None:
            for _, done in batch:
                done.callback(None)

        def fail(failure: Failure) -> None:
            # A bug, not an outage (outages are journaled): report the items failed, keep the worker alive.
            self.stats.inc_value("mongodb/errors")
            logger.error("MongoDB writer failed: %s", scrub(failure.getErrorMessage(), self.uri))
            for _, done in batch:
                done.errback(failure)

        d.addCallbacks(fire, fail)

    def _submit(self, func: Callable[..., Outcome], *args: Any) -> defer.Deferred[Outcome]:
        assert self._pool is not None
        d: defer.Deferred[Outcome] = threads.deferToThreadPool(reactor, self._pool, func, *args)
        self._inflight.add(d)

        def counted(outcome: Outcome) -> Outcome:
            self._inflight.discard(d)
            for key, value in outcome.stats():
                self.stats.inc_value(key, value)
            return outcome

        def forget(failure: Failure) -> Failure:
            self._inflight.discard(d)
            return failure

        d.addCallbacks(counted, forget)
        return d

    def _maybe_replay(self) -> None:
        if self._replay_queued or self.writer is None or self._pool is None:
            return
        self._replay_queued = True
        d = self._submit(self._replay_if_needed)

        def done(result: Any) -> None:
            self._replay_queued = False
            if isinstance(result, Failure):
                self.stats.inc_value("mongodb/errors")
                logger.error("MongoDB journal replay failed: %s", scrub(result.getErrorMessage(), self.uri))

        d.addBoth(done)

    def _replay_if_needed(self) -> Outcome:
        assert self.writer is not None
        return self.writer.replay() if self.writer.has_backlog() else Outcome()

    async def close_spider(self) -> None:
        for loop in self._loops:
            if loop.running:
                loop.stop()
        if self.writer is None:
            return
        self._flush()
        while self._inflight:
            await maybe_deferred_to_future(defer.DeferredList(list(self._inflight), consumeErrors=True))
        # Last chance to empty the journal now; otherwise the next start (or any worker) replays it.
        await maybe_deferred_to_future(self._submit(self._replay_if_needed).addErrback(lambda _: Outcome()))
        if self.writer.journal_pending:
            logger.warning("MongoDB journal %s kept for the next start", self.writer.journal_path)
        await maybe_deferred_to_future(threads.deferToThread(self.writer.close))
        self._stop_pool()

    def _stop_pool(self) -> None:
        if self._pool is not None and self._pool.started:
            self._pool.stop()


class ItemsMongoPipeline(MongoPipeline):
    """The generic sink: every item that is not an article, into the collection MONGODB_ITEMS_COLLECTION
    (`%(spider)s` is the spider's name), upserted on `item_key` (a hash of the item) with its class name
    in `item_type`. Same batching, durability and journal (under `<MONGODB_JOURNAL_DIR>/items`)."""

    key_field = "item_key"

    def wants(self, item: Any) -> bool:
        return not isinstance(item, ArticleItem)

    def __init__(self, crawler: Any) -> None:
        super().__init__(crawler)
        self.collection_template: str = crawler.settings.get("MONGODB_ITEMS_COLLECTION", "%(spider)s_items")
        journal_dir = self.writer_kwargs["journal_dir"]
        self.writer_kwargs["journal_dir"] = journal_dir / "items"  # type: ignore[operator]

    def open_spider(self) -> None:
        self.collection = self.collection_template % {"spider": self.crawler.spider.name}
        super().open_spider()
