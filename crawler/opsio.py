"""Redis for the operations components, off the reactor: a short-timeout client and periodic lane jobs.

The heartbeat, the control channel, the progress line, the proxy pool, URL-parameter learning and the
robots.txt cache each talk to Redis with their own client. Their calls run on a `RedisLane`
(crawler/redisio.py), never on the reactor thread, so a Redis one hop away or one that stops answering
stalls none of the worker's downloads, timers or stats.

- `ops_redis_from_settings(settings)`: the usual client (`REDIS_URL`, `REDIS_PARAMS`) but with
  `OPS_REDIS_SOCKET_TIMEOUT` / `OPS_REDIS_CONNECT_TIMEOUT` (a few seconds) and no retry on a timeout, so
  a stalled Redis costs one call one timeout; what happens then (log line, counter, try again next turn)
  is each component's own outage handling, unchanged.
- `LaneJob`: one periodic job on a lane. A turn whose previous call is still unanswered is skipped (and
  counted), rather than piling calls up behind an unresponsive Redis; a RedisError goes to the job's error
  handler on the reactor thread, the result to its result handler.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from redis.exceptions import RedisError
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet import defer
from twisted.python.failure import Failure

from crawler.frontier.connection import redis_from_url
from crawler.redisio import RedisIO, RedisLane, Turns

logger = logging.getLogger(__name__)


def ops_params(settings: Any) -> dict[str, Any]:
    """REDIS_PARAMS with the operations components' short timeouts, without retries on a timeout."""
    params = dict(settings.getdict("REDIS_PARAMS"))
    params["socket_timeout"] = settings.getfloat("OPS_REDIS_SOCKET_TIMEOUT", 3.0)
    params["socket_connect_timeout"] = settings.getfloat("OPS_REDIS_CONNECT_TIMEOUT", 3.0)
    params["retry_on_timeout"] = False  # a retry would double the stall of every call
    return params


def ops_redis_from_settings(settings: Any) -> Any:
    return redis_from_url(settings.get("REDIS_URL"), ops_params(settings), settings.get("REDIS_SENTINEL_PASSWORD"))


async def settled(d: defer.Deferred[Any] | None) -> None:
    """Await a lane job's Deferred from a signal handler (Scrapy awaits coroutine handlers)."""
    if d is not None:
        await maybe_deferred_to_future(d)


def ops_lane(crawler: Any, name: str) -> RedisLane:
    return RedisIO.of(crawler).lane(name)


class LaneJob:
    """A periodic Redis job of one component on a lane: at most one call of it unanswered at a time."""

    def __init__(self, lane: RedisLane, stats: Any, name: str) -> None:
        self.lane = lane
        self.stats = stats
        self.name = name
        self.turns = Turns(on_skip=lambda _: stats.inc_value(f"{name}/skipped_turns"))

    @property
    def busy(self) -> bool:
        """True while the last call is unanswered."""
        return self.turns.pending(self.name)

    def run(
        self,
        fn: Callable[..., Any],
        *args: Any,
        on_result: Callable[[Any], Any] | None = None,
        on_error: Callable[[RedisError], Any] | None = None,
        force: bool = False,
    ) -> defer.Deferred[Any] | None:
        """Submit `fn(*args)` unless the previous call is unanswered (None then; `force` queues it anyway,
        e.g. a final write). The Deferred fires on the reactor once the handler ran; it never fails."""
        if not self.turns.take(self.name, force=force):
            return None
        d = self.turns.track(self.name, self.lane.call(fn, *args))

        def failed(failure: Failure) -> Any:
            if failure.check(RedisError) and on_error is not None:
                return on_error(failure.value)
            logger.error(
                "%s: unexpected error in a Redis call: %s", self.name, failure.getErrorMessage(),
                exc_info=(failure.type, failure.value, failure.getTracebackObject()),
            )  # fmt: skip
            self.stats.inc_value(f"{self.name}/errors")
            return None

        d.addCallbacks(on_result or (lambda result: result), failed)
        d.addErrback(self._handler_failed)
        return d

    def _handler_failed(self, failure: Failure) -> None:
        # A bug in a result handler must not end the periodic task (nor leave an unhandled Deferred error).
        self.stats.inc_value(f"{self.name}/errors")
        logger.error(
            "%s: error applying a Redis result: %s",
            self.name, failure.getErrorMessage(), exc_info=(failure.type, failure.value, failure.getTracebackObject()),
        )  # fmt: skip
