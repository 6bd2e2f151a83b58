"""The memory limit of the container a worker runs in, for Scrapy's MemoryUsage extension.

Read at settings time, first match wins: `CONTAINER_MEMORY_LIMIT_MB` (Kubernetes Downward API:
`resourceFieldRef: {resource: limits.memory, divisor: 1Mi}`), the cgroup v2 `memory.max`, the cgroup v1
`memory.limit_in_bytes`. crawler/settings.py sets `MEMUSAGE_LIMIT_MB` to `MEMUSAGE_CONTAINER_SHARE` of it,
so the worker closes its spider cleanly (reason `memusage_exceeded`: in-flight requests finish or go back to
the frontier) before the kernel's OOM killer ends it mid-write.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

# cgroup v1 reports "no limit" as a huge number (about 2**63 rounded to the page size).
_UNLIMITED_BYTES = 1 << 60


def _read_bytes(path: Path) -> int | None:
    try:
        text = path.read_text().strip()
    except OSError:
        return None
    if not text.isdigit():  # "max": no limit
        return None
    value = int(text)
    return value if 0 < value < _UNLIMITED_BYTES else None


def container_memory_limit_mb(
    env: Mapping[str, str] | None = None, cgroup_root: Path = Path("/sys/fs/cgroup")
) -> int | None:
    """The container's memory limit in MiB, or None when there is none (or it cannot be read)."""
    env = os.environ if env is None else env
    raw = env.get("CONTAINER_MEMORY_LIMIT_MB", "").strip()
    if raw:
        try:
            value = int(float(raw))
        except ValueError:
            raise ValueError(f"CONTAINER_MEMORY_LIMIT_MB must be a number of MiB, got {raw!r}") from None
        return value if value > 0 else None
    for path in (cgroup_root / "memory.max", cgroup_root / "memory" / "memory.limit_in_bytes"):
        if (limit := _read_bytes(path)) is not None:
            return limit // (1024 * 1024)
    return None


def memusage_limit_mb(explicit: int, share: float, container_mb: int | None) -> int:
    """MEMUSAGE_LIMIT_MB: the explicit setting if given, else `share` of the container limit, else 0 (off)."""
    if explicit > 0:
        return explicit
    if container_mb and share > 0:
        return max(1, int(container_mb * share))
    return 0
