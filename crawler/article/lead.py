# ruff: noqa: RUF001, RUF003
"""A story's first paragraph set apart as its lead: Vietnamese papers (VnExpress's `description`, Tuổi Trẻ's
and Dân trí's `sapo`) print the first paragraph of the story, dateline first ("Hà Nội - Hàng nghìn ôtô..."),
in bold between the headline and the body, outside the body's element, where trafilatura does not look. A dek
or a standfirst (a summary, no dateline) is no part of the text."""

from __future__ import annotations

import re

from parsel import Selector

# the first element after the page's <h1> marked as the lead by a whole class token ("description", "sapo"),
# not inside a picture, a link, a card or an author box ("image-description", a related card's "Đà Nẵng - ...")
_LEAD_XPATH = (
    "(//h1/following::*[self::p or self::h2 or self::div]"
    "[contains(concat(' ', normalize-space(@class), ' '), ' description ')"
    " or contains(concat(' ', normalize-space(@class), ' '), ' sapo ')])[1]"
    "[not(ancestor::nav or ancestor::aside or ancestor::footer or ancestor::figure or ancestor::a"
    " or ancestor::*[contains(@class, 'author') or contains(@class, 'related') or contains(@class, 'card')"
    " or contains(@class, 'item') or contains(@class, 'teaser')])]"
)
# a dateline opens it: "Hà Nội - ", "TP HCM – ", "(Dân trí) - ", "ĐÀ NẴNG — "
_DATELINE = re.compile(r"^\(?[^\W\d_][^\W\d_ .'’()]*(?:[ .'’][^\W\d_][^\W\d_.'’()]*){0,4}\)?\s[-–—]\s+\S")


def dateline_lead(sel: Selector, text: str) -> str | None:
    """The lead paragraph to put before `text`, or None (none marked, no dateline, or already in the text)."""
    for element in sel.xpath(_LEAD_XPATH):
        lead = " ".join(" ".join(element.xpath(".//text()").getall()).split())
        if 60 <= len(lead) <= 800 and _DATELINE.match(lead) and lead[:60] not in text:
            return lead
    return None
