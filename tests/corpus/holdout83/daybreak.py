# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""Daybreak News: a Yahoo News-like **portal that republishes its partners' stories** (a "content-as-a-service"
article template: `caas-container`, `caas-title-wrapper`, `caas-attr-provider-logo`, `caas-author-byline-collapse`,
`caas-attr-meta-time`, `caas-body`, `caas-readmore`; `/news/<slug>-213045812.html`, AMP at `/amphtml/news/…`,
`/news/us/?page=2`, `/topics/…`, `/partners/…`, `/author/…`, `/search?p=`), English, UTF-8, US Eastern (-05:00).

Most stories are a partner's: the partner's **logo** above the byline, the partner's **writer** in it, a
`rel=canonical` to the **partner's domain**, a JSON-LD `provider`, and an "originally appeared" note at the end. The
`<time>`'s `datetime` is **UTC** while the text prints Eastern time: the TV station's outage story (9:12 PM on 3 Dec)
is 02:12Z on 4 Dec. One partner story is only an **excerpt** ending in "Read the full story at The Harlow Gazette";
one carries a syndication agency's copyright tail; one a "Courier Staff" desk credit; one prints only "Updated …"
(a day after its JSON-LD `datePublished`); one is the nonprofit Borderland Ledger's investigation **republished under
Creative Commons** with its note and tracking pixel and a canonical to the original (a page of this set). The
Ashford Courier story has an **AMP twin**. A stale most-read link leads to a **soft 404** served with 200."""

from __future__ import annotations

import json
from urllib.parse import quote_plus

from borderland import WATER_DEK, WATER_EN, WATER_PATH, WATER_TITLE, copy_lines
from common import Base, amp_head, blocks_html, page, republish_tail, story, utc
from sitekit import Doc, css_rules, esc

A_CLASS_JS_CONTENT_VIEWER = 'class="js-content-viewer"'
ORIGIN = "https://www.daybreaknews.test"
TZ = -5
ARTS = ["courier", "ksnb", "republish", "own", "stub", "tribune", "staff", "sentinel"]
A_BTN = 'class="caas-button"'
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
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

PARTNERS = {
    "courier": ("The Ashford Courier", "https://www.ashfordcourier.test/", "ashford-courier"),
    "ksnb": ("KSNB 6 News", "https://www.ksnb6.test/", "ksnb-6"),
    "ledger": ("Borderland Ledger", "https://borderlandledger.test/", "borderland-ledger"),
    "harlow": ("The Harlow Gazette", "https://www.harlowgazette.test/", "harlow-gazette"),
    "harbor": ("Harborline Magazine", "https://www.harborlinemag.test/", "harborline"),
    "sentinel": ("Pine Valley Sentinel", "https://www.pinevalleysentinel.test/", "pine-valley-sentinel"),
    "daybreak": ("Daybreak News", ORIGIN + "/", "daybreak"),
}


def yahoo_time(local: str) -> str:
    """'2026-12-03 21:12' → 'Thu, December 3, 2026 at 9:12 PM'."""
    from datetime import datetime

    t = datetime.strptime(local, "%Y-%m-%d %H:%M")
    h = t.hour % 12 or 12
    return f"{DAYS[t.weekday()][:3]}, {MONTHS[t.month - 1]} {t.day}, {t.year} at {h}:{t.minute:02d} {'AM' if t.hour < 12 else 'PM'}"


class Daybreak(Base):
    origin = ORIGIN
    name = "Daybreak News"
    prefix = "dbn"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "dbn",
            [
                "#ybar",
                ".ybar-nav li",
                ".caas-title-wrapper h1",
                ".caas-body p",
                ".caas-attr-meta",
                ".caas-logo img",
                ".stream-item",
                ".trending-list li",
                "#footer",
                ".consent-overlay",
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
                "Daybreak News",
                "portal-stream-home",
                list=["own", "ksnb", "republish", "courier", "staff", "tribune", "stub", "sentinel"],
                more="us",
            )
        )
        add(
            page(
                "us",
                "/news/us/",
                "section",
                "U.S. News",
                "portal-stream-section",
                list=["ksnb", "courier", "staff", "republish"],
                more="us2",
            )
        )
        add(
            page(
                "us2",
                "/news/us/?page=2",
                "section",
                "U.S. News",
                "portal-stream-section-page2",
                list=["sentinel", "stub", "tribune"],
            )
        )
        add(
            page(
                "local",
                "/news/local/",
                "section",
                "Local News",
                "portal-partner-local-stream",
                list=["courier", "staff", "ksnb", "stub", "sentinel"],
            )
        )
        add(
            page(
                "topic",
                "/topics/winter-storms/",
                "tag",
                "Winter storms",
                "portal-topic-page",
                list=["own", "ksnb", "staff"],
            )
        )
        add(
            page(
                "provider",
                "/partners/ashford-courier/",
                "source",
                "The Ashford Courier",
                "partner-provider-page",
                list=["courier", "staff"],
                partner="courier",
            )
        )
        add(
            page(
                "author",
                "/author/megan-clarke/",
                "author",
                "Megan Clarke",
                "portal-staff-author-page",
                list=["own"],
                bio="Megan Clarke is a senior editor at Daybreak News covering travel, weather and consumer news. Before joining Daybreak she was a producer for a regional public radio network.",
            )
        )
        add(
            page(
                "search",
                "/search?p=ice+storm",
                "search",
                "Search results for ice storm",
                "portal-search-results",
                list=["ksnb", "staff", "own"],
                q="ice storm",
            )
        )
        add(
            page(
                "notfound",
                "/news/ashford-man-charged-after-standoff-200913377.html",
                "not-found",
                "Sorry, the page you requested cannot be found",
                "soft-404-status-200",
                [
                    "The story you are looking for may have been removed by our partner, or the link may be out of date.",
                    "Try searching Daybreak News, or browse today’s top stories below.",
                ],
            )
        )
        add(
            page(
                "partners",
                "/partners/",
                "about",
                "Our content partners",
                "partners-about-page",
                [
                    "Daybreak News brings together reporting from more than 900 newspapers, broadcasters, magazines and nonprofit newsrooms alongside stories written by our own editors.",
                    "Partner stories appear on Daybreak News under a license from the publisher. The publisher’s name and logo appear at the top of every partner story, and the publisher is responsible for its content. Stories written by Daybreak News staff carry the Daybreak News logo.",
                    "## Nonprofit newsrooms",
                    "Some stories come from nonprofit newsrooms that allow republication under a Creative Commons license. Those stories appear unchanged, with a note at the end naming the newsroom where they first appeared.",
                    "## Become a partner",
                    "News publishers interested in distributing their content on Daybreak News can write to partners@daybreaknews.test.",
                ],
            )
        )

        add(
            story(
                "courier",
                "/news/ashford-council-approves-48-million-213045812.html",
                "Ashford council approves $48 million plan to rebuild Mill Street bridge",
                "2026-12-03",
                utc("2026-12-03 16:30", TZ, "ms"),
                "2026-12-03 16:30",
                ["Dana Whitfield"],
                COURIER,
                "partner-logo-canonical-offsite-amp",
                partner="courier",
                canonical="https://www.ashfordcourier.test/story/news/local/2026/12/03/mill-street-bridge-rebuild-approved/71234567007/",
                note="originally",
                amp="courier_amp",
                ld="person",
                minutes=4,
            )
        )
        add(
            story(
                "courier_amp",
                "/amphtml/news/ashford-council-approves-48-million-213045812.html",
                "Ashford council approves $48 million plan to rebuild Mill Street bridge",
                "2026-12-03",
                utc("2026-12-03 16:30", TZ, "ms"),
                "2026-12-03 16:30",
                ["Dana Whitfield"],
                COURIER,
                "amp-twin-partner-story",
                partner="courier",
                canonical="https://www.ashfordcourier.test/story/news/local/2026/12/03/mill-street-bridge-rebuild-approved/71234567007/",
                note="originally",
                twin="courier",
                ld="person",
                minutes=4,
            )
        )
        add(
            story(
                "ksnb",
                "/news/freezing-rain-knocks-power-30-021200144.html",
                "Freezing rain knocks out power to 30,000 in Kessler County as crews brace for more ice",
                "2026-12-03",
                utc("2026-12-03 21:12", TZ, "ms"),
                "2026-12-03 21:12",
                ["Marcus Reyes"],
                [
                    "KESSLER COUNTY — More than 30,000 homes and businesses in Kessler County were without power Thursday night after freezing rain coated trees and power lines across the northern half of the county.",
                    "The outages began shortly after 3 p.m., when ice started to build on branches along Route 9 and the river road north of Milford. By 8 p.m., the county’s electric cooperative was reporting 31,400 customers without service, about a third of its members.",
                    "“We have every crew we own on the road, and we have asked for help from three neighboring co-ops,” said Teresa Lindqvist, a spokesperson for the cooperative. “But we want people to be realistic. Some of these outages will last into the weekend.”",
                    "The National Weather Service has extended an ice storm warning for the county until 6 p.m. Friday, with another quarter to half an inch of ice possible overnight. Forecasters said the weight of the additional ice could bring down more limbs and lines.",
                    "County emergency managers opened warming centers at the Milford Community Center and the Kessler County Fairgrounds exhibition hall. Both will stay open overnight and have cots, blankets and backup generators.",
                    "Sheriff Dale Porter urged residents to stay off the roads unless travel is necessary. Deputies responded to more than 60 crashes between noon and 8 p.m., most of them minor, he said.",
                    "Residents who rely on electric medical equipment should call 911 if they lose power and have no backup, officials said. The co-op asked people not to approach downed lines and to report them at its outage number.",
                ],
                "tv-station-name-comma-station-utc-next-day",
                partner="ksnb",
                canonical="https://www.ksnb6.test/news/freezing-rain-knocks-out-power-to-30000-in-kessler-county/article_5c1e2f9a.html",
                credit="Marcus Reyes, KSNB 6 News",
                note="copyright",
                video=True,
                ld="person",
                modified=utc("2026-12-04 06:05", TZ, "ms"),
                minutes=2,
            )
        )
        add(
            story(
                "republish",
                "/news/el-paso-county-colonias-wait-120000512.html",
                WATER_TITLE,
                "2026-12-04",
                utc("2026-12-04 07:00", TZ, "ms"),
                "2026-12-04 07:00",
                ["Ana Lucía Ortega"],
                copy_lines(WATER_EN),
                "creative-commons-republished-pixel-canonical-in-set",
                partner="ledger",
                canonical="https://borderlandledger.test" + WATER_PATH,
                credit="Ana Lucía Ortega, Borderland Ledger",
                note="cc",
                post=4821,
                ld="person",
                dek=WATER_DEK,
                minutes=6,
            )
        )
        add(
            story(
                "own",
                "/news/winter-storm-travel-know-fly-153000633.html",
                "Winter storm travel: What to know before you fly or drive this weekend",
                "2026-12-04",
                utc("2026-12-04 10:30", TZ, "ms"),
                "2026-12-04 10:30",
                ["Megan Clarke"],
                [
                    "An ice storm spreading across the Ohio Valley and the interior Northeast is expected to snarl travel through Saturday, with freezing rain, sleet and gusty winds forecast from southern Indiana to upstate New York.",
                    "If you have plans to fly or drive before Sunday, here is what to expect and how to prepare.",
                    "## Flights",
                    "Several major airlines have issued travel waivers for airports in the storm’s path, allowing passengers to change their flights without a fee. Check your airline’s app before leaving home: waivers usually cover a specific window of travel dates and require you to rebook within a few days.",
                    "- Delays are most likely on Friday evening and Saturday morning, when de-icing lines at hub airports can stretch for more than an hour.",
                    "- If your flight is canceled, you are entitled to a refund of the unused fare, even on a non-refundable ticket, if you choose not to travel.",
                    "- Airlines are not required to pay for hotels when a cancellation is caused by weather, but some will offer discounted rates. Ask at the desk.",
                    "## Roads",
                    "Ice is more dangerous than snow because it is hard to see. Bridges, overpasses and shaded stretches of road freeze first, and they can stay slick for hours after the main roads are clear.",
                    "- Keep your gas tank at least half full, and pack blankets, water, snacks and a phone charger.",
                    "- Slow down well before curves and intersections, and leave at least three times your usual following distance.",
                    "- If you start to slide, take your foot off the gas and steer gently in the direction you want to go. Do not slam the brakes.",
                    "## Trains and buses",
                    "Rail and intercity bus operators have warned of possible delays on routes through Pennsylvania and New York. Most allow changes without a fee during severe weather alerts.",
                    "Forecasters expect temperatures to rise above freezing across most of the region by Sunday afternoon, which should allow roads and airports to recover before the start of the work week.",
                ],
                "portal-own-staff-story-lists",
                partner="daybreak",
                credit="",
                ld="person",
                minutes=3,
            )
        )
        add(
            story(
                "stub",
                "/news/harlows-last-bookbinder-closes-161500987.html",
                "Harlow’s last bookbinder closes his shop after 61 years",
                "2026-12-02",
                utc("2026-12-02 11:15", TZ, "ms"),
                "2026-12-02 11:15",
                ["Hannah Lowe"],
                [
                    "The bell over the door of Gerrity Bindery on Canal Street will ring for the last time on Saturday, when Walter Gerrity, 84, turns the sign in the window and closes the business his father opened in 1965.",
                    "For six decades, Harlow’s lawyers, librarians, churches and families brought their worn-out books to the narrow shop: ledgers and law reports, hymnals with broken spines, family Bibles held together with tape. Gerrity took them apart, resewed them by hand and covered them in cloth or leather at a bench by the front window.",
                    "“People think a book is a thing that lasts forever,” he said on Tuesday, running a bone folder along a new spine. “It lasts as long as somebody is willing to fix it.”",
                ],
                "excerpt-read-the-full-story-at",
                partner="harlow",
                canonical="https://www.harlowgazette.test/2026/12/02/harlow-last-bookbinder-closes-after-61-years/",
                readmore="https://www.harlowgazette.test/2026/12/02/harlow-last-bookbinder-closes-after-61-years/",
                ld="person",
                minutes=1,
            )
        )
        add(
            story(
                "tribune",
                "/news/quiet-comeback-neighborhood-hardware-store-110000221.html",
                "The quiet comeback of the neighborhood hardware store",
                "2026-12-02",
                utc("2026-12-02 06:00", TZ, "ms"),
                "2026-12-02 06:00",
                ["Grace Whitaker"],
                [
                    "On a Tuesday afternoon at Larkin & Sons Hardware, the line at the key-cutting machine is three people deep. A man in a paint-spattered jacket wants a single brass hinge. A woman is looking for a washer that fits a faucet older than she is. Nobody is in a hurry, least of all the clerk, who walks each of them to the right drawer.",
                    "Ten years ago, stores like this one seemed to be on their way out, squeezed by big-box chains on the edge of town and online retailers that could deliver a hinge by the next morning. Thousands of independent hardware stores closed in the decade before the pandemic.",
                    "Now, in many towns and city neighborhoods, the survivors are doing better than they have in years. Industry groups report that independent hardware sales have grown for four straight years, and more owners are opening second locations than closing their first.",
                    "Owners point to a few reasons. People who started fixing things themselves during the pandemic kept at it. Younger homeowners, priced into older houses, need parts and advice that a warehouse store cannot always provide. And many customers have decided that a ten-minute walk beats a forty-minute drive.",
                    "“Nobody comes here for the price. They come because we will tell them they do not need to replace the whole toilet, just a two-dollar flapper,” said Ruth Larkin, who runs the store her grandfather founded. “That advice is what we sell. The flapper is just the receipt.”",
                    "The stores have also adapted. Larkin & Sons now rents tools, sharpens knives and runs Saturday workshops on patching drywall and caulking tubs, which regularly fill up. Its online inventory lets customers check whether a part is in stock before they walk over.",
                    "Challenges remain. Rents on main streets have risen, and finding staff who know the difference between a lag bolt and a carriage bolt is harder than it used to be. But for now, the bell over the door keeps ringing.",
                ],
                "syndication-agency-tail-org-jsonld",
                partner="harbor",
                canonical="https://www.harborlinemag.test/home/the-quiet-comeback-of-the-neighborhood-hardware-store/",
                note="agency",
                ld="org",
                minutes=4,
            )
        )
        add(
            story(
                "staff",
                "/news/ashford-schools-close-early-friday-181000342.html",
                "Ashford schools to close early Friday as ice storm approaches",
                "2026-12-03",
                utc("2026-12-03 13:10", TZ, "ms"),
                "2026-12-03 13:10",
                [],
                [
                    "Ashford Public Schools will dismiss students three hours early on Friday because of the ice storm forecast to reach the area by mid-afternoon, Superintendent Carla Medeiros announced Thursday.",
                    "High schools will let out at 11:15 a.m., middle schools at 11:45 a.m. and elementary schools at 12:15 p.m. All after-school activities, athletics and evening events are canceled.",
                    "“We would rather have every child home before the first drop of freezing rain than have buses on the roads when it starts,” Medeiros said in a message to families.",
                    "Meal pickup for students who rely on school lunches will be available at each school from 10:30 a.m. until dismissal. The district said it would decide by 5 a.m. Saturday whether weekend events would go ahead.",
                ],
                "desk-credit-courier-staff",
                partner="courier",
                canonical="https://www.ashfordcourier.test/story/news/education/2026/12/03/ashford-schools-early-dismissal-ice-storm/71234980007/",
                credit="Courier Staff",
                note="originally",
                ld="staff",
                minutes=1,
            )
        )
        add(
            story(
                "sentinel",
                "/news/christmas-tree-farm-pine-valley-survives-140500871.html",
                "A Christmas tree farm survives the drought, one hand-watered row at a time",
                "2026-12-01",
                utc("2026-12-01 09:05", TZ, "ms"),
                "2026-12-02 08:05",
                ["Tom Beckett"],
                [
                    "The Abernathy family has sold Christmas trees from the same hillside above Pine Valley since 1958. This year, they almost had none to sell.",
                    "A dry spring followed by the hottest August on record killed nearly half of the farm’s seedlings and browned the lower branches of many older trees. By September, Joan Abernathy was hauling water up the hill in a 500-gallon tank on the back of a tractor, watering the most promising rows by hand.",
                    "“We picked the trees we thought could make it and gave them everything we had,” she said. “It felt like triage. Some rows we just had to let go.”",
                    "The work paid off. The farm opened for the season the weekend after Thanksgiving with about 1,100 trees to cut, roughly 60 percent of a normal year. Prices rose by $10 a tree, and the family has asked visitors to limit themselves to one tree per car.",
                    "Growers across the region tell similar stories. A state growers’ association estimates that drought losses will reduce the number of trees available for harvest in the next five years, because the seedlings that died this summer would have been ready for sale around 2032.",
                    "Abernathy has planted 2,000 replacement seedlings and installed a drip line on the lowest part of the hill. “My grandfather never watered a tree in his life,” she said. “I don’t think we get to farm like that anymore.”",
                ],
                "special-to-partner-updated-only-printed",
                partner="sentinel",
                canonical="https://www.pinevalleysentinel.test/news/christmas-tree-farm-survives-drought/",
                credit="Tom Beckett, Special to the Pine Valley Sentinel",
                note="originally",
                updated_only=True,
                ld="person",
                modified=utc("2026-12-02 08:05", TZ, "ms"),
                photo="Joan Abernathy checks a Fraser fir on her family’s farm above Pine Valley. (Photo by Lisa Grant / Pine Valley Sentinel)",
                minutes=3,
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def render(self, doc: Doc) -> str:
        if doc.extra.get("twin"):
            self.current = doc.key
            return self.amp_page(doc)
        return super().render(doc)

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        canonical = doc.extra.get("canonical", url)
        title = doc.title if doc.kind != "search" else f"{doc.extra['q']} - Daybreak Search Results"
        out = [
            f"<title>{esc(title)}</title>"
            if doc.kind != "home"
            else "<title>Daybreak News: Latest news and headlines</title>",
            f'<meta name="description" content="{esc(self.lede(doc) if doc.is_article else "The latest news and headlines from Daybreak News and our partners.")}">',
            f'<link rel="canonical" href="{esc(canonical)}">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta property="og:url" content="{esc(url)}">',
            '<meta property="og:site_name" content="Daybreak News">',
            f'<meta property="og:type" content="{"article" if doc.is_article else "website"}">',
        ]
        if not doc.is_article:
            return "\n".join(out)
        pname, purl, pslug = PARTNERS[doc.extra["partner"]]
        if doc.extra.get("amp"):
            out.append(f'<link rel="amphtml" href="{esc(self.url(doc.extra["amp"]))}">')
        out.append(
            f'<meta property="og:image" content="https://s.daybreaknews.test/ny/api/res/1.2/{pslug}/{doc.path.rsplit("-", 1)[-1][:-5]}.jpg">'
        )
        out.append('<meta name="twitter:site" content="@DaybreakNews">')
        out.append(f'<meta name="news_keywords" content="{esc(pname)}, news">')
        mode = doc.extra["ld"]
        if mode == "person":
            author: object = {"@type": "Person", "name": doc.authors[0], "url": ""}
        elif mode == "staff":
            author = {"@type": "Person", "name": "Courier Staff", "url": ""}
        else:
            author = {"@type": "Organization", "name": pname}
        ld = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": url,
            "headline": doc.title,
            "description": self.lede(doc),
            "datePublished": doc.iso,
            "dateModified": doc.extra.get("modified", doc.iso),
            "keywords": [],
            "author": author,
            "creator": {"@type": "Person", "name": doc.authors[0] if doc.authors else pname, "url": ""},
            "provider": {
                "@type": "Organization",
                "name": pname,
                "url": purl,
                "logo": {
                    "@type": "ImageObject",
                    "url": f"https://s.daybreaknews.test/os/creatr-uploaded-images/{pslug}-logo.png",
                    "width": 300,
                    "height": 60,
                },
            },
            "publisher": {
                "@type": "Organization",
                "name": "Daybreak News",
                "logo": {
                    "@type": "ImageObject",
                    "url": "https://s.daybreaknews.test/rz/p/daybreak_news_logo.png",
                    "width": 600,
                    "height": 60,
                },
            },
            "isAccessibleForFree": True,
        }
        out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="ybar-nav-item">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("home", "Home"),
                ("us", "US"),
                ("https://www.daybreaknews.test/news/world/", "World"),
                ("https://www.daybreaknews.test/news/politics/", "Politics"),
                ("local", "Local"),
                ("https://www.daybreaknews.test/weather/", "Weather"),
                ("https://www.daybreaknews.test/news/health/", "Health"),
                ("https://www.daybreaknews.test/news/science/", "Science"),
            )
        )
        most = [
            ("own", None),
            ("ksnb", None),
            ("notfound", "Ashford man charged after hourslong standoff on Elm Street"),
            ("republish", None),
            ("courier", None),
        ]
        most_read = "".join(
            f'<li class="stream-item">{self.a(k, t or self.docs[k].title, "aside")}</li>' for k, t in most
        )
        trending = "".join(
            f'<li><a href="/search?p={quote_plus(t)}">{i}. {esc(t)}</a></li>'
            for i, t in enumerate(
                [
                    "Ice storm warning",
                    "Power outages",
                    "Mortgage rates",
                    "Flight cancellations",
                    "College football playoff",
                    "Gas prices",
                    "Powerball",
                ],
                1,
            )
        )
        return f"""<!DOCTYPE html>
