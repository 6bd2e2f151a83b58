# ruff: noqa: RUF003  (the Hawaiian ʻokina, the letter the comments speak of)
"""Article metadata a data team can trust: title, authors, publication date and language.

Publishers' own declarations (JSON-LD, OpenGraph and article metas, microdata) come first, because they are
more reliable than heuristics over visible text; trafilatura's and htmldate's findings fill the gaps.
Each value says where it came from.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from urllib.parse import unquote, urljoin, urlsplit

from parsel import Selector

from crawler.article.authors import authors_of, clean_authors, letter_signer, writer_links
from crawler.article.byline import around_headline, closing_lines
from crawler.article.dates import PubDate, publication_date
from crawler.article.jsonld import types_of
from crawler.article.language import html_lang, language_of
from crawler.article.scripts import dominant_script, foreign_to
from crawler.article.signals import ARTICLE_TYPES, PageSignals, meta
from crawler.article.titles import (
    best_title,
    name_key,
    strip_site,
    title_parts,
    without_heading_kicker,
    without_kicker,
    without_split_kicker,
)


@dataclass
class Metadata:
    title: str | None = None
    authors: list[str] = field(default_factory=list)
    date: PubDate = field(default_factory=PubDate)
    language: str | None = None
    language_source: str = "none"
    site_names: list[str] = field(default_factory=list)
    byline: list[str] = field(default_factory=list)  # the short lines under the headline on the page
    above: str | None = None  # the short line over it (a kicker, a date line)

    @property
    def author(self) -> str | None:
        return ", ".join(self.authors) or None


def jsonld_objects(signals: PageSignals) -> Iterator[dict[str, Any]]:
    yield from signals.jsonld


def article_nodes(signals: PageSignals) -> list[dict[str, Any]]:
    return [node for node in signals.jsonld if types_of(node) & ARTICLE_TYPES]


def site_names(sel: Selector, signals: PageSignals, url: str) -> list[str]:
    names = [meta(sel, "og:site_name", "application-name", "apple-mobile-web-app-title", "twitter:site") or ""]
    for node in signals.jsonld:
        kinds = types_of(node)
        if kinds & {"website", "organization", "newsmediaorganization"} and isinstance(node.get("name"), str):
            names.append(node["name"])
        publisher = node.get("publisher")
        if isinstance(publisher, dict) and isinstance(publisher.get("name"), str):
            names.append(publisher["name"])
    # "Headline--Site", "Headline_Site": what the <title> adds after the page's headline, with a separator
    # written without spaces, as CJK titles do (spaced ones, "Headline | Site", are strip_site's)
    html_title = signals.html_title
    for h1 in signals.h1[:1]:
        after = html_title[len(h1) :] if len(h1) >= 4 and html_title.startswith(h1) else ""
        rest = after.strip(" -_|\u2013\u2014·:»/")
        # a separator with no space around it ("--", "_"), as CJK titles write it, and a name shorter than
        # the headline ("Blog name: post title" has the post after it)
        cjk = re.search(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]", h1)  # where titles are written so
        if cjk and after[:1] in ("-", "_", "|", "\u2013", "\u2014") and 0 < len(rest) < len(h1):
            names.append(rest)
    # "Blog name: Post title" (Blogger), "Site | Headline": what the <title> puts before the page's headline
    for head in [*signals.h1[:1], *signals.title_headings[:1]]:
        before = html_title[: -len(head)].rstrip() if len(head) >= 8 and html_title.endswith(head) else ""
        if before[-1:] in (":", "|", "-", "\u2013", "\u2014", "»", "·"):
            rest = before.rstrip(" -_|\u2013\u2014·:»/")
            if 0 < len(rest) < min(len(head), 61):  # a site's name is shorter than the page's headline
                names.append(rest)
    # the page's author meta when it is one word and the <title>'s other end from its headline ("السراج - Headline"
    # with <meta name="author" content="السراج">: PHP-Nuke and old portals sign every page with the site's name;
    # a person's name has two words at least)
    author = (meta(sel, "author") or "").strip()
    parts = title_parts(html_title)
    if len(author.split()) == 1 and len(parts) >= 2 and name_key(author) in {name_key(parts[0]), name_key(parts[-1])}:
        names.append(author)
    host = (urlsplit(url).hostname or "").removeprefix("www.")
    if host:
        names.append(host)
        names.append(host.split(".")[0])
    return [n.lstrip("@").strip() for n in names if n and n.strip()]


def logo_names(sel: Selector, url: str, html_title: str) -> list[str]:
    """The alt text of a picture linking to the home page, when it is the first or last part of the <title>:
    the site's logo names the site where nothing else does (hand-written templates' "SITE - Headline" titles,
    no og:site_name). Only for the title: a columnist's site has the writer's name as its logo and byline.
    A logo called "Home" or "Accueil" is no part of a title, so it names nothing."""
    parts = [name_key(part) for part in title_parts(html_title)]
    edges = {parts[0], parts[-1]} if len(parts) >= 2 else set()
    host = urlsplit(url).hostname
    names = []
    for link in sel.xpath("//a[@href][.//img[normalize-space(@alt)]]")[:40]:
        try:
            target = urlsplit(urljoin(url, link.attrib["href"].strip()))
            same_host = target.hostname == host
        except ValueError:  # a malformed address ("http://[broken/") links nowhere
            continue
        if same_host and re.fullmatch(r"/(?:index\.\w{2,5})?", target.path or "/") and not target.query:
            alt = " ".join((link.xpath(".//img/@alt").get() or "").split())
            if name_key(alt) in edges:
                names.append(alt)
    return names[:1]


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.casefold())


# A byline region for screen readers (the BBC's World Service template in every language): a hidden heading
# ("Article information", "लेख की जानकारी") over items that each pair a hidden label ending in a comma ("Author,",
# "Yazan,", "लेखक,") with its value; the first item is the writer, the next their role and where they report from
_BYLINE_REGION_ITEMS = "//*[@aria-labelledby][contains(@aria-labelledby, 'byline')]//li"
_HIDDEN_LABEL = (
    ".//*[contains(@class, 'visually-hidden') or contains(@class, 'sr-only') or contains(@class, 'screen-reader')]"
)


def labelled_byline(sel: Selector) -> list[str]:
    """The writer's name in a screen-reader byline region, or nothing."""
    items = sel.xpath(_BYLINE_REGION_ITEMS)
    if not items:
        return []
    labels = items[0].xpath(_HIDDEN_LABEL)
    label = " ".join(" ".join(labels[:1].xpath(".//text()").getall()).split())
    if not label.endswith((",", ":", "،")):
        return []
    shown = " ".join(" ".join(items[0].xpath(".//text()").getall()).split())
    value = shown[len(label) :].strip() if shown.startswith(label) else ""
    return [value] if value else []


