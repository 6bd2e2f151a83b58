"""Hand-written pages of a small paper (holdout41's weekly): table layout, `<font>` tags, no `<h1>`, no metadata,
a `<title>` that names the page, not the story. The headline is read from its large font, the side column's
short lines over it are dropped, an ASCII "--" signs the story, and the site's root is its front page even when
its lead story is printed there in full. Every test fails without its rule, with a counter-example each."""

from __future__ import annotations

from parsel import Selector

from crawler.article.authors import signature_author
from crawler.article.headings import strip_heading_lines
from crawler.article.signals import collect, visual_headlines
from crawler.extraction import ExtractOptions, extract

STORY = [
    "WAITSFIELD -- The Route 100 bridge over Mill Brook, closed since June for replacement, will reopen to traffic "
    "on Friday, Dec. 18, about three weeks later than planned, state transportation officials said Monday night.",
    "The detour through Fayston, which has added as much as 15 minutes to trips between Waitsfield village and "
    "Warren, will end the same day, with both lanes open by Christmas Eve.",
    "Boyce said the project fell behind in September, when crews found a layer of ledge under the south abutment "
    "about four feet higher than test borings had shown. Removing it took nearly a month.",
    "The total cost of the project is now estimated at $6.8 million, up from $6.1 million when the contract was "
    "signed. Most of the increase is covered by federal bridge funds.",
]
HEADLINE = "Route 100 Bridge Over Mill Brook to Reopen Dec. 18"
SIDE = (
    "<td width='150' valign='top'><font face='Arial' size='2'><a href='../../index.html'>Front Page</a><br>"
    "<a href='../../page2.html'>Page 2</a><br><a href='../../sports.html'>Sports</a><br>"
    "<p><font size='1'><b>ADVERTISERS</b><br><a href='http://www.madriverhardware.test/'>Mad River Hardware</a>"
    "<br>Snow shovels in stock!</font></p></font></td>"
)


def weekly(headline: str, signature: str = "", byline: str = "<i>By Martha Quinlan</i><br>") -> str:
    return (
        "<html><head><title>The Valley Gazette - Page 3</title></head><body><table width='760'><tr><td colspan='2'>"
        "<img src='masthead.gif' alt='The Valley Gazette'></td></tr><tr>" + SIDE + "<td width='610' valign='top'>"
        "<p><font size='2'>Friday, December 4, 2026</font></p>" + headline + byline + "<font size='3'>"
        + "".join(f"<p>{p}</p>" for p in STORY) + signature + "</font><p align='center'><font size='2'><a href="
        "'../../index.html'>Back to Front Page</a> | <a href='../../page2.html'>Page 2</a></font></p></td></tr>"
        "</table></body></html>"
    )  # fmt: skip


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


URL = "http://www.valleygazette.test/stories/2026/bridge1204.htm"


def test_a_headline_set_in_a_large_font_is_the_pages_heading() -> None:
    markups = [
        f"<font size='5' face='Times'><b>{HEADLINE}</b></font><br>",
        f"<b><font size=5>{HEADLINE}</font></b><br>",
        f"<font size='+2'>{HEADLINE}</font><br>",
        f"<span style='font-size: 24px'>{HEADLINE}</span><br>",
    ]
    for markup in markups:
        page = run(weekly(markup), URL)
        assert page.is_article and page.title == HEADLINE, (markup, page.title, page.classification)
        assert page.authors == ["Martha Quinlan"] and page.date == "2026-12-04"
        assert page.text == "\n".join(STORY)
    # a front's teaser headlines are links, the body text's own size is no headline's, nor is a one-word label
    front = (
        "<body><font size='4'><a href='/a.htm'>Route 100 Bridge to Reopen</a></font><font size='3'><p>Text of a "
        "story in the paper's body size.</p></font><font size='5'>Sports</font></body>"
    )
    assert visual_headlines(Selector(text=front)) == []
    # a page with an <h1> keeps its <h1>: large fonts are read only where no heading element is
    assert collect(Selector(text=f"<body><font size=5>{HEADLINE}</font></body>"), URL).h1 == [HEADLINE]
    assert collect(Selector(text=f"<body><h1>Gazette</h1><font size=5>{HEADLINE}</font></body>"), URL).h1 == ["Gazette"]


