# ruff: noqa: E501 (page texts and markup are long literal lines)
"""The Niger Tribune: a Lagos daily on **WordPress 6** with the JNews theme (`jeg_post_title`, `jeg_meta_author`,
`jeg_meta_date`, `content-inner`, `jeg_postblock`, `/2026/12/04/<slug>/`, `/category/news/page/2/`, `/tag/…/`,
`/author/…/`, `/?s=`), English, UTF-8, Yoast `@graph` JSON-LD in +01:00 (WAT) on most posts; the author in the graph
is the site (Organization) on two posts; the rail story's graph is in **UTC** (23:30Z = 4 Dec 00:30 in Lagos).
Bylines are printed "By Chinedu Okafor, Abuja"; dates "December 4, 2026". "Read Also:" lines sit inside the post
content (not body). An unsigned Editorial. A soft 404 ("Page not found" with a 200 status)."""

from __future__ import annotations

import json
import re

from common import Base, page, story
from sitekit import Doc, css_rules, esc

ARTS = ["rail", "flood", "editorial", "cbn", "enyimba", "column", "kano", "review"]
NOTE = re.compile(r'<div class="note">(.*?)</div>')


def _note(m: re.Match[str]) -> str:
    text = m.group(1)
    if text.startswith("Read Also: "):
        return f'<p class="read-also"><strong>Read Also:</strong> {text[11:]}</p>'
    return f"<p><em>{text}</em></p>"


SLUG = {"Chinedu Okafor": "chinedu-okafor", "Funmilayo Adeyemi": "funmilayo-adeyemi"}


