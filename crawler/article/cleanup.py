"""Cleaning an extracted text: captions, credits, notes, copyright and counter tails, boilerplate lines of
the page's template, statistics tables, ruby readings, joiners and the heading/byline lines over a story."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin

from parsel import Selector

from crawler.article.authors import HONORIFIC, names_people
from crawler.article.dates import MONTHS
from crawler.article.textkit import SENTENCE_END, line_key, rights_notice, weighted_len

# a class or id naming a caption: "wp-caption-text", "photo-credit", "cutline", "bildunterschrift"; a box
# named as a gallery's slide holds one too
_CAPTION_NAME = re.compile(
    # ...or a picture's description: "pic-desc", "photo_desc", Turkish "aciklama" (description) in a gallery
    r"(?i)caption|credit|cutline|legend|bildunterschrift|pie-?de-?foto|(?:pic|photo|img|image|foto)[-_]?desc|aciklama"
)
_SLIDE_NAME = re.compile(r"(?i)slide|galler|galeri|carousel|lightbox")  # (Turkish, Indonesian "galeri")


def _named_caption(node: Any, names: re.Pattern[str] = _CAPTION_NAME) -> bool:
    return bool(names.search(f"{node.get('class') or ''} {node.get('id') or ''}"))


def caption_keys(sel: Selector) -> set[str]:
    """Keys of the picture captions: `<figcaption>`, and the text beside an image in a box of its own (a
    gallery built of divs: `<div><img><div>caption</div></div>`). A `<p>` there is a paragraph of the story
    (a story built as picture-and-paragraph boxes) unless it or its box is named as a caption (WordPress's
    `<div class="wp-caption"><img><p class="wp-caption-text">`), or the box as a gallery's slide."""
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    if body is None:
        return set()
    keys = {line_key(" ".join(node.itertext())) for node in body.iter("figcaption")}
    for img in body.iter("img"):
        box = img.getparent()
        # (a link, or a centred paragraph holding the picture alone: the caption is the wrapper's sibling)
        if box is None or box.tag == "a" or (box.tag == "p" and len(box) == 1 and not (box.text or "").strip()):
            box = box.getparent() if box is not None else None
        if box is None or box.tag in ("body", "main", "article") or len(box) > 3:
            continue
        for child in box:
            if child.tag not in ("img", "a", "picture", "figcaption") and isinstance(child.tag, str):
                named = _named_caption(child) or _named_caption(box) or _named_caption(box, _SLIDE_NAME)
                if child.tag == "p" and not named:
                    continue
                keys.add(line_key(" ".join(child.itertext())))
    keys.discard("")
    return keys


# "© 2026 Ledger Media Co.", "Copyright 2026 The Gazette. All rights reserved.": the site's notice under the
# story, which trafilatura keeps when the template puts it in the story's box. The word alone opens
# sentences too ("Copyright lawyers said the ruling would be appealed."): a notice gives the sign or a year
# right after it, or reserves the rights.
_COPYRIGHT = re.compile(
    r"^(?:©|\(c\)|copyright\W{0,3}(?:©|\(c\)|(?:19|20)\d\d\b)|copyright\b.*\ball rights reserved\b)", re.I
)


# A page counter under the story: "Просмотров: 2294", "Views: 1,204", "Aufrufe: 512" (a word or two, a number)
_COUNTER = re.compile(r"^[^\W\d_]+(?: [^\W\d_]+)?\s*[:\uff1a]\s*\d[\d\s.,]*$")


def _drop_tail(text: str, is_tail: Callable[[str], bool]) -> str:
    """The text without its last lines while they are the template's (a counter, a rights notice)."""
    lines = text.rstrip().split("\n")
    while len(lines) > 1 and is_tail(lines[-1]):
        lines.pop()
    return "\n".join(lines)


