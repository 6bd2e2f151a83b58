# ruff: noqa: RUF001  (month names are matched as the languages spell them)
"""Publication dates: the full timestamp as the page gives it, and the day in the publisher's time zone.

Sources are tried in order of trust (the article's JSON-LD, article metas, microdata, `<time>`, then
htmldate over the whole page). A placeholder or impossible value (before 1990, more than a day in the
future, `0001-01-01`) is rejected and the next source is tried. A timestamp given in UTC is moved to
the publisher's day when another source on the page gives that publisher's offset or a visible date.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone
from urllib.parse import urldefrag, urljoin

from parsel import Selector

from crawler.article.calendars import calendar_date, written_as_iso
from crawler.article.jsonld import types_of
from crawler.article.signals import IN_TEASER, meta

logger = logging.getLogger(__name__)

MIN_YEAR = 1990
_ISO = re.compile(
    r"(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})"
    r"(?:[T ](?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2})(?:\.\d+)?)?\s*(?P<tz>Z|UTC|GMT|[+-]\d{2}:?\d{2})?)?",
    re.I,
)
_COMPACT = re.compile(r"^(?P<y>\d{4})(?P<m>\d{2})(?P<d>\d{2})(?:T?(?P<H>\d{2})(?P<M>\d{2})(?P<S>\d{2})?)?$")
# English, French, German, Spanish, Italian, Dutch, Swedish, Portuguese, Swahili, and the genitive forms
# Polish, Czech, Russian and Ukrainian write dates with ("5 marca", "5. března", "5 марта", "5 березня"), with
# the nominative ones that CMS date formats print ("30 listopad 2026": Joomla's and PHP's month names);
# Turkish.
MONTHS = {
    m: i
    for i, names in enumerate(
        [
            ("jan", "january", "janvier", "januar", "enero", "gennaio", "januari", "janeiro", "stycznia", "ledna",
             "января", "ocak", "styczeń", "styczen", "leden", "січня"),
            ("feb", "february", "février", "fevrier", "februar", "febrero", "febbraio", "februari", "fevereiro",
             "lutego", "února", "unora", "февраля", "şubat", "subat", "luty", "únor", "unor", "лютого"),
            ("mar", "march", "mars", "märz", "marzo", "maart", "machi", "março", "marco", "marca", "března",
             "brezna", "марта", "mart", "marzec", "březen", "brezen", "березня", "mac", "maret"),
            ("apr", "april", "avril", "abril", "aprile", "aprili", "kwietnia", "dubna", "апреля", "nisan", "kwiecień",
             "kwiecien", "duben", "квітня"),
            ("may", "mai", "mayo", "maggio", "mei", "maj", "maio", "maja", "května", "kvetna", "мая", "mayıs",
             "mayis", "květen", "kveten", "травня"),
            ("jun", "june", "juin", "juni", "junio", "giugno", "junho", "czerwca", "června", "cervna", "июня",
             "haziran", "czerwiec", "červen", "cerven", "червня"),
            ("jul", "july", "juillet", "juli", "julio", "luglio", "julai", "julho", "lipca", "července",
             "cervence", "июля", "temmuz", "lipiec", "červenec", "cervenec", "липня"),
            ("aug", "august", "août", "aout", "agosto", "augustus", "augusti", "agosti", "sierpnia", "srpna",
             "августа", "ağustos", "agustos", "sierpień", "sierpien", "srpen", "серпня", "ogos", "agustus"),
            ("sep", "sept", "september", "septembre", "septiembre", "settembre", "septemba", "setembro",
             "września", "wrzesnia", "září", "zari", "сентября", "eylül", "eylul", "wrzesień", "wrzesien",
             "вересня"),
            ("oct", "october", "octobre", "oktober", "octubre", "ottobre", "oktoba", "outubro", "października",
             "pazdziernika", "října", "rijna", "октября", "ekim", "październik", "pazdziernik", "říjen", "rijen",
             "жовтня"),
            ("nov", "november", "novembre", "noviembre", "novemba", "novembro", "listopada", "listopadu", "ноября",
             "kasım", "kasim", "listopad"),
            ("dec", "december", "décembre", "decembre", "dezember", "diciembre", "dicembre", "desemba", "dezembro",
             "grudnia", "prosince", "декабря", "aralık", "aralik", "grudzień", "grudzien", "prosinec", "грудня",
             "disember"),
        ],
        start=1,
    )
    for m in names
}  # fmt: skip
# Month names of scripts without letter case, as the press writes them: Bengali, Hindi, Urdu, Arabic (the
# Gregorian names of Egypt and the Gulf, and the Syriac ones of the Levant and Iraq), Tamil.
_MONTHS_OTHER_SCRIPTS = [
    ("জানুয়ারি", "जनवरी", "جنوری", "يناير", "كانون الثاني", "ஜனவரி"),
    ("ফেব্রুয়ারি", "फ़रवरी", "फरवरी", "فروری", "فبراير", "شباط", "பிப்ரவரி"),
    ("মার্চ", "मार्च", "مارچ", "مارس", "آذار", "மார்ச்"),
    ("এপ্রিল", "अप्रैल", "اپریل", "أبريل", "ابريل", "نيسان", "ஏப்ரல்"),
    ("মে", "मई", "مئی", "مايو", "أيار", "ايار", "மே"),
    ("জুন", "जून", "جون", "يونيو", "حزيران", "ஜூன்"),
    ("জুলাই", "जुलाई", "جولائی", "يوليو", "تموز", "ஜூலை"),
    ("আগস্ট", "अगस्त", "اگست", "أغسطس", "اغسطس", "آب", "ஆகஸ்ட்"),
    ("সেপ্টেম্বর", "सितंबर", "सितम्बर", "ستمبر", "سبتمبر", "أيلول", "ايلول", "செப்டம்பர்"),
    ("অক্টোবর", "अक्टूबर", "اکتوبر", "أكتوبر", "اكتوبر", "تشرين الأول", "அக்டோபர்"),
    ("নভেম্বর", "नवंबर", "नवम्बर", "نومبر", "نوفمبر", "تشرين الثاني", "நவம்பர்"),
    ("ডিসেম্বর", "दिसंबर", "दिसम्बर", "دسمبر", "ديسمبر", "كانون الأول", "டிசம்பர்"),
]
MONTHS.update({m: i for i, names in enumerate(_MONTHS_OTHER_SCRIPTS, start=1) for m in names})
# ...and the Maghreb's Arabic names, from the French (Morocco's "دجنبر", "نونبر", "شتنبر", "غشت"; Mauritania's
# "دجمبر"; Tunisia's and Algeria's "جانفي", "فيفري", "أفريل", "ماي", "جوان", "جويلية", "أوت")
_MAGHREB = [
    ("يناير", "جانفي"), ("فبراير", "فيفري"), ("مارس",), ("أبريل", "أفريل", "ابريل"), ("ماي",), ("يونيو", "جوان"),
    ("يوليوز", "جويلية"), ("غشت", "أوت", "اوت"), ("شتنبر",), ("أكتوبر",), ("نونبر", "نوفمبر"), ("دجنبر", "دجمبر"),
]  # fmt: skip
MONTHS.update({m: i for i, names in enumerate(_MAGHREB, start=1) for m in names})
# Sinhala ("2026 දෙසැම්බර් 04")
_SINHALA = ("ජනවාරි", "පෙබරවාරි", "මාර්තු", "අප්‍රේල්", "මැයි", "ජූනි", "ජූලි", "අගෝස්තු", "සැප්තැම්බර්", "ඔක්තෝබර්", "නොවැම්බර්", "දෙසැම්බර්")
MONTHS.update({m: i for i, m in enumerate(_SINHALA, start=1)})
MONTHS["අප්රේල්"] = 4  # (April written without its joiner)
# Marathi, where it differs from Hindi ("२ डिसेंबर २०२६")
_MARATHI = ("जानेवारी", "फेब्रुवारी", "मार्च", "एप्रिल", "मे", "जून", "जुलै", "ऑगस्ट", "सप्टेंबर", "ऑक्टोबर", "नोव्हेंबर", "डिसेंबर")
MONTHS.update({m: i for i, m in enumerate(_MARATHI, start=1)})
# More of Europe, nominative and genitive as dates are written ("29. новембар 2026", "3. decembra 2026",
# "1. joulukuuta 2026", "28 ta' Novembru 2026"): Maltese, Norwegian/Danish, Estonian, Finnish, Romanian,
# Slovak, Slovenian, Serbian in Latin and Cyrillic letters, Bulgarian, Russian and Ukrainian nominatives,
# Kazakh. Croatian's "listopad" (October) is left out: Polish and Czech name November so.
_MONTHS_MORE = [
    ("jannar", "jaanuar", "tammikuuta", "tammikuu", "ianuarie", "januára", "január", "januara", "јануар",
     "јануара", "януари", "январь", "січень", "қаңтар"),
    ("frar", "veebruar", "helmikuuta", "helmikuu", "februarie", "februára", "február", "februara", "фебруар",
     "фебруара", "февруари", "февраль", "лютий", "ақпан"),
    ("marzu", "märts", "marts", "maaliskuuta", "maaliskuu", "martie", "marec", "marta", "март", "марта",
     "березень", "наурыз"),
    ("aprill", "huhtikuuta", "huhtikuu", "aprilie", "apríla", "apríl", "aprila", "април", "априла", "апрель",
     "квітень", "сәуір"),
    ("mejju", "toukokuuta", "toukokuu", "mája", "máj", "мај", "маја", "май", "травень", "мамыр"),
    ("ġunju", "gunju", "juuni", "kesäkuuta", "kesäkuu", "iunie", "júna", "jún", "junij", "juna", "јун", "јуна",
     "юни", "июнь", "червень", "маусым"),
    ("lulju", "juuli", "heinäkuuta", "heinäkuu", "iulie", "júla", "júl", "julij", "jula", "јул", "јула", "юли",
     "июль", "липень", "шілде"),
    ("awwissu", "elokuuta", "elokuu", "augusta", "avgust", "avgusta", "август", "августа", "серпень", "тамыз"),
    ("settembru", "syyskuuta", "syyskuu", "septembrie", "septembra", "septembar", "септембар", "септембра",
     "септември", "сентябрь", "вересень", "қыркүйек"),
    ("ottubru", "oktoober", "lokakuuta", "lokakuu", "octombrie", "októbra", "október", "oktobra", "oktobar",
     "октобар", "октобра", "октомври", "октябрь", "жовтень", "қазан"),
    ("novembru", "marraskuuta", "marraskuu", "noiembrie", "novembra", "novembar", "новембар", "новембра",
     "ноември", "ноябрь", "листопад", "листопада", "қараша"),
    ("diċembru", "dicembru", "desember", "detsember", "joulukuuta", "joulukuu", "decembrie", "decembra",
     "decembar", "децембар", "децембра", "декември", "декабрь", "грудень", "желтоқсан"),
]  # fmt: skip
MONTHS.update({m: i for i, names in enumerate(_MONTHS_MORE, start=1) for m in names})
# Somali, Lao and Yoruba (the Yoruba names and the English ones Yoruba papers also write): holdout19's sites
_MONTHS_SO_LO_YO = [
    ("jannaayo", "janaayo", "ມັງກອນ", "ṣẹ́rẹ́", "sere"),
    ("febraayo", "feberwari", "ກຸມພາ", "èrèlè", "erele"),
    ("maarso", "ມີນາ", "ẹrẹ̀nà", "erena"),
    ("abriil", "ເມສາ", "igbe"),
    ("maajo", "ພຶດສະພາ", "ẹ̀bibi", "ebibi"),
    ("juun", "ມິຖຸນາ", "òkúdu", "okudu"),
    ("luulyo", "ກໍລະກົດ", "agẹmọ", "agemo"),
    ("agoosto", "ສິງຫາ", "ògún"),
    ("sebtembar", "sebteembar", "ກັນຍາ", "owewe"),
    ("oktoobar", "ຕຸລາ", "ọ̀wàrà", "owara"),
    ("nofeembar", "noofeembar", "nofembar", "ພະຈິກ", "bélú", "belu"),
    ("desembar", "diseembar", "disembar", "ທັນວາ", "ọ̀pẹ̀", "ope"),
]
MONTHS.update({m: i for i, names in enumerate(_MONTHS_SO_LO_YO, start=1) for m in names})
# And more, as each writes a date ("27 November 2026", "30 лістапада 2026", "30. novembar 2026.", "30 Samhain
# 2026", "30. November 2026", "1 dekabr 2026"): Afrikaans, Belarusian genitive and nominative, Bosnian and
# Croatian genitives, Irish (with and without the accents), Luxembourgish, Uzbek in Latin and Cyrillic letters
# (where not already above: "mart", "may", "avgust", "март", "май").
# Croatian's October ("listopada") is left out as above.
_MONTHS_EUROPE_ASIA = [
    ("januarie", "студзеня", "студзень", "siječnja", "sijecnja", "siječanj", "eanáir", "eanair", "yanvar", "январ"),
    ("februarie", "лютага", "люты", "veljače", "veljace", "veljača", "feabhra", "fevral", "феврал"),
    ("сакавіка", "сакавік", "ožujka", "ozujka", "ožujak", "márta", "mäerz", "maerz"),
    ("красавіка", "красавік", "travnja", "travanj", "aibreán", "aibrean", "abrëll", "aprel", "апрел"),
    ("траўня", "svibnja", "svibanj", "bealtaine", "mee"),
    ("junie", "чэрвеня", "чэрвень", "lipnja", "lipanj", "meitheamh", "iyun", "июн"),
    ("julie", "ліпеня", "ліпень", "srpnja", "srpanj", "iúil", "iuil", "iyul", "июл"),
    ("жніўня", "жнівень", "kolovoza", "kolovoz", "lúnasa", "lunasa"),
    ("верасня", "верасень", "rujna", "rujan", "meán fómhair", "mean fomhair", "sentabr", "сентябр"),
    ("кастрычніка", "кастрычнік", "deireadh fómhair", "deireadh fomhair", "oktabr", "октябр"),
    ("лістапада", "лістапад", "studenoga", "studenog", "studeni", "samhain", "noyabr", "ноябр"),
    ("снежня", "снежань", "prosinca", "prosinac", "nollaig", "dekabr", "декабр"),
]  # fmt: skip
MONTHS.update({m: i for i, names in enumerate(_MONTHS_EUROPE_ASIA, start=1) for m in names})
# Kazakh in Latin letters, in the spellings of the 2021 alphabet and of the transliterations sites print
# ("4 jeltoqsan 2026", "1 mausym 2027")
_MONTHS_KAZAKH_LATIN = [
    ("qañtar", "qantar"), ("aqpan",), ("nauryz", "naurız"), ("säuır", "säuir", "sáýir", "sauir"), ("mamyr",),
    ("mausym", "maýsym"), ("şılde", "şilde", "shilde"), ("tamyz",), ("qyrküiek", "qyrkúıek", "qyrkuiek"),
    ("qazan",), ("qaraşa", "qarasha"), ("jeltoqsan",),
]  # fmt: skip
MONTHS.update({m: i for i, names in enumerate(_MONTHS_KAZAKH_LATIN, start=1) for m in names})
# Malagasy ("Alatsinainy 14 Febroary 2011", "4 Desambra 2026")
_MONTHS_MALAGASY = ["janoary", "febroary", "martsa", "aprily", "mey", "jona", "jolay", "aogositra", "septambra",
                    "oktobra", "novambra", "desambra"]  # fmt: skip
MONTHS.update({m: i for i, m in enumerate(_MONTHS_MALAGASY, start=1)})
# Quechua, as Peru's Ministry of Culture names the months ("2 kapaq raymi killa 2026"), with "killa" (moon, month)
# and without, in the spellings sites print (q/k, qh/k)
_MONTHS_QUECHUA = [
    ("qhulla puquy", "qulla puquy", "kulla pukuy"), ("hatun puquy", "hatun pukuy"), ("pawqar waray", "pawkar waray"),
    ("ayriwa",), ("aymuray",), ("inti raymi",), ("anta situwa", "anta sitwa"), ("qhapaq situwa", "kapaq situwa"),
    ("quya raymi", "qoya raymi", "coya raymi"), ("uma raymi",), ("aya marq'ay", "aya marqay", "ayamarka"),
    ("qhapaq raymi", "kapaq raymi", "qapaq raymi", "capac raymi"),
]  # fmt: skip
MONTHS.update(
    {form: i for i, names in enumerate(_MONTHS_QUECHUA, start=1) for m in names for form in (m + " killa", m)}
)
# Haitian Creole ("4 desanm 2026"), with and without the grave accents sites drop; a name another language already
# gives keeps that month (Portuguese "out" is October, Haitian "out" August)
_MONTHS_HAITIAN = [("janvye",), ("fevriye",), ("mas",), ("avril",), ("me",), ("jen",), ("jiyè", "jiye"), ("out",),
                   ("septanm",), ("oktòb", "oktob"), ("novanm",), ("desanm",)]  # fmt: skip
MONTHS.update({m: i for i, names in enumerate(_MONTHS_HAITIAN, start=1) for m in names if m not in MONTHS})
# Malayalam, Gujarati and Khmer ("2026 ഡിസംബർ 1", "૨ ડિસેમ્બર, ૨૦૨૬", "២ ធ្នូ ២០២៦"); Malayalam's chillu letters
# also as the older encoding writes them (a consonant, virama and zero-width joiner: "ര്\u200d" for "ർ").
_MONTHS_INDIA_KHMER = [
    ("ജനുവരി", "જાન્યુઆરી", "មករា"),
    ("ഫെബ്രുവരി", "ફેબ્રુઆરી", "កុម្ភៈ"),
    ("മാർച്ച്", "માર્ચ", "មីនា"),
    ("ഏപ്രിൽ", "એપ્રિલ", "មេសា"),
    ("മേയ്", "മെയ്", "મે", "ឧសភា"),
    ("ജൂൺ", "જૂન", "មិថុនា"),
    ("ജൂലൈ", "જુલાઈ", "જુલાઇ", "កក្កដា"),
    ("ഓഗസ്റ്റ്", "ആഗസ്റ്റ്", "ઑગસ્ટ", "ઓગસ્ટ", "សីហា"),
    ("സെപ്റ്റംബർ", "സെപ്തംബർ", "સપ્ટેમ્બર", "កញ្ញា"),
    ("ഒക്ടോബർ", "ઑક્ટોબર", "ઓક્ટોબર", "តុលា"),
    ("നവംബർ", "નવેમ્બર", "វិច្ឆិកា"),
    ("ഡിസംബർ", "ડિસેમ્બર", "ធ្នូ"),
]  # fmt: skip
_CHILLU = {"\u0d7a": "\u0d23", "\u0d7b": "\u0d28", "\u0d7c": "\u0d30", "\u0d7d": "\u0d32", "\u0d7e": "\u0d33"}
for _number, _names in enumerate(_MONTHS_INDIA_KHMER, start=1):
    for _name in _names:
        MONTHS[_name] = _number
        MONTHS["".join(_CHILLU[ch] + "\u0d4d\u200d" if ch in _CHILLU else ch for ch in _name)] = _number
# Greek, genitive as dates are written ("1 Δεκεμβρίου 2026") and nominative, with and without the accent
# (headings in capitals drop it)
_GREEK_FORMS = {
    1: ("ιανουαρίου", "ιανουάριος"), 2: ("φεβρουαρίου", "φεβρουάριος"), 3: ("μαρτίου", "μάρτιος"),
    4: ("απριλίου", "απρίλιος"), 5: ("μαΐου", "μάιος", "μαίου"), 6: ("ιουνίου", "ιούνιος"), 7: ("ιουλίου", "ιούλιος"),
    8: ("αυγούστου", "αύγουστος"), 9: ("σεπτεμβρίου", "σεπτέμβριος"), 10: ("οκτωβρίου", "οκτώβριος"),
    11: ("νοεμβρίου", "νοέμβριος"), 12: ("δεκεμβρίου", "δεκέμβριος"),
}  # fmt: skip
for _number, _forms in _GREEK_FORMS.items():
    for _form in _forms:
        MONTHS[_form] = _number
        MONTHS[unicodedata.normalize("NFD", _form).replace("\u0301", "").replace("\u0308", "")] = _number
# Indonesian and Malay abbreviations as detik-like portals print them ("Jumat, 04 Des 2026 01:05 WIB"), and
# German/Dutch "Okt"
MONTHS.update({"agu": 8, "agt": 8, "ags": 8, "okt": 10, "nop": 11, "des": 12})
# ...and the Romance and Germanic abbreviations a day and a year stand around ("4 dic 2026 - 09:15 PM EST",
# "4 déc. 2026", "4 dez. 2026", "4 mrt 2026"): Spanish, Italian, Portuguese, French, German, Dutch
MONTHS.update({
    "ene": 1, "gen": 1, "janv": 1, "fev": 2, "fév": 2, "févr": 2, "fevr": 2, "mär": 3, "mrt": 3, "abr": 4, "avr": 4,
    "mag": 5, "giu": 6, "lug": 7, "juil": 7, "ago": 8, "set": 9, "ott": 10, "out": 10, "dic": 12, "dez": 12, "déc": 12,
})  # fmt: skip
# Georgian, Armenian (the genitive as dates are written, "դեկտեմբերի 4", and the nominative) and Albanian
_MONTHS_CAUCASUS_ALBANIA = [
    ("იანვარი", "იანვრის", "հունվարի", "հունվար", "janar", "janarit"),
    ("თებერვალი", "თებერვლის", "փետրվարի", "փետրվար", "shkurt", "shkurtit"),
    ("მარტი", "მარტის", "մարտի", "մարտ", "marsit"),
    ("აპრილი", "აპრილის", "ապրիլի", "ապրիլ", "prill", "prillit"),
    ("მაისი", "მაისის", "մայիսի", "մայիս", "majit"),
    ("ივნისი", "ივნისის", "հունիսի", "հունիս", "qershor", "qershorit"),
    ("ივლისი", "ივლისის", "հուլիսի", "հուլիս", "korrik", "korrikut"),
    ("აგვისტო", "აგვისტოს", "օգոստոսի", "օգոստոս", "gusht", "gushtit"),
    ("სექტემბერი", "სექტემბრის", "սեպտեմբերի", "սեպտեմբեր", "shtator", "shtatorit"),
    ("ოქტომბერი", "ოქტომბრის", "հոկտեմբերի", "հոկտեմբեր", "tetor", "tetorit"),
    ("ნოემბერი", "ნოემბრის", "նոյեմբերի", "նոյեմբեր", "nëntor", "nentor", "nëntorit"),
    ("დეკემბერი", "დეკემბრის", "դեկտեմբերի", "դեկտեմբեր", "dhjetor", "dhjetorit"),
]
MONTHS.update({m: i for i, names in enumerate(_MONTHS_CAUCASUS_ALBANIA, start=1) for m in names})
# Sorani Kurdish, the Levantine month names in Kurdish spelling, and with the ezafe "ی" dates write after them
# ("٤ی کانوونی یەکەمی ٢٠٢٦": the 4th of December 2026; the day's own "ی" is taken off in human_date)
_SORANI = ["کانوونی دووەم", "شوبات", "ئازار", "نیسان", "ئایار", "حوزەیران", "تەمموز", "ئاب", "ئەیلوول",
           "تشرینی یەکەم", "تشرینی دووەم", "کانوونی یەکەم"]  # fmt: skip
MONTHS.update({form: i for i, m in enumerate(_SORANI, start=1) for form in (m, m + "ی")})
# The abbreviations that are English words stand only between a day and a year ("4 mag 2026", not "Mag 7, 2026
# outlook", "Gen 2, 2026 edition"), and Portuguese "out" and "set" only with their dot ("4 out. 2026", not "GTA 6
# out 2026")
_ENGLISH_WORDS = {"gen", "mag", "set", "out", "ago"}
_WITH_THEIR_DOT = {"set", "out"}
_MONTH = "|".join(
    [*sorted(map(re.escape, set(MONTHS) - _WITH_THEIR_DOT), key=len, reverse=True), r"set(?=\.)", r"out(?=\.)"]
)
_MONTH_FIRST = "|".join(sorted(map(re.escape, set(MONTHS) - _ENGLISH_WORDS), key=len, reverse=True))
# ("3-Dec-2026": day, month and year joined by hyphens, as EurekAlert and older CMSs print it; "10.dez.2026" by
# dots, as Folha does)
_HUMAN = re.compile(
    rf"\b(?:(?P<mname>{_MONTH_FIRST})\.?\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y1>(?:19|20)\d\d)"
    rf"|(?P<d2>\d{{1,2}})(?:\.?\s+|[-.](?=[^\W\d_]))(?:de\s+|ta['’]\s+)?(?P<mname2>{_MONTH})"
    rf"(?:\.?,?\s+(?:de\s+)?|-|\.(?=(?:19|20)\d\d))"
    rf"(?P<y2>(?:19|20)\d\d))\b",
    re.I,
)
# The year first, as Malayalam, Hungarian and Uzbek write it: "2026 ഡിസംബർ 1", "2026-yil 1-dekabr"; a number
# followed by a clock's colon ("2026 March 10:30") is no day.
_YEAR_FIRST = re.compile(
    rf"(?<![\d.])(?P<y>(?:19|20)\d\d)(?:-(?:yil|йил)\w*|\.)?,?\s+(?:د\s+)?"  # Pashto "د ۲۰۲۶ د دسمبر ۱مه"
    rf"(?:(?P<mname>{_MONTH_FIRST})\s+(?P<d1>\d{{1,2}})"
    rf"|(?P<d2>\d{{1,2}})-(?P<mname2>{_MONTH})(?:da|dan|dagi|да|дан|даги)?(?![^\W\d_]))(?![\d:])",
    re.I,
)
# Mongolian numbers its months: "2026 оны 11-р сарын 27", "2026 оны арван нэгдүгээр сарын 27".  # noqa: RUF003
_MONGOLIAN_MONTHS = {
    "нэгдүгээр": 1, "хоёрдугаар": 2, "гуравдугаар": 3, "дөрөвдүгээр": 4, "тавдугаар": 5, "зургаадугаар": 6,
    "долдугаар": 7, "наймдугаар": 8, "есдүгээр": 9, "аравдугаар": 10, "арван нэгдүгээр": 11, "арван хоёрдугаар": 12,
}  # fmt: skip
_MONGOLIAN = re.compile(
    r"(?<!\d)(?P<y>(?:19|20)\d\d)\s*(?:оны|он)\s+(?:(?P<m>\d{1,2})\s*[-‐–]?\s*(?:р|дүгээр|дугаар)?|(?P<mw>"
    + "|".join(sorted(_MONGOLIAN_MONTHS, key=len, reverse=True))
    + r"))\s+сар(?:ын)?\s+(?P<d>\d{1,2})(?!\d)",
    re.I,
)
# Khmer marks the day, month and year: "ថ្ងៃទី២ ខែធ្នូ ឆ្នាំ២០២៦" (digits made ASCII before).
_KHMER = re.compile(rf"(?<!\d)(?P<d>\d{{1,2}})\s*ខែ\s*(?P<mname>{_MONTH})\s*(?:ឆ្នាំ\s*)?(?P<y>(?:19|20)\d\d)(?!\d)")
# Chinese and Japanese "2024年3月3日", Korean "2024년 3월 3일"
_CJK = re.compile(r"((?:19|20)\d\d)\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]")
# Dates that are not a publication: an update, and the dates of the thing a page offers (a listing's
# "Listed", a course's "Starts", an offer's "Valid until", an application's "Deadline").
NOT_PUBLISHED = re.compile(
    r"\b(?:(?:last )?updated|modified|revised|reviewed|effective|edited|listed|starts?|begins?|opens|closes|deadline|"
    r"expires?|valid|aktualisiert|geändert|stand|mis à jour|modifié|actualizado|atualizado|aggiornato|bijgewerkt|"
    r"uppdaterad|güncelleme|güncellendi|обновлено|aktualizováno|zaktualizowano|cập nhật|ενημερώθηκε|ενημέρωση|"
    r"diperbarui|dikemas kini|actualizat|frissítve|"
    # a profile's dates: when its member registered, last logged in
    r"registered|joined|member since|last (?:login|visit|seen)|registriert|mitglied seit|inscrit|inscrito|"
    r"registrado|iscritto|dołączył|zarejestrowany|registrován|зарегистрирован|регистрации|тіркелген|"
    r"соңғы кіруі|последний визит)\b",
    re.I,
)
# An update of the story itself, not a validity or an event's date ("Effective", "Starts", "Deadline").
_UPDATED = re.compile(
    r"\b(?:(?:last )?updated|aktualisiert|mis à jour|actualizado|atualizado|aggiornato|bijgewerkt|uppdaterad|"
    # German broadcasters print only "Stand: 04.12.2026 09:12 Uhr" ("as of"), with its colon
    r"güncellendi|обновлено|stand(?=\s*:))\b",
    re.I,
)
PUBLISHED = re.compile(
    r"\b(?:published|posted|publié|veröffentlicht|publicado|pubblicato|gepubliceerd|publicerad|yayınlanma|"
    r"опубликовано|publikováno|opublikowano|imechapishwa)\b",
    re.I,
)
# Day first with dots ("05.03.2024", "5.3.2024"), as German, Russian and most of Europe write it.
_DOTTED = re.compile(r"(?<![\d.])(\d{1,2})\.\s?(\d{1,2})\.\s?((?:19|20)\d\d)(?!\d|\.\d)")
# Year first in figures ("2026.12.04 18:20", "2026. 12. 4.", "2026/12/04", "2026-12-04"): Korean, Japanese and
# Chinese sites' date lines, and ISO's order; nobody writes the day before the month after the year
_NUMERIC_YEAR_FIRST = re.compile(
    r"(?<![\d./-])(?P<y>(?:19|20)\d\d)(?P<sep>[./-])\s?(?P<m>\d{1,2})(?P=sep)\s?(?P<d>\d{1,2})\.?(?![\d/-]|\.\d)"
)
# The same with a two-digit year ("Tue 10.11.26 / 19:05"): day first, unless a weekday written beside it
# says the year comes first ("26.11.10", as Korean and Japanese sites write it).
_DOTTED_SHORT = re.compile(r"(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{2})(?![\d.])")
_FIELD_SEPARATOR = re.compile(r"[|\u00b7\u2022\u2013\u2014,/]|\s-\s")
_SHORT_CLOCK = re.compile(r"(?<![\d.:])\d{1,2}[:h]\d{2}(?![\d.:])")
_VERSION = re.compile(r"(?i)(?:\bv|\bver|\bversion|\brelease|\bbuild|\brev)\.?\s*$")
_WEEKDAYS = {
    name: i
    for i, names in enumerate(
        [
            ("mon", "monday", "montag", "lundi", "lunes", "lunedì", "maandag", "segunda", "δευτέρα"),
            ("tue", "tues", "tuesday", "dienstag", "mardi", "martes", "martedì", "dinsdag", "terça", "τρίτη"),
            ("wed", "wednesday", "mittwoch", "mercredi", "miércoles", "mercoledì", "woensdag", "quarta", "τετάρτη"),
            ("thu", "thur", "thurs", "thursday", "donnerstag", "jeudi", "jueves", "giovedì", "donderdag", "quinta",
             "πέμπτη"),
            ("fri", "friday", "freitag", "vendredi", "viernes", "venerdì", "vrijdag", "sexta", "παρασκευή"),
            ("sat", "saturday", "samstag", "samedi", "sábado", "sabato", "zaterdag", "σάββατο"),
            ("sun", "sunday", "sonntag", "dimanche", "domingo", "domenica", "zondag", "κυριακή"),
        ]
    )
    for name in names
}  # fmt: skip
_WEEKDAY = re.compile(r"\b(" + "|".join(sorted(_WEEKDAYS, key=len, reverse=True)) + r")\b\.?", re.I)


# Sources a page template fills in (the head's structured data), as against the dates written on the page.
STRUCTURED = ("jsonld:", "meta:", "microdata")


@dataclass
class PubDate:
    timestamp: str | None = None  # as the page gives it (ISO 8601, offset kept), or None
    day: str | None = None  # YYYY-MM-DD in the publisher's time zone
    source: str = ""
    rejected: list[str] = field(default_factory=list)  # "source=value" of placeholder/impossible dates
    # the value the page's structured data (JSON-LD, metas, microdata) gives first, chosen or not: what a site
    # template that declares one date on every page repeats (crawler/article/sitetemplate.py)
    declared: str | None = None


@dataclass
class _Candidate:
    source: str
    raw: str
    day: date
    moment: datetime | None  # aware when the value had an offset, else None
    has_offset: bool


def _parse(raw: str) -> tuple[date, datetime | None, bool] | None:
    text = raw.strip()
    match = _ISO.search(text) or _COMPACT.match(text)
    if match:
        parts = match.groupdict()
        try:
            day = date(int(parts["y"]), int(parts["m"]), int(parts["d"]))
        except ValueError:
            return None
        if parts.get("H") is None:
            return day, None, False
        tz_text = (parts.get("tz") or "").upper()
        tz: timezone | None = None
        if tz_text in ("Z", "UTC", "GMT"):
            tz = UTC
        elif tz_text:
            sign = 1 if tz_text[0] == "+" else -1
            digits = tz_text[1:].replace(":", "")
            tz = timezone(sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:4])))
        try:
            moment = datetime(
                day.year, day.month, day.day, int(parts["H"]), int(parts["M"]), int(parts.get("S") or 0), tzinfo=tz
            )
        except ValueError:
            return None
        return day, moment, tz is not None
    human = human_date(text)
    if human:
        return human, None, False
    ymd = numeric_days(text) if _YMD.search(ascii_digits(text)) else []
    return (ymd[0], None, False) if ymd else None


def timed(raw: str) -> bool:
    """Whether a date as a page writes it gives a time of day (a date alone is shared by a day's stories)."""
    got = _parse(raw)
    return got is not None and got[1] is not None


def in_template(raw: str, template: frozenset[str]) -> bool:
    """Whether a structured value is one of the template's: as written, or the same instant written otherwise
    ("2024-03-01T00:00:00-08:00" and "2024-03-01T08:00:00Z")."""
    value = raw.strip()
    if value in template:
        return True
    if not template:
        return False
    got = _parse(value)
    if got is None or got[1] is None or not got[2]:
        return False
    for mark in template:
        other = _parse(mark)
        if other is not None and other[1] is not None and other[2] and other[1] == got[1]:
            return True
    return False


def ascii_digits(text: str) -> str:
    """Digits of any script as ASCII: Bengali "১৫", Arabic-Indic "۱۴", Devanagari "२०२६" (Unicode Nd)."""
    if text.isascii():
        return text
    return "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() else ch for ch in text)


# A Japanese era year: Reiwa 1 is 2019 ("令和8年12月4日" is 2026-12-04, "令和元年" its first year), Heisei 1 1989
_ERA_YEAR = re.compile(r"(令和|平成)\s*(\d{1,2}|元)\s*年")
_ERA_START = {"令和": 2018, "平成": 1988}


# Thai dates count years in the Buddhist era, 543 ahead ("4 ธ.ค. 2569" is 4 December 2026), months abbreviated
_THAI_MONTHS = ("ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค.")
_THAI_MONTH_NAMES = ("มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
                     "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม")  # fmt: skip
_ENGLISH_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
                   "October", "November", "December")  # fmt: skip
