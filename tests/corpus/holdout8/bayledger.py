"""The Bay Ledger: English (one story in Spanish), UTF-8, a React server render with hashed class names
(`css-1x7f3a`) and no semantic elements but <h1>, a "Trending" strip in the header, a "More for you" row,
relative hrefs. Its CMS writes og:type=article, Article JSON-LD with a date and an author,
article:published_time and an author meta on every page."""

# ruff: noqa: E501  (the pages' texts and markup are data: one paragraph or element a line)

from __future__ import annotations

import hashlib
import json

from sitekit import Doc, Site, esc, rng

TEMPLATE_DATE = "2025-09-01T12:00:00-07:00"


def c(name: str) -> str:
    """A hashed class name, as a CSS-in-JS library emits it."""
    return "css-" + hashlib.md5(name.encode()).hexdigest()[:6]


class BayLedger(Site):
    origin = "https://www.bayledger.test"
    name = "The Bay Ledger"
    prefix = "bl"
    relative = True

    def build(self) -> None:
        add = self.add
        add(Doc("home", "/", "home", "The Bay Ledger", shape="home-front-hashed-classes-lying-template"))
        add(Doc("news", "/news/", "section", "News", shape="section-front-lying-template"))
        add(Doc("culture", "/culture/", "section", "Culture", shape="section-front-lying-template"))
        add(Doc("staff-park", "/staff/lena-park/", "author", "Lena Park", shape="author-page-lying-template"))
        add(
            Doc(
                "ferry",
                "/news/2026/12/01/ferry-fare-freeze",
                "article",
                "Port authority freezes ferry fares for 2027 after rider backlash",
                True,
                ["Lena Park"],
                "By Lena Park",
                "2026-12-01",
                "December 1, 2026",
                "2026-12-01T15:20:00-08:00",
                "news",
                dek="The board had proposed a 15 percent increase in September.",
                teaser="Ferry fares frozen for 2027",
                image="Commuters boarding a white ferry at dusk",
                shape="story-standard-body-link-to-data-story",
                blocks=[
                    (
                        "p",
                        "The Bay Port Authority will keep ferry fares at their current level through 2027, its board decided Tuesday, reversing a proposed 15 percent increase that drew more than 2,000 public comments.",
                    ),
                    (
                        "p",
                        "A single adult fare between Harbor Point and the Eastshore terminal will stay at $6.50. Monthly passes remain $142.",
                    ),
                    (
                        "p",
                        'Board member Alicia Torres said the comments had changed her mind. "People told us they would go back to driving, and the bridge cannot take more cars," she said.',
                    ),
                    (
                        "p",
                        "To cover a projected $3.1 million shortfall, the authority will delay the purchase of a fifth boat and draw on its reserves. Staff warned that a larger increase could be needed in 2028.",
                    ),
                    (
                        "p",
                        "Ridership has recovered to about 91 percent of its 2019 level, according to the authority's own figures, which a Ledger analysis of [[tide-gauge|harbor sensor data]] also used to study delays in rough weather.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "pier-fire",
                "/news/2026/12/01/pier-fire",
                "article",
                "Fire damages storage shed on Pier 7",
                True,
                [],
                "Ledger staff",
                "2026-12-01",
                "December 1, 2026",
                "2026-12-01T07:45:00-08:00",
                "news",
                teaser="Pier 7 shed fire",
                shape="brief-staff-three-sentences",
                blocks=[
                    ("p", "A fire early Tuesday damaged a storage shed on Pier 7, the fire department said."),
                    (
                        "p",
                        "Crews had the fire under control within 25 minutes, and no one was hurt. The cause is under investigation.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "restroom",
                "/news/a/8841207",
                "article",
                "Harbor district gets its first public restroom in two decades",
                True,
                ["Omar Haddad"],
                "By Omar Haddad",
                "2026-11-30",
                "November 30, 2026",
                "2026-11-30T10:10:00-08:00",
                "news",
                kicker="City life",
                teaser="At last, a public restroom in the harbor district",
                shape="story-at-numeric-id-url",
                blocks=[
                    (
                        "p",
                        "For twenty years, the only public restroom in the harbor district was a portable toilet behind the bus shelter on Dock Street. On Monday the city opened a permanent one.",
                    ),
                    (
                        "p",
                        "The steel-walled, self-cleaning restroom cost $480,000, including a new sewer connection, and will be open from 6 a.m. to midnight. An attendant will be on site during the day.",
                    ),
                    (
                        "p",
                        'Business owners had pushed for it for years. "Every morning we were cleaning up the alley," said cafe owner Minh Tran. "This is not glamorous, but it is the best thing the city has done for us."',
                    ),
                    ("p", "The city plans two more restrooms near the ferry terminal and the fish market by 2028."),
                ],
            )
        )
        add(
            Doc(
                "review",
                "/culture/2026/11/30/review-harbour-lights",
                "article",
                "Review: 'Harbour Lights' is a small play with a big, aching heart",
                True,
                ["Claire Dufresne"],
                "By Claire Dufresne",
                "2026-11-30",
                "November 30, 2026",
                "2026-11-30T20:00:00-08:00",
                "culture",
                kicker="Theater review",
                teaser="'Harbour Lights' review",
                shape="theatre-review-with-star-rating",
                extra={"rating": "★★★★☆"},
                blocks=[
                    (
                        "p",
                        'Two sisters, one lighthouse, and a father who is no longer sure which of them is which. That is the whole of "Harbour Lights," the new play at the Tidewater Theater, and it is enough.',
                    ),
                    (
                        "p",
                        "Playwright Noor Ellison keeps the action in a single kitchen over one winter night. Dana Ruiz, as the elder sister who stayed, gives a performance of enormous restraint; her silences say more than most speeches.",
                    ),
                    (
                        "p",
                        "The second act loses some of its tension when a long-lost letter turns up a little too neatly. But the final scene, played almost in the dark, is as moving as anything on a Bay stage this year.",
                    ),
                    ("p", '"Harbour Lights" runs through Dec. 20 at the Tidewater Theater. Tickets are $28 to $45.'),
                ],
            )
        )
        add(
            Doc(
                "explainer",
                "/news/2026/11/29/council-vote-explainer",
                "article",
                "What the council's housing vote means, in five points",
                True,
                ["Lena Park"],
                "By Lena Park",
                "2026-11-29",
                "November 29, 2026",
                "2026-11-29T09:00:00-08:00",
                "news",
                kicker="Explainer",
                teaser="The housing vote, explained",
                shape="numbered-explainer-h2-points",
                blocks=[
                    (
                        "p",
                        "The city council on Thursday approved the largest change to its zoning rules in forty years. Here is what it does.",
                    ),
                    ("h2", "1. Fourplexes are allowed on every residential lot"),
                    ("p", "Owners can build up to four homes on lots that were limited to one house."),
                    ("h2", "2. Parking minimums are gone near transit"),
                    (
                        "p",
                        "Within half a mile of a ferry terminal or a frequent bus line, new buildings no longer need parking spaces.",
                    ),
                    ("h2", "3. Taller buildings on the waterfront corridor"),
                    ("p", "Heights along Harbor Avenue rise from four stories to eight."),
                    ("h2", "4. Affordable units are required in large projects"),
                    ("p", "Projects of twenty homes or more must set aside 15 percent for low-income households."),
                    ("h2", "5. It takes effect in March"),
                    ("p", "Permits under the new rules can be filed from March 1."),
                ],
            )
        )
        add(
            Doc(
                "shelter",
                "/news/2026/11/30/shelter-volunteers",
                "article",
                "Winter shelter needs 200 more volunteers before the first cold snap",
                True,
                ["Omar Haddad"],
                "By Omar Haddad",
                "2026-11-30",
                "November 30, 2026",
                "2026-11-30T13:30:00-08:00",
                "news",
                shape="story-linked-only-from-related-row",
                blocks=[
                    (
                        "p",
                        "The Bay's largest winter shelter says it is 200 volunteers short of what it needs to open every night from mid-December.",
                    ),
                    (
                        "p",
                        "Harbor House, which opens a church hall and a former gym on nights below 40 degrees, sheltered 310 people on its busiest night last winter. It needs about 25 volunteers a night for check-in, meals and overnight shifts.",
                    ),
                    (
                        "p",
                        'Director Samuel Okoye said training takes two hours and volunteers can choose one night a month. "Nobody has to be a hero," he said. "We just need people to show up."',
                    ),
                ],
            )
        )
        add(
            Doc(
                "muralist",
                "/culture/2026/11/28/muralist-profile",
                "article",
                "The muralist who paints the harbor's forgotten workers",
                True,
                ["Omar Haddad"],
                "By Omar Haddad",
                "2026-11-28",
                "November 28, 2026",
                "2026-11-28T08:00:00-08:00",
                "culture",
                kicker="Photos",
                image="A painter on scaffolding in front of a huge mural of dockworkers",
                shape="photo-led-profile-long-captions",
                blocks=[
                    (
                        "fig",
                        "mural-1.jpg",
                        "Painter on scaffolding",
                        "Inés Calderón works on the final panel of her mural on the side of the old cold-storage warehouse on Dock Street. The mural, 140 feet long, shows the cannery workers, longshoremen and net menders who worked the harbor from the 1920s to the 1970s.",
                    ),
                    ("p", "Inés Calderón has spent three years painting people nobody photographed."),
                    (
                        "fig",
                        "mural-2.jpg",
                        "Detail of painted faces",
                        "A detail of the mural: the faces of women who worked the fish line at the Bayside Cannery, painted from the only surviving staff photograph, taken in 1948. Calderón found relatives of eleven of them.",
                    ),
                    (
                        "p",
                        "Her murals, now on six buildings around the harbor, are based on interviews with retired workers and their families, and on the few pictures that survive.",
                    ),
                    (
                        "p",
                        '"These people built the place, and then they were gone from the story," she said. Her next wall, near the ferry terminal, will be painted with students from Harbor High.',
                    ),
                ],
            )
        )
        add(
            Doc(
                "tide-gauge",
                "/news/2026/11/26/tide-gauge-data",
                "article",
                "Ledger analysis: ferries were late on nine in ten days of rough water",
                True,
                ["Marco Bellini"],
                "By Marco Bellini, Data reporter",
                "2026-11-26",
                "November 26, 2026",
                "2026-11-26T06:00:00-08:00",
                "news",
                kicker="Data",
                shape="data-story-only-linked-from-another-story-body",
                blocks=[
                    (
                        "p",
                        "Ferries between Harbor Point and Eastshore ran late on nine out of ten days when waves in the channel exceeded three feet, according to a Ledger analysis of two years of sailing records and harbor sensor data.",
                    ),
                    (
                        "p",
                        "On calm days, 94 percent of sailings left within five minutes of schedule. On rough days, the figure fell to 61 percent.",
                    ),
                    (
                        "p",
                        "The port authority said its older boats have to slow down in heavy swell and that its two newest vessels, which have a different hull, are less affected.",
                    ),
                    (
                        "p",
                        "The Ledger matched 41,000 sailings with readings from the tide gauge and the wave buoy at the channel mouth, which are published by the harbor master.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "bookshop",
                "/culture/2026/12/01/bookshop-turns-50",
                "article",
                "Tidewater Books turns 50, and its owner still knows where everything is",
                True,
                ["Claire Dufresne"],
                "By Claire Dufresne",
                "2026-12-01",
                "December 1, 2026",
                "2026-12-01T11:00:00-08:00",
                "culture",
                teaser="Tidewater Books at 50",
                shape="feature-standard",
                blocks=[
                    (
                        "p",
                        "Tidewater Books opened on Harbor Avenue in December 1976 with three shelves of secondhand paperbacks. Fifty years later it fills two storefronts and a basement, and owner Ruth Feld can still find any one of its 60,000 books in under a minute.",
                    ),
                    (
                        "p",
                        'Feld, 78, bought the shop from its founder in 1989. She has survived two recessions, a flood and the arrival of online retailers by doing what she calls "the boring things": ordering carefully, knowing her customers and never closing early.',
                    ),
                    (
                        "p",
                        "The shop will celebrate on Saturday with readings by six local authors and free coffee. Feld says she has no plans to retire.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "clinica",
                "/news/2026/11/30/clinica-movil-puerto",
                "article",
                "Una clínica móvil recorrerá los barrios del puerto a partir de enero",
                True,
                ["Lucía Méndez"],
                "Por Lucía Méndez",
                "2026-11-30",
                "30 de noviembre de 2026",
                "2026-11-30T16:00:00-08:00",
                "news",
                kicker="En español",
                teaser="Clínica móvil para los barrios del puerto",
                shape="spanish-story-on-english-site",
                extra={"lang": "es"},
                blocks=[
                    (
                        "p",
                        "El condado pondrá en marcha en enero una clínica móvil que visitará cinco barrios del puerto cada semana, con consultas gratuitas de medicina general, vacunas y control de la presión arterial.",
                    ),
                    (
                        "p",
                        "La unidad, un autobús adaptado con dos consultorios, contará con personal que habla español, vietnamita y tagalo. Estará los lunes en Dock Street, los martes en Eastshore y el resto de la semana en Harbor Point, Bayview y Cannery Row.",
                    ),
                    (
                        "p",
                        '"Muchos vecinos no van al médico porque no pueden perder medio día de trabajo", explicó la enfermera coordinadora, Rosa Jiménez. "Ahora el médico va a ellos".',
                    ),
                    (
                        "p",
                        "No hace falta cita previa ni seguro médico. El calendario completo se publicará en la web del condado.",
                    ),
                ],
            )
        )
        # non-articles
        add(
            Doc(
                "live",
                "/live/storm-watch",
                "live",
                "Storm watch: live updates as the atmospheric river arrives",
                byline="Lena Park",
                shape="live-page-shell-no-updates-signed",
                blocks=[
                    (
                        "p",
                        "A strong storm is expected to reach the Bay late Wednesday. We will post updates here as it arrives.",
                    ),
                    ("live", "Updates will appear here. This page refreshes automatically."),
                ],
            )
        )
        add(
            Doc(
                "gallery",
                "/galleries/winter-market",
                "gallery",
                "Photos: The winter market opens on the pier",
                shape="gallery-captions-only",
                blocks=[
                    (
                        "fig",
                        "market-1.jpg",
                        "Stalls lit with string lights",
                        "Stalls on Pier 3 on opening night of the winter market.",
                    ),
                    (
                        "fig",
                        "market-2.jpg",
                        "A child holding a cup of cocoa",
                        "A young visitor with hot cocoa from the Harbor High band's stand.",
                    ),
                    ("fig", "market-3.jpg", "Woodcarver at work", "A woodcarver finishes a small heron."),
                    ("fig", "market-4.jpg", "Crowd under a heated tent", "The heated tent was full by 7 p.m."),
                    (
                        "fig",
                        "market-5.jpg",
                        "Ferry passing behind the market",
                        "The 7:40 ferry passes behind the market.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "video",
                "/video/",
                "video",
                "Video",
                shape="video-landing",
                blocks=[
                    ("video", "Watch: The last day of the old cold-storage warehouse", "2:14"),
                    ("video", "How a fireboat is tested", "4:02"),
                    ("video", "Harbour Lights: the cast on opening night", "1:31"),
                    ("video", "The council's housing vote in 90 seconds", "1:30"),
                ],
            )
        )
        add(
            Doc(
                "help",
                "/help/",
                "help",
                "Help center: frequently asked questions",
                stamp="Updated October 2, 2026",
                shape="faq-help-lying-template",
                blocks=[
                    ("h2", "How do I cancel my subscription?"),
                    (
                        "p",
                        "You can cancel at any time from your account page. Your access continues until the end of the period you have paid for.",
                    ),
                    ("h2", "Why am I seeing a paywall?"),
                    (
                        "p",
                        "Readers without a subscription can read five stories a month. Clearing your cookies does not reset the count.",
                    ),
                    ("h2", "How do I send a news tip?"),
                    ("p", "Write to tips@bayledger.test. For sensitive information, see our secure tips page."),
                    ("h2", "Can I share a story with a friend?"),
                    ("p", "Subscribers can gift ten stories a month using the gift button on each story."),
                ],
            )
        )
        add(
            Doc(
                "accessibility",
                "/accessibility/",
                "policy",
                "Accessibility statement",
                stamp="Last reviewed June 30, 2026",
                shape="accessibility-statement-lying-template",
                blocks=[
                    (
                        "p",
                        "The Bay Ledger wants everyone to be able to read our journalism. We aim to meet the Web Content Accessibility Guidelines 2.2 at level AA.",
                    ),
                    ("h2", "What we are doing"),
                    (
                        "p",
                        "We test new features with screen readers and keyboard-only navigation, and we write alternative text for news photographs.",
                    ),
                    ("h2", "Known problems"),
                    (
                        "p",
                        "Some older graphics and our election maps do not have text alternatives. We are replacing them.",
                    ),
                    ("h2", "Tell us about a problem"),
                    ("p", "Write to access@bayledger.test. We reply within five working days."),
                ],
            )
        )
        add(
            Doc(
                "terms",
                "/terms/",
                "policy",
                "Terms of service",
                stamp="Effective January 1, 2026",
                shape="terms-of-service-lying-template",
                blocks=[
                    (
                        "p",
                        "These terms govern your use of bayledger.test and our apps. By using them you agree to these terms.",
                    ),
                    ("h2", "Your account"),
                    (
                        "p",
                        "You are responsible for keeping your password safe. Subscriptions are for personal use and may not be shared outside your household.",
                    ),
                    ("h2", "Our content"),
                    (
                        "p",
                        "Stories, photographs and graphics are protected by copyright. You may share links and short excerpts, but not republish whole stories.",
                    ),
                    ("h2", "Comments"),
                    (
                        "p",
                        "We may remove comments that are abusive, off-topic or unlawful, and close accounts that repeatedly break these rules.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "careers",
                "/careers/",
                "careers",
                "Work at the Ledger",
                shape="careers-page-lying-template",
                blocks=[
                    (
                        "p",
                        "We are a newsroom of 34 people covering the Bay. We value accuracy, curiosity and kindness.",
                    ),
                    ("h2", "Open positions"),
                    (
                        "ul",
                        ["Housing reporter (full time)", "Audience editor (full time)", "Summer intern, photography"],
                    ),
                    ("p", "Send a letter and three pieces of work to jobs@bayledger.test. We reply to everyone."),
                ],
            )
        )
        add(
            Doc(
                "cookies",
                "/cookies/",
                "policy",
                "Cookie settings and policy",
                stamp="Last updated March 3, 2026",
                shape="cookie-policy-lying-template",
                blocks=[
                    (
                        "p",
                        "Cookies are small files that a website stores on your device. We use them to keep you signed in, to measure which stories are read and, with your permission, to show advertising.",
                    ),
                    ("h2", "Strictly necessary cookies"),
                    ("p", "These keep the site working and cannot be switched off."),
                    ("h2", "Advertising cookies"),
                    (
                        "p",
                        "These are set by our advertising partners only if you agree. You can withdraw your consent below at any time.",
                    ),
                    ("form", "Save my choices"),
                ],
            )
        )

    # --- the template ---------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        iso = doc.iso or TEMPLATE_DATE
        names = doc.authors or ([doc.byline] if doc.byline == "Lena Park" else [])
        author = [{"@type": "Person", "name": n} for n in names] or [{"@type": "Organization", "name": self.name}]
        ld = {"@context": "https://schema.org", "@type": "Article", "headline": doc.title, "datePublished": iso,
              "author": author, "publisher": {"@type": "Organization", "name": self.name}, "url": url}  # fmt: skip
        lang = doc.extra.get("lang", "en")
        return f"""<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>
<title>{esc(doc.title if doc.kind == "home" else doc.title + " - The Bay Ledger")}</title>
<meta name="description" content="{esc(doc.dek or "News, culture and ideas from around the Bay.")}"/>
<meta property="og:type" content="article"/><meta property="og:title" content="{esc(doc.title)}"/>
<meta property="og:url" content="{esc(url)}"/><meta property="og:locale" content="{"es_US" if lang == "es" else "en_US"}"/>
<meta property="article:published_time" content="{iso}"/>
<meta name="author" content="{esc(", ".join(names) or self.name)}"/>
<link rel="canonical" href="{esc(url)}"/>
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
<style data-emotion="css">/*PAD*/</style>
</head>
"""

    def header(self) -> str:
        a = self.a
        trending = "".join(
            f'<li class="{c("trend-item")}">{a(k, self.docs[k].title, "chrome:trending")}</li>'
            for k in ("ferry", "explainer", "bookshop")
        )
        nav = "".join(f'<li class="{c("nav-item")}">{a(k, t, "chrome:nav")}</li>' for k, t in
                      (("home", "Home"), ("news", "News"), ("culture", "Culture"), ("/opinion/", "Opinion"), ("video", "Video"), ("live", "Live")))  # fmt: skip
        return f"""<body><div id="__next"><div class="{c("app")}">
<div class="{c("topbar")}"><div class="{c("topbar-inner")}"><button class="{c("burger")}" aria-label="Open menu" aria-expanded="false"><span class="{c("burger-line")}"></span></button>
<div class="{c("logo")}">{a("home", "The Bay Ledger", "chrome:header", f'class="{c("logo-link")}"', '<svg role="img" aria-label="The Bay Ledger" width="180" height="32"><title>The Bay Ledger</title></svg>')}</div>
<div class="{c("actions")}"><a class="{c("btn")}" href="https://account.bayledger.test/subscribe">Subscribe</a><a class="{c("btn-ghost")}" href="https://account.bayledger.test/login">Sign in</a></div></div>
<ul class="{c("nav")}">{nav}</ul>
<div class="{c("trending")}"><span class="{c("trending-label")}">Trending</span><ul class="{c("trend-list")}">{trending}</ul></div></div>
{self.drawer()}
"""

    tree = {
        "News": ["City hall", "Housing", "Transportation", "Environment", "Education", "Public safety", "En español"],
        "Culture": ["Theater", "Books", "Music", "Food and drink", "Visual art", "Things to do"],
        "Opinion": ["Editorials", "Columnists", "Letters", "Submit an op-ed"],
        "Sports": ["Pro", "College", "Prep", "Sailing"],
        "Account": ["Subscribe", "Gift a subscription", "Manage account", "E-newspaper"],
    }

    def drawer(self) -> str:
        groups = "".join(
            f'<div class="{c("drawer-group")}"><div class="{c("drawer-head")}">{esc(h)}</div>'
            + "".join(
                f'<a class="{c("drawer-link")}" href="{esc(self.href("/" + h.lower() + "/" + s.lower().replace(" ", "-") + "/"))}">{esc(s)}</a>'
                for s in subs
            )
            + "</div>"
            for h, subs in self.tree.items()
        )
        return f'<div class="{c("drawer")}" role="dialog" aria-modal="true" aria-label="Menu" hidden>{groups}</div>'

    def footer(self) -> str:
        a = self.a
        cols = [
            ("Sections", [("news", "News"), ("culture", "Culture"), ("/opinion/", "Opinion"), ("video", "Video")]),
            ("Company", [("/about/", "About"), ("careers", "Careers"), ("/advertise/", "Advertise")]),
            ("Support", [("help", "Help center"), ("accessibility", "Accessibility"), ("/contact/", "Contact")]),
            ("Legal", [("terms", "Terms of service"), ("/privacy/", "Privacy policy"), ("cookies", "Cookie settings")]),
            ("More", [("gallery", "Photo galleries"), ("live", "Live coverage"), ("https://www.instagram.example.test/bayledger", "Instagram")]),
        ]  # fmt: skip
        html_cols = "".join(
            f'<div class="{c("fcol")}"><div class="{c("fhead")}">{esc(h)}</div>'
            + "".join(f'<div class="{c("flink")}">{a(k, t, "chrome:footer")}</div>' for k, t in links)
            + "</div>"
            for h, links in cols
        )
        data = {
            "props": {
                "pageProps": {"layout": "default", "ads": {"slots": ["top", "mid", "rail"]}, "paywall": {"meter": 5}}
            },
            "page": "/[...slug]",
            "buildId": "b7Qz1x",
        }
        return f"""<div class="{c("footer")}"><div class="{c("fgrid")}">{html_cols}</div>
<div class="{c("fbottom")}">© 2026 Ledger Media Co.</div></div>
</div></div>
<script id="__NEXT_DATA__" type="application/json">{json.dumps(data)}</script>
<script src="/_next/static/chunks/main-3ad1.js" defer></script>
</body></html>
"""

    def more_row(self, doc: Doc) -> str:
        a = self.a
        keys = [k for k in ("shelter", "restroom", "muralist", "ferry") if k != doc.key][:3]
        cards = "".join(
            f'<div class="{c("card")}"><div class="{c("card-img")}"></div>{a(k, self.docs[k].title, "chrome:related")}</div>'
            for k in keys
        )
        return f'<div class="{c("more")}"><div class="{c("more-title")}">More for you</div><div class="{c("cards")}">{cards}</div></div>'

    def blocks(self, doc: Doc) -> str:
        out = []
        for b in doc.blocks:
            k = b[0]
            if k == "p":
                out.append(f'<p class="{c("para")}">{self.inline(b[1])}</p>')
            elif k in ("h2", "h3"):
                out.append(f'<h2 class="{c("subhead")}">{esc(b[1])}</h2>')
            elif k in ("ul", "ol"):
                out.append(f'<ul class="{c("list")}">' + "".join(f"<li>{self.inline(i)}</li>" for i in b[1]) + "</ul>")
            elif k == "fig":
                out.append(
                    f'<div class="{c("figure")}"><img class="{c("img")}" src="/_next/image?url=/photos/{b[1]}&amp;w=1200" alt="{esc(b[2])}"/><div class="{c("caption")}">{esc(b[3])}</div></div>'
                )
            elif k == "video":
                out.append(
                    f'<div class="{c("video-card")}"><div class="{c("video-thumb")}" data-duration="{b[2]}"></div><div class="{c("video-title")}">{esc(b[1])}</div><span class="{c("video-len")}">{esc(b[2])}</span></div>'
                )
            elif k == "live":
                out.append(
                    f'<div class="{c("live-feed")}" data-poll="30"><div class="{c("live-empty")}">{esc(b[1])}</div></div>'
                )
            elif k == "form":
                out.append(
                    f'<div class="{c("form")}"><label><input type="checkbox" checked disabled/> Necessary</label><label><input type="checkbox"/> Advertising</label><button>{esc(b[1])}</button></div>'
                )
        return "\n".join(out)

    def card(self, key: str, style: str = "text") -> str:
        d = self.docs[key]
        a = self.a
        if style == "image":
            img = f'<img src="/_next/image?url=/photos/{key}.jpg&amp;w=640" alt="{esc(d.image)}"/>'
            attrs = f'class="{c("tile-link")}"'
            return f'<div class="{c("tile")}">{a(key, d.image, "content", attrs, img)}</div>'
        kick = f'<div class="{c("kicker")}">{esc(d.kicker)}</div>' if d.kicker else ""
        head = d.title if style == "long" else (d.teaser or d.title)
        dek = f'<div class="{c("dek")}">{esc(d.dek)}</div>' if style == "long" and d.dek else ""
        return f'<div class="{c("story-card")}">{kick}<div class="{c("card-head")}">{a(key, head, "content")}</div>{dek}</div>'

    def main(self, doc: Doc) -> str:
        a = self.a
        if doc.is_article:
            lang = doc.extra.get("lang")
            lang_attr = f' lang="{lang}"' if lang else ""
            by = ""
            if doc.byline.startswith("By "):
                names = doc.byline[3:].split(" and ")
                by = "By " + " and ".join(a("staff-park", n, "byline") if n == "Lena Park" else esc(n) for n in names)
            elif doc.byline:
                by = esc(doc.byline)
            rating = (
                f'<div class="{c("rating")}" aria-label="4 out of 5 stars">{doc.extra["rating"]}</div>'
                if "rating" in doc.extra
                else ""
            )
            kick = f'<div class="{c("kicker")}">{esc(doc.kicker)}</div>' if doc.kicker else ""
            dek = f'<div class="{c("dek")}">{esc(doc.dek)}</div>' if doc.dek else ""
            sec = self.docs[doc.section].title if doc.section in self.docs else ""
            crumb = a(doc.section, sec, "chrome:breadcrumb", f'class="{c("crumb")}"') if sec else ""
            return f"""<div class="{c("main")}"{lang_attr}><div class="{c("story")}">
<div class="{c("crumbs")}">{crumb}</div>{kick}
<h1 class="{c("headline")}">{esc(doc.title)}</h1>{dek}
<div class="{c("byline-row")}"><span class="{c("byline")}">{by}</span><span class="{c("date")}">{esc(doc.stamp)}</span></div>{rating}
<div class="{c("ad")}" data-slot="top"></div>
<div class="{c("body")}">
{self.blocks(doc)}
</div></div>
{self.more_row(doc)}</div>
"""
        if doc.kind in ("home", "section", "author"):
            return self.listing(doc)
        stamp = f'<div class="{c("updated")}">{esc(doc.stamp)}</div>' if doc.stamp else ""
        by = f'<div class="{c("byline")}">By {a("staff-park", doc.byline, "byline")}</div>' if doc.byline else ""
        live = f'<div class="{c("live-badge")}">LIVE</div>' if doc.kind == "live" else ""
        return f"""<div class="{c("main")}"><div class="{c("page")}">{live}
<h1 class="{c("headline")}">{esc(doc.title)}</h1>{by}{stamp}
<div class="{c("body")}">{self.blocks(doc)}</div></div>
{self.more_row(doc)}</div>
"""

    def listing(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "home":
            parts = [
                f'<div class="{c("hero")}">' + self.card("ferry", "image") + self.card("ferry", "long") + "</div>",
                f'<div class="{c("rowtitle")}">Latest</div><div class="{c("grid")}">'
                + "".join(self.card(k, s) for k, s in (("pier-fire", "text"), ("restroom", "long"), ("explainer", "text"),
                                                        ("clinica", "text"), ("muralist", "image"), ("review", "text"), ("bookshop", "text")))
                + "</div>",
                f'<div class="{c("promo")}"><div class="{c("promo-title")}">Storm watch</div>{a("live", "Follow our live coverage as the storm arrives", "content")}</div>',
                f'<div class="{c("promo")}"><div class="{c("promo-title")}">In pictures</div>{a("gallery", "The winter market opens on the pier", "content")} · {a("video", "All video", "content")}</div>',
            ]  # fmt: skip
            return f'<div class="{c("main")}"><h1 class="{c("sr-only")}">The Bay Ledger</h1>{"".join(parts)}</div>\n'
        if doc.kind == "author":
            keys = [k for k, d in self.docs.items() if "Lena Park" in d.authors]
            return f"""<div class="{c("main")}"><div class="{c("profile")}"><img src="/staff/park.jpg" alt="Lena Park"/><h1 class="{c("headline")}">Lena Park</h1>
<div class="{c("role")}">Transportation and housing reporter</div><p class="{c("para")}">Lena Park has covered the port authority and city hall for the Ledger since 2022. She previously worked at a wire service in Seoul.</p></div>
<div class="{c("grid")}">{"".join(self.card(k, "long") for k in keys)}</div></div>
"""
        keys = [
            k
            for k, d in self.docs.items()
            if d.is_article and d.section == doc.key and k not in ("shelter", "tide-gauge")
        ]
        return f"""<div class="{c("main")}"><h1 class="{c("section-title")}">{esc(doc.title)}</h1>
<div class="{c("grid")}">{"".join(self.card(k, "long") for k in keys)}</div>
<div class="{c("pager")}"><a href="?page=2">Load more</a></div></div>
"""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        return self.head(doc) + self.header() + self.main(doc) + self.footer()

    def pad_rules(self) -> list[str]:
        r = rng("bayledger-css")
        names = ["app", "topbar", "logo", "nav", "nav-item", "trending", "trend-item", "main", "story", "headline", "dek",
                 "byline", "date", "body", "para", "subhead", "figure", "caption", "more", "card", "footer", "fcol", "flink",
                 "grid", "tile", "story-card", "card-head", "kicker", "promo", "btn", "burger"]  # fmt: skip
        rules = []
        for i in range(500):
            n = names[i % len(names)] + ("" if i < len(names) else f"-{i}")
            rules.append(
                f".{c(n)}{{display:{r.choice(('flex', 'block', 'grid'))};margin:{r.randrange(0, 32)}px;color:#{r.randrange(0, 0xFFFFFF):06x};font-size:{r.randrange(12, 30)}px}}"
            )
        return rules
