"""Serve the generated demo news sites over HTTP with the standard library.

One :class:`http.server.ThreadingHTTPServer` (in its own thread) per origin; every server binds only
to its own loopback host.  Pages are generated after binding so that links carry the real ports.

CLI::

    python -m crawler.demo.server --origin 127.0.0.1:0 --origin 127.0.0.2:0 --articles 180 \\
        --js-articles 4 --seed 7 --truth truth.json --access-log access.jsonl --ready-file ready.json

After binding it writes the truth JSON to ``--truth``, then ``{"origins": [...], "pid": N}`` to
``--ready-file`` (both atomically), and serves until SIGTERM/SIGINT.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socketserver
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import FrameType, TracebackType
from typing import Any
from urllib.parse import urlsplit

from crawler.demo.site import Site, build_sites, build_truth

DEFAULT_ORIGINS = ("127.0.0.1:0", "127.0.0.2:0")


class AccessLog:
    """Thread-safe JSON-lines access log; every record is appended and flushed immediately."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()

    def write(self, record: dict[str, Any]) -> None:
        """Append one record as a JSON line."""
        line = json.dumps(record, ensure_ascii=False) + "\n"
        with self._lock, self.path.open("a", encoding="utf-8") as handle:
            handle.write(line)
            handle.flush()


class DemoHandler(BaseHTTPRequestHandler):
    """Answers GET/HEAD from the pre-rendered pages of the server's :class:`Site`."""

    server: SiteHTTPServer
    protocol_version = "HTTP/1.1"
    server_version = "DemoNews/1.0"
    timeout = 30  # close idle keep-alive connections

    def version_string(self) -> str:
        """``Server`` header value (without the Python version)."""
        return self.server_version

    def do_GET(self) -> None:
        """Serve a page with its body."""
        self._respond(with_body=True)

    def do_HEAD(self) -> None:
        """Serve a page's headers only."""
        self._respond(with_body=False)

    def _respond(self, with_body: bool) -> None:
        """Look the request path up (query ignored) and write status, headers and body."""
        page = self.server.site.lookup(urlsplit(self.path).path or "/")
        self.send_response(page.status)
        self.send_header("Content-Type", page.content_type)
        self.send_header("Content-Length", str(len(page.body)))
        for name, value in page.headers:
            self.send_header(name, value)
        self.end_headers()
        if with_body:
            self.wfile.write(page.body)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Record the response in the JSON access log (if configured) instead of stderr."""
        log = self.server.access_log
        if log is None:
            return
        headers = getattr(self, "headers", None)
        log.write(
            {
                "t": time.time(),
                "origin": self.server.origin,
                "method": getattr(self, "command", None) or "-",
                "path": getattr(self, "path", None) or "-",
                "status": int(code) if str(code).isdigit() else code,
                "ua": (headers.get("User-Agent", "") if headers is not None else "") or "",
                # The headers a browser sends with its user agent, to check that they match it.
                "headers": {
                    name.lower(): value
                    for name, value in (headers.items() if headers is not None else [])
                    if name.lower()
                    in ("accept", "accept-language", "sec-ch-ua", "sec-ch-ua-mobile", "sec-ch-ua-platform")
                },
            }
        )

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the default per-request stderr logging."""


class SiteHTTPServer(ThreadingHTTPServer):
    """A threading HTTP server for one origin; ``site`` is attached after binding."""

    daemon_threads = True

    def __init__(self, host: str, port: int, access_log: AccessLog | None) -> None:
        self.access_log = access_log
        self.site_ref: Site | None = None
        super().__init__((host, port), DemoHandler)

    def server_bind(self) -> None:
        """Bind without the reverse-DNS lookup ``HTTPServer.server_bind`` performs."""
        socketserver.TCPServer.server_bind(self)
        host, port = self.server_address[:2]
        self.server_name, self.server_port = str(host), int(port)

    @property
    def origin(self) -> str:
        """``http://host:port`` with the actually bound port."""
        return f"http://{self.server_name}:{self.server_port}"

    @property
    def site(self) -> Site:
        """The site served by this server."""
        if self.site_ref is None:
            raise RuntimeError("site not attached yet")
        return self.site_ref


