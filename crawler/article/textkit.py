"""Small pieces shared by the text statistics and the text cleaning: script classes, sentence ends, a
date-only line, a line's comparison key and weighted length, teaser cards."""

from __future__ import annotations

import re
from typing import Any

WIDE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# Ethiopic (Amharic, Tigrinya) writes a syllable per character: a 45-character line is a sentence of about
# 90 letters, and a story's paragraphs would not count as paragraphs at their raw length.
SYLLABIC = re.compile(r"[\u1200-\u139f\u2d80-\u2ddf]")
# Hebrew, Arabic (Persian, Urdu, Pashto...): the same story in about a fifth fewer letters than in a Latin alphabet
ABJAD = re.compile(r"[\u05d0-\u05ea\u0620-\u064a\u0671-\u06d3\u0750-\u077f\u08a0-\u08ff]")


# A line that ends a sentence, in the scripts the crawler meets (a closing quote or bracket may follow).
SENTENCE_END = re.compile(
    r"[.!?\u2026\u3002\uff01\uff1f\u061f\u06d4\u0964\u1362\u1367\u104b\u17d4\u0589]"
    r"[\"'\u201d\u00bb\u2019\u300d\u300f)\]]*"
    # ...and the agency a wire brief credits after its last sentence: "… أو أضرار. (أ ف ب)", "… said. (AP)"
    r"(?:\s*[(\uff08][^()\uff08\uff09]{1,30}[)\uff09])?\s*$"
)


def own_prose(article: Any) -> bool:
    """Whether an <article> holds paragraphs of prose outside the <article>s nested in it."""
    return any(
        len(" ".join(" ".join(p.itertext()).split())) >= 80 and next(p.iterancestors("article")) is article
        for p in article.iter("p")
    )


CARD_HEADINGS = frozenset({"h2", "h3", "h4"})


def is_card(article: Any) -> bool:
    """A teaser's `<article>`: no <h1>, a heading linking to another page, under 600 characters of text, and not
    an entry of the story's own `<article>` (a live blog's updates, a list's items are articles too)."""
    if next(article.iter("h1"), None) is not None:
        return False
    if any(next(outer.iter("h1"), None) is not None for outer in article.iterancestors("article")):
        return False
    # ...nor a "related" box's teaser inside the story's body <article> (VnExpress's "Tin liên quan" between its
    # paragraphs, the headline above the body): that <article> has paragraphs of its own
    if any(own_prose(outer) for outer in article.iterancestors("article")):
        return False
    if not any(
        el.tag in CARD_HEADINGS and any(not (a.get("href") or "#").startswith("#") for a in el.iter("a"))
        for el in article.iter()
    ):
        return False
    return len(" ".join(" ".join(article.itertext()).split())) < 600


def share(count: float, total: int) -> float:
    return count / total if total else 0.0


def weighted_len(text: str) -> int:
    # ideographs and hangul: one says what three letters do; an Ethiopic syllable what two do; Hebrew and Arabic
    # letters (abjads: short vowels unwritten) what five letters of an alphabet do in four
    return len(text) + 2 * len(WIDE.findall(text)) + len(SYLLABIC.findall(text)) + len(ABJAD.findall(text)) // 4


def line_key(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.casefold())


DATE_ONLY = re.compile(
    r"^(?:published |updated |posted )?(?:[a-z]{3,9}\.? \d{1,2},? \d{4}|\d{1,2}\.? [a-zé]{3,9}\.? \d{4}|"
    r"\d{4}-\d{2}-\d{2}|(?:19|20)\d\d年\d{1,2}月\d{1,2}日)(?:[ ,]+(?:at )?\d{1,2}:\d{2}(?: ?[ap]m)?)?$",
    re.I,
)


# A rights notice under a story: "© 2026 Jane Media", "All rights reserved", the site's name first, then the sign
# and a year, or the rights reserved in the site's language ("Karadeniz Postasi (c) 2026. Tum haklari saklidir."),
# in a line of up to 200 characters
_RIGHTS_RESERVED = re.compile(
    r"©\s*(?:19|20)\d\d|\ball rights reserved\b|t\u00fcm haklar\u0131 sakl\u0131d\u0131r|alle rechte vorbehalten|"
    r"todos los derechos reservados|tous droits réservés|tutti i diritti riservati|все права защищены|版权所有",
    re.I,
)
# ...and the short notices that are nothing else: "© RIPRODUZIONE RISERVATA", "Direitos reservados" (a story's
# sentence about copyright may quote them)
_SHORT_RIGHTS = re.compile(r"riproduzione riservata|(?:todos os )?direitos reservados|tots els drets reservats", re.I)


def rights_notice(line: str) -> bool:
    """Whether `line` is a rights notice: a long one names its rights, a short one may be the phrase alone."""
    return (len(line) < 200 and bool(_RIGHTS_RESERVED.search(line))) or (
        len(line) < 60 and bool(_SHORT_RIGHTS.search(line))
    )
