# ruff: noqa: E501 (page texts and markup are long literal lines)
"""The Coast Courier: an independent community news site for the Kāpiti Coast (New Zealand) built with a static site
generator and marked up with **microformats2 only**: `h-feed`, `h-entry`, `p-name`, `p-summary`, `p-author h-card`,
`dt-published`, `dt-updated`, `e-content`, `p-category`, `u-url`, `h-event` on the what's-on page. There is no
JSON-LD, no Open Graph, no `<meta name="author">`, no `article:` meta and no `<article>` element; the footer carries
the site's own representative `h-card` (name, locality, logo). English (`en-NZ`), UTF-8, New Zealand daylight time
(NZDT, +13:00). URLs: `/news/2026/12/<slug>/`, `/news/page/2/`, `/tags/<slug>/`, `/people/<slug>/`,
`/archive/2026/12/`, `/search/?q=` (a client-side search page with no results in its HTML).

Dates print "Wednesday 9 December 2026, 4.20pm" in a `dt-published` `<time>` whose `datetime` is +13:00, except the
rescue story, whose `datetime` is **UTC** (`2026-12-09T18:30:00Z`, printed "Thursday 10 December 2026, 7.30am",
labelled 10 Dec), and the bridge story, whose `datetime` is a bare day (`2026-12-08`). Credits: "By Ana Lemalu,
Local Democracy Reporter" (the role outside the h-card) with the LDR funding line under the text; "By Tama Ngata and
Ruth Fairweather" (two h-cards); "By Coast Courier staff" (an h-card that names no person); the opinion column's
writer bio is the last, italic paragraph **inside** `e-content`. The mural story's `e-content` is text runs separated
by `<br><br>`, no `<p>`."""

from __future__ import annotations

from common import EN_DAYS, EN_MONTHS, Base, page, para_blocks, story, weekday, ymd
from sitekit import Doc, css_rules, esc

ORIGIN = "https://coastcourier.test"
ARTS = ["power", "ferry", "rescue", "rates", "noise", "mural", "bridge", "opinion"]
PEOPLE = {
    "Ana Lemalu": "ana-lemalu",
    "Tama Ngata": "tama-ngata",
    "Ruth Fairweather": "ruth-fairweather",
    "Grace Liu": "grace-liu",
    "Hemi Walker": "hemi-walker",
}


def nz_time(local: str) -> str:
    """'2026-12-09 16:20' -> 'Wednesday 9 December 2026, 4.20pm'; a bare day -> '8 December 2026'."""
    y, m, d = ymd(local)
    if " " not in local:
        return f"{d} {EN_MONTHS[m - 1]} {y}"
    hh, mm = (int(x) for x in local.split()[1].split(":"))
    clock = f"{(hh % 12) or 12}.{mm:02d}{'am' if hh < 12 else 'pm'}"
    return f"{EN_DAYS[weekday(local)]} {d} {EN_MONTHS[m - 1]} {y}, {clock}"


def nz_iso(local: str) -> str:
    if " " not in local:
        return local
    d, t = local.split()
    return f"{d}T{t}:00+13:00"


