# ruff: noqa: RUF001
"""Shapes the blind sets of session 39 met. holdout58 (science, health and weather desks): a role written in lower
case between the by-word and the name, "Text:" as a byline's label, a day-month-year joined by hyphens, a medical
reviewer whom structured data lists as an author, and an unsigned episode's or clip's line made long only by its
links. holdout59-61 (politics, South Asia, trade and tech press): "Texto de" as a label of its own element, a
byline's description and an author box's bio, a guest's office at a company, ITmedia's bracketed byline, India's
agencies in its scripts, Sinhala months and "our correspondent" after a place, a Greek genitive byline named as
the page links the writer, the date's weekday glued to a name. Every test fails when its rule is taken out."""

from __future__ import annotations

import json
from datetime import date

from scrapy import Selector

from crawler.article.authors import byline_authors, clean_authors
from crawler.article.byline import closing_lines
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
    # a credit for the pictures before a name is the photographer's, no writer
    assert clean_authors(["By Jane Roe, photos Tom Poe"]) == ["Jane Roe"]
    # name particles are the name's ("Juan dela Cruz"), and a lower-case phrase before no full name stays out
    assert clean_authors(["Juan dela Cruz"]) == ["Juan dela Cruz"]
    assert clean_authors(["According to Jane Roe"]) == []
    assert clean_authors(["By the Editorial Board"]) == []


def test_text_with_a_colon_labels_the_byline() -> None:
    # "Text: Karin Holm" (a magazine's, a Nordic site's credit); a unit of the institute is no person
    assert clean_authors(["Text: Karin Holm"]) == ["Karin Holm"]
    assert clean_authors(["Text: Väderinstitutets klimatenhet"]) == []
    assert clean_authors(["Text Jane Roe"]) == ["Text Jane Roe"]  # without its colon "Text" may begin a name


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
    # "Reviewed by" alone names who wrote the review (a game's, a book's): still an author beside a co-writer
    game = run(
        health_page("<div>Reviewed by Lauren Kessler | Platform: PS5</div>", ["Lauren Kessler", "Tom Poe"]), HEALTH_URL
    )
    assert game.authors == ["Lauren Kessler", "Tom Poe"]
    # ...and a fact-checker the byline names as a writer stays one
    both = "<div>By Daniel Okafor and Tom Poe</div><div>Fact checked by Tom Poe</div>"
    assert run(health_page(both, ["Daniel Okafor", "Tom Poe"]), HEALTH_URL).authors == ["Daniel Okafor", "Tom Poe"]


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
    # ...and an unsigned brief at a story's address with its "Read more:" lines (not a clip's or an episode's)
    brief = clip_page("", INTRO).replace("Episode 112: What corals tell us about the climate", "Corals keep a record")
    assert run(brief, "https://www.sciencehour.test/news/2026/12/03/corals-keep-a-record").is_article


def story(byline: str, lang: str = "pt", extra: str = "") -> str:
    """A dated story with a byline block of its own markup under the headline (and `extra` after the text)."""
    paras = "".join(f"<p>{p}</p>" for p in RELEASE)
    return (
        f'<html lang="{lang}"><head><title>Saharan dust speeds glacier melt | Diário</title>'
        '<meta property="og:type" content="article"><meta property="article:published_time" '
        'content="2026-12-04T10:00:00+00:00"></head><body><main><article><h1>Saharan dust speeds glacier melt</h1>'
        f"{byline}{paras}{extra}</article></main></body></html>"
    )


STORY_URL = "https://www.diario.test/sociedade/2026/12/04/saharan-dust-speeds-glacier-melt"


def test_a_credit_label_in_an_element_of_its_own_is_no_name() -> None:
    # Público's "<span>Texto de </span><a rel=author>Ana Lopes</a>": the label alone is no second author
    byline = '<div class="story__byline"><span class="byline__text">Texto de </span><a href="/autor/ana-lopes" '
    byline += 'class="byline__name" rel="author">Ana Lopes</a></div>'
    assert run(story(byline), STORY_URL).authors == ["Ana Lopes"]
    assert clean_authors(["Texto de"]) == [] and clean_authors(["Texto de Ana Lopes"]) == ["Ana Lopes"]
    assert clean_authors(["Nina"]) == ["Nina"]  # a one-word name that is also a by-word stays


def test_a_bylines_description_and_an_author_boxs_bio_name_no_one() -> None:
    described = (
        '<div class="story__byline"><a class="byline__name" rel="author" href="/autor/helena-brito">Helena Brito</a>'
        '<p class="byline__description">Politóloga, professora na Universidade do Minho</p></div>'
    )
    assert run(story(described), STORY_URL).authors == ["Helena Brito"]
    box = (
        '<div class="article-author-box"><p class="article-author-box__name">Jana Krüger</p>'
        '<p class="article-author-box__bio">Jana Krüger ist Redakteurin im Security-Ressort. Sie schreibt über '
        "Sicherheitslücken, Netzwerke und Datenschutz.</p></div>"
    )
    assert run(story("", "de", box), STORY_URL).authors == ["Jana Krüger"]


