"""The page's layout as plain HTML before text extraction: layout tables and custom elements.

Tables used for page layout, not data: old templates put the whole page, menu and story, in one table.
trafilatura keeps tables (tables carry standings and results), so it would return such a page's menu,
story and footer as one table row. A table whose cells hold paragraphs, headings, lists or other tables is
a layout table (data tables hold values); its rows and cells become plain blocks before extraction.

Custom elements (web components rendered in light DOM: `<np-story-body>`, `<np-paragraph>`, `<app-rail>`)
are unknown to trafilatura, which runs their text together and cannot tell a rail or a footer from the
story. Their names say their role the way class names do; each becomes the standard element of that role.

Elementor (WordPress) wraps every paragraph and subhead of a story in its own widget
(`elementor-widget-text-editor`, `elementor-widget-heading`); trafilatura discards any block whose class says
"widget" (sidebar widgets), so it returned none of such a story. Those content widgets lose the word.
"""

from __future__ import annotations

import copy
import re
from typing import Any

import lxml.html
from parsel import Selector

# A cell holding long running text (paragraphs written with <br>, old <font> pages) is prose, not a value;
# a table of one column (a row per paragraph, as old CMSs lay out a story) compares nothing: no data table; nor
# does one whose rows have one cell of text each beside empty ones, paragraphs among them (spacer GIFs indenting
# each paragraph; an archive's one-link rows stay a table).
_LAYOUT = (
    "//table[.//p or .//h1 or .//h2 or .//h3 or .//ul or .//ol or .//blockquote or .//table"
    " or .//td[string-length(normalize-space()) > 500] or not(.//tr[count(td | th) > 1])"
    " or (not(.//tr[count((td | th)[normalize-space()]) > 1]) and .//td[string-length(normalize-space()) > 150])]"
)
_PARTS = (
    "./tbody | ./thead | ./tfoot | ./tr | ./tbody/tr | ./thead/tr | ./tfoot/tr"
    " | ./tr/td | ./tr/th | ./*/tr/td | ./*/tr/th"
)
# A custom element's name has a hyphen (HTML spec); its last word says its role. AMP's own elements
# (amp-img, amp-ad...) are left alone: trafilatura knows them.
_CUSTOM = "//body//*[contains(local-name(), '-') and not(starts-with(local-name(), 'amp-'))]"
_ROLES = {
    "header": "header", "masthead": "header", "topbar": "header",
    "footer": "footer",
    "nav": "nav", "navigation": "nav", "navbar": "nav", "menu": "nav",
    "rail": "aside", "sidebar": "aside", "aside": "aside",
    "main": "main",
    "paragraph": "p", "para": "p", "p": "p",
    "subhead": "h2", "subheading": "h2", "heading": "h2", "subtitle": "h2",
    "list": "ul", "item": "li",
    "quote": "blockquote", "blockquote": "blockquote",
    "caption": "figcaption",
}  # fmt: skip


# Elementor's content widgets (a paragraph's text, a heading, the post's content) and their inner container;
# its other widgets (share buttons, forms, sliders, nav menus) keep their class and stay boilerplate.
_ELEMENTOR = (
    "//*[contains(@class, 'elementor-widget-text-editor') or contains(@class, 'elementor-widget-heading')"
    " or contains(@class, 'elementor-widget-theme-post-content')]"
)
_ELEMENTOR_INNER = "./*[contains(@class, 'elementor-widget-container')]"


# A text block whose class carries an icon modifier (SPIEGEL's "RichText RichText--iconLinks": its links get an
# icon): trafilatura discards every block whose class holds "-icon" (icons, meta rows), so it returned none of
# the story. A block that holds a paragraph of running text is no icon; it loses the word.
_ICON_TEXT = "//*[contains(@class, '-icon')][p[string-length(normalize-space()) > 80]]"


def _unicon(node: Any) -> None:
    node.set("class", (node.get("class") or "").replace("-icon", "-glyph"))


def _unwidget(node: Any) -> None:
    node.set("class", re.sub(r"widget", "block", node.get("class") or ""))
    node.attrib.pop("data-widget_type", None)


