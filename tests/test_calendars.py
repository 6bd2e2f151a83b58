# ruff: noqa: RUF001
"""Dates printed in the Solar Hijri, Ethiopian and Minguo calendars are read as the Gregorian days they are
(crawler/article/calendars.py; Minguo years in crawler/article/dates.py): Iranian and Afghan sites print "۱۳ آذر
۱۴۰۵", Ethiopian ones "ኅዳር 25, 2019 ዓ.ም.", Taiwanese ones "中華民國115年12月4日" or "115/12/04", and many give no
Gregorian date at all, or only a UTC time on the day before."""

from __future__ import annotations

import json
from datetime import date

import pytest
from parsel import Selector

from crawler.article.calendars import ethiopian_to_gregorian, persian_to_gregorian
from crawler.article.dates import human_date
from crawler.extraction import ExtractOptions, extract


@pytest.mark.parametrize(
    ("solar", "gregorian"),
    [
        ((1403, 1, 1), date(2024, 3, 20)),  # Nowruz after a leap Esfand (1402 is not leap; 2024 is)
        ((1404, 1, 1), date(2025, 3, 21)),  # 1403 is a leap year: 366 days
        ((1405, 1, 1), date(2026, 3, 21)),
        ((1399, 12, 30), date(2021, 3, 20)),  # the 30th of Esfand in a leap year
        ((1405, 9, 13), date(2026, 12, 4)),  # 13 Azar: six months of 31 days, two of 30, then 13
        ((1379, 10, 12), date(2001, 1, 1)),
        ((1357, 11, 22), date(1979, 2, 11)),
    ],
)
def test_solar_hijri_days(solar: tuple[int, int, int], gregorian: date) -> None:
    assert persian_to_gregorian(*solar) == gregorian


@pytest.mark.parametrize(
    ("ethiopian", "gregorian"),
    [
        ((2019, 1, 1), date(2026, 9, 11)),
        ((2016, 1, 1), date(2023, 9, 12)),  # the year before a Gregorian leap year starts on the 12th
        ((2019, 3, 25), date(2026, 12, 4)),
        ((2017, 4, 29), date(2025, 1, 7)),  # Genna, Ethiopian Christmas
        ((2018, 13, 5), date(2026, 9, 10)),  # the last day of Pagume
    ],
)
def test_ethiopian_days(ethiopian: tuple[int, int, int], gregorian: date) -> None:
    assert ethiopian_to_gregorian(*ethiopian) == gregorian


@pytest.mark.parametrize(
    ("printed", "day"),
    [
        ("پنجشنبه ۱۳ آذر ۱۴۰۵ - ۰۹:۱۵", date(2026, 12, 4)),  # Persian digits
        ("13 آذر 1405", date(2026, 12, 4)),
        ("۱۳ قوس ۱۴۰۵", date(2026, 12, 4)),  # Afghanistan's Dari month name
        ("ኅዳር 25, 2019 ዓ.ም.", date(2026, 12, 4)),
        ("ሐሙስ ኅዳር 24 ቀን 2019", date(2026, 12, 3)),
        ("25 ህዳር 2019", date(2026, 12, 4)),
        ("۳۲ آذر ۱۴۰۵", None),  # no such day
        ("Dey 13, 1405", None),  # transliterated names are not read: they could be anything
    ],
)
def test_printed_dates(printed: str, day: date | None) -> None:
    assert human_date(printed) == day


def test_a_persian_story_dated_only_in_its_own_calendar_gets_its_gregorian_day() -> None:
    paragraphs = "".join(
        f"<p>زمین‌لرزه‌ای به بزرگی {m} ریشتر بامداد امروز حوالی شهرستان بم در استان کرمان را لرزاند و به گفته "
        "مسئولان هلال احمر خسارت جانی نداشته است. تیم‌های ارزیاب به منطقه اعزام شده‌اند.</p>"
        for m in ("۴.۶", "۴.۷", "۴.۸")
    )
    html = (
        "<html lang='fa' dir='rtl'><head><title>زمین‌لرزه ۴.۶ ریشتری بم را لرزاند</title>"
        "<meta property='og:type' content='article'></head><body><article><h1>زمین‌لرزه ۴.۶ ریشتری بم را لرزاند</h1>"
        f"<div class='news-date'>۱۳ آذر ۱۴۰۵ - ۰۶:۴۰</div>{paragraphs}</article></body></html>"
    )
    url = "https://www.irannegar.test/fa/news/412876/"
    page = extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))
    assert page.is_article and page.date == "2026-12-04", page.classification


