# ruff: noqa: RUF001
"""Short stories that a template's lines made look like something else: an editor's sign-off under a Chinese
flash (a label line), other stories' headlines that trafilatura takes in from a slot under a brief (link
density), and Hebrew or Arabic briefs measured in Latin letters (too short); and the other way round, a table of
results under a line or two that no one signs, declared a story by its template. Every test fails without its
rule; each has its counter-example (a sentence about an editor, a listing's teasers, a short Hebrew index, a
signed results story, a match report's lead over its scorecard)."""

from __future__ import annotations

from parsel import Selector

from crawler.article.cleanup import drop_link_tail, drop_template_tail
from crawler.article.textkit import weighted_len
from crawler.extraction import ExtractOptions, extract


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


FLASH = [
    "国家统计局12月4日发布数据，11月份全国居民消费价格指数（CPI）同比上涨0.4%，环比下降0.2%。",
    "更多详情，敬请关注后续报道。",
]


def portal_flash(tail: str) -> str:
    return (
        "<html><head><meta charset='utf-8'><title>快讯！国家统计局：11月CPI同比上涨0.4%_新闻_华夏在线</title>"
        "<meta property='og:type' content='news'></head><body><div class='main-title'><h1>快讯！国家统计局：11月CPI同比"
        "上涨0.4%</h1><div class='date-source'><span class='date'>2026年12月04日 09:31</span> 来源：新华社</div></div>"
        "<div id='artibody'>" + "".join(f"<p>{p}</p>" for p in FLASH) + tail + "</div>"
        "<div class='blk-related'><h2>相关阅读</h2><ul><li><a href='/news/2026-12-04/doc-1.shtml'>央行：保持流动性合理"
        "充裕</a></li></ul></div></body></html>"
    )  # fmt: skip


def test_an_editors_sign_off_under_a_flash_is_no_label_of_a_listing() -> None:
    url = "https://news.huaxia.test/news/2026-12-04/doc-imxyz1234811.shtml"
    page = run(portal_flash("<p class='editor'>责任编辑：赵敏</p>"), url)
    assert page.is_article, page.classification
    assert page.text == "\n".join(FLASH)
    # the sign-off in brackets, two editors, a Korean desk's, an English one: dropped; a sentence is not
    for line in ("（责任编辑：赵敏 王磊）", "【編輯：陳怡君】", "편집: 김민수", "Edited by Tom Poe"):
        assert drop_template_tail(f"{FLASH[0]}\n{line}") == FLASH[0], line
    sentence = "编辑说，这次调整是根据读者反馈作出的，新的版面将在下周一正式上线。"
    assert drop_template_tail(f"{FLASH[0]}\n{sentence}").endswith(sentence)
    assert drop_template_tail("Editor Tom Poe said the paper would print a correction on Sunday.").startswith("Editor")


HEBREW_BRIEF = [
    "המשטרה עצרה הבוקר תושב באר שבע בן 34 בחשד שהצית שישה רכבים בשכונה ד' בשבוע האחרון.",
    "החשוד יובא היום להארכת מעצרו בבית משפט השלום בעיר.",
]
FLASHES = [
    ("/article/b1mqq83", "סערה בדרך: גשמים כבדים ושלג בחרמון החל ממחר"),
    ("/article/r1xk2p9", "האוצר מציג: הקלה במס הכנסה למשפחות עם ילדים"),
]


def hebrew_page(paragraphs: list[str], slot: list[tuple[str, str]], *, declared: bool = True) -> str:
    ld = (
        '<script type="application/ld+json">{"@type": "NewsArticle", "headline": "נעצר חשוד בהצתת רכבים בבאר שבע", '
        '"datePublished": "2026-12-04T07:20:00Z", "author": [{"@type": "Person", "name": "עמית גולן"}]}</script>'
    )
    return (
        "<html lang='he' dir='rtl'><head><meta charset='utf-8'><title>נעצר חשוד בהצתת רכבים בבאר שבע</title>"
        + (f"<meta property='og:type' content='article'>{ld}" if declared else "")
        + "</head><body><div class='ArticleHeader'>"
        "<h1 class='mainTitle'>נעצר חשוד בהצתת רכבים בבאר שבע</h1>"
        + ("<div class='authors'>מאת עמית גולן</div><span class='date'>04.12.26 | 09:20</span>" if declared else "")
        + "</div><div class='ArticleBodyComponent'>"
        + "".join(f"<p>{p}</p>" for p in paragraphs) + "</div><div class='slotView mivzakim'><h3><a href='/news/"
        "flashes'>מבזקים</a></h3>" + "".join(f"<p><a href='{href}'>{text}</a></p>" for href, text in slot)
        + "</div></body></html>"
    )  # fmt: skip


