# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; angle quotes in the pager are deliberate)
"""The Pune Chronicle: an Indian English regional paper on Drupal 9 (`node--type-article`, `field--name-body`,
`views-row`, `drupalSettings`, `/city/pune/story/<slug>-<nid>`, `/city/pune?page=1` as page 2, `/topic/…`,
`/author/…`, `/search?keys=`, `/photos/…`), UTF-8, dates printed "Dec 04, 2026 10:15 IST" (+05:30). Behaviour: a
multi-page article ("Page 1 of 2", next page `?page=1` outside the set), a photo gallery slideshow, "Also Read"
boxes inside the body, a PTI credit, one story whose `article:published_time` is UTC of the previous day."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ALSO = '<div class="also-read"><span class="also-read__label">Also Read</span> <a href="{h}">{t}</a></div>'


class Pune(Base):
    origin = "https://www.punechronicle.test"
    name = "The Pune Chronicle"
    prefix = "pc"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "pc",
            [
                ".region-header",
                ".node--type-article",
                ".field--name-body",
                ".views-row",
                ".also-read",
                ".slick-slide",
                ".region-footer",
                ".block-pc-ads",
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
                "The Pune Chronicle",
                "drupal-front",
                list=["water", "metro", "pti", "gallery", "hinjewadi", "qa", "traffic", "column", "fire"],
                more="pune2",
            )
        )
        add(
            page(
                "pune",
                "/city/pune",
                "section",
                "Pune",
                "drupal-taxonomy-term",
                list=["water", "hinjewadi", "traffic", "fire", "metro"],
                more="pune2",
            )
        )
        add(
            page(
                "pune2",
                "/city/pune?page=1",
                "section",
                "Pune",
                "drupal-taxonomy-term-page-2",
                list=["qa", "column", "pti"],
                more=None,
            )
        )
        add(
            page(
                "india",
                "/india",
                "section",
                "India",
                "drupal-taxonomy-term",
                list=["pti", "metro", "column"],
                more=None,
            )
        )
        add(
            page(
                "tag",
                "/topic/pune-metro",
                "tag",
                "Pune Metro",
                "drupal-topic",
                list=["metro", "traffic", "hinjewadi"],
                more=None,
            )
        )
        add(
            page(
                "author",
                "/author/ritika-deshpande",
                "author",
                "Ritika Deshpande",
                "drupal-user-profile",
                list=["water", "hinjewadi", "metro"],
                more=None,
                bio="Ritika Deshpande is Senior Correspondent at The Pune Chronicle and covers civic affairs, water supply and the Pune Municipal Corporation. She joined the paper in 2019.",
            )
        )
        add(
            page(
                "search",
                "/search?keys=water+cut",
                "search",
                "Search",
                "drupal-search-api",
                list=["water", "fire", "hinjewadi"],
                more=None,
                query="water cut",
            )
        )
        add(
            page(
                "gallery",
                "/photos/sawai-gandharva-festival-in-pictures-88213",
                "gallery",
                "Sawai Gandharva festival: Day one in pictures",
                "drupal-photo-gallery-slideshow",
                slides=[
                    "Vocalist Anand Kulkarni opens the festival at the New English School ground on Thursday evening.",
                    "Rasikas fill the ground well before the 4 pm start.",
                    "Tabla player Saurabh Joglekar during the first session.",
                    "Volunteers serve tea near the main gate.",
                    "A young listener follows the raga from her notebook.",
                    "The audience gives a standing ovation at 11 pm.",
                    "Stalls selling books on Hindustani music.",
                    "The festival continues till Sunday night.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "Privacy Policy",
                "drupal-basic-page",
                [
                    "Last updated: November 18, 2026",
                    'This Privacy Policy explains how The Pune Chronicle ("we", "us") collects and uses information about you when you visit punechronicle.test, use our apps or subscribe to our newsletters.',
                    "## Information we collect",
                    "We collect the information you give us when you register, such as your name, email address and mobile number, and information collected automatically, such as your IP address, browser type and the pages you read.",
                    "## How we use it",
                    "- To provide and improve our services and personalise the news you see.",
                    "- To send newsletters and alerts you have asked for.",
                    "- To show advertising, including through our partners, subject to your cookie choices.",
                    "## Your rights",
                    "You may ask for a copy of your data or ask us to delete it by writing to privacy@punechronicle.test. We answer within 30 days.",
                ],
            )
        )
        add(
            page(
                "newsletter",
                "/newsletters",
                "subscribe",
                "Newsletters",
                "drupal-webform",
                [
                    "Get the day's top stories from Pune in your inbox every morning at 7 am.",
                    "- Pune Morning Brief: the five stories you need before you leave home.",
                    "- Civic Watch: every Saturday, what the PMC and PCMC decided this week.",
                    "- Weekend Plans: concerts, plays and food in the city.",
                    "Enter your email address below and choose the newsletters. You can unsubscribe at any time from the link at the bottom of every mail.",
                ],
            )
        )
        add(
            story(
                "water",
                "/city/pune/story/pmc-announces-weekly-water-cut-in-eastern-wards-from-monday-214501",
                "PMC announces weekly water cut in eastern wards from next week",
                "2026-12-04",
                "2026-12-04T10:15:00+05:30",
                "Dec 04, 2026 10:15 IST",
                ["Ritika Deshpande"],
                [
                    "The Pune Municipal Corporation (PMC) on Thursday announced that water supply to nine wards in the eastern part of the city will be shut every Thursday from December 7, as storage in the Khadakwasla dam complex has dropped below last year's level.",
                    "The shutdown will affect Kharadi, Wadgaon Sheri, Viman Nagar, Kalyani Nagar, Yerawada, Dhanori, Lohegaon, Vishrantwadi and parts of Nagar Road. Supply on Friday morning will be at low pressure, officials said.",
                    "RAW:"
                    + ALSO.format(
                        h="/city/pune/story/tanker-rates-go-up-by-rs-200-ahead-of-summer-214310",
                        t="Tanker rates go up by Rs 200 ahead of summer",
                    ),
                    "According to the irrigation department, the four dams held 21.4 TMC of water on December 3, against 24.9 TMC on the same day in 2025. Rainfall in the catchment was 18 per cent below normal this monsoon.",
                    '"We have to plan for the next seven months. A weekly cut now will save about 1.2 TMC by July," said Nandkumar Gaikwad, superintending engineer of the PMC water supply department.',
                    'Residents of Kharadi said they already get water for only two hours a day. "Housing societies here depend on tankers for half the month. One more dry day will mean more tankers," said Swati Borkar, secretary of a society on Kharadi-Mundhwa road.',
                    "## Tankers to be deployed",
                    "The civic body said 40 additional tankers will be kept ready for slums and chawls in the affected wards. Complaints can be made on the toll-free number 1800-233-0011.",
                    "Gaikwad said the decision would be reviewed in the second week of January after the canal advisory committee meeting chaired by the guardian minister.",
                ],
                "multi-page-article",
                section="Pune",
                pages=2,
                dek="Nine wards including Kharadi, Viman Nagar and Yerawada to go dry every Thursday; dam storage 3.5 TMC lower than last year",
            )
        )
        add(
            story(
                "pti",
                "/india/story/railways-to-run-12-winter-special-trains-via-pune-214488",
                "Railways to run 12 winter special trains via Pune",
                "2026-12-03",
                "2026-12-03T18:40:00+05:30",
                "Dec 03, 2026 18:40 IST",
                [],
                [
                    "The Central Railway will run 12 winter special trains between Mumbai, Pune and destinations in north India from December 15 to clear the holiday rush, officials said on Thursday.",
                    "The trains will run to Gorakhpur, Danapur, Hazrat Nizamuddin and Jaipur, and make 96 trips in all. Bookings will open on the IRCTC website on December 6.",
                    "A senior official said the waiting list on regular trains to Bihar and Uttar Pradesh had crossed 400 on most days in the last week of December.",
                    "The special trains will have a mix of sleeper, AC three-tier and general coaches, he said.",
                ],
                "agency-brief",
                section="India",
                byline="PTI",
            )
        )
        add(
            story(
                "hinjewadi",
                "/city/pune/story/hinjewadi-it-park-commuters-to-get-feeder-buses-from-wakad-214467",
                "Hinjewadi IT park commuters to get feeder buses from Wakad",
                "2026-12-03",
                None,
                "Dec 03, 2026 09:05 IST",
                ["Ritika Deshpande", "Omkar Jadhav"],
                [
                    "The Pune Mahanagar Parivahan Mahamandal Limited (PMPML) will start 30 feeder buses between Wakad, Bhumkar Chowk and the three phases of the Rajiv Gandhi Infotech Park in Hinjewadi from next week.",
                    "The buses will run every 10 minutes between 7 am and 11 am and from 5 pm to 9 pm, the hours when the Hinjewadi-Wakad road is most congested. The fare will be Rs 10.",
                    "RAW:"
                    + ALSO.format(
                        h="/city/pune/story/hinjewadi-flyover-to-miss-march-deadline-213998",
                        t="Hinjewadi flyover to miss March deadline",
                    ),
                    "An association of IT employees had asked for feeder services in a letter to the PMPML chairman in October, saying that more than 2.5 lakh people travel to the park every day and most of them use two-wheelers or cabs.",
                    '"If the frequency is kept, many of us will leave the car at home," said Pradeep Kale, who works in Phase 2 and lives in Pimple Saudagar.',
                    "PMPML officials said the route may later be linked to the metro station at Hinjewadi once the Line 3 opens.",
                ],
                "two-authors",
                section="Pune",
            )
        )
        add(
            story(
                "metro",
                "/city/pune/story/metro-line-3-trial-run-between-hinjewadi-and-balewadi-this-month-214520",
                "Metro Line 3 trial run between Hinjewadi and Balewadi this month",
                "2026-12-04",
                "2026-12-03T20:10:00Z",
                "Dec 04, 2026 01:40 IST",
                ["Omkar Jadhav"],
                [
                    "The first trial run on the Hinjewadi-Shivajinagar metro line will be held between the Hinjewadi Phase 3 and Balewadi stadium stations before December 20, officials of the Pune IT City Metro Rail said late on Thursday.",
                    "The 23.3-km elevated line has 23 stations. Work on the section between Balewadi and Shivajinagar is 81 per cent complete and the full line is expected to open by June 2027.",
                    "The train sets, built in Savli in Gujarat, reached the depot at Maan in November. Each has three coaches and can carry about 1,000 passengers.",
                    "Officials said the safety commissioner's inspection will follow the trial runs, which will go on for at least six weeks.",
                    "The line is being built on a public-private partnership model, the first such metro project in Maharashtra.",
                ],
                "utc-crosses-local-day",
                section="Pune",
            )
        )
        add(
            story(
                "qa",
                "/city/pune/story/interview-the-city-needs-a-heritage-map-first-says-conservation-architect-214402",
                "Interview: 'The city needs a heritage map first', says conservation architect",
                "2026-12-02",
                "2026-12-02T08:30:00+05:30",
                "Dec 02, 2026 08:30 IST",
                ["Meera Sathe"],
                [
                    "Conservation architect Kiran Bhalerao has worked on the restoration of wadas in the old city for two decades. Meera Sathe spoke to her about the PMC's new heritage committee.",
                    "Q: The PMC has formed a new heritage committee. Is that enough? || A committee is good, but it is looking at a list prepared in 2005. Half the buildings on that list are gone. The city needs a fresh heritage map first.",
                    "Q: What happens to a wada once it is listed? || The owners cannot repair or sell it easily, so they let it fall. We need transfer of development rights that actually works for them.",
                    "Q: Is there one project you would start with? || The lanes around Kasba Ganpati. They are small, people live there, and the streets themselves are the heritage.",
                ],
                "qa-interview",
                section="Pune",
            )
        )
        add(
            story(
                "traffic",
                "/city/pune/story/university-chowk-gets-new-signal-timing-after-flyover-opening-214355",
                "University Chowk gets new signal timing after flyover opening",
                "2026-12-01",
                None,
                "Dec 01, 2026 19:20 IST",
                ["Sameer Pawar"],
                [
                    "The Pune traffic police have changed the signal cycle at University Chowk from 180 to 120 seconds after the first level of the double-decker flyover was opened to traffic last week.",
                    "Deputy commissioner of police (traffic) Aarti Mane said the waiting time for vehicles coming from Aundh had dropped by about four minutes in the morning peak.",
                    "Left turns towards Pashan will now be free, and a new pedestrian crossing has been marked near the university gate.",
                    "Officials said the changes will be studied for two weeks before they are made permanent.",
                ],
                "no-metadata",
                section="Pune",
            )
        )
        add(
            story(
                "column",
                "/india/story/opinion-pune-s-hills-are-not-empty-land-214290",
                "Opinion | Pune's hills are not empty land",
                "2026-11-30",
                "2026-11-30T07:00:00+05:30",
                "Nov 30, 2026 07:00 IST",
                ["Anjali Khare"],
                [
                    "Every few years the hill top hill slope zone comes back to the state's agenda, and every time the argument is the same: the city needs land, and the hills are lying empty.",
                    "They are not empty. Vetal Tekdi, Taljai and the Baner hill hold the water that keeps the aquifers below Kothrud and Aundh alive. They cool the city by two to three degrees in May, as the Indian Institute of Tropical Meteorology has shown.",
                    "Allowing even four per cent construction on these slopes, as the new draft proposes, will mean roads, retaining walls and water tanks, and the rest of the hill will follow.",
                    "Pune has grown by filling its rivers and paddy fields. It can still choose not to do the same with its hills.",
                ],
                "opinion",
                section="India",
                dek="The draft rules on hill top hill slope zones will cost the city its water and its cool air",
                byline_role="The writer is an environmental planner based in Pune.",
            )
        )
        add(
            story(
                "fire",
                "/city/pune/story/fire-at-godown-in-kondhwa-no-casualties-214371",
                "Fire at godown in Kondhwa, no casualties",
                "2026-12-02",
                "2026-12-02T06:50:00+05:30",
                "Dec 02, 2026 06:50 IST",
                ["Sameer Pawar"],
                [
                    "A fire broke out at a furniture godown in Kondhwa Budruk early on Wednesday. Nobody was injured, the fire brigade said.",
                    "Six fire tenders reached the spot at 3.10 am and brought the fire under control in two hours. The cause is not yet known.",
                    "Station officer Prakash Hagwane said the godown had no fire safety certificate and a notice will be issued to the owner.",
                ],
                "short-brief",
                section="Pune",
            )
        )

    # templates ---------------------------------------------------------------
    def head(self, doc: Doc) -> str:
        parts = [
            f"<title>{esc(doc.title)} | The Pune Chronicle</title>",
            f'<link rel="canonical" href="{self.url(doc.key)}">',
        ]
        if doc.is_article and doc.iso:
            parts += [
                '<meta property="og:type" content="article">',
                f'<meta property="og:title" content="{esc(doc.title)}">',
                f'<meta property="article:published_time" content="{doc.iso}">',
                f'<meta name="description" content="{esc(self.lede(doc))}">',
            ]
            if doc.key != "metro":
                ld = {
                    "@context": "https://schema.org",
                    "@type": "NewsArticle",
                    "headline": doc.title,
                    "datePublished": doc.iso,
                    "author": [{"@type": "Person", "name": a} for a in doc.authors]
                    or {"@type": "Organization", "name": "PTI"},
                    "publisher": {"@type": "Organization", "name": self.name},
                }
                parts.append(f'<script type="application/ld+json">{json.dumps(ld)}</script>')
        elif not doc.is_article:
            parts.append('<meta property="og:type" content="website">')
        return "\n".join(parts)

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        nav = " ".join(
            f'<li class="menu-item">{a(k, t, "nav")}</li>'
            for k, t in [
                ("home", "Home"),
                ("pune", "Pune"),
                ("india", "India"),
                ("tag", "Pune Metro"),
                ("gallery", "Photos"),
                ("newsletter", "Newsletters"),
            ]
        )
        settings = json.dumps(
            {
                "path": {"baseUrl": "/", "currentPath": doc.path.lstrip("/"), "currentLanguage": "en"},
                "pcAds": {"slot": "/2109/pc/" + doc.kind},
            }
        )
        return f"""<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8">
