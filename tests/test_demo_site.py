"""Fast tests of the demo news-site generator, its truth data and the stdlib HTTP server."""

from __future__ import annotations

import http.client
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from crawler.demo.server import DemoServer
from crawler.demo.site import TEMPLATE_VARIANTS, Site, build_sites, build_truth, normalize_url, reachable

REPO = Path(__file__).resolve().parents[1]
ORIGINS = ("http://127.0.0.1:8101", "http://127.0.0.2:8102")


class AnchorParser(HTMLParser):
    """Collects every ``<a href>`` value in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self.hrefs += [value or "" for name, value in attrs if name == "href"]


def anchors(body: bytes) -> list[str]:
    """All anchor hrefs of an HTML document."""
    parser = AnchorParser()
    parser.feed(body.decode("utf-8"))
    parser.close()
    return parser.hrefs


@pytest.fixture(scope="module")
def sites() -> list[Site]:
    return build_sites(ORIGINS, articles=180, js_articles=4, seed=7)


@pytest.fixture(scope="module")
def truth(sites: list[Site]) -> dict[str, Any]:
    return build_truth(sites)


def test_generation_is_deterministic_and_fast(truth: dict[str, Any]) -> None:
    start = time.perf_counter()
    again = build_truth(build_sites(ORIGINS, articles=180, js_articles=4, seed=7))
    elapsed = time.perf_counter() - start
    assert again == truth
    assert elapsed < 3.0  # typically ~0.25 s
    other = build_truth(build_sites(ORIGINS, articles=180, js_articles=4, seed=8))
    assert other != truth
    json.dumps(truth)  # serialisable


def test_truth_links_are_exactly_the_anchors_in_the_html(sites: list[Site], truth: dict[str, Any]) -> None:
    for site in sites:
        for path, page in site.pages.items():
            entry = truth["pages"][site.url(path)]
            if page.content_type.startswith("text/html"):
                assert anchors(page.body) == entry["links"], path
            else:
                assert entry["links"] == []
            assert all("://" in link for link in entry["links"])


def test_site_structure(sites: list[Site], truth: dict[str, Any]) -> None:
    pages = truth["pages"]
    assert [s["name"] for s in truth["sites"]] == ["The Daily Ledger", "Harbor Post"]
    for index, site in enumerate(sites):
        mine = {url: p for url, p in pages.items() if p["site"] == site.origin}
        articles = {url: p for url, p in mine.items() if p["kind"] == "article"}
        assert len(articles) == 180
        assert all(p["is_article"] and p["title"] and p["author"] and len(p["date"]) == 10 for p in articles.values())
        assert sum(p["js_required"] for p in articles.values()) == 4
        # Every article template is used: the original three, the publishing-system shapes, and JS-only.
        assert Counter(p["variant"] for p in articles.values()).keys() == {*TEMPLATE_VARIANTS, "js"}
        assert all(p["title"] is None for p in mine.values() if not p["is_article"])

        # Every 200 HTML page is reachable from the home page within three clicks.
        found = reachable(truth, site.home, 3)
        html_pages = {url for url, p in mine.items() if p["status"] == 200 and p["kind"] not in ("robots", "sitemap")}
        assert set(found) == html_pages
        assert max(found.values()) <= 3

        # Special responses.
        latest = mine[site.url("/latest/")]
        assert latest["status"] == 302 and latest["redirect_to"] == site.url(site.newest().path)
        assert mine[site.url("/admin/")]["status"] == 403
        missing = [url for url, p in mine.items() if p["kind"] == "missing"]
        assert 2 <= len(missing) <= 3 and all(mine[u]["status"] == 404 for u in missing)
        linked = {link for p in mine.values() for link in p["links"]}
        assert set(missing) <= linked

        # Fragment / tracking links exist and the same targets are also linked cleanly.
        home_links = mine[site.home]["links"]
        tracked = [link for link in home_links if "#comments" in link or "utm_source=homepage" in link]
        assert tracked
        assert {normalize_url(link) for link in tracked} <= linked
        assert site.url("/admin/") in home_links

        # Partner box: three articles of the other site, absolute URLs on the other origin.
        other = sites[(index + 1) % 2]
        partner = [link for link in home_links if link.startswith(other.origin)]
        assert len(partner) == 3 and all(pages[link]["is_article"] for link in partner)

        sitemap = site.pages["/sitemap.xml"].body.decode()
        assert all(f"<loc>{url}</loc>" in sitemap for url in articles)


def test_reachable_follows_redirects_and_normalizes_links() -> None:
    o = "http://h:1"
    page = {"status": 200, "redirect_to": None}
    fake = {
        "pages": {
            f"{o}/": {
                **page,
                "links": [f"{o}/a?utm_source=x#top", f"{o}/r", f"{o}/admin/", "http://other:2/x"],
            },
            f"{o}/a": {**page, "links": [f"{o}/b"]},
            f"{o}/b": {**page, "links": [f"{o}/c"]},
            f"{o}/c": {**page, "links": []},
            f"{o}/r": {"status": 302, "redirect_to": f"{o}/c", "links": []},
            f"{o}/admin/": {**page, "links": []},
            "http://other:2/x": {**page, "links": []},
        }
    }
    assert reachable(fake, f"{o}/", 1) == {f"{o}/": 0, f"{o}/a": 1, f"{o}/c": 1}
    assert reachable(fake, f"{o}/", 5) == {f"{o}/": 0, f"{o}/a": 1, f"{o}/c": 1, f"{o}/b": 2}


def fetch(url: str, method: str = "GET") -> tuple[int, dict[str, str], bytes]:
    """One request without following redirects."""
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        conn.request(
            method,
            parts.path + (f"?{parts.query}" if parts.query else ""),
            headers={"User-Agent": "demo-test/1.0"},
        )
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


def test_server_serves_pages_consistent_with_truth(tmp_path: Path) -> None:
    log = tmp_path / "access.jsonl"
    with DemoServer(articles=30, js_articles=2, seed=3, access_log=log) as server:
        assert len(server.origins) == 2
        assert server.origins[0].startswith("http://127.0.0.1:")
        assert server.origins[1].startswith("http://127.0.0.2:")
        pages = server.truth["pages"]
        home = server.truth["sites"][0]["home"]

        with urllib.request.urlopen(home, timeout=10) as response:
            body = response.read()
            assert response.headers["Content-Type"] == "text/html; charset=utf-8"
            assert int(response.headers["Content-Length"]) == len(body)
        assert anchors(body) == pages[home]["links"]

        plain = next(u for u, p in pages.items() if p["variant"] == "a" and u.startswith(home))
        status, _, body = fetch(plain)
        text = body.decode()
        assert status == 200 and '<meta property="og:type" content="article">' in text
        assert f'<h1 class="headline">{pages[plain]["title"]}</h1>' in text
        assert '"@type": "NewsArticle"' in text

        js_url = next(u for u, p in pages.items() if p["js_required"] and u.startswith(home))
        status, _, body = fetch(js_url)
        assert (
            status == 200
            and b'<div id="article-body"></div>' in body
            and b"By " not in body.split(b'id="article-data"')[0].split(b"<main")[1]
        )

        status, headers, _ = fetch(home + "latest/")
        assert status == 302 and headers["Location"] == pages[home + "latest/"]["redirect_to"]
        missing = next(u for u, p in pages.items() if p["kind"] == "missing")
        assert fetch(missing)[0] == 404
        assert fetch(home + "admin/")[0] == 403
        assert fetch(home + "no/such/page")[0] == 404
        status, headers, body = fetch(home + "robots.txt")
        assert status == 200 and headers["Content-Type"] == "text/plain" and b"Disallow: /admin/" in body
        status, headers, body = fetch(home + "sitemap.xml")
        assert status == 200 and headers["Content-Type"] == "application/xml" and b"<urlset" in body
        status, headers, body = fetch(plain + "?utm_source=homepage&utm_medium=web", method="HEAD")
        assert status == 200 and body == b"" and int(headers["Content-Length"]) > 1000

        home_b = server.truth["sites"][1]["home"]
        status, _, body = fetch(home_b)
        assert status == 200 and b"Harbor Post" in body and anchors(body) == pages[home_b]["links"]

    records = [json.loads(line) for line in log.read_text().splitlines()]
    assert len(records) == 11
    assert {r["status"] for r in records} == {200, 302, 403, 404}
    assert records[-1]["origin"] == server.origins[1] and records[-1]["path"] == "/"
    assert all(
        r["ua"] in ("demo-test/1.0", f"Python-urllib/{sys.version_info[0]}.{sys.version_info[1]}") for r in records
    )


def test_cli_writes_truth_and_ready_file_and_exits_cleanly(tmp_path: Path) -> None:
    ready = tmp_path / "ready.json"
    truth_path = tmp_path / "truth.json"
    env = {**os.environ, "PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    cmd = [
        sys.executable,
        "-m",
        "crawler.demo.server",
        "--origin",
        "127.0.0.1:0",
        "--articles",
        "20",
        "--js-articles",
        "1",
        "--seed",
        "5",
        "--truth",
        str(truth_path),
        "--ready-file",
        str(ready),
    ]
    proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 20
        while not ready.exists():
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            assert time.monotonic() < deadline
            time.sleep(0.05)
        info = json.loads(ready.read_text())
        assert info["pid"] == proc.pid and len(info["origins"]) == 1
        truth = json.loads(truth_path.read_text())
        assert truth["sites"][0]["origin"] == info["origins"][0]
        assert fetch(info["origins"][0] + "/")[0] == 200
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=10)
    assert proc.returncode == 0, err
    assert out == b"" and err == b""
