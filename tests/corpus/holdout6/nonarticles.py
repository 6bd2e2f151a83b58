# ruff: noqa: RUF001, E501  -- multilingual synthetic text data: "ambiguous" characters and long strings are the content
"""Non-article pages of the sixth held-out set: most carry the evidence an article classifier keys on."""

from __future__ import annotations

from html import escape
from typing import Any

try:
    from .articles import author_meta, news_ld, og, pub_time, time_el
except ImportError:  # pragma: no cover
    from articles import author_meta, news_ld, og, pub_time, time_el  # type: ignore[no-redef]

P = "p"
H = "h"
X = "x"

NONARTICLES: list[dict[str, Any]] = []


def add(**spec: Any) -> None:
    spec["is_article"] = False
    NONARTICLES.append(spec)


def teasers(items: list[tuple[str, str]], host_path: str = "/story/", dated: bool = True) -> str:
    out = []
    for i, (head, dek) in enumerate(items):
        d = (
            f'<span class="teaser-date">{time_el(f"2026-03-{10 - i % 9:02d}T08:00:00Z", f"March {10 - i % 9}, 2026")}</span>'
            if dated
            else ""
        )
        out.append(
            f'<div class="teaser"><h3><a href="{host_path}{3000 + i}">{escape(head)}</a></h3>{d}'
            f'<p class="dek">{escape(dek)}</p></div>'
        )
    return "\n".join(out)


def table(rows: list[list[str]], head: list[str] | None = None, cls: str = "data") -> str:
    h = "<tr>" + "".join(f"<th>{escape(c)}</th>" for c in head) + "</tr>" if head else ""
    body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="{cls}">{h}{body}</table>'


def cms_ld(headline: str, iso: str, org: str) -> dict:
    # the CMS puts a NewsArticle on every page it renders, whatever the page is
    return {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": headline,
        "datePublished": iso,
        "author": {"@type": "Organization", "name": org},
    }


ART = [og("article")]

# --- pages with article evidence -------------------------------------------------------------------------------
add(
    file="en-press-kit.html",
    pub="harrow",
    path="/about/press/spring-festival-2026-press-kit",
    title="Press kit: Harrowgate Spring Festival 2026",
    shape="press-kit-og-article-newsarticle-org-byline",
    metas=[*ART, pub_time("2026-02-20T09:00:00+00:00")],
    jsonld=[cms_ld("Press kit: Harrowgate Spring Festival 2026", "2026-02-20T09:00:00+00:00", "Harrowgate Courier")],
    byline="<np-byline>By Communications Office</np-byline>",
    dateline=f"<np-timestamp>{time_el('2026-02-20T09:00:00+00:00', '20 February 2026')}</np-timestamp>",
    blocks=[
        (
            P,
            "The Harrowgate Spring Festival, presented by the Harrowgate Courier, returns to the Abbey Gardens from "
            "2 to 5 April 2026. This kit contains approved images, logos, programme facts and contacts for "
            "accredited media.",
        ),
        (
            P,
            "Accredited journalists may collect passes from the press tent at the north gate from 9am each day. "
            "Filming in the children's area requires written permission from the organisers.",
        ),
        (H, "Downloads"),
        (
            "li",
            [
                "Festival logo pack (ZIP, 14 MB)",
                "Programme fact sheet (PDF, 2 MB)",
                "Site map (PDF, 1 MB)",
                "Approved photographs 2025 (ZIP, 120 MB)",
            ],
        ),
        (H, "Media contacts"),
        (P, "Press office: press@harrowgatecourier.test, 01632 960 411 (9am–5pm). Out of hours: 07700 900 123."),
        (H, "Fast facts"),
        ("li", ["Four days, 120 events, 38 venues", "Expected attendance: 45,000", "First held: 1998"]),
    ],
)

add(
    file="en-faq-subscription-help.html",
    pub="marlow",
    path="/help/faq/subscriptions-and-delivery",
    title="Subscriptions and delivery: frequently asked questions",
    shape="faq-page-faqpage-and-newsarticle",
    metas=[
        *ART,
        pub_time("2025-11-03T10:00:00-08:00"),
        ("property", "article:modified_time", "2026-02-28T10:00:00-08:00"),
    ],
    jsonld=[
        cms_ld(
            "Subscriptions and delivery: frequently asked questions", "2025-11-03T10:00:00-08:00", "Marlow Bay Herald"
        ),
        {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            "mainEntity": [
                {
                    "@type": "Question",
                    "name": "How do I pause delivery?",
                    "acceptedAnswer": {
                        "@type": "Answer",
                        "text": "Use the Vacation Hold form at least two days ahead.",
                    },
                }
            ],
        },
    ],
    story_tag='article class="help-article"',
    dateline='<div class="post-meta">Last updated Feb 28, 2026</div>',
    blocks=[
        (
            P,
            "Answers to the questions our customer care team hears most. If yours is not here, call us at "
            "(555) 010-2200, 7 a.m. to 5 p.m. Pacific, Monday to Saturday.",
        ),
        (H, "How do I pause delivery while I am away?"),
        (
            P,
            "Use the Vacation Hold form in your account at least two days before you leave. You can choose to "
            "donate the papers you miss to local schools or to receive a credit.",
        ),
        (H, "My paper did not arrive. What should I do?"),
        (
            P,
            "Report a missed delivery online before 10 a.m. and a carrier will bring a replacement the same day in "
            "most areas. After 10 a.m. we add a credit to your account.",
        ),
        (H, "Can I share my digital subscription?"),
        (P, "Each subscription includes one additional household login. Add it under Account, then Sharing."),
        (H, "How do I cancel?"),
        (
            P,
            "You can cancel online at any time; access continues until the end of the period you have paid for. "
            "Print subscribers can also cancel by phone.",
        ),
        (H, "Why did my rate change?"),
        (P, "Introductory rates last 12 months. We send a notice 30 days before a new rate applies."),
    ],
)

add(
    file="en-campaign-support-landing.html",
    pub="ashcombe",
    path="/support",
    title="Keep local news in Ashcombe: become a member",
    shape="campaign-landing-signed-appeal-og-article",
    metas=[*ART, pub_time("2026-01-15T08:00:00-06:00"), author_meta("Harriet Cole")],
    jsonld=[cms_ld("Keep local news in Ashcombe: become a member", "2026-01-15T08:00:00-06:00", "Ashcombe Sentinel")],
    byline='<div class="css-by1ine">A letter from Harriet Cole, Editor</div>',
    blocks=[
        (
            P,
            "For 112 years the Ashcombe Sentinel has covered the council meetings, school boards and Friday night "
            "games that nobody else covers. Today, reader members pay for a third of our newsroom.",
        ),
        (
            P,
            "Advertising no longer pays the bills it once did. Memberships let us keep reporters at city hall and "
            "in the courts, and keep our stories free for everyone to read.",
        ),
        (
            P,
            "Members get an ad-free app, a monthly call with our editors and invitations to newsroom events. Most "
            "of all, they get a town where someone is still paying attention.",
        ),
        (P, "If you can, join today. Thank you for reading. — Harriet Cole, Editor"),
        (
            X,
            '<div class="tiers"><div class="tier"><b>Reader</b> $5/month <button>Join</button></div><div class="tier">'
            '<b>Supporter</b> $12/month <button>Join</button></div><div class="tier"><b>Patron</b> $25/month '
            '<button>Join</button></div></div><p class="small">Memberships renew automatically. Cancel any time.</p>',
        ),
    ],
)

add(
    file="en-team-about-bios.html",
    pub="pinecrest",
    path="/about/our-newsroom-team",
    title="Meet the Pinecrest Daily newsroom",
    shape="team-page-bios-og-article",
    metas=[*ART, pub_time("2025-09-01T09:00:00-05:00")],
    story_tag='article class="page"',
    blocks=[
        (
            P,
            "Pinecrest Daily is written and edited by eleven journalists in our office on Market Street. Here is who "
            "does what, and how to reach them.",
        )
    ]
    + [
        x
        for name, role, bio in [
            (
                "Jordan Ellis",
                "Courts and county government",
                "Jordan has covered the county courthouse since 2017 and "
                "previously reported for a public radio station in Tulsa. Jordan grew up on a farm near Harlan.",
            ),
            (
                "Priya Desai",
                "Schools",
                "Priya joined in 2022 from a statewide education newsletter. She writes the "
                "weekly School Day column and runs our graduation coverage.",
            ),
            (
                "Marcus Webb",
                "Sports editor",
                "Marcus has photographed and written about every state tournament since "
                "2009. He also coaches a youth soccer team on weekends.",
            ),
            (
                "Elena Ruiz",
                "Photographer",
                "Elena's work has won three state press awards. Before journalism she was a wildland firefighter.",
            ),
            (
                "Tom Nakamura",
                "Managing editor",
                "Tom oversees daily coverage and our corrections. Write to him with "
                "story ideas or complaints; he reads both.",
            ),
        ]
        for x in [(H, f"{name} — {role}"), (P, bio)]
    ],
)

