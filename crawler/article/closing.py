"""The closing lines of a story that sign it (a signature, a parenthesised credit, a note about the writer):
dropped from the text, their writer taken as the author when the page names none."""

from __future__ import annotations

import re
import unicodedata

from crawler.article.authors import (
    bio_author,
    clean_authors,
    closing_parenthesised,
    closing_reporter,
    labelled_author,
    signature_author,
    wire_signoff,
)
from crawler.article.dates import closing_date
from crawler.article.textkit import SENTENCE_END

_DASH = r"(?:--|[\u2014\u2013-])"
_DASH_LED = re.compile(rf"^\s*{_DASH}\s*\S")
_QUOTE_END = re.compile(r"[\"\u201d\u00bb\u2019']\W*$")
# "- कविता व्यास" (any dash): a dash, then two or three words
_DASH_WORDS = re.compile(rf"^\s*{_DASH}\s*(\S+(?:\s+\S+){{1,2}})\s*$")


def without_closing_signature(text: str, authors: list[str], site_names: list[str]) -> tuple[str, list[str]]:
    """The text without a last line that signs it, and the authors (those given, else the line's signer).

    A dated sign-off or an issue line ("2026년 11월 27일 정은희 논설위원", "From the issue of 28 November 2026")
    is no story prose; with no byline over the story, a name alone as its last paragraph ("Pawlu Grech",
    right-aligned) signs it too, but not a credit ("Source: Northwind Energy", a wire release's "SOURCE
    Northwind Energy")."""
    head, _, last = text.rstrip().rpartition("\n")
    signed = closing_date(last) if head.strip() else None
    if signed is not None:
        text = head.rstrip()
        if not authors and signed[1]:
            authors = signature_author(signed[1], site_names)
        head, _, last = text.rpartition("\n")
    # a wire story's "Reporting by ...; Editing by ..." closes it whoever the page names as its author
    wire = wire_signoff(last, site_names) if head.strip() else None
    if wire is not None:
        return head.rstrip(), authors or wire
    if authors:
        # the byline's writer signing again under the story ("Phước Tuấn", VnExpress): no story text
        if head.strip() and _after_prose(head) and _same_people(signature_author(last, site_names), authors[:1]):
            return head.rstrip(), authors
        return text, authors
    # an interview's or a story's labelled credit as its last line ("Ярилцсан: Б. Ганболд": interviewed by)
    labelled = labelled_author(last, site_names) if head.strip() else []
    if labelled:
        return head.rstrip(), labelled
    # a dash-led name under a quotation attributes the quotation ("-- Andrew Carnegie"), it signs nothing
    if _DASH_LED.match(last) and _QUOTE_END.search(_last_line(head)):
        return text, authors
    signer = _signer(head, last, site_names) if _after_prose(head) else []
    if signer:
        return head.rstrip(), signer
    return _signed_over_note(head, last, site_names) or (text, authors)


def _last_line(text: str) -> str:
    return text.rstrip().rpartition("\n")[2]


def _after_prose(head: str) -> bool:
    """Whether the line over a lone name is the story's prose (a sentence, or a long line): under a list of short
    lines (an election's results, a related box's headlines, a contact's name) the name is one more item."""
    above = _last_line(head).strip()
    return len(above) >= 80 or bool(SENTENCE_END.search(above))


def _signer(head: str, line: str, site_names: list[str]) -> list[str]:
    """The name `line` is alone, under at least two paragraphs (`head`), if it is no credit."""
    first = line.split(" ", 1)[0]
    credit = ":" in line or (len(first) >= 3 and first.isupper() and not line.isupper())
    alone = head.count("\n") >= 1 and len(line) <= 40 and not credit
    return signature_author(line, site_names) if alone else []