def _headline_under_section_h1(sel: Selector, h1: str, html_title: str, names: list[str]) -> str:
    """The story's headline when the page's one <h1> is its section ("World") and the headline an <h2>: the
    <title> names the story, not the section, and the page shows the title's text as a lower heading (the
    title's first or last part: a site name the page does not give otherwise may stay beside it)."""
    if not html_title:
        return h1
    if _norm(h1) in _norm(html_title):
        return _headline_under_label(sel, h1) or h1
    head, whole = _norm(strip_site(html_title, names)), _norm(html_title)
    if len(head) < 12:
        return h1
    for level in ("h2", "h3"):
        for text in sel.xpath(f"//{level}"):
            heading = " ".join(" ".join(text.xpath(".//text()").getall()).split())
            key = _norm(heading)
            if key and (key == head or (len(key) >= 12 and (whole.startswith(key) or whole.endswith(key)))):
                return heading
    return h1


def _headline_under_label(sel: Selector, h1: str) -> str | None:
    """The headline under an <h1> that is the section's label in a template that titles every page with it
    (CivicPlus's "News Flash • City, ST • CivicEngage"): the label is short and the page names it again (a
    menu, a breadcrumb), and one of the next headings is classed as the headline (not a sub-headline, nor a
    teaser's linked headline: an author's page lists their stories under their name). Or the <h1> is the
    masthead, the site's name as a link to its home page (old WordPress themes: "<h1><a href="/">The Tobago
    Tide</a></h1>" over "<h2 class="posttitle">")."""
    links = [urlsplit(h) for h in sel.xpath("//h1[1][not(text()[normalize-space()])]/a/@href").getall()]
    masthead = len(links) == 1 and not links[0].path.strip("/") and not links[0].query and len(h1.split()) <= 6
    labelled = len(h1.split()) <= 3 and len(sel.xpath("//body//text()[normalize-space() = $label]", label=h1)) >= 2
    if not (masthead or labelled):
        return None
    for node in sel.xpath("//h1[1]/following::*[self::h2 or self::h3][position() <= 3]"):
        cls = node.attrib.get("class", "").casefold()
        heading = " ".join(" ".join(node.xpath(".//text()").getall()).split())
        if (
            ("headline" in cls or "title" in cls) and "sub" not in cls and not node.xpath("ancestor-or-self::a | .//a")
            and len(heading.split()) >= 4
        ):  # fmt: skip
            return heading
    return None


