"""The short lines right under a story's headline, where publishers write the byline and the date.

Many pages give the author and the date only as text there ("By Jane Roe", "Von Jane Roe | 05.03.2024",
"Jane Roe — May 2, 2024"), in whatever element or class their template uses: the headline is found by
its text, and the lines (split at block elements and `<br>`) are read up to the first long one, which is
the body's first paragraph, or the next heading (a teaser's, on listing pages).
"""

from __future__ import annotations

import itertools
import re
from typing import NamedTuple

from lxml import etree
from parsel import Selector

from crawler.article.authors import AUTHOR_PATH, opens_with_by
from crawler.article.dates import human_date
from crawler.article.textkit import WIDE
from crawler.article.titles import kicker_before

MAX_LINES = 6
# a sentence's end: a dek under the headline is written in sentences, a teaser's or a section's heading is not
_DEK_END = re.compile(r"[.!?\u3002\uff01\uff1f]\W{0,2}$")
MAX_LINE_CHARS = 150
MAX_DEK_CHARS = 300
_INLINE = frozenset(
    {"a", "span", "b", "strong", "em", "i", "u", "small", "font", "time", "abbr", "sup", "sub", "cite", "mark",
     "label", "bdi", "q", "s"}
)  # fmt: skip
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_SKIP = frozenset({"script", "style", "noscript", "nav", "template", "head", "select", "button", "svg"})


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.casefold())


class _Line(NamedTuple):
    text: str
    heading: bool  # (inside) a heading
    footer: bool  # inside the page's footer (not an article's own <footer>, where its writer may be)


def _lines(root: etree._Element) -> list[_Line]:
    """The page's text as lines, each with whether it is (inside) a heading or the page's footer."""
    lines: list[_Line] = []
    buf: list[str] = []
    heading = 0
    footer = 0

    def flush() -> None:
        line = " ".join(" ".join(buf).split())
        if line:
            lines.append(_Line(line, heading > 0, footer > 0))
        buf.clear()

    def page_footer(el: etree._Element) -> bool:
        # the site's footer, not a story container's own (an <article>'s, a <main>'s or <section>'s, or one
        # beside the story's paragraphs in a post's <div>: its writer may sign there)
        if el.tag != "footer" or next(el.iterancestors("article", "main", "section"), None) is not None:
            return False
        parent = el.getparent()
        if parent is None or parent.tag in ("body", "html") or el.get("role") == "contentinfo":
            return True
        # a page's wrapper holds the story inside its <main> or <article>; a post's <div> holds its paragraphs
        return not any(next(p.iterancestors("footer", "main", "article"), parent) is parent for p in parent.iter("p"))

    skipping = 0
    # (comments walked too: the text after one is its tail, "Published <!-- -->10:58 p.m." in React's markup)
    for event, el in etree.iterwalk(root, events=("start", "end", "comment", "pi")):
        tag = el.tag if isinstance(el.tag, str) else ""
        if event in ("comment", "pi"):
            if not skipping and el.tail:
                buf.append(el.tail)
            continue
        if event == "start":
            if skipping or tag in _SKIP or not tag:
                skipping += 1
                continue
            if tag not in _INLINE:
                flush()
            heading += tag in _HEADINGS
            footer += page_footer(el)
            if el.text:
                buf.append(el.text)
        else:
            if skipping:
                skipping -= 1
                if skipping == 0 and el.tail:  # the skipped element's tail is outside it
                    buf.append(el.tail)
                continue
            if tag not in _INLINE:
                flush()
            heading -= tag in _HEADINGS
            footer -= page_footer(el)
            if el.tail:
                buf.append(el.tail)
    flush()
    return lines


_BULLET = re.compile(r"^[•·▪►»\u203a\u2013\u2014-]\s")