def _dash_uncased(line: str) -> str:
    """The words after a dash when they are letters without case only (no digit, punctuation or symbol)."""
    match = _DASH_WORDS.match(line)
    if not match:
        return ""
    words = match.group(1)
    cased = any(c.isupper() or c.islower() or c.isdigit() or unicodedata.category(c)[0] in "PS" for c in words)
    return "" if cased else words


def _signed_over_note(head: str, last: str, site_names: list[str]) -> tuple[str, list[str]] | None:
    """A name alone over a last line about its writer, in sentences with no figure in them: the note names them
    ("Máirtín Ó Flaithearta" over "Is iar-phríomhoide scoile é Máirtín Ó Flaithearta ...", "— Brendan Friel"
    over "Brendan Friel was a pupil of ...") or is in brackets ("- कविता व्यास" over "(लेखिका शिक्षाविद हैं। ये
    उनके निजी विचार हैं।)"). Both lines go; the signer is the author.

    Narrow on purpose (a review built pages against a wider rule): a name-like line over any short line is as
    often a related box ("Related Stories"), a venue, a product, a heading or a quoted speaker and their title,
    and a bracketed line under a name a photo credit ("(File photo)") or a poet's dates ("(1914-1953)")."""
    rest, _, signature = head.rstrip().rpartition("\n")
    if _QUOTE_END.search(_last_line(rest)):
        return None  # a quotation's attribution, dash-led or not
    note = last.strip()
    if len(note) > 300 or any(c.isdigit() for c in note) or len(note.split()) < 3:
        return None
    bracketed = note[:1] in "(\uff08" and note[-1:] in ")\uff09"
    if not SENTENCE_END.search(note[:-1] if bracketed else note):
        return None
    names = _signer(rest, signature, site_names)
    # a script without capitals has no name pattern: a dash-led line of two or three words
    uncased = _dash_uncased(signature) if not names and rest.count("\n") >= 1 else ""
    if uncased:
        names = clean_authors([uncased], site_names)
    named = any(name.casefold() in note.casefold() for name in names)
    return (rest.rstrip(), names) if names and (named or bracketed) else None


def _same_people(names: list[str], others: list[str]) -> bool:
    """Whether two author lists name the same people, whatever the case they are written in."""
    return {n.casefold() for n in names} == {n.casefold() for n in others}


def without_closing_parens(text: str, authors: list[str]) -> tuple[str, list[str]]:
    """The text without the signature that ends a Japanese or Chinese story in parentheses
    (`closing_parenthesised`) or a Korean one in a line of its own (`closing_reporter`), in one of its last two
    lines, and the authors (those given, else the signers)."""
    lines = text.rstrip().split("\n")
    for i in range(len(lines) - 1, max(-1, len(lines) - 3), -1):
        rest, names = closing_parenthesised(lines[i])
        if not names:
            rest, names = closing_reporter(lines[i])
        if not names:
            continue
        if authors and not _same_people(names, authors):
            return text, authors
        if rest.strip():
            lines[i] = rest
        elif i > 0:
            del lines[i]
        else:
            return text, authors
        return "\n".join(lines), authors or names
    return text, authors


def without_closing_bio(text: str, authors: list[str], bio: str | None, site_names: list[str]) -> tuple[str, list[str]]:
    """The text without the writer's note the template marks under it ("Jane Roe is a teacher in Leeds."), and
    the authors (those given, else the note's writer: an opinion piece signed only there). Only a note that
    closes the text counts (an author page's bio heads it), and not a labelled credit ("Source: ...")."""
    lines = text.rstrip().split("\n")
    if not bio or len(lines) < 3 or ":" in bio[:40]:
        return text, authors
    key = " ".join(bio.split())
    tail = [i for i in range(len(lines) - 2, len(lines)) if " ".join(lines[i].split()) == key]
    if not tail:
        return text, authors
    writer = bio_author(bio, site_names)
    if not writer or (authors and not _same_people(writer, authors)):
        return text, authors
    del lines[tail[-1]]
    return "\n".join(lines), authors or writer
