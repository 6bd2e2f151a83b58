# ruff: noqa: RUF001, RUF002, RUF003  (non-ASCII dashes, colons and punctuation are what the pages contain)
"""Author names as a clean list: no "By", no site names, no roles or dates, several authors split."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Any

from parsel import Selector

from crawler.article.dates import MONTHS, NOT_PUBLISHED, PUBLISHED, human_date
from crawler.article.jsonld import types_of
from crawler.article.language import html_lang
from crawler.article.scripts import foreign_to
from crawler.article.signals import IN_TEASER, meta
from crawler.article.textkit import rights_notice

# "By", and what a credit line says before it: "Story and recipe by", "Text and photos by", "Interview by".
_CREDIT = (
    r"(?:written|posted|reported|reporting|text|words|story|photos?|photographs|recipes?|interview|video|analysis|"
    r"hosted|presented|produced|narrated|"
    # Swahili "Picha na ..." (photos by)
    r"picha|"
    # "Scris de" (Romanian), "Geschrieben von", "Écrit par", "Escrito por": "written" before the "by" word
    r"scris|geschrieben|écrit|escrito|scritto|geschreven|skrevet|skrivet|"
    # "Texto de Ana Lopes": the text's credit before the by-word
    r"texto|"
    # Polish "Napisane przez" / "Napisał", as CMSs translate "Written by" (Joomla's article info)
    r"napisane|napisał|napisała|napisal|napisala)"
)
# The label a byline puts before the name with a colon, by language: "Author:", "Autorė:", "رپورٹ:" ...
_LABEL_WORDS = {
    "en": ["authors?", "reporter", r"(?:[\w-]+\s+)?desk"],
    "de/pl/cs/lt/lv/ro": [r"autor\w{0,3}", "tekst"],  # Autor, Autorin, Autorzy, Autorė, Autorius, Autors
    "pl": [r"rozmawia(?:ł|ła|li)"],  # "interviewed by": the interviewer writes the interview
    "de": [r"text und (?:bilder|fotos?)"],  # "Text und Bilder: Sandro Wyss": the writer, who took the pictures too
    # ...and so in other languages: Latvian, Lithuanian, Estonian, English, French, Spanish
    "lv/lt/et/en/fr/es": [
        r"teksts un foto",
        r"tekstas ir (?:nuotraukos|foto)",
        r"tekst ja fotod?",
        r"text (?:and|&) (?:photos?|pictures)",
        r"texte et photos?",
        r"texto y fotos?",
    ],
    "sv/da/no/de": ["text"],  # "Text: Karin Holm" (a magazine's, a Nordic site's credit; not without its colon)
    "fr/it": ["auteur", "autore"],
    "es/pt": ["texto"],
    "ms/id": ["penulis", "laporan"],  # "writer", "report"
    "ru/uk": ["автор", "текст и фото", "фото и текст", "текст", "беседовала?", "подготовила?", "записала?"],
    "tr": ["yazan", "yazar", "haber"],
    "zh/ja": ["作者", "记者", "記者", "撰文", "文"],
    "hi": ["लेखक"],
    "el": ["γράφει", "συνέντευξη", "κείμενο", "ρεπορτάζ"],  # "writes", "interview", "text", "report"
    "mk/sr/bg/sl/hr/sq": ["пишува", "пише", "piše", "shkruan"],  # "writes"
    "sr/sq/hy": ["аутор", "autori", "հեղինակ"],  # Serbian Cyrillic "author", Albanian "author", Armenian
    "fa": ["نویسنده"],
    "ckb": ["نووسەر"],  # Sorani "writer"
    "ar": ["كتب", "كتبت", "إعداد", "تقرير"],  # "wrote", "wrote" (f.), "prepared by", "report"
    "ur": ["رپورٹ", "تحریر"],  # "report", "writing"
    "th": ["เรื่อง", "ข่าว"],  # "story", "news"
    "lo": ["ນັກຂ່າວ", "ຂ່າວ", "ຂຽນໂດຍ"],  # Lao "reporter", "news", "written by"
    "hu": ["szerző", "írta"],  # Hungarian "author", "written by"
    "vi": ["tác giả", r"bài(?:\s+(?:và|&)\s+(?:hình|ảnh))?"],  # "author", "text" ("text and photos")
    "is/hr": ["texti", "piše"],  # Icelandic "text", Croatian "writes"
    "ka": ["ავტორი"],  # Georgian "author"
    "am": ["ዘጋቢ"],  # Amharic "reporter"
    "so": ["qore", "qoraa"],  # Somali "writer"
    "ga": ["údar"],  # Irish "author"
    "uz": ["muallif", "muxbir", "suhbatdosh"],  # Uzbek "author", "correspondent", "interviewer"
    "mn": ["сурвалжлагч", "зохиогч", "ярилцсан"],  # Mongolian "reporter", "author", "interviewed by"
    "be": ["аўтар", "тэкст"],  # Belarusian "author", "text"
    "ml": ["ലേഖകൻ", "ലേഖിക", "റിപ്പോർട്ട്"],  # Malayalam "writer" (m./f.), "report"
    "gu": ["લેખક", "અહેવાલ"],  # Gujarati "writer", "report"
    "km": ["អ្នកយកព័ត៌មាន", "អត្ថបទ"],  # Khmer "reporter", "text"
    "ps": ["لیکوال", "مرکه", "رپوټ"],  # Pashto "writer", "interview", "report"
    "eu": ["idazlea", "egilea", "testua"],  # Basque "writer", "author", "text"
    "cy": ["awdur"],  # Welsh "author"
    "mt": ["awtur"],  # Maltese "author"
}
# The "by" word before a name, by language (no colon): "By", "Von", "Na" (Swahili), "Ni" (Filipino) ...
_BY_WORDS = {
    "en": "by", "de": "von", "fr": "par", "es/pt": "por", "it": "di", "nl": "door", "sv/no": "av", "da": "af",
    "ro": "de", "sw": "na", "ms/id": "oleh", "tl": "(?-i:nina)|ni", "vi": "bởi", "ar": "بقلم", "th": "โดย", "he": "מאת",
    "hi": "द्वारा", "cy": "gan", "ca": "per", "pl": "przez", "cs": "napsala?", "it2": "da",
    # Georgian "interviewed by" (the interviewer is the author); Greek genitive article "Της/Του Ελένης Παππά"
    "ka": "ესაუბრა", "el": "της|του", "sl/hr": "od", "mt": "miktub minn|minn",
    # Uzbek "interviewed by"; Mongolian "journalist", "columnist", "interviewed by", "reporter" before the name
    "uz": "suhbatlashdi", "mn": "сэтгүүлч|нийтлэлч|ярилцсан|сурвалжлагч",
    "mg": "nosoratan['’]i",  # Malagasy "written by"
    "af": "deur", "lb": "vum|vun", "km": "ដោយ", "gu": "દ્વારા", "ha": "daga",
    "ht": "(?-i:Pa|pa)",  # Haitian, in its own case: "PA Media" is the British agency
    "lg/rw": "bya|yanditswe na",  # Luganda "by", Kinyarwanda "written by"
}  # fmt: skip
_LABEL = "(?:" + "|".join(w for words in _LABEL_WORDS.values() for w in words) + ")"
_BY = "(?:" + "|".join(_BY_WORDS.values()) + ")"
_BARE_BY = re.compile(rf"(?i:(?:{_CREDIT}\s+)?{_BY})[:.]?")  # "By", "Texto de": a label split from its name
_PREFIX = re.compile(
    # ("Live reporting by ...": a live page's writers)
    rf"^\s*(?:(?:(?:live\s+)?{_CREDIT}(?:\s*(?:,|&|and)\s*{_CREDIT})*\s+)?{_BY}\s*[:\-]?\s+|"
    # Chinese "記者王志明／高雄報導", "本报记者　张伟" (this paper's reporter): "reporter" before the name
    r"(?:本报|本報|新华社|新華社|中新社|中央社)?(?:記者|记者)\s*(?=\S)|"  # (an agency's reporter: "新华社记者 陈静")
    # Arabic "كتب -" / "كتبت:" (wrote), with its punctuation only: "كتب" alone is also "books" ("كتب جديدة ..."),
    # and before a name of two words or more that does not open with the article ("كتب - الأكثر مبيعا", "كتب -
    # قراءات": a books section's label, "best sellers", "readings")
    r"(?:كتبت|كتب)\s*[:\-–]\s*(?!ال)(?=\S+\s+\S)|"
    # Chinese "文/陈思远", "文｜陈思远", "作者/李明", "摄影／王五" (text by, author, photos by: a slash or a bar)
    r"(?:文|作者|撰文|采写|采访|記者|记者|图|圖|摄影|攝影)\s*[/／｜|]\s*(?=\S)|"
    # a labelled byline: "Author: Jane Roe", "Autor: ...", "Penulis: ...", "Автор: ...", "作者：...", or a
    # property table's "Author | Jane Roe" read as one line (exported notes and docs)
    rf"{_LABEL}\s*[:：՝]\s*|(?:authors?|autor|auteur)\s+(?=(?-i:[A-Z]))|аутор\s+(?=(?-i:[А-ЯЂЈЉЊЋЏ]))|"
    # Albanian "Nga:" (by), with its colon only: "Nga" is also a Vietnamese given name
    r"nga\s*:\s*|"
    # ...and a label whose colon an extractor dropped ("Текст Ольга Смирнова"), before a capitalised name
    rf"(?!text\s)(?:{_LABEL})\s+(?=(?-i:[A-ZА-ЯЁ])\w*\.?\s+(?-i:[A-ZА-ЯЁ])))",
    re.I,
)
# A photo credit as the byline ("Foto's: Kobus Nel", "Surat: Bekzod Ergashev"): a photo story's author is its
# photographer. Only as the whole byline's label; "Text: A, Photos: B" keeps A (the label splits there).
_PHOTO_LABEL = re.compile(
    r"^\s*(?i:photos?|photographs?|pictures?|fotos?|foto's|fotoen|fotografie|fotografias?|фото|фота|фотографии|surat|rasm|"
    r"ritratti|fotó|nuotraukos?|ඡායාරූප|انځورونه|انځور|grianghra(?:f|if|fanna)|ചിത്രങ്ങൾ|ചിത്രം|તસવીરો|તસવીર|"
    r"រូបថត|гэрэл зураг|φωτογραφίες|myndir|mynd|сүрөттөр|сүрөт|ຮູບພາບ|ພາບ|sawirro|sawir|àwòrán|aworan|"
    r"摄影|攝影|图片|圖片|写真|사진|تصوير|ছবি|picha|ảnh|ภาพ|عکس)\s*[:：=]\s*(?=\S)|"
    # Polish "Fot." (the abbreviation's dot instead of a colon)
    r"^\s*(?-i:Fot)\.\s*(?=\S)"
)
# An editor's label in a byline of several fields: the editor who handled the story did not write it
_EDITOR_LABEL = re.compile(
    r"^\s*(?i:editor|editora|editore|editado por|edited by|edição|redaktur|redaktor|redaktorka|editör|düzenleyen|"
    r"rédaction en chef)\s*(?:[:：]|\s+(?=[A-Z]))"  # the colon dropped by an extractor too ("Editor Maya Sari")
)
_SOURCE_CREDIT = re.compile(r"(?i)^\s*(?:theo|nguồn\s*:?)\s+(.+?)\s*$")
# "by" words that are also name particles or surnames: "Na Kyung-won", "De Smet", "Di Maio" keep them
# The word "author" over a name whose colon is gone ("Автор admin" in trafilatura's metadata); only the word
# itself, as "Text" or "Haber" can begin a name (and not Turkish "yazan", "written by": Yazan is an Arabic
# given name, "Yazan Al-Saadi")
_AUTHOR_WORD = re.compile(r"^(?i:authors?|autor\w{0,3}|auteur|autore|penulis|автор|yazar|作者|लेखक|نویسنده)\s+(?=\S)")
# One word in capitals, two to six letters: an agency's or a desk's initials ("NPK", "TASR"), not a person
_INITIALS = re.compile(r"[^\W\d_]{2,6}")
# Capitals each with its dot (the last one's may be cut): initials, where a name would be
_ONLY_INITIALS = re.compile(r"(?:[A-ZÀ-ÞА-ЯЁ]\.\s*)+[A-ZÀ-ÞА-ЯЁ]\.?")


def _initials(word: str) -> bool:
    # "TASR", and an agency's mixed-case initials: "UzA", "ToI" (two capitals in a word of six letters at most,
    # half its letters at least: "McKay", "LeBron", "DeVos" are surnames)
    capitals = sum(ch.isupper() for ch in word)
    return bool(_INITIALS.fullmatch(word)) and (
        word.isupper() or (capitals >= 2 and 2 * capitals >= len(word) and word[0].isupper())
    )


_PARTICLE_BY = re.compile(r"^\s*(?:de|di|da|na|ni|av|af|door|per|gan|od)\s+(\S+)\s*$", re.I)


def _strip_prefix(text: str) -> str:
    """The byline label taken off a name, unless the label word is the name's own first word."""
    # "Theo TTXVN" (Vietnamese "according to") credits an agency; "Theo Walcott" is a name
    source = _SOURCE_CREDIT.match(text)
    if source and _AGENCY_ALONE.fullmatch(source[1]):
        return source[1]
    particle = _PARTICLE_BY.match(text)
    if particle and not _AGENCY_ALONE.fullmatch(particle[1]) and not _initials(particle[1]):
        return text  # one word would be left: the "by" word belongs to a surname ("Av TT", "Av NPK": agencies)
    return _AUTHOR_WORD.sub("", _PREFIX.sub("", _PHOTO_LABEL.sub("", text)))


# "and" between two authors, by language. Written in lower case between capitalised names, so they are
# matched in lower case only: "Dan", "Og" or "I" can begin a name.
_AND_WORDS = {
    "da/no": "og", "sv": "och",
    "fi/et": "ja", "hu": "és", "ro": "și|şi", "pl/hr": "i", "cs/sk": "a", "lt": "ir", "lv": "un", "tr": "ve",
    "ms/id": "dan", "tl": "at", "sw": "na", "ru": "и", "uk": "та|і", "el": "και", "sq": "dhe",
    "eu": "eta", "hi": "और", "mr": "आणि", "bn": "এবং", "mt": "u",
    # Uzbek, Irish, Luxembourgish, Mongolian, Khmer, Gujarati, Malayalam, Belarusian
    "uz": "va", "ga": "agus", "lb": "an", "mn": "болон|ба", "km": "និង", "gu": "અને", "ml": "എന്നിവർ", "be": "і|ды",
    "ps/fa": "او|و", "si": "සහ", "my": "နှင့်|နဲ့",
    "ky/kk": "жана", "lo": "ແລະ", "so": "iyo", "yo": "àti|ati",
    "vi": "và", "bn2": "ও", "th": "และ", "mg": "sy", "af": "en", "ht": "ak", "pa": "ਅਤੇ", "ur": "اور", "lg": "ne",
}  # fmt: skip
_AND = "|".join(_AND_WORDS.values())
# (the Arabic comma "،" too: "أحمد سالم، هبة منصور")
_SPLIT = re.compile(rf"\s*(?:,|،|;|\||/|&|(?i:\b(?:and|und|et|y|e|en|with)\b)|(?<!\S)(?:{_AND})(?!\S))\s*")
# Chinese "刘畅和周雨桐": "and" written between two names without spaces (two characters on each side at least);
# not on a Japanese page: there 和 begins given names (佐藤和一郎)
_ZH_AND = re.compile(r"(?<=[\u4e00-\u9fff][\u4e00-\u9fff])[和与及](?=[\u4e00-\u9fff]{2,3}(?:$|[,，、\s]))")


def split_chinese_and(text: str) -> str:
    """ "刘畅和周雨桐" as "刘畅, 周雨桐" (not for a page in Japanese)."""
    return _ZH_AND.sub(", ", text)


