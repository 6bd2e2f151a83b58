"""Shapes holdout48 (broadcasters), holdout49 (magazines), holdout50 (JavaScript frameworks), holdout51 (website
builders), holdout52 (the Balkans and the Caucasus) and holdout53 (agencies and fact-checkers) met blind: a live
page's "Live reporting by" writers and its entries at an address that does not date it, an audio episode's one-line
summary, a kicker the social title puts before the headline, a newsletter box's "By submitting your email ..."
sentence, a photographer's credit under the writer's byline, a letters page's label and its readers' signatures,
month names and abbreviations, a site header's date of today, a blog platform's day without its year, a Wix post's
member name, Filipino, Serbian, Albanian and Armenian bylines. Every test fails when its rule is taken out."""

from __future__ import annotations

import json
from datetime import date

import pytest
from parsel import Selector

from crawler.article.authors import byline_authors, clean_authors
from crawler.article.dates import dateline_days, human_date, visible_dates
from crawler.article.titles import without_kicker
from tests.test_bylines_and_credits import run

EN = [
    "More than 200 homes have been flooded in Conwy county after the river burst its banks overnight, and "
    "severe flood warnings remain in place in two villages upstream.",
    "The First Minister visited a rest centre where around 60 people spent the night after being evacuated from "
    "their homes, and promised emergency grants for every household affected.",
    "Transport for Wales says no trains will run between Chester and Holyhead until at least Saturday morning "
    "because the line is under water near Abergele.",
    "Replacement buses are running, but the operator says journeys will take up to two hours longer, and tickets "
    "for Friday can be used on any service until Tuesday.",
]


def page(headline: str, main: str, *, title: str | None = None, head: str = "", lang: str = "en") -> str:
    return (
        f'<html lang="{lang}"><head><title>{title or headline} - Albion</title>{head}</head><body>'
        '<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav>'
        f"<main><article><h1>{headline}</h1>{main}</article></main>"
        "<footer><a href='/about'>About</a> <a href='/privacy'>Privacy</a></footer></body></html>"
    )


def ld(kind: str, headline: str, **extra: object) -> str:
    node = {"@context": "https://schema.org", "@type": kind, "headline": headline, **extra}
    return f'<script type="application/ld+json">{json.dumps(node)}</script>'


def live_page(byline: str) -> str:
    headline = "Storm Bram: Homes flooded as rivers burst banks in Wales"
    entries = "".join(
        f"<h2>{h}</h2><p>{p}</p>"
        for h, p in zip(["Homes flooded in Conwy", "Rest centre opens", "Rail line closed", "Buses replace trains"],
                        EN, strict=True)
    )  # fmt: skip
    main = f'<div class="byline">{byline}</div><time datetime="2026-12-04T05:58:03.000Z">Started 6 hours ago</time>'
    return page(headline, main + entries, head=ld("LiveBlogPosting", headline))


def test_a_live_pages_writers_are_read_from_live_reporting_by() -> None:
    assert clean_authors(byline_authors(["Live reporting by Owen Parry and Sian Roberts"])) == [
        "Owen Parry",
        "Sian Roberts",
    ]
    result = run(live_page("Live reporting by Owen Parry and Sian Roberts"), "https://www.albion.test/news/live/c0x3")
    assert result.is_article and result.authors == ["Owen Parry", "Sian Roberts"]


def test_an_unsigned_live_page_of_headed_entries_is_taken_at_an_undated_address() -> None:
    result = run(live_page(""), "https://www.albion.test/news/live/c0x3")
    assert result.is_article, result.classification


def test_a_sentence_beside_an_audio_player_is_the_episodes_page() -> None:
    headline = "Wirtschaft kompakt vom 4. Dezember 2026"
    main = (
        '<div class="audio-player"><button>Abspielen</button><a href="/audio/wirtschaft-kompakt-20261204.mp3">'
        'MP3 herunterladen</a></div><time datetime="2026-12-04T16:00:00.000Z">04.12.2026</time>'
        "<p>Exportflaute im Maschinenbau, neue Zahlen vom Arbeitsmarkt und ein Warnstreik im Norden: die "
        "Wirtschaftsnachrichten des Tages in sechs Minuten.</p>"
    )
    url = "https://www.weltfunk.test/de/wirtschaft-kompakt-vom-4-dezember-2026/audio-70312345"
    assert not run(page(headline, main, lang="de"), url).is_article
    # the same brief without the player is a brief, and so it is with a "listen to this article" reader beside it
    brief = main.split("</div>", 1)[1]
    assert run(page(headline, brief, lang="de"), url).is_article
    reader = '<div class="article-audio-player"><audio src="https://tts.weltfunk.test/70312345.mp3"></audio></div>'
    assert run(page(headline, reader + brief, lang="de"), url).is_article