def test_a_guest_writers_office_at_a_company_is_no_second_name() -> None:
    assert clean_authors(["Par Nicolas Besson, CEO de Dataplume"]) == ["Nicolas Besson"]
    assert clean_authors(["By Jane Roe, co-founder of Acme"]) == ["Jane Roe"]
    assert clean_authors(["Jane Roe, Tom Poe"]) == ["Jane Roe", "Tom Poe"]
    # an office before the name is not a company's: the person is kept
    assert "CEO Jane Roe" in clean_authors(["By Founder & CEO Jane Roe"])


def test_itmedias_bracketed_byline_names_the_writers_before_the_outlet() -> None:
    assert byline_authors(["［鈴木美咲，TechFront］"]) == ["鈴木美咲"]
    assert byline_authors(["［山田太郎、佐藤花子，TechFront］"]) == ["山田太郎", "佐藤花子"]
    assert byline_authors(["［注］本記事は12月4日に更新しました"]) == []  # a bracketed note is no byline
    assert byline_authors(["［ジョン・スミス，TechFront］"]) == ["ジョン・スミス"]  # one name, its parts joined by ・
    assert byline_authors(["［東京，4日　ロイター］"]) == []  # a wire's dateline
    assert byline_authors(["[New York, NY]"]) == []


def test_indias_agencies_in_its_own_scripts_are_no_authors() -> None:
    assert clean_authors(["பிடிஐ"]) == [] and clean_authors(["पीटीआई"]) == [] and clean_authors(["ஏஎன்ஐ"]) == []
    # ...and with the place it files from, no one (not the place)
    assert clean_authors(["नई दिल्ली, भाषा"]) == [] and clean_authors(["சென்னை, பிடிஐ"]) == []


def test_sinhala_dates_and_our_correspondent_after_the_place() -> None:
    assert human_date("2026 දෙසැම්බර් 05 පෙ.ව. 12:30") == date(2026, 12, 5)
    byline = '<div class="news-author">ගාල්ල - අපේ නියෝජිත</div><div class="news-datestamp">2026 දෙසැම්බර් 04</div>'
    result = run(story(byline, "si"), "https://www.laksanda.test/news/2026/12/04/120455")
    assert result.authors == [] and result.date == "2026-12-04"


def test_a_greek_genitive_byline_is_named_as_the_page_links_the_writer() -> None:
    card = (
        '<div class="k-author-card"><a href="/author/giorgos-papadopoulos/" class="k-author-card__name">'
        "Γιώργος Παπαδόπουλος</a></div>"
    )
    byline = '<div class="k-byline">Του Γιώργου Παπαδόπουλου</div>'
    assert run(story(byline, "el", card), STORY_URL).authors == ["Γιώργος Παπαδόπουλος"]
    # with no nominative on the page, the byline's own form stays (no guessing a declension)
    assert run(story(byline, "el"), STORY_URL).authors == ["Γιώργου Παπαδόπουλου"]
    # a link in the accusative ("more from Κώστα Παπαδόπουλο") does not rewrite a nominative byline
    more = '<p>Περισσότερα από τον <a href="/author/kostas-papadopoulos/">Κώστα Παπαδόπουλο</a></p>'
    nominative = '<div class="k-byline">Κώστας Παπαδόπουλος</div>'
    assert run(story(nominative, "el", more), STORY_URL).authors == ["Κώστας Παπαδόπουλος"]


def test_the_newsroom_with_the_dates_weekday_glued_to_it_is_no_person() -> None:
    assert clean_authors(byline_authors(["Redacția Joi, 3 decembrie 2026, 11:25"])) == []
    # a surname that is a weekday's name stays the writer's ("Sun", a Sunday's date)
    assert clean_authors(byline_authors(["Lena Sun, December 6, 2026"])) == ["Lena Sun"]


def test_a_members_only_teaser_in_dutch_is_a_paywall_not_a_page_for_the_browser() -> None:
    teaser = (
        '<html lang="nl"><head><title>Het stikstofakkoord wankelt | Tegenwind</title>'
        '<meta property="og:type" content="article"><div id="app"></div></head><body><main><article>'
        "<h1>Het stikstofakkoord wankelt</h1><p class='byline'>Door Sanne de Vries · 4 december 2026</p>"
        "<p>Drie provincies willen hun handtekening onder het akkoord weer intrekken.</p>"
        "<div class='paywall'><p>Dit verhaal is alleen voor leden</p><a href='/word-lid'>Word lid</a></div>"
        "</article></main><script src='/app.js'></script></body></html>"
    )
    result = run(teaser, "https://www.tegenwind.test/stikstofakkoord-wankelt-provincies-willen-eruit")
    assert not result.is_article and result.classification["reason"] == "paywalled"
    assert not result.needs_render


