"""Text statistics of an extracted text against its page: length, paragraphs, link density, teaser
cards, deks under headlines (the inputs of `crawler.article.classify`)."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from parsel import Selector

from crawler.article.classify import CONSENT_TOPICS, TextStats
from crawler.article.cleanup import caption_keys
from crawler.article.textkit import SENTENCE_END, is_card, line_key, share, weighted_len

BODY_TEXT = (
    "//body//text()[not(ancestor::script or ancestor::style or ancestor::noscript or ancestor::nav"
    " or ancestor::footer or ancestor::template)]"
)
# ...and without the page header either (a subscription offer in the masthead is on every page)
CONTENT_TEXT = (
    "//body//text()[not(ancestor::script or ancestor::style or ancestor::noscript or ancestor::nav"
    " or ancestor::header or ancestor::footer or ancestor::template)]"
)


_WORD = re.compile(r"[^\W_]+")
# "We", "our", "you", "your" in the languages the crawler meets; words that are also common other words
# elsewhere are left out (German "er" = he, Spanish "era" = was, "ni" = nor, English "my"), and German "Sie"
# (also "she", "they").
_ADDRESS = re.compile(
    r"\b(?:we|our|ours|us|you|your|yours|du|dig|ditt|dina|ert|vi|oss|vår|vårt|våra|jij|jou|jouw|uw|wij|onze|wir|"
    r"uns|unser|unsere|unserer|unseren|dich|dir|dein|deine|euch|euer|vous|votre|vos|nous|notre|nos|usted|ustedes|"
    r"vosotros|nosotros|nuestro|nuestra|nuestros|nuestras|você|vocês|nós|nosso|nossa|nossos|nossas|voi|vostro|"
    r"vostra|noi|nostro|nostra|nostri|nostre|вы|вас|вам|ваш|ваша|ваше|ваши|мы|нас|нам|наш|наша|наше|наши|vy|vás|"
    r"vám|váš|vaše|nás|nám|náš|naše|siz|sizin|biz|bizim)\b",
    re.I,
)

# What a consent notice speaks of, one pattern per topic, in the languages the crawler meets most
_CONSENT = [
    re.compile(p, re.I)
    for p in (
        r"\bcookies?\b",
        r"\b(?:consent|einwilligung|zustimm\w*|consentement|consentimiento|consentimento|consenso|toestemming|zgod\w+)",
        r"\b(?:personal data|personenbezogene\w* daten|données personnelles|datos personales|dati personali|"
        r"persoonsgegevens|dados pessoais|dane osobowe)",
        r"\b(?:partners?|partenaires|socios|parceiros|vendors|anbieter)\b",
        r"\btrack(?:ing|er|ers)\b",
        r"\b(?:advertising|ads|werbung|publicité|publicidad|pubblicità|publicidade|advertenties|reklam\w*)\b",
        r"\b(?:privacy|datenschutz\w*|confidentialité|privacidad|privacidade|riservatezza|prywatności)\b",
        r"\b(?:accept(?: all)?|akzeptieren|accepter|aceptar|accetta|accepteren|aceitar|akceptuj\w*|alle annehmen)\b",
    )
]


# Thai and Lao end sentences with a space, not a mark: their lines are not fragments for want of one
_NO_STOP_SCRIPT = re.compile(r"[\u0e00-\u0eff]")
# ...and where one ends inside a line (ideographic full stops need no space after them)
_SENTENCE_SPLIT = re.compile(
    r"[.!?\u2026\u061f\u0964\u1362\u1367][\"'\u201d\u00bb\u2019)\]]*(?=\s|$)|[\u3002\uff01\uff1f][\u300d\u300f\uff09]*"
)


# Text-genre marks, chosen to read the same in any script: quotation marks (stories quote people), a clock
# time, a numbered clause ("1.", "2.3", "(a)", "§ 4": rules and terms), digits.
_QUOTE = re.compile(r"[\u201c\u201d\u201e\u00ab\u00bb\u300c\u300d\u300e\u300f\u2039\u203a\"]|(?:^|\s)\u2018")
_CLOCK = re.compile(r"(?<![\d.:])\d{1,2}[:h]\d{2}(?![\d.:])|\b\d{1,2}\s?[ap]\.?m\b", re.I)
_CLAUSE = re.compile(r"^(?:- )?(?:\(?\d{1,2}(?:\.\d{1,2})*[.)]|\([a-z]\)|§)\s", re.I)
_QUESTION_END = re.compile(r"[?\uff1f\u061f]\W*$")


def _teaser_led(line: str, headlines: list[str]) -> bool:
    """A line led by a headline's link with its dek glued on ("Mailbag: your letters on the ferry scheduleSix
    of you wrote in."): trafilatura joins a teaser's title and description when the markup puts no break
    between them. A story's sentence that opens with a link reads on ("The Harbour Board said...").
    `headlines`: the page's link texts of a headline's length (20+ characters, 4+ words)."""
    for anchor in headlines:
        if line.startswith(anchor) and len(line) > len(anchor):
            rest = line[len(anchor) :]
            # glued: the dek's first letter right after the headline ("scheduleSix"), or a symbol (a paywall
            # lock) between them; a comma or a bracket after a linked name is the sentence going on
            glued = rest[0].isalnum() or (
                rest[0].isspace() and unicodedata.category(rest.lstrip()[:1] or "P")[0] == "S"
            )
            if glued:
                return True
    return False


def _teaser_ended(line: str, headlines: list[str]) -> bool:
    """A line that ends in a link to another page that is most of it: a claim's teaser ("Jane Roe stated on
    November 16 in a TV ad “Heating with gas costs half as much.”", the claim linked to its fact-check), a
    "Read the story: <headline>" line. A story's sentence that ends in a link names a source in a few words."""
    return any(line.endswith(anchor) and 2 * len(anchor) >= len(line) > len(anchor) for anchor in headlines)


