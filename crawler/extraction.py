"""Article extraction: trafilatura for the text, page signals and the text itself for "is this an article?".

Every page is extracted first and classified afterwards (`crawler.article.classify`): no single
declaration is required, so pages with plain semantic markup, broken JSON-LD or no markup at all are
recognised from their text, headline, URL and metas, and listing pages from their teasers, pagination and
URL. A story-like page whose text is missing is taken from a framework state blob when the article is
there (`__NEXT_DATA__` and the like), or else reported as needing JavaScript rendering.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

import trafilatura
from parsel import Selector

from crawler.article.authors import (
    bio_author,
    byline_photographers,
    clean_authors,
    closing_parenthesised,
    closing_reporter,
    declared_authors,
    desk_byline,
    labelled_author,
    names_people,
    opening_reporter,
    photo_credit,
    signature_author,
    taiwan_reporters,
)
from crawler.article.byline import closing_bio, line_after
from crawler.article.classify import CHOICE_INPUTS, PHOTO_STORY_PHOTOS, Decision, TextStats, headline_matches
from crawler.article.dates import MONTHS, closing_date, human_date, in_template, numeric_days, timed
from crawler.article.jsonld import types_of
from crawler.article.jsstate import article_from_state, state_blobs
from crawler.article.language import language_of
from crawler.article.layout import first_of_stacked_stories, plain_layout
from crawler.article.lead import dateline_lead
from crawler.article.release import drop_release_tail, is_wire_release, without_issuer
from crawler.article.scorer import MODES, classify_page, load_model
from crawler.article.signals import ARTICLE_TYPES, PageSignals, collect
from crawler.article.sitetemplate import describes_linked_page, marks_of, own_mark, without_declarations
from crawler.linkzone import ReachedBy
from crawler.metadata import Metadata, article_nodes, date_with_htmldate, page_metadata

logger = logging.getLogger(__name__)
# trafilatura logs ERROR for every empty or non-article page; outcomes are counted in our own stats, so
# its messages would only inflate log_count/ERROR, which operators alert on.
logging.getLogger("trafilatura").setLevel(logging.CRITICAL)
logging.getLogger("htmldate").setLevel(logging.CRITICAL)

__all__ = ["ARTICLE_TYPES", "ExtractOptions", "Extraction", "article_signals", "extract"]

_DATE_ONLY = re.compile(
    r"^(?:published |updated |posted )?(?:[a-z]{3,9}\.? \d{1,2},? \d{4}|\d{1,2}\.? [a-zé]{3,9}\.? \d{4}|"
    r"\d{4}-\d{2}-\d{2}|(?:19|20)\d\d年\d{1,2}月\d{1,2}日)(?:[ ,]+(?:at )?\d{1,2}:\d{2}(?: ?[ap]m)?)?$",
    re.I,
)
_PAYWALL = re.compile(
    # ("for subscribers" closing a notice, not "the discount is only for subscribers who signed up" in a brief)
    r"subscribe (?:now |today )?to (?:continue|read)|subscribers only|for subscribers(?=\s*(?:only\b|[.!:]|$))|"
    r"already a subscriber|"
    r"sign in to (?:continue|read)|create a free account to (?:continue|read)|this (?:article|story|content) is "
    r"(?:for|reserved for|available to) (?:subscribers|members)|log in to read|"
    # German, French, Spanish: "Lesen Sie weiter mit Ihrem Abo", "réservé aux abonnés", "exclusivo para suscriptores"
    r"lesen sie weiter mit (?:ihrem|einem) abo|nur für abonnenten|abonnez-vous pour (?:lire|continuer)|"
    r"réservé aux abonnés|exclusivo para suscriptores|suscríbete para (?:seguir leyendo|leer)|"
    # a column's teaser: "Read the full column in print"
    r"read the full (?:column|story|article) in\b[^.]{0,30}\bprint",
    re.I,
)


@dataclass(frozen=True)
class ExtractOptions:
    """How trafilatura is run (settings EXTRACT_*)."""

    min_chars: int = 250
    favor_precision: bool = True  # measured: better body F1, same recall (bench/bench_extraction.py)
    favor_recall: bool = False
    include_tables: bool = True
    recall_fallback: bool = True  # a second pass with favor_recall when the first returns too little
    keep_sponsored: bool = False  # EXTRACT_KEEP_SPONSORED: store advertisers' posts (flagged) instead of skipping
    keep_podcasts: bool = False  # EXTRACT_KEEP_PODCASTS: store podcast episodes' show notes (flagged) instead
    classifier: str = "rules"  # ARTICLE_CLASSIFIER: rules, scored, combined or veto (crawler.article.scorer)

    def __post_init__(self) -> None:
        # a wrong name or a missing weights file fails where the options are built (the spider's start), not
        # as an extraction error on every page
        if self.classifier not in MODES:
            raise ValueError(f"ARTICLE_CLASSIFIER must be one of {MODES}, not {self.classifier!r}")
        if self.classifier != "rules":
            load_model()


_EPISODE_TITLE = re.compile(r"(?i)^(?:ep(?:isode)?\.?\s*#?\d+\b|podcast\s*[:|#])")
# A legal notice's opening formula: "NOTICE IS HEREBY GIVEN that...", "Sealed bids will be received by..."
# (the text's first words: a story that quotes a notice opens with a quotation mark or with the news)
_LEGAL_OPENING = re.compile(r"(?i)(?:notice is hereby given|sealed (?:bids|proposals|tenders) will be received)\b")
# ...or, under a notice's title ("Notice of Public Hearing", "Notice to Bidders", "Invitation to Bid"), the
# formula in its first lines
_NOTICE_TITLE = re.compile(
    r"(?i)^(?:(?:public |legal )?notice (?:of|to)\b|(?:public|legal) notice\b|invitation (?:to|for) (?:bid|tender)|"
    r"request for (?:bids|proposals|qualifications)\b)"
)
_LEGAL_FORMULA = re.compile(
    r"(?i)\bnotice is hereby given\b|\b(?:sealed )?(?:bids|proposals|tenders) will be received\b|"
    r"\b(?:is|are) hereby notified\b"
)
_CHAPTER_LINE = re.compile(r"^(?:- )?\(?(?:\d{1,2}:)?\d{1,2}:\d{2}\)?\s+\S")


@dataclass
class Extraction:
    """What one page yielded."""

    is_article: bool
    needs_render: bool = False
    title: str | None = None
    author: str | None = None  # the authors joined with ", " (kept for existing consumers)
    authors: list[str] = field(default_factory=list)
    date: str | None = None  # YYYY-MM-DD, the publisher's day
    published_at: str | None = None  # the full timestamp with its offset, as the page gives it
    text: str = ""
    language: str | None = None
    canonical_url: str | None = None
    signals: frozenset[str] = field(default_factory=frozenset)
    reason: str = ""
    classification: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # metadata problems worth a counter (rejected dates...)
    # what the classifier was given (signals, text stats, keyword inputs): for training the scorer
    classifier_input: tuple[PageSignals, TextStats, dict[str, Any]] | None = field(default=None, repr=False)
    # the structured date this page marks as its site's template value, for the links it yields
    # (crawler/article/sitetemplate.py)
    template_mark: str | None = None


def article_signals(sel: Selector, url: str = "", signals: PageSignals | None = None) -> frozenset[str]:
    """Which of the page's own declarations say it is an article (og, jsonld, microdata, rdfa, metas)."""
    s = signals or collect(sel, url)
    found = set()
    if s.og_type == "article":
        found.add("og")
    if any(types_of(node) & ARTICLE_TYPES for node in s.jsonld):
        found.add("jsonld")
    micro = {v.strip().rstrip("/").rsplit("/", 1)[-1].lower() for v in sel.xpath("//*[@itemtype]/@itemtype").getall()}
    if micro & ARTICLE_TYPES:
        found.add("microdata")
    rdfa = {v.rsplit(":", 1)[-1].lower() for t in sel.xpath("//*[@typeof]/@typeof").getall() for v in t.split()}
    if rdfa & ARTICLE_TYPES:
        found.add("rdfa")
    if s.article_metas & {"published_time", "parsely", "sailthru", "dublin_core"}:
        found.add("article_metas")
    return frozenset(found)