def test_the_kicker_before_the_headline_in_the_social_title_is_left_off() -> None:
    social = "Marode Bahnbrücken: Bund will Sanierung mit Milliardenfonds beschleunigen"
    headline = "Bund will Sanierung mit Milliardenfonds beschleunigen"
    assert without_kicker(social, headline) == headline
    # a headline with a colon of its own, which the page's <title> has too, keeps it; so does one that its <h1>
    # prints with the colon, whatever a search title leaves out
    assert without_kicker("Brexit: what happens next", "Brexit: what happens next") == "Brexit: what happens next"
    quote = "Zelensky: We will not give up the Donbas"
    assert without_kicker(quote, "We will not give up the Donbas", [quote]) == quote
    html = page(
        f'<span class="kicker">Marode Bahnbrücken</span> <span class="headline">{headline}</span>',
        "".join(f"<p>{p}</p>" for p in EN),
        title=headline,
        head=f'<meta property="og:title" content="{social}"><meta property="og:type" content="article">',
        lang="de",
    )
    result = run(html, "https://www.albion.test/politik/bahnbruecken-bund-plant-milliardenfonds-a-4e1f9c2a")
    assert result.title == headline


def test_a_newsletter_boxs_by_sentence_is_no_byline() -> None:
    box = "<div class='newsletter'><p>By submitting your email, you agree to our Terms and Privacy Notice.</p></div>"
    main = "".join(f"<p>{p}</p>" for p in EN) + box
    result = run(page("Storm floods homes in Conwy", main), "https://www.albion.test/news/articles/c0x3abcdef9o")
    assert result.authors == []


def test_a_photographers_credit_under_the_writers_byline_is_no_author() -> None:
    lines = ["By Marcus Bell", "Photographs by Jun Takeda for The Meridian"]
    assert clean_authors(byline_authors(lines)) == ["Marcus Bell"]
    # ...and it still signs a photo story nobody else signs
    assert clean_authors(byline_authors(lines[1:])) == ["Jun Takeda"]
    # the writer's own credit after the photographer's is a byline
    for line in ("Photography by Jun Takeda; words by Ellen Park", "Photos by Jun Takeda | Text by Ellen Park"):
        assert clean_authors(byline_authors([line])) == ["Ellen Park"]


@pytest.mark.parametrize(
    ("headline", "byline"),
    [
        ("Letters: Snow routes, the library vote and a thank-you", ""),
        ("De dorpsbibliotheek, de servicekosten en de nachttrein", "<span class='author'>Brieven</span>"),
    ],
)
def test_a_letters_page_is_signed_by_none_of_its_readers(headline: str, byline: str) -> None:
    letters = "".join(
        f"<h3>{h}</h3><p>{p}</p><p>{s}</p>"
        for h, p, s in zip(["Flooding", "Trains"], EN[:2], ["Judith Haugen, Conwy", "Peter Lyle, Chester"],
                           strict=True)
    )  # fmt: skip
    result = run(page(headline, byline + letters), "https://www.albion.test/opinion/letters/2026/12/04/letters")
    assert result.is_article and result.authors == []
    assert "Peter Lyle, Chester" in result.text


def test_a_single_letter_is_signed_by_its_writer() -> None:
    main = "".join(f"<p>{p}</p>" for p in EN) + "<p>Mark Ellison, Conwy</p>"
    result = run(page("Letter: The bridge closure was avoidable", main), "https://www.albion.test/opinion/2026/12/04/x")
    assert result.authors == ["Mark Ellison"]


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Publicado 4 dic 2026 \u2013 09:15 PM EST", "2026-12-04"),  # (an en dash)
        ("4 déc. 2026", "2026-12-04"),
        ("4 dez. 2026", "2026-12-04"),
        ("4 mrt 2026", "2026-03-04"),
        ("12 ago 2026", "2026-08-12"),
        ("3 ene 2026", "2026-01-03"),
        ("4 out. 2026", "2026-10-04"),  # Portuguese "out" and "set" with their dot
    ],
)
def test_month_abbreviations(text: str, day: str) -> None:
    assert str(human_date(text)) == day


@pytest.mark.parametrize(
    "text",
    ["Mag 7, 2026 outlook: can the megacaps keep rising?", "Pixel Buds Pro Gen 2, 2026 edition", "GTA 6 out 2026"],
)
def test_abbreviations_that_are_english_words_are_no_months_there(text: str) -> None:
    assert human_date(text) is None


