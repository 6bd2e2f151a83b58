"""Who wrote a wire story or an institution's release: a wire's closing "Reporting by ...; Editing by ..." names
the reporters (not the editors) and is no story text; an office ("By Office of Communications", "Department for
Education") signs a release, and no person is guessed from it. Met blind in holdout42 (a newswire whose
structured data credits the agency, a university newsroom); every test fails when its rule is taken out."""

from __future__ import annotations

import json

import pytest
from parsel import Selector

from crawler.article.authors import clean_authors, wire_signoff
from crawler.extraction import ExtractOptions, extract

WIRE_PARAS = [
    "FRANKFURT, Dec 3 (Fleetwire) - German car parts maker Kessler Automotive cut its full-year operating margin "
    "target on Thursday, blaming higher prices for chips and a slower recovery in European car production.",
    "The Stuttgart-based supplier now expects an adjusted margin of 4.0% to 4.5% for 2026, down from a previous "
    "range of 5.0% to 5.5%, after third-quarter sales fell 6% from a year earlier.",
    '"The market environment remains challenging," Chief Executive Petra Lindqvist told analysts on a call, '
    "adding that the company would speed up a savings programme announced in March.",
    "Shares in Kessler fell 7.4% in early Frankfurt trading, their lowest level since October 2022.",
]


def wire_page(signoff: str, author: dict | None = None) -> str:
    ld = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": "Kessler Automotive cuts margin goal as chip costs bite",
        "datePublished": "2026-12-03T07:42:00Z",
        "author": author or {"@type": "Organization", "name": "Fleetwire"},
    }
    story = "".join(f"<p>{p}</p>" for p in WIRE_PARAS)
    return (
        '<html lang="en"><head><title>Kessler Automotive cuts margin goal as chip costs bite | Fleetwire</title>'
        f'<script type="application/ld+json">{json.dumps(ld)}</script></head><body>'
        '<nav><a href="/">Home</a> <a href="/business/">Business</a></nav>'
        "<main><article><h1>Kessler Automotive cuts margin goal as chip costs bite</h1>"
        f'<div class="body">{story}<p class="signoff">{signoff}</p></div></article></main>'
        "<footer>© Fleetwire</footer></body></html>"
    )


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions())


URL = "https://www.fleetwire.test/business/kessler-automotive-cuts-margin-goal-2026-12-03/"


@pytest.mark.parametrize(
    ("signoff", "authors"),
    [
        ("Reporting by Anna Vogler; Editing by Rachel Kemp", ["Anna Vogler"]),
        # several reporters filing from their cities; additional reporting and the editor are not authors
        (
            "Reporting by Eleanor Marsh in London and Wei Lin Tan in Singapore; Additional reporting by Marcus Bell;"
            " Editing by Kirsten Dowd",
            ["Eleanor Marsh", "Wei Lin Tan"],
        ),
        ("(Reporting by Kenji Ota; Writing by Tom Hebden; Editing by Ruth Amsel)", ["Kenji Ota", "Tom Hebden"]),
        ("Editing by Mark Potter", []),
    ],
)
def test_a_wire_sign_off_names_the_reporters_and_is_no_story_text(signoff: str, authors: list[str]) -> None:
    result = run(wire_page(signoff), URL)
    assert result.is_article, result.classification
    assert result.authors == authors
    assert result.text.split("\n") == WIRE_PARAS


def test_the_pages_own_author_stays_and_the_sign_off_still_goes() -> None:
    person = {"@type": "Person", "name": "Priya Natarajan"}
    result = run(wire_page("Reporting by Priya Natarajan; Editing by Tom Hebden", person), URL)
    assert result.authors == ["Priya Natarajan"]
    assert result.text.split("\n") == WIRE_PARAS


@pytest.mark.parametrize(
    "line",
    [
        "Reporting by the regional broadcaster showed that the ministry knew of the leak.",
        "Reporting by Jane Roe; and the rest of the desk, as ever",
        # a review's harms: a sentence that opens like a sign-off and goes on
        "Reported by Axios, the plan would give a private operator control of the tolls for 40 years.",
        "Written by Hilary Mantel, the novel won the Booker Prize in 2009 and was adapted for the stage.",
        "Reporting by Hanna Rosin and others has since challenged that account.",
        "Edited by Colm Tóibín, it runs to more than 400 pages.",
    ],
)
def test_a_last_sentence_about_reporting_is_story_text(line: str) -> None:
    assert wire_signoff(line) is None
    result = run(wire_page(line), URL)
    assert result.text.split("\n")[-1] == line
    assert result.authors == []


