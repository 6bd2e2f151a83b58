"""Renders `meta["render"]` requests with scrapy-playwright and Debian's Chromium, on render workers only.

Only workers started with `RENDER_ENABLED=true` claim render requests from the frontier; on them
crawler/settings.py installs scrapy-playwright's download handler for http/https (requests without
`meta["playwright"]` still take Scrapy's normal HTTP path). This downloader middleware turns
`meta["render"]` into scrapy-playwright meta: `playwright=True`, a browser context of its own, and
`page.goto(wait_until=RENDER_WAIT_UNTIL, timeout=RENDER_NAVIGATION_TIMEOUT)`.

Resources are bounded:
- pages: never handed to callbacks (no `playwright_include_page`), so scrapy-playwright closes every page,
  on success and on failure; at most `RENDER_MAX_PAGES` pages per context, `RENDER_MAX_CONTEXTS` contexts.
- contexts: a context is retired after `RENDER_CONTEXT_MAX_PAGES` pages (its cache and cookies do not
  grow forever) and closed once its last page is done; an idle context is closed after
  `RENDER_CONTEXT_IDLE_SECONDS`, so an idle render worker holds no page and no context.
- images, fonts and media are aborted (`RENDER_ABORT_RESOURCES`, via PLAYWRIGHT_ABORT_REQUEST), and so is
  any request of the page to a non-public address or by another scheme than http(s)/ws(s) (`file:` ...)
  (`guard/ssrf_refused_browser`; SSRF_* settings apply).
- the browser's memory (PSS and RSS of the worker's browser processes) is sampled every
  `RENDER_MEMORY_SAMPLE_INTERVAL` seconds into the stats.

Stats: `render/requests`, `render/responses`, `render/errors`, `render/pages_open`, `render/contexts_open`,
`render/contexts_closed`, `render/browser_pss_mb` (latest), `render/browser_pss_mb_max`,
`render/browser_rss_mb_max`, `guard/ssrf_refused_browser`, `render/not_enabled` (a render request reached a
worker without a browser; it is fetched without rendering and logged).
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import os
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request, Spider, signals
from scrapy.http import Response
from scrapy.utils.defer import deferred_from_coro
from twisted.internet import reactor, task

from crawler.middlewares.ssrf import is_public

logger = logging.getLogger(__name__)


@dataclass
class BrowserPolicy:
    """What the browser may load. PLAYWRIGHT_ABORT_REQUEST takes a function path, not an object, so the
    middleware fills this module-level policy from the settings when it starts (one crawler per process)."""

    aborted_types: frozenset[str] = frozenset({"image", "font", "media"})
    ssrf_guard: bool = True
    allowed_networks: tuple[Any, ...] = ()
    allowed_hosts: frozenset[str] = frozenset()
    stats: Any = None


POLICY = BrowserPolicy()
# What a page may load: network requests to public hosts only; the local schemes carry no request at all.
BROWSER_NETWORK_SCHEMES = frozenset({"http", "https", "ws", "wss"})
BROWSER_LOCAL_SCHEMES = frozenset({"data", "blob", "about"})


async def _refused_address(host: str) -> Any:
    """The first non-public, non-allowed address of `host`, or None."""
    try:
        addresses = [ipaddress.ip_address(host.strip("[]"))]
    except ValueError:
        try:
            infos = await asyncio.get_running_loop().getaddrinfo(host, None)
        except OSError:
            return None  # unresolvable: the browser's own request fails
        addresses = [ipaddress.ip_address(info[4][0].split("%")[0]) for info in infos]
    for address in addresses:
        if not is_public(address) and not any(address in n for n in POLICY.allowed_networks):
            return address
    return None


async def abort_request(request: Any) -> bool:
    """PLAYWRIGHT_ABORT_REQUEST: drop heavy resources the text extraction never needs, and every request
    of the page (sub-resources, frames, in-page navigation) to a non-public address: the SSRF guard of the
    downloader only sees the page's own URL."""
    if request.resource_type in POLICY.aborted_types:
        return True
    if not POLICY.ssrf_guard:
        return False
    try:
        parts = urlsplit(request.url)
        scheme, host = parts.scheme.lower(), (parts.hostname or "").lower().rstrip(".")
    except ValueError:
        scheme, host = "", ""
    if scheme in BROWSER_LOCAL_SCHEMES:
        return False  # the page's own data: URIs, blobs and about:blank never leave the browser
    if scheme not in BROWSER_NETWORK_SCHEMES or not host:
        return _refuse_browser(request.url, f"scheme {scheme[:20]!r} or no host")  # file:, ftp:, chrome: ...
    if host in POLICY.allowed_hosts:
        return False
    refused = await _refused_address(host)
    if refused is None:
        return False
    return _refuse_browser(request.url, f"{host} resolves to non-public address {refused}")


