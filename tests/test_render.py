"""Rendering with scrapy-playwright and real Chromium: JavaScript-built articles, bounded browser resources,
render requests claimed only by render workers."""

from __future__ import annotations

import json
import re
import threading
import time
import urllib.request
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from crawler.devstack.services import DemoSiteService
from crawler.middlewares.render import browser_memory
from tests.conftest import Workers, run_cli

if TYPE_CHECKING:  # imported by pytest as a plugin; importing it here first would skip its assert rewriting
    from tests.net_fixtures import LocalSite, Route

pytest_plugins = ["tests.net_fixtures"]

RENDER = {"RENDER_ENABLED": "true", "RENDER_CONTEXT_IDLE_SECONDS": "1", "RENDER_MEMORY_SAMPLE_INTERVAL": "0.5"}


def js_pages(demo_site: DemoSiteService) -> dict[str, dict[str, Any]]:
    truth = demo_site.truth()
    pages = {url: page for url, page in truth["pages"].items() if page.get("js_required")}
    assert pages, "the demo site has JavaScript-only articles"
    return pages


def first_paragraph(url: str) -> str:
    """The article's first paragraph, from the JSON data island its script renders."""
    html = urllib.request.urlopen(url, timeout=10).read().decode()
    data = re.search(r'<script type="application/json" id="article-data">(.*?)</script>', html, re.S)
    assert data
    return str(json.loads(data.group(1))["paragraphs"][0])


