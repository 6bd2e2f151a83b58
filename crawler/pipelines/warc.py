"""WARC output of the raw-page store (`S3_RAW_FORMAT=warc`): batched WARC files, rolled and uploaded to S3.

In this mode every page that passes the raw-store pipeline is also appended to this worker's current WARC
file (warcio, one gzip member per record): a `response` record the first time the worker stores a body, a
`revisit` record (identical-payload-digest profile) when the body was already stored. The per-page objects
and `raw_key` stay as in the default mode, so dedup and lookups by key are unchanged; WARC files are the
archive format for tools that read WARC (replay, research, long-term storage).

Files are written under `<S3_SPOOL_DIR>/<worker>/warc/` with an `.open` suffix, each record fsynced; a
file is rolled (renamed without `.open`) when it reaches `S3_WARC_MAX_BYTES` or `S3_WARC_MAX_SECONDS`, or
at close, and rolled files are uploaded as `<prefix><spider>/warc/<yyyy>/<mm>/<dd>/<file>.warc.gz` by the
pipeline's background pass (kept on disk while S3 is down). A file left `.open` by a crash is cut back to
its last complete record and rolled at the next start. Records hold the payload as Scrapy handed it to the
spider (transfer and content encodings removed), so those two headers are dropped from the record.
Stats (via the raw-store pipeline): s3/warc_records, s3/warc_uploaded.
"""

from __future__ import annotations

import base64
import hashlib
import io
import logging
import os
import threading
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError
from warcio.archiveiterator import ArchiveIterator
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from crawler.frontier.connection import redact
from crawler.pipelines.localdisk import fsync_dir, remove_durably, safe_name

logger = logging.getLogger(__name__)

_DROPPED_HEADERS = {"transfer-encoding", "content-encoding", "content-length"}


def sha1_digest(body: bytes) -> str:
    """The conventional WARC payload digest (what warcio writes for response records)."""
    return "sha1:" + base64.b32encode(hashlib.sha1(body).digest()).decode()


