# ruff: noqa: RUF001
"""What the thirteenth held-out set taught, blind (Drupal 7, DataLife Engine, a Wix-like blog, a wire agency,
a Laravel app): byline fields, account names and agency initials, more month names, a profile's dates, a
front's linked title headings, a page named for its signer, XHTML's xml:lang. Every test fails when its rule
is taken out."""

from __future__ import annotations

import pytest
from parsel import Selector

from crawler.article.authors import byline_authors, clean_authors
from crawler.article.dates import human_date, publication_date
from crawler.article.language import language_of
from crawler.article.signals import ARTICLE_TYPES
from crawler.extraction import ExtractOptions, extract

PARAS = [
    "Kommunestyret vedtok torsdag å bygge ny kai i Vestvik sentrum. Arbeidet skal etter planen starte i mars.",
    "Prosjektet er kostnadsberegnet til 48 millioner kroner, og staten dekker nesten halvparten av summen.",
    "Ordføreren sier at den gamle kaia har vært i dårlig stand i mange år og at fergetrafikken har økt.",
    "Opposisjonen stemte imot og mente at pengene heller burde brukes på skolene i kommunen de neste årene.",
]


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # the value ends where the next field begins (DataLife Engine's story-info line)
        ("Кеше, 07:30 Автор: Айгерім Сейітова , Ерлан Жұмабаев Қаралды: 5620 Пікір: 0",
         ["Айгерім Сейітова", "Ерлан Жұмабаев"]),
        ("Бүгін, 08:02 Автор: admin Қаралды: 388 Пікір: 0", []),  # a site account, not a person
    ],
)  # fmt: skip
def test_a_labelled_author_ends_at_the_next_field(line: str, names: list[str]) -> None:
    assert clean_authors(byline_authors([line])) == names


@pytest.mark.parametrize(
    ("value", "names"),
    [
        ("Av NPK", []),  # "by" and an agency's initials
        ("NPK", []),
        ("Av Berg", ["Av Berg"]),  # one capitalised word after "av" is a surname's particle
        ("Автор admin", []),  # trafilatura's author with the label's colon gone
        ("Author Jane Roe", ["Jane Roe"]),
        ("Text Jane Roe", ["Text Jane Roe"]),  # only the word "author" is taken off
    ],
)
def test_agency_initials_and_the_author_word(value: str, names: list[str]) -> None:
    assert clean_authors([value]) == names


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("29. новембар 2026. у 11.20", "2026-11-29"),  # Serbian, Cyrillic
        ("3. decembra 2026", "2026-12-03"),  # Slovak and Serbian (Latin) genitive
        ("1. joulukuuta 2026", "2026-12-01"),  # Finnish
        ("2. desember 2026 kl. 10:05", "2026-12-02"),  # Norwegian
        ("1. detsember 2026", "2026-12-01"),  # Estonian
        ("3 желтоқсан 2026", "2026-12-03"),  # Kazakh
        ("5 листопада 2026", "2026-11-05"),  # Ukrainian: November (Polish "listopada" too)
        ("12 octombrie 2026", "2026-10-12"),  # Romanian
    ],
)
def test_more_month_names(text: str, day: str) -> None:
    assert str(human_date(text)) == day


def test_a_profiles_registration_date_is_no_publication() -> None:
    line = "Тіркелген күні: 11 қыркүйек 2019 14:02"  # "registered on", on a DataLife Engine user page
    html = f"<html><body><h1>Aigerim Seitova profile</h1><p>{line}</p></body></html>"
    sel = Selector(text=html)
    date = publication_date(sel, html, "https://x.test/user/a/", [], ARTICLE_TYPES, use_htmldate=False, byline=[line])
    assert date.day is None


def front() -> str:
    """A DataLife Engine front: the site's name for a title, teasers headed by linked h2.title headings."""
    teasers = "".join(
        f'<div class="shortstory"><h2 class="title"><a href="/n/{n}-kai.html">'
        f"Ny kai nummer {n} i Vestvik sentrum</a></h2>"
        f'<div class="story-info"><span class="author">Автор: <a href="/user/anna/">Anna Berg</a></span></div>'
        f"<div>{PARAS[n % 4]} {PARAS[(n + 1) % 4]}</div></div>"
        for n in range(6)
    )
    return (
        '<html lang="nb"><head><title>Vestvik » Vestvik</title></head><body>'
        f'<div id="dle-content">{teasers}</div></body></html>'
    )


