# ruff: noqa: E501, RUF001 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Circuit: a tech and culture site on **Vox Media's Chorus** (`l-wrapper`, `c-entry-hero`, `c-byline`,
`c-entry-content`, `c-compact-river`, `/2026/12/4/24310022/<slug>`, `/tech/archives/2`, storystream hubs at
`/<id>/<slug>`, `/authors/…`, `/search?q=`, `/pages/…`), US English, UTF-8. Stories carry a NewsArticle JSON-LD in
Eastern time (-05:00) and a `parsely-page` meta in UTC; the late-night chip story is 02:30Z on 5 December = 21:30 on
4 December in New York. "Quick posts" are short articles of one or two paragraphs; bylines name two or three
people ("By A and B", "By A, B, and C"); a review carries a scorecard box that is not body."""

from __future__ import annotations

import json
import zlib

from common import Base, page, story
from sitekit import Doc, css_rules, esc

PEOPLE = {
    "Nadia Okafor": "nadia-okafor",
    "Ellis Drummond": "ellis-drummond",
    "Marisol Vega": "marisol-vega",
    "Jun Takeda": "jun-takeda",
    "Grace Whitlow": "grace-whitlow",
    "Owen Pratt": "owen-pratt",
}

HUB = "ai-chip-export-rules"
GL = 'class="c-entry-group-labels__link"'
NEXT = 'class="c-pagination__next c-pagination__link p-button"'
PREV = 'class="c-pagination__prev c-pagination__link p-button"'


class Circuit(Base):
    origin = "https://www.thecircuit.test"
    name = "The Circuit"
    prefix = "cir"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cir",
            [
                ".l-wrapper",
                ".c-entry-hero",
                ".c-byline",
                ".c-entry-content",
                ".c-compact-river__entry",
                ".c-entry-box--compact",
                ".c-scorecard",
                ".c-footer",
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
                "The Circuit",
                "chorus-homepage",
                list=["chips", "explainer", "review", "quick1", "decoder", "quick2", "antitrust", "nightchip"],
            )
        )
        add(
            page(
                "tech",
                "/tech",
                "section",
                "Tech",
                "chorus-section",
                list=["chips", "nightchip", "explainer", "review", "quick1", "antitrust"],
                more="tech2",
            )
        )
        add(
            page(
                "tech2",
                "/tech/archives/2",
                "section",
                "Tech",
                "chorus-archive-page2",
                list=["quick2", "decoder", "antitrust"],
                prev="tech",
            )
        )
        add(
            page(
                "hub",
                f"/24298811/{HUB}-news-updates",
                "hub",
                "The new AI chip export rules: all the news",
                "chorus-storystream-hub",
                list=["nightchip", "explainer", "chips", "quick1"],
                dek="The Commerce Department’s new export rules for advanced chips take effect in January. Here is everything we know about what changes for companies and buyers.",
            )
        )
        add(
            page(
                "author",
                "/authors/nadia-okafor",
                "author",
                "Nadia Okafor",
                "chorus-author-page",
                list=["chips", "explainer", "decoder"],
                bio="Nadia Okafor is a senior policy reporter covering semiconductors, trade and antitrust. She has been at The Circuit since 2021.",
            )
        )
        add(
            page(
                "search",
                "/search?q=export+rules",
                "search",
                "Search",
                "chorus-search",
                list=["nightchip", "explainer", "chips"],
            )
        )
        add(
            page(
                "about",
                "/pages/about-the-circuit",
                "about",
                "About The Circuit",
                "chorus-static-page",
                [
                    "The Circuit covers how technology changes the way we live, work and play. Founded in 2016, it is part of Vox Media’s network of sites and is edited from New York, with reporters in San Francisco, Austin and London.",
                    "## Masthead",
                    "Editor-in-chief: Daniela Roth. Deputy editor: Samir Haddad. Reviews editor: Owen Pratt. Policy editor: Ellis Drummond.",
                    "## Contact",
                    "Tips go to tips@thecircuit.test. For corrections, email corrections@thecircuit.test and include a link to the story.",
                ],
            )
        )
        add(
            page(
                "ethics",
                "/pages/ethics-statement",
                "about",
                "Ethics statement",
                "chorus-static-page",
                [
                    "We don’t accept gifts from the companies we cover. Review units are returned or donated within 90 days, and we say in every review how we obtained the product.",
                    "Some of our stories include affiliate links. If you buy something through one of those links, Vox Media may earn a commission. Affiliate partners have no say in what we cover.",
                    "Our reporters may not own individual stocks in companies they cover.",
                ],
            )
        )
        add(
            page(
                "privacy",
                "/pages/privacy-notice",
                "policy",
                "Vox Media Privacy Notice",
                "chorus-static-page",
                [
                    "Last Updated: October 28, 2026",
                    "This Privacy Notice describes how Vox Media, LLC and its brands, including The Circuit, collect, use and share information about you when you use our websites, apps, newsletters and podcasts.",
                    "## Information we collect",
                    "We collect information you provide to us, such as your name and email address when you create an account or sign up for a newsletter, and information collected automatically, such as your IP address and browsing activity.",
                    "## Your choices",
                    "Depending on where you live, you may have the right to access, correct or delete your information, or to opt out of targeted advertising. Use the “Your Privacy Choices” link at the bottom of every page.",
                ],
            )
        )
        add(
            page(
                "newsletters",
                "/newsletters",
                "subscribe",
                "Newsletters",
                "chorus-newsletter-page",
                [
                    "## Circuit Daily",
                    "The day’s biggest stories in tech, every weekday morning.",
                    "## Installer",
                    "Owen Pratt’s weekly guide to the best apps, gadgets and games. Sundays.",
                    "## Command Line",
                    "Nadia Okafor and Ellis Drummond on tech policy and power. Thursdays, for subscribers.",
                ],
            )
        )
        add(
            story(
                "chips",
                "/2026/12/4/24310022/ai-chip-export-rules-data-centers-gulf-commerce",
                "The new chip rules will decide who gets to build AI data centers",
                "2026-12-04",
                "2026-12-04T10:30:00-05:00",
                "Dec 4, 2026, 10:30 AM EST",
                ["Nadia Okafor", "Ellis Drummond"],
                [
                    "For two years, the fight over AI chips has been about China. The rules the Commerce Department published on Thursday are about everyone else.",
                    "Under the new system, countries are sorted into three tiers. Close allies can buy without limits. A second tier, which includes most of the Gulf states, India and much of Southeast Asia, will need a license for any order of more than 1,700 advanced accelerators. The third tier can’t buy them at all.",
                    "“This is an industrial policy disguised as an export control,” said Rachel Imhoff, a former Commerce official who now advises chipmakers. “It decides where the next hundred data centers get built.”",
                    "## Who wins",
                    "The obvious winners are the US cloud giants. Companies that qualify as “validated end users” can ship chips to their own data centers in tier-two countries, as long as they keep at least half of their computing power at home.",
                    "Smaller cloud companies say the paperwork alone will shut them out. Lumen Arc, a GPU cloud startup based in Austin, told The Circuit it had paused plans for a facility in Malaysia.",
                    "## Who loses",
                    "Chipmakers have been lobbying against the rules since a draft leaked in September. Orrin Semiconductor said in a statement that the rules would “hand the global market to competitors who face no such limits.”",
                    "The rules take effect on January 15th. Congress has 30 days to object, but neither committee chair has said they will.",
                ],
                "feature-two-authors-and",
                section="Tech",
                dek="A new license system splits the world into three tiers, and most of it lands in the middle.",
                hub=True,
                comments=214,
            )
        )
        add(
            story(
                "nightchip",
                "/2026/12/4/24310390/orrin-semiconductor-halts-gulf-shipments-export-rules",
                "Orrin halts shipments to Gulf customers ahead of new export rules",
                "2026-12-04",
                "2026-12-04T21:30:00-05:00",
                "Dec 4, 2026, 9:30 PM EST",
                ["Ellis Drummond"],
                [
                    "Orrin Semiconductor has told customers in Saudi Arabia and the United Arab Emirates that it will stop shipping its H40 accelerators until it understands the new export rules, according to an email seen by The Circuit.",
                    "The email, sent late Thursday by Orrin’s head of global sales, says orders already in transit will be delivered but that new orders “will be reviewed case by case.”",
                    "An Orrin spokesperson confirmed the email but said the pause was “a precaution, not a policy.”",
                    "At least two large data center projects in the region depend on Orrin chips, including a 300-megawatt campus outside Abu Dhabi that was announced in August.",
                ],
                "news-utc-parsely-crosses-day",
                section="Tech",
                hub=True,
                comments=57,
                utc="2026-12-05T02:30:00Z",
            )
        )
        add(
            story(
                "quick1",
                "/2026/12/4/24310177/commerce-export-rules-faq-page",
                "Commerce posted an FAQ about the chip rules, and it’s 41 pages long",
                "2026-12-04",
                "2026-12-04T13:12:00-05:00",
                "Dec 4, 2026, 1:12 PM EST",
                ["Marisol Vega"],
                [
                    "If you have questions about the new export rules, the Commerce Department has answers: 41 pages of them, in a PDF posted this afternoon. My favorite is question 27, which confirms that a gaming PC with one high-end graphics card does not need a license. Good to know.",
                ],
                "quick-post-one-paragraph",
                section="Tech",
                quick=True,
                hub=True,
                comments=18,
            )
        )
        add(
            story(
                "quick2",
                "/2026/12/3/24309716/pixel-drop-december-battery-bug",
                "Google’s December Pixel Drop is causing battery drain for some users",
                "2026-12-03",
                "2026-12-03T16:48:00-05:00",
                "Dec 3, 2026, 4:48 PM EST",
                ["Jun Takeda"],
                [
                    "Some Pixel 10 owners say their phones are losing up to 20 percent of charge overnight since installing the December update, according to a long thread on Google’s support forums.",
                    "Google says it is aware of the problem and is working on a fix. In the meantime, turning off the new “Adaptive Connectivity Plus” setting seems to help.",
                ],
                "quick-post-two-paragraphs-embed",
                section="Tech",
                quick=True,
                comments=96,
                embed='<blockquote class="twitter-tweet" data-dnt="true"><p lang="en" dir="ltr">pixel went from 80% to 54% overnight doing absolutely nothing. thanks december update</p>&mdash; kai (@kaiwrites) <a href="https://twitter.com/kaiwrites/status/1864000000000000000">December 3, 2026</a></blockquote>',
            )
        )
        add(
            story(
                "review",
                "/2026/12/3/24309500/lumio-frame-2-review-e-ink-tablet",
                "Lumio Frame 2 review: the best E Ink tablet for people who hate E Ink",
                "2026-12-03",
                "2026-12-03T09:00:00-05:00",
                "Dec 3, 2026, 9:00 AM EST",
                ["Owen Pratt"],
                [
                    "I have never liked E Ink tablets. They are slow, their pens feel like dragging a nail across glass and their software looks like it was designed in 2009. The Lumio Frame 2 is the first one I have wanted to keep using.",
                    "The big change is the screen. Lumio’s new color panel refreshes fast enough to scroll a web page without the usual smear, and in daylight the colors are muted but pleasant, like a newspaper comic.",
                    "## The pen is the star",
                    "The included stylus has a soft felt tip that gives just enough friction. Handwriting recognition is quick and accurate, even with my terrible cursive.",
                    "## Battery and software",
                    "I got about nine days of use from a charge, with an hour of reading and half an hour of notes a day. The software is still the weak point: there is no app store, and syncing with Google Drive failed twice during my testing.",
                    "At $479, the Frame 2 is not cheap. But if you want paper that talks to your computer, this is the one to buy.",
                ],
                "review-scorecard-box",
                section="Reviews",
                dek="Faster, in color and with a pen that feels right.",
                score=(
                    "8",
                    ["Fast color screen", "Excellent pen", "Nine-day battery"],
                    ["No app store", "Drive sync is flaky", "Expensive"],
                ),
                comments=131,
            )
        )
        add(
            story(
                "explainer",
                "/2026/12/4/24310101/chip-export-rules-explained-tiers-licenses",
                "What the chip export rules actually say",
                "2026-12-04",
                "2026-12-04T15:45:00-05:00",
                "Dec 4, 2026, 3:45 PM EST",
                ["Nadia Okafor"],
                [
                    "The Commerce Department’s new rules run to more than 300 pages. Here is what they mean in practice.",
                    "## What is covered?",
                    "Advanced AI accelerators above a set performance threshold, and the model weights of closed AI systems trained with more than 10^26 operations.",
                    "## Which countries are in which tier?",
                    "Eighteen allies, including Japan, the UK and Germany, are in tier one. About 120 countries are in tier two. Tier three includes China, Russia, Iran and North Korea.",
                    "## What about consumer products?",
                    "Gaming graphics cards and laptops are not affected.",
                    "## When does it start?",
                    "January 15th, unless Congress objects.",
                ],
                "explainer-h2-questions-storystream",
                section="Tech",
                hub=True,
                comments=40,
            )
        )
        add(
            story(
                "decoder",
                "/2026/12/2/24308833/decoder-interview-lumen-arc-ceo-priya-raman",
                "Lumen Arc’s CEO on why small clouds will lose the AI race",
                "2026-12-02",
                "2026-12-02T11:00:00-05:00",
                "Dec 2, 2026, 11:00 AM EST",
                ["Nadia Okafor"],
                [
                    "Priya Raman runs Lumen Arc, a GPU cloud company with 140 employees and, by her count, about 9,000 accelerators. I spoke to her two days before the new export rules were published. This interview has been edited for length and clarity.",
                    "Q: How many chips do you need to compete? || More than we have. Every customer conversation starts with how many GPUs can you give me, and when.",
                    "Q: Are you worried about the export rules? || Very. We were planning a site in Johor. Under the draft, we would need a license for every shipment, and we don’t have a compliance department. Microsoft does.",
                    "Q: So the rules favor the biggest companies? || That is not a side effect. I think that is the point.",
                    "Q: What happens to companies like yours? || Some of us get bought. Some of us become resellers for the big clouds. A few find a niche.",
                ],
                "qa-interview-photo-credit",
                section="Tech",
                illus="Photo illustration by Grace Whitlow / The Circuit",
                comments=77,
            )
        )
        add(
            story(
                "antitrust",
                "/2026/12/1/24307940/app-store-fees-ruling-appeal-ninth-circuit",
                "Appeals court upholds ruling on app store fees",
                "2026-12-01",
                "2026-12-01T18:20:00-05:00",
                "Dec 1, 2026, 6:20 PM EST",
                ["Ellis Drummond", "Marisol Vega", "Jun Takeda"],
                [
                    "A federal appeals court on Monday upheld a ruling that bars app store operators from charging commissions on purchases made through links to outside websites.",
                    "The three-judge panel of the Ninth Circuit said the lower court “acted well within its discretion” when it found that the fees violated an earlier injunction.",
                    "Developers welcomed the decision. “This means we can finally tell our players where to get a better price,” said Hana Lindqvist, chief executive of the game studio Northlight Works.",
                    "The company that operates the store said it would ask the Supreme Court to review the case.",
                ],
                "news-three-authors-oxford-comma",
                section="Policy",
                comments=302,
            )
        )

    # --- templates ---------------------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        out = [
            '<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{esc(doc.title)} - The Circuit</title>",
            f'<link rel="canonical" href="{url}">',
            '<link rel="stylesheet" media="all" href="https://cdn.vox-cdn.test/packs/css/application-circuit-3f9a1c.css">',
            f'<meta property="og:title" content="{esc(doc.title)}">',
            '<meta property="og:site_name" content="The Circuit">',
            f'<meta property="og:url" content="{url}">',
            '<meta name="twitter:site" content="@thecircuit">',
        ]
        if doc.is_article:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="og:description" content="{esc(doc.dek or self.lede(doc))}">')
            utc = doc.extra.get("utc") or ""
            parsely = {
                "title": doc.title,
                "link": url,
                "type": "post",
                "author": doc.authors[0],
                "post_id": doc.path.split("/")[4],
                "pub_date": utc or doc.iso,
                "section": doc.section,
                "tags": ["storystream"] if doc.extra.get("hub") else [],
            }
            meta = json.dumps(parsely).replace("'", "&#39;")
            out.append(f"<meta name=\"parsely-page\" content='{meta}'>")
            ld = {
                "@context": "http://schema.org",
                "@type": "NewsArticle",
                "mainEntityOfPage": url,
                "url": url,
                "headline": doc.title,
                "description": doc.dek or self.lede(doc),
                "speakable": {
                    "@type": "SpeakableSpecification",
                    "xpath": ["/html/head/title", "/html/head/meta[@name='description']/@content"],
                },
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "author": [
                    {"@type": "Person", "name": a, "url": self.url(f"/authors/{PEOPLE[a]}")} for a in doc.authors
                ],
                "publisher": {
                    "@type": "Organization",
                    "name": "The Circuit",
                    "logo": {
                        "@type": "ImageObject",
                        "url": "https://cdn.vox-cdn.test/circuit/logo.png",
                        "width": 250,
                        "height": 50,
                    },
                },
            }
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        nav = "".join(
            f'<li class="c-global-header__link">{self.a(k, t, "nav")}</li>'
            for k, t in (
                ("tech", "Tech"),
                ("/reviews", "Reviews"),
                ("/science", "Science"),
                ("/entertainment", "Entertainment"),
                ("hub", "AI chip rules"),
                ("newsletters", "Newsletters"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
{self.head(doc)}
<style>
/*PAD*/
</style>
<script>var Chorus = Chorus || {{}}; Chorus.AdConfig = {{"network":"circuit","page_type":"{"entry" if doc.is_article else doc.kind}","entry_id":{zlib.crc32(doc.key.encode()) % 9000000}}};</script>
<script async src="https://cdn.concert.test/concert_ads.js"></script>
</head>
<body class="{"entry" if doc.is_article else doc.kind} circuit-theme">
<div class="c-global-header">
<div class="c-global-header__logo">{self.a("home", "The Circuit homepage", "nav", 'class="c-global-header__logo-large"')}</div>
<nav class="c-global-header__links"><ul>{nav}</ul></nav>
<div class="c-global-header__search"><form action="/search" method="get"><input name="q" type="search" placeholder="Search"></form>{self.a("search", "Search", "nav", 'class="c-global-header__search-link"')}</div>
<div class="c-global-header__account"><a href="https://auth.voxmedia.test/login?community_id=circuit" data-analytics-link="login">Login</a> / <a href="https://auth.voxmedia.test/signup?community_id=circuit">Sign Up</a></div>
</div>
<div class="l-root l-reskin">
{main}
</div>
<footer class="c-footer">
<div class="l-wrapper"><div class="c-footer__logo">{self.a("home", "The Circuit", "footer")}</div>
<ul class="c-footer__links"><li>{self.a("about", "About", "footer")}</li><li>{self.a("ethics", "Ethics Statement", "footer")}</li><li>{self.a("privacy", "Privacy Notice", "footer")}</li><li>{self.a("/pages/terms-of-use", "Terms of Use", "footer")}</li><li>{self.a("newsletters", "Newsletters", "footer")}</li><li><a href="https://www.voxmedia.test/pages/cookie-policy">Cookie Policy</a></li><li><a href="/rss/index.xml">RSS</a></li><li><a href="#" class="ot-sdk-show-settings">Your Privacy Choices</a></li></ul>
<p class="c-footer__copyright">© 2026 Vox Media, LLC. All Rights Reserved</p></div>
</footer>
<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFlat" role="region" aria-label="Cookie banner"><p id="onetrust-policy-text">We and our partners use cookies to personalize content and ads. By clicking Accept, you agree to our use of cookies.</p><button id="onetrust-accept-btn-handler">Accept</button><button id="onetrust-reject-all-handler">Reject All</button></div></div>
<script src="https://cdn.vox-cdn.test/packs/js/chorus-circuit-entry.js" defer></script>
</body>
</html>
"""

    def byline(self, doc: Doc) -> str:
        names = [
            f'<span class="c-byline__author-name">{self.a(f"/authors/{PEOPLE[a]}" if a != "Nadia Okafor" else "author", a, "byline")}</span>'
            for a in doc.authors
        ]
        if len(names) == 1:
            joined = names[0]
        elif len(names) == 2:
            joined = f'{names[0]} <span class="c-byline__item">and</span> {names[1]}'
        else:
            joined = ", ".join(names[:-1]) + f', <span class="c-byline__item">and</span> {names[-1]}'
        when = doc.extra.get("utc") or doc.iso
        return f'<div class="c-byline"><span class="c-byline__item">By {joined}</span> <span class="c-byline__item"><time class="c-byline__item" datetime="{when}" data-ui="timestamp">{esc(doc.stamp)}</time></span> <span class="c-byline__item"><a class="c-entry-stat--comments" href="#comments" data-analytics-link="comments"><span class="c-entry-stat__comment-data">{doc.extra.get("comments", 0)}</span> Comments</a></span></div>'

    def story_main(self, doc: Doc) -> str:
        part = ""
        if doc.extra.get("hub"):
            part = f'<div class="c-entry-group-labels"><ul><li class="c-entry-group-labels__item">Part of {self.a("hub", "The new AI chip export rules: all the news", "storystream", GL)}</li></ul></div>'
        dek = f'<p class="c-entry-summary p-dek">{esc(doc.dek)}</p>' if doc.dek else ""
        illus = (
            f'<span class="e-image__meta"><cite>{esc(doc.extra["illus"])}</cite></span>'
            if doc.extra.get("illus")
            else ""
        )
        hero = (
            f'<div class="c-entry-hero__image"><figure class="e-image e-image--hero"><span class="e-image__inner"><img src="https://cdn.vox-cdn.test/thumbor/{zlib.crc32(doc.key.encode()) % 99999}/hero.jpg" alt=""></span>{illus}</figure></div>'
            if not doc.extra.get("quick")
            else ""
        )
        body = self.blocks(doc)
        if doc.extra.get("embed"):
            body += f'\n<div id="yExQvt" class="c-embed">{doc.extra["embed"]}</div>'
        score = ""
        if doc.extra.get("score"):
            s, good, bad = doc.extra["score"]
            score = f"""<div class="c-scorecard"><div class="c-scorecard__score"><span class="c-scorecard__score-number">{s}</span><span class="c-scorecard__score-label">Circuit Score</span></div>
<div class="c-scorecard__pros"><h4 class="c-scorecard__title">Good Stuff</h4><ul>{"".join(f"<li>{esc(x)}</li>" for x in good)}</ul></div>
<div class="c-scorecard__cons"><h4 class="c-scorecard__title">Bad Stuff</h4><ul>{"".join(f"<li>{esc(x)}</li>" for x in bad)}</ul></div>
<p class="c-scorecard__buy"><a href="https://www.bestbuy.test/lumio-frame-2" rel="sponsored nofollow">$479 at Best Buy</a></p></div>"""
        kind = "c-entry-content--quick-post" if doc.extra.get("quick") else ""
        river = "".join(
            f'<li class="c-compact-river__entry"><div class="c-entry-box--compact"><h2 class="c-entry-box--compact__title">{self.a(k, self.docs[k].title, "related")}</h2><div class="c-byline">{esc(self.docs[k].stamp)}</div></div></li>'
            for k in ("chips", "review", "antitrust", "decoder")
            if k != doc.key
        )
        disclosure = (
            '<p class="c-entry-disclosure">The Circuit may earn a commission from purchases made through links in this review. See our ethics statement.</p>'
            if doc.extra.get("score")
            else ""
        )
        return f"""<div class="l-segment l-main-content">
<div class="c-entry-hero c-entry-hero--default">
<div class="c-entry-hero__header-wrap">{part}
<h1 class="c-page-title">{esc(doc.title)}</h1>
{dek}
</div>
<div class="c-entry-hero__meta">{self.byline(doc)}
<div class="c-social-buttons"><a class="c-social-buttons__item c-social-buttons__facebook" href="https://www.facebook.com/sharer/sharer.php?u={self.url(doc.key)}">Share on Facebook</a><a class="c-social-buttons__item c-social-buttons__twitter" href="https://twitter.com/intent/tweet?url={self.url(doc.key)}">Share on X</a></div></div>
{hero}
</div>
<div class="l-wrapper l-col__main">
<div class="c-entry-content {kind}">
{body}
</div>
{score}
{disclosure}
<div class="c-entry-sidebar-newsletter"><h4>Circuit Daily</h4><p>Sign up for the day’s top stories.</p>{self.a("newsletters", "Sign up", "promo")}</div>
<div id="comments" class="c-entry-comments"><h3>Comments</h3><p class="c-entry-comments__count">{doc.extra.get("comments", 0)} comments. <a href="https://auth.voxmedia.test/login?community_id=circuit">Log in to join the discussion</a>.</p></div>
<div class="c-related-list"><h2 class="c-related-list__head">More from The Circuit</h2><ul class="c-compact-river">{river}</ul></div>
</div>
</div>"""

    def listing_main(self, doc: Doc) -> str:
        entries = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            names = (
                " and ".join(d.authors) if len(d.authors) < 3 else ", ".join(d.authors[:-1]) + ", and " + d.authors[-1]
            )
            tag = '<span class="c-entry-box--compact__label">Quick post</span>' if d.extra.get("quick") else ""
            entries.append(
                f'<div class="c-compact-river__entry"><div class="c-entry-box--compact c-entry-box--compact--article">{tag}<h2 class="c-entry-box--compact__title">{self.a(k, d.title, "content")}</h2><div class="c-byline"><span class="c-byline__item">By {esc(names)}</span> <span class="c-byline__item"><time datetime="{d.iso}">{esc(d.stamp)}</time></span></div><p class="p-dek">{esc(self.lede(d))}</p></div></div>'
            )
        head = f'<h1 class="p-page-title">{esc(doc.title)}</h1>'
        if doc.kind == "hub":
            head = f'<div class="c-storystream-hub__header"><span class="c-storystream-hub__label">Storystream</span><h1 class="c-storystream-hub__title">{esc(doc.title)}</h1><p class="c-storystream-hub__dek">{esc(doc.dek)}</p><p class="c-storystream-hub__updated">Updated Dec 4, 2026, 9:30 PM EST</p></div>'
        elif doc.kind == "author":
            head = f'<div class="c-author-profile"><h1 class="c-author-profile__name">{esc(doc.title)}</h1><p class="c-author-profile__bio">{esc(doc.extra["bio"])}</p><p><a href="https://twitter.com/nadiaokafor">@nadiaokafor</a></p></div>'
        elif doc.kind == "search":
            head = '<h1 class="p-page-title">Search</h1><form action="/search"><input name="q" value="export rules"></form><p class="c-search-results__count">3 results for <strong>export rules</strong></p>'
        pager = ""
        if doc.extra.get("more"):
            pager = f'<div class="c-pagination">{self.a(doc.extra["more"], "Next", "pagination", NEXT)}</div>'
        elif doc.extra.get("prev"):
            pager = f'<div class="c-pagination">{self.a(doc.extra["prev"], "Previous", "pagination", PREV)}</div>'
        extra = ""
        if doc.kind == "home":
            top = "".join(
                f"<li>{self.a(k, self.docs[k].title, 'sidebar')}</li>" for k in ("chips", "review", "antitrust")
            )
            extra = f'<div class="c-rock-list"><h2 class="c-rock-list__title">Top Stories</h2><ol>{top}</ol><p>{self.a("hub", "Follow the chip rules storystream", "content")} · {self.a("tech2", "Older tech stories", "content")} · {self.a("author", "Nadia Okafor", "content")}</p></div>'
        return f"""<div class="l-segment l-main-content">
<div class="l-wrapper">
{head}
<div class="l-col__main"><div class="c-compact-river" data-cid="site/river_hub-{zlib.crc32(doc.key.encode()) % 99999}">
{chr(10).join(entries)}
</div>{pager}</div>
{extra}
</div></div>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<div class="l-segment l-main-content"><div class="l-wrapper l-col__main">
<h1 class="p-page-title">{esc(doc.title)}</h1>
<div class="c-entry-content">{self.blocks(doc)}</div>
<div class="c-related-list"><h2 class="c-related-list__head">Most Popular</h2><ul>{"".join(f"<li>{self.a(k, self.docs[k].title, 'sidebar')}</li>" for k in ("chips", "quick2", "review"))}</ul></div>
</div></div>"""