add(
    file="en-events-calendar.html",
    pub="tide",
    path="/index.php/events/calendar?week=2026-11",
    title="Events calendar: March 9–15",
    shape="events-calendar-event-list-jsonld-joomla-microdata",
    jsonld=[
        {
            "@context": "https://schema.org",
            "@type": "ItemList",
            "itemListElement": [
                {"@type": "Event", "name": n, "startDate": d, "location": {"@type": "Place", "name": v}}
                for n, d, v in [
                    ("Oyster Shucking Contest", "2026-03-14T12:00", "Town Dock"),
                    ("Maritime Museum Late", "2026-03-12T18:00", "Maritime Museum"),
                    ("Library Book Sale", "2026-03-14T09:00", "Main Library"),
                ]
            ],
        }
    ],
    blocks=[
        (
            X,
            '<div class="filters"><select><option>All categories</option><option>Music</option><option>Family'
            '</option><option>Food</option></select><a href="?week=2026-10">‹ Previous week</a> '
            '<a href="?week=2026-12">Next week ›</a></div>',
        )
    ]
    + [
        (
            X,
            f'<div class="event" itemscope itemtype="https://schema.org/Event"><h3 itemprop="name">{escape(n)}</h3>'
            f'<div class="when">{escape(w)}</div><div class="where">{escape(v)}</div><p>{escape(d)}</p></div>',
        )
        for n, w, v, d in [
            (
                "Maritime Museum Late",
                "Thu, Mar 12, 6–9 p.m.",
                "Maritime Museum",
                "Galleries open late with a talk on the 1911 lighthouse keepers and a cash bar. Free for members.",
            ),
            (
                "Folk night at the Anchor",
                "Fri, Mar 13, 8 p.m.",
                "The Anchor Tavern",
                "Three local bands play sea shanties and Irish tunes; the upstairs room fills early, so come by 7:30.",
            ),
            (
                "Library Book Sale",
                "Sat, Mar 14, 9 a.m.–3 p.m.",
                "Main Library",
                "Thousands of donated books at a dollar each; all proceeds go to the children's reading programme.",
            ),
            (
                "Oyster Shucking Contest",
                "Sat, Mar 14, noon",
                "Town Dock",
                "Amateurs and pros race to open 24 oysters. Registration closes at 11 a.m.; spectators welcome.",
            ),
            (
                "Birding walk: the marsh in spring",
                "Sun, Mar 15, 7 a.m.",
                "Cove Creek trailhead",
                "A two-hour guided walk looking for the first ospreys of the season. Bring binoculars and boots.",
            ),
            ("Knitting circle", "Sun, Mar 15, 2 p.m.", "Community Center", "All levels; yarn provided for beginners."),
        ]
    ],
)

add(
    file="en-conference-agenda.html",
    pub="marlow",
    path="/events/coast-summit-2026/agenda",
    title="Coast Summit 2026: agenda and speakers",
    shape="conference-agenda-newsarticle-byline-team",
    metas=[*ART, pub_time("2026-01-20T09:00:00-08:00")],
    jsonld=[
        cms_ld("Coast Summit 2026: agenda and speakers", "2026-01-20T09:00:00-08:00", "Marlow Bay Herald"),
        {
            "@context": "https://schema.org",
            "@type": "Event",
            "name": "Coast Summit 2026",
            "startDate": "2026-04-22T09:00-07:00",
            "location": {"@type": "Place", "name": "Harbor Pavilion"},
        },
    ],
    byline='<div class="author-block">Posted by Events Team</div>',
    dateline=f'<div class="post-meta">{time_el("2026-01-20T09:00:00-08:00", "Jan 20, 2026")}</div>',
    blocks=[
        (
            P,
            "The Herald's annual Coast Summit brings together scientists, fishermen, planners and residents for a "
            "day of talks about the future of the shoreline. Tickets include lunch and the evening reception.",
        ),
        (H, "Morning"),
        (
            "li",
            [
                "9:00 Welcome and keynote: Sea level and the next 30 years",
                "10:15 Panel: Who pays for seawalls?",
                "11:30 Workshop: Reading a flood map",
            ],
        ),
        (H, "Afternoon"),
        (
            "li",
            [
                "1:30 Panel: The future of the fishing fleet",
                "2:45 Ten-minute talks from local projects",
                "4:00 Closing conversation with the Herald's editor",
            ],
        ),
        (H, "Venue and tickets"),
        (
            P,
            "Harbor Pavilion, 1 Wharf Street. Early-bird tickets are 45 dollars until March 31; students attend "
            "free with ID.",
        ),
        (X, '<a class="btn tickets" href="/events/coast-summit-2026/tickets">Buy tickets</a>'),
    ],
)

add(
    file="en-section-long-deks.html",
    pub="kestrel",
    path="/local/",
    title="Local news",
    shape="section-front-long-deks-og-article-angular-state",
    metas=ART,
    page_title="Local news – Kestrel Valley Times",
    ng_state={"section-local": {"items": [{"id": 9000 + i, "headline": f"Local item {i}"} for i in range(12)]}},
    story_html='<div class="section-front"><h1>Local news</h1>'
    + teasers(
        [
            (
                "Ditch company sells water shares to fund canal lining",
                "Shareholders voted to sell 120 shares to Elkhorn. "
                "Farmers worry the water will never come back to the fields, while the town says it will lease some back in "
                "wet years.",
            ),
            (
                "Commissioners approve sale of old fairgrounds for housing",
                "A developer plans 240 homes on Pine Street, a "
                "third of them priced for families below the county median income. Neighbours win four acres of park.",
            ),
            (
                "Elkhorn library gets a maker space",
                "The 3D printers and sewing machines will be free to use after a short "
                "safety class. The room opens in April, staffed by volunteers three evenings a week.",
            ),
            (
                "Snowpack above average in the upper valley",
                "Measurements at four sites show 112 per cent of normal. "
                "Irrigators say that is good news after two dry years, but a warm spring could still bring early runoff.",
            ),
            (
                "School board weighs four-day week",
                "Trustees heard from parents for three hours. A decision is due in May; "
                "the district says it would save 400,000 dollars a year in transport and utilities.",
            ),
            (
                "Hospital adds night urgent care",
                "Patients with minor injuries will no longer have to use the emergency "
                "room after 9 p.m. The clinic will be staffed by two nurse practitioners.",
            ),
        ],
        "/local/story/",
    )
    + '<nav class="pagination"><a href="/local/?page=2">Next page</a></nav></div>',
)

add(
    file="hu-author-bio-og-article.html",
    pub="tiszai",
    path="/szerzok/kovacs-anna",
    title="Kovács Anna",
    shape="hungarian-author-page-bio-og-article-profilepage",
    metas=[*ART, pub_time("2024-05-02T10:00:00+02:00")],
    jsonld=[
        {
            "@context": "https://schema.org",
            "@type": "ProfilePage",
            "mainEntity": {"@type": "Person", "name": "Kovács Anna", "jobTitle": "újságíró"},
        }
    ],
    blocks=[
        (
            P,
            "Kovács Anna 2014 óta dolgozik a Tiszai Hírlapnál. Szegeden született, a Szegedi Tudományegyetemen "
            "végzett kommunikáció szakon, előtte egy helyi rádióban volt riporter.",
        ),
        (
            P,
            "Közlekedésről, városfejlesztésről és önkormányzati ügyekről ír. 2021-ben a megyei újságírói díjat "
            "kapta a belvárosi parkolási rendszerről szóló sorozatáért.",
        ),
        (
            P,
            "Szabadidejében kerékpározik és kórusban énekel. Olvasói leveleket a kovacs.anna@tiszaihirlap.test "
            "címen fogad.",
        ),
        (
            X,
            "<h2>Legfrissebb cikkei</h2>"
            + teasers(
                [
                    ("Újszegedig hosszabbítják a villamosvonalat", "A közgyűlés jóváhagyta a beruházást."),
                    ("Lezárják a Belvárosi hidat", "Két hétig csak gyalogosan lehet átkelni."),
                    ("Új buszjáratok indulnak Tápéra", "Félóránként jár majd a 73-as busz."),
                    ("Drágul a parkolás a belvárosban", "Áprilistól óránként 60 forinttal kerül többe."),
                ],
                "/hirek/szeged/",
            ),
        ),
    ],
)

add(
    file="en-live-page-no-updates.html",
    pub="pinecrest",
    path="/news/2026/03/10/live-election-night-results",
    title="Live: Election night 2026 — follow our coverage",
    shape="live-page-placeholder-no-updates-liveblogposting",
    metas=[*ART, pub_time("2026-03-10T15:00:00-05:00")],
    jsonld=[
        {
            "@context": "https://schema.org",
            "@type": "LiveBlogPosting",
            "headline": "Live: Election night 2026",
            "datePublished": "2026-03-10T15:00:00-05:00",
            "coverageStartTime": "2026-03-10T19:00:00-05:00",
            "author": {"@type": "Person", "name": "Jordan Ellis"},
        }
    ],
    byline='<p class="byline">By Jordan Ellis</p>',
    dateline=f'<p class="byline">{time_el("2026-03-10T15:00:00-05:00", "March 10, 2026")}</p>',
    blocks=[
        (
            P,
            "Polls close at 7 p.m. Our live coverage of the county and city races will begin here when the first "
            "results come in. Refresh this page or turn on notifications in our app.",
        ),
        (
            P,
            "We will have reporters at the county clerk's office and at the candidates' parties, and results for "
            "every race on the ballot as soon as they are posted.",
        ),
        (X, '<div class="live-empty">No updates yet. Check back after 7 p.m.</div>'),
    ],
)

