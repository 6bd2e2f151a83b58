# ruff: noqa: RUF001  (non-ASCII dashes and punctuation are what the pages contain)
"""Titles without the site: "Storm hits coast | The Gazette" becomes "Storm hits coast"."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

_SEPARATORS = re.compile(r"\s+(?:\||-|–|—|::|·|•|»|/|:)\s+")


def _norm(text: str) -> str:
    # accents off (decomposed, the marks go with the other non-word characters): the site's name in its host
    # is written without them ("Bakonyi Hírmondó" at bakonyihirmondo.hu)
    return re.sub(r"[\W_]+", "", unicodedata.normalize("NFKD", text.casefold()))


def name_key(text: str) -> str:
    """A site's or a title part's name to compare: case, accents, spaces and punctuation off."""
    return _norm(text)


def title_parts(title: str) -> list[str]:
    """A <title> cut at its separators ("Headline | Site" -> ["Headline", "Site"])."""
    return [part for part in _SEPARATORS.split(" ".join(title.split())) if part]


def strip_site(title: str, site_names: Iterable[str] = (), h1: Iterable[str] = ()) -> str:
    """Drop a leading or trailing segment naming the site; keep the title when unsure."""
    title = " ".join(title.split())
    names = {_norm(n) for n in site_names if n and _norm(n)}
    for heading in h1:
        # The page's own heading inside the <title>: that is the headline, unless the heading is the site's
        # name (blog templates put the blog's name in the <h1> and the post's title in an <h3>).
        key = _norm(heading)
        if heading and len(heading) > 8 and _norm(title).startswith(key) and key != _norm(title) and key not in names:
            return heading
    lead = re.match(r"^(.{2,60}?):\s+(\S.*)$", title)
    if lead and _norm(lead.group(1)) in names:
        return lead.group(2)  # "Blog name: Post title" (Blogger and others), the colon without a space before
    parts = _SEPARATORS.split(title)
    if len(parts) < 2:
        return title
    for drop_first in (False, True):
        edge = parts[0] if drop_first else parts[-1]
        rest = parts[1:] if drop_first else parts[:-1]
        key = _norm(edge)
        site_like = key in names or any(n and (n in key or key in n) for n in names if len(n) > 3)
        # a French topic before its spaced colon ("TER : la phase 2 ...") is no cut site name ("teranga")
        if drop_first and site_like and key not in names and re.match(r"\s+:\s", title[len(edge) :]):
            site_like = False
        # Without a known site name: a short trailing segment ("Gazette", "BBC News") is usually the site.
        if site_like or (not names and not drop_first and len(edge.split()) <= 3 and len(" ".join(rest)) > 20):
            kept = " - ".join(rest) if len(rest) > 1 else rest[0]
            # Rejoin with the original text between the kept parts.
            start = title.find(rest[0])
            end = title.rfind(rest[-1]) + len(rest[-1])
            return title[start:end] if start >= 0 and end > start else kept
    return title


def best_title(candidates: Iterable[str | None], site_names: Iterable[str], h1: list[str]) -> str | None:
    names = list(site_names)
    keys = {_norm(n) for n in names if n and _norm(n)}
    for value in candidates:
        if value and value.strip():
            cleaned = strip_site(value, names, h1)
            # A candidate that is only the site's name (a masthead <h1>, a <title> without the headline)
            # names no story: the next source is tried.
            if cleaned and _norm(cleaned) not in keys:
                return _full_headline(cleaned, h1)
    return None


def _full_headline(title: str, h1: list[str]) -> str:
    """The page's headline when the chosen title is its start: social titles (og:title, twitter:title) are
    often the headline cut short for cards, and the page's one <h1> still has all of it."""
    key = _norm(title)
    longer = [h for h in h1 if len(_norm(h)) > len(key) >= 8 and _norm(h).startswith(key)]
    return longer[0] if len(h1) == 1 and longer else title


