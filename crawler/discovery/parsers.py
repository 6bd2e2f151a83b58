"""What a hub response is and which article links (with dates) it lists.

The kind is decided by content, whatever the URL's extension or Content-Type: a gzip body is inflated
(bounded by `max_bytes`, with Scrapy's `gunzip`), then the first element decides: `<urlset>` /
`<sitemapindex>` (Scrapy's `Sitemap`), `<rss>` / `<rdf:RDF>` / `<feed>` (feedparser), a JSON object
with a `jsonfeed.org` version (JSON Feed, read with `json`: feedparser does not know it), a robots.txt
(`Sitemap:` lines, Scrapy's `sitemap_urls_from_robots`), otherwise an HTML page.

Dates come from feed entries (`published`/`updated`), Google News `news:publication_date` and sitemap
`lastmod`; dates in the future (more than a day ahead) or before 1995 are absurd and dropped.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime
from typing import Any

import feedparser
import lxml.etree
from scrapy.utils._compression import _DecompressionMaxSizeExceeded
from scrapy.utils.gz import gunzip
from scrapy.utils.sitemap import Sitemap, sitemap_urls_from_robots

NEWS_NS = "{http://www.google.com/schemas/sitemap-news/0.9}"
EARLIEST = datetime(1995, 1, 1, tzinfo=UTC)
GZIP_MAGIC = b"\x1f\x8b"
_SNIFF = 2048
_XML_ROOT = re.compile(rb"<\s*([A-Za-z_][\w.\-]*:)?([A-Za-z_][\w.\-]*)[\s>/]")


class HubError(ValueError):
    """A hub body that cannot be read (too large once inflated, not a feed although it claims to be)."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code


@dataclass(frozen=True)
class Link:
    url: str
    published: datetime | None = None
    title: str = ""
    via: str = ""  # a page hub's link: its zone and anchor length (crawler/linkzone.py)


@dataclass
class HubPage:
    """One parsed hub response: its kind and what it lists."""

    kind: str  # "feed", "sitemap", "sitemapindex", "robots", "page"
    articles: list[Link] = field(default_factory=list)
    hubs: list[Link] = field(default_factory=list)  # child sitemaps, feeds, sitemaps from robots.txt
    truncated: int = 0  # entries past the per-hub limit
    absurd_dates: int = 0
    broken: bool = False  # the parser recovered from malformed input


def inflate(body: bytes, max_bytes: int) -> bytes:
    """The body, gunzipped when it is gzip data; HubError past `max_bytes` inflated."""
    if not body.startswith(GZIP_MAGIC):
        if max_bytes and len(body) > max_bytes:
            raise HubError("too_large", f"body of {len(body)} bytes exceeds {max_bytes}")
        return body
    try:
        return gunzip(body, max_size=max_bytes)
    except _DecompressionMaxSizeExceeded:
        raise HubError("too_large", f"gzip body inflates past {max_bytes} bytes") from None
    except (OSError, EOFError) as exc:
        raise HubError("bad_gzip", f"broken gzip data ({exc})") from None


def sniff(body: bytes, url: str = "") -> str:
    """The kind of a (inflated) hub body: sitemap, sitemapindex, feed, jsonfeed, robots or page."""
    head = body[:_SNIFF].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith(b"{"):
        return "jsonfeed" if b"jsonfeed.org/version" in head else "page"
    lowered = head.lower()
    if url.endswith("/robots.txt") or re.match(rb"(user-agent|sitemap|disallow|allow)\s*:", lowered):
        return "robots"
    # Skip the XML declaration, comments and a doctype, then look at the root element.
    rest = re.sub(rb"<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>", b"", head, flags=re.S | re.I).lstrip()
    match = _XML_ROOT.match(rest)
    if not match:
        return "page"
    root = match.group(2).decode("ascii", "replace").lower()
    if root == "urlset":
        return "sitemap"
    if root == "sitemapindex":
        return "sitemapindex"
    if root in {"rss", "rdf", "feed", "channel"}:
        return "feed"
    return "page"


def sane_date(value: datetime | None, now: datetime) -> datetime | None:
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value if EARLIEST <= value <= now + timedelta(days=1) else None


def parse_date(text: str | None) -> datetime | None:
    """An ISO 8601 (W3C datetime) or RFC 822 date, or None."""
    if not text:
        return None
    text = text.strip()
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        pass
    try:
        return parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None


class _NewsSitemap(Sitemap):
    """Scrapy's Sitemap, keeping the Google News `publication_date` its flattening would drop."""

    def _process_sitemap_element(self, elem: lxml.etree._Element) -> dict[str, Any] | None:
        news_date = elem.findtext(f".//{NEWS_NS}publication_date")
        entry = super()._process_sitemap_element(elem)
        if entry is not None and news_date:
            entry["news_date"] = news_date.strip()
        return entry


