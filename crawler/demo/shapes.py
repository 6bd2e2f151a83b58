"""Article page templates in the shapes of common publishing systems.

Each shape renders one story as `(head_extra, body_html)`: the metadata the system puts in `<head>` and the
markup of its story. The demo site and the development corpus (tests/corpus/) both draw from these, so
neither passes on one shape. The markup is written from the public conventions of each system (class
names, JSON-LD layout, meta names), not copied from any publisher's page.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Protocol


class LinkSink(Protocol):
    def a(self, target: str, text: str, attrs: str = "") -> str: ...
    def a_html(self, target: str, inner: str, attrs: str = "") -> str: ...


@dataclass
class Story:
    headline: str
    authors: list[str]
    author_paths: list[str]
    published: datetime  # aware, in the publisher's time zone
    paragraphs: list[str]
    section: str
    site_name: str
    url: str
    summary: str
    table: list[list[str]] = field(default_factory=list)  # optional data table inside the story
    comments: list[str] = field(default_factory=list)  # reader comments (never part of the body)

    @property
    def iso(self) -> str:
        return self.published.isoformat()

    @property
    def utc_iso(self) -> str:
        return self.published.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")

    @property
    def day(self) -> str:
        return self.published.strftime("%Y-%m-%d")

    @property
    def display_date(self) -> str:
        return f"{self.published:%B} {self.published.day}, {self.published.year}"

    @property
    def byline(self) -> str:
        names = self.authors
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def ld(data: object, *, raw: bool = False) -> str:
    text = data if raw and isinstance(data, str) else json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return f'<script type="application/ld+json">{text}</script>'


def paras(story: Story, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "\n".join(f"<p{attr}>{esc(p)}</p>" for p in story.paragraphs)


def table(story: Story) -> str:
    if not story.table:
        return ""
    head, *rows = story.table
    cells = "".join(f"<th>{esc(c)}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{cells}</tr></thead><tbody>{body}</tbody></table>"


def comments(story: Story) -> str:
    if not story.comments:
        return ""
    items = "".join(
        f'<li class="comment"><div class="comment-author">Reader {n}</div><div class="comment-content"><p>'
        f"{esc(c)}</p></div></li>"
        for n, c in enumerate(story.comments, 1)
    )
    return (
        f'<section id="comments" class="comments-area"><h2>Comments</h2><ol class="comment-list">{items}</ol></section>'
    )


def person(story: Story, lk: LinkSink, i: int, attrs: str = "") -> str:
    return (
        lk.a(story.author_paths[i], story.authors[i], attrs) if i < len(story.author_paths) else esc(story.authors[i])
    )


def people(story: Story, lk: LinkSink, attrs: str = "") -> str:
    names = [person(story, lk, i, attrs) for i in range(len(story.authors))]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _persons(story: Story) -> list[dict[str, str]]:
    return [{"@type": "Person", "name": n} for n in story.authors]


WP_AUTHOR = 'class="url fn n"'


def wordpress(story: Story, lk: LinkSink) -> tuple[str, str]:
    graph = {
        "@context": "https://schema.org",
        "@graph": [
            {"@type": "WebSite", "@id": "#website", "name": story.site_name},
            {"@type": "WebPage", "@id": story.url, "name": story.headline},
            {
                "@type": "Article",
                "headline": story.headline,
                "datePublished": story.iso,
                "author": {"@id": "#author"},
                "mainEntityOfPage": {"@id": story.url},
            },
            {"@type": "Person", "@id": "#author", "name": story.authors[0]},
        ],
    }
    head = (
        f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(story.headline)}">\n'
        f'<meta property="article:published_time" content="{story.iso}">\n{ld(graph)}'
    )
    body = (
        f'<article id="post-1" class="post type-post status-publish format-standard hentry">\n'
        f'<header class="entry-header"><h1 class="entry-title">{esc(story.headline)}</h1>\n'
        f'<div class="entry-meta"><span class="posted-on"><time class="entry-date published" datetime="{story.iso}">'
        f'{story.display_date}</time></span> <span class="byline">by <span class="author vcard">'
        f"{people(story, lk, WP_AUTHOR)}</span></span></div></header>\n"
        f'<div class="entry-content">\n{paras(story)}\n{table(story)}\n</div>\n</article>\n{comments(story)}'
    )
    return head, body


def drupal(story: Story, lk: LinkSink) -> tuple[str, str]:
    head = (
        f'<meta name="dcterms.date" content="{story.iso}">\n<meta name="dcterms.creator" content="{esc(story.byline)}">'
    )
    body = (
        f'<article role="article" about="{esc(story.url)}" typeof="schema:Article" class="node node--type-article">\n'
        f'<h1 class="page-title"><span property="schema:name">{esc(story.headline)}</span></h1>\n'
        f'<div class="node__meta">Submitted by <span rel="schema:author">{people(story, lk)}</span> on '
        f'<span property="schema:dateCreated" content="{story.iso}">{story.published:%a, %m/%d/%Y - %H:%M}</span>'
        f"</div>\n"
        f'<div property="schema:text" class="field field--name-body field--type-text-with-summary">\n{paras(story)}\n'
        f"{table(story)}\n</div>\n</article>"
    )
    return head, body


def arc(story: Story, lk: LinkSink) -> tuple[str, str]:
    """Arc XP style: timestamps in UTC, the day shown to readers in the publisher's zone."""
    content = {
        "headlines": {"basic": story.headline},
        "display_date": story.utc_iso,
        "credits": {"by": [{"name": n} for n in story.authors]},
        "content_elements": [{"type": "text", "content": p} for p in story.paragraphs],
    }
    data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": story.headline,
            "datePublished": story.utc_iso, "author": _persons(story)}  # fmt: skip
    head = (
        f'<meta property="og:type" content="article">\n<meta name="author" content="{esc(story.byline)}">\n{ld(data)}\n'
        f"<script>window.Fusion=window.Fusion||{{}};Fusion.globalContent={json.dumps(content)};</script>"
    )
    body = (
        f'<article class="article-body-wrapper"><div class="headline"><h1>{esc(story.headline)}</h1></div>\n'
        f'<div class="byline">By {people(story, lk)}</div>\n'
        f'<div class="date">{story.display_date} at {story.published:%I:%M %p}</div>\n'
        f'<div class="article-body">\n{paras(story, "default__StyledText")}\n</div></article>'
    )
    return head, body


