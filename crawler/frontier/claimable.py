"""Claimable work: what the workers could fetch now or soon under the politeness rules.

Queue length is the wrong autoscaling signal: 10,000 requests of two domains throttled to one request per
second each are two requests per second of work, whatever the number of workers. The frontier knows, per
class, which domains are ready (`ready:<class>`: domain -> when it may next be fetched), how many requests
each holds and its effective delay, so it can say how much work more workers could actually take:

    for each domain of the class that is ready now or within the horizon H (seconds):
        wait      = max(0, its next allowed time - now)
        allowed   = floor((H - wait) / delay) + 1     (unlimited when it has no delay)
        claimable = min(queued in it, allowed)
    rate    = sum(claimable) / H                     (requests per second)
    workers = rate / the pages per second one worker does (AUTOSCALE_WORKER_PAGES_PER_SECOND or
              AUTOSCALE_RENDER_PAGES_PER_SECOND)

`workers` is the number of workers that work keeps busy (KEDA target 1 per worker). The delay is the one a
claim applies (claim.lua): max(base or POLITENESS_DELAY, robots.txt crawl-delay), times the ban factor on
the ban floor. Domains are read longest-waiting first, at most `max_domains` of them: beyond that the
figure is a lower bound, far above any replica limit anyway. Not counted: delayed retries (they rejoin
their domain queue when due) and start URLs not expanded yet (their domains are unknown; the KEDA query
adds one worker while any wait).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from crawler.frontier.keys import FrontierKeys
from crawler.frontier.politeness import PolitenessConfig
from crawler.frontier.queue import route


@dataclass(frozen=True)
class ClaimableWork:
    cls: str
    horizon_s: float
    domains: int  # ready now or within the horizon, with queued requests
    requests: int  # claimable within the horizon
    truncated: bool  # more domains were ready than were read: `requests` is a lower bound

    @property
    def per_second(self) -> float:
        return self.requests / self.horizon_s

    def workers(self, pages_per_second: float) -> float:
        """Worker-equivalents: the claimable rate over what one worker fetches per second."""
        return self.per_second / pages_per_second if pages_per_second > 0 else 0.0


def _float(value: Any, default: float) -> float:
    try:
        return float(value) if value is not None else default
    except (TypeError, ValueError):
        return default


def effective_delay_ms(state: list[Any], politeness: PolitenessConfig) -> float:
    """A domain's delay as a claim computes it, from its politeness hash fields (base, crawl, factor)."""
    base, crawl, factor = state
    delay = max(_float(base, politeness.delay * 1000), _float(crawl, 0.0))
    ban = _float(factor, 1.0)
    if ban > 1:
        delay = max(delay, politeness.ban_floor * 1000) * ban
    return delay


def claimable_work(
    server: Any,
    keys: FrontierKeys,
    politeness: PolitenessConfig,
    cls: str,
    horizon_s: float,
    max_domains: int = 10_000,
    chunk: int = 500,
) -> ClaimableWork:
    """Claimable requests of class `cls` within `horizon_s` (reads only; raises RedisError)."""
    horizon_ms = max(1.0, horizon_s * 1000)
    sec, usec = server.time()  # the scripts' clock, not this machine's
    now = sec * 1000 + usec // 1000
    # Every shard's ready set (one pipeline), merged longest-waiting first.
    pipe = server.pipeline(transaction=False)
    for shard in keys.all_shards:
        pipe.zrangebyscore(shard.ready(cls), "-inf", now + horizon_ms, start=0, num=max_domains + 1, withscores=True)
    rows = [(raw, score, shard) for shard, due in zip(keys.all_shards, pipe.execute(), strict=True)
            for raw, score in due]  # fmt: skip
    due = sorted(rows, key=lambda row: row[1])
    truncated = len(due) > max_domains
    due = due[:max_domains]
    domains = requests = 0
    for start in range(0, len(due), chunk):
        part = due[start : start + chunk]
        pipe = server.pipeline(transaction=False)
        for raw, _score, shard in part:
            domain = raw.decode() if isinstance(raw, bytes) else str(raw)
            pipe.hget(shard.counts, route(cls, domain))  # its queued requests (lib.lua)
            pipe.hmget(shard.politeness(domain), ["base", "crawl", "factor", "next"])
        replies = pipe.execute()
        for i, (_raw, score, _shard) in enumerate(part):
            queued, state = int(replies[2 * i] or 0), replies[2 * i + 1]
            wait = max(0.0, max(score, _float(state[3], 0.0)) - now)
            if queued == 0 or wait > horizon_ms:
                continue
            delay = effective_delay_ms(state[:3], politeness)
            allowed = math.floor((horizon_ms - wait) / delay) + 1 if delay > 0 else queued
            domains += 1
            requests += min(queued, allowed)
    return ClaimableWork(cls, horizon_s, domains, requests, truncated)
