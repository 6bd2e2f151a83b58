"""Redis lanes: blocking calls run off the reactor, in submission order, and report back on the reactor."""

from __future__ import annotations

import threading
from typing import Any

import pytest
import redis
from twisted.internet import defer

from crawler.devstack.services import RedisService
from crawler.redisio import RedisIO, RedisLane, Turns
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