def blox(story: Story, lk: LinkSink) -> tuple[str, str]:
    """TownNews Blox style: microdata plus JSON-LD with raw line breaks inside its strings."""
    raw = (
        '{"@context": "http://schema.org", "@type": "NewsArticle", "headline": "'
        + story.headline.replace('"', '\\"')
        + '",\n"description": "'
        + story.summary.replace('"', '\\"').replace(". ", ".\n\t")
        + f'", "datePublished": "{story.iso}"}}'
    )
    head = f'<meta name="author" content="{esc(story.byline)}">\n{ld(raw, raw=True)}'
    body = (
        '<div class="asset-content" itemscope itemtype="http://schema.org/NewsArticle">\n'
        f'<h1 class="headline" itemprop="headline"><span class="asset-headline">{esc(story.headline)}</span></h1>\n'
        f'<ul class="list-inline"><li class="asset-author"><span itemprop="author">{people(story, lk)}</span></li>'
        f'<li><time datetime="{story.iso}" itemprop="datePublished">{story.display_date}</time></li></ul>\n'
        f'<div class="asset-content subscriber-premium" itemprop="articleBody">\n{paras(story)}\n{table(story)}\n'
        "</div></div>"
    )
    return head, body


def ghost(story: Story, lk: LinkSink) -> tuple[str, str]:
    data = {"@context": "https://schema.org", "@type": "Article", "headline": story.headline,
            "datePublished": story.iso, "author": {"@type": "Person", "name": story.authors[0]},
            "publisher": {"@type": "Organization", "name": story.site_name}}  # fmt: skip
    head = (
        f'<meta property="og:type" content="article">\n<meta property="article:published_time" content="{story.iso}">\n'
        f'<meta name="twitter:label1" content="Written by">\n<meta name="twitter:data1" content="{esc(story.byline)}">'
        f"\n{ld(data)}"
    )
    body = (
        f'<article class="gh-article post"><header class="gh-article-header"><h1 class="gh-article-title">'
        f"{esc(story.headline)}</h1>\n"
        f'<div class="gh-article-meta"><span class="gh-article-author">{people(story, lk)}</span> '
        f'<time class="gh-article-date" datetime="{story.day}">{story.published.day} {story.published:%b %Y}</time>'
        f'</div></header>\n<section class="gh-content gh-canvas">\n{paras(story)}\n</section></article>'
    )
    return head, body


