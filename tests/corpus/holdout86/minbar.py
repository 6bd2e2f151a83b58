# ruff: noqa: E501, RUF001, RUF002 (page texts and markup are long literal lines; Urdu and Arabic letters and typographic quotes are deliberate)
"""Minbar Daily: a Karachi Islamic news site in English with an Urdu edition, on a Dawn-like custom PHP front end with
Tailwind classes (`story__title` in an `<h2>` that links to itself, no `<h1>` on story pages, `story__byline`,
`story__time`, `timestamp--date`, `timeago`, `story__content`, `/news/1948213/<slug>`, `/urdu/news/1948230`,
`/faith?page=2`, `/trends/<tag>`, `/authors/2571/sana-mirza`, `/search?q=`), UTF-8, Pakistan time (+05:00), absolute
links.

Dates: "Published December 3, 2026 06:10pm" with a Hijri date "22 Jumada al-Akhirah 1448" beside it on the faith
pages, and "Updated about 5 hours ago" (with an ISO `title`) on edited stories; the top bar prints **today** (4 Dec, 23
Jumada al-Akhirah) on every page. The Urdu pages print "جمعرات 3 دسمبر 2026ء / 22 جمادی الثانی 1448ھ"; the column prints
the same in **Extended Arabic-Indic (Urdu) digits** and has no JSON-LD. Hijri dates are the tabular calendar's.
`NewsArticle` JSON-LD in +05:00, except the moon-sighting story whose 19:45Z on 3 Dec is 00:45 on **4 Dec** in
Karachi. Credits: "Our Correspondent" (a JSON-LD Person), "APP" (agency), "Mufti Abdul Rahman Qasmi" with a
"The writer is khateeb…" tail, "تحریر:" bylines, "ویب ڈیسک" (the web desk). Urdu pages load Nastaliq fonts
(`Noto Nastaliq Urdu`, `Jameel Noori Nastaleeq`) and carry `lang="ur" dir="rtl"`. The prayer timings, the Urdu Islamic
calendar and the soft 404 are not articles."""

from __future__ import annotations

import datetime
import json
from urllib.parse import quote

from common import Base, attr, fa_digits, hijri, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.minbardaily.test"
EN_ARTS = ["khutbah", "moon", "hajj", "mosque", "obit"]
UR_ARTS = ["ur-mosques", "ur-column", "ur-brief"]
ARTS = EN_ARTS + UR_ARTS
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]  # fmt: skip
HIJRI_EN = ["Muharram", "Safar", "Rabi al-Awwal", "Rabi al-Thani", "Jumada al-Ula", "Jumada al-Akhirah", "Rajab",
            "Sha’ban", "Ramazan", "Shawwal", "Zul Qa’dah", "Zul Hijjah"]  # fmt: skip
HIJRI_UR = ["محرم", "صفر", "ربیع الاول", "ربیع الثانی", "جمادی الاول", "جمادی الثانی", "رجب", "شعبان", "رمضان",
            "شوال", "ذوالقعدہ", "ذوالحجہ"]  # fmt: skip
MONTHS_UR = ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون", "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر", "دسمبر"]
DAYS_UR = ["پیر", "منگل", "بدھ", "جمعرات", "جمعہ", "ہفتہ", "اتوار"]
IDS = {"khutbah": 1948240, "moon": 1948251, "hajj": 1948163, "mosque": 1947890, "obit": 1948012,
       "ur-mosques": 1948177, "ur-column": 1948262, "ur-brief": 1948131}  # fmt: skip


def hijri_en(day: str) -> str:
    y, m, d = (int(x) for x in day.split("-"))
    hy, hm, hd = hijri(y, m, d)
    return f"{hd} {HIJRI_EN[hm - 1]} {hy}"


def urdu_date(day: str, digits: bool = False) -> str:
    y, m, d = (int(x) for x in day.split("-"))
    hy, hm, hd = hijri(y, m, d)
    text = f"{DAYS_UR[datetime.date(y, m, d).weekday()]} {d} {MONTHS_UR[m - 1]} {y}ء / {hd} {HIJRI_UR[hm - 1]} {hy}ھ"
    return fa_digits(text) if digits else text