def article_route(internal: str) -> Route:
    """Small article pages whose text only a browser sees, each with an image the browser must not fetch and
    a script from `internal`, an address outside the SSRF allow-list."""
    from tests.net_fixtures import html_page

    def route(path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
        if not path.startswith("/r/"):
            return 404, {}, html_page("Not found", "")
        n = path.removeprefix("/r/")
        data = json.dumps({"paragraphs": [f"Paragraph {k} of rendered story {n}. " * 4 for k in range(4)]})
        body = (
            f'<article><h1>Rendered story {n}</h1><time datetime="2024-05-0{1 + int(n) % 9}">May 2024</time>'
            f'<img src="/img/{n}.png"><div id="body"></div></article>'
            f'<script type="application/json" id="data">{data}</script>'
            "<script>JSON.parse(document.getElementById('data').textContent).paragraphs.forEach(function (t) {"
            "var p = document.createElement('p'); p.textContent = t; document.getElementById('body').appendChild(p);"
            f'}});</script><script src="{internal}/internal.js"></script>'
        )
        return (
            200,
            {},
            html_page(f"Rendered story {n}", body).replace(
                b"<head>", b'<head><meta property="og:type" content="article">'
            ),
        )

    return route


class MemoryWatch:
    """Samples the browser memory (PSS) of a worker process while the site serves its pages."""

    def __init__(self, pid: int, site: LocalSite) -> None:
        self.pid, self.site = pid, site
        self.samples: list[tuple[int, float]] = []  # (pages served so far, browser PSS MB)
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self.stop.wait(0.25):
            pss, _, count = browser_memory(self.pid)
            if count:
                self.samples.append((len(self.site.requests()), pss))

    def between(self, low: int, high: int) -> list[float]:
        return [pss for served, pss in self.samples if low <= served <= high]


def test_120_rendered_pages_close_every_page_and_context_and_memory_stays_bounded(
    redis_client: Any, workers: Workers, local_site: Callable[..., LocalSite]
) -> None:
    total = 120  # two browser contexts (recycled after 100 pages), 60 pages between the memory windows
    internal = local_site(lambda path, headers: (200, {}, b"// internal"))  # 127.0.0.1: not allowed here
    site = local_site(article_route(internal.origin.replace("127.0.0.1", "localhost")), host="127.0.0.2")
    for n in range(total):
        redis_client.lpush("news:start_urls", json.dumps({"url": f"{site.origin}/r/{n}", "meta": {"render": True}}))
    started = time.monotonic()
    proc = workers.start(
        "render200", CONCURRENT_REQUESTS="8", RENDER_MAX_PAGES="4", SSRF_ALLOWED_NETWORKS="127.0.0.2/32", **RENDER
    )
    watch = MemoryWatch(proc.pid, site)
    watch.thread.start()
    try:
        run = workers.wait("render200", timeout=150)
    finally:
        watch.stop.set()
        watch.thread.join()
    elapsed = time.monotonic() - started
    served = [r["t"] for r in site.requests() if r["path"].startswith("/r/")]
    render_span = max(served) - min(served)
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    assert len(run.items) == total, "every page's text came from the browser"
    assert not [r for r in site.requests() if r["path"].startswith("/img/")], "images are aborted"
    assert not internal.requests(), "the browser reached an address outside the SSRF allow-list"
    stats = run.stats
    assert stats["guard/ssrf_refused_browser"] == total  # the internal script of each page
    assert stats["playwright/request_count/aborted"] >= 2 * total
    # Every page and every context that was opened was closed again.
    assert stats["playwright/page_count"] == stats["playwright/page_count/closed"] == total
    assert stats["render/pages_open"] == 0 and stats["render/contexts_open"] == 0
    assert stats["render/contexts_closed"] == stats["playwright/context_count"] >= 2  # recycled after 100 pages
    assert stats["playwright/page_count/max_concurrent"] <= 4 * 2  # per context, and a retired one drains

    early = watch.between(20, 60)
    late = watch.between(total - 40, total + 10)
    assert early and late, f"too few memory samples: {watch.samples[:5]}..."
    baseline, peak_late = max(early), max(late)  # maxima: single samples dip while pages close
    peak = max(pss for _, pss in watch.samples)
    growth = peak_late - baseline
    print(
        f"\n{total} rendered pages in {render_span:.1f}s ({elapsed:.1f}s with worker start and stop): browser PSS "
        f"{baseline:.0f} MB around pages 20-60, {peak_late:.0f} MB over the last 40 (growth {growth:+.0f} MB), "
        f"peak {peak:.0f} MB; "
        f"worker's own sample max {stats.get('render/browser_pss_mb_max')} MB PSS, "
        f"{stats.get('render/browser_rss_mb_max')} MB RSS sum"
    )
    timeline = {mark: max(watch.between(mark - 10, mark + 10), default=0.0) for mark in (25, 50, 75, 100, 120)}
    print("browser PSS MB by pages served: " + ", ".join(f"{k}: {v:.0f}" for k, v in timeline.items()))
    # A leak of the 60 pages and more in between (~5 MB or more each) would add 300 MB or more.
    assert growth < 200, f"browser memory grew by {growth:.0f} MB over {total - 40} pages"


def test_only_render_workers_claim_render_requests(
    demo_site: DemoSiteService, redis_server: Any, redis_client: Any, workers: Workers, inprocess_workers: Workers
) -> None:
    pages = js_pages(demo_site)
    about = demo_site.truth()["sites"][0]["home"] + "about/"
    redis_client.lpush("news:start_urls", about)
    for url in pages:
        redis_client.lpush("news:start_urls", json.dumps({"url": url, "meta": {"render": True}}))
    [light] = inprocess_workers.run(["light"], DEPTH_LIMIT="1")  # no browser: no process of its own needed
    assert light.returncode == 0 and light.reason == "finished", light.log[-3000:]
    assert light.stats["downloader/response_count"] > 1, "the light worker crawled the static work"
    assert light.stats.get("render/not_enabled", 0) == 0 and "render/requests" not in light.stats
    status = json.loads(run_cli(redis_server.url, "frontier", "status", "--json", "--no-domains").stdout)
    assert status["queued_render"] == len(pages), "render requests wait for a render worker"

    [heavy] = workers.run(["heavy"], DEPTH_LIMIT="1", **RENDER)
    assert heavy.returncode == 0 and heavy.reason == "finished", heavy.log[-3000:]
    assert heavy.stats["render/responses"] == len(pages)
    assert {i["url"] for i in heavy.items if i["text"]} >= set(pages)
    status = json.loads(run_cli(redis_server.url, "frontier", "status", "--json", "--no-domains").stdout)
    assert status["queued_render"] == 0 and status["queued"] == 0


def test_js_article_text_absent_without_rendering_and_extracted_through_the_render_path(
    demo_site: DemoSiteService, redis_client: Any, workers: Workers
) -> None:
    pages = js_pages(demo_site)
    for url in pages:
        redis_client.lpush("news:start_urls", url)  # plain requests: nobody knows yet that they need a browser
    [run] = workers.run(["escalating"], DEPTH_LIMIT="1", RENDER_AUTO_ESCALATE="true", **RENDER)
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    stats = run.stats
    # Fetched plainly, each page had article markup but no text: reported, and queued once as a render request.
    assert stats["news/needs_render"] == len(pages) == stats["render/escalated"]
    assert run.log.count("Queued ") == len(pages)
    fetches = [r for r in demo_site.requests() if r["origin"] + r["path"] in pages]
    assert len(fetches) == 2 * len(pages), "each page: one plain fetch, one by the browser"
    # Rendered by Chromium, the same pages give full articles.
    items = {i["url"]: i for i in run.items if i["url"] in pages}
    assert set(items) == set(pages), run.log[-3000:]
    for url, item in items.items():
        assert item["title"] == pages[url]["title"] and item["author"] == pages[url]["author"]
        assert first_paragraph(url)[:80] in item["text"]
    assert stats["render/responses"] == len(pages) == stats["playwright/page_count/closed"]
    # Links found on rendered pages are plain requests: fetched without the browser.
    assert stats["playwright/page_count"] == len(pages) < stats["downloader/response_count"]
