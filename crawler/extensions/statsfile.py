"""Writes a worker's final stats as JSON when its spider closes (setting `STATS_FILE`).

`%(worker_id)s` and `%(spider)s` in the path are filled in, so many workers can share one folder; the
demo summary and the tests read these files to see how work was split between workers.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from scrapy import Spider, signals
from scrapy.exceptions import NotConfigured


class StatsFile:
    def __init__(self, path_template: str, worker_id: str, stats: Any) -> None:
        self.path_template = path_template
        self.worker_id = worker_id
        self.stats = stats

    @classmethod
    def from_crawler(cls, crawler: Any) -> StatsFile:
        template = crawler.settings.get("STATS_FILE")
        if not template:
            raise NotConfigured
        ext = cls(template, crawler.settings.get("WORKER_ID"), crawler.stats)
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        return ext

    def spider_closed(self, spider: Spider, reason: str) -> None:
        path = Path(self.path_template % {"worker_id": self.worker_id, "spider": spider.name})
        path.parent.mkdir(parents=True, exist_ok=True)
        raw = self.stats.get_stats()
        stats = {k: v.isoformat() if isinstance(v, datetime) else v for k, v in raw.items()}
        payload = {"worker_id": self.worker_id, "spider": spider.name, "reason": reason, "stats": stats}
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(json.dumps(payload, indent=2, sort_keys=True, default=str))
        tmp.replace(path)