def test_the_site_headers_date_of_today_is_not_the_storys_day() -> None:
    header = (
        "<header class='site-header'><a href='/' class='logo'>The Tamar Herald</a>"
        "<span class='header__date'>Friday, 4 December 2026</span><nav><a href='/news'>News</a></nav></header>"
    )
    story = "<main><article><h1>Sea wall</h1><p class='byline'>By Jane Roe</p></article></main>"
    assert date(2026, 12, 4) not in visible_dates(Selector(text=f"<html><body>{header}{story}</body></html>"))
    # ...while a story's own header keeps its date
    own = (
        "<main><article><header><a href='/'>Home</a><span class='date'>4 December 2026</span></header></article></main>"
    )
    assert date(2026, 12, 4) in visible_dates(Selector(text=f"<html><body>{own}</body></html>"))


def test_a_day_without_its_year_picks_the_publishers_day_of_a_utc_stamp() -> None:
    # Wix prints this year's posts "Dec 3"; the stamp is 01:40 UTC on the 4th, 20:40 on the 3rd in New York
    meta = "<span class='post-metadata__date'>Dec 3</span> <span class='updated'>Updated: Dec 4</span>"
    near = f"<html><body><article><div>{meta}</div><h1>Budget vote</h1></article></body></html>"
    assert visible_dates(Selector(text=near), year=2026)[1] == date(2026, 12, 3)
    # ...not an events box's day beside the story, nor one where a date is written with its year
    aside = "<aside><span class='event-date'>Dec 4</span></aside><article><h1>Budget vote</h1></article>"
    assert visible_dates(Selector(text=f"<html><body>{aside}</body></html>"), year=2026) == []
    dated = near.replace("</h1>", "</h1><p class='date'>3 December 2026</p>")
    assert visible_dates(Selector(text=dated), year=2026) == [date(2026, 12, 3)]
    head = ld("BlogPosting", "Budget vote", datePublished="2026-12-04T01:40:12.304Z")
    result = run(page("Budget vote", meta + "".join(f"<p>{p}</p>" for p in EN), head=head),
                 "https://www.millbrook.test/post/budget-vote")  # fmt: skip
    assert result.date == "2026-12-03"


def test_a_wix_posts_member_name_is_its_writer() -> None:
    header = (
        '<div data-hook="post-header"><a href="/profile/marjoriehaskell/profile" data-hook="user-name">'
        "Marjorie Haskell</a><span data-hook='time-ago'>Dec 2</span></div>"
    )
    head = ld("BlogPosting", "Farm stand", author={"@type": "Organization", "name": "The Millbrook Ledger"})
    result = run(page("Farm stand", header + "".join(f"<p>{p}</p>" for p in EN), head=head),
                 "https://www.millbrook.test/post/farm-stand")  # fmt: skip
    assert result.authors == ["Marjorie Haskell"]


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        ("nina Ramon Villanueva at Carlo Dimaculangan", ["Ramon Villanueva", "Carlo Dimaculangan"]),  # "by" (pl.)
        ("ni Juan dela Cruz", ["Juan dela Cruz"]),  # a Filipino surname's particle
        ("Jose delos Reyes", ["Jose delos Reyes"]),
    ],
)
def test_filipino_bylines(line: str, authors: list[str]) -> None:
    assert clean_authors(byline_authors([line]) or [line]) == authors


@pytest.mark.parametrize(
    ("line", "authors"),
    [
        ("By  Dana Whitfield December 4, 2026", ["Dana Whitfield"]),  # a written date after the name
        ("Аутор Јелена Стојановић", ["Јелена Стојановић"]),  # Serbian Cyrillic "author", no colon
        ("Nga: Arben Hoxha", ["Arben Hoxha"]),  # Albanian "by"
        ("Հեղինակ\u055d Արամ Պետրոսյան", ["Արամ Պետրոսյան"]),  # Armenian "author", its own colon
        ("Redaksia", []),  # an Albanian desk
        # surnames that are month words keep their place: the date begins at the day
        ("Por Ana Abril 4 de diciembre de 2026", ["Ana Abril"]),
        ("By Emily May 4 December 2026", ["Emily May"]),
        ("By Nina", ["Nina"]),  # a given name, not Filipino "nina"
        ("Nga Thi Nguyen", ["Nga Thi Nguyen"]),  # a Vietnamese given name: Albanian "Nga" only with its colon
    ],
)
def test_more_bylines(line: str, authors: list[str]) -> None:
    assert clean_authors([line]) == authors


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("4 დეკემბერი, 2026", "2026-12-04"),
        ("դեկտեմբերի 4, 2026", "2026-12-04"),
        ("03 Dhjetor 2026, 00:15", "2026-12-03"),
    ],
)
def test_georgian_armenian_and_albanian_months(text: str, day: str) -> None:
    assert str(human_date(text)) == day


