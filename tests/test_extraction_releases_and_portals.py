# ruff: noqa: RUF001
"""Rules from the twenty-ninth and thirtieth blind sets: a broadcaster's contributors block, wire press
releases (their contacts and SOURCE line, their issuer as the `author` meta), a county's news items at
three-digit query ids and the legal notices posted beside them, a portal's syndicated stories (the provider
is no author), a TYPO3 list view that marks every teaser an Article, a story stream's hub of cut-off deks,
interview credits, press offices, offices before a signer's name and "print" in a share bar. Every test fails
without its rule; the counter-examples of a review (a columnists' rail, a data story's SOURCE credit, TYPO3's
?id= pages, stories that quote a notice, "Sheriff" as a given name, a writer's own channel, a story whose own
item wraps only its header, a match report whose paragraphs trail off) are in the same tests."""

from __future__ import annotations

from parsel import Selector

from crawler.article.authors import clean_authors, signature_author
from crawler.article.signals import collect
from crawler.extraction import ExtractOptions, extract

PARAS = [
    f"Paragraph {i}: the county board met on Tuesday to discuss the bridge contract, and members said the cost "
    f"had risen by {10 + i} percent since the spring because of steel prices and a shortage of crews."
    for i in range(4)
]


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


def contributors_story(block: str) -> str:
    return (
        "<html lang='en-GB'><head><title>Power failure stops all trains at Cardiff Central - BBS News</title>"
        '<meta property="og:type" content="article"><script type="application/ld+json">{"@type": "NewsArticle", '
        '"headline": "Power failure stops all trains at Cardiff Central", "datePublished": "2026-12-04T08:52:00Z", '
        '"author": {"@type": "Organization", "name": "BBS News"}, "publisher": {"@type": "Organization", '
        '"name": "BBS News"}}</script></head><body><main><article><h1>Power failure stops all trains at Cardiff '
        f'Central</h1><div data-component="byline-block"><time datetime="2026-12-04T08:52:00Z">7 hours ago</time>'
        f"{block}</div>" + "".join(f'<div data-component="text-block"><p>{p}</p></div>' for p in PARAS)
        + "</article></main></body></html>"
    )  # fmt: skip


def test_a_contributors_block_gives_each_name_without_its_role() -> None:
    people = [("Nick Tremayne", "Health correspondent"), ("Laura Okoye", "BBS Verify")]
    block = (
        '<div data-testid="byline-new-contributors">'
        + "".join(f"<div><span>{name}</span><div><span>{role}</span></div></div>" for name, role in people)
        + "</div>"
    )
    url = "https://www.bbs.test/news/articles/c4g7x9e2k1mo"
    page = run(contributors_story(block), url)
    assert page.is_article and page.authors == ["Nick Tremayne", "Laura Okoye"], page.authors
    # the same block without its data-testid is a layout's divs: nothing names anyone
    assert run(contributors_story(block.replace(' data-testid="byline-new-contributors"', "")), url).authors == []
    # a rail of columnists beside the story is no byline, nor is a credit whose first element is its role
    rail = (
        '<aside><div data-component="byline-rail"><div data-testid="contributors">'
        + "".join(
            f"<div><span>{n}</span><div><span>Columnist</span></div></div>" for n in ("Margaret Osei", "Luis Ferrer")
        )
        + "</div></aside>"
    )
    # (trafilatura's own guess may still pick a name from the page; the rail gives no list of authors)
    assert "Luis Ferrer" not in run(contributors_story("").replace("</article>", "</article>" + rail), url).authors
    credits = (
        '<div data-testid="byline-contributors"><div><span class="role">Reporting</span><span>Anna Birch</span></div>'
        '<div><span class="role">Photography</span><span>Tom Vale</span></div></div>'
    )
    assert "Reporting" not in run(contributors_story(credits), url).authors


RELEASE_TAIL = [
    "About Tri-County Credit Union",
    "Tri-County Credit Union serves 96,000 members in three counties of Ohio with 14 branches and $1.3 billion "
    "in assets. Federally insured by NCUA.",
    "Investor Contact:",
    "Laura Pemberton",
    "937-555-0148",
    "Media Contact:",
    "Beth Arnholt",
    "937-555-0121",
    "SOURCE Tri-County Credit Union",
    'View original content to download multimedia: <a href="https://wire.test/r/302613555.html">link</a>',
]


