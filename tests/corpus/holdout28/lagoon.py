# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Lagoon Television News (LTV): a Lagos broadcaster's site on a Brightspot-like CMS (`data-cms-ai`, `Page-` and
`Promo-` BEM classes, `/news/<slug>`, `/video/<slug>-<id>`, `/news/live/…`, `/news/gallery/…`, `/news?page=2`,
`/topics/…`, `/people/…`, `/search?q=`, `/tv/schedule`), Nigerian English, UTF-8. Behaviour pages: a video page
whose report is given as a **transcript** under the player, a **live blog** with timestamped entries newest first,
a **photo gallery** of ten captioned images with a two-sentence intro, a programme schedule with prose, a clip page
with a one-line description and a live-TV page. Metadata varies: `VideoObject`, `LiveBlogPosting` and a
`NewsArticle` `@graph`, og only, none; times +01:00 (WAT), one in UTC that is the next day in Lagos."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

LIVE = [
    (
        "2026-12-02T15:40:00+01:00",
        "3:40pm",
        "Governor orders schools in Lekki to close early",
        "The governor has directed all public schools in Eti-Osa to close at 1pm on Thursday and Friday. Private schools are advised to do the same.",
    ),
    (
        "2026-12-02T14:55:00+01:00",
        "2:55pm",
        "LASEMA: 212 people moved from Ajegunle",
        "Emergency officials say 212 residents of Ajegunle and Ilaje-Bariga have been taken to the relief camp at Agbowa. No deaths have been reported so far.",
    ),
    (
        "2026-12-02T13:20:00+01:00",
        "1:20pm",
        "Traffic at a standstill on Lekki-Epe expressway",
        "Motorists report that both lanes near the Chevron roundabout are under water. Traffic officers are diverting vehicles through Admiralty Way.",
    ),
    (
        "2026-12-02T11:45:00+01:00",
        "11:45am",
        "NiMet: more rain expected until Friday",
        "The Nigerian Meteorological Agency says thunderstorms will continue along the coast until Friday, with heavy falls likely in Lagos, Ogun and Ondo.",
    ),
    (
        "2026-12-02T10:05:00+01:00",
        "10:05am",
        "Good morning",
        "Welcome to our live coverage of the floods in Lagos after more than 14 hours of continuous rain. Our reporters are in Lekki, Ajah and Ikorodu.",
    ),
]

GALLERY = [
    (
        "Adamu Orisha masquerades in white on Broad Street",
        "Adamu Orisha masqueraders in white rehearse on Broad Street ahead of Saturday's procession.",
    ),
    ("Hat makers at Idumota", "Hat makers at Idumota prepare the broad-brimmed aga hats worn by the masqueraders."),
    ("Drummers at Iga Idunganran", "Drummers at the Iga Idunganran palace during the afternoon rehearsal."),
    ("Children watching from a balcony", "Children watch from a balcony on Nnamdi Azikiwe Street."),
    ("Palm fronds on the staff", "Each masquerader carries a staff, the opambata, decorated with palm fronds."),
    ("Women selling fabric", "Traders say sales of white fabric have doubled this week."),
    ("Police officers at Tinubu Square", "Police officers at Tinubu Square, where part of the route will be closed."),
    ("Elders of the Iga family", "Elders of the Iga family bless the route on Tuesday morning."),
    ("Masqueraders resting in the shade", "Masqueraders rest in the shade after three hours of rehearsal."),
    ("Crowd at the end of the rehearsal", "A crowd gathers as the rehearsal ends near the Marina at sunset."),
]


