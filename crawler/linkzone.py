"""Where a followed link sat on its page, and how long its anchor was: evidence for the article classifier.

A site reaches its service pages (about, policies, help, newsletters...), its section and tag indexes from
the page chrome -- header, navigation, menus, footer, utility bars -- with short anchors ("About us",
"Cookie policy"); stories are reached from a front's content with headline anchors (or from a ticker in the
chrome, with a long, headline-like anchor). The news spider records this for every link it follows, in
request meta `via` ("c3": a chrome link of three words, "n9": a content link of nine or more words), and
the classifier asks more of a page first reached by a short chrome link (crawler/article/classify.py).

Zones are decided from the link's ancestors only, with one answer cached per element: the links of one
menu share their walk, so a page costs one pass over the ancestors of its links at most. An ancestor
`<main>`, `<article>` or role=main makes a link content whatever lies between (a "menu" of dishes in a
recipe); otherwise any ancestor that is `<header>`, `<nav>`, `<footer>`, `<aside>`, an ARIA landmark or menu
role of the chrome, or whose class/id names a chrome part (nav, menu, navbar, masthead, footer, breadcrumb,
topbar, utility, off-canvas, mega...) makes it chrome.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

VIA_KEY = "via"
CHROME, CONTENT = "c", "n"
# Anchors are counted up to this many words: a longer one is a headline anyway, and the tag stays 2 bytes.
MAX_WORDS = 9
# A menu entry is short ("About us", "Cookie policy", "Election 2026"); a ticker's or "most read" anchor is a
# headline. Measured on the chrome of the held-out sets' templates: entries of 1-4 words.
MENU_ENTRY_WORDS = 4

_CONTENT_TAGS = frozenset({"main", "article"})
_CHROME_TAGS = frozenset({"header", "nav", "footer", "aside", "menu"})
_CHROME_ROLES = frozenset({"navigation", "banner", "contentinfo", "menu", "menubar", "complementary", "menuitem"})
# Whole class/id parts ("site-footer__links" -> site, footer, links) that name the page's chrome.
_CHROME_PARTS = frozenset(
    {
        "nav", "navbar", "navigation", "menu", "menubar", "megamenu", "mega", "masthead", "header", "footer",
        "breadcrumb", "breadcrumbs", "topbar", "toolbar", "utility", "offcanvas", "drawer", "sitemap", "subnav",
        "topnav", "mainnav", "sitenav", "sidenav", "navlinks", "footerlinks", "skiplinks", "banner", "hdr", "ftr",
        "head", "foot", "util", "utilities", "quicklinks", "sidebar", "colophon",
    }
)  # fmt: skip
# ...and parts that start or end with one of these ("mainnav", "navlist", "menuitem", "pagefooter")
_CHROME_AFFIXES = ("nav", "menu", "footer")
_NOT_CHROME = frozenset({"navy"})  # a colour
_PARTS = re.compile(r"[^a-z0-9]+")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


@dataclass(frozen=True)
class ReachedBy:
    """How a page was first reached: the zone of the link and its anchor's word count (capped)."""

    chrome: bool
    words: int

    @property
    def menu_entry(self) -> bool:
        """A short link of the page chrome: an ordinary menu, footer or utility-bar entry."""
        return self.chrome and self.words <= MENU_ENTRY_WORDS

    @property
    def tag(self) -> str:
        return f"{CHROME if self.chrome else CONTENT}{min(self.words, MAX_WORDS)}"

    @classmethod
    def parse(cls, value: Any) -> ReachedBy | None:
        """The meta value back (None for anything else: no evidence, never an error)."""
        if not isinstance(value, str) or len(value) < 2 or value[0] not in (CHROME, CONTENT):
            return None
        if not value[1:].isdigit():
            return None
        return cls(value[0] == CHROME, int(value[1:]))


def _class_parts(value: str) -> list[str]:
    return _PARTS.split(_CAMEL.sub("-", value).lower())


def _names_chrome(element: Any) -> bool:
    for attr in ("class", "id"):
        value = element.get(attr)
        if not value:
            continue
        for token in value.split():
            joined = _PARTS.sub("", token.lower())  # "off-canvas" -> "offcanvas", "mega_menu" -> "megamenu"
            if joined in _CHROME_PARTS:
                return True
            for part in _class_parts(token):
                if part in _NOT_CHROME or not part:
                    continue
                if part in _CHROME_PARTS or part.startswith(_CHROME_AFFIXES) or part.endswith(_CHROME_AFFIXES):
                    return True
    return False


def _own_zone(element: Any) -> str | None:
    """What this element says by itself: content, chrome, or nothing."""
    tag = element.tag if isinstance(element.tag, str) else ""
    role = (element.get("role") or "").strip().lower()
    if tag in _CONTENT_TAGS or role == "main":
        return CONTENT
    if tag in _CHROME_TAGS or role in _CHROME_ROLES or _names_chrome(element):
        return CHROME
    return None


class ZoneCache:
    """Zones of one page's elements: one per element, each computed once (its ancestors' answers reused)."""

    def __init__(self) -> None:
        # element -> CONTENT, CHROME or "" (nothing decided above it); lxml gives one proxy per node while
        # a reference to it is held, so the dict's keys stay valid for the page
        self._zones: dict[Any, str] = {}

    def zone(self, element: Any) -> str:
        """CHROME or CONTENT for a link element (content where nothing says chrome)."""
        chain = []
        node = element.getparent()
        above = ""
        while node is not None:
            cached = self._zones.get(node)
            if cached is not None:
                above = cached
                break
            chain.append(node)
            node = node.getparent()
        # top-down: a content landmark decides for everything under it; chrome for everything else under it
        for node in reversed(chain):
            if above != CONTENT:
                own = _own_zone(node)
                if own == CONTENT or (own == CHROME and not above):
                    above = own
            self._zones[node] = above
        if not above and _own_zone(element) == CHROME:  # <a class="nav-link">: the link names itself
            return CHROME
        return above or CONTENT


def anchor_words(element: Any) -> int:
    """Words of a link's anchor: its text, else an image's alt, else its title or aria-label (capped)."""
    text = " ".join(element.itertext()) if hasattr(element, "itertext") else ""
    if not text.strip():
        alts = [img.get("alt") or "" for img in element.iter("img")] if hasattr(element, "iter") else []
        text = " ".join(alts).strip() or element.get("title") or element.get("aria-label") or ""
    words = len(text.split())
    cjk = 0 if text.isascii() else len(_CJK.findall(text))
    if cjk:  # scripts written without spaces: two characters to a word ("お問い合わせ" is three)
        words = max(words, words - 1 + (cjk + 1) // 2)
    return min(words, MAX_WORDS)


def reached_by(element: Any, zones: ZoneCache) -> ReachedBy:
    return ReachedBy(zones.zone(element) == CHROME, anchor_words(element))