def release(tail: list[str], dateline: str = "DAYTON, Ohio, Dec. 2, 2026 /MeridianWire/ -- ") -> str:
    paras = [dateline + PARAS[0], *PARAS[1:], "Photo - https://mma.wire.test/media/2231870/credit.jpg"]
    return (
        "<html lang='en'><head><title>Tri-County Credit Union names Maria Okafor chief executive</title>"
        '<meta property="og:type" content="article"><meta name="author" content="Tri-County Credit Union">'
        '<meta property="article:published_time" content="2026-12-02T09:00:00-05:00"></head><body><article>'
        "<h1>Tri-County Credit Union names Maria Okafor chief executive</h1>"
        + "".join(f"<p>{p}</p>" for p in paras + tail)
        + "</article></body></html>"
    )


def test_a_wire_release_ends_before_its_contacts_and_source_line_and_names_no_author() -> None:
    url = "https://www.meridianwire.test/news-releases/tri-county-names-okafor-302613555.html"
    page = run(release(RELEASE_TAIL), url)
    lines = page.text.split("\n")
    assert page.is_article and lines[-2:] == RELEASE_TAIL[:2], lines[-4:]  # "About ..." is the company's own text
    assert not any(line.startswith(("Photo - ", "Laura", "SOURCE", "View original")) for line in lines), lines
    # the issuer named by "About"/"SOURCE" is an organisation, not the release's author, as is its SOURCE line
    assert page.authors == [], page.authors
    # a story (no wire dateline, no SOURCE line) keeps its last lines and its author meta
    story = run(release(RELEASE_TAIL[:8], dateline=""), url.replace("news-releases", "business"))
    assert story.text.split("\n")[-1] == "937-555-0121" and story.authors == ["Tri-County Credit Union"]
    # a data story's source credit under its table, with the story going on after it, ends nothing
    after = [
        "Prices rose fastest in Marion County, where the median sale reached $268,000 in October, the group said.",
        "Agents said buyers who had waited for lower rates were coming back before the spring selling season began.",
    ]
    for source in ("SOURCE — Indiana Association of Realtors, October 2026", "SOURCE Indiana Association of Realtors"):
        data = run(release([source, *after], dateline=""), url.replace("news-releases", "business"))
        assert data.text.split("\n")[-2:] == after, data.text


def civic_item(title: str, body: list[str], url_id: str = "AID=405") -> tuple[str, str]:
    html = (
        "<html lang='en'><head><title>News Flash • Verdigris County, KS • CivicEngage</title>"
        f"<meta property='og:title' content='{title}'></head><body>"
        "<div id='nav'><a href='/'>Home</a> <a href='/CivicAlerts.aspx'>News Flash</a></div><h1>News Flash</h1>"
        f"<div class='detail'><h3 class='subhead2'>{title}</h3><div class='date'>Posted on: November 19, 2026</div>"
        + "".join(f"<p>{p}</p>" for p in body)
        + "<p>Janet K. Loring, Zoning Administrator</p></div></body></html>"
    )
    return html, f"https://www.verdigriscountyks.test/CivicAlerts.aspx?{url_id}"


def test_a_short_story_at_a_three_digit_query_id_is_a_story() -> None:
    title = "Old Highway 75 Bridge Closing for Deck Repair"
    page = run(*civic_item(title, PARAS[:3]))
    assert page.is_article and page.title == title, page.classification
    # ...a category id (CID) or a menu item id (Joomla's Itemid) numbers no story; four digits always did
    assert collect(Selector(text="<p/>"), "https://www.county.test/CivicAlerts.aspx?AID=405").url_id
    assert collect(Selector(text="<p/>"), "https://www.blog.test/?p=287").url_id
    assert not collect(Selector(text="<p/>"), "https://www.county.test/CivicAlerts.aspx?CID=405").url_id
    assert not collect(Selector(text="<p/>"), "https://www.site.test/index.php?Itemid=115").url_id
    assert not collect(Selector(text="<p/>"), "https://www.blog.test/?p=200").url_id  # a round number
    # ?id= numbers any page of a TYPO3 site or a profile script; on a news script it numbers a story
    assert not collect(Selector(text="<p/>"), "https://www.ikw.test/index.php?id=245").url_id
    assert not collect(Selector(text="<p/>"), "https://www.river.test/staff/profile.php?id=317").url_id
    assert collect(Selector(text="<p/>"), "https://www.town.test/news.php?id=412").url_id
    assert not collect(Selector(text="<p/>"), "https://www.blog.test/archives/?p=287").url_id


