# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; curly quotes are deliberate)
"""Geelong Beacon: an Australian regional daily (Geelong, Victoria) on an Arc-XP-like content API rendered by a
custom Next.js pages-router front end: `#__next`, `/_next/static/` chunks, styled-components classes, and a
`__NEXT_DATA__` payload on every page (stories as Arc-like ANS: `headlines.basic`, `credits.by`,
`display_date` in UTC, `content_elements`). Story paths `/news/2026/12/02/slug/`; `/news/page/2/`, `/topic/…/`,
`/author/…/`, `/search/?q=`. A premium story shows two paragraphs and a subscribe box (the payload carries only
those two); a fact check carries ClaimReview JSON-LD; an obituary. AEDT (+11:00): a 7.30am story is the previous
day in UTC."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from typing import Any

from common import Base, blocks_html, page, story
from sitekit import Doc, css_rules, esc, plain

AEDT = dt.timezone(dt.timedelta(hours=11))
BUILD = "gBk7Qw2mXo9fT1r"


def jdump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")


def utc(local: str) -> str:
    t = dt.datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=AEDT).astimezone(dt.UTC)
    return t.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def shown(local: str) -> str:
    """'2026-12-02 07:30' -> '2 December 2026 · 7.30am'."""
    t = dt.datetime.strptime(local, "%Y-%m-%d %H:%M")
    return f"{t.day} {t:%B %Y} · {t.hour % 12 or 12}.{t:%M}{'am' if t.hour < 12 else 'pm'}"


def arc_id(key: str) -> str:
    return hashlib.sha1(key.encode()).hexdigest()[:26].upper()


class Beacon(Base):
    origin = "https://www.geelongbeacon.test"
    name = "Geelong Beacon"
    prefix = "gb"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "gb",
            [
                ".sc-hdr-9f2a1",
                ".sc-nav-3b7c2",
                ".sc-story-body-1a0d4",
                ".sc-card-7e1f0",
                ".sc-paywall-2c9b8",
                ".sc-footer-5d3e6",
                ".sc-verdict-0f4a2",
            ],
            240,
        )

    def art(
        self,
        key: str,
        slug: str,
        title: str,
        local: str,
        authors: list[str],
        lines: list[str],
        shape: str,
        **extra: Any,
    ) -> Doc:
        base = extra.pop("base", "news")
        path = f"/{base}/{local[:10].replace('-', '/')}/{slug}/"
        return story(key, path, title, local[:10], utc(local), shown(local), authors, lines, shape, **extra)

    # ------------------------------------------------------------------ pages
    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "Geelong Beacon",
                "nextjs-home",
                list=["ferry", "paywall", "factcheck", "wire", "obit", "bridge"],
            )
        )
        add(
            page(
                "news",
                "/news/",
                "section",
                "News",
                "nextjs-section",
                list=["ferry", "bridge", "wire", "paywall"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/page/2/",
                "section",
                "News",
                "nextjs-section-page2",
                list=["obit", "factcheck"],
                prev="news",
            )
        )
        add(
            page(
                "topic",
                "/topic/geelong-waterfront/",
                "tag",
                "Geelong waterfront",
                "nextjs-topic",
                list=["paywall", "carousel"],
                blurb="News, development and events on Geelong's waterfront, from Eastern Beach to Corio Quay.",
            )
        )
        add(
            page(
                "author",
                "/author/olivia-tran/",
                "author",
                "Olivia Tran",
                "nextjs-author",
                [
                    "Olivia Tran is the Beacon's city reporter, covering development, transport and the City of Greater Geelong. She previously worked in Ballarat and Mildura."
                ],
                list=["ferry", "paywall"],
            )
        )
        add(
            page(
                "search",
                "/search/?q=ferry",
                "search",
                "Search results for “ferry”",
                "nextjs-search",
                list=["ferry", "carousel"],
                query="ferry",
            )
        )
        add(
            page(
                "subscribe",
                "/subscribe/",
                "product",
                "Subscribe to the Geelong Beacon",
                "nextjs-subscription-offers",
                [
                    "Local news you can trust, from the team that knows Geelong, the Bellarine and the Surf Coast.",
                    "## Digital",
                    "$1 a week for the first 12 weeks, then $4.50 a week. Unlimited access to geelongbeacon.test and the app, the digital edition and all newsletters.",
                    "## Digital + Weekend print",
                    "$3 a week for the first 12 weeks, then $8 a week. Everything in Digital, plus the Saturday paper delivered to your door.",
                    "## Seven-day print + Digital",
                    "$12 a week. The paper every day, plus full digital access for two people in your household.",
                    "Cancel at any time. Offer available to new subscribers only. Prices include GST. Delivery is available in most parts of Geelong, the Bellarine Peninsula and the Surf Coast.",
                ],
            )
        )
        add(
            page(
                "newsletters",
                "/newsletters/",
                "subscribe",
                "Newsletters",
                "nextjs-newsletter-signup",
                [
                    "Sign up to our free newsletters and get the best of the Beacon in your inbox.",
                    "- Morning Edition: the news you need to start the day, every morning at 6am.",
                    "- Breaking News: alerts when big news breaks in Geelong and the region.",
                    "- Footy Beacon: Cats news and local footy, every Monday and Friday during the season.",
                    "- Weekender: what's on, where to eat and the best reads of the week, every Saturday.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/privacy-policy/",
                "policy",
                "Privacy policy",
                "nextjs-policy-updated",
                [
                    "Last updated: 18 June 2026",
                    "The Geelong Beacon respects your privacy and handles your personal information in line with the Australian Privacy Principles.",
                    "## What we collect",
                    "We collect the information you give us when you subscribe, register, enter a competition, comment or contact us, including your name, address, e-mail address and payment details. We also collect information about how you use our website and apps through cookies and similar technologies.",
                    "## How we use it",
                    "We use your information to provide our products and services, process payments, send newsletters you have asked for, personalise what you see, measure our audience and show you advertising.",
                    "## Disclosure",
                    "We may share information with service providers who help us run our business, such as delivery contractors and payment processors. Some of these providers store information outside Australia.",
                    "## Access and complaints",
                    "You can ask to see or correct the personal information we hold about you by e-mailing privacy@geelongbeacon.test. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner.",
                ],
            )
        )
        add(
            page(
                "corrections",
                "/corrections/",
                "correction",
                "Corrections and clarifications",
                "nextjs-corrections-page",
                [
                    "We work hard to get things right. When we make a significant mistake, we correct it and note the correction here. To report an error, e-mail corrections@geelongbeacon.test.",
                    "## 30 November 2026",
                    "A story on November 27 about the Leopold sports precinct said the project would cost $14 million. The correct figure is $11.4 million.",
                    "## 24 November 2026",
                    "A photo caption on November 22 misnamed a Lara netball player. She is Chloe Barrett, not Chloe Barnett. We apologise for the error.",
                    "## 12 November 2026",
                    "An article on November 10 reported that the Ocean Grove surf club had lost its council lease. The club's lease has been extended for 12 months while a new agreement is negotiated.",
                ],
            )
        )

        add(
            self.art(
                "ferry",
                "geelong-melbourne-ferry-adds-a-dawn-sailing-as-commuter-numbers-climb",
                "Geelong-Melbourne ferry adds a dawn sailing as commuter numbers climb",
                "2026-12-02 07:30",
                ["Olivia Tran"],
                [
                    "Commuters on the Geelong-Melbourne ferry will get an earlier start from February, with the operator adding a 5.50am sailing from the Geelong waterfront to Docklands on weekdays after a year of record passenger numbers.",
                    "Bay Link Ferries said about 412,000 passengers travelled on its Geelong and Portarlington routes in the 12 months to October, up 18 per cent on the previous year. Weekday morning services are now regularly full, and the operator has been turning away walk-up passengers on the 6.50am sailing since September.",
                    "“We've got people lining up at 6.15 with a coffee, hoping for a cancellation,” said the company's operations manager, Kristen Moylan. “That's a good problem to have, but it's still a problem. The dawn sailing is our answer to it.”",
                    "## Train delays push commuters to the water",
                    "Regular passengers say the ferry has become more attractive as works on the regional rail line have disrupted trains between Geelong and Southern Cross. The crossing takes about 80 minutes, compared with 55 minutes by train when services run on time.",
                    "“On the train I was losing half an hour twice a week to delays,” said Belmont accountant Priya Sandhu, who has taken the ferry four days a week since March. “On the boat I can work the whole way, and I know when I'll get there.”",
                    "The State Government contributes to the service under a five-year agreement signed in 2024, and the public transport authority said it would look at whether myki cards could be used on the ferry when the agreement comes up for renewal.",
                    "## Parking the next headache",
                    "The extra sailing is likely to add pressure on parking near the terminal. The City of Greater Geelong's waterfront parking study, released in October, found the two nearest car parks were 96 per cent full by 7.30am on weekdays.",
                    "Councillor Jim Fraser, who represents the central ward, said the council would consider turning part of a nearby car park into commuter parking, but warned that waterfront businesses also needed spaces. “We can't solve the ferry's success by taking every car park on the waterfront,” he said.",
                    "Bay Link Ferries said it would run a free shuttle bus from the Geelong railway station car park to the terminal for the dawn sailing during a three-month trial.",
                    "Fares will not change. A single trip costs $19.50 for adults, and a ten-trip pass costs $160.",
                ],
                "nextjs-long-story-utc-previous-day",
                section="News",
                dek="A 5.50am sailing will start in February after passenger numbers rose 18 per cent this year.",
                image="The ferry leaving the Geelong waterfront",
                fig=("The Geelong ferry leaves the waterfront terminal.", "Picture: Mark Delaney"),
                tags=["Transport", "Geelong waterfront"],
            )
        )
        add(
            self.art(
                "paywall",
                "inside-the-90m-plan-to-turn-geelongs-old-wool-stores-into-a-tech-precinct",
                "Inside the $90m plan to turn Geelong's old wool stores into a tech precinct",
                "2026-12-02 05:00",
                ["Olivia Tran"],
                [
                    "A consortium led by a Melbourne developer has lodged plans to turn the heritage-listed Corio Quay wool stores into a technology and start-up precinct, with offices for up to 1,200 workers, a food hall and a rooftop event space.",
                    "The $90 million proposal, lodged with the City of Greater Geelong last week, would keep the bluestone facades and timber roof trusses of the 1890s buildings while adding two glass-walled levels on top, according to documents seen by the Beacon.",
                ],
                "nextjs-paywall-two-paragraphs",
                section="News",
                dek="Developers want to keep the bluestone and add two glass storeys. Heritage advocates are already worried.",
                image="The Corio Quay wool stores",
                fig=("The Corio Quay wool stores have been empty since 2019.", "Picture: Mark Delaney"),
                tags=["Development", "Geelong waterfront"],
                premium=True,
            )
        )
        add(
            self.art(
                "factcheck",
                "fact-check-did-geelong-council-ban-backyard-chickens",
                "Fact check: Did Geelong council ban backyard chickens?",
                "2026-12-01 14:00",
                ["Sam Whitlock"],
                [
                    "A post shared more than 4,000 times in Geelong community groups claims the council has banned backyard chickens. We checked.",
                    "## The claim",
                    "A post on a popular community Facebook page last week said the City of Greater Geelong had “banned chickens in backyards from January” and that residents would be fined $500 for each bird.",
                    "## The facts",
                    "The council has not banned backyard chickens. Its draft domestic animals management plan, which is open for public comment until December 18, proposes a limit of six chickens on residential blocks smaller than 1,000 square metres and a ban on roosters on those blocks, because of noise complaints.",
                    "The draft plan does not mention a $500 fine per bird. Under existing local laws, the council can issue a $363 infringement notice for keeping animals in breach of a permit or in unsanitary conditions, but a council spokeswoman said fines were rare and usually followed several warnings.",
                    "Residents with more than six hens on smaller blocks would be able to apply for a permit, the spokeswoman said. The plan has not been adopted and could change after public comment.",
                    "## The verdict",
                    "False. The council has not banned backyard chickens. A draft plan proposes limiting flocks on small blocks to six birds and banning roosters there, and no new fine has been proposed.",
                ],
                "nextjs-fact-check-claimreview",
                section="Fact Check",
                base="fact-check",
                image="Chickens in a backyard",
                fig=("The draft plan would cap flocks on small blocks at six birds.", "Picture: Getty Images"),
                tags=["Fact check", "City of Greater Geelong"],
                claim="The City of Greater Geelong has banned residents from keeping chickens in their backyards and will fine them $500 per bird.",
                rating="False",
            )
        )
        add(
            self.art(
                "obit",
                "vale-margaret-peg-donnelly-the-corio-swim-coach-who-taught-thousands-of-kids-to-float",
                "Vale Margaret ‘Peg’ Donnelly, the Corio swim coach who taught thousands of kids to float",
                "2026-11-30 16:30",
                ["Luke Fenwick"],
                [
                    "Margaret “Peg” Donnelly, who taught more than 5,000 Geelong children to swim over five decades at the Corio pool and the city's bayside beaches, has died at the age of 91.",
                    "Born in Ballarat in 1935, Mrs Donnelly moved to Geelong in 1957 after marrying Frank Donnelly, a fitter at the Ford plant. She began volunteering with a learn-to-swim program at Eastern Beach in 1962 after a neighbour's child nearly drowned, and went on to run her own classes at the Corio outdoor pool until she was 79.",
                    "Former students remember a coach who was firm but endlessly patient. “She'd stand on the edge in her straw hat and say, ‘The water is your friend, love, but you have to be introduced properly,’” said Corio woman Jenny Walsh, who learned to swim with Mrs Donnelly in 1971 and later sent her own three children to her classes.",
                    "Mrs Donnelly was awarded the Medal of the Order of Australia in 2004 for services to water safety, and a lane at the Corio pool was named after her in 2015.",
                    "She is survived by her four children, eleven grandchildren and six great-grandchildren. Her husband Frank died in 2009.",
                    "A funeral service will be held at St Francis Xavier's Church in Corio on Friday at 11am. The family has asked that, instead of flowers, donations be made to a water safety charity.",
                ],
                "nextjs-obituary",
                section="Obituaries",
                base="obituaries",
                image="Peg Donnelly at the Corio pool",
                fig=(
                    "Peg Donnelly at the Corio pool in 2015, when a lane was named after her.",
                    "Picture: Beacon archive",
                ),
                tags=["Obituaries", "Corio"],
            )
        )
        add(
            self.art(
                "wire",
                "hotter-drier-summer-forecast-for-victoria-as-fire-season-starts-early",
                "Hotter, drier summer forecast for Victoria as fire season starts early",
                "2026-12-02 11:15",
                [],
                [
                    "MELBOURNE, Dec 2 (ANW) - Victoria is likely to have a hotter and drier summer than usual, forecasters said on Wednesday, as authorities declared the start of the fire danger period in several western and northern municipalities two weeks earlier than last year.",
                    "The seasonal outlook gives a greater than 70 per cent chance of above-average maximum temperatures across most of the state from December to February, with below-average rainfall likely in the west.",
                    "Country Fire Authority chief officer Helen Marsh said grass had cured quickly after a wet winter and spring, leaving heavy fuel loads in paddocks and along roadsides. “Grassfires move fast and they can start from something as simple as a slasher hitting a rock,” she said.",
                    "The fire danger period started on Monday in the Glenelg, Southern Grampians and Buloke shires and will begin in the Surf Coast and Golden Plains shires on December 14.",
                    "Residents are being urged to prepare their properties and make a bushfire plan before the Christmas holidays.",
                ],
                "nextjs-wire-agency-byline",
                section="News",
                byline="ANW",
                tags=["Bushfires", "Weather"],
            )
        )
        add(
            self.art(
                "bridge",
                "barwon-heads-bridge-down-to-one-lane-overnight",
                "Barwon Heads bridge down to one lane overnight",
                "2026-12-02 16:10",
                [],
                [
                    "The Barwon Heads bridge will be reduced to a single lane under traffic lights between 8pm and 5am from Monday to Thursday next week while crews replace the lighting on the span.",
                ],
                "nextjs-brief-one-sentence-staff",
                section="News",
                byline="Beacon Staff",
                tags=["Traffic"],
            )
        )
        add(
            self.art(
                "carousel",
                "waterfront-carousel-to-close-for-six-months-for-restoration",
                "Waterfront carousel to close for six months for restoration",
                "2026-11-28 10:00",
                ["Sam Whitlock", "Olivia Tran"],
                [
                    "Geelong's 130-year-old waterfront carousel will close at the end of January for a six-month restoration of its hand-carved horses and steam-era mechanism, the council has announced.",
                    "The carousel, which has stood in a glass pavilion near the ferry terminal since 2000, carries about 180,000 riders a year and is one of the few working carousels of its age in Australia.",
                    "Conservators will remove all 36 horses and two chariots and take them to a workshop in Bendigo, where layers of paint added over the decades will be stripped back to reveal the original colours. The band organ will be sent to a specialist in South Australia.",
                    "“Every few years we patch it up, but it's never had a proper restoration from top to bottom,” said the council's arts and heritage coordinator, Mel Castellino. “When it comes back, it will look the way it did when it first turned.”",
                    "The $1.4 million project is being paid for by the council and a state heritage grant. The carousel is expected to reopen in time for the school holidays in July.",
                ],
                "nextjs-two-authors-only-on-topic-and-search",
                section="News",
                image="The waterfront carousel",
                fig=("The carousel's horses will be restored in Bendigo.", "Picture: Mark Delaney"),
                tags=["Geelong waterfront", "Heritage"],
            )
        )

    # ------------------------------------------------------------------ payload
    def ans(self, d: Doc, full: bool) -> dict[str, Any]:
        st: dict[str, Any] = {
            "_id": arc_id(d.key), "type": "story", "canonical_url": d.path, "headlines": {"basic": d.title},
            "subheadlines": {"basic": d.dek}, "display_date": d.iso, "first_publish_date": d.iso, "publish_date": d.iso,
            "credits": {"by": [{"type": "author", "_id": n.lower().replace(" ", "-"), "name": n} for n in d.authors] or [{"type": "reference", "name": d.byline}]},
            "taxonomy": {"primary_section": {"_id": "/" + d.path.split("/")[1], "name": d.section}},
        }  # fmt: skip
        if full:
            els: list[dict[str, Any]] = []
            for b in d.blocks:
                if b[0] == "p":
                    els.append({"_id": arc_id(b[1]), "type": "text", "content": esc(plain(b[1]))})
                elif b[0] == "h2":
                    els.append({"_id": arc_id(b[1]), "type": "header", "level": 2, "content": esc(plain(b[1]))})
            st["content_elements"] = els
            st["taxonomy"]["tags"] = [{"slug": t.lower().replace(" ", "-"), "text": t} for t in d.extra.get("tags", [])]
            if d.extra.get("premium"):
                st["content_restrictions"] = {"content_code": "premium"}
                st["paywall"] = {"truncated": True, "visible_elements": 2}
            if d.extra.get("fig"):
                st["promo_items"] = {
                    "basic": {
                        "type": "image",
                        "caption": d.extra["fig"][0],
                        "credits": {"by": [{"name": d.extra["fig"][1].replace("Picture: ", "")}]},
                    }
                }
        return st

    def next_data(self, doc: Doc) -> dict[str, Any]:
        props: dict[str, Any]
        if doc.is_article:
            props = {
                "globalContent": self.ans(doc, True),
                "related": [self.ans(self.docs[k], False) for k in self.related(doc)],
            }
            pg, query = "/[...slug]", {"slug": doc.path.strip("/").split("/")}
        elif "list" in doc.extra:
            props = {
                "collection": {
                    "name": doc.title,
                    "content_elements": [self.ans(self.docs[k], False) for k in doc.extra["list"]],
                }
            }
            pg = {
                "home": "/",
                "section": "/[section]",
                "tag": "/topic/[slug]",
                "author": "/author/[slug]",
                "search": "/search",
            }[doc.kind]
            query = {"q": doc.extra["query"]} if doc.kind == "search" else {}
        else:
            props = {"page": {"type": "page", "title": doc.title, "slug": doc.path.strip("/")}}
            pg, query = "/[...slug]", {"slug": [doc.path.strip("/")]}
        return {
            "props": {"pageProps": props, "__N_SSP": True},
            "page": pg,
            "query": query,
            "buildId": BUILD,
            "isFallback": False,
            "gssp": True,
            "scriptLoader": [],
        }

    def related(self, doc: Doc) -> list[str]:
        return [k for k in ("ferry", "factcheck", "wire", "obit") if k != doc.key][:3]

    # ------------------------------------------------------------------ chrome
    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        url = self.url(doc.key)
        metas = [
            f"<title>{esc(doc.title if doc.key == 'home' else doc.title + ' | ' + self.name)}</title>",
            f'<link rel="canonical" href="{url}"/>',
        ]
        if doc.is_article:
            metas += [
                '<meta property="og:type" content="article"/>',
                f'<meta property="og:title" content="{esc(doc.title)}"/>',
                f'<meta name="description" content="{esc(doc.dek or self.lede(doc))}"/>',
                f'<meta property="article:published_time" content="{doc.iso}"/>',
            ]
            ld: dict[str, Any] = {
                "@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title, "url": url,
                "datePublished": doc.iso, "dateModified": doc.iso,
                "author": [{"@type": "Person", "name": n} for n in doc.authors] or [{"@type": "Organization", "name": doc.byline}],
                "publisher": {"@type": "NewsMediaOrganization", "name": self.name, "logo": {"@type": "ImageObject", "url": self.origin + "/beacon-logo.png"}},
                "isAccessibleForFree": not doc.extra.get("premium"),
            }  # fmt: skip
            if doc.extra.get("premium"):
                ld["hasPart"] = {
                    "@type": "WebPageElement",
                    "isAccessibleForFree": False,
                    "cssSelector": ".sc-paywall-2c9b8",
                }
            metas.append(f'<script type="application/ld+json">{jdump(ld)}</script>')
            if doc.extra.get("claim"):
                cr = {
                    "@context": "https://schema.org", "@type": "ClaimReview", "url": url, "datePublished": doc.iso,
                    "claimReviewed": doc.extra["claim"],
                    "itemReviewed": {"@type": "Claim", "author": {"@type": "Organization", "name": "Community Facebook page"}, "datePublished": "2026-11-26", "appearance": {"@type": "CreativeWork", "url": "https://www.facebook.test/groups/geelongcommunity/posts/88213"}},
                    "author": {"@type": "Organization", "name": "Geelong Beacon Fact Check", "url": self.origin + "/fact-check/"},
                    "reviewRating": {"@type": "Rating", "ratingValue": 1, "bestRating": 5, "worstRating": 1, "alternateName": doc.extra["rating"]},
                }  # fmt: skip
                metas.append(f'<script type="application/ld+json">{jdump(cr)}</script>')
        else:
            metas += [
                '<meta property="og:type" content="website"/>',
                f'<meta property="og:title" content="{esc(doc.title)}"/>',
            ]
        chunks = "".join(
            f'<script src="/_next/static/chunks/{c}.js" defer=""></script>'
            for c in (
                "webpack-4b2e91c07a1d5f3e",
                "framework-0e8d27528ba61906",
                "main-c91d7e5b1ac2f038",
                "pages/_app-7f31ab9c52e0d4f1",
                "pages/%5B...slug%5D-a82c1f03e9b7d245",
            )
        )
        nav = "".join(
            f'<li class="sc-nav-item-3b7c2">{x}</li>'
            for x in [
                a("news", "News", "chrome:nav"),
                a("/sport/", "Sport", "chrome:nav"),
                a("/fact-check/", "Fact Check", "chrome:nav"),
                a("/obituaries/", "Obituaries", "chrome:nav"),
                a("/whats-on/", "What's On", "chrome:nav"),
                a("/real-estate/", "Real Estate", "chrome:nav"),
            ]
        )
        return f"""<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
{chr(10).join(metas)}
<meta property="og:site_name" content="{self.name}"/><meta name="next-head-count" content="{len(metas) + 3}"/>
<link rel="preload" href="/_next/static/css/2f7c1e9a0b3d4c55.css" as="style"/><link rel="stylesheet" href="/_next/static/css/2f7c1e9a0b3d4c55.css" data-n-g=""/>
<noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script>{chunks}<script src="/_next/static/{BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/{BUILD}/_ssgManifest.js" defer=""></script>
<style data-styled="" data-styled-version="6.1.11">/*PAD*/</style></head>
<body><div id="__next">
<div class="sc-top-bar-1f0e2"><span>Wednesday, 2 December 2026</span> <span class="sc-weather-8a1b3">Geelong 24°</span> {a("subscribe", "Subscribe", "chrome:header", 'class="sc-btn-subscribe-4c2d1"')} <a href="/account/login/" class="sc-btn-login-4c2d1">Log in</a></div>
<header class="sc-hdr-9f2a1"><div class="sc-logo-6e3b0">{a("home", self.name, "chrome:header", 'aria-label="Geelong Beacon home"', '<svg width="210" height="36" role="img" aria-label="Geelong Beacon"><use href="#beacon-logo"></use></svg>')}</div>
<nav class="sc-nav-3b7c2" aria-label="Main"><ul class="sc-nav-list-3b7c2">{nav}</ul></nav>
<form class="sc-search-5e1a9" action="/search/" method="get" role="search"><input type="search" name="q" placeholder="Search the Beacon" aria-label="Search"/><button type="submit">Search</button></form>
<div class="sc-trending-5e1a9"><span>Trending:</span> {a("search", "ferry", "chrome:header")} <a href="/search/?q=fire%20danger">fire danger</a> <a href="/search/?q=cats">Cats</a></div></header>
<main class="sc-main-0a1b2">
{main}
</main>
<footer class="sc-footer-5d3e6"><div class="sc-footer-logo-5d3e6">{a("home", self.name, "chrome:footer")}</div>
<ul class="sc-footer-links-5d3e6"><li>{a("subscribe", "Subscribe", "chrome:footer")}</li><li>{a("newsletters", "Newsletters", "chrome:footer")}</li><li>{a("corrections", "Corrections", "chrome:footer")}</li><li>{a("privacy", "Privacy policy", "chrome:footer")}</li><li><a href="/terms/">Terms of use</a></li><li><a href="/contact/">Contact us</a></li><li><a href="/advertise/">Advertise</a></li></ul>
<p class="sc-footer-ack-5d3e6">The Geelong Beacon acknowledges the Wadawurrung people as the Traditional Owners of the land on which we work.</p>
<p class="sc-footer-copy-5d3e6">&copy; 2026 Geelong Beacon Pty Ltd</p></footer>
</div>
<script id="__NEXT_DATA__" type="application/json">{jdump(self.next_data(doc))}</script>
</body></html>
"""

    # ------------------------------------------------------------------ stories
    def story_main(self, doc: Doc) -> str:
        a = self.a
        if doc.authors:
            names = " and ".join(
                a(
                    "author" if n == "Olivia Tran" else "/author/" + n.lower().replace(" ", "-") + "/",
                    n,
                    "byline",
                    'class="sc-byline-name-2a8f1"',
                )
                for n in doc.authors
            )
        else:
            names = f'<span class="sc-byline-name-2a8f1">{esc(doc.byline)}</span>'
        hero = ""
        if doc.extra.get("fig"):
            cap, credit = doc.extra["fig"]
            hero = f'<figure class="sc-hero-7c0d2"><img src="/resizer/v2/{arc_id(doc.key)}.jpg?auth=9f1c&amp;width=1200" alt="{esc(doc.image)}" width="1200" height="675"/><figcaption class="sc-caption-7c0d2">{esc(cap)} <span class="sc-credit-7c0d2">{esc(credit)}</span></figcaption></figure>'
        verdict = ""
        if doc.extra.get("rating"):
            verdict = f'<div class="sc-verdict-0f4a2" aria-label="Fact check rating"><span class="sc-verdict-label-0f4a2">Our rating</span><strong class="sc-verdict-value-0f4a2">{esc(doc.extra["rating"].upper())}</strong></div>'
        body = blocks_html(self, doc.blocks, p_tag='<p class="sc-para-1a0d4">')
        if doc.extra.get("premium"):
            body += f"""