class Minbar(Base):
    origin = ORIGIN
    name = "Minbar Daily"
    prefix = "mnb"
    language = "en"
    content_type = "text/html; charset=UTF-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mnb",
            [
                ".story__title",
                ".story__byline",
                ".story__content p",
                ".timestamp--date",
                ".nav__item",
                ".box.ad",
                ".hijri-date",
                ".urdu .nastaliq",
                ".prayer-table td",
                ".footer__links",
                ".consent-bar",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Minbar Daily",
                "dawn-like-home",
                list=["moon", "khutbah", "hajj", "mosque", "obit"],
            )
        )
        add(
            page(
                "ur-home",
                "/urdu",
                "home",
                "منبر اردو",
                "urdu-home-nastaliq",
                list=["ur-column", "ur-mosques", "ur-brief"],
                lang="ur",
            )
        )
        add(
            page(
                "faith",
                "/faith",
                "section",
                "Faith",
                "section-latest",
                list=["khutbah", "moon", "hajj", "obit"],
                more="faith2",
            )
        )
        add(
            page(
                "faith2",
                "/faith?page=2",
                "section",
                "Faith",
                "section-latest-page2",
                list=["mosque"],
                older=[
                    ("/news/1947655/madrassa-board-results-announced", "Wifaq board announces results of annual exams"),
                    (
                        "/news/1947521/auqaf-to-digitise-shrine-donation-boxes",
                        "Auqaf to digitise donation boxes at 42 shrines",
                    ),
                    ("/news/1947402/quran-printing-errors-panel", "Panel flags printing errors in 11 Quran editions"),
                    ("/news/1947310/interfaith-harmony-week-karachi", "Interfaith harmony week opens in Karachi"),
                ],
            )
        )
        add(
            page(
                "tag",
                "/trends/religious-affairs",
                "tag",
                "Religious Affairs",
                "trends-tag",
                list=["moon", "hajj", "obit"],
            )
        )
        add(
            page(
                "author",
                "/authors/2571/sana-mirza",
                "author",
                "Sana Mirza",
                "author-page",
                list=["mosque"],
                bio="Sana Mirza writes on heritage, architecture and religious life in Punjab. She is based in Lahore.",
                older=[
                    (
                        "/news/1944120/badshahi-mosque-lighting-plan",
                        "A new lighting plan for the Badshahi mosque divides conservationists",
                    ),
                    (
                        "/news/1940877/sikh-pilgrims-lahore-gurdwara-dera-sahib",
                        "At Gurdwara Dera Sahib, pilgrims from India find old neighbours",
                    ),
                ],
            )
        )
        add(
            page(
                "search", "/search?q=moon", "search", "Search results: moon", "search-results", list=["moon", "khutbah"]
            )
        )
        add(
            page(
                "prayer",
                "/prayer-timings/karachi",
                "prayer-times",
                "Prayer Timings Karachi",
                "prayer-timings-table",
                [
                    "Timings according to the University of Islamic Sciences, Karachi method; Asr according to the Hanafi school.",
                    "T: Date | Hijri | Fajr | Sunrise | Zuhr | Asr | Maghrib | Isha",
                    "T: Fri 4 Dec | 23 Jumada al-Akhirah | 5:44 | 7:02 | 12:29 | 3:36 | 5:55 | 7:14",
                    "T: Sat 5 Dec | 24 Jumada al-Akhirah | 5:45 | 7:03 | 12:29 | 3:36 | 5:55 | 7:15",
                    "T: Sun 6 Dec | 25 Jumada al-Akhirah | 5:45 | 7:04 | 12:30 | 3:36 | 5:56 | 7:15",
                    "T: Mon 7 Dec | 26 Jumada al-Akhirah | 5:46 | 7:04 | 12:30 | 3:37 | 5:56 | 7:15",
                    "T: Tue 8 Dec | 27 Jumada al-Akhirah | 5:47 | 7:05 | 12:31 | 3:37 | 5:56 | 7:16",
                    "T: Wed 9 Dec | 28 Jumada al-Akhirah | 5:47 | 7:06 | 12:31 | 3:37 | 5:57 | 7:16",
                    "T: Thu 10 Dec | 29 Jumada al-Akhirah | 5:48 | 7:06 | 12:32 | 3:38 | 5:57 | 7:17",
                    "Jumu’ah congregations in most Karachi mosques are held between 1:15pm and 1:45pm.",
                ],
                cities=["Lahore", "Islamabad", "Peshawar", "Quetta", "Multan", "Hyderabad"],
            )
        )
        add(
            page(
                "calendar",
                "/urdu/islamic-calendar",
                "calendar",
                "اسلامی کیلنڈر 1448ھ",
                "hijri-calendar-urdu",
                [
                    "ذیل میں سال 1448 ہجری کے مہینوں کے آغاز کی متوقع تاریخیں دی گئی ہیں۔ حتمی اعلان مرکزی رویت ہلال کمیٹی چاند دیکھ کر کرے گی، اس لیے تاریخوں میں ایک دن کا فرق ممکن ہے۔",
                    "T: ہجری مہینہ | متوقع آغاز | اہم دن",
                    "T: جمادی الثانی | 12 نومبر 2026 | —",
                    "T: رجب | 11 دسمبر 2026 | شب معراج: 27 رجب",
                    "T: شعبان | 10 جنوری 2027 | شب برات: 15 شعبان",
                    "T: رمضان | 8 فروری 2027 | لیلۃ القدر: آخری عشرہ",
                    "T: شوال | 10 مارچ 2027 | عید الفطر: یکم شوال",
                    "T: ذوالحجہ | 8 مئی 2027 | یوم عرفہ: 9 ذوالحجہ، عید الاضحیٰ: 10 ذوالحجہ",
                    "T: محرم 1449 | 6 جون 2027 | یوم عاشور: 10 محرم",
                ],
                lang="ur",
            )
        )
        add(
            page(
                "notfound",
                "/news/1920044/ramazan-2026-sehri-iftar-timetable",
                "not-found",
                "Page not found",
                "soft-404-200",
                [
                    "Sorry, the page you are looking for may have been moved or deleted, or the link you followed may be out of date.",
                    "Try searching the site or go back to the homepage for the latest news.",
                ],
            )
        )
        # --- stories ---------------------------------------------------------------------------------------------
        add(
            story(
                "moon",
                "/news/1948251/ruet-i-hilal-committee-to-meet-on-dec-10-for-rajab-moon-sighting",
                "Ruet-i-Hilal committee to meet on Dec 10 for Rajab moon sighting",
                "2026-12-04",
                "2026-12-03T19:45:00Z",
                "2026-12-04 12:45am",
                ["Faraz Siddiqui"],
                [
                    "KARACHI: The Central Ruet-i-Hilal Committee will meet in Karachi on Thursday, December 10, which corresponds to 29 Jumada al-Akhirah, to sight the crescent of Rajab 1448 AH, the religious affairs ministry said late on Thursday night.",
                    "Zonal committees will meet at the same time in Lahore, Peshawar, Quetta and Islamabad, and district committees across the country have been asked to forward any testimony of sighting to the central committee by 8pm.",
                    "According to the Pakistan Meteorological Department, the new moon will be born at 10:52pm on December 9. By sunset on December 10 the crescent will be about 19 hours old, and the Met Office said there was a “bright chance” of sighting in the coastal areas of Sindh and Balochistan if the sky remained clear.",
                    "If the moon is sighted, the first of Rajab will fall on Friday, December 11, and Shab-e-Meraj will be observed on the night between January 5 and 6.",
                    "A ministry spokesman said the committee would also use the new telescopes installed this year at the Met Office’s observatories in Karachi and Gwadar. “The decision will be taken on the basis of testimony of sighting, as always. The instruments help us to verify it,” he said.",
                    "The committee was reconstituted in October with 11 members from different schools of thought. Its chairman told reporters last month that the committee would try to announce its decisions before 9pm to spare the public a late-night wait.",
                ],
                "dawn-utc-next-day-dateline-in-body",
                section="Faith",
                tags=["Religious Affairs", "Ruet-i-Hilal"],
                hijri=True,
            )
        )
        add(
            story(
                "khutbah",
                "/news/1948240/friday-sermon-patience-is-not-passivity",
                "Friday sermon: Patience is not passivity",
                "2026-12-04",
                "2026-12-04T11:30:00+05:00",
                "2026-12-04 11:30am",
                ["Abdul Rahman Qasmi"],
                [
                    "إِنَّ الْحَمْدَ لِلَّهِ نَحْمَدُهُ وَنَسْتَعِينُهُ وَنَسْتَغْفِرُهُ",
                    "All praise is due to Allah; we praise Him, seek His help and ask His forgiveness. Dear brothers and sisters, this week many of us have heard the same sentence from friends, neighbours and colleagues: “Be patient.” We say it to the man who lost his job, to the mother waiting outside a hospital ward, to the student whose results did not come.",
                    "But what do we mean by patience? Too often we mean: do nothing, say nothing, wait for things to change on their own. That is not the patience the Quran asks of us.",
                    "### Sabr is an action",
                    "The Arabic word sabr comes from a root that means to hold, to restrain, to bind firmly. The one who has sabr holds himself steady so that he can keep walking. Allah says: “O you who believe, seek help through patience and prayer. Indeed, Allah is with the patient” (Al-Baqarah, 2:153).",
                    "إِنَّ اللَّهَ مَعَ الصَّابِرِينَ",
                    "Notice that patience is placed beside prayer, and both are means of seeking help. They are tools for work, not a reason to stop working. The Prophet, peace be upon him, tied his camel and then trusted in Allah.",
                    "### With hardship comes ease",
                    "In Surah Al-Sharh, Allah repeats a promise twice: “For indeed, with hardship comes ease. Indeed, with hardship comes ease” (94:5-6). The scholars noted that hardship is mentioned with the definite article and ease without it, and said that one hardship cannot overcome two eases.",
                    "إِنَّ مَعَ الْعُسْرِ يُسْرًا",
                    "So this week, when you tell someone to be patient, ask yourself what you can do for them while they are patient. Carry their shopping. Sit with them in the hospital corridor. Ask the employer you know whether there is an opening. Let your sabr be the kind that holds others up.",
                    "May Allah make us among the patient, and among those who help the patient. Ameen.",
                    "SIGN: The writer is khateeb of the Jamia Masjid Noor-ul-Islam in Gulshan-e-Iqbal, Karachi. This is an edited version of the sermon delivered on Friday.",
                ],
                "khutbah-arabic-lines-honorific-bio-tail",
                dek="Sabr is not waiting for things to change on their own. It is the strength that keeps us walking, and that holds others up.",
                section="Faith",
                byline="Mufti Abdul Rahman Qasmi",
                tags=["Friday Sermon"],
                hijri=True,
                kicker="Friday Sermon",
            )
        )
        add(
            story(
                "hajj",
                "/news/1948163/hajj-2027-govt-sets-package-at-rs114m-balloting-on-dec-21",
                "Hajj 2027: govt sets package at Rs1.14m, balloting on Dec 21",
                "2026-12-03",
                "2026-12-03T18:10:00+05:00",
                "2026-12-03 06:10pm",
                [],
                [
                    "ISLAMABAD: The federal government on Thursday announced the government Hajj scheme for 2027, setting the package for the regular scheme at Rs1.14 million per pilgrim, about 6 per cent lower than last year.",
                    "Briefing reporters, the religious affairs secretary said the reduction had been made possible by a more stable rupee and by a new agreement with Saudi service providers in Mina and Arafat. The package includes air fare, accommodation in Makkah and Madina, transport, food and a qurbani coupon.",
                    "Pakistan’s quota for the coming Hajj remains 179,210 pilgrims, split equally between the government and private schemes. Applications will be accepted at designated banks from December 7 to December 16, and the balloting will be held on December 21.",
                    "For the first time, applicants above the age of 70 will be allowed to bring one companion outside the ballot, and 1,000 seats have been reserved for hardship cases, including labourers and low-paid government employees.",
                    "The secretary said the ministry would begin mandatory training sessions for selected pilgrims in February, in all districts, and that a mobile app with tent locations, medical centres and bus routes would be launched before departure.",
                    "Private tour operators, who will announce their own packages next week, welcomed the early announcement but asked the government to clear their pending dues from last season.",
                ],
                "our-correspondent-updated-later-day",
                section="Pakistan",
                byline="Our Correspondent",
                tags=["Religious Affairs", "Hajj 2027"],
                modified="2026-12-05T09:30:00+05:00",
                updated="about 5 hours ago",
            )
        )
        add(
            story(
                "mosque",
                "/news/1947890/inside-the-slow-restoration-of-wazir-khan-mosques-frescoes",
                "Inside the slow restoration of Wazir Khan mosque’s frescoes",
                "2026-12-02",
                "2026-12-02T11:10:00+05:00",
                "2026-12-02 11:10am",
                ["Sana Mirza"],
                [
                    "LAHORE: On a cold morning in the prayer hall of the Wazir Khan mosque, Nasreen Akhtar is working on a flower no bigger than her thumbnail. With a brush of three squirrel hairs she fills a crack in a painted iris that has been on this ceiling since the 1640s.",
                    "Akhtar is one of 14 conservators working on the second phase of the restoration of the mosque’s frescoes, a project that began in 2023 and is expected to last at least four more years. On a good day, the team can treat half a square metre.",
                    "FIG: Conservators at work in the prayer hall | Conservators work on the painted ceiling of the prayer hall. — Photo by the writer",
                    "“People ask why it takes so long,” says Ahmad Raza, the project’s chief conservator. “We are not repainting. We are stabilising what is there, cleaning off the soot of a hundred years of oil lamps and cement repairs, and only filling what is lost. If we rush, we destroy what we came to save.”",
                    "### A mosque that never closed",
                    "The work is complicated by the fact that the mosque never closes. Five times a day, the scaffolding is covered with cloth and the conservators step aside as worshippers fill the hall. On Fridays, work stops altogether.",
                    "The imam, Qari Muhammad Tufail, says the congregation has grown used to the scaffolding. “Some of the old men come early just to watch them work,” he says. “They tell me they never knew the ceiling had so many colours.”",
                    "### Funding and patience",
                    "The project is funded by the Walled City of Lahore Authority with support from a foreign cultural fund, and costs about Rs180 million for this phase. Raza says the money is enough for now, but that trained conservators are harder to find than funds.",
                    "Akhtar trained for two years before she was allowed to touch the ceiling. “The first thing they teach you is to leave things alone,” she says, smiling. “The second thing is to have patience.”",
                ],
                "feature-subheads-figure-dateline",
                section="Pakistan",
                tags=["Heritage"],
            )
        )
        add(
            story(
                "obit",
                "/news/1948012/scholar-maulana-ghulam-sarwar-naqshbandi-passes-away-at-88",
                "Scholar Maulana Ghulam Sarwar Naqshbandi passes away at 88",
                "2026-12-02",
                "2026-12-02T21:20:00+05:00",
                "2026-12-02 09:20pm",
                [],
                [
                    "MULTAN: Renowned religious scholar and educationist Maulana Ghulam Sarwar Naqshbandi passed away here on Wednesday after a prolonged illness. He was 88.",
                    "His funeral prayers will be offered at the Eidgah ground on Thursday after Zuhr prayers, his family said.",
                    "Maulana Naqshbandi founded a madressah for girls in Multan in 1972 which now has more than 3,000 students, and wrote over 30 books on Islamic jurisprudence, Sufism and the history of the Naqshbandi order in south Punjab.",
                    "He served as a member of the Council of Islamic Ideology from 1994 to 1997 and was known for his efforts to promote harmony between different schools of thought.",
                    "Religious and political leaders expressed grief over his death and prayed for the departed soul.",
                ],
                "agency-obituary-app",
                section="Pakistan",
                byline="APP",
                tags=["Religious Affairs"],
            )
        )
        add(
            story(
                "ur-mosques",
                "/urdu/news/1948177",
                "کراچی کی قدیم مساجد: میمن مسجد سے نور مسجد تک",
                "2026-12-03",
                "2026-12-03T16:00:00+05:00",
                "2026-12-03",
                ["عائشہ صدیقی"],
                [
                    "کراچی کے پرانے شہر کی تنگ گلیوں میں چلتے ہوئے اذان کی آوازیں ہر سمت سے آتی ہیں۔ کھارادر، میٹھادر اور بولٹن مارکیٹ کے علاقوں میں ایسی مساجد موجود ہیں جو اس شہر کے کراچی بننے سے بھی پہلے کی ہیں۔",
                    "بولٹن مارکیٹ کے قریب واقع میمن مسجد انیسویں صدی کے آخر میں میمن تاجروں نے تعمیر کرائی تھی۔ اس کے سفید گنبد اور اونچے مینار آج بھی دور سے نظر آتے ہیں، اگرچہ اردگرد کی عمارتیں اب انہیں چھپانے لگی ہیں۔",
                    "مسجد کے متولی حاجی عبدالغفار بتاتے ہیں کہ ان کے دادا اسی مسجد میں مؤذن تھے۔ ”اس زمانے میں یہاں سے سمندر نظر آتا تھا،“ وہ مسکراتے ہوئے کہتے ہیں۔ ”اب سامنے صرف دکانیں اور ٹریفک ہے، مگر نمازی پہلے سے زیادہ ہیں۔“",
                    "کھارادر کی نور مسجد اپنی لکڑی کی منقش چھت کی وجہ سے مشہور ہے۔ ماہرین کے مطابق یہ چھت برما کی ساگوان لکڑی سے بنائی گئی تھی جو بحری جہازوں کے ذریعے کراچی لائی گئی۔ گزشتہ برس محکمہ ثقافت نے اس کی مرمت کا کام شروع کیا تھا جو اب آخری مراحل میں ہے۔",
                    "ماہرِ تعمیرات ڈاکٹر یاسمین لاری کے ادارے سے وابستہ ایک محقق کا کہنا ہے کہ پرانے شہر کی کم از کم بیس مساجد تاریخی ورثہ قرار دیے جانے کی مستحق ہیں، مگر ان میں سے صرف چار سرکاری فہرست میں شامل ہیں۔",
                    "علاقے کے مکینوں کا مطالبہ ہے کہ ان مساجد کے اردگرد تجاوزات ختم کی جائیں اور سیاحوں کے لیے پرانے شہر کا ایک ورثہ راستہ بنایا جائے، تاکہ نئی نسل اپنے شہر کی تاریخ سے واقف ہو سکے۔",
                ],
                "urdu-tahreer-byline-nastaliq",
                section="خصوصی رپورٹ",
                lang="ur",
                byline="تحریر: عائشہ صدیقی",
                ld="org",
            )
        )
        add(
            story(
                "ur-column",
                "/urdu/news/1948262",
                "رجب کی آمد اور ہماری ذمہ داریاں",
                "2026-12-04",
                None,
                "2026-12-04",
                ["فرحان احمد"],
                [
                    "چند دن بعد رجب المرجب کا چاند نظر آئے گا اور حرمت والے مہینوں میں سے ایک مہینہ ہم پر سایہ فگن ہوگا۔ ہمارے بزرگ رجب کو رمضان کی تیاری کا آغاز سمجھتے تھے۔ وہ کہا کرتے تھے کہ رجب بیج بونے کا، شعبان پانی دینے کا اور رمضان فصل کاٹنے کا مہینہ ہے۔",
                    "افسوس کہ ہمارے ہاں اس مہینے کی پہچان چند رسموں تک محدود ہو گئی ہے۔ ہم کونڈوں کی تاریخوں اور شب معراج کے چراغاں پر تو بحث کرتے ہیں، مگر اس مہینے کی اصل روح، یعنی ظلم سے رک جانا اور اپنے معاملات درست کرنا، ہماری گفتگو سے غائب ہے۔",
                    "قرآن حکیم نے حرمت والے مہینوں کے بارے میں فرمایا کہ ان میں اپنی جانوں پر ظلم نہ کرو۔ مفسرین لکھتے ہیں کہ ظلم تو ہر مہینے میں حرام ہے، مگر ان مہینوں میں اس کی سنگینی اور بڑھ جاتی ہے۔ گویا یہ مہینے ہمیں رک کر اپنا محاسبہ کرنے کی دعوت دیتے ہیں۔",
                    "اس رجب میں ہم ایک چھوٹا سا کام کر سکتے ہیں۔ جس سے ناراضی ہے اس سے صلح کر لیں، جس کا قرض ہے وہ ادا کر دیں، اور جس ملازم کی تنخواہ روکی ہوئی ہے اسے اس کا حق دے دیں۔ یہی وہ بیج ہیں جو رمضان میں پھل دیں گے۔",
                    "اللہ تعالیٰ ہمیں رجب اور شعبان میں برکت عطا فرمائے اور رمضان تک پہنچائے۔ آمین۔",
                    "SIGN: مضمون نگار جامعہ کراچی کے شعبہ علوم اسلامیہ میں استاد ہیں۔ ادارے کا مضمون نگار کی رائے سے متفق ہونا ضروری نہیں۔",
                ],
                "urdu-column-urdu-digits-no-jsonld",
                section="کالم",
                lang="ur",
                byline="تحریر: ڈاکٹر فرحان احمد",
                ld="",
                urdu_digits=True,
            )
        )
        add(
            story(
                "ur-brief",
                "/urdu/news/1948131",
                "محکمہ اوقاف نے جمعہ کے خطبے کا موضوع جاری کر دیا",
                "2026-12-03",
                "2026-12-03T13:20:00+05:00",
                "2026-12-03",
                [],
                [
                    "لاہور: محکمہ اوقاف پنجاب نے صوبے کی سرکاری مساجد کے لیے اس جمعہ کے خطبے کا موضوع ”صبر اور باہمی تعاون“ مقرر کر دیا ہے۔",
                    "محکمے کی جانب سے جاری مراسلے میں خطبا سے کہا گیا ہے کہ وہ خطبے کو تیس منٹ تک محدود رکھیں اور فرقہ وارانہ موضوعات سے گریز کریں۔",
                    "ترجمان کے مطابق یہ ہدایات اوقاف کے زیر انتظام پانچ سو سے زائد مساجد پر لاگو ہوں گی۔",
                ],
                "urdu-web-desk-brief",
                section="پاکستان",
                lang="ur",
                byline="ویب ڈیسک",
                ld="org",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def ur(self, doc: Doc) -> bool:
        return doc.extra.get("lang") == "ur"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        ur = self.ur(doc)
        site = "منبر اردو" if ur else "Minbar Daily"
        title = doc.title if doc.key in ("home", "ur-home") else f"{doc.title} - {site}"
        metas = [
            f"<title>{esc(title)}</title>",
            f'<meta name="description" content="{esc(doc.dek or self.lede(doc) or doc.title)}">',
            f'<link rel="canonical" href="{esc(url)}">',
            f'<meta property="og:site_name" content="{site}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
            f'<meta property="og:locale" content="{"ur_PK" if ur else "en_PK"}">',
            '<meta name="twitter:card" content="summary_large_image">',
            '<meta name="twitter:site" content="@minbardaily">',
        ]
        if doc.is_article and doc.iso:
            metas.append(f'<meta property="article:published_time" content="{doc.iso}">')
            mode = doc.extra.get("ld", "person")
            who = doc.authors or [doc.byline]
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "headline": doc.title,
                "image": [f"https://i.minbardaily.test/primary/2026/12/{IDS[doc.key]}.jpg"],
                "datePublished": doc.iso,
                "dateModified": doc.extra.get("modified", doc.iso),
                "author": [{"@type": "Person", "name": n} for n in who]
                if mode == "person"
                else {"@type": "Organization", "name": "Minbar Daily Urdu"},
                "publisher": {
                    "@type": "Organization",
                    "name": "Minbar Daily",
                    "logo": {
                        "@type": "ImageObject",
                        "url": f"{ORIGIN}/_img/logo-minbar.png",
                        "width": 300,
                        "height": 60,
                    },
                },
                "articleSection": doc.section,
                "inLanguage": "ur" if ur else "en",
            }
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if ur:
            metas.append('<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>')
            metas.append(
                '<link href="https://fonts.googleapis.com/css2?family=Noto+Nastaliq+Urdu:wght@400;700&amp;display=swap" rel="stylesheet">'
            )
            metas.append(
                "<style>@font-face{font-family:'Jameel Noori Nastaleeq';src:url('/_fonts/JameelNooriNastaleeq.woff2') format('woff2');font-display:swap}"
                ".nastaliq,body.urdu{font-family:'Jameel Noori Nastaleeq','Noto Nastaliq Urdu',serif;line-height:2.3;word-spacing:.08em}</style>"
            )
        return "\n".join(metas)

    def frame(self, doc: Doc, main: str) -> str:
        ur = self.ur(doc)
        if ur:
            nav = [("ur-home", "صفحہ اول"), (f"{ORIGIN}/urdu/pakistan", "پاکستان"), (f"{ORIGIN}/urdu/columns", "کالم"),
                   ("calendar", "اسلامی کیلنڈر"), ("home", "English")]  # fmt: skip
            today = urdu_date("2026-12-05")
        else:
            nav = [("home", "Home"), (f"{ORIGIN}/pakistan", "Pakistan"), ("faith", "Faith"), (f"{ORIGIN}/world", "World"),
                   (f"{ORIGIN}/opinion", "Opinion"), ("prayer", "Prayer Timings"), ("ur-home", "اردو")]  # fmt: skip
            today = f"Saturday, December 5, 2026 · {hijri_en('2026-12-05')} AH"
        items = "".join(f'<li class="nav__item">{self.a(k, t, "nav", attr("class", "nav__link"))}</li>' for k, t in nav)
        trending = "".join(
            f'<li class="trending__item">{self.a(k, self.docs[k].title, "aside")}</li>'
            for k in (UR_ARTS if ur else ["moon", "hajj", "khutbah", "obit"])
            if k != doc.key
        )
        lang = 'lang="ur" dir="rtl"' if ur else 'lang="en"'
        body_class = "urdu nastaliq" if ur else ("story-page" if doc.is_article else f"{doc.kind}-page")
        return f"""<!DOCTYPE html>
<html {lang}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
{self.head(doc)}
<link rel="stylesheet" href="https://www.minbardaily.test/_css/app.min.css?v=4.12.7">
<style>/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-MNB2026X1"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-MNB2026X1',{{'content_group':'{esc(doc.section or doc.kind)}'}});</script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
</head>
<body class="{body_class} bg-white text-gray-900">
<div class="top-bar flex justify-between text-xs px-4 py-1"><span class="top-bar__date hijri-date">{esc(today)}</span><span class="top-bar__epaper"><a href="https://epaper.minbardaily.test/">E-Paper</a> · <a href="{ORIGIN}/subscribe">Subscribe</a></span></div>
<header class="header border-b-2 border-black">
<div class="header__logo flex items-center justify-center py-3"><a href="{ORIGIN}/{"urdu" if ur else ""}" class="logo"><img src="{ORIGIN}/_img/logo-minbar{"-urdu" if ur else ""}.svg" alt="{"منبر اردو" if ur else "Minbar Daily"}" width="260" height="52"><span class="sr-only">{"منبر اردو" if ur else "Minbar Daily"}</span></a></div>
<nav class="nav"><ul class="nav__list flex gap-4 justify-center">{items}</ul></nav>
<div class="header__search"><form action="{ORIGIN}/search" method="get"><input type="search" name="q" placeholder="Search"><button type="submit">Go</button></form></div>
</header>
<div class="box ad ad--leaderboard mx-auto my-3" id="div-gpt-ad-mnb-top" data-slot="/8421/minbar/top_970x90"></div>
<div class="container mx-auto flex flex-wrap">
<main class="w-full sm:w-2/3 px-2">
{main}
</main>
<aside class="w-full sm:w-1/3 px-2 sidebar">
<div class="box ad ad--mrec" id="div-gpt-ad-mnb-mrec" data-slot="/8421/minbar/mrec_300x250"></div>
<section class="trending"><h3 class="trending__title">{"مقبول خبریں" if ur else "Trending"}</h3><ol class="trending__list">{trending}</ol></section>
<section class="widget widget--namaz"><h3>{"اوقاتِ نماز کراچی" if ur else "Namaz timings, Karachi"}</h3><p>Fajr 5:44 · Zuhr 12:29 · Asr 3:36 · Maghrib 5:55 · Isha 7:14</p><p>{self.a("prayer", "اوقاتِ نماز" if ur else "All cities", "aside")}</p></section>
</aside>
</div>
<footer class="footer bg-black text-white py-6">
<ul class="footer__links flex flex-wrap gap-3"><li><a href="{ORIGIN}/about">About us</a></li><li><a href="{ORIGIN}/contact">Contact</a></li><li><a href="{ORIGIN}/advertise">Advertise</a></li><li><a href="{ORIGIN}/privacy">Privacy policy</a></li><li><a href="{ORIGIN}/rss">RSS</a></li><li>{self.a("faith", "Faith", "footer")}</li><li>{self.a("calendar", "اسلامی کیلنڈر", "footer")}</li></ul>
<p class="footer__copy">Copyright © 2026 Minbar Daily Media (Pvt) Ltd. All rights reserved. Plot 42, Business Recorder Road, Karachi.</p>
</footer>
<div class="consent-bar fixed bottom-0 w-full bg-gray-800 text-white p-3" id="consent">{"ہم اس ویب سائٹ پر کوکیز استعمال کرتے ہیں۔" if ur else "We use cookies to improve your experience and to show relevant advertising."} <button class="consent-bar__ok" onclick="document.getElementById('consent').remove()">OK</button></div>
<script src="{ORIGIN}/_js/app.min.js?v=4.12.7" defer></script>
<script src="{ORIGIN}/_js/timeago.min.js" defer></script>
</body>
</html>"""

    def time_line(self, doc: Doc) -> str:
        day, clock = doc.stamp.split(" ", 1) if " " in doc.stamp else (doc.stamp, "")
        if self.ur(doc):
            text = urdu_date(day, digits=bool(doc.extra.get("urdu_digits")))
            iso = f' title="{doc.iso}"' if doc.iso else ""
            return f'<span class="story__time"><span class="timestamp--date"{iso}>{esc(text)}</span></span>'
        y, m, d = (int(x) for x in day.split("-"))
        out = (
            f'<span class="story__time">Published <span class="timestamp--date">{MONTHS[m - 1]} {d}, {y}</span> '
            f'<span class="timestamp--time">{clock}</span>'
        )
        if doc.extra.get("hijri"):
            out += f' <span class="hijri-date">· {hijri_en(day)} AH</span>'
        out += "</span>"
        if doc.extra.get("updated"):
            out += f' <span class="timestamp__updated">Updated <span class="timeago" title="{doc.extra["modified"]}">{doc.extra["updated"]}</span></span>'
        return out

    def byline_html(self, doc: Doc) -> str:
        if doc.key == "mosque":
            return f'<span class="story__byline">{self.a("author", "Sana Mirza", "byline", attr("class", "story__byline__link"))}</span>'
        text = doc.byline or ", ".join(doc.authors)
        if doc.authors and not self.ur(doc):
            slug = doc.authors[0].lower().replace(" ", "-")
            return f'<span class="story__byline"><a class="story__byline__link" href="{ORIGIN}/authors/{2500 + len(slug)}/{slug}">{esc(text)}</a></span>'
        return f'<span class="story__byline">{esc(text)}</span>'

    def story_main(self, doc: Doc) -> str:
        ur = self.ur(doc)
        tags = ""
        if doc.extra.get("tags"):
            links = [
                self.a("tag", t, "tag", attr("class", "tag")) if t == "Religious Affairs" else f'<a class="tag" href="{ORIGIN}/trends/{t.lower().replace(" ", "-")}">{esc(t)}</a>'
                for t in doc.extra["tags"]
            ]  # fmt: skip
            tags = f'<div class="story__tags">{" ".join(links)}</div>'
        kicker = f'<span class="story__kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        blocks = []
        for b in doc.blocks:
            if b[0] == "p" and any("\u0600" <= c <= "\u06ff" for c in b[1]) and not ur:
                blocks.append(f'<p class="arabic text-right" lang="ar" dir="rtl">{esc(b[1])}</p>')
            else:
                blocks.append(self.blocks_of(doc, [b]))
        own = UR_ARTS if ur else EN_ARTS
        related = "".join(
            f'<article class="story story--small"><h2 class="story__title">{self.a(k, self.docs[k].title, "related", attr("class", "story__link"))}</h2></article>'
            for k in own
            if k != doc.key
        )
        share = quote(self.url(doc.key), safe="")
        comments = ""
        if doc.key in ("khutbah", "hajj", "ur-column"):
            comments = f'<section class="comments" id="comments"><h3>{"تبصرے" if ur else "Comments"} (3)</h3><p class="comments__closed">{"تبصرے بند ہیں۔" if ur else "Comments are closed on this story."}</p></section>'
        return f"""<article class="story story--large" data-id="{IDS[doc.key]}" data-layout="story">
<div class="story__header">
{kicker}
<h2 class="story__title text-6 font-bold"><a class="story__link" href="{esc(self.url(doc.key))}">{esc(doc.title)}</a></h2>
<div class="story__meta">{self.byline_html(doc)} <span class="story__sep">|</span> {self.time_line(doc)}</div>
<div class="story__share"><a href="https://www.facebook.com/sharer/sharer.php?u={share}" class="share--fb">Facebook</a> <a href="https://wa.me/?text={share}" class="share--wa">WhatsApp</a> <a href="https://twitter.com/intent/tweet?url={share}" class="share--x">X</a></div>
</div>
<figure class="media media--main"><img src="https://i.minbardaily.test/primary/2026/12/{IDS[doc.key]}.jpg" alt="" width="800" height="480"><figcaption class="media__caption">{"— فائل فوٹو" if ur else "— File photo"}</figcaption></figure>
<div class="story__content overflow-hidden text-4 sm:text-4.5 pt-1 mt-1{" nastaliq" if ur else ""}">
{chr(10).join(blocks)}
</div>
{tags}
<div class="box ad ad--inarticle" id="div-gpt-ad-mnb-in" data-slot="/8421/minbar/in_article"></div>
<section class="related"><h3>{"مزید پڑھیں" if ur else "Read more"}</h3>{related}</section>
{comments}
</article>"""

    def blocks_of(self, doc: Doc, blocks: list) -> str:
        saved = doc.blocks
        doc.blocks = blocks
        try:
            return self.blocks(doc)
        finally:
            doc.blocks = saved

    def listing_main(self, doc: Doc) -> str:
        ur = self.ur(doc)
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            day = d.stamp.split(" ")[0]
            y, m, dd = (int(x) for x in day.split("-"))
            when = urdu_date(day) if self.ur(d) else f"{MONTHS[m - 1]} {dd}, {y}"
            rows.append(
                f'<article class="story story--medium border-b"><figure class="media"><img src="https://i.minbardaily.test/thumbnail/2026/12/{IDS[k]}.jpg" alt="" width="240" height="144" loading="lazy"></figure>'
                f'<h2 class="story__title">{self.a(k, d.title, "content", attr("class", "story__link"))}</h2>'
                f'<div class="story__excerpt">{esc(d.dek or self.lede(d))}</div><span class="story__byline">{esc(d.byline or ", ".join(d.authors))}</span> <span class="timestamp--date">{esc(when)}</span></article>'
            )
        for path, title in doc.extra.get("older", []):
            rows.append(
                f'<article class="story story--medium border-b"><h2 class="story__title"><a class="story__link" href="{ORIGIN}{path}">{esc(title)}</a></h2></article>'
            )
        head = f'<h1 class="page__title text-8 font-bold">{esc(doc.title)}</h1>'
        extra = ""
        if doc.kind == "home":
            head = ""
            if ur:
                extra = f'<section class="home-box"><h2>{self.a("calendar", "اسلامی کیلنڈر 1448ھ", "content")}</h2></section>'
            else:
                extra = (
                    f'<section class="home-box"><h2 class="box__title">{self.a("faith", "Faith", "content")}</h2>'
                    f"<p>{self.a('tag', 'Religious Affairs', 'content')} · {self.a('author', 'Sana Mirza on heritage', 'content')} · {self.a('search', 'Moon sighting coverage', 'content')}</p></section>"
                    f'<section class="home-box urdu" lang="ur" dir="rtl"><h2>{self.a("ur-home", "منبر اردو", "content")}</h2><ul>'
                    + "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in UR_ARTS)
                    + "</ul></section>"
                )
        elif doc.kind == "author":
            head = f'<div class="author-card"><img src="{ORIGIN}/_img/authors/2571.jpg" alt="Sana Mirza" width="96" height="96"><h1 class="page__title">{esc(doc.title)}</h1><p class="author-card__bio">{esc(doc.extra["bio"])}</p><a href="https://twitter.com/sanamirza_lhr">@sanamirza_lhr</a></div>'
        elif doc.kind == "search":
            head = f'<h1 class="page__title">{esc(doc.title)}</h1><form action="{ORIGIN}/search" class="search-form"><input name="q" value="moon"><button>Search</button></form><p class="search__count">About {len(rows)} results</p>'
        elif doc.kind == "tag":
            head = f'<h1 class="page__title"><span class="page__pretitle">Trends: </span>{esc(doc.title)}</h1>'
        pag = ""
        if doc.key == "faith":
            pag = f'<nav class="pagination">{self.a("faith2", "Next →", "pagination", attr("class", "pagination__next"))}</nav>'
        elif doc.key == "faith2":
            pag = f'<nav class="pagination">{self.a("faith", "← Previous", "pagination", attr("class", "pagination__prev"))} <a class="pagination__next" href="{ORIGIN}/faith?page=3">Next →</a></nav>'
        return f'<section class="section-page">{head}<div class="stories">{"".join(rows)}</div>{extra}{pag}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "prayer-times":
            cities = " · ".join(f'<a href="{ORIGIN}/prayer-timings/{c.lower()}">{c}</a>' for c in doc.extra["cities"])
            table = self.blocks(doc).replace('<table class="data">', '<table class="prayer-table">')
            return f'<section class="prayer-page"><h1 class="page__title">{esc(doc.title)}</h1><p class="hijri-date">{hijri_en("2026-12-05")} AH · Saturday, December 5, 2026</p>{table}<p class="prayer-cities">Other cities: {cities}</p><p class="archive-link">{self.a("notfound", "Ramazan 2026 Sehri and Iftar timetable", "content")}</p></section>'
        if doc.kind == "not-found":
            return f'<section class="error-page text-center py-10"><h1 class="page__title text-8">{esc(doc.title)}</h1><p class="error-code">404</p>{self.blocks(doc)}<p>{self.a("home", "Go to homepage", "content")} · {self.a("faith", "Latest in Faith", "content")}</p></section>'
        return f'<section class="static-page nastaliq"><h1 class="page__title">{esc(doc.title)}</h1>{self.blocks(doc)}<p class="note">{self.a("prayer", "اوقاتِ نماز", "content")} · {self.a("ur-home", "منبر اردو", "content")}</p></section>'
