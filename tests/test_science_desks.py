"""Shapes the blind sets of session 39 met (holdout58: science, health and weather desks): a role written in lower
case between the by-word and the name, "Text:" as a byline's label, a day-month-year joined by hyphens, a medical
reviewer whom structured data lists as an author, and an unsigned episode's or clip's line made long only by its
links. Every test fails when its rule is taken out."""

from __future__ import annotations

import json
from datetime import date

from crawler.article.authors import clean_authors
from crawler.article.dates import human_date
from tests.test_bylines_and_credits import run

SV = [
    "Ett kraftigt snöfall väntas över Norrlandskusten under fredagen. Mellan 20 och 30 centimeter kan falla på "
    "några timmar, och vinden gör att snön driver på vägarna.",
    "Snöfallet börjar på morgonen i Västernorrland och når Västerbotten vid lunchtid. Trafikverket avråder från "
    "onödiga resor under eftermiddagen.",
    "Under lördagen lättar snöfallet och det blir kallare, med nattemperaturer ner mot minus femton grader i inlandet.",
]


def weather_page(byline: str) -> str:
    paras = "".join(f'<p class="normal">{p}</p>' for p in SV)
    return (
        '<html lang="sv"><head><title>Kraftigt snöfall väntas längs Norrlandskusten | Väderverket</title>'
        '<meta property="og:type" content="article"></head><body><nav><a href="/">Start</a> <a href="/nyheter">'
        'Nyheter</a></nav><main><h1>Kraftigt snöfall väntas längs Norrlandskusten</h1><div class="meta">'
        f'<p class="byline">{byline}</p><p class="date">Publicerad 4 december 2026 kl. 11.30</p></div>{paras}'
        "</main><footer>Väderverket</footer></body></html>"
    )


SV_URL = "https://www.vaderverket.test/nyheter/2026/kraftigt-snofall-vantas-langs-norrlandskusten-4187"


def test_a_role_in_lower_case_between_the_by_word_and_the_name_is_left_out() -> None:
    # "Av meteorolog Anna Berg": Swedish weather and science desks name the writer's profession before the name
    assert run(weather_page('Av meteorolog <a href="/om-oss/anna-berg">Anna Berg</a>'), SV_URL).authors == ["Anna Berg"]
    assert clean_authors(["Text: seismolog Karin Holm"]) == ["Karin Holm"]
    assert clean_authors(["By staff writer Jane Roe"]) == ["Jane Roe"]
    # name particles are the name's ("Juan dela Cruz"), and a lower-case phrase before no full name stays out
    assert clean_authors(["Juan dela Cruz"]) == ["Juan dela Cruz"]
    assert clean_authors(["According to Jane Roe"]) == []
    assert clean_authors(["By the Editorial Board"]) == []


def test_text_with_a_colon_labels_the_byline() -> None:
    # "Text: Karin Holm" (a magazine's, a Nordic site's credit); a unit of the institute is no person
    assert clean_authors(["Text: Karin Holm"]) == ["Karin Holm"]
    assert clean_authors(["Text: Väderinstitutets klimatenhet"]) == []


RELEASE = [
    "Fine mineral dust blown north from the Sahara darkens the surface of Alpine glaciers and makes them melt up to "
    "a fifth faster in the weeks after a dust event, researchers report.",
    "The team combined satellite images of twelve glaciers with measurements from weather stations on the ice and "
    "found that the darker snow absorbed far more sunlight during the following weeks.",
    "The findings matter for forecasts of summer water supplies in the valleys below, the authors say, because dust "
    "events have become more frequent over the past two decades.",
]


def release_page(release_line: str) -> str:
    paras = "".join(f"<p>{p}</p>" for p in RELEASE)
    return (
        '<html lang="en"><head><title>Saharan dust speeds glacier melt | SciWire</title></head><body>'
        '<nav><a href="/">Home</a> <a href="/news-releases">News releases</a></nav><article class="main">'
        f'<p class="release_date">{release_line}</p><h1 class="page_title">Saharan dust speeds glacier melt</h1>'
        f"{paras}</article><footer>SciWire</footer></body></html>"
    )