<div class="sc-paywall-2c9b8" data-testid="paywall"><div class="sc-paywall-fade-2c9b8"></div><h3 class="sc-paywall-title-2c9b8">This story is for subscribers</h3><p class="sc-paywall-text-2c9b8">Keep reading with a Beacon subscription. Just $1 a week for your first 12 weeks.</p>{a("subscribe", "Subscribe now", "content", 'class="sc-btn-subscribe-4c2d1"')}<p class="sc-paywall-login-2c9b8">Already a subscriber? <a href="/account/login/?redirect={esc(doc.path)}">Log in</a></p></div>"""
        tags = "".join(
            f"<li>{a('topic' if t == 'Geelong waterfront' else '/topic/' + t.lower().replace(' ', '-') + '/', t, 'tags')}</li>"
            for t in doc.extra.get("tags", [])
        )
        rel = "".join(
            f'<li class="sc-card-7e1f0">{a(k, self.docs[k].title, "chrome:related")}<time dateTime="{self.docs[k].iso}">{self.docs[k].stamp}</time></li>'
            for k in self.related(doc)
        )
        sec_href = "news" if doc.section == "News" else "/" + doc.path.split("/")[1] + "/"
        return f"""<article class="sc-story-4e2a0" data-arc-id="{arc_id(doc.key)}">
