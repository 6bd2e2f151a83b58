"""Lines of the page's template in an extracted text (boxes, captions, related links), statistics tables,
ruby readings and zero-width joiners."""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

from parsel import Selector

from crawler.article.textkit import is_card, line_key, weighted_len

# Boxes every template puts around a story, by the words their class or id is made of ("newsletter-box",
# "share-bar", "most-read", "paywall"): their lines are not the story's, wherever trafilatura finds them.
_BOX_WORDS = frozenset(
    {"newsletter", "paywall", "subscribe", "subscription", "related", "recommended", "recommendations", "popular",
     "trending", "share", "sharing", "social", "cookie", "consent", "promo", "advertisement", "ad", "ads",
     "outbrain", "taboola", "rail", "sidebar",
     # consent management platforms by name (not "cmp" alone: Adobe Experience Manager's components are "cmp-text")
     "onetrust", "didomi", "usercentrics", "cookiebot", "iubenda", "quantcast",
     # the data-protection law by its name in class names: "gdpr-notice", "rgpd" (fr, es), "dsgvo" (de), "rodo" (pl)
     "gdpr", "rgpd", "dsgvo", "rodo",
     # the page's footer by name: table-layout portals' link row, copyright and licence lines ("bottom")
     "footer", "bottom", "copyright",
     # embedded social posts (the platforms' embed codes: "twitter-tweet", "instagram-media", "tiktok-embed")
     "tweet", "instagram", "tiktok", "embed",
     # the readers' comments ("talkbacks" in Hebrew, Korean and Japanese sites' markup)
     "comment", "comments", "talkback", "talkbacks", "discuss", "disqus",
     # links to the previous and next story, or to a listing's pages
     "pager", "pagenav", "pagination"}
)  # fmt: skip
_CLASS_WORDS = re.compile(r"[^a-z]+")
_BOX_BLOCKS = ("p", "h2", "h3", "h4", "li", "div", "span", "a", "strong")


# Class names that say what a page is about, not what a box is: WordPress's post_class ("tag-tiktok",
# "category-social"), and the utility classes of CSS frameworks ("border-bottom", "bottom-0").
_TAXONOMY_CLASS = ("tag-", "category-", "topic-", "post-", "section-", "format-", "type-")
_BOTTOM_BOX = re.compile(r"(?:footer|page|site|main)[-_]?bottom|bottom(?:[-_](?:bar|links|nav|footer|wrap|area|box))?")


_CMP_BOX = frozenset({"banner", "dialog", "popup", "modal"})  # not "container": AEM's "cmp-container"
_NEGATED = re.compile(r"(?i)^(?:no|non|not|without|hide|hidden|disable[ds]?)[-_]")


def _box_words(names: str) -> set[str]:
    words: set[str] = set()
    for token in names.split():
        if token.startswith(_TAXONOMY_CLASS):
            continue
        # a negated box word names what the element is not: "no-share" (the story's body with no share bar),
        # "hide-ads", "without-sidebar"
        if _NEGATED.match(token):
            continue
        parts = set(_CLASS_WORDS.split(token))
        if "cmp" in parts and parts & _CMP_BOX:  # a consent platform's box ("cmp-banner", "cmp-dialog")
            parts.add("consent")
        if "bottom" in parts and not _BOTTOM_BOX.fullmatch(token):
            parts.discard("bottom")
        words |= parts
    return words


_CAMEL = re.compile(r"([a-z])([A-Z])")


def boilerplate_lines(sel: Selector) -> set[str]:
    """Keys of the text blocks inside template boxes (newsletter, share, related, paywall, ads...)."""
    keys: set[str] = set()
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    if body is None:
        return keys
    done: set[Any] = set()  # the elements themselves: an id() of an lxml proxy can be reused
    for node in body.iter():
        # (the <body> is the page, not a box in it, whatever its classes say: Grav's "sticky-footer")
        if not isinstance(node.tag, str) or node.tag in ("main", "article") or node in done or node is body:
            continue
        # (camelCase names split at their capitals: Blogger's "cookieChoiceInfo", "shareBar", "relatedNews")
        names = _CAMEL.sub(r"\1-\2", f"{node.get('class') or ''} {node.get('id') or ''}").lower()
        words = _BOX_WORDS.intersection(_box_words(names)) if names.strip() else frozenset()
        if not words:
            continue
        # a wrapper around the story (it holds the headline, or paragraphs of running text: a newsletter
        # platform's "newsletter-body") is not a box, whatever its class says; boxes hold a pitch line or teasers
        if node.find(".//h1") is not None or _holds_prose(node):
            continue
        # the story's body behind a paywall, served whole to crawlers ("a-content pmc-paywall", "storybody
        # paywall"): paragraphs of a short story's length, where the paywall's own box holds a pitch line or two
        # (even the one the structured data declares as the paywalled part: ".paywall-content" over a price list)
        if (
            words == {"paywall"}
            and _holds_prose(node, PAYWALLED_PARAGRAPH)
            and not _PITCH.search(" ".join(node.itertext()))
        ):
            continue
        # ...and so is a layout grid around the page's main content (Drupal Olivero's "sidebar-grid" holds
        # <main> and the sidebar): a box sits beside the story or inside it, never around it
        if node.find(".//main") is not None or (
            words <= _LAYOUT_BOX_WORDS and any(not is_card(a) for a in node.iter("article"))
        ):
            continue
        # a line trafilatura glued from several links of the box ("SubscribeSign in") is in its whole text
        keys.add("\x00" + line_key(" ".join(node.itertext())))
        for block in node.iter(_BOX_BLOCKS):
            done.add(block)
            key = line_key(" ".join(block.itertext()))
            if len(key) >= 12:
                keys.add(key)
    return keys


