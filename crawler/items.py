"""Items produced by the crawler."""

from __future__ import annotations

import scrapy


class ArticleItem(scrapy.Item):
    """One news article, extracted by trafilatura from one fetched page."""

    url = scrapy.Field()  # URL the page was fetched from (after redirects)
    canonical_url = scrapy.Field()  # rel=canonical if present, else the canonicalized URL
    title = scrapy.Field()
    author = scrapy.Field()
    published = scrapy.Field()  # ISO date (YYYY-MM-DD) as extracted
    text = scrapy.Field()
    language = scrapy.Field()
    site = scrapy.Field()  # scope key of the start URL's site (registered domain by default)
    fetched_at = scrapy.Field()  # ISO 8601 UTC time of the fetch
    status = scrapy.Field()  # HTTP status
    depth = scrapy.Field()  # link distance from the start URL
    worker = scrapy.Field()  # id of the worker that fetched it
    start_meta = scrapy.Field()  # the `meta` the start URL was pushed with