def without_kicker(
    title: str | None, page_title: str, headings: Iterable[str] = (), h1: Iterable[str] = ()
) -> str | None:
    """The headline without the kicker the social title puts before it ("Marode Bahnbrücken: Bund will ..."), when
    the page's own <title> (its site cut off) or its one <h1> is the headline alone and no heading of the page
    prints the colon form: the kicker is a label in its own type over the headline (the <title> may carry another
    kicker: "Gelsenkirchen: ..." beside og:title's "Leserbriefe: ..."). ("Zelensky: We will not give up" in the
    <h1> is the headline, whatever a search title leaves out.)"""
    h1 = list(h1)
    # ("Punto y aparte | El agua que no llega": a column's name before a bar, over an <h1> of the headline alone)
    for separator in (": ", " | "):
        lead, colon, rest = (title or "").partition(separator)
        alone = _norm(rest) == _norm(page_title) or (len(h1) == 1 and _norm(rest) == _norm(h1[0]))
        if not colon or len(lead.split()) > 5 or len(_norm(rest)) < 12 or not alone:
            continue
        shown = (title or "").casefold()
        if any(shown in " ".join(heading.split()).casefold() for heading in headings):
            return title
        return rest
    return title


KICKER_MAX = 30  # characters of a kicker, normalized


def kicker_before(line: str, key: str) -> bool:
    """Whether `line` is the headline `key` under a short kicker ("Falschmeldung Keine Warnung ..."); both
    normalized alike by the caller."""
    return line.endswith(key) and 0 < len(line) - len(key) <= KICKER_MAX


def without_heading_kicker(title: str | None, page_title: str, kickers: Iterable[str] = ()) -> str | None:
    """The headline without the kicker its <h1> prints before it in an element of its own (`kickers`: "<span
    class=topline>Falschmeldung</span> Keine Warnung ..."), when the page's own <title> (its site cut off) is the
    headline alone, or opens with it (La Presse: "Headline | Kicker | Site" beside og:title's "Kicker | Headline").
    (A search title that leaves out a headline's first words, "After 40 years, ...", cuts nothing.)"""
    if not title:
        return title
    whole = _norm(title)
    labels = {_norm(k) for k in kickers}
    parts = title_parts(page_title)
    # (the <title> whole, or its first parts: a headline may hold a spaced colon, "Les Belles Saisons : une ...")
    for key in dict.fromkeys(_norm(" ".join(parts[:n])) for n in range(len(parts), 0, -1)):
        if len(key) < 16 or not kicker_before(whole, key) or whole[: len(whole) - len(key)] not in labels:
            continue
        for start in (m.start() for m in re.finditer(r"(?<!\w)\w", title)):
            if _norm(title[start:]) == key:
                return title[start:].strip()
    return title


def without_split_kicker(title: str | None, headings: Iterable[tuple[str, str]]) -> str | None:
    """The headline alone when the title is "Kicker: Headline" and the page's headline heading sets the kicker and
    the headline in elements of their own: the kicker is a label in its own type ("<h2><span>Sturmtief »Elin«</span>
    <span>Bahn stellt ...</span></h2>"). A heading that prints the colon form whole keeps it."""
    lead, colon, rest = (title or "").partition(": ")
    if not colon:  # ("OPINION | Headline": a bar after the label)
        lead, colon, rest = (title or "").partition(" | ")
    if not colon:
        return title
    label = _norm(lead)
    for kicker, headline in headings:
        # (the kicker's element may hold a badge before the label: "ER+ Kommentar", a subscriber's mark)
        printed = _norm(kicker)
        labelled = bool(label) and printed.endswith(label) and len(printed) - len(label) <= _KICKER_BADGE
        if labelled and _norm(rest) == _norm(headline) and len(_norm(rest)) >= 12:
            return rest.strip()
    return title


_KICKER_BADGE = 4  # letters of a badge printed in the kicker's element before its label ("ER+", "Plus")
