# ruff: noqa: E501, RUF001, RUF002, RUF003 (page texts and markup are long literal lines; the ʻokina and typographic quotes are deliberate)
"""Matagi Pasifika: a Samoan/Tongan/English Pacific news site in Apia on a **home-grown PHP CMS** ("MPCMS v2.3":
XHTML 1.0 Transitional, `#wrapper`, `story_headline`, `story_byline`, `story_date`, `storytext`, `story.php?id=8812`,
`section.php?s=samoa&p=2`, `topic.php?t=…`, `reporter.php?id=7`, `search.php?q=`, `gallery.php?id=77`,
`notices.php?type=death`, `radio.php`), page-relative links. The current site is UTF-8; the **archive**
(`/archive/…`, the 2009-2012 table layout) declares `iso-8859-1` in a `<meta http-equiv>` only (the header is plain
`text/html`) and its bytes hold Windows smart quotes (0x92-0x94), so it decodes as **windows-1252** (labelled
`cp1252`, what a browser and Scrapy use for a Latin-1 declaration); Samoan there is written without the ʻokina or
macrons, as the paper did then.

Samoa and Tonga are both **UTC+13** and the CMS prints local time ("Aso Toʻonaʻi, 5 Tesema 2026 | 10:20 i le taeao",
"Tokonaki, 5 Tīsema 2026 | 10:20 pongipongi", "Sunday, 6 December 2026 | 7:30am") while its hand-written JSON-LD is in
UTC, sometimes as a bare MySQL timestamp without zone (`2026-12-04 21:20:00`): across the date line the JSON-LD day is
the day before for every story published before 1 pm local (the Tongan schools story, the obituary, the cyclone story
published on a Sunday morning in Apia while it is still Saturday in UTC). Bylines: "Na saunia e …" (Samoan), "Līpooti
ʻa …" (Tongan), "By … in Apia and … in Nukuʻalofa" (English, two reporters with cities), the desk "Matagi Pasifika";
JSON-LD spells "Pita So'oalo" with an ASCII apostrophe. The page's `lang` is always "en"; Samoan and Tongan stories
say so only in `<meta http-equiv="content-language">`. Non-articles: a photo gallery, death notices in three
languages, the radio's programme schedule, a **soft 404** ("story not found", status 200, under a story id a
related box still links to) and the archive index."""

from __future__ import annotations

import json
from urllib.parse import quote

from common import DAYS_EN, DAYS_SM, DAYS_TO, MONTHS_EN, MONTHS_SM, MONTHS_TO, Base, page, story, to_utc, weekday
from sitekit import Doc, css_rules, esc

ORIGIN = "https://www.matagipasifika.test"
NAME = "Matagi Pasifika"
ARTS = ["cyclone", "tonga", "rugby", "fono", "obit", "kava"]
ARCHIVE = ["archive1", "archive2"]
IDS = {"fono": 8812, "tonga": 8815, "cyclone": 8821, "obit": 8809, "rugby": 8818, "kava": 8803}
REPORTERS = {"Malia Leota": 7, "Sione Fīfita": 11, "Lagi Tuimavave": 3, "Pita Soʻoalo": 14}


def _clock(time: str) -> tuple[int, int]:
    hh, mm = (int(x) for x in time.split(":"))
    return hh, mm


