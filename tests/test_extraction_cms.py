# ruff: noqa: RUF001
"""Shapes of common publishing systems the classifier met blind (holdout11): a Joomla article through its
front controller, Korean news CMS addresses and date lines, CMS date formats and byline words. Every test
fails when its rule is taken out."""

from __future__ import annotations

import pytest
from parsel import Selector

from crawler.article.authors import clean_authors, desk_byline
from crawler.article.byline import byline_lines
from crawler.article.dates import human_date, publication_date
from crawler.article.headings import strip_heading_lines
from crawler.article.signals import ARTICLE_TYPES, PageSignals, _url_shape, collect
from crawler.extraction import ExtractOptions, extract

SITE = "http://www.kurier.test"
JOOMLA = SITE + "/index.php?option=com_content&view=article&id=1423:rada-uchwalila-budzet&catid=12&Itemid=105"
PARAS = [
    "Radni gminy przyjęli w poniedziałek budżet na przyszły rok. Za głosowało jedenastu z piętnastu radnych.",
    "Dochody zaplanowano na 68,4 mln zł, a wydatki na 71,9 mln zł. Deficyt pokryje kredyt oraz wolne środki.",
    "Największą inwestycją będzie rozbudowa szkoły podstawowej, na którą zapisano 9,2 mln zł w budżecie.",
    "Opozycyjni radni krytykowali wzrost wydatków na administrację. Wójt odpowiadał, że to skutek podwyżek.",
]
TITLE = "Rada uchwaliła budżet na 2027 rok"


def joomla(byline: str = "Napisane przez Anna Nowak", published: str = "30 listopad 2026 14:05", paras: int = 4) -> str:
    """A Joomla 3 article (protostar): a breadcrumb that repeats the headline, the headline in the page header's
    <h2>, the article-info list, the story, and the previous/next article links."""
    info = f'<dd class="createdby">{byline}</dd>' if byline else ""
    info += f'<dd class="published">Opublikowano: poniedziałek, {published}</dd>' if published else ""
    return (
        f'<html lang="pl"><head><title>{TITLE} - Kurier</title></head><body><nav><a href="/">Start</a></nav>'
        f'<main><ul class="breadcrumb"><li><a href="/">Start</a></li><li class="active"><span>{TITLE}</span></li></ul>'
        f'<div class="item-page"><div class="page-header"><h2>{TITLE}</h2></div>'
        f'<dl class="article-info"><dt>Szczegóły</dt>{info}<dd class="category-name">Kategoria: Wiadomości</dd></dl>'
        + "".join(f"<p>{p}</p>" for p in PARAS[:paras])
        + '<ul class="pager pagenav"><li class="previous"><a rel="prev" href="/index.php?option=com_content&amp;'
        'view=article&amp;id=1419:szpital&amp;Itemid=105">Poprzedni artykuł</a></li></ul></div></main></body></html>'
    )


def run(html: str, url: str = JOOMLA):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


def shape(url: str) -> PageSignals:
    signals = PageSignals()
    _url_shape(signals, url)
    return signals


def test_a_joomla_article_through_its_front_controller_is_a_story() -> None:
    result = run(joomla())
    assert result.is_article, result.classification
    assert (result.title, result.authors, result.date) == (TITLE, ["Anna Nowak"], "2026-11-30")
    # the article-info list is the byline, not the story's text
    assert result.text.split("\n")[0] == PARAS[0]


@pytest.mark.parametrize(
    ("url", "story_id", "root", "listing"),
    [
        (JOOMLA, True, False, False),  # Joomla's id-alias in the query, through /index.php
        (SITE + "/index.php?option=com_content&view=article&id=5:pogoda&Itemid=115", False, False, False),  # static
        (SITE + "/index.php?option=com_content&view=category&layout=blog&id=12&Itemid=105", False, False, True),
        (SITE + "/news/articleView.html?idxno=215318", True, False, False),  # Korean news CMSs
        (SITE + "/index.php", False, True, True),
        (SITE + "/?lang=en", False, True, False),  # a language switch is still the root
    ],
)
def test_query_addresses(url: str, story_id: bool, root: bool, listing: bool) -> None:
    signals = shape(url)
    assert (signals.url_id, signals.url_root, signals.url_listing) == (story_id, root, listing)


def test_links_to_the_previous_and_next_story_are_not_a_listings_pages() -> None:
    def pagination(links: str) -> bool:
        return collect(Selector(text=f"<html><body>{links}</body></html>"), SITE + "/a").pagination

    assert not pagination(
        '<ul class="pager pagenav"><li><a rel="prev" href="/news/fire-at-the-mill">Previous</a></li></ul>'
    )
    assert not pagination(
        '<nav class="post-navigation"><a rel="next" href="/2026/11/30/council/">Council votes</a></nav>'
    )
    assert pagination('<div class="pagination"><a href="/news/page/2/">2</a></div>')
    assert pagination('<a rel="next" href="/sports/?o=25">Next</a>')  # Blox's offset
    assert pagination('<ul class="pagination"><li><a href="?start=20">Następna</a></li></ul>')


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Opublikowano: poniedziałek, 30 listopad 2026 14:05", "2026-11-30"),  # Polish nominative (Joomla, PHP)
        ("Publikováno: 3. březen 2026", "2026-03-03"),  # Czech nominative
        ("Опубліковано 5 березня 2026", "2026-03-05"),  # Ukrainian
    ],
)
def test_cms_month_names(text: str, day: str) -> None:
    found = human_date(text)
    assert found is not None and found.isoformat() == day


