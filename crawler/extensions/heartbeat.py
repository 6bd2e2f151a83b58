"""Worker heartbeats in Redis, and detection of dead workers.

Every `HEARTBEAT_INTERVAL` seconds a worker writes its record — id, host, pid, start time, last seen,
pages, items, errors, in-flight count, pages/s over the last minute, state, metrics port — to the hash
`{spider}:worker:<id>` (with a TTL of `HEARTBEAT_TTL`) and its last-seen time to the sorted set
`{spider}:workers`. Each worker also looks for workers silent for more than `WORKER_DEAD_AFTER` seconds:
it marks them dead and expires their leases at once, so their in-flight requests go back to the queue at
the next reclaim pass instead of waiting for the lease deadline.

Silence only means death while Redis was answering: a worker judges others only once Redis has answered
its own beats without a failure for `WORKER_DEAD_AFTER` seconds, and only if the Redis server itself has
been up that long (a restarted Redis restores old last-seen times). After a Redis outage every worker
gets that long to beat again before anyone is declared dead.

Each process incarnation has its own lease token. A worker started with the `WORKER_ID` of an earlier
process that did not stop cleanly (killed, crashed) expires that incarnation's leases at once
(`heartbeat/previous_incarnation_leases`) instead of leaving them to their deadline.
"""

from __future__ import annotations

import logging
import os
import socket
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from redis.exceptions import RedisError
from scrapy import Spider, signals
from scrapy.exceptions import NotConfigured
from twisted.internet import defer, task

from crawler.frontier.component import Frontier
from crawler.opsio import LaneJob, ops_lane, ops_redis_from_settings, settled

logger = logging.getLogger(__name__)


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def record_state(stats: Any) -> str:
    return str(stats.get_value("worker/state", "running"))


@dataclass
class BeatOutcome:
    """What a beat's Redis work found, applied on the reactor."""

    written_at: float = 0.0
    judged_incarnation: bool = False
    was_dead: bool = False  # peers had declared this worker dead (it was silent past WORKER_DEAD_AFTER)
    previous: tuple[str, int] | None = None  # an earlier incarnation's start time and leases expired
    dead: list[tuple[str, float, int]] = field(default_factory=list)  # (worker id, seconds silent, leases)


