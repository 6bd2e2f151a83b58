"""The one simple spider of the frontier benchmark, on three scheduling layers.

Every variant parses the same way (follow every link with Scrapy's LinkExtractor, no extraction), so the
benchmark measures scheduling: Scrapy's in-memory scheduler, vanilla scrapy-redis, and this frontier.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import scrapy
from scrapy.http import Response
from scrapy.linkextractors import LinkExtractor
from scrapy_redis.spiders import RedisSpider

from crawler.spiders.news import NewsSpider

LINKS = LinkExtractor(unique=True)


def follow_all(response: Response) -> Iterator[scrapy.Request]:
    for link in LINKS.extract_links(response):
        yield response.follow(link.url)


class PlainBench(scrapy.Spider):
    """Plain single-machine Scrapy: start URLs from a file (BENCH_START_FILE), memory scheduler."""

    name = "bench_plain"

    async def start(self) -> AsyncIterator[Any]:
        for line in Path(os.environ["BENCH_START_FILE"]).read_text().split():
            yield scrapy.Request(line)

    def parse(self, response: Response, **kwargs: Any) -> Iterator[scrapy.Request]:
        yield from follow_all(response)


class ScrapyRedisBench(RedisSpider):
    """Vanilla scrapy-redis: start URLs from `bench_sr:start_urls`."""

    name = "bench_sr"

    def parse(self, response: Response, **kwargs: Any) -> Iterator[scrapy.Request]:
        yield from follow_all(response)


class FrontierBench(NewsSpider):
    """This project's frontier: start URLs from `bench_frontier:start_urls`."""

    name = "bench_frontier"

    def parse(self, response: Response, **kwargs: Any) -> Iterator[scrapy.Request]:
        yield from follow_all(response)