<html id="atomic" class="ltr desktop Desktop" lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{self.head(doc)}
<link rel="preconnect" href="https://s.daybreaknews.test">
<link rel="stylesheet" href="https://s.daybreaknews.test/aaq/fp/css/tdv2-wafer-ntk.desktop.8a2e61.css">
<style>/*PAD*/</style>
<script>window.DAYBREAK = window.DAYBREAK || {{}}; window.DAYBREAK.context = {{"site":"news","lang":"en-US","region":"US","device":"desktop","pageType":"{"article" if doc.is_article else doc.kind}","spaceid":"1197802113"}};</script>
</head>
<body class="{"caas-article" if doc.is_article else "stream-page"}">
<div id="consent-overlay" class="consent-overlay" role="dialog" aria-label="Privacy"><p>Daybreak News and our partners use cookies and similar technologies to give you the best experience, measure audiences and show personalised ads. <a href="/privacy-dashboard/">Manage privacy settings</a></p><button class="btn accept-all">Accept all</button> <button class="btn reject-all">Reject all</button></div>
<header id="ybar" role="banner">
<div class="ybar-top"><a id="ybar-logo" href="/"><img src="https://s.daybreaknews.test/rz/p/daybreak_news_logo.svg" alt="Daybreak News" width="170" height="34"></a>
<form id="ybar-sf" action="/search" method="get"><input id="ybar-sbq" type="text" name="p" placeholder="Search the web" autocomplete="off"><button type="submit">Search</button></form>
<a class="ybar-mail" href="https://mail.daybreaknews.test/">Mail</a> <a class="ybar-signin" href="https://login.daybreaknews.test/?src=news">Sign in</a></div>
<nav class="ybar-nav"><ul>{nav}</ul></nav>
</header>
<div id="ad-top-center" class="ad-slot" data-ad="LREC"><span class="ad-label">Advertisement</span></div>
<div id="main-wrapper" class="layout-two-col">
<main id="Main" role="main">
{main}
</main>
<aside id="Aside" class="rail">
<div class="trending-list"><h3>Trending now</h3><ol>{trending}<li>{self.a("search", "8. Ice storm", "aside")}</li></ol></div>
<div id="ad-right-1" class="ad-slot"><span class="ad-label">Advertisement</span></div>
<div class="most-read"><h3>Most read</h3><ul>{most_read}</ul></div>
<div class="weather-card"><h3>Ashford, OH</h3><p>31°F · Freezing rain</p><a href="/weather/us/oh/ashford/">Full forecast</a></div>
</aside>
</div>
<footer id="footer" role="contentinfo">
<nav class="footer-links"><a href="/terms/">Terms</a> <a href="/privacy/">Privacy</a> <a href="/privacy-dashboard/">Privacy Dashboard</a> <a href="/about-our-ads/">About Our Ads</a> {self.a("partners", "Our partners", "footer")} <a href="/help/">Help</a> <a href="/feedback/">Feedback</a> <a href="/sitemap/">Sitemap</a></nav>
<p class="copyright">© 2026 Daybreak Media. All rights reserved.</p>
</footer>
<script src="https://s.daybreaknews.test/aaq/fp/js/tdv2-wafer-utils.desktop.1c9f.js" defer></script>
<script src="https://s.daybreaknews.test/aaq/caas/js/caas-article.7d3a.js" defer></script>
</body>
</html>"""

    def attribution(self, doc: Doc, amp: bool = False) -> str:
        pname, purl, pslug = PARTNERS[doc.extra["partner"]]
        img = f"https://s.daybreaknews.test/os/creatr-uploaded-images/{pslug}-logo.png"
        logo = (
            f'<amp-img src="{img}" alt="{esc(pname)}" width="120" height="24" layout="fixed"></amp-img>'
            if amp
            else f'<img src="{img}" alt="{esc(pname)}" width="120" height="24">'
        )
        if doc.extra["partner"] == "courier" and not amp:
            logo_link = self.a("provider", pname, "byline", 'class="link caas-attr-provider-logo"', inner=logo)
        else:
            logo_link = (
                f'<a href="{esc(purl)}" class="link caas-attr-provider-logo" aria-label="{esc(pname)}">{logo}</a>'
            )
        credit = doc.extra["credit"] if "credit" in doc.extra else ", ".join(doc.authors)
        if doc.key == "own":
            byline = f'<span class="caas-author-byline-collapse">{self.a("author", "Megan Clarke", "byline")}</span><span class="caas-author-role">· Senior Editor</span>'
        else:
            byline = f'<span class="caas-author-byline-collapse">{esc(credit)}</span>'
        when = doc.stamp
        label = "Updated " if doc.extra.get("updated_only") else ""
        dt = doc.extra.get("modified") if doc.extra.get("updated_only") else doc.iso
        return f"""<div class="caas-attr">
