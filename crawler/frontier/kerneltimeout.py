"""A redis-py connection whose socket timeout is the kernel's (SO_RCVTIMEO / SO_SNDTIMEO), not Python's.

A Python socket with a timeout polls before every send and receive, and redis-py's pool checks each connection
it hands out for unread data with a receive framed by two `settimeout` calls: a command and its reply cost
about seven system calls on the socket, and each lets go of the GIL. On a lane thread (crawler/redisio.py)
every one of them is a turn the busy reactor thread must give back, so the lanes' calls cost the reactor
forced GIL switches. Here the socket stays blocking, with the same timeout set in the kernel: a send and a
receive are one system call each, and the pool's check is one non-blocking peek. A timeout still raises
redis-py's TimeoutError and drops the connection, as before.

Plain TCP only (`redis://`): TLS sockets and the Sentinel and Cluster clients keep redis-py's own connection.
"""

from __future__ import annotations

import socket
import struct
from typing import Any

from redis.connection import Connection
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

_PEEK = socket.MSG_PEEK | socket.MSG_DONTWAIT


def _timeval(seconds: float) -> bytes:
    whole = int(seconds)
    return struct.pack("ll", whole, int((seconds - whole) * 1_000_000))


class KernelTimeoutConnection(Connection):
    """`redis.Connection` with a blocking socket and the socket timeout kept in the kernel."""

    def __init__(self, *args: Any, socket_timeout: float | None = None, **kwargs: Any) -> None:
        # redis-py sets `socket_timeout` on the socket after connecting and after each read with a timeout of
        # its own: None keeps the socket blocking; the kernel holds the real timeout.
        self.kernel_timeout = socket_timeout
        if kwargs.get("socket_connect_timeout") is None:  # redis-py's default: the socket timeout
            kwargs["socket_connect_timeout"] = socket_timeout
        super().__init__(*args, socket_timeout=None, **kwargs)

    def _connect(self) -> socket.socket:
        sock = super()._connect()
        if self.kernel_timeout:
            value = _timeval(self.kernel_timeout)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, value)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, value)
        return sock

    def can_read(self, timeout: float = 0) -> bool:
        """Data waiting (the pool's check before it hands the connection out): one non-blocking peek."""
        buffer = getattr(self._parser, "_buffer", None)
        if timeout or self._sock is None or buffer is None or not hasattr(buffer, "unread_bytes"):
            return bool(super().can_read(timeout))
        if buffer.unread_bytes():
            return True
        try:
            data = self._sock.recv(1, _PEEK)
        except BlockingIOError:
            return False
        except OSError as exc:
            self.disconnect()
            raise RedisConnectionError(f"Error while reading from {self._host_error()}: {exc.args}") from exc
        if not data:  # closed by the server: the pool reconnects
            raise RedisConnectionError("Connection closed by server.")
        return True

    def send_packed_command(self, command: Any, check_health: bool = True) -> None:
        try:
            super().send_packed_command(command, check_health)
        except RedisConnectionError as exc:
            if isinstance(exc.__context__, BlockingIOError):  # SO_SNDTIMEO ran out (redis-py disconnected)
                raise RedisTimeoutError("Timeout writing to socket") from None
            raise

    def read_response(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().read_response(*args, **kwargs)
        except RedisConnectionError as exc:
            if _timed_out(exc):  # SO_RCVTIMEO ran out (redis-py disconnected, unless told not to)
                raise RedisTimeoutError(f"Timeout reading from {self._host_error()}") from None
            raise


def _timed_out(exc: BaseException) -> bool:
    """True if `exc` came from a receive the kernel's timeout ended (EAGAIN on a blocking socket)."""
    seen: set[int] = set()
    cause: BaseException | None = exc
    while cause is not None and id(cause) not in seen:
        if isinstance(cause, BlockingIOError):
            return True
        seen.add(id(cause))
        cause = cause.__context__
    return False


def kernel_timeout_params(url: str, params: dict[str, Any]) -> dict[str, Any]:
    """`params` for `redis.Redis.from_url(url, ...)` with this connection class where it applies (redis://)."""
    if not url.startswith("redis://") or "connection_class" in params:
        return params
    return {**params, "connection_class": KernelTimeoutConnection}