def _amharic(published: str, printed: str) -> str:
    paragraphs = "".join(
        f"<p>ኢትዮጵያ ባለፉት አራት ወራት ከቡና ወጪ ንግድ {m} ሚሊዮን ዶላር ገቢ ማግኘቷን የኢትዮጵያ ቡናና ሻይ ባለሥልጣን አስታወቀ። "
        "ባለሥልጣኑ እንዳለው ገቢው ካለፈው ዓመት ተመሳሳይ ወቅት ጋር ሲነጻጸር ጭማሪ አሳይቷል።</p>"
        for m in ("620", "410", "210")
    )
    node = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "የቡና ወጪ ንግድ ገቢ",
            "datePublished": published}  # fmt: skip
    return (
        f"<html lang='am'><head><title>የቡና ወጪ ንግድ ገቢ</title><script type='application/ld+json'>{json.dumps(node)}"
        "</script></head><body><article><h1>የቡና ወጪ ንግድ ገቢ</h1>"
        f"<div class='item-date'>{printed}</div>{paragraphs}</article></body></html>"
    )


def test_a_structured_date_that_is_the_local_calendars_date_in_figures_is_converted() -> None:
    # The CMS writes the Ethiopian date it prints ("ኅዳር 25 ቀን 2019", 4 December 2026) into its ISO field: as a
    # Gregorian day 2019-03-25 it is plausible, seven years back, and wrong
    url = "https://www.entoto.test/am/zena/item/4515-coffee-export"
    html = _amharic("2019-03-25T14:00:00+03:00", "ዓርብ፣ ኅዳር 25 ቀን 2019 ዓ.ም")
    page = extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))
    assert (page.date, page.published_at) == ("2026-12-04", "2026-12-04T14:00:00+03:00"), page.classification
    # a real Gregorian 2019 date whose figures are not the printed local date's stays as it is (an archive story)
    html = _amharic("2019-03-25T14:00:00+03:00", "ሰኞ፣ መጋቢት 16 ቀን 2011 ዓ.ም")
    page = extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))
    assert page.date == "2019-03-25", page.classification


@pytest.mark.parametrize(
    ("printed", "day"),
    [
        ("२०८३ मंसिर १८ गते", date(2026, 12, 4)),  # year, month, day: Bikram Sambat, Devanagari digits
        ("मंसिर १८, २०८३", date(2026, 12, 4)),  # month, day, year
        ("१८ मंसिर २०८३", date(2026, 12, 4)),  # day, month, year
        ("Mangsir 18, 2083", date(2026, 12, 4)),  # romanised, in English-language Nepali papers
        ("२०८२ बैशाख १ गते", date(2025, 4, 14)),  # Nepali New Year
        # the table puts 19 Mangsir 2083 on Saturday 5 December; a page that prints Friday beside it follows a
        # calendar that puts it a day earlier, and the printed weekday wins
        ("प्रकाशित : २०८३ मंसिर १९ गते शुक्रबार ०९:१५", date(2026, 12, 4)),
        ("२०८३ मंसिर १९ गते, शनिबार", date(2026, 12, 5)),
        ("२०८३ मंसिर १९ गते सोमबार", date(2026, 12, 5)),  # two days off: another date's weekday, not a correction
        ("२०८३ मंसिर ३३ गते", None),  # no 33rd day
        ("Magh 5, 2026", None),  # a Gregorian year: Bikram Sambat years read are 2040-2100 (1983-2044)
    ],
)
def test_bikram_sambat_dates(printed: str, day: date | None) -> None:
    assert human_date(printed) == day


def _nepali(head: str, printed: str) -> str:
    paragraphs = "".join(
        f"<p>काठमाडौं उपत्यकामा बाक्लो कुहिरो लागेपछि त्रिभुवन अन्तर्राष्ट्रिय विमानस्थलमा {n} वटा उडान ढिला भएका छन्। "
        "नागरिक उड्डयन प्राधिकरणका अनुसार बिहान दृश्यता घटेपछि अवतरण रोकिएको थियो।</p>"
        for n in ("१२", "१४", "१६")
    )
    return (
        f"<html lang='ne'><head><title>कुहिरोका कारण उडान ढिला</title>{head}</head><body><article>"
        f"<h1>कुहिरोका कारण उडान ढिला</h1><div class='published-date'>{printed}</div>{paragraphs}"
        "</article></body></html>"
    )