<div class="caas-logo">{logo_link}</div>
<div class="caas-attr-meta">
<div class="caas-attr-item-author">{byline}</div>
<div class="caas-attr-time-style"><time class="caas-attr-meta-time" datetime="{dt}">{label}{yahoo_time(when)}</time><span class="caas-attr-mins-read">·{doc.extra.get("minutes", 3)} min read</span></div>
</div>
</div>"""

    def tail(self, doc: Doc) -> str:
        pname = PARTNERS[doc.extra["partner"]][0]
        kind = doc.extra.get("note")
        if kind == "originally":
            return f'<p><em>This article originally appeared on {esc(pname)}: <a href="{esc(doc.extra["canonical"])}">{esc(doc.title)}</a></em></p>'
        if kind == "copyright":
            return "<p>Copyright 2026 KSNB. All rights reserved.</p>"
        if kind == "agency":
            return '<p class="syndication-tail">©2026 Harborline Magazine. Visit harborlinemag.test. Distributed by Mercury Content Agency, LLC.</p>'
        if kind == "cc":
            return republish_tail(doc.extra["canonical"], doc.extra["post"])
        return ""

    def story_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks)
        if doc.extra.get("video"):
            body = (
                '<div class="caas-figure caas-video"><div class="vp-wrapper" data-video-uuid="8c1a7d0e-ksnb"><div class="vp-poster"><img src="https://s.daybreaknews.test/ny/api/res/1.2/ksnb-6/ice-storm-video.jpg" alt=""></div><p class="caption">Video: Crews work to restore power in Kessler County (KSNB 6 News)</p></div></div>\n'
                + body
            )
        if doc.extra.get("photo"):
            body = (
                f'<figure class="caas-figure"><img src="https://s.daybreaknews.test/ny/api/res/1.2/pine-valley-sentinel/abernathy.jpg" alt="" width="960" height="640"><figcaption class="caption-collapse">{esc(doc.extra["photo"])}</figcaption></figure>\n'
                + body
            )
        readmore = ""
        if doc.extra.get("readmore"):
            pname = PARTNERS[doc.extra["partner"]][0]
            readmore = f'<div class="caas-readmore caas-readmore-collapse"><a href="{esc(doc.extra["readmore"])}" class="link rapid-noclick-resp caas-button" target="_blank" rel="noopener">Read the full story at {esc(pname)}</a></div>'
        rel = [k for k in ARTS if k != doc.key][:4]
        related = "".join(
            f'<li class="stream-item">{self.a(k, self.docs[k].title, "related")}<span class="provider">{esc(PARTNERS[self.docs[k].extra["partner"]][0])}</span></li>'
            for k in rel
        )
        topic = (
            f'<div class="caas-topic">{self.a("topic", "Winter storms", "tag")}</div>'
            if doc.key in ("ksnb", "staff", "own")
            else ""
        )
        dek = (
            f'<div class="caas-subheadline"><h2>{esc(doc.dek)}</h2></div>' if doc.dek and doc.key == "republish" else ""
        )
        return f"""<article id="module-article" class="caas-container" data-uuid="{doc.path.rsplit("-", 1)[-1][:-5]}">
