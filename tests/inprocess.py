"""In-process crawler objects built on the project's settings (no worker process, no reactor run)."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from typing import Any

from scrapy import Spider
from scrapy.settings import Settings
from scrapy.utils.reactor import is_reactor_installed
from scrapy.utils.test import get_crawler

# The spill directories of this process's crawlers, removed when it exits (hundreds per suite run).
_SPILLS = tempfile.mkdtemp(prefix="frontier-spills-")
atexit.register(shutil.rmtree, _SPILLS, ignore_errors=True)


def project_crawler(spidercls: type[Spider] | None = None, **overrides: Any) -> Any:
    """A crawler with crawler/settings.py plus `overrides`, its stats collector open."""
    settings = Settings()
    settings.setmodule("crawler.settings", priority="project")
    # These tests call components directly and need no reactor; one imported by an earlier test is accepted.
    reactor = {"TWISTED_REACTOR": None} if is_reactor_installed() else {"TWISTED_REACTOR_ENABLED": False}
    # Each crawler its own spill directory: a test's close never feeds another test's frontier.
    spill = {"FRONTIER_SPILL_DIR": tempfile.mkdtemp(prefix="spill-", dir=_SPILLS)}
    values = {**settings.copy_to_dict(), "TELNETCONSOLE_ENABLED": False, **reactor, **spill, **overrides}
    crawler = get_crawler(spidercls, settings_dict=values)
    crawler.stats.open_spider()
    return crawler