class Heartbeat:
    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.stats = crawler.stats
        self.worker_id: str = settings.get("WORKER_ID")
        self.interval = settings.getfloat("HEARTBEAT_INTERVAL")
        self.ttl = settings.getint("HEARTBEAT_TTL")
        self.dead_after = settings.getfloat("WORKER_DEAD_AFTER")
        self.server = ops_redis_from_settings(settings)
        # Its own lane: a beat never waits behind another component's Redis calls.
        self.job = LaneJob(ops_lane(crawler, "heartbeat"), crawler.stats, "heartbeat")
        self.started = time.time()
        self.samples: deque[tuple[float, int]] = deque()
        self.frontier: Frontier | None = None
        self.loop: task.LoopingCall | None = None
        self._answered_since: float | None = None  # monotonic: Redis has answered every beat since then
        self._judged_incarnation = False

    @classmethod
    def from_crawler(cls, crawler: Any) -> Heartbeat:
        if not crawler.settings.getbool("HEARTBEAT_ENABLED"):
            raise NotConfigured
        ext = cls(crawler)
        crawler.signals.connect(ext.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        return ext

    def spider_opened(self, spider: Spider) -> None:
        frontier = Frontier.of(self.crawler)
        if frontier is None:
            logger.warning("Heartbeats need the frontier scheduler; disabled")
            return
        self.frontier = frontier
        self.loop = task.LoopingCall(self.beat)
        self.loop.start(self.interval, now=True)

    async def spider_closed(self, spider: Spider, reason: str) -> None:
        if self.loop is not None and self.loop.running:
            self.loop.stop()
        if self.frontier is not None:
            self.stats.set_value("worker/state", "stopped")
            await settled(self.beat(final_reason=reason))  # the close waits for it (at most one Redis timeout)

    def record(self) -> dict[str, Any]:
        stats = self.stats.get_stats()
        pages = int(stats.get("response_received_count", 0))
        now = time.time()
        self.samples.append((now, pages))
        while len(self.samples) > 1 and now - self.samples[0][0] > 60:
            self.samples.popleft()
        first_t, first_pages = self.samples[0]
        rate = (pages - first_pages) / (now - first_t) if now > first_t else 0.0
        assert self.frontier is not None
        return {
            "id": self.worker_id,
            "host": socket.gethostname(),
            "pid": os.getpid(),
            "token": self.frontier.token,
            "started": round(self.started, 3),
            "last_seen": round(now, 3),
            "pages": pages,
            "items": int(stats.get("item_scraped_count", 0)),
            "errors": int(stats.get("news/fetch_errors", 0)) + int(stats.get("log_count/ERROR", 0)),
            "in_flight": self.frontier.in_flight,
            "pages_per_s_1m": round(rate, 3),
            "state": record_state(self.stats),
            "metrics_port": int(stats.get("worker/metrics_port", 0)),
        }

    def beat(self, final_reason: str | None = None) -> defer.Deferred[Any] | None:
        """Write this worker's record on the heartbeat lane (and judge the silent workers, if due).

        The record is read on the reactor; Redis is written on the lane; what came back is applied on the
        reactor. A turn is skipped while the previous beat is unanswered; the final beat is queued anyway.
        """
        assert self.frontier is not None
        record = self.record()
        if final_reason:
            record["close_reason"] = final_reason
        answered = self._answered_since
        judge = not final_reason and answered is not None and time.monotonic() - answered >= self.dead_after
        return self.job.run(
            self._beat_io, record, not self._judged_incarnation, judge,
            on_result=self._beaten, on_error=self._beat_failed, force=bool(final_reason),
        )  # fmt: skip

    def _beat_io(self, record: dict[str, Any], check_incarnation: bool, judge: bool) -> BeatOutcome:
        """On the lane: the Redis side of a beat (the frontier's queue client is thread-safe)."""
        assert self.frontier is not None
        keys = self.frontier.keys
        outcome = BeatOutcome()
        if check_incarnation:
            outcome.previous = self._free_previous_incarnation()
            outcome.judged_incarnation = True
        pipe = self.server.pipeline(transaction=False)
        pipe.hget(keys.worker(self.worker_id), "state")  # "dead": a peer declared this worker dead meanwhile
        pipe.hset(keys.worker(self.worker_id), mapping=record)
        pipe.expire(keys.worker(self.worker_id), self.ttl)
        pipe.zadd(keys.workers, {self.worker_id: record["last_seen"]})
        state = pipe.execute()[0]
        outcome.was_dead = not check_incarnation and state is not None and _text(state) == "dead"
        outcome.written_at = float(record["last_seen"])
        if judge:
            outcome.dead = self.find_dead_workers()
        return outcome

    def _beaten(self, outcome: BeatOutcome) -> None:
        """On the reactor: apply what a beat found."""
        if outcome.judged_incarnation:
            self._judged_incarnation = True
        if self._answered_since is None:
            self._answered_since = time.monotonic()
        self.stats.set_value("worker/redis_answered_at", round(outcome.written_at, 3))
        self.stats.set_value("worker/redis_up", 1)
        reclaim = False
        if outcome.was_dead:
            self.stats.inc_value("heartbeat/declared_dead")
            logger.warning(
                "This worker was declared dead by its peers (Redis did not answer it for over %.0fs): its leases "
                "were handed back for others to fetch; beating again as %s", self.dead_after, record_state(self.stats),
            )  # fmt: skip
        if outcome.previous is not None:
            started, expired = outcome.previous
            self.stats.inc_value("heartbeat/previous_incarnation_leases", expired)
            logger.warning(
                "An earlier process with WORKER_ID %s (started %s) left %d leases: expired for reclaim now",
                self.worker_id, started, expired,
            )  # fmt: skip
            reclaim = True
        for worker_id, silent_for, expired in outcome.dead:
            self.stats.inc_value("heartbeat/dead_workers")
            logger.warning(
                "Worker %s silent for %.0fs: marked dead, %d of its leases expired for reclaim",
                worker_id, silent_for, expired,
            )  # fmt: skip
            reclaim = reclaim or expired > 0
        if reclaim and self.frontier is not None and self.frontier.is_open:
            self.frontier.reclaim_now()

    def _beat_failed(self, exc: RedisError) -> None:
        self._answered_since = None  # others were as cut off as this worker: judge nobody for a while
        self.stats.inc_value("heartbeat/redis_errors")
        self.stats.set_value("worker/redis_up", 0)
        logger.warning("Heartbeat not written (Redis unavailable): %s", exc)

    def _free_previous_incarnation(self) -> tuple[str, int] | None:
        """(started, leases expired) of an earlier process with this WORKER_ID that did not stop cleanly."""
        assert self.frontier is not None
        old = {_text(k): _text(v) for k, v in self.server.hgetall(self.frontier.keys.worker(self.worker_id)).items()}
        token = old.get("token", "")
        if not token or token == self.frontier.token:
            return None
        expired = self.frontier.expire_owner(token)
        return (old.get("started", "?"), expired) if expired else None

    def _redis_up_long_enough(self) -> bool:
        """False if the Redis server restarted within WORKER_DEAD_AFTER (its last-seen times are stale)."""
        uptime = self.server.info("server").get("uptime_in_seconds")
        return uptime is None or float(uptime) >= self.dead_after

    def find_dead_workers(self) -> list[tuple[str, float, int]]:
        """Mark workers silent past WORKER_DEAD_AFTER as dead and expire their leases (on the lane):
        (worker id, seconds silent, leases expired) of each."""
        assert self.frontier is not None
        keys = self.frontier.keys
        cutoff = time.time() - self.dead_after
        silent = self.server.zrangebyscore(keys.workers, "-inf", cutoff)
        if not silent or not self._redis_up_long_enough():
            return []
        dead = []
        for raw_id in silent:
            worker_id = _text(raw_id)
            if worker_id == self.worker_id:
                continue
            record = {_text(k): _text(v) for k, v in self.server.hgetall(keys.worker(worker_id)).items()}
            if not record:  # its record expired long ago: forget it
                self.server.zrem(keys.workers, worker_id)
                continue
            if record.get("state") in ("dead", "stopped"):
                continue
            # A replacement with this WORKER_ID may have beaten since the silent list was read: judge the
            # record's own last-seen time, or the new incarnation's fresh leases would be expired.
            if float(record.get("last_seen") or 0) > cutoff:
                continue
            self.server.hset(keys.worker(worker_id), "state", "dead")
            expired = self.frontier.expire_owner(record.get("token", ""))
            dead.append((worker_id, time.time() - float(record.get("last_seen", 0)), expired))
        return dead