<div class="caas-content-wrapper">
<header class="caas-header"><div class="caas-title-wrapper"><h1 data-test-locator="headline">{esc(doc.title)}</h1></div>{dek}</header>
{self.attribution(doc)}
<div class="caas-share-buttons"><a class="share-facebook" href="https://www.facebook.com/sharer.php?u={quote_plus(self.url(doc.key))}">Share</a> <a class="share-x" href="https://x.com/intent/post?url={quote_plus(self.url(doc.key))}">Post</a> <a class="share-email" href="mailto:?subject={quote_plus(doc.title)}">Email</a></div>
<div class="caas-body">
{body}
{self.tail(doc)}
</div>
{readmore}
{topic}
<div class="caas-comments"><button class="comments-title">View comments</button></div>
</div>
<div class="caas-related"><h3>Related stories</h3><ul>{related}</ul></div>
<div id="ad-inarticle" class="ad-slot"><span class="ad-label">Advertisement</span></div>
</article>"""

    def amp_page(self, doc: Doc) -> str:
        src = self.docs[doc.extra["twin"]]
        body = blocks_html(self, doc.blocks)
        pname = PARTNERS[doc.extra["partner"]][0]
        ld = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "mainEntityOfPage": self.url(src.key),
            "headline": doc.title,
            "datePublished": doc.iso,
            "dateModified": doc.iso,
            "author": {"@type": "Person", "name": doc.authors[0]},
            "provider": {"@type": "Organization", "name": pname},
            "publisher": {
                "@type": "Organization",
                "name": "Daybreak News",
                "logo": {
                    "@type": "ImageObject",
                    "url": "https://s.daybreaknews.test/rz/p/daybreak_news_logo.png",
                    "width": 600,
                    "height": 60,
                },
            },
            "image": {
                "@type": "ImageObject",
                "url": "https://s.daybreaknews.test/ny/api/res/1.2/ashford-courier/mill-street-bridge.jpg",
                "width": 1200,
                "height": 675,
            },
        }
        rel = "".join(f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in ["staff", "ksnb", "own"])
        return f"""<!doctype html>