def around_headline(sel: Selector, title: str | None) -> tuple[list[str], str | None]:
    """Up to MAX_LINES short lines following the headline, and the short line right over it (a date line
    that old and table-layout templates put there: "Τρίτη, 1 Δεκεμβρίου 2026"); ([], None) when the headline
    is not on the page. One walk of the page for both."""
    key = _norm(title or "")
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    if len(key) < 8 or body is None:
        return [], None
    lines = _lines(body)
    found = [i for i, (line, *_) in enumerate(lines) if _norm(line) == key]
    if not any(lines[i][1] for i in found):
        # a kicker inside the headline's heading: "<h1><span>Falschmeldung</span> <span>Keine Warnung ...</span>"
        # (the headline alone elsewhere is a teaser's or a share link's: the heading is the story's)
        found = [
            i for i, (line, heading, _) in enumerate(lines) if heading and kicker_before(_norm(line), key)
        ] or found
    if not any(lines[i][1] for i in found):
        # ...or the section's name and a colon before it in one line (PHP-Nuke's "<b><a>News</a>: Headline</b>"),
        # over a sidebar's teaser of the headline alone further down
        found = sorted(found + [
            i for i, (line, *_) in enumerate(lines)
            if (parts := line.partition(":"))[1] and len(parts[0]) <= 40 and _norm(parts[2]) == key
        ])  # fmt: skip
    if not found:
        return [], None
    # the headline as a heading, not the breadcrumb's last entry above it that repeats it (Joomla, Bootstrap); with
    # no heading (a headline set in <font size=5>), not a sidebar list's bulleted teaser of it ("• O Inverno ...")
    unbulleted = [i for i in found if not _BULLET.match(lines[i][0])] or found
    start = next((i for i in found if lines[i][1]), unbulleted[0])
    out: list[str] = []
    window = lines[start + 1 : start + 1 + MAX_LINES]
    for i, (line, is_heading, _) in enumerate(window):
        if is_heading and i == 0 and _dek_over_byline(line, window) and _norm(line) not in _link_texts(body):
            continue
        if is_heading and _norm(line) == key:
            continue  # the headline set again (an <h1> and an <h3> of the same words, Bitrix templates)
        if is_heading:
            break  # another heading: a teaser or a section, not this story's byline
        if len(line) + 2 * len(WIDE.findall(line)) > MAX_LINE_CHARS:  # ideographs say more per character
            if i == 0 and len(line) <= MAX_DEK_CHARS and not _DEK_END.search(line):
                continue  # the standfirst under the headline, set without a full stop (the Guardian's), not prose
            break  # the body has begun
        out.append(line)
    above = None
    if start > 0:
        line, is_heading, _ = lines[start - 1]
        # a heading there counts only as a date line of its own over the page's own <h1> headline (Movable
        # Type's "date-header" over an entry; an archive's date headers stand over its entries' lower headings)
        dated = (
            is_heading
            and human_date(line) is not None
            and any(_norm(" ".join(h.itertext())) == key for h in body.iter("h1"))
        )
        above = None if (is_heading and not dated) or len(line) > 60 else line
    return out, above


def _dek_over_byline(line: str, window: list[_Line]) -> bool:
    """Whether the heading `line`, first under the headline, is its dek: sentences ("<h2 class=spot>…</h2>"), or with
    no full stop over a byline ("<h2 class=articleSummary>…</h2>" over "di Stefano Girardi") or over the story's date
    line (a sub-headline "<h2>…텐트 412개로 31% 감소</h2>" over "김민수 기자", "입력 2026.12.04 18:20")."""
    return bool(
        _DEK_END.search(line)
        or (len(window) > 1 and opens_with_by(window[1].text))
        or any(not heading and human_date(text) is not None for text, heading, _ in window[1:4])
    )


def _mostly_links(body: etree._Element, line: str) -> bool:
    """Whether `line` is a link's text, or two links' texts or more make half of it: a tag box ("Temas Subte
    Transporte": a label and its linked topics) under the story; not "Tom Li, Westport" whose town is a menu's link."""
    key = _norm(line)
    links = _link_texts(body)
    inside = [t for t in links if len(t) >= 3 and t in key]
    return key in links or (len(inside) >= 2 and 2 * sum(map(len, inside)) >= len(key))


def _link_texts(body: etree._Element) -> set[str]:
    """The page's link texts, normalised: a teaser's headline, a template's "Read more"."""
    return {_norm(" ".join(a.itertext())) for a in body.iter("a")}


def byline_lines(sel: Selector, title: str | None) -> list[str]:
    """Up to MAX_LINES short lines following the headline, or [] when the headline is not on the page."""
    return around_headline(sel, title)[0]


def line_after(sel: Selector, text: str) -> str | None:
    """The page's line right after `text` (the story's last line): where a letter or a guest column is signed."""
    key = _norm(text)
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    if len(key) < 20 or body is None:
        return None
    lines = _lines(body)
    for i, (line, *_) in enumerate(lines[:-1]):
        if _norm(line) == key:
            after, is_heading, in_footer = lines[i + 1]
            if in_footer:
                return None  # the site's footer ("Pemberton University") under a story that ends the page
            # a heading or a link there ("Guest Book", "Read more") is the template's, not a signature, unless
            # the link leads to its writer's page (VnExpress signs "<strong><a href="/tac-gia/...">Hoàng Minh")
            if is_heading or (_mostly_links(body, after) and not _author_link(body, after)):
                return None
            if _in_teaser_card(body, after):
                return None  # a section front's last card: its writer and date are that teaser's, not a signature
            return after
    return None


