"""Riverton Herald: English, UTF-8, semantic <header>/<nav>/<main>/<aside>/<footer>, a breaking-news bar,
a most-read rail, breadcrumbs. Its CMS's story template declares every page a NewsArticle."""

# ruff: noqa: E501  (the pages' texts and markup are data: one paragraph or element a line)

from __future__ import annotations

import json

from sitekit import Doc, Site, css_rules, esc

TEMPLATE_DATE = "2024-01-15T09:00:00-05:00"


class Riverton(Site):
    origin = "https://www.riverton-herald.test"
    name = "Riverton Herald"
    prefix = "rh"

    def build(self) -> None:
        add = self.add
        # fronts and listings
        add(
            Doc(
                "home",
                "/",
                "home",
                "Riverton Herald",
                shape="home-front-lying-template",
                extra={"html_title": "Riverton Herald: local news, business and sport"},
            )
        )
        add(Doc("local", "/local/", "section", "Local", shape="section-front-lying-template"))
        add(Doc("business", "/business/", "section", "Business", shape="section-front-lying-template"))
        add(Doc("sport", "/sport/", "section", "Sport", shape="section-front-lying-template"))
        add(Doc("tag-flood", "/tag/flood-defences/", "tag", "Flood defences", shape="tag-page-with-intro"))
        add(Doc("author-okafor", "/author/maya-okafor/", "author", "Maya Okafor", shape="author-page-bio-and-list"))
        # stories
        add(
            Doc(
                "river-wall",
                "/local/2026/11/30/river-wall-contract-awarded",
                "article",
                "Council awards $4.2 million contract to rebuild crumbling river wall",
                True,
                ["Maya Okafor"],
                "By Maya Okafor",
                "2026-11-30",
                "Nov. 30, 2026, 6:15 p.m.",
                "2026-11-30T18:15:00-05:00",
                "local",
                dek="Work on the 1930s wall along Water Street starts in March and will close the riverside path for a year.",
                kicker="Flood defences",
                teaser="River wall rebuild gets the go-ahead",
                image="Cracked stone wall along the river at Water Street",
                shape="story-standard-body-link-to-brief",
                blocks=[
                    (
                        "p",
                        "The Riverton City Council voted 6-1 on Monday night to award a $4.2 million contract to rebuild the river wall along Water Street, ending three years of debate over how to protect the low-lying streets behind it.",
                    ),
                    (
                        "p",
                        "The contract goes to Hollis & Reed Construction, the lowest of four bidders. The firm will replace about 900 feet of the 1930s stone wall with a reinforced concrete wall faced in the original stone, and raise it by 18 inches.",
                    ),
                    (
                        "p",
                        "Engineers told the council in 2023 that parts of the wall had shifted by as much as four inches and that a major flood could undermine it. Sandbags have lined the worst section since the spring floods of that year.",
                    ),
                    ("h2", "A year without the riverside path"),
                    (
                        "p",
                        "Work is due to start in March and finish by the following spring. The riverside path between the Mill Street bridge and Cannery Park will be closed for the whole period, and cyclists will be sent along Front Street.",
                    ),
                    (
                        "p",
                        'Councilmember Ruth Abara, who cast the only vote against, said she supported the wall but not the timing. "We are asking the businesses on Water Street to lose their foot traffic for a full year," she said. "I wanted a plan to help them before we signed."',
                    ),
                    (
                        "p",
                        "City engineer Tomas Greer said the work could not be split into shorter phases without adding roughly $600,000 to the cost. The city will [[sirens|test its flood sirens on Saturday]] as part of a wider review of its flood plans.",
                    ),
                    (
                        "p",
                        "About two-thirds of the money comes from a state resilience grant awarded last year. The rest will come from the city's capital reserve.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "sirens",
                "/local/2026/11/29/flood-sirens-test",
                "article",
                "Flood sirens to sound across the east side on Saturday",
                True,
                [],
                "Herald staff",
                "2026-11-29",
                "Nov. 29, 2026",
                "2026-11-29T11:02:00-05:00",
                "local",
                shape="brief-three-sentences-staff-only-linked-from-story-body",
                blocks=[
                    (
                        "p",
                        "The city's eleven flood sirens will be tested at noon on Saturday, Dec. 5, and will sound for about three minutes.",
                    ),
                    (
                        "p",
                        "No action is needed, the emergency management office said, but residents who do not hear the siren from their homes are asked to report it online.",
                    ),
                    ("p", "The test is the first since two sirens on Barlow Avenue were replaced in October."),
                ],
            )
        )
        add(
            Doc(
                "mill",
                "/business/2026/11/28/mill-reopening-jobs",
                "article",
                "Old Tannery Mill to reopen as food hall, promising 140 jobs",
                True,
                ["Derek Salas"],
                "By Derek Salas",
                "2026-11-28",
                "Nov. 28, 2026, 9:40 a.m.",
                "2026-11-28T09:40:00-05:00",
                "business",
                dek="Developers say the first vendors could open by late summer.",
                kicker="Development",
                teaser="Tannery Mill to become a food hall",
                shape="story-with-correction-note-and-policy-link",
                extra={
                    "correction": "Correction, Nov. 29: An earlier version of this story gave the wrong number of vendor stalls. The plan has 22 stalls, not 32."
                },
                blocks=[
                    (
                        "p",
                        "The Old Tannery Mill on Canal Road, empty since the last leather works closed in 2009, will reopen as a food hall with 22 vendor stalls, a brewery and a rooftop terrace, its new owners said on Friday.",
                    ),
                    (
                        "p",
                        "Northbank Partners, which bought the five-story brick building in January for $1.9 million, said it expects to spend about $11 million on the conversion and to create about 140 jobs once the hall is full.",
                    ),
                    (
                        "p",
                        '"This building employed half the neighborhood for a hundred years," said Priya Natarajan, one of the partners. "We would like it to be busy again, just with a different smell."',
                    ),
                    (
                        "p",
                        "The plan still needs approval from the planning board, which will review it on Dec. 14. Neighbors have raised concerns about parking and late-night noise from the terrace.",
                    ),
                    (
                        "p",
                        "The partners said they would keep the mill's chimney and its painted sign, and that a third of the stalls would be offered at reduced rent to first-time owners from the city.",
                    ),
                    ("link", "[[corrections-policy|Read our corrections policy]]"),
                ],
            )
        )
        add(
            Doc(
                "regatta",
                "/sport/2026/11/29/rowing-club-regatta",
                "article",
                "Riverton rowers take four golds in the cold at the Harvest Regatta",
                True,
                ["Ana Lindqvist"],
                "By Ana Lindqvist",
                "2026-11-29",
                "Nov. 29, 2026",
                "2026-11-29T16:30:00-05:00",
                "sport",
                kicker="Photos",
                teaser="Photos: four golds at a frosty Harvest Regatta",
                image="Rowers in a coxed four pulling hard through mist on the river",
                shape="photo-led-story-long-captions",
                blocks=[
                    (
                        "fig",
                        "regatta-1.jpg",
                        "A coxed four on the river in morning mist",
                        "The Riverton women's coxed four pull away from the start in the first heat on Saturday morning, when the temperature on the water was just below freezing and mist still hung over the course below the Mill Street bridge. They won their final by three lengths.",
                    ),
                    (
                        "p",
                        "Riverton Rowing Club won four of the nine finals at the Harvest Regatta on Saturday, its best result at the event since it was revived in 2015.",
                    ),
                    (
                        "fig",
                        "regatta-2.jpg",
                        "Two junior rowers hugging on the dock",
                        "Junior sculler Isaac Bell, 15, is congratulated by his sister Mara after winning the under-16 single sculls, his first race at the regatta. Bell started rowing two years ago through the club's free summer program.",
                    ),
                    (
                        "p",
                        "The club's women's coxed four, its junior single sculler and both of its masters doubles crews finished first. Crews from six clubs across the state took part.",
                    ),
                    (
                        "fig",
                        "regatta-3.jpg",
                        "Volunteers carrying a boat over their heads",
                        "Volunteers carry a club boat back to the boathouse after the last race. The regatta relies on about sixty volunteers, who start setting up the course buoys at 5 a.m.",
                    ),
                    (
                        "p",
                        'Head coach Lorna Pike said the cold had suited her crews. "We train on this river all winter," she said. "Everyone else was complaining about their hands."',
                    ),
                ],
            )
        )
        add(
            Doc(
                "ferry-column",
                "/opinion/2026/11/27/keep-the-ferry",
                "article",
                "The Cannery ferry is slow, old and worth every cent",
                True,
                ["Dorothy Lang"],
                "Dorothy Lang",
                "2026-11-27",
                "Nov. 27, 2026",
                "2026-11-27T07:00:00-05:00",
                "opinion",
                kicker="Opinion",
                teaser="Opinion: Keep the ferry",
                shape="opinion-column-name-only-byline-signoff",
                extra={
                    "signoff": "Dorothy Lang is a retired schoolteacher and has written a monthly column for the Herald since 2019."
                },
                blocks=[
                    (
                        "p",
                        "Every weekday for eleven years I took the Cannery ferry across to the high school, and every weekday it was a little late. I never once minded.",
                    ),
                    (
                        "p",
                        "The city now says the ferry costs $310,000 a year to run and carries fewer than two hundred people a day. A bus, the budget office points out, would be cheaper per rider. That is true, and it misses the point.",
                    ),
                    (
                        "p",
                        "The ferry is the only way across the river for the people of Cannery Point that does not mean a twenty-minute drive to the Mill Street bridge. Many of them do not drive. For them, the ferry is not a charming relic. It is how they get to the clinic, to work and to the grocery store.",
                    ),
                    (
                        "p",
                        "It is also, I will admit, the nicest eight minutes in this city. Herons on the old pilings. Students doing homework on the bench. The same deckhand who has said good morning to me since 2013.",
                    ),
                    (
                        "p",
                        "The council votes on the budget next month. I hope it finds the money somewhere else, and I hope that those who have never taken the ferry will try it before they decide it is not worth keeping.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "water-rates",
                "/local/water-rates",
                "article",
                "Water bills to rise 6 percent in January",
                True,
                ["Maya Okafor"],
                "By Maya Okafor",
                "2026-11-30",
                "Nov. 30, 2026",
                "2026-11-30T12:20:00-05:00",
                "local",
                teaser="Water bills going up 6% in January",
                shape="story-short-undated-url",
                blocks=[
                    (
                        "p",
                        "Riverton households will pay about 6 percent more for water from January, after the utility board approved its budget on Monday.",
                    ),
                    (
                        "p",
                        "For a typical family using 5,000 gallons a month, the bill will rise from $48.10 to about $51.00. The board said the money will pay for replacing lead service lines and for a new pump at the Ridge Road station.",
                    ),
                    (
                        "p",
                        "Board chair Helen Wu said the utility had held rates flat for two years and could not do so again without delaying the pipe work, which it is required to finish by 2031.",
                    ),
                    (
                        "p",
                        "Residents who receive energy assistance can apply for a discount of up to 30 percent. Applications open on Dec. 15.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "bakery",
                "/business/2026/11/30/bakery-chain-expands",
                "article",
                "Family bakery that began in a garage opens its fifth shop, on the far side of the river at Cannery Point",
                True,
                ["Derek Salas"],
                "By Derek Salas",
                "2026-11-30",
                "Nov. 30, 2026, 2:05 p.m.",
                "2026-11-30T14:05:00-05:00",
                "business",
                shape="story-linked-only-from-ticker-and-rail",
                blocks=[
                    (
                        "p",
                        "Fortin's Bakery, which Lise and Marc Fortin started in their garage in 2011, opened its fifth shop on Monday in the former bank building at Cannery Point.",
                    ),
                    (
                        "p",
                        "The couple now employ 58 people and bake about 4,000 loaves a day at a plant on Industrial Drive. The new shop is the first outside the city's west side.",
                    ),
                    (
                        "p",
                        'Lise Fortin said the company chose Cannery Point because customers kept asking for it. "People were taking the ferry over to buy bread and taking it back," she said.',
                    ),
                    (
                        "p",
                        "The shop will open at 6 a.m. every day except Monday and will sell coffee from a roaster in the same building.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "library-qa",
                "/local/2026/11/26/library-late-fees-interview",
                "article",
                "Q&A: Why Riverton's libraries stopped charging late fees",
                True,
                ["Maya Okafor"],
                "Interview by Maya Okafor",
                "2026-11-26",
                "Nov. 26, 2026",
                "2026-11-26T10:00:00-05:00",
                "local",
                kicker="Q&A",
                teaser="Why the libraries dropped late fees",
                shape="qa-interview-interview-by",
                blocks=[
                    (
                        "p",
                        "A year ago the Riverton Public Library stopped charging fines on overdue books. Library director Grace Amoah explains what happened next. The interview has been edited for length.",
                    ),
                    (
                        "qa",
                        "Herald: Did people stop bringing books back?",
                        "Amoah: No. Returns actually went up. We had about 3,100 cardholders blocked because of fines, and many of them were sitting on books they were embarrassed to return. When the fines went, a lot of those books came home.",
                    ),
                    (
                        "qa",
                        "Herald: How much money did the library lose?",
                        "Amoah: Fines brought in about $21,000 a year, which is less than one percent of our budget. It cost us nearly that much in staff time to collect them.",
                    ),
                    (
                        "qa",
                        "Herald: What happens now if someone keeps a book for months?",
                        "Amoah: After 45 days we treat it as lost and ask them to replace it. If they bring it back, the charge disappears. We want the book, not the money.",
                    ),
                    (
                        "qa",
                        "Herald: What surprised you?",
                        "Amoah: How many children came back. Fines fall hardest on kids, because they can't pay them. We have issued 600 new children's cards this year.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "under12",
                "/sport/2026/11/30/under-12s-cup-final",
                "article",
                "Eastside Under-12s win county cup on penalties",
                True,
                ["Ana Lindqvist"],
                "By Ana Lindqvist",
                "2026-11-30",
                "Nov. 30, 2026",
                "2026-11-30T08:45:00-05:00",
                "sport",
                teaser="Under-12s win cup",
                shape="brief-two-sentences-signed",
                blocks=[
                    (
                        "p",
                        "Eastside United's under-12 girls won the county cup on Sunday, beating Hartwell 4-3 on penalties after a 1-1 draw at Cannery Park.",
                    ),
                    (
                        "p",
                        "Goalkeeper Nia Osei saved two penalties in the shootout, and captain June Harlow scored the winning kick.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "bridge",
                "/local/2026/11/28/bridge-closure-detours",
                "article",
                "Mill Street bridge closes to traffic for three weeks from Monday while crews replace its expansion joints",
                True,
                ["Tom Becker"],
                "By Tom Becker",
                "2026-11-28",
                "Nov. 28, 2026, 5:30 p.m.",
                "2026-11-28T17:30:00-05:00",
                "local",
                teaser="Mill Street bridge to close for three weeks",
                image="Traffic cones on the Mill Street bridge",
                kicker="Traffic",
                shape="story-with-list-of-detours",
                blocks=[
                    (
                        "p",
                        "The Mill Street bridge will close to cars and trucks from 6 a.m. Monday for about three weeks while state crews replace its expansion joints, the Department of Transportation said.",
                    ),
                    (
                        "p",
                        "Pedestrians and cyclists will still be able to cross on the bridge's north sidewalk. Buses on routes 4 and 9 will be diverted.",
                    ),
                    ("h2", "Detours"),
                    (
                        "ul",
                        [
                            "Eastbound traffic will be sent along Front Street to the Route 12 bridge.",
                            "Westbound traffic will use Harbor Road and Canal Road.",
                            "Trucks over 10 tons must use the interstate and exit at Ridge Road.",
                        ],
                    ),
                    (
                        "p",
                        "The joints are original to the bridge, which opened in 1972, and have been patched several times. The department said the work had been moved up after a joint failed during the spring floods.",
                    ),
                    (
                        "p",
                        "Businesses on Mill Street said they were told about the closure only last week. The city's business association has asked the state to put up signs saying the shops remain open.",
                    ),
                ],
            )
        )
        # service and other non-articles
        add(
            Doc(
                "about",
                "/about/",
                "about",
                "About the Riverton Herald",
                shape="about-page-lying-template",
                blocks=[
                    (
                        "p",
                        "The Riverton Herald has reported on Riverton and the towns of the lower river valley since 1884. We publish online every day and in print on Thursdays and Sundays.",
                    ),
                    (
                        "p",
                        "We are owned by the Herald Community Trust, a nonprofit formed in 2018 when the paper's previous owners put it up for sale. The trust's board does not see stories before they are published.",
                    ),
                    ("h2", "Our newsroom"),
                    (
                        "p",
                        "Eleven journalists work in our office on Front Street, including reporters covering local government, schools, business and sport, two photographers and three editors.",
                    ),
                    ("h2", "How we are funded"),
                    (
                        "p",
                        "About half of our income comes from subscribers and members, a third from advertising and the rest from grants and donations. Donors are listed in our annual report.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "contact",
                "/contact/",
                "contact",
                "Contact us",
                shape="contact-page-lying-template",
                blocks=[
                    (
                        "p",
                        "The newsroom is staffed from 8 a.m. to 10 p.m. every day. For news tips, call 555-0142 or write to tips@riverton-herald.test.",
                    ),
                    ("h2", "Subscriptions and delivery"),
                    (
                        "p",
                        "For missed papers, billing or holiday stops, our customer service team is available Monday to Friday, 8 a.m. to 5 p.m., at 555-0100.",
                    ),
                    ("h2", "Letters to the editor"),
                    (
                        "p",
                        "Letters should be under 250 words and include your name and neighborhood. We do not publish anonymous letters.",
                    ),
                    ("h2", "Visit us"),
                    (
                        "p",
                        "Riverton Herald, 212 Front Street, Riverton. The front desk is open weekdays from 9 a.m. to 4 p.m.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "corrections-policy",
                "/corrections-policy/",
                "policy",
                "Corrections and clarifications policy",
                byline="Office of the Standards Editor",
                stamp="Last updated March 3, 2026",
                shape="corrections-policy-signed-by-office-dated",
                blocks=[
                    (
                        "p",
                        "The Herald corrects errors of fact promptly and openly. When we get something wrong, we fix the story and add a note at the top saying what was changed and when.",
                    ),
                    ("h2", "What we correct"),
                    (
                        "p",
                        "We correct factual errors, including wrong names, numbers, dates and quotes. We add a clarification when a story was accurate but could mislead readers.",
                    ),
                    ("h2", "How to ask for a correction"),
                    (
                        "p",
                        "Write to standards@riverton-herald.test with a link to the story and what you believe is wrong. The standards editor reads every request and replies within two working days.",
                    ),
                    ("h2", "What we do not do"),
                    (
                        "p",
                        "We do not remove stories because a person named in them would prefer they were not online, except in the narrow cases set out in our unpublishing guidelines.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "privacy",
                "/privacy/",
                "policy",
                "Privacy and cookie policy",
                stamp="Last updated January 12, 2026",
                shape="privacy-cookie-policy-lying-template",
                blocks=[
                    (
                        "p",
                        "This policy explains what information the Riverton Herald collects when you visit our website or subscribe, and how we use it.",
                    ),
                    ("h2", "Information we collect"),
                    (
                        "p",
                        "When you subscribe we collect your name, address, e-mail address and payment details. When you read our website we record the pages you visit and the device you use.",
                    ),
                    ("h2", "Cookies"),
                    (
                        "p",
                        "We use cookies to keep you logged in, to count visits and, if you agree, to show advertising. You can change your choices at any time from the cookie settings link at the bottom of every page.",
                    ),
                    ("h2", "Your rights"),
                    (
                        "p",
                        "You can ask for a copy of the information we hold about you, or ask us to delete it, by writing to privacy@riverton-herald.test.",
                    ),
                ],
            )
        )
        add(
            Doc(
                "newsletters",
                "/newsletters/",
                "newsletter",
                "Get the Herald in your inbox",
                shape="newsletter-signup-lying-template",
                blocks=[
                    (
                        "p",
                        "Choose from our free newsletters. Each one is written by a Herald journalist, not assembled by a machine.",
                    ),
                    ("h2", "The Morning Herald"),
                    ("p", "The day's local news in five minutes, every weekday at 6 a.m."),
                    ("h2", "Friday Sport"),
                    ("p", "Scores, fixtures and the week's best pictures from school and club sport."),
                    ("h2", "Weekend Planner"),
                    ("p", "Things to do in the valley, every Thursday afternoon."),
                    ("form", "Sign up"),
                ],
            )
        )
        add(
            Doc(
                "advertise",
                "/advertise/",
                "advertise",
                "Advertise with the Herald",
                shape="media-kit-lying-template",
                blocks=[
                    (
                        "p",
                        "The Herald reaches 68,000 readers a week in print and online, most of them in the lower river valley.",
                    ),
                    ("h2", "Print"),
                    (
                        "p",
                        "Display advertising is available in the Thursday and Sunday editions. A quarter page costs $340 in color.",
                    ),
                    ("h2", "Online"),
                    (
                        "p",
                        "Banner and sponsored newsletter placements start at $12 per thousand views. Ask for our media kit for audience figures.",
                    ),
                    ("p", "Contact our sales team at ads@riverton-herald.test or 555-0177."),
                ],
            )
        )
        add(
            Doc(
                "events",
                "/events/",
                "events",
                "Events calendar",
                shape="events-calendar-lying-template",
                blocks=[
                    (
                        "event",
                        "Thu, Dec. 3, 7 p.m.",
                        "Holiday lights switch-on",
                        "Cannery Park",
                        "The mayor turns on the park's lights, with the high school brass band.",
                    ),
                    (
                        "event",
                        "Sat, Dec. 5, 10 a.m.",
                        "Winter craft fair",
                        "Riverton Armory",
                        "More than 60 stalls; entry is free.",
                    ),
                    (
                        "event",
                        "Sat, Dec. 5, 2 p.m.",
                        "Library story hour: winter tales",
                        "Main library",
                        "For ages 3 to 7, no booking needed.",
                    ),
                    (
                        "event",
                        "Sun, Dec. 6, 4 p.m.",
                        "Valley Choral Society: Messiah",
                        "St. Anne's Church",
                        "Tickets $15, students free.",
                    ),
                    (
                        "event",
                        "Tue, Dec. 8, 6:30 p.m.",
                        "Planning board meeting",
                        "City Hall",
                        "Includes the Old Tannery Mill food hall plan.",
                    ),
                    ("event", "Fri, Dec. 11, 8 p.m.", "Open mic night", "The Anchor", "Sign-up from 7:30 p.m."),
                ],
            )
        )
        add(Doc("search", "/search/?q=flood", "search", 'Search results for "flood"', shape="search-results-page"))
        add(
            Doc(
                "soft404",
                "/local/2026/03/02/spring-flood-shelters-open",
                "soft404",
                "Sorry, we can't find that page",
                shape="soft-404-at-dated-story-url-linked-from-tag-page",
            )
        )

    # --- the template ---------------------------------------------------------------------------------

    def head(self, doc: Doc) -> str:
        url = self.url(doc.key)
        iso = doc.iso or TEMPLATE_DATE
        if doc.authors:
            author = {"@type": "Person", "name": doc.authors[0]}
            meta_author = doc.authors[0]
        elif doc.byline == "Office of the Standards Editor":
            author = {"@type": "Person", "name": doc.byline}
            meta_author = doc.byline
        else:
            author = {"@type": "Organization", "name": self.name}
            meta_author = self.name
        ld = {
            "@context": "https://schema.org", "@type": "NewsArticle", "headline": doc.title,
            "datePublished": iso, "dateModified": iso, "author": author, "mainEntityOfPage": url,
            "publisher": {"@type": "Organization", "name": self.name, "logo": {"@type": "ImageObject", "url": self.origin + "/static/logo.png"}},
            "image": [self.origin + "/static/share-default.jpg"], "articleSection": doc.section.title() or "Home",
        }  # fmt: skip
        desc = doc.dek or "News from Riverton and the lower river valley."
        return f"""<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(doc.extra.get("html_title", doc.title + " | Riverton Herald"))}</title>
<link rel="canonical" href="{esc(url)}">
<meta name="description" content="{esc(desc)}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Riverton Herald">
<meta property="og:title" content="{esc(doc.title)}">
<meta property="og:url" content="{esc(url)}">
<meta property="og:image" content="{self.origin}/static/share-default.jpg">
<meta property="article:published_time" content="{iso}">
<meta property="article:section" content="{esc(doc.section.title() or "Home")}">
<meta name="author" content="{esc(meta_author)}">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>
<link rel="stylesheet" href="/static/herald.3f9c2.css">
<style>/*PAD*/</style>
<script>window.dataLayer=window.dataLayer||[];dataLayer.push({{"pageType":"story","section":"{esc(doc.section or "home")}","paywall":"metered"}});</script>
</head>
"""

    def header(self, doc: Doc) -> str:
        a = self.a
        nav = [("home", "Home"), ("local", "Local"), ("business", "Business"), ("sport", "Sport"),
               ("/opinion/", "Opinion"), ("events", "Events"), ("newsletters", "Newsletters")]  # fmt: skip
        items = "".join(f"<li>{a(k, t, 'chrome:nav')}</li>" for k, t in nav)
        ticker = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:ticker')}</li>" for k in ("bakery", "bridge", "river-wall")
        )
        return f"""<body class="rh page-{doc.kind}">
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
<div class="utility-bar"><span class="today">Wednesday, December 2, 2026</span>
<ul class="utility"><li><a href="/account/login">Log in</a></li><li><a href="/subscribe/" class="btn-subscribe">Subscribe</a></li><li>{a("search", "Search", "chrome:header")}</li></ul></div>
<div class="masthead">{a("home", "Riverton Herald", "chrome:header", 'class="logo"', '<img src="/static/logo.svg" alt="Riverton Herald" width="260" height="48">')}
<p class="tagline">Serving the lower river valley since 1884</p></div>
<nav class="primary-nav" aria-label="Sections"><ul>{items}</ul></nav>
{self.dropdowns()}
<div class="breaking-bar" role="region" aria-label="Breaking news"><strong class="label">Breaking</strong><ul class="ticker">{ticker}</ul></div>
</header>
"""

    def rail(self) -> str:
        a = self.a
        items = "".join(
            f"<li>{a(k, self.docs[k].title, 'chrome:rail')}</li>"
            for k in ("bakery", "water-rates", "river-wall", "library-qa", "ferry-column")
        )
        return f"""<aside class="rail" aria-label="Most read"><h2>Most read</h2><ol class="most-read">{items}</ol>
<div class="ad-slot" id="ad-rail-1" data-size="300x250"><span>Advertisement</span></div></aside>
"""

    dropdown = {
        "Local": ["City hall", "Schools", "Courts", "Crime", "Weather", "Obituaries", "Cannery Point", "West side"],
        "Business": ["Real estate", "Jobs", "Farming", "Restaurants", "Retail", "Tourism"],
        "Sport": ["High school", "College", "Rowing", "Soccer", "Football", "Scores"],
        "Opinion": ["Editorials", "Columns", "Letters", "Cartoons", "Write to us"],
        "Life": ["Food", "Arts", "Faith", "Outdoors", "Puzzles", "Horoscopes"],
    }

    def dropdowns(self) -> str:
        # the sub-section links open on hover: in the markup on every page
        cols = "".join(
            f'<li class="dd"><span class="dd-head">{esc(h)}</span><ul class="dd-menu">'
            + "".join(
                f"<li>{self.a(path, s, 'chrome:nav')}</li>"
                for s, path in ((s, "/" + h.lower() + "/" + s.lower().replace(" ", "-") + "/") for s in subs)
            )
            + "</ul></li>"
            for h, subs in self.dropdown.items()
        )
        return f'<nav class="section-menu" aria-label="All sections"><ul>{cols}</ul></nav>'

    def footer(self) -> str:
        a = self.a
        cols = [
            ("The Herald", [("about", "About us"), ("contact", "Contact us"), ("/careers/", "Careers"), ("advertise", "Advertise")]),
            ("Standards", [("corrections-policy", "Corrections policy"), ("/ethics/", "Ethics code"), ("privacy", "Privacy and cookies"), ("/terms/", "Terms of use")]),
            ("Reader services", [("newsletters", "Newsletters"), ("events", "Events calendar"), ("search", "Search"), ("/subscribe/", "Subscribe"), ("/e-edition/", "E-edition")]),
            ("Sections", [("local", "Local"), ("business", "Business"), ("sport", "Sport"), ("/opinion/", "Opinion")]),
        ]  # fmt: skip
        html_cols = "".join(
            f'<div class="footer-col"><h3>{esc(h)}</h3><ul>'
            + "".join(f"<li>{a(k, t, 'chrome:footer')}</li>" for k, t in links)
            + "</ul></div>"
            for h, links in cols
        )
        return f"""<footer class="site-footer"><div class="footer-cols">{html_cols}</div>
<div class="network"><span>Our partners:</span> <a href="https://www.valleycourier.test/">Valley Courier</a> <a href="https://www.hartwelltimes.test/">Hartwell Times</a> <a href="https://radio.lowerriver.test/">Lower River Public Radio</a> <a href="https://www.statenewsservice.test/">State News Service</a></div>
<div class="apps"><a href="https://apps.example.test/riverton-herald/ios">Download on the App Store</a> <a href="https://apps.example.test/riverton-herald/android">Get it on Google Play</a></div>
<p class="copyright">&copy; 2026 Herald Community Trust. 212 Front Street, Riverton. <a href="#cookie-settings">Cookie settings</a></p>
</footer>
<div id="consent" hidden><p>We use cookies to run this site and, with your consent, for advertising.</p><button>Accept</button><button>Choose</button></div>
<script src="/static/herald.3f9c2.js" defer></script>
</body>
</html>
"""

    def teaser(self, key: str, style: str = "text") -> str:
        d = self.docs[key]
        a = self.a
        if style == "image":
            img = f'<img src="/img/{key}-600.jpg" alt="{esc(d.image)}" width="600" height="400">'
            return f'<div class="teaser teaser--image-only">{a(key, d.image, "content", "", img)}</div>'
        kicker = f'<span class="kicker">{esc(d.kicker)}</span> ' if d.kicker and style != "plain" else ""
        head = d.teaser or d.title if style != "long" else d.title
        dek = f'<p class="dek">{esc(d.dek)}</p>' if d.dek and style == "long" else ""
        return f'<div class="teaser">{kicker}<h3>{a(key, head, "content")}</h3>{dek}<p class="meta">{esc(d.stamp)}</p></div>'

    def crumbs(self, doc: Doc) -> str:
        sec = doc.section
        trail = [self.a("home", "Home", "chrome:breadcrumb")]
        if sec in self.docs:
            trail.append(self.a(sec, self.docs[sec].title, "chrome:breadcrumb"))
        elif sec:
            trail.append(self.a(f"/{sec}/", sec.title(), "chrome:breadcrumb"))
        return '<nav class="breadcrumb" aria-label="Breadcrumb">' + " &rsaquo; ".join(trail) + "</nav>"

    def blocks(self, doc: Doc) -> str:
        out = []
        for b in doc.blocks:
            k = b[0]
            if k == "p":
                out.append(f"<p>{self.inline(b[1])}</p>")
            elif k == "link":
                # a paragraph that is only a link to a service page: not story text
                out.append(f'<p class="story-footnote">{self.inline(b[1])}</p>')
            elif k in ("h2", "h3"):
                out.append(f"<{k}>{esc(b[1])}</{k}>")
            elif k in ("ul", "ol"):
                out.append(f"<{k}>" + "".join(f"<li>{self.inline(i)}</li>" for i in b[1]) + f"</{k}>")
            elif k == "qa":
                out.append(f'<p class="question"><strong>{esc(b[1])}</strong></p><p>{esc(b[2])}</p>')
            elif k == "fig":
                out.append(
                    f'<figure class="photo"><img src="/img/{b[1]}" alt="{esc(b[2])}"><figcaption>{esc(b[3])} <span class="credit">Photo: Herald staff</span></figcaption></figure>'
                )
            elif k == "event":
                out.append(
                    f'<div class="event"><p class="when">{esc(b[1])}</p><h3>{esc(b[2])}</h3><p class="where">{esc(b[3])}</p><p>{esc(b[4])}</p></div>'
                )
            elif k == "form":
                out.append(
                    f'<form class="nl-form" action="/newsletters/subscribe" method="post"><label>E-mail <input type="email" name="email"></label><button>{esc(b[1])}</button></form>'
                )
        return "\n".join(out)

    def main(self, doc: Doc) -> str:
        a = self.a
        if doc.is_article:
            byline = ""
            if doc.byline.startswith("By Maya Okafor") or doc.byline == "Interview by Maya Okafor":
                pre = doc.byline.replace("Maya Okafor", "")
                byline = f'<p class="byline">{esc(pre)}{a("author-okafor", "Maya Okafor", "byline")}</p>'
            elif doc.byline:
                byline = f'<p class="byline">{esc(doc.byline)}</p>'
            corr = (
                f'<p class="correction"><em>{esc(doc.extra["correction"])}</em></p>'
                if "correction" in doc.extra
                else ""
            )
            sign = f'<p class="signoff"><em>{esc(doc.extra["signoff"])}</em></p>' if "signoff" in doc.extra else ""
            kicker = f'<p class="kicker">{esc(doc.kicker)}</p>' if doc.kicker else ""
            dek = f'<p class="standfirst">{esc(doc.dek)}</p>' if doc.dek else ""
            same = [
                k
                for k, d in self.docs.items()
                if d.is_article and d.section == doc.section and k != doc.key and k not in ("bakery", "sirens")
            ][:3]
            tags = ""
            if doc.key in ("river-wall", "sirens", "water-rates"):
                tags = f'<ul class="story-tags"><li>{a("tag-flood", "Flood defences", "tags")}</li><li><a href="/tag/city-council/">City council</a></li></ul>\n'
            related = "".join(
                f"<li>{a(k, self.docs[k].teaser or self.docs[k].title, 'chrome:related')}</li>" for k in same
            )
            return f"""<main id="main" class="layout">
<article class="story">
{self.crumbs(doc)}
{kicker}<h1 class="headline">{esc(doc.title)}</h1>
{dek}<div class="story-meta">{byline}<time datetime="{doc.iso}">{esc(doc.stamp)}</time></div>
<div class="share"><a href="https://share.example.test/?u={esc(self.url(doc.key))}">Share</a> <button>Copy link</button></div>
{corr}<div class="story-body">
{self.blocks(doc)}
</div>
{sign}{tags}<section class="related"><h2>More from {esc(doc.section.title())}</h2><ul>{related}</ul></section>
</article>
{self.rail()}</main>
"""
        if doc.kind in ("home", "section", "tag", "author", "search"):
            return self.listing(doc)
        if doc.kind == "soft404":
            picks = "".join(
                f"<li>{a(k, self.docs[k].title, 'content')}</li>" for k in ("river-wall", "water-rates", "bridge")
            )
            return f"""<main id="main" class="layout"><article class="page page-error">
<h1>{esc(doc.title)}</h1>
<p>The page you were looking for may have moved or is no longer available. Try searching, or start again from our {a("home", "home page", "content")}.</p>
<form action="/search/" role="search"><input name="q" aria-label="Search"><button>Search</button></form>
<h2>Latest stories</h2><ul>{picks}</ul></article>
{self.rail()}</main>
"""
        sig = f'<p class="signature">{esc(doc.byline)}</p>' if doc.byline else ""
        stamp = f'<p class="updated">{esc(doc.stamp)}</p>' if doc.stamp else ""
        return f"""<main id="main" class="layout">
<article class="page page-{doc.kind}">
{self.crumbs(doc)}
<h1>{esc(doc.title)}</h1>
{stamp}{self.blocks(doc)}
{sig}</article>
{self.rail()}</main>
"""

    def listing(self, doc: Doc) -> str:
        a = self.a
        if doc.kind == "home":
            parts = [
                '<section class="lead">' + self.teaser("river-wall", "long") + "</section>",
                '<section class="grid"><h2 class="rail-head">Top stories</h2>'
                + "".join(self.teaser(k, s) for k, s in (("mill", "text"), ("water-rates", "plain"), ("bridge", "image"),
                                                          ("regatta", "text"), ("library-qa", "text"), ("under12", "plain"), ("ferry-column", "text")))
                + "</section>",
                f'<section class="promo"><h2>Start your day with the Herald</h2><p>The Morning Herald newsletter: the day\'s local news in five minutes. {a("newsletters", "Sign up free", "content")}</p></section>',
                f'<section class="promo"><h2>This week in the valley</h2><p>Lights, craft fairs and a Messiah. {a("events", "See the events calendar", "content")}</p></section>',
                '<section class="grid"><h2>Sport</h2>' + self.teaser("regatta", "image") + self.teaser("under12", "text") + "</section>",
            ]  # fmt: skip
            return f'<main id="main" class="layout front"><h1 class="visually-hidden">Riverton Herald</h1>{"".join(parts)}</main>\n{self.rail()}'
        if doc.kind == "section":
            keys = [
                k
                for k, d in self.docs.items()
                if d.is_article and d.section == doc.key and k not in ("bakery", "sirens")
            ]
            intro = {
                "local": "City hall, schools, courts and neighborhoods.",
                "business": "Jobs, shops and development in the valley.",
                "sport": "School, club and college sport.",
            }[doc.key]
            cards = "".join(self.teaser(k, "long") for k in keys)
            return f"""<main id="main" class="layout section">{self.crumbs(Doc("x", "", "", "", section=""))}
<h1 class="section-title">{esc(doc.title)}</h1><p class="section-intro">{esc(intro)}</p>
<div class="river">{cards}</div>
<nav class="pagination"><a href="{esc(doc.path)}?page=2" rel="next">Older stories</a></nav></main>
{self.rail()}"""
        if doc.kind == "tag":
            keys = ("river-wall", "soft404")
            cards = "".join(self.teaser(k, "long") for k in keys[:1])
            old = f'<div class="teaser"><h3>{a("soft404", "Spring flood shelters open at two schools", "content")}</h3><p class="meta">Mar. 2, 2026</p></div>'
            return f"""<main id="main" class="layout tag"><h1>Topic: {esc(doc.title)}</h1>
<p class="tag-intro">Our coverage of the river wall, flood sirens and the city's flood plans.</p>
<div class="river">{cards}{old}</div></main>
{self.rail()}"""
        if doc.kind == "author":
            keys = [k for k, d in self.docs.items() if "Maya Okafor" in d.authors]
            cards = "".join(self.teaser(k, "text") for k in keys)
            return f"""<main id="main" class="layout author"><div class="author-card"><img src="/img/staff/okafor.jpg" alt="Maya Okafor">
<h1>{esc(doc.title)}</h1><p class="role">City hall reporter</p>
<p>Maya Okafor covers city government and the utilities for the Herald. She joined the paper in 2021 from the Valley Courier. Write to her at mokafor@riverton-herald.test.</p></div>
<h2>Latest from Maya Okafor</h2><div class="river">{cards}</div></main>
{self.rail()}"""
        # search results
        keys = ("river-wall", "bridge")
        rows = "".join(
            f'<li class="result">{a(k, self.docs[k].title, "content")}<p>{esc(self.docs[k].stamp)} &middot; {esc(self.docs[k].section.title())}</p></li>'
            for k in keys
        )
        return f"""<main id="main" class="layout search"><h1>{esc(doc.title)}</h1>
<form action="/search/" role="search"><input name="q" value="flood" aria-label="Search"><button>Search</button></form>
<p class="count">2 results</p><ol class="results">{rows}</ol>
<a href="/search/?q=flood&amp;page=2">Next page</a></main>
{self.rail()}"""

    def render(self, doc: Doc) -> str:
        self.current = doc.key
        return self.head(doc) + self.header(doc) + self.main(doc) + self.footer()

    pad_selectors = [".site-header", ".utility-bar", ".masthead .logo", ".primary-nav li", ".breaking-bar", ".ticker li",
                     ".story .headline", ".story-body p", ".teaser h3", ".teaser .kicker", ".rail .most-read li",
                     ".footer-col h3", ".footer-col li", ".grid", ".promo", ".breadcrumb", ".share", ".related li"]  # fmt: skip

    def pad_rules(self) -> list[str]:
        return css_rules("riverton", self.pad_selectors, 400)
