"""A wire press release's tail: the media contacts, the `SOURCE Company` line and the wire's "View original
content" link that PR Newswire-, Business Wire- and GlobeNewswire-style releases end with are the wire's
template, not the release's text (every labelled release agrees). The "About <Company>" paragraph stays:
labellers disagree on it (three sets of four keep it), and it is the company's own text."""

from __future__ import annotations

import re

# "SOURCE Northgate Logistics, Inc.": the wire's own closing line (upper-case, as every wire prints it)
_SOURCE = re.compile(r"^SOURCE\s+[A-Z0-9].{0,100}$")
# "CHICAGO, Dec. 4, 2026 /PRNewswire/ --", "... (BUSINESS WIRE)--", "... (GLOBE NEWSWIRE) --"
_WIRE_DATELINE = re.compile(r"/[A-Za-z][\w .-]{1,30}/\s*--|\([A-Z][A-Z .-]{1,30}WIRE\)\s*--")
_CONTACT = re.compile(
    r"^(?:(?:media|press|investor|investors|company|agency|news)\s+(?:and\s+\w+\s+)?)?"
    r"(?:contacts?|inquiries|enquiries)\s*(?::|$)|^(?:investor|media|public)\s+relations\s*:",
    re.I,
)
# "Photo - https://mma.../C6.jpg", "Logo - https://...": a wire's asset links, one line each
_ASSET = re.compile(r"^(?:photo|logo|video|multimedia|image)s?\s*[-\u2013:]\s*https?://\S+$", re.I)
_VIEW_ORIGINAL = re.compile(r"^(?:View original content|To view the original version)\b", re.I)
# a contact block's lines: a name, a title, a telephone number, an address; a line of prose ends it
_CONTACT_LINE_MAX = 100


def _source_line(lines: list[str]) -> int | None:
    """The index of the wire's closing `SOURCE Company` line: among the last lines, with only the wire's links
    after it (a data story's "SOURCE: ..." credit under a table has the story's prose after it)."""
    for i in range(len(lines) - 1, max(len(lines) - 7, -1), -1):
        if _SOURCE.match(lines[i]):
            after = lines[i + 1 :]
            return i if all(_VIEW_ORIGINAL.match(x) or _ASSET.match(x) or not x.strip() for x in after) else None
    return None


_BOILERPLATE_HEAD = re.compile(
    r"^(?:(?:Cautionary (?:Note|Statement)s? (?:Regarding|Concerning|About) )?Forward[- ]Looking Statements?|"
    r"Safe Harbor Statement)\s*:?$"
)


def drop_release_tail(text: str) -> str:
    lines = text.split("\n")
    source = _source_line(lines)
    if source is None and not _WIRE_DATELINE.search(text[:300]):
        return text
    end = source if source is not None else len(lines)
    if source is None:
        while end > 1 and _VIEW_ORIGINAL.match(lines[end - 1]):
            end -= 1
    cut = end
    for i in range(end - 1, 0, -1):
        if len(lines[i]) > _CONTACT_LINE_MAX:
            break
        if _CONTACT.match(lines[i]):
            cut = i  # the topmost label of the block: "Investor Contact:" over "Media Contact:"
    # the forward-looking statements under the news (not the issuer's "About ...", which some labels keep as body)
    for i in range(max(1, cut // 2), cut - 1):
        if _BOILERPLATE_HEAD.match(lines[i]) and "forward-looking" in lines[i + 1].casefold():
            cut = i
            break
    kept = [line for line in lines[:cut] if not _ASSET.match(line) and not _VIEW_ORIGINAL.match(line)]
    return "\n".join(kept) if kept else text


# "About the Lakeview Children's Museum" (a short heading line) and "SOURCE Lakeview Children's Museum"
_ABOUT = re.compile(r"^About\s+(?:the\s+)?(\S.{0,80})$")


def _fold(name: str) -> str:
    name = name.replace("\u2019", "'").casefold().strip(" .,:")
    return name.removeprefix("the ")


def release_organisations(text: str) -> set[str]:
    """The names a release gives its issuer ("About X", "SOURCE X"), folded: a release's `author` meta that
    names its company names no person, even where no structured data types it an organisation."""
    names = set()
    for line in text.split("\n"):
        match = _SOURCE.match(line) or _ABOUT.match(line)
        if match:
            names.add(_fold(match.group(1) if match.re is _ABOUT else line.removeprefix("SOURCE")))
    return names


def is_wire_release(text: str) -> bool:
    """The text is a wire's press release: a wire dateline opens it or its `SOURCE` line closes it."""
    return bool(_WIRE_DATELINE.search(text[:300])) or _source_line(text.split("\n")) is not None


def without_issuer(authors: list[str], text: str) -> list[str]:
    """`authors` without the issuer a wire release's text names (the caller knows it is a release)."""
    if not authors:
        return authors
    issuers = release_organisations(text)
    return [a for a in authors if _fold(a) not in issuers]
