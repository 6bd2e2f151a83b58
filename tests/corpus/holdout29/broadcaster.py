# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""BBS News: a UK public broadcaster's news site modelled on **BBC News' Next.js pages** (`__NEXT_DATA__`,
styled-components `sc-` classes, `data-component="text-block"` / `headline-block` / `byline-block` /
`image-block` / `subheadline-block` / `links-block`, `data-testid`, `/news/articles/<c-id>`, `/news/videos/<c-id>`,
`/news/live/<c-id>`, `/news/topics/<c-id>`, `/news/uk?page=2`, `/search?q=`), British English, UTF-8. The
`ReportageNewsArticle` JSON-LD names only the organisation as author (the people are in the byline block); times in
UTC (= GMT, the local time in December), printed relative ("3 hours ago") on most stories. One story is a **thin
server-rendered shell**: headline and byline in the HTML, the body only in `__NEXT_DATA__` and in a `<noscript>`
fallback. Video pages with a one-line description are not articles; the live page is."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc, plain

LIVE = [
    (
        "2026-12-04T15:52:10.000Z",
        "15:52",
        "Cardiff Central reopens",
        "Transport for Wales says Cardiff Central station has reopened after the earlier power failure, but trains to the valleys will be delayed until the end of the day.",
        "Anna Holt",
    ),
    (
        "2026-12-04T14:30:44.000Z",
        "14:30",
        "What caused the power cut?",
        "Network Rail says a fault at a substation near Canton depot cut power to the signalling system at about 07:40. Engineers have been working since then to bypass it.",
        "Anna Holt",
    ),
    (
        "2026-12-04T12:05:02.000Z",
        "12:05",
        "'I've been here since eight'",
        "Gareth Pryce, who was trying to get to a job interview in Newport, told us: \u201cI've been sat on this platform since eight. Nobody tells you anything.\u201d",
        "Ben Ellis",
    ),
    (
        "2026-12-04T09:11:30.000Z",
        "09:11",
        "Rail replacement buses",
        "Buses are replacing trains between Cardiff and Bridgend, and between Cardiff and Pontypridd. Journeys will take about an hour longer than usual.",
        "Ben Ellis",
    ),
]

NAV, NAV_HOME = 'data-testid="mainNavigationLink"', 'data-testid="mainNavigationLink" aria-current="page"'
INTERNAL = 'data-testid="internal-link"'