_CARD_MAX_CHARS = 400  # a teaser card's text (its heading, dek and footer); a story's container is longer
_LINKED_HEADING = ".//*[self::h2 or self::h3 or self::h4 or self::h5 or self::h6]//a[@href]"


def _in_teaser_card(body: etree._Element, text: str) -> bool:
    """Whether the element holding `text` sits in a teaser card: a short block with one linked heading (a listing's
    "<h5><a>headline</a></h5>, dek, writer and date")."""
    key = _norm(text)
    for el in body.iter():
        if isinstance(el.tag, str) and _norm(" ".join(el.itertext())) == key:
            for up in itertools.islice(el.iterancestors(), 4):
                if len(" ".join(" ".join(up.itertext()).split())) > _CARD_MAX_CHARS:
                    return False
                headings = up.xpath(_LINKED_HEADING)
                if headings:
                    return len(headings) == 1  # one card's headline (a related box over a short story links several)
            return False
    return False


# a link in a list or a tag box after the story names its subject, not its writer ("/people/taylor-swift/")
_LISTED = re.compile(r"tag|topic|keyword|subject", re.I)


def _author_link(body: etree._Element, text: str) -> bool:
    """Whether a link whose text is `text` leads to a writer's page."""
    key = _norm(text)
    return any(
        _norm(" ".join(a.itertext())) == key
        and AUTHOR_PATH.search(a.get("href") or "")
        and not any(up.tag == "li" or _LISTED.search(up.get("class") or "") for up in a.iterancestors())
        for a in body.iter("a")
    )


def closing_lines(sel: Selector, text: str) -> list[str]:
    """The lines that close a story: its text's last line, and the page's line right after it."""
    last = text.rstrip().rpartition("\n")[2]
    after = line_after(sel, last) if last else None
    return [last, after] if after else [last]


# A story's closing note about its writer, by the class or id its template gives it: "signoff", "author-bio",
# "endnote" ("Jane Roe is a teacher in Leeds. The views are her own.")
_BIO_PARTS = frozenset({"signoff", "signature", "endnote", "authorbio", "authornote", "bio", "biography"})
_BIO_XPATH = (
    "//*[self::p or self::div or self::footer or self::aside or self::section or self::em or self::small]"
    "[@class or @id]"
)
MAX_BIO_CHARS = 300
# the page's own header and footer hold the site's notes, not a writer's (an article's own footer may hold one)
_BIO_OUTSIDE = "ancestor::nav or ancestor::header[not(ancestor::article)] or ancestor::footer[not(ancestor::article)]"


def _bio_marked(element: etree._Element) -> bool:
    for attr in ("class", "id"):
        for token in (element.get(attr) or "").lower().split():
            parts = [p for p in re.split(r"[-_]", token) if p]
            if "".join(parts) in _BIO_PARTS or (set(parts) & {"bio", "signoff", "signature", "endnote"}):
                return True
    return False


def closing_bio(sel: Selector) -> str | None:
    """The one short note about the writer that the template marks as the story's sign-off (None when there is
    none, or several: a list of contributors)."""
    found: list[str] = []
    for element in sel.xpath(_BIO_XPATH):
        root = element.root
        if not _bio_marked(root) or root.xpath(_BIO_OUTSIDE):
            continue
        text = " ".join(" ".join(root.itertext()).split())
        short = 0 < len(text) <= MAX_BIO_CHARS and not root.xpath(".//a[string-length(normalize-space()) > 25]")
        if short and not any(text in other or other in text for other in found):
            found.append(text)
    if not found:
        # unmarked, the writer's note is the story's last paragraph set wholly in italics ("<p><em>Thandiwe
        # Mokoena is a hydrologist...</em></p>", Blogger's "<div><i>...</i></div>"); the caller keeps it only
        # when it closes the text and opens with a name
        italic = [
            " ".join(" ".join(el.root.itertext()).split())
            for el in sel.xpath(_ITALIC_PARAGRAPH)
            if not el.root.xpath(_BIO_OUTSIDE)
        ]
        if italic and 0 < len(italic[-1]) <= MAX_BIO_CHARS and _WRITER_NOTE.search(italic[-1]):
            return italic[-1]
    return found[0] if len(found) == 1 else None


# "... is a hydrologist", "... is an associate professor": present tense, what the writer is (not "Kofi Annan
# was the UN secretary-general" explaining a name, nor "Mark Diaz is a pseudonym")
_WRITER_NOTE = re.compile(r"^(?!.*\b(?:pseudonym|real name|(?:19|20)\d\d)\b).*?\sis (?:a|an)\s", re.I)
_ITALIC_PARAGRAPH = (
    "//*[self::p or self::div][count(*) = 1][em or i]"
    "[normalize-space(.) = normalize-space(em | i)][string-length(normalize-space()) > 20]"
)
