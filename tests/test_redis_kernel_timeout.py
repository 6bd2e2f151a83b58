"""The frontier's redis:// connections keep their socket timeout in the kernel (crawler/frontier/kerneltimeout.py):
one send and one receive per command, no timeout polls, and a silent Redis still times out."""

from __future__ import annotations

import socket
import time
from collections import Counter
from typing import Any

import pytest
import redis

from crawler.devstack.tcpproxy import TcpProxy
from crawler.frontier.connection import redis_from_url
from crawler.frontier.kerneltimeout import KernelTimeoutConnection


class CountingSocket:
    """A connected socket that counts the calls made on it (each one a system call, and a GIL release)."""

    def __init__(self, sock: socket.socket) -> None:
        self._sock = sock
        self.calls: Counter[str] = Counter()

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._sock, name)
        if not callable(attr):
            return attr

        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] += 1
            return attr(*args, **kwargs)

        return counted


def count_socket_calls(client: Any, commands: int) -> Counter[str]:
    """The socket calls of `commands` script calls on the (connected, idle) connection of `client`."""
    script = client.register_script("return ARGV[1]")
    script(keys=["k"], args=["warm"])  # connected, script loaded
    conn = client.connection_pool._available_connections[0]
    counting = CountingSocket(conn._sock)
    conn._sock = conn._parser._sock = conn._parser._buffer._sock = counting
    for i in range(commands):
        assert script(keys=["k"], args=[str(i)]) == str(i).encode()
    return counting.calls


def test_a_command_costs_one_send_one_receive_and_one_peek_with_no_timeout_switching(redis_server: Any) -> None:
    client = redis_from_url(redis_server.url, {"socket_timeout": 5.0, "socket_connect_timeout": 5.0})
    calls = count_socket_calls(client, 20)
    # redis-py's own connection: settimeout(0) and back around a receive for the pool's check, and a poll
    # (inside Python's socket, not counted here) before each send and receive.
    assert calls == {"sendall": 20, "recv": 40}, calls
    conn = client.connection_pool._available_connections[0]
    assert conn._sock.gettimeout() is None  # blocking: no poll before each send and receive
    timeout = conn._sock._sock.getsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, 16)
    assert timeout[:8] == (5).to_bytes(8, "little")  # the 5 s are in the kernel


def test_a_redis_that_stops_answering_times_out_and_the_next_command_reconnects(redis_server: Any) -> None:
    with TcpProxy(redis_server.port) as proxy:
        client = redis_from_url(proxy.url, {"socket_timeout": 0.5, "socket_connect_timeout": 2.0, "retry": None})
        assert client.ping()
        proxy.stall()
        start = time.monotonic()
        with pytest.raises(redis.TimeoutError, match="Timeout reading"):
            client.ping()
        assert 0.4 < time.monotonic() - start < 2.0
        assert client.connection_pool._available_connections[0]._sock is None  # dropped, as redis-py does
        proxy.resume()
        assert client.ping()


def test_tls_and_unix_socket_urls_keep_redis_py_s_connection() -> None:
    for url in ("rediss://127.0.0.1:1/0", "unix:///tmp/none.sock"):
        client = redis_from_url(url, {"socket_timeout": 1.0})
        assert client.connection_pool.connection_class is not KernelTimeoutConnection
