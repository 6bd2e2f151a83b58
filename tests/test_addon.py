"""Derived settings through the add-on: `-s` and `custom_settings` take effect like the environment."""

from __future__ import annotations

from typing import Any

import pytest
from scrapy import Spider
from scrapy.crawler import AsyncCrawlerRunner, Crawler, CrawlerRunner
from scrapy.settings import Settings
from scrapy.utils.reactor import is_reactor_installed
from scrapy.utils.test import get_reactor_settings

from crawler.addon import BROWSER_ERROR, ITEMS_SINK, PLAYWRIGHT_HANDLER, VALIDATION

MONGO = "crawler.pipelines.mongodb.MongoPipeline"
S3 = "crawler.pipelines.rawstore.RawStorePipeline"


class Plain(Spider):
    name = "plain"


def crawler_for(spidercls: type[Spider] = Plain, **cmdline: Any) -> Crawler:
    """A crawler configured like `scrapy crawl NAME -s KEY=value ...` in this project (settings applied)."""
    settings = Settings()
    settings.setmodule("crawler.settings", priority="project")
    settings.setdict({"REMOTE_CONTROL_ENABLED": False, **get_reactor_settings()}, priority="project")
    settings.setdict(cmdline, priority="cmdline")
    runner = CrawlerRunner(settings) if is_reactor_installed() else AsyncCrawlerRunner(settings)
    crawler = runner.create_crawler(spidercls)
    crawler._apply_settings()  # what crawl() does first (and scrapy.utils.test.get_crawler)
    return crawler


def pipelines(crawler: Crawler) -> dict[str, int]:
    return dict(crawler.settings.getdict("ITEM_PIPELINES"))


def test_storage_pipelines_from_the_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    assert pipelines(crawler_for(STORAGE_PIPELINES="mongodb,s3")) == {
        VALIDATION: 100,
        S3: 300,
        MONGO: 500,
        ITEMS_SINK: 510,
    }
    assert pipelines(crawler_for(STORAGE_PIPELINES="")) == {VALIDATION: 100}  # `-s STORAGE_PIPELINES=`
    assert pipelines(crawler_for(STORAGE_PIPELINES="s3")) == {VALIDATION: 100, S3: 300}
    with pytest.raises(ValueError, match="unknown sink"):
        crawler_for(STORAGE_PIPELINES="mysql")


def test_render_enabled_from_the_command_line_installs_the_browser() -> None:
    off = crawler_for().settings
    assert off.getdict("DOWNLOAD_HANDLERS").get("http") != PLAYWRIGHT_HANDLER
    assert BROWSER_ERROR not in off.getlist("RETRY_EXCEPTIONS")
    on = crawler_for(RENDER_ENABLED="true", RENDER_BROWSER_PATH="/opt/chrome", RENDER_MAX_PAGES="7").settings
    assert on.getdict("DOWNLOAD_HANDLERS")["http"] == on.getdict("DOWNLOAD_HANDLERS")["https"] == PLAYWRIGHT_HANDLER
    assert on.getdict("PLAYWRIGHT_LAUNCH_OPTIONS")["executable_path"] == "/opt/chrome"
    assert on.getint("PLAYWRIGHT_MAX_PAGES_PER_CONTEXT") == 7
    assert BROWSER_ERROR in on.getlist("RETRY_EXCEPTIONS")


class RenderingSpider(Spider):
    name = "rendering"
    custom_settings = {"RENDER_ENABLED": True, "STORAGE_PIPELINES": ["mongodb"], "ITEMS_FEED": "out-%(name)s.jl"}


class OwnPipelinesSpider(Spider):
    name = "own"
    custom_settings = {"ITEM_PIPELINES": {"my.Pipeline": 10}}


def test_custom_settings_take_effect_and_an_explicit_derived_setting_wins() -> None:
    settings = crawler_for(RenderingSpider).settings
    assert settings.getdict("DOWNLOAD_HANDLERS")["https"] == PLAYWRIGHT_HANDLER
    assert pipelines(crawler_for(RenderingSpider)) == {VALIDATION: 100, MONGO: 500, ITEMS_SINK: 510}
    assert list(settings.getdict("FEEDS")) == ["out-%(name)s.jl"]
    assert pipelines(crawler_for(OwnPipelinesSpider)) == {"my.Pipeline": 10}


def test_remote_control_is_listed_only_when_asked_for() -> None:
    # Off, the extension is not listed at all (never imported: aiohttp costs every worker start-up); on, from
    # `-s` like from the environment.
    from crawler.addon import REMOTE_CONTROL

    assert crawler_for().settings.getdict("EXTENSIONS").get(REMOTE_CONTROL) is None
    assert crawler_for(REMOTE_CONTROL_ENABLED="true").settings.getdict("EXTENSIONS")[REMOTE_CONTROL] == 0
