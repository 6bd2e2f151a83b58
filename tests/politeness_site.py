"""A small site of linked pages on one loopback address, served from a thread, that logs every request.

Politeness tests need several sites with distinct hosts (127.0.0.2, 127.0.0.3, ...: each IP address is
a politeness domain of its own), misbehaviour on demand (429 with Retry-After, 500s, 403 bans) and the
exact arrival time of each request, which the site records before it answers.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

from crawler.devstack.procs import free_port

# (path, how many requests the site received before this one) -> (status, headers) to answer instead.
Responder = Callable[[str, int], tuple[int, dict[str, str]] | None]


@dataclass(frozen=True)
class Hit:
    at: float
    path: str
    status: int


def page_path(n: int) -> str:
    return "/" if n == 0 else f"/p/{n}"


class TestSite:
    """`pages` pages in a tree (each links to its `fanout` children), all reachable from `/`."""

    __test__ = False  # not a pytest test class

    def __init__(
        self, host: str, pages: int, fanout: int = 5, robots: str = "User-agent: *\nDisallow:\n",
        respond: Responder | None = None,
    ) -> None:  # fmt: skip
        self.host = host
        self.pages = pages
        self.fanout = fanout
        self.robots = robots
        self.respond = respond
        self.hits: list[Hit] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    @property
    def origin(self) -> str:
        assert self._server is not None
        return f"http://{self.host}:{self._server.server_address[1]}"

    @property
    def paths(self) -> set[str]:
        return {page_path(n) for n in range(self.pages)}

    def html(self, n: int) -> bytes:
        children = range(n * self.fanout + 1, min(self.pages, n * self.fanout + self.fanout + 1))
        links = "".join(f'<li><a href="{page_path(c)}">Page {c}</a></li>' for c in children)
        return (
            f"<!doctype html><html lang='en'><head><title>Page {n} of {self.host}</title></head><body>"
            f"<h2>Page {n}</h2><p>Filler text for page {n}.</p><ul>{links}</ul></body></html>"
        ).encode()

    def start(self) -> TestSite:
        site = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                arrived = time.time()
                with site._lock:
                    seen = len(site.hits)
                status, headers, body = site._answer(self.path, seen)
                with site._lock:
                    site.hits.append(Hit(arrived, self.path, status))
                self.send_response(status)
                for name, value in {"Content-Type": "text/html; charset=utf-8", **headers}.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        server = ThreadingHTTPServer((self.host, free_port(self.host)), Handler)
        server.daemon_threads = True
        self._server = server
        threading.Thread(target=server.serve_forever, name=f"site-{self.host}", daemon=True).start()
        return self

    def _answer(self, path: str, seen: int) -> tuple[int, dict[str, str], bytes]:
        if path == "/robots.txt":
            return 200, {"Content-Type": "text/plain"}, self.robots.encode()
        override = self.respond(path, seen) if self.respond else None
        if override is not None:
            status, headers = override
            return status, headers, f"<html><body>status {status}</body></html>".encode()
        pages = {page_path(n): n for n in range(self.pages)}
        if path not in pages:
            return 404, {}, b"<html><body>not found</body></html>"
        return 200, {}, self.html(pages[path])

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    def page_hits(self) -> list[Hit]:
        """Requests for pages (robots.txt excluded), in arrival order."""
        with self._lock:
            return sorted((h for h in self.hits if h.path != "/robots.txt"), key=lambda h: h.at)

    def fetched(self) -> set[str]:
        """Paths answered 200."""
        return {h.path for h in self.page_hits() if h.status == 200}


class HoldHostMiddleware:
    """A downloader middleware that holds the requests of every other page of one host (setting HOLD_HOST: `/`,
    /p/2, /p/4, ...) HOLD_SECONDS before passing them on: what a worker with a full downloader does to a request
    it claimed, while the next one goes at once. Installed through InProcessWorkers.overrides."""

    def __init__(self, host: str, seconds: float, stats: Any) -> None:
        self.host, self.seconds, self.stats = host, seconds, stats

    @classmethod
    def from_crawler(cls, crawler: Any) -> HoldHostMiddleware:
        return cls(crawler.settings.get("HOLD_HOST"), crawler.settings.getfloat("HOLD_SECONDS"), crawler.stats)

    async def process_request(self, request: Any, spider: Any = None) -> None:
        from scrapy.utils.defer import maybe_deferred_to_future
        from twisted.internet import reactor, task

        parsed = urlsplit(request.url)
        number = parsed.path.rsplit("/", 1)[-1] or "0"
        if parsed.hostname == self.host and number.isdigit() and int(number) % 2 == 0:
            self.stats.inc_value("test/held")
            await maybe_deferred_to_future(task.deferLater(reactor, self.seconds, lambda: None))
