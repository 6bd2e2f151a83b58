"""A live blog's short entries, which trafilatura's precision pass drops.

In precision mode trafilatura deletes a short block that holds a link: a live blog's entry of one or two
sentences beside its own "Share" link is exactly that, so the entries under 200 characters vanish while the
longer ones around them stay. On a page that declares itself a live blog the balanced pass is run too, and
the sentences it finds *between* two lines the precision pass kept come back in place. Only inside the kept
span: what the balanced pass adds before the story or after it is the page's chrome, which precision mode
is right to leave out (measured on every labelled page: restoring interior lines on all pages harms six of
them, on declared live blogs none).
"""

from __future__ import annotations

import difflib
import re

# a line of prose: long enough to be a sentence and ending like one (not a link row, a label or a time)
_SENTENCE_END = re.compile(r"[.!?。\uff01\uff1f؟…][\"'\u201d\u2019»)]?$")
_MIN_SENTENCE = 40


def restore_entries(precise: str, balanced: str) -> str:
    """`precise` with the sentence lines of `balanced` that fall between two of its own lines put back."""
    kept, fuller = precise.split("\n"), balanced.split("\n")
    out: list[str] = []
    matcher = difflib.SequenceMatcher(None, kept, fuller, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        out += kept[i1:i2]
        if op == "insert" and 0 < i1 < len(kept):
            out += [line for line in fuller[j1:j2] if len(line) >= _MIN_SENTENCE and _SENTENCE_END.search(line)]
    return "\n".join(out)