def test_a_year_first_numeric_date_under_the_headline_dates_the_story() -> None:
    html = "<html><body><div class='title'>한빛시 버스 노선 개편</div><div>입력 2026.11.30 14:30</div></body></html>"
    date = publication_date(Selector(text=html), html, SITE + "/a", [], ARTICLE_TYPES, byline=["입력 2026.11.30 14:30"])
    assert (date.day, date.source) == ("2026-11-30", "text:byline")


def test_the_byline_is_read_under_the_headline_not_under_the_breadcrumb_that_repeats_it() -> None:
    lines = byline_lines(Selector(text=joomla()), TITLE)
    assert "Napisane przez Anna Nowak" in lines


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Napisane przez Anna Nowak", ["Anna Nowak"]),
        ("Scritto da Mario Rossi", ["Mario Rossi"]),
        ("Napsal Jan Novák", ["Jan Novák"]),
        ("Maria da Silva", ["Maria da Silva"]),  # "da" stays a name particle
    ],
)
def test_written_by_words_of_cms_translations(line: str, names: list[str]) -> None:
    assert clean_authors([line]) == names


@pytest.mark.parametrize("line", ["Napisane przez Redakcja", "Par La rédaction", "Redazione", "편집국"])
def test_the_editorial_office_signs_as_a_desk(line: str) -> None:
    assert desk_byline([line]) and clean_authors([line]) == []


def test_a_joomla_brief_signed_by_the_editorial_office_is_a_story() -> None:
    result = run(joomla("Napisane przez Redakcja", paras=2))
    assert result.is_article and result.authors == [], result.classification
    assert "desk_byline" in result.classification["evidence"]


def test_a_story_headed_by_an_h2_when_the_page_has_no_h1() -> None:
    result = run(joomla())
    assert "headline_matches_title" in result.classification["evidence"]


def test_a_signed_story_at_a_numbered_address_with_its_date_written_without_a_year() -> None:
    # "w niedzielę, 29 listopada": no date the crawler can read; the byline, the address, the headline and the
    # paragraphs make it a story
    result = run(joomla(published=""))
    assert result.is_article and result.reason == "signed_story", result.classification
    assert not run(joomla(byline="", published="")).is_article  # unsigned, undated: too little


def test_joomla_article_info_lines_leave_the_text_but_a_story_signed_at_its_end_keeps_its_lines() -> None:
    text = "- Szczegóły\n- Napisane przez Anna Nowak\n- Kategoria: Wiadomości\n" + "\n".join(PARAS[:2])
    byline = ["Szczegóły", "Napisane przez Anna Nowak", "Kategoria: Wiadomości", *PARAS[:2]]
    assert strip_heading_lines(text, TITLE, [], byline, ["Anna Nowak"]) == "\n".join(PARAS[:2])
    short = "Pierwsze zdanie krótkiej notatki.\nDrugie zdanie notatki.\nAnna Nowak"
    assert strip_heading_lines(short, TITLE, [], short.split("\n"), ["Anna Nowak"]) == short


def test_a_year_alone_is_no_date() -> None:
    # no date on the page but the copyright line: trafilatura's and htmldate's guess of January 1 is refused
    html = joomla(published="").replace("</main>", "</main><footer><p>© 2026 Kurier</p></footer>")
    result = run(html)
    assert result.is_article and result.date is None, result.notes
    # ...while a story that writes January 1 keeps it
    kept = run(joomla(published="1 styczeń 2026 10:00"))
    assert kept.date == "2026-01-01"


def test_korean_bylines_join_reporters_with_a_middle_dot() -> None:
    assert clean_authors(["박지영·최현우 기자"]) == ["박지영", "최현우"]
    assert clean_authors(["约翰·史密斯"]) == ["约翰·史密斯"]  # a transliterated name keeps its dot


def test_a_desks_two_sentence_brief_at_a_numbered_address_is_a_story() -> None:
    lines = ["Droga krajowa nr 22 jest zamknięta do piątku z powodu remontu.", "Objazd prowadzi przez Kamionkę."]
    html = joomla("Napisane przez Redakcja").replace("".join(f"<p>{p}</p>" for p in PARAS), "")
    html = html.replace("</dl>", "</dl>" + "".join(f"<p>{x}</p>" for x in lines))
    assert run(html).is_article
    # a person's few lines at the same address may be a paywalled story's teaser: not from this rule
    assert not run(html.replace("Redakcja", "Anna Nowak")).is_article