<meta name="Generator" content="Drupal 9 (https://www.drupal.org)">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
{self.head(doc)}
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq4pK2.css">
<style>/*PAD*/</style>
<script src="https://securepubads.g.doubleclick.test/tag/js/gpt.js" async></script>
</head>
<body class="path-{"node" if doc.is_article else "taxonomy"} page-node-type-article">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header class="region region-header" role="banner">
<div class="block-system-branding-block">{a("home", "The Pune Chronicle", "header", 'rel="home" class="site-logo"')}</div>
<nav role="navigation" class="block-pc-main-menu"><ul class="menu">{nav}</ul></nav>
<div class="header-date">Friday, December 4, 2026 | Pune 27°C</div>
<form action="/search" method="get" class="search-block-form"><input type="search" name="keys"><input type="submit" value="Search"></form>
<a href="/user/login" class="login">Sign In</a> <a href="https://epaper.punechronicle.test/" class="epaper">E-Paper</a>
</header>
<div class="block-pc-ads ad-leaderboard"><div id="div-gpt-ad-top"></div></div>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="region region-content">
<div data-drupal-messages-fallback class="hidden"></div>
{main}
</div>
</main>
<footer class="region region-footer" role="contentinfo">
<ul class="footer-menu"><li>{a("privacy", "Privacy Policy", "footer")}</li><li>{a("newsletter", "Newsletters", "footer")}</li><li><a href="/about-us">About Us</a></li><li><a href="/contact">Contact</a></li><li><a href="/rss.xml">RSS</a></li></ul>
<p class="copyright">© 2026 The Pune Chronicle Pvt Ltd. All rights reserved.</p>
</footer>
<div id="cookie-consent" class="eu-cookie-compliance-banner">We use cookies to improve your experience. <button class="agree-button">OK, I agree</button> <a href="/privacy-policy">More info</a></div>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{settings}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.6.3"></script>
<script src="/sites/default/files/js/js_pcLazy.js"></script>
</body>
</html>"""

    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.byline:
            by = f'<div class="field--name-field-agency">{esc(doc.byline)}</div>'
        else:
            names = " and ".join(
                a("author", n, "byline") if n == "Ritika Deshpande" else f'<span class="author-name">{esc(n)}</span>'
                for n in doc.authors
            )
            by = (
                f'<div class="field--name-field-author">By {names}</div>'
                if doc.key != "column"
                else f'<div class="field--name-field-author">{esc(doc.authors[0])}</div>'
            )
        dek = f'<div class="field--name-field-summary"><h2>{esc(doc.dek)}</h2></div>' if doc.dek else ""
        pager = ""
        if doc.extra.get("pages"):
            pager = f'<nav class="pager article-pager" role="navigation"><span class="pager__current">Page 1 of 2</span> <a href="{esc(doc.path)}?page=1" rel="next" class="pager__item--next">Next page ›</a></nav>'
        tail = (
            f'<p class="writer-note"><em>{esc(doc.extra["byline_role"])}</em></p>'
            if doc.extra.get("byline_role")
            else ""
        )
        related = "".join(
            f'<div class="views-row">{a(k, self.docs[k].title, "related")}</div>'
            for k in ("water", "metro", "hinjewadi", "fire")
            if k != doc.key
        )
        return f"""<div class="breadcrumb"><ol><li>{a("home", "Home", "breadcrumb")}</li><li>{a("pune" if doc.section == "Pune" else "india", doc.section, "breadcrumb")}</li></ol></div>