def sm_stamp(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    hh, mm = _clock(time)
    part = "i le taeao" if hh < 12 else ("i le aoauli" if hh < 16 else "i le afiafi")
    return f"{DAYS_SM[weekday(day)]}, {int(d)} {MONTHS_SM[int(m) - 1]} {y} | {(hh - 1) % 12 + 1}:{mm:02d} {part}"


def to_stamp(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    hh, mm = _clock(time)
    part = "pongipongi" if hh < 12 else ("hoʻatā" if hh < 16 else "efiafi")
    return f"{DAYS_TO[weekday(day)]}, {int(d)} {MONTHS_TO[int(m) - 1]} {y} | {(hh - 1) % 12 + 1}:{mm:02d} {part}"


def en_stamp(local: str) -> str:
    day, time = local.split()
    y, m, d = day.split("-")
    hh, mm = _clock(time)
    return f"{DAYS_EN[weekday(day)]}, {int(d)} {MONTHS_EN[int(m) - 1]} {y} | {(hh - 1) % 12 + 1}:{mm:02d}{'am' if hh < 12 else 'pm'}"


def old_stamp(local: str) -> str:
    """the archive's PHP date('d/m/Y g:i:s a'): 31/12/2011 10:42:17 a.m."""
    day, time = local.split()
    y, m, d = day.split("-")
    hh, mm = _clock(time)
    return f"{d}/{m}/{y} {(hh - 1) % 12 + 1}:{mm:02d}:17 {'a.m.' if hh < 12 else 'p.m.'}"


class Matagi(Base):
    origin = ORIGIN
    name = NAME
    prefix = "mtg"
    language = "en"
    relative = True
    _writing: Doc | None = None

    # the archive pages are written and labelled in windows-1252, the rest in UTF-8
    def file_name(self, doc: Doc) -> str:
        self._writing = doc
        return super().file_name(doc)

    @property
    def _archive(self) -> bool:
        return bool(self._writing is not None and self._writing.extra.get("archive"))

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "cp1252" if self._archive else "utf-8"

    @property
    def content_type(self) -> str:  # type: ignore[override]
        return "text/html" if self._archive else "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "mtg",
            [
                "#wrapper",
                "#menu li a",
                ".story_headline",
                ".storytext p",
                ".story_byline",
                ".story_date",
                "#rightcol .box",
                ".related li",
                "#footer",
                ".gallery_thumb",
                "td.leftnav",
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
                "php-home",
                list=["cyclone", "rugby", "tonga", "fono", "obit", "kava", "gallery"],
            )
        )
        add(
            page(
                "samoa",
                "/section.php?s=samoa",
                "section",
                "Samoa",
                "php-section",
                list=["cyclone", "rugby", "fono"],
                more="samoa2",
            )
        )
        add(
            page(
                "samoa2", "/section.php?s=samoa&p=2", "section", "Samoa", "php-section-page2", list=["obit", "gallery"]
            )
        )
        add(page("tag", "/topic.php?t=cyclone", "tag", "Topic: cyclone", "php-topic", list=["cyclone", "tonga"]))
        add(
            page(
                "author",
                "/reporter.php?id=7",
                "author",
                "Malia Leota",
                "php-reporter",
                list=["cyclone", "obit"],
                bio="Malia Leota is a senior reporter based in Apia. She covers Parliament, the courts and disaster management, and presents the evening news on Radio Matagi.",
            )
        )
        add(
            page(
                "search",
                "/search.php?q=kava",
                "search",
                "Search results for: kava",
                "php-search",
                list=["kava", "tonga"],
            )
        )
        add(
            page(
                "gallery",
                "/gallery.php?id=77",
                "gallery",
                "Photos: Apia’s Christmas float parade",
                "photo-gallery-captions",
                [
                    "FIG: Float 1 | The Samoa Police Band leads the parade along Beach Road on Friday evening.",
                    "FIG: Float 2 | Children from Vaimoso Primary School on their school’s float.",
                    "FIG: Float 3 | The winning float, built by the youth of Lepea village, a fautasi decorated with lights.",
                    "FIG: Float 4 | Crowds line the seawall opposite the Government Building.",
                    "FIG: Float 5 | Siva performed in front of the judges’ stand.",
                    "FIG: Float 6 | Fireworks over Apia harbour close the night.",
                ],
                credit="Photos: Fetu Aukuso",
                stamp="2026-12-05 09:00",
            )
        )
        add(
            page(
                "deaths",
                "/notices.php?type=death",
                "obituaries",
                "Faamanatuga o le Maliu · Fakamanatu · Death Notices",
                "death-notices-trilingual",
                [
                    "### Faleolo Tavita Aiono",
                    "Ua maliu i le filemu i lona fale i Vaiala, ua 91 ona tausaga. Sauniga: Aso Lua 8 Tesema, 10 i le taeao, EFKS Vaiala. Ona tanu lea i Falealupo.",
                    "### Sela Taufa",
                    "Naʻe pekia ʻi Nukuʻalofa ʻi he ʻaho 2 ʻo Tīsema, taʻu 67. Ko e putu ʻe fai ʻi he Tuʻapulelulu ʻi Kolofoʻou. ʻOfa atu mei he fānau mo e makapuna.",
                    "### Mele Tuiasosopo",
                    "Passed away peacefully in Auckland on 30 November, aged 79, formerly of Lotopa. Service at the Lotopa Methodist Church on Saturday 12 December at 2pm.",
                    "### Lose Vaifale",
                    "Ua maliu i Leulumoega i le aso 3 Tesema. Faafetai i le aiga potopoto mo le alofa. Sauniga i le Aso Gafua.",
                    "To place a notice call 0000 or email notices@matagipasifika.test. Notices received by 3pm appear the same day.",
                ],
            )
        )
        add(
            page(
                "radio",
                "/radio.php",
                "radio-schedule",
                "Radio Matagi 89.1 FM: Polokalame o le vaiaso",
                "radio-schedule-trilingual",
                [
                    "Monday to Friday, Samoa time (UTC+13). Listen live on 89.1 FM in Apia, 92.7 FM in Salelologa and online.",
                    "T: Taimi | Polokalame | Gagana",
                    "T: 05:00 | Lotu o le taeao | Samoa",
                    "T: 06:00 | Tala fou o le taeao | Samoa ma English",
                    "T: 07:30 | Talanoa mo e Tonga | Tonga",
                    "T: 09:00 | Pese Samoa | —",
                    "T: 12:00 | Pacific news at noon | English",
                    "T: 15:00 | Polokalame a tamaiti | Samoa",
                    "T: 18:00 | Ongoongo fakaTonga | Tonga",
                    "T: 19:00 | Tala fou o le afiafi | Samoa",
                    "T: 21:00 | Pese faaleagaga | —",
                    "Death notices are read at 6.30am, 12.30pm and 6.30pm. Faamanatuga o le maliu e faitau i le 6.30 i le taeao.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/story.php?id=8790",
                "not-found",
                "Sorry, the story you requested could not be found.",
                "php-soft-404",
                ["It may have been removed or the link may be wrong. Ua le maua le tala o loʻo e suʻesuʻe ai."],
            )
        )
        add(
            page(
                "archive_index",
                "/archive/index.php",
                "section",
                "Archive · Faamaumauga",
                "archive-index-latin1",
                list=["archive1", "archive2"],
                archive=True,
            )
        )
        add(
            story(
                "cyclone",
                "/story.php?id=8821",
                "Cyclone watch for Vavaʻu and Haʻapai as tropical low deepens",
                "2026-12-06",
                to_utc("2026-12-06 07:30", 13),
                "2026-12-06 07:30",
                ["Malia Leota", "Sione Fīfita"],
                [
                    "Tonga’s Meteorological Service has issued a tropical cyclone watch for the Vavaʻu and Haʻapai island groups as a tropical low north of Samoa is expected to deepen into a cyclone within the next 24 hours.",
                    "The low, named Tropical Disturbance 03F by the Fiji Meteorological Service, was about 300 kilometres north-west of Apia at 6am on Sunday and moving south-east at 15 km/h.",
                    "Forecasters say it could bring damaging gale-force winds, heavy rain and coastal flooding to northern Tonga from Monday night.",
                    "## Samoa on alert",
                    "Samoa’s Disaster Management Office has placed the country on alert and asked families in low-lying coastal villages of Savaiʻi and ʻUpolu to prepare emergency kits and tie down loose roofing iron.",
                    "“We are asking everyone to listen to the radio and to follow the advice of their village councils,” the office’s acting director said after an early-morning meeting in Apia.",
                    "In Nukuʻalofa, the National Emergency Management Office said evacuation centres in Neiafu and Pangai were being prepared and that inter-island ferries would stop running from Monday morning.",
                    "NOTE: Updated 11:05am with the NEMO statement.",
                ],
                "two-reporters-cities-sunday-local-saturday-utc",
                section="Samoa",
                byline_text="By Malia Leota in Apia and Sione Fīfita in Nukuʻalofa",
                updated="2026-12-06 11:05",
                ld="utc-z",
                tags=["cyclone", "Tonga", "disaster"],
                lang="en",
            )
        )
        add(
            story(
                "tonga",
                "/story.php?id=8815",
                "Tānaki ʻe he Puleʻanga ʻa e paʻanga ki he ngaahi ʻapiako ʻi Vavaʻu",
                "2026-12-05",
                to_utc("2026-12-05 10:20", 13, "%Y-%m-%d %H:%M:%S"),
                "2026-12-05 10:20",
                ["Sione Fīfita"],
                [
                    "Kuo fakahā ʻe he Potungāue Ako ʻa Tonga ʻe tānaki ha paʻanga ʻe $4.2 miliona ki hono toe langa ʻa e ngaahi ʻapiako ʻe hongofulu ʻi Vavaʻu naʻe maumau ʻi he matangi ʻi he taʻu kuo ʻosi.",
                    "Naʻe fakahā eni ʻe he Minisitā Ako, Dr ʻAna Taufaʻao, ʻi ha fakataha mo e kau faiako ʻi Neiafu he ʻaho Falaite.",
                    "“ʻOku totonu ke ako ʻetau fānau ʻi ha ngaahi loki ako malu,” ko e lea ia ʻa e Minisitā.",
                    "## Kamata ʻa e ngāue ʻi Sānuali",
                    "ʻE kamata ʻa e ngāue langa ʻi Sānuali 2027 pea ʻamanaki ke ʻosi ʻi he kamataʻanga ʻo e taʻu ako 2028.",
                    "Naʻe fakamālō ʻa e kau mātuʻa ʻi Vavaʻu ki he Puleʻanga, ka naʻa nau kole ke fakavave ʻa e ngāue koeʻuhí ko e ako ʻa e fānau ʻi he ngaahi tēniti.",
                ],
                "tongan-naive-utc-mysql-timestamp",
                section="Tonga",
                ld="naive",
                tags=["Tonga", "ako"],
                lang="to",
            )
        )
        add(
            story(
                "rugby",
                "/story.php?id=8818",
                "Manu Samoa sevens name two uncapped players for Dubai",
                "2026-12-05",
                to_utc("2026-12-05 18:40", 13, "%Y-%m-%dT%H:%M:%S+00:00"),
                "2026-12-05 18:40",
                ["Pita Soʻoalo"],
                [
                    "Manu Samoa sevens coach Faʻalogo Tamapua has named two uncapped players in his squad of 13 for next week’s Dubai leg of the World Sevens Series.",
                    "Winger Iosua Fetu, 19, from Leulumoega, and forward Taualofa Mikaele, 21, from Vaitele, earned their places after strong performances at the Oceania Sevens in Brisbane last month.",
                    "“They have speed and they are fearless. Dubai is a good place to start because the crowd there loves Samoan rugby,” Tamapua told Matagi Pasifika.",
                    "Samoa are in a pool with Argentina, Ireland and Kenya. The team leaves Apia on Tuesday and will train in Dubai for three days before the tournament.",
                ],
                "okina-byline-ascii-jsonld",
                section="Sports",
                ld="utc",
                tags=["rugby", "Manu Samoa"],
                lang="en",
            )
        )
        add(
            story(
                "fono",
                "/story.php?id=8812",
                "Ua pasia e le Palemene le teuteuga o le Tulafono o Fanua Faʻaleaganuʻu",
                "2026-12-04",
                to_utc("2026-12-04 17:30", 13, "%Y-%m-%dT%H:%M:%S+00:00"),
                "2026-12-04 17:30",
                ["Lagi Tuimavave"],
                [
                    "Na pasia e le Palemene o Samoa i le Aso Faraile le teuteuga o le Tulafono o Fanua Faʻaleaganuʻu, ina ua maeʻa se felafolafoaʻiga umi i le maota fono i Mulinuʻu.",
                    "E 38 sui na palota e lagolago i le teuteuga, ae 11 na tetee. O le teuteuga e tatau ai ona maua le maliega a matai uma o le aiga ae leʻi lisiina se fanua faʻaleaganuʻu mo se taimi e sili atu i le 30 tausaga.",
                    "“O le fanua o le faasinomaga o tagata Samoa. E le mafai ona tatou faʻatau atu le lumanaʻi o a tatou fanau,” o le saunoaga lea a le Minisita o Fanua, Tuala Fetū Ioane.",
                    "## Popolega a le itu agai",
                    "Na faʻaalia e le itu agai lo latou popolega e faapea o le tulafono fou o le a faʻagesegese ai atinaʻe i nuʻu i tua, ona o le faigata ona maua le maliega a matai uma.",
                    "O le a amata ona faʻamalosia le tulafono i le aso 1 o Mati 2027.",
                ],
                "samoan-na-saunia-e-byline",
                section="Samoa",
                ld="utc",
                tags=["fono", "fanua"],
                lang="sm",
                dead_related=True,
            )
        )
        add(
            story(
                "obit",
                "/story.php?id=8809",
                "Faleolo Tavita Aiono, Apia’s longest-serving harbourmaster, dies at 91",
                "2026-12-04",
                to_utc("2026-12-04 08:00", 13, "%Y-%m-%d %H:%M:%S"),
                "2026-12-04 08:00",
                ["Malia Leota"],
                [
                    "Faleolo Tavita Aiono, who guided ships in and out of Apia harbour for more than three decades, has died at his home in Vaiala. He was 91.",
                    "Born in Falealupo on Savaiʻi in 1935, he went to sea at sixteen as a deckhand on an inter-island copra boat and later trained as a pilot in New Zealand.",
                    "He became harbourmaster in 1968 and held the post until his retirement in 2001, through the arrival of container ships, two cyclones and the rebuilding of the main wharf.",
                    "“He knew every reef and every current in the harbour. Captains from all over the Pacific trusted him,” said a former colleague at the Samoa Ports Authority.",
                    "A deacon of the Congregational Christian Church in Vaiala for fifty years, he also coached the church’s fautasi longboat crew to three Independence Day regatta wins.",
                    "He is survived by his wife Salote, eight children, 31 grandchildren and 12 great-grandchildren.",
                    "The funeral service will be held at the Vaiala church on Tuesday at 10am, followed by burial on family land in Falealupo.",
                ],
                "obituary-naive-utc-previous-day",
                section="Samoa",
                ld="naive",
                tags=["obituary", "Apia"],
                lang="en",
            )
        )
        add(
            story(
                "kava",
                "/story.php?id=8803",
                "Hiki ʻa e mahuʻinga ʻo e kava Tonga ʻi he Maketi Talamahu",
                "2026-12-03",
                None,
                "2026-12-03 12:00",
                [],
                [
                    "Kuo hiki ʻa e mahuʻinga ʻo e kava Tonga mōmoa ki he paʻanga ʻe 120 ʻi he kilo ʻi he Maketi Talamahu ʻi Nukuʻalofa, ko e mahuʻinga māʻolunga taha ia ʻi he taʻu ʻe nima.",
                    "Ko e tupuʻanga ʻeni ʻo e laʻā lahi ʻi ʻEua mo Vavaʻu ʻa ia kuo mate ai ha ngaahi ʻakau kava lahi.",
                    "“ʻOku ʻikai ke lava ʻe he kakai ke fakatau ʻa e kava ki he faikava ʻi he Tokonaki,” ko e lea ia ʻa Siaosi Vea, ko ha tokotaha fakatau kava.",
                    "ʻOku ʻamanaki ke holo ʻa e mahuʻinga ʻi he taʻu foʻou ʻi he taimi ʻe kamata ai ke toe utu ʻa e kava mei Haʻapai.",
                ],
                "tongan-desk-credit-no-jsonld",
                section="Tonga",
                credit=NAME,
                ld="none",
                tags=["kava", "Tonga"],
                lang="to",
            )
        )
        add(
            story(
                "archive1",
                "/archive/story.php?id=2011123101",
                "Samoa skips Friday as it jumps the date line",
                "2011-12-31",
                None,
                "2011-12-31 10:42",
                ["Sina Faleolo"],
                [
                    "Samoa woke up on Saturday having skipped Friday altogether, after the country moved from the eastern to the western side of the international date line at the stroke of midnight on Thursday.",
                    "Church bells rang and car horns sounded across Apia as the clock moved from 11.59pm on Thursday, December 29, straight to 12am on Saturday, December 31.",
                    "The change puts Samoa on the same day as New Zealand and Australia, its biggest trading partners, instead of almost a full day behind them.",
                    "“For years we were the last country in the world to see the sunset. Now we will be among the first to see the sunrise,” said a government official at the countdown on Beach Road.",
                    "Workers paid by the day will receive a full day’s pay for the missing Friday, the Ministry of Commerce said, and the banks have waived interest for December 30.",
                    "Not everyone was happy. “My birthday is on the 30th. This year I don’t have one,” laughed Ioana, a vendor at the Fugalei market.",
                ],
                "archive-cp1252-br-paragraphs",
                section="Samoa",
                archive=True,
                ld="none",
                lang="en",
            )
        )
        add(
            story(
                "archive2",
                "/archive/story.php?id=2010091402",
                "Ua tatala aloaia le maketi fou i Salelologa",
                "2010-09-14",
                None,
                "2010-09-14 15:05",
                ["Ioane Lemalu"],
                [
                    "Na tatala aloaia i le Aso Lua le maketi fou i Salelologa, Savaii, i se sauniga na auai ai le Palemia ma le faitau afe o tagata mai nuu uma o le motu.",
                    "O le maketi fou e 120 faleoloa laiti, ma e mafai ai e le au faifaatoaga ona faatau atu a latou fua o laau ma i’a i se nofoaga mama ma puipuia mai le timu.",
                    "“O se aso sili lenei mo tagata Savaii. E le toe faatau atu a tatou oloa i lalo o laau,” o le saunoaga lea a se tasi o matai o Salelologa.",
                    "Na faatupeina le galuega e le Malo o Samoa ma se foai mai le Malo o Iapani.",
                    "O le a tatala le maketi i aso uma vagana ai le Aso Sa.",
                ],
                "archive-cp1252-samoan-no-diacritics",
                section="Samoa",
                archive=True,
                ld="none",
                lang="sm",
                byline_text="Tusia e Ioane Lemalu",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def stamp(self, doc: Doc) -> str:
        lang = doc.extra.get("lang", "en")
        if doc.extra.get("archive"):
            return old_stamp(doc.stamp)
        return {"sm": sm_stamp, "to": to_stamp}.get(lang, en_stamp)(doc.stamp)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "News from Samoa, Tonga and the Pacific in Samoan, Tongan and English.")}" />',
            f'<meta property="og:title" content="{esc(doc.title)}" />',
            f'<meta property="og:url" content="{esc(url)}" />',
            f'<meta property="og:site_name" content="{NAME}" />',
            f'<meta property="og:type" content="{"article" if doc.is_article or doc.kind == "gallery" else "website"}" />',
        ]
        if doc.extra.get("lang") in ("sm", "to"):
            out.insert(0, f'<meta http-equiv="content-language" content="{doc.extra["lang"]}" />')
        if doc.kind == "gallery":
            out.append(f'<meta property="og:image" content="{ORIGIN}/photos/gallery/77/1.jpg" />')
            out.append(
                f'<meta property="article:published_time" content="{to_utc(doc.extra["stamp"], 13, "%Y-%m-%dT%H:%M:%S+00:00")}" />'
            )
        if not doc.is_article:
            return "\n".join(out)
        sid = IDS[doc.key]
        out.append(f'<meta property="og:image" content="{ORIGIN}/photos/2026/12/{sid}_1.jpg" />')
        mode = doc.extra["ld"]
        if mode == "none":
            return "\n".join(out)
        if mode == "utc-z":
            pub = doc.iso
            mod = to_utc(doc.extra["updated"], 13)
        else:
            pub = doc.iso
            mod = doc.iso
        authors = [{"@type": "Person", "name": a.replace("ʻ", "'")} for a in doc.authors]
        ld = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": url,
            "headline": doc.title,
            "image": [f"{ORIGIN}/photos/2026/12/{sid}_1.jpg"],
            "datePublished": pub,
            "dateModified": mod,
            "author": authors[0] if len(authors) == 1 else authors,
            "publisher": {
                "@type": "Organization",
                "name": NAME,
                "logo": {"@type": "ImageObject", "url": f"{ORIGIN}/images/logo.gif"},
            },
            "description": self.lede(doc),
        }
        out.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        if doc.extra.get("archive"):
            return self.archive_frame(doc, main)
        menu = "".join(
            f"<li>{self.a(k, t, 'nav')}</li>"
            for k, t in (
                ("home", "Home / Amataga"),
                ("samoa", "Samoa"),
                ("https://www.matagipasifika.test/section.php?s=tonga", "Tonga"),
                ("https://www.matagipasifika.test/section.php?s=pacific", "Pacific"),
                ("https://www.matagipasifika.test/section.php?s=sports", "Sports / Taaloga"),
                ("deaths", "Faamanatu"),
                ("gallery", "Photos"),
                ("radio", "Radio 89.1"),
                ("archive_index", "Archive"),
            )
        )
        most = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ["cyclone", "obit", "rugby", "tonga", "fono"]
        )
        return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>{NAME} :: {esc(doc.title)}</title>