def test_a_kicker_inside_the_headline_element_still_heads_the_story() -> None:
    headline = "Keine Warnung vor verseuchtem Trinkwasser in Leipzig"
    h1 = f"<span class='topline'>Falschmeldung</span> <span class='headline'>{headline}</span>"
    html = page(
        h1,
        "".join(f"<p>{p}</p>" for p in EN),
        title=headline,
        head=f'<meta property="og:type" content="article"><meta property="og:title" content="{headline}">',
    )
    result = run(html, "https://www.tagesbild.test/faktenpruefer/trinkwasser-leipzig-sprachnachricht-100.html")
    assert result.title == headline and "headline_matches_title" in result.classification["evidence"]


def test_a_version_number_is_no_date() -> None:
    assert human_date("Version 1.10.2026.3") is None


def test_a_label_before_a_things_name_in_the_headline_is_still_the_things_page() -> None:
    name = "One-pan lemon chicken with potatoes"
    node = {"@context": "https://schema.org", "@type": "Recipe", "name": name, "datePublished": "2026-12-03"}
    notes = [
        "This one-pan lemon chicken is the dinner we come back to on busy weeknights, because everything roasts "
        "together and the potatoes soak up the juices.",
        "Use skin-on chicken thighs for the best result; breasts dry out before the potatoes are done, so if you use "
        "them add them halfway through the cooking time.",
        "Cut the potatoes into even pieces so they cook at the same rate, and leave room in the tin so that they "
        "roast rather than steam in their own moisture.",
    ]
    html = (
        f"<html lang='en'><head><title>{name}</title><meta property='og:title' content='{name}'>"
        "<meta property='article:published_time' content='2026-12-03T10:00:00+01:00'>"
        f'<script type="application/ld+json">{json.dumps(node)}</script></head><body><div class="post">'
        f"<h1><span class='kicker'>Easy weeknight recipe</span> {name}</h1><p class='meta'><span class='date'>"
        "December 3, 2026</span></p><div class='entry-content'>" + "".join(f"<p>{p}</p>" for p in notes) + "</div>"
        "</div><ul class='ingredients'><li>4 chicken thighs</li><li>2 lemons</li></ul></body></html>"
    )
    assert not run(html, "https://www.stockpot.test/one-pan-lemon-chicken-with-potatoes/").is_article


def test_a_surname_that_is_a_month_word_is_not_cut_to_the_given_name() -> None:
    # "March 4, 2026" could be the date, but it would leave a one-word name: the line is not cut there
    assert clean_authors(["By Stephanie March 4, 2026"]) != ["Stephanie"]


@pytest.mark.parametrize(
    ("line", "day"),
    [
        ("Herning (Dinamarca), 5 dic (ATN).- La selección española se clasificó", date(2026, 12, 5)),
        ("LONDON, Dec 4 (Reuters) - Shares fell", date(2026, 12, 4)),
        ("(ANSA) - ROMA, 4 DIC - Il governo ha approvato", date(2026, 12, 4)),
    ],
)
def test_a_wires_dateline_gives_its_day(line: str, day: date) -> None:
    assert day in dateline_days(line, 2026)


def test_a_dateline_picks_the_publishers_day_of_a_utc_stamp_written_in_utc() -> None:
    # 23:35 UTC on the 4th is 00:35 on the 5th in Madrid: the page prints the UTC time, the dateline the day
    head = ld("NewsArticle", "España, a semifinales", datePublished="2026-12-04T23:35:00+00:00")
    stamp = '<time class="entry-date" datetime="2026-12-04T23:35:00+00:00">12/04/2026 23:35 UTC</time>'
    body = (
        "<p>Herning (Dinamarca), 5 dic (ATN).- La selección española femenina de balonmano se clasificó este "
        "viernes para las semifinales del campeonato tras vencer a Francia.</p>" + "".join(f"<p>{p}</p>" for p in EN)
    )
    result = run(page("España, a semifinales", stamp + body, head=head, lang="es"),
                 "https://www.agenciaatn.test/deportes/espana-semifinales/")  # fmt: skip
    assert result.date == "2026-12-05"
    # ...and "no dateline, no reader's date but the UTC one" keeps the UTC day
    plain = "".join(f"<p>{p}</p>" for p in EN)
    result = run(page("España, a semifinales", stamp + plain, head=head, lang="es"),
                 "https://www.agenciaatn.test/deportes/espana-semifinales/")  # fmt: skip
    assert result.date == "2026-12-04"
