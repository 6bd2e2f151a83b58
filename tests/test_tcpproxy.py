"""The loopback TCP proxy the Redis-latency tests and benchmarks rely on: it adds latency and can stall."""

from __future__ import annotations

import time

import pytest
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from crawler.devstack.services import RedisService
from crawler.devstack.tcpproxy import TcpProxy


def test_proxy_adds_latency_per_round_trip(redis_server: RedisService) -> None:
    with TcpProxy(redis_server.port, delay_ms=20) as proxy:
        client = redis.Redis(port=proxy.port, socket_timeout=5)
        client.ping()
        started = time.monotonic()
        for _ in range(5):
            client.ping()
        per_trip = (time.monotonic() - started) / 5
        assert per_trip >= 0.02
        pipe = client.pipeline(transaction=False)
        for i in range(50):
            pipe.set(f"tcpproxy:{i}", i)
        started = time.monotonic()
        pipe.execute()
        # A pipeline is one round trip however long: chunks overlap instead of each waiting its turn.
        assert time.monotonic() - started < 10 * 0.02


def test_stalled_proxy_answers_nothing_until_resumed(redis_server: RedisService) -> None:
    with TcpProxy(redis_server.port) as proxy:
        no_retry = Retry(NoBackoff(), 0)
        client = redis.Redis(port=proxy.port, socket_timeout=0.3, retry=no_retry)
        client.set("tcpproxy:k", "v")
        proxy.stall()
        with pytest.raises(redis.exceptions.TimeoutError):
            client.get("tcpproxy:k")
        fresh = redis.Redis(port=proxy.port, socket_timeout=0.3, socket_connect_timeout=0.3, retry=no_retry)
        with pytest.raises(redis.exceptions.TimeoutError):
            fresh.ping()
        proxy.resume()
        assert redis.Redis(port=proxy.port, socket_timeout=2).get("tcpproxy:k") == b"v"