def test_the_side_columns_short_lines_over_the_headline_are_chrome() -> None:
    text = "\n".join(["Front Page", "ADVERTISERS", "Mad River Hardware", "Friday, December 4, 2026", HEADLINE, *STORY])
    assert strip_heading_lines(text, HEADLINE, [HEADLINE]) == "\n".join(STORY)
    # a photo story's one short sentence over its repeated headline and a date line is its text: kept
    photo = "\n".join(["Crowds filled the fairground on Sunday.", HEADLINE, "Updated: 30 November 2026"])
    assert strip_heading_lines(photo, HEADLINE, [HEADLINE]).startswith("Crowds filled")
    # ...and so is a lead paragraph over a headline trafilatura put under it
    lead = "\n".join([STORY[0], HEADLINE, *STORY[1:]])
    assert strip_heading_lines(lead, HEADLINE, [HEADLINE]).startswith("WAITSFIELD")


def test_an_ascii_double_hyphen_signs_a_story_like_a_dash() -> None:
    assert signature_author("-- Ben Tallman") == ["Ben Tallman"]
    assert signature_author("-- Ben Tallman writes from Warren.") == ["Ben Tallman"]
    page = run(weekly(f"<font size=5>{HEADLINE}</font><br>", "<p align='right'><i>-- Ben Tallman</i></p>", ""), URL)
    assert page.is_article and page.authors == ["Ben Tallman"], page.authors
    assert page.text == "\n".join(STORY)
    # a line of dashes is no name
    assert signature_author("-- --") == []


def test_the_sites_root_is_its_front_page_even_with_a_full_lead_story() -> None:
    html = weekly(f"<font size=5>{HEADLINE}</font><br>")
    for root in ("http://www.valleygazette.test/", "http://www.valleygazette.test/index.html",
                 "https://www.example.test/en/"):  # fmt: skip
        page = run(html, root)
        assert not page.is_article and page.reason == "site_root", (root, page.classification)
    # a story addressed through the front controller's query is no root page
    joomla = "http://www.valleygazette.test/index.php?option=com_content&view=article&id=1423:bridge-reopens"
    assert run(html, joomla).is_article


def test_a_themes_large_body_text_is_no_headline() -> None:
    # a blog theme's title in <h2 class="entry-title">, its paragraphs (or its lead alone) set at 18-20px
    body = "".join(f"<p style='font-size:{18 if i else 20}px'>{p}</p>" for i, p in enumerate(STORY))
    html = (
        "<html><head><title>Bridge to reopen - Riverside Notes</title><meta property='og:type' content='article'>"
        "<meta property='article:published_time' content='2026-12-04T09:00:00-05:00'></head><body><article>"
        f"<h2 class='entry-title'>{HEADLINE}</h2><p class='byline'>By Jane Roe</p>{body}</article></body></html>"
    )
    page = run(html, "https://riversidenotes.test/2026/12/bridge-to-reopen.html")
    assert page.is_article and page.text == "\n".join(STORY), page.text
    # a theme that sets its paragraphs at 26px has its title in an <h2 class="entry-title">: that is the heading
    big = html.replace("font-size:18px", "font-size:26px").replace("font-size:20px", "font-size:26px")
    assert run(big, "https://riversidenotes.test/2026/12/bridge-to-reopen.html").text == "\n".join(STORY)
    # ...and the first two large lines at most are a page's headlines
    many = "".join(f"<font size=5>Headline number {n} of the page</font>" for n in range(5))
    assert len(visual_headlines(Selector(text=f"<body>{many}</body>"))) == 2


def test_a_dash_led_name_under_a_quotation_attributes_it() -> None:
    quote = [*STORY[:3], "\u201cA library outranks any other one thing a community can do to benefit its people.\u201d"]
    html = weekly(f"<font size=5>{HEADLINE}</font><br>", "<p>-- Andrew Carnegie</p>", "")
    for old, new in zip(STORY, quote, strict=True):
        html = html.replace(old, new)
    page = run(html, URL)
    assert page.authors == [], page.authors


def test_a_story_on_its_own_subdomains_root_is_a_story() -> None:
    html = weekly(f"<font size=5>{HEADLINE}</font><br>").replace(
        "<head>", "<head><meta property='og:type' content='article'>"
    )
    page = run(html, "https://lostriver.valleygazette.test/")
    assert page.is_article, page.classification