<div class="sc-kicker-6b1c3">{a(sec_href, doc.section, "chrome:breadcrumb")}</div>
<h1 class="sc-headline-9d0e1">{esc(doc.title)}</h1>
{f'<p class="sc-standfirst-9d0e1">{esc(doc.dek)}</p>' if doc.dek else ""}
<div class="sc-byline-2a8f1"><span class="sc-byline-by-2a8f1">By </span>{names}<time class="sc-timestamp-2a8f1" dateTime="{doc.iso}">{doc.stamp}</time></div>
<div class="sc-share-3c7e2"><button type="button" aria-label="Share">Share</button><button type="button" aria-label="Save">Save</button></div>
{hero}
{verdict}
<div class="sc-story-body-1a0d4">
{body}
</div>
<ul class="sc-tags-8f2b1">{tags}</ul>
</article>
<aside class="sc-related-6a0c9"><h2 class="sc-related-title-6a0c9">More from the Beacon</h2><ul>{rel}</ul></aside>"""

    # ------------------------------------------------------------------ listings and pages
    def card(self, k: str, big: bool = False) -> str:
        d = self.docs[k]
        by = " and ".join(d.authors) if d.authors else d.byline
        lock = (
            '<span class="sc-premium-7e1f0" aria-label="Subscriber only">Subscriber</span>'
            if d.extra.get("premium")
            else ""
        )
        img = (
            f'<img src="/resizer/v2/{arc_id(k)}.jpg?width={"960" if big else "400"}" alt="" loading="lazy"/>'
            if d.image
            else ""
        )
        return f'<div class="sc-card-7e1f0{" sc-card-lead-7e1f0" if big else ""}">{img}<span class="sc-card-section-7e1f0">{esc(d.section)}</span>{lock}<h3 class="sc-card-title-7e1f0">{self.a(k, d.title, "content")}</h3><p class="sc-card-dek-7e1f0">{esc(d.dek or self.lede(d))}</p><div class="sc-card-meta-7e1f0"><span>{esc(by)}</span> <time dateTime="{d.iso}">{d.stamp}</time></div></div>'

    def listing_main(self, doc: Doc) -> str:
        a = self.a
        keys = doc.extra["list"]
        if doc.key == "home":
            return f"""<h1 class="sc-visually-hidden">{esc(doc.title)}</h1>
