# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Rift Nation: a Nairobi daily on a server-rendered React app (`<div id="root" data-reactroot>`, CSS-module
class names like `article-body_text__x2Lk`, `/kenya/news/<slug>-4812345`, `/kenya/news?page=2`,
`/topic/<slug>`, `/authors/<slug>`, `/search?q=`, `/premium`), Kenyan English, UTF-8. Every page carries the
server's store as `window.__INITIAL_STATE__` (a JSON blob with the story's paragraphs too). One thin story renders
no paragraphs in the article column: its text is only in the blob and in a collapsed `<details>` "Read more";
a Premium story is a stub with two paragraphs and a paywall. EAT (+03:00); one story's UTC time is the previous
day. Metadata: `NewsArticle` JSON-LD (one with `datePublished` only in the blob), og tags."""

from __future__ import annotations

import json

from common import Generic, page, story
from sitekit import Doc, css_rules, esc, plain


class RiftNation(Generic):
    origin = "https://nation.riftnation.test"
    name = "The Rift Nation"
    prefix = "rn"
    language = "en"
    lang_attr = "en"
    content_type = "text/html; charset=utf-8"
    title_suffix = " | The Rift Nation"
    body_class = "app"
    main_class = "page-layout_main__9dKq"
    story_class = "article-page_article__Qw3e"
    body_wrap = "article-body_text__x2Lk"
    nav = [("home", "Home"), ("news", "Kenya"), ("premium", "Premium"), ("topic", "Health"), ("epaper", "ePaper")]
    footer_links = [
        ("privacy", "Privacy Policy"),
        ("premium", "Subscribe"),
        ("search", "Search"),
        ("https://nation.riftnation.test/epaper", "ePaper"),
        ("https://twitter.com/riftnation", "Twitter"),
    ]

    def pad_rules(self) -> list[str]:
        return css_rules(
            "rn",
            [
                ".page-layout_main__9dKq",
                ".article-body_text__x2Lk",
                ".header_nav__a1B2",
                ".teaser-card_card__L0o9",
                ".byline_name__pP3x",
                ".paywall_box__Zz8e",
                ".footer_footer__Hh7t",
            ],
            250,
        )

    def state(self, doc: Doc) -> str:
        data: dict[str, object] = {"router": {"path": doc.path}, "ads": {"slots": ["top", "mpu1", "mpu2"]}}
        if doc.is_article:
            data["article"] = {
                "id": int(doc.path.rsplit("-", 1)[-1]), "title": doc.title, "publishedAt": doc.iso,
                "authors": [{"name": a} for a in doc.authors], "premium": bool(doc.extra.get("premium")),
                "paragraphs": [plain(b[1]) for b in doc.blocks if b[0] in ("p", "h2")][: 2 if doc.extra.get("premium") else None],
            }  # fmt: skip
        else:
            data["listing"] = {"title": doc.title, "items": [self.docs[k].path for k in doc.extra.get("list", [])]}
        return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")

    def head_meta(self, doc: Doc) -> str:
        out = [
            f'<meta property="og:title" content="{esc(doc.title)}">',
            f'<meta name="description" content="{esc(self.lede(doc))}">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            ld: dict[str, object] = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "headline": doc.title,
                "isAccessibleForFree": not doc.extra.get("premium"),
            }
            if doc.iso and not doc.extra.get("date_only_in_state"):
                ld["datePublished"] = doc.iso
            if doc.authors:
                ld["author"] = [{"@type": "Person", "name": a} for a in doc.authors]
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        return "\n".join(out)

    def head_scripts(self, doc: Doc) -> str:
        return '<link rel="preload" href="/static/js/main.7c1e2a.js" as="script">\n<script defer src="/static/js/main.7c1e2a.js"></script>'

    def header_html(self, doc: Doc) -> str:
        items = "".join(f'<li class="header_item__k2Lp">{self.a(k, t, "chrome:nav")}</li>' for k, t in self.nav)
        return (
            '<div id="root" data-reactroot="">'
            f'<header class="header_nav__a1B2"><div class="header_logo__Pq0z">{self.a("home", "The Rift Nation", "chrome:header")}</div>'
            f'<ul class="header_list__Mm4r">{items}<li><a href="https://nation.riftnation.test/sports">Sports</a></li></ul></header>'
        )

    def footer_html(self, doc: Doc) -> str:
        return super().footer_html(doc) + f"</div>\n<script>window.__INITIAL_STATE__={self.state(doc)};</script>"

    def byline_html(self, doc: Doc) -> str:
        if not doc.byline:
            return ""
        inner = (
            self.a(doc.extra["author_key"], doc.byline, "content:byline")
            if doc.extra.get("author_key")
            else esc(doc.byline)
        )
        return f'<div class="byline_name__pP3x">{inner}</div>'

    def date_html(self, doc: Doc) -> str:
        return f'<div class="byline_date__Ra7t">{esc(doc.stamp)}</div>' if doc.stamp else ""

    def story_main(self, doc: Doc) -> str:
        if doc.extra.get("thin"):
            # the app renders the column empty and hydrates it from the store; the text is in a collapsed details
            inner = self.blocks(doc)
            body = (
                f'<div class="{self.body_wrap}" data-hydrate="article.paragraphs"></div>'
                f'<details class="article-body_more__Ty6u"><summary>Read more</summary>\n{inner}\n</details>'
            )
        elif doc.extra.get("premium"):
            body = (
                f'<div class="{self.body_wrap}">\n{self.blocks(doc)}\n</div>'
                '<div class="paywall_box__Zz8e"><h3>This is Premium content</h3><p>Subscribe for full access to The Rift Nation Premium. Already a subscriber? <a href="https://nation.riftnation.test/login">Log in</a></p>'
                f"{self.a('premium', 'Subscribe from KSh 10 a day', 'content:paywall')}</div>"
            )
        else:
            body = f'<div class="{self.body_wrap}">\n{self.blocks(doc)}\n</div>'
        badge = '<span class="premium-badge_badge__Vv2n">PREMIUM</span>' if doc.extra.get("premium") else ""
        rel = "".join(
            f'<li class="teaser-card_card__L0o9">{self.a(k, self.docs[k].title, "content:related")}</li>'
            for k in doc.extra.get("related", [])
        )
        tags = "".join(self.a(k, t, "content:tags", 'class="tag_link__Ab1c"') for k, t in doc.extra.get("tags", []))
        return (
            f'<article class="{self.story_class}">{badge}<h1 class="article-page_title__Hk8s">{esc(doc.title)}</h1>'
            f'<div class="byline_wrap__Cc4d">{self.byline_html(doc)}{self.date_html(doc)}</div>'
            '<div class="share_bar__Jj3k"><a href="https://wa.me/?text=">WhatsApp</a> <a href="https://twitter.com/intent/tweet">X</a></div>'
            f'{body}<div class="tags_row__Ee5f">{tags}</div>'
            + (f'<section class="related_box__Gg6h"><h3>Related</h3><ul>{rel}</ul></section>' if rel else "")
            + "</article>"
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Rift Nation",
                "react-ssr-home",
                list=["matatu", "maize", "clinic", "premium1", "quake", "opinion"],
                more="news2",
                more_text="More news",
                html_title="The Rift Nation - Breaking News, Kenya, Africa",
            )
        )
        add(
            page(
                "news",
                "/kenya/news",
                "section",
                "Kenya News",
                "react-ssr-section",
                list=["matatu", "maize", "clinic", "quake", "premium1"],
                more="news2",
                more_text="Load more",
            )
        )
        add(
            page(
                "news2",
                "/kenya/news?page=2",
                "section",
                "Kenya News",
                "react-ssr-section-p2",
                list=["tea", "opinion", "maize", "dam"],
            )
        )
        add(page("topic", "/topic/health", "tag", "Health", "react-ssr-topic", list=["clinic", "tea"]))
        add(
            page(
                "author",
                "/authors/wanjiru-kamau",
                "author",
                "Wanjiru Kamau",
                "react-ssr-author",
                ["Wanjiru Kamau is a senior reporter covering transport and urban affairs in Nairobi."],
                list=["matatu", "tea"],
            )
        )
        add(
            page("search", "/search?q=maize", "search", "Search: maize", "react-ssr-search", list=["maize", "premium1"])
        )
        add(
            page(
                "epaper",
                "/epaper",
                "product",
                "The Rift Nation ePaper",
                "react-ssr-epaper",
                [
                    "Read the full print edition on your phone, tablet or computer, page by page, from 5am every day.",
                    'RAW:<div class="epaper-covers"><img src="/img/epaper-2026-12-04.jpg" alt="Front page, December 4, 2026"><img src="/img/epaper-2026-12-03.jpg" alt="Front page, December 3, 2026"></div>',
                    "Included in all Premium plans. Back issues for the past 30 days.",
                ],
            )
        )
        add(
            page(
                "premium",
                "/premium",
                "subscribe",
                "The Rift Nation Premium",
                "react-ssr-subscribe",
                [
                    "In-depth reporting, analysis and investigations you will not find anywhere else.",
                    "- Daily: KSh 10",
                    "- Monthly: KSh 300",
                    "- Yearly: KSh 3,000",
                    "Pay with M-Pesa or card. Cancel any time.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy",
                "policy",
                "Privacy Policy",
                "react-ssr-policy",
                [
                    "Last updated: 1 September 2026",
                    "Rift Media Group respects your privacy and complies with the Data Protection Act, 2019.",
                    "We collect your name, phone number and email when you register, and information about how you use our site and apps.",
                    "You can ask us to correct or delete your data by writing to dpo@riftnation.test.",
                ],
            )
        )
        add(
            story(
                "matatu",
                "/kenya/news/matatu-fares-rise-fuel-4812345",
                "Matatu fares rise by up to Sh30 as fuel prices hit new high",
                "2026-12-04",
                "2026-12-04T08:20:00+03:00",
                "Friday, December 04, 2026 — updated 3 hours ago",
                ["Wanjiru Kamau"],
                [
                    "Commuters in Nairobi will pay up to Sh30 more per trip from today after matatu operators raised fares following the latest review of fuel prices.",
                    "The Energy and Petroleum Regulatory Authority on Monday set the price of diesel at Sh214.60 a litre in Nairobi, up Sh7.20 from last month.",
                    "FIG: Matatus at Kencom | Matatus at the Kencom stage in Nairobi. Photo: File",
                    'Matatu Owners Association chairman Peter Mwangi Gichuki said operators had no choice. "We have absorbed two increases already. We cannot absorb a third," he said.',
                    'RAW:<div class="inline-related_box__Ii9o"><strong>READ:</strong> <a href="/kenya/news/fuel-prices-november-4811901">Fuel prices up for third month</a></div>',
                    "Fares on the Thika Road route rose from Sh100 to Sh130 during peak hours, while the Ngong Road route went up by Sh20.",
                    'Commuters said the increase would hit them hard. "I spend almost a quarter of my salary on transport," said Mercy Achieng, a shop assistant who travels from Kitengela.',
                ],
                "react-ssr-story",
                byline="Wanjiru Kamau",
                author_key="author",
                related=["maize"],
            )
        )
        add(
            story(
                "maize",
                "/kenya/news/maize-farmers-uasin-gishu-4812360",
                "Uasin Gishu farmers hold back maize over low NCPB prices",
                "2026-12-03",
                "2026-12-03T16:45:00+03:00",
                "Thursday, December 03, 2026",
                ["Barnabas Kiprono", "Faith Chebet"],
                [
                    "Maize farmers in Uasin Gishu are refusing to sell to the National Cereals and Produce Board, saying its price of Sh3,500 for a 90-kilogramme bag does not cover their costs.",
                    "Farmers say they spent more than Sh4,000 to produce each bag this season because of the high price of fertiliser and diesel.",
                    "## Brokers offer more",
                    "Private buyers from Uganda and South Sudan are offering up to Sh3,900 a bag, according to farmers in Moiben and Soy.",
                    "Agriculture Cabinet Secretary Joseph Lagat said the government would review the price next week.",
                ],
                "two-authors-and",
                byline="Barnabas Kiprono and Faith Chebet",
                related=["matatu"],
            )
        )
        add(
            story(
                "clinic",
                "/kenya/news/kisumu-clinic-reopens-4812371",
                "Kisumu maternity clinic reopens after nine months",
                "2026-12-04",
                "2026-12-04T11:00:00+03:00",
                "Friday, December 04, 2026",
                ["Otieno Ouma"],
                [
                    "The Nyalenda maternity clinic in Kisumu has reopened after nine months of renovations, county health officials said on Friday.",
                    "The clinic, which serves about 60,000 people, now has a theatre for caesarean sections and a newborn unit with eight incubators.",
                    "Health executive Dr Rose Atieno said mothers would no longer need to travel to the county referral hospital for emergencies.",
                ],
                "thin-body-only-in-state-and-details",
                byline="Otieno Ouma",
                thin=True,
                tags=[("topic", "Health")],
                date_only_in_state=True,
            )
        )
        add(
            story(
                "premium1",
                "/kenya/news/inside-the-maize-import-deal-4812380",
                "Inside the maize import deal that cost taxpayers Sh2.1 billion",
                "2026-12-04",
                "2026-12-04T06:00:00+03:00",
                "Friday, December 04, 2026",
                ["Brian Odhiambo"],
                [
                    "Documents seen by the Rift Nation show that three companies were allowed to import duty-free maize weeks after the window had officially closed.",
                    "The deal, approved by a single letter from the ministry, cost the Kenya Revenue Authority Sh2.1 billion in lost duty, according to our calculations.",
                ],
                "premium-stub-two-paragraphs",
                byline="Brian Odhiambo",
                premium=True,
                related=["maize"],
            )
        )
        add(
            story(
                "quake",
                "/kenya/news/tremor-felt-in-nakuru-4812350",
                "Tremor felt in Nakuru and Naivasha, no injuries reported",
                "2026-12-04",
                "2026-12-03T22:40:00Z",
                "Friday, December 04, 2026",
                [],
                [
                    "A mild earth tremor was felt in Nakuru and Naivasha shortly after 1.30am on Friday, the Kenya National Disaster Operation Centre said.",
                    "Residents of Lanet and Kabarak said walls shook for a few seconds. No injuries or damage were reported.",
                    "Geologists at the University of Nairobi said tremors are common along the Rift Valley.",
                    "SIGN: — KNA",
                ],
                "agency-kna-utc-previous-day",
                byline="KNA",
            )
        )
        add(
            story(
                "tea",
                "/kenya/news/kericho-tea-pickers-health-4812330",
                "Kericho tea pickers to get free eye checks",
                "2026-12-02",
                "2026-12-02T13:10:00+03:00",
                "Wednesday, December 02, 2026",
                ["Wanjiru Kamau"],
                [
                    "More than 12,000 tea pickers in Kericho will receive free eye tests under a programme launched by tea estates and the county government.",
                    "Officials said many pickers suffer eye strain and injuries from tea bushes.",
                    "The programme will run until March, with mobile clinics visiting the estates every week.",
                ],
                "page2-topic-author-only",
                byline="Wanjiru Kamau",
                author_key="author",
                tags=[("topic", "Health")],
            )
        )
        add(
            story(
                "dam",
                "/kenya/news/thwake-dam-first-water-4812300",
                "Thwake dam holds first water after 12 years of construction",
                "2026-12-01",
                None,
                "Tuesday, December 01, 2026",
                ["Mutua Kilonzo"],
                [
                    "The Thwake multipurpose dam on the border of Makueni and Kitui counties has started holding water, the Water ministry said on Tuesday.",
                    "The dam, which was first planned in the 1950s and finally started in 2014, will supply water to about 1.3 million people once the treatment plant is finished.",
                    'Residents of Kibwezi said the dam had already changed the landscape. "We used to walk 10 kilometres for water," said Esther Mwende.',
                    "SIGN: Reporting by Mutua Kilonzo in Makueni",
                ],
                "byline-only-at-end-no-iso",
            )
        )
        add(
            story(
                "opinion",
                "/kenya/news/opinion-counties-must-pay-doctors-4812340",
                "Counties must pay doctors on time, or lose them",
                "2026-12-03",
                "2026-12-03T07:00:00+03:00",
                "Thursday, December 03, 2026",
                ["Amina Hassan"],
                [
                    "Every few months, Kenya watches the same film. Doctors are not paid, they down their tools, patients suffer, and a deal is signed at the last minute.",
                    "The problem is not the money. Counties received their allocations from the Treasury in October. The problem is priorities.",
                    "If we want doctors to stay in Garissa, Turkana and Lamu, we must pay them on time and give them the tools to work.",
                    "SIGN: Dr Amina Hassan is a public health specialist based in Mombasa.",
                ],
                "opinion-signed-at-end",
            )
        )
