# ruff: noqa: RUF001
"""Dates from the sixteenth and seventeenth held-out sets: month names and date forms of Afrikaans, Belarusian,
Bosnian/Croatian, Irish, Luxembourgish, Uzbek, Malayalam, Gujarati, Khmer and Mongolian; a masthead's date of
the day is no story's; a structured date a month before the publication the story shows is the draft's. Every
test fails when its rule is taken out."""

from __future__ import annotations

import json

import pytest
from parsel import Selector

from crawler.article.dates import human_date, publication_date
from crawler.article.signals import ARTICLE_TYPES
from crawler.extraction import ExtractOptions, extract

PARAS = [
    "Tosóidh obair dheisiúcháin ar ché an Spidéil i mí Eanáir, de réir Chomhairle Contae na Gaillimhe inniu.",
    "Rinne stoirmeacha an gheimhridh seo caite damáiste do bhalla thiar na cé agus tá cuid di dúnta ó shin.",
    "Cosnóidh an obair dhá mhilliún euro agus meastar go dtógfaidh sí ocht mí ar fad le críochnú go hiomlán.",
    "Beidh na báid iascaigh in ann an taobh thoir den ché a úsáid fad is atá an obair ar siúl, a dúradh.",
]


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


def dated(html: str, byline: list[str] = (), above: str | None = None):  # type: ignore[assignment,no-untyped-def]
    sel = Selector(text=html)
    nodes = [json.loads(s) for s in sel.xpath("//script[@type='application/ld+json']/text()").getall()]
    return publication_date(
        sel, html, "https://x.test/a/1", nodes, ARTICLE_TYPES, use_htmldate=False, byline=byline, above=above
    )


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Gepubliseer Vrydag 27 Junie 2026 deur", "2026-06-27"),  # Afrikaans
        ("30 лістапада 2026, 11:15", "2026-11-30"),  # Belarusian genitive
        ("1 снежня 2026", "2026-12-01"),
        ("30. studenoga 2026.", "2026-11-30"),  # Croatian (and Bosnian) genitive
        ("Dé Luain 30 Samhain 2026", "2026-11-30"),  # Irish
        ("1 Meán Fómhair 2026", "2026-09-01"),
        ("3. Mäerz 2026", "2026-03-03"),  # Luxembourgish
        ("12. Abrëll 2026", "2026-04-12"),
        ("1 dekabr 2026", "2026-12-01"),  # Uzbek, Latin and Cyrillic
        ("1 декабр 2026", "2026-12-01"),
        ("1 ഡിസംബർ 2026", "2026-12-01"),  # Malayalam, atomic chillu and the older encoding
        ("1 ഡിസംബര്\u200d 2026", "2026-12-01"),
        ("૨ ડિસેમ્બર ૨૦૨૬", "2026-12-02"),  # Gujarati with its digits
        ("២ ធ្នូ ២០២៦", "2026-12-02"),  # Khmer with its digits
    ],
)
def test_month_names(text: str, day: str) -> None:
    assert str(human_date(text)) == day


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("અપડેટેડ: ૨ ડિસેમ્બર, ૨૦૨૬ ૦૦:૪૦ IST", "2026-12-02"),  # a comma after the month
        ("Shahnoza Olimova, Marg'ilon. 1-dekabr, 2026-yil", "2026-12-01"),  # Uzbek: day-month joined
        ("2026-yil 1-dekabrda", "2026-12-01"),  # ...and the year first, the month with its case ending
        ("ജോസ് മാത്യു · 2026 ഡിസംബർ 1, രാവിലെ 9:10", "2026-12-01"),  # Malayalam: the year first
        ("Сурвалжлагч Н. Уранчимэг, 2026 оны 11-р сарын 27", "2026-11-27"),  # Mongolian numbered months
        ("2026 оны арван нэгдүгээр сарын 27-нд", "2026-11-27"),
        ("ភ្នំពេញ ថ្ងៃទី២ ខែធ្នូ ឆ្នាំ២០២៦", "2026-12-02"),  # Khmer: day, month and year marked
    ],
)
def test_date_forms(text: str, day: str) -> None:
    assert str(human_date(text)) == day


@pytest.mark.parametrize(
    "text",
    [
        "2026 March 10:30",  # a clock time after a year and a month names no day
        "Since 2026 1-market stalls opened",  # a month's letters opening another word after a number
    ],
)
def test_no_date(text: str) -> None:
    assert human_date(text) is None