def _refuse_browser(url: str, why: str) -> bool:
    if POLICY.stats is not None:
        POLICY.stats.inc_value("guard/ssrf_refused_browser")
    logger.warning("Refused browser request %s: %s", url[:300], why)
    return True


def _children_map() -> dict[int, list[int]]:
    children: dict[int, list[int]] = defaultdict(list)
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children[ppid].append(int(entry.name))
    return children


def descendants(pid: int) -> list[int]:
    children = _children_map()
    found, todo = [], list(children.get(pid, []))
    while todo:
        child = todo.pop()
        found.append(child)
        todo.extend(children.get(child, []))
    return found


def browser_memory(pid: int) -> tuple[float, float, int]:
    """(PSS MB, RSS MB, process count) of the browser processes below `pid` (Linux /proc).

    PSS splits shared pages between Chromium's processes, so its sum is what the browser really costs; the
    RSS sum counts shared pages once per process and overstates it.
    """
    pss = rss = 0
    count = 0
    for child in descendants(pid):
        try:
            name = Path(f"/proc/{child}/comm").read_text().strip().lower()
            if "chrom" not in name and "headless" not in name:
                continue
            for line in Path(f"/proc/{child}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    pss += int(line.split()[1])
                elif line.startswith("Rss:"):
                    rss += int(line.split()[1])
            count += 1
        except (OSError, ValueError, IndexError):
            continue  # the process went away meanwhile
    return pss / 1024, rss / 1024, count


class RenderMiddleware:
    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.crawler = crawler
        self.stats = crawler.stats
        self.enabled = settings.getbool("RENDER_ENABLED")
        self.wait_until = settings.get("RENDER_WAIT_UNTIL")
        self.timeout_ms = settings.getfloat("RENDER_NAVIGATION_TIMEOUT") * 1000
        self.context_max_pages = settings.getint("RENDER_CONTEXT_MAX_PAGES")
        self.idle_seconds = settings.getfloat("RENDER_CONTEXT_IDLE_SECONDS")
        self.sample_interval = settings.getfloat("RENDER_MEMORY_SAMPLE_INTERVAL")
        self.generation = 0
        self.pages_in_generation = 0
        self.inflight: dict[str, int] = defaultdict(int)
        self._warned_disabled = False
        self._sampler: task.LoopingCall | None = None
        POLICY.aborted_types = frozenset(settings.getlist("RENDER_ABORT_RESOURCES"))
        POLICY.ssrf_guard = settings.getbool("SSRF_GUARD_ENABLED")
        POLICY.allowed_networks = tuple(
            ipaddress.ip_network(n, strict=False) for n in settings.getlist("SSRF_ALLOWED_NETWORKS")
        )
        POLICY.allowed_hosts = frozenset(h.lower().rstrip(".") for h in settings.getlist("SSRF_ALLOWED_HOSTS"))
        POLICY.stats = crawler.stats
        if self.enabled:
            crawler.signals.connect(self._opened, signal=signals.spider_opened)
            crawler.signals.connect(self._closed, signal=signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Any) -> RenderMiddleware:
        return cls(crawler)

    # --- lifecycle ------------------------------------------------------------------------------------

    def _opened(self, spider: Spider) -> None:
        if self.sample_interval > 0:
            self._sampler = task.LoopingCall(self.sample_memory)
            self._sampler.start(self.sample_interval, now=False)

    def _closed(self, spider: Spider) -> None:
        if self._sampler is not None and self._sampler.running:
            self._sampler.stop()

    def sample_memory(self) -> None:
        pss, rss, count = browser_memory(os.getpid())
        if not count:
            return
        self.stats.set_value("render/browser_pss_mb", round(pss, 1))
        self.stats.max_value("render/browser_pss_mb_max", round(pss, 1))
        self.stats.max_value("render/browser_rss_mb_max", round(rss, 1))
        self.stats.max_value("render/browser_processes_max", count)

    # --- scrapy-playwright state ----------------------------------------------------------------------

    def _handlers(self) -> list[Any]:
        engine = self.crawler.engine
        handlers = getattr(getattr(engine, "downloader", None), "handlers", None)
        found = []
        for scheme in ("http", "https"):
            handler = handlers._get_handler(scheme) if handlers is not None else None
            if handler is not None and hasattr(handler, "context_wrappers") and handler not in found:
                found.append(handler)
        return found

    def open_counts(self) -> tuple[int, int]:
        """(open pages, open contexts) across the playwright handlers."""
        pages = contexts = 0
        for handler in self._handlers():
            contexts += len(handler.context_wrappers)
            pages += sum(len(w.context.pages) for w in handler.context_wrappers.values())
        return pages, contexts

    def _update_gauges(self) -> None:
        pages, contexts = self.open_counts()
        self.stats.set_value("render/pages_open", pages)
        self.stats.set_value("render/contexts_open", contexts)

    async def _close_context(self, name: str) -> None:
        for handler in self._handlers():
            wrapper = handler.context_wrappers.get(name)
            if wrapper is not None:
                await wrapper.context.close()  # scrapy-playwright's close callback forgets it
                self.stats.inc_value("render/contexts_closed")
                logger.debug("Closed browser context %s", name)
        self._update_gauges()

    def _schedule_close(self, name: str) -> None:
        d = deferred_from_coro(self._close_context(name))
        d.addErrback(lambda f: logger.warning("Could not close browser context %s: %s", name, f.getErrorMessage()))

    # --- requests -------------------------------------------------------------------------------------

    @property
    def context_name(self) -> str:
        return f"render-{self.generation}"

    def _retire(self) -> None:
        """Send new pages to a fresh context; the old one closes when its last page is done."""
        old = self.context_name
        self.generation += 1
        self.pages_in_generation = 0
        if not self.inflight.get(old):
            self.inflight.pop(old, None)
            self._schedule_close(old)

    def process_request(self, request: Request, spider: Spider | None = None) -> None:
        if not request.meta.get("render"):
            return
        if not self.enabled:
            self.stats.inc_value("render/not_enabled")
            if not self._warned_disabled:
                self._warned_disabled = True
                logger.warning("Render request %s reached a worker without RENDER_ENABLED: fetched without a "
                               "browser (only render workers should claim them)", request.url)  # fmt: skip
            return
        if self.context_max_pages and self.pages_in_generation >= self.context_max_pages:
            self._retire()
        name = self.context_name
        self.pages_in_generation += 1
        self.inflight[name] += 1
        # A retried copy may carry an old context name: always the current one.
        request.meta.update(playwright=True, playwright_context=name, render_context=name)
        goto = dict(request.meta.get("playwright_page_goto_kwargs") or {})
        goto.setdefault("wait_until", self.wait_until)
        goto.setdefault("timeout", self.timeout_ms)
        request.meta["playwright_page_goto_kwargs"] = goto
        request.meta.pop("playwright_include_page", None)  # a page handed to a callback could leak
        self.stats.inc_value("render/requests")

    def _done(self, request: Request) -> None:
        name = request.meta.pop("render_context", None)
        if name is None:
            return
        self.inflight[name] -= 1
        if self.inflight[name] <= 0:
            self.inflight.pop(name, None)
            if name != self.context_name:
                self._schedule_close(name)  # retired and now drained
            elif self.idle_seconds > 0:
                reactor.callLater(self.idle_seconds, self._close_if_idle, self.generation)  # type: ignore[attr-defined]
        self._update_gauges()

    def _close_if_idle(self, generation: int) -> None:
        if generation == self.generation and not self.inflight.get(self.context_name):
            self._retire()

    def process_response(self, request: Request, response: Response, spider: Spider | None = None) -> Response:
        if "render_context" in request.meta:
            self.stats.inc_value("render/responses")
            self._done(request)
        return response

    def process_exception(self, request: Request, exception: Exception, spider: Spider | None = None) -> None:
        if "render_context" in request.meta:
            self.stats.inc_value("render/errors")
            self.stats.inc_value(f"render/errors/{type(exception).__name__}")
            logger.warning("Rendering %s failed: %s: %s", request.url, type(exception).__name__, str(exception)[:200])
            self._done(request)
        return None