def test_a_legal_notice_on_the_news_template_is_no_story() -> None:
    body = [
        "NOTICE IS HEREBY GIVEN that the Verdigris County Planning Commission will hold a public hearing on "
        "Tuesday, December 15, 2026, at 6:00 p.m. in the Commission Chambers to consider the following case.",
        *PARAS[:2],
    ]
    page = run(*civic_item("Notice of Public Hearing - Rezoning Case Z-26-07", body, "AID=409"))
    assert not page.is_article and page.reason == "public_notice", page.classification
    bids = ["Sealed bids will be received by the Board of County Commissioners until 10:00 a.m. CST on Monday, "
            "January 11, 2027, for the replacement of Bridge No. 114 on County Road 2900.", *PARAS[:2]]  # fmt: skip
    assert run(*civic_item("Notice to Bidders - Bridge No. 114", bids, "AID=407")).reason == "public_notice"
    # a story about a hearing, quoting the notice further down, is a story; so is one that opens with a call
    # for bids as news or with the notice's words in quotation marks
    story = [*PARAS[:2], body[0]]
    assert run(*civic_item("Planning board to hear rezoning case", story, "AID=411")).is_article
    news = ["Bids will be received through Jan. 15 for the demolition of the Hartwell mill, the redevelopment "
            "authority said Tuesday, after the county cleared the last of the asbestos.", *PARAS[:2]]  # fmt: skip
    assert run(*civic_item("Bids sought for Hartwell mill demolition", news, "AID=412")).is_article
    quoted = [
        "“Notice is hereby given that your polling place has changed,” began the postcard that 900 voters "
        "in Ward 3 found in their mailboxes on Monday, sending many of them to the wrong school.",
        *PARAS[:2],
    ]
    assert run(*civic_item("Wrong polling place notices mailed to Ward 3 voters", quoted, "AID=413")).is_article


def test_a_portal_s_provider_is_no_author_of_the_story_it_syndicates() -> None:
    def portal(provider: str) -> str:
        return (
            "<html lang='en-us'><head><title>Grocer to close two stores</title><meta name='author' "
            "content='Pinecrest Daily'><meta property='og:type' content='article'><meta property="
            "'article:published_time' content='2026-12-04T07:00:00-05:00'></head><body><main><article>"
            f"<div class='articlePage_provider'>{provider}</div><h1>Grocer to close two stores</h1>"
            + "".join(f"<p>{p}</p>" for p in PARAS)
            + "</article></main></body></html>"
        )

    url = "https://www.orbitnow.test/en-us/money/companies/grocer-to-close-two-stores/ar-AA1xYz2"
    credit = (
        '<a class="providerLink" href="/channel/source/Pinecrest"><img class="provider-logo" src="/l.png" '
        'alt="Pinecrest Daily logo"><span class="provider-name">Pinecrest Daily</span></a>'
    )
    assert run(portal(credit), url).authors == []
    # a byline is read as before, and without the provider's credit its meta author stays
    assert run(portal(""), url).authors == ["Pinecrest Daily"]
    # a writer's own channel as the provider, who bylines the story, is its author
    own = credit.replace("Pinecrest Daily", "Karen Liu") + "<p class='byline'>Story by Karen Liu</p>"
    assert run(portal(own).replace("content='Pinecrest Daily'", "content='Karen Liu'"), url).authors == ["Karen Liu"]


def typo3_list(items: int) -> str:
    teasers = "".join(
        f'<div class="article articletype-0" itemscope itemtype="http://schema.org/Article"><h3 itemprop="headline">'
        f'<a href="/aktuelles/detail/meldung-{i}">Neue Messreihe zur Ostsee Nummer {i}</a></h3>'
        f'<time itemprop="datePublished" datetime="2026-12-0{i}">0{i}.12.2026</time></div>'
        for i in range(1, items + 1)
    )
    return f"<html><body><h1>Aktuelles</h1><div class='news-list-view'>{teasers}</div></body></html>"


