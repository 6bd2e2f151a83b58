# ruff: noqa: RUF001
"""Rules from the twenty-sixth to twenty-eighth blind sets: hand-written table layouts whose <title> puts the
site before the headline (the logo's alt text names the site), slashed day-first dates, date archives and
blog fronts marked up post by post, a data desk's table story at its own slug, paid notices and sponsored
content on the story template, a tag's name as its address, roundups of short sentences. Every test fails
without its rule."""

from __future__ import annotations

from datetime import date

import pytest
from parsel import Selector

from crawler.article.authors import photo_credit
from crawler.article.dates import human_date
from crawler.article.signals import collect
from crawler.extraction import ExtractOptions, extract

SENTENCES = [
    "Σε έκτακτη σύσκεψη συνεδρίασε χθες η Επιτροπή Πολιτικής Προστασίας του Δήμου μετά την άνοδο της στάθμης.",
    "Σύμφωνα με τον αντιδήμαρχο, το νερό έφτασε σε ορισμένα σημεία του παραλίμνιου δρόμου το απόγευμα.",
    "Οι κάτοικοι της παραλίμνιας ζώνης ζητούν να καθαριστεί άμεσα η τάφρος πριν από τις βροχές του χειμώνα.",
]
PARAS = [
    f"Paragraph {i}: the harbour board met on Tuesday to discuss the dredging contract, and members said the "
    f"cost had risen by {10 + i} percent since the spring because of fuel prices and a shortage of crews."
    for i in range(4)
]


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


def table_portal(headline: str, dateline: str, logo: bool = True, size: int = 4) -> str:
    """A 2000s hand-written page: tables, <FONT>, no heading element, no metadata, "SITE - Headline" title."""
    mast = '<A HREF="."><IMG SRC="/img/logo.gif" ALT="Η Φωνή της Λίμνης"></A>' if logo else "<B>ΕΙΔΗΣΕΙΣ</B>"
    return (
        "<HTML><HEAD><META HTTP-EQUIV='Content-Type' CONTENT='text/html; charset=utf-8'>"
        f"<TITLE>Η ΦΩΝΗ ΤΗΣ ΛΙΜΝΗΣ - {headline}</TITLE></HEAD><BODY><TABLE WIDTH=780>"
        f"<TR><TD COLSPAN=2>{mast}</TD></TR><TR><TD WIDTH=150><A HREF='news.php?cat=1'>ΤΟΠΙΚΑ</A><BR>"
        "<A HREF='news.php?cat=3'>ΑΘΛΗΤΙΚΑ</A></TD><TD WIDTH=480>"
        f"<FONT SIZE={size}><B>{headline}</B></FONT><BR><FONT SIZE=1>{dateline}</FONT><BR><BR>"
        "<FONT SIZE=2>" + "".join(f"<P>{s}" for s in SENTENCES) + "</FONT></TD></TR></TABLE></BODY></HTML>"
    )


def test_the_logo_names_the_site_so_a_title_that_puts_the_site_first_gives_the_headline() -> None:
    headline = "Σε επιφυλακή ο Δήμος για τη στάθμη της λίμνης"
    page = run(table_portal(headline, "Τετάρτη, 2 Δεκεμβρίου 2026"), "http://www.fonilimnis.test/news.php?id=4711")
    assert page.title == headline and page.is_article and page.date == "2026-12-02", page.classification
    # without a logo linking home, its large font still makes the headline the page's heading
    url = "http://www.fonilimnis.test/news.php?id=4711"
    bare = run(table_portal(headline, "Τετάρτη, 2 Δεκεμβρίου 2026", logo=False), url)
    assert bare.title == headline and bare.is_article, bare.classification
    # ...but set in the text's size nothing names the site: the <title> is kept whole, and no headline over the
    # date ties the page to one story
    small = run(table_portal(headline, "Τετάρτη, 2 Δεκεμβρίου 2026", logo=False, size=2), url)
    assert small.title != headline and not small.is_article, small.classification


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Δευτέρα 30/11/2026", date(2026, 11, 30)),  # day first: the only reading
        ("Monday 11/30/2026", date(2026, 11, 30)),  # month first: the only reading
        ("Τετάρτη 2/12/2026", date(2026, 12, 2)),  # the weekday picks the reading (2 December is a Wednesday)
        ("Wednesday 12/2/2026", date(2026, 12, 2)),
        ("01/12/2026", None),  # January 12 or December 1: no date
        ("Friday 01/12/2026", None),  # neither reading is a Friday
    ],
)
def test_slashed_dates_are_read_when_one_reading_is_a_day(text: str, expected: date | None) -> None:
    assert human_date(text) == expected


