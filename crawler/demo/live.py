"""A live news site: it keeps publishing, and serves what real news sites serve to crawlers.

Article `n` is published at `t0 + (n - initial) * every` (the first `initial` ones exist at start, an hour
apart before it), so what the site shows depends only on the clock: no thread publishes. It serves

- `/` (home: the latest articles, section links, `<link rel="alternate">` to the RSS and Atom feeds),
  `/section/<name>/` (the latest of one section), `/a/<n>.html` (articles),
- `/rss.xml` (RSS 2.0), `/atom.xml` (Atom), `/feed.json` (JSON Feed),
- `/robots.txt` with `Sitemap:` lines, `/sitemap_index.xml` (news sitemap + a gzipped archive sitemap),
  `/news-sitemap.xml` (Google News, `news:publication_date`), `/sitemap-archive.xml.gz`,

with ETag and Last-Modified on every listing and 304 for conditional requests that match. Every request
is recorded (path, status, time) so tests and the demo can tell what was fetched and when.

CLI: `python -m crawler.demo.live --port 8800 --every 5 --initial 60` (loopback only).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import threading
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from email.utils import format_datetime, parsedate_to_datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from xml.sax.saxutils import escape

SECTIONS = ("world", "business", "science", "sport")
LISTED = 30  # articles on the home page, in a feed or a section
WORDS = (
    "The council met on Tuesday to discuss the proposal, which has divided residents for months. "
    "Supporters say the plan will bring jobs and investment to the area, while critics warn of rising "
    "costs and the loss of green space. A final vote is expected later this month after a period of "
    "public consultation. Officials said they had received more than two thousand written responses. "
)


class LiveSite:
    """The site's content as a function of time; thread-safe (nothing is mutated after start)."""

    def __init__(self, every: float = 5.0, initial: int = 20, limit: int = 100_000, t0: float | None = None) -> None:
        self.every = every
        self.initial = initial
        self.limit = limit
        self.t0 = time.time() if t0 is None else t0
        self.origin = ""
        self.log: list[dict[str, Any]] = []
        self.stall: dict[str, float] = {}  # path -> seconds the next request of it waits (outage tests)
        self._lock = threading.Lock()

    # --- content ----------------------------------------------------------------------------------------

    def published_at(self, n: int) -> float:
        return self.t0 + (n - self.initial) * self.every if n >= self.initial else self.t0 - (self.initial - n) * 3600

    def count(self, now: float | None = None) -> int:
        now = time.time() if now is None else now
        return min(self.limit, self.initial + max(0, int((now - self.t0) // self.every) + 1))

    def articles(self, now: float | None = None) -> list[dict[str, Any]]:
        """Every published article, oldest first: n, url, section, published (unix seconds)."""
        return [self.article(n) for n in range(self.count(now))]

    def article(self, n: int) -> dict[str, Any]:
        return {
            "n": n,
            "url": f"{self.origin}/a/{n}.html",
            "path": f"/a/{n}.html",
            "section": SECTIONS[n % len(SECTIONS)],
            "title": f"Story number {n} from the {SECTIONS[n % len(SECTIONS)]} desk",
            "published": self.published_at(n),
        }

    def _latest(self, section: str | None = None, listed: int = LISTED) -> list[dict[str, Any]]:
        count = self.count()
        out = []
        for n in range(count - 1, -1, -1):
            if section is None or SECTIONS[n % len(SECTIONS)] == section:
                out.append(self.article(n))
                if len(out) >= listed:
                    break
        return out

    # --- pages ------------------------------------------------------------------------------------------

    def render(self, path: str) -> tuple[int, str, bytes, float | None]:
        """(status, content type, body, last-modified unix time or None for never-changing pages)."""
        if path in ("/", "/index.html"):
            return self._listing("Home", self._latest(), home=True)
        if path.startswith("/section/") and path.rstrip("/").split("/")[-1] in SECTIONS:
            section = path.rstrip("/").split("/")[-1]
            return self._listing(section.title(), self._latest(section))
        if path.startswith("/a/") and path.endswith(".html"):
            try:
                n = int(path[3:-5])
            except ValueError:
                n = -1
            if 0 <= n < self.count():
                return self._article_page(self.article(n))
        if path == "/rss.xml":
            return self._rss(self._latest())
        if path == "/atom.xml":
            return self._atom(self._latest())
        if path == "/feed.json":
            return self._json_feed(self._latest())
        if path == "/robots.txt":
            body = f"User-agent: *\nAllow: /\n\nSitemap: {self.origin}/sitemap_index.xml\n"
            return 200, "text/plain", body.encode(), None
        if path == "/sitemap_index.xml":
            return self._sitemap_index()
        if path == "/news-sitemap.xml":
            return self._news_sitemap()
        if path == "/sitemap-archive.xml.gz":
            urls = "".join(f"<url><loc>{a['url']}</loc></url>" for a in self.articles()[: self.initial])
            xml = f'<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{urls}</urlset>'
            return 200, "application/gzip", gzip.compress(xml.encode(), mtime=0), self.t0
        return 404, "text/html", b"<html><body>Not found</body></html>", None

    def _updated(self, items: list[dict[str, Any]]) -> float:
        return items[0]["published"] if items else self.t0

    def _listing(self, title: str, items: list[dict[str, Any]], home: bool = False) -> tuple[int, str, bytes, float]:
        links = "".join(f'<li><a href="{a["path"]}">{escape(a["title"])}</a></li>' for a in items)
        nav = "".join(f'<a href="/section/{s}/">{s.title()}</a> ' for s in SECTIONS)
        alt = (
            '<link rel="alternate" type="application/rss+xml" href="/rss.xml">'
            '<link rel="alternate" type="application/atom+xml" href="/atom.xml">'
            if home
            else ""
        )
        html = (
            f"<!doctype html><html><head><title>Live News - {title}</title>{alt}</head><body>"
            f"<nav>{nav}</nav><h1>{title}</h1><ul>{links}</ul></body></html>"
        )
        return 200, "text/html; charset=utf-8", html.encode(), self._updated(items)

    def _article_page(self, a: dict[str, Any]) -> tuple[int, str, bytes, float]:
        iso = datetime.fromtimestamp(a["published"], UTC).isoformat()
        body = "".join(f"<p>{WORDS} (Paragraph {i} of story {a['n']}.)</p>" for i in range(4))
        html = (
            f"<!doctype html><html><head><title>{escape(a['title'])}</title>"
            f'<meta property="article:published_time" content="{iso}"></head><body>'
            f'<nav><a href="/">Home</a> <a href="/section/{a["section"]}/">{a["section"].title()}</a></nav>'
            f'<article><h1>{escape(a["title"])}</h1><time datetime="{iso}">{iso}</time>{body}</article>'
            "</body></html>"
        )
        return 200, "text/html; charset=utf-8", html.encode(), a["published"]

    def _rss(self, items: list[dict[str, Any]]) -> tuple[int, str, bytes, float]:
        entries = "".join(
            f"<item><title>{escape(a['title'])}</title><link>{a['url']}</link>"
            f"<pubDate>{format_datetime(datetime.fromtimestamp(a['published'], UTC), usegmt=True)}</pubDate></item>"
            for a in items
        )
        xml = (
            '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>Live News</title>'
            f"<link>{self.origin}/</link><description>Latest</description>{entries}</channel></rss>"
        )
        return 200, "application/rss+xml", xml.encode(), self._updated(items)

    def _atom(self, items: list[dict[str, Any]]) -> tuple[int, str, bytes, float]:
        def iso(t: float) -> str:
            return datetime.fromtimestamp(t, UTC).isoformat()

        entries = "".join(
            f'<entry><title>{escape(a["title"])}</title><link href="{a["url"]}"/><id>{a["url"]}</id>'
            f"<updated>{iso(a['published'])}</updated><published>{iso(a['published'])}</published></entry>"
            for a in items
        )
        xml = (
            '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">'
            f"<title>Live News</title><id>{self.origin}/</id><updated>{iso(self._updated(items))}</updated>"
            f"{entries}</feed>"
        )
        return 200, "application/atom+xml", xml.encode(), self._updated(items)

    def _json_feed(self, items: list[dict[str, Any]]) -> tuple[int, str, bytes, float]:
        feed = {
            "version": "https://jsonfeed.org/version/1.1",
            "title": "Live News",
            "items": [
                {"id": a["url"], "url": a["url"], "title": a["title"],
                 "date_published": datetime.fromtimestamp(a["published"], UTC).isoformat()}
                for a in items
            ],
        }  # fmt: skip
        return 200, "application/feed+json", json.dumps(feed).encode(), self._updated(items)

    def _sitemap_index(self) -> tuple[int, str, bytes, float]:
        old = datetime.fromtimestamp(self.t0 - 90 * 86400, UTC).isoformat()
        now = datetime.fromtimestamp(self._updated(self._latest(listed=1)), UTC).isoformat()
        xml = (
            '<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
            f"<sitemap><loc>{self.origin}/news-sitemap.xml</loc><lastmod>{now}</lastmod></sitemap>"
            f"<sitemap><loc>{self.origin}/sitemap-archive.xml.gz</loc><lastmod>{old}</lastmod></sitemap>"
            "</sitemapindex>"
        )
        return 200, "application/xml", xml.encode(), self._updated(self._latest(listed=1))

    def _news_sitemap(self) -> tuple[int, str, bytes, float]:
        items = [a for a in self._latest(listed=1000) if a["published"] > time.time() - 2 * 86400]
        urls = "".join(
            f"<url><loc>{a['url']}</loc><news:news><news:publication><news:name>Live News</news:name>"
            f"<news:language>en</news:language></news:publication><news:publication_date>"
            f"{datetime.fromtimestamp(a['published'], UTC).isoformat()}</news:publication_date>"
            f"<news:title>{escape(a['title'])}</news:title></news:news></url>"
            for a in items
        )
        xml = (
            '<?xml version="1.0" encoding="utf-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
            f'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">{urls}</urlset>'
        )
        return 200, "application/xml", xml.encode(), self._updated(items)

    # --- bookkeeping ------------------------------------------------------------------------------------

    def record(self, entry: dict[str, Any]) -> None:
        with self._lock:
            self.log.append(entry)

    def take_stall(self, path: str) -> float:
        with self._lock:
            return self.stall.pop(path, 0.0)

    def requests(self) -> list[dict[str, Any]]:
        with self._lock:
            return list(self.log)


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"
    server_version = "LiveNews/1.0"
    timeout = 30

    def do_GET(self) -> None:
        site = self.server.site
        path = self.path.split("?", 1)[0]
        if stall := site.take_stall(path):
            site.record({"path": path, "status": "stalled", "at": time.time(), "conditional": self._conditional()})
            time.sleep(stall)
        status, ctype, body, modified = site.render(path)
        headers: dict[str, str] = {"Content-Type": ctype}
        if status == 200 and modified is not None:
            etag = '"' + hashlib.sha1(body).hexdigest()[:16] + '"'
            headers["ETag"] = etag
            headers["Last-Modified"] = format_datetime(datetime.fromtimestamp(int(modified), UTC), usegmt=True)
            if self._not_modified(etag, int(modified)):
                status, body = 304, b""
        site.record({"path": path, "status": status, "at": time.time(), "conditional": self._conditional()})
        try:
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            self.close_connection = True  # the client went away (a killed worker)

    def _conditional(self) -> bool:
        return bool(self.headers.get("If-None-Match") or self.headers.get("If-Modified-Since"))

    def _not_modified(self, etag: str, modified: int) -> bool:
        inm = self.headers.get("If-None-Match")
        if inm is not None:
            return etag in [t.strip() for t in inm.split(",")] or inm.strip() == "*"
        ims = self.headers.get("If-Modified-Since")
        if ims:
            try:
                return modified <= parsedate_to_datetime(ims).timestamp()
            except (TypeError, ValueError):
                return False
        return False

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the site's own request log replaces stderr lines


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, site: LiveSite, host: str, port: int) -> None:
        self.site = site
        super().__init__((host, port), _Handler)


def serve(site: LiveSite, host: str = "127.0.0.1", port: int = 0) -> _Server:
    """Serve `site` from a daemon thread on a loopback port; returns the server (`.shutdown()` stops it)."""
    if not host.startswith("127."):
        raise ValueError("the live demo site binds loopback addresses only")
    server = _Server(site, host, port)
    site.origin = f"http://{host}:{server.server_address[1]}"
    threading.Thread(target=server.serve_forever, name="live-site", daemon=True).start()
    return server


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8800)
    parser.add_argument("--every", type=float, default=5.0, help="seconds between new articles")
    parser.add_argument("--initial", type=int, default=60, help="articles that exist at start")
    args = parser.parse_args(argv)
    site = LiveSite(args.every, args.initial)
    server = serve(site, args.host, args.port)
    print(f"live news site at {site.origin}/ (a new article every {args.every:g}s)", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
