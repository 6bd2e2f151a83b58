"""The garbage-collector tuning of a worker (crawler/extensions/gctune.py)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest
from scrapy.exceptions import NotConfigured

from crawler.extensions.gctune import GCTune
from tests.inprocess import project_crawler


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def _opened(**settings: Any) -> tuple[Any, GCTune]:
    crawler = project_crawler(**settings)
    assert "crawler.extensions.gctune.GCTune" in crawler.settings.getdict("EXTENSIONS")
    ext = GCTune.from_crawler(crawler)
    ext.spider_opened(None)  # type: ignore[arg-type]
    return crawler, ext


def test_start_up_objects_are_frozen_at_open_and_unfrozen_at_close() -> None:
    survivor = _Cycle()  # alive at open: frozen, out of every later collection's walk
    crawler, ext = _opened()
    try:
        assert gc.get_freeze_count() > 1000  # the imported modules' objects, not a handful
        assert crawler.stats.get_value("gc/frozen_objects") == gc.get_freeze_count()
        assert not any(obj is survivor for obj in gc.get_objects())  # frozen objects are no longer walked
    finally:
        ext.spider_closed(None, "finished")  # type: ignore[arg-type]
    assert gc.get_freeze_count() == 0  # the next crawler in this process freezes what it finds
    assert crawler.stats.get_value("gc/seconds") is not None


def test_cycles_made_after_open_are_still_collected() -> None:
    _, ext = _opened()
    try:
        ref = weakref.ref(_Cycle())  # unreachable at once, kept alive only by its own cycle
        gc.collect()
        assert ref() is None
        assert ext._full >= 1  # the collection was timed and counted
    finally:
        ext.spider_closed(None, "finished")  # type: ignore[arg-type]


def test_threshold_set_for_the_crawl_and_restored_after() -> None:
    before = gc.get_threshold()
    _, ext = _opened(GC_THRESHOLD="5000, 20,20")
    try:
        assert gc.get_threshold() == (5000, 20, 20)
    finally:
        ext.spider_closed(None, "finished")  # type: ignore[arg-type]
    assert gc.get_threshold() == before


def test_bad_threshold_is_logged_and_the_default_kept(caplog: pytest.LogCaptureFixture) -> None:
    before = gc.get_threshold()
    _, ext = _opened(GC_THRESHOLD="many")
    try:
        assert gc.get_threshold() == before
        assert "GC_THRESHOLD 'many' is not a list of whole numbers" in caplog.text
    finally:
        ext.spider_closed(None, "finished")  # type: ignore[arg-type]


def test_off_when_neither_freeze_nor_threshold_is_asked_for() -> None:
    with pytest.raises(NotConfigured):
        GCTune.from_crawler(project_crawler(GC_FREEZE_AT_START=False, GC_THRESHOLD=""))
