"""The `news` spider: start URLs from Redis, in-scope link following, trafilatura extraction.

Start URLs come from the Redis list `START_URLS_KEY` (default `news:start_urls`) as plain URLs or JSON
(`{"url": ..., "meta": {...}, "priority": N}`) and are pulled in batches whenever the shared queue runs
low, not only when the worker is idle (the intake and the stay-alive logic are `RedisSpider`'s, in
crawler/frontier/spider.py). Requests go through the shared Redis scheduler, so any number of
`scrapy crawl news` workers share one frontier. A worker exits once the frontier has been empty for
`CRAWL_IDLE_TIMEOUT` seconds (0, the production default, waits for more work).
"""

from __future__ import annotations

import inspect
from collections.abc import Coroutine, Iterable, Iterator
from datetime import UTC, datetime
from functools import cached_property
from typing import Any

import scrapy
from redis.exceptions import RedisError
from scrapy.http import Response, TextResponse
from twisted.python.failure import Failure

from crawler.article.sitetemplate import TEMPLATE_KEY, carried
from crawler.discovery.hubs import Discovery
from crawler.extraction import ExtractOptions, extract
from crawler.frontier.canonical import Canonicalizer
from crawler.frontier.component import Frontier
from crawler.frontier.refusals import Refused
from crawler.frontier.spider import RedisSpider
from crawler.frontier.starturls import StartEntry, carried_options
from crawler.items import ArticleItem
from crawler.links import PageLinks, has_more_anchors
from crawler.linkzone import VIA_KEY
from crawler.middlewares.render_rules import RenderRules
from crawler.scope import Scope