# The editor who handled the story, signed off under it by the template: "责任编辑 赵敏" (with a full-width colon),
# the same in full-width brackets, "편집: 김민수", "Edited by Tom Poe" (a line of its own, short: no sentence)
_EDITOR_LINE = re.compile(
    r"^[\[(\uff08\u3010]?\s*(?:责任编辑|責任編輯|责编|編輯|编辑|审核|審核|校对|校對|編集|편집|"
    r"(?i:edited by|editing by|editor))\s*(?:[:\uff1a]\s*|\s+(?=\S))[^\s:\uff1a.!?\u3002]{1,20}"
    r"(?:[\s\u3001,/]+[^\s:\uff1a.!?\u3002]{1,20}){0,2}\s*[\])\uff09\u3011]?$"
)


def drop_template_tail(text: str) -> str:
    """The text without the template's lines under the story: a page counter, the editor's sign-off."""
    return _drop_tail(text, lambda line: bool(_COUNTER.match(line.strip()) or _EDITOR_LINE.match(line.strip())))


# At most this many headlines of other pages under a story are a box trafilatura took in (a "flashes" slot, a
# most-read list): more are a listing's teasers, left for the classifier to see.
_LINK_TAIL_LINES = 3


def drop_link_tail(sel: Selector, url: str, text: str) -> str:
    """The story without the other stories' headlines trafilatura took in under it: its last lines, while each is
    the whole text of a link to another page (three words or more), after a story that ends with a sentence."""
    lines = text.rstrip().split("\n")
    if len(lines) < 2:
        return text
    own = url.split("#")[0]
    body = sel.root.find(".//body") if hasattr(sel.root, "find") else None
    if body is None:
        return text
    headlines = set()
    for a in body.iter("a"):
        href = (a.get("href") or "").strip()
        if not href or href.startswith(("#", "javascript:", "mailto:")) or urljoin(url, href).split("#")[0] == own:
            continue
        anchor = " ".join(" ".join(a.itertext()).split())
        if anchor.count(" ") >= 2 or weighted_len(anchor) >= 20:
            headlines.add(line_key(anchor))
    headlines.discard("")

    def headline(line: str) -> bool:
        return line_key(line.removeprefix("- ")) in headlines

    def rest_over_tail(lines: list[str]) -> tuple[list[str], int]:
        tail = 0
        while tail < len(lines) - 1 and headline(lines[-1 - tail]):
            tail += 1
        return lines[: len(lines) - tail], tail

    rest, tail = rest_over_tail(lines)
    if tail > _LINK_TAIL_LINES:
        return _story_over_list(rest, headline, tail) or text
    if tail and len(rest) >= tail and SENTENCE_END.search(rest[-1]):
        return "\n".join(rest)
    # ...or a long list under the site's footer lines ("Back to top | Privacy", "©2026 ..."): a lite edition's
    foot = 0
    while foot < _FOOTER_LINES and len(lines) > foot + 1 and _footer_line(lines[-1 - foot], headline):
        foot += 1
    rest, tail = rest_over_tail(lines[: len(lines) - foot]) if foot else (rest, 0)
    return (_story_over_list(rest, headline, tail) if tail > _LINK_TAIL_LINES else None) or text


_FOOTER_LINES = 2
_FOOTER_CHARS = 80


def _footer_line(line: str, headline: Callable[[str], bool]) -> bool:
    return len(line) <= _FOOTER_CHARS and not SENTENCE_END.search(line) and not headline(line)


# A list of other stories' headlines under its own heading ("More top stories", "Mavzuga oid": related), after a
# whole story: the story's page (a lite edition's, a template without classes), not an index. The story is this
# long at least; under a related box of a few links, a shorter story of more lines.
_STORY_OVER_LIST_LINES = 4
_STORY_OVER_LIST_CHARS = 1200
_RELATED_BOX_LINKS = 10
_STORY_OVER_BOX_LINES = 6
_STORY_OVER_BOX_CHARS = 600
_LIST_HEADING_CHARS = 60


