"""A `news` spider whose callback blocks the reactor for N seconds on URLs with `stall=N` (blocking user code)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

from scrapy.http import Response

from crawler.spiders.news import NewsSpider


class StallSpider(NewsSpider):
    name = "stall"

    def parse(self, response: Response, **kwargs: Any) -> Iterator[Any]:
        seconds = parse_qs(urlsplit(response.url).query).get("stall")
        if seconds:
            time.sleep(float(seconds[0]))  # deliberately on the reactor thread
        yield from super().parse(response, **kwargs)