# "Jonas Weber (jw)": the initials (or the agency) a byline adds in parentheses are not the name
# (a role in brackets after the name, full-width ones too, or left open where the page closes it in another element:
# "張志豪（成功大學都市計劃學系教授）")
_PARENS = re.compile(r"\s*[(（][^()（）]{1,30}(?:[)）]|$)")
# The newsroom's name as a byline's first word ("Redacția Joi, 3 decembrie 2026": the weekday of the date after it)
_NEWSROOM = frozenset(
    {"redacția", "redacţia", "redactia", "redaktion", "redacción", "redação", "redazione", "rédaction", "redakcja",
     "redakce", "redactie", "redaksi", "newsroom"}
)  # fmt: skip
# "Staff reporter", "our correspondent" in other languages: the newsroom, not a person (the label has none).
_NO_PERSON = frozenset({
    "our correspondent", "staff correspondent", "special correspondent", "own correspondent", "staff reporter",
    "নিজস্ব প্রতিবেদক", "স্টাফ রিপোর্টার", "নিজস্ব সংবাদদাতা",  # Bengali: own reporter, staff reporter
    "අපේ නියෝජිත", "අපේ නියෝජිතයා", "විශේෂ නියෝජිත",  # Sinhala: our correspondent, special correspondent
    "நமது நிருபர்", "நமது செய்தியாளர்", "சிறப்பு நிருபர்",  # Tamil: our reporter, special reporter
    "हमारे संवाददाता", "संवाददाता", "स्टाफ रिपोर्टर", "विशेष संवाददाता",  # Hindi
    "مراسلنا", "مراسل", "نامہ نگار", "اسٹاف رپورٹر", "خبرنگار",  # Arabic, Urdu, Persian
    "mwandishi wetu", "wartawan kami", "koresponden", "reporter kami",  # Swahili, Malay, Indonesian
    "প্রতিনিধি", "নিজস্ব প্রতিনিধি",  # Bengali: correspondent (a district's, unnamed)
    "โต๊ะข่าว",  # Thai: the news desk
    "本报记者", "本報記者", "特派员", "通讯员", "本社記者",  # Chinese, Japanese
    "本報社論", "本报社论", "社論", "社论", "社説", "사설",  # an editorial: Chinese, Japanese, Korean
    "собкор", "наш корреспондент", "власкор", "наш кореспондент",  # Russian, Ukrainian
    "haber merkezi", "haber merkezi̇",  # Turkish: the news desk
    "agencias", "agenzie", "agences", "agências", "agencies", "agenturen",  # "agencies" credited for a wire story
    "wakilinmu", "wakilanmu",  # Hausa: our correspondent(s)
    # "the editorial office" signing a brief: Polish, Czech, German/Nordic, Italian, French, Spanish,
    # Catalan, Portuguese, Dutch, Russian, Ukrainian, Hungarian, Finnish, Indonesian, Hebrew, Korean, Japanese, Chinese
    "redakcja", "redakce", "redaktion", "redaktionen", "redazione", "la redazione", "rédaction", "la rédaction",
    "redacción", "la redacción", "redacció", "la redacció",
    "redação", "redactie", "de redactie", "редакция", "редакція", "szerkesztőség",
    "toimitus", "toimetus", "redaksjonen", "redaksi", "redaksia", "מערכת", "편집국", "編集部", "编辑部",
    # Romanian (with and without its comma-below and cedilla t), Slovak, Serbian Latin, Croatian/Slovene
    "redacția", "redacţia", "redactia", "redakcia", "uredništvo", "redakshon",  # (Papiamentu)
    # Arabic: the editorial board, the newsroom, the sports (economy, culture) section
    "هيئة التحرير", "التحرير", "أسرة التحرير", "القسم الرياضي", "القسم الاقتصادي", "القسم الثقافي", "قسم الأخبار",
    # Luxembourgish, Afrikaans, Irish, Uzbek, Mongolian, Belarusian, Bosnian, Khmer, Gujarati
    "redaktioun", "d'redaktioun", "redaksie", "die redaksie", "an fhoireann", "tahririyat", "эрхлэгч", "рэдакцыя",
    "redakcija", "ការិយាល័យព័ត៌មាន", "તંત્રી વિભાગ",
    # an editorial's label where a byline would be: Swedish, Norwegian/Danish, English, French, Italian, German
    "ledare", "leder", "editorial board", "the editorial board", "éditorial", "editoriale", "leitartikel",
    # a press office signing a notice: English, Spanish/Galician, Portuguese, Italian, French, German
    "press office", "communications office", "gabinete de comunicación", "gabinete de prensa", "oficina de prensa",
    "assessoria de imprensa", "gabinete de comunicação", "ufficio stampa", "service de presse", "pressestelle",
})  # fmt: skip
# The role a byline gives after the name, in other languages ("Mikko Laine toimittaja", "Ana Pop, jurnalist").
_ROLE_WORDS = {
    "fi": ["toimittaja", "erikoistoimittaja", "uutistoimittaja", "reportteri", "kirjeenvaihtaja"],
    "sv/da/no": ["journalist", "redaktör", "redaktør", "korrespondent", "medarbejder", "reporter"],
    "de": ["redakteur(?:in)?", "korrespondent(?:in)?", "reporter(?:in)?", "autor(?:in)?"],
    "nl": ["verslaggever", "redacteur", "correspondent"],
    "fr": ["journaliste", "rédact(?:eur|rice)", "correspondant(?:e)?", "envoyée? spéciale?"],
    "es/pt/it": ["periodista", "redactora?", "corresponsal", "enviad[oa] especial", "jornalista", "repórter",
                 "correspondente", "giornalista", "redattore", "corrispondente", "inviat[oa]"],
    "pl/cs/ro": ["dziennikar(?:z|ka)", "redaktor(?:ka)?", "korespondent(?:ka)?", "reportér", "zpravodaj",
                 "jurnalist(?:ă)?", "redactor", "corespondent"],
    "hu": ["újságíró", "tudósító", "szerkesztő"],
    "lt": ["žurnalist(?:as|ė)", "korespondent(?:as|ė)"],
    "tr/ms/id": ["muhabir", "wartawan", "jurnalis"],
    # an editorial writer, a senior or guest reporter, a columnist: Korean, Japanese, Chinese
    "ko/ja/zh": ["논설위원", "논설실장", "주필", "선임기자", "객원기자", "칼럼니스트",
                 "論説委員", "編集委員", "评论员", "評論員"],
}  # fmt: skip
_ROLES = "(?:" + "|".join(w for words in _ROLE_WORDS.values() for w in words) + ")"
# A role and the place it reports from, no name: "Redakteurin Dresden", "Correspondent Lagos"
_ROLE_AND_PLACE = re.compile(rf"(?i:{_ROLES}|correspondent|editor|writer)\s+(?-i:[A-ZÀ-Þ][\w-]+)")
# A byline line that is a name and its role only: "Mikko Laine toimittaja", "Mikko Laine — toimittaja".
_NAME_ROLE_LINE = re.compile(rf"^(.{{3,60}}?)\s*[,|·•—–-]?\s+(?i:{_ROLES})$")
_TAIL = re.compile(
    # "political correspondent", "chief business reporter": lower-case words before the role go with it
    r"\s*(?:[-–—|,]\s*)?\b(?-i:(?:[a-z]+\s+){0,2})(?:staff (?:writer|reporter)|"
    r"senior (?:writer|editor|reporter|correspondent)|correspondent|contributor|columnist|reporter|editor|"
    r"special to .*|for .*|updated .*|published .*)$|"
    rf"\s*(?:[-–—|,]\s*)?\b{_ROLES}$|"
    # Korean and Japanese "reporter" after the name, and what the byline line goes on with (an address, "입력")
    r"\s*(?:기자|記者|特派員)(?:\s.*)?$|"
    # ...and Chinese "／高雄報導" (reporting from Kaohsiung) after it
    r"\s*[／/]\s*\S{0,10}(?:報導|報道|报道|报导)$",
    re.I,
)
# Month names of every language the date reader knows ("Machi 3" after a Swahili "Na Juma Mwangi,", "5 mars")
_MONTH_NAMES = "|".join(sorted(map(re.escape, MONTHS), key=len, reverse=True))
_DATEISH = re.compile(
    r"\d{4}|\d{1,2}:\d{2}|\b(?:am|pm|ago|updated|published|atualizado|actualizado|aktualisiert|aggiornato)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
    rf"[a-z]*\.?\s+\d{{1,2}}\b|\b(?:{_MONTH_NAMES})\.?\s+\d{{1,2}}\b|^\d{{1,2}}\s+[a-z]+$",
    re.I,
)
_GENERIC = {
    "staff", "admin", "administrator", "администратор", "administrador", "amministratore", "editor", "editors",
    "webmaster", "super user", "related stories", "related",  # CMS accounts (Joomla's), a related box's heading
    "newsroom", "news desk", "the editors", "web desk", "desk",
    "team", "author", "wires", "wire", "agencies",
    # the editors, the newsroom, our reporter: Zulu, Afrikaans, Malagasy, Vietnamese
    "abahleli", "intatheli yethu", "redaksie", "ny mpanoratra", "tòa soạn",
    # Vietnamese "editorial board", Chinese "this paper's report" (traditional, simplified): the desk, no person
    "ban biên tập", "本報訊", "本报讯",
    # Chinese "(this paper's) file photo", credited after "圖／" where a photographer's name would be
    "本報資料照片", "本报资料照片", "資料照片", "资料照片", "本報資料圖", "资料图",
    # a Q&A's kicker in the byline's place ("Intervju", "Entrevista"): the form, no one
    "interview", "intervju", "intervjuu", "entrevista", "intervista", "interjú", "intervyu", "интервју", "интервю",
    "интервью", "intervistë", "wywiad", "rozhovor",
    "staff reports", "staff report", "from staff reports", "wire reports", "staff and wire reports", "news services",
    "wire services", "editorial board", "the editorial board", "press release", "guest author", "anonymous",
    # a reader-submitted community item's credit (typed as a Person in its structured data too)
    "submitted", "contributed", "reader submitted", "community contributor",
}  # fmt: skip
# A letters page's label in its byline slot: no person, and the readers who sign the letters under it are not the
# page's authors either
_LETTERS = frozenset({
    "letters", "letters to the editor", "readers' letters", "your letters", "brieven", "lezersbrieven",
    "leserbriefe", "cartas", "cartas al director", "cartas de los lectores", "lettres", "courrier des lecteurs",
    "lettere", "lettere al direttore", "listy", "insändare", "cartes dels lectors",
})  # fmt: skip
_GENERIC |= _LETTERS


def letters_page(title: str | None, byline: Iterable[str]) -> bool:
    """Whether the page is labelled a letters page: its headline opens with the label ("Letters: Snow routes, ...",
    "Brieven: de dorpsbibliotheek, ..."; not "Letter: ...", one reader's), or its byline (or the kicker over the
    headline, which the caller adds to it) is the label alone."""
    lead, colon, _ = (title or "").partition(":")
    return bool(colon and " ".join(lead.split()).casefold() in _LETTERS) or any(
        " ".join(line.split()).casefold() in _LETTERS for line in byline
    )


