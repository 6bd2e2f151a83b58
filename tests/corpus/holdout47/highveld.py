# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Highveld24: a News24-like South African site, React rendered on the server (`<div id="root">`, a
`window.__INITIAL_STATE__` blob, BEM classes `article__title`, `article__body`, `article__author`, `article__date`;
URLs `/news24/southafrica/news/<slug>-20261204`, `/news24/southafrica?page=2`, `/news24/tags/…`,
`/news24/authors/…`, `/news24/search?q=`), English, UTF-8. Dates are printed in SAST ("04 Dec 2026 09:15"); the
`NewsArticle` JSON-LD and `article:published_time` are in **UTC** (the taxi story, 22:40Z, is 4 Dec 00:40 SAST).
"Compiled by …" credits name a person; "Highveld24 Wire" does not. A live page with timed entries is an article (its body
is the entries' texts, as in every other set's live pages); a video page with one line of description is not."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from common import Base, page, story
from sitekit import Doc, css_rules, esc


def live_page(key: str, path: str, kind: str, title: str, shape: str, entries: list[tuple[str, str]]) -> Doc:
    """The live page: timed written entries, an article by the live-page policy of every set (its body is the
    entries' texts, newest first as printed; the times are not body)."""
    doc = page(key, path, kind, title, shape, [text for _, text in entries], entries=entries)
    doc.is_article = True
    doc.date = "2026-12-04"
    return doc


def _templated_story(doc: Doc) -> bool:
    """A page drawn with the story template and its NewsArticle metadata (the live page is an article without them)."""
    return doc.is_article and doc.kind != "live"


ARTS = ["taxi", "heat", "rand", "bulls", "opinion", "water", "cable", "analysis"]


def utc(sast: str) -> str:
    return (datetime.fromisoformat(sast) - timedelta(hours=2)).strftime("%Y-%m-%dT%H:%M:%S.000Z")


