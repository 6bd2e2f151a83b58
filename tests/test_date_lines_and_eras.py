# ruff: noqa: RUF001
"""Date lines the publisher prints where the byline walk did not reach them, and dates written in figures year
first. Found on holdout77 (US community media): a Korean-American daily's sub-headline without a full stop over
"입력 2026.12.04 18:20" (its server stamps Seoul time), a Haitian Creole site's "Pa ..." (by) over
"4 desanm 2026". Every test fails when its rule is taken out."""

from __future__ import annotations

import json

import pytest

from crawler.article.dates import human_date
from tests.test_bylines_and_credits import run

KO_HEADLINE = "LA 한인타운 노숙자 텐트 3년 만에 최저…시 ‘주거 바우처 효과’"
KO_BODY = [
    "LA 한인타운 일대의 노숙자 텐트와 차량 거주자 수가 3년 만에 가장 낮은 수준으로 줄어든 것으로 나타났다. 시 노숙자 "
    "서비스국이 공개한 분기별 현황 자료에 따르면 지난달 텐트 및 임시 구조물은 모두 412개였다.",
    "시 당국은 감소의 주요 원인으로 올해 확대된 주거 바우처 프로그램을 꼽았다. 시는 올 들어 한인타운 인근 모텔과 "
    "아파트 640여 개 유닛을 임시 숙소로 확보해 노숙자들을 이주시켰다고 밝혔다.",
    "그러나 한인 업주들의 체감은 다르다. 윌셔와 버몬트 인근에서 식당을 운영하는 이모 씨는 큰길의 텐트는 줄었지만 "
    "골목이나 주차장 뒤편으로 옮겨 간 경우가 많다며 밤에는 여전히 불안하다고 말했다.",
    "전문가들은 임시 숙소에 머무는 인원이 영구 주택으로 옮겨 가지 못하면 효과가 오래가지 않을 수 있다고 지적한다. "
    "시의회는 다음 주 회의에서 내년도 노숙자 예산안을 논의할 예정이다.",
]
KO_URL = "https://www.saebit.test/news/articleView.html?idxno=204512"

HT_HEADLINE = "Lwaye ap monte nan Ti Ayiti: fanmi yo ap chèche kote pou yo rete"
HT_BODY = [
    "Plizyè douzèn fanmi ayisyen ki rete nan Ti Ayiti, nan Miami, resevwa avi nan men pwopriyetè yo pou di yo lwaye a "
    "pral monte depi premye janvye, kèk ladan yo plis pase 40 pousan.",
    "Madan Marie-Claude Joseph, yon manman twa pitit ki rete sou 54yèm Ri depi 2011, di lwaye apatman li a pral soti "
    "1,450 dola pou rive 2,000 dola pa mwa, e li pa konnen ki kote li pral ale.",
    "Òganizasyon kominotè yo di yo wè anpil plis moun k ap vin mande èd depi sezon otòn lan. Selon yon responsab nan "
    "Sant Kominotè a, lis datant pou èd lwaye a double nan twa mwa.",
    "Anpil pwopriyetè esplike ogmantasyon an pa pri asirans ak taks sou pwopriyete ki monte anpil nan Florid. Men lòt "
    "moun nan katye a di se gwo pwojè konstriksyon yo ki fè pri yo monte.",
]
HT_URL = "https://vwalakay.test/lwaye-ap-monte-nan-ti-ayiti-fanmi-yo-ap-cheche-kote-pou-yo-rete/"


def ld(headline: str, **fields: object) -> str:
    node = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": headline, **fields}
    return f"<script type='application/ld+json'>{json.dumps(node, ensure_ascii=False)}</script>"


def page(lang: str, headline: str, head: str, top: str, body: list[str]) -> str:
    paras = "".join(f"<p>{p}</p>" for p in body)
    return (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{headline}</title>{head}</head><body>"
        "<nav><a href='/'>Home</a> <a href='/local'>Local</a></nav>"
        f"<main><article><h1>{headline}</h1>{top}<div class='story'>{paras}</div></article></main>"
        "<footer><p>Contact</p></footer></body></html>"
    )


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("입력 2026.12.04 18:20", "2026-12-04"),
        ("2026. 12. 4. 오후 6:20", "2026-12-04"),
        ("Posted 2026/12/04", "2026-12-04"),
        ("2026-12-04 18:20", "2026-12-04"),
        ("2026.13.04", None),  # no thirteenth month
        ("v2026.12.4.1", None),  # a version number
        ("2026.12", None),  # a month
    ],
)
def test_a_date_in_figures_year_first_is_read(text: str, day: str | None) -> None:
    got = human_date(text)
    assert (got.isoformat() if got else None) == day