def _canonical(sel: Selector, base_url: str) -> str | None:
    href = sel.xpath('//link[@rel="canonical"]/@href').get()
    if not href or not href.strip():
        return None
    url = urljoin(base_url, href.strip())
    return url if url.startswith(("http://", "https://")) else None


def _trafilatura(html: str, url: str, options: ExtractOptions, *, recall: bool = False) -> dict[str, Any]:
    doc = trafilatura.bare_extraction(
        html,
        url=url,
        with_metadata=True,
        include_comments=False,
        include_tables=options.include_tables,
        favor_precision=options.favor_precision and not recall,
        favor_recall=options.favor_recall or recall,
    )
    return doc.as_dict() if doc is not None and hasattr(doc, "as_dict") else (doc or {})


_WIDE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# Ethiopic (Amharic, Tigrinya) writes a syllable per character: a 45-character line is a sentence of about
# 90 letters, and a story's paragraphs would not count as paragraphs at their raw length.
_SYLLABIC = re.compile(r"[\u1200-\u139f\u2d80-\u2ddf]")
_BODY_TEXT = (
    "//body//text()[not(ancestor::script or ancestor::style or ancestor::noscript or ancestor::nav"
    " or ancestor::footer or ancestor::template)]"
)
# ...and without the page header either (a subscription offer in the masthead is on every page)
_CONTENT_TEXT = (
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


# A line that ends a sentence, in the scripts the crawler meets (a closing quote or bracket may follow).
_SENTENCE_END = re.compile(
    r"[.!?\u2026\u3002\uff01\uff1f\u061f\u06d4\u0964\u1362\u1367\u104b\u17d4\u0589]"
    r"[\"'\u201d\u00bb\u2019\u300d\u300f)\]]*"
    # ...and the agency a wire brief credits after its last sentence: "… أو أضرار. (أ ف ب)", "… said. (AP)"
    r"(?:\s*[(\uff08][^()\uff08\uff09]{1,30}[)\uff09])?\s*$"
)
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


_CARD_HEADINGS = frozenset({"h2", "h3", "h4"})
MIN_CARDS = 3


def _teaser_cards(body: Any) -> str:
    """The keyed text of the page's teaser cards (`<article>`s with no <h1>, a linked heading and under 600
    characters), all of it joined, when there are MIN_CARDS or more: "" otherwise."""
    cards = [_key(" ".join(article.itertext())) for article in body.iter("article") if _is_card(article)]
    return " ".join(cards) if len(cards) >= MIN_CARDS else ""


def _own_prose(article: Any) -> bool:
    """Whether an <article> holds paragraphs of prose outside the <article>s nested in it."""
    return any(
        len(" ".join(" ".join(p.itertext()).split())) >= 80 and next(p.iterancestors("article")) is article
        for p in article.iter("p")
    )


def _is_card(article: Any) -> bool:
    """A teaser's `<article>`: no <h1>, a heading linking to another page, under 600 characters of text, and not
    an entry of the story's own `<article>` (a live blog's updates, a list's items are articles too)."""
    if next(article.iter("h1"), None) is not None:
        return False
    if any(next(outer.iter("h1"), None) is not None for outer in article.iterancestors("article")):
        return False
    # ...nor a "related" box's teaser inside the story's body <article> (VnExpress's "Tin liên quan" between its
    # paragraphs, the headline above the body): that <article> has paragraphs of its own
    if any(_own_prose(outer) for outer in article.iterancestors("article")):
        return False
    if not any(
        el.tag in _CARD_HEADINGS and any(not (a.get("href") or "#").startswith("#") for a in el.iter("a"))
        for el in article.iter()
    ):
        return False
    return len(" ".join(" ".join(article.itertext()).split())) < 600


def _deks_under_headlines(body: Any, lines: list[str]) -> int:
    """How many of `lines` (cut-off deks) sit in an element beside a linked heading: a teaser's dek under its
    headline, where a story's paragraph that trails off "..." sits among the story's other paragraphs."""
    wanted = {_key(line) for line in lines}
    found = 0
    for el in body.iter("p", "div", "span"):
        key = _key(" ".join(" ".join(el.itertext()).split()))
        parent = el.getparent()
        if key not in wanted or parent is None:
            continue
        if any(a.get("href") for h in parent if h.tag in ("h2", "h3", "h4") for a in h.iter("a")):
            wanted.discard(key)
            found += 1
    return found


def text_stats(sel: Selector, text: str, captions: set[str] | None = None) -> TextStats:
    """Length, paragraphs and how much of the text is link lines (teaser headlines) rather than prose."""
    # lxml directly: full templates carry 150-300 links, and an XPath per link was most of this function's cost
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    raw = [" ".join(" ".join(a.itertext()).split()) for a in body.iter("a")] if body is not None else []
    anchors = {_key(anchor) for anchor in raw}
    anchors.discard("")
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    heads = [anchor for anchor in raw if len(anchor) >= 20 and anchor.count(" ") >= 3]  # once, not per line
    led = [_teaser_led(line, heads) for line in lines]
    linked = sum(len(line) for line, glued in zip(lines, led, strict=True) if glued or _key(line) in anchors)
    # a teaser's headline: a whole line that is a link's text of three words or more, or a line it leads
    teaser = [glued or (line.count(" ") >= 2 and _key(line) in anchors) for line, glued in zip(lines, led, strict=True)]
    covered = sum(1 for i, is_teaser in enumerate(teaser) if is_teaser or (i and teaser[i - 1]))
    # table rows ("| 5:00 AM | Morning News | ... |") are data, not prose paragraphs
    rows = [line for line in lines if line.startswith("|")]
    paragraphs = sum(1 for line in lines if not line.startswith("|") and _weighted_len(line) >= 60)
    words = len(_WORD.findall(text))
    items = [line for line in lines if line.startswith("- ")]
    item_chars = sum(len(line) for line in items)
    # (a quick item of a roundup is a short sentence: "- Belleayre opens for skiing Saturday if the snow holds.")
    sentences = sum(len(line) for line in items if _weighted_len(line) >= 40 and _SENTENCE_END.search(line))
    # items that hold a link of a headline's length: a teaser list's (most read, search results), where a
    # story's bullets are its own sentences
    headlines = [key for key in anchors if len(key) >= 20]
    linked_items = sum(len(line) for line in items if any(key in _key(line) for key in headlines)) if headlines else 0
    prose = [line for line in lines if not line.startswith(("- ", "|"))]
    long_prose = [line for line in prose if _weighted_len(line) >= 60]
    prose_chars = sum(len(line) for line in prose)
    headings = sum(
        1 for line in prose if _weighted_len(line) < 60 and not _SENTENCE_END.search(line) and not line.endswith(":")
    )
    cards = _teaser_cards(body) if body is not None else ""
    if captions is None:
        captions = caption_keys(sel)
    captioned = [line for line in lines if _key(line) in captions] if captions else []
    return TextStats(
        chars=_weighted_len(text),
        paragraphs=paragraphs,
        link_density=linked / len(text) if text else 0.0,
        address=len(_ADDRESS.findall(text)) / words if words else 0.0,
        tabular=sum(len(line) for line in rows) / len(text) if text else 0.0,
        listed=sum(len(line) for line in lines if line.startswith("- ")) / len(text) if text else 0.0,
        labels=sum(
            1
            for line in lines
            if len(line.split()) <= 2 and _weighted_len(line) < 25 and not line.startswith(("- ", "|"))
        ),
        lines=len(lines),
        list_sentences=sentences / item_chars if item_chars else 0.0,
        linked_items=_share(linked_items, item_chars),
        teaser_lines=sum(teaser),
        teaser_cover=_share(covered, len(lines)),
        fragments=_share(
            sum(len(line) for line in prose if not _SENTENCE_END.search(line) and not _NO_STOP_SCRIPT.search(line)),
            prose_chars,
        ),
        sentences=_share(sum(len(_SENTENCE_SPLIT.findall(line)) for line in long_prose), len(long_prose)),
        quoted=_share(sum(1 for line in long_prose if _QUOTE.search(line)), len(long_prose)),
        figures=_share(sum(1 for line in lines if 10 * sum(ch.isdigit() for ch in line) >= len(line)), len(lines)),
        clock=_share(sum(1 for line in lines if _CLOCK.search(line)), len(lines)),
        clauses=_share(sum(1 for line in lines if _CLAUSE.match(line)), len(lines)),
        questions=_share(sum(1 for line in prose if len(line) < 120 and _QUESTION_END.search(line)), len(lines)),
        headings=_share(headings, len(long_prose)) if long_prose else float(headings > 0),
        captioned=_share(sum(len(line) for line in captioned), len(text)),
        # deks cut off with an ellipsis ("... the works start on Monday and …"): an index's teasers
        truncated=len(cut := [line for line in long_prose if line.rstrip().endswith(("…", "...", "[…]", "[...]"))]),
        truncated_teasers=_deks_under_headlines(body, cut) if body is not None and len(cut) >= 2 else 0,
        in_teasers=_share(sum(len(line) for line in lines if _key(line) in cards), sum(len(line) for line in lines))
        if cards
        else 0.0,
        caption_sentences=_share(
            sum(len(line) for line in captioned if len(_SENTENCE_SPLIT.findall(line)) >= 2),
            sum(len(line) for line in captioned),
        ),
    )


# a class or id naming a caption: "wp-caption-text", "photo-credit", "cutline", "bildunterschrift"; a box
# named as a gallery's slide holds one too
_CAPTION_NAME = re.compile(r"(?i)caption|credit|cutline|legend|bildunterschrift|pie-?de-?foto")
_SLIDE_NAME = re.compile(r"(?i)slide|galler|carousel|lightbox")


def _named_caption(node: Any, names: re.Pattern[str] = _CAPTION_NAME) -> bool:
    return bool(names.search(f"{node.get('class') or ''} {node.get('id') or ''}"))


def caption_keys(sel: Selector) -> set[str]:
    """Keys of the picture captions: `<figcaption>`, and the text beside an image in a box of its own (a
    gallery built of divs: `<div><img><div>caption</div></div>`). A `<p>` there is a paragraph of the story
    (a story built as picture-and-paragraph boxes) unless it or its box is named as a caption (WordPress's
    `<div class="wp-caption"><img><p class="wp-caption-text">`), or the box as a gallery's slide."""
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    if body is None:
        return set()
    keys = {_key(" ".join(node.itertext())) for node in body.iter("figcaption")}
    for img in body.iter("img"):
        box = img.getparent()
        if box is None or box.tag == "a":
            box = box.getparent() if box is not None else None
        if box is None or box.tag in ("body", "main", "article") or len(box) > 3:
            continue
        for child in box:
            if child.tag not in ("img", "a", "picture", "figcaption") and isinstance(child.tag, str):
                named = _named_caption(child) or _named_caption(box) or _named_caption(box, _SLIDE_NAME)
                if child.tag == "p" and not named:
                    continue
                keys.add(_key(" ".join(child.itertext())))
    keys.discard("")
    return keys


# "© 2026 Ledger Media Co.", "Copyright 2026 The Gazette. All rights reserved.": the site's notice under the
# story, which trafilatura keeps when the template puts it in the story's box. The word alone opens
# sentences too ("Copyright lawyers said the ruling would be appealed."): a notice gives the sign or a year
# right after it, or reserves the rights.
_COPYRIGHT = re.compile(
    r"^(?:©|\(c\)|copyright\W{0,3}(?:©|\(c\)|(?:19|20)\d\d\b)|copyright\b.*\ball rights reserved\b)", re.I
)


# A page counter under the story: "Просмотров: 2294", "Views: 1,204", "Aufrufe: 512" (a word or two, a number)
_COUNTER = re.compile(r"^[^\W\d_]+(?: [^\W\d_]+)?\s*[:\uff1a]\s*\d[\d\s.,]*$")


def _drop_tail(text: str, is_tail: Callable[[str], bool]) -> str:
    """The text without its last lines while they are the template's (a counter, a rights notice)."""
    lines = text.rstrip().split("\n")
    while len(lines) > 1 and is_tail(lines[-1]):
        lines.pop()
    return "\n".join(lines)


def drop_counter_tail(text: str) -> str:
    return _drop_tail(text, lambda line: bool(_COUNTER.match(line.strip())))


# ...or the site's name first, then the sign and a year, or the rights reserved in the site's language:
# "Karadeniz Postasi (c) 2026. Tum haklari saklidir." (the Turkish notice)
_RIGHTS_RESERVED = re.compile(
    r"©\s*(?:19|20)\d\d|\ball rights reserved\b|t\u00fcm haklar\u0131 sakl\u0131d\u0131r|alle rechte vorbehalten|"
    r"todos los derechos reservados|tous droits réservés|tutti i diritti riservati|все права защищены|版权所有",
    re.I,
)


# A correction or an update note the newsroom appends to (or puts over) a story: its label, maybe a date, then
# a colon. "Correction:", "Update (Dec. 1):", "Popravek (1. 12. 2026):", "АЖУРИРАНО 29.11.2026 во 11:20:".
_NOTE = re.compile(
    r"^\W*(?i:corrections?|clarification|editor'?s note|update[ds]?|popravek|zuzenketa|दुरुस्ती|सुधारणा|सुधार|"
    r"ажурирано|корекција|исправка|поправка|исправление|уточнение|rättelse|uppdatering|oppdatering|opdatering|"
    r"rettelse|oprava|berichtigung|korrektur|aktualisierung|rectificación|fe de errores|actualización|correção|"
    r"atualização|errata|rettifica|aggiornamento|rectificatif|correctif|mise à jour|düzeltme|güncelleme|"
    r"sprostowanie|aktualizacja|oikaisu|päivitys|korrekció|helyesbítés|rectificare|actualizare|ispravak|"
    r"korekcija|korrigjim|përditësim)(?!\w)([^:\uff1a\n]{0,40})[:\uff1a]\s*\S"
)


# "Source: AP", "Извор: ИНА", "Дереккөз: «Дала ақпарат» агенттігі": a short credit line under a brief
_SOURCE_LINE = re.compile(
    r"^\W*(?i:sources?|izvor|извор|quelle|fuente|fonte|kaynak|nguồn|дереккөз|источник|джерело|źródło|zdroj|"
    r"forrás|lähde|kilde|källa|bron|iturria|burimi|स्रोत|المصدر|מקור|"
    # Mongolian, Luxembourgish, Uzbek, Irish, Khmer, Gujarati, Malayalam, Belarusian
    r"эх сурвалж|quell|manba|foinse|ប្រភព|સ્રોત|ഉറവിടം|крыніца|ilo|булак|ແຫຼ່ງຂ່າວ|orisun|kelda|"
    r"来源|來源|出处|出典|출처|ที่มา|منبع|chanzo|nguồn tin)\s*[:\uff1a]\s*\S.{0,60}$"
)
# "— Seirbhís Nuachta na Gaeltachta": an agency (or a person) credited under a brief after a dash, in two to
# six words with no sentence's punctuation
_DASH_CREDIT = re.compile(r"^[\u2014\u2013]\s*[^\W\d_][^.!?:;\d]{2,58}$")
# "(AP)", "(ختیځ خبري اژانس)": an agency credited in parentheses, a line of its own
_PAREN_CREDIT = re.compile(r"^[(\uff08]\s*[^\W\d_][^()\uff08\uff09\d.!?:;]{1,58}[)\uff09]$")  # "(AP)", fullwidth too
# ...not a picture's, a clip's or a page's own label: "(Photo)", "(Reuters photo)", "(Video)", "(continued)",
# "(updated)", "(Advertisement)"
_PAREN_LABEL = re.compile(
    r"(?i)\b(?:photos?|pictures?|images?|fotos?|video|videos|audio|graphics?|map|continued|cont|updated?|"
    r"advertisement|advert|ad|sponsored|archive|file|end|more)\b|"
    r"^[\uff08(](?:写真|図|動画|资料|資料|完|终|終)[\uff09)]$"  # CJK photo, graphic, video, file, end
)
_PHOTO_CREDIT_PARAGRAPHS = 3  # paragraphs of a story whose byline's photo credit names no writer
_CREDIT_LINES = 3  # from the text's end: a credit can sit over the site's tagline or a share bar's line


def credits_source(text: str) -> bool:
    """The story credits its source in a line of its own near its end ("Source: NNA", "Izvor: BHPA",
    "— Seirbhís Nuachta na Gaeltachta"): what a wire brief carries, a notice or an index does not."""
    # (a dash before people's names attributes a quotation or a testimonial: "— Mark Twain")
    return any(
        _credit_line(line) and not (_DASH_CREDIT.match(line.strip()) and names_people(line.strip()[1:]))
        for line in text.rstrip().split("\n")[-_CREDIT_LINES:]
    )


def _credit_line(line: str) -> bool:
    line = line.strip()
    if _SOURCE_LINE.match(line):
        return True
    paren = bool(_PAREN_CREDIT.match(line)) and not _PAREN_LABEL.search(line)
    return bool((_DASH_CREDIT.match(line) or paren) and 1 <= len(line.split()) <= 7)


# An update label: what follows it is as often the story's news ("UPDATE, 3:15 p.m.: Police have now confirmed
# ...") as a note on the story's edit ("АЖУРИРАНО 29.11.2026 во 11:20: Додадени податоци за гласањето.")
_UPDATE_LABEL = re.compile(
    r"^\W*(?i:update[ds]?|ажурирано|uppdatering|oppdatering|opdatering|aktualisierung|actualización|atualização|"
    r"aggiornamento|mise à jour|güncelleme|aktualizacja|päivitys|actualizare|përditësim)(?!\w)"
)
_UPDATE_NOTE_MAX_CHARS = 100
_LOWER_WORD = re.compile(r"(?<!\w)[^\W\d_A-Z]{4,}(?!\w)")


def _note(line: str) -> bool:
    """A correction or update note, not a story's paragraph that begins with such a word ("Corrections staff
    found him at 4:30 a.m. ...", "UPDATE 1: The road reopened at noon after crews ...")."""
    match = _NOTE.match(line)
    if not match:
        return False
    # between the label and its colon: a date or a time ("Update (Dec. 1):", "Actualización del 3 de marzo:"),
    # no words of a sentence
    if any(w.casefold() not in MONTHS for w in _LOWER_WORD.findall(match.group(1))):
        return False
    return not (_UPDATE_LABEL.match(line) and len(line) > _UPDATE_NOTE_MAX_CHARS)


def drop_notes(text: str, authors: list[str]) -> str:
    """The story without the newsroom's correction or update notes (at its end, or its first line), a source
    credit under it, and a columnist's bio line under it (the line begins with the author's full name)."""
    names = [a for a in authors if len(a.split()) >= 2]
    text = _drop_tail(
        text,
        lambda line: (
            bool(_note(line) or _credit_line(line))
            or (len(line) <= 300 and any(line.startswith(name + " ") for name in names))
        ),
    )
    head, _, rest = text.partition("\n")
    return rest if rest.strip() and _note(head) else text


def drop_copyright_tail(text: str) -> str:
    return _drop_tail(
        text,
        lambda line: bool(
            (len(line) < 120 and _COPYRIGHT.match(line.strip())) or (len(line) < 200 and _RIGHTS_RESERVED.search(line))
        ),
    )


def drop_captions(text: str, captions: set[str], min_chars: int) -> str:
    """The story without its pictures' captions, when its own text is a story without them: trafilatura
    keeps some captions (a `<figure>` inside the story, a div beside an image), readers and labels do not
    count them as the story's text. A photo essay whose story is its captions keeps them. `captions`: the
    page's caption_keys()."""
    if not captions:
        return text
    lines = text.split("\n")
    kept = [line for line in lines if _key(line) not in captions]
    if len(kept) == len(lines) or _weighted_len("\n".join(kept)) < min_chars:
        return text
    return "\n".join(kept).strip()


def _share(count: float, total: int) -> float:
    return count / total if total else 0.0


def _weighted_len(text: str) -> int:
    # ideographs and hangul: one says what three letters do; an Ethiopic syllable what two do
    return len(text) + 2 * len(_WIDE.findall(text)) + len(_SYLLABIC.findall(text))


# Boxes every template puts around a story, by the words their class or id is made of ("newsletter-box",
# "share-bar", "most-read", "paywall"): their lines are not the story's, wherever trafilatura finds them.
_BOX_WORDS = frozenset(
    {"newsletter", "paywall", "subscribe", "subscription", "related", "recommended", "recommendations", "popular",
     "trending", "share", "sharing", "social", "cookie", "consent", "promo", "advertisement", "ad", "ads",
     "outbrain", "taboola", "rail", "sidebar",
     # the page's footer by name: table-layout portals' link row, copyright and licence lines ("bottom")
     "footer", "bottom", "copyright",
     # embedded social posts (the platforms' embed codes: "twitter-tweet", "instagram-media", "tiktok-embed")
     "tweet", "instagram", "tiktok", "embed",
     # the readers' comments ("talkbacks" in Hebrew, Korean and Japanese sites' markup)
     "comment", "comments", "talkback", "talkbacks", "discuss", "disqus",
     # links to the previous and next story, or to a listing's pages
     "pager", "pagenav", "pagination"}
)  # fmt: skip
_CLASS_WORDS = re.compile(r"[^a-z]+")
_BOX_BLOCKS = ("p", "h2", "h3", "h4", "li", "div", "span", "a", "strong")


# Class names that say what a page is about, not what a box is: WordPress's post_class ("tag-tiktok",
# "category-social"), and the utility classes of CSS frameworks ("border-bottom", "bottom-0").
_TAXONOMY_CLASS = ("tag-", "category-", "topic-", "post-", "section-", "format-", "type-")
_BOTTOM_BOX = re.compile(r"(?:footer|page|site|main)[-_]?bottom|bottom(?:[-_](?:bar|links|nav|footer|wrap|area|box))?")


def _box_words(names: str) -> set[str]:
    words: set[str] = set()
    for token in names.split():
        if token.startswith(_TAXONOMY_CLASS):
            continue
        parts = set(_CLASS_WORDS.split(token))
        if "bottom" in parts and not _BOTTOM_BOX.fullmatch(token):
            parts.discard("bottom")
        words |= parts
    return words


def boilerplate_lines(sel: Selector) -> set[str]:
    """Keys of the text blocks inside template boxes (newsletter, share, related, paywall, ads...)."""
    keys: set[str] = set()
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    if body is None:
        return keys
    done: set[Any] = set()  # the elements themselves: an id() of an lxml proxy can be reused
    for node in body.iter():
        # (the <body> is the page, not a box in it, whatever its classes say: Grav's "sticky-footer")
        if not isinstance(node.tag, str) or node.tag in ("main", "article") or node in done or node is body:
            continue
        names = f"{node.get('class') or ''} {node.get('id') or ''}".lower()
        words = _BOX_WORDS.intersection(_box_words(names)) if names.strip() else frozenset()
        if not words:
            continue
        # a wrapper around the story (it holds the headline, or paragraphs of running text: a newsletter
        # platform's "newsletter-body") is not a box, whatever its class says; boxes hold a pitch line or teasers
        if node.find(".//h1") is not None or _holds_prose(node):
            continue
        # ...and so is a layout grid around the page's main content (Drupal Olivero's "sidebar-grid" holds
        # <main> and the sidebar): a box sits beside the story or inside it, never around it
        if node.find(".//main") is not None or (
            words <= _LAYOUT_BOX_WORDS and any(not _is_card(a) for a in node.iter("article"))
        ):
            continue
        # a line trafilatura glued from several links of the box ("SubscribeSign in") is in its whole text
        keys.add("\x00" + _key(" ".join(node.itertext())))
        for block in node.iter(_BOX_BLOCKS):
            done.add(block)
            key = _key(" ".join(block.itertext()))
            if len(key) >= 12:
                keys.add(key)
    return keys


_CAPTIONS = (
    "//figcaption[not(ancestor::header or ancestor::nav or ancestor::footer or ancestor::aside)]"
    "[ancestor::article or ancestor::main or not(//article | //main)]"
)


def story_captions(sel: Selector) -> list[str]:
    """The captions of a picture-led story: three or more captions of a sentence or more each (a photo
    essay's), not the credit line under a lead image."""
    captions = [" ".join(" ".join(node.xpath(".//text()").getall()).split()) for node in sel.xpath(_CAPTIONS)]
    long = [c for c in captions if _weighted_len(c) >= 80]
    return long if len(long) >= 3 else []


# box words a page's layout grid also goes by ("sidebar-grid", "layout-rail"): only such a box can be the grid
# around the story's <article>; a "related" box holding teaser articles is a box
_LAYOUT_BOX_WORDS = frozenset({"sidebar", "rail", "bottom", "footer"})


def _holds_prose(node: Any) -> bool:
    long_paragraphs = 0
    for para in node.iter("p"):
        if _weighted_len(" ".join(" ".join(para.itertext()).split())) >= 150:
            long_paragraphs += 1
            if long_paragraphs >= 3:
                return True
    return False


def drop_lines(text: str, keys: set[str]) -> str:
    if not keys or not text:
        return text
    boxes = [k for k in keys if k.startswith("\x00")]

    def boxed(line: str) -> bool:
        key = _key(line)
        return key in keys or (len(key) >= 12 and any(key in box for box in boxes))

    return "\n".join(line for line in text.split("\n") if not boxed(line)).strip()


# Tables of a game's numbers under a result ("box-score", "linescore", "players", "lineups", "stats"): the
# story's data, not its text, as captions are. Named so by class, id or caption, and mostly numbers.
_STAT_WORDS = frozenset(
    {"boxscore", "linescore", "scoring", "stats", "statistics", "players", "lineup", "lineups", "roster"}
)  # fmt: skip
_NUMBER = re.compile(r"^[\d\s.,:%+\-\u2013/()]+$")


def _stat_table(table: Any) -> bool:
    caption = table.find("caption")
    words = _CLASS_WORDS.split(f"{table.get('class') or ''} {table.get('id') or ''}".lower())
    if caption is not None:
        words += _CLASS_WORDS.split(" ".join(caption.itertext()).lower())
    words = [w for w in words if w]
    named = _STAT_WORDS.intersection(words) or " box score " in f" {' '.join(words)} "
    cells = [" ".join(" ".join(td.itertext()).split()) for td in table.iter("td")]
    cells = [c for c in cells if c]
    return bool(named) and bool(cells) and sum(bool(_NUMBER.match(c)) for c in cells) >= len(cells) / 2


def drop_stat_tables(sel: Selector, text: str) -> str:
    """The text without the table rows trafilatura kept from box scores and player tables."""
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    if body is None or "|" not in text:
        return text
    cells: set[str] = set()
    for table in body.iter("table"):
        if _stat_table(table):
            cells.update(_key(" ".join(cell.itertext())) for cell in table.iter("td", "th", "caption"))
    if not cells:
        return text

    def stat_row(line: str) -> bool:
        values = [v for v in (_key(v) for v in line.strip().strip("|").split("|")) if v]
        return all(v in cells for v in values)  # a "|---|---|" separator has no values

    # a "|---|" separator goes with the header row above it
    out: list[str] = []
    dropped = False
    for line in text.split("\n"):
        is_row = line.lstrip().startswith("|")
        separator = is_row and not _key(line)
        dropped = is_row and (dropped if separator else stat_row(line))
        if not dropped:
            out.append(line)
    return "\n".join(out).strip()


def drop_ruby_readings(sel: Selector, text: str) -> str:
    """The text without the furigana readings (`<rt>`) trafilatura writes after each kanji word ("駅えき"):
    a reading aid printed over the word, not part of the sentence."""
    root = sel.root
    if not hasattr(root, "find") or root.find(".//rt") is None:
        return text
    pairs: dict[str, str] = {}
    for ruby in root.iter("ruby"):
        readings = "".join("".join(rt.itertext()) for rt in ruby.iter("rt", "rp"))
        base = "".join(ruby.itertext())
        for rt in ruby.iter("rt", "rp"):
            base = base.replace("".join(rt.itertext()), "", 1)
        base, readings = base.strip(), "".join(readings.split())
        if base and readings:
            pairs[base + readings] = base
    for doubled in sorted(pairs, key=len, reverse=True):  # the longest first: "新あたら" before "新"
        text = text.replace(doubled, pairs[doubled])
    return text


_JOINED = re.compile(r"\w+(?:[\u200c\u200d]\w+)+")


def restore_joiners(text: str, html: str) -> str:
    """Put back the zero-width (non-)joiners trafilatura strips: in Persian, Kurdish or Indic scripts they are
    part of a word's spelling (Persian plural and verb prefixes are written apart with one); the page's own
    words say where."""
    if not text or ("\u200c" not in html and "\u200d" not in html):
        return text
    words = {w.replace("\u200c", "").replace("\u200d", ""): w for w in _JOINED.findall(html)}
    words = {bare: w for bare, w in words.items() if bare != w}
    if not words:
        return text
    pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(words, key=len, reverse=True))) + r")\b")
    return pattern.sub(lambda m: words[m.group(0)], text)