def brightspot(story: Story, lk: LinkSink) -> tuple[str, str]:
    data = [
        {"@context": "https://schema.org", "@type": "NewsArticle", "headline": story.headline,
         "datePublished": story.iso, "author": _persons(story)},
        {"@context": "https://schema.org", "@type": "BreadcrumbList", "itemListElement": []},
    ]  # fmt: skip
    head = (
        f'<meta property="og:type" content="article">\n<meta name="parsely-type" content="post">\n'
        f'<meta name="parsely-pub-date" content="{story.iso}">\n'
        + "\n".join(f'<meta name="parsely-author" content="{esc(n)}">' for n in story.authors)
        + f"\n{ld(data)}"
    )
    body = (
        f'<div class="ArticlePage-mainContent"><h1 class="ArticlePage-headline">{esc(story.headline)}</h1>\n'
        f'<div class="ArticlePage-authors"><div class="ArticlePage-authorName">By {people(story, lk)}</div></div>\n'
        f'<div class="ArticlePage-datePublished">Published {story.display_date}</div>\n'
        f'<div class="RichTextArticleBody RichTextBody">\n{paras(story)}\n{table(story)}\n</div></div>'
    )
    return head, body


def substack(story: Story, lk: LinkSink) -> tuple[str, str]:
    data = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": story.headline,
            "datePublished": story.utc_iso, "author": _persons(story)}  # fmt: skip
    head = (
        f'<meta property="og:type" content="article">\n<meta name="author" content="{esc(story.byline)}">\n'
        f'<meta property="og:title" content="{esc(story.headline)}">\n{ld(data)}'
    )
    body = (
        f'<div class="post-header"><h1 class="post-title">{esc(story.headline)}</h1>\n'
        f'<h3 class="subtitle">{esc(story.summary)}</h3>\n'
        f'<div class="post-meta"><div class="byline-names">{people(story, lk)}</div>'
        f'<div class="post-date">{story.published:%b} {story.published.day}, {story.published.year}</div></div></div>\n'
        f'<div class="available-content"><div class="body markup">\n{paras(story)}\n</div></div>\n{comments(story)}'
    )
    return head, body


def amp(story: Story, lk: LinkSink) -> tuple[str, str]:
    """AMP page with a trailing comma in its JSON-LD (strict parsers reject it)."""
    raw = (
        '{"@context": "https://schema.org", "@type": "NewsArticle", "headline": '
        + json.dumps(story.headline)
        + f', "datePublished": "{story.iso}", '
        + f'"author": {{"@type": "Person", "name": {json.dumps(story.authors[0])},}},}}'
    )
    head = f'<meta name="author" content="{esc(story.byline)}">\n{ld(raw, raw=True)}'
    body = (
        f'<article class="amp-article"><header><h1 class="amp-title">{esc(story.headline)}</h1>\n'
        f'<p class="amp-byline">By {people(story, lk)} &middot; {story.display_date}</p></header>\n'
        f'<amp-img src="/img/lead.jpg" width="800" height="450" layout="responsive"></amp-img>\n'
        f'<div class="amp-article-body">\n{paras(story)}\n</div></article>'
    )
    return head, body


def _next_data(story: Story) -> str:
    article = {
        "title": story.headline,
        "publishedAt": story.iso,
        "authors": [{"name": n} for n in story.authors],
        "body": [{"type": "paragraph", "text": p} for p in story.paragraphs],
    }
    data = {"props": {"pageProps": {"article": article}}, "page": "/[section]/[slug]", "buildId": "b1"}
    blob = json.dumps(data).replace("</", "<\\/")
    return f'<script id="__NEXT_DATA__" type="application/json">{blob}</script>'


def nextjs(story: Story, lk: LinkSink) -> tuple[str, str]:
    """Next.js server-rendered: the story in the HTML and again in `__NEXT_DATA__`."""
    head = (
        f'<meta property="og:type" content="article">\n<meta property="article:published_time" content="{story.iso}">\n'
        f'<meta name="author" content="{esc(story.byline)}">'
    )
    body = (
        f'<div id="__next"><main class="css-1x2y3z"><h1 class="css-headline">{esc(story.headline)}</h1>\n'
        f'<div class="css-byline">By {people(story, lk)}</div><div class="css-date">{story.display_date}</div>\n'
        f'<section name="articleBody">\n{paras(story, "css-para")}\n</section></main></div>\n{_next_data(story)}'
    )
    return head, body