# A news agency after a reporter's name ("JANE ROE Associated Press", "Jane Roe, Reuters") is not part of it.
_AGENCY = re.compile(
    r"(?<=\S)\s*(?:[-–—|,/]\s*|\s(?:of|for)\s+)?\b(?:the\s+)?(?:associated press|ap|reuters|afp|agence france-presse|"
    r"bloomberg(?: news)?|dpa|upi|the canadian press|press association|pa media|efe|ansa|kyodo(?: news)?|xinhua|"
    r"tass|anadolu(?: agency)?|aap|cnn wire)$",
    re.I,
)
# India's agencies in the scripts of its languages: PTI, ANI, IANS (Tamil, Hindi), PTI's Hindi "Bhasha"
_INDIAN_AGENCIES = "பிடிஐ|ஏஎன்ஐ|ஐஏஎன்எஸ்|पीटीआई|एएनआई|आईएएनएस|भाषा"
# An agency as the whole byline ("AFP", "Reuters"): an organisation, not a person (authors are people).
_AGENCY_ALONE = re.compile(
    r"(?:the\s+)?(?:associated press|ap|reuters|afp|agence france-presse|bloomberg(?: news)?|dpa|upi|"
    r"the canadian press|press association|pa media|efe|ansa|kyodo(?: news)?|xinhua|tass|anadolu(?: agency)?|aap|"
    r"cnn wire|"
    # national agencies: Nordic, Benelux, Central European, Iberian, Greek, Asian, Ukrainian
    r"tt|ntb|ritzau|stt|anp|belga|apa|sda|keystone-sda|pap|čtk|ctk|tasr|mti|lusa|ana-mpa|απε-μπε|απε|ttxvn|"
    r"vna|jiji(?: press)?|yonhap|cna|pti|ians|app|bernama|antara|ukrinform|уніан|укрінформ|ria novosti|"
    r"риа новости|интерфакс|interfax|"
    # Central Asian, Caucasian and Mongolian national agencies
    r"kazinform|казинформ|kabar|кабар|khovar|ховар|montsame|монцамэ|akipress|акипресс|uza|уза|dunyo|дунё|"
    r"azertac|азертадж|armenpress|арменпресс|тасс|итар-тасс|унн|"
    # Southern Africa's
    r"i-ana|african news agency|sapa|"
    # Nepal's RSS and Ethiopia's ENA in their own scripts; dpa's regional services ("dpa/lni": Lower Saxony)
    r"रासस|रा\.स\.स\.|ኢዜአ|lni|lby|lsw|lnw|lhe|lrs|lbn|"
    # Latin American, Iberian and Italian agencies
    r"télam|telam|noticias argentinas|na|notimex|prensa latina|agência brasil|agencia brasil|estadão conteúdo|"
    r"estadao conteudo|folhapress|europa press|acn|agència catalana de notícies|adnkronos|agi|askanews|lapresse|"
    # Arab national agencies: WAM, MENA, MAP, SPA, Petra, QNA, KUNA, SANA
    # ...and the Maghreb's: TAP (Tunisia, "وات"), APS (Algeria, "واج"), the Mauritanian agency ("وما")
    rf"وام|أ ش أ|أ\.ش\.أ|و م ع|و\.م\.ع|واس|بترا|قنا|كونا|سانا|وات|واج|وما|وكالات|{_INDIAN_AGENCIES})",
    re.I,
)
# A place and the agencies a story is compiled from, as Arabic papers credit it: "القاهرة - وكالات"
_DATELINE_CREDIT = re.compile(
    r"^\S+(?:\s\S+)?\s*[-–—]\s*(?:وكالات|\(?أ\s?ف\s?ب\)?|رويترز)$"
    # ...and India's: "नई दिल्ली, भाषा", "சென்னை, பிடிஐ" (a place and the agency)
    rf"|^\S+(?:\s\S+)?\s*[,،-]\s*(?:{_INDIAN_AGENCIES})$"
)
# A share bar's links read as one line ("Facebook X WhatsApp"): trafilatura's author guess picks them up under
# the headline of an unsigned story. Networks and share verbs only, so no person's name is all of them.
_SHARE_WORDS = frozenset({
    "facebook", "x", "twitter", "whatsapp", "linkedin", "telegram", "pinterest", "reddit", "messenger", "viber",
    "bluesky", "threads", "mastodon", "vk", "weibo", "wechat", "line", "email", "e-mail", "mail", "print", "share",
    "copy", "link", "sms",
    # "share" in other languages (it, es, pt, fr, de, tr, id, nl, pl, ru, cs, hu, sv/da/no, fi, ro)
    "condividi", "compartir", "compartilhar", "partager", "teilen", "paylaş", "bagikan", "delen", "udostępnij",
    "поделиться", "sdílet", "megosztás", "dela", "jaa", "distribuie", "вконтакте", "vkontakte", "одноклассники",
    "odnoklassniki", "дзен",
    # "print" (de, es/pt, fr, it, nl, pl, ru, cs, hu, fi, tr, id)
    "drucken", "imprimir", "imprimer", "stampa", "afdrukken", "drukuj", "печать", "tisk", "nyomtatás", "tulosta",
    "yazdır", "cetak",
})  # fmt: skip
# Words a byline holds beside its names that are no one: weekdays ("Wanjiru Kamau, Friday"), a label left alone
# ("Publiziert", "Text"), a release's or a desk's word in Greek and Thai ("Δελτίο Τύπου": press release,
# "กองบรรณาธิการ": the editorial board). (Not the Hebrew desk "מערכת החדשות": read as a desk, holdout35's numbered
# list story loses its only evidence and is dropped as a list, worse than a desk credited as its author.)
_NOT_NAMES = frozenset({
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "montag", "dienstag", "mittwoch",
    "donnerstag", "freitag", "samstag", "sonntag", "publiziert", "published", "aktualisiert", "updated", "text",
    "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat",  # a date line's weekday ("Fri, December 4")
    "δελτίο τύπου", "กองบรรณาธิการ", "ข่าว กองบรรณาธิการ",
})  # fmt: skip
_WEEKDAYS = frozenset(
    w for w in _NOT_NAMES if w.endswith(("day", "tag", "woch")) or w in ("mon", "tue", "wed", "thu", "fri", "sat")
)
# A given name and the family name's initial (Algerian and Malagasy papers' "Karim B.", "Tiana R.")
_INITIAL_SURNAME = re.compile(r"^[^\W\d_][\w'-]+\s+[A-ZÀ-Þ]\.$")
# "Dr. Helen Okafor" is Helen Okafor: the same person bylined without her title elsewhere.
HONORIFIC = re.compile(
    # (Lithuanian "doc. dr.", a docent and doctor, before the name)
    r"^(?:(?:(?i:dr|prof|mr|mrs|ms|mx|sir|dame|dkt|bi|bw|cllr|rev|revd)\.?\s+|Pr\.?\s+(?=[A-Z])|(?i:doc)\.?\s+(?=(?i:dr)\b)|"
    # Malaysian honours and Khmer titles before the name ("Datuk Dr Zainal ...", "បណ្ឌិត កែវ វណ្ណា": doctor)
    r"(?i:datuk(?:\s+seri)?|datin|dato['’]?(?:\s+sri)?|tan\s+sri|puan\s+sri)\s+(?=[A-Z])|(?:បណ្ឌិត|លោកស្រី)\s+|"
    # Spanish and Latin American titles, with their dot: "Mtra.", "Lic.", "Ing.", "Dra."
    r"(?i:mtra|mtro|dra|lic|licda|ing|arq|ds|me)\.\s*)+(?=\S)|"
    # Hindi and Nepali "डॉ.", "डा.", "प्रा.", Bengali "ড.", "ডা.", Persian "دکتر", "مهندس" (doctor, engineer)
    # (a dot or a space after it: "प्राची", "ডালিয়া" are names that begin with those letters)
    # (Arabic "د" for doctor without its dot too, before a name of two words at least: no name is that letter)
    r"(?:(?:डॉ|डा|प्रा|प्रो|ড|ডা|ডঃ)(?:\.\s*|\s+)|(?:دکتر|مهندس)\s+|د\.\s*|د\s+(?=\S+\s+\S))+(?=\S)|"
    # Thai academic and medical titles ("ผศ.ดร." assistant professor and doctor), with their dot or as a word
    r"(?:(?:ศ|รศ|ผศ|ดร|นพ|พญ|ทพ)(?:\.\s*|\s+))+(?=\S)|"
    # an office the signer holds, before a whole name ("Commissioner Ray Ortega" signs a county's column); not
    # "Sheriff" or "Senator", given names in Sierra Leone, the Gambia and Nigeria ("Sheriff Mohamed Kamara")
    r"(?i:commissioner|mayor|councill?or|council(?:man|woman|member)|sen\.|rep\.|representative|"
    r"governor|gov\.|judge|alderman|alderwoman|supervisor|superintendent)\s+(?=[A-Z][\w.'-]*\s+[A-Z])|"
    # a cleric's or a scholar's title before a whole name: "Rabbi Dr. ...", "Card. ...", "Giani Baljit Singh",
    # "Протоиерей Николай Вершинин" (archpriest), Italian "don", "suor"; the names' own capitals follow
    r"(?:(?i:rabbi|rebbetzin|mufti|imam|maulana|allama|father|fr\.|sister|pastor|bishop|archbishop|cardinal|card\.|"
    r"msgr\.|mons\.|monsignor|giani|bhai|протоиерей|иерей|священник|диакон|протодиакон|игумен|игумения|"
    r"архимандрит|иеромонах|епископ|архиепископ|митрополит|монахиня|протопресвитер)|(?:don|padre|fra|suor))"
    r"\s+(?=[A-ZА-Я][\w.'-]*\s+[A-ZА-Я])|"
    # ...and in scripts without capitals: Hebrew "הרב" (rabbi), Urdu "ڈاکٹر", "مفتی", "مولانا", "علامہ"
    r"(?:הרב|הרבנית|ڈاکٹر|مفتی|مولانا|علامہ|ዶር)\s+(?=\S+\s+\S))"
)
# Organisations, not people: "National Wire Service", "Plains Daily staff", "Metro News Network".
_OFFICE_OF = r"^(?:the\s+)?(?:office|department|dept\.|division|directorate|ministry|secretariat)\s+(?:of|for)\s"
_OFFICE_KIND = r"(?:communications|public affairs|media relations|public relations|news service|news office)$"
_INSTITUTION = rf"{_OFFICE_OF}|(?:^|\s){_OFFICE_KIND}"
# ...the whole of a byline, nothing else in it ("Office of Communications", "University Communications"; not
# "Jane Roe - News Office", "Office of the Provost, Jane Roe"): up to two words before an office's kind
_INSTITUTION_ONLY = re.compile(rf"{_OFFICE_OF}\s*[^,;|/\-–—]+$|^(?:[^\W\d_]+\s+){{0,2}}{_OFFICE_KIND}", re.I)
_ORG = re.compile(
    r"\S\s+(?:(?:news|wire|press) )?(?:services?|agency|wire|network|staff(?: reports?)?|studios?|(?:news)?desk|team|"
    r"bureau|newsroom|syndicate|syndication|(?:public )?library|museum)$|"
    # a desk in one word ("Bizdesk", "Newsdesk"); a paper's reporter or correspondent by role (Bengali "ক্রীড়া
    # প্রতিবেদক", sports reporter; Hindi and Nepali "... संवाददाता"), a desk in Tamil ("சினிமா டெஸ்க்")
    r"^(?i:[a-z]+desk)$|(?:প্রতিবেদক|संवाददाता|प्रतिवेदक|டெஸ்க்)$|"
    # "the newsroom" in other languages, alone or at the end of a compound ("Debattredaktionen", "La Rédaction")
    r"(?:redaktion(?:en)?|redactie|rédaction|redacción|redacció|redazione|redakce|redakcja|redação|редакция|редакции|"
    r"redaksi|haber merkezi|redac[țţt]ia|redakcia)$|"
    # a paper, an agency or a broadcaster by its kind's word at the end of its name (Korean, Japanese, Chinese,
    # Arabic): "남도신문", "누리뉴스", "越後新聞", "新华社", "القاهرة - وكالات" (agencies, after a dateline)
    # an agency by its kind's word first: "Agence Ouest Infos", "Agencia Sur", "Agenzia Nord", "Agentur Süd"
    r"^(?:agence|agencia|agenzia|agentur|agência|agentschap)\s|"
    # ...and a named paper's newsroom: "Redacción El Vigía", "Redaktion Rheinblick"
    r"^(?:redacción|redação|rédaction|redaktion|redazione|redacció|redactie)\s|"
    # a press agency by its kind's word: "The Canadian Press", "La Presse canadienne"
    r"^the\s.+\spress$|^la presse\s|"
    # a press office ("Pressestelle IKW", "Ufficio stampa Comune di Bari"): an institution's desk, no person
    r"^(?:pressestelle|press office|pressebüro|presseamt|ufficio stampa|service de presse|oficina de prensa|"
    r"gabinete de prensa|assessoria de imprensa|persbureau|biuro prasowe|пресс-служба|прес-служба|basın bürosu)"
    r"(?!\w)|"
    # a German office in one word ("Hauptamt", "Ordnungsamt", "Standesamt") and a body with its article ("Der
    # Vorstand", "Die Geschäftsstelle"): a municipal gazette's or a club's credit, no person
    r"^[A-ZÄÖÜ][a-zäöüß]+amt$|^(?-i:Der|Die)\s+[A-ZÄÖÜ][a-zäöüß]+$|"
    # an institution's office or department ("Office of Communications", "Department of Public Affairs",
    # "University Communications", "Media Relations"): a university's or a ministry's news credit, no person
    rf"{_INSTITUTION}|"
    # a paper's editorial board ("The Herald Editorial Board"), and a partner outlet by its kind's last word after
    # a word or more ("Front Range Report", "Valley News", "Signal News"; a person's name ends otherwise)
    r"\seditorial board$|^\S+(?:\s+\S+)*\s(?:report|news|times|journal|gazette|tribune|chronicle|ledger|bulletin)$|"
    # "Shirika la Habari la Pwani" (Swahili), "خبرگزاری ..." (Persian), "โต๊ะข่าว..." (Thai), "Meja Kewangan"
    # (Malay): an agency or a desk
    r"^(?:shirika la habari|خبرگزاری|โต๊ะข่าว|meja\s)|"
    # an Urdu desk ("نیوز ڈیسک", "ویب ڈیسک": news desk, web desk)
    r"\sڈیسک$|"
    r"(?:신문|뉴스|일보|통신|방송|新华社|新華社|通讯社|通訊社|报社|報社|新聞|新闻|日報|日报|晚报|時報|时报|通信|通信社|新聞社|電視台|电视台|テレビ|放送|وكالات|"
    # ...or its editorial department ("ひだまり編集部", "小树苗报编辑部")
    r"編集部|编辑部|編輯部|編集局|编辑室)$",
    re.I,
)
# A role after a comma, capitalised or not: "Jane Roe, Health Reporter", "Omar Haddad, Senior Editor".
_ROLE_PART = re.compile(
    r"^(?:[\w'-]+\s+){0,3}(?:reporter|correspondent|editor|writer|columnist|contributor|photographer|producer|"
    r"analyst|critic|journalist|archivist|librarian|curator|historian|manager)s?$",  # (a library's, a site's staff)
    re.I,
)
# ...and a guest writer's office at a company after it: "Nicolas Besson, CEO de Dataplume", "Jane Roe, co-founder
# of Acme", "Anna Schmidt, Geschäftsführerin der Muster GmbH"
_COMPANY_ROLE_PART = re.compile(
    r"^(?:co-?)?(?:ceo|cto|cfo|coo|pdg|founder|fondat(?:eur|rice)|cofondat(?:eur|rice)|président(?:e)?|chairman|"
    r"chairwoman|managing director|directeur|directrice|geschäftsführer(?:in)?|gründer(?:in)?|fundador(?:a)?|"
    r"director(?:a)? general|consejer[oa] delegad[oa]|"
    # a C-suite title spelled out: "Hannah Weiss, Chief Medical Officer, Northbrook Health"
    r"(?:executive\s+)?(?:vice\s+)?(?:president|chief\s+(?:\w+\s+){0,2}officer))\b"
    # ...of a company: "CEO de Dataplume", "co-founder of Acme" (not "CEO Jane Roe": a person after her office)
    r"(?:\s*$|.*\s(?:of|at|de|du|des|der|bei|von|chez|da|do|di)\s)",
    re.I,
)
# In Latin scripts a name's words are capitalised, except its particles: a part with another lower-case
# word is a role or a phrase ("envoyée spéciale à Grenoble", "Thứ ba" = Tuesday), not a person.
_PARTICLES = frozenset(
    {"de", "da", "do", "dos", "das", "del", "della", "degli", "di", "van", "von", "der", "den", "ten", "ter", "la",
     "le", "les", "du", "des", "bin", "bint", "ibn", "abu", "ben", "al", "el", "y", "e", "zu", "los", "las", "st",
     "af", "av", "d", "l", "o", "'t", "ap", "ab", "ferch",
     # Filipino surnames: "Juan dela Cruz", "Jose delos Reyes"
     "dela", "delos", "delas"}
)  # fmt: skip
_LATIN_WORD = re.compile(r"^[A-Za-z\u00c0-\u024f\u1e00-\u1eff'’.-]+$")


def _lowercase_phrase(name: str) -> bool:
    words = [w for w in name.split() if _LATIN_WORD.match(w)]
    if not words or len(words) < len(name.split()):
        return False  # another script (no letter case), or mixed: not this rule's to judge
    # "al-Sharif", "d'Alembert": a particle glued to the name by a hyphen or an apostrophe
    return any(w[0].islower() and re.split(r"[-'’]", w.casefold().strip("."))[0] not in _PARTICLES for w in words)


# One word after a comma that follows a full name is the dateline's place, not a second author (a second
# author has a full name too): "राहुल शर्मा, लखनऊ", "Jane Roe, Washington".
_DATELINE = re.compile(r"^([^,;|&]*\S\s+[^,;|&]*\S),\s*[^\s\d,;|&.]+\.?$")
MAX_AUTHORS = 8
# A labelled author inside a line of other labels: "2024-03-18 来源：东方日报　作者：李明".
_LABELLED_IN_LINE = re.compile(rf"(?:^|[\s\u3000|·•]){_LABEL}\s*[:：]\s*([^\u3000|·•]+)", re.I)
_NEXT_FIELD = re.compile(r"\s+[^\W\d_][\w-]*\s*[:：]\s")
_BY_AFTER_DATE = re.compile(r"\s(?:by|von|par|por|od|av|af|door|deur|vum|vun)\s+(\S.{2,80})$", re.I)
_NAME_BEFORE_DATE = re.compile(r"^(.{3,60}?)\s*(?:\s[|·•—–-]\s|,\s)\s*(.+)$")
# ...or with nothing between them but a space, the date beginning with its day: "Elif Şahin 2 Aralık 2026 Çarşamba"
_NAME_THEN_DATE = re.compile(r"^(.{3,60}?)\s+(\d.+)$")
# Two to four capitalised words (initials and particles allowed): a person's name, not "Newsroom".
# a capital of the Latin, Cyrillic (Ukrainian's Є, І, Ї, Ґ too) or Greek alphabet, accented or not
_CAP = r"[A-ZÀ-ÞА-ЯЄІЇҐΑ-ΩΆΈ-Ώ][\w'’.-]*"
_NAME = re.compile(rf"{_CAP}(?:\s+(?:{_CAP}|de|da|van|von|der|la|le|di)){{1,3}}")
# ...and with the capitals of Latin Extended-A and B too (Turkish Ş, Ğ, İ, Polish Ł, Ś, Ż, Czech Č, Ř, Romanian
# Ș, Ț, Đ), for the lines under the headline; a name alone at a text's end keeps the narrower pattern (a related
# box's "İlgili Haberler" or a teaser's byline there are names to it), whose last word is capitalised
_EXT_CAPITALS = "".join(ch for ch in map(chr, range(0x100, 0x250)) if ch.isupper())
_WIDE_CAP = rf"[A-ZÀ-Þ{_EXT_CAPITALS}А-ЯЄІЇҐΑ-ΩΆΈ-Ώ][\w'’.-]*"
_WIDE_NAME = re.compile(rf"{_WIDE_CAP}(?:\s+(?:{_WIDE_CAP}|de|da|van|von|der|la|le|di))*\s+{_WIDE_CAP}")


_LOWER_ROLE = re.compile(r"[a-zß-öø-ÿ]{4,}")
# ...but a credit for pictures or a video before a name is that person's, who did not write it ("photos Tom Poe")
_CREDIT_WORD = re.compile(
    r"(?:photos?|photographs?|pictures?|fotos?|foto's|fotografie|bilder?|video|videos|grafik|illustrations?|"
    r"graphics|drawings?|karikatur)"
)


def _without_leading_role(name: str) -> str:
    """A name without the role written before it in lower case ("meteorolog Anna Berg", "seismolog Karin Holm",
    "staff writer Jane Roe"): one or two such words (not name particles) before a full capitalised name."""
    words = name.split()
    lead = 0
    while lead < 2 and lead < len(words) - 2 and _LOWER_ROLE.fullmatch(words[lead]) and words[lead] not in _PARTICLES:
        if _CREDIT_WORD.fullmatch(words[lead]):
            return name  # (left for the lower-case test to refuse)
        lead += 1
    rest = " ".join(words[lead:])
    return rest if lead and _NAME.fullmatch(rest) else name


def _uncased_short(site: str) -> bool:
    return len(site) == 3 and all(ch.isalpha() and not ch.isupper() and not ch.islower() for ch in site)


def _within(part: str, whole: str) -> bool:
    """`part` as whole words of `whole`: "news" is in "news desk", not in "andrews newsome"."""
    return re.search(rf"(?<!\w){re.escape(part)}(?!\w)", whole) is not None


# A numeric date and what follows it on a byline line ("27/11/2026 06h00", "2026-11-27 08:15")
_TRAILING_TIME = re.compile(r"(?i)[\s,|·]+(?:\w{1,6}[\s-])?\d{1,2}[:.h]\d{2}\s*(?:uhr|am|pm|h)?\.?$")
_NUMERIC_DATE = re.compile(
    r"\s*(?<!\d)(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}[/.-]\d{1,2}[/.-]\d{1,2})(?!\d)"
    r"(?:,?\s*\d{1,2}[:h.]\d{2}(?:\s*(?:uhr|am|pm|h)\b)?)?",
    re.I,
)


_CJK_REPORTERS = re.compile(r"([\u4e00-\u9fff]{2,4}(?:\s+[\u4e00-\u9fff]{2,4})*)\s*(?:报道|報導|报导)")
_THAI_WRITER = re.compile(r"^(?:ผู้เขียน|เขียนโดย)\s*:?\s*")
# a source's label where a byline would be (en, pl, es, pt/it, de, fr, ru, tr, vi, id, nl)
_SOURCE_LABEL = re.compile(
    r"(?i)^(?:(?:source|sources|źródło|fuente|fonte|quelle|источник|kaynak|nguồn|sumber|bron)\s*[:：]|"
    # (a dropped colon: only the words no name begins with)
    r"(?:źródło|fuente|quelle|источник|kaynak|nguồn)\s)"
)


_DEGREE = re.compile(r"(?:[A-Z][a-z]{0,2}\.){1,3}[A-Z]?[a-z]{0,3}\.?")  # "M.Si.", "S.H.", "Ph.D."; not "J. Wu"
_COMPILED = re.compile(r"(?i:oprac(?:owanie|ował[a]?)?)\.?\s+[A-ZŁŚŻŹĆŃ]{1,4}")


_CAPS_PLACE_LEAD = re.compile(r"^\s*([^\W\d_]{3,}(?:\s+[^\W\d_]+){0,2})\s+[-–—]\s+(?=\S)")


# A desk named by what it is, whose beat follows without a space: Lao and Thai "news team", "editorial office"
_DESK_OPENINGS = ("ທີມຂ່າວ", "ทีมข่าว", "ກອງບັນນາທິການ", "กองบรรณาธิการ")
# An author card's heading before the writer's name ("About Meg Callister", "À propos de Jeanne Roy")
_ABOUT = re.compile(r"^(?:about|à propos de|über|sobre|acerca de)\s+(?=(?-i:[A-ZÀ-Ý]))", re.I)
# A credit for the pictures after the writer's name in one line, no separator ("par Élise Marchetti Illustrations :
# Paul Dorval"): the byline ends there
_ILLUSTRATION_WORDS = r"illustrations?|ilustraci[oó]n(?:es)?|illustrazion[ei]"
_MID_PICTURE_CREDIT = re.compile(
    rf"\s+(?=(?i:photos?|photographs?|fot[oó]s?|foto's|fotografie|bilder?|фото|світлини|{_ILLUSTRATION_WORDS})\s*[:：])"
)
_CREDIT_JOINERS = frozenset(
    {"und", "and", "et", "y", "e", "och", "og", "en", "i", "a", "&", "+", "и", "та", "і", "un", "ir", "ja"}
)


def _before_picture_credit(text: str) -> str:
    """`text` up to a pictures' credit that follows a name; whole where the credit is shared ("Text und Bilder:
    Sandro Wyss": one person wrote and photographed) or opens it."""
    head = _MID_PICTURE_CREDIT.split(text, maxsplit=1)[0]
    words = head.split()
    return head if words and words[-1].casefold() not in _CREDIT_JOINERS and head != text else text


