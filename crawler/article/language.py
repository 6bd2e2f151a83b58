"""Language of a page: what the page declares, then the HTTP headers, then detection on the text."""

from __future__ import annotations

import logging
import re

from parsel import Selector

from crawler.article.signals import meta

logger = logging.getLogger(__name__)
_TAG = re.compile(r"^[a-z]{2,3}$")


def _primary(value: str | None) -> str | None:
    if not value:
        return None
    code = value.strip().split(",")[0].strip().replace("_", "-").split("-")[0].lower()
    return code if _TAG.match(code) and code not in ("und", "mul", "zxx", "xx") else None


def html_lang(sel: Selector) -> str | None:
    """The language the page's root element declares (`lang`, or XHTML's `xml:lang`, which is a plain
    attribute to the HTML parser, not one in the xml namespace)."""
    return sel.xpath("/html/@lang").get() or sel.xpath('/html/@*[name()="xml:lang"]').get()


def _mostly_non_latin(text: str) -> bool:
    """Most letters of `text` are of a script other than Latin (Armenian, Telugu, Cyrillic...)."""
    letters = [ch for ch in text[:2000] if ch.isalpha()]
    return bool(letters) and sum(ord(ch) > 0x24F for ch in letters) > len(letters) / 2


def detect(text: str) -> str | None:
    if len(text) < 40:
        return None
    try:
        import py3langid

        lang, _score = py3langid.classify(text[:5000])
        return str(lang)
    except Exception as exc:  # detection is a best effort; a missing model must not lose the article
        logger.debug("Language detection failed: %r", exc)
        return None


# Letters only Ukrainian writes (the first set), and letters only Russian does (the second): a template that says
# one language for both services (lang="ru" on the Ukrainian page) is told by the text's own letters
_UKRAINIAN_ONLY = frozenset("іїєґІЇЄҐ")
_RUSSIAN_ONLY = frozenset("ыэъёЫЭЪЁ")


def _east_slavic(code: str, text: str) -> str:
    """`code`, or the other of Russian and Ukrainian when the text's letters are only that language's."""
    if code not in ("ru", "uk") or len(text) < 200:
        return code
    ukrainian = sum(ch in _UKRAINIAN_ONLY for ch in text)
    russian = sum(ch in _RUSSIAN_ONLY for ch in text)
    if code == "ru" and ukrainian >= 10 and russian <= ukrainian // 10:
        return "uk"
    if code == "uk" and russian >= 10 and ukrainian <= russian // 10:
        return "ru"
    return code


def language_of(
    sel: Selector, text: str, header: str | None = None, detect_text: bool = True
) -> tuple[str | None, str]:
    """(ISO 639-1 code or None, where it came from). `detect_text=False`: declarations only (cheap)."""
    for source, value in (
        ("html_lang", html_lang(sel)),
        ("meta", meta(sel, "content-language", "language", "dc.language", "og:locale")),
        ("header", header),
    ):
        code = _primary(value)
        if code:
            english_template = detect_text and source == "html_lang" and code == "en"
            # (an English template over text in another script is checked at any length: "en" cannot be right)
            other_script = english_template and _mostly_non_latin(text)
            check = english_template and (len(text) > 400 or other_script)
            detected = detect(text) if check else None
            if detected and detected != code and other_script:
                return detected, "detected"
            # Templates ship lang="en" whatever the content: trust clear detection over that default, when
            # the story's first half says the same (a story followed by its translation is in the first
            # language; detection over both halves may name the second).
            if detected and detected != code and detect(text[: len(text) // 2]) == detected:
                return detected, "detected"
            return _east_slavic(code, text), source
    detected = detect(text) if detect_text else None
    return detected, "detected" if detected else "none"