_THAI_DATE = re.compile(
    r"(\d{1,2})\s*(" + "|".join(re.escape(m) for m in _THAI_MONTHS) + r"|[\u0e00-\u0e7f]+)\s*(?:[พค]\.\s?ศ\.\s*)?"
    r"(25\d\d|20\d\d)"
)  # with the era named or not: "4 ธันวาคม พ.ศ. 2569" (Buddhist era), "4 ธันวาคม ค.ศ. 2026" (the common era)


# ...and with the era's year cut to two digits after a month ("14 มี.ค. 54" is 14 March 2554, that is 2011)
_THAI_SHORT_YEAR = re.compile(
    r"(\d{1,2})\s*(" + "|".join(re.escape(m) for m in (*_THAI_MONTHS, *_THAI_MONTH_NAMES)) + r")\s*(\d\d)(?![\d.:])"
)


def _thai_date(text: str) -> str:
    def western(m: re.Match[str], year: int) -> str:
        names = _THAI_MONTHS if m[2] in _THAI_MONTHS else _THAI_MONTH_NAMES
        month = names.index(m[2]) + 1 if m[2] in names else None
        return f"{int(m[1])} {_ENGLISH_MONTHS[month - 1]} {year}" if month else m[0]

    text = _THAI_DATE.sub(lambda m: western(m, int(m[3]) - 543 if m[3].startswith("25") else int(m[3])), text)
    return _THAI_SHORT_YEAR.sub(lambda m: western(m, 2500 + int(m[3]) - 543), text)


