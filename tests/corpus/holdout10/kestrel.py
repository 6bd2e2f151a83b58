# ruff: noqa: E501 (page texts and markup are long literal lines in their own scripts)
"""Kestrel City Times: an Arc XP-like metro daily (Fusion server render, globalContent state, ANS JSON-LD)."""

from __future__ import annotations

import json

from common import blocks_html, lying_head
from sitekit import Doc, Site, css_rules, esc, plain

P = "/2026/11/"
CL = 'class="c-link"'
CB = 'class="c-button"'


class Kestrel(Site):
    origin = "https://www.kestrelcitytimes.test"
    name = "Kestrel City Times"
    prefix = "kct"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        sel = [
            ".b-header-nav-chain",
            ".c-link",
            ".b-top-table-list",
            ".c-heading",
            ".b-article-body",
            ".c-paragraph",
            ".b-paywall-meter",
            ".b-footer",
            ".c-stack",
            ".b-results-list",
        ]
        return css_rules("kct", sel, 260)

    def build(self) -> None:
        add = self.add
        add(
            Doc(
                "home",
                "/",
                "home",
                "Kestrel City Times: Local news, sports, business and opinion",
                shape="arc-front-teasers-paywall-meter",
            )
        )
        add(Doc("local", "/local/", "section", "Local", shape="arc-section-front"))
        add(Doc("business", "/business/", "section", "Business", shape="arc-section-front"))
        add(
            Doc("author", "/people/dana-whitlock/", "author", "Dana Whitlock", shape="author-bio-long-paragraph-latest")
        )
        add(
            Doc(
                "video",
                "/video/local/2026/11/30/harbor-lights-test-run-video/",
                "video",
                "Video: Harbor Lights festival switches on for a test night",
                shape="video-page-two-line-description",
            )
        )
        add(
            Doc(
                "potd",
                "/photography/photo-of-the-day/",
                "gallery",
                "Photo of the Day",
                shape="photo-of-the-day-gallery",
            )
        )
        add(
            Doc(
                "soft404",
                P + "27/council-votes-bus-lanes-plan/",
                "soft404",
                "Page not found",
                shape="soft404-rendered-in-story-template-dated-url",
            )
        )
        add(Doc("about", "/about/", "about", "About the Kestrel City Times", shape="about-in-story-template"))
        add(Doc("privacy", "/privacy-policy/", "policy", "Privacy Policy", shape="privacy-policy-last-updated"))
        add(Doc("newsletters", "/newsletters/", "newsletter", "Newsletters", shape="newsletter-signup-list"))
        add(Doc("help", "/help/", "help", "Help Center: Frequently Asked Questions", shape="help-faq"))

        add(
            Doc(
                "budget",
                P + "30/analysis-why-kestrel-citys-budget-gap-keeps-growing/",
                "article",
                "Analysis: Why Kestrel City's budget gap keeps growing even as tax revenue rises",
                True,
                ["Dana Whitlock"],
                date="2026-11-30",
                iso="2026-11-30T06:00:00-08:00",
                section="Local",
                kicker="Analysis",
                dek="Pension costs and a shrinking state grant explain most of the shortfall.",
                shape="analysis-piece-kicker-dek",
                blocks=[
                    (
                        "p",
                        "Kestrel City collected more in sales and property taxes this year than at any point in "
                        "its history, and yet the budget office is projecting a $41 million gap for the next "
                        "fiscal year. The two facts are not in conflict, and the reasons say a lot about the "
                        "choices the council will face in the spring.",
                    ),
                    ("h2", "Pensions take the first bite"),
                    (
                        "p",
                        "The city's required pension contribution rose by $18 million after the retirement "
                        "system lowered its assumed rate of return. That single change absorbs almost all of "
                        "the new tax revenue before a single service is expanded.",
                    ),
                    (
                        "p",
                        "Finance director Howard Lin told the council in October that the contribution will "
                        "keep rising for at least four more years, because the system spreads investment losses "
                        "over time rather than booking them at once.",
                    ),
                    ("h2", "The state grant that is shrinking"),
                    (
                        "p",
                        "A state transit operating grant that once covered a fifth of the bus budget is being "
                        "phased down under a formula that favors fast-growing suburbs. Kestrel City will "
                        "receive $9 million less than it did three years ago.",
                    ),
                    (
                        "p",
                        "Council members have floated a parking surcharge downtown, but a similar proposal "
                        "failed in 2023 after merchants objected. Without new revenue, the budget office says "
                        "the likely cuts fall on library hours, park maintenance and street repaving.",
                    ),
                    (
                        "p",
                        "None of this is unusual among mid-sized cities, but the timing is awkward: the council "
                        "must adopt a balanced budget by June, five months before an election in which four of "
                        "its seven seats are on the ballot.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "review",
                P + "29/review-saltgrass-kitchen-harbor-district/",
                "article",
                "Review: Saltgrass Kitchen brings smoke and restraint to the Harbor District",
                True,
                ["Priya Raman"],
                date="2026-11-29",
                iso="2026-11-29T10:00:00-08:00",
                section="Food",
                kicker="Restaurant review",
                shape="restaurant-review-star-box-not-body",
                blocks=[
                    (
                        "box",
                        '<div class="c-rating" aria-label="3 of 4 stars"><span>★★★☆</span> Saltgrass Kitchen, '
                        "418 Wharf St. Dinner Tue-Sun. Entrees $24-$39.</div>",
                    ),
                    (
                        "p",
                        "The first thing you notice at Saltgrass Kitchen is the smell of alder smoke drifting "
                        "from an open hearth at the back of the room. The second is how little the kitchen "
                        "leans on it.",
                    ),
                    (
                        "p",
                        "Chef Tomas Ilves spent eight years cooking on the coast before opening this room in a "
                        "former net loft, and his menu reads like a short list of things he refuses to "
                        "overcomplicate. Grilled mussels arrive with a single slick of brown butter and a "
                        "lemon that has spent a minute over the coals.",
                    ),
                    (
                        "p",
                        "The smoked black cod is the dish people will come back for: flaky, barely sweet, set "
                        "on a bed of charred leeks. A pork chop the size of a paperback was less convincing, "
                        "dry at the edges on both of my visits.",
                    ),
                    (
                        "p",
                        "Desserts are an afterthought, but the wine list is short, fairly priced and heavy on "
                        "small producers from the valley. Service was warm and quick even on a full Saturday.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "mural",
                P + "28/tram-depot-mural-unveiled/",
                "article",
                "Tram depot mural unveiled after two years of neighborhood meetings",
                True,
                ["Dana Whitlock"],
                date="2026-11-28",
                section="Local",
                shape="date-only-in-url-no-date-markup",
                blocks=[
                    (
                        "p",
                        "A 140-foot mural now covers the north wall of the old Fremont Street tram depot, "
                        "the result of more than two years of meetings between artists, transit officials "
                        "and neighbors who wanted a say in what went up.",
                    ),
                    (
                        "p",
                        "The design, by the collective Northlight Studio, shows the streetcars that ran on "
                        "the line until 1952 alongside portraits of current residents chosen by a lottery.",
                    ),
                    (
                        "p",
                        "The transit agency paid $86,000 for paint, lifts and insurance. The artists were "
                        "paid from a separate arts grant, which also covers a coat of anti-graffiti sealant.",
                    ),
                    (
                        "p",
                        "Residents can see the work up close during a block party on the depot lot next "
                        "month, organizers said.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "ramp",
                P + "30/i-84-ramp-closed-overnight/",
                "article",
                "Eastbound ramp to I-84 closed overnight for repairs",
                True,
                [],
                date="2026-11-30",
                iso="2026-11-30T05:12:00-08:00",
                section="Local",
                shape="two-sentence-brief-unsigned",
                blocks=[
                    (
                        "p",
                        "The eastbound on-ramp to Interstate 84 from Maple Avenue will be closed from 9 p.m. to "
                        "5 a.m. through Thursday while crews replace an expansion joint.",
                    ),
                    ("p", "Drivers are asked to use the Grant Street ramp, about a mile to the east."),
                ],
            )
        )
        add(
            Doc(
                "market",
                P + "29/opinion-let-the-night-markets-stay/",
                "article",
                "Opinion: Let the night markets stay past 10 p.m.",
                True,
                ["Marcus Hale"],
                date="2026-11-29",
                iso="2026-11-29T07:30:00-08:00",
                section="Opinion",
                kicker="Opinion",
                shape="opinion-column-bio-line-not-body",
                blocks=[
                    (
                        "p",
                        "Every Friday this summer, a parking lot behind the Eastgate library turned into the "
                        "liveliest block in the city. Families ate dumplings on folding chairs, teenagers "
                        "played music, and nobody I talked to could remember a single fight.",
                    ),
                    (
                        "p",
                        "Now the city wants to end the markets at 10 p.m. because of noise complaints from "
                        "three addresses. Three. The permit office says the rule is about fairness, but "
                        "fairness cuts both ways when hundreds of vendors depend on the late hours.",
                    ),
                    (
                        "p",
                        "The council should extend the permits to midnight on weekends and pay for a sound "
                        "barrier along the north edge of the lot. It would cost less than a single "
                        "month of overtime for the police detail that now closes the market down.",
                    ),
                    ("sign", "Marcus Hale is a columnist for the Times. He lives in Eastgate."),
                ],
            )
        )
        add(
            Doc(
                "buses",
                P + "26/school-district-bus-contract/",
                "article",
                "School district signs new bus contract after a semester of missed routes",
                True,
                ["Elena Vasquez"],
                date="2026-11-26",
                iso="2026-11-26T16:40:00-08:00",
                section="Local",
                shape="correction-note-above-text",
                blocks=[
                    (
                        "note",
                        "Correction: An earlier version of this story misstated the length of the contract. "
                        "It runs for five years, not three.",
                    ),
                    (
                        "p",
                        "The Kestrel City school board voted 5-2 on Tuesday to award a five-year bus contract "
                        "to Cascade Student Transit, ending a semester in which more than 200 routes were "
                        "canceled for lack of drivers.",
                    ),
                    (
                        "p",
                        "The new contract pays drivers $27 an hour, up from $21, and guarantees a minimum of "
                        "six hours a day so that drivers who cover only morning and afternoon routes are not "
                        "left with unpaid gaps.",
                    ),
                    (
                        "p",
                        'Parents who spoke at the meeting were skeptical. "We have heard promises every August," '
                        "said Lorraine Pike, whose son's route was canceled 14 times this fall.",
                    ),
                    ("p", "District officials said the first new drivers will start in January after training."),
                    ("sign", "[[privacy|Read our privacy policy]] for how we handle reader tips."),
                ],
            )
        )
        add(
            Doc(
                "lights",
                P + "30/harbor-lights-festival-test-run/",
                "article",
                "Harbor Lights festival switches on for a test night, and the ferries slow down to watch",
                True,
                ["Elena Vasquez"],
                date="2026-11-30",
                iso="2026-11-30T19:05:00-08:00",
                section="Local",
                shape="story-with-video-embed",
                blocks=[
                    (
                        "embed",
                        '<div class="c-video" data-video-id="b7e1c9"><video controls poster="/img/hl.jpg" '
                        'preload="none"></video><p class="c-video-caption">Watch: the test run from Pier 3.</p></div>',
                    ),
                    (
                        "p",
                        "The installations of the Harbor Lights festival flickered on for a test night on "
                        "Sunday, a week before the official opening, and the evening ferries slowed to a crawl "
                        "as passengers crowded the rails.",
                    ),
                    (
                        "p",
                        "Twenty-two light works line the waterfront this year, from a glowing kelp forest "
                        "under the Pier 3 boardwalk to a lighthouse that appears to breathe.",
                    ),
                    (
                        "p",
                        "Organizers moved the festival's hub after last year's crowds overwhelmed the "
                        "sidewalks near the ferry terminal. The old depot on Fremont Street, now covered by a "
                        "[[mural|new mural of the streetcar line]], will serve as the information center.",
                    ),
                    ("p", "The festival runs nightly from 5 to 11 p.m. through Jan. 4. Admission is free."),
                ],
            )
        )
        add(
            Doc(
                "chief",
                P + "27/qa-new-fire-chief-rosa-delgado/",
                "article",
                "Q&A: New fire chief Rosa Delgado on response times and wildfire smoke",
                True,
                ["Jonah Briggs"],
                date="2026-11-27",
                iso="2026-11-27T09:00:00-08:00",
                section="Local",
                kicker="Q&A",
                shape="qa-interview-bold-questions",
                blocks=[
                    (
                        "p",
                        "Rosa Delgado became Kestrel City's fire chief this month after 22 years in the "
                        "department. She spoke with the Times about her priorities. The interview was edited "
                        "for length.",
                    ),
                    (
                        "qa",
                        "What is the first thing you want to change?",
                        "Response times on the east side. We are about ninety seconds slower there than downtown, "
                        "and that gap has grown as the neighborhoods have.",
                    ),
                    (
                        "qa",
                        "Will that mean a new station?",
                        "Eventually. In the short term, we will move one medic unit to Eastgate during the busiest "
                        "hours, from four in the afternoon to midnight.",
                    ),
                    (
                        "qa",
                        "How worried are you about smoke seasons?",
                        "Very. We now keep air filters in every station so that crews can rest in clean air "
                        "between calls, and we are working with schools on the same idea.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "cranes",
                P + "25/kestrel-marsh-cranes-return/",
                "article",
                "The sandhill cranes are back at Kestrel Marsh, in larger numbers than anyone expected",
                True,
                ["Ana Whitfield"],
                date="2026-11-25",
                iso="2026-11-25T12:00:00-08:00",
                section="Local",
                shape="photo-led-long-captions",
                blocks=[
                    (
                        "fig",
                        "Sandhill cranes landing at dusk",
                        "About 3,400 sandhill cranes settle onto the flooded fields of Kestrel Marsh at dusk on "
                        "Monday, the largest count since volunteers began keeping records in 1998.",
                    ),
                    (
                        "p",
                        "Volunteers counted about 3,400 sandhill cranes at Kestrel Marsh on Monday, nearly "
                        "double last year's peak.",
                    ),
                    (
                        "fig",
                        "A volunteer with a clipboard on a levee",
                        "Volunteer Ruth Okoro, 71, tallies birds from the north levee. She has taken part in every "
                        "count since the first one, when fewer than 600 cranes stopped here.",
                    ),
                    (
                        "p",
                        "Biologists credit a restoration project that flooded 300 acres of former farmland "
                        "each fall, giving the birds shallow water to roost in overnight.",
                    ),
                    (
                        "fig",
                        "Cranes feeding in stubble",
                        "Cranes feed in corn stubble west of the marsh. Farmers who leave their fields unplowed "
                        "until spring receive a small payment from the conservation district.",
                    ),
                    ("p", "The viewing platform off Marsh Road is open daily from dawn to dusk."),
                ],
            )
        )

    # --- templates -------------------------------------------------------------------------------------
    def header(self) -> str:
        a = self.a
        nav = "".join(
            f'<li class="b-header-nav-chain__item">{a(k, t, "chrome:nav", CL)}</li>'
            for k, t in (
                ("home", "Home"),
                ("local", "Local"),
                ("business", "Business"),
                ("/sports/", "Sports"),
                ("/opinion/", "Opinion"),
                ("/food/", "Food"),
                ("potd", "Photos"),
                ("/video/", "Video"),
            )
        )
        groups = [
            (
                "Local",
                [
                    ("/local/education/", "Education"),
                    ("/local/transportation/", "Transportation"),
                    ("/local/crime/", "Crime & Courts"),
                    ("/weather/", "Weather"),
                ],
            ),
            (
                "Business & Life",
                [
                    ("/business/real-estate/", "Real Estate"),
                    ("/business/tech/", "Tech"),
                    ("/things-to-do/", "Things to Do"),
                    ("/food/restaurants/", "Restaurants"),
                ],
            ),
            (
                "Sports",
                [
                    ("/sports/high-school/", "High School Sports"),
                    ("/sports/college/", "College"),
                    ("/sports/outdoors/", "Outdoors"),
                ],
            ),
            (
                "Services",
                [
                    ("newsletters", "Newsletters"),
                    ("/e-edition/", "E-Edition"),
                    ("/obituaries/", "Obituaries"),
                    ("help", "Help"),
                ],
            ),
        ]
        cols = "".join(
            f'<div class="b-mega-menu__column"><h3 class="c-heading">{esc(h)}</h3><ul>'
            + "".join(f"<li>{a(p, t, 'chrome:menu', CL)}</li>" for p, t in links)
            + "</ul></div>"
            for h, links in groups
        )
        promo = (
            '<div class="b-mega-menu__promo"><span class="c-overline">Featured</span>'
            + a("chief", self.docs["chief"].title, "chrome:menu", CL)
            + "</div>"
        )
        menu = f'<div id="menu" class="b-mega-menu" aria-hidden="true">{cols}{promo}</div>'
        return (
            '<header class="b-header-nav-chain" data-fusion-component="header-nav-chain">'
            '<div class="b-header-nav-chain__top"><button class="c-button" aria-label="Sections" '
            'aria-controls="menu" data-toggle="menu">Sections</button>'
            + a(
                "home",
                "Kestrel City Times",
                "chrome:header",
                'class="b-header-nav-chain__logo"',
                '<img src="/pf/resources/logo.svg" alt="Kestrel City Times">',
            )
            + '<div class="b-header-nav-chain__links">'
            + a("/account/login/", "Sign In", "chrome:header", 'class="c-link"')
            + a("/subscribe/", "Subscribe", "chrome:header", 'class="c-button c-button--primary"')
            + '</div></div><nav class="b-header-nav-chain__nav" aria-label="Top Links"><ul>'
            + nav
            + "</ul></nav>"
            + menu
            + "</header>"
        )

    def meter(self) -> str:
        return (
            '<div class="b-paywall-meter" role="status">You have <b>2</b> free articles left this month. '
            + self.a("/subscribe/", "Subscribe for $1 for 6 months", "chrome:header", 'class="c-link"')
            + "</div>"
        )

    def rail(self) -> str:
        items = "".join(
            f'<li class="b-top-table-list__item">{self.a(k, self.docs[k].title, "chrome:rail", CL)}</li>'
            for k in ("budget", "chief", "buses", "cranes")
        )
        return (
            f'<aside class="b-top-table-list" data-fusion-component="top-table-list"><h2 class="c-heading">'
            f"Most Popular</h2><ol>{items}</ol></aside>"
        )

    def footer(self) -> str:
        a = self.a
        cols = [
            (
                "About Us",
                [
                    ("about", "About the Times"),
                    ("/careers/", "Careers"),
                    ("/advertise/", "Advertise"),
                    ("/ethics/", "Ethics policy"),
                ],
            ),
            (
                "Subscriber Services",
                [
                    ("/subscribe/", "Subscribe"),
                    ("/e-edition/", "E-Edition"),
                    ("newsletters", "Newsletters"),
                    ("help", "Help Center"),
                ],
            ),
            (
                "Legal",
                [
                    ("privacy", "Privacy Policy"),
                    ("/terms-of-service/", "Terms of Service"),
                    ("/cookie-settings/", "Cookie Settings"),
                ],
            ),
            ("Follow", [("https://social.example/kct", "Social"), ("/rss/", "RSS feeds")]),
        ]
        html = "".join(
            f'<div class="b-footer__column"><h3>{esc(h)}</h3><ul>'
            + "".join(f"<li>{a(k, t, 'chrome:footer', CL)}</li>" for k, t in links)
            + "</ul></div>"
            for h, links in cols
        )
        return (
            f'<footer class="b-footer" data-fusion-component="footer"><div class="b-footer__columns">{html}'
            "</div><p>© 2026 Kestrel City Times. All rights reserved.</p></footer>"
        )

    def teaser(self, key: str, image: bool = False, dek: bool = False) -> str:
        d = self.docs[key]
        kick = f'<span class="c-overline">{esc(d.kicker)}</span>' if d.kicker else ""
        img = (
            self.a(
                key,
                d.title,
                "content",
                'class="c-image-link"',
                f'<img src="/resizer/{d.key}.jpg" alt="{esc(d.title)}">',
            )
            if image
            else ""
        )
        deck = f'<p class="c-description">{esc(d.dek)}</p>' if dek and d.dek else ""
        return (
            f'<div class="b-results-list__item c-stack">{img}{kick}<h2 class="c-heading">'
            f"{self.a(key, d.title, 'content', CL)}</h2>{deck}</div>"
        )

    def global_content(self, doc: Doc) -> str:
        elems = []
        for i, b in enumerate(doc.blocks):
            if b[0] == "p":
                elems.append({"_id": f"E{i:03d}", "type": "text", "content": plain(b[1])})
            elif b[0] == "h2":
                elems.append({"_id": f"E{i:03d}", "type": "header", "level": 2, "content": b[1]})
            elif b[0] == "fig":
                elems.append({"_id": f"E{i:03d}", "type": "image", "caption": b[2], "alt_text": b[1]})
        gc = {
            "_id": f"KCT{abs(sum(map(ord, doc.key))) * 7919:X}",
            "type": "story" if doc.is_article or doc.kind == "soft404" else "page",
            "canonical_url": doc.path,
            "headlines": {"basic": doc.title},
            "display_date": doc.iso,
            "credits": {"by": [{"type": "author", "name": n} for n in doc.authors]},
            "content_elements": elems,
            "taxonomy": {"primary_section": {"_id": "/" + doc.section.lower()}},
        }
        return (
            '<script>window.Fusion=window.Fusion||{};Fusion.arcSite="kct";Fusion.deployment="812";'
            f"Fusion.globalContent={json.dumps(gc, ensure_ascii=False)};Fusion.globalContentConfig="
            '{"source":"content-api","query":{"website_url":' + json.dumps(doc.path) + "}};</script>"
        )

    def story(self, doc: Doc) -> str:
        a = self.a
        byline = ""
        if doc.authors:
            names = " and ".join(
                a("author", n, "byline", 'class="c-link"') if n == "Dana Whitlock" else esc(n) for n in doc.authors
            )
            byline = f'<div class="b-byline">By {names}</div>'
        date = ""
        if doc.iso:
            date = f'<time class="c-date" datetime="{doc.iso}">Nov. {int(doc.date[8:])}, 2026</time>'
        kick = f'<div class="c-overline">{esc(doc.kicker)}</div>' if doc.kicker else ""
        dek = f'<h2 class="b-subheadline">{esc(doc.dek)}</h2>' if doc.dek else ""
        body = blocks_html(self, doc.blocks, '<p class="c-paragraph">', "</p>")
        crumbs = (
            f'<div class="b-breadcrumbs">{a("home", "Home", "chrome:breadcrumb")} / '
            f"{a('local', 'Local', 'chrome:breadcrumb')}</div>"
        )
        return (
            f'<article class="b-article-body">{crumbs}{kick}<h1 class="b-headline">{esc(doc.title)}</h1>{dek}'
            f"{byline}{date}{body}</article>"
        )

    def main(self, doc: Doc) -> str:
        a = self.a
        k = doc.key
        if k == "home":
            items = [
                self.teaser("budget", True, True),
                self.teaser("lights", True),
                a(
                    "cranes",
                    self.docs["cranes"].title,
                    "content",
                    'class="c-image-link"',
                    '<img src="/resizer/cranes.jpg" alt="Thousands of sandhill cranes land at Kestrel Marsh">',
                ),
                self.teaser("buses"),
                self.teaser("ramp"),
                self.teaser("review"),
                self.teaser("market"),
                '<div class="b-promo c-stack"><h2 class="c-heading">Get the Morning Edition</h2>'
                "<p>The day's top local stories in your inbox at 6 a.m.</p>"
                + a("newsletters", "Sign up for our newsletters", "content", 'class="c-button"')
                + "</div>",
                '<div class="b-promo c-stack">' + a("potd", "See today's Photo of the Day", "content") + "</div>",
                '<div class="b-promo c-stack">' + a("video", "Watch: Harbor Lights test night", "content") + "</div>",
            ]
            return f'<main class="b-top-table-list"><h1 class="c-heading sr-only">{esc(doc.title)}</h1>{"".join(items)}</main>'
        if k in ("local", "business"):
            keys = ["lights", "ramp", "budget", "buses", "mural", "cranes"] if k == "local" else ["budget", "review"]
            items = "".join(self.teaser(x, x == keys[0], True) for x in keys)
            extra = ""
            if k == "local":
                extra = (
                    '<div class="b-results-list__item c-stack"><h2 class="c-heading">'
                    + a("soft404", "Council to vote on downtown bus lanes plan", "content", 'class="c-link"')
                    + "</h2></div>"
                )
            return (
                f'<main><h1 class="c-heading">{esc(doc.title)}</h1><div class="b-results-list">{items}{extra}'
                f"</div>{a(doc.path + '2/', 'Load more', 'content', CB)}</main>"
            )
        if k == "author":
            bio = (
                "Dana Whitlock covers City Hall and the county budget for the Kestrel City Times, where she has "
                "worked since 2017. Before that she spent six years at the Coastal Valley Register covering "
                "schools, water districts and two gubernatorial campaigns, and a year as a data fellow at a "
                "public-records nonprofit, where she built a searchable database of municipal contracts. She "
                "grew up in Eastgate, studied economics at Lakeside State, and still lives a few blocks from the "
                "library where she first read the council minutes out of curiosity. Her reporting on overtime "
                "pay in the parks department won a regional award in 2022. Send her tips on budgets, contracts "
                "and anything the council would rather you did not read."
            )
            items = "".join(self.teaser(x) for x in ("budget", "mural"))
            return (
                f'<main class="b-author-bio"><img src="/img/whitlock.jpg" alt="Dana Whitlock">'
                f'<h1 class="c-heading">{esc(doc.title)}</h1><p class="b-author-bio__role">City Hall reporter</p>'
                f'<p class="b-author-bio__text">{esc(bio)}</p><p>'
                f"{a('mailto:dana.whitlock@kestrelcitytimes.test', 'Email', 'content')}</p>"
                f'<h2 class="c-heading">Latest from Dana Whitlock</h2><div class="b-results-list">{items}</div></main>'
            )
        if k == "video":
            return (
                f'<main class="b-video-player"><div class="c-video"><video controls poster="/img/hl.jpg"></video>'
                f'</div><h1 class="c-heading">{esc(doc.title)}</h1><p class="c-description">Twenty-two light works '
                'lit up the waterfront for one night ahead of the festival\'s opening.</p><p class="c-description">'
                "Video by Ana Whitfield. 1:48</p><h2>More videos</h2>"
                f"{self.teaser('lights')}</main>"
            )
        if k == "potd":
            pics = [
                (
                    "Fog over the Grant Street bridge at sunrise",
                    "Nov. 30: Fog lifts off the river under the Grant Street bridge at 7:12 a.m.",
                ),
                ("A heron on a piling", "Nov. 29: A great blue heron waits out the rain on a piling at Pier 3."),
                (
                    "Runners in the Turkey Trot",
                    "Nov. 27: Runners round the lake in the annual Thanksgiving Turkey Trot.",
                ),
                ("Lanterns at the night market", "Nov. 26: Paper lanterns over the Eastgate night market."),
            ]
            figs = "".join(
                f'<figure class="c-gallery-item"><img src="/img/potd{i}.jpg" alt="{esc(al)}">'
                f"<figcaption>{esc(c)} (Ana Whitfield / Times)</figcaption></figure>"
                for i, (al, c) in enumerate(pics)
            )
            return (
                f'<main class="b-gallery"><h1 class="c-heading">{esc(doc.title)}</h1><p>A daily image from Times '
                f"photographers.</p>{figs}{a(doc.path + '?page=2', 'Older photos', 'content')}</main>"
            )
        if k == "soft404":
            return (
                f'<article class="b-article-body"><h1 class="b-headline">{esc(doc.title)}</h1>'
                '<p class="c-paragraph">We\'re sorry, the page you requested could not be found. It may have been '
                'moved or removed.</p><p class="c-paragraph">Try searching our site or return to the '
                + a("home", "home page", "content")
                + ".</p><h2>Trending</h2>"
                + self.teaser("budget")
                + self.teaser("cranes")
                + "</article>"
            )
        texts = SERVICE[k]
        body = "".join(
            f"<h2>{esc(t[3:])}</h2>" if t.startswith("## ") else f'<p class="c-paragraph">{self.inline(t)}</p>'
            for t in texts
        )
        return f'<article class="b-article-body"><h1 class="b-headline">{esc(doc.title)}</h1>{body}</article>'

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        fixed = "2024-03-01T00:00:00-08:00"
        if doc.key == "privacy":
            doc.extra["ld_author"] = "Kestrel City Times Legal Department"
        if doc.key == "about":  # the template credits the page to the editor who signed it, as a Person
            doc.extra.update(ld_author="Lydia Park", ld_person=True)
        head = lying_head(
            self, doc, "NewsArticle", fixed, self.name, extra_ld={"articleSection": doc.section or "News"}
        )
        main = self.main(doc) if not doc.is_article else self.story(doc)
        side = self.rail() if doc.key != "home" else ""
        tail = ""
        if doc.is_article:
            tail = (
                '<div class="b-related"><h2 class="c-heading">More from Local</h2>'
                + "".join(self.teaser(x) for x in ("budget", "buses") if x != doc.key)
                + "</div>"
            )
        return (
            f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{esc(doc.title)} - Kestrel City Times'
            f'</title><meta name="viewport" content="width=device-width, initial-scale=1">{head}'
            '<link rel="preload" href="/pf/dist/engine/react.js?d=812" as="script"><style>/*PAD*/</style></head><body>'
            f'<div id="fusion-app" class="layout-section">{self.header()}{self.meter()}<div class="b-single-column">'
            f"{main}{tail}{side}</div>{self.footer()}</div>{self.global_content(doc)}"
            '<script src="/pf/dist/engine/react.js?d=812" defer></script></body></html>'
        )


SERVICE: dict[str, list[str]] = {
    "about": [
        "The Kestrel City Times has covered the city and the lower valley since 1889. Today a newsroom of 64 "
        "journalists publishes around the clock online and in a daily print edition.",
        "## Our mission",
        "We hold public institutions to account, explain how the region is changing, and tell the stories of the "
        "people who live here. We do not endorse candidates.",
        "## Leadership",
        "Executive Editor Lydia Park leads the newsroom. Managing Editor Raymond Osei oversees daily coverage.",
        "Questions about our coverage can go to [[help|our Help Center]] or to the standards desk.",
        "Lydia Park, Executive Editor. Last updated Feb. 12, 2026",
    ],
    "privacy": [
        "Last updated March 1, 2024",
        "This Privacy Policy describes how the Kestrel City Times collects, uses and shares information about you "
        "when you use our websites, apps and newsletters.",
        "## Information we collect",
        "We collect information you give us, such as your name and email address when you register, and "
        "information collected automatically, such as the pages you read and your device type.",
        "## How we use it",
        "We use information to provide and improve our services, to count metered articles, to personalize "
        "content and advertising, and to comply with the law.",
        "## Your choices",
        "You may opt out of targeted advertising through the Cookie Settings link at the bottom of every page.",
    ],
    "newsletters": [
        "Choose the newsletters you want. They are free for registered readers.",
        "## Morning Edition",
        "The day's top stories from Kestrel City and the valley, every morning at 6 a.m.",
        "## Dining Out",
        "Priya Raman's reviews and where to eat this weekend, every Thursday.",
        "## City Hall Memo",
        "Budget fights, council votes and what they mean for you, every Tuesday.",
    ],
    "help": [
        "## How do I cancel my subscription?",
        "You can cancel online in your account settings or by calling customer service at 555-0142.",
        "## Why do I see a limit on free articles?",
        "Non-subscribers can read three articles a month. Subscriptions keep our local reporting going.",
        "## How do I report a delivery problem?",
        "Report missed or damaged papers before 10 a.m. and we will redeliver the same day in most areas.",
        "## How do I contact the newsroom?",
        "Email news tips to newsroom@kestrelcitytimes.test. Read [[about|about the Times]].",
    ],
}