UNIVERSITY_PARAS = [
    "Small lakes and ponds in New England now freeze, on average, about three weeks later in the winter than they "
    "did in the early 1970s, according to a study by researchers at Pemberton University.",
    "The study, published Dec. 1 in the journal Limnology Letters, analyzed ice records kept by volunteers for 64 "
    "lakes and ponds in Massachusetts, New Hampshire and Maine.",
    '"These are the kinds of records that sit in a drawer in a town hall," said Ethan Cole, a professor of '
    "environmental science and the study's lead author.",
    "The researchers are recruiting more volunteers to record ice dates this winter, the university said.",
]


def release_page(credit: str) -> str:
    story = "".join(f"<p>{p}</p>" for p in UNIVERSITY_PARAS)
    return (
        '<html lang="en"><head><title>Ponds freeze three weeks later than in the 1970s | Pemberton News</title>'
        '<meta property="og:type" content="article">'
        '<meta property="article:published_time" content="2026-12-02T12:00:00-05:00"></head><body>'
        "<main><article><h1>Ponds freeze three weeks later than in the 1970s</h1>"
        f'<div class="field--name-field-byline-text">{credit}</div><div class="body">{story}</div>'
        "</article></main><footer>Pemberton University</footer></body></html>"
    )


@pytest.mark.parametrize(
    "credit", ["By Office of Communications", "By University Communications", "By Department for Education"]
)
def test_an_office_signs_a_release_and_no_person_is_guessed(credit: str) -> None:
    result = run(release_page(credit), "https://news.pemberton.test/news/2026/12/ponds-freeze-later")
    assert result.is_article, result.classification
    assert result.authors == []


@pytest.mark.parametrize(
    "credit",
    ["By Jane Roe - Office of Public Affairs", "By Jane Roe - News Office", "By Office of the Provost, Jane Roe"],
)
def test_a_person_credited_with_an_office_in_the_byline_is_the_author(credit: str) -> None:
    result = run(release_page(credit), "https://news.pemberton.test/news/2026/12/ponds-freeze-later")
    assert result.authors == ["Jane Roe"]


def test_a_person_credited_with_their_office_is_the_author() -> None:
    assert clean_authors(["Keisha Lowell, Office of Communications"]) == ["Keisha Lowell"]
    assert clean_authors(["By Office of Communications", "Department for Education", "Media Relations"]) == []


def unsigned_page(in_article: str = "", after_main: str = "") -> str:
    story = "".join(f"<p>{p}</p>" for p in UNIVERSITY_PARAS)
    return (
        '<html lang="en"><head><title>Ponds freeze three weeks later than in the 1970s | Pemberton News</title>'
        '<meta property="og:type" content="article">'
        '<meta property="article:published_time" content="2026-12-02T12:00:00-05:00"></head><body>'
        f"<main><article><h1>Ponds freeze three weeks later than in the 1970s</h1>{story}{in_article}"
        f"</article></main>{after_main}</body></html>"
    )


UNI_URL = "https://news.pemberton.test/news/2026/12/ponds-freeze-later"


@pytest.mark.parametrize(
    "footer",
    [
        "<footer><p>Pemberton University</p></footer>",  # the page's footer, under <body>
        '<div id="page-bottom"><footer class="site-footer"><p>Pemberton University</p></footer></div>',
    ],
)
def test_the_sites_footer_under_a_story_is_no_signature(footer: str) -> None:
    assert run(unsigned_page(after_main=footer), UNI_URL).authors == []


def test_the_sites_footer_beside_a_story_in_a_bare_div_is_no_signature() -> None:
    story = "".join(f"<p>{p}</p>" for p in UNIVERSITY_PARAS)
    page = (
        "<html><head><title>Ponds freeze three weeks later than in the 1970s</title>"
        '<meta property="og:type" content="article"></head><body><div class="story">'
        f"<h1>Ponds freeze three weeks later than in the 1970s</h1>{story}</div>"
        "<footer><p>Pemberton University</p></footer></body></html>"
    )
    assert run(page, UNI_URL).authors == []


def test_a_story_containers_own_footer_may_sign_it() -> None:
    # an <article>'s footer, and a post's <div> that holds the story's paragraphs and its footer (WordPress's
    # entry-footer), a letter signed in a <footer> inside <main>
    assert run(unsigned_page(in_article="<footer><p>Maria Castell</p></footer>"), UNI_URL).authors == ["Maria Castell"]
    story = "".join(f"<p>{p}</p>" for p in UNIVERSITY_PARAS)
    post = (
        "<html><head><title>Ponds freeze three weeks later than in the 1970s</title>"
        '<meta property="og:type" content="article"></head><body><div class="post">'
        f"<h1>Ponds freeze three weeks later than in the 1970s</h1>{story}"
        '<footer class="entry-footer"><p>Maria Castell</p></footer></div>'
        "<footer><p>Pemberton University</p></footer></body></html>"
    )
    assert run(post, UNI_URL).authors == ["Maria Castell"]