# Taiwan counts years from the Republic's founding, Minguo 1 being 1912: "中華民國115年12月4日", "民國115年", and
# with the era left out a three-digit year that no Gregorian date has ("115年12月4日", "115/12/04") is 2026
# Only years 100-149 (2011-2060): a dek's "民國84年2月15日" recalls an event, it does not date the story; a bare
# year not after a Han character ("創校110年 11月28日" counts a school's years) and with its day; a slashed date
# zero-padded, on a page in Chinese or with its clock ("105/3/12 Lê Văn Sỹ" is an alley's address)
_MINGUO_YEAR = re.compile(
    r"(?:(?:中華)?民[國国]\s*(1[0-4]\d)\s*年(?=\s*\d{1,2}\s*月)|(?<![\d\u4e00-\u9fff])(1[0-4]\d)年(?=\d{1,2}月\d{1,2}日))"
)
_MINGUO_NUMERIC = re.compile(r"(?<![\d/.-])(1[0-4]\d)/(0[1-9]|1[0-2])/(0[1-9]|[12]\d|3[01])(?![\d/.-])")
_HAN_OR_CLOCK = re.compile(r"[\u4e00-\u9fff]|(?<![\d/.-])(?:1[0-4]\d)/\d\d/\d\d\s+\d{1,2}:\d\d")


