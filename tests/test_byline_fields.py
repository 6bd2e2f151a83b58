# ruff: noqa: RUF001
"""Byline fields that name no author, found on holdout78, holdout80, holdout82 and holdout83 (session 43: calendars
and eras, magazine formats, South-East Asia, syndication and press releases): Lao credit labels, Lao and Thai
"news team" desks, Thai academic titles, Nepali, Ethiopian and dpa-regional agencies, a role in full-width brackets,
a photo credit's label in an element of its own ("Foto:" beside the photographer's name), an illustrator's credit
beside the writer's, a Q&A's kicker in the byline's place, an author card's "About <name>", a contributor's title
spelled out ("Chief Medical Officer"), a printable page's "Posted By <name> On <date>". Every test fails when its
rule is taken out."""

from __future__ import annotations

import pytest

from crawler.article.authors import _byline_names, clean_authors


def names(*group: str) -> list[str]:
    return clean_authors(_byline_names(list(group)), [])


@pytest.mark.parametrize(
    ("group", "want"),
    [
        (("Text:", "Mikael Strand", "Foto:"), ["Mikael Strand"]),  # the label split from the photographer's name
        (("par", "Élise Marchetti", "Illustrations : Paul Dorval"), ["Élise Marchetti"]),
        (("par Élise Marchetti Illustrations : Paul Dorval",), ["Élise Marchetti"]),  # one line, no separator
        (("By Jane Roe Photos: Tom Poe",), ["Jane Roe"]),
        (("Text und Bilder: Sandro Wyss",), ["Sandro Wyss"]),  # one person's text and pictures
        (("Intervju", "Sofia Berg"), ["Sofia Berg"]),
        (("Meg Callister", "About Meg Callister"), ["Meg Callister"]),
        (("By Hannah Weiss, Chief Medical Officer",), ["Hannah Weiss"]),
        (("By Omar Said, Executive Vice President of Operations",), ["Omar Said"]),
        (("Posted By Ruth Okafor On December 4, 2026",), ["Ruth Okafor"]),
        (("Posted By Ruth Okafor On",), ["Ruth Okafor"]),  # the date in an element of its own
        (("Rev. Tomás Aguirre",), ["Tomás Aguirre"]),
        (("Datuk Dr Zainal Abidin Osman",), ["Zainal Abidin Osman"]),  # a Malaysian honour
        (("បណ្ឌិត កែវ វណ្ណា",), ["កែវ វណ្ណា"]),  # Khmer "doctor"
        (("Revathi Iyer",), ["Revathi Iyer"]),
        (("रासस",), []),  # Nepal's national agency
        (("ኢዜአ",), []),  # Ethiopia's
        (("dpa/lni",), []),  # dpa's Lower Saxony service
        (("張志豪（成功大學都市計劃學系教授）",), ["張志豪"]),  # a role in full-width brackets
        (("張志豪（成功大學都市計劃學系教授",), ["張志豪"]),  # ...closed in another element
        (("Jane Roe (Reuters)",), ["Jane Roe"]),
        (("文／王立德（移民律師）", "圖／本報資料照片"), ["王立德"]),  # "picture: this paper's file photo"
        (("Szerző: Nagy Gergely Fotó: Fővárosi Katasztrófavédelmi Igazgatóság",), ["Nagy Gergely"]),  # Hungarian
        (("ນັກຂ່າວ: ວັນນະສອນ ແກ້ວມະນີ",), ["ວັນນະສອນ ແກ້ວມະນີ"]),  # Lao "reporter:"
        (("ທີມຂ່າວກິລາ",), []),  # Lao "sports news team"
        (("ทีมข่าวภูมิภาค",), []),  # Thai "regional news team"
        (("โดย ผศ.ดร.วรวุฒิ ทองคำ",), ["วรวุฒิ ทองคำ"]),  # Thai "assistant professor, doctor"
        (("ศรีสุข วงศ์ใหญ่",), ["ศรีสุข วงศ์ใหญ่"]),  # a name that opens with a title's letter
        # kept: a photo story's photographer credited alone, a name that opens with "About"-like letters
        (("Photos: Tom Poe",), ["Tom Poe"]),
        (("By Aboubakar Diallo",), ["Aboubakar Diallo"]),
    ],
)
def test_byline_fields_that_name_no_author(group: tuple[str, ...], want: list[str]) -> None:
    assert names(*group) == want