MIN_CARDS = 3


def _teaser_cards(body: Any) -> str:
    """The keyed text of the page's teaser cards (`<article>`s with no <h1>, a linked heading and under 600
    characters), all of it joined, when there are MIN_CARDS or more: "" otherwise."""
    cards = [line_key(" ".join(article.itertext())) for article in body.iter("article") if is_card(article)]
    return " ".join(cards) if len(cards) >= MIN_CARDS else ""


def _deks_under_headlines(body: Any, lines: list[str]) -> int:
    """How many of `lines` (cut-off deks) sit in an element beside a linked heading: a teaser's dek under its
    headline, where a story's paragraph that trails off "..." sits among the story's other paragraphs."""
    wanted = {line_key(line) for line in lines}
    found = 0
    for el in body.iter("p", "div", "span"):
        key = line_key(" ".join(" ".join(el.itertext()).split()))
        parent = el.getparent()
        if key not in wanted or parent is None:
            continue
        if any(a.get("href") for h in parent if h.tag in ("h2", "h3", "h4") for a in h.iter("a")):
            wanted.discard(key)
            found += 1
    return found


def _cell_sentence(cell: str) -> bool:
    """A table cell that is a sentence of its own: a timeline's event, not a result, a name or a figure."""
    return len(cell.split()) >= 6 and bool(SENTENCE_END.search(cell))


# a dot after a month's, a clock's or a title's abbreviation ends no sentence: "Nov. 30: Fog lifts ... at 7:12 a.m."
# (not any short word: "... summit in Rio. She ..." is two sentences)
_ABBREVIATION = re.compile(
    r"(?i)(?:^|[\s(])(?:a\.m|p\.m|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|mr|mrs|ms|dr|st|jr|sr|prof|gen|gov|"
    r"sen|rep|lt|col|capt|sgt|no|vs|approx|ca)\.$"
)


def _sentence_ends(line: str) -> int:
    """How many sentences end in `line` (a caption's), not counting an abbreviation's dot."""
    return sum(1 for m in _SENTENCE_SPLIT.finditer(line) if not _ABBREVIATION.search(line[: m.start() + 1]))


def _sentences(line: str) -> list[str]:
    """The sentences of a line, cut after each sentence end."""
    parts, start = [], 0
    for match in _SENTENCE_SPLIT.finditer(line):
        parts.append(line[start : match.end()].strip())
        start = match.end()
    return [*parts, line[start:].strip()] if line[start:].strip() else parts