def _key(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.casefold())


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
        key = _key(line)
        # trafilatura glues the short lines of a table layout into one ("Domingo, 29 de noviembre de 2026
        # Redacción"), and a breadcrumb to the headline under it ("Portada > Deportes <headline>")
        glued = _made_of(key, under) or any(key.endswith(h) and len(key) - len(h) <= 30 for h in heads)
        if key not in under and not glued:
            break
        plain = _LIST_MARK.sub("", line.strip())  # trafilatura writes a <dl>/<ul> of byline items as "- ..."
        short_label = len(plain) <= 40 and len(plain.split()) <= 4 and not _SENTENCE_END.search(plain)
        # a line naming the byline's author with no sentence of the story above it (a short story, signed
        # at its end, is all lines under the headline)
        named = clean and len(plain) <= 80 and any(name and name in plain for name in authors or ())
        # a date line is short: "died on March 8, 2024, at home" is a first paragraph holding a date
        # a by-word line is a byline when short or no sentence: "Od 1. januarja 2027 bodo cene ...", "Av 300
        # tillfrågade ...", "Przez 30 lat ..." are lead paragraphs ("from", "of", "for" in those languages)
        by_line = _BYLINE_LINE.match(plain) and (len(plain) <= 60 or not _SENTENCE_END.search(plain))
        marker = (
            by_line or _DATE_ONLY.match(plain) or (len(plain) <= 60 and human_date(plain))
            or (clean and len(plain) <= 60 and desk_byline([plain]))
        )  # fmt: skip
        if marker and sentences >= 2:
            break  # a short story's dated sign-off under its paragraphs, not a byline block over them
        sentences += bool(_SENTENCE_END.search(plain))
        # ...and a label right after the byline: "Kategoria: Wiadomości"
        if marker or named or (top == i and top and short_label):
            top = i + 1
        clean = clean and bool(marker or named or short_label or key in heads)
    return top