def test_a_list_of_teasers_each_marked_an_article_declares_no_article() -> None:
    assert "article" not in collect(Selector(text=typo3_list(5)), "https://www.ikw.test/").declared_types
    # one teaser-sized item is a brief marked as one
    assert "article" in collect(Selector(text=typo3_list(1)), "https://www.ikw.test/").declared_types
    # a story whose own item wraps only its header (its body built by a script) above three teasers declares it
    own = (
        '<div itemscope itemtype="http://schema.org/NewsArticle"><h1 itemprop="headline">Stadtrat beschließt '
        "Sanierung des Hallenbads</h1><span itemprop='author'>Thomas Berger</span></div><div id='body'></div>"
    )
    page = typo3_list(3).replace("<h1>Aktuelles</h1>", own)
    assert "newsarticle" in collect(Selector(text=page), "https://www.kreisbote.test/lokales/bad.html").declared_types


def test_a_hub_of_cut_off_deks_is_a_listing_even_with_a_byline_at_a_numbered_address() -> None:
    deks = [
        "Orrin Semiconductor has told customers in Saudi Arabia and the United Arab Emirates that it will stop "
        "shipping its H40 accelerators until it …",
        "If you have questions about the new export rules, the Commerce Department has answers: 41 pages of "
        "them, in a PDF posted this afternoon. My favorite …",
    ]
    html = (
        "<html lang='en'><head><title>The new AI chip export rules: all the news</title></head><body><main>"
        "<h1>The new AI chip export rules: all the news</h1><time datetime='2026-12-04T21:30:00-05:00'>Dec 4</time>"
        + "".join(
            f"<div class='c-entry-box'><h2><a href='/2026/12/4/2431{i}/story-{i}'>Story {i}</a></h2>"
            f"<span class='c-byline'>By Ellis Drummond</span><p>{d}</p></div>"
            for i, d in enumerate(deks)
        )
        + "</main></body></html>"
    )
    page = run(html, "https://www.thecircuit.test/24298811/ai-chip-export-rules-news-updates")
    assert not page.is_article and page.reason == "listing_page", page.classification
    # a match report whose paragraphs trail off "..." under one headline is a story
    report = (
        "<html lang='pt'><head><title>Palmeiras vence o Flamengo</title></head><body><main><article>"
        "<h1>Palmeiras vence o Flamengo</h1><p class='byline'>Por Rafael Costa</p>"
        "<time datetime='2026-12-04T22:00:00-03:00'>4 dez</time>"
        + "".join(f"<p>{d.replace(' …', '...')}</p>" for d in deks)
        + "</article></main></body></html>"
    )
    url = "https://www.gazeta.test/futebol/2026/12/04/palmeiras-vence-o-flamengo/"
    assert run(report, url).reason != "listing_page"


def test_closing_credits_offices_and_share_bars() -> None:
    # an interview's closing credit names the interviewer
    assert signature_author("Das Interview führte Jonas Wick.") == ["Jonas Wick"]
    assert signature_author("Propos recueillis par Anne Morel") == ["Anne Morel"]
    # a press office is an institution's desk, an office before a whole name is the signer's title
    assert clean_authors(["Pressestelle IKW"], []) == []
    assert clean_authors(["Commissioner Ray Ortega"], []) == ["Ray Ortega"]
    assert clean_authors(["Judge Mathis"], []) == ["Judge Mathis"]  # no whole name after it: kept as written
    assert clean_authors(["Sheriff Mohamed Kamara"], []) == ["Sheriff Mohamed Kamara"]  # a given name in Freetown
    # "E-Mail Drucken" (a share bar's mail and print links) names no one
    assert signature_author("E-Mail Drucken") == []


