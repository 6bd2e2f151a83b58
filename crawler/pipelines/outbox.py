"""The outbox of a storage sink: a worker's durable local buffer for what a server could not take yet.

Both sinks keep data on local disk while their server is down -- the MongoDB journal (one file per
worker) and the S3 spool (one folder per worker, also holding the WARC segments) -- and share how that
buffer is owned and handed on:

- `Outbox`: the worker's own buffer `<root>/<worker><suffix>`, held under the owner lock
  `<root>/<worker>.lock` for the worker's lifetime (another live process with the same WORKER_ID gets
  `<worker>-<pid>` instead: two processes never interleave one buffer), and the adoption of the buffers
  that dead workers left in the same root (their lock is free), until they are emptied and given back.
- `Backoff`: retries until a deadline, exponential from 0.1 s, at most `max_delay` apart; after the deadline
  the sink falls back to its buffer.
- `until_stored`: retry a local write that the disk refuses (full, failing) until it succeeds: the worker
  stalls visibly rather than report as durable something that is not.

What an entry holds and how it is emptied stays with each sink. No settings of its own.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

from crawler.pipelines.localdisk import OwnerLock, safe_name

logger = logging.getLogger(__name__)

T = TypeVar("T")


class Outbox:
    """One worker's buffer in `root` under its owner lock, and the buffers of dead workers it adopted."""

    def __init__(
        self, root: Path, worker: str, *, suffix: str = "", what: str = "outbox", emptied: str = "emptied"
    ) -> None:
        """`what` names the buffer in log lines ("S3 spool"), `emptied` what adopting it means ("uploaded")."""
        self.root = root
        self.root.mkdir(parents=True, exist_ok=True)
        self.worker = worker
        self.suffix = suffix
        self.what = what
        name = safe_name(worker)
        self.lock = OwnerLock(root / f"{name}.lock")
        if not self.lock.acquire(owner=self._owner()):
            holder = self.lock.holder() or "another process"
            name = f"{name}-{os.getpid()}"
            self.lock = OwnerLock(root / f"{name}.lock")
            self.lock.acquire(owner=self._owner())
            if "adopted" in holder:
                # A previous run of this WORKER_ID died and another worker is emptying what it left.
                logger.info("The %s of WORKER_ID %s is being %s by %s; this run uses %s",
                            what, worker, emptied, holder, name)  # fmt: skip
            else:
                logger.warning("Another live process (%s) runs with WORKER_ID %s; this one uses the %s %s",
                               holder, worker, what, name)  # fmt: skip
        self.name = name
        self.path = root / f"{name}{suffix}"
        self.adopted: dict[Path, OwnerLock] = {}

    def _owner(self, note: str = "") -> str:
        return f"worker {self.worker}, pid {os.getpid()}{note}"

    def lock_of(self, entry: Path) -> Path:
        return self.root / f"{entry.name.removesuffix(self.suffix)}.lock"

    def adopt(self, candidates: Iterable[Path]) -> list[Path]:
        """Take over those `candidates` (other workers' entries in `root`) whose owner lock is free.

        Returns the newly adopted ones; they stay this worker's until `give_back`. The kernel frees a lock
        when its process dies (even on SIGKILL), so a free lock means a dead owner.
        """
        new = []
        for entry in candidates:
            if entry == self.path or entry in self.adopted:
                continue
            lock = OwnerLock(self.lock_of(entry))
            if lock.acquire(owner=self._owner(", which adopted it")):
                self.adopted[entry] = lock
                new.append(entry)
        return new

    def entries(self) -> list[Path]:
        """This worker's entry, then the adopted ones."""
        return [self.path, *self.adopted]

    def give_back(self, entry: Path) -> None:
        """An adopted entry is empty: release its lock and remove the lock file."""
        lock = self.adopted.pop(entry, None)
        if lock is not None:
            lock.release(remove=True)

    def close(self, remove_lock: bool = False) -> None:
        """Release every lock (adopted entries become adoptable again); `remove_lock`: our own lock file too."""
        for lock in self.adopted.values():
            lock.release()
        self.adopted.clear()
        self.lock.release(remove=remove_lock)


class Backoff:
    """Pacing of retries until a deadline (a `time.monotonic()` value): 0.1 s, doubling, at most `max_delay`."""

    def __init__(self, deadline: float, max_delay: float, sleep: Callable[[float], None] = time.sleep) -> None:
        self.deadline = deadline
        self.max_delay = max(0.05, max_delay)
        self.sleep = sleep
        self.delay = 0.1

    @classmethod
    def for_seconds(cls, seconds: float, max_delay: float, sleep: Callable[[float], None] = time.sleep) -> Backoff:
        return cls(time.monotonic() + seconds, max_delay, sleep)

    @property
    def remaining(self) -> float:
        return self.deadline - time.monotonic()

    def pause(self) -> bool:
        """Wait before the next try; False at once if the deadline has passed (give up)."""
        remaining = self.remaining
        if remaining <= 0:
            return False
        self.sleep(min(self.delay, remaining))
        self.delay = min(self.delay * 2, self.max_delay)
        return True


def until_stored(write: Callable[[], T], failing: str, delay: float, sleep: Callable[[float], None] = time.sleep) -> T:
    """`write()`, retried every `delay` s while it raises OSError (each failure logged as `failing` + error).

    Neither the server nor the local disk takes the data: hold it (the worker stalls, which is visible and
    alerts) rather than report it durable or drop it.
    """
    while True:
        try:
            return write()
        except OSError as exc:
            logger.error("%s (%s); retrying", failing, exc)
            sleep(delay)
