"""Pages of public-service publishers and of paywalled papers, shapes holdout87 and holdout89 met blind: a
city's "News Flash" and a school trust's "Latest News" as the <h1> over each story's own headline, the story
text a metered paywall ships hidden after the lead, a funeral home's obituaries, offices and roles credited
where a writer would be, and "not found" headings typed with a typographic apostrophe. Every test fails when
its rule is taken out."""

from __future__ import annotations

import json

import pytest
from parsel import Selector

from crawler.article.authors import clean_authors
from crawler.article.signals import is_error_notice
from crawler.extraction import ExtractOptions, extract

PARAS = [
    "Loveland has declared a snow emergency starting at 6 p.m. Friday, and vehicles parked on designated snow routes "
    "must be moved so plows can clear the streets from curb to curb.",
    "Vehicles left on snow routes after the deadline may be ticketed and towed at the owner's expense, the city's "
    "Public Works Department said in a statement on Friday afternoon.",
    "Crews will work in twelve-hour shifts until the main arterials are clear, then move on to collector streets "
    "and school zones before the start of classes on Monday morning.",
    "Residents can check which streets are snow routes on the city's online map or by calling the Public Works "
    "office, which will extend its hours through the weekend.",
]


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions())


def civic(title: str, h1: str, headline: str, *, heading: str = "h3", cls: str = "headline", nav: str = "") -> str:
    body = "".join(f"<p>{p}</p>" for p in PARAS)
    return (
        f"<html lang='en'><head><title>{title}</title></head><body>"
        f"<nav><a href='/'>Home</a> <a href='/news'>{nav or 'News'}</a> <a href='/services'>Services</a></nav>"
        f"<main><div class='moduleContent'><h1 class='headline'>{h1}</h1><h2 class='categoryName'>City News</h2>"
        f"<{heading} class='{cls}'>{headline}</{heading}><div class='posted'>Posted on: December 4, 2026</div>"
        f"<div class='fr-view'>{body}</div></div></main><footer><p>City Hall, 500 E 3rd St</p></footer></body></html>"
    )


HEADLINE = "Snow Emergency Declared: Parking Restrictions in Effect on Snow Routes"


def test_a_section_label_h1_over_the_storys_own_headline_gives_way_to_it() -> None:
    url = "https://www.lovelandco.test/CivicAlerts.aspx?AID=2415"
    # CivicPlus titles every release "News Flash • City • CivicEngage" and prints the label as the <h1>, again in
    # its menu: the headline is the heading classed as one under it
    html = civic("News Flash • Loveland, CO • CivicEngage", "News Flash", HEADLINE, nav="News Flash")
    assert run(html, url).title == HEADLINE
    # a short headline over a sub-headline is the headline: the page does not name it again, and a sub-headline
    # is no headline (even where a menu names the headline's words)
    html = civic("Snow emergency • Loveland, CO", "Snow emergency", HEADLINE, heading="h2", cls="subheadline")
    assert run(html, url).title == "Snow emergency"
    html = civic(
        "Plows out tonight • Loveland", "Plows out tonight", HEADLINE, cls="subheadline", nav="Plows out tonight"
    )
    assert run(html, url).title == "Plows out tonight"
    # an author's page: their name as the <h1>, again under each teaser, and the teasers' linked headlines
    teaser = f"<a href='/2026/12/01/snow-routes/'>{HEADLINE}</a>"
    html = civic("Dana Whitfield • Sentinel", "Dana Whitfield", teaser, cls="entry-title", nav="Dana Whitfield")
    assert run(html, "https://www.sentinel.test/author/dwhitfield/").title == "Dana Whitfield"
    html = civic("Snow emergency • Loveland, CO", "Snow emergency", HEADLINE, heading="h2", cls="article-title")
    assert run(html, url).title == "Snow emergency"
    # a school trust's "Latest News" <h1>: the <title> names the story beside a trust's name the page gives
    # nowhere else, and the story's heading is the title's first part
    html = civic(f"{HEADLINE} | Bure Valley Learning Trust", "Latest News", HEADLINE, heading="h2", cls="news_title")
    assert run(html, "https://www.burevalleytrust.test/news/?pid=3&nid=1&storyid=413").title == HEADLINE