def test_a_newsletter_s_comment_policy_served_as_a_post_is_a_service_page() -> None:
    def post(slug: str) -> tuple[str, str]:
        html = (
            "<html lang='en'><head><title>Comment policy</title><meta property='og:type' content='article'>"
            "<meta name='author' content='Mara Lindqvist'></head><body><article><h1>Comment policy</h1>"
            "<div class='byline'>Mara Lindqvist · Nov 2, 2026</div><div class='body markup'>"
            + "".join(f"<p>{p}</p>" for p in PARAS)
            + "</div></article></body></html>"
        )
        return html, f"https://www.thetideline.test/p/{slug}"

    assert not run(*post("comment-policy")).is_article
    assert run(*post("house-rules")).is_article  # a parliament's rules package is news
    assert run(*post("why-we-changed-our-comment-policy-this-winter")).is_article


def test_japanese_era_dates_korean_wire_datelines_and_lead_sentences_that_open_with_by() -> None:
    from crawler.article.authors import byline_authors, opening_reporter
    from crawler.article.dates import human_date

    # 令和 (Reiwa) 1 is 2019, 元年 its first year; 平成 (Heisei) 1 is 1989
    assert str(human_date("令和8年12月4日 10時15分")) == "2026-12-04"
    assert str(human_date("令和元年5月1日")) == "2019-05-01" and str(human_date("平成31年4月30日")) == "2019-04-30"
    # "(세종=연합뉴스) 이민수 기자 = ..." opens a Yonhap story: its reporter, and no part of its text
    assert opening_reporter("(세종=연합뉴스) 이민수 기자 = 세종시는 내년 1월부터 요금을 올린다고 4일 밝혔다.") == (
        "세종시는 내년 1월부터 요금을 올린다고 4일 밝혔다.",
        ["이민수"],
    )
    assert opening_reporter("세종시는 (4일) 요금을 올린다고 밝혔다.")[1] == []
    # Portuguese "de" is "by", but a lead sentence that opens "De acordo com a Secretaria..." names no one
    lead = "De acordo com a Secretaria da Segurança Pública, o grupo usou martelos para quebrar as vitrines."
    assert byline_authors(["Por TV Aurora", lead]) == ["Por TV Aurora"]
    assert byline_authors(["De Ana Souza"]) == ["De Ana Souza"]


def vn_story(end: str, related: str = "", lead: str = "") -> str:
    return (
        "<html lang='vi'><head><title>Huế ngập sâu, hàng nghìn học sinh nghỉ học</title>"
        "<meta property='og:type' content='article'><meta property='og:site_name' content='VnNhanh'>"
        '<script type="application/ld+json">{"@type": "NewsArticle", "author": {"@type": "Person", "name": '
        '"VnNhanh"}}</script></head><body><section class="page-detail">'
        "<span class='date'>Thứ sáu, 4/12/2026, 10:15 (GMT+7)</span><h1 class='title-detail'>Huế ngập sâu, hàng nghìn "
        f"học sinh nghỉ học</h1>{lead}<article class='fck_detail'>{related}"
        + "".join(f"<p class='Normal'>{p}</p>" for p in PARAS)
        + f"{end}</article></section></body></html>"
    )


def test_signatures_at_the_end_vietnamese_style() -> None:
    # a signature linking to the writer's page ("<strong><a href='/tac-gia/...'>Hoàng Minh</a>") signs the story,
    # and a "related" box of <article> cards inside a short story's body <article> is no listing's teasers: on
    # holdout33's own pages (whose lead paragraph, outside the body, keeps them in KNOWN33 for their text)
    from bench.bench_extraction import HOLDOUT, corpus_pages

    pages = {p.name: p for p in corpus_pages(HOLDOUT.parent / "holdout33")}
    for name, authors in (("vn-ketxe.html", ["Hoàng Minh"]), ("vn-ngap.html", ["Võ Thạnh"])):
        response = pages[name].response()
        page = extract(response.text, pages[name].url, response.selector, options=ExtractOptions())
        assert page.is_article and page.authors == authors, (name, page.authors, page.classification)
    url = "https://vnnhanh.test/hue-ngap-sau-hang-nghin-hoc-sinh-nghi-hoc-4812270.html"
    signed = "<p class='author_mail' style='text-align:right;'><strong>Hoàng Minh</strong></p>"
    # (names joined by dashes are not split: "Real Madrid - Atletico Madrid" closes a preview, "Photo Credit -
    # Getty Images" a picture)
    assert signature_author("Real Madrid - Atletico Madrid") == []
    assert signature_author("Thanh Tâm (Theo Reuters)") == ["Thanh Tâm"]
    # an author box's name element over the story
    box = (
        "<div class='box-author'><p class='name'><strong>Đỗ Quang Huy</strong></p><p class='desc'>Kiến trúc sư</p>"
        "</div>"
    )
    assert run(vn_story("", lead=box), url).authors == ["Đỗ Quang Huy"]
    # a "related" box of <article> cards inside the story's body <article> is no listing's teasers
    cards = (
        "<div class='box-tinlienquanv2'><h3>Tin liên quan</h3>"
        + "".join(
            f"<article class='item-news'><h4><a href='/tin-{i}-481200{i}.html'>Miền Trung mưa lớn đến cuối tuần {i}</a></h4></article>"  # noqa: E501
            for i in range(3)
        )
        + "</div>"
    )
    assert run(vn_story(signed, related=cards), url).is_article


