# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Arabic letters and marks are deliberate)
"""أخبار ميسّرة: an Arabic learners' news site on **Ghost 5** (the Source theme: `gh-article`, `gh-article-title`,
`gh-article-excerpt`, `gh-article-meta`, `gh-content gh-canvas`, Koenig cards `kg-audio-card`, `kg-callout-card`
for the new words and `kg-toggle-card` for the comprehension questions, flat post URLs `/<slug>/`, `/tag/<slug>/`
with `/page/2/`, `/author/<slug>/`, a custom `/search/?q=` route, Ghost's `Article` JSON-LD with times in **UTC** and
milliseconds), Modern Standard Arabic, RTL, Doha time (+03:00).

Every story is written with **full vowel marks** (harakat); two stories also have a **plain-text twin** (the same
text without marks, a separate post whose canonical link points at the vowelled one). Labels keep the text as printed:
vowelled on the vowelled pages, bare on the twins. Dates are printed with Arabic-Indic digits ("٤ ديسمبر ٢٠٢٦").

Metadata: the rain story's `datePublished` is 21:40Z on 3 Dec = 00:40 on **4 Dec** in Doha; Ghost's JSON-LD names only
the **primary author** of the two-author water story; the library story's Ghost user is the desk "فريق التحرير"
(`Person` in JSON-LD, no person credited); the turtle story's user is "د. سامي الخطيب" (honorific dropped in the
label). The new-words box, the comprehension questions, the excerpt under the title and the audio card are not body."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import Base, ar_digits, blocks_html, page, story, strip_marks
from sitekit import Doc, css_rules, esc, plain

ORIGIN = "https://www.muyassara.test"
NAME = "أخبار ميسّرة"
ARTS = ["rain", "library", "turtle", "meteors", "water", "interview"]
MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]
USERS = {"huda": "هدى السيد", "mazen": "مازن حداد", "sami": "د. سامي الخطيب", "team": "فريق التحرير"}


def ar_date(local: str) -> str:
    y, m, d = local.split()[0].split("-")
    return ar_digits(f"{int(d)} {MONTHS[int(m) - 1]} {y}")


class Muyassara(Base):
    origin = ORIGIN
    name = NAME
    prefix = "msr"
    language = "ar"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "msr",
            [
                ".gh-head-menu .nav a",
                ".gh-article-title",
                ".gh-content > p",
                ".kg-callout-card",
                ".kg-toggle-card",
                ".kg-audio-card",
                ".gh-card-title",
                ".gh-article-meta",
                ".gh-footer",
                ".gh-cta",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                NAME,
                "ghost-home",
                list=["rain", "library", "turtle", "meteors", "water", "interview"],
            )
        )
        add(
            page(
                "akhbar",
                "/tag/akhbar/",
                "section",
                "الأخبار",
                "ghost-primary-tag",
                list=["rain", "library", "turtle", "meteors"],
                more="akhbar2",
            )
        )
        add(
            page(
                "akhbar2",
                "/tag/akhbar/page/2/",
                "section",
                "الأخبار",
                "ghost-primary-tag-page2",
                list=["water", "interview"],
            )
        )
        add(
            page(
                "level", "/tag/mubtadi/", "tag", "المستوى: مبتدئ", "ghost-level-tag", list=["rain", "library", "water"]
            )
        )
        add(
            page("author", "/author/huda/", "author", "هدى السيد", "ghost-author", list=["rain", "rain-plain", "water"])
        )
        add(
            page(
                "search",
                "/search/?q=" + quote("مطر"),
                "search",
                "نتائج البحث عن: مطر",
                "ghost-custom-search",
                list=["rain", "rain-plain"],
            )
        )
        add(
            page(
                "kalima",
                "/kalimat-alyawm-sahab/",
                "word-of-the-day",
                "كَلِمَةُ اليَوْمِ: سَحَابٌ",
                "ghost-page-word-of-the-day",
                [
                    "المَعْنَى: مَا نَرَاهُ فِي السَّمَاءِ مِنْ بُخَارِ المَاءِ، وَمِنْهُ يَنْزِلُ المَطَرُ.",
                    "الجَمْعُ: سُحُبٌ.",
                    "مِثَالٌ: غَطَّى السَّحَابُ سَمَاءَ الدَّوْحَةِ قَبْلَ أَنْ يَهْطِلَ المَطَرُ.",
                ],
                local="2026-12-04 06:00",
            )
        )
        add(
            page(
                "qamus",
                "/qamus/",
                "glossary",
                "قاموس الأخبار",
                "ghost-page-glossary",
                [
                    "Q: الأَرْصَادُ الجَوِّيَّةُ || الجِهَةُ الَّتِي تَدْرُسُ الطَّقْسَ وَتُخْبِرُنَا بِهِ.",
                    "Q: تَحْلِيَةُ المَاءِ || إِزَالَةُ المِلْحِ مِنْ مَاءِ البَحْرِ لِيَصِيرَ صَالِحًا لِلشُّرْبِ.",
                    "Q: شِهَابٌ || قِطْعَةٌ مِنَ الصَّخْرِ تَحْتَرِقُ فِي الهَوَاءِ فَنَرَاهَا ضَوْءًا سَرِيعًا.",
                    "Q: مُتَطَوِّعٌ || شَخْصٌ يَعْمَلُ لِخِدْمَةِ النَّاسِ بِدُونِ أَجْرٍ.",
                    "Q: يَسْتَعِيرُ || يَأْخُذُ شَيْئًا لِوَقْتٍ قَصِيرٍ ثُمَّ يُعِيدُهُ.",
                ],
            )
        )
        add(
            page(
                "dalil",
                "/dalil-almuallim/",
                "teacher-guide",
                "دليل المعلم",
                "ghost-page-teachers",
                [
                    "هذا الدليل لمعلمي العربية لغير الناطقين بها. ننشر كل أسبوع ستة أخبار قصيرة بمستويين: مبتدئ ومتوسط.",
                    "## كيف تستخدم الأخبار في الصف؟",
                    "- اقرأ الخبر المشكول مع الطلاب بصوت عال، ثم استمعوا إلى التسجيل الصوتي.",
                    "- ناقش الكلمات الجديدة في المربع الأزرق قبل القراءة الثانية.",
                    "- اطلب من الطلاب قراءة النسخة غير المشكولة في البيت.",
                    "- استخدم أسئلة الفهم في آخر كل خبر للتقييم السريع.",
                    "## حقوق الاستخدام",
                    "يمكنكم طباعة الأخبار وتوزيعها على الطلاب داخل الصف مجانا، بشرط ذكر المصدر.",
                ],
            )
        )
        add(
            page(
                "quiz",
                "/ikhtabir-nafsak-49/",
                "quiz",
                "اِخْتَبِرْ نَفْسَكَ: أَسْئِلَةُ الأُسْبُوعِ",
                "ghost-page-quiz-toggles",
                [
                    "Q: ١. أَيْنَ اُفْتُتِحَتِ المَكْتَبَةُ الجَدِيدَةُ؟ || فِي مَدِينَةِ الخَوْرِ.",
                    "Q: ٢. مِنْ أَيْنَ يَأْتِي أَكْثَرُ مَاءِ الشُّرْبِ فِي قَطَرَ؟ || مِنَ البَحْرِ، بَعْدَ تَحْلِيَتِهِ.",
                    "Q: ٣. هَلْ نَحْتَاجُ إِلَى تِلِسْكُوبٍ لِنَرَى الشُّهُبَ؟ || لَا، تَكْفِي العَيْنَانِ.",
                ],
            )
        )
        add(
            story(
                "rain",
                "/amtar-ghazira-fi-aldoha/",
                "أَمْطَارٌ غَزِيرَةٌ فِي الدَّوْحَةِ",
                "2026-12-04",
                "2026-12-03T21:40:00.000Z",
                ar_date("2026-12-04 00:40"),
                ["هدى السيد"],
                [
                    "هَطَلَتْ أَمْطَارٌ غَزِيرَةٌ عَلَى مَدِينَةِ الدَّوْحَةِ فِي لَيْلَةِ الخَمِيسِ.",
                    "اِمْتَلَأَتْ بَعْضُ الشَّوَارِعِ بِالمَاءِ، وَتَأَخَّرَ كَثِيرٌ مِنَ النَّاسِ فِي الوُصُولِ إِلَى بُيُوتِهِمْ.",
                    "قَالَتْ إِدَارَةُ الأَرْصَادِ الجَوِّيَّةِ إِنَّ المَطَرَ سَيَسْتَمِرُّ حَتَّى صَبَاحِ الجُمُعَةِ.",
                    "وَطَلَبَتْ وِزَارَةُ الدَّاخِلِيَّةِ مِنَ السَّائِقِينَ أَنْ يَقُودُوا سَيَّارَاتِهِمْ بِبُطْءٍ.",
                    "المَطَرُ فِي قَطَرَ قَلِيلٌ، لِذَلِكَ يَفْرَحُ بِهِ كَثِيرٌ مِنَ النَّاسِ.",
                    "وَبَعْدَ أَنْ تَوَقَّفَ المَطَرُ، خَرَجَ الأَطْفَالُ إِلَى الحَدَائِقِ لِيَلْعَبُوا.",
                ],
                "ghost-harakat-utc-after-midnight",
                section="الأخبار",
                dek="تَأَخَّرَ النَّاسُ فِي الشَّوَارِعِ، وَفَرِحَ الأَطْفَالُ.",
                local="2026-12-04 00:40",
                users=["huda"],
                level="مبتدئ",
                twin="rain-plain",
                words=[("هَطَلَ", "نَزَلَ (المَطَرُ)"), ("غَزِيرٌ", "كَثِيرٌ"), ("بِبُطْءٍ", "لَيْسَ بِسُرْعَةٍ")],
                questions=[
                    ("مَتَى هَطَلَ المَطَرُ؟", "فِي لَيْلَةِ الخَمِيسِ."),
                    ("مَاذَا طَلَبَتْ وِزَارَةُ الدَّاخِلِيَّةِ؟", "أَنْ يَقُودَ السَّائِقُونَ بِبُطْءٍ."),
                ],
                modified="2026-12-03T22:05:12.000Z",
            )
        )
        add(
            story(
                "library",
                "/maktaba-jadida-lil-atfal/",
                "مَكْتَبَةٌ جَدِيدَةٌ لِلْأَطْفَالِ فِي الخَوْرِ",
                "2026-12-02",
                "2026-12-02T05:30:00.000Z",
                ar_date("2026-12-02 08:30"),
                [],
                [
                    "اِفْتُتِحَتْ مَكْتَبَةٌ جَدِيدَةٌ لِلْأَطْفَالِ فِي مَدِينَةِ الخَوْرِ.",
                    "فِي المَكْتَبَةِ أَكْثَرُ مِنْ عَشَرَةِ آلَافِ كِتَابٍ بِاللُّغَتَيْنِ العَرَبِيَّةِ وَالإِنْجِلِيزِيَّةِ.",
                    "وَفِيهَا غُرْفَةٌ لِلرَّسْمِ، وَغُرْفَةٌ لِلْقِصَصِ.",
                    "يَسْتَطِيعُ كُلُّ طِفْلٍ أَنْ يَسْتَعِيرَ ثَلَاثَةَ كُتُبٍ كُلَّ أُسْبُوعٍ.",
                    "قَالَتْ مُدِيرَةُ المَكْتَبَةِ: «نُرِيدُ أَنْ يُحِبَّ الأَطْفَالُ القِرَاءَةَ مُنْذُ الصِّغَرِ».",
                    "تَفْتَحُ المَكْتَبَةُ أَبْوَابَهَا كُلَّ يَوْمٍ مِنَ السَّاعَةِ التَّاسِعَةِ صَبَاحًا حَتَّى السَّاعَةِ الثَّامِنَةِ مَسَاءً.",
                ],
                "ghost-harakat-desk-user",
                section="الأخبار",
                local="2026-12-02 08:30",
                users=["team"],
                level="مبتدئ",
                words=[("اُفْتُتِحَتْ", "فُتِحَتْ لِأَوَّلِ مَرَّةٍ"), ("يَسْتَعِيرُ", "يَأْخُذُ وَيُعِيدُ")],
                questions=[("كَمْ كِتَابًا يَسْتَطِيعُ الطِّفْلُ أَنْ يَسْتَعِيرَ؟", "ثَلَاثَةَ كُتُبٍ كُلَّ أُسْبُوعٍ.")],
            )
        )
        add(
            story(
                "turtle",
                "/salahif-bahriya/",
                "مَشْرُوعٌ جَدِيدٌ لِحِمَايَةِ السَّلَاحِفِ البَحْرِيَّةِ",
                "2026-12-01",
                "2026-12-01T07:00:00.000Z",
                ar_date("2026-12-01 10:00"),
                ["سامي الخطيب"],
                [
                    "بَدَأَ فِي شَمَالِ قَطَرَ مَشْرُوعٌ جَدِيدٌ لِحِمَايَةِ السَّلَاحِفِ البَحْرِيَّةِ.",
                    "تَأْتِي السَّلَاحِفُ كُلَّ صَيْفٍ إِلَى الشَّاطِئِ لِتَضَعَ بَيْضَهَا فِي الرَّمْلِ.",
                    "وَلَكِنَّ الضَّوْءَ وَالضَّجِيجَ وَالنُّفَايَاتِ تُخِيفُهَا وَتُبْعِدُهَا عَنِ الشَّاطِئِ.",
                    "سَيَزْرَعُ المُتَطَوِّعُونَ نَبَاتَاتٍ عَلَى الشَّاطِئِ، وَسَيُنَظِّفُونَهُ مِنَ البِلَاسْتِيكِ.",
                    "وَسَتُغْلَقُ بَعْضُ الشَّوَاطِئِ فِي اللَّيْلِ خِلَالَ أَشْهُرِ الصَّيْفِ.",
                    "قَالَتْ مُنَسِّقَةُ المَشْرُوعِ: «كُلُّ سُلَحْفَاةٍ صَغِيرَةٍ تَصِلُ إِلَى البَحْرِ نَجَاحٌ لَنَا».",
                ],
                "ghost-harakat-honorific-user",
                section="الأخبار",
                local="2026-12-01 10:00",
                users=["sami"],
                level="متوسط",
                twin="turtle-plain",
                words=[("الضَّجِيجُ", "الصَّوْتُ العَالِي المُزْعِجُ"), ("مُتَطَوِّعٌ", "شَخْصٌ يَعْمَلُ بِدُونِ أَجْرٍ")],
                questions=[("لِمَاذَا تَأْتِي السَّلَاحِفُ إِلَى الشَّاطِئِ؟", "لِتَضَعَ بَيْضَهَا فِي الرَّمْلِ.")],
            )
        )
        add(
            story(
                "meteors",
                "/shuhub-fi-sama-alshita/",
                "شُهُبٌ فِي سَمَاءِ الشِّتَاءِ",
                "2026-11-30",
                "2026-11-30T15:00:00.000Z",
                ar_date("2026-11-30 18:00"),
                ["مازن حداد"],
                [
                    "يَسْتَطِيعُ النَّاسُ فِي مُنْتَصَفِ دِيسَمْبَرَ أَنْ يَرَوْا شُهُبًا كَثِيرَةً فِي السَّمَاءِ.",
                    "اِسْمُ هَذِهِ الشُّهُبِ «التَّوْأَمِيَّاتُ»، لِأَنَّهَا تَظْهَرُ مِنْ جِهَةِ بُرْجِ التَّوْأَمِ.",
                    "وَالشِّهَابُ قِطْعَةٌ صَغِيرَةٌ مِنَ الصَّخْرِ، تَحْتَرِقُ عِنْدَمَا تَدْخُلُ الهَوَاءَ حَوْلَ الأَرْضِ.",
                    "أَفْضَلُ وَقْتٍ لِلْمُشَاهَدَةِ لَيْلَةُ الثَّالِثَ عَشَرَ مِنْ دِيسَمْبَرَ، بَعْدَ مُنْتَصَفِ اللَّيْلِ.",
                    "يَنْصَحُ العُلَمَاءُ بِالذَّهَابِ إِلَى مَكَانٍ مُظْلِمٍ بَعِيدٍ عَنْ أَضْوَاءِ المَدِينَةِ.",
                    "لَا تَحْتَاجُ إِلَى تِلِسْكُوبٍ، فَعَيْنَاكَ تَكْفِيَانِ!",
                ],
                "ghost-harakat-science",
                section="علوم",
                local="2026-11-30 18:00",
                users=["mazen"],
                level="متوسط",
                words=[("شِهَابٌ", "قِطْعَةُ صَخْرٍ تَحْتَرِقُ فِي السَّمَاءِ"), ("مُظْلِمٌ", "لَيْسَ فِيهِ ضَوْءٌ")],
                questions=[("مَا أَفْضَلُ وَقْتٍ لِمُشَاهَدَةِ الشُّهُبِ؟", "لَيْلَةُ الثَّالِثَ عَشَرَ مِنْ دِيسَمْبَرَ، بَعْدَ مُنْتَصَفِ اللَّيْلِ.")],
            )
        )
        add(
            story(
                "water",
                "/tawfir-almaa-fi-albayt/",
                "كَيْفَ نُوَفِّرُ المَاءَ فِي البَيْتِ؟",
                "2026-11-28",
                "2026-11-28T06:00:00.000Z",
                ar_date("2026-11-28 09:00"),
                ["هدى السيد", "مازن حداد"],
                [
                    "المَاءُ مُهِمٌّ جِدًّا لِلْحَيَاةِ، وَلَكِنَّهُ قَلِيلٌ فِي بِلَادٍ كَثِيرَةٍ.",
                    "فِي قَطَرَ، يَأْتِي أَكْثَرُ مَاءِ الشُّرْبِ مِنَ البَحْرِ بَعْدَ تَحْلِيَتِهِ.",
                    "وَتَحْلِيَةُ المَاءِ تَحْتَاجُ إِلَى طَاقَةٍ كَثِيرَةٍ وَمَالٍ كَثِيرٍ.",
                    "إِلَيْكَ بَعْضَ النَّصَائِحِ:",
                    "- أَغْلِقِ الصُّنْبُورَ وَأَنْتَ تُنَظِّفُ أَسْنَانَكَ.",
                    "- اِسْتَحِمَّ بِسُرْعَةٍ.",
                    "- اِسْقِ النَّبَاتَاتِ فِي المَسَاءِ.",
                    "- أَصْلِحْ أَيَّ صُنْبُورٍ يُسَرِّبُ المَاءَ.",
                    "كُلُّ قَطْرَةٍ مُهِمَّةٌ!",
                ],
                "ghost-harakat-list-two-authors-primary-only-jsonld",
                section="الأخبار",
                local="2026-11-28 09:00",
                users=["huda", "mazen"],
                level="مبتدئ",
                words=[("الصُّنْبُورُ", "الحَنَفِيَّةُ"), ("تَحْلِيَةٌ", "إِزَالَةُ المِلْحِ مِنَ المَاءِ")],
                questions=[("لِمَاذَا تَحْلِيَةُ المَاءِ غَالِيَةٌ؟", "لِأَنَّهَا تَحْتَاجُ إِلَى طَاقَةٍ كَثِيرَةٍ.")],
            )
        )
        add(
            story(
                "interview",
                "/hiwar-maa-muallima/",
                "حِوَارٌ مَعَ مُعَلِّمَةِ اللُّغَةِ العَرَبِيَّةِ",
                "2026-11-26",
                "2026-11-26T08:00:00.000Z",
                ar_date("2026-11-26 11:00"),
                ["مازن حداد"],
                [
                    "تُعَلِّمُ الأُسْتَاذَةُ رِيم النَّاصِر اللُّغَةَ العَرَبِيَّةَ لِغَيْرِ النَّاطِقِينَ بِهَا مُنْذُ عَشْرِ سَنَوَاتٍ. سَأَلْنَاهَا عَنْ عَمَلِهَا.",
                    "Q: مَا أَصْعَبُ شَيْءٍ فِي تَعَلُّمِ العَرَبِيَّةِ؟ || بَعْضُ الأَصْوَاتِ صَعْبَةٌ فِي البِدَايَةِ، مِثْلُ العَيْنِ وَالحَاءِ. وَلَكِنَّ الطُّلَّابَ يَتَعَلَّمُونَهَا مَعَ التَّدْرِيبِ.",
                    "Q: لِمَاذَا تَكْتُبُونَ الحَرَكَاتِ عَلَى الكَلِمَاتِ؟ || الحَرَكَاتُ تُسَاعِدُ المُتَعَلِّمَ عَلَى القِرَاءَةِ الصَّحِيحَةِ. وَبَعْدَ فَتْرَةٍ يَسْتَطِيعُ أَنْ يَقْرَأَ بِدُونِهَا.",
                    "Q: مَا نَصِيحَتُكِ لِلْمُتَعَلِّمِينَ؟ || اِقْرَؤُوا قَلِيلًا كُلَّ يَوْمٍ، وَاسْتَمِعُوا إِلَى الأَخْبَارِ، وَلَا تَخَافُوا مِنَ الخَطَأِ.",
                ],
                "ghost-harakat-qa",
                section="حوارات",
                local="2026-11-26 11:00",
                users=["mazen"],
                level="متوسط",
                words=[("النَّاطِقُونَ", "الَّذِينَ يَتَكَلَّمُونَ")],
                questions=[("مَا الأَصْوَاتُ الصَّعْبَةُ فِي البِدَايَةِ؟", "العَيْنُ وَالحَاءُ.")],
            )
        )
        # the plain-text twins: the same post without harakat, canonical to the vowelled one
        for key in ("rain", "turtle"):
            src = self.docs[key]
            lines = []
            for b in src.blocks:
                if b[0] == "ul":
                    lines.extend("- " + strip_marks(i) for i in b[1])
                else:
                    lines.append(strip_marks(plain(b[1])))
            add(
                story(
                    f"{key}-plain",
                    src.path.rstrip("/") + "-bidun-tashkil/",
                    strip_marks(src.title),
                    src.date or "",
                    src.iso,
                    src.stamp,
                    list(src.authors),
                    lines,
                    "ghost-plain-twin-canonical-to-vowelled",
                    section=src.section,
                    local=src.extra["local"],
                    users=src.extra["users"],
                    level=src.extra["level"],
                    plain_of=key,
                    dek=strip_marks(src.dek) if src.dek else "",
                )
            )

    # --- templates -------------------------------------------------------------------------------------------

    def author_links(self, doc: Doc, zone: str = "byline") -> str:
        out = []
        for u in doc.extra["users"]:
            if u == "huda":
                out.append(self.a("author", USERS[u], zone))
            else:
                out.append(f'<a href="{ORIGIN}/author/{u}/">{esc(USERS[u])}</a>')
        return ", ".join(out)

    def ld(self, doc: Doc) -> str:
        url = self.url(doc.key)
        publisher = {
            "@type": "Organization",
            "name": NAME,
            "url": ORIGIN + "/",
            "logo": {
                "@type": "ImageObject",
                "url": ORIGIN + "/content/images/2024/01/muyassara-logo.png",
                "width": 600,
                "height": 120,
            },
        }
        if doc.is_article:
            first = doc.extra["users"][0]
            data: dict[str, object] = {
                "@context": "https://schema.org", "@type": "Article", "publisher": publisher,
                "author": {"@type": "Person", "name": USERS[first], "url": f"{ORIGIN}/author/{first}/", "sameAs": []},
                "headline": doc.title, "url": url, "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "image": {"@type": "ImageObject", "url": f"{ORIGIN}/content/images/2026/12/{doc.path.strip('/')}.jpg", "width": 1200, "height": 800},
                "keywords": ", ".join([doc.section, doc.extra["level"]] + (["#plain"] if doc.extra.get("plain_of") else [])),
                "description": self.lede(doc), "mainEntityOfPage": url,
            }  # fmt: skip
        elif doc.kind == "author":
            data = {
                "@context": "https://schema.org",
                "@type": "Person",
                "sameAs": [],
                "name": doc.title,
                "url": url,
                "mainEntityOfPage": url,
            }
        elif doc.kind in ("section", "tag"):
            data = {
                "@context": "https://schema.org",
                "@type": "Series",
                "publisher": publisher,
                "url": url,
                "name": doc.title,
                "mainEntityOfPage": url,
            }
        else:
            data = {
                "@context": "https://schema.org",
                "@type": "WebSite",
                "publisher": publisher,
                "url": ORIGIN + "/",
                "name": NAME,
                "mainEntityOfPage": ORIGIN + "/",
            }
        return f'<script type="application/ld+json">\n{json.dumps(data, ensure_ascii=False, indent=4)}\n</script>'

    def frame(self, doc: Doc, main: str) -> str:
        url = self.url(doc.key)
        canonical = self.url(doc.extra["plain_of"]) if doc.extra.get("plain_of") else url
        nav = "".join(
            f'<li class="nav-{i}">{self.a(k, t, "nav")}</li>'
            for i, (k, t) in enumerate(
                (
                    ("home", "الرئيسية"),
                    ("akhbar", "الأخبار"),
                    ("/tag/ulum/", "علوم"),
                    ("/tag/hiwarat/", "حوارات"),
                    ("kalima", "كلمة اليوم"),
                    ("qamus", "القاموس"),
                    ("quiz", "اختبر نفسك"),
                )
            )
        )
        if doc.is_article:
            body_class = (
                f"post-template tag-{'akhbar' if doc.section == 'الأخبار' else 'ulum' if doc.section == 'علوم' else 'hiwarat'} tag-{'mubtadi' if doc.extra['level'] == 'مبتدئ' else 'mutawassit'}"
                + (" tag-hash-plain" if doc.extra.get("plain_of") else "")
            )
            og = f'<meta property="og:type" content="article">\n<meta property="article:published_time" content="{doc.iso}">\n<meta property="article:modified_time" content="{doc.extra.get("modified", doc.iso)}">\n<meta property="article:tag" content="{esc(doc.section)}">\n<meta property="article:tag" content="{esc(doc.extra["level"])}">'
        else:
            body_class = {
                "home": "home-template",
                "section": "tag-template tag-akhbar" + (" paged" if doc.key == "akhbar2" else ""),
                "tag": "tag-template tag-mubtadi",
                "author": "author-template author-huda",
            }.get(doc.kind, "page-template")
            og = f'<meta property="og:type" content="{"profile" if doc.kind == "author" else "website"}">'
        return f"""<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title if doc.key != "home" else NAME + " — أخبار بالعربية السهلة")}</title>
