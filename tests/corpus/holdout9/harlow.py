# ruff: noqa: E501 (page texts and markup are long literal lines)
"""The Harlow Valley Courier: an English local paper served entirely as AMP (amp-sidebar menu, amp-carousel
ticker, amp-img, inline amp-custom style); its story template declares every page a NewsArticle."""

from __future__ import annotations

from common import blocks_html, lying_head
from sitekit import Doc, Site, css_rules, esc

D = Doc
LOGO = 'class="hvc-logo"'


class Harlow(Site):
    origin = "https://www.harlowcourier.test"
    name = "Harlow Valley Courier"
    prefix = "hvc"
    content_type = "text/html; charset=utf-8"

    def pad_rules(self) -> list[str]:
        return css_rules(
            "hvc",
            [
                ".hvc-hd",
                ".hvc-tk",
                ".hvc-sb",
                ".hvc-card",
                ".hvc-story p",
                ".hvc-ft",
                ".hvc-mr",
                "amp-carousel .slide",
                ".hvc-kick",
                ".hvc-fig",
            ],
            400,
        )

    def build(self) -> None:
        add = self.add
        svc = dict(iso="2024-03-01T09:00:00+00:00")
        add(
            D(
                "home",
                "/",
                "home",
                "Harlow Valley Courier: news for Harlow, Stainby and the valley villages",
                shape="amp-home-front-ticker-carousel-image-only-teasers",
                extra=dict(svc),
            )
        )
        add(D("news", "/news/", "section", "News", section="News", shape="amp-section-front", extra=dict(svc)))
        add(
            D("sport", "/sport/", "section", "Sport", section="Sport", shape="amp-section-front-short", extra=dict(svc))
        )
        add(
            D(
                "obits",
                "/obituaries/",
                "obituaries",
                "Obituaries and tributes",
                section="Obituaries",
                shape="obituaries-index-with-one-story-and-notices",
                extra=dict(svc),
            )
        )
        add(
            D(
                "weather",
                "/weather/",
                "weather",
                "Harlow weather: five-day forecast",
                section="Weather",
                shape="weather-page-forecast-table-and-prose",
                extra=dict(svc),
            )
        )
        add(
            D(
                "classified",
                "/classifieds/",
                "classifieds",
                "Classifieds: jobs, homes, motors and notices",
                section="Classifieds",
                shape="classifieds-listing-short-ads",
                extra=dict(svc),
            )
        )
        add(
            D(
                "epaper",
                "/e-edition/",
                "epaper",
                "The Courier e-edition: today's paper, page by page",
                section="E-edition",
                shape="e-paper-print-edition-page-thumbnails",
                extra=dict(svc),
            )
        )
        add(
            D(
                "corrections",
                "/corrections/",
                "corrections",
                "Corrections and clarifications",
                section="About us",
                shape="corrections-log-listing-signed-readers-editor",
                extra={"iso": "2024-03-01T09:00:00+00:00", "tpl_author": "Readers' Editor", "tpl_person": True},
            )
        )
        add(
            D(
                "about",
                "/about/",
                "about",
                "About the Courier and how to contact us",
                section="About us",
                shape="about-and-contact-prose-h2s",
                extra=dict(svc),
            )
        )
        add(
            D(
                "privacy",
                "/privacy/",
                "policy",
                "Privacy and cookie notice",
                section="About us",
                shape="privacy-cookie-policy-last-updated",
                extra=dict(svc),
            )
        )
        add(
            D(
                "newsletters",
                "/newsletters/",
                "newsletter",
                "Get the Courier in your inbox",
                section="Newsletters",
                shape="newsletter-signup-amp-form",
                extra=dict(svc),
            )
        )

        add(
            D(
                "budget",
                "/news/2026/11/30/council-budget-library-hours",
                "article",
                "Council budget keeps all four libraries open but trims Sunday hours",
                is_article=True,
                authors=["Priya Castellano"],
                byline="By Priya Castellano, Local democracy reporter",
                date="2026-11-30",
                stamp="30 November 2026",
                iso="2026-11-30T07:15:00+00:00",
                section="News",
                kicker="Council",
                image="Stainby library reading room with empty chairs",
                dek="Opening hours fall by six a week at each branch under the draft plan.",
                shape="lead-story-correction-note-above-text-link-to-brief-in-body",
                blocks=[
                    (
                        "note",
                        "Correction: an earlier version of this story said the plan cut eight hours a week at each "
                        "branch. The figure is six. See our [[corrections|corrections log]].",
                    ),
                    (
                        "p",
                        "Harlow's four public libraries will stay open next year, but each will close on Sunday "
                        "afternoons under a draft budget published by the district council on Friday.",
                    ),
                    (
                        "p",
                        "The plan trims six opening hours a week from every branch and moves two posts into a "
                        "shared mobile service that will visit the valley villages on a fortnightly timetable.",
                    ),
                    (
                        "p",
                        "Councillor Amir Dowd, who holds the finance brief, said the authority had looked at "
                        "closing Stainby altogether before deciding that shorter hours were the fairer choice.",
                    ),
                    (
                        "p",
                        "\u201cEvery branch has its own regulars and nobody wanted to pick one to lose,\u201d he said. "
                        "\u201cSunday afternoons are our quietest time by a long way.\u201d",
                    ),
                    (
                        "p",
                        "Friends groups at two of the branches have already offered to staff reading rooms on "
                        "Sundays, a plan described in our report on [[volunteers|the library volunteers]].",
                    ),
                    (
                        "p",
                        "The draft goes before the full council on 14 December and residents can comment on it "
                        "online until the end of January.",
                    ),
                ],
            )
        )
        add(
            D(
                "volunteers",
                "/news/2026/11/30/library-volunteers",
                "article",
                "Friends of Stainby library offer to open the reading room on Sundays",
                is_article=True,
                authors=["Priya Castellano"],
                byline="By Priya Castellano",
                date="2026-11-30",
                stamp="30 November 2026",
                iso="2026-11-30T12:40:00+00:00",
                section="News",
                shape="story-linked-only-from-another-story-body",
                blocks=[
                    (
                        "p",
                        "Volunteers at Stainby library say they can keep the reading room open on Sunday "
                        "afternoons if the council agrees to leave the heating on.",
                    ),
                    (
                        "p",
                        "The Friends of Stainby Library have 41 members, and 15 have signed up for a four-hour "
                        "shift once a month, according to their chair, Lorna Fairweather.",
                    ),
                    (
                        "p",
                        "\u201cWe would not lend books or touch the computers, just keep the doors open and the "
                        "kettle on,\u201d she said. \u201cPeople come in to be warm and to read the paper.\u201d",
                    ),
                    (
                        "p",
                        "The council said it would consider the offer alongside the draft budget, but that "
                        "insurance for unpaid staff in council buildings would have to be checked first.",
                    ),
                ],
            )
        )
        add(
            D(
                "obituary",
                "/obituaries/2026/11/29/edith-marlowe-ferry-cafe",
                "article",
                "Edith Marlowe, who ran the Ferry Lane caf\u00e9 for forty years, has died aged 88",
                is_article=True,
                authors=["Tom Ashdown"],
                byline="By Tom Ashdown",
                date="2026-11-29",
                stamp="29 November 2026",
                iso="2026-11-29T16:00:00+00:00",
                section="Obituaries",
                kicker="Obituary",
                image="Edith Marlowe behind the counter of her caf\u00e9 in 1991",
                shape="obituary-article-with-funeral-details-note",
                blocks=[
                    (
                        "fig",
                        "/img/obits/marlowe-1991.jpg",
                        "Edith Marlowe behind the counter of her caf\u00e9 in 1991",
                        "Edith Marlowe at the Ferry Lane caf\u00e9 in 1991, the year she added the famous bacon roll "
                        "to the menu. Photograph: family collection",
                    ),
                    (
                        "p",
                        "Edith Marlowe, whose caf\u00e9 on Ferry Lane fed three generations of ferrymen, lorry "
                        "drivers and schoolchildren, died at home on Tuesday. She was 88.",
                    ),
                    (
                        "p",
                        "Born in Stainby in 1938, she left school at 15 to work in the mill canteen and bought the "
                        "caf\u00e9 with her husband, Frank, in 1967 for the price of a second-hand van.",
                    ),
                    (
                        "p",
                        "She opened at six every morning, even in the floods of 1982 when customers arrived by "
                        "rowing boat, and kept a tab book for anyone who was short until payday.",
                    ),
                    (
                        "p",
                        "Frank died in 2004. She is survived by her daughter, Carol, two grandsons and a "
                        "great-granddaughter, and by the caf\u00e9, which Carol has run since 2015.",
                    ),
                    (
                        "note",
                        "The funeral will be held at St Oswald's, Stainby, on 10 December at 11am. Donations to "
                        "the valley lifeboat crew.",
                    ),
                ],
            )
        )
        add(
            D(
                "derby",
                "/sport/2026/11/29/harlow-athletic-win-derby",
                "article",
                "Harlow Athletic come from behind to win the valley derby and go top",
                is_article=True,
                authors=["Dev Mistry"],
                byline="By Dev Mistry",
                date="2026-11-29",
                stamp="29 November 2026",
                iso="2026-11-29T18:05:00+00:00",
                section="Sport",
                kicker="Football",
                image="Harlow Athletic players celebrate the winning goal",
                shape="sports-report-with-results-and-table-not-body",
                blocks=[
                    (
                        "p",
                        "Harlow Athletic came from a goal down to beat Stainby Rovers 3-1 at Mill Meadow on "
                        "Saturday and climb to the top of the Valley League for the first time this season.",
                    ),
                    (
                        "p",
                        "Rovers led at the break through a header from Kian Holt, but Athletic levelled within "
                        "four minutes of the restart when Sam Okoro turned in a low cross from the left.",
                    ),
                    (
                        "p",
                        "Substitute Joel Barraclough put the hosts ahead with twenty minutes to go and added a "
                        "third in stoppage time after Rovers had sent their goalkeeper forward for a corner.",
                    ),
                    (
                        "p",
                        "\u201cWe were flat for forty-five minutes and I told them so,\u201d said manager Gail "
                        "Pennock. \u201cThe second half is what this group can do.\u201d",
                    ),
                    (
                        "table",
                        "Valley League results, Saturday 28 November",
                        ["Home", "", "Away"],
                        [
                            ["Harlow Athletic", "3-1", "Stainby Rovers"],
                            ["Oakfield Town", "0-0", "Brindle United"],
                            ["Cotter's Green", "2-4", "Ferry End"],
                            ["Lowmoor", "1-2", "Hatch Lane"],
                        ],
                    ),
                    (
                        "table",
                        "Top of the table",
                        ["", "P", "W", "D", "L", "Pts"],
                        [
                            ["Harlow Athletic", 14, 9, 3, 2, 30],
                            ["Ferry End", 14, 9, 2, 3, 29],
                            ["Stainby Rovers", 13, 8, 2, 3, 26],
                        ],
                    ),
                ],
            )
        )
        add(
            D(
                "lane",
                "/news/2026/12/01/a38-lane-closure",
                "article",
                "Overnight lane closures on the Harlow bypass will run until the end of next week while drainage "
                "work is finished near the Stainby junction",
                is_article=True,
                authors=[],
                byline="Courier staff",
                date="2026-12-01",
                stamp="1 December 2026",
                iso="2026-12-01T06:30:00+00:00",
                section="News",
                shape="two-sentence-brief-unsigned-linked-only-from-chrome-ticker-and-most-read",
                blocks=[
                    (
                        "p",
                        "One lane of the Harlow bypass will be shut in each direction between 8pm and 6am from "
                        "Monday until 11 December while new drains are laid near the Stainby junction.",
                    ),
                    (
                        "p",
                        "The highways team said diversions would be signed and that the work had been moved to "
                        "nights after complaints about daytime queues in October.",
                    ),
                ],
            )
        )
        add(
            D(
                "bins",
                "/news/bin-collections",
                "article",
                "Green bin collections move to fortnightly from January",
                is_article=True,
                authors=["Tom Ashdown"],
                byline="By Tom Ashdown",
                date="2026-11-28",
                stamp="28 November 2026",
                iso="2026-11-28T10:00:00+00:00",
                section="News",
                image="A row of green bins on a Stainby street",
                shape="story-at-short-undated-url-with-service-promo-paragraph",
                blocks=[
                    (
                        "p",
                        "Garden waste will be collected every other week instead of weekly from 5 January, the "
                        "district council has confirmed.",
                    ),
                    (
                        "p",
                        "The council says collections fall by more than half in winter and that running the "
                        "weekly rounds costs about \u00a3180,000 a year in fuel and overtime.",
                    ),
                    (
                        "p",
                        "Households in the valley villages, where rounds already run fortnightly, will see no "
                        "change. Calendars will be posted to every address before Christmas.",
                    ),
                    (
                        "p",
                        "Residents who pay for a second green bin will receive a refund for the weeks lost, "
                        "worked out on the council's website from mid-January.",
                    ),
                    ("raw", '<p class="hvc-promo">Want stories like this every morning? ' + "{{newsletters}}</p>"),
                ],
            )
        )
        add(
            D(
                "lanterns",
                "/news/2026/11/28/lantern-parade-in-pictures",
                "article",
                "In pictures: a thousand lanterns light up Harlow's riverside",
                is_article=True,
                authors=["Nell Quigley"],
                byline="Words and pictures by Nell Quigley",
                date="2026-11-28",
                stamp="28 November 2026",
                iso="2026-11-28T21:10:00+00:00",
                section="News",
                image="Lanterns reflected in the river at dusk",
                shape="photo-led-story-long-captions-not-body",
                blocks=[
                    (
                        "p",
                        "The Harlow lantern parade returned to the riverside on Friday night, with more than a "
                        "thousand paper lanterns made in schools and community halls across the valley.",
                    ),
                    (
                        "fig",
                        "/img/2026/11/lanterns-1.jpg",
                        "Lanterns reflected in the river at dusk",
                        "Children from Ferry End primary carry a heron lantern along the towpath at the start of the "
                        "parade, which set off from the old boathouse at half past five and took an hour to reach the "
                        "market square.",
                    ),
                    (
                        "p",
                        "Organisers said it was the largest parade since the event began in 2009, helped by a dry "
                        "evening and a new route that kept walkers off the main road.",
                    ),
                    (
                        "fig",
                        "/img/2026/11/lanterns-2.jpg",
                        "A giant paper fish held above the crowd",
                        "A six-metre paper fish built by the Stainby youth club needed eight people to carry it under "
                        "the railway bridge, where the crowd was at its thickest and the drummers stopped to play.",
                    ),
                    ("p", "The lanterns will hang in the library and the station foyer until the new year."),
                    (
                        "fig",
                        "/img/2026/11/lanterns-3.jpg",
                        "Drummers in the market square",
                        "The Lowmoor samba band closed the evening in the market square with a set that ran twenty "
                        "minutes over time while stallholders handed out the last of the mulled apple juice.",
                    ),
                ],
            )
        )
        add(
            D(
                "nightbus",
                "/opinion/2026/11/27/keep-the-night-bus",
                "article",
                "The last bus home is not a luxury. Keep it running",
                is_article=True,
                authors=["Ruth Okonjo"],
                byline="Ruth Okonjo",
                date="2026-11-27",
                stamp="27 November 2026",
                iso="2026-11-27T08:00:00+00:00",
                section="Opinion",
                kicker="Opinion",
                shape="opinion-column-name-only-byline-signoff-not-body",
                blocks=[
                    (
                        "p",
                        "There are nights when the 11.40 from the market square carries six people, and the "
                        "operator is right that six fares do not pay a driver. That is not the question.",
                    ),
                    (
                        "p",
                        "The question is who those six are. On the nights I have ridden it they were two care "
                        "workers, a chef, a student nurse and a man going home from a hospital visit.",
                    ),
                    (
                        "p",
                        "Take the bus away and some of them will drive, some will pay for a taxi they cannot "
                        "afford, and some will simply stop taking the shifts that finish late.",
                    ),
                    (
                        "p",
                        "The county has money set aside for rural routes. A night service that links the "
                        "hospital, the station and the estates is exactly what that fund was meant for.",
                    ),
                    ("sig", "Ruth Okonjo is a nurse and a member of the Harlow Bus Users' Group."),
                ],
            )
        )
        add(
            D(
                "quarry",
                "/business/2026/11/26/quarry-firm-apprenticeships",
                "article",
                "Brindle Stone to take on twelve apprentices at its Lowmoor quarry",
                is_article=True,
                authors=[],
                byline="Press release",
                date="2026-11-26",
                stamp="26 November 2026",
                iso="2026-11-26T11:30:00+00:00",
                section="Business",
                kicker="Business",
                shape="press-release-reprint-unsigned-with-disclaimer-note",
                blocks=[
                    ("note", "This is a press release from Brindle Stone Ltd and is published as received."),
                    (
                        "p",
                        "Brindle Stone Ltd is pleased to announce twelve new apprenticeships at its Lowmoor "
                        "quarry, the largest intake in the company's sixty-year history.",
                    ),
                    (
                        "p",
                        "The two-year apprenticeships cover plant maintenance, blasting support and quarry "
                        "surveying, and will be delivered with Harlow College from September 2027.",
                    ),
                    (
                        "p",
                        "Managing director Helen Brindle said: \u201cOur workforce is getting older and we want the "
                        "next generation of quarry people to come from the valley.\u201d",
                    ),
                    (
                        "p",
                        "Applications open on 1 February. Apprentices will be paid above the national rate "
                        "from the first day of training.",
                    ),
                    ("note", "Notes to editors: Brindle Stone employs 140 people at three sites."),
                ],
            )
        )
        # which stories each front lists
        self.docs["home"].extra["teasers"] = [
            ("budget", "lead"),
            ("derby", "text"),
            ("bins", "image"),
            ("bins", "text"),
            ("lanterns", "image"),
            ("obituary", "text"),
            ("nightbus", "text"),
            ("quarry", "text"),
        ]
        self.docs["news"].extra["teasers"] = [
            ("budget", "text"),
            ("bins", "text"),
            ("lanterns", "text"),
            ("quarry", "text"),
        ]
        self.docs["sport"].extra["teasers"] = [("derby", "lead")]

    # ---- templates ----
    def ticker(self) -> str:
        slides = "".join(
            f'<div class="slide">{self.a(k, self.docs[k].title, "chrome:ticker")}</div>'
            for k in ("lane", "budget", "derby")
        )
        return (
            f'<div class="hvc-tk"><span class="hvc-tk-label">Breaking</span><amp-carousel type="slides" '
            f'height="40" layout="fixed-height" autoplay delay="5000">{slides}</amp-carousel></div>'
        )

    def sidebar(self) -> str:
        subs = {
            "News": ["Harlow", "Stainby", "Lowmoor", "Ferry End", "Courts", "Council", "Health"],
            "Sport": ["Football", "Cricket", "Rugby", "Athletics", "Grassroots"],
            "Life": ["Food and drink", "What's on", "Property", "Motors", "Nature"],
        }
        groups = []
        for head, items in subs.items():
            slugs = [(i, "/" + head.lower() + "/" + i.lower().replace(" ", "-").replace("'", "") + "/") for i in items]
            links = "".join(f"<li>{self.a(p, i, 'chrome:menu')}</li>" for i, p in slugs)
            groups.append(f"<section><h4>{head}</h4><ul>{links}</ul></section>")
        main = "".join(
            f"<li>{self.a(k, t, 'chrome:menu')}</li>"
            for k, t in (
                ("home", "Home"),
                ("news", "News"),
                ("sport", "Sport"),
                ("obits", "Obituaries"),
                ("weather", "Weather"),
                ("classified", "Classifieds"),
                ("epaper", "E-edition"),
                ("newsletters", "Newsletters"),
            )
        )
        return (
            f'<amp-sidebar id="sidebar" layout="nodisplay" side="left"><button on="tap:sidebar.close" '
            f'class="hvc-close">Close</button><ul class="hvc-sb-main">{main}</ul>'
            f'<div class="hvc-mega">{"".join(groups)}</div></amp-sidebar>'
        )

    def most_read(self) -> str:
        items = "".join(
            f"<li>{self.a(k, self.docs[k].title, 'chrome:rail')}</li>"
            for k in ("lane", "obituary", "bins", "derby", "nightbus")
        )
        return f'<div class="hvc-mr"><h3>Most read</h3><ol>{items}</ol></div>'

    def footer(self) -> str:
        cols = [
            (
                "The Courier",
                [
                    ("about", "About us"),
                    ("about", "Contact"),
                    ("corrections", "Corrections"),
                    ("/careers/", "Work for us"),
                ],
            ),
            (
                "Reader services",
                [
                    ("newsletters", "Newsletters"),
                    ("epaper", "E-edition"),
                    ("classified", "Place an ad"),
                    ("/subscribe/", "Subscribe"),
                ],
            ),
            (
                "Useful",
                [
                    ("weather", "Weather"),
                    ("obits", "Family notices"),
                    ("privacy", "Privacy and cookies"),
                    ("/terms/", "Terms"),
                ],
            ),
        ]
        html = "".join(
            '<div class="hvc-ft-col"><h4>'
            + h
            + "</h4><ul>"
            + "".join(f"<li>{self.a(k, t, 'chrome:footer')}</li>" for k, t in ls)
            + "</ul></div>"
            for h, ls in cols
        )
        return (
            f'<footer class="hvc-ft">{html}<p class="hvc-copy">\u00a9 2026 Harlow Valley Courier Ltd, '
            f"4 Wharf Street, Harlow. Registered in England no. 0448120.</p></footer>"
        )

    def teaser(self, key: str, mode: str) -> str:
        d = self.docs[key]
        kick = f'<span class="hvc-kick">{esc(d.kicker)}</span>' if d.kicker else ""
        if mode == "image":
            img = f'<amp-img src="/img/teasers/{key}.jpg" alt="{esc(d.image)}" width="640" height="360" layout="responsive"></amp-img>'
            return f'<div class="hvc-card hvc-card-img">{self.a(key, d.image, "content", inner=img)}</div>'
        dek = f"<p>{esc(d.dek)}</p>" if mode == "lead" and d.dek else ""
        tag = "h2" if mode == "lead" else "h3"
        return (
            f'<div class="hvc-card hvc-card-{mode}">{kick}<{tag}>{self.a(key, d.teaser or d.title, "content")}'
            f'</{tag}>{dek}<span class="hvc-time">{esc(d.stamp)}</span></div>'
        )

    def main_html(self, doc: Doc) -> str:
        if "teasers" in doc.extra:
            cards = "\n".join(self.teaser(t, m) for t, m in doc.extra["teasers"])
            extra = ""
            if doc.key == "home":
                extra = (
                    f'<div class="hvc-promo"><h3>Morning Briefing</h3><p>The valley\'s news before 7am, every '
                    f"weekday. {self.a('newsletters', 'Sign up free', 'content')}</p></div>"
                    f'<div class="hvc-promo"><h3>Today\'s paper</h3><p>'
                    f"{self.a('epaper', 'Read the print edition page by page', 'content')}</p></div>"
                )
            if doc.key == "news":
                extra = f'<p class="hvc-more">{self.a("/news/page/2/", "More news", "content")}</p>'
            return f'<h1 class="hvc-front-title">{esc(doc.section or doc.title)}</h1>{cards}{extra}'
        if doc.is_article:
            crumb = {"Sport": "sport", "Obituaries": "obits"}.get(doc.section, "news")
            crumbs = (
                f'<div class="hvc-crumbs">{self.a("home", "Home", "chrome:breadcrumb")} / '
                f"{self.a(crumb, self.docs[crumb].title, 'chrome:breadcrumb')}</div>"
            )
            kick = f'<span class="hvc-kick">{esc(doc.kicker)}</span>' if doc.kicker else ""
            dek = f'<p class="hvc-dek">{esc(doc.dek)}</p>' if doc.dek else ""
            body = blocks_html(self, doc.blocks, {"img": "amp-img", "note": "hvc-note", "sig": "hvc-sig"})
            body = body.replace("{{newsletters}}", self.a("newsletters", "Sign up for the Morning Briefing", "content"))
            share = (
                '<div class="hvc-share"><amp-social-share type="facebook" width="32" height="32"></amp-social-share>'
                '<amp-social-share type="email" width="32" height="32"></amp-social-share></div>'
            )
            return (
                f'{crumbs}<article class="hvc-story">{kick}<h1>{esc(doc.title)}</h1>{dek}'
                f'<div class="hvc-byline">{esc(doc.byline)}</div><time datetime="{doc.iso}">{esc(doc.stamp)}'
                f'</time>{share}<div class="hvc-body">{body}</div></article>{self.most_read()}'
            )
        return f'<article class="hvc-page"><h1>{esc(doc.title)}</h1>{self.service(doc)}</article>{self.most_read()}'

    def service(self, doc: Doc) -> str:
        k = doc.key
        if k == "obits":
            notices = "".join(
                f"<li><strong>{esc(n)}</strong> {esc(t)}</li>"
                for n, t in (
                    ("HARGREAVES, Alan", "Peacefully at Harlow General, aged 79. Funeral at Lowmoor chapel, 8 Dec."),
                    ("PATEL, Meena", "Of Ferry End, aged 91. Private cremation; no flowers please."),
                    ("DUNMORE, Keith Robert", "Suddenly at home in Stainby, aged 64. Service to be announced."),
                    ("OAKES, Winifred", "Formerly of the Post Office, Cotter's Green, aged 97."),
                )
            )
            return (
                f"<p>Tributes to people from across the valley, and family notices placed through our "
                f'classified desk.</p><h2>Tributes</h2><div class="hvc-card">{self.teaser("obituary", "text")}</div>'
                f'<h2>Family notices</h2><ul class="hvc-notices">{notices}</ul><p>To place a notice, '
                f"{self.a('classified', 'use our classifieds page', 'content')} or call 01632 960 412.</p>"
            )
        if k == "weather":
            rows = [
                ["Tue 1 Dec", "Bright spells", "7\u00b0C", "1\u00b0C", "10%"],
                ["Wed 2 Dec", "Rain by afternoon", "8\u00b0C", "4\u00b0C", "80%"],
                ["Thu 3 Dec", "Showers, windy", "6\u00b0C", "2\u00b0C", "60%"],
                ["Fri 4 Dec", "Frosty start, sunny", "5\u00b0C", "-2\u00b0C", "5%"],
                ["Sat 5 Dec", "Cloudy", "6\u00b0C", "1\u00b0C", "20%"],
            ]
            return blocks_html(
                self,
                [
                    (
                        "p",
                        "Forecast for Harlow and the valley, updated at 5am and 5pm from our partner weather service.",
                    ),
                    ("table", "Five-day forecast for Harlow", ["Day", "Outlook", "High", "Low", "Rain"], rows),
                    ("h2", "River levels"),
                    (
                        "p",
                        "The Harl at Mill Meadow is at 0.84m, within its normal range. No flood alerts are in force.",
                    ),
                    ("h2", "Sunrise and sunset"),
                    ("p", "Sunrise 7.58am, sunset 3.52pm."),
                ],
            )
        if k == "classified":
            ads = [
                ("Jobs", "Kitchen porter wanted, Ferry Lane caf\u00e9, 20 hrs, call Carol."),
                ("Jobs", "HGV Class 2 driver, Lowmoor depot, nights. Apply in writing."),
                ("Property", "Two-bed terrace to let, Stainby, \u00a3725 pcm, no pets."),
                ("Motors", "2016 estate, 88k miles, full history, \u00a34,250 ono."),
                ("For sale", "Oak dining table and six chairs, buyer collects, \u00a3120."),
                ("Notices", "Harlow allotment society AGM, 9 December, 7pm, scout hut."),
            ]
            li = "".join(f'<li><span class="hvc-kick">{esc(c)}</span> {esc(t)}</li>' for c, t in ads)
            return (
                f"<p>Place your ad online or at our Wharf Street office. Private ads from \u00a35.</p>"
                f'<ul class="hvc-ads">{li}</ul><p>{self.a("/classifieds/place-an-ad/", "Place an ad", "content")}</p>'
            )
        if k == "epaper":
            pages = "".join(
                f'<a href="/e-edition/2026-12-01/page-{n}"><amp-img src="/e-edition/thumbs/{n}.jpg" '
                f'alt="Page {n}" width="200" height="280"></amp-img></a>'
                for n in range(1, 9)
            )
            return (
                f"<p>Tuesday 1 December 2026. Subscribers can read every page of the printed Courier, "
                f'exactly as it appears in the shops, from 5am.</p><div class="hvc-pages">{pages}</div>'
                f"<h2>Back issues</h2><p>The last 90 editions are kept in the archive. "
                f"{self.a('/subscribe/', 'Subscribe to the e-edition', 'content')}</p>"
            )
        if k == "corrections":
            items = "".join(
                f"<li><strong>{esc(d)}</strong> {body}</li>"
                for d, body in (
                    (
                        "30 November 2026",
                        "Our story "
                        + self.a("budget", "on the council budget", "content")
                        + " said branch hours would fall by eight a week. The figure is six.",
                    ),
                    (
                        "21 November 2026",
                        "A caption on the Stainby school nativity misspelled the head teacher's name. "
                        "She is Mrs Ngozi Adeyemi-Hart.",
                    ),
                    (
                        "12 November 2026",
                        "A report on the Lowmoor by-election gave the turnout as 41 per cent. It was 31 per cent.",
                    ),
                    (
                        "2 November 2026",
                        "The Harlow Athletic fixture against Brindle United was on Sunday, not Saturday.",
                    ),
                )
            )
            return (
                f"<p>We correct significant errors as soon as we can. This log lists every correction "
                f'published in the last three months.</p><ul class="hvc-corr">{items}</ul>'
                f"<p>To report an error, email the Readers' Editor at corrections@harlowcourier.test.</p>"
                f"<p>Readers' Editor, Last updated 30 November 2026</p>"
            )
        if k == "about":
            return blocks_html(
                self,
                [
                    (
                        "p",
                        "The Harlow Valley Courier has covered the district since 1871. We publish online every day "
                        "and in print from Tuesday to Saturday.",
                    ),
                    ("h2", "Our newsroom"),
                    (
                        "p",
                        "Eleven journalists work from our Wharf Street office, including a "
                        "local democracy reporter shared with the district council area.",
                    ),
                    ("h2", "Contact us"),
                    ("p", "News desk: news@harlowcourier.test or 01632 960 400. Advertising: 01632 960 410."),
                    ("h2", "Complaints"),
                    ("p", "We follow the editors' code of practice. See our [[corrections|corrections log]]."),
                ],
            )
        if k == "privacy":
            return blocks_html(
                self,
                [
                    ("p", "Last updated 3 March 2026"),
                    (
                        "p",
                        "This notice explains what information we collect when you read the Courier online, why we "
                        "collect it and how long we keep it.",
                    ),
                    ("h2", "Cookies"),
                    (
                        "p",
                        "We use cookies to remember your consent choice, count visits and show "
                        "advertising. You can change your choice at any time.",
                    ),
                    ("h2", "Newsletters"),
                    ("p", "If you sign up to a newsletter we keep your email address until you unsubscribe."),
                    ("h2", "Your rights"),
                    ("p", "You can ask for a copy of the data we hold about you by writing to our data officer."),
                ],
            )
        if k == "newsletters":
            return (
                blocks_html(
                    self,
                    [
                        ("p", "Choose the emails you want. All are free and you can unsubscribe with one click."),
                        ("h2", "Morning Briefing"),
                        ("p", "The valley's top stories, weekdays at 6.30am."),
                        ("h2", "Final Whistle"),
                        ("p", "Results and reports from grassroots to the Valley League, Saturday evenings."),
                        ("h2", "Family notices"),
                        ("p", "New tributes and notices, every Friday."),
                    ],
                )
                + '<form method="post" action-xhr="/newsletters/subscribe" target="_top"><input type="email" '
                'name="email" placeholder="Your email"><button>Sign up</button></form>'
            )
        return ""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        head = lying_head(
            self,
            doc,
            ld_type="NewsArticle",
            fixed_date="2024-03-01T09:00:00+00:00",
            fixed_author="Harlow Valley Courier",
            publisher=self.name,
            image=self.origin + "/img/courier-logo.png",
            locale="en_GB",
        )
        header = (
            f'<header class="hvc-hd"><button on="tap:sidebar.toggle" class="hvc-burger" aria-label="Menu">'
            f"&#9776;</button>{self.a('home', 'Harlow Valley Courier', 'chrome:header', LOGO)}"
            f'<div class="hvc-util">{self.a("/login/", "Log in", "chrome:header")} '
            f"{self.a('/subscribe/', 'Subscribe', 'chrome:header')}</div></header>"
        )
        main = self.main_html(doc)
        return f"""<!doctype html>
<html \u26a1 lang="en">
<head>
<meta charset="utf-8">
<title>{esc(doc.title)} | Harlow Valley Courier</title>
<link rel="canonical" href="{self.url(doc.key)}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
{head}
<script async src="https://cdn.ampproject.org/v0.js"></script>
<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script>
<script async custom-element="amp-carousel" src="https://cdn.ampproject.org/v0/amp-carousel-0.1.js"></script>
<script async custom-element="amp-social-share" src="https://cdn.ampproject.org/v0/amp-social-share-0.1.js"></script>
<style amp-boilerplate>body{{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}}@keyframes -amp-start{{from{{visibility:hidden}}to{{visibility:visible}}}}</style><noscript><style amp-boilerplate>body{{-webkit-animation:none;animation:none}}</style></noscript>
<style amp-custom>
/*PAD*/
</style>
</head>
<body>
{self.sidebar()}
{header}
{self.ticker()}
<main class="hvc-main">
{main}
</main>
{self.footer()}
<amp-analytics type="gtag" data-credentials="include"></amp-analytics>
</body>
</html>
"""