add(
    file="en-transcripts-index.html",
    pub="marlow",
    path="/podcasts/the-tide-line/transcripts",
    title="The Tide Line: episode transcripts",
    shape="transcripts-index-long-excerpts",
    metas=ART,
    blocks=[
        (
            P,
            "Full transcripts of every episode of The Tide Line, the Herald's weekly podcast. Transcripts are "
            "produced with software and checked by our producers; quotes should be checked against the audio.",
        ),
        (
            X,
            teasers(
                [
                    (
                        "Episode 88: The sardines are back",
                        "HOST: This week, the fish that disappeared for a decade. GUEST: "
                        "We started seeing schools off the point in November, and by January the sea lions had found them...",
                    ),
                    (
                        "Episode 87: Who owns the beach?",
                        "HOST: A fence went up on Cove Road and the county says it can't do "
                        "much about it. GUEST: The law here draws the line at the mean high tide, which moves...",
                    ),
                    (
                        "Episode 86: Night shift at the cannery",
                        "HOST: We spent a night with the crews who process the "
                        "catch. GUEST: You start at ten and you smell it until Thursday...",
                    ),
                    (
                        "Episode 85: The pier after the storm",
                        "HOST: Engineers walked us along the damaged deck. GUEST: The "
                        "pilings are older than anyone working here, and they did their job...",
                    ),
                    (
                        "Episode 84: A year of the new ferry",
                        "HOST: Ridership is up, and so are the complaints. GUEST: The "
                        "boat is fine. It's the schedule people want changed...",
                    ),
                ],
                "/podcasts/the-tide-line/transcripts/",
            ),
        ),
    ],
)

add(
    file="ro-quiz-bylined.html",
    pub="mures",
    path="/index.php/timp-liber/733-quiz-cat-de-bine-cunosti-muresul",
    title="Quiz: Cât de bine cunoști județul Mureș?",
    shape="romanian-quiz-person-byline-joomla-microdata",
    metas=[*ART, pub_time("2026-02-14T10:00:00+02:00"), author_meta("Ioana Rus")],
    byline='<dl class="article-info"><dd class="createdby">Scris de Ioana Rus</dd><dd class="published">'
    '<time datetime="2026-02-14T10:00:00+02:00" itemprop="datePublished">Publicat: 14 februarie 2026</time>'
    "</dd></dl>",
    blocks=[
        (
            P,
            "Zece întrebări despre orașele, râurile și oamenii județului. Bifează un răspuns la fiecare întrebare "
            "și vezi la final câte puncte ai adunat.",
        ),
        (
            X,
            "".join(
                f'<fieldset class="q"><legend>{i + 1}. {escape(q)}</legend>'
                + "".join(f'<label><input type="radio" name="q{i}"> {escape(o)}</label>' for o in opts)
                + "</fieldset>"
                for i, (q, opts) in enumerate(
                    [
                        ("Ce râu trece prin Târgu Mureș?", ["Mureș", "Olt", "Someș"]),
                        (
                            "În ce an a fost construită Cetatea Sighișoarei?",
                            ["Secolul XII", "Secolul XVI", "Secolul XIX"],
                        ),
                        ("Ce oraș este cunoscut drept orașul viorilor?", ["Reghin", "Luduș", "Sovata"]),
                        ("Cum se numește lacul sărat de la Sovata?", ["Ursu", "Roșu", "Bâlea"]),
                        ("Câte comune are județul?", ["91", "45", "120"]),
                    ]
                )
            ),
        ),
        (X, '<button class="quiz-submit">Vezi rezultatul</button>'),
    ],
)

add(
    file="en-poll-results-page.html",
    pub="harrow",
    path="/polls/2291/results",
    title="Poll results: Should the market square be pedestrianised?",
    shape="poll-results-widget-page",
    metas=ART,
    blocks=[
        (
            X,
            table(
                [
                    ["Yes, all week", "41%", "1,012"],
                    ["Only at weekends", "27%", "664"],
                    ["No", "29%", "718"],
                    ["Not sure", "3%", "71"],
                ],
                ["Answer", "Share", "Votes"],
                "poll-results",
            ),
        ),
        (P, "2,465 votes. This is not a scientific poll; it reflects only the readers who chose to take part."),
        (X, '<a href="/polls/">See all polls</a>'),
    ],
)

add(
    file="en-docs-open-data-api.html",
    pub="ninefield",
    path="/developers/docs/feeds-api/v2/",
    title="Feeds API v2 reference",
    shape="documentation-page-code-blocks-article-tag",
    metas=[*ART, ("property", "article:modified_time", "2026-01-28T12:00:00Z")],
    story_tag='article class="docs"',
    dateline='<div class="meta">Last updated 28 January 2026 by the Data Team</div>',
    blocks=[
        (
            P,
            "The Feeds API returns Ninefield Wire stories as JSON for licensed partners. All requests need an API key "
            "sent in the X-Api-Key header; keys are issued from the partner portal.",
        ),
        (H, "List stories"),
        (X, "<pre><code>GET /v2/stories?since=2026-01-01T00:00:00Z&amp;topic=weather&amp;limit=50</code></pre>"),
        (P, "Returns up to 100 stories, newest first. Use the next cursor in the response to page through results."),
        (H, "Parameters"),
        (
            X,
            table(
                [
                    ["since", "ISO 8601 time", "Only stories updated after this time"],
                    ["topic", "string", "One of the topic codes below"],
                    ["limit", "integer", "1 to 100, default 20"],
                    ["lang", "string", "Two-letter language code"],
                ],
                ["Name", "Type", "Description"],
            ),
        ),
        (H, "Rate limits"),
        (
            P,
            "Each key may make 600 requests a minute. Responses carry X-RateLimit-Remaining; a 429 means wait the "
            "number of seconds given in Retry-After.",
        ),
        (H, "Errors"),
        (X, '<pre><code>{"error": {"code": "invalid_topic", "message": "Unknown topic \'wether\'"}}</code></pre>'),
    ],
)

add(
    file="en-deals-page.html",
    pub="harrow",
    path="/deals/best-kettle-deals-this-week",
    title="Best kettle deals this week",
    shape="affiliate-deals-page-newsarticle-no-byline",
    metas=[*ART, pub_time("2026-03-09T06:00:00+00:00")],
    jsonld=[cms_ld("Best kettle deals this week", "2026-03-09T06:00:00+00:00", "Harrowgate Courier")],
    dateline="<np-timestamp>Prices checked daily · Updated 9 March 2026</np-timestamp>",
    blocks=[(P, "We may earn a commission when you buy through the links on this page.")]
    + [
        (
            X,
            f'<div class="deal-card"><img src="/img/deal{i}.jpg" alt=""><h3>{escape(n)}</h3><div class="price">'
            f'<s>{escape(was)}</s> <b>{escape(now)}</b></div><a class="buy" href="/go/d{i}">See deal at {escape(shop)}</a>'
            "</div>",
        )
        for i, (n, was, now, shop) in enumerate(
            [
                ("Quietboil 1.7L glass kettle", "£49.99", "£29.99", "Homestore"),
                ("Brewmaster rapid-boil steel kettle", "£39.00", "£24.00", "KitchenCo"),
                ("Tempset variable temperature kettle", "£79.99", "£54.99", "Homestore"),
                ("Compact travel kettle 0.5L", "£19.99", "£12.49", "ShopDirect"),
                ("Retro dome kettle, cream", "£59.00", "£35.00", "KitchenCo"),
                ("Smart app kettle", "£99.99", "£69.99", "TechHouse"),
            ]
        )
    ],
)

add(
    file="en-howto-card.html",
    pub="harrow",
    path="/lifestyle/home/how-to-bleed-a-radiator",
    title="How to bleed a radiator",
    shape="howto-card-howto-jsonld-byline-desk",
    metas=[*ART, pub_time("2025-10-12T09:00:00+01:00")],
    jsonld=[
        {
            "@context": "https://schema.org",
            "@type": "HowTo",
            "name": "How to bleed a radiator",
            "totalTime": "PT15M",
            "tool": [{"@type": "HowToTool", "name": "Radiator key"}],
            "step": [{"@type": "HowToStep", "text": "Turn the heating off."}],
        }
    ],
    byline="<np-byline>By Home Desk</np-byline>",
    blocks=[
        (X, '<div class="howto-facts">Time: 15 minutes · Difficulty: easy · Cost: about £3</div>'),
        (H, "You will need"),
        ("li", ["A radiator key", "An old towel", "A small bowl"]),
        (H, "Steps"),
        (
            X,
            '<ol class="steps"><li>Turn the heating off and let the radiators cool.</li><li>Hold the towel under '
            "the valve at the top corner of the radiator.</li><li>Turn the key a quarter turn anticlockwise until "
            "you hear hissing.</li><li>Close the valve as soon as water appears.</li><li>Check the boiler pressure "
            "and top it up if it is below 1 bar.</li></ol>",
        ),
        (H, "Tips"),
        ("li", ["Start with the radiator furthest from the boiler.", "Bleed radiators once a year, before winter."]),
    ],
)

