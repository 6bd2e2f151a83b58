"""Fixtures for the proxy, render and guard tests: tinyproxy and small programmable HTTP sites on loopback.

- `tinyproxy`: factory of real tinyproxy forward proxies (own config and log file, BasicAuth, a `Via` name
  per instance), each on a free 127.0.0.1 port, stopped after the test.
- `local_site`: factory of in-process HTTP servers (a thread each) whose pages come from a Python function
  of (path, headers); every request is recorded (path, status, User-Agent, Via) for assertions.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest

from crawler.devstack.procs import free_port, port_open
from crawler.devstack.services import LOOPBACK, Service


class TinyproxyService(Service):
    """tinyproxy (Debian's) in the foreground with BasicAuth, on loopback only."""

    name = "tinyproxy"
    start_timeout: ClassVar[float] = 15.0

    def start(self) -> Service:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.port = self.port or free_port()
        (self.data_dir / "tinyproxy.conf").write_text(
            f"""Port {self.port}
Listen {LOOPBACK}
Timeout 30
LogFile "{self.proxy_log}"
LogLevel Connect
MaxClients 100
Allow 127.0.0.1
BasicAuth {self.extra["user"]} {self.extra["password"]}
ViaProxyName "{self.extra["via"]}"
"""
        )
        return super().start()

    @property
    def proxy_log(self) -> Path:
        return self.data_dir / "requests.log"

    def argv(self) -> list[str]:
        return ["/usr/bin/tinyproxy", "-d", "-c", str(self.data_dir / "tinyproxy.conf")]

    def ready(self) -> bool:
        return port_open(LOOPBACK, self.port)

    def url(self, password: str | None = None) -> str:
        return f"http://{self.extra['user']}:{password or self.extra['password']}@{LOOPBACK}:{self.port}"

    def requested(self) -> list[str]:
        """The URLs tinyproxy was asked for (its log's `Request (file descriptor N): GET <url> HTTP/1.1`)."""
        if not self.proxy_log.exists():
            return []
        return [
            line.split("): ", 1)[1].split()[1]
            for line in self.proxy_log.read_text(errors="replace").splitlines()
            if "Request (file descriptor" in line
        ]


@pytest.fixture
def tinyproxy(tmp_path: Path) -> Iterator[Callable[..., TinyproxyService]]:
    started: list[TinyproxyService] = []

    def make(user: str, password: str, via: str) -> TinyproxyService:
        service = TinyproxyService(
            tmp_path / f"tinyproxy-{via}", extra={"user": user, "password": password, "via": via}
        )
        service.start()
        started.append(service)
        return service

    yield make
    for service in started:
        service.stop()


class QuietHTTPServer(ThreadingHTTPServer):
    """Clients that drop connections (cancelled downloads, closed browser pages) are normal here."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


Page = tuple[int, dict[str, str], bytes]  # status, headers, body
Route = Callable[[str, dict[str, str]], Page]


@dataclass
class LocalSite:
    """A threaded HTTP server on 127.0.0.1 answering from `route`; records every request."""

    route: Route
    host: str = LOOPBACK
    server: ThreadingHTTPServer | None = None
    log: list[dict[str, Any]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def origin(self) -> str:
        assert self.server is not None
        return f"http://{self.host}:{self.server.server_address[1]}"

    def start(self) -> LocalSite:
        site = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                headers = {k.lower(): v for k, v in self.headers.items()}
                try:
                    status, extra, body = site.route(self.path, headers)
                except Exception as exc:  # a test route bug must show up as a 500, not hang the crawl
                    status, extra, body = 500, {}, repr(exc).encode()
                record = {"path": self.path, "status": status, "ua": headers.get("user-agent", ""),
                          "via": headers.get("via", ""), "headers": headers, "t": time.monotonic()}  # fmt: skip
                with site.lock:
                    site.log.append(record)
                self.send_response(status)
                extra = {"Content-Type": "text/html; charset=utf-8", **extra}
                # X-No-Length: a body delimited by closing the connection (its size is unknown up front).
                no_length = extra.pop("X-No-Length", None) is not None
                for name, value in extra.items():
                    self.send_header(name, value)
                if no_length:
                    self.send_header("Connection", "close")
                    self.close_connection = True
                elif "Content-Length" not in extra:
                    self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                try:
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    self.close_connection = True  # the client gave up (e.g. the size guard cancelled)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = QuietHTTPServer((self.host, 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None

    def requests(self) -> list[dict[str, Any]]:
        with self.lock:
            return list(self.log)


@pytest.fixture
def local_site() -> Iterator[Callable[..., LocalSite]]:
    started: list[LocalSite] = []

    def make(route: Route, host: str = LOOPBACK) -> LocalSite:
        site = LocalSite(route, host).start()
        started.append(site)
        return site

    yield make
    for site in started:
        site.stop()


def html_page(title: str, body: str) -> bytes:
    return f"<!doctype html><html lang='en'><head><title>{title}</title></head><body>{body}</body></html>".encode()
