"""What a closing worker could not write to Redis, kept in a local file and replayed by the next start.

At close a worker writes what it holds (new requests, dead letters) for at most FRONTIER_CLOSE_TIMEOUT. If
Redis does not take them by then, they are written to a spill file in FRONTIER_SPILL_DIR (default:
`<JOBDIR>/frontier-spill`, else `.scrapy/frontier-spill` in the project directory), one JSON line per item,
in the compact queued form (the payload with its shared context beside it). The file is written to a temporary
name, fsynced and renamed, so a spill file is either whole or absent. The next frontier that opens with the
same directory (the next worker start on that machine or volume) queues its requests (de-duplicated by the
seen filter as any enqueue) and appends its dead letters, then deletes the file; a file that cannot be
replayed stays for the next start. Start-URL claims are not spilled: their lease expires and the reclaim
returns them to the start URLs.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from crawler.frontier.queue import Entry, FrontierQueue

logger = logging.getLogger(__name__)

SUFFIX = ".jsonl"


def spill_dir(settings: Any) -> Path:
    """FRONTIER_SPILL_DIR, else `<JOBDIR>/frontier-spill`, else `.scrapy/frontier-spill`."""
    configured = settings.get("FRONTIER_SPILL_DIR")
    if configured:
        return Path(configured)
    jobdir = settings.get("JOBDIR")
    if jobdir:
        return Path(jobdir) / "frontier-spill"
    from scrapy.utils.project import data_path

    return Path(data_path("frontier-spill", createdir=False))


def _entry_line(entry: Entry) -> str:
    return json.dumps(
        {
            "kind": "entry",
            "bloom_key": entry.bloom_key,
            "fingerprint": entry.fingerprint,
            "priority": entry.priority,
            "payload": entry.payload,
            "domain": entry.domain,
            "cls": entry.cls,
            "delay_ms": entry.delay_ms,
            "cap": entry.cap,
            "context": list(entry.context) if entry.context else None,
        }
    )


def _entry_of(data: dict[str, Any]) -> Entry:
    context = data.get("context")
    return Entry(
        str(data["bloom_key"]),
        str(data["fingerprint"]),
        int(data["priority"]),
        str(data["payload"]),
        str(data["domain"]),
        str(data.get("cls", "s")),
        int(data.get("delay_ms", 0)),
        int(data.get("cap", 0)),
        (str(context[0]), str(context[1])) if context else None,
    )


def write_spill(directory: Path, token: str, entries: Iterable[Entry], dead: Iterable[str]) -> Path | None:
    """Write `entries` and dead-letter records to a new spill file; its path, None if there was nothing."""
    lines = [_entry_line(entry) for entry in entries]
    lines += [json.dumps({"kind": "dead", "record": record}) for record in dead]
    if not lines:
        return None
    directory.mkdir(parents=True, exist_ok=True)
    name = "spill-" + "".join(c if c.isalnum() else "-" for c in token) + f"-{time.time_ns()}"
    path = directory / (name + SUFFIX)
    tmp = directory / (name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    return path


def read_spill(path: Path) -> tuple[list[Entry], list[str], int]:
    """(entries, dead-letter records, unreadable lines) of one spill file."""
    entries: list[Entry] = []
    dead: list[str] = []
    bad = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            if data["kind"] == "entry":
                entries.append(_entry_of(data))
            else:
                dead.append(str(data["record"]))
        except (ValueError, KeyError, TypeError, IndexError):
            bad += 1
    return entries, dead, bad


def replay_spills(directory: Path, queue: FrontierQueue, batch: int = 100) -> tuple[int, int, list[Path]]:
    """Queue the requests and append the dead letters of every spill file in `directory`, deleting each file
    once it is written (raises RedisError, leaving that file and those after it); (requests, dead, files)."""
    if not directory.is_dir():
        return 0, 0, []
    requests = dead_total = 0
    done: list[Path] = []
    for path in sorted(directory.glob("spill-*" + SUFFIX)):
        entries, dead, bad = read_spill(path)
        if bad:
            # Kept beside the spill, never dropped: an operator can read what could not be parsed.
            logger.error("%d unreadable lines in the frontier spill file %s (kept as %s.bad)", bad, path, path)
            path.with_suffix(path.suffix + ".bad").write_bytes(path.read_bytes())
        for start in range(0, len(entries), batch):
            queue.enqueue_flags(entries[start : start + batch])
        queue.dead_letter(dead)
        path.unlink()
        requests += len(entries)
        dead_total += len(dead)
        done.append(path)
    return requests, dead_total, done
