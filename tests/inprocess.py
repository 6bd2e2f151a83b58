"""In-process crawler objects built on the project's settings (no worker process, no reactor run)."""

from __future__ import annotations

from typing import Any

from scrapy import Spider
from scrapy.settings import Settings
from scrapy.utils.test import get_crawler


def project_crawler(spidercls: type[Spider] | None = None, **overrides: Any) -> Any:
    """A crawler with crawler/settings.py plus `overrides`, its stats collector open."""
    settings = Settings()
    settings.setmodule("crawler.settings", priority="project")
    # No reactor: these tests call components directly.
    values = {**settings.copy_to_dict(), "TELNETCONSOLE_ENABLED": False, "TWISTED_REACTOR_ENABLED": False, **overrides}
    crawler = get_crawler(spidercls, settings_dict=values)
    crawler.stats.open_spider()
    return crawler
