"""A live blog's short entries, which trafilatura's precision pass drops.

In precision mode trafilatura deletes a short block that holds a link: a live blog's entry of one or two
sentences beside its own "Share" link is exactly that, so the entries under 200 characters vanish while the
longer ones around them stay. On a page that declares itself a live blog the balanced pass is run too, and
the sentences it finds *between* two lines the precision pass kept come back in place: only inside the kept
span (what the balanced pass adds before the story or after it is the page's chrome, which precision mode is
right to leave out: restoring interior lines on every labelled page harms six of them, on declared live blogs
none), only from an entry like the kept ones (a paragraph in containers of the same classes: not a subscribe
box between two entries), and not a call to join, follow or subscribe (a pinned promotion in an entry's dress).
"""

from __future__ import annotations

import difflib
import re

from parsel import Selector

# a line of prose: long enough to be a sentence and ending like one (not a link row, a label or a time)
_SENTENCE_END = re.compile(r"[.!?。\uff01\uff1f؟…][\"'\u201d\u2019»)]?$")
_MIN_SENTENCE = 40
_CALL_TO_ACTION = re.compile(
    r"\b(?:subscribe|sign up|join our|newsletter|download (?:our|the) app|follow us|whatsapp|telegram channel)\b",
    re.I,
)


def _containers(sel: Selector) -> dict[str, tuple[str, ...]]:
    """Each paragraph's text, and the classes of its parent and grandparent (an entry's dress)."""
    out: dict[str, tuple[str, ...]] = {}
    for para in sel.xpath("//p | //li"):
        text = " ".join(" ".join(para.xpath(".//text()").getall()).split())
        if text and text not in out:
            out[text] = tuple(up.attrib.get("class", "") for up in para.xpath("ancestor::*[position() <= 2]"))
    return out


def restore_entries(precise: str, balanced: str, sel: Selector) -> str:
    """`precise` with the entry lines of `balanced` that fall between two of its own lines put back."""
    kept, fuller = precise.split("\n"), balanced.split("\n")
    dress = _containers(sel)
    kept_dress = {dress[line] for line in kept if line in dress}
    out: list[str] = []
    matcher = difflib.SequenceMatcher(None, kept, fuller, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        out += kept[i1:i2]
        if op == "insert" and 0 < i1 < len(kept):
            out += [
                line
                for line in fuller[j1:j2]
                if len(line) >= _MIN_SENTENCE and _SENTENCE_END.search(line) and not _CALL_TO_ACTION.search(line)
                and dress.get(line) in kept_dress
            ]  # fmt: skip
    return "\n".join(out)