def test_a_policy_updated_on_a_slashed_date_is_not_dated() -> None:
    html = (
        "<html lang='vi'><head><title>Điều khoản sử dụng</title></head><body><main><h1>Điều khoản sử dụng</h1>"
        "<p class='meta'>Cập nhật lần cuối: 15/11/2026</p>"
        + "".join(f"<p>{p}</p>" for p in PARAS[:2])
        + "</main></body></html>"
    )
    page = run(html, "https://tinsong.test/dieu-khoan-su-dung-trang-web")
    assert not page.is_article, page.classification
    # published on that day, the same page is a dated story
    assert run(
        html.replace("Cập nhật lần cuối", "Đăng ngày"), "https://tinsong.test/dieu-khoan-su-dung-trang-web"
    ).is_article


def blog_post(i: int, long: bool = True) -> str:
    body = " ".join(PARAS[: 2 if long else 0]) or f"Short teaser {i}"
    return (
        f"<div class='post hentry' itemscope itemtype='http://schema.org/BlogPosting'>"
        f"<h3 class='post-title'><a href='/2026/12/post-{i}.html'>Post number {i} of the blog</a></h3>"
        f"<div class='post-body'>{body}</div><div class='post-footer'>Publicado por "
        f"<span itemprop='author' itemscope itemtype='http://schema.org/Person'>Iñaki Berrozpe</span> "
        f"<abbr class='published' title='2026-12-0{i}T10:00:00+01:00'>{i} de diciembre de 2026</abbr></div></div>"
    )


def test_a_blog_month_archive_of_marked_posts_is_an_index() -> None:
    html = (
        "<html lang='es'><head><title>Ecos de la Ribera: diciembre 2026</title></head><body>"
        "<h1>Ecos de la Ribera</h1><h2 class='date-header'>miércoles, 2 de diciembre de 2026</h2>"
        + "".join(blog_post(i) for i in range(1, 4))
        + "</body></html>"
    )
    page = run(html, "https://ecos.blogspot.test/2026/12/")
    assert not page.is_article, page.classification
    signals = collect(Selector(text=html), "https://ecos.blogspot.test/2026/12/")
    assert signals.url_listing and not signals.url_dated and signals.article_items == 3
    assert "blogposting" not in signals.declared_types


def test_a_story_marked_article_keeps_its_type_beside_teasers_marked_article_too() -> None:
    teasers = "".join(
        f"<li itemscope itemtype='https://schema.org/Article'><a itemprop='url' href='/index.php/news/{130 + i}-x'>"
        f"<span itemprop='name'>Other story {i}</span></a></li>"
        for i in range(5)
    )
    html = (
        "<html lang='it'><head><title>Furto in farmacia</title></head><body>"
        "<div itemscope itemtype='https://schema.org/Article'><h2 itemprop='headline'>Furto in farmacia a Gravellona"
        "</h2><time itemprop='datePublished' datetime='2026-12-02T08:00:00+01:00'>02 Dicembre 2026</time>"
        "<div itemprop='articleBody'>" + "".join(f"<p>{p}</p>" for p in PARAS[:2]) + "</div></div>"
        f"<div class='moduletable'><ul>{teasers}</ul></div></body></html>"
    )
    signals = collect(Selector(text=html), "https://voce.test/index.php/cronaca/126-furto-in-farmacia-a-gravellona")
    assert signals.article_items == 1 and "article" in signals.declared_types