def nextjs_client(story: Story, lk: LinkSink) -> tuple[str, str]:
    """Next.js rendered in the browser: an empty app root, the story only in `__NEXT_DATA__`."""
    head = (
        f'<meta property="og:type" content="article">\n<meta property="article:published_time" content="{story.iso}">\n'
        f'<meta name="author" content="{esc(story.byline)}">'
    )
    body = (
        '<div id="__next"></div>\n<noscript>You need to enable JavaScript to run this app.</noscript>\n'
        f'{_next_data(story)}\n<script src="/_next/static/chunks/main.js" defer></script>'
    )
    return head, body


def semantic(story: Story, lk: LinkSink) -> tuple[str, str]:
    """Plain semantic markup: one <article> with <h1>, author and date metas, the date as byline text only."""
    head = (
        f'<meta name="author" content="{esc(story.byline)}">\n'
        f'<meta property="article:published_time" content="{story.iso}">'
    )
    body = (
        f'<article>\n<h1>{esc(story.headline)}</h1>\n<p class="byline">By {people(story, lk)}, '
        f"{story.display_date}</p>\n{paras(story)}\n{table(story)}\n</article>"
    )
    return head, body


def handwritten(story: Story, lk: LinkSink) -> tuple[str, str]:
    """No markup at all: a heading, a bold byline, paragraphs."""
    body = (
        f'<div class="content"><h1>{esc(story.headline)}</h1>\n'
        f"<p><b>By {esc(story.byline)}</b><br>{story.display_date}</p>\n{paras(story)}\n</div>"
    )
    return "", body


def press_release(story: Story, lk: LinkSink) -> tuple[str, str]:
    """A press release: og:type website and JSON-LD with `//` comments."""
    raw = (
        "{\n  // generated by the newsroom plugin\n"
        '  "@context": "https://schema.org",\n  "@type": "NewsArticle", /* press release */\n'
        f'  "headline": {json.dumps(story.headline)},\n  "datePublished": "{story.iso}",\n'
        f'  "author": {{"@type": "Person", "name": {json.dumps(story.authors[0])}}}\n}}'
    )
    head = f'<meta property="og:type" content="website">\n{ld(raw, raw=True)}'
    body = (
        f'<div class="press-release"><p class="label">Press release</p><h1>{esc(story.headline)}</h1>\n'
        f'<p class="release-date">{story.display_date}</p>\n{paras(story)}\n'
        f'<p class="contact">Media contact: {esc(story.byline)}</p></div>'
    )
    return head, body


def liveblog(story: Story, lk: LinkSink) -> tuple[str, str]:
    data = {"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": story.headline,
            "datePublished": story.iso, "author": _persons(story),
            "liveBlogUpdate": [{"@type": "BlogPosting", "headline": f"Update {n}", "articleBody": p}
                               for n, p in enumerate(story.paragraphs[:3], 1)]}  # fmt: skip
    head = f'<meta property="og:type" content="article">\n{ld(data)}'
    updates = "\n".join(
        f'<div class="live-update"><time datetime="{story.iso}">{story.published:%H:%M}</time><p>{esc(p)}</p></div>'
        for p in story.paragraphs
    )
    body = (
        f'<article class="liveblog"><h1>Live: {esc(story.headline)}</h1>\n'
        f'<p class="byline">By {people(story, lk)}</p>\n{updates}\n</article>'
    )
    return head, body


Shape = Callable[[Story, LinkSink], tuple[str, str]]
SHAPES: dict[str, Shape] = {
    "wordpress": wordpress,
    "drupal": drupal,
    "arc": arc,
    "blox": blox,
    "ghost": ghost,
    "brightspot": brightspot,
    "substack": substack,
    "amp": amp,
    "nextjs": nextjs,
    "nextjs_client": nextjs_client,
    "semantic": semantic,
    "handwritten": handwritten,
    "press_release": press_release,
    "liveblog": liveblog,
}