add(
    file="en-tide-tables.html",
    pub="tide",
    path="/index.php/weather/tides",
    title="Tide tables: Tidewater harbour, March 2026",
    shape="tide-table-joomla-article-microdata",
    byline='<dl class="article-info text-muted"><dd class="published"><time datetime="2026-03-01T00:00:00-05:00" '
    'itemprop="datePublished">Published: 01 March 2026</time></dd></dl>',
    blocks=[
        (
            P,
            "Times are Eastern. Heights in feet above mean lower low water. Predictions only; wind and pressure can "
            "change actual levels.",
        ),
        (
            X,
            table(
                [
                    [
                        f"Mar {d}",
                        f"{(d * 47) % 12 + 1}:{(d * 13) % 60:02d} a.m.",
                        f"{4 + d % 3}.{d % 10}",
                        f"{(d * 47 + 6) % 12 + 1}:{(d * 29) % 60:02d} p.m.",
                        f"0.{d % 9}",
                    ]
                    for d in range(1, 32)
                ],
                ["Date", "High", "Ft", "Low", "Ft"],
                "tides",
            ),
        ),
    ],
)

add(
    file="ms-prayer-times.html",
    pub="selatan",
    path="/waktu-solat/johor/2026/03",
    title="Waktu solat Johor Bahru, Mac 2026",
    shape="malay-prayer-times-table",
    metas=ART,
    blocks=[
        (P, "Waktu solat bagi zon JHR02 (Johor Bahru, Kota Tinggi, Mersing). Sumber: jabatan agama negeri."),
        (
            X,
            table(
                [
                    [
                        f"{d} Mac",
                        f"5:{50 + d % 9}",
                        f"7:0{d % 9}",
                        f"1:1{d % 9}",
                        f"4:2{d % 9}",
                        f"7:1{d % 9}",
                        f"8:2{d % 9}",
                    ]
                    for d in range(1, 32)
                ],
                ["Tarikh", "Subuh", "Syuruk", "Zohor", "Asar", "Maghrib", "Isyak"],
                "waktu",
            ),
        ),
    ],
)

add(
    file="lt-election-results-windows1257.html",
    pub="nemunas",
    path="/rinkimai/2026/savivaldybes/rezultatai",
    title="Savivaldybių tarybų rinkimų rezultatai",
    shape="lithuanian-election-results-tables-windows-1257",
    metas=[*ART, pub_time("2026-03-01T23:40:00+02:00")],
    dateline='<div class="news-list-date">Atnaujinta 2026 m. kovo 1 d. 23:40</div>',
    blocks=[
        (P, "Rezultatai skelbiami pagal suskaičiuotas apylinkes. Galutiniai rezultatai bus patvirtinti per savaitę.")
    ]
    + [
        x
        for town in ["Kauno rajonas", "Jonava", "Kėdainiai", "Birštonas"]
        for x in [
            (H, town),
            (
                X,
                table(
                    [
                        [p, f"{(len(town) * (i + 3)) % 30 + 5},{i}", f"{(len(town) + i * 7) % 12 + 1}"]
                        for i, p in enumerate(
                            [
                                "Sąjūdis už regioną",
                                "Žalieji ir ūkininkai",
                                "Vietos bendruomenė",
                                "Liberalų sąrašas",
                                "Nepriklausomi kandidatai",
                            ]
                        )
                    ],
                    ["Sąrašas", "Balsai, %", "Mandatai"],
                ),
            ),
        ]
    ],
)

add(
    file="sw-fixtures-schedule.html",
    pub="pwani",
    path="/michezo/ratiba-ligi-kuu-2026",
    title="Ratiba ya Ligi Kuu: mzunguko wa 20 hadi 24",
    shape="swahili-league-fixtures-schedule-og-article",
    metas=[*ART, pub_time("2026-03-02T08:00:00+03:00")],
    byline='<div class="author-line">Na Mwandishi Wetu</div>',
    blocks=[(P, "Ratiba kamili ya mechi za Ligi Kuu kwa mizunguko ya 20 hadi 24. Saa zote ni za Afrika Mashariki.")]
    + [
        x
        for r in range(20, 25)
        for x in [
            (H, f"Mzunguko wa {r}"),
            (
                X,
                table(
                    [
                        [f"{r - 17} Machi 2026", a, b, f"{15 + (r + i) % 5}:00", "Uwanja wa " + a.split()[0]]
                        for i, (a, b) in enumerate(
                            [
                                ("Bandari FC", "Pwani Stars"),
                                ("Kilifi United", "Malindi City"),
                                ("Mombasa Rangers", "Lamu Sailors"),
                            ]
                        )
                    ],
                    ["Tarehe", "Nyumbani", "Ugenini", "Saa", "Uwanja"],
                ),
            ),
        ]
    ],
)

add(
    file="de-netiquette-rules.html",
    pub="lahntal",
    path="/service/netiquette-regeln-fuer-kommentare",
    title="Netiquette: Unsere Regeln für Kommentare",
    shape="german-comment-rules-og-article-person-author-meta",
    metas=[*ART, pub_time("2023-06-01T10:00:00+02:00"), author_meta("Katrin Maurer")],
    byline='<div class="news-list-author">Von Katrin Maurer, Leiterin Digitales</div>',
    dateline='<div class="news-list-date">Stand: 1. Januar 2026</div>',
    blocks=[
        (
            P,
            "Wir freuen uns über Ihre Meinung. Damit die Diskussion unter unseren Artikeln lebendig und fair bleibt, "
            "gelten für alle Kommentare die folgenden Regeln.",
        ),
        (H, "1. Respekt"),
        (P, "Beleidigungen, Drohungen und Diskriminierung löschen wir ohne Ankündigung."),
        (H, "2. Beim Thema bleiben"),
        (P, "Kommentare ohne Bezug zum Artikel werden nicht freigeschaltet."),
        (H, "3. Keine Werbung"),
        (P, "Links zu kommerziellen Angeboten und Kettenbriefe sind nicht erlaubt."),
        (H, "4. Klarnamen"),
        (P, "Wir empfehlen, unter Ihrem echten Namen zu schreiben; Pflicht ist es nicht."),
        (H, "5. Moderation"),
        (
            P,
            "Die Redaktion moderiert werktags von 7 bis 22 Uhr. Nachts ist die Funktion "
            "geschlossen. Wiederholte Verstöße führen zur Sperrung des Kontos.",
        ),
    ],
)

add(
    file="uk-archive-month-koi8u.html",
    pub="dnipro",
    path="/news/archive/2026/02/",
    title="Архів новин: лютий 2026",
    shape="ukrainian-archive-month-koi8-u-header",
    decl="header",
    h1_html='<h3 class="news-title">Архів новин: лютий 2026</h3>',
    blocks=[
        (
            X,
            "".join(
                f'<div class="news-item"><span class="news-date-time">{d:02d}.02.2026</span> '
                f'<a href="/news/misto/{12000 + d}/"><b>{escape(h)}</b></a><br />{escape(t)}</div>'
                for d, h, t in [
                    (27, "Тролейбус №3 змінить маршрут", "З понеділка тролейбус їздитиме через проспект Миру."),
                    (25, "У парку висадили двісті дубів", "Саджанці надала обласна лісова служба."),
                    (23, "Ціни на хліб зросли на п'ять відсотків", "Хлібозавод пояснює подорожчання борошном."),
                    (20, "Відкрили пункт незламності на лівому березі", "Пункт працює цілодобово."),
                    (18, "Футбольний клуб оголосив нового тренера", "Контракт підписано на два роки."),
                    (15, "У школах оновили укриття", "Роботи завершили у дванадцяти школах міста."),
                    (12, "Міськрада ухвалила програму ремонту доріг", "На ремонт спрямують 90 мільйонів."),
                    (9, "На Набережній тестують нове освітлення", "Ліхтарі вмикатимуться за датчиком руху."),
                    (5, "Ярмарок меду пройде у суботу", "Свою продукцію привезуть сорок пасічників."),
                    (2, "Бібліотека відкрила розмовний клуб", "Зустрічі щочетверга о шостій вечора."),
                ]
            ),
        ),
        (
            X,
            '<div class="pager"><a href="/news/archive/2026/01/">« Січень</a> <a href="/news/archive/2026/03/">'
            "Березень »</a></div>",
        ),
    ],
)