def date_with_htmldate(
    sel: Selector,
    html: str,
    url: str,
    signals: PageSignals,
    fallback: dict[str, Any],
    template: frozenset[str] = frozenset(),
    now: datetime | None = None,
) -> PubDate:
    return publication_date(
        sel, html, url, article_nodes(signals), ARTICLE_TYPES, fallback=fallback.get("date"), template=template,
        now=now,
    )  # fmt: skip


# the ʻokina, curly and modifier apostrophes, the grave accent, curly double quotes
_APOSTROPHES = str.maketrans(dict.fromkeys("\u02bb\u2019\u2018\u02bc`", "'") | dict.fromkeys("\u201c\u201d", '"'))


def _unmarked(text: str) -> str:
    """`text` with its apostrophe-like letters and quotes plain, its spaces single."""
    return " ".join(text.translate(_APOSTROPHES).split())


def _family_first(name: str, line: str) -> str:
    """`name` with its two words swapped where `line` prints them so, else `name`."""
    words = name.split()
    swapped = " ".join(reversed(words))
    return swapped if len(words) == 2 and re.search(rf"(?<!\w){re.escape(swapped)}(?!\w)", line) else name


def _fold(text: str) -> str:
    """`text` without its accents and case: "Phạm Thu Trang" and "Pham Thu Trang" alike."""
    decomposed = unicodedata.normalize("NFKD", text.replace("đ", "d").replace("Đ", "D"))
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold().split())


def _as_linked(name: str, links: list[tuple[str, str]], script: str | None) -> str:
    """A structured author's name as the page prints it in the link to their own page (`links`: writer_links()):
    with the accents the metadata left out ("Phạm Thu Trang", "Ayşe Karaca"), or in the page's own script when the
    link's address spells the structured name (the Cyrillic name at /ru/jonas-weber/person-40123456 for "Jonas
    Weber")."""
    key = _fold(name)
    slug = re.sub(r"[^a-z0-9]+", "-", key).strip("-")
    for text, href in links:
        if text == name or len(text.split()) > 5 or any(ch.isdigit() for ch in text):
            continue
        if _fold(text) == key:
            return text
        path = unquote(urlsplit(href).path).casefold()
        spelled = len(slug) >= 5 and slug in re.split(r"[/_.]|(?<=\d)-|-(?=\d)", path)
        if spelled and script and dominant_script(text) == script and foreign_to(name, script):
            return text
    return name


def _words_like(name: str, line: str) -> list[str]:
    """The run of words in `line` that is `name` but for its apostrophe-like letters (none when it is the same)."""
    count = len(name.split())
    words = line.split()
    key = _unmarked(name)
    return [
        " ".join(words[i : i + count])
        for i in range(len(words) - count + 1)
        if _unmarked(" ".join(words[i : i + count])) == key and " ".join(words[i : i + count]) != name
    ]


def _split_headings(sel: Selector) -> list[tuple[str, str]]:
    """(kicker, headline) of the page's headline heading when it opens with an element (the kicker) and goes on
    after it: its <h1>, or with none, its first <h2> (templates that set the headline in an <h2>)."""
    heading = sel.xpath("//h1") or sel.xpath("(//h2)[1]")
    out = []
    for node in heading[:1]:
        nodes = node.xpath("./node()[self::* or normalize-space()]")
        if len(nodes) < 2 or isinstance(nodes[0].root, str):
            continue  # opens with its own words, not an element
        kicker = " ".join(" ".join(nodes[0].xpath(".//text()").getall()).split())
        # the rest of the heading, in an element or as text ("<span>Intervyu:</span> IT Park rahbari ...")
        rest = [n.root if isinstance(n.root, str) else " ".join(n.xpath(".//text()").getall()) for n in nodes[1:]]
        headline = " ".join(" ".join(rest).split())
        if kicker and headline:
            out.append((kicker, headline))
    return out


