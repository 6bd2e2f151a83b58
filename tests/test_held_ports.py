"""The test harness's held ports (tests.conftest.HeldPorts): what the restart and late-start tests rely on."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from crawler.devstack.services import RedisService
from tests.conftest import HeldPorts


def test_a_held_port_refuses_connections_keeps_free_port_picks_out_and_lets_redis_bind_it(tmp_path: Path) -> None:
    held = HeldPorts()
    try:
        port = held.take()
        with socket.socket() as client, pytest.raises(ConnectionRefusedError):
            client.connect(("127.0.0.1", port))  # a worker started before its Redis sees it down
        with socket.socket() as other, pytest.raises(OSError):
            other.bind(("127.0.0.1", port))  # another test run's free_port() cannot take it
        redis = RedisService(tmp_path / "redis", port=port)
        redis.start()  # redis-server binds with SO_REUSEADDR: the hold does not keep it out
        try:
            assert redis.client().ping()
            redis.restart()  # and again after an outage, on the same port
            assert redis.client().ping()
        finally:
            redis.stop()
    finally:
        held.close()
