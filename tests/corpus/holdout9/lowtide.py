# ruff: noqa: E501 (page texts and markup are long literal lines)
"""Low Tide Notes: an English newsletter publication on a hosted newsletter platform (posts at /p/<slug>, an
archive, about, subscribe and sign-in pages, a podcast episode, recommendations); the platform's template
gives every page a BlogPosting JSON-LD, og:type=article and an author meta."""

from __future__ import annotations

from common import blocks_html, lying_head
from sitekit import Doc, Site, css_rules, esc

D = Doc
MON = {"11": "Nov", "12": "Dec"}


class LowTide(Site):
    origin = "https://lowtidenotes.test"
    name = "Low Tide Notes"
    prefix = "ltn"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ltn",
            [
                ".navbar",
                ".post-header",
                ".available-content p",
                ".subscribe-widget",
                ".post-ufi",
                ".comments-section",
                ".footer-wrap",
                ".portable-archive-list .post-preview",
                ".paywall",
                ".pencraft",
            ],
            400,
        )

    def post(
        self,
        key: str,
        slug: str,
        title: str,
        sub: str,
        authors: list[str],
        day: str,
        hour: str,
        blocks: list,
        shape: str,
        likes: int,
        comments: int,
        **kw,
    ) -> Doc:
        y, m, d = day.split("-")
        return self.add(
            D(
                key,
                f"/p/{slug}",
                "article",
                title,
                is_article=True,
                authors=authors,
                byline=" and ".join(authors),
                date=day,
                stamp=f"{MON[m]} {int(d)}, {y}",
                iso=f"{day}T{hour}:00.000Z",
                dek=sub,
                section="Posts",
                blocks=blocks,
                shape=shape,
                extra={"likes": likes, "comments": comments, **kw.pop("extra", {})},
                **kw,
            )
        )

    def build(self) -> None:
        def svc(key: str, path: str, kind: str, title: str, shape: str, **extra: object) -> None:
            self.add(
                D(
                    key,
                    path,
                    kind,
                    title,
                    shape=shape,
                    extra={"iso": "2023-05-02T15:00:00.000Z", "tpl_author": "Nora Quill", "tpl_person": True, **extra},
                )
            )

        svc("home", "/", "home", "Low Tide Notes", "newsletter-home-post-list-subscribe-hero")
        svc("archive", "/archive", "archive", "Archive", "newsletter-archive-all-posts-by-date")
        svc("about", "/about", "about", "About Low Tide Notes", "about-page-writers-bios-signed")
        svc("subscribe", "/subscribe", "subscribe", "Subscribe to Low Tide Notes", "paywall-plans-page-prices")
        svc(
            "recs",
            "/recommendations",
            "recommendations",
            "Publications Low Tide Notes recommends",
            "recommendations-page-external-newsletters",
        )
        svc(
            "podcast",
            "/p/episode-14-the-harbor-dredge",
            "podcast",
            "Episode 14: The harbor dredge, with Ben Adeyemi",
            "podcast-episode-player-show-notes-at-post-url",
            iso="2026-11-25T12:00:00.000Z",
        )
        svc("tag", "/t/fisheries", "tag", "Fisheries", "tag-page-post-list")
        svc("signin", "/account/login", "login", "Sign in to Low Tide Notes", "sign-in-page-email-form")
        svc("tos", "/tos", "policy", "Terms of use and privacy", "terms-privacy-last-updated")

        self.post(
            "paywalled",
            "what-the-dredge-contract-says",
            "What the dredge contract actually says",
            "I read all 212 pages so you don't have to. Here's the part that matters.",
            ["Nora Quill"],
            "2026-11-30",
            "13:00",
            [
                (
                    "p",
                    "The Port Commission voted on Tuesday to award the harbor dredging contract to Saltmarsh "
                    "Marine, and most of the coverage stopped at the price: $14.2 million over four years.",
                ),
                (
                    "p",
                    "The price is the least interesting number in the document. The contract lets the company "
                    "dump dredged sediment at the old gravel pit on Marsh Road, and nobody mentioned that at the meeting.",
                ),
            ],
            "paywalled-post-two-visible-paragraphs-and-paid-box",
            88,
            31,
            extra={"paywall": True},
        )
        self.post(
            "mailbag",
            "mailbag-your-letters-on-the-ferry",
            "Mailbag: your letters on the ferry schedule",
            "Six of you wrote in. Here are the letters, lightly trimmed.",
            ["Nora Quill"],
            "2026-11-28",
            "09:30",
            [
                (
                    "p",
                    "Last week's post on the winter ferry schedule brought more mail than anything since the "
                    "cannery series. I've picked four letters that disagree with each other and with me.",
                ),
                (
                    "p",
                    "The 6.10 sailing is the only one that gets me to the hospital before my shift. Cutting it "
                    "to three days a week means I either sleep in my car or find another job.",
                ),
                ("sig", "Dana Whitcombe, Gull Island"),
                (
                    "p",
                    "I'm sorry, but nobody rides the 9pm boat in January. I've been on it. I counted four "
                    "people and two of them were crew going home.",
                ),
                ("sig", "Russ Pelham, Harbor Heights"),
                (
                    "p",
                    "You left out the freight. The grocery on the island gets its milk on the morning boat. "
                    "No boat, no milk, and I doubt the commission has thought about that.",
                ),
                ("sig", "Marguerite Oyelaran, owner, Island Provisions"),
                (
                    "p",
                    "Could the county run a smaller boat in winter instead of fewer sailings? The old Tern sits "
                    "in the yard all year doing nothing.",
                ),
                ("sig", "Teddy Lusk, retired ferry engineer"),
            ],
            "letters-to-the-editor-signed-letters-signatures-not-body",
            54,
            22,
        )
        self.post(
            "cannery",
            "the-cannery-that-wont-close",
            "The cannery that won't close",
            "Everyone in town has predicted the end of Pell & Daughters for thirty years. They are still canning.",
            ["Nora Quill"],
            "2026-11-24",
            "11:00",
            [
                (
                    "p",
                    "At six in the morning the smell reaches the ferry landing before the building does. Pell & "
                    "Daughters has canned sardines on the north pier since 1931, and for most of that time "
                    "someone in town has been sure it was about to shut.",
                ),
                (
                    "p",
                    "It employs 46 people now, down from about 300 in the seventies. Its owner, Agnes Pell, "
                    "is 79 and still signs every paycheck by hand.",
                ),
                (
                    "p",
                    "\u201cThe bank told my father to sell in 1988,\u201d she said, standing by a line of steel "
                    "retorts older than she is. \u201cThe bank is gone. We're here.\u201d",
                ),
                (
                    "p",
                    "The cannery survives on a few big orders from specialty grocers and on a stubbornness that "
                    "the workers describe with affection and some exasperation.",
                ),
                (
                    "p",
                    "The workers are voting next month on whether to join a union, a story I've written up "
                    "[[union|in a separate post]]. Agnes Pell says she will not fight it.",
                ),
                (
                    "p",
                    "What happens when she retires is the question nobody at the pier wants to answer. She "
                    "has two daughters. Neither works at the cannery.",
                ),
            ],
            "long-reported-post-links-body-only-post",
            212,
            64,
            image="Cans moving along the line at Pell & Daughters",
        )
        self.post(
            "union",
            "cannery-workers-union-vote",
            "Cannery workers will vote on a union on December 18",
            "A short follow-up to the cannery story.",
            ["Nora Quill"],
            "2026-11-25",
            "16:00",
            [
                (
                    "p",
                    "Workers at Pell & Daughters will vote on December 18 on whether to be represented by the "
                    "Coastal Food Workers union, the regional labor board confirmed on Tuesday.",
                ),
                (
                    "p",
                    "Organizers say 31 of the 46 employees signed cards. The main issues are winter hours and "
                    "the cost of the company health plan, which went up 18 percent this year.",
                ),
                (
                    "p",
                    "Agnes Pell told me she would \u201cabide by what they decide\u201d and would not hire "
                    "consultants to campaign against the union.",
                ),
            ],
            "short-follow-up-post-linked-from-another-post-body-and-archive",
            47,
            9,
        )
        self.post(
            "essay",
            "why-i-stopped-counting-boats",
            "Why I stopped counting boats",
            "A personal note on numbers, and what they leave out.",
            ["Nora Quill"],
            "2026-11-21",
            "08:00",
            [
                (
                    "p",
                    "For two years I stood on the breakwater every Saturday and counted the commercial boats "
                    "going out. I had a spreadsheet. I made charts. Some of you liked the charts.",
                ),
                (
                    "p",
                    "I stopped in October, and I owe you an explanation. The count was going down, which "
                    "everyone already knew, and the chart could not tell me why.",
                ),
                (
                    "p",
                    "The why was in the kitchens and the bank offices and the clinic waiting rooms, and I had "
                    "been standing on a rock instead of going there.",
                ),
                (
                    "p",
                    "So this winter I'm going to spend fewer Saturdays on the breakwater and more of them in "
                    "those rooms. The charts will come back when they mean something.",
                ),
            ],
            "first-person-essay-opinion-post",
            301,
            88,
        )
        self.post(
            "qa",
            "a-conversation-with-the-harbormaster",
            "A conversation with the harbormaster",
            "Jo Castellanos has run the harbor for eleven years. She retires in March.",
            ["Ben Adeyemi"],
            "2026-11-19",
            "10:00",
            [
                (
                    "p",
                    "Jo Castellanos became harbormaster in 2015, the winter the east float sank. I talked to her "
                    "in the harbor office about dredging, moorings and what she will not miss.",
                ),
                (
                    "qa",
                    "Ben: What is the hardest part of the job that nobody sees?",
                    "Jo: The waiting list. There are 140 people waiting for a mooring and I have to tell most of them it will be years.",
                ),
                (
                    "qa",
                    "Ben: Is the dredge going to fix the silting?",
                    "Jo: For a while. The river brings the mud down every spring. You don't fix it, you keep up with it.",
                ),
                (
                    "qa",
                    "Ben: What will you not miss?",
                    "Jo: The phone ringing at 2am because a boat has dragged its anchor.",
                ),
                (
                    "qa",
                    "Ben: And what will you miss?",
                    "Jo: The harbor at 5am in August. Nobody else awake and the water like glass.",
                ),
            ],
            "qa-interview-name-prefixes-second-writer",
            133,
            27,
        )
        self.post(
            "gauge",
            "forty-years-of-tide-gauge-data",
            "Forty years of tide gauge data, in five charts",
            "We asked the county for every reading since 1986. Here is what it shows.",
            ["Nora Quill", "Ben Adeyemi"],
            "2026-11-14",
            "12:00",
            [
                (
                    "p",
                    "The tide gauge at the end of the fuel dock has recorded the water level every six minutes "
                    "since 1986. The county sent us the whole record after a four-month wait.",
                ),
                ("h2", "The average high tide is higher"),
                (
                    "p",
                    "Mean high water has risen by about 11 centimeters over forty years, a little faster in the last decade.",
                ),
                ("h2", "Flood days have tripled"),
                (
                    "p",
                    "The number of days when the water topped the fuel dock rose from three a year in the eighties to eleven now.",
                ),
                ("h2", "Winter matters most"),
                (
                    "p",
                    "Almost every flood day came between November and February, when storm surge meets the big tides.",
                ),
                (
                    "fig",
                    "/img/gauge-chart-1.png",
                    "Chart of mean high water since 1986",
                    "Mean high water at the fuel dock gauge, yearly average, 1986 to 2025. Source: county harbor records.",
                ),
            ],
            "co-written-data-post-two-authors-charts",
            176,
            19,
        )
        self.post(
            "dispatch",
            "quick-dispatch-boat-ramp-reopens",
            "Quick dispatch: the boat ramp reopens Monday",
            "",
            ["Ben Adeyemi"],
            "2026-12-01",
            "18:00",
            [
                (
                    "p",
                    "The public boat ramp at Cove Park reopens on Monday after six weeks of repairs, the parks "
                    "department says. The new concrete is wider and the parking lot has been regraded. "
                    "Launch fees stay at $8.",
                ),
            ],
            "brief-three-sentences-one-paragraph-post",
            12,
            3,
        )
        self.post(
            "guest",
            "guest-post-the-oyster-farm-next-door",
            "Guest post: the oyster farm next door",
            "Lila Moreno farms oysters in the south cove. She wrote this for us.",
            ["Lila Moreno"],
            "2026-11-10",
            "09:00",
            [
                (
                    "note",
                    "A note from Nora: Lila is a reader who wrote in after the tide gauge post. I asked her to write this.",
                ),
                (
                    "p",
                    "People ask me whether the oysters mind the rising water. They don't, mostly. Oysters like "
                    "a bit more depth. What they mind is the mud.",
                ),
                (
                    "p",
                    "When the river floods, it carries silt into the cove and smothers the young oysters on the "
                    "bottom cages. I lost about a third of my seed stock in the February storms.",
                ),
                (
                    "p",
                    "I've moved the cages higher and started using floating bags, which cost more and need "
                    "turning every week. It works, but it doubles my hours on the water.",
                ),
                (
                    "p",
                    "I don't want sympathy. I want the county to think about the cove when it decides where the "
                    "dredge spoil goes.",
                ),
            ],
            "guest-post-author-differs-from-publication-editor-note-not-body",
            95,
            14,
        )

        posts = ["dispatch", "paywalled", "mailbag", "union", "cannery", "essay", "qa", "gauge", "guest"]
        self.docs["home"].extra["teasers"] = [
            ("paywalled", "lead"),
            ("dispatch", "text"),
            ("mailbag", "text"),
            ("cannery", "image"),
            ("cannery", "text"),
            ("essay", "text"),
            ("qa", "text"),
            ("gauge", "text"),
            ("guest", "text"),
        ]
        self.docs["archive"].extra["teasers"] = [(k, "text") for k in posts]
        self.docs["tag"].extra["teasers"] = [("cannery", "text"), ("union", "text"), ("guest", "text")]

    # ---- templates ----
    def preview(self, key: str, mode: str) -> str:
        d = self.docs[key]
        if mode == "image":
            img = f'<img src="https://cdn.inkwell.test/image/fetch/w_600/{key}.jpg" alt="{esc(d.image)}" width="600" height="400">'
            return f'<div class="post-preview-image">{self.a(key, d.image, "content", inner=img)}</div>'
        lock = ' <span class="audience-lock" title="Paid">&#128274;</span>' if d.extra.get("paywall") else ""
        sub = f'<div class="post-preview-description">{esc(d.dek)}</div>' if d.dek else ""
        title = self.a(key, d.title, "content", 'class="post-preview-title"')
        return (
            f'<div class="post-preview">{title}'
            f'{lock}{sub}<div class="post-preview-byline">{esc(d.byline)} &middot; '
            f'<time datetime="{d.iso}">{esc(d.stamp)}</time> &middot; {d.extra["likes"]} likes &middot; '
            f"{d.extra['comments']} comments</div></div>"
        )

    def navbar(self) -> str:
        tabs = "".join(
            f"<li>{self.a(k, t, 'chrome:nav')}</li>"
            for k, t in (
                ("home", "Home"),
                ("podcast", "Podcast"),
                ("archive", "Archive"),
                ("recs", "Recommendations"),
                ("about", "About"),
            )
        )
        return (
            f'<div class="navbar"><div class="navbar-title">{self.a("home", "Low Tide Notes", "chrome:header")}</div>'
            f'<div class="navbar-buttons">{self.a("subscribe", "Subscribe", "chrome:header", "class=button")}'
            f'{self.a("signin", "Sign in", "chrome:header")}</div></div><nav class="publication-tabs"><ul>{tabs}</ul></nav>'
        )

    def subscribe_widget(self) -> str:
        return (
            '<div class="subscribe-widget"><p>Low Tide Notes is a reader-supported publication about one harbor '
            'town. To receive new posts, consider becoming a subscriber.</p><form action="/api/v1/free" '
            'method="post"><input type="email" name="email" placeholder="Type your email..."><button>Subscribe'
            "</button></form></div>"
        )

    def footer(self) -> str:
        links = " &middot; ".join(
            self.a(k, t, "chrome:footer")
            for k, t in (
                ("tos", "Privacy"),
                ("tos", "Terms"),
                ("/collection-notice", "Collection notice"),
                ("subscribe", "Subscribe"),
            )
        )
        return (
            f'<div class="footer-wrap"><div class="footer">\u00a9 2026 Nora Quill &middot; {links}</div>'
            f'<div class="footer-platform"><a href="https://inkwell.test/start">Start your own newsletter</a> '
            f'&middot; <a href="https://inkwell.test/app">Get the app</a> &middot; Published with Inkwell</div></div>'
        )

    def comments(self, doc: Doc) -> str:
        notes = [
            ("Harriet M.", "This is why I subscribe. Thank you."),
            ("Pete from the yard", "Forwarding to my brother on the island."),
            ("a former deckhand", "The 6.10 boat was full every day I worked it."),
        ]
        items = "".join(
            f'<div class="comment"><div class="comment-meta"><strong>{esc(n)}</strong> {doc.stamp}</div>'
            f'<div class="comment-body"><p>{esc(t)}</p></div><div class="comment-actions">Like (2) Reply Share</div></div>'
            for n, t in notes
        )
        return (
            f'<div class="comments-section"><h4>{doc.extra["comments"]} Comments</h4><form class="comment-input">'
            f'<textarea placeholder="Write a comment..."></textarea></form>{items}'
            f'<a href="{esc(self.href(doc.path + "/comments"))}">See all comments</a></div>'
        )

    def ufi(self, doc: Doc) -> str:
        return (
            f'<div class="post-ufi"><button class="like-button">&#9825; {doc.extra["likes"]}</button>'
            f'<a class="comment-button" href="{esc(self.href(doc.path + "/comments"))}">&#128172; {doc.extra["comments"]}</a>'
            f'<button class="share-button">Share</button></div>'
        )

    def main_html(self, doc: Doc) -> str:
        if "teasers" in doc.extra:
            items = "\n".join(self.preview(t, m) for t, m in doc.extra["teasers"])
            hero = ""
            if doc.key == "home":
                hero = (
                    f'<div class="pub-hero"><h1>{esc(doc.title)}</h1><p>Notes on one small harbor town: its boats, '
                    f"its cannery, its tides. By Nora Quill and Ben Adeyemi.</p>{self.subscribe_widget()}</div>"
                    f'<div class="pub-podcast">{self.a("podcast", "New episode: The harbor dredge, with Ben Adeyemi", "content")}</div>'
                )
            else:
                hero = f'<h1 class="archive-title">{esc(doc.title)}</h1>'
            if doc.key == "archive":
                hero += '<div class="archive-tabs"><span>Latest</span> <a href="/archive?sort=top">Top</a> <a href="/archive?sort=discussions">Discussions</a></div>'
            return f'{hero}<div class="portable-archive-list">{items}</div>'
        if doc.is_article:
            sub = f'<h3 class="subtitle">{esc(doc.dek)}</h3>' if doc.dek else ""
            authors = ", ".join(self.a(f"/@{a.split()[0].lower()}", a, "byline") for a in doc.authors)
            body = blocks_html(self, doc.blocks, {"note": "editor-note", "sig": "letter-signature"})
            paywall = ""
            if doc.extra.get("paywall"):
                paywall = (
                    f'<div class="paywall"><h2 class="paywall-title">This post is for paid subscribers</h2>'
                    f"<p>{self.a('subscribe', 'Subscribe', 'content', 'class=button')}</p>"
                    f"<p>Already a paid subscriber? {self.a('signin', 'Sign in', 'content')}</p></div>"
                )
            tail = "" if paywall else self.subscribe_widget()
            if doc.key in ("cannery", "union", "guest"):
                tail += f'<div class="post-tags">{self.a("tag", "Fisheries", "tags", "class=pill")}</div>'
            return (
                f'<article class="post typography"><div class="post-header"><h1 class="post-title">{esc(doc.title)}</h1>'
                f'{sub}<div class="post-meta"><div class="byline-names">{authors}</div><div class="post-date">'
                f'<time datetime="{doc.iso}">{esc(doc.stamp)}</time></div></div>{self.ufi(doc)}</div>'
                f'<div class="available-content"><div class="body markup">{body}</div></div>{paywall}{tail}'
                f"{self.ufi(doc)}</article>{self.comments(doc)}"
            )
        return f'<article class="post typography page"><h1 class="post-title">{esc(doc.title)}</h1>{self.service(doc)}</article>'

    def service(self, doc: Doc) -> str:
        k = doc.key
        if k == "about":
            return (
                blocks_html(
                    self,
                    [
                        (
                            "p",
                            "Low Tide Notes is a weekly newsletter about Gull Harbor: its working waterfront, its local "
                            "government and the people who keep both going. It started in 2023 with 40 subscribers.",
                        ),
                        ("h2", "Who writes it"),
                        (
                            "p",
                            "Nora Quill covered the waterfront for the county paper for nine years before it stopped printing. "
                            "Ben Adeyemi joined in 2025 and hosts the podcast.",
                        ),
                        ("h2", "What paid subscribers get"),
                        (
                            "p",
                            "Everything is free for the first week. Paid subscribers get the document deep dives and the full archive.",
                        ),
                        ("p", "Tips and corrections: nora@lowtidenotes.test"),
                        ("sig", "Nora Quill, Gull Harbor, updated March 2026"),
                    ],
                )
                + f"<p>{self.a('subscribe', 'Subscribe now', 'content', 'class=button')}</p>"
            )
        if k == "subscribe":
            return (
                blocks_html(
                    self,
                    [
                        ("p", "Join 3,418 readers. Choose a plan."),
                        ("h2", "Free"),
                        ("p", "Weekly posts and the podcast."),
                        ("h2", "Monthly: $6"),
                        ("p", "Document deep dives, the full archive and comments."),
                        ("h2", "Annual: $60"),
                        ("p", "Two months free."),
                        ("h2", "Founding member: $150"),
                        ("p", "Our thanks, and a tote bag made from old sailcloth."),
                    ],
                )
                + '<form action="/api/v1/checkout" method="post"><input type="email" name="email"><button>Continue</button></form>'
            )
        if k == "recs":
            recs = [
                ("The Estuary Ledger", "Weekly news from the river towns upstream.", "https://estuaryledger.test/"),
                ("Cold Storage", "A newsletter about the seafood supply chain.", "https://coldstorage.test/"),
                (
                    "Civic Minutes",
                    "Plain-language summaries of small-town council meetings.",
                    "https://civicminutes.test/",
                ),
                ("Saltbox", "Architecture and preservation on the northern coast.", "https://saltbox.test/"),
            ]
            items = "".join(
                f'<div class="recommendation"><a href="{u}"><strong>{esc(n)}</strong></a><p>{esc(t)}</p>'
                f"<button>Subscribe</button></div>"
                for n, t, u in recs
            )
            return f"<p>Newsletters Nora and Ben read every week.</p>{items}"
        if k == "podcast":
            notes = [
                "00:00 Why the harbor silts up",
                "06:40 What the dredge contract covers",
                "18:15 Where the mud goes",
                "27:30 Listener questions",
            ]
            li = "".join(f"<li>{esc(n)}</li>" for n in notes)
            return (
                f'<div class="podcast-player"><audio controls preload="none" src="https://cdn.inkwell.test/audio/ep14.mp3">'
                f'</audio><span class="duration">34:12</span></div><p class="post-date">Nov 25, 2026 &middot; Low Tide '
                f'Notes podcast</p><ul class="show-notes">{li}</ul><p>Listen on <a href="https://podcasts.test/ltn">'
                f"your podcast app</a>. Read the written version: {self.a('paywalled', 'What the dredge contract actually says', 'content')}</p>"
            )
        if k == "signin":
            return (
                '<p>Enter your email and we will send you a sign-in link.</p><form action="/api/v1/email-login" method="post">'
                '<input type="email" name="email"><button>Continue</button></form><p>Or sign in with a password.</p>'
                + f"<p>Not a subscriber yet? {self.a('subscribe', 'See plans', 'content')}</p>"
            )
        if k == "tos":
            return blocks_html(
                self,
                [
                    ("p", "Last updated 3 March 2026"),
                    (
                        "p",
                        "These terms cover your use of Low Tide Notes. The platform that hosts us has its own terms, which also apply.",
                    ),
                    ("h2", "Subscriptions"),
                    (
                        "p",
                        "Paid plans renew automatically until cancelled. Refunds are given on request within 14 days.",
                    ),
                    ("h2", "Comments"),
                    ("p", "Be kind. We remove comments that attack other readers."),
                    ("h2", "Privacy"),
                    ("p", "We see your email address and your plan. We never sell or share either."),
                ],
            )
        return ""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        head = lying_head(
            self,
            doc,
            ld_type="BlogPosting",
            fixed_date="2023-05-02T15:00:00.000Z",
            fixed_author="Nora Quill",
            publisher=self.name,
            image="https://cdn.inkwell.test/image/ltn-logo.png",
            locale="en_US",
        )
        return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} - by Nora Quill - Low Tide Notes</title>
<link rel="canonical" href="{self.url(doc.key)}">
{head}
<link rel="alternate" type="application/rss+xml" href="/feed" title="Low Tide Notes">
<style>
/*PAD*/
</style>
</head>
<body class="pencraft theme-light">
<div id="entry"><div class="main-menu-content">
{self.navbar()}
<div class="container">
{self.main_html(doc)}
</div>
{self.footer()}
</div></div>
<script>window._preloads = {{"pub":{{"name":"Low Tide Notes","subdomain":"lowtidenotes"}},"isSubscribed":false}}</script>
</body>
</html>
"""
