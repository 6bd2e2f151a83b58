"""A real crawl (Redis frontier, `scrapy crawl news` worker, local sites) of two sites whose template declares
every page NewsArticle: service pages linked from the chrome are not stored, stories are, and the `via` meta
of each link comes back from the frontier to the classifier."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from http.server import BaseHTTPRequestHandler
from typing import Any, ClassVar

import pytest

from tests import linksite
from tests.conftest import Workers
from tests.httpsite import serve_handler

SITES = linksite.build()


def handler_for(site: linksite.Site) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        pages: ClassVar[dict[str, linksite.Page]] = site.pages

        def do_GET(self) -> None:
            page = self.pages.get(self.path)
            body = page.html.encode() if page is not None else b"not found"
            self.send_response(200 if page is not None else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            return None

    return Handler


@pytest.fixture
def served() -> Iterator[list[str]]:
    with ExitStack() as stack:
        yield [stack.enter_context(serve_handler(handler_for(site))) for site in SITES]


def test_service_pages_reached_from_the_chrome_are_not_stored_and_via_survives_the_frontier(
    served: list[str], redis_client: Any, workers: Workers
) -> None:
    for origin in served:
        redis_client.lpush("news:start_urls", origin + "/")
    [run] = workers.run(["lz1"])
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    assert run.stats.get("log_count/ERROR", 0) == 0, run.log[-3000:]
    stored = {item["url"].split("/", 3)[3]: item for item in run.items}
    stories = {path.lstrip("/") for site in SITES for path, page in site.pages.items() if page.is_article}
    services = [page for site in SITES for page in site.pages.values() if page.kind in ("service", "notice")]
    assert set(stored) == stories
    assert run.stats.get("news/not_article/menu_entry") == len(services)
    # every page was fetched, so nothing was left out for want of a link
    fetched = sum(len(site.pages) for site in SITES)
    assert run.stats.get("news/articles", 0) + run.stats.get("news/not_article", 0) == fetched
    # what the link that first reached each story looked like, read back from request meta after Redis
    via = {path: item["classification"]["reached_by"] for path, item in stored.items()}
    assert via["election-2026"] == "c2"  # the nav entry "Election 2026": a signed, dated explainer, taken
    assert via["business/harbour-dredging-contract-awarded-to-local-firm"] == "c8"  # the header's ticker: a headline
    front_stories = {
        p for p in stories if p not in ("election-2026", "business/harbour-dredging-contract-awarded-to-local-firm")
    }
    assert all(via[p].startswith("n") and int(via[p][1:]) >= 5 for p in front_stories), via
