# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Gurmukhi letters and typographic quotes are deliberate)
"""Sangat Samachar ਸੰਗਤ ਸਮਾਚਾਰ: an Amritsar Sikh community paper in English and Punjabi (Gurmukhi) on **Joomla 3 with
K2** (`k2Container`, `itemView`, `itemDateCreated`, the title in `<h2 class="itemTitle">`, `itemAuthor` "Written by",
the text split between `itemIntroText` and `itemFullText`, `itemExtraFields`, `itemNavigation`, a `<base href>`,
SEF URLs with a `.html` suffix: `/en/community/item/2281-<alias>.html`, Punjabi aliases percent-encoded, paging
`/en/community.html?start=10`, `/en/community/itemlist/tag/<Tag>.html`, `/en/community/itemlist/user/64-<user>.html`,
`/en/component/search/?searchword=`), UTF-8, India time (+05:30, a half-hour offset), **relative** links.

Dates: "Thursday, 03 December 2026 18:40" with a **Nanakshahi** date "20 Maghar 558 NS" beside it; the Punjabi pages
print "ਵੀਰਵਾਰ, ੦੩ ਦਸੰਬਰ ੨੦੨੬ · ੨੦ ਮੱਘਰ, ਨਾਨਕਸ਼ਾਹੀ ੫੫੮" in **Gurmukhi digits** (one in Western digits); the top bar
prints **today** with the Bikrami samvat. K2's JSON-LD is in UTC: the katha published at 00:20 on 4 Dec is 18:50Z on
**3 Dec**. Credits: "Written by Harpreet Kaur" (a K2 user), "Giani Baljit Singh" (honorific), "Harpreet Kaur and
Navdeep Gill" (a created-by alias: one JSON-LD Person with both names), "Sangat Samachar News Desk" (a user), "ਲੇਖਕ:",
two names joined by "ਅਤੇ", an unsigned editorial whose K2 user is "Editor". The daily Hukamnama (in the item template,
dated, credited) and the condolence notices are not articles."""

from __future__ import annotations

import datetime
import json
import zlib
from urllib.parse import quote