# ...and the drawings' credit as a field of its own beside the writer's ("Illustrations : Paul Dorval")
_ILLUSTRATOR_LABEL = re.compile(rf"^\s*(?i:{_ILLUSTRATION_WORDS})\s*[:：]")


def clean_authors(values: Iterable[str], site_names: Iterable[str] = (), *, in_and: bool = True) -> list[str]:
    """Split, clean and deduplicate author strings, dropping the site's own names and non-names.

    `in_and`: " in " between two full names may be Slovenian "and" (False on a page declared in another
    language: "Chris McGreal in Des Moines" is a reporter and the place they file from)."""
    sites = {s.casefold().strip() for s in site_names if s and s.strip()}
    # a site's display name with a number ("Highveld24"), without it: a guess cut from "Highveld24 Wire"; not a
    # host's label ("sarah123" of sarah123.blogspot.com, whose blogger signs "Sarah")
    unnumbered = {re.sub(r"\d+$", "", s.strip()).casefold() for s in site_names if s and s.strip()[:1].isupper()}
    out: list[str] = []
    seen: set[str] = set()
    values = list(values)
    for value in values:
        if not isinstance(value, str) or (len(values) > 1 and _ILLUSTRATOR_LABEL.match(value)):
            continue
        # ("By  Chinedu Okafor , Abuja": a theme's spaces before the comma, whose place after it is no author)
        text = re.sub(r"\s+([,;])", r"\1", " ".join(value.split()))
        text = _before_picture_credit(text).replace("ዶ/ር", "ዶር")  # (Ethiopic "Dr", whose slash splits no names)
        if text.startswith(("http://", "https://", "www.")) or re.fullmatch(r"\S+@\S+", text):
            continue  # a profile URL or an address, not a name
        if _DATELINE_CREDIT.search(text):
            continue  # "القاهرة - وكالات": a dateline and "agencies", no person
        text = _THAI_WRITER.sub("", text)  # "ผู้เขียน วิไลวรรณ ศรีสุข": Thai "writer", no colon, no case
        source = _SOURCE_LABEL.match(text)
        if source:
            # "Źródło: PAP", "Source: Reuters": where the story came from, not who wrote it; a name after it in
            # the same byline stays ("Quelle: dpa / Anna Schmidt")
            rest = re.split(r"\s*[/|;,]\s*", text[source.end() :], maxsplit=1)
            if len(rest) < 2:
                continue
            text = rest[1]
        # "Jane Roe 27/11/2026 06h00", "27.11.2026, 08:15 Uhr | Von Jane Roe": the date off before "/" splits
        # it into names and before the "by" word is looked for
        label = _DATE_LABEL_START.match(text)
        if label and human_date(text[label.end() :]):
            continue  # "প্রকাশ: ২৯ নভেম্বর ২০২৬": a publication label and its date, no one
        text = _without_trailing_date(_NUMERIC_DATE.sub(" ", text).strip(" |,;·•-–—"))
        text = _TRAILING_TIME.sub("", text)  # "Marija Borg fil-11:15", "Jane Roe at 9:30 am": when, not who
        # "TERRENCE BALDWIN AP Business Writer": the wire's role after the name, no comma; "Kevin Brandt, Community
        # Contributor Posted Thu": when the post went up, glued to the byline
        text = _OUTLET_TAIL.sub("", _POSTED_TAIL.sub("", _WIRE_ROLE.sub("", _EDITED_TAIL.sub("", text))))
        if " em " in text and not _NAME.fullmatch(text):
            text = _EM_CATEGORY.sub("", text)
        # "論説委員・中村恵子", "聞き手・高田美咲": a Japanese role before the name; "写真・" credits a photographer
        role = _JA_ROLE.match(text)
        if role:
            if role.group(1) in _JA_PHOTO:
                continue
            text = text[role.end() :]
        unprefixed = _strip_prefix(_PARENS.sub("", text))
        if _INSTITUTION_ONLY.match(unprefixed.strip()):
            continue  # "Department for Education": before its "for ..." is cut as a role's tail
        text = _AGENCY.sub("", unprefixed)  # "Jane Roe, Reuters": before the split
        joined = not re.match(r"\s*(?:[-–—|,/]|(?:of|for)\s)", unprefixed[len(text) :])
        if text != unprefixed and joined and len(text.split()) < 2:
            continue  # "Heartland Press Association": an organisation named with an agency's words, not a person
        text = _DATELINE.sub(r"\1", text)  # "Jane Roe, Lucknow": the place the story was filed from
        place = _CAPS_PLACE_LEAD.match(text)
        if place and place.group(1).isupper() and _WIDE_NAME.fullmatch(text[place.end() :].strip()):
            text = text[place.end() :]  # "ESKİŞEHİR - Haluk Ersoy": the place in capitals, then the reporter
        text = _UNCASED_DATELINE.sub(r"\1", text)  # "আবদুল করিম, রাজশাহী": one uncased word after a name
        # each author of "Julian Borger in Washington and Patrick Wintour in Kyiv" files from a place
        text = ", ".join(_in_place_or_and(part, in_and) for part in _SPLIT.split(text)) if " in " in text else text
        # "周涛 何静 报道": Chinese reporters' names side by side, then "report"
        cjk = _CJK_REPORTERS.fullmatch(text)
        if cjk:
            text = ", ".join(cjk.group(1).split())
        # "Juliana Prado, g1 Campinas e Região": the outlet's regional desk after a comma, whose "e" is no
        # second author's "and"
        # (not "Joe Harrington and Tom Poe" on joe.test: a person's name there is the site's too)
        chunks = text.split(",")
        text = ",".join(chunks[:1] + [c for c in chunks[1:] if not _outlet_desk(c, sites)])
        named = len(out)  # a degree follows a name of this value ("Hendra Kusuma, M.Si."): "J.M.R." alone is initials
        for index, part in enumerate(_SPLIT.split(_split_wa(text))):
            # (a company office only after a name: "By Founder & CEO Jane Roe" names her after it)
            office = index > 0 and _COMPANY_ROLE_PART.match(part.strip(" .:-–—()"))
            if _ROLE_PART.match(part.strip(" .:-–—()")) or office:
                continue  # the role after the name, before the role-word cleaning leaves "Health" of it
            if _PHOTO_LABEL.match(part):
                continue  # "Jane Roe | Photo: Tom Poe": the photographer of a byline that names its writer
            if _EDITOR_LABEL.match(part):
                continue  # "Penulis: Jane Roe | Editor: Tom Poe": the editor is not an author
            if _POSTED.match(part.strip()):
                continue  # "Eleanor Brandt · Posted Wed, Dec 2": when it went up, no one
            raw = _TAIL.sub("", _AGENCY.sub("", _strip_prefix(part)))
            name = raw.strip(" .:-–—()[]\"'")
            if _INITIAL_SURNAME.search(raw.rstrip()):
                name += "."  # "Karim B.": the family name's initial keeps its dot, as the byline prints it
            name = _without_leading_role(HONORIFIC.sub("", _ABOUT.sub("", name)))
            key = name.casefold()
            if (
                not name
                or key in seen
                or key in sites
                or key in _GENERIC
                or key.lstrip("-–— ") in _NO_PERSON
                or key.startswith(_SPECIAL_TO)  # a contributor's credit, no name
                or key.startswith(_DESK_OPENINGS)  # "ທີມຂ່າວກິລາ", "ทีมข่าวภูมิภาค": the (sports, regional) news team
                # "Redacția Joi" (the newsroom, and the date's weekday glued to it): no person
                or (len(key.split()) == 2 and key.split()[0] in _NEWSROOM)
                or _CREDIT_WORD.fullmatch(key)  # "Foto:" alone, a photo credit's label split from its name
                or _ROLE_AND_PLACE.fullmatch(name)
                or _BARE_BY.fullmatch(name.strip())  # "By" alone, a byline's label split from its name ("Nina": a name)
                or _ORG.search(name)
                or key in _NOT_NAMES
                or _AGENCY_ALONE.fullmatch(name)
                or _initials(name)
                or _ONLY_INITIALS.fullmatch(name)  # "J. M.", "A.B.": a sign-off's initials, no name to give
                or _lowercase_phrase(name)
                or all(w in _SHARE_WORDS for w in key.split())
                # (a site's name of three letters in a script without capitals as a whole word too: Hebrew "הדף" in
                # "חדשות הדף", its newsroom; three Latin letters are as often a person's: "Ann", "Lee")
                or any(_within(s, key) or _within(key, s) for s in sites if len(s) > 3 or _uncased_short(s))
                or _site_and_more(key, sites)
                or key in unnumbered
                or _KATABA_LEFT.match(name)  # "كتب - مراجعات": a books section's label the by-word did not take
                or name.startswith(("http://", "https://", "@"))
                or "@" in name
                or _DATEISH.search(name)
                # "Publicado Viernes", "Actualizado Jueves": a date line's label and weekday, cut at its comma
                or PUBLISHED.match(name)
                or NOT_PUBLISHED.match(name)
                # an academic degree after the name ("Hendra Kusuma, M.Si.", "S.H.", "Ph.D."); "Oprac. KN"
                # (Polish "compiled by") and a desk's initials
                or (_DEGREE.fullmatch(name) and len(out) > named)
                or _COMPILED.fullmatch(name)
                or len(name) > 60
                or len(name.split()) > 5
                or not any(ch.isalpha() for ch in name)
                # "2 मिनट पढ़ें" (2 min read), "Jane Roe 27": no name has digits; "Da dove comincerebbe?" is a question
                or any(ch.isdigit() or ch in "?!" for ch in name)
            ):
                continue
            seen.add(key)
            out.append(name)
            if len(out) >= MAX_AUTHORS:
                return _without_greek_genitives(out)
    return _without_greek_genitives(out)


def _greek_genitive_of(name: str, other: str) -> bool:
    """Whether `name` is `other` in the genitive a Greek byline prints ("Μαρίας Παπαδοπούλου" beside an author
    box's "Μαρία Παπαδοπούλου", "Γιώργου Νικολάου" for "Γιώργος Νικολάου")."""
    words, others = name.split(), other.split()
    if len(words) != len(others) or words == others or not any("\u0370" <= ch <= "\u03ff" for ch in name):
        return False
    return all(
        w == o or w == o + "ς" or (w.endswith("ου") and o.endswith("ος") and w[:-2] == o[:-2])
        for w, o in zip(words, others, strict=True)
    )


# Welsh mutates a name's first letters after "gan" ("by") and "a" ("and"): soft (Bethan -> Fethan, Dafydd ->
# Ddafydd, Gwenno -> Wenno), nasal and aspirate (Catrin -> Chatrin). Radical onset -> its mutated forms.
_WELSH_MUTATIONS = {
    "ll": ("l",), "rh": ("r",), "p": ("b", "mh", "ph"), "t": ("d", "nh", "th"), "c": ("g", "ngh", "ch"),
    "b": ("f", "m"), "d": ("dd", "n"), "g": ("", "ng"), "m": ("f",),
}  # fmt: skip


def _welsh_mutation_of(name: str, other: str) -> bool:
    """Whether `name` is `other` with its first word mutated as Welsh does after "gan" or "a" ("Fethan Lloyd" for
    the author box's "Bethan Lloyd")."""
    words, others = name.split(), other.split()
    if len(words) != len(others) or words[1:] != others[1:] or words[0] == others[0]:
        return False
    first, radical = words[0].casefold(), others[0].casefold()
    return any(
        first == mutated + radical[len(onset) :]
        for onset, forms in _WELSH_MUTATIONS.items()
        if radical.startswith(onset)
        for mutated in forms
    )


def _without_greek_genitives(names: list[str]) -> list[str]:
    return [n for n in names if not any(_greek_genitive_of(n, other) for other in names)]


# "Julian Borger in Washington": the place a reporter files from; Slovenian "in" is "and" between two full
# names ("Petra Kos in Matej Vidmar"). One word after it, or a place's first word, is a place.
_IN = re.compile(r"^(\S+(?:\s+\S+)+?)\s+in\s+(\S+(?:\s+\S+){0,3})$")
_PLACE_START = frozenset(
    {"new", "san", "santa", "los", "las", "la", "le", "el", "saint", "st", "st.", "port", "fort", "hong", "kuala",
     "buenos", "rio", "tel", "abu", "addis", "cape", "sri", "costa", "puerto", "mexico", "south", "north", "east",
     "west", "upper", "lower", "bad", "den", "the"}
)  # fmt: skip
# ...or its last word: "Gaza City", "Salt Lake City", "Washington DC"
_PLACE_END = frozenset({"city", "dc", "d.c.", "valley", "beach", "springs", "falls", "bay", "island", "county"})


def _in_place_or_and(text: str, in_and: bool = True) -> str:
    match = _IN.match(text)
    if not match:
        return text
    left, right = match.groups()
    words = right.split()
    if (
        not in_and or len(words) == 1 or words[0].casefold() in _PLACE_START or words[-1].casefold() in _PLACE_END
        or not _NAME.fullmatch(right)
    ):  # fmt: skip
        return left
    return f"{left}, {right}"


# Arabic "and" is a letter written onto the next word: "سارة المنصوري وخالد يوسف" is two people. Names can
# begin with that letter too (وليد, Walid), so only a split leaving two full names (two words each) is made.
_WA = re.compile(r"(?<=[\u0621-\u064a])\s+\u0648(?=[\u0621-\u064a])")


# Korean bylines join reporters with a middle dot: "박지영·최현우" (a Chinese transliterated name keeps its dot)
_HANGUL_DOT = re.compile(r"(?<=[\uac00-\ud7af])\s*[\u00b7\u30fb\u2027]\s*(?=[\uac00-\ud7af])")


def _split_wa(text: str) -> str:
    text = _HANGUL_DOT.sub(", ", text)
    parts = _WA.split(text)
    if len(parts) == 2 and all(len(p.split()) >= 2 for p in parts):
        return ", ".join(parts)
    return text


def _outlet_desk(part: str, sites: set[str]) -> bool:
    """A byline's comma part that names the outlet and its desk ("g1 Campinas e Região"): it begins with the
    site's name and its first name-piece is no person's name."""
    first = _SPLIT.split(part.strip(), maxsplit=1)[0].strip()
    return _site_and_more(part.strip().casefold(), sites) and not _NAME.fullmatch(first)


def _site_and_more(key: str, sites: set[str]) -> bool:
    """A name whose first words spell the site's name, with more after it: a department of the publisher
    ("Daily Examiner Legal", "Riverbend Post HR" on dailyexaminer.test, riverbendpost.test), not a person."""
    compact = {re.sub(r"[\W_]+", "", s) for s in sites}
    words = key.split()
    return any(re.sub(r"[\W_]+", "", "".join(words[:k])) in compact for k in range(1, len(words)))


def _jsonld_names(value: Any) -> list[str]:
    items = value if isinstance(value, list) else [value]
    names = []
    for item in items:
        if isinstance(item, dict):
            if types_of(item) & {"organization", "newsmediaorganization", "corporation"}:
                continue
            name = item.get("name")
            if isinstance(name, str):
                names += _signer_pair(name)
        elif isinstance(item, str):
            names += _signer_pair(item)
    return names


def _signer_pair(name: str) -> list[str]:
    """A structured author that is two signers joined by a dash, each a full name with letters beyond ASCII
    ("Trần Hóa - Ngọc Ánh", as VnExpress signs): a person is named in the field, so no place or paper follows."""
    pair = _DASHED_PAIR.fullmatch(name)
    if pair and len(name) <= 60 and all(_WIDE_NAME.fullmatch(p) and not p.isascii() for p in pair.groups()):
        return [pair[1], pair[2]]
    return [name]


_ORG_TYPES = frozenset({"organization", "newsmediaorganization", "corporation"})


def _organisation_authors(nodes: Iterable[dict]) -> list[str]:
    out = []
    for node in nodes:
        for key in ("author", "creator"):
            value = node.get(key)
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, dict) and types_of(item) & _ORG_TYPES and isinstance(item.get("name"), str):
                    out.append(item["name"])
    return out


def _uncased_name(text: str) -> bool:
    """Two to four words of a script without letter case (Malayalam, Khmer, Gujarati...), letters and their
    vowel signs only: a name as such a byline writes it. Cased scripts have `_NAME`."""
    words = text.split()
    return 2 <= len(words) <= 4 and all(
        any(ch.isalpha() for ch in w)
        and all(ch.isalpha() or unicodedata.category(ch) in ("Mn", "Mc") or ch in ".'" for ch in w)
        and w.lower() == w.upper()
        for w in words
    )


def _joined_names(text: str) -> bool:
    """Two or more names joined by "and" ("Jógvan Hansen og Sigrid Joensen", "ສົມພອນ ແກ້ວມະນີ ແລະ ບຸນມີ ສີສຸວັນ"):
    people, where one word group alone before a date may be a place or a desk in a script without case."""
    parts = [p for p in _SPLIT.split(text) if p.strip()]
    return (
        len(parts) >= 2
        and all(_NAME.fullmatch(p) or _wide_name(p) or _uncased_name(p) for p in parts)
        and not any(_PLACE_WORDS.search(p) for p in parts)
    )


# places, not people, joined by "and" on a dateline: "New York and New Jersey", "Santa Clara and San Jose",
# "Baidoa Town iyo Beled Weyne", Lao "ນະຄອນຫຼວງ ວຽງຈັນ ແລະ ແຂວງ ຫຼວງພະບາງ" (the capital, the province)
_PLACE_WORDS = re.compile(
    r"^\s*(?:New|North|South|East|West|Santa|Saint|St\.?|Port|Fort|Lake|Mount|ນະຄອນຫຼວງ|ນະຄອນ|ແຂວງ|ເມືອງ|ບ້ານ)\s"
    r"|\s(?:Town|City|County|Province|Region|District|State|Island|Islands)\s*$"
)