<meta name="keywords" content="Samoa, Tonga, Pacific, news, tala fou, ongoongo" />
{self.head(doc)}
<link rel="stylesheet" href="css/style.css?v=20190304" type="text/css" />
<link rel="shortcut icon" href="favicon.ico" />
<style type="text/css">/*PAD*/</style>
<script type="text/javascript" src="js/jquery-1.12.4.min.js"></script>
<script type="text/javascript">function fs(d){{var t=document.getElementById('storytext');if(!t)return;var s=parseInt(t.style.fontSize||13)+d;t.style.fontSize=s+'px';}}</script>
</head>
<body>
<div id="wrapper">
<div id="topbar">Aso Sā, 6 Tesema 2026 | Apia 29°C | Nukuʻalofa 27°C | <a href="weather.php">Weather</a> | <a href="login.php">Login</a> | <a href="rss.php">RSS</a></div>
<div id="header"><a href="./"><img src="images/logo.gif" alt="{NAME}" width="300" height="80" /></a><div class="banner468"><a href="adclick.php?id=44" target="_blank"><img src="banners/digicel-468x60.gif" alt="Advertisement" width="468" height="60" /></a></div></div>
<ul id="menu">{menu}</ul>
<div id="content">
<div id="leftcol">
{main}
</div>
<div id="rightcol">
<div class="box"><h3>Most read / Sili ona faitauina</h3><ol>{most}</ol></div>
<div class="box radio"><h3>On air now</h3><p>Tala fou o le taeao with Malia Leota. {self.a("radio", "Full schedule", "aside")}</p><p><a href="listen.php">Listen live</a></p></div>
<div class="box"><h3>Topics</h3><p>{self.a("tag", "Cyclone", "aside")} · {self.a("search", "Kava prices", "aside")} · <a href="topic.php?t=fono">Fono</a></p></div>
<div class="box ad"><a href="adclick.php?id=51" target="_blank"><img src="banners/bsp-300x250.gif" alt="Advertisement" width="300" height="250" /></a></div>
<div class="box"><h3>Currency</h3><p>WST 1 = USD 0.36 · TOP 1 = USD 0.42 · NZD 1 = WST 1.62</p></div>
</div>
</div>
<div id="footer">Copyright &copy; 2026 {NAME} Media Ltd, Apia, Samoa. All rights reserved. | <a href="about.php">About us</a> | <a href="advertise.php">Advertise</a> | <a href="contact.php">Contact</a> | {self.a("author", "Our reporters", "footer")}<br />Powered by MPCMS v2.3</div>
</div>
<div id="cookie_notice">This site uses cookies for statistics. <a href="javascript:void(0)" onclick="document.getElementById('cookie_notice').style.display='none'">OK</a></div>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); _gaq.push(['_trackPageview']);</script>
</body>
</html>"""

    def archive_frame(self, doc: Doc, main: str) -> str:
        left = "<br />\n".join(
            self.a(k, t, "nav")
            for k, t in (
                ("home", "Home"),
                ("samoa", "Samoa News"),
                ("https://www.matagipasifika.test/section.php?s=tonga", "Tonga News"),
                ("archive_index", "Archive Index"),
                ("deaths", "Death Notices"),
            )
        )
        return f"""<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>{NAME} - {esc(doc.title)}</title>