def text_stats(sel: Selector, text: str, captions: set[str] | None = None) -> TextStats:
    """Length, paragraphs and how much of the text is link lines (teaser headlines) rather than prose."""
    # lxml directly: full templates carry 150-300 links, and an XPath per link was most of this function's cost
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    raw = [" ".join(" ".join(a.itertext()).split()) for a in body.iter("a")] if body is not None else []
    anchors = {line_key(anchor) for anchor in raw}
    anchors.discard("")
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    heads = [anchor for anchor in raw if len(anchor) >= 20 and anchor.count(" ") >= 3]  # once, not per line
    led = [_teaser_led(line, heads) or _teaser_ended(line, heads) for line in lines]
    linked = sum(len(line) for line, glued in zip(lines, led, strict=True) if glued or line_key(line) in anchors)
    # a teaser's headline: a whole line that is a link's text of three words or more, or a line it leads
    teaser = [
        glued or (line.count(" ") >= 2 and line_key(line) in anchors) for line, glued in zip(lines, led, strict=True)
    ]
    covered = sum(1 for i, is_teaser in enumerate(teaser) if is_teaser or (i and teaser[i - 1]))
    # table rows ("| 5:00 AM | Morning News | ... |") are data, not prose paragraphs
    rows = [line for line in lines if line.startswith("|")]
    paragraphs = sum(1 for line in lines if not line.startswith("|") and weighted_len(line) >= 60)
    words = len(_WORD.findall(text))
    items = [line for line in lines if line.startswith("- ")]
    item_chars = sum(len(line) for line in items)
    # (a quick item of a roundup is a short sentence: "- Belleayre opens for skiing Saturday if the snow holds.")
    sentences = sum(len(line) for line in items if weighted_len(line) >= 40 and SENTENCE_END.search(line))
    # items that hold a link of a headline's length: a teaser list's (most read, search results), where a
    # story's bullets are its own sentences
    headlines = [key for key in anchors if len(key) >= 20]
    linked_items = (
        sum(len(line) for line in items if any(key in line_key(line) for key in headlines)) if headlines else 0
    )
    prose = [line for line in lines if not line.startswith(("- ", "|"))]
    long_prose = [line for line in prose if weighted_len(line) >= 60]
    prose_chars = sum(len(line) for line in prose)
    headings = sum(
        1 for line in prose if weighted_len(line) < 60 and not SENTENCE_END.search(line) and not line.endswith(":")
    )
    cards = _teaser_cards(body) if body is not None else ""
    if captions is None:
        captions = caption_keys(sel)
    captioned = [line for line in lines if line_key(line) in captions] if captions else []
    # (line by line only where the page names enough of its topics to be a consent wall at all)
    topics = sum(1 for topic in _CONSENT if topic.search(text))
    consent_lines = (
        (line for line in lines if any(t.search(line) for t in _CONSENT)) if topics >= CONSENT_TOPICS else ()
    )
    consent_share = share(sum(len(line) for line in consent_lines), len(text))
    return TextStats(
        chars=weighted_len(text),
        paragraphs=paragraphs,
        link_density=linked / len(text) if text else 0.0,
        address=len(_ADDRESS.findall(text)) / words if words else 0.0,
        consent=topics,
        consent_share=consent_share,
        tabular=sum(len(line) for line in rows) / len(text) if text else 0.0,
        listed=sum(len(line) for line in lines if line.startswith("- ")) / len(text) if text else 0.0,
        labels=sum(
            1
            for line in lines
            if len(line.split()) <= 2
            and weighted_len(line) < 25
            and not line.startswith(("- ", "|"))
            # (a letter's signature block, "Yours, etc," / "Tom Gallagher," / "Co Mayo.", is punctuated as one: no
            # label of a horoscope, a forecast or a directory ends so)
            and not line.endswith((",", "."))
        ),
        lines=len(lines),
        list_sentences=sentences / item_chars if item_chars else 0.0,
        linked_items=share(linked_items, item_chars),
        teaser_lines=sum(teaser),
        teaser_cover=share(covered, len(lines)),
        fragments=share(
            sum(len(line) for line in prose if not SENTENCE_END.search(line) and not _NO_STOP_SCRIPT.search(line)),
            prose_chars,
        ),
        sentences=share(sum(len(_SENTENCE_SPLIT.findall(line)) for line in long_prose), len(long_prose)),
        quoted=share(sum(1 for line in long_prose if _QUOTE.search(line)), len(long_prose)),
        figures=share(sum(1 for line in lines if 10 * sum(ch.isdigit() for ch in line) >= len(line)), len(lines)),
        clock=share(sum(1 for line in lines if _CLOCK.search(line)), len(lines)),
        clauses=share(sum(1 for line in lines if _CLAUSE.match(line)), len(lines)),
        questions=share(sum(1 for line in prose if len(line) < 120 and _QUESTION_END.search(line)), len(lines)),
        headings=share(headings, len(long_prose)) if long_prose else float(headings > 0),
        captioned=share(sum(len(line) for line in captioned), len(text)),
        # deks cut off with an ellipsis ("... the works start on Monday and …"): an index's teasers
        truncated=len(cut := [line for line in long_prose if line.rstrip().endswith(("…", "...", "[…]", "[...]"))]),
        truncated_teasers=_deks_under_headlines(body, cut) if body is not None and len(cut) >= 2 else 0,
        in_teasers=share(sum(len(line) for line in lines if line_key(line) in cards), sum(len(line) for line in lines))
        if cards
        else 0.0,
        table_sentences=share(
            sum(len(cell) for row in rows for cell in row.split("|") if _cell_sentence(cell.strip())),
            sum(len(row) for row in rows),
        ),
        longest_sentence=max((weighted_len(part) for line in prose for part in _sentences(line)), default=0),
        caption_sentences=share(
            sum(len(line) for line in captioned if _sentence_ends(line) >= 2),
            sum(len(line) for line in captioned),
        ),
    )