def rates_page(analysis: str, slug: str, section: str = "data", byline: str = "Oleh Meja Kewangan") -> tuple[str, str]:
    rows = "".join(
        f"<tr><td>{cur}</td><td>4.{n}125</td><td>4.{n}960</td><td>-0.3{n}%</td></tr>"
        for n, cur in enumerate(["USD", "SGD", "EUR", "JPY", "CNY", "GBP", "AUD"])
    )
    html = (
        "<html lang='ms'><head><title>Ringgit mengukuh berbanding dolar</title>"
        '<script type="application/ld+json">{"@type": "NewsArticle", "headline": "Ringgit mengukuh berbanding dolar",'
        ' "datePublished": "2026-12-02T18:00:00+08:00"}</script></head><body><article>'
        f"<h1>Ringgit mengukuh berbanding dolar</h1><div class='byline'>{byline}</div><p>{analysis}</p>"
        f"<table><tr><th>Mata wang</th><th>1 Dis</th><th>2 Dis</th><th>Perubahan</th></tr>{rows}</table>"
        "</article></body></html>"
    )
    return html, f"https://www.berita.test/{section}/{slug}"


def test_a_news_typed_table_story_signed_by_a_desk_is_a_story() -> None:
    analysis = (
        "Ringgit ditutup pada 4.3960 berbanding dolar AS hari ini, paras paling kukuh sejak Mei, disokong oleh "
        "harga minyak mentah yang stabil dan aliran masuk dana asing ke pasaran bon, kata penganalisis."
    )
    page = run(*rates_page(analysis, "ringgit-mengukuh-paras-terbaik-sejak-mei"))
    assert page.is_article and page.authors == [], page.classification
    for desk in ("By Finance Desk", "By the Data and Graphics Desk"):
        assert run(*rates_page(analysis, "ringgit-mengukuh-paras-terbaik-sejak-mei", byline=desk)).is_article
    # the weather desk's forecast table is data too
    weather = run(*rates_page(analysis, "ringgit-mengukuh-paras-terbaik-sejak-mei", byline="By Weather Desk"))
    assert not weather.is_article, weather.classification
    # unsigned, the same paragraph over the table is data (a forecast, the day's rates)
    unsigned = run(*rates_page(analysis, "ringgit-mengukuh-paras-terbaik-sejak-mei", byline=""))
    assert not unsigned.is_article and unsigned.reason == "no_prose", unsigned.classification


def story_template(url_path: str, byline: str = "") -> tuple[str, str]:
    html = (
        "<html lang='en'><head><title>Harold James Finch, 1938 - 2026</title>"
        "<meta property='og:type' content='article'></head><body><article><h1>Harold James Finch, 1938 - 2026</h1>"
        f"{byline}<p class='date'>November 26, 2026</p>"
        + "".join(f"<p>{p}</p>" for p in PARAS)
        + "</article></body></html>"
    )
    return html, f"https://www.meridian.test{url_path}"


@pytest.mark.parametrize(
    ("path", "byline", "reason"),
    [
        ("/obituaries/notices/harold-finch-1938-2026/", "", "thing_section"),
        ("/partner-content/five-ways-to-cut-your-heating-bill-4830012", "<p class='byline'>By Fellside Energy</p>",
         "sponsored"),
        ("/sponsored/five-ways-to-cut-your-heating-bill/", "<p class='byline'>By Jane Roe</p>", "sponsored"),
        # schema.org's own type for it, at any address
        ("/lifestyle/five-ways-to-cut-your-heating-bill/", '<script type="application/ld+json">{"@type": '
         '"AdvertiserContentArticle", "datePublished": "2026-11-26"}</script>', "sponsored"),
    ],
)  # fmt: skip
def test_paid_notices_and_sponsored_posts_on_the_story_template_are_not_stories(
    path: str, byline: str, reason: str
) -> None:
    page = run(*story_template(path, byline))
    assert not page.is_article and page.reason == reason, page.classification
    if reason == "sponsored":  # an operator who wants the advertisers' posts stores them, flagged
        html, url = story_template(path, byline)
        kept = extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250, keep_sponsored=True))
        assert kept.is_article and "sponsored" in kept.classification["evidence"], kept.classification
    # the same page under the newsroom's own section is a story (unless its declaration says it is an ad)
    if "Advertiser" not in byline:
        assert run(*story_template("/obituaries/harold-finch-1938-2026/", byline)).is_article


