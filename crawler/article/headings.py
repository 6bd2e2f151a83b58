"""The heading and byline lines over a story that an extracted text repeats: dropped, the story starts at
its first paragraph."""

from __future__ import annotations

import re

from crawler.article.authors import (
    desk_byline,
)
from crawler.article.dates import human_date
from crawler.article.textkit import DATE_ONLY, SENTENCE_END, line_key, weighted_len

_LIST_MARK = re.compile(r"^[-•*·]\s+")
# "By Jane Roe", not a first paragraph that begins "By the end of 2023, ...": a name is capitalised
_BYLINE_LINE = re.compile(r"^(?i:by|von|par|por|av|af|door|od|przez|oleh)\s+(?![a-z])\S")


def _made_of(key: str, parts: set[str]) -> bool:
    """Whether `key` is a concatenation of two or more of `parts` (in any order)."""
    if not key or key in parts:
        return False
    reach = [False] * (len(key) + 1)
    reach[0] = True
    for i in range(len(key)):
        if reach[i]:
            for part in parts:
                if part and key.startswith(part, i):
                    reach[i + len(part)] = True
    return reach[len(key)]


def _byline_top(lines: list[str], heads: set[str], under: set[str], authors: list[str] | None) -> int:
    """How many of the first lines are the byline block under the headline (0: none)."""
    top = 0
    clean = True  # only headlines, byline lines and labels so far: no sentence of the story
    sentences = 0  # lines so far that end as a sentence (one may be a standfirst over the byline)
    for i, line in enumerate(lines[:6]):
        key = line_key(line)
        # trafilatura glues the short lines of a table layout into one ("Domingo, 29 de noviembre de 2026
        # Redacción"), and a breadcrumb to the headline under it ("Portada > Deportes <headline>")
        glued = _made_of(key, under) or any(key.endswith(h) and len(key) - len(h) <= 30 for h in heads)
        if key not in under and not glued:
            break
        plain = _LIST_MARK.sub("", line.strip())  # trafilatura writes a <dl>/<ul> of byline items as "- ..."
        short_label = len(plain) <= 40 and len(plain.split()) <= 4 and not SENTENCE_END.search(plain)
        # a line naming the byline's author with no sentence of the story above it (a short story, signed
        # at its end, is all lines under the headline)
        named = clean and len(plain) <= 80 and any(name and name in plain for name in authors or ())
        # a date line is short: "died on March 8, 2024, at home" is a first paragraph holding a date
        # a by-word line is a byline when short or no sentence: "Od 1. januarja 2027 bodo cene ...", "Av 300
        # tillfrågade ...", "Przez 30 lat ..." are lead paragraphs ("from", "of", "for" in those languages)
        by_line = _BYLINE_LINE.match(plain) and (len(plain) <= 60 or not SENTENCE_END.search(plain))
        marker = (
            by_line or DATE_ONLY.match(plain) or (len(plain) <= 60 and human_date(plain))
            or (clean and len(plain) <= 60 and desk_byline([plain]))
        )  # fmt: skip
        if marker and sentences >= 2:
            break  # a short story's dated sign-off under its paragraphs, not a byline block over them
        sentences += bool(SENTENCE_END.search(plain))
        # ...and a label right after the byline: "Kategoria: Wiadomości"
        if marker or named or (top == i and top and short_label):
            top = i + 1
        clean = clean and bool(marker or named or short_label or key in heads)
    return top


# Lines over the headline that are all short (a table layout's menu, its advertisers' links, the issue's date:
# trafilatura keeps a side column's cell when the story's cell has no markup of its own): the page's chrome
_CHROME_LINES = 12
_CHROME_LINE_CHARS = 60


def _below_chrome(lines: list[str], heads: set[str]) -> list[str]:
    """The lines from the headline on, when every line over it is short; else all of them."""
    for i, line in enumerate(lines[: _CHROME_LINES + 1]):
        if line_key(line) in heads:
            above = lines[:i]
            # (and a story's paragraph under the headline: a photo story's one short sentence over its repeated
            # headline and date line is its text, not chrome)
            story = any(weighted_len(x) >= 2 * _CHROME_LINE_CHARS for x in lines[i + 1 :])
            if i and story and all(weighted_len(x) < _CHROME_LINE_CHARS for x in above):
                return lines[i:]
            break
    return lines


_SENTENCE_ENDS = (".", "!", "?", "\u3002", "\uff01", "\uff1f")


def strip_heading_lines(
    text: str, title: str | None, h1: list[str], byline: list[str] | None = None, authors: list[str] | None = None
) -> str:
    """The body without the headline, the byline and the date line trafilatura keeps at its top.

    `byline` are the short lines under the headline on the page: a standfirst there is dropped with them,
    but only when a byline or date line follows it (a short first paragraph after the date stays); so is a
    short label line right after them (Joomla's "Category: News" under "Written by ..."). `authors`: the
    names read from the byline, whatever word stands before them ("Napisane przez Anna Nowak")."""
    lines = text.split("\n")
    titled = [h for h in [*(h1 or []), title or ""] if h]
    heads = {line_key(h) for h in titled}
    heads.discard("")
    # (the headline's text as the start of a sentence, ended as sentences are: "神戸の駅に新しいエレベーターが二つ
    # できました。" under "神戸の駅に新しいエレベーター" is the story's first line, not a variant of its headline)
    headline_ends = any(t.rstrip().endswith(_SENTENCE_ENDS) for t in titled)
    lines = _below_chrome(lines, heads)
    under = {line_key(line) for line in byline or []} | heads
    under.discard("")
    top = _byline_top(lines, heads, under, authors)
    # (never the whole text: a photo story's one sentence over its repeated headline and date line stays)
    if top and "".join(lines[top:]).strip():
        text = "\n".join(lines[top:]).strip()
        lines = text.split("\n")

    def is_heading(line: str) -> bool:
        # The headline itself, or a variant of it ("Live: <headline>"); never a paragraph that quotes it.
        key = line_key(line)
        sentence = not headline_ends and line.rstrip().endswith(_SENTENCE_ENDS)
        return bool(key) and any(
            key == h or (len(key) > 12 and abs(len(key) - len(h)) <= 12 and (key in h or h in key) and not sentence)
            for h in heads
        )

    kept = 0
    while kept < min(4, len(lines) - 1):
        line = lines[kept].strip()
        is_byline = len(line) < 100 and bool(_BYLINE_LINE.match(line) or DATE_ONLY.match(line))
        # a kicker ("Breaking", "Opinion") is a word or two right over the headline
        is_kicker = len(line.split()) <= 3 and len(line) < 30 and any(is_heading(x) for x in lines[kept + 1 : 4])
        if not line or is_heading(line) or is_byline or is_kicker:
            kept += 1
        else:
            break
    lines = lines[kept:]
    if kept:  # the byline under a headline that only now left the top (a menu line stood over it)
        lines = lines[_byline_top(lines, heads, under, authors) :]
    # the headline again further down (a paywall or share box repeating it) is not the story either
    rest = [line for line in lines if not (line_key(line) and line_key(line) in heads)]
    return "\n".join(rest).strip() if kept or len(rest) < len(lines) else text
