"""Durable local files for the storage sinks: fsynced appends and writes, and per-worker owner locks.

The MongoDB journal and the S3 spool keep data on local disk while a server is down. A file counts as
durable only once its data and the directory entry are fsynced. Each worker owns its journal/spool by
holding an `flock` on `<name>.lock` for its lifetime; the kernel releases it when the process dies (even
on SIGKILL), so another worker on the machine can tell an orphan (lock free) from a live worker's files.
How the sinks hold and adopt their buffers with these locks is `outbox.py`.
No settings of its own.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import threading
from collections.abc import Iterable
from pathlib import Path

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def safe_name(value: str) -> str:
    """A file-name-safe version of a worker id or spider name."""
    return _UNSAFE.sub("_", value).strip("._") or "worker"


def fsync_dir(path: Path) -> None:
    """Make a file creation, rename or removal in `path` durable."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def append_durably(path: Path, lines: Iterable[bytes]) -> None:
    """Append whole lines to `path` and fsync them (and the folder if the file is new)."""
    created = not path.exists()
    with open(path, "ab") as handle:
        handle.write(b"".join(lines))
        handle.flush()
        os.fsync(handle.fileno())
    if created:
        fsync_dir(path.parent)


def write_durably(path: Path, data: bytes) -> None:
    """Write `path` atomically (temp file, fsync, rename, fsync of the folder)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")  # unique per writer thread
    with open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)
    fsync_dir(path.parent)


def remove_durably(*paths: Path) -> None:
    """Remove files (missing ones are fine) and fsync their folders."""
    folders = set()
    for path in paths:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            folders.add(path.parent)
    for folder in folders:
        fsync_dir(folder)


class OwnerLock:
    """An exclusive, non-blocking `flock` on a lock file, held until `release()` or process death."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, owner: str = "") -> bool:
        """True if this process now holds the lock; False if another open file (any process) holds it.

        `owner` (who holds it and why) is written into the lock file, so a process that finds the lock
        taken can say by whom (`holder()`).
        """
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return False
        self._fd = fd
        if owner:
            os.ftruncate(fd, 0)
            os.pwrite(fd, owner.encode("utf-8", "replace")[:500], 0)
        return True

    def holder(self) -> str:
        """What the current holder wrote into the lock file (empty if nothing or unreadable)."""
        try:
            return self.path.read_text("utf-8", "replace").strip()
        except OSError:
            return ""

    def release(self, remove: bool = False) -> None:
        if self._fd is None:
            return
        if remove:
            # Removed while still locked: a process that opened the old file locks a dead inode and then
            # finds nothing to adopt, which is harmless.
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()
        fcntl.flock(self._fd, fcntl.LOCK_UN)
        os.close(self._fd)
        self._fd = None