def test_a_topic_index_named_in_four_words_is_no_story_slug() -> None:
    html = (
        "<html lang='pt'><head><title>Centro Histórico de Santos</title></head><body><main>"
        "<h1>Centro Histórico de Santos</h1><p class='date'>28/11/2026</p>"
        "<p>A feira de artesanato caiçara volta ao Centro Histórico de Santos neste sábado e domingo, das 10h às "
        "18h, na Rua XV de Novembro, com 45 expositores da região e música ao vivo.</p>"
        "<p>Tudo sobre o Centro Histórico de Santos: restauro de casarões, comércio, eventos e o porto.</p>"
        "</main></body></html>"
    )
    assert not run(html, "https://noticia.test/tudo-sobre/centro-historico-de-santos/").is_article
    assert run(html, "https://noticia.test/santos/centro-historico-de-santos-recebe-feira/").is_article


def test_a_signed_roundup_of_short_sentence_items_is_a_story() -> None:
    items = [
        "The Boiceville bridge is open again, a month early.",
        "Woodstock's planning board approved 16 senior apartments on Route 212.",
        "Belleayre opens for skiing Saturday if the snow holds.",
        "Margaretville hospital got a $2.1 million state grant for its emergency room.",
        "The Kingston Farmers Market moves indoors to the Old Dutch Church hall.",
    ]
    html = (
        "<html lang='en'><head><title>Five things to know this week</title>"
        '<script type="application/ld+json">{"@type": "Article", "headline": "Five things to know this week",'
        ' "datePublished": "2026-11-27T08:00:00-05:00", "author": {"@type": "Person", "name": "Maya Brennan"}}'
        "</script></head><body><article><h1>Five things to know this week</h1><p>Here is what happened this week."
        "</p><ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul></article></body></html>"
    )
    page = run(html, "https://www.current.test/five-things-this-week-nov-27/")
    assert page.is_article and page.authors == ["Maya Brennan"], page.classification


def stacked(first_body: str, title: str = "Corte de luz programado este jueves en Bajada Grande") -> str:
    second = "".join(f"<p>{p}</p>" for p in PARAS)
    return (
        f"<html lang='es'><head><title>{title} | Crónica</title>"
        '<script type="application/ld+json">{"@type": "NewsArticle", "datePublished": "2026-12-02T09:00:00-03:00"}'
        "</script></head><body><main>"
        "<article class='b-article--first'><h1>Corte de luz programado este jueves en Bajada Grande</h1>"
        f"<div class='byline'>Por Valentina Sosa</div>{first_body}</article>"
        "<article class='b-article--next' data-story-url='/opinion/2026/12/02/la-ciudad-que-le-da-la-espalda/'>"
        "<h1>La ciudad que le da la espalda al río</h1>"
        f"<div class='byline'>Por Lucía Ferreyra</div>{second}</article></main></body></html>"
    )


def test_the_next_story_appended_under_a_page_s_own_is_not_its_text_or_byline() -> None:
    brief = (
        "<p>La distribuidora cortará la luz el jueves de 8 a 13 en Bajada Grande por obras en la red de media "
        "tensión, informó la empresa en un comunicado.</p>"
    )
    url = "https://www.cronica.test/sociedad/2026/12/02/corte-de-luz-programado-en-bajada-grande/"
    page = run(stacked(brief), url)
    assert page.is_article and page.authors == ["Valentina Sosa"], page.classification
    assert "cortará la luz" in page.text and "harbour board" not in page.text
    # a page whose <title> names neither <article>'s headline keeps both (no stack of one story's address)
    whole = run(stacked(brief, title="Sociedad"), url)
    assert "harbour board" in whole.text


def test_portuguese_photo_credits_name_the_photographer() -> None:
    assert photo_credit("Fotografia: Sofia Mendes") == ["Sofia Mendes"]
    assert photo_credit("Fotografias: Sofia Mendes") == ["Sofia Mendes"]