def test_sources_desks_and_share_bars_in_more_languages() -> None:
    assert clean_authors(["Źródło: PAP"]) == [] and clean_authors(["Źródło PAP"]) == []
    assert clean_authors(["Source: Reuters"]) == [] and clean_authors(["Bron Taylor"]) == ["Bron Taylor"]
    assert clean_authors(["نیوز ڈیسک"]) == [] and clean_authors(["ویب ڈیسک"]) == []
    assert clean_authors(["Пресс-служба АО «Тверьэнергосбыт»"]) == []
    assert signature_author("Поделиться ВКонтакте Telegram") == []
    assert clean_authors(["أحمد سالم، هبة منصور"]) == ["أحمد سالم", "هبة منصور"]


def test_an_unmarked_italic_note_that_closes_an_opinion_piece_signs_it() -> None:
    note = "<p><em>Thandiwe Mokoena is a hydrologist and lives in Graaff-Reinet.</em></p>"
    html = (
        "<html lang='en'><head><title>The dam will not save us</title><meta property='og:type' content='article'>"
        "<meta property='article:published_time' content='2026-12-04T08:00:00+02:00'></head><body><article>"
        "<h1>The dam will not save us</h1>"
        + "".join(f"<p>{p}</p>" for p in PARAS)
        + f"<hr>{note}</article></body></html>"
    )
    page = run(html, "https://karooledger.test/the-dam-will-not-save-us/")
    assert page.authors == ["Thandiwe Mokoena"] and "hydrologist" not in page.text, (page.authors, page.text)
    # an italic line that does not open with a name signs nothing
    other = html.replace(note, "<p><em>This piece was updated on Friday to correct the dam's capacity.</em></p>")
    assert run(other, "https://karooledger.test/the-dam-will-not-save-us/").authors == []


def test_dates_abbreviated_in_indonesian_and_a_utc_clock_written_without_its_zone() -> None:
    from crawler.article.dates import human_date

    assert str(human_date("Jumat, 04 Des 2026 01:05 WIB")) == "2026-12-04"
    assert str(human_date("Senin, 17 Agu 2026")) == "2026-08-17" and str(human_date("5 Okt 2026")) == "2026-10-05"
    html = (
        "<html lang='id'><head><title>Kebakaran di Pasar Johar</title><meta name='publishdate' content='2026/12/03 "
        '18:05:00\'><script type="application/ld+json">{"@type": "NewsArticle", "datePublished": '
        '"2026-12-03T18:05:00Z"}</script></head><body><article><h1>Kebakaran di Pasar Johar</h1><div class='
        "'detail__date'>Jumat, 04 Des 2026 01:05 WIB</div>" + "".join(f"<p>{p}</p>" for p in PARAS)
        + "</article></body></html>"
    )  # fmt: skip
    assert run(html, "https://news.wartakini.test/berita/d-7712310/kebakaran-pasar-johar").date == "2026-12-04"


