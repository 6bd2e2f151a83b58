"""The HTTP endpoint of a worker: Prometheus `/metrics` and a liveness check `/healthz` on one port.

`/healthz` answers from the crawl loop itself: a LoopingCall on the Twisted reactor stamps the time every
`HEALTH_STAMP_INTERVAL` seconds, and the HTTP thread answers 503 once that stamp is older than
`HEALTH_MAX_STALL` seconds. A worker whose reactor is stuck (a blocking call, a hung Redis socket, a busy
loop) therefore fails its liveness probe, while `/metrics`, served from the same thread, would still answer
200 with stale figures.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterable
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from prometheus_client import CollectorRegistry, make_wsgi_app
from twisted.internet import task

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


class ReactorHeartbeat:
    """Stamps `time.monotonic()` from the reactor thread; any thread may read the stamp's age."""

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self.stamp = time.monotonic()
        self.loop = task.LoopingCall(self.beat)

    def beat(self) -> None:
        self.stamp = time.monotonic()  # one float store: safe to read from the HTTP thread

    def start(self) -> None:
        self.beat()
        self.loop.start(self.interval, now=True)

    def stop(self) -> None:
        if self.loop.running:
            self.loop.stop()

    def age(self) -> float:
        return time.monotonic() - self.stamp


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # probes every few seconds: not worth a log line
        pass


class _ThreadingServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True
    allow_reuse_address = True


def health_app(heartbeat: ReactorHeartbeat, max_stall: float, state: Callable[[], str]) -> WSGIApp:
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        age = heartbeat.age()
        ok = age <= max_stall
        body = json.dumps({"ok": ok, "reactor_age_s": round(age, 3), "max_stall_s": max_stall, "state": state()})
        status = "200 OK" if ok else "503 Service Unavailable"
        start_response(status, [("Content-Type", "application/json"), ("Cache-Control", "no-store")])
        return [body.encode()]

    return app


def dispatch(routes: dict[str, WSGIApp], default: WSGIApp) -> WSGIApp:
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        return routes.get(environ.get("PATH_INFO", "/"), default)(environ, start_response)

    return app


def not_found(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    start_response("404 Not Found", [("Content-Type", "text/plain")])
    return [b"try /metrics or /healthz\n"]


class HttpEndpoint:
    """A threaded HTTP server for a WSGI app (prometheus_client's own server serves metrics on every path)."""

    def __init__(self, addr: str, port: int, app: WSGIApp) -> None:
        self.server = make_server(addr, port, app, server_class=_ThreadingServer, handler_class=_QuietHandler)
        self.port = int(self.server.server_port)
        self.thread = threading.Thread(target=self.server.serve_forever, name="metrics-http", daemon=True)
        self.thread.start()

    def shutdown(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def worker_app(
    registry: CollectorRegistry, heartbeat: ReactorHeartbeat, max_stall: float, state: Callable[[], str]
) -> WSGIApp:
    metrics = make_wsgi_app(registry)
    health = health_app(heartbeat, max_stall, state)
    return dispatch({"/metrics": metrics, "/healthz": health, "/livez": health}, not_found)