class NigerTribune(Base):
    origin = "https://www.nigertribune.test"
    name = "The Niger Tribune"
    prefix = "ntr"
    language = "en"
    content_type = "text/html; charset=UTF-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ntr",
            [".jeg_header", ".jeg_post_title", ".content-inner", ".jeg_postblock_5", ".jeg_meta_author",
             ".jeg_footer", ".jeg_share_button", ".jeg_sidebar"],
            260,
        )  # fmt: skip

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "The Niger Tribune", "jnews-home", list=ARTS[:7], more="news2"))
        add(
            page(
                "news",
                "/category/news/",
                "section",
                "News",
                "jnews-category",
                list=["rail", "flood", "kano", "cbn"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/category/news/page/2/",
                "section",
                "News",
                "jnews-category-page2",
                list=["enyimba", "review", "column", "editorial"],
            )
        )
        add(page("tag", "/tag/railway/", "tag", "Railway", "jnews-tag", list=["rail", "editorial"]))
        add(
            page(
                "author",
                "/author/chinedu-okafor/",
                "author",
                "Chinedu Okafor",
                "jnews-author",
                list=["rail", "cbn"],
                bio="Chinedu Okafor is the Abuja bureau chief of The Niger Tribune. He covers transport, the National Assembly and the economy.",
            )
        )
        add(page("search", "/?s=fuel", "search", "Search Result for 'fuel'", "jnews-search", list=["editorial", "cbn"]))
        add(
            page(
                "about",
                "/about-us/",
                "about",
                "About Us",
                "wp-page",
                [
                    "The Niger Tribune is an independent daily newspaper published in Lagos since 1998, with bureaus in Abuja, Port Harcourt, Kano and Enugu.",
                    "Our mission is to report Nigeria fairly and fearlessly, in print every morning and online around the clock.",
                    "Head office: 14 Industrial Avenue, Ilupeju, Lagos. Tel: 0700 000 0000. Email: editor@nigertribune.test",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "Privacy Policy",
                "wp-page-policy",
                [
                    "Last updated: August 1, 2026",
                    "This Privacy Policy explains how The Niger Tribune collects, uses and protects personal data in line with the Nigeria Data Protection Act 2023.",
                    "We use cookies to measure readership and to serve advertising. You may disable cookies in your browser settings.",
                    "Requests concerning your data may be sent to dpo@nigertribune.test.",
                ],
            )
        )
        add(
            page(
                "notfound",
                "/2026/12/04/senate-confirms-new-ministers/",
                "error",
                "Page not found",
                "soft-404-200",
                [
                    "Oops! That page can't be found.",
                    "It looks like nothing was found at this location. Maybe try one of the links below or a search?",
                ],
            )
        )
        add(
            story(
                "rail",
                "/2026/12/04/fg-approves-n340bn-for-abuja-kaduna-rail-repairs/",
                "FG approves N340bn for Abuja-Kaduna rail repairs",
                "2026-12-04",
                "2026-12-03T23:30:00+00:00",
                "December 4, 2026",
                ["Chinedu Okafor"],
                [
                    "The Federal Executive Council has approved N340 billion for the rehabilitation of the Abuja-Kaduna standard gauge railway, two years after attacks and breakdowns cut the number of daily trips by half.",
                    "The Minister of Transportation, Mr Emeka Obiora, disclosed this to State House correspondents after the council meeting presided over by the President in Abuja.",
                    "He said the contract, awarded to a consortium led by Sahel Rail Engineering Limited, covers the replacement of 42 kilometres of track, new signalling equipment and the refurbishment of eight stations between Idu and Rigasa.",
                    "NOTE: Read Also: [[https://www.nigertribune.test/2026/11/28/passengers-stranded-as-train-breaks-down-near-jere/|Passengers stranded as train breaks down near Jere]]",
                    "\u201cThe work will be done in phases so that the service is not shut down completely. Passengers will see the difference by the middle of next year,\u201d Obiora said.",
                    "According to him, the ministry will also install surveillance cameras and drones along the corridor, which passes through forests that were used as hideouts by kidnappers in 2022.",
                    "The Nigerian Railway Corporation has in recent months reduced the service to four trips a day from the eight it ran at the peak, citing a shortage of coaches and locomotives.",
                    "Commuters at the Idu station on Thursday said the approval was long overdue. A civil servant, Mrs Halima Garba, said she now spends close to N20,000 a week on road transport because tickets sell out within minutes.",
                    "NOTE: Read Also: [[flood|Lagos shuts Third Mainland Bridge for 48 hours after flooding]]",
                    "The council also approved N18.6 billion for the completion of the Kano-Maradi line's Daura station and a feasibility study for a rail link to the Lekki Deep Sea Port.",
                    "Analysts have, however, raised concerns about the funding, noting that the 2026 capital budget has been released at less than 40 per cent. See our [[editorial|editorial on the fuel crisis]] for the wider picture.",
                ],
                "byline-city-readalso-utc-yoast",
                section="News",
                lead="Transport",
            )
        )
        add(
            story(
                "flood",
                "/2026/12/03/lagos-shuts-third-mainland-bridge-after-flooding/",
                "Lagos shuts Third Mainland Bridge for 48 hours after flooding",
                "2026-12-03",
                "2026-12-03T18:10:00+01:00",
                "December 3, 2026",
                ["Funmilayo Adeyemi", "Ibrahim Musa"],
                [
                    "The Lagos State Government has shut the Third Mainland Bridge for 48 hours after a downpour on Wednesday night left sections of the approach roads at Oworonshoki and Adeniji Adele under water.",
                    "The Commissioner for Transportation, Mr Babatunde Ojo, said in a statement that engineers would use the closure to clear blocked drainage channels and inspect two expansion joints.",
                    "Motorists have been advised to use the Carter and Eko bridges, while the Lagos State Traffic Management Authority said 600 officers had been deployed to ease the expected gridlock.",
                    "NOTE: Read Also: [[notfound|Senate confirms new ministers after marathon screening]]",
                    "Residents of Ebute Metta and Makoko said the flood entered homes and shops for the second time in a month.",
                    "\u201cWe lost everything in the shop. Nobody came to help us until morning,\u201d said a trader, Mr Sunday Adebayo.",
                    "The Nigerian Meteorological Agency had forecast heavy rainfall for coastal states this week, an unusual pattern for December that it linked to a late retreat of the rain belt.",
                    "The state\u2019s emergency management agency said no lives were lost.",
                ],
                "two-authors-and-city",
                section="News",
            )
        )
        add(
            story(
                "editorial",
                "/2026/12/02/editorial-end-the-fuel-queues-for-good/",
                "End the fuel queues for good",
                "2026-12-02",
                "2026-12-02T06:00:00+01:00",
                "December 2, 2026",
                [],
                [
                    "Once again, Nigerians are spending their nights in petrol station queues. In Abuja, Lagos and Port Harcourt, motorists have waited for up to eight hours this week, while black-market sellers are charging as much as N1,500 a litre.",
                    "The explanations are familiar: a shortfall in imports, a dispute over the landing cost of petrol, and distribution trucks held up at the ports. None of them is acceptable in a country that prides itself on being Africa\u2019s largest oil producer.",
                    "The refineries at Port Harcourt, Warri and Kaduna were supposed to have ended this cycle. Billions of naira have been spent on their rehabilitation, yet output remains irregular and far below what was promised.",
                    "We urge the regulator to publish, every week, the stock of petrol in the country and the volumes released to each state. Transparency will do more to stop panic buying than any press conference.",
                    "The government must also pay what it owes marketers so that supply is not held hostage by debt. A rail link to the depots, as we argued when the [[rail|Abuja-Kaduna repairs]] were approved, would take thousands of tankers off the roads.",
                    "Nigerians have been patient. They deserve a fuel market that works every month of the year, not only in the weeks after a crisis.",
                ],
                "editorial-no-person-org-author",
                section="Editorial",
                credit="Editorial",
                org_author=True,
            )
        )
        add(
            story(
                "cbn",
                "/2026/12/04/cbn-holds-rate-at-26-per-cent/",
                "CBN holds rate at 26 per cent as inflation eases",
                "2026-12-04",
                "2026-12-04T16:45:00+01:00",
                "December 4, 2026",
                ["Chinedu Okafor"],
                [
                    "The Central Bank of Nigeria has left its Monetary Policy Rate unchanged at 26 per cent, saying it wants to see inflation fall for several more months before it begins to cut.",
                    "Announcing the decision of the Monetary Policy Committee in Abuja on Thursday, the Governor said all eleven members voted to hold the rate.",
                    "## What the committee said",
                    "Headline inflation slowed to 21.4 per cent in October from 22.9 per cent in September, the sixth consecutive decline. Food inflation also eased to 24.1 per cent.",
                    "The committee noted that the naira had been stable at the official window for three months, and that external reserves had risen to $41.2 billion.",
                    "## Mixed reaction",
                    "The Director-General of the Lagos Chamber of Commerce, Mrs Adaeze Nnamdi, said manufacturers had hoped for a cut. \u201cOur members are borrowing at over 30 per cent. No factory can compete at that cost,\u201d she said.",
                    "But an economist at Meridian Capital, Mr Tobi Akande, said the decision was prudent given the risk of higher food prices during the festive season.",
                    "The committee will meet again in February.",
                ],
                "yoast-author-organization-subheads",
                section="Business",
                org_author=True,
            )
        )
        add(
            story(
                "enyimba",
                "/2026/12/03/enyimba-part-ways-with-coach-after-fifth-defeat/",
                "Enyimba part ways with coach after fifth straight defeat",
                "2026-12-03",
                "2026-12-03T21:20:00+01:00",
                "December 3, 2026",
                ["Tunde Bakare"],
                [
                    "Nigeria Premier Football League side Enyimba have parted ways with their head coach, Emmanuel Duru, following a 2-0 home defeat to Remo Stars in Aba on Wednesday.",
                    "It was the People\u2019s Elephant\u2019s fifth straight loss, leaving the nine-time champions 17th on the 20-team table with 12 points from 14 matches.",
                    "In a statement, the club\u2019s chairman said assistant coach Kelechi Nwankwo would take charge of the team on an interim basis ahead of Sunday\u2019s trip to Kano Pillars.",
                    "NOTE: Read Also: [[https://www.nigertribune.test/2026/12/01/npfl-referees-threaten-strike-over-unpaid-allowances/|NPFL referees threaten strike over unpaid allowances]]",
                    "Supporters had protested outside the stadium after the final whistle, calling for changes in the technical crew and the board.",
                    "Duru was appointed in June on a two-year contract after guiding his previous club to a continental place.",
                ],
                "sports-byline-no-city",
                section="Sports",
                city="",
            )
        )
        add(
            story(
                "column",
                "/2026/12/01/why-our-universities-keep-losing-lecturers/",
                "Why our universities keep losing lecturers",
                "2026-12-01",
                "2026-12-01T07:00:00+01:00",
                "December 1, 2026",
                ["Aisha Bello"],
                [
                    "Last month, a department of chemistry in one of our first-generation universities lost four of its eleven lecturers in a single semester. Three went to the United Kingdom, one to Canada. None of them was replaced.",
                    "This is not a story about greedy academics. A professor in a federal university earns less in a month than a junior banker in Lagos. A young lecturer with a doctorate takes home about N350,000, barely enough to rent a flat and feed a family.",
                    "The strikes of the past decade have not changed this. They have only made our certificates less valuable and our students more desperate to leave.",
                    "What would work? First, a salary structure that is reviewed every three years and linked to inflation, so that unions do not have to shut down campuses to be heard.",
                    "Second, research grants that are paid on time. The Tertiary Education Trust Fund has money; the problem is the paperwork that keeps it in Abuja.",
                    "Third, universities must be allowed to keep and manage the fees they raise, as long as they publish audited accounts.",
                    "We cannot build a knowledge economy with empty lecture halls. The next generation of doctors, engineers and teachers depends on the lecturers we keep today.",
                    "NOTE: Dr. Bello, a lecturer in public policy at Bayero University, Kano, writes from Kano.",
                ],
                "opinion-honorific-dr",
                section="Opinion",
                byline_override="By Dr. Aisha Bello",
            )
        )
        add(
            story(
                "kano",
                "/2026/12/04/police-arrest-12-over-kano-market-fire/",
                "Police arrest 12 over Kano market fire",
                "2026-12-04",
                "2026-12-04T11:05:00+01:00",
                "December 4, 2026",
                ["Musa Abdullahi"],
                [
                    "The Kano State Police Command says it has arrested 12 suspects in connection with Tuesday\u2019s fire at the Singer Market, which destroyed more than 200 shops.",
                    "The command\u2019s spokesman, SP Haruna Kiyawa, said the suspects were caught looting goods while firefighters battled the blaze.",
                    "He said they would be charged to court after investigations.",
                ],
                "brief-from-city",
                section="News",
                byline_override="From Musa Abdullahi, Kano",
            )
        )
        add(
            story(
                "review",
                "/2026/11/30/review-the-last-ferry-to-badagry/",
                "Review: \u2018The Last Ferry to Badagry\u2019 is Nollywood at its most patient",
                "2026-11-30",
                "2026-11-30T14:00:00+01:00",
                "November 30, 2026",
                ["Amaka Nwosu"],
                [
                    "There is a scene halfway through The Last Ferry to Badagry in which nothing happens for almost two minutes. A boatman, played by Segun Ajibola, smokes and watches the lagoon while a storm gathers. It is the boldest thing a Nigerian film has done this year.",
                    "Director Kemi Adesola\u2019s second feature follows three strangers who miss the last boat home and spend a night in a fishing village west of Lagos. There are no car chases, no wedding and no witch doctor.",
                    "Ajibola, best known for comedy, gives a quiet performance full of regret. Newcomer Zainab Oyelaran is equally good as a nurse running away from a marriage her family arranged.",
                    "The film is not perfect. The final act leans on a flashback that explains too much, and the sound mixing in the market scenes makes some dialogue hard to follow.",
                    "But the cinematography by Chidi Okeke, shot on location over 23 days, makes the lagoon look both beautiful and threatening.",
                    "The Last Ferry to Badagry is showing in cinemas nationwide from Friday.",
                    "Rating: 4/5",
                ],
                "review-rating-line",
                section="Entertainment",
            )
        )

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(f'<li class="menu-item menu-item-type-taxonomy">{self.a(k, t, "nav")}</li>' for k, t in (
            ("home", "Home"), ("news", "News"), ("editorial", "Editorial"), ("column", "Opinion"), ("review", "Entertainment"), ("search", "Search")))  # fmt: skip
        meta = [f"<title>{esc(doc.title)} - The Niger Tribune</title>"]
        if doc.kind != "error":
            meta.append(f'<link rel="canonical" href="{esc(self.url(doc.key))}" />')
        meta.append('<meta name="robots" content="index, follow, max-image-preview:large" />')
        if doc.is_article:
            meta += [
                '<meta property="og:type" content="article" />',
                f'<meta property="og:title" content="{esc(doc.title)}" />',
                f'<meta property="og:url" content="{esc(self.url(doc.key))}" />',
                '<meta property="og:site_name" content="The Niger Tribune" />',
                f'<meta property="article:published_time" content="{doc.iso}" />',
                f'<meta property="article:section" content="{esc(doc.section)}" />',
                f'<meta name="author" content="{esc(doc.authors[0] if doc.authors else "The Niger Tribune")}" />',
            ]
            author = ({"@type": "Organization", "name": "The Niger Tribune", "@id": self.origin + "/#organization"}
                      if doc.extra.get("org_author") or not doc.authors
                      else {"@type": "Person", "name": doc.authors[0], "@id": self.origin + "/#/schema/person/" + doc.key})  # fmt: skip
            graph = [
                {"@type": "WebPage", "@id": self.url(doc.key), "url": self.url(doc.key), "name": doc.title + " - The Niger Tribune",
                 "datePublished": doc.iso, "inLanguage": "en-US"},
                {"@type": "NewsArticle", "@id": self.url(doc.key) + "#article", "headline": doc.title, "datePublished": doc.iso,
                 "dateModified": doc.iso, "author": author, "articleSection": [doc.section], "publisher": {"@id": self.origin + "/#organization"}},
                {"@type": "Organization", "@id": self.origin + "/#organization", "name": "The Niger Tribune", "url": self.origin + "/"},
            ]  # fmt: skip
            meta.append(
                f'<script type="application/ld+json" class="yoast-schema-graph">{json.dumps({"@context": "https://schema.org", "@graph": graph})}</script>'
            )
        else:
            meta.append('<meta property="og:type" content="website" />')
        body_cls = (
            "post-template-default single single-post"
            if doc.is_article
            else ("error404" if doc.kind == "error" else "archive")
        )
        trend = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'aside')}</li>" for k in ("rail", "cbn", "flood", "enyimba")
        )
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{chr(10).join(meta)}
<meta name="generator" content="WordPress 6.6.2" />
<link rel="stylesheet" id="jnews-frontend-css" href="/wp-content/themes/jnews/assets/dist/frontend.min.css?ver=11.6.1" type="text/css" media="all" />
<style id="jeg_dynamic_css">/*PAD*/</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-NTR2026"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){{dataLayer.push(arguments);}}gtag('js',new Date());gtag('config','G-NTR2026');</script>
</head>
<body class="{body_cls} jeg_toggle_light jnews jsc_normal">
<div class="jeg_ad jeg_ad_top jnews_header_top_ads"><div class="ads-wrapper">Advertisement</div></div>
<div class="jeg_viewport">
<div class="jeg_header_wrapper"><div class="jeg_header normal"><div class="jeg_topbar"><div class="jeg_nav_item jeg_top_date">Friday, December 4, 2026</div></div>
<div class="jeg_midbar"><div class="jeg_logo">{self.a("home", "The Niger Tribune", "nav")}</div></div>
<div class="jeg_bottombar"><ul class="jeg_menu jeg_main_menu">{nav}</ul></div></div></div>
<div class="jeg_main"><div class="jeg_container"><div class="jeg_content">
{main}
</div>
<div class="jeg_sidebar"><div class="widget widget_jnews_module_block_21"><div class="jeg_block_heading"><h3 class="jeg_block_title"><span>Trending</span></h3></div><ul>{trend}</ul></div>
<div class="widget widget_text"><div class="textwidget"><p>Get the Niger Tribune e-paper on your phone every morning. <a href="https://epaper.nigertribune.test/">Read the e-paper</a></p></div></div></div>
</div></div>
<div class="jeg_footer"><div class="jeg_footer_content"><p>{self.a("about", "About Us", "footer")} | {self.a("privacy", "Privacy Policy", "footer")} | <a href="mailto:advert@nigertribune.test">Advertise</a> | <a href="/feed/">RSS</a></p>
<p class="copyright">&copy; 2026 The Niger Tribune. All Rights Reserved.</p></div></div>
</div>
<div class="jeg_cookie_notice">We use cookies to ensure that we give you the best experience on our website. <a class="btn" href="#">Accept</a></div>
<script type="text/javascript" src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" id="jnews-frontend-js-extra">var jnewsoption = {{"login_reload":"https:\\/\\/www.nigertribune.test\\/","popup_script":"magnific","single_gallery":false,"ismobile":false,"isie":false,"sidefeed_ajax":false,"language":"en_US","module_prefix":"jnews_module_ajax_","live_search":"1"}};</script>
<script type="text/javascript" src="/wp-content/themes/jnews/assets/dist/frontend.min.js?ver=11.6.1" id="jnews-frontend-js"></script>
</body>
</html>"""

    def byline(self, doc: Doc) -> str:
        if doc.extra.get("byline_override"):
            text = doc.extra["byline_override"]
            name = doc.authors[0]
            return esc(text).replace(esc(name), f'<a href="/author/{name.lower().replace(" ", "-")}/">{esc(name)}</a>')
        if not doc.authors:
            return esc(doc.extra.get("credit", ""))
        links = [
            self.a("author", a, "byline")
            if a == "Chinedu Okafor"
            else f'<a href="/author/{SLUG.get(a, a.lower().replace(" ", "-"))}/">{esc(a)}</a>'
            for a in doc.authors
        ]
        city = doc.extra.get("city", "Abuja" if doc.key != "flood" else "Lagos")
        return "By " + " and ".join(links) + (f", {city}" if city else "")

    def story_main(self, doc: Doc) -> str:
        rel = "".join(
            f'<article class="jeg_post jeg_pl_md_5"><h3 class="jeg_post_title">{self.a(k, self.docs[k].title, "related")}</h3><div class="jeg_meta_date">{self.docs[k].stamp}</div></article>'
            for k in ARTS if k != doc.key
        )[:4000]  # fmt: skip
        rel = rel.rsplit("</article>", 1)[0] + "</article>"
        tags = (
            f'<div class="jeg_post_tags"><span>Tags:</span> {self.a("tag", "Railway", "content")} <a href="/tag/fuel-scarcity/">Fuel Scarcity</a></div>'
            if doc.key in ("rail", "editorial")
            else '<div class="jeg_post_tags"><span>Tags:</span> <a href="/tag/nigeria/">Nigeria</a></div>'
        )
        return f"""<div class="jeg_inner_content">