def test_other_stories_headlines_under_a_brief_are_not_its_text() -> None:
    url = "https://www.hamevaser.test/article/kk21b09"
    page = run(hebrew_page(HEBREW_BRIEF, FLASHES), url)
    assert page.is_article, page.classification
    assert page.text == "\n".join(HEBREW_BRIEF)
    # what the rule drops: whole links' texts to other pages, at most three, under a story that ends a sentence
    text = "\n".join([*HEBREW_BRIEF, *(t for _, t in FLASHES)])
    sel = Selector(text=hebrew_page(HEBREW_BRIEF, FLASHES))
    assert drop_link_tail(sel, url, text) == "\n".join(HEBREW_BRIEF)
    # a listing's intro over its teasers keeps them (more than three): the classifier sees a listing
    many = [(f"/article/x{i}", f"כותרת מספר {i} של כתבה אחרת באתר") for i in range(6)]
    listing = "\n".join([HEBREW_BRIEF[0], *(t for _, t in many)])
    assert drop_link_tail(Selector(text=hebrew_page([], many)), url, listing) == listing
    # ...and a link to the page itself (its own headline, linked) is no other story's
    own = [(url, "נעצר חשוד בהצתת רכבים בבאר שבע עכשיו")]
    kept = "\n".join([*HEBREW_BRIEF, own[0][1]])
    assert drop_link_tail(Selector(text=hebrew_page(HEBREW_BRIEF, own)), url, kept) == kept


def test_hebrew_and_arabic_letters_count_as_the_shorter_scripts_they_are() -> None:
    # the same brief in Latin letters would be a fifth longer: two sentences of it are two paragraphs
    assert weighted_len(HEBREW_BRIEF[1]) >= 60 > len(HEBREW_BRIEF[1])
    assert weighted_len("abc " * 20) == 80  # Latin letters are counted as they are
    url = "https://www.hamevaser.test/article/kk21b09"
    assert run(hebrew_page(HEBREW_BRIEF, []), url).is_article
    # a single sentence (a flash's teaser under a headline) is still too short to be one, signed or not
    assert not run(hebrew_page(HEBREW_BRIEF[1:], []), url).is_article
    # ...and two sentences that nothing declares, signs or dates (a section's intro) are not taken either
    assert not run(hebrew_page(HEBREW_BRIEF, [], declared=False), "https://www.hamevaser.test/news/flashes").is_article


ROWS = [
    ("AEL", "2-0", "Niki Volou"), ("Kalamata", "1-1", "Iraklis"), ("Trikala", "0-1", "Makedonikos"),
    ("Olympiakos Volou", "3-2", "Aigaleo"), ("Kifisia", "2-2", "Panachaiki"), ("Chania", "1-0", "Ilioupoli"),
]  # fmt: skip


def results_post(intro: list[str], byline: str = "") -> str:
    table = "<table><tr><th>Home</th><th>Score</th><th>Away</th></tr>" + "".join(
        f"<tr><td>{a}</td><td>{s}</td><td>{b}</td></tr>" for a, s, b in ROWS
    )
    return (
        "<html lang='en'><head><title>Football League: the results of the 13th round</title>"
        "<meta property='og:type' content='article'><meta property='article:published_time' "
        "content='2026-12-04T21:10:00+02:00'></head><body><article class='post'><h1 class='entry-title'>Football "
        f"League: the results of the 13th round</h1>{byline}<div class='entry-content'>"
        + "".join(f"<p>{p}</p>" for p in intro) + table + "</table></div></article></body></html>"
    )  # fmt: skip


def test_an_unsigned_table_under_a_line_or_two_is_data_not_a_story() -> None:
    url = "https://www.thessaly.test/2026/12/04/football-league-results-13th-round/"
    intro = ["AEL's win over Niki opened the 13th round on Saturday. The results in full:",
             "The standings will be published once the round is complete."]  # fmt: skip
    page = run(results_post(intro), url)
    assert not page.is_article and page.reason == "no_prose", page.classification
    # a person's byline over it: a reporter's results story, as before
    signed = run(results_post(intro, "<p class='byline'>By Nikos Georgiou</p>"), url)
    assert signed.is_article, signed.classification
    # a match report's lead sentence over its scorecard, unsigned: a story
    lead = [
        "AEL beat Niki Volou 2-0 at the Alcazar on Saturday night, with two second-half goals from the substitute "
        "Petros Manos lifting them to second place before the winter break."
    ]
    assert run(results_post(lead), url).is_article


def test_a_timeline_whose_cells_are_sentences_is_the_story_not_data() -> None:
    events = [
        ("Jan. 12", "The city closes the Mill Street pool after inspectors find cracks in the main drain line."),
        ("March 3", "Council members vote 5-2 to seek bids for a full rebuild rather than a repair of the basin."),
        ("June 20", "The only bid comes in at $4.1 million, nearly double the estimate, and is rejected."),
        ("Sept. 8", "Residents pack a hearing to demand the pool reopen next summer, with 300 signatures."),
    ]
    table = "<table><tr><th>Date</th><th>What happened</th></tr>" + "".join(
        f"<tr><td>{d}</td><td>{e}</td></tr>" for d, e in events
    )
    html = results_post(["The pool has been closed for nearly a year. Here is how the dispute played out."])
    html = html.replace(html[html.index("<table>") : html.index("</table>")], table)
    page = run(html, "https://www.thessaly.test/2026/12/04/mill-street-pool-timeline/")
    assert page.is_article, page.classification
