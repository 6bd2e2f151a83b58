"""Article extraction: trafilatura for text and metadata, page signals for "is this an article?".

A page is an article when it declares itself one (OpenGraph `og:type=article`, JSON-LD or microdata of
an Article type, or a single `<article>` with an `<h1>` and a date) and trafilatura extracts a title and
at least `ARTICLE_MIN_CHARS` of text. A page that declares itself an article but whose text is missing
while it carries scripts is reported as needing JavaScript rendering.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

import trafilatura
from parsel import Selector

from crawler.metadata import declared_metadata, jsonld_objects, types_of

logger = logging.getLogger(__name__)
# trafilatura logs ERROR for every empty or non-article page; outcomes are counted in our own stats, so
# its messages would only inflate log_count/ERROR, which operators alert on.
logging.getLogger("trafilatura").setLevel(logging.CRITICAL)

ARTICLE_TYPES = frozenset(
    {
        "article", "newsarticle", "reportagenewsarticle", "analysisnewsarticle", "opinionnewsarticle",
        "reviewnewsarticle", "backgroundnewsarticle", "askpublicnewsarticle", "blogposting",
        "liveblogposting", "report", "techarticle", "satiricalarticle",
    }
)  # fmt: skip
STRONG_SIGNALS = frozenset({"og", "jsonld", "microdata"})


@dataclass
class Extraction:
    """What one page yielded."""

    is_article: bool
    needs_render: bool = False
    title: str | None = None
    author: str | None = None
    date: str | None = None
    text: str = ""
    language: str | None = None
    canonical_url: str | None = None
    signals: frozenset[str] = field(default_factory=frozenset)
    reason: str = ""


def article_signals(sel: Selector) -> frozenset[str]:
    """Which of the page's own declarations say it is an article."""
    signals: set[str] = set()
    if (sel.xpath('//meta[@property="og:type"]/@content').get() or "").strip().lower() == "article":
        signals.add("og")
    if any(types_of(node) & ARTICLE_TYPES for node in jsonld_objects(sel)):
        signals.add("jsonld")
    for itemtype in sel.xpath("//*[@itemtype]/@itemtype").getall():
        if itemtype.strip().rstrip("/").rsplit("/", 1)[-1].lower() in ARTICLE_TYPES:
            signals.add("microdata")
            break
    articles = sel.xpath("//article")
    if len(articles) == 1 and articles.xpath(".//h1") and articles.xpath(".//time | .//*[@datetime]"):
        signals.add("article_element")
    return frozenset(signals)


def _canonical(sel: Selector, base_url: str) -> str | None:
    href = sel.xpath('//link[@rel="canonical"]/@href').get()
    if not href or not href.strip():
        return None
    url = urljoin(base_url, href.strip())
    return url if url.startswith(("http://", "https://")) else None


def extract(html: str, url: str, sel: Selector, min_chars: int) -> Extraction:
    """Extract one page. Never raises on bad HTML: failures come back as non-articles with a reason."""
    signals = article_signals(sel)
    if not signals:
        # Index pages, tag pages, search results...: no markup claims an article, so skip the costly
        # extraction (most pages of a news crawl are of this kind).
        return Extraction(is_article=False, reason="no article markup")
    try:
        doc = trafilatura.bare_extraction(
            html, url=url, with_metadata=True, include_comments=False, include_tables=False
        )
    except Exception as exc:  # trafilatura/lxml can fail on hostile markup; never let it kill a worker
        logger.warning("Extraction failed for %s: %r", url, exc)
        return Extraction(is_article=False, signals=signals, reason=f"extraction error: {exc!r}"[:200])
    data: dict[str, Any] = doc.as_dict() if doc is not None and hasattr(doc, "as_dict") else (doc or {})
    text = (data.get("text") or "").strip()
    language = data.get("language") or (sel.xpath("/html/@lang").get() or "").strip().lower() or None
    declared = declared_metadata(sel, ARTICLE_TYPES)
    result = Extraction(
        is_article=False,
        title=declared.title or (data.get("title") or "").strip() or None,
        author=declared.author or (data.get("author") or "").strip() or None,
        date=declared.date or data.get("date") or None,
        text=text,
        language=language,
        canonical_url=_canonical(sel, url),
        signals=signals,
    )
    strong = bool(signals & STRONG_SIGNALS)
    if len(text) < min_chars:
        has_scripts = bool(sel.xpath("//script[not(@type) or @type='text/javascript' or @type='module']"))
        result.needs_render = strong and has_scripts
        result.reason = f"text too short ({len(text)} < {min_chars} chars)"
    elif not result.title:
        result.reason = "no title"
    else:
        result.is_article = True
    return result
