"""Tables used for page layout, not data: old templates put the whole page, menu and story, in one table.

trafilatura keeps tables (tables carry standings and results), so it would return such a page's menu,
story and footer as one table row. A table whose cells hold paragraphs, headings, lists or other tables is
a layout table (data tables hold values); its rows and cells become plain blocks before extraction.
"""

from __future__ import annotations

import copy

import lxml.html
from parsel import Selector

# A cell holding long running text (paragraphs written with <br>, old <font> pages) is prose, not a value;
# a table of one column (a row per paragraph, as old CMSs lay out a story) compares nothing: no data table.
_LAYOUT = (
    "//table[.//p or .//h1 or .//h2 or .//h3 or .//ul or .//ol or .//blockquote or .//table"
    " or .//td[string-length(normalize-space()) > 500] or not(.//tr[count(td | th) > 1])]"
)
_PARTS = (
    "./tbody | ./thead | ./tfoot | ./tr | ./tbody/tr | ./thead/tr | ./tfoot/tr"
    " | ./tr/td | ./tr/th | ./*/tr/td | ./*/tr/th"
)


def unwrap_layout_tables(sel: Selector) -> str | None:
    """The page's HTML with its layout tables turned into blocks, or None when it has none."""
    root = sel.root
    if not hasattr(root, "xpath") or not root.xpath(_LAYOUT):
        return None
    tree = copy.deepcopy(root.getroottree().getroot())
    for table in tree.xpath(_LAYOUT):
        for part in table.xpath(_PARTS):
            part.tag = "div"
        table.tag = "div"
    return lxml.html.tostring(tree, encoding="unicode")