def _story_over_list(rest: list[str], headline: Callable[[str], bool], links: int) -> str | None:
    """The story above a headline list of `links` lines and its heading (a link or two between them, "View the
    full version of this story"), when it is a story: several lines ending with a sentence; None otherwise."""
    if not rest or len(rest[-1]) > _LIST_HEADING_CHARS or SENTENCE_END.search(rest[-1]) or headline(rest[-1]):
        return None
    story = rest[:-1]
    while story and headline(story[-1]):
        story.pop()
    chars = sum(map(len, story))
    long_story = len(story) >= _STORY_OVER_LIST_LINES and chars >= _STORY_OVER_LIST_CHARS
    boxed = links <= _RELATED_BOX_LINKS and len(story) >= _STORY_OVER_BOX_LINES and chars >= _STORY_OVER_BOX_CHARS
    if not (long_story or boxed) or not SENTENCE_END.search(story[-1]):
        return None
    return "\n".join(story)


# A correction or an update note the newsroom appends to (or puts over) a story: its label, maybe a date, then
# a colon. "Correction:", "Update (Dec. 1):", "Popravek (1. 12. 2026):", "АЖУРИРАНО 29.11.2026 во 11:20:".
_NOTE = re.compile(
    r"^\W*(?i:corrections?|clarification|editor'?s note|update[ds]?|popravek|zuzenketa|दुरुस्ती|सुधारणा|सुधार|"
    r"ажурирано|корекција|исправка|поправка|исправление|уточнение|rättelse|uppdatering|oppdatering|opdatering|"
    r"rettelse|oprava|berichtigung|korrektur|aktualisierung|rectificación|fe de errores|actualización|correção|"
    r"atualização|errata|rettifica|aggiornamento|rectificatif|correctif|mise à jour|düzeltme|güncelleme|"
    r"sprostowanie|aktualizacja|oikaisu|päivitys|korrekció|helyesbítés|rectificare|actualizare|ispravak|"
    r"korekcija|korrigjim|përditësim)(?!\w)([^:\uff1a\n]{0,40})[:\uff1a]\s*\S"
)


# "Source: AP", "Извор: ИНА", "Дереккөз: «Дала ақпарат» агенттігі": a short credit line under a brief
_SOURCE_LINE = re.compile(
    r"^\W*(?i:sources?|izvor|извор|quelle|fuente|fonte|kaynak|nguồn|дереккөз|источник|джерело|źródło|zdroj|"
    r"forrás|lähde|kilde|källa|bron|iturria|burimi|स्रोत|المصدر|מקור|"
    # Mongolian, Luxembourgish, Uzbek, Irish, Khmer, Gujarati, Malayalam, Belarusian
    r"эх сурвалж|quell|manba|foinse|ប្រភព|સ્રોત|ഉറവിടം|крыніца|ilo|булак|ແຫຼ່ງຂ່າວ|orisun|kelda|"
    r"来源|來源|出处|出典|출처|ที่มา|منبع|chanzo|nguồn tin)\s*[:\uff1a]\s*\S.{0,60}$"
)
# "— Seirbhís Nuachta na Gaeltachta": an agency (or a person) credited under a brief after a dash, in two to
# six words with no sentence's punctuation
_DASH_CREDIT = re.compile(r"^[\u2014\u2013]\s*[^\W\d_][^.!?:;\d]{2,58}$")
# "(AP)", "(ختیځ خبري اژانس)": an agency credited in parentheses, a line of its own
_PAREN_CREDIT = re.compile(r"^[(\uff08]\s*[^\W\d_][^()\uff08\uff09\d.!?:;]{1,58}[)\uff09]$")  # "(AP)", fullwidth too
# ...not a picture's, a clip's or a page's own label: "(Photo)", "(Reuters photo)", "(Video)", "(continued)",
# "(updated)", "(Advertisement)"
_PAREN_LABEL = re.compile(
    r"(?i)\b(?:photos?|pictures?|images?|fotos?|video|videos|audio|graphics?|map|continued|cont|updated?|"
    r"advertisement|advert|ad|sponsored|archive|file|end|more)\b|"
    r"^[\uff08(](?:写真|図|動画|资料|資料|完|终|終)[\uff09)]$"  # CJK photo, graphic, video, file, end
)
PHOTO_CREDIT_PARAGRAPHS = 3  # paragraphs of a story whose byline's photo credit names no writer
_CREDIT_LINES = 3  # from the text's end: a credit can sit over the site's tagline or a share bar's line


