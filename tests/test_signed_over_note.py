"""An opinion piece or an appreciation signed by a name alone, with a note about the writer under it, in
sentences with no figure in them: the note names the writer ("Brendan Friel was a pupil of ...") or is in
brackets ("(लेखिका शिक्षाविद हैं। ...)"). The signer is the author and neither line is story text (holdout17,
holdout21, holdout26: three pages, each labelled that way). The rule is narrow because a review built pages
against a wider one (any short line under a name) and found related boxes, venues, products, headings, quoted
speakers, photo credits and poets' dates read as signatures; those are the counter-examples here. Every test
fails without its rule.
"""

from __future__ import annotations

from parsel import Selector

from crawler.extraction import ExtractOptions, extract

EN = [
    "Patsy McGonagle taught in Malin for forty-one years and was principal for nineteen of them. She started "
    "the school garden, the Christmas play and the long walk to the lighthouse every June.",
    "After she retired she ran the community centre's book club and the Tuesday lunch for older people, and she "
    "still corrected the spelling on the parish newsletter before it went to the printer.",
    "She is survived by her sister Nora, her nephews and nieces and several hundred former pupils, many of whom "
    "came home for her funeral on Thursday.",
]
VI = [
    "Mỗi lần thành phố công bố thêm một tuyến phố đi bộ, tôi lại thấy cùng một cảnh: vài tuần đầu đông vui, "
    "rồi vắng dần vì người dân không có chỗ gửi xe và không có bóng mát.",
    "Phố đi bộ không thể chỉ là tấm biển cấm xe. Nó cần chỗ gửi xe thuận tiện ở đầu phố, ghế ngồi, cây xanh và "
    "lịch hoạt động đều đặn quanh năm.",
    "Quan trọng hơn, cư dân trên phố phải được hỏi ý kiến từ đầu. Khi họ thấy mình được lợi, họ sẽ giữ cho phố "
    "sống lâu hơn bất kỳ chiến dịch nào.",
]


HI = [
    "पिछले पांच वर्षों में जिले में स्कूलों की इमारतें तो बहुत बनीं, पर शिक्षकों के पद खाली पड़े रहे। कई गांवों में एक ही "
    "शिक्षक पांच कक्षाओं को पढ़ा रहा है।",
    "सरकार को नई इमारतों पर खर्च से पहले खाली पदों को भरने की समय-सीमा तय करनी चाहिए और हर स्कूल में कम से कम तीन "
    "शिक्षक सुनिश्चित करने चाहिए।",
    "इमारतें जरूरी हैं, पर स्कूल इमारत से नहीं, शिक्षक से बनता है।",
]


def wordpress(paras: list[str], closing: list[str], lang: str, byline: str = "") -> str:
    return (
        f"<html lang='{lang}'><head><title>Column - The Courier</title><meta property='og:type' content='article'>"
        "<meta property='article:published_time' content='2026-11-28T09:00:00+00:00'></head><body>"
        "<article class='post'><h1 class='entry-title'>Column</h1>"
        + (f"<div class='byline'>By {byline}</div>" if byline else "")
        + "<div class='entry-content'>"
        + "".join(f"<p>{p}</p>" for p in paras + closing)
        + "</div></article></body></html>"
    )


def handwritten(paras: list[str], closing: list[str], lang: str) -> str:
    return (
        f"<html lang='{lang}'><head><title>Ý kiến</title><meta name='date' content='2026-11-28'></head><body>"
        "<div id='main'><h1>Ý kiến</h1>"
        + "".join(f"<p>{p}</p>" for p in paras)
        + "".join(f"<p align='right'><i>{line}</i></p>" for line in closing)
        + "</div></body></html>"
    )


def run(html: str, url: str = "https://www.courier.test/2026/11/28/column/"):  # type: ignore[no-untyped-def]
    return extract(html, url, Selector(text=html), options=ExtractOptions())


def test_a_name_over_a_note_about_its_writer_signs_the_story() -> None:
    note = "Brendan Friel was a pupil of Patsy McGonagle and later taught with her at Malin National School."
    for signature in ("— Brendan Friel", "Brendan Friel"):
        page = run(wordpress(EN, [signature, note], "en"))
        assert page.authors == ["Brendan Friel"], (signature, page.authors)
        assert page.text.split("\n") == EN
    page = run(
        handwritten(VI, ["Trần Quốc Bảo", "Ông Trần Quốc Bảo là tiến sĩ kinh tế đô thị, Đại học Duy Tân."], "vi")
    )
    assert page.authors == ["Trần Quốc Bảo"]
    assert page.text.split("\n") == VI