def strip_heading_lines(
    text: str, title: str | None, h1: list[str], byline: list[str] | None = None, authors: list[str] | None = None
) -> str:
    """The body without the headline, the byline and the date line trafilatura keeps at its top.

    `byline` are the short lines under the headline on the page: a standfirst there is dropped with them,
    but only when a byline or date line follows it (a short first paragraph after the date stays); so is a
    short label line right after them (Joomla's "Category: News" under "Written by ..."). `authors`: the
    names read from the byline, whatever word stands before them ("Napisane przez Anna Nowak")."""
    lines = text.split("\n")
    heads = {_key(h) for h in [*(h1 or []), title or ""] if h}
    heads.discard("")
    under = {_key(line) for line in byline or []} | heads
    under.discard("")
    top = _byline_top(lines, heads, under, authors)
    # (never the whole text: a photo story's one sentence over its repeated headline and date line stays)
    if top and "".join(lines[top:]).strip():
        text = "\n".join(lines[top:]).strip()
        lines = text.split("\n")

    def is_heading(line: str) -> bool:
        # The headline itself, or a variant of it ("Live: <headline>"); never a paragraph that quotes it.
        key = _key(line)
        return bool(key) and any(
            key == h or (len(key) > 12 and abs(len(key) - len(h)) <= 12 and (key in h or h in key)) for h in heads
        )

    kept = 0
    while kept < min(4, len(lines) - 1):
        line = lines[kept].strip()
        is_byline = len(line) < 100 and bool(_BYLINE_LINE.match(line) or _DATE_ONLY.match(line))
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
    rest = [line for line in lines if not (_key(line) and _key(line) in heads)]
    return "\n".join(rest).strip() if kept or len(rest) < len(lines) else text