_JA_ROLE = re.compile(
    r"^\s*((?:[\u4e00-\u9fff]{0,4}(?:委員|委員長|記者|特派員|部長|局長|支局長|デスク))|聞き手|文|筆者|構成|取材|写真|撮影|"
    r"写真と文)\s*・\s*(?=\S)"
)
_JA_PHOTO = frozenset({"写真", "撮影"})  # ("写真と文・": photos and text, the writer too)
_DASHED_PAIR = re.compile(r"\s*(\S.*?\S)\s+[-–]\s+(\S.*?\S)\s*")
# "Jane Roe - Harbor Times", "Jane Roe | Valley News": the writer's paper after a dash or a bar
_OUTLET_TAIL = re.compile(
    r"(?<=\S)\s+[-–—|]\s+(?:The\s+)?(?:[A-Z][\w'’.-]*\s+){1,3}(?:Report|News|Times|Journal|Gazette|Herald|Tribune|"
    r"Chronicle|Ledger|Sentinel|Examiner|Courier|Dispatch|Bulletin|Inquirer|Post|Press)$"
)
# "أحمد عبد الرحمن الجمعة، 04 ديسمبر 2026": the date's weekday and its comma after a name, where the byline and
# the date are inline spans; only when it is that date's weekday: الجمعة and الخميس are also family names ("محمد
# الخميس، 04 ديسمبر 2026", a Friday, keeps its name)
_KATABA_LEFT = re.compile(r"(?:كتبت|كتب)\s*[:\-–]")
_AR_WEEKDAY_DATE = re.compile(
    r"\s+(?:يوم\s+)?ال(سبت|أحد|احد|اثنين|إثنين|ثلاثاء|أربعاء|اربعاء|خميس|جمعة)\s*[،,]\s*(?=[\d٠-٩])(.*)$"
)
_AR_WEEKDAY_NUMBER = {"اثنين": 0, "إثنين": 0, "ثلاثاء": 1, "أربعاء": 2, "اربعاء": 2, "خميس": 3, "جمعة": 4, "سبت": 5}
_AR_WEEKDAY_NUMBER |= {"أحد": 6, "احد": 6}


def _without_dated_weekday(text: str) -> str:
    """The byline without the date's weekday glued after the name, with the date (cut later)."""
    found = _AR_WEEKDAY_DATE.search(text)
    if found:
        day = human_date(found.group(2))
        if day is not None and day.weekday() == _AR_WEEKDAY_NUMBER[found.group(1)]:
            return text[: found.start()] + ", " + found.group(2)
    return text


_WIRE_ROLE = re.compile(
    r"\s*,?\s+(?:AP|Associated Press|Reuters|AFP)(?:\s+[A-Z][\w-]*){0,3}\s+(?:Writer|Correspondent|Reporter)s?$"
)
_POSTED_TAIL = re.compile(r"(?<=\S)\s*[·•|]?\s+(?:Posted|Published|Updated)(?:\s.*)?$")
# "Written by Anna Holt and Ben Ellis Edited by Chris Moss": the editor's, producer's or translator's credit glued to
# the byline (two spans read as one line) is no part of the last writer's name
_EDITED_TAIL = re.compile(
    r"(?<=\S)\s*[·•|]?\s+(?:(?i:edited|produced|translated)\s+by\s|(?i:übersetzt\s+von|traduit\s+par|traducido\s+por|"
    r"traduzido\s+por|tradotto\s+da)\s|(?:وەرگێڕانی|ترجمة|ترجمه|(?i:перевод))\s*:).*$"
)
# "Helena Prado e Caio Ferreira em Cidade": a Portuguese WordPress theme's "in <category>" after the writers
_EM_CATEGORY = re.compile(r"(?<=\S)\s+em\s+\S.*$")
# a publication label where the byline's names are split ("Posted Wed", "Updated", "प्रकाशित मिति": published date)
_POSTED = re.compile(r"^(?i:posted|published|updated|last updated|प्रकाशित|প্রকাশিত)(?!\w)")
_DATE_LABEL_START = re.compile(r"^[^\W\d_][^\s:：]{1,14}\s*[:：]\s*(?=\S)")
# a name of two words or more in a script without case, a comma, and one word: the place it was filed from
_UNCASED_DATELINE = re.compile(r"^((?:[^\W\d_A-Za-z][^\s,]*\s+)+[^\W\d_A-Za-z][^\s,]*)\s*[,،]\s*[^\W\d_A-Za-z]\S*$")
_DATE_LABEL = re.compile(r"[\s,;|·•–—-]+[^\W\d_][^\s:：]{1,14}\s*[:：]\s*(?=\S)")


# a month's name with a day after it, where a written date may begin
_MONTH_START = re.compile(
    r"\s(?:" + "|".join(sorted(map(re.escape, MONTHS), key=len, reverse=True)) + r")\.?(?=\s+\d)", re.I
)


def _without_trailing_date(line: str) -> str:
    """ "Vum Anne Weber an Tom Schmit 1. Dezember 2026": the byline without the written date after the names."""
    line = _without_dated_weekday(line)
    # a label that leads into the date, in any script ("প্রকাশ: ১ ডিসেম্বর", "Imechapishwa: Jumanne, 1 Desemba")
    labelled = _DATE_LABEL.search(line)
    if labelled and human_date(line[labelled.end() :]):
        return line[: labelled.start()].rstrip(" ,;|·•–—-")
    for match in re.finditer(r"\s(?=\d)", line):
        if human_date(line[match.start() :]):
            # ...and the word that leads into the date ("Lis Kremer, Bech, den 30. November"), or its weekday
            # ("Tom Ellery, Transport Correspondent Thursday 3 December 2026": the role then reads as one)
            cut = re.sub(r"[\s,،;|·•–—-]+(?:[a-zà-ÿ]{1,4}[\s,]*)?$", "", line[: match.start()])
            head, _, last = cut.rpartition(" ")
            # (not a one-word name's: "Jane Monday" may be her name)
            return head.rstrip(" ,;|·•–—-") if len(head.split()) >= 2 and last.casefold() in _WEEKDAYS else cut
    # ...or the date opens with its month's name ("Dana Whitfield December 4, 2026"): when the date begins at that
    # word (not "Emily May 4 December 2026", whose date begins at the day) and leaves a name of two words
    for match in _MONTH_START.finditer(line):
        rest, after = line[match.start() :], line[match.end() :]
        if human_date(rest) and not human_date(after) and len(_strip_prefix(line[: match.start()]).split()) >= 2:
            return line[: match.start()].rstrip(" ,;|·•–—-")
    return line


def _wide_name(text: str) -> bool:
    """Two to four capitalised words, Latin Extended capitals included, the last one capitalised ("Elif Şahin",
    not "Publié le")."""
    return len(text.split()) <= 4 and _WIDE_NAME.fullmatch(text) is not None


def byline_authors(lines: Iterable[str]) -> list[str]:
    """Author strings in the lines under the headline: "By Jane Roe", "Von Jane Roe | 05.03.2024", or a
    name alone before a date ("Jane Roe — May 2, 2024")."""
    found, photographers = _read_byline(lines)
    # the photographer signs only a page nobody else signs ("Foto: Rok Zupančič" under a reporter's byline)
    return (found or photographers)[:2]


def byline_photographers(lines: Iterable[str]) -> list[str]:
    """The names the lines under the headline credit for the pictures alone ("Photo: Jane Doe", no writer named)."""
    found, photographers = _read_byline(lines)
    return [] if found else photographers[:2]


_PHOTO_BY = re.compile(r"\s*(?:photos?|photographs|photography|pictures)\s+by\s", re.I)
# where a photographer's credit and the writer's part ("...; words by Ellen Park", "... | Text by Ellen Park")
_CREDIT_SPLIT = re.compile(r"\s*[|;/]\s*|,\s*(?=(?:words|text|story|written|reporting)\s+by\s)", re.I)


# ITmedia's and Impress Watch's byline: "［山田太郎，ITmedia］", the writers, then the outlet, in full-width brackets
# (full-width brackets, the names in kana or kanji, no digits in the outlet's part: not "［東京，4日　ロイター］", a
# dateline, nor "[New York, NY]")
_JA_BRACKET_BYLINE = re.compile(
    r"^\s*［\s*((?=[^，］]*[\u3040-\u30ff\u4e00-\u9fff])[^，,］]{2,40}?)\s*[，,]\s*[^，,］\d０-９]{2,40}］\s*$"
)


def _read_byline(lines: Iterable[str]) -> tuple[list[str], list[str]]:
    """(the writers the byline lines name, the photographers they credit)."""
    found: list[str] = []
    photographers_found: list[str] = []
    for line in lines:
        if _PHOTO_BY.match(line):
            # "Photographs by Jun Takeda for The Meridian" under the writer's byline: the pictures' credit; the
            # writer's own credit after it is a byline ("Photography by Jun Takeda; words by Ellen Park")
            photos, *rest = _CREDIT_SPLIT.split(line)
            photographers_found.append(_without_trailing_date(photos))
            found += [_without_trailing_date(part) for part in rest if opens_with_by(part)]
            continue
        if opens_with_by(line):
            found.append(_without_trailing_date(line))
            continue
        photo = _PHOTO_LABEL.match(line)
        if photo:
            # "Surat: Bekzod Ergashev", "ചിത്രങ്ങൾ: സുനിൽ പോൾ · 29 നവംബർ": a photo story's photographer
            line = line[photo.end() :]
            name = re.split(r"\s[|·•—–]\s|\s+-\s+|\s*[,،]\s", line, maxsplit=1)[0].strip()  # a place after it
            if _NAME.fullmatch(name) or _uncased_name(name):
                photographers_found.append(name)
                continue
        labelled = _LABELLED_IN_LINE.search(line)
        if labelled:
            # the value ends where the line's next field begins ("Автор: admin Қаралды: 388 Пікір: 0")
            found.append(_NEXT_FIELD.split(labelled.group(1), maxsplit=1)[0].strip())
            continue
        after = _BY_AFTER_DATE.search(line)  # "Posted on 5 March 2024 by Jane Roe"
        # a short credit line, not a lead paragraph ("... died on March 8, 2024, surrounded by his family")
        # (two words at least: "deur Gasrubriek", a guest column's label, names no one)
        if after and after.start() <= 60 and human_date(line[: after.start()]) and " " in after.group(1).strip():
            found.append(after.group(1))
            continue
        role = _NAME_ROLE_LINE.match(line)
        if role and _NAME.fullmatch(role.group(1)):
            found.append(line)  # the role is cleaned off with the other roles
            continue
        bracket = _JA_BRACKET_BYLINE.match(line)
        if bracket:
            found += [n.strip() for n in bracket.group(1).split("、") if n.strip()]  # (not at "・": ジョン・スミス)
            continue
        reporters = _KO_BYLINE_REPORTER.search(line)
        if reporters and len(line) <= 120:
            # "기사입력 2026-11-27 14:20 | 박소라 기자": a Korean reporter's field in the date line (a desk's, "사회부
            # 기자", is no person's)
            names = [n.strip() for n in re.split(r"[·ㆍ]", reporters.group(1))]
            found += [n for n in names if not _KO_DESK.search(n)]
            continue
        parts = _NAME_BEFORE_DATE.match(line)
        spaced = None if parts else _NAME_THEN_DATE.match(line)
        # the rest is a date and little else: "85, of Millbrook, died on March 8, 2024, ..." is the body
        if (
            parts and len(parts.group(2)) <= 40 and human_date(parts.group(2))
            and (_NAME.fullmatch(parts.group(1)) or _wide_name(parts.group(1)) or _joined_names(parts.group(1)))
        ):  # fmt: skip
            found.append(parts.group(1))
        # ...with only a space before the date, only names joined by "and" ("Ayşe Kaya ve Mehmet Demir 2 Aralık
        # 2026"): one capitalised group there is as often a section's or a place's label ("Local News 2 December")
        elif (
            spaced and len(spaced.group(2)) <= 40 and human_date(spaced.group(2))
            and _joined_names(spaced.group(1))
            and not PUBLISHED.search(spaced.group(1)) and not NOT_PUBLISHED.search(spaced.group(1))
        ):  # fmt: skip
            found.append(spaced.group(1))
    return found, photographers_found


_BYLINE_MAX_CHARS = 300
# the by-words a byline puts before or between its writers' links (see _LINK_SEPARATORS)
_LINK_BY_WORDS = "by|von|por|par|di|da|door|av|af|oleh|penulis|reporter|wartawan"
# "Por ", "ዘጋቢ፦ ", "ቃለ ምልልስ፦ ", "Penulis: " before the name
_LINE_LABEL = re.compile(rf"\s*(?:[^\d:፦|]{{1,30}}[:፦]|(?i:{_LINK_BY_WORDS})\s)?\s*")
_LINKED_LINE_MAX = 80  # a line under the headline that is a linked name or two, not a sentence naming one


def opens_with_by(line: str) -> bool:
    """Whether `line` is a byline that opens with its by-word or label ("By Jane Roe", "di Stefano Girardi").
    Not a lead sentence that opens with the word ("De acordo com a Secretaria...": Portuguese "de" is "by"
    too), nor a dek."""
    prefix = _PREFIX.match(line)
    if not prefix or line[prefix.end() : prefix.end() + 1].islower():
        return False
    return not _dek_sentence(line, line[prefix.end() :])


_NAME_JOINERS = frozenset({"and", "und", "et", "y", "e", "en", "with", "&"})


def _dek_sentence(line: str, rest: str) -> bool:
    """A long line of mostly lower-case words under the headline is its dek, even when it opens with a by-word
    ("Da Ponte San Nicolò a Bovolenta, a sedici anni dall'alluvione: opere finite, promesse ...": Italian "from"):
    the capitalised words after the by-word (`rest`) go on with a lower-case word, where a byline's name ends at a
    comma, a bar, "and" or the line's end ("Por Juan Pérez, enviado especial a ...", "Von Anna Weber und ...")."""
    if len(line) <= 100 or sum(1 for word in line.split() if word[:1].islower()) < 6:
        return False
    run = rest.split()
    while run and run[0][:1].isupper():
        if run[0].endswith((",", ";", ":")):
            return False  # the name ends at a comma: a byline and its role or date
        run = run[1:]
    if not run or not run[0][:1].islower():
        return False
    word = run[0].casefold().strip(",.;:")
    return word not in _NAME_JOINERS and word not in _PARTICLES


