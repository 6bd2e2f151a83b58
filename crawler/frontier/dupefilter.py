"""scrapy-redis's shared dupefilter, fingerprinting with the crawler's canonical fingerprinter.

Interim: the frontier issue replaces this SET (about 80 bytes per URL) with a RedisBloom filter.
"""

from __future__ import annotations

from typing import Any

from scrapy import Request
from scrapy_redis.dupefilter import RFPDupeFilter


class CanonicalRFPDupeFilter(RFPDupeFilter):
    """Shared seen-set in Redis keyed by canonical-URL fingerprints."""

    fingerprinter: Any = None

    @classmethod
    def from_spider(cls, spider: Any) -> CanonicalRFPDupeFilter:
        dupefilter = super().from_spider(spider)
        dupefilter.fingerprinter = spider.crawler.request_fingerprinter
        return dupefilter

    def request_fingerprint(self, request: Request) -> str:
        if self.fingerprinter is None:
            return str(super().request_fingerprint(request))
        return str(self.fingerprinter.fingerprint(request).hex())