def test_what_is_no_signature_over_a_note_stays_text() -> None:
    quoted = [*EN[:2], '"The best teacher is the one who never stops learning."']
    cases = [
        (quoted, ["— Andrew Carnegie", "Andrew Carnegie was a Scottish-American industrialist."]),  # a quotation's
        (quoted, ["Andrew Carnegie", "Andrew Carnegie was a Scottish-American industrialist."]),
        (EN, ["Malin Head", "The walk to the lighthouse will be held in her memory in June."]),  # a subheading
        (EN, ["Related Stories", "Malin school garden wins national award"]),  # a related box
        (EN, ["Malin Community Centre", "Every Tuesday morning, all welcome"]),  # a venue
        (EN, ["Jane Roe", "Chief executive, Acme Pharmaceuticals"]),  # a quoted speaker and their title
        (EN, ["Brendan Friel", "Retired teacher, Malin"]),  # a role alone: a caption or a letter's town alike
        (EN, ["Patsy McGonagle", "(File photo)"]),  # a photo credit
        (EN, ["— Dylan Thomas", "(1914\u20131953)"]),  # a poet's dates
        (EN, ["Patsy McGonagle", "The death has occurred of Patsy McGonagle, Malin, at 11am on Monday."]),  # figures
        (EN, ["Brendan Friel", "Photos: Seán Doherty"]),  # a credit
    ]
    for paras, closing in cases:
        page = run(wordpress(paras, closing, "en"))
        assert page.authors == [], closing
        assert closing[0] in page.text, closing
    # the byline over the story decides; the closing lines are left alone
    page = run(wordpress(EN, ["Brendan Friel", "Brendan Friel is a retired teacher."], "en", byline="Nora McGonagle"))
    assert page.authors == ["Nora McGonagle"]


def test_a_name_over_a_bracketed_note_signs_the_story_in_any_script() -> None:
    page = run(
        wordpress(EN, ["— Brendan Friel", "(The writer taught at Malin National School for three decades.)"], "en")
    )
    assert page.authors == ["Brendan Friel"] and page.text.split("\n") == EN
    # a script without capitals: a dash and two or three words, over the note
    page = run(wordpress(HI, ["\u2013 कविता व्यास", "(लेखिका शिक्षाविद हैं। ये उनके निजी विचार हैं।)"], "hi"))
    assert page.authors == ["कविता व्यास"], page.authors
    assert page.text.split("\n") == HI
    # ...but not over a role alone, a bracketed source or headline ("also read": a box), nor one word or a sentence
    for closing in (["\u2013 कविता व्यास", "शिक्षाविद, भोपाल"], ["\u2013 व्यास", "(लेखिका शिक्षाविद हैं।)"],
                    ["\u2013 हरिवंश राय बच्चन", "(मधुशाला से)"], ["- यह भी पढ़ें", "(शिक्षा विभाग में भर्ती जल्द)"],
                    ["\u2013 यह हमारी राय है कि आज", "(संपादकीय)"]):  # fmt: skip
        assert run(wordpress(HI, closing, "hi")).authors == [], closing


def test_a_name_alone_under_a_list_of_short_lines_is_one_more_item() -> None:
    """The older rule (a name alone as the last line signs the story) reads it under the story's prose only: the
    same review found an election's results, a related box's title-case headlines, a photo credit under a
    photographer's name and a press contact read as the author."""
    results = [*EN, "The five TDs elected in Donegal were, in order of election:", "Pearse Doherty", "Sinn Féin"]
    cases = [
        (results, ["Charlie McConalogue", "Fianna Fáil"]),
        ([*EN, "Related"], ["Town Council Approves Budget", "Library Opens New Wing"]),
        (EN, ["Brendan Friel", "Inishowen Independent"]),
        (EN, ["Jane Roe", "Press Officer, Donegal County Council"]),
    ]
    for paras, closing in cases:
        page = run(wordpress(paras, closing, "en"))
        assert page.authors == [], closing
        assert page.text.split("\n")[-1] == closing[-1], closing
    # under the story's last paragraph a name alone still signs it
    page = run(wordpress(EN, ["Brendan Friel"], "en"))
    assert page.authors == ["Brendan Friel"] and page.text.split("\n") == EN