def author_candidates(
    sel: Selector, article_nodes: Iterable[dict], byline: Iterable[str] = (), providers: set[str] | None = None
) -> list[list[str]]:
    """Groups of raw author strings, most trusted source first; the first group that cleans up wins.
    `providers`: the page's `_provider_names` when the caller has them already."""
    if providers is None:
        providers = _provider_names(sel)
    groups: list[list[str]] = []
    for node in article_nodes:
        names = _jsonld_names(node.get("author")) or _jsonld_names(node.get("creator"))
        if names:
            groups.append(names)
            break
    label = (meta(sel, "twitter:label1") or "").casefold()
    if label.startswith(("written by", "author")) and meta(sel, "twitter:data1"):
        groups.append([meta(sel, "twitter:data1") or ""])
    parsely = sel.xpath('//meta[@name="parsely-author"]/@content').getall()
    if parsely:
        groups.append(parsely)
    for keys in (("author", "byl", "dc.creator", "dcterms.creator", "sailthru.author", "article:author"),):
        value = meta(sel, *keys)
        # a portal's author meta names the provider it credits for a syndicated story: no person (a byline
        # that names the same writer as the provider, a writer's own channel, is read below as ever)
        if value and " ".join(value.split()).casefold() not in providers:
            groups.append([value])
    for xpath in (
        '//*[@itemprop="author"]//*[@itemprop="name"]/@content | //*[@itemprop="author"]//*[@itemprop="name"]//text()',
        '//*[@itemprop="author"]/@content',
        '//*[@itemprop="author"][not(.//*[@itemprop="name"])]',
        f'//*[@rel="author"][not({IN_TEASER})]',
        '//*[contains(@class, "byline") or contains(@class, "author-name") or contains(@class, "contributor")]'
        '//a[contains(@href, "author") or contains(@href, "/people/") or contains(@href, "/staff/")]',
        # a byline's contributors block of one element per person, the name first and the role after it in its
        # own element (BBC's byline-new-contributors: "Nick Tremayne" over "Health correspondent"); not a rail of
        # columnists in an aside, nor a credit whose first element is its role ("Reporting")
        '//*[contains(@data-testid, "contributors") or contains(@data-component, "contributors")]'
        '[ancestor-or-self::*[contains(@data-testid, "byline") or contains(@data-component, "byline")'
        ' or contains(@class, "byline")]][not(ancestor::aside or ancestor::nav or ancestor::footer)]'
        '/*/*[1][contains(normalize-space(), " ")]',
        # an author box's name element (VnExpress's box-author: <p class="name"><strong>Đỗ Quang Huy</strong>);
        # not a comment's or a quotation's author
        '//*[contains(@class, "box-author") or contains(@class, "author-box")]'
        '[not(ancestor-or-self::*[contains(@class, "related") or contains(@class, "teaser")'
        ' or contains(@class, "comment") or contains(@class, "quote")])]//*[@class = "name"]',
        # a Wix blog post's writer: the member's name in the post's header (the structured data names the site)
        '//*[@data-hook="post-header"]//*[@data-hook="user-name"]',
        # a post's meta line linking its authors' pages (Hugo's PaperMod, many blog themes)
        '//*[contains(@class, "post-meta") or contains(@class, "entry-meta") or contains(@class, "article-meta")]'
        '[not(ancestor::*[contains(@class, "related") or contains(@class, "teaser")])]'
        '//a[contains(@href, "/author") or contains(@href, "/autor")]',
        # a related teaser's byline is not the story's
        '//*[contains(@class, "byline") and not(.//*[contains(@class, "byline")])]'
        # (not its place or its date, an element of its own whose class ends so: "ue-c-article__byline-location")
        '[not(not(*) and (substring(@class, string-length(@class) - 7) = "location"'
        ' or substring(@class, string-length(@class) - 4) = "place"'
        ' or substring(@class, string-length(@class) - 3) = "date"'
        ' or substring(@class, string-length(@class) - 3) = "city"))]'
        f"{_NOT_BIO}"
        f'[not(ancestor::*[contains(@class, "related") or contains(@class, "teaser")])][not({IN_TEASER})]',
        '//*[contains(@class, "article-author") or contains(@class, "post-author") or contains(@class, "author-name")'
        ' or contains(@class, "byline-names") or contains(@class, "authors")][not(.//*[contains(@class, "author")])]'
        f"{_NOT_BIO}",
        # the byline by its Spanish and Italian name, "firma" (signature): <div class="firma">Manuel Ortega</div>
        # (not a Polish, Czech or Slovak page's "firma", a company: a stock table's cell)
        '//*[contains(concat(" ", normalize-space(@class), " "), " firma ")][not(.//*[contains(@class, "firma")])]'
        '[not(ancestor-or-self::*[starts-with(@lang, "pl") or starts-with(@lang, "cs") or starts-with(@lang, "sk")])]'
        f'[not(ancestor::*[contains(@class, "related") or contains(@class, "teaser")])][not({IN_TEASER})]',
        # ...and by its French name, "signature" (Quebec and French papers' older templates: "<p class=signature>
        # Jean-Pierre Légaré<br>Le Courant<br>Québec</p>", the name over the paper and the town)
        _SIGNATURE_BYLINE,
        # Turkish templates name the byline's element for the reporter or the columnist ("muhabir", "yazarAdi":
        # author's name), often the place before the name ("ESKİŞEHİR - Haluk Ersoy")
        '//*[contains(@class, "muhabir") or contains(translate(@class, "ADI_-", "adi"), "yazaradi")]'
        f'[not(ancestor::*[contains(@class, "related") or contains(@class, "teaser")])][not({IN_TEASER})]',
        _BARE_BY_LINE,
    ):
        # (a reader's comment carries a byline and an author vcard of its own: the commenter's, not the story's)
        nodes = [node for node in sel.xpath(xpath) if isinstance(node.root, str) or not node.xpath(_IN_COMMENT)]
        if xpath is _SIGNATURE_BYLINE:  # its first line names the writer; the paper and the town follow, a line each
            texts = [_first_line(node) for node in nodes]
        else:
            texts = [text for node in nodes for text in _node_texts(node)]
        if xpath is _BARE_BY_LINE:
            # a sentence, not a byline: "By submitting your email, you agree to our Terms and Privacy Notice."
            texts = [t for t in texts if opens_with_by(" ".join(t.split()))]
        # a "byline" or "author" class on a container of the whole story is no byline (Craft's article wrapper)
        texts = [t for t in texts if t.strip() and len(" ".join(t.split())) <= _BYLINE_MAX_CHARS]
        if texts:
            groups.append(texts[:MAX_AUTHORS])
    found = byline_authors(byline)
    if found:
        groups.append(found)
    # a line under the headline that links a writer's page, with no by-word and no byline class: "<div
    # class=firma><a href=/autores/lucia-romero.html>Lucía Romero</a></div>", "Manuel Ortega / <a>Lucía Romero</a>"
    linked = _linked_writers(sel)
    for line in byline:
        names = _linked_in_line(line, linked) if len(line) <= _LINKED_LINE_MAX else []
        if names:
            groups.append(names)
            break
    return groups


# A letter's closing words before its signature: a head teacher's letter to parents, a council leader's, an open
# letter on a news site ("Yours sincerely," then the name, then the office)
_VALEDICTION = re.compile(
    r"(?i)(?:yours (?:sincerely|faithfully|truly)|sincerely(?: yours)?|kind(?:est)? regards|best wishes|with best "
    r"wishes|warm(?:est)? regards|mit freundlichen grüßen|herzliche grüße|cordialement|bien cordialement|"
    r"atentamente|saludos cordiales|cordiali saluti|met vriendelijke groet)\s*[,.]?"
)


def letter_signer(sel: Selector) -> str | None:
    """The name signed under a letter's closing words ("Yours sincerely," then "Karen Whitcombe", then her office),
    in the same paragraph after a line break or as the next paragraph's first line."""
    for node in sel.xpath("//body//*[self::p or self::div][not(.//p or .//div)]"):
        lines = [" ".join(t.split()) for t in node.xpath(".//text()").getall() if t.strip()]
        if not lines or not _VALEDICTION.fullmatch(lines[0]):
            continue
        if len(lines) == 1:
            after = node.xpath("following-sibling::*[1]//text()").getall()
            lines += [" ".join(t.split()) for t in after if t.strip()]
        if len(lines) >= 2 and len(lines[1].split()) <= 5 and not any(ch.isdigit() for ch in lines[1]):
            return lines[1]
    return None


def writer_links(sel: Selector) -> list[tuple[str, str]]:
    """(name, address) of the page's links to a writer's page (not a teaser's, the menu's or the footer's)."""
    out = []
    for link in sel.xpath(f"//a[@href][not({IN_TEASER})][not(ancestor::nav or ancestor::footer or ancestor::aside)]"):
        href = link.attrib.get("href", "")
        if AUTHOR_PATH.search(href):
            name = " ".join(" ".join(link.xpath(".//text()").getall()).split())
            if 3 <= len(name) <= 60:
                out.append((name, href))
    return out


def _linked_writers(sel: Selector) -> set[str]:
    """The texts of the page's links to a writer's page (not a teaser's)."""
    return {name for name, _ in writer_links(sel)}


def _natural_order(text: str, linked: set[str]) -> str:
    """A credit's names written surname first ("Agirre Lasa, Jon eta Larrañaga Aizpuru, Itziar", as a CMS's user
    records hold them) in the order of the page's links to the writers' pages ("Jon Agirre Lasa"): the comma
    there is no place after a name."""
    for name in sorted(linked, key=len, reverse=True):
        first, _, rest = name.partition(" ")
        if rest and f"{rest}, {first}" in text:
            text = text.replace(f"{rest}, {first}", name)
    return text


def _linked_in_line(line: str, linked: set[str]) -> list[str]:
    """The writers a line under the headline links, in its order: the line opens with them (a label before them at
    most: "ዘጋቢ፦", "Por") and goes on with nothing but separators, a date or a clock ("Tom Li at his desk in 1998",
    a caption, names no writer)."""
    spots = sorted((line.find(name), name) for name in linked if name in line)
    if not spots or not _LINE_LABEL.fullmatch(line[: spots[0][0]]):
        return []
    # the writers the line links one after the other, only by-words and separators between them ("translated by
    # <a>Tom Hill</a>" credits no writer)
    kept = spots[:1]
    for spot in spots[1:]:
        between = line[kept[-1][0] + len(kept[-1][1]) : spot[0]]
        if not _LINK_SEPARATORS.fullmatch(" ".join(between.split())):
            break
        kept.append(spot)
    rest = line[kept[-1][0] + len(kept[-1][1]) :].strip()
    if rest and not re.match(r"[\d|·•,;/(\-–—]", rest):
        return []
    return [name for _, name in kept]


# what a byline holds between its writers' links: by-words, labels, "and", punctuation
_LINK_SEPARATORS = re.compile(
    rf"(?:[\s,;&|/·•:–—-]|\b(?:{_LINK_BY_WORDS}|authors?|written|"
    r"reporting|and|und|y|e|et|en|og|och|dan|ja|i|és|a|ve|и|і|та)\b)*",
    re.I,
)
# an address of a writer's page: /author/jane-roe, /tac-gia/hoang-minh-2141, /penulis/..., /yazar/...
AUTHOR_PATH = re.compile(
    r"/(?:authors?|autor(?:es|en)?|auteurs?|tac-gia|penulis|yazar(?:lar)?|journalists?|reporters?|writers?|staff|"
    # Welsh, Basque, Maltese
    r"awdur(?:on)?|egileak?|idazleak?|awturi)/"
    # ...or a person's page by its number (DW's "/ru/jonas-weber/person-40123456")
    r"|/person-\d+(?:$|[/?#])",
    re.I,
)


def _node_texts(node: Selector) -> list[str]:
    """A byline element's text; or, when it links two or more writers' pages and holds nothing else but by-words
    and separators, each link's text: "Penulis: <a>Sabrina Asril</a>, <a>Ihsanuddin</a>" names two people, where
    its text would read the one-word name after the comma as the place the story was filed from ("By <a>Chinedu
    Okafor</a>, Abuja"). (An avatar's link and a name's link to one writer's page are one writer; an unlinked
    co-author or a "translated by" credit leaves the text to the usual reading.)"""
    if isinstance(node.root, str):
        return [node.root]  # an attribute's value
    text = " ".join(node.xpath(".//text()").getall())
    names: dict[str, str] = {}
    for link in node.xpath(".//a[@href]"):
        href, name = link.attrib.get("href", ""), " ".join(" ".join(link.xpath(".//text()").getall()).split())
        if AUTHOR_PATH.search(href) and name:
            names.setdefault(href, name)  # one writer's page linked twice is one writer
    if len(names) < 2:
        return [text]
    rest = text
    for name in names.values():
        rest = rest.replace(name, " ", 1)
    return list(names.values()) if _LINK_SEPARATORS.fullmatch(" ".join(rest.split())) else [text]


# A byline's or an author box's description of the writer ("byline__description", "article-author-box__bio": "Jana
# Krüger ist Redakteurin ... Sie schreibt über Sicherheitslücken, Netzwerke und ..."): about the writer, no name list
_NOT_BIO = '[not(contains(@class, "__bio") or contains(@class, "-bio") or contains(@class, "description"))]'

# Inside a reader's comment (Movable Type's "comment", WordPress's "comment-body", a "comments" list).
_IN_COMMENT = (
    'ancestor::*[contains(concat(" ", normalize-space(@class), " "), " comment ")'
    ' or contains(concat(" ", normalize-space(@class), " "), " comments ")'
    ' or contains(@class, "comment-body") or contains(@class, "comment-list") or starts-with(@id, "comment-")]'
)

# The byline by its French name (Quebec and French papers' older templates): "<p class=signature>Jean-Pierre
# Légaré<br>Le Courant<br>Québec</p>", the name over the paper and the town.
_SIGNATURE_BYLINE = (
    '//*[contains(concat(" ", normalize-space(@class), " "), " signature ")][not(.//*[contains(@class, "signature")])]'
    f'[not(ancestor::*[contains(@class, "related") or contains(@class, "teaser")])][not({IN_TEASER})]'
)


def _first_line(node: Selector) -> str:
    """The text of an element up to its first <br>."""
    parts: list[str] = []
    for piece in node.xpath(".//text() | .//br"):
        if not isinstance(piece.root, str):  # a <br>
            if " ".join(parts).strip():
                break
            continue
        parts.append(piece.root)
    return " ".join(" ".join(parts).split())


# No markup at all: a short line that starts with "By".
_BARE_BY_LINE = (
    "(//*[self::p or self::div or self::span or self::b or self::strong or self::em]"
    f'[starts-with(normalize-space(.), "By ")][string-length(normalize-space(.)) < 120][not({IN_TEASER})])[last()]'
)


# A portal's or aggregator's credit to the publisher it syndicates (MSN's provider-name, "Pinecrest Daily logo")
_PROVIDER = (
    '//*[contains(@class, "provider-name") or contains(@class, "source-name")]//text()'
    ' | //*[contains(@class, "provider")]//img[contains(@alt, " logo")]/@alt'
)


def _provider_names(sel: Selector) -> set[str]:
    texts = (" ".join(t.split()).removesuffix(" logo").casefold() for t in sel.xpath(_PROVIDER).getall())
    return {t for t in texts if 0 < len(t) <= 80}


_COMMENTS_LINK = re.compile(
    r"\b(?:comments?|comentarios?|coment[aá]rios?|kommentare?|commenti|commentaires?|reacties)\b", re.I
)


def _site_key(name: str) -> str:
    return re.sub(r"[\W_]+", "", name.casefold())


def _site_credit(text: str, site_keys: set[str]) -> bool:
    """Whether `text` is the site's name with its seat ("DER SPIEGEL, Hamburg, Germany"; trafilatura's "...; ...")."""
    parts = re.split(r"[,;]", text, maxsplit=1)
    return len(parts) == 2 and _site_key(parts[0]) in site_keys


def authors_of(
    sel: Selector,
    article_nodes: Iterable[dict],
    site_names: Iterable[str],
    fallback: str | None = None,
    byline: Iterable[str] = (),
    script: str | None = None,
) -> list[str]:
    """The page's authors, person names only; `script`: the writing system of the story's text (None: unknown),
    whose names are the page's own where the structured data romanises them."""
    article_nodes = list(article_nodes)
    byline = list(byline)
    # an author the structured data types as an organisation is not a person wherever else it is named
    names = list(site_names) + _organisation_authors(article_nodes)
    # " in " is "and" only in Slovenian: elsewhere "Jane Roe in Des Moines" names a place, not a second author
    lang = (html_lang(sel) or "").strip().lower()
    in_and = not lang or lang[:2] == "sl"
    guest = _guest_author(sel, names)
    if guest:
        return guest  # the platform's structured data names the host who published the guest's post
    found: list[str] = []
    providers = _provider_names(sel)
    groups = author_candidates(sel, article_nodes, byline, providers)
    if not lang.startswith(("ja", "ko")):  # a Chinese page, or one that names no language (WeChat's)
        groups = [[split_chinese_and(text) for text in group] for group in groups]
    # an editor or a translator the page credits as such is no author, in any source (the structured data may
    # name only the translator of a story republished from another edition: the byline's writer is then the author)
    excluded = _labelled_editors(sel) | _labelled_translators(sel)
    site_keys = {_site_key(n) for n in names if _site_key(n)}
    linked: set[str] | None = None
    own_script: list[str] = []  # the first source's names in the text's script, where the first is in another
    for group in groups:
        # "DER SPIEGEL, Hamburg, Germany": the publisher with its seat, no person (not its town as a name)
        group = [text for text in group if not _site_credit(text, site_keys)]
        if any("," in text for text in group):
            linked = _linked_writers(sel) if linked is None else linked
            group = [_natural_order(text, linked) for text in group]
        cleaned = clean_authors(_byline_names(group), names, in_and=in_and)
        cleaned = [name for name in cleaned if name.casefold() not in excluded] if excluded else cleaned
        if found and not own_script and all(foreign_to(n, script) for n in found):
            own_script = [] if any(foreign_to(n, script) for n in cleaned) else cleaned
        if not found:
            found = cleaned
        elif cleaned and len(cleaned) > len(found) and {n.casefold() for n in found} <= {n.casefold() for n in cleaned}:
            # Structured data often names only the first of several authors the byline lists.
            found = cleaned
    if own_script:
        found = own_script  # "Sok Dara" in the English metadata, "សុខ ដារ៉ា" in the Khmer byline
    if found:
        if any("\u0370" <= ch <= "\u03ff" for name in found for ch in name):
            # "Του Γιώργου Παπαδόπουλου": a Greek byline's genitive, named as the reader cites the writer where the
            # page links the writer's page in the nominative (an author card's "Γιώργος Παπαδόπουλος")
            linked = _linked_writers(sel)
            # (not an accusative's link, "Περισσότερα από τον Κώστα Παπαδόπουλο": a surname ending in -ο is no
            # nominative)
            nominatives = sorted(n for n in linked if not n.split()[-1].endswith(("ο", "ό")))
            found = [next((n for n in nominatives if _greek_genitive_of(name, n)), name) for name in found]
        if any(line.casefold().startswith("gan ") for line in byline) or lang[:2] == "cy":
            # "Gan Fethan Lloyd": the byline's mutated name, the radical where the page links the writer's page
            linked = _linked_writers(sel)
            found = [next((n for n in sorted(linked) if _welsh_mutation_of(name, n)), name) for name in found]
        # a medical reviewer or fact-checker is no author beside a writer (alone, the only name given is kept)
        reviewers = _labelled_reviewers(sel, byline) if len(found) > 1 else set()
        found = [name for name in found if name.casefold() not in reviewers] or found
        # ...and so is the photographer the structured data lists beside the writer ("Photography by ...")
        photographers = _labelled_photographers(sel) if len(found) > 1 else set()
        return [name for name in found if name.casefold() not in photographers] or found
    if any(_names_no_person(text) for group in [*groups, byline] for text in group):
        return []  # "Staff reporter, Rajshahi": the byline says there is no named author; no guessing after it
    if not fallback or not _outside_asides(fallback, sel) or _site_credit(fallback, site_keys):
        return []
    if " ".join(fallback.split()).casefold() in providers:
        return []  # trafilatura's guess reads the author meta too: a portal's provider is no person there either
    if any(_PHOTO_LABEL.match(text) for group in groups for text in group):
        return []  # the byline credits a photographer only: the photo rules read it, not trafilatura's guess
    if any(_sentence(part) for part in fallback.split(";")):
        return []  # a bio's sentence cut at its commas ("Anjali Menon is a senior correspondent; Civic Bodies")
    guessed = clean_authors([_with_marks(fallback, sel)], names, in_and=in_and)
    return [name for name in guessed if name.casefold() not in excluded]