def test_a_nepali_story_dated_only_in_bikram_sambat_gets_its_gregorian_day() -> None:
    url = "https://www.pahadpost.test/2083/08/19/42809"
    html = _nepali("<meta property='og:type' content='article'>", "प्रकाशित : २०८३ मंसिर १८ गते ०९:१५")
    page = extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))
    assert page.is_article and page.date == "2026-12-04", page.classification
    # the CMS writes the Bikram Sambat date into its ISO field: the printed date says which day that is
    node = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "कुहिरोका कारण उडान ढिला",
            "datePublished": "2083-08-18T11:40:00+05:45"}  # fmt: skip
    head = f"<script type='application/ld+json'>{json.dumps(node, ensure_ascii=False)}</script>"
    html = _nepali(head, "प्रकाशित : २०८३ मंसिर १८ गते")
    page = extract(html, url, Selector(text=html), options=ExtractOptions(min_chars=250))
    assert (page.date, page.published_at) == ("2026-12-04", "2026-12-04T11:40:00+05:45"), page.classification


def _finnish(printed: str) -> str:
    paragraphs = "".join(
        f"<p>Helsingin Vallilassa syttyi yöllä tulipalo kerrostalon kellarissa, ja {n} asukasta evakuoitiin "
        "pelastuslaitoksen mukaan. Kukaan ei loukkaantunut, ja palon syytä tutkitaan.</p>"
        for n in (12, 14, 16)
    )
    return (
        "<html lang='fi'><head><title>Kellaripalo Vallilassa</title><script type='application/ld+json'>"
        '{"@type": "NewsArticle", "headline": "Kellaripalo Vallilassa", "datePublished": "2026-12-03T23:12:00Z"}'
        f"</script></head><body><article><h1>Kellaripalo Vallilassa</h1><span class='date'>{printed}</span>"
        f"{paragraphs}</article></body></html>"
    )


def test_a_day_and_month_printed_without_a_year_give_the_publishers_day_of_a_utc_stamp() -> None:
    url = "https://www.paivalehti.test/kaupunki/art-2000011234567.html"
    page = extract(_finnish("4.12. 1:12"), url, Selector(text=_finnish("4.12. 1:12")), options=ExtractOptions())
    assert page.date == "2026-12-04", page.classification
    # nothing printed: the UTC day stays
    bare = _finnish("")
    assert extract(bare, url, Selector(text=bare), options=ExtractOptions()).date == "2026-12-03"


def _dakar(printed: str) -> str:
    paragraphs = "".join(
        f"<p>Le Conseil des ministres a adopté mercredi un projet de loi sur la pêche artisanale, qui prévoit {n} "
        "nouveaux quais de débarquement et un fonds de soutien aux femmes transformatrices du littoral.</p>"
        for n in (12, 14, 16)
    )
    return (
        "<html lang='fr'><head><title>Pêche artisanale : un projet de loi adopté</title>"
        "<meta property='og:type' content='article'><meta property='article:published_time' "
        "content='2026-12-04T00:30:00+01:00'></head><body><div class='article'><h1>Pêche artisanale : un projet "
        f"de loi adopté</h1><div class='info'><span class='date_pub'>{printed}</span></div>{paragraphs}</div>"
        "</body></html>"
    )


def test_the_day_printed_with_its_clock_wins_over_a_servers_zone() -> None:
    # the server stamps Paris time; the paper in Dakar prints its own clock, the same minute an hour earlier
    url = "https://www.terangainfo.test/news/Economie/peche-artisanale_n_412390.html"
    for printed, day in (
        ("Publié le Jeudi 03 Décembre 2026 à 23:30", "2026-12-03"),
        ("Publié le Jeudi 03 Décembre 2026 à 23:47", "2026-12-04"),  # not the same minute: another moment
        ("Mis à jour le Jeudi 03 Décembre 2026 à 23:30", "2026-12-04"),  # an update's time says nothing of it
    ):
        html = _dakar(printed)
        page = extract(html, url, Selector(text=html), options=ExtractOptions())
        assert page.date == day, (printed, page.classification)


@pytest.mark.parametrize(
    ("printed", "day"),
    [
        ("中華民國115年12月4日", date(2026, 12, 4)),  # Taiwan's Minguo years count from 1912
        ("民國115年12月4日 09:15", date(2026, 12, 4)),
        ("115年12月4日", date(2026, 12, 4)),  # a three-digit year no Gregorian date has
        ("發布時間：115/12/04 09:15", date(2026, 12, 4)),
        ("民國100年1月1日", date(2011, 1, 1)),
        ("2026年12月4日", date(2026, 12, 4)),  # a Gregorian year as before
        ("page 115/13/4", None),  # no thirteenth month
        ("Score 115-12-04", None),  # only the slashed form is a Minguo date
        ("100/03/14", date(2011, 3, 14)),  # zero-padded and alone on its line: an archive's date under its headline
        ("Hẻm 105/03/12", None),  # in a line of other words, without a Han character or a clock: an address
    ],
)
def test_minguo_dates(printed: str, day: date | None) -> None:
    assert human_date(printed) == day