# A paragraph loaded lazily: its text waits in an attribute (`data-text`) behind a placeholder ("Loading…"), or in
# the <noscript> copy beside it, which trafilatura drops with every <noscript>. The text is the paragraph's.
_LAZY_TEXT = "//body//*[@data-text][string-length(normalize-space(@data-text)) >= 40]"


def _unlazy(node: Any) -> None:
    text = " ".join((node.get("data-text") or "").split())
    shown = " ".join(" ".join(node.xpath(".//text()[not(ancestor::noscript)]")).split())
    if len(shown) * 2 < len(text):  # a placeholder, not the text
        for child in list(node):
            node.remove(child)
        node.text = text
        del node.attrib["data-text"]


# A story whose first paragraph is set apart before its "full text" block (Joomla's K2: `itemIntroText`, then
# `itemFullText`): trafilatura takes a block whose class says "fulltext" for the whole story and leaves the
# intro out. The intro joins the block it opens.
_SPLIT_INTRO = (
    "//*[contains(translate(@class, 'FULTEX', 'fultex'), 'fulltext')]"
    "[preceding-sibling::*[1][contains(translate(@class, 'INTRO', 'intro'), 'intro')]]"
)


def _join_intro(full: Any) -> None:
    """Move the intro's content to the head of `full`, in reading order: the intro's own text and elements, the
    text between the two blocks, then the full text's own leading text and elements."""
    intro = full.getprevious()
    if intro is None:
        return
    children = list(intro)
    between = (intro.tail or "") + (full.text or "")  # lxml's remove() would drop the intro's tail
    if children:
        children[-1].tail = (children[-1].tail or "") + between
        full.text = intro.text
    else:
        full.text = (intro.text or "") + between
    for offset, child in enumerate(children):
        full.insert(offset, child)
    intro.getparent().remove(intro)


def _custom_role(tag: str) -> str:
    return _ROLES.get(re.split(r"[-_]", tag.lower())[-1], "div")


_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)