def page_metadata(
    sel: Selector,
    html: str,
    url: str,
    signals: PageSignals,
    text: str,
    fallback: dict[str, Any],
    content_language: str | None = None,
    template: frozenset[str] = frozenset(),
    now: datetime | None = None,
) -> Metadata:
    """Metadata of one page; `fallback` is trafilatura's own metadata for the same page; `template`: the
    structured dates the site's template declares (rejected as dates, crawler/article/sitetemplate.py); `now`:
    when the page was fetched (None: now), after which no date is plausible."""
    nodes = article_nodes(signals)
    names = site_names(sel, signals, url)
    title_names = names + logo_names(sel, url, signals.html_title)
    headline = next(
        (n["headline"] for n in nodes if isinstance(n.get("headline"), str) and n["headline"].strip()), None
    )
    single_h1 = signals.h1[0] if len(signals.h1) == 1 else None
    if single_h1:
        single_h1 = _headline_under_section_h1(sel, single_h1, signals.html_title, names)
    item_headline = " ".join(sel.xpath('(//*[@itemprop="headline"])[1]//text()').getall()) or None
    title = best_title(
        [headline, meta(sel, "og:title", "twitter:title"), item_headline, single_h1, fallback.get("title"),
         signals.html_title],
        title_names,
        signals.h1 or signals.title_headings,  # (an old template's headline in its <td class="newstitle">)
    )  # fmt: skip
    # Metadata written for another audience (an English headline over a Khmer story, a Cyrillic twin's over the Latin
    # one): the page's own headline, in its text's script, is the title
    script = dominant_script(text)
    if foreign_to(title, script):
        own = [c for c in (single_h1, item_headline, signals.html_title) if c and dominant_script(c) == script]
        title = best_title(own, title_names, signals.h1) or title
    if signals.html_title:
        headings = (" ".join(h.xpath(".//text()").getall()) for h in sel.xpath("//h1 | //h2"))
        page_title = strip_site(signals.html_title, title_names)
        # an <h1>'s first element when the heading opens with it: a kicker in its own type
        kickers = [
            " ".join(h.xpath("./*[1]//text()").getall()) for h in sel.xpath("//h1[*][not(normalize-space(text()[1]))]")
        ]
        title = without_heading_kicker(without_kicker(title, page_title, headings, signals.h1), page_title, kickers)
        # (SPIEGEL: every title reads "Kicker: Headline", the page's heading sets the two in elements of their own)
        title = without_split_kicker(title, _split_headings(sel))
    # the heading's own letters where the metadata wrote them plain: the ʻokina of "Heʻeia" as "He'eia", curly quotes
    if title and len(signals.h1) == 1 and _unmarked(signals.h1[0]) == _unmarked(title):
        title = " ".join(signals.h1[0].split())
    byline, above = around_headline(sel, title)
    authors = authors_of(sel, nodes, names, fallback=fallback.get("author"), byline=byline, script=script)
    if not authors or foreign_to(" ".join(authors), script):
        # the byline a screen reader reads ("Author, Jane Roe; Role, ..."), in the page's own language
        authors = clean_authors(labelled_byline(sel), names) or authors
    if not authors and (signer := letter_signer(sel)):
        authors = clean_authors([signer], names)  # a letter signed by its writer, no byline over it
    # ...and a name as the byline prints it ("Kaʻiulani Kahananui" for the structured data's "Ka'iulani")
    printed = " ".join(byline)
    authors = [next((w for w in _words_like(name, printed)), name) for name in authors]
    links = writer_links(sel) if authors else []  # (one walk of the page's links for both steps)
    authors = [_as_linked(name, links, script) for name in authors]
    if len(authors) == 1 and script and foreign_to(authors[0], script):
        # one writer in another script than the story's, and the page links one writer's page, named in its own
        own = {text for text, _ in links if dominant_script(text) == script}
        authors = [own.pop()] if len(own) == 1 else authors
    if authors and (html_lang(sel) or "").lower().startswith("hu"):
        # ...and in the order a Hungarian page prints it, family name first ("Kovács Péter" for "Péter Kovács")
        # (the page's text, not the byline window's: the headline may be out of its reach)
        shown = sel.xpath("//body//text()[not(ancestor::script or ancestor::style)]").getall()
        body = " ".join(" ".join(shown).split())
        authors = [_family_first(name, body) for name in authors]
    # htmldate searches the whole page: only worth it once the page is known to be an article (see extract()).
    date = publication_date(
        sel,
        html,
        url,
        nodes,
        ARTICLE_TYPES,
        fallback=fallback.get("date"),
        now=now,
        use_htmldate=False,
        byline=byline,
        text=text,
        template=template,
        above=above,
        closing=lambda: closing_lines(sel, text),
    )
    # Detection on the text costs a few milliseconds: extract() asks for it once a page is an article.
    language, source = language_of(sel, text, content_language, detect_text=False)
    return Metadata(
        title=title, authors=authors, date=date, language=language, language_source=source, site_names=names,
        byline=byline, above=above,
    )  # fmt: skip