add(
    file="ur-tag-page-rtl.html",
    pub="roshni",
    path="/tag/lahore-traffic",
    title="لاہور ٹریفک",
    shape="urdu-tag-page-rtl-og-article-pubtime",
    metas=[*ART, pub_time("2026-02-14T11:30:00+05:00")],
    blocks=[
        (
            X,
            teasers(
                [
                    (
                        "کینال روڈ پر تین نئے انڈر پاس",
                        "صوبائی حکومت نے منصوبے کی منظوری دے دی ہے جس سے سفر کا وقت آدھا ہونے کی توقع ہے۔",
                    ),
                    (
                        "فیروز پور روڈ پر بس لین کا تجربہ",
                        "ایک ماہ کے تجربے کے بعد فیصلہ کیا جائے گا کہ لین مستقل کی جائے یا نہیں۔",
                    ),
                    ("ٹریفک وارڈنز کے لیے نئے کیمرے", "وارڈنز کی وردی پر لگے کیمرے چالان کے تنازعات کم کریں گے۔"),
                    ("رنگ روڈ کا جنوبی حصہ مکمل", "نئے حصے سے ائیرپورٹ تک رسائی آسان ہو جائے گی۔"),
                    (
                        "اسکولوں کے اوقات میں تبدیلی کی تجویز",
                        "صبح کے رش کو کم کرنے کے لیے اسکول آدھا گھنٹہ دیر سے کھولنے کی تجویز ہے۔",
                    ),
                ],
                "/news/lahore/",
            ),
        )
    ],
)

add(
    file="zh-home-gb18030.html",
    pub="jiang",
    path="/",
    title="江城晨报",
    page_title="江城晨报 - 江城新闻门户",
    shape="chinese-home-page-gb18030",
    h1_html='<h1 class="logo-title">江城晨报</h1>',
    blocks=[
        (
            X,
            teasers(
                [
                    ("江城首条跨江隧道完成贯通", "工程进入内部装修和机电安装阶段，预计明年上半年建成通车。"),
                    ("地铁三号线延长段年底通车", "延长段设站六座，串联江北新区和高铁站。"),
                    ("老旧小区加装电梯进度过半", "今年计划完成加装电梯三百部，目前已完成一百六十部。"),
                    ("市民文化节下月开幕", "为期一个月的文化节将举办演出、展览和讲座两百余场。"),
                    ("本周末气温回升", "气象台预计周末最高气温将升至二十度。"),
                    ("菜价平稳　鸡蛋小幅下跌", "农贸市场监测显示，本周蔬菜价格总体平稳。"),
                    ("高考报名人数创新高", "今年全市高考报名人数达四万二千人。"),
                    ("江滩公园新增健身步道", "步道全长五公里，沿江贯通三个公园。"),
                ],
                "/news/2026-03/",
            ),
        )
    ],
)

add(
    file="th-section-front-windows874.html",
    pub="lumnam",
    path="/news/region/",
    title="ข่าวภูมิภาค",
    shape="thai-section-front-windows-874-og-article",
    metas=ART,
    blocks=[
        (
            X,
            teasers(
                [
                    ("สหกรณ์ชาวนาเปิดโรงสีข้าวชุมชนแห่งแรก", "สมาชิกกว่าสามร้อยครัวเรือนร่วมลงหุ้น ชาวนาขายข้าวสารได้เอง"),
                    ("ชาวนาเร่งเก็บเกี่ยวก่อนน้ำหลาก", "กรมชลประทานเตือนระดับน้ำในแม่น้ำน่านอาจสูงขึ้นในสัปดาห์หน้า"),
                    ("เทศบาลเปิดตลาดน้ำแห่งใหม่", "ตลาดเปิดทุกวันเสาร์และอาทิตย์ มีร้านค้ากว่าหนึ่งร้อยร้าน"),
                    ("ราคายางพาราปรับตัวขึ้น", "ราคายางแผ่นดิบขยับขึ้นเป็นกิโลกรัมละหกสิบบาท"),
                    ("นักเรียนคว้ารางวัลหุ่นยนต์", "ทีมจากโรงเรียนประจำจังหวัดชนะการแข่งขันระดับภาค"),
                    ("ถนนสายใหม่เชื่อมสองอำเภอ", "ลดระยะทางการเดินทางลงกว่ายี่สิบกิโลเมตร"),
                ],
                "/news/region/2026/03/",
            ),
        )
    ],
)

add(
    file="bn-soft-404.html",
    pub="padma",
    path="/bangladesh/khulna/2026/03/01/river-port-dredging",
    title="পৃষ্ঠাটি খুঁজে পাওয়া যায়নি",
    shape="bengali-soft-404-served-200-dated-url",
    metas=ART,
    blocks=[
        (P, "দুঃখিত, আপনি যে পৃষ্ঠাটি খুঁজছেন সেটি সরিয়ে ফেলা হয়েছে অথবা ঠিকানাটি ভুল।"),
        (P, "নিচের খোঁজ বাক্সে লিখে খবর খুঁজুন অথবা প্রচ্ছদে ফিরে যান।"),
        (
            X,
            '<form action="/search"><input name="q"><button>খুঁজুন</button></form><h3>সর্বশেষ</h3>'
            + teasers(
                [
                    ("রাজশাহীতে আমবাগানে সেচে সৌরপাম্প", "কমছে ডিজেলের খরচ"),
                    ("পদ্মায় ইলিশের দেখা মিলছে কম", "জেলেরা হতাশ"),
                    ("নতুন সেতুর কাজ শুরু আগামী মাসে", "ব্যয় ধরা হয়েছে চারশো কোটি টাকা"),
                ],
                "/bangladesh/",
            ),
        ),
    ],
)

add(
    file="en-newsletters-preferences.html",
    pub="pinecrest",
    path="/newsletters",
    title="Newsletters from Pinecrest Daily",
    shape="newsletter-catalogue-descriptions-og-article",
    metas=[*ART, pub_time("2025-06-01T09:00:00-05:00")],
    jsonld=[cms_ld("Newsletters from Pinecrest Daily", "2025-06-01T09:00:00-05:00", "Pinecrest Daily")],
    blocks=[(P, "Choose the newsletters you want. All are free; some extras are for subscribers.")]
    + [
        x
        for n, d in [
            (
                "The Morning Pine",
                "Every weekday at 6 a.m.: the five stories you need before work, the weather and one "
                "good thing happening in town.",
            ),
            (
                "Friday Night Lights",
                "High school sports scores, photos and the week's best plays, every Saturday "
                "morning in football and basketball season.",
            ),
            ("Courthouse Notes", "A weekly look at what happened at the county courthouse, written by Jordan Ellis."),
            ("Weekend Out", "Things to do, places to eat and events worth the drive, every Thursday afternoon."),
            ("Breaking News", "Alerts for major stories as they happen. Usually fewer than three a week."),
        ]
        for x in [(H, n), (P, d), (X, '<label class="toggle"><input type="checkbox"> Sign up</label>')]
    ],
)

add(
    file="en-delivery-areas.html",
    pub="ashcombe",
    path="/subscribe/print-delivery-areas",
    title="Where we deliver the print edition",
    shape="print-delivery-areas-list",
    metas=ART,
    blocks=[
        (
            P,
            "Home delivery of the Sentinel is available on the days below. Outside these areas, the e-edition is "
            "included with every digital subscription.",
        ),
        (
            X,
            table(
                [
                    [t, d, c]
                    for t, d, c in [
                        ("Ashcombe", "Daily", "5 a.m."),
                        ("Millbrook", "Daily", "5:30 a.m."),
                        ("Hollis", "Wed, Fri, Sun", "6 a.m."),
                        ("Cedar Point", "Sun only", "7 a.m."),
                        ("North Fork", "Wed, Sun", "6:30 a.m."),
                        ("Grafton", "Daily", "5 a.m."),
                        ("Pike's Landing", "Sun only", "7 a.m."),
                        ("Ridgeway", "Wed, Fri, Sun", "6 a.m."),
                    ]
                ],
                ["Town", "Days", "Delivered by"],
            ),
        ),
        (P, "To start delivery, call (555) 010-8800 or subscribe online."),
    ],
)

add(
    file="en-how-to-listen-frequencies.html",
    pub="kestrel",
    path="/radio/how-to-listen",
    title="How to listen to KVT Radio",
    shape="radio-frequencies-table-page",
    metas=ART,
    blocks=[
        (P, "KVT Radio broadcasts news on the hour and local sport on weekends across the valley."),
        (
            X,
            table(
                [
                    ["Elkhorn", "FM 91.3"],
                    ["Kestrel", "FM 88.7"],
                    ["Granite Pass", "FM 101.1"],
                    ["Upper Valley", "AM 1240"],
                    ["Stream", "kvtradio.test/listen"],
                ],
                ["Area", "Frequency"],
            ),
        ),
        (P, "Smart speakers: ask for KVT Radio. Reception problems? E-mail engineering@kvtradio.test."),
    ],
)

