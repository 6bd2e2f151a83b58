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
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any
from urllib.parse import urljoin

import trafilatura
from parsel import Selector
from trafilatura.settings import set_date_params

from crawler.article.authors import (
    byline_photographers,
    chinese_wire_reporters,
    clean_authors,
    declared_authors,
    desk_byline,
    letters_page,
    opening_credit,
    opening_reporter,
    photo_credit,
    signature_author,
    taiwan_reporters,
    wire_credit_line,
)
from crawler.article.boilerplate import (
    above_headline,
    boilerplate_lines,
    drop_leading,
    drop_lines,
    drop_ruby_readings,
    drop_stat_tables,
    restore_joiners,
    story_captions,
)
from crawler.article.byline import closing_bio, line_after
from crawler.article.classify import (
    CHOICE_INPUTS,
    LINK_DENSE,
    PHOTO_STORY_PHOTOS,
    Decision,
    TextStats,
    headline_matches,
)
from crawler.article.cleanup import (
    PHOTO_CREDIT_PARAGRAPHS,
    caption_keys,
    credits_source,
    drop_captions,
    drop_copyright_tail,
    drop_link_tail,
    drop_notes,
    drop_template_tail,
)
from crawler.article.closing import without_closing_bio, without_closing_parens, without_closing_signature
from crawler.article.dates import human_date, in_template, latest_day, numeric_days, timed
from crawler.article.headings import strip_heading_lines
from crawler.article.horoscope import is_horoscope
from crawler.article.jsonld import types_of
from crawler.article.jsstate import article_from_state, state_blobs
from crawler.article.language import language_of
from crawler.article.layout import first_of_stacked_stories, plain_layout, without_ruby
from crawler.article.lead import dateline_lead
from crawler.article.liveblog import restore_entries
from crawler.article.release import drop_release_tail, is_wire_release, without_issuer
from crawler.article.scorer import MODES, classify_page, load_model
from crawler.article.signals import ARTICLE_TYPES, PageSignals, collect
from crawler.article.sitetemplate import describes_linked_page, marks_of, own_mark, without_declarations
from crawler.article.textkit import SENTENCE_END, line_key, weighted_len
from crawler.article.textstats import BODY_TEXT, CONTENT_TEXT, text_stats
from crawler.linkzone import ReachedBy
from crawler.metadata import Metadata, article_nodes, date_with_htmldate, page_metadata

logger = logging.getLogger(__name__)
# trafilatura logs ERROR for every empty or non-article page; outcomes are counted in our own stats, so
# its messages would only inflate log_count/ERROR, which operators alert on.
logging.getLogger("trafilatura").setLevel(logging.CRITICAL)
logging.getLogger("htmldate").setLevel(logging.CRITICAL)

__all__ = ["ARTICLE_TYPES", "ExtractOptions", "Extraction", "article_signals", "extract"]