_CAPTIONS = (
    "//figcaption[not(ancestor::header or ancestor::nav or ancestor::footer or ancestor::aside)]"
    "[ancestor::article or ancestor::main or not(//article | //main)]"
)


def story_captions(sel: Selector) -> list[str]:
    """The captions of a picture-led story: three or more captions of a sentence or more each (a photo
    essay's), not the credit line under a lead image."""
    captions = [" ".join(" ".join(node.xpath(".//text()").getall()).split()) for node in sel.xpath(_CAPTIONS)]
    long = [c for c in captions if weighted_len(c) >= 80]
    return long if len(long) >= 3 else []


# box words a page's layout grid also goes by ("sidebar-grid", "layout-rail"): only such a box can be the grid
# around the story's <article>; a "related" box holding teaser articles is a box
_LAYOUT_BOX_WORDS = frozenset({"sidebar", "rail", "bottom", "footer"})


# a paywall's pitch in its box ("Subscribe to keep reading", "Already a subscriber? Log in"), in a few languages
_PITCH = re.compile(
    r"(?i)\bsubscri(?:be|ber|ption)|\blog ?in\b|\bsign ?in\b|abonn|abonelik|suscri|assin|iscriv|inloggen|"
    r"\bfree articles?\b"
)
PROSE_PARAGRAPH = 150  # weighted characters of a paragraph of running text
PAYWALLED_PARAGRAPH = 80  # ...of a short story's paragraph, in a box whose class says only "paywall"


def _holds_prose(node: Any, paragraph: int = PROSE_PARAGRAPH) -> bool:
    long_paragraphs = 0
    for para in node.iter("p"):
        if weighted_len(" ".join(" ".join(para.itertext()).split())) >= paragraph:
            long_paragraphs += 1
            if long_paragraphs >= 3:
                return True
    return False


def above_headline(sel: Selector) -> dict[str, bool]:
    """Keys of the texts the page prints before its one <h1> (a market ticker bar, a kicker, the menu), each
    with whether it is mostly links' text (a menu's, a back link's)."""
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    heads = body.findall(".//h1") if body is not None else []
    if len(heads) != 1:
        return {}
    head = heads[0]
    ancestors = set(head.iterancestors())
    keys: dict[str, bool] = {}
    for node in body.iter():
        if node is head:
            break
        if node.tag == "p" and weighted_len(" ".join(" ".join(node.itertext()).split())) >= _LEADING_MAX:
            return {}  # a paragraph of running text over the <h1>: it heads no story (a sidebar box's <h1>)
        if isinstance(node.tag, str) and node not in ancestors and node.tag not in ("script", "style"):
            key = line_key(" ".join(node.itertext()))
            if key:
                linked = sum(len(line_key(" ".join(a.itertext()))) for a in node.iter("a"))
                keys[key] = keys.get(key, True) and linked >= 0.8 * len(key)
    # ...but not what the page says again under the headline, outside its menus and boxes (a ticker's item that is
    # the story's first sentence, in a <main> under a hero's <h1>)
    after = False
    inside = set(head.iter())
    for node in body.iter():
        if node in inside:
            after = True
        elif after and node.tag in _TEXT_BLOCKS and next(node.iterancestors("nav", "footer", "aside"), None) is None:
            keys.pop(line_key(" ".join(node.itertext())), None)
    return keys


_TEXT_BLOCKS = frozenset({"p", "li", "h2", "h3", "h4", "div", "span", "a", "blockquote", "td"})


_LEADING_MAX = 120  # weighted characters of a ticker bar's or a kicker's line; a story's paragraph is longer


