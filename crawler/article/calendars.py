"""Dates printed in the calendars of their countries, as Gregorian days: the Solar Hijri calendar of Iran and
Afghanistan ("۱۳ آذر ۱۴۰۵", "13 قوس 1405": 4 December 2026) and the Ethiopian calendar ("ኅዳር 25, 2019 ዓ.ም.",
the same day). Their month names belong to no other calendar, so a match is never a Gregorian date misread; the
Thai Buddhist era and Japanese era years, which only shift the year, are read in crawler/article/dates.py."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta

# Iranian month names (and the older spelling of Mordad), then Afghanistan's Dari names of the same months
_PERSIAN_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("فروردین", "حمل"), ("اردیبهشت", "ثور"), ("خرداد", "جوزا", "جوزاء"), ("تیر", "سرطان"),
            ("مرداد", "امرداد", "اسد"), ("شهریور", "سنبله"), ("مهر", "میزان"), ("آبان", "عقرب"), ("آذر", "قوس"),
            ("دی", "جدی"), ("بهمن", "دلو"), ("اسفند", "حوت"),
        ],
        start=1,
    )
    for name in names
}  # fmt: skip
_ETHIOPIAN_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("መስከረም",), ("ጥቅምት",), ("ኅዳር", "ህዳር", "ሕዳር"), ("ታኅሣሥ", "ታህሳስ", "ታኅሳስ", "ታሕሳስ"), ("ጥር",),
            ("የካቲት",), ("መጋቢት",), ("ሚያዝያ",), ("ግንቦት",), ("ሰኔ",), ("ሐምሌ", "ሀምሌ"), ("ነሐሴ", "ነሀሴ"),
            ("ጳጉሜ", "ጳጉሜን"),
        ],
        start=1,
    )
    for name in names
}  # fmt: skip


def _names(months: dict[str, int]) -> str:
    return "|".join(sorted(map(re.escape, months), key=len, reverse=True))


# day, month, year (digits already ASCII): "13 آذر 1405", "۱۳ آذر ۱۴۰۵"; a Solar Hijri year is 13xx-14xx
_PERSIAN = re.compile(
    rf"(?<!\d)(\d{{1,2}})\s*(?:ام\s*)?({_names(_PERSIAN_MONTHS)})(?!\w)\s*(?:ماه\s*)?(1[34]\d\d)(?!\d)"
)
# month, day, year: "ኅዳር 25, 2019 ዓ.ም.", "ኅዳር 25 ቀን 2019" ("day"), or the day first: "25 ኅዳር 2019"
_ETHIOPIAN = re.compile(
    rf"(?:({_names(_ETHIOPIAN_MONTHS)})\s*(\d{{1,2}})\s*(?:ቀን)?\s*[,፣]?\s*(\d{{4}})|(\d{{1,2}})\s*({_names(_ETHIOPIAN_MONTHS)})"
    rf"\s*[,፣]?\s*(\d{{4}}))(?!\d)"
)


def persian_to_gregorian(year: int, month: int, day: int) -> date:
    """A Solar Hijri date (1300-1499) as a Gregorian one: Nowruz counted from a known one (1 Farvardin 1403 was
    20 March 2024) over the 33-year cycle's leap years, then six months of 31 days and five of 30."""
    if year >= _ANCHOR_YEAR:
        offset = sum(_year_days(y) for y in range(_ANCHOR_YEAR, year))
    else:
        offset = -sum(_year_days(y) for y in range(year, _ANCHOR_YEAR))
    into = 31 * (month - 1) if month <= 7 else 186 + 30 * (month - 7)
    return _ANCHOR + timedelta(days=offset + into + day - 1)


def _year_days(year: int) -> int:
    # the leap years of each 33-year cycle, as Iran's calendar has them (1395, 1399, 1403, then 1408)
    return 366 if year % 33 in (1, 5, 9, 13, 17, 22, 26, 30) else 365


_ANCHOR_YEAR = 1403
_ANCHOR = date(2024, 3, 20)


def ethiopian_to_gregorian(year: int, month: int, day: int) -> date:
    """An Ethiopian date as a Gregorian one (1900-2099): its year starts on 11 September, or on the 12th when the
    next Gregorian year is a leap year; twelve months of 30 days and Pagume of 5 or 6."""
    new_year = date(year + 7, 9, 12 if (year + 8) % 4 == 0 else 11)
    return new_year + timedelta(days=30 * (month - 1) + day - 1)


def calendar_date(text: str) -> date | None:
    """The Gregorian day of the first Solar Hijri or Ethiopian date in `text` (digits ASCII), or None."""
    match = _PERSIAN.search(text)
    if match:
        return _checked(persian_to_gregorian, int(match[3]), _PERSIAN_MONTHS[match[2]], int(match[1]), 31)
    match = _ETHIOPIAN.search(text)
    if match:
        name, day, year = (match[1], match[2], match[3]) if match[1] else (match[5], match[4], match[6])
        month = _ETHIOPIAN_MONTHS[name]
        return _checked(ethiopian_to_gregorian, int(year), month, int(day), 6 if month == 13 else 30)
    return None


def _checked(convert: Callable[[int, int, int], date], year: int, month: int, day: int, longest: int) -> date | None:
    return convert(year, month, day) if 1 <= day <= longest else None