def test_a_live_blog_whose_entries_are_articles_with_headlines_keeps_them() -> None:
    entries = "".join(
        f"<article class='entry'><h1>Update {i}: crews restore power to another district</h1><time>{9 + i}:00</time>"
        f"<p>{PARAS[i]}</p></article>"
        for i in range(3)
    )
    html = (
        "<html lang='en'><head><title>Live: Storm updates and road closures | Courier</title></head><body><main>"
        "<article class='live-intro'><h1>Live: Storm updates and road closures</h1><p class='byline'>By Jane Roe"
        "</p><p class='date'>November 30, 2026</p><p>Follow the storm's effects through the day.</p></article>"
        f"{entries}</main></body></html>"
    )
    page = run(html, "https://www.courier.test/news/live-storm-updates-and-road-closures")
    assert page.is_article and "by 12 percent" in page.text, page.classification  # the third entry's text


def masthead_page(alt: str, title: str, h1: str, byline: str = "By Jane Roe") -> str:
    return (
        f"<html lang='en'><head><title>{title}</title><meta property='og:type' content='article'>"
        "<meta property='article:published_time' content='2026-11-30T08:00:00Z'></head><body>"
        f"<header><a href='/'><img src='/logo.png' alt='{alt}'></a></header><main><article><h1>{h1}</h1>"
        f"<p class='byline'>{byline}</p>" + "".join(f"<p>{p}</p>" for p in PARAS) + "</article></main></body></html>"
    )


@pytest.mark.parametrize(
    ("alt", "title", "h1"),
    [
        # a logo called "Home" or "Accueil" is no part of the title: headlines using the word keep it
        ("Accueil", "Ukraine : l'accueil des réfugiés se prolonge", "Ukraine : l'accueil des réfugiés se prolonge"),
        ("Home", "Homeless shelter to close – council blames funding cuts",
         "Homeless shelter to close – council blames funding cuts"),
    ],
)  # fmt: skip
def test_a_generic_logo_text_cuts_no_headline(alt: str, title: str, h1: str) -> None:
    assert run(masthead_page(alt, title, h1), "https://www.courier.test/news/story-about-the-thing-today").title == h1


def test_a_columnist_whose_logo_is_her_name_keeps_her_byline() -> None:
    html = masthead_page(
        "Jane Roe", "Why the county must fix its nursing homes | Jane Roe", "Why the county must fix its nursing homes"
    )
    page = run(html, "https://janeroewrites.test/2026/11/30/why-the-county-must-fix-its-nursing-homes/")
    assert page.title == "Why the county must fix its nursing homes" and page.authors == ["Jane Roe"]


def test_a_newsroom_notice_and_a_story_beside_a_sponsored_teaser_are_stories() -> None:
    # the newsroom's own notices section (a school closure) is no paid notice
    html, _ = story_template("/")
    assert run(
        html, "https://www.meridian.test/news/notices/riverside-schools-closed-tuesday-because-of-snow"
    ).is_article
    # a story listing a partner's AdvertiserContentArticle in its own JSON-LD ItemList is still the newsroom's
    teaser = (
        '<script type="application/ld+json">{"@graph": [{"@type": "NewsArticle", "headline": "Harold James Finch", '
        '"datePublished": "2026-11-26"}, {"@type": "ItemList", "itemListElement": [{"@type": "ListItem", '
        '"item": {"@type": "AdvertiserContentArticle", "headline": "Five ways to save"}}]}]}</script>'
    )
    html, url = story_template("/news/harold-finch-honoured-by-the-city/", teaser)
    assert run(html, url).is_article


def test_a_story_under_a_people_section_with_a_headline_slug_is_a_story() -> None:
    html = (
        "<html lang='en'><head><title>Taylor Swift announces new European tour dates</title></head><body><main>"
        "<article><h1>Taylor Swift announces new European tour dates</h1><p class='date'>November 30, 2026</p>"
        + "".join(f"<p>{p}</p>" for p in PARAS[:2])
        + "</article></main></body></html>"
    )
    assert run(html, "https://www.stars.test/people/taylor-swift-announces-new-european-tour-dates").is_article


def test_a_live_blog_s_marked_updates_are_parts_of_one_story() -> None:
    updates = "".join(
        f"<div itemprop='liveBlogUpdate' itemscope itemtype='https://schema.org/BlogPosting'><p>{p}</p><p>{p}</p></div>"
        for p in PARAS
    )
    html = (
        "<html><head><title>Live: storm updates</title></head><body><div itemscope "
        f"itemtype='https://schema.org/LiveBlogPosting'><h1>Live: storm updates</h1>{updates}</div></body></html>"
    )
    signals = collect(Selector(text=html), "https://www.courier.test/news/live-storm-updates-and-closures")
    assert signals.article_items == 1 and "liveblogposting" in signals.declared_types


