# ruff: noqa: E501 (page texts and markup are long literal lines; curly quotes and dashes are deliberate)
"""The Catskill Current: a reader-funded newsletter publication on Ghost 5 (generator meta, `gh-head`,
`gh-article`, `gh-content`, `post-card`, Portal `data-portal` links, `/<slug>/` posts, `/page/2/`, `/tag/…/`,
`/author/…/`, absolute URLs), English, UTF-8, America/New_York. Posts carry og:type=article,
`article:published_time` in UTC with milliseconds (Ghost's own format) and Ghost's Article JSON-LD; the printed date
is "Dec 1, 2026". The members-only housing post shows its first two paragraphs and then the upgrade box; its UTC
time (2026-12-02T03:10Z) is the evening of 1 December in New York."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

CTA = (
    'RAW:<aside class="gh-post-upgrade-cta"><div class="gh-post-upgrade-cta-content" style="background-color:#1f6f5c">'
    "<h2>This post is for paying subscribers only</h2><p>Become a member for $8 a month to read the rest, get the Thursday newsletter and support local reporting in the Catskills.</p>"
    '<a class="gh-btn" data-portal="signup" href="#/portal/signup">Subscribe now</a>'
    '<p><small>Already have an account? <a data-portal="signin" href="#/portal/signin">Sign in</a></small></p></div></aside>'
)

CARD_LINK, OLDER, NEWER = 'class="post-card-content-link"', 'class="older-posts"', 'class="newer-posts"'


class Current(Base):
    origin = "https://www.catskillcurrent.test"
    name = "The Catskill Current"
    prefix = "cc"
    language = "en"
    content_type = "text/html; charset=utf-8"
    absolute = True

    def pad_rules(self) -> list[str]:
        return css_rules(
            "cc", [".gh-head", ".gh-article", ".gh-content", ".post-card", ".gh-foot", ".gh-cta", ".kg-card"], 260
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "The Catskill Current", "ghost-home-post-feed",
                 list=["housing", "ambulance", "exec", "bridge", "dairy", "editor"], more="page2"))  # fmt: skip
        add(
            page(
                "page2",
                "/page/2/",
                "section",
                "The Catskill Current (Page 2)",
                "ghost-page2",
                list=["five", "editor", "dairy"],
                prev="home",
            )
        )
        add(page("tag", "/tag/housing/", "tag", "Housing", "ghost-tag-with-description", list=["housing", "ambulance", "five"],
                 desc="Rents, zoning, short-term rentals and who gets to live in the Catskills."))  # fmt: skip
        add(page("author", "/author/nora/", "author", "Nora Lindqvist", "ghost-author-bio", list=["housing", "ambulance", "editor"],
                 desc="Founder and editor of the Current. Before this she spent 14 years at daily papers in Albany and Poughkeepsie. Lives in Phoenicia, swims in the Esopus when it's legal."))  # fmt: skip
        add(page("podtag", "/tag/podcast/", "podcasts", "Current Conversations (podcast)", "ghost-podcast-tag", list=["episode"],
                 desc="A biweekly conversation about one Catskills question. Listen in your podcast app or here."))  # fmt: skip
        add(page("episode", "/ep-14-who-owns-the-reservoir-land/", "podcast", "Ep. 14: Who owns the reservoir land?", "podcast-episode-show-notes-non-article", [
            "RAW:<figure class=\"kg-card kg-audio-card\"><div class=\"kg-audio-player-container\"><audio src=\"https://www.catskillcurrent.test/content/media/2026/11/ep14.mp3\" preload=\"metadata\"></audio><span class=\"kg-audio-duration\">41:12</span></div></figure>",
            "In this episode Sam talks with historian Louise Vandermark about the villages that were moved or flooded to build the Ashokan and Pepacton reservoirs, and with town supervisor Rick Hommel about the city's land purchases today.",
            "## Show notes",
            "- 00:00 Intro and a listener letter about last episode's trout numbers",
            "- 03:40 Louise on the 1910s removals: 2,000 people, 32 cemeteries moved",
            "- 15:20 What the city owns now and how much it pays in taxes",
            "- 27:05 Rick Hommel on the land acquisition program and the towns' complaints",
            "- 38:30 What listeners asked us to look into next",
            "## Links",
            "- Louise Vandermark's book, Under the Water, from a Kingston small press",
            "- The 2010 watershed agreement (PDF, city environmental protection department)",
            "Music by The Shandaken Four. Current Conversations is produced by Sam Okafor and edited by Maya Brennan. Transcript available to members.",
        ], story_template=True, iso="2026-11-25T15:00:00.000Z", stamp="Nov 25, 2026", hosts=["Sam Okafor"]))  # fmt: skip
        add(page("archive", "/archive/", "newsletter", "Newsletter archive", "ghost-newsletter-archive", [
            "Every Thursday issue of the Current newsletter since our launch in March 2023. Members get each issue in their inbox at 7 a.m.",
            "- Nov 27, 2026 — Thanksgiving edition: the turkey farm in Roxbury, the Route 28 bridge and your letters",
            "- Nov 20, 2026 — Ambulance crews stretched thin; a dairy farm closes in Olive",
            "- Nov 13, 2026 — What the county budget means for your taxes",
            "- Nov 6, 2026 — Election results from all 24 towns",
            "- Oct 30, 2026 — Short-term rental rules, explained",
            "- Oct 23, 2026 — The reservoir land question, and a new podcast episode",
            "- Oct 16, 2026 — School bus driver shortage in Onteora",
            "- Oct 9, 2026 — Leaf peeping traffic, and who pays for it",
            "Older issues are available to members in the full archive.",
        ]))  # fmt: skip
        add(page("membership", "/membership/", "subscribe", "Become a member", "ghost-membership-tiers", [
            "The Current is free to read for most stories and paid for by our members. No billionaire, no hedge fund. Just about 3,100 readers in the Catskills and beyond.",
            "## Free",
            "- The Thursday newsletter with headlines",
            "- Most stories on the site",
            "## Member — $8/month or $80/year",
            "- Every story, including members-only investigations",
            "- Podcast transcripts and the full newsletter archive",
            "- An invite to our twice-a-year reader meetups",
            "## Founding member — $200/year",
            "- Everything above, plus your name in our annual report and a Current tote bag",
            "Student, senior and hardship discounts are available; just email us.",
        ]))  # fmt: skip
        add(page("privacy", "/privacy/", "policy", "Privacy policy", "ghost-privacy-updated", [
            "Last updated: February 10, 2026",
            "We collect as little as we can. When you sign up we store your email address, your name if you give it and your membership status. Payments are processed by Stripe; we never see your card number.",
            "## Analytics",
            "We use Ghost's built-in member analytics to see which newsletters are opened and which links are clicked. We do not use Google Analytics or advertising trackers, and we don't sell or rent our list to anyone.",
            "## Cookies",
            "The site sets a cookie to keep you signed in as a member. That is all.",
            "## Deleting your data",
            "You can delete your account at any time from the account page, or email privacy@catskillcurrent.test and we will do it within 30 days.",
        ]))  # fmt: skip
        add(page("about", "/about/", "about", "About the Current", "ghost-about-page", [
            "The Catskill Current is an independent, reader-funded news outlet covering Ulster, Greene and Delaware counties in New York. We publish two or three stories a week and a newsletter every Thursday.",
            "## Who we are",
            "Nora Lindqvist (editor) founded the Current in 2023. Sam Okafor reports on health, farms and the environment and hosts the podcast. Maya Brennan edits and writes the weekly roundup.",
            "## Our promise",
            "We tell you who pays for us. We correct mistakes at the bottom of the story. We do not take money from politicians, developers or anyone we cover.",
        ]))  # fmt: skip

        add(story("housing", "/kingston-housing-math/", "The housing math in Kingston doesn't add up",
                  "2026-12-01", "2026-12-02T03:10:00.000Z", "Dec 1, 2026", ["Nora Lindqvist"], [
                      "A nurse at the hospital in Kingston earns about $78,000 a year. The median rent for a two-bedroom apartment in the city this fall was $2,450, according to listings we collected for three months. That is 38% of her pay before taxes, and she is one of the lucky ones.",
                      "For the last six weeks the Current has gone through rental listings, county property records and the city's building permits since 2019 to answer a simple question: who is the new housing in Kingston for? The answer is not who the city says.",
                      CTA,
                  ], "members-only-preview-two-paragraphs-then-signup", section="Housing", tags=["tag"], members=True))  # fmt: skip
        add(story("ambulance", "/ulster-ambulance-crews-stretched-thin/", "Ulster County's volunteer ambulance crews are stretched thin",
                  "2026-11-20", "2026-11-20T14:00:00.000Z", "Nov 20, 2026", ["Nora Lindqvist", "Sam Okafor"], [
                      "When Marge Sickler's husband fell in their kitchen in Shandaken last February, she called 911 and waited 38 minutes for an ambulance. The town's volunteer squad had nobody available. The call went to a paid service in Kingston, 30 miles away.",
                      "Stories like hers are becoming more common. Of the 11 volunteer ambulance squads that served Ulster County towns in 2016, four have closed or merged, according to county emergency services records. The rest answer fewer calls on their own every year.",
                      "## Fewer volunteers, older volunteers",
                      "The average age of a volunteer EMT in the Olive and Shandaken squads is 61, their captains said. Training takes about 190 hours, and many younger residents commute to jobs outside the area.",
                      "“We used to have a waiting list to join,” said Dennis Kraft, who has been with the Pine Hill squad since 1984. “Now I beg people at the post office.”",
                      "## Who pays",
                      "Several towns now pay a private company for a staffed ambulance at a cost of up to $350,000 a year. The county legislature is debating a countywide district that would spread the cost, but towns with working squads do not want to pay for others.",
                      "A vote is expected in January.",
                  ], "two-authors-comma-list", section="Health", tags=["tag"]))  # fmt: skip
        add(story("exec", "/qa-county-executive-on-the-budget/", "Q&A: The county executive on taxes, buses and the jail",
                  "2026-11-25", "2026-11-25T17:30:00.000Z", "Nov 25, 2026", ["Sam Okafor"], [
                      "Ulster County Executive Tanya Ruiz-Herrick presented a $412 million budget for 2027 this month. We asked her the questions readers sent us. Answers are edited for length.",
                      "Q: The budget keeps the property tax levy flat. Where is the money coming from? || Sales tax came in $9 million above our estimate, mostly from tourism. We are using part of it, and we are being careful because that can turn fast.",
                      "Q: Readers in Shandaken and Hardenburgh say the bus does not reach them. || They are right. We are adding a route on Route 28 to Pine Hill three times a day from April. It is a start.",
                      "Q: Will the county take over ambulance service? || I support a countywide district. But the legislature decides, and towns need to agree on fair shares.",
                  ], "qa-interviewer-is-author", section="Politics"))  # fmt: skip
        add(story("bridge", "/quick-hit-boiceville-bridge-reopens/", "Quick hit: Boiceville bridge reopens a month early",
                  "2026-11-28", "2026-11-28T16:45:00.000Z", "Nov 28, 2026", [], [
                      "The Route 28 bridge over the Esopus at Boiceville reopened to two-way traffic Friday afternoon, about a month ahead of schedule, the state Department of Transportation said, ending a detour that added 20 minutes to trips between Kingston and Phoenicia since August.",
                  ], "one-paragraph-brief-staff-account", section="Quick hits", ghost_author="Current Staff"))  # fmt: skip
        add(story("editor", "/a-note-from-the-editor-were-hiring/", "A note from the editor: We're hiring a second reporter",
                  "2026-11-18", "2026-11-18T13:00:00.000Z", "Nov 18, 2026", ["Nora Lindqvist"], [
                      "Thanks to 412 new members this fall, the Current can hire a second full-time reporter for the first time. I want to tell you what that means and how we decided.",
                      "We will hire someone to cover Greene and Delaware counties, where we have been thin. The job pays $58,000 with health insurance, and the reporter must live in the area.",
                      "We also decided not to take a grant from a developer's family foundation that was offered in October. It would have paid for the job for two years, but it would have come with a question every reader could fairly ask.",
                      "If you know someone who should apply, send them our way. And thank you.",
                  ], "editors-letter-first-person", section="From the editor"))  # fmt: skip
        add(story("dairy", "/the-last-dairy-farm-in-olive/", "The last dairy farm in Olive",
                  "2026-11-20", "2026-11-20T11:00:00.000Z", "Nov 20, 2026", ["Sam Okafor"], [
                      "At 4:30 on a cold morning in November, Ed Bouck milked his cows for the last time. Then he stood in the barn doorway with his coffee and watched the trailer come up the road to take them.",
                      "The Bouck farm on Dug Hill Road has had cows since 1871. Ed, 67, is the fifth generation. His children are a nurse in Albany and an engineer in Ohio, and neither wants the farm.",
                      "## A price that doesn't cover the feed",
                      "Ed was paid about $19 per hundred pounds of milk this year. His cost to produce it, he figures, was closer to $24. He sold 12 acres to a neighbor last year to keep going, then decided that was enough.",
                      "Olive had 23 dairy farms in 1950. In 1990 there were six. Now there are none.",
                      "## What happens to the land",
                      "Ed says he has had three offers for the 140 acres, two from people in New York City who want a weekend house. He has not decided. “I'd like somebody to farm it. I know how that sounds,” he said.",
                  ], "feature-with-subheads", section="Farms"))  # fmt: skip
        add(story("five", "/five-things-this-week-nov-27/", "Five things to know this week",
                  "2026-11-27", "2026-11-27T12:00:00.000Z", "Nov 27, 2026", ["Maya Brennan"], [
                      "Here is what happened in the Catskills this week, in five quick items.",
                      "- The Boiceville bridge is open again, a month early.",
                      "- Woodstock's planning board approved 16 senior apartments on Route 212.",
                      "- Belleayre opens for skiing Saturday if the snow holds.",
                      "- Margaretville hospital got a $2.1 million state grant for its emergency room.",
                      "- The Kingston Farmers Market moves indoors to the Old Dutch Church hall.",
                  ], "roundup-list-items-body", section="Roundup", tags=["tag"]))  # fmt: skip

    # --- templates
    def head(self, doc: Doc) -> str:
        url = esc(self.url(doc.key))
        iso = doc.iso or doc.extra.get("iso")
        out = ['<meta name="generator" content="Ghost 5.101">', f'<link rel="canonical" href="{url}">', f'<meta property="og:site_name" content="{self.name}">',
               f'<meta property="og:title" content="{esc(doc.title)}">', f'<meta property="og:url" content="{url}">']  # fmt: skip
        if iso:
            out.append('<meta property="og:type" content="article">')
            out.append(f'<meta property="article:published_time" content="{iso}">')
            authors = doc.authors or doc.extra.get("hosts") or [doc.extra.get("ghost_author", "Current Staff")]
            ld = {"@context": "https://schema.org", "@type": "Article", "publisher": {"@type": "Organization", "name": self.name},
                  "author": {"@type": "Person", "name": authors[0], "url": self.url("author") if authors[0] == "Nora Lindqvist" else self.origin + "/author/" + authors[0].split()[0].lower() + "/"},
                  "headline": doc.title, "url": self.url(doc.key), "datePublished": iso, "dateModified": iso}  # fmt: skip
            out.append(f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>')
        else:
            out.append('<meta property="og:type" content="website">')
        return "\n".join(out)

    def frame(self, doc: Doc, main: str) -> str:
        body_class = (
            "post-template"
            if doc.is_article or doc.extra.get("story_template")
            else ("home-template" if doc.kind == "home" else "page-template")
        )
        nav = "".join(
            f'<li class="nav-{k}">{self.a(k, label, "chrome:nav")}</li>'
            for k, label in (
                ("home", "Home"),
                ("tag", "Housing"),
                ("podtag", "Podcast"),
                ("archive", "Newsletter archive"),
                ("about", "About"),
            )
        )
        foot = "".join(
            f"<li>{self.a(k, label, 'chrome:footer')}</li>"
            for k, label in (
                ("about", "About"),
                ("membership", "Membership"),
                ("privacy", "Privacy"),
                ("archive", "Archive"),
                ("author", "Nora Lindqvist"),
            )
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)}</title>
{self.head(doc)}
<link rel="stylesheet" type="text/css" href="https://www.catskillcurrent.test/assets/built/screen.css?v=7a1b2c3d4e">
<style>/*PAD*/</style>
<script defer src="https://cdn.example-cdn.test/ghost/portal@~2.44/umd/portal.min.js" data-i18n="true" data-ghost="https://www.catskillcurrent.test/" data-key="3f1c0a9e1b" data-api="https://www.catskillcurrent.test/ghost/api/content/" crossorigin="anonymous"></script>
</head>
<body class="{body_class} is-head-left-logo has-cover">
<div class="gh-viewport">
<header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner">
<div class="gh-head-brand">{self.a("home", "The Catskill Current", "chrome:header", 'class="gh-head-logo"')}</div>
<nav class="gh-head-menu"><ul class="nav">{nav}</ul></nav>
<div class="gh-head-actions"><a href="#/portal/signin" data-portal="signin">Sign in</a> {self.a("membership", "Subscribe", "chrome:header", 'class="gh-head-button" data-portal="signup"')}</div>
</div></header>
<div class="site-content">
{main}
</div>
<footer class="gh-foot outer"><div class="gh-foot-inner inner"><div class="gh-copyright">The Catskill Current © 2026</div>
<nav class="gh-foot-menu"><ul class="nav">{foot}<li><a href="https://www.catskillcurrent.test/rss/">RSS</a></li></ul></nav>
<div class="gh-powered-by"><a href="https://ghost.example-org.test/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer>
</div>
<script src="https://www.catskillcurrent.test/assets/built/casper.js?v=7a1b2c3d4e"></script>
</body>
</html>
"""

    def card(self, k: str) -> str:
        d = self.docs[k]
        stamp = d.stamp or d.extra.get("stamp", "")
        lock = '<span class="post-card-access">Members only</span>' if d.extra.get("members") else ""
        return (f'<article class="post-card post"><div class="post-card-content">{lock}'
                f'<h2 class="post-card-title">{self.a(k, d.title, "content", CARD_LINK)}</h2>'
                f'<div class="post-card-excerpt">{esc(self.lede(d))}</div>'
                f'<footer class="post-card-meta"><time class="post-card-meta-date">{esc(stamp)}</time></footer></div></article>')  # fmt: skip

    def story_main(self, doc: Doc) -> str:
        iso = doc.iso or doc.extra.get("iso")
        stamp = doc.stamp or doc.extra.get("stamp")
        names = doc.authors or doc.extra.get("hosts") or [doc.extra.get("ghost_author", "Current Staff")]
        links = ", ".join(self.a("author", n, "byline") if n == "Nora Lindqvist" else esc(n) for n in names)
        tag = ""
        if doc.extra.get("tags"):
            tag = self.a("tag", doc.section, "tags", 'class="gh-article-tag"')
        elif doc.kind == "podcast":
            tag = self.a("podtag", "Podcast", "tags", 'class="gh-article-tag"')
        else:
            tag = f'<span class="gh-article-tag">{esc(doc.section)}</span>'
        more = "".join(self.card(k) for k in ("dairy", "ambulance", "exec") if k != doc.key)
        comments = (
            '<section class="gh-comments"><div id="ghost-comments-root" data-ghost-comments="https://www.catskillcurrent.test/"></div></section>'
            if doc.is_article
            else ""
        )
        return f"""<main id="site-main" class="site-main">
<article class="article post {"tag-" + (doc.section or "post").lower().replace(" ", "-")}">
<header class="article-header gh-canvas">
<section class="article-tag post-card-tags">{tag}</section>
<h1 class="article-title">{esc(doc.title)}</h1>
<div class="article-byline"><section class="article-byline-content"><div class="article-byline-meta"><h4 class="author-name">{links}</h4>
<div class="byline-meta-content"><time class="byline-meta-date" datetime="{doc.date or iso[:10]}">{esc(stamp)}</time><span class="byline-reading-time"><span class="bull">•</span> {max(1, len(doc.body.split()) // 200 + 2)} min read</span></div></div></section></div>
</header>
<section class="gh-content gh-canvas">
{self.blocks(doc)}
</section>
</article>
{comments}
</main>
<aside class="read-more-wrap outer"><div class="read-more inner"><h3>Read more</h3>{more}</div></aside>"""

    def listing_main(self, doc: Doc) -> str:
        cards = "\n".join(self.card(k) for k in doc.extra["list"])
        pager = ""
        if doc.extra.get("more"):
            pager = f'<nav class="pagination">{self.a(doc.extra["more"], "Older Posts →", "content", OLDER)}</nav>'
        if doc.extra.get("prev"):
            pager = f'<nav class="pagination">{self.a(doc.extra["prev"], "← Newer Posts", "content", NEWER)}<span class="page-number">Page 2 of 2</span></nav>'
        header = ""
        if doc.kind == "home":
            header = '<div class="site-header-content"><p class="site-description">Independent news for the Catskills, paid for by readers.</p><form data-members-form="subscribe"><input data-members-email type="email" placeholder="Your email"><button>Subscribe</button></form></div>'
        else:
            header = f'<header class="post-card-header"><h1 class="tag-title">{esc(doc.title)}</h1><p class="tag-description">{esc(doc.extra.get("desc", ""))}</p></header>'
        return f"""<main id="site-main" class="site-main outer">
{header}
<div class="inner posts"><div class="post-feed">
{cards}
</div></div>
{pager}
</main>"""

    def service_main(self, doc: Doc) -> str:
        return f"""<main id="site-main" class="site-main">
<article class="article page">
<header class="article-header gh-canvas"><h1 class="article-title">{esc(doc.title)}</h1></header>
<section class="gh-content gh-canvas">
{self.blocks(doc)}
</section>
</article>
</main>"""