def test_a_day_month_and_year_joined_by_hyphens_is_a_date() -> None:
    # EurekAlert's "Public Release: 2-Dec-2026", older CMSs' "02-DEC-2026": the release's only date
    assert human_date("Public Release: 2-Dec-2026") == date(2026, 12, 2)
    assert human_date("02-DEC-2026") == date(2026, 12, 2)
    result = run(release_page("Public Release: 2-Dec-2026"), "https://www.sciwire.test/news-releases/1104562")
    assert result.date == "2026-12-02", result.classification
    # a hyphenated code is no date
    assert human_date("Ref. 12-Dec-20261") is None


HEALTH = [
    "Respiratory syncytial virus is spreading earlier than usual this winter, and pediatric wards in several states "
    "are already filling up, according to new data from federal health officials.",
    "Most children catch the virus before they turn two, and for most of them it feels like a cold. But infants and "
    "older adults can get very sick, and hospitals plan their staffing around the season.",
    "Doctors recommend the maternal vaccine during pregnancy or the antibody shot for newborns, which cut the risk "
    "of hospitalization by about three quarters in clinical trials.",
]


def health_page(credits: str, ld_authors: list[str]) -> str:
    ld = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": "RSV season arrives early",
        "datePublished": "2026-12-02T09:30:00-05:00",
        "author": [{"@type": "Person", "name": name} for name in ld_authors],
    }
    paras = "".join(f"<p>{p}</p>" for p in HEALTH)
    return (
        '<html lang="en"><head><title>RSV season arrives early | VitalWell</title>'
        f'<script type="application/ld+json">{json.dumps(ld)}</script></head><body><main><article>'
        f'<h1>RSV season arrives early</h1><div class="byline">{credits}</div>{paras}</article></main></body></html>'
    )


HEALTH_URL = "https://www.vitalwell.test/health-news/rsv-season-arrives-early"


def test_a_medical_reviewer_is_no_author_beside_the_writer() -> None:
    credits = (
        '<div>Written by <a href="/authors/daniel-okafor">Daniel Okafor</a></div>'
        '<div>Medically reviewed by <a href="/reviewers/lauren-kessler">Lauren Kessler, PharmD</a></div>'
    )
    result = run(health_page(credits, ["Daniel Okafor", "Lauren Kessler"]), HEALTH_URL)
    assert result.authors == ["Daniel Okafor"]
    # alone, "Reviewed by" names who wrote the review (a book's, a product's): still the author
    alone = run(health_page("<div>Reviewed by Lauren Kessler</div>", ["Lauren Kessler"]), HEALTH_URL)
    assert alone.authors == ["Lauren Kessler"]


def clip_page(byline: str, intro: str) -> str:
    # a line or two, then the links trafilatura keeps with it: the story it belongs to, where to listen
    return (
        '<html lang="en"><head><title>Episode 112: What corals tell us about the climate | Science Hour</title>'
        '<meta property="og:type" content="article"></head><body><main><article><h1>Episode 112: What corals tell '
        f'us about the climate</h1><p class="meta">{byline}December 3, 2026</p><p>{intro}</p>'
        '<p>Read the story: <a href="/news/corals-caribbean-temperatures-1600/2168755">Corals record Caribbean sea '
        "temperatures since the year 1600, a new study finds</a></p>"
        '<p>Read more: <a href="/news/reef-heatwave-bleaching-2026/2168101">Reef heatwave bleaches a third of the '
        "Florida Keys' coral this summer</a></p>"
        '<p><a href="https://podcasts.example/science-hour">Listen on Apple Podcasts</a> · '
        '<a href="https://spotify.example/science-hour">Spotify</a></p></article></main></body></html>'
    )


CLIP_URL = "https://www.sciencehour.test/podcast/episode-112-corals-climate/2171060"
INTRO = (
    "Corals grow in yearly rings, much like trees. A geochemist explains how they record the temperature of the "
    "sea over the past four centuries."
)


def test_an_unsigned_line_over_links_is_not_made_long_by_the_links() -> None:
    # a podcast episode's or a video's line or two over its links: the links' lines do not make it a story
    assert not run(clip_page("", INTRO), CLIP_URL).is_article
    # ...and a signed page keeps its length (a reporter's short report with its links)
    assert run(clip_page("By Jane Roe · ", INTRO), CLIP_URL).is_article
    # ...as does an unsigned story whose own text is long enough
    longer = INTRO + " " + " ".join(RELEASE)
    assert run(clip_page("", longer), CLIP_URL).is_article
