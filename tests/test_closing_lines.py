"""A story dated or signed only where it ends: a column's dated sign-off ("2026년 11월 27일 정은희 논설위원") or a
print story's issue line ("From the issue of Saturday, 28 November 2026"). Met blind in holdout11 and holdout12;
every test fails when its rule is taken out."""

from __future__ import annotations

import pytest
from parsel import Selector

from crawler.article.authors import signature_author
from crawler.article.dates import closing_date, human_date
from crawler.article.headings import strip_heading_lines
from crawler.extraction import ExtractOptions, extract

KO_PARAS = [
    "한빛중앙시장 골목에 다시 겨울이 왔다. 어묵 가게 앞에는 김이 오르고, "
    "상인들은 난로 곁에 모여 앉는다. 손님은 예전만 못하다.",
    "시장 상인회에 따르면 올해 빈 점포는 열한 곳으로 늘었다. "
    "대형마트와 온라인 주문에 손님을 빼앗긴 탓이라는 분석이 많다.",
    "그래도 시장은 동네의 얼굴이다. 주차장과 배송 서비스 같은 작은 지원이 골목을 살릴 수 있다. 구청의 결단을 기대한다.",
    "상인들도 변해야 한다. 카드 결제와 온라인 주문을 받는 가게가 늘어야 "
    "젊은 손님이 돌아온다. 시장의 겨울은 길지 않을 것이다.",
]
EN_PARAS = [
    "The old ferry pier at Millbrook was photographed from the water tower in the spring of 1958, "
    "only a few weeks before the fire that destroyed it and the dance hall built on its far end.",
    "Readers sent in a dozen prints after last week's appeal. Most of them show the pier crowded "
    "with summer visitors, the ice-cream stalls and the steamer from Port Alder tied up alongside.",
    "The historical society will show the collection at the library in January, "
    "with the names of the people identified.",
    "Anyone who recognises a face in the pictures is asked to write to the society "
    "or call at the library on Saturdays.",
]


def page(headline: str, paras: list[str], closing: str, after_story: bool, lang: str) -> str:
    story = "".join(f"<p>{p}</p>" for p in paras)
    line = f'<p class="sign">{closing}</p>'
    inner, outer = (story, line) if after_story else (story + line, "")
    return (
        f'<html lang="{lang}"><head><title>{headline} - Gazette</title></head><body>'
        '<nav><a href="/">Home</a> <a href="/local">Local</a></nav>'
        f'<main><h1>{headline}</h1><div class="story">{inner}</div>{outer}'
        '<div class="tools"><a href="/print">Print</a> · <a href="/mail">Send to a friend</a></div></main>'
        "<footer>© Gazette</footer></body></html>"
    )


def run(html: str, url: str):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))


def test_a_column_dated_and_signed_only_in_its_last_line() -> None:
    html = page("[데스크칼럼] 시장 골목의 겨울", KO_PARAS, "2026년 11월 27일 정은희 논설위원", False, "ko")
    result = run(html, "https://www.hanbit.test/news/articleView.html?idxno=51234")
    assert result.is_article, result.classification
    assert (result.date, result.authors) == ("2026-11-27", ["정은희"])
    # the sign-off is no sentence of the column
    assert result.text.split("\n") == KO_PARAS


def test_a_print_story_dated_only_by_the_issue_line_under_it() -> None:
    html = page("Pictures of the old pier", EN_PARAS, "From the issue of Saturday, 28 November 2026", True, "en")
    result = run(html, "https://www.gazette.test/story.php?id=8812")
    assert result.is_article, result.classification
    assert result.date == "2026-11-28" and result.classification["date_source"] == "text:closing"
    assert "issue of" not in result.text


@pytest.mark.parametrize(
    "line",
    [
        "He died at home on 28 November 2026.",  # the story's last sentence, not a closing line
        "The exhibition opened on Saturday, 28 November 2026, and runs until the end of January next year",
        "Last updated 28 November 2026",  # an update, not the publication
        "28 November 2026, 08:30",  # a date and a time alone: a listing's last teaser closes so
    ],
)
def test_lines_that_are_no_closing_date(line: str) -> None:
    assert closing_date(line) is None


@pytest.mark.parametrize(
    ("line", "day", "rest"),
    [
        ("2026년 11월 27일 정은희 논설위원", "2026-11-27", "정은희 논설위원"),
        ("Από το φύλλο του Σαββάτου 28 Νοεμβρίου 2026", "2026-11-28", "Από το φύλλο του Σαββάτου"),
        ("Hans Müller, 28.11.2026", "2026-11-28", "Hans Müller"),
    ],
)
def test_closing_lines(line: str, day: str, rest: str) -> None:
    found = closing_date(line)
    assert found is not None and (found[0].isoformat(), found[1]) == (day, rest)


