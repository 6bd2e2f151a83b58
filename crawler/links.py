"""Links taken from one page, bounded: what `NewsSpider._follow` turns into requests.

A hostile (or just huge) page must not flood the shared frontier or hold the reactor: at most
`CRAWL_MAX_LINKS_PER_PAGE` links are taken from a page, and at most `CRAWL_MAX_ANCHORS_PER_PAGE` anchors
are looked at (duplicates and offsite links cost time too); past either cap the rest of the page is
skipped, logged once per page and counted (`guard/links_capped`, `guard/anchors_capped`). Anchors are read
lazily from the parsed document, so the work per page is bounded by the caps, not by the page (the parse
itself is bounded by DOWNLOAD_MAXSIZE). `urls()` is a generator that does one link's work per step, and
Scrapy consumes callback output through a bounded queue (CONCURRENT_ITEMS), handing the reactor back
between steps: the links of one page never hold the reactor in one piece.

Each link is resolved against the page (and its <base>), stripped of userinfo (`user:password@` never
reaches the frontier or a log: `news/links/userinfo_stripped`), canonicalized and checked against the
crawl scope. Links the SSRF guard would refuse anyway (schemes other than http/https such as `file:`,
no host, non-public literal addresses; crawler/middlewares/ssrf.py) are dropped here and counted
(`guard/link_refused/<reason>`, one warning per page) and the first `REFUSED_LINKS_KEPT` of a page kept as
refusal records (`ssrf_link`, crawler/frontier/refusals.py); the everyday non-web links (mailto:, tel:,
javascript:, data:) only count as `news/links/not_http`. The same extensions as Scrapy's LinkExtractor are
skipped (images, archives, media: IGNORED_EXTENSIONS).

Each followed link comes with its `via` tag (crawler/linkzone.py): page chrome or content, and the anchor's
word count; the news spider carries it in request meta for the classifier.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any
from urllib.parse import urljoin, urlsplit, urlunsplit

from scrapy.http import TextResponse
from scrapy.linkextractors import IGNORED_EXTENSIONS
from scrapy.utils.response import get_base_url
from scrapy.utils.url import url_has_any_extension
from w3lib.html import strip_html5_whitespace
from w3lib.url import safe_url_string

from crawler.frontier.refusals import RefusalLog
from crawler.linkzone import ZoneCache, reached_by
from crawler.middlewares.ssrf import UrlPolicy
from crawler.scope import Scope

logger = logging.getLogger(__name__)

EVERYDAY_SCHEMES = frozenset({"mailto", "tel", "sms", "javascript", "data", "callto", "whatsapp"})
DENY_EXTENSIONS = {"." + e for e in IGNORED_EXTENSIONS}
# Links the SSRF rules refuse are kept as refusal records, the first this many of a page: enough to find the
# page and what it links to, without a record per link of a page built to flood the list.
REFUSED_LINKS_KEPT = 10
# Only links that look like an attempt on the worker are kept as records: non-public addresses, host-less
# URLs and the schemes another fetcher would open (local files, FTP, gopher...). App links of share bars
# (tg:, viber:, intent:...) are refused and counted the same, but a record per article page would be noise.
ATTEMPT_SCHEMES = frozenset({"file", "ftp", "ftps", "sftp", "tftp", "gopher", "dict", "ldap", "ldaps", "smb", "jar"})


def strip_userinfo(url: str) -> tuple[str, bool]:
    """`url` without `user:password@` (and whether there was any)."""
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url, False
    netloc = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment)), True


def has_more_anchors(response: TextResponse, limit: int) -> bool:
    """True if `response` has more than `limit` anchors (looks at `limit + 1` of them at most)."""
    root = response.selector.root
    if not hasattr(root, "iter"):
        return False
    return next(islice(root.iter("a", "area"), limit, None), None) is not None


class PageLinks:
    """Picks the links to follow from a page; one instance per spider."""

    def __init__(
        self,
        crawler: Any,
        scope: Scope,
        canonicalize: Callable[[str], str],
        policy: UrlPolicy,
        max_links: int,
        max_anchors: int,
    ) -> None:
        self.crawler = crawler  # its stats collector exists only once the crawl starts
        self.scope = scope
        self.canonicalize = canonicalize
        self.policy = policy
        self.max_links = max_links
        self.max_anchors = max_anchors

    @classmethod
    def from_crawler(cls, crawler: Any, scope: Scope, canonicalize: Callable[[str], str]) -> PageLinks:
        settings = crawler.settings
        return cls(
            crawler,
            scope,
            canonicalize,
            UrlPolicy(settings.getlist("SSRF_ALLOWED_NETWORKS"), settings.getlist("SSRF_ALLOWED_HOSTS")),
            settings.getint("CRAWL_MAX_LINKS_PER_PAGE"),
            settings.getint("CRAWL_MAX_ANCHORS_PER_PAGE"),
        )

    def _hrefs(self, response: TextResponse) -> Iterator[tuple[Any, str]]:
        root = response.selector.root
        if not hasattr(root, "iter"):
            return
        for element in root.iter("a", "area"):  # lazy: stops where the caps stop it
            href = element.get("href")
            if href:
                yield element, href

    def urls(self, response: TextResponse, site: str) -> Iterator[str]:
        """In-scope URLs to follow from `response` as found, in page order, one per canonical form."""
        return (url for url, _ in self.links(response, site))

    def links(self, response: TextResponse, site: str) -> Iterator[tuple[str, str]]:
        """`urls()` with the `via` tag of each (crawler/linkzone.py): the zone and anchor length of the first
        link to the URL on the page; only followed links are looked at."""
        stats = self.crawler.stats
        zones = ZoneCache()
        base = get_base_url(response)
        encoding = response.encoding
        seen: set[str] = set()
        anchors = taken = 0
        refused: dict[str, int] = {}
        kept: list[tuple[str, str, str]] = []  # a sample of the refused links, for the refusal records
        for element, href in self._hrefs(response):
            if taken >= self.max_links:
                self._capped(response, "links", self.max_links)
                break
            if anchors >= self.max_anchors:
                self._capped(response, "anchors", self.max_anchors)
                break
            anchors += 1
            try:
                url = safe_url_string(urljoin(base, strip_html5_whitespace(href)), encoding)
                url, had_userinfo = strip_userinfo(url)
                scheme = urlsplit(url).scheme.lower()
            except ValueError:
                refused["unparsable"] = refused.get("unparsable", 0) + 1
                continue
            if scheme in EVERYDAY_SCHEMES:
                stats.inc_value("news/links/not_http")
                continue
            refusal = self.policy.static_refusal(url)
            if refusal is not None:
                refused[refusal[0]] = refused.get(refusal[0], 0) + 1
                if len(kept) < REFUSED_LINKS_KEPT and (refusal[0] != "scheme" or scheme in ATTEMPT_SCHEMES):
                    page = strip_userinfo(response.url)[0][:300]  # a redirect may have brought user:password@
                    kept.append((url[:2048], "ssrf_link", f"{refusal[0]}: {refusal[1]}; found on {page}"))
                continue
            if url_has_any_extension(url, DENY_EXTENSIONS):
                stats.inc_value("news/links/ignored_extension")
                continue
            if had_userinfo:
                stats.inc_value("news/links/userinfo_stripped")
            # Fetched as found; the canonical form only de-duplicates (here and in the frontier).
            canonical = self.canonicalize(url)
            if canonical in seen:
                continue
            seen.add(canonical)
            if not self.scope.allows(canonical, site):
                stats.inc_value("news/links/offsite")
                continue
            taken += 1
            stats.inc_value("news/links/followed")
            yield url, reached_by(element, zones).tag
        if refused:
            for code, count in refused.items():
                stats.inc_value("guard/link_refused", count)
                stats.inc_value(f"guard/link_refused/{code}", count)
            RefusalLog.of(self.crawler).keep_links(kept)
            logger.warning(
                "Refused %d links of %s that the SSRF guard would refuse (%s)",
                sum(refused.values()), response.url[:300], ", ".join(f"{c}: {n}" for c, n in sorted(refused.items())),
            )  # fmt: skip

    def absolute_urls(self, response: TextResponse) -> Iterator[str]:
        """What `LinkExtractor(unique=True)` gives for a page (absolute URLs in page order, unique, no ignored
        extensions), from its first `CRAWL_MAX_ANCHORS_PER_PAGE` anchors only (`guard/anchors_capped`).

        For hub pages: LinkExtractor reads every anchor (10 s for 100,000 on the reactor); scope and the
        rest are the caller's.
        """
        return (url for url, _ in self.absolute_links(response, zoned=False))

    def absolute_links(self, response: TextResponse, zoned: bool = True) -> Iterator[tuple[str, str]]:
        """`absolute_urls()` with the `via` tag of each link (zone and anchor length, crawler/linkzone.py; ""
        without `zoned`: a caller that only counts the links does not pay for their zones)."""
        base = get_base_url(response)
        encoding = response.encoding
        seen: set[str] = set()
        zones = ZoneCache()
        for anchors, (element, href) in enumerate(self._hrefs(response)):
            if anchors >= self.max_anchors:
                self._capped(response, "anchors", self.max_anchors)
                return
            try:
                url, _ = strip_userinfo(safe_url_string(urljoin(base, strip_html5_whitespace(href)), encoding))
            except ValueError:
                continue
            if url in seen or not url.startswith(("http://", "https://")):
                continue
            seen.add(url)
            if not url_has_any_extension(url, DENY_EXTENSIONS):
                yield url, reached_by(element, zones).tag if zoned else ""

    def _capped(self, response: TextResponse, what: str, cap: int) -> None:
        self.crawler.stats.inc_value(f"guard/{what}_capped")
        setting = "CRAWL_MAX_LINKS_PER_PAGE" if what == "links" else "CRAWL_MAX_ANCHORS_PER_PAGE"
        logger.warning("Skipped the rest of %s: more than %d %s (%s)", response.url[:300], cap, what, setting)
