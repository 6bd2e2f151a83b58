"""A loopback TCP proxy that adds latency or stops answering, to put a real Redis "one hop away" or cut it.

`TcpProxy(upstream_port, delay_ms=1.0)` listens on a free 127.0.0.1 port and forwards every connection to
127.0.0.1:upstream_port, each chunk delivered `delay_ms / 2` later in each direction (so a round trip
costs `delay_ms` more; pipelined chunks overlap, as on a real link). `stall()` makes it behave like a
network that drops packets without a reset: nothing is forwarded either way and new connections are
accepted but get no answer; `resume()` delivers what was held, as TCP retransmission would. Used by the
tests (a Redis that stops answering) and bench/ (Redis at 1 ms and 5 ms).
"""

from __future__ import annotations

import contextlib
import heapq
import socket
import threading
import time
from typing import Any


class _Direction:
    """One direction of one connection: chunks read from `src` are sent to `dst` when due."""

    def __init__(self, proxy: TcpProxy, src: socket.socket, dst: socket.socket) -> None:
        self.proxy, self.src, self.dst = proxy, src, dst
        self.queue: list[tuple[float, int, bytes]] = []
        self.seq = 0
        self.cond = threading.Condition()
        self.closed = False

    def start(self) -> None:
        threading.Thread(target=self._read, daemon=True, name="tcpproxy-read").start()
        threading.Thread(target=self._send, daemon=True, name="tcpproxy-send").start()

    def _read(self) -> None:
        try:
            while True:
                data = self.src.recv(65536)
                if not data:
                    break
                with self.cond:
                    self.seq += 1
                    heapq.heappush(self.queue, (time.monotonic() + self.proxy.delay_s / 2, self.seq, data))
                    self.cond.notify()
        except OSError:
            pass
        with self.cond:
            self.closed = True
            self.cond.notify()

    def _send(self) -> None:
        try:
            while True:
                with self.cond:
                    while True:
                        if self.proxy.stopped:
                            return
                        now = time.monotonic()
                        if self.queue and not self.proxy.stalled and self.queue[0][0] <= now:
                            _, _, data = heapq.heappop(self.queue)
                            break
                        if self.closed and not self.queue:
                            with contextlib.suppress(OSError):
                                self.dst.shutdown(socket.SHUT_WR)
                            return
                        wait = self.queue[0][0] - now if self.queue and not self.proxy.stalled else 0.05
                        self.cond.wait(max(0.0005, min(wait, 0.05)))
                self.dst.sendall(data)
        except OSError:
            pass


class TcpProxy:
    """Forward 127.0.0.1:<port> to 127.0.0.1:<upstream_port> with added latency; `stall()` / `resume()`."""

    def __init__(self, upstream_port: int, delay_ms: float = 0.0, host: str = "127.0.0.1") -> None:
        self.upstream = (host, upstream_port)
        self.delay_s = delay_ms / 1000
        self.stalled = False
        self.stopped = False
        self.listener = socket.create_server((host, 0))
        self.port = int(self.listener.getsockname()[1])
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._accept, daemon=True, name="tcpproxy-accept")
        self._thread.start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def _accept(self) -> None:
        while not self.stopped:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.upstream, timeout=5)
                upstream.settimeout(None)
            except OSError:
                client.close()
                continue
            for sock in (client, upstream):
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            with self._lock:
                self._sockets += [client, upstream]
            _Direction(self, client, upstream).start()
            _Direction(self, upstream, client).start()

    def stall(self) -> None:
        """Stop forwarding anything, without closing or resetting a connection."""
        self.stalled = True

    def resume(self) -> None:
        self.stalled = False

    def close(self) -> None:
        self.stopped = True
        with contextlib.suppress(OSError):
            self.listener.close()
        with self._lock:
            for sock in self._sockets:
                with contextlib.suppress(OSError):
                    sock.close()
            self._sockets.clear()

    def __enter__(self) -> TcpProxy:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