def test_a_fronts_linked_title_headings_are_not_its_headline() -> None:
    result = run(front(), "https://vestvik.test/")
    assert not result.is_article, result.classification
    assert "headline_matches_title" not in result.classification["evidence"]


def story(title: str, author: str, linked_title: bool = False) -> str:
    heading = f'<a href="/node/812">{title}</a>' if linked_title else title
    return (
        f'<html lang="sk"><head><title>{title} | Listy</title><meta property="og:type" content="article">'
        f'<meta name="author" content="{author}">'
        '<meta property="article:published_time" content="2026-12-01T09:00:00+01:00"></head><body>'
        f'<article><h2 class="title">{heading}</h2><p class="by">{author}</p>'
        + "".join(f"<p>{p}</p>" for p in PARAS)
        + "</article></body></html>"
    )


def test_a_post_whose_one_title_heading_is_its_permalink_is_still_headed_by_it() -> None:
    result = run(story("Ny kai i Vestvik sentrum", "Anna Berg", linked_title=True), "https://vestvik.test/node/812")
    assert result.is_article and "headline_matches_title" in result.classification["evidence"]


def test_a_page_named_for_its_signer_is_that_persons_page() -> None:
    result = run(story("Lucia Hrušovská", "Lucia Hrušovská"), "https://listy.test/autori/lucia-hrusovska")
    assert not result.is_article and result.reason == "person_page"
    assert run(story("Ny kai i Vestvik sentrum", "Anna Berg"), "https://listy.test/clanky/ny-kai").is_article


def test_an_xhtml_pages_xml_lang_is_its_language() -> None:
    html = '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="nb"><body><p>Hei</p></body></html>'
    assert language_of(Selector(text=html), "Hei", detect_text=False) == ("nb", "html_lang")


def photo_page(signed: bool, pictures: int) -> str:
    byline = '<p class="byline">Kaspar Lepp · 1. detsember 2026</p>' if signed else ""
    figures = "".join(
        f'<figure><img src="/media/photo-{n}.jpg" alt="Jäätunud kai {n}"><figcaption>Pilt {n}</figcaption></figure>'
        for n in range(pictures)
    )
    return (
        '<html lang="et"><head><title>Talv saabub sadamasse | Kivisilla</title></head><body>'
        '<header><img src="/media/kivisilla-logo.png" alt="Kivisilla logo"></header>'
        f"<article><h1>Talv saabub sadamasse</h1>{byline}"
        "<p>Esimene jää tuli sadamasse ööl vastu esmaspäeva, kalurid jäid kaldale.</p>"
        f"{figures}</article></body></html>"
    )


def test_a_signed_photo_story_of_a_sentence_is_a_story_and_a_gallery_is_not() -> None:
    url = "https://www.kivisilla.test/post/talv-saabub-sadamasse"
    story = run(photo_page(signed=True, pictures=3), url)
    assert story.is_article, story.classification
    assert not run(photo_page(signed=False, pictures=3), url).is_article  # unsigned: a gallery
    # a signed teaser with one lead picture (a paywalled story's public lines) is not one
    assert not run(photo_page(signed=True, pictures=1), url).is_article


# --- the fourteenth set: Contao, Blogger, Jekyll, Wagtail, Sitecore ------------------------------------------


@pytest.mark.parametrize(
    ("value", "names"),
    [
        ("Julian Borger in Washington", ["Julian Borger"]),  # the place filed from
        ("Jane Roe in New York", ["Jane Roe"]),
        ("Petra Kos in Matej Vidmar", ["Petra Kos", "Matej Vidmar"]),  # Slovenian "and" between full names
        ("Jon Agirre eta Ane Zubiri", ["Jon Agirre", "Ane Zubiri"]),  # Basque
        ("अमोल देशपांडे आणि स्नेहा कुलकर्णी", ["अमोल देशपांडे", "स्नेहा कुलकर्णी"]),  # Marathi
        ("od Nina Hribar", ["Nina Hribar"]),  # Slovenian "by"
        ("Пишува: Ванчо Дамјаноски", ["Ванчо Дамјаноски"]),  # Macedonian "writes:"
    ],
)
def test_more_byline_words(value: str, names: list[str]) -> None:
    assert clean_authors(byline_authors([value]) or [value]) == names


def test_a_by_word_after_the_date() -> None:
    assert clean_authors(byline_authors(["02.12.2026 14:20 od Petra Kos in Matej Vidmar"])) == [
        "Petra Kos",
        "Matej Vidmar",
    ]


