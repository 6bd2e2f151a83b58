"""The project's Scrapy add-on (ADDONS): settings that follow from other settings.

crawler/settings.py holds every setting's default (read from the environment). What depends on other
settings is worked out here, in `update_settings`, once every source is in -- the environment,
settings.py, `-s NAME=value` and a spider's `custom_settings` -- so that `scrapy crawl news -s
RENDER_ENABLED=true` installs the browser handlers and `-s STORAGE_PIPELINES=` really means validation
only. A derived setting is set with the priority of the setting it comes from, so whoever sets the
derived setting itself at a higher priority (e.g. `ITEM_PIPELINES` in `custom_settings`) still wins.

- RENDER_ENABLED -> DOWNLOAD_HANDLERS (scrapy-playwright for http/https), PLAYWRIGHT_* (browser path,
  switches, timeouts, pages and contexts from RENDER_*), RETRY_EXCEPTIONS + the browser's own errors.
- STORAGE_PIPELINES -> ITEM_PIPELINES: validation, then the named sinks (STORAGE_PIPELINE_CLASSES), and
  the generic MongoDB sink for items that are not articles when `mongodb` is one of them.
- ITEMS_FEED -> FEEDS (JSON lines).
"""

from __future__ import annotations

import os
from typing import Any

from scrapy.settings import BaseSettings

from crawler.items import FEED_FIELDS

VALIDATION = "crawler.pipelines.validate.ValidationPipeline"
ITEMS_SINK = "crawler.pipelines.mongodb.ItemsMongoPipeline"
PLAYWRIGHT_HANDLER = "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler"
BROWSER_ERROR = "playwright.async_api.Error"


REMOTE_CONTROL = "scrapy.extensions.remote_control.RemoteControl"


def _priority(settings: BaseSettings, *names: str) -> int:
    return max(settings.getpriority(name) or 0 for name in names)


def storage_pipelines(settings: BaseSettings) -> list[str]:
    """The sinks named by STORAGE_PIPELINES (a list, or a comma string from `-s`); "none" means no sink."""
    names = [str(p).strip() for p in settings.getlist("STORAGE_PIPELINES")]
    names = [p for p in names if p and p.lower() != "none"]
    known = settings.getdict("STORAGE_PIPELINE_CLASSES")
    unknown = sorted(set(names) - set(known))
    if unknown:
        raise ValueError(f"STORAGE_PIPELINES: unknown sink(s) {unknown}; use a comma list of {', '.join(known)}")
    return names


class CrawlerAddon:
    @classmethod
    def from_crawler(cls, crawler: Any) -> CrawlerAddon:
        return cls()

    def update_settings(self, settings: BaseSettings) -> None:
        self._rendering(settings)
        self._pipelines(settings)
        self._feeds(settings)
        self._remote_control(settings)

    @staticmethod
    def _remote_control(settings: BaseSettings) -> None:
        # Listed only when on, so that off it is never imported (aiohttp costs every worker start-up).
        if settings.getbool("REMOTE_CONTROL_ENABLED"):
            extensions = {**settings.getdict("EXTENSIONS"), REMOTE_CONTROL: 0}
            prio = max(settings.getpriority("REMOTE_CONTROL_ENABLED") or 0, _priority(settings, "EXTENSIONS"))
            settings.set("EXTENSIONS", extensions, priority=prio)

    @staticmethod
    def _rendering(settings: BaseSettings) -> None:
        if not settings.getbool("RENDER_ENABLED"):
            return
        prio = settings.getpriority("RENDER_ENABLED") or 0
        # scrapy-playwright renders requests with meta["playwright"]; all others still take Scrapy's HTTP path.
        handlers = {**settings.getdict("DOWNLOAD_HANDLERS"), "http": PLAYWRIGHT_HANDLER, "https": PLAYWRIGHT_HANDLER}
        settings.set("DOWNLOAD_HANDLERS", handlers, priority=max(prio, _priority(settings, "DOWNLOAD_HANDLERS")))
        args = ["--no-sandbox"] if os.geteuid() == 0 else []  # Chromium's sandbox refuses to run as root
        args += ["--disable-dev-shm-usage", *settings.getlist("RENDER_BROWSER_ARGS")]  # tiny /dev/shm in containers
        derived = {
            "PLAYWRIGHT_BROWSER_TYPE": "chromium",
            "PLAYWRIGHT_LAUNCH_OPTIONS": {
                "executable_path": settings.get("RENDER_BROWSER_PATH"), "headless": True, "args": args,
            },
            "PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT": settings.getfloat("RENDER_NAVIGATION_TIMEOUT") * 1000,
            "PLAYWRIGHT_MAX_PAGES_PER_CONTEXT": settings.getint("RENDER_MAX_PAGES"),
            "PLAYWRIGHT_MAX_CONTEXTS": settings.getint("RENDER_MAX_CONTEXTS"),
            "PLAYWRIGHT_ABORT_REQUEST": "crawler.middlewares.render.abort_request",
        }  # fmt: skip
        for name, value in derived.items():
            settings.set(name, value, priority=prio)
        # Browser errors (navigation timeouts, net::ERR_*) are not OSErrors: worth an immediate retry too.
        retry = list(settings.getlist("RETRY_EXCEPTIONS"))
        if BROWSER_ERROR not in retry:
            settings.set("RETRY_EXCEPTIONS", [*retry, BROWSER_ERROR], priority=_priority(settings, "RETRY_EXCEPTIONS"))

    @staticmethod
    def _pipelines(settings: BaseSettings) -> None:
        names = storage_pipelines(settings)
        classes = settings.getdict("STORAGE_PIPELINE_CLASSES")
        pipelines: dict[str, int] = {VALIDATION: 100}
        for name in names:
            path, order = classes[name]
            pipelines[path] = int(order)
        if "mongodb" in names:
            # Items that are not articles (other spiders') get a collection of their own.
            pipelines[ITEMS_SINK] = int(classes["mongodb"][1]) + 10
        settings.set("ITEM_PIPELINES", pipelines, priority=settings.getpriority("STORAGE_PIPELINES") or 0)

    @staticmethod
    def _feeds(settings: BaseSettings) -> None:
        feed = settings.get("ITEMS_FEED")
        if feed:
            feeds = {feed: {"format": "jsonlines", "encoding": "utf8", "fields": FEED_FIELDS}}
            settings.set("FEEDS", feeds, priority=settings.getpriority("ITEMS_FEED") or 0)