# A sign-up, log-in or contact form in the page's content (its <main> or <article>, or the #content/#main
# region of older templates; not a template's footer box, a hidden modal, a newsletter box or a story's
# comment form): the page's content is the form, a browser adds no story.
_ACCOUNT_FORM = (
    "(//main | //article | //*[@role='main'] | //*[@id='content' or @id='main' or @id='main-content'])"
    "//*[self::input[@type='email' or @type='password'] or self::textarea]"
    "[not(ancestor::*[@hidden or @aria-hidden='true' or contains(@class, 'modal') or contains(@class, 'newsletter')"
    " or contains(@class, 'subscribe-widget') or contains(@class, 'footer') or contains(@class, 'comment')"
    " or contains(@id, 'comment')])]"
)


def _looks_scripted(s: PageSignals, sel: Selector, blobs: list[tuple[str, Any]]) -> bool:
    # AMP pages are built without the site's own scripts (the AMP runtime only lays them out): what the
    # HTML holds is all the text there is.
    html_attrs = sel.root.attrib if hasattr(sel.root, "attrib") else {}
    if "amp" in html_attrs or "\u26a1" in html_attrs or sel.xpath(_ACCOUNT_FORM):
        return False
    if s.app_root_empty or s.noscript_notice:
        return True
    # An app root that already holds the page's text was rendered on the server (Next.js, Nuxt): its state
    # blob is the page's data and its scripts hydrate what is there, not a story still to be built.
    if s.app_root_filled:
        return False
    if blobs:
        return True
    # Every real template has scripts (ads, analytics, consent): scripts alone say the body may be built by
    # one only on a page that declares a story (og/JSON-LD or article metas) and shows little of it.
    return s.scripts > 0 and (s.declared_article or bool(s.article_metas))