add(
    file="en-reservoir-dashboard.html",
    pub="marlow",
    path="/data/reservoir-levels",
    title="Reservoir levels: how full are the Marlow Bay reservoirs?",
    shape="data-dashboard-newsarticle-updated",
    metas=[
        *ART,
        pub_time("2024-08-01T09:00:00-07:00"),
        ("property", "article:modified_time", "2026-03-10T06:00:00-07:00"),
    ],
    jsonld=[
        cms_ld(
            "Reservoir levels: how full are the Marlow Bay reservoirs?",
            "2024-08-01T09:00:00-07:00",
            "Marlow Bay Herald",
        )
    ],
    dateline='<div class="post-meta">Data updated daily. Last update: March 10, 2026, 6 a.m.</div>',
    blocks=[
        (
            X,
            '<div class="chart" role="img" aria-label="Storage chart"><svg viewBox="0 0 600 200"><rect x="10" '
            'y="40" width="80" height="160"/><rect x="110" y="80" width="80" height="120"/></svg></div>',
        ),
        (
            X,
            table(
                [
                    ["Lake Sorrel", "38,400", "71%", "+2%"],
                    ["Cañada Reservoir", "12,100", "54%", "+1%"],
                    ["Hollow Creek", "6,850", "88%", "0%"],
                    ["Upper Basin", "21,900", "63%", "+3%"],
                ],
                ["Reservoir", "Acre-feet", "Full", "Week"],
            ),
        ),
        (P, "Source: county water district. Figures are provisional and may be revised."),
    ],
)

add(
    file="en-interactive-map.html",
    pub="pinecrest",
    path="/interactive/2026/storm-damage-map",
    title="Map: Ice storm damage reported by readers",
    shape="interactive-map-page-blurb-only",
    metas=[*ART, pub_time("2026-03-07T14:00:00-06:00")],
    jsonld=[news_ld("Map: Ice storm damage reported by readers", "2026-03-07T14:00:00-06:00", ["Jordan Ellis"])],
    byline='<p class="byline">By Jordan Ellis</p>',
    blocks=[
        (P, "Readers have reported downed trees and lines at more than 400 locations. Click a marker for details."),
        (
            X,
            '<div id="map-app" data-src="/interactive/storm/points.json" style="height:600px"></div><noscript>The '
            'map needs JavaScript.</noscript><script src="/interactive/storm/app.js" defer></script>',
        ),
    ],
)

add(
    file="en-video-clip-page.html",
    pub="marlow",
    path="/video/2026/02/24/sea-lions-bark-at-lawn-mower",
    title="Video: Sea lions bark at a lawn mower",
    shape="video-clip-one-sentence-videoobject",
    metas=[og("video.other"), pub_time("2026-02-24T16:00:00-08:00")],
    jsonld=[
        {
            "@context": "https://schema.org",
            "@type": "VideoObject",
            "name": "Sea lions bark at a lawn mower",
            "uploadDate": "2026-02-24T16:00:00-08:00",
            "duration": "PT0M48S",
            "thumbnailUrl": "/img/v1.jpg",
        }
    ],
    blocks=[
        (X, '<div class="player"><video controls poster="/img/v1.jpg" src="/video/v1.mp4"></video></div>'),
        (P, "The sea lions on the Marlow Bay boat ramp had opinions about the marina's mower. (0:48)"),
    ],
)

add(
    file="en-topic-timeline-hub.html",
    pub="ashcombe",
    path="/topics/grain-mill-fire",
    title="Grain mill fire: the full story",
    shape="topic-timeline-hub-dated-links",
    metas=[*ART, pub_time("2026-03-01T12:00:00-06:00")],
    blocks=[
        (P, "Our coverage of the fire at the Ashcombe grain mill and its aftermath, newest first."),
        (
            X,
            '<ul class="timeline">'
            + "".join(
                f'<li><span class="d">{escape(d)}</span> <a href="/news/2026/03/{i:02d}/s">{escape(h)}</a></li>'
                for i, (d, h) in enumerate(
                    [
                        ("March 5", "Mill owner faces state safety inspection"),
                        ("March 3", "Residents near rail yard offered free home cleaning"),
                        ("March 2", "Investigators point to dust collector as likely cause"),
                        ("March 1", "How the grain mill fire unfolded, hour by hour"),
                        ("February 28", "Fire at grain mill forces 300 homes to evacuate"),
                    ],
                    start=1,
                )
            )
            + "</ul>",
        ),
    ],
)

add(
    file="en-school-closures-list.html",
    pub="kestrel",
    path="/weather/closings",
    title="School closings and delays",
    shape="school-closures-list-og-article-newsarticle",
    metas=[*ART, pub_time("2026-03-07T05:30:00-07:00")],
    jsonld=[cms_ld("School closings and delays", "2026-03-07T05:30:00-07:00", "Kestrel Valley Times")],
    blocks=[
        (P, "This list updates automatically as districts report. Last update 6:12 a.m."),
        (
            X,
            table(
                [
                    [s, st]
                    for s, st in [
                        ("Elkhorn School District", "Closed"),
                        ("Kestrel County Schools", "2-hour delay"),
                        ("Granite Pass Academy", "Closed"),
                        ("St. Mary's School", "Closed"),
                        ("Upper Valley Charter", "2-hour delay"),
                        ("Kestrel Community College", "Opens 10 a.m."),
                        ("Head Start centres", "Closed"),
                        ("Pine Ridge Elementary", "Remote learning day"),
                        ("Valley Christian School", "Closed"),
                        ("Mountain View Montessori", "Closed"),
                    ]
                ],
                ["School", "Status"],
            ),
        ),
    ],
)

add(
    file="en-roadworks-list.html",
    pub="harrow",
    path="/travel/roadworks",
    title="Roadworks in Harrowgate this week",
    shape="roadworks-list-descriptions",
    metas=ART,
    blocks=[(P, "Current and planned roadworks on main roads, from the council's permit register.")]
    + [
        x
        for r, d in [
            ("Inner ring road (Northgate–Castle St)", "Full closure Fri 8pm to Mon 6am for flyover deck work."),
            ("Abbey Road", "Temporary lights outside no. 40–56 for a gas main repair, until 12 March."),
            ("Mill Lane", "Lane closure southbound for drainage work, 9.30am–3.30pm weekdays."),
            ("A61 Skipton Road", "Overnight resurfacing, 8pm–6am, 10–14 March. Diversion via Ripon Road."),
            ("Queen's Road", "Footway closed on the east side for kerb replacement."),
        ]
        for x in [(H, r), (P, d)]
    ],
)

add(
    file="en-todays-paper-toc.html",
    pub="tide",
    path="/index.php/todays-paper",
    title="Today's paper: Wednesday, March 11, 2026",
    shape="print-edition-table-of-contents-joomla-microdata",
    byline='<dl class="article-info text-muted"><dd class="published"><time datetime="2026-03-11T05:00:00-04:00" '
    'itemprop="datePublished">Published: 11 March 2026</time></dd></dl>',
    blocks=[
        (
            X,
            "".join(
                f"<h3>Page {pg}</h3>" + teasers(items, "/index.php/news/", dated=False)
                for pg, items in [
                    (
                        "A1",
                        [
                            (
                                "Ferry fares to rise 12 per cent as fuel costs bite",
                                "The largest increase in a decade takes effect April 1.",
                            ),
                            ("Oyster beds reopen to harvest", "Six weeks of tests show clean water."),
                        ],
                    ),
                    (
                        "A3",
                        [
                            ("County budget in ten changes", "From buses to libraries."),
                            ("Lantern parade returns", "After a three-year break, with a shorter route."),
                        ],
                    ),
                    (
                        "B1",
                        [
                            ("Crabbers seek disaster aid", "Winter income lost to the sewer spill."),
                            ("High school robotics team heads to state", "Their robot sorts oysters by size."),
                        ],
                    ),
                ]
            ),
        )
    ],
)

add(
    file="fi-cookie-policy.html",
    pub="saimaa",
    path="/tietosuoja/evastekaytanto",
    title="Evästekäytäntö",
    shape="finnish-cookie-policy-og-article-pubtime",
    metas=[
        *ART,
        pub_time("2025-12-01T09:00:00+02:00"),
        ("property", "article:modified_time", "2026-02-01T09:00:00+02:00"),
    ],
    dateline='<div class="post-date">Päivitetty 1.2.2026</div>',
    blocks=[
        (
            P,
            "Saimaan Sanomat käyttää verkkosivuillaan evästeitä. Tällä sivulla kerromme, mitä evästeitä käytämme ja "
            "miten voit hallita niitä.",
        ),
        (H, "Mitä evästeet ovat?"),
        (
            P,
            "Evästeet ovat pieniä tekstitiedostoja, jotka selain tallentaa laitteellesi. Ne auttavat muistamaan "
            "kirjautumisesi ja valintasi.",
        ),
        (H, "Välttämättömät evästeet"),
        (P, "Nämä evästeet ovat palvelun toiminnan kannalta välttämättömiä, eikä niitä voi kytkeä pois."),
        (H, "Analytiikka ja mainonta"),
        (
            P,
            "Käytämme kumppaneidemme evästeitä kävijämäärien mittaamiseen ja mainosten kohdentamiseen vain "
            "suostumuksellasi.",
        ),
        (H, "Suostumuksen muuttaminen"),
        (P, "Voit muuttaa valintojasi milloin tahansa sivun alalaidan linkistä Evästeasetukset."),
    ],
)

