"""Checks shared by the WARC storage tests: ranged read-back, `warcio check` and CDXJ of stored segments."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from warcio.archiveiterator import ArchiveIterator

from crawler.pipelines.warc import cdxj_for, read_pointer

if TYPE_CHECKING:
    from tests.storage_fixtures import Storage


def read_back(storage: Storage, pointer: dict[str, Any], decoded: bool = False) -> bytes:
    """The page's payload by one ranged GET (a revisit: one more, of the original record)."""
    client = storage.s3_client()
    record, body = read_pointer(client, storage.s3.bucket, pointer, decoded=decoded)
    assert record.rec_type == pointer["type"]
    assert record.rec_headers.get_header("WARC-Payload-Digest") == pointer["digest"]
    if record.rec_type == "revisit":
        original, body = read_pointer(client, storage.s3.bucket, pointer["refers_to"], decoded=decoded)
        assert original.rec_type == "response"
        assert original.rec_headers.get_header("WARC-Payload-Digest") == pointer["digest"]
    return body


def assert_segments_valid(storage: Storage, keys: set[str]) -> list[tuple[str, str, Any, int]]:
    """Each segment passes `warcio check`, starts with `warcinfo` and has a CDXJ index of its pages.

    Returns (segment key, record type, WARC headers, offset) of every record, in order.
    """
    client = storage.s3_client()
    found: list[tuple[str, str, Any, int]] = []
    for key in sorted(keys):
        data = client.get_object(Bucket=storage.s3.bucket, Key=key)["Body"].read()
        with tempfile.NamedTemporaryFile(suffix=".warc.gz") as handle:
            handle.write(data)
            handle.flush()
            check = subprocess.run([sys.executable, "-m", "warcio.cli", "check", "-v", handle.name],
                                   capture_output=True, text=True, timeout=60)  # fmt: skip
            reindexed = cdxj_for(Path(handle.name), key.rsplit("/", 1)[-1])
        assert check.returncode == 0, check.stdout[-2000:] + check.stderr[-2000:]
        records = ArchiveIterator(io.BytesIO(data))
        mine = []
        for record in records:
            record.content_stream().read()
            mine.append((key, record.rec_type, record.rec_headers, records.get_record_offset()))
        assert mine and mine[0][1] == "warcinfo", key
        found += mine
        cdxj = client.get_object(Bucket=storage.s3.bucket, Key=key.removesuffix(".warc.gz") + ".cdxj")["Body"].read()
        assert cdxj == reindexed, key  # the index written while appending is what cdxj-indexer makes of it
        indexed = sorted(int(json.loads(line.split(b" ", 2)[2])["offset"]) for line in cdxj.splitlines() if line)
        assert indexed == sorted(offset for _, kind, _, offset in mine if kind in ("response", "revisit")), key
    return found