from common import NANAKSHAHI_MONTHS, NANAKSHAHI_MONTHS_PA, Base, attr, gu_digits, nanakshahi, page, story
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.sangatsamachar.test"
EN_ARTS = ["jormela", "katha", "obit", "langar", "gatka"]
PA_ARTS = ["pa-editorial", "pa-jormela", "pa-classes"]
ARTS = EN_ARTS + PA_ARTS
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]  # fmt: skip
MONTHS_PA = ["ਜਨਵਰੀ", "ਫ਼ਰਵਰੀ", "ਮਾਰਚ", "ਅਪ੍ਰੈਲ", "ਮਈ", "ਜੂਨ", "ਜੁਲਾਈ", "ਅਗਸਤ", "ਸਤੰਬਰ", "ਅਕਤੂਬਰ", "ਨਵੰਬਰ", "ਦਸੰਬਰ"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DAYS_PA = ["ਸੋਮਵਾਰ", "ਮੰਗਲਵਾਰ", "ਬੁੱਧਵਾਰ", "ਵੀਰਵਾਰ", "ਸ਼ੁੱਕਰਵਾਰ", "ਸ਼ਨਿੱਚਰਵਾਰ", "ਐਤਵਾਰ"]
IDS = {"jormela": 2281, "katha": 2290, "obit": 2276, "langar": 2278, "gatka": 2270, "pa-editorial": 2292,
       "pa-jormela": 2285, "pa-classes": 2279, "hukamnama": 2300}  # fmt: skip
TAG = "Shaheedi Jor Mela"


def alias(text: str) -> str:
    """A K2 alias: ASCII kept, Gurmukhi percent-encoded (upper-case hex, as Joomla's router writes it)."""
    return quote(text.replace(" ", "-"), safe="-")


def en_stamp(local: str) -> str:
    day, clock = local.split(" ")
    y, m, d = (int(x) for x in day.split("-"))
    return f"{DAYS[datetime.date(y, m, d).weekday()]}, {d:02d} {MONTHS[m - 1]} {y} {clock}"


def ns_en(day: str) -> str:
    y, m, d = (int(x) for x in day.split("-"))
    ny, nm, nd = nanakshahi(y, m, d)
    return f"{nd} {NANAKSHAHI_MONTHS[nm - 1]} {ny} NS"


def pa_stamp(local: str, digits: bool = True) -> str:
    day, clock = local.split(" ")
    y, m, d = (int(x) for x in day.split("-"))
    ny, nm, nd = nanakshahi(y, m, d)
    text = f"{DAYS_PA[datetime.date(y, m, d).weekday()]}, {d:02d} {MONTHS_PA[m - 1]} {y} {clock} · {nd} {NANAKSHAHI_MONTHS_PA[nm - 1]}, ਨਾਨਕਸ਼ਾਹੀ {ny}"
    return gu_digits(text) if digits else text


class Sangat(Base):
    origin = ORIGIN
    name = "Sangat Samachar"
    prefix = "sgt"
    language = "en"
    content_type = "text/html; charset=utf-8"
    relative = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "sgt",
            [
                "#k2Container .itemTitle",
                ".itemDateCreated",
                ".itemAuthor",
                ".itemIntroText",
                ".itemFullText p",
                ".itemExtraFields",
                ".catItemView",
                ".moduletable",
                ".nav-menu > li",
                "#footer",
                ".cookie-bar",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/en/",
                "home",
                "Sangat Samachar",
                "joomla-k2-home",
                list=["jormela", "katha", "obit", "langar", "gatka"],
            )
        )
        add(
            page(
                "pa-home",
                "/pa/",
                "home",
                "ਸੰਗਤ ਸਮਾਚਾਰ",
                "joomla-k2-home-pa",
                list=["pa-editorial", "pa-jormela", "pa-classes"],
                lang="pa",
            )
        )
        add(
            page(
                "community",
                "/en/community.html",
                "section",
                "Community",
                "k2-category",
                list=["katha", "jormela", "obit", "langar"],
                more="community2",
            )
        )
        add(
            page(
                "community2",
                "/en/community.html?start=10",
                "section",
                "Community",
                "k2-category-start10",
                list=["gatka"],
                older=[
                    (
                        "/en/community/item/2266-nagar-kirtan-route-changed-for-guru-tegh-bahadur-shaheedi-purab.html",
                        "Nagar kirtan route changed for Guru Tegh Bahadur Shaheedi Purab",
                        "Sunday, 29 November 2026",
                    ),
                    (
                        "/en/community/item/2259-women-s-jatha-returns-from-nankana-sahib.html",
                        "Women’s jatha returns from Nankana Sahib",
                        "Thursday, 26 November 2026",
                    ),
                    (
                        "/en/community/item/2251-free-eye-camp-at-gurdwara-baba-deep-singh.html",
                        "Free eye camp at Gurdwara Baba Deep Singh treats 900 patients",
                        "Monday, 23 November 2026",
                    ),
                ],
            )
        )
        add(
            page(
                "tag",
                f"/en/community/itemlist/tag/{quote(TAG)}.html",
                "tag",
                TAG,
                "k2-tag-listing",
                list=["jormela", "pa-jormela", "katha"],
            )
        )
        add(
            page(
                "author",
                "/en/community/itemlist/user/64-harpreetkaur.html",
                "author",
                "Harpreet Kaur",
                "k2-user-page",
                list=["jormela", "langar"],
                bio="Harpreet Kaur reports on gurdwara affairs, the SGPC and Sikh community life in the Majha region. She joined Sangat Samachar in 2017.",
            )
        )
        add(
            page(
                "search",
                "/en/component/search/?searchword=langar&searchphrase=all&Itemid=101",
                "search",
                "Search",
                "joomla-com-search",
                list=["langar", "jormela", "katha"],
            )
        )
        add(
            page(
                "hukamnama",
                "/en/hukamnama/item/2300-hukamnama-sahib-sri-darbar-sahib-amritsar-4-december-2026.html",
                "daily-reading",
                "Hukamnama Sahib, Sri Darbar Sahib, Amritsar – 4 December 2026",
                "hukamnama-in-item-template",
                [
                    'RAW:<p class="hukamnama-image"><img src="/images/hukamnama/2026/12/04.jpg" alt="ਅੱਜ ਦਾ ਹੁਕਮਨਾਮਾ ਸ੍ਰੀ ਦਰਬਾਰ ਸਾਹਿਬ" width="800" height="1100"></p>',
                    "ਸੋਰਠਿ ਮਹਲਾ ੫ ॥ (Ang 619)",
                    "## Explanation",
                    "In today’s Hukamnama, Guru Arjan Dev Ji tells the Sikh that the True Guru protects those who remember the Name, and that worry and fear leave the mind of one who places trust in the Lord. The shabad was read at the Amrit vela in the morning at Sri Harmandir Sahib.",
                    "## ਵਿਆਖਿਆ",
                    "ਅੱਜ ਦੇ ਹੁਕਮਨਾਮੇ ਵਿੱਚ ਗੁਰੂ ਅਰਜਨ ਦੇਵ ਜੀ ਸਮਝਾਉਂਦੇ ਹਨ ਕਿ ਜੋ ਨਾਮ ਨੂੰ ਯਾਦ ਕਰਦਾ ਹੈ, ਸਤਿਗੁਰੂ ਉਸ ਦੀ ਰੱਖਿਆ ਕਰਦਾ ਹੈ ਅਤੇ ਉਸ ਦੇ ਮਨ ਵਿੱਚੋਂ ਚਿੰਤਾ ਤੇ ਡਰ ਦੂਰ ਹੋ ਜਾਂਦੇ ਹਨ।",
                    "The Hukamnama is published every morning after the Amrit vela recitation. Yesterday’s and earlier Hukamnamas are in the archive.",
                ],
                story_template=True,
                section="Hukamnama",
                local="2026-12-04 05:40",
                credit="Sangat Samachar",
            )
        )
        add(
            page(
                "notices",
                "/pa/shok-samachar.html",
                "notices",
                "ਸ਼ੋਕ ਸਮਾਚਾਰ ਅਤੇ ਅੰਤਿਮ ਅਰਦਾਸ",
                "paid-notices-punjabi",
                [
                    "ਭਾਈ ਕੁਲਦੀਪ ਸਿੰਘ ਜੀ (ਰਾਗੀ, ਸ੍ਰੀ ਦਰਬਾਰ ਸਾਹਿਬ) ਨਮਿੱਤ ਸ੍ਰੀ ਸਹਿਜ ਪਾਠ ਦਾ ਭੋਗ ਅਤੇ ਅੰਤਿਮ ਅਰਦਾਸ ਐਤਵਾਰ, 13 ਦਸੰਬਰ ਨੂੰ ਦੁਪਹਿਰ 12 ਤੋਂ 2 ਵਜੇ ਤੱਕ ਗੁਰਦੁਆਰਾ ਸ਼ਹੀਦ ਗੰਜ, ਬੀ-ਬਲਾਕ, ਅੰਮ੍ਰਿਤਸਰ ਵਿਖੇ ਹੋਵੇਗੀ। ਦੁਖੀ ਹਿਰਦੇ: ਪਰਿਵਾਰ ਅਤੇ ਸਾਕ-ਸਬੰਧੀ।",
                    "ਸਰਦਾਰਨੀ ਗੁਰਬਚਨ ਕੌਰ (88) ਪਤਨੀ ਸਵਰਗੀ ਸ. ਹਰਨਾਮ ਸਿੰਘ, ਪਿੰਡ ਜੰਡਿਆਲਾ ਗੁਰੂ, 30 ਨਵੰਬਰ ਨੂੰ ਅਕਾਲ ਚਲਾਣਾ ਕਰ ਗਏ। ਅੰਤਿਮ ਅਰਦਾਸ 10 ਦਸੰਬਰ ਨੂੰ ਪਿੰਡ ਦੇ ਗੁਰਦੁਆਰਾ ਸਾਹਿਬ ਵਿਖੇ।",
                    "ਸ. ਅਵਤਾਰ ਸਿੰਘ ਢਿੱਲੋਂ (72), ਸੇਵਾਮੁਕਤ ਅਧਿਆਪਕ, ਤਰਨ ਤਾਰਨ, 1 ਦਸੰਬਰ ਨੂੰ ਗੁਰੂ ਚਰਨਾਂ ਵਿੱਚ ਜਾ ਬਿਰਾਜੇ। ਭੋਗ 11 ਦਸੰਬਰ, ਗੁਰਦੁਆਰਾ ਸ੍ਰੀ ਦਰਬਾਰ ਸਾਹਿਬ ਤਰਨ ਤਾਰਨ।",
                    "ਸ਼ੋਕ ਸੁਨੇਹੇ ਅਤੇ ਅੰਤਿਮ ਅਰਦਾਸ ਦੀ ਸੂਚਨਾ ਛਪਵਾਉਣ ਲਈ ਦਫ਼ਤਰ ਨਾਲ 0183-2550147 ਉੱਤੇ ਸੰਪਰਕ ਕਰੋ। ਦਰ 500 ਰੁਪਏ ਤੋਂ।",
                ],
                lang="pa",
            )
        )
        # --- stories ---------------------------------------------------------------------------------------------
        add(
            story(
                "jormela",
                "/en/community/item/2281-sgpc-begins-preparations-for-shaheedi-jor-mela-at-fatehgarh-sahib.html",
                "SGPC begins preparations for Shaheedi Jor Mela at Fatehgarh Sahib",
                "2026-12-03",
                "2026-12-03T13:10:00+00:00",
                "2026-12-03 18:40",
                ["Harpreet Kaur"],
                [
                    "FATEHGARH SAHIB: The Shiromani Gurdwara Parbandhak Committee (SGPC) has begun preparations for the annual Shaheedi Jor Mela, which will be held at Gurdwara Sri Fatehgarh Sahib from December 25 to 27 in memory of the younger Sahibzade, Baba Zorawar Singh and Baba Fateh Singh, and Mata Gujri Ji.",
                    "At a meeting with the district administration on Thursday, SGPC officials said they expected more than 20 lakh devotees over the three days, slightly more than last year, when rain kept some of the sangat away on the final day.",
                    "### Langar and shelter",
                    "The committee will run 14 langar points around the town in addition to the main langar hall of the gurdwara, with volunteers from more than 200 villages signing up for seva. Heated tents with space for 12,000 people will be set up on the grounds behind Gurdwara Jyoti Sarup Sahib, and blankets will be distributed free of charge.",
                    "The deputy commissioner said that private vehicles would not be allowed within a three-kilometre radius of the gurdwara. Parking has been arranged on the Sirhind and Chandigarh roads, from where free shuttle buses will run round the clock.",
                    "### A solemn occasion",
                    "SGPC officials again appealed to the sangat to mark the occasion with simplicity. “This is a mela of mourning, not of celebration,” a member of the executive said. “We request families not to play loud music from their tractors and not to hold weddings and other functions during the Shaheedi week.”",
                    "A nagar kirtan will be taken out on December 27 from Gurdwara Sri Fatehgarh Sahib to Gurdwara Jyoti Sarup Sahib, where the Sahibzade and Mata Gujri Ji were cremated.",
                ],
                "k2-intro-fulltext-nanakshahi",
                section="Community",
                local="2026-12-03 18:40",
                intro=1,
                tags=[TAG, "SGPC"],
            )
        )
        add(
            story(
                "katha",
                "/en/community/item/2290-katha-seva-is-not-charity.html",
                "Katha: Seva is not charity",
                "2026-12-04",
                "2026-12-03T18:50:00+00:00",
                "2026-12-04 00:20",
                ["Baljit Singh"],
                [
                    "Every evening at the langar hall of a gurdwara, thousands of people sit on the floor side by side and are served the same food. Those who serve them have taken leave from their jobs, travelled from other cities, or simply come from the next street. We call what they do seva. Outsiders often translate it as charity. That translation misses the heart of it.",
                    "Charity, as the world usually practises it, flows from the one who has to the one who lacks. There is a giver and a receiver, and the giver stands a little higher. Seva reverses this. The one who serves bows down. He washes the dishes of strangers and wipes the shoes of the sangat, and he thanks them for the opportunity.",
                    "### Service that cleans the server",
                    "Our Gurus taught that the first purpose of seva is not to help others but to cleanse our own mind of haumai, the ego that tells us we are separate and superior. That is why Guru Amar Das Ji asked even the emperor Akbar to sit in the pangat and eat langar before meeting him. In the langar, no one is a guest of honour.",
                    "This is also why seva must be done without counting. The moment we start telling others how many hours we have served, or how many rotis we have made, the seva has turned back into pride.",
                    "### Seva in the week of martyrdom",
                    "In the coming weeks, lakhs of devotees will travel to Fatehgarh Sahib and Chamkaur Sahib to remember the Sahibzade. Many of you will serve there. Remember that the Sahibzade gave everything and asked for nothing. Let our seva be in that spirit: quiet, humble, and without expecting even a word of thanks.",
                    "SIGN: Giani Baljit Singh is a kathavachak based in Amritsar. This is an edited English version of his katha at Gurdwara Shaheedan Sahib on Thursday evening.",
                ],
                "katha-honorific-utc-previous-day",
                section="Community",
                local="2026-12-04 00:20",
                byline="Giani Baljit Singh",
                intro=1,
                tags=[TAG, "Katha"],
            )
        )
        add(
            story(
                "obit",
                "/en/community/item/2276-bhai-kuldip-singh-darbar-sahib-ragi-for-four-decades-dies-at-81.html",
                "Bhai Kuldip Singh, Darbar Sahib ragi for four decades, dies at 81",
                "2026-12-02",
                "2026-12-02T07:25:00+00:00",
                "2026-12-02 12:55",
                ["Amandeep Singh Sandhu"],
                [
                    "AMRITSAR: Bhai Kuldip Singh, who performed kirtan at Sri Harmandir Sahib for more than four decades and trained several generations of ragis, passed away at his home in the walled city on Tuesday night. He was 81.",
                    "Born in a family of rababis and kirtanias in Tarn Taran district, he learnt the harmonium and the jori from his father and joined the Shaheed Sikh Missionary College as a teenager. He was appointed a ragi at the Darbar Sahib in 1972, and retired in 2014.",
                    "He was known for his command of the traditional raags and for his insistence that the shabad, not the singer, should be heard. Many of his students now lead ragi jathas in Punjab, Delhi, the United Kingdom and Canada.",
                    "“He would stop us in the middle of a shabad if we were showing off,” said Bhai Gurpreet Singh, one of his former students. “He used to say that the sangat comes to hear Gurbani, not our voices.”",
                    "He is survived by his wife, two sons and a daughter. His cremation took place on Wednesday at the Shaheedan cremation ground.",
                ],
                "obituary-k2-extra-fields-antim-ardas",
                section="Community",
                local="2026-12-02 12:55",
                tags=["Kirtan", "Obituary"],
                fields=[
                    (
                        "Antim Ardas",
                        "Sunday, 13 December 2026, 12 noon – 2 pm, Gurdwara Shaheed Ganj, B-Block, Amritsar",
                    ),
                    ("Nanakshahi date of passing", "18 Maghar 558"),
                ],
            )
        )
        add(
            story(
                "langar",
                "/en/community/item/2278-the-langar-that-feeds-a-ludhiana-hospital-s-night-shift.html",
                "The langar that feeds a Ludhiana hospital’s night shift",
                "2026-12-02",
                "2026-12-02T14:40:00+00:00",
                "2026-12-02 20:10",
                ["Harpreet Kaur", "Navdeep Gill"],
                [
                    "LUDHIANA: At eleven every night, a white van with a Nishan Sahib painted on its side pulls up outside the emergency ward of the civil hospital. Within minutes a queue forms: patients’ relatives who have been waiting since morning, ward boys, security guards, nurses coming off duty.",
                    "The van belongs to the sangat of a small gurdwara in Model Town, which has been serving a night langar at the hospital every day since the pandemic. On an average night they serve dal, two sabzis, rotis and kheer to about 400 people.",
                    "“Families come from villages 80 kilometres away and sleep on the floor of the corridors,” says Jaswinder Kaur, a retired schoolteacher who has been coordinating the seva for five years. “Most of them cannot afford to eat at the dhabas outside. Some do not eat at all.”",
                    "### Forty volunteers, one kitchen",
                    "The food is cooked in the gurdwara’s kitchen by a rotating group of about 40 volunteers, most of them women from the neighbourhood. Ingredients are bought with small donations; local shopkeepers send vegetables and flour. Nobody is paid.",
                    "Hospital staff say the langar has become part of the night shift. “When there is a serious accident and the ward is full, they bring more food without being asked,” said a senior nurse. “They never ask anyone’s religion or caste.”",
                    "The sangat now plans to start a morning tea and biscuit seva for relatives waiting outside the intensive care unit, and is looking for volunteers with a vehicle.",
                ],
                "two-authors-created-by-alias",
                section="Community",
                local="2026-12-02 20:10",
                byline="Harpreet Kaur and Navdeep Gill",
                intro=1,
                tags=["Langar", "Seva"],
            )
        )
        add(
            story(
                "gatka",
                "/en/sports/item/2270-moga-akhara-sweeps-state-gatka-championship.html",
                "Moga akhara sweeps state gatka championship",
                "2026-12-01",
                "2026-12-01T11:00:00+00:00",
                "2026-12-01 16:30",
                [],
                [
                    "ANANDPUR SAHIB: Players of the Baba Deep Singh Gatka Akhara of Moga won six of the nine titles at the Punjab state gatka championship that concluded here on Monday.",
                    "More than 600 boys and girls from 19 districts competed in the two-day event in the single-soti, farri-soti and team demonstration categories. The Moga akhara’s girls’ team, all of them under 17, won the team event for the third year in a row.",
                    "The organisers said the best players would represent Punjab at the national championship in Nanded in February.",
                ],
                "news-desk-credit-user",
                section="Sports",
                local="2026-12-01 16:30",
                byline="Sangat Samachar News Desk",
                tags=["Gatka"],
            )
        )
        add(
            story(
                "pa-jormela",
                "/pa/panth/item/2285-" + alias("ਸ਼ਹੀਦੀ ਜੋੜ ਮੇਲੇ ਲਈ ਤਿਆਰੀਆਂ") + ".html",
                "ਸ਼ਹੀਦੀ ਜੋੜ ਮੇਲੇ ਲਈ ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ ਵਿੱਚ ਤਿਆਰੀਆਂ ਸ਼ੁਰੂ",
                "2026-12-03",
                "2026-12-03T14:35:00+00:00",
                "2026-12-03 20:05",
                ["ਜਸਪ੍ਰੀਤ ਸਿੰਘ"],
                [
                    "ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ: ਛੋਟੇ ਸਾਹਿਬਜ਼ਾਦਿਆਂ ਬਾਬਾ ਜ਼ੋਰਾਵਰ ਸਿੰਘ, ਬਾਬਾ ਫ਼ਤਹਿ ਸਿੰਘ ਅਤੇ ਮਾਤਾ ਗੁਜਰੀ ਜੀ ਦੀ ਯਾਦ ਵਿੱਚ ਹਰ ਸਾਲ ਲੱਗਣ ਵਾਲੇ ਸ਼ਹੀਦੀ ਜੋੜ ਮੇਲੇ ਲਈ ਤਿਆਰੀਆਂ ਸ਼ੁਰੂ ਹੋ ਗਈਆਂ ਹਨ। ਇਹ ਜੋੜ ਮੇਲਾ 25 ਤੋਂ 27 ਦਸੰਬਰ ਤੱਕ ਗੁਰਦੁਆਰਾ ਸ੍ਰੀ ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ ਵਿਖੇ ਹੋਵੇਗਾ।",
                    "ਸ਼੍ਰੋਮਣੀ ਗੁਰਦੁਆਰਾ ਪ੍ਰਬੰਧਕ ਕਮੇਟੀ ਦੇ ਅਧਿਕਾਰੀਆਂ ਨੇ ਦੱਸਿਆ ਕਿ ਸੰਗਤ ਦੀ ਸਹੂਲਤ ਲਈ ਸ਼ਹਿਰ ਵਿੱਚ ਚੌਦਾਂ ਥਾਵਾਂ ’ਤੇ ਲੰਗਰ, ਪੀਣ ਵਾਲੇ ਪਾਣੀ ਅਤੇ ਰਿਹਾਇਸ਼ ਦੇ ਪ੍ਰਬੰਧ ਕੀਤੇ ਜਾ ਰਹੇ ਹਨ। ਠੰਢ ਨੂੰ ਵੇਖਦਿਆਂ ਸੰਗਤ ਲਈ ਗਰਮ ਟੈਂਟ ਅਤੇ ਕੰਬਲਾਂ ਦਾ ਵੀ ਪ੍ਰਬੰਧ ਹੋਵੇਗਾ।",
                    "ਜ਼ਿਲ੍ਹਾ ਪ੍ਰਸ਼ਾਸਨ ਨੇ ਮੇਲੇ ਦੌਰਾਨ ਆਵਾਜਾਈ ਲਈ ਵਿਸ਼ੇਸ਼ ਯੋਜਨਾ ਤਿਆਰ ਕੀਤੀ ਹੈ। ਸ਼ਹਿਰ ਦੇ ਬਾਹਰ ਪਾਰਕਿੰਗ ਬਣਾਈ ਜਾਵੇਗੀ ਅਤੇ ਉੱਥੋਂ ਸੰਗਤ ਨੂੰ ਮੁਫ਼ਤ ਬੱਸਾਂ ਰਾਹੀਂ ਗੁਰਦੁਆਰਾ ਸਾਹਿਬ ਤੱਕ ਪਹੁੰਚਾਇਆ ਜਾਵੇਗਾ।",
                    "ਪ੍ਰਬੰਧਕਾਂ ਨੇ ਸੰਗਤ ਨੂੰ ਅਪੀਲ ਕੀਤੀ ਹੈ ਕਿ ਸ਼ਹੀਦੀ ਦਿਹਾੜਿਆਂ ਦੀ ਮਰਯਾਦਾ ਨੂੰ ਧਿਆਨ ਵਿੱਚ ਰੱਖਦਿਆਂ ਮੇਲੇ ਵਿੱਚ ਸਾਦਗੀ ਨਾਲ ਸ਼ਾਮਲ ਹੋਣ ਅਤੇ ਟਰੈਕਟਰਾਂ ’ਤੇ ਉੱਚੀ ਆਵਾਜ਼ ਵਿੱਚ ਗੀਤ ਨਾ ਵਜਾਏ ਜਾਣ।",
                    "27 ਦਸੰਬਰ ਨੂੰ ਨਗਰ ਕੀਰਤਨ ਸਜਾਇਆ ਜਾਵੇਗਾ, ਜੋ ਗੁਰਦੁਆਰਾ ਸ੍ਰੀ ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ ਤੋਂ ਆਰੰਭ ਹੋ ਕੇ ਗੁਰਦੁਆਰਾ ਜੋਤੀ ਸਰੂਪ ਸਾਹਿਬ ਵਿਖੇ ਸਮਾਪਤ ਹੋਵੇਗਾ।",
                ],
                "punjabi-gurmukhi-digits-lekhak",
                section="ਪੰਥ",
                lang="pa",
                local="2026-12-03 20:05",
                byline="ਲੇਖਕ: ਜਸਪ੍ਰੀਤ ਸਿੰਘ",
                tags=[TAG],
            )
        )
        add(
            story(
                "pa-editorial",
                "/pa/sampadki/item/2292-" + alias("ਸ਼ਹੀਦੀ ਹਫ਼ਤਾ ਅਤੇ ਸਾਡੀ ਜ਼ਿੰਮੇਵਾਰੀ") + ".html",
                "ਸ਼ਹੀਦੀ ਹਫ਼ਤਾ ਅਤੇ ਸਾਡੀ ਜ਼ਿੰਮੇਵਾਰੀ",
                "2026-12-04",
                "2026-12-04T03:00:00+00:00",
                "2026-12-04 08:30",
                [],
                [
                    "ਦਸੰਬਰ ਦਾ ਮਹੀਨਾ ਸਿੱਖ ਇਤਿਹਾਸ ਵਿੱਚ ਸਭ ਤੋਂ ਦਰਦਨਾਕ ਅਤੇ ਸਭ ਤੋਂ ਮਾਣਮੱਤਾ ਮਹੀਨਾ ਹੈ। ਇਨ੍ਹਾਂ ਦਿਨਾਂ ਵਿੱਚ ਚਮਕੌਰ ਦੀ ਗੜ੍ਹੀ ਵਿੱਚ ਵੱਡੇ ਸਾਹਿਬਜ਼ਾਦਿਆਂ ਨੇ ਸ਼ਹਾਦਤ ਪਾਈ ਅਤੇ ਸਰਹਿੰਦ ਵਿੱਚ ਛੋਟੇ ਸਾਹਿਬਜ਼ਾਦਿਆਂ ਨੂੰ ਨੀਹਾਂ ਵਿੱਚ ਚਿਣਿਆ ਗਿਆ।",
                    "ਪਿਛਲੇ ਕੁਝ ਸਾਲਾਂ ਵਿੱਚ ਇਹ ਵੇਖਣ ਨੂੰ ਮਿਲਿਆ ਹੈ ਕਿ ਸ਼ਹੀਦੀ ਜੋੜ ਮੇਲੇ ਕਈ ਥਾਵਾਂ ’ਤੇ ਮੇਲੇ ਵਾਂਗ ਹੀ ਮਨਾਏ ਜਾਣ ਲੱਗੇ ਹਨ। ਟਰੈਕਟਰਾਂ ’ਤੇ ਉੱਚੀ ਆਵਾਜ਼ ਵਿੱਚ ਗੀਤ, ਪਕਵਾਨਾਂ ਦੀਆਂ ਸਟਾਲਾਂ ਅਤੇ ਸੈਲਫ਼ੀਆਂ ਨੇ ਇਨ੍ਹਾਂ ਦਿਹਾੜਿਆਂ ਦੀ ਗੰਭੀਰਤਾ ਨੂੰ ਢਾਹ ਲਾਈ ਹੈ।",
                    "ਸ਼੍ਰੋਮਣੀ ਕਮੇਟੀ ਅਤੇ ਪ੍ਰਸ਼ਾਸਨ ਦੀਆਂ ਅਪੀਲਾਂ ਆਪਣੀ ਥਾਂ ਹਨ, ਪਰ ਅਸਲ ਜ਼ਿੰਮੇਵਾਰੀ ਸਾਡੇ ਪਰਿਵਾਰਾਂ ਦੀ ਹੈ। ਜੇ ਮਾਪੇ ਬੱਚਿਆਂ ਨੂੰ ਸਾਹਿਬਜ਼ਾਦਿਆਂ ਦੀ ਸਾਖੀ ਸੁਣਾ ਕੇ ਜੋੜ ਮੇਲੇ ’ਤੇ ਲੈ ਕੇ ਜਾਣ, ਤਾਂ ਬੱਚੇ ਆਪ ਹੀ ਸਮਝ ਜਾਣਗੇ ਕਿ ਇਹ ਜਸ਼ਨ ਦਾ ਨਹੀਂ, ਸ਼ਰਧਾ ਦਾ ਸਮਾਂ ਹੈ।",
                    "ਆਓ, ਇਸ ਸ਼ਹੀਦੀ ਹਫ਼ਤੇ ਵਿੱਚ ਅਸੀਂ ਸਾਦਗੀ, ਸੇਵਾ ਅਤੇ ਸਿਮਰਨ ਨੂੰ ਪਹਿਲ ਦੇਈਏ। ਇਹੀ ਸਾਹਿਬਜ਼ਾਦਿਆਂ ਨੂੰ ਸੱਚੀ ਸ਼ਰਧਾਂਜਲੀ ਹੋਵੇਗੀ।",
                ],
                "punjabi-unsigned-editorial-user-editor",
                section="ਸੰਪਾਦਕੀ",
                lang="pa",
                local="2026-12-04 08:30",
                byline="",
                ld_person="Editor",
                tags=[],
            )
        )
        add(
            story(
                "pa-classes",
                "/pa/samaj/item/2279-" + alias("ਗੁਰਮੁਖੀ ਦੀਆਂ ਮੁਫ਼ਤ ਕਲਾਸਾਂ") + ".html",
                "ਗੁਰਦੁਆਰਿਆਂ ਵਿੱਚ ਬੱਚਿਆਂ ਲਈ ਗੁਰਮੁਖੀ ਦੀਆਂ ਮੁਫ਼ਤ ਕਲਾਸਾਂ",
                "2026-12-02",
                "2026-12-02T05:45:00+00:00",
                "2026-12-02 11:15",
                ["ਗੁਰਮੀਤ ਕੌਰ", "ਰਣਜੀਤ ਸਿੰਘ"],
                [
                    "ਅੰਮ੍ਰਿਤਸਰ: ਸ਼ਹਿਰ ਦੇ ਬਾਰਾਂ ਗੁਰਦੁਆਰਿਆਂ ਵਿੱਚ ਹੁਣ ਹਰ ਸ਼ਨਿੱਚਰਵਾਰ ਅਤੇ ਐਤਵਾਰ ਬੱਚਿਆਂ ਲਈ ਗੁਰਮੁਖੀ ਪੜ੍ਹਨ ਅਤੇ ਲਿਖਣ ਦੀਆਂ ਮੁਫ਼ਤ ਕਲਾਸਾਂ ਲੱਗਣਗੀਆਂ। ਇਹ ਉਪਰਾਲਾ ਸ਼ਹਿਰ ਦੀਆਂ ਕੁਝ ਸਿੰਘ ਸਭਾਵਾਂ ਨੇ ਮਿਲ ਕੇ ਸ਼ੁਰੂ ਕੀਤਾ ਹੈ।",
                    "ਪ੍ਰਬੰਧਕਾਂ ਅਨੁਸਾਰ ਅੰਗਰੇਜ਼ੀ ਮਾਧਿਅਮ ਸਕੂਲਾਂ ਵਿੱਚ ਪੜ੍ਹਦੇ ਬਹੁਤ ਸਾਰੇ ਬੱਚੇ ਪੰਜਾਬੀ ਬੋਲ ਤਾਂ ਲੈਂਦੇ ਹਨ, ਪਰ ਗੁਰਮੁਖੀ ਲਿਪੀ ਵਿੱਚ ਪੜ੍ਹ ਨਹੀਂ ਸਕਦੇ। ਇਸ ਕਾਰਨ ਉਹ ਗੁਰਬਾਣੀ ਦਾ ਪਾਠ ਵੀ ਆਪ ਨਹੀਂ ਕਰ ਸਕਦੇ।",
                    "ਕਲਾਸਾਂ ਵਿੱਚ ਪੈਂਤੀ ਅੱਖਰੀ, ਲਗਾਂ-ਮਾਤਰਾਂ ਅਤੇ ਸੰਥਿਆ ਦੀ ਮੁੱਢਲੀ ਸਿੱਖਿਆ ਦਿੱਤੀ ਜਾਵੇਗੀ। ਪੜ੍ਹਾਉਣ ਦੀ ਸੇਵਾ ਸੇਵਾਮੁਕਤ ਅਧਿਆਪਕ ਅਤੇ ਕਾਲਜਾਂ ਦੇ ਵਿਦਿਆਰਥੀ ਕਰਨਗੇ।",
                    "ਪਹਿਲੇ ਹਫ਼ਤੇ ਹੀ ਤਿੰਨ ਸੌ ਤੋਂ ਵੱਧ ਬੱਚਿਆਂ ਨੇ ਨਾਂ ਦਰਜ ਕਰਵਾਏ ਹਨ। ਪ੍ਰਬੰਧਕ ਹੁਣ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵੱਸਦੇ ਪਰਿਵਾਰਾਂ ਦੇ ਬੱਚਿਆਂ ਲਈ ਆਨਲਾਈਨ ਕਲਾਸਾਂ ਸ਼ੁਰੂ ਕਰਨ ਬਾਰੇ ਵੀ ਸੋਚ ਰਹੇ ਹਨ।",
                ],
                "punjabi-two-authors-ate-western-digits",
                section="ਸਮਾਜ",
                lang="pa",
                local="2026-12-02 11:15",
                byline="ਗੁਰਮੀਤ ਕੌਰ ਅਤੇ ਰਣਜੀਤ ਸਿੰਘ",
                western_digits=True,
                tags=[],
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def pa(self, doc: Doc) -> bool:
        return doc.extra.get("lang") == "pa"

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        pa = self.pa(doc)
        site = "ਸੰਗਤ ਸਮਾਚਾਰ" if pa else "Sangat Samachar"
        metas = [
            f'<base href="{esc(url)}">',
            f'<meta name="keywords" content="{esc(", ".join(doc.extra.get("tags", [])) or "Sikh news, Amritsar, Punjab, gurdwara")}">',
        ]
        if doc.is_article and (doc.byline or doc.authors):
            metas.append(
                f'<meta name="author" content="{esc(doc.byline.replace("ਲੇਖਕ: ", "") if doc.byline else doc.authors[0])}">'
            )
        metas += [
            f'<meta name="description" content="{esc(self.lede(doc) or doc.title)}">',
            '<meta name="generator" content="Joomla! - Open Source Content Management">',
            f"<title>{esc(doc.title)}{'' if doc.kind == 'home' else ' - ' + site}</title>",
            f'<link href="{esc(url)}" rel="canonical">',
            f'<meta property="og:url" content="{esc(url)}">',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.key == "hukamnama" else "website"}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:site_name" content="{site}">',
        ]
        if doc.is_article or doc.key == "hukamnama":
            iso = doc.iso or "2026-12-04T00:10:00+00:00"
            who = (
                doc.extra.get("ld_person") or doc.byline.replace("ਲੇਖਕ: ", "") or (doc.authors[0] if doc.authors else "")
            )
            if doc.key == "hukamnama":
                who = "Sangat Samachar"
            ld = {
                "@context": "https://schema.org",
                "@type": "Article",
                "mainEntityOfPage": {"@type": "WebPage", "@id": url},
                "url": url,
                "headline": doc.title,
                "image": [f"{ORIGIN}/media/k2/items/cache/{zlib.crc32(doc.key.encode()):08x}_XL.jpg"],
                "datePublished": iso,
                "dateModified": iso,
                "author": {"@type": "Person", "name": who, "url": f"{ORIGIN}/en/community/itemlist/user/64-harpreetkaur.html" if who.startswith("Harpreet Kaur") else ORIGIN + "/"},
                "publisher": {"@type": "Organization", "name": "Sangat Samachar", "url": ORIGIN + "/", "logo": {"@type": "ImageObject", "name": "Sangat Samachar", "url": ORIGIN + "/images/logo.png"}},
                "articleSection": f"{ORIGIN}/{'pa' if pa else 'en'}/{doc.section.lower()}",
                "keywords": ", ".join(doc.extra.get("tags", [])),
                "description": self.lede(doc),
            }  # fmt: skip
            metas.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        if pa:
            metas.append(
                '<link href="https://fonts.googleapis.com/css2?family=Noto+Sans+Gurmukhi:wght@400;700&amp;family=Mukta+Mahee&amp;display=swap" rel="stylesheet">'
            )
        return "\n".join(metas)

    def today(self, pa: bool) -> str:
        if pa:
            return gu_digits("ਸ਼ੁੱਕਰਵਾਰ, 4 ਦਸੰਬਰ 2026 · 21 ਮੱਘਰ, ਨਾਨਕਸ਼ਾਹੀ 558 · ਬਿਕਰਮੀ ਸੰਮਤ 2083")
        return f"Friday, 4 December 2026 · {ns_en('2026-12-04')} · Bikrami Samvat 2083"

    def frame(self, doc: Doc, main: str) -> str:
        pa = self.pa(doc)
        if pa:
            menu = [("pa-home", "ਮੁੱਖ ਪੰਨਾ"), ("/pa/panth.html", "ਪੰਥ"), ("/pa/samaj.html", "ਸਮਾਜ"), ("/pa/sampadki.html", "ਸੰਪਾਦਕੀ"),
                    ("notices", "ਸ਼ੋਕ ਸਮਾਚਾਰ"), ("hukamnama", "ਹੁਕਮਨਾਮਾ"), ("home", "English")]  # fmt: skip
        else:
            menu = [("home", "Home"), ("community", "Community"), ("/en/sports.html", "Sports"), ("/en/diaspora.html", "Diaspora"),
                    ("hukamnama", "Hukamnama"), ("/en/gurpurab-calendar.html", "Gurpurab Calendar"), ("pa-home", "ਪੰਜਾਬੀ")]  # fmt: skip
        items = "".join(f'<li class="item-{101 + i}">{self.a(k, t, "nav")}</li>' for i, (k, t) in enumerate(menu))
        latest = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside', attr('class', 'moduleItemTitle'))}</li>"
            for k in (PA_ARTS if pa else ["katha", "jormela", "obit", "langar"])
            if k != doc.key
        )
        lang = 'lang="pa-in" dir="ltr"' if pa else 'lang="en-gb" dir="ltr"'
        body_class = f"site com_k2 view-{'item' if doc.is_article or doc.extra.get('story_template') else 'itemlist'} itemid-{101 + len(doc.key)}"
        return f"""<!DOCTYPE html>
<html {lang}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link href="/media/k2/assets/css/k2.fonts.css?v=2.11.20240212" rel="stylesheet">
<link href="/components/com_k2/css/k2.css?v=2.11.20240212" rel="stylesheet">
<link href="/templates/sangat/css/template.css?3f1a9c" rel="stylesheet">
<style>/*PAD*/</style>
<script src="/media/jui/js/jquery.min.js?3f1a9c"></script>
<script src="/media/jui/js/jquery-noconflict.js?3f1a9c"></script>
<script src="/media/k2/assets/js/k2.frontend.js?v=2.11.20240212&amp;sitepath=/"></script>
<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-4815162342"></script>
</head>
<body class="{body_class}">
<div class="top-strip"><div class="container"><span class="today-date">{esc(self.today(pa))}</span><span class="social"><a href="https://www.facebook.com/sangatsamachar">Facebook</a> <a href="https://www.youtube.com/@sangatsamachar">YouTube</a></span></div></div>
<header class="header"><div class="container">
<a class="brand" href="{self.href("pa-home" if pa else "home")}"><img src="/images/logo{"-pa" if pa else ""}.png" alt="{"ਸੰਗਤ ਸਮਾਚਾਰ" if pa else "Sangat Samachar"}" width="280" height="70"></a>
<div class="header-ad"><ins class="adsbygoogle" style="display:inline-block;width:728px;height:90px" data-ad-client="ca-pub-4815162342" data-ad-slot="7301"></ins></div>
</div></header>
<nav class="navigation"><div class="container"><ul class="nav menu nav-menu mod-list">{items}</ul>
<div class="search"><form action="{self.href("search").split("?")[0]}" method="get"><input name="searchword" maxlength="200" class="inputbox search-query" type="search" placeholder="Search ..."><input type="hidden" name="searchphrase" value="all"></form></div></div></nav>
<div class="body"><div class="container"><div class="row-fluid">
<main id="content" role="main" class="span8">
<div id="system-message-container"></div>
{main}
</main>
<div id="aside" class="span4">
<div class="moduletable"><h3>{"ਤਾਜ਼ਾ ਖ਼ਬਰਾਂ" if pa else "Latest"}</h3><div class="k2ItemsBlock"><ul>{latest}</ul></div></div>
<div class="moduletable hukamnama-module"><h3>{"ਅੱਜ ਦਾ ਹੁਕਮਨਾਮਾ" if pa else "Today’s Hukamnama"}</h3><p>{self.a("hukamnama", "ਹੁਕਮਨਾਮਾ ਸ੍ਰੀ ਦਰਬਾਰ ਸਾਹਿਬ" if pa else "Hukamnama Sahib, Sri Darbar Sahib", "aside")}</p></div>
<div class="moduletable"><h3>{"ਸ਼ੋਕ ਸਮਾਚਾਰ" if pa else "Notices"}</h3><p>{self.a("notices", "ਅੰਤਿਮ ਅਰਦਾਸ ਦੀਆਂ ਸੂਚਨਾਵਾਂ", "aside")}</p></div>
</div>
</div></div></div>
<footer id="footer" class="footer"><div class="container">
<ul class="nav menu footer-menu"><li><a href="/en/about-us.html">About Us</a></li><li><a href="/en/contact-us.html">Contact</a></li><li><a href="/en/advertise.html">Advertise</a></li><li><a href="/en/privacy-policy.html">Privacy Policy</a></li><li><a href="/en/community.feed?type=rss">RSS</a></li></ul>
<p>© 2026 Sangat Samachar, Katra Ahluwalia, Amritsar 143001. All Rights Reserved.</p>
</div></footer>
<div class="cookie-bar" id="cookie-bar">{"ਇਹ ਵੈੱਬਸਾਈਟ ਕੁਕੀਜ਼ ਵਰਤਦੀ ਹੈ।" if pa else "This website uses cookies to ensure you get the best experience."} <button onclick="document.getElementById('cookie-bar').remove()">OK</button></div>
<script src="/templates/sangat/js/template.js?3f1a9c"></script>
</body>
</html>"""

    def date_text(self, doc: Doc) -> str:
        local = doc.extra["local"]
        if self.pa(doc):
            return pa_stamp(local, digits=not doc.extra.get("western_digits"))
        return f"{en_stamp(local)} · {ns_en(local[:10])}"

    def story_main(self, doc: Doc) -> str:
        pa = self.pa(doc)
        credit = doc.extra.get("credit")
        if doc.key in ("jormela",):
            author = f'<span class="itemAuthor">Written by {self.a("author", "Harpreet Kaur", "byline", attr("rel", "author"))}</span>'
        elif credit:
            author = f'<span class="itemAuthor">Written by {esc(credit)}</span>'
        elif doc.byline == "" and pa:
            author = ""
        elif doc.byline:
            label = "" if pa else "Written by "
            author = f'<span class="itemAuthor">{label}{esc(doc.byline)}</span>'
        else:
            author = f'<span class="itemAuthor">Written by <a rel="author" href="/en/community/itemlist/user/{70 + len(doc.authors[0])}-{doc.authors[0].lower().replace(" ", "")}.html">{esc(doc.authors[0])}</a></span>'
        text_blocks = [b for b in doc.blocks if b[0] != "sign"]
        sign = [b for b in doc.blocks if b[0] == "sign"]
        n = doc.extra.get("intro", 0)
        saved = doc.blocks
        try:
            doc.blocks = text_blocks[:n]
            intro = self.blocks(doc)
            doc.blocks = text_blocks[n:] + sign
            full = self.blocks(doc)
        finally:
            doc.blocks = saved
        intro_html = f'<div class="itemIntroText">\n{intro}\n</div>' if n else ""
        fields = ""
        if doc.extra.get("fields"):
            lis = "".join(
                f'<li class="typeTextfield group1"><span class="itemExtraFieldsLabel">{esc(k)}:</span> <span class="itemExtraFieldsValue">{esc(v)}</span></li>'
                for k, v in doc.extra["fields"]
            )
            fields = f'<div class="itemExtraFields"><h3>Additional Info</h3><ul>{lis}</ul></div>'
        if doc.key == "obit":
            fields += (
                f'<p class="notices-link">{self.a("notices", "ਅੰਤਿਮ ਅਰਦਾਸ ਦੀ ਸੂਚਨਾ (Punjabi notice)", "related")}</p>'
            )
        tags = ""
        if doc.extra.get("tags"):
            lis = "".join(
                f"<li>{self.a('tag', t, 'tag')}</li>"
                if t == TAG
                else f'<li><a href="/en/community/itemlist/tag/{quote(t)}.html">{esc(t)}</a></li>'
                for t in doc.extra["tags"]
            )
            tags = f'<div class="itemTagsBlock"><span>{"ਟੈਗ" if pa else "Tagged under"}</span><ul class="itemTags">{lis}</ul></div>'
        own = PA_ARTS if pa else EN_ARTS
        others = [k for k in own if k != doc.key]
        related = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in others[:3])
        nav = ""
        if others:
            prev, nxt = others[0], others[-1]
            nav = f'<div class="itemNavigation"><span class="itemNavigationTitle">{"ਇਸ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਹੋਰ:" if pa else "More in this category:"}</span> {self.a(prev, "« " + self.docs[prev].title, "related", attr("class", "itemPrevious"))} {self.a(nxt, self.docs[nxt].title + " »", "related", attr("class", "itemNext"))}</div>'
        section = doc.section or doc.extra.get("section", "")
        cat = (
            self.a("community", "Community", "breadcrumb")
            if section == "Community"
            else f'<a href="/{"pa" if pa else "en"}/{quote(section.lower())}.html">{esc(section)}</a>'
        )
        img_caption = "ਫ਼ੋਟੋ: ਸੰਗਤ ਸਮਾਚਾਰ" if pa else "Photo: Sangat Samachar"
        return f"""<span id="startOfPageId{IDS[doc.key]}"></span>
<div id="k2Container" class="itemView">
<div class="itemHeader">
<span class="itemDateCreated">{esc(self.date_text(doc))}</span>
<h2 class="itemTitle">{esc(doc.title)}</h2>
{author}
</div>
<div class="itemToolbar"><ul><li><a class="itemPrintLink" rel="nofollow" href="{self.href(doc.key)}?tmpl=component&amp;print=1">Print</a></li><li><a class="itemEmailLink" rel="nofollow" href="/en/component/mailto/?tmpl=component">Email</a></li><li><span class="itemTextResizerTitle">font size</span> <a href="#" id="fontDecrease">decrease</a> <a href="#" id="fontIncrease">increase</a></li></ul></div>
<div class="itemBody">
<div class="itemImageBlock"><span class="itemImage"><a data-k2-modal="image" href="/media/k2/items/cache/{zlib.crc32(doc.key.encode()):08x}_XL.jpg"><img src="/media/k2/items/cache/{zlib.crc32(doc.key.encode()):08x}_L.jpg" alt="{esc(doc.title)}" style="width:600px;height:auto;"></a></span><span class="itemImageCredits">{img_caption}</span></div>
{intro_html}
<div class="itemFullText">
{full}
</div>
{fields}
</div>
<div class="itemLinks"><div class="itemCategory"><span>{"ਸ਼੍ਰੇਣੀ" if pa else "Published in"}</span> {cat}</div>{tags}</div>
<div class="itemRelated"><h3>{"ਸਬੰਧਤ ਖ਼ਬਰਾਂ" if pa else "Related items"}</h3><ul>{related}</ul></div>
{nav}
<div class="itemComments"><h3 class="itemCommentsCounter">{"ਟਿੱਪਣੀਆਂ" if pa else "Comments"} (0)</h3><div class="itemCommentsForm"><a href="/en/login.html">{"ਟਿੱਪਣੀ ਕਰਨ ਲਈ ਲੌਗਇਨ ਕਰੋ" if pa else "Log in to comment"}</a></div></div>
<div class="itemBackToTop"><a class="k2Anchor" href="{self.href(doc.key)}#startOfPageId{IDS[doc.key]}">back to top</a></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        pa = self.pa(doc)
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            rows.append(
                f'<div class="itemContainer itemContainerLast"><div class="catItemView groupLeading"><div class="catItemHeader"><span class="catItemDateCreated">{esc(self.date_text(d))}</span>'
                f'<h3 class="catItemTitle">{self.a(k, d.title, "content")}</h3></div><div class="catItemBody"><div class="catItemIntroText"><p>{esc(self.lede(d))}</p></div></div>'
                f'<div class="catItemReadMore">{self.a(k, "ਹੋਰ ਪੜ੍ਹੋ..." if self.pa(d) else "Read more...", "content", attr("class", "k2ReadMore"))}</div></div></div>'
            )
        for path, title, when in doc.extra.get("older", []):
            rows.append(
                f'<div class="itemContainer"><div class="catItemView"><span class="catItemDateCreated">{esc(when)}</span><h3 class="catItemTitle"><a href="{self.href(path)}">{esc(title)}</a></h3></div></div>'
            )
        if doc.kind == "home":
            lead = f'<div class="componentheading"><h1 class="home-title">{esc(doc.title)}</h1></div>'
            extra = ""
            if pa:
                extra = (
                    f'<div class="moduletable"><h3>{self.a("notices", "ਸ਼ੋਕ ਸਮਾਚਾਰ ਅਤੇ ਅੰਤਿਮ ਅਰਦਾਸ", "content")}</h3></div>'
                )
            else:
                extra = (
                    f'<div class="moduletable"><h3>{self.a("community", "Community", "content")}</h3><p>{self.a("tag", TAG, "content")} · {self.a("author", "Harpreet Kaur", "content")} · {self.a("search", "Langar", "content")}</p></div>'
                    f'<div class="moduletable punjabi"><h3>{self.a("pa-home", "ਸੰਗਤ ਸਮਾਚਾਰ ਪੰਜਾਬੀ", "content")}</h3><ul>'
                    + "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in PA_ARTS)
                    + "</ul></div>"
                )
            return f'<div id="k2Container" class="itemListView">{lead}<div class="itemList"><div id="itemListLeading">{"".join(rows)}</div></div>{extra}</div>'
        if doc.kind == "tag":
            head = f'<div class="componentheading"><h1>Displaying items by tag: {esc(doc.title)}</h1></div>'
        elif doc.kind == "author":
            head = f'<div class="itemListUserBlock userView"><img src="/media/k2/users/64.jpg" alt="Harpreet Kaur" width="100" height="100"><h1 class="userTitle">{esc(doc.title)}</h1><div class="userDescription"><p>{esc(doc.extra["bio"])}</p></div><p class="userAdditionalInfo"><a href="mailto:harpreet.kaur@sangatsamachar.test">harpreet.kaur@sangatsamachar.test</a></p></div>'
        elif doc.kind == "search":
            head = (
                f'<div class="search"><h1 class="page-header">{esc(doc.title)}</h1><form id="searchForm" action="{self.href("search").split("?")[0]}" method="post"><input type="text" name="searchword" id="search-searchword" size="30" maxlength="200" value="langar" class="inputbox"><button name="Search" class="btn hasTooltip">Search</button>'
                f'<div class="searchintro"><p>Search Keyword <span class="badge badge-info">langar</span></p><p>Total: {len(rows)} results found.</p></div></form></div>'
            )
        else:
            head = f'<div class="itemListCategory"><h1>{esc(doc.title)}</h1><p>News and reports from gurdwaras, sangats and Sikh institutions in Punjab and beyond.</p></div>'
        pag = ""
        if doc.key == "community":
            pag = f'<div class="k2Pagination"><ul class="pagination-list"><li class="active"><a>1</a></li><li>{self.a("community2", "2", "pagination")}</li><li><a href="{self.href("/en/community.html?start=20")}">3</a></li><li>{self.a("community2", "Next", "pagination")}</li><li><a href="{self.href("/en/community.html?start=340")}">End</a></li></ul><div class="k2PaginationCounter">Page 1 of 35</div></div>'
        elif doc.key == "community2":
            pag = f'<div class="k2Pagination"><ul class="pagination-list"><li>{self.a("community", "Start", "pagination")}</li><li>{self.a("community", "Prev", "pagination")}</li><li>{self.a("community", "1", "pagination")}</li><li class="active"><a>2</a></li><li><a href="{self.href("/en/community.html?start=20")}">3</a></li></ul><div class="k2PaginationCounter">Page 2 of 35</div></div>'
        return f'<div id="k2Container" class="itemListView">{head}<div class="itemList"><div id="itemListPrimary">{"".join(rows)}</div></div>{pag}</div>'

    def service_main(self, doc: Doc) -> str:
        return f'<div id="k2Container" class="itemView notices"><div class="itemHeader"><h2 class="itemTitle">{esc(doc.title)}</h2></div><div class="itemBody"><div class="itemFullText notices-list">{self.blocks(doc)}</div></div><p>{self.a("obit", "Bhai Kuldip Singh, Darbar Sahib ragi for four decades, dies at 81", "content")}</p></div>'