def test_korean_dates_are_read() -> None:
    assert str(human_date("입력 2026년 11월 27일 06:30")) == "2026-11-27"


@pytest.mark.parametrize(
    ("line", "names"),
    [("정은희 논설위원", ["정은희"]), ("Mikko Laine, toimittaja", ["Mikko Laine"]), ("논설위원실", [])],
)
def test_a_name_and_its_role_sign_the_story(line: str, names: list[str]) -> None:
    assert signature_author(line) == names


def test_a_short_storys_dated_sign_off_is_no_byline_block() -> None:
    # Every line of a short story is short enough to be read as a line under the headline; the date at its end
    # does not make the paragraphs over it a byline block.
    paras = [p.split(",")[0] + "." for p in EN_PARAS[:3]]
    lines = [*paras, "Jane Roe, 28 November 2026"]
    assert strip_heading_lines("\n".join(lines), "Pictures of the old pier", [], byline=lines) == "\n".join(lines)


# review: a story's own last line that holds a date is no closing line: an event's details, a timeline's entry
@pytest.mark.parametrize(
    "line",
    [
        "Budget hearing: Thursday, March 14, 2024, City Hall",
        "Services: Saturday, 9 March 2024 at St Mary's Church",
        "March 1, 2019 — Council first proposes the library plan",
        "1. 3. 2019 \u2013 Občina predlaga načrt za knjižnico",
    ],
)
def test_a_labelled_line_or_a_timeline_entry_is_no_closing_date(line: str) -> None:
    assert closing_date(line) is None
    html = page("Pictures of the old pier", [*EN_PARAS, line], "", False, "en").replace('<p class="sign"></p>', "")
    result = run(html, "https://www.gazette.test/story.php?id=8812")
    assert result.text.split("\n")[-1] == line  # the line stays the story's
    assert result.classification["date_source"] != "text:closing"


def bio_page(paras: list[str], note: str, cls: str, lang: str = "en") -> str:
    story = "".join(f"<p>{p}</p>" for p in paras)
    return (
        f'<html lang="{lang}"><head><title>Why the pier must be rebuilt - Gazette</title></head><body>'
        '<nav><a href="/">Home</a> <a href="/opinion">Opinion</a></nav><main><article>'
        "<h1>Why the pier must be rebuilt</h1><p>Published 27 November 2026</p>"
        f'<div class="story">{story}<p class="{cls}">{note}</p></div></article></main>'
        "<footer><p>© Gazette</p></footer></body></html>"
    )


@pytest.mark.parametrize(
    ("note", "lang", "names"),
    [
        ("Hana Whitcombe is a historian who lives in Millbrook. The views are her own.", "en", ["Hana Whitcombe"]),
        ("Pauli Mikkelsen, a teacher at the village school, chairs the pier trust.", "en", ["Pauli Mikkelsen"]),
        ("Эрмек Иманалиев – инженер, Нарын шаарынын тургуну.", "ky", ["Эрмек Иманалиев"]),  # noqa: RUF001
        ("Faadumo Warsame waa macallimad ka shaqaysa Hargeysa.", "so", ["Faadumo Warsame"]),
        ("ພອນສະຫວັນ ອິນທະວົງ ເປັນວິສະວະກອນຂົນສົ່ງ. ຄຳຄິດເຫັນນີ້ເປັນຂອງຜູ້ຂຽນ.", "lo", ["ພອນສະຫວັນ ອິນທະວົງ"]),
    ],
)
def test_an_opinion_signed_only_by_the_note_about_its_writer(note: str, lang: str, names: list[str]) -> None:
    # no byline over the piece: the template's sign-off note under it names the writer, and is not its text
    result = run(bio_page(EN_PARAS, note, "signoff", lang), "https://gazette.test/opinion/why-the-pier-must-be-rebuilt")
    assert result.is_article and result.authors == names, (result.authors, result.classification)
    assert result.text.split("\n") == EN_PARAS


def test_a_last_paragraph_about_a_person_is_no_signature_unless_marked() -> None:
    last = "Maria Jensen is expected to present the plan to the council in January."
    url = "https://gazette.test/opinion/why-the-pier-must-be-rebuilt"
    plain = run(bio_page(EN_PARAS, last, "note"), url)
    assert plain.authors == [] and plain.text.split("\n")[-1] == last
    # two writers' notes (a list of contributors) name no one writer
    two = bio_page(EN_PARAS, "Hana Whitcombe is a historian.", "author-bio").replace(
        "</article>", '<p class="author-bio">Colm Reidy is a photographer.</p></article>'
    )
    assert run(two, url).authors == []
