"""A horoscope: a page headed, sign by sign and in the zodiac's order, with the signs of the zodiac. Templates
declare the daily forecast a news story (og:type article, NewsArticle) like any other; a data team does not want
it stored as one."""

from __future__ import annotations

import unicodedata

from parsel import Selector

# The twelve signs, Aries first, in the languages of the sets: English, Spanish, Portuguese, Italian, French,
# German, Dutch, Catalan, Turkish, Hindi/Marathi/Nepali, Gujarati, Bengali, Tamil and Thai.
_SIGNS: tuple[tuple[str, ...], ...] = (
    ("aries", "áries", "ariete", "bélier", "widder", "ram", "koç", "मेष", "મેષ", "মেষ", "மேஷம்", "เมษ"),
    ("taurus", "tauro", "touro", "toro", "taureau", "stier", "stier", "brau", "boğa", "वृषभ", "વૃષભ", "বৃষ",
     "ரிஷபம்", "พฤษภ"),
    ("gemini", "géminis", "gêmeos", "gemelli", "gémeaux", "zwillinge", "tweelingen", "bessons", "ikizler", "मिथुन",
     "મિથુન", "মিথুন", "மிதுனம்", "เมถุน"),
    ("cancer", "cáncer", "câncer", "cancro", "krebs", "kreeft", "càncer", "yengeç", "कर्क", "કર્ક", "কর্কট", "கடகம்",
     "กรกฎ"),
    ("leo", "leão", "leone", "lion", "löwe", "leeuw", "lleó", "aslan", "सिंह", "સિંહ", "সিংহ", "சிம்மம்", "สิงห์"),
    ("virgo", "virgem", "vergine", "vierge", "jungfrau", "maagd", "verge", "başak", "कन्या", "કન્યા", "কন্যা",
     "கன்னி", "กันย์"),
    ("libra", "bilancia", "balance", "waage", "weegschaal", "balança", "terazi", "तुला", "તુલા", "তুলা", "துலாம்",
     "ตุลย์"),
    ("scorpio", "escorpio", "escorpião", "scorpione", "scorpion", "skorpion", "schorpioen", "escorpí", "akrep",
     "वृश्चिक", "વૃશ્ચિક", "বৃশ্চিক", "விருச்சிகம்", "พิจิก"),
    ("sagittarius", "sagitario", "sagitário", "sagittario", "sagittaire", "schütze", "boogschutter", "sagitari",
     "yay", "धनु", "ધન", "ધનુ", "ধনু", "தனுசு", "ธนู"),
    ("capricorn", "capricornio", "capricórnio", "capricorno", "capricorne", "steinbock", "steenbok", "capricorn",
     "oğlak", "मकर", "મકર", "মকর", "மகரம்", "มังกร"),
    ("aquarius", "acuario", "aquário", "acquario", "verseau", "wassermann", "waterman", "aquari", "kova", "कुंभ",
     "कुम्भ", "કુંભ", "কুম্ভ", "கும்பம்", "กุมภ์"),
    ("pisces", "piscis", "peixes", "pesci", "poissons", "fische", "vissen", "peixos", "bal\u0131k", "मीन", "મીન", "মীন",
     "மீனம்", "มีน"),
)  # fmt: skip
_SIGN_OF = {name: index for index, names in enumerate(_SIGNS) for name in names}
# the page's own headings: not a sidebar's, a menu's or the footer's horoscope widget (12 sign links)
_HEADINGS = (
    "//body//*[self::h1 or self::h2 or self::h3 or self::h4 or self::h5 or self::h6 or self::dt]"
    "[not(ancestor::aside or ancestor::nav or ancestor::footer or ancestor::header)]"
    "[not(ancestor::*[contains(@class, 'widget') or contains(@class, 'sidebar')])]"
    "[not(ancestor::a)]"
)
# headings naming this many signs of the twelve make a horoscope (a page of one day may show half of them)
MIN_SIGNS = 6


def zodiac_signs_headed(sel: Selector) -> int:
    """How many of the twelve signs the page's headings name, each a heading's first word, in the zodiac's order
    (a horoscope goes Aries to Pisces; an astronomy feature's constellations or a zoo's lion, bull and ram, named
    in another order, are no horoscope): the longest run of signs that follow each other. A heading that is a
    link names a sign's own page (a widget's list of the twelve), not a forecast under it."""
    signs: list[int] = []
    for heading in sel.xpath(_HEADINGS):
        text = " ".join(" ".join(heading.xpath(".//text()").getall()).split())
        linked = " ".join(" ".join(heading.xpath(".//a//text()").getall()).split())
        word = _first_word(text) if len(text) <= 60 and linked != text else ""
        if word in _SIGN_OF:
            signs.append(_SIGN_OF[word])
    best, run, last = 0, 0, -1
    for sign in signs:
        run = run + 1 if sign == last + 1 else 1
        best, last = max(best, run), sign
    return best


def _first_word(text: str) -> str:
    """A heading's first word, casefolded, without the symbols and punctuation around it ("♈ Aries:"), and
    without Thai "ราศี" (sign) written before the name."""
    for token in text.split():
        word = "".join(c for c in token if unicodedata.category(c)[0] not in "PSZ").casefold()
        if word:
            return word.removeprefix("ราศี")
    return ""


def is_horoscope(sel: Selector) -> bool:
    return zodiac_signs_headed(sel) >= MIN_SIGNS
