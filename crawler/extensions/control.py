"""Control channel: pause, resume and stop workers cluster-wide through Redis.

`scrapy control pause|resume|stop [--worker ID]` publishes a command on `{spider}:control` and records it
in a persistent state key (`{spider}:control:state`, or `{spider}:control:worker:<id>` for one worker), so a
worker that starts later, or missed the message during an outage, obeys it too. Pause: claim nothing new
(prefetched requests go back to the queue), finish what is in flight. Resume: carry on. Stop: graceful
drain, unfinished requests stay in the frontier; with `CONTROL_STOP_MODE=hold` the worker then stays up in
state `held` instead of exiting (under a Kubernetes Deployment an exited pod is restarted at once, and a new
pod would only read the stop and exit again), until `resume`. Settings: `CONTROL_ENABLED`,
`CONTROL_POLL_INTERVAL`, `CONTROL_STOP_MODE`.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
from typing import Any

from redis.exceptions import RedisError
from scrapy import Spider, signals
from scrapy.exceptions import NotConfigured
from scrapy.utils.defer import deferred_from_coro
from twisted.internet import defer, task

from crawler.frontier.component import Frontier
from crawler.frontier.keys import FrontierKeys
from crawler.opsio import LaneJob, ops_lane, ops_redis_from_settings, settled

logger = logging.getLogger(__name__)
COMMANDS = ("pause", "resume", "stop")
STATE_OF = {"pause": "paused", "stop": "stopped"}
STOP_MODES = ("exit", "hold")


def _text(value: Any) -> str | None:
    return value.decode() if isinstance(value, bytes) else value


class ControlChannel:
    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler
        self.worker_id: str = crawler.settings.get("WORKER_ID")
        self.interval = crawler.settings.getfloat("CONTROL_POLL_INTERVAL")
        self.stop_mode = crawler.settings.get("CONTROL_STOP_MODE", "exit")
        if self.stop_mode not in STOP_MODES:
            raise ValueError(f"CONTROL_STOP_MODE must be one of {STOP_MODES}, got {self.stop_mode!r}")
        self.server = ops_redis_from_settings(crawler.settings)
        # Its own lane: a pause or stop is never stuck behind another component's Redis calls.
        self.job = LaneJob(ops_lane(crawler, "control"), crawler.stats, "control")
        self.keys: FrontierKeys | None = None
        self.pubsub: Any = None
        self.state = "running"
        self.loop: task.LoopingCall | None = None
        self._last_state_check = 0.0
        self._closed = False

    @classmethod
    def from_crawler(cls, crawler: Any) -> ControlChannel:
        if not crawler.settings.getbool("CONTROL_ENABLED"):
            raise NotConfigured
        ext = cls(crawler)
        crawler.signals.connect(ext.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        return ext

    async def spider_opened(self, spider: Spider) -> None:
        start_key = self.crawler.settings.get("START_URLS_KEY") % {"name": spider.name}
        frontier = Frontier.of(self.crawler)
        self.keys = frontier.keys if frontier is not None else FrontierKeys(spider.name, start_key)
        self.crawler.stats.set_value("worker/state", self.state)
        if frontier is not None:  # one housekeeping loop per worker
            frontier.housekeeping.add("control", self.interval, self.poll)
        else:
            self.loop = task.LoopingCall(self.poll)
            self.loop.start(self.interval, now=False)
        # The persistent state is read before the crawl starts (the engine awaits this handler), so a
        # worker that starts while the cluster is paused or stopped fetches nothing first.
        await settled(self.poll(check_state=True))

    def spider_closed(self, spider: Spider, reason: str) -> None:
        frontier = Frontier.of(self.crawler)
        if frontier is not None:
            frontier.housekeeping.remove("control")
        if self.loop is not None and self.loop.running:
            self.loop.stop()
        self._closed = True
        # On the lane, after any read still pending there (the pubsub connection belongs to that thread).
        self.job.lane.call(self._close_pubsub).addErrback(lambda _: None)

    def _close_pubsub(self) -> None:
        pubsub, self.pubsub = self.pubsub, None
        if pubsub is not None:
            with contextlib.suppress(RedisError):
                pubsub.close()

    @property
    def control_keys(self) -> FrontierKeys:
        if self.keys is None:
            raise RuntimeError("the control channel is not open")
        return self.keys

    # --- receiving -----------------------------------------------------------------------------------

    def poll(self, check_state: bool = False) -> defer.Deferred[Any] | None:
        """Read the channel (and every 2 s the state keys) on the control lane; act on the reactor."""
        if self._closed:
            return None
        if time.monotonic() - self._last_state_check > 2.0:
            check_state = True  # covers messages missed while Redis was unreachable
        return self.job.run(self._read, check_state, on_result=self._received, on_error=self._unavailable)

    def _read(self, check_state: bool) -> tuple[list[Any], tuple[Any, Any] | None, RedisError | None]:
        """On the lane (the pubsub connection is only ever used from this thread): the messages received,
        the state keys if asked, and the error that cut the read short (what was read before it counts)."""
        messages: list[Any] = []
        states = None
        try:
            if self.pubsub is None:
                pubsub = self.server.pubsub(ignore_subscribe_messages=True)
                pubsub.subscribe(self.control_keys.control_channel)
                self.pubsub = pubsub
            while (message := self.pubsub.get_message(timeout=0)) is not None:
                messages.append(message.get("data"))
            if check_state:
                assert self.keys is not None
                states = (
                    self.server.get(self.keys.control_worker_state(self.worker_id)),
                    self.server.get(self.keys.control_state),
                )
        except RedisError as exc:
            broken, self.pubsub = self.pubsub, None  # resubscribe once Redis is back
            if broken is not None:
                with contextlib.suppress(RedisError, OSError):
                    broken.close()
            return messages, None, exc
        return messages, states, None

    def _received(self, result: tuple[list[Any], tuple[Any, Any] | None, RedisError | None]) -> None:
        messages, states, error = result
        for data in messages:
            self._on_message(data)
        if states is not None:
            self._last_state_check = time.monotonic()
            self._apply_state(*states)
        if error is not None:
            self._unavailable(error)

    def _unavailable(self, exc: RedisError) -> None:
        self.crawler.stats.inc_value("control/redis_errors")
        logger.debug("Control channel unavailable: %s", exc)

    def _on_message(self, data: Any) -> None:
        try:
            message = json.loads(_text(data) or "")
            command, target = message["command"], message.get("worker")
        except (ValueError, KeyError, TypeError):
            logger.warning("Ignored malformed control message %r", str(data)[:200])
            self.crawler.stats.inc_value("control/malformed")
            return
        if command in COMMANDS and target in (None, self.worker_id):
            self.apply(command, source="message")

    def _apply_state(self, mine_raw: Any, cluster_raw: Any) -> None:
        wanted = _text(mine_raw) or _text(cluster_raw) or "running"
        command = {"paused": "pause", "stopped": "stop", "running": "resume"}.get(wanted)
        stopped = "held" if self.stop_mode == "hold" else "stopping"
        if command and {"pause": "paused", "stop": stopped, "resume": "running"}[command] != self.state:
            self.apply(command, source="state key")

    # --- acting --------------------------------------------------------------------------------------

    def apply(self, command: str, source: str) -> None:
        engine = self.crawler.engine
        frontier = Frontier.of(self.crawler)
        if command == "pause" and self.state == "running":
            self._hold(engine, frontier)
            self._set_state("paused", source)
        elif command == "stop" and self.stop_mode == "hold" and self.state in ("running", "paused"):
            # Drained like a pause (in-flight requests finish, prefetched ones go back), but a stop: the
            # worker stays up, claiming nothing, until `resume`.
            self._hold(engine, frontier)
            self._set_state("held", source)
        elif command == "resume" and self.state in ("paused", "held"):
            engine.unpause()
            if frontier is not None:
                frontier.wake()
            self._set_state("running", source)
        elif command == "stop" and self.stop_mode == "exit" and self.state != "stopping":
            self._set_state("stopping", source)
            engine.unpause()  # a paused engine still drains what is in flight
            deferred_from_coro(engine.close_spider_async(reason="control_stop"))

    @staticmethod
    def _hold(engine: Any, frontier: Frontier | None) -> None:
        engine.pause()
        if frontier is not None:
            try:
                frontier.release_prefetched()
            except RedisError as exc:
                logger.warning("Could not hand prefetched requests back on pause: %s", exc)

    def _set_state(self, state: str, source: str) -> None:
        logger.info("Control: %s -> %s (from %s)", self.state, state, source)
        self.state = state
        self.crawler.stats.set_value("worker/state", state)
        self.crawler.stats.inc_value(f"control/{state}")


def send_command(server: Any, keys: FrontierKeys, command: str, worker: str | None = None) -> int:
    """Record `command` in the persistent state and publish it; returns the number of listeners."""
    if command not in COMMANDS:
        raise ValueError(f"unknown command {command!r}; expected one of {COMMANDS}")
    pipe = server.pipeline(transaction=True)
    if worker:
        key = keys.control_worker_state(worker)
        pipe.delete(key) if command == "resume" else pipe.set(key, STATE_OF[command])
    elif command == "resume":
        pipe.delete(keys.control_state)
        for key in server.scan_iter(match=keys.control_worker_state("*")):
            pipe.delete(key)
    else:
        pipe.set(keys.control_state, STATE_OF[command])
    pipe.publish(keys.control_channel, json.dumps({"command": command, "worker": worker, "at": time.time()}))
    return int(pipe.execute()[-1])
