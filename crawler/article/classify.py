"""Is this page an article? Decided after extraction, from many signals, none of them required.

Rules are tried in order; the first that decides gives the reason (counted as `news/article/<reason>` or
`news/not_article/<reason>` and kept on the item). The signals that supported the decision are listed
with it so an operator can see what the classifier saw.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from crawler.article.authors import names_people
from crawler.article.signals import ARTICLE_TYPES, PageSignals, is_error_notice
from crawler.article.titles import kicker_before
from crawler.linkzone import ReachedBy


@dataclass
class TextStats:
    chars: int = 0
    paragraphs: int = 0
    link_density: float = 0.0  # share of the extracted text that is whole-line link text (teaser headlines)
    # share of the words that address the reader or speak for the site ("we", "our", "you", "your"):
    # policies, notices and horoscopes talk to the reader; news reports about third parties
    address: float = 0.0
    # how many of the things a consent notice speaks of the text names (cookies, consent, personal data, partners,
    # tracking, advertising, privacy, accepting): a consent wall served instead of the page names most of them
    consent: int = 0
    consent_share: float = 0.0  # ...and the share of the text in lines that speak of one of them
    tabular: float = 0.0  # share of the text in table rows: schedules, results, listings as tables
    listed: float = 0.0  # share of the text in list items: ingredients and steps, event and product lists
    # lines of one or two words (a sign of the zodiac, a day, a team, a name over its entry): entries of a
    # reference page; stories' subheads are few and say more
    labels: int = 0
    lines: int = 0
    # share of the list-item text in items that are whole sentences (60+ characters, sentence-final
    # punctuation): a story told in bullet points; an index's, a schedule's and a glossary's items are names,
    # dates and fragments
    list_sentences: float = 0.0
    linked_items: float = 0.0  # share of the list-item text in items holding a headline-long link (teasers)
    # lines that are a headline's link (alone, or with its dek glued on), and the share of the lines that are
    # one or the line right under one (its dek): a list of posts, however the extractor broke its lines
    teaser_lines: int = 0
    teaser_cover: float = 0.0
    # Text-genre measures (README: measured on every labelled set; the scorer reads them, no rule does yet):
    fragments: float = 0.0  # share of the prose-line text in lines without sentence-final punctuation
    sentences: float = 0.0  # sentences per prose paragraph
    quoted: float = 0.0  # share of prose paragraphs holding a quotation mark (any script's)
    figures: float = 0.0  # share of lines that are 10%+ digits (prices, times, quantities, results)
    clock: float = 0.0  # share of lines with a clock time (schedules, listings)
    clauses: float = 0.0  # share of lines opened by a clause number ("1.", "2.3", "(a)", "§")
    questions: float = 0.0  # share of lines that are short questions (FAQ headings, quizzes)
    headings: float = 0.0  # heading-like lines (short, unpunctuated) per prose paragraph
    captioned: float = 0.0  # share of the text in lines that are the page's figure captions (a gallery's)
    # share of the caption text in captions of two or more sentences: a story told in its pictures' captions
    # (a wire photo story); a gallery's captions say what one picture shows
    caption_sentences: float = 0.0
    truncated: int = 0  # prose lines cut off with an ellipsis: teasers' deks, as an index shows them
    truncated_teasers: int = 0  # ...of which in an element beside a linked heading (a teaser's dek)
    # share of the text inside teaser cards (`<article>`s of a list: no <h1>, a linked heading, a few lines),
    # when the page has three or more of them: a front's kickers, deks and bylines
    in_teasers: float = 0.0
    # weighted length of the longest sentence of the prose: a report's lead sentence says who did what, where
    # and when (150+ letters); a table's caption or intro ("Results as of 2 a.m.", "The official rates:") does not
    longest_sentence: int = 0
    table_sentences: float = 0.0  # share of the table text in cells that are sentences (a timeline's, not results)


@dataclass
class Decision:
    is_article: bool
    reason: str
    evidence: list[str] = field(default_factory=list)
    needs_render: bool = False


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", " ", text.casefold()).strip()


def headline_matches(signals: PageSignals, title: str | None) -> bool:
    """An <h1> that is the page's title (or its start): one story, not a section name over teasers.

    A heading marked as the title (h2/h3 `entry-title`, `post-title`...) counts when it is the title itself."""
    if not title:
        return False
    key = _norm(title)
    if any(h and len(_norm(h)) > 8 and (_norm(h) == key or key.startswith(_norm(h))) for h in signals.h1):
        return True
    # ...or the title after a kicker in the <h1> ("<span class='topline'>Falschmeldung</span> Keine Warnung ...")
    if len(key) > 20 and any(kicker_before(_norm(h), key) for h in signals.h1):
        return True
    if any(len(_norm(h)) > 8 and _norm(h) == key for h in signals.title_headings):
        return True
    # No <h1> at all: templates that head the story with an <h2> (Joomla's page-header) give the title there,
    # as the page's first heading; a front's first <h2> is a teaser's, not its title
    return not signals.h1 and bool(signals.subheads) and len(key) > 8 and _norm(signals.subheads[0]) == key


def names_the_thing(signals: PageSignals, title: str | None) -> bool:
    """The page's headline is the name of the recipe, event, product, course or job it declares: the thing's
    own page. A feature about the thing has a headline of its own ("One-pan lemon chicken for busy weeknights"
    over a Recipe named "One-pan lemon chicken"), so only the whole name counts, not its start."""
    # the <h1> when there is one: a feature's og:title can be the bare recipe name over a headline of its own
    head = _norm(signals.h1[0] if signals.h1 else title or "")
    # (a label before the name in the <h1>, "Easy weeknight recipe One-pan lemon chicken", as headline_matches
    # reads a kicker)
    names = [_norm(name) for name in signals.thing_names]
    return bool(head) and any(name == head or (len(name) > 8 and kicker_before(head, name)) for name in names)


def evidence(
    signals: PageSignals,
    title: str | None,
    has_date: bool,
    has_author: bool,
    byline_under_title: bool = False,
    desk_byline: bool = False,
) -> list[str]:
    found = []
    if signals.declared_types & {"newsarticle", "article", "blogposting", "reportagenewsarticle"}:
        found.append("declared_type")
    if signals.og_type == "article":
        found.append("og_article")
    found += [f"meta_{name}" for name in sorted(signals.article_metas)]
    if signals.article_elements == 1:
        found.append("article_element")
    if headline_matches(signals, title):
        found.append("headline_matches_title")
    elif byline_under_title:
        # no heading element, but the title is a line of its own followed by the byline or the date: the
        # shape of a story on pages written without markup (<b> and <br>, <font>)
        found.append("headline_over_byline")
    if signals.url_dated:
        found.append("url_dated")
    if signals.url_id:
        found.append("url_id")
    if signals.url_slug_words >= 4:
        found.append("url_slug")
    if has_date:
        found.append("date")
    if has_author:
        found.append("author")
    elif desk_byline:
        found.append("desk_byline")
    return found


def listing_evidence(signals: PageSignals, text: TextStats) -> list[str]:
    found = []
    if signals.declared_listing:
        found.append("declared_listing")
    if signals.url_root:
        found.append("url_root")
    if signals.url_listing:
        found.append("url_listing")
    if signals.pagination:
        found.append("pagination")
    if signals.headline_links >= 6:
        found.append("many_headlines")
    if signals.similar_links >= 10:
        found.append("many_similar_links")
    if signals.article_elements >= 4 or signals.article_items >= 3 or signals.hatom_entries >= 2:
        found.append("many_article_elements")
    if text.link_density >= LINK_DENSE:
        found.append("link_dense")
    if text.tabular >= 0.6:
        found.append("mostly_table")
    return found


# What makes a page look like a story, by weight. Structure alone ("has an h1") is weak: about and contact
# pages have one too; a date, an author or a story-shaped URL is what listing and service pages lack.
WEIGHTS = {
    "declared_type": 3, "og_article": 2, "meta_published_time": 2, "meta_author": 1, "meta_parsely": 1,
    "meta_sailthru": 1, "meta_dublin_core": 1, "meta_news_keywords": 1, "article_element": 1,
    "headline_matches_title": 1, "headline_over_byline": 1,
    "url_dated": 2, "url_id": 1, "url_slug": 1, "date": 2, "author": 1, "desk_byline": 1, "state_article": 2,
}  # fmt: skip
ARTICLE_SCORE = 4
# Above this share of reader-address words the text is a notice to the reader, not a report (news stories,
# quotes included, stay under 0.03; interviews' questions reach about 0.06 and are typed as news).
ADDRESS_SHARE = 0.045
CONSENT_TOPICS = 4  # of the eight a consent notice speaks of (textstats._CONSENT)
CONSENT_WALL_CHARS = 3000
CONSENT_WALL_SHARE = 0.5  # the notice is most of the text, not a banner's paragraph beside teasers
NEWS_TYPES = frozenset(
    {"newsarticle", "reportagenewsarticle", "analysisnewsarticle", "opinionnewsarticle", "reviewnewsarticle",
     "backgroundnewsarticle", "askpublicnewsarticle", "liveblogposting", "blogposting"}
)  # fmt: skip
CHOICE_INPUTS = 6  # radio buttons/checkboxes: a quiz or a poll has one per answer; a ballot a field per choice
LABELS = 6
LIST_SHARE = 0.6  # of the text in list items (stories measured: at most 0.47, a recipe feature)
LIST_SENTENCES = 0.7  # of the list-item text in whole-sentence items (bullet stories)
# heading-like lines per prose paragraph, on a page neither signed nor at a story URL (such stories measured: 0)
SECTIONED = 0.5
CAPTION_SENTENCES = 0.5  # of the caption text in captions of 2+ sentences: a story told in captions
CAPTIONED = 0.7
LINK_DENSE = 0.25  # of a page's text in its links: a listing's
# a prose sentence this long (weighted) over a table is a report's lead (holdout7's match report: 179); the
# intros and captions over the results, rates and vote tables of the sets are at most 97
LEAD_SENTENCE = 140
TABLE_SENTENCES = 0.3
TEASER_TEXT = 0.8  # of the lines teasers and their deks (the one story of the nine sets with 3+, a roundup: 0.33)
TRUNCATED_DEKS = 2  # prose lines ending in an ellipsis (an index's teasers; a story has at most one)
PHOTO_STORY_PHOTOS = 2  # described pictures in a short page's content that make it a photo story
STORY_HINTS = frozenset({"date", "author", "url_dated", "url_id", "url_slug", "state_article"})


def decide(
    signals: PageSignals,
    text: TextStats,
    *,
    title: str | None,
    has_date: bool,
    has_author: bool,
    min_chars: int,
    from_state: bool = False,
    byline_under_title: bool = False,
    desk_byline: bool = False,
    credited: bool = False,
) -> Decision:
    pro = evidence(signals, title, has_date, has_author, byline_under_title, desk_byline)
    pro += ["state_article"] if from_state else []
    con = listing_evidence(signals, text)
    score = sum(WEIGHTS.get(name, 0) for name in pro)
    typed = bool(signals.declared_types & ARTICLE_TYPES)
    news_typed = bool(signals.declared_types & NEWS_TYPES)
    # og:type=article alone is what some CMSs put on every page, about and privacy pages included: it
    # declares an article only together with a date, an author or a dated URL.
    declared = typed or (signals.declared_article and (has_date or has_author or signals.url_dated))
    shown = pro + [f"-{name}" for name in con]

    # og:type=article is inherited by error and "story removed" templates; only a typed node outweighs
    # a heading that is nothing but the error message, and not when the node's headline is that message.
    if signals.soft_404 and (not typed or is_error_notice(title)):
        return Decision(False, "soft_404", shown)
    # A search's results (a query in the address, or a search path) are an index of the stories found, whatever
    # the last result's byline and date make of the text's end; a story is never at a search address.
    # (a query alone, "?s=09", is a share link's as often: only on a page that declares no story)
    # (and a story's long slug under a search-like word, "/cerca/scienziati-trovano-acqua-su-marte", is a story's)
    searched = (signals.url_search_path and signals.url_slug_words < 4) or (
        signals.url_search and not signals.declared_article and not typed
    )
    if searched and not (signals.url_dated or signals.url_id):
        return Decision(False, "search_page", shown)
    # The site's root (/, /index.html, /home, a language's /en/) is its front page, whatever its lead story's
    # byline, date and text make of it: no labelled story of the 41 sets lives there (a Joomla story at
    # /index.php?...&id=1423 is addressed by its query, not the root).
    # (unless the page says it is one story and shows it: declared, signed, several paragraphs, nothing of a
    # listing; a long read on its own subdomain, lostriver.example.com/)
    own_story = (
        (typed or signals.og_type == "article") and has_author and text.paragraphs >= 4
        and not set(listing_evidence(signals, text)) - {"url_root"}
    )  # fmt: skip
    if signals.url_root and not own_story:
        return Decision(False, "site_root", shown)
    # Policies, legal notices, contact and "about" pages by their own name: CMSs build them from the story
    # template (og:type=article, Article JSON-LD, a byline, a date), so only a story-shaped URL, or a news
    # type together with a person's dated byline under the headline, outweighs the name.
    # Under a section of service pages (/about/, /help/) the news type is the template's too: only the URL's
    # date or id outweighs the section.
    # /service/, /promotions/ and /contests/ hold consumer news and reader trips too: there a person's dated
    # byline outweighs the section, news type or not. A heading alone ("Privacy") is outweighed by a story's
    # long slug (an editorial on a camera plan's privacy).
    tied = tied_to_a_story(
        signals, text, has_date=has_date, has_author=has_author, byline_under_title=byline_under_title
    )
    outweighed = tied and (signals.service_section_soft or (news_typed and not signals.service_section))
    if (
        signals.service_page and not signals.url_dated and not (signals.url_id and not signals.url_spip_item)
        and not outweighed
        and not (
            signals.service_title_only and signals.url_slug_words >= 4
            and not _norm(signals.url_leaf).startswith(_norm(title or "") or "-")  # not named for the service
        )
    ):  # fmt: skip
        return Decision(False, "service_page", shown)
    # A story's comments or responses page (Substack's /p/slug/comments, Medium's /p/<id>/responses): the
    # readers' posts, each signed and dated, under the story's headline or a count of them
    if signals.url_comments and not signals.url_dated:
        return Decision(False, "comments_page", shown)
    # A short story is still a story when the page says so and shows it: a declared story or media page
    # whose headline, date and byline are there over two paragraphs (a TV clip's report, a first version).
    # Not a script-built page's shell ("enable JavaScript", an empty app root): its few lines are chrome.
    # A story declared with its publication time (structured data, or og:type=article with
    # article:published_time) at a story URL is one even in a sentence or two: a wire brief, a correction,
    # a paywalled story's public sentence, the first version of breaking news.
    story_declared = typed or (signals.og_type == "article" and "published_time" in signals.article_metas)
    # the URL dates or numbers the page (a SPIP article number numbers any page of the site, a brief or a notice)
    story_address = signals.url_dated or (signals.url_id and not signals.url_spip_item)
    # (the name of a tag or a topic at its index address, /tag/<name>, is no headline's slug: a headline's is
    # longer, /people/taylor-swift-announces-new-european-tour-dates)
    # (...though it ties the page to one item, as a long slug does)
    story_url = story_address or signals.url_spip_item or signals.url_slug_words >= (6 if signals.url_index else 4)
    short_story = (
        text.chars >= min_chars // 2 and headline_matches(signals, title) and has_date
        and not signals.noscript_notice and not signals.app_root_empty
        and (
            (text.paragraphs >= 2 and has_author and (signals.declared_article or signals.declared_media))
            or (text.paragraphs >= 1 and story_declared and story_url)
        )
    )  # fmt: skip
    # ...and so is a brief of a sentence or two that nothing declares, when the URL dates it and the page
    # heads it with the title's headline (or the title over its byline): every line of it a sentence, no
    # table, list or label, and no listing signal around it. The short non-articles of the seven sets (a
    # scoreboard, a quote page, a notice, an index) are at no dated URL or are not sentences.
    headlined = headline_matches(signals, title) or byline_under_title
    # (a desk's brief may be shorter still, two sentences of 50 characters; a person's few signed lines at a
    # story address are as often a paywalled story's teaser)
    brief_chars = min_chars // 3 if desk_byline and not has_author else min_chars // 2
    brief = (
        text.chars >= brief_chars and headlined and story_address and text.paragraphs >= 1 and not con
        and text.fragments < 0.2 and not text.labels and not text.tabular and not text.listed
        and not signals.noscript_notice and not signals.app_root_empty
    )  # fmt: skip
    # ...and so is a wire brief at any address (a plain slug, an article number): a sentence or two under the
    # title's headline, dated, crediting its source in a line of its own ("Source: NNA", "— Seirbhís Nuachta
    # na Gaeltachta"). Notices, indexes and paywall teasers credit no agency; the credit and a kicker are its
    # only short lines.
    wire_brief = (
        credited and text.chars >= min_chars // 3 and headlined and has_date and text.paragraphs >= 1
        and not con and text.fragments < 0.5 and text.labels <= 2 and not text.tabular and not text.listed
        and not signals.noscript_notice and not signals.app_root_empty and not signals.declared_non_story
    )  # fmt: skip
    # ...and so is a person's signed report of two paragraphs or more under the title's headline, dated, at any
    # address: a sports result, a council item. Every line a sentence, nothing of a listing, a table, a list or
    # labels around it; a paywall's teaser of the same shape is told by its notice (extraction's veto). Not under
    # a section of things (/events/, /jobs/, /recipes/, /podcast/, /team/): their short signed pages are the thing's.
    signed_short = (
        has_author and has_date and headlined and text.paragraphs >= 2 and text.chars >= min_chars // 2
        and not con and text.fragments < 0.2 and not text.labels and not text.tabular and not text.listed
        and not signals.noscript_notice and not signals.app_root_empty and not signals.declared_non_story
        and not signals.url_thing_section  # an event's, a job ad's, a recipe's, an episode's, a bio's page
    )  # fmt: skip
    brief = brief or wire_brief or signed_short
    # ...and so is a photo story: a sentence or two under its headline over three or more described pictures,
    # signed by a person and dated or at a story address. A gallery page is unsigned or declared a listing.
    photo_story = (
        signals.photos >= PHOTO_STORY_PHOTOS and has_author and (has_date or story_address)
        and headline_matches(signals, title) and text.chars >= 40 and not con
        and not (signals.declared_listing or signals.declared_non_story)
        and not signals.noscript_notice and not signals.app_root_empty
    )  # fmt: skip
    short_story = short_story or brief or photo_story
    # The exemption is for one story's page. A landing's intro over teaser headlines (a series, a hub), a
    # declared event's or product's few lines (a webinar sign-up) and a live page with no entries yet (its
    # story is the entries) are short because they are not that: no short story of the seven sets is any.
    strong_con = {"many_headlines", "many_similar_links", "many_article_elements", "link_dense"} & set(con)
    live_shell = "liveblogposting" in signals.declared_types
    # ...and its lines are sentences: a podcast episode's chapter times or a list of names are not a brief
    short_story = short_story and not strong_con and not signals.declared_non_story and not live_shell
    short_story = short_story and text.fragments < 0.5
    # ...and they are the page's content: a sentence or two beside an audio file's download link, or under a
    # declared episode, is the episode's or the clip's summary (a radio's "Wirtschaft kompakt" page): the audio is
    # what it publishes
    short_story = short_story and not signals.audio_marked
    if text.chars < min_chars and not short_story:
        return Decision(False, "text_too_short", shown)
    # Lines that are whole links ("Read the story: ...", "Listen on Apple Podcasts · Spotify") do not make an
    # unsigned text long: a video's or an episode's line or two over its links, a category page's one teaser. A
    # person's signed page keeps its length, and so does an unsigned brief at a story's address with its "Read
    # more:" lines, unless the page is a clip's or an episode's (its audio, a media type, a /podcast/-like section,
    # "video" in its slug). (A reason of its own: a browser would add no story, where "text_too_short" may ask one.)
    media = signals.audio_marked or signals.declared_media or signals.url_thing_section or "video" in signals.url_leaf
    if (
        not has_author and (media or not story_address) and text.chars * (1 - text.link_density) < min_chars
        and not short_story
    ):  # fmt: skip
        return Decision(False, "short_over_links", shown)
    if not title:
        return Decision(False, "no_title", shown)
    strong_listing = {"many_headlines", "many_similar_links", "many_article_elements", "link_dense", "mostly_table"}
    # A story with its own headline and several paragraphs of prose stays a story whatever surrounds it.
    story = headline_matches(signals, title) and text.paragraphs >= 4 and text.link_density < 0.3
    # ...but not at a listing URL (tag, author, page/2) full of teaser headlines: their long teasers are
    # paragraphs, and the section name is the <h1> and the title.
    story = story and not (signals.url_listing and {"many_headlines", "many_article_elements"} & set(con))
    # What ties a page to one story is a person's byline or a story's address (a date, an id or a long slug
    # in the URL); the template's declarations and its headline are on every page of a CMS. A section front
    # whose long deks read as paragraphs under its name has neither.
    # ...and so does the page's own live-blog declaration under its headline: a live page's entries are one
    # story's, at an address that does not date it (/news/live/c0x3...)
    anchored = has_author or story_url or (live_shell and headline_matches(signals, title))
    # Text that is all teaser lines (headlines, each with its dek glued on or under it) is an index, even
    # with no other listing signal: a newsletter's tag page of three posts. A story's links are in its prose.
    # A buying guide's linked product names and a briefing's linked headlines over their paragraphs have that
    # shape too: a person's dated byline under the headline makes them one story.
    # (A tag page's text is teasers only; a briefing has a line of its own above or below them.)
    if text.teaser_lines >= 3 and text.teaser_cover >= TEASER_TEXT and not (tied and text.teaser_cover < 0.95):
        return Decision(False, "listing_page", shown)
    # Text that is mostly the cards of a list of teaser <article>s (a kicker, a dek, a byline and a time each;
    # the linked headlines dropped as links): an index whatever else the cards' bylines and times suggest.
    if text.in_teasers >= TEASER_TEXT:
        return Decision(False, "listing_page", [*shown, "-teaser_cards"])
    if len(con) >= 2 and set(con) & strong_listing and not (story and anchored and (declared or score >= 2)):
        return Decision(False, "listing_page", shown)
    # Most of its prose lines cut off with an ellipsis: the deks of an index's teasers, whatever the template
    # declares (a section front carrying the site's NewsArticle). A story ends one quotation or one teaser
    # of its own that way at most; a person's byline at a story's address outweighs it, unless every line of
    # its prose is a cut-off teaser's dek (a story stream's hub at a numbered address, its first teaser's
    # byline over it; a match report whose paragraphs trail off "..." has no headline over each).
    if text.truncated >= TRUNCATED_DEKS and (
        (text.truncated >= text.paragraphs and text.truncated_teasers >= TRUNCATED_DEKS)
        or (text.truncated * 2 > text.paragraphs and not (has_author and story_address))
    ):
        return Decision(False, "listing_page", [*shown, "-truncated_deks"])
    # A video or podcast page that carries a written story (its headline, a date, several paragraphs) is
    # the story: TV stations and radio programmes publish their reports as media objects.
    media_story = (
        signals.declared_media and not signals.declared_listing and headline_matches(signals, title)
        and has_date and (text.paragraphs >= 3 or (text.paragraphs >= 2 and has_author))
    )  # fmt: skip
    # An advice column, an essay or a company's "we did this" post talks to the reader too; what a notice
    # lacks is a person's byline with a date under its headline (policies are signed by the site or a
    # department of it, which are not authors).
    column = has_author and has_date and headline_matches(signals, title)
    if text.address >= ADDRESS_SHARE and not news_typed and not story_address and not column:
        return Decision(False, "addresses_reader", shown)
    # A consent wall at the story's address ("Read with ads or subscribe", the consent platform's purposes): no
    # date, no byline, a short text that is the notice. A story on cookie rules is dated and signed.
    if (
        text.consent >= CONSENT_TOPICS and text.consent_share >= CONSENT_WALL_SHARE
        and not has_date and not has_author and text.chars < CONSENT_WALL_CHARS
    ):  # fmt: skip
        return Decision(False, "consent_wall", shown)
    # A recipe card (ingredients and steps), an event, a course, a product: the thing's own page, unless a
    # person signs prose around it (a recipe feature). Headed by the thing's own name it is the thing's page
    # even when signed (a recipe page with a headnote and the cook's name); unsigned, a story about the thing
    # still has its own headline over dated prose (an event preview written as news).
    if signals.declared_non_story:
        if names_the_thing(signals, title):
            return Decision(False, "thing_page", shown)
        preview = headline_matches(signals, title) and has_date and text.paragraphs >= 3
        if text.listed >= 0.5 or not (has_author or preview):
            return Decision(False, "declared_non_article", shown)
    # Text that is mostly list items is a list (an index of dated entries, a glossary, a schedule), and text
    # that is mostly a table with less than two paragraphs is data (a forecast, rates, results): stories
    # with a list or a table around their prose stay well under these shares.
    # A news type with a person's byline keeps either shape a story (a "five things to know" in bullets):
    # none of the list or entry pages of the five sets has both.
    signed_news = news_typed and has_author
    # ...and so do bullets that are whole sentences under a dated headline with no listing signal, typed or
    # not, signed or not (a wire story in bullet points): the lists of the five sets that have such items
    # (most read, search results, a listings page) carry no date of their own, and the dated ones (a
    # corrections index, TV listings) list names, times and fragments, or give each item its own <time>.
    bullet_story = (
        text.list_sentences >= LIST_SENTENCES and has_date and headline_matches(signals, title) and not con
        and signals.dated_items < 3  # items with a <time> each are an index's entries
        and text.linked_items < 0.5  # items led by a linked headline are teasers (a dated "most read")
    )  # fmt: skip
    if text.listed >= LIST_SHARE and not signed_news and not bullet_story:
        return Decision(False, "mostly_list", shown)
    # A run of entries under one- or two-word labels (horoscope signs, days of a forecast, a directory's
    # names): reference content even with a byline and a date; stories measured have at most two such lines.
    # ...unless a person signs it as news, or signs a story declared with its publication time at a URL
    # that dates or numbers it (a budget "in eight parts" under one-word subheads): the horoscopes, forecasts
    # and calendars of the seven sets so declared and signed are at a section's or a slug's address.
    signed_story = signed_news or (has_author and story_declared and story_address)
    if text.labels >= LABELS and text.labels >= 0.3 * text.lines and not signed_story:
        return Decision(False, "labelled_entries", shown)
    # A story keeps its paragraph over a table (a game's result over its box score) when a person signs it as
    # news, or when it is declared with its publication time at a URL that dates or numbers it: the forecasts,
    # rates, standings and results pages of the six sets are unsigned and, declared or not, at a section's or
    # a service's address.
    # (a desk signs a news type too: "By Finance Desk" over a rates story's analysis; unsigned, a forecast or
    # a rates table on the news template is data)
    table_story = (
        (signed_news or (story_declared and story_address) or (news_typed and desk_byline))
        and text.paragraphs >= 1 and has_date and headline_matches(signals, title)
    )  # fmt: skip
    if text.tabular >= 0.4 and text.paragraphs < 2 and not table_story:
        return Decision(False, "no_prose", shown)
    if (signals.declared_listing or signals.declared_media) and not typed and not media_story:
        # og:type=article alone is weak: gallery and video templates inherit it from the article template.
        return Decision(False, "declared_non_article", shown)
    # A quiz, a poll or a survey: the content is a form of choices, with a few lines of text around it
    # (an embedded poll in a story comes with the story's paragraphs).
    if signals.choice_inputs >= CHOICE_INPUTS and text.paragraphs < 4 and not news_typed:
        return Decision(False, "form_page", shown)
    # Text cut into short sections under headings (a calendar's entries, the headed parts of a policy or a
    # statement, an agenda, a profile over its "latest articles"), signed by no one, at an address that is
    # not a story's: a reference or service page, whatever the template declares. The sectioned stories of
    # the seven sets (live blogs, listicles, explainers, press releases) are signed or at a story URL, and
    # the unsigned stories at other addresses have no subheads at all.
    # (a wire brief's credit and kicker are its short lines, not headings)
    if text.headings >= SECTIONED and not anchored and not wire_brief:
        return Decision(False, "sectioned_unsigned", shown)
    # Text that is mostly picture captions, signed by no one: a gallery, whatever the template declares. A
    # photo-led story is signed, and its own prose is a third or more of its text (measured: 0.53-0.75 of
    # the signed ones is caption; galleries and a video hub 0.89-0.99). An unsigned story told in its
    # captions (a wire photo story) writes them as paragraphs of several sentences; a gallery's say what
    # each picture shows in one.
    if text.captioned >= CAPTIONED and not has_author and text.caption_sentences < CAPTION_SENTENCES:
        return Decision(False, "captions_unsigned", shown)
    # A tag, topic, author or archive address with nothing of one story's (no byline, no date or id or long
    # slug in the URL, no headline of its own that is the title): the index's own intro on the story template,
    # whatever the template declares. A story kept under /archive/ whose <h1> is the archive's or the site's
    # name has its headline in an <h2>/<h3>; an index's lower headings are its teasers'.
    headline_shown = headline_matches(signals, title) or any(
        len(_norm(h)) > 8 and _norm(h) == _norm(title) for h in signals.subheads
    )
    # ...and under a tag's, a topic's or a person's own index nothing of one story's is enough: the heading
    # is the tag's or the person's name, which the title repeats (holdout10's topic hub and writer's page)
    if signals.url_listing and not anchored and (not headline_shown or signals.url_index):
        return Decision(False, "listing_url_unsigned", shown)
    # Text without one line of prose (names, labels and a line or two of description) is no story: a
    # recommendations page of other publications on the story template.
    if text.paragraphs == 0 and not tied and not story_address:
        return Decision(False, "no_prose", shown)
    # An event's or a job ad's own page (/events/, /veranstaltungen/, /stellenangebote/) that no person signs, no
    # news type declares and no date or id in its address ties to one story: the thing's page on the story
    # template (og:type=article with a published time, long descriptions).
    if signals.url_event_or_job and not has_author and not news_typed and not story_address and not from_state:
        return Decision(False, "thing_section", shown)
    # A table under a sentence or two that no one signs (a round's results, a vote count, standings) is data
    # (not a timeline whose cells are sentences: that table is the story)
    # on the story template, declared and dated as the template does: a story over its table has more prose
    # than table, a person's (or a desk's) byline, or at least a report's lead sentence (a match report's one
    # long sentence over its scorecard).
    if (
        text.tabular >= 0.5 and text.chars * (1 - text.tabular) < min_chars and text.longest_sentence < LEAD_SENTENCE
        and text.table_sentences < TABLE_SENTENCES
        and not has_author and not desk_byline and not from_state
    ):  # fmt: skip
        return Decision(False, "no_prose", [*shown, "unsigned_table"])
    if declared:
        return Decision(True, "declared_article", shown)
    if wire_brief:
        return Decision(True, "wire_brief", [*shown, "source_credit"])
    # Evidence without a declaration needs prose: a scoreboard or a quote page at a dated URL has a date
    # and a headline but its text is scores and labels.
    if score >= ARTICLE_SCORE and text.paragraphs < 2 and not brief and not photo_story:
        return Decision(False, "no_prose", shown)
    # ...and a page that is mostly a table under a line or two, signed by no one at an address that neither
    # dates nor numbers it, is data (a lottery's draws, a fixtures list) whatever its headline and date say
    if score >= ARTICLE_SCORE and text.tabular >= 0.6 and not has_author and not desk_byline and not story_address:
        return Decision(False, "no_prose", shown)
    # ...and something that dates or signs it, or a story URL: og:type=article, an <article>, a heading and a
    # long slug are all a CMS's page template gives its policy, contact and "advertise" pages, in any language.
    if score >= ARTICLE_SCORE and not (
        has_date
        or has_author
        or signals.url_dated
        or signals.url_id
        or from_state
        or typed
        or "published_time" in signals.article_metas
    ):
        return Decision(False, "undated_unsigned", shown)
    # ...and a short page that declares itself a website (og:type=website, no story type), signed by no one at an
    # address that does not date it: a staff profile, a privacy notice, a contact page on the page template,
    # whose heading, "updated" date and id are all the evidence it has (a story's template that says "website"
    # on every page still signs or dates its stories, or gives them more than two short paragraphs)
    # (at an address that numbers it, only a page that speaks to its reader or is named for a person: a brief on
    # such a template at /news/local/...-482913 is a story; a privacy notice or a profile at /1.10001130 is not)
    about_reader_or_person = text.address >= ADDRESS_SHARE or bool(title and names_people(title))
    if (
        score >= ARTICLE_SCORE and signals.og_type == "website" and not has_author and not desk_byline
        and not signals.url_dated and not from_state and text.chars < 2 * min_chars
        and (not signals.url_id or about_reader_or_person)
    ):  # fmt: skip
        return Decision(False, "website_page", shown)
    # ...and an undeclared, unsigned page in an institution's section of reference documents (guidance, a
    # consultation, a statistics release, a report's landing page): its heading, slug and "Published" line are
    # those of the body's news releases, which declare themselves or are signed
    reference = signals.url_reference_section and not story_address  # (a paper's /publications/<title>/news/2026/...)
    if score >= ARTICLE_SCORE and reference and not has_author and not story_declared:
        return Decision(False, "reference_page", shown)
    if score >= ARTICLE_SCORE:
        return Decision(True, "article_evidence", shown)
    # An obituary: the page declares the person who died (schema.org has no obituary type: funeral homes' platforms
    # mark the deceased as a Person with a deathDate) and tells the life in paragraphs of prose, unsigned as most
    # are; a death notice's two lines and service times are no story
    if signals.deceased and text.paragraphs >= 3 and text.chars >= 2 * min_chars and not con:
        return Decision(True, "obituary", [*shown, "deceased_person"])
    # A person's byline at an address that numbers or dates the page, over the page's own headline and
    # paragraphs of prose that do not speak to the reader, nothing of a listing around it: one story, whose
    # date is written without a year ("on Sunday, 29 November") or nowhere.
    if (
        has_author and story_address and headline_matches(signals, title) and text.paragraphs >= 3 and not con
        and text.address < ADDRESS_SHARE
    ):  # fmt: skip
        return Decision(True, "signed_story", shown)
    # Long prose alone is not enough (policies, about pages): something beyond the page's structure must
    # point at a story too.
    beyond_structure = any(e in STORY_HINTS or e.startswith("meta_") for e in pro)
    long_prose = text.chars >= 3 * min_chars and text.paragraphs >= 4
    # (never at the site's root: a home page whose teasers carry long deks under the site's name as its <h1>)
    if long_prose and score >= 2 and beyond_structure and (story or not con) and not signals.url_root:
        return Decision(True, "long_text", shown)
    return Decision(False, "weak_evidence", shown)


def tied_to_a_story(
    signals: PageSignals, text: TextStats, *, has_date: bool, has_author: bool, byline_under_title: bool
) -> bool:
    """What a story has and a service page or an index built from the story template lacks: an address that
    dates or numbers it, or a person's byline shown under its headline with a date. The template's own
    declarations (og:type=article, NewsArticle, article:published_time, an author meta) are on every page.
    A signed page that speaks to the reader (ADDRESS_SHARE) is a notice in the site's name even so: the
    editor's "support us", the rules of the comments, a call for nominations (holdout6's three signed
    notices); the advice columns and essays that also talk to the reader are reached from content."""
    if signals.url_dated or signals.url_id:
        return True
    return byline_under_title and has_author and has_date and text.address < ADDRESS_SHARE


def with_link_evidence(
    decision: Decision,
    reached: ReachedBy | None,
    signals: PageSignals,
    text: TextStats,
    *,
    has_date: bool,
    has_author: bool,
    byline_under_title: bool,
) -> Decision:
    """A page first reached by a short link of the page chrome (a menu, footer or utility-bar entry: "About
    us", "Newsletters", "Politics") is a site's service page or index unless something ties it to one story;
    a story linked from a nav entry ("Election 2026" on an explainer) has its byline and date or a story
    address. Long chrome anchors (tickers, "most read"), content links and no link evidence leave the
    decision as it is."""
    if reached is None or not reached.menu_entry:
        return decision
    decision.evidence = [*decision.evidence, "via_menu_entry"]
    if decision.is_article and not tied_to_a_story(
        signals, text, has_date=has_date, has_author=has_author, byline_under_title=byline_under_title
    ):
        return Decision(False, "menu_entry", decision.evidence)
    return decision
