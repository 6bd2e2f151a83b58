# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Strand Times: a Singapore English daily on Drupal (`node--type-article`, `field--name-body`, `views-row`,
`drupal-settings-json`; `/singapore/<slug>`, `/singapore?page=1` as page 2, `/topic/<slug>`, `/authors/<slug>`,
`/search?searchkey=`, `/forum`, `/multimedia/…`), Singapore English, UTF-8. Bylines carry job titles ("Senior
Correspondent"), premium stories are "ST"-badged stubs, the Forum prints readers' letters signed at the end, and a
Multimedia interactive is a scrollytelling shell (not an article). SGT (+08:00); one story's UTC time is the
previous day. Metadata: `NewsArticle` JSON-LD with `isAccessibleForFree`, og tags; the interactive lies with
`og:type=article`."""

from __future__ import annotations

import json

from common import Generic, page, story
from sitekit import Doc, css_rules, esc


class Strand(Generic):
    origin = "https://www.strandtimes.test"
    name = "The Strand Times"
    prefix = "st"
    language = "en"
    lang_attr = "en"
    content_type = "text/html; charset=UTF-8"
    title_suffix = " | The Strand Times"
    body_class = "path-node page-node-type-article"
    main_class = "layout-content"
    story_class = "node node--type-article node--view-mode-full"
    body_wrap = "clearfix text-formatted field field--name-body field--type-text-with-summary field__item"
    nav = [("home", "Home"), ("singapore", "Singapore"), ("forum", "Forum"), ("multimedia", "Multimedia")]
    footer_links = [
        ("privacy", "Privacy Policy"),
        ("subscribe", "Subscribe"),
        ("search", "Search"),
        ("https://www.strandtimes.test/e-paper", "E-paper"),
        ("https://www.strandtimes.test/contact-us", "Contact us"),
    ]

    def pad_rules(self) -> list[str]:
        return css_rules(
            "st",
            [
                ".layout-content",
                ".node--type-article",
                ".field--name-body",
                ".views-row",
                ".byline-block",
                ".premium-badge",
                ".region-footer",
                ".block-menu",
            ],
            250,
        )

    def head_meta(self, doc: Doc) -> str:
        out = [f'<meta name="description" content="{esc(self.lede(doc))}">', f'<meta property="og:title" content="{esc(doc.title)}">',
               '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">']  # fmt: skip
        if doc.is_article or doc.kind == "interactive":
            out.append('<meta property="og:type" content="article">')
        if doc.is_article:
            ld = {
                "@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "datePublished": doc.iso,
                "author": [{"@type": "Person", "name": a} for a in doc.authors] or [{"@type": "Organization", "name": "The Strand Times"}],
                "isAccessibleForFree": not doc.extra.get("premium"),
            }  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def head_scripts(self, doc: Doc) -> str:
        return '<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"/","currentLanguage":"en"},"st_paywall":{"enabled":true}}</script>\n<script src="/core/misc/drupal.js?v=10.3.1"></script>'

    def header_html(self, doc: Doc) -> str:
        items = "".join(f'<li class="menu-item">{self.a(k, t, "chrome:nav")}</li>' for k, t in self.nav)
        return (
            '<div class="region region-header">'
            f'<div class="site-branding">{self.a("home", "The Strand Times", "chrome:header")}</div>'
            f'<nav class="block-menu"><ul class="menu">{items}<li class="menu-item"><a href="https://www.strandtimes.test/asia">Asia</a></li></ul></nav>'
            '<a class="login" href="https://www.strandtimes.test/user/login">Log in</a></div>'
        )

    def byline_html(self, doc: Doc) -> str:
        people = doc.extra.get("people", [])
        if not people:
            return f'<div class="byline-block">{esc(doc.byline)}</div>' if doc.byline else ""
        rows = "".join(
            f'<div class="byline-person"><span class="byline-name">{self.a(k, n, "content:byline") if k else esc(n)}</span><span class="byline-title">{esc(t)}</span></div>'
            for n, t, k in people
        )
        return f'<div class="byline-block">{rows}</div>'

    def date_html(self, doc: Doc) -> str:
        return f'<div class="story-postdate">{esc(doc.stamp)}</div>' if doc.stamp else ""

    def pre_body(self, doc: Doc) -> str:
        badge = '<span class="premium-badge" title="Subscriber content">ST</span>' if doc.extra.get("premium") else ""
        return (
            badge
            + '<div class="social-share"><a href="https://www.facebook.com/sharer/sharer.php">Facebook</a> <a href="https://t.me/share/url">Telegram</a> <button>Gift this article</button></div>'
        )

    def after_body(self, doc: Doc) -> str:
        out = ""
        if doc.extra.get("premium"):
            out += f'<div class="paywall-block"><p>Get unlimited access to exclusive stories and analysis.</p>{self.a("subscribe", "Subscribe now", "content:paywall")}</div>'
        tags = "".join(self.a(k, t, "content:tags") for k, t in doc.extra.get("tags", []))
        if tags:
            out += f'<div class="field--name-field-tags">Topics: {tags}</div>'
        rel = "".join(
            f'<div class="views-row">{self.a(k, self.docs[k].title, "content:related")}</div>'
            for k in doc.extra.get("related", [])
        )
        if rel:
            out += f'<div class="block-views-related"><h2>Related Stories</h2>{rel}</div>'
        return (
            out
            + '<div class="newsletter-promo">Join ST\'s Telegram channel and get the latest breaking news delivered to you.</div>'
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind != "interactive":
            return super().service_main(doc)
        return (
            f'<div class="interactive-shell" id="scrolly-root" data-src="/interactive/2026/mrt-lines/app.js"><h1>{esc(doc.title)}</h1>'
            '<p class="interactive-standfirst">Scroll to explore how the rail network has grown since 1987.</p>'
            "<noscript>This interactive requires JavaScript.</noscript>"
            '<div class="scrolly-step" data-step="1">1987: 6km, 5 stations</div><div class="scrolly-step" data-step="2">2003: North East Line opens</div>'
            '<div class="scrolly-step" data-step="3">2026: 250km, 190 stations</div>'
            '<p class="credits">Graphics: Low Jia Hui, Marcus Teo · Development: Farhan Ismail</p></div>'
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Strand Times",
                "drupal-home",
                list=["hdb", "haze", "premium1", "letter", "cpf", "flight"],
                more="singapore2",
                more_text="More Singapore stories",
                html_title="The Strand Times - Breaking news, Singapore news, Asia and world news",
            )
        )
        add(
            page(
                "singapore",
                "/singapore",
                "section",
                "Singapore",
                "drupal-section",
                list=["hdb", "haze", "premium1", "cpf", "flight"],
                more="singapore2",
                more_text="Next page ›",
            )
        )
        add(
            page(
                "singapore2",
                "/singapore?page=1",
                "section",
                "Singapore",
                "drupal-section-p2",
                list=["hawker", "cpf", "haze"],
            )
        )
        add(page("topic", "/topic/housing", "tag", "Housing", "drupal-topic", list=["hdb", "premium1", "letter"]))
        add(
            page(
                "author",
                "/authors/tan-wei-ling",
                "author",
                "Tan Wei Ling",
                "drupal-author",
                [
                    "Senior Correspondent. Tan Wei Ling covers housing and urban planning. She joined The Strand Times in 2012."
                ],
                list=["hdb", "hawker"],
            )
        )
        add(
            page(
                "search",
                "/search?searchkey=haze",
                "search",
                "Search results: haze",
                "drupal-search",
                list=["haze", "flight"],
            )
        )
        add(
            page(
                "forum",
                "/forum",
                "section",
                "Forum",
                "drupal-forum-front",
                [
                    "Letters from readers. Write to stforum@strandtimes.test with your full name, address and phone number."
                ],
                list=["letter"],
            )
        )
        add(
            page(
                "multimedia",
                "/multimedia/interactive/2026/how-the-mrt-grew",
                "interactive",
                "How the MRT grew: 40 years in 40 seconds",
                "drupal-interactive-shell",
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "Privacy Policy",
                "drupal-policy",
                [
                    "Last updated on 20 August 2026",
                    "Strand Media Group Limited is committed to protecting your personal data in accordance with the Personal Data Protection Act 2012.",
                    "We collect personal data when you register for an account, subscribe or take part in contests.",
                    "You may withdraw your consent or request access to your data by contacting our Data Protection Officer at dpo@strandtimes.test.",
                ],
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe",
                "subscribe",
                "Subscribe to The Strand Times",
                "drupal-subscribe",
                [
                    "Unlock all ST premium stories, the e-paper and our newsletters.",
                    "- Digital: $9.90 a month",
                    "- Digital + Print: $39.90 a month",
                    "Students enjoy 50 per cent off with a valid student pass.",
                ],
            )
        )
        add(
            story(
                "hdb",
                "/singapore/housing/more-bto-flats-in-2027-launches",
                "More BTO flats to be launched in 2027, with shorter waiting times",
                "2026-12-04",
                "2026-12-04T14:25:00+08:00",
                "Dec 04, 2026, 02:25 PM",
                ["Tan Wei Ling"],
                [
                    "SINGAPORE - The Housing Board will launch about 21,000 Build-To-Order flats in 2027, including 4,500 with waiting times of under three years, National Development Minister Chee Hong Wen said on Dec 4.",
                    "The new projects will be in Tengah, Woodlands, Bayshore and Kallang/Whampoa, as well as the first flats in the former Keppel Club site.",
                    "FIG: HDB flats in Tengah | Flats under construction in Tengah. PHOTO: ST FILE",
                    'RAW:<div class="read-more-box"><strong>Read more:</strong> <a href="/singapore/housing/resale-prices-q3-2026">HDB resale prices rise 1.2% in Q3</a></div>',
                    "Mr Chee said the shorter waiting times were possible because of better planning with contractors and the use of prefabricated modules.",
                    "First-timer families will continue to get priority for about 95 per cent of the flats in non-mature estates.",
                ],
                "byline-with-job-title",
                people=[("Tan Wei Ling", "Senior Correspondent", "author")],
                tags=[("topic", "Housing")],
                related=["letter"],
            )
        )
        add(
            story(
                "haze",
                "/singapore/environment/haze-psi-unhealthy-range",
                "Haze returns: 24-hour PSI enters unhealthy range in west Singapore",
                "2026-12-04",
                "2026-12-03T17:30:00Z",
                "Dec 04, 2026, 01:30 AM",
                ["Ng Kai Xin", "Rahul Menon"],
                [
                    "SINGAPORE - The 24-hour Pollutant Standards Index in western Singapore entered the unhealthy range at 1am on Dec 4, as winds blew smoke from fires in southern Sumatra across the Strait of Malacca.",
                    "The index reached 108 in the west, according to the National Environment Agency, while other regions stayed in the moderate range.",
                    "The agency advised people with heart or lung conditions to reduce outdoor activity.",
                    "Schools will stay open, the Ministry of Education said.",
                ],
                "two-authors-titles-utc-previous-day",
                people=[("Ng Kai Xin", "Environment Correspondent", ""), ("Rahul Menon", "Journalist", "")],
                related=["flight"],
            )
        )
        add(
            story(
                "premium1",
                "/singapore/housing/why-condo-prices-keep-rising",
                "Why condo prices keep rising despite cooling measures",
                "2026-12-03",
                "2026-12-03T05:00:00+08:00",
                "Dec 03, 2026, 05:00 AM",
                ["Tan Wei Ling"],
                [
                    "Private home prices in Singapore have risen for the 11th quarter in a row, even after three rounds of cooling measures since 2021.",
                    "Analysts say a shortage of new launches and strong demand from upgraders explain most of the increase.",
                ],
                "st-premium-stub",
                people=[("Tan Wei Ling", "Senior Correspondent", "author")],
                premium=True,
                tags=[("topic", "Housing")],
            )
        )
        add(
            story(
                "letter",
                "/forum/forum-letters/give-seniors-more-time-to-cross-the-road",
                "Give seniors more time to cross the road",
                "2026-12-04",
                "2026-12-04T05:00:00+08:00",
                "Dec 04, 2026, 05:00 AM",
                ["Lim Boon Keng Alvin"],
                [
                    'I refer to the report "More Green Man Plus crossings by 2028" (Dec 1).',
                    "As a caregiver for my 84-year-old mother, I welcome the move. But the scheme should not depend on seniors tapping a card, which many forget to carry.",
                    "The Land Transport Authority could use sensors to detect slow pedestrians, as some cities in Japan do.",
                    "SIGN: Lim Boon Keng Alvin",
                ],
                "forum-letter-signed-at-end",
                byline="Forum",
                tags=[("topic", "Housing")],
            )
        )
        add(
            story(
                "cpf",
                "/singapore/cpf-interest-rates-unchanged-q1",
                "CPF interest rates unchanged for first quarter of 2027",
                "2026-12-02",
                "2026-12-02T19:10:00+08:00",
                "Dec 02, 2026, 07:10 PM",
                [],
                [
                    "SINGAPORE - Interest rates for the Central Provident Fund accounts will stay unchanged from January to March 2027, the CPF Board said on Dec 2.",
                    "Members will earn 2.5 per cent on their Ordinary Account and 4 per cent on their Special, MediSave and Retirement accounts.",
                ],
                "desk-brief-no-author",
                byline="The Strand Times",
            )
        )
        add(
            story(
                "flight",
                "/singapore/transport/changi-flights-delayed-storm",
                "Storm delays 60 flights at Changi Airport",
                "2026-12-05",
                "2026-12-05T21:40:00+08:00",
                "Dec 05, 2026, 09:40 PM",
                [],
                [
                    "SINGAPORE - About 60 flights were delayed at Changi Airport on Dec 5 after a thunderstorm forced a temporary halt to ground operations.",
                    "Changi Airport Group said outdoor work on the apron was suspended for about 90 minutes for safety reasons.",
                    "SIGN: AFX",
                ],
                "agency-credit-at-end",
            )
        )
        add(
            story(
                "hawker",
                "/singapore/new-hawker-centre-in-bidadari",
                "New hawker centre in Bidadari to open with 40 stalls",
                "2026-11-30",
                "2026-11-30T12:00:00+08:00",
                "Nov 30, 2026, 12:00 PM",
                ["Tan Wei Ling", "Amir Hamzah"],
                [
                    "A new hawker centre with 40 cooked food stalls will open in Bidadari in March, the National Environment Agency said on Nov 30.",
                    "Stall rents will start at $1,200 a month, and at least 10 stalls will be reserved for new hawkers under the Incubation Stall Programme.",
                    "Residents said they have waited three years for the centre.",
                ],
                "page2-two-titled-authors",
                people=[("Tan Wei Ling", "Senior Correspondent", "author"), ("Amir Hamzah", "Correspondent", "")],
            )
        )