def test_marathi_dates() -> None:
    assert str(human_date("प्रकाशित: २ डिसेंबर २०२६, ०१:२० IST")) == "2026-12-02"


def blogger_post() -> str:
    paras = "".join(f"<p>{p}</p>" for p in PARAS)
    return (
        '<html lang="mk"><head><title>Охридски весник: Новиот зелен пазар се отвора по Нова година</title></head>'
        "<body><div class='post hentry' itemscope itemtype='http://schema.org/BlogPosting'>"
        "<h3 class='post-title entry-title' itemprop='name'>Новиот зелен пазар се отвора по Нова година</h3>"
        f"<div class='post-body entry-content'>{paras}"
        '<div style="text-align: right;"><b>Текст: Горан Талевски и Елена Наумоска</b></div></div>'
        "<div class='post-footer'><span class='post-author vcard'>Објавено од <span class='fn' itemprop='author' "
        "itemscope itemtype='http://schema.org/Person'><span itemprop='name'>Охридски весник</span></span></span>"
        "<abbr class='published' itemprop='datePublished' title='2026-12-01T12:30:00+01:00'>12:30</abbr></div>"
        "</div></body></html>"
    )


def test_the_blog_named_before_the_post_title_is_no_author() -> None:
    # Blogger's <title> is "Blog: Post"; the blog's own account posts every story, the signature names the authors
    result = run(blogger_post(), "https://ohridski-vesnik.blogspot.test/2026/12/noviot-pazar-se-otvora.html")
    assert result.is_article and result.authors == ["Горан Талевски", "Елена Наумоска"]


@pytest.mark.parametrize("heading", ["Faqja nuk u gjet", "Strani ni mogoče najti", "Orria ez da aurkitu"])
def test_more_soft_404_headings(heading: str) -> None:
    from crawler.article.signals import is_error_notice

    assert is_error_notice(heading)
    assert not is_error_notice(f"{heading}: a hiker's dog found after three nights")


def test_correction_update_and_source_notes_and_a_bio_line_leave_the_text() -> None:
    from crawler.article.cleanup import drop_notes

    story = PARAS[:3]
    for note in (
        "Popravek (1. 12. 2026): V prvotni različici članka smo napačno navedli število oddelkov.",
        "Zuzenketa: albistearen lehen bertsioan aurrekontua 12,4 milioikoa zela idatzi genuen.",
        "दुरुस्ती: या बातमीच्या आधीच्या आवृत्तीत शाळांची संख्या चुकीची छापली गेली होती.",
        "Correction: An earlier version of this story misstated the cost of the pier.",
        "Извор: ИНА",
        "Anna Berg er biolog og skriver fast i avisen.",  # the columnist's bio line
    ):
        assert drop_notes("\n".join([*story, note]), ["Anna Berg"]) == "\n".join(story), note
    updated = "АЖУРИРАНО 29.11.2026 во 11:20: Додадени податоци за гласањето."
    assert drop_notes("\n".join([updated, *story]), []) == "\n".join(story)
    # a story's own last sentence that mentions an update or a source is kept
    kept = "\n".join([*story, "The update to the ferry timetable takes effect on Monday."])
    assert drop_notes(kept, ["Anna Berg"]) == kept


# --- review: lead paragraphs that begin with a by-word ------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "byline", "lead"),
    [
        (
            "sl",
            "Piše: Petra Kos",
            "Od 1. januarja 2027 bodo cene elektrike za gospodinjstva višje za približno osem "
            "odstotkov, so danes sporočili z agencije za energijo.",
        ),
        (
            "sv",
            "Av Anna Berg",
            "Av 300 tillfrågade invånare svarade två av tre att de vill ha fler cykelbanor i "
            "centrum, visar kommunens nya enkät.",
        ),
        (
            "pl",
            "Anna Nowak",
            "Przez 30 lat w tym budynku działała szkoła podstawowa, a od września stoi pusty i "
            "niszczeje, alarmują mieszkańcy.",
        ),
    ],
)
def test_a_lead_paragraph_that_begins_with_a_by_word_is_kept(lang: str, byline: str, lead: str) -> None:
    # "od", "av", "przez" are also "from", "of", "for": a sentence over 60 characters is the story's first paragraph
    paras = [lead, *PARAS[:3]]
    story = "".join(f"<p>{p}</p>" for p in paras)
    html = (
        f'<html lang="{lang}"><head><title>Headline of the story here - Gazette</title></head><body><main><article>'
        f'<h1>Headline of the story here</h1><p class="byline">{byline}</p>'
        f'<time datetime="2026-12-01T10:00:00+01:00">1. 12. 2026</time><div class="story">{story}</div>'
        "</article></main></body></html>"
    )
    result = run(html, "https://www.gazeta.test/2026/12/01/headline-of-the-story-here")
    assert result.is_article, result.classification
    assert result.text.split("\n")[0] == lead


