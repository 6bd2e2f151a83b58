"""Redis lanes: blocking calls run off the reactor, in submission order, and report back on the reactor."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
import redis
from scrapy.statscollectors import MemoryStatsCollector
from scrapy.utils.test import get_crawler
from twisted.internet import defer

from crawler.devstack.procs import wait_until
from crawler.devstack.services import RedisService
from crawler.opsio import LaneJob
from crawler.redisio import LaneStopped, RedisIO, RedisLane, Turns
from tests.inprocess_workers import REACTOR


@pytest.fixture
def reactor_thread() -> Any:
    REACTOR.acquire()
    try:
        yield REACTOR
    finally:
        REACTOR.release()


def test_a_lane_runs_calls_in_order_off_the_reactor_and_delivers_results_and_errors_on_it(
    reactor_thread: Any, redis_server: RedisService
) -> None:
    client = redis.Redis(port=redis_server.port)
    lane = RedisLane("test")
    seen: list[tuple[str, Any, str]] = []  # (what, value, thread the callback ran on)
    ran_on: list[str] = []
    done = threading.Event()

    def slow_push(i: int) -> int:
        ran_on.append(threading.current_thread().name)
        return int(client.rpush("redisio:order", i))

    def submit() -> None:
        reactor_name = threading.current_thread().name
        for i in range(20):
            lane.call(slow_push, i).addCallback(
                lambda n, i=i: seen.append(("ok", (i, n), threading.current_thread().name))
            )
        assert lane.pending == 20  # nothing ran on the reactor thread while submitting
        failing = lane.call(client.execute_command, "NO.SUCH.COMMAND")
        failing.addErrback(lambda f: seen.append(("error", f.type, threading.current_thread().name)))
        failing.addBoth(lambda _: done.set())
        seen.append(("reactor", None, reactor_name))

    reactor_thread.call(submit)
    assert done.wait(10)
    reactor_name = seen[0][2]
    assert seen[0][0] == "reactor"
    results = [value for what, value, _ in seen if what == "ok"]
    # In submission order, each after the one before: list lengths 1, 2, 3, ...
    assert results == [(i, i + 1) for i in range(20)]
    assert [int(x) for x in client.lrange("redisio:order", 0, -1)] == list(range(20))
    assert seen[-1][0] == "error" and issubclass(seen[-1][1], redis.exceptions.ResponseError)
    assert {thread for _, _, thread in seen} == {reactor_name}, "callbacks run on the reactor thread"
    assert set(ran_on) and reactor_name not in ran_on, "the calls ran on the lane's thread"
    assert reactor_thread.call(lambda: lane.pending) == 0
    reactor_thread.call(lane.stop)


def test_lanes_are_per_crawler_and_do_not_wait_for_each_other(reactor_thread: Any) -> None:
    crawler_a, crawler_b = object.__new__(type("A", (), {})), object.__new__(type("B", (), {}))
    io_a = RedisIO.of(crawler_a)
    assert RedisIO.of(crawler_a) is io_a and RedisIO.of(crawler_b) is not io_a
    assert io_a.lane("frontier") is io_a.lane("frontier")
    slow, fast = io_a.lane("slow"), io_a.lane("fast")
    release = threading.Event()
    fast_done = threading.Event()

    def submit() -> None:
        slow.call(release.wait, 10)
        fast.call(lambda: None).addCallback(lambda _: fast_done.set())

    reactor_thread.call(submit)
    # The fast lane answers while the slow one is still blocked.
    assert fast_done.wait(5)
    assert reactor_thread.call(lambda: slow.pending) == 1
    release.set()
    reactor_thread.call(io_a.stop)


def test_a_call_on_a_stopped_lane_fails_like_an_unreachable_redis(reactor_thread: Any) -> None:
    lane = RedisLane("stopped")
    reactor_thread.call(lambda: lane.call(lambda: None))  # started, ran, then stopped (its crawler closed)
    reactor_thread.call(lane.stop)
    stats = MemoryStatsCollector(get_crawler())
    errors: list[Exception] = []
    # A component's last write that comes after the close: its outage handling says it, nothing raises.
    job = LaneJob(lane, stats, "late")
    reactor_thread.call(lambda: job.run(lambda: "written", on_error=errors.append, force=True))
    assert len(errors) == 1 and isinstance(errors[0], LaneStopped) and isinstance(errors[0], redis.RedisError)
    assert reactor_thread.call(lambda: (lane.pending, job.busy)) == (0, False)
    assert stats.get_value("late/errors") is None


def test_a_lane_tells_its_calls_to_give_up_before_it_waits_for_them(reactor_thread: Any) -> None:
    lane = RedisLane("retrying")
    give_up = threading.Event()
    lane.on_stop(give_up.set)
    started = threading.Event()

    def retrying() -> bool:
        # A call that retries until told to give up (the frontier's flush through an outage).
        started.set()
        return give_up.wait(30)

    results: list[Any] = []
    reactor_thread.call(lambda: lane.call(retrying).addCallback(results.append) and None)
    assert started.wait(10)
    # Stopped from the reactor thread, as Twisted's shutdown trigger does: the hook runs before the join, so
    # the stop does not wait out the call's 30 s.
    reactor_thread.call(lane.stop, timeout=10)
    assert give_up.is_set()
    wait_until(lambda: results == [True], 10, "the call's answer")


def test_turns_skip_a_named_call_while_its_previous_one_is_unfinished_and_not_other_names() -> None:
    skipped: list[str] = []
    turns = Turns(on_skip=skipped.append)
    first: defer.Deferred[Any] = defer.Deferred()
    assert turns.take("poll")
    turns.track("poll", first)
    assert turns.pending("poll")
    assert not turns.take("poll"), "the previous poll is unanswered: this turn is skipped"
    assert turns.take("counts"), "another name is not held up"
    assert turns.take("poll", force=True), "a final write goes anyway"
    assert skipped == ["poll"]
    first.errback(RuntimeError("a failed call ends its turn too"))
    first.addErrback(lambda _: None)
    assert not turns.pending("poll")
    assert turns.take("poll")


def test_a_lane_counts_each_functions_calls_and_its_own_cpu_in_the_stats(reactor_thread: Any) -> None:
    crawler = get_crawler()
    lane = RedisLane("counted", stats=crawler.stats)
    done = threading.Event()

    def busy() -> int:  # about 50 ms of this thread's CPU
        start = time.thread_time()
        while time.thread_time() - start < 0.05:
            pass
        return 1

    def idle() -> None:  # waits without CPU, like a call waiting for Redis's answer
        threading.Event().wait(0.2)

    def submit() -> None:
        lane.call(busy)
        lane.call(busy)
        lane.call(idle).addBoth(lambda _: done.set())

    reactor_thread.call(submit)
    assert done.wait(10)
    stats = reactor_thread.call(crawler.stats.get_stats)
    assert stats["redisio/counted/busy/calls"] == 2
    assert stats["redisio/counted/idle/calls"] == 1
    assert stats["redisio/counted/busy/cpu_seconds"] >= 0.1
    assert stats["redisio/counted/idle/cpu_seconds"] < 0.05  # the wait is not CPU
    assert RedisIO.of(crawler).lane("counted").stats is crawler.stats  # a crawler's lanes count in its stats
    reactor_thread.call(lane.stop)