class Broadcaster(Base):
    origin = "https://www.bbs.test"
    name = "BBS News"
    prefix = "bbs"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def sc(self, seed: str) -> str:
        h = zlib.crc32(seed.encode())
        letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        return "sc-" + "".join(letters[(h >> (5 * i)) % 52] for i in range(6)) + "-0"

    def pad_rules(self) -> list[str]:
        return css_rules("bbs", [f".{self.sc(str(i))}" for i in range(14)], 260)

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/news",
                "home",
                "BBS News",
                "nextjs-news-home",
                list=["live", "rail", "shell", "nhs", "explainer", "verify", "village", "video1", "ferry"],
            )
        )
        add(
            page(
                "uk",
                "/news/uk",
                "section",
                "UK",
                "nextjs-section",
                list=["rail", "shell", "nhs", "village", "video2"],
                more="uk2",
            )
        )
        add(
            page(
                "uk2",
                "/news/uk?page=2",
                "section",
                "UK",
                "nextjs-section-page2",
                list=["ferry", "verify", "explainer"],
                prev="uk",
            )
        )
        add(
            page(
                "topic",
                "/news/topics/c2x8q4vwe1lt",
                "tag",
                "Rail travel",
                "nextjs-topic",
                list=["live", "rail", "explainer", "video1"],
            )
        )
        add(
            page(
                "search",
                "/search?q=cardiff+trains",
                "search",
                "Search",
                "nextjs-search",
                list=["live", "rail", "video1"],
            )
        )
        add(
            page(
                "video1",
                "/news/videos/c3d8w1zq5vno",
                "video",
                "Watch: Passengers stranded as Cardiff Central closes",
                "nextjs-video-one-line",
                story_template=True,
                desc="Passengers were left waiting outside Cardiff Central after a power failure stopped all trains on Friday morning.",
                iso="2026-12-04T09:40:00.000Z",
                dur="0:46",
            )
        )
        add(
            page(
                "video2",
                "/news/videos/cx71lk9z0e2o",
                "video",
                "Drone footage shows flooded fields along the Severn",
                "nextjs-video-one-line",
                story_template=True,
                desc="Drone footage shows the extent of flooding near Tewkesbury after days of heavy rain.",
                iso="2026-12-03T16:05:00.000Z",
                dur="1:12",
            )
        )
        add(
            page(
                "about",
                "/aboutthebbs",
                "about",
                "About the BBS",
                "nextjs-static",
                [
                    "The British Broadcasting Service is the UK’s public service broadcaster. It is established by a Royal Charter and funded mainly by the licence fee paid by UK households.",
                    "Our mission is to act in the public interest, serving all audiences through the provision of impartial, high-quality and distinctive output and services which inform, educate and entertain.",
                    "## Editorial guidelines",
                    "Our editorial guidelines set out the values and standards that all BBS content must meet, including accuracy, impartiality and fairness.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/usingthebbs/privacy",
                "policy",
                "BBS Privacy and Cookies Policy",
                "nextjs-static",
                [
                    "This policy was updated on 14 October 2026.",
                    "The BBS is committed to protecting your personal information. This policy explains what information we collect when you use our services, why we collect it and how we use it.",
                    "## What information do we collect?",
                    "When you register for a BBS account we collect your email address, your date of birth and the first half of your postcode. We also collect information about how you use our websites and apps.",
                    "## Cookies",
                    "We use cookies to make our services work and, if you agree, to personalise what you see and to measure audiences. You can change your cookie settings at any time.",
                ],
            )
        )
        add(
            page(
                "newsletters",
                "/news/newsletters",
                "subscribe",
                "BBS News newsletters",
                "nextjs-static",
                [
                    "## The Essential List",
                    "The stories you need to know about, sent every weekday morning and evening.",
                    "## In Wales",
                    "The week’s most important news from across Wales, every Friday.",
                    "You need a BBS account to sign up. It’s free and takes a minute.",
                ],
            )
        )
        add(
            story(
                "live",
                "/news/live/c9x2vm7p4r1o",
                "Cardiff trains: Live updates as power failure halts services",
                "2026-12-04",
                "2026-12-04T09:11:30.000Z",
                "",
                ["Anna Holt", "Ben Ellis"],
                [line for _iso, _t, h, txt, _who in LIVE for line in (f"## {h}", txt)],
                "live-page-posts",
                section="Wales",
                editor="Chris Moss",
            )
        )
        add(
            story(
                "rail",
                "/news/articles/c4g7x9e2k1mo",
                "Cardiff Central: Power failure stops all trains at Wales’ busiest station",
                "2026-12-04",
                "2026-12-04T08:52:00.000Z",
                "4 December 2026",
                ["Rhys Morgan"],
                [
                    "All trains in and out of Cardiff Central have been cancelled after a power failure at Wales’ busiest railway station.",
                    "Thousands of commuters were stranded on Friday morning, with Transport for Wales telling passengers not to travel.",
                    "FIG: Passengers outside Cardiff Central | Passengers waited outside the station as staff closed the doors",
                    "Network Rail said a fault at a substation had cut power to the signalling system shortly before 07:45 GMT.",
                    "“We understand how frustrating this is and we’re doing everything we can to get trains running again,” a spokesperson said.",
                    "## Buses replacing trains",
                    "Rail replacement buses are running to Bridgend, Pontypridd and Newport, but passengers have been told to expect long queues.",
                    "Great Western Railway services to London are starting and ending at Newport.",
                ],
                "story-byline-role-relative-time",
                section="Wales",
                role="Transport correspondent, BBS Wales",
                relative="7 hours ago",
            )
        )
        add(
            story(
                "shell",
                "/news/articles/c8k2rz5wy03o",
                "Teachers in Wales vote to accept pay offer",
                "2026-12-04",
                "2026-12-04T11:20:00.000Z",
                "4 December 2026",
                ["Elin Davies"],
                [
                    "Teachers in Wales have voted to accept a 4.3% pay rise, ending the threat of strike action in schools in the new year.",
                    "Members of the National Education Union Cymru backed the offer by 71%, on a turnout of 58%.",
                    "The deal also includes a cut in the number of hours teachers must spend on cover lessons.",
                    "Education Secretary Huw Beddoe said he was “pleased that teachers have recognised this is a fair offer in difficult times.”",
                    "The union said the vote was “not the end of the campaign” to restore pay to 2010 levels.",
                ],
                "thin-shell-body-in-next-data",
                section="Wales",
                role="Education correspondent",
                relative="4 hours ago",
                shell=True,
            )
        )
        add(
            story(
                "nhs",
                "/news/articles/c0vn3x8k7z2o",
                "Hospital waiting lists in England fall for third month",
                "2026-12-04",
                "2026-12-04T12:00:00.000Z",
                "4 December 2026",
                ["Nick Tremayne", "Laura Okoye"],
                [
                    "The number of people waiting for planned hospital treatment in England has fallen for the third month in a row, according to NHS figures.",
                    "The waiting list stood at 7.21 million in October, down from 7.26 million in September.",
                    "But the figures also show that 2,140 patients waited more than 12 hours in A&E departments last month after a decision to admit them.",
                    "## What do the figures show?",
                    "- Cancer: 71.3% of patients started treatment within 62 days, against a target of 85%",
                    "- Ambulances: the average response to heart attacks and strokes was 37 minutes",
                    "- A&E: 73.8% of patients were seen within four hours",
                    "The Health Secretary said the NHS was “turning the corner”, but the Royal College of Emergency Medicine said the winter would be “extremely difficult”.",
                ],
                "story-two-contributor-blocks",
                section="Health",
                role="Health correspondent",
                role2="Data journalist",
                relative="3 hours ago",
            )
        )
        add(
            story(
                "village",
                "/news/articles/cjl0mpq4xr8o",
                "Village shop saved after residents raise £180,000",
                "2026-12-03",
                "2026-12-03T17:44:00.000Z",
                "3 December 2026",
                [],
                [
                    "Residents of a Shropshire village have bought their shop and post office after raising £180,000 in six weeks.",
                    "The shop in Clun was due to close at the end of the year when its owners retired.",
                    "More than 400 people bought shares in the new community business, with some investing as little as £10.",
                    "“The shop is the heart of the village,” said Margaret Lowe, who chairs the new society. “Without it, people would have to drive 20 minutes for a pint of milk.”",
                ],
                "story-no-byline",
                section="Shropshire",
                relative="1 day ago",
            )
        )
        add(
            story(
                "ferry",
                "/news/articles/c5r9yz1dk4wo",
                "Isle of Wight ferry passengers stuck at sea for five hours",
                "2026-12-02",
                "2026-12-02T21:10:00.000Z",
                "2 December 2026",
                ["Sophie Nair"],
                [
                    "About 300 passengers were stuck on a ferry in the Solent for five hours after it lost power shortly after leaving Portsmouth.",
                    'RAW:<div data-component="video-block" class="video-block"><figure><div data-testid="media-player" class="media-player"><button aria-label="Play video, Watch: Passengers describe five hours on the ferry, Duration 0:58">Play</button></div><figcaption><span class="visually-hidden">Media caption, </span>Watch: Passengers describe five hours on the ferry</figcaption></figure></div>',
                    "The Solent Isle ferry was towed back to port by two tugs and arrived shortly before 02:00 GMT.",
                    "Passenger Tom Hurst said there was no heating or food. “People were wrapped in coats. Kids were crying. It was miserable,” he said.",
                    "The operator, Wightlink Solent, apologised and said all passengers would get a full refund.",
                ],
                "story-video-block-inside",
                section="Hampshire & Isle of Wight",
                role="BBS News, Portsmouth",
                relative="2 December 2026",
            )
        )
        add(
            story(
                "explainer",
                "/news/articles/c1w8e3mxk5po",
                "Rail fares: How much are they going up and when?",
                "2026-12-04",
                "2026-12-04T06:01:00.000Z",
                "4 December 2026",
                ["Rhys Morgan"],
                [
                    "Regulated rail fares in England and Wales will rise by 4.6% in March, the government has confirmed.",
                    "## Which fares are regulated?",
                    "About 45% of fares are regulated, including most season tickets, off-peak returns on long-distance routes and anytime tickets in and around major cities.",
                    "## When does the rise happen?",
                    "On 1 March 2027, later than the usual January date.",
                    "## What about Scotland?",
                    "ScotRail fares are set by the Scottish government, which has frozen them until April.",
                ],
                "explainer-subheadline-blocks",
                section="Business",
                role="Transport correspondent, BBS Wales",
                relative="10 hours ago",
            )
        )
        add(
            story(
                "verify",
                "/news/articles/c7p2q9zk3l1o",
                "Did a viral video really show a train on fire at Reading?",
                "2026-12-03",
                "2026-12-03T14:15:00.000Z",
                "3 December 2026",
                ["Dominic Sterling"],
                [
                    "A video shared more than two million times this week claims to show a train on fire at Reading station. It does not.",
                    "BBS Verify matched the footage to a video filmed in Milan in 2019, which was posted on a local news site at the time.",
                    "The platform signs, the colour of the train and the shape of the roof all match Milano Porta Garibaldi, not Reading.",
                    "Network Rail said there had been no fire at Reading. The accounts that shared the video most widely have posted other false claims about UK transport.",
                ],
                "verify-additional-reporting-line",
                section="BBS Verify",
                role="BBS Verify",
                relative="1 day ago",
                additional="Additional reporting by Farah Idris",
            )
        )

    # --- templates ---------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            '<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width">',
            f"<title>{esc(doc.title)} - BBS News</title>",
            f'<link rel="canonical" href="{url}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{url}">',
            '<meta property="og:site_name" content="BBS News">',
            '<meta name="next-head-count" content="24">',
            '<link rel="preload" href="/bbsx/_next/static/css/8f1a2c9e1d0b5a47.css" as="style">',
        ]
        org = {
            "@type": "NewsMediaOrganization",
            "name": "BBS News",
            "publishingPrinciples": "https://www.bbs.test/news/help-41670342",
            "logo": {"@type": "ImageObject", "url": "https://www.bbs.test/news/bbsnews.png"},
        }
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            ld = {
                "@context": "http://schema.org",
                "@type": "LiveBlogPosting" if doc.key == "live" else "ReportageNewsArticle",
                "url": url,
                "publisher": org,
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "description": self.lede(doc),
                "headline": doc.title,
                "image": {
                    "@type": "ImageObject",
                    "width": 1024,
                    "height": 576,
                    "url": f"https://ichef.bbsi.test/news/1024/branded_news/{zlib.crc32(doc.key.encode()):x}/p0k1.jpg",
                },
                "thumbnailUrl": f"https://ichef.bbsi.test/news/1024/branded_news/{zlib.crc32(doc.key.encode()):x}/p0k1.jpg",
                "author": org,
                "mainEntityOfPage": url,
            }
            if doc.key == "live":
                ld["coverageStartTime"] = doc.iso
                ld["coverageEndTime"] = "2026-12-04T18:00:00.000Z"
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        elif doc.kind == "video":
            out.append('<meta property="og:type" content="video.other">')
            ld = {
                "@context": "http://schema.org",
                "@type": "VideoObject",
                "name": doc.title,
                "description": doc.extra["desc"],
                "uploadDate": doc.extra["iso"],
                "duration": "PT0M46S" if doc.extra["dur"] == "0:46" else "PT1M12S",
                "thumbnailUrl": f"https://ichef.bbsi.test/images/ic/1024x576/{zlib.crc32(doc.key.encode()):x}.jpg",
                "publisher": org,
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def next_data(self, doc: Doc) -> str:
        contents: list[dict[str, object]] = [
            {"type": "headline", "model": {"blocks": [{"type": "text", "model": {"text": doc.title}}]}}
        ]
        if doc.is_article:
            if doc.authors:
                contents.append(
                    {
                        "type": "byline",
                        "model": {
                            "blocks": [
                                {
                                    "type": "contributor",
                                    "model": {"name": a, "role": doc.extra.get("role2" if i else "role", "")},
                                }
                                for i, a in enumerate(doc.authors)
                            ]
                        },
                    }
                )
            contents.append({"type": "timestamp", "model": {"timestamp": doc.iso}})
            for b in doc.blocks:
                if b[0] == "p":
                    contents.append(
                        {
                            "type": "text",
                            "model": {
                                "blocks": [
                                    {
                                        "type": "paragraph",
                                        "model": {
                                            "text": plain(b[1]),
                                            "blocks": [
                                                {"type": "fragment", "model": {"text": plain(b[1]), "attributes": []}}
                                            ],
                                        },
                                    }
                                ]
                            },
                        }
                    )
                elif b[0] == "h2":
                    contents.append(
                        {"type": "subheadline", "model": {"blocks": [{"type": "text", "model": {"text": b[1]}}]}}
                    )
                elif b[0] == "ul":
                    contents.append(
                        {
                            "type": "text",
                            "model": {
                                "blocks": [
                                    {
                                        "type": "unorderedList",
                                        "model": {
                                            "blocks": [{"type": "listItem", "model": {"text": plain(x)}} for x in b[1]]
                                        },
                                    }
                                ]
                            },
                        }
                    )
        elif doc.kind == "video":
            contents.append(
                {
                    "type": "video",
                    "model": {
                        "blocks": [
                            {
                                "type": "aresMedia",
                                "model": {
                                    "versionId": f"p0k{zlib.crc32(doc.key.encode()) % 99999}",
                                    "duration": doc.extra["dur"],
                                    "caption": doc.extra["desc"],
                                },
                            }
                        ]
                    },
                }
            )
        data = {
            "props": {
                "pageProps": {
                    "page": {
                        f'@"news","{doc.path.split("/")[-1]}",': {
                            "contents": contents,
                            "metadata": {
                                "atiAnalytics": {
                                    "contentType": "article" if doc.is_article else doc.kind,
                                    "pageIdentifier": "news." + doc.path.strip("/").replace("/", "."),
                                },
                                "firstPublished": doc.iso or doc.extra.get("iso"),
                                "type": "article" if doc.is_article else doc.kind,
                            },
                        }
                    },
                    "pageType": "article" if doc.is_article else doc.kind,
                    "isNextJs": True,
                }
            },
            "page": "/[[...slug]]",
            "query": {"slug": doc.path.strip("/").split("?")[0].split("/")},
            "buildId": "o5Kc1mW9xYtHqp2ZrU8sd",
            "assetPrefix": "/bbsx",
            "isFallback": False,
            "gssp": True,
            "scriptLoader": [],
        }
        return json.dumps(data, ensure_ascii=False)

    def frame(self, doc: Doc, main: str) -> str:
        s = self.sc
        nav = "".join(
            f'<li class="{s("navli")}">{self.a(k, t, "nav", NAV_HOME if k == "home" else NAV)}</li>'
            for k, t in (
                ("home", "Home"),
                ("uk", "UK"),
                ("/news/world", "World"),
                ("/news/business", "Business"),
                ("/news/politics", "Politics"),
                ("/news/health", "Health"),
                ("topic", "Rail travel"),
                ("/news/bbsverify", "BBS Verify"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en-GB" class="no-js">
<head>
{self.head(doc)}
<style data-styled="active" data-styled-version="6.1.8">
/*PAD*/
</style>
<noscript data-n-css=""></noscript>
<script defer nomodule src="/bbsx/_next/static/chunks/polyfills-42372ed130431b0a.js"></script>
<script src="/bbsx/_next/static/chunks/webpack-8c0e1b2f6d7a9e3c.js" defer></script>
<script src="/bbsx/_next/static/chunks/pages/%5B%5B...slug%5D%5D-5e0c7f3a9b1d2e4f.js" defer></script>
</head>
<body>
<div id="__next">
<div class="{s("root")}" data-testid="page-wrapper">
<header data-testid="header-content" class="{s("hdr")}"><div class="{s("brand")}">{self.a("home", "British Broadcasting Service", "nav", 'data-testid="brand-link" aria-label="British Broadcasting Service"')}</div>
<div class="{s("acct")}"><a href="https://session.bbs.test/session?lang=en-GB">Sign in</a></div>
<nav data-testid="level1-navigation-container" class="{s("nav")}"><ul>{nav}</ul></nav>
<form action="/search" class="{s("srch")}"><input name="q" placeholder="Search news, topics and more">{self.a("search", "Search BBS", "nav", 'data-testid="search-link"')}</form></header>
<div id="main-wrapper" class="{s("mw")}"><main id="main-content" data-testid="main-content" class="{s("main")}">
{main}
</main></div>
<footer data-testid="footer" class="{s("ft")}"><div class="{s("ftl")}">{self.a("home", "BBS News homepage", "footer")}</div><ul class="{s("ftul")}">
<li><a href="/usingthebbs/terms">Terms of Use</a></li><li>{self.a("about", "About the BBS", "footer")}</li><li>{self.a("privacy", "Privacy Policy", "footer")}</li><li><a href="/usingthebbs/cookies">Cookies</a></li><li><a href="/accessibility">Accessibility Help</a></li><li><a href="/contact">Contact the BBS</a></li><li>{self.a("newsletters", "BBS emails for you", "footer")}</li></ul>
<p class="{s("copy")}">Copyright 2026 BBS. All rights reserved. The BBS is not responsible for the content of external sites. <a href="/editorialguidelines/guidance/feeds-and-links">Read about our approach to external linking.</a></p></footer>
</div></div>
<div id="bbscookies" class="{s("ck")}" hidden><p>Let us know you agree to cookies</p><p>We use cookies to give you the best online experience. Please let us know if you agree to all of these cookies.</p><button>Yes, I agree</button><a href="/usingthebbs/cookies/how-can-i-change-my-bbs-cookie-settings/">No, take me to settings</a></div>
<script id="__NEXT_DATA__" type="application/json">{self.next_data(doc)}</script>
</body>
</html>
"""

    def byline_block(self, doc: Doc) -> str:
        s = self.sc
        time = f'<time data-testid="timestamp" datetime="{doc.iso}" class="{s("ts")}">{esc(doc.extra.get("relative") or doc.stamp)}</time>'
        contrib = ""
        for i, a in enumerate(doc.authors):
            role = doc.extra.get("role2" if i else "role", "")
            contrib += f'<div data-testid="byline-new-contributors" class="{s("bc")}"><div class="{s("bci")}"><span class="{s("bn")}">{esc(a)}</span><div class="{s("br")}"><span>{esc(role)}</span></div></div></div>'
        return f'<div data-component="byline-block" class="{s("bb")}"><div data-testid="byline-new" class="{s("bnw")}"><div class="{s("bt")}">{time}</div>{contrib}<div class="{s("share")}"><button data-testid="share-button">Share</button><button data-testid="save-button">Save</button></div></div></div>'

    def story_main(self, doc: Doc) -> str:
        s = self.sc
        if doc.kind == "video":
            return self.video_main(doc)
        if doc.key == "live":
            return self.live_main(doc)
        parts = [
            f'<div data-component="headline-block" class="{s("hb")}"><h1 class="{s("h1")}">{esc(doc.title)}</h1></div>',
            self.byline_block(doc),
        ]
        if doc.extra.get("shell"):
            skel = "".join(
                f'<div class="{s("skel")}" data-testid="skeleton-line" aria-hidden="true"></div>' for _ in range(8)
            )
            fallback = "".join(f"<p>{esc(plain(b[1]))}</p>" for b in doc.blocks if b[0] == "p")
            parts.append(f'<div data-testid="article-body-loading" class="{s("load")}">{skel}</div>')
            parts.append(f"<noscript>{fallback}</noscript>")
        else:
            parts.append(
                f'<figure data-component="image-block" class="{s("ib")}"><img src="https://ichef.bbsi.test/news/480/cpsprodpb/{zlib.crc32(doc.key.encode()):x}/live/p0k1.jpg.webp" alt="" width="976" height="549"><span class="{s("copyr")}" role="text">Getty Images</span></figure>'
            )
            for i, b in enumerate(doc.blocks):
                if b[0] == "p":
                    inner = self.inline(b[1])
                    if i == 0:
                        inner = f"<b>{inner}</b>"
                    parts.append(
                        f'<div data-component="text-block" class="{s("tb")}"><p class="{s("p")}">{inner}</p></div>'
                    )
                elif b[0] == "h2":
                    parts.append(
                        f'<div data-component="subheadline-block" class="{s("shb")}"><h2 class="{s("h2")}">{esc(b[1])}</h2></div>'
                    )
                elif b[0] == "ul":
                    items = "".join(
                        f'<li class="{s("li")}"><p class="{s("p")}">{self.inline(x)}</p></li>' for x in b[1]
                    )
                    parts.append(
                        f'<div data-component="unordered-list-block" class="{s("ulb")}"><ul class="{s("ul")}">{items}</ul></div>'
                    )
                elif b[0] == "fig":
                    parts.append(
                        f'<figure data-component="image-block" class="{s("ib")}"><img src="https://ichef.bbsi.test/news/480/cpsprodpb/{zlib.crc32(b[1].encode()):x}.jpg.webp" alt="{esc(b[1])}"><figcaption class="{s("cap")}"><span class="visually-hidden">Image caption, </span>{esc(b[2])}</figcaption></figure>'
                    )
                elif b[0] == "box":
                    parts.append(b[1])
            if doc.extra.get("additional"):
                parts.append(
                    f'<div data-component="text-block" class="{s("tb")}"><p class="{s("p")}"><i>{esc(doc.extra["additional"])}</i></p></div>'
                )
        rel = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related', INTERNAL)}</li>"
            for k in ("rail", "explainer", "live", "nhs")
            if k != doc.key
        )
        parts.append(
            f'<div data-component="links-block" class="{s("lb")}"><h2 class="{s("lbh")}">Related</h2><ul>{rel}</ul></div>'
        )
        parts.append(
            f'<div data-component="tags" class="{s("tags")}"><ul><li>{self.a("topic", "Rail travel", "tags")}</li><li>{self.a("uk", doc.section, "tags")}</li></ul></div>'
        )
        more = "".join(
            f'<div data-testid="card-text-wrapper"><h2 data-testid="card-headline" class="{s("ch")}">{self.a(k, self.docs[k].title, "related")}</h2></div>'
            for k in ("village", "ferry", "verify")
            if k != doc.key
        )
        return f"""<article class="{s("art")}">
{chr(10).join(parts)}
</article>
<section data-testid="more-section" class="{s("more")}"><h2>More from the BBS</h2>{more}</section>"""

    def live_main(self, doc: Doc) -> str:
        s = self.sc
        posts = []
        for iso, hm, h, txt, who in LIVE:
            posts.append(
                f'<li class="{s("lpi")}"><article data-testid="content-post" class="{s("lp")}"><header class="{s("lph")}"><span class="{s("lpt")}"><time datetime="{iso}">{hm}</time></span><h3 class="{s("lphl")}"><span role="text">{esc(h)}</span></h3><div class="{s("lpc")}"><span>{esc(who)}</span></div></header><div class="{s("lpb")}"><div data-component="text-block"><p class="{s("p")}">{esc(txt)}</p></div></div><button class="{s("lps")}">Share</button></article></li>'
            )
        summary = "".join(
            f"<li>{esc(x)}</li>"
            for x in (
                "All trains to and from Cardiff Central were cancelled for most of Friday after a power failure",
                "Network Rail blamed a substation fault near Canton depot",
                "The station reopened at about 15:45 GMT",
            )
        )
        return f"""<div class="{s("live")}" data-testid="live-page">
<div class="{s("lhdr")}"><span class="{s("livebadge")}">LIVE</span><h1 class="{s("h1")}">{esc(doc.title)}</h1>
<div class="{s("lby")}"><span>Written by Anna Holt and Ben Ellis</span> <span>Edited by Chris Moss</span></div></div>
<section data-testid="live-summary" class="{s("sum")}"><h2>Summary</h2><ul>{summary}</ul></section>
<section class="{s("lstream")}" aria-label="Live page updates"><ol>{"".join(posts)}</ol></section>
<div class="{s("lpag")}"><span>Page 1 of 1</span></div>
<div class="{s("rel")}"><h2>Related</h2><ul><li>{self.a("rail", self.docs["rail"].title, "related")}</li><li>{self.a("video1", self.docs["video1"].title, "related")}</li></ul></div>
</div>"""

    def video_main(self, doc: Doc) -> str:
        s = self.sc
        more = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>"
            for k in ("video1", "video2", "live", "rail")
            if k != doc.key
        )
        return f"""<div class="{s("vp")}" data-testid="video-page">
<div data-testid="media-player" class="{s("player")}"><div class="{s("smp")}"><button aria-label="Play video, {esc(doc.title)}, Duration {doc.extra["dur"]}">Play</button><span class="{s("dur")}">{doc.extra["dur"]}</span></div></div>
<h1 class="{s("vh1")}">{esc(doc.title)}</h1>
<div class="{s("vmeta")}"><time datetime="{doc.extra["iso"]}">{"4 December" if "04" in doc.extra["iso"][:10] else "3 December"}</time></div>
<div class="{s("vdesc")}"><p>{esc(doc.extra["desc"])}</p></div>
<section class="{s("vmore")}"><h2>More videos</h2><ul>{more}</ul></section>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        s = self.sc
        cards = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            label = "LIVE" if k == "live" else ("Watch" if d.kind == "video" else "")
            lab = f'<span class="{s("lab")}">{label}</span>' if label else ""
            desc = d.extra.get("desc") or self.lede(d)
            when = d.extra.get("relative") or "1 day ago"
            img = (
                f'<div data-testid="card-media"><img src="https://ichef.bbsi.test/ace/standard/240/cpsprodpb/{zlib.crc32(k.encode()):x}.jpg" alt=""></div>'
                if i < 4
                else ""
            )
            cards.append(
                f'<div data-testid="{"edinburgh" if i == 0 else "dundee"}-card" class="{s("card")}">{img}<div data-testid="card-text-wrapper">{lab}<h2 data-testid="card-headline" class="{s("ch")}">{self.a(k, d.title, "content", INTERNAL)}</h2><p data-testid="card-description" class="{s("cd")}">{esc(desc)}</p><div data-testid="card-metadata"><span data-testid="card-metadata-lastupdated">{esc(when)}</span> <span data-testid="card-metadata-tag">{esc(d.section or "UK")}</span></div></div></div>'
            )
        title = (
            f'<h1 class="{s("ph")}">{esc(doc.title)}</h1>'
            if doc.kind != "home"
            else f'<h1 class="visually-hidden">{esc(doc.title)}</h1>'
        )
        if doc.kind == "search":
            title = f'<h1 class="{s("ph")}">Search</h1><form action="/search"><input name="q" value="cardiff trains"></form><p>Showing results for <b>cardiff trains</b></p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav data-testid="pagination" class="{s("pg")}"><span aria-current="page">1</span> {self.a(doc.extra["more"], "2", "pagination")} {self.a(doc.extra["more"], "Next Page", "pagination")}</nav>'
        elif doc.extra.get("prev"):
            pager = f'<nav data-testid="pagination" class="{s("pg")}">{self.a(doc.extra["prev"], "Previous Page", "pagination")} {self.a(doc.extra["prev"], "1", "pagination")} <span aria-current="page">2</span></nav>'
        extra = ""
        if doc.kind == "home":
            extra = f'<section class="{s("hx")}"><h2>Also in the news</h2><ul><li>{self.a("uk2", "More UK stories", "content")}</li><li>{self.a("video2", self.docs["video2"].title, "content")}</li><li>{self.a("newsletters", "Get The Essential List", "promo")}</li></ul></section>'
        return f"""<div class="{s("lst")}">
{title}
<div data-testid="{doc.kind}-grid" class="{s("grid")}">
{chr(10).join(cards)}
</div>
{pager}
{extra}
</div>"""

    def service_main(self, doc: Doc) -> str:
        s = self.sc
        return f"""<article class="{s("svc")}"><div data-component="headline-block"><h1 class="{s("h1")}">{esc(doc.title)}</h1></div>
{"".join(f'<div data-component="text-block" class="{s("tb")}"><p>{self.inline(b[1])}</p></div>' if b[0] == "p" else f'<div data-component="subheadline-block"><h2>{esc(b[1])}</h2></div>' for b in doc.blocks)}
</article>
<section class="{s("more")}"><h2>Most read</h2><ol>{"".join(f"<li>{self.a(k, self.docs[k].title, 'sidebar')}</li>" for k in ("rail", "nhs", "village"))}</ol></section>"""