add(
    file="da-accessibility-statement.html",
    pub="vestkyst",
    path="/tilgaengelighedserklaering",
    title="Tilgængelighedserklæring for vestkystennu.test",
    shape="danish-accessibility-statement-og-article",
    metas=[*ART, pub_time("2025-09-23T10:00:00+02:00")],
    jsonld=[cms_ld("Tilgængelighedserklæring for vestkystennu.test", "2025-09-23T10:00:00+02:00", "Vestkysten Nu")],
    blocks=[
        (
            P,
            "Vestkysten Nu ønsker at gøre sit website tilgængeligt for alle. Denne erklæring beskriver, hvordan "
            "sitet lever op til kravene i webtilgængelighedsloven.",
        ),
        (H, "Overholdelse"),
        (P, "Sitet overholder delvist standarden WCAG 2.1 på niveau AA."),
        (H, "Kendte problemer"),
        (
            "li",
            [
                "Nogle ældre billeder mangler alternativ tekst.",
                "Grafer i artikler kan ikke læses af skærmlæsere.",
                "Videoer fra før 2022 har ikke undertekster.",
            ],
        ),
        (H, "Kontakt"),
        (
            P,
            "Oplever du problemer, kan du skrive til tilgaengelighed@vestkystennu.test. Vi svarer "
            "inden for fem hverdage.",
        ),
        (P, "Erklæringen blev senest opdateret den 23. september 2025."),
    ],
)

add(
    file="en-licensing-page.html",
    pub="ninefield",
    path="/license-our-content",
    title="License Ninefield Wire content",
    shape="licensing-sales-page-prose",
    metas=ART,
    story_tag='article class="page"',
    blocks=[
        (
            P,
            "Ninefield Wire supplies news text, photos and data to more than 300 publishers, broadcasters and "
            "companies in 40 countries.",
        ),
        (
            P,
            "Our reporters file from 28 bureaus around the clock. Partners receive stories through our Feeds API, "
            "by FTP or in their content management system, with usage rights for print, web and apps.",
        ),
        (H, "What you can license"),
        (
            "li",
            [
                "Breaking news and features in English, French and Spanish",
                "Photos and short video",
                "Election results and financial data feeds",
                "Archive material back to 1986",
            ],
        ),
        (P, "Pricing depends on audience size and use. Contact our sales team for a quote and a free two-week trial."),
        (X, '<a class="btn" href="/license-our-content/contact">Contact sales</a>'),
    ],
)

add(
    file="ro-standings-table.html",
    pub="mures",
    path="/index.php/sport/clasament-liga-3",
    title="Clasament Liga a 3-a, seria 9",
    shape="romanian-standings-table-joomla-microdata",
    byline='<dl class="article-info"><dd class="published"><time datetime="2026-03-08T20:00:00+02:00" '
    'itemprop="datePublished">Actualizat: 8 martie 2026</time></dd></dl>',
    blocks=[
        (
            X,
            table(
                [
                    [str(i + 1), t, str(20), str(14 - i), str(3), str(3 + i), str(45 - 3 * i)]
                    for i, t in enumerate(
                        [
                            "ASA Târgu Mureș",
                            "Avântul Reghin",
                            "CSM Sighișoara",
                            "Unirea Ungheni",
                            "Gaz Metan Mediaș",
                            "Sânmartin",
                            "Luceafărul Luduș",
                            "Viitorul Sovata",
                        ]
                    )
                ],
                ["Loc", "Echipa", "M", "V", "E", "Î", "Pct"],
            ),
        ),
        (P, "Clasamentul se actualizează după fiecare etapă."),
    ],
)

add(
    file="en-angular-listing-state.html",
    pub="kestrel",
    path="/sports/",
    title="Sports",
    page_title="Sports – Kestrel Valley Times",
    shape="angular-section-stories-only-in-ng-state",
    metas=ART,
    ng_state={
        "section-sports": {
            "items": [
                {
                    "headline": h,
                    "summary": s,
                    "url": f"/sports/story/{i}",
                    "published": f"2026-03-0{i + 1}T18:00:00-07:00",
                }
                for i, (h, s) in enumerate(
                    [
                        ("Hawks host Miners with a playoff spot at stake", "A win Saturday clinches the last spot."),
                        ("Elkhorn wrestlers take three state titles", "The best finish in school history."),
                        ("Granite Pass names new football coach", "A former assistant returns home."),
                        ("Ski team finishes second at regionals", "Two skiers qualify for nationals."),
                    ]
                )
            ]
        }
    },
    story_html='<div class="section-front"><h1>Sports</h1><app-story-list><div class="skeleton-card"></div>'
    '<div class="skeleton-card"></div></app-story-list></div>',
)

add(
    file="fr-xhtml-mentions-legales.html",
    pub="vercors",
    path="/mentions-legales",
    title="Mentions légales",
    shape="french-xhtml-legal-notice-iso-8859-15-xml-declaration",
    decl="xml",
    metas=ART,
    blocks=[
        (
            P,
            "Le site www.courrier-vercors.test est édité par la SAS Le Courrier du Vercors, au capital de 48 000 €, "
            "dont le siège est situé 12 place de l'Église, 38250 Villard-de-Lans.",
        ),
        (H, "Directeur de la publication"),
        (P, "Bernard Achard, président."),
        (H, "Hébergement"),
        (P, "Le site est hébergé par un prestataire établi dans l'Union européenne."),
        (H, "Propriété intellectuelle"),
        (
            P,
            "Toute reproduction des contenus, textes, photographies ou vidéos, sans autorisation écrite de l'éditeur "
            "est interdite. Les demandes sont à adresser au service des droits.",
        ),
        (H, "Données personnelles"),
        (P, "Voir notre politique de confidentialité."),
    ],
)

add(
    file="en-webc-home-page.html",
    pub="harrow",
    path="/",
    title="Harrowgate Courier",
    page_title="Harrowgate Courier – news, sport and what's on in Harrowgate",
    shape="web-components-home-page",
    h1_html='<h1 class="visually-hidden">Harrowgate Courier</h1>',
    blocks=[
        (
            X,
            "<np-lead-story>"
            + teasers(
                [
                    (
                        "Ring road closure: what drivers need to know this weekend",
                        "The inner ring road closes from 8pm on Friday "
                        "until 6am on Monday while contractors replace a section of the flyover deck; diversions add 15 minutes.",
                    ),
                ],
                "/news/local/",
            )
            + "</np-lead-story><np-story-grid>"
            + teasers(
                [
                    (
                        "Victorian swimming baths reopen after £2m roof repair",
                        "Swimmers queued in the rain for the first session.",
                    ),
                    ("My allotment taught me how to lose gracefully", "Owen Pryce on slugs, pigeons and plot 15."),
                    ("How to choose a walking boot that will last", "Fit before features, says our tester."),
                    ("Council delays vote on harbour parking plan", "Traders asked for more time to respond."),
                    ("Late goal sends United into cup semi-final", "A header in the 89th minute settled it."),
                    ("Water bills to rise by 4 per cent", "The increase takes effect in April."),
                ],
                "/news/local/",
            )
            + "</np-story-grid>",
        )
    ],
)

add(
    file="ja-ruby-news-index.html",
    pub="minato",
    path="/news/",
    title="ニュースいちらん",
    shape="japanese-easy-news-index-ruby-headlines",
    blocks=[
        (
            X,
            "".join(
                f'<div class="teaser"><a href="/news/2026/02/{20 - i}/k{1002 - i}.html">{h}</a><p class="date">2026年2月'
                f"{20 - i}日</p></div>"
                for i, h in enumerate(
                    [
                        "<ruby>神戸<rt>こうべ</rt></ruby>の<ruby>駅<rt>えき</rt></ruby>に<ruby>新<rt>あたら</rt></ruby>しいエレベーター",
                        "あした<ruby>雨<rt>あめ</rt></ruby>がたくさん<ruby>降<rt>ふ</rt></ruby>ります",
                        "<ruby>図書館<rt>としょかん</rt></ruby>が<ruby>夜<rt>よる</rt></ruby>9<ruby>時<rt>じ</rt></ruby>まで"
                        "<ruby>開<rt>あ</rt></ruby>きます",
                        "ごみの<ruby>出<rt>だ</rt></ruby>し<ruby>方<rt>かた</rt></ruby>が<ruby>変<rt>か</rt></ruby>わります",
                        "<ruby>地震<rt>じしん</rt></ruby>のときに<ruby>逃<rt>に</rt></ruby>げる<ruby>場所<rt>ばしょ</rt></ruby>",
                        "<ruby>外国人<rt>がいこくじん</rt></ruby>のための<ruby>相談<rt>そうだん</rt></ruby><ruby>窓口<rt>まどぐち"
                        "</rt></ruby>",
                    ]
                )
            ),
        )
    ],
)

