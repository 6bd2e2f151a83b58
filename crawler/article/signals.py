"""What a page says about itself, read from its markup and its URL (no extraction yet).

None of these signals is required for a page to be an article: `crawler.article.classify` weighs them
together with the extracted text.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from parsel import Selector

from crawler.article.jsonld import jsonld_nodes, types_of

ARTICLE_TYPES = frozenset(
    {
        "article", "newsarticle", "reportagenewsarticle", "analysisnewsarticle", "opinionnewsarticle",
        "reviewnewsarticle", "backgroundnewsarticle", "askpublicnewsarticle", "blogposting", "posting",
        "liveblogposting", "report", "techarticle", "satiricalarticle", "scholarlyarticle", "socialmediaposting",
    }
)  # fmt: skip
# Page types that say "this is not one story": a listing, a profile, a media page, the site itself.
LISTING_TYPES = frozenset(
    {
        "collectionpage", "itemlist", "searchresultspage", "profilepage", "aboutpage", "contactpage",
        "imagegallery", "mediagallery", "videogallery", "faqpage", "checkoutpage",
    }
)  # fmt: skip
MEDIA_TYPES = frozenset({"videoobject", "imageobject", "audioobject", "podcastepisode"})
OG_ARTICLE_TYPES = frozenset({"article", "news", "blog", "post", "news_article", "newsarticle"})

_DATED_PATH = re.compile(r"/(19|20)\d\d[/-](0?[1-9]|1[0-2])(?:[/-](0?[1-9]|[12]\d|3[01]))?(?:/|-|$)")
_ID = re.compile(r"(?:^|[/\-_.])(?:[a-z]{0,3})?\d{5,}(?:$|[/\-_.])", re.I)
_LISTING_PATH = re.compile(
    r"/(tags?|topics?|categor(?:y|ies)|sections?|authors?|writers?|contributors?|people|profiles?|staff|search|"
    r"archives?|page|seite|pagina|latest|index|feed|galler(?:y|ies)|videos?|photos?|live-?tv)(?:/|$|\.)",
    re.I,
)
_ID_PARAM = re.compile(r"(?i)(?:\w*id|p|story|article|news|post|nid|sid)")
_SEARCH_PARAMS = frozenset({"q", "s", "query", "search", "keyword", "keywords", "term"})
_PAGE_PARAMS = frozenset({"page", "p", "pg", "offset", "start"})
# Only headings that are nothing but an error message: "Missing hiker not found" is a story.
_SOFT_404 = re.compile(
    r"^\W*(?:error\W*)?4[01][04]\b|\b(?:this|the) (?:article|story|page|content) (?:is no longer available|"
    r"has been removed)\b|\bpage (?:not found|(?:cannot|can't|could not|couldn't) be found|"
    r"(?:does not|doesn't|no longer) exists?)\b|^\W*(?:sorry|oops)\b.{0,40}\b(?:find|found)\b.{0,20}\bpage\b|"
    r"^\W*(?:not found|seite nicht gefunden|page introuvable|página no encontrada|pagina non trovata)\W*$",
    re.I,
)
_NOSCRIPT_NOTICE = re.compile(r"enable javascript|javascript (?:is )?(?:required|disabled)|turn on javascript", re.I)
_APP_ROOT_IDS = ("root", "app", "__next", "__nuxt", "___gatsby", "svelte", "main-app", "react-root", "fusion-app")


@dataclass
class PageSignals:
    """Everything the page declares, and the shape of its layout and URL."""

    declared_types: set[str] = field(default_factory=set)  # from JSON-LD, microdata and RDFa, lower-cased
    og_type: str = ""
    article_metas: set[str] = field(default_factory=set)  # which article metas the page carries
    article_elements: int = 0
    h1: list[str] = field(default_factory=list)
    # h2/h3 marked as a title or headline: where blog and older templates put the post's headline when the
    # <h1> is the site's name (hAtom `entry-title`, `post-title`, itemprop=headline)
    title_headings: list[str] = field(default_factory=list)
    html_title: str = ""
    url_dated: bool = False
    url_id: bool = False
    url_slug_words: int = 0
    url_listing: bool = False
    url_search: bool = False
    url_root: bool = False
    pagination: bool = False
    headline_links: int = 0  # h2/h3/h4 headings that are links: teasers
    similar_links: int = 0  # largest group of sibling links with the same parent shape
    soft_404: bool = False
    noscript_notice: bool = False
    app_root_empty: bool = False
    scripts: int = 0
    jsonld: list[dict[str, Any]] = field(default_factory=list, repr=False)

    @property
    def declared_article(self) -> bool:
        return bool(self.declared_types & ARTICLE_TYPES) or self.og_type in OG_ARTICLE_TYPES

    @property
    def declared_listing(self) -> bool:
        return bool(self.declared_types & LISTING_TYPES)

    @property
    def declared_media(self) -> bool:
        return bool(self.declared_types & MEDIA_TYPES) or self.og_type.startswith("video")


_META_CACHE: OrderedDict[int, tuple[Any, dict[str, str]]] = OrderedDict()


def _metas(sel: Selector) -> dict[str, str]:
    """Every `<meta>` of the page by lower-cased property/name/itemprop (first non-empty wins), read once."""
    root = sel.root
    hit = _META_CACHE.get(id(root))
    if hit is not None and hit[0] is root:
        return hit[1]
    found: dict[str, str] = {}
    for node in sel.xpath("//meta[@content]"):
        content = (node.attrib.get("content") or "").strip()
        if not content:
            continue
        for attr in ("property", "name", "itemprop", "http-equiv"):
            key = (node.attrib.get(attr) or "").strip().lower()
            if key:
                found.setdefault(key, content)
    _META_CACHE[id(root)] = (root, found)
    while len(_META_CACHE) > 8:  # a worker parses one page at a time; keep only the last few
        _META_CACHE.popitem(last=False)
    return found


def meta(sel: Selector, *names: str) -> str | None:
    """The first non-empty `<meta>` content among `names` (property, name or itemprop; case-insensitive)."""
    metas = _metas(sel)
    for name in names:
        value = metas.get(name)
        if value:
            return value
    return None


ARTICLE_METAS = {
    "published_time": ("article:published_time", "og:article:published_time", "datepublished"),
    "author": ("author", "article:author", "og:article:author", "byl"),
    "parsely": ("parsely-type", "parsely-pub-date", "parsely-author", "parsely-metadata"),
    "sailthru": ("sailthru.date", "sailthru.author", "sailthru.title"),
    "dublin_core": ("dc.date", "dc.date.issued", "dcterms.date", "dcterms.created", "dc.creator", "dc.type"),
    "news_keywords": ("news_keywords", "article:section", "article:tag"),
}


def collect(sel: Selector, url: str) -> PageSignals:
    s = PageSignals()
    s.jsonld = jsonld_nodes(sel.xpath('//script[contains(@type, "ld+json")]/text()').getall())
    for node in s.jsonld:
        s.declared_types |= types_of(node)
    for itemtype in sel.xpath("//*[@itemtype]/@itemtype").getall():
        for value in itemtype.split():
            s.declared_types.add(value.strip().rstrip("/").rsplit("/", 1)[-1].lower())
    for typeof in sel.xpath("//*[@typeof]/@typeof").getall():  # RDFa: "schema:NewsArticle" or "NewsArticle"
        for value in typeof.split():
            s.declared_types.add(value.rsplit("/", 1)[-1].rsplit(":", 1)[-1].lower())
    s.og_type = (meta(sel, "og:type") or "").lower()
    if s.og_type == "article" and meta(sel, "parsely-type") == "index":
        s.og_type = "website"
    for name, keys in ARTICLE_METAS.items():
        if meta(sel, *keys):
            s.article_metas.add(name)
    parsely_type = (meta(sel, "parsely-type") or "").lower()
    if parsely_type in ("index", "frontpage", "section"):
        s.declared_types.add("collectionpage")
        s.article_metas.discard("parsely")
    s.article_elements = len(sel.xpath("//article"))
    s.h1 = [" ".join(" ".join(h.xpath(".//text()").getall()).split()) for h in sel.xpath("//h1")]
    s.h1 = [h for h in s.h1 if h]
    titled = sel.xpath(
        "(//*[self::h2 or self::h3][contains(@class, 'title') or contains(@class, 'headline') or @itemprop='headline'])"
        "[position() <= 3]"
    )
    s.title_headings = [t for t in (" ".join(" ".join(h.xpath(".//text()").getall()).split()) for h in titled) if t]
    s.html_title = " ".join(" ".join(sel.xpath("//head/title//text() | /html/title//text()").getall()).split())
    _url_shape(s, url)
    _layout(s, sel)
    heading = " ".join(s.h1[:1]) or s.html_title
    title_head = re.split(r"\s[|\-\u2013\u2014]\s", s.html_title)[0]
    s.soft_404 = any(len(h) < 80 and _SOFT_404.search(h) for h in (heading, title_head))
    noscript = " ".join(sel.xpath("//noscript//text()").getall())
    s.noscript_notice = bool(_NOSCRIPT_NOTICE.search(noscript))
    for root_id in _APP_ROOT_IDS:
        root = sel.xpath(f'//*[@id="{root_id}"]')
        if root and len(" ".join(root.xpath(".//text()[not(ancestor::script)]").getall()).split()) < 30:
            s.app_root_empty = True
            break
    s.scripts = len(sel.xpath("//script[not(@type) or contains(@type, 'javascript') or @type='module']"))
    return s


def _url_shape(s: PageSignals, url: str) -> None:
    parts = urlsplit(url)
    path = parts.path or "/"
    s.url_root = path in ("", "/") or bool(re.fullmatch(r"/(index\.\w+|home|[a-z]{2}(-[a-z]{2})?)/?", path, re.I))
    s.url_dated = bool(_DATED_PATH.search(path))
    s.url_id = bool(_ID.search(path))
    last = [seg for seg in path.split("/") if seg]
    leaf = re.sub(r"\.\w{2,5}$", "", last[-1]) if last else ""
    s.url_slug_words = len([w for w in re.split(r"[-_+]", leaf) if w and not w.isdigit()])
    query = parse_qsl(parts.query, keep_blank_values=True)
    params = {k.lower() for k, _ in query}
    # Older CMSs address a story by a query id: story.php?id=20931, article.asp?ArticleID=..., ?p=4411.
    s.url_id = s.url_id or any(_ID_PARAM.fullmatch(k) and re.fullmatch(r"\d{4,}", v) for k, v in query)
    s.url_search = bool(params & _SEARCH_PARAMS) or "/search" in path.lower()
    s.url_listing = bool(_LISTING_PATH.search(path)) or bool(params & _PAGE_PARAMS) or s.url_search


def _layout(s: PageSignals, sel: Selector) -> None:
    # Rails of related, popular or recommended stories sit on article pages too: they do not make a listing.
    rails = " or ".join(
        f"contains(@class, '{word}') or contains(@id, '{word}')"
        for word in ("related", "recommend", "popular", "trending", "more-", "rail", "sidebar", "widget", "promo",
                     "most-", "read-next", "also", "outbrain", "taboola")
    )  # fmt: skip
    outside = (
        "[not(ancestor::nav) and not(ancestor::footer) and not(ancestor::aside) and not(ancestor::header"
        f"[not(ancestor::article)]) and not(ancestor::*[{rails}])]"
    )
    headings = "*[self::h2 or self::h3 or self::h4]"
    s.headline_links = len(sel.xpath(f"//{headings}[.//a]{outside} | //a//{headings}{outside}"))
    s.pagination = bool(
        sel.xpath(
            '//link[@rel="next" or @rel="prev"] | //a[@rel="next" or @rel="prev"] | '
            '//*[contains(@class, "pagination") or contains(@class, "pager")]'
        )
    )
    # Teaser links (longer than a menu label), grouped by the shape of their surroundings.
    groups: dict[str, int] = {}
    for link in sel.xpath(f"//a[string-length(normalize-space(.)) > 8]{outside}"):
        parent = link.xpath("..")
        key = "/".join(parent.xpath("name(..)").getall() + parent.xpath("name(.)").getall())
        key += "|" + (parent.xpath("@class").get() or "")
        groups[key] = groups.get(key, 0) + 1
    s.similar_links = max(groups.values(), default=0)