def test_the_date_before_an_updated_label_in_the_same_line_is_the_publication_date() -> None:
    def page(line: str) -> str:
        paras = "".join(f"<p>{p}</p>" for p in RELEASE)
        return (
            '<html lang="en"><head><title>Typhoon Ambo live updates | Tanglaw</title></head><body><main><article>'
            f"<h1>Typhoon Ambo live updates</h1><p class='byline'>By Juan dela Cruz</p><p class='date'>{line}</p>"
            f"{paras}</article></main></body></html>"
        )

    url = "https://www.tanglaw.test/news/typhoon-ambo-live-updates-2051877"
    both = run(page("TANGLAW.net / December 03, 2026 - 06:00 PM Updated: December 04, 2026 - 11:20 AM"), url)
    assert both.date == "2026-12-03" and both.classification["date_source"] == "text:byline"
    # the update alone is no publication date read from the byline
    alone = run(page("Updated: December 04, 2026 - 11:20 AM"), url)
    assert alone.classification["date_source"] != "text:byline"


LETTERS = [
    ("The right to object", "Máire Ní Bhriain,", "Ranelagh,", "Dublin 6."),
    ("Counting homes", "Tom Gallagher,", "Ballina,", "Co Mayo."),
    ("Jury service", "Siobhán Ryan,", "Clonmel,", "Co Tipperary."),
]


def letters_page(signed: bool) -> str:
    body = ""
    for heading, name, town, county in LETTERS:
        body += f"<h2>{heading}</h2><p>Sir, – {RELEASE[0]}</p><p>{RELEASE[1]}</p>"
        body += f"<p>Yours, etc,</p><p>{name}</p><p>{town}</p><p>{county}</p>" if signed else ""
        body += "" if signed else f"<p>{name.rstrip(',')}</p><p>{town.rstrip(',')}</p><p>{county.rstrip('.')}</p>"
    return (
        '<html lang="en"><head><title>Letters: the planning Bill | The Courier</title>'
        '<meta property="og:type" content="article"><meta property="article:published_time" '
        'content="2026-12-05T00:00:00+00:00"></head><body><main><article><h1>Letters: the planning Bill</h1>'
        f"{body}</article></main></body></html>"
    )


def test_a_letters_pages_signature_blocks_are_no_labelled_entries() -> None:
    # "Yours, etc, / Tom Gallagher, / Ballina, / Co Mayo.": punctuated as a letter's signature, not as the labels of
    # a horoscope or a directory; the page is an article with no author (the readers sign their letters)
    url = "https://www.courier.test/opinion/letters/2026/12/05/the-planning-bill/"
    result = run(letters_page(signed=True), url)
    assert result.is_article and result.authors == [], result.classification
    # the same short lines without a signature's punctuation are entries under labels
    assert run(letters_page(signed=False), url).classification["reason"] == "labelled_entries"


def test_a_section_fronts_last_card_is_no_signature() -> None:
    # a small section front of <h5> cards whose headlines the extraction leaves out: the line after the last dek
    # is that card's writer and date, not the page's signature
    cards = "".join(
        f'<div class="node node--card"><div class="node__body"><div class="node__section">Industry News</div>'
        f'<h5 class="node__title"><a href="/industry-news/article/5530{n}/story-{n}">{title}</a></h5>'
        f'<div class="node__teaser">{dek}</div><div class="node__footer"><span class="node__author">{who}</span> '
        f'<span class="node__published">Dec. {n}, 2026</span></div></div></div>'
        for n, title, dek, who in [
            (
                1,
                "Ultrasonic leak surveys cut compressed-air costs 18% at Ohio plant",
                "A quarterly tag-and-fix routine found 212 leaks in the first pass; payback came in five months.",
                "Dana Okafor",
            ),
            (
                2,
                "Survey: plants plan to raise maintenance spending in 2027",
                "More than half of plants plan to raise maintenance spending; few plan to add technicians.",
                "Marcus Reyes",
            ),
        ]
    )
    page = f"<html><body><main><h1>Industry News</h1>{cards}</main></body></html>"
    last = "More than half of plants plan to raise maintenance spending; few plan to add technicians."
    assert closing_lines(Selector(text=page), f"A quarterly tag-and-fix routine found 212 leaks.\n{last}") == [last]
    # a short story signed at its end, under a related box of several headlines, keeps its signature
    related = "".join(f'<h4><a href="/news/{n}.html">Related story {n} about the floods</a></h4>' for n in (1, 2))
    short = ["People in Phu Hoi ward used boats to get around on Thursday.", "Rescuers moved 320 households."]
    story_page = (
        f'<html><body><article class="fck_detail"><div class="box-related">{related}</div><p>{short[0]}</p>'
        f'<p>{short[1]}</p><p class="author_mail"><strong>Võ Thạnh</strong></p></article></body></html>'
    )
    text = "\n".join(short)
    assert closing_lines(Selector(text=story_page), text) == [short[1], "Võ Thạnh"]
