"""The writing system a text is mostly in: Latin, Cyrillic, Khmer, Myanmar, Han... (Unicode script names).

A page's metadata is sometimes written for another audience than its text: a Khmer or Burmese site gives search
engines an English headline and romanised authors, a Serbian portal's Latin-script twin carries the Cyrillic
page's structured data. The page's own headline and byline are then in the script of its text, and the
metadata's are not."""

from __future__ import annotations

import unicodedata
from collections import Counter
from functools import lru_cache

# Scripts that write one language together (Japanese mixes Han and kana; Korean may mix Han into Hangul)
_FAMILY = {"HIRAGANA": "CJK", "KATAKANA": "CJK", "CJK": "CJK", "HANGUL": "HANGUL", "IDEOGRAPHIC": "CJK"}
SAMPLE_CHARS = 2000
DOMINANT_SHARE = 0.6  # below this no one script is the text's


@lru_cache(maxsize=4096)
def _script_of(ch: str) -> str | None:
    if not ch.isalpha():
        return None
    try:
        first = unicodedata.name(ch).split()[0]
    except ValueError:
        return None
    return _FAMILY.get(first, first)


def dominant_script(text: str | None) -> str | None:
    """The script of most of `text`'s letters (at least 60% of them), or None."""
    if not text:
        return None
    counts = Counter(s for ch in text[:SAMPLE_CHARS] if (s := _script_of(ch)) is not None)
    total = sum(counts.values())
    if not total:
        return None
    script, n = counts.most_common(1)[0]
    return script if n >= DOMINANT_SHARE * total else None


def foreign_to(text: str | None, script: str | None) -> bool:
    """Whether `text` is written in a known script other than `script` (False when either is unknown)."""
    own = dominant_script(text)
    return script is not None and own is not None and own != script