def test_an_irish_byline_dates_a_page_that_declares_nothing() -> None:
    # concrete5 with og:type website: the byline is the only date, and with it the page is a story
    body = "".join(f"<p>{p}</p>" for p in PARAS)
    html = (
        "<html lang='ga'><head><title>Obair le tosú ar ché an Spidéil</title>"
        "<meta property='og:type' content='website'></head><body>"
        "<h1>Obair le tosú ar ché an Spidéil</h1>"
        "<div class='byline'><p>Colm Mac Donncha a scríobh, Dé Luain 30 Samhain 2026</p></div>"
        f"{body}</body></html>"
    )
    result = run(html, "https://www.x.test/nuacht/obair-ar-che-an-spideil-i-mi-eanair")
    assert result.date == "2026-11-30"


def test_a_visible_local_date_gives_the_day_of_a_utc_stamp() -> None:
    # posted 00:40 IST on 2 December; the JSON-LD gives the same moment in UTC, on 1 December
    html = (
        '<html><head><script type="application/ld+json">{"@type": "NewsArticle", '
        '"datePublished": "2026-12-01T19:10:00Z"}</script></head><body><h1>પાણી કાપ</h1>'
        '<div class="p_dateline">અપડેટેડ: <span class="p_date">૨ ડિસેમ્બર, ૨૦૨૬ ૦૦:૪૦</span> IST</div></body></html>'
    )
    assert dated(html).day == "2026-12-02"


MASTHEAD = "બુધવાર, ૨ ડિસેમ્બર, ૨૦૨૬ · માગશર સુદ બારસ"


def test_the_masthead_date_of_the_day_is_no_storys() -> None:
    html = (
        f"<html><body><header><div>Kathiyawad Patrika</div><p>{MASTHEAD}</p><nav>હોમ</nav></header>"
        "<h1>આજના માર્કેટ યાર્ડના ભાવ</h1><p>ભાવ</p></body></html>"
    )
    assert dated(html, above=MASTHEAD).day is None


def test_a_date_line_in_the_storys_own_header_stays() -> None:
    html = f"<html><body><header><p>{MASTHEAD}</p><h1>આજના માર્કેટ યાર્ડના ભાવ</h1></header><p>ભાવ</p></body></html>"
    assert dated(html, above=MASTHEAD).day == "2026-12-02"


def story(label: str, shown: str = "2026-11-30T09:05:00Z") -> str:
    return (
        '<html><head><script type="application/ld+json">{"@type": "Article", '
        '"datePublished": "2026-10-03T07:12:44Z"}</script></head><body><article>'
        f'<div>{label} <time datetime="{shown}">Nov 30</time></div><h1>Phsar</h1><p>text</p></article></body></html>'
    )


def test_a_structured_date_a_month_before_the_shown_publication_is_the_drafts() -> None:
    # the time is in the line over the headline (what extraction passes as `above`)
    got = dated(story("Posted on"), above="Posted on Nov 30")
    assert (got.day, got.source) == ("2026-11-30", "time:posted")


@pytest.mark.parametrize(
    ("label", "shown"),
    [
        ("Updated on", "2026-11-30T09:05:00Z"),  # an update is no publication
        ("", "2026-11-30T09:05:00Z"),  # nor a time without a label
        ("Posted Oct 3 · Updated", "2026-11-30T09:05:00Z"),  # the time labelled as the update
        ("Posted on", "2026-10-20T09:05:00Z"),  # within a month: the declared date stands
    ],
)
def test_the_declared_date_stands(label: str, shown: str) -> None:
    assert dated(story(label, shown)).day == "2026-10-03"


def test_a_published_byline_a_month_after_the_structured_date() -> None:
    html = (
        '<html><head><script type="application/ld+json">{"@type": "Article", '
        '"datePublished": "2026-10-03"}</script></head><body><h1>Phsar</h1>'
        "<p>Published 30 November 2026</p></body></html>"
    )
    got = dated(html, byline=["Published 30 November 2026"])
    assert (got.day, got.source) == ("2026-11-30", "text:byline-posted")


def test_a_byline_that_also_gives_the_update_is_no_publication() -> None:
    line = "Updated 30 November 2026 · Published 3 October 2026"
    html = (
        '<html><head><script type="application/ld+json">{"@type": "Article", '
        f'"datePublished": "2026-10-01"}}</script></head><body><h1>Phsar</h1><p>{line}</p></body></html>'
    )
    assert dated(html, byline=[line]).day == "2026-10-01"