GALLERY_PHOTOS = 8  # described pictures in a thin page's content that make it a gallery, not a story to render


def _story_like(s: PageSignals, title: str | None) -> bool:
    """Enough of an article's shape, without its text, to be worth a browser."""
    if s.declared_listing or (s.declared_media and not s.declared_types & ARTICLE_TYPES):
        return False  # a gallery's captions or a player: a browser adds no story text
    if s.declared_non_story:
        return False  # an event's, a product's or a recipe's own page: its few lines are the thing's
    if s.photos >= GALLERY_PHOTOS and s.gallery_marked:
        return False  # a gallery's described pictures are on the page already (a script builds no story there)
    if (
        s.headline_links >= 6 or s.similar_links >= 10 or s.article_elements >= 4 or s.repeated_links >= 4
        or s.choice_inputs >= CHOICE_INPUTS
    ):  # fmt: skip
        # the HTML already shows a listing's teaser headlines (a section or tag page whose deks the text
        # leaves out), its cards' buttons ("See deal at ...") or a quiz's choices: its content is there, a
        # browser adds no story
        return False
    # A tag, author, search or paged address, or a page of teasers with links to its next pages: a listing
    # on the story template (og:type=article on every page), not a story a script fills in. The headlines of
    # a post navigation (the previous and next posts, rel=prev/next) are no teasers.
    if s.url_listing or s.url_root or (s.pagination and s.headline_links - s.pager_headlines >= 1):
        return False
    if s.declared_article:
        return True
    if "published_time" in s.article_metas and (s.article_elements == 1 or s.h1):
        return True  # article metas over a headline whose body a script fills in
    shape = s.url_dated or s.url_id or s.url_slug_words >= 4
    return bool(shape and (s.article_metas or headline_matches(s, title)))