def test_readers_comments_box_leaves_the_text() -> None:
    notice = "Dodawanie komentarzy jest możliwe tylko dla zarejestrowanych użytkowników portalu."
    html = joomla().replace("</main>", f'<div class="Talkbacks"><b>Komentarze (3)</b><p>{notice}</p></div></main>')
    assert notice not in run(html).text


@pytest.mark.parametrize(
    ("text", "day"),
    [("Τρίτη, 1 Δεκεμβρίου 2026", "2026-12-01"), ("1 ΔΕΚΕΜΒΡΙΟΥ 2026", "2026-12-01"), ("5 Μαΐου 2026", "2026-05-05")],
)
def test_greek_month_names(text: str, day: str) -> None:
    found = human_date(text)
    assert found is not None and found.isoformat() == day


def test_a_table_layout_story_dated_on_the_line_over_its_headline() -> None:
    # a hand-written PHP weekly: the date row over a bold title, the story, the signature under it; no markup
    paras = "".join(
        f"<p>Το δημοτικό συμβούλιο ενέκρινε τη νέα μονάδα αφαλάτωσης, που θα παράγει {n} κυβικά μέτρα την ημέρα "
        "και θα λειτουργήσει μέχρι το καλοκαίρι.</p>"
        for n in (1200, 1300, 1400)
    )
    html = (
        "<html><head><title>Νέα μονάδα αφαλάτωσης στη Φοινικα - Τα Κύματα</title></head><body><table><tr><td>"
        "<a href='/'>Αρχική</a> · <a href='/topika.php'>Τοπικά</a></td></tr><tr><td><table>"
        "<tr><td class='imerominia'>Τρίτη, 1 Δεκεμβρίου 2026</td></tr>"
        "<tr><td><font size='5'><b>Νέα μονάδα αφαλάτωσης στη Φοινικα</b></font></td></tr>"
        f"<tr><td>{paras}<p><i>Μαρία Σιγάλα</i></p></td></tr></table></td></tr></table></body></html>"
    )
    result = run(html, "http://www.kymata.test/arthro.php?id=2231")
    assert result.is_article and result.date == "2026-12-01", result.classification
    assert result.classification["date_source"] == "text:above"
    # the same line over a section's name is no story's date line: a front keeps its teasers' evidence
    assert "headline_matches_title" in result.classification["evidence"]  # its large font makes it the heading
    # ...and a bold title in the text's own size is still the headline over the date line
    plain = run(
        html.replace("<font size='5'><b>", "<b>").replace("</b></font>", "</b>"),
        "http://www.kymata.test/arthro.php?id=2231",
    )
    assert plain.is_article and "headline_over_byline" in plain.classification["evidence"], plain.classification


@pytest.mark.parametrize(
    ("url", "story_id"),
    [
        ("https://www.norrsundet.test/nyheter/article4406.ece", True),  # Escenic
        ("https://x.test/news/story12345.html", True),
        ("https://x.test/news/article2026.ece", False),  # a year is no id
        ("https://x.test/article1234.ece", False),  # at the root: a site page
    ],
)
def test_an_item_named_with_its_number_is_a_story_address(url: str, story_id: bool) -> None:
    assert shape(url).url_id is story_id


@pytest.mark.parametrize(
    "heading", ["Sidan kunde inte hittas", "Η σελίδα δεν βρέθηκε", "Страница не найдена", "ページが見つかりません"]
)
def test_soft_404_headings_in_other_languages(heading: str) -> None:
    from crawler.article.signals import is_error_notice

    assert is_error_notice(heading)
    assert not is_error_notice(f"{heading}: hikers rescued after a night on the ridge, police say")


@pytest.mark.parametrize(
    ("line", "names", "desk"),
    [
        ("Av TT", [], True),  # Swedish "by" and the national agency: no author, a desk byline
        ("Theo TTXVN", [], True),  # Vietnamese "according to" the agency
        ("Theo Walcott", ["Theo Walcott"], False),  # ...but Theo is a name too
        ("ΑΠΕ-ΜΠΕ", [], True),
        ("Ledare", [], True),  # an unsigned editorial's label
        ("Av Anna Lind", ["Anna Lind"], False),
    ],
)
def test_agencies_and_editorial_labels(line: str, names: list[str], desk: bool) -> None:
    assert clean_authors([line]) == names
    assert desk_byline([line]) is desk


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Μαρία Σιγάλα", ["Μαρία Σιγάλα"]),
        ("Συνέντευξη: Πέτρος Ρήγας", ["Πέτρος Ρήγας"]),
        ("Олена Коваль", ["Олена Коваль"]),
    ],
)
def test_a_greek_or_ukrainian_signature_under_the_story(line: str, names: list[str]) -> None:
    from crawler.article.authors import signature_author

    assert signature_author(line) == names
