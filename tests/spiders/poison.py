"""A `news` spider whose callback kills its own worker on URLs with `poison=1` (a crash-loop request)."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from typing import Any

from scrapy.http import Response

from crawler.spiders.news import NewsSpider


class PoisonSpider(NewsSpider):
    name = "poison"

    def parse(self, response: Response, **kwargs: Any) -> Iterator[Any]:
        if "poison=1" in response.url:
            os.kill(os.getpid(), signal.SIGKILL)
        yield from super().parse(response, **kwargs)