def _minguo(text: str) -> str:
    text = _MINGUO_YEAR.sub(lambda m: f"{1911 + int(m[1] or m[2])}年", text)
    if not _HAN_OR_CLOCK.search(text) and not _MINGUO_NUMERIC.fullmatch(text.strip()):
        return text  # ...or a line that is that date alone (an archive's "100/03/14" under its headline)
    return _MINGUO_NUMERIC.sub(lambda m: f"{1911 + int(m[1])}年{int(m[2])}月{int(m[3])}日", text)


def _western_years(text: str) -> str:
    if any("\u0e00" <= ch <= "\u0e7f" for ch in text):
        text = _thai_date(text)
    if "年" in text or re.search(r"(?<!\d)1[0-4]\d/", text):
        text = _minguo(text)
    if "令和" not in text and "平成" not in text:
        return text
    return _ERA_YEAR.sub(lambda m: f"{_ERA_START[m[1]] + (1 if m[2] == '元' else int(m[2]))}年", text)


_SORANI_DAY = re.compile(r"(?<=\d)ی(?=\s)")
_URDU_ERA = re.compile(r"(?<=\d)ء")


def human_date(text: str) -> date | None:
    """A date written for readers: "March 3, 2024", "3 mars 2024", "2024年3月3日", "03.03.2024", "১৫ মার্চ ২০২৬",
    "۱۳ آذر ۱۴۰۵"."""
    # "كانون الثاني" split by any space is one month name; "令和8年" is 2026
    text = _western_years(" ".join(ascii_digits(text).split()))
    if "ی" in text:
        text = _SORANI_DAY.sub("", text)  # "4ی کانوونی": the day's ezafe
    if "ء" in text:
        text = _URDU_ERA.sub("", text)  # "4 دسمبر 2026ء": Urdu's mark of the common era's year
    found = _written_date(text)
    if found:
        return found[0]
    # ...or in the calendar of its country (Solar Hijri, Ethiopian): their month names are no Gregorian month's
    return calendar_date(text) or _short_year_date(text) or _slashed_date(text)