def credits_source(text: str) -> bool:
    """The story credits its source in a line of its own near its end ("Source: NNA", "Izvor: BHPA",
    "— Seirbhís Nuachta na Gaeltachta"): what a wire brief carries, a notice or an index does not."""
    # (a dash before people's names attributes a quotation or a testimonial: "— Mark Twain")
    return any(
        _credit_line(line) and not (_DASH_CREDIT.match(line.strip()) and names_people(line.strip()[1:]))
        for line in text.rstrip().split("\n")[-_CREDIT_LINES:]
    )


def _credit_line(line: str) -> bool:
    line = line.strip()
    if _SOURCE_LINE.match(line):
        return True
    paren = bool(_PAREN_CREDIT.match(line)) and not _PAREN_LABEL.search(line)
    return bool((_DASH_CREDIT.match(line) or paren) and 1 <= len(line.split()) <= 7)


# An update label: what follows it is as often the story's news ("UPDATE, 3:15 p.m.: Police have now confirmed
# ...") as a note on the story's edit ("АЖУРИРАНО 29.11.2026 во 11:20: Додадени податоци за гласањето.")
_UPDATE_LABEL = re.compile(
    r"^\W*(?i:update[ds]?|ажурирано|uppdatering|oppdatering|opdatering|aktualisierung|actualización|atualização|"
    r"aggiornamento|mise à jour|güncelleme|aktualizacja|päivitys|actualizare|përditësim)(?!\w)"
)
_UPDATE_NOTE_MAX_CHARS = 100
_LOWER_WORD = re.compile(r"(?<!\w)[^\W\d_A-Z]{4,}(?!\w)")


def _note(line: str) -> bool:
    """A correction or update note, not a story's paragraph that begins with such a word ("Corrections staff
    found him at 4:30 a.m. ...", "UPDATE 1: The road reopened at noon after crews ...")."""
    match = _NOTE.match(line)
    if not match:
        return False
    # between the label and its colon: a date or a time ("Update (Dec. 1):", "Actualización del 3 de marzo:"),
    # no words of a sentence
    if any(w.casefold() not in MONTHS for w in _LOWER_WORD.findall(match.group(1))):
        return False
    return not (_UPDATE_LABEL.match(line) and len(line) > _UPDATE_NOTE_MAX_CHARS)


def drop_notes(text: str, authors: list[str]) -> str:
    """The story without the newsroom's correction or update notes (at its end, or its first line), a source
    credit under it, and a columnist's bio line under it (the line begins with the author's full name)."""
    names = [a for a in authors if len(a.split()) >= 2]
    text = _drop_tail(
        text,
        lambda line: (
            bool(_note(line) or _credit_line(line))
            # (the bio line may give the honorific the author's name was read without: "Dr. Jane Roe is ...")
            or (len(line) <= 300 and any(HONORIFIC.sub("", line).startswith(name + " ") for name in names))
        ),
    )
    head, _, rest = text.partition("\n")
    return rest if rest.strip() and _note(head) else text


def drop_copyright_tail(text: str) -> str:
    return _drop_tail(
        text,
        lambda line: bool((len(line) < 120 and _COPYRIGHT.match(line.strip())) or rights_notice(line)),
    )


def drop_captions(text: str, captions: set[str], min_chars: int) -> str:
    """The story without its pictures' captions, when its own text is a story without them: trafilatura
    keeps some captions (a `<figure>` inside the story, a div beside an image), readers and labels do not
    count them as the story's text. A photo essay whose story is its captions keeps them. `captions`: the
    page's caption_keys()."""
    if not captions:
        return text
    lines = text.split("\n")
    kept = [line for line in lines if line_key(line) not in captions]
    if len(kept) == len(lines) or weighted_len("\n".join(kept)) < min_chars:
        return text
    return "\n".join(kept).strip()