add(
    file="ta-cinema-showtimes.html",
    pub="thendral",
    path="/cinema/madurai-showtimes",
    title="மதுரை திரையரங்குகள்: இன்றைய காட்சி நேரங்கள்",
    shape="tamil-cinema-showtimes-og-article-pubtime",
    metas=[*ART, pub_time("2026-03-04T06:00:00+05:30")],
    blocks=[(P, "மதுரை நகர திரையரங்குகளின் இன்றைய காட்சி நேரங்கள். நேரங்கள் மாறலாம்; முன்பதிவு செய்யும் முன் சரிபார்க்கவும்.")]
    + [
        x
        for th in ["அம்பிகா சினிமாஸ்", "கோபுரம் திரையரங்கம்", "தங்கம் மல்டிபிளக்ஸ்"]
        for x in [
            (H, th),
            (
                X,
                table(
                    [
                        ["கடல் காற்று", "10:30, 14:00, 18:15, 21:45"],
                        ["நிலா வரும் நேரம்", "11:00, 15:30, 19:00"],
                        ["மழைக்காலம்", "13:15, 22:00"],
                    ],
                    ["படம்", "காட்சி நேரம்"],
                ),
            ),
        ]
    ],
)

add(
    file="ar-author-page-iso88596.html",
    pub="manara",
    path="/index.php/authors/mahmoud-al-ali",
    title="محمود العلي",
    shape="arabic-author-page-iso-8859-6-joomla-microdata",
    blocks=[
        (P, "محمود العلي صحفي في صحيفة المنارة منذ عام 2012، يغطي شؤون البلديات والخدمات في محافظة إربد."),
        (P, "حصل على جائزة الصحافة المحلية عام 2019 عن سلسلة تقارير حول شبكات المياه في القرى."),
        (
            X,
            "<h2>أحدث المقالات</h2>"
            + teasers(
                [
                    ("بلدية إربد تفتتح سوقا شعبيا جديدا للخضار", "يضم مئة وعشرين بسطة مسقوفة"),
                    ("تعديل مواعيد الدوام المدرسي", "يبدأ الدوام في الثامنة والنصف خلال رمضان"),
                    ("ارتفاع أسعار الخضار في السوق المركزي", "البندورة تتصدر الارتفاع"),
                    ("افتتاح مكتبة عامة جديدة", "المكتبة تضم عشرين ألف كتاب"),
                ],
                "/index.php/local/",
            ),
        ),
    ],
)

add(
    file="tl-send-us-tips.html",
    pub="bayan",
    path="/magpadala-ng-balita",
    title="Magpadala ng balita sa Balitang Bayan",
    shape="filipino-tips-submission-page-og-article",
    metas=[*ART, pub_time("2025-07-01T09:00:00+08:00")],
    blocks=[
        (
            P,
            "May nakita ka bang balita sa inyong lugar? Ipadala sa amin ang iyong larawan, video o kuwento at "
            "susuriin ito ng aming mga editor.",
        ),
        (H, "Paano magpadala"),
        (
            "li",
            [
                "Punan ang form sa ibaba.",
                "Isama ang lugar at oras ng pangyayari.",
                "Huwag ilagay sa panganib ang sarili para lamang makakuha ng larawan.",
            ],
        ),
        (P, "Hindi namin ilalathala ang iyong pangalan kung hindi mo nais."),
        (
            X,
            '<form class="tip-form"><input name="name"><textarea name="story"></textarea><input type="file">'
            "<button>Ipadala</button></form>",
        ),
    ],
)

add(
    file="en-nominate-form-bylined.html",
    pub="pinecrest",
    path="/nominate-a-local-hero",
    title="Nominate a local hero for the 2026 Pinecrest Awards",
    shape="standing-callout-form-person-byline-newsarticle",
    metas=[*ART, pub_time("2026-02-01T09:00:00-06:00"), author_meta("Tom Nakamura")],
    jsonld=[
        news_ld("Nominate a local hero for the 2026 Pinecrest Awards", "2026-02-01T09:00:00-06:00", ["Tom Nakamura"])
    ],
    byline='<p class="byline">By Tom Nakamura</p>',
    dateline=f'<p class="byline">{time_el("2026-02-01T09:00:00-06:00", "Feb. 1, 2026")}</p>',
    blocks=[
        (
            P,
            "Every year we ask readers to tell us about the people who make Pinecrest County a better place: the "
            "volunteer who runs the food pantry, the coach who drives kids home, the neighbour who shovels "
            "everyone's walk.",
        ),
        (
            P,
            "Nominations are open until March 31. A panel of readers and editors will choose ten honourees, who "
            "will be profiled in the paper and celebrated at a dinner in May.",
        ),
        (P, "Fill in the form below. Tell us in 300 words or fewer why your nominee deserves the honour."),
        (
            X,
            '<form class="nominate"><label>Your name <input name="n"></label><label>Nominee <input name="m">'
            '</label><label>Why? <textarea name="w"></textarea></label><button>Send nomination</button></form>',
        ),
    ],
)

add(
    file="es-festival-programme.html",
    pub="bajio",
    path="/cultura/2026/01/10/programa-fiestas-de-enero",
    title="Programa completo de las Fiestas de Enero 2026",
    shape="spanish-festival-programme-og-article-dated-url",
    metas=[*ART, pub_time("2026-01-10T08:00:00-06:00")],
    jsonld=[
        cms_ld("Programa completo de las Fiestas de Enero 2026", "2026-01-10T08:00:00-06:00", "El Heraldo del Bajío")
    ],
    byline="<np-byline>Redacción</np-byline>",
    blocks=[
        (
            P,
            "Consulta día por día las actividades de las Fiestas de Enero. Todos los eventos en la plaza principal "
            "son gratuitos.",
        )
    ]
    + [
        x
        for d, evs in [
            (
                "Viernes 16",
                ["19:00 Inauguración y desfile de carros alegóricos", "21:00 Concierto de la Banda Municipal"],
            ),
            ("Sábado 17", ["10:00 Feria del dulce típico", "17:00 Charreada en el lienzo", "22:00 Castillo de fuegos"]),
            ("Domingo 18", ["09:00 Carrera atlética 5 km", "13:00 Comida comunitaria", "20:00 Baile popular"]),
        ]
        for x in [(H, d), ("li", evs)]
    ],
)

add(
    file="ms-commodity-prices.html",
    pub="selatan",
    path="/bisnes/harga-komoditi",
    title="Harga komoditi hari ini",
    shape="malay-commodity-prices-table-one-paragraph",
    metas=[*ART, pub_time("2026-03-09T17:00:00+08:00")],
    jsonld=[cms_ld("Harga komoditi hari ini", "2026-03-09T17:00:00+08:00", "Berita Selatan")],
    blocks=[
        (
            X,
            table(
                [
                    ["Minyak sawit mentah (tan)", "RM4,118", "+0.6%"],
                    ["Getah SMR20 (kg)", "RM7.42", "-0.2%"],
                    ["Koko (tan)", "RM31,250", "+1.1%"],
                    ["Lada hitam (kg)", "RM22.10", "0.0%"],
                    ["Emas (g)", "RM402.50", "+0.3%"],
                ],
                ["Komoditi", "Harga", "Perubahan"],
            ),
        ),
        (P, "Harga minyak sawit naik sedikit didorong permintaan eksport yang lebih kukuh menjelang Ramadan."),
    ],
)

add(
    file="bn-exam-results-lookup.html",
    pub="padma",
    path="/education/hsc-result-2026",
    title="এইচএসসি ফল ২০২৬: যেভাবে জানবেন",
    shape="bengali-results-lookup-form-board-table",
    metas=ART,
    blocks=[
        (P, "রোল নম্বর ও বোর্ডের নাম দিয়ে নিচের ফর্মে ফল দেখুন।"),
        (
            X,
            '<form class="result-lookup"><select name="board"><option>ঢাকা</option><option>রাজশাহী</option>'
            '<option>খুলনা</option></select><input name="roll"><button>ফল দেখুন</button></form>',
        ),
        (X, table([["ঢাকা", "৮১.২%"], ["রাজশাহী", "৮৪.৫%"], ["খুলনা", "৭৯.৯%"], ["চট্টগ্রাম", "৭৭.৩%"]], ["বোর্ড", "পাসের হার"])),
    ],
)

add(
    file="en-corrections-archive-2026.html",
    pub="ninefield",
    path="/about/editorial-corrections-archive-2026",
    title="Corrections and clarifications, 2026",
    shape="corrections-archive-long-slug-og-article",
    metas=[*ART, pub_time("2026-01-02T09:00:00Z")],
    blocks=[
        (
            P,
            "Ninefield Wire corrects errors as soon as we find them. Corrections issued this year are listed "
            "below, newest first.",
        ),
        (
            "li",
            [
                "March 9: A story about a glacier lake in Switzerland gave the wrong canton for Arbaz in an "
                "earlier version.",
                "February 27: A story on ferry fares misstated the car fare; it is 31 dollars.",
                "February 3: A caption misidentified a climber in a photo from Chamonix.",
                "January 14: A markets story gave the wrong closing level for the copper price.",
            ],
        ),
    ],
)