<html amp lang="en-US">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)}</title>
<link rel="canonical" href="{esc(self.url(src.key))}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
{amp_head()}
<style amp-custom>/*PAD*/</style>
</head>
<body>
<amp-analytics type="comscore"><script type="application/json">{{"vars":{{"c2":"7241469"}}}}</script></amp-analytics>
<header class="amp-header"><a href="/"><amp-img src="https://s.daybreaknews.test/rz/p/daybreak_news_logo.png" alt="Daybreak News" width="140" height="28" layout="fixed"></amp-img></a> {self.a("local", "Local", "nav")}</header>
<amp-ad width="320" height="50" type="doubleclick" data-slot="/22888152279/us/dbn/amp/news/top"></amp-ad>
<article class="caas-container caas-amp">
<h1 class="caas-title">{esc(doc.title)}</h1>
{self.attribution(doc, amp=True)}
<figure class="caas-figure"><amp-img src="https://s.daybreaknews.test/ny/api/res/1.2/ashford-courier/mill-street-bridge.jpg" width="1200" height="675" layout="responsive" alt=""></amp-img><figcaption>The Mill Street bridge over the Cuyahoga feeder canal in Ashford. (Photo: The Ashford Courier)</figcaption></figure>
<div class="caas-body">
{body}
{self.tail(doc)}
</div>
<amp-social-share type="facebook" width="40" height="40" data-param-app_id="458584288257241"></amp-social-share> <amp-social-share type="email" width="40" height="40"></amp-social-share>
</article>
<amp-ad width="300" height="250" type="doubleclick" data-slot="/22888152279/us/dbn/amp/news/mid"></amp-ad>
<section class="amp-related"><h3>More from Daybreak News</h3><ul>{rel}</ul></section>
<footer class="amp-footer"><a href="/terms/">Terms</a> · <a href="/privacy/">Privacy</a> · {self.a("partners", "Our partners", "footer")} <p>© 2026 Daybreak Media</p></footer>
</body>
</html>"""

    def listing_main(self, doc: Doc) -> str:
        items = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            pname = PARTNERS[d.extra["partner"]][0]
            items.append(
                f'<li class="stream-item js-stream-content"><div class="stream-item-image"><img src="https://s.daybreaknews.test/ny/api/res/1.2/{PARTNERS[d.extra["partner"]][2]}/{d.path.rsplit("-", 1)[-1][:-5]}-thumb.jpg" alt="" loading="lazy" width="220" height="124"></div><div class="stream-item-text"><div class="stream-provider"><span class="provider-name">{esc(pname)}</span> · <time>{yahoo_time(d.stamp).split(" at ")[0]}</time></div><h3>{self.a(k, d.title, "content", A_CLASS_JS_CONTENT_VIEWER)}</h3><p>{esc(self.lede(d))}</p></div></li>'
            )
        if doc.kind == "home":
            head = '<h1 class="visually-hidden">Daybreak News</h1><div class="ntk-lead"><span class="ntk-label">Need to know</span></div>'
        elif doc.kind == "author":
            head = f'<div class="author-header"><img src="https://s.daybreaknews.test/authors/megan-clarke.jpg" alt="" width="96" height="96"><h1>{esc(doc.title)}</h1><p class="author-role">Senior Editor, Daybreak News</p><p>{esc(doc.extra["bio"])}</p></div>'
        elif doc.kind == "search":
            head = f'<div class="search-header"><form action="/search"><input name="p" value="{esc(doc.extra["q"])}"><button>Search</button></form><h1>Search results for <strong>{esc(doc.extra["q"])}</strong></h1><p>About 1,240 results</p></div>'
        elif doc.kind == "source":
            head = f'<div class="provider-header"><img src="https://s.daybreaknews.test/os/creatr-uploaded-images/ashford-courier-logo.png" alt="" width="240" height="48"><h1>{esc(doc.title)}</h1><p>Local news from Ashford and the Western Reserve, from The Ashford Courier. <a href="https://www.ashfordcourier.test/">Visit The Ashford Courier</a></p></div>'
        elif doc.kind == "tag":
            head = f'<div class="topic-header"><span class="topic-label">Topic</span><h1>{esc(doc.title)}</h1></div>'
        else:
            head = f'<h1 class="section-title">{esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "us":
            pager = f'<div class="stream-pager">{self.a("us2", "More stories", "pagination", A_BTN)}</div>'
        elif doc.key == "us2":
            pager = f'<div class="stream-pager">{self.a("us", "Previous", "pagination", A_BTN)} <a class="caas-button" href="/news/us/?page=3">More stories</a></div>'
        elif doc.key == "home":
            pager = f'<div class="stream-pager">{self.a("us", "More U.S. news", "content", A_BTN)} {self.a("local", "Local news from our partners", "content", A_BTN)}</div>'
        return (
            f'<section class="stream-container">{head}<ul class="stream-items">{"".join(items)}</ul>{pager}</section>'
        )

    def service_main(self, doc: Doc) -> str:
        body = blocks_html(self, doc.blocks)
        if doc.kind == "not-found":
            top = "".join(f"<li>{self.a(k, self.docs[k].title, 'content')}</li>" for k in ["own", "ksnb", "courier"])
            return f'<section class="error-page"><div class="error-illustration"><img src="https://s.daybreaknews.test/rz/p/404-sunrise.svg" alt="" width="200" height="120"></div><h1>{esc(doc.title)}</h1>\n{body}\n<form action="/search" class="error-search"><input name="p" placeholder="Search Daybreak News"><button>Search</button></form><h2>Top stories</h2><ul>{top}</ul></section>'
        if doc.kind == "about":
            logos = "".join(
                f'<li><img src="https://s.daybreaknews.test/os/creatr-uploaded-images/{s}-logo.png" alt="{esc(n)}" width="120" height="24"></li>'
                for n, _, s in PARTNERS.values()
                if s != "daybreak"
            )
            return f'<section class="static-page"><h1>{esc(doc.title)}</h1>\n{body}\n<ul class="partner-logos">{logos}</ul><p>{self.a("provider", "Stories from The Ashford Courier", "content")}</p></section>'
        return f'<section class="static-page"><h1>{esc(doc.title)}</h1>\n{body}\n</section>'


COURIER = [
    "ASHFORD — The Ashford City Council voted 6-1 on Wednesday night to replace the Mill Street bridge, the 1931 steel truss that has carried traffic over the old feeder canal for nearly a century and has been closed to trucks since 2022.",
    "The $48.3 million project will demolish the existing span and build a wider concrete bridge with a protected bike lane and sidewalks on both sides. Construction is scheduled to begin in the spring of 2028 and take about two years, during which the crossing will be closed and traffic detoured over the Depot Street bridge.",
    "State and federal grants will cover about 80% of the cost. The city’s share, roughly $9.6 million, will come from bonds repaid over 20 years, City Finance Director Alan Petrakis told council members.",
    "“This bridge has been on our list for as long as I have been on council,” said Council President Judith Okonkwo, who represents the ward on the east side of the canal. “Every winter we wonder whether it will make it to spring. Tonight we stop wondering.”",
    "The lone vote against the project came from Councilman Rick Santangelo, who said he supported a new bridge but objected to the two-year closure. Business owners on Mill Street had asked the city to build the new span alongside the old one so traffic could keep moving during construction.",
    "City engineers said that option would have added about $11 million and required buying land from two property owners on the west bank. “We looked at it seriously,” said City Engineer Nadia Ferris. “The numbers did not work.”",
    "The city plans to hold two public meetings next year on the bridge’s design, including lighting and the railing along the canal. The historical society has asked that a section of the original truss be preserved in a nearby park.",
    "Inspectors rated the bridge in poor condition in 2021, citing corrosion in the floor beams and bearings. It still carries about 7,400 vehicles a day.",
]