def test_a_date_line_under_a_sub_headline_without_a_full_stop_gives_the_publishers_day() -> None:
    # A Los Angeles paper on a Seoul platform: the structured time is Seoul's (the 5th, 11:20), the page prints the
    # publisher's clock under a sub-headline set as a heading, with no full stop: the 4th, 18:20, the same moment
    head = ld(KO_HEADLINE, datePublished="2026-12-05T11:20:00+09:00")
    top = (
        "<h2 class='subheading'>시 노숙자 서비스국 분기 자료…텐트 412개로 31% 감소</h2>"
        "<ul class='info'><li>김민수 기자</li><li>입력 2026.12.04 18:20</li><li>수정 2026.12.05 09:10</li></ul>"
    )
    assert run(page("ko", KO_HEADLINE, head, top, KO_BODY), KO_URL).date == "2026-12-04"
    # a heading under the headline with no date line after it is the body's first section, and ends the walk: the
    # date a section further down prints is no byline's
    top = "<h2>시 노숙자 서비스국 분기 자료…텐트 412개로 31% 감소</h2><p>" + KO_BODY[0] + "</p><p>2026.12.04 18:20</p>"
    assert run(page("ko", KO_HEADLINE, head, top, KO_BODY[1:]), KO_URL).date == "2026-12-05"


def test_a_haitian_byline_and_date_line_are_read() -> None:
    # A Haitian Creole site: "Pa" (by) under the dek, then "4 desanm 2026"; the structured time is UTC, after
    # midnight, and names no author
    head = ld(HT_HEADLINE, datePublished="2026-12-05T02:30:00+00:00")
    top = (
        "<p class='dek'>Plizyè fanmi di yo resevwa avi ogmantasyon lwaye ki rive jiska 40 pousan.</p>"
        "<p class='byline'>Pa Jean-Robert Pierre-Louis</p><p class='meta'>4 desanm 2026 — 2 min lekti</p>"
    )
    result = run(page("ht", HT_HEADLINE, head, top, HT_BODY), HT_URL)
    assert (result.date, result.authors) == ("2026-12-04", ["Jean-Robert Pierre-Louis"])
    # "PA Media", the British agency, in capitals, is no Haitian by-word before a person named Media
    top = "<p class='byline'>PA Media</p><p>Fri 4 Dec 2026 11.48 GMT</p>"
    assert run(page("en", HT_HEADLINE, head, top, HT_BODY), HT_URL).authors == []


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("ข่าววันที่ : 14 มี.ค. 54 11:32:07", "2011-03-14"),  # the Buddhist era's year cut to two digits: 2554
        ("4 ธ.ค. 2569", "2026-12-04"),
        ("ราคา 14 มี.ค. 54.5 บาท", None),  # a price, not a year
        ("วันศุกร์ที่ 4 ธันวาคม พ.ศ. 2569", "2026-12-04"),  # the era named between month and year
        ("4 ธันวาคม ค.ศ. 2026", "2026-12-04"),  # the common era named
    ],
)
def test_a_thai_date_with_a_two_digit_year_or_a_named_era_is_read(text: str, day: str | None) -> None:
    got = human_date(text)
    assert (got.isoformat() if got else None) == day


def test_an_old_table_templates_headline_is_the_title_without_the_sites_name() -> None:
    # A 2011 PHP page: no <h1>, the headline in <td class="newstitle">, the <title> "Headline :: Site", the site's
    # name elsewhere only in Latin letters
    headline = "Rice prices in Surin reach a three-year high as mills compete for the last of the crop"
    html = (
        f"<html><head><title>{headline} :: ไทยบูรพาออนไลน์</title></head><body><table>"
        "<tr><td><img src='/logo.gif' alt='ThaiBurapha Online'></td></tr>"
        f"<tr><td class='newstitle'><b><font size='4'>{headline}</font></b></td></tr>"
        "<tr><td class='date'>14 มี.ค. 54 11:32:07</td></tr><tr><td class='newsdetail'>"
        + "".join(f"<p>{p}</p>" for p in HT_BODY)
        + "</td></tr><tr><td>Copyright (c) 2011 ThaiBurapha Online.</td></tr></table></body></html>"
    )
    result = run(html, "https://www.thaiburapha.test/old/newsdetail.php?newsid=1300087200&catid=3")
    assert (result.title, result.date) == (headline, "2011-03-14")


def test_a_date_line_split_by_a_comment_is_read_whole() -> None:
    # React writes "Published <!-- -->10:58 p.m. CT Dec. 4, 2026": the text after the comment is the date; the UTC
    # structured time is the 5th
    head = ld(HT_HEADLINE, datePublished="2026-12-05T04:58:00.000Z")
    top = "<p>By Jake Lindqvist</p><div class='gnt_ar_dt'>Published <!-- -->10:58 p.m. CT Dec. 4, 2026</div>"
    assert run(page("en", HT_HEADLINE, head, top, HT_BODY), HT_URL).date == "2026-12-04"
