# ruff: noqa: E501 (page texts and markup are long literal lines; typographic quotes and dashes are deliberate)
"""The Tideline: a Substack-like newsletter on a custom domain (`/p/<slug>`, `/archive`, `/s/field-notes`,
`/archive?sort=search&search=`, `/podcast`, `/about`, `/subscribe`, `/p/<slug>/comments`), US English (Pacific
time), UTF-8. Posts are articles: an essay, field notes with captioned photos, a **paywalled post** (body = the
part shown before the paywall), a **podcast episode post with show notes** (labelled an article: see the README),
a guest post with an editor's note, a links roundup, a Q&A and a post by two writers. Not articles although they
sit at `/p/`: an **open thread** (a one-paragraph prompt and 14 reader comments) and the comment policy; the
**comments page** of a post is not an article either. Metadata: `og:type=article`, `<meta name="author">`, a
`NewsArticle` JSON-LD in UTC (one post at 01:30Z, the evening before in Seattle), and `window._preloads` JSON."""

from __future__ import annotations

import json

from common import Base, page, story
from sitekit import Doc, css_rules, esc

COMMENTS = [
    (
        "Ruth Eklund",
        "2d",
        "My grandfather worked the line at the Bumble Bee plant in Astoria. He said you could smell the cannery from the bridge on a west wind. Thanks for writing this.",
    ),
    (
        "Dave Kinnear",
        "2d",
        "Does anyone know if the old Union Fishermen's building is still standing? I drove past in August and could not tell.",
    ),
    (
        "Maren Holt",
        "2d",
        "Dave, it is, but the roof on the river side is going. The co-op is trying to raise money for it.",
    ),
    ("Patty S.", "1d", "Paid subscriber since the start and this is my favorite piece so far."),
    ("J. Whitlow", "1d", "The part about the night shift in 1978 made me cry on the bus."),
    ("Greg Oyama", "1d", "Small correction: the Hanthorn cannery closed in 1980, not 1979. Still a great read."),
    ("Maren Holt", "1d", "Thanks Greg, fixed."),
    ("Sam Reyes", "20h", "Would love a follow-up on what the port plans to do with the site."),
    ("Linda Parrish", "18h", "Forwarded to my whole family. We all worked summers at Warrenton."),
    ("Oscar B.", "12h", "The photos in the paper archive are incredible, if anyone wants to go look."),
]

THREAD = [
    ("Nora Laine", "Ferries. Always ferries. Anacortes to Friday Harbor if I could only pick one."),
    ("Ed Marsh", "Grays Harbor in the fog, from the Westport jetty."),
    ("Kim Tollefson", "The walk from Ilwaco to the Cape Disappointment lighthouse, in November, with rain."),
    ("Rick Paulsen", "I will be contrarian: the Port of Tacoma container cranes at night."),
    ("Alma Ruiz", "Seaview beach approach at low tide."),
    ("Maren Holt", "Rick, I agree with you more than you would think."),
    ("Ted Quill", "La Push. First Beach. That's it."),
    ("Beth Nakamura", "Any of the little marinas on Hood Canal where nobody is around in winter."),
    ("Sandy Vos", "Newport bayfront on a crab opener day. Chaos and seagulls."),
    ("Will Carrow", "Bay Center. Blink and you miss it."),
    ("Jo Aberle", "The Astoria-Megler bridge from the Washington side at sunset."),
    ("Pete Lund", "Tokeland hotel porch. Coffee. Done."),
    ("Grace Fenn", "Neah Bay harbor when the boats come in."),
    ("Maren Holt", "These are all going on my list for next year. Thank you all."),
]

C_BUTTON_PRIMARY = 'class="button primary"'
C_BUTTON_PRIMARY_SUBSCRIBE_BTN = 'class="button primary subscribe-btn"'
C_MORE_COMMENTS = 'class="more-comments"'
C_NAV_LINK = 'class="nav-link"'
C_POST_PREVIEW_TITLE = 'class="post-preview-title"'
C_POST_PREVIEW_TITLE_NEWSLETTER = 'class="post-preview-title newsletter"'
C_POST_TITLE_LINK = 'class="post-title-link"'
C_POST_UFI_COMMENT_BUTTON = 'class="post-ufi-comment-button"'