def _slashed_date(text: str) -> date | None:
    """ "30/11/2026": a date only when one reading is a day (day first or month first), or a weekday beside it
    picks the reading; "01/12/2026" alone is January 12 in Chicago and December 1 in Athens, so no date."""
    match = _SLASHED.search(text)
    if not match:
        return None
    a, b, y = (int(g) for g in match.groups())
    readings = []
    for m, d in ((b, a), (a, b)):
        try:
            readings.append(date(y, m, d))
        except ValueError:
            continue
    weekday = _WEEKDAY.search(text)
    if weekday:
        wanted = _WEEKDAYS[weekday.group(1).lower()]
        return next((day for day in readings if day.weekday() == wanted), None)
    return readings[0] if len(set(readings)) == 1 else None


def _written_date(text: str) -> tuple[date | None, re.Match[str]] | None:
    """(the date, its match) of the first full date written in `text` (digits ASCII, spaces single); the date
    is None where the match names no real day."""
    match = _HUMAN.search(text)
    try:
        if match:
            g = match.groupdict()
            if g["mname"]:
                return date(int(g["y1"]), MONTHS[g["mname"].lower()], int(g["d1"])), match
            return date(int(g["y2"]), MONTHS[g["mname2"].lower()], int(g["d2"])), match
        match = _CJK.search(text)
        if match:
            return date(int(match.group(1)), int(match.group(2)), int(match.group(3))), match
        match = _YEAR_FIRST.search(text)
        if match:
            g = match.groupdict()
            name, day = (g["mname"], g["d1"]) if g["mname"] else (g["mname2"], g["d2"])
            return date(int(g["y"]), MONTHS[name.lower()], int(day)), match
        match = _MONGOLIAN.search(text)
        if match:
            g = match.groupdict()
            month = int(g["m"]) if g["m"] else _MONGOLIAN_MONTHS[" ".join(g["mw"].lower().split())]
            return date(int(g["y"]), month, int(g["d"])), match
        match = _KHMER.search(text)
        if match:
            return date(int(match.group("y")), MONTHS[match.group("mname").lower()], int(match.group("d"))), match
        match = _DOTTED.search(text)
        if match:
            return date(int(match.group(3)), int(match.group(2)), int(match.group(1))), match
        match = _NUMERIC_YEAR_FIRST.search(text)
        if match:
            return date(int(match["y"]), int(match["m"]), int(match["d"])), match
    except (ValueError, KeyError):
        return (None, match) if match else None
    return None


# A closing line is short and no sentence: "2026년 11월 27일 정은희 논설위원", "From the issue of Saturday,
# 28 November 2026", "Hans Müller, 28.11.2026"; "He died on 28 November 2026." is the story's last sentence.
_CLOSING_MAX_CHARS = 80
_CLOSING_MAX_WORDS = 10
_SENTENCE_END = re.compile(r"[.!?。]$")


_LABELLED = re.compile(r"^[^:\uff1a]{1,40}[:\uff1a]\s")
_ENTRY = re.compile(r"^\s*(?:[—–:]|-\s)")


def closing_date(line: str | None) -> tuple[date, str] | None:
    """(the date, the rest of the line) when `line`, the line that closes a story, is a sign-off or an issue
    line with a full date: where a column or a print story is dated when nothing over it is."""
    text = " ".join(ascii_digits(line or "").split())
    if not text or len(text) > _CLOSING_MAX_CHARS or _SENTENCE_END.search(text):
        return None
    if len(text.split()) > _CLOSING_MAX_WORDS or NOT_PUBLISHED.search(text):
        return None
    found = _written_date(text)
    if not found or found[0] is None:
        return None
    match = found[1]
    # a labelled line ("Budget hearing: Thursday, March 14, 2024, City Hall", "Photo: Mark Ellis, 12 June 2018")
    # or a timeline's entry ("March 1, 2019 — Council first proposes the plan") is the story's, not its sign-off
    if _LABELLED.match(text[: match.start()]) or (
        not text[: match.start()].strip() and _ENTRY.match(text[match.end() :])
    ):
        return None
    rest = " ".join((text[: match.start()] + " " + text[match.end() :]).strip(" ,;|·—–-").split())
    # a signature or the words beside the date: a date and a time alone close a listing's last teaser
    if sum(ch.isalpha() for ch in rest) < 2:
        return None
    return found[0], rest


def _short_year_date(text: str) -> date | None:
    match = _DOTTED_SHORT.search(text)
    if not match or _VERSION.search(text[: match.start()]):
        return None
    a, b, c = (int(g) for g in match.groups())
    readings = []
    for y, m, d in ((2000 + c, b, a), (2000 + a, b, c)):  # day first, then year first
        try:
            readings.append(date(y, m, d))
        except ValueError:
            continue
    weekday = _WEEKDAY.search(text)
    if weekday:  # the weekday decides; a date it fits in neither reading is no date
        wanted = _WEEKDAYS[weekday.group(1).lower()]
        return next((day for day in readings if day.weekday() == wanted), None)
    # Without a weekday, "3.1.25" is a date only where a date is written: a field of its own in the line
    # ("Von Jane Roe | 05.03.24", alone on it), beside a clock time ("10.11.26, 19:05") or a publication
    # word; "Firmware 3.1.25", "Section 3.1.25" number other things.
    field = _FIELD_SEPARATOR.split(text[: match.start()])[-1] + _FIELD_SEPARATOR.split(text[match.end() :])[0]
    if re.sub(r"[\W_]+", "", field) and not _SHORT_CLOCK.search(text) and not PUBLISHED.search(text):
        return None
    return readings[0] if readings and readings[0].day == a else None


def latest_day(now: datetime | None = None) -> date:
    """The last day a page fetched at `now` (None: now) may be dated: a day's grace for the zones ahead of it."""
    return ((now or datetime.now(UTC)) + timedelta(days=1)).date()