<div class="jeg_breadcrumbs jeg_breadcrumb_container"><div id="breadcrumbs"><span>{self.a("home", "Home", "breadcrumb")}</span><i class="fa fa-angle-right"></i><span class="breadcrumb_last_link">{esc(doc.section)}</span></div></div>
<div class="entry-header"><div class="jeg_post_category"><span>{esc(doc.section)}</span></div>
<h1 class="jeg_post_title">{esc(doc.title)}</h1>
<div class="jeg_meta_container"><div class="jeg_post_meta jeg_post_meta_1"><div class="meta_left"><div class="jeg_meta_author">{self.byline(doc)}</div>
<div class="jeg_meta_date"><a href="{esc(self.href(doc.key))}">{doc.stamp}</a></div></div><div class="meta_right"><div class="jeg_meta_comment"><a href="#comments">0</a></div></div></div></div></div>
<div class="jeg_featured featured_image"><img src="/wp-content/uploads/2026/12/{doc.key}-750x375.jpg" alt="" width="750" height="375"></div>
<div class="jeg_share_top_container"><div class="jeg_share_button clearfix"><a href="https://www.facebook.com/sharer.php?u={esc(self.url(doc.key))}" class="jeg_btn-facebook">Share on Facebook</a> <a href="https://twitter.com/intent/tweet?url={esc(self.url(doc.key))}" class="jeg_btn-twitter">Share on Twitter</a> <a href="https://api.whatsapp.com/send?text={esc(self.url(doc.key))}" class="jeg_btn-whatsapp">WhatsApp</a></div></div>
<div class="jeg_ad jeg_article jnews_content_top_ads"><div class="ads-wrapper">Advertisement</div></div>
<div class="entry-content no-share"><div class="content-inner">
{NOTE.sub(_note, self.blocks(doc))}
</div>
{tags}
</div>
<div class="jnews_related_post_container"><div class="jeg_postblock_22 jeg_postblock jeg_module_hook"><div class="jeg_block_heading"><h3 class="jeg_block_title"><span>Related Posts</span></h3></div><div class="jeg_posts">{rel}</div></div></div>
<div class="jnews_comment_container"><div id="comments" class="comment-respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea><input type="submit" value="Post Comment"></form></div></div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        posts = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            posts.append(
                f'<article class="jeg_post jeg_pl_lg_2 format-standard"><div class="jeg_thumb"><a href="{esc(self.href(k))}"><img src="/wp-content/uploads/2026/12/{k}-350x250.jpg" alt=""></a></div>'
                f'<div class="jeg_postblock_content"><h3 class="jeg_post_title">{self.a(k, d.title, "content")}</h3><div class="jeg_post_meta"><div class="jeg_meta_date">{d.stamp}</div></div>'
                f'<div class="jeg_post_excerpt"><p>{esc(self.lede(d))}</p></div></div></article>'
            )
        head = f'<div class="jeg_archive_header"><h1 class="jeg_archive_title">{esc(doc.title)}</h1></div>'
        if doc.kind == "author":
            head = f'<div class="jeg_author_wrap"><div class="jeg_author_content"><h1 class="jeg_author_name">{esc(doc.title)}</h1><p class="jeg_author_desc">{esc(doc.extra["bio"])}</p></div></div>'
        if doc.kind == "home":
            head = f'<div class="jeg_block_heading"><h3 class="jeg_block_title"><span>Latest News</span></h3></div><div class="jeg_newsticker">{self.a("kano", "Breaking: " + self.docs["kano"].title, "content")}</div>'
        nav = ""
        if doc.extra.get("more"):
            nav = f'<div class="jeg_navigation jeg_pagination"><span class="page_number active">1</span>{self.a(doc.extra["more"], "2", "pagination")}<a href="/category/news/page/3/">3</a>{self.a(doc.extra["more"], "Next", "pagination")}</div>'
        elif doc.key == "news2":
            nav = f'<div class="jeg_navigation jeg_pagination">{self.a("news", "Prev", "pagination")}{self.a("news", "1", "pagination")}<span class="page_number active">2</span><a href="/category/news/page/3/">3</a></div>'
        extra = ""
        if doc.key == "home":
            extra = f'<div class="jeg_block_heading"><h3>Topics</h3></div><p>{self.a("tag", "Railway", "content")} · {self.a("author", "Chinedu Okafor", "content")} · {self.a("news", "More News", "content")}</p>'
        return f'<div class="jeg_archive_wrap">{head}<div class="jeg_postblock_5 jeg_postblock"><div class="jeg_posts jeg_load_more_flag">{"".join(posts)}</div>{nav}</div>{extra}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "error":
            return f'<div class="jeg_404_content"><h1 class="jeg_archive_title">{esc(doc.title)}</h1>{self.blocks(doc)}<form action="/" class="jeg_search_form"><input name="s" type="text" placeholder="Search..."></form><p>{self.a("home", "Back to homepage", "content")}</p></div>'
        return f'<div class="jeg_singlepage"><h1 class="jeg_post_title">{esc(doc.title)}</h1><div class="entry-content">\n{self.blocks(doc)}\n</div></div>'