@pytest.mark.parametrize(
    ("text", "expected"),
    [("2 Disember 2026", date(2026, 12, 2)), ("5 Ogos 2026", date(2026, 8, 5)), ("3 Mac 2026", date(2026, 3, 3)),
     ("17 Agustus 2026", date(2026, 8, 17)), ("9 Maret 2026", date(2026, 3, 9))],
)  # fmt: skip
def test_malay_and_indonesian_months(text: str, expected: date) -> None:
    assert human_date(text) == expected


def lottery(byline: str = "", path: str = "/quinielas/quiniela-de-entre-rios/") -> tuple[str, str]:
    rows = "".join(
        f"<tr><td>{i}</td>" + "".join(f"<td>{(i * 7919 + k * 131) % 10000:04d}</td>" for k in range(5)) + "</tr>"
        for i in range(1, 11)
    )
    html = (
        "<html lang='es'><head><title>Quiniela de Entre Ríos: resultados del martes 1 de diciembre</title></head>"
        "<body><main><h1>Quiniela de Entre Ríos: resultados del martes 1 de diciembre</h1>"
        f"{byline}<p class='fecha'>1 de diciembre de 2026</p><p>Sorteos del martes 1 de diciembre de 2026. Los "
        "resultados son oficiales una vez publicados por el Instituto de Ayuda Financiera.</p><table><tr><th>Ubicación"
        "</th><th>La Previa</th><th>La Primera</th><th>Matutina</th><th>Vespertina</th><th>Nocturna</th></tr>"
        f"{rows}</table><p>Controle siempre su billete en la agencia oficial de su barrio.</p></main></body></html>"
    )
    return html, f"https://www.cronica.test{path}"


def test_an_unsigned_undeclared_page_of_tables_at_a_plain_address_is_data() -> None:
    page = run(*lottery())
    assert not page.is_article and page.reason == "no_prose", page.classification
    # signed, the same page is a results story
    assert run(*lottery("<p class='autor'>Por Martín Quiroga</p>")).is_article
    # ...but not at an address that dates it, unsigned: the blind sets' results, rates and vote tables at dated
    # or numbered addresses were all labelled data (test_extraction_briefs.py)
    dated = run(*lottery(path="/sociedad/2026/12/01/quiniela-de-entre-rios-resultados-del-martes/"))
    assert not dated.is_article and dated.reason == "no_prose", dated.classification


def episode(title: str, items: list[str]) -> str:
    return (
        f"<html lang='en'><head><title>{title}</title>"
        '<script type="application/ld+json">{"@type": "Article", "datePublished": "2026-11-25T10:00:00Z", '
        '"author": {"@type": "Person", "name": "Sam Okafor"}}</script></head><body><article>'
        f"<h1>{title}</h1><p>In this episode Sam talks with historian Louise Vandermark about the villages that were "
        "moved or flooded to build the reservoirs, and with the town supervisor about land purchases.</p>"
        "<h2>Show notes</h2><ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul></article></body></html>"
    )


def test_a_podcast_episode_s_show_notes_are_not_a_story() -> None:
    chapters = ["00:00 Intro and a listener letter", "03:40 Louise on the 1910s removals",
                "15:20 What the city owns now", "27:05 Rick Hommel on the program"]  # fmt: skip
    url = "https://www.current.test/ep-14-who-owns-the-reservoir-land/"
    page = run(episode("Ep. 14: Who owns the reservoir land?", chapters), url)
    assert not page.is_article and page.reason == "podcast_episode", page.classification
    # a story whose list has times (a timeline of the day) is still a story
    assert run(episode("Who owns the reservoir land?", chapters), url).is_article
    # EXTRACT_KEEP_PODCASTS stores the show notes, flagged
    html = episode("Ep. 14: Who owns the reservoir land?", chapters)
    kept = extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250, keep_podcasts=True))
    assert kept.is_article and "podcast_episode" in kept.classification["evidence"], kept.classification