# The rest of a story a metered paywall ships hidden after its first paragraphs (`style="display:none"`, a
# blurred or clipped block, `hidden`, `aria-hidden`), to show once the reader is let in: trafilatura drops every
# hidden block, and with it all but the lead. A hidden block of paragraphs right after the story's own visible ones
# continues it (not a modal's, a newsletter box's or a consent notice's text).
_HIDDEN_CONTINUATION = (
    "//body//*[self::div or self::section][@hidden or @aria-hidden='true' or @style]"
    "[count(p[string-length(normalize-space()) > 60]) >= 2]"
    "[preceding-sibling::p[string-length(normalize-space()) > 60]]"
    "[not(ancestor-or-self::*[contains(@class, 'modal') or contains(@class, 'newsletter') or contains(@class, 'popup')"
    " or contains(@class, 'cookie') or contains(@class, 'consent') or contains(@class, 'comment')])]"
)
_HIDING_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden|overflow\s*:\s*hidden|blur\(", re.I)


def _hides(node: Any) -> bool:
    return (
        node.get("hidden") is not None or node.get("aria-hidden") == "true"
        or bool(_HIDING_STYLE.search(node.get("style") or ""))
    )  # fmt: skip


def _unhide(node: Any) -> None:
    for name in ("hidden", "aria-hidden", "style"):
        node.attrib.pop(name, None)


def _unstyle(node: Any) -> None:
    """A layout table's styling (widths, padding, a card's border-radius) says nothing of its text once it is a
    block, and trafilatura's precision mode drops every block whose style mentions a border: an e-mail
    newsletter's issue, laid out in a bordered 600px table, lost all of it. A style that hides it stays."""
    style = node.get("style")
    if style is not None and not _HIDDEN_STYLE.search(style):
        del node.attrib["style"]


def plain_layout(sel: Selector) -> str | None:
    """The page's HTML with layout tables turned into blocks, custom elements into standard ones,
    Elementor's content widgets into plain blocks, text blocks out of their icon modifier, lazy paragraphs'
    text in place of their placeholder and a split-off intro in its story's block, or None when it has none of
    them."""
    root = sel.root
    if not hasattr(root, "xpath"):
        return None
    layout, custom = root.xpath(_LAYOUT), root.xpath(_CUSTOM)
    rewrites = (_ELEMENTOR, _ICON_TEXT, _LAZY_TEXT, _SPLIT_INTRO)
    hidden = any(_hides(node) for node in root.xpath(_HIDDEN_CONTINUATION))
    if not layout and not custom and not hidden and not any(root.xpath(path) for path in rewrites):
        return None
    tree: Any = copy.deepcopy(root.getroottree().getroot())
    for table in tree.xpath(_LAYOUT):
        for part in [*table.xpath(_PARTS), table]:
            part.tag = "div"
            _unstyle(part)
    for node in tree.xpath(_CUSTOM):
        node.tag = _custom_role(node.tag)
    for node in tree.xpath(_ELEMENTOR):
        for inner in node.xpath(_ELEMENTOR_INNER):
            _unwidget(inner)
        _unwidget(node)
    for node in tree.xpath(_ICON_TEXT):
        _unicon(node)
    for node in tree.xpath(_LAZY_TEXT):
        _unlazy(node)
    for node in tree.xpath(_SPLIT_INTRO):
        _join_intro(node)
    for node in tree.xpath(_HIDDEN_CONTINUATION):
        if _hides(node):
            _unhide(node)
    return lxml.html.tostring(tree, encoding="unicode")


def without_ruby(sel: Selector) -> str | None:
    """The page's HTML without its ruby readings (`<rt>`, and `<rp>`'s brackets around them), or None when it has
    none: furigana over every kanji of a Japanese children's paper, pinyin over every Chinese character, are the
    reader's help, not the text; left in, they run through the headline ("北 běi 京 jīng ...") and the body."""
    root = sel.root
    if not hasattr(root, "xpath") or not root.xpath("//rt"):
        return None
    tree: Any = copy.deepcopy(root.getroottree().getroot())
    for node in tree.xpath("//rt | //rp"):
        node.drop_tree()  # (its tail, the text after it, stays)
    for node in tree.xpath("//ruby | //rb"):
        node.drop_tag()  # the base text joins the words around it: "北京", not "北 京" as separate elements
    return lxml.html.tostring(tree, encoding="unicode")


def unwrap_layout_tables(sel: Selector) -> str | None:
    """Kept for callers of the old name: see plain_layout()."""
    return plain_layout(sel)


# Stories stacked on one page (server-rendered infinite scroll: the next story appended under the first, each
# an <article> with its own <h1>): the page is the first one, whose headline the <title> gives.
_STACKED = "//article[.//h1][not(ancestor::article)][not(ancestor::aside or ancestor::footer)]"


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", " ", text.casefold()).strip()


def _own_address(article: Any) -> bool:
    """An appended story carries its own address (data-story-url, data-url, itemid...: the address bar follows
    the reader down); a live blog's entries, also <article>s with an <h1>, are parts of one page."""
    return any(
        isinstance(value, str) and re.match(r"(?:https?://|/)[^\s#]", value.strip()) is not None
        for name, value in article.attrib.items()
        if name not in ("class", "id", "style")
    )


def first_of_stacked_stories(sel: Selector) -> str | None:
    """The page's HTML without the stories stacked under its own, or None when it has no such stack."""
    root = sel.root
    if not hasattr(root, "xpath"):
        return None
    stacked = root.xpath(_STACKED)
    if len(stacked) < 2 or not all(_own_address(article) for article in stacked[1:]):
        return None
    titles = [_norm(t) for t in root.xpath("//title/text() | //meta[@property='og:title']/@content") if t.strip()]
    first = _norm(" ".join(stacked[0].xpath("(.//h1)[1]//text()")))
    # the <title> names the first story ("Headline | Site"), so the page is that story's address
    if len(first) < 12 or not any(first in title for title in titles):
        return None
    tree: Any = copy.deepcopy(root.getroottree().getroot())
    for node in tree.xpath(_STACKED)[1:]:
        node.getparent().remove(node)
    return lxml.html.tostring(tree, encoding="unicode")