def test_a_home_page_of_long_deks_and_a_thin_gallery() -> None:
    deks = [p + " More on this story inside." for p in PARAS]
    home = (
        "<html lang='ru'><head><title>Верхневолжский вестник</title></head><body><h1>Верхневолжский вестник</h1>"
        "<p class='date'>4 декабря 2026</p>" + "".join(f"<div class='news-item'><p>{d}</p></div>" for d in deks)
        + "<div class='pager'><a href='/?PAGEN_1=2'>2</a></div></body></html>"
    )  # fmt: skip
    assert not run(home, "https://vv-tver.test/").is_article
    slides = "".join(
        f"<figure><img src='/g/{i}.jpg' alt='Kar yağışı İstanbul fotoğraf {i}'></figure>" for i in range(12)
    )
    gallery = (
        "<html lang='tr'><head><title>İstanbul'da kar yağışı</title><meta property='og:type' content='article'>"
        "<script src='/app.js'></script></head><body><article><h1>İstanbul'da kar yağışı</h1>"
        f"<div class='gallery'>{slides}</div></article></body></html>"
    )
    assert not run(gallery, "https://www.haberpusulasi.test/galeri/istanbul-kar-41234567").needs_render


def test_a_lead_paragraph_set_apart_with_its_dateline_is_the_story_s_first() -> None:
    url = "https://vnnhanh.test/un-tac-keo-dai-tren-duong-vanh-dai-3-4812345.html"
    lead = "Hà Nội - Hàng nghìn ôtô nhích từng mét trên đường Vành đai 3 trên cao sáng 4/12 do một xe tải chết máy."
    page = run(vn_story("", lead=f"<p class='description'>{lead}</p>"), url)
    assert page.text.split("\n")[0] == lead, page.text[:200]
    # a dek (a summary, no dateline) stays out, as every other set labels it
    dek = "Hàng nghìn ôtô nhích từng mét trên đường Vành đai 3 trên cao sáng nay do một xe tải chết máy gần nút giao."
    assert dek not in run(vn_story("", lead=f"<p class='description'>{dek}</p>"), url).text


def test_a_time_element_s_utc_day_yields_to_the_day_in_its_text() -> None:
    html = (
        "<html lang='en'><head><title>Graaff-Reinet dam drops below ten percent</title>"
        "<meta property='og:type' content='article'><meta property='article:published_time' "
        "content='2026-12-03T22:30:00.000Z'></head><body><article><h1>Graaff-Reinet dam drops below ten percent</h1>"
        "<div class='byline-meta'><time class='byline-meta-date' datetime='2026-12-03'>4 Dec 2026</time></div>"
        + "".join(f"<p>{p}</p>" for p in PARAS)
        + "</article></body></html>"
    )
    assert run(html, "https://karooledger.test/graaff-reinet-dam-drops/").date == "2026-12-04"


def test_the_review_s_counter_examples_for_signatures_boxes_sources_notes_galleries_and_leads() -> None:
    from crawler.article.authors import author_candidates
    from crawler.article.byline import closing_bio, line_after

    last = PARAS[-1]

    def after(tail: str) -> str | None:
        html = f"<html><body><article>{''.join(f'<p>{p}</p>' for p in PARAS)}{tail}</article></body></html>"
        return line_after(Selector(text=html), last)

    # a link to the writer's page signs the story; a tag list's link to a person's page does not
    assert after("<p class='author_mail'><strong><a href='/tac-gia/hoang-minh-2141'>Hoàng Minh</a></strong></p>") == (
        "Hoàng Minh"
    )
    assert after("<ul class='tags'><li><a href='/author/taylor-swift/'>Taylor Swift</a></li></ul>") is None
    assert after("<p><a href='/people/taylor-swift/'>Taylor Swift</a></p>") is None
    # a comment's or a quotation's "name" element is no author box
    comments = (
        "<div class='comments'><div class='comment-author author-box'><span class='name'>Bob Miller</span></div></div>"
    )
    assert author_candidates(Selector(text=f"<html><body>{comments}</body></html>"), []) == []
    # a source label drops only its own part of a byline
    assert clean_authors(["Quelle: dpa / Anna Schmidt"]) == ["Anna Schmidt"]
    # an italic line explaining a name, or a pseudonym, is no writer's note
    for note in ("Kofi Annan was the UN secretary-general from 1997 to 2006.", "Mark Diaz is a pseudonym."):
        paras = "".join(f"<p>{p}</p>" for p in PARAS)
        html = f"<html><body><article>{paras}<p><em>{note}</em></p></article></body></html>"
        assert closing_bio(Selector(text=html)) is None, note
    # a script-built story beside a strip of linked pictures is still sent to a browser (no gallery mark)
    strip = "".join(
        f"<a href='/2026/12/0{i}/s-{i}/'><img src='/t/{i}.jpg' alt='Top story picture {i}'></a>" for i in range(9)
    )
    shell = (
        "<html lang='en'><head><title>Bridge contract costs soar</title><meta property='og:type' content='article'>"
        "<script src='/app.js'></script></head><body><div id='root'><h1>Bridge contract costs soar</h1><p>Loading…</p>"
        f"</div><section class='top-stories'>{strip}</section></body></html>"
    )
    assert run(shell, "https://www.ledger.test/2026/12/04/bridge-contract-costs-soar/").needs_render
    # a "lead" class (an English dek) or a card's description is no story's first paragraph
    dek = "WASHINGTON — Costs of the new bridge have risen by a third since the contract was signed, officials said."
    url = "https://www.ledger.test/2026/12/04/bridge-costs/"
    html = vn_story("", lead=f"<p class='lead'>{dek}</p>")
    assert dek not in run(html, url).text
    assert dek not in run(vn_story("", lead=f"<p class='card-description'>{dek}</p>"), url).text