def plausible(day: date, now: datetime | None = None) -> bool:
    return day.year >= MIN_YEAR and day <= latest_day(now)


def candidates(
    sel: Selector,
    jsonld: Iterable[dict],
    article_types: frozenset[str],
    byline: Iterable[str] = (),
    above: str | None = None,
) -> list[tuple[str, str]]:
    """(source, raw value) pairs, most trusted first; `byline` are the lines under the headline, `above` the
    short line right over it."""
    found: list[tuple[str, str]] = []
    for node in jsonld:
        if types_of(node) & article_types:
            for key in ("datePublished", "dateCreated", "uploadDate"):
                value = node.get(key)
                if isinstance(value, str) and value.strip():
                    found.append((f"jsonld:{key}", value))
    for source, keys in (
        ("meta:article:published_time", ("article:published_time", "og:article:published_time")),
        ("meta:datePublished", ("datepublished", "publishdate", "publish-date", "pubdate", "date")),
        ("meta:parsely-pub-date", ("parsely-pub-date",)),
        ("meta:sailthru.date", ("sailthru.date",)),
        ("meta:dc.date", ("dc.date.issued", "dc.date", "dcterms.date", "dcterms.created", "dcterms.issued")),
    ):
        value = meta(sel, *keys)
        if value:
            found.append((source, value))
    for value in sel.xpath(
        '//*[@itemprop="datePublished"]/@datetime | //*[@itemprop="datePublished"]/@content'
        ' | //*[@property="datePublished" or @property="schema:datePublished"]/@content'
    ).getall():
        found.append(("microdata", value))
    wechat = _wechat_time(sel)
    if wechat:
        found.append(("script:wechat", wechat))
    for xpath, source in (
        (f"(//article//time[@datetime][not({IN_TEASER})])[1]/@datetime", "time:article"),
        ("//time[@pubdate]/@datetime | //time[@class and contains(@class, 'publish')]/@datetime", "time:pubdate"),
        (f"(//time[@datetime][not({IN_TEASER})])[1]/@datetime", "time"),
    ):
        value = sel.xpath(xpath).get()
        if value:
            found.append((source, value))
    # hAtom (Blogger, older WordPress themes): <abbr class="published" title="2024-03-05T07:12:00-05:00">
    value = sel.xpath("//*[contains(concat(' ', normalize-space(@class), ' '), ' published ')]/@title").get()
    if value:
        found.append(("hatom", value))
    # The date as written under the headline, on pages that give it nowhere else ("Feb. 19, 2024").
    for line in byline:
        # "Last updated", "Effective" and "Revised" dates are not when a story was published; a date before the
        # label in the same line is ("December 03, 2026 - 06:00 PM Updated: December 04, 2026 - 11:20 AM")
        label = NOT_PUBLISHED.search(line)
        if label and not PUBLISHED.search(line):
            line = line[: label.start()]
        # ...or as digits, year first ("입력 2026.11.30 16:40", "2026/11/30"): no day-month order to guess
        if human_date(line) or _YMD.search(ascii_digits(line)):
            found.append(("text:byline", line))
            break
    # ...or right over it, as old table-layout templates write it
    published = not (NOT_PUBLISHED.search(above or "") and not PUBLISHED.search(above or ""))
    if above and published and (human_date(above) or _YMD.search(ascii_digits(above))) and not _masthead(sel, above):
        found.append(("text:above", above))
    return found


_PERMALINK_MAX_LINKS = 400


def permalink_date(sel: Selector, url: str) -> str | None:
    """The date written as the link to the page itself: a post's permalink ("2026.11.29", "November 29, 2026"
    in a Tumblr post's footer, a blog theme's "Posted on <a href=permalink>date</a>")."""
    own = urldefrag(url)[0].rstrip("/")
    if not own:
        return None
    for link in sel.xpath("//body//a[@href]")[:_PERMALINK_MAX_LINKS]:
        href = link.attrib.get("href", "")
        if not href or href.startswith("#") or urldefrag(urljoin(url, href))[0].rstrip("/") != own:
            continue
        text = " ".join(" ".join(link.xpath(".//text()").getall()).split())
        if 6 <= len(text) <= 40 and (human_date(text) or _YMD.search(ascii_digits(text))):
            return text
    return None


def _masthead(sel: Selector, line: str) -> bool:
    """Whether `line` is written in the site's header, with no heading of a story in it: the day's date a
    masthead shows on every page ("બુધવાર, ૨ ડિસેમ્બર, ૨૦૨૬ · માગશર સુદ બારસ" over the menu), not a story's."""
    key = " ".join(line.split())
    for header in sel.xpath("//header[not(.//h1 or .//h2)] | //*[@role='banner'][not(.//h1 or .//h2)]"):
        if key in " ".join(" ".join(header.xpath(".//text()").getall()).split()):
            return True
    return False


# A wire dateline opening the story: "SANTA INÉS, 29 de noviembre de 2026.- Más de...", "LONDON, March 3, 2026
# (Reuters) - ...": the place in capitals, a comma, the date, a dash or a colon.
_DATELINE = re.compile(r"^(?P<place>[^\W\d_][^\W\d_ .'-]*(?:[ .'-]+[^\W\d_]+){0,3}),\s*(?P<rest>[^\n]{6,60})")


_DATELINE_END = re.compile(r"\s(?:\.-|-|—|–|:)\s|\.-\s?|\s[—–]")
# ...and the Chinese one: "东滨网2026年11月28日讯", "本报北京2026年3月5日电": the source, the date, then 讯 or 电
_CJK_DATELINE = re.compile(r"^[^\s，。,]{0,16}?((?:19|20)\d\d)年(\d{1,2})月(\d{1,2})日(?:电|讯)(?=[\s\u3000（(：:]|$)")


def dateline_date(text: str) -> str | None:
    """The dateline that opens a story's first line, as written, when it holds a full date."""
    # the first line of prose: a layout table's row kept above the story ("| | 登录 | 注册 |") is not it
    first = next((line for line in text.lstrip().split("\n") if not line.startswith("|")), "")
    cjk = _CJK_DATELINE.match(first)
    if cjk:
        return "-".join((cjk.group(1), cjk.group(2).zfill(2), cjk.group(3).zfill(2)))
    match = _DATELINE.match(first)
    if not match or match.group("place").upper() != match.group("place"):
        return None
    head = _DATELINE_END.split(match.group("rest"), maxsplit=1)[0]
    parts = _DATELINE_END.split(first[match.start("rest") :], maxsplit=1)
    # the story's first sentence begins after a dateline; "UEFA, 12 March 2025 - the ruling that ..." is a
    # sentence going on (in scripts without case, nothing to tell)
    after = parts[1].lstrip(" \"'\u201c\u2018\u00ab\u201e([") if len(parts) > 1 else ""
    if after[:1].islower():
        return None
    return head if human_date(head) else None


_URL_DAY = re.compile(r"/(?:19|20)\d\d/[01]?\d/[0-3]?\d(?:/|$)")


def updated_in_byline(byline: Iterable[str]) -> date | None:
    """The day of a "Last updated ..." line under the headline, for a story that gives no other date."""
    for line in byline:
        if _UPDATED.search(line) and not PUBLISHED.search(line):
            day = human_date(line)
            if day:
                return day
    return None


# Numeric dates as readers see them: "2024.03.05" (year first: Korea, China, Japan), "5/3/2024" (day or
# month first, by country). Only used to pick the publisher's day next to a UTC stamp, where the reading
# within a day of that stamp is the right one.
_YMD = re.compile(r"(?<![\d.])((?:19|20)\d\d)[./]\s?(\d{1,2})[./]\s?(\d{1,2})(?![\d])")
_SLASHED = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/((?:19|20)\d\d)(?![\d/])")
# the day first with dots, as all of Europe that dots its dates writes it, a dot after the year too ("04.12.2026.
# 00:35", Serbian and Croatian)
_DOTTED_WRITTEN = re.compile(r"(?<![\d.])(\d{1,2})\.\s?(\d{1,2})\.\s?((?:19|20)\d\d)\.?(?![\d.])")


def numeric_days(text: str) -> list[date]:
    text = ascii_digits(text)
    out = []
    for y, m, d in _YMD.findall(text):
        out.append((int(y), int(m), int(d)))
    for a, b, y in _SLASHED.findall(text):
        out += [(int(y), int(b), int(a)), (int(y), int(a), int(b))]
    out += [(int(y), int(m), int(d)) for d, m, y in _DOTTED_WRITTEN.findall(text)]
    days = []
    for y, m, d in out:
        try:
            days.append(date(y, m, d))
        except ValueError:
            continue
    return days


# a day and a month with no year ("4.12. 9:12", "4.12. klo 9.12"): Finnish, Estonian and Icelandic sites print
# the year only on older stories
_YEARLESS = re.compile(r"(?<![\d.])(\d{1,2})\.(\d{1,2})\.(?!\d)")
# ...and a month's name with a day and no year, as blog platforms print this year's posts (Wix: "Dec 3",
# "3. Dezember")
_YEARLESS_NAMED = re.compile(
    rf"(?<![\w.])(?:(?P<m1>{_MONTH_FIRST})\.?\s+(?P<d1>\d{{1,2}})|(?P<d2>\d{{1,2}})\.?\s+(?P<m2>{_MONTH}))(?![\w:])",
    re.I,
)
_CLOCK_OR_NOTHING = re.compile(r"[,\s]*(?:(?:at|um|à|a las)\s+)?(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?\s?m\.?)?)?\s*", re.I)