# A credit line that labels the story's editor: "Penulis: Yoga Pratama | Editor: Fitri Handayani" (Kompas, Detik),
# "Editado por Ana Ruiz"; structured data often lists the editor among the authors
_EDITOR_CREDIT = re.compile(
    r"(?:^|[|·•/;]\s*|\s{2,})(?:(?:editor|editora|penyunting|redaktur|edição|编辑|編輯|편집)\s*[:：]|"
    r"(?:edited by|editado por)\s)\s*([^|·•/;:：]+)",
    re.I,
)
# ...beside the writer's own label in the same line: the credit of this story, not a masthead's "Editor: ..."
_WRITER_CREDIT = re.compile(
    r"(?:^|[|·•/;]\s*|\s{2,})(?:penulis|author|reporter|writer|wartawan|texto|por|by|作者|記者|记者|기자)\s*[:：]?\s*"
    r"([^|·•/;:：]+)",
    re.I,
)
# (a reviewer by trade only: a plain "Reviewed by" names a game's or a book's reviewer, who wrote the review)
_REVIEWER_CREDIT = re.compile(
    r"(?:^|[|·•/;]\s*|\s{2,})(?:(?:medically|clinically|medical|expert)\s+reviewed|fact[- ]?checked)\s+by\s*:?\s*"
    r"([^|·•/;:：]+)|(?:^|[|·•/;]\s*)(?:medizinisch|fachlich)\s+geprüft\s+von\s+([^|·•/;:：]+)",
    re.I,
)
_REVIEW_LINES = (
    "//*[self::div or self::p or self::span or self::li or self::small]"
    "[contains(translate(., 'REVIEWD', 'reviewd'), 'reviewed by')"
    " or contains(translate(., 'CHEKD', 'chekd'), 'checked by') or contains(., 'geprüft von')]"
    "[string-length(normalize-space(.)) < 160][not(ancestor::footer or ancestor::nav or ancestor::aside)]"
)
_CREDIT_LINES = (
    "//*[self::div or self::p or self::span or self::li or self::small]"
    "[contains(translate(., 'EDITORPNYUGAKSÇ', 'editorpnyugaksç'), 'edit') or contains(., 'enyunting')"
    " or contains(., 'edaktur') or contains(., '编辑') or contains(., '編輯') or contains(., '편집')]"
    "[string-length(normalize-space(.)) < 160][not(ancestor::footer or ancestor::nav or ancestor::aside)]"
)


def _labelled_reviewers(sel: Selector, byline: Iterable[str] = ()) -> set[str]:
    """The names a credit line labels as the story's reviewer (casefolded): "Medically reviewed by", "Fact checked
    by", a health or a fact-checking site's expert, whom its structured data may list as an author too. No masthead
    prints such a line, so no writer's label is needed beside it."""
    reviewers: set[str] = set()
    for line in sel.xpath(_REVIEW_LINES):
        text = " ".join(" ".join(line.xpath(".//text()").getall()).split())
        for match in _REVIEWER_CREDIT.finditer(text):
            reviewers.update(n.casefold() for n in clean_authors([match.group(1) or match.group(2)]))
    # ...unless the byline under the headline names them as writers too ("By Jane Roe and Tom Poe")
    return reviewers - {n.casefold() for n in clean_authors(byline_authors(byline))} if reviewers else reviewers


def _labelled_editors(sel: Selector) -> set[str]:
    """The names a credit line on the page labels as the story's editor (casefolded), not its writer."""
    editors: set[str] = set()
    for line in sel.xpath(_CREDIT_LINES):
        text = " ".join(" ".join(line.xpath(".//text()").getall()).split())
        if not _WRITER_CREDIT.search(text):
            continue  # a staff box's or a masthead's "Editor: ...", not this story's credit line
        writers = {n.casefold() for m in _WRITER_CREDIT.finditer(text) for n in clean_authors([m.group(1)])}
        for match in _EDITOR_CREDIT.finditer(text):
            # (the writer who edited their own story stays the author)
            editors.update(n.casefold() for n in clean_authors([match.group(1)]) if n.casefold() not in writers)
    return editors


# A translator's credit: "Translated by", "Übersetzt von", "Traduit par", "Traducido por", "Tradução:", Arabic and
# Persian "ترجمة"/"ترجمه", Sorani "وەرگێڕانی", Russian "Перевод": the translator did not write the story (a story
# republished from another edition may name only its translator, whom its structured data then calls its author)
_TRANSLATOR_CREDIT = re.compile(
    r"(?:^|[|·•/;]\s*)(?:translated\s+(?:from\s+\w+\s+)?by|translation\s*:|übersetzt\s+(?:aus\s+dem\s+\w+\s+)?von|"
    r"übersetzung\s*:|traduit\s+(?:de\s+l'\w+\s+)?par|traduction\s*:|traducido\s+por|traducción\s*:|traduzido\s+por|"
    r"tradução\s*:|tradotto\s+da|traduzione\s*:|перевод\s*:|переклад\s*:|ترجمة\s*:|ترجمه\s*:|وەرگێڕانی\s*:|"
    r"وەرگێڕان\s*:)\s*([^|·•/;:：]+)",
    re.I,
)
_TRANSLATOR_LINES = (
    "//body//*[self::div or self::p or self::span or self::li or self::small or self::em]"
    "[contains(translate(., 'TRANSLDÜBESZUNGÇÃO', 'transldübeszungção'), 'translat')"
    " or contains(translate(., 'ÜBERSETZ', 'übersetz'), 'übersetz')"
    " or contains(translate(., 'TRADU', 'tradu'), 'tradu')"
    " or contains(., 'еревод') or contains(., 'ереклад') or contains(., 'ترجم') or contains(., 'وەرگێڕ')]"
    "[string-length(normalize-space(.)) < 120][not(ancestor::footer or ancestor::nav or ancestor::aside)]"
)


def _credited_names(sel: Selector, lines: str, credit: re.Pattern[str]) -> set[str]:
    """The names (casefolded) that `credit` finds in the short credit lines the xpath `lines` selects."""
    found: set[str] = set()
    for line in sel.xpath(lines):
        text = " ".join(" ".join(line.xpath(".//text()").getall()).split())
        for match in credit.finditer(text):
            found.update(n.casefold() for n in clean_authors([match.group(1)]))
    return found


def _labelled_translators(sel: Selector) -> set[str]:
    """The names a credit line labels as the story's translator (casefolded)."""
    return _credited_names(sel, _TRANSLATOR_LINES, _TRANSLATOR_CREDIT)


# "Photography by Kateryna Bondar", "Fotos: Rubén Cacho", "Bilder: Jan Roth": the pictures' credit
_PHOTOGRAPHER_CREDIT = re.compile(
    r"(?:^|[|·•/;]\s*)(?:photo(?:s|graphs?|graphy)?|pictures?|fotos?|fotograf(?:ía|ia|ías|ias|ie|ien|ias)|bilder?|"
    r"imagens?|imágenes)(?:\s+(?:by|de|von|par|di|door|af|av))?\s*[:：]?\s+([^|·•/;:：,]+)",
    re.I,
)
_PHOTOGRAPHER_LINES = (
    "//body//*[self::div or self::p or self::span or self::li or self::small or self::em or self::figcaption]"
    "[contains(translate(., 'PHOTFIMGBLDR', 'photfimgbldr'), 'phot') or contains(translate(., 'FOT', 'fot'), 'fot')"
    " or contains(translate(., 'BILD', 'bild'), 'bild') or contains(translate(., 'IMAG', 'imag'), 'imag')"
    " or contains(translate(., 'PICTURE', 'picture'), 'picture')]"
    "[string-length(normalize-space(.)) < 80][not(ancestor::footer or ancestor::nav or ancestor::aside)]"
)


def _labelled_photographers(sel: Selector) -> set[str]:
    """The names a credit line labels as the story's photographer (casefolded)."""
    return _credited_names(sel, _PHOTOGRAPHER_LINES, _PHOTOGRAPHER_CREDIT)


# "A guest post by Marisol Vega" (Substack's guest header, a blog's guest column): the guest wrote it
# (the story's own header: not a link, a related or recent-posts box, a sidebar, a comment)
_GUEST_NODES = (
    "//body//*[not(self::script)][text()[contains(translate(., 'GUEST', 'guest'), 'guest ')]]"
    "[not(ancestor-or-self::a or ancestor::aside or ancestor::nav or ancestor::footer)]"
    "[not(ancestor::*[contains(@class, 'related') or contains(@class, 'recent') or contains(@class, 'widget')"
    " or contains(@class, 'sidebar') or contains(@class, 'more') or contains(@class, 'teaser')"
    " or contains(@class, 'comment')])]"
)
_GUEST_LABEL = re.compile(r"^(?:an?\s+)?guest\s+(?:post|column|essay|piece|article)\s+(?:by|from)\s*:?\s*(.*)$", re.I)


def _guest_author(sel: Selector, site_names: Iterable[str]) -> list[str]:
    for node in sel.xpath(_GUEST_NODES):
        text = " ".join(" ".join(node.xpath("text()").getall()).split())
        label = _GUEST_LABEL.match(text) if len(text) <= 80 else None
        if label:
            following = node.xpath("following::text()[normalize-space()][1]").get() or ""
            name = label.group(1) or " ".join(following.split())
            if len(name.split()) <= 4 and ":" not in name:
                return clean_authors([name], site_names)
    return []


def _sentence(text: str) -> bool:
    """Five words or more, two of them lower-case: a sentence, not names ("Amra Hodžić i Senad Mehmedović")."""
    words = text.split()
    return len(words) >= 5 and sum(1 for w in words if w[:1].islower()) >= 2


def _outside_asides(name: str, sel: Selector) -> bool:
    """Whether the page writes the name outside its sidebars, menus and footer: trafilatura's author guess can be
    a columnist listed in the sidebar's "opinion" box of an unsigned brief."""
    if '"' in name:
        return True
    # (trafilatura joins several names with "; ": the first is looked for)
    shown = sel.xpath(f'//body//*[text()[contains(., "{re.split(r"[;,]", name)[0].strip()}")]]')
    if not shown:
        return True  # from the metadata trafilatura read: nothing to check it against
    # (nor only in a listing's teaser cards: the teased story's byline)
    aside = f"ancestor-or-self::aside or ancestor-or-self::nav or ancestor::footer or {IN_TEASER}"
    return any(node.xpath(aside).get() != "1" for node in shown)  # a boolean XPath gives "1" or "0"


def _with_marks(name: str, sel: Selector) -> str:
    """trafilatura's author guess cuts a name's last vowel sign in scripts that write vowels as combining marks
    ("ജോസ് മാത്യു" comes back as "ജോസ് മാത്യ"): the name as the page writes it."""
    if not name or not any(unicodedata.category(ch) in ("Mn", "Mc") for ch in name):
        return name  # a script that writes no vowel signs: nothing to restore
    text = " ".join(sel.xpath("//body//text()").getall())

    def complete(word: re.Match[str]) -> str:
        found = re.search(re.escape(word.group(0)) + r"[^\s\w]*", text)
        if found is None:
            return word.group(0)
        marks = ""
        for ch in found.group(0)[len(word.group(0)) :]:
            if unicodedata.category(ch) not in ("Mn", "Mc"):
                break
            marks += ch
        return word.group(0) + marks

    # each word: the guess may list several names ("ജോസ് മാത്യ, ഫാത്തിമ ബീവ")
    return re.sub(r"[^\s,;]+", complete, name)


_SPECIAL_TO = ("special to ", "special for ", "special correspondent")


def _names_no_person(text: str) -> bool:
    key = " ".join(_strip_prefix(text).casefold().split()).lstrip("-–— ")
    if _DATELINE_CREDIT.search(key):
        return True  # a dateline and the agencies: no person, and no guessing one from the dateline's place
    if _INSTITUTION_ONLY.match(key):
        return True  # "By Office of Communications": an office signs it, and no person is to be guessed
    if key.startswith(_SPECIAL_TO):
        return True  # "Special to Gulf Chronicle": a contributor the paper does not name
    # (or after the place it files from: "ගාල්ල - අපේ නියෝජිත", Galle - our correspondent)
    return any(
        key == phrase or key.startswith((phrase + ",", phrase + " ")) or key.endswith(("- " + phrase, "– " + phrase))
        for phrase in _NO_PERSON
    )


def _byline_names(group: list[str]) -> list[str]:
    """A byline such as "By Jane Roe | March 3, 2024" or "By Jane Roe on March 3": keep the name part."""
    out = []
    for text in group:
        # ("Posted By Ruth Okafor On December 4, 2026": a printable page's capitalised "On")
        text = re.split(
            r"\s+(?:[oO]n|am|le|el|il)\s+(?=\w+\s+\d|\d)|\s[|·•—–]\s|\s+-\s+(?=\w+\s+\d)|\s+On$", text, maxsplit=1
        )[0]
        out.append(text)
    return out


# A signature under a letter or a guest column: "Mark Ellison, Dayton", "— Jane Roe": a name, maybe a town.
_SIGNATURE = re.compile(rf"^(?:--|[—–-])?\s*({_NAME.pattern})(?:,\s*[^\W\d][^,;|]{{1,30}})?\.?$")
# ...and a Vietnamese signer's full name of three or four words with a Latin Extended capital ("Đặng Thị Mai");
# two such words alone at a text's end are as often a related box's heading ("İlgili Haberler") or a teaser's
# byline ("Natália Šimková")
_WIDE_SIGNATURE = re.compile(rf"^({_WIDE_CAP}(?:\s+{_WIDE_CAP}){{2,3}})\.?$")


# A columnist's sign-off under the column: "— Hana Whitcombe writes a fortnightly column for the Observer."
# (the dash, then the name and a verb about the writer; the bio after it is not part of the name)
_SIGN_OFF = re.compile(
    rf"^(?:--|[—–-])\s*({_NAME.pattern})\s+(?:writes|is|was|covers|reports|edits|teaches|lives|works|has been)\s+\S.*$"
)


_PRESS_DESK = re.compile(
    r"^(?:(?:our|staff|special|foreign|city|metro|news|web|online|digital|national)\s+)*"
    r"(?:desk|newsroom|wire|correspondents?|reporters?|bureau|staff)$"
    # a beat's desk ("Finance Desk", "Data and Graphics Desk"); Malay/Indonesian "Meja Kewangan" (desk first);
    # not the weather desk, whose forecasts and pollen tables are data on the news template
    r"|^(?!weather\b)(?:[^\W\d_]+\s+){1,3}desk$|^meja\s+[^\W\d_]+(?:\s+[^\W\d_]+)?$",
    re.I,
)


def desk_byline(lines: Iterable[str]) -> bool:
    """A line under the headline that signs the story with a desk, a role or a wire, not a person ("Staff
    Reporter", "Our Correspondent, Rajshahi", "AFP", "নিজস্ব প্রতিবেদক"): no author for the item, but the
    byline of a story's template all the same."""
    for line in lines:
        head = re.split(r"\s*[,|·–—]\s*|\s+-\s+", _strip_prefix(line.strip()), maxsplit=1)[0].strip()
        if not head or len(head.split()) > 4:
            continue
        # the press's own forms only: a site's "admin", "Events Team" or "Customer Service" sign notices too
        if _AGENCY_ALONE.fullmatch(head) or _names_no_person(head) or _PRESS_DESK.search(head):
            return True
    return False


_LABELLED_LINE = re.compile(rf"^{_LABEL}\s*[:：]\s*\S", re.I)


def opening_credit(line: str, site_names: Iterable[str] = ()) -> list[str]:
    """The writers a labelled credit names as the story's first line ("Bài: Ngọc Lan", "Texto: Ana Ruiz"), a line
    of its own and short: a theme's author box names the site's account, the post's text its writer."""
    line = line.strip()
    if len(line) > 60 or not _LABELLED_LINE.match(line):
        return []
    return clean_authors([line], site_names)


# A Korean, Chinese or Japanese personal name: two to four syllables or characters, no space
_CJK_NAME = re.compile(r"[\uac00-\ud7af]{2,4}|[\u4e00-\u9fff]{2,4}")


def photo_credit(line: str | None, site_names: Iterable[str] = ()) -> list[str]:
    """The photographer a line credits ("Foto's: Kobus Nel", "Surat: Bekzod Ergashev"), when the line is the credit
    alone: a photo story's signature under its few lines."""
    line = (line or "").strip()
    match = _PHOTO_LABEL.match(line)
    if match is None or len(line) > 60:
        return []
    name = line[match.end() :].strip(" .")
    return clean_authors([name], site_names) if _NAME.fullmatch(name) or _uncased_name(name) else []


def declared_authors(sel: Selector, article_nodes: Iterable[dict]) -> list[str]:
    """The authors the structured data or the page's author meta tags name."""
    names = [name for node in article_nodes for name in _jsonld_names(node.get("author")) or []]
    names += [value for value in [meta(sel, "author", "article:author", "dc.creator")] if value]
    return clean_authors(names)


def names_people(credit: str) -> bool:
    """Whether a credit names people ("Mark Twain", "Jane and Tom Miller, Eastbrook"), not an agency: a quotation's
    or a testimonial's attribution."""
    return any(
        _NAME.fullmatch(part.strip()) and clean_authors([part.strip()]) for part in re.split(r",|\s(?:and|&)\s", credit)
    )