def _dated(raw: str | None, now: datetime, page: HubPage) -> datetime | None:
    parsed = parse_date(raw)
    date = sane_date(parsed, now)
    if parsed is not None and date is None:
        page.absurd_dates += 1
    return date


def parse_sitemap(body: bytes, max_entries: int, now: datetime) -> HubPage:
    try:
        sitemap = _NewsSitemap(body)
    except (lxml.etree.XMLSyntaxError, StopIteration, ValueError) as exc:
        raise HubError("broken_xml", f"unreadable sitemap ({str(exc)[:120]})") from None
    page = HubPage("sitemapindex" if sitemap.type == "sitemapindex" else "sitemap")
    target = page.hubs if page.kind == "sitemapindex" else page.articles
    try:
        for entry in sitemap:
            if len(target) >= max_entries:
                page.truncated += 1
                continue
            loc = entry.get("loc", "")
            if not loc:
                continue
            date = _dated(entry.get("news_date") or entry.get("lastmod"), now, page)
            target.append(Link(loc, date))
    except lxml.etree.XMLSyntaxError:
        page.broken = True  # what was read before the error is kept
    return page


def _entry_date(entry: Any) -> tuple[str | None, Any]:
    for key in ("published", "updated", "created"):
        if entry.get(key):
            return entry.get(key), entry.get(f"{key}_parsed")
    return None, None


def parse_feed(body: bytes, url: str, max_entries: int, now: datetime) -> HubPage:
    # Content-Location makes feedparser resolve relative entry links against the feed's URL.
    parsed = feedparser.parse(body, response_headers={"content-location": url, "content-type": "application/xml"})
    page = HubPage("feed", broken=bool(parsed.get("bozo")))
    for entry in parsed.entries:
        link = entry.get("link") or ""
        if not link:
            continue
        if len(page.articles) >= max_entries:
            page.truncated += 1
            continue
        raw, struct = _entry_date(entry)
        date = None
        if struct is not None:
            date = sane_date(datetime(*struct[:6], tzinfo=UTC), now)
            if date is None:
                page.absurd_dates += 1
        elif raw:
            date = _dated(raw, now, page)
        page.articles.append(Link(link, date, entry.get("title", "")))
    if page.broken and not page.articles:
        raise HubError("broken_feed", f"unreadable feed ({str(parsed.get('bozo_exception'))[:120]})")
    return page


def parse_json_feed(body: bytes, max_entries: int, now: datetime) -> HubPage:
    """JSON Feed 1.x (https://jsonfeed.org/version/1.1): `items[].url` with `date_published`."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError) as exc:
        raise HubError("broken_feed", f"unreadable JSON feed ({str(exc)[:120]})") from None
    items = data.get("items") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise HubError("broken_feed", "JSON feed without an items list")
    page = HubPage("feed")
    for item in items:
        if not isinstance(item, dict) or not isinstance(item.get("url") or item.get("external_url"), str):
            continue
        if len(page.articles) >= max_entries:
            page.truncated += 1
            continue
        raw = item.get("date_published") or item.get("date_modified")
        date = _dated(raw if isinstance(raw, str) else None, now, page)
        title = item.get("title") if isinstance(item.get("title"), str) else ""
        page.articles.append(Link(item.get("url") or item["external_url"], date, title))
    return page


def parse_robots(body: bytes, url: str) -> HubPage:
    return HubPage("robots", hubs=[Link(u) for u in sitemap_urls_from_robots(body, base_url=url)])


def parse_hub(body: bytes, url: str, *, max_bytes: int, max_entries: int, now: datetime | None = None) -> HubPage:
    """Parse any non-HTML hub body (HubError when it cannot be read); `page` kind means: read it as HTML."""
    now = now or datetime.now(UTC)
    data = inflate(body, max_bytes)
    kind = sniff(data, url)
    if kind in {"sitemap", "sitemapindex"}:
        return parse_sitemap(data, max_entries, now)
    if kind == "feed":
        return parse_feed(data, url, max_entries, now)
    if kind == "jsonfeed":
        return parse_json_feed(data, max_entries, now)
    if kind == "robots":
        return parse_robots(data, url)
    return HubPage("page")


FEED_TYPES = frozenset(
    {"application/rss+xml", "application/atom+xml", "application/feed+json", "application/json", "application/rdf+xml"}
)


def feed_links(selector: Any) -> Iterator[str]:
    """`<link rel="alternate" type="application/rss+xml" href=...>` (and Atom, JSON Feed) of an HTML page."""
    for link in selector.xpath("//link[@href]"):
        rel = (link.attrib.get("rel") or "").lower().split()
        kind = (link.attrib.get("type") or "").lower().split(";")[0].strip()
        if "alternate" in rel and kind in FEED_TYPES:
            yield link.attrib["href"]