def drop_leading(text: str, keys: Collection[str]) -> str:
    """`text` without its first short lines that are in `keys` (or blank); never all of it."""
    lines = text.split("\n")
    start = 0
    while start < len(lines) and (
        not lines[start].strip() or (weighted_len(lines[start]) < _LEADING_MAX and line_key(lines[start]) in keys)
    ):
        start += 1
    return "\n".join(lines[start:]) if start < len(lines) else text


def drop_lines(text: str, keys: set[str]) -> str:
    if not keys or not text:
        return text
    boxes = [k for k in keys if k.startswith("\x00")]

    def boxed(line: str) -> bool:
        key = line_key(line)
        return key in keys or (len(key) >= 12 and any(key in box for box in boxes))

    return "\n".join(line for line in text.split("\n") if not boxed(line)).strip()


# Tables of a game's numbers under a result ("box-score", "linescore", "players", "lineups", "stats"): the
# story's data, not its text, as captions are. Named so by class, id or caption, and mostly numbers.
_STAT_WORDS = frozenset(
    {"boxscore", "linescore", "scoring", "stats", "statistics", "players", "lineup", "lineups", "roster"}
)  # fmt: skip
_NUMBER = re.compile(r"^[\d\s.,:%+\-\u2013/()]+$")


def _stat_table(table: Any) -> bool:
    caption = table.find("caption")
    words = _CLASS_WORDS.split(f"{table.get('class') or ''} {table.get('id') or ''}".lower())
    if caption is not None:
        words += _CLASS_WORDS.split(" ".join(caption.itertext()).lower())
    words = [w for w in words if w]
    named = _STAT_WORDS.intersection(words) or " box score " in f" {' '.join(words)} "
    cells = [" ".join(" ".join(td.itertext()).split()) for td in table.iter("td")]
    cells = [c for c in cells if c]
    return bool(named) and bool(cells) and sum(bool(_NUMBER.match(c)) for c in cells) >= len(cells) / 2


def drop_stat_tables(sel: Selector, text: str) -> str:
    """The text without the table rows trafilatura kept from box scores and player tables."""
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    if body is None or "|" not in text:
        return text
    cells: set[str] = set()
    for table in body.iter("table"):
        if _stat_table(table):
            cells.update(line_key(" ".join(cell.itertext())) for cell in table.iter("td", "th", "caption"))
    if not cells:
        return text

    def stat_row(line: str) -> bool:
        values = [v for v in (line_key(v) for v in line.strip().strip("|").split("|")) if v]
        return all(v in cells for v in values)  # a "|---|---|" separator has no values

    # a "|---|" separator goes with the header row above it
    out: list[str] = []
    dropped = False
    for line in text.split("\n"):
        is_row = line.lstrip().startswith("|")
        separator = is_row and not line_key(line)
        dropped = is_row and (dropped if separator else stat_row(line))
        if not dropped:
            out.append(line)
    return "\n".join(out).strip()


def drop_ruby_readings(sel: Selector, text: str) -> str:
    """The text without the furigana readings (`<rt>`) trafilatura writes after each kanji word ("駅えき"):
    a reading aid printed over the word, not part of the sentence."""
    root = sel.root
    if not hasattr(root, "find") or root.find(".//rt") is None:
        return text
    pairs: dict[str, str] = {}
    for ruby in root.iter("ruby"):
        readings = "".join("".join(rt.itertext()) for rt in ruby.iter("rt", "rp"))
        base = "".join(ruby.itertext())
        for rt in ruby.iter("rt", "rp"):
            base = base.replace("".join(rt.itertext()), "", 1)
        base, readings = base.strip(), "".join(readings.split())
        if base and readings:
            pairs[base + readings] = base
    for doubled in sorted(pairs, key=len, reverse=True):  # the longest first: "新あたら" before "新"
        text = text.replace(doubled, pairs[doubled])
    return text


_JOINED = re.compile(r"\w+(?:[\u200c\u200d]\w+)+")


def restore_joiners(text: str, html: str) -> str:
    """Put back the zero-width (non-)joiners trafilatura strips: in Persian, Kurdish or Indic scripts they are
    part of a word's spelling (Persian plural and verb prefixes are written apart with one); the page's own
    words say where."""
    if not text or ("\u200c" not in html and "\u200d" not in html):
        return text
    words = {w.replace("\u200c", "").replace("\u200d", ""): w for w in _JOINED.findall(html)}
    words = {bare: w for bare, w in words.items() if bare != w}
    if not words:
        return text
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(words, key=len, reverse=True))) + r")\b")
    return pattern.sub(lambda m: words[m.group(0)], text)