# --- review: " in " is a place outside Slovenian ------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "names"),
    [
        ("Julian Borger in Washington and Patrick Wintour in Kyiv", ["Julian Borger", "Patrick Wintour"]),
        ("Julian Borger in Washington and Patrick Wintour", ["Julian Borger", "Patrick Wintour"]),
        ("Bethan McKernan in Gaza City", ["Bethan McKernan"]),
        ("Chris McGreal in Salt Lake City", ["Chris McGreal"]),
        ("Petra Kos in Matej Vidmar", ["Petra Kos", "Matej Vidmar"]),
    ],
)
def test_each_reporter_files_from_a_place(value: str, names: list[str]) -> None:
    assert clean_authors([value]) == names


@pytest.mark.parametrize("place", ["Des Moines", "São Paulo", "Phnom Penh"])
def test_a_two_word_place_on_an_english_page_is_no_second_author(place: str) -> None:
    story = "".join(f"<p>{p}</p>" for p in PARAS)
    ld = (
        '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "NewsArticle", "headline": '
        '"Farmers brace for a dry winter", "author": [{"@type": "Person", "name": "Chris McGreal"}], '
        '"datePublished": "2026-12-01T10:00:00Z"}</script>'
    )
    html = (
        f'<html lang="en-GB"><head><title>Farmers brace for a dry winter | Gazette</title>{ld}</head><body><main>'
        '<article><h1>Farmers brace for a dry winter</h1><p class="byline"><a rel="author" href="/profile/cm">'
        f'Chris McGreal</a> in {place}</p><div class="story">{story}</div></article></main></body></html>'
    )
    result = run(html, "https://www.gazette.test/world/2026/dec/01/farmers-brace-for-a-dry-winter")
    assert result.is_article and result.authors == ["Chris McGreal"]


# --- review: a paywalled teaser is no photo story -----------------------------------------------------------


def test_a_paywalled_teaser_with_three_pictures_is_no_photo_story() -> None:
    html = (
        '<html lang="en"><head><title>Council approves budget after long debate | Gazette</title></head><body>'
        "<main><article><h1>Council approves budget after long debate</h1>"
        '<p class="byline">By <a rel="author" href="/staff/jane-roe">Jane Roe</a></p>'
        '<time datetime="2026-12-01T10:00:00Z">December 1, 2026</time>'
        '<img src="/img/lead-council.jpg" alt="Council members vote at city hall">'
        "<p>The city council voted on Tuesday to approve a new budget for the coming year.</p>"
        '<div class="paywall"><p>Subscribe to continue reading. Already a subscriber? Log in.</p>'
        '<img src="/img/promo-app.png" alt="The Gazette app on a phone">'
        '<img src="/img/promo-print.png" alt="Our print edition offer"></div>'
        "</article></main></body></html>"
    )
    result = run(html, "https://www.gazette.test/news/2026/12/01/council-approves-budget")
    assert not result.is_article and result.reason == "paywalled"


# --- review: an update that is the story's news, a paragraph that begins with a note's word -----------------


@pytest.mark.parametrize(
    "line",
    [
        "UPDATE, 3:15 p.m.: Police have now confirmed that two people died in the fire and that a third person "
        "remains in hospital in critical condition.",
        "Corrections staff found him at 4:30 a.m. and called paramedics, who could not save him.",
    ],
)
def test_a_paragraph_that_begins_like_a_note_stays(line: str) -> None:
    from crawler.article.cleanup import drop_notes

    story = PARAS[:3]
    assert drop_notes("\n".join([*story, line]), ["Anna Berg"]) == "\n".join([*story, line])
    if line.startswith("UPDATE"):  # the news of a developing story, put over it
        assert drop_notes("\n".join([line, *story]), []) == "\n".join([line, *story])


def test_a_story_at_a_dated_address_headed_by_its_signers_name_is_a_story() -> None:
    # an as-told-to essay or an interview headed by the name of the person who signs it, at a dated story URL
    result = run(story("Lucia Hrušovská", "Lucia Hrušovská"), "https://listy.test/2026/12/01/lucia-hrusovska")
    assert result.is_article, result.classification