# a small box that links elsewhere: a teaser card, a related or recommended story (not a Bootstrap card holding the
# whole story, whose text is long)
_IN_TEASER_CARD = (
    "ancestor::*[contains(concat(' ', normalize-space(@class)), ' card') or contains(@class, 'related')"
    " or contains(@class, 'teaser') or contains(@class, 'recommend')][.//a][string-length(normalize-space(.)) < 400]"
)
# ...nor the site header's date of today ("Friday, 4 December 2026" beside the logo): a header with the home link or
# the logo and no headline, outside the story
_IN_SITE_HEADER = (
    "ancestor::header[not(.//h1 or .//h2)][.//a[@href='/' or @rel='home' or contains(@class, 'logo')"
    " or ancestor::*[contains(@class, 'logo')]]][not(ancestor::article or ancestor::main)]"
)


_UTC_WRITTEN = re.compile(r"\d\s*(?:UTC|GMT|Z)\b(?!\s*[+-]\d)")


def visible_dates(sel: Selector, byline: Iterable[str] = (), year: int | None = None) -> list[date]:
    """Dates written for readers in the byline area, used to pick the publisher's day for UTC stamps; with
    `year` (the stamp's), a day and month written without one too."""
    # ...not another story's, in a teaser card or a related box beside this one ("More for you": "12/3/2026")
    texts = sel.xpath(
        f"(//time//text() | //*[contains(@class, 'byline') or contains(@class, 'date') or contains(@class, 'meta')"
        f" or contains(@class, 'dateline') or contains(@class, 'timestamp')]//text())"
        f"[not({_IN_TEASER_CARD})][not({_IN_SITE_HEADER})]"
    ).getall()
    out: list[date] = []
    for text in [*texts[:40], *byline]:
        if _UTC_WRITTEN.search(text):
            continue  # "12/04/2026 23:35 UTC": the stamp's own day, written for readers, not the publisher's
        day = human_date(text)
        if day:
            out.append(day)
        else:
            out += numeric_days(text) or (_yearless_days(text, year) if year else [])
    if out or not year:
        return out
    # a day and a month's name without the year ("Dec 3", Wix) only where no date is written with its year, and
    # only near the headline: a masthead's "Friday, 4 December" or an events box's "Dec 4" is not the story's day
    near = sel.xpath(
        f"(//time//text() | //*[contains(@class, 'date') or contains(@class, 'meta')]//text())"
        f"[ancestor::*[position() <= 6][not(self::body)][.//h1]]"
        f"[not(ancestor::aside or ancestor::nav or ancestor::footer)]"
        f"[not({_IN_TEASER_CARD})][not({_IN_SITE_HEADER})]"
    ).getall()
    return [day for text in [*near[:20], *byline] for day in _named_days(text, year)]


# a dateline: a place (a country in brackets after it), a comma, the day and the month or the month and the day,
# then the agency in brackets or the dash that opens the story
_DATELINE_DAY = re.compile(
    rf"^[^\n\d]{{2,60}}?,\s*(?:(?P<d1>\d{{1,2}})\.?\s+(?P<m1>{_MONTH})|(?P<m2>{_MONTH_FIRST})\.?\s+(?P<d2>\d{{1,2}}))"
    r"\.?\s*(?:\(|[-–—])",
    re.I,
)


def dateline_days(line: str, year: int) -> list[date]:
    """The days a wire's dateline at the start of `line` can be near a stamp of `year`."""
    found = _DATELINE_DAY.match(line)
    if found is None:
        return []
    return _named_day_near(found, year)


def _named_days(text: str, year: int) -> list[date]:
    """The days of a line that is only a month's name and a day, a label or weekday before it and a clock after
    it at most ("Dec 3", "Updated: Dec 4", "Friday, 4 December 09:15"; not "Jan 5 min read")."""
    found = _YEARLESS_NAMED.search(text)
    if found is None:
        return []
    before, after = text[: found.start()], text[found.end() :]
    if len(before) > 20 or re.search(r"\d", before) or not _CLOCK_OR_NOTHING.fullmatch(after):
        return []
    return _named_day_near(found, year)


def _yearless_days(text: str, year: int) -> list[date]:
    """The days a "d.m." without a year can be next to a stamp of `year` (the year before or after at its ends)."""
    return [day for d, m in _YEARLESS.findall(ascii_digits(text)) for day in _days_near(year, int(m), int(d))]


def _named_day_near(found: re.Match[str], year: int) -> list[date]:
    """`_days_near` for a match that names its month (groups m1/m2) beside its day (d1/d2)."""
    return _days_near(year, MONTHS[(found["m1"] or found["m2"]).lower()], int(found["d1"] or found["d2"]))


def _days_near(year: int, month: int, day: int) -> list[date]:
    """A day and month without a year, in the stamp's year and the years either side (at the year's ends)."""
    days = []
    for y in (year - 1, year, year + 1):
        try:
            days.append(date(y, month, day))
        except ValueError:
            continue
    return days


def _new_year_on_page(html: str, year: int) -> bool:
    """The page writes January 1 of `year` as a date somewhere (not only the year)."""
    y = str(year)
    return bool(
        re.search(
            rf"{y}-0?1-0?1(?!\d)|(?<!\d)0?1[./-]0?1[./-]{y}|{y}[./]0?1[./]0?1(?!\d)|{y}年0?1月0?1日"
            rf"|\b(?:jan(?:uary)?\.?)\s+1(?:st)?,?\s+{y}|(?<!\d)1\.?\s+(?:de\s+)?(?:jan\w*|janv\w*|ene\w*|genn\w*|"
            rf"stycz\w*|led\w*|январ\w*|січ\w*|ocak)\s+(?:de\s+)?{y}",
            html,
            re.I,
        )
    )


def publication_date(
    sel: Selector,
    html: str,
    url: str,
    jsonld: Iterable[dict],
    article_types: frozenset[str],
    fallback: str | None = None,
    now: datetime | None = None,
    use_htmldate: bool = True,
    byline: Iterable[str] = (),
    text: str = "",
    template: frozenset[str] = frozenset(),
    above: str | None = None,
    closing: Callable[[], Iterable[str]] | None = None,
) -> PubDate:
    """The publication date of the page, or an empty PubDate when no source gives a plausible one; `text` is
    the story's extracted text, whose opening dateline is read after every other source on the page.

    `template`: structured values the site's template declares on pages that are no story; like a placeholder,
    such a value is rejected (as `template:<source>`) and the next source is tried.

    `closing`: the lines that close the story (read only when nothing above gives a date, a walk of the page)."""
    result = PubDate()
    byline = list(byline)
    parsed: list[_Candidate] = []
    found = candidates(sel, jsonld, article_types, byline, above)
    result.declared = next((raw.strip() for source, raw in found if source.startswith(STRUCTURED)), None)
    permalink = permalink_date(sel, url)
    if permalink:
        found.append(("text:permalink", permalink))
    dateline = dateline_date(text) if text else None
    if dateline:
        found.append(("text:dateline", dateline))
    template_days: set[date] = set()  # the days of the template's values this page declares
    for source, raw in found:
        if template and source.startswith(STRUCTURED) and in_template(raw, template):
            result.rejected.append(f"template:{source}={raw.strip()[:40]}")
            if got := _parse(raw):
                template_days.add(got[0])
            continue
        got = _parse(raw)
        if got is None:
            continue
        day, moment, has_offset = got
        if source.startswith(STRUCTURED) and (local := _local_date_as_iso(day, [*byline, above or ""])):
            # Ethiopian "2019-03-25" is 4 December 2026, and plausible as a Gregorian day seven years back
            result.rejected.append(f"local_calendar:{source}={raw.strip()[:40]}")
            day, moment = local, moment and moment.replace(local.year, local.month, local.day)
            raw = moment.isoformat() if moment is not None else local.isoformat()
        if not plausible(day, now):
            result.rejected.append(f"{source}={raw.strip()[:40]}")
            continue
        parsed.append(_Candidate(source, raw.strip(), day, moment, has_offset))
    if not parsed:
        for line in closing() if closing is not None else ():
            signed = closing_date(line)
            if signed is not None and plausible(signed[0], now):
                result.day, result.source = signed[0].isoformat(), "text:closing"
                return result
        # "Last updated Tuesday · Nov. 10, 2026" and no other date: a developing story is updated the day it
        # runs, closer than trafilatura's guess from elsewhere on the page (a copyright year read as Jan. 1)
        # (not over the day its address gives: /2026/12/01/ is when it ran, "Stand: 04.12.2026" when it last changed)
        updated = None if _URL_DAY.search(url) else updated_in_byline(byline)
        if updated is not None and plausible(updated, now):
            result.day, result.source = updated.isoformat(), "text:byline-updated"
            return result
        for source in ("trafilatura", "htmldate"):
            if source == "htmldate" and not use_htmldate:
                break
            raw = fallback if source == "trafilatura" else _htmldate(html, url, now)
            got = _parse(raw) if raw else None
            if got and got[0].month == 1 and got[0].day == 1 and not _new_year_on_page(html, got[0].year):
                # a year alone (a copyright line, "© 2026") guessed as January 1: no date is better than that
                result.rejected.append(f"{source}:year_only={raw}")
                continue
            if got and got[0] in template_days:
                # trafilatura and htmldate read the same structured data: their date is the template's too
                result.rejected.append(f"template:{source}={raw}")
                continue
            if got and plausible(got[0], now):
                result.day, result.source = got[0].isoformat(), source
                return result
            if got:
                result.rejected.append(f"{source}={raw}")
        return result
    best = parsed[0]
    if best.source.startswith(STRUCTURED):
        best = _posted_later(sel, byline, best, now, above) or best
    result.timestamp = best.raw if best.moment is not None else None
    result.source = best.source
    visible = visible_dates(sel, byline, year=best.day.year)
    # ...and a wire's dateline opening the story ("Herning (Dinamarca), 5 dic (ATN).-", "LONDON, Dec 4 (Reuters) -"),
    # the agency's own day, after the dates the page writes for its readers
    # (one of the first lines: the byline's and the date's lines may still be over it here)
    visible += next((days for line in text.split("\n")[:3] if (days := dateline_days(line, best.day.year))), [])
    result.day = _publisher_day(best, parsed, visible, [*byline, *([above] if above else [])]).isoformat()
    return result