_PAYWALL = re.compile(
    # ("for subscribers" closing a notice, not "the discount is only for subscribers who signed up" in a brief)
    r"subscribe (?:now |today )?to (?:continue|read)|subscribers only|for subscribers(?=\s*(?:only\b|[.!:]|$))|"
    r"already a subscriber|"
    r"sign in to (?:continue|read)|create a free account to (?:continue|read)|this (?:article|story|content) is "
    r"(?:for|reserved for|available to) (?:subscribers|members)|log in to read|"
    # German, French, Spanish: "Lesen Sie weiter mit Ihrem Abo", "réservé aux abonnés", "exclusivo para suscriptores"
    r"lesen sie weiter mit (?:ihrem|einem) abo|nur für abonnenten|abonnez-vous pour (?:lire|continuer)|"
    r"réservé aux abonnés|exclusiv[oa]s? para suscriptores|suscr[íi]b[ea]te para (?:seguir leyendo|leer)|"
    # Portuguese, Catalan: "exclusivo para assinantes" (not a login bar's "Já é assinante?", which free pages show)
    r"exclusiv[oa] para assinantes|exclusiu per a subscriptors|"
    # a column's teaser: "Read the full column in print"
    r"read the full (?:column|story|article) in\b[^.]{0,30}\bprint|"
    # Dutch: "Dit verhaal is alleen voor leden", "Word lid om verder te lezen" (the story's own notice; not a
    # members' box beside a free story, as Italian "riservato agli abbonati" is on holdout11's)
    r"(?:dit|het|deze) (?:verhaal|artikel|stuk|bijdrage) is alleen voor (?:leden|abonnees)|"
    r"word (?:lid|abonnee) om verder te lezen",
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
    # When the page was fetched (None: now): no publication date after it (and a day's grace) is plausible. A page
    # processed later than it was fetched, replayed from an archive or a test set, is judged at its fetch time.
    now: datetime | None = None

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


def _declared_paywalled(nodes: list[dict]) -> bool:
    """Whether the structured data marks the story as not free to read (schema.org's paywall markup)."""
    return any(node.get("isAccessibleForFree") in (False, "False", "false") for node in nodes)


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


def date_params(now: datetime | None) -> dict[str, Any] | None:
    """trafilatura's date search (htmldate) as it runs by default, up to the last day plausible at `now` if given."""
    if now is None:
        return None
    return {**set_date_params(), "max_date": latest_day(now).isoformat()}


def _trafilatura(html: str, url: str, options: ExtractOptions, *, recall: bool = False) -> dict[str, Any]:
    doc = trafilatura.bare_extraction(
        html,
        url=url,
        with_metadata=True,
        include_comments=False,
        include_tables=options.include_tables,
        favor_precision=options.favor_precision and not recall,
        favor_recall=options.favor_recall or recall,
        date_extraction_params=date_params(options.now),
    )
    return doc.as_dict() if doc is not None and hasattr(doc, "as_dict") else (doc or {})


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


_COMMENT_LEAVES = frozenset({"comments", "comment", "kommentare", "commentaires", "comentarios", "commenti"})
GALLERY_PHOTOS = 8  # described pictures in a thin page's content that make it a gallery, not a story to render


def _story_address(s: PageSignals) -> bool:
    """The address names one story: it dates or numbers the page, or its slug is a headline's words."""
    return s.url_dated or s.url_id or s.url_slug_words >= 4


def _story_like(s: PageSignals, title: str | None, shown: int = 0) -> bool:
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
    # ...and a story's comments page (/.../comments): what a script fills in there is the readers' comments
    if s.url_leaf.lower() in _COMMENT_LEAVES:
        return False
    # ...and a top-level section front named as its address ("Region" at /region/) that shows some text: a story is
    # never at /<its title>/ (a front with nothing shown is a script's shell: a browser finds its links; an
    # obituary's "Jane Roe" at /obituaries/jane-roe is a story's)
    if shown and title and s.url_top_level and line_key(s.url_leaf) == line_key(title):
        return False
    if s.declared_article:
        return True
    if "published_time" in s.article_metas and (s.article_elements == 1 or s.h1):
        return True  # article metas over a headline whose body a script fills in
    shape = _story_address(s)
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


def _adds_sentences(text: str, more: str) -> bool:
    """Whether `more` has a line of running text (a sentence of some length) that `text` has not."""
    have = set(text.split("\n"))
    return any(
        # (a long line is running text in scripts that end no sentence with a mark: Lao, Thai)
        line not in have and (weighted_len(line) >= 80 or (weighted_len(line) >= 40 and SENTENCE_END.search(line)))
        for line in more.split("\n")
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
    bare = without_ruby(sel)
    if bare is not None:  # read as the reader reads it: the ruby's base text
        html, sel = bare, Selector(text=bare)
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
    if options.favor_precision and "liveblogposting" in s.declared_types:
        # a live blog's one-line entries beside their share links, which precision mode deletes
        balanced = _trafilatura(body_html, url, replace(options, favor_precision=False))
        text = restore_entries(text, drop_lines((balanced.get("text") or "").strip(), boxes), sel)
    shown_elsewhere = False  # recall found enough text on the page, none of it running text: links and chrome
    if weighted_len(text) < options.min_chars and options.recall_fallback and not options.favor_recall:
        more = drop_lines((_trafilatura(body_html, url, options, recall=True).get("text") or "").strip(), boxes)
        # (what it found: plenty of text, or, at an address that names no story, a few lines that are mostly
        # links: at a story's address those are its menus or "read more" lines, and a browser builds its body)
        shown_elsewhere = bool(more) and (
            weighted_len(more) >= options.min_chars
            or (not _story_address(s) and text_stats(sel, more, set()).link_density >= LINK_DENSE)
        )
        # Recall mode sometimes returns a whole block glued into one line (headline, share bar and story):
        # more characters in fewer lines is the page's chrome, not more of the story.
        # ...and lines the page's chrome gives it (a skip link, the site's tagline, a rights line) add no story:
        # recall is taken for what it adds in sentences
        if len(more) > len(text) and more.count("\n") >= text.count("\n") and _adds_sentences(text, more):
            text, text_source, shown_elsewhere = more, "trafilatura_recall", False
    # ...nor what the page prints over its headline, where the text opens with it (a market ticker bar, a kicker);
    # a menu's links there go from the stored text only, once the page is judged: their short lines are some of
    # what tells a section front from a story
    above = above_headline(sel)
    text = drop_leading(text, [key for key, linked in above.items() if not linked])
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
    meta = page_metadata(sel, html, url, s, text, data, content_language, template, now=options.now)
    if state is not None and not meta.title:
        meta.title = state.title
    if state is not None and not meta.authors:
        # a client-rendered story names its authors only in the state, next to its text
        meta.authors = clean_authors(state.authors, meta.site_names)
    text = strip_heading_lines(text, meta.title, s.h1, meta.byline, meta.authors)
    # (a letters page's signatures are its readers', each under their letter: not the page's authors; one letter
    # under a "Letters:" headline is signed by its writer)
    letters = letters_page(meta.title, [*meta.byline, meta.above or ""]) and (
        sum(1 for line in text.split("\n") if signature_author(line, meta.site_names)) >= 2
    )
    if not letters:
        text, meta.authors = without_closing_signature(text, meta.authors, meta.site_names)
    text, meta.authors = without_closing_bio(text, meta.authors, closing_bio(sel), meta.site_names)
    text, meta.authors = without_closing_parens(text, meta.authors)
    first, newline, rest = text.partition("\n")
    first, reporters = opening_reporter(first)
    if reporters:  # a Korean wire dateline's reporter ("(세종=연합뉴스) 이민수 기자 = ..."): the author, not text
        text, meta.authors = first + newline + rest, meta.authors or reporters
    credited = opening_credit(first, meta.site_names) if rest else []
    if credited:  # "Bài: Ngọc Lan" as the post's first line: its writer, not its text
        text, meta.authors = rest, meta.authors or credited
    # a Taiwanese reporter's credit in brackets, opening one of the first lines or closing the text
    reporters, closing = taiwan_reporters(text.split("\n"))
    if reporters and not meta.authors:
        meta.authors = reporters
    if closing > 0:
        text = "\n".join(text.split("\n")[:closing])
    reporters, credit = wire_credit_line(text.split("\n"))
    if credit >= 0:
        meta.authors = meta.authors or clean_authors(reporters, meta.site_names)
        text = "\n".join(line for i, line in enumerate(text.split("\n")) if i != credit)
    reporters, own_line = chinese_wire_reporters(text.split("\n"))
    if reporters and not meta.authors:
        meta.authors = reporters
    if own_line >= 0:
        text = "\n".join(line for i, line in enumerate(text.split("\n")) if i != own_line)
    if s.photos >= PHOTO_STORY_PHOTOS and weighted_len(text) < options.min_chars:
        # a photo story signed by its photographer's credit under its few lines ("Foto's: Kobus Nel"): the
        # credit is its signature, not its text
        head, _, last = text.rstrip().rpartition("\n")
        credited = photo_credit(last, meta.site_names) if head.strip() else []
        if credited and (not meta.authors or set(credited) <= set(meta.authors)):
            meta.authors, text = meta.authors or credited, head.rstrip()
    if meta.authors and sum(1 for line in text.split("\n") if weighted_len(line) >= 60) >= PHOTO_CREDIT_PARAGRAPHS:
        # "Photo: Jane Doe" under the headline of a story of several paragraphs credits its picture, not its text
        # (unless the structured data names her too)
        photographers = {name.casefold() for name in clean_authors(byline_photographers(meta.byline))}
        declared = {name.casefold() for name in declared_authors(sel, article_nodes(s))}
        if {a.casefold() for a in meta.authors} <= photographers - declared:
            meta.authors = []
    # A photo essay tells its story in the captions (its own text under the headline is short): trafilatura
    # leaves them out with every other caption.
    if weighted_len(text) < options.min_chars:
        captions = story_captions(sel)
        if captions:
            text, text_source = "\n".join([text, *captions]).strip(), f"{text_source}+captions"
    captions = caption_keys(sel)  # for the gallery measure and, after the decision, the body
    text = drop_link_tail(sel, url, drop_template_tail(text))
    # a wire release's contacts under its text ("Investor Relations:" over a name, a telephone number, an
    # address) are no story text, and their short lines would read as labelled entries
    stats = text_stats(sel, drop_release_tail(text), captions)  # (a text that is no wire release is kept whole)
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
    if (
        decision.is_article
        and meta.title
        and not s.url_dated
        and line_key(meta.title) in {line_key(a) for a in meta.authors}
    ):
        # A page named for the person who signs it is that person's page (an author archive, a staff bio,
        # a profile): a story's headline is never its byline.
        decision = Decision(False, "person_page", [*decision.evidence, "title_is_author"])
    if decision.is_article and stats.chars < options.min_chars:
        # a short page taken as a brief or a photo story that tells its reader to subscribe or log in is a
        # paywalled story's teaser: its lead picture, the author's and the offer's are no photo story
        shown = " ".join(sel.xpath(CONTENT_TEXT).getall())
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
    if decision.is_article and is_horoscope(sel):
        # the day's forecast sign by sign, declared a story by its template: no news
        decision = Decision(False, "horoscope", [*decision.evidence, "zodiac_headings"])
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
    if decision.is_article and not meta.authors and text and not release and not letters:
        # no byline over the story: a letter or a guest column is signed under it (a wire release is signed by
        # no one: what follows its text is the wire's contacts and SOURCE line)
        meta.authors = signature_author(line_after(sel, text.split("\n")[-1]), meta.site_names)
    if decision.is_article and meta.date.day is None:
        meta.date = date_with_htmldate(sel, html, url, s, data, template if templated else frozenset(), options.now)
    if decision.is_article:
        meta.language, meta.language_source = language_of(sel, text, content_language)
    page_text = " ".join(sel.xpath(BODY_TEXT).getall()) if not decision.is_article else ""
    paywalled = decision.reason == "text_too_short" and (
        bool(_PAYWALL.search(page_text)) or _declared_paywalled(s.jsonld)
    )
    if paywalled:
        decision.reason = "paywalled"
    # a page whose little text is a table has its content already (results, rates): a browser adds no story
    # (nor one whose HTML holds plenty of text that is no story's: a section's links, a listing's rows)
    elif (
        decision.reason == "text_too_short"
        and not shown_elsewhere
        and stats.tabular < 0.4
        and _story_like(s, meta.title, stats.chars)
        and _looks_scripted(s, sel, blobs)
    ):
        decision.needs_render = True
    text = drop_leading(text, above)
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