def test_an_arabic_given_name_that_is_a_turkish_by_word_stays() -> None:
    assert clean_authors(["Yazan Al-Saadi"]) == ["Yazan Al-Saadi"]
    assert clean_authors(["Автор admin", "Yazar Mehmet Öz"]) == ["Mehmet Öz"]


def test_a_title_heading_linked_to_the_page_itself_heads_it_beside_related_titles() -> None:
    # a WordPress theme links the post's own <h2 class="entry-title"> (no <h1>) and its related posts' titles
    related = "".join(
        f'<h3 class="entry-title"><a href="/2026/11/{d}/{slug}/">{title}</a></h3>'
        for d, slug, title in (
            ("30", "mayor-signs", "Mayor signs budget for next year"),
            ("29", "parks", "Parks get new staff"),
        )
    )
    html = (
        '<html lang="en"><head><title>Council approves budget after long debate | Gazette</title></head><body>'
        '<main><article><h2 class="entry-title"><a href="https://www.gazette.test/2026/12/01/council-budget/" '
        'rel="bookmark">Council approves budget after long debate</a></h2>'
        f"<p>{PARAS[0]}</p><p>{PARAS[1]}</p>"
        '<div class="entry-meta">Posted on <time datetime="2026-12-01">December 1, 2026</time></div>'
        f'<div class="more">{related}</div></article></main></body></html>'
    )
    result = run(html, "https://www.gazette.test/2026/12/01/council-budget/")
    assert result.is_article and "headline_matches_title" in result.classification["evidence"]


# --- the fifteenth set: Movable Type, Kompas-like, TYPO3, Hugo, Medium-like ----------------------------------


@pytest.mark.parametrize(
    ("value", "names"),
    [
        ("Miktub minn Marija Borg u Ġorġ Camilleri fil-19:40", ["Marija Borg", "Ġorġ Camilleri"]),  # Maltese
        ("Jane Roe at 9:30 am", ["Jane Roe"]),  # a trailing clock time is when, not who
        ("Gabinete de Comunicación", []),  # a press office
    ],
)
def test_fifteenth_byline_shapes(value: str, names: list[str]) -> None:
    assert clean_authors([value]) == names


def test_maltese_dates() -> None:
    assert str(human_date("Is-Sibt, 28 ta' Novembru 2026")) == "2026-11-28"


def mt_entry(signature: str = "") -> str:
    paras = "".join(f"<p>{p}</p>" for p in PARAS)
    sign = f'<p style="text-align:right"><strong>{signature}</strong></p>' if signature else ""
    return (
        '<html lang="mt"><head><title>Il-Leħen tal-Wied: Kai ġdida</title></head><body>'
        '<h2 class="date-header">Is-Sibt, 28 ta\' Novembru 2026</h2>'
        f'<h1 class="entry-title">Il-kunsill jibni kai ġdida fil-port</h1><div class="asset-body">{paras}{sign}</div>'
        '<div class="entry-categories"><h4>Kategoriji</h4><ul><li><a href="/ahbarijiet/">Aħbarijiet</a></li></ul>'
        "</div></body></html>"
    )


def test_a_dated_heading_over_the_pages_own_headline_dates_it_and_a_name_alone_at_its_end_signs_it() -> None:
    result = run(mt_entry("Pawlu Grech"), "https://wied.test/arkivju/2026/11/kai-gdida.html")
    assert result.is_article and result.date == "2026-11-28" and result.authors == ["Pawlu Grech"]
    assert "Pawlu Grech" not in result.text


def test_a_post_meta_line_linking_the_authors_page_names_the_author() -> None:
    paras = "".join(f"<p>{p}</p>" for p in PARAS)
    html = (
        '<html lang="te"><head><title>Post | Site</title></head><body><article><h1 class="post-title">Post</h1>'
        '<div class="post-meta"><span>December 1, 2026</span> · <a href="/authors/ramesh-varma/">రమేష్ వర్మ</a></div>'
        f'<div class="post-content">{paras}</div></article></body></html>'
    )
    assert run(html, "https://site.test/posts/post/").authors == ["రమేష్ వర్మ"]


def test_an_english_template_over_text_in_another_script_is_not_english() -> None:
    text = "Երևանի քաղաքապետարանը հայտարարեց, որ նոր ավտոբուսները կսկսեն աշխատել հունվարից։"
    html = f'<html lang="en"><body><p>{text}</p></body></html>'
    assert language_of(Selector(text=html), text)[0] == "hy"