def _tied(signals: PageSignals, meta: Metadata) -> bool:
    """A page of a lying template that is one story all the same: its address dates or numbers it, or a
    person's byline under its headline comes with a date written there (not the template's)."""
    if signals.url_dated or signals.url_id:
        return True
    return _signed_in_byline(meta) and any(human_date(line) or numeric_days(line) for line in meta.byline)


def _signed_in_byline(meta: Metadata) -> bool:
    """An author of the page is named in the lines under its headline."""
    byline = " ".join(meta.byline).casefold()
    return any(name.casefold() in byline for name in meta.authors)


def _without_closing_signature(text: str, authors: list[str], site_names: list[str]) -> tuple[str, list[str]]:
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
    if authors:
        return text, authors
    # an interview's or a story's labelled credit as its last line ("Ярилцсан: Б. Ганболд": interviewed by)
    labelled = labelled_author(last, site_names) if head.strip() else []
    if labelled:
        return head.rstrip(), labelled
    first = last.split(" ", 1)[0]
    credit = ":" in last or (len(first) >= 3 and first.isupper() and not last.isupper())
    alone = head.count("\n") >= 1 and len(last) <= 40 and not credit
    signer = signature_author(last, site_names) if alone else []
    return (head.rstrip(), signer) if signer else (text, authors)


def _same_people(names: list[str], others: list[str]) -> bool:
    """Whether two author lists name the same people, whatever the case they are written in."""
    return {n.casefold() for n in names} == {n.casefold() for n in others}


def _without_closing_parens(text: str, authors: list[str]) -> tuple[str, list[str]]:
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


def _without_closing_bio(
    text: str, authors: list[str], bio: str | None, site_names: list[str]
) -> tuple[str, list[str]]:
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


def extract(
    html: str,
    url: str,
    sel: Selector,
    min_chars: int | None = None,
    options: ExtractOptions | None = None,
    content_language: str | None = None,
    reached_by: str | None = None,
    template: Any = None,
) -> Extraction:
    """Extract one page. Never raises on bad HTML: failures come back as non-articles with a reason.

    `reached_by`: the `via` tag of the link that first reached the page (crawler/linkzone.py; request meta
    of followed links); None, or anything unreadable, is no link evidence. `template`: the site-template
    marks the page was reached with (request meta `site_tpl`, crawler/article/sitetemplate.py)."""
    options = options or ExtractOptions()
    if min_chars is not None and min_chars != options.min_chars:
        options = ExtractOptions(**{**options.__dict__, "min_chars": min_chars})
    try:
        return _extract(html, url, sel, options, content_language, ReachedBy.parse(reached_by), marks_of(template))
    except Exception as exc:  # trafilatura/lxml can fail on hostile markup; never let it kill a worker
        logger.warning("Extraction failed for %s: %r", url, exc)
        return Extraction(
            is_article=False,
            reason="extraction_error",
            classification={"is_article": False, "reason": "extraction_error", "error": repr(exc)[:200]},
        )