<link rel="stylesheet" type="text/css" href="{ORIGIN}/assets/built/screen.css?v=7c1a2b3d4e">
<style>/*PAD*/</style>
<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "أخبار قصيرة بالعربية الفصحى المشكولة لمتعلمي اللغة العربية.")}">
<link rel="icon" href="{ORIGIN}/content/images/size/w256h256/2024/01/favicon.png" type="image/png">
<link rel="canonical" href="{esc(canonical)}">
<meta name="referrer" content="no-referrer-when-downgrade">
<meta property="og:site_name" content="{NAME}">
{og}
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:image" content="{ORIGIN}/content/images/2024/01/og-muyassara.png">
<meta name="twitter:card" content="summary_large_image">
{self.ld(doc)}
<meta name="generator" content="Ghost 5.96">
<link rel="alternate" type="application/rss+xml" title="{NAME}" href="{ORIGIN}/rss/">
<script defer src="https://cdn.jsdelivr.net/ghost/portal@~2.44/umd/portal.min.js" data-i18n="true" data-ghost="{ORIGIN}/" data-key="8f3c2a1b0e9d8c7b6a5f4e3d2c" data-api="{ORIGIN}/ghost/api/content/" crossorigin="anonymous"></script><style id="gh-members-styles">.gh-post-upgrade-cta-content{{border-radius:8px;padding:32px}}</style>
<script defer src="{ORIGIN}/public/cards.min.js?v=7c1a2b3d4e"></script>
<link rel="stylesheet" type="text/css" href="{ORIGIN}/public/cards.min.css?v=7c1a2b3d4e">
</head>
<body class="{body_class} has-sans-title has-sans-body">
<div class="gh-viewport">
<header id="gh-navigation" class="gh-navigation is-middle-logo gh-outer">
<div class="gh-navigation-inner gh-inner">
<div class="gh-navigation-brand"><a class="gh-navigation-logo is-title" href="{self.href("home")}">{NAME}</a><button class="gh-search gh-icon-button" aria-label="بحث" data-ghost-search><svg width="20" height="20" viewBox="0 0 24 24"><path d="M10 2a8 8 0 1 0 5 14l6 6 1-1-6-6A8 8 0 0 0 10 2z"/></svg></button></div>
<nav class="gh-navigation-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-navigation-actions"><div class="gh-navigation-members"><a href="#/portal/signin" data-portal="signin">تسجيل الدخول</a> <a class="gh-button" href="#/portal/signup" data-portal="signup">اشترك</a></div></div>
</div>
</header>
{main}
<section class="gh-footer-cta gh-outer"><div class="gh-footer-cta-inner"><h2 class="gh-footer-cta-title">خبر جديد كل يوم في بريدك</h2><button class="gh-button" data-portal="signup">اشترك مجانا</button></div></section>
<footer class="gh-footer gh-outer"><div class="gh-footer-inner gh-inner">
<div class="gh-footer-bar"><span class="gh-footer-logo is-title">{NAME}</span>
<nav class="gh-footer-menu"><ul class="nav"><li>{self.a("dalil", "دليل المعلم", "footer")}</li><li>{self.a("qamus", "القاموس", "footer")}</li><li><a href="{ORIGIN}/about/">من نحن</a></li><li><a href="{ORIGIN}/privacy/">الخصوصية</a></li><li><a href="{ORIGIN}/rss/">RSS</a></li></ul></nav>
<div class="gh-footer-copyright">جميع الحقوق محفوظة © ٢٠٢٦ {NAME} · يعمل بنظام <a href="https://ghost.org/" target="_blank" rel="noopener">Ghost</a></div></div>
</div></footer>
</div>
<div class="cookie-banner" id="cookie-banner">نستخدم ملفات تعريف الارتباط لتحسين تجربتك. <a href="{ORIGIN}/privacy/">اعرف المزيد</a> <button type="button">موافق</button></div>
<script src="{ORIGIN}/assets/built/source.js?v=7c1a2b3d4e"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        tag_link = (
            self.a("akhbar", doc.section, "breadcrumb")
            if doc.section == "الأخبار"
            else f'<a href="{ORIGIN}/tag/{"ulum" if doc.section == "علوم" else "hiwarat"}/">{esc(doc.section)}</a>'
        )
        level = (
            self.a("level", doc.extra["level"], "tag")
            if doc.extra["level"] == "مبتدئ"
            else f'<a href="{ORIGIN}/tag/mutawassit/">{esc(doc.extra["level"])}</a>'
        )
        excerpt = f'<p class="gh-article-excerpt is-body">{esc(doc.dek)}</p>' if doc.dek else ""
        content = blocks_html(self, doc.blocks)
        twin = ""
        if doc.extra.get("twin"):
            twin = (
                '<div class="kg-card kg-button-card kg-align-center">'
                + self.a(doc.extra["twin"], "اقرأ الخبر بدون تشكيل", "content", 'class="kg-btn kg-btn-accent"')
                + "</div>"
            )
        elif doc.extra.get("plain_of"):
            twin = f'<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-text">هذه نسخة الخبر بدون تشكيل. {self.a(doc.extra["plain_of"], "اقرأ الخبر بالتشكيل", "content")}</div></div>'
        audio = ""
        if not doc.extra.get("plain_of"):
            audio = f'<div class="kg-card kg-audio-card"><div class="kg-audio-thumbnail placeholder"></div><div class="kg-audio-player-container"><audio src="{ORIGIN}/content/media/2026/12/{doc.path.strip("/")}.mp3" preload="metadata"></audio><div class="kg-audio-title">اِسْتَمِعْ إِلَى الخَبَرِ</div><div class="kg-audio-player"><button class="kg-audio-play-icon" aria-label="Play audio"></button><span class="kg-audio-current-time">0:00</span><span class="kg-audio-time">/<span class="kg-audio-duration">1:12</span></span><input type="range" class="kg-audio-seek-slider" max="100" value="0"><button class="kg-audio-playback-rate">1&#215;</button></div></div></div>'
        words = ""
        if doc.extra.get("words"):
            items = "<br>".join(f"<b>{esc(w)}</b>: {esc(m)}" for w, m in doc.extra["words"])
            words = f'<div class="kg-card kg-callout-card kg-callout-card-blue"><div class="kg-callout-emoji">📘</div><div class="kg-callout-text"><b>كَلِمَاتٌ جَدِيدَةٌ</b><br>{items}</div></div>'
        questions = ""
        if doc.extra.get("questions"):
            questions = '<h2 id="asila">أَسْئِلَةُ الفَهْمِ</h2>' + "".join(
                f'<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text"><span>{esc(q)}</span></h4><button class="kg-toggle-card-icon" aria-label="Expand toggle to read content"><svg viewBox="0 0 14 14"><path d="M7 0a.5.5 0 0 1 .5.5v6h6a.5.5 0 1 1 0 1h-6v6a.5.5 0 1 1-1 0v-6h-6a.5.5 0 0 1 0-1h6v-6A.5.5 0 0 1 7 0Z"/></svg></button></div><div class="kg-toggle-content"><p><span>{esc(a)}</span></p></div></div>'
                for q, a in doc.extra["questions"]
            )
        others = [k for k in ARTS if k not in (doc.key, doc.extra.get("plain_of"))][:3]
        cards = "".join(self.card(k) for k in others)
        return f"""<main class="gh-main">
<article class="gh-article post tag-akhbar">
<header class="gh-article-header gh-canvas">
<span class="gh-article-tag">{tag_link} · {level}</span>
<h1 class="gh-article-title is-title">{esc(doc.title)}</h1>
{excerpt}
<div class="gh-article-meta"><div class="gh-article-author-image instapaper_ignore"><a href="{ORIGIN}/author/{doc.extra["users"][0]}/"><img class="author-profile-image" src="{ORIGIN}/content/images/size/w160/2024/02/{doc.extra["users"][0]}.jpg" alt="" width="160" height="160"></a></div>
<div class="gh-article-meta-wrapper"><h4 class="gh-article-author-name">{self.author_links(doc)}</h4>
<div class="gh-article-meta-content"><time class="gh-article-meta-date" datetime="{doc.extra["local"].split()[0]}">{doc.stamp}</time><span class="gh-article-meta-length"><span class="bull">—</span> دقيقة واحدة للقراءة</span></div></div></div>
<figure class="gh-article-image"><img srcset="{ORIGIN}/content/images/size/w600/2026/12/{doc.path.strip("/")}.jpg 600w, {ORIGIN}/content/images/size/w1200/2026/12/{doc.path.strip("/")}.jpg 1200w" sizes="(min-width: 1320px) 1200px, 92vw" src="{ORIGIN}/content/images/size/w1200/2026/12/{doc.path.strip("/")}.jpg" alt=""></figure>
</header>
<section class="gh-content gh-canvas is-body">
{audio}
{content}
{words}
{twin}
{questions}
</section>
</article>
</main>
<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><h2 class="gh-container-title">اقرأ أيضًا</h2><div class="gh-feed">{cards}</div></div></section>"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        return (
            f'<article class="gh-card post"><a class="gh-card-link" href="{esc(self.href(k))}"><figure class="gh-card-image"><img src="{ORIGIN}/content/images/size/w600/2026/12/{d.path.strip("/")}.jpg" alt="{esc(d.title)}" loading="lazy"></figure></a>'
            f'<div class="gh-card-wrapper"><p class="gh-card-tag">{esc(d.extra["level"])}</p><h3 class="gh-card-title is-title">{self.a(k, d.title, "content")}</h3>'
            f'<p class="gh-card-excerpt is-body">{esc(self.lede(d))}</p><footer class="gh-card-meta"><span class="gh-card-author">{esc(", ".join(USERS[u] for u in d.extra["users"]))}</span><time class="gh-card-date" datetime="{d.extra["local"].split()[0]}">{d.stamp}</time></footer></div></article>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.card(k) for k in doc.extra["list"])
        head, pager, extra = "", "", ""
        if doc.key == "home":
            head = f'<section class="gh-header is-magazine gh-outer"><div class="gh-header-inner"><h1 class="gh-header-title is-title">{NAME}</h1><p class="gh-header-description">أخبار قصيرة بالعربية الفصحى المشكولة، لمتعلمي العربية.</p></div></section>'
            extra = (
                f'<section class="gh-home-extra"><div class="kalima-box"><h2>كلمة اليوم</h2><p>{self.a("kalima", "سَحَابٌ", "content")}</p></div>'
                f'<div class="quiz-box"><h2>اختبر نفسك</h2><p>{self.a("quiz", "أسئلة الأسبوع", "content")}</p></div>'
                f'<div class="more-box"><p>{self.a("akhbar", "كل الأخبار", "content")}</p></div></section>'
            )
        elif doc.kind == "section":
            head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><header class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">آخر الأخبار بالعربية السهلة.</p></header></div></section>'
            if doc.key == "akhbar":
                pager = (
                    '<nav class="gh-more is-title">'
                    + self.a("akhbar2", "المزيد من الأخبار", "pagination", 'rel="next"')
                    + "</nav>"
                )
            else:
                pager = (
                    '<nav class="gh-more is-title">'
                    + self.a("akhbar", "الصفحة السابقة", "pagination", 'rel="prev"')
                    + f' <a href="{ORIGIN}/tag/akhbar/page/3/" rel="next">الصفحة التالية</a></nav>'
                )
        elif doc.kind == "tag":
            head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><header class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">أخبار قصيرة بكلمات سهلة للمستوى الأول.</p></header></div></section>'
        elif doc.kind == "author":
            head = f'<section class="gh-archive has-image gh-outer"><div class="gh-archive-inner gh-inner"><header class="gh-archive-wrapper"><img class="gh-author-image" src="{ORIGIN}/content/images/size/w160/2024/02/huda.jpg" alt="{esc(doc.title)}"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><p class="gh-article-excerpt is-body">محررة في أخبار ميسّرة، ومعلمة سابقة للغة العربية في الدوحة.</p><div class="gh-author-meta"><span class="gh-author-location">الدوحة</span></div></header></div></section>'
        else:
            head = f'<section class="gh-archive gh-outer"><div class="gh-archive-inner gh-inner"><header class="gh-archive-wrapper"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><form class="search-page-form" action="/search/" method="get"><input type="search" name="q" value="مطر"><button type="submit">ابحث</button></form><p>{ar_digits(str(len(doc.extra["list"])))} نتيجة</p></header></div></section>'
        return f'<main class="gh-main">{head}<section class="gh-container is-grid gh-outer"><div class="gh-container-inner gh-inner"><div class="gh-feed">{cards}</div>{pager}</div></section>{extra}</main>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind in ("glossary", "quiz"):
            if doc.kind == "glossary":
                body = "".join(f"<h3>{esc(b[1])}</h3><p>{esc(b[2])}</p>" for b in doc.blocks)
                intro = "كلمات تتكرر في أخبارنا، مع شرح قصير لكل كلمة."
            else:
                body = "".join(
                    f'<div class="kg-card kg-toggle-card" data-kg-toggle-state="close"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text"><span>{esc(b[1])}</span></h4><button class="kg-toggle-card-icon" aria-label="Expand toggle to read content"></button></div><div class="kg-toggle-content"><p><span>{esc(b[2])}</span></p></div></div>'
                    for b in doc.blocks
                )
                intro = f"أسئلة عن أخبار هذا الأسبوع: {self.a('library', 'المكتبة الجديدة', 'content')}، {self.a('water', 'توفير الماء', 'content')}، {self.a('meteors', 'الشهب', 'content')}."
            return f'<main class="gh-main"><article class="gh-article page"><header class="gh-article-header gh-canvas"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1></header><section class="gh-content gh-canvas is-body"><p>{intro}</p>{body}</section></article></main>'
        if doc.kind == "word-of-the-day":
            body = "".join(f"<p>{esc(plain(b[1]))}</p>" for b in doc.blocks)
            return f'<main class="gh-main"><article class="gh-article page"><header class="gh-article-header gh-canvas"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1><time class="gh-article-meta-date" datetime="2026-12-04">{ar_date("2026-12-04 06:00")}</time></header><section class="gh-content gh-canvas is-body"><div class="kg-card kg-audio-card"><audio src="{ORIGIN}/content/media/2026/12/sahab.mp3" preload="metadata"></audio><div class="kg-audio-title">اِسْتَمِعْ إِلَى الكَلِمَةِ</div></div>{body}<p>{self.a("rain", "اقرأ خبر الأمطار في الدوحة", "content")}</p></section></article></main>'
        return f'<main class="gh-main"><article class="gh-article page"><header class="gh-article-header gh-canvas"><h1 class="gh-article-title is-title">{esc(doc.title)}</h1></header><section class="gh-content gh-canvas is-body">{blocks_html(self, doc.blocks)}<p>{self.a("qamus", "قاموس الأخبار", "content")} · {self.a("search", "ابحث في الأخبار", "content")}</p></section></article></main>'
