# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; Irish fadas, curly quotes and dashes are deliberate)
"""Inishowen Lines: a community magazine in Co. Donegal, Ireland, on a Squarespace 7.1-like site (`sqs-block`,
`data-block-type`, `blog-item`, `Header`, `collection-<id>` body ids, `/news/2026/12/2/<slug>` items, `/news?offset=`
page 2, `/news/category/…`, `/news?author=<id>`, `/search?q=`, `/events`, `/shop/p/…`), English, UTF-8. Items carry
og:type=article, `itemprop="datePublished"` and a Squarespace-style Article JSON-LD with `+0000` offsets; the page
prints only "2 Dec" (no year). Every item shows the site account "Inishowen Lines" as the blog author unless a
writer is set; the appreciation's writer is only in its closing sign-off."""

from __future__ import annotations

import json
import zlib

from common import Base, blocks_html, page, parse, story
from sitekit import Doc, css_rules, esc

MONTHS = {"11": "Nov", "12": "Dec"}


def short(iso: str) -> str:
    return f"{int(iso[8:10])} {MONTHS[iso[5:7]]}"


class Inishowen(Base):
    origin = "https://www.inishowenlines.test"
    name = "Inishowen Lines"
    prefix = "il"
    language = "en"
    content_type = "text/html;charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "il",
            [
                ".Header",
                ".sqs-block",
                ".blog-item-content",
                ".summary-item",
                ".Footer",
                ".eventlist-event",
                ".sqs-html-content",
            ],
            260,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "Inishowen Lines", "squarespace-landing-summary-blocks",
                 list=["basket", "patsy", "lifeboat", "malin", "library", "column"], more="news"))  # fmt: skip
        add(
            page(
                "news",
                "/news",
                "section",
                "News & Stories",
                "squarespace-blog-index",
                list=["basket", "patsy", "lifeboat", "harbour", "library", "malin"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news?offset=1763892000000",
                "section",
                "News & Stories",
                "squarespace-blog-offset-page2",
                list=["column", "harbour"],
                prev="news",
            )
        )
        add(
            page(
                "category",
                "/news/category/Community",
                "tag",
                "Community",
                "squarespace-category-filter",
                list=["basket", "patsy", "beach", "column"],
            )
        )
        add(
            page(
                "search",
                "/search?q=lifeboat",
                "search",
                "Search: lifeboat",
                "squarespace-search",
                list=["lifeboat", "beach"],
            )
        )
        add(page("events", "/events", "events", "Events", "squarespace-events-list-long-descriptions", list=[], events=["market"], lines=[
            "## Christmas Craft Market, Buncrana",
            "Saturday 6 December, 11:00 – 17:00, St Mary's Hall. Over 40 stalls from makers across Inishowen: knitwear, pottery, Malin Head seaweed soap, willow baskets and Christmas wreaths. The Buncrana Comhaltas group plays from 2pm and there is tea and homemade scones in the back room run by the Irish Countrywomen's Association. Free entry, donations to the hall roof fund welcome.",
            "## Night walk to Grianán of Aileach",
            "Friday 12 December, 19:00, meeting at the Burt visitor centre car park. A guided walk by torchlight up to the stone fort with local historian Dermot Gallagher, who will talk about the O'Neills and the legends of the place. About 90 minutes, steep in parts, bring a head torch and warm clothes. €10, children free. Booking essential, limited to 30.",
            "## Carols on the Green, Moville",
            "Sunday 14 December, 18:00, Moville Green. Community choirs from Moville, Greencastle and Redcastle, mulled wine, and the lights on the big tree switched on by the oldest and youngest residents of the town. Bring a lantern.",
            "## New Year's Day swim, Lisfannon",
            "Thursday 1 January, 12:00, Lisfannon beach. The annual charity swim for the Buncrana lifeboat. Register from 11:00 at the lifeboat van. Lifeguards and the coastguard will be present; nobody is expected to stay in longer than they want.",
        ]))  # fmt: skip
        add(page("market", "/events/christmas-craft-market-buncrana", "event", "Christmas Craft Market, Buncrana", "squarespace-single-event-long-description", [
            "Saturday 6 December 2026, 11:00 – 17:00, St Mary's Hall, Buncrana",
            "The Christmas Craft Market is back for its ninth year, and this time it fills the whole of St Mary's Hall and the car park marquee. More than 40 stalls from makers across Inishowen will be selling knitwear, pottery, turned wood, prints, seaweed soap from Malin Head, willow baskets and Christmas wreaths made with holly from the Gap of Mamore.",
            "The Buncrana Comhaltas group will play traditional music from 2pm, and Santa has promised to visit between 3 and 4 (bring your list). The Irish Countrywomen's Association will run the tea room with scones, tray bakes and the famous Christmas cake raffle.",
            "Entry is free. All proceeds from the tea room go to the hall's roof fund, which needs €38,000 before next winter.",
            "Parking is limited, so please walk or use the shuttle from the Swilly car park every 20 minutes.",
        ], date_line="6 Dec"))  # fmt: skip
        add(page("shop", "/shop/p/annual-print-subscription", "product", "Annual print subscription", "squarespace-product-page", [
            "RAW:<div class=\"ProductItem-gallery\"><img src=\"https://images.example-sqs.test/content/v1/5f2a/print-issues.jpg\" alt=\"Four issues of Inishowen Lines fanned out on a table\"></div>",
            "€36.00",
            "Four print issues a year, posted to your door anywhere in Ireland (€52 to the UK, €68 elsewhere). Each issue is 96 pages of stories, photographs and history from the peninsula, printed on recycled paper in Letterkenny.",
            "Subscriptions start with the next issue. Gift subscriptions come with a card you can write yourself.",
        ]))  # fmt: skip
        add(page("advertise", "/advertise", "advertise", "Advertise with us", "squarespace-advertise-page", [
            "Inishowen Lines reaches about 4,500 readers in print and 18,000 a month online, most of them in Inishowen and the Derry city area.",
            "## Rates",
            "- Full page, print: €480",
            "- Half page, print: €280",
            "- Online banner, one month: €150",
            "We do not accept advertising for gambling, payday loans or political campaigns. Advertising never influences what we write.",
        ]))  # fmt: skip
        add(page("contact", "/contact", "contact", "Contact", "squarespace-contact-form", [
            "We love to hear from readers. Send us your stories, old photographs, letters and corrections.",
            "Inishowen Lines, The Diamond, Carndonagh, Co. Donegal F93 XY12. Phone 074 555 0190.",
            "RAW:<div class=\"sqs-block form-block\" data-block-type=\"9\"><form><input name=\"fname\" placeholder=\"First name\"><input name=\"email\" placeholder=\"Email\"><textarea name=\"message\"></textarea><button class=\"sqs-button-element--primary\">Send</button></form></div>",
        ]))  # fmt: skip

        add(story("basket", "/news/2026/12/2/the-last-basket-maker-on-the-peninsula", "The last basket maker on the peninsula",
                  "2026-12-02", "2026-12-02T10:15:00+0000", "2 Dec", ["Siobhán Doherty"], [
                      "In a shed behind his house outside Clonmany, Michael McColgan has bundles of willow standing in a barrel of water, soaking for tomorrow. He is 79 and he has made baskets, creels and lobster pots here since he was 14.",
                      "He learned from his uncle, who learned from his father. There were once a dozen basket makers between Clonmany and Malin. Now there is Michael.",
                      "“The plastic came in the seventies and that was that,” he says, bending a rod into the base of a turf creel. “But the people are coming back to it now. The young ones want the real thing.”",
                      "He grows six kinds of willow on half an acre beside the house. Each variety has its own colour and use: the green for strength, the red for show. He cuts it in January, when the sap is down, and dries it for a year.",
                      "A creel takes him most of a day. He sells them at the Buncrana market and to a shop in Dublin, and he has orders until Easter.",
                      "This winter he has taken on two students from the community college in Carndonagh. “If they keep at it, it won't die with me,” he says. “That's all I want.”",
                  ], "feature-written-by-line", section="Community", byline="Written by Siobhán Doherty", cat=True))  # fmt: skip
        add(story("patsy", "/news/2026/12/1/appreciation-patsy-mcgonagle", "Appreciation: Patsy McGonagle, 1941–2026",
                  "2026-12-01", "2026-12-01T09:00:00+0000", "1 Dec", ["Brendan Friel"], [
                      "Anyone who went to school in Malin in the last sixty years knew Patsy McGonagle, even if they never had her as a teacher. She was the woman who stood at the gate of the national school every morning, in every weather, and knew the name of every child and the name of their granny.",
                      "Patsy taught in Malin for 41 years and was principal for 19. She started the school garden in 1978, long before anyone talked about that kind of thing, and she drove the school choir to Feis Doire Colmcille every spring in a minibus she was not really licensed to drive.",
                      "After she retired she ran the community centre's book club and the Tuesday lunch for older people, and she wrote down the stories of the old people of the parish in copybooks that are now in the library in Carndonagh.",
                      "She is survived by her sister Nora, her nephews and nieces and several hundred former pupils who still stand up straight when they hear her name. Ar dheis Dé go raibh a hanam.",
                      "SIGN: — Brendan Friel",
                      "SIGN: Brendan Friel was a pupil of Patsy McGonagle and later taught with her at Malin National School.",
                  ], "appreciation-obituary-author-only-in-signoff", section="Community", byline="Inishowen Lines", cat=True))  # fmt: skip
        add(story("lifeboat", "/news/2026/11/30/in-conversation-with-the-buncrana-lifeboat-coxswain", "In conversation: Buncrana's lifeboat coxswain on 30 years of call-outs",
                  "2026-11-30", "2026-11-30T12:00:00+0000", "30 Nov", ["Conor Devlin"], [
                      "Seán Doherty joined the Lough Swilly lifeboat crew in 1996 and has been coxswain since 2011. Conor Devlin spoke to him at the station in Buncrana.",
                      "Q: What made you join? || My father was crew and I grew up with the pager going off at the dinner table. It was never a question really.",
                      "Q: What has changed most in thirty years? || The boats. We had an Arun class boat that you felt every wave on. The Shannon class we have now can do 25 knots and turns on a sixpence. But the sea is the same sea.",
                      "Q: Which call stays with you? || A fishing boat off Dunaff Head in 2002, in the dark, a force nine. We got three men off. We did not get the fourth. You carry that one.",
                      "Q: What do you need from people? || Fundraising, and respect for the water. Tell someone where you are going and wear a lifejacket. And if you see someone in trouble, dial 112 and ask for the coastguard.",
                  ], "qa-interviewer-is-author", section="People", byline="Conor Devlin"))  # fmt: skip
        add(story("harbour", "/news/2026/11/27/greencastle-harbour-works-to-begin-in-january", "Greencastle harbour works to begin in January",
                  "2026-11-27", "2026-11-27T15:30:00+0000", "27 Nov", [], [
                      "Donegal County Council has announced that works to extend the pier and dredge the inner harbour at Greencastle will begin on 12 January 2027.",
                      "The €6.8 million project is funded by the Department of Agriculture, Food and the Marine under the Brexit Adjustment Reserve and by the council. It will extend the main pier by 60 metres and deepen the harbour to allow larger fishing vessels to land at all stages of the tide.",
                      "Cathaoirleach of the Inishowen Municipal District, Cllr Margaret Harkin, said: “This is a great day for Greencastle and for the whole fishing community of Inishowen. The harbour is the heart of the village.”",
                      "The works are expected to take 14 months. The council thanks harbour users for their patience during construction.",
                      "SIGN: ENDS. Issued by Donegal County Council Communications Office.",
                  ], "press-release-reprint-no-author", section="News", byline="Press release"))  # fmt: skip
        add(story("library", "/news/2026/12/2/notice-carndonagh-library-closed-saturday", "Notice: Carndonagh library closed this Saturday",
                  "2026-12-02", "2026-12-02T08:40:00+0000", "2 Dec", [], [
                      "Carndonagh public library will be closed on Saturday 6 December for electrical works and will reopen as usual at 10am on Monday; books can be returned through the drop box at the front door.",
                  ], "one-paragraph-notice-brief-no-author", section="News", byline="Inishowen Lines"))  # fmt: skip
        add(story("malin", "/news/2026/11/28/malin-head-weather-station-100-years", "A hundred years of weather at Malin Head",
                  "2026-11-28", "2026-11-28T11:00:00+0000", "28 Nov", ["Aoife McLaughlin", "Conor Devlin"], [
                      "Every hour since 1926, someone or something at Malin Head has written down the weather. This month the station at Ireland's most northerly point marks its hundredth year.",
                      "For most of that time it was people. Observers lived in the cottages beside the station and went out in every storm to read the instruments and send the figures by telegraph, later by telex and phone.",
                      "Rose Doherty was an observer from 1974 to 2002. “You didn't sleep through a night shift. The gales here would lift you,” she remembers. The highest gust she recorded was 98 knots in January 1991.",
                      "The station was automated in 2008, but the readings still go into the shipping forecast read on the radio four times a day: “Malin Head, north-westerly six, rain, good.”",
                      "A small exhibition about the station opens at the Malin community centre on 13 December.",
                  ], "two-authors-words-by", section="History", byline="Words by Aoife McLaughlin and Conor Devlin"))  # fmt: skip
        add(story("column", "/news/2026/11/24/letter-from-moville-the-ferry-and-the-fog", "Letter from Moville: the ferry and the fog",
                  "2026-11-24", "2026-11-24T10:00:00+0000", "24 Nov", ["Gráinne Kelly"], [
                      "The fog came in on Thursday so thick you could not see the Foyle from the shore road, and the foghorn on Magilligan went all afternoon like a cow looking for her calf.",
                      "It put me in mind of the ferry, which has not run since the summer and may not run again. When it ran you could be in Magilligan in ten minutes and on the train to Belfast in half an hour. Without it, it's an hour and a half round by Derry.",
                      "Everybody says it should run. Nobody says who should pay. The councils on both sides say it is a matter for the other, and the company that ran it says it can't make it pay in winter.",
                      "Meanwhile the fog lifted on Friday, and the view across the water was as fine as ever. It just takes longer to get there.",
                  ], "column-top-byline", section="Columns", byline="by Gráinne Kelly", cat=True))  # fmt: skip
        add(story("beach", "/news/2026/11/23/culdaff-beach-clean-draws-200", "Culdaff beach clean draws 200 volunteers",
                  "2026-11-23", "2026-11-23T16:20:00+0000", "23 Nov", ["Aoife McLaughlin"], [
                      "More than 200 people turned out to clear Culdaff beach on Sunday after last week's storm left plastic, rope and fishing gear along the high-tide line.",
                      "Volunteers filled 140 bags in three hours, said organiser Niamh Bradley of Clean Coasts Culdaff. The heaviest haul was a tangle of nets that took eight people to carry to the road.",
                      "The Culdaff lifeboat crew provided tea and the Village Tavern sent down soup.",
                  ], "linked-only-from-search-and-category", section="Community", byline="Aoife McLaughlin", cat=True))  # fmt: skip

    # --- templates
    def head(self, doc: Doc) -> str:
        url = esc(self.url(doc.key))
        out = [f'<link rel="canonical" href="{url}">', f'<meta property="og:site_name" content="{self.name}">', f'<meta property="og:title" content="{esc(doc.title)} — Inishowen Lines">',
               f'<meta property="og:url" content="{url}">']  # fmt: skip
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta itemprop="datePublished" content="{doc.iso}">')
            out.append(
                f'<meta itemprop="author" content="{esc(", ".join(doc.authors) if doc.authors and doc.byline != self.name else self.name)}">'
            )
            ld = {"url": self.url(doc.key), "name": doc.title, "headline": doc.title, "datePublished": doc.iso, "dateModified": doc.iso,
                  "author": self.name if doc.byline in (self.name, "Press release") else ", ".join(doc.authors) or self.name,
                  "@context": "http://schema.org", "@type": "Article"}  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        website = {"url": self.origin, "name": self.name, "@context": "http://schema.org", "@type": "WebSite"}
        out.append(f'<script type="application/ld+json">{json.dumps(website)}</script>')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<div class="header-nav-item">{self.a(k, label, "chrome:nav")}</div>'
            for k, label in (
                ("news", "News & Stories"),
                ("events", "Events"),
                ("shop", "Subscribe"),
                ("advertise", "Advertise"),
                ("contact", "Contact"),
            )
        )
        cid = f"{zlib.crc32(doc.key.encode()):08x}"
        view = "view-item" if doc.is_article or doc.kind == "event" else "view-list"
        return f"""<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-IE">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta charset="utf-8">
<title>{esc(doc.title)} — Inishowen Lines</title>
{self.head(doc)}
<script>Static = window.Static || {{}}; Static.SQUARESPACE_CONTEXT = {{"website":{{"id":"5f2a0c1e9b","siteTitle":"Inishowen Lines","timeZone":"Europe/Dublin"}},"collectionId":"{cid}","templateId":"5c5a519771c10ba3470d8101"}};</script>
<link href="https://static1.example-sqs.test/static/versioned-site-css/5f2a0c1e9b/52/site.css" rel="stylesheet" type="text/css">
<style>/*PAD*/</style>
</head>
<body id="collection-{cid}" class="header-layout-nav-right tweak-blog-item-width-narrow {view}">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="Header header theme-col--primary">
<div class="header-title-text">{self.a("home", "Inishowen Lines", "chrome:header")}</div>
<nav class="header-nav-list">{nav}</nav>
<div class="header-actions"><a href="/cart" class="sqs-custom-cart">Cart (0)</a></div>
</header>
<main id="page" class="container" role="main">
{main}
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
<section class="page-section"><div class="sqs-block html-block" data-block-type="2"><div class="sqs-html-content">
<p>Inishowen Lines is published four times a year in Carndonagh, Co. Donegal. {self.a("contact", "Contact us", "chrome:footer")} · {self.a("advertise", "Advertise", "chrome:footer")} · {self.a("search", "Search", "chrome:footer")} · {self.a("category", "Community stories", "chrome:footer")} · <a href="/news?format=rss">RSS</a></p>
<p>© 2026 Inishowen Lines. Supported by the Inishowen Development Partnership. Made with Squarespace.</p></div></div></section>
</footer>
</div>
<script src="https://assets.example-sqs.test/universal/scripts-compressed/extract-css-runtime-abc123-min.en-US.js" defer></script>
</body>
</html>
"""

    def summary(self, k: str) -> str:
        d = self.docs[k]
        return (f'<div class="summary-item summary-item-record-type-text"><div class="summary-thumbnail-outer-container"><img data-src="https://images.example-sqs.test/content/v1/5f2a/{k}.jpg" alt=""></div>'
                f'<div class="summary-content"><div class="summary-metadata-container"><time class="summary-metadata-item summary-metadata-item--date">{esc(d.stamp)}</time></div>'
                f'<div class="summary-title">{self.a(k, d.title, "content")}</div>'
                f'<div class="summary-excerpt"><p>{esc(self.lede(d))}</p></div></div></div>')  # fmt: skip

    def story_main(self, doc: Doc) -> str:
        if doc.byline in (self.name, "Press release", "") or not doc.authors or doc.key == "patsy":
            author = f'<span class="blog-author">{esc(doc.byline or self.name)}</span>'
        else:
            author = f'<a href="/news?author=5f2a0c1e9b{zlib.crc32(doc.byline.encode()) % 9999:04d}" class="blog-author">{esc(doc.byline)}</a>'
        cat = ""
        if doc.extra.get("cat"):
            cat = f'<span class="blog-categories-list">{self.a("category", "Community", "tags")}</span>'
        else:
            cat = f'<span class="blog-categories-list"><a href="/news/category/{esc(doc.section)}">{esc(doc.section)}</a></span>'
        pager = "".join(self.summary(k) for k in ("basket", "malin") if k != doc.key)
        return f"""<article class="blog-item" id="article-{zlib.crc32(doc.key.encode()):08x}" data-item-id="{zlib.crc32(doc.key.encode()):08x}">
<div class="blog-item-top-wrapper">
<div class="blog-item-meta-wrapper"><div class="blog-meta-section">
<time class="dt-published blog-meta-item blog-meta-item--date" datetime="{doc.iso[:10]}">{esc(doc.stamp)}</time>
<span class="blog-meta-delimiter"></span>{author}<span class="blog-meta-delimiter"></span>{cat}
</div></div>
<div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title">{esc(doc.title)}</h1></div>
</div>
<div class="blog-item-content-wrapper"><div class="blog-item-content e-content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="item"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
{self.blocks(doc)}
</div></div></div>
<div class="sqs-block image-block sqs-block-image" data-block-type="5"><img data-src="https://images.example-sqs.test/content/v1/5f2a/{doc.key}-hero.jpg" alt=""></div>
</div></div></div>
</div></div>
<div class="blog-item-comments"><div class="squarespace-comments" data-item-id="{zlib.crc32(doc.key.encode()):08x}">Comments (0)</div></div>
<section class="item-pagination"><h3>More stories</h3>{pager}</section>
</article>"""

    def listing_main(self, doc: Doc) -> str:
        items = "\n".join(self.summary(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more") and doc.kind != "home":
            pager = f'<nav class="blog-list-pagination">{self.a(doc.extra["more"], "Older Posts", "content")}</nav>'
        elif doc.kind == "home":
            pager = f'<div class="sqs-block button-block" data-block-type="53">{self.a("news", "All stories", "content")}</div><div class="sqs-block">{self.a("news2", "Older stories", "content")}</div>'
        if doc.extra.get("prev"):
            pager = f'<nav class="blog-list-pagination">{self.a(doc.extra["prev"], "Newer Posts", "content")}</nav>'
        head = f'<h1 class="collection-title">{esc(doc.title)}</h1>'
        if doc.kind == "search":
            head += '<div class="sqs-search-page-input"><input class="search-input" value="lifeboat"></div><p class="sqs-search-page-result-count">2 results</p>'
        if doc.kind == "home":
            head = '<section class="page-section"><div class="sqs-html-content"><h1>Stories from the peninsula</h1><p>A community magazine for Inishowen, from Malin Head to Burt. Four print issues a year and new stories online every week.</p></div></section>'
        events = ""
        if doc.kind == "events":
            evs = self.blocks(doc)
            events = f'<div class="eventlist eventlist--upcoming">{evs}</div><p>{self.a("market", "Christmas Craft Market: full details", "content")}</p>'
        return f"""<section class="page-section">
{head}
<div class="summary-item-list sqs-gallery">{items}</div>
{events}
{pager}
</section>"""

    def blocks_from(self, lines: list[str]) -> str:
        return blocks_html(self, parse(lines))

    def service_main(self, doc: Doc) -> str:
        back = (
            f'<p class="eventitem-backlink">{self.a("events", "← Back to all events", "content")}</p>'
            if doc.kind == "event"
            else ""
        )
        return f"""<section class="page-section">
{back}
<h1 class="{"eventitem-title" if doc.kind == "event" else "page-title"}">{esc(doc.title)}</h1>
<div class="sqs-block html-block" data-block-type="2"><div class="sqs-html-content">
{self.blocks(doc)}
</div></div>
</section>"""