_CLOCK = re.compile(r"(?<![\d:])([01]?\d|2[0-3])[:h.](\d\d)(?![\d:])")
_NUMERIC_DATE = re.compile(r"\d{1,4}[./-]\d{1,2}[./-]\d{1,4}")


def _clock(line: str) -> re.Match[str] | None:
    """The clock time a line prints ("19.30", "23h15"), not the day and month of a date beside it ("04.12.2026")."""
    return _CLOCK.search(_NUMERIC_DATE.sub(" ", ascii_digits(line)))


def _printed_in_another_zone(best: _Candidate, lines: Iterable[str]) -> date | None:
    """The day printed under the headline when it is the structured moment's in another zone: the same minute,
    a whole number of hours off, on the day before or after (a Dakar paper's server stamps Paris time:
    "2026-12-04T00:30:00+01:00" over "Publié le jeudi 3 décembre 2026 à 23:30"). The page prints its
    publisher's clock; the structured offset is its server's."""
    if best.moment is None or not best.has_offset:
        return None
    local = best.moment.replace(tzinfo=None)
    for line in lines:
        if NOT_PUBLISHED.search(line):
            continue
        day, clock = human_date(line), _clock(line)
        if day is None or clock is None or abs((day - best.day).days) > 1:
            continue
        printed = datetime(day.year, day.month, day.day, int(clock[1]), int(clock[2]))
        hours, rest = divmod((printed - local).total_seconds(), 3600)
        # (on the structured day itself, the printed clock confirms that day: a date-only field elsewhere, the
        # draft's, is not the publisher's day)
        if not rest and abs(hours) <= _MAX_ZONE_GAP and (hours or day == best.day):
            return day
    return None


# Hours between the structured moment's zone and the publisher's printed clock: UTC and Almaty (+5) or Ulaanbaatar
# (+8); a server's zone and its publisher's (Paris and Dakar); a Taipei platform's stamp over a Los Angeles paper's
# clock (16 hours); no two zones are further apart than Kiribati (+14) and Baker Island (-12).
_MAX_ZONE_GAP = 26
# ...and beside a day named only relatively ("Yesterday at 00:15"), where nothing else ties the clock to the moment
_RELATIVE_DAY_GAP = 3


# A structured date more than this before the publication date the story shows its readers is not the story's
# publication: a CMS that declares the draft's creation ("datePublished" in October, "Posted on Nov 30").
_STALE_DECLARATION = timedelta(days=31)


def _published_only(label: str) -> bool:
    """A label of the publication and of nothing else ("Posted on", not "Posted Oct 3 · Updated")."""
    return bool(PUBLISHED.search(label)) and not NOT_PUBLISHED.search(label)


# A WeChat official-account article (`#js_content`) gives its publication time only to its scripts, as epoch
# seconds (`var ct = "1796207400"`); the platform's publishers are in China, so the day is China's (UTC+8).
_WECHAT_CT = re.compile(r"""\bvar\s+(?:ct|create_time)\s*=\s*["']?(\d{10})["']?""")
_CHINA = timezone(timedelta(hours=8))


def _wechat_time(sel: Selector) -> str | None:
    if not sel.xpath('//*[@id="js_content"]'):
        return None
    for script in sel.xpath("//script[not(@src)]/text()").getall():
        match = _WECHAT_CT.search(script)
        if match:
            return datetime.fromtimestamp(int(match.group(1)), _CHINA).isoformat()
    return None


def _local_date_as_iso(day: date, printed: list[str]) -> date | None:
    """The Gregorian day of a structured date that is the date the page prints in its own calendar, written with
    that calendar's figures as if they were Gregorian ones."""
    for line in printed:
        if local := written_as_iso(ascii_digits(line), day.year, day.month, day.day):
            return local
    return None


def _posted_later(
    sel: Selector, byline: Iterable[str], declared: _Candidate, now: datetime | None, above: str | None = None
) -> _Candidate | None:
    """The publication the story shows, labelled so ("Posted on <time datetime=...>", "Published 30 Nov 2026"
    under the headline), when it is more than a month after the structured date."""
    shown: list[tuple[str, str]] = []
    byline = list(byline)
    # the lines around the headline: a comment's or a related story's "Posted on <time>" further down is not it
    around = "\n".join(" ".join(line.split()) for line in [*byline, above or ""])
    for node in sel.xpath("//article//time[@datetime]")[:5]:
        label = " ".join(node.xpath("preceding-sibling::node()[1][self::text()]").getall()).strip()
        written = " ".join(" ".join([label, *node.xpath(".//text()").getall()]).split())
        if len(label) <= 40 and _published_only(label) and written in around:
            shown.append(("time:posted", node.attrib["datetime"]))
    shown += [("text:byline-posted", line) for line in byline if _published_only(line)]
    for source, raw in shown:
        got = _parse(raw)
        if got is not None and plausible(got[0], now) and got[0] - declared.day > _STALE_DECLARATION:
            return _Candidate(source, raw.strip(), got[0], got[1], got[2])
    return None


def _publisher_day(best: _Candidate, parsed: list[_Candidate], visible: list[date], printed: list[str]) -> date:
    """The publisher's day of the best candidate; `printed`: the lines over and under the headline."""
    shifted = _printed_in_another_zone(best, printed)
    if shifted is not None:
        return shifted  # the page's own clock, the structured moment's in its server's zone
    if best.moment is None or not best.has_offset or best.moment.utcoffset() != timedelta(0):
        return best.day  # a local time or a date as written: already the publisher's day
    # Given in UTC: the publisher's own offset, from another source describing the same moment.
    for other in parsed:
        offset = other.moment.utcoffset() if other.moment is not None and other.has_offset else None
        if offset and abs(other.moment - best.moment) < timedelta(hours=1):  # type: ignore[operator]
            return best.moment.astimezone(timezone(offset)).date()
    # A date as written on the page within a day of the UTC one is the publisher's day; not a structured value
    # that carries the UTC clock without its zone ("2026/12/03 18:05:00" beside "2026-12-03T18:05:00Z")
    clock = best.moment.strftime("%H:%M")
    written = [c for c in parsed if c.moment is None and clock not in c.raw]
    # a <time>'s date-only attribute after the dates the reader sees: Ghost writes the UTC day there and the
    # publisher's in the element's text (<time datetime="2026-12-03">4 Dec 2026</time>)
    ordered = [c.day for c in written if not c.source.startswith("time")] + visible
    for other in ordered + [c.day for c in written if c.source.startswith("time")]:
        if abs((other - best.day).days) <= 1:
            return other
    return _day_by_printed_clock(best.moment, printed) or best.day


def _day_by_printed_clock(moment: datetime, printed: list[str]) -> date | None:
    """The publisher's day from the clock the byline prints beside a day it names only relatively ("Gisteren,
    00:15", "Yesterday at 00:15" over "2026-12-03T23:15:00Z"): the same minute a whole number of hours off the
    UTC moment is the publisher's offset (a different minute is another time: an update, a reading time)."""
    for line in printed:
        if human_date(line) is not None:
            continue
        # (the publication's clock before an update's in one line: "Publié aujourd'hui à 00h20, modifié à 07h45")
        updated = NOT_PUBLISHED.search(line)
        line = line[: updated.start()] if updated else line
        clock = _clock(line)
        if clock is None or int(clock[2]) != moment.minute:
            continue
        hours = (int(clock[1]) - moment.hour) % 24
        hours = hours - 24 if hours > 12 else hours
        if hours and abs(hours) <= _RELATIVE_DAY_GAP:
            return (moment + timedelta(hours=hours)).date()
    return None


def _htmldate(html: str, url: str, now: datetime | None = None) -> str | None:
    try:
        from htmldate import find_date

        latest = {"max_date": latest_day(now).isoformat()} if now is not None else {}
        return find_date(
            html, url=url, original_date=True, extensive_search=True, min_date=f"{MIN_YEAR}-01-01", **latest
        )
    except Exception as exc:  # htmldate parses arbitrary markup; a failure is only a missing date
        logger.debug("htmldate failed on %s: %r", url, exc)
        return None