class Tideline(Base):
    origin = "https://www.thetideline.test"
    name = "The Tideline"
    prefix = "tdl"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "tdl",
            [
                ".post-header",
                ".available-content",
                ".body.markup",
                ".paywall",
                ".comment-list-item",
                ".portable-archive-list",
                ".subscribe-widget",
                ".pencraft.pc-display-flex",
                ".post-preview",
                ".player-wrapper-outer",
            ],
            250,
        )

    def build(self) -> None:
        add = self.add
        add(
            page(
                "home",
                "/",
                "home",
                "The Tideline",
                "substack-home",
                list=["cannery", "crab", "salmon", "oyster", "guest", "links", "thread"],
            )
        )
        add(
            page(
                "archive",
                "/archive",
                "section",
                "Archive",
                "substack-archive",
                list=["cannery", "thread", "crab", "salmon", "oyster", "guest", "links", "harbor", "ramps", "policy"],
            )
        )
        add(page("fieldnotes", "/s/field-notes", "section", "Field Notes", "substack-section", list=["crab", "ramps"]))
        add(
            page(
                "search",
                "/archive?sort=search&search=harbor",
                "search",
                "harbor",
                "substack-archive-search",
                list=["harbor", "guest", "ramps"],
            )
        )
        add(
            page(
                "about",
                "/about",
                "about",
                "About The Tideline",
                "substack-about",
                [
                    "The Tideline is a newsletter about the working coast of Washington and Oregon: fishing ports, canneries, ferries, oyster beds and the people who keep them going.",
                    "It is written by Maren Holt, who spent fifteen years as a reporter for coastal papers before going independent in 2023. Posts go out once or twice a week. Most are free; the deeper reporting is for paid subscribers.",
                    "Paid subscriptions are $7 a month or $70 a year. Every subscription pays for gas, ferry tickets and the occasional fisherman\u2019s breakfast.",
                ],
            )
        )
        add(page("subscribe", "/subscribe", "subscribe", "Subscribe to The Tideline", "substack-subscribe"))
        add(
            page(
                "policy",
                "/p/comment-policy",
                "policy",
                "Comment policy",
                "substack-post-url-policy",
                [
                    "Updated November 2, 2026",
                    "Comments on The Tideline are open to paid subscribers, and on open threads to everyone. Here is how I moderate.",
                    "- Be kind to each other. Disagree with ideas, not people.",
                    "- No ads, no links to your own fundraisers without asking.",
                    "- Use your real name or a name you would be happy to sign a letter with.",
                    "I remove comments that break these rules and I ban people who do it twice. If you think I made a mistake, reply to any newsletter email.",
                ],
                date_printed="Nov 02, 2026",
            )
        )
        add(
            page(
                "thread",
                "/p/open-thread-47",
                "forum",
                "Open thread #47: your favorite harbor in winter",
                "substack-open-thread-post-url",
                date_printed="Nov 29, 2026",
            )
        )
        add(
            page(
                "comments",
                "/p/the-last-cannery-on-the-columbia/comments",
                "comments",
                "The last cannery on the Columbia",
                "substack-comments-page",
            )
        )
        S = story
        add(
            S(
                "cannery",
                "/p/the-last-cannery-on-the-columbia",
                "The last cannery on the Columbia",
                "2026-12-03",
                "2026-12-04T01:30:00.000Z",
                "Dec 03, 2026",
                ["Maren Holt"],
                [
                    "In 1883 there were thirty-nine salmon canneries on the lower Columbia River. Today there is one building left that still has its canning line, and it has not run since 1980.",
                    "I went to see it on a Tuesday in November, with a key borrowed from the fishermen\u2019s co-op and a flashlight that died after ten minutes.",
                    "FIG: The cannery floor with rusted machines | The old canning line at the Hanthorn building, Astoria.",
                    "The floor is still wet. The river comes in under the pilings twice a day, and the smell \u2014 salt, rust, old fish oil \u2014 has not left the wood. The machines stand where the last shift left them: the iron chink that cut the heads off, the filling tables, the steam boxes.",
                    "## The women on the line",
                    "Most of the workers in the last decades were women. Dolores Kettunen, now 86, started at the cannery in 1957 and stayed until it closed.",
                    "\u201cWe had a radio and we sang,\u201d she told me in her kitchen in Uniontown. \u201cWhen the fish came in, you did not go home. Sometimes twenty hours.\u201d",
                    'RAW:<div class="pullquote"><p>\u201cWhen the fish came in, you did not go home.\u201d</p></div>',
                    "She remembers the night in 1978 when the line ran until dawn and the foreman brought doughnuts from the bakery on Commercial Street. She remembers the last day too, when nobody said anything.",
                    "## What happens now",
                    "The port owns the building. A plan to turn it into a hotel failed in 2019. The co-op wants to keep it as a working museum and has raised about a third of the $2.4 million it needs for the roof and the pilings.",
                    "I hope they make it. Some places should stay a little wet and smelly, so we remember what they were for.",
                ],
                "substack-essay-utc-crosses-day",
                subtitle="A morning inside the Hanthorn building, and a conversation with the woman who worked its line for 23 years",
                section_name="",
                comments=10,
            )
        )
        add(
            S(
                "crab",
                "/p/field-notes-a-week-on-a-crab-boat",
                "Field notes: a week on a crab boat out of Newport",
                "2026-12-01",
                "2026-12-01T17:05:00.000Z",
                "Dec 01, 2026",
                ["Maren Holt"],
                [
                    "The Dungeness season opened late again this year, after tests found the crabs too light. When it opened, I spent a week on the Kestrel, a 58-foot boat out of Newport, Oregon.",
                    "## Day one",
                    "We left at 3 a.m. with 400 pots stacked so high that the skipper, Dan Ruhl, watched the bar crossing through a camera on the mast. The crew is three men and, this week, one reporter who was sick twice before sunrise.",
                    "FIG: Crab pots stacked on the deck at night | Pots stacked on the Kestrel before the opener.",
                    "## Day three",
                    "The first pulls were good: about 30 pounds a pot. By the third day, the price at the dock had dropped from $4.25 a pound to $3.60, because every boat on the coast was landing at once.",
                    "## Day six",
                    "A storm kept us in port for two days. The crew fixed pots, slept and argued about football. Dan did the math on fuel and said the trip would break even if the weather held.",
                    "It held. We came in on Sunday with 19,000 pounds.",
                ],
                "substack-field-notes-photos",
                section_name="Field Notes",
                comments=4,
            )
        )
        add(
            S(
                "salmon",
                "/p/what-the-new-salmon-rules-mean",
                "What the new salmon rules mean for small-boat fishermen",
                "2026-11-28",
                "2026-11-28T16:00:00.000Z",
                "Nov 28, 2026",
                ["Maren Holt"],
                [
                    "The Pacific Fishery Management Council approved new rules for the 2027 Chinook season last week. They are 140 pages long. I read all of them so you do not have to.",
                    "The short version: the season off the Washington coast will be shorter, the catch limit per boat is lower, and for the first time small boats will have to report each landing within 24 hours using an app.",
                    "For the big boats this is a nuisance. For the one- and two-person boats out of Westport and Ilwaco, it may be the end of the season as a way to make a living.",
                    "I talked to eleven fishermen about the changes. Here is what they told me, and what the council says in reply.",
                ],
                "substack-paywalled-post-shown-part",
                paywall=True,
                comments=6,
            )
        )
        add(
            S(
                "oyster",
                "/p/episode-14-oyster-farmers-vs-the-burrowing-shrimp",
                "Episode 14: Oyster farmers vs. the burrowing shrimp",
                "2026-11-26",
                "2026-11-26T20:00:00.000Z",
                "Nov 26, 2026",
                ["Maren Holt"],
                [
                    "This week I talk with Dr. Lena Park, a marine ecologist who has studied Willapa Bay for twenty years, about the burrowing shrimp that are turning oyster beds into mud.",
                    "Growers used a pesticide against the shrimp until 2013. Since the state stopped allowing it, the shrimp have spread across thousands of acres. Lena explains why the shrimp are booming, what growers are trying now \u2014 from heavy gravel to harrowing the beds \u2014 and why she thinks the answer may be a mix of both.",
                    "We also talk about what a bay without oysters would look like, and why she is more hopeful than most growers.",
                    "## In this episode",
                    "- How the ghost shrimp and mud shrimp differ",
                    "- The 2013 pesticide fight and what came after",
                    "- Gravel, harrows and other experiments",
                    "- What the state is funding next year",
                    "Music by Tom Berglund. Recorded in South Bend, Washington.",
                ],
                "substack-podcast-episode-show-notes",
                podcast=True,
                subtitle="A conversation with marine ecologist Lena Park",
                comments=2,
            )
        )
        add(
            S(
                "guest",
                "/p/guest-post-why-i-left-the-harbor-commission",
                "Guest post: Why I left the harbor commission",
                "2026-11-24",
                "2026-11-24T15:30:00.000Z",
                "Nov 24, 2026",
                ["Tom Alvarez"],
                [
                    'RAW:<blockquote class="editor-note"><p><em>A note from Maren: Tom Alvarez served six years on the Port of Peninsula commission before resigning in October. I asked him to explain why in his own words. \u2014 MH</em></p></blockquote>',
                    "I resigned from the commission on October 14, two years before my term ended. A lot of people have asked me why, and most of the rumors are wrong, so here it is.",
                    "I did not leave because of a fight with anyone. I left because the commission spent four years talking about a new boat launch and did not pour one yard of concrete.",
                    "We had the grant. We had the permits. What we did not have was a staff member whose job it was to make it happen. Every month the item came back to the agenda, and every month we agreed to talk about it next month.",
                    "I am a fisherman. I know how to work. I do not know how to sit in a room and watch a good idea die slowly.",
                    "If you want to help, go to the next commission meeting and ask one question: when does the concrete get poured?",
                ],
                "substack-guest-post-editor-note",
                comments=9,
            )
        )
        add(
            S(
                "links",
                "/p/links-and-notes-herring-ferries-and-a-lighthouse",
                "Links and notes: herring, ferries and a lighthouse for sale",
                "2026-11-21",
                "2026-11-21T18:00:00.000Z",
                "Nov 21, 2026",
                ["Maren Holt"],
                [
                    "A short one this week, because I am writing from a motel in Forks with bad Wi-Fi. Here are the things I read and liked.",
                    "- The herring spawn in Puget Sound was the smallest on record, the state says. Cherry Point herring are down 90% since the 1970s.",
                    "- Washington State Ferries will bring back a second boat on the Anacortes\u2013San Juan route in March, if it can hire 40 more crew.",
                    "- The federal government is selling the Grays Harbor Lighthouse keeper\u2019s house. Minimum bid: $125,000. Lighthouse not included.",
                    "- A good long read in a regional paper on the last wooden boat builders in Port Townsend.",
                    "Next week: the full salmon story, and an interview with the harbor master in Ilwaco.",
                ],
                "substack-links-roundup",
                comments=3,
            )
        )
        add(
            S(
                "harbor",
                "/p/ten-questions-for-the-harbor-master-of-ilwaco",
                "Ten questions for the harbor master of Ilwaco",
                "2026-11-19",
                "2026-11-19T17:45:00.000Z",
                "Nov 19, 2026",
                ["Maren Holt"],
                [
                    "Guy Matsen has run the port of Ilwaco\u2019s marina for eleven years. We talked in his office above the boat yard.",
                    "Q: How many boats are in the marina right now? || About 610. In summer we are full; in winter maybe two-thirds.",
                    "Q: What is the hardest part of the job? || Dredging. The channel fills with sand every year and the money to dredge never comes on time.",
                    "Q: Has the fishing fleet grown or shrunk? || Shrunk. We had 180 commercial boats when I started. Now we have about 110.",
                    "Q: Who replaced them? || Charter boats and sport fishermen, and a few people who live on their boats year-round.",
                    "Q: What would you change if you could? || I would build covered work space so people can fix their boats in winter. Right now they do it in the rain.",
                    "Q: Best day of the year? || The first day of the salmon season, at 5 in the morning, when every boat goes out at once.",
                ],
                "substack-qa-interview",
                comments=1,
            )
        )
        add(
            S(
                "ramps",
                "/p/mapping-every-boat-ramp-in-pacific-county",
                "Mapping every boat ramp in Pacific County",
                "2026-11-14",
                "2026-11-14T19:20:00.000Z",
                "Nov 14, 2026",
                ["Maren Holt", "Jesse Tran"],
                [
                    "Over the summer, Jesse and I drove to every public boat ramp in Pacific County. There are 23 of them. Here is what we found.",
                    "Six ramps are in good shape. Nine need repairs. Eight are usable only at high tide, and two of those are so silted up that we would not launch a kayak there.",
                    "T: Area | Ramps | Good | Need repair | High tide only",
                    "T: Willapa Bay | 11 | 2 | 4 | 5",
                    "T: Long Beach Peninsula | 5 | 2 | 2 | 1",
                    "T: Columbia River | 4 | 2 | 1 | 1",
                    "T: Inland rivers | 3 | 0 | 2 | 1",
                    "The county has a $310,000 grant for ramp repairs next year. That is enough for maybe three ramps. We sent our list to the parks department and asked which three they will fix.",
                ],
                "substack-two-authors-table-search-only",
                section_name="Field Notes",
                comments=2,
            )
        )

    # ---- templates
    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        if doc.is_article:
            authors = " and ".join(doc.authors)
            ld = {
                "@context": "https://schema.org",
                "@type": "NewsArticle",
                "url": url,
                "mainEntityOfPage": url,
                "headline": doc.title,
                "description": doc.extra.get("subtitle", self.lede(doc)),
                "datePublished": doc.iso,
                "dateModified": doc.iso,
                "isAccessibleForFree": not doc.extra.get("paywall"),
                "author": [
                    {"@type": "Person", "name": a, "url": f"https://substack.test/@{a.lower().replace(' ', '')}"}
                    for a in doc.authors
                ],
                "publisher": {"@type": "Organization", "name": "The Tideline", "url": self.origin},
            }
            return "\n".join(
                [
                    f"<title>{esc(doc.title)} - by {esc(authors)} - The Tideline</title>",
                    '<meta property="og:type" content="article">',
                    f'<meta property="og:title" content="{esc(doc.title)}">',
                    f'<meta name="author" content="{esc(authors)}">',
                    f'<meta property="og:description" content="{esc(doc.extra.get("subtitle", self.lede(doc)))}">',
                    f'<link rel="canonical" href="{esc(url)}">',
                    f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>',
                ]
            )
        og_type = "article" if doc.path.startswith("/p/") else "website"
        t = "The Tideline" if doc.key == "home" else f"{doc.title} - The Tideline"
        return f'<title>{esc(t)}</title>\n<meta property="og:type" content="{og_type}">\n<meta property="og:title" content="{esc(doc.title)}">\n<meta name="author" content="Maren Holt">\n<link rel="canonical" href="{esc(url)}">'

    def frame(self, doc: Doc, main: str) -> str:
        a = self.a
        pre = {
            "base_url": self.origin,
            "pub": {
                "id": 1184203,
                "name": "The Tideline",
                "subdomain": "thetideline",
                "custom_domain": "www.thetideline.test",
                "author_name": "Maren Holt",
                "language": "en",
            },
            "isChromeless": False,
            "page": "post" if doc.path.startswith("/p/") else doc.kind,
        }
        if doc.is_article:
            pre["post"] = {
                "id": 15000000 + len(doc.path) * 1013,
                "title": doc.title,
                "slug": doc.path.split("/")[-1],
                "post_date": doc.iso,
                "audience": "only_paid" if doc.extra.get("paywall") else "everyone",
                "type": "podcast" if doc.extra.get("podcast") else "newsletter",
                "comment_count": doc.extra.get("comments", 0),
            }
        preloads = json.dumps(json.dumps(pre))
        nav = " ".join(
            [
                a("home", "Home", "nav", C_NAV_LINK),
                '<a class="nav-link" href="/podcast">Podcast</a>',
                a("fieldnotes", "Field Notes", "nav", C_NAV_LINK),
                a("archive", "Archive", "nav", C_NAV_LINK),
                a("about", "About", "nav", C_NAV_LINK),
                a("search", "Search", "nav", C_NAV_LINK),
            ]
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover">
{self.head(doc)}
<meta property="og:site_name" content="The Tideline">
<link rel="alternate" type="application/rss+xml" href="{self.origin}/feed" title="The Tideline">
<link rel="stylesheet" href="https://substackcdn.test/min/main.css?v=8a2f1c">
<style>/*PAD*/</style>
</head>
<body class="pc-root">
<div id="entry"><div id="main" class="main typography use-theme-bg">
<div class="main-menu"><div class="topbar-content"><a class="navbar-logo" href="/"><img src="https://substackcdn.test/image/fetch/w_80,h_80,c_fill/tideline-icon.png" alt="The Tideline"></a><h1 class="navbar-title"><a href="/" class="navbar-title-link">The Tideline</a></h1><div class="navbar-buttons">{a("subscribe", "Subscribe", "nav", C_BUTTON_PRIMARY_SUBSCRIBE_BTN)}<a class="button sign-in-link" href="https://substack.test/sign-in?redirect=%2F">Sign in</a></div></div><div class="main-menu-content"><nav class="pencraft pc-display-flex">{nav}</nav></div></div>
<div class="container">
{main}
</div>
<div class="footer-wrap publication-footer"><div class="footer"><div class="footer-buttons"><span>\u00a9 2026 Maren Holt</span> \u00b7 {a("policy", "Comment policy", "footer")} \u00b7 <a href="https://substack.test/privacy">Privacy</a> \u00b7 <a href="https://substack.test/tos">Terms</a> \u00b7 <a href="https://substack.test/ccpa#personal-data-collected">Collection notice</a></div><div class="footer-substack-cta"><a href="https://substack.test/signup?utm_source=substack&amp;utm_medium=web&amp;utm_content=footer">Start writing</a><a href="https://substack.test/app">Get the app</a></div><p class="footer-disclaimer">Substack is the home for great culture</p></div></div>
</div></div>
<script>window._preloads = JSON.parse({preloads})</script>
<script src="https://substackcdn.test/min/main.bundle.js?v=8a2f1c" charset="utf-8"></script>
</body>
</html>
"""

    def byline(self, doc: Doc) -> str:
        names = " and ".join(
            f'<a href="https://substack.test/@{a.lower().replace(" ", "")}" class="pencraft frontend-pencraft-Text-module__decoration-hover-underline">{esc(a)}</a>'
            for a in doc.authors
        )
        return f'<div class="post-meta"><div class="byline-wrapper"><div class="profile-hover-card-target">{names}</div><div class="pencraft pc-reset color-pub-secondary-text meta">{esc(doc.stamp)}</div></div></div>'

    def subscribe_widget(self) -> str:
        return f'<div class="subscribe-widget"><p class="cta-caption">The Tideline is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber.</p><form class="form"><input type="email" placeholder="Type your email\u2026"><button>Subscribe</button></form>{self.a("subscribe", "See plans", "content")}</div>'

    def comment_list(self, rows: list[tuple[str, ...]]) -> str:
        out = []
        for row in rows:
            name, when, text = (row[0], row[1], row[2]) if len(row) == 3 else (row[0], "3d", row[1])
            out.append(
                f'<div class="comment-list-item"><div class="comment-meta"><a class="commenter-name" href="https://substack.test/@{name.lower().replace(" ", "").replace(".", "")}">{esc(name)}</a> <span class="comment-date">{when}</span></div><div class="comment-body"><p>{esc(text)}</p></div><div class="comment-actions"><button>Like</button><button>Reply</button><button>Share</button></div></div>'
            )
        return "".join(out)

    def story_main(self, doc: Doc) -> str:
        sub = f'<h3 class="subtitle">{esc(doc.extra["subtitle"])}</h3>' if doc.extra.get("subtitle") else ""
        section = (
            f'<a class="post-section" href="/s/field-notes">{esc(doc.extra["section_name"])}</a>'
            if doc.extra.get("section_name")
            else ""
        )
        player = ""
        if doc.extra.get("podcast"):
            player = '<div class="player-wrapper-outer"><div class="audio-player"><button class="play" aria-label="Play"></button><div class="audio-title">Episode 14: Oyster farmers vs. the burrowing shrimp</div><div class="audio-time">0:00 / 47:12</div><audio src="https://api.substack.test/api/v1/audio/upload/9a77c1/src" preload="none"></audio></div><div class="podcast-links"><a href="https://podcasts.apple.test/us/podcast/the-tideline/id1711">Apple Podcasts</a> <a href="https://open.spotify.test/show/1tdl">Spotify</a> <a href="/feed/podcast">RSS</a></div></div>'
        paywall = ""
        if doc.extra.get("paywall"):
            paywall = f'<div class="paywall"><div class="paywall-content"><h2 class="paywall-title">Keep reading with a 7-day free trial</h2><p class="paywall-cta">Subscribe to The Tideline to keep reading this post and get 7 days of free access to the full post archives.</p>{self.a("subscribe", "Start trial", "paywall", C_BUTTON_PRIMARY)}<p class="paywall-login">Already a paid subscriber? <a href="https://substack.test/sign-in">Sign in</a></p></div></div>'
        n = doc.extra.get("comments", 0)
        comments = ""
        if doc.key == "cannery":
            comments = f'<div class="comments-section"><h4>Discussion about this post</h4>{self.comment_list(COMMENTS[:3])}{self.a("comments", f"View all {n} comments", "comments", C_MORE_COMMENTS)}</div>'
        elif n:
            comments = f'<div class="comments-section"><h4>Discussion about this post</h4><p class="comments-paywall">Comments are for paid subscribers. {n} comments.</p></div>'
        more = [k for k in ("cannery", "crab", "salmon", "oyster", "guest", "links") if k != doc.key][:3]
        recs = "".join(
            f'<div class="post-preview">{self.a(k, self.docs[k].title, "related", C_POST_PREVIEW_TITLE)}<div class="post-preview-meta">{esc(self.docs[k].stamp)}</div></div>'
            for k in more
        )
        return f"""<div class="single-post-container"><div class="single-post"><article class="typography newsletter-post post">
<div class="post-header">{section}<h1 class="post-title published">{esc(doc.title)}</h1>{sub}{self.byline(doc)}
<div class="post-ufi"><button class="like-button">\u2661 {n * 7 + 12}</button>{self.a("comments", str(n), "ufi", C_POST_UFI_COMMENT_BUTTON) if doc.key == "cannery" else f'<span class="post-ufi-comment-button">{n}</span>'}<button class="share">Share</button></div></div>
{player}
<div class="available-content"><div class="body markup" dir="auto">
{self.blocks(doc)}
</div></div>
{paywall}
</article>
{self.subscribe_widget() if not doc.extra.get("paywall") else ""}
{comments}
<div class="post-footer-recommendations"><h3>Ready for more?</h3>{recs}</div>
</div></div>"""

    def listing_main(self, doc: Doc) -> str:
        rows = []
        for k in doc.extra["list"]:
            d = self.docs[k]
            lock = ' <span class="audience-lock" aria-label="Paid">\U0001f512</span>' if d.extra.get("paywall") else ""
            date = d.stamp or d.extra.get("date_printed", "")
            who = " and ".join(d.authors) if d.authors else "Maren Holt"
            rows.append(
                f'<div class="post-preview portable-archive-post">{self.a(k, d.title, "content", C_POST_PREVIEW_TITLE_NEWSLETTER)}{lock}<div class="post-preview-description">{esc(d.extra.get("subtitle", self.lede(d)) if d.blocks else "Tell us in the comments.")}</div><div class="post-preview-meta"><span>{esc(date)}</span> \u2022 <span>{esc(who)}</span></div></div>'
            )
        head = ""
        if doc.key == "home":
            head = f'<div class="home-hero"><h2 class="pub-tagline">Dispatches from the working coast of the Pacific Northwest</h2>{self.subscribe_widget()}</div><div class="home-tabs"><a href="/">Latest</a> {self.a("archive", "Top", "content")} {self.a("thread", "Discussions", "content")}</div>'
        elif doc.kind == "search":
            head = f'<h1 class="archive-title">Archive</h1><div class="archive-search"><input type="search" value="{esc(doc.title)}"></div><p class="search-count">{len(rows)} results for \u201c{esc(doc.title)}\u201d</p>'
        else:
            head = f'<h1 class="archive-title">{esc(doc.title)}</h1><div class="archive-tabs"><a href="/archive?sort=new">Latest</a> <a href="/archive?sort=top">Top</a> {self.a("thread", "Discussions", "content")}</div>'
        more = (
            '<div class="archive-more"><a href="/archive?sort=new&amp;offset=12" class="button">Load more</a></div>'
            if doc.key == "archive"
            else ""
        )
        return (
            f'<div class="portable-archive"><div class="portable-archive-list">{head}{"".join(rows)}{more}</div></div>'
        )

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "forum":
            return f'<div class="single-post-container"><article class="newsletter-post post thread"><div class="post-header"><h1 class="post-title published">{esc(doc.title)}</h1><div class="post-meta"><div class="byline-wrapper"><a href="https://substack.test/@marenholt">Maren Holt</a><div class="meta">Nov 29, 2026</div></div></div></div><div class="available-content"><div class="body markup"><p>Winter is when the coast is most itself. Tell me about the harbor, beach or ferry landing you love in December, and why. I will read every reply.</p></div></div></article><div class="comments-section thread-comments"><h4>{len(THREAD)} Comments</h4>{self.comment_list(THREAD)}</div></div>'
        if doc.kind == "comments":
            return f'<div class="comments-page"><div class="comments-page-header">{self.a("cannery", doc.title, "content", C_POST_TITLE_LINK)}<p class="comments-count">{len(COMMENTS)} Comments</p><div class="comment-sort">Sort by: <b>Top</b> New Chronological</div></div><form class="comment-input"><textarea placeholder="Write a comment\u2026"></textarea></form>{self.comment_list(COMMENTS)}</div>'
        if doc.kind == "subscribe":
            plans = [
                ("Free", "$0", "Free posts and the open threads"),
                ("Monthly", "$7/month", "All posts, the full archive and comments"),
                ("Annual", "$70/year", "Two months free"),
                ("Founding member", "$150/year", "Everything, plus a printed tide calendar"),
            ]
            cards = "".join(
                f'<div class="plan"><h3>{n}</h3><div class="price">{p}</div><p>{d}</p><button>Select</button></div>'
                for n, p, d in plans
            )
            return f'<div class="subscribe-page"><h1>{esc(doc.title)}</h1><p class="subscribe-lede">Dispatches from the working coast of the Pacific Northwest. Launched 3 years ago.</p><div class="plans">{cards}</div>{self.a("about", "About the publication", "content")}</div>'
        date = doc.extra.get("date_printed", "")
        meta = f'<div class="post-meta"><div class="meta">{esc(date)}</div></div>' if date else ""
        return f'<div class="single-post-container"><article class="newsletter-post post about-page"><div class="post-header"><h1 class="post-title">{esc(doc.title)}</h1>{meta}</div><div class="body markup">{self.blocks(doc)}</div></article>{self.subscribe_widget()}</div>'