def labelled_author(line: str | None, site_names: Iterable[str] = ()) -> list[str]:
    """The author a labelled credit line names ("Ярилцсан: Б. Ганболд", "Текст: Ирина Белова")."""
    line = (line or "").strip()
    return clean_authors([line], site_names) if _LABELLED_LINE.match(line) and len(line) <= 80 else []


# an interview's closing credit names its interviewer, the author: "Das Interview führte Jonas Wick.",
# "Interview by Jane Roe", "Propos recueillis par Anne Morel", "Entrevista realizada por Ana Ruiz"
_INTERVIEW_CREDIT = re.compile(
    r"(?i)^(?:das (?:interview|gespräch) führten?|interview(?:ed)? by|the interview was conducted by|"
    r"propos recueillis par|entrevista(?: realizada)? por|intervista (?:a cura )?di)\s+(.+?)\.?$"
)


_SOURCE_AFTER_NAME = re.compile(
    r"\s*\((?:theo|according to|nach|selon|segundo|según|secondo|menurut|kaynak)\s+[^()]{2,40}\)\s*$", re.I
)


# A wire story's sign-off: "Reporting by Jane Roe in London; Additional reporting by Tom Poe; Editing by Ann Lee",
# in brackets or not. Every clause is a role "by" names; the reporters, writers and compilers are the authors,
# the editors, additional reporters, graphics and photographers are not.
_WIRE_CLAUSE = re.compile(
    r"(?i)^(?P<extra>(?:with |and )?(?:additional |further |with )?)"
    r"(?P<role>reporting|reported|writing|written|compiled|editing|edited|graphics?|photos?|photography|"
    r"production|fact-checking|research|translation|translated)\s+by\s+(?P<names>\S.*?)\.?$"
)
_WIRE_AUTHORS = frozenset({"reporting", "reported", "writing", "written", "compiled"})


# the small words of a sign-off's names part: "Jane Roe in London and Tom Poe in New York", "Ana de la Cruz"
_SIGNOFF_JOINERS = frozenset({"and", "in", "at", "from", "with"})


def _names_only(names: str) -> bool:
    """Whether a sign-off clause's names part is names (and where they filed from), not the rest of a sentence:
    "Written by Hilary Mantel, the novel won ...", "Reporting by Hanna Rosin and others has since ..."."""
    words = names.replace(",", " ").split()
    return 0 < len(names) <= 120 and all(
        word[:1].isupper() or word.casefold() in _SIGNOFF_JOINERS or word.casefold() in _PARTICLES for word in words
    )


def wire_signoff(line: str | None, site_names: Iterable[str] = ()) -> list[str] | None:
    """The authors of a wire sign-off line (`_WIRE_CLAUSE`), [] when it names editors only; None when the line
    is no sign-off (a clause of it names no one: "Reporting by the agency showed ...")."""
    line = (line or "").strip()
    if line[:1] == "(" and line[-1:] == ")":
        line = line[1:-1]
    if len(line) > 300:
        return None
    authors: list[str] = []
    for clause in re.split(r"\s*;\s*", line.strip(" .")):
        match = _WIRE_CLAUSE.match(clause)
        names = clean_authors([match["names"]], site_names) if match and _names_only(match["names"]) else []
        if not names:
            return None
        if match and not match["extra"] and match["role"].casefold() in _WIRE_AUTHORS:
            authors += [name for name in names if name not in authors]
    return authors


def signature_author(line: str | None, site_names: Iterable[str] = ()) -> list[str]:
    """The signer of the story when the line after its last paragraph is a name (and a town) alone, or a
    columnist's dash-led sign-off."""
    line = (line or "").strip()
    if rights_notice(line):
        return []  # "© RIPRODUZIONE RISERVATA" under the story: a rights notice in capitals, no signer
    if _COMMENTS_LINK.search(line):
        return []  # the comments link's box under the story ("Comentarios Normas"), no signer
    # a labelled credit under the story ("Текст: Ирина Белова", "Беседовал: Пётр Смирнов")
    labelled = labelled_author(line, site_names)
    if labelled:
        return labelled
    interviewer = _INTERVIEW_CREDIT.match(line)
    if interviewer and len(line) <= 120:
        return clean_authors([interviewer.group(1)], site_names)
    # the source a compiler credits after the name: "Thanh Tâm (Theo Reuters)", "Jane Roe (according to AFP)"
    line = _SOURCE_AFTER_NAME.sub("", line)
    match = _SIGNATURE.match(line) or _WIDE_SIGNATURE.match(line)
    if match and len(line) <= 60:
        return clean_authors([match.group(1)], site_names)
    # "Trần Hóa - Ngọc Ánh" signing under the story (VnExpress): two signers joined by a dash, each a full name
    # with letters beyond ASCII (not "Jane Roe - Harbor Times"; a byline's "Nguyễn Văn An - Hà Nội" over the
    # story names a place, and is not read here)
    pair = _signer_pair(line)
    if len(pair) == 2:
        return clean_authors([", ".join(pair)], site_names)
    # "Ngọc Ánh và Văn Long" under the story: capitalised names joined by "and" (a script without case could be
    # a phrase: "सर्दियों की मिठाई और धीमी आंच पर")
    parts = [part for part in _SPLIT.split(line) if part.strip()]
    if len(line) <= 60 and len(parts) >= 2 and all(_NAME.fullmatch(p) or _wide_name(p) for p in parts):
        return clean_authors([line], site_names)
    # a name and its role ("정은희 논설위원", "Mikko Laine, toimittaja")
    role = _NAME_ROLE_LINE.match(line)
    if role and len(line) <= 60 and (_NAME.fullmatch(role.group(1)) or _CJK_NAME.fullmatch(role.group(1))):
        return clean_authors([line], site_names)
    match = _SIGN_OFF.match(line)
    return clean_authors([match.group(1)], site_names) if match and len(line) <= 200 else []


# the name that opens a writer's note, then what it says of them: "Jane Roe is…", "Jane Roe, a teacher…",
# "Эрмек Иманалиев – инженер…", "Faadumo Warsame waa macallimad…" (a lower-case word after the name)
_BIO_OPENING = re.compile(rf"^[—–•-]?\s*({_NAME.pattern})(?:\s*[,–—:-]\s*|\s+(?=[^\W\d_A-ZÀ-ÞА-ЯΑ-Ω]))")
# in a script without capitals the name ends at a comma, a parenthesis or a dash (else after two words)
_BIO_UNCASED = re.compile(r"^[—–•-]?\s*([^\s,،、(（—–-]+(?:\s[^\s,،、(（—–-]+){0,2}?)\s*(?:[,،、(（]|\s[—–-]\s)")
# a note is sentences: it ends as one does (a credit line "Parengė Rūta Jankauskienė ir Tomas Petrauskas" does not)
_SENTENCE_END = re.compile(r"[.!?。．।။؟]\W{0,2}$")


# "Maria Lopez contributed reporting from Madrid.": a contributor, not the writer
_CONTRIBUTED = re.compile(r"(?i)\bcontribut(?:ed|ing)\b|\badditional reporting\b|\breporting by\b")


def bio_author(line: str | None, site_names: Iterable[str] = ()) -> list[str]:
    """The writer a closing note about them names (`byline.closing_bio`): the name that opens it. In a script
    without capitals (Lao, Thai, Arabic) the name ends at a comma, a parenthesis or a dash, else it is the first
    two words."""
    line = (line or "").strip()
    if not line or len(line) > 300 or not _SENTENCE_END.search(line) or _CONTRIBUTED.search(line):
        return []
    match = _BIO_OPENING.match(line)
    if match:
        return clean_authors([match.group(1)], site_names)
    first = line.lstrip("—–•- ")[:1]
    if first.isupper() or first.islower():
        return []  # a cased script whose note does not open with a name
    words = line.split()
    uncased = _BIO_UNCASED.match(line)
    name = uncased.group(1) if uncased else " ".join(words[:2]) if len(words) >= 4 else ""
    return clean_authors([name], site_names) if name else []


# Japanese and Chinese papers sign a story in parentheses at the end of its last paragraph: "…と話した。（村上聡）",
# "（村上聡、高橋美穂）", "（聞き手・高橋美穂）", "（论说委员・岡本和也）", "（记者 张三）"
_CJK = r"[\u3005-\u3007\u3040-\u30ff\u3400-\u9fff]"  # 々 too (佐々木)
_CLOSING_PARENS = re.compile(
    rf"[（(]\s*(?:[^（）()・:：\s\d]{{1,6}}[・\s])?({_CJK}{{2,5}}(?:[、,，・]\s*{_CJK}{{2,5}}){{0,2}})\s*[）)]\s*$"
)
# ...and in the same place an agency credits its story ("（共同）", "（新华社）"), or a word notes a picture
_NOT_SIGNERS = re.compile(
    r"(?:共同|時事|ロイター|新華社|新华社|中新社|聯合|联合|写真|図|動画|视频|图片|資料|资料|完|社|通信|新聞|新闻|电|電|"
    r"日报|日報|晚报|時報|时报|敬称略|略|続く|つづく|終わり|おわり|上|中|下)$|^[\u3040-\u309f]+$"
)  # an agency or a paper, a picture's or a clip's note, "honorifics omitted", "to be continued", all-hiragana


def closing_parenthesised(line: str) -> tuple[str, list[str]]:
    """(the line without its parenthesised signature, the names it signs) when it ends with one; (line, [])
    otherwise."""
    match = _CLOSING_PARENS.search(line)
    if match is None:
        return line, []
    names = [n.strip() for n in re.split(r"[、,，・]", match.group(1)) if n.strip()]
    if not names or any(_NOT_SIGNERS.search(n) for n in names) or len(clean_authors(names)) != len(names):
        return line, []
    return line[: match.start()].rstrip(), names


# Korean papers sign a story in a line of its own at its end: "정하늘 기자 haneul@example.kr", "사진=윤태양 기자",
# "대담·정리=최유진 기자" (a label, "=", then the name and the role, and the reporter's address)
_KO_REPORTER = re.compile(
    r"^(?:[^=\s]{1,8}=\s*)?([\uac00-\ud7af]{2,4}(?:[·ㆍ,]\s*[\uac00-\ud7af]{2,4}){0,2})\s*"
    r"(?:선임|수석|객원|전문)?(?:기자|특파원|논설위원|위원)(?:\s+\S+@\S+)?$"
)


# ...and in the byline's date line, a field of its own: "기사입력 2026-11-27 14:20 | 박소라 기자", "입력 2026.12.04
# 09:15 수정 10:02 · 홍길동 기자 gildong@example.kr" (not "홍길동 기자가 ...", a sentence about a reporter)
_KO_BYLINE_REPORTER = re.compile(
    # the names (joined by "·"), then the role: a kind of reporter ("인턴기자", "사진기자") or a posting's
    # correspondent, its city before it ("베이징특파원", "뉴욕 특파원")
    r"(?:^|[|│]\s*|\s)([\uac00-\ud7af]{2,4}(?:\s*[·ㆍ]\s*[\uac00-\ud7af]{2,4}){0,2})(?:\s*기자|\s+"
    r"(?:(?:인턴|수습|사진|영상|취재|선임|수석|객원|전문|온라인)\s*기자|(?:[\uac00-\ud7af]{1,6}\s*)?특파원))"
    r"(?:\s+\S+@\S+)?\s*(?:$|[|│·ㆍ])"
)


# ...and a wire story opens with its dateline and reporter: "(세종=연합뉴스) 이민수 기자 = 세종시는..." (place=agency,
# then the reporter; Yonhap's form, which Newsis and News1 share and papers that run their copy keep)
_KO_DATELINE_REPORTER = re.compile(
    r"^\s*\([^=()]{1,12}=[^=()]{1,12}\)\s*([\uac00-\ud7af]{2,4}(?:\s*[·ㆍ,]\s*[\uac00-\ud7af]{2,4}){0,2})\s*"
    r"(?:선임|수석)?(?:기자|특파원)\s*=\s*"
)


def opening_reporter(line: str) -> tuple[str, list[str]]:
    """(the line without its agency dateline, the reporters it names) for "(서울=연합뉴스) 홍길동 기자 = ..."."""
    match = _KO_DATELINE_REPORTER.match(line)
    if match is None:
        return line, []
    names = [n.strip() for n in re.split(r"[·ㆍ,]", match.group(1)) if n.strip()]
    return line[match.end() :], names


# Taiwanese papers credit the reporter in brackets: "〔記者王小明／台中報導〕" opening the first paragraph (kept
# there as the story prints it), or "（記者林雅婷／台北報導）" as a line of its own under the story
_TW_REPORTERS = (
    r"記者([\u4e00-\u9fff]{2,4}(?:[、，,][\u4e00-\u9fff]{2,4})*)\s*[／/][^〕）)\]]{0,12}?(?:報導|報道|專訪|採訪)"
)
_TW_OPENING = re.compile(rf"^\s*[〔\[【]{_TW_REPORTERS}[〕\]】]")
_TW_CLOSING = re.compile(rf"^\s*[（(]{_TW_REPORTERS}[）)]\s*$")


def taiwan_reporters(lines: list[str]) -> tuple[list[str], int]:
    """(the reporters a Taiwanese credit names, the line it closes the story on, or -1): the credit opening one
    of the first three lines (after a date line), or a line of its own among the last two (a comment box's
    heading may follow it: nothing of the story does)."""
    for line in lines[:3]:
        match = _TW_OPENING.match(line)
        if match:
            return [n for n in re.split(r"[、，,]", match.group(1)) if n], -1
    for i in range(max(len(lines) - 2, 1), len(lines)):
        match = _TW_CLOSING.match(lines[i])
        if match:
            return [n for n in re.split(r"[、，,]", match.group(1)) if n], i
    return [], -1


# A mainland Chinese wire story opens with its dateline and reporters: "新华社北京12月4日电（记者王明、李华）...", a
# correspondent after them ("（记者孙丽 通讯员何平）"); the lead-in is the story's text. A commentary names its
# reporter on a line of its own over the text ("新华社记者刘洋"), which is no text.
_HAN_NAME = r"[\u4e00-\u9fff]{2,4}"
_CN_WIRE_OPENING = re.compile(
    rf"^\s*[\u4e00-\u9fff]{{1,8}}\d{{1,2}}月\d{{1,2}}日(?:电|讯)\s*[（(]\s*记者\s*"
    rf"({_HAN_NAME}(?:\s*(?:[、，,]|\s)\s*(?:通讯员|实习生)?\s*{_HAN_NAME}){{0,4}})\s*[）)]"
)
_CN_REPORTER_LINE = re.compile(
    rf"^\s*[\u4e00-\u9fff]{{1,6}}(?:社|台|报)记者\s*({_HAN_NAME}(?:[、，,\s]{_HAN_NAME}){{0,3}})\s*$"
)


def chinese_wire_reporters(lines: list[str]) -> tuple[list[str], int]:
    """(the reporters a mainland wire credit names, the line that is only the credit, or -1) among the first three
    lines: the dateline's "（记者王明、李华）" (the line stays text) or a line "新华社记者刘洋" (no text)."""
    for i, line in enumerate(lines[:3]):
        match = _CN_WIRE_OPENING.match(line)
        if match:
            names = re.split(r"\s*(?:[、，,]|\s)\s*", match.group(1))
            return [re.sub(r"^(?:通讯员|实习生)", "", n) for n in names if n], -1
        match = _CN_REPORTER_LINE.match(line)
        if match:
            return [n for n in re.split(r"[、，,\s]+", match.group(1)) if n], i
    return [], -1


# An international wire's credit line under its story: "Reporting by Dewi Santoso in Jakarta; Editing by Mark
# Hollis", "Writing by Jane Roe; Additional reporting by Tom Poe" (the reporters and writers are the authors, not
# the editors); no text of the story
_WIRE_CREDIT_PART = re.compile(r"^\s*(?:(additional )?reporting|writing|compiled|editing)\s+by\s+(.+?)\s*$", re.I)


def wire_credit_line(lines: list[str]) -> tuple[list[str], int]:
    """(the writers a wire's "Reporting by ...; Editing by ..." line names, that line among the last three, or -1)."""
    for i in range(len(lines) - 1, max(len(lines) - 4, -1), -1):
        parts = [_WIRE_CREDIT_PART.match(part) for part in re.split(r"\s*;\s*", lines[i].strip().rstrip("."))]
        if not parts or not all(parts) or not any(m[1] is None and m[0].lower().startswith(("rep", "wri", "com"))
                                                  for m in parts if m):  # fmt: skip
            continue
        names: list[str] = []
        for match in parts:
            if match and not match[0].lower().startswith("editing"):
                names += [_IN.sub(r"\1", n).strip() for n in re.split(r"\s*(?:,|\band\b)\s*", match[2]) if n]
        if len(lines[i]) <= 200 and names and all(n[:1].isupper() for n in names):  # names, not a sentence's words
            return names, i
    return [], -1


_KO_DESK = re.compile(r"(?:팀|부|국|실|센터|데스크)$")


def closing_reporter(line: str) -> tuple[str, list[str]]:
    """("", the names) when the line is a Korean reporter's sign-off; (line, []) otherwise."""
    match = _KO_REPORTER.match(line.strip())
    if match is None:
        return line, []
    names = [n.strip() for n in re.split(r"[·ㆍ,]", match.group(1)) if n.strip()]
    # a desk signs as a team, a department or a centre ("온라인팀 기자", "사회부 기자"): no person
    if any(_KO_DESK.search(n) for n in names):
        return line, []
    return "", names
