"""Validation pipeline: the first stage, before anything is stored.

Applies to articles (`ArticleItem`) only: other items (of other spiders) pass unchanged, counted as
`validation/other_items`; what is not an item at all is dropped (`not_an_item`).

Checks that an article has its required fields (url, canonical_url, title, text), normalizes whitespace
in title, author, authors and text, and drops obviously empty extractions with `DropItem`. Every drop is counted
as `validation/dropped/<reason>` (and `validation/dropped`); items that pass count `validation/passed`.

Settings: VALIDATION_MIN_TITLE_CHARS (default 1), VALIDATION_MIN_TEXT_CHARS (default 20), both counted
after normalization and ignoring punctuation-only content.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from typing import Any
from urllib.parse import urlsplit

from itemadapter import ItemAdapter
from scrapy.exceptions import DropItem

from crawler.items import RAW_FIELDS, ArticleItem

logger = logging.getLogger(__name__)

REQUIRED = ("url", "canonical_url", "title", "text")
_INLINE_SPACE = re.compile(r"[^\S\n]+")  # whitespace other than newlines
_BLANK_LINES = re.compile(r"\n{3,}")
# Zero-width and BOM characters survive str.split() and make "empty" text look non-empty.
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"))


def normalize_line(value: str) -> str:
    """One line: every run of whitespace (any Unicode space) becomes one space, ends stripped."""
    return " ".join(value.translate(_INVISIBLE).split())


def normalize_text(value: str) -> str:
    """Body text: spaces collapsed within lines, lines stripped, paragraph breaks kept (at most one blank line)."""
    value = value.translate(_INVISIBLE).replace("\r\n", "\n").replace("\r", "\n")
    lines = [_INLINE_SPACE.sub(" ", line).strip() for line in value.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def meaningful_chars(value: str) -> int:
    """Letters, digits and symbols; punctuation and whitespace do not make a text non-empty."""
    return sum(1 for ch in value if unicodedata.category(ch)[0] in "LNS")


class ValidationPipeline:
    def __init__(self, stats: Any, min_title_chars: int = 1, min_text_chars: int = 20) -> None:
        self.stats = stats
        self.min_title_chars = max(1, min_title_chars)
        self.min_text_chars = max(1, min_text_chars)

    @classmethod
    def from_crawler(cls, crawler: Any) -> ValidationPipeline:
        settings = crawler.settings
        return cls(
            crawler.stats,
            min_title_chars=settings.getint("VALIDATION_MIN_TITLE_CHARS", 1),
            min_text_chars=settings.getint("VALIDATION_MIN_TEXT_CHARS", 20),
        )

    def process_item(self, item: Any) -> Any:
        if ItemAdapter.is_item(item) and not isinstance(item, ArticleItem):
            self.stats.inc_value("validation/other_items")  # not an article: not ours to judge
            return item
        reason = self.check(item)
        if reason is not None:
            self.stats.inc_value("validation/dropped")
            self.stats.inc_value(f"validation/dropped/{reason}")
            if ItemAdapter.is_item(item):
                # Scrapy logs a dropped item: keep the page body out of that log line (and free it now).
                adapter = ItemAdapter(item)
                for name in RAW_FIELDS:
                    adapter.pop(name, None)
            raise DropItem(f"invalid item ({reason})", log_level="INFO")
        self.stats.inc_value("validation/passed")
        return item

    def check(self, item: Any) -> str | None:
        """Normalize `item` in place; return why it must be dropped, or None if it is fine."""
        if not ItemAdapter.is_item(item):
            return "not_an_item"
        adapter = ItemAdapter(item)
        for name in REQUIRED:
            value = adapter.get(name)
            if value is None or value == "":
                return f"missing_{name}"
            if not isinstance(value, str):
                return f"bad_type_{name}"
        for name in ("url", "canonical_url"):
            parts = urlsplit(adapter[name].strip())
            if parts.scheme not in ("http", "https") or not parts.hostname:
                return f"bad_{name}"
            adapter[name] = adapter[name].strip()
        adapter["title"] = normalize_line(adapter["title"])
        adapter["text"] = normalize_text(adapter["text"])
        author = adapter.get("author")
        if isinstance(author, str):
            adapter["author"] = normalize_line(author) or None
        elif author is not None:
            adapter["author"] = None  # a list or number from an odd extraction is not an author name
        authors = adapter.get("authors")
        if authors is not None:  # a list of names; anything else in it is dropped
            names = [normalize_line(a) for a in authors if isinstance(a, str)] if isinstance(authors, list) else []
            adapter["authors"] = [a for a in names if a]
        if meaningful_chars(adapter["title"]) < self.min_title_chars:
            return "empty_title"
        if meaningful_chars(adapter["text"]) < self.min_text_chars:
            return "empty_text"
        return None
