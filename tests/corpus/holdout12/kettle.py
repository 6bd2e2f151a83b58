# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Kettle River Public Media: a US public-radio station site (audio players, transcripts, show pages, a program
schedule), dated /news/YYYY-MM-DD/slug URLs, a lying head (NewsArticle on every page)."""

from __future__ import annotations

from common import blocks_html, lying_head, parse
from sitekit import Doc, Site, css_rules, esc

DONATE_BTN = 'class="Button Button-donate"'
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def us_stamp(iso: str) -> str:
    y, m, d = iso[:10].split("-")
    h, mi = int(iso[11:13]), iso[14:16]
    return f"Published {MONTHS[int(m) - 1]} {int(d)}, {y} at {h % 12 or 12}:{mi} {'AM' if h < 12 else 'PM'} CST"


class Kettle(Site):
    origin = "https://www.kettleriver.test"
    name = "Kettle River Public Media"
    prefix = "kr"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "kr",
            [
                ".SiteHeader",
                ".ListenLive",
                ".StoryPage",
                ".AudioPlayer",
                ".Transcript",
                ".PromoCard",
                ".ShowPage",
                ".Schedule",
                ".SiteFooter",
            ],
            240,
        )

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "Kettle River Public Media: News, Music and Conversation", shape="station-home"))
        add(
            Doc(
                "news",
                "/news",
                "section",
                "Local News",
                shape="section-front",
                extra={"list": ["ferry", "clinic", "snow", "council", "grain"]},
            )
        )
        add(
            Doc(
                "show",
                "/show/the-valley-hour",
                "show",
                "The Valley Hour",
                shape="show-page-episode-list",
                extra={"text": SHOW, "list": ["interview", "ferry"]},
            )
        )
        add(
            Doc(
                "schedule",
                "/schedule",
                "schedule",
                "Program Schedule",
                shape="radio-schedule-table",
                extra={"text": SCHEDULE},
            )
        )
        add(
            Doc(
                "person",
                "/people/ruth-okafor",
                "author",
                "Ruth Okafor",
                shape="staff-bio-page",
                extra={"text": BIO, "list": ["ferry", "interview"]},
            )
        )
        add(
            Doc(
                "events",
                "/community/events",
                "events",
                "Community Calendar",
                shape="events-calendar",
                extra={"text": EVENTS},
            )
        )
        add(
            Doc(
                "donate",
                "/support",
                "donate",
                "Support Kettle River Public Media",
                shape="donate-page",
                extra={"text": DONATE},
            )
        )
        add(
            Doc(
                "note",
                "/about/a-note-from-our-news-director",
                "about",
                "A note from our news director about our new local newsroom",
                shape="signed-note-about-station",
                extra={"text": NOTE},
            )
        )
        add(Doc("podcasts", "/podcasts", "podcasts", "Podcasts", shape="podcast-hub", extra={"text": PODCASTS}))
        add(
            Doc(
                "privacy",
                "/about/privacy-policy",
                "policy",
                "Privacy Policy",
                shape="privacy-last-updated",
                extra={"text": PRIVACY},
            )
        )
        for key, date_path, slug, title, authors, credit, iso, shape, lines, extra in STORIES:
            add(
                Doc(
                    key,
                    f"/news/{date_path}/{slug}",
                    "article",
                    title,
                    is_article=True,
                    authors=authors,
                    byline=credit,
                    date=iso[:10],
                    iso=None if extra.get("url_date") else iso,
                    stamp="" if extra.get("url_date") else us_stamp(iso),
                    section="Local News",
                    blocks=parse(lines),
                    shape=shape,
                    extra=extra,
                )
            )

    def header(self) -> str:
        nav = [
            ("news", "News"),
            ("show", "The Valley Hour"),
            ("podcasts", "Podcasts"),
            ("schedule", "Schedule"),
            ("events", "Community Calendar"),
            ("/music", "Music"),
            ("note", "About"),
        ]
        links = "".join(f'<li class="NavigationItem">{self.a(k, t, "chrome:nav")}</li>' for k, t in nav)
        return (
            f'<header class="SiteHeader"><div class="SiteHeader-logo">{self.a("home", "Kettle River Public Media", "chrome:header")}</div>'
            f'<div class="ListenLive"><button class="AudioPlayer-play" data-stream="https://stream.kettleriver.test/kbrv.mp3">Listen Live</button> <span>KBRV 90.3 FM · Now: The Valley Hour</span></div>'
            f"{self.a('donate', 'Donate', 'chrome:header', DONATE_BTN)}"
            f'<nav class="SiteHeader-navigation"><ul>{links}</ul></nav></header>'
        )

    def footer(self) -> str:
        links = " ".join(
            f"<li>{self.a(k, t, 'chrome:footer')}</li>"
            for k, t in (
                ("note", "About Us"),
                ("/about/contact", "Contact"),
                ("/about/careers", "Careers"),
                ("privacy", "Privacy Policy"),
                ("/about/fcc-public-file", "FCC Public File"),
                ("donate", "Become a Sustaining Member"),
                ("person", "Newsroom Staff"),
            )
        )
        return f'<footer class="SiteFooter"><ul>{links}</ul><p>Kettle River Public Media is a listener-supported service of a fictional community college foundation. KBRV 90.3 FM · KBRW 88.9 FM.</p></footer>'

    def card(self, key: str, zone: str = "content") -> str:
        d = self.docs[key]
        audio = '<span class="PromoCard-audio">▶ Listen · 4:12</span>' if d.extra.get("audio") else ""
        dek = f'<p class="PromoCard-description">{esc(d.extra["dek"])}</p>' if d.extra.get("dek") else ""
        return f'<div class="PromoCard"><h3 class="PromoCard-title">{self.a(key, d.title, zone)}</h3>{dek}{audio}</div>'

    def byline(self, doc: Doc) -> str:
        text = esc(doc.byline)
        if "Ruth Okafor" in doc.byline:
            text = text.replace("Ruth Okafor", self.a("person", "Ruth Okafor", "byline"))
        return f'<div class="StoryPage-byline">{text}</div>' if doc.byline else ""

    def story(self, doc: Doc) -> str:
        audio = ""
        if doc.extra.get("audio"):
            audio = f'<div class="AudioPlayer" data-src="/audio/{doc.key}.mp3"><button>Listen</button><span class="AudioPlayer-duration">{doc.extra["audio"]}</span></div>'
        stamp = f'<div class="StoryPage-date">{esc(doc.stamp)}</div>' if doc.stamp else ""
        dek = f'<p class="StoryPage-dek">{esc(doc.extra["dek"])}</p>' if doc.extra.get("dek") else ""
        body = blocks_html(self, doc.blocks)
        if doc.extra.get("transcript"):
            n = doc.extra.get("web", 0)
            body = f'<div class="RichTextBody">{blocks_html(self, doc.blocks[:n])}</div>' if n else ""
            body += f'<div class="Transcript"><h2 class="Transcript-heading">Transcript</h2>{blocks_html(self, doc.blocks[n:])}</div>'
        else:
            body = f'<div class="RichTextBody">{body}</div>'
        more = "".join(self.card(k, "chrome:related") for k in ("snow", "council", "buses") if k != doc.key)
        return (
            f'<article class="StoryPage"><div class="StoryPage-section">{self.a("news", "Local News", "chrome:breadcrumb")}</div>'
            f'<h1 class="StoryPage-headline">{esc(doc.title)}</h1>{dek}{self.byline(doc)}{stamp}{audio}{body}'
            f'<div class="StoryPage-support">Local journalism is made possible by listeners like you. {self.a("donate", "Give now", "content")}.</div></article>'
            f'<aside class="StoryPage-more"><h3>More Local News</h3>{more}</aside>'
        )

    def main(self, doc: Doc) -> str:
        if doc.is_article:
            return self.story(doc)
        out = [f'<h1 class="PageHeading">{esc(doc.title)}</h1>']
        if doc.kind == "home":
            out.append(
                '<section class="PageList-items">'
                + "".join(self.card(k) for k in ("ferry", "clinic", "interview", "snow", "grain"))
                + "</section>"
            )
            out.append(
                f'<section class="PromoCard">{self.a("show", "The Valley Hour: weekdays at noon", "content")} · {self.a("events", "What is happening this weekend", "content")}</section>'
            )
        if doc.extra.get("text"):
            out.append(blocks_html(self, parse(doc.extra["text"])))
        out.append("".join(self.card(k) for k in doc.extra.get("list", [])))
        return "".join(out)

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        head = lying_head(self, doc, "NewsArticle", "2024-08-19T00:00:00-05:00", self.name)
        return (
            f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="UTF-8"><title>{esc(doc.title)} | Kettle River Public Media</title>\n{head}\n<style>/*PAD*/</style></head>\n'
            f'<body class="Page Page-{doc.kind}">{self.header()}<main class="Page-main">{self.main(doc)}</main>{self.footer()}</body></html>\n'
        )


SHOW = [
    "The Valley Hour is our daily conversation about life along the Kettle River, hosted by Ruth Okafor. Weekdays at noon on KBRV 90.3 FM, rebroadcast at 7 p.m.",
    "Have a question for a guest? Call 555-0130 during the show or email valleyhour@kettleriver.test.",
    "## Recent segments",
]
SCHEDULE = [
    "All times Central. Schedule for weekdays.",
    "- 5:00 AM: Morning news from the national network",
    "- 9:00 AM: Classical music with Dale Pruitt",
    "- 12:00 PM: The Valley Hour",
    "- 1:00 PM: Afternoon news magazine",
    "- 7:00 PM: The Valley Hour (rebroadcast)",
    "- 8:00 PM: Jazz After Dark",
    "- 12:00 AM: Overnight classical",
]
BIO = [
    "Ruth Okafor hosts The Valley Hour and reports on transportation and rural life. Before joining the station in 2021 she produced agricultural reports for a regional network.",
    "She grew up on a dairy farm near Lisle Falls and still keeps bees. Reach her at rokafor@kettleriver.test.",
    "## Recent stories",
]
EVENTS = [
    "Submit your nonprofit's event at least two weeks in advance. Listings are free.",
    "- Saturday, Dec. 5: Holiday craft fair, Lisle Falls Armory, 9 a.m. to 3 p.m.",
    "- Saturday, Dec. 5: Winter bird count orientation, River Bend Nature Center, 10 a.m.",
    "- Sunday, Dec. 6: Community choir concert, First Lutheran Church, 4 p.m.",
    "- Tuesday, Dec. 8: Library board open house, Kettle City Public Library, 6 p.m.",
]
DONATE = [
    "Your gift keeps local news and music on the air. Give monthly as a sustaining member, or make a one-time gift.",
    "- $10 a month: a station tote bag",
    "- $20 a month: The Valley Hour mug and the tote",
    "- $60 one time: a digital thank-you card",
    "Kettle River Public Media is a 501(c)(3) organization; gifts are tax-deductible as allowed by law.",
]
NOTE = [
    "For forty years this station has brought you music and national news. This winter we are adding something we have not had before: a full local newsroom of five reporters.",
    "They will cover county government, schools, farming and the river. Every story will be on the air and here on our website, free to read.",
    "We will make mistakes, and when we do we will correct them at the bottom of the story. Tell us what we should be covering.",
    "SIGN: Marcus Hale, News Director",
]
PODCASTS = [
    "Listen to our shows wherever you get your podcasts.",
    "- The Valley Hour, daily",
    "- River Stories, an oral-history series, monthly",
    "- Kettle County Ballot, our election podcast, seasonal",
]
PRIVACY = [
    "Last updated: August 19, 2024",
    "This policy explains what information Kettle River Public Media collects when you visit our website, stream our stations or donate.",
    "## Information we collect",
    "Donors give us their name, address and payment details. Our streaming service records anonymous listening sessions.",
    "## How we use it",
    "We use donor information to process gifts and send thank-you gifts. We do not sell it; we may exchange mailing lists with other public media organizations unless you opt out.",
]

STORIES = [
    (
        "ferry",
        "2026-12-02",
        "lisle-falls-ferry-to-stop-running-for-winter-early",
        "Lisle Falls ferry will stop running two weeks early this winter",
        ["Ruth Okafor"],
        "Ruth Okafor",
        "2026-12-02T06:04:00-06:00",
        "audio-story-with-transcript",
        [
            "The county says a worn cable cannot be replaced until spring, so the Lisle Falls ferry will make its last crossing of the season on Friday.",
            "RUTH OKAFOR, HOST: The little car ferry at Lisle Falls usually runs until the river freezes. This year it is stopping early.",
            "RUTH OKAFOR: County engineer Paul Brandt says the ferry's cable needs replacing, and the part will not arrive until spring.",
            "PAUL BRANDT: We could run it on the old cable for two more weeks, but I am not going to take that chance with people on board.",
            "RUTH OKAFOR: That means a forty-minute detour for farmers on the east bank. Some of them say the county should have ordered the cable last year. For Kettle River Public Media, I'm Ruth Okafor.",
        ],
        {"audio": "3:48", "transcript": True, "dek": "Farmers on the east bank face a 40-minute detour.", "web": 1},
    ),
    (
        "clinic",
        "2026-12-01",
        "rural-clinic-adds-evening-hours",
        "Rural clinic in Birch Prairie adds evening hours after nurse practitioners hired",
        ["Dev Mehta", "Anna Kowalczyk"],
        "Dev Mehta and Anna Kowalczyk",
        "2026-12-01T15:30:00-06:00",
        "two-authors-correction-appended",
        [
            "The Birch Prairie community clinic will stay open until 8 p.m. on Tuesdays and Thursdays starting in January, after hiring two nurse practitioners this fall.",
            'Clinic director Joan Steffen said patients have been driving as far as Kettle City for after-work appointments. "People were choosing between a shift and a checkup," she said.',
            "The clinic serves about 4,000 patients. It is paying for the new hours with a three-year state rural health grant.",
            "Evening visits can be booked by phone starting Dec. 15.",
            "NOTE: Correction: An earlier version of this story misspelled Joan Steffen's last name.",
        ],
        {"dek": "Two new nurse practitioners make later appointments possible."},
    ),
    (
        "snow",
        "2026-12-02",
        "winter-storm-warning-tuesday-night",
        "Winter storm warning for Kettle County Tuesday night",
        [],
        "KRPM Newsroom",
        "2026-12-02T11:15:00-06:00",
        "newsroom-desk-brief",
        [
            "The National Weather Service has issued a winter storm warning for Kettle County from 6 p.m. Tuesday until noon Wednesday, with 6 to 9 inches of snow expected.",
            "Several school districts have already moved Wednesday classes online. Check our community calendar for event cancellations.",
        ],
        {},
    ),
    (
        "interview",
        "2026-11-30",
        "valley-hour-beekeeper-winter",
        "How bees survive a Kettle River winter: a conversation with a beekeeper",
        ["Ruth Okafor"],
        "Ruth Okafor",
        "2026-11-30T12:00:00-06:00",
        "radio-qa-transcript-speaker-labels",
        [
            "RUTH OKAFOR: My guest keeps 40 hives outside Lisle Falls. Lena Vos, welcome to The Valley Hour.",
            "LENA VOS: Thanks for having me, Ruth.",
            "RUTH OKAFOR: What does a hive actually do in January?",
            "LENA VOS: They form a cluster around the queen and shiver to make heat. The middle of that ball stays around 90 degrees even when it's 20 below outside.",
            "RUTH OKAFOR: And what is your job as a beekeeper in winter?",
            "LENA VOS: Mostly to leave them alone. I wrap the hives, make sure they have enough honey, and I resist the urge to open the lid.",
        ],
        {"audio": "14:32", "transcript": True, "dek": "Lena Vos keeps 40 hives outside Lisle Falls."},
    ),
    (
        "council",
        "2026-11-30",
        "kettle-city-council-approves-budget",
        "Kettle City council approves budget with library cuts reversed",
        ["Anna Kowalczyk"],
        "Anna Kowalczyk",
        "2026-11-30T21:45:00-06:00",
        "date-only-in-url",
        [
            "The Kettle City council approved a $41 million budget Monday night, after restoring $180,000 for the public library that had been cut in the mayor's first draft.",
            "More than 60 residents spoke during a public hearing that lasted nearly three hours, most of them asking the council to keep the library open on Sundays.",
            "Council member Greta Lind, who proposed the amendment, said the money would come from a delayed parking-ramp repair. The vote was 6-1.",
            "The budget raises the city's property tax levy by 3.9 percent. For a typical home that works out to about $48 a year. The council also approved the [[grain|grain elevator rezoning]] on first reading.",
            'Mayor Tom Riedel, who had proposed the library cut, said he could live with the change. "The council found the money somewhere I had not looked," he said after the vote, adding that the parking ramp would have to be repaired next year at the latest.',
            'The only no vote came from council member Dale Kettner, who said the city was putting off a safety problem. "That ramp has chunks of concrete falling off," he said.',
            "Library director Maya Soto thanked residents who spoke. Sunday hours had been the busiest of the week since the library started opening on Sundays in 2023, she said, with families and students filling the study rooms.",
        ],
        {"url_date": True},
    ),
    (
        "grain",
        "2026-11-27",
        "grain-elevator-site-rezoned-for-housing",
        "Old grain elevator site could become 90 apartments",
        ["Dev Mehta"],
        "Dev Mehta",
        "2026-11-27T09:00:00-06:00",
        "story-linked-from-home-and-story",
        [
            "A developer wants to turn the empty grain elevator site on River Street into 90 apartments, some of them for seniors.",
            "The elevator closed in 2019. Neighbors have complained about pigeons and trespassers, and a small fire last spring brought the fire department out twice.",
            "The plan keeps the concrete silos as a landmark and adds a riverside walkway open to the public. The planning commission recommended approval with conditions on parking.",
        ],
        {"dek": "The developer would keep the silos as a landmark."},
    ),
    (
        "buses",
        "2026-12-01",
        "school-buses-to-get-gps-tracking",
        "Kettle County school buses will get GPS tracking and an app for parents",
        ["Anna Kowalczyk"],
        "Anna Kowalczyk",
        "2026-12-01T07:20:00-06:00",
        "linked-only-from-chrome-more-rail",
        [
            "Parents in the Kettle County school district will be able to see where their child's bus is on a phone app starting in February.",
            "The school board approved a $62,000 contract for GPS units on all 48 buses. Transportation director Ken Oyelaran said the app should cut down on calls to the bus garage on snowy mornings.",
            "Students will also scan a card when they board, so parents can check that their child got on the bus. Families can opt out of the scanning.",
        ],
        {},
    ),
]
