"""Spiders that are not the news spider, on the shared frontier: what a new user writes.

- `gen_crawl`: a CrawlSpider with rules (its internal callbacks `_callback`/`_parse` cross Redis).
- `gen_sitemap`: a SitemapSpider fed sitemap URLs from Redis (`_parse_sitemap` crosses Redis).
- `gen_scrapy_redis`: a spider written against scrapy-redis' own API (`scrapy_redis.spiders.RedisSpider`,
  `redis_key`, `make_request_from_data`), run here with only settings changed.
- `gen_redis`: the same spider body on this project's RedisSpider (crash-safe intake, same API).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import scrapy
import scrapy_redis.spiders
from scrapy.linkextractors import LinkExtractor
from scrapy.spiders import Rule

from crawler.frontier.spider import RedisCrawlSpider, RedisSitemapSpider, RedisSpider


class PageItem(scrapy.Item):
    url = scrapy.Field()
    title = scrapy.Field()


class GenericCrawlSpider(RedisCrawlSpider):
    name = "gen_crawl"
    rules = (Rule(LinkExtractor(allow=r"/p/"), callback="parse_item", follow=True),)

    def parse_start_url(self, response: Any, **kwargs: Any) -> Iterator[Any]:
        yield from self.parse_item(response)

    def parse_item(self, response: Any) -> Iterator[Any]:
        yield {"url": response.url, "title": response.css("title::text").get()}


class GenericSitemapSpider(RedisSitemapSpider):
    name = "gen_sitemap"
    sitemap_rules = [("", "parse_page")]

    def parse_page(self, response: Any) -> Iterator[Any]:
        yield PageItem(url=response.url, title=response.css("title::text").get())


class ScrapyRedisBody:
    """The spider code of a scrapy-redis project, unchanged."""

    redis_key = "legacy:start_urls"
    redis_batch_size = 8

    def make_request_from_data(self, data: bytes) -> scrapy.Request:
        entry = json.loads(data)
        return scrapy.Request(entry["url"], callback=self.parse_page, meta={"job": entry.get("job")})

    def parse_page(self, response: Any) -> Iterator[Any]:
        yield {"url": response.url, "job": response.meta.get("job"), "title": response.css("title::text").get()}
        for href in response.css("a::attr(href)").getall():
            yield response.follow(href, callback=self.parse_page, meta={"job": response.meta.get("job")})


class ScrapyRedisSpider(ScrapyRedisBody, scrapy_redis.spiders.RedisSpider):
    name = "gen_scrapy_redis"


class OnFrontierRedisSpider(ScrapyRedisBody, RedisSpider):
    name = "gen_redis"