def paywalled(hidden: str) -> str:
    node = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": HEADLINE,
            "datePublished": "2026-12-04T09:00:00-07:00", "isAccessibleForFree": False}  # fmt: skip
    return (
        f"<html lang='en'><head><title>{HEADLINE} | Ledger</title>"
        f"<script type='application/ld+json'>{json.dumps(node)}</script></head><body><main><article>"
        f"<h1>{HEADLINE}</h1><div class='article-body'><p class='c-paragraph'>{PARAS[0]}</p>"
        f"<p class='c-paragraph'>{LEAD}</p>"
        f"<div id='piano-inline'></div>{hidden}<div class='offer'><p>Subscribe to keep reading.</p></div>"
        "</div></article></main></body></html>"
    )


# (two paragraphs shown, as metered pages show: with one, the short text sends extraction to its fallbacks)
LEAD = (
    "The declaration covers every designated snow route in the city, and the restrictions stay in effect until "
    "the city announces that the emergency has ended, which officials expect by Sunday evening at the earliest."
)
REST = "".join(f"<p class='c-paragraph'>{p}</p>" for p in PARAS[1:])


@pytest.mark.parametrize(
    "wrapper",
    [
        "<div class='paywall' data-paywall='true' style='display:none'>",
        "<div class='restricted' aria-hidden='true' style='filter:blur(4px);user-select:none'>",
        "<div class='fade' style='max-height:120px;overflow:hidden'>",
        "<div hidden>",
    ],
)
def test_the_story_a_metered_paywall_ships_hidden_after_its_lead_is_the_body(wrapper: str) -> None:
    page = run(paywalled(wrapper + REST + "</div>"), "https://www.tidewaterledger.test/news/2026/12/04/snow-emergency/")
    assert page.is_article and "twelve-hour shifts" in page.text and "online map" in page.text, page.text


def test_a_hidden_dialog_of_other_text_stays_out() -> None:
    # a dialog kept hidden until the reader clicks (a reader's guide to snow routes) is no part of the story
    guide = [
        "This guide explains how the city's plow crews decide which streets to clear first when a storm arrives, "
        "and how long each round of plowing usually takes on the main routes.",
        "It also lists the phone numbers of every public works district office and the hours they keep during "
        "a declared emergency, including weekends and public holidays.",
    ]
    dialog = "<div class='modal-dialog' style='display:none'>" + "".join(f"<p>{g}</p>" for g in guide) + "</div>"
    page = run(
        paywalled(REST.replace("</p>", "</p>" + dialog, 1)), "https://www.tidewaterledger.test/news/2026/12/04/x/"
    )
    assert "online map" in page.text and "plow crews decide" not in page.text, page.text


LIFE = [
    "Jack Doyle, a Bendigo tram driver for 28 years and a lifelong member of the Easter Fair committee, died on "
    "Thursday 26 November 2026 at home in Kangaroo Flat. He was 85.",
    "Jack was born in Bendigo on 2 August 1941 and left school at fifteen to work at the railway workshops, "
    "where he met Maureen, his wife of 61 years, at a Christmas dance.",
    "He drove the city's trams from 1979 until he retired, and in retirement restored two of them with the "
    "volunteers of the tramways museum, where he gave tours every Sunday.",
    "He is survived by Maureen, their three children and seven grandchildren. The family thanks the staff of "
    "the palliative care unit for their kindness in his last weeks.",
]


def obituary(paras: list[str], person: dict) -> str:
    node = {"@context": "https://schema.org", "@type": "WebPage", "name": "Obituary of John Doyle",
            "mainEntity": person, "datePublished": "2026-11-30T14:20:00+11:00"}  # fmt: skip
    body = "".join(f"<p>{p}</p>" for p in paras)
    return (
        f"<html lang='en'><head><title>Obituary of John Doyle | Cobden &amp; Farrell</title>"
        f"<script type='application/ld+json'>{json.dumps(node)}</script></head><body><main>"
        f"<h1>John Patrick Doyle</h1><p class='dates'>2 August 1941 - 26 November 2026</p>{body}"
        "</main><footer><p>Cobden &amp; Farrell Funerals, 12 High St</p></footer></body></html>"
    )


