"""The news spider's article step, in process: items carry the classification, authors and timestamp,
and stats count every decision by its reason."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from scrapy.http import HtmlResponse, Request
from scrapy.utils.test import get_crawler

from crawler import settings as project_settings
from crawler.items import ArticleItem
from crawler.pipelines.validate import ValidationPipeline
from crawler.spiders.news import NewsSpider

PAGES = Path(__file__).resolve().parent / "corpus" / "pages"


@pytest.fixture
def spider() -> NewsSpider:
    settings = {k: getattr(project_settings, k) for k in dir(project_settings) if k.isupper()}
    # Never contacted: parse() only talks to Redis to report pages that need rendering.
    settings["REDIS_URL"] = "redis://127.0.0.1:9/0"
    crawler = get_crawler(NewsSpider, settings_dict=settings)
    return NewsSpider.from_crawler(crawler)


def parse(spider: NewsSpider, name: str, url: str, **headers: str) -> list[Any]:
    request = Request(url, meta={"site": "example.test", "depth": 1})
    body = (PAGES / name).read_bytes()
    response = HtmlResponse(url, body=body, request=request, headers={"Content-Type": "text/html", **headers})
    return [out for out in spider.parse(response) if isinstance(out, ArticleItem)]


def test_article_item_and_reason_stats(spider: NewsSpider) -> None:
    url = "https://www.pacificdaily.test/2024/12/25/city-article.html"
    [item] = parse(spider, "semantic-0.html", url)
    assert item["classification"]["reason"] == "article_evidence"
    assert item["classification"]["is_article"] is True and item["classification"]["evidence"]
    assert item["authors"] and item["author"] == ", ".join(item["authors"])
    assert item["published_at"] and item["published_at"][:10] == item["published"]
    assert parse(spider, "tag-riversidecourier.html", "https://www.riversidecourier.test/tag/flooding/") == []
    stats = spider.crawler.stats.get_stats()
    assert stats["news/articles"] == 1 and stats["news/article/article_evidence"] == 1
    assert stats["news/not_article"] == 1 and stats["news/not_article/listing_page"] == 1


def test_rejected_dates_are_counted(spider: NewsSpider) -> None:
    html = (
        '<html lang="en"><head><title>Port deal signed | Courier</title>'
        '<script type="application/ld+json">{"@type": "NewsArticle", "headline": "Port deal signed",'
        '"datePublished": "0001-01-01T00:00:00Z"}</script></head><body><article><h1>Port deal signed</h1>'
        + "".join(
            f"<p>Point {i}: the port commission signed the deal on Monday after a year of talks.</p>" for i in range(6)
        )
        + "</article></body></html>"
    )
    url = "https://www.courier.test/2024/05/06/port-deal-signed.html"
    response = HtmlResponse(url, body=html.encode(), request=Request(url, meta={"site": "courier.test"}))
    [item] = [o for o in spider.parse(response) if isinstance(o, ArticleItem)]
    assert item["published"] != "0001-01-01"
    assert spider.crawler.stats.get_value("news/metadata/date_rejected:jsonld:datePublished") == 1


def test_validation_keeps_authors_a_list_of_names() -> None:
    item = ArticleItem(url="http://x.test/a", canonical_url="http://x.test/a", title="T", text="x" * 40,
                       author="Jane Roe", authors=[" Jane  Roe ", 3, ""])  # fmt: skip
    pipeline = ValidationPipeline(stats=get_crawler().stats)
    assert pipeline.check(item) is None and item["authors"] == ["Jane Roe"]
