"""`scrapy rawpage <url|article id>`: print a stored raw page, read back with one ranged GET of its WARC record.

The article is looked up in MongoDB (`MONGODB_URI`, `MONGODB_DATABASE`, `MONGODB_COLLECTION`) by `_id`,
`canonical_url` or `url`; its `warc` pointer names the segment, offset and length (a revisit record is
followed to the original). Articles stored with `S3_RAW_FORMAT=objects` are read from `raw_key`.
Output: the body as Scrapy's spider saw it (Content-Encoding removed), or with `--raw` as received;
`--headers` prints the HTTP status line and headers first, `--record` the WARC record headers.
"""

from __future__ import annotations

import argparse
import gzip
import sys
from typing import Any

from scrapy.commands import ScrapyCommand
from scrapy.exceptions import UsageError


def find_article(collection: Any, ref: str) -> dict[str, Any] | None:
    from bson import ObjectId
    from bson.errors import InvalidId

    try:
        doc = collection.find_one({"_id": ObjectId(ref)})
        if doc is not None:
            return doc
    except (InvalidId, TypeError):
        pass
    return collection.find_one({"canonical_url": ref}) or collection.find_one({"url": ref})


def read_page(client: Any, bucket: str, doc: dict[str, Any], raw: bool = False) -> tuple[bytes, str, Any]:
    """(body, HTTP head as text, WARC record or None) of the article's stored page."""
    from crawler.pipelines.warc import read_pointer

    pointer = doc.get("warc")
    if isinstance(pointer, dict):
        record, body = read_pointer(client, bucket, pointer, decoded=not raw)
        head = record.http_headers.to_str() if record.http_headers else ""
        if record.rec_type == "revisit" and isinstance(pointer.get("refers_to"), dict):
            _, body = read_pointer(client, bucket, pointer["refers_to"], decoded=not raw)
        return body, head, record
    if doc.get("raw_key"):
        data = client.get_object(Bucket=bucket, Key=doc["raw_key"])["Body"].read()
        return gzip.decompress(data), "", None
    raise UsageError("this article has no stored raw page (no `warc` or `raw_key`)", print_help=False)


class Command(ScrapyCommand):
    requires_project = True
    requires_crawler_process = False
    default_settings = {"LOG_ENABLED": False}

    def syntax(self) -> str:
        return "<url|article id> [--raw] [--headers] [--record]"

    def short_desc(self) -> str:
        return "Print a stored raw page (one ranged GET of its WARC record)"

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument("--raw", action="store_true", help="the body as received (Content-Encoding kept)")
        parser.add_argument("--headers", action="store_true", help="print the HTTP status line and headers first")
        parser.add_argument("--record", action="store_true", help="print the WARC record headers first")

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        import pymongo

        from crawler.pipelines.rawstore import s3_client

        if len(args) != 1:
            raise UsageError("expected one URL or article id", print_help=False)
        settings = self.settings
        assert settings is not None
        mongo: Any = pymongo.MongoClient(settings.get("MONGODB_URI"), serverSelectionTimeoutMS=5000)
        try:
            collection = mongo[settings.get("MONGODB_DATABASE")][settings.get("MONGODB_COLLECTION")]
            doc = find_article(collection, args[0])
        finally:
            mongo.close()
        if doc is None:
            raise UsageError(f"no article with id or URL {args[0]!r}", print_help=False)
        client = s3_client(settings.get("S3_ENDPOINT_URL"), settings.get("S3_REGION") or "us-east-1",
                           settings.get("S3_ADDRESSING_STYLE", "path"))  # fmt: skip
        body, head, record = read_page(client, settings.get("S3_BUCKET"), doc, raw=opts.raw)
        out = sys.stdout.buffer
        if opts.record and record is not None:
            out.write(record.rec_headers.to_str().encode("utf-8"))
        if opts.headers and head:
            out.write(head.encode("latin-1", "replace"))
        out.write(body)
        out.flush()
