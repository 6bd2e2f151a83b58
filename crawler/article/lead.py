# ruff: noqa: RUF001, RUF003
"""A story's first paragraph set apart as its lead: Vietnamese papers (VnExpress's `description`, Tuổi Trẻ's
and Dân trí's `sapo`) print the first paragraph of the story, dateline first ("Hà Nội - Hàng nghìn ôtô..."),
in bold between the headline and the body, outside the body's element, where trafilatura does not look. So do
Central and Northern European papers under their own names for it (the Czech and Slovak `perex`, the Nordic
`ingress` and Danish `manchet`, an `opener`, an `article-lead`): every labelled set counts it as the story's first
paragraph. A dek or a standfirst (a summary under the headline: `dek`, `standfirst`, `subtitle`, `summary`,
mostly `description`) is no part of the text: the labelled sets agree on that too."""

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


# ...and the lead by its own name, dateline or not (measured on the labelled sets: article-lead, ingress, manchet,
# opener, perex and teaser-text were the story's first paragraph on all 45 pages that had one outside the text)
_NAMED_LEAD_XPATH = (
    "(//h1/following::*[self::p or self::div or self::section]"
    # the name ends a class token ("perex", "article-lead", "field-name-field-manchet"), not inside a compound
    # ("gallery-opener-caption"); not a newsletter's or a sign-up box's pitch ("newsletter-lead-text")
    "[re:test(concat(' ', normalize-space(@class), ' '),"
    " '(perex|opener|ingress|ingressi|manchet|article-lead|lead-text|teaser-text)\\s', 'i')]"
    "[not(contains(@class, 'newsletter') or contains(@class, 'signup') or contains(@class, 'subscribe'))])[1]"
    "[not(ancestor::nav or ancestor::aside or ancestor::footer or ancestor::figure or ancestor::a"
    " or ancestor::*[contains(@class, 'related') or contains(@class, 'card') or contains(@class, 'teaser-list')"
    # ...nor another story's teaser in a block of them (Drupal's views rows, a gallery's, a newsletter box)
    " or contains(@class, 'views-row') or contains(@class, 'view-mode-teaser') or contains(@class, 'block-views')"
    " or contains(@class, 'gallery') or contains(@class, 'newsletter')])]"
)
_SENTENCE_END = re.compile(r"[.!?\u2026\u3002][\"'\u201d\u00bb\u2019)]*\s*$")


def dateline_lead(sel: Selector, text: str) -> str | None:
    """The lead paragraph to put before `text`, or None (none marked, no dateline, or already in the text)."""
    for element in sel.xpath(_LEAD_XPATH):
        lead = " ".join(" ".join(element.xpath(".//text()").getall()).split())
        if 60 <= len(lead) <= 800 and _DATELINE.match(lead) and lead[:60] not in text:
            return lead
    for element in sel.xpath(_NAMED_LEAD_XPATH):
        lead = " ".join(" ".join(element.xpath(".//text()").getall()).split())
        if 60 <= len(lead) <= 800 and _SENTENCE_END.search(lead) and lead[:60] not in text:
            return lead
    return None