<link rel="stylesheet" href="../css/old.css" type="text/css">
<style type="text/css">/*PAD*/</style>
</head>
<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2"><img src="../images/oldlogo.gif" width="780" height="90" alt="{NAME} - Samoa's news"></td></tr>
<tr><td colspan="2" class="topnav">Archive - Faamaumauga | <a href="../search.php">Search</a></td></tr>
<tr>
<td width="160" valign="top" class="leftnav">
{left}
<br /><br /><img src="../banners/old-120x240.gif" width="120" height="240" alt="">
</td>
<td valign="top" class="main">
{main}
</td>
</tr>
<tr><td colspan="2" class="footer">&copy; {NAME} Ltd. Stories in the archive are provided as published and are not updated.</td></tr>
</table>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        lang = doc.extra.get("lang", "en")
        if doc.extra.get("credit"):
            return f'<div class="story_byline">Līpooti: {esc(doc.extra["credit"])}</div>'
        if doc.extra.get("byline_text"):
            if doc.key == "cyclone":
                text = esc(doc.extra["byline_text"]).replace("Malia Leota", self.a("author", "Malia Leota", "byline"))
                return f'<div class="story_byline">{text}</div>'
            return f'<div class="story_byline">{esc(doc.extra["byline_text"])}</div>'
        pre = {"sm": "Na saunia e", "to": "Līpooti ʻa"}.get(lang, "By")
        a = doc.authors[0]
        link = (
            self.a("author", a, "byline")
            if a == "Malia Leota"
            else f'<a href="reporter.php?id={REPORTERS.get(a, 1)}">{esc(a)}</a>'
        )
        return f'<div class="story_byline">{pre} {link}</div>'

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("archive"):
            paras = "<br /><br />\n".join(self.inline(b[1]) for b in doc.blocks if b[0] == "p")
            return f"""<font class="headline"><b>{esc(doc.title)}</b></font><br>
<font class="byline">{esc(doc.extra.get("byline_text") or "By " + doc.authors[0])}</font><br>
<font class="date">{old_stamp(doc.stamp)}</font><br><br>
<div class="storytext">
{paras}
</div>
<br><br><a href="javascript:history.back()">&laquo; Back</a> | {self.a("archive_index", "Archive index", "related")}"""
        sid = IDS[doc.key]
        updated = ""
        if doc.extra.get("updated"):
            updated = f'<div class="story_updated">Updated: {en_stamp(doc.extra["updated"])}</div>'
        tags = ", ".join(
            self.a("tag", t, "tag") if t == "cyclone" else f'<a href="topic.php?t={quote(t)}">{esc(t)}</a>'
            for t in doc.extra.get("tags", [])
        )
        rel_keys = [k for k in ARTS if k != doc.key][:3]
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in rel_keys)
        if doc.extra.get("dead_related"):
            rel += f"<li>{self.a('notfound', 'Ua faailoa e le Palemene le tulafono fou o fanua', 'related')}</li>"
        caption = {"sm": "Ata: Matagi Pasifika", "to": "Tā: Matagi Pasifika"}.get(
            doc.extra.get("lang", "en"), "Photo: Matagi Pasifika"
        )
        comments = ""
        if doc.key in ("cyclone", "obit"):
            people = (
                [
                    ("Tavita S.", "Stay safe everyone in Vavaʻu. Praying for you."),
                    ("Lupe from Auckland", "Thank you for the update. Our family in Neiafu is getting ready."),
                ]
                if doc.key == "cyclone"
                else [
                    ("Fa’amoana", "Rest in peace Faleolo. He taught my father to sail."),
                    ("Sefo T.", "A true gentleman of Apia harbour. Alofa atu to the family."),
                ]
            )
            comments = "".join(f'<div class="comment"><b>{esc(n)}</b> wrote:<p>{esc(c)}</p></div>' for n, c in people)
            comments = f'<div class="comments"><h3>Comments ({len(people)})</h3>{comments}<form action="comment.php" method="post"><input type="hidden" name="id" value="{sid}" /><textarea name="c"></textarea><input type="submit" value="Post comment" /></form></div>'
        breadcrumb = (
            self.a("samoa", doc.section, "breadcrumb")
            if doc.section == "Samoa"
            else f'<a href="section.php?s={doc.section.lower()}">{esc(doc.section)}</a>'
        )
        return f"""<div class="story">
<div class="breadcrumb">{self.a("home", "Home", "breadcrumb")} &raquo; {breadcrumb}</div>
<h1 class="story_headline">{esc(doc.title)}</h1>
{self.byline(doc)}
<div class="story_date">{self.stamp(doc)}</div>
{updated}
<div class="story_tools"><a href="print.php?id={sid}">Print</a> | <a href="email.php?id={sid}">Email</a> | Font: <a href="#" onclick="fs(1);return false;">A+</a> <a href="#" onclick="fs(-1);return false;">A-</a></div>
<div class="story_image"><img src="photos/2026/12/{sid}_1.jpg" width="450" alt="" /><div class="caption">{caption}</div></div>
<div class="storytext" id="storytext">
{self.blocks(doc)}
</div>
<div class="story_tags">Tags: {tags}</div>
<div class="related"><h3>Related stories / Tala fesootai</h3><ul>{rel}</ul></div>
{comments}
</div>"""

    def item(self, k: str) -> str:
        d = self.docs[k]
        if d.kind == "gallery":
            return f'<div class="item"><h2>{self.a(k, d.title, "content")}</h2><div class="item_date">{en_stamp(d.extra["stamp"])}</div><p>Six photos from Friday night on Beach Road.</p></div>'
        if d.extra.get("archive"):
            return f'<tr><td class="date">{old_stamp(d.stamp).split()[0]}</td><td>{self.a(k, d.title, "content")}</td></tr>'
        return f'<div class="item"><img src="photos/2026/12/{IDS[k]}_t.jpg" width="100" height="75" alt="" class="thumb" /><h2>{self.a(k, d.title, "content")}</h2><div class="item_date">{self.stamp(d)}</div><p>{esc(self.lede(d))}</p></div>'

    def listing_main(self, doc: Doc) -> str:
        if doc.key == "archive_index":
            rows = "\n".join(self.item(k) for k in doc.extra["list"])
            years = " | ".join(f'<a href="index.php?y={y}">{y}</a>' for y in range(2009, 2013))
            return f"""<font class="headline"><b>{esc(doc.title)}</b></font><br><br>
Browse by year: {years}<br><br>
<table width="100%" border="0" cellpadding="3" class="archive">
<tr><th>Date</th><th>Story</th></tr>
{rows}
</table>
<br>Stories before 2009 are available from the office in Apia on request."""
        items = "\n".join(self.item(k) for k in doc.extra["list"])
        if doc.kind == "author":
            head = f'<div class="reporter"><img src="photos/reporters/7.jpg" width="90" height="110" alt="" /><h1>{esc(doc.title)}</h1><p>{esc(doc.extra["bio"])}</p></div><h2 class="sub">Latest stories</h2>'
        elif doc.kind == "search":
            head = f'<h1>{esc(doc.title)}</h1><form action="search.php" method="get"><input type="text" name="q" value="kava" /><input type="submit" value="Search / Suʻe" /></form><p>{len(doc.extra["list"])} results</p>'
        elif doc.kind == "home":
            head = f'<h1 class="hidden">{NAME}</h1><div class="breaking">BREAKING: {self.a("cyclone", "Cyclone watch for Vavaʻu and Haʻapai", "content")}</div>'
        else:
            head = f"<h1>{esc(doc.title)}</h1>"
        pager = ""
        if doc.key == "samoa":
            pager = f'<div class="pager">Page 1 | {self.a("samoa2", "2", "pagination")} | <a href="section.php?s=samoa&amp;p=3">3</a> | {self.a("samoa2", "Next »", "pagination")}</div>'
        elif doc.key == "samoa2":
            pager = f'<div class="pager">{self.a("samoa", "« Prev", "pagination")} | {self.a("samoa", "1", "pagination")} | Page 2 | <a href="section.php?s=samoa&amp;p=3">3</a></div>'
        elif doc.key == "home":
            pager = f'<div class="more">{self.a("samoa", "More Samoa news", "content")} · {self.a("deaths", "Death notices / Faamanatu", "content")} · {self.a("archive_index", "From the archive", "content")}</div>'
        return f'<div class="listing">\n{head}\n{items}\n{pager}\n</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "not-found":
            latest = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["cyclone", "rugby", "tonga"]
            )
            return f'<div class="story"><h1 class="story_headline">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n<h3>Latest stories</h3><ul>{latest}</ul><p>{self.a("home", "Back to the front page", "content")}</p></div>'
        if doc.kind == "gallery":
            figs = "\n".join(
                f'<div class="gallery_thumb"><a href="photos/gallery/77/{i}_big.jpg"><img src="photos/gallery/77/{i}.jpg" width="460" height="300" alt="{esc(b[1])}" /></a><div class="caption">{esc(b[2])}</div></div>'
                for i, b in enumerate(doc.blocks, 1)
            )
            return f'<div class="gallery"><h1 class="story_headline">{esc(doc.title)}</h1><div class="story_byline">{esc(doc.extra["credit"])}</div><div class="story_date">{en_stamp(doc.extra["stamp"])}</div>\n{figs}\n<p class="more">See also: {self.a("samoa", "Samoa news", "content")}</p></div>'
        extra = ""
        if doc.kind == "obituaries":
            extra = f'<p class="more">Read: {self.a("obit", "Faleolo Tavita Aiono, Apia’s longest-serving harbourmaster, dies at 91", "content")}</p>'
        return f'<div class="page"><h1 class="story_headline">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n{extra}</div>'