def _extract(
    html: str,
    url: str,
    sel: Selector,
    options: ExtractOptions,
    content_language: str | None,
    reached: ReachedBy | None,
    template: frozenset[str] = frozenset(),
) -> Extraction:
    stack = first_of_stacked_stories(sel)
    if stack is not None:  # the next stories appended under the page's own are other pages' (infinite scroll)
        html, sel = stack, Selector(text=stack)
    s = collect(sel, url)
    # metadata is read from the page as served; only the text extraction sees the unwrapped layout
    body_html = plain_layout(sel) or html
    data = _trafilatura(body_html, url, options)
    boxes = boilerplate_lines(sel)
    text = drop_lines((data.get("text") or "").strip(), boxes)
    text_source = "trafilatura"
    if _weighted_len(text) < options.min_chars and options.recall_fallback and not options.favor_recall:
        more = drop_lines((_trafilatura(body_html, url, options, recall=True).get("text") or "").strip(), boxes)
        # Recall mode sometimes returns a whole block glued into one line (headline, share bar and story):
        # more characters in fewer lines is the page's chrome, not more of the story.
        if len(more) > len(text) and more.count("\n") >= text.count("\n"):
            text, text_source = more, "trafilatura_recall"
    # A state blob can hold the whole story while the HTML holds only the page's chrome (client-rendered
    # apps): the blob wins when it is clearly longer than what trafilatura found.
    blobs = state_blobs(sel)  # read once: the RSC stream of a Next.js page is worth parsing only once
    state = article_from_state(blobs, options.min_chars)
    if state is not None and len(state.text) < 1.5 * len(text):
        state = None
    if state is not None:
        text, text_source = state.text, f"state:{state.source}"
        data = {**data, "title": data.get("title") or state.title}
    text = restore_joiners(text, html)
    lead = dateline_lead(sel, text) if text else None
    if lead:  # the story's first paragraph, set apart between the headline and the body (VnExpress)
        text = f"{lead}\n{text}"
    # the template's dates are rejected like placeholders there (crawler/article/sitetemplate.py)
    meta = page_metadata(sel, html, url, s, text, data, content_language, template)
    if state is not None and not meta.title:
        meta.title = state.title
    if state is not None and not meta.authors:
        # a client-rendered story names its authors only in the state, next to its text
        meta.authors = clean_authors(state.authors, meta.site_names)
    text = strip_heading_lines(text, meta.title, s.h1, meta.byline, meta.authors)
    text, meta.authors = _without_closing_signature(text, meta.authors, meta.site_names)
    text, meta.authors = _without_closing_bio(text, meta.authors, closing_bio(sel), meta.site_names)
    text, meta.authors = _without_closing_parens(text, meta.authors)
    first, newline, rest = text.partition("\n")
    first, reporters = opening_reporter(first)
    if reporters:  # a Korean wire dateline's reporter ("(세종=연합뉴스) 이민수 기자 = ..."): the author, not text
        text, meta.authors = first + newline + rest, meta.authors or reporters
    # a Taiwanese reporter's credit in brackets, opening one of the first lines or closing the text
    reporters, closing = taiwan_reporters(text.split("\n"))
    if reporters and not meta.authors:
        meta.authors = reporters
    if closing > 0:
        text = "\n".join(text.split("\n")[:closing])
    if s.photos >= PHOTO_STORY_PHOTOS and _weighted_len(text) < options.min_chars:
        # a photo story signed by its photographer's credit under its few lines ("Foto's: Kobus Nel"): the
        # credit is its signature, not its text
        head, _, last = text.rstrip().rpartition("\n")
        credited = photo_credit(last, meta.site_names) if head.strip() else []
        if credited and (not meta.authors or set(credited) <= set(meta.authors)):
            meta.authors, text = meta.authors or credited, head.rstrip()
    if meta.authors and sum(1 for line in text.split("\n") if _weighted_len(line) >= 60) >= _PHOTO_CREDIT_PARAGRAPHS:
        # "Photo: Jane Doe" under the headline of a story of several paragraphs credits its picture, not its text
        # (unless the structured data names her too)
        photographers = {name.casefold() for name in clean_authors(byline_photographers(meta.byline))}
        declared = {name.casefold() for name in declared_authors(sel, article_nodes(s))}
        if {a.casefold() for a in meta.authors} <= photographers - declared:
            meta.authors = []
    # A photo essay tells its story in the captions (its own text under the headline is short): trafilatura
    # leaves them out with every other caption.
    if _weighted_len(text) < options.min_chars:
        captions = story_captions(sel)
        if captions:
            text, text_source = "\n".join([text, *captions]).strip(), f"{text_source}+captions"
    captions = caption_keys(sel)  # for the gallery measure and, after the decision, the body
    text = drop_counter_tail(text)
    stats = text_stats(sel, text, captions)
    declared = meta.date.declared
    templated = bool(declared and in_template(declared, template))
    if templated and not _tied(s, meta):
        # The site's template declares this date on pages that are no story (page_metadata rejected it as a
        # date): unless the page is tied to one story, the template's article declarations say nothing of it.
        s = without_declarations(s)
    inputs: dict[str, Any] = {
        "title": meta.title,
        "has_date": meta.date.day is not None and meta.date.source not in ("htmldate", "trafilatura"),
        "has_author": bool(meta.authors),
        "min_chars": options.min_chars,
        "from_state": state is not None,
        # the title a line of its own with its date line under it, or right over it (old table layouts)
        "byline_under_title": meta.date.source in ("text:byline", "text:above") or _signed_in_byline(meta),
        "desk_byline": not meta.authors and desk_byline(meta.byline),
        "credited": credits_source(text),
    }
    decision: Decision = classify_page(options.classifier, s, stats, reached, **inputs)
    # (a page at a dated story address is a story: an interview or an essay headed by its subject's name)
    if decision.is_article and meta.title and not s.url_dated and _key(meta.title) in {_key(a) for a in meta.authors}:
        # A page named for the person who signs it is that person's page (an author archive, a staff bio,
        # a profile): a story's headline is never its byline.
        decision = Decision(False, "person_page", [*decision.evidence, "title_is_author"])
    if decision.is_article and stats.chars < options.min_chars:
        # a short page taken as a brief or a photo story that tells its reader to subscribe or log in is a
        # paywalled story's teaser: its lead picture, the author's and the offer's are no photo story
        shown = " ".join(sel.xpath(_CONTENT_TEXT).getall())
        if _PAYWALL.search(shown):
            decision = Decision(False, "paywalled", [*decision.evidence, "paywall_notice"])
    if (
        decision.is_article
        and _EPISODE_TITLE.match(meta.title or "")
        and sum(1 for line in text.split("\n") if _CHAPTER_LINE.match(line)) >= 3
    ):
        # a podcast's episode page: "Ep. 14: ..." over its show notes' chapter times ("- 03:40 Louise on ..."),
        # the audio's page on the post template (Ghost types it Article), not a written story; blind labellers
        # disagreed (one set called its show notes an article), so a setting keeps them, flagged
        if options.keep_podcasts:
            decision.evidence = [*decision.evidence, "podcast_episode"]
        else:
            decision = Decision(False, "podcast_episode", [*decision.evidence, "chapter_times"])
    if decision.is_article and (
        _LEGAL_OPENING.match(text) or (_NOTICE_TITLE.match(meta.title or "") and _LEGAL_FORMULA.search(text[:300]))
    ):
        # a public or legal notice (a hearing, a call for bids) that a council's or a paper's news module
        # posts on the story template, dated and signed by the clerk: it opens with the law's formula, where
        # a story about the notice would open with the news
        decision = Decision(False, "public_notice", [*decision.evidence, "legal_formula"])
    if decision.is_article and (s.url_sponsored or s.declared_sponsored):
        # Sponsored content (/partner-content/..., AdvertiserContentArticle): the advertiser's text on the story
        # template, declared, dated and signed like a story; skipped (counted under its reason) unless kept
        if options.keep_sponsored:
            decision.evidence = [*decision.evidence, "sponsored"]
        else:
            decision = Decision(False, "sponsored", [*decision.evidence, "sponsored"])
    if templated:
        decision.evidence = [*decision.evidence, "template_declaration"]
    # after the decision, which counts a result's tables as the page's (a box score alone is no article)
    text = drop_captions(drop_ruby_readings(sel, drop_stat_tables(sel, text)), captions, options.min_chars)
    release = is_wire_release(text)
    if release:
        meta.authors = without_issuer(meta.authors, text)
    text = drop_release_tail(drop_copyright_tail(text))
    if decision.is_article:
        text = drop_notes(text, meta.authors)
    if decision.is_article and not meta.authors and text and not release:
        # no byline over the story: a letter or a guest column is signed under it (a wire release is signed by
        # no one: what follows its text is the wire's contacts and SOURCE line)
        meta.authors = signature_author(line_after(sel, text.split("\n")[-1]), meta.site_names)
    if decision.is_article and meta.date.day is None:
        meta.date = date_with_htmldate(sel, html, url, s, data, template if templated else frozenset())
    if decision.is_article:
        meta.language, meta.language_source = language_of(sel, text, content_language)
    page_text = " ".join(sel.xpath(_BODY_TEXT).getall()) if not decision.is_article else ""
    paywalled = decision.reason == "text_too_short" and (
        bool(_PAYWALL.search(page_text))
        or any(node.get("isAccessibleForFree") in (False, "False", "false") for node in s.jsonld)
    )
    if paywalled:
        decision.reason = "paywalled"
    # a page whose little text is a table has its content already (results, rates): a browser adds no story
    elif (
        decision.reason == "text_too_short"
        and stats.tabular < 0.4
        and _story_like(s, meta.title)
        and _looks_scripted(s, sel, blobs)
    ):
        decision.needs_render = True
    notes = [f"date_rejected:{r.split('=', 1)[0]}" for r in meta.date.rejected]
    classification = {
        "is_article": decision.is_article,
        "reason": decision.reason,
        "evidence": decision.evidence,
        "text_source": text_source,
        "text_chars": stats.chars,
        "date_source": meta.date.source or None,
        "language_source": meta.language_source,
        **({"reached_by": reached.tag} if reached is not None else {}),
    }
    return Extraction(
        is_article=decision.is_article,
        needs_render=decision.needs_render,
        title=meta.title,
        author=meta.author,
        authors=meta.authors,
        date=meta.date.day,
        published_at=meta.date.timestamp,
        text=text,
        language=meta.language,
        canonical_url=_canonical(sel, url),
        signals=article_signals(sel, url, s),
        reason=decision.reason,
        classification=classification,
        notes=notes,
        classifier_input=(s, stats, inputs),
        template_mark=_template_mark(sel, s, url, declared, decision),
    )


def _template_mark(sel: Selector, s: PageSignals, url: str, declared: str | None, decision: Decision) -> str | None:
    """The structured date this page marks as its site's template value, unless it is one of its stories'."""
    if not declared or not timed(declared):
        return None  # a date alone is no mark: a front declaring today's day shares it with the day's stories
    mark = own_mark(
        declared, is_article=decision.is_article, reason=decision.reason, needs_render=decision.needs_render,
        root=s.url_root,
    )  # fmt: skip
    if mark and describes_linked_page(sel, article_nodes(s), url, mark):
        return None
    return mark