class Lagoon(Base):
    origin = "https://www.lagoontv.test"
    name = "LTV News"
    prefix = "ltv"
    language = "en"
    content_type = "text/html;charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ltv",
            [
                ".Page-header",
                ".Page-main",
                ".ArticlePage-body",
                ".VideoPage-player",
                ".LiveBlogPost",
                ".Promo",
                ".Gallery-slide",
                ".Page-footer",
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
                "LTV News",
                "brightspot-homepage",
                list=["livebl", "ferry", "bridge", "gallery", "fuel", "drains", "column"],
                more="news2",
            )
        )
        add(
            page(
                "news",
                "/news",
                "section",
                "News",
                "brightspot-section",
                list=["livebl", "bridge", "fuel", "drains", "column"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news?page=2",
                "section",
                "News",
                "brightspot-section-page2",
                list=["balogun", "gallery", "ferry"],
                prev="news",
            )
        )
        add(
            page(
                "topic", "/topics/flooding", "tag", "Flooding", "brightspot-topic", list=["livebl", "drains", "balogun"]
            )
        )
        add(page("people", "/people/ngozi-adeyemi", "author", "Ngozi Adeyemi", "brightspot-person-page", list=["ferry", "balogun"],
                 bio="Ngozi Adeyemi is LTV's Lagos correspondent and presents the weekend edition of LTV News at Nine. She joined the station in 2015 from radio and has reported on transport, housing and the state's waterways."))  # fmt: skip
        add(
            page(
                "search",
                "/search?q=ferry",
                "search",
                "Search results for “ferry”",
                "brightspot-search",
                list=["ferry", "balogun"],
            )
        )
        add(page("schedule", "/tv/schedule", "schedule", "TV schedule: Wednesday 2 December", "programme-schedule-with-prose",
                 lines=["All times are West Africa Time. Programmes may change at short notice because of live events.",
                        "### 6:00am – Wake Up Lagos",
                        "Morning news, traffic and weather with Kunle Ajayi and Ada Eze. Today: the floods in Lekki and what the rain means for your commute.",
                        "### 9:00am – Market Square",
                        "Small business programme. This week Market Square visits tailors in Yaba who are preparing for the December rush.",
                        "### 12:00pm – LTV News at Noon",
                        "The midday bulletin, followed by the business headlines.",
                        "### 1:00pm – Nollywood Afternoon: Omo Iya Mi (2019)",
                        "Two sisters inherit their mother's restaurant in Surulere and disagree about almost everything. Drama, 105 minutes.",
                        "### 4:00pm – Kids Zone",
                        "Cartoons and the quiz Bright Minds, this week with pupils from Ikeja Grammar School.",
                        "### 7:00pm – LTV News at Seven",
                        "The main evening news with Ngozi Adeyemi.",
                        "### 8:00pm – Town Hall",
                        "Residents of Ikorodu question local officials about drainage and roads. Live, with phone-ins on 0700 LTV TALK.",
                        "### 9:30pm – LTV Sports Tonight",
                        "Results and highlights from the NPFL, plus the European leagues.",
                        ]))  # fmt: skip
        add(page("clip", "/video/ltv-sports-tonight-npfl-highlights-88213", "video", "LTV Sports Tonight: NPFL highlights", "video-one-line-description",
                 lines=["Highlights from Tuesday's NPFL matches, including Rangers' late winner in Enugu."], video=True))  # fmt: skip
        add(page("live", "/live", "video", "Watch LTV live", "live-tv-stream-page",
                 lines=["Watch LTV News live, 24 hours a day. Now showing: LTV News at Noon.",
                        "Up next: Nollywood Afternoon at 1pm. See the full schedule for today's programmes."], video=True))  # fmt: skip
        add(page("terms", "/terms-of-use", "policy", "Terms of use", "policy-updated-date",
                 lines=["Last updated: 14 May 2026.",
                        "These terms govern your use of the LTV News website and apps, operated by Lagoon Television Ltd (RC 331872), 12 Adeola Odeku Street, Victoria Island, Lagos.",
                        "## Using our content",
                        "You may share links to our stories and videos. You may not re-broadcast, download or re-upload our video without written permission.",
                        "## User submissions",
                        "If you send us photos or video, you grant LTV a licence to use them on air and online with credit. Do not put yourself in danger to get a picture.",
                        "## Data protection",
                        "We process personal data in line with the Nigeria Data Protection Act 2023. See our privacy notice for details.",
                        ]))  # fmt: skip
        add(story("ferry", "/video/lagos-ferry-operators-suspend-night-trips-88190", "Lagos ferry operators suspend night trips after Ikorodu accident",
                  "2026-12-01", "2026-12-01T19:45:00+01:00", "Dec 1, 2026 7:45pm WAT", ["Ngozi Adeyemi"],
                  ["Ferry operators in Lagos have suspended all trips after 7pm following Sunday's accident near Ikorodu, in which a passenger boat hit a submerged log. Eleven passengers were rescued, two are still missing.",
                   "At the Ikorodu terminal this afternoon, commuters who usually take the evening boat to CMS were counting the cost. The road journey takes at least two and a half hours at that time.",
                   "“I close at six. If there is no boat I reach home by ten. My children are alone,” said Bisi Lawal, who sells phone accessories on the Island.",
                   "The Lagos State Waterways Authority says the suspension will last until operators have fitted new navigation lights and every passenger has a life jacket. Its general manager, Hakeem Durojaiye, told LTV that eighteen boats had been checked so far.",
                   "Operators say the ban will cost them about a third of their daily income, and some are asking for the night trips to resume on the main channel only.",
                   "SIGN: For LTV News, this is Ngozi Adeyemi in Ikorodu.",
                   ],
                  "video-page-transcript-is-body", section="Video", dek="Commuters face long road journeys home after boat operators stop evening services.", meta="video"))  # fmt: skip
        live_lines = []
        for _iso, _t, h, txt in LIVE:
            live_lines += [f"### {h}", txt]
        add(story("livebl", "/news/live/lagos-flood-updates-2026-12-02", "Live: Lagos floods — schools close early as more rain forecast",
                  "2026-12-02", "2026-12-02T10:05:00+01:00", "Updated Dec 2, 2026 3:40pm WAT", ["Tunde Bakare", "Halima Yusuf"],
                  live_lines, "live-blog-newest-first-timestamps-not-body", section="News", meta="live"))  # fmt: skip
        add(story("gallery", "/news/gallery/in-pictures-eyo-festival-rehearsals-lagos-island", "In pictures: Eyo festival rehearsals on Lagos Island",
                  "2026-12-02", "2026-12-02T12:30:00+01:00", "Dec 2, 2026", ["Chidi Okafor"],
                  ["Lagos Island is preparing for Saturday's Eyo festival, the first since 2023. Our photographer spent a day with the masqueraders, hat makers and drummers."],
                  "gallery-ten-captions-intro-is-body-photographer", section="News", meta="og", gallery=GALLERY))  # fmt: skip
        add(story("fuel", "/news/fuel-queues-return-to-abuja", "Fuel queues return to Abuja as depot prices rise",
                  "2026-12-02", None, "Dec 2, 2026", [],
                  ["Long queues returned to filling stations in Abuja on Wednesday as marketers said depot prices had risen by ₦40 per litre in a week. Most stations in Wuse and Garki were selling at ₦1,090.",
                   "The marketers' association said supply would improve by the weekend.",
                   "SIGN: (FNA)",
                   ],
                  "brief-agency-no-metadata", section="News", meta=None))  # fmt: skip
        add(story("drains", "/news/we-cannot-keep-rebuilding-the-same-drains-commissioner", "‘We cannot keep rebuilding the same drains’ — Lagos environment commissioner",
                  "2026-12-01", "2026-12-01T12:00:00+01:00", "Dec 1, 2026", ["Halima Yusuf"],
                  ["Lagos's commissioner for the environment, Dr. Yetunde Bankole, spoke to LTV's Halima Yusuf about the floods and the state's drainage plan.",
                   "Q: Why does Lekki flood every year? || Because we built on the wetlands. The drains can only take the water somewhere, and that somewhere is now houses. We have to restore the natural channels.",
                   "Q: Residents say the drains are blocked with refuse. || They are right. We removed 3,400 tonnes from drains in November alone. People still throw waste in them at night.",
                   "Q: What will change in 2027? || We are starting the Lekki-Ajah channel, 9 kilometres, and we will demolish structures on drainage setbacks. Some people will not be happy.",
                   "Q: Is there money for it? || The budget has ₦48 billion for drainage. It is not enough, but it is more than before.",
                   ],
                  "qa-interviewer-author", section="News", meta="og"))  # fmt: skip
        add(story("bridge", "/news/third-mainland-bridge-to-close-for-48-hours", "Third Mainland Bridge to close for 48 hours this weekend",
                  "2026-12-02", "2026-12-02T08:15:00+01:00", "Dec 2, 2026 8:15am WAT", ["Emeka Nwosu"],
                  ["The Third Mainland Bridge will be closed to all traffic from 11pm on Friday until 11pm on Sunday for the replacement of expansion joints, the Federal Ministry of Works said on Wednesday.",
                   "Motorists from the Mainland are advised to use the Carter and Eko bridges. Extra BRT buses will run from Oworonshoki and Ikorodu Road.",
                   "RAW:<div class=\"RichTextModule\"><div class=\"VideoEnhancement\"><ps-video data-video-id=\"88201\"><img src=\"/dims4/default/88201/thumb.jpg\" alt=\"Video: engineers inspect the bridge\"></ps-video><span class=\"VideoEnhancement-title\">WATCH: Engineers inspect the bridge joints</span></div></div>",
                   "The ministry said the work had been moved to a weekend to reduce disruption, and that a second closure would be needed in January.",
                   "Traders at Oyingbo and Adekunle said weekend closures still hurt business. “Saturday is our biggest day,” said Funmi Adewale, who sells fish at Adekunle.",
                   ],
                  "text-story-with-video-embed-graph", section="News", meta="graph", lead_video=True))  # fmt: skip
        add(story("column", "/news/opinion-our-traffic-problem-is-a-planning-problem", "Opinion: Our traffic problem is a planning problem",
                  "2026-11-30", "2026-11-30T09:00:00+01:00", "Nov 30, 2026", ["Folake Adebayo"],
                  ["Every December, Lagos discovers traffic again. We blame the rain, the Christmas shoppers, the trailers, the bridges. But the city's real problem is that it decides where people live and where they work without asking how they will move between the two.",
                   "Lekki was approved as a residential corridor with one road in and out. Ikorodu grew to a million people before the first BRT lane arrived. The ferries, which could carry tens of thousands, are still a side show.",
                   "The solution is not another flyover. It is a plan that puts housing near jobs, and transport before the estates, not after.",
                   "SIGN: Folake Adebayo is an urban planner and lectures at the University of Lagos. The views expressed are hers.",
                   ],
                  "opinion-signed-at-end", section="Opinion", meta="og", no_byline=True))  # fmt: skip
        add(story("balogun", "/news/balogun-market-traders-count-losses-after-fire", "Balogun market traders count losses after overnight fire",
                  "2026-12-01", "2026-11-30T23:30:00Z", "Dec 1, 2026 12:30am WAT", ["Ngozi Adeyemi"],
                  ["A fire that started shortly after midnight destroyed at least 60 shops in the Balogun market on Lagos Island. Firefighters from Ebute Metta and Marina brought it under control after four hours.",
                   "Traders said most of the shops held fabric and shoes bought for the Christmas season. The market association put the losses at more than ₦2 billion.",
                   "The Lagos State Fire Service said the cause was not yet known, but an illegal generator in a walkway was being investigated.",
                   ],
                  "utc-crosses-midnight-only-on-page2-topic-search", section="News", meta="og"))  # fmt: skip

    # ---- templates
    def head(self, doc: Doc) -> str:
        out = [
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{self.url(doc.key)}">',
            '<meta property="og:site_name" content="LTV News">',
        ]
        meta = doc.extra.get("meta")
        ld = None
        if meta in ("og", "graph", "live"):
            out += [
                '<meta property="og:type" content="article">',
                f'<meta property="article:published_time" content="{doc.iso}">',
            ]
        if meta == "video":
            out += [
                '<meta property="og:type" content="video.other">',
                f'<meta property="og:video" content="{self.origin}/media/88190/master.m3u8">',
            ]
            ld = {"@context": "https://schema.org", "@type": "VideoObject", "name": doc.title, "description": doc.dek, "uploadDate": doc.iso, "duration": "PT2M48S",
                  "thumbnailUrl": [f"{self.origin}/dims4/default/88190/thumb.jpg"], "contentUrl": f"{self.origin}/media/88190/master.m3u8",
                  "publisher": {"@type": "Organization", "name": "Lagoon Television"}}  # fmt: skip
        elif meta == "live":
            ld = {"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": doc.title, "datePublished": doc.iso, "dateModified": LIVE[0][0],
                  "coverageStartTime": doc.iso, "author": [{"@type": "Person", "name": n} for n in doc.authors],
                  "liveBlogUpdate": [{"@type": "BlogPosting", "headline": h, "datePublished": i} for i, _t, h, _x in LIVE]}  # fmt: skip
        elif meta == "graph":
            ld = {"@context": "https://schema.org", "@graph": [
                {"@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso, "author": [{"@type": "Person", "name": n} for n in doc.authors],
                 "video": {"@type": "VideoObject", "name": "Engineers inspect the bridge joints", "uploadDate": doc.iso}, "mainEntityOfPage": {"@id": self.url(doc.key)}},
                {"@type": "WebPage", "@id": self.url(doc.key), "breadcrumb": {"@type": "BreadcrumbList", "itemListElement": [{"@type": "ListItem", "position": 1, "name": "News", "item": self.url("news")}]}},
                {"@type": "Organization", "name": "Lagoon Television Ltd", "url": self.origin + "/"}]}  # fmt: skip
        if not doc.is_article:
            out.append('<meta property="og:type" content="website">')
        if ld:
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        nav = "".join(f'<li class="Navigation-items-item">{x}</li>' for x in (a("news", "News", "chrome:nav"), a("/video", "Video", "chrome:nav"), a("live", "Watch live", "chrome:nav"),
                                                                                a("schedule", "TV schedule", "chrome:nav"), a("/sports", "Sports", "chrome:nav"), a("topic", "Flooding", "chrome:nav")))  # fmt: skip
        return f"""<!DOCTYPE html>
<html class="Page" lang="en-NG">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} | LTV News</title>
<link rel="canonical" href="{self.url(doc.key)}">
{self.head(doc)}
<link rel="stylesheet" href="/resource/00000187-ltv/styleguide/All.min.css">
<style>/*PAD*/</style>
</head>
<body class="Page-body" data-cms-ai="0">
<header class="Page-header"><div class="Page-header-logo">{a("home", "LTV News", "chrome:header")}</div>
<nav class="Page-header-navigation"><ul class="Navigation-items">{nav}</ul></nav>
<div class="Page-header-live">{a("live", "● LIVE: LTV News at Noon", "chrome:header")}</div>
<form class="SearchOverlay" action="/search"><input name="q" placeholder="Search LTV"></form></header>
<main class="Page-main">
{main}
</main>
<footer class="Page-footer"><ul class="FooterNavigation"><li>{a("terms", "Terms of use", "chrome:footer")}</li><li><a href="/privacy">Privacy notice</a></li><li><a href="/advertise">Advertise with us</a></li><li><a href="/frequencies">Frequencies: Ch 45 UHF, DStv 412, GOtv 97</a></li><li>{a("search", "Trending: ferry", "chrome:footer")}</li></ul>
<p class="Page-footer-disclaimer">© 2026 Lagoon Television Ltd. All rights reserved.</p></footer>
<script src="/resource/00000187-ltv/styleguide/All.min.js" async></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if not doc.authors or doc.extra.get("no_byline"):
            return ""
        names = " and ".join(
            self.a("people", n, "byline", 'class="Link"')
            if n == "Ngozi Adeyemi"
            else f'<span class="ArticlePage-authorName">{esc(n)}</span>'
            for n in doc.authors
        )
        lead = "Photos:" if doc.extra.get("gallery") else "By"
        return f'<div class="ArticlePage-authorBy">{lead} {names}</div>'

    def player(self, vid: str, title: str) -> str:
        return f'<div class="VideoPage-player"><ps-video-player data-video-id="{vid}" data-autoplay="false"><video poster="/dims4/default/{vid}/thumb.jpg" controls preload="none"><source src="/media/{vid}/master.m3u8" type="application/x-mpegURL"></video></ps-video-player><p class="VideoPage-player-title">{esc(title)}</p></div>'

    def story_main(self, doc: Doc) -> str:
        a = self.a
        date = f'<div class="ArticlePage-datePublished">{esc(doc.stamp)}</div>'
        more = "".join(
            f'<li class="Promo">{a(k, self.docs[k].title, "chrome:related")}</li>'
            for k in ("livebl", "bridge", "ferry")
            if k != doc.key
        )
        related = f'<div class="ArticlePage-related"><h3>More from LTV</h3><ul>{more}</ul></div>'
        if doc.key == "ferry":
            return f"""<div class="VideoPage">
{self.player("88190", doc.title)}
<h1 class="VideoPage-headline">{esc(doc.title)}</h1>
<p class="VideoPage-description">{esc(doc.dek)}</p>
{self.byline(doc)}{date}<div class="VideoPage-duration">2:48</div>
<div class="VideoPage-transcript"><h2 class="VideoPage-transcript-title">Transcript</h2><div class="RichTextBody">
{self.blocks(doc)}
</div></div>
<div class="VideoPage-playlist"><h3>Up next</h3><ul><li>{a("clip", "LTV Sports Tonight: NPFL highlights", "chrome:related")}</li><li><a href="/video/lagos-traffic-update-88191">Lagos traffic update</a></li></ul></div>
</div>"""
        if doc.key == "livebl":
            entries = "".join(
                f'<div class="LiveBlogPost" id="post-{zlib.crc32(h.encode()) % 99991}"><div class="LiveBlogPost-timestamp"><time datetime="{iso}">{t}</time></div>'
                f'<h3 class="LiveBlogPost-headline">{esc(h)}</h3><div class="LiveBlogPost-body"><p>{esc(x)}</p></div><div class="LiveBlogPost-share"><a href="#post-{zlib.crc32(h.encode()) % 99991}">Copy link</a></div></div>'
                for iso, t, h, x in LIVE
            )
            return f"""<div class="LiveBlogPage">
<div class="LiveBlogPage-badge">LIVE</div>
<h1 class="LiveBlogPage-headline">{esc(doc.title)}</h1>
{self.byline(doc)}<div class="LiveBlogPage-updated">{esc(doc.stamp)}</div>
<div class="LiveBlogPage-keyPoints"><h2>Key points</h2><ul><li>Schools in Eti-Osa close at 1pm</li><li>212 people moved to relief camp</li><li>More rain until Friday</li></ul></div>
<div class="LiveBlogPage-posts">{entries}</div>
<p class="LiveBlogPage-more">{a("topic", "More on flooding", "content")} · {a("drains", "Interview: the environment commissioner", "content")}</p>
</div>"""
        if doc.extra.get("gallery"):
            slides = "".join(
                f'<div class="Gallery-slide"><div class="Gallery-slide-count">{i + 1} / 10</div><img src="/dims4/default/{zlib.crc32(alt.encode()) % 99991}/gallery.jpg" alt="{esc(alt)}" loading="lazy"><div class="Gallery-slide-caption">{esc(cap)}</div><div class="Gallery-slide-credit">LTV / Chidi Okafor</div></div>'
                for i, (alt, cap) in enumerate(doc.extra["gallery"])
            )
            return f"""<div class="GalleryPage">
<h1 class="GalleryPage-headline">{esc(doc.title)}</h1>
{self.byline(doc)}{date}
<div class="GalleryPage-intro">{self.blocks(doc)}</div>
<div class="Gallery">{slides}</div>
{related}
</div>"""
        video = (
            self.player("88201", "Engineers inspect the bridge joints")
            if doc.extra.get("lead_video")
            else f'<figure class="ArticlePage-lead"><img src="/dims4/default/{zlib.crc32(doc.key.encode()) % 99991}/lead.jpg" alt=""></figure>'
        )
        kicker = f'<div class="ArticlePage-section">{esc(doc.section)}</div>'
        return f"""<article class="ArticlePage">
{kicker}
<h1 class="ArticlePage-headline">{esc(doc.title)}</h1>
{self.byline(doc)}{date}
{video}
<div class="ArticlePage-articleBody"><div class="RichTextArticleBody">
{self.blocks(doc)}
</div></div>
<div class="ArticlePage-tags">{a("topic", "Flooding", "tags") if doc.key in ("drains", "balogun") else a("/topics/lagos", "Lagos", "tags")}</div>
{related}
</article>"""

    def listing_main(self, doc: Doc) -> str:
        promos = []
        for i, k in enumerate(doc.extra["list"]):
            d = self.docs[k]
            media = "Video" if k in ("ferry",) else "Live" if k == "livebl" else "Gallery" if k == "gallery" else ""
            badge = f'<span class="Promo-category">{media}</span>' if media else ""
            img = (
                f'<div class="Promo-media"><img src="/dims4/default/{zlib.crc32(k.encode()) % 99991}/promo.jpg" alt=""></div>'
                if i < 4
                else ""
            )
            promos.append(
                f'<div class="Promo">{img}{badge}<div class="Promo-title">{self.a(k, d.title, "content")}</div><div class="Promo-description">{esc(self.lede(d))}</div><div class="Promo-date">{esc(d.stamp)}</div></div>'
            )
        top = (
            f'<h1 class="SectionPage-title">{esc(doc.title)}</h1>'
            if doc.key != "home"
            else f'<div class="HomePage-live">{self.a("live", "Watch LTV live now", "content")} · {self.a("schedule", "What’s on today", "content")}</div>'
        )
        if doc.kind == "author":
            top += f'<div class="PersonPage-bio"><img src="/dims4/default/people/ngozi.jpg" alt="Ngozi Adeyemi"><p>{esc(doc.extra["bio"])}</p></div><h2>Latest from Ngozi Adeyemi</h2>'
        if doc.kind == "search":
            top += f'<div class="SearchResultsModule-count">{len(promos)} results</div>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="SectionPage-pagination">{self.a(doc.extra["more"], "Load more", "content")}</div>'
        elif doc.extra.get("prev"):
            pager = f'<div class="SectionPage-pagination">{self.a(doc.extra["prev"], "Previous", "content")} <a href="/news?page=3">Next</a></div>'
        return f'{top}\n<div class="List">{"".join(promos)}</div>\n{pager}'

    def service_main(self, doc: Doc) -> str:
        if doc.extra.get("video"):
            vid = "88213" if doc.key == "clip" else "live"
            return f'<div class="VideoPage">{self.player(vid, doc.title)}<h1 class="VideoPage-headline">{esc(doc.title)}</h1><div class="VideoPage-description">{self.blocks(doc)}</div><div class="VideoPage-playlist"><h3>More video</h3><ul><li>{self.a("ferry", "Lagos ferry operators suspend night trips", "chrome:related")}</li><li>{self.a("schedule", "Full TV schedule", "chrome:related")}</li></ul></div></div>'
        return f'<div class="Page-static"><h1 class="Page-static-title">{esc(doc.title)}</h1><div class="RichTextBody">\n{self.blocks(doc)}\n</div></div>'