class WarcRoller:
    """Appends records to the current WARC file, rolls it by size/age, uploads rolled files. Thread-safe."""

    def __init__(self, store: Any, spider: str, max_bytes: int, max_seconds: float) -> None:
        self.store = store
        self.spider = safe_name(spider)
        self.max_bytes = max(1024, max_bytes)
        self.max_seconds = max(1.0, max_seconds)
        self.dir: Path = store.spool_dir / "warc"
        self.dir.mkdir(parents=True, exist_ok=True)
        self.worker = store.spool_dir.name
        self._lock = threading.Lock()
        self._current: Path | None = None
        self._opened_at = 0.0
        self._seq = 0
        self.records = 0
        self.uploaded = 0
        for leftover in sorted(self.dir.glob("*.warc.gz.open")):
            self._recover(leftover)

    @classmethod
    def from_settings(cls, settings: Any, store: Any, spider: str) -> WarcRoller:
        return cls(store, spider, settings.getint("S3_WARC_MAX_BYTES"), settings.getfloat("S3_WARC_MAX_SECONDS"))

    # --- writing --------------------------------------------------------------------------------------

    def append(self, page: Any, outcome: str) -> None:
        """One record for `page`: a response, or a revisit if its body was already stored."""
        headers = [
            (name, value)
            for name, values in page.headers.items()
            if name.lower() not in _DROPPED_HEADERS
            for value in values
        ]
        headers.append(("Content-Length", str(len(page.body))))
        status = page.status or 200
        http_headers = StatusAndHeaders(f"{status} {'OK' if status == 200 else ''}".strip(), headers, "HTTP/1.1")
        warc_date = _warc_date(page.fetched_at)
        with self._lock:
            path = self._open_file()
            with open(path, "ab") as handle:
                writer = WARCWriter(handle, gzip=True)
                extra = {"WARC-Date": warc_date}
                if outcome == "deduplicated":
                    record = writer.create_revisit_record(
                        page.url, sha1_digest(page.body), None, None, http_headers=http_headers
                    )
                    record.rec_headers.replace_header("WARC-Date", warc_date)
                    # The first capture's URL and date are optional in the profile, and not known here.
                    record.rec_headers.remove_header("WARC-Refers-To-Target-URI")
                    record.rec_headers.remove_header("WARC-Refers-To-Date")
                else:
                    record = writer.create_warc_record(
                        page.url, "response", payload=io.BytesIO(page.body), http_headers=http_headers,
                        warc_headers_dict=extra,
                    )  # fmt: skip
                writer.write_record(record)
                handle.flush()
                os.fsync(handle.fileno())
            self.records += 1
            if path.stat().st_size >= self.max_bytes:
                self._roll()

    def _open_file(self) -> Path:
        if self._current is not None:
            return self._current
        self._seq += 1
        stamp = datetime.now(UTC).strftime("%Y%m%d%H%M%S")
        path = self.dir / f"{self.worker}-{stamp}-{os.getpid()}-{self._seq:05d}.warc.gz.open"
        with open(path, "wb") as handle:
            writer = WARCWriter(handle, gzip=True)
            writer.write_record(
                writer.create_warcinfo_record(path.name.removesuffix(".open"), {"software": "newscrawler"})
            )
            handle.flush()
            os.fsync(handle.fileno())
        fsync_dir(self.dir)
        self._current, self._opened_at = path, time.monotonic()
        return path

    def _roll(self) -> None:
        if self._current is None:
            return
        self._current.rename(self._current.with_suffix(""))  # drop ".open": complete, ready to upload
        fsync_dir(self.dir)
        self._current = None

    def roll_if_due(self) -> None:
        with self._lock:
            if self._current is not None and time.monotonic() - self._opened_at >= self.max_seconds:
                self._roll()

    def _recover(self, path: Path) -> None:
        """Cut a file left open by a crash back to its last complete record, then roll it."""
        good = 0
        try:
            with open(path, "rb") as handle:
                records = ArchiveIterator(handle)
                for record in records:
                    record.content_stream().read()
                    good = records.get_record_offset() + records.get_record_length()
        except Exception as exc:  # a torn gzip member at the end: everything before it is kept
            logger.info("WARC file %s ends with a partial record (%s); truncating", path.name, exc)
        if good == 0:
            remove_durably(path)
            return
        os.truncate(path, good)
        path.rename(path.with_suffix(""))
        fsync_dir(self.dir)

    # --- uploading ------------------------------------------------------------------------------------

    def key_for(self, path: Path) -> str:
        stamp = path.name.split("-")[-3] if path.name.count("-") >= 3 else ""
        try:
            day = datetime.strptime(stamp[:8], "%Y%m%d")
        except ValueError:
            day = datetime.now(UTC)
        return f"{self.store.prefix}{self.spider}/warc/{day:%Y/%m/%d}/{path.name}"

    def upload_pending(self) -> int:
        """Upload rolled files (oldest first), removing each once stored; stop at the first failure."""
        done = 0
        for path in sorted(self.dir.glob("*.warc.gz")):
            try:
                with open(path, "rb") as handle:
                    self.store.client.put_object(
                        Bucket=self.store.bucket, Key=self.key_for(path), Body=handle, ContentType="application/warc"
                    )
            except (BotoCoreError, ClientError) as exc:
                logger.warning("WARC upload of %s failed (%s); will retry", path.name, redact(str(exc))[:200])
                break
            remove_durably(path)
            done += 1
        self.uploaded += done
        return done

    def close(self) -> int:
        with self._lock:
            self._roll()
        return self.upload_pending()


def _warc_date(fetched_at: str) -> str:
    try:
        when = datetime.fromisoformat(fetched_at)
        when = when.astimezone(UTC) if when.tzinfo else when.replace(tzinfo=UTC)
    except ValueError:
        when = datetime.now(UTC)
    return when.strftime("%Y-%m-%dT%H:%M:%SZ")