<article role="article" about="{esc(doc.path)}" class="node node--type-article node--promoted node--view-mode-full">
<h1 class="page-title"><span class="field field--name-title">{esc(doc.title)}</span></h1>
{dek}
<div class="node__meta">{by}<div class="field--name-field-published-date"><time>{esc(doc.stamp)}</time></div></div>
<div class="share-bar"><a href="https://www.facebook.test/sharer.php?u={self.url(doc.key)}">Facebook</a> <a href="https://x.test/intent/tweet?url={self.url(doc.key)}">X</a> <a href="https://wa.test/send?text={self.url(doc.key)}">WhatsApp</a></div>
<div class="node__content">
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
{self.blocks(doc)}
</div>
{tail}
{pager}
<div class="field--name-field-tags"><span>Tags:</span> {a("tag", "Pune Metro", "tags")} <a href="/topic/pmc">PMC</a></div>
</div>
</article>
<div class="block-views-block-related"><h2>Related Stories</h2>{related}</div>
<div class="newsletter-promo">Get the Pune Morning Brief: {a("newsletter", "Sign up", "promo")}</div>"""

    def row(self, key: str) -> str:
        d = self.docs[key]
        stamp = f'<span class="date">{esc(d.stamp)}</span>' if d.stamp else ""
        return f'<div class="views-row"><div class="views-field-title"><h3>{self.a(key, d.title, "content")}</h3></div><div class="views-field-body">{esc(self.lede(d))}</div>{stamp}</div>'

    def listing_main(self, doc: Doc) -> str:
        rows = "\n".join(self.row(k) for k in doc.extra["list"])
        head = f"<h1>{esc(doc.title)}</h1>"
        if doc.kind == "author":
            head = (
                f'<div class="user-profile"><h1>{esc(doc.title)}</h1><p class="bio">{esc(doc.extra["bio"])}</p></div>'
            )
        if doc.kind == "search":
            head = f'<h1>Search</h1><form class="search-form"><input name="keys" value="{esc(doc.extra["query"])}"></form><p>Showing 1 - 3 of 3 results for "{esc(doc.extra["query"])}"</p>'
        if doc.kind == "home":
            head = '<h1 class="visually-hidden">The Pune Chronicle</h1><div class="breaking-ticker">Breaking: Water cut in eastern wards every Thursday from Dec 7</div>'
        more = ""
        if doc.extra.get("more"):
            more = f'<nav class="pager"><ul class="pager__items"><li class="pager__item is-active">1</li><li class="pager__item">{self.a(doc.extra["more"], "2", "pager")}</li><li class="pager__item pager__item--next">{self.a(doc.extra["more"], "Next ›", "pager")}</li></ul></nav>'
        elif doc.key == "pune2":
            more = f'<nav class="pager"><ul class="pager__items"><li class="pager__item">{self.a("pune", "‹ Previous", "pager")}</li><li class="pager__item is-active">2</li></ul></nav>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="block-photos"><h2>Photos</h2>{self.a("gallery", self.docs["gallery"].title, "content")}</div><div class="block-more">{self.a("search", "Water cut: all coverage", "content")} | {self.a("author", "Ritika Deshpande", "content")} | {self.a("pune2", "More from Pune", "content")}</div>'
        return (
            f'<div class="view view-taxonomy-term">{head}<div class="view-content">\n{rows}\n</div>{more}{extra}</div>'
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "gallery":
            slides = "\n".join(
                f'<div class="slick-slide" data-slick-index="{i}"><img src="/sites/default/files/gallery/sg-{i + 1}.jpg" alt="Photo {i + 1}"><div class="slide-caption"><span class="count">{i + 1}/{len(doc.extra["slides"])}</span> {esc(c)}</div><span class="credit">Photo: Vivek Ranade</span></div>'
                for i, c in enumerate(doc.extra["slides"])
            )
            return f'<div class="node node--type-photo-gallery"><h1>{esc(doc.title)}</h1><time>Dec 04, 2026 00:30 IST</time><div class="slick-slider gallery-slideshow">{slides}</div><div class="more-galleries"><a href="/photos">More galleries</a></div></div>'
        return f'<article class="node node--type-page"><h1 class="page-title">{esc(doc.title)}</h1><div class="field--name-body">{self.blocks(doc)}</div></article>'