def test_holdout34_and_35_bylines_and_thai_dates() -> None:
    from crawler.article.dates import human_date

    # weekdays and labels beside names are no one; "The X Press" and "La Presse ..." are agencies
    assert clean_authors(["Friday"]) == [] and clean_authors(["Publiziert"]) == []
    assert clean_authors(["The Dominion Press"]) == [] and clean_authors(["La Presse Dominion"]) == []
    assert clean_authors(["Δελτίο Τύπου"]) == [] and clean_authors(["ข่าว กองบรรณาธิการ"]) == []
    # Thai: the writer's label without a colon, Buddhist-era years (2569 is 2026), abbreviated and full months
    assert clean_authors(["ผู้เขียน วิไลวรรณ ศรีสุข"]) == ["วิไลวรรณ ศรีสุข"]
    assert str(human_date("4 ธ.ค. 2569 09:30 น.")) == "2026-12-04"
    assert str(human_date("วันพฤหัสบดี 3 ธันวาคม 2569")) == "2026-12-03"
    # a Greek byline's genitive beside the author box's nominative is one person
    assert clean_authors(["Μαρίας Παπαδοπούλου", "Μαρία Παπαδοπούλου"]) == ["Μαρία Παπαδοπούλου"]
    assert clean_authors(["Γιώργου Νικολάου", "Γιώργος Νικολάου"]) == ["Γιώργος Νικολάου"]
    assert clean_authors(["Μαρία Παπαδοπούλου", "Ελένη Καραγιάννη"]) == ["Μαρία Παπαδοπούλου", "Ελένη Καραγιάννη"]
    # Chinese reporters side by side before "report"
    assert clean_authors(["周涛 何静 报道"]) == ["周涛", "何静"]


def test_taiwanese_reporter_credits_in_brackets() -> None:
    from crawler.article.authors import taiwan_reporters

    opening = "〔記者王小明／台中報導〕台中大甲鎮瀾宮今天上午擲筊，確定明年媽祖遶境進香活動將於三月舉行。"
    assert taiwan_reporters(["2026/12/02 11:00", opening, "第二段。"]) == (["王小明"], -1)
    assert taiwan_reporters(["〔記者蔡宜君／專訪〕台南七股鹽田荒廢三十年後。", "問答。"])[0] == ["蔡宜君"]
    # the closing credit is the story's last line: what follows it (a comment box's heading) goes with it
    lines = ["第一段。", "第二段。", "（記者林雅婷、張國華／台北報導）", "讀者留言（請遵守社群規範）"]
    assert taiwan_reporters(lines) == (["林雅婷", "張國華"], 2)
    # a story that quotes a reporter further down names no one
    assert taiwan_reporters(["第一段。", "他說〔記者王小明／台中報導〕。", "第三段。", "第四段。", "第五段。"])[0] == []