class NewsSpider(RedisSpider):
    name = "news"

    def setup_redis(self, crawler: Any) -> None:
        super().setup_redis(crawler)  # start URLs, staying alive (crawler/frontier/spider.py)
        settings = crawler.settings
        self.needs_render_key = settings.get("NEEDS_RENDER_KEY") % {"name": self.name}
        self.min_chars = settings.getint("ARTICLE_MIN_CHARS")
        self.extract_max_anchors = settings.getint("EXTRACT_MAX_ANCHORS")
        self.scope = Scope(settings.get("CRAWL_SCOPE"), settings.getlist("CRAWL_ALLOWED_DOMAINS"))
        self.canonicalize = Canonicalizer(settings.getlist("CANONICAL_DROP_PARAMS"))
        self.page_links = PageLinks.from_crawler(crawler, self.scope, self.canonicalize)
        # Start URLs go straight to the frontier, past the spider middlewares: apply the render rules here too.
        self.render_rules = RenderRules(crawler)
        self.auto_escalate = settings.getbool("RENDER_AUTO_ESCALATE")
        self.discovery = Discovery(self)  # hubs: feeds, sitemaps and pages revisited on a schedule

    # --- start URLs -----------------------------------------------------------------------------------

    def request_from_entry(self, entry: StartEntry) -> scrapy.Request:
        return self._request_for(entry)

    def _request_for(self, entry: StartEntry) -> scrapy.Request:
        # Only the validated crawl options become request meta; the entry's own meta is user data, kept
        # under one key that neither Scrapy nor a middleware reads (crawler/frontier/starturls.py).
        meta = {
            **entry.options,
            "start_url": entry.url,
            "site": self.scope.site(entry.url),
            "start_meta": entry.meta,
        }
        request = scrapy.Request(
            entry.url,  # fetched as pushed; the frontier de-duplicates on the canonical form
            callback=self.parse,
            errback=self.on_error,
            meta=meta,
            priority=entry.priority,
            dont_filter=entry.dont_filter,
        )
        return self.render_rules.mark(request)

    # --- pages ----------------------------------------------------------------------------------------

    def parse(self, response: Response, **kwargs: Any) -> Iterable[Any] | Coroutine[Any, Any, list[Any]]:
        # A hub's links are checked against the seen filter on the frontier's lane: its answer is then a
        # coroutine, which Scrapy awaits (as the result of an `async def` callback), never the reactor.
        if (hub := self.discovery.handle(response)) is not None:  # feeds, sitemaps, hub pages
            return hub
        if self.discovery.may_be_section(response):  # an article of a page hub, or a listing: then a hub
            return self._article_or_section(response)
        return self._page(response)

    async def _article_or_section(self, response: Response) -> list[Any]:
        out: list[Any] = []
        for value in self._page(response):
            if inspect.isawaitable(value):  # a listing's first visit as a hub (discovery.not_article)
                out += await value
            else:
                out.append(value)
        return out

    def _page(self, response: Response) -> Iterator[Any]:
        stats = self.crawler.stats
        if not isinstance(response, TextResponse):
            stats.inc_value("news/non_html")
            return
        site = response.meta.get("site") or self.scope.site(response.url)
        follow = response.meta.get("crawl_mode") != "article"  # an article is fetched, nothing followed
        if self.extract_max_anchors and has_more_anchors(response, self.extract_max_anchors):
            if follow:
                yield from self._follow(response, site, None)
            self._skip_extraction(response)
            return
        result = extract(
            response.text,
            response.url,
            response.selector,
            options=self.extract_options,
            content_language=(response.headers.get("Content-Language") or b"").decode("latin-1") or None,
            reached_by=response.meta.get(VIA_KEY) if self.link_evidence else None,
            template=response.meta.get(TEMPLATE_KEY) if self.template_evidence else None,
        )
        if follow:  # after the extraction: the links carry what it learnt of the site's template
            yield from self._follow(response, site, result.template_mark if self.template_evidence else None)
        for note in result.notes:
            stats.inc_value(f"news/metadata/{note}")
        if result.is_article:
            stats.inc_value("news/articles")
            stats.inc_value(f"news/article/{result.reason}")
            yield ArticleItem(
                url=response.url,
                canonical_url=self.canonicalize(result.canonical_url or response.url),
                title=result.title,
                author=result.author,
                authors=result.authors,
                published=result.date,
                published_at=result.published_at,
                text=result.text,
                language=result.language,
                classification=result.classification,
                site=site,
                fetched_at=datetime.now(UTC).isoformat(timespec="seconds"),
                status=response.status,
                depth=response.meta.get("depth", 0),
                worker=self.worker_id,
                start_meta=response.meta.get("start_meta") or {},
                # For the raw-store pipeline, which removes them: the page as fetched, kept out of feeds/MongoDB.
                raw_body=response.body,
                raw_headers={
                    key.decode("latin-1"): [value.decode("latin-1") for value in values]
                    for key, values in response.headers.items()
                },
            )
        elif result.needs_render:
            self._report_needs_render(response, result.reason)
        else:
            stats.inc_value("news/not_article")
            stats.inc_value(f"news/not_article/{result.reason}")
            section = self.discovery.not_article(response)
            # A coroutine only if may_be_section(response): parse() then runs this in _article_or_section.
            if inspect.isawaitable(section):
                yield section
            else:
                yield from section

    @cached_property
    def link_evidence(self) -> bool:
        return self.crawler.settings.getbool("ARTICLE_LINK_EVIDENCE", True)

    @cached_property
    def template_evidence(self) -> bool:
        return self.crawler.settings.getbool("ARTICLE_TEMPLATE_EVIDENCE", True)

    @cached_property
    def extract_options(self) -> ExtractOptions:
        settings = self.crawler.settings
        return ExtractOptions(
            min_chars=self.min_chars,
            favor_precision=settings.getbool("EXTRACT_FAVOR_PRECISION", True),
            favor_recall=settings.getbool("EXTRACT_FAVOR_RECALL"),
            include_tables=settings.getbool("EXTRACT_INCLUDE_TABLES", True),
            recall_fallback=settings.getbool("EXTRACT_RECALL_FALLBACK", True),
            keep_sponsored=settings.getbool("EXTRACT_KEEP_SPONSORED"),
            keep_podcasts=settings.getbool("EXTRACT_KEEP_PODCASTS"),
            classifier=settings.get("ARTICLE_CLASSIFIER", "rules"),
        )

    def _follow(self, response: TextResponse, site: str, template_mark: str | None = None) -> Iterator[scrapy.Request]:
        meta = {
            "site": site,
            "start_url": response.meta.get("start_url"),
            "start_meta": response.meta.get("start_meta") or {},
            **carried_options(response.meta),
        }
        if marks := carried(response.meta.get(TEMPLATE_KEY), template_mark):
            meta[TEMPLATE_KEY] = marks
        # `via`: where the link sat and how long its anchor was; the first link to a URL is the one fetched
        for url, via in self.page_links.links(response, site):
            yield response.follow(url, callback=self.parse, errback=self.on_error, meta={**meta, VIA_KEY: via})

    def _skip_extraction(self, response: TextResponse) -> None:
        """No article has thousands of links; extraction time grows with their square (minutes at 40,000)."""
        stats = self.crawler.stats
        stats.inc_value("news/not_article")
        stats.inc_value("news/not_article/too_many_links")
        stats.inc_value("guard/extraction_skipped")
        self.logger.warning(
            "Not extracted: %s has more than %d links (EXTRACT_MAX_ANCHORS), so it is no article",
            response.url[:300], self.extract_max_anchors,
        )  # fmt: skip

    def _report_needs_render(self, response: TextResponse, reason: str) -> None:
        """Article markup without article text: the page builds its content with JavaScript."""
        self.crawler.stats.inc_value("news/needs_render")
        self.logger.info("Page needs JavaScript rendering (%s): %s", reason, response.url)
        url, key = response.url, self.needs_render_key

        def failed(exc: RedisError) -> None:
            self.logger.warning("Could not record %s in %s: %s", url, key, exc)

        frontier = Frontier.of(self.crawler)
        if frontier is not None:  # on the frontier's lane: no round trip on the reactor
            frontier.submit(self.server.sadd, key, url, failed=failed)
            return self._maybe_escalate(response)
        try:
            self.server.sadd(key, url)
        except RedisError as exc:
            failed(exc)
        return self._maybe_escalate(response)

    def _maybe_escalate(self, response: TextResponse) -> None:
        meta = response.meta
        if self.auto_escalate and not meta.get("render") and not meta.get("render_escalated"):
            self._escalate(response)

    def _escalate(self, response: TextResponse) -> None:
        """Queue the page once more as a render request, for a render worker.

        Straight to the engine, not yielded: the depth middleware would count it as a link one level deeper.
        dont_filter: the page is in the seen filter already. `render_escalated`: never escalated twice.
        """
        request = self._render_request(response)
        self.crawler.engine.crawl(request)
        self.crawler.stats.inc_value("render/escalated")
        self.logger.info("Queued %s again as a render request", request.url)

    def _render_request(self, response: TextResponse) -> scrapy.Request:
        meta = response.meta
        return scrapy.Request(
            response.request.url if response.request is not None else response.url,
            callback=self.parse,
            errback=self.on_error,
            priority=response.request.priority if response.request is not None else 0,
            dont_filter=True,
            meta={
                "site": meta.get("site"),
                "start_url": meta.get("start_url"),
                "start_meta": meta.get("start_meta") or {},
                "depth": meta.get("depth", 0),
                **carried_options(meta),
                # An article found on a hub stays an article when rendered: its links are not followed.
                **({"crawl_mode": meta["crawl_mode"]} if "crawl_mode" in meta else {}),
                # the link that first reached the page is still its link evidence once rendered
                **({VIA_KEY: meta[VIA_KEY]} if VIA_KEY in meta else {}),
                **({TEMPLATE_KEY: meta[TEMPLATE_KEY]} if TEMPLATE_KEY in meta else {}),
                "render": True,
                "render_escalated": True,
            },
        )

    def on_error(self, failure: Failure) -> None:
        if failure.check(Refused):
            return  # not a failure: logged, counted and recorded where it was refused
        request = getattr(failure, "request", None)
        self.crawler.stats.inc_value("news/fetch_errors")
        self.crawler.stats.inc_value(f"news/fetch_errors/{failure.type.__name__}")
        url = getattr(request, "url", "?")
        self.logger.warning("Fetch failed for %s: %s", url, failure.getErrorMessage())
        self.discovery.on_error(failure)  # a failed hub is rescheduled (its interval grows)
