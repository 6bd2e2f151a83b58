"""Items produced by the crawler."""

from __future__ import annotations

import pprint

import scrapy

# Fields that carry the fetched response to the raw-store pipeline. It removes them from the item, and
# they are never exported (see FEED_FIELDS) nor written to MongoDB, even when the raw store is off.
RAW_FIELDS = ("raw_body", "raw_headers", "raw_request")


class ArticleItem(scrapy.Item):
    """One news article, extracted by trafilatura from one fetched page."""

    url = scrapy.Field()  # URL the page was fetched from (after redirects)
    canonical_url = scrapy.Field()  # rel=canonical if present, else the canonicalized URL
    title = scrapy.Field()
    author = scrapy.Field()  # the authors joined with ", " (kept for existing consumers)
    authors = scrapy.Field()  # list of author names: no "By", no site names, several authors split
    published = scrapy.Field()  # YYYY-MM-DD, the publication day in the publisher's time zone
    published_at = scrapy.Field()  # full publication timestamp with its offset, as the page gives it (or None)
    text = scrapy.Field()
    language = scrapy.Field()
    classification = scrapy.Field()  # why the page was taken: {"reason", "evidence", "text_source", ...}
    site = scrapy.Field()  # scope key of the start URL's site (registered domain by default)
    fetched_at = scrapy.Field()  # ISO 8601 UTC time of the fetch
    status = scrapy.Field()  # HTTP status
    depth = scrapy.Field()  # link distance from the start URL
    worker = scrapy.Field()  # id of the worker that fetched it
    start_meta = scrapy.Field()  # the `meta` the start URL was pushed with
    raw_key = scrapy.Field()  # S3 key of the raw page (gzip), set by the raw-store pipeline (S3_RAW_FORMAT=objects)
    warc = scrapy.Field()  # WARC record of the page: {key, offset, length, type, digest[, refers_to]} (warc format)
    # Transient, consumed and removed by crawler.pipelines.rawstore:
    raw_body = scrapy.Field()  # response body bytes, exactly as Scrapy handed them to the spider
    raw_headers = scrapy.Field()  # response headers as {name: [values]}
    raw_request = scrapy.Field()  # {method, headers, protocol} as sent (crawler.middlewares.rawcapture)

    def __repr__(self) -> str:
        # Items are logged when dropped or when a pipeline fails: never dump a whole page into a log line.
        shown = {k: v for k, v in self.items() if k not in RAW_FIELDS}
        if self.get("raw_body") is not None:
            shown["raw_body"] = f"<{len(self['raw_body'])} bytes>"
        return pprint.pformat(shown)


# What feeds export: every field except the transient raw-page ones.
FEED_FIELDS = [name for name in ArticleItem.fields if name not in RAW_FIELDS]