class CoastCourier(Base):
    origin = ORIGIN
    name = "The Coast Courier"
    prefix = "ccr"
    language = "en"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "ccr",
            [
                ":root",
                ".masthead",
                ".nav a",
                ".h-entry .p-name",
                ".h-entry .e-content p",
                ".byline .h-card",
                ".feed .h-entry",
                ".site-footer .h-card",
                ".webmentions .h-cite",
                ".h-event",
                ".tags a",
            ],
            220,
        )

    def build(self) -> None:
        add = self.add
        add(page("home", "/", "home", "The Coast Courier", "h-feed-home", list=ARTS, more="news"))
        add(
            page(
                "news",
                "/news/",
                "section",
                "News",
                "h-feed-section",
                list=["power", "ferry", "rescue", "rates"],
                more="news2",
            )
        )
        add(
            page(
                "news2",
                "/news/page/2/",
                "section",
                "News",
                "h-feed-section-page2",
                list=["noise", "mural", "bridge", "opinion"],
            )
        )
        add(
            page(
                "tag",
                "/tags/kapiti-coast-district-council/",
                "tag",
                "Kāpiti Coast District Council",
                "h-feed-tag",
                list=["rates", "bridge", "opinion"],
            )
        )
        add(
            page(
                "author",
                "/people/ana-lemalu/",
                "author",
                "Ana Lemalu",
                "h-card-profile",
                list=["rates"],
                bio="Ana Lemalu is the Local Democracy Reporter for the Kāpiti Coast, covering the district council, the regional council and local boards. She was previously a reporter in Porirua.",
                older=[
                    (
                        "/news/2026/11/council-water-meters-decision/",
                        "Council delays decision on water meters until after consultation",
                    ),
                    (
                        "/news/2026/11/otaki-community-board-pool-hours/",
                        "Ōtaki pool hours cut as community board looks for savings",
                    ),
                ],
            )
        )
        add(page("search", "/search/?q=rates", "search", "Search the Coast Courier", "client-side-search-empty"))
        add(
            page(
                "newsletter",
                "/newsletter/",
                "newsletter",
                "Get the Coast Courier in your inbox",
                "newsletter-signup",
                [
                    "Every Friday morning we send a short email with the week's local news from Ōtaki to Paekākāriki, what's on at the weekend and the notices our readers send us.",
                    "It is free, we never share your address, and you can unsubscribe with one click.",
                ],
            )
        )
        add(
            page(
                "about",
                "/support/",
                "about",
                "About the Coast Courier",
                "about-and-support",
                [
                    "The Coast Courier is an independent, reader-supported news site for the Kāpiti Coast. We started in 2021, after the last printed local paper closed, and we are run by a small team of journalists who live here.",
                    "We publish council and community news, court and emergency services reports, and stories about the people and places of the coast. Our Local Democracy Reporter is funded through a national public interest journalism scheme; everything else is paid for by readers.",
                    "## Support local news",
                    "If you value what we do, you can become a supporter from $5 a month. Supporters get the Friday newsletter a day early and an invitation to our annual readers' evening.",
                    "## Corrections",
                    "If we get something wrong, we fix it and say so at the bottom of the story. Email corrections@coastcourier.test.",
                ],
            )
        )
        add(
            page(
                "archive",
                "/archive/2026/12/",
                "section",
                "Archive: December 2026",
                "h-feed-month-archive",
                list=["power", "ferry", "rescue", "rates", "noise", "mural", "bridge", "opinion"],
            )
        )
        add(
            page(
                "events",
                "/whats-on/",
                "events",
                "What's on",
                "h-event-listing",
                events=[
                    (
                        "2026-12-12T09:00:00+13:00",
                        "Saturday 12 December, 9am",
                        "Paraparaumu Beach Market",
                        "Marine Parade, Paraparaumu Beach",
                        "Crafts, coffee and local produce on the beachfront reserve.",
                    ),
                    (
                        "2026-12-12T18:30:00+13:00",
                        "Saturday 12 December, 6.30pm",
                        "Carols by candlelight",
                        "Waikanae Memorial Hall",
                        "Bring a torch and a blanket. Gold coin donation.",
                    ),
                    (
                        "2026-12-13T10:00:00+13:00",
                        "Sunday 13 December, 10am",
                        "Ōtaki River clean-up",
                        "Ōtaki River mouth car park",
                        "Gloves and bags provided. Morning tea afterwards.",
                    ),
                    (
                        "2026-12-16T17:00:00+13:00",
                        "Wednesday 16 December, 5pm",
                        "Council long-term plan drop-in",
                        "Paekākāriki Memorial Hall",
                        "Councillors and staff answer questions about the draft plan.",
                    ),
                    (
                        "2026-12-19T11:00:00+13:00",
                        "Saturday 19 December, 11am",
                        "Summer reading launch",
                        "Paraparaumu Library",
                        "Sign up for the children's summer reading challenge.",
                    ),
                    (
                        "2026-12-20T14:00:00+13:00",
                        "Sunday 20 December, 2pm",
                        "Kapa haka in the park",
                        "Maclean Park",
                        "Groups from four local schools perform.",
                    ),
                ],
            )
        )
        add(
            story(
                "rates",
                "/news/2026/12/kapiti-rates-rise-draft-long-term-plan/",
                "Kāpiti rates to rise 9.8 per cent under council's draft long-term plan",
                "2026-12-09",
                nz_iso("2026-12-09 16:20"),
                "2026-12-09 16:20",
                ["Ana Lemalu"],
                [
                    "Kāpiti Coast ratepayers face an average rates rise of 9.8 per cent next year under a draft long-term plan approved for consultation by the district council on Wednesday.",
                    "The increase is lower than the 12.4 per cent signalled in September, after councillors agreed to delay two projects: the upgrade of the Waikanae library and a new stormwater pipe in Raumati South.",
                    "Mayor Karen Whitlock said the council had no easy choices left. “Most of this increase is water. We are paying for pipes and treatment plants that should have been replaced twenty years ago,” she said.",
                    "Councillor Sophie Ruatapu voted against the plan, saying older residents on fixed incomes could not absorb another large rise. “We keep telling people it will get better next year, and it never does,” she said.",
                    "The council will consult on the draft plan from February 2 to March 6. Residents will be able to give feedback online, at libraries and at drop-in sessions in Ōtaki, Waikanae, Paraparaumu and Paekākāriki.",
                    "An average residential property in Paraparaumu would pay about $4310 in rates next year, up $386.",
                ],
                "h-entry-ldr-role-outside-h-card",
                section="Council",
                dek="Two projects delayed to bring the increase down from 12.4 per cent",
                role="Local Democracy Reporter",
                tail="Local Democracy Reporting is public interest journalism funded through RNZ and NZ On Air.",
            )
        )
        add(
            story(
                "rescue",
                "/news/2026/12/lifeguards-rescue-six-swimmers-paraparaumu-rip/",
                "Lifeguards pull six swimmers from rip at Paraparaumu Beach",
                "2026-12-10",
                "2026-12-09T18:30:00Z",
                "2026-12-10 07:30",
                ["Tama Ngata"],
                [
                    "Volunteer lifeguards rescued six swimmers, including three children, from a rip at Paraparaumu Beach on Wednesday evening, after patrols had finished for the day.",
                    "Paraparaumu Surf Life Saving Club captain Jono Karaka said members were packing up equipment at about 6.15pm when a man ran up from the water to say his family was in trouble. Four lifeguards went back into the surf with boards and a rescue tube.",
                    "“It was a textbook rescue, but it was close,” Karaka said. “The rip was pulling them straight out past the break. By the time we got to the last swimmer he was exhausted.”",
                    "All six were checked by ambulance staff at the scene. One adult was taken to Wellington Hospital as a precaution.",
                    "Surf Life Saving New Zealand is reminding people to swim between the flags. Patrols at Paraparaumu run from 10am to 6pm on weekends and public holidays, and every day from December 19.",
                ],
                "h-entry-dt-published-utc-previous-day",
                section="Emergency",
            )
        )
        add(
            story(
                "mural",
                "/news/2026/12/paekakariki-station-mural-unveiled/",
                "Paekākāriki station mural unveiled after two-year wait",
                "2026-12-08",
                nz_iso("2026-12-08 11:00"),
                "2026-12-08 11:00",
                ["Ruth Fairweather"],
                [
                    "A 30-metre mural telling the story of the Paekākāriki railway and the people who built it was unveiled on the station's northern wall on Monday, two years after the project was first proposed.",
                    "The mural was painted by local artist Tui Mahana with help from students at Paekākāriki School, who spent three weeks of the term sketching steam engines, surfers and the Kāpiti Island ferry.",
                    "“Every kid in the village has a bit of themselves on this wall,” Mahana said. “Some of them painted their grandparents into the crowd on the platform.”",
                    "The project was funded by a $28,000 grant from the council's public art fund and donations from residents. It was delayed last year when the rail operator asked for changes to make sure the paint would not damage the heritage-listed building.",
                    "A small ceremony with a karakia and a performance by the school's kapa haka group was held at the station. The mural will be lit at night from January.",
                ],
                "h-entry-e-content-br-runs",
                section="Community",
                brbr=True,
            )
        )
        add(
            story(
                "noise",
                "/news/2026/12/raumati-expressway-noise-wall-still-missing/",
                "Expressway noise wall promised in 2021 still missing, Raumati residents say",
                "2026-12-09",
                nz_iso("2026-12-09 09:15"),
                "2026-12-09 09:15",
                ["Tama Ngata", "Ruth Fairweather"],
                [
                    "Residents on a Raumati street next to the Kāpiti Expressway say they are still waiting for a noise wall they were promised five years ago, as traffic on the road continues to grow.",
                    "Leanne Morris, who has lived on Matai Road since 2004, said trucks were audible in her bedroom at night. “We have emails from 2021 saying the wall would be built within eighteen months,” she said. “Nothing has happened.”",
                    "The transport agency said noise monitoring in 2023 found levels were within the standard for the road, but it would carry out new measurements in the new year.",
                    "Traffic counts published by the agency show about 31,000 vehicles a day now use the expressway between Raumati and Paraparaumu, up from 24,000 when it opened in 2017.",
                    "The residents' group has collected 212 signatures and plans to present them to the council's strategy committee in February.",
                ],
                "h-entry-two-h-cards",
                section="Transport",
            )
        )
        add(
            story(
                "power",
                "/news/2026/12/waikanae-power-cut-3200-homes/",
                "Power cut leaves 3200 Waikanae homes without electricity",
                "2026-12-10",
                nz_iso("2026-12-10 13:05"),
                "2026-12-10 13:05",
                [],
                [
                    "About 3200 homes and businesses in Waikanae were without power for more than three hours on Thursday after a fault at a substation, lines company Coastline Networks said.",
                    "The outage began at about 10.40am and affected properties from Waikanae Beach to the town centre. Traffic lights on State Highway 1 at Te Moana Road were out, and police directed traffic for part of the morning.",
                    "Power was restored to most customers by 2pm. Coastline Networks said the cause of the fault was being investigated.",
                ],
                "h-entry-staff-h-card-no-person",
                section="Local",
                credit="Coast Courier staff",
            )
        )
        add(
            story(
                "opinion",
                "/news/2026/12/opinion-libraries-more-than-books/",
                "Our libraries are more than places to borrow books",
                "2026-12-07",
                nz_iso("2026-12-07 08:00"),
                "2026-12-07 08:00",
                ["Grace Liu"],
                [
                    "On a wet Tuesday afternoon at the Paraparaumu library, every seat is taken. There are students doing homework, a man applying for jobs on one of the public computers, two mothers with toddlers at rhyme time and a group of older residents learning to use their new phones.",
                    "Very few of them are borrowing books. That is not a sign that libraries are failing. It is a sign that they have become something else: the last free, warm, indoor public space in many of our towns.",
                    "The council's draft plan would delay the upgrade of the Waikanae library by three years. I understand why. Water pipes are not optional, and libraries do not flood. But a library is where many people who cannot afford a café or a gym go to be around other people.",
                    "If the council needs to save money, it should look at how it can keep the libraries we have open for longer, rather than only at what it can defer. A library that closes at 5pm is no help to someone who works until 5.",
                    "Libraries are not a luxury. They are infrastructure, too.",
                ],
                "h-entry-opinion-bio-inside-e-content",
                section="Opinion",
                tail_inside="Grace Liu is a former librarian and chairs the Friends of Kāpiti Libraries.",
            )
        )
        add(
            story(
                "bridge",
                "/news/2026/12/otaki-river-bridge-reopen-cyclists/",
                "Old Ōtaki River bridge to reopen to walkers and cyclists before Christmas",
                "2026-12-08",
                "2026-12-08",
                "2026-12-08",
                ["Hemi Walker"],
                [
                    "The old Ōtaki River bridge will reopen to walkers and cyclists before Christmas after repairs to its deck took longer than expected, the district council says.",
                    "The bridge, which was replaced for vehicles when the expressway opened, was closed in August after inspectors found rotten timber in several sections of the deck.",
                    "Council infrastructure manager Paul Devereux said the repairs had been complicated by high river levels in October. “We had to stop work for nearly three weeks because we could not safely get under the bridge,” he said.",
                    "The bridge is part of the Kāpiti cycleway and is used by about 400 people a day in summer.",
                ],
                "h-entry-date-only",
                section="Council",
            )
        )
        add(
            story(
                "ferry",
                "/news/2026/12/kapiti-island-trips-cancelled-what-we-know/",
                "Kāpiti Island trips cancelled for summer? What we know so far",
                "2026-12-10",
                nz_iso("2026-12-10 09:00"),
                "2026-12-10 09:00",
                ["Ruth Fairweather"],
                [
                    "Day trips to Kāpiti Island could be cancelled for much of the summer after the island's only licensed ferry operator said its boat had failed a survey. Here is what we know.",
                    "## What happened?",
                    "The operator's main vessel did not pass its annual survey last week because of corrosion in the hull. The company says repairs will take at least eight weeks.",
                    "## Can I still visit the island?",
                    "Trips booked before January 31 are cancelled. The company is contacting customers and offering full refunds or a new date later in the season. The Department of Conservation says overnight visitors already booked at the lodge will be contacted separately.",
                    "## Is there another boat?",
                    "The company is trying to charter a replacement vessel from Wellington. Any replacement needs to be approved by Maritime New Zealand and the Department of Conservation, which manages the island as a nature reserve.",
                    "## What should I do if I have a booking?",
                    "- Check your email for a message from the operator",
                    "- Do not travel to Paraparaumu Beach for a cancelled trip",
                    "- Contact your travel insurer if you booked accommodation",
                ],
                "h-entry-explainer-subheads-list-updated",
                section="Local",
                updated="2026-12-10 15:40",
            )
        )

    # --- templates -------------------------------------------------------------------------------------------

    def frame(self, doc: Doc, main: str) -> str:
        nav = " ".join(
            self.a(k, t, "nav")
            for k, t in (
                ("news", "News"),
                ("tag", "Council"),
                ("events", "What's on"),
                ("/notices/", "Notices"),
                ("newsletter", "Newsletter"),
                ("about", "Support us"),
                ("search", "Search"),
            )
        )
        desc = (
            (doc.dek or self.lede(doc))
            if doc.is_article
            else "Independent news for the Kāpiti Coast, from Ōtaki to Paekākāriki."
        )
        return f"""<!doctype html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.title)} — The Coast Courier</title>
<meta name="description" content="{esc(desc)}">
<meta name="generator" content="Eleventy v3.0.0">
<link rel="canonical" href="{esc(self.url(doc.key))}">
<link rel="alternate" type="application/atom+xml" title="The Coast Courier" href="/feed.xml">
<link rel="webmention" href="https://webmention.io/coastcourier.test/webmention">
<link rel="pingback" href="https://webmention.io/coastcourier.test/xmlrpc">
<link rel="me" href="https://mastodon.nz/@coastcourier">
<link rel="icon" href="/img/favicon.svg" type="image/svg+xml">
<style>/*PAD*/</style>
<script defer data-domain="coastcourier.test" src="https://plausible.io/js/script.js"></script>
</head>
<body>
<a class="skip" href="#content">Skip to content</a>
<div class="masthead">
<a class="site-title" href="/"><img src="/img/courier-wordmark.svg" alt="" width="36" height="36"> The Coast Courier</a>
<div class="tagline">Independent news for the Kāpiti Coast</div>
<div class="nav">{nav}</div>
</div>
<div id="content" class="content">
{main}
</div>
<div class="site-footer">
<div class="h-card site-card"><img class="u-logo" src="/img/courier-wordmark.svg" alt="" width="48" height="48"> <a class="p-name u-url" href="{ORIGIN}/">The Coast Courier</a> · <span class="p-locality">Paraparaumu</span>, <span class="p-region">Kāpiti Coast</span>, <span class="p-country-name">Aotearoa New Zealand</span> · <a class="u-email" href="mailto:news@coastcourier.test">news@coastcourier.test</a></div>
<div class="footer-links">{self.a("about", "About", "footer")} · {self.a("newsletter", "Newsletter", "footer")} · {self.a("archive", "Archive", "footer")} · <a href="/feed.xml">Feed</a> · <a href="/privacy/">Privacy</a> · <a href="https://mastodon.nz/@coastcourier" rel="me">Mastodon</a></div>
<div class="colophon">Built with Eleventy. Text licensed CC BY-NC 4.0 unless stated otherwise.</div>
</div>
</body>
</html>"""

    def author_cards(self, doc: Doc) -> str:
        if doc.extra.get("credit"):
            return f'By <span class="p-author h-card">{esc(doc.extra["credit"])}</span>'
        cards = []
        for a in doc.authors:
            inner = f'<img class="u-photo" src="/img/people/{PEOPLE[a]}.jpg" alt="" width="32" height="32">{esc(a)}'
            if a == "Ana Lemalu":
                cards.append(self.a("author", a, "byline", attrs='class="p-author h-card"', inner=inner))
            else:
                cards.append(f'<a class="p-author h-card" href="/people/{PEOPLE[a]}/">{inner}</a>')
        role = f", {esc(doc.extra['role'])}" if doc.extra.get("role") else ""
        return "By " + " and ".join(cards) + role

    def story_main(self, doc: Doc) -> str:
        updated = ""
        if doc.extra.get("updated"):
            up = doc.extra["updated"]
            updated = f' · <span class="updated">Updated <time class="dt-updated" datetime="{nz_iso(up)}">{nz_time(up).split(", ")[-1]}</time></span>'
        if doc.extra.get("brbr"):
            content = "<br><br>\n".join(self.inline(b[1]) for b in doc.blocks if b[0] == "p")
        else:
            content = "\n".join(
                para_blocks(self, doc.blocks, lambda h, n: f"<p>{h}</p>", head=lambda k, h: f"<h2>{h}</h2>")
            )
        if doc.extra.get("tail_inside"):
            content += f"\n<p><em>{esc(doc.extra['tail_inside'])}</em></p>"
        tail = (
            f'<div class="ldr-note"><img src="/img/ldr-logo.png" alt="" width="80" height="24"> {esc(doc.extra["tail"])}</div>'
            if doc.extra.get("tail")
            else ""
        )
        cat = doc.section
        cat_link = (
            self.a("tag", cat, "tag", attrs='class="p-category"')
            if cat == "Council"
            else f'<a class="p-category" href="/tags/{cat.lower()}/">{esc(cat)}</a>'
        )
        dek = f'<div class="p-summary standfirst">{esc(doc.dek)}</div>' if doc.dek else ""
        more = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'related')}</li>" for k in [k for k in ARTS if k != doc.key][:3]
        )
        likes = 3 + len(doc.title) % 17
        return f"""<div class="h-entry post">
<div class="kicker">{cat_link}</div>
<h1 class="p-name">{esc(doc.title)}</h1>
{dek}
<div class="byline">{self.author_cards(doc)}</div>
<div class="dateline"><time class="dt-published" datetime="{doc.iso}">{nz_time(doc.stamp)}</time>{updated} · <a class="u-url" href="{esc(doc.path)}">Permalink</a></div>
<div class="e-content">
{content}
</div>
{tail}
<div class="share">Share: <a href="https://mastodon.nz/share?text={esc(self.url(doc.key))}">Mastodon</a> · <a href="https://www.facebook.com/sharer/sharer.php?u={esc(self.url(doc.key))}">Facebook</a> · <a href="mailto:?subject={esc(doc.title)}">Email</a></div>
<div class="webmentions"><h2>Responses</h2><div class="likes">{likes} likes and boosts</div><div class="h-cite p-comment"><a class="p-author h-card" href="https://mastodon.nz/@kapitiwalker">Kāpiti Walker</a>: <span class="p-content">Thanks for covering this.</span></div><div class="reply-hint">Reply on Mastodon or send a webmention.</div></div>
</div>
<div class="more-stories"><h2>More from the Courier</h2><ul>{more}</ul></div>
<div class="support-box">The Coast Courier is free to read and paid for by readers. {self.a("about", "Become a supporter", "aside")}.</div>"""

    def entry_card(self, k: str) -> str:
        d = self.docs[k]
        by = d.extra.get("credit") or " and ".join(d.authors)
        link = self.a(k, d.title, "content", attrs='class="u-url"')
        return (
            f'<div class="h-entry card"><h2 class="p-name">{link}</h2>'
            f'<div class="meta"><span class="p-author h-card">{esc(by)}</span> · <time class="dt-published" datetime="{d.iso}">{nz_time(d.stamp)}</time></div>'
            f'<div class="p-summary">{esc(d.dek or self.lede(d))}</div></div>'
        )

    def listing_main(self, doc: Doc) -> str:
        cards = "".join(self.entry_card(k) for k in doc.extra["list"])
        older = "".join(
            f'<div class="h-entry card"><h2 class="p-name"><a class="u-url" href="{h}">{esc(t)}</a></h2></div>'
            for h, t in doc.extra.get("older", [])
        )
        head = f'<h1 class="p-name">{esc(doc.title)}</h1>'
        if doc.key == "home":
            head = '<h1 class="p-name visually-hidden">The Coast Courier</h1><div class="p-summary">Latest news from the Kāpiti Coast</div>'
        elif doc.kind == "author":
            head = f'<div class="h-card profile"><img class="u-photo" src="/img/people/ana-lemalu.jpg" alt="" width="120" height="120"><h1 class="p-name">{esc(doc.title)}</h1><div class="p-job-title">Local Democracy Reporter</div><div class="p-note">{esc(doc.extra["bio"])}</div><a class="u-email" href="mailto:ana@coastcourier.test">ana@coastcourier.test</a></div><h2>Stories</h2>'
        elif doc.kind == "tag":
            head = f'<h1 class="p-name">Tagged: {esc(doc.title)}</h1>'
        pager = ""
        if doc.key == "news":
            pager = (
                '<div class="pager">' + self.a("news2", "Older stories", "pagination", attrs='rel="next"') + "</div>"
            )
        elif doc.key == "news2":
            newer = self.a("news", "Newer stories", "pagination", attrs='rel="prev"')
            pager = f'<div class="pager">{newer} · <a href="/news/page/3/" rel="next">Older stories</a></div>'
        elif doc.key == "home":
            whats_on = self.a("events", "What's on this weekend", "content")
            pager = f'<div class="pager">{self.a("news", "All news", "content")} · {self.a("archive", "December archive", "content")} · {whats_on}</div>'
        elif doc.kind == "section":
            pager = '<div class="pager"><a href="/archive/2026/11/">November 2026</a></div>'
        title_attr = "" if doc.key == "home" else ' aria-label="' + esc(doc.title) + '"'
        return f'<div class="h-feed"{title_attr}>{head}{cards}{older}{pager}</div>'

    def service_main(self, doc: Doc) -> str:
        if doc.kind == "search":
            return (
                f'<h1>{esc(doc.title)}</h1><form action="/search/" method="get" role="search"><input type="search" name="q" value="rates" aria-label="Search"><button>Search</button></form>'
                '<div id="search-results" data-pagefind-ui></div><noscript>Search needs JavaScript. You can also browse the '
                f"{self.a('archive', 'archive', 'content')} or the {self.a('news', 'latest news', 'content')}.</noscript>"
                '<script src="/pagefind/pagefind-ui.js"></script><script>window.addEventListener("DOMContentLoaded",()=>{new PagefindUI({element:"#search-results",showSubResults:true})});</script>'
            )
        if doc.kind == "events":
            items = "".join(
                f'<div class="h-event"><h2 class="p-name">{esc(name)}</h2><time class="dt-start" datetime="{iso}">{shown}</time> · <span class="p-location">{esc(where)}</span><div class="p-summary">{esc(what)}</div></div>'
                for iso, shown, name, where, what in doc.extra["events"]
            )
            return f'<h1>{esc(doc.title)}</h1><div class="intro">Events on the coast this week and next. Send yours to events@coastcourier.test.</div>{items}'
        html = "\n".join(para_blocks(self, doc.blocks, lambda h, n: f"<p>{h}</p>", head=lambda k, h: f"<h2>{h}</h2>"))
        form = ""
        if doc.kind == "newsletter":
            form = '<form action="https://buttondown.test/api/emails/embed-subscribe/coastcourier" method="post" class="embeddable-buttondown-form"><label for="bd-email">Your email</label><input type="email" name="email" id="bd-email"><input type="submit" value="Subscribe"></form>'
        return f"<h1>{esc(doc.title)}</h1>\n{html}\n{form}"