<section class="sc-hero-block-0c3d1">{self.card(keys[0], big=True)}<div class="sc-grid-0c3d1">{"".join(self.card(k) for k in keys[1:4])}</div></section>
<section class="sc-block-0c3d1"><h2 class="sc-block-title-0c3d1">{a("news", "Latest news", "content")}</h2>{"".join(self.card(k) for k in keys[4:])}</section>
<section class="sc-promo-0c3d1"><h2>Stay in the know</h2><p>{a("newsletters", "Sign up to the Morning Edition newsletter", "content")}</p><p>{a("subscribe", "Subscribe from $1 a week", "content")}</p></section>"""
        if doc.kind == "author":
            head = f'<div class="sc-author-head-1b2c3"><img src="/resizer/v2/author-olivia-tran.jpg?width=160" alt="" width="120" height="120"/><h1 class="sc-page-title-1b2c3">{esc(doc.title)}</h1><p class="sc-author-role-1b2c3">City reporter</p><div class="sc-author-bio-1b2c3">{self.blocks(doc)}</div><a href="mailto:olivia.tran@geelongbeacon.test">Email Olivia</a></div>'
        elif doc.kind == "search":
            head = f'<div class="sc-search-head-1b2c3"><h1 class="sc-page-title-1b2c3">{esc(doc.title)}</h1><p>{len(keys)} results</p></div>'
        elif doc.kind == "tag":
            head = f'<div class="sc-topic-head-1b2c3"><h1 class="sc-page-title-1b2c3">{esc(doc.title)}</h1><p>{esc(doc.extra["blurb"])}</p></div>'
        else:
            head = f'<div class="sc-section-head-1b2c3"><h1 class="sc-page-title-1b2c3">{esc(doc.title)}</h1></div>'
        items = "".join(self.card(k) for k in keys)
        pager = ""
        if doc.extra.get("more"):
            pager = f"""<nav class="sc-pager-2d3e4" aria-label="Pagination"><span aria-current="page">1</span>{a(doc.extra["more"], "2", "content")}<a href="/news/page/3/">3</a>{a(doc.extra["more"], "Next", "content", 'rel="next"')}</nav>"""
        elif doc.extra.get("prev"):
            pager = f"""<nav class="sc-pager-2d3e4" aria-label="Pagination">{a(doc.extra["prev"], "Previous", "content", 'rel="prev"')}{a(doc.extra["prev"], "1", "content")}<span aria-current="page">2</span><a href="/news/page/3/">3</a></nav>"""
        return f'{head}<section class="sc-list-0c3d1">{items}</section>{pager}'

    def service_main(self, doc: Doc) -> str:
        extra = ""
        if doc.kind == "product":
            extra = '<div class="sc-offers-3f4a5"><a class="sc-btn-subscribe-4c2d1" href="/checkout/?offer=digital-12wk">Choose Digital</a> <a class="sc-btn-subscribe-4c2d1" href="/checkout/?offer=weekend-12wk">Choose Digital + Weekend</a> <a class="sc-btn-subscribe-4c2d1" href="/checkout/?offer=7day">Choose 7-day</a></div>'
        elif doc.kind == "subscribe":
            extra = '<form class="sc-newsletter-form-3f4a5" action="/api/newsletters/subscribe" method="post"><input type="email" name="email" placeholder="Your email address"/><button type="submit">Sign up</button></form>'
        return f'<article class="sc-static-5a6b7"><h1 class="sc-page-title-1b2c3">{esc(doc.title)}</h1><div class="sc-static-body-5a6b7">{self.blocks(doc)}</div>{extra}</article>'
