"""`python -m scrapy` for the tests' worker processes, with Scrapy's engine heartbeat at 0.5 s instead of 5 s.

The engine looks for idleness on its heartbeat (and when a component wakes it), so a worker whose frontier
went empty noticed it up to 5 s late and, with CRAWL_IDLE_TIMEOUT, closed on the heartbeat after that: 5 to
10 s after the crawl was done, whatever the timeout. With a short heartbeat a test worker exits within half
a second of its idle timeout. Nothing else changes: the heartbeat only wakes an engine that has nothing to
do, and every wake-up the frontier schedules itself still happens. (The spider now polls its idleness itself,
crawler/frontier/spider.py, so the idle timeout no longer needs this; the test workers keep it as they were.)
"""

from __future__ import annotations

from scrapy.cmdline import execute
from scrapy.core.engine import ExecutionEngine

HEARTBEAT_SECONDS = 0.5


def quicken_engine_heartbeat() -> None:
    # A class attribute of Scrapy's engine (no setting exists for it); read when the engine opens a spider.
    ExecutionEngine._SLOT_HEARTBEAT_INTERVAL = HEARTBEAT_SECONDS


if __name__ == "__main__":
    quicken_engine_heartbeat()
    execute()