class Highveld(Base):
    origin = "https://www.highveld24.test"
    name = "Highveld24"
    prefix = "hv24"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hv24",
            [".article__title", ".article__body", ".article__author", ".article__date", ".tf-article-list",
             ".header__nav", ".footer__links", ".live-entry", ".video-player"],
            260,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        sa = "/news24/southafrica/news/"
        add(
            page(
                "home",
                "/",
                "home",
                "Highveld24",
                "react-home",
                list=["taxi", "live", "water", "heat", "rand", "bulls", "video", "analysis"],
            )
        )
        add(
            page(
                "section",
                "/news24/southafrica",
                "section",
                "South Africa",
                "react-section",
                list=["taxi", "water", "heat", "cable"],
                more="section2",
            )
        )
        add(
            page(
                "section2",
                "/news24/southafrica?page=2",
                "section",
                "South Africa",
                "react-section-page2",
                list=["opinion", "analysis", "rand", "bulls"],
            )
        )
        add(
            page(
                "tag",
                "/news24/tags/topics/load_shedding",
                "tag",
                "load shedding",
                "react-tag",
                list=["analysis", "live", "heat"],
            )
        )
        add(
            page(
                "author",
                "/news24/authors/sipho-dlamini",
                "author",
                "Sipho Dlamini",
                "react-author",
                list=["taxi", "water"],
                bio="Sipho Dlamini is a senior journalist at Highveld24 covering Gauteng, transport and local government.",
            )
        )
        add(
            page(
                "search",
                "/news24/search?q=tshwane",
                "search",
                "Search results for: tshwane",
                "react-search",
                list=["water", "cable"],
            )
        )
        add(
            page(
                "terms",
                "/news24/terms-and-conditions",
                "policy",
                "Terms and Conditions",
                "react-static-policy",
                [
                    "Last updated: 12 March 2026",
                    "By using Highveld24 you agree to these terms. Content is provided for personal, non-commercial use only.",
                    "Comments are moderated according to our community guidelines. We process personal information in line with the Protection of Personal Information Act (POPIA).",
                ],
            )
        )
        add(
            page(
                "about",
                "/news24/about-us",
                "about",
                "About Highveld24",
                "react-static-about",
                [
                    "Highveld24 is a digital news publisher based in Johannesburg, reporting from all nine provinces.",
                    "Send tips to tips@highveld24.test or WhatsApp 060 000 0000. Our press code complaints are handled by the Press Ombud.",
                ],
            )
        )
        add(
            live_page(
                "live",
                sa + "live-storm-and-power-updates-20261204",
                "live",
                "LIVE | Storms, hail and power cuts across Gauteng",
                "live-blog-entries",
                entries=[
                    (
                        "14:52",
                        "Power has been restored to most of Centurion, City Power says. About 4 000 homes in Midrand are still without electricity.",
                    ),
                    (
                        "14:20",
                        "The SA Weather Service has extended the orange level 5 warning for severe thunderstorms to 20:00.",
                    ),
                    (
                        "13:45",
                        "Motorists are urged to avoid the N1 near the Rigel Avenue off-ramp, where the road is flooded.",
                    ),
                    ("13:02", "Hail the size of golf balls has been reported in Pretoria east. Send us your pictures."),
                    ("12:30", "Good afternoon and welcome to our live coverage of the storms moving across Gauteng."),
                ],
            )
        )
        add(
            page(
                "video",
                "/news24/video/southafrica/news/watch-hail-batters-pretoria-east-20261204",
                "video",
                "WATCH | Hail batters Pretoria east as storm sweeps across Gauteng",
                "react-video-one-line",
                desc="Residents of Pretoria east filmed golf ball-sized hail on Friday afternoon.",
            )
        )
        add(
            story(
                "taxi",
                sa + "taxi-strike-brings-johannesburg-cbd-to-standstill-20261204",
                "Taxi strike brings Johannesburg CBD to a standstill",
                "2026-12-04",
                utc("2026-12-04T00:40:00"),
                "04 Dec 2026 00:40",
                ["Sipho Dlamini"],
                [
                    "Thousands of commuters were left stranded across Johannesburg on Friday as minibus taxi operators blocked major routes into the city centre in protest against the impounding of vehicles.",
                    "The Gauteng Taxi Council said its members would not operate until the provincial transport department stopped what it called the \u201cunfair targeting\u201d of drivers by traffic officers.",
                    "By 06:00, taxis had blocked parts of Rissik Street, the M1 near Booysens and Soweto\u2019s Chris Hani Road, the Johannesburg Metro Police Department said.",
                    "JMPD spokesperson Xolani Fihla said officers had been deployed to all hotspots. \u201cWe will not allow anyone to intimidate motorists or damage property,\u201d he said.",
                    "Bus services run by Metrobus and Rea Vaya were overwhelmed, with long queues at the Library Gardens and Bree stations.",
                    "The council\u2019s chairperson, Mandla Sithole, said operators had lost more than R40 million since October because vehicles were impounded for minor offences such as expired operating licences.",
                    "Gauteng Transport MEC Lerato Maseko said she would meet the taxi leadership on Saturday, but warned that the law would be enforced.",
                    "Schools in the CBD told parents to keep children at home. Several clinics also reported that staff could not get to work.",
                ],
                "utc-jsonld-crosses-midnight",
                section="South Africa",
            )
        )
        add(
            story(
                "heat",
                sa + "heatwave-warning-for-gauteng-and-limpopo-20261203",
                "Heatwave warning for Gauteng and Limpopo as temperatures climb to 38\u00b0C",
                "2026-12-03",
                utc("2026-12-03T15:30:00"),
                "03 Dec 2026 15:30",
                ["Thando Mokoena"],
                [
                    "The South African Weather Service has issued a yellow level 2 warning for a heatwave in parts of Gauteng, Limpopo and North West from Friday until Monday.",
                    "Maximum temperatures of between 35\u00b0C and 38\u00b0C are expected in Polokwane, Musina, Rustenburg and Pretoria.",
                    "Forecaster Bongani Zulu said the heat would be followed by severe thunderstorms over the eastern parts of Gauteng on Friday afternoon.",
                    "Residents are advised to:",
                    "- drink plenty of water and avoid strenuous activity in the afternoon;",
                    "- keep children and pets out of parked cars;",
                    "- check on elderly neighbours.",
                    "Farmers in the Waterberg have been warned of the risk of veld fires.",
                ],
                "compiled-by-credit-list",
                section="South Africa",
                compiled=True,
            )
        )
        add(
            story(
                "rand",
                "/fin24/economy/rand-firms-as-inflation-slows-to-three-year-low-20261202",
                "Rand firms as inflation slows to three-year low",
                "2026-12-02",
                utc("2026-12-02T11:10:00"),
                "02 Dec 2026 11:10",
                [],
                [
                    "The rand strengthened on Wednesday after Statistics South Africa said consumer inflation slowed to 3.1% in October, its lowest level in three years.",
                    "The local currency firmed to R17.42 against the dollar by mid-morning, from R17.61 at Tuesday\u2019s close.",
                    "Economists said the figure raised the chances of another interest rate cut by the Reserve Bank in January.",
                    "Fuel and transport costs fell for a second month, while food inflation edged up to 4.2%.",
                ],
                "wire-credit-no-person",
                section="Business",
                credit="Highveld24 Wire",
            )
        )
        add(
            story(
                "bulls",
                "/sport/rugby/bulls-edge-stormers-in-loftus-thriller-20261205",
                "Bulls edge Stormers in Loftus thriller",
                "2026-12-05",
                utc("2026-12-05T19:45:00"),
                "05 Dec 2026 19:45",
                ["Liam de Villiers"],
                [
                    "A last-minute penalty from flyhalf Ruan Pretorius gave the Bulls a 27-24 win over the Stormers in their United Rugby Championship derby at Loftus Versfeld on Saturday.",
                    "The visitors had led 24-17 with ten minutes to play after two tries from wing Anele Mthembu.",
                    "But the Bulls\u2019 forwards took control late in the game, and replacement hooker Jaco Steyn scored from a driving maul before Pretorius slotted the winning kick from 42 metres.",
                    "Bulls coach Hennie Swart said his side had shown character. \u201cWe were not at our best for 60 minutes, but the bench made the difference,\u201d he said.",
                    "The result lifts the Bulls to third on the log. The Stormers host Leinster next week.",
                ],
                "sport-match-report",
                section="Sport",
            )
        )
        add(
            story(
                "opinion",
                "/news24/opinions/columnists/naledi-khumalo-our-cities-need-trains-not-more-roads-20261201",
                "Our cities need trains, not more roads",
                "2026-12-01",
                utc("2026-12-01T05:00:00"),
                "01 Dec 2026 05:00",
                ["Naledi Khumalo"],
                [
                    "Every weekday morning, about a million people in Gauteng squeeze into minibus taxis because there is no other way to get to work. This week\u2019s taxi strike showed how fragile that arrangement is.",
                    "For two decades, our provinces have spent most of their transport budgets on roads. The freeways are wider, but the traffic is worse, and the poorest households still spend up to 40% of their income on getting to work.",
                    "Commuter rail used to carry more than two million passengers a day in this country. Years of theft, vandalism and neglect have reduced that to a fraction. Where lines have been rebuilt, passengers have come back within months.",
                    "We need a plan that puts rail and buses first: dedicated lanes, integrated tickets that work on taxis too, and stations that are safe at night.",
                    "None of this is cheap. But neither is the cost of millions of hours lost in traffic every year.",
                    "NOTE: Naledi Khumalo is an urban planner and a professor at the University of the Witwatersrand. The views expressed are her own.",
                ],
                "column-author-note-end",
                section="Opinions",
            )
        )
        add(
            story(
                "water",
                sa + "tshwane-water-outages-residents-protest-20261203",
                "Tshwane residents block roads over week-long water outages",
                "2026-12-03",
                utc("2026-12-03T09:25:00"),
                "03 Dec 2026 09:25",
                ["Karabo Ndlovu", "Jan Venter"],
                [
                    "Residents of Mamelodi and Eersterust blocked roads with burning tyres on Thursday after going without water for more than a week.",
                    "The City of Tshwane said a burst pipeline at the Rietvlei reservoir and illegal connections had reduced pressure in the area.",
                    "Mayoral committee member for utilities Thabo Morake said water tankers had been sent to 14 points, but residents said they often arrived empty.",
                    "\u201cWe have elderly people here who cannot carry 25-litre buckets from the tanker every day,\u201d said community leader Martha Sebola.",
                    "Police used rubber bullets to disperse protesters on Tsamaya Road. Two people were arrested.",
                    "The city said repairs would be completed by Sunday.",
                ],
                "two-authors-ampersand",
                section="South Africa",
            )
        )
        add(
            story(
                "cable",
                sa + "two-arrested-for-cable-theft-in-ekurhuleni-20261204",
                "Two arrested for cable theft in Ekurhuleni",
                "2026-12-04",
                utc("2026-12-04T08:10:00"),
                "04 Dec 2026 08:10",
                ["Kamva Mtshali"],
                [
                    "Two men were arrested in Germiston early on Friday after they were found with 200 metres of copper cable, Ekurhuleni police said.",
                    "The cable was stolen from a substation that supplies power to parts of Primrose. The suspects will appear in court on Monday.",
                ],
                "short-brief",
                section="South Africa",
            )
        )
        add(
            story(
                "analysis",
                "/news24/politics/analysis-what-the-load-shedding-plan-means-for-households-20261202",
                "What the new load-shedding plan means for households",
                "2026-12-02",
                utc("2026-12-02T18:00:00"),
                "02 Dec 2026 18:00",
                ["Pieter Botha"],
                [
                    "The national power utility\u2019s winter-to-summer outlook, released on Tuesday, promises no load shedding for most of December, as long as unplanned breakdowns stay below 13 000 megawatts.",
                    "That is a big if. Breakdowns averaged 12 400MW in November and peaked at 15 100MW during the heatwave in the last week of the month.",
                    "## Three scenarios",
                    "The outlook sets out three cases. In the best case, households will have no cuts at all. In the middle case, stage 2 would return for up to 10 days over the holidays. In the worst case, stage 4 could be needed in January when industry returns.",
                    "## What households can do",
                    "Energy analyst Refilwe Mashaba said families should still plan for outages over the festive season. \u201cThe system has improved, but the margin is thin,\u201d she said.",
                    "Municipal tariffs are also set to rise by 12.7% from July, after the regulator approved the utility\u2019s application.",
                    "For households, the real test will be whether the improved performance of the past year can survive a hot December.",
                ],
                "analysis-kicker-subheads",
                section="Politics",
                kicker="ANALYSIS",
            )
        )

    def render(self, doc: Doc) -> str:
        # the live page is labelled an article but keeps its own live-blog template and metadata
        if doc.kind == "live":
            self.current = doc.key
            return self.frame(doc, self.service_main(doc))
        return super().render(doc)

    def state(self, doc: Doc) -> str:
        art = {"id": doc.path.rsplit("-", 1)[-1], "title": doc.title, "type": doc.kind, "section": doc.section}
        if _templated_story(doc):
            art.update(
                {
                    "publishedDate": doc.iso,
                    "authors": [{"name": a} for a in doc.authors] or [{"name": doc.extra.get("credit", "")}],
                    "isPremium": False,
                }
            )
        return json.dumps(
            {
                "router": {"location": {"pathname": doc.path.split("?")[0]}},
                "article": art,
                "config": {
                    "site": "highveld24",
                    "adUnit": "/8900/highveld24/" + (doc.section or doc.kind).lower().replace(" ", ""),
                },
            }
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f'<li class="header__nav-item">{self.a(k, t, "nav")}</li>' for k, t in (
            ("home", "Home"), ("section", "South Africa"), ("rand", "Business"), ("bulls", "Sport"), ("opinion", "Opinions"), ("live", "Live"), ("video", "Video")))  # fmt: skip
        meta = [f"<title>{esc(doc.title)} | Highveld24</title>", f'<link rel="canonical" href="{esc(self.url(doc.key))}"/>',
                f'<meta property="og:title" content="{esc(doc.title)}"/>', f'<meta property="og:url" content="{esc(self.url(doc.key))}"/>']  # fmt: skip
        if _templated_story(doc):
            meta += [
                '<meta property="og:type" content="article"/>',
                f'<meta property="article:published_time" content="{doc.iso}"/>',
            ]
            ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso, "dateModified": doc.iso,
                  "author": [{"@type": "Person", "name": a} for a in doc.authors] or {"@type": "Organization", "name": "Highveld24"},
                  "publisher": {"@type": "Organization", "name": "Highveld24"}, "mainEntityOfPage": self.url(doc.key)}  # fmt: skip
            meta.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        elif doc.kind == "video":
            meta.append('<meta property="og:type" content="video.other"/>')
            meta.append(
                f'<script type="application/ld+json">{json.dumps({"@context": "https://schema.org", "@type": "VideoObject", "name": doc.title, "description": doc.extra["desc"], "uploadDate": "2026-12-04T13:20:00.000Z", "thumbnailUrl": self.origin + "/img/hail.jpg"})}</script>'
            )
        elif doc.kind == "live":
            meta.append(
                f'<script type="application/ld+json">{json.dumps({"@context": "https://schema.org", "@type": "LiveBlogPosting", "headline": doc.title, "coverageStartTime": "2026-12-04T10:30:00.000Z", "coverageEndTime": "2026-12-04T18:00:00.000Z"})}</script>'
            )
        else:
            meta.append('<meta property="og:type" content="website"/>')
        trending = "".join(f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("taxi", "water", "bulls"))
        return f"""<!DOCTYPE html>
<html lang="en-ZA">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width,initial-scale=1"/>
{chr(10).join(meta)}
<link rel="preload" href="/static/fonts/Roboto.woff2" as="font" crossorigin=""/>
<link rel="stylesheet" href="/static/css/app.c0ffee12.chunk.css"/>
<style data-emotion="css">/*PAD*/</style>
</head>
<body>
<div id="root"><div class="app" data-reactroot="">
<header class="header"><div class="header__top"><a class="header__logo" href="{esc(self.href("home"))}">Highveld24</a><a class="header__subscribe" href="https://subscribe.highveld24.test/">Subscribe</a><a href="https://my.highveld24.test/signin">Sign in</a></div>
<nav class="header__nav"><ul>{nav}</ul></nav></header>
<main class="main">
{main}
</main>
<aside class="sidebar"><section class="trending"><h3 class="trending__title">Trending</h3><ol>{trending}</ol></section></aside>
<footer class="footer"><ul class="footer__links"><li>{self.a("about", "About us", "footer")}</li><li>{self.a("terms", "Terms &amp; Conditions", "footer")}</li><li><a href="https://www.highveld24.test/news24/rss">RSS</a></li><li><a href="https://careers.highveld24.test/">Careers</a></li></ul><p>&copy; 2026 Highveld24. All rights reserved.</p></footer>
<div class="cookie-banner" role="dialog"><p>We use cookies to personalise content and ads. By using this site you agree to our cookie policy.</p><button class="cookie-banner__accept">Accept</button></div>
</div></div>
<script>window.__INITIAL_STATE__ = {self.state(doc)};</script>
<script src="/static/js/vendors.3f2a9e.chunk.js"></script>
<script src="/static/js/main.77b1c0.chunk.js"></script>
</body>
</html>"""

    def credit(self, doc: Doc) -> str:
        if not doc.authors:
            return esc(doc.extra.get("credit", ""))
        names = [
            self.a("author", a, "byline")
            if a == "Sipho Dlamini"
            else f'<a href="/news24/authors/{a.lower().replace(" ", "-")}">{esc(a)}</a>'
            for a in doc.authors
        ]
        if doc.extra.get("compiled"):
            return "Compiled by " + names[0]
        return " &amp; ".join(names)

    def story_main(self, doc: Doc) -> str:
        rel = "".join(
            f'<li class="tf-article-list__item">{self.a(k, self.docs[k].title, "related")}</li>'
            for k in ARTS
            if k != doc.key
        )
        kicker = f'<span class="article__kicker">{esc(doc.extra["kicker"])}</span>' if doc.extra.get("kicker") else ""
        d, t = doc.stamp.rsplit(" ", 1)
        tags = (
            f'<div class="article__tags">{self.a("tag", "load shedding", "content")} <a href="/news24/tags/topics/eskom">energy</a></div>'
            if doc.key in ("analysis", "heat")
            else '<div class="article__tags"><a href="/news24/tags/places/gauteng">gauteng</a></div>'
        )
        return f"""<article class="article">
<div class="article__header">{kicker}
<h1 class="article__title">{esc(doc.title)}</h1>
<div class="article__details"><div class="article__author">{self.credit(doc)}</div><p class="article__date"><span class="article__date--date">{d}</span> <span class="article__date--time">{t}</span></p></div>
<div class="article__share"><a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Share</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}">Tweet</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}">WhatsApp</a> <button class="article__save">Save</button></div></div>
<figure class="article__image"><img src="/images/{doc.key}-1280x720.jpg" alt=""/><figcaption class="article__image-caption">Photo: Supplied</figcaption></figure>
<div class="article__body NewsArticle">
{self.blocks(doc, p_tag='<p class="article__paragraph">')}
</div>
{tags}
<div class="article__newsletter"><p>Get the biggest daily stories by email. <a href="https://newsletters.highveld24.test/">Subscribe to our newsletters</a></p></div>
<section class="article__related"><h2>Related Links</h2><ul class="tf-article-list">{rel}</ul></section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            stamp = d.stamp or "04 Dec 2026"
            items.append(
                f'<article class="article-item"><a class="article-item__image" href="{esc(self.href(k))}"><img src="/images/{k}-320x180.jpg" alt=""/></a><div class="article-item__content"><h3 class="article-item__title">{self.a(k, d.title, "content")}</h3><p class="article-item__date">{stamp}</p></div></article>'
            )
        head = f'<h1 class="section-header__title">{esc(doc.title)}</h1>'
        if doc.kind == "author":
            head += f'<p class="author-profile__bio">{esc(doc.extra["bio"])}</p>'
        pag = ""
        if doc.extra.get("more"):
            pag = f'<div class="pagination">{self.a(doc.extra["more"], "Load more", "pagination")}</div>'
        elif doc.key == "section2":
            pag = f'<div class="pagination">{self.a("section", "Previous", "pagination")} <a href="/news24/southafrica?page=3">Next</a></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="home-topics">{self.a("tag", "load shedding", "content")} · {self.a("author", "Sipho Dlamini", "content")} · {self.a("section", "More South Africa news", "content")} · {self.a("opinion", self.docs["opinion"].title, "content")} · {self.a("cable", self.docs["cable"].title, "content")} · Popular searches: {self.a("search", "tshwane", "content")}</div>'
        return f'<section class="tf-article-list">{head}{"".join(items)}{pag}{extra}</section>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "live":
            entries = "".join(
                f'<div class="live-entry"><time class="live-entry__time">{t}</time><div class="live-entry__body"><p>{esc(x)}</p></div><div class="live-entry__share"><a href="https://twitter.com/intent/tweet">Share</a></div></div>'
                for t, x in doc.extra["entries"]
            )
            return f'<article class="live-blog"><span class="live-badge">LIVE</span><h1 class="article__title">{esc(doc.title)}</h1><p class="article__date">04 Dec 2026 12:30 | Updated 14:52</p><div class="live-blog__entries">{entries}</div><p>{self.a("video", "WATCH: Hail in Pretoria east", "content")} · {self.a("heat", self.docs["heat"].title, "content")}</p></article>'
        if doc.kind == "video":
            return f'<div class="video-page"><div class="video-player" data-video-id="hv24-88213"><video poster="/img/hail.jpg" controls></video></div><h1 class="article__title">{esc(doc.title)}</h1><p class="video__description">{esc(doc.extra["desc"])}</p><p class="article__date">04 Dec 2026</p><section class="video__more"><h2>More videos</h2><ul><li><a href="/news24/video/sport/watch-bulls-training-20261203">WATCH | Bulls train ahead of derby</a></li><li>{self.a("live", self.docs["live"].title, "content")}</li></ul></section></div>'
        return (
            f'<div class="static-page"><h1 class="static-page__title">{esc(doc.title)}</h1>\n{self.blocks(doc)}\n</div>'
        )