def parse_origin(origin: str) -> tuple[str, int]:
    """``host:port`` (optionally prefixed with ``http://``) -> ``(host, port)``."""
    text = origin.strip().rstrip("/")
    if "://" in text:
        text = text.split("://", 1)[1]
    host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit():
        raise ValueError(f"origin must look like host:port, got {origin!r}")
    return host, int(port)


class DemoServer:
    """The demo sites on one HTTP server thread per origin.

    ``start()`` binds every origin, generates the sites with the real ports, then starts serving;
    ``origins`` and ``truth`` are available afterwards.  Usable as a context manager.
    """

    def __init__(
        self,
        origins: Sequence[str] = DEFAULT_ORIGINS,
        articles: int = 180,
        js_articles: int = 4,
        seed: int = 7,
        access_log: str | os.PathLike[str] | None = None,
    ) -> None:
        self.requested = [parse_origin(o) for o in origins]
        self.articles = articles
        self.js_articles = js_articles
        self.seed = seed
        self.access_log = AccessLog(access_log) if access_log is not None else None
        self.origins: list[str] = []
        self.sites: list[Site] = []
        self.truth: dict[str, Any] = {}
        self._servers: list[SiteHTTPServer] = []
        self._threads: list[threading.Thread] = []

    def start(self) -> DemoServer:
        """Bind all origins, build the sites for the bound ports and start serving."""
        if self._servers:
            raise RuntimeError("already started")
        try:
            for host, port in self.requested:
                self._servers.append(SiteHTTPServer(host, port, self.access_log))
            self.origins = [server.origin for server in self._servers]
            self.sites = build_sites(self.origins, self.articles, self.js_articles, self.seed)
        except BaseException:
            self._close_servers()
            raise
        self.truth = build_truth(self.sites)
        for server, site in zip(self._servers, self.sites, strict=True):
            server.site_ref = site
            thread = threading.Thread(target=server.serve_forever, name=f"demo-{site.origin}", daemon=True)
            thread.start()
            self._threads.append(thread)
        return self

    def stop(self) -> None:
        """Stop serving and close every socket (idempotent)."""
        for server, thread in zip(self._servers, self._threads, strict=False):
            server.shutdown()
            thread.join(timeout=5)
        self._close_servers()
        self._threads = []

    def _close_servers(self) -> None:
        """Close the listening sockets."""
        for server in self._servers:
            server.server_close()
        self._servers = []

    def __enter__(self) -> DemoServer:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


def write_json_atomic(path: str | os.PathLike[str], data: object) -> None:
    """Write JSON to a temp file in the target directory, then rename it into place."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        os.fchmod(fd, 0o644)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False)
            handle.write("\n")
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Command-line options."""
    parser = argparse.ArgumentParser(prog="python -m crawler.demo.server", description="Serve the demo news sites.")
    parser.add_argument(
        "--origin",
        action="append",
        dest="origins",
        metavar="HOST:PORT",
        help=f"origin to bind (repeatable, at most two; port 0 = any free port). Default: {' '.join(DEFAULT_ORIGINS)}",
    )
    parser.add_argument("--articles", type=int, default=180, help="articles per site (default 180)")
    parser.add_argument("--js-articles", type=int, default=4, help="JavaScript-only articles per site")
    parser.add_argument("--seed", type=int, default=7, help="generator seed (default 7)")
    parser.add_argument("--truth", type=Path, help="write the truth JSON here")
    parser.add_argument("--access-log", type=Path, help="append one JSON line per request here")
    parser.add_argument("--ready-file", type=Path, help='write {"origins": [...], "pid": N} here when ready')
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI: serve until SIGTERM/SIGINT, then exit 0."""
    args = parse_args(argv)
    stop = threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        stop.set()

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    server = DemoServer(
        origins=args.origins or DEFAULT_ORIGINS,
        articles=args.articles,
        js_articles=args.js_articles,
        seed=args.seed,
        access_log=args.access_log,
    )
    server.start()
    try:
        if args.truth:
            write_json_atomic(args.truth, server.truth)
        if args.ready_file:
            write_json_atomic(args.ready_file, {"origins": server.origins, "pid": os.getpid()})
        else:
            print(json.dumps({"origins": server.origins, "pid": os.getpid()}), flush=True)
        while not stop.wait(0.5):
            pass
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