def test_a_funeral_homes_obituary_that_tells_a_life_is_taken_and_its_notice_is_not() -> None:
    url = "https://www.cobdenfarrell.test/book-of-memories/5123441/Doyle-John/obituary.php"
    dead = {"@type": "Person", "name": "John Patrick Doyle", "birthDate": "1941-08-02", "deathDate": "2026-11-26"}
    page = run(obituary(LIFE, dead), url)
    assert page.is_article and page.classification["reason"] == "obituary", page.classification
    # the same template's notice: a few lines and the service to follow
    notice = [
        "DOYLE, John Patrick (Jack). Passed away peacefully at home in Kangaroo Flat on 26 November 2026, aged 85 "
        "years. Loving husband of Maureen for 61 years.",
        "Much loved father and father-in-law of Anne and Peter, Michael and Sue, Kate and David. Funeral details "
        "to follow.",
    ]
    assert not run(obituary(notice, dead), url).is_article
    # a page about a living person (no deathDate) on the same template is no obituary
    alive = {"@type": "Person", "name": "John Patrick Doyle", "birthDate": "1941-08-02"}
    assert not run(obituary(LIFE, alive), url).is_article


@pytest.mark.parametrize(
    ("byline", "authors"),
    [
        # the date's weekday glued to the role after the name ("..., Transport Correspondent Thursday 3 December")
        ("By Tom Ellery, Transport Correspondent Thursday 3 December 2026, 6:05pm", ["Tom Ellery"]),
        ("PA Reporter Thursday 3 December 2026, 10:41am", []),
        ("Jane Monday 3 December 2026", ["Jane Monday"]),  # a one-word name before the weekday stays whole
        # a German office or a body with its article: a gazette's or a club's credit, no person
        ("Hauptamt", []),
        ("Ordnungsamt", []),
        ("Der Vorstand", []),
        ("Anna Amtmann", ["Anna Amtmann"]),
        # a role and the place it reports from
        ("Katrin Mehnert, Redakteurin Dresden", ["Katrin Mehnert"]),
        ("Korrespondentin Berlin", []),
        # a library's or museum's staff role after the name
        ("Ben Tsosie, Local History Archivist", ["Ben Tsosie"]),
    ],
)
def test_credits_that_name_no_one(byline: str, authors: list[str]) -> None:
    assert clean_authors([byline]) == authors


@pytest.mark.parametrize(
    ("heading", "notice"),
    [
        ("Oops! That page can\u2019t be found.", True),  # WordPress's 404 heading, its apostrophe typographic
        ("Cette page n\u2019existe pas ou plus", True),
        ("The page that can\u2019t be found: a novel about loss", False),
    ],
)
def test_not_found_headings_with_typographic_apostrophes(heading: str, notice: bool) -> None:
    assert is_error_notice(heading) is notice


LETTER = [
    "As we reach the end of the autumn term, I want to thank every family for the support you have given the "
    "academy this year, from the harvest collection to the winter concert.",
    "Mock examinations for Year 11 begin on 11 January. Revision timetables have been shared with students, and "
    "teachers will run extra sessions after school in the first week back.",
    "Term ends at 1.30pm on Friday 18 December, and we return on Tuesday 5 January after a training day for staff.",
]


def letter(signature: str) -> str:
    body = "".join(f"<p>{p}</p>" for p in LETTER)
    return (
        "<html lang='en'><head><title>End of Autumn Term Letter | Bure Valley Learning Trust</title></head><body>"
        "<main><h1 class='page_title'>Letters Home</h1><h2 class='news_title'>End of Autumn Term Letter</h2>"
        f"<p class='date'>3rd December 2026</p>{body}{signature}</main></body></html>"
    )


@pytest.mark.parametrize(
    ("signature", "authors"),
    [
        # the name as the next paragraph's first line, the office after it
        ("<p>Yours sincerely,</p><p><strong>Karen Whitcombe</strong><br>Principal</p>", ["Karen Whitcombe"]),
        ("<p>Kind regards,<br>Dr Helen Ashworth<br>Chief Executive Officer</p>", ["Helen Ashworth"]),
        ("<p>Mit freundlichen Grüßen</p><p>Anna Schmidt</p>", ["Anna Schmidt"]),
        ("<p>Best wishes,</p><p>The Academy Team</p>", []),  # a team signs: no person
    ],
)
def test_a_letter_signed_under_its_closing_words_names_its_writer(signature: str, authors: list[str]) -> None:
    url = "https://www.burevalleytrust.test/news/?pid=3&nid=2&storyid=412"
    assert run(letter(signature), url).authors == authors
